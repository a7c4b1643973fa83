"""Bar charts of the softmax weights: one without scaling, one scaled by 1/√d.

Painted by kino itself (see app/common/painted.py): axes, ticks, key labels and title are a cached
layer; a move repaints only each bar's old and new extent and its number.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QWidget

from app.common import spoken_texts
from app.common.formatting import SERIES_WORDS, fmt, series_heading
from app.common.i18n import current_language, on_language_change, translate, translate_noop_text
from app.common.layout import PanelRule, Region
from app.common.painted import PaintedWidget, TextBox, advance, draws_vectors, text_box
from app.common.panel_spec import PanelSpec, follow_weightings
from app.common.plain_text import set_tooltip
from app.common.theme import Style, unit_ticks
from app.document import Document
from kino_core import SceneResult

Series = Literal["unscaled", "scaled"]

SHORT_TITLES = SERIES_WORDS
FOLDED_TITLES = {"unscaled": QT_TRANSLATE_NOOP("WeightsChart", "unscaled"), "scaled": "÷ √d"}
TOOLTIPS = {
    "unscaled": QT_TRANSLATE_NOOP(
        "WeightsChart",
        "α = softmax(q·k) — the weight on each key, without scaling.\n"
        "Bars sum to 1. In high d the scores spread like √d and one bar takes nearly everything.",
    ),
    "scaled": QT_TRANSLATE_NOOP(
        "WeightsChart",
        "α = softmax(q·k / √d) — the weight on each key with the lesson's scaling.\n"
        "Dividing by √d brings the scores' variance back to about 1, so softmax stays soft.",
    ),
}
BAR_WIDTH = 0.7  # in key slots
TITLE_FACTOR, TICK_FACTOR = 1.1, 1.0
# The numbers' fonts, largest first: bold, at least the y ticks' size (which follow them down).
VALUE_FACTORS = (1.1, 1.0, 0.95, 0.85, 0.75, 0.65)
# Smaller still, for numbers inside narrow bars at a large scale: only while the number stays
# at least as large as the smallest factor at 150% (what a 1080p room reads).
SMALL_VALUE_FACTORS = (0.55, 0.45)
SMALLEST_VALUE_SIZE = VALUE_FACTORS[-1] * 1.5  # factor x UI scale
# A number turned upright needs only its line height across the slot: when no upright font of
# VALUE_FACTORS fits a slot lying down (12 keys at a desk, issue 29), the numbers stand up
# rather than shrink below the axis text or go.


@dataclass(frozen=True)
class PairMark:
    """An outline around one key's column (the attention map's hovered pair)."""

    key: int
    height: float
    dashed: bool
    label: str | None  # the query a dashed outline belongs to


class WeightsChart(PaintedWidget):
    """One bar per key in the key's colour, outlined, labelled, with its weight printed;
    y fixed to [0, 1]. When small it drops the y ticks first, then folds the title into the
    axis, and the numbers last (they are the lesson): never the bars."""

    def __init__(self, document: Document, series: Series, style: Style, parent=None) -> None:
        super().__init__(style, parent)
        self.document = document
        self.series = series
        self.weightings = "both"  # or "unscaled": a lesson step before scaling is taught
        self.redraws = 0
        set_tooltip(self, translate_noop_text("WeightsChart", TOOLTIPS[series]))
        on_language_change(
            self, lambda: set_tooltip(self, translate_noop_text("WeightsChart", TOOLTIPS[series]))
        )
        self.setMinimumSize(160, 120)
        self._weights = np.zeros(0)
        self._keys: tuple[tuple[str, str], ...] = ()
        self._title = ""
        self._title_key: tuple | None = None  # what title_text last chose its title for
        self._title_chosen = ""
        self._mark: PairMark | None = None
        # Layout, from layout_static: plot rect, which decorations are shown, fonts.
        self._plot = QRectF()
        self._ticks: list[tuple[float, str]] = []
        self._title_mode = "row"  # "row" above the plot, "axis" along the left axis
        self._value_factor: float | None = None
        self._upright = False  # the numbers stand up (read bottom to top) in a narrow slot
        self._key_factor = TICK_FACTOR
        self._tick_factor: float | None = TICK_FACTOR
        self._lo, self._px_per_slot, self._pixel_ratio = 0.0, 1.0, 1.0
        self._plot_left = self._plot_top = self._plot_bottom = self._plot_height = 0.0
        self._value_font = style.font(VALUE_FACTORS[-1], bold=True)
        self._value_line = self._value_advance = 1.0
        document.changed.connect(self.redraw)
        self.apply_style(style)

    # -- what a test (or a screen reader) can ask ---------------------------------------------
    def heights(self) -> np.ndarray:
        """The bar heights as drawn, in data units (what a student sees)."""
        return self._weights.copy()

    def value_texts(self) -> list[str]:
        """The numbers printed over the bars (empty when the chart is too small for them).
        A read-out for tests."""
        return [fmt(float(w), 2) for w in self._weights] if self._value_factor else []

    def bar_colours(self) -> list[str]:
        """Each bar's fill colour as painted. A read-out for tests."""
        return [colour for _label, colour in self._keys]

    def key_labels(self) -> list[str]:
        """The labels under the bars, as printed (shortened when the slot is narrow)."""
        self._ensure_static()
        return list(self._printed_keys)

    def tick_values(self) -> list[float]:
        self._ensure_static()
        return [value for value, _text in self._ticks]

    def plot_rect(self) -> QRectF:
        """The plot area (y = 0 at its bottom, 1 at its top), in widget coordinates."""
        self._ensure_static()
        return QRectF(self._plot)

    def bar_rect(self, index: int) -> QRectF:
        """Bar ``index`` as painted, in widget coordinates. A read-out for tests."""
        self._ensure_static()
        return self._bar_rect(index, float(self._weights[index]))

    def title_shown(self) -> tuple[str, str]:
        """(title, where): where is "row" (above the plot) or "axis" (folded into the axis).
        A read-out for tests."""
        self._ensure_static()
        return self._title, self._title_mode

    def value_font_factor(self) -> float | None:
        self._ensure_static()
        return self._value_factor

    def numbers_upright(self) -> bool:
        """Whether the bar numbers stand up (turned 90°, read bottom to top): a slot too
        narrow for "0.00" lying down at the axis text's size. A read-out for tests."""
        self._ensure_static()
        return bool(self._value_factor) and self._upright

    def key_font_factor(self) -> float:
        """The key labels' font factor: x-axis ticks, never larger than the numbers."""
        self._ensure_static()
        return self._key_factor

    def font_sizes(self) -> dict[str, float]:
        """Point sizes of the chart's texts: ticks and key labels, title, the bar numbers."""
        factor = self.value_font_factor() or VALUE_FACTORS[-1]
        return {
            "ticks": self.ui_style.font(self.tick_font_factor()).pointSizeF(),
            "keys": self.ui_style.font(self.key_font_factor()).pointSizeF(),
            "title": self.ui_style.font(TITLE_FACTOR).pointSizeF(),
            "numbers": self.ui_style.font(factor, bold=True).pointSizeF(),
        }

    def tick_font_factor(self) -> float:
        """The y ticks' font factor: the key labels', or the numbers' when those are smaller
        (a number is never smaller than a tick)."""
        self._ensure_static()
        return self._tick_factor or TICK_FACTOR

    def tick_space(self) -> float:
        """The plot height the chart would have with its y ticks shown (and its title row):
        ticks are dropped only when even 0 and 1 would run into each other there."""
        self._ensure_static()
        return self._tick_space

    def outline_width(self) -> float:
        """The bars' outline pen width in logical pixels. A read-out for tests."""
        return self.ui_style.pen_width(1.0)

    def pair_mark(self) -> PairMark | None:
        return self._mark

    # -- style and data ------------------------------------------------------------------------
    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        self._title = ""
        self.invalidate_static()
        self.redraw(self.document.result)

    def set_weightings(self, weightings: str) -> None:
        """With "unscaled" (the only weighting shown) the title names no weighting."""
        if weightings != self.weightings:
            self.weightings = weightings
            self.document.refresh(self)

    def title_words(self) -> tuple[str, str, str]:
        """(full, short, folded) titles: 'weights, without scaling', 'without scaling',
        'unscaled'; just 'weights' when this chart is the only one (before scaling is taught,
        a weighting the room has not met is not named)."""
        if self.weightings == "unscaled":
            word = translate("WeightsChart", "weights")
            return word, word, word
        folded = translate_noop_text("WeightsChart", FOLDED_TITLES[self.series])
        return series_heading("weights", self.series), SHORT_TITLES[self.series], folded

    def title_text(self, result: SceneResult) -> str:
        """The chart's title; with several queries it names the one the bars show. The longest
        form that fits is used: a title wider than the chart would push the bars out of view."""
        queries = result.scene.queries
        label = queries[self.document.selected_query].label if len(queries) > 1 else None
        # Asked on every move: chosen once per language, weighting, query shown and width.
        key = (current_language(), self.weightings, label, self.width(), self.ui_style)
        if key != self._title_key:
            self._title_key, self._title_chosen = key, self._title_uncached(label)
        return self._title_chosen

    def _title_uncached(self, label: str | None) -> str:
        full, short, _folded = self.title_words()
        candidates = [full, short]
        if label is not None:
            candidates = [f"{label} — {full}", f"{label} — {short}", label]
        space = self.width() - 16 * self.ui_style.scale
        metrics = self.ui_style.metrics(TITLE_FACTOR)
        return next((c for c in candidates if advance(metrics, c) <= space), candidates[-1])

    def redraw(self, result: SceneResult) -> None:
        weights = (result.weights_unscaled if self.series == "unscaled" else result.weights_scaled)[
            self.document.selected_query
        ]
        keys = tuple((k.label, k.color) for k in result.scene.keys)
        title = self.title_text(result)
        if keys != self._keys or title != self._title:
            self._keys, self._title = keys, title
            self._weights = np.array(weights, dtype=float)
            self.invalidate_static()
        elif self._static is not None:
            old = self._weights
            self._weights = np.array(weights, dtype=float)
            # A bar is drawn from its top on the device pixel grid and its number's text: a
            # weight that changes neither (a saturated chart, a key far from the query) is
            # not repainted.
            for i in np.flatnonzero(old != self._weights):
                before, after = float(old[i]), float(self._weights[i])
                if self._top_px(before) != self._top_px(after) or fmt(before, 2) != fmt(after, 2):
                    self.update(self._dirty_rect(int(i), before, after))
        else:
            self._weights = np.array(weights, dtype=float)
        self.redraws += 1

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # The longest title that fits depends on the width (the static layer is rebuilt).
        super().resizeEvent(event)
        self._title = self.title_text(self.document.result)

    def set_pair_mark(self, mark: PairMark | None) -> None:
        """Outline one key's column (or none): the attention map's hovered pair."""
        if mark == self._mark:
            return
        for old_or_new in (self._mark, mark):
            if old_or_new is not None and self._static is not None:
                self.update(self._mark_rect(old_or_new).toAlignedRect())
        self._mark = mark

    # -- geometry ------------------------------------------------------------------------------
    # A move asks for each bar's rectangles several times: the numbers they need (the x
    # mapping, the value font and its line height) are worked out once per layout
    # (``_fix_mapping``), so these are plain arithmetic.
    def _span(self) -> tuple[float, float]:
        n = len(self._keys)
        return -0.6, max(n - 0.4, 3.4)

    def _fix_mapping(self) -> None:
        lo, hi = self._span()
        self._lo, self._px_per_slot = lo, self._plot.width() / (hi - lo)
        self._pixel_ratio = self.devicePixelRatioF()
        self._value_font = self.ui_style.font(self._value_factor or VALUE_FACTORS[-1], bold=True)
        self._value_line = QFontMetricsF(self._value_font).height()
        self._value_advance = QFontMetricsF(self._value_font).horizontalAdvance(fmt(0.0, 2))
        plot = self._plot
        self._plot_left, self._plot_top = plot.left(), plot.top()
        self._plot_bottom, self._plot_height = plot.bottom(), plot.height()

    def _x_to_px(self, x: float) -> float:
        return self._plot_left + (x - self._lo) * self._px_per_slot

    def _y_to_px(self, y: float) -> float:
        return self._plot_bottom - y * self._plot_height

    def _slot_px(self) -> float:
        return self._px_per_slot

    def _top_px(self, height: float) -> float:
        """The top of a bar ``height`` high, on whole device pixels: bar and number are
        placed from it, so two weights with the same top and text paint the same pixels."""
        ratio = self._pixel_ratio
        return round(self._y_to_px(height) * ratio) / ratio

    def _bar_rect(self, index: int, height: float) -> QRectF:
        """Bar ``index`` at ``height``, its edges on whole device pixels (bars are painted
        without antialiasing)."""
        half = BAR_WIDTH / 2 * self._px_per_slot
        centre = self._x_to_px(index)
        ratio = self._pixel_ratio
        left = round((centre - half) * ratio) / ratio
        right = round((centre + half) * ratio) / ratio
        top = self._top_px(height)
        bottom = round(self._plot_bottom * ratio) / ratio
        return QRectF(left, top, right - left, bottom - top)

    def _value_length(self) -> float:
        """How far a number reaches up from its bar: a line, or its advance when upright."""
        return self._value_advance if self._upright else self._value_line

    def _value_top(self, height: float) -> float:
        """The top of bar ``height``'s number: just above the bar (the plot keeps a number's
        length of headroom over y = 1 for it), in the key's slot, however narrow the bar."""
        return self._top_px(height) - 2 * self.ui_style.scale - self._value_length()

    def _value_rect(self, index: int, height: float) -> QRectF:
        """Where the number of bar ``index`` goes: the slot's width by a line, or, upright,
        a line wide by the number's advance, centred over the bar."""
        if self._upright:
            line = self._value_line
            x = self._x_to_px(index) - line / 2
            return QRectF(x, self._value_top(height), line, self._value_advance)
        slot = self._px_per_slot
        x = self._x_to_px(index) - slot / 2
        return QRectF(x, self._value_top(height), slot, self._value_line)

    def _dirty_rect(self, index: int, old: float, new: float) -> QRect:
        """What changes when bar ``index`` goes from ``old`` to ``new``: the band between its
        two tops (the bar below both is unchanged) and the ink of its number at both places
        (every weight prints as "d.dd", and digits share one advance). In plain numbers: it
        runs for every bar on every move."""
        ratio = self._pixel_ratio
        centre = self._x_to_px(index)
        half = BAR_WIDTH / 2 * self._px_per_slot
        left = round((centre - half) * ratio) / ratio
        right = round((centre + half) * ratio) / ratio
        top = self._top_px(max(old, new))
        bottom = self._top_px(min(old, new))
        if self._value_factor:
            across = self._value_line if self._upright else self._value_advance
            ink = across / 2 + 1
            left, right = min(left, centre - ink), max(right, centre + ink)
            for height in (old, new):
                value_top = self._value_top(height)
                top, bottom = min(top, value_top), max(bottom, value_top + self._value_length())
        pad = self.ui_style.pen_width(1.0) + 2
        rect = QRectF(left - pad, top - pad, right - left + 2 * pad, bottom - top + 2 * pad)
        if self._mark is not None and self._mark.key == index:
            rect = rect.united(self._mark_rect(self._mark))
        return rect.toAlignedRect()

    def _mark_rect(self, mark: PairMark) -> QRectF:
        lo = self._x_to_px(mark.key - 0.42)
        hi = self._x_to_px(mark.key + 0.42)
        top = self._y_to_px(mark.height)
        rect = QRectF(lo, top, hi - lo, self._plot.bottom() - top)
        if mark.label:
            font = self.ui_style.font(0.85, bold=True)
            rect = rect.united(self._mark_label_rect(mark, font))
        pad = self.ui_style.pen_width(3.0) + 2
        return rect.adjusted(-pad, -pad, pad, pad)

    def _mark_label_rect(self, mark: PairMark, font) -> QRectF:
        metrics = QFontMetricsF(font)
        width, line = metrics.horizontalAdvance(mark.label or ""), metrics.height()
        y = self._y_to_px(min(mark.height, 0.86) + 0.03) - line
        y = max(self._plot.top(), y)
        return QRectF(self._x_to_px(mark.key) - width / 2, y, width, line)

    def layout_static(self) -> None:
        """Choose what fits. The numbers are the lesson: they go last (after the y ticks and
        the title row), they sit above their bars in the key's slot (a number's length of
        headroom over y = 1), standing up when the slot is too narrow for them lying down,
        and they are never smaller than the axis text (y ticks and key labels), which
        shrinks with them when a narrow slot needs a smaller number."""
        style = self.ui_style
        s = style.scale
        pad = 6 * s
        title_row = QFontMetricsF(style.font(TITLE_FACTOR)).height() * 1.25
        axis_only = 6 * s
        width, height = float(self.width()), float(self.height())
        n = max(len(self._keys), 1)
        gap = 2 * s

        def plot_for(
            title_mode: str, tick_factor: float | None, headroom: float, key_factor: float
        ) -> QRectF:
            """The plot with a title row (or the title up the axis), y ticks at
            ``tick_factor`` (None: none), ``headroom`` over y = 1 (for the numbers) and the
            key labels at ``key_factor`` under it."""
            top = pad + (title_row if title_mode == "row" else 0.0)
            left = pad + axis_only
            if tick_factor is not None:
                metrics = QFontMetricsF(style.font(tick_factor))
                headroom = max(headroom, metrics.height() / 2)  # the top tick's half line
                left = pad + metrics.horizontalAdvance("0.75") + 10 * s
            top += headroom
            if title_mode == "axis":
                left += title_row
            bottom_row = QFontMetricsF(style.font(key_factor)).height() + 8 * s
            return QRectF(
                left, top, max(width - left - pad, 1.0), max(height - top - bottom_row, 1.0)
            )

        def number_font(plot: QRectF) -> tuple[float, bool] | None:
            """The largest number font that fits the key's slot lying down, else standing
            up, else (at a large scale) lying down smaller: (factor, upright), or None."""
            slot = plot.width() / (max(n - 0.4, 3.4) + 0.6) - 4 * s
            for f in VALUE_FACTORS:
                if style.metrics(f, bold=True).horizontalAdvance(fmt(0.0, 2)) <= slot:
                    return f, False
            for f in VALUE_FACTORS:
                if style.metrics(f, bold=True).height() <= slot:
                    return f, True
            for f in SMALL_VALUE_FACTORS:
                if f * s < SMALLEST_VALUE_SIZE:
                    break
                if style.metrics(f, bold=True).horizontalAdvance(fmt(0.0, 2)) <= slot:
                    return f, False
            return None

        def fit_number(title_mode: str, ticks: bool) -> tuple[float, bool, QRectF] | None:
            """The numbers' font, its direction and the plot that leaves them room."""
            tick_factor = TICK_FACTOR if ticks else None
            font = number_font(plot_for(title_mode, tick_factor, 0.0, TICK_FACTOR))
            if font is None:
                return None
            # The axis text follows the numbers down; the plot it frees may allow more.
            axis = min(TICK_FACTOR, font[0])
            font = number_font(plot_for(title_mode, axis if ticks else None, 0.0, axis)) or font
            factor, upright = font
            axis = min(TICK_FACTOR, factor)
            metrics = style.metrics(factor, bold=True)
            length = metrics.horizontalAdvance(fmt(0.0, 2)) if upright else metrics.height()
            plot = plot_for(title_mode, axis if ticks else None, length + gap, axis)
            tick_line = QFontMetricsF(style.font(axis)).height()
            least = max(2 * length if upright else 3 * length, 1.4 * tick_line if ticks else 0)
            return (factor, upright, plot) if plot.height() >= least else None

        key_line = QFontMetricsF(style.font(TICK_FACTOR)).height()
        value_factor = tick_factor = None
        upright = False
        self._tick_space = plot_for("row", TICK_FACTOR, 0.0, TICK_FACTOR).height()
        for title_mode, ticks, numbers in (
            ("row", True, True),
            ("row", False, True),
            ("axis", False, True),
            ("row", True, False),
            ("row", False, False),
            ("axis", False, False),
        ):
            tick_factor = TICK_FACTOR if ticks else None
            if numbers:
                fitted = fit_number(title_mode, ticks)
                if fitted is None:
                    continue
                value_factor, upright, plot = fitted
                if ticks:
                    tick_factor = min(TICK_FACTOR, value_factor)
                break
            plot = plot_for(title_mode, tick_factor, 0.0, TICK_FACTOR)
            if ticks and plot.height() >= 1.4 * key_line:
                break
            if not ticks and title_mode == "row" and plot.height() >= 2 * title_row:
                break
        self._plot = plot
        self._title_mode = title_mode
        self._value_factor = value_factor
        self._upright = upright
        self._tick_factor = tick_factor
        self._key_factor = min(TICK_FACTOR, value_factor) if value_factor else TICK_FACTOR
        self._ticks = unit_ticks(plot.height(), style, tick_factor) if tick_factor else []
        self._fix_mapping()
        self._printed_keys = self._fit_key_labels(style.font(self._key_factor))

    def _fit_key_labels(self, font) -> list[str]:
        """Key labels that fit their slot: shortened with an ellipsis, at worst one letter."""
        metrics = QFontMetricsF(font)
        # The room the label is drawn in (paint_static): its slot. Centred, two labels that
        # fill their slots at most touch.
        space = self._slot_px()
        printed = []
        for label, _colour in self._keys:
            text = label
            if metrics.horizontalAdvance(text) > space + 0.5:  # Qt rounds: fits by a hair is fits
                text = metrics.elidedText(label, Qt.TextElideMode.ElideRight, space)
                if not text or text == "…":
                    text = label[:1]
            printed.append(text)
        return printed

    # -- painting ------------------------------------------------------------------------------
    def paint_static(self, painter: QPainter) -> None:
        style, theme = self.ui_style, self.ui_style.theme
        s = style.scale
        plot = self._plot
        axis_pen = QPen(QColor(theme.axis), style.pen_width(1.0))
        axis_pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(axis_pen)
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        tick_font = style.font(self._tick_factor or TICK_FACTOR)
        tick_line = QFontMetricsF(tick_font).height()
        for value, text in self._ticks:
            y = self._y_to_px(value)
            painter.setPen(axis_pen)
            painter.drawLine(plot.left() - 4 * s, y, plot.left(), y)
            rect = QRectF(0, y - tick_line / 2, plot.left() - 7 * s, tick_line)
            self.draw_text(painter, rect, text, tick_font, theme.text, _RIGHT)
        key_font = style.font(self._key_factor)
        tick_line = QFontMetricsF(key_font).height()
        for i, text in enumerate(self._printed_keys):
            slot = self._slot_px()
            rect = QRectF(self._x_to_px(i) - slot / 2, plot.bottom() + 3 * s, slot, tick_line)
            label = self._keys[i][0]
            full = label if text != label else ""
            self.draw_text(painter, rect, text, key_font, theme.text, _TOP_CENTRE, full)
        colour = theme.unscaled if self.series == "unscaled" else theme.scaled
        title_font = style.font(TITLE_FACTOR)
        if self._title_mode == "row":
            line = QFontMetricsF(title_font).height()
            rect = QRectF(0, 6 * s, self.width(), line * 1.25)
            self.draw_text(painter, rect, self._title, title_font, colour)
        else:
            # Folded into the axis: the shortest title that fits written up the left edge,
            # smaller if it must be; elided only when even one word does not fit.
            space = plot.height()
            _full, short, folded = self.title_words()
            text, metrics = folded, QFontMetricsF(title_font)
            candidate = text
            for candidate, factor in (
                (short, TITLE_FACTOR),
                (folded, TITLE_FACTOR),
                (folded, 0.85),
                (folded, 0.7),
            ):
                title_font = style.font(factor)
                metrics = QFontMetricsF(title_font)
                text = candidate
                if metrics.horizontalAdvance(candidate) <= space:
                    break
            else:
                text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, space)
            line = metrics.height()
            if not text:
                return  # not even an ellipsis fits beside a plot this short: the bars stay
            painter.save()
            painter.translate(6 * s, plot.center().y())
            painter.rotate(-90)
            rect = QRectF(-plot.height() / 2, 0, plot.height(), line)
            painter.setFont(title_font)
            painter.setPen(QColor(colour))
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)
            painter.restore()
            advance = metrics.horizontalAdvance(text)
            box = QRectF(6 * s, plot.center().y() - advance / 2, line, advance)
            where = QRectF(6 * s, plot.top(), line, plot.height())
            full = candidate if text != candidate else ""
            width = metrics.horizontalAdvance(full) if full else 0.0
            self.record_text(TextBox(text, box, where, full, width))

    def paint_moving(self, painter: QPainter) -> None:
        style = self.ui_style
        outline = QPen(QColor(style.theme.text), style.pen_width(1.0))
        outline.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(outline)
        # Bars are axis-aligned with edges on whole device pixels (``_bar_rect``): without
        # antialiasing they fill in half the time (~0.1 ms a chart per move). A bar the paint
        # does not reach (its outline included) is not drawn: it would paint no pixel.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        reach = style.pen_width(1.0) / 2 + 1
        region = self.paint_region
        vectors = draws_vectors(painter)  # an SVG or a PDF: every bar
        for i, (w, (_label, colour)) in enumerate(zip(self._weights, self._keys, strict=True)):
            bar = self._bar_rect(i, float(w))
            if vectors or region.intersects(
                bar.adjusted(-reach, -reach, reach, reach).toAlignedRect()
            ):
                painter.setBrush(QBrush(QColor(colour)))
                painter.drawRect(bar)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self._value_factor:
            painter.setFont(self._value_font)
            centre = int(Qt.AlignmentFlag.AlignCenter)
            for i, w in enumerate(self._weights):
                rect = self._value_rect(i, float(w))
                if not self.paint_region.intersects(rect.toAlignedRect()):
                    continue
                painter.setPen(QColor(style.theme.text))
                if self._upright:
                    # Turned a quarter left about its box's centre: read bottom to top.
                    painter.save()
                    painter.translate(rect.center())
                    painter.rotate(-90)
                    lying = QRectF(
                        -rect.height() / 2, -rect.width() / 2, rect.height(), rect.width()
                    )
                    painter.drawText(lying, centre, fmt(float(w), 2))
                    painter.restore()
                else:
                    painter.drawText(rect, centre, fmt(float(w), 2))
        if self._mark is not None and self._mark.key < len(self._keys):
            mark = self._mark
            pen = QPen(QColor(style.theme.accent), style.pen_width(3.0))
            if mark.dashed:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            lo, hi = self._x_to_px(mark.key - 0.42), self._x_to_px(mark.key + 0.42)
            top = self._y_to_px(mark.height)
            painter.drawRect(QRectF(lo, top, hi - lo, self._plot.bottom() - top))
            if mark.label:
                font = style.font(0.85, bold=True)
                painter.setFont(font)
                painter.setPen(QColor(style.theme.accent))
                painter.drawText(
                    self._mark_label_rect(mark, font), int(Qt.AlignmentFlag.AlignCenter), mark.label
                )

    def moving_texts(self) -> list[TextBox]:
        """The bars' numbers, each above its bar with the key's slot as its room."""
        if not self._value_factor:
            return []
        font = self._value_font
        boxes = []
        for i, w in enumerate(self._weights):
            text, rect = fmt(float(w), 2), self._value_rect(i, float(w))
            if self._upright:
                # The box is the turned ink: a line wide, the number's advance high.
                room = QRectF(
                    rect.center().x() - self._px_per_slot / 2,
                    rect.top(),
                    self._px_per_slot,
                    rect.height(),
                )
                boxes.append(TextBox(text, QRectF(rect), room))
            else:
                boxes.append(TextBox(text, text_box(rect, text, font), QRectF(rect)))
        return boxes


_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_TOP_CENTRE = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop


class WeightsRow(QWidget):
    """The two weight charts side by side: without scaling, and scaled by 1/√d."""

    def __init__(self, document: Document, style: Style) -> None:
        super().__init__()
        self.unscaled = WeightsChart(document, "unscaled", style)
        self.scaled = WeightsChart(document, "scaled", style)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.unscaled)
        layout.addWidget(self.scaled)

    def views(self) -> tuple[WeightsChart, WeightsChart]:
        return (self.unscaled, self.scaled)

    spoken_widgets = views  # each chart has its own accessible name

    def apply_style(self, style: Style) -> None:
        for chart in self.views():
            chart.apply_style(style)

    def redraw(self, result: SceneResult) -> None:
        for chart in self.views():
            chart.redraw(result)

    follow = follow_weightings  # the view model's weightings (app/common/panel_spec.py)

    def set_weightings(self, weightings: str) -> None:
        """Both charts, or ("unscaled", a lesson step before scaling) the unscaled one alone."""
        self.scaled.setVisible(weightings == "both")
        self.unscaled.set_weightings(weightings)


def _speak(view: WeightsChart, result: SceneResult, query: int, weightings: str) -> str:
    # Only the unscaled chart is left when the weightings are "unscaled": its name drops the
    # word "without scaling"; the scaled chart's name always says which weighting it is.
    shown = weightings if view.series == "unscaled" else "both"
    return spoken_texts.weights_text(result, query, view.series, shown)


SPEC = PanelSpec(
    "weights",
    QT_TRANSLATE_NOOP("Panels", "Weights"),
    WeightsRow,
    # The weights read well at 72 px a key (two charts, each key's "0.00" at 85% of the ticks'
    # size and the ticks shrunk with it) plus 110 for their axes: wider than their minimum from
    # 4 keys on.
    PanelRule(
        "weights",
        Region.COLUMN,
        360,
        150,
        1,
        grow=3,
        chart_decoration=62,
        wide_base=110,
        wide_per_key=72,
    ),
    file_position=2,
    speak=_speak,
)
