"""What the room sees of a question: the card (QR, address, count) and the revealed answers.

Painted widgets at the UI scale (Style), so they read from the back row like every panel.
While the room answers, the card shows only the count ("137 answers"), never the spread, so
nobody follows the crowd. ``RevealView`` draws the room beside the truth: a histogram of the
keys chosen next to the weight bars; the numbers as a strip plot with the true value marked;
the points as a heatmap on the canvas square with the region where the key wins outlined.
Both report what they draw (``drawn``) for tests, which check the pixels there.

Every text here is plain text: wordings and key labels come from decks and files.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QWidget

from app.common.i18n import translate
from app.common.theme import Style
from kino_core.classroom import Question, Tally, TrueAnswer
from kino_core.scene import CANVAS_LIMIT, Scene

__all__ = ["QuestionCard", "RevealView", "qr_modules"]

QUIET_MODULES = 4  # the QR code's white border, in modules (the standard asks for 4)
PLAIN = Qt.TextFlag.TextWordWrap


def qr_modules(text: str) -> list[list[bool]]:
    """The dark modules of ``text``'s QR code, row by row, without the quiet zone."""
    import segno  # 0.1 s to import: only when a question opens

    code = segno.make(text, error="m", micro=False)
    return [[bool(cell) for cell in row] for row in code.matrix]


class QuestionCard(QWidget):
    """The projector's card while a question is open: wording, QR code, address, count."""

    def __init__(self, style: Style, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.ui_style = style
        self.wording = ""
        self.address = ""
        self.modules: list[list[bool]] = []
        self.count = 0
        self.drawn: dict[str, object] = {}

    def set_question(self, wording: str, url: str) -> None:
        self.wording = wording
        self.address = url.removeprefix("http://")
        self.modules = qr_modules(url)
        self.update()

    def set_count(self, count: int) -> None:
        self.count = count
        self.update()

    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        self.update()

    # -- geometry -----------------------------------------------------------------------------
    def module_px(self) -> int:
        """One QR module in pixels: whole pixels so every module is sharp, ≥ 3 at 100%."""
        n = len(self.modules) + 2 * QUIET_MODULES or 1
        return max(3, round(190 * self.ui_style.scale / n))

    def preferred_size(self) -> tuple[int, int]:
        style = self.ui_style
        pad = round(14 * style.scale)
        qr = self.module_px() * (len(self.modules) + 2 * QUIET_MODULES)
        text_width = max(
            qr, int(style.metrics(1.05, mono=True).horizontalAdvance(self.address)) + 2
        )
        width = max(qr, min(text_width, round(420 * style.scale))) + 2 * pad
        heights = [self._wording_height(width - 2 * pad), qr]
        heights += [style.metrics(1.05, mono=True).height() * 2.3]
        heights += [style.metrics(1.6, bold=True).height(), style.metrics(0.85).height() * 2.4]
        return width, int(sum(heights) + pad * (len(heights) + 1))

    def _wording_height(self, width: int) -> float:
        metrics = self.ui_style.metrics(1.0, bold=True)
        rect = metrics.boundingRect(QRectF(0, 0, width, 10_000), PLAIN, self.wording)
        return rect.height()

    # -- painting -----------------------------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        style, theme = self.ui_style, self.ui_style.theme
        painter = QPainter(self)
        pad = round(14 * style.scale)
        painter.setPen(QPen(QColor(theme.grid), max(1, round(style.scale))))
        painter.setBrush(QColor(theme.panel))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), pad, pad)
        inner = self.width() - 2 * pad
        y = float(pad)
        drawn: dict[str, object] = {}

        painter.setPen(QColor(theme.text))
        painter.setFont(style.font(1.0, bold=True))
        height = self._wording_height(inner)
        painter.drawText(QRectF(pad, y, inner, height), PLAIN, self.wording)
        drawn["wording"] = QRectF(pad, y, inner, height)
        y += height + pad

        module = self.module_px()
        n = len(self.modules)
        side = module * (n + 2 * QUIET_MODULES)
        left = round((self.width() - side) / 2)
        top = round(y)
        # A QR code is dark on light in every theme: readers expect it and so do phones.
        painter.fillRect(left, top, side, side, QColor("#FFFFFF"))
        black = QColor("#000000")
        for row, cells in enumerate(self.modules):
            for column, dark in enumerate(cells):
                if dark:
                    painter.fillRect(
                        left + (column + QUIET_MODULES) * module,
                        top + (row + QUIET_MODULES) * module,
                        module,
                        module,
                        black,
                    )
        drawn["qr"] = QRectF(left, top, side, side)
        drawn["module"] = module
        y += side + pad

        painter.setPen(QColor(theme.text))
        painter.setFont(style.font(1.05, mono=True))
        address_height = style.metrics(1.05, mono=True).height() * 2.3
        rect = QRectF(pad, y, inner, address_height)
        painter.drawText(
            rect, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWrapAnywhere, self.address
        )
        drawn["address"] = rect
        y += address_height + pad

        painter.setFont(style.font(1.6, bold=True))
        count_height = style.metrics(1.6, bold=True).height()
        rect = QRectF(pad, y, inner, count_height)
        text = self.tr("%n answers", "", self.count)
        painter.drawText(rect, Qt.AlignmentFlag.AlignHCenter, text)
        drawn["count"] = (rect, text)
        y += count_height + pad

        painter.setPen(QColor(theme.muted))
        painter.setFont(style.font(0.85))
        hint = translate(
            "Classroom",
            "Phones cannot open it? The Wi-Fi may keep devices apart: start this laptop's "
            "hotspot and let the phones join it.",
        )
        rect = QRectF(pad, y, inner, self.height() - y - pad / 2)
        painter.drawText(rect, PLAIN, hint)
        drawn["hint"] = rect
        painter.end()
        self.drawn = drawn


class RevealView(QWidget):
    """The room's answers beside the truth, painted over the panels when R reveals."""

    def __init__(self, style: Style, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui_style = style
        self.question: Question | None = None
        self.scene: Scene | None = None
        self.tally = Tally()
        self.truth: TrueAnswer | None = None
        self.drawn: dict[str, object] = {}

    def show_answers(self, question: Question, scene: Scene, truth: TrueAnswer, tally: Tally):
        self.question, self.scene, self.truth, self.tally = question, scene, truth, tally
        self.update()

    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        self.update()

    def weighting_words(self) -> str:
        if self.question is not None and self.question.weighting == "scaled":
            return translate("Classroom", "weights, scaled by 1/√d")
        return translate("Classroom", "weights, without scaling")

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        question, scene, truth = self.question, self.scene, self.truth
        style, theme = self.ui_style, self.ui_style.theme
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(self.rect(), QColor(theme.background))
        self.drawn = {}
        if question is None or scene is None or truth is None:
            painter.end()
            return
        pad = round(16 * style.scale)
        inner = QRectF(pad, pad, self.width() - 2 * pad, self.height() - 2 * pad)
        painter.setPen(QColor(theme.text))
        painter.setFont(style.font(1.3, bold=True))
        metrics = style.metrics(1.3, bold=True)
        head = metrics.boundingRect(
            QRectF(inner.left(), 0, inner.width(), 10_000), PLAIN, question.wording
        )
        title_rect = QRectF(inner.left(), inner.top(), inner.width(), head.height())
        painter.drawText(title_rect, PLAIN, question.wording)
        y = title_rect.bottom() + pad / 2
        painter.setFont(style.font(1.0))
        line = style.metrics(1.0).height()
        right = self.tally.share_right(question, truth)
        summary = self.tr("%n answers, {right}% right", "", len(self.tally)).format(
            right=round(100 * right)
        )
        painter.setPen(QColor(theme.muted))
        painter.drawText(QRectF(inner.left(), y, inner.width(), line), 0, summary)
        self.drawn["summary"] = summary
        body = QRectF(inner.left(), y + line + pad, inner.width(), inner.bottom() - y - line - pad)
        if question.kind == "winner":
            self._paint_winner(painter, body)
        elif question.kind == "number":
            self._paint_number(painter, body)
        else:
            self._paint_point(painter, body)
        painter.end()

    # -- which key wins: the room's histogram next to the weight bars ------------------------
    def _paint_winner(self, painter: QPainter, body: QRectF) -> None:
        style, theme = self.ui_style, self.ui_style.theme
        assert self.scene is not None and self.truth is not None
        keys = self.scene.keys
        labels = [k.label for k in keys]
        counts = self.tally.counts(labels)
        total = max(1, int(counts.sum()))
        shares = counts / total
        weights = self.truth.weights
        painter.setFont(style.font(1.0, bold=True))
        metrics = style.metrics(1.0, bold=True)
        label_width = max(metrics.horizontalAdvance(label) for label in labels) + 12 * style.scale
        number_width = metrics.horizontalAdvance("100%") + 10 * style.scale
        gap = 20 * style.scale
        column = (body.width() - label_width - gap) / 2
        heading = style.metrics(1.0).height() * 1.4
        painter.setFont(style.font(1.0))
        painter.setPen(QColor(theme.text))
        left_x = body.left() + label_width
        right_x = left_x + column + gap
        painter.drawText(
            QRectF(left_x, body.top(), column, heading), 0, translate("Classroom", "the room")
        )
        painter.drawText(QRectF(right_x, body.top(), column, heading), 0, self.weighting_words())
        rows_top = body.top() + heading
        row = min((body.bottom() - rows_top) / max(1, len(keys)), 90 * style.scale)
        bar_height = row * 0.7
        bars: dict[str, tuple[QRectF, QRectF]] = {}
        weight_colour = QColor(
            theme.scaled
            if self.question and self.question.weighting == "scaled"
            else theme.unscaled
        )
        for i, key in enumerate(keys):
            top = rows_top + i * row + (row - bar_height) / 2
            painter.setFont(style.font(1.0, bold=True))
            painter.setPen(QColor(theme.text))
            mark = "✓ " if key.label == self.truth.winner else ""
            painter.drawText(
                QRectF(body.left(), top, label_width - 6 * style.scale, bar_height),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                key.label,
            )
            length = column - number_width
            room = QRectF(left_x, top, max(0.0, length * float(shares[i])), bar_height)
            weight = QRectF(right_x, top, max(0.0, length * float(weights[i])), bar_height)
            painter.fillRect(room, QColor(key.color))
            painter.fillRect(weight, weight_colour)
            bars[key.label] = (room, weight)
            painter.setFont(style.font(0.95))
            align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(
                QRectF(room.right() + 6 * style.scale, top, number_width, bar_height),
                align,
                f"{int(counts[i])}",
            )
            painter.drawText(
                QRectF(weight.right() + 6 * style.scale, top, number_width + 40, bar_height),
                align,
                f"{mark}{weights[i]:.2f}",
            )
        self.drawn["bars"] = bars

    # -- a number: a strip plot with the true value marked -----------------------------------
    def _paint_number(self, painter: QPainter, body: QRectF) -> None:
        style, theme = self.ui_style, self.ui_style.theme
        assert self.truth is not None
        values = self.tally.numbers()
        margin = 30 * style.scale
        axis_y = body.top() + body.height() * 0.7
        left, right = body.left() + margin, body.right() - margin
        width = right - left
        pen = QPen(QColor(theme.axis), style.pen_width(1.5))
        painter.setPen(pen)
        painter.drawLine(QPointF(left, axis_y), QPointF(right, axis_y))
        painter.setFont(style.font(1.0))
        tick_height = style.metrics(1.0).height()
        for tenth in range(0, 11, 2):
            x = left + width * tenth / 10
            painter.setPen(pen)
            painter.drawLine(QPointF(x, axis_y), QPointF(x, axis_y + 8 * style.scale))
            painter.setPen(QColor(theme.text))
            painter.drawText(
                QRectF(
                    x - 40 * style.scale, axis_y + 10 * style.scale, 80 * style.scale, tick_height
                ),
                Qt.AlignmentFlag.AlignHCenter,
                f"{tenth / 10:.1f}",
            )
        radius = 9 * style.scale
        strip_top = body.top() + 3 * tick_height
        strip_height = axis_y - strip_top - 2 * radius
        # Each dot's height comes from its rank, not a random draw: the picture is the same
        # every time it is drawn (exports, tests).
        order = np.argsort(values, kind="stable")
        jitter = np.empty(len(values))
        jitter[order] = (np.arange(len(values)) * 0.618034) % 1.0
        true_x = left + width * self.truth.number
        painter.setPen(
            QPen(
                QColor(
                    theme.unscaled
                    if self.question and self.question.weighting == "unscaled"
                    else theme.scaled
                ),
                style.pen_width(4),
            )
        )
        painter.drawLine(QPointF(true_x, strip_top - tick_height), QPointF(true_x, axis_y))
        dots = []
        painter.setPen(QPen(QColor(theme.text), style.pen_width(1)))
        painter.setBrush(QColor(theme.accent))
        for value, j in zip(values, jitter, strict=True):
            centre = QPointF(left + width * float(value), strip_top + radius + j * strip_height)
            painter.drawEllipse(centre, radius, radius)
            dots.append(centre)
        painter.setPen(QColor(theme.text))
        painter.setFont(style.font(1.1, bold=True))
        text = translate("Classroom", "true: {value}").format(value=f"{self.truth.number:.2f}")
        text_width = style.metrics(1.1, bold=True).horizontalAdvance(text) + 8
        text_left = min(max(body.left(), true_x - text_width / 2), body.right() - text_width)
        painter.drawText(
            QRectF(text_left, strip_top - 2.4 * tick_height, text_width, tick_height * 1.3),
            Qt.AlignmentFlag.AlignHCenter,
            text,
        )
        if len(values):
            median = float(np.median(values))
            painter.setFont(style.font(1.0))
            painter.drawText(
                QRectF(left, axis_y + 2.2 * tick_height, width, tick_height * 1.3),
                Qt.AlignmentFlag.AlignHCenter,
                translate("Classroom", "the room's median: {value}").format(value=f"{median:.2f}"),
            )
        self.drawn["dots"] = dots
        self.drawn["axis"] = (left, right)
        self.drawn["true_x"] = true_x
        self.drawn["true_text"] = text

    # -- a point: a heatmap of the taps on the canvas, the true region outlined --------------
    def _paint_point(self, painter: QPainter, body: QRectF) -> None:
        style, theme = self.ui_style, self.ui_style.theme
        assert self.truth is not None and self.scene is not None and self.question is not None
        side = min(body.width(), body.height())
        square = QRectF(body.left() + (body.width() - side) / 2, body.top(), side, side)

        def to_px(x: float, y: float) -> QPointF:
            return QPointF(
                square.left() + (x + CANVAS_LIMIT) / (2 * CANVAS_LIMIT) * side,
                square.top() + (CANVAS_LIMIT - y) / (2 * CANVAS_LIMIT) * side,
            )

        painter.fillRect(square, QColor(theme.panel))
        region = self.truth.region
        grid = region.shape[0]
        cell = side / grid
        tint = QColor(theme.accent)
        tint.setAlpha(45)
        outline = QPainterPath()
        for row in range(grid):
            for column in range(grid):
                if region[row, column]:
                    centre = to_px(
                        -CANVAS_LIMIT + 2 * CANVAS_LIMIT * column / (grid - 1),
                        -CANVAS_LIMIT + 2 * CANVAS_LIMIT * row / (grid - 1),
                    )
                    outline.addRect(
                        QRectF(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell)
                    )
        painter.fillPath(outline, tint)
        painter.setPen(QPen(QColor(theme.accent), style.pen_width(3)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(outline.simplified())
        # The heatmap: taps counted on a 12 x 12 grid, darker where more of the room tapped.
        points = self.tally.points()
        bins = 12
        heat = np.zeros((bins, bins), dtype=np.int64)
        if len(points):
            columns = np.clip(
                ((points[:, 0] + CANVAS_LIMIT) / (2 * CANVAS_LIMIT) * bins).astype(int), 0, bins - 1
            )
            rows = np.clip(
                ((CANVAS_LIMIT - points[:, 1]) / (2 * CANVAS_LIMIT) * bins).astype(int), 0, bins - 1
            )
            np.add.at(heat, (rows, columns), 1)
        most = max(1, int(heat.max()))
        cells: dict[tuple[int, int], QRectF] = {}
        heat_colour = QColor(theme.unscaled)
        bin_side = side / bins
        for row in range(bins):
            for column in range(bins):
                if heat[row, column]:
                    colour = QColor(heat_colour)
                    colour.setAlpha(int(70 + 170 * heat[row, column] / most))
                    rect = QRectF(
                        square.left() + column * bin_side,
                        square.top() + row * bin_side,
                        bin_side,
                        bin_side,
                    )
                    painter.fillRect(rect, colour)
                    cells[(row, column)] = rect
        painter.setPen(QPen(QColor(theme.axis), style.pen_width(1)))
        painter.drawRect(square)
        centre = to_px(0, 0)
        painter.drawLine(QPointF(square.left(), centre.y()), QPointF(square.right(), centre.y()))
        painter.drawLine(QPointF(centre.x(), square.top()), QPointF(centre.x(), square.bottom()))
        radius = 11 * style.scale
        painter.setFont(style.font(1.1, bold=True))
        for key in self.scene.keys:
            point = to_px(key.x, key.y)
            painter.setPen(QPen(QColor(theme.text), style.pen_width(2)))
            painter.setBrush(QColor(key.color))
            painter.drawEllipse(point, radius, radius)
            painter.setPen(QColor(theme.text))
            painter.drawText(QPointF(point.x() + radius * 1.4, point.y() - radius), key.label)
        legend = translate("Classroom", "outlined: where {key} gets the most weight").format(
            key=self.question.key
        )
        painter.setFont(style.font(0.95))
        painter.setPen(QColor(theme.text))
        painter.drawText(
            QRectF(
                square.left(),
                square.bottom() - style.metrics(0.95).height() * 1.3,
                side,
                style.metrics(0.95).height() * 1.2,
            ),
            Qt.AlignmentFlag.AlignHCenter,
            legend,
        )
        self.drawn["square"] = square
        self.drawn["heat"] = cells
        self.drawn["legend"] = legend
