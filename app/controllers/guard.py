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

from app.shell.interface import Choice

SCENE = "scene"
DECK = "deck"


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
