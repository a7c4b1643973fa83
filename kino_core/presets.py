"""Built-in presets: the snapshots in resources/presets, in a fixed order.

Files are named ``NN-name.kino`` (``01-four-keys.kino``); the number fixes the order, so the
app can bind the number keys 1-9 to ``list_presets()[0 … 8]``, and ``name`` (``four-keys``) is
what ``load_preset`` takes. Each preset's title is its scene's title.

A preset's words (title and caption) in another language are in ``texts.<language>.json``
beside the files (``{"presets": {"four-keys": {"title": …, "caption": …}}}``): the scene is
the same in every language, so only the words are kept per language, and a language without
a file (or a preset it does not name) shows the English words.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from .files.errors import SnapshotError, describe
from .files.view_state import PanelCatalog
from .resources import resource_path
from .snapshot import SUFFIX, Snapshot, load_snapshot

__all__ = ["PresetInfo", "list_presets", "load_preset", "preset_texts"]

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


def texts_path(language: str) -> Path:
    """Where the presets' words in ``language`` ("de") are kept (the file may not exist)."""
    return resource_path("presets", f"texts.{language}.json")


def preset_texts(language: str | None) -> dict[str, tuple[str, str]]:
    """{preset name: (title, caption)} in ``language``; empty for English, None, or a language
    without a file. Raises SnapshotError if a shipped file is not what it should be."""
    if not language or not re.fullmatch(r"[a-z]{2,3}(_[A-Z]{2})?", language):
        return {}
    return _read_texts(texts_path(language))


@cache
def _read_texts(path: Path) -> dict[str, tuple[str, str]]:
    if not path.is_file():
        return {}
    expected = '{"presets": {name: {"title": text, "caption": text}}}'
    try:
        table = json.loads(path.read_text(encoding="utf-8"))["presets"]
        texts = {name: (entry["title"], entry["caption"]) for name, entry in table.items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
        raise SnapshotError("presets", expected, describe(str(error)), source=str(path)) from None
    if not all(isinstance(text, str) for pair in texts.values() for text in pair):
        raise SnapshotError(
            "presets", expected, "a title or caption that is not text", source=str(path)
        )
    return texts


def list_presets(language: str | None = None) -> list[PresetInfo]:
    """Every built-in preset, in order (the first is the lesson's four keys), titled in
    ``language`` where its words are translated.

    Reads each file for its title; raises SnapshotError if a shipped preset is broken.
    """
    texts = preset_texts(language)
    return [
        PresetInfo(
            name,
            texts[name][0] if name in texts else load_snapshot(path).snapshot.scene.title,
            path,
        )
        for name, path in _preset_files()
    ]


def load_preset(
    name: str, language: str | None = None, known_panels: PanelCatalog | None = None
) -> Snapshot:
    """The snapshot of the preset called ``name`` (e.g. "four-keys"), with its title and
    caption in ``language`` where they are translated (English otherwise), its panels read
    with ``known_panels`` (see parse_snapshot).

    Raises SnapshotError naming the known presets if there is none by that name.
    """
    for preset_name, path in _preset_files():
        if preset_name == name:
            snapshot = load_snapshot(path, known_panels).snapshot
            words = preset_texts(language).get(name)
            if words is None:
                return snapshot
            title, caption = words
            return replace(snapshot, scene=replace(snapshot.scene, title=title, caption=caption))
    known = ", ".join(preset_name for preset_name, _ in _preset_files())
    raise SnapshotError(
        None,
        f"one of {known}",
        describe(name),
        problem=f"no preset named {describe(name)}; the presets are {known}",
    )
