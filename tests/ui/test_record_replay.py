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


def record_a_demo(kino, qtbot) -> Path:
    canvas = kino.canvas
    key(canvas, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert kino.recorder.recording and kino.recorder.action_record.isChecked()
    drag(canvas, (1.5, 1.0), (0.5, 2.0))  # the query
    qtbot.wait(30)
    key(canvas, Qt.Key.Key_BracketRight)  # turn it 5°
    key(canvas, Qt.Key.Key_Plus)  # d 2 -> 4
    kino.menus.panel_actions["saturation"].trigger()  # a change of the view state
    settle()
    qtbot.wait(30)
    key(canvas, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # stop: saved
    assert not kino.recorder.recording
    return kino.recorder.last_path


def test_a_recording_keeps_changes_and_replays_to_the_scene_it_ended_with(
    kino, qtbot, save_to, no_modal_dialogs
):
    from app.shell.compose import build_app

    kino.document.reset(default_scene())
    settle()
    path = record_a_demo(kino, qtbot)
    assert path == save_to and path.exists()
    ended_with = kino.document.scene
    assert ended_with.d == 4 and ended_with.queries[0].x != 1.5
    recording = load_recording(path)
    kinds = [type(e) for e in recording.events]
    assert kinds.count(MoveEvent) >= 5  # the drag, a small event per move
    assert SceneEvent in kinds[1:]  # d changed: the whole scene
    assert ViewEvent in kinds[2:]  # the saturation panel shown or hidden
    assert recording.final_state.scene == ended_with
    assert recording.final_state.view == kino.layout.view_state

    from app.common.theme import DARK, Style

    other = build_app(default_scene(), Style(theme=DARK, scale=1.0))
    qtbot.addWidget(other.window)
    other.window.resize(1400, 900)
    other.window.show()
    qtbot.waitExposed(other.window)
    before = other.document.scene
    assert other.replay.open_path(path)
    bar = other.replay_bar
    assert bar.isVisible() and bar.name_label.text() == "demo.kinorec"
    bar.speed_box.setCurrentIndex(bar.speed_box.findData(4.0))
    QTest.mouseClick(bar.play_button, Qt.MouseButton.LeftButton)
    assert other.replay.playing and bar.play_button.text() == "Pause"
    qtbot.waitUntil(lambda: not other.replay.playing, timeout=5000)
    assert other.document.scene == ended_with
    assert other.layout.view_state.panels == kino.layout.view_state.panels
    assert other.layout.view_state.theme == "dark"  # replayed in this window's theme
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


def test_seeking_shows_the_state_at_that_time_and_close_keeps_it(kino, qtbot, save_to):
    kino.document.reset(default_scene())
    path = record_a_demo(kino, qtbot)
    recording = load_recording(path)
    kino.document.reset(default_scene())
    kino.replay.open_path(path)
    bar = kino.replay_bar
    assert kino.document.scene == recording.events[0].scene
    middle = recording.duration / 2
    bar.slider.setValue(round(middle * 100))
    settle()
    assert kino.document.scene == state_at(recording, round(middle * 100) / 100).scene
    assert bar.time_label.text().startswith(f"{round(middle * 100) / 100:.1f} /")
    shown = kino.document.scene
    QTest.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    assert not bar.isVisible() and kino.replay.recording is None
    assert kino.document.scene == shown
    kino.document.undo_stack.undo()
    assert kino.document.scene == default_scene()


def test_a_bad_recording_says_what_is_wrong_in_one_line_and_changes_nothing(
    kino, tmp_path, no_modal_dialogs
):
    path = tmp_path / "cut.kinorec"
    path.write_text('{\n  "format": "kino-recording",\n  "version": 1,\n  "dura', "utf-8")
    before = kino.document.scene
    assert not kino.replay.open_path(path)
    ((title, message),) = no_modal_dialogs
    assert "truncated" in message and str(path) in message and "\n" not in message
    assert kino.document.scene == before and not kino.replay_bar.isVisible()


def test_the_file_menu_has_record_replay_and_export(kino):
    texts = [a.text() for a in kino.menus.bar["File"].actions()]
    for text in ("Record a demo", "Replay a recording…", "Export movie or handout…"):
        assert text in texts
    assert texts.index("Export movie or handout…") < texts.index("&Quit")
    assert kino.recorder.action_record.shortcut().toString() == "Ctrl+R"


def test_cancel_in_the_progress_dialog_leaves_no_file(kino, qtbot, tmp_path, monkeypatch):
    kino.lecture.open_lesson(ask=False)
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
    monkeypatch.setattr(type(kino.messages), "notify", lambda self, text: messages.append(text))
    kino.menus.table_actions["file.export_movie"].trigger()
    assert clicked == [3]
    assert messages[-1] == "Export cancelled: nothing was written"
    assert list(tmp_path.glob("*lesson*")) == []


def test_an_edit_during_a_replay_ends_it_there_and_undo_comes_back_to_that_frame(
    kino, qtbot, save_to
):
    kino.document.reset(default_scene())
    path = record_a_demo(kino, qtbot)
    recording = load_recording(path)
    kino.document.reset(default_scene())
    kino.replay.open_path(path)
    kino.replay_bar.slider.setValue(round(recording.duration * 50))  # half way
    settle()
    frame = kino.document.scene
    kino.document.select("key", 0)
    key(kino.canvas, Qt.Key.Key_Up)  # the user moves key A by 0.1
    assert kino.replay.recording is None and not kino.replay_bar.isVisible()
    assert kino.document.scene.keys[0].y == pytest.approx(frame.keys[0].y + 0.1)
    kino.document.undo_stack.undo()
    assert kino.document.scene == frame


def test_recording_a_lecture_keeps_its_steps_and_the_laser(presenter_lesson_window, qtbot, save_to):
    from tests.ui.test_presenter import move_mouse, rehearse

    kino = presenter_lesson_window
    presenter = rehearse(kino, qtbot)
    record = next(
        b for b in presenter.findChildren(QPushButton) if b.text() == "Record"
    )  # the presenter window's button
    QTest.mouseClick(record, Qt.MouseButton.LeftButton)
    assert kino.recorder.recording and record.isChecked()
    QTest.keyClick(presenter.canvas, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    settle()
    move_mouse(presenter.canvas.viewport(), presenter.canvas.data_to_viewport(1.0, -2.0))
    QTest.keyClick(presenter.canvas, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(presenter.canvas, Qt.Key.Key_PageDown)
    qtbot.waitUntil(lambda: not kino.lecture.animating, timeout=3000)
    QTest.mouseClick(record, Qt.MouseButton.LeftButton)  # stop: saved
    assert not kino.recorder.recording and not record.isChecked()
    recording = load_recording(save_to)
    steps = [(e.number, e.of) for e in recording.events if type(e).__name__ == "StepEvent"]
    assert steps == [(1, 17), (2, 17)]
    lasers = [e.position for e in recording.events if type(e).__name__ == "LaserEvent"]
    assert lasers[0] == pytest.approx((1.0, -2.0), abs=0.03) and lasers[-1] is None
    assert recording.final_state.scene == kino.document.scene


def test_quitting_while_recording_saves_the_recording_first(kino, qtbot, save_to):
    key(kino.canvas, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    key(kino.canvas, Qt.Key.Key_Plus)
    kino.window.close()
    assert load_recording(save_to).final_state.scene.d == kino.document.scene.d


@pytest.mark.parametrize("with_notes", [False, True])
def test_the_window_exports_the_lesson_as_a_handout_with_notes_only_when_chosen(
    kino, tmp_path, monkeypatch, with_notes
):
    import subprocess

    from kino_core.deck import Deck

    kino.lecture.open_lesson(ask=False)
    deck = kino.lecture.deck
    kino.lecture.open_deck(Deck(deck.title, deck.steps[:2]))  # two pages: quick
    typed = tmp_path / "handout"  # no suffix typed: the chosen file type gives it
    chosen = (
        "PDF handouts with the speaker's notes (*.pdf)" if with_notes else "PDF handouts (*.pdf)"
    )
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(typed), chosen))
    )
    kino.menus.table_actions["file.export_movie"].trigger()
    out = tmp_path / "handout.pdf"
    text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout
    notes = " ".join(deck.steps[0].notes.split()[:6])
    assert (notes in " ".join(text.split())) == with_notes
    assert (
        "Pages:           2"
        in subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True).stdout
    )


def test_opening_a_recording_as_a_file_replays_it(kino, qtbot, save_to):
    kino.document.reset(default_scene())
    path = record_a_demo(kino, qtbot)
    kino.document.reset(default_scene())
    assert kino.files.open_path(path)  # kino demo.kinorec, or a drop on the window
    assert kino.replay.recording == load_recording(path)
    assert kino.replay_bar.isVisible()


def test_play_at_the_end_starts_again_and_pause_holds_the_frame(kino, qtbot):
    from kino_core.recording import Recording

    start = default_scene()
    events = [SceneEvent(0.0, start)]
    events += [MoveEvent(float(i), "query", 0, 1.5 - 0.05 * i, 1.0) for i in range(1, 60)]
    kino.replay.open(Recording(tuple(events), 60.0), "minute.kinorec")  # a minute long
    bar = kino.replay_bar
    bar.slider.setValue(bar.slider.maximum())  # the end
    assert kino.replay.position == 60.0
    assert kino.document.scene.queries[0].x == pytest.approx(1.5 - 0.05 * 59)
    positions = []
    kino.replay.position_changed.connect(positions.append)
    QTest.mouseClick(bar.play_button, Qt.MouseButton.LeftButton)
    assert kino.replay.playing and positions[0] == 0.0  # from the start again
    assert kino.document.scene == start or kino.replay.position >= 1.0
    QTest.mouseClick(bar.play_button, Qt.MouseButton.LeftButton)  # pause
    assert not kino.replay.playing and bar.play_button.text() == "Play"
    held = (kino.replay.position, kino.document.scene)
    qtbot.wait(60)
    assert (kino.replay.position, kino.document.scene) == held


def test_presenting_hides_the_replay_bar_from_the_room_and_gives_it_to_the_presenter(
    presenter_lesson_window, qtbot
):
    from kino_core.recording import Recording

    kino = presenter_lesson_window
    events = [SceneEvent(0.0, default_scene())]
    events += [MoveEvent(float(i), "query", 0, 1.5 - 0.05 * i, 1.0) for i in range(1, 30)]
    kino.replay.open(Recording(tuple(events), 30.0), "lecture.kinorec")
    bar = kino.replay_bar
    assert bar.isVisible()
    # F5 on one screen: the room sees the whole window, and no replay bar in it.
    key(kino.canvas, Qt.Key.Key_F5)
    assert kino.presentation.active and kino.window.isFullScreen()
    assert not bar.isVisible() and kino.replay.recording is not None
    key(kino.canvas, Qt.Key.Key_Escape)
    assert not kino.presentation.active and bar.isVisible()
    # Rehearsal (the room's view beside the presenter's): the bar is in the presenter window.
    key(kino.canvas, Qt.Key.Key_F5, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: kino.presenter.arrangement == "rehearsal")
    presenter = kino.presenter.presenter_window
    qtbot.waitExposed(presenter)
    assert not bar.isVisible()
    lecturers = presenter.replay_bar
    assert lecturers.isVisible() and lecturers.window() is presenter
    assert lecturers.name_label.text() == "lecture.kinorec"
    QTest.mouseClick(lecturers.play_button, Qt.MouseButton.LeftButton)
    assert kino.replay.playing and lecturers.play_button.text() == "Pause"
    QTest.mouseClick(lecturers.play_button, Qt.MouseButton.LeftButton)
    assert not kino.replay.playing
    lecturers.speed_box.setCurrentIndex(lecturers.speed_box.findData(2.0))
    assert kino.replay.speed == 2.0
    # Esc: back at the desk, the window's bar again, at the speed the lecturer chose.
    key(presenter.canvas, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not kino.presentation.active)
    assert bar.isVisible() and bar.speed_box.currentText() == "2×"
    QTest.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    assert kino.replay.recording is None and not bar.isVisible()
