"""Bar charts of the softmax weights: one without scaling, one scaled by 1/√d."""

from __future__ import annotations

from typing import Literal

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QColor, QFontMetricsF

from app.common.formatting import SERIES_WORDS, fmt, series_heading
from app.common.theme import Style, edge_label_room, fit_title_row, readable_text_on, unit_ticks
from app.document import Document
from kino_core import SceneResult

Series = Literal["unscaled", "scaled"]

TITLES = {series: series_heading("weights", series) for series in SERIES_WORDS}
SHORT_TITLES = SERIES_WORDS
TOOLTIPS = {
    "unscaled": "α = softmax(q·k) — the weight on each key, without scaling.\n"
    "Bars sum to 1. In high d the scores spread like √d and one bar takes everything.",
    "scaled": "α = softmax(q·k / √d) — the weight on each key with the lesson's scaling.\n"
    "Dividing by √d brings the scores' variance back to about 1, so softmax stays soft.",
}


class WeightsChart(pg.PlotWidget):
    """One bar per key in the key's colour, labelled, with its weight printed; y fixed to [0, 1]."""

    def __init__(self, document: Document, series: Series, style: Style, parent=None) -> None:
        super().__init__(parent=parent)
        self.document = document
        self.series = series
        self.ui_style = style
        self.redraws = 0
        self.setToolTip(TOOLTIPS[series])
        plot = self.getPlotItem()
        plot.setMenuEnabled(False)
        plot.hideButtons()
        plot.setMouseEnabled(False, False)
        plot.getViewBox().setMenuEnabled(False)
        plot.setYRange(0, 1.0, padding=0)
        plot.disableAutoRange()
        plot.getViewBox().sigResized.connect(self._fit_ticks)
        plot.getAxis("left").setTicks([[(v, f"{v:g}") for v in (0, 0.25, 0.5, 0.75, 1.0)]])
        self.bars = pg.BarGraphItem(x=[0], height=[0], width=0.7)
        plot.addItem(self.bars)
        self._value_labels: list[pg.TextItem] = []
        self._title = ""
        self._look: tuple | None = None
        self._brushes: list = []
        self._pens: list = []
        self.setMinimumSize(160, 120)
        # The view box knows its final width only after the plot's own layout has run.
        plot.getViewBox().sigResized.connect(self._fit_value_font)
        document.changed.connect(self.redraw)
        self.apply_style(style)

    def heights(self) -> np.ndarray:
        """The bar heights as drawn (what a student sees)."""
        return np.asarray(self.bars.opts["height"], dtype=float)

    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        theme = style.theme
        self.setBackground(theme.background)
        plot = self.getPlotItem()
        self._title = ""
        for name in ("left", "bottom"):
            axis = plot.getAxis(name)
            axis.setTickFont(style.font(1.0))
            axis.setPen(pg.mkPen(theme.axis, width=style.line_width(1.0)))
            axis.setTextPen(pg.mkPen(theme.text))
        plot.getAxis("left").setWidth(int(42 * style.scale))
        plot.getAxis("left").setStyle(hideOverlappingLabels=edge_label_room(style, 1.0))
        plot.getAxis("bottom").setHeight(int(30 * style.scale))
        # Remove the old labels from the plot, or they stay on screen at the old size.
        for label in self._value_labels:
            plot.removeItem(label)
        self._value_labels = []
        self._look = None
        self._ticks = None  # the tick font changed: choose the ticks again
        self._fit_ticks()
        self.redraw(self.document.result)

    def _fit_ticks(self, *_args) -> None:
        height = self.getPlotItem().getViewBox().height()
        ticks = unit_ticks(height, self.ui_style, 1.0)
        if ticks != getattr(self, "_ticks", None):
            self._ticks = ticks
            self.getPlotItem().getAxis("left").setTicks([ticks])

    def title_text(self, result: SceneResult) -> str:
        """The chart's title; with several queries it names the one the bars show. The longest
        form that fits is used: a title wider than the chart would push the bars out of view."""
        queries = result.scene.queries
        full, short = TITLES[self.series], SHORT_TITLES[self.series]
        candidates = [full, short]
        if len(queries) > 1:
            label = queries[self.document.selected_query].label
            candidates = [f"{label} — {full}", f"{label} — {short}", label]
        room = self.width() - self.getPlotItem().getAxis("left").width() - 16
        metrics = QFontMetricsF(self.ui_style.font(1.1))
        return next((c for c in candidates if metrics.horizontalAdvance(c) <= room), candidates[-1])

    def _update_title(self, result: SceneResult) -> None:
        title = self.title_text(result)
        if title != self._title:
            theme = self.ui_style.theme
            self.getPlotItem().setTitle(
                title,
                color=theme.unscaled if self.series == "unscaled" else theme.scaled,
                size=f"{self.ui_style.points(1.1):.0f}pt",
            )
            fit_title_row(self.getPlotItem(), self.ui_style, 1.1)
            self._title = title

    def resizeEvent(self, ev) -> None:  # noqa: N802 - Qt's name
        # The title first: the plot is laid out by super(), and a title chosen for the old,
        # wider size would keep the plot wider than the view (bars cut off at the right).
        if "_title" in self.__dict__:  # pyqtgraph resizes once before __init__ finishes
            self._update_title(self.document.result)
        super().resizeEvent(ev)

    def redraw(self, result: SceneResult) -> None:
        self._update_title(result)
        query = self.document.selected_query
        weights = (result.weights_unscaled if self.series == "unscaled" else result.weights_scaled)[
            query
        ]
        keys = result.scene.keys
        n = len(keys)
        x = np.arange(n, dtype=float)
        # Colours, labels and fonts change rarely; during a drag only heights and numbers do.
        look = (self.ui_style, tuple((k.label, k.color) for k in keys))
        if look != self._look:
            self._look = look
            self._brushes = [pg.mkBrush(k.color) for k in keys]
            self._pens = [
                pg.mkPen(self.ui_style.theme.text, width=self.ui_style.line_width(1.0))
            ] * n
            plot = self.getPlotItem()
            plot.setXRange(-0.6, max(n - 0.4, 3.4), padding=0)
            plot.getAxis("bottom").setTicks([[(i, k.label) for i, k in enumerate(keys)]])
            self._sync_value_labels(n)
        self.bars.setOpts(x=x, height=weights, width=0.7, brushes=self._brushes, pens=self._pens)
        for label, xi, w, key in zip(self._value_labels, x, weights, keys, strict=True):
            label.setText(fmt(float(w), 2))
            # Inside a tall bar, above a short one, so the number never leaves the plot.
            inside = bool(w > 0.82)
            if label.inside != inside:
                label.inside = inside
                label.setColor(
                    QColor(readable_text_on(key.color) if inside else self.ui_style.theme.text)
                )
                label.setAnchor((0.5, 0.0 if inside else 1.0))
            label.setPos(xi, w - 0.02 if inside else w + 0.02)
        self.redraws += 1

    def _sync_value_labels(self, n: int) -> None:
        plot = self.getPlotItem()
        while len(self._value_labels) > n:
            plot.removeItem(self._value_labels.pop())
        while len(self._value_labels) < n:
            label = pg.TextItem(anchor=(0.5, 1.0))
            plot.addItem(label)
            self._value_labels.append(label)
        for label in self._value_labels:
            label.inside = None  # colour and anchor are set by the next redraw
        self._value_font_factor = -1.0  # not chosen yet (None means "numbers hidden")
        self._fit_value_font()

    def _fit_value_font(self, *_args) -> None:
        """The largest font at which "0.00" fits over its bar; none if even a small one does not.

        Numbers that run into each other ("0.000.00") are worse than none: the bar heights and
        the tooltip still tell the value.
        """
        n = len(self._value_labels)
        if n == 0:
            return
        span = max(n - 0.4, 3.4) + 0.6
        bar_pixels = self.getPlotItem().getViewBox().width() / span
        factor = next(
            (
                f
                for f in (0.95, 0.85, 0.75, 0.65)
                if QFontMetricsF(self.ui_style.font(f, bold=True)).horizontalAdvance("0.00")
                <= 0.95 * bar_pixels
            ),
            None,
        )
        if factor == getattr(self, "_value_font_factor", -1.0):
            return
        self._value_font_factor = factor
        font = self.ui_style.font(factor or 0.65, bold=True)
        for label in self._value_labels:
            label.setFont(font)
            label.setVisible(factor is not None)

    def value_texts(self) -> list[str]:
        return [label.toPlainText() for label in self._value_labels]
