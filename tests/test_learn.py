"""Learning what to look for (kino_core.learn): the gradient is right, and the seed's claims hold.

- The analytic gradient agrees with central finite differences on random scenes of every size,
  both weightings, d = 2 … 4096.
- At d = 2 (the four-keys preset) the query learns any key's colour, with or without scaling.
- At d = 512 (the saturation preset) the unscaled query hardly learns (it moves 0.0075), and
  the scaled one learns.
"""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kino_core.codegen import LearnCode, scene_code
from kino_core.evaluate import evaluate
from kino_core.learn import (
    DEFAULT_LEARNING_RATE,
    WEIGHTINGS,
    descend,
    learn,
    learn_setup,
    loss,
    loss_and_gradient,
    output_colour,
)
from kino_core.presets import load_preset
from kino_core.sandbox import RunResult, SandboxRun
from kino_core.scene import CANVAS_LIMIT, add_query, move_vector

from .snapshot_strategies import scenes

FOUR_KEYS = load_preset("four-keys").scene
SATURATION = load_preset("saturation-d512").scene
assert FOUR_KEYS.d == 2 and SATURATION.d == 512

# ---------------------------------------------------------------------------------------------
# The gradient against finite differences
# ---------------------------------------------------------------------------------------------

# The reference loss is evaluated in extended precision (x86's 80-bit long double: eps 1.1e-19)
# with the fourth-order central difference, step 1e-4. Its rounding noise is about
# eps · L / h ≈ 1e-15 and its truncation error h⁴/30 · |L⁽⁵⁾| about 1e-15 for scores as steep
# as the canvas allows (measured over 1,500 random scenes: largest absolute error 6.5e-15,
# largest relative error 5e-10 where the gradient exceeds 1e-6). So the test is
# ‖analytic − numeric‖ ≤ 1e-6 ‖numeric‖ + 1e-13: the relative bound of 1e-6 holds (to 0.1%)
# for every gradient above 1e-7, and the saturated gradients of 1e-7 … 1e-5 that this module
# exists to show are checked to 1e-6 of their size (also below, in the d = 512 test). Smaller
# gradients (d = 4096 unscaled gives 1e-40 and less) are checked to be "nothing" to 1e-13.
_EXTENDED = np.longdouble
_EPS = float(np.finfo(_EXTENDED).eps)
FD_STEP = 1e-4
RELATIVE = 1e-6
ABSOLUTE_FLOOR = max(1e-13, 1e6 * _EPS)  # 1e-13 with an 80-bit long double


def _reference_loss(setup, xy) -> np.longdouble:
    """½‖o − t‖² written out independently, in extended precision."""
    keys = setup.keys_xy.astype(_EXTENDED)
    scores = (keys @ np.asarray(xy, dtype=_EXTENDED) + setup.hidden_scores.astype(_EXTENDED)) * (
        _EXTENDED(setup.factor)
    )
    exps = np.exp(scores - scores.max())
    weights = exps / exps.sum()
    residual = weights @ setup.values.astype(_EXTENDED) - setup.target.astype(_EXTENDED)
    return residual @ residual / 2


def _finite_difference_gradient(setup, xy) -> np.ndarray:
    """(−f(x+2h) + 8f(x+h) − 8f(x−h) + f(x−2h)) / 12h per coordinate, shape (2,)."""
    gradient = np.empty(2, dtype=_EXTENDED)
    h = _EXTENDED(FD_STEP)
    for axis in range(2):
        step = np.zeros(2, dtype=_EXTENDED)
        step[axis] = h

        def f(k: int, step=step):
            return _reference_loss(setup, np.asarray(xy, dtype=_EXTENDED) + k * step)

        gradient[axis] = (-f(2) + 8 * f(1) - 8 * f(-1) + f(-2)) / (12 * h)
    return gradient.astype(np.float64)


def _assert_gradient_matches(setup, xy) -> None:
    value, analytic = loss_and_gradient(setup, xy)
    assert analytic.shape == (2,) and np.all(np.isfinite(analytic))
    reference = float(_reference_loss(setup, xy))
    assert value == loss(setup, xy)
    assert abs(value - reference) <= 1e-13 * max(reference, 1e-3)
    numeric = _finite_difference_gradient(setup, xy)
    error = float(np.linalg.norm(analytic - numeric))
    allowed = RELATIVE * float(np.linalg.norm(numeric)) + ABSOLUTE_FLOOR
    assert error <= allowed, (
        f"{setup.weighting}: analytic {analytic}, finite differences {numeric}, "
        f"error {error:.3g} > {allowed:.3g}"
    )


targets = st.tuples(*[st.floats(0.0, 1.0)] * 3)


@settings(max_examples=300, deadline=None)
@given(scene=scenes(max_text=0), data=st.data(), target=targets)
def test_gradient_equals_finite_differences_on_random_scenes(scene, data, target):
    """Every size (1-8 queries, 1-12 keys), any d in 2 … 4096, any seed, both weightings."""
    index = data.draw(st.integers(0, len(scene.queries) - 1), label="query")
    query = scene.queries[index]
    for weighting in WEIGHTINGS:
        _assert_gradient_matches(learn_setup(scene, index, target, weighting), (query.x, query.y))


@pytest.mark.parametrize("d", [2, 3, 16, 64, 512, 4096])
@pytest.mark.parametrize("weighting", WEIGHTINGS)
def test_gradient_equals_finite_differences_along_the_presets_d_range(d, weighting):
    """Hypothesis draws d uniformly; this pins the ends and the saturation preset's d, where
    the gradient is tiny and its relative accuracy is what the lesson reads out."""
    scene = replace(SATURATION, d=d)
    grid = np.linspace(-CANVAS_LIMIT, CANVAS_LIMIT, 5)
    for key in scene.keys:
        setup = learn_setup(scene, 0, key.rgb, weighting)
        for x in grid[::2]:
            for y in grid[1::2]:
                _assert_gradient_matches(setup, (x, y))


def test_saturated_gradient_is_accurate_relative_to_its_own_size():
    """At d = 512 unscaled the gradient is 1e-7 … 1e-5: it must still be right to 1e-6 of
    itself, not merely "small" (the window prints it)."""
    query = SATURATION.queries[0]
    for key in SATURATION.keys:
        setup = learn_setup(SATURATION, 0, key.rgb, "unscaled")
        _, analytic = loss_and_gradient(setup, (query.x, query.y))
        numeric = _finite_difference_gradient(setup, (query.x, query.y))
        size = float(np.linalg.norm(numeric))
        if size > 1e-8:
            assert float(np.linalg.norm(analytic - numeric)) <= 1e-6 * size


# ---------------------------------------------------------------------------------------------
# The seed's claims
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("key_index", range(4))
def test_at_d_2_both_weightings_learn_each_keys_colour(key_index):
    key = FOUR_KEYS.keys[key_index]
    run = learn(FOUR_KEYS, 0, key.rgb, steps=200)
    for descent in (run.unscaled, run.scaled):
        assert descent.learning_rate == DEFAULT_LEARNING_RATE
        assert descent.loss[0] > 0.01  # there was something to learn
        assert descent.loss[-1] <= 0.1 * descent.loss[0], (
            f"{descent.weighting} toward {key.label}: loss {descent.loss[0]:.4g} -> "
            f"{descent.loss[-1]:.4g}"
        )


@pytest.mark.parametrize("key_index", range(4))
def test_at_d_512_the_unscaled_query_cannot_learn_and_the_scaled_one_can(key_index):
    key = SATURATION.keys[key_index]
    run = learn(SATURATION, 0, key.rgb, steps=200)
    unscaled, scaled = run.unscaled, run.scaled
    moved = np.hypot(*(unscaled.path - unscaled.path[0]).T).max()
    assert moved < 0.01, f"unscaled query moved {moved:.4g} toward {key.label}"
    change = np.abs(unscaled.loss - unscaled.loss[0]).max() / unscaled.loss[0]
    assert change < 0.001, f"unscaled loss changed by {change:.3%} toward {key.label}"
    assert unscaled.gradient_norm.max() < 1e-4
    assert scaled.loss[0] > 0.01
    assert scaled.loss[-1] <= 0.8 * scaled.loss[0], (
        f"scaled toward {key.label}: loss {scaled.loss[0]:.4g} -> {scaled.loss[-1]:.4g}"
    )
    assert scaled.gradient_norm.min() > 100 * unscaled.gradient_norm.max()


# ---------------------------------------------------------------------------------------------
# The descent itself
# ---------------------------------------------------------------------------------------------


def test_descent_shapes_and_first_step():
    scene = FOUR_KEYS
    target = scene.keys[2].rgb
    descent = descend(scene, 0, target, "scaled", learning_rate=0.5, steps=7)
    assert descent.path.shape == (8, 2)
    assert descent.loss.shape == descent.gradient_norm.shape == (8,)
    assert descent.steps == 7
    np.testing.assert_array_equal(descent.path[0], (scene.queries[0].x, scene.queries[0].y))
    setup = learn_setup(scene, 0, target, "scaled")
    for i in range(7):
        value, gradient = loss_and_gradient(setup, descent.path[i])
        assert descent.loss[i] == value
        assert descent.gradient_norm[i] == pytest.approx(np.linalg.norm(gradient), rel=1e-15)
        np.testing.assert_array_equal(descent.path[i + 1], descent.path[i] - 0.5 * gradient)
    assert not descent.path.flags.writeable


def test_descent_is_deterministic_and_differs_between_weightings():
    target = SATURATION.keys[1].rgb
    first = learn(SATURATION, 0, target, steps=30)
    second = learn(SATURATION, 0, target, steps=30)
    np.testing.assert_array_equal(first.scaled.path, second.scaled.path)
    np.testing.assert_array_equal(first.unscaled.loss, second.unscaled.loss)
    assert first["scaled"] is first.scaled and first["unscaled"] is first.unscaled
    assert not np.allclose(first.scaled.path, first.unscaled.path)


def test_descent_stays_on_the_canvas():
    """A huge rate throws the query off the canvas at once; the clamp keeps it on [-3, 3]²."""
    scene = move_vector(FOUR_KEYS, "query", 0, 2.9, -2.9)
    for key in scene.keys:
        descent = descend(scene, 0, key.rgb, "unscaled", learning_rate=1000.0, steps=20)
        assert np.all(np.abs(descent.path) <= CANVAS_LIMIT)
        assert np.all(np.isfinite(descent.loss)) and np.all(np.isfinite(descent.gradient_norm))
    assert np.abs(descent.path).max() == CANVAS_LIMIT


def test_only_the_chosen_query_learns_and_the_others_stay_fixed():
    """With two queries, learning q2 starts at q2; the loss uses q2's own hidden coordinates."""
    scene = add_query(SATURATION, -1.0, 0.5)
    target = scene.keys[0].rgb
    run = descend(scene, 1, target, "scaled", steps=3)
    np.testing.assert_array_equal(run.path[0], (-1.0, 0.5))
    result = evaluate(scene)
    np.testing.assert_allclose(
        output_colour(learn_setup(scene, 1, target, "scaled"), (-1.0, 0.5)),
        result.output_scaled[1],
        rtol=0,
        atol=1e-15,
    )
    np.testing.assert_allclose(
        output_colour(learn_setup(scene, 1, target, "unscaled"), (-1.0, 0.5)),
        result.output_unscaled[1],
        rtol=0,
        atol=1e-15,
    )


def test_zero_steps_gives_the_start_only():
    descent = descend(FOUR_KEYS, 0, (0.5, 0.5, 0.5), "unscaled", steps=0)
    assert descent.path.shape == (1, 2) and descent.loss.shape == (1,)
    assert descent.distance == 0.0


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"target": (0.5, 0.5)}, "target: expected a colour"),
        ({"target": (0.5, 0.5, 1.5)}, "target: expected three numbers in"),
        ({"target": (0.5, math.nan, 0.5)}, "target: expected three numbers in"),
        ({"weighting": "half"}, "weighting: expected"),
        ({"query_index": 3}, "query_index: expected 0 … 0"),
        ({"learning_rate": 0.0}, "learning_rate: expected"),
        ({"learning_rate": math.inf}, "learning_rate: expected"),
        ({"steps": -1}, "steps: expected"),
        ({"steps": 2.5}, "steps: expected"),
    ],
)
def test_bad_input_is_named(kwargs, message):
    arguments = {
        "scene": FOUR_KEYS,
        "query_index": 0,
        "target": (0.1, 0.2, 0.3),
        "weighting": "scaled",
    } | kwargs
    with pytest.raises(ValueError, match=message):
        descend(**arguments)


# ---------------------------------------------------------------------------------------------
# The same descent as code a student can edit (kino_core.codegen, run in the sandbox)
# ---------------------------------------------------------------------------------------------

CODE_CASES = {
    "d=2, key C's colour": (FOUR_KEYS, LearnCode(FOUR_KEYS.keys[2].rgb)),
    "d=512, key B's colour, rate 1.5": (
        SATURATION,
        LearnCode(SATURATION.keys[1].rgb, learning_rate=1.5, steps=120),
    ),
    "d=64, the second of three queries, any colour": (
        replace(add_query(add_query(FOUR_KEYS, -1.0, 0.5), 2.5, -2.5), d=64, seed=7),
        LearnCode((0.123456789, 0.5, 0.987654321), steps=150, query_index=1),
    ),
}


# One worker runs the whole file under make test (--dist loadgroup): its module-scoped sandbox
# runs of the generated Learn code are then made once, not once per worker.
pytestmark = pytest.mark.xdist_group("learn")


@pytest.fixture(scope="module")
def learn_code_runs() -> dict[str, RunResult]:
    """Each generated program, run through the sandbox, all started together."""
    started = {}
    for name, (scene, options) in CODE_CASES.items():
        run = SandboxRun(scene_code(scene, learn=options), timeout_s=30.0)
        run.start()
        started[name] = run
    return {name: run.wait() for name, run in started.items()}


@pytest.mark.parametrize("name", list(CODE_CASES))
def test_generated_learn_code_reproduces_the_cores_descent(learn_code_runs, name):
    scene, options = CODE_CASES[name]
    result = learn_code_runs[name]
    assert result.status == "ok", (result.message, result.traceback)
    kino = learn(scene, options.query_index, options.target, options.learning_rate, options.steps)
    arrays = result.arrays
    for weighting in WEIGHTINGS:
        ours = kino[weighting]
        assert arrays[f"path_{weighting}"].shape == (options.steps + 1, 2)
        np.testing.assert_allclose(arrays[f"path_{weighting}"], ours.path, rtol=0, atol=1e-12)
        np.testing.assert_allclose(arrays[f"loss_{weighting}"], ours.loss, rtol=1e-12, atol=0)
    np.testing.assert_allclose(arrays["target"], options.target, rtol=0, atol=1e-15)
    # The scene's own query stays put: Apply to canvas after a run changes nothing by itself.
    start = scene.queries[options.query_index]
    query = arrays["Q"][options.query_index] if "Q" in arrays else arrays["q"]
    np.testing.assert_array_equal(query, (start.x, start.y))
    assert "loss without scaling:" in result.stdout


def test_generated_learn_code_is_short_and_says_what_learns():
    plain = scene_code(FOUR_KEYS)
    code = scene_code(FOUR_KEYS, learn=LearnCode(FOUR_KEYS.keys[0].rgb, learning_rate=0.5))
    assert code.startswith(plain)
    added = code[len(plain) :].splitlines()
    assert len(added) <= 32 and max(len(line) for line in added) <= 100
    assert "target = np.array([230, 159, 0]) / 255" in code  # key A's #E69F00, readable
    assert "learning_rate = 0.5" in code and "steps = 200" in code
    assert "Only its two canvas coordinates learn" in code
    with pytest.raises(ValueError, match="query_index"):
        scene_code(FOUR_KEYS, learn=LearnCode((0, 0, 0), query_index=1))
