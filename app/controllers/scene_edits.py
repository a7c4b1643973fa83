"""The scene's edits that need a dialog or a menu: a key's name and colour, a query's name, a
vector's exact position, the title and caption, and the menu a right-click on a vector opens.

The canvas asks for them with signals (the composition root connects them here); Edit ▸ Title
and caption… and Edit ▸ Exact position… call them through the action table.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF
from PySide6.QtWidgets import QDialog, QMenu, QWidget

from app.common.actions.table import context_menu
from app.common.dialogs import ExactPositionDialog, KeyDialog, QueryDialog, SceneTextDialog
from app.common.plain_text import plain_action_text
from app.document import Document


class SceneEdits(QObject):
    """The dialogs and the vector menu that edit ``document``, shown over ``parent`` (which
    keeps it: the canvas's requests reach it as long as the window lives)."""

    def __init__(self, document: Document, parent: QWidget) -> None:
        super().__init__(parent)
        self.document = document
        self.dialog_parent = parent
        # The vector menu last opened, kept alive while it is open (a read-out for tests too).
        self.menu: QMenu | None = None

    def edit_key(self, index: int) -> None:
        dialog = KeyDialog(self.document.scene.keys[index], self.dialog_parent)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.document.edit_key(index, label=dialog.label, color=dialog.color)

    def rename_query(self, index: int) -> None:
        dialog = QueryDialog(self.document.scene.queries[index].label, self.dialog_parent)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.document.rename_query(index, dialog.label)

    def edit_scene_text(self) -> None:
        """Edit ▸ Title and caption…: both saved with the scene, one undo step."""
        scene = self.document.scene
        dialog = SceneTextDialog(scene.title, scene.caption, self.dialog_parent)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.document.set_text(dialog.title, dialog.caption)

    def exact_entry(self) -> None:
        vector = self.document.selected_vector()
        dialog = ExactPositionDialog(vector.label, vector.x, vector.y, self.dialog_parent)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.document.move_selected_to(*dialog.position())

    def vector_menu(self, kind: str, index: int, screen_pos: QPointF) -> None:
        """The right-click menu of key or query ``index`` (``kind`` "key" or "query"): the
        same three entries for both (rename, position, delete; a key's dialog also recolours
        it), the action table's "Key" or "Query" entries."""
        scene = self.document.scene
        vectors = scene.keys if kind == "key" else scene.queries
        label = plain_action_text(vectors[index].label)  # a menu entry
        clicked = ClickedVector(self, index, label)
        menu = context_menu(
            self.dialog_parent, "Key" if kind == "key" else "Query", "vector", clicked
        )
        menu.popup(screen_pos.toPoint())
        self.menu = menu


@dataclass(frozen=True)
class ClickedVector:
    """What the vector menu's entries act on (the action table's "vector" owner)."""

    edits: SceneEdits
    index: int
    label: str  # as a menu entry shows it
