"""The output colours o = Σ α_j v_j, without and with scaling, beside the keys' value chips."""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap, QRegion
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.common import spoken_texts
from app.common.formatting import SERIES_WORDS, fmt_rgb, list_separator, series_heading
from app.common.i18n import current_language, on_language_change, translate
from app.common.layout import PanelRule, Region
from app.common.painted import (
    TextBox,
    blit_region,
    draws_vectors,
    fitted_label,
    inner_rect,
    text_box,
    text_shape,
)
from app.common.panel_spec import PanelSpec, follow_weightings
from app.common.plain_text import show_tooltip
from app.common.theme import Style, readable_text_on
from app.document import Document
from kino_core import SceneResult
from kino_core.scene import hex_to_rgb, rgb_to_hex

# The RGB numbers grow with a tall swatch up to this factor of the body font (value_font).
VALUE_LARGEST = 1.8
RGB_WIDEST = "(0.00, 0.00, 0.00)"  # fmt_rgb's widest text: the values run from 0 to 1


class OutputSwatches(QWidget):
    """Two big swatches (unscaled, scaled) for the selected query, a row of value chips, one per
    key, and, with several queries, a small swatch per query (left half unscaled, right half
    scaled) labelled with its label: one output per row of the attention map."""

    def __init__(self, document: Document, style: Style, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.ui_style = style
        self.colours: dict[str, tuple[float, float, float]] = {}
        self.chips: list[tuple[str, str]] = []  # (label, #RRGGBB)
        # (label, unscaled rgb, scaled rgb) per query; empty with a single query
        self.query_outputs: list[tuple[str, tuple[float, ...], tuple[float, ...]]] = []
        self.selected_query = 0
        self.weightings = "both"  # or "unscaled": only the unscaled swatch, full width
        self.setMouseTracking(True)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._static: QPixmap | None = None
        self._static_key: tuple | None = None
        self._value_fonts: dict[tuple, QFont] = {}
        self._rgb_fits: dict[tuple, tuple[int, list[QRectF], QFont] | None] = {}
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        document.changed.connect(self.redraw)
        self.redraw(document.result)
        # The titles over the swatches are translated: a new language paints them anew.
        on_language_change(self, self.update)

    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        self.updateGeometry()
        self.update()

    def redraw(self, result: SceneResult) -> None:
        query = self.document.selected_query
        colours_before, chips_before = self.colours, self.chips
        self.colours = {
            "unscaled": tuple(float(c) for c in result.output_unscaled[query]),
            "scaled": tuple(float(c) for c in result.output_scaled[query]),
        }
        self.chips = [(k.label, k.color) for k in result.scene.keys]
        queries = result.scene.queries
        outputs = []
        if len(queries) > 1:
            for i, q in enumerate(queries):
                unscaled = tuple(float(c) for c in result.output_unscaled[i])
                scaled = tuple(float(c) for c in result.output_scaled[i])
                outputs.append((q.label, unscaled, scaled))
        resized = len(outputs) != len(self.query_outputs)
        same_frame = (
            not resized
            and query == self.selected_query
            and [o[0] for o in outputs] == [o[0] for o in self.query_outputs]
            and chips_before == self.chips
        )
        old_outputs = self.query_outputs
        self.query_outputs = outputs
        self.selected_query = query
        if resized:
            self.updateGeometry()
        if not same_frame:
            self.update()
            return
        # Only colours changed (a drag): repaint the swatches that did, nothing else.
        pad = self._swatch_pad()
        swatches, _chips = self._layout()
        # A swatch shows its colour in 8 bits and its values to two places: a change that
        # alters neither (a saturated softmax) repaints nothing.
        for series, rect in swatches.items():
            if _swatch_look(colours_before.get(series)) != _swatch_look(self.colours[series]):
                self.update(rect.adjusted(-pad, -pad, pad, pad).toAlignedRect())
        for rect, before, after in zip(
            self.query_swatch_rects(), old_outputs, outputs, strict=False
        ):
            if _swatch_look(before[1]) + _swatch_look(before[2]) != _swatch_look(
                after[1]
            ) + _swatch_look(after[2]):
                grown = self.ui_style.pen_width(2.5) + 2
                self.update(rect.adjusted(-grown, -grown, grown, grown).toAlignedRect())

    def _swatch_pad(self) -> float:
        """How far a swatch's outline and antialiasing reach beyond its rectangle."""
        return 2 * max(1.0, self.ui_style.scale) + 2

    follow = follow_weightings  # the view model's weightings (app/common/panel_spec.py)

    def set_weightings(self, weightings: str) -> None:
        self.weightings = weightings
        self.update()

    def title_words(self, series: str) -> tuple[str, str]:
        """(full, short) title of a swatch: 'output, without scaling', 'without scaling'; just
        'output' when it is the only swatch (before scaling is taught, a weighting the room has
        not met is not named)."""
        if self.weightings == "unscaled":
            word = translate("OutputPanel", "output")
            return word, word
        return series_heading("output", series), SERIES_WORDS[series]

    def query_swatch_hex(self, index: int, series: str) -> str:
        """The colour of one half of queries[index]'s small swatch, '#RRGGBB'.
        A read-out for tests."""
        _label, unscaled, scaled = self.query_outputs[index]
        return rgb_to_hex(unscaled if series == "unscaled" else scaled)

    def swatch_hex(self, series: str) -> str:
        """The swatch colour as painted, '#RRGGBB'."""
        return rgb_to_hex(self.colours[series])

    def heading(self, series: str) -> str:
        """The title over a swatch at the current width: 'output, without scaling', or just
        'without scaling' when that does not fit (the same words as the weight charts), a
        little smaller if it must be; cut short with '…' only when even that does not fit."""
        return self._heading(series)[0]

    HEADING_FACTORS = (0.9, 0.8, 0.72)

    def _heading(self, series: str) -> tuple[str, QFont]:
        """(text, font) of a swatch's title (see ``heading``): a cut "without scali…" would
        hide which weighting the swatch shows. Both titles share one size."""
        swatches = self._layout()[0]

        def fits(name: str, factor: float, text: str) -> bool:
            metrics = self.ui_style.metrics(factor, bold=True)
            return metrics.horizontalAdvance(text) <= swatches[name].width() + 0.5

        factor = next(
            (
                f
                for f in self.HEADING_FACTORS
                if all(fits(name, f, self.title_words(name)[1]) for name in swatches)
            ),
            self.HEADING_FACTORS[-1],
        )
        font = self.ui_style.font(factor, bold=True)
        full, short = self.title_words(series)
        for text in (full, short):
            if fits(series, factor, text):
                return text, font
        metrics = self.ui_style.metrics(factor, bold=True)
        return metrics.elidedText(
            short, Qt.TextElideMode.ElideRight, swatches[series].width()
        ), font

    def line_height(self) -> float:
        """The height of one line of the panel's text, in logical pixels."""
        return self._line()

    def swatch_rects(self) -> dict[str, QRectF]:
        """Where each weighting's output swatch is painted, by series, in drawing order.
        A read-out for tests."""
        return self._layout()[0]

    def tooltip_at(self, pos) -> str:
        """The tooltip the panel shows for a pointer at ``pos``."""
        return self._tooltip_at(pos)

    def text_boxes(self) -> list[TextBox]:
        """Every text painted (titles, chip labels, RGB values, query labels), in widget
        coordinates; computed on demand, never on the drag path."""
        swatches, chips = self._layout()
        line = self._line()
        boxes = []
        for series, rect in swatches.items():
            space = QRectF(rect.left(), 0, rect.width(), line * 1.15)
            (text, title_font), (long, short) = self._heading(series), self.title_words(series)
            metrics = QFontMetricsF(title_font)
            full = short if text not in (short, long) else ""
            box = text_box(space, text, title_font, _LEFT)
            boxes.append(TextBox(text, box, space, full, metrics.horizontalAdvance(full)))
        chip_font = self.ui_style.font(0.85, bold=True)
        chip_metrics = QFontMetricsF(chip_font)
        for rect, (label, _colour) in zip(chips, self.chips, strict=False):
            text = fitted_label(chip_metrics, label, rect.width())
            full = label if text != label else ""
            box = text_box(rect, text, chip_font)
            boxes.append(TextBox(text, box, rect, full, chip_metrics.horizontalAdvance(full)))
        for series, rect in swatches.items():
            for numbers, room, value_font in self.rgb_lines(rect, self.colours[series]):
                boxes.append(TextBox(numbers, text_box(room, numbers, value_font), rect))
        label_metrics = QFontMetricsF(chip_font)
        for i, rect in enumerate(self.query_swatch_rects()):
            label = self.query_outputs[i][0]
            space = QRectF(rect.left() - 2, rect.bottom() + 1, rect.width() + 4, line * 1.1)
            text = fitted_label(label_metrics, label, space.width())
            full = label if text != label else ""
            box = text_box(space, text, chip_font, _TOP_CENTRE)
            boxes.append(TextBox(text, box, space, full, label_metrics.horizontalAdvance(full)))
        return boxes

    def value_font(self, swatch: QRectF) -> QFont:
        """The RGB numbers' font in a swatch of ``swatch``'s size: the body's 0.9 at the
        panel's least height; in a swatch grown taller (a step that shows few panels) larger,
        up to VALUE_LARGEST, while the numbers take at most a third of its height and fit its
        width (numbers are the lesson: at 1080p 150% step 14's were a small line in a box
        half the column tall). Measured once per swatch size and look."""
        key = (round(swatch.width()), round(swatch.height()), self.ui_style)
        font = self._value_fonts.get(key)
        if font is None:
            font = self.ui_style.font(0.9, mono=True)
            for step in range(1, round((VALUE_LARGEST - 0.9) / 0.1) + 1):
                larger = self.ui_style.font(0.9 + 0.1 * step, mono=True)
                metrics = QFontMetricsF(larger)
                if metrics.height() * 3 > swatch.height():
                    break
                if metrics.horizontalAdvance(RGB_WIDEST) > swatch.width() - 16:
                    break
                font = larger
            if len(self._value_fonts) > 16:
                self._value_fonts.clear()
            self._value_fonts[key] = font
        return font

    RGB_LEAST = 0.8  # the smallest RGB font, a factor of the body's: the chips' size or so

    def rgb_lines(self, swatch: QRectF, rgb) -> list[tuple[str, QRectF, QFont]]:
        """The RGB numbers as printed in ``swatch``: (line, its room, font) for each line,
        centred. One line "(0.34, 0.42, 0.39)" at ``value_font``; in a swatch too narrow for
        it (12 keys' chips beside it, a 4K desk), the largest of one line, one number a line,
        or two lines that fits, down to RGB_LEAST; nothing only when even that does not fit
        (the numbers are the lesson: they were dropped at 1024x640 and at 4K)."""
        text = fmt_rgb(rgb)
        separator = list_separator()
        parts = text.split(separator)
        shapes = (
            [text],
            [p + separator.strip() for p in parts[:-1]] + parts[-1:],
            [separator.join(parts[:2]) + separator.strip(), parts[2]],
        )
        # Texts of one shape (digits as 0) fit alike: the fit is measured once per shape and
        # swatch, not on each move (it measured up to a dozen texts a swatch a move).
        key = (swatch.getRect(), text_shape(text), separator, self.ui_style)
        fit = self._rgb_fits.get(key)
        if fit is None:
            fit = self._rgb_fit(swatch, shapes)
            if len(self._rgb_fits) > 64:
                self._rgb_fits.clear()
            self._rgb_fits[key] = fit
        if fit is None:
            return []
        index, rooms, font = fit
        return list(zip(shapes[index], rooms, (font,) * len(rooms), strict=True))

    def _rgb_fit(
        self, swatch: QRectF, shapes: tuple[list[str], ...]
    ) -> tuple[int, list[QRectF], QFont] | None:
        """(which of ``shapes``, each line's room, the font) of ``rgb_lines``, or None."""
        largest = self.value_font(swatch).pointSizeF() / self.ui_style.points(1.0)
        factor = largest
        while factor >= self.RGB_LEAST - 1e-6:
            metrics = self.ui_style.metrics(factor, mono=True)
            line = metrics.height()
            for index, lines in enumerate(shapes):
                wide = max(metrics.horizontalAdvance(t) for t in lines)
                if wide <= swatch.width() - 8 and line * len(lines) <= swatch.height() - 4:
                    font = self.ui_style.font(factor, mono=True)
                    top = swatch.center().y() - line * len(lines) / 2
                    rooms = [
                        QRectF(swatch.left(), top + i * line, swatch.width(), line)
                        for i in range(len(lines))
                    ]
                    return index, rooms, font
            factor = round(factor - 0.1, 6) if factor > self.RGB_LEAST else 0.0
        return None

    def _line(self) -> float:
        return self.ui_style.metrics(1.0).height()

    def _height(self) -> float:
        return self._line() * (5.2 + (2.5 if self.query_outputs else 0.0))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(int(360 * self.ui_style.scale), int(self._height()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(int(220 * self.ui_style.scale), int(self._height()))

    def _growth(self) -> tuple[float, float]:
        """(extra height of the two swatches, extra height of the query swatches): a panel
        taller than it needs (a step that shows few panels) shows its colours larger, as
        large as its height allows (free room goes to what the step shows: a cap of ten lines
        left 40% of the column blank at step 14 on a 1080p projector); with several queries
        their swatches share the extra."""
        line = self._line()
        # A line of slack (a taller neighbour in its row) is not worth a bigger swatch.
        extra = max(self.height() - self._height() - line, 0.0)
        if not self.query_outputs:
            return extra, 0.0
        return extra / 2, extra / 2

    def query_swatch_rects(self) -> list[QRectF]:
        """Where each query's small swatch is painted (empty with a single query)."""
        line = self._line()
        grow_swatches, grow_queries = self._growth()
        top = line * 5.2 + grow_swatches
        n = max(len(self.query_outputs), 1)
        width = min((self.width() - 12) / n - 6, line * 4.5 + grow_queries)
        return [
            QRectF(6 + i * (width + 6), top, width, line * 1.1 + grow_queries)
            for i in range(len(self.query_outputs))
        ]

    def _layout(self) -> tuple[dict[str, QRectF], list[QRectF]]:
        line = self._line()
        width = self.width()
        swatch_h = line * 2.6 + self._growth()[0]
        # Margins and the gap between the swatches (and their titles) grow with the UI scale:
        # at 300% a 6 px gap let "without scaling" run into "scaled by 1/√d".
        pad = 6 * max(1.0, self.ui_style.scale)
        half = (width - 3 * pad) / 2
        swatches = {
            "unscaled": QRectF(pad, line * 1.2, half, swatch_h),
            "scaled": QRectF(2 * pad + half, line * 1.2, half, swatch_h),
        }
        if self.weightings == "unscaled":
            swatches = {"unscaled": QRectF(pad, line * 1.2, width - 2 * pad, swatch_h)}
        chip_top = line * 1.2 + swatch_h + line * 0.3
        n = max(len(self.chips), 1)
        chip_w = min((width - 12) / n - 4, line * 3.0)
        chips = [QRectF(6 + i * (chip_w + 4), chip_top, chip_w, line * 1.05) for i in range(n)]
        return swatches, chips

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # Titles and chips change only with the keys, the size, the style, the weightings shown
        # or the language: a cached layer under the swatches, which a move repaints.
        ratio = self.devicePixelRatioF()
        key = (
            self.width(),
            self.height(),
            ratio,
            self.ui_style,
            tuple(self.chips),
            self.weightings,
            current_language(),
        )
        if key != self._static_key or self._static is None:
            pixmap = QPixmap(math.ceil(self.width() * ratio), math.ceil(self.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            static = QPainter(pixmap)
            self._paint_static(static)
            static.end()
            self._static, self._static_key = pixmap, key
        painter = QPainter(self)
        theme = self.ui_style.theme
        swatches, _chips = self._layout()
        if draws_vectors(painter):  # a handout or an SVG: the cached layer as vectors again
            self._paint_static(painter)
        # A swatch is opaque: nothing of the cached layer shows inside its rounded border, so
        # only what is around it is copied (at 4K a swatch is ~35 000 device pixels a move).
        corner = 6 * self.ui_style.scale
        outline = max(1.0, self.ui_style.scale)
        covered = QRegion()
        for rect in swatches.values():
            covered = covered.united(inner_rect(rect, corner + outline))
        if not draws_vectors(painter):
            blit_region(painter, self._static, event.region().subtracted(covered))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pad = self._swatch_pad()
        for series, rect in swatches.items():
            reach = rect.adjusted(-pad, -pad, pad, pad).toAlignedRect()  # with its outline
            if not event.region().intersects(reach):
                continue  # a drag repaints only the swatches whose colour changed
            hex_colour = self.swatch_hex(series)
            painter.setPen(QPen(QColor(theme.text), max(1.0, self.ui_style.scale)))
            painter.setBrush(QColor(hex_colour))
            painter.drawRoundedRect(rect, 6 * self.ui_style.scale, 6 * self.ui_style.scale)
            # Each line drawn on its own (an SVG keeps each as one text); too small a swatch
            # leaves the RGB values to the tooltip rather than show them cut off.
            painter.setPen(QColor(readable_text_on(hex_colour)))
            for line, line_rect, line_font in self.rgb_lines(rect, self.colours[series]):
                painter.setFont(line_font)
                painter.drawText(line_rect, Qt.AlignmentFlag.AlignCenter, line)
        self._paint_query_swatches(painter)
        painter.end()

    def _paint_static(self, painter: QPainter) -> None:
        """Background, the swatches' titles and the chips."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = self.ui_style.theme
        painter.fillRect(self.rect(), QColor(theme.panel))
        swatches, chips = self._layout()
        line = self._line()
        for series, rect in swatches.items():
            text, title_font = self._heading(series)
            painter.setFont(title_font)
            painter.setPen(QColor(theme.unscaled if series == "unscaled" else theme.scaled))
            painter.drawText(
                QRectF(rect.left(), 0, rect.width(), line * 1.15),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
        painter.setFont(self.ui_style.font(0.85, bold=True))
        metrics = QFontMetricsF(painter.font())
        for rect, (label, colour) in zip(chips, self.chips, strict=False):
            painter.setPen(QPen(QColor(theme.text), max(1.0, self.ui_style.scale)))
            painter.setBrush(QColor(colour))
            painter.drawRoundedRect(rect, 4 * self.ui_style.scale, 4 * self.ui_style.scale)
            painter.setPen(QColor(readable_text_on(colour)))
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignCenter, fitted_label(metrics, label, rect.width())
            )

    def _paint_query_swatches(self, painter: QPainter) -> None:
        theme, style = self.ui_style.theme, self.ui_style
        line = self._line()
        font = style.font(0.85, bold=True)
        metrics = QFontMetricsF(font)
        painter.setFont(font)
        for i, rect in enumerate(self.query_swatch_rects()):
            label, unscaled, scaled = self.query_outputs[i]
            left = QRectF(rect.left(), rect.top(), rect.width() / 2, rect.height())
            right = QRectF(left.right(), rect.top(), rect.width() / 2, rect.height())
            painter.fillRect(left, QColor(rgb_to_hex(unscaled)))
            painter.fillRect(right, QColor(rgb_to_hex(scaled)))
            selected = i == self.selected_query
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(
                QPen(
                    QColor(theme.accent if selected else theme.text),
                    style.pen_width(2.5 if selected else 1.0),
                )
            )
            painter.drawRect(rect)
            painter.setPen(QColor(theme.accent if selected else theme.text))
            text = fitted_label(metrics, label, rect.width() + 4)
            painter.drawText(
                QRectF(rect.left() - 2, rect.bottom() + 1, rect.width() + 4, line * 1.1),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                text,
            )

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        for i, rect in enumerate(self.query_swatch_rects()):
            if rect.adjusted(0, 0, 0, self._line()).contains(event.position()):
                self.document.select("query", i)
                event.accept()
                return
        super().mousePressEvent(event)

    def event(self, ev) -> bool:
        if ev.type() == ev.Type.ToolTip:
            show_tooltip(ev.globalPos(), self._tooltip_at(ev.pos()), self)
            return True
        return super().event(ev)

    def _tooltip_at(self, pos) -> str:
        swatches, chips = self._layout()
        for series, rect in swatches.items():
            if rect.contains(pos):
                rgb = self.colours[series]
                if series == "unscaled":
                    text = translate(
                        "OutputPanel",
                        "Output without scaling: o = Σ α_j v_j with α = softmax(q·k)\n"
                        "RGB {rgb} = {hex}",
                    )
                else:
                    text = translate(
                        "OutputPanel",
                        "Output scaled by 1/√d: o = Σ α_j v_j with α = softmax(q·k / √d)\n"
                        "RGB {rgb} = {hex}",
                    )
                return text.format(rgb=fmt_rgb(rgb), hex=rgb_to_hex(rgb))
        for rect, (label, colour) in zip(chips, self.chips, strict=False):
            if rect.contains(pos):
                rgb = hex_to_rgb(colour)
                return translate("OutputPanel", "Value of key {label}: RGB {rgb} = {hex}").format(
                    label=label, rgb=fmt_rgb(rgb), hex=colour
                )
        for rect, (label, unscaled, scaled) in zip(
            self.query_swatch_rects(), self.query_outputs, strict=False
        ):
            if rect.adjusted(0, 0, 0, self._line()).contains(pos):
                return translate(
                    "OutputPanel",
                    "Output of {label} (its row of the attention map times V):\n"
                    "left half without scaling RGB {unscaled}, right half scaled by 1/√d RGB "
                    "{scaled}.\nClick to select {label}.",
                ).format(label=label, unscaled=fmt_rgb(unscaled), scaled=fmt_rgb(scaled))
        if self.weightings == "unscaled":
            return translate(
                "OutputPanel",
                "The output is the weighted average of the values (colours): o = Σ α_j v_j,\n"
                "with the weights without scaling.",
            )
        return translate(
            "OutputPanel",
            "The output is the weighted average of the values (colours): o = Σ α_j v_j.\n"
            "Left: with the unscaled weights; right: with the weights scaled by 1/√d.",
        )


_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_TOP_CENTRE = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop


def _swatch_look(colour: tuple[float, float, float] | None) -> tuple[str, str] | None:
    """What a swatch paints of a colour: its '#RRGGBB' and its values as printed."""
    return None if colour is None else (rgb_to_hex(colour), fmt_rgb(colour))


def _speak(_view: OutputSwatches, result: SceneResult, query: int, weightings: str) -> str:
    return (
        spoken_texts.output_text(result, query, weightings)
        + "; "
        + spoken_texts.key_values_text(result)
    )


SPEC = PanelSpec(
    "output",
    QT_TRANSLATE_NOOP("Panels", "Output"),
    OutputSwatches,
    PanelRule("output", Region.COLUMN, 220, 92, 4, row="lower", several_queries_height=45),
    file_position=3,
    speak=_speak,
    # It explains itself in per-swatch tooltips rather than one tooltip.
    description=QT_TRANSLATE_NOOP(
        "Accessible",
        "The output is the weighted average of the values (colours): o = Σ α_j v_j, with the "
        "weights without scaling and with the weights scaled by 1/√d.",
    ),
)
