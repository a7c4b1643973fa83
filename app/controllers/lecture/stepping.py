"""Moving between a deck's steps: the step's view state at once, its scene animated.

Moving between steps is navigation, not editing, so it leaves no undo step: the move's frames go
through ``Document.show_frame`` and the move ends with ``Document.reset(step.scene)``, which also
clears the history. Part of LectureController (app/controllers/lecture/controller.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QVariantAnimation

from app.common.settings import REDUCED_MOTION, write
from app.controllers.showing import show_scene
from kino_core.scene import Scene, same_picture
from kino_core.tween import ease_in_out, tween

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtGui import QAction

    from app.common.shell_interface import Shell
    from app.document import Document
    from kino_core.deck import Deck
    from kino_core.files.view_state import ViewState

DEFAULT_TRANSITION_MS = 400


class Stepping:
    """The step shown, and the animated move to another one."""

    shell: Shell
    document: Document
    deck: Deck | None
    index: int
    presenting: bool
    panel_choices: dict[int, frozenset[str]]
    reduced_motion: bool
    action_reduced_motion: QAction
    step_changed: SignalInstance
    transition_finished: SignalInstance
    about_to_move: SignalInstance

    if TYPE_CHECKING:  # the other parts of LectureController

        def _update_actions(self) -> None: ...

    def _build_animation(self, parent: QObject) -> None:
        self.transition_ms = DEFAULT_TRANSITION_MS
        self._animation = QVariantAnimation(parent)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.valueChanged.connect(self._on_progress)
        self._animation.finished.connect(self._on_move_finished)
        self._move: tuple[Scene, Scene] | None = None

    @property
    def animating(self) -> bool:
        """Whether a move between steps is running. A read-out for tests."""
        return self._animation.state() == QVariantAnimation.State.Running

    # -- moving between steps ----------------------------------------------------------------
    def go_to(self, index: int, animate: bool = True) -> None:
        """Show step ``index`` (clamped): its panels and caption at once, its scene animated."""
        if self.deck is None:
            return
        index = min(max(index, 0), len(self.deck.steps) - 1)
        self.about_to_move.emit()
        self.index = index
        step = self.deck.steps[index]
        view = step.view(self.shell.ui_style.theme.name)
        chosen = self.panel_choices.get(index) if self.presenting else None
        if chosen is not None:
            view = replace(view, panels=chosen)
        # Not laid out under the last step's panels: the step's view state lays out with the
        # new subject (every view drawn once); a layout after it, the same plan when the view
        # state laid out, covers a step whose panels are the last one's.
        subject_changed = self.shell.set_subject(step.subject, relayout=False)
        self._move_to(step.scene, view, animate)
        if subject_changed:
            self.shell.relayout()
        self.step_changed.emit(index)
        self._update_actions()

    def next_step(self) -> None:
        if self.deck is not None and self.index < len(self.deck.steps) - 1:
            self.go_to(self.index + 1)

    def previous_step(self) -> None:
        if self.deck is not None and self.index > 0:
            self.go_to(self.index - 1)

    def first_step(self) -> None:
        self.go_to(0)

    def last_step(self) -> None:
        if self.deck is not None:
            self.go_to(len(self.deck.steps) - 1)

    def _move_to(self, target: Scene, view: ViewState, animate: bool) -> None:
        """Show ``view`` and move to ``target``: animated, the view state first (the move is
        drawn under it); otherwise both at once, one redraw of every view (show_scene)."""
        # A move that interrupts another starts from the frame on screen, so rapid clicks glide.
        self._animation.stop()
        start = self.document.scene
        if (
            animate
            and not self.reduced_motion
            and self.transition_ms > 0
            and not same_picture(start, target)
        ):
            self.shell.set_view_state(view)
            self._move = (start, target)
            # The new caption shows at once, before the first frame of the move.
            self.document.show_frame(replace(start, title=target.title, caption=target.caption))
            self._animation.setDuration(self.transition_ms)
            self._animation.start()
        else:
            self._move = None
            show_scene(self.shell, self.document, target, view)
            self.transition_finished.emit(self.index)

    def show_progress(self, progress: float) -> None:
        """Show the current move at linear progress 0 … 1 (the animation's and the bench's)."""
        if self._move is None:
            return
        start, target = self._move
        if progress >= 1.0:
            return  # the move lands on the step itself, through reset
        if progress <= 0.0:
            return  # the start is on screen already, with the new caption
        self.document.show_frame(tween(start, target, ease_in_out(progress)))

    def _on_progress(self, value: object) -> None:
        self.show_progress(float(value))

    def _on_move_finished(self) -> None:
        if self._move is not None:
            target = self._move[1]
            self._move = None
            self._land(target)

    def hold_move(self) -> None:
        """Pause the move's own clock: the caller shows its frames with show_progress (the
        bench), then lands with finish_move_now. A hook for the bench and tests."""
        self._animation.pause()

    def finish_move_now(self) -> None:
        """Land on the step at once (a turn is about to start, motion was reduced…)."""
        self._finish_move_now()

    def _finish_move_now(self) -> None:
        if self._animation.state() != QVariantAnimation.State.Stopped:  # running or held
            self._animation.stop()
            self._on_move_finished()

    def _land(self, target: Scene) -> None:
        self.document.reset(target)
        self.transition_finished.emit(self.index)

    def set_reduced_motion(self, reduced: bool) -> None:
        self.reduced_motion = bool(reduced)
        write(REDUCED_MOTION, self.reduced_motion)
        if self.reduced_motion:
            self._finish_move_now()
        self.action_reduced_motion.setChecked(self.reduced_motion)
