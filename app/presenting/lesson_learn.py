"""Learn mode in front of the room: a deck step with "learn" opens it (kino_core.deck.StepLearn).

When the lecture lands on such a step, Learn mode opens with the step's target (a key's value)
and, if the step says ``run``, presses Learn. Predict first: a step that asks the room to
predict (``predict`` in the deck) holds its run until R however it is reached (PageDown,
PageUp, Home, End, the presenter's buttons), and so does any Learn step while the answers are
hidden (H): the ghosts wait where the query is, and reveal (R) starts them; H during a run puts
them back, so the room can be asked "will the unscaled query move?" before it sees. Leaving the
step stops the run and closes Learn mode. A step taught before scaling (weightings "unscaled")
shows the unscaled ghost only; while presenting, the dock drops its buttons row (H and R drive
it) and takes the least height it can, so the canvas stays as large as it can be. Learn mode
opened by hand (L) is left alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QMainWindow

from app.common.i18n import translate
from app.panels.learn.messages import target_words
from kino_core.deck import DeckStep

if TYPE_CHECKING:
    from app.controllers.lecture import LectureController
    from app.controllers.presentation import PresentationMode
    from app.document import Document
    from app.panels.learn import LearnDock, LearnPanel


class LessonLearn(QObject):
    """Opens, holds, starts and closes Learn mode as the lecture moves through a deck."""

    def __init__(
        self,
        host: QMainWindow,
        document: Document,
        lecture: LectureController,
        presentation: PresentationMode,
        dock: LearnDock,
    ) -> None:
        """``host`` is the window the dock is in (it sizes the dock); ``dock`` holds Learn mode."""
        super().__init__(host)
        self.host = host
        self.document = document
        self.lecture = lecture
        self.presentation = presentation
        self.dock = dock
        self.step_index: int | None = None  # the Learn step whose Learn mode is open
        self.waiting = False  # the run is held back until the answers are revealed
        self.lecture.step_changed.connect(self._step_changed)
        self.lecture.transition_finished.connect(self._landed)
        self.lecture.deck_changed.connect(self._deck_changed)
        presentation.answers_hidden_changed.connect(self._answers_hidden)
        presentation.mode_changed.connect(self._presenting)
        dock.when_built(self._follow_message)

    @property
    def panel(self) -> LearnPanel:
        """The dock's Learn panel (built when a Learn step first opens it)."""
        return self.dock.panel

    def _follow_message(self, panel: LearnPanel) -> None:
        panel.message.least_height_changed.connect(
            self._fit_dock, Qt.ConnectionType.QueuedConnection
        )

    def _learn_step(self) -> DeckStep | None:
        step = self.lecture.step
        return step if step is not None and step.learn is not None else None

    # -- the lecture moves --------------------------------------------------------------------
    def _step_changed(self, index: int) -> None:
        # A move starts: leave the old Learn step at once (a move between two pictures that
        # look the same lands first and then reports the step: keep what landing opened).
        if self.step_index is not None and index != self.step_index:
            self.close()

    def _landed(self, index: int) -> None:
        """The document holds the step's scene: the run answers exactly that scene."""
        step = self._learn_step()
        if step is None:
            self.close()
            return
        if self.host.testAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen):
            # A hidden window (a layout check, a picture) opens Learn mode only when asked: a
            # deck-step picture asks (app/render/headless.py), at the end of the run.
            return
        self.open(index, step)

    def _deck_changed(self) -> None:
        if self.lecture.deck is None:
            self.close()

    def open(self, index: int, step: DeckStep, revealed: bool = False) -> None:
        """Open Learn mode for step ``index``; a step that asks for a prediction holds its run
        until R unless ``revealed`` (a picture of the step, which shows the run's end)."""
        assert step.learn is not None
        self.step_index = index
        self.panel.set_weightings(step.weightings)
        self.panel.set_compact(self.presentation.active)
        labels = [key.label for key in self.document.scene.keys]
        hold = not revealed and (self.presentation.answers_hidden or step.learn.predict)
        focus = QApplication.focusWidget()
        self.dock.start(
            target_key=labels.index(step.learn.target), learn_now=step.learn.run and not hold
        )
        # The canvas keeps the room: the dock takes the least height its contents allow.
        self.host.resizeDocks([self.dock], [1], Qt.Orientation.Vertical)
        # The clicker keeps the focus it had: Space on the dock's Learn button would pause.
        if focus is not None and not self.dock.isAncestorOf(focus):
            focus.setFocus()
        self.waiting = step.learn.run and hold
        if self.waiting:
            self._ask_to_predict()

    def close(self) -> None:
        """Stop the run, close Learn mode, and show both weightings again (for key L)."""
        if self.step_index is None:
            return
        self.step_index = None
        self.waiting = False
        self.panel.reset()
        self.dock.hide()
        self.panel.set_weightings("both")
        self.panel.set_compact(False)

    def _fit_dock(self) -> None:
        """The dock at the least height its contents allow again, once the sentence's lines
        changed (a dock area never shrinks a dock by itself)."""
        if self.step_index is not None and self.dock.isVisible() and not self.dock.isFloating():
            self.host.resizeDocks([self.dock], [1], Qt.Orientation.Vertical)

    def _presenting(self, presenting: bool) -> None:
        if self.step_index is not None:
            self.panel.set_compact(presenting)
            self.host.resizeDocks([self.dock], [1], Qt.Orientation.Vertical)

    # -- predict, then reveal -----------------------------------------------------------------
    def _answers_hidden(self, hidden: bool) -> None:
        step = self._learn_step()
        if self.step_index is None or step is None or self.step_index != self.lecture.index:
            return
        if hidden:
            self.panel.reset()  # the ghosts go back under the query: nothing is given away
            self.waiting = step.learn.run
            if self.waiting:
                self._ask_to_predict()
        elif self.waiting:
            self.waiting = False
            if not self.panel.playing:
                self.panel.toggle_learning()

    def _ask_to_predict(self) -> None:
        if self.panel.target is not None:
            text = translate(
                "LessonLearn",
                "Predict first: will the query move toward {target}? R reveals, and the run "
                "starts.",
            ).format(target=target_words(self.panel.target))
        else:
            text = translate(
                "LessonLearn",
                "Predict first: will the query move toward the target? R reveals, and the run "
                "starts.",
            )
        self.panel.message.setText(text)
