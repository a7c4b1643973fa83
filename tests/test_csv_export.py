"""kino_core.csv_export: the attention map as labelled CSV, read back to the same floats."""

from __future__ import annotations

import csv
import io

import numpy as np
import pytest

from kino_core import Key, Query, Scene, evaluate
from kino_core.csv_export import parse_weights_csv, weights_csv
from kino_core.scene import MAX_KEYS, MAX_QUERIES, OKABE_ITO


def awkward_scene(d: int = 512, seed: int = 7) -> Scene:
    """Eight queries and twelve keys, labels that need CSV quoting, a d where both weightings
    differ a lot."""
    rng = np.random.default_rng(seed)
    labels = ["a,b", 'say "hi"', "plain", " spaced ", "é", "q;x", "=1+2", "tab-free"]
    queries = tuple(
        Query(i, labels[i], *(float(v) for v in rng.uniform(-3, 3, 2))) for i in range(MAX_QUERIES)
    )
    keys = tuple(
        Key(
            j,
            f"k{j},{j}" if j % 3 == 0 else f"key {j}",
            *(float(v) for v in rng.uniform(-3, 3, 2)),
            OKABE_ITO[j % len(OKABE_ITO)],
        )
        for j in range(MAX_KEYS)
    )
    return Scene(queries, keys, d=d, seed=seed)


def test_round_trip_is_exact_with_labels_that_need_quoting():
    scene = awkward_scene()
    result = evaluate(scene)
    keys, tables = parse_weights_csv(weights_csv(scene, include_scores=True))
    assert keys == [k.label for k in scene.keys]
    expected = {
        "scaled": result.weights_scaled,
        "unscaled": result.weights_unscaled,
        "score": result.scores,
    }
    assert set(tables) == set(expected)
    for kind, matrix in expected.items():
        labels, numbers = tables[kind]
        assert labels == [q.label for q in scene.queries]
        assert numbers.shape == (MAX_QUERIES, MAX_KEYS)
        np.testing.assert_array_equal(numbers, matrix)
    # At d = 512 the two weightings really differ, so a swap of the rows would be caught.
    assert np.abs(result.weights_scaled - result.weights_unscaled).max() > 0.1


def test_layout_header_then_scaled_then_unscaled_rows():
    scene = awkward_scene(d=16)
    rows = list(csv.reader(io.StringIO(weights_csv(scene))))
    assert rows[0] == ["weighting", "query", *(k.label for k in scene.keys)]
    n = len(scene.queries)
    assert [r[0] for r in rows[1:]] == ["scaled"] * n + ["unscaled"] * n
    assert [r[1] for r in rows[1 : n + 1]] == [q.label for q in scene.queries]
    # Without include_scores there are no score rows.
    assert "score" not in parse_weights_csv(weights_csv(scene))[1]


def test_a_given_result_is_used_as_is():
    scene = awkward_scene(d=2)
    result = evaluate(scene)
    assert weights_csv(scene, True, result) == weights_csv(scene, True)


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "header"),
        ("query,weighting,A\n", "header"),
        ("weighting,query,A,B\nscaled,q,0.5\n", "line 2"),
        ("weighting,query,A\nsoftmax,q,1.0\n", "line 2"),
    ],
)
def test_parse_refuses_what_it_did_not_write(text, message):
    with pytest.raises(ValueError, match=message):
        parse_weights_csv(text)
