"""What an entry of the action table is: an action, a family of actions, a submenu, a slot.

The entries themselves are declared by menu in this package's modules (file.py, edit.py,
presets.py, lesson.py, view.py, help.py, context.py, keys.py); table.py puts them in one table
and is the one loop that builds, fills and re-translates them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Literal

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

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

KEY_SCOPES = {
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
