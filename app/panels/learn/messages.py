"""What Learn mode says: the target, the largest weights along a run, and the lesson's sentences
about a run (is the query learning, or stalled with a nearly one-hot softmax?).

"The gradient" is always the loss's, with respect to the query's canvas (x, y) (what Learn
descends along, the dashed curves of the plot), never the softmax's Jacobian (the readouts'
gradient signal): at d = 512 the two differ (0.00002 and 0.00001 on the lesson's scene).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

import numpy as np

from app.common.formatting import decimal_point, fmt_percent
from app.common.i18n import translate
from kino_core import Scene
from kino_core.learn import (
    LearnRun,
    learn_setup,
    query_weights,
)

STALLED_GRADIENT = 1e-3  # below this, with the loss flat, the query is not learning
SATURATED_WEIGHT = 0.99  # a largest weight above this is "nearly one-hot"
NAMES = {"unscaled": "without scaling", "scaled": "scaled by 1/√d"}  # English; see weighting_name
KEY_TARGET = re.compile(r"key (?P<label>.+)'s value")  # LearnTarget.name of a key's value


def weighting_name(weighting: str) -> str:
    """ "without scaling" / "scaled by 1/√d" in the current language."""
    if weighting == "unscaled":
        return translate("LearnPanel", "without scaling")
    return translate("LearnPanel", "scaled by 1/√d")


def plain_number(value: float) -> str:
    """A small positive number written out as the lesson does: 0.014, 0.00002 (never 2e-05),
    with the language's decimal point (0,00002 in German)."""
    if not math.isfinite(value):
        return "—"
    if value == 0.0:
        return "0"
    if value < 1e-9:
        return translate("LearnPanel", "below 0.000000001")
    if value >= 0.01:
        return f"{value:.2g}".replace(".", decimal_point())
    digits = -math.floor(math.log10(value))  # one significant digit
    return f"{value:.{digits}f}".replace(".", decimal_point())


_SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")


def power_label(power: int) -> str:
    """10**power as a tick label: 100, 10, 1, 0.1, 0.01, then 10⁻³, 10⁻⁴ …"""
    if -2 <= power <= 2:
        return f"{10.0**power:g}".replace(".", decimal_point())
    return "10" + str(power).translate(_SUPERSCRIPT)


@dataclass(frozen=True)
class LearnTarget:
    """The colour the output should become, and how to name it (e.g. "key A's value")."""

    rgb: tuple[float, float, float]
    name: str


def target_words(target: LearnTarget) -> str:
    """How the panel names ``target`` in the current language: "key A's value" (German "Wert
    von Schlüssel A") for a key's value, else its name (a colour's #RRGGBB)."""
    match = KEY_TARGET.fullmatch(target.name)
    if match is None:
        return target.name
    return translate("LearnPanel", "key {label}'s value").format(label=match["label"])


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
        named = weighting if len(weightings) > 1 else ""
        gradient = plain_number(float(descent.gradient_norm[step]))
        start, now = float(descent.loss[0]), float(descent.loss[step])
        one_hot = float(largest[weighting][step]) >= SATURATED_WEIGHT
        fallen = (start - now) / start if start > 0 else 0.0
        if start < 1e-6:
            case = "done"
        elif fallen < 0.01 and float(descent.gradient_norm[: step + 1].max()) < STALLED_GRADIENT:
            case = "saturated" if one_hot else "flat"
        elif step == 0:
            case = "can learn"
        elif fallen < 0:
            case = "risen"
        else:
            case = "fallen"
        # "23%" in English, "23 %" in German and Spanish (as their decks write it); never
        # "100%" for 99.97% (fmt_percent).
        number = fmt_percent(abs(fallen)).removesuffix("%")
        percent = translate("LearnPanel", "{number}%").format(number=number)
        sentences.append(
            _sentence(case, named).format(gradient=gradient, label=label, percent=percent)
        )
    return " ".join(sentences)


def _sentence(case: str, weighting: str) -> str:
    """One whole sentence per case and weighting ("": the weighting is not named), so each
    language can place "without scaling" where its grammar wants it."""
    sentences = {
        ("done", ""): lambda: translate(
            "LearnPanel", "The output is already the target colour: nothing to learn."
        ),
        ("done", "unscaled"): lambda: translate(
            "LearnPanel",
            "Without scaling the output is already the target colour: nothing to learn.",
        ),
        ("done", "scaled"): lambda: translate(
            "LearnPanel",
            "Scaled by 1/√d the output is already the target colour: nothing to learn.",
        ),
        ("saturated", ""): lambda: translate(
            "LearnPanel",
            "The softmax is saturated: the loss's gradient with respect to the query's (x, y) "
            "is {gradient}; the query hardly learns.",
        ),
        ("saturated", "unscaled"): lambda: translate(
            "LearnPanel",
            "Without scaling the softmax is saturated: the loss's gradient with respect to the "
            "query's (x, y) is {gradient}; the query hardly learns.",
        ),
        ("saturated", "scaled"): lambda: translate(
            "LearnPanel",
            "Scaled by 1/√d the softmax is saturated: the loss's gradient with respect to the "
            "query's (x, y) is {gradient}; the query hardly learns.",
        ),
        ("flat", ""): lambda: translate(
            "LearnPanel",
            "The loss is flat here: its gradient with respect to the query's (x, y) is "
            "{gradient}; the query hardly learns.",
        ),
        ("flat", "unscaled"): lambda: translate(
            "LearnPanel",
            "Without scaling the loss is flat here: its gradient with respect to the query's "
            "(x, y) is {gradient}; the query hardly learns.",
        ),
        ("flat", "scaled"): lambda: translate(
            "LearnPanel",
            "Scaled by 1/√d the loss is flat here: its gradient with respect to the query's "
            "(x, y) is {gradient}; the query hardly learns.",
        ),
        ("can learn", ""): lambda: translate(
            "LearnPanel", "The gradient is {gradient}: {label} can learn."
        ),
        ("can learn", "unscaled"): lambda: translate(
            "LearnPanel", "Without scaling the gradient is {gradient}: {label} can learn."
        ),
        ("can learn", "scaled"): lambda: translate(
            "LearnPanel", "Scaled by 1/√d the gradient is {gradient}: {label} can learn."
        ),
        ("risen", ""): lambda: translate(
            "LearnPanel",
            "The loss has risen by {percent}: the steps overshoot (try a smaller learning rate).",
        ),
        ("risen", "unscaled"): lambda: translate(
            "LearnPanel",
            "Without scaling the loss has risen by {percent}: the steps overshoot (try a "
            "smaller learning rate).",
        ),
        ("risen", "scaled"): lambda: translate(
            "LearnPanel",
            "Scaled by 1/√d the loss has risen by {percent}: the steps overshoot (try a "
            "smaller learning rate).",
        ),
        ("fallen", ""): lambda: translate(
            "LearnPanel", "The gradient is {gradient} and the loss has fallen by {percent}."
        ),
        ("fallen", "unscaled"): lambda: translate(
            "LearnPanel",
            "Without scaling the gradient is {gradient} and the loss has fallen by {percent}.",
        ),
        ("fallen", "scaled"): lambda: translate(
            "LearnPanel",
            "Scaled by 1/√d the gradient is {gradient} and the loss has fallen by {percent}.",
        ),
    }
    return sentences[(case, weighting)]()
