"""The 2-D canvas: the query as a ring, keys as dots in their value colour, arrows from the origin.

The canvas draws the scene from the document's result and turns gestures into intents (drag,
select, add, edit, delete). It never changes the scene itself and never pans or zooms.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from kino_core import SceneResult
from kino_core.scene import CANVAS_LIMIT

from .document import Document, Selection
from .theme import Style

VIEW_LIMIT = CANVAS_LIMIT + 0.25  # a margin so dots on the border are whole
KEY_SIZE_PX = 24
QUERY_SIZE_PX = 28


class _ArrowHead(QGraphicsPathItem):
    """A pixel-sized arrow head whose tip stops short of a handle, pointing away from the origin."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self._geometry = (0.0, 0.0, 0.0)

    def set_geometry(self, gap_px: float, length_px: float, width_px: float) -> None:
        if (gap_px, length_px, width_px) == self._geometry:
            return
        self._geometry = (gap_px, length_px, width_px)
        path = QPainterPath(QPointF(-gap_px, 0.0))
        path.lineTo(-gap_px - length_px, width_px / 2)
        path.lineTo(-gap_px - length_px * 0.75, 0.0)
        path.lineTo(-gap_px - length_px, -width_px / 2)
        path.closeSubpath()
        self.setPath(path)

    def point_at(self, x: float, y: float) -> None:
        self.setPos(x, y)
        # Screen y points down, so the on-screen angle is the negated maths angle.
        self.setRotation(-math.degrees(math.atan2(y, x)))


class HandlesItem(pg.ScatterPlotItem):
    """All draggable vectors in one scatter item, as in pyqtgraph's CustomGraphItem example."""

    def __init__(self, canvas: CanvasView) -> None:
        super().__init__(pxMode=True)
        self._canvas = canvas
        self._dragged: tuple[str, int] | None = None
        self._drag_offset = np.zeros(2)

    def _hit(self, pos: QPointF) -> tuple[str, int] | None:
        points = self.pointsAt(pos)
        if len(points) == 0:
            return None
        # Prefer the query when a key sits underneath it: the query is what lessons move.
        hits = sorted((p.data() for p in points), key=lambda d: d[0] != "query")
        return hits[0]

    def mouseDragEvent(self, ev) -> None:  # noqa: N802 - pyqtgraph's name
        if ev.button() != Qt.MouseButton.LeftButton:
            ev.ignore()
            return
        if ev.isStart():
            hit = self._hit(ev.buttonDownPos())
            if hit is None:
                ev.ignore()  # empty canvas: nothing to drag, and the view does not pan
                return
            self._dragged = hit
            kind, index = hit
            start = self._canvas.position_of(kind, index)
            self._drag_offset = np.array(start) - np.array(
                [ev.buttonDownPos().x(), ev.buttonDownPos().y()]
            )
            self._canvas.document.begin_drag(kind, index)
        elif self._dragged is None:
            ev.ignore()
            return
        kind, index = self._dragged
        x, y = np.array([ev.pos().x(), ev.pos().y()]) + self._drag_offset
        self._canvas.document.drag_to(kind, index, float(x), float(y))
        if ev.isFinish():
            self._dragged = None
            self._canvas.document.end_drag()
        ev.accept()

    def mouseClickEvent(self, ev) -> None:  # noqa: N802 - pyqtgraph's name
        hit = self._hit(ev.pos())
        if hit is None:
            ev.ignore()
            return
        kind, index = hit
        if ev.button() == Qt.MouseButton.LeftButton:
            if ev.double() and kind == "key":
                self._canvas.edit_key_requested.emit(index)
            else:
                self._canvas.document.select(kind, index)
            ev.accept()
        elif ev.button() == Qt.MouseButton.RightButton:
            self._canvas.document.select(kind, index)
            self._canvas.context_menu_requested.emit(kind, index, ev.screenPos())
            ev.accept()
        else:
            ev.ignore()


class CanvasView(pg.PlotWidget):
    """The square canvas [-3, 3]²; draws from the document's result, emits intents."""

    edit_key_requested = Signal(int)  # double-click on a key
    exact_entry_requested = Signal()  # Enter
    context_menu_requested = Signal(str, int, object)  # kind, index, QPointF on screen

    def __init__(self, document: Document, style: Style | None = None, parent=None) -> None:
        super().__init__(parent=parent)
        self.document = document
        self.ui_style = style or Style()
        self.redraws = 0  # counted for tests and benchmarks
        self.setToolTip(
            "The canvas: the first two coordinates of every vector.\n"
            "Drag the query (ring) or a key (dot). Double-click empty space to add a key,\n"
            "double-click a key to rename or recolour it, right-click a key for more.\n"
            "Keyboard: Tab selects, arrows move (Shift: fine), [ and ] turn the query,\n"
            "Enter types exact coordinates, Delete removes the selected key."
        )
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        plot = self.getPlotItem()
        plot.setMenuEnabled(False)
        plot.hideButtons()
        plot.hideAxis("left")
        plot.hideAxis("bottom")
        view = plot.getViewBox()
        view.setMouseEnabled(False, False)
        view.setMenuEnabled(False)
        view.setAspectLocked(True, 1.0)
        view.setRange(xRange=(-VIEW_LIMIT, VIEW_LIMIT), yRange=(-VIEW_LIMIT, VIEW_LIMIT), padding=0)
        view.disableAutoRange()
        self.view_box = view
        self.setMinimumSize(240, 240)

        self._grid = pg.PlotDataItem(connect="pairs")
        self._axes = pg.PlotDataItem(connect="pairs")
        self._border = pg.PlotDataItem()
        self._unit_circle = pg.PlotDataItem()
        for item in (self._grid, self._unit_circle, self._axes, self._border):
            plot.addItem(item)
        self._set_static_geometry()

        self._shafts: list[pg.PlotDataItem] = []
        self._heads: list[_ArrowHead] = []
        self._labels: list[pg.TextItem] = []
        self._selection_ring = pg.ScatterPlotItem(pxMode=True)
        self._selection_ring.setZValue(9)
        plot.addItem(self._selection_ring)
        self.handles = HandlesItem(self)
        self.handles.setZValue(10)
        plot.addItem(self.handles)
        self._entries: list[tuple[str, int]] = []

        plot.scene().sigMouseClicked.connect(self._scene_clicked)
        document.changed.connect(self.redraw)
        self.apply_style(self.ui_style)

    # -- geometry helpers --------------------------------------------------------------------
    def _set_static_geometry(self) -> None:
        ticks = np.arange(-3, 4, dtype=float)
        grid_x = np.repeat(ticks, 2)
        grid_y = np.tile([-CANVAS_LIMIT, CANVAS_LIMIT], len(ticks))
        self._grid.setData(np.concatenate([grid_x, grid_y]), np.concatenate([grid_y, grid_x]))
        self._axes.setData([-CANVAS_LIMIT, CANVAS_LIMIT, 0, 0], [0, 0, -CANVAS_LIMIT, CANVAS_LIMIT])
        limit = CANVAS_LIMIT
        self._border.setData(
            [-limit, limit, limit, -limit, -limit], [-limit, -limit, limit, limit, -limit]
        )
        angles = np.linspace(0, 2 * np.pi, 181)
        self._unit_circle.setData(np.cos(angles), np.sin(angles))

    def position_of(self, kind: str, index: int) -> tuple[float, float]:
        vectors = self.document.scene.queries if kind == "query" else self.document.scene.keys
        return vectors[index].x, vectors[index].y

    def data_to_viewport(self, x: float, y: float) -> QPoint:
        """Viewport pixel of a canvas point (what a test or a benchmark clicks)."""
        return self.mapFromScene(self.view_box.mapViewToScene(QPointF(x, y)))

    def viewport_to_data(self, point: QPoint) -> tuple[float, float]:
        mapped = self.view_box.mapSceneToView(self.mapToScene(point))
        return mapped.x(), mapped.y()

    # -- style -----------------------------------------------------------------------------
    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        theme = style.theme
        self.setBackground(theme.background)
        self._grid.setPen(pg.mkPen(theme.grid, width=style.pen_width(1.0)))
        self._axes.setPen(pg.mkPen(theme.axis, width=style.pen_width(1.2)))
        self._border.setPen(pg.mkPen(theme.axis, width=style.pen_width(1.2)))
        self._unit_circle.setPen(
            pg.mkPen(theme.axis, width=style.pen_width(1.0), style=Qt.PenStyle.DashLine)
        )
        self._rebuild_items()
        self.redraw(self.document.result)

    def _rebuild_items(self) -> None:
        """Create one shaft, head and label per vector (only when the count changes)."""
        plot = self.getPlotItem()
        scene = self.document.scene
        entries = [("query", i) for i in range(len(scene.queries))] + [
            ("key", i) for i in range(len(scene.keys))
        ]
        if entries == self._entries and self._labels:
            return
        for item in (*self._shafts, *self._heads, *self._labels):
            plot.removeItem(item)
        self._shafts, self._heads, self._labels = [], [], []
        for _ in entries:
            shaft = pg.PlotDataItem()
            shaft.setZValue(2)
            head = _ArrowHead()
            head.setZValue(3)
            label = pg.TextItem(anchor=(0.5, 0.5))
            label.setZValue(11)
            for item in (shaft, head, label):
                plot.addItem(item)
            self._shafts.append(shaft)
            self._heads.append(head)
            self._labels.append(label)
        self._entries = entries

    # -- drawing ---------------------------------------------------------------------------
    def redraw(self, result: SceneResult) -> None:
        self._rebuild_items()
        style, theme = self.ui_style, self.ui_style.theme
        scene = result.scene
        spots = []
        outline = QColor(theme.text)
        for slot, (kind, index) in enumerate(self._entries):
            if kind == "query":
                vector = scene.queries[index]
                colour = theme.query
                size = QUERY_SIZE_PX * style.scale
                spots.append(
                    {
                        "pos": (vector.x, vector.y),
                        "size": size,
                        "symbol": "o",
                        "pen": pg.mkPen(colour, width=style.pen_width(3.5)),
                        "brush": pg.mkBrush(theme.background),
                        "data": (kind, index),
                    }
                )
            else:
                vector = scene.keys[index]
                colour = vector.color
                size = KEY_SIZE_PX * style.scale
                spots.append(
                    {
                        "pos": (vector.x, vector.y),
                        "size": size,
                        "symbol": "o",
                        "pen": pg.mkPen(outline, width=style.pen_width(1.5)),
                        "brush": pg.mkBrush(colour),
                        "data": (kind, index),
                    }
                )
            width = style.pen_width(3.0 if kind == "query" else 2.2)
            self._shafts[slot].setData([0.0, vector.x], [0.0, vector.y])
            self._shafts[slot].setPen(pg.mkPen(colour, width=width))
            head = self._heads[slot]
            head.set_geometry(size / 2 + 1, 14 * style.scale, 11 * style.scale)
            head.setBrush(pg.mkBrush(colour))
            head.setPen(QPen(Qt.PenStyle.NoPen))
            head.point_at(vector.x, vector.y)
            head.setVisible(math.hypot(vector.x, vector.y) * self._pixels_per_unit() > size)
            self._place_label(self._labels[slot], vector.label, vector.x, vector.y, size, kind)
        self.handles.setData(spots)
        self._draw_selection(scene)
        self.redraws += 1

    def _pixels_per_unit(self) -> float:
        width = self.view_box.width() or 1.0
        return width / (2 * VIEW_LIMIT)

    def _place_label(
        self, label: pg.TextItem, text: str, x: float, y: float, size: float, kind: str
    ) -> None:
        theme = self.ui_style.theme
        label.setFont(self.ui_style.font(1.25, bold=True))
        label.setColor(QColor(theme.text))
        label.setText(text)
        # Outside the dot, away from the origin, so the label never sits on the arrow.
        length = math.hypot(x, y)
        ux, uy = (x / length, y / length) if length > 1e-9 else (0.7071, 0.7071)
        offset = (size / 2 + 6 * self.ui_style.scale) / max(self._pixels_per_unit(), 1e-6)
        label.setPos(x + ux * offset, y + uy * offset)
        label.setAnchor((0.5 - 0.5 * ux, 0.5 + 0.5 * uy))

    def _draw_selection(self, scene) -> None:
        selection: Selection = self.document.selection
        vectors = scene.queries if selection.kind == "query" else scene.keys
        if selection.index >= len(vectors):
            self._selection_ring.setData([])
            return
        vector = vectors[selection.index]
        base = QUERY_SIZE_PX if selection.kind == "query" else KEY_SIZE_PX
        self._selection_ring.setData(
            [
                {
                    "pos": (vector.x, vector.y),
                    "size": (base + 16) * self.ui_style.scale,
                    "symbol": "o",
                    "pen": pg.mkPen(self.ui_style.theme.accent, width=self.ui_style.pen_width(3.0)),
                    "brush": pg.mkBrush(None),
                }
            ]
        )

    def resizeEvent(self, ev) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(ev)
        if "handles" in self.__dict__:  # pyqtgraph resizes once before __init__ finishes
            self.redraw(self.document.result)  # label offsets are in pixels

    # -- gestures that are not drags ---------------------------------------------------------
    def _scene_clicked(self, ev) -> None:
        if ev.isAccepted() or ev.button() != Qt.MouseButton.LeftButton or not ev.double():
            return
        point = self.view_box.mapSceneToView(ev.scenePos())
        x, y = point.x(), point.y()
        if abs(x) > CANVAS_LIMIT or abs(y) > CANVAS_LIMIT:
            return
        if self.handles._hit(self.handles.mapFromScene(ev.scenePos())) is not None:
            return
        if ev.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.document.add_query(x, y)
        else:
            self.document.add_key(x, y)
        ev.accept()

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002, N802 - Qt's names
        return False  # Tab cycles the selected vector instead of leaving the canvas

    def keyPressEvent(self, ev: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        key = ev.key()
        fine = bool(ev.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        step = 0.01 if fine else 0.1
        moves = {
            Qt.Key.Key_Left: (-step, 0.0),
            Qt.Key.Key_Right: (step, 0.0),
            Qt.Key.Key_Up: (0.0, step),
            Qt.Key.Key_Down: (0.0, -step),
        }
        if key in moves:
            self.document.nudge_selected(*moves[key])
        elif key == Qt.Key.Key_Tab:
            self.document.cycle_selection(1)
        elif key == Qt.Key.Key_Backtab:
            self.document.cycle_selection(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.exact_entry_requested.emit()
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.document.delete_selected()
        else:
            super().keyPressEvent(ev)
            return
        ev.accept()
