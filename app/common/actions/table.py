"""The action table: every menu entry and key of kino, one entry each, and the one loop.

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
(``spec_of``). Adding an action is one entry in its menu's module of this package (file.py,
edit.py, presets.py, lesson.py, view.py, help.py, context.py; keys.py for keys in no menu),
plus its translations; ``ACTIONS`` here is those modules' entries in menu order, and what an
entry is (``ActionSpec`` and its kin) is spec.py's.
app/common/action_buttons.py gives some of them a push button with words of its own (the
presenter window's toolbars).

Owners and callbacks: ``run`` and ``enabled`` take the owner object the action is built for
("app": ``AppActions`` with the window and the App; "lecture": the ``LectureController``;
"classroom", "recorder", "replay", "shortcuts", "turning", "presentation", "preferences",
"accessibility", "presenter", "presenter_window", "code_panel", "attention_map": the
controller, window or panel of that name; "vector": the vector right-clicked), so this package
imports no controller, panel or window. tests/test_architecture.py checks that no module
outside it declares actions, names keys or fills the menu bar.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from app.common.actions.context import CONTEXT
from app.common.actions.edit import EDIT
from app.common.actions.file import FILE
from app.common.actions.help import HELP
from app.common.actions.keys import KEYS
from app.common.actions.lesson import LESSON
from app.common.actions.presets import PRESETS
from app.common.actions.spec import (
    GROUP_PROPERTY,
    ID_PROPERTY,
    KEY_SCOPES,
    ActionFamily,
    ActionSpec,
    AllBindings,
    AppActions,
    Entry,
    Member,
    Slot,
    Submenu,
    separator,
    unique_keys,
)
from app.common.actions.view import VIEW
from app.common.i18n import on_language_change, translate_noop_text
from app.common.plain_text import set_tooltip

__all__ = [
    "ACTIONS",
    "CONTEXT_MENUS",
    "GROUP_PROPERTY",
    "ID_PROPERTY",
    "MENU_BAR",
    "ActionFamily",
    "ActionSpec",
    "AllBindings",
    "AppActions",
    "Entry",
    "Member",
    "Slot",
    "Submenu",
    "build_actions",
    "build_menu_bar",
    "context_menu",
    "fill_menus",
    "members_of",
    "refresh",
    "retranslate_actions",
    "separator",
    "spec_of",
    "specs_by_id",
    "unique_keys",
]

# The table, in menu order: each menu lists its entries top to bottom.
ACTIONS: tuple[Entry, ...] = (*FILE, *EDIT, *PRESETS, *LESSON, *VIEW, *HELP, *CONTEXT, *KEYS)


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
        action.setShortcutContext(KEY_SCOPES[spec.key_scope])
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
