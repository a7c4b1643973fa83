"""Turning the query about the origin (P): a demonstration, one gesture like a drag.

``begin_drag`` when it starts, one ``drag_to`` per frame, ``end_drag`` when it pauses, so a whole
turn is one undo step. The angle follows the clock, not a per-frame increment, so a dropped frame
cannot slow it down.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction

from app.common.actions.table import build_actions, members_of
from app.common.i18n import translate
from app.common.settings import TURN_SPEED, read, write
from app.common.shell_interface import Shell
from app.document import Document

FRAME_MS = 16  # about 60 Hz
TURN_SPEEDS = (10.0, 20.0, 30.0, 45.0, 60.0, 90.0)  # degrees per second
DEFAULT_TURN_SPEED = TURN_SPEED.default


class TurnController(QObject):
    """Play / pause the turning of the selected query; the turning speed."""

    speeds: tuple[float, ...] = TURN_SPEEDS  # the speeds the Lesson menu offers
    playing_changed = Signal(bool)
    about_to_turn = Signal()  # a turn starts: whatever animates the scene should land first

    def __init__(self, shell: Shell, document: Document) -> None:
        super().__init__(document)
        self.shell = shell
        self.document = document
        speed = read(TURN_SPEED)
        self.turn_speed = speed if 1.0 <= speed <= 360.0 else DEFAULT_TURN_SPEED
        self.frame_timer = QTimer(self)
        self.frame_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.frame_timer.setInterval(FRAME_MS)
        self.frame_timer.timeout.connect(self.tick)
        self._clock = QElapsedTimer()
        self._turn: tuple[int, float, float] | None = None  # query index, start angle, radius
        parent = shell.dialog_parent()
        # Play / pause and one entry per speed of ``speeds`` (Lesson ▸ Turning speed).
        self.actions = build_actions(parent, "turning", self)
        self.action_play = self.actions["lesson.play"]
        self.speed_actions: dict[float, QAction] = {
            float(speed): action
            for speed, action in members_of(self.actions, "lesson.speeds").items()
        }

    @property
    def playing(self) -> bool:
        return self._turn is not None

    def toggle_playing(self) -> None:
        if self.playing:
            self.stop_playing()
        else:
            self.start_playing()
        self.action_play.setChecked(self.playing)  # also when there was nothing to turn

    def start_playing(self) -> None:
        """Turn the selected query about the origin at ``turn_speed`` degrees per second."""
        if self.playing:
            return
        self.about_to_turn.emit()
        index = self.document.selected_query
        query = self.document.scene.queries[index]
        radius = math.hypot(query.x, query.y)
        if radius < 1e-6:
            self.shell.notify(
                translate(
                    "TurningController", "{label} is at the origin: there is nothing to turn"
                ).format(label=query.label)
            )
            return
        self._turn = (index, math.atan2(query.y, query.x), radius)
        self.document.begin_drag("query", index)
        self._clock.start()
        self.frame_timer.start()
        self.action_play.setChecked(True)
        self.playing_changed.emit(True)

    def stop_playing(self) -> None:
        if not self.playing:
            return
        self.frame_timer.stop()
        self._turn = None
        self.document.end_drag()
        self.action_play.setChecked(False)
        self.playing_changed.emit(False)

    def _current_angle(self) -> float:
        assert self._turn is not None
        _index, start, _radius = self._turn
        seconds = self._clock.nsecsElapsed() / 1e9
        return start + math.radians(self.turn_speed) * seconds

    def tick(self) -> None:
        """One frame of the turn: the query at the angle the clock says."""
        if self._turn is None:
            return
        index, _start, radius = self._turn
        if index >= len(self.document.scene.queries):
            self.stop_playing()
            return
        angle = self._current_angle()
        self.document.drag_to("query", index, radius * math.cos(angle), radius * math.sin(angle))

    def set_turn_speed(self, degrees_per_second: float) -> None:
        if self._turn is not None:
            # Re-anchor at the current angle so a new speed does not make the query jump.
            index, _start, radius = self._turn
            self._turn = (index, self._current_angle(), radius)
            self._clock.restart()
        self.turn_speed = float(degrees_per_second)
        write(TURN_SPEED, self.turn_speed)
        for value, action in self.speed_actions.items():
            action.setChecked(value == self.turn_speed)
