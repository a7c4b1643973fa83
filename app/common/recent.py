"""The recent files list (File ▸ Open Recent), kept in kino's settings."""

from __future__ import annotations

from pathlib import Path

from app.common.settings import RECENT_FILES, read, write

MAX_RECENT = 10


def recent_files() -> list[str]:
    """The most recent first, at most MAX_RECENT."""
    values = read(RECENT_FILES)
    return [str(v) for v in values if isinstance(v, str) and v][:MAX_RECENT]


def add_recent(path: Path) -> None:
    entry = str(path)
    recent = [entry] + [p for p in recent_files() if p != entry]
    write(RECENT_FILES, recent[:MAX_RECENT])


def clear_recent() -> None:
    write(RECENT_FILES, [])
