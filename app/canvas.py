"""The 2-D canvas: the query as a ring, keys as dots in their value colour, arrows from the origin.

The canvas draws the scene from the document's result and turns gestures into intents (drag,
select, add, edit, delete). It never changes the scene itself and never pans or zooms.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
)

from app.common.theme import Style
from app.document import Document
from kino_core import SceneResult
from kino_core.scene import CANVAS_LIMIT, vector_position, vectors_of

VIEW_LIMIT = CANVAS_LIMIT + 0.25  # a margin so dots on the border are whole
KEY_SIZE_PX = 24
QUERY_SIZE_PX = 28
GRAB_MARGIN_PX = 8  # a press this close to a dot's edge still grabs it (projector hands shake)


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


class VectorHandle(pg.GraphicsObject):
    """One vector's dot (key) or ring (query), pixel-sized whatever the zoom.

    It only draws. Gestures are the canvas's: Qt's own hit test misjudges items that ignore
    the view's transformations (a press 8 px from the centre of a 28 px ring missed it), so
    the canvas finds the vector under the mouse by pixel distance instead (``vector_at``).
    """

    def __init__(self, kind: str, index: int) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.kind = kind
        self.index = index
        self.radius = 10.0
        self.pen = QPen()
        self.brush = QBrush()

    def set_look(self, radius: float, pen: QPen, brush: QBrush) -> None:
        if radius != self.radius:
            self.prepareGeometryChange()
            self.radius = radius
        self.pen, self.brush = pen, brush
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        extent = self.radius + self.pen.widthF() + 2
        return QRectF(-extent, -extent, 2 * extent, 2 * extent)

    def paint(self, painter, *_args) -> None:
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        painter.setPen(self.pen)
        painter.setBrush(self.brush)
        painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)


class _Ring(QGraphicsEllipseItem):
    """A pixel-sized ring (the selection mark) that only moves during a drag."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setBrush(QBrush(Qt.BrushStyle.NoBrush))

    def set_radius(self, radius: float) -> None:
        self.setRect(-radius, -radius, 2 * radius, 2 * radius)


class CanvasView(pg.PlotWidget):
    """The square canvas [-3, 3]²; draws from the document's result, emits intents."""

    edit_key_requested = Signal(int)  # double-click on a key
    edit_query_requested = Signal(int)  # double-click on a query
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
            "double-click a key to rename or recolour it, a query to rename it;\n"
            "right-click a vector for more.\n"
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

        self._shafts: list[QGraphicsLineItem] = []
        self._heads: list[_ArrowHead] = []
        self._labels: list[pg.TextItem] = []
        self.handles: list[VectorHandle] = []
        self.selection_ring = _Ring()
        self.selection_ring.setZValue(9)
        plot.addItem(self.selection_ring)
        self._entries: list[tuple[str, int]] = []
        # What the last redraw styled (colours, labels, selection, style): when only positions
        # change, as on every step of a drag, the redraw moves items and restyles nothing.
        self._look_key: tuple | None = None

        # The view box is under every point of the canvas, so pyqtgraph offers it every drag
        # and click; these decide whether a vector is meant (see vector_at).
        view.mouseDragEvent = self._drag_event
        view.mouseClickEvent = self._click_event
        self._dragging: tuple[str, int] | None = None
        self._drag_offset = (0.0, 0.0)
        document.changed.connect(self.redraw)
        self.apply_style(self.ui_style)

    # -- overlays (other modes' items on the canvas, e.g. Learn mode's ghosts) ---------------
    def add_overlay(self, item) -> None:
        """Draw a pyqtgraph item in canvas coordinates; it takes no part in gestures."""
        self.getPlotItem().addItem(item)

    def remove_overlay(self, item) -> None:
        self.getPlotItem().removeItem(item)

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
        return vector_position(self.document.scene, kind, index)

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
        self._grid.setPen(pg.mkPen(theme.grid, width=style.line_width(1.0)))
        self._axes.setPen(pg.mkPen(theme.axis, width=style.line_width(1.2)))
        self._border.setPen(pg.mkPen(theme.axis, width=style.line_width(1.2)))
        self._unit_circle.setPen(
            pg.mkPen(theme.axis, width=style.line_width(1.0), style=Qt.PenStyle.DashLine)
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
        for item in (*self._shafts, *self._heads, *self._labels, *self.handles):
            plot.removeItem(item)
        self._shafts, self._heads, self._labels, self.handles = [], [], [], []
        for kind, index in entries:
            shaft = QGraphicsLineItem()
            shaft.setZValue(2)
            head = _ArrowHead()
            head.setZValue(3)
            label = pg.TextItem(anchor=(0.5, 0.5))
            label.setZValue(11)
            handle = VectorHandle(kind, index)
            handle.setZValue(10 if kind == "key" else 10.5)  # the query is grabbed first
            for item in (shaft, head, label, handle):
                plot.addItem(item)
            self._shafts.append(shaft)
            self._heads.append(head)
            self._labels.append(label)
            self.handles.append(handle)
        self._entries = entries
        self._look_key = None

    # -- drawing ---------------------------------------------------------------------------
    def redraw(self, result: SceneResult) -> None:
        self._rebuild_items()
        scene = result.scene
        selection = self.document.selection
        look_key = (
            self.ui_style,
            tuple(q.label for q in scene.queries),
            tuple((k.label, k.color) for k in scene.keys),
            selection,
        )
        if look_key != self._look_key:
            self._restyle(scene)
            self._look_key = look_key
        ppu = self._pixels_per_unit()
        for slot, (kind, index) in enumerate(self._entries):
            x, y = vector_position(scene, kind, index)
            handle = self.handles[slot]
            handle.setPos(x, y)
            self._shafts[slot].setLine(0.0, 0.0, x, y)
            head = self._heads[slot]
            head.point_at(x, y)
            head.setVisible(math.hypot(x, y) * ppu > 2 * handle.radius + 4)
            # Clear of the selection ring too, which is wider than the dot it marks.
            clearance = (
                self.selection_ring.rect().width() / 2
                if (kind, index) == (selection.kind, selection.index)
                else handle.radius
            )
            self._place_label(self._labels[slot], x, y, clearance, ppu)
        vectors = vectors_of(scene, selection.kind)
        if selection.index < len(vectors):
            selected = vectors[selection.index]
            self.selection_ring.setPos(selected.x, selected.y)
        self.redraws += 1

    def _restyle(self, scene) -> None:
        """Pens, brushes, sizes, fonts and label texts: only when they change."""
        style, theme = self.ui_style, self.ui_style.theme
        outline = QPen(QColor(theme.text), style.pen_width(1.5))
        label_font = style.font(1.25, bold=True)
        for slot, (kind, index) in enumerate(self._entries):
            if kind == "query":
                vector = scene.queries[index]
                colour = theme.query
                radius = QUERY_SIZE_PX * style.scale / 2
                pen = QPen(QColor(colour), style.pen_width(3.5))
                brush = QBrush(QColor(theme.background))
                width = style.line_width(3.0)
            else:
                vector = scene.keys[index]
                colour = vector.color
                radius = KEY_SIZE_PX * style.scale / 2
                pen, brush = outline, QBrush(QColor(colour))
                width = style.line_width(2.2)
            self.handles[slot].set_look(radius, pen, brush)
            shaft_pen = QPen(QColor(colour), width)
            shaft_pen.setCosmetic(True)
            shaft_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            self._shafts[slot].setPen(shaft_pen)
            head = self._heads[slot]
            head.set_geometry(radius + 1, 14 * style.scale, 11 * style.scale)
            head.setBrush(QBrush(QColor(colour)))
            head.setPen(QPen(Qt.PenStyle.NoPen))
            label = self._labels[slot]
            label.setFont(label_font)
            label.setColor(QColor(theme.text))
            label.setText(vector.label)
        selection = self.document.selection
        base = QUERY_SIZE_PX if selection.kind == "query" else KEY_SIZE_PX
        self.selection_ring.set_radius((base + 16) * style.scale / 2)
        ring_pen = QPen(QColor(theme.accent), style.pen_width(3.0))
        self.selection_ring.setPen(ring_pen)

    def _pixels_per_unit(self) -> float:
        width = self.view_box.width() or 1.0
        return width / (2 * VIEW_LIMIT)

    def _place_label(
        self, label: pg.TextItem, x: float, y: float, radius: float, ppu: float
    ) -> None:
        # Outside the dot, away from the origin, so the label never sits on the arrow.
        length = math.hypot(x, y)
        ux, uy = (x / length, y / length) if length > 1e-9 else (0.7071, 0.7071)
        offset = (radius + 6 * self.ui_style.scale) / max(ppu, 1e-6)
        label.setPos(x + ux * offset, y + uy * offset)
        label.setAnchor((0.5 - 0.5 * ux, 0.5 + 0.5 * uy))

    def resizeEvent(self, ev) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(ev)
        if "handles" in self.__dict__:  # pyqtgraph resizes once before __init__ finishes
            self.redraw(self.document.result)  # label offsets are in pixels

    # -- gestures -------------------------------------------------------------------------------
    def vector_at(self, scene_pos: QPointF) -> tuple[str, int] | None:
        """The vector a press at ``scene_pos`` means: one whose dot is under it (the query
        first, as lessons move it most), else the nearest within a few pixels of its edge."""
        on_dot, near = [], []
        for handle in self.handles:
            centre = self.view_box.mapViewToScene(handle.pos())
            distance = math.hypot(centre.x() - scene_pos.x(), centre.y() - scene_pos.y())
            target = (handle.kind, handle.index)
            if distance <= handle.radius + 2 * self.ui_style.scale:
                on_dot.append((handle.kind != "query", distance, target))
            elif distance <= handle.radius + GRAB_MARGIN_PX * self.ui_style.scale:
                near.append((distance, target))
        if on_dot:
            return min(on_dot)[2]
        return min(near)[1] if near else None

    def _view_point(self, scene_pos: QPointF) -> tuple[float, float]:
        point = self.view_box.mapSceneToView(scene_pos)
        return point.x(), point.y()

    def _drag_event(self, ev) -> None:
        if ev.button() != Qt.MouseButton.LeftButton:
            ev.ignore()
            return
        if ev.isStart():
            hit = self.vector_at(ev.buttonDownScenePos())
            if hit is None:
                ev.ignore()  # empty canvas: nothing to drag, and the view does not pan
                return
            self._dragging = hit
            x0, y0 = self.position_of(*hit)
            down_x, down_y = self._view_point(ev.buttonDownScenePos())
            self._drag_offset = (x0 - down_x, y0 - down_y)
            self.document.begin_drag(*hit)
        elif self._dragging is None:
            ev.ignore()
            return
        kind, index = self._dragging
        x, y = self._view_point(ev.scenePos())
        self.document.drag_to(kind, index, x + self._drag_offset[0], y + self._drag_offset[1])
        if ev.isFinish():
            self._dragging = None
            self.document.end_drag()
        ev.accept()

    def _click_event(self, ev) -> None:
        hit = self.vector_at(ev.scenePos())
        left = ev.button() == Qt.MouseButton.LeftButton
        if hit is None:
            if left and ev.double():
                self._add_at(ev)
            else:
                ev.ignore()
            return
        kind, index = hit
        if left:
            if ev.double() and kind == "key":
                self.edit_key_requested.emit(index)
            elif ev.double():
                self.edit_query_requested.emit(index)
            else:
                self.document.select(kind, index)
            ev.accept()
        elif ev.button() == Qt.MouseButton.RightButton:
            self.document.select(kind, index)
            self.context_menu_requested.emit(kind, index, ev.screenPos())
            ev.accept()
        else:
            ev.ignore()

    def _add_at(self, ev) -> None:
        """Double-click on empty canvas adds a key there (Shift: a query)."""
        x, y = self._view_point(ev.scenePos())
        if abs(x) > CANVAS_LIMIT or abs(y) > CANVAS_LIMIT:
            ev.ignore()
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
