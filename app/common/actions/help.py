"""The Help menu's entries."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QAction

from app.common.actions.spec import (
    ActionSpec,
    Entry,
    separator,
)

HELP: tuple[Entry, ...] = (
    # "?" is Shift+/ on many layouts and arrives as Shift+?; where it is unshifted, as "?".
    ActionSpec(
        "help.shortcuts",
        "shortcuts",
        "ShortcutsWindow",
        QT_TRANSLATE_NOOP("ShortcutsWindow", "Keyboard shortcuts"),
        lambda dialog: dialog.open_fresh(),
        menu="Help",
        group="view",
        keys=("F1", "?", "Shift+?"),
        key_scope="window",
    ),
    # W: what a screen reader hears about the scene (in the Help menu).
    ActionSpec(
        "help.describe",
        "accessibility",
        "Accessible",
        QT_TRANSLATE_NOOP("Accessible", "Describe the scene (screen reader)"),
        lambda accessibility: accessibility.describe_scene(),
        menu="Help",
        group="canvas",
        keys=("W",),
        key_scope="window",
    ),
    separator("Help"),
    ActionSpec(
        "help.about",
        "app",
        "MainWindow",
        QT_TRANSLATE_NOOP("MainWindow", "&About kino"),
        lambda a: a.show_about(a.window),
        menu="Help",
        role=QAction.MenuRole.AboutRole,
    ),
)
