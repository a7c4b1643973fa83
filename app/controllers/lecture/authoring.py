"""Authoring a deck: add, replace, caption, ask, move and delete steps; the picker's panel
choices. Part of LectureController (app/controllers/lecture/controller.py)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog

from app.common.i18n import translate
from app.controllers.lecture.caption_dialog import CaptionDialog
from kino_core.deck import Deck, DeckStep, delete_step, insert_step, move_step, replace_step

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from app.common.shell_interface import Shell
    from app.document import Document
    from kino_core.classroom import Question


class Authoring:
    """Edits of the open deck's steps (each marks the deck modified)."""

    shell: Shell
    document: Document
    deck: Deck | None
    path: Path | None
    index: int
    modified: bool
    panel_choices: dict[int, frozenset[str]]
    deck_changed: SignalInstance
    step_changed: SignalInstance

    if TYPE_CHECKING:  # the other parts of LectureController

        def _finish_move_now(self) -> None: ...
        def _update_actions(self) -> None: ...
        def go_to(self, index: int, animate: bool = True) -> None: ...

    def choose_panels(self, panels: frozenset[str]) -> None:
        """Remember ``panels`` (chosen with the picker while presenting) for the step on
        screen, to show again whenever the lecture lands on it; the deck is not changed."""
        if self.deck is not None:
            self.panel_choices[self.index] = frozenset(panels)

    def _edited(self, deck: Deck, index: int) -> None:
        # Steps moved, replaced or deleted: the picker's choices no longer match their index.
        self.panel_choices = {}
        self.deck = deck
        self.index = index
        self.shell.set_subject(deck.steps[index].subject)  # the step edited may say another
        self.modified = True
        self.deck_changed.emit()
        self.step_changed.emit(index)
        self._update_actions()

    def add_current_step(self) -> None:
        """The scene on screen, with the panels shown, as a new step after the current one
        (or as the first step of a new deck)."""
        self._finish_move_now()
        step = DeckStep(
            self.document.scene,
            self.shell.view_state.panels,
            self.shell.view_state.weightings,
        )
        if self.deck is None:
            title = self.document.scene.title or translate("LectureController", "New lesson")
            self.deck, self.path, self.index = Deck(title, (step,)), None, 0
            # The scene is now the deck's step: Ctrl+S asks for a new name rather than writing
            # over the file it came from, and the title bar says so.
            self.document.set_source(None)
            self._edited(self.deck, 0)
            self.shell.notify(
                translate("LectureController", "Started a new deck with this scene as step 1")
            )
            return
        self._edited(insert_step(self.deck, step, self.index + 1), self.index + 1)
        self.shell.notify(
            translate("LectureController", "Added the scene as step {number}").format(
                number=self.index + 1
            )
        )

    def replace_current_step(self) -> None:
        """Store the scene on screen (and the panels shown) in the current step."""
        if self.deck is None:
            return
        self._finish_move_now()
        # The caption and notes belong to the step: a scene edited on screen keeps them.
        old = self.deck.steps[self.index]
        scene = replace(self.document.scene, title=old.title, caption=old.caption)
        view = self.shell.view_state
        # The subject stays what the step still shows (a subject out of sight is no one's).
        step = replace(
            old,
            scene=scene,
            panels=view.panels,
            weightings=view.weightings,
            subject=old.subject & view.panels,
        )
        if old.learn is not None and old.learn.target not in {k.label for k in scene.keys}:
            step = replace(step, learn=None)  # a Learn step stays one while its key exists
        asked = old.question
        if asked is not None and asked.key and asked.key not in {k.label for k in scene.keys}:
            step = replace(step, question=None)  # so does a question about one of its keys
        self._edited(replace_step(self.deck, self.index, step), self.index)
        self.shell.notify(
            translate("LectureController", "Step {number} now holds the scene on screen").format(
                number=self.index + 1
            )
        )

    def edit_caption(self) -> None:
        """Edit the current step's title, caption, held answer and speaker's notes in a
        dialog."""
        if self.deck is None:
            self.shell.notify(
                translate(
                    "LectureController",
                    "Open or start a deck first (Lesson ▸ Add the scene as a step)",
                )
            )
            return
        old = self.deck.steps[self.index]
        dialog = CaptionDialog(
            old.title, old.caption, self.shell.dialog_parent(), notes=old.notes, answer=old.answer
        )
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        title, caption = dialog.values()
        notes, answer = dialog.notes(), dialog.answer()
        if (title, caption, notes, answer) == (old.title, old.caption, old.notes, old.answer):
            return
        new = replace(
            old, scene=replace(old.scene, title=title, caption=caption), notes=notes, answer=answer
        )
        # The text on screen too (banner, title bar, exports), keeping what was done on the
        # canvas and its undo history: a caption is the deck's, not an edit of the scene.
        self.document.reword(title, caption)
        self._edited(replace_step(self.deck, self.index, new), self.index)

    def set_step_question(self, question: Question | None) -> None:
        """The current step asks the room ``question`` (None: it asks nothing)."""
        if self.deck is None:
            return
        old = self.deck.steps[self.index]
        if old.question != question:
            new = replace(old, question=question)
            self._edited(replace_step(self.deck, self.index, new), self.index)

    def move_current_step(self, offset: int) -> None:
        """Move the current step ``offset`` places (−1 earlier, +1 later); it stays shown."""
        if self.deck is None:
            return
        target = self.index + offset
        if not 0 <= target < len(self.deck.steps):
            return
        self._edited(move_step(self.deck, self.index, target), target)

    def delete_current_step(self) -> None:
        if self.deck is None:
            return
        if len(self.deck.steps) == 1:
            self.shell.notify(
                translate(
                    "LectureController", "A deck keeps at least one step (Lesson ▸ Close deck)"
                )
            )
            return
        deck = delete_step(self.deck, self.index)
        index = min(self.index, len(deck.steps) - 1)
        self._edited(deck, index)
        self.go_to(index)
