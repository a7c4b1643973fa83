"""The menu bar: every menu's entries, in order, wired to the window and the controllers.

Controllers make their actions (with their keys); this module only puts them in menus, so the
order of the menus is one readable list and no controller edits another's menu.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from app.common.actions import unique_keys
from app.common.i18n import on_language_change, translate
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


def build_menus(window: MainWindow, c: Controllers) -> None:
    window.menu_texts = []

    def retranslate() -> None:
        for setter, text in window.menu_texts:
            setter(text())

    on_language_change(window, retranslate)
    for name, title in MENU_TITLES.items():
        _named(window, window.menus[name], title)
    _file_menu(window, c)
    _edit_menu(window)
    _presets_menu(window, c)
    _view_menu(window, c)
    _lesson_menu(window, c)


def _file_menu(window: MainWindow, c: Controllers) -> None:
    menu = window.menus["File"]
    window.action_new = _named(
        window, menu.addAction("", c.files.new_scene), lambda: translate("Menus", "&New")
    )
    window.action_new.setShortcut(QKeySequence.StandardKey.New)
    window.action_open = _named(
        window, menu.addAction("", c.files.open_dialog), lambda: translate("Menus", "&Open…")
    )
    window.action_open.setShortcut(QKeySequence.StandardKey.Open)
    menu.addAction(c.lecture.action_open_lesson)
    window.recent_menu = _named(
        window, menu.addMenu(""), lambda: translate("Menus", "Open &Recent")
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
    window.action_save = _named(
        window, menu.addAction("", c.files.save), lambda: translate("Menus", "&Save")
    )
    window.action_save.setShortcut(QKeySequence.StandardKey.Save)
    window.action_save_as = _named(
        window, menu.addAction("", c.files.save_as), lambda: translate("Menus", "Save &As…")
    )
    window.action_save_as.setShortcut(QKeySequence("Ctrl+Shift+S"))
    menu.addSeparator()
    exports = c.exports
    export_menu = _named(window, menu.addMenu(""), lambda: translate("Menus", "&Export picture"))
    _named(
        window,
        export_menu.addAction("", lambda: exports.export_dialog("png", 1.0)),
        lambda: translate("Menus", "Whole view as PNG (1x)…"),
    )
    _named(
        window,
        export_menu.addAction("", lambda: exports.export_dialog("png", 2.0)),
        lambda: translate("Menus", "Whole view as PNG (2x, for projectors)…"),
    )
    _named(
        window,
        export_menu.addAction("", exports.export_sized_dialog),
        lambda: translate("Menus", "Whole view at a chosen size…"),
    )
    _named(
        window,
        export_menu.addAction("", lambda: exports.export_dialog("svg", 1.0)),
        lambda: translate("Menus", "Whole view as SVG…"),
    )
    panel_menu = _named(
        window, export_menu.addMenu(""), lambda: translate("Menus", "One panel as PNG (2x)")
    )
    for name in window.registry.exportable():
        _named(
            window,
            panel_menu.addAction("", lambda n=name: exports.export_dialog("png", 2.0, panel=n)),
            lambda n=name: panel_title(window.registry[n]),
        )
    window.export_panel_menu = panel_menu
    window.action_copy_picture = _named(
        window,
        menu.addAction("", exports.copy_picture),
        lambda: translate("Menus", "&Copy picture"),
    )
    window.action_copy_picture.setShortcut(QKeySequence("Ctrl+Shift+C"))
    menu.addSeparator()
    quit_action = _named(
        window, menu.addAction("", window.close), lambda: translate("Menus", "&Quit")
    )
    # Some platforms bind no key to StandardKey.Quit: Ctrl+Q everywhere.
    quit_action.setShortcuts(
        unique_keys([*QKeySequence.keyBindings(QKeySequence.StandardKey.Quit), "Ctrl+Q"])
    )


def _edit_menu(window: MainWindow) -> None:
    menu = window.menus["Edit"]
    document = window.document
    menu.addAction(window.undo_action)
    menu.addAction(window.redo_action)
    menu.addSeparator()
    _named(
        window,
        menu.addAction("", lambda: document.add_key()),
        lambda: translate("Menus", "Add key"),
    )
    window.action_add_query = _named(
        window,
        menu.addAction("", lambda: document.add_query()),
        lambda: translate("Menus", "Add query"),
    )
    window.action_add_query.setShortcut(QKeySequence("Q"))
    window.action_add_query.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    window.addAction(window.action_add_query)
    _named(
        window,
        menu.addAction("", window.exact_entry),
        lambda: translate("Menus", "Position of the selected vector…"),
    )
    _named(
        window,
        menu.addAction("", document.delete_selected),
        lambda: translate("Menus", "Delete the selected vector"),
    )
    _named(
        window,
        menu.addAction("", document.reroll),
        lambda: translate("Menus", "Re-roll hidden coordinates"),
    )
    window.action_scene_text = _named(
        window,
        menu.addAction("", window.edit_scene_text),
        lambda: translate("Menus", "Title and caption…"),
    )
    if window.attention_map is not None:
        menu.addSeparator()
        window.action_copy_csv = _named(
            window,
            menu.addAction("", window.attention_map.copy_csv),
            lambda: translate("Menus", "Copy attention map as CSV"),
        )


def _presets_menu(window: MainWindow, c: Controllers) -> None:
    menu = window.menus["Presets"]
    window.preset_actions = []
    for number, preset in enumerate(c.files.presets(), start=1):
        action = menu.addAction(preset.title, lambda n=preset.name: c.files.load_preset(n))
        if number <= 9:
            action.setShortcut(QKeySequence(str(number)))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        window.preset_actions.append(action)
    window.addActions(window.preset_actions)


def _view_menu(window: MainWindow, c: Controllers) -> None:
    menu = window.menus["View"]
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
    # A lesson step before scaling shows softmax(q·k) only; this brings the scaled back.
    window.action_show_scaled = _named(
        window, menu.addAction(""), lambda: translate("Menus", "Scaled weights (÷ √d)")
    )
    window.action_show_scaled.setCheckable(True)
    window.action_show_scaled.setChecked(window.view_state.shows_scaled)
    window.action_show_scaled.toggled.connect(
        lambda shown: window.apply_weightings("both" if shown else "unscaled")
    )
    menu.addSeparator()
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
    menu.addAction(c.lecture.action_reduced_motion)
    menu.addSeparator()
    p = c.presentation
    for action in (
        p.action_present,
        p.action_full_screen,
        c.preferences.action_larger,
        c.preferences.action_smaller,
        c.preferences.action_reset_scale,
        c.preferences.action_next_theme,
    ):
        menu.addAction(action)


def _lesson_menu(window: MainWindow, c: Controllers) -> None:
    menu = window.menus["Lesson"]
    lecture, turning, p = c.lecture, c.turning, c.presentation
    menu.addAction(lecture.action_open_lesson)
    menu.addAction(lecture.action_open_deck)
    menu.addSeparator()
    for action in lecture.navigation_actions:
        menu.addAction(action)
    menu.addSeparator()
    menu.addAction(turning.action_play)
    speed_menu = _named(window, menu.addMenu(""), lambda: translate("Menus", "Turning speed"))
    for action in turning.speed_actions.values():
        speed_menu.addAction(action)
    menu.addSeparator()
    for action in (p.action_present, p.action_hide, p.action_reveal, p.action_blank):
        menu.addAction(action)
    menu.addSeparator()
    for action in lecture.authoring_actions:
        menu.addAction(action)
    menu.addSeparator()
    for action in lecture.file_actions:
        menu.addAction(action)
