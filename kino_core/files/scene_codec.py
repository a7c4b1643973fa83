"""The scene as every kino file writes it: ``decode_scene`` and ``encode_scene``, one codec for
snapshots, deck steps, recordings and the room's journal."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..scene import CANVAS_LIMIT, MAX_KEYS, MAX_QUERIES, Key, Query, Scene, SceneError
from .errors import MISSING, SnapshotError, describe, join_path
from .validation import require_object, warn_unknown

# The scene's fields in the order files list them.
SCENE_FIELDS: tuple[str, ...] = ("title", "caption", "d", "seed", "queries", "keys")
_QUERY_FIELDS = ("id", "label", "x", "y")
_KEY_FIELDS = ("id", "label", "x", "y", "color")


def _canvas_number(value: object) -> object:
    """An integer coordinate inside the canvas becomes a float, so files stay canonical."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) <= CANVAS_LIMIT:
        return float(value)
    return value


def _check_unicode(value: str, path: str) -> None:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise SnapshotError(
            path, "text in valid Unicode", f"{describe(value)} (an unpaired surrogate)"
        ) from None


def _decode_vectors(
    obj: Mapping[str, Any], name: str, path: str, warnings: list[str]
) -> list[Query] | list[Key]:
    where = join_path(path, name)
    is_key = name == "keys"
    limit = MAX_KEYS if is_key else MAX_QUERIES
    fields = _KEY_FIELDS if is_key else _QUERY_FIELDS
    noun = "key" if is_key else "query"
    plural = "keys" if is_key else "queries"
    value = obj.get(name, MISSING)
    if not isinstance(value, list):
        raise SnapshotError(where, f"a list of 1 … {limit} {plural}", describe(value))
    if not 1 <= len(value) <= limit:
        raise SnapshotError(
            where, f"1 … {limit} {plural}", f"{len(value)} {noun if len(value) == 1 else plural}"
        )
    field_list = ", ".join(fields[:-1]) + " and " + fields[-1]
    vectors: list[Any] = []
    for index, entry in enumerate(value):
        entry_path = join_path(where, index)
        entry = require_object(entry, entry_path, f"an object with {field_list}")
        warn_unknown(entry, fields, entry_path, warnings)
        args = {field: entry.get(field, MISSING) for field in fields}
        args["x"] = _canvas_number(args["x"])
        args["y"] = _canvas_number(args["y"])
        vectors.append((Key if is_key else Query)(**args))
    return vectors


def decode_scene(obj: Mapping[str, Any], path: str, warnings: list[str]) -> Scene:
    """The Scene held by the fields SCENE_FIELDS of ``obj`` (other fields are not looked at).

    path: where ``obj`` is in the file ("" at the top level, "steps[2].scene" in a deck); every
    error names ``path`` + the field. Required: d, seed, queries, keys (and every vector's id,
    label, x, y, and a key's color); title and caption default to "". The Scene's own checks
    (ranges, labels, colours, lengths) raise SceneError, translated here to SnapshotError with
    the same field path under ``path``.
    """
    queries = _decode_vectors(obj, "queries", path, warnings)
    keys = _decode_vectors(obj, "keys", path, warnings)
    try:
        scene = Scene(
            queries=tuple(queries),  # type: ignore[arg-type]
            keys=tuple(keys),  # type: ignore[arg-type]
            d=obj.get("d", MISSING),  # the Scene's own check reports a missing d or seed
            seed=obj.get("seed", MISSING),
            title=obj.get("title", ""),
            caption=obj.get("caption", ""),
        )
    except SceneError as error:
        raise _translate(error, path, queries, keys) from None
    for index, vector in enumerate(scene.queries):
        _check_unicode(
            vector.label, join_path(join_path(join_path(path, "queries"), index), "label")
        )
    for index, vector in enumerate(scene.keys):
        _check_unicode(vector.label, join_path(join_path(join_path(path, "keys"), index), "label"))
    _check_unicode(scene.title, join_path(path, "title"))
    _check_unicode(scene.caption, join_path(path, "caption"))
    return scene


def _translate(error: SceneError, path: str, queries: list[Any], keys: list[Any]) -> SnapshotError:
    """SceneError -> SnapshotError at the same field under ``path``; a repeated id is pinned to
    the vector that repeats it."""
    for name, vectors in (("queries", queries), ("keys", keys)):
        if error.field == f"{name}[].id":
            first: dict[int, int] = {}
            for index, vector in enumerate(vectors):
                if vector.id in first:
                    return SnapshotError(
                        join_path(join_path(join_path(path, name), index), "id"),
                        f"an id that no other entry of {name} uses",
                        f"{vector.id}, already the id of {name}[{first[vector.id]}]",
                    )
                first[vector.id] = index
    field = f"{path}.{error.field}" if path else error.field
    return SnapshotError(field, error.expected, describe(error.found))


def encode_scene(scene: Scene) -> dict[str, Any]:
    """The JSON object of a scene: SCENE_FIELDS in order; positions always written as floats."""
    return {
        "title": scene.title,
        "caption": scene.caption,
        "d": scene.d,
        "seed": scene.seed,
        "queries": [
            {"id": q.id, "label": q.label, "x": float(q.x), "y": float(q.y)} for q in scene.queries
        ],
        "keys": [
            {"id": k.id, "label": k.label, "x": float(k.x), "y": float(k.y), "color": k.color}
            for k in scene.keys
        ],
    }
