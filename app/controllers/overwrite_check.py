"""Ask before a save writes over a file unasked (issue 30, item 8): the one place scenes and
decks share. kino_core/overwrite.py says what a save would do; this remembers each file as
kino last read or wrote it and asks the user through the shell.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from app.common.i18n import translate
from app.common.shell_interface import Overwrite, Shell
from kino_core.atomic import remove_stale_temp_files
from kino_core.overwrite import FileStamp, Hazard, overwrite_hazards, stamp_of


def overwrite_question(name: str, hazards: frozenset[Hazard]) -> str:
    """One sentence: why kino asks before saving over the file called ``name``."""
    if Hazard.NOT_A_FILE in hazards:
        return translate(
            "Overwrite", "“{name}” is not a regular file: kino does not write over it."
        ).format(name=name)
    if Hazard.NOT_KINO in hazards:
        return translate(
            "Overwrite", "“{name}” is not a file kino wrote: kino does not write over it."
        ).format(name=name)
    if Hazard.READ_ONLY in hazards:
        return translate("Overwrite", "“{name}” is read-only: kino does not replace it.").format(
            name=name
        )
    if Hazard.HARD_LINKED in hazards:
        return translate(
            "Overwrite",
            "“{name}” has other names (hard links): saving would split them, so kino does "
            "not replace it.",
        ).format(name=name)
    return translate(
        "Overwrite",
        "“{name}” was changed by another program since kino opened or saved it. "
        "Replace those changes?",
    ).format(name=name)


class OverwriteCheck:
    """The file one controller reads and writes (a scene's, a deck's), as kino last saw it.

    ``is_ours``: what a file must be before kino writes over it unpicked (is_kino_snapshot,
    is_kino_deck)."""

    def __init__(self, shell: Shell, is_ours: Callable[[Path], bool]) -> None:
        self.shell = shell
        self.is_ours = is_ours
        self.last: tuple[Path, FileStamp] | None = None

    def remember(self, path: Path, stamp: FileStamp | None = None) -> None:
        """``path`` was just read or written by kino (or ``stamp`` is how it was then); also
        removes the temporary files a save killed midway left next to it."""
        path = path.resolve()
        stamp = stamp or stamp_of(path)
        self.last = (path, stamp) if stamp is not None else None
        remove_stale_temp_files(path)

    def known(self, path: Path | None) -> FileStamp | None:
        if path is not None and self.last is not None and self.last[0] == path.resolve():
            return self.last[1]
        return None

    def may_write(self, target: Path, picked: bool) -> Overwrite:
        """REPLACE when saving over ``target`` hides nothing (or the user said so), else the
        user's answer: SAVE_AS or CANCEL. ``picked``: the user chose ``target`` just now."""
        known = self.known(target)
        must_be = None if picked or known is not None else self.is_ours
        hazards = overwrite_hazards(target, known, must_be)
        if not hazards:
            return Overwrite.REPLACE
        return self.shell.ask_overwrite(
            translate("Overwrite", "Save over “{name}”?").format(name=target.name),
            overwrite_question(target.name, hazards),
            can_replace=hazards == {Hazard.CHANGED},
        )
