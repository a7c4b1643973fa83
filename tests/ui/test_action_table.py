"""The action table (app/common/actions/table.py): one entry is an action in its menu, with its
keys, its row in the Keyboard shortcuts window and its text in every language."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu

from app.common.actions import table as action_table
from app.common.actions.table import ACTIONS, ID_PROPERTY, ActionSpec, Slot, Submenu

from .conftest import settle

MENUS = ("File", "Edit", "Presets", "View", "Lesson", "Help", *action_table.CONTEXT_MENUS)


def table_ids(menu: str) -> list[str]:
    """The ids the table puts straight into ``menu``, in its order (separators left out)."""
    return [e.id for e in ACTIONS if e.menu == menu and e.id != "-"]


def menu_ids(menu: QMenu) -> list[str]:
    """The table ids of ``menu``'s entries, in the order the user sees them (a submenu's entry
    by the id of its slot)."""
    return [a.property(ID_PROPERTY) or a.text() for a in menu.actions() if not a.isSeparator()]


def test_the_table_is_well_formed(qapp):
    ids = [e.id for e in ACTIONS if isinstance(e, ActionSpec)]
    assert len(ids) == len(set(ids)), "an id is declared twice"
    slots = {e.id for e in ACTIONS if isinstance(e, (Slot, Submenu))} - {"-"}
    for entry in ACTIONS:
        top = entry.menu.split("/")[0]
        assert not entry.menu or top in MENUS, entry
        if "/" in entry.menu:  # a submenu is a slot of its parent menu
            assert entry.menu.split("/")[1] in slots, entry
    for spec in (e for e in ACTIONS if isinstance(e, ActionSpec)):
        assert spec.text.strip(), spec.id
        assert spec.menu or spec.keys or spec.presenting_keys, f"{spec.id}: in no menu, no key"
        keys = (*spec.keys, *(spec.presenting_keys or ()))
        # A standard key may have no binding on a platform (Quit): the explicit keys beside it
        # are why it is listed with them.
        assert not keys or action_table.unique_keys(keys), f"{spec.id}: no key works"
        for key in (k for k in keys if isinstance(k, str)):
            assert QKeySequence(key).toString(), f"{spec.id}: {key!r} is no key"


def test_the_menus_hold_the_tables_entries_in_its_order(kino):
    menus = kino.menus.bar
    for name in ("File", "Edit", "View", "Lesson"):
        shown = [i for i in menu_ids(menus[name]) if i in set(table_ids(name))]
        expected = [
            i
            for i in table_ids(name)
            if i != "edit.copy_csv" or kino.panels["attention_map"] is not None
        ]
        present = [i for i in expected if i in shown]
        assert shown == present, name
        # Every entry the table builds is there (slots may be filled by hand or not at all).
        built = [
            e.id for e in ACTIONS if isinstance(e, ActionSpec) and e.menu == name and e.id != "-"
        ]
        assert set(built) <= set(shown), name
    assert menu_ids(kino.menus.bar["File"])[:2] == ["file.new", "file.open"]
    assert menu_ids(kino.menus.help_menu)[:2] == ["help.shortcuts", "help.describe"]


def test_the_lesson_actions_follow_the_deck_and_presenting(kino):
    lecture = kino.lecture
    assert not lecture.action_next.isEnabled()
    assert lecture.action_next.shortcuts() == [QKeySequence("PgDown")]
    lecture.open_lesson(ask=False)
    settle()
    assert lecture.action_next.isEnabled()
    assert not lecture.action_move_up.isEnabled()  # the first step cannot move earlier
    kino.presentation.enter(full_screen=False)
    settle()
    assert [k.toString() for k in lecture.action_next.shortcuts()] == ["PgDown", "Right", "Space"]
    assert [k.toString() for k in lecture.action_first.shortcuts()] == ["Home"]
    QTest.keyClick(kino.window, Qt.Key.Key_End)
    settle()
    lecture.finish_move_now()
    assert lecture.index == len(lecture.deck.steps) - 1
    assert not lecture.action_move_down.isEnabled()


def test_a_new_action_is_one_entry(monkeypatch, qtbot, language):
    """One entry in the table: the action is in its menu at its place, its key runs it, the
    shortcuts window lists it in its menu's group, and it follows the language."""
    calls = []
    entry = ActionSpec(
        "edit.test_entry",
        "app",
        "Menus",
        "Add key",  # a text the translation files hold, so German can be checked
        lambda app: calls.append(app.window),
        menu="Edit",
        keys=("Ctrl+J",),
        key_scope="window",
    )
    at = [e.id for e in ACTIONS].index("edit.reroll") + 1
    monkeypatch.setattr(action_table, "ACTIONS", (*ACTIONS[:at], entry, *ACTIONS[at:]))
    from app.shell.compose import build_app

    kino = build_app()
    qtbot.addWidget(kino.window)
    kino.window.show()
    kino.window.activateWindow()  # a window's keys work while it is the active one
    qtbot.waitUntil(kino.window.isActiveWindow)
    ids = menu_ids(kino.menus.bar["Edit"])
    assert ids[ids.index("edit.reroll") + 1] == "edit.test_entry"
    action = next(
        a for a in kino.menus.bar["Edit"].actions() if a.property(ID_PROPERTY) == entry.id
    )
    assert action.text() == "Add key"

    kino.canvas.setFocus()
    QTest.keyClick(kino.canvas, Qt.Key.Key_J, Qt.KeyboardModifier.ControlModifier)
    settle()
    assert calls == [kino.window]

    kino.shortcuts_window.open_fresh()
    rows = kino.shortcuts_window.visible_rows()
    native = QKeySequence("Ctrl+J").toString(QKeySequence.SequenceFormat.NativeText)
    assert ("Canvas and scene", "Add key", native) in rows
    kino.shortcuts_window.close()

    language("de")
    settle()
    assert action.text() == "Schlüssel hinzufügen"
