"""The Edit menu's entries."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QKeySequence

from app.common.actions.spec import (
    ActionSpec,
    Entry,
    separator,
)
from app.common.actions.titles import (
    can_undo_or_redo,
    redo_title,
    undo_title,
)
from kino_core.scene import D_MAX, D_MIN

_SK = QKeySequence.StandardKey


EDIT: tuple[Entry, ...] = (
    # Their texts name the step ("Undo drag A"); their keys are the window's, menus shown or not.
    ActionSpec(
        "edit.undo",
        "app",
        "UndoActions",
        QT_TRANSLATE_NOOP("UndoActions", "Undo"),
        lambda a: a.app.document.undo_stack.undo(),
        menu="Edit",
        keys=(_SK.Undo,),
        key_scope="window",
        title=lambda a: undo_title(a.app.document.undo_stack),
        enabled=lambda a: can_undo_or_redo(a.app.document.undo_stack, "undo"),
    ),
    ActionSpec(
        "edit.redo",
        "app",
        "UndoActions",
        QT_TRANSLATE_NOOP("UndoActions", "Redo"),
        lambda a: a.app.document.undo_stack.redo(),
        menu="Edit",
        keys=(_SK.Redo, "Ctrl+Shift+Z", "Ctrl+Y"),
        key_scope="window",
        title=lambda a: redo_title(a.app.document.undo_stack),
        enabled=lambda a: can_undo_or_redo(a.app.document.undo_stack, "redo"),
    ),
    separator("Edit"),
    ActionSpec(
        "edit.add_key",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Add key"),
        lambda a: a.app.document.add_key(),
        menu="Edit",
    ),
    ActionSpec(
        "edit.add_query",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Add query"),
        lambda a: a.app.document.add_query(),
        menu="Edit",
        keys=("Q",),
        key_scope="window",
    ),
    ActionSpec(
        "edit.exact_entry",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Position of the selected vector…"),
        lambda a: a.app.scene_edits.exact_entry(),
        menu="Edit",
    ),
    ActionSpec(
        "edit.delete",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Delete the selected vector"),
        lambda a: a.app.document.delete_selected(),
        menu="Edit",
    ),
    ActionSpec(
        "edit.reroll",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Re-roll hidden coordinates"),
        lambda a: a.app.document.reroll(),
        menu="Edit",
    ),
    ActionSpec(
        "edit.scene_text",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Title and caption…"),
        lambda a: a.app.scene_edits.edit_scene_text(),
        menu="Edit",
    ),
    separator("Edit"),
    # Only with the attention map (the menus leave it out of a window without one).
    ActionSpec(
        "edit.copy_csv",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Copy attention map as CSV"),
        lambda a: a.app.panels["attention_map"].copy_csv(),
        menu="Edit",
    ),
    # The canvas's keys of its own (no menu entry).
    ActionSpec(
        "canvas.turn_clockwise",
        "app",
        "ShortcutsWindow",
        QT_TRANSLATE_NOOP("ShortcutsWindow", "Turn the query 5° clockwise"),
        lambda a: a.app.document.turn_query(-5.0),
        group="canvas",
        keys=("[",),
        key_scope="window",
    ),
    ActionSpec(
        "canvas.turn_anticlockwise",
        "app",
        "ShortcutsWindow",
        QT_TRANSLATE_NOOP("ShortcutsWindow", "Turn the query 5° anticlockwise"),
        lambda a: a.app.document.turn_query(5.0),
        group="canvas",
        keys=("]",),
        key_scope="window",
    ),
    ActionSpec(
        "canvas.double_d",
        "app",
        "ShortcutsWindow",
        QT_TRANSLATE_NOOP("ShortcutsWindow", "Double d"),
        lambda a: a.app.document.set_d(min(a.app.document.scene.d * 2, D_MAX)),
        group="canvas",
        keys=("+", "="),
        key_scope="window",
    ),
    ActionSpec(
        "canvas.halve_d",
        "app",
        "ShortcutsWindow",
        QT_TRANSLATE_NOOP("ShortcutsWindow", "Halve d"),
        lambda a: a.app.document.set_d(max(a.app.document.scene.d // 2, D_MIN)),
        group="canvas",
        keys=("-",),
        key_scope="window",
    ),
)
