"""Saturation against d: the expected largest weight for random keys, with the scene marked."""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg

from app.common.theme import Style, edge_label_room, fit_title_row, unit_ticks
from app.document import Document
from kino_core import SceneResult, saturation_curve


class SaturationPlot(pg.PlotWidget):
    """Two Monte Carlo curves (unscaled, scaled) on a log-d axis and the scene's values at its d."""

    def __init__(self, document: Document, style: Style, parent=None) -> None:
        super().__init__(parent=parent)
        self.document = document
        self.ui_style = style
        self._curve_keys: int | None = None
        self.setToolTip(
            "The curves: the largest weight averaged over random queries and keys (this many\n"
            "keys) with N(0, 1) entries, against d (Monte Carlo, 4,000 trials per d). Without\n"
            "scaling the largest weight climbs to 1 (saturation); scaled by 1/√d it stays flat.\n"
            "The dots: this scene's own largest weights at its d (its vectors, not an average)."
        )
        plot = self.getPlotItem()
        plot.setMenuEnabled(False)
        plot.hideButtons()
        plot.setMouseEnabled(False, False)
        plot.getViewBox().setMenuEnabled(False)
        plot.setLogMode(x=True, y=False)
        plot.setXRange(math.log10(2), math.log10(4096), padding=0.06)
        plot.setYRange(0, 1.02, padding=0)
        plot.disableAutoRange()
        # The scene's markers sit on the curves, up to y = 1: let them show whole at the top.
        view = plot.getViewBox()
        view.setFlag(view.GraphicsItemFlag.ItemClipsChildrenToShape, False)
        view.sigResized.connect(self._fit_ticks)
        plot.getAxis("bottom").setTicks(
            [[(math.log10(2**p), str(2**p)) for p in (1, 3, 5, 7, 9, 12)]]
        )
        plot.getAxis("left").setTicks([[(v, f"{v:g}") for v in (0, 0.25, 0.5, 0.75, 1.0)]])
        self.curve_unscaled = pg.PlotDataItem()
        self.curve_scaled = pg.PlotDataItem()
        self.marker_unscaled = pg.ScatterPlotItem()
        self.marker_scaled = pg.ScatterPlotItem()
        self.d_line = pg.InfiniteLine(angle=90, movable=False)
        # Legends sit just under their curves at the right end, where the curves are flat.
        self.legend_unscaled = pg.TextItem("without scaling", anchor=(1, 0))
        self.legend_scaled = pg.TextItem("scaled by 1/√d", anchor=(1, 0))
        self.legend_unscaled.setPos(math.log10(4096), 0.95)
        self.legend_scaled.setPos(math.log10(4096), 0.47)
        for item in (
            self.legend_unscaled,
            self.legend_scaled,
            self.d_line,
            self.curve_unscaled,
            self.curve_scaled,
            self.marker_unscaled,
            self.marker_scaled,
        ):
            plot.addItem(item)
        self.setMinimumSize(160, 110)
        document.changed.connect(self.redraw)
        self.apply_style(style)

    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        theme = style.theme
        self.setBackground(theme.background)
        plot = self.getPlotItem()
        plot.setTitle(
            "saturation: expected largest weight vs d",
            color=theme.text,
            size=f"{style.points(1.0):.0f}pt",
        )
        fit_title_row(plot, style, 1.0)
        for name in ("left", "bottom"):
            axis = plot.getAxis(name)
            axis.setTickFont(style.font(0.9))
            axis.setPen(pg.mkPen(theme.axis, width=style.line_width(1.0)))
            axis.setTextPen(pg.mkPen(theme.text))
        plot.getAxis("left").setWidth(int(36 * style.scale))
        plot.getAxis("left").setStyle(hideOverlappingLabels=edge_label_room(style, 0.9))
        self.curve_unscaled.setPen(pg.mkPen(theme.unscaled, width=style.line_width(2.5)))
        self.curve_scaled.setPen(pg.mkPen(theme.scaled, width=style.line_width(2.5)))
        self.d_line.setPen(
            pg.mkPen(theme.axis, width=style.line_width(1.0), style=pg.QtCore.Qt.PenStyle.DashLine)
        )
        for legend, colour in (
            (self.legend_unscaled, theme.unscaled),
            (self.legend_scaled, theme.scaled),
        ):
            legend.setColor(colour)
            legend.setFont(style.font(0.9, bold=True))
        for marker, colour in (
            (self.marker_unscaled, theme.unscaled),
            (self.marker_scaled, theme.scaled),
        ):
            marker.setSymbol("o")
            marker.setSize(12 * style.scale)
            marker.setBrush(pg.mkBrush(colour))
            marker.setPen(pg.mkPen(theme.background, width=style.line_width(1.5)))
        self._ticks = None  # the tick font changed: choose the ticks again
        self._fit_ticks()
        self.redraw(self.document.result)

    def _fit_ticks(self, *_args) -> None:
        height = self.getPlotItem().getViewBox().height()
        ticks = unit_ticks(height, self.ui_style, 0.9)
        if ticks != getattr(self, "_ticks", None):
            self._ticks = ticks
            self.getPlotItem().getAxis("left").setTicks([ticks])

    def set_weightings(self, weightings: str) -> None:
        """Show the scaled curve, dot and legend only with weightings "both"."""
        shown = weightings == "both"
        for item in (self.curve_scaled, self.marker_scaled, self.legend_scaled):
            item.setVisible(shown)

    def load_curves(self, n_keys: int) -> None:
        """Compute (or fetch from the cache) the curves for n_keys; called after start-up."""
        curve = saturation_curve(n_keys)
        self.curve_unscaled.setData(curve.dims.astype(float), curve.max_unscaled)
        self.curve_scaled.setData(curve.dims.astype(float), curve.max_scaled)
        # Each legend just under the right end of its own curve, where the curves are flat,
        # so a label never sits on a line whatever the number of keys.
        right = math.log10(4096)
        self.legend_unscaled.setPos(right, float(curve.max_unscaled[-1]) - 0.03)
        self.legend_scaled.setPos(right, float(curve.max_scaled[-1]) - 0.03)
        self._curve_keys = n_keys

    def redraw(self, result: SceneResult) -> None:
        scene = result.scene
        query = self.document.selected_query
        if self._curve_keys is not None and self._curve_keys != len(scene.keys):
            self.load_curves(len(scene.keys))
        # Scatter items do not follow the plot's log mode: place them at log10(d) directly.
        x = np.array([math.log10(scene.d)])
        self.marker_unscaled.setData(x=x, y=[float(result.weights_unscaled[query].max())])
        self.marker_scaled.setData(x=x, y=[float(result.weights_scaled[query].max())])
        self.d_line.setValue(math.log10(scene.d))
