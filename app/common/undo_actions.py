"""Edit ▸ Undo and Redo, named in the current language: "Undo drag A", "Rückgängig: A ziehen".

Qt's ``QUndoStack.createUndoAction`` fixes its English prefix when it is made; these actions
follow the stack (enabled, step name) and rebuild their text when the language changes. The
step names themselves are translated where the edit is named (app/document.py).
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

from app.common.i18n import on_language_change, translate


def undo_redo_actions(window: QWidget, stack: QUndoStack) -> tuple[QAction, QAction]:
    """(undo, redo) actions for ``stack``, owned by ``window``; no shortcuts set."""
    undo = QAction(window)
    redo = QAction(window)
    undo.triggered.connect(stack.undo)
    redo.triggered.connect(stack.redo)

    def refresh(*_args) -> None:
        if not (isValid(stack) and isValid(undo) and isValid(redo)):
            return  # a language change reaching a window whose document is already gone
        step = stack.undoText()
        undo.setText(
            translate("UndoActions", "Undo {step}").format(step=step)
            if step
            else translate("UndoActions", "Undo")
        )
        step = stack.redoText()
        redo.setText(
            translate("UndoActions", "Redo {step}").format(step=step)
            if step
            else translate("UndoActions", "Redo")
        )
        undo.setEnabled(stack.canUndo())
        redo.setEnabled(stack.canRedo())

    stack.indexChanged.connect(refresh)
    stack.cleanChanged.connect(refresh)
    stack.canUndoChanged.connect(refresh)
    stack.canRedoChanged.connect(refresh)
    refresh()
    on_language_change(window, refresh)
    return undo, redo
