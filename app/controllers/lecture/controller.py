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

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.common import recent
from app.common.actions.table import build_actions, refresh
from app.common.i18n import current_language, translate
from app.common.settings import REDUCED_MOTION, read
from app.common.shell_interface import Choice, Shell
from app.controllers.guard import (
    CLOSE_DECK,
    DECK,
    OPEN_DECK,
    OPEN_LESSON,
    SCENE,
    ReplaceGuard,
    save_question,
)
from app.controllers.lecture.authoring import Authoring
from app.controllers.lecture.deck_files import DeckFiles
from app.controllers.lecture.stepping import Stepping
from app.controllers.overwrite_check import OverwriteCheck
from app.document import Document
from kino_core.deck import (
    Deck,
    DeckError,
    DeckStep,
    deck_file_language,
    deck_translations,
    lesson_language,
    load_deck,
    load_lesson,
)
from kino_core.overwrite import is_kino_deck
from kino_core.scene import same_picture


class LectureController(Stepping, Authoring, DeckFiles, QObject):
    """The open deck, the step shown, moves between steps (Stepping), authoring (Authoring)
    and the deck's files (DeckFiles)."""

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
        self.reduced_motion = read(REDUCED_MOTION)
        self._build_animation(self)

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
            self.document.reword(new.title, new.caption)
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
        self.shell.set_subject(frozenset())  # no step shown: no panel comes first
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

    # -- presentation mode ---------------------------------------------------------------------
    def set_presenting(self, presenting: bool) -> None:
        self.presenting = presenting
        self._update_actions()

    # -- actions and the Lesson menu -----------------------------------------------------------
    def _build_actions(self) -> None:
        """The Lesson menu's actions, from the action table (app/common/actions/table.py says
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
