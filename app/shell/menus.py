"""The menu bar, wired to the App's window and controllers.

The entries of File, Edit and Lesson, their order, keys and texts are the action table's
(app/common/action_table.py); this module adds what the table cannot hold as data (submenus
filled as they open, one entry per panel or theme) and the menus not migrated yet (Presets,
View). What it makes is kept in the App's Menus (app/shell/app.py), never on the window.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from app.common.action_table import AppActions, MenuItem, build_actions, fill_menus, unique_keys
from app.common.i18n import current_language, on_language_change, translate
from app.common.plain_text import plain_action_text
from app.common.theme import THEMES
from app.common.undo_actions import undo_redo_actions
from app.panels.registry import panel_title

if TYPE_CHECKING:
    from app.shell.app import App

#: (setter, text) of every entry named here: the language changes, each is set again.
Texts = list[tuple[Callable[[str], None], Callable[[], str]]]


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
    texts: Texts, item: QAction | QMenu, text: Callable[[], str], tooltip: bool = False
) -> QAction | QMenu:
    """Give ``item`` its text (or tooltip) in the current language, and again whenever the
    language changes."""
    if tooltip:
        setter = item.setToolTip
    else:
        setter = item.setTitle if isinstance(item, QMenu) else item.setText
    setter(text())
    texts.append((setter, text))
    return item


def build_menus(app: App, more: Mapping[str, QAction] | None = None) -> None:
    """Every menu of ``app``'s window, its entries kept in ``app.menus``. The File, Edit, View
    and Lesson menus are the action table's entries in its order (one ``fill_menus``);
    ``more``: actions other owners built from the table (the classroom's, the recorder's), by
    id."""
    window, menus = app.window, app.menus
    texts: Texts = []

    def retranslate() -> None:
        for setter, text in texts:
            setter(text())

    on_language_change(window, retranslate)
    for name, title in MENU_TITLES.items():
        _named(texts, window.menus[name], title)
    actions = build_actions(window, "app", AppActions(window, app))
    menus.table_actions = actions
    items: dict[str, MenuItem] = {
        **actions,
        **app.lecture.actions,
        **app.turning.actions,
        **app.presentation.actions,
        **app.preferences.actions,
        **(more or {}),
        **_undo_redo(app),
    }
    items.update(_file_submenus(app, texts))
    items.update(_view_entries(app, texts))
    speed_menu = _named(
        texts, QMenu(window.menus["Lesson"]), lambda: translate("Menus", "Turning speed")
    )
    for action in app.turning.speed_actions.values():
        speed_menu.addAction(action)
    items["lesson.speed"] = speed_menu
    attention_map = app.panels.get("attention_map")
    if attention_map is not None:
        copy_csv = _named(
            texts,
            QAction(window),
            lambda: translate("Menus", "Copy attention map as CSV"),
        )
        copy_csv.triggered.connect(lambda *_: attention_map.copy_csv())
        menus.action_copy_csv = copy_csv

        def add_copy_csv(menu: QMenu) -> None:
            menu.addSeparator()
            menu.addAction(copy_csv)

        items["edit.copy_csv"] = add_copy_csv
    fill_menus(window.menus, items, ("File", "Edit", "View", "Lesson"))
    _presets_menu(app, texts)


def _undo_redo(app: App) -> dict[str, MenuItem]:
    """Edit ▸ Undo and Redo (their texts name the step); their keys are the window's, menus
    shown or not."""
    window = app.window
    undo, redo = undo_redo_actions(window, app.document.undo_stack)
    undo.setShortcuts([QKeySequence(QKeySequence.StandardKey.Undo)])
    redo.setShortcuts(
        unique_keys([QKeySequence(QKeySequence.StandardKey.Redo), "Ctrl+Shift+Z", "Ctrl+Y"])
    )
    window.addAction(undo)
    window.addAction(redo)
    app.menus.undo_action, app.menus.redo_action = undo, redo
    return {"edit.undo": undo, "edit.redo": redo}


def _file_submenus(app: App, texts: Texts) -> dict[str, MenuItem]:
    """File's submenus: Open Recent (filled as it opens) and Export picture's panels."""
    window = app.window
    recent_menu = _named(
        texts, QMenu(window.menus["File"]), lambda: translate("Menus", "Open &Recent")
    )
    app.menus.recent_menu = recent_menu

    def fill_recent() -> None:
        recent_menu.clear()
        recent = app.files.recent_files()
        for path in recent:
            recent_menu.addAction(
                plain_action_text(Path(path).name), lambda p=path: app.files.open_path(p)
            )
        if not recent:
            recent_menu.addAction(translate("Menus", "(no recent files)")).setEnabled(False)
        else:
            recent_menu.addSeparator()
            recent_menu.addAction(translate("Menus", "Clear the list"), app.files.clear_recent)

    recent_menu.aboutToShow.connect(fill_recent)
    app.menus.fill_recent_menu = fill_recent
    exports = app.exports
    export_menu = _named(
        texts, QMenu(window.menus["File"]), lambda: translate("Menus", "&Export picture")
    )
    panel_menu = _named(
        texts, QMenu(export_menu), lambda: translate("Menus", "One panel as PNG (2x)")
    )
    for name in app.registry.exportable():
        _named(
            texts,
            panel_menu.addAction("", lambda n=name: exports.export_dialog("png", 2.0, panel=n)),
            lambda n=name: panel_title(app.registry[n]),
        )
    app.menus.export_panel_menu = panel_menu
    return {
        "file.recent": recent_menu,
        "file.export_picture": export_menu,
        "file.export_panel": panel_menu,
    }


def _presets_menu(app: App, texts: Texts) -> None:
    window = app.window
    menu = window.menus["Presets"]
    preset_actions = app.menus.preset_actions
    titles: dict[str, list[str]] = {}  # language -> the presets' titles, read once each

    def title(number: int) -> Callable[[], str]:
        """The preset's title in the current language (View ▸ Language retitles the menu)."""

        def text() -> str:
            language = current_language()
            if language not in titles:
                titles[language] = [preset.title for preset in app.files.presets()]
            return titles[language][number] if number < len(titles[language]) else ""

        return text

    for number, preset in enumerate(app.files.presets(), start=1):
        action = menu.addAction("", lambda n=preset.name: app.files.load_preset(n))
        _named(texts, action, title(number - 1))
        if number <= 9:
            action.setShortcut(QKeySequence(str(number)))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        preset_actions.append(action)
    window.addActions(preset_actions)


def _view_entries(app: App, texts: Texts) -> dict[str, MenuItem]:
    """The View menu's entries made per panel and per theme, and Scaled weights."""
    window, menus = app.window, app.menus

    def add_panels(menu: QMenu) -> None:
        for spec in app.registry:
            action = _named(texts, menu.addAction(""), lambda s=spec: panel_title(s))
            action.setCheckable(True)
            action.setChecked(spec.name in window.shown_panels())
            action.toggled.connect(lambda shown, n=spec.name: window.set_panel_visible(n, shown))
            if spec.shortcut:
                action.setShortcut(QKeySequence(spec.shortcut))
                action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
                _named(
                    texts,
                    action,
                    lambda s=spec: translate("Menus", "Show or hide the {panel} ({key})").format(
                        panel=panel_title(s), key=s.shortcut
                    ),
                    tooltip=True,
                )
                window.addAction(action)  # the key works while presenting hides the menus
            menus.panel_actions[spec.name] = action

    def check_panels(wanted: frozenset[str]) -> None:  # a file, a step or a key showed some
        for name, action in menus.panel_actions.items():
            if action.isChecked() != (name in wanted):
                action.blockSignals(True)
                action.setChecked(name in wanted)
                action.blockSignals(False)

    app.view_model.panels_changed.connect(check_panels)

    def add_scaled(menu: QMenu) -> None:
        # A lesson step before scaling shows softmax(q·k) only; this brings the scaled back.
        show_scaled = _named(
            texts, menu.addAction(""), lambda: translate("Menus", "Scaled weights (÷ √d)")
        )
        menus.action_show_scaled = show_scaled
        show_scaled.setCheckable(True)
        show_scaled.setChecked(window.view_state.shows_scaled)
        show_scaled.toggled.connect(
            lambda shown: app.view_model.update(weightings="both" if shown else "unscaled")
        )

        def check_scaled(view) -> None:  # a lesson step or a file changed the weightings
            if show_scaled.isChecked() != view.shows_scaled:
                show_scaled.blockSignals(True)
                show_scaled.setChecked(view.shows_scaled)
                show_scaled.blockSignals(False)

        window.view_state_changed.connect(check_scaled)

    def add_themes(menu: QMenu) -> None:
        theme_menu = _named(texts, menu.addMenu(""), lambda: translate("Menus", "Theme"))
        group = QActionGroup(window)
        for name in THEMES:
            action = _named(texts, theme_menu.addAction(""), lambda n=name: theme_title(n))
            action.setCheckable(True)
            action.setChecked(name == window.ui_style.theme.name)
            action.triggered.connect(lambda _=False, n=name: app.preferences.choose_theme(n))
            group.addAction(action)
            menus.theme_actions[name] = action

    def check_theme(style) -> None:
        action = menus.theme_actions.get(style.theme.name)
        if action is not None:
            action.setChecked(True)

    window.style_changed.connect(check_theme)
    return {"view.panels": add_panels, "view.scaled": add_scaled, "view.theme": add_themes}
