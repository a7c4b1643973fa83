"""Keys of other windows and panels, in no menu."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QKeySequence

from app.common.actions.spec import (
    ActionSpec,
    Entry,
)
from app.common.actions.titles import (
    can_undo_or_redo,
    redo_title,
    undo_title,
)

_SK = QKeySequence.StandardKey


KEYS: tuple[Entry, ...] = (
    # Ctrl+Return / Ctrl+Enter run the code panel's code, inside the panel.
    ActionSpec(
        "code.run",
        "code_panel",
        "ShortcutsWindow",
        QT_TRANSLATE_NOOP("ShortcutsWindow", "Run the code"),
        lambda panel: panel.run(),
        group="code",
        keys=("Ctrl+Return", "Ctrl+Enter"),
        key_scope="widget",
    ),
    # The presenter window's own copies of the main window's window-only keys: undo and redo
    # on the same undo stack, turning the query.
    ActionSpec(
        "presenter.undo",
        "presenter_window",
        "UndoActions",
        QT_TRANSLATE_NOOP("UndoActions", "Undo"),
        lambda window: window.document.undo_stack.undo(),
        keys=(_SK.Undo,),
        key_scope="window",
        title=lambda window: undo_title(window.document.undo_stack),
        enabled=lambda window: can_undo_or_redo(window.document.undo_stack, "undo"),
    ),
    ActionSpec(
        "presenter.redo",
        "presenter_window",
        "UndoActions",
        QT_TRANSLATE_NOOP("UndoActions", "Redo"),
        lambda window: window.document.undo_stack.redo(),
        keys=(_SK.Redo, "Ctrl+Y"),
        key_scope="window",
        title=lambda window: redo_title(window.document.undo_stack),
        enabled=lambda window: can_undo_or_redo(window.document.undo_stack, "redo"),
    ),
    ActionSpec(
        "presenter.turn_clockwise",
        "presenter_window",
        "ShortcutsWindow",
        QT_TRANSLATE_NOOP("ShortcutsWindow", "Turn the query 5° clockwise"),
        lambda window: window.document.turn_query(-5.0),
        keys=("[",),
        key_scope="window",
    ),
    ActionSpec(
        "presenter.turn_anticlockwise",
        "presenter_window",
        "ShortcutsWindow",
        QT_TRANSLATE_NOOP("ShortcutsWindow", "Turn the query 5° anticlockwise"),
        lambda window: window.document.turn_query(5.0),
        keys=("]",),
        key_scope="window",
    ),
)
