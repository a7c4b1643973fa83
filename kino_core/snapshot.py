"""``.kino`` snapshot files: a whole scene and how the window shows it, as pretty JSON.

The format is documented in docs/snapshot-format.md. In short::

    {
      "format": "kino-snapshot",
      "version": 1,
      "title": "…", "caption": "…", "d": 2, "seed": 0,
      "queries": [{"id": 0, "label": "q", "x": 1.5, "y": 1.0}],
      "keys": [{"id": 0, "label": "A", "x": 2.0, "y": 0.0, "color": "#E69F00"}, …],
      "view": {"theme": "light", "panels": {"canvas": true, …}}
    }

Writing is deterministic (same snapshot, same bytes) and exact (floats by repr), saving is atomic
(kino_core.atomic), and reading validates everything: any problem raises ``SnapshotError`` naming
the field, what was expected and what was found, and nothing else is ever raised for bad input.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from .fileformat import (
    DEFAULT_PANELS,
    DEFAULT_THEME,
    MAX_FILE_BYTES,
    PANEL_NAMES,
    SCENE_FIELDS,
    THEME_NAMES,
    SnapshotError,
    ViewState,
    check_header,
    check_round_trip,
    decode_scene,
    decode_view,
    dump_document,
    encode_scene,
    encode_view,
    parse_json_document,
    read_file_limited,
    warn_unknown,
    write_document,
)
from .scene import Scene

__all__ = [
    "DEFAULT_PANELS",
    "DEFAULT_THEME",
    "FORMAT_TAG",
    "FORMAT_VERSION",
    "MAX_FILE_BYTES",
    "PANEL_NAMES",
    "SUFFIX",
    "THEME_NAMES",
    "LoadResult",
    "Snapshot",
    "SnapshotError",
    "ViewState",
    "load_snapshot",
    "parse_snapshot",
    "save_snapshot",
    "snapshot_to_json",
]

FORMAT_TAG = "kino-snapshot"
FORMAT_VERSION = 1
SUFFIX = ".kino"
_TOP_FIELDS = ("format", "version", *SCENE_FIELDS, "view")
_OTHER_FORMATS = {
    "kino-deck": "this is a kino lesson deck (.kinodeck), not a snapshot: open it as a deck",
}


@dataclass(frozen=True)
class Snapshot:
    """What a .kino file holds: the scene and the view state (panels, theme)."""

    scene: Scene
    view: ViewState = field(default_factory=ViewState)

    def __post_init__(self) -> None:
        if not isinstance(self.scene, Scene):
            raise TypeError(f"Snapshot.scene: expected a Scene, found {self.scene!r}")
        if not isinstance(self.view, ViewState):
            raise TypeError(f"Snapshot.view: expected a ViewState, found {self.view!r}")


@dataclass(frozen=True)
class LoadResult:
    """A snapshot that loaded, and the warnings about what was ignored (unknown fields)."""

    snapshot: Snapshot
    warnings: tuple[str, ...] = ()


def snapshot_to_json(snapshot: Snapshot) -> str:
    """The .kino text of ``snapshot``: indent 2, fixed field order, exact floats, final newline."""
    document: dict[str, Any] = {"format": FORMAT_TAG, "version": FORMAT_VERSION}
    document.update(encode_scene(snapshot.scene))
    document["view"] = encode_view(snapshot.view)
    return dump_document(document)


def parse_snapshot(data: bytes | bytearray | memoryview | str, source: str = "") -> LoadResult:
    """Read a snapshot from the contents of a .kino file (bytes, or text already decoded).

    source: a name for messages (usually the file path). Raises SnapshotError, and nothing
    else, for anything that is not a valid version-1 snapshot. Unknown fields are ignored and
    reported in ``LoadResult.warnings``. A missing "view" (or theme, or panel) takes the default.
    """
    try:
        document = parse_json_document(data, source)
        warnings: list[str] = []
        top = check_header(document, FORMAT_TAG, FORMAT_VERSION, "a kino snapshot", _OTHER_FORMATS)
        warn_unknown(top, _TOP_FIELDS, "", warnings)
        scene = decode_scene(top, "", warnings)
        view = decode_view(top["view"], "view", warnings) if "view" in top else ViewState()
    except SnapshotError as error:
        raise (error.with_source(source) if source and not error.source else error) from None
    return LoadResult(Snapshot(scene, view), tuple(warnings))


def load_snapshot(path: str | os.PathLike[str]) -> LoadResult:
    """Read the .kino file at ``path``; see parse_snapshot. File problems (missing, a folder,
    over 1 MiB, unreadable) are SnapshotErrors too; messages start with the path."""
    data = read_file_limited(path)
    return parse_snapshot(data, os.fsdecode(path))


def save_snapshot(path: str | os.PathLike[str], snapshot: Snapshot) -> None:
    """Write ``snapshot`` to ``path`` atomically (the old file stays whole until the new one is).

    The text is read back before writing: a snapshot that would not load back identically is
    refused with SnapshotError instead of being written. An OS error (no permission, disk full)
    is raised as SnapshotError naming the path, with the OSError as its cause.
    """
    text = snapshot_to_json(snapshot)
    check_round_trip(parse_snapshot(text).snapshot, snapshot, str(path))
    write_document(path, text)
