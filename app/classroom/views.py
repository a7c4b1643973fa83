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

import re
from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from app.common.formatting import fmt
from app.common.i18n import translate
from app.common.theme import Style
from kino_core.classroom import Question, Tally, TrueAnswer
from kino_core.scene import CANVAS_LIMIT, Scene

__all__ = ["QuestionCard", "RevealView", "qr_modules"]

QUIET_MODULES = 4  # the QR code's white border, in modules (the standard asks for 4)
# The reveal is read from the back row: its type is larger than a panel's.
TITLE_FACTOR, HEADING_FACTOR, LABEL_FACTOR, NUMBER_FACTOR = 1.7, 1.25, 1.6, 1.35
MIN_MODULE_PX = 5  # smaller modules are hard to scan off a projector from the middle rows
PLAIN = Qt.TextFlag.TextWordWrap
ADDRESS_FLAGS = Qt.AlignmentFlag.AlignHCenter
ADDRESS_FACTOR = 1.1  # the address's type, shrunk (down to ADDRESS_SMALLEST) before it breaks
ADDRESS_SMALLEST = 0.7


def address_pieces(address: str) -> list[str]:
    """The address cut after each ":" and "/": the only places a typed address may wrap (a
    token broken in two reads as two words, and a student types a space)."""
    return [piece for piece in re.split(r"(?<=[:/])", address) if piece]


def address_lines(address: str, fits: Callable[[str], bool]) -> list[str] | None:
    """``address`` on as few lines as ``fits`` allows, broken only between address_pieces;
    None when a piece alone does not fit."""
    lines: list[str] = []
    for piece in address_pieces(address):
        if lines and fits(lines[-1] + piece):
            lines[-1] += piece
        elif fits(piece):
            lines.append(piece)
        else:
            return None
    return lines


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
        self.module = 2
        self.planned: dict[str, QRectF] = {}
        self.drawn: dict[str, object] = {}

    def set_question(self, wording: str, url: str) -> None:
        self.wording = wording
        self.address = url.removeprefix("http://")
        self.modules = qr_modules(url)
        self.update()

    def set_count(self, count: int) -> None:
        self.count = count
        # What a screen reader says of the card: the question and the count, as the room sees.
        counted = self.tr("%n answers", "", count)
        self.setAccessibleName(f"{self.wording} {counted}")
        self.update()

    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        self.update()

    # -- geometry -----------------------------------------------------------------------------
    def address_layout(self, width: float) -> tuple[float, str]:
        """(type factor, text with line breaks) of the address in ``width`` pixels: broken
        only after a ":" or "/", in smaller type (down to ADDRESS_SMALLEST) before a piece
        would have to break, and at the smallest type split anywhere only as a last resort."""
        factor = ADDRESS_FACTOR
        while True:
            metrics = self.ui_style.metrics(factor, mono=True)
            lines = address_lines(
                self.address, lambda t, m=metrics: m.horizontalAdvance(t) <= width
            )
            if lines is not None:
                return factor, "\n".join(lines)
            if factor <= ADDRESS_SMALLEST:
                break
            factor = max(ADDRESS_SMALLEST, round(factor - 0.05, 2))
        per_line = max(1, int(width // max(1.0, metrics.horizontalAdvance("M"))))
        text = self.address
        return factor, "\n".join(text[i : i + per_line] for i in range(0, len(text), per_line))

    def plan(self, space: QSize) -> dict[str, QRectF]:
        """Where everything goes on a card placed in ``space`` (the panels' area): the card's
        own size ("card") and, inside it, "wording", "qr", "address", "count" and "hint".

        The QR code takes the height the texts leave (up to the card's width), in whole pixels
        per module so every module is sharp. When that would be under MIN_MODULE_PX a module
        (a large UI scale on a small screen), the hint goes first, and then the QR code moves
        beside the texts instead of under them: the code and the count are what matter.
        """
        style = self.ui_style
        pad = round(14 * style.scale)
        margin = round(12 * style.scale)
        n = len(self.modules) + 2 * QUIET_MODULES

        def text_height(inner, factor, text, bold=False, mono=False, flags=PLAIN) -> float:
            metrics = style.metrics(factor, bold=bold, mono=mono)
            return metrics.boundingRect(QRectF(0, 0, inner, 10_000), flags, text).height()

        def address_height(inner: float) -> float:
            factor, text = self.address_layout(inner)
            return text_height(inner, factor, text, mono=True, flags=ADDRESS_FLAGS)

        def texts(inner: float, hint: bool) -> list[tuple[str, float]]:
            parts = [
                ("wording", text_height(inner, 1.35, self.wording, bold=True)),
                ("address", address_height(inner)),
                ("count", style.metrics(1.8, bold=True).height()),
            ]
            if hint:
                parts.append(("hint", text_height(inner, 0.85, hint_text())))
            return parts

        width = max(min(round(260 * style.scale), space.width()), round(space.width() * 0.42))
        width = min(width, space.width() - 2 * margin)
        inner = max(1, width - 2 * pad)
        for hint in (True, False):
            parts = texts(inner, hint)
            used = sum(h for _, h in parts) + (len(parts) + 2) * pad
            module = int(min(inner, space.height() - 2 * margin - used) // n)
            if module >= MIN_MODULE_PX:
                side = module * n
                order = [parts[0], ("qr", side), *parts[1:]]
                plan = {"card": QRectF(0, 0, width, used + side)}
                y = float(pad)
                for name, height in order:
                    if name == "qr":
                        plan[name] = QRectF(round((width - side) / 2), round(y), side, side)
                    else:
                        plan[name] = QRectF(pad, y, inner, height)
                    y += height + pad
                self.module, self.planned = module, plan
                return plan
        # Beside: the code on the left, as tall as the space allows, the texts on its right.
        height = space.height() - 2 * margin
        module = max(2, int(min(height - 2 * pad, space.width() * 0.3) // n))
        side = module * n
        width = min(space.width() - 2 * margin, round(space.width() * 0.62))
        inner = max(1, width - side - 3 * pad)
        parts = texts(inner, False)
        used = sum(h for _, h in parts) + (len(parts) + 1) * pad
        height = max(side + 2 * pad, used)
        plan = {"card": QRectF(0, 0, width, height), "qr": QRectF(pad, pad, side, side)}
        y = float(pad)
        for name, part in parts:
            plan[name] = QRectF(side + 2 * pad, y, inner, part)
            y += part + pad
        self.module, self.planned = module, plan
        return plan

    # -- painting -----------------------------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        style, theme = self.ui_style, self.ui_style.theme
        plan = self.planned
        painter = QPainter(self)
        pad = round(14 * style.scale)
        painter.setPen(QPen(QColor(theme.grid), max(1, round(style.scale))))
        painter.setBrush(QColor(theme.panel))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), pad, pad)
        drawn: dict[str, object] = {}
        if not plan:
            painter.end()
            return

        painter.setPen(QColor(theme.text))
        painter.setFont(style.font(1.35, bold=True))
        painter.drawText(plan["wording"], PLAIN, self.wording)
        drawn["wording"] = plan["wording"]

        qr = plan["qr"]
        module = self.module
        left, top = int(qr.left()), int(qr.top())
        # A QR code is dark on light in every theme: readers expect it and so do phones.
        painter.fillRect(qr, QColor("#FFFFFF"))
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
        drawn["qr"] = qr
        drawn["module"] = module

        painter.setPen(QColor(theme.text))
        factor, address = self.address_layout(plan["address"].width())
        painter.setFont(style.font(factor, mono=True))
        painter.drawText(plan["address"], ADDRESS_FLAGS, address)
        drawn["address"] = plan["address"]
        drawn["address_lines"] = address.split("\n")

        painter.setFont(style.font(1.8, bold=True))
        text = self.tr("%n answers", "", self.count)
        painter.drawText(plan["count"], Qt.AlignmentFlag.AlignHCenter, text)
        drawn["count"] = (plan["count"], text)

        if "hint" in plan:
            painter.setPen(QColor(theme.muted))
            painter.setFont(style.font(0.85))
            painter.drawText(plan["hint"], PLAIN, hint_text())
            drawn["hint"] = plan["hint"]
        painter.end()
        self.drawn = drawn


def hint_text() -> str:
    return translate(
        "Classroom",
        "Phones cannot open it? The Wi-Fi may keep devices apart: start this laptop's "
        "hotspot and let the phones join it.",
    )


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
        right = round(100 * tally.share_right(question, truth))
        summary = self.tr("%n answers, {right}% right", "", len(tally)).format(right=right)
        self.setAccessibleName(f"{question.wording} {summary}")
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
        painter.setFont(style.font(TITLE_FACTOR, bold=True))
        metrics = style.metrics(TITLE_FACTOR, bold=True)
        head = metrics.boundingRect(
            QRectF(inner.left(), 0, inner.width(), 10_000), PLAIN, question.wording
        )
        title_rect = QRectF(inner.left(), inner.top(), inner.width(), head.height())
        painter.drawText(title_rect, PLAIN, question.wording)
        y = title_rect.bottom() + pad / 2
        painter.setFont(style.font(HEADING_FACTOR))
        line = style.metrics(HEADING_FACTOR).height()
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
        metrics = style.metrics(LABEL_FACTOR, bold=True)
        marked = [("✓ " if k.label == self.truth.winner else "") + k.label for k in keys]
        label_width = max(metrics.horizontalAdvance(text) for text in marked) + 12 * style.scale
        number_metrics = style.metrics(NUMBER_FACTOR)
        number_width = number_metrics.horizontalAdvance("000 (100%)") + 10 * style.scale
        gap = 30 * style.scale
        column = (body.width() - label_width - gap) / 2
        heading = style.metrics(HEADING_FACTOR).height() * 1.4
        painter.setFont(style.font(HEADING_FACTOR))
        painter.setPen(QColor(theme.text))
        left_x = body.left() + label_width
        right_x = left_x + column + gap
        painter.drawText(
            QRectF(left_x, body.top(), column, heading), 0, translate("Classroom", "the room")
        )
        painter.drawText(QRectF(right_x, body.top(), column, heading), 0, self.weighting_words())
        rows_top = body.top() + heading
        row = min((body.bottom() - rows_top) / max(1, len(keys)), 130 * style.scale)
        bar_height = row * 0.72
        bars: dict[str, tuple[QRectF, QRectF]] = {}
        weight_colour = QColor(
            theme.scaled
            if self.question and self.question.weighting == "scaled"
            else theme.unscaled
        )
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        length = column - number_width
        for i, key in enumerate(keys):
            top = rows_top + i * row + (row - bar_height) / 2
            painter.setFont(style.font(LABEL_FACTOR, bold=True))
            painter.setPen(QColor(theme.text))
            painter.drawText(
                QRectF(body.left(), top, label_width - 8 * style.scale, bar_height),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                marked[i],
            )
            bar = QRectF(left_x, top, max(0.0, length * float(shares[i])), bar_height)
            weight = QRectF(right_x, top, max(0.0, length * float(weights[i])), bar_height)
            painter.fillRect(bar, QColor(key.color))
            painter.fillRect(weight, weight_colour)
            bars[key.label] = (bar, weight)
            painter.setFont(style.font(NUMBER_FACTOR))
            painter.drawText(
                QRectF(bar.right() + 8 * style.scale, top, number_width, bar_height),
                align,
                f"{int(counts[i])} ({round(100 * float(shares[i]))}%)",
            )
            painter.drawText(
                QRectF(weight.right() + 8 * style.scale, top, number_width, bar_height),
                align,
                fmt(float(weights[i])),
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
        painter.setFont(style.font(NUMBER_FACTOR))
        tick_height = style.metrics(NUMBER_FACTOR).height()
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
                fmt(tenth / 10, 1),
            )
        radius = 12 * style.scale
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
        painter.setFont(style.font(LABEL_FACTOR, bold=True))
        text = translate("Classroom", "true: {value}").format(value=fmt(self.truth.number))
        text_width = style.metrics(LABEL_FACTOR, bold=True).horizontalAdvance(text) + 8
        text_left = min(max(body.left(), true_x - text_width / 2), body.right() - text_width)
        painter.drawText(
            QRectF(text_left, strip_top - 2.4 * tick_height, text_width, tick_height * 1.3),
            Qt.AlignmentFlag.AlignHCenter,
            text,
        )
        if len(values):
            median = float(np.median(values))
            painter.setFont(style.font(HEADING_FACTOR))
            painter.drawText(
                QRectF(left, axis_y + 2.2 * tick_height, width, tick_height * 1.3),
                Qt.AlignmentFlag.AlignHCenter,
                translate("Classroom", "the room's median: {value}").format(value=fmt(median)),
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
        segments = self._paint_region(painter, square)
        self.drawn["outline"] = len(segments)
        # The heatmap: taps counted on a 12 x 12 grid, darker where more of the room tapped.
        bins = 12
        heat = tap_heat(self.tally.points(), bins)
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
        # The outline over the heat: the truth stays visible.
        painter.setPen(QPen(QColor(theme.accent), style.pen_width(3)))
        for start, end in segments:
            painter.drawLine(start, end)
        painter.setPen(QPen(QColor(theme.axis), style.pen_width(1)))
        painter.drawRect(square)
        centre = to_px(0, 0)
        painter.drawLine(QPointF(square.left(), centre.y()), QPointF(square.right(), centre.y()))
        painter.drawLine(QPointF(centre.x(), square.top()), QPointF(centre.x(), square.bottom()))
        radius = 11 * style.scale
        painter.setFont(style.font(LABEL_FACTOR, bold=True))
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
        painter.setFont(style.font(HEADING_FACTOR))
        painter.setPen(QColor(theme.text))
        painter.drawText(
            QRectF(
                square.left(),
                square.bottom() - style.metrics(HEADING_FACTOR).height() * 1.3,
                side,
                style.metrics(HEADING_FACTOR).height() * 1.2,
            ),
            Qt.AlignmentFlag.AlignHCenter,
            legend,
        )
        self.drawn["square"] = square
        self.drawn["heat"] = cells
        self.drawn["legend"] = legend

    def _paint_region(self, painter: QPainter, square: QRectF) -> list[tuple[QPointF, QPointF]]:
        """Tint the true region's cells in ``square``; the outline's segments (the sides of
        its cells that face a cell outside it), drawn later over the heat."""
        theme = self.ui_style.theme
        assert self.truth is not None
        side = square.width()
        region = self.truth.region
        grid = region.shape[0]
        step = side / (grid - 1)  # grid samples sit on the square's edges and every step

        def edge(j: float) -> float:
            """Where the border between samples j - 1/2 and j + 1/2 is, clipped to the square."""
            return min(max(j * step, 0.0), side)

        tint = QColor(theme.accent)
        tint.setAlpha(40)
        segments: list[tuple[QPointF, QPointF]] = []
        for row in range(grid):  # row 0 is y = -3, drawn at the bottom
            y0 = square.bottom() - edge(row + 0.5)
            y1 = square.bottom() - edge(row - 0.5)
            for column in range(grid):
                if not region[row, column]:
                    continue
                x0 = square.left() + edge(column - 0.5)
                x1 = square.left() + edge(column + 0.5)
                painter.fillRect(QRectF(QPointF(x0, y0), QPointF(x1, y1)), tint)
                # The outline: the sides of the region's cells that face a cell outside it.
                if row + 1 >= grid or not region[row + 1, column]:
                    segments.append((QPointF(x0, y0), QPointF(x1, y0)))
                if row == 0 or not region[row - 1, column]:
                    segments.append((QPointF(x0, y1), QPointF(x1, y1)))
                if column == 0 or not region[row, column - 1]:
                    segments.append((QPointF(x0, y0), QPointF(x0, y1)))
                if column + 1 >= grid or not region[row, column + 1]:
                    segments.append((QPointF(x1, y0), QPointF(x1, y1)))
        return segments


def tap_heat(points: np.ndarray, bins: int) -> np.ndarray:
    """The taps (an (n, 2) array of canvas points) counted on a ``bins`` × ``bins`` grid over
    the canvas, row 0 at the top (y = CANVAS_LIMIT)."""
    heat = np.zeros((bins, bins), dtype=np.int64)
    if len(points):
        columns = np.clip(
            ((points[:, 0] + CANVAS_LIMIT) / (2 * CANVAS_LIMIT) * bins).astype(int), 0, bins - 1
        )
        rows = np.clip(
            ((CANVAS_LIMIT - points[:, 1]) / (2 * CANVAS_LIMIT) * bins).astype(int), 0, bins - 1
        )
        np.add.at(heat, (rows, columns), 1)
    return heat
