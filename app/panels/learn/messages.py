"""What Learn mode says: the target, the largest weights along a run, and the lesson's sentences
about a run (is the query learning, or stalled with a nearly one-hot softmax?).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from kino_core import Scene
from kino_core.learn import (
    LearnRun,
    learn_setup,
    query_weights,
)

STALLED_GRADIENT = 1e-3  # below this, with the loss flat, the query is not learning
SATURATED_WEIGHT = 0.99  # a largest weight above this is "nearly one-hot"
NAMES = {"unscaled": "without scaling", "scaled": "scaled by 1/√d"}


def plain_number(value: float) -> str:
    """A small positive number written out as the lesson does: 0.014, 0.00002 (never 2e-05)."""
    if not math.isfinite(value):
        return "—"
    if value == 0.0:
        return "0"
    if value < 1e-9:
        return "below 0.000000001"
    if value >= 0.01:
        return f"{value:.2g}"
    digits = -math.floor(math.log10(value))  # one significant digit
    return f"{value:.{digits}f}"


_SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")


def power_label(power: int) -> str:
    """10**power as a tick label: 100, 10, 1, 0.1, 0.01, then 10⁻³, 10⁻⁴ …"""
    if -2 <= power <= 2:
        return f"{10.0**power:g}"
    return "10" + str(power).translate(_SUPERSCRIPT)


@dataclass(frozen=True)
class LearnTarget:
    """The colour the output should become, and how to name it (e.g. "key A's value")."""

    rgb: tuple[float, float, float]
    name: str


def largest_weights(
    scene: Scene, query_index: int, target: LearnTarget, run: LearnRun
) -> dict[str, np.ndarray]:
    """{weighting: the largest weight at every position of its path, shape (steps + 1,)}."""
    largest = {}
    for weighting in ("unscaled", "scaled"):
        setup = learn_setup(scene, query_index, target.rgb, weighting)
        largest[weighting] = np.array(
            [query_weights(setup, xy).max() for xy in run[weighting].path]
        )
    return largest


def learn_message(
    label: str,
    run: LearnRun,
    step: int,
    largest: dict[str, np.ndarray],
    weightings: tuple[str, ...] = ("unscaled", "scaled"),
) -> str:
    """One or two sentences, in the lesson's words, on what each weighting's query is doing at
    ``step``; ``largest`` is what largest_weights returns (is the softmax nearly one-hot?).
    With ``weightings`` ("unscaled",) alone (a lesson step before scaling is taught), one
    sentence that does not name the weighting."""
    sentences = []
    for weighting in weightings:
        descent = run[weighting]
        name = NAMES[weighting] if len(weightings) > 1 else ""
        gradient = plain_number(float(descent.gradient_norm[step]))
        start, now = float(descent.loss[0]), float(descent.loss[step])
        one_hot = float(largest[weighting][step]) >= SATURATED_WEIGHT
        fallen = (start - now) / start if start > 0 else 0.0
        if start < 1e-6:
            text = f"{name} the output is already the target colour: nothing to learn"
        elif fallen < 0.01 and float(descent.gradient_norm[: step + 1].max()) < STALLED_GRADIENT:
            why = "the softmax is saturated" if one_hot else "it is flat"
            text = f"{name} {why}: its gradient is {gradient}; the query cannot learn"
        elif step == 0:
            text = f"{name} the gradient is {gradient}: {label} can learn"
        elif fallen < 0:
            text = (
                f"{name} the loss has risen by {-fallen:.0%}: the steps overshoot "
                "(try a smaller learning rate)"
            )
        else:
            text = f"{name} the gradient is {gradient} and the loss has fallen by {fallen:.0%}"
        text = text.strip()
        sentences.append(text[0].upper() + text[1:] + ".")
    return " ".join(sentences)
