"""The Presets menu: one entry per preset, keys 1-9."""

from __future__ import annotations

import functools
from typing import Any

from app.common import i18n
from app.common.actions.spec import (
    ActionFamily,
    Entry,
    Member,
)
from kino_core.presets import list_presets
from kino_core.snapshot import SnapshotError


@functools.cache
def _preset_titles(language: str) -> tuple[str, ...]:
    """The presets' titles in ``language`` (read once per language)."""
    try:
        return tuple(preset.title for preset in list_presets(language))
    except SnapshotError:  # a broken installation: the file controller says so
        return ()


def _preset_members(files: Any) -> list[Member]:
    """One member per preset of ``files`` (the file controller), titled in the current
    language (View ▸ Language retitles the menu)."""

    def title(number: int) -> str:
        titles = _preset_titles(i18n.current_language())
        return titles[number] if number < len(titles) else ""

    return [
        Member(
            preset.name, lambda n=number: title(n), keys=(str(number + 1),) if number < 9 else ()
        )
        for number, preset in enumerate(files.presets())
    ]


PRESETS: tuple[Entry, ...] = (
    # One entry per preset, in the presets' order, keys 1-9 for the first nine.
    ActionFamily(
        "presets.load",
        "app",
        lambda a: _preset_members(a.app.files),
        menu="Presets",
        run=lambda a, name: a.app.files.load_preset(name),
    ),
)
