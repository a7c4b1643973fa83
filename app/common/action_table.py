"""The action table: every menu entry and key of kino declared once, as data.

Each ``ActionSpec`` says what an action is called (a ``QT_TRANSLATE_NOOP`` literal, so
lupdate keeps its context and text), its keys, the menu it sits in, its group in the
Keyboard shortcuts window, when it is enabled and what it calls. ``build_actions`` is the one
loop that makes the ``QAction``s of one owner (the window's entries, the lecture's…) and
re-translates them when the language changes; ``fill_menus`` is the one loop that puts every
entry of the table into its menu, in table order. The shortcuts window reads the group from
the table (``spec_of``). Adding an action is one entry in ``ACTIONS`` (plus its
translations). app/common/action_buttons.py gives some of them a push button with words of its
own (the presenter window's toolbars).

Owners and callbacks: ``run`` and ``enabled`` take the owner object the action is built for
("app": ``AppActions`` with the window and the controllers; "lecture": the
``LectureController``; "classroom", "recorder", "replay", "shortcuts", "turning",
"presentation", "preferences", "accessibility": the controller or window of that name), so
this module imports no controller and no window.

Not migrated yet (they make their ``QAction``s themselves; the ones in File, Edit, View and
Lesson appear here as ``Slot`` entries so that the table still holds those menus' order): the
undo and redo actions, the View menu's panel toggles (their keys are the panel specs'), Scaled
weights, the themes and the turning speeds, the submenus filled as they open, the presets
(1-9), Learn mode (L), the window's [ ] + = - QShortcuts, the code panel's Ctrl+Return, the
presenter window's own keys, View ▸ Language and Help ▸ About
(tests/test_architecture.py lists the modules that still name keys).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from app.common.i18n import on_language_change, translate_noop_text

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
KeyScope = Literal["window", "application"]

_SCOPES = {
    "window": Qt.ShortcutContext.WindowShortcut,
    "application": Qt.ShortcutContext.ApplicationShortcut,
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
    run: Callable[[Any], object]
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


@dataclass(frozen=True)
class Slot:
    """A menu place for an entry the table does not build yet: a controller's own action, a
    submenu filled as it opens, or a separator (``id`` "-")."""

    id: str
    menu: str


def separator(menu: str) -> Slot:
    return Slot("-", menu)


@dataclass
class AppActions:
    """What the "app" actions call: the window and the App of the composition root (its
    controllers by name, app/shell/app.py)."""

    window: Any
    app: Any  # app/shell/app.py's App (app/common/ cannot import it)


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


_SK = QKeySequence.StandardKey

# The table, in menu order: each menu lists its entries top to bottom.
ACTIONS: tuple[ActionSpec | Slot, ...] = (
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
    Slot("file.recent", "File"),
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
    Slot("file.export_picture", "File"),
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
    Slot("file.export_panel", "File/file.export_picture"),
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
    Slot("edit.undo", "Edit"),
    Slot("edit.redo", "Edit"),
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
    Slot("edit.copy_csv", "Edit"),  # only with the attention map, after a separator
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
    Slot("lesson.speed", "Lesson"),
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
    # The presenter's (app/presenting/presenter.py puts them in the Lesson menu after Presentation
    # mode, when it is made). Ctrl+L is PowerPoint's laser key; L alone is Learn mode.
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
    Slot("view.panels", "View"),  # one checkable entry per panel, with the panel's key
    Slot("view.scaled", "View"),
    separator("View"),
    Slot("view.theme", "View"),
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
)


def specs_by_id() -> dict[str, ActionSpec]:
    """The table's actions by id (read from ``ACTIONS`` each time: a test may add one)."""
    return {s.id: s for s in ACTIONS if isinstance(s, ActionSpec)}


def spec_of(action: QAction) -> ActionSpec | None:
    """The table entry ``action`` was built from, or None for an action made elsewhere."""
    return specs_by_id().get(action.property(ID_PROPERTY) or "")


def specs_of(owner: str) -> list[ActionSpec]:
    return [s for s in ACTIONS if isinstance(s, ActionSpec) and s.owner == owner]


def build_actions(parent: QWidget, owner_name: str, owner: object) -> dict[str, QAction]:
    """The ``QAction``s of every table entry that ``owner_name`` owns, by id: texts in the
    current language (and again whenever it changes), keys, checkable state, the callback.
    Actions with keys are added to ``parent`` so the keys work while the menus are hidden."""
    actions: dict[str, QAction] = {}
    for spec in specs_of(owner_name):
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
        action.triggered.connect(lambda *_, run=spec.run: run(owner))
        if (spec.keys or spec.presenting_keys) and spec.keys_without_menus:
            parent.addAction(action)
        actions[spec.id] = action
    retranslate_actions(actions)
    on_language_change(parent, lambda: retranslate_actions(actions))
    refresh(actions, owner)
    return actions


def retranslate_actions(actions: Mapping[str, QAction]) -> None:
    """Each action's text (and tooltip) from the table, in the current language."""
    specs = specs_by_id()
    for action_id, action in actions.items():
        spec = specs[action_id]
        action.setText(translate_noop_text(spec.context, spec.text))
        if spec.tooltip:
            action.setToolTip(translate_noop_text(spec.context, spec.tooltip))


def refresh(actions: Mapping[str, QAction], owner: object, presenting: bool = False) -> None:
    """Ask every action's ``enabled`` again, and give it its keys for ``presenting``."""
    specs = specs_by_id()
    for action_id, action in actions.items():
        spec = specs[action_id]
        if spec.presenting_keys is not None:
            keys = spec.presenting_keys if presenting else spec.keys
            action.setShortcuts(unique_keys(keys))
        if spec.enabled is not None:
            action.setEnabled(bool(spec.enabled(owner)))


MenuItem = QAction | QMenu | Callable[[QMenu], object]


def fill_menus(
    menus: Mapping[str, QMenu], items: Mapping[str, MenuItem], only: Iterable[str]
) -> None:
    """Put every table entry whose menu is under one of ``only`` into its menu, in table
    order. ``items`` holds each entry's action by id (built from the table or, for a
    ``Slot``, made elsewhere), a submenu (entries under it name it as "File/<its id>"), or
    a function that adds entries itself. An entry missing from ``items`` is skipped (the
    attention map's Copy CSV where there is no map); separators are not doubled or left
    hanging first."""
    tops = set(only)
    submenus: dict[str, QMenu] = dict(menus)
    for entry in ACTIONS:
        top = entry.menu.split("/")[0]
        if not entry.menu or top not in tops:
            continue
        menu = submenus.get(entry.menu)
        if menu is None:
            continue
        if entry.id == "-":
            existing = menu.actions()
            if existing and not existing[-1].isSeparator():
                menu.addSeparator()
            continue
        item = items.get(entry.id)
        if item is None:
            continue
        if isinstance(item, QMenu):
            menu.addMenu(item).setProperty(ID_PROPERTY, entry.id)
            submenus[f"{entry.menu}/{entry.id}"] = item
        elif isinstance(item, QAction):
            menu.addAction(item)
        else:
            item(menu)
