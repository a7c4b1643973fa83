"""The lesson's words outside the deck: README, docs/lesson.md and the tooltips say only what
kino shows and computes."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from app.panels.formula import formula_lines
from app.panels.readouts import ROWS
from kino_core import evaluate, load_lesson, load_preset
from kino_core.attention import jacobian_norm
from kino_core.scene import D_MAX, D_MIN

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
NUMBER_WORDS = {13: "thirteen", 14: "fourteen", 15: "fifteen", 16: "sixteen", 17: "seventeen"}


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_the_readme_formula_example_is_what_the_formula_line_shows():
    block = re.search(r"\*Saturation at d = 512\* \(key 4\).*?```text\n(.*?)```", README, re.S)
    assert block, "the README's formula example is missing"
    preset = load_preset("saturation-d512")
    assert preset.scene.d == 512 and preset.scene.title == "Saturation at d = 512"
    assert block.group(1) == "\n".join(formula_lines(evaluate(preset.scene), 0)) + "\n"


@pytest.fixture(scope="module")
def weights_along_d():
    """The first preset's weights (unscaled, scaled) for every d, shape (D_MAX − 1, n_k)."""
    scene = load_preset("four-keys").scene
    results = [evaluate(replace(scene, d=d)) for d in range(D_MIN, D_MAX + 1)]
    unscaled = np.array([r.weights_unscaled[0] for r in results])
    scaled = np.array([r.weights_scaled[0] for r in results])
    return unscaled, scaled


def test_the_readme_says_how_much_one_step_of_d_moves_the_bars(weights_along_d):
    unscaled, scaled = weights_along_d
    jump_unscaled = np.abs(np.diff(unscaled, axis=0)).max(axis=1)  # d -> d + 1, from d = 2
    jump_scaled = np.abs(np.diff(scaled, axis=0)).max(axis=1)
    at = int(jump_unscaled.argmax()) + D_MIN
    at_scaled = int(jump_scaled.argmax()) + D_MIN
    late = jump_scaled[512 - D_MIN :].max()
    text = _flat(README)
    assert (
        f"one step of d moves an unscaled bar by up to {jump_unscaled.max():.2f} "
        f"(d {at} → {at + 1})" in text
    )
    assert f"by at most {jump_scaled.max():.2f} (d {at_scaled} → {at_scaled + 1})" in text
    assert f"at most {late:.2f} per step from d = 512 on" in text
    assert "smoothly" not in text  # neither weighting moves smoothly at every step of d


def test_the_readme_compares_the_hidden_and_the_canvas_parts_at_512():
    scene = load_preset("four-keys").scene
    at_512 = evaluate(replace(scene, d=512))
    spread = np.sqrt(512 - 2)  # the hidden part is a sum of 510 products of N(0, 1) numbers
    q = np.hypot(scene.queries[0].x, scene.queries[0].y)
    longest_key = max(np.hypot(k.x, k.y) for k in scene.keys)
    assert np.abs(at_512.scores_canvas).max() <= q * longest_key + 1e-12
    text = _flat(README)
    assert f"spreads like √510 ≈ {spread:.0f}" in text
    assert f"a canvas part is at most |q| |k| ≈ {q * longest_key:.1f}" in text


def test_the_docs_count_the_lessons_steps():
    steps = len(load_lesson().steps)
    assert f"in {NUMBER_WORDS[steps]} steps" in _flat(README)
    deck_format = _flat((ROOT / "docs" / "deck-format.md").read_text(encoding="utf-8"))
    assert f"in {NUMBER_WORDS[steps]} steps" in deck_format
    lesson = (ROOT / "docs" / "lesson.md").read_text(encoding="utf-8")
    assert f"| summary | {steps} |" in lesson


def test_lesson_md_quotes_the_seed_with_its_square_roots():
    text = _flat((ROOT / "docs" / "lesson.md").read_text(encoding="utf-8").replace(">", " "))
    for restored in (
        "scores_j = q · k_j, α = softmax(scores), output = Σ_j α_j v_j",
        "Dividing by √d brings the variance back to about 1.",
        "Attention(Q, K, V) = softmax(QKᵀ / √d_k) V",
        "the result is (n_q, d_v): one output per query.",
        "Dividing by √d keeps the softmax from saturating.",
    ):
        assert restored in text
    for garbled in ("Dividing by $d$ brings", "\\frac", "j \\sum", "d _{k}", "Dividing by d "):
        assert garbled not in text


def test_the_gradient_signal_tooltip_states_its_largest_value():
    tip = dict((name, tip) for name, _title, tip in ROWS)["gradient"]
    assert "‖diag(α) − ααᵀ‖_F" in tip and "Jacobian of softmax" in tip
    assert "divided by √d" in tip  # the scaled column's input
    assert f"largest, {jacobian_norm(np.array([0.5, 0.5])):.1f}, for a 50/50 split" in _flat(tip)
    assert "exp(entropy)" in dict((name, tip) for name, _title, tip in ROWS)["effective"]
