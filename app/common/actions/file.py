"""The File menu's entries (and Open Recent's filling)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from app.common.actions.spec import (
    ActionFamily,
    ActionSpec,
    AllBindings,
    AppActions,
    Entry,
    Member,
    Slot,
    Submenu,
    separator,
)
from app.common.actions.titles import (
    panel_title,
)
from app.common.i18n import translate
from app.common.plain_text import plain_action_text

_SK = QKeySequence.StandardKey


def _fill_recent(a: AppActions, menu: QMenu) -> None:
    """File ▸ Open Recent, as it opens: the recent files (names as plain text), or a line
    saying there are none; Clear the list."""
    files = a.app.files
    menu.clear()
    recent = files.recent_files()
    for path in recent:
        menu.addAction(plain_action_text(Path(path).name), lambda p=path: files.open_path(p))
    if not recent:
        menu.addAction(translate("Menus", "(no recent files)")).setEnabled(False)
    else:
        menu.addSeparator()
        menu.addAction(translate("Menus", "Clear the list"), files.clear_recent)


FILE: tuple[Entry, ...] = (
    ActionSpec(
        "file.new",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "&New"),
        lambda a: a.app.files.new_scene(),
        menu="File",
        keys=(_SK.New,),
        key_scope="window",
        keys_without_menus=False,
    ),
    ActionSpec(
        "file.open",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "&Open…"),
        lambda a: a.app.files.open_dialog(),
        menu="File",
        keys=(_SK.Open,),
        key_scope="window",
        keys_without_menus=False,
    ),
    Slot("lesson.open_lesson", "File"),
    Submenu(
        "file.recent",
        "File",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Open &Recent"),
        owner="app",
        fill=lambda a, menu: _fill_recent(a, menu),
    ),
    ActionSpec(
        "file.save",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "&Save"),
        lambda a: a.app.files.save(),
        menu="File",
        keys=(_SK.Save,),
        key_scope="window",
        keys_without_menus=False,
    ),
    ActionSpec(
        "file.save_as",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Save &As…"),
        lambda a: a.app.files.save_as(),
        menu="File",
        keys=("Ctrl+Shift+S",),
        key_scope="window",
        keys_without_menus=False,
    ),
    separator("File"),
    Submenu("file.export_picture", "File", "Menus", QT_TRANSLATE_NOOP("Menus", "&Export picture")),
    ActionSpec(
        "file.export_png",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Whole view as PNG (1x)…"),
        lambda a: a.app.exports.export_dialog("png", 1.0),
        menu="File/file.export_picture",
    ),
    ActionSpec(
        "file.export_png_2x",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Whole view as PNG (2x, for projectors)…"),
        lambda a: a.app.exports.export_dialog("png", 2.0),
        menu="File/file.export_picture",
    ),
    ActionSpec(
        "file.export_sized",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Whole view at a chosen size…"),
        lambda a: a.app.exports.export_sized_dialog(),
        menu="File/file.export_picture",
    ),
    ActionSpec(
        "file.export_svg",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Whole view as SVG…"),
        lambda a: a.app.exports.export_dialog("svg", 1.0),
        menu="File/file.export_picture",
    ),
    Submenu(
        "file.export_panel",
        "File/file.export_picture",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "One panel as PNG (2x)"),
    ),
    # One entry per panel that can be exported alone, named as the View menu names it.
    ActionFamily(
        "file.export_panel_png",
        "app",
        lambda a: [
            Member(name, lambda s=a.app.registry[name]: panel_title(s))
            for name in a.app.registry.exportable()
        ],
        menu="File/file.export_picture/file.export_panel",
        run=lambda a, name: a.app.exports.export_dialog("png", 2.0, panel=name),
    ),
    ActionSpec(
        "file.copy_picture",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "&Copy picture"),
        lambda a: a.app.exports.copy_picture(),
        menu="File",
        keys=("Ctrl+Shift+C",),
        key_scope="window",
        keys_without_menus=False,
    ),
    separator("File"),
    # Demos that travel: record, replay, export a movie or handout.
    ActionSpec(
        "file.record",
        "recorder",
        "Recording",
        QT_TRANSLATE_NOOP("Recording", "Record a demo"),
        lambda recorder: recorder.toggle(),
        menu="File",
        keys=("Ctrl+R",),
        checkable=True,
    ),
    ActionSpec(
        "file.replay",
        "replay",
        "Recording",
        QT_TRANSLATE_NOOP("Recording", "Replay a recording…"),
        lambda replay: replay.open_dialog(),
        menu="File",
    ),
    ActionSpec(
        "file.export_movie",
        "app",
        "MainWindow",
        QT_TRANSLATE_NOOP("MainWindow", "Export movie or handout…"),
        lambda a: a.app.movie_exports.export_dialog(),
        menu="File",
    ),
    separator("File"),
    # Some platforms bind no key to StandardKey.Quit: Ctrl+Q everywhere.
    ActionSpec(
        "file.quit",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "&Quit"),
        lambda a: a.window.close(),
        menu="File",
        keys=(AllBindings(_SK.Quit), "Ctrl+Q"),
        key_scope="window",
        keys_without_menus=False,
    ),
)
