"""The recent files list (File ▸ Open Recent), kept in kino's settings."""

from __future__ import annotations

from pathlib import Path

from app.common.settings import settings

MAX_RECENT = 10
RECENT_KEY = "recent_files"


def recent_files() -> list[str]:
    """The most recent first, at most MAX_RECENT."""
    values = settings().value(RECENT_KEY, [], type=list)
    return [str(v) for v in values if isinstance(v, str) and v][:MAX_RECENT]


def add_recent(path: Path) -> None:
    entry = str(path)
    recent = [entry] + [p for p in recent_files() if p != entry]
    store = settings()
    store.setValue(RECENT_KEY, recent[:MAX_RECENT])
    store.sync()


def clear_recent() -> None:
    store = settings()
    store.setValue(RECENT_KEY, [])
    store.sync()
