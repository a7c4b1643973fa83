"""Record a demo as it happens, and replay a recording in the window.

Recording (File ▸ Record a demo, Ctrl+R, also from the presenter window: the key works in every
kino window) listens to what is shown: every change of the document's scene (a drag or a turn is
stored as one small move per frame, anything else as the whole scene), the view state, the deck
step and the laser pointer, each with its time from the clock. Stopping asks where to save the
.kinorec file (atomically, kino_core.recording).

Replaying shows the recording's state at a time on the canvas: play, pause, seek and speed. Its
frames are not edits (``Document.show_frame``, no undo steps); when the replay stops (its end,
Stop, or closing it) the scene on screen becomes an ordinary scene: one undo step, "replay a
recording", takes the canvas back to what it showed before. An edit made during a replay (a drag
on a paused frame) ends the replay there: the frame is the scene the edit started from, and
undoing the edit comes back to it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer, Signal, SignalInstance
from PySide6.QtWidgets import QFileDialog

from app.common.actions.table import build_actions
from app.common.folders import remember_folder, start_path
from app.common.formatting import fmt
from app.common.i18n import translate
from app.common.shell_interface import Shell
from app.document import Document
from kino_core.evaluate import SceneResult
from kino_core.files.errors import SnapshotError
from kino_core.files.view_state import ViewState
from kino_core.recording import (
    SUFFIX,
    Cursor,
    LaserEvent,
    Recording,
    RecordingState,
    SceneEvent,
    StepEvent,
    ViewEvent,
    advance,
    change_event,
    cursor_at,
    load_recording,
    save_recording,
)
from kino_core.scene import Scene

FRAME_MS = 16
REPLAY_SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0)


def recording_filter() -> str:
    return translate("Recording", "kino recordings (*.kinorec);;All files (*)")


class Recorder(QObject):
    """Collects the events of one recording against a clock (``clock_s`` gives the time; tests
    may give their own)."""

    def __init__(self, scene: Scene, view: ViewState, step: tuple[int, int] | None) -> None:
        super().__init__()
        self.clock = QElapsedTimer()
        self.clock.start()
        self.events: list = [SceneEvent(0.0, scene), ViewEvent(0.0, view)]
        if step is not None:
            self.events.append(StepEvent(0.0, *step))
        self.scene = scene
        self.view = view
        self.step = step
        self.laser: tuple[float, float] | None = None

    def now(self) -> float:
        # Whole microseconds: times read back exactly and never run backwards.
        return round(self.clock.nsecsElapsed() / 1e9, 6)

    def scene_changed(self, scene: Scene) -> None:
        if scene != self.scene:
            self.events.append(change_event(self.scene, scene, self.now()))
            self.scene = scene

    def view_changed(self, view: ViewState) -> None:
        if view != self.view:
            self.events.append(ViewEvent(self.now(), view))
            self.view = view

    def step_changed(self, step: tuple[int, int] | None) -> None:
        if step is not None and step != self.step:
            self.events.append(StepEvent(self.now(), *step))
            self.step = step

    def laser_moved(self, position: tuple[float, float] | None) -> None:
        if position != self.laser:
            self.events.append(LaserEvent(self.now(), position))
            self.laser = position

    def recording(self) -> Recording:
        """What was recorded until now."""
        return Recording(tuple(self.events), max(self.now(), self.events[-1].t))


class RecordController(QObject):
    """File ▸ Record a demo (Ctrl+R): start, then stop and save the .kinorec file."""

    def __init__(
        self,
        shell: Shell,
        document: Document,
        view_changed: SignalInstance,
        step: Callable[[], tuple[int, int] | None],
        step_changed: SignalInstance,
    ) -> None:
        super().__init__(document)
        self.shell = shell
        self.document = document
        self.current_step = step  # () -> (number, of) or None
        self.recorder: Recorder | None = None
        self.last_path: Path | None = None
        document.changed.connect(self._on_scene)
        view_changed.connect(self._on_view)
        step_changed.connect(lambda _index: self._on_step())
        self.actions = build_actions(shell.dialog_parent(), "recorder", self)
        self.action_record = self.actions["file.record"]

    @property
    def recording(self) -> bool:
        return self.recorder is not None

    def toggle(self) -> None:
        if self.recording:
            self.stop()
        else:
            self.start()

    def start(self) -> None:
        if self.recording:
            return
        self.recorder = Recorder(self.document.scene, self.shell.view_state, self.current_step())
        self.action_record.setChecked(True)
        self.shell.notify(
            translate("Recording", "Recording: press {key} again to stop and save").format(
                key=self.action_record.shortcut().toString()
            )
        )

    def laser_moved(self, position: tuple[float, float] | None) -> None:
        """The laser pointer is at canvas point ``position`` now (None: gone)."""
        if self.recorder is not None:
            self.recorder.laser_moved(position)

    def _on_scene(self, result: SceneResult) -> None:
        if self.recorder is not None:
            self.recorder.scene_changed(result.scene)

    def _on_view(self, view: ViewState) -> None:
        if self.recorder is not None:
            self.recorder.view_changed(view)

    def _on_step(self) -> None:
        if self.recorder is not None:
            self.recorder.step_changed(self.current_step())

    def stop(self) -> Recording | None:
        """Stop recording and ask where to save it; the recording (also when not saved)."""
        if self.recorder is None:
            return None
        recording = self.recorder.recording()
        self.recorder = None
        self.action_record.setChecked(False)
        path, _ = QFileDialog.getSaveFileName(
            self.shell.dialog_parent(),
            translate("Recording", "Save the recording"),
            start_path(f"demo{SUFFIX}", self.document.source),
            recording_filter(),
        )
        if path:
            remember_folder(path)
            target = Path(path)
            if target.suffix.lower() != SUFFIX:
                target = target.with_name(target.name + SUFFIX)
            self.save_to(target, recording)
        return recording

    def save_to(self, path: Path, recording: Recording) -> bool:
        try:
            save_recording(path, recording, self.shell.known_panels)
        except SnapshotError as error:
            self.shell.show_error(
                translate("Recording", "Could not save the recording"), str(error)
            )
            return False
        self.last_path = path
        self.shell.notify(
            translate("Recording", "Saved the recording {name} ({seconds} s)").format(
                name=path.name, seconds=fmt(recording.duration, 1)
            )
        )
        return True


class ReplayController(QObject):
    """A recording replayed on the canvas: play, pause, seek (seconds) and speed."""

    opened = Signal(bool)  # a recording is open for replay (True) or closed (False)
    position_changed = Signal(float)  # the time shown, seconds
    playing_changed = Signal(bool)

    def __init__(self, shell: Shell, document: Document) -> None:
        super().__init__(document)
        self.shell = shell
        self.document = document
        self.recording: Recording | None = None
        self.name = ""
        self.position = 0.0
        self.speed = 1.0
        self.before: Scene | None = None  # the scene before the replay showed its frames
        self.shown: RecordingState | None = None
        self.cursor: Cursor | None = None  # where the replay is in the recording
        self.timer = QTimer(self)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(FRAME_MS)
        self.timer.timeout.connect(self.tick)
        self.clock = QElapsedTimer()
        self.clock_start = 0.0  # the position when the clock started
        self._committing = False
        document.undo_stack.indexChanged.connect(self._on_history)
        self.actions = build_actions(shell.dialog_parent(), "replay", self)
        self.action_open = self.actions["file.replay"]

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    @property
    def duration(self) -> float:
        return self.recording.duration if self.recording is not None else 0.0

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.shell.dialog_parent(),
            translate("Recording", "Replay a recording"),
            start_path("", self.document.source),
            recording_filter(),
        )
        if path:
            remember_folder(path)
            self.open_path(path)

    def open_path(self, path: str | Path) -> bool:
        """Open a .kinorec for replay (paused at its start); on a bad file nothing changes and
        the user is told in one line what is wrong."""
        try:
            recording = load_recording(path, self.shell.known_panels)
        except SnapshotError as error:
            self.shell.show_error(
                translate("Recording", "Could not open the recording"), str(error)
            )
            return False
        self.open(recording, Path(path).name)
        return True

    def open(self, recording: Recording, name: str = "") -> None:
        self.close()
        self.recording = recording
        self.name = name
        self.before = self.document.scene
        self.shown = None
        self.opened.emit(True)
        self.seek(0.0)

    def play(self) -> None:
        if self.recording is None or self.playing:
            return
        if self.position >= self.duration:
            self.seek(0.0)
        self._start_clock()
        self.timer.start()
        self.playing_changed.emit(True)

    def pause(self) -> None:
        if self.playing:
            self.timer.stop()
            self.playing_changed.emit(False)

    def toggle_playing(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def set_speed(self, speed: float) -> None:
        self.speed = float(speed)
        self._start_clock()

    def _start_clock(self) -> None:
        self.clock.start()
        self.clock_start = self.position

    def seek(self, seconds: float) -> None:
        """Show the state at ``seconds`` (clamped to the recording)."""
        if self.recording is None:
            return
        if self.before is None:  # a replay that was committed starts a new one from here
            self.before = self.document.scene
        self.position = min(max(float(seconds), 0.0), self.duration)
        self._start_clock()
        self.cursor = cursor_at(self.recording, self.position)
        self._show(self.cursor.state)
        self.position_changed.emit(self.position)

    def tick(self) -> None:
        if self.recording is None:
            return
        position = self.clock_start + self.clock.nsecsElapsed() / 1e9 * self.speed
        if position >= self.duration:
            self.seek(self.duration)
            self.pause()
            self.commit()
            return
        self.seek_from_clock(position)

    def seek_from_clock(self, position: float) -> None:
        assert self.recording is not None
        self.position = position
        # The events since the last frame only: a few, whatever the recording's length.
        assert self.cursor is not None  # seek() set it when the recording opened
        self.cursor = advance(self.recording, self.cursor, position)
        self._show(self.cursor.state)
        self.position_changed.emit(position)

    def _show(self, state: RecordingState) -> None:
        if self.shown is None or state.view != self.shown.view:
            # The panels as recorded, in the theme this window has: a recording is data.
            self.shell.set_view_state(replace(state.view, theme=self.shell.view_state.theme))
        if state.scene != self.document.scene:
            self.document.show_frame(state.scene)
        self.shown = state

    def commit(self) -> None:
        """Make the scene on screen an ordinary scene: one undo step back to the one before."""
        if self.before is None:
            return
        shown = self.document.scene
        before, self.before = self.before, None
        if shown == before:
            return
        self._committing = True
        try:
            self.document.show_frame(before)
            self.document.replace_scene(shown, translate("Recording", "replay a recording"))
        finally:
            self._committing = False

    def _on_history(self, _index: int) -> None:
        # The user edited (or undid) during the replay: the replay ends where it is, and the
        # edit's own undo step is the way back.
        if self.recording is not None and not self._committing:
            self.before = None
            self.close()

    def close(self) -> None:
        """Stop replaying: the scene on screen stays, as an ordinary scene."""
        if self.recording is None:
            return
        self.pause()
        self.commit()
        self.recording = None
        self.shown = None
        self.opened.emit(False)
