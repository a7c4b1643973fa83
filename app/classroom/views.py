"""What the room sees of a question: the card (QR, address, count) and the revealed answers.

Painted widgets at the UI scale (Style), so they read from the back row like every panel.
While the room answers, the card shows only the count ("137 answers"), never the spread, so
nobody follows the crowd. ``RevealView`` draws the room beside the truth: a histogram of the
keys chosen next to the true weights, both in the keys' colours; the numbers as a strip plot
with the true value marked; the points as a smooth density on the canvas square with the exact
region where the key wins (kino_core.classroom.point_polygon) outlined, and a legend.
The controller places it under the caption banner and, when it fits, beside the canvas.
Both report what they draw (``drawn``) for tests, which check the pixels there.

Every text here is plain text: wordings and key labels come from decks and files.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from app.common.formatting import fmt
from app.common.i18n import translate
from app.common.theme import Style
from kino_core.classroom import Question, Tally, TrueAnswer, point_polygon
from kino_core.scene import CANVAS_LIMIT, Scene

__all__ = ["QuestionCard", "RevealView", "qr_modules"]

QUIET_MODULES = 4  # the QR code's white border, in modules (the standard asks for 4)
# The taps' density: a raster of HEAT_GRID² over the canvas, each tap spread HEAT_SPREAD canvas
# units (a fingertip on a phone's small canvas), the densest place at HEAT_MOST_ALPHA of 255.
HEAT_GRID, HEAT_SPREAD, HEAT_MOST_ALPHA = 96, 0.3, 170
# The reveal is read from the back row: its type is larger than a panel's.
HEADING_FACTOR, LABEL_FACTOR, NUMBER_FACTOR = 1.25, 1.6, 1.35
# The wording's type: the first of these that leaves the answers the height they need.
TITLE_FACTORS = (1.7, 1.5, 1.3, 1.15)
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

    def _needed_height(self, whole: float) -> float:
        """The least height the answers of this question need under the title, of ``whole``."""
        style = self.ui_style
        assert self.question is not None and self.scene is not None
        if self.question.kind == "winner":
            heading = style.metrics(HEADING_FACTOR).height() * 1.4
            return heading + len(self.scene.keys) * style.metrics(LABEL_FACTOR, bold=True).height()
        if self.question.kind == "number":
            # the true value above the strip, the axis, its ticks and the median under it
            return 6 * style.metrics(NUMBER_FACTOR).height() + (6 * 12 + 10) * style.scale
        return whole * 0.62  # the canvas square and its legend

    def fits(self, width: float, height: float) -> bool:
        """Whether the answers read in a view of ``width`` × ``height``: the wording in its
        smallest type and the answers' least height (_needed_height); for a key, both
        columns' headings and bars at least as long as their numbers."""
        if self.question is None or self.scene is None:
            return True
        style = self.ui_style
        pad = round(16 * style.scale)
        inner_width, inner_height = width - 2 * pad, height - 2 * pad
        title = (
            style.metrics(TITLE_FACTORS[-1], bold=True)
            .boundingRect(QRectF(0, 0, max(1.0, inner_width), 10_000), PLAIN, self.question.wording)
            .height()
        )
        head = title + pad / 2 + style.metrics(HEADING_FACTOR).height() + pad
        if head + self._needed_height(inner_height) > inner_height:
            return False
        if self.question.kind != "winner":
            return True
        label = style.metrics(LABEL_FACTOR, bold=True).horizontalAdvance("✓ MM")
        number = style.metrics(NUMBER_FACTOR).horizontalAdvance("000 (100%)")
        heading = style.metrics(HEADING_FACTOR)
        headings = max(
            heading.horizontalAdvance(translate("Classroom", "the room")),
            heading.horizontalAdvance(self.weighting_words()),
        )
        column = max(headings, 2 * number + 10 * style.scale)  # bars as long as numbers
        return label + 2 * column + 30 * style.scale <= inner_width

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
        line = style.metrics(HEADING_FACTOR).height()

        def title_height(factor: float, width: float) -> float:
            metrics = style.metrics(factor, bold=True)
            return metrics.boundingRect(
                QRectF(0, 0, width, 10_000), PLAIN, question.wording
            ).height()

        def head_height(factor: float, width: float) -> float:
            return title_height(factor, width) + pad / 2 + line + pad

        if question.kind == "point":
            # The canvas square as tall as the view, the wording and legend beside it, when
            # that column is wide enough; otherwise all stacked, the legend under the square.
            side = inner.height()
            column = QRectF(inner.left() + side + 2 * pad, inner.top(), 0, inner.height())
            column.setRight(inner.right())
            if column.width() >= inner.width() * 0.3:
                for factor in TITLE_FACTORS:
                    used = head_height(factor, column.width()) + self._legend_height(column.width())
                    if used <= column.height():
                        self._paint_head(
                            painter, column, factor, title_height(factor, column.width())
                        )
                        square = QRectF(inner.left(), inner.top(), side, side)
                        legend = QRectF(column)
                        legend.setTop(column.top() + head_height(factor, column.width()))
                        self._paint_point(painter, square, legend)
                        painter.end()
                        return

        # The wording in the largest type that leaves the answers the room they need.
        factor = TITLE_FACTORS[-1]
        for factor in TITLE_FACTORS:
            body_height = inner.height() - head_height(factor, inner.width())
            if body_height >= self._needed_height(inner.height()):
                break
        self._paint_head(painter, inner, factor, title_height(factor, inner.width()))
        top = inner.top() + head_height(factor, inner.width())
        body = QRectF(inner.left(), top, inner.width(), inner.bottom() - top)
        if question.kind == "winner":
            self._paint_winner(painter, body)
        elif question.kind == "number":
            self._paint_number(painter, body)
        else:
            square, legend = self._point_stacked(body)
            self._paint_point(painter, square, legend)
        painter.end()

    def _paint_head(self, painter: QPainter, box: QRectF, factor: float, height: float) -> None:
        """The wording (in type ``factor``, ``height`` tall) and the summary at ``box``'s top."""
        style, theme = self.ui_style, self.ui_style.theme
        assert self.question is not None and self.truth is not None
        pad = round(16 * style.scale)
        painter.setPen(QColor(theme.text))
        painter.setFont(style.font(factor, bold=True))
        title_rect = QRectF(box.left(), box.top(), box.width(), height)
        painter.drawText(title_rect, PLAIN, self.question.wording)
        self.drawn["title"] = (title_rect, factor)
        y = title_rect.bottom() + pad / 2
        painter.setFont(style.font(HEADING_FACTOR))
        right = self.tally.share_right(self.question, self.truth)
        summary = self.tr("%n answers, {right}% right", "", len(self.tally)).format(
            right=round(100 * right)
        )
        painter.setPen(QColor(theme.muted))
        line = style.metrics(HEADING_FACTOR).height()
        summary_rect = QRectF(box.left(), y, box.width(), line)
        painter.drawText(summary_rect, 0, summary)
        self.drawn["summary"] = summary
        self.drawn["summary_rect"] = summary_rect

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
        # The rows share the whole height: no band left empty under the last key.
        row = (body.bottom() - rows_top) / max(1, len(keys))
        bar_height = min(row * 0.72, 110 * style.scale)
        bars: dict[str, tuple[QRectF, QRectF]] = {}
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
            # The truth in the keys' colours too: the room knows the keys by them (their
            # letters are at the row's start, so colour is never the only cue).
            painter.fillRect(weight, QColor(key.color))
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
        tick_height = style.metrics(NUMBER_FACTOR).height()
        # The axis as low as its tick labels and the median line under it allow; in a low
        # view the median goes up into the summary's line and the axis to the bottom.
        summary_rect = self.drawn.get("summary_rect")
        compact = isinstance(summary_rect, QRectF) and body.height() < self._needed_height(0)
        below_axis = (1.3 if compact else 3.6) * tick_height
        axis_y = body.bottom() - 10 * style.scale - below_axis
        left, right = body.left() + margin, body.right() - margin
        width = right - left
        pen = QPen(QColor(theme.axis), style.pen_width(1.5))
        painter.setPen(pen)
        painter.drawLine(QPointF(left, axis_y), QPointF(right, axis_y))
        painter.setFont(style.font(NUMBER_FACTOR))
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
        strip_top = body.top() + 2.4 * tick_height  # under the true value's label
        # Dots of 12 px at 100%, smaller only when the strip is short (a tiny window).
        radius = min(12 * style.scale, max(3 * style.scale, (axis_y - strip_top) / 6))
        strip_height = max(0.0, axis_y - strip_top - 2 * radius)
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
            words = translate("Classroom", "the room's median: {value}").format(value=fmt(median))
            if compact:
                assert isinstance(summary_rect, QRectF)
                where = QRectF(summary_rect)
                where.setLeft(body.left())
                where.setRight(body.right())
                align = Qt.AlignmentFlag.AlignRight
            else:
                where = QRectF(left, axis_y + 2.2 * tick_height, width, tick_height * 1.3)
                align = Qt.AlignmentFlag.AlignHCenter
            painter.drawText(where, align, words)
            self.drawn["median"] = (where, words)
        self.drawn["dots"] = dots
        self.drawn["axis"] = (left, right)
        self.drawn["true_x"] = true_x
        self.drawn["true_text"] = text

    # -- a point: the taps' density on the canvas square, the true region outlined -----------
    def _legend_sizes(self) -> tuple[float, float, float]:
        """(line height, swatch side, gap) of the point legend."""
        style = self.ui_style
        line = style.metrics(HEADING_FACTOR).height()
        return line, line * 0.9, 10 * style.scale

    def _legend_height(self, width: float) -> float:
        """The point legend's height with its lines wrapped in ``width``."""
        metrics = self.ui_style.metrics(HEADING_FACTOR)
        line, swatch, gap = self._legend_sizes()
        text_width = max(1.0, width - swatch - gap)
        return sum(
            max(line, metrics.boundingRect(QRectF(0, 0, text_width, 10_000), PLAIN, t).height())
            + line * 0.4
            for _, t in self._point_legend()
        )

    def _point_stacked(self, body: QRectF) -> tuple[QRectF, QRectF]:
        """(square, legend box) with the legend under the square, centred in ``body``."""
        metrics = self.ui_style.metrics(HEADING_FACTOR)
        line, swatch, gap = self._legend_sizes()
        widest = max(metrics.horizontalAdvance(text) for _, text in self._point_legend())
        block = min(body.width(), swatch + gap + widest + 2)
        legend_height = self._legend_height(block)
        side = max(1.0, min(body.width(), body.height() - legend_height - gap))
        square = QRectF(body.left() + (body.width() - side) / 2, body.top(), side, side)
        legend = QRectF(
            body.left() + (body.width() - block) / 2, square.bottom() + gap, block, legend_height
        )
        return square, legend

    def _paint_point(self, painter: QPainter, square: QRectF, legend_box: QRectF) -> None:
        style, theme = self.ui_style, self.ui_style.theme
        assert self.truth is not None and self.scene is not None and self.question is not None
        side = square.width()
        legend_metrics = style.metrics(HEADING_FACTOR)
        line, swatch, gap = self._legend_sizes()

        def to_px(x: float, y: float) -> QPointF:
            return QPointF(
                square.left() + (x + CANVAS_LIMIT) / (2 * CANVAS_LIMIT) * side,
                square.top() + (CANVAS_LIMIT - y) / (2 * CANVAS_LIMIT) * side,
            )

        painter.fillRect(square, QColor(theme.panel))
        # The region where the key wins, exactly (a convex polygon), tinted under the heat.
        corners = point_polygon(self.scene, self.question.query, self.question.key)
        region = QPolygonF([to_px(float(x), float(y)) for x, y in corners])
        tint = QColor(theme.accent)
        tint.setAlpha(45)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tint)
        painter.drawPolygon(region)
        # The taps as a smooth density, darker where more of the room tapped.
        density = tap_density(self.tally.points(), HEAT_GRID, HEAT_SPREAD)
        heat = QImage(HEAT_GRID, HEAT_GRID, QImage.Format.Format_ARGB32)
        heat.fill(Qt.GlobalColor.transparent)
        ink = QColor(theme.text)
        for row in range(HEAT_GRID):
            for column in range(HEAT_GRID):
                level = float(density[row, column])
                if level > 0.02:
                    colour = QColor(ink)
                    colour.setAlpha(int(HEAT_MOST_ALPHA * level))
                    heat.setPixelColor(column, row, colour)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawImage(square, heat)
        # The outline over the heat: the truth stays visible.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(theme.accent), style.pen_width(3.5)))
        painter.drawPolygon(region)
        self.drawn["outline"] = region
        self.drawn["density"] = density
        painter.setPen(QPen(QColor(theme.axis), style.pen_width(1)))
        painter.drawRect(square)
        centre = to_px(0, 0)
        painter.drawLine(QPointF(square.left(), centre.y()), QPointF(square.right(), centre.y()))
        painter.drawLine(QPointF(centre.x(), square.top()), QPointF(centre.x(), square.bottom()))
        radius = 11 * style.scale
        painter.setFont(style.font(LABEL_FACTOR, bold=True))
        label_metrics = style.metrics(LABEL_FACTOR, bold=True)
        labels = []
        for key in self.scene.keys:
            point = to_px(key.x, key.y)
            painter.setPen(QPen(QColor(theme.text), style.pen_width(2)))
            painter.setBrush(QColor(key.color))
            painter.drawEllipse(point, radius, radius)
            painter.setPen(QColor(theme.text))
            width = label_metrics.horizontalAdvance(key.label)
            # Beside the dot, on the side that stays inside the square.
            x = point.x() + radius * 1.3
            if x + width > square.right():
                x = point.x() - radius * 1.3 - width
            y = max(square.top() + label_metrics.ascent(), point.y() - radius * 0.6)
            painter.drawText(QPointF(x, y), key.label)
            labels.append(QRectF(x, y - label_metrics.ascent(), width, label_metrics.height()))
        # The legend: what the shading and the outline mean.
        painter.setFont(style.font(HEADING_FACTOR))
        y = legend_box.top()
        legend_rects = []
        for kind, text in self._point_legend():
            box = QRectF(legend_box.left(), y + (line - swatch) / 2, swatch, swatch)
            if kind == "heat":
                shade = QColor(ink)
                shade.setAlpha(int(HEAT_MOST_ALPHA * 0.7))
                painter.fillRect(box, QColor(theme.panel))
                painter.fillRect(box, shade)
            else:
                painter.fillRect(box, tint)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(QColor(theme.accent), style.pen_width(3)))
                painter.drawRect(box)
            painter.setPen(QColor(theme.text))
            text_left = box.right() + gap
            space = QRectF(text_left, y, legend_box.right() - text_left, 10_000)
            rect = legend_metrics.boundingRect(space, PLAIN, text)
            rect = QRectF(text_left, y, space.width(), max(line, rect.height()))
            painter.drawText(rect, PLAIN, text)
            legend_rects.append(rect)
            y = rect.bottom() + line * 0.4
        self.drawn["square"] = square
        self.drawn["key_labels"] = labels
        self.drawn["legend"] = [text for _, text in self._point_legend()]
        self.drawn["legend_rects"] = legend_rects

    def _point_legend(self) -> list[tuple[str, str]]:
        assert self.question is not None
        return [
            (
                "heat",
                translate("Classroom", "shaded: where the room tapped, darker where more did"),
            ),
            (
                "region",
                translate("Classroom", "outlined: where {key} gets the most weight").format(
                    key=self.question.key
                ),
            ),
        ]


def tap_density(points: np.ndarray, grid: int, spread: float) -> np.ndarray:
    """The taps (an (n, 2) array of canvas points) as a smooth density on a ``grid`` × ``grid``
    raster over the canvas (row 0 at the top, y = CANVAS_LIMIT; pixel centres), each tap a
    Gaussian of ``spread`` canvas units; scaled so the densest place is 1 (all 0 with no taps)."""
    density = np.zeros((grid, grid))
    if not len(points):
        return density
    centres = -CANVAS_LIMIT + (np.arange(grid) + 0.5) * (2 * CANVAS_LIMIT / grid)
    # Separable: a tap's Gaussian is the product of one along x and one along y.
    along_x = np.exp(-0.5 * ((centres[None, :] - points[:, 0:1]) / spread) ** 2)  # (n, grid)
    along_y = np.exp(-0.5 * ((centres[::-1][None, :] - points[:, 1:2]) / spread) ** 2)
    density = along_y.T @ along_x  # (grid rows from the top, grid columns)
    return density / density.max()
