"""Closing a dock with its own key gives the keyboard back to the canvas (issue 29, the trial).

L opens Learn mode and F4 the Code panel, each taking the keyboard (a target chip, the editor).
The same key closed them, but Qt then passed the keyboard to the next widget in the window's
tab order, the d box: the lecturer's next key, 6 for preset 6, typed "6" into it, and leaving
the box set d = 6 as an edit of the scene instead of loading the preset.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from kino_core.presets import list_presets, load_preset

from .conftest import settle


@pytest.mark.parametrize(("key", "dock"), [(Qt.Key.Key_L, "learn"), (Qt.Key.Key_F4, "code")])
def test_closing_a_dock_with_its_key_gives_the_keyboard_back_to_the_canvas(kino, key, dock):
    kino.window.activateWindow()
    kino.canvas.setFocus()
    settle()
    QTest.keyClick(kino.canvas, key)  # the dock opens and takes the keyboard
    settle()
    panel = kino.panels[dock]
    inside = QApplication.focusWidget()
    assert panel.isVisible() and inside is not None and panel.isAncestorOf(inside)
    QTest.keyClick(inside, key)  # the same key closes it, from inside
    settle()
    assert not panel.isVisible()
    assert QApplication.focusWidget() is kino.canvas
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_6)  # the next preset
    settle()
    sixth = load_preset(list_presets()[5].name).scene
    assert kino.document.scene == sixth and not kino.document.is_modified
    spin = kino.toolbar.d_control.spin
    assert spin.text() == str(sixth.d) and not spin.hasFocus()  # nothing typed in the d box


def test_closing_a_dock_the_keyboard_is_not_in_leaves_the_keyboard_where_it_is(kino):
    """Only a dock that holds the keyboard hands it on: Code open beside Learn, the editor
    typing, and Learn closed from the View menu, the editor keeps it."""
    kino.window.activateWindow()
    QTest.keyClick(kino.canvas, Qt.Key.Key_L)
    settle()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_F4)
    settle()
    editor = kino.panels["code"].panel.editor
    assert QApplication.focusWidget() is editor
    kino.menus.panel_actions["learn"].trigger()  # View ▸ Learn mode, unchecked
    settle()
    assert not kino.panels["learn"].isVisible()
    assert QApplication.focusWidget() is editor
