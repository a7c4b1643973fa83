"""What saving over an existing file would do that the user did not ask for.

An atomic save (kino_core.atomic) writes a new file and renames it over the old one. That
keeps the old file whole until the new one is, but on its own it would also: replace a file
the user made read-only; overwrite changes another program made since kino read or wrote the
file; split a hard link (the other names keep the old contents, silently); and write a scene
over any file kino is pointed at (a settings file naming /some/notes.txt). So before a save
the shell asks ``overwrite_hazards`` and asks the user, or refuses, for each one.

A hard-linked file is refused rather than written in place: writing in place cannot be atomic
(a crash mid-write would leave every name of the file torn), and an atomic save would split
the link. Save As, to a new name, keeps both the link and the guarantee.
"""

from __future__ import annotations

import enum
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .deck import parse_deck
from .files.errors import SnapshotError
from .files.json_document import read_file_limited
from .snapshot import parse_snapshot

__all__ = [
    "FileStamp",
    "Hazard",
    "is_kino_deck",
    "is_kino_snapshot",
    "overwrite_hazards",
    "stamp_of",
]


@dataclass(frozen=True)
class FileStamp:
    """A file as kino last read or wrote it: which file (device, inode) and its size and
    modification time in nanoseconds. A different stamp means another program changed it."""

    device: int
    inode: int
    size: int
    mtime_ns: int

    def to_text(self) -> str:
        """For the settings file: four integers separated by spaces."""
        return f"{self.device} {self.inode} {self.size} {self.mtime_ns}"

    @classmethod
    def from_text(cls, text: str) -> FileStamp | None:
        """The stamp to_text() wrote, or None for anything else."""
        parts = text.split()
        if len(parts) != 4 or not all(p.isdigit() for p in parts):
            return None
        device, inode, size, mtime_ns = (int(p) for p in parts)
        return cls(device, inode, size, mtime_ns)


def stamp_of(path: str | os.PathLike[str]) -> FileStamp | None:
    """The stamp of the file at ``path`` (a symbolic link followed), or None if there is none."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return FileStamp(info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)


class Hazard(enum.Enum):
    """One unasked-for effect of saving over an existing file."""

    NOT_A_FILE = "not a regular file"  # a folder, a FIFO, a device: never written
    READ_ONLY = "read-only"  # no write permission bit, or no permission for this user
    HARD_LINKED = "hard-linked"  # other names share this file: a save would split them
    NOT_KINO = "not a kino file"  # its contents are not a kino snapshot
    CHANGED = "changed on disk"  # not as kino last read or wrote it


def is_kino_snapshot(path: str | os.PathLike[str]) -> bool:
    """True if ``path`` holds a kino snapshot (read only up to the file size limit)."""
    try:
        parse_snapshot(read_file_limited(path), str(path))
    except SnapshotError:
        return False
    return True


def is_kino_deck(path: str | os.PathLike[str]) -> bool:
    """True if ``path`` holds a kino lesson deck (read only up to the file size limit)."""
    try:
        parse_deck(read_file_limited(path), str(path))
    except SnapshotError:  # DeckError is one
        return False
    return True


def overwrite_hazards(
    path: str | os.PathLike[str],
    known: FileStamp | None,
    must_be: Callable[[Path], bool] | None,
) -> frozenset[Hazard]:
    """What saving over ``path`` would do unasked (empty if ``path`` does not exist yet).

    ``known``: the stamp of ``path`` when kino last read or wrote it (None: kino has no
    record, and CHANGED is not judged). ``must_be``: when the user did not pick ``path`` just
    now (File ▸ Save of a remembered name), what the file must be (is_kino_snapshot,
    is_kino_deck); anything else there is NOT_KINO. None: the user picked it.
    """
    target = Path(os.path.realpath(path))  # the atomic save follows a symbolic link too
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return frozenset()
    except OSError:
        return frozenset({Hazard.NOT_A_FILE})
    if not stat.S_ISREG(info.st_mode):
        return frozenset({Hazard.NOT_A_FILE})
    found: set[Hazard] = set()
    writable_bits = stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH
    # Root may write anything: the permission bits still say what the user meant.
    if not info.st_mode & writable_bits or not os.access(target, os.W_OK):
        found.add(Hazard.READ_ONLY)
    if info.st_nlink > 1:
        found.add(Hazard.HARD_LINKED)
    if known is not None and known != stamp_of(target):
        found.add(Hazard.CHANGED)
    if must_be is not None and not must_be(target):
        found.add(Hazard.NOT_KINO)
    return frozenset(found)
