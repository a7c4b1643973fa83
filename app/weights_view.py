"""Bar charts of the softmax weights: one without scaling, one scaled by 1/√d."""

from __future__ import annotations

from typing import Literal

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QColor, QFontMetricsF

from kino_core import SceneResult

from .document import Document
from .numbers import fmt
from .theme import Style, edge_label_room, fit_title_row, readable_text_on, unit_ticks

Series = Literal["unscaled", "scaled"]

TITLES = {"unscaled": "weights, without scaling", "scaled": "weights, scaled by 1/√d"}
SHORT_TITLES = {"unscaled": "without scaling", "scaled": "scaled by 1/√d"}
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
        self.setMinimumSize(160, 120)
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
            axis.setPen(pg.mkPen(theme.axis, width=style.pen_width(1.0)))
            axis.setTextPen(pg.mkPen(theme.text))
        plot.getAxis("left").setWidth(int(42 * style.scale))
        plot.getAxis("left").setStyle(hideOverlappingLabels=edge_label_room(style, 1.0))
        plot.getAxis("bottom").setHeight(int(30 * style.scale))
        # Remove the old labels from the plot, or they stay on screen at the old size.
        for label in self._value_labels:
            plot.removeItem(label)
        self._value_labels = []
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
        self.bars.setOpts(
            x=x,
            height=weights,
            width=0.7,
            brushes=[pg.mkBrush(k.color) for k in keys],
            pens=[pg.mkPen(self.ui_style.theme.text, width=self.ui_style.pen_width(1.0))] * n,
        )
        plot = self.getPlotItem()
        plot.setXRange(-0.6, max(n - 0.4, 3.4), padding=0)
        plot.getAxis("bottom").setTicks([[(i, k.label) for i, k in enumerate(keys)]])
        self._sync_value_labels(n)
        for label, xi, w, key in zip(self._value_labels, x, weights, keys, strict=True):
            label.setText(fmt(float(w), 2))
            # Inside a tall bar, above a short one, so the number never leaves the plot.
            inside = w > 0.82
            label.setColor(
                QColor(readable_text_on(key.color) if inside else self.ui_style.theme.text)
            )
            label.setPos(xi, w - 0.02 if inside else w + 0.02)
            label.setAnchor((0.5, 0.0 if inside else 1.0))
        self.redraws += 1

    def _sync_value_labels(self, n: int) -> None:
        plot = self.getPlotItem()
        while len(self._value_labels) > n:
            plot.removeItem(self._value_labels.pop())
        while len(self._value_labels) < n:
            label = pg.TextItem(anchor=(0.5, 1.0))
            plot.addItem(label)
            self._value_labels.append(label)
        font = self.ui_style.font(0.95 if n <= 6 else 0.8, bold=True)
        for label in self._value_labels:
            label.setFont(font)

    def value_texts(self) -> list[str]:
        return [label.toPlainText() for label in self._value_labels]
