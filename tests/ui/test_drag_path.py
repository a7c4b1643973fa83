"""The drag path: what is on screen after a drag, pacing of moves, and no work for what did
not change (issue 11); canvas labels and outlines that stay readable (issue 10)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QRegion
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.common.formatting import fmt
from app.common.painted import advance, changed_span, number_ink
from app.common.theme import DARK, LIGHT, Style, contrast_ratio
from kino_core import evaluate

from .conftest import drag, report_at_scale_factor_two
from .repaint_check import drag_and_compare

# -- what is on screen after a drag -----------------------------------------------------------


def test_a_drag_leaves_the_screen_exactly_as_a_fresh_render(no_rate_limit):
    report = drag_and_compare()
    assert report["ratio"] == 1.0
    assert report["undo_steps"] == 1  # one drag, one undo step
    assert report["differing"] == 0


def test_a_saturated_drag_that_skips_repaints_leaves_the_screen_as_a_fresh_render(no_rate_limit):
    """At d = 512 the chart, marker and swatch without scaling barely change: they are not
    repainted, and the screen must still be exactly what a fresh render paints."""
    report = drag_and_compare(saturated=True)
    assert report["d"] == 512
    assert report["differing"] == 0


def test_a_crowded_drag_with_the_map_leaves_the_screen_as_a_fresh_render(no_rate_limit):
    """8 queries x 12 keys with the attention map: its cells repaint only where a number or
    colour changed, and the screen is still exactly a fresh render."""
    report = drag_and_compare(crowded=True)
    assert report["map_cells"]  # the map was on screen and redrawn during the drag
    assert report["differing"] == 0


def test_a_heatmap_left_un_updated_fails_the_crowded_comparison(no_rate_limit):
    report = drag_and_compare(stale_view="heatmap", crowded=True)
    assert report["differing"] > 100


@pytest.mark.parametrize(
    "view", ["weights_scaled", "scores", "output", "formula", "readouts", "saturation"]
)
def test_a_panel_left_un_updated_fails_the_comparison(no_rate_limit, view):
    """The comparison sees a missed partial repaint: one panel drops its updates."""
    report = drag_and_compare(stale_view=view)
    assert report["differing"] > 100


AT_200_PERCENT = ("plain", "saturated", "crowded")
AT_200_PERCENT_GROUP = "drag-at-200-percent"


@pytest.fixture(scope="module")
def reports_at_200_percent(request, tmp_path_factory) -> dict:
    """The 200% drags the session runs, made one after the other in one process at
    QT_SCALE_FACTOR=2: one interpreter and Qt start instead of one per drag (each drag still
    builds its own windows, as in its own process)."""
    wanted = {
        item.callspec.params["variant"]
        for item in request.session.items
        if any(mark.args == (AT_200_PERCENT_GROUP,) for mark in item.iter_markers("xdist_group"))
    }
    variants = [variant for variant in AT_200_PERCENT if variant in wanted]
    folder = tmp_path_factory.mktemp("at-200-percent")
    args = ["-m", "tests.ui.repaint_check", "--each", *variants]
    reports, _warnings = report_at_scale_factor_two(folder, args, timeout=180 * len(variants))
    return reports


# One worker runs the three (make test's --dist loadgroup), so the process is started once.
@pytest.mark.xdist_group(AT_200_PERCENT_GROUP)
@pytest.mark.parametrize("variant", AT_200_PERCENT)
def test_a_drag_at_200_percent_leaves_the_screen_exactly_as_a_fresh_render(
    reports_at_200_percent, variant
):
    report = reports_at_200_percent[variant]
    assert report["ratio"] == 2.0
    assert report["shape"] == [1600, 2560]  # physical pixels
    assert report["differing"] == 0


# -- pacing: one evaluate-and-repaint per displayed frame, the last position kept -------------


def landing(canvas, start, end: QPoint) -> tuple[float, float]:
    """Where a drag from the vector at ``start`` released at ``end`` puts it: the mouse
    position plus the offset between the press pixel and the vector's centre."""
    press = canvas.viewport_to_data(canvas.data_to_viewport(*start))
    x, y = canvas.viewport_to_data(end)
    return x + start[0] - press[0], y + start[1] - press[1]


def press_and_move(canvas, start, points) -> QPoint:
    viewport = canvas.viewport()
    a = canvas.data_to_viewport(*start)
    QTest.mouseMove(viewport, a)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    point = a
    for x, y in points:
        point = canvas.data_to_viewport(x, y)
        QTest.mouseMove(viewport, point)
    return point


def test_moves_faster_than_the_screen_are_coalesced_and_the_release_lands_exactly(
    kino, monkeypatch
):
    from app.canvas import CanvasView

    monkeypatch.setattr(CanvasView, "frame_interval_ms", 1000.0)  # a very slow screen
    canvas, doc = kino.canvas, kino.document
    q = doc.scene.queries[0]
    before = canvas.evaluations
    path = [(q.x - 0.1 * i, q.y - 0.08 * i) for i in range(1, 21)]
    end = press_and_move(canvas, (q.x, q.y), path)
    # Twenty moves within one frame: only the first was evaluated, the rest wait.
    assert canvas.evaluations - before == 1
    QTest.mouseRelease(
        canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end
    )
    assert canvas.evaluations - before == 2  # the release applies the last position
    x, y = landing(canvas, (q.x, q.y), end)
    moved = doc.scene.queries[0]
    assert (moved.x, moved.y) == (pytest.approx(x, abs=1e-9), pytest.approx(y, abs=1e-9))
    assert doc.undo_stack.count() == 1
    # What the panels show is the landed scene.
    expected = evaluate(doc.scene)
    assert kino.panels["weights"].scaled.heights() == pytest.approx(
        expected.weights_scaled[0], abs=1e-12
    )


def test_a_waiting_move_is_applied_at_the_next_frame_without_more_mouse_events(
    alone, qtbot, monkeypatch
):
    from app.canvas import CanvasView

    monkeypatch.setattr(CanvasView, "frame_interval_ms", 40.0)
    canvas, doc = alone("canvas")
    q = doc.scene.queries[0]
    end = press_and_move(canvas, (q.x, q.y), [(q.x - 0.3, q.y), (q.x - 0.6, q.y - 0.2)])
    x, y = landing(canvas, (q.x, q.y), end)
    # The mouse rests: within a frame or two the query is where it rests, button still down.
    qtbot.waitUntil(lambda: doc.scene.queries[0].x == pytest.approx(x, abs=1e-9), timeout=1000)
    assert doc.scene.queries[0].y == pytest.approx(y, abs=1e-9)
    QTest.mouseRelease(
        canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end
    )
    assert doc.undo_stack.count() == 1


def test_mid_drag_moves_bypass_pyqtgraphs_scene_and_land_where_its_release_does(alone):
    """Once a vector is held, a move goes straight to the drag (pyqtgraph's scene handler and
    its signals are skipped), and lands exactly where pyqtgraph's own release at the same
    point puts the vector, at fractional mouse positions too (a 200% screen has them)."""
    from PySide6.QtGui import QMouseEvent

    canvas, doc = alone("canvas")
    viewport = canvas.viewport()
    scene_moves = []
    canvas.scene().sigMouseMoved.connect(scene_moves.append)
    q = doc.scene.queries[0]
    start = canvas.data_to_viewport(q.x, q.y)
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    # The first move starts pyqtgraph's drag (it keeps the drag's state until the release).
    QTest.mouseMove(viewport, start + QPoint(12, -7))
    assert canvas.evaluations == 1
    scene_moves.clear()

    def move(kind, point):
        buttons = Qt.MouseButton.LeftButton if kind == QEvent.Type.MouseMove else Qt.NoButton
        event = QMouseEvent(
            kind,
            point,
            viewport.mapToGlobal(point),
            Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, event)

    for i in range(1, 6):
        move(QEvent.Type.MouseMove, QPointF(start) + QPointF(12.5 + 9.25 * i, -7.75 - 4.5 * i))
    assert canvas.evaluations == 6  # every move applied (the tests' frame interval is 0)
    assert scene_moves == []  # none went through pyqtgraph's scene
    held = doc.scene.queries[0]
    assert (held.x, held.y) != (q.x, q.y)
    # The release at the last point goes through pyqtgraph: the vector does not move.
    move(QEvent.Type.MouseButtonRelease, QPointF(start) + QPointF(12.5 + 9.25 * 5, -7.75 - 22.5))
    released = doc.scene.queries[0]
    assert (released.x, released.y) == (held.x, held.y)
    assert doc.undo_stack.count() == 1


def test_the_canvas_paces_to_its_screen_by_default(alone):
    from app.canvas import CanvasView

    assert CanvasView.frame_interval_ms == 0.0  # the test fixture's setting
    canvas, _document = alone("canvas")
    canvas.frame_interval_ms = None
    rate = canvas.screen().refreshRate()
    assert canvas.applied_frame_interval_ms() == pytest.approx(1000.0 / rate)


# -- no work for what did not change --------------------------------------------------------------


def test_a_drag_does_not_touch_the_d_control(kino, monkeypatch):
    spin = kino.toolbar.d_control.spin
    calls = []
    original = spin.setValue
    monkeypatch.setattr(spin, "setValue", lambda value: (calls.append(value), original(value)))
    q = kino.document.scene.queries[0]
    drag(kino.canvas, (q.x, q.y), (-1.0, 1.5), steps=10)
    assert calls == []
    kino.document.set_d(64)
    assert calls == [64] and spin.value() == 64


def test_a_hidden_attention_map_skips_redraws_and_catches_up_when_shown(kino):
    kino.layout.set_panel_visible("attention_map", False)
    QApplication.processEvents()
    heatmap = kino.panels["attention_map"].heatmap
    before = heatmap.redraws
    q = kino.document.scene.queries[0]
    drag(kino.canvas, (q.x, q.y), (-1.0, 1.5), steps=10)
    assert heatmap.redraws == before
    kino.layout.set_panel_visible("attention_map", True)
    QApplication.processEvents()
    assert heatmap.redraws > before
    expected = evaluate(kino.document.scene).weights_scaled
    assert heatmap.weights["scaled"] == pytest.approx(expected, abs=1e-12)


def test_a_drag_translates_the_scores_headers_once_and_they_follow_the_language(kino, monkeypatch):
    """The scores table asks for its headers several times a move (to fit its text and for
    its cached layer): they are translated once per language and query, not on every move."""
    import app.panels.scores as scores_module

    table = kino.panels["scores"]
    calls = []
    original = scores_module.translate_noop_text
    monkeypatch.setattr(
        scores_module,
        "translate_noop_text",
        lambda context, text: (calls.append(text), original(context, text))[1],
    )
    table.headers()  # settles the cache for this language
    calls.clear()
    q = kino.document.scene.queries[0]
    drag(kino.canvas, (q.x, q.y), (-1.0, 1.5), steps=10)
    QApplication.processEvents()
    assert calls == []
    assert table.headers()[1] == "canvas part"
    from app.common.i18n import install_language

    install_language("de")
    try:
        assert table.headers()[1] == original("ScoresTable", "canvas part") != "canvas part"
    finally:
        install_language("en")
    assert table.headers()[1] == "canvas part"


def test_a_drag_chooses_the_weight_charts_titles_once_and_they_follow_the_language(
    kino, monkeypatch
):
    """Each chart picks the longest title that fits on every redraw; its words are
    translated once per language, weighting, query shown and width, not on every move."""
    from app.common.i18n import install_language
    from app.panels.weights import WeightsChart

    calls = []
    words = WeightsChart.title_words
    monkeypatch.setattr(
        WeightsChart, "title_words", lambda chart: (calls.append(1), words(chart))[1]
    )
    chart = kino.panels["weights"].scaled
    english = chart.title_shown()[0]
    q = kino.document.scene.queries[0]
    drag(kino.canvas, (q.x, q.y), (-1.0, 1.5), steps=10)
    QApplication.processEvents()
    assert calls == []
    install_language("de")
    try:
        kino.style.apply_style(kino.style.ui_style)  # what View ▸ Language does after installing
        QApplication.processEvents()
        assert chart.title_shown()[0] == "Gewichte, skaliert mit 1/√d"
        assert calls  # the new language's words were looked up
    finally:
        install_language("en")
    kino.style.apply_style(kino.style.ui_style)
    QApplication.processEvents()
    assert chart.title_shown()[0] == english


def test_a_move_repaints_only_what_changed(kino, qtbot):
    """The charts' static layers are not rebuilt on a move, and the canvas's background is
    drawn once; the weights still follow every move."""
    QApplication.processEvents()
    charts = (
        kino.panels["weights"].unscaled,
        kino.panels["weights"].scaled,
        kino.panels["saturation"],
    )
    builds = [chart.static_builds for chart in charts]
    background = kino.canvas.background_builds
    q = kino.document.scene.queries[0]
    drag(kino.canvas, (q.x, q.y), (-1.0, 1.5), steps=10)
    QApplication.processEvents()
    assert [chart.static_builds for chart in charts] == builds
    assert kino.canvas.background_builds == background
    expected = evaluate(kino.document.scene)
    assert kino.panels["weights"].unscaled.heights() == pytest.approx(expected.weights_unscaled[0])


class PaintCounter(QObject):
    """Counts the paint events a widget gets."""

    def __init__(self, widget) -> None:
        super().__init__()
        self.paints = 0
        widget.installEventFilter(self)

    def eventFilter(self, _watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_a_saturated_chart_is_not_repainted_while_its_bars_stay_put(kino, no_rate_limit):
    """At d = 512 the weights without scaling round to the same bar tops and numbers on
    every move of a small drag: that chart, its marker and swatch are not repainted, while
    the scaled chart follows each move; both still read the exact weights."""
    kino.document.set_d(512)
    QApplication.processEvents()
    unscaled, scaled = (
        PaintCounter(kino.panels["weights"].unscaled),
        PaintCounter(kino.panels["weights"].scaled),
    )
    q = kino.document.scene.queries[0]
    tops = [kino.panels["weights"].unscaled.bar_rect(i).top() for i in range(4)]
    viewport = kino.canvas.viewport()
    start = kino.canvas.data_to_viewport(q.x, q.y)
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 13):
        QTest.mouseMove(viewport, QPoint(start.x() + 3 * step, start.y() - 2 * step))
        QApplication.processEvents()
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.processEvents()
    result = evaluate(kino.document.scene)
    assert result.weights_unscaled[0].max() > 0.999  # saturated, as the lesson says
    assert [kino.panels["weights"].unscaled.bar_rect(i).top() for i in range(4)] == tops
    assert unscaled.paints == 0
    assert scaled.paints >= 6
    assert kino.panels["weights"].unscaled.heights() == pytest.approx(result.weights_unscaled[0])
    assert kino.panels["weights"].scaled.heights() == pytest.approx(result.weights_scaled[0])


def test_a_drag_never_hands_a_copy_of_a_cached_layer_to_qts_threads(kino, monkeypatch):
    """At 1600x1000 the scores table's changed numbers lay a region of a dozen rectangles over
    four rows; one copy of their bounding box under that clip cut into ~300 scan-line pieces,
    and Qt handed it to its thread pool (a sixth of a move's wall time on a busy machine was
    spent waiting for it). Every copy a paint makes from a cached layer stays under
    PARALLEL_SPANS pieces of its region, and the panels still repaint on each move."""
    import app.common.painted as painted
    import app.panels.output as output_module
    import app.panels.readouts as readouts_module
    import app.panels.scores as scores_module

    pieces: list[int] = []
    region_now: list = []
    blit_region, blit = painted.blit_region, painted.blit

    def region_spy(painter, pixmap, region):
        region_now[:] = [pixmap.devicePixelRatio(), list(region)]
        blit_region(painter, pixmap, region)

    def blit_spy(painter, pixmap, rect):
        ratio, rects = region_now or (pixmap.devicePixelRatio(), [])
        if painter.hasClipping():  # the paint's region as cut by the painter's own clip
            clipped = QRegion()
            for r in rects:
                clipped = clipped.united(QRegion(r).intersected(painter.clipRegion()))
            rects = list(clipped)
        if len(rects) > 1:  # a clip of one rectangle is Qt's plain copy, never threaded
            copy = QRectF(rect).adjusted(0, 0, 1 / ratio, 1 / ratio)  # blit's extra device row
            pieces.append(
                sum(
                    round(QRectF(r).intersected(copy).height() * ratio)
                    for r in rects
                    if QRectF(r).intersects(copy)
                )
            )
        blit(painter, pixmap, rect)

    for module in (painted, scores_module, readouts_module, output_module):
        monkeypatch.setattr(module, "blit_region", region_spy)
    monkeypatch.setattr(painted, "blit", blit_spy)
    scores = PaintCounter(kino.panels["scores"])
    q = kino.document.scene.queries[0]
    viewport = kino.canvas.viewport()
    start = kino.canvas.data_to_viewport(q.x, q.y)
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 25):
        QTest.mouseMove(viewport, QPoint(start.x() + 7 * step, start.y() + 3 * step))
        QApplication.processEvents()
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.processEvents()
    assert scores.paints >= 20  # the table followed the drag
    assert pieces  # copies under a region of several rectangles were made
    assert max(pieces) < painted.PARALLEL_SPANS, sorted(pieces)[-5:]


def test_a_crowded_drag_repaints_map_cells_but_not_its_colour_bar_or_titles(kino, monkeypatch):
    """8 x 12 with the attention map: a move repaints the cells whose weight changed, and
    draws nothing of the map the paint does not reach: the colour bar (a fill per pixel row)
    and the titles above the cells are left as they are (Qt would clip them away, after
    their Python and text layout)."""
    from app.panels.attention_map.colour_bar import ColourBar
    from app.panels.attention_map.geometry import heatmap_title

    from .repaint_check import crowded_scene

    kino.document.reset(crowded_scene())
    kino.layout.set_panel_visible("attention_map", True)
    QApplication.processEvents()
    heatmap = kino.panels["attention_map"].heatmap
    heatmap.grab()  # one full paint: every part of the map drawn
    bars, texts = [], []
    paint_bar = ColourBar.paint
    monkeypatch.setattr(
        ColourBar, "paint", lambda bar, *args: (bars.append(1), paint_bar(bar, *args))[1]
    )
    draw_text = heatmap.draw_text
    monkeypatch.setattr(
        heatmap,
        "draw_text",
        lambda painter, rect, align, text, full="": (
            texts.append(full or text),
            draw_text(painter, rect, align, text, full),
        )[1],
    )
    cells = PaintCounter(heatmap)
    key = kino.document.scene.keys[1]
    viewport = kino.canvas.viewport()
    start = kino.canvas.data_to_viewport(key.x, key.y)
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QApplication.processEvents()
    bars.clear()
    texts.clear()
    for step in range(1, 16):
        QTest.mouseMove(viewport, QPoint(start.x() - 6 * step, start.y() + 5 * step))
        QApplication.processEvents()
    assert cells.paints >= 10  # the map followed the drag
    assert bars == []
    assert texts  # the changed cells' numbers were drawn
    assert not {heatmap_title("unscaled"), heatmap_title("scaled")} & set(texts)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.processEvents()
    expected = evaluate(kino.document.scene).weights_scaled
    assert heatmap.weights["scaled"] == pytest.approx(expected, abs=1e-12)
    kino.document.mark_saved()


def test_a_drag_back_over_its_path_fits_the_scores_table_no_more(kino, monkeypatch):
    """The table's text size is worked out per shape of its numbers (a canvas part changes
    sign, a score gains a digit): a drag back and forth over one path fits it while the
    shapes are new, and not again when they come back; the numbers still follow the drag."""
    from app.panels.scores import ScoresTable

    fits = []
    fit = ScoresTable.fit_text_size
    monkeypatch.setattr(ScoresTable, "fit_text_size", lambda table: (fits.append(1), fit(table))[1])
    canvas, q = kino.canvas, kino.document.scene.queries[0]
    viewport = canvas.viewport()
    start = canvas.data_to_viewport(q.x, q.y)
    # Through the origin and out the other side: the canvas parts change sign.
    path = [canvas.data_to_viewport(1.5 - 0.25 * i, 1.2 - 0.2 * i) for i in range(13)]
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    rounds = []
    for _round in range(3):
        fits.clear()
        for point in (*path, *reversed(path)):
            QTest.mouseMove(viewport, point)
            QApplication.processEvents()
        rounds.append(len(fits))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.processEvents()
    assert rounds[0] > 0  # the path's shapes were new
    assert rounds[1:] == [0, 0]
    table = kino.panels["scores"]
    result = evaluate(kino.document.scene)
    assert table.rows[0][4] == fmt(float(result.scores[0, 0]))


def test_a_changed_number_repaints_only_its_changed_digits(kino):
    """Two numbers of one shape differ in their last digits: only those digits' ink (and
    2 px of antialiasing) is repainted; numbers of different shapes repaint the wider ink."""
    metrics = kino.style.ui_style.metrics(1.0, mono=True)
    digit = metrics.horizontalAdvance("0")
    cell = QRectF(100.0, 10.0, 200.0, 20.0)
    assert changed_span("−23.89", "−23.91", metrics) == pytest.approx(
        (metrics.horizontalAdvance("−23."), metrics.horizontalAdvance("−23.91"))
    )
    assert changed_span("0.40", "0.40", metrics) == (0.0, 0.0)
    assert changed_span("9.99", "10.00", metrics) is None
    assert changed_span("0.5", "−0.5", metrics) is None
    last_two = number_ink(cell, "−23.89", "−23.91", metrics)
    assert last_two.width() <= 2 * digit + 6
    assert last_two.right() >= cell.right()
    assert (last_two.top(), last_two.height()) == (10, 20)
    wider = number_ink(cell, "9.99", "10.00", metrics)
    assert wider.width() >= metrics.horizontalAdvance("10.00")
    assert wider.left() <= cell.right() - metrics.horizontalAdvance("10.00")


def test_a_text_advance_is_measured_once_per_metrics_and_text(kino):
    """A drag measures the same prefixes of the same numbers on every move: each is measured
    once per metrics (the font's own measure, unchanged), and another font measures afresh."""

    class CountingMetrics:
        def __init__(self, metrics) -> None:
            self.metrics, self.calls = metrics, 0

        def horizontalAdvance(self, text: str) -> float:  # noqa: N802 - Qt's name
            self.calls += 1
            return self.metrics.horizontalAdvance(text)

    small = CountingMetrics(kino.style.ui_style.metrics(1.0, mono=True))
    large = CountingMetrics(kino.style.ui_style.metrics(2.0, mono=True))
    for _ in range(3):
        assert advance(small, "−23.9") == small.metrics.horizontalAdvance("−23.9")
        assert advance(large, "−23.9") == large.metrics.horizontalAdvance("−23.9")
    assert (small.calls, large.calls) == (1, 1)
    assert advance(large, "−23.9") > advance(small, "−23.9")
    cell = QRectF(100.0, 10.0, 200.0, 20.0)
    for _ in range(3):
        number_ink(cell, "−23.89", "−23.91", small)
    assert small.calls == 3  # "−23.", "−23.91" and ("−23.9" known): then nothing new


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_shaft_pens_are_sized_in_data_units_so_the_dirty_region_is_the_arrow(alone, scale):
    style = Style(theme=LIGHT, scale=scale)
    canvas, _document = alone("canvas", style=style)
    for slot in range(len(canvas.handles)):
        assert not canvas.shaft_pen_is_cosmetic(slot)
        # The width on screen is the style's, in logical pixels.
        kind = canvas.handles[slot].kind
        assert canvas.shaft_width_px(slot) == pytest.approx(
            style.pen_width(3.0 if kind == "query" else 2.2)
        )
        # The item's bounding rect (what Qt repaints) hugs the line: a few pixels, not 177.
        assert canvas.shaft_repaint_margin_px(slot) < 4 * canvas.shaft_width_px(slot)


# -- canvas labels: free of each other, of dots and heads, inside the frame ----------------------


def overlaps(a: QRectF, b: QRectF) -> bool:
    inter = a.intersected(b)
    return inter.width() > 0.5 and inter.height() > 0.5


PRESETS = [
    "four-keys",
    "two-keys-tied",
    "long-query",
    "saturation-d512",
    "translation",
    "translation-matrix",
]


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("preset", PRESETS)
def test_canvas_labels_collide_with_nothing_and_stay_in_the_frame(kino, preset, scale):
    """At the window size a screen of 1280x720 logical pixels gives at this scale (a 1080p
    projector at 150%): the canvas is as big as the layout makes it there."""
    kino.files.load_preset(preset)
    kino.preferences.set_scale(scale)
    kino.window.resize(round(1280 * scale), round(720 * scale))
    QApplication.processEvents()
    QApplication.processEvents()
    canvas = kino.canvas
    frame = canvas.frame_rect()
    labels = canvas.label_rects()
    scene = kino.document.scene
    assert [text for text, _ in labels] == [v.label for v in (*scene.queries, *scene.keys)]
    dots = []
    for handle in canvas.handles:
        centre = canvas.data_to_viewport(*canvas.position_of(handle.kind, handle.index))
        r = handle.radius
        dots.append(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r))
    for i, (text, rect) in enumerate(labels):
        assert frame.contains(rect), (preset, scale, text, rect, frame)
        for other_text, other in labels[i + 1 :]:
            assert not overlaps(rect, other), (preset, scale, text, other_text)
        for index, dot in enumerate(dots):
            assert not overlaps(rect, dot), (preset, scale, text, index)


def test_the_frame_leaves_space_for_the_selection_ring_at_the_corner(kino):
    for scale in (1.0, 1.5, 3.0):
        kino.preferences.set_scale(scale)
        kino.document.move_selected_to(3.0, -3.0)  # the query, in a corner
        QApplication.processEvents()
        canvas = kino.canvas
        centre = canvas.data_to_viewport(3.0, -3.0)
        r = canvas.ring_radius_px()
        ring = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
        assert canvas.frame_rect().contains(ring), (scale, ring, canvas.frame_rect())


def test_strokes_and_dots_scale_with_the_ui_scale(kino):
    canvas = kino.canvas
    sizes = {}
    for scale in (1.0, 2.0):
        kino.preferences.set_scale(scale)
        QApplication.processEvents()
        sizes[scale] = (canvas.shaft_width_px(1), canvas.handles[1].radius, canvas.dot_scale())
        assert canvas.shaft_width_px(1) >= 2 * scale  # arrows at least 2 logical px
    assert sizes[2.0][0] == pytest.approx(2 * sizes[1.0][0])
    # Dots follow the scale up to what the canvas holds (a key at most DOT_SHARE units wide).
    assert sizes[1.0][2] == 1.0 and 1.5 < sizes[2.0][2] <= 2.0
    assert sizes[2.0][1] == pytest.approx(sizes[2.0][2] * sizes[1.0][1])


# -- outlines: every key mark stands out from the background (3:1) -------------------------------


def test_light_key_colours_get_a_casing_with_3_to_1_contrast(alone):
    """A yellow key on the light theme: its arrow gets a dark casing, its dot, bar and chip
    an outline, each at least 3:1 against the background (WCAG 1.4.11)."""
    canvas, document = alone("canvas", style=Style(theme=DARK, scale=1.0))
    canvas.apply_style(Style(theme=LIGHT, scale=1.0))
    document.edit_key(0, color="#F0E442")  # Okabe-Ito yellow: 1.2:1 on white
    QApplication.processEvents()
    assert contrast_ratio("#F0E442", LIGHT.background) < 3.0
    slot = len(document.scene.queries)  # key 0's slot comes after the queries
    casing = canvas.casing_of(slot)
    assert casing is not None and contrast_ratio(casing, LIGHT.background) >= 3.0
    # On screen: dark pixels right beside the yellow shaft.
    key = document.scene.keys[0]
    image = canvas.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    mid = canvas.data_to_viewport(key.x / 2, key.y / 2)
    column = [
        image.pixelColor(round(mid.x() * ratio), round((mid.y() + dy) * ratio)).name()
        for dy in range(-6, 7)
    ]
    assert any(contrast_ratio(c, LIGHT.background) >= 3.0 for c in column), column
    # Dots and bars are outlined in the text colour.
    assert contrast_ratio(canvas.handles[slot].pen.color().name(), LIGHT.background) >= 3.0
    assert contrast_ratio(LIGHT.text, LIGHT.background) >= 3.0
    # A dark key needs no casing.
    document.edit_key(0, color="#0072B2")
    QApplication.processEvents()
    assert canvas.casing_of(slot) is None


def test_chart_texts_never_overlap_or_leave_the_chart(kino):
    kino.lecture.open_lesson(ask=False)
    kino.lecture.go_to(7, animate=False)
    for scale in (1.0, 1.5, 2.0, 3.0):
        kino.preferences.set_scale(scale)
        QApplication.processEvents()
        for chart in (
            kino.panels["weights"].unscaled,
            kino.panels["weights"].scaled,
            kino.panels["saturation"],
        ):
            if not chart.isVisible():
                continue
            bounds = QRectF(chart.rect())
            texts = chart.text_rects()
            for i, (text, rect) in enumerate(texts):
                assert bounds.contains(rect), (scale, chart, text, rect)
                for other_text, other in texts[i + 1 :]:
                    assert not overlaps(rect, other), (scale, chart, text, other_text)
            # Bars are never dropped, whatever the size.
            if hasattr(chart, "heights"):
                assert len(chart.heights()) == len(kino.document.scene.keys)
                assert chart.plot_rect().height() >= 1


# Sizes the saturation panel gets in the window, from the full layout to a narrow column.
@pytest.mark.parametrize("size", [(520, 300), (380, 220)])
def test_saturation_key_never_covers_a_curve_or_marker(alone, size):
    saturation, document = alone("saturation", size=size)
    document.set_d(512)
    saturation.load_curves(len(document.scene.keys))
    QApplication.processEvents()
    plot = saturation.plot_rect()
    assert saturation.text_rects()  # the key is drawn
    for _text, rect in saturation.text_rects():
        assert not overlaps(rect, plot) or rect.bottom() <= plot.top()
    for series in ("unscaled", "scaled"):
        marker = saturation.marker_rect(series)
        for _text, rect in saturation.text_rects():
            assert not overlaps(rect, marker)
    assert math.isfinite(plot.height())


@pytest.mark.parametrize(
    ("size", "scale", "presenting"), [((1024, 640), 1.0, False), ((960, 540), 2.0, True)]
)
def test_formula_and_readouts_texts_stay_whole_when_squeezed(kino, size, scale, presenting):
    """At 1024x640, and presenting the saturation step on 1080p at 200% (960x540 logical):
    every readout row and formula part shown is painted whole inside its panel, none on
    another, and no panel is laid over the readouts (a squeezed readouts panel shrinks its
    text, then leaves out whole rows)."""
    if presenting:
        kino.lecture.open_lesson(ask=False)
        kino.lecture.go_to(7, animate=False)  # saturation at d = 512: readouts shown
        kino.presentation.enter(full_screen=False, scale=scale)
        kino.window.setMinimumSize(1, 1)
    else:
        kino.preferences.set_scale(scale)
        for name in ("scores", "weights", "output", "readouts", "saturation", "formula"):
            kino.layout.set_panel_visible(name, True)
    kino.window.resize(*size)
    QApplication.processEvents()
    QApplication.processEvents()
    QApplication.processEvents()
    for panel in (kino.panels["readouts"], kino.panels["formula"]):
        if not panel.isVisible():
            continue
        panel.grab()  # paint once, so the formula has recorded what it drew
        bounds = QRectF(panel.rect()).adjusted(-0.5, -0.5, 0.5, 0.5)
        texts = panel.text_rects()
        assert texts, panel
        for i, (text, rect) in enumerate(texts):
            assert bounds.contains(rect), (size, scale, panel, text, rect, bounds)
            for other_text, other in texts[i + 1 :]:
                assert not overlaps(rect, other), (size, scale, text, other_text)
    if kino.panels["readouts"].isVisible():
        # The first readout is always there; rows that do not fit are left out whole.
        shown = {text for text, _rect in kino.panels["readouts"].text_rects()}
        assert "largest weight" in shown

    # No panel is laid over the readouts (a fixed height would have pushed it under the next).
    def on_window(widget) -> QRectF:
        return QRectF(widget.mapTo(kino.window, widget.rect().topLeft()), widget.size().toSizeF())

    readouts = on_window(kino.panels["readouts"])
    for other in (kino.panels["saturation"], kino.panels["formula"], kino.panels["weights"]):
        if other.isVisible():
            assert not overlaps(readouts, on_window(other)), (size, scale, other)
