"""Lesson decks (.kinodeck): round trip, refusals with step paths, fuzzing, authoring edits, and
the built-in attention lesson: every step shows what its caption claims."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.panels.registry import PANELS
from kino_core import evaluate
from kino_core.atomic import stale_temp_files
from kino_core.deck import (
    MAX_NOTES_CHARS,
    MAX_STEPS,
    Deck,
    DeckError,
    DeckLoadResult,
    DeckStep,
    StepAnimation,
    StepLearn,
    deck_to_json,
    delete_step,
    insert_step,
    lesson_path,
    list_lessons,
    load_deck,
    load_lesson,
    move_step,
    parse_deck,
    save_deck,
    set_step_caption,
)
from kino_core.hidden import hidden_matrix
from kino_core.learn import DEFAULT_STEPS, learn
from kino_core.scene import D_MIN, MAX_KEYS, Key, Query, default_scene
from kino_core.snapshot import Snapshot, SnapshotError, ViewState, snapshot_to_json

from .snapshot_strategies import decks, mutated_documents

ROOT = Path(__file__).resolve().parent.parent
# The app's panels, as the app hands them to kino_core (which keeps no list of its own).
KNOWN = PANELS.catalog()


def small_deck() -> Deck:
    scene = default_scene()
    return Deck(
        "Two steps",
        (
            DeckStep(scene, frozenset({"canvas", "weights"})),
            DeckStep(replace(scene, d=512, caption="saturated"), frozenset({"canvas"})),
        ),
    )


def deck_document() -> dict:
    return json.loads(deck_to_json(small_deck(), KNOWN))


def refuse(document: dict | str | bytes) -> DeckError:
    data = json.dumps(document) if isinstance(document, dict) else document
    with pytest.raises(DeckError) as caught:
        parse_deck(data, source="talk.kinodeck")
    assert str(caught.value).startswith("talk.kinodeck: ")
    return caught.value


# ---------------------------------------------------------------------------------------------
# Round trip and format


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deck=decks)
def test_deck_round_trip(deck):
    text = deck_to_json(deck)
    result = parse_deck(text.encode("utf-8"))
    assert result.warnings == ()
    assert result.deck == deck
    assert deck_to_json(result.deck) == text


def test_save_and_load_a_deck(tmp_path):
    path = tmp_path / "talk.kinodeck"
    save_deck(path, small_deck())
    save_deck(path, small_deck())  # over an existing file
    result = load_deck(path)
    assert isinstance(result, DeckLoadResult) and result.deck == small_deck()
    assert stale_temp_files(path) == []
    assert path.read_text(encoding="utf-8") == deck_to_json(small_deck())


def test_the_deck_reuses_the_snapshot_encoding_of_a_scene():
    scene = small_deck().steps[1].scene
    step_scene = deck_document()["steps"][1]["scene"]
    snapshot = json.loads(snapshot_to_json(Snapshot(scene)))
    assert step_scene == {name: snapshot[name] for name in step_scene}
    assert list(deck_document()) == ["format", "version", "title", "steps"]
    assert list(deck_document()["steps"][0]) == ["scene", "panels"]


def test_the_documented_example_is_exactly_what_kino_writes():
    doc = (ROOT / "docs" / "deck-format.md").read_text(encoding="utf-8")
    example = re.search(r"```json\n(.*?)```", doc, re.S).group(1)
    loaded = parse_deck(example, known_panels=KNOWN)
    assert loaded.warnings == ()
    assert deck_to_json(loaded.deck, KNOWN) == example


def test_a_step_without_panels_shows_the_defaults():
    document = deck_document()
    del document["steps"][0]["panels"]
    step = parse_deck(json.dumps(document)).deck.steps[0]
    assert step.panels == ViewState().panels
    assert step.view("dark") == ViewState(theme="dark")


def test_a_step_without_weightings_shows_both_and_unscaled_round_trips():
    # Decks written before the field existed have no "weightings": they show both, as before.
    document = deck_document()
    assert all("weightings" not in step for step in document["steps"])
    deck = parse_deck(json.dumps(document)).deck
    assert [step.weightings for step in deck.steps] == ["both", "both"]
    assert deck.steps[0].view().shows_scaled
    # "unscaled" is written after the panels, read back, and reaches the step's view.
    first = replace(small_deck().steps[0], weightings="unscaled")
    deck = replace(small_deck(), steps=(first, small_deck().steps[1]))
    written = json.loads(deck_to_json(deck))["steps"]
    assert list(written[0]) == ["scene", "panels", "weightings"] and list(written[1]) == [
        "scene",
        "panels",
    ]
    loaded = parse_deck(deck_to_json(deck))
    assert loaded.warnings == () and loaded.deck == deck
    assert loaded.deck.steps[0].view("dark") == ViewState(
        first.panels, "dark", weightings="unscaled"
    )
    document["steps"][1]["weightings"] = "scaled"
    error = refuse(document)
    assert (error.field, error.found) == ("steps[1].weightings", '"scaled"')
    with pytest.raises(DeckError, match="weightings"):
        DeckStep(default_scene(), weightings="none")


def test_a_learn_step_round_trips_and_older_decks_have_none():
    document = deck_document()
    assert all("learn" not in step for step in document["steps"])
    assert [s.learn for s in parse_deck(json.dumps(document)).deck.steps] == [None, None]
    first = replace(small_deck().steps[0], learn=StepLearn("B", run=False))
    deck = replace(small_deck(), steps=(first, small_deck().steps[1]))
    written = json.loads(deck_to_json(deck))["steps"]
    assert list(written[0]) == ["scene", "panels", "learn"] and "learn" not in written[1]
    assert written[0]["learn"] == {"target": "B", "run": False}
    loaded = parse_deck(deck_to_json(deck))
    assert loaded.warnings == () and loaded.deck == deck
    # "run" may be left out (it defaults to true); unknown fields in it warn.
    document["steps"][1]["learn"] = {"target": "A", "colour": "red"}
    loaded = parse_deck(json.dumps(document))
    assert loaded.deck.steps[1].learn == StepLearn("A", True)
    assert loaded.warnings == ("steps[1].learn.colour: unknown field, ignored",)


def test_a_predict_step_round_trips_and_is_written_only_when_it_is_one():
    """ "predict": the step asks the room first, so its run waits for R (issue 29)."""
    first = replace(small_deck().steps[0], learn=StepLearn("B", predict=True))
    second = replace(small_deck().steps[1], learn=StepLearn("A"))
    deck = replace(small_deck(), steps=(first, second))
    written = json.loads(deck_to_json(deck))["steps"]
    assert written[0]["learn"] == {"target": "B", "run": True, "predict": True}
    assert written[1]["learn"] == {"target": "A", "run": True}  # as before the field existed
    loaded = parse_deck(deck_to_json(deck))
    assert loaded.warnings == () and loaded.deck == deck
    assert [s.learn.predict for s in loaded.deck.steps] == [True, False]
    # The lesson's two Learn steps ask for a prediction, in every language.
    for language in ("en", "de", "es"):
        lesson = load_lesson("attention", language)
        assert (
            [i for i, s in enumerate(lesson.steps) if s.learn and s.learn.predict]
            == [i for i, s in enumerate(lesson.steps) if s.learn]
            != []
        )


def test_an_animated_step_round_trips_and_older_decks_have_none():
    """ "animation": what a movie of the deck plays during the step's hold (issue 25)."""
    document = deck_document()
    assert all("animation" not in step for step in document["steps"])
    assert [s.animation for s in parse_deck(json.dumps(document)).deck.steps] == [None, None]
    first = replace(small_deck().steps[0], animation=StepAnimation("turn"))
    second = replace(small_deck().steps[1], animation=StepAnimation("turn", speed=90.0))
    deck = replace(small_deck(), steps=(first, second))
    written = json.loads(deck_to_json(deck))["steps"]
    assert list(written[0]) == ["scene", "panels", "animation"]
    assert written[0]["animation"] == {"kind": "turn"}  # the movie's own speed
    assert written[1]["animation"] == {"kind": "turn", "speed": 90.0}
    loaded = parse_deck(deck_to_json(deck))
    assert loaded.warnings == () and loaded.deck == deck
    document["steps"][1]["animation"] = {"kind": "turn", "spin": 2}
    loaded = parse_deck(json.dumps(document))
    assert loaded.deck.steps[1].animation == StepAnimation("turn")
    assert loaded.warnings == ("steps[1].animation.spin: unknown field, ignored",)
    # The lesson's steps that turn the query live (P) turn it in its movie, in every language.
    for language in ("en", "de", "es"):
        lesson = load_lesson("attention", language)
        animated = [i + 1 for i, s in enumerate(lesson.steps) if s.animation is not None]
        assert animated == [5, 11]
        for number in animated:  # the lecturer's notes say to press P there
            assert "P" in lesson.steps[number - 1].notes.replace(".", " ").split()


@pytest.mark.parametrize(
    ("animation", "field", "found"),
    [
        ({"kind": "spin"}, "steps[1].animation.kind", '"spin"'),
        ({}, "steps[1].animation.kind", "nothing (the field is missing)"),
        ({"kind": "turn", "speed": 0}, "steps[1].animation.speed", "0"),
        ({"kind": "turn", "speed": 1e9}, "steps[1].animation.speed", "1000000000.0"),
        ({"kind": "turn", "speed": "fast"}, "steps[1].animation.speed", '"fast"'),
        ({"kind": "turn", "speed": True}, "steps[1].animation.speed", "true"),
        ("turn", "steps[1].animation", '"turn"'),
    ],
)
def test_animation_refusals_name_the_field(animation, field, found):
    document = deck_document()
    document["steps"][1]["animation"] = animation
    error = refuse(document)
    assert (error.field, error.found) == (field, found)
    with pytest.raises(DeckError, match=r"animation\.speed"):
        DeckStep(default_scene(), animation=StepAnimation("turn", float("nan")))


@pytest.mark.parametrize(
    ("learn", "field", "found"),
    [
        ({"target": "Z"}, "steps[1].learn.target", '"Z"'),
        ({}, "steps[1].learn.target", "nothing (the field is missing)"),
        ({"target": 1}, "steps[1].learn.target", "1"),
        ({"target": "A", "run": "yes"}, "steps[1].learn.run", '"yes"'),
        ({"target": "A", "predict": 1}, "steps[1].learn.predict", "1"),
        ("B", "steps[1].learn", '"B"'),
    ],
)
def test_learn_refusals_name_the_field(learn, field, found):
    document = deck_document()
    document["steps"][1]["learn"] = learn
    error = refuse(document)
    assert (error.field, error.found) == (field, found)
    if field.endswith("target"):
        assert "one of the step's keys (A, B, C, D)" in error.expected
    with pytest.raises(DeckError, match=r"learn\.target"):
        DeckStep(default_scene(), learn=StepLearn("Z"))


# ---------------------------------------------------------------------------------------------
# Refusals


def test_errors_name_the_step_and_the_scene_field():
    document = deck_document()
    document["steps"][1]["scene"]["keys"][0]["color"] = "orange"
    error = refuse(document)
    assert isinstance(error, SnapshotError)
    assert error.field == "steps[1].scene.keys[0].color"
    assert (error.expected, error.found) == ("a colour written #RRGGBB", '"orange"')


@pytest.mark.parametrize(
    ("change", "field", "found"),
    [
        (lambda d: d["steps"][0]["scene"].update(d=8192), "steps[0].scene.d", "8192"),
        (lambda d: d["steps"][1]["scene"]["queries"][0].update(x=float("nan")), None, None),
        (lambda d: d["steps"][0]["scene"].pop("seed"), "steps[0].scene.seed", None),
        (lambda d: d["steps"][1].pop("scene"), "steps[1].scene", "nothing (the field is missing)"),
        (lambda d: d["steps"][0].update(scene=[]), "steps[0].scene", "a list of 0 items"),
        (lambda d: d["steps"][0]["panels"].update(canvas="yes"), "steps[0].panels.canvas", '"yes"'),
        (lambda d: d["steps"].__setitem__(0, 3), "steps[0]", "3"),
        (lambda d: d.update(steps=[]), "steps", "0 steps"),
        (lambda d: d.update(steps={}), "steps", "an object"),
        (lambda d: d.pop("steps"), "steps", "nothing (the field is missing)"),
        (lambda d: d.update(title=["x"]), "title", "a list of 1 item"),
        (lambda d: d.update(version=2), "version", "2"),
        (lambda d: d.update(format="kino-snapshot"), "format", '"kino-snapshot"'),
    ],
)
def test_deck_refusals(change, field, found):
    document = deck_document()
    change(document)
    error = refuse(json.dumps(document, allow_nan=True))
    if field is None:  # NaN
        assert error.field == "steps[1].scene.queries[0].x" and error.found == "NaN"
        return
    assert error.field == field
    if found is not None:
        assert error.found == found


def test_newer_deck_and_snapshot_opened_as_deck_messages():
    document = deck_document()
    document["version"] = 3
    assert "made by a newer kino (format version 3); this kino reads version 1" in str(
        refuse(document)
    )
    document = deck_document()
    document["format"] = "kino-snapshot"
    assert "kino snapshot (.kino), not a lesson deck" in str(refuse(document))


def test_too_many_steps():
    document = deck_document()
    document["steps"] = document["steps"][:1] * (MAX_STEPS + 1)
    error = refuse(document)
    assert (error.field, error.found) == ("steps", f"{MAX_STEPS + 1} steps")


def test_file_errors_are_deck_errors(tmp_path):
    with pytest.raises(DeckError, match="no such file"):
        load_deck(tmp_path / "missing.kinodeck")
    with pytest.raises(DeckError, match="is a folder"):
        load_deck(tmp_path)
    empty = tmp_path / "empty.kinodeck"
    empty.write_bytes(b"")
    with pytest.raises(DeckError, match="empty"):
        load_deck(empty)
    with pytest.raises(DeckError, match="not valid JSON: .* at line 1, column 2"):
        parse_deck("{,}")
    with pytest.raises(DeckError, match="nested too deeply"):
        parse_deck("[" * 100_000)


def test_unknown_fields_in_a_deck_warn():
    document = deck_document()
    document["author"] = "me"
    document["steps"][1]["transition"] = "fade"
    document["steps"][0]["scene"]["zoom"] = 2
    document["steps"][0]["panels"]["minimap"] = False
    result = parse_deck(json.dumps(document), known_panels=KNOWN)
    assert result.deck == small_deck()
    assert sorted(result.warnings) == [
        "author: unknown field, ignored",
        "steps[0].panels.minimap: unknown panel, ignored",
        "steps[0].scene.zoom: unknown field, ignored",
        "steps[1].transition: unknown field, ignored",
    ]


def test_save_refuses_a_deck_that_would_not_read_back(tmp_path):
    path = tmp_path / "talk.kinodeck"
    save_deck(path, small_deck())
    before = path.read_bytes()
    broken = Deck("bad \ud800", small_deck().steps)
    with pytest.raises(DeckError):
        save_deck(path, broken)
    assert path.read_bytes() == before
    with pytest.raises(DeckError, match="cannot save"):
        save_deck(tmp_path / "no-folder" / "talk.kinodeck", small_deck())


FUZZ_BASES = [deck_document(), json.loads(lesson_path().read_text(encoding="utf-8"))]


@settings(max_examples=600, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.one_of(mutated_documents(FUZZ_BASES), st.binary(max_size=100)))
def test_fuzz_mutated_decks_raise_only_deck_error(data):
    try:
        result = parse_deck(data)
    except DeckError:
        return
    assert parse_deck(deck_to_json(result.deck)).deck == result.deck


# ---------------------------------------------------------------------------------------------
# Authoring edits


def test_authoring_edits_return_new_decks():
    deck = small_deck()
    first, second = deck.steps
    third = DeckStep(replace(default_scene(), d=64), frozenset({"scores"}))
    grown = insert_step(deck, third)
    assert grown.steps == (first, second, third) and deck.steps == (first, second)
    assert insert_step(deck, third, 0).steps == (third, first, second)
    assert move_step(grown, 2, 0).steps == (third, first, second)
    assert move_step(grown, 0, 2).steps == (second, third, first)
    assert delete_step(grown, 1).steps == (first, third)
    captioned = set_step_caption(deck, 0, "New caption")
    assert captioned.steps[0].caption == "New caption" and captioned.steps[1] == second
    with pytest.raises(DeckError, match="1 … 100 steps"):
        delete_step(delete_step(deck, 0), 0)
    with pytest.raises(IndexError):
        move_step(deck, 0, 5)


def test_deck_and_step_validation():
    with pytest.raises(DeckError, match="steps"):
        Deck("empty", ())
    with pytest.raises(DeckError, match="title"):
        Deck("t" * 201, small_deck().steps)
    with pytest.raises(DeckError, match="panels"):
        DeckStep(default_scene(), frozenset({"minimap"})).resolved(KNOWN)
    assert DeckStep(default_scene(), {"canvas": True, "code": False}).panels == {"canvas"}


# ---------------------------------------------------------------------------------------------
# The built-in lesson


@pytest.fixture(scope="module")
def lesson() -> Deck:
    result = load_deck(lesson_path(), KNOWN)
    assert result.warnings == ()
    return result.deck


def step(lesson: Deck, title: str):
    """(index, step) of the step with this title."""
    matches = [(i, s) for i, s in enumerate(lesson.steps) if s.title == title]
    assert len(matches) == 1, f"no single step titled {title!r}"
    return matches[0]


# The seed lesson, paragraph by paragraph (shared/seed/attention-lesson.txt).
ORDER = [
    "Attention is a soft lookup",  # hard vs soft lookup
    "Scores are dot products",  # the three formulas, one at a time
    "Softmax turns scores into weights",
    "The output is a weighted average of the values",
    "Four keys: turn the query",
    "Every ingredient is familiar",
    "In translation",
    "Dimension d: a score's variance is about d",
    "Saturation at d = 512",
    "At d = 512 the canvas hardly decides",
    "Dividing by √d",
    "The matrix form",
    "Attention maps",
    "Try it",
    "Summary",
]
SCALING_TAUGHT = "Dividing by √d"
# A "Learn" step follows each of these steps (Learn mode in front of the room). The tests look
# steps up by title, never by position, so inserting steps breaks nothing.
LEARN_AFTER = ("Saturation at d = 512", "Dividing by √d")
LEARN_STEPS = ("Can the query learn at d = 512?", "Scaled, the query learns")


def test_the_lesson_is_listed_loads_and_is_canonical(lesson):
    assert "attention" in list_lessons()
    assert load_lesson(known_panels=KNOWN) == lesson
    assert lesson_path().read_text(encoding="utf-8") == deck_to_json(lesson, KNOWN)
    assert len(lesson.steps) == len(ORDER) + len(LEARN_AFTER)
    with pytest.raises(DeckError, match="no built-in lesson"):
        load_lesson("nope")


def test_the_lesson_tells_the_seeds_story_in_order(lesson):
    indices = [step(lesson, title)[0] for title in ORDER]
    assert indices == sorted(indices)
    for anchor in LEARN_AFTER:
        step(lesson, anchor)
    for s in lesson.steps:
        assert s.caption and len(s.whole_caption) <= 340  # a few lines, read from the back row
        assert "canvas" in s.panels


def test_each_step_shows_only_what_has_been_taught(lesson):
    taught, _ = step(lesson, SCALING_TAUGHT)
    for index, s in enumerate(lesson.steps):
        if index < taught:
            # Before scaling is taught: no scaled chart, column, curve or swatch, no √d in the
            # formula line, and no caption that speaks of it.
            assert s.weightings == "unscaled", s.title
            assert s.view().shows_scaled is False
            whole = s.whole_caption
            assert "√" not in whole and "scaled" not in whole.lower(), s.title
            assert "attention_map" not in s.panels and "code" not in s.panels
        else:
            assert s.weightings == "both", s.title
    # The formula line appears only once all three formulas have been taught.
    output_taught, _ = step(lesson, "The output is a weighted average of the values")
    assert all("formula" not in s.panels for s in lesson.steps[:output_taught])
    # Scores, weights and the output each appear from the step that teaches them.
    assert "weights" not in step(lesson, "Scores are dot products")[1].panels
    assert "output" not in step(lesson, "Softmax turns scores into weights")[1].panels


# ---------------------------------------------------------------------------------------------
# Every number in every caption is what kino computes for that step


def _turn(scene, d: int):
    """The unscaled weights (n_angles, n_k) as the first query turns a full turn at its length."""
    query = scene.queries[0]
    radius = np.hypot(query.x, query.y)
    rows = []
    for angle in np.linspace(0.0, 2 * np.pi, 3601):
        turned = replace(query, x=radius * np.cos(angle), y=radius * np.sin(angle))
        rows.append(evaluate(replace(scene, d=d, queries=(turned,))).weights_unscaled[0])
    return np.array(rows)


def _hidden_variance(scene) -> float:
    """Variance of the hidden coordinates of the step's vectors (the seed's "variance 1")."""
    keys = hidden_matrix(scene.seed, "key", scene.key_ids, 4096)
    queries = hidden_matrix(scene.seed, "query", scene.query_ids, 4096)
    return float(np.concatenate([keys.ravel(), queries.ravel()]).var())


def _scaled_score_variance(scene) -> float:
    """Variance of q·k / √d over 400 pairs of vectors with kino's hidden N(0, 1) entries."""
    ids = tuple(range(400))
    q = hidden_matrix(scene.seed, "query", ids, scene.d)
    k = hidden_matrix(scene.seed, "key", ids, scene.d)
    return float((np.einsum("ij,ij->i", q, k) / np.sqrt(scene.d)).var())


def key_index(scene, label: str) -> int:
    return [k.label for k in scene.keys].index(label)


def _canvas_coordinates(result) -> int:
    """How many of each vector's d coordinates the canvas shows."""
    scene = result.scene
    hidden = hidden_matrix(scene.seed, "query", scene.query_ids, scene.d).shape[1]
    return result.Q.shape[1] - hidden


def learn_b(r):
    """The lesson's Learn run: the first query toward key B's value (kino_core.learn)."""
    return learn(r.scene, 0, r.scene.keys[key_index(r.scene, "B")].rgb)


# Per step, in the order the numbers appear in the caption: (kind, what kino computes). kind is
# "unscaled" or "scaled" for a weight or a readout of one weighting, "number" for anything else.
Claim = tuple[str, object]
U, S, N = "unscaled", "scaled", "number"


def weight_claim(series: str, label: str, query: int = 0):
    """The weight of key ``label`` for the query whose id is ``query`` (by id: a translation
    may list the queries in its sentence's order)."""

    def weight(r):
        i = key_index(r.scene, label)
        row = next(n for n, q in enumerate(r.scene.queries) if q.id == query)
        return (r.weights_unscaled if series == U else r.weights_scaled)[row, i]

    return (series, weight)


CLAIMS: dict[str, list[Claim]] = {
    "Attention is a soft lookup": [(N, lambda r: r.weights_unscaled[0].sum())],
    "Scores are dot products": [
        *[(N, lambda r, k=k: r.scores[0, key_index(r.scene, k)]) for k in "ABCD"],
        (N, lambda r: np.abs(r.scores_hidden).max()),
        (N, lambda r: 100 * r.canvas_share.min()),  # the scores table's last column
    ],
    "Softmax turns scores into weights": [
        (N, lambda r: r.weights_unscaled[0].sum()),
        *[weight_claim(U, k) for k in "ABCD"],
    ],
    "The output is a weighted average of the values": [weight_claim(U, "A"), weight_claim(U, "B")],
    "Four keys: turn the query": [weight_claim(U, "B"), weight_claim(U, "C")],
    "Every ingredient is familiar": [],
    "In translation": [weight_claim(U, "noir")],
    "Dimension d: a score's variance is about d": [
        (N, lambda r: _hidden_variance(r.scene)),
        (N, lambda r: r.scene.d),
        (N, lambda r: r.scores[0].min()),
        (N, lambda r: r.scores[0].max()),
        (N, lambda r: np.ptp(r.scores[0])),
        (N, lambda r: np.ptp(evaluate(replace(r.scene, d=D_MIN)).scores[0])),
        (N, lambda r: D_MIN),
    ],
    "Saturation at d = 512": [
        (N, lambda r: r.scene.d),
        (N, lambda r: r.scores[0].min()),
        (N, lambda r: r.scores[0].max()),
        (U, lambda r: r.readouts_unscaled.largest[0]),
        (U, lambda r: r.readouts_unscaled.jacobian_norm[0]),
        (U, lambda r: r.readouts_unscaled.jacobian_norm[0]),  # as the readout shows it
        (N, lambda r: r.scores_canvas[0, key_index(r.scene, "D")]),
        (N, lambda r: r.scores_hidden[0, key_index(r.scene, "D")]),
        (N, lambda r: r.scores_hidden[0, key_index(r.scene, "A")]),
    ],
    "At d = 512 the canvas hardly decides": [
        (N, _canvas_coordinates),
        (N, lambda r: r.scene.d),
        (N, lambda r: r.scores_canvas[0, key_index(r.scene, "C")]),
        (N, lambda r: r.scores_hidden[0, key_index(r.scene, "C")]),
        (N, lambda r: r.scores[0, key_index(r.scene, "C")]),
        (N, lambda r: 100 * r.canvas_share[0, key_index(r.scene, "C")]),
        (U, lambda r: _turn(r.scene, r.scene.d)[:, key_index(r.scene, "D")].min()),
        (N, lambda r: D_MIN),
        (U, lambda r: np.ptp(_turn(r.scene, D_MIN), axis=0).min()),
    ],
    "Can the query learn at d = 512?": [
        (U, lambda r: learn_b(r).unscaled.loss[0]),
        (N, lambda r: DEFAULT_STEPS),
        (U, lambda r: learn_b(r).unscaled.loss[-1]),  # the answer, held until R
    ],
    "Scaled, the query learns": [
        (N, lambda r: DEFAULT_STEPS),
        # The answer, held until R:
        (U, lambda r: learn_b(r).unscaled.gradient_norm[0]),
        (S, lambda r: learn_b(r).scaled.gradient_norm[0]),
        (N, lambda r: DEFAULT_STEPS),
        (U, lambda r: learn_b(r).unscaled.loss[-1]),
        (S, lambda r: 100 * learn_b(r).scaled.loss_drop),
    ],
    "Dividing by √d": [
        (N, lambda r: r.scene.d),
        (N, lambda r: np.sqrt(r.scene.d)),
        (N, lambda r: _scaled_score_variance(r.scene)),
        (S, lambda r: r.readouts_scaled.largest[0]),
        (S, lambda r: r.readouts_scaled.jacobian_norm[0]),
        # The same Jacobian with respect to the raw scores q·k: divided by √d once more.
        (S, lambda r: r.readouts_scaled.jacobian_norm[0] / np.sqrt(r.scene.d)),
        (U, lambda r: r.readouts_unscaled.largest[0]),
        (U, lambda r: r.readouts_unscaled.jacobian_norm[0]),
    ],
    "The matrix form": [
        (N, lambda r: len(r.scene.queries)),
        (N, lambda r: len(r.scene.keys)),
        (N, lambda r: r.Q.shape[1]),
        (N, lambda r: r.values.shape[1]),
    ],
    "Attention maps": [
        (N, lambda r: r.weights_scaled.sum(axis=1).max()),
        weight_claim(S, "noir", query=1),
        weight_claim(U, "noir", query=1),
    ],
    "Try it": [],
    "Summary": [],
}
NUMBER = re.compile(r"(?<![\w.])[+−]?\d+(?:\.\d+)?")
WEIGHTING = re.compile(r"without scaling|unscaled|scaled", re.IGNORECASE)


def as_shown(value: float, token: str) -> str:
    """``value`` written like ``token``: the same decimals, a real minus, a + if it has one."""
    digits = len(token.partition(".")[2])
    text = f"{float(value):{'+' if token[0] == '+' else ''}.{digits}f}"
    return text.replace("-", "−")


def test_every_caption_has_a_claim_list(lesson):
    assert set(CLAIMS) == {s.title for s in lesson.steps}


@pytest.mark.parametrize("title", list(CLAIMS))
def test_every_number_in_the_caption_is_what_kino_computes(lesson, title):
    _, s = step(lesson, title)
    result = evaluate(s.scene)
    # The caption with its held answer: what R shows is checked like the rest.
    caption = s.whole_caption
    found = [(m.group(), m.start()) for m in NUMBER.finditer(caption)]
    claims = CLAIMS[title]
    assert [token for token, _ in found] == [
        as_shown(compute(result), token)
        for (_kind, compute), (token, _) in zip(claims, found, strict=False)
    ] + [token for token, _ in found[len(claims) :]], caption
    assert len(found) == len(claims), f"{title}: numbers {found} but {len(claims)} claims"
    if s.weightings == "both":
        # Both weightings on screen: a weight (or a readout of one) says which one it is.
        for (kind, _), (token, start) in zip(claims, found, strict=True):
            if kind == N:
                continue
            named = [m.group().lower() for m in WEIGHTING.finditer(caption[:start])]
            assert named, f"{title}: {token} does not say which weighting it is"
            assert named[-1] == ("scaled" if kind == S else "without scaling"), (title, token)


def test_captions_use_the_names_the_screen_shows(lesson):
    for s in lesson.steps:
        assert "‖J‖" not in s.whole_caption  # the readout is called "gradient signal"
        if "gradient signal" in s.whole_caption:
            assert "readouts" in s.panels


# ---------------------------------------------------------------------------------------------
# What each step shows (beyond its numbers)


def test_step_soft_lookup(lesson):
    _, s = step(lesson, "Attention is a soft lookup")
    assert s.scene == replace(default_scene(), caption=s.caption)
    weights = evaluate(s.scene).query(0).weights_unscaled
    assert (weights > 0).all() and (weights > 0.1).sum() >= 2  # a blend, not one value
    assert "dictionary" in s.caption and "hard lookup" in s.caption
    assert "differentiable" in s.caption  # the seed: "a network can learn what to look for"


def test_step_scores_are_dot_products(lesson):
    _, s = step(lesson, "Scores are dot products")
    result = evaluate(s.scene)
    q = np.array([s.scene.queries[0].x, s.scene.queries[0].y])
    dots = [q @ np.array([k.x, k.y]) for k in s.scene.keys]
    np.testing.assert_allclose(result.scores[0], dots)
    assert "scores_j = q · k_j" in s.caption and "scores" in s.panels


def test_step_softmax(lesson):
    _, s = step(lesson, "Softmax turns scores into weights")
    r = evaluate(s.scene).query(0)
    assert (r.weights_unscaled > 0).all()  # "every weight is positive"
    assert list(np.argsort(r.weights_unscaled)) == list(np.argsort(r.scores))
    assert "α = softmax(scores)" in s.caption


def test_step_output_is_the_weighted_average(lesson):
    _, s = step(lesson, "The output is a weighted average of the values")
    result = evaluate(s.scene)
    values = np.array([k.rgb for k in s.scene.keys])
    np.testing.assert_allclose(result.output_unscaled[0], result.weights_unscaled[0] @ values)
    top = np.argsort(result.weights_unscaled[0])[::-1][:2]
    assert [s.scene.keys[i].color for i in top] == ["#E69F00", "#56B4E9"]  # orange, sky blue
    assert "output = Σ_j α_j v_j" in s.caption and {"output", "formula"} <= s.panels


def test_step_turn_the_query(lesson):
    i, s = step(lesson, "Four keys: turn the query")
    assert len(s.scene.keys) == 4 and "output" in s.panels
    before = lesson.steps[i - 1].scene.queries[0]
    after = s.scene.queries[0]
    assert np.hypot(before.x, before.y) == pytest.approx(np.hypot(after.x, after.y))
    assert (before.x, before.y) != (after.x, after.y)  # the query was turned
    weights = evaluate(s.scene).query(0).weights_unscaled
    top = np.argsort(weights)[::-1][:2]
    assert [s.scene.keys[j].label for j in top] == ["B", "C"]  # "between B and C"
    assert [s.scene.keys[j].color for j in top] == ["#56B4E9", "#009E73"]  # sky blue, green


def test_step_every_ingredient(lesson):
    _, s = step(lesson, "Every ingredient is familiar")
    assert {"scores", "weights", "output", "formula"} <= s.panels
    for words in ("dot product measures agreement", "distribution", "weighted average"):
        assert words in s.caption


def test_step_translation(lesson):
    _, s = step(lesson, "In translation")
    r = evaluate(s.scene).query(0)
    assert [k.label for k in s.scene.keys] == ["le", "chat", "noir", "dort"]
    assert s.scene.keys[int(np.argmax(r.weights_unscaled))].label == "noir"
    assert "decoder's current state" in s.caption and "encoder's states" in s.caption


def test_step_dimension_d(lesson):
    _, s = step(lesson, "Dimension d: a score's variance is about d")
    assert s.scene.d == 64 and "scores" in s.panels
    # The seed's claim: a dot product of vectors with unit-variance entries has variance
    # about d (the hidden coordinates contribute d − 2 of it).
    ids = tuple(range(400))
    q_hidden = hidden_matrix(s.scene.seed, "query", ids, s.scene.d)
    k_hidden = hidden_matrix(s.scene.seed, "key", ids, s.scene.d)
    products = np.einsum("ij,ij->i", q_hidden, k_hidden)
    assert products.var() == pytest.approx(s.scene.d - 2, rel=0.2)


def test_step_saturation_says_why_d_wins(lesson):
    _, s = step(lesson, "Saturation at d = 512")
    r = evaluate(s.scene).query(0)
    soft = evaluate(default_scene()).query(0)
    assert s.scene == replace(default_scene(), d=512, title=s.title, caption=s.caption)
    assert np.ptp(r.scores) >= 20  # "a range of tens"
    d = key_index(s.scene, "D")
    assert int(np.argmax(r.weights_unscaled)) == d and r.largest_unscaled > 0.9999
    # D is a key the query points away from on the canvas: it wins by its hidden part only.
    assert r.scores_canvas[d] < 0 and int(np.argmax(r.scores_hidden)) == d
    assert int(np.argmax(r.scores_canvas)) != d
    assert r.jacobian_norm_unscaled < 1e-4 < 0.3 < soft.jacobian_norm_unscaled
    assert "gradient signal" in s.whole_caption and "readouts" in s.panels


def test_step_the_canvas_hardly_decides(lesson):
    _, s = step(lesson, "At d = 512 the canvas hardly decides")
    result = evaluate(s.scene)
    c = key_index(s.scene, "C")
    q = s.scene.queries[0]
    assert q.y == 0 and q.x < 0  # straight at C, which sits on the negative x axis
    assert np.argmax(result.scores_canvas[0]) == c
    assert np.argmax(result.weights_unscaled[0]) == key_index(s.scene, "D")
    # A full turn never changes the winner at d = 512; at d = 2 every key wins somewhere.
    assert set(np.argmax(_turn(s.scene, s.scene.d), axis=1)) == {key_index(s.scene, "D")}
    assert set(np.argmax(_turn(s.scene, D_MIN), axis=1)) == set(range(4))
    assert "scores" in s.panels  # the canvas share column


def test_step_dividing_by_sqrt_d(lesson):
    _, s = step(lesson, "Dividing by √d")
    r = evaluate(s.scene).query(0)
    saturated = step(lesson, "Saturation at d = 512")[1].scene
    assert s.scene == replace(saturated, title=s.title, caption=s.caption)
    assert r.largest_scaled < 0.8 and r.jacobian_norm_scaled > 1000 * r.jacobian_norm_unscaled
    assert {"weights", "readouts", "formula"} <= s.panels


def test_learn_steps_follow_their_anchors_and_open_learn_mode(lesson):
    for anchor, title in zip(LEARN_AFTER, LEARN_STEPS, strict=True):
        index, s = step(lesson, title)
        before_index, before = step(lesson, anchor)
        assert index == before_index + 1
        # The room predicts first: the run waits for R (the deck's "predict").
        assert s.learn == StepLearn("B", run=True, predict=True)
        # The same picture as the anchor: landing on it moves nothing, only Learn mode opens.
        assert s.scene == replace(before.scene, title=s.title, caption=s.caption)
        assert s.weightings == before.weightings and "canvas" in s.panels
        assert "Predict" in s.caption or "Will" in s.caption  # the room predicts first
    # The seed's claim on this very scene: without scaling the query hardly learns, scaled it does.
    run = learn(s.scene, 0, s.scene.keys[key_index(s.scene, "B")].rgb)
    assert run.unscaled.distance < 0.01 and abs(run.unscaled.loss_drop) < 1e-3
    assert run.scaled.loss_drop >= 0.2
    assert all(x.learn is None for x in lesson.steps if x.title not in LEARN_STEPS)


def test_step_matrix_form(lesson):
    _, s = step(lesson, "The matrix form")
    result = evaluate(s.scene)
    n_q, n_k = len(s.scene.queries), len(s.scene.keys)
    assert n_q >= 3
    assert result.weights_scaled.shape == (n_q, n_k)
    np.testing.assert_allclose(result.scores, result.Q @ result.K.T, atol=1e-12)
    assert result.output_scaled.shape == (n_q, result.values.shape[1])  # (n_q, d_v)
    for shape in ("(n_q, d_k)", "(n_k, d_k)", "(n_k, d_v)", "(n_q, n_k)", "(n_q, d_v)"):
        assert shape in s.caption
    assert "softmax(QKᵀ / √d_k) V" in s.caption and "output" in s.panels


def test_step_attention_maps(lesson):
    _, s = step(lesson, "Attention maps")
    result = evaluate(s.scene)
    expected = {"q: the": "le", "q: black": "noir", "q: cat": "chat", "q: sleeps": "dort"}
    for row, query in zip(result.weights_scaled, s.scene.queries, strict=True):
        assert s.scene.keys[int(np.argmax(row))].label == expected[query.label]
    assert "attention maps" in s.caption and "attention_map" in s.panels


def test_step_try_it_opens_the_code(lesson):
    _, s = step(lesson, "Try it")
    assert "code" in s.panels and "nothing can break" in s.caption


def test_step_summary_in_the_seeds_words(lesson):
    _, s = step(lesson, "Summary")
    assert s.caption == (
        "Attention scores keys against a query with dot products, softmaxes the scores, and "
        "averages the values. Dividing by √d keeps the softmax from saturating."
    )


def test_every_step_is_a_valid_scene_within_limits(lesson):
    for s in lesson.steps:
        assert 1 <= len(s.scene.keys) <= MAX_KEYS
        assert all(isinstance(k, Key) for k in s.scene.keys)
        assert all(isinstance(q, Query) for q in s.scene.queries)
        result = evaluate(s.scene)
        assert np.isfinite(result.weights_unscaled).all()


# ---------------------------------------------------------------------------------------------
# Speaker's notes


def test_notes_round_trip_through_the_deck_file(tmp_path):
    deck = small_deck()
    noted = replace(
        deck,
        steps=(
            replace(deck.steps[0], notes="Ask: which key wins?\nPoint at A. Expect 0.73."),
            deck.steps[1],
        ),
    )
    path = tmp_path / "talk.kinodeck"
    save_deck(path, noted)
    loaded = load_deck(path)
    assert loaded.deck == noted and not loaded.warnings
    assert loaded.deck.steps[0].notes.endswith("Expect 0.73.")
    assert loaded.deck.steps[1].notes == ""
    stored = json.loads(path.read_text(encoding="utf-8"))
    assert stored["steps"][0]["notes"].startswith("Ask: which key wins?")
    assert "notes" not in stored["steps"][1]  # written only when there are some


def test_a_deck_without_notes_loads_and_is_written_as_before():
    document = deck_document()
    assert all(set(step) == {"scene", "panels"} for step in document["steps"])
    loaded = parse_deck(json.dumps(document))
    assert [step.notes for step in loaded.deck.steps] == ["", ""]
    assert deck_to_json(loaded.deck) == deck_to_json(small_deck())


@pytest.mark.parametrize(
    ("notes", "found"), [(42, "42"), (["a"], "a list"), ("x" * (MAX_NOTES_CHARS + 1), "")]
)
def test_bad_notes_are_refused_with_their_step_path(notes, found):
    document = deck_document()
    document["steps"][1]["notes"] = notes
    error = refuse(document)
    assert error.field == "steps[1].notes"
    assert "at most 4000 characters" in str(error)
    assert found in str(error)
    with pytest.raises(DeckError, match="notes"):
        DeckStep(default_scene(), notes=notes)


# ---------------------------------------------------------------------------------------------
# The caption's held answer (issues 24, 29 item 2)


def test_a_held_answer_round_trips_and_follows_the_caption(tmp_path):
    deck = small_deck()
    first = replace(
        deck.steps[0],
        scene=replace(deck.steps[0].scene, caption="Which key wins?"),
        answer="A wins: 0.73.",
    )
    held = replace(deck, steps=(first, deck.steps[1]))
    path = tmp_path / "talk.kinodeck"
    save_deck(path, held)
    loaded = load_deck(path)
    assert loaded.deck == held and not loaded.warnings
    step0 = loaded.deck.steps[0]
    assert step0.caption == "Which key wins?"  # what the room reads while it is held
    assert step0.whole_caption == "Which key wins? A wins: 0.73."
    assert loaded.deck.steps[1].whole_caption == loaded.deck.steps[1].caption
    stored = json.loads(path.read_text(encoding="utf-8"))
    assert stored["steps"][0]["answer"] == "A wins: 0.73."
    assert "answer" not in stored["steps"][1]  # written only when there is one


def test_a_deck_without_answers_loads_and_is_written_as_before():
    document = deck_document()
    loaded = parse_deck(json.dumps(document))
    assert [step.answer for step in loaded.deck.steps] == ["", ""] and not loaded.warnings
    assert deck_to_json(loaded.deck) == deck_to_json(small_deck())


@pytest.mark.parametrize(("answer", "found"), [(42, "42"), ("x" * 2001, "")])
def test_a_bad_answer_is_refused_with_its_step_path(answer, found):
    document = deck_document()
    document["steps"][1]["answer"] = answer
    error = refuse(document)
    assert error.field == "steps[1].answer"
    assert "at most 2000 characters" in str(error) and found in str(error)
    with pytest.raises(DeckError, match="answer"):
        DeckStep(default_scene(), answer=answer)


def test_a_translation_holds_an_answer_where_the_original_does():
    from kino_core.deck import translation_differences

    english = load_lesson()
    index = next(i for i, s in enumerate(english.steps) if s.answer)
    worded = replace(english.steps[index], answer="Other words.")
    assert translation_differences(english, replace_step_in(english, index, worded)) == []
    dropped = replace(english.steps[index], answer="")
    assert translation_differences(english, replace_step_in(english, index, dropped)) == [
        f"steps[{index}].answer"
    ]


def replace_step_in(deck, index, new):
    return replace(deck, steps=(*deck.steps[:index], new, *deck.steps[index + 1 :]))


def _decimals(token: str) -> int:
    return len(token.partition(".")[2])


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_every_step_that_asks_holds_its_answer_back(language):
    """A step with a question or a Learn run to predict keeps the answer out of what the room
    reads before R: a number question's true value at no precision, a "which key wins?" no
    weight at all; the answer is in the held part, which R shows."""
    from kino_core.classroom import true_answer

    deck = load_lesson("attention", language)
    asking = [s for s in deck.steps if s.asks]
    assert len(asking) >= 5
    for s in asking:
        if s.question is not None and s.question.kind == "point":
            continue  # "where would C win?": a region, which no caption states
        assert s.answer, (language, s.title)
        caption = s.caption.replace(",", ".")  # German and Spanish decimal commas
        tokens = [t for t in NUMBER.findall(caption) if "." in t]
        if s.question is not None and s.question.kind == "number":
            truth = true_answer(s.question, s.scene).number
            said = [t for t in NUMBER.findall(s.answer.replace(",", ".")) if "." in t]
            assert any(t == f"{truth:.{_decimals(t)}f}" for t in said), (language, s.title)
            assert all(t.lstrip("+−") != f"{truth:.{_decimals(t)}f}" for t in tokens), (
                language,
                s.title,
                tokens,
            )
        if s.question is not None and s.question.kind == "winner":
            assert tokens == [], (language, s.title)  # no weight before R


def test_deck_translations_are_the_files_named_like_the_lessons(tmp_path):
    from kino_core.deck import deck_file_language, deck_translations

    assert deck_file_language("talk.de.kinodeck") == "de"
    assert deck_file_language("talk.pt_BR.kinodeck") == "pt_BR"
    assert deck_file_language("my.talk.kinodeck") == ""  # "talk" is not a language code
    assert deck_file_language("talk.kinodeck") == ""
    folder = tmp_path / "a [b]*"  # glob characters in the folder and the name are literal
    folder.mkdir()
    for name in ("t[1].kinodeck", "t[1].de.kinodeck", "t[1].es.kinodeck", "t[1].x.y.kinodeck"):
        (folder / name).write_text("{}", encoding="utf-8")
    (folder / "t1.de.kinodeck").write_text("{}", encoding="utf-8")  # another deck's translation
    family = deck_translations(folder / "t[1].de.kinodeck")
    assert family == {
        "": folder / "t[1].kinodeck",
        "de": folder / "t[1].de.kinodeck",
        "es": folder / "t[1].es.kinodeck",
    }
    assert deck_translations(folder / "t[1].kinodeck") == family
    assert deck_translations(folder / "t1.de.kinodeck") == {}  # no original beside it
    alone = tmp_path / "alone.kinodeck"
    alone.write_text("{}", encoding="utf-8")
    assert deck_translations(alone) == {}


def test_a_step_s_subject_is_saved_loaded_and_checked(tmp_path):
    """ "subject" names the panels a step is about: each one it shows, known to the caller;
    written only when there is one, in the panels' order, and read back the same."""
    from app.panels.registry import PANELS
    from kino_core.deck import Deck, DeckError, DeckStep, deck_to_json, parse_deck, save_deck
    from kino_core.scene import default_scene

    catalog = PANELS.catalog()
    panels = frozenset({"canvas", "scores", "weights"})
    step = DeckStep(default_scene(), panels, subject=["weights", "scores"])
    assert step.subject == frozenset({"scores", "weights"})
    deck = Deck("t", (step, DeckStep(default_scene(), panels)))
    text = deck_to_json(deck, catalog)
    document = json.loads(text)
    assert document["steps"][0]["subject"] == ["scores", "weights"]  # the panels' order
    assert "subject" not in document["steps"][1]  # none: written as before the field
    path = tmp_path / "d.kinodeck"
    save_deck(path, deck, catalog)
    loaded = parse_deck(path.read_text(encoding="utf-8"), "", catalog).deck
    assert [s.subject for s in loaded.steps] == [frozenset({"scores", "weights"}), frozenset()]
    with pytest.raises(DeckError, match="subject"):
        DeckStep(default_scene(), panels, subject=["readouts"])  # not shown
    for bad, expected in (
        (["nope"], "panel names among"),
        ("scores", "a list of panel names"),
        (["readouts"], "panels the step shows"),
    ):
        document["steps"][0]["subject"] = bad
        with pytest.raises(DeckError, match=expected) as caught:
            parse_deck(json.dumps(document), "x.kinodeck", catalog)
        assert "steps[0].subject" in str(caught.value)


def test_the_lesson_names_the_subject_of_the_steps_about_one_panel():
    """Every language's lesson names the same subjects (a translation changes words only)."""
    from kino_core.deck import load_lesson

    for language in ("en", "de", "es"):
        steps = load_lesson("attention", language).steps
        assert steps[1].subject == frozenset({"scores"})  # step 2: scores are dot products
        assert steps[8].subject == frozenset({"readouts"})  # step 9: the gradient signal
        assert steps[15].subject == frozenset({"code"})  # step 16: try it
        assert all(step.subject <= step.panels for step in steps)
