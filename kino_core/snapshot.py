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

from .files.errors import SnapshotError
from .files.json_document import (
    MAX_FILE_BYTES,
    check_round_trip,
    dump_document,
    parse_json_document,
    read_file_limited,
    write_document,
)
from .files.scene_codec import SCENE_FIELDS, decode_scene, encode_scene
from .files.validation import check_header, warn_unknown
from .files.view_state import (
    DEFAULT_THEME,
    THEME_NAMES,
    PanelCatalog,
    ViewState,
    decode_view,
    encode_view,
)
from .scene import Scene

__all__ = [
    "DEFAULT_THEME",
    "FORMAT_TAG",
    "FORMAT_VERSION",
    "MAX_FILE_BYTES",
    "SUFFIX",
    "THEME_NAMES",
    "LoadResult",
    "PanelCatalog",
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


def snapshot_to_json(snapshot: Snapshot, known_panels: PanelCatalog | None = None) -> str:
    """The .kino text of ``snapshot``: indent 2, fixed field order, exact floats, final newline.
    ``known_panels``: the panels the caller shows, each written true or false in its order."""
    document: dict[str, Any] = {"format": FORMAT_TAG, "version": FORMAT_VERSION}
    document.update(encode_scene(snapshot.scene))
    document["view"] = encode_view(snapshot.view, known_panels)
    return dump_document(document)


def parse_snapshot(
    data: bytes | bytearray | memoryview | str,
    source: str = "",
    known_panels: PanelCatalog | None = None,
) -> LoadResult:
    """Read a snapshot from the contents of a .kino file (bytes, or text already decoded).

    source: a name for messages (usually the file path). Raises SnapshotError, and nothing
    else, for anything that is not a valid version-1 snapshot. Unknown fields are ignored and
    reported in ``LoadResult.warnings``. A missing "view" (or theme, or panel) takes the default.
    known_panels: the panels the caller shows (their names and defaults); a panel it does not
    know is ignored with a warning. Without it panel names are not checked and a file that
    names no panels shows the defaults (``ViewState.panels`` None).
    """
    try:
        document = parse_json_document(data, source)
        warnings: list[str] = []
        top = check_header(document, FORMAT_TAG, FORMAT_VERSION, "a kino snapshot", _OTHER_FORMATS)
        warn_unknown(top, _TOP_FIELDS, "", warnings)
        scene = decode_scene(top, "", warnings)
        view = decode_view(top.get("view", {}), "view", warnings, known_panels)
    except SnapshotError as error:
        raise error.as_read_from(source) from None
    return LoadResult(Snapshot(scene, view), tuple(warnings))


def load_snapshot(
    path: str | os.PathLike[str], known_panels: PanelCatalog | None = None
) -> LoadResult:
    """Read the .kino file at ``path``; see parse_snapshot. File problems (missing, a folder,
    over 1 MiB, unreadable) are SnapshotErrors too; messages start with the path."""
    data = read_file_limited(path)
    return parse_snapshot(data, os.fsdecode(path), known_panels)


def save_snapshot(
    path: str | os.PathLike[str], snapshot: Snapshot, known_panels: PanelCatalog | None = None
) -> None:
    """Write ``snapshot`` to ``path`` atomically (the old file stays whole until the new one is).

    The text is read back before writing: a snapshot that would not load back identically is
    refused with SnapshotError instead of being written (given ``known_panels``, a panel it
    does not know is such a difference). An OS error (no permission, disk full) is raised as
    SnapshotError naming the path, with the OSError as its cause.
    """
    text = snapshot_to_json(snapshot, known_panels)
    expected = snapshot
    if known_panels is not None:
        expected = Snapshot(snapshot.scene, snapshot.view.resolved(known_panels))
    check_round_trip(parse_snapshot(text, "", known_panels).snapshot, expected, str(path))
    write_document(path, text)
