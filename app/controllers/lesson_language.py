"""The built-in lesson follows the app's language.

Opening the lesson picks the deck in the current language (LectureController.open_lesson;
English when kino has no translation of it). Switching the language while the lesson is open
shows it in the new language at the same step, if nothing would be lost: a deck whose steps were
edited, or that was saved as the author's own file, keeps its words; so does a translation that
does not match the deck step for step (kino_core.deck.translation_differences).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from app.common.i18n import current_language, on_language_change
from app.controllers.lecture import LectureController
from kino_core.deck import DeckError, lesson_language, load_lesson, translation_differences


def show_lesson_in(lecture: LectureController, language: str) -> bool:
    """Show the open built-in lesson in ``language`` at the same step; True if it changed."""
    if lecture.lesson is None or lecture.deck is None or lecture.modified:
        return False
    target = lesson_language(lecture.lesson, language)
    if target == lecture.lesson_language:
        return False
    try:
        deck = load_lesson(lecture.lesson, target)
    except DeckError:
        return False  # the lesson on screen stays as it is
    if translation_differences(lecture.deck, deck):
        return False
    lecture.show_translation(deck, target)
    return True


def follow_language(lecture: LectureController, widget: QObject) -> None:
    """Show the open lesson in the app's language whenever ``widget`` (the main window) is told
    the language changed."""
    on_language_change(widget, lambda: show_lesson_in(lecture, current_language()))
