"""The deck's files: the open and save dialogs, and writing the deck (asking before it goes
over a file unasked). Part of LectureController (app/controllers/lecture/controller.py)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog

from app.common import recent
from app.common.folders import remember_folder, start_folder, start_path
from app.common.i18n import translate
from app.common.shell_interface import Overwrite
from app.controllers.guard import DECK, OPEN_DECK, SCENE
from kino_core.deck import SUFFIX, DeckError, deck_file_language, deck_translations, save_deck

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from app.common.shell_interface import Shell
    from app.controllers.guard import ReplaceGuard
    from app.controllers.overwrite_check import OverwriteCheck
    from app.document import Document
    from kino_core.deck import Deck


def deck_filter() -> str:
    """The deck dialogs' file types, in the current language."""
    return translate("LectureController", "kino lesson decks (*.kinodeck);;All files (*)")


class DeckFiles:
    """Open a deck with a dialog; Save, Save as, and writing the deck to a file."""

    shell: Shell
    document: Document
    guard: ReplaceGuard
    overwrites: OverwriteCheck
    deck: Deck | None
    path: Path | None
    lesson: str | None
    lesson_language: str
    translations: dict[str, Path]
    modified: bool
    deck_changed: SignalInstance

    if TYPE_CHECKING:  # the other parts of LectureController

        def open_path(self, path: str | Path, ask: bool = True) -> bool: ...

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
