"""The Keyboard shortcuts window: opened by F1 or ?, read from the live actions."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest

from .conftest import settle


def open_with(kino, key) -> object:
    kino.canvas.setFocus()
    QTest.keyClick(kino.canvas, key)
    settle()
    dialog = kino.shortcuts_window
    assert dialog.isVisible()
    return dialog


def rows_by_text(dialog) -> dict[str, tuple[str, str]]:
    return {text: (group, keys) for group, text, keys in dialog.visible_rows()}


def native(text: str) -> str:
    return QKeySequence(text).toString(QKeySequence.SequenceFormat.NativeText)


def test_f1_lists_the_windows_shortcuts_by_group(kino):
    rows = rows_by_text(open_with(kino, Qt.Key.Key_F1))
    assert rows["Open…"] == ("Files and presets", native("Ctrl+O"))
    assert rows["Undo"] == ("Canvas and scene", native("Ctrl+Z"))
    assert rows["Presentation mode"][0] == "Lecture and presenting"
    assert rows["Play / pause: turn the query"] == ("Lecture and presenting", "P")
    assert rows["Run the code"] == (
        "Code panel",
        f"{native('Ctrl+Return')}, {native('Ctrl+Enter')}",
    )
    assert rows["Code panel"] == ("View", "F4")
    assert rows["Turn the query 5° clockwise"] == ("Canvas and scene", "[")
    assert rows["Describe the scene (screen reader)"] == ("Canvas and scene", "W")
    assert rows["Keyboard shortcuts"] == ("View", f"F1, ?, {native('Shift+?')}")
    assert rows["Leave presentation"] == ("Lecture and presenting", "Esc")
    # Every row says what it does and which keys do it.
    assert all(
        text and keys for _group, text, keys in open_with(kino, Qt.Key.Key_F1).visible_rows()
    )


@pytest.mark.parametrize(
    "modifier", [Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.NoModifier]
)
def test_question_mark_opens_it_too(kino, modifier):
    # A US keyboard sends Shift and the ? key; others send ? alone.
    kino.canvas.setFocus()
    QTest.keyClick(kino.canvas, Qt.Key.Key_Question, modifier)
    settle()
    assert kino.shortcuts_window.isVisible()


def test_it_shows_the_bindings_as_they_are_when_it_opens(kino):
    """Never stale: a binding changed or added after start-up is there the next time."""
    dialog = open_with(kino, Qt.Key.Key_F1)
    assert rows_by_text(dialog)["Next step"][1] == native("PgDown")
    dialog.close()
    kino.presentation.enter(full_screen=False)  # presenting adds clicker keys
    kino.window.addAction(
        QAction("A brand-new thing", kino.window, shortcut=QKeySequence("Ctrl+J"))
    )
    dialog.open_fresh()
    rows = rows_by_text(dialog)
    assert rows["Next step"][1] == ", ".join(native(k) for k in ("PgDown", "Right", "Space"))
    assert rows["A brand-new thing"] == ("Other", native("Ctrl+J"))


def test_search_keeps_the_rows_that_match_text_or_key(kino):
    dialog = open_with(kino, Qt.Key.Key_F1)
    QTest.keyClicks(dialog.search, "theme")
    texts = [text for _g, text, _k in dialog.visible_rows()]
    assert texts == ["Next theme"]
    dialog.search.clear()
    QTest.keyClicks(dialog.search, "F5")
    assert [text for _g, text, _k in dialog.visible_rows()] == ["Presentation mode"]
