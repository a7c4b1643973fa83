"""Lesson decks in the window: the current step, animated moves, authoring.

The deck is the lecture's document: stepping shows a step's scene exactly as the deck stores it.
Moving between steps is navigation, not editing, so it leaves no undo step: the move's frames go
through ``Document.show_frame`` and the move ends with ``Document.reset(step.scene)``, which also
clears the history. Were a move undoable, Ctrl+Z would bring back the previous step's scene while
the caption and the step number still showed the new step. What the lecturer does within a step
(drag, turn, change d) is undoable as usual, and the next step starts from the deck again.
Turning the query is app/controllers/turning.py's.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, QVariantAnimation, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from app.common import recent
from app.common.action_table import build_actions, refresh
from app.common.folders import remember_folder, start_folder, start_path
from app.common.i18n import current_language, translate
from app.common.plain_text import PlainLabel
from app.common.settings import REDUCED_MOTION, read, write
from app.common.shell_interface import Choice, Overwrite, Shell
from app.controllers.guard import (
    CLOSE_DECK,
    DECK,
    OPEN_DECK,
    OPEN_LESSON,
    SCENE,
    ReplaceGuard,
    save_question,
)
from app.controllers.overwrite_check import OverwriteCheck
from app.controllers.showing import show_scene
from app.document import Document
from kino_core.classroom import Question
from kino_core.deck import (
    MAX_NOTES_CHARS,
    SUFFIX,
    Deck,
    DeckError,
    DeckStep,
    deck_file_language,
    deck_translations,
    delete_step,
    insert_step,
    lesson_language,
    load_deck,
    load_lesson,
    move_step,
    replace_step,
    save_deck,
)
from kino_core.fileformat import ViewState
from kino_core.overwrite import is_kino_deck
from kino_core.scene import MAX_CAPTION_CHARS, MAX_TITLE_CHARS, Scene, same_picture
from kino_core.tween import ease_in_out, tween

DEFAULT_TRANSITION_MS = 400


def deck_filter() -> str:
    """The deck dialogs' file types, in the current language."""
    return translate("LectureController", "kino lesson decks (*.kinodeck);;All files (*)")


class CaptionDialog(QDialog):
    """Edit a step's title and caption (the caption banner shows both) and the speaker's notes
    (only the presenter view shows them)."""

    def __init__(
        self, title: str, caption: str, parent: QWidget | None = None, notes: str = ""
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("CaptionDialog", "Step title, caption and notes"))
        self.title_edit = QLineEdit(title)
        self.title_edit.setMaxLength(MAX_TITLE_CHARS)
        self.caption_edit = QPlainTextEdit(caption)
        self.caption_edit.setMinimumSize(520, 160)
        hint = PlainLabel(
            translate(
                "CaptionDialog",
                "A few sentences that read from the back of the hall (at most {count} characters).",
            ).format(count=MAX_CAPTION_CHARS)
        )
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QFormLayout(self)
        layout.addRow(translate("CaptionDialog", "Title"), self.title_edit)
        layout.addRow(translate("CaptionDialog", "Caption"), self.caption_edit)
        layout.addRow(hint)
        self.notes_edit = QPlainTextEdit(notes)
        self.notes_edit.setMinimumSize(520, 120)
        self.notes_edit.setToolTip(
            translate(
                "CaptionDialog",
                "Speaker's notes: shown on the laptop in the presenter view, never to the room.\n"
                "What to ask, what to point at, the number to expect.",
            )
        )
        layout.addRow(translate("CaptionDialog", "Notes"), self.notes_edit)
        layout.addRow(buttons)

    def values(self) -> tuple[str, str]:
        """(title, caption) as typed; the caption is cut to the format's limit."""
        caption = self.caption_edit.toPlainText().strip()[:MAX_CAPTION_CHARS]
        return self.title_edit.text().strip(), caption

    def notes(self) -> str:
        """The speaker's notes as typed, cut to the format's limit."""
        return self.notes_edit.toPlainText().strip()[:MAX_NOTES_CHARS]


class LectureController(QObject):
    """The open deck, the step shown, moves between steps, and authoring."""

    step_changed = Signal(int)  # the step now shown (0-based), as soon as a move starts
    deck_changed = Signal()  # a deck was opened, closed, edited or saved
    transition_finished = Signal(int)  # a move ended: the document holds that step's scene
    about_to_move = Signal()  # a step is about to be shown: a turning query should stop

    def __init__(self, shell: Shell, document: Document, guard: ReplaceGuard) -> None:
        super().__init__(document)
        self.shell = shell
        self.document = document
        self.guard = guard
        guard.register(DECK, self)
        self.deck: Deck | None = None
        self.path: Path | None = None  # None for a new deck or a built-in lesson
        self.overwrites = OverwriteCheck(shell, is_kino_deck)  # asked before saving over
        # The built-in lesson on screen and its language (app/controllers/lesson_language.py
        # shows it in another language when the app's changes); None for any other deck.
        self.lesson: str | None = None
        self.lesson_language = ""
        # A deck opened from a file with translations beside it (talk.kinodeck, talk.de.kinodeck…):
        # its files by language ("" the original); it follows the language as the lesson does.
        self.translations: dict[str, Path] = {}
        self.index = 0
        self.modified = False
        self.presenting = False
        # Panels chosen with the picker (V) while presenting, per step index of the open deck:
        # in memory only, never written into the deck (Lesson > Replace step does that).
        self.panel_choices: dict[int, frozenset[str]] = {}
        self.transition_ms = DEFAULT_TRANSITION_MS
        self.reduced_motion = read(REDUCED_MOTION)

        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.valueChanged.connect(self._on_progress)
        self._animation.finished.connect(self._on_move_finished)
        self._move: tuple[Scene, Scene] | None = None

        self._build_actions()
        self._update_actions()

    # -- reading -----------------------------------------------------------------------------
    @property
    def step(self) -> DeckStep | None:
        return self.deck.steps[self.index] if self.deck is not None else None

    def step_shows(self, panel: str) -> bool:
        """Whether the step on screen (if a deck is open) shows ``panel``."""
        step = self.step
        return step is not None and panel in step.panels

    @property
    def animating(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    def step_text(self) -> str:
        """'3 / 11': the step counter the presentation shows."""
        if self.deck is None:
            return ""
        return f"{self.index + 1} / {len(self.deck.steps)}"

    # -- opening and closing -----------------------------------------------------------------
    def open_deck(
        self,
        deck: Deck,
        path: Path | None = None,
        index: int = 0,
        animate: bool = False,
        translations: dict[str, Path] | None = None,
    ) -> None:
        """Show ``deck`` from step ``index`` (no questions asked: see open_path); a deck file
        with ``translations`` beside it (kino_core.deck.deck_translations) follows the language."""
        self.about_to_move.emit()
        self._animation.stop()
        self.deck = deck
        self.lesson = None
        self.translations = dict(translations or {})
        self.lesson_language = deck_file_language(path) if self.translations and path else ""
        self.panel_choices = {}
        self.path = path.resolve() if path is not None else None
        if self.path is not None:
            self.overwrites.remember(self.path)
        self.modified = False
        # Ctrl+S saves the scene as a snapshot: never over the file the last scene came from.
        self.document.set_source(None)
        self.go_to(index, animate=animate)
        self.deck_changed.emit()

    def open_path(self, path: str | Path, ask: bool = True) -> bool:
        """Open a .kinodeck file; on any problem nothing changes and the user is told why."""
        path = Path(path)
        if ask and not self.guard.confirm(OPEN_DECK, (SCENE, DECK)):
            return False
        try:
            loaded = load_deck(path, self.shell.known_panels)
        except DeckError as error:
            self.shell.show_error(
                translate("LectureController", "Could not open the deck"), str(error)
            )
            return False
        self.open_deck(loaded.deck, path, translations=deck_translations(path))
        recent.add_recent(path.resolve())
        count = len(loaded.deck.steps)
        name = self.path.name if self.path is not None else path.name  # the language's file
        if loaded.warnings:
            text = self.tr("Opened the deck {name}: %n steps; warnings: {warnings}", "", count)
            text = text.format(name=name, warnings="; ".join(loaded.warnings))
        else:
            text = self.tr("Opened the deck {name}: %n steps", "", count).format(name=name)
        self.shell.notify(text)
        return True

    def open_lesson(self, name: str = "attention", ask: bool = True) -> bool:
        """Open a built-in lesson (saving it asks for a new file name)."""
        if ask and not self.guard.confirm(OPEN_LESSON, (SCENE, DECK)):
            return False
        language = lesson_language(name, current_language())  # English if not translated
        try:
            deck = load_lesson(name, language, self.shell.known_panels)
        except DeckError as error:
            self.shell.show_error(
                translate("LectureController", "Could not open the lesson"), str(error)
            )
            return False
        self.open_deck(deck)
        self.lesson, self.lesson_language = name, language
        self.shell.notify(
            self.tr("Lesson: {title} (%n steps)", "", len(deck.steps)).format(title=deck.title)
        )
        return True

    def open_dialog(self) -> None:
        if not self.guard.confirm(OPEN_DECK, (SCENE, DECK)):
            return
        start = str(start_folder(self.path or self.document.source))
        path, _ = QFileDialog.getOpenFileName(
            self.shell.dialog_parent(),
            translate("LectureController", "Open a lesson deck"),
            start,
            deck_filter(),
        )
        if path:
            remember_folder(path)
            self.open_path(path, ask=False)

    def show_translation(self, deck: Deck, language: str, path: Path | None = None) -> None:
        """Show the open lesson in another language: ``deck`` has the same steps with other
        words (the caller checks, kino_core.deck.translation_differences), from the file
        ``path`` for a deck opened from a file (Save writes that file). The step on screen
        stays; a scene edited on it keeps its edits and only takes the new title and caption."""
        self._finish_move_now()
        if path is not None:
            self.path = path.resolve()
        shown = self.deck.steps[self.index].scene if self.deck is not None else None
        self.deck, self.lesson_language = deck, language
        new = deck.steps[self.index].scene
        if self.document.scene == shown and not same_picture(shown, new):
            self.document.reset(new)  # as on landing on the step: nothing was edited on it
        else:  # only the words change: what is on the canvas, and its undo history, stay
            self.document.show_frame(
                replace(self.document.scene, title=new.title, caption=new.caption)
            )
        self.deck_changed.emit()
        self.step_changed.emit(self.index)

    def deck_name(self) -> str | None:
        """What the title bar calls the open deck: its file's name, or its title (a built-in
        lesson, a new deck); None without a deck."""
        if self.deck is None:
            return None
        return self.path.stem if self.path is not None else self.deck.title

    def close_deck(self) -> None:
        if self.deck is None or not self.confirm_discard(CLOSE_DECK):
            return
        self._close()

    def discard_unsaved_steps(self) -> None:
        """The scene was replaced after the lecturer chose Discard for this deck's unsaved
        steps (a preset, a file, File ▸ New): the edited deck closes without them, as asked."""
        if self.has_unsaved_changes():
            self._close()
            self.shell.notify(
                translate("LectureController", "Closed the deck without its unsaved steps")
            )

    def _close(self) -> None:
        self.about_to_move.emit()
        self._finish_move_now()
        self.deck, self.path, self.modified, self.index = None, None, False, 0
        self.lesson = None
        self.translations = {}
        self.panel_choices = {}
        self.deck_changed.emit()
        self._update_actions()

    # -- unsaved steps (the deck's part of the ReplaceGuard) ----------------------------------
    def has_unsaved_changes(self) -> bool:
        return self.deck is not None and self.modified

    def ask_unsaved_deck(self, action: str) -> Choice:
        """Ask Save / Discard / Cancel about an edited deck, through the shell."""
        return self.shell.ask_save_discard_cancel(
            translate("LectureController", "Unsaved deck"),
            translate("LectureController", "The lesson deck “{title}” has unsaved steps.").format(
                title=self.deck.title if self.deck else ""
            ),
            save_question(DECK, action),
        )

    def ask_unsaved(self, action: str) -> Choice:
        return self.ask_unsaved_deck(action)

    def confirm_discard(self, action: str) -> bool:
        """True when the deck may be replaced: unchanged, saved, or deliberately discarded."""
        return self.guard.confirm(action, (DECK,))

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
        self._move_to(step.scene, view, animate)
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
        bench), then lands with finish_move_now."""
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

    # -- authoring ---------------------------------------------------------------------------
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
        step = replace(old, scene=scene, panels=view.panels, weightings=view.weightings)
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
        """Edit the current step's title, caption and speaker's notes in a dialog."""
        if self.deck is None:
            self.shell.notify(
                translate(
                    "LectureController",
                    "Open or start a deck first (Lesson ▸ Add the scene as a step)",
                )
            )
            return
        old = self.deck.steps[self.index]
        dialog = CaptionDialog(old.title, old.caption, self.shell.dialog_parent(), notes=old.notes)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        title, caption = dialog.values()
        notes = dialog.notes()
        if (title, caption, notes) == (old.title, old.caption, old.notes):
            return
        new = replace(old, scene=replace(old.scene, title=title, caption=caption), notes=notes)
        # The text on screen too (banner, title bar, exports), keeping what was done on the
        # canvas and its undo history: a caption is the deck's, not an edit of the scene.
        self.document.show_frame(replace(self.document.scene, title=title, caption=caption))
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

    # -- saving ------------------------------------------------------------------------------
    def save(self) -> bool:
        if self.deck is None:
            return False
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path, picked=False)

    def save_as(self) -> bool:
        if self.deck is None:
            return False
        stem = self.deck.title or translate("LectureController", "lesson")
        name = self.path.name if self.path else f"{stem}{SUFFIX}"
        start = start_path(name, self.path or self.document.source)
        path, _ = QFileDialog.getSaveFileName(
            self.shell.dialog_parent(),
            translate("LectureController", "Save deck as"),
            start,
            deck_filter(),
        )
        if not path:
            return False
        remember_folder(path)
        target = Path(path)
        if target.suffix.lower() != SUFFIX:  # a name the dialog did not ask about
            return self.save_to(target.with_name(target.name + SUFFIX), picked=False)
        return self.save_to(target)

    def save_to(self, path: str | Path, picked: bool = True) -> bool:
        """Write the deck to ``path`` atomically; it becomes the deck's file. Asks first when
        that would write over a file unasked (``picked``: the user chose ``path`` just now)."""
        if self.deck is None:
            return False
        path = Path(path)
        answer = self.overwrites.may_write(path, picked)
        if answer == Overwrite.SAVE_AS:
            return self.save_as()
        if answer == Overwrite.CANCEL:
            return False
        try:
            save_deck(path, self.deck, self.shell.known_panels)
        except DeckError as error:
            self.shell.show_error(
                translate("LectureController", "Could not save the deck"), str(error)
            )
            return False
        self.path = path.resolve()
        self.overwrites.remember(self.path)
        self.modified = False
        # Now the author's own file: it follows the language only if translations lie beside it.
        self.lesson = None
        self.translations = deck_translations(self.path)
        self.lesson_language = deck_file_language(self.path) if self.translations else ""
        recent.add_recent(self.path)
        self.deck_changed.emit()
        self.shell.notify(
            translate("LectureController", "Saved the deck {name}").format(name=path.name)
        )
        return True

    # -- presentation mode ---------------------------------------------------------------------
    def set_presenting(self, presenting: bool) -> None:
        self.presenting = presenting
        self._update_actions()

    # -- actions and the Lesson menu -----------------------------------------------------------
    def _build_actions(self) -> None:
        """The Lesson menu's actions, from the action table (app/common/action_table.py says
        their texts, keys, menu and when they are enabled; app/shell/menus.py places them)."""
        self.actions = build_actions(self.shell.dialog_parent(), "lecture", self)
        a = self.actions
        self.action_open_lesson = a["lesson.open_lesson"]
        self.action_open_deck = a["lesson.open_deck"]
        self.action_next = a["lesson.next"]
        self.action_previous = a["lesson.previous"]
        self.action_first = a["lesson.first"]
        self.action_last = a["lesson.last"]
        self.action_add = a["lesson.add"]
        self.action_replace = a["lesson.replace"]
        self.action_caption = a["lesson.caption"]
        self.action_move_up = a["lesson.move_up"]
        self.action_move_down = a["lesson.move_down"]
        self.action_delete = a["lesson.delete"]
        self.action_save = a["lesson.save"]
        self.action_save_as = a["lesson.save_as"]
        self.action_close = a["lesson.close"]
        self.action_reduced_motion = a["lesson.reduced_motion"]

    def _update_actions(self) -> None:
        refresh(self.actions, self, self.presenting)
