"""The scores q·k_j, each split into its canvas part and its hidden part, values printed."""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.common import spoken_texts
from app.common.formatting import fmt
from app.common.i18n import current_language, on_language_change, translate, translate_noop_text
from app.common.layout import PanelRule, Region
from app.common.painted import (
    TextBox,
    blit_region,
    draws_vectors,
    fitted_label,
    number_ink,
    text_box,
    text_shape,
)
from app.common.panel_spec import PanelSpec
from app.common.plain_text import set_tooltip
from app.common.theme import Style, readable_text_on
from app.document import Document
from kino_core import SceneResult

MAX_TEXT_FACTOR = 1.5  # the most a roomy table enlarges its text under one-line headers
# With each header on two lines ("canvas" over "part") the numbers can grow further: the most
# a roomy table (a step about the scores, beside the canvas alone) enlarges them then.
WRAPPED_MAX_TEXT_FACTOR = 2.2
# Under two-line headers the headers may shrink to this share of their size beside the numbers.
WRAPPED_HEADER_FIT = 0.75
# Two-line headers are taken only when they let the numbers grow at least this much more.
WRAP_GAIN = 0.15


def header_lines(header: str, metrics: QFontMetricsF, lines: int) -> tuple[str, ...]:
    """``header`` on ``lines`` lines (1 or 2): on two, split at the space that makes the wider
    line narrowest; a header of one word stays one line."""
    if lines == 1 or " " not in header:
        return (header,)
    words = header.split(" ")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return min(splits, key=lambda pair: max(metrics.horizontalAdvance(t) for t in pair))


class ScoresTable(QWidget):
    """One row per key: its chip and label, then canvas part + hidden part = score, and the
    canvas share |canvas| / (|canvas| + |hidden|) as a percentage."""

    HEADERS = (
        QT_TRANSLATE_NOOP("ScoresTable", "key"),
        QT_TRANSLATE_NOOP("ScoresTable", "canvas part"),
        QT_TRANSLATE_NOOP("ScoresTable", "hidden part"),
        QT_TRANSLATE_NOOP("ScoresTable", "score q·k"),
        QT_TRANSLATE_NOOP("ScoresTable", "canvas share"),
    )
    COLUMNS = (0.0, 0.2, 0.4, 0.61, 0.8, 1.0)  # left edges as fractions of the width

    def headers(self) -> tuple[str, ...]:
        """The column titles; with several queries the score column names the query shown
        ('score q2·k'), as the weight charts' titles do."""
        scene = self.document.scene
        several = len(scene.queries) > 1
        # Asked several times a move: translated once per language and query label.
        key = (
            current_language(),
            scene.queries[self.document.selected_query].label if several else None,
        )
        if key != self._headers_key:
            self._headers_key, self._headers = key, self._headers_uncached(several)
        return self._headers

    def _headers_uncached(self, several: bool) -> tuple[str, ...]:
        scene = self.document.scene
        headers = tuple(translate_noop_text("ScoresTable", text) for text in self.HEADERS)
        if not several:
            return headers
        label = scene.queries[self.document.selected_query].label
        if any(ch.isspace() or ch in ":·" for ch in label):
            label = f"({label})"
        score = translate("ScoresTable", "score {label}·k").format(label=label)
        return (*headers[:3], score, *headers[4:])

    def __init__(self, document: Document, style: Style, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.ui_style = style
        # label, colour, canvas, hidden, total, canvas share
        self.rows: list[tuple[str, str, str, str, str, str]] = []
        self._shapes: tuple = ()  # the rows' values with every digit as 0 (text_shape)
        self._headers_key: tuple | None = None
        self._headers: tuple[str, ...] = ()
        self._retranslate_tip()
        on_language_change(self, self._retranslate_tip)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        # Headers, chips and labels change only with the keys, the size or the style: a
        # cached layer. A move repaints only the value cells whose text changed.
        self._static: QPixmap | None = None
        self._fit_key: tuple | None = None
        self._fitted = (1.0, 0, 1)  # text factor, rows shown, header lines
        self._fits_by_key: dict[tuple, tuple[float, int, int]] = {}
        self._static_key: tuple | None = None
        self._static_boxes: list[TextBox] = []
        document.changed.connect(self.redraw)
        self.redraw(document.result)

    def _retranslate_tip(self) -> None:
        set_tooltip(
            self,
            translate(
                "ScoresTable",
                "Scores: the dot product q·k for each key.\n"
                "canvas part = q_x k_x + q_y k_y (what you see on the canvas);\n"
                "hidden part = the dot product of the other d − 2 coordinates (drawn once from\n"
                "N(0, 1)). At d = 2 there is no hidden part; as d grows it spreads like √(d − 2).\n"
                "canvas share = |canvas part| / (|canvas part| + |hidden part|): "
                "the canvas's share\n"
                "of the two parts' sizes (they can have opposite signs, so it is not a share "
                "of the\n"
                "score). 100% at d = 2; at d = 512 it is mostly small, so turning the query "
                "hardly\n"
                "changes the weights.\n"
                "With several queries, the rows are the selected query's "
                "(named in the last column).",
            ),
        )

    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        self.updateGeometry()
        self.update()

    def redraw(self, result: SceneResult) -> None:
        query = self.document.selected_query
        rows = []
        for j, key in enumerate(result.scene.keys):
            rows.append(
                (
                    key.label,
                    key.color,
                    fmt(float(result.scores_canvas[query, j])),
                    fmt(float(result.scores_hidden[query, j])),
                    fmt(float(result.scores[query, j])),
                    f"{fmt(100 * float(result.canvas_share[query, j]), 0)}%",
                )
            )
        resized = len(rows) != len(self.rows)
        same_keys = [r[:2] for r in rows] == [r[:2] for r in self.rows]
        before_fit = self._fit()
        old, self.rows = self.rows, rows
        self._shapes = tuple(tuple(text_shape(v) for v in row[2:]) for row in rows)
        if resized:
            self.updateGeometry()
        factor, shown = self._fit()
        if not same_keys or resized or (factor, shown) != before_fit:
            self.update()  # a new text size (a wider number) moves every cell
            return
        row_h = self._row_height(factor)
        lines = self.header_line_count()
        metrics = self.ui_style.metrics(factor, mono=True)
        for r, (before, after) in enumerate(zip(old, rows, strict=True)):
            if r >= shown:
                break
            for c in (1, 2, 3, 4):
                if before[c + 1] != after[c + 1]:
                    self.update(
                        number_ink(
                            self._cell(r, c, row_h, lines), before[c + 1], after[c + 1], metrics
                        )
                    )

    def row_height(self) -> float:
        """The height of one table row at full text size, in logical pixels.
        A read-out for tests."""
        return self._row_height()

    def text_factor(self) -> float:
        """How large the table's text is drawn, relative to full size (shrinks to fit rows).
        A read-out for tests."""
        return self._fit()[0]

    def _row_height(self, factor: float = 1.0) -> float:
        return self.ui_style.metrics(factor).height() * 1.35

    def header_line_count(self) -> int:
        """How many lines the headers take at the current size (2 when the numbers grow
        larger with each header on two lines). A read-out for tests."""
        self._fit()
        return self._fitted[2]

    def header_font(self) -> QFont:
        """The headers' font as painted. A read-out for tests."""
        factor, _shown = self._fit()
        return self._header_font(factor, self.header_line_count())[0]

    def shown_rows(self) -> int:
        """How many key rows the table draws in full at its current size. A read-out for tests."""
        factor, shown = self._fit()
        return len(self.rows) if shown >= len(self.rows) else max(shown - 1, 0)

    def _fit(self) -> tuple[float, int]:
        """(font factor, rows shown): shrink the text to fit every row in the height Qt gave
        the table, down to 75%; past that, show what fits and say how many keys are left out."""
        # Asked on every move: worked out once per size, style and shape of the numbers.
        key = (
            self.width(),
            self.height(),
            self.ui_style,
            self._shapes,
            self.headers(),  # the headers bound how large the numbers grow
        )
        if key != self._fit_key:
            # A drag goes back and forth between a few shapes (a canvas part changes sign, a
            # score gains a digit): each shape's fit is worked out once, not at every return.
            fitted = self._fits_by_key.get(key)
            if fitted is None:
                if len(self._fits_by_key) > 256:
                    self._fits_by_key.clear()
                fitted = self._fits_by_key[key] = self.fit_text_size()
            self._fit_key, self._fitted = key, fitted
        return self._fitted[:2]

    def fit_text_size(self) -> tuple[float, int, int]:
        """(text factor, rows shown, header lines) that fit the table's numbers now, worked out
        afresh (the paint keeps it per shape of its numbers: a test counts how often it is
        worked out)."""
        rows = len(self.rows)
        factor = 1.0
        while factor > 0.75 and self._row_height(factor) * (rows + 1) + 4 > self.height():
            factor = round(factor - 0.05, 2)
        # A number is never cut: a narrow table draws its numbers smaller instead (a clipped
        # "−26.89" reads as 26.89). Text scales with the font, so one ratio says how much.
        widest = self._widest_value(1.0)
        if widest:
            space = min(self._cell(0, c, 0.0).width() for c in (1, 2, 3, 4))
            factor = max(min(factor, math.floor(100 * space / widest) / 100), 0.3)
            # Hinting rounds a font's advances: check the chosen size, step down if needed.
            while factor > 0.3 and self._widest_value(factor) > space:
                factor = round(factor - 0.01, 2)
        # A table given more room than it needs (a step showing few panels) shows its numbers
        # larger, up to 150%, while every row and every number still fits its cell, and the
        # headers keep the size they have at this factor: numbers grown into the headers'
        # room would cut "hidden part" to "hidden p…", the column a caption points at.
        header_fit = min(1.0, self._header_fit(factor))
        one_line = self._grown(factor, header_fit, 1, MAX_TEXT_FACTOR)
        # A table with room to spare (the step about the scores at 150%) stopped by its
        # headers' width: each header on two lines lets the numbers grow into the room.
        # There the headers may be drawn smaller beside the numbers, down to WRAPPED_HEADER_FIT
        # of their size (whole, as the paint shrinks long words): the numbers are the lesson,
        # and German's "verborgener" on its own line held them at 115%.
        two_lines = self._grown(
            one_line, min(header_fit, WRAPPED_HEADER_FIT), 2, WRAPPED_MAX_TEXT_FACTOR
        )
        lines = 2 if two_lines >= one_line + WRAP_GAIN else 1
        factor = two_lines if lines == 2 else one_line
        shown = int((self.height() - 4) // self._row_height(factor)) - lines
        return factor, max(0, min(rows, shown)), lines

    def _grown(self, factor: float, header_fit: float, lines: int, largest: float) -> float:
        """``factor`` grown by steps of 5% up to ``largest`` while every row and number fits
        and the headers on ``lines`` lines keep ``header_fit``."""
        while (
            factor < largest - 1e-9
            and self._fits(round(factor + 0.05, 2), lines)
            and self._header_fit(round(factor + 0.05, 2), lines) >= header_fit
        ):
            factor = round(factor + 0.05, 2)
        return factor

    def _header_rects(self, row_h: float, lines: int = 1) -> list[QRectF]:
        width, columns = self.width(), self.COLUMNS
        return [
            QRectF(
                width * columns[c] + 6,
                2,
                width * (columns[c + 1] - columns[c]) - 12,
                row_h * lines,
            )
            for c in range(len(self.HEADERS))
        ]

    def _header_fit(self, factor: float, lines: int = 1) -> float:
        """How much the headers at text size ``factor`` must shrink to fit their cells (1: not
        at all; with several queries the score column, which then carries a query's label, is
        not counted: a long label is elided rather than shrinking every header)."""
        headers = self.headers()
        natural = QFontMetricsF(self.ui_style.font(0.9 * factor))
        rects = self._header_rects(self._row_height(factor), lines)
        several = len(self.document.scene.queries) > 1
        return min(
            (
                _header_room(r, natural, lines) / natural.horizontalAdvance(line)
                for c, (h, r) in enumerate(zip(headers, rects, strict=True))
                if h and not (c == 3 and several)
                for line in header_lines(h, natural, lines)
            ),
            default=1.0,
        )

    def _widest_value(self, factor: float) -> float:
        """The advance of the widest value at text size ``factor``."""
        metrics = self.ui_style.metrics(factor, mono=True)
        return max((metrics.horizontalAdvance(v) for row in self.rows for v in row[2:]), default=0)

    def _fits(self, factor: float, lines: int = 1) -> bool:
        """True when every row, each value and each key chip fit at text size ``factor``
        under headers of ``lines`` lines."""
        row_h = self._row_height(factor)
        if row_h * (len(self.rows) + lines) + 4 > self.height():
            return False
        if row_h * 1.6 > self.width() * self.COLUMNS[1] - 12:  # the key chip
            return False
        metrics = self.ui_style.metrics(factor, mono=True)
        for c in (1, 2, 3, 4):
            # Grown numbers keep half a character clear of the next column's ("0.00−3.00").
            space = self._cell(0, c, row_h).width() - metrics.averageCharWidth() / 2
            if any(metrics.horizontalAdvance(row[c + 1]) > space for row in self.rows):
                return False
        return True

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        height = self._row_height() * (len(self.rows) + 1) + 8
        return QSize(int(360 * self.ui_style.scale), int(height))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(int(240 * self.ui_style.scale), self.sizeHint().height())

    def _cell(self, row: int, column: int, row_h: float, lines: int = 1) -> QRectF:
        """The rectangle a value (column 1 … 3) of key row ``row`` is drawn in, under headers
        of ``lines`` lines."""
        width, columns = self.width(), self.COLUMNS
        top = 2 + row_h * (row + lines)
        return QRectF(
            width * columns[column] + 6,
            top,
            width * (columns[column + 1] - columns[column]) - 12,
            row_h,
        )

    def text_boxes(self) -> list[TextBox]:
        """Every text painted (headers, labels, the left-out note, the values), in widget
        coordinates; computed on demand, never on the drag path."""
        factor, shown = self._fit()
        self._static_layer(factor, shown)
        boxes = list(self._static_boxes)
        font = self.ui_style.font(factor, mono=True)
        row_h = self._row_height(factor)
        lines = self.header_line_count()
        for r, (_label, _colour, *values) in enumerate(self._shown_rows(shown)):
            for c, text in enumerate(values, start=1):
                rect = self._cell(r, c, row_h, lines)
                boxes.append(TextBox(text, text_box(rect, text, font, _RIGHT), rect))
        return boxes

    def _static_layer(self, factor: float, shown: int) -> QPixmap:
        ratio = self.devicePixelRatioF()
        key = (
            self.width(),
            self.height(),
            ratio,
            self.ui_style,
            tuple(r[:2] for r in self.rows),
            factor,
            shown,
            self.header_line_count(),
            current_language(),  # the headers are translated
            self.headers(),  # and name the selected query when there are several
        )
        if key != self._static_key or self._static is None:
            pixmap = QPixmap(math.ceil(self.width() * ratio), math.ceil(self.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            static = QPainter(pixmap)
            self._paint_static(static, factor, shown)
            static.end()
            self._static, self._static_key = pixmap, key
        return self._static

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        factor, shown = self._fit()
        static = self._static_layer(factor, shown)
        painter = QPainter(self)
        if draws_vectors(painter):  # a handout or an SVG: the cached layer as vectors again
            self._paint_static(painter, factor, shown)
        else:
            blit_region(painter, static, event.region())
        self._paint_values(painter, factor, shown, event.region())
        painter.end()

    def _shown_rows(self, shown: int) -> list:
        return self.rows if shown >= len(self.rows) else self.rows[: max(shown - 1, 0)]

    def _paint_values(self, painter: QPainter, factor: float, shown: int, dirty) -> None:
        theme = self.ui_style.theme
        row_h = self._row_height(factor)
        lines = self.header_line_count()
        painter.setFont(self.ui_style.font(factor, mono=True))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for r, (_label, _colour, *values) in enumerate(self._shown_rows(shown)):
            for c, text in enumerate(values, start=1):  # canvas, hidden, total, share
                rect = self._cell(r, c, row_h, lines)
                if not dirty.intersects(rect.toAlignedRect()):
                    continue  # text clipped away entirely still costs its layout
                painter.setPen(QColor(theme.text if c == 3 else theme.muted))
                painter.drawText(rect, right, text)

    def _paint_static(self, painter: QPainter, factor: float, shown: int) -> None:
        """Background, headers, chips, labels and the left-out note: all but the values."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = self.ui_style.theme
        painter.fillRect(self.rect(), QColor(theme.panel))
        row_h = self._row_height(factor)
        width = self.width()
        columns = self.COLUMNS
        painter.setPen(QColor(theme.muted))
        headers = self.headers()
        lines = self.header_line_count()
        rects = self._header_rects(row_h, lines)
        header_font, _shrunk = self._header_font(factor, lines)
        header_metrics = QFontMetricsF(header_font)
        painter.setFont(header_font)
        boxes: list[TextBox] = []
        for c, (header, rect) in enumerate(zip(headers, rects, strict=True)):
            align = Qt.AlignmentFlag.AlignLeft if c == 0 else Qt.AlignmentFlag.AlignRight
            parts = header_lines(header, header_metrics, lines)
            for i, part in enumerate(parts):
                # The lines stand close together on the header's last row, next to the
                # numbers (a row's spacing between them read as two headers).
                line_h = header_metrics.lineSpacing()
                middle = rect.bottom() - row_h / 2
                line_rect = QRectF(
                    rect.x(),
                    middle - line_h / 2 - line_h * (len(parts) - 1 - i),
                    rect.width(),
                    line_h,
                )
                whole = part
                if header_metrics.horizontalAdvance(part) > line_rect.width():
                    # A long query label: keep 'score' and the start of the label in view.
                    part = header_metrics.elidedText(
                        part, Qt.TextElideMode.ElideRight, line_rect.width()
                    )
                painter.drawText(line_rect, align | Qt.AlignmentFlag.AlignVCenter, part)
                full = whole if part != whole else ""
                boxes.append(
                    TextBox(
                        part,
                        text_box(
                            line_rect, part, header_font, align | Qt.AlignmentFlag.AlignVCenter
                        ),
                        line_rect,
                        full,
                        header_metrics.horizontalAdvance(full) if full else 0.0,
                    )
                )
        label_font = self.ui_style.font(factor, bold=True)
        label_metrics = QFontMetricsF(label_font)
        rows = self.rows
        if shown < len(rows):
            rows = rows[: max(shown - 1, 0)]
            missing = len(self.rows) - len(rows)
            note_font = self.ui_style.font(0.9 * factor)
            painter.setFont(note_font)
            painter.setPen(QColor(theme.muted))
            note_rect = QRectF(6, 2 + row_h * (len(rows) + lines), width - 12, row_h)
            note = translate(
                "ScoresTable",
                "… {count} more keys: enlarge the window or hide a panel (View menu)",
            ).format(count=missing)
            painter.drawText(note_rect, _LEFT, note)
            boxes.append(TextBox(note, text_box(note_rect, note, note_font, _LEFT), note_rect))
        for r, (label, colour, _canvas, _hidden, _total, _share) in enumerate(rows):
            top = 2 + row_h * (r + lines)
            # The chip carries the whole label, as wide as it needs up to its column (a chip
            # cut to "cha" beside the word "chat" read as a mistake); shortened with "…" only
            # when the column is too narrow (the canvas names the key in full).
            inset = row_h * 0.3
            room = max(width * columns[1] - 12, row_h * 1.6)
            chip_width = min(
                max(label_metrics.horizontalAdvance(label) + 2 * inset, row_h * 1.6), room
            )
            chip = QRectF(6, top + row_h * 0.12, chip_width, row_h * 0.76)
            painter.setPen(QPen(QColor(theme.text), max(1.0, self.ui_style.scale)))
            painter.setBrush(QColor(colour))
            radius = 4 * self.ui_style.scale
            painter.drawRoundedRect(chip, radius, radius)
            painter.setFont(label_font)
            painter.setPen(QColor(readable_text_on(colour)))
            text = fitted_label(label_metrics, label, chip.width() - inset)
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)
            full = label if text != label else ""
            full_width = label_metrics.horizontalAdvance(full) if full else 0.0
            boxes.append(TextBox(text, text_box(chip, text, label_font), chip, full, full_width))
        self._static_boxes = boxes

    def _header_font(self, factor: float, lines: int) -> tuple[QFont, float]:
        """The headers' font at text size ``factor`` on ``lines`` lines, and how much it was
        shrunk: longer words (German, Spanish) shrink the headers, down to 70%, before
        anything is cut: a header must never run into its neighbour."""
        headers = self.headers()
        rects = self._header_rects(self._row_height(factor), lines)
        several = len(self.document.scene.queries) > 1
        fit = max(0.7, min(1.0, self._header_fit(factor, lines)))
        header_font = self.ui_style.font(0.9 * factor * fit)
        header_metrics = QFontMetricsF(header_font)
        # Hinting rounds a font's advances: a header shrunk to just fit can still be a fraction
        # of a pixel too wide (and be elided): step down until the shrunk ones fit.
        while fit > 0.7 and any(
            header_metrics.horizontalAdvance(line) > _header_room(r, header_metrics, lines)
            for c, (h, r) in enumerate(zip(headers, rects, strict=True))
            if h and not (c == 3 and several)
            for line in header_lines(h, header_metrics, lines)
        ):
            fit = round(fit - 0.01, 2)
            header_font = self.ui_style.font(0.9 * factor * fit)
            header_metrics = QFontMetricsF(header_font)
        return header_font, fit


def _header_room(rect: QRectF, metrics: QFontMetricsF, lines: int) -> float:
    """The width a header's line may take in its cell: on two lines, a character less, so
    large headers keep a space between them ("score canvas" read as one header)."""
    return rect.width() - (metrics.averageCharWidth() if lines == 2 else 0.0)


_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


SPEC = PanelSpec(
    "scores",
    QT_TRANSLATE_NOOP("Panels", "Scores"),
    ScoresTable,
    PanelRule("scores", Region.COLUMN, 240, 29, 6, per_key_height=24),
    file_position=1,
    speak=lambda _view, result, query, _weightings: spoken_texts.scores_text(result, query),
)
