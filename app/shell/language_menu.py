"""View ▸ Language: switch kino's language while it runs; the choice is remembered.

The menu's entries are the action table's (one per language, app/common/actions/table.py);
this is what choosing one does. Installing a translator makes Qt send every widget a
LanguageChange event (texts set through ``app.common.i18n.on_language_change`` follow at
once); the window's style is then applied again, which redraws every panel, so numbers take
the language's decimal point and layouts make room for longer words. The scene, the undo
history and the open file are untouched.
"""

from __future__ import annotations

from app.common import i18n
from app.shell.styles import WindowStyle


def switch_language(style: WindowStyle | None, code: str) -> None:
    """Change the language now and for the next start, then redraw every panel (``style``'s:
    the window's, None when there is no window)."""
    i18n.choose_language(code)
    if style is not None:
        style.apply_style(style.ui_style)
