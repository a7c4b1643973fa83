"""The generated code's comments in the app's language: comments are prose, the code is code.

kino_core.codegen writes them in English (COMMENTS); ``say`` is the translation scene_code asks
for, so a German or Spanish lesson shows German or Spanish comments over the same code.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.common.i18n import translate_noop_text

# For pyside6-lupdate, which cannot read kino_core: kino_core.codegen.COMMENTS, to translate in
# context "CodeComment" (tests/test_i18n.py checks the two lists agree). "{label}" and
# "{d_max}" are filled in after translating: keep them as they are.
COMMENTS_TO_TRANSLATE = (
    QT_TRANSLATE_NOOP(
        "CodeComment", "Attention, as kino computes it for this scene. Edit anything, then Run."
    ),
    QT_TRANSLATE_NOOP("CodeComment", "the dimension of every vector (2 ... {d_max})"),
    QT_TRANSLATE_NOOP("CodeComment", "fixes the hidden coordinates (Re-roll picks a new seed)"),
    QT_TRANSLATE_NOOP(
        "CodeComment", "Canvas coordinates (x, y): one row per query, one row per key."
    ),
    QT_TRANSLATE_NOOP(
        "CodeComment", "Canvas coordinates (x, y) of the query, and one row per key."
    ),
    QT_TRANSLATE_NOOP("CodeComment", "key {label}"),
    QT_TRANSLATE_NOOP(
        "CodeComment", "Values: one colour (red, green, blue) per key, from 0-255 to [0, 1]."
    ),
    QT_TRANSLATE_NOOP(
        "CodeComment",
        "The other d - 2 coordinates are hidden: drawn once from N(0, 1) for each vector.",
    ),
    QT_TRANSLATE_NOOP("CodeComment", "kind: 0 for a query, 1 for a key"),
    QT_TRANSLATE_NOOP("CodeComment", "a larger d keeps the first ones"),
    QT_TRANSLATE_NOOP(
        "CodeComment", "The ids fix each vector's hidden coordinates (give a new key a new id)."
    ),
    QT_TRANSLATE_NOOP("CodeComment", "minus the largest: no overflow"),
    QT_TRANSLATE_NOOP("CodeComment", "Each score q . k_j is its canvas part plus its hidden part."),
    QT_TRANSLATE_NOOP("CodeComment", "one per key"),
    QT_TRANSLATE_NOOP("CodeComment", "scaled dot-product attention"),
    QT_TRANSLATE_NOOP("CodeComment", "the weighted average of the values: a colour"),
    QT_TRANSLATE_NOOP("CodeComment", "the weighted average of the values: a colour per query"),
    QT_TRANSLATE_NOOP(
        "CodeComment",
        "Learn what to look for: gradient descent moves query {label} so that its output becomes the target colour. Only its two canvas coordinates learn; its hidden coordinates, the keys and the values stay fixed.",  # noqa: E501 - one literal for lupdate
    ),
    QT_TRANSLATE_NOOP("CodeComment", "scale: 1 (unscaled) or 1 / sqrt(d)"),
    QT_TRANSLATE_NOOP("CodeComment", "change the loss? change its derivative with it"),
    QT_TRANSLATE_NOOP("CodeComment", "d softmax / d scores: ~0 when saturated"),
    QT_TRANSLATE_NOOP("CodeComment", "only the canvas part of each key: K (n_k, 2)"),
    QT_TRANSLATE_NOOP("CodeComment", "downhill, on the canvas"),
)


def say(comment: str) -> str:
    """``comment`` (one of kino_core.codegen.COMMENTS) in the app's language."""
    return translate_noop_text("CodeComment", comment)
