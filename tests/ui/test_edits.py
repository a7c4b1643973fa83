"""Edits that do what they say (issue 12): exact positions, renaming queries, the scene's text,
the d box handing focus back, undo names in words. Driven with real key and mouse events."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from kino_core.presets import list_presets

from .conftest import settle


def while_modal(action: Callable[[QDialog], None]) -> list[QDialog]:
    """Run ``action`` on the next modal dialog once it is open (its exec() blocks the test)."""
    seen: list[QDialog] = []

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(10, poll)
            return
        seen.append(dialog)
        # As a window manager would: the new dialog becomes the active window (offscreen Qt
        # does not always do it, and focus-in events only reach widgets of the active window).
        dialog.activateWindow()
        QApplication.processEvents()
        try:
            action(dialog)
        finally:
            if dialog.isVisible():  # a failed step must not leave the test blocked
                dialog.reject()

    QTimer.singleShot(0, poll)
    return seen


def focused() -> QWidget:
    """Where the keyboard goes: the focus widget of the modal dialog (offscreen, a dialog is
    not always made the active window, so QApplication.focusWidget() may lag behind)."""
    dialog = QApplication.activeModalWidget()
    return dialog.focusWidget() if dialog is not None else QApplication.focusWidget()


def type_text(text: str) -> None:
    """Real key presses to the widget that has the keyboard focus."""
    QTest.keyClicks(focused(), text)


def press(key: Qt.Key) -> None:
    QTest.keyClick(focused(), key)


# -- the exact-position dialog ----------------------------------------------------------------
def test_exact_position_focus_starts_in_the_first_number(window):
    def type_position(dialog):
        assert dialog.first.isAncestorOf(focused())
        type_text("1.25")
        press(Qt.Key.Key_Tab)
        type_text("-0.5")
        press(Qt.Key.Key_Return)

    seen = while_modal(type_position)
    window.canvas.setFocus()
    QTest.keyClick(window.canvas, Qt.Key.Key_Return)
    assert seen, "Enter on the canvas opened no dialog"
    q = window.document.scene.queries[0]
    assert (q.x, q.y) == (1.25, -0.5)


@pytest.mark.parametrize("polar", [False, True])
def test_exact_position_ok_without_a_change_changes_nothing(window, polar):
    doc = window.document
    # A position that 3 decimals cannot hold, set the way a drag would.
    doc.begin_drag("query", 0)
    doc.drag_to("query", 0, 1.23456789, -0.98765432)
    doc.end_drag()
    doc.undo_stack.setClean()
    scene, steps = doc.scene, doc.undo_stack.count()
    assert not window.isWindowModified()

    def just_ok(dialog):
        if polar:
            QTest.mouseClick(dialog.polar, Qt.MouseButton.LeftButton)
            dialog.first.setFocus()
        press(Qt.Key.Key_Return)

    seen = while_modal(just_ok)
    window.canvas.setFocus()
    QTest.keyClick(window.canvas, Qt.Key.Key_Return)
    assert seen
    assert doc.scene == scene
    assert doc.undo_stack.count() == steps
    assert not window.isWindowModified()


def test_exact_position_keeps_the_untouched_field_exact(window):
    doc = window.document
    doc.begin_drag("key", 0)
    doc.drag_to("key", 0, 1.23456789, -0.98765432)
    doc.end_drag()

    def change_x_only(dialog):
        type_text("2")
        press(Qt.Key.Key_Return)

    seen = while_modal(change_x_only)
    window.canvas.setFocus()
    QTest.keyClick(window.canvas, Qt.Key.Key_Return)
    assert seen
    key = doc.scene.keys[0]
    assert (key.x, key.y) == (2.0, -0.98765432)
    window.activateWindow()  # back from the dialog, as the window manager does
    settle()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (doc.scene.keys[0].x, doc.scene.keys[0].y) == (1.23456789, -0.98765432)


# -- the formula line ---------------------------------------------------------------------------
def test_the_formula_never_doubles_a_colon(window):
    presets = [p.name for p in list_presets()]
    QTest.keyClick(window, Qt.Key.Key_0 + presets.index("translation-matrix") + 1)
    scene = window.document.scene
    assert any(":" in q.label for q in scene.queries)  # "q: the", "q: black", …
    window.canvas.setFocus()
    for index, query in enumerate(scene.queries):
        assert window.document.selected_query == index
        text = window.formula.plain_text()
        assert text.startswith(f"{query.label} —  α = softmax(")
        assert f"{query.label}:" not in text
        QTest.keyClick(window.canvas, Qt.Key.Key_Tab)
    # A plain label keeps its colon.
    QTest.keyClick(window, Qt.Key.Key_1)
    assert window.formula.plain_text().startswith("q:  α = softmax(")
