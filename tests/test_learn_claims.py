"""Every number the Learn sentences, the README's learn row, kino_core/learn.py's measurements
and the presets' captions state, recomputed from their scenes with kino_core (issue 27).

The Learn panel's sentences are checked against an independent computation: the gradient they
name is the loss's gradient with respect to the query's canvas (x, y), taken here by finite
differences of kino_core.learn.loss, and "saturated" means the softmax of the scene, evaluated
afresh with the query where the ghost is, gives one key 0.99 or more.
"""

from __future__ import annotations

import math
import re
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from app.panels.learn.messages import LearnTarget, largest_weights, learn_message
from kino_core import evaluate, load_preset
from kino_core.learn import (
    DEFAULT_STEPS,
    WEIGHTINGS,
    descend,
    learn,
    learn_setup,
    loss,
)
from kino_core.presets import list_presets
from kino_core.saturation import saturation_curve
from kino_core.scene import CANVAS_LIMIT

ROOT = Path(__file__).resolve().parent.parent
README = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
LEARN_SOURCE = (ROOT / "kino_core" / "learn.py").read_text(encoding="utf-8")
PRESETS = [info.name for info in list_presets()]
NUMBER = re.compile(r"(?<![\w.])[+−]?\d+(?:\.\d+)?")


def flat(text: str) -> str:
    return " ".join(text.split())


def learn_comment() -> str:
    """The measurement comment above DEFAULT_LEARNING_RATE, as one line of text."""
    block = re.search(r"((?:^# .*\n)+)DEFAULT_LEARNING_RATE", LEARN_SOURCE, re.M)
    assert block, "the comment on the learning rate is missing"
    return flat(block.group(1).replace("# ", " "))


def toward_each_key(scene, **kwargs):
    """{key label: LearnRun} from the first query toward each key's value."""
    return {key.label: learn(scene, 0, key.rgb, **kwargs) for key in scene.keys}


# ---------------------------------------------------------------------------------------------
# kino_core/learn.py: the measurements behind the default rate
# ---------------------------------------------------------------------------------------------


def test_the_learning_rate_comment_holds_for_the_four_keys():
    text = learn_comment()
    assert "on the four keys (presets 01 and 04, the lesson's scene)" in text
    four = load_preset("four-keys").scene
    at_2 = toward_each_key(replace(four, d=2))
    assert min(run[w].loss_drop for run in at_2.values() for w in WEIGHTINGS) >= 0.99
    slow = descend(replace(four, d=2), 0, four.keys[3].rgb, "unscaled", 1.5)
    assert f"at rate 1.5 the unscaled loss for key D falls by only {slow.loss_drop:.0%}" in text
    at_512 = toward_each_key(replace(four, d=512))
    moved = max(run.unscaled.distance for run in at_512.values())
    assert f"the unscaled query moves at most {moved:.4f}" in text
    gradients = [g for run in at_512.values() for g in run.unscaled.gradient_norm]
    low, high = min(gradients), max(gradients)
    assert f"its gradient is {low:.0e} … {high:.0e}".replace("e-0", "e-") in text
    far = {
        rate: max(
            descend(replace(four, d=512), 0, k.rgb, "unscaled", rate).distance for k in four.keys
        )
        for rate in (2.5, 3.0)
    }
    assert f"at rate 2.5 it moves {far[2.5]:.4f}, at rate 3 {far[3.0]:.3f}" in text
    drops = [100 * run.scaled.loss_drop for run in at_512.values()]
    assert f"the scaled one's loss falls by {min(drops):.0f} … {max(drops):.0f}%" in text


def test_the_learning_rate_comment_says_where_the_four_keys_are_not_the_rule():
    text = learn_comment()
    for name in ("translation", "translation-matrix"):
        scene = load_preset(name).scene
        runs = [
            learn(replace(scene, d=512), q, key.rgb)
            for q in range(len(scene.queries))
            for key in scene.keys
        ]
        assert max(run.unscaled.distance for run in runs) >= 2.0, name
    assert "on the translation presets at d = 512 the unscaled query moves by 2 or more" in text
    twelve = load_preset("many-keys-d512").scene
    assert twelve.d == 512
    drops = [run.scaled.loss_drop for run in toward_each_key(twelve).values()]
    most, least = max(drops), min(drops)
    assert f"on the twelve keys the scaled loss falls by at most {100 * most:.0f}%" in text
    assert least < 0.01 and "under 1% for some targets" in text


# ---------------------------------------------------------------------------------------------
# README: the learn row
# ---------------------------------------------------------------------------------------------


def test_the_readme_learn_row_states_its_scene_and_its_numbers():
    four = replace(load_preset("four-keys").scene, d=512)
    b = four.keys[1]
    assert b.label == "B"
    run = learn(four, 0, b.rgb)
    assert (
        "On the lesson's four keys at d = 512 with key B's colour as target, the unscaled ghost "
        f"hardly moves (gradient {run.unscaled.gradient_norm[0]:.5f}; it moves "
        f"{run.unscaled.distance:.4f} in {DEFAULT_STEPS} steps) while the scaled one's loss "
        f"falls by {run.scaled.loss_drop:.0%}." in README
    )
    translation = replace(load_preset("translation").scene, d=512)
    noir = next(k for k in translation.keys if k.label == "noir")
    other = learn(translation, 0, noir.rgb)
    assert (
        "on the translation preset at d = 512 with target noir, the unscaled gradient is "
        f"{other.unscaled.gradient_norm[0]:.3f} and its ghost moves "
        f"{other.unscaled.distance:.2f}." in README
    )
    assert "In a network it is W_Q and W_K that learn" in README
    assert "does not move" not in README  # it moves, by 0.0075


# ---------------------------------------------------------------------------------------------
# The Learn panel's sentences
# ---------------------------------------------------------------------------------------------


def finite_difference_gradient(scene, weighting, target, xy) -> float:
    """‖∂L/∂(x, y)‖ by central differences of the loss (not the module's analytic gradient)."""
    setup = learn_setup(scene, 0, target, weighting)
    h = 1e-5
    parts = [
        (loss(setup, xy + h * e) - loss(setup, xy - h * e)) / (2 * h)
        for e in (np.array([1.0, 0.0]), np.array([0.0, 1.0]))
    ]
    return float(np.hypot(*parts))


def stated(token: str) -> tuple[float, float]:
    """(value, half a unit of its last digit) of a number as the panel writes it."""
    decimals = len(token.partition(".")[2])
    return float(token), 0.5 * 10.0**-decimals


def check_sentence(scene, weighting, target, run, step: int, sentence: str) -> None:
    descent = run[weighting]
    xy = descent.path[step]
    start, now = float(descent.loss[0]), loss(learn_setup(scene, 0, target, weighting), xy)
    numbers = NUMBER.findall(sentence.replace("1/√d", ""))
    if "gradient" in sentence:
        value, half = stated(numbers[0])
        fd = finite_difference_gradient(scene, weighting, target, xy)
        assert abs(value - fd) <= half * 1.001 + 1e-9, (sentence, fd)
        # Whose gradient: the loss's, in the query's canvas coordinates.
        if "hardly learns" in sentence:
            assert "the query's (x, y)" in sentence
    if "hardly learns" in sentence:
        assert (start - now) / start < 0.01, sentence
        assert max(descent.gradient_norm[: step + 1]) < 1e-3
    if "saturated" in sentence:
        moved = replace(scene.queries[0], x=float(xy[0]), y=float(xy[1]))
        result = evaluate(replace(scene, queries=(moved, *scene.queries[1:])))
        weights = result.weights_unscaled if weighting == "unscaled" else result.weights_scaled
        assert weights[0].max() >= 0.99, sentence
    if "can learn" in sentence:
        assert step == 0 and descent.gradient_norm[0] >= 1e-3
    if "%" in sentence:
        percent = 100 * abs(start - now) / start
        assert abs(float(numbers[-1]) - percent) <= 0.5 * 1.001, (sentence, percent)
        assert ("risen" in sentence) == (now > start)
    if "already the target colour" in sentence:
        assert start < 1e-6


CASES = [(name, d) for name in PRESETS for d in (2, 512)]


@pytest.mark.parametrize(("name", "d"), CASES, ids=[f"{n}-d{d}" for n, d in CASES])
def test_every_learn_sentence_states_what_kino_computes(name, d):
    scene = replace(load_preset(name).scene, d=d)
    seen = set()
    for key in scene.keys:
        target = LearnTarget(key.rgb, f"key {key.label}'s value")
        run = learn(scene, 0, target.rgb)
        largest = largest_weights(scene, 0, target, run)
        for step in (0, 1, DEFAULT_STEPS // 2, DEFAULT_STEPS):
            alone = {w: learn_message("q", run, step, largest, (w,)) for w in WEIGHTINGS}
            for weighting, sentence in alone.items():
                check_sentence(scene, weighting, target.rgb, run, step, sentence)
                seen.add(sentence.split(":")[0].split(" is ")[0])
            both = learn_message("q", run, step, largest)
            assert NUMBER.findall(both.replace("1/√d", "")) == [
                *NUMBER.findall(alone["unscaled"]),
                *NUMBER.findall(alone["scaled"].replace("1/√d", "")),
            ]
    assert seen  # the loop ran


def test_the_saturated_sentence_on_the_lessons_scene():
    """The deck's Learn steps: the unscaled sentence at the end of the run, word for word."""
    scene = replace(load_preset("four-keys").scene, d=512)
    target = LearnTarget(scene.keys[1].rgb, "key B's value")
    run = learn(scene, 0, target.rgb)
    text = learn_message("q", run, DEFAULT_STEPS, largest_weights(scene, 0, target, run))
    assert text.startswith(
        "Without scaling the softmax is saturated: the loss's gradient with respect to the "
        "query's (x, y) is 0.00002; the query hardly learns."
    )
    # Not the softmax's own gradient signal (the readouts' ‖J‖), which is 0.00001 here.
    assert f"{evaluate(scene).query(0).jacobian_norm_unscaled:.5f}" == "0.00001"


# ---------------------------------------------------------------------------------------------
# The presets' captions
# ---------------------------------------------------------------------------------------------

U, S, N, MORE = "unscaled", "scaled", "number", "more than"
WEIGHTING = re.compile(r"without scaling|scaled", re.IGNORECASE)


def _key(result, label):
    return [k.label for k in result.scene.keys].index(label)


def _moved_near_keys(result):
    scene = result.scene
    q = replace(scene.queries[0], x=CANVAS_LIMIT, y=CANVAS_LIMIT)
    return evaluate(replace(scene, queries=(q,)))


def _gap(result):
    return result.scores[0, _key(result, "A")] - result.scores[0, _key(result, "B")]


PRESET_CLAIMS = {
    "four-keys": [],
    "two-keys-tied": [],
    "long-query": [
        (N, lambda r: r.scores[0, _key(r, "A")]),
        (U, lambda r: r.readouts_unscaled.largest[0]),
        (S, lambda r: r.readouts_scaled.largest[0]),
        (N, lambda r: r.scene.d),
    ],
    "saturation-d512": [(N, lambda r: r.scene.d), (N, lambda r: r.scene.d)],
    "translation": [],
    "translation-matrix": [
        (N, lambda r: len(r.scene.queries)),
        (N, lambda r: len(r.scene.keys)),
    ],
    "query-matches-nothing": [
        (N, lambda r: np.abs(r.scores).max()),
        (N, lambda r: 1.0),  # the 1 of 1/4
        (N, lambda r: 1.0 / r.weights_unscaled[0].max()),
    ],
    "near-identical-keys": [
        (U, lambda r: r.weights_unscaled[0, _key(r, "A")]),
        (U, lambda r: r.weights_unscaled[0, _key(r, "B")]),
        (N, _gap),
        (N, lambda r: CANVAS_LIMIT),
        (N, lambda r: CANVAS_LIMIT),
        (N, lambda r: _gap(_moved_near_keys(r))),
        (U, lambda r: _moved_near_keys(r).weights_unscaled[0, _key(r, "A")]),
    ],
    "many-keys-d512": [
        (N, lambda r: r.scene.d),
        (N, lambda r: int((r.canvas_share[0] < 0.5).sum())),
        (N, lambda r: len(r.scene.keys)),
        (N, lambda r: r.scene.d - 2),
        (N, lambda r: math.sqrt(r.scene.d - 2)),
        (MORE, lambda r: r.readouts_unscaled.largest[0]),
        (S, lambda r: r.readouts_scaled.effective_keys[0]),
        (N, lambda r: len(r.scene.keys)),
    ],
}


def as_shown(value: float, token: str) -> str:
    digits = len(token.partition(".")[2])
    return f"{float(value):.{digits}f}".replace("-", "−")


def named_weighting(caption: str, start: int, end: int) -> str | None:
    """The weighting a number at caption[start:end] is said of: named in its own clause (before
    it, else after it), else the last one named earlier in its sentence."""
    clause = re.compile(r"[;:(),]|\.(?!\d)")
    left = max([m.end() for m in clause.finditer(caption, 0, start)], default=0)
    right = next((m.start() for m in clause.finditer(caption, end)), len(caption))
    before = WEIGHTING.findall(caption, left, start)
    after = WEIGHTING.findall(caption, end, right)
    if before or after:
        return (before[-1] if before else after[0]).lower()
    sentence = max([m.end() for m in re.finditer(r"\.(?!\d)", caption[:start])], default=0)
    earlier = WEIGHTING.findall(caption, sentence, start)
    return earlier[-1].lower() if earlier else None


def test_every_preset_has_a_claim_list():
    assert set(PRESET_CLAIMS) == set(PRESETS)


@pytest.mark.parametrize("name", PRESETS)
def test_every_number_in_a_preset_caption_is_what_kino_computes(name):
    scene = load_preset(name).scene
    result = evaluate(scene)
    caption = scene.caption.replace("1/√d", "1/√·")  # the formula's 1 is not a claim
    found = [(m.group(), m.start(), m.end()) for m in NUMBER.finditer(caption)]
    found = [f for f in found if caption[f[2] : f[2] + 2] != "/√"]
    claims = PRESET_CLAIMS[name]
    assert len(found) == len(claims), f"{name}: numbers {[t for t, *_ in found]}"
    for (kind, compute), (token, start, end) in zip(claims, found, strict=True):
        value = compute(result)
        if kind == MORE:
            assert value > float(token), (name, token, value)
        else:
            assert token == as_shown(value, token), (name, token, value)
        if kind in (U, S):  # both weightings are on screen: the caption says which one
            assert named_weighting(caption, start, end) == (
                "scaled" if kind == S else "without scaling"
            ), (name, token)


def test_near_identical_keys_can_be_told_apart():
    """Preset 08 no longer says attention cannot pick one of two keys that nearly agree: their
    scores differ by q·(k_A − k_B), and a query along k_A − k_B separates them."""
    scene = load_preset("near-identical-keys").scene
    assert "cannot" not in scene.caption
    a, b = scene.keys[0], scene.keys[1]
    q = scene.queries[0]
    result = evaluate(scene)
    assert _gap(result) == pytest.approx(q.x * (a.x - b.x) + q.y * (a.y - b.y))
    moved = _moved_near_keys(result)
    assert moved.weights_unscaled[0, 0] > 0.75 > result.weights_unscaled[0, 0]


def test_the_scaled_saturation_curve_rises_a_little_as_its_tooltip_says():
    source = flat((ROOT / "app" / "panels" / "saturation.py").read_text(encoding="utf-8"))
    assert "scaled by 1/√d it rises by at most 0.04,\\nmost of that below d = 16." in source
    for n_keys in range(2, 13):
        curve = saturation_curve(n_keys)
        dims = list(curve.dims)
        rise = curve.max_scaled[-1] - curve.max_scaled[0]
        early = curve.max_scaled[dims.index(16)] - curve.max_scaled[0]
        assert 0 < rise <= 0.04, n_keys  # "by at most 0.04" (to two decimals)
        assert early > rise / 2, n_keys  # "most of that below d = 16"


# ---------------------------------------------------------------------------------------------
# The docs name files that exist and quote the seed restored
# ---------------------------------------------------------------------------------------------


def test_every_module_the_docs_name_exists():
    named = set()
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = path.read_text(encoding="utf-8")
        named |= {
            (path.name, m) for m in re.findall(r"`((?:app|kino_core|tools)/[\w/]+\.py)`", text)
        }
    assert named, "no module named in the docs"
    missing = sorted(f"{doc}: {module}" for doc, module in named if not (ROOT / module).exists())
    assert missing == []


def test_lesson_md_never_quotes_the_garbled_copy():
    text = (ROOT / "docs" / "lesson.md").read_text(encoding="utf-8")
    assert "$d$" not in text and "Dividing by √d" in text
