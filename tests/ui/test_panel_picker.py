"""The panel picker (V while presenting), driven with real key presses as a clicker sends them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QStyle, QWidget

from app.shell.layout_apply import LeftOutLine
from kino_core.deck import load_lesson


@pytest.fixture
def kino(lecture_kino):
    return lecture_kino(transition_ms=30)


def press(key) -> None:
    QTest.keyClick(QApplication.focusWidget(), key)


def wait_landed(qtbot, kino) -> None:
    qtbot.waitUntil(lambda: not kino.lecture.animating, timeout=3000)


def toggle_saturation(kino) -> None:
    """Down to the Saturation line (the registry's order), then Space."""
    picker = kino.panel_picker
    while picker.list.currentItem().data(Qt.ItemDataRole.UserRole) != "saturation":
        press(Qt.Key.Key_Down)
    press(Qt.Key.Key_Space)


def saturation_on_screen(kino) -> bool:
    """Shown by the layout, or named on the left-out line: what the room sees either way."""
    widget = kino.panels["saturation"]
    chip = kino.window.findChild(QWidget, "left-out")
    named = chip is not None and chip.isVisible() and "saturation" in chip.text()
    return widget.isVisible() or named


def test_v_opens_the_picker_only_while_presenting_and_the_choice_holds_for_the_step(kino, qtbot):
    picker = kino.panel_picker
    press(Qt.Key.Key_V)
    assert not picker.isVisible()  # V is not bound at the desk

    kino.lecture.open_lesson(ask=False)
    wait_landed(qtbot, kino)
    deck_before = kino.lecture.deck
    first = load_lesson().steps[0]
    second = load_lesson().steps[1]
    press(Qt.Key.Key_F5)
    assert kino.presentation.active
    had_saturation = "saturation" in kino.layout.shown_panels()

    press(Qt.Key.Key_V)
    assert picker.isVisible()
    titles = [picker.list.item(r).text() for r in range(picker.list.count())]
    # The panels lesson steps choose: every panel files name (Learn mode has its key, L).
    in_files = [spec for spec in kino.registry if spec.in_files]
    assert titles == [spec.title for spec in in_files] and "Learn mode" not in titles
    assert picker.checked() == {
        spec.name: spec.name in kino.layout.shown_panels() for spec in in_files
    }

    toggle_saturation(kino)
    assert ("saturation" in kino.layout.shown_panels()) is not had_saturation
    assert picker.checked()["saturation"] is not had_saturation
    if not had_saturation:
        assert saturation_on_screen(kino)
    else:
        assert not kino.panels["saturation"].isVisible()
    press(Qt.Key.Key_Escape)  # closes the picker, does not leave presenting
    assert not picker.isVisible()
    assert kino.presentation.active
    chosen = kino.layout.shown_panels()

    press(Qt.Key.Key_PageDown)
    wait_landed(qtbot, kino)
    assert kino.lecture.index == 1
    assert {n for n in kino.layout.shown_panels() if n in second.panels} == set(second.panels)
    press(Qt.Key.Key_PageUp)
    wait_landed(qtbot, kino)
    assert kino.lecture.index == 0
    assert kino.layout.shown_panels() == chosen  # the choice for the first step comes back
    # Only in memory: the deck is neither changed nor marked modified.
    assert kino.lecture.deck is deck_before and not kino.lecture.modified
    assert kino.lecture.deck.steps[0].panels == first.panels

    press(Qt.Key.Key_Escape)  # leaves presenting: the desk keeps the step's own panels
    assert not kino.presentation.active
    assert ("saturation" in kino.layout.shown_panels()) is ("saturation" in first.panels)


def test_clicker_keys_move_in_the_picker_and_leaving_gives_the_desk_its_panels(kino, qtbot):
    picker = kino.panel_picker
    desk = kino.layout.shown_panels()
    press(Qt.Key.Key_F5)
    press(Qt.Key.Key_V)
    assert picker.list.currentRow() == 0
    press(Qt.Key.Key_PageDown)  # a clicker's "next" moves in the list, not through a deck
    press(Qt.Key.Key_Right)
    assert picker.list.currentRow() == 2
    press(Qt.Key.Key_PageUp)
    assert picker.list.currentRow() == 1
    toggle_saturation(kino)
    assert kino.layout.shown_panels() != desk
    press(Qt.Key.Key_V)  # V closes too
    assert not picker.isVisible()
    press(Qt.Key.Key_Escape)
    assert not kino.presentation.active
    assert kino.layout.shown_panels() == desk


def test_the_picker_and_its_lines_have_accessible_names(kino):
    picker = kino.panel_picker
    press(Qt.Key.Key_F5)
    press(Qt.Key.Key_V)
    for widget in (picker, *picker.findChildren(QWidget)):
        if widget.focusPolicy() != Qt.FocusPolicy.NoFocus or widget is picker:
            assert widget.accessibleName(), widget
    for row in range(picker.list.count()):
        item = picker.list.item(row)
        spoken = item.data(Qt.ItemDataRole.AccessibleTextRole)
        assert spoken.startswith(item.text()) and spoken.endswith(("shown", "hidden"))


def test_the_shortcuts_window_lists_v_in_the_lecture_group(kino):
    from app.shell.shortcuts_window import collect_shortcuts

    rows = [r for r in collect_shortcuts(kino.window) if r.keys == "V"]
    assert [(r.group, r.text) for r in rows] == [("lecture", "Choose panels (presenting)")]


def test_a_message_while_presenting_points_at_v_not_at_a_hidden_menu(kino):
    press(Qt.Key.Key_F5)
    assert (
        len(kino.document.scene.queries) == 1 and "attention_map" not in kino.layout.shown_panels()
    )
    kino.document.add_query(0.5, 0.5)  # Q gets its second row: the map shows itself
    message = kino.window.statusBar().currentMessage()
    assert "attention map" in message and "V hides it" in message
    assert "View" not in message and "menu" not in message.lower()


def test_the_line_on_screen_names_v_while_presenting_and_the_menu_never(kino, qtbot):
    """What the room reads (the painted line, in the current language), not only the plan."""
    kino.window.resize(1000, 600)
    kino.preferences.set_scale(3.0)
    QApplication.processEvents()
    line = kino.window.findChild(LeftOutLine)

    def said() -> str:
        """What the line says in full: at 300% in 1000 px it shows a shorter form of it (the
        panels named briefly, or counted: "6 panels left out (V to choose)"), never text
        running off the window."""
        from app.shell.layout_apply import left_out_text

        full, short = left_out_text(kino.layout.plan), left_out_text(kino.layout.plan, short=True)
        shown = line.text().rstrip("…")
        counted = line.count_text(kino.layout.plan)
        assert any(form.startswith(shown) for form in (full, short, counted)), shown
        return full

    assert line.isVisible() and "Ctrl+-" in said() and "V to choose" not in said()
    QTest.keyClick(kino.canvas, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: kino.presentation.active)
    kino.preferences.set_scale(3.0)
    QApplication.processEvents()
    assert line.isVisible() and "V to choose" in said() and "menu" not in said()
    assert "V to choose" in line.text()  # what the room reads, in whichever form fits
    QTest.keyClick(kino.canvas, Qt.Key.Key_Escape)


def test_the_picker_is_drawn_at_the_presenting_ui_scale(kino, qtbot):
    """Issue 29: the picker was drawn at 100% while presenting at 150%."""
    picker = kino.panel_picker

    def open_at(scale: float) -> tuple[float, int, int]:
        kino.presentation.enter(full_screen=False, scale=scale)
        press(Qt.Key.Key_V)
        assert picker.isVisible() and kino.style.ui_style.scale == scale
        QApplication.processEvents()
        boxes = picker.list.style().pixelMetric(
            QStyle.PixelMetric.PM_IndicatorWidth, None, picker.list
        )
        shown = (
            picker.list.font().pointSizeF(),
            picker.list.visualItemRect(picker.list.item(0)).height(),
            picker.width(),
            boxes,
        )
        assert picker.findChild(QLabel).font().pointSizeF() == shown[0]  # its help line too
        # Every row in view, and no empty band under them.
        rows = picker.list
        last = rows.visualItemRect(rows.item(rows.count() - 1))
        assert 0 <= rows.viewport().height() - last.bottom() - 1 < shown[1]
        press(Qt.Key.Key_Escape)
        kino.presentation.leave()
        return shown

    small, large = open_at(1.0), open_at(1.5)
    assert large[0] == pytest.approx(kino.style.ui_style.points() * 1.5)
    assert large[0] == pytest.approx(1.5 * small[0])
    assert large[1] >= 1.4 * small[1]  # the rows a clicker moves through, as tall as the text
    assert large[2] >= 1.4 * small[2]
    assert large[3] >= 1.3 * small[3]  # the check boxes that say shown or hidden (whole px)
