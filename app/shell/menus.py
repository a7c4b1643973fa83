"""The menu bar, wired to the App's window and controllers.

Every entry of every menu, its order, keys and texts are the action table's
(app/common/actions/table.py): this module asks it for the menu bar, hands ``fill_menus`` the
actions each owner built from the table, and keeps the checkable entries in step with what
changed them from elsewhere (a file, a deck step, a key). What it makes is kept in the App's
Menus (app/shell/app.py), never on the window.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from app.common import i18n
from app.common.actions.table import (
    AppActions,
    build_actions,
    build_menu_bar,
    fill_menus,
    members_of,
)
from app.common.i18n import on_language_change
from app.common.undo_actions import follow_undo_stack
from app.shell.about import show_about
from app.shell.language_menu import switch_language

if TYPE_CHECKING:
    from app.shell.app import App


def build_menus(app: App, more: Mapping[str, QAction] | None = None) -> None:
    """The menu bar of ``app``'s window, kept in ``app.menus.bar``, and every menu's entries
    but Help's (``add_help_entries``) and the presenter's (``add_presenter_entries``): the
    action table's entries in its order (one ``fill_menus``). ``more``: actions other owners
    built from the table (the classroom's, the recorder's), by id."""
    window, menus = app.window, app.menus
    menus.bar = build_menu_bar(window)
    owner = AppActions(window, app, show_about=show_about, switch_language=switch_language)
    menus.owner = owner
    actions = build_actions(window, "app", owner)
    menus.table_actions = actions
    items = {
        **actions,
        **app.lecture.actions,
        **app.turning.actions,
        **app.presentation.actions,
        **app.preferences.actions,
        **(more or {}),
    }
    if app.panels.get("attention_map") is None:
        del items["edit.copy_csv"]
    else:
        menus.action_copy_csv = actions["edit.copy_csv"]
    made = fill_menus(
        menus.bar, items, ("File", "Edit", "Presets", "View", "Lesson"), owners={"app": owner}
    )
    menus.undo_action, menus.redo_action = actions["edit.undo"], actions["edit.redo"]
    follow_undo_stack(
        app.document.undo_stack,
        {"edit.undo": menus.undo_action, "edit.redo": menus.redo_action},
        owner,
    )
    menus.recent_menu = made["file.recent"]
    menus.fill_recent_menu = lambda: made["file.recent"].aboutToShow.emit()
    menus.export_panel_menu = made["file.export_panel"]
    menus.preset_actions = list(members_of(actions, "presets.load").values())
    menus.panel_actions = members_of(actions, "view.panel")
    menus.action_show_scaled = actions["view.scaled"]
    menus.theme_actions = members_of(actions, "view.theme_of")
    menus.language_menu = made["view.language"]
    menus.language_actions = members_of(actions, "view.language_of")
    _follow_the_view(app)


def _follow_the_view(app: App) -> None:
    """Keep the View menu's checkable entries in step when a file, a step, a key or a new
    language changed what they show."""
    window, menus, model = app.window, app.menus, app.view_model

    def set_checked(action: QAction, checked: bool) -> None:
        if action.isChecked() != checked:
            action.blockSignals(True)  # it shows the state; it does not change it again
            action.setChecked(checked)
            action.blockSignals(False)

    def check_panels(wanted: frozenset[str]) -> None:
        for name, action in menus.panel_actions.items():
            set_checked(action, name in wanted)

    model.panels_changed.connect(check_panels)
    app.layout.view_state_changed.connect(
        lambda view: set_checked(menus.action_show_scaled, view.shows_scaled)
    )

    def check_theme(style) -> None:
        action = menus.theme_actions.get(style.theme.name)
        if action is not None:
            action.setChecked(True)

    app.style.style_changed.connect(check_theme)

    def check_language() -> None:
        current = menus.language_actions.get(i18n.current_language())
        if current is not None:
            current.setChecked(True)

    on_language_change(window, check_language)


def add_help_entries(app: App, more: Mapping[str, QAction]) -> None:
    """The Help menu's entries, once the actions of its other owners exist (``more``: the
    shortcuts window's, the accessibility controller's)."""
    menus = app.menus
    fill_menus(menus.bar, {**menus.table_actions, **more}, ("Help",))
    menus.help_menu = menus.bar["Help"]
    menus.action_about = menus.table_actions["help.about"]


def add_presenter_entries(app: App, actions: Mapping[str, QAction]) -> None:
    """The presenter's entries (made after the menus), at their place in the Lesson menu."""
    fill_menus(app.menus.bar, actions, ("Lesson",))
