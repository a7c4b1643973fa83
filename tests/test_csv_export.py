"""kino_core.csv_export: the attention map as labelled CSV, read back to the same floats."""

from __future__ import annotations

import csv
import io

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kino_core import Key, Query, Scene, evaluate
from kino_core.csv_export import csv_label, parse_weights_csv, read_csv_label, weights_csv
from kino_core.scene import MAX_KEYS, MAX_LABEL_CHARS, MAX_QUERIES, OKABE_ITO

from .snapshot_strategies import labels


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
    # "=1+2" is written '=1+2 so that a spreadsheet shows it as text (see below).
    assert [r[1] for r in rows[1 : n + 1]] == [csv_label(q.label) for q in scene.queries]
    assert "'=1+2" in [r[1] for r in rows[1 : n + 1]]
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


# -- labels a spreadsheet would run as formulas (OWASP CSV injection) --------------------------
FORMULA_LABELS = ["=1+2", "+SUM(A1)", "-2+3", "@cmd", "'quoted", "''twice", "=HYPERLINK(x)"]


def cells_of(text: str) -> tuple[list[str], list[str]]:
    """(header label cells, query label cells) exactly as a spreadsheet reads them."""
    rows = list(csv.reader(io.StringIO(text)))
    return rows[0][2:], [row[1] for row in rows[1:]]


def test_formula_labels_are_written_as_text_and_read_back_unchanged():
    queries = tuple(Query(i, label, 0.5 * i - 1, 1.0) for i, label in enumerate(FORMULA_LABELS))
    keys = tuple(
        Key(j, label, 1.0, 0.3 * j - 1, OKABE_ITO[j % len(OKABE_ITO)])
        for j, label in enumerate(FORMULA_LABELS)
    )
    scene = Scene(queries, keys, d=8)
    text = weights_csv(scene, include_scores=True)
    key_cells, query_cells = cells_of(text)
    assert key_cells == [
        "'=1+2",
        "'+SUM(A1)",
        "'-2+3",
        "'@cmd",
        "''quoted",
        "'''twice",
        "'=HYPERLINK(x)",
    ]
    assert query_cells[: len(FORMULA_LABELS)] == key_cells
    keys_back, tables = parse_weights_csv(text)
    assert keys_back == FORMULA_LABELS
    assert all(tables[kind][0] == FORMULA_LABELS for kind in ("scaled", "unscaled", "score"))


def test_a_plain_label_is_written_as_it_is():
    assert csv_label("A") == "A" and csv_label("le chat") == "le chat"
    assert csv_label("a=b") == "a=b"  # only the first character can start a formula


@settings(max_examples=150, deadline=None)
@given(
    label=st.one_of(
        labels,
        st.builds(
            lambda start, rest: (start + rest)[:MAX_LABEL_CHARS],
            st.sampled_from(["=", "+", "-", "@", "'"]),
            labels,
        ),
    ),
)
def test_any_label_is_safe_in_a_spreadsheet_and_round_trips(label):
    cell = csv_label(label)
    assert not cell.startswith(("=", "+", "-", "@", "\t", "\r"))
    assert read_csv_label(cell) == label
    scene = Scene((Query(0, label, 1.0, 0.5),), (Key(0, label, -1.0, 2.0, OKABE_ITO[0]),))
    text = weights_csv(scene)
    key_cells, query_cells = cells_of(text)
    assert all(not c.startswith(("=", "+", "-", "@", "\t", "\r")) for c in key_cells + query_cells)
    keys_back, tables = parse_weights_csv(text)
    assert keys_back == [label] and tables["scaled"][0] == [label]


@pytest.mark.parametrize("start", ["\t", "\r"])
def test_tab_and_carriage_return_starts_are_quoted_too(start):
    # A scene label cannot hold them, but the cell function is the one guard for every cell.
    assert csv_label(start + "x") == "'" + start + "x"
    assert read_csv_label(csv_label(start + "x")) == start + "x"
