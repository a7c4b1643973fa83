"""The scene: queries and keys on the canvas, the dimension d and the seed. Plain, frozen data.

A Scene can only exist in a valid state: the constructors check every field and raise
``SceneError`` naming the field, what was expected and what was found. Edits are pure functions
that return a new Scene (the app's document turns them into undo steps).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from typing import Literal

__all__ = [
    "CANVAS_LIMIT",
    "D_MAX",
    "D_MIN",
    "KEY_PALETTE",
    "MAX_KEYS",
    "MAX_QUERIES",
    "OKABE_ITO",
    "SEED_MAX",
    "Key",
    "Query",
    "Scene",
    "SceneError",
    "VectorKind",
    "add_key",
    "add_query",
    "clamp",
    "default_scene",
    "delete_key",
    "delete_query",
    "edit_key",
    "hex_to_rgb",
    "move_vector",
    "rename_query",
    "rgb_to_hex",
    "same_picture",
    "vector_at",
    "vector_position",
    "vectors_of",
]

CANVAS_LIMIT = 3.0  # the canvas shows [-3, 3]²
D_MIN, D_MAX = 2, 4096
MAX_QUERIES, MAX_KEYS = 8, 12
SEED_MAX = 2**32 - 1
MAX_LABEL_CHARS = 16
MAX_TITLE_CHARS = 200
MAX_CAPTION_CHARS = 2000

# Okabe & Ito (2008), the colour-blind safe palette; ordered so that the first four, the seed's
# four keys, are far apart in hue and all readable on light and dark backgrounds.
OKABE_ITO = (
    "#E69F00",  # orange
    "#56B4E9",  # sky blue
    "#009E73",  # bluish green
    "#D55E00",  # vermillion
    "#0072B2",  # blue
    "#CC79A7",  # reddish purple
    "#F0E442",  # yellow
    "#000000",  # black
)
# Keys 9-12: from Paul Tol's colour-blind safe schemes, chosen far (CIELAB distance > 30) from
# every Okabe-Ito colour and from each other, and with distinct colour names for screen readers.
# Two of them are light on the light theme: they are drawn with a casing (app.common.theme).
TOL_EXTRA = (
    "#332288",  # indigo (named navy)
    "#999933",  # olive
    "#661100",  # dark red
    "#999999",  # grey
)
# The palette new keys take their colours from, in order: twelve, one per key, no repeat.
KEY_PALETTE = OKABE_ITO + TOL_EXTRA

VectorKind = Literal["query", "key"]
_HEX_COLOUR = re.compile(r"#[0-9A-Fa-f]{6}")


class SceneError(ValueError):
    """A scene field is invalid. ``field`` names it (e.g. ``keys[2].color``)."""

    def __init__(self, field_name: str, expected: str, found: object) -> None:
        self.field = field_name
        self.expected = expected
        self.found = found
        super().__init__(f"{field_name}: expected {expected}, found {found!r}")


def clamp(value: float, limit: float = CANVAS_LIMIT) -> float:
    """Clamp a canvas coordinate to [-limit, limit]."""
    return min(max(float(value), -limit), limit)


def hex_to_rgb(colour: str) -> tuple[float, float, float]:
    """'#RRGGBB' -> (r, g, b) in [0, 1]."""
    return tuple(int(colour[i : i + 2], 16) / 255.0 for i in (1, 3, 5))  # type: ignore[return-value]


def rgb_to_hex(rgb: tuple[float, float, float] | list[float]) -> str:
    """(r, g, b) in [0, 1] -> '#RRGGBB' (rounded to 8 bits per channel, clipped to [0, 1])."""
    channels = [round(min(max(float(c), 0.0), 1.0) * 255) for c in rgb]
    return "#{:02X}{:02X}{:02X}".format(*channels)


def _check_label(field_name: str, label: object) -> None:
    if (
        not isinstance(label, str)
        or not label.strip()
        or len(label) > MAX_LABEL_CHARS
        or any(ch in label for ch in "\n\r\t")
    ):
        raise SceneError(
            field_name,
            f"a non-empty label of at most {MAX_LABEL_CHARS} characters on one line",
            label,
        )


def _check_coordinate(field_name: str, value: object) -> None:
    # abs() before isfinite(): math.isfinite(10**400) raises OverflowError for huge integers.
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float))
        or abs(value) > CANVAS_LIMIT
        or not math.isfinite(value)
    ):
        raise SceneError(
            field_name,
            f"a finite number in [-{CANVAS_LIMIT:g}, {CANVAS_LIMIT:g}]",
            value,
        )


def _check_id(field_name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= SEED_MAX:
        raise SceneError(field_name, f"an integer id in 0 … {SEED_MAX}", value)


@dataclass(frozen=True)
class Query:
    """A query point on the canvas. ``id`` fixes its hidden coordinates (see kino_core.hidden)."""

    id: int
    label: str
    x: float
    y: float

    def validate(self, where: str = "query") -> None:
        _check_id(f"{where}.id", self.id)
        _check_label(f"{where}.label", self.label)
        _check_coordinate(f"{where}.x", self.x)
        _check_coordinate(f"{where}.y", self.y)


@dataclass(frozen=True)
class Key:
    """A key point on the canvas with its value, a colour '#RRGGBB'."""

    id: int
    label: str
    x: float
    y: float
    color: str

    @property
    def rgb(self) -> tuple[float, float, float]:
        """The value as (r, g, b) in [0, 1]."""
        return hex_to_rgb(self.color)

    def validate(self, where: str = "key") -> None:
        _check_id(f"{where}.id", self.id)
        _check_label(f"{where}.label", self.label)
        _check_coordinate(f"{where}.x", self.x)
        _check_coordinate(f"{where}.y", self.y)
        if not isinstance(self.color, str) or not _HEX_COLOUR.fullmatch(self.color):
            raise SceneError(f"{where}.color", "a colour written #RRGGBB", self.color)


@dataclass(frozen=True)
class Scene:
    """Everything that defines what kino computes.

    queries: 1 … 8, keys: 1 … 12, d: 2 … 4096, seed: 0 … 2³²−1 (fixes the hidden coordinates),
    title and caption: free text shown by lesson decks and exports.
    """

    queries: tuple[Query, ...]
    keys: tuple[Key, ...]
    d: int = 2
    seed: int = 0
    title: str = ""
    caption: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "queries", tuple(self.queries))
        object.__setattr__(self, "keys", tuple(self.keys))
        self._validate()

    def _validate(self) -> None:
        if not 1 <= len(self.queries) <= MAX_QUERIES:
            raise SceneError(
                "queries", f"1 … {MAX_QUERIES} queries", f"{len(self.queries)} queries"
            )
        if not 1 <= len(self.keys) <= MAX_KEYS:
            raise SceneError("keys", f"1 … {MAX_KEYS} keys", f"{len(self.keys)} keys")
        for i, query in enumerate(self.queries):
            if not isinstance(query, Query):
                raise SceneError(f"queries[{i}]", "a Query", query)
            query.validate(f"queries[{i}]")
        for i, key in enumerate(self.keys):
            if not isinstance(key, Key):
                raise SceneError(f"keys[{i}]", "a Key", key)
            key.validate(f"keys[{i}]")
        for name, vectors in (("queries", self.queries), ("keys", self.keys)):
            ids = [v.id for v in vectors]
            if len(set(ids)) != len(ids):
                raise SceneError(f"{name}[].id", "ids that differ from each other", ids)
        if isinstance(self.d, bool) or not isinstance(self.d, int) or not D_MIN <= self.d <= D_MAX:
            raise SceneError("d", f"an integer in {D_MIN} … {D_MAX}", self.d)
        if (
            isinstance(self.seed, bool)
            or not isinstance(self.seed, int)
            or not 0 <= self.seed <= SEED_MAX
        ):
            raise SceneError("seed", f"an integer in 0 … {SEED_MAX}", self.seed)
        if not isinstance(self.title, str) or len(self.title) > MAX_TITLE_CHARS:
            raise SceneError("title", f"text of at most {MAX_TITLE_CHARS} characters", self.title)
        if not isinstance(self.caption, str) or len(self.caption) > MAX_CAPTION_CHARS:
            raise SceneError(
                "caption",
                f"text of at most {MAX_CAPTION_CHARS} characters",
                self.caption,
            )

    @property
    def query_ids(self) -> tuple[int, ...]:
        return tuple(q.id for q in self.queries)

    @property
    def key_ids(self) -> tuple[int, ...]:
        return tuple(k.id for k in self.keys)


def default_scene() -> Scene:
    """The lesson's example: four keys in four directions, Okabe–Ito colours, d = 2."""
    return Scene(
        queries=(Query(0, "q", 1.5, 1.0),),
        keys=(
            Key(0, "A", 2.0, 0.0, OKABE_ITO[0]),
            Key(1, "B", 0.0, 2.0, OKABE_ITO[1]),
            Key(2, "C", -2.0, 0.0, OKABE_ITO[2]),
            Key(3, "D", 0.0, -2.0, OKABE_ITO[3]),
        ),
        d=2,
        seed=0,
        title="Attention is a soft lookup",
    )


def same_picture(a: Scene, b: Scene) -> bool:
    """Whether ``a`` and ``b`` draw and compute the same: they may differ in their words only
    (title and caption: a step's text edited, or shown in another language)."""
    return replace(a, title="", caption="") == replace(b, title="", caption="")


def vectors_of(scene: Scene, kind: VectorKind) -> tuple[Query, ...] | tuple[Key, ...]:
    """scene.queries or scene.keys, by kind."""
    return scene.queries if kind == "query" else scene.keys


def vector_at(scene: Scene, kind: VectorKind, index: int) -> Query | Key:
    """queries[index] or keys[index]."""
    return vectors_of(scene, kind)[index]


def vector_position(scene: Scene, kind: VectorKind, index: int) -> tuple[float, float]:
    """(x, y) of queries[index] or keys[index]."""
    vector = vector_at(scene, kind, index)
    return vector.x, vector.y


def move_vector(scene: Scene, kind: VectorKind, index: int, x: float, y: float) -> Scene:
    """Move queries[index] or keys[index] to (x, y), clamped to the canvas."""
    if not (math.isfinite(x) and math.isfinite(y)):
        raise SceneError(f"{kind} position", "finite numbers", (x, y))
    x, y = clamp(x), clamp(y)
    if kind == "query":
        queries = list(scene.queries)
        queries[index] = replace(queries[index], x=x, y=y)
        return replace(scene, queries=tuple(queries))
    keys = list(scene.keys)
    keys[index] = replace(keys[index], x=x, y=y)
    return replace(scene, keys=tuple(keys))


def _next_id(ids: tuple[int, ...]) -> int:
    return max(ids, default=-1) + 1


def _next_key_label(scene: Scene) -> str:
    used = {k.label for k in scene.keys}
    for code in range(ord("A"), ord("Z") + 1):
        if chr(code) not in used:
            return chr(code)
    return f"K{len(scene.keys) + 1}"  # pragma: no cover - 12 keys never use 26 letters


def _next_key_colour(scene: Scene) -> str:
    used = {k.color.upper() for k in scene.keys}
    for colour in KEY_PALETTE:
        if colour not in used:
            return colour
    return KEY_PALETTE[len(scene.keys) % len(KEY_PALETTE)]


def add_key(
    scene: Scene,
    x: float,
    y: float,
    label: str | None = None,
    color: str | None = None,
) -> Scene:
    """A new key at (x, y) (clamped) with the next free letter and palette colour."""
    if len(scene.keys) >= MAX_KEYS:
        raise SceneError("keys", f"at most {MAX_KEYS} keys", f"{len(scene.keys) + 1} keys")
    key = Key(
        id=_next_id(scene.key_ids),
        label=label if label is not None else _next_key_label(scene),
        x=clamp(x),
        y=clamp(y),
        color=color if color is not None else _next_key_colour(scene),
    )
    return replace(scene, keys=(*scene.keys, key))


def delete_key(scene: Scene, index: int) -> Scene:
    """Remove keys[index]; the others keep their ids and therefore their hidden coordinates."""
    if len(scene.keys) <= 1:
        raise SceneError("keys", "at least 1 key", "0 keys")
    return replace(scene, keys=scene.keys[:index] + scene.keys[index + 1 :])


def edit_key(scene: Scene, index: int, label: str | None = None, color: str | None = None) -> Scene:
    """Rename and/or recolour keys[index]."""
    keys = list(scene.keys)
    changes: dict[str, str] = {}
    if label is not None:
        changes["label"] = label
    if color is not None:
        changes["color"] = color.upper()
    keys[index] = replace(keys[index], **changes)
    return replace(scene, keys=tuple(keys))


def add_query(scene: Scene, x: float, y: float) -> Scene:
    """A new query at (x, y); queries are labelled q1, q2, … once there is more than one."""
    if len(scene.queries) >= MAX_QUERIES:
        raise SceneError(
            "queries",
            f"at most {MAX_QUERIES} queries",
            f"{len(scene.queries) + 1} queries",
        )
    queries = list(scene.queries)
    if len(queries) == 1 and queries[0].label == "q":
        queries[0] = replace(queries[0], label="q1")
    used = {q.label for q in queries}
    number = next(n for n in range(1, MAX_QUERIES + 2) if f"q{n}" not in used)
    queries.append(Query(id=_next_id(scene.query_ids), label=f"q{number}", x=clamp(x), y=clamp(y)))
    return replace(scene, queries=tuple(queries))


def rename_query(scene: Scene, index: int, label: str) -> Scene:
    """queries[index] with a new label (checked like a key's: one line, 1-16 characters)."""
    queries = list(scene.queries)
    queries[index] = replace(queries[index], label=label)
    return replace(scene, queries=tuple(queries))


def delete_query(scene: Scene, index: int) -> Scene:
    """Remove queries[index] (never the last one); a lone 'q1' becomes 'q' again."""
    if len(scene.queries) <= 1:
        raise SceneError("queries", "at least 1 query", "0 queries")
    queries = list(scene.queries[:index] + scene.queries[index + 1 :])
    if len(queries) == 1 and queries[0].label == "q1":
        queries[0] = replace(queries[0], label="q")
    return replace(scene, queries=tuple(queries))
