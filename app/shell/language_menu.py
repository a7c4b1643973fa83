"""View ▸ Language: switch kino's language while it runs; the choice is remembered.

The menu's entries are the action table's (one per language, app/common/action_table.py);
this is what choosing one does. Installing a translator makes Qt send every widget a
LanguageChange event (texts set through ``app.common.i18n.on_language_change`` follow at
once); the window is then restyled, which redraws every panel, so numbers take the language's
decimal point and layouts make room for longer words. The scene, the undo history and the
open file are untouched.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow

from app.common import i18n


def switch_language(window: QMainWindow, code: str) -> None:
    """Change the language now and for the next start, then redraw every panel."""
    i18n.choose_language(code)
    apply_style = getattr(window, "apply_style", None)
    if apply_style is not None:
        apply_style(window.ui_style)
