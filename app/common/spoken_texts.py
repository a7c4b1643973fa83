"""What a screen reader says about the scene: plain sentences made from one evaluated result.

Pure functions of a ``SceneResult`` (and the selected query): the panels show these numbers,
these functions say them. Numbers go through ``app.common.formatting`` so the spoken and the
drawn number always agree. Every sentence is translatable (context "Accessible"); the words
the lesson uses ("without scaling", "scaled") match the panels' titles.

What is spoken is what is shown: with ``weightings`` "unscaled" (a lesson step before scaling
is taught, when no panel draws the scaled weights) a sentence says the weights without scaling
only, and does not name a weighting the room has not met yet.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.common.formatting import fmt, list_separator
from app.common.i18n import translate, translate_noop_text
from kino_core import SceneResult
from kino_core.colour_names import colour_name
from kino_core.files.view_state import weightings_series
from kino_core.scene import D_MAX, D_MIN, hex_to_rgb

# For pyside6-lupdate, which cannot read kino_core: the names in kino_core.colour_names, to
# translate in context "ColourName" (tests/test_i18n.py checks the two lists agree).
COLOUR_NAMES_TO_TRANSLATE = (
    QT_TRANSLATE_NOOP("ColourName", "black"),
    QT_TRANSLATE_NOOP("ColourName", "dark grey"),
    QT_TRANSLATE_NOOP("ColourName", "grey"),
    QT_TRANSLATE_NOOP("ColourName", "light grey"),
    QT_TRANSLATE_NOOP("ColourName", "white"),
    QT_TRANSLATE_NOOP("ColourName", "red"),
    QT_TRANSLATE_NOOP("ColourName", "dark red"),
    QT_TRANSLATE_NOOP("ColourName", "vermilion"),
    QT_TRANSLATE_NOOP("ColourName", "orange"),
    QT_TRANSLATE_NOOP("ColourName", "brown"),
    QT_TRANSLATE_NOOP("ColourName", "yellow"),
    QT_TRANSLATE_NOOP("ColourName", "mustard"),
    QT_TRANSLATE_NOOP("ColourName", "olive"),
    QT_TRANSLATE_NOOP("ColourName", "green"),
    QT_TRANSLATE_NOOP("ColourName", "dark green"),
    QT_TRANSLATE_NOOP("ColourName", "bluish green"),
    QT_TRANSLATE_NOOP("ColourName", "teal"),
    QT_TRANSLATE_NOOP("ColourName", "sky blue"),
    QT_TRANSLATE_NOOP("ColourName", "blue"),
    QT_TRANSLATE_NOOP("ColourName", "navy"),
    QT_TRANSLATE_NOOP("ColourName", "purple"),
    QT_TRANSLATE_NOOP("ColourName", "reddish purple"),
    QT_TRANSLATE_NOOP("ColourName", "pink"),
    QT_TRANSLATE_NOOP("ColourName", "beige"),
)


def colour_text(rgb) -> str:
    """The colour's name in the user's language (the table is kino_core.colour_names)."""
    return translate_noop_text("ColourName", colour_name(rgb))


def position_text(x: float, y: float) -> str:
    point = list_separator().join((fmt(x, 2), fmt(y, 2)))
    return translate("Accessible", "at {point}").format(point=point)


def _query_prefix(result: SceneResult, query: int) -> str:
    """'' with one query, else 'q2: ' so a listener knows which row the numbers are."""
    queries = result.scene.queries
    return f"{queries[query].label}: " if len(queries) > 1 else ""


def weights_list(result: SceneResult, query: int, series: str) -> str:
    """'A 0.73, B 0.27, C 0.00'."""
    weights = result.weights_unscaled if series == "unscaled" else result.weights_scaled
    return list_separator().join(
        f"{key.label} {fmt(float(w), 2)}"
        for key, w in zip(result.scene.keys, weights[query], strict=True)
    )


def weights_text(result: SceneResult, query: int, series: str, weightings: str = "both") -> str:
    """'weights without scaling: A 0.73, B 0.27, C 0.00, D 0.00' ('weights: …' when the
    unscaled weights are the only ones shown)."""
    if weightings == "unscaled":
        title = translate("Accessible", "weights")
    elif series == "unscaled":
        title = translate("Accessible", "weights without scaling")
    else:
        title = translate("Accessible", "weights scaled by 1/√d")
    return f"{_query_prefix(result, query)}{title}: {weights_list(result, query, series)}"


def d_slider_text(d: int) -> str:
    """'dimension d, 512, slider from 2 to 4096'."""
    return translate("Accessible", "dimension d, {d}, slider from {low} to {high}").format(
        d=d, low=D_MIN, high=D_MAX
    )


def scores_text(result: SceneResult, query: int) -> str:
    """'scores q·k: A 3.00 (canvas part 2.00, hidden part 1.00), …'."""
    parts = [
        translate(
            "Accessible", "{key} {score} (canvas part {canvas}, hidden part {hidden})"
        ).format(
            key=key.label,
            score=fmt(float(result.scores[query, j])),
            canvas=fmt(float(result.scores_canvas[query, j])),
            hidden=fmt(float(result.scores_hidden[query, j])),
        )
        for j, key in enumerate(result.scene.keys)
    ]
    title = translate("Accessible", "scores q·k")
    return f"{_query_prefix(result, query)}{title}: " + "; ".join(parts)


def output_text(result: SceneResult, query: int, weightings: str = "both") -> str:
    """'output colour without scaling: orange, RGB 0.90, 0.62, 0.00; scaled: …'."""
    unscaled = [float(c) for c in result.output_unscaled[query]]
    scaled = [float(c) for c in result.output_scaled[query]]
    if weightings == "unscaled":
        return _query_prefix(result, query) + translate(
            "Accessible", "output colour: {name}, RGB {rgb}"
        ).format(name=colour_text(unscaled), rgb=list_separator().join(fmt(c, 2) for c in unscaled))
    return _query_prefix(result, query) + translate(
        "Accessible",
        "output colour without scaling: {u_name}, RGB {u_rgb}; "
        "scaled by 1/√d: {s_name}, RGB {s_rgb}",
    ).format(
        u_name=colour_text(unscaled),
        u_rgb=list_separator().join(fmt(c, 2) for c in unscaled),
        s_name=colour_text(scaled),
        s_rgb=list_separator().join(fmt(c, 2) for c in scaled),
    )


def key_values_text(result: SceneResult) -> str:
    """'values: A orange, B sky blue'."""
    return translate("Accessible", "values: {list}").format(
        list=", ".join(f"{k.label} {colour_text(hex_to_rgb(k.color))}" for k in result.scene.keys)
    )


def readouts_text(result: SceneResult, query: int, weightings: str = "both") -> str:
    r = result.query(query)
    n_keys = len(result.scene.keys)
    if weightings == "unscaled":
        return _query_prefix(result, query) + translate(
            "Accessible",
            "largest weight {l}; entropy {e} nats ({f}%); effective keys {k} of {n}; "
            "gradient signal {g}",
        ).format(
            l=fmt(r.largest_unscaled, 3),
            e=fmt(r.entropy_unscaled, 2),
            f=fmt(100 * r.entropy_fraction_unscaled, 0),
            k=fmt(r.effective_keys_unscaled, 2),
            n=n_keys,
            g=fmt(r.jacobian_norm_unscaled, 3),
        )
    return _query_prefix(result, query) + translate(
        "Accessible",
        "largest weight {lu} without scaling, {ls} scaled; "
        "entropy {eu} nats ({fu}%) without scaling, {es} ({fs}%) scaled; "
        "effective keys {ku} of {n} without scaling, {ks} scaled; "
        "gradient signal {gu} without scaling, {gs} scaled",
    ).format(
        lu=fmt(r.largest_unscaled, 3),
        ls=fmt(r.largest_scaled, 3),
        eu=fmt(r.entropy_unscaled, 2),
        fu=fmt(100 * r.entropy_fraction_unscaled, 0),
        es=fmt(r.entropy_scaled, 2),
        fs=fmt(100 * r.entropy_fraction_scaled, 0),
        ku=fmt(r.effective_keys_unscaled, 2),
        ks=fmt(r.effective_keys_scaled, 2),
        n=n_keys,
        gu=fmt(r.jacobian_norm_unscaled, 3),
        gs=fmt(r.jacobian_norm_scaled, 3),
    )


def saturation_text(result: SceneResult, query: int, weightings: str = "both") -> str:
    r = result.query(query)
    if weightings == "unscaled":
        return translate(
            "Accessible", "saturation against d; this scene at d = {d}: largest weight {u}"
        ).format(d=result.scene.d, u=fmt(r.largest_unscaled, 2))
    return translate(
        "Accessible",
        "saturation against d; this scene at d = {d}: largest weight {u} without scaling, "
        "{s} scaled",
    ).format(d=result.scene.d, u=fmt(r.largest_unscaled, 2), s=fmt(r.largest_scaled, 2))


def attention_map_text(result: SceneResult, shown: tuple[str, ...] = ("scaled",)) -> str:
    """'attention map, scaled by 1/√d: q1: A 0.50, B …; q2: …' (one row per query), for each
    weighting ``shown`` (the map's toggle: both, without scaling, or scaled)."""
    parts = []
    for series in ("unscaled", "scaled"):
        if series not in shown:
            continue
        rows = "; ".join(
            f"{q.label}: {weights_list(result, i, series)}"
            for i, q in enumerate(result.scene.queries)
        )
        title = (
            translate("Accessible", "attention map, without scaling")
            if series == "unscaled"
            else translate("Accessible", "attention map, scaled by 1/√d")
        )
        parts.append(f"{title}: {rows}")
    return ". ".join(parts)


def vector_text(
    result: SceneResult, kind: str, index: int, query: int, weightings: str = "both"
) -> str:
    """One canvas vector as a screen reader reads it:
    'key A, value orange, at 2.00, 0.00, weight 0.65 scaled, 0.98 without scaling'."""
    scene = result.scene
    if kind == "query":
        vector = scene.queries[index]
        return translate("Accessible", "query {label}, {position}").format(
            label=vector.label, position=position_text(vector.x, vector.y)
        )
    vector = scene.keys[index]
    if weightings == "unscaled":
        return translate(
            "Accessible", "key {label}, value {colour}, {position}, weight {weight}"
        ).format(
            label=vector.label,
            colour=colour_text(hex_to_rgb(vector.color)),
            position=position_text(vector.x, vector.y),
            weight=fmt(float(result.weights_unscaled[query, index]), 2),
        )
    return translate(
        "Accessible",
        "key {label}, value {colour}, {position}, weight {scaled} scaled, "
        "{unscaled} without scaling",
    ).format(
        label=vector.label,
        colour=colour_text(hex_to_rgb(vector.color)),
        position=position_text(vector.x, vector.y),
        scaled=fmt(float(result.weights_scaled[query, index]), 2),
        unscaled=fmt(float(result.weights_unscaled[query, index]), 2),
    )


def winner_sentence(result: SceneResult, query: int, weightings: str = "both") -> str:
    """The result in one sentence: the winning key, its weight both ways, the output colour.

    softmax is monotone, so the same key wins with and without scaling."""
    r = result.query(query)
    winner = int(r.weights_unscaled.argmax())
    label = result.scene.keys[winner].label
    if weightings == "unscaled":
        return translate(
            "Accessible", "{query}: key {key} wins with weight {weight}; output {colour}."
        ).format(
            query=r.label,
            key=label,
            weight=fmt(float(r.weights_unscaled[winner]), 2),
            colour=colour_text(r.output_unscaled),
        )
    return translate(
        "Accessible",
        "{query}: key {key} wins with weight {unscaled} without scaling and {scaled} scaled; "
        "output {s_colour} scaled, {u_colour} without scaling.",
    ).format(
        query=r.label,
        key=label,
        unscaled=fmt(float(r.weights_unscaled[winner]), 2),
        scaled=fmt(float(r.weights_scaled[winner]), 2),
        s_colour=colour_text(r.output_scaled),
        u_colour=colour_text(r.output_unscaled),
    )


def moved_sentence(
    result: SceneResult, kind: str, index: int, query: int, weightings: str = "both"
) -> str:
    """After a drag or a keyboard move: where the vector is now, then the result."""
    vectors = result.scene.queries if kind == "query" else result.scene.keys
    if index >= len(vectors):
        return winner_sentence(result, query, weightings)
    vector = vectors[index]
    where = translate("Accessible", "{label} {position}.").format(
        label=vector.label, position=position_text(vector.x, vector.y)
    )
    return f"{where} {winner_sentence(result, query, weightings)}"


def d_sentence(result: SceneResult, query: int, weightings: str = "both") -> str:
    """After d changed: the new largest weights, both ways."""
    r = result.query(query)
    winner = result.scene.keys[int(r.weights_unscaled.argmax())].label
    if weightings == "unscaled":
        return translate("Accessible", "d = {d}: largest weight {weight}, on key {key}.").format(
            d=result.scene.d, weight=fmt(r.largest_unscaled, 2), key=winner
        )
    return translate(
        "Accessible",
        "d = {d}: largest weight {unscaled} without scaling, {scaled} scaled, on key {key}.",
    ).format(
        d=result.scene.d,
        unscaled=fmt(r.largest_unscaled, 2),
        scaled=fmt(r.largest_scaled, 2),
        key=winner,
    )


def scene_summary(result: SceneResult, query: int, weightings: str = "both") -> str:
    """The whole scene on demand (W): size, every vector, the weights both ways, the output."""
    scene = result.scene
    # Lists rather than counts: "queries: q1, q2" needs no plural forms in any language.
    head = translate("Accessible", "Scene with d = {d}. Queries: {queries}. Keys: {keys}.").format(
        d=scene.d,
        queries=", ".join(q.label for q in scene.queries),
        keys=", ".join(k.label for k in scene.keys),
    )
    vectors = [vector_text(result, "query", i, query) for i in range(len(scene.queries))]
    vectors += [vector_text(result, "key", j, query, weightings) for j in range(len(scene.keys))]
    shown = weightings_series(weightings)
    return " ".join(
        [
            head,
            "; ".join(vectors) + ".",
            *(weights_text(result, query, series, weightings) + "." for series in shown),
            winner_sentence(result, query, weightings),
        ]
    )
