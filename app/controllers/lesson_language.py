"""The lesson follows the app's language: the built-in lesson, and a deck opened from a file
whose translations lie beside it (talk.kinodeck, talk.de.kinodeck, talk.es.kinodeck…, as the
built-in lesson's files do; ``kino attention.kinodeck`` is such a file).

Opening the lesson picks the deck in the current language (LectureController.open_lesson;
English when kino has no translation of it); opening a deck file with translations shows the
one in the current language (the original when there is none). Switching the language while
such a deck is open shows it in the new language at the same step, if nothing would be lost: a
deck whose steps were edited keeps its words; so does a translation that does not match the
deck step for step (kino_core.deck.translation_differences). A deck file without translations
beside it keeps its words, numbers included, as its author wrote them: kino does not rewrite
an author's sentences.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject

from app.common.i18n import current_language, on_language_change
from app.controllers.lecture import LectureController
from kino_core.deck import (
    Deck,
    DeckError,
    deck_in_language,
    lesson_language,
    load_lesson,
    translation_differences,
)


def show_lesson_in(lecture: LectureController, language: str) -> bool:
    """Show the open lesson (or translated deck file) in ``language`` at the same step; True
    if it changed. A deck file follows the rule every export follows (deck_in_language)."""
    if lecture.deck is None or lecture.modified:
        return False
    path: Path | None = None
    if lecture.lesson is not None:
        target = lesson_language(lecture.lesson, language)
        if target == lecture.lesson_language:
            return False
        try:
            deck: Deck = load_lesson(lecture.lesson, target, lecture.shell.known_panels)
        except (DeckError, OSError):
            return False  # the lesson on screen stays as it is
        if translation_differences(lecture.deck, deck):
            return False
    else:
        found = deck_in_language(
            lecture.deck,
            lecture.lesson_language,
            lecture.translations,
            language,
            lecture.shell.known_panels,
        )
        if found is None:
            return False
        deck, target, path = found.deck, found.language, found.path
    lecture.show_translation(deck, target, path)
    return True


def follow_language(lecture: LectureController, widget: QObject) -> None:
    """Show the open lesson in the app's language whenever ``widget`` (the main window) is told
    the language changed, and when a deck file with translations beside it is opened (not
    when the deck on screen is saved where it was: the lecturer's words stay on screen)."""
    on_language_change(widget, lambda: show_lesson_in(lecture, current_language()))
    shown: list[Path | None] = [None]  # the deck file last seen on screen

    def deck_changed() -> None:
        if lecture.path != shown[0]:
            shown[0] = lecture.path
            show_lesson_in(lecture, current_language())
            shown[0] = lecture.path

    lecture.deck_changed.connect(deck_changed)
