"""Atomic file writes: the target is always either the complete old file or the complete new one.

``atomic_write_bytes(path, data)`` writes ``data`` to a temporary file in the target's folder,
flushes it, ``fsync``s it, renames it over the target with ``os.replace`` (atomic on POSIX and
on Windows within one volume) and finally ``fsync``s the folder so the rename itself survives a
power cut. If anything fails before the rename, the temporary file is removed and the target is
untouched.

Temporary files are named ``.<target name>.<8 hex digits>.kino-tmp`` (the name is cut to 96
characters), hidden, next to the target. A process killed in the middle of a save (SIGKILL, a
power cut) can leave one behind; it is never mistaken for the target. ``stale_temp_files(path)``
lists those belonging to a target and ``remove_stale_temp_files(path)`` deletes the ones older
than a minute (a younger one may belong to a save in progress in another process).
"""

from __future__ import annotations

import contextlib
import os
import stat
import time
from pathlib import Path

__all__ = [
    "TEMP_SUFFIX",
    "atomic_write_bytes",
    "atomic_write_text",
    "remove_stale_temp_files",
    "stale_temp_files",
    "temp_prefix",
]

TEMP_SUFFIX = ".kino-tmp"
_NAME_CHARS = 96  # keeps ".<name>.<8 hex>.kino-tmp" under the usual 255-byte limit


def temp_prefix(path: str | os.PathLike[str]) -> str:
    """The file-name prefix of ``path``'s temporary files: ``.<name>.`` (name cut to 96 chars)."""
    return f".{Path(path).name[:_NAME_CHARS]}."


def _resolve_target(path: str | os.PathLike[str]) -> Path:
    """The file to replace: a symbolic link is followed so the link itself survives the save."""
    target = Path(path)
    if target.is_symlink():
        target = Path(os.path.realpath(target))
    return target


def _fsync_directory(directory: Path) -> None:
    """Make a rename in ``directory`` durable (POSIX); a no-op where folders cannot be opened."""
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        fd = os.open(directory, flags)
    except OSError:  # Windows, or a folder we may write to but not open
        return
    try:
        os.fsync(fd)
    except OSError:  # some file systems refuse fsync on folders (EINVAL): nothing more to do
        pass
    finally:
        os.close(fd)


def _create_temp(target: Path) -> tuple[int, Path]:
    """Create a new, empty temporary file next to ``target``; returns (fd, path).

    Created with mode 0o666 minus the umask, like any new file; O_EXCL guarantees it is ours.
    """
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    flags |= getattr(os, "O_CLOEXEC", 0)
    for _ in range(100):
        temp = target.with_name(f"{temp_prefix(target)}{os.urandom(4).hex()}{TEMP_SUFFIX}")
        try:
            return os.open(temp, flags, 0o666), temp
        except FileExistsError:
            continue
    raise FileExistsError(f"could not create a temporary file next to {target}")


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace the file at ``path`` with ``data`` atomically and durably.

    A target that exists keeps its permission bits. Raises OSError (the target is then
    unchanged and no temporary file is left behind). Interrupting the process at any moment
    leaves the target complete, old or new; at worst a stale temporary file remains (see the
    module docstring for its name).
    """
    target = _resolve_target(path)
    data = bytes(data)
    try:
        mode: int | None = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = None
    fd, temp = _create_temp(target)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if mode is not None and hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), mode)
            os.fsync(handle.fileno())
        if mode is not None and not hasattr(os, "fchmod"):  # pragma: no cover - Windows
            os.chmod(temp, mode)
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _fsync_directory(target.parent)


def atomic_write_text(path: str | os.PathLike[str], text: str, encoding: str = "utf-8") -> None:
    """Replace the file at ``path`` with ``text`` encoded as ``encoding``, atomically.

    The text is written as is (no newline translation), so a file reads back byte for byte.
    Raises UnicodeEncodeError before touching the disk if the text cannot be encoded.
    """
    atomic_write_bytes(path, text.encode(encoding))


def stale_temp_files(path: str | os.PathLike[str]) -> list[Path]:
    """The temporary files an interrupted save of ``path`` may have left, sorted by name."""
    target = _resolve_target(path)
    prefix = temp_prefix(target)
    try:
        names = os.listdir(target.parent)
    except OSError:
        return []
    return sorted(
        target.parent / name
        for name in names
        if name.startswith(prefix)
        and name.endswith(TEMP_SUFFIX)
        and len(name) == len(prefix) + 8 + len(TEMP_SUFFIX)
    )


def remove_stale_temp_files(
    path: str | os.PathLike[str], min_age_seconds: float = 60.0
) -> list[Path]:
    """Delete ``path``'s temporary files last modified at least ``min_age_seconds`` ago.

    Younger ones are kept: they may belong to a save still running in another process.
    Returns the files removed; files that vanish or cannot be removed are skipped.
    """
    removed: list[Path] = []
    now = time.time()
    for temp in stale_temp_files(path):
        try:
            if now - temp.stat().st_mtime < min_age_seconds:
                continue
            temp.unlink()
        except OSError:
            continue
        removed.append(temp)
    return removed
