"""View ▸ Language: switch kino's language while it runs; the choice is remembered.

Installing a translator makes Qt send every widget a LanguageChange event (texts set through
``app.common.i18n.on_language_change`` follow at once); the window is then restyled, which
redraws every panel, so numbers take the language's decimal point and layouts make room for
longer words. The scene, the undo history and the open file are untouched.
"""

from __future__ import annotations

import os

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu

from app.common import i18n
from app.common.i18n import on_language_change, translate


def install_language_menu(
    window: QMainWindow, parent: QMenu | None = None
) -> tuple[QMenu, dict[str, QAction]]:
    """Add Language to the menu ``parent`` (View; without one, the menu bar's last menu).
    Returns the menu and its actions by language code.

    The pseudo-language is listed only when KINO_PSEUDO_LANGUAGE is set: it is for testing."""
    menu = parent.addMenu("") if parent is not None else window.menuBar().addMenu("")
    group = QActionGroup(menu)
    actions: dict[str, QAction] = {}
    show_pseudo = bool(os.environ.get("KINO_PSEUDO_LANGUAGE"))
    for code in i18n.available_languages(include_pseudo=show_pseudo):
        # Each language in its own name: findable by someone who cannot read the current one.
        action = menu.addAction(i18n.language_name(code))
        action.setCheckable(True)
        action.setChecked(code == i18n.current_language())
        action.triggered.connect(lambda _=False, c=code: switch_language(window, c))
        group.addAction(action)
        actions[code] = action

    def retranslate() -> None:
        menu.setTitle(translate("LanguageMenu", "&Language"))
        current = actions.get(i18n.current_language())
        if current is not None:
            current.setChecked(True)

    retranslate()
    on_language_change(window, retranslate)
    return menu, actions


def switch_language(window: QMainWindow, code: str) -> None:
    """Change the language now and for the next start, then redraw every panel."""
    i18n.choose_language(code)
    apply_style = getattr(window, "apply_style", None)
    if apply_style is not None:
        apply_style(window.ui_style)
