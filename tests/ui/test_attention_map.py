"""Several queries and the attention map, driven like a user: real drags on the canvas, real
mouse moves and clicks on the map, real key presses; every number checked against an
independent kino_core evaluation of the document's scene."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.common.formatting import fmt_list, label_prefix
from kino_core import evaluate
from kino_core.csv_export import parse_weights_csv
from kino_core.presets import load_preset
from kino_core.scene import rgb_to_hex
from kino_core.snapshot import save_snapshot

from .conftest import double_click, drag, settle

ROOT = Path(__file__).resolve().parents[2]
SERIES = ("unscaled", "scaled")


@pytest.fixture
def kino(qtbot, no_rate_limit):
    from app.application import configure_pyqtgraph
    from app.shell.compose import build_app

    configure_pyqtgraph()
    kino = build_app()
    kino.files.session_enabled = False
    qtbot.addWidget(kino.window)
    kino.window.resize(1600, 1000)
    kino.window.show()
    qtbot.waitExposed(kino.window)
    return kino


@pytest.fixture
def matrix_window(kino):
    """The window with the preset of four decoder states (the map is shown by the preset)."""
    snapshot = load_preset("translation-matrix")
    kino.document.reset(snapshot.scene)
    kino.layout.set_view_state(snapshot.view)
    settle()
    return kino


def press(widget, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(widget, key, modifier)
    settle()


def undo(kino) -> None:
    press(kino.canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def cell_point(kino, series: str, query: int, key: int) -> QPoint:
    return kino.panels["attention_map"].heatmap.cell_rect(series, query, key).center().toPoint()


def assert_map_shows(kino) -> None:
    """The map shows kino_core's weights for the document's scene, re-evaluated here."""
    heatmap = kino.panels["attention_map"].heatmap
    scene = kino.document.scene
    result = evaluate(scene)
    assert heatmap.query_labels == [q.label for q in scene.queries]
    assert [label for label, _ in heatmap.keys] == [k.label for k in scene.keys]
    for series in SERIES:
        expected = getattr(result, f"weights_{series}")
        shown = heatmap.weights[series]
        assert shown.shape == (len(scene.queries), len(scene.keys))
        np.testing.assert_allclose(shown, expected, atol=1e-12, rtol=0)
        np.testing.assert_allclose(shown.sum(axis=1), 1.0, atol=1e-12, rtol=0)
        for i in range(shown.shape[0]):
            texts = [heatmap.cell_text(series, i, j) for j in range(shown.shape[1])]
            assert texts == [f"{w:.2f}" for w in expected[i]]


def assert_every_panel(kino) -> None:
    """Bars, map rows, per-query swatches, formula and shapes line follow the scene and the
    selected query."""
    doc = kino.document
    scene = doc.scene
    result = evaluate(scene)
    q = doc.selected_query
    n_q, n_k, d = len(scene.queries), len(scene.keys), scene.d
    np.testing.assert_allclose(
        kino.panels["weights"].unscaled.heights(), result.weights_unscaled[q], atol=1e-12, rtol=0
    )
    np.testing.assert_allclose(
        kino.panels["weights"].scaled.heights(), result.weights_scaled[q], atol=1e-12, rtol=0
    )
    if n_q > 1:
        assert kino.panels["weights"].scaled.title_text(result).startswith(scene.queries[q].label)
    assert_map_shows(kino)
    assert kino.panels["attention_map"].heatmap.selected == q
    output = kino.panels["output"]
    assert output.swatch_hex("scaled") == rgb_to_hex(result.output_scaled[q])
    assert output.swatch_hex("unscaled") == rgb_to_hex(result.output_unscaled[q])
    if n_q == 1:
        assert output.query_outputs == []
    else:
        assert [label for label, _, _ in output.query_outputs] == [x.label for x in scene.queries]
        for i in range(n_q):
            assert output.query_swatch_hex(i, "scaled") == rgb_to_hex(result.output_scaled[i])
            assert output.query_swatch_hex(i, "unscaled") == rgb_to_hex(result.output_unscaled[i])
    text = kino.panels["formula"].plain_text()
    assert text.startswith(label_prefix(scene.queries[q].label))
    assert fmt_list(result.weights_scaled[q]) in text
    shapes = kino.panels["attention_map"].shapes()
    assert f"Q ({n_q}, {d}) · Kᵀ ({d}, {n_k}) → scores ({n_q}, {n_k})" in shapes
    assert "softmax along each row" in shapes
    assert f"· V ({n_k}, 3) → output ({n_q}, 3)" in shapes


# -- the map equals kino_core ---------------------------------------------------------------


def test_map_cells_equal_kino_core_after_drags_of_different_queries(matrix_window):
    kino = matrix_window
    canvas = kino.canvas
    canvas.setFocus()
    for _ in range(5):  # d = 2 → 64: the hidden coordinates now count
        press(canvas, Qt.Key.Key_Plus)
    assert kino.document.scene.d == 64
    before = kino.document.scene
    the, cat = before.queries[0], before.queries[2]
    drag(canvas, (the.x, the.y), (-2.2, 1.1))
    drag(canvas, (cat.x, cat.y), (1.4, -2.3))
    scene = kino.document.scene
    assert (scene.queries[0].x, scene.queries[0].y) == (
        pytest.approx(-2.2, abs=0.05),
        pytest.approx(1.1, abs=0.05),
    )
    assert (scene.queries[2].x, scene.queries[2].y) == (
        pytest.approx(1.4, abs=0.05),
        pytest.approx(-2.3, abs=0.05),
    )
    assert scene.queries[1] == before.queries[1] and scene.queries[3] == before.queries[3]
    assert kino.document.selected_query == 2  # a drag selects what it moves
    assert_every_panel(kino)
    # The painted colour of every cell is the colour map at that cell's weight.
    heatmap = kino.panels["attention_map"].heatmap
    image = heatmap.grab().toImage()
    ratio = image.devicePixelRatio()
    viridis = pg.colormap.get("viridis")
    for series in SERIES:
        for i in range(len(scene.queries)):
            for j in range(len(scene.keys)):
                corner = heatmap.cell_rect(series, i, j).topLeft()
                pixel = image.pixelColor(
                    round((corner.x() + 3) * ratio), round((corner.y() + 3) * ratio)
                )
                want = viridis.map(float(heatmap.weights[series][i, j]), mode="qcolor")
                assert abs(pixel.red() - want.red()) <= 2, (series, i, j)
                assert abs(pixel.green() - want.green()) <= 2, (series, i, j)
                assert abs(pixel.blue() - want.blue()) <= 2, (series, i, j)


# -- hover and click ------------------------------------------------------------------------


def test_hovering_a_cell_marks_that_query_and_key_on_the_canvas_and_the_bar(matrix_window):
    kino = matrix_window
    heatmap = kino.panels["attention_map"].heatmap
    highlight = kino.pair_highlight
    scene = kino.document.scene
    result = evaluate(scene)
    assert kino.document.selected_query == 0
    assert highlight.canvas_marks() == {"query": None, "key": None}

    QTest.mouseMove(heatmap, cell_point(kino, "scaled", 2, 1))
    settle()
    assert (heatmap.hover.query, heatmap.hover.key, heatmap.hover.series) == (2, 1, "scaled")
    assert highlight.pair == (2, 1)
    marks = highlight.canvas_marks()
    assert marks["query"] == pytest.approx((scene.queries[2].x, scene.queries[2].y))
    assert marks["key"] == pytest.approx((scene.keys[1].x, scene.keys[1].y))
    # On screen the halos sit on the handles, not just at the right numbers.
    canvas = kino.canvas
    for halo, vector in (
        (highlight.query_halo, scene.queries[2]),
        (highlight.key_halo, scene.keys[1]),
    ):
        on_screen = canvas.mapFromScene(halo.scenePos())
        expected = canvas.data_to_viewport(vector.x, vector.y)
        assert (on_screen - expected).manhattanLength() <= 2
    # The bars show q: the (selected); the key's column is outlined at q: cat's weight, dashed.
    for series in SERIES:
        x, height, solid = highlight.bar_mark(series)
        assert x == pytest.approx(1.0)
        assert height == pytest.approx(getattr(result, f"weights_{series}")[2, 1], abs=1e-12)
        assert not solid
        assert highlight.bar_label(series) == "q: cat"

    # A cell of the selected row: the outline frames the very bar drawn.
    QTest.mouseMove(heatmap, cell_point(kino, "unscaled", 0, 3))
    settle()
    assert highlight.pair == (0, 3)
    assert highlight.canvas_marks()["key"] == pytest.approx((scene.keys[3].x, scene.keys[3].y))
    for series, chart in (
        ("unscaled", kino.panels["weights"].unscaled),
        ("scaled", kino.panels["weights"].scaled),
    ):
        x, height, solid = highlight.bar_mark(series)
        assert (x, solid) == (pytest.approx(3.0), True)
        assert height == pytest.approx(chart.heights()[3], abs=1e-12)
        assert highlight.bar_label(series) is None

    # Leaving the map clears every mark.
    QTest.mouseMove(kino.canvas.viewport(), QPoint(5, 5))
    settle()
    assert highlight.pair is None
    assert highlight.canvas_marks() == {"query": None, "key": None}
    assert highlight.bar_mark("scaled") is None


def test_clicking_a_row_selects_that_query(matrix_window):
    kino = matrix_window
    heatmap = kino.panels["attention_map"].heatmap
    QTest.mouseClick(heatmap, Qt.MouseButton.LeftButton, pos=cell_point(kino, "scaled", 3, 0))
    settle()
    doc = kino.document
    assert (doc.selection.kind, doc.selection.index, doc.selected_query) == ("query", 3, 3)
    assert kino.panels["weights"].scaled.title_text(doc.result).startswith("q: sleeps")
    assert_every_panel(kino)
    # The row label works too, and selecting costs no undo step.
    label = heatmap.row_label_rect(1).center().toPoint()
    assert heatmap.hit(label).kind == "row"
    QTest.mouseClick(heatmap, Qt.MouseButton.LeftButton, pos=label)
    settle()
    assert doc.selected_query == 1
    assert doc.undo_stack.count() == 0
    assert_every_panel(kino)


def test_one_weighting_at_a_time(alone):
    scene = load_preset("translation-matrix").scene
    panel, _document = alone("attention_map", size=(1200, 520), scene=scene)
    heatmap = panel.heatmap
    assert heatmap.shown_series() == SERIES
    QTest.mouseClick(panel.mode_buttons["scaled"], Qt.MouseButton.LeftButton)
    settle()
    assert heatmap.shown_series() == ("scaled",)
    hit = heatmap.hit(heatmap.cell_rect("scaled", 1, 2).center().toPoint())
    assert (hit.series, hit.query, hit.key) == ("scaled", 1, 2)
    QTest.mouseClick(panel.mode_buttons["both"], Qt.MouseButton.LeftButton)
    settle()
    assert heatmap.shown_series() == SERIES


# -- CSV --------------------------------------------------------------------------------------


def assert_csv_is(text: str, scene, with_scores: bool) -> None:
    result = evaluate(scene)
    keys, tables = parse_weights_csv(text)
    assert keys == [k.label for k in scene.keys]
    expected = {"scaled": result.weights_scaled, "unscaled": result.weights_unscaled}
    if with_scores:
        expected["score"] = result.scores
    assert set(tables) == set(expected)
    for kind, matrix in expected.items():
        labels, numbers = tables[kind]
        assert labels == [q.label for q in scene.queries]
        np.testing.assert_array_equal(numbers, matrix)  # repr round-trips exactly


def test_copy_csv_from_the_edit_menu_and_the_map_menu(matrix_window):
    kino = matrix_window
    canvas = kino.canvas
    canvas.setFocus()
    press(canvas, Qt.Key.Key_Plus)
    black = kino.document.scene.queries[1]
    drag(canvas, (black.x, black.y), (0.6, 2.4))
    clipboard = QGuiApplication.clipboard()
    clipboard.setText("")
    kino.menus.action_copy_csv.trigger()
    assert_csv_is(clipboard.text(), kino.document.scene, with_scores=True)

    clipboard.setText("")
    heatmap = kino.panels["attention_map"].heatmap
    point = cell_point(kino, "unscaled", 0, 0)
    QTest.mouseMove(heatmap, point)
    # What the platform sends for a right click (QTest's clicks do not make one).
    QApplication.sendEvent(
        heatmap,
        QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, heatmap.mapToGlobal(point)),
    )
    settle()
    menu = kino.panels["attention_map"].context_menu()
    assert menu is not None
    copy = [a for a in menu.actions() if a.text().startswith("Copy weights and scores as CSV")]
    assert copy
    copy[0].trigger()
    menu.close()
    assert_csv_is(clipboard.text(), kino.document.scene, with_scores=True)


def test_headless_csv_export_round_trips(matrix_window, tmp_path):
    kino = matrix_window
    canvas = kino.canvas
    canvas.setFocus()
    for _ in range(3):
        press(canvas, Qt.Key.Key_Plus)
    press(canvas, Qt.Key.Key_Q)  # a fifth query, added where there is room
    sleeps = kino.document.scene.queries[3]
    drag(canvas, (sleeps.x, sleeps.y), (-0.5, -2.5))
    source = tmp_path / "five queries.kino"
    save_snapshot(source, kino.files.current_snapshot())
    out = tmp_path / "weights.csv"
    run = subprocess.run(
        [sys.executable, "main.py", "--export", str(out), str(source)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    text = out.read_text(encoding="utf-8")
    scene = kino.document.scene
    assert len(scene.queries) == 5
    assert_csv_is(text, scene, with_scores=False)
    # The file says what is what: the header names the keys, each row its weighting and query.
    assert text.splitlines()[0] == "weighting,query," + ",".join(k.label for k in scene.keys)
    _keys, tables = parse_weights_csv(text)
    heatmap = kino.panels["attention_map"].heatmap
    for series in SERIES:
        np.testing.assert_array_equal(tables[series][1], heatmap.weights[series])


# -- adding and deleting queries --------------------------------------------------------------


def test_add_by_button_q_and_shift_double_click_delete_and_undo(kino):
    doc = kino.document
    canvas = kino.canvas
    assert not kino.panels["attention_map"].isVisible()  # one query: the map is hidden by default
    assert_every_panel(kino)

    QTest.mouseClick(kino.toolbar.add_query_button, Qt.MouseButton.LeftButton)
    settle()
    assert [q.label for q in doc.scene.queries] == ["q1", "q2"]
    assert doc.selected_query == 1
    assert kino.panels["attention_map"].isVisible()  # the second query brings the map
    assert doc.undo_stack.count() == 1
    assert_every_panel(kino)

    undo(kino)
    assert [q.label for q in doc.scene.queries] == ["q"]
    assert doc.selected_query == 0
    assert_every_panel(kino)

    canvas.setFocus()
    press(canvas, Qt.Key.Key_Q)
    assert [q.label for q in doc.scene.queries] == ["q1", "q2"]
    double_click(canvas, (-1.5, -2.5), Qt.KeyboardModifier.ShiftModifier)
    settle()
    queries = doc.scene.queries
    assert [q.label for q in queries] == ["q1", "q2", "q3"]
    assert (queries[2].x, queries[2].y) == (
        pytest.approx(-1.5, abs=0.05),
        pytest.approx(-2.5, abs=0.05),
    )
    assert len(doc.scene.keys) == 4  # Shift made it a query, not a key
    assert doc.undo_stack.count() == 2
    assert_every_panel(kino)

    # Delete q2: select its row on the map, press Delete on the canvas.
    three = doc.scene
    QTest.mouseClick(
        kino.panels["attention_map"].heatmap,
        Qt.MouseButton.LeftButton,
        pos=kino.panels["attention_map"].heatmap.row_label_rect(1).center().toPoint(),
    )
    settle()
    canvas.setFocus()
    press(canvas, Qt.Key.Key_Delete)
    assert [q.label for q in doc.scene.queries] == ["q1", "q3"]
    assert doc.undo_stack.count() == 3
    assert_every_panel(kino)

    undo(kino)
    assert doc.scene == three
    assert_every_panel(kino)
    undo(kino)  # the Shift+double-click
    assert [q.label for q in doc.scene.queries] == ["q1", "q2"]
    assert_every_panel(kino)


def test_eight_queries_at_most_and_the_context_menu_deletes(kino):
    doc = kino.document
    canvas = kino.canvas
    canvas.setFocus()
    for _ in range(9):
        press(canvas, Qt.Key.Key_Q)
    assert [q.label for q in doc.scene.queries] == [f"q{n}" for n in range(1, 9)]
    assert "at most 8 queries" in kino.window.statusBar().currentMessage()
    assert len(kino.panels["attention_map"].heatmap.query_labels) == 8
    assert_every_panel(kino)

    q5 = doc.scene.queries[4]
    point = canvas.data_to_viewport(q5.x, q5.y)
    QTest.mouseMove(canvas.viewport(), point)
    QTest.mouseClick(canvas.viewport(), Qt.MouseButton.RightButton, pos=point)
    settle()
    menu = kino.scene_edits.menu
    delete = [a for a in menu.actions() if a.text() == "Delete query q5"]
    assert delete and delete[0].isEnabled()
    delete[0].trigger()
    menu.close()
    settle()
    assert "q5" not in [q.label for q in doc.scene.queries]
    assert len(doc.scene.queries) == 7
    assert_every_panel(kino)
    undo(kino)
    assert [q.label for q in doc.scene.queries] == [f"q{n}" for n in range(1, 9)]
    assert_every_panel(kino)


def test_map_appears_once_when_a_second_query_is_added(kino):
    canvas = kino.canvas
    canvas.setFocus()
    press(canvas, Qt.Key.Key_Q)
    assert kino.panels["attention_map"].isVisible()
    kino.menus.panel_actions["attention_map"].trigger()  # View ▸ Attention map: hide it
    settle()
    assert not kino.panels["attention_map"].isVisible()
    press(canvas, Qt.Key.Key_Q)
    assert len(kino.document.scene.queries) == 3
    assert not kino.panels["attention_map"].isVisible()  # the lecturer's choice sticks
