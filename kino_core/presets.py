"""Built-in presets: the snapshots in resources/presets, in a fixed order.

Files are named ``NN-name.kino`` (``01-four-keys.kino``); the number fixes the order, so the
app can bind the number keys 1-9 to ``list_presets()[0 … 8]``, and ``name`` (``four-keys``) is
what ``load_preset`` takes. Each preset's title is its scene's title.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .fileformat import PanelCatalog, SnapshotError, describe
from .resources import resource_path
from .snapshot import SUFFIX, Snapshot, load_snapshot

__all__ = ["PresetInfo", "list_presets", "load_preset"]

_FILE_NAME = re.compile(r"(\d{2})-([a-z0-9][a-z0-9-]*)" + re.escape(SUFFIX))


@dataclass(frozen=True)
class PresetInfo:
    """A built-in preset: its name (file name without number and suffix), title and file."""

    name: str
    title: str
    path: Path


def _preset_files() -> list[tuple[str, Path]]:
    """(name, path) of every preset file, ordered by number."""
    folder = resource_path("presets")
    found = []
    for path in folder.glob(f"*{SUFFIX}"):
        match = _FILE_NAME.fullmatch(path.name)
        if match and path.is_file():
            found.append((match.group(1), match.group(2), path))
    found.sort()
    return [(name, path) for _, name, path in found]


def list_presets() -> list[PresetInfo]:
    """Every built-in preset, in order (the first is the lesson's four keys).

    Reads each file for its title; raises SnapshotError if a shipped preset is broken.
    """
    return [
        PresetInfo(name, load_snapshot(path).snapshot.scene.title, path)
        for name, path in _preset_files()
    ]


def load_preset(name: str, known_panels: PanelCatalog | None = None) -> Snapshot:
    """The snapshot of the preset called ``name`` (e.g. "four-keys"), its panels read with
    ``known_panels`` (see parse_snapshot).

    Raises SnapshotError naming the known presets if there is none by that name.
    """
    for preset_name, path in _preset_files():
        if preset_name == name:
            return load_snapshot(path, known_panels).snapshot
    known = ", ".join(preset_name for preset_name, _ in _preset_files())
    raise SnapshotError(
        None,
        f"one of {known}",
        describe(name),
        problem=f"no preset named {describe(name)}; the presets are {known}",
    )
