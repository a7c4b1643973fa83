"""The built-in lesson's speaker's notes: every step has some, and every number in them is what
kino computes for that step (as the caption test in test_deck.py does for captions)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from kino_core import evaluate
from kino_core.learn import DEFAULT_STEPS
from kino_core.scene import D_MIN

from .test_deck import (
    NUMBER,
    Claim,
    N,
    S,
    U,
    as_shown,
    key_index,
    learn_b,
    lesson,
    step,
    weight_claim,
)

__all__ = ["lesson"]  # the fixture, shared with test_deck.py


def _score(label: str) -> Claim:
    return (N, lambda r: r.scores[0, key_index(r.scene, label)])


def _hidden(label: str) -> Claim:
    return (N, lambda r: r.scores_hidden[0, key_index(r.scene, label)])


def _coordinate(kind: str, label: str, axis: str) -> Claim:
    def value(r):
        vectors = r.scene.queries if kind == "query" else r.scene.keys
        return getattr(next(v for v in vectors if v.label == label), axis)

    return (N, value)


ROW_SUM: Claim = (N, lambda r: r.weights_scaled.sum(axis=1).max())
D: Claim = (N, lambda r: r.scene.d)

# Per step, in the order the numbers appear in the notes.
NOTE_CLAIMS: dict[str, list[Claim]] = {
    "Attention is a soft lookup": [
        weight_claim(U, "A"),
        weight_claim(U, "B"),
        (N, lambda r: r.weights_unscaled.sum()),
    ],
    "Scores are dot products": [
        _coordinate("query", "q", "x"),
        _coordinate("query", "q", "y"),
        _coordinate("key", "A", "x"),
        _coordinate("key", "A", "y"),
        _score("A"),
        _score("C"),
        _score("D"),
    ],
    "Softmax turns scores into weights": [
        _score("A"),
        weight_claim(U, "A"),
        _score("B"),
        weight_claim(U, "B"),
        (N, lambda r: r.weights_unscaled[0, 0] / r.weights_unscaled[0, 1]),
    ],
    "The output is a weighted average of the values": [weight_claim(U, "A"), weight_claim(U, "B")],
    "Four keys: turn the query": [weight_claim(U, "B"), weight_claim(U, "C")],
    "Every ingredient is familiar": [weight_claim(U, "B")],
    "In translation": [weight_claim(U, "noir")],
    "Dimension d: a score's variance is about d": [
        D,
        _hidden("A"),
        (N, lambda r: np.ptp(r.scores[0])),
        (N, lambda r: r.scores[0].min()),
        (N, lambda r: r.scores[0].max()),
        (N, lambda r: np.ptp(evaluate(replace(r.scene, d=D_MIN)).scores[0])),
        (N, lambda r: D_MIN),
    ],
    "Saturation at d = 512": [
        D,
        weight_claim(U, "D"),
        (U, lambda r: r.readouts_unscaled.jacobian_norm[0]),
        (N, lambda r: r.scores_canvas[0, key_index(r.scene, "D")]),
        _hidden("D"),
        (U, lambda r: r.readouts_unscaled.entropy[0]),
        (U, lambda r: r.readouts_unscaled.effective_keys[0]),
    ],
    "At d = 512 the canvas hardly decides": [
        (N, lambda r: r.scores_canvas[0, key_index(r.scene, "C")]),
        _hidden("C"),
        _score("C"),
        (N, lambda r: 100 * r.canvas_share[0, key_index(r.scene, "C")]),
        weight_claim(U, "D"),
    ],
    "Can the query learn at d = 512?": [
        (N, lambda r: DEFAULT_STEPS),
        (U, lambda r: learn_b(r).unscaled.loss[0]),
        (U, lambda r: learn_b(r).unscaled.gradient_norm[0]),
    ],
    "Scaled, the query learns": [
        (S, lambda r: learn_b(r).scaled.gradient_norm[0]),
        (S, lambda r: 100 * learn_b(r).scaled.loss_drop),
        (N, lambda r: DEFAULT_STEPS),
        (N, lambda r: learn_b(r).scaled.path[-1, 1]),  # where the ghost ends: y = 3, the edge
    ],
    "Dividing by √d": [
        (N, lambda r: np.sqrt(r.scene.d)),
        (S, lambda r: r.readouts_scaled.largest[0]),
        (U, lambda r: r.readouts_unscaled.largest[0]),
    ],
    "The matrix form": [
        (N, lambda r: len(r.scene.queries)),
        (N, lambda r: len(r.scene.keys)),
        ROW_SUM,
    ],
    "Attention maps": [weight_claim(S, "noir", query=1), weight_claim(U, "noir", query=1), ROW_SUM],
    "Try it": [D, weight_claim(U, "D"), weight_claim(S, "D")],
    "Summary": [D, (U, lambda r: r.readouts_unscaled.largest[0]), weight_claim(S, "D")],
}


def test_every_step_of_the_lesson_has_notes(lesson):
    assert set(NOTE_CLAIMS) == {s.title for s in lesson.steps}
    for s in lesson.steps:
        assert s.notes.startswith("Ask"), s.title  # what to ask the room comes first
        assert "Point" in s.notes or "point" in s.notes, s.title  # what to point at
        assert len(s.notes) <= 400, s.title  # read at a glance, mid-sentence


@pytest.mark.parametrize("title", list(NOTE_CLAIMS))
def test_every_number_in_the_notes_is_what_kino_computes(lesson, title):
    _, s = step(lesson, title)
    result = evaluate(s.scene)
    found = [m.group() for m in NUMBER.finditer(s.notes)]
    claims = NOTE_CLAIMS[title]
    expected = [
        as_shown(compute(result), token)
        for (_kind, compute), token in zip(claims, found, strict=False)
    ]
    assert found[: len(expected)] == expected, s.notes
    assert len(found) == len(claims), f"{title}: numbers {found} but {len(claims)} claims"


# The colour the notes say the output swatch shows, per step (in the words the screen reader
# uses for it: kino_core.colour_names). Step 4 once promised "mostly orange" beside a mustard.
OUTPUT_COLOURS: dict[str, str] = {
    "The output is a weighted average of the values": "mustard",
    "Four keys: turn the query": "sky blue",
}


def _colour_words(language: str) -> dict[str, str]:
    """kino's translations of the colour names (context ColourName of kino_<language>.ts)."""
    import xml.etree.ElementTree as ET

    from kino_core.resources import resource_path

    if language == "en":
        return {}
    root = ET.parse(resource_path("translations", f"kino_{language}.ts")).getroot()
    context = next(c for c in root.iter("context") if c.findtext("name") == "ColourName")
    return {m.findtext("source"): m.findtext("translation") for m in context.iter("message")}


@pytest.mark.parametrize("language", ["en", "de", "es"])
@pytest.mark.parametrize("title", list(OUTPUT_COLOURS))
def test_the_notes_name_the_output_colour_the_swatch_shows(lesson, title, language):
    from kino_core.colour_names import colour_name
    from kino_core.deck import load_lesson

    index, s = step(lesson, title)
    assert s.weightings == "unscaled"  # the one swatch the step shows
    name = OUTPUT_COLOURS[title]
    assert colour_name(evaluate(s.scene).output_unscaled[0]) == name
    words = _colour_words(language).get(name, name)
    notes = load_lesson("attention", language).steps[index].notes
    assert words.lower() in notes.lower(), notes
