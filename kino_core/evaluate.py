"""evaluate(scene) -> SceneResult: everything every view draws, computed in one place."""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cached_property

import numpy as np

from .attention import entropy, jacobian_norm, softmax
from .hidden import hidden_matrix, hidden_scores
from .scene import Scene

__all__ = ["QueryResult", "Readouts", "SceneResult", "canvas_share", "evaluate", "readouts"]


def canvas_share(scores_canvas: np.ndarray, scores_hidden: np.ndarray) -> np.ndarray:
    """How much of each score the canvas decides: |canvas| / (|canvas| + |hidden|).

    scores_canvas, scores_hidden (n_q, n_k) -> (n_q, n_k) in [0, 1]; the hidden part's share is
    1 − this. 1 means the score is all canvas (always at d = 2, where there is no hidden
    part), 0 all hidden. Turning the query on the canvas can only move the canvas part, so a
    small share says the canvas hardly decides the weights (at d = 512 the hidden part spreads
    like √510 ≈ 23 while a canvas part is at most 18). Where both parts are exactly 0 the score
    is 0 whatever the hidden coordinates: the share is 1.
    """
    canvas = np.abs(scores_canvas)
    total = canvas + np.abs(scores_hidden)
    safe = np.where(total > 0, total, 1.0)
    return np.where(total > 0, canvas / safe, 1.0)


@dataclass(frozen=True)
class Readouts:
    """Summary numbers of weights (n_q, n_k), one entry per query, each shape (n_q,).

    largest: the biggest weight; entropy: in nats; entropy_fraction: entropy / log n_k
    (0 with a single key); effective_keys: exp(entropy); jacobian_norm: ‖diag(α) − ααᵀ‖_F,
    the "gradient signal" (0 when softmax is saturated).
    """

    largest: np.ndarray
    entropy: np.ndarray
    entropy_fraction: np.ndarray
    effective_keys: np.ndarray
    jacobian_norm: np.ndarray


def readouts(weights: np.ndarray) -> Readouts:
    """Readouts of weights (n_q, n_k)."""
    n_keys = weights.shape[-1]
    nats = entropy(weights)
    fraction = nats / np.log(n_keys) if n_keys > 1 else np.zeros_like(nats)
    return Readouts(
        largest=weights.max(axis=-1),
        entropy=nats,
        entropy_fraction=fraction,
        effective_keys=np.exp(nats),  # = effective_keys(weights), without a second entropy
        jacobian_norm=jacobian_norm(weights),
    )


@dataclass(frozen=True)
class QueryResult:
    """One query's slice of a SceneResult; arrays over keys are (n_k,), colours are (3,).

    canvas_share (n_k,): the share of each score that comes from the canvas (see
    SceneResult.canvas_share).
    """

    label: str
    scores: np.ndarray
    scores_canvas: np.ndarray
    scores_hidden: np.ndarray
    canvas_share: np.ndarray
    weights_unscaled: np.ndarray
    weights_scaled: np.ndarray
    output_unscaled: np.ndarray
    output_scaled: np.ndarray
    largest_unscaled: float
    largest_scaled: float
    entropy_unscaled: float
    entropy_scaled: float
    entropy_fraction_unscaled: float
    entropy_fraction_scaled: float
    effective_keys_unscaled: float
    effective_keys_scaled: float
    jacobian_norm_unscaled: float
    jacobian_norm_scaled: float


@dataclass(frozen=True)
class SceneResult:
    """What kino computes for a scene, as matrices over all queries at once.

    scores_canvas, scores_hidden, scores, weights_unscaled, weights_scaled: (n_q, n_k);
    scores = scores_canvas + scores_hidden = Q Kᵀ; weights_unscaled = softmax(scores) and
    weights_scaled = softmax(scores · scale) row by row, with scale = 1/√d;
    values V: (n_k, 3); output_unscaled, output_scaled: (n_q, 3) colours in [0, 1];
    canvas_share (n_q, n_k): the share of each score that its canvas part decides (a property,
    see kino_core.evaluate.canvas_share).
    """

    scene: Scene
    scale: float
    scores_canvas: np.ndarray
    scores_hidden: np.ndarray
    scores: np.ndarray
    values: np.ndarray
    weights_unscaled: np.ndarray
    weights_scaled: np.ndarray
    output_unscaled: np.ndarray
    output_scaled: np.ndarray

    @cached_property
    def canvas_share(self) -> np.ndarray:
        """|canvas part| / (|canvas part| + |hidden part|) of every score, (n_q, n_k) in [0, 1]:
        how much the canvas decides each score (1 at d = 2; small at d = 512)."""
        return canvas_share(self.scores_canvas, self.scores_hidden)

    @cached_property
    def readouts_both(self) -> tuple[Readouts, Readouts]:
        """(unscaled, scaled) readouts, computed in one pass over both weightings stacked:
        a drag shows both, and on arrays this small NumPy's cost is per call, not per number
        (bit for bit the readouts of each weighting alone)."""
        both = readouts(np.stack([self.weights_unscaled, self.weights_scaled]))
        columns = [getattr(both, field.name) for field in fields(Readouts)]
        return Readouts(*(c[0] for c in columns)), Readouts(*(c[1] for c in columns))

    @cached_property
    def readouts_unscaled(self) -> Readouts:
        return self.readouts_both[0]

    @cached_property
    def readouts_scaled(self) -> Readouts:
        return self.readouts_both[1]

    @cached_property
    def Q(self) -> np.ndarray:  # noqa: N802 - the lesson's name
        """All query vectors, (n_q, d): canvas coordinates then hidden ones."""
        scene = self.scene
        canvas = np.array([(q.x, q.y) for q in scene.queries], dtype=np.float64)
        hidden = hidden_matrix(scene.seed, "query", scene.query_ids, scene.d)
        return np.hstack([canvas, hidden])

    @cached_property
    def K(self) -> np.ndarray:  # noqa: N802 - the lesson's name
        """All key vectors, (n_k, d): canvas coordinates then hidden ones."""
        scene = self.scene
        canvas = np.array([(k.x, k.y) for k in scene.keys], dtype=np.float64)
        hidden = hidden_matrix(scene.seed, "key", scene.key_ids, scene.d)
        return np.hstack([canvas, hidden])

    def query(self, index: int) -> QueryResult:
        """The result for queries[index]."""
        unscaled, scaled = self.readouts_unscaled, self.readouts_scaled
        return QueryResult(
            label=self.scene.queries[index].label,
            scores=self.scores[index],
            scores_canvas=self.scores_canvas[index],
            scores_hidden=self.scores_hidden[index],
            canvas_share=self.canvas_share[index],
            weights_unscaled=self.weights_unscaled[index],
            weights_scaled=self.weights_scaled[index],
            output_unscaled=self.output_unscaled[index],
            output_scaled=self.output_scaled[index],
            largest_unscaled=float(unscaled.largest[index]),
            largest_scaled=float(scaled.largest[index]),
            entropy_unscaled=float(unscaled.entropy[index]),
            entropy_scaled=float(scaled.entropy[index]),
            entropy_fraction_unscaled=float(unscaled.entropy_fraction[index]),
            entropy_fraction_scaled=float(scaled.entropy_fraction[index]),
            effective_keys_unscaled=float(unscaled.effective_keys[index]),
            effective_keys_scaled=float(scaled.effective_keys[index]),
            jacobian_norm_unscaled=float(unscaled.jacobian_norm[index]),
            jacobian_norm_scaled=float(scaled.jacobian_norm[index]),
        )


def evaluate(scene: Scene) -> SceneResult:
    """Compute scores, weights (unscaled and scaled by 1/√d), outputs and readouts for a scene.

    The hidden part of the scores depends only on (seed, ids, d) and is cached, so a drag,
    which changes only canvas positions, costs two tiny matrix products and two softmaxes.
    """
    queries_xy = np.array([(q.x, q.y) for q in scene.queries], dtype=np.float64)
    keys_xy = np.array([(k.x, k.y) for k in scene.keys], dtype=np.float64)
    values = np.array([k.rgb for k in scene.keys], dtype=np.float64)
    scores_canvas = queries_xy @ keys_xy.T
    scores_hidden = hidden_scores(scene.seed, scene.query_ids, scene.key_ids, scene.d)
    scores = scores_canvas + scores_hidden
    scale = 1.0 / np.sqrt(scene.d)
    # Both softmaxes in one call (bit for bit each alone): on a few keys the cost is per call.
    weights_unscaled, weights_scaled = softmax(np.stack([scores, scores * scale]))
    # Clip guards the last ulp: a convex combination of colours in [0, 1] stays in [0, 1].
    output_unscaled = np.clip(weights_unscaled @ values, 0.0, 1.0)
    output_scaled = np.clip(weights_scaled @ values, 0.0, 1.0)
    return SceneResult(
        scene=scene,
        scale=float(scale),
        scores_canvas=scores_canvas,
        scores_hidden=scores_hidden,
        scores=scores,
        values=values,
        weights_unscaled=weights_unscaled,
        weights_scaled=weights_scaled,
        output_unscaled=output_unscaled,
        output_scaled=output_scaled,
    )
