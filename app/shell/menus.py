"""The menu bar, wired to the window and the controllers.

The entries of File, Edit and Lesson, their order, keys and texts are the action table's
(app/common/action_table.py); this module adds what the table cannot hold as data (submenus
filled as they open, one entry per panel or theme) and the menus not migrated yet (Presets,
View).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from app.common.action_table import AppActions, MenuItem, build_actions, fill_menus
from app.common.i18n import current_language, on_language_change, translate
from app.common.plain_text import plain_action_text
from app.common.theme import THEMES
from app.panels.registry import panel_title

if TYPE_CHECKING:
    from app.shell.compose import Controllers
    from app.shell.window import MainWindow


MENU_TITLES: dict[str, Callable[[], str]] = {
    "File": lambda: translate("Menus", "&File"),
    "Edit": lambda: translate("Menus", "&Edit"),
    "Presets": lambda: translate("Menus", "&Presets"),
    "View": lambda: translate("Menus", "&View"),
    "Lesson": lambda: translate("Menus", "&Lesson"),
}


def theme_title(name: str) -> str:
    """A theme's name in the View menu, in the current language."""
    titles = {
        "light": lambda: translate("Menus", "Light"),
        "dark": lambda: translate("Menus", "Dark"),
        "high-contrast": lambda: translate("Menus", "High contrast"),
    }
    title = titles.get(name)
    return title() if title else name.replace("-", " ").capitalize()


def _named(
    window: MainWindow, item: QAction | QMenu, text: Callable[[], str], tooltip: bool = False
) -> QAction | QMenu:
    """Give ``item`` its text (or tooltip) in the current language, and again whenever the
    language changes."""
    if tooltip:
        setter = item.setToolTip
    else:
        setter = item.setTitle if isinstance(item, QMenu) else item.setText
    setter(text())
    window.menu_texts.append((setter, text))
    return item


def build_menus(
    window: MainWindow, c: Controllers, more: Mapping[str, QAction] | None = None
) -> None:
    """Every menu. The File, Edit, View and Lesson menus are the action table's entries in
    its order (one ``fill_menus``); ``more``: actions other owners built from the table (the
    classroom's, the recorder's), by id."""
    window.menu_texts = []

    def retranslate() -> None:
        for setter, text in window.menu_texts:
            setter(text())

    on_language_change(window, retranslate)
    for name, title in MENU_TITLES.items():
        _named(window, window.menus[name], title)
    actions = build_actions(window, "app", AppActions(window, c))
    window.table_actions = actions
    window.action_new = actions["file.new"]
    window.action_open = actions["file.open"]
    window.action_save = actions["file.save"]
    window.action_save_as = actions["file.save_as"]
    window.action_copy_picture = actions["file.copy_picture"]
    window.action_add_query = actions["edit.add_query"]
    window.action_scene_text = actions["edit.scene_text"]
    window.action_export_movie = actions["file.export_movie"]
    items: dict[str, MenuItem] = {
        **actions,
        **c.lecture.actions,
        **c.turning.actions,
        **c.presentation.actions,
        **c.preferences.actions,
        **(more or {}),
        "edit.undo": window.undo_action,
        "edit.redo": window.redo_action,
    }
    items.update(_file_submenus(window, c))
    items.update(_view_entries(window, c))
    speed_menu = _named(
        window, QMenu(window.menus["Lesson"]), lambda: translate("Menus", "Turning speed")
    )
    for action in c.turning.speed_actions.values():
        speed_menu.addAction(action)
    items["lesson.speed"] = speed_menu
    if window.attention_map is not None:
        window.action_copy_csv = _named(
            window,
            QAction(window),
            lambda: translate("Menus", "Copy attention map as CSV"),
        )
        window.action_copy_csv.triggered.connect(lambda *_: window.attention_map.copy_csv())

        def add_copy_csv(menu: QMenu) -> None:
            menu.addSeparator()
            menu.addAction(window.action_copy_csv)

        items["edit.copy_csv"] = add_copy_csv
    fill_menus(window.menus, items, ("File", "Edit", "View", "Lesson"))
    _presets_menu(window, c)


def _file_submenus(window: MainWindow, c: Controllers) -> dict[str, MenuItem]:
    """File's submenus: Open Recent (filled as it opens) and Export picture's panels."""
    window.recent_menu = _named(
        window, QMenu(window.menus["File"]), lambda: translate("Menus", "Open &Recent")
    )

    def fill_recent() -> None:
        recent_menu = window.recent_menu
        recent_menu.clear()
        recent = c.files.recent_files()
        for path in recent:
            recent_menu.addAction(
                plain_action_text(Path(path).name), lambda p=path: c.files.open_path(p)
            )
        if not recent:
            recent_menu.addAction(translate("Menus", "(no recent files)")).setEnabled(False)
        else:
            recent_menu.addSeparator()
            recent_menu.addAction(translate("Menus", "Clear the list"), c.files.clear_recent)

    window.recent_menu.aboutToShow.connect(fill_recent)
    window.fill_recent_menu = fill_recent
    exports = c.exports
    export_menu = _named(
        window, QMenu(window.menus["File"]), lambda: translate("Menus", "&Export picture")
    )
    panel_menu = _named(
        window, QMenu(export_menu), lambda: translate("Menus", "One panel as PNG (2x)")
    )
    for name in window.registry.exportable():
        _named(
            window,
            panel_menu.addAction("", lambda n=name: exports.export_dialog("png", 2.0, panel=n)),
            lambda n=name: panel_title(window.registry[n]),
        )
    window.export_panel_menu = panel_menu
    return {
        "file.recent": window.recent_menu,
        "file.export_picture": export_menu,
        "file.export_panel": panel_menu,
    }


def _presets_menu(window: MainWindow, c: Controllers) -> None:
    menu = window.menus["Presets"]
    window.preset_actions = []
    titles: dict[str, list[str]] = {}  # language -> the presets' titles, read once each

    def title(number: int) -> Callable[[], str]:
        """The preset's title in the current language (View ▸ Language retitles the menu)."""

        def text() -> str:
            language = current_language()
            if language not in titles:
                titles[language] = [preset.title for preset in c.files.presets()]
            return titles[language][number] if number < len(titles[language]) else ""

        return text

    for number, preset in enumerate(c.files.presets(), start=1):
        action = menu.addAction("", lambda n=preset.name: c.files.load_preset(n))
        _named(window, action, title(number - 1))
        if number <= 9:
            action.setShortcut(QKeySequence(str(number)))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        window.preset_actions.append(action)
    window.addActions(window.preset_actions)


def _view_entries(window: MainWindow, c: Controllers) -> dict[str, MenuItem]:
    """The View menu's entries made per panel and per theme, and Scaled weights."""

    def add_panels(menu: QMenu) -> None:
        for spec in window.registry:
            action = _named(window, menu.addAction(""), lambda s=spec: panel_title(s))
            action.setCheckable(True)
            action.setChecked(spec.name in window.wanted)
            action.toggled.connect(lambda shown, n=spec.name: window.set_panel_visible(n, shown))
            if spec.shortcut:
                action.setShortcut(QKeySequence(spec.shortcut))
                action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
                _named(
                    window,
                    action,
                    lambda s=spec: translate("Menus", "Show or hide the {panel} ({key})").format(
                        panel=panel_title(s), key=s.shortcut
                    ),
                    tooltip=True,
                )
                window.addAction(action)  # the key works while presenting hides the menus
            window.panel_actions[spec.name] = action

    def add_scaled(menu: QMenu) -> None:
        # A lesson step before scaling shows softmax(q·k) only; this brings the scaled back.
        window.action_show_scaled = _named(
            window, menu.addAction(""), lambda: translate("Menus", "Scaled weights (÷ √d)")
        )
        window.action_show_scaled.setCheckable(True)
        window.action_show_scaled.setChecked(window.view_state.shows_scaled)
        window.action_show_scaled.toggled.connect(
            lambda shown: window.apply_weightings("both" if shown else "unscaled")
        )

    def add_themes(menu: QMenu) -> None:
        theme_menu = _named(window, menu.addMenu(""), lambda: translate("Menus", "Theme"))
        window.theme_actions = {}
        group = QActionGroup(window)
        for name in THEMES:
            action = _named(window, theme_menu.addAction(""), lambda n=name: theme_title(n))
            action.setCheckable(True)
            action.setChecked(name == window.ui_style.theme.name)
            action.triggered.connect(lambda _=False, n=name: c.preferences.choose_theme(n))
            group.addAction(action)
            window.theme_actions[name] = action

    def check_theme(style) -> None:
        action = window.theme_actions.get(style.theme.name)
        if action is not None:
            action.setChecked(True)

    window.style_changed.connect(check_theme)
    return {"view.panels": add_panels, "view.scaled": add_scaled, "view.theme": add_themes}
