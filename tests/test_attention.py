"""kino_core.attention: against PyTorch's numbers, by its properties, and by its edge cases."""

from __future__ import annotations

import math
import re
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from kino_core.attention import (
    attention,
    effective_keys,
    entropy,
    jacobian_norm,
    log_softmax,
    softmax,
    softmax_jacobian,
)
from kino_core.evaluate import evaluate
from kino_core.scene import default_scene

EPS = np.finfo(np.float64).eps
TINY = np.finfo(np.float64).smallest_subnormal
FIXTURES = Path(__file__).parent / "fixtures" / "sdpa_fixtures.npz"
PROPERTY = settings(max_examples=500, deadline=None)

# ---------------------------------------------------------------------------------------------
# Independent reference: PyTorch's scaled_dot_product_attention (tools/make_sdpa_fixtures.py)
# ---------------------------------------------------------------------------------------------


def _fixture_variants() -> list[tuple[str, str]]:
    with np.load(FIXTURES) as data:
        names = [str(n) for n in data["cases"]]
        keys = set(data.files)
    return [
        (name, variant)
        for name in names
        for variant in ("default", "unscaled", "custom")
        if f"{name}.{variant}.scale" in keys
    ]


def test_fixture_file_covers_what_the_issue_asks_for():
    with np.load(FIXTURES) as data:
        cases = [str(n) for n in data["cases"]]
        d_ks = {data[f"{n}.Q"].shape[1] for n in cases}
        largest_entry = max(np.abs(data[f"{n}.{m}"]).max() for n in cases for m in "QKV")
        scales = {float(data[f"{n}.{v}.scale"]) for n, v in _fixture_variants()}
    assert 4096 in d_ks and min(d_ks) <= 4
    assert largest_entry == 30.0
    assert 1.0 in scales and any(math.isnan(s) for s in scales)  # unscaled and torch's default
    assert FIXTURES.stat().st_size < 1_000_000


@pytest.mark.parametrize(("case", "variant"), _fixture_variants())
def test_matches_pytorch_sdpa(case, variant):
    """kino_core.attention agrees with torch's float64 SDPA within 1e-12.

    Weights: 1e-12 absolute. Outputs: 1e-12 relative to the size of the values, i.e.
    1e-12 · max(1, max|V|). For values of size <= 1 (kino's colours, and most cases here) that is
    1e-12 absolute. It differs only for the case "big_close_d32", whose entries reach 30: its
    scores are about 2300 (one ulp = 4.5e-13) yet differ by about 1, so a one-ulp rounding
    of a score moves a weight by ~1e-13 and, multiplied by values up to 30, the output by
    ~3e-12. Neither NumPy nor torch is closer than that to the exact (50-digit) answer there,
    so no float64 implementation can promise 1e-12 absolute on that output.
    """
    with np.load(FIXTURES) as data:
        Q, K, V = data[f"{case}.Q"], data[f"{case}.K"], data[f"{case}.V"]
        mask = data[f"{case}.mask"] if f"{case}.mask" in data.files else None
        scale = float(data[f"{case}.{variant}.scale"])
        expected_output = data[f"{case}.{variant}.output"]
        expected_weights = data[f"{case}.{variant}.weights"]
    output, weights = attention(Q, K, V, scale=None if math.isnan(scale) else scale, mask=mask)
    assert output.shape == expected_output.shape and weights.shape == expected_weights.shape
    np.testing.assert_allclose(weights, expected_weights, rtol=0, atol=1e-12)
    atol = 1e-12 * max(1.0, float(np.abs(V).max()))
    np.testing.assert_allclose(output, expected_output, rtol=0, atol=atol)


def test_default_scale_is_one_over_sqrt_dk():
    rng = np.random.default_rng(1)
    Q, K, V = (
        rng.standard_normal((3, 64)),
        rng.standard_normal((5, 64)),
        rng.standard_normal((5, 2)),
    )
    out_default, w_default = attention(Q, K, V)
    out_explicit, w_explicit = attention(Q, K, V, scale=1 / 8)
    np.testing.assert_array_equal(w_default, w_explicit)
    np.testing.assert_array_equal(out_default, out_explicit)
    _, w_unscaled = attention(Q, K, V, scale=1.0)
    np.testing.assert_allclose(w_unscaled, softmax(Q @ K.T), rtol=0, atol=1e-15)
    assert not np.allclose(w_unscaled, w_default)


# ---------------------------------------------------------------------------------------------
# Properties (hypothesis)
# ---------------------------------------------------------------------------------------------

_finite_scores = st.floats(-1e6, 1e6, allow_nan=False, allow_infinity=False)
_shapes = st.tuples(st.integers(1, 8), st.integers(1, 16))
_dims = st.integers(2, 4096)


@PROPERTY
@given(scores=hnp.arrays(np.float64, _shapes, elements=_finite_scores), d=_dims)
def test_weights_are_a_distribution(scores, d):
    """Finite, non-negative and summing to 1 within 1e-12, scaled by 1/√d and unscaled."""
    for weights in (softmax(scores / math.sqrt(d)), softmax(scores)):
        assert weights.shape == scores.shape
        assert np.all(np.isfinite(weights))
        assert np.all(weights >= 0)
        np.testing.assert_allclose(weights.sum(axis=-1), 1.0, rtol=0, atol=1e-12)
    # The largest score always keeps a weight of at least 1/n.
    weights = softmax(scores)
    top = np.argmax(scores, axis=-1)
    assert np.all(weights[np.arange(len(scores)), top] >= 1 / scores.shape[1] - 1e-12)


@PROPERTY
@given(
    n_q=st.integers(1, 8),
    n_k=st.integers(1, 12),
    d=_dims,
    reach=st.floats(0.0, 1.0),
    seed=st.integers(0, 2**32 - 1),
)
def test_attention_weights_are_a_distribution_up_to_d_4096(n_q, n_k, d, reach, seed):
    """Through attention() itself: random Q, K with d up to 4096 and scores up to |s| = 1e6."""
    rng = np.random.default_rng(seed)
    limit = reach * math.sqrt(1e6 / d)  # |q·k| <= d · limit² <= 1e6
    Q = rng.uniform(-limit, limit, (n_q, d))
    K = rng.uniform(-limit, limit, (n_k, d))
    V = rng.uniform(0, 1, (n_k, 3))
    for scale in (None, 1.0):
        output, weights = attention(Q, K, V, scale=scale)
        assert weights.shape == (n_q, n_k) and output.shape == (n_q, 3)
        assert np.all(np.isfinite(weights)) and np.all(np.isfinite(output))
        assert np.all(weights >= 0)
        np.testing.assert_allclose(weights.sum(axis=-1), 1.0, rtol=0, atol=1e-12)


# Dyadic numbers (multiples of 2⁻²⁰ below 2²¹): sums and differences are exact in float64, so a
# shift changes nothing at all once the row maximum is subtracted.
_dyadic = st.integers(-(2**40), 2**40).map(lambda n: n / 2**20)


@PROPERTY
@given(scores=hnp.arrays(np.float64, _shapes, elements=_dyadic), shift=_dyadic)
def test_shift_invariance_exact(scores, shift):
    np.testing.assert_array_equal(softmax(scores + shift), softmax(scores))


@PROPERTY
@given(
    scores=hnp.arrays(np.float64, _shapes, elements=st.floats(-1e3, 1e3)),
    shift=st.floats(-1e3, 1e3),
    d=_dims,
)
def test_shift_invariance(scores, shift, d):
    """Any finite shift: adding it rounds each score by at most one ulp of 2e3 (2.3e-13)."""
    scale = 1 / math.sqrt(d)
    np.testing.assert_allclose(
        softmax((scores + shift) * scale), softmax(scores * scale), rtol=0, atol=1e-12
    )
    np.testing.assert_allclose(softmax(scores + shift), softmax(scores), rtol=0, atol=1e-12)


@PROPERTY
@given(
    data=st.data(),
    n_q=st.integers(1, 8),
    n_k=st.integers(1, 12),
    d=st.integers(1, 64),
    scale=st.sampled_from([None, 1.0, 0.05]),
)
def test_permuting_keys_permutes_weights(data, n_q, n_k, d, scale):
    entries = st.floats(-30, 30, allow_nan=False)
    Q = data.draw(hnp.arrays(np.float64, (n_q, d), elements=entries), label="Q")
    K = data.draw(hnp.arrays(np.float64, (n_k, d), elements=entries), label="K")
    V = data.draw(hnp.arrays(np.float64, (n_k, 3), elements=entries), label="V")
    perm = np.array(data.draw(st.permutations(range(n_k)), label="perm"), dtype=np.intp)
    output, weights = attention(Q, K, V, scale=scale)
    output_p, weights_p = attention(Q, K[perm], V[perm], scale=scale)
    # BLAS may round the score of a key differently in another row of K (its kernels treat
    # rows in blocks), by at most the rounding of a d-term dot product; a score error δ moves
    # a weight by at most 2δ relative. The sums over n_k keys add a few ulps.
    factor = 1 / math.sqrt(d) if scale is None else scale
    delta = (d + 2) * EPS * factor * (np.abs(Q) @ np.abs(K).T).max()
    relative = 2 * delta + 64 * EPS
    # (A subnormal weight may also round by a few of the smallest subnormals.)
    assert np.all(np.abs(weights_p - weights[:, perm]) <= relative * weights[:, perm] + 4 * TINY)
    bound = (relative + 4 * n_k * EPS) * np.abs(V).max(initial=0.0) + 1e-300
    assert np.all(np.abs(output_p - output) <= bound)


@PROPERTY
@given(
    data=st.data(),
    n_q=st.integers(1, 8),
    n_k=st.integers(1, 12),
    d=st.integers(1, 64),
    d_v=st.integers(1, 4),
    scale=st.sampled_from([None, 1.0]),
)
def test_output_channels_lie_within_the_values(data, n_q, n_k, d, d_v, scale):
    """Each output is a convex combination of the values, channel by channel.

    Allowed slack: rounding of a sum of n_k products and of weights that sum to 1 ± n_k ulp,
    i.e. 4 n_k ulp of the largest value, plus, for subnormal values, the underflow of each
    product (half the smallest subnormal each).
    """
    entries = st.floats(-30, 30, allow_nan=False)
    Q = data.draw(hnp.arrays(np.float64, (n_q, d), elements=entries), label="Q")
    K = data.draw(hnp.arrays(np.float64, (n_k, d), elements=entries), label="K")
    V = data.draw(hnp.arrays(np.float64, (n_k, d_v), elements=entries), label="V")
    output, _ = attention(Q, K, V, scale=scale)
    slack = 4 * n_k * EPS * np.abs(V).max(initial=0.0) + n_k * TINY
    assert np.all(output >= V.min(axis=0) - slack)
    assert np.all(output <= V.max(axis=0) + slack)


# ---------------------------------------------------------------------------------------------
# Masks
# ---------------------------------------------------------------------------------------------


def test_masked_softmax_renormalises_over_the_kept_keys():
    scores = np.array([[1.0, 2.0, 3.0, 4.0], [0.5, -1.0, 2.0, 0.0]])
    mask = np.array([[True, False, True, False], [False, True, True, True]])
    weights = softmax(scores, mask=mask)
    assert np.all(weights[~mask] == 0.0)
    np.testing.assert_allclose(weights[0, [0, 2]], softmax(scores[0, [0, 2]]), atol=1e-15)
    np.testing.assert_allclose(weights[1, 1:], softmax(scores[1, 1:]), atol=1e-15)
    logs = log_softmax(scores, mask=mask)
    assert np.all(np.isneginf(logs[~mask]))
    np.testing.assert_allclose(np.exp(logs[mask]), weights[mask], atol=1e-15)


def test_mask_broadcasts_over_queries_and_feeds_attention():
    rng = np.random.default_rng(3)
    Q, K, V = rng.standard_normal((3, 4)), rng.standard_normal((5, 4)), rng.standard_normal((5, 2))
    keep = np.array([True, True, False, True, False])
    output, weights = attention(Q, K, V, mask=keep)
    assert np.all(weights[:, ~keep] == 0.0)
    output_sub, weights_sub = attention(Q, K[keep], V[keep])
    np.testing.assert_allclose(weights[:, keep], weights_sub, atol=1e-15)
    np.testing.assert_allclose(output, output_sub, atol=1e-14)


@pytest.mark.parametrize("function", [softmax, log_softmax])
def test_all_masked_row_raises_a_clear_error(function):
    scores = np.array([[1.0, 2.0], [3.0, 4.0]])
    mask = np.array([[True, False], [False, False]])
    with pytest.raises(ValueError, match=r"mask hides every key of at least one row"):
        function(scores, mask=mask)


def test_all_masked_row_raises_in_attention():
    Q, K, V = np.ones((2, 3)), np.ones((4, 3)), np.ones((4, 2))
    mask = np.ones((2, 4), dtype=bool)
    mask[1] = False
    with pytest.raises(ValueError, match="softmax over no keys is undefined"):
        attention(Q, K, V, mask=mask)


def test_mask_of_the_wrong_shape_names_both_shapes():
    with pytest.raises(ValueError, match=r"mask of shape \(3,\).*scores of shape \(2, 4\)"):
        softmax(np.zeros((2, 4)), mask=np.ones(3, dtype=bool))


# ---------------------------------------------------------------------------------------------
# Shapes
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("q_shape", "k_shape", "v_shape", "named"),
    [
        ((2, 3), (4, 5), (4, 2), [r"Q \(2, 3\)", r"K \(4, 5\)", "d_k"]),
        ((2, 3), (4, 3), (5, 2), [r"K \(4, 3\)", r"V \(5, 2\)"]),
        ((3,), (4, 3), (4, 2), [r"Q \(3,\)", r"K \(4, 3\)", r"V \(4, 2\)"]),
        ((2, 3), (4, 3), (4,), [r"V \(4,\)"]),
        ((1, 2, 3), (4, 3), (4, 2), [r"Q \(1, 2, 3\)"]),
        ((2, 3), (0, 3), (0, 2), [r"\(0, 3\)"]),
    ],
)
def test_wrong_shapes_raise_a_message_naming_the_shapes(q_shape, k_shape, v_shape, named):
    with pytest.raises(ValueError) as caught:
        attention(np.ones(q_shape), np.ones(k_shape), np.ones(v_shape))
    for pattern in named:
        assert re.search(pattern, str(caught.value)), str(caught.value)


# ---------------------------------------------------------------------------------------------
# Jacobian, entropy, effective keys
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(5))
def test_jacobian_matches_central_differences(seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(2, 12))
    scores = rng.standard_normal(n) * 3
    jacobian = softmax_jacobian(softmax(scores))
    h = 1e-6
    numeric = np.empty((n, n))
    for j in range(n):
        step = np.zeros(n)
        step[j] = h
        numeric[:, j] = (softmax(scores + step) - softmax(scores - step)) / (2 * h)
    # Central differences: error ~ h² + eps/h ~ 1e-10.
    np.testing.assert_allclose(jacobian, numeric, rtol=0, atol=1e-8)
    np.testing.assert_allclose(jacobian, jacobian.T, atol=1e-16)
    np.testing.assert_allclose(jacobian.sum(axis=1), 0.0, atol=1e-15)


def test_jacobian_is_batched_over_rows():
    weights = softmax(np.random.default_rng(7).standard_normal((2, 3, 5)))
    jacobians = softmax_jacobian(weights)
    assert jacobians.shape == (2, 3, 5, 5)
    for index in np.ndindex(2, 3):
        a = weights[index]
        np.testing.assert_allclose(jacobians[index], np.diag(a) - np.outer(a, a), atol=1e-17)


@PROPERTY
@given(scores=hnp.arrays(np.float64, _shapes, elements=st.floats(-50, 50)))
def test_jacobian_norm_is_the_frobenius_norm_of_the_explicit_jacobian(scores):
    """Against np.linalg.norm of diag(α) − ααᵀ written out naively.

    The naive diagonal α − α² has an absolute rounding error of about one ulp of α (it
    cancels when α is near 1), hence the absolute slack of a few ulps next to rtol 1e-12.
    """
    weights = softmax(scores)
    norms = jacobian_norm(weights)
    assert norms.shape == (scores.shape[0],)
    for row, norm in zip(weights, norms, strict=True):
        explicit = np.diag(row) - np.outer(row, row)
        expected = np.linalg.norm(explicit, "fro")
        assert abs(norm - expected) <= 1e-12 * expected + 4 * len(row) * EPS


@pytest.mark.parametrize("gap", [0.0, 0.5, 5.0, 20.0, 40.0, 60.0, 300.0, 700.0])
def test_jacobian_norm_is_accurate_near_one_hot(gap):
    """Scores (0, −gap): α = (1 − b, b) with b = 1/(1 + e^gap), and ‖J‖_F = 2 b (1 − b).

    Relative accuracy must hold even when 1 − b rounds to 1.0 (gap >= 37): the lesson's
    saturated softmax, where ‖J‖ is the number on screen. (A naive diagonal α − α² gives
    0 there and a norm √3 b, 13 % off; squaring entries below 1e-154 would give 0.)
    """
    weights = softmax(np.array([0.0, -gap]))
    expected = 2 * math.exp(-gap) / (1 + math.exp(-gap)) ** 2
    np.testing.assert_allclose(jacobian_norm(weights), expected, rtol=1e-13)
    jacobian = softmax_jacobian(weights)
    b = math.exp(-gap) / (1 + math.exp(-gap))
    np.testing.assert_allclose(np.diag(jacobian), [b * (1 - b)] * 2, rtol=1e-13)


def test_jacobian_norm_of_one_hot_and_uniform():
    assert jacobian_norm(np.array([1.0, 0.0, 0.0])) == 0.0
    assert jacobian_norm(np.array([[1.0]])) == 0.0
    # Uniform over n: ‖diag(1/n) − 11ᵀ/n²‖_F = √(n − 1) / n.
    for n in (1, 2, 4, 12):
        np.testing.assert_allclose(jacobian_norm(np.full(n, 1 / n)), math.sqrt(n - 1) / n)
    assert jacobian_norm(np.full((2, 3, 4), 0.25)).shape == (2, 3)


@pytest.mark.parametrize("n", [1, 2, 3, 4, 12, 1000])
def test_entropy_and_effective_keys_uniform(n):
    weights = np.full((2, n), 1.0 / n)
    np.testing.assert_allclose(entropy(weights), math.log(n), rtol=1e-13, atol=1e-15)
    np.testing.assert_allclose(effective_keys(weights), n, rtol=1e-12)


@pytest.mark.parametrize("n", [1, 2, 4, 12])
def test_entropy_and_effective_keys_one_hot(n):
    weights = np.zeros((n, n))
    weights[np.arange(n), np.arange(n)[::-1]] = 1.0
    nats = entropy(weights)
    assert np.all(nats == 0.0)  # 0 · log 0 counts as 0: no NaN
    assert np.all(effective_keys(weights) == 1.0)


def test_entropy_along_another_axis_and_of_a_mixture():
    weights = np.array([[0.5, 0.25], [0.5, 0.75]])
    expected = [math.log(2), -(0.25 * math.log(0.25) + 0.75 * math.log(0.75))]
    np.testing.assert_allclose(entropy(weights, axis=0), expected, rtol=1e-15)
    np.testing.assert_allclose(effective_keys(weights, axis=0), np.exp(expected), rtol=1e-15)


def test_softmax_along_axis_zero_and_extreme_scores():
    scores = np.array([[1e6, 0.0], [-1e6, 0.0]])
    np.testing.assert_array_equal(softmax(scores, axis=0), [[1.0, 0.5], [0.0, 0.5]])
    with np.errstate(over="raise", invalid="raise", divide="raise"):
        weights = softmax(np.array([1e6, 1e6 - 1.0, -1e6]))
    np.testing.assert_allclose(weights, [1 / (1 + math.exp(-1)), 1 / (1 + math.e), 0.0])


def test_the_gradient_signal_is_at_most_one_half_reached_by_a_50_50_split():
    """The readout's tooltip says the gradient signal ‖diag(α) − ααᵀ‖_F is largest, 0.5, for a
    50/50 split between two keys: checked on the split itself and on many random weights."""
    for n in range(2, 13):
        split = np.zeros(n)
        split[:2] = 0.5
        assert jacobian_norm(split) == pytest.approx(0.5, abs=1e-15)
    rng = np.random.default_rng(7)
    for n in range(2, 13):
        for concentration in (0.05, 0.3, 1.0, 5.0):
            weights = rng.dirichlet(np.full(n, concentration), size=5000)
            assert jacobian_norm(weights).max() <= 0.5 + 1e-12


def test_canvas_share_of_each_score():
    scene = default_scene()
    flat = evaluate(scene)
    assert flat.canvas_share.shape == flat.scores.shape
    np.testing.assert_array_equal(flat.canvas_share, 1.0)  # d = 2: the canvas is everything
    deep = evaluate(replace(scene, d=512))
    share = deep.canvas_share
    canvas, hidden = np.abs(deep.scores_canvas), np.abs(deep.scores_hidden)
    np.testing.assert_allclose(share, canvas / (canvas + hidden))
    assert ((share >= 0) & (share <= 1)).all() and share.max() < 0.5
    np.testing.assert_array_equal(deep.query(0).canvas_share, share[0])
    # A query at the origin has no canvas part: the hidden part decides everything.
    origin = replace(scene, d=512, queries=(replace(scene.queries[0], x=0.0, y=0.0),))
    np.testing.assert_array_equal(evaluate(origin).canvas_share, 0.0)
    # Both parts exactly 0 (the query at the origin at d = 2): the share is 1, never NaN.
    np.testing.assert_array_equal(evaluate(replace(origin, d=2)).canvas_share, 1.0)
