"""Hypothesis strategies for kino files: random valid scenes, views, snapshots and decks, and
structurally mutated JSON documents for fuzzing the loaders."""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import strategies as st

from app.panels.registry import PANELS
from kino_core.deck import Deck, DeckStep, StepAnimation, StepLearn
from kino_core.files.view_state import THEME_NAMES, WEIGHTINGS, ViewState
from kino_core.scene import (
    CANVAS_LIMIT,
    D_MAX,
    D_MIN,
    MAX_CAPTION_CHARS,
    MAX_KEYS,
    MAX_LABEL_CHARS,
    MAX_QUERIES,
    MAX_TITLE_CHARS,
    SEED_MAX,
    Key,
    Query,
    Scene,
)
from kino_core.snapshot import Snapshot

# Any Unicode scalar value (no lone surrogates: those cannot be written as UTF-8).
TEXT_CHARS = st.characters(exclude_categories=("Cs",))
LABEL_CHARS = st.characters(exclude_categories=("Cs",), exclude_characters="\n\r\t")

labels = st.text(LABEL_CHARS, min_size=1, max_size=MAX_LABEL_CHARS).filter(str.strip)
coordinates = st.floats(-CANVAS_LIMIT, CANVAS_LIMIT, allow_nan=False)  # ±0.0, subnormals, ±3
ids = st.integers(0, SEED_MAX)
colours = st.from_regex(r"#[0-9A-Fa-f]{6}", fullmatch=True)
panel_sets = st.frozensets(st.sampled_from(PANELS.names()))
views = st.builds(
    ViewState,
    panels=panel_sets,
    theme=st.sampled_from(THEME_NAMES),
    weightings=st.sampled_from(WEIGHTINGS),
)


@st.composite
def scenes(draw: st.DrawFn, max_text: int = MAX_CAPTION_CHARS) -> Scene:
    """Any valid Scene: 1-8 queries and 1-12 keys with distinct ids, any d, seed and text."""
    n_queries = draw(st.integers(1, MAX_QUERIES))
    n_keys = draw(st.integers(1, MAX_KEYS))
    query_ids = draw(st.lists(ids, min_size=n_queries, max_size=n_queries, unique=True))
    key_ids = draw(st.lists(ids, min_size=n_keys, max_size=n_keys, unique=True))
    queries = tuple(Query(i, draw(labels), draw(coordinates), draw(coordinates)) for i in query_ids)
    keys = tuple(
        Key(i, draw(labels), draw(coordinates), draw(coordinates), draw(colours)) for i in key_ids
    )
    return Scene(
        queries=queries,
        keys=keys,
        d=draw(st.integers(D_MIN, D_MAX)),
        seed=draw(ids),
        title=draw(st.text(TEXT_CHARS, max_size=MAX_TITLE_CHARS)),
        caption=draw(st.text(TEXT_CHARS, max_size=min(max_text, MAX_CAPTION_CHARS))),
    )


snapshots = st.builds(Snapshot, scene=scenes(), view=views)


@st.composite
def steps(draw) -> DeckStep:
    """A deck step; a third open Learn mode toward one of their keys; any may carry notes and
    a held answer."""
    scene = draw(scenes(max_text=300))
    learn = None
    if draw(st.integers(0, 2)) == 0:
        learn = StepLearn(draw(st.sampled_from([k.label for k in scene.keys])), draw(st.booleans()))
    notes = draw(st.text(TEXT_CHARS, max_size=300))
    # A movie may turn its query, at the movie's speed or the step's own.
    speed = st.none() | st.floats(1.0, 360.0, allow_nan=False)
    animation = draw(st.none() | st.builds(StepAnimation, st.just("turn"), speed))
    weightings = draw(st.sampled_from(WEIGHTINGS))
    answer = draw(st.text(TEXT_CHARS, max_size=200))  # the caption's end, held until R
    return DeckStep(
        scene, draw(panel_sets), weightings, learn, notes, animation=animation, answer=answer
    )


decks = st.builds(
    Deck,
    title=st.text(TEXT_CHARS, max_size=MAX_TITLE_CHARS),
    steps=st.lists(steps(), min_size=1, max_size=4).map(tuple),
)

# ---------------------------------------------------------------------------------------------
# Mutations for fuzzing

_DEEP = "@@DEEP@@"
_HUGE_INT = "@@HUGE_INT@@"
_HUGE_FLOAT = "@@HUGE_FLOAT@@"
_MAX_MUTATED_CHARS = 200_000

odd_values = st.one_of(
    st.sampled_from(
        [
            None,
            True,
            False,
            0,
            -1,
            1,
            2**32,
            -(2**63),
            10**30,
            10**45,
            1e308,
            -1e308,
            5e-324,
            -0.0,
            3.0000000000000004,
            float("nan"),
            float("inf"),
            float("-inf"),
            "",
            "abc",
            "#GGGGGG",
            "#e69f00",
            "kino-snapshot",
            "kino-deck",
            "x" * 5000,
            "\ud800",
            [],
            {},
            [1, 2, 3],
            {"a": 1},
            [None] * 20,
            _DEEP,
            _HUGE_INT,
            _HUGE_FLOAT,
        ]
    ),
    st.integers(),
    st.floats(),
    st.text(max_size=30),
    st.lists(st.integers(), max_size=5),
)


def _locations(node: Any) -> list[tuple[Any, Any]]:
    """Every (container, key-or-index) in a JSON tree, parents before children."""
    found: list[tuple[Any, Any]] = []
    stack = [node]
    while stack:
        current = stack.pop()
        items = current.items() if isinstance(current, dict) else enumerate(current)
        for key, value in items:
            found.append((current, key))
            if isinstance(value, (dict, list)):
                stack.append(value)
    return found


@st.composite
def mutated_documents(draw: st.DrawFn, bases: list[dict[str, Any]]) -> bytes:
    """A valid document from ``bases``, structurally mutated 1-4 times, then maybe damaged
    at the byte level: fields dropped, retyped, set to NaN / huge / negative / deeply nested
    values, entries duplicated, unknown fields added, text truncated, bytes flipped."""
    document = copy.deepcopy(draw(st.sampled_from(bases)))
    for _ in range(draw(st.integers(1, 4))):
        if len(json.dumps(document, allow_nan=True)) > _MAX_MUTATED_CHARS:
            break  # duplications compound: stop before the document gets huge
        locations = _locations(document)
        if not locations:
            break
        parent, key = draw(st.sampled_from(locations))
        action = draw(st.sampled_from(["drop", "replace", "replace", "add", "duplicate"]))
        if action == "drop":
            del parent[key]
        elif action == "replace":
            parent[key] = copy.deepcopy(draw(odd_values))
        elif action == "add":
            if isinstance(parent, dict):
                parent[draw(st.text(max_size=8))] = copy.deepcopy(draw(odd_values))
            else:
                parent.insert(key, copy.deepcopy(draw(odd_values)))
        elif isinstance(parent, list):
            parent.extend(copy.deepcopy(parent[key]) for _ in range(draw(st.integers(1, 20))))
        else:
            parent[key] = [copy.deepcopy(parent[key]) for _ in range(draw(st.integers(0, 3)))]
    text = json.dumps(document, indent=draw(st.sampled_from([None, 2])), allow_nan=True)
    # The first placeholder of each kind becomes the monster; any others stay small.
    depth = draw(st.sampled_from([10, 900, 5000, 100_000]))
    text = text.replace(json.dumps(_DEEP), "[" * depth + "]" * depth, 1)
    text = text.replace(json.dumps(_DEEP), "[[0]]")
    text = text.replace(json.dumps(_HUGE_INT), "-" + "9" * draw(st.sampled_from([41, 5000])), 1)
    text = text.replace(json.dumps(_HUGE_INT), "9" * 41)
    text = text.replace(json.dumps(_HUGE_FLOAT), "1e99999")
    data = bytearray(text.encode("utf-8", "surrogatepass"))
    damage = draw(st.sampled_from(["none", "none", "truncate", "flip", "insert", "bom"]))
    if damage == "truncate" and data:
        del data[draw(st.integers(0, len(data) - 1)) :]
    elif damage == "flip" and data:
        for _ in range(draw(st.integers(1, 4))):
            data[draw(st.integers(0, len(data) - 1))] = draw(st.integers(0, 255))
    elif damage == "insert":
        position = draw(st.integers(0, len(data)))
        data[position:position] = draw(st.binary(min_size=1, max_size=8))
    elif damage == "bom":
        data[0:0] = b"\xef\xbb\xbf"
    return bytes(data)
