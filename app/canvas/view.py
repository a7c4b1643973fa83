"""The 2-D canvas: the query as a ring, keys as dots in their value colour, arrows from the origin.

The canvas draws the scene from the document's result and turns gestures into intents (drag,
select, add, edit, delete). It never changes the scene itself and never pans or zooms.
"""

from __future__ import annotations

import math
import time

import pyqtgraph as pg
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsLineItem,
    QGraphicsView,
)

from app.canvas.background import paint_grid
from app.canvas.items import ArrowHead, Label, Ring, VectorHandle
from app.canvas.labels import (
    LabelRoom,
    Placement,
    arrange_labels,
    dot_boxes,
    head_box,
    place_beside,
)
from app.common.i18n import on_language_change, translate
from app.common.painted import TextBox, blit, draws_vectors
from app.common.plain_text import set_tooltip
from app.common.theme import Style, casing_colour
from app.document import Document
from kino_core import SceneResult
from kino_core.scene import CANVAS_LIMIT, vector_position, vectors_of

VIEW_LIMIT = CANVAS_LIMIT + 0.25  # the smallest margin; the frame grows it to fit the ring
KEY_SIZE_PX = 24
QUERY_SIZE_PX = 28
LABEL_FACTOR = 1.25  # the labels' font, relative to the UI font
# A label with no free place at its size tries again this much smaller (in the place left by
# the others) before it is left out: on a crowded canvas (8 queries x 12 keys at 200%) a
# smaller name beside its dot reads better than none.
SMALL_LABEL_SHARE = 0.7
# ... and, where even that leaves some out, every label at this share: on 8 queries x 12 keys
# at 200% on a 960 x 540 screen a row of keys 17 px apart has room for its names only in two
# rows of this size above it (at 200% still larger than a 100% window's text).
TINY_LABEL_SHARE = 0.45
DOT_SHARE = 0.4  # a key's dot is at most this many canvas units across (see _dot_scale)
GRAB_MARGIN_PX = 8  # a press this close to a dot's edge still grabs it (projector hands shake)


class CanvasView(pg.PlotWidget):
    """The square canvas [-3, 3]²; draws from the document's result, emits intents."""

    edit_key_requested = Signal(int)  # double-click on a key
    edit_query_requested = Signal(int)  # double-click on a query
    exact_entry_requested = Signal()  # Enter
    context_menu_requested = Signal(str, int, object)  # kind, index, QPointF on screen
    # The labels were placed again (a move, a resize): overlays with labels of their own
    # (Learn's ghost names) place theirs around them (place_overlay_label).
    labels_placed = Signal()

    def __init__(self, document: Document, style: Style | None = None, parent=None) -> None:
        super().__init__(parent=parent)
        self.document = document
        self.ui_style = style or Style()
        self.redraws = 0  # counted for tests and benchmarks
        self._set_tooltip()
        on_language_change(self, self._set_tooltip)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # A move dirties a few separate boxes (the arrow's old and new extent, its dot, label
        # and ring); repainting their bounding box under one rectangular clip costs less than
        # pyqtgraph's minimal region (measured ~15% less canvas paint per move): Qt's fast
        # paths for copies and strokes need a rectangular clip.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        # drawBackground copies kino's own cached layer (and draws it as lines into an SVG);
        # pyqtgraph's CacheBackground would put a second bitmap cache in front of it, which
        # an SVG export then embedded as one big image of the grid.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
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
        self.view_limit = VIEW_LIMIT
        view.sigResized.connect(self._view_resized)
        self.setMinimumSize(240, 240)

        # Grid, axes, border and unit circle never move: drawn once into a pixmap and blitted
        # by drawBackground (see _background_pixmap).
        self._background: QPixmap | None = None
        self._background_key: tuple | None = None
        self.background_builds = 0

        self._shafts: list[QGraphicsLineItem] = []
        self._casings: list[QGraphicsLineItem] = []  # a dark outline under a light arrow
        # per slot: a thin line from a label placed away from its dot to the dot
        self._leaders: list[QGraphicsLineItem] = []
        self._leader_where: list[tuple | None] = []  # per slot: (line, origin, scale) drawn at
        self._label_room_now: tuple | None = (
            None  # (LabelRoom, dot boxes) the labels were placed in
        )
        self._heads: list[ArrowHead] = []
        self._labels: list[Label] = []
        self.handles: list[VectorHandle] = []
        self.selection_ring = Ring()
        self.selection_ring.setZValue(9)
        plot.addItem(self.selection_ring)
        self._entries: list[tuple[str, int]] = []
        self._placed: list[tuple | None] = []  # per slot: what the last redraw placed
        self._shaft_px: list[float] = []  # per slot: shaft width in logical pixels
        self._pen_ppu = 0.0  # pixels per unit the shaft pens were sized for
        self._label_rects: list[QRectF] = []  # per slot: label ink box, viewport pixels
        self._label_where: list[tuple | None] = []  # per slot: (box, origin, scale) placed at
        # per slot: (label width, height, margin, dot extent), measured once per look
        self._label_marks: list[tuple[float, float, float, float]] | None = None
        self._small_marks: list[tuple[float, float, float, float]] = []  # the same, smaller
        self._tiny_marks: list[tuple[float, float, float, float]] = []  # smallest
        self._label_small: list[int] = []  # per slot: shown at size 0, 1 (small) or 2 (tiny)
        # (label font, smaller font, smallest font): _restyle sets them
        self._label_fonts = (QFont(), QFont(), QFont())
        # Overlay marks the labels keep off, by owner (keep_labels_off).
        self._overlay_marks: dict[str, list[tuple[float, float, float]]] = {}
        # What the last redraw styled (colours, labels, selection, style): when only positions
        # change, as on every step of a drag, the redraw moves items and restyles nothing.
        self._look_key: tuple | None = None

        # The view box is under every point of the canvas, so pyqtgraph offers it every drag
        # and click; these decide whether a vector is meant (see vector_at).
        view.mouseDragEvent = self._drag_event
        view.mouseClickEvent = self._click_event
        self._dragging: tuple[str, int] | None = None
        self._labels_quick = False  # the labels were last placed the cheap way (mid-drag)
        self._drag_offset = (0.0, 0.0)
        # Drag moves are paced to the screen: at most one evaluate-and-repaint per displayed
        # frame; a move that comes sooner waits (the latest one wins) on this timer.
        self._pending_move: tuple[str, int, float, float] | None = None
        self._last_move_at = -math.inf
        self._move_timer = QTimer(self)
        self._move_timer.setSingleShot(True)
        self._move_timer.timeout.connect(self._apply_pending_move)
        self.evaluations = 0  # drag moves applied (counted for tests)
        # No hover search while a vector is dragged: nothing under the mouse changes then.
        scene = self.scene()
        send_hover = scene.sendHoverEvents

        def hover_unless_dragging(ev, exitOnly=False):  # noqa: N803 - pyqtgraph's name
            if self._dragging is None or exitOnly:
                send_hover(ev, exitOnly)

        scene.sendHoverEvents = hover_unless_dragging
        document.changed.connect(self.redraw)
        self.apply_style(self.ui_style)

    # -- overlays (other modes' items on the canvas, e.g. Learn mode's ghosts) ---------------
    def add_overlay(self, item) -> None:
        """Draw a pyqtgraph item in canvas coordinates; it takes no part in gestures."""
        self.getPlotItem().addItem(item)

    def keep_labels_off(self, owner: str, marks: list[tuple[float, float, float]]) -> None:
        """The overlay marks of ``owner`` (Learn's ghosts) the canvas's labels keep off, each
        (x, y, half its side in pixels) at (x, y) in canvas units; [] for none. The labels are
        placed again when they change: at step 13 "q" touched the ghost square around it."""
        marks = [(float(x), float(y), float(half)) for x, y, half in marks]
        if self._overlay_marks.get(owner, []) == marks:
            return
        self._overlay_marks[owner] = marks
        if "handles" in self.__dict__ and self._entries:
            self.redraw(self.document.result)

    def remove_overlay(self, item) -> None:
        self.getPlotItem().removeItem(item)

    # -- geometry helpers --------------------------------------------------------------------
    def _set_tooltip(self) -> None:
        set_tooltip(
            self,
            translate(
                "CanvasView",
                "The canvas: the first two coordinates of every vector.\n"
                "Drag the query (ring) or a key (dot). Double-click empty space to add a key,\n"
                "double-click a key to rename or recolour it, a query to rename it;\n"
                "right-click a vector for more.\n"
                "Keyboard: Tab selects, arrows move (Shift: fine), [ and ] turn the query,\n"
                "Enter types exact coordinates, Delete removes the selected key.",
            ),
        )

    def position_of(self, kind: str, index: int) -> tuple[float, float]:
        return vector_position(self.document.scene, kind, index)

    def data_to_viewport(self, x: float, y: float) -> QPoint:
        """Viewport pixel of a canvas point (what a test or a benchmark clicks)."""
        return self.mapFromScene(self.view_box.mapViewToScene(QPointF(x, y)))

    def pixel_to_data(self, px: float, py: float) -> tuple[float, float]:
        """Canvas units of a point in viewport pixels, as the labels are placed (floats)."""
        origin = self.view_box.mapViewToScene(QPointF(0.0, 0.0))
        ppu = self._pixels_per_unit()
        return (px - origin.x()) / ppu, (origin.y() - py) / ppu

    def viewport_to_data(self, point: QPoint) -> tuple[float, float]:
        mapped = self.view_box.mapSceneToView(self.mapToScene(point))
        return mapped.x(), mapped.y()

    # -- style -----------------------------------------------------------------------------
    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        theme = style.theme
        self.setBackground(theme.background)
        self._background_key = None
        self._fit_frame()
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
        for item in (
            *self._casings,
            *self._shafts,
            *self._heads,
            *self._labels,
            *self.handles,
            *self._leaders,
        ):
            plot.removeItem(item)
        self._shafts, self._heads, self._labels, self.handles = [], [], [], []
        self._casings, self._leaders = [], []
        for kind, index in entries:
            casing = QGraphicsLineItem()
            casing.setZValue(1.9)
            plot.addItem(casing)
            self._casings.append(casing)
            shaft = QGraphicsLineItem()
            shaft.setZValue(2)
            head = ArrowHead()
            head.setZValue(3)
            label = Label()
            label.setZValue(11)
            leader = QGraphicsLineItem()
            leader.setZValue(2.5)  # over the arrows, under the heads and dots it leads to
            leader.setVisible(False)
            plot.addItem(leader)
            self._leaders.append(leader)
            handle = VectorHandle(kind, index)
            handle.setZValue(10 if kind == "key" else 10.5)  # the query is grabbed first
            for item in (shaft, head, label, handle):
                plot.addItem(item)
            self._shafts.append(shaft)
            self._heads.append(head)
            self._labels.append(label)
            self.handles.append(handle)
        self._entries = entries
        self._placed = [None] * len(entries)
        self._shaft_px = [0.0] * len(entries)
        self._label_rects = [QRectF()] * len(entries)
        self._label_where: list[tuple | None] = [None] * len(entries)
        self._label_marks: list[tuple[float, float, float, float]] | None = None
        self._label_shown = [True] * len(entries)
        self._leader_where = [None] * len(entries)
        self._label_small = [0] * len(entries)
        self._pen_ppu = 0.0
        self._look_key = None

    # -- drawing ---------------------------------------------------------------------------
    def redraw(self, result: SceneResult) -> None:
        self._rebuild_items()
        scene = result.scene
        selection = self.document.selection
        ppu = self._pixels_per_unit()
        look_key = (
            self.ui_style,
            tuple(q.label for q in scene.queries),
            tuple((k.label, k.color) for k in scene.keys),
            selection,
            self._dot_scale(ppu),
        )
        if look_key != self._look_key:
            self._restyle(scene, self._dot_scale(ppu))
            self._look_key = look_key
        if ppu != self._pen_ppu:
            self._size_shaft_pens(ppu)
        vectors = [vectors_of(scene, kind)[index] for kind, index in self._entries]
        for slot, vector in enumerate(vectors):
            # Items that did not move are not touched: a touch dirties them (and a repaint).
            placed = (vector.x, vector.y, ppu)
            if placed == self._placed[slot]:
                continue
            self._placed[slot] = placed
            x, y = vector.x, vector.y
            handle = self.handles[slot]
            handle.setPos(x, y)
            self._shafts[slot].setLine(0.0, 0.0, x, y)
            if self._casings[slot].isVisible():
                self._casings[slot].setLine(0.0, 0.0, x, y)
            head = self._heads[slot]
            head.point_at(x, y)
            head_visible = math.hypot(x, y) * ppu > 2 * handle.radius + 4
            if head.isVisible() != head_visible:
                head.setVisible(head_visible)
        self._place_labels(vectors, selection, ppu)
        vectors = vectors_of(scene, selection.kind)
        if selection.index < len(vectors):
            selected = vectors[selection.index]
            self.selection_ring.setPos(selected.x, selected.y)
        self.redraws += 1

    def _dot_scale(self, ppu: float) -> float:
        """How large dots, rings and heads are drawn: the UI scale, but on a canvas too small
        for it no more than a key's dot DOT_SHARE canvas units across (never below 100%):
        at 300% on 1080p a key was half a unit wide, and keys or queries half a unit apart
        sat on each other. Labels keep the UI scale (they are read from the back row)."""
        return max(1.0, min(self.ui_style.scale, DOT_SHARE * ppu / KEY_SIZE_PX))

    def dot_scale(self) -> float:
        """The scale dots, rings and arrow heads are drawn at now (see ``_dot_scale``)."""
        return self._dot_scale(self._pixels_per_unit())

    def _restyle(self, scene, dots: float) -> None:
        """Pens, brushes, sizes, fonts and label texts: only when they change. ``dots``: the
        scale of dots, rings and heads (``_dot_scale``)."""
        style, theme = self.ui_style, self.ui_style.theme
        outline = QPen(QColor(theme.text), style.pen_width(1.5))
        label_font = style.font(LABEL_FACTOR, bold=True)
        for slot, (kind, index) in enumerate(self._entries):
            if kind == "query":
                vector = scene.queries[index]
                colour = theme.query
                radius = QUERY_SIZE_PX * dots / 2
                pen = QPen(QColor(colour), style.pen_width(3.5))
                brush = QBrush(QColor(theme.background))
                width = style.pen_width(3.0)
            else:
                vector = scene.keys[index]
                colour = vector.color
                radius = KEY_SIZE_PX * dots / 2
                pen, brush = outline, QBrush(QColor(colour))
                width = style.pen_width(2.2)
            self.handles[slot].set_look(radius, pen, brush)
            self._shaft_px[slot] = width
            self._shafts[slot].setData(0, colour)
            casing = casing_colour(colour, theme)
            self._casings[slot].setVisible(casing is not None)
            self._casings[slot].setData(0, casing)
            head = self._heads[slot]
            head.set_geometry(radius + 1, 14 * dots, 11 * dots)
            head.setBrush(QBrush(QColor(colour)))
            head.setPen(
                QPen(QColor(casing), style.pen_width(1.0))
                if casing is not None
                else QPen(Qt.PenStyle.NoPen)
            )
            self._labels[slot].set_look(vector.label, label_font, QColor(theme.text))
        self._label_fonts = (
            label_font,
            style.font(LABEL_FACTOR * SMALL_LABEL_SHARE, bold=True),
            style.font(LABEL_FACTOR * TINY_LABEL_SHARE, bold=True),
        )
        self._label_small = [0] * len(self._entries)
        selection = self.document.selection
        base = QUERY_SIZE_PX if selection.kind == "query" else KEY_SIZE_PX
        self.selection_ring.set_radius((base + 16) * dots / 2)
        ring_pen = QPen(QColor(theme.accent), style.pen_width(3.0))
        self.selection_ring.setPen(ring_pen)
        self._placed = [None] * len(self._entries)
        self._label_rects = [QRectF()] * len(self._entries)
        self._label_where = [None] * len(self._entries)
        self._leader_where = [None] * len(self._entries)
        self._label_marks = None
        self._pen_ppu = 0.0

    def _pixels_per_unit(self) -> float:
        """Viewport pixels per canvas unit, as the view maps them now (aspect locked)."""
        origin = self.view_box.mapViewToScene(QPointF(0.0, 0.0))
        unit = self.view_box.mapViewToScene(QPointF(1.0, 0.0))
        return max(unit.x() - origin.x(), 1e-6)

    def _size_shaft_pens(self, ppu: float) -> None:
        """Shaft pens in data units (px / ppu), not cosmetic: Qt sizes the dirty rectangle of
        a line by its pen width read as data units, so a cosmetic 3 px pen dirtied about
        ±177 px around every arrow on each move. Re-set whenever the scale changes."""
        ppu = max(ppu, 1e-6)
        casing_extra = 2 * self.ui_style.pen_width(1.0)
        for slot, (shaft, casing) in enumerate(zip(self._shafts, self._casings, strict=True)):
            colour = shaft.data(0) or self.ui_style.theme.text
            pen = QPen(QColor(colour), self._shaft_px[slot] / ppu)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            shaft.setPen(pen)
            if casing.data(0):
                outline = QPen(QColor(casing.data(0)), (self._shaft_px[slot] + casing_extra) / ppu)
                outline.setCapStyle(Qt.PenCapStyle.RoundCap)
                casing.setPen(outline)
        leader_pen = QPen(QColor(self.ui_style.theme.text), self.ui_style.pen_width(1.2) / ppu)
        leader_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        for leader in self._leaders:
            leader.setPen(leader_pen)
        self._pen_ppu = ppu

    def shaft_width_px(self, slot: int) -> float:
        """Shaft ``slot``'s width in logical pixels, as drawn."""
        return self._shafts[slot].pen().widthF() * self._pixels_per_unit()

    def shaft_pen_is_cosmetic(self, slot: int) -> bool:
        """Whether shaft ``slot``'s pen keeps one pixel width at any zoom (Qt's cosmetic pen)."""
        return self._shafts[slot].pen().isCosmetic()

    def shaft_repaint_margin_px(self, slot: int) -> float:
        """How many logical pixels wider than its line Qt repaints around shaft ``slot``."""
        shaft = self._shafts[slot]
        return (shaft.boundingRect().width() - abs(shaft.line().dx())) * self._pixels_per_unit()

    def head_width(self, slot: int) -> float:
        """Arrow head ``slot``'s width in its own (pixel) units, as drawn."""
        return self._heads[slot].boundingRect().width()

    def label_texts(self) -> list[str]:
        """The text of each vector's label, in slot order (queries, then keys): shown or left
        out for want of a free place (``shown_label_slots``)."""
        return [label.text() for label in self._labels]

    def shown_label_slots(self) -> list[int]:
        """The slots whose label is shown, in slot order; the others found no free place."""
        return [slot for slot, shown in enumerate(self._label_shown) if shown]

    def leader_slots(self) -> list[int]:
        """The slots whose label is drawn away from its dot, joined to it by a leader line."""
        return [slot for slot, leader in enumerate(self._leaders) if leader.isVisible()]

    def leader_lines(self) -> dict[int, tuple[QPointF, QPointF]]:
        """Each shown leader line's ends (at its dot, at its label), in widget coordinates, by
        slot."""
        offset = self._viewport_offset()
        lines = {}
        for slot in self.leader_slots():
            line = self._leaders[slot].line()
            ends = [self.view_box.mapViewToScene(end) + offset for end in (line.p1(), line.p2())]
            lines[slot] = (ends[0], ends[1])
        return lines

    def label_point_size(self, slot: int) -> float:
        """The point size of label ``slot``'s font."""
        return self._labels[slot].font().pointSizeF()

    def label_colour(self, slot: int) -> str:
        """The colour label ``slot`` is drawn in, as #rrggbb."""
        return self._labels[slot].color.name()

    def label_ink_scene_rect(self, slot: int) -> QRectF:
        """Label ``slot``'s ink in scene coordinates: its box less the text item's blank margin."""
        label = self._labels[slot]
        margin = label.margin()
        box = label.boundingRect().translated(label.scenePos())
        return box.adjusted(margin, margin, -margin, -margin)

    def casing_of(self, slot: int) -> str | None:
        """The outline colour under arrow ``slot`` (a light key on a light theme), else None."""
        casing = self._casings[slot]
        return casing.data(0) if casing.isVisible() else None

    def ring_radius_px(self) -> float:
        """The selection ring's outer radius in logical pixels (ring and pen)."""
        return self.selection_ring.rect().width() / 2 + self.selection_ring.pen().widthF() / 2

    def _fit_frame(self, *_args) -> None:
        """Leave room around [-3, 3]² for the widest thing drawn at the border: the selection
        ring of a vector at the edge (its radius is in pixels, so the margin in data units
        depends on the canvas's size)."""
        if "view_box" not in self.__dict__:
            return
        size = min(self.view_box.width(), self.view_box.height())
        ring = (QUERY_SIZE_PX + 16) * self.ui_style.scale / 2 + self.ui_style.pen_width(3.0)
        margin = VIEW_LIMIT - CANVAS_LIMIT
        if size > 2 * ring + 2:
            margin = max(margin, 2 * CANVAS_LIMIT * ring / (size - 2 * ring))
        limit = CANVAS_LIMIT + margin
        if abs(limit - self.view_limit) > 1e-9:
            self.view_limit = limit
            self.view_box.setRange(xRange=(-limit, limit), yRange=(-limit, limit), padding=0)

    def _view_resized(self, *_args) -> None:
        # The view box gets its final size after the widget's resizeEvent: labels, ring room
        # and pens are in pixels, so place them again for it.
        self._fit_frame()
        if "handles" in self.__dict__ and self._entries:
            self.redraw(self.document.result)

    def _label_size(self, slot: int) -> tuple[float, float, float]:
        """(width, height, margin) of label ``slot``'s ink; the text item adds the margin."""
        label = self._labels[slot]
        margin = label.margin()
        box = label.boundingRect()
        return box.width() - 2 * margin, box.height() - 2 * margin, margin

    def _place_labels(self, vectors, selection, ppu: float) -> None:
        """Place each label where ``arrange_labels`` (app/canvas/labels.py) finds it room, at
        its size, smaller or with a leader line, and hide the ones it leaves out: their
        vector still names itself (its accessible child, app/accessibility/canvas.py, reads
        the scene, not the label)."""
        room = self._label_room(vectors, selection, ppu)
        marks, small_marks, tiny_marks = self._label_marks_for(room.selected)
        # Mid-drag only the cheap stages: the leaders and the fine grid would cost a crowded
        # canvas's move several milliseconds; the release places them all (_drag_event).
        quick = self._dragging is not None
        placements = arrange_labels(room, marks, small_marks, tiny_marks, quick=quick)
        self._labels_quick = quick
        self._label_room_now = (room, dot_boxes(room.centres, marks))
        origin = self.view_box.mapViewToScene(QPointF(0.0, 0.0))
        for slot, placement in enumerate(placements):
            self._show_label(slot, placement, (origin.x(), origin.y(), ppu))
        self.labels_placed.emit()

    def place_overlay_label(
        self, x: float, y: float, size: tuple[float, float], extent: float, avoid=()
    ) -> QRectF | None:
        """A free place, in viewport pixels, for an overlay's label (Learn's ghost names) of
        ``size`` (w, h) pixels beside its mark at (x, y) in canvas units, ``extent`` pixels
        from the point: off the canvas's labels, dots, arrow heads and arrows and the boxes
        of ``avoid`` (QRectF, viewport pixels), inside the frame and off the square's border
        line; None if there is none (``place_beside``)."""
        if self._label_room_now is None:
            return None
        room, dots = self._label_room_now
        origin = self.view_box.mapViewToScene(QPointF(0.0, 0.0))
        ppu = self._pixels_per_unit()
        centre = (origin.x() + x * ppu, origin.y() - y * ppu)
        shown = [r for _text, r in self.label_rects()] + list(avoid)
        boxes = [(r.left(), r.top(), r.right(), r.bottom()) for r in shown]
        mark = (*size, 0.0, extent)
        box = place_beside(room, dots, centre, (x, y), mark, boxes)
        if box is None:  # further out, where it still reads as the mark's
            box = place_beside(room, dots, centre, (x, y), mark, boxes, 4)
        if box is None:  # anywhere near it, on a fine grid: the rings' steps are a line apart
            box = place_beside(room, dots, centre, (x, y), mark, boxes, grid=True)
        if box is None:  # across arrows rather than on the origin or off the canvas
            box = place_beside(room, dots, centre, (x, y), mark, boxes, 4, over_arrows=True)
        return None if box is None else QRectF(box[0], box[1], box[2] - box[0], box[3] - box[1])

    def _label_room(self, vectors, selection, ppu: float) -> LabelRoom:
        """What the labels are placed among now, in viewport pixels (``LabelRoom``)."""
        origin = self.view_box.mapViewToScene(QPointF(0.0, 0.0))
        ox, oy = origin.x(), origin.y()
        # Labels stay inside the drawn border's line (at the view's edge, around the margin
        # kept for a ring at ±3) ...
        frame = self._label_frame(ox, oy, ppu)
        # ... and off the grid's end at ±3: inside the square [-3, 3]², or wholly in the band
        # between it and the border, where a crowded row's names go with leader lines (8 x 12
        # at 200%: its keys at y = 2.5 have no room beside them). Were the band open to
        # labels beside their dots, the first of the row would take it at full size and
        # leave the rest none.
        inner = self._square_inside(ox, oy, ppu)
        centres = [(ox + v.x * ppu, oy - v.y * ppu) for v in vectors]
        # Labels keep off every arrow head, their own too (gap, length, width: _restyle) ...
        obstacles = [
            head_box(centre, (ox, oy), head.geometry())
            for centre, head in zip(centres, self._heads, strict=True)
            if head.isVisible()
        ]
        # ... and off the origin, where every arrow starts: a label there covers them all.
        hub = 8 * self.ui_style.scale
        obstacles.append((ox - hub, oy - hub, ox + hub, oy + hub))
        # ... and off the overlays' marks (Learn's ghosts: a label on one reads as its name).
        for marks in self._overlay_marks.values():
            for x, y, half in marks:
                cx, cy = ox + x * ppu, oy - y * ppu
                obstacles.append((cx - half, cy - half, cx + half, cy + half))
        return LabelRoom(
            centres=centres,
            directions=[(v.x, v.y) for v in vectors],
            obstacles=obstacles,
            frame=(frame.left(), frame.top(), frame.right(), frame.bottom()),
            inner=(inner.left(), inner.top(), inner.right(), inner.bottom()),
            line=self.ui_style.pen_width(1.2) + 2,
            # A label stands as far off its dot's edge as an arrow head's tip does (a key's
            # radius and a pixel, _restyle): the pictures of every room were judged with it.
            gap=KEY_SIZE_PX * self._dot_scale(ppu) / 2 + 1,
            selected=next(
                (
                    slot
                    for slot, entry in enumerate(self._entries)
                    if entry == (selection.kind, selection.index)
                ),
                None,
            ),
            # Each arrow from the origin to its dot: a label lying across another's reads
            # as its.
            shafts=[(ox, oy, cx, cy) for cx, cy in centres],
        )

    def _label_marks_for(self, selected: int | None) -> tuple[list, list, list]:
        """Each label's (width, height, margin, dot extent) in pixels at its size, at the
        smaller one and at the smallest. Sizes and dot extents change only with the look
        (_restyle): measured once, not on every move of a drag."""
        if self._label_marks is None:
            _label_font, small_font, tiny_font = self._label_fonts
            count = len(self._entries)
            self._label_marks = [
                (*self._label_size(slot), self._dot_extent(slot, selected)) for slot in range(count)
            ]
            self._small_marks = [
                (*self._labels[slot].ink_size(small_font), self._dot_extent(slot, selected))
                for slot in range(count)
            ]
            self._tiny_marks = [
                (*self._labels[slot].ink_size(tiny_font), self._dot_extent(slot, selected))
                for slot in range(count)
            ]
        return self._label_marks, self._small_marks, self._tiny_marks

    def _show_label(self, slot: int, placement: Placement | None, at: tuple) -> None:
        """Show label ``slot`` at ``placement`` (hidden for None), with its leader line;
        ``at`` is the view's (origin x, origin y, pixels per unit) now. Items that do not
        change are not touched: a touch dirties them (and a repaint)."""
        label = self._labels[slot]
        shown = placement is not None
        if shown != self._label_shown[slot]:
            self._label_shown[slot] = shown
            label.setVisible(shown)
        self._show_leader(slot, placement.leader if placement is not None else None, at)
        if placement is None:
            return
        size = 2 if placement.tiny else 1 if placement.small else 0
        if size != self._label_small[slot]:
            self._label_small[slot] = size
            label.set_look(label.text(), self._label_fonts[size], label.color)
            self._label_where[slot] = None
        marks = (self._label_marks, self._small_marks, self._tiny_marks)[size]
        w, h, margin, _clearance = marks[slot]
        box = placement.box
        # The label's position is in data units: the same pixels after a change of the
        # view's origin or scale are a new position.
        where = (box, *at)
        if where != self._label_where[slot]:
            ox, oy, ppu = at
            self._label_where[slot] = where
            self._label_rects[slot] = QRectF(box[0], box[1], w, h)
            label.setPos((box[0] - margin - ox) / ppu, (oy - box[1] + margin) / ppu)

    def _show_leader(self, slot: int, leader: tuple | None, at: tuple) -> None:
        """Draw label ``slot``'s leader line (viewport pixels x0, y0, x1, y1), or hide it."""
        item = self._leaders[slot]
        if leader is None:
            if item.isVisible():
                item.setVisible(False)
            self._leader_where[slot] = None
            return
        where = (leader, *at)
        if where == self._leader_where[slot]:
            return
        self._leader_where[slot] = where
        ox, oy, ppu = at
        x0, y0, x1, y1 = leader
        item.setLine((x0 - ox) / ppu, (oy - y0) / ppu, (x1 - ox) / ppu, (oy - y1) / ppu)
        if not item.isVisible():
            item.setVisible(True)

    def _dot_extent(self, slot: int, selected: int | None) -> float:
        """How far from its centre a vector's mark is painted: its ring if it is selected,
        else its dot and half its outline."""
        if slot == selected:
            return self.ring_radius_px()
        handle = self.handles[slot]
        return handle.radius + handle.pen.widthF() / 2

    def label_rects(self) -> list[tuple[str, QRectF]]:
        """Each shown canvas label's text and ink box, in viewport pixels, in slot order (the
        slots of ``shown_label_slots``): a label left out is not listed."""
        return [
            (self._labels[slot].text(), QRectF(self._label_rects[slot]))
            for slot in self.shown_label_slots()
        ]

    def text_rects(self) -> list[tuple[str, QRectF]]:
        return self.label_rects()

    def _viewport_offset(self) -> QPointF:
        return QPointF(self.viewport().mapTo(self, QPoint(0, 0)))

    def text_boxes(self) -> list[TextBox]:
        """The shown labels (widget coordinates), each to stay inside the canvas's frame; a
        label left out is not drawn, so not listed."""
        offset = self._viewport_offset()
        frame = self.frame_rect().translated(offset)
        return [
            TextBox(text, rect.translated(offset), frame=frame)
            for text, rect in self.label_rects()
            if text and rect.isValid()
        ]

    def mark_shapes(self) -> list[tuple[str, QRectF]]:
        """What a label must never cover, as painted (widget coordinates): every dot, the
        selection ring and every arrow head. Computed on demand, never on the drag path."""
        offset = self._viewport_offset()
        shapes = []
        for handle in self.handles:
            if handle.isVisible():
                centre = handle.scenePos() + offset
                r = handle.radius + handle.pen.widthF() / 2
                shapes.append(
                    (f"{handle.kind} dot", QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r))
                )
        if self.selection_ring.isVisible():
            centre = self.selection_ring.scenePos() + offset
            r = self.ring_radius_px()
            shapes.append(("selection ring", QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)))
        # The square's border line: a label must not sit on it.
        square = self.label_frame_rect().adjusted(-1, -1, 1, 1).translated(offset)
        shapes.append(
            (
                "frame",
                QPolygonF(
                    [
                        square.topLeft(),
                        square.topRight(),
                        square.bottomRight(),
                        square.bottomLeft(),
                        square.topLeft(),
                    ]
                ),
            )
        )
        to_viewport = self.viewportTransform()
        for head in self._heads:
            if head.isVisible():
                # Heads ignore the view's transformations: map them as the view paints them.
                outline = head.deviceTransform(to_viewport).map(head.path()).boundingRect()
                shapes.append(("arrow head", outline.translated(offset)))
        return shapes

    def frame_rect(self) -> QRectF:
        """The canvas's frame (the view box) in viewport pixels: dots and rings stay in it."""
        return self.view_box.sceneBoundingRect()

    def label_frame_rect(self) -> QRectF:
        """The inside of the drawn border (around [-3, 3]² and the view's margin) clear of its
        line, in viewport pixels: a label is in it or wholly outside the line."""
        origin = self.view_box.mapViewToScene(QPointF(0.0, 0.0))
        return self._label_frame(origin.x(), origin.y(), self._pixels_per_unit())

    def _label_frame(self, ox: float, oy: float, ppu: float) -> QRectF:
        half = self._border_half_px(ppu) - self.ui_style.pen_width(1.2) / 2
        return QRectF(ox - half, oy - half, 2 * half, 2 * half)

    def _square_inside(self, ox: float, oy: float, ppu: float) -> QRectF:
        """The grid's square [-3, 3]² clear of a border-wide line at its edge, in viewport
        pixels: a label is inside it or wholly in the band around it (``_label_room``)."""
        half = CANVAS_LIMIT * ppu - self.ui_style.pen_width(1.2) / 2
        return QRectF(ox - half, oy - half, 2 * half, 2 * half)

    def _border_half_px(self, ppu: float) -> float:
        """Half the side of the drawn border's line, in pixels: at the view's edge (the margin
        _fit_frame keeps for a vector's ring), so a dot, ring or Learn ghost at ±3, where
        positions stop, is whole inside the border rather than centred on it."""
        return max(self.view_limit * ppu - self.ui_style.pen_width(1.2) / 2, CANVAS_LIMIT * ppu)

    # -- the unchanging background -----------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 - Qt's name
        if "view_box" not in self.__dict__:
            super().drawBackground(painter, rect)
            return
        if draws_vectors(painter):  # a handout or an SVG: the grid as lines, not a picture
            painter.fillRect(rect, QColor(self.ui_style.theme.background))
            self._paint_background(painter)
            return
        pixmap = self._background_pixmap()
        painter.save()
        # Scene coordinates are viewport pixels here (pyqtgraph keeps the view unscaled).
        exposed = painter.transform().mapRect(rect)
        painter.resetTransform()
        blit(painter, pixmap, exposed)
        painter.restore()

    def _background_pixmap(self) -> QPixmap:
        """Grid, axes, border and unit circle, drawn once per size, scale and theme."""
        viewport = self.viewport()
        ratio = viewport.devicePixelRatioF()
        origin = self.view_box.mapViewToScene(QPointF(0.0, 0.0))
        corner = self.view_box.mapViewToScene(QPointF(1.0, 1.0))
        key = (
            viewport.width(),
            viewport.height(),
            ratio,
            self.ui_style,
            (origin.x(), origin.y(), corner.x(), corner.y()),
        )
        if key == self._background_key and self._background is not None:
            return self._background
        pixmap = QPixmap(math.ceil(viewport.width() * ratio), math.ceil(viewport.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        # Opaque, the background colour included: a copy, not a blend, on every repaint.
        pixmap.fill(QColor(self.ui_style.theme.background))
        painter = QPainter(pixmap)
        self._paint_background(painter)
        painter.end()
        self._background, self._background_key = pixmap, key
        self.background_builds += 1
        return pixmap

    def _paint_background(self, painter: QPainter) -> None:
        """Grid, axes, border and unit circle, in viewport pixels."""
        origin = self.view_box.mapViewToScene(QPointF(0.0, 0.0))
        corner = self.view_box.mapViewToScene(QPointF(1.0, 1.0))
        ppu = corner.x() - origin.x()
        paint_grid(painter, origin, ppu, self.ui_style, self._border_half_px(ppu) / ppu)

    def resizeEvent(self, ev) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(ev)
        if "handles" in self.__dict__:  # pyqtgraph resizes once before __init__ finishes
            self._fit_frame()
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
        if ev.isFinish():
            # The release lands exactly where the mouse is: no pending move survives it.
            self._move_timer.stop()
            self._pending_move = self._drag_move_to(ev.scenePos())
            self._apply_pending_move()
            self._dragging = None
            if self._labels_quick:
                # The moves placed the labels the cheap way: the release places them as a
                # fresh render does (leaders, the fine grid), whether or not it moved.
                self.redraw(self.document.result)
            self.document.end_drag()
        else:
            self._drag_moved(ev.scenePos(), now=ev.isStart())
        ev.accept()

    def _drag_move_to(self, scene_pos: QPointF) -> tuple[str, int, float, float]:
        """The move that puts the dragged vector under ``scene_pos`` (its press offset kept)."""
        kind, index = self._dragging
        x, y = self._view_point(scene_pos)
        return (kind, index, x + self._drag_offset[0], y + self._drag_offset[1])

    def _drag_moved(self, scene_pos: QPointF, now: bool = False) -> None:
        """The mouse moved mid-drag: apply the move now, or when the next frame is due."""
        self._pending_move = self._drag_move_to(scene_pos)
        wait = self._frame_interval_ms() - (time.perf_counter() - self._last_move_at) * 1000
        if now or wait <= 0:
            self._move_timer.stop()
            self._apply_pending_move()
        elif not self._move_timer.isActive():
            self._move_timer.start(max(1, math.ceil(wait)))

    def mouseMoveEvent(self, ev: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        # Mid-drag a move goes straight to the drag: pyqtgraph's path (QGraphicsView's scene
        # event, its Python scene handler, a drag event object, its signals) cost about a
        # third of a millisecond a move and decides nothing once a vector is held. The start
        # of a drag and its release still go through pyqtgraph, which keeps its drag state.
        if self._dragging is not None and ev.buttons() & Qt.MouseButton.LeftButton:
            self._drag_moved(self.mapToScene(ev.position().toPoint()))
            ev.accept()
            return
        super().mouseMoveEvent(ev)

    #: Milliseconds between applied drag moves; None: one frame of the canvas's screen.
    frame_interval_ms: float | None = None

    def _frame_interval_ms(self) -> float:
        if self.frame_interval_ms is not None:
            return self.frame_interval_ms
        screen = self.screen() or QGuiApplication.primaryScreen()
        rate = screen.refreshRate() if screen is not None else 60.0
        return 1000.0 / rate if rate > 1 else 1000.0 / 60.0

    def applied_frame_interval_ms(self) -> float:
        """Milliseconds between applied drag moves now: the setting, else one screen frame."""
        return self._frame_interval_ms()

    def _apply_pending_move(self) -> None:
        """Evaluate and repaint for the latest mouse position of the drag (if any waits)."""
        move, self._pending_move = self._pending_move, None
        if move is None:
            return
        self._last_move_at = time.perf_counter()
        self.document.drag_to(*move)
        self.evaluations += 1

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
