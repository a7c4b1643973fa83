"""The saturation curve: how peaked softmax gets as d grows, with and without 1/√d.

For a query q and keys k_j with iid N(0, 1) entries in d dimensions, the scores given q are
q·k_j = ‖q‖ z_j with z_j iid N(0, 1) and ‖q‖² ~ χ²_d. Sampling (‖q‖, z) instead of full
d-dimensional vectors is exact and costs nothing that grows with d.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from .attention import entropy, softmax
from .scene import D_MAX, D_MIN

__all__ = ["DEFAULT_DIMS", "DEFAULT_TRIALS", "SaturationCurve", "saturation_curve"]

DEFAULT_DIMS: tuple[int, ...] = tuple(2**p for p in range(1, 13))  # 2 … 4096
DEFAULT_TRIALS = 4000


@dataclass(frozen=True)
class SaturationCurve:
    """Monte Carlo expectations aligned with ``dims`` (each array has shape (len(dims),)).

    max_unscaled / max_scaled: E[largest weight] of softmax(s) and softmax(s / √d);
    entropy_unscaled / entropy_scaled: E[entropy in nats] of the same.
    """

    n_keys: int
    dims: np.ndarray
    max_unscaled: np.ndarray
    max_scaled: np.ndarray
    entropy_unscaled: np.ndarray
    entropy_scaled: np.ndarray
    trials: int
    seed: int


def saturation_curve(
    n_keys: int,
    dims: tuple[int, ...] | list[int] | np.ndarray = DEFAULT_DIMS,
    trials: int = DEFAULT_TRIALS,
    seed: int = 0,
) -> SaturationCurve:
    """Expected largest weight and entropy against d for ``n_keys`` random keys.

    Seeded and cached: the same arguments give the same (read-only) arrays without recomputing.
    """
    dims_tuple = tuple(int(d) for d in np.asarray(dims).ravel())
    if n_keys < 1:
        raise ValueError(f"n_keys: expected at least 1, found {n_keys}")
    if not dims_tuple or any(not D_MIN <= d <= D_MAX for d in dims_tuple):
        raise ValueError(f"dims: expected integers in {D_MIN} … {D_MAX}, found {dims_tuple}")
    if trials < 1:
        raise ValueError(f"trials: expected at least 1, found {trials}")
    return _cached_curve(int(n_keys), dims_tuple, int(trials), int(seed))


def compute_saturation_curve(
    n_keys: int, dims: tuple[int, ...], trials: int, seed: int
) -> SaturationCurve:
    """saturation_curve's computation, uncached and with its arguments already checked."""
    rng = np.random.Generator(np.random.PCG64(seed))
    dims_array = np.array(dims, dtype=np.float64)
    # The same z for every d (common random numbers) keeps the curve smooth along d.
    z = rng.standard_normal((trials, n_keys))
    query_norm = np.sqrt(rng.chisquare(dims_array[:, None], size=(len(dims), trials)))
    scores_unscaled = query_norm[:, :, None] * z[None, :, :]  # (n_dims, trials, n_keys)
    scores_scaled = scores_unscaled / np.sqrt(dims_array)[:, None, None]
    weights_unscaled = softmax(scores_unscaled)
    weights_scaled = softmax(scores_scaled)
    arrays = {
        "max_unscaled": weights_unscaled.max(axis=-1).mean(axis=-1),
        "max_scaled": weights_scaled.max(axis=-1).mean(axis=-1),
        "entropy_unscaled": entropy(weights_unscaled).mean(axis=-1),
        "entropy_scaled": entropy(weights_scaled).mean(axis=-1),
    }
    dims_int = np.array(dims, dtype=np.int64)
    for array in (dims_int, *arrays.values()):
        array.flags.writeable = False
    return SaturationCurve(n_keys=n_keys, dims=dims_int, trials=trials, seed=seed, **arrays)


# The same arguments give the same (read-only) arrays, computed once.
_cached_curve = lru_cache(maxsize=64)(compute_saturation_curve)
