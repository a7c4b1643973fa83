"""The descent loop of Learn mode: a computed run played a step every STEP_MS on a timer.

kino_core.learn computes the whole run at once; this plays it back. The pace follows the clock,
not the frame count: on a slow or busy machine a frame shows several steps, and the run still
takes DEFAULT_STEPS × step_ms. The Learn panel (panel.py) draws whatever step this says.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer, Signal

from app.panels.learn.messages import LearnTarget
from kino_core import Scene
from kino_core.learn import DEFAULT_STEPS, LearnRun

STEP_MS = 30.0  # one descent step every 30 ms: 200 steps in 6 s, a pace the eye can follow
FRAME_MS = 16  # redraw at most this often; the pace follows the clock, not the frame count


@dataclass(frozen=True)
class ComputedRun:
    """A computed run and what it was computed for (a changed scene makes it stale)."""

    scene: Scene
    query_index: int
    target: LearnTarget
    learning_rate: float
    run: LearnRun
    largest: dict[str, np.ndarray]  # the largest weight at each step of each path, (steps + 1,)


class DescentPlayer(QObject):
    """The run being shown, the step shown, and the timer that moves it on."""

    # The step shown changed while playing, or the run reached its end and stopped.
    stepped = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.current: ComputedRun | None = None
        self.shown_step = 0
        self.step_ms = STEP_MS
        self.timer = QTimer(self)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(FRAME_MS)
        self.timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()
        self._clock_start_step = 0

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def begin(self, computed: ComputedRun) -> None:
        """Show ``computed`` from its first step (not playing yet)."""
        self.current = computed
        self.shown_step = 0

    def play(self, reduced_motion: bool) -> None:
        """Play from the step shown (from the start once the run has ended); with reduced
        motion, show the end at once."""
        if self.shown_step >= DEFAULT_STEPS:
            self.shown_step = 0
        if reduced_motion:
            self.shown_step = DEFAULT_STEPS  # the end at once, no animation
            return
        self._clock.start()
        self._clock_start_step = self.shown_step
        self.timer.start()

    def pause(self) -> None:
        self.timer.stop()

    def step_once(self) -> None:
        """Pause and show one step more (at most the last)."""
        self.timer.stop()
        self.shown_step = min(self.shown_step + 1, DEFAULT_STEPS)

    def forget(self) -> None:
        """No run any more: back to step 0."""
        self.timer.stop()
        self.current = None
        self.shown_step = 0

    def _tick(self) -> None:
        if self.current is None:
            self.timer.stop()
            return
        due = self._clock_start_step + int(self._clock.elapsed() / self.step_ms)
        step = min(max(due, self.shown_step), DEFAULT_STEPS)
        if step >= DEFAULT_STEPS:
            self.timer.stop()
        if step != self.shown_step or not self.playing:
            self.shown_step = step
            self.stepped.emit()
