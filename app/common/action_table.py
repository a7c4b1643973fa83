"""The action table: every menu entry and key of kino declared once, as data.

Each ``ActionSpec`` says what an action is called (a ``QT_TRANSLATE_NOOP`` literal, so
lupdate keeps its context and text, or a ``title`` that names the step, the vector, the
panel), its keys, the menu it sits in, its group in the Keyboard shortcuts window, when it is
enabled and what it calls. Dynamic families (one entry per panel, preset, theme, turning
speed, language, exportable panel) are one ``ActionFamily`` each, whose members come from
their data source when the owner's actions are built; a ``Submenu`` is a titled submenu
(filled as it opens, for Open Recent); a ``Slot`` puts an entry of another menu here too.
``build_actions`` is the one loop that makes the ``QAction``s of one owner (the window's
entries, the lecture's…) and re-translates them when the language changes; ``fill_menus`` is
the one loop that puts every entry into its menu, in table order (also later: the presenter's
entries land at their place); ``build_menu_bar`` makes the menu bar's menus and
``context_menu`` a right-click menu. The shortcuts window reads the group from the table
(``spec_of``). Adding an action is one entry in ``ACTIONS`` (plus its translations).
app/common/action_buttons.py gives some of them a push button with words of its own (the
presenter window's toolbars).

Owners and callbacks: ``run`` and ``enabled`` take the owner object the action is built for
("app": ``AppActions`` with the window and the App; "lecture": the ``LectureController``;
"classroom", "recorder", "replay", "shortcuts", "turning", "presentation", "preferences",
"accessibility", "presenter", "presenter_window", "code_panel", "attention_map": the
controller, window or panel of that name; "vector": the vector right-clicked), so this module
imports no controller, panel or window. tests/test_architecture.py checks that no other
module declares actions, names keys or fills the menu bar.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoStack
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget
from shiboken6 import isValid

from app.common import i18n
from app.common.formatting import fmt_short
from app.common.i18n import on_language_change, translate, translate_noop_text
from app.common.plain_text import plain_action_text, set_tooltip
from app.common.theme import THEMES
from kino_core.presets import list_presets
from kino_core.scene import D_MAX, D_MIN
from kino_core.snapshot import SnapshotError

# The property naming an action's table id ("file.save"), read by the shortcuts window.
ID_PROPERTY = "kino_action"
# The property naming an action's group in the shortcuts window (also set by hand on actions
# the table does not build yet).
GROUP_PROPERTY = "kino_group"


@dataclass(frozen=True)
class AllBindings:
    """Every binding the platform gives a standard key (a bare standard key means its first
    one only, as ``QKeySequence(standard_key)`` does)."""

    key: QKeySequence.StandardKey


Key = str | QKeySequence.StandardKey | AllBindings
# Where the keys work: "window" while the window (or a child) has focus; "application" also
# from the presenter window and undocked panels (modal dialogs still block them).
KeyScope = Literal["window", "application", "widget"]

_SCOPES = {
    "window": Qt.ShortcutContext.WindowShortcut,
    "application": Qt.ShortcutContext.ApplicationShortcut,
    "widget": Qt.ShortcutContext.WidgetWithChildrenShortcut,  # inside the owner's widget
}


@dataclass(frozen=True)
class ActionSpec:
    """One action: ``id`` "menu-ish.name", built by the owner named ``owner``.

    ``context``/``text``: the translation context and English text (``text`` is the value of
    a ``QT_TRANSLATE_NOOP(context, text)`` literal). ``menu``: "File", or
    "File/file.export_picture" for the submenu of that slot, or "" for keys only. ``group``:
    the shortcuts window's group, "" for the menu's. ``keys``: key sequences (strings or
    standard keys, repeats dropped); ``presenting_keys``: the keys while presenting, when they
    differ. ``run(owner)``: what it does; ``checked(owner)``: a checkable action's state at
    start; ``enabled(owner)``: when it is enabled (``refresh`` asks again).
    """

    id: str
    owner: str
    context: str
    text: str
    run: Callable[[Any], object] = lambda _owner: None
    menu: str = ""
    group: str = ""
    keys: tuple[Key, ...] = ()
    presenting_keys: tuple[Key, ...] | None = None
    key_scope: KeyScope = "application"
    checkable: bool = False
    checked: Callable[[Any], bool] | None = None
    enabled: Callable[[Any], bool] | None = None
    tooltip: str = ""  # a QT_TRANSLATE_NOOP literal in ``context`` too, or ""
    # False: the keys work only while the menu holding the action shows (presenting hides the
    # menu bar, and with it File's Ctrl+S); True: the keys are the window's, menus or not.
    keys_without_menus: bool = True
    # A text that changes with the owner (Undo names its step; a family's member names its
    # panel or preset), in the current language: used instead of ``text`` when given.
    title: Callable[[Any], str] | None = None
    tip: Callable[[Any], str] | None = None  # the same for the tooltip
    # Called with the new state whenever a checkable action's state changes, from the menu or
    # from code (``setChecked``), where ``run`` answers the user's trigger only.
    toggled: Callable[[Any, bool], object] | None = None
    role: QAction.MenuRole | None = None  # e.g. About, which macOS moves to the app menu


@dataclass(frozen=True)
class Slot:
    """A menu place for an entry the table does not build yet: a controller's own action, a
    submenu filled as it opens, or a separator (``id`` "-")."""

    id: str
    menu: str


def separator(menu: str) -> Slot:
    return Slot("-", menu)


@dataclass(frozen=True)
class Submenu:
    """A submenu of ``menu``, titled ``text`` (a ``QT_TRANSLATE_NOOP(context, text)`` literal);
    entries under it name it as "<menu>/<its id>". ``fill(owner, submenu)``, when given, fills
    it each time it opens (Open Recent's files), with the owner named ``owner``."""

    id: str
    menu: str
    context: str
    text: str
    owner: str = ""
    fill: Callable[[Any, QMenu], object] | None = None


@dataclass(frozen=True)
class Member:
    """One action of a family: ``name`` ends its id ("view.panel.canvas"); ``title()`` and
    ``tip()`` its text and tooltip in the current language."""

    name: str
    title: Callable[[], str]
    keys: tuple[Key, ...] = ()
    tip: Callable[[], str] | None = None


@dataclass(frozen=True)
class ActionFamily:
    """Actions generated from a data source, one per member (a panel, a preset, a theme, a
    turning speed, a language), declared as one entry: ``members(owner)`` lists them when the
    owner's actions are built; each gets the id "<id>.<member name>". ``run(owner, name)`` on
    a trigger, ``toggled(owner, name, checked)`` on a change of state, ``checked(owner, name)``
    at start; ``exclusive``: one checked at a time."""

    id: str
    owner: str
    members: Callable[[Any], Iterable[Member]]
    menu: str = ""
    group: str = ""
    run: Callable[[Any, str], object] | None = None
    toggled: Callable[[Any, str, bool], object] | None = None
    checked: Callable[[Any, str], bool] | None = None
    checkable: bool = False
    exclusive: bool = False
    key_scope: KeyScope = "window"


Entry = ActionSpec | Slot | Submenu | ActionFamily


@dataclass
class AppActions:
    """What the "app" actions call: the window and the App of the composition root (its
    controllers by name, app/shell/app.py), and the shell's dialogs app/common/ cannot
    import."""

    window: Any
    app: Any  # app/shell/app.py's App (app/common/ cannot import it)
    show_about: Callable[[Any], object] = lambda _window: None  # app/shell/about.py's
    switch_language: Callable[[Any, str], object] = lambda _window, _code: None


def unique_keys(keys: Iterable[QKeySequence | Key]) -> list[QKeySequence]:
    """The key sequences without repeats or blanks: standard bindings often repeat explicit
    ones (Redo is Ctrl+Y here, ZoomOut is Ctrl+-), and one key listed twice on an action is an
    "ambiguous shortcut" that Qt then ignores."""
    sequences: list[QKeySequence] = []
    for key in keys:
        if isinstance(key, AllBindings):
            sequences += QKeySequence.keyBindings(key.key)
        else:
            sequences.append(QKeySequence(key))
    texts = (s.toString() for s in sequences)
    return [QKeySequence(text) for text in dict.fromkeys(t for t in texts if t)]


def _has_deck(lecture: Any) -> bool:
    return lecture.deck is not None


def _not_last_step(lecture: Any) -> bool:
    return lecture.deck is not None and lecture.index < len(lecture.deck.steps) - 1


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


def _stack_can(stack: QUndoStack, what: str) -> bool:
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


@functools.cache
def _preset_titles(language: str) -> tuple[str, ...]:
    """The presets' titles in ``language`` (read once per language)."""
    try:
        return tuple(preset.title for preset in list_presets(language))
    except SnapshotError:  # a broken installation: the file controller says so
        return ()


def _preset_members(files: Any) -> list[Member]:
    """One member per preset of ``files`` (the file controller), titled in the current
    language (View ▸ Language retitles the menu)."""

    def title(number: int) -> str:
        titles = _preset_titles(i18n.current_language())
        return titles[number] if number < len(titles) else ""

    return [
        Member(
            preset.name, lambda n=number: title(n), keys=(str(number + 1),) if number < 9 else ()
        )
        for number, preset in enumerate(files.presets())
    ]


def _show_words(mode: str) -> str:
    """The attention map's menu entry that shows ``mode`` ("both", "unscaled", "scaled")."""
    words = {
        "both": lambda: translate("AttentionMap", "Show both"),
        "unscaled": lambda: translate("AttentionMap", "Show without scaling"),
        "scaled": lambda: translate("AttentionMap", "Show scaled by 1/√d"),
    }
    return words[mode]()


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


_SK = QKeySequence.StandardKey

# The table, in menu order: each menu lists its entries top to bottom.
ACTIONS: tuple[Entry, ...] = (
    # -- File -------------------------------------------------------------------------------
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
    # -- Edit -------------------------------------------------------------------------------
    # Their texts name the step ("Undo drag A"); their keys are the window's, menus shown or not.
    ActionSpec(
        "edit.undo",
        "app",
        "UndoActions",
        QT_TRANSLATE_NOOP("UndoActions", "Undo"),
        lambda a: a.app.document.undo_stack.undo(),
        menu="Edit",
        keys=(_SK.Undo,),
        key_scope="window",
        title=lambda a: undo_title(a.app.document.undo_stack),
        enabled=lambda a: _stack_can(a.app.document.undo_stack, "undo"),
    ),
    ActionSpec(
        "edit.redo",
        "app",
        "UndoActions",
        QT_TRANSLATE_NOOP("UndoActions", "Redo"),
        lambda a: a.app.document.undo_stack.redo(),
        menu="Edit",
        keys=(_SK.Redo, "Ctrl+Shift+Z", "Ctrl+Y"),
        key_scope="window",
        title=lambda a: redo_title(a.app.document.undo_stack),
        enabled=lambda a: _stack_can(a.app.document.undo_stack, "redo"),
    ),
    separator("Edit"),
    ActionSpec(
        "edit.add_key",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Add key"),
        lambda a: a.app.document.add_key(),
        menu="Edit",
    ),
    ActionSpec(
        "edit.add_query",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Add query"),
        lambda a: a.app.document.add_query(),
        menu="Edit",
        keys=("Q",),
        key_scope="window",
    ),
    ActionSpec(
        "edit.exact_entry",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Position of the selected vector…"),
        lambda a: a.app.scene_edits.exact_entry(),
        menu="Edit",
    ),
    ActionSpec(
        "edit.delete",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Delete the selected vector"),
        lambda a: a.app.document.delete_selected(),
        menu="Edit",
    ),
    ActionSpec(
        "edit.reroll",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Re-roll hidden coordinates"),
        lambda a: a.app.document.reroll(),
        menu="Edit",
    ),
    ActionSpec(
        "edit.scene_text",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Title and caption…"),
        lambda a: a.app.scene_edits.edit_scene_text(),
        menu="Edit",
    ),
    separator("Edit"),
    # Only with the attention map (the menus leave it out of a window without one).
    ActionSpec(
        "edit.copy_csv",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Copy attention map as CSV"),
        lambda a: a.app.panels["attention_map"].copy_csv(),
        menu="Edit",
    ),
    # The canvas's keys of its own (no menu entry).
    ActionSpec(
        "canvas.turn_clockwise",
        "app",
        "ShortcutsWindow",
        QT_TRANSLATE_NOOP("ShortcutsWindow", "Turn the query 5° clockwise"),
        lambda a: a.app.document.turn_query(-5.0),
        group="canvas",
        keys=("[",),
        key_scope="window",
    ),
    ActionSpec(
        "canvas.turn_anticlockwise",
        "app",
        "ShortcutsWindow",
        QT_TRANSLATE_NOOP("ShortcutsWindow", "Turn the query 5° anticlockwise"),
        lambda a: a.app.document.turn_query(5.0),
        group="canvas",
        keys=("]",),
        key_scope="window",
    ),
    ActionSpec(
        "canvas.double_d",
        "app",
        "ShortcutsWindow",
        QT_TRANSLATE_NOOP("ShortcutsWindow", "Double d"),
        lambda a: a.app.document.set_d(min(a.app.document.scene.d * 2, D_MAX)),
        group="canvas",
        keys=("+", "="),
        key_scope="window",
    ),
    ActionSpec(
        "canvas.halve_d",
        "app",
        "ShortcutsWindow",
        QT_TRANSLATE_NOOP("ShortcutsWindow", "Halve d"),
        lambda a: a.app.document.set_d(max(a.app.document.scene.d // 2, D_MIN)),
        group="canvas",
        keys=("-",),
        key_scope="window",
    ),
    # -- Presets ----------------------------------------------------------------------------
    # One entry per preset, in the presets' order, keys 1-9 for the first nine.
    ActionFamily(
        "presets.load",
        "app",
        lambda a: _preset_members(a.app.files),
        menu="Presets",
        run=lambda a, name: a.app.files.load_preset(name),
    ),
    # -- Lesson -----------------------------------------------------------------------------
    ActionSpec(
        "lesson.open_lesson",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Open lesson: Attention"),
        lambda lecture: lecture.open_lesson(),
        menu="Lesson",
    ),
    ActionSpec(
        "lesson.open_deck",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Open deck…"),
        lambda lecture: lecture.open_dialog(),
        menu="Lesson",
    ),
    separator("Lesson"),
    # Clicker keys: PageDown / PageUp always step through a deck; Right, Left, Space, Home
    # and End only while presenting, because in the window they move the selected vector or
    # edit the d spin box.
    ActionSpec(
        "lesson.next",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Next step"),
        lambda lecture: lecture.next_step(),
        menu="Lesson",
        keys=("PgDown",),
        presenting_keys=("PgDown", "Right", "Space"),
        enabled=_has_deck,
    ),
    ActionSpec(
        "lesson.previous",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Previous step"),
        lambda lecture: lecture.previous_step(),
        menu="Lesson",
        keys=("PgUp",),
        presenting_keys=("PgUp", "Left"),
        enabled=_has_deck,
    ),
    ActionSpec(
        "lesson.first",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "First step"),
        lambda lecture: lecture.first_step(),
        menu="Lesson",
        presenting_keys=("Home",),
        enabled=_has_deck,
    ),
    ActionSpec(
        "lesson.last",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Last step"),
        lambda lecture: lecture.last_step(),
        menu="Lesson",
        presenting_keys=("End",),
        enabled=_has_deck,
    ),
    separator("Lesson"),
    ActionSpec(
        "lesson.play",
        "turning",
        "TurningController",
        QT_TRANSLATE_NOOP("TurningController", "Play / pause: turn the query"),
        lambda turning: turning.toggle_playing(),
        menu="Lesson",
        keys=("P",),
        checkable=True,
    ),
    Submenu("lesson.speed", "Lesson", "Menus", QT_TRANSLATE_NOOP("Menus", "Turning speed")),
    ActionFamily(
        "lesson.speeds",
        "turning",
        lambda turning: [
            Member(
                f"{speed:g}",
                lambda s=speed: translate("TurningController", "{speed}° per second").format(
                    speed=fmt_short(s)
                ),
            )
            for speed in turning.speeds
        ],
        menu="Lesson/lesson.speed",
        run=lambda turning, name: turning.set_turn_speed(float(name)),
        checked=lambda turning, name: float(name) == turning.turn_speed,
        exclusive=True,
    ),
    separator("Lesson"),
    ActionSpec(
        "present.present",
        "presentation",
        "PresentationMode",
        QT_TRANSLATE_NOOP("PresentationMode", "Presentation mode"),
        lambda presentation: presentation.toggle(),
        menu="Lesson",
        keys=("F5", "Shift+F5"),
        checkable=True,
    ),
    # The presenter's (built with it, after the menus: they take their place here then).
    Slot("present.rehearse", "Lesson"),
    Slot("present.laser", "Lesson"),
    ActionSpec(
        "present.hide",
        "presentation",
        "PresentationMode",
        QT_TRANSLATE_NOOP("PresentationMode", "Hide the answers (predict first)"),
        lambda presentation: presentation.set_answers_hidden(True),
        menu="Lesson",
        keys=("H",),
    ),
    ActionSpec(
        "present.reveal",
        "presentation",
        "PresentationMode",
        QT_TRANSLATE_NOOP("PresentationMode", "Reveal the answers"),
        lambda presentation: presentation.set_answers_hidden(False),
        menu="Lesson",
        keys=("R",),
    ),
    ActionSpec(
        "present.blank",
        "presentation",
        "PresentationMode",
        QT_TRANSLATE_NOOP("PresentationMode", "Blank the screen"),
        lambda presentation: presentation.toggle_blank(),
        menu="Lesson",
        keys=("B", ".", "Shift+B"),
    ),
    # The room's questions: A opens or closes one while presenting (the classroom enables
    # them as questions open and answers come in).
    ActionSpec(
        "classroom.question",
        "classroom",
        "Classroom",
        QT_TRANSLATE_NOOP("Classroom", "Ask the room (open or close a question)"),
        lambda classroom: classroom.toggle(),
        menu="Lesson",
        keys=("A",),
    ),
    ActionSpec(
        "classroom.edit",
        "classroom",
        "Classroom",
        QT_TRANSLATE_NOOP("Classroom", "The step's question for the room…"),
        lambda classroom: classroom.edit_step_question(),
        menu="Lesson",
    ),
    ActionSpec(
        "classroom.picture",
        "classroom",
        "Classroom",
        QT_TRANSLATE_NOOP("Classroom", "Export the revealed answers as PNG…"),
        lambda classroom: classroom.export_reveal_dialog(),
        menu="Lesson",
    ),
    ActionSpec(
        "classroom.save",
        "classroom",
        "Classroom",
        QT_TRANSLATE_NOOP("Classroom", "Save the room's answers…"),
        lambda classroom: classroom.save_results_dialog(),
        menu="Lesson",
    ),
    separator("Lesson"),
    ActionSpec(
        "lesson.add",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Add the scene as a step"),
        lambda lecture: lecture.add_current_step(),
        menu="Lesson",
    ),
    ActionSpec(
        "lesson.replace",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Replace this step with the scene"),
        lambda lecture: lecture.replace_current_step(),
        menu="Lesson",
        enabled=_has_deck,
    ),
    ActionSpec(
        "lesson.caption",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Edit title, caption and notes…"),
        lambda lecture: lecture.edit_caption(),
        menu="Lesson",
        enabled=_has_deck,
    ),
    ActionSpec(
        "lesson.move_up",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Move step earlier"),
        lambda lecture: lecture.move_current_step(-1),
        menu="Lesson",
        enabled=lambda lecture: _has_deck(lecture) and lecture.index > 0,
    ),
    ActionSpec(
        "lesson.move_down",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Move step later"),
        lambda lecture: lecture.move_current_step(1),
        menu="Lesson",
        enabled=_not_last_step,
    ),
    ActionSpec(
        "lesson.delete",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Delete step"),
        lambda lecture: lecture.delete_current_step(),
        menu="Lesson",
        enabled=lambda lecture: _has_deck(lecture) and len(lecture.deck.steps) > 1,
    ),
    separator("Lesson"),
    ActionSpec(
        "lesson.save",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Save deck"),
        lambda lecture: lecture.save(),
        menu="Lesson",
        enabled=_has_deck,
    ),
    ActionSpec(
        "lesson.save_as",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Save deck as…"),
        lambda lecture: lecture.save_as(),
        menu="Lesson",
        enabled=_has_deck,
    ),
    ActionSpec(
        "lesson.close",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Close deck"),
        lambda lecture: lecture.close_deck(),
        menu="Lesson",
        enabled=_has_deck,
    ),
    # Esc leaves presenting but is in no menu (menus are hidden while presenting).
    ActionSpec(
        "present.leave",
        "presentation",
        "PresentationMode",
        QT_TRANSLATE_NOOP("PresentationMode", "Leave presentation"),
        lambda presentation: presentation.leave(),
        group="lecture",
        keys=("Esc",),
    ),
    # V while presenting: the panel picker (the menus that show panels are hidden then).
    ActionSpec(
        "present.panels",
        "panel_picker",
        "PanelPicker",
        QT_TRANSLATE_NOOP("PanelPicker", "Choose panels (presenting)"),
        lambda picker: picker.toggle_picker(),
        group="lecture",
        keys=("V",),
    ),
    # The presenter's (in the Lesson menu after Presentation mode, once the presenter is made).
    # Ctrl+L is PowerPoint's laser key; L alone is Learn mode.
    ActionSpec(
        "present.rehearse",
        "presenter",
        "PresenterController",
        QT_TRANSLATE_NOOP(
            "PresenterController", "Presenter view in a window (rehearsal, screen sharing)"
        ),
        lambda presenter: presenter.toggle_rehearsal(),
        keys=("Ctrl+F5",),
        checkable=True,
    ),
    ActionSpec(
        "present.laser",
        "presenter",
        "PresenterController",
        QT_TRANSLATE_NOOP("PresenterController", "Laser pointer"),
        lambda presenter: presenter.set_laser(presenter.action_laser.isChecked()),
        keys=("Ctrl+L",),
        checkable=True,
    ),
    # -- View -------------------------------------------------------------------------------
    # One checkable entry per panel, with the panel's key (its spec's).
    ActionFamily(
        "view.panel",
        "app",
        lambda a: [
            Member(
                spec.name,
                lambda s=spec: panel_title(s),
                keys=(spec.shortcut,) if spec.shortcut else (),
                tip=(
                    (
                        lambda s=spec: translate(
                            "Menus", "Show or hide the {panel} ({key})"
                        ).format(panel=panel_title(s), key=s.shortcut)
                    )
                    if spec.shortcut
                    else None
                ),
            )
            for spec in a.app.registry
        ],
        menu="View",
        toggled=lambda a, name, shown: a.window.set_panel_visible(name, shown),
        checked=lambda a, name: name in a.window.shown_panels(),
        checkable=True,
    ),
    # A lesson step before scaling shows softmax(q·k) only; this brings the scaled back.
    ActionSpec(
        "view.scaled",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Scaled weights (÷ √d)"),
        menu="View",
        checkable=True,
        checked=lambda a: a.window.view_state.shows_scaled,
        toggled=lambda a, shown: a.app.view_model.update(
            weightings="both" if shown else "unscaled"
        ),
    ),
    separator("View"),
    Submenu("view.theme", "View", "Menus", QT_TRANSLATE_NOOP("Menus", "Theme")),
    ActionFamily(
        "view.theme_of",
        "app",
        lambda _a: [Member(name, lambda n=name: theme_title(n)) for name in THEMES],
        menu="View/view.theme",
        run=lambda a, name: a.app.preferences.choose_theme(name),
        checked=lambda a, name: name == a.window.ui_style.theme.name,
        exclusive=True,
    ),
    ActionSpec(
        "lesson.reduced_motion",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Reduce motion (no animated steps)"),
        lambda lecture: lecture.set_reduced_motion(
            lecture.actions["lesson.reduced_motion"].isChecked()
        ),
        menu="View",
        checkable=True,
        checked=lambda lecture: lecture.reduced_motion,
    ),
    separator("View"),
    Slot("present.present", "View"),
    ActionSpec(
        "present.full_screen",
        "presentation",
        "PresentationMode",
        QT_TRANSLATE_NOOP("PresentationMode", "Full screen"),
        lambda presentation: presentation.toggle_full_screen(),
        menu="View",
        keys=("F11", AllBindings(_SK.FullScreen)),
    ),
    ActionSpec(
        "view.larger",
        "preferences",
        "Preferences",
        QT_TRANSLATE_NOOP("Preferences", "Larger text and lines"),
        lambda preferences: preferences.zoom(1),
        menu="View",
        keys=("Ctrl+=", "Ctrl++", AllBindings(_SK.ZoomIn)),
    ),
    ActionSpec(
        "view.smaller",
        "preferences",
        "Preferences",
        QT_TRANSLATE_NOOP("Preferences", "Smaller text and lines"),
        lambda preferences: preferences.zoom(-1),
        menu="View",
        keys=("Ctrl+-", AllBindings(_SK.ZoomOut)),
    ),
    ActionSpec(
        "view.reset_scale",
        "preferences",
        "Preferences",
        QT_TRANSLATE_NOOP("Preferences", "Default size"),
        lambda preferences: preferences.reset_scale(),
        menu="View",
        keys=("Ctrl+0",),
    ),
    ActionSpec(
        "view.next_theme",
        "preferences",
        "Preferences",
        QT_TRANSLATE_NOOP("Preferences", "Next theme"),
        lambda preferences: preferences.next_theme(),
        menu="View",
        keys=("Ctrl+T",),
    ),
    # Each language in its own name: findable by someone who cannot read the current one. The
    # pseudo-language is listed only when KINO_PSEUDO_LANGUAGE is set: it is for testing.
    Submenu(
        "view.language", "View", "LanguageMenu", QT_TRANSLATE_NOOP("LanguageMenu", "&Language")
    ),
    ActionFamily(
        "view.language_of",
        "app",
        lambda _a: [
            Member(code, lambda c=code: i18n.language_name(c))
            for code in i18n.available_languages(
                include_pseudo=bool(os.environ.get("KINO_PSEUDO_LANGUAGE"))
            )
        ],
        menu="View/view.language",
        run=lambda a, code: a.switch_language(a.window, code),
        checked=lambda _a, code: code == i18n.current_language(),
        exclusive=True,
    ),
    # -- Help -------------------------------------------------------------------------------
    # "?" is Shift+/ on many layouts and arrives as Shift+?; where it is unshifted, as "?".
    ActionSpec(
        "help.shortcuts",
        "shortcuts",
        "ShortcutsWindow",
        QT_TRANSLATE_NOOP("ShortcutsWindow", "Keyboard shortcuts"),
        lambda dialog: dialog.open_fresh(),
        menu="Help",
        group="view",
        keys=("F1", "?", "Shift+?"),
        key_scope="window",
    ),
    # W: what a screen reader hears about the scene (in the Help menu).
    ActionSpec(
        "help.describe",
        "accessibility",
        "Accessible",
        QT_TRANSLATE_NOOP("Accessible", "Describe the scene (screen reader)"),
        lambda accessibility: accessibility.describe_scene(),
        menu="Help",
        group="canvas",
        keys=("W",),
        key_scope="window",
    ),
    separator("Help"),
    ActionSpec(
        "help.about",
        "app",
        "MainWindow",
        QT_TRANSLATE_NOOP("MainWindow", "&About kino"),
        lambda a: a.show_about(a.window),
        menu="Help",
        role=QAction.MenuRole.AboutRole,
    ),
    # -- context menus (``context_menu`` builds one as it opens) ---------------------------------
    # A right-click on a key or a query: the owner is the clicked vector (scene_edits.py's
    # ClickedVector). A key's dialog also recolours it.
    ActionSpec(
        "vector.edit_key",
        "vector",
        "MainWindow",
        QT_TRANSLATE_NOOP("MainWindow", "Rename or recolour…"),
        lambda v: v.edits.edit_key(v.index),
        menu="Key",
    ),
    ActionSpec(
        "vector.key_position",
        "vector",
        "MainWindow",
        QT_TRANSLATE_NOOP("MainWindow", "Position of {label}…"),
        lambda v: v.edits.exact_entry(),
        menu="Key",
        title=lambda v: translate("MainWindow", "Position of {label}…").format(label=v.label),
    ),
    ActionSpec(
        "vector.delete_key",
        "vector",
        "MainWindow",
        QT_TRANSLATE_NOOP("MainWindow", "Delete key {label}"),
        lambda v: v.edits.document.delete_key(v.index),
        menu="Key",
        title=lambda v: translate("MainWindow", "Delete key {label}").format(label=v.label),
        enabled=lambda v: len(v.edits.document.scene.keys) > 1,
    ),
    ActionSpec(
        "vector.rename_query",
        "vector",
        "MainWindow",
        QT_TRANSLATE_NOOP("MainWindow", "Rename…"),
        lambda v: v.edits.rename_query(v.index),
        menu="Query",
    ),
    ActionSpec(
        "vector.query_position",
        "vector",
        "MainWindow",
        QT_TRANSLATE_NOOP("MainWindow", "Position of {label}…"),
        lambda v: v.edits.exact_entry(),
        menu="Query",
        title=lambda v: translate("MainWindow", "Position of {label}…").format(label=v.label),
    ),
    ActionSpec(
        "vector.delete_query",
        "vector",
        "MainWindow",
        QT_TRANSLATE_NOOP("MainWindow", "Delete query {label}"),
        lambda v: v.edits.document.delete_query(v.index),
        menu="Query",
        title=lambda v: translate("MainWindow", "Delete query {label}").format(label=v.label),
        enabled=lambda v: len(v.edits.document.scene.queries) > 1,
    ),
    # A right-click on the attention map (the owner is the panel).
    ActionSpec(
        "attention_map.copy_csv",
        "attention_map",
        "AttentionMap",
        QT_TRANSLATE_NOOP("AttentionMap", "Copy weights and scores as CSV"),
        lambda panel: panel.copy_csv(),
        menu="AttentionMap",
    ),
    separator("AttentionMap"),
    ActionFamily(
        "attention_map.show",
        "attention_map",
        lambda panel: [Member(mode, lambda m=mode: _show_words(m)) for mode in panel.modes],
        menu="AttentionMap",
        run=lambda panel, mode: panel.set_mode(mode),
        checked=lambda panel, mode: panel.heatmap.mode == mode,
        checkable=True,
    ),
    # -- keys of other windows and panels (no menu) ----------------------------------------------
    # Ctrl+Return / Ctrl+Enter run the code panel's code, inside the panel.
    ActionSpec(
        "code.run",
        "code_panel",
        "ShortcutsWindow",
        QT_TRANSLATE_NOOP("ShortcutsWindow", "Run the code"),
        lambda panel: panel.run(),
        group="code",
        keys=("Ctrl+Return", "Ctrl+Enter"),
        key_scope="widget",
    ),
    # The presenter window's own copies of the main window's window-only keys: undo and redo
    # on the same undo stack, turning the query.
    ActionSpec(
        "presenter.undo",
        "presenter_window",
        "UndoActions",
        QT_TRANSLATE_NOOP("UndoActions", "Undo"),
        lambda window: window.document.undo_stack.undo(),
        keys=(_SK.Undo,),
        key_scope="window",
        title=lambda window: undo_title(window.document.undo_stack),
        enabled=lambda window: _stack_can(window.document.undo_stack, "undo"),
    ),
    ActionSpec(
        "presenter.redo",
        "presenter_window",
        "UndoActions",
        QT_TRANSLATE_NOOP("UndoActions", "Redo"),
        lambda window: window.document.undo_stack.redo(),
        keys=(_SK.Redo, "Ctrl+Y"),
        key_scope="window",
        title=lambda window: redo_title(window.document.undo_stack),
        enabled=lambda window: _stack_can(window.document.undo_stack, "redo"),
    ),
    ActionSpec(
        "presenter.turn_clockwise",
        "presenter_window",
        "ShortcutsWindow",
        QT_TRANSLATE_NOOP("ShortcutsWindow", "Turn the query 5° clockwise"),
        lambda window: window.document.turn_query(-5.0),
        keys=("[",),
        key_scope="window",
    ),
    ActionSpec(
        "presenter.turn_anticlockwise",
        "presenter_window",
        "ShortcutsWindow",
        QT_TRANSLATE_NOOP("ShortcutsWindow", "Turn the query 5° anticlockwise"),
        lambda window: window.document.turn_query(5.0),
        keys=("]",),
        key_scope="window",
    ),
)


# The menu bar's menus, left to right: name (what entries' ``menu`` says), context, title.
MENU_BAR: tuple[tuple[str, str, str], ...] = (
    ("File", "Menus", QT_TRANSLATE_NOOP("Menus", "&File")),
    ("Edit", "Menus", QT_TRANSLATE_NOOP("Menus", "&Edit")),
    ("Presets", "Menus", QT_TRANSLATE_NOOP("Menus", "&Presets")),
    ("View", "Menus", QT_TRANSLATE_NOOP("Menus", "&View")),
    ("Lesson", "Menus", QT_TRANSLATE_NOOP("Menus", "&Lesson")),
    ("Help", "ShortcutsWindow", QT_TRANSLATE_NOOP("ShortcutsWindow", "&Help")),
)


def build_menu_bar(window: QMainWindow) -> dict[str, QMenu]:
    """``window``'s menu bar: the menus of ``MENU_BAR`` by name, titled in the current
    language (and again whenever it changes), empty until ``fill_menus``."""
    menus = {name: window.menuBar().addMenu("") for name, _context, _title in MENU_BAR}

    def retitle() -> None:
        for name, context, title in MENU_BAR:
            menus[name].setTitle(translate_noop_text(context, title))

    retitle()
    on_language_change(window, retitle)
    return menus


# The specs families generated, by id (a family's members are known once its owner is built;
# the same id always has the same spec, whichever window built it).
_GENERATED: dict[str, ActionSpec] = {}


def specs_by_id() -> dict[str, ActionSpec]:
    """The table's actions by id, families' members included (read from ``ACTIONS`` each
    time: a test may add one)."""
    return {**_GENERATED, **{s.id: s for s in ACTIONS if isinstance(s, ActionSpec)}}


def spec_of(action: QAction) -> ActionSpec | None:
    """The table entry ``action`` was built from, or None for an action made elsewhere."""
    return specs_by_id().get(action.property(ID_PROPERTY) or "")


def _members(family: ActionFamily, owner: object) -> list[ActionSpec]:
    """The specs of ``family``'s members for ``owner``."""
    specs = []
    for member in family.members(owner):
        name = member.name
        run, toggled, checked, tip = family.run, family.toggled, family.checked, member.tip
        specs.append(
            ActionSpec(
                f"{family.id}.{name}",
                family.owner,
                "",
                "",
                (lambda o, n=name, r=run: r(o, n)) if run is not None else (lambda _o: None),
                menu=family.menu,
                group=family.group,
                keys=member.keys,
                key_scope=family.key_scope,
                checkable=family.checkable or family.exclusive,
                checked=(lambda o, n=name, c=checked: c(o, n)) if checked is not None else None,
                title=lambda _o, t=member.title: t(),
                tip=(lambda _o, t=tip: t()) if tip is not None else None,
                toggled=(
                    (lambda o, on, n=name, t=toggled: t(o, n, on)) if toggled is not None else None
                ),
            )
        )
    return specs


def specs_of(owner_name: str, owner: object) -> list[ActionSpec | ActionFamily]:
    return [
        s for s in ACTIONS if isinstance(s, (ActionSpec, ActionFamily)) and s.owner == owner_name
    ]


def build_actions(parent: QWidget, owner_name: str, owner: object) -> dict[str, QAction]:
    """The ``QAction``s of every table entry that ``owner_name`` owns, by id (a family's
    members too, each by its own id): texts in the current language (and again whenever it
    changes), keys, checkable state, the callback. Actions with keys are added to ``parent``
    so the keys work while the menus are hidden; a widget-scoped key works inside ``parent``."""
    actions: dict[str, QAction] = {}
    for entry in specs_of(owner_name, owner):
        if isinstance(entry, ActionFamily):
            specs = _members(entry, owner)
            group = QActionGroup(parent) if entry.exclusive else None
        else:
            specs, group = [entry], None
        for spec in specs:
            if not spec.text:
                _GENERATED[spec.id] = spec
            actions[spec.id] = _build_action(parent, spec, owner)
            if group is not None:
                group.addAction(actions[spec.id])
    retranslate_actions(actions, owner)
    on_language_change(parent, lambda: retranslate_actions(actions, owner))
    refresh(actions, owner)
    return actions


def members_of(actions: Mapping[str, QAction], family_id: str) -> dict[str, QAction]:
    """A family's actions among ``actions`` (what ``build_actions`` returned), by member
    name, in the members' order."""
    prefix = f"{family_id}."
    return {i.removeprefix(prefix): a for i, a in actions.items() if i.startswith(prefix)}


def _build_action(parent: QWidget, spec: ActionSpec, owner: object) -> QAction:
    action = QAction(parent)
    action.setProperty(ID_PROPERTY, spec.id)
    if spec.group:
        action.setProperty(GROUP_PROPERTY, spec.group)
    action.setShortcuts(unique_keys(spec.keys))
    if spec.keys or spec.presenting_keys:
        action.setShortcutContext(_SCOPES[spec.key_scope])
    action.setCheckable(spec.checkable)
    if spec.checked is not None:
        action.setChecked(spec.checked(owner))
    if spec.role is not None:
        action.setMenuRole(spec.role)
    action.triggered.connect(lambda *_, run=spec.run: run(owner))
    if spec.toggled is not None:
        action.toggled.connect(lambda on, toggled=spec.toggled: toggled(owner, on))
    if (spec.keys or spec.presenting_keys) and spec.keys_without_menus:
        parent.addAction(action)
    return action


def retranslate_actions(actions: Mapping[str, QAction], owner: object = None) -> None:
    """Each action's text (and tooltip) from the table, in the current language."""
    specs = specs_by_id()
    for action_id, action in actions.items():
        spec = specs.get(action_id)
        if spec is None:  # an entry a test added for a while
            continue
        if spec.title is not None:
            action.setText(spec.title(owner))
        else:
            action.setText(translate_noop_text(spec.context, spec.text))
        if spec.tip is not None:
            set_tooltip(action, spec.tip(owner))
        elif spec.tooltip:
            set_tooltip(action, translate_noop_text(spec.context, spec.tooltip))


def refresh(actions: Mapping[str, QAction], owner: object, presenting: bool = False) -> None:
    """Ask every action's ``enabled`` again, and give it its keys for ``presenting``."""
    specs = specs_by_id()
    for action_id, action in actions.items():
        spec = specs.get(action_id)
        if spec is None:
            continue
        if spec.presenting_keys is not None:
            keys = spec.presenting_keys if presenting else spec.keys
            action.setShortcuts(unique_keys(keys))
        if spec.enabled is not None:
            action.setEnabled(bool(spec.enabled(owner)))


# Where an entry sits in its menu: its index in ACTIONS, kept on the entry under one property
# per menu path (Presentation mode is in two menus), so entries added later (the presenter's)
# land at their place in the table's order.
def _order(action: QAction, path: str) -> int:
    order = action.property(f"kino_order {path}")
    return -1 if order is None else int(order)


def _insert(menu: QMenu, path: str, item: QAction, order: int) -> None:
    item.setProperty(f"kino_order {path}", order)
    later = next((a for a in menu.actions() if a is not item and _order(a, path) > order), None)
    if later is None:
        menu.addAction(item)
    else:
        menu.insertAction(later, item)


def fill_menus(
    menus: Mapping[str, QMenu],
    items: Mapping[str, QAction],
    only: Iterable[str],
    owners: Mapping[str, object] | None = None,
) -> dict[str, QMenu]:
    """Put every table entry whose menu is under one of ``only`` into its menu, in table
    order, and return the submenus made by id. ``items`` holds each entry's action by id
    (built from the table by its owner; a family's members by their ids); a ``Submenu`` is
    made here, titled in the current language, and filled as it opens with its owner from
    ``owners``. An entry missing from ``items`` is skipped (the attention map's Copy CSV where
    there is no map). Called again with more items (the presenter's, made later), it puts them
    at their place among the entries already there. Separators go only at a menu's end (so a
    later call adds none), are not doubled and never come first."""
    tops = set(only)
    submenus: dict[str, QMenu] = dict(menus)
    made: dict[str, QMenu] = {}
    for order, entry in enumerate(ACTIONS):
        top = entry.menu.split("/")[0]
        if not entry.menu or top not in tops:
            continue
        menu = submenus.get(entry.menu)
        if menu is None:
            continue
        if entry.id == "-":
            existing = menu.actions()
            at_end = all(_order(a, entry.menu) < order for a in existing)
            if existing and at_end and not existing[-1].isSeparator():
                menu.addSeparator().setProperty(f"kino_order {entry.menu}", order)
            continue
        path = f"{entry.menu}/{entry.id}"
        if isinstance(entry, Submenu):
            there = next(
                (a.menu() for a in menu.actions() if a.property(ID_PROPERTY) == entry.id), None
            )
            if there is not None:  # made by an earlier call
                submenus[path] = there
                continue
            submenu = _submenu(menu, entry, (owners or {}).get(entry.owner))
            _insert(menu, entry.menu, submenu.menuAction(), order)
            submenus[path] = made[entry.id] = submenu
        elif isinstance(entry, ActionFamily):
            for action_id, action in items.items():
                if action_id.startswith(f"{entry.id}."):
                    _insert(menu, entry.menu, action, order)
        else:
            action = items.get(entry.id)
            if action is not None:
                _insert(menu, entry.menu, action, order)
    return made


# Menus that open on a right-click, built by ``context_menu`` (not in the menu bar).
CONTEXT_MENUS = ("Key", "Query", "AttentionMap")


def context_menu(parent: QWidget, name: str, owner_name: str, owner: object) -> QMenu:
    """The context menu ``name`` (one of CONTEXT_MENUS): the entries ``owner_name`` owns
    there, built for ``owner`` (what was clicked) in the table's order. The caller pops it up
    and keeps it alive while it is open."""
    menu = QMenu(parent)
    fill_menus({name: menu}, build_actions(menu, owner_name, owner), (name,))
    return menu


def _submenu(parent: QMenu, entry: Submenu, owner: object) -> QMenu:
    submenu = QMenu(parent)
    submenu.menuAction().setProperty(ID_PROPERTY, entry.id)

    def retitle() -> None:
        submenu.setTitle(translate_noop_text(entry.context, entry.text))

    retitle()
    on_language_change(submenu, retitle)
    if entry.fill is not None:
        submenu.aboutToShow.connect(lambda fill=entry.fill: fill(owner, submenu))
    return submenu
