"""Texts several menus' entries share: a panel's and a theme's title, Undo's and Redo's
(which name the step), and whether an undo stack can still undo or redo."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QUndoStack
from shiboken6 import isValid

from app.common.i18n import translate, translate_noop_text


def undo_title(stack: QUndoStack) -> str:
    """Edit ▸ Undo's text: "Undo drag A", "Rückgängig: A ziehen" (the step names are
    translated where the edit is named, app/document.py)."""
    step = stack.undoText() if isValid(stack) else ""
    if step:
        return translate("UndoActions", "Undo {step}").format(step=step)
    return translate("UndoActions", "Undo")


def redo_title(stack: QUndoStack) -> str:
    step = stack.redoText() if isValid(stack) else ""
    if step:
        return translate("UndoActions", "Redo {step}").format(step=step)
    return translate("UndoActions", "Redo")


def can_undo_or_redo(stack: QUndoStack, what: str) -> bool:
    """Whether ``stack`` can undo (``what`` "undo") or redo."""
    if not isValid(stack):  # a language change reaching a window whose document is gone
        return False
    return stack.canUndo() if what == "undo" else stack.canRedo()


def panel_title(spec: Any) -> str:
    """A panel's title (its spec's English, marked for lupdate with
    QT_TRANSLATE_NOOP("Panels", …)) in the current language."""
    return translate_noop_text("Panels", spec.title)


def theme_title(name: str) -> str:
    """A theme's name in the View menu, in the current language."""
    titles = {
        "light": lambda: translate("Menus", "Light"),
        "dark": lambda: translate("Menus", "Dark"),
        "high-contrast": lambda: translate("Menus", "High contrast"),
    }
    title = titles.get(name)
    return title() if title else name.replace("-", " ").capitalize()
