"""Edit ▸ Undo and Redo follow their undo stack: enabled or not, and named after the step
("Undo drag A", "Rückgängig: A ziehen").

The actions are the action table's (app/common/actions/table.py: their texts, keys and what they
call); Qt's ``QUndoStack.createUndoAction`` would fix its English prefix when it is made. The
step names themselves are translated where the edit is named (app/document.py).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtGui import QAction, QUndoStack
from shiboken6 import isValid

from app.common.actions.table import refresh, retranslate_actions


def follow_undo_stack(stack: QUndoStack, actions: Mapping[str, QAction], owner: object) -> None:
    """Give ``actions`` (undo and redo, built from the table for ``owner``) their text and
    state again whenever ``stack`` moves."""

    def follow(*_args) -> None:
        if not (isValid(stack) and all(isValid(a) for a in actions.values())):
            return  # a signal reaching actions whose window is already gone
        retranslate_actions(actions, owner)
        refresh(actions, owner)

    stack.indexChanged.connect(follow)
    stack.cleanChanged.connect(follow)
    stack.canUndoChanged.connect(follow)
    stack.canRedoChanged.connect(follow)
