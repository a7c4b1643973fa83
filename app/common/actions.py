"""Window-wide actions with keyboard shortcuts, made one way everywhere."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget


def unique_keys(keys: Iterable[QKeySequence | str]) -> list[QKeySequence]:
    """The key sequences without repeats or blanks: standard bindings often repeat explicit
    ones (Redo is Ctrl+Y here, ZoomOut is Ctrl+-), and one key listed twice on an action is an
    "ambiguous shortcut" that Qt then ignores."""
    texts = (QKeySequence(k).toString() for k in keys)
    return [QKeySequence(text) for text in dict.fromkeys(t for t in texts if t)]


def window_action(
    window: QWidget,
    text: str,
    slot: Callable[[], object],
    keys: Iterable[QKeySequence | str] = (),
    checkable: bool = False,
) -> QAction:
    """An action whose keys work whatever has focus in the app (modal dialogs still block
    them), added to the window itself so a hidden menu bar does not switch the keys off."""
    action = QAction(text, window)
    action.setShortcuts(unique_keys(keys))
    action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
    action.setCheckable(checkable)
    action.triggered.connect(lambda *_: slot())
    window.addAction(action)
    return action
