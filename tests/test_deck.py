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

from kino_core import evaluate
from kino_core.atomic import stale_temp_files
from kino_core.deck import (
    MAX_NOTES_CHARS,
    MAX_STEPS,
    Deck,
    DeckError,
    DeckLoadResult,
    DeckStep,
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
from kino_core.scene import MAX_KEYS, Key, Query, default_scene
from kino_core.snapshot import Snapshot, SnapshotError, ViewState, snapshot_to_json

from .snapshot_strategies import decks, mutated_documents

ROOT = Path(__file__).resolve().parent.parent


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
    return json.loads(deck_to_json(small_deck()))


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
    loaded = parse_deck(example)
    assert loaded.warnings == ()
    assert deck_to_json(loaded.deck) == example


def test_a_step_without_panels_shows_the_defaults():
    document = deck_document()
    del document["steps"][0]["panels"]
    step = parse_deck(json.dumps(document)).deck.steps[0]
    assert step.panels == ViewState().panels
    assert step.view("dark") == ViewState(theme="dark")


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
    result = parse_deck(json.dumps(document))
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
        DeckStep(default_scene(), frozenset({"minimap"}))
    assert DeckStep(default_scene(), {"canvas": True, "code": False}).panels == {"canvas"}


# ---------------------------------------------------------------------------------------------
# The built-in lesson


@pytest.fixture(scope="module")
def lesson() -> Deck:
    result = load_deck(lesson_path())
    assert result.warnings == ()
    return result.deck


def step(lesson: Deck, title: str):
    """(index, step) of the step with this title."""
    matches = [(i, s) for i, s in enumerate(lesson.steps) if s.title == title]
    assert len(matches) == 1, f"no single step titled {title!r}"
    return matches[0]


def test_the_lesson_is_listed_loads_and_is_canonical(lesson):
    assert "attention" in list_lessons()
    assert load_lesson() == lesson
    assert lesson_path().read_text(encoding="utf-8") == deck_to_json(lesson)
    assert 9 <= len(lesson.steps) <= 12
    with pytest.raises(DeckError, match="no built-in lesson"):
        load_lesson("nope")


def test_the_lesson_tells_the_seeds_story_in_order(lesson):
    order = [
        "Attention is a soft lookup",
        "Scores are dot products",
        "Softmax turns scores into weights",
        "The output is a weighted average of the values",
        "Turn the query",
        "A longer query sharpens the weights",
        "The scores spread as d grows",
        "Saturation at d = 512",
        "Dividing by √d",
        "The matrix form",
    ]
    indices = [step(lesson, title)[0] for title in order]
    assert indices == sorted(indices)
    for s in lesson.steps:
        assert s.caption and len(s.caption) <= 400  # short enough to read from the back row
        assert "canvas" in s.panels


def test_step_soft_lookup(lesson):
    _, s = step(lesson, "Attention is a soft lookup")
    assert s.scene == replace(default_scene(), caption=s.caption)
    weights = evaluate(s.scene).query(0).weights_unscaled
    assert weights.sum() == pytest.approx(1.0)
    assert (weights > 0).all() and (weights > 0.1).sum() >= 2  # a blend, not one value
    assert "dictionary" in s.caption and "hard lookup" in s.caption


def test_step_scores_are_dot_products(lesson):
    _, s = step(lesson, "Scores are dot products")
    result = evaluate(s.scene)
    q = np.array([s.scene.queries[0].x, s.scene.queries[0].y])
    dots = [q @ np.array([k.x, k.y]) for k in s.scene.keys]
    np.testing.assert_allclose(result.scores[0], dots)
    assert "scores_j = q · k_j" in s.caption
    claimed = {}
    for label, value in re.findall(r"\b([ABCD]),? (?:scores )?(−?\d+)", s.caption):
        claimed[label] = float(value.replace("−", "-"))
    assert len(claimed) == 4
    for key, score in zip(s.scene.keys, result.scores[0], strict=True):
        assert score == pytest.approx(claimed[key.label])
    assert "scores" in s.panels and "formula" in s.panels


def test_step_softmax(lesson):
    _, s = step(lesson, "Softmax turns scores into weights")
    r = evaluate(s.scene).query(0)
    assert r.weights_unscaled.sum() == pytest.approx(1.0) and (r.weights_unscaled > 0).all()
    assert list(np.argsort(r.weights_unscaled)) == list(np.argsort(r.scores))
    assert f"A {r.weights_unscaled[0]:.2f}" in s.caption
    assert f"B {r.weights_unscaled[1]:.2f}" in s.caption
    assert max(r.weights_unscaled[2:]) < 0.01  # "C and D almost 0"
    assert "α = softmax(scores)" in s.caption and "sum to 1" in s.caption


def test_step_output_is_the_weighted_average(lesson):
    _, s = step(lesson, "The output is a weighted average of the values")
    result = evaluate(s.scene)
    values = np.array([k.rgb for k in s.scene.keys])
    np.testing.assert_allclose(result.output_unscaled[0], result.weights_unscaled[0] @ values)
    top = np.argsort(result.weights_unscaled[0])[::-1][:2]
    assert [s.scene.keys[i].label for i in top] == ["A", "B"]  # "mostly A's, some of B's"
    assert [s.scene.keys[i].color for i in top] == ["#E69F00", "#56B4E9"]  # orange, sky blue
    assert "output = Σ_j α_j v_j" in s.caption and "output" in s.panels
    assert "differentiable" in s.caption  # the seed: "a network can learn what to look for"


def test_step_turn_the_query(lesson):
    i, s = step(lesson, "Turn the query")
    before = lesson.steps[i - 1].scene.queries[0]
    after = s.scene.queries[0]
    assert np.hypot(before.x, before.y) == pytest.approx(np.hypot(after.x, after.y))
    assert (before.x, before.y) != (after.x, after.y)
    weights = evaluate(s.scene).query(0).weights_unscaled
    top = np.argsort(weights)[::-1][:2]
    assert sorted(s.scene.keys[j].label for j in top) == ["B", "C"]  # "B and C share"
    assert weights[top].sum() > 0.95


def test_step_longer_query(lesson):
    _, s = step(lesson, "A longer query sharpens the weights")
    base = evaluate(default_scene()).query(0)
    longer = evaluate(s.scene).query(0)
    q0, q = default_scene().queries[0], s.scene.queries[0]
    assert (q.x, q.y) == (2 * q0.x, 2 * q0.y) and s.scene.d == 2
    np.testing.assert_allclose(longer.scores, 2 * base.scores)
    assert longer.largest_unscaled > base.largest_unscaled
    assert f"from {base.largest_unscaled:.2f} to {longer.largest_unscaled:.2f}" in s.caption
    assert longer.entropy_unscaled < base.entropy_unscaled


def test_step_scores_spread_as_d_grows(lesson):
    _, s = step(lesson, "The scores spread as d grows")
    at_d = evaluate(s.scene).query(0)
    at_2 = evaluate(replace(s.scene, d=2)).query(0)
    assert s.scene.d == 64
    assert f"span {np.ptp(at_d.scores):.0f} instead of {np.ptp(at_2.scores):.0f}" in s.caption
    # The general claim: a hidden dot product has variance about d − 2 for these vectors.
    q_hidden = hidden_matrix(s.scene.seed, "query", tuple(range(400)), s.scene.d)
    k_hidden = hidden_matrix(s.scene.seed, "key", tuple(range(400)), s.scene.d)
    products = np.einsum("ij,ij->i", q_hidden, k_hidden)
    assert products.var() == pytest.approx(s.scene.d - 2, rel=0.2)


def test_step_saturation_at_512(lesson):
    i, s = step(lesson, "Saturation at d = 512")
    r = evaluate(s.scene).query(0)
    soft = evaluate(default_scene()).query(0)
    assert s.scene.d == 512
    assert np.ptp(r.scores) >= 20  # "a range of tens"
    assert f"from {r.scores.min():.0f} to {r.scores.max():.0f}".replace("-", "−") in s.caption
    assert r.largest_unscaled > 0.9999  # nearly one-hot
    winner = s.scene.keys[int(np.argmax(r.weights_unscaled))].label
    assert f"{winner} gets {r.largest_unscaled:.5f}" in s.caption
    assert r.jacobian_norm_unscaled < 1e-4 < 0.3 < soft.jacobian_norm_unscaled  # gradient gone
    assert f"‖J‖ is {r.jacobian_norm_unscaled:.5f}" in s.caption
    assert "weights" in s.panels and "readouts" in s.panels
    # Same scene as the steps before it, only d changes: the transition animates d.
    previous = lesson.steps[i - 1].scene
    assert replace(previous, d=512, title=s.title, caption=s.caption) == s.scene


def test_step_dividing_by_sqrt_d(lesson):
    i, s = step(lesson, "Dividing by √d")
    r = evaluate(s.scene).query(0)
    assert s.scene == replace(lesson.steps[i - 1].scene, title=s.title, caption=s.caption)
    assert r.largest_scaled < 0.8 and r.largest_unscaled > 0.9999
    assert f"largest weight {r.largest_scaled:.2f}" in s.caption
    assert f"‖J‖ {r.jacobian_norm_scaled:.2f}" in s.caption
    assert r.jacobian_norm_scaled > 1000 * r.jacobian_norm_unscaled
    assert f"√512 ≈ {np.sqrt(512):.1f}" in s.caption
    assert (r.scores / np.sqrt(512)).std() < 2  # back to about unit variance


def test_step_translation(lesson):
    _, s = step(lesson, "In translation")
    r = evaluate(s.scene).query(0)
    assert [k.label for k in s.scene.keys] == ["le", "chat", "noir", "dort"]
    assert s.scene.keys[int(np.argmax(r.weights_unscaled))].label == "noir"
    assert s.scene.keys[int(np.argmax(r.weights_scaled))].label == "noir"
    assert "decoder's current state" in s.caption and "encoder's states" in s.caption


def test_step_matrix_form(lesson):
    _, s = step(lesson, "The matrix form")
    result = evaluate(s.scene)
    n_q, n_k = len(s.scene.queries), len(s.scene.keys)
    assert n_q >= 3
    assert result.weights_scaled.shape == (n_q, n_k)
    np.testing.assert_allclose(result.weights_scaled.sum(axis=1), 1.0)
    np.testing.assert_allclose(result.scores, result.Q @ result.K.T, atol=1e-12)
    assert result.output_scaled.shape == (n_q, 3)
    expected = {"q: the": "le", "q: black": "noir", "q: cat": "chat", "q: sleeps": "dort"}
    for row, query in zip(result.weights_scaled, s.scene.queries, strict=True):
        assert s.scene.keys[int(np.argmax(row))].label == expected[query.label]
    assert "softmax(QKᵀ / √d_k) V" in s.caption and "attention map" in s.caption
    assert "attention_map" in s.panels


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
