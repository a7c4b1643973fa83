"""The document: the one object that owns the scene, the selection and the undo stack.

Views never change the scene themselves; they call the document's intent methods. Every change
goes through ``_set_scene``, which evaluates the scene once with kino_core and emits ``changed``
with the result; every view redraws from that result.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from app.common.i18n import translate
from kino_core import Scene, SceneResult, default_scene, evaluate
from kino_core.scene import (
    D_MAX,
    D_MIN,
    MAX_KEYS,
    MAX_QUERIES,
    SEED_MAX,
    Key,
    Query,
    SceneError,
    VectorKind,
    add_key,
    add_query,
    clamp,
    delete_key,
    delete_query,
    edit_key,
    move_vector,
    rename_query,
    vector_at,
    vector_position,
    vectors_of,
)


@dataclass(frozen=True)
class Selection:
    """The selected vector: queries[index] or keys[index]."""

    kind: VectorKind
    index: int


class _SceneCommand(QUndoCommand):
    """One undo step: the scene before and after (scenes are immutable, so this is cheap)."""

    def __init__(
        self,
        document: Document,
        before: Scene,
        after: Scene,
        text: str,
        merge_key: tuple | None = None,
        already_applied: bool = False,
        selection_after: Selection | None = None,
    ) -> None:
        super().__init__(text)
        self._document = document
        self.before = before
        self.after = after
        self._merge_key = merge_key
        self._skip_first_redo = already_applied
        self._selection_before = document.selection
        self._selection_after = selection_after or document.selection

    def redo(self) -> None:
        if self._skip_first_redo:
            self._skip_first_redo = False
            return
        self._document._set_scene(self.after, self._selection_after)

    def undo(self) -> None:
        self._document._set_scene(self.before, self._selection_before)

    def id(self) -> int:
        return 1 if self._merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        if not isinstance(other, _SceneCommand) or other._merge_key != self._merge_key:
            return False
        self.after = other.after
        self._selection_after = other._selection_after
        return True


class Document(QObject):
    """Owns the scene; turns intents into undoable changes; publishes the evaluated result."""

    changed = Signal(object)  # SceneResult, after every change of the scene
    selection_changed = Signal(object)  # Selection
    notice = Signal(str)  # a short message for the status bar (e.g. why an edit was refused)
    query_added = Signal(int)  # the index of a query the user just added (not on undo/redo)
    modified_changed = Signal(bool)  # the scene now differs (or no longer) from the saved one
    drag_ended = Signal()  # a drag (or a turn) that moved something ended: said once, by a11y
    source_changed = Signal(object)  # Path | None: the file Save writes to (None: untitled)

    def __init__(self, scene: Scene | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene or default_scene()
        self._result = evaluate(self._scene)
        self._selection = Selection("query", 0)
        self._selected_query = 0
        self._drag_start: Scene | None = None
        self._source: Path | None = None
        self.undo_stack = QUndoStack(self)
        # The scene as it is on disk (or as it started): "modified" compares with it, not with
        # the undo stack's clean index, which calls "add a key, delete it" a change.
        self._saved_scene: Scene | None = self._scene
        self._modified = False
        self._held = False  # inside hold_changes: changed waits for its end
        self._refresh_pending: list = []  # views that asked to refresh meanwhile

    # -- reading ---------------------------------------------------------------------------
    @property
    def scene(self) -> Scene:
        return self._scene

    @property
    def result(self) -> SceneResult:
        return self._result

    @property
    def selection(self) -> Selection:
        return self._selection

    @property
    def source(self) -> Path | None:
        """The .kino file the scene was opened from or last saved to, which Save writes;
        None for an untitled scene (a preset, File ▸ New, a deck step): Save asks for a name."""
        return self._source

    def set_source(self, source: Path | None) -> None:
        """The scene now belongs to ``source`` (after Save As), or to no file at all."""
        if source != self._source:
            self._source = source
            self.source_changed.emit(source)

    @property
    def selected_query(self) -> int:
        """The query the bars, readouts and formula follow (the last query selected)."""
        return self._selected_query

    @property
    def is_modified(self) -> bool:
        """True when the scene differs from the one on disk (always, after mark_unsaved)."""
        return self._saved_scene is None or self._scene != self._saved_scene

    def mark_saved(self, source: Path | None = None) -> None:
        """The scene as it is now is what the file holds: after a save to ``source``, which
        Save then writes (None: the file it already belongs to, or still untitled)."""
        self._saved_scene = self._scene
        self.undo_stack.setClean()
        if source is not None:
            self.set_source(source)
        self._publish_modified()

    def mark_unsaved(self) -> None:
        """No file holds this scene (unsaved work restored from the last session)."""
        self._saved_scene = None
        self.undo_stack.resetClean()
        self._publish_modified()

    def _publish_modified(self) -> None:
        modified = self.is_modified
        if modified != self._modified:
            self._modified = modified
            self.modified_changed.emit(modified)

    # -- the one place the scene changes ---------------------------------------------------
    def _set_scene(self, scene: Scene, selection: Selection | None = None) -> None:
        self._scene = scene
        self._result = evaluate(scene)
        self._fix_selection(selection or self._selection)
        self._emit_changed()
        self._publish_modified()

    def _emit_changed(self) -> None:
        if self._held:
            return  # said once, when the changes are let go
        self.changed.emit(self._result)

    @contextmanager
    def hold_changes(self) -> Iterator[None]:
        """Within this block ``changed`` is not emitted and ``refresh`` draws nothing; at its
        end ``changed`` is emitted once: a file opening or a lesson step landing sets the view
        state and the scene, and every view redraws once, from both."""
        self._held = True
        try:
            yield
        finally:
            self._held = False
            self.changed.emit(self._result)
            # A hidden view is not connected to changed (the window's RedrawWhenVisible): one
            # asked to refresh meanwhile redraws now, as it would have without the hold.
            pending, self._refresh_pending = self._refresh_pending, []
            for view in pending:
                if not view.isVisibleTo(view.window()):
                    view.redraw(self._result)

    def refresh(self, view) -> None:
        """Redraw ``view`` from the current result (after something it shows besides the
        scene changed, e.g. the weightings); inside ``hold_changes`` the pending ``changed``
        redraws it instead (or, hidden and so not listening, the end of the hold does)."""
        if not self._held:
            view.redraw(self._result)
        elif view not in self._refresh_pending:
            self._refresh_pending.append(view)

    def _fix_selection(self, selection: Selection) -> None:
        count = len(vectors_of(self._scene, selection.kind))
        if selection.index >= count:
            selection = Selection(selection.kind, count - 1)
        self._selected_query = min(self._selected_query, len(self._scene.queries) - 1)
        if selection.kind == "query":
            self._selected_query = selection.index
        if selection != self._selection:
            self._selection = selection
            self.selection_changed.emit(selection)

    def _push(
        self,
        after: Scene,
        text: str,
        merge_key: tuple | None = None,
        selection_after: Selection | None = None,
    ) -> None:
        if after == self._scene:
            return
        self.undo_stack.push(
            _SceneCommand(
                self, self._scene, after, text, merge_key, selection_after=selection_after
            )
        )

    def replace_scene(self, scene: Scene, text: str | None = None) -> None:
        """Replace the whole scene as one undo step (presets, Apply to canvas)."""
        text = text or translate("Document", "load a scene")
        self._push(scene, text, selection_after=Selection("query", 0))

    def reset(self, scene: Scene, source: Path | None = None) -> None:
        """Start afresh with ``scene`` from the file ``source`` (None: untitled): clears the
        undo history."""
        self.undo_stack.clear()
        self._saved_scene = scene
        self._set_scene(scene, Selection("query", 0))
        self.undo_stack.setClean()
        self.set_source(source)

    def show_frame(self, scene: Scene) -> None:
        """Show a scene without an undo step, selection kept: the in-between scenes of an
        animation (which ends with reset()) or of a replay (new words: reword)."""
        if not self.is_modified:
            # A frame is not an edit: a scene that matched its file still does (as before,
            # when the undo stack's clean index decided).
            self._saved_scene = scene
        self._set_scene(scene)

    def reword(self, title: str, caption: str) -> None:
        """Show the scene with another title and caption, without an undo step and keeping
        what was done on the canvas: the words of the step or preset on screen, in another
        language or as the lecturer edited them. Every scene in the undo history, and the
        saved one, that had the words on screen takes the new ones too, so that Ctrl+Z undoes
        an edit without bringing back the old words (a title the user set stays theirs)."""
        words = (self._scene.title, self._scene.caption)

        def reworded(scene: Scene) -> Scene:
            if (scene.title, scene.caption) != words:
                return scene
            return replace(scene, title=title, caption=caption)

        for index in range(self.undo_stack.count()):
            command = self.undo_stack.command(index)
            if isinstance(command, _SceneCommand):
                command.before = reworded(command.before)
                command.after = reworded(command.after)
        if self._saved_scene is not None:
            self._saved_scene = reworded(self._saved_scene)
        if self._drag_start is not None:
            self._drag_start = reworded(self._drag_start)
        self._set_scene(reworded(self._scene))

    # -- selection -------------------------------------------------------------------------
    def select(self, kind: VectorKind, index: int) -> None:
        self._fix_selection(Selection(kind, index))
        self._emit_changed()

    def cycle_selection(self, step: int = 1) -> None:
        """Tab order: the queries, then the keys, and round again."""
        order = [Selection("query", i) for i in range(len(self._scene.queries))] + [
            Selection("key", i) for i in range(len(self._scene.keys))
        ]
        position = order.index(self._selection) if self._selection in order else 0
        chosen = order[(position + step) % len(order)]
        self.select(chosen.kind, chosen.index)

    # -- moving vectors --------------------------------------------------------------------
    @property
    def dragging(self) -> bool:
        """A drag is under way (its moves change the scene; its end makes one undo step)."""
        return self._drag_start is not None

    def begin_drag(self, kind: VectorKind, index: int) -> None:
        self._drag_start = self._scene
        self.select(kind, index)

    def drag_to(self, kind: VectorKind, index: int, x: float, y: float) -> None:
        """Live update during a drag; the undo step is recorded once, by end_drag."""
        if self._drag_start is None:
            self._drag_start = self._scene
        moved = move_vector(self._scene, kind, index, x, y)
        if moved != self._scene:  # a mouse event that moves nothing costs no evaluation
            self._set_scene(moved)

    def end_drag(self) -> None:
        start, self._drag_start = self._drag_start, None
        if start is None or start == self._scene:
            return
        label = self._selection_label()
        self.undo_stack.push(
            _SceneCommand(
                self,
                start,
                self._scene,
                translate("Document", "drag {label}").format(label=label),
                already_applied=True,
            )
        )
        self.drag_ended.emit()

    def move_selected_to(self, x: float, y: float) -> None:
        kind, index = self._selection.kind, self._selection.index
        self._push(
            move_vector(self._scene, kind, index, x, y),
            translate("Document", "move {label}").format(label=self._selection_label()),
        )

    def nudge_selected(self, dx: float, dy: float) -> None:
        """Arrow keys: consecutive nudges of one vector merge into one undo step."""
        kind, index = self._selection.kind, self._selection.index
        x, y = vector_position(self._scene, kind, index)
        self._push(
            move_vector(self._scene, kind, index, x + dx, y + dy),
            translate("Document", "move {label}").format(label=self._selection_label()),
            merge_key=("nudge", kind, index),
        )

    def turn_query(self, degrees: float, index: int | None = None) -> None:
        """Rotate a query about the origin (keeps its length unless the canvas clamps it)."""
        index = self._selected_query if index is None else index
        query = self._scene.queries[index]
        angle = math.radians(degrees)
        cos, sin = math.cos(angle), math.sin(angle)
        x, y = query.x * cos - query.y * sin, query.x * sin + query.y * cos
        self._push(
            move_vector(self._scene, "query", index, x, y),
            translate("Document", "turn {label}").format(label=query.label),
            merge_key=("turn", index),
            selection_after=Selection("query", index),
        )

    def _selection_label(self) -> str:
        return self.selected_vector().label

    def selected_vector(self) -> Query | Key:
        """The selected query or key itself."""
        return vector_at(self._scene, self._selection.kind, self._selection.index)

    # -- d and seed ------------------------------------------------------------------------
    def set_d(self, d: int, gesture: tuple | None = None) -> None:
        """Set d; the steps of one slider gesture (same ``gesture``) merge into one undo step."""
        d = int(min(max(d, D_MIN), D_MAX))
        merge_key = ("d", gesture) if gesture is not None else None
        self._push(
            replace(self._scene, d=d),
            translate("Document", "set d to {d}").format(d=d),
            merge_key=merge_key,
        )

    def reroll(self) -> None:
        seed = (self._scene.seed * 1_103_515_245 + 12_345 + 1) % (SEED_MAX + 1)
        self._push(
            replace(self._scene, seed=seed), translate("Document", "re-roll the hidden coordinates")
        )

    # -- keys and queries ------------------------------------------------------------------
    def add_key(self, x: float | None = None, y: float | None = None) -> None:
        if len(self._scene.keys) >= MAX_KEYS:
            self.notice.emit(
                translate("Document", "kino shows at most {count} keys.").format(count=MAX_KEYS)
            )
            return
        if x is None or y is None:
            x, y = self._free_spot()
        scene = add_key(self._scene, clamp(x), clamp(y))
        index = len(scene.keys) - 1
        self._push(
            scene,
            translate("Document", "add key {label}").format(label=scene.keys[index].label),
            selection_after=Selection("key", index),
        )

    def delete_selected(self) -> None:
        kind, index = self._selection.kind, self._selection.index
        if kind == "key":
            self.delete_key(index)
        else:
            self.delete_query(index)

    def delete_key(self, index: int) -> None:
        if len(self._scene.keys) <= 1:
            self.notice.emit(translate("Document", "Attention needs at least one key."))
            return
        label = self._scene.keys[index].label
        after = Selection("key", max(0, index - 1)) if self._selection.kind == "key" else None
        self._push(
            delete_key(self._scene, index),
            translate("Document", "delete key {label}").format(label=label),
            selection_after=after,
        )

    def edit_key(self, index: int, label: str | None = None, color: str | None = None) -> None:
        key = self._scene.keys[index]
        renamed = label is not None and label != key.label
        recoloured = color is not None and color.upper() != key.color.upper()
        if renamed and recoloured:
            text = translate("Document", "rename and recolour key {label}").format(label=key.label)
        elif renamed:
            text = translate("Document", "rename key {old} to ‘{new}’").format(
                old=key.label, new=label
            )
        else:
            text = translate("Document", "recolour key {label}").format(label=key.label)
        self._push(edit_key(self._scene, index, label=label, color=color), text)

    def rename_query(self, index: int, label: str) -> None:
        """One undo step; a label the scene refuses (empty, too long) is reported, not applied."""
        query = self._scene.queries[index]
        try:
            after = rename_query(self._scene, index, label)
        except SceneError as error:
            self.notice.emit(
                translate("Document", "Query {label} keeps its name: {error}").format(
                    label=query.label, error=error
                )
            )
            return
        self._push(
            after,
            translate("Document", "rename query {old} to ‘{new}’").format(
                old=query.label, new=label
            ),
            selection_after=Selection("query", index),
        )

    def set_text(self, title: str, caption: str) -> None:
        """The scene's title and caption, as one undo step."""
        try:
            after = replace(self._scene, title=title, caption=caption)
        except SceneError as error:
            self.notice.emit(
                translate("Document", "The title and caption stay as they were: {error}").format(
                    error=error
                )
            )
            return
        self._push(after, translate("Document", "edit the title and caption"))

    def add_query(self, x: float | None = None, y: float | None = None) -> None:
        if len(self._scene.queries) >= MAX_QUERIES:
            self.notice.emit(
                translate("Document", "kino shows at most {count} queries.").format(
                    count=MAX_QUERIES
                )
            )
            return
        if x is None or y is None:
            x, y = self._free_spot()
        scene = add_query(self._scene, x, y)
        index = len(scene.queries) - 1
        self._push(
            scene,
            translate("Document", "add query {label}").format(label=scene.queries[index].label),
            selection_after=Selection("query", index),
        )
        self.query_added.emit(index)

    def delete_query(self, index: int) -> None:
        if len(self._scene.queries) <= 1:
            self.notice.emit(translate("Document", "Attention needs a query: the last one stays."))
            return
        label = self._scene.queries[index].label
        self._push(
            delete_query(self._scene, index),
            translate("Document", "delete query {label}").format(label=label),
            selection_after=Selection("query", max(0, index - 1)),
        )

    def _free_spot(self) -> tuple[float, float]:
        """A point on the circle of radius 2 that is far from every existing vector."""
        taken = [(v.x, v.y) for v in (*self._scene.queries, *self._scene.keys)]
        candidates = [
            (2.0 * math.cos(math.radians(a)), 2.0 * math.sin(math.radians(a)))
            for a in range(0, 360, 15)
        ]
        return max(
            candidates,
            key=lambda c: min((math.dist(c, t) for t in taken), default=0.0),
        )
