"""Record a demo in the real window with real keys and mouse, replay it in another window with
the replay bar's buttons, and export from File ▸ Export movie or handout with its progress."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QProgressDialog, QPushButton

from kino_core.recording import MoveEvent, SceneEvent, ViewEvent, load_recording, state_at
from kino_core.scene import default_scene
from tests.ui.conftest import drag, settle


def key(widget, code, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(widget, code, modifier)
    settle()


@pytest.fixture
def save_to(monkeypatch, tmp_path):
    """The save dialog answers this path."""
    path = tmp_path / "demo.kinorec"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), ""))
    )
    return path


def record_a_demo(window, qtbot) -> Path:
    canvas = window.canvas
    key(canvas, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.recorder.recording and window.recorder.action_record.isChecked()
    drag(canvas, (1.5, 1.0), (0.5, 2.0))  # the query
    qtbot.wait(30)
    key(canvas, Qt.Key.Key_BracketRight)  # turn it 5°
    key(canvas, Qt.Key.Key_Plus)  # d 2 -> 4
    window.panel_actions["saturation"].trigger()  # a change of the view state
    settle()
    qtbot.wait(30)
    key(canvas, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # stop: saved
    assert not window.recorder.recording
    return window.recorder.last_path


def test_a_recording_keeps_changes_and_replays_to_the_scene_it_ended_with(
    window, qtbot, save_to, no_modal_dialogs
):
    from app.shell.compose import build_main_window

    window.document.reset(default_scene())
    settle()
    path = record_a_demo(window, qtbot)
    assert path == save_to and path.exists()
    ended_with = window.document.scene
    assert ended_with.d == 4 and ended_with.queries[0].x != 1.5
    recording = load_recording(path)
    kinds = [type(e) for e in recording.events]
    assert kinds.count(MoveEvent) >= 5  # the drag, a small event per move
    assert SceneEvent in kinds[1:]  # d changed: the whole scene
    assert ViewEvent in kinds[2:]  # the saturation panel shown or hidden
    assert recording.final_state.scene == ended_with
    assert recording.final_state.view == window.view_state

    from app.common.theme import DARK, Style

    other = build_main_window(default_scene(), Style(theme=DARK, scale=1.0))
    qtbot.addWidget(other)
    other.resize(1400, 900)
    other.show()
    qtbot.waitExposed(other)
    before = other.document.scene
    assert other.replay.open_path(path)
    bar = other.replay_bar
    assert bar.isVisible() and bar.name_label.text() == "demo.kinorec"
    bar.speed_box.setCurrentIndex(bar.speed_box.findData(4.0))
    QTest.mouseClick(bar.play_button, Qt.MouseButton.LeftButton)
    assert other.replay.playing and bar.play_button.text() == "Pause"
    qtbot.waitUntil(lambda: not other.replay.playing, timeout=5000)
    assert other.document.scene == ended_with
    assert other.view_state.panels == window.view_state.panels
    assert other.view_state.theme == "dark"  # replayed in this window's theme
    # An ordinary scene now: one undo step takes it back to before the replay, redo again.
    key(other.canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert other.document.scene == before
    key(
        other.canvas,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert other.document.scene == ended_with
    assert no_modal_dialogs == []


def test_seeking_shows_the_state_at_that_time_and_close_keeps_it(window, qtbot, save_to):
    window.document.reset(default_scene())
    path = record_a_demo(window, qtbot)
    recording = load_recording(path)
    window.document.reset(default_scene())
    window.replay.open_path(path)
    bar = window.replay_bar
    assert window.document.scene == recording.events[0].scene
    middle = recording.duration / 2
    bar.slider.setValue(round(middle * 100))
    settle()
    assert window.document.scene == state_at(recording, round(middle * 100) / 100).scene
    assert bar.time_label.text().startswith(f"{round(middle * 100) / 100:.1f} /")
    shown = window.document.scene
    QTest.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    assert not bar.isVisible() and window.replay.recording is None
    assert window.document.scene == shown
    window.document.undo_stack.undo()
    assert window.document.scene == default_scene()


def test_a_bad_recording_says_what_is_wrong_in_one_line_and_changes_nothing(
    window, tmp_path, no_modal_dialogs
):
    path = tmp_path / "cut.kinorec"
    path.write_text('{\n  "format": "kino-recording",\n  "version": 1,\n  "dura', "utf-8")
    before = window.document.scene
    assert not window.replay.open_path(path)
    ((title, message),) = no_modal_dialogs
    assert "truncated" in message and str(path) in message and "\n" not in message
    assert window.document.scene == before and not window.replay_bar.isVisible()


def test_the_file_menu_has_record_replay_and_export(window):
    texts = [a.text() for a in window.menus["File"].actions()]
    for text in ("Record a demo", "Replay a recording…", "Export movie or handout…"):
        assert text in texts
    assert texts.index("Export movie or handout…") < texts.index("&Quit")
    assert window.recorder.action_record.shortcut().toString() == "Ctrl+R"


def test_cancel_in_the_progress_dialog_leaves_no_file(window, qtbot, tmp_path, monkeypatch):
    window.lecture.open_lesson(ask=False)
    target = tmp_path / "lesson.mp4"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    clicked = []
    original = QProgressDialog.setValue

    def set_value(dialog, value):
        original(dialog, value)
        if value == 3 and not clicked:  # the user clicks Cancel
            cancel = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Cancel")
            QTest.mouseClick(cancel, Qt.MouseButton.LeftButton)
            clicked.append(value)

    monkeypatch.setattr(QProgressDialog, "setValue", set_value)
    messages = []
    monkeypatch.setattr(type(window), "notify", lambda self, text: messages.append(text))
    window.action_export_movie.trigger()
    assert clicked == [3]
    assert messages[-1] == "Export cancelled: nothing was written"
    assert list(tmp_path.glob("*lesson*")) == []


def test_an_edit_during_a_replay_ends_it_there_and_undo_comes_back_to_that_frame(
    window, qtbot, save_to
):
    window.document.reset(default_scene())
    path = record_a_demo(window, qtbot)
    recording = load_recording(path)
    window.document.reset(default_scene())
    window.replay.open_path(path)
    window.replay_bar.slider.setValue(round(recording.duration * 50))  # half way
    settle()
    frame = window.document.scene
    window.document.select("key", 0)
    key(window.canvas, Qt.Key.Key_Up)  # the user moves key A by 0.1
    assert window.replay.recording is None and not window.replay_bar.isVisible()
    assert window.document.scene.keys[0].y == pytest.approx(frame.keys[0].y + 0.1)
    window.document.undo_stack.undo()
    assert window.document.scene == frame


def test_recording_a_lecture_keeps_its_steps_and_the_laser(presenter_lesson_window, qtbot, save_to):
    from tests.ui.test_presenter import move_mouse, rehearse

    window = presenter_lesson_window
    presenter = rehearse(window, qtbot)
    record = next(
        b for b in presenter.findChildren(QPushButton) if b.text() == "Record"
    )  # the presenter window's button
    QTest.mouseClick(record, Qt.MouseButton.LeftButton)
    assert window.recorder.recording and record.isChecked()
    QTest.keyClick(presenter.canvas, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    settle()
    move_mouse(presenter.canvas.viewport(), presenter.canvas.data_to_viewport(1.0, -2.0))
    QTest.keyClick(presenter.canvas, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(presenter.canvas, Qt.Key.Key_PageDown)
    qtbot.waitUntil(lambda: not window.lecture.animating, timeout=3000)
    QTest.mouseClick(record, Qt.MouseButton.LeftButton)  # stop: saved
    assert not window.recorder.recording and not record.isChecked()
    recording = load_recording(save_to)
    steps = [(e.number, e.of) for e in recording.events if type(e).__name__ == "StepEvent"]
    assert steps == [(1, 17), (2, 17)]
    lasers = [e.position for e in recording.events if type(e).__name__ == "LaserEvent"]
    assert lasers[0] == pytest.approx((1.0, -2.0), abs=0.03) and lasers[-1] is None
    assert recording.final_state.scene == window.document.scene


def test_quitting_while_recording_saves_the_recording_first(window, qtbot, save_to):
    key(window.canvas, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    key(window.canvas, Qt.Key.Key_Plus)
    window.close()
    assert load_recording(save_to).final_state.scene.d == window.document.scene.d


@pytest.mark.parametrize("with_notes", [False, True])
def test_the_window_exports_the_lesson_as_a_handout_with_notes_only_when_chosen(
    window, tmp_path, monkeypatch, with_notes
):
    import subprocess

    from kino_core.deck import Deck

    window.lecture.open_lesson(ask=False)
    deck = window.lecture.deck
    window.lecture.open_deck(Deck(deck.title, deck.steps[:2]))  # two pages: quick
    typed = tmp_path / "handout"  # no suffix typed: the chosen file type gives it
    chosen = (
        "PDF handouts with the speaker's notes (*.pdf)" if with_notes else "PDF handouts (*.pdf)"
    )
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(typed), chosen))
    )
    window.action_export_movie.trigger()
    out = tmp_path / "handout.pdf"
    text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout
    notes = " ".join(deck.steps[0].notes.split()[:6])
    assert (notes in " ".join(text.split())) == with_notes
    assert (
        "Pages:           2"
        in subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True).stdout
    )


def test_opening_a_recording_as_a_file_replays_it(window, qtbot, save_to):
    window.document.reset(default_scene())
    path = record_a_demo(window, qtbot)
    window.document.reset(default_scene())
    assert window.files.open_path(path)  # kino demo.kinorec, or a drop on the window
    assert window.replay.recording == load_recording(path)
    assert window.replay_bar.isVisible()


def test_play_at_the_end_starts_again_and_pause_holds_the_frame(window, qtbot):
    from kino_core.recording import Recording

    start = default_scene()
    events = [SceneEvent(0.0, start)]
    events += [MoveEvent(float(i), "query", 0, 1.5 - 0.05 * i, 1.0) for i in range(1, 60)]
    window.replay.open(Recording(tuple(events), 60.0), "minute.kinorec")  # a minute long
    bar = window.replay_bar
    bar.slider.setValue(bar.slider.maximum())  # the end
    assert window.replay.position == 60.0
    assert window.document.scene.queries[0].x == pytest.approx(1.5 - 0.05 * 59)
    positions = []
    window.replay.position_changed.connect(positions.append)
    QTest.mouseClick(bar.play_button, Qt.MouseButton.LeftButton)
    assert window.replay.playing and positions[0] == 0.0  # from the start again
    assert window.document.scene == start or window.replay.position >= 1.0
    QTest.mouseClick(bar.play_button, Qt.MouseButton.LeftButton)  # pause
    assert not window.replay.playing and bar.play_button.text() == "Play"
    held = (window.replay.position, window.document.scene)
    qtbot.wait(60)
    assert (window.replay.position, window.document.scene) == held


def test_presenting_hides_the_replay_bar_from_the_room_and_gives_it_to_the_presenter(
    presenter_lesson_window, qtbot
):
    from kino_core.recording import Recording

    window = presenter_lesson_window
    events = [SceneEvent(0.0, default_scene())]
    events += [MoveEvent(float(i), "query", 0, 1.5 - 0.05 * i, 1.0) for i in range(1, 30)]
    window.replay.open(Recording(tuple(events), 30.0), "lecture.kinorec")
    bar = window.replay_bar
    assert bar.isVisible()
    # F5 on one screen: the room sees the whole window, and no replay bar in it.
    key(window.canvas, Qt.Key.Key_F5)
    assert window.presentation.active and window.isFullScreen()
    assert not bar.isVisible() and window.replay.recording is not None
    key(window.canvas, Qt.Key.Key_Escape)
    assert not window.presentation.active and bar.isVisible()
    # Rehearsal (the room's view beside the presenter's): the bar is in the presenter window.
    key(window.canvas, Qt.Key.Key_F5, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.presenter.arrangement == "rehearsal")
    presenter = window.presenter.presenter_window
    qtbot.waitExposed(presenter)
    assert not bar.isVisible()
    lecturers = presenter.replay_bar
    assert lecturers.isVisible() and lecturers.window() is presenter
    assert lecturers.name_label.text() == "lecture.kinorec"
    QTest.mouseClick(lecturers.play_button, Qt.MouseButton.LeftButton)
    assert window.replay.playing and lecturers.play_button.text() == "Pause"
    QTest.mouseClick(lecturers.play_button, Qt.MouseButton.LeftButton)
    assert not window.replay.playing
    lecturers.speed_box.setCurrentIndex(lecturers.speed_box.findData(2.0))
    assert window.replay.speed == 2.0
    # Esc: back at the desk, the window's bar again, at the speed the lecturer chose.
    key(presenter.canvas, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.presentation.active)
    assert bar.isVisible() and bar.speed_box.currentText() == "2×"
    QTest.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    assert window.replay.recording is None and not bar.isVisible()
