"""Screen readers: the accessibility tree as Qt hands it to Orca / NVDA / VoiceOver, and the
announcements kino makes when a gesture ends."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolButton

from kino_core import evaluate
from kino_core.scene import add_query

from .conftest import drag, settle

Role = QAccessible.Role
# What a user can act on: each must say what it is.
INTERACTIVE = {
    Role.Button,
    Role.CheckBox,
    Role.RadioButton,
    Role.ComboBox,
    Role.SpinBox,
    Role.Slider,
    Role.Dial,
    Role.EditableText,
    Role.MenuItem,
    Role.ButtonMenu,
    Role.ButtonDropDown,
    Role.PageTab,
    Role.ListItem,
    Role.Link,
    Role.Grip,
    Role.List,
}
NUMBER = r"−?\d+\.\d+"


def visible_nodes(iface, path=()):
    """Every visible node under ``iface`` as (path of names, interface), depth first."""
    if iface is None or not iface.isValid() or iface.state().invisible:
        return
    here = (*path, f"{iface.role().name}:{iface.text(QAccessible.Text.Name)[:30]}")
    yield here, iface
    for i in range(iface.childCount()):
        yield from visible_nodes(iface.child(i), here)


def unnamed_controls(widget) -> list[str]:
    root = QAccessible.queryAccessibleInterface(widget)
    return [
        " / ".join(path)
        for path, iface in visible_nodes(root)
        if iface.role() in INTERACTIVE and not iface.text(QAccessible.Text.Name).strip()
    ]


def roles_seen(widget) -> set:
    return {
        iface.role() for _path, iface in visible_nodes(QAccessible.queryAccessibleInterface(widget))
    }


def test_every_control_of_the_window_has_a_name(kino):
    assert unnamed_controls(kino.window) == []
    # Small and at 200%, the toolbar overflows into Qt's » button: that needs a name too.
    kino.window.resize(kino.window.minimumSize())
    kino.style.apply_style(replace(kino.style.ui_style, scale=2.0))
    settle()
    overflow = kino.window.findChild(QToolButton, "qt_toolbar_ext_button")
    assert overflow.isVisible()
    assert unnamed_controls(kino.window) == []
    # The walk reached the controls it should have judged (not an empty tree).
    assert {Role.Slider, Role.SpinBox, Role.Button, Role.List, Role.ListItem} <= roles_seen(
        kino.window
    )


def test_every_control_has_a_name_with_the_code_panel_open(kino, qtbot):
    kino.menus.panel_actions["code"].setChecked(True)
    qtbot.waitUntil(lambda: kino.panels["code"].isVisible())
    assert unnamed_controls(kino.window) == []
    assert Role.EditableText in roles_seen(kino.window)
    editor = QAccessible.queryAccessibleInterface(kino.panels["code"].panel.editor)
    assert editor.text(QAccessible.Text.Name) == "Python code"


def test_every_control_has_a_name_while_presenting(kino, qtbot):
    kino.presentation.enter(full_screen=False)
    settle()
    assert unnamed_controls(kino.window) == []
    assert Role.ListItem in roles_seen(kino.window)
    # V opens the panel picker over the presentation: its list and every line are named.
    QTest.keyClick(kino.canvas, Qt.Key.Key_V)
    settle()
    picker = kino.panel_picker
    assert picker.isVisible()
    assert unnamed_controls(kino.window) == []
    assert unnamed_controls(picker) == [] and Role.ListItem in roles_seen(picker)


def test_panels_say_their_numbers(kino):
    # The default scene is the lesson's example: these are the numbers the issue quotes.
    name = QAccessible.queryAccessibleInterface(kino.panels["weights"].unscaled).text(
        QAccessible.Text.Name
    )
    assert name == "weights without scaling: A 0.73, B 0.27, C 0.00, D 0.00"
    slider = QAccessible.queryAccessibleInterface(kino.toolbar.d_control.slider)
    assert slider.text(QAccessible.Text.Name) == "dimension d, 2, slider from 2 to 4096"
    kino.document.set_d(512)
    assert slider.text(QAccessible.Text.Name) == "dimension d, 512, slider from 2 to 4096"
    result = evaluate(kino.document.scene)
    scaled = QAccessible.queryAccessibleInterface(kino.panels["weights"].scaled).text(
        QAccessible.Text.Name
    )
    for key, weight in zip(result.scene.keys, result.weights_scaled[0], strict=True):
        assert f"{key.label} {weight:.2f}" in scaled


def canvas_children(kino) -> list[str]:
    canvas = QAccessible.queryAccessibleInterface(kino.canvas)
    return [canvas.child(i).text(QAccessible.Text.Name) for i in range(canvas.childCount())]


def test_the_canvas_lists_every_vector_with_position_and_weight(kino):
    doc = kino.document
    # Two queries, d = 512 (hidden coordinates matter), the second query selected: the
    # weights a key reads out are the selected query's.
    doc.reset(replace(add_query(doc.scene, -1.0, 0.5), d=512))
    doc.select("query", 1)
    result = evaluate(doc.scene)  # independently of the document's cached result
    names = canvas_children(kino)
    assert len(names) == len(doc.scene.queries) + len(doc.scene.keys)
    for i, q in enumerate(doc.scene.queries):
        match = re.fullmatch(rf"query {q.label}, at ({NUMBER}), ({NUMBER})", names[i])
        assert match, names[i]
        x, y = (float(v.replace("−", "-")) for v in match.groups())
        assert (x, y) == pytest.approx((q.x, q.y), abs=0.005)
    for j, k in enumerate(doc.scene.keys):
        text = names[len(doc.scene.queries) + j]
        match = re.fullmatch(
            rf"key {k.label}, value [a-z ]+, at ({NUMBER}), ({NUMBER}), "
            rf"weight ({NUMBER}) scaled, ({NUMBER}) without scaling",
            text,
        )
        assert match, text
        x, y, scaled, unscaled = (float(v.replace("−", "-")) for v in match.groups())
        assert (x, y) == pytest.approx((k.x, k.y), abs=0.005)
        assert scaled == pytest.approx(result.weights_scaled[1, j], abs=0.005)
        assert unscaled == pytest.approx(result.weights_unscaled[1, j], abs=0.005)


def test_the_selected_vector_has_the_accessibility_focus(kino):
    canvas = kino.canvas
    canvas.setFocus()
    settle()
    iface = QAccessible.queryAccessibleInterface(canvas)
    assert iface.focusChild().text(QAccessible.Text.Name).startswith("query q,")
    QTest.keyClick(canvas, Qt.Key.Key_Tab)  # Tab selects the next vector: key A
    focused = iface.focusChild()
    assert focused.text(QAccessible.Text.Name).startswith("key A,")
    assert focused.state().focused and focused.state().selected
    assert iface.indexOfChild(focused) == 1
    others = [iface.child(i) for i in range(iface.childCount()) if i != 1]
    assert not any(child.state().focused for child in others)


@pytest.fixture
def announcements(kino):
    said: list[str] = []
    kino.accessibility.announcer.announced.connect(said.append)
    return said


def test_a_drag_is_announced_once_when_it_ends(kino, announcements):
    drag(kino.canvas, (2.0, 0.0), (1.0, 1.2), steps=12)
    assert kino.document.scene.keys[0].x == pytest.approx(1.0, abs=0.05)
    assert len(announcements) == 1
    result = evaluate(kino.document.scene)
    winner = int(result.weights_scaled[0].argmax())
    label = kino.document.scene.keys[winner].label
    text = announcements[0]
    assert f"key {label} wins" in text
    assert f"{result.weights_unscaled[0, winner]:.2f} without scaling" in text
    assert f"{result.weights_scaled[0, winner]:.2f} scaled" in text
    assert text.startswith("A at 1.00, 1.20.")


def send_key(widget, kind: QEvent.Type, key: Qt.Key, auto_repeat: bool) -> None:
    QApplication.sendEvent(
        widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, "", auto_repeat)
    )


def test_a_held_arrow_key_is_announced_once_when_released(kino, announcements):
    canvas = kino.canvas
    canvas.setFocus()
    x0 = kino.document.scene.queries[0].x
    # What holding → for four steps delivers: a press, auto-repeated release/press pairs, and
    # the real release.
    send_key(canvas, QEvent.Type.KeyPress, Qt.Key.Key_Right, False)
    for _ in range(3):
        send_key(canvas, QEvent.Type.KeyRelease, Qt.Key.Key_Right, True)
        send_key(canvas, QEvent.Type.KeyPress, Qt.Key.Key_Right, True)
    assert announcements == []
    send_key(canvas, QEvent.Type.KeyRelease, Qt.Key.Key_Right, False)
    assert kino.document.scene.queries[0].x == pytest.approx(x0 + 0.4)
    assert len(announcements) == 1
    assert announcements[0].startswith(f"q at {x0 + 0.4:.2f}, ")
    assert "key A wins" in announcements[0]
    # A key that moved nothing (Shift alone, or an arrow the canvas did not act on) says
    # nothing more.
    send_key(canvas, QEvent.Type.KeyRelease, Qt.Key.Key_Right, False)
    assert len(announcements) == 1


def test_changing_d_announces_the_new_largest_weights(kino, announcements, qtbot):
    with qtbot.waitSignal(kino.accessibility.announcer.announced, timeout=5000):
        QTest.keyClick(kino.canvas, Qt.Key.Key_Plus)
    assert kino.document.scene.d == 4
    result = evaluate(kino.document.scene)
    assert announcements == [
        f"d = 4: largest weight {result.weights_unscaled[0].max():.2f} without scaling, "
        f"{result.weights_scaled[0].max():.2f} scaled, on key A."
    ]


def test_w_describes_the_whole_scene(kino, announcements):
    kino.canvas.setFocus()
    QTest.keyClick(kino.canvas, Qt.Key.Key_W)
    assert len(announcements) == 1
    text = announcements[0]
    assert text.startswith("Scene with d = 2. Queries: q. Keys: A, B, C, D.")
    for key in kino.document.scene.keys:
        assert f"key {key.label}, value " in text
    assert "weights without scaling: A 0.73, B 0.27, C 0.00, D 0.00." in text


def test_the_dialogs_name_their_controls(kino, qtbot):
    from app.common.dialogs import ExactPositionDialog, KeyDialog

    key_dialog = KeyDialog(kino.document.scene.keys[0], kino.window)
    position_dialog = ExactPositionDialog("q", 1.0, 0.5, kino.window)
    for dialog in (key_dialog, position_dialog):
        qtbot.addWidget(dialog)
        dialog.show()
        settle()
        assert unnamed_controls(dialog) == []
    chips = [
        iface.text(QAccessible.Text.Name)
        for _path, iface in visible_nodes(QAccessible.queryAccessibleInterface(key_dialog))
        if iface.role() == Role.Button
    ]
    assert chips[:2] == ["orange", "sky blue"]  # the palette chips have no text: their colour
    spins = [
        iface.text(QAccessible.Text.Name)
        for _path, iface in visible_nodes(QAccessible.queryAccessibleInterface(position_dialog))
        if iface.role() == Role.SpinBox
    ]
    assert spins == ["x", "y"]


def test_a_point_on_screen_finds_the_vector_under_it(kino):
    """What a screen reader's mouse review or a touch explorer asks: which item is here?"""
    canvas = kino.canvas
    settle()
    iface = QAccessible.queryAccessibleInterface(canvas)
    key_b = kino.document.scene.keys[1]
    point = canvas.viewport().mapToGlobal(canvas.data_to_viewport(key_b.x, key_b.y))
    found = iface.childAt(point.x(), point.y())
    assert found.text(QAccessible.Text.Name).startswith("key B,")
    assert found.rect().contains(point)
    empty = canvas.viewport().mapToGlobal(canvas.data_to_viewport(-2.5, 2.5))
    assert iface.childAt(empty.x(), empty.y()) is None


def test_a_lesson_step_is_announced_once_when_it_lands(kino, announcements, qtbot):
    lecture = kino.lecture
    lecture.open_lesson(ask=False)
    steps = lecture.deck.steps
    # A step that also changes d (2 -> 64 in the built-in lesson).
    index = next(i for i in range(len(steps) - 1) if steps[i].scene.d != steps[i + 1].scene.d)
    lecture.go_to(index, animate=False)
    settle()
    announcements.clear()
    with qtbot.waitSignal(lecture.transition_finished, timeout=5000):
        QTest.keyClick(kino.canvas, Qt.Key.Key_PageDown)
    qtbot.wait(600)  # longer than d takes to settle: a new d in the step is not said twice
    step = steps[index + 1].scene
    assert len(announcements) == 1
    text = announcements[0]
    assert text.startswith(f"Step {index + 2} of {len(steps)}: {step.title}")
    assert f"d = {step.d}: largest weight" in text
