"""Scaled dot-product attention and the quantities kino reads off it.

Every function here is pure NumPy and works on float64. Shapes follow the lesson:
``Q (n_q, d_k)``, ``K (n_k, d_k)``, ``V (n_k, d_v)``; weights are ``(n_q, n_k)``, one row per query.
"""

from __future__ import annotations

import numpy as np

__all__ = [
    "attention",
    "effective_keys",
    "entropy",
    "jacobian_norm",
    "log_softmax",
    "softmax",
    "softmax_jacobian",
]


def _masked(x: np.ndarray, mask: np.ndarray | None, axis: int) -> np.ndarray:
    """Return x with masked-out entries set to -inf; refuse rows that mask out everything."""
    if mask is None:
        return x
    keep = np.asarray(mask, dtype=bool)
    try:
        keep = np.broadcast_to(keep, x.shape)
    except ValueError:
        raise ValueError(
            f"mask of shape {keep.shape} does not fit scores of shape {x.shape}"
        ) from None
    if not keep.any(axis=axis).all():
        raise ValueError(
            "mask hides every key of at least one row: softmax over no keys is undefined"
        )
    return np.where(keep, x, -np.inf)


def log_softmax(x: np.ndarray, axis: int = -1, mask: np.ndarray | None = None) -> np.ndarray:
    """log softmax(x) along ``axis``; masked entries (mask False) come out as -inf.

    Stable: the row maximum is subtracted before exponentiating, so any finite input gives
    finite output for the unmasked entries.
    """
    x = _masked(np.asarray(x, dtype=np.float64), mask, axis)
    shifted = x - np.max(x, axis=axis, keepdims=True)
    with np.errstate(divide="ignore"):
        return shifted - np.log(np.sum(np.exp(shifted), axis=axis, keepdims=True))


def softmax(x: np.ndarray, axis: int = -1, mask: np.ndarray | None = None) -> np.ndarray:
    """softmax(x) along ``axis``: non-negative, sums to 1, masked entries (mask False) are 0.

    x: any shape. mask: broadcastable to x, True where a key may be attended to.
    Raises ValueError when a row has every entry masked (there is nothing to normalise).
    """
    x = _masked(np.asarray(x, dtype=np.float64), mask, axis)
    shifted = x - np.max(x, axis=axis, keepdims=True)
    exp = np.exp(shifted)
    return exp / np.sum(exp, axis=axis, keepdims=True)


def _check_shapes(Q: np.ndarray, K: np.ndarray, V: np.ndarray) -> None:
    if Q.ndim != 2 or K.ndim != 2 or V.ndim != 2:
        raise ValueError(
            "attention expects 2-D arrays Q (n_q, d_k), K (n_k, d_k), V (n_k, d_v); "
            f"got Q {Q.shape}, K {K.shape}, V {V.shape}"
        )
    if Q.shape[1] != K.shape[1]:
        raise ValueError(f"Q {Q.shape} and K {K.shape} must share d_k (their second dimension)")
    if K.shape[0] != V.shape[0]:
        raise ValueError(
            f"K {K.shape} and V {V.shape} must have one row per key (same first dimension)"
        )
    if K.shape[0] == 0:
        raise ValueError(f"attention needs at least one key; K has shape {K.shape}")


def attention(
    Q: np.ndarray,
    K: np.ndarray,
    V: np.ndarray,
    scale: float | None = None,
    mask: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """softmax(scale · Q Kᵀ) V, the lesson's scaled dot-product attention.

    Q (n_q, d_k), K (n_k, d_k), V (n_k, d_v) -> (output (n_q, d_v), weights (n_q, n_k)).
    ``scale=None`` is 1/√d_k; a float is used as the factor (1.0 gives unscaled attention).
    ``mask`` (broadcastable to (n_q, n_k)) is True where a query may attend to a key.
    """
    Q = np.asarray(Q, dtype=np.float64)
    K = np.asarray(K, dtype=np.float64)
    V = np.asarray(V, dtype=np.float64)
    _check_shapes(Q, K, V)
    factor = 1.0 / np.sqrt(Q.shape[1]) if scale is None else float(scale)
    weights = softmax((Q @ K.T) * factor, axis=-1, mask=mask)
    return weights @ V, weights


def entropy(weights: np.ndarray, axis: int = -1) -> np.ndarray:
    """Shannon entropy in nats of each distribution along ``axis`` (0 · log 0 counts as 0)."""
    weights = np.asarray(weights, dtype=np.float64)
    positive = weights > 0
    logs = np.log(np.where(positive, weights, 1.0))
    return -np.sum(np.where(positive, weights * logs, 0.0), axis=axis)


def effective_keys(weights: np.ndarray, axis: int = -1) -> np.ndarray:
    """exp(entropy): how many keys the weights are spread over (1 = one-hot, n = uniform)."""
    return np.exp(entropy(weights, axis=axis))


def softmax_jacobian(weights: np.ndarray) -> np.ndarray:
    """∂α/∂s = diag(α) − α αᵀ for each row of weights.

    weights (..., n) -> jacobian (..., n, n). The diagonal α_i (1 − α_i) is computed as
    α_i Σ_{j≠i} α_j: near one-hot, 1 − α_i cancels catastrophically (α_i rounds to 1.0 and the
    entry to 0), while the sum of the other weights keeps full relative precision.
    """
    weights = np.asarray(weights, dtype=np.float64)
    n = weights.shape[-1]
    jacobian = -(weights[..., :, None] * weights[..., None, :])
    others = weights @ (1.0 - np.eye(n))  # Σ_{j≠i} α_j, a sum of non-negative terms
    diagonal = np.arange(n)
    jacobian[..., diagonal, diagonal] = weights * others
    return jacobian


def jacobian_norm(weights: np.ndarray) -> np.ndarray:
    """Frobenius norm ‖diag(α) − ααᵀ‖_F per row: how far the weights can still move.

    weights (..., n) -> (...). Near 0 when softmax is saturated (one-hot): the lesson's
    "gradients near zero". Built from the full Jacobian because the closed form
    Σα² − 2Σα³ + (Σα²)² cancels catastrophically exactly where it matters, near one-hot.
    The entries are divided by their largest magnitude before squaring, so a tiny norm
    (entries below 1e-154, whose squares underflow) still comes out accurately rather than as 0.
    """
    jacobian = softmax_jacobian(weights)
    largest = np.max(np.abs(jacobian), axis=(-2, -1), keepdims=True)
    safe = np.where(largest > 0, largest, 1.0)
    ratio_norm = np.sqrt(np.sum((jacobian / safe) ** 2, axis=(-2, -1)))
    return safe[..., 0, 0] * ratio_norm
