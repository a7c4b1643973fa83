"""The link from the map to the rest of the window: the hovered (query, key) pair marked on the
canvas and on the key's bar in both charts.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
)

from app.canvas import KEY_SIZE_PX, QUERY_SIZE_PX, CanvasView
from app.common.theme import Style
from app.document import Document
from app.panels.attention_map.geometry import Pair
from app.panels.weights import PairMark, WeightsChart
from kino_core import SceneResult


class _Halo(QGraphicsEllipseItem):
    """A pixel-sized translucent disc behind a handle; never takes the mouse."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def set_radius(self, radius: float) -> None:
        self.setRect(-radius, -radius, 2 * radius, 2 * radius)


class PairHighlight(QObject):
    """Marks the pair hovered in the attention map: a halo on the query and on the key, their
    arrows traced thick on the canvas, and the key's bar outlined in both charts.

    The bars show the selected query. When the hovered row is that query the outline frames the
    bar; for another query it is dashed, at that query's weight, so the chart never shows a
    number that is not in the hovered cell.
    """

    def __init__(
        self,
        document: Document,
        canvas: CanvasView,
        charts: Sequence[WeightsChart],
        style: Style,
    ) -> None:
        super().__init__(canvas)
        self.document = document
        self.canvas = canvas
        self.charts = list(charts)
        self.ui_style = style
        self.pair: Pair | None = None
        plot = canvas.getPlotItem()
        self.query_halo = _Halo()
        self.key_halo = _Halo()
        self.arrows = QGraphicsPathItem()
        self.arrows.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.arrows.setZValue(1)  # under the arrows (2, 3), so they are traced, not covered
        for halo in (self.query_halo, self.key_halo):
            halo.setZValue(9.5)  # under the handles (10), over the arrows
        for item in (self.arrows, self.query_halo, self.key_halo):
            plot.addItem(item)
        # The bar outlines are drawn by the charts themselves (WeightsChart.set_pair_mark).
        document.changed.connect(self.refresh)
        self.apply_style(style)

    def set_pair(self, pair: Pair | None) -> None:
        self.pair = pair
        self.refresh(self.document.result)

    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        accent = QColor(style.theme.accent)
        glow = QColor(accent)
        glow.setAlphaF(0.35)
        pen = QPen(glow, style.pen_width(11.0))
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.arrows.setPen(pen)
        fill = QColor(accent)
        fill.setAlphaF(0.3)
        for halo, base in ((self.query_halo, QUERY_SIZE_PX), (self.key_halo, KEY_SIZE_PX)):
            halo.set_radius((base / 2 + 12) * style.scale)
            halo.setBrush(QBrush(fill))
            halo.setPen(QPen(accent, style.pen_width(2.5)))
        self.refresh(self.document.result)

    def refresh(self, result: SceneResult) -> None:
        scene = result.scene
        query, key = self.pair if self.pair is not None else (None, None)
        if query is not None and query >= len(scene.queries):
            query = None
        if key is not None and key >= len(scene.keys):
            key = None
        path = QPainterPath()
        for halo, vector in (
            (self.query_halo, scene.queries[query] if query is not None else None),
            (self.key_halo, scene.keys[key] if key is not None else None),
        ):
            halo.setVisible(vector is not None)
            if vector is not None:
                halo.setPos(vector.x, vector.y)
                path.moveTo(0.0, 0.0)
                path.lineTo(vector.x, vector.y)
        self.arrows.setPath(path)
        self.arrows.setVisible(not path.isEmpty())
        for chart in self.charts:
            if key is None:
                chart.set_pair_mark(None)
                continue
            row = self.document.selected_query if query is None else query
            weights = (
                result.weights_unscaled if chart.series == "unscaled" else result.weights_scaled
            )
            ghost = row != self.document.selected_query
            chart.set_pair_mark(
                PairMark(
                    key=key,
                    height=float(weights[row, key]),
                    dashed=ghost,
                    label=scene.queries[row].label if ghost else None,
                )
            )

    # -- what a test (or a screen reader) can ask ------------------------------------------------
    def canvas_marks(self) -> dict[str, tuple[float, float] | None]:
        """Where the halos are (canvas coordinates), None where hidden. A read-out for tests."""
        return {
            name: (halo.pos().x(), halo.pos().y()) if halo.isVisible() else None
            for name, halo in (("query", self.query_halo), ("key", self.key_halo))
        }

    def bar_mark(self, series: str) -> tuple[float, float, bool] | None:
        """(x of the bar, height, solid) of the outline in a chart, None where hidden.
        A read-out for tests."""
        mark = self._chart(series).pair_mark()
        if mark is None:
            return None
        return float(mark.key), mark.height, not mark.dashed

    def bar_label(self, series: str) -> str | None:
        """The query named over a dashed outline in a chart, None where there is none.
        A read-out for tests."""
        mark = self._chart(series).pair_mark()
        return mark.label if mark is not None else None

    def _chart(self, series: str) -> WeightsChart:
        return next(chart for chart in self.charts if chart.series == series)
