"""Learning what to look for: gradient descent on a query's canvas position.

The lesson: "because every step is differentiable, a network can learn what to look for", and at
d = 512 an unscaled softmax is nearly one-hot "with gradients near zero". This module makes both
claims computable. Pick one query of a scene and a target colour ``t`` (r, g, b) in [0, 1]; the
loss is

    L(x, y) = ½ ‖o − t‖²,   o = Σ_j α_j v_j,   α = softmax(c · s),   s_j = q · k_j

with c = 1 for the weights without scaling and c = 1/√d for the scaled ones.

**Which coordinates learn.** Only the two the student sees: the query's canvas coordinates
(x, y). In a network the query is not learnt itself: it is W_Q times the input, and W_Q and
W_K are what learn; moving the query stands in for them (the gradient reaches them through the
same softmax, so it vanishes with it). Its d − 2 hidden coordinates stay fixed, as kino's model
says (they come from the scene's seed and the query's id), and so do the keys and their values.
So the hidden part of every score is a constant h_j, and s_j = x·kx_j + y·ky_j + h_j.

**The gradient**, analytically, through the softmax Jacobian J = diag(α) − ααᵀ:

    ∂L/∂o = o − t                      (3,)
    ∂L/∂α = V (o − t)                  (n_k,)
    ∂L/∂s = c · J ∂L/∂α                (n_k,)   (J is symmetric)
    ∂L/∂(x, y) = K_canvasᵀ ∂L/∂s       (2,)

When the softmax is saturated, J is nearly zero and so is the gradient: the query hardly learns.
(The values would still learn: ∂L/∂V = α (o − t)ᵀ does not pass through J.)

**The descent** is plain gradient descent, ``(x, y) ← clamp((x, y) − rate · ∂L/∂(x, y))`` with
the clamp to the canvas [-3, 3]². It is deterministic: the only randomness is the scene's hidden
coordinates, which the scene's seed fixes, so the same scene, target, rate and step count give
the same path bit for bit.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

import numpy as np

from .attention import softmax, softmax_jacobian
from .evaluate import evaluate
from .scene import CANVAS_LIMIT, Scene

__all__ = [
    "DEFAULT_LEARNING_RATE",
    "DEFAULT_STEPS",
    "MAX_LEARNING_RATE",
    "MAX_STEPS",
    "WEIGHTINGS",
    "Descent",
    "LearnRun",
    "LearnSetup",
    "Weighting",
    "descend",
    "learn",
    "learn_setup",
    "loss",
    "loss_and_gradient",
    "output_colour",
    "query_weights",
]

Weighting = Literal["unscaled", "scaled"]
WEIGHTINGS: tuple[Weighting, Weighting] = ("unscaled", "scaled")

# Rate 2, measured over 200 steps on the four keys (presets 01 and 04, the lesson's scene) with
# each key's colour as target: at d = 2 every loss falls by 99% or more for both weightings
# (at rate 1.5 the unscaled loss for key D falls by only 83%); at d = 512 the unscaled query
# moves at most 0.0075 (its gradient is 1e-10 … 2e-5; at rate 2.5 it moves 0.0094, at rate 3
# 0.011), while the scaled one's loss falls by 23 … 48%. Other scenes differ (recomputed in
# tests/test_learn_claims.py): on the translation presets at d = 512 the unscaled query moves by
# 2 or more for some targets (it is not saturated for every one), and on the twelve keys the
# scaled loss falls by at most 19% (under 1% for some targets: their colour is hardly reachable).
DEFAULT_LEARNING_RATE = 2.0
DEFAULT_STEPS = 200
MAX_LEARNING_RATE = 1000.0
MAX_STEPS = 10_000


@dataclass(frozen=True)
class LearnSetup:
    """Everything that stays fixed while one query learns.

    keys_xy (n_k, 2): the keys' canvas coordinates; hidden_scores (n_k,): the hidden part of the
    query's score with each key (constant: hidden coordinates do not learn); values (n_k, 3);
    target (3,): the colour the output should become; factor: 1 without scaling, 1/√d scaled.
    """

    keys_xy: np.ndarray
    hidden_scores: np.ndarray
    values: np.ndarray
    target: np.ndarray
    factor: float
    weighting: Weighting


def _check_target(target: object) -> np.ndarray:
    colour = np.asarray(target, dtype=np.float64)
    if colour.shape != (3,):
        raise ValueError(f"target: expected a colour (r, g, b), found shape {colour.shape}")
    if not np.all(np.isfinite(colour)) or colour.min() < 0.0 or colour.max() > 1.0:
        raise ValueError(f"target: expected three numbers in [0, 1], found {colour.tolist()}")
    return colour


def learn_setup(scene: Scene, query_index: int, target: object, weighting: Weighting) -> LearnSetup:
    """The fixed part of the problem for ``scene.queries[query_index]`` and a target (r, g, b)."""
    if weighting not in WEIGHTINGS:
        raise ValueError(f"weighting: expected 'unscaled' or 'scaled', found {weighting!r}")
    if not 0 <= query_index < len(scene.queries):
        raise ValueError(f"query_index: expected 0 … {len(scene.queries) - 1}, found {query_index}")
    colour = _check_target(target)
    result = evaluate(scene)
    keys_xy = np.array([(k.x, k.y) for k in scene.keys], dtype=np.float64)
    keys_xy.flags.writeable = False
    colour.flags.writeable = False
    return LearnSetup(
        keys_xy=keys_xy,
        hidden_scores=result.scores_hidden[query_index],
        values=result.values,
        target=colour,
        factor=1.0 if weighting == "unscaled" else result.scale,
        weighting=weighting,
    )


def query_weights(setup: LearnSetup, xy: object) -> np.ndarray:
    """α (n_k,) for the query at canvas position xy (2,), with the setup's weighting."""
    scores = setup.keys_xy @ np.asarray(xy, dtype=np.float64) + setup.hidden_scores
    return softmax(scores * setup.factor)


def output_colour(setup: LearnSetup, xy: object) -> np.ndarray:
    """o = Σ_j α_j v_j, shape (3,), for the query at canvas position xy (2,)."""
    return query_weights(setup, np.asarray(xy, dtype=np.float64)) @ setup.values


def loss(setup: LearnSetup, xy: object) -> float:
    """½ ‖o − t‖² for the query at canvas position xy (2,)."""
    residual = output_colour(setup, xy) - setup.target
    return 0.5 * float(residual @ residual)


def loss_and_gradient(setup: LearnSetup, xy: object) -> tuple[float, np.ndarray]:
    """(L, ∂L/∂(x, y) of shape (2,)) at canvas position xy (2,); see the module docstring."""
    position = np.asarray(xy, dtype=np.float64)
    weights = query_weights(setup, position)
    residual = weights @ setup.values - setup.target  # ∂L/∂o, (3,)
    d_weights = setup.values @ residual  # ∂L/∂α, (n_k,)
    # softmax_jacobian keeps full relative precision near one-hot, where α ⊙ (g − α·g) would
    # cancel: the saturated gradients of 1e-7 this module exists to show stay accurate.
    d_scores = setup.factor * (softmax_jacobian(weights) @ d_weights)  # ∂L/∂s, (n_k,)
    return 0.5 * float(residual @ residual), setup.keys_xy.T @ d_scores


@dataclass(frozen=True)
class Descent:
    """One run of gradient descent from the query's position.

    path (steps + 1, 2): the canvas position before each step and after the last;
    loss (steps + 1,) and gradient_norm (steps + 1,): L and ‖∂L/∂(x, y)‖ at each position
    of the path. The gradient norm is the full one, also where the clamp stops a coordinate.
    """

    weighting: Weighting
    learning_rate: float
    path: np.ndarray
    loss: np.ndarray
    gradient_norm: np.ndarray

    @property
    def steps(self) -> int:
        return len(self.path) - 1

    @property
    def distance(self) -> float:
        """How far the query ended from where it started (canvas units)."""
        return float(np.hypot(*(self.path[-1] - self.path[0])))

    @property
    def loss_drop(self) -> float:
        """The fraction of the starting loss that was learnt away (0 when it started at 0).
        A read-out for tests."""
        start = float(self.loss[0])
        return 0.0 if start == 0.0 else (start - float(self.loss[-1])) / start


def _check_rate_and_steps(learning_rate: float, steps: int) -> None:
    if isinstance(steps, bool) or not isinstance(steps, int) or not 0 <= steps <= MAX_STEPS:
        raise ValueError(f"steps: expected an integer in 0 … {MAX_STEPS}, found {steps!r}")
    if (
        isinstance(learning_rate, bool)
        or not isinstance(learning_rate, (int, float))
        or not math.isfinite(learning_rate)
        or not 0.0 < learning_rate <= MAX_LEARNING_RATE
    ):
        raise ValueError(
            f"learning_rate: expected a number in (0, {MAX_LEARNING_RATE:g}], "
            f"found {learning_rate!r}"
        )


def descend(
    scene: Scene,
    query_index: int,
    target: object,
    weighting: Weighting,
    learning_rate: float = DEFAULT_LEARNING_RATE,
    steps: int = DEFAULT_STEPS,
) -> Descent:
    """Gradient descent on queries[query_index]'s canvas (x, y) toward ``target`` (r, g, b).

    Each step: (x, y) ← clamp((x, y) − learning_rate · ∂L/∂(x, y)) to [-3, 3]². Only the canvas
    coordinates learn; hidden coordinates, keys and values stay fixed.
    """
    _check_rate_and_steps(learning_rate, steps)
    setup = learn_setup(scene, query_index, target, weighting)
    query = scene.queries[query_index]
    path = np.empty((steps + 1, 2))
    losses = np.empty(steps + 1)
    norms = np.empty(steps + 1)
    position = np.array([query.x, query.y], dtype=np.float64)
    for step in range(steps + 1):
        value, gradient = loss_and_gradient(setup, position)
        path[step], losses[step], norms[step] = position, value, np.hypot(*gradient)
        position = np.clip(position - learning_rate * gradient, -CANVAS_LIMIT, CANVAS_LIMIT)
    for array in (path, losses, norms):
        array.flags.writeable = False
    return Descent(
        weighting=weighting,
        learning_rate=float(learning_rate),
        path=path,
        loss=losses,
        gradient_norm=norms,
    )


@dataclass(frozen=True)
class LearnRun:
    """The same descent for both weightings: the query learns with and without 1/√d."""

    unscaled: Descent
    scaled: Descent

    def __getitem__(self, weighting: Weighting) -> Descent:
        return self.unscaled if weighting == "unscaled" else self.scaled


def learn(
    scene: Scene,
    query_index: int,
    target: object,
    learning_rate: float = DEFAULT_LEARNING_RATE,
    steps: int = DEFAULT_STEPS,
) -> LearnRun:
    """Descend for both weightings from the same start (see ``descend``)."""
    return LearnRun(
        *(descend(scene, query_index, target, w, learning_rate, steps) for w in WEIGHTINGS)
    )
