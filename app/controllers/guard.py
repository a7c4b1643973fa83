"""The one place that decides whether something unsaved may be replaced.

Every path that replaces the scene (open a file, a lesson or a deck, a preset, File ▸ New, a
dropped file, a recent file, quitting) and every path that replaces a deck being authored asks
``ReplaceGuard.confirm`` first. Each kind of work (the scene, the deck) registers how to tell
whether it has unsaved changes, how to ask about them and how to save them; ``confirm`` asks
about each one the action would replace, in order, and stops at the first Cancel.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from app.common.i18n import translate
from app.common.shell_interface import Choice

SCENE = "scene"
DECK = "deck"

# What may replace unsaved work (the ``action`` of ``confirm``): plain names, never shown. The
# question for each is a whole translated sentence (``save_question``): a sentence glued
# around a translated fragment reads wrongly in every other language.
NEW_SCENE = "start a new scene"
OPEN_FILE = "open another file"
LOAD_PRESET = "load a preset"
OPEN_DECK = "open a lesson deck"
OPEN_LESSON = "open the lesson"
CLOSE_DECK = "close the deck"
CLOSE_KINO = "close kino"


def save_question(work: str, action: str) -> str:
    """The Save / Discard / Cancel question about ``work`` (SCENE or DECK) before ``action``,
    in the current language, one whole sentence per action."""
    if work == DECK:
        deck = {
            NEW_SCENE: translate("ReplaceGuard", "Save the deck before you start a new scene?"),
            OPEN_FILE: translate("ReplaceGuard", "Save the deck before you open another file?"),
            LOAD_PRESET: translate("ReplaceGuard", "Save the deck before you load a preset?"),
            OPEN_DECK: translate("ReplaceGuard", "Save the deck before you open a lesson deck?"),
            OPEN_LESSON: translate("ReplaceGuard", "Save the deck before you open the lesson?"),
            CLOSE_DECK: translate("ReplaceGuard", "Save the deck before you close it?"),
            CLOSE_KINO: translate("ReplaceGuard", "Save the deck before you close kino?"),
        }
        return deck.get(action, translate("ReplaceGuard", "Save the deck first?"))
    scene = {
        NEW_SCENE: translate("ReplaceGuard", "Save them before you start a new scene?"),
        OPEN_FILE: translate("ReplaceGuard", "Save them before you open another file?"),
        LOAD_PRESET: translate("ReplaceGuard", "Save them before you load a preset?"),
        OPEN_DECK: translate("ReplaceGuard", "Save them before you open a lesson deck?"),
        OPEN_LESSON: translate("ReplaceGuard", "Save them before you open the lesson?"),
        CLOSE_DECK: translate("ReplaceGuard", "Save them before you close the deck?"),
        CLOSE_KINO: translate("ReplaceGuard", "Save them before you close kino?"),
    }
    return scene.get(action, translate("ReplaceGuard", "Save them first?"))


class UnsavedWork(Protocol):
    """Something the user made that an action could replace."""

    def has_unsaved_changes(self) -> bool: ...

    def ask_unsaved(self, action: str) -> Choice:
        """Save / Discard / Cancel, phrased for this work and ``action``."""
        ...

    def save(self) -> bool:
        """Save it (asking for a name if it has none); False if it was not saved."""
        ...


class ReplaceGuard:
    """Asks before unsaved work is replaced; one per window."""

    def __init__(self) -> None:
        self._works: dict[str, UnsavedWork] = {}

    def register(self, name: str, work: UnsavedWork) -> None:
        self._works[name] = work

    def confirm(self, action: str, replaces: Iterable[str] = (SCENE,)) -> bool:
        """True when ``action`` may go ahead: everything it replaces is unchanged, saved, or
        deliberately discarded. False on Cancel, or when a Save did not happen."""
        for name in replaces:
            work = self._works.get(name)
            if work is None or not work.has_unsaved_changes():
                continue
            choice = work.ask_unsaved(action)
            if choice is Choice.CANCEL:
                return False
            if choice is Choice.SAVE and not work.save():
                return False
        return True
