"""The lesson's claims, checked numerically: variance of dot products, and the saturation curve."""

from __future__ import annotations

import math

import numpy as np
import pytest

from kino_core.attention import entropy, softmax
from kino_core.saturation import DEFAULT_DIMS, DEFAULT_TRIALS, saturation_curve

SEED_DIMS = [16, 32, 64, 128, 256, 512, 1024, 2048, 4096]


def _dot_products(d: int, rng: np.random.Generator, budget: int = 2_000_000) -> np.ndarray:
    """Dot products q·k of iid N(0, 1) vectors in d dimensions, about ``budget`` normals drawn.

    Blocks of m queries against m keys give m² products each. Products that share a query or
    a key are correlated (by 1/d), so the relative standard error of the variance estimate is
    about √(2/(b m²) + 4/(b m d)) for b blocks: with m = min(d, 512) and 2·b·m·d ≈ budget that is
    below 0.4 % for every d here, so a 3 % tolerance sits 8 or more standard errors away.
    """
    m = min(d, 512)
    blocks = max(1, budget // (2 * m * d))
    Q = rng.standard_normal((blocks, m, d))
    K = rng.standard_normal((blocks, m, d))
    return (Q @ K.transpose(0, 2, 1)).ravel()


@pytest.mark.parametrize("d", SEED_DIMS)
def test_dot_product_variance_is_d_and_scaled_variance_is_one(d):
    rng = np.random.Generator(np.random.PCG64([2024, d]))
    scores = _dot_products(d, rng)
    assert scores.size >= 200_000
    variance = scores.var()
    assert abs(variance / d - 1) < 0.03, f"var(q·k) = {variance:.1f} at d = {d}"
    scaled = scores / math.sqrt(d)
    assert abs(scaled.var() - 1) < 0.03, f"var(q·k/√d) = {scaled.var():.4f} at d = {d}"
    # Without the scaling the spread grows like √d: the lesson's "range of tens" at d = 512.
    assert abs(scores.std() / math.sqrt(d) - 1) < 0.015


# ---------------------------------------------------------------------------------------------
# The saturation curve
# ---------------------------------------------------------------------------------------------


def _at(curve, d: int) -> int:
    return int(np.flatnonzero(curve.dims == d)[0])


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_saturation_curve_tells_the_story(seed):
    curve = saturation_curve(4, seed=seed)
    assert curve.trials >= 2000
    assert tuple(curve.dims) == tuple(2**p for p in range(1, 13))
    i512 = _at(curve, 512)
    # With 4 keys at d = 512: unscaled is nearly one-hot, scaled is not.
    assert curve.max_unscaled[i512] > 0.9
    assert curve.max_scaled[i512] < 0.6
    # The unscaled curve rises with d (strictly, at every step from 2 to 4096) ...
    assert np.all(np.diff(curve.max_unscaled) > 0), curve.max_unscaled
    assert np.all(np.diff(curve.entropy_unscaled) < 0), curve.entropy_unscaled
    # ... and the scaled one stays within ±0.05 of its value at d = 8 for every d >= 8.
    i8 = _at(curve, 8)
    assert np.all(np.abs(curve.max_scaled[i8:] - curve.max_scaled[i8]) <= 0.05), curve.max_scaled
    # Sanity of every point: a largest weight lies in [1/n, 1], an entropy in [0, log n].
    for values in (curve.max_unscaled, curve.max_scaled):
        assert np.all((values >= 0.25) & (values <= 1.0))
    for values in (curve.entropy_unscaled, curve.entropy_scaled):
        assert np.all((values >= 0.0) & (values <= math.log(4)))


@pytest.mark.parametrize("n_keys", [2, 12])
def test_saturation_story_holds_for_other_key_counts(n_keys):
    curve = saturation_curve(n_keys)
    assert np.all(np.diff(curve.max_unscaled) > 0)
    i8 = _at(curve, 8)
    assert np.all(np.abs(curve.max_scaled[i8:] - curve.max_scaled[i8]) <= 0.05)
    assert curve.max_unscaled[_at(curve, 4096)] > curve.max_scaled[_at(curve, 4096)] + 0.2


def test_a_single_key_gets_all_the_weight():
    curve = saturation_curve(1)
    assert np.all(curve.max_unscaled == 1.0) and np.all(curve.max_scaled == 1.0)
    assert np.all(curve.entropy_unscaled == 0.0) and np.all(curve.entropy_scaled == 0.0)


def test_saturation_curve_is_cached_and_read_only():
    assert DEFAULT_TRIALS >= 2000
    first = saturation_curve(4)
    assert saturation_curve(4) is first
    # The same dims however they are written: same cache entry.
    assert saturation_curve(4, list(DEFAULT_DIMS)) is first
    assert saturation_curve(4, np.array(DEFAULT_DIMS), trials=DEFAULT_TRIALS, seed=0) is first
    for array in (first.dims, first.max_unscaled, first.max_scaled, first.entropy_scaled):
        assert not array.flags.writeable
        with pytest.raises(ValueError):
            array[0] = 0.5
    other = saturation_curve(4, seed=1)
    assert other is not first
    assert not np.array_equal(other.max_unscaled, first.max_unscaled)
    assert saturation_curve(5) is not first


def test_saturation_curve_is_reproducible_without_the_cache():
    """The cache is not what makes it repeatable: a fresh computation gives the same bits."""
    from kino_core.saturation import compute_saturation_curve

    cached = saturation_curve(3, (2, 64, 4096), trials=2500, seed=7)
    fresh = compute_saturation_curve(3, (2, 64, 4096), 2500, 7)
    assert fresh is not cached
    for name in ("max_unscaled", "max_scaled", "entropy_unscaled", "entropy_scaled"):
        np.testing.assert_array_equal(getattr(fresh, name), getattr(cached, name))


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"n_keys": 0}, "n_keys"),
        ({"n_keys": 4, "dims": (1, 2)}, "dims"),
        ({"n_keys": 4, "dims": (2, 4097)}, "dims"),
        ({"n_keys": 4, "dims": ()}, "dims"),
        ({"n_keys": 4, "trials": 0}, "trials"),
    ],
)
def test_saturation_curve_rejects_bad_arguments(kwargs, field):
    with pytest.raises(ValueError, match=rf"^{field}: expected"):
        saturation_curve(**kwargs)


# Brute force: full d-dimensional vectors, the way the lesson states the setting. The number of
# trials shrinks as d grows so the whole check stays well under a second.
BRUTE_FORCE = {2: 200_000, 16: 50_000, 128: 10_000, 1024: 3_000}


def test_chi_square_shortcut_agrees_with_full_vectors():
    """The curve samples ‖q‖ z instead of q·k; sample q and the keys in full and compare.

    Each quantity is compared within 5 standard errors of the difference of two independent
    Monte Carlo means (estimated from the brute-force samples' spread).
    """
    n_keys = 4
    dims = tuple(BRUTE_FORCE)
    curve_trials = 100_000
    curve = saturation_curve(n_keys, dims, trials=curve_trials, seed=11)
    rng = np.random.Generator(np.random.PCG64(12345))
    for i, d in enumerate(dims):
        trials = BRUTE_FORCE[d]
        q = rng.standard_normal((trials, 1, d))
        keys = rng.standard_normal((trials, n_keys, d))
        scores = (keys @ q.transpose(0, 2, 1))[..., 0]  # (trials, n_keys): q · k_j
        samples = {}
        for name, factor in (("unscaled", 1.0), ("scaled", 1 / math.sqrt(d))):
            weights = softmax(scores * factor)
            samples[f"max_{name}"] = weights.max(axis=-1)
            samples[f"entropy_{name}"] = entropy(weights)
        for name, values in samples.items():
            error = 5 * values.std() * math.sqrt(1 / trials + 1 / curve_trials)
            shortcut = getattr(curve, name)[i]
            assert abs(values.mean() - shortcut) <= error, (
                f"{name} at d = {d}: full vectors {values.mean():.4f}, "
                f"shortcut {shortcut:.4f}, allowed ±{error:.4f}"
            )
