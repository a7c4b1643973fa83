"""The canvas in the accessibility tree: a list whose items are the vectors.

pyqtgraph draws the vectors as graphics items, which no screen reader sees. Here the canvas
gets its own ``QAccessibleWidget`` (installed with ``QAccessible.installFactory``) whose
children are one small ``QAccessibleInterface`` per vector: "key A, value orange, at 2.00,
0.00, weight 0.65 scaled, 0.98 without scaling". The selected vector is the focused child, so
Tab on the canvas (which cycles the selection) moves a screen reader's focus from vector to
vector, as arrowing through a list does.

Lifetime: Qt owns registered interfaces and deletes them. The child interfaces are created
once per (kind, index), registered, kept alive by the canvas's Python object, and deleted
through ``QAccessible.deleteAccessibleInterface`` when the canvas is destroyed, so Qt never
holds a pointer to a Python object that is gone (checked on PySide6 6.11.3 by creating and
destroying hundreds of windows while walking their trees).
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QPoint, QPointF, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget

from app.canvas import CanvasView
from app.common.i18n import translate
from app.common.spoken_texts import vector_text

Entry = tuple[str, int]  # ("query" | "key", index)
# The weightings the window shows ("both", or "unscaled" before scaling is taught), set on the
# canvas by the AccessibilityController: a vector's name says only the weights on screen.
WEIGHTINGS_PROPERTY = "kino_weightings"


def shown_weightings(canvas: CanvasView) -> str:
    """The weightings set with WEIGHTINGS_PROPERTY ("both" when none was set)."""
    value = canvas.property(WEIGHTINGS_PROPERTY)
    return value if value in ("both", "unscaled") else "both"


def canvas_entries(canvas: CanvasView) -> list[Entry]:
    """The vectors in Tab order: the queries, then the keys (as Document.cycle_selection)."""
    scene = canvas.document.scene
    return [("query", i) for i in range(len(scene.queries))] + [
        ("key", j) for j in range(len(scene.keys))
    ]


class VectorAccessible(QAccessibleInterface):
    """One vector of the canvas, as a list item."""

    def __init__(self, canvas: CanvasView, entry: Entry) -> None:
        super().__init__()
        self._canvas = canvas
        self.entry = entry

    def _exists(self) -> bool:
        kind, index = self.entry
        scene = self._canvas.document.scene
        return index < len(scene.queries if kind == "query" else scene.keys)

    def _selected(self) -> bool:
        selection = self._canvas.document.selection
        return (selection.kind, selection.index) == self.entry

    def isValid(self) -> bool:
        return self._exists()

    def object(self):
        return None

    def window(self):
        return self._canvas.window().windowHandle()

    def relations(self, _match=None):
        return []

    def focusChild(self):
        return None

    def childAt(self, _x: int, _y: int):
        return None

    def parent(self):
        return QAccessible.queryAccessibleInterface(self._canvas)

    def child(self, _index: int):
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, _child) -> int:
        return -1

    def text(self, kind) -> str:
        if not self._exists():
            return ""
        document = self._canvas.document
        if kind == QAccessible.Text.Name:
            return vector_text(
                document.result,
                *self.entry,
                document.selected_query,
                shown_weightings(self._canvas),
            )
        if kind == QAccessible.Text.Description:
            if self._selected():
                return translate(
                    "Accessible",
                    "Selected. Arrows move it, Shift for fine steps; Enter types exact "
                    "coordinates; Tab selects the next vector.",
                )
            return ""
        return ""

    def setText(self, _kind, _text) -> None:
        pass

    def rect(self) -> QRect:
        """Where the vector's dot is on screen (global pixels), for magnifiers and touch."""
        if not self._exists():
            return QRect()
        canvas = self._canvas
        centre = canvas.data_to_viewport(*canvas.position_of(*self.entry))
        centre = canvas.viewport().mapToGlobal(centre)
        radius = 14
        return QRect(centre - QPoint(radius, radius), centre + QPoint(radius, radius))

    def role(self):
        return QAccessible.Role.ListItem

    def state(self):
        state = QAccessible.State()
        if not self._exists():
            state.invisible = True
            return state
        state.selectable = True
        state.focusable = True
        selected = self._selected()
        state.selected = selected
        state.focused = selected and self._canvas.hasFocus()
        return state


class CanvasAccessible(QAccessibleWidget):
    """The canvas as a list of its vectors; the selected vector is the focused child."""

    def __init__(self, canvas: CanvasView) -> None:
        super().__init__(canvas, QAccessible.Role.List)
        self._canvas = canvas

    def childCount(self) -> int:
        return len(canvas_entries(self._canvas))

    def child(self, index: int):
        entries = canvas_entries(self._canvas)
        if 0 <= index < len(entries):
            return vector_child(self._canvas, entries[index])
        return None

    def indexOfChild(self, child) -> int:
        entry = getattr(child, "entry", None)
        entries = canvas_entries(self._canvas)
        return entries.index(entry) if entry in entries else -1

    def focusChild(self):
        if not self._canvas.hasFocus():
            return None
        selection = self._canvas.document.selection
        return vector_child(self._canvas, (selection.kind, selection.index))

    def childAt(self, x: int, y: int):
        canvas = self._canvas
        viewport_point = canvas.viewport().mapFromGlobal(QPoint(x, y))
        hit = canvas.vector_at(QPointF(canvas.mapToScene(viewport_point)))
        return vector_child(canvas, hit) if hit is not None else None


#: Each canvas's vector interfaces (made on first use) and their registered ids; kept here, not
#: on the canvas, so the canvas knows nothing of them.
_POOLS: weakref.WeakKeyDictionary[CanvasView, tuple[dict[Entry, VectorAccessible], list[int]]] = (
    weakref.WeakKeyDictionary()
)


def vector_child(canvas: CanvasView, entry: Entry) -> VectorAccessible:
    """The one interface for ``entry`` on ``canvas``: made and registered on first use."""
    if canvas not in _POOLS:
        ids: list[int] = []
        _POOLS[canvas] = ({}, ids)
        # Qt would otherwise delete them at exit, long after the canvas's Python side is gone.
        canvas.destroyed.connect(lambda *_: [QAccessible.deleteAccessibleInterface(i) for i in ids])
    pool, ids = _POOLS[canvas]
    if entry not in pool:
        child = VectorAccessible(canvas, entry)
        pool[entry] = child
        ids.append(QAccessible.registerAccessibleInterface(child))
    return pool[entry]


def announce_focus(canvas: CanvasView) -> None:
    """Tell a screen reader that the focused child moved to the selected vector."""
    if not canvas.hasFocus():
        return
    selection = canvas.document.selection
    entries = canvas_entries(canvas)
    entry = (selection.kind, selection.index)
    if entry not in entries:
        return
    event = QAccessibleEvent(canvas, QAccessible.Event.Focus)
    event.setChild(entries.index(entry))
    QAccessible.updateAccessibility(event)


def _factory(_class_name: str, obj) -> QAccessibleInterface | None:
    if isinstance(obj, CanvasView):
        return CanvasAccessible(obj)
    return None


_installed = False


def install_canvas_accessibility() -> None:
    """Once per process: Qt asks this factory before its own for every object."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
