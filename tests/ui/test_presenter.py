"""The presenter view (issue 18) on one screen: rehearsal in a second window, notes, the laser
pointer, the idle pointer, the clock. The two-screen checks run in a subprocess with two virtual
screens (tests/ui/two_screens_checks.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.presenting.presenter import pick_screens
from app.presenting.presenter_window import NO_NOTES, clock_text
from kino_core.deck import load_deck

ROOT = Path(__file__).resolve().parents[2]
CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def kino(presenter_lesson_window):
    return presenter_lesson_window


def wait_landed(qtbot, kino) -> None:
    qtbot.waitUntil(lambda: not kino.lecture.animating, timeout=3000)


def rehearse(kino, qtbot):
    """Ctrl+F5, as the lecturer types it: the room's view in a window beside the presenter's."""
    QTest.keyClick(kino.canvas, Qt.Key.Key_F5, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: kino.presenter.arrangement == "rehearsal")
    presenter = kino.presenter.presenter_window
    qtbot.waitExposed(presenter)
    return presenter


def move_mouse(widget, point: QPoint) -> None:
    """A mouse move over ``widget`` at ``point``, delivered to it. (QTest.mouseMove moves the
    global cursor, and the move then goes to whichever window is on top there, or nowhere
    when the cursor is already there: a window left open by another test could take it.)"""
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(point),
        QPointF(widget.mapToGlobal(point)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(widget, event)


def red_pixels(image: QImage, centre: QPoint, radius: int) -> int:
    """Pixels of the laser's red within ``radius`` of ``centre``."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    count = 0
    for y in range(centre.y() - radius, centre.y() + radius):
        for x in range(centre.x() - radius, centre.x() + radius):
            if 0 <= x < image.width() and 0 <= y < image.height():
                c = QColor(image.pixel(x, y))
                count += c.red() > 230 and c.green() < 80 and c.blue() < 80
    return count


# -- pure parts -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("names", "primary", "preferred", "expected"),
    [
        (["eDP-1"], "eDP-1", None, None),  # one screen: no split
        (["eDP-1", "HDMI-1"], "eDP-1", None, ("HDMI-1", "eDP-1")),  # the projector is not primary
        (["HDMI-1", "eDP-1"], "eDP-1", None, ("HDMI-1", "eDP-1")),  # whatever the order
        (["eDP-1", "HDMI-1"], "eDP-1", "eDP-1", ("eDP-1", "HDMI-1")),  # swapped by the lecturer
        (["eDP-1", "HDMI-1"], "eDP-1", "DP-3", ("HDMI-1", "eDP-1")),  # remembered one is gone
        (["eDP-1", "HDMI-1", "DP-2"], "eDP-1", "DP-2", ("DP-2", "eDP-1")),
        (["A", "B"], "", None, ("A", "B")),  # no primary known: first for the room
    ],
)
def test_pick_screens(names, primary, preferred, expected):
    assert pick_screens(names, primary, preferred) == expected


def test_clock_text():
    assert [clock_text(s) for s in (0, 59, 724, 3600 + 2 * 60 + 9, -5)] == [
        "00:00",
        "00:59",
        "12:04",
        "1:02:09",
        "00:00",
    ]


# -- one screen -----------------------------------------------------------------------------


def test_one_screen_presents_as_before(kino, qtbot):
    QTest.keyClick(kino.canvas, Qt.Key.Key_F5)
    assert kino.presentation.active and kino.presenter.arrangement == "one screen"
    assert kino.presenter.presenter_window is None  # no second window to look after
    assert kino.window.isFullScreen() and kino.window.menuBar().isHidden()
    QTest.keyClick(kino.canvas, Qt.Key.Key_PageDown)
    wait_landed(qtbot, kino)
    assert kino.lecture.index == 1
    QTest.keyClick(kino.canvas, Qt.Key.Key_Escape)
    assert not kino.presentation.active and kino.presenter.arrangement == "off"


def test_rehearsal_puts_the_rooms_view_in_a_window_beside_the_presenters(kino, qtbot):
    before = kino.window.geometry()
    presenter = rehearse(kino, qtbot)
    assert kino.presentation.active and not kino.window.isFullScreen()
    assert presenter.isVisible() and presenter.screen() is kino.window.screen()
    area = kino.window.screen().availableGeometry()
    assert kino.window.frameGeometry().width() == round(area.width() * 0.6)  # title bar included
    assert area.contains(kino.window.frameGeometry())
    assert kino.window.height() == round(kino.window.width() * 9 / 16)  # 16:9, like a projector
    assert kino.presenter.action_rehearse.isChecked()
    # The clicker works from the presenter window, and both windows follow.
    QTest.keyClick(presenter.canvas, Qt.Key.Key_PageDown)
    wait_landed(qtbot, kino)
    assert kino.lecture.index == 1
    steps = len(kino.lecture.deck.steps)
    assert presenter.step_label.text() == f"Step 2 / {steps}"
    assert kino.presentation.banner.step_label.text() == f"2 / {steps}"
    assert presenter.caption_title.text() == kino.lecture.step.title
    assert presenter.caption_text.text() == kino.lecture.step.caption
    for key, index in ((Qt.Key.Key_Right, 2), (Qt.Key.Key_Space, 3), (Qt.Key.Key_Left, 2)):
        QTest.keyClick(presenter.canvas, key)  # the clicker's other keys, there too
        wait_landed(qtbot, kino)
        assert kino.lecture.index == index
    QTest.keyClick(presenter.canvas, Qt.Key.Key_PageUp)
    wait_landed(qtbot, kino)
    # Ctrl+F5 again: back to the usual one-screen presenting, full screen.
    QTest.keyClick(presenter.canvas, Qt.Key.Key_F5, Qt.KeyboardModifier.ControlModifier)
    assert kino.presenter.arrangement == "one screen"
    assert kino.window.isFullScreen() and not presenter.isVisible()
    assert kino.lecture.index == 1
    QTest.keyClick(kino.canvas, Qt.Key.Key_Escape)
    assert kino.window.geometry() == before
    # Hidden, the presenter's canvas skips the scene's changes; shown again, it has caught up.
    kino.document.move_selected_to(-2.0, 1.0)
    presenter = rehearse(kino, qtbot)
    ring = next(h for h in presenter.canvas.handles if h.kind == "query")
    assert (ring.pos().x(), ring.pos().y()) == pytest.approx((-2.0, 1.0))


def test_closing_the_presenter_window_stops_presenting(kino, qtbot):
    presenter = rehearse(kino, qtbot)
    presenter.close()
    qtbot.waitUntil(lambda: not kino.presentation.active)
    assert kino.presenter.arrangement == "off" and not kino.window.isFullScreen()


def test_the_presenter_sees_the_rooms_view_the_next_step_and_the_clock(kino, qtbot):
    presenter = rehearse(kino, qtbot)
    room = kino.window.centralWidget().size()
    qtbot.waitUntil(lambda: presenter.next_preview.image is not None, timeout=10000)
    assert presenter.next_title.text() == kino.lecture.deck.steps[1].title
    assert presenter.next_preview.image.size() == room  # rendered at the room's size
    first_preview = presenter.next_preview.image
    presenter.mirror.refresh()
    assert presenter.mirror.image.size() == kino.window.grab().size()
    assert presenter.mirror.image == kino.window.grab().toImage()

    # A change of the scene refreshes the miniature by itself (soon after, not on every frame).
    presenter.mirror.set_idle_refresh(False)  # only the change itself may ask for the refresh
    grabs = presenter.mirror.grabs
    kino.document.set_d(8)
    qtbot.waitUntil(lambda: presenter.mirror.grabs > grabs)
    assert presenter.mirror.image == kino.window.grab().toImage()

    kino.presentation.action_blank.trigger()  # B: the room sees black, and so does the mirror
    presenter.mirror.refresh()
    image = presenter.mirror.image.convertToFormat(QImage.Format.Format_RGB32)
    centre = QColor(image.pixel(image.width() // 2, image.height() // 2))
    assert centre.name() == "#000000"
    kino.presentation.action_blank.trigger()

    QTest.keyClick(presenter.canvas, Qt.Key.Key_PageDown)
    wait_landed(qtbot, kino)
    qtbot.waitUntil(lambda: presenter.next_preview.image != first_preview, timeout=10000)
    assert presenter.next_title.text() == kino.lecture.deck.steps[2].title
    kino.lecture.go_to(len(kino.lecture.deck.steps) - 1, animate=False)
    assert presenter.next_preview.image is None
    assert presenter.next_preview.text() == "End of the deck"

    kino.presenter.clock.start()  # presenting began… 0 s ago; the label follows the timer
    presenter.update_clock()
    assert presenter.clock_label.text() == "00:00"
    assert presenter.clock_timer.isActive()


def test_notes_are_edited_with_the_caption_shown_to_the_presenter_and_saved(
    kino, qtbot, tmp_path, monkeypatch
):
    from app.controllers.lecture import caption_dialog

    lecture = kino.lecture
    presenter = rehearse(kino, qtbot)
    assert presenter.notes.toPlainText() == (lecture.step.notes or NO_NOTES)

    def type_notes(dialog) -> int:
        assert dialog.title_edit.text() == lecture.step.title  # the dialog starts from the step
        dialog.notes_edit.setPlainText("  Ask: which key wins?\nExpect A at 0.65.  ")
        return 1

    monkeypatch.setattr(caption_dialog.CaptionDialog, "exec", type_notes)
    lecture.action_caption.trigger()
    assert lecture.step.notes == "Ask: which key wins?\nExpect A at 0.65."
    assert lecture.modified
    assert presenter.notes.toPlainText() == lecture.step.notes
    assert "Ask" not in kino.presentation.banner.caption_label.text()  # never to the room

    # A step replaced by the scene on screen keeps its notes (and its caption).
    kino.document.set_d(64)
    lecture.action_replace.trigger()
    assert lecture.step.scene.d == 64 and lecture.step.notes.startswith("Ask")

    path = tmp_path / "talk.kinodeck"
    assert lecture.save_to(path)
    saved = load_deck(path).deck
    assert saved.steps[0].notes == "Ask: which key wins?\nExpect A at 0.65."
    assert json.loads(path.read_text(encoding="utf-8"))["steps"][0]["notes"].startswith("Ask")
    assert saved.steps[1:] == tuple(replace(s) for s in lecture.deck.steps[1:])


def test_the_pointer_hides_over_the_rooms_window_when_idle(kino, qtbot):
    idle = kino.presenter.idle_pointer
    QTest.keyClick(kino.canvas, Qt.Key.Key_F5)
    assert idle.timer.isActive() and idle.timer.interval() == 2000
    idle.timer.timeout.emit()  # the mouse has not moved for two seconds
    assert kino.window.cursor().shape() == Qt.CursorShape.BlankCursor
    assert kino.canvas.viewport().cursor().shape() == Qt.CursorShape.BlankCursor
    move_mouse(kino.canvas.viewport(), QPoint(40, 40))
    assert kino.canvas.viewport().cursor().shape() == Qt.CursorShape.ArrowCursor
    assert kino.window.cursor().shape() == Qt.CursorShape.ArrowCursor and idle.timer.isActive()
    idle.timer.timeout.emit()
    QTest.keyClick(kino.canvas, Qt.Key.Key_Escape)  # not presenting: the pointer is back
    assert kino.canvas.viewport().cursor().shape() == Qt.CursorShape.ArrowCursor
    assert not idle.timer.isActive()


def test_the_laser_pointer_follows_the_presenters_mouse_on_the_rooms_canvas(kino, qtbot):
    laser = kino.presenter.laser
    QTest.keyClick(kino.canvas, Qt.Key.Key_L, CTRL)  # not presenting: nothing
    assert not laser.enabled
    presenter = rehearse(kino, qtbot)
    QTest.keyClick(presenter.canvas, Qt.Key.Key_L, CTRL)
    assert laser.enabled and kino.presenter.action_laser.isChecked()
    QApplication.processEvents()
    target = (1.0, -2.0)  # empty canvas in step 1
    pointer = presenter.canvas.data_to_viewport(*target)
    move_mouse(presenter.canvas.viewport(), pointer)
    assert laser.dot.isVisible()
    assert (laser.dot.pos().x(), laser.dot.pos().y()) == pytest.approx(target, abs=0.03)
    QApplication.processEvents()
    room = kino.canvas.viewport().grab().toImage()
    assert red_pixels(room, kino.canvas.data_to_viewport(*target), 12) > 50
    # Only the room sees the dot: the lecturer has the mouse pointer.
    assert red_pixels(presenter.canvas.viewport().grab().toImage(), pointer, 12) == 0
    QApplication.sendEvent(presenter.canvas.viewport(), QEvent(QEvent.Type.Leave))
    assert not laser.dot.isVisible()  # off the presenter's canvas: no dot for the room
    QTest.keyClick(presenter.canvas, Qt.Key.Key_L, CTRL)
    assert not laser.enabled
    move_mouse(presenter.canvas.viewport(), pointer + QPoint(5, 5))
    assert not laser.dot.isVisible()


# -- two screens ----------------------------------------------------------------------------


@pytest.mark.slow  # the longest test outside the bundle: make test starts it early
def test_two_screens(tmp_path):
    """tests/ui/two_screens_checks.py under two virtual screens (laptop and projector)."""
    screens = {
        "screens": [
            {"name": "laptop", "x": 0, "y": 0, "width": 1600, "height": 1000,
             "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
            {"name": "projector", "x": 1600, "y": 0, "width": 1920, "height": 1080,
             "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        ]
    }  # fmt: skip
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(screens), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", "-p", "no:cacheprovider",
         "tests/ui/two_screens_checks.py"],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    assert "8 passed" in done.stdout, done.stdout[-2000:]


def test_the_presenter_keys_clash_with_no_other_key(kino):
    from PySide6.QtGui import QAction, QKeySequence

    owners: dict[str, list[str]] = {}
    for action in kino.window.findChildren(QAction):
        for key in action.shortcuts():
            owners.setdefault(key.toString(), []).append(action.text())
    for key in ("Ctrl+L", "Ctrl+F5"):
        assert len(owners[QKeySequence(key).toString()]) == 1, owners[key]


def test_the_presenters_re_roll_button_re_rolls_the_rooms_scene(kino, qtbot, language):
    """The controls bar's last button, clicked: new hidden coordinates for the room too (one
    undo step), its words in the window's language."""
    from PySide6.QtWidgets import QPushButton

    presenter = rehearse(kino, qtbot)
    buttons = presenter.controls_bar.findChildren(QPushButton)
    (button,) = [b for b in buttons if b.text() == "Re-roll"]
    assert button.toolTip() == "New hidden coordinates (a new seed)"
    seed = kino.document.scene.seed
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert kino.document.scene.seed != seed
    assert presenter.canvas.document is kino.document
    QTest.keyClick(presenter.canvas, Qt.Key.Key_Z, CTRL)
    assert kino.document.scene.seed == seed
    language("de")
    assert button.text() == "Neu würfeln"
