"""The simulator window, driven like a user: real mouse events on the canvas, real key presses."""

from __future__ import annotations

import math

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.common.formatting import fmt_list
from app.panels.d_control import d_to_slider, slider_to_d
from kino_core import evaluate
from kino_core.scene import rgb_to_hex

from .conftest import double_click, drag


def assert_panels_show(kino) -> None:
    """Every panel shows what kino_core computes for the document's scene (independently
    re-evaluated here, not read back from the document's cached result)."""
    doc = kino.document
    result = evaluate(doc.scene)
    q = doc.selected_query
    np.testing.assert_allclose(
        kino.panels["weights"].unscaled.heights(), result.weights_unscaled[q], atol=1e-9, rtol=0
    )
    np.testing.assert_allclose(
        kino.panels["weights"].scaled.heights(), result.weights_scaled[q], atol=1e-9, rtol=0
    )
    assert kino.panels["output"].swatch_hex("unscaled") == rgb_to_hex(result.output_unscaled[q])
    assert kino.panels["output"].swatch_hex("scaled") == rgb_to_hex(result.output_scaled[q])
    text = kino.panels["formula"].plain_text()
    assert fmt_list(result.weights_scaled[q]) in text
    assert fmt_list(result.scores[q]) in text
    assert f"√{doc.scene.d}" in text
    labels = [row[0] for row in kino.panels["scores"].rows]
    assert labels == [k.label for k in doc.scene.keys]
    assert kino.panels["weights"].scaled.value_texts() == [
        f"{w:.2f}" for w in result.weights_scaled[q]
    ]


def test_default_scene_is_the_lessons_example(kino, qtbot):
    # Once on screen the window loads the saturation curves for the scene's number of keys.
    qtbot.waitUntil(lambda: kino.panels["saturation"].curve_keys == 4, timeout=3000)
    scene = kino.document.scene
    assert [k.label for k in scene.keys] == ["A", "B", "C", "D"]
    assert scene.d == 2
    directions = {round(math.degrees(math.atan2(k.y, k.x))) % 360 for k in scene.keys}
    assert directions == {0, 90, 180, 270}
    assert kino.window.windowTitle().startswith("kino — ")
    assert_panels_show(kino)


def test_dragging_the_query_updates_every_panel(kino):
    canvas = kino.canvas
    before = kino.document.scene.queries[0]
    drag(canvas, (before.x, before.y), (-1.0, 2.0))
    q = kino.document.scene.queries[0]
    assert q.x == pytest.approx(-1.0, abs=0.05)
    assert q.y == pytest.approx(2.0, abs=0.05)
    assert_panels_show(kino)
    # The key B (0, 2) now wins: the query points along it.
    heights = kino.panels["weights"].unscaled.heights()
    assert int(np.argmax(heights)) == 1


def test_dragging_a_key_updates_every_panel(kino):
    key_c = kino.document.scene.keys[2]
    drag(kino.canvas, (key_c.x, key_c.y), (1.2, 1.4))
    moved = kino.document.scene.keys[2]
    assert (moved.x, moved.y) == (pytest.approx(1.2, abs=0.05), pytest.approx(1.4, abs=0.05))
    assert kino.document.selection.kind == "key"
    assert_panels_show(kino)


def test_bars_redraw_on_every_mouse_move_of_a_drag(kino):
    canvas = kino.canvas
    q = kino.document.scene.queries[0]
    before = kino.panels["weights"].scaled.redraws
    drag(canvas, (q.x, q.y), (-2.0, -1.0), steps=12)
    # One redraw per move (12) plus press/selection; never only at release.
    assert kino.panels["weights"].scaled.redraws - before >= 12


def test_drag_clamps_to_the_canvas(alone):
    canvas, document = alone("canvas")
    q = document.scene.queries[0]
    drag(canvas, (q.x, q.y), (3.2, 3.2))
    q = document.scene.queries[0]
    assert abs(q.x) <= 3.0 and abs(q.y) <= 3.0
    assert (q.x, q.y) == pytest.approx((3.0, 3.0), abs=0.05)  # it went as far as it could


def test_drag_on_empty_canvas_changes_nothing(alone):
    canvas, document = alone("canvas")
    scene = document.scene
    view_range = canvas.view_box.viewRange()
    drag(canvas, (-2.5, 2.5), (-0.5, 0.5))
    assert document.scene == scene
    assert canvas.view_box.viewRange() == view_range
    assert document.undo_stack.count() == 0


def test_one_drag_is_one_undo_step(kino):
    q = kino.document.scene.queries[0]
    start = (q.x, q.y)
    drag(kino.canvas, start, (-1.0, -1.0), steps=10)
    assert kino.document.undo_stack.count() == 1
    kino.document.undo_stack.undo()
    q = kino.document.scene.queries[0]
    assert (q.x, q.y) == start
    assert_panels_show(kino)


def test_keyboard_tab_arrows_turn_and_d(kino):
    canvas = kino.canvas
    canvas.setFocus()
    doc = kino.document
    assert doc.selection.kind == "query"
    QTest.keyClick(canvas, Qt.Key.Key_Tab)
    assert (doc.selection.kind, doc.selection.index) == ("key", 0)
    QTest.keyClick(canvas, Qt.Key.Key_Backtab)
    assert (doc.selection.kind, doc.selection.index) == ("query", 0)

    q0 = doc.scene.queries[0]
    QTest.keyClick(canvas, Qt.Key.Key_Left)
    QTest.keyClick(canvas, Qt.Key.Key_Up, Qt.KeyboardModifier.ShiftModifier)
    q1 = doc.scene.queries[0]
    assert q1.x == pytest.approx(q0.x - 0.1, abs=1e-12)
    assert q1.y == pytest.approx(q0.y + 0.01, abs=1e-12)
    assert_panels_show(kino)

    QTest.keyClick(canvas, Qt.Key.Key_BracketRight)
    q2 = doc.scene.queries[0]
    turned = math.degrees(math.atan2(q2.y, q2.x) - math.atan2(q1.y, q1.x))
    assert turned == pytest.approx(5.0, abs=1e-9)
    assert math.hypot(q2.x, q2.y) == pytest.approx(math.hypot(q1.x, q1.y), abs=1e-12)
    QTest.keyClick(canvas, Qt.Key.Key_BracketLeft)
    QTest.keyClick(canvas, Qt.Key.Key_BracketLeft)
    q3 = doc.scene.queries[0]
    assert math.degrees(math.atan2(q3.y, q3.x) - math.atan2(q1.y, q1.x)) == pytest.approx(
        -5.0, abs=1e-9
    )
    assert_panels_show(kino)

    QTest.keyClick(canvas, Qt.Key.Key_Plus)
    assert doc.scene.d == 4
    QTest.keyClick(canvas, Qt.Key.Key_Plus)
    assert doc.scene.d == 8
    QTest.keyClick(canvas, Qt.Key.Key_Minus)
    assert doc.scene.d == 4
    assert kino.toolbar.d_control.spin.value() == 4
    assert_panels_show(kino)


def test_slider_maps_positions_to_d():
    assert slider_to_d(0) == 2
    for power in range(1, 13):
        assert slider_to_d(d_to_slider(2**power)) == 2**power
    assert slider_to_d(d_to_slider(4096)) == 4096
    positions = range(0, d_to_slider(4096) + 1)
    ds = [slider_to_d(p) for p in positions]
    assert ds == sorted(ds) and min(ds) == 2 and max(ds) == 4096


def test_slider_from_2_to_512_saturates_unscaled_only(kino, qtbot):
    slider = kino.toolbar.d_control.slider
    slider.setFocus()
    assert kino.document.scene.d == 2
    # Walk the slider the way a user drags it: every position on the way.
    for position in range(slider.value(), d_to_slider(512) + 1, 5):
        slider.setValue(position)
    slider.setValue(d_to_slider(512))
    scene = kino.document.scene
    assert scene.d == 512
    result = evaluate(scene)
    assert result.weights_unscaled[0].max() > 0.9
    assert result.weights_scaled[0].max() < 0.8
    assert kino.panels["weights"].unscaled.heights().max() > 0.9
    assert kino.panels["weights"].scaled.heights().max() < 0.8
    assert kino.toolbar.d_control.spin.value() == 512
    assert_panels_show(kino)
    # The whole slider gesture is one undo step.
    kino.document.undo_stack.undo()
    assert kino.document.scene.d == 2


def test_spinbox_sets_any_integer_d(kino):
    spin = kino.toolbar.d_control.spin
    spin.setFocus()
    spin.selectAll()
    QTest.keyClicks(spin, "300")
    QTest.keyClick(spin, Qt.Key.Key_Return)
    assert kino.document.scene.d == 300
    assert_panels_show(kino)


def test_reroll_changes_hidden_part(kino):
    kino.document.set_d(64)
    hidden_before = evaluate(kino.document.scene).scores_hidden.copy()
    QTest.mouseClick(kino.toolbar.reroll_button, Qt.MouseButton.LeftButton)
    hidden_after = evaluate(kino.document.scene).scores_hidden
    assert not np.allclose(hidden_before, hidden_after)
    assert_panels_show(kino)


def test_add_key_by_button_and_double_click(kino):
    QTest.mouseClick(kino.toolbar.add_key_button, Qt.MouseButton.LeftButton)
    assert len(kino.document.scene.keys) == 5
    assert kino.document.scene.keys[4].label == "E"
    double_click(kino.canvas, (-1.5, -1.5))
    keys = kino.document.scene.keys
    assert len(keys) == 6
    assert (keys[5].x, keys[5].y) == (pytest.approx(-1.5, abs=0.05), pytest.approx(-1.5, abs=0.05))
    assert len(kino.panels["weights"].scaled.heights()) == 6
    assert len(kino.panels["scores"].rows) == 6
    assert_panels_show(kino)


def test_delete_key_with_the_delete_key(kino):
    canvas = kino.canvas
    canvas.setFocus()
    QTest.keyClick(canvas, Qt.Key.Key_Tab)  # key A
    QTest.keyClick(canvas, Qt.Key.Key_Delete)
    assert [k.label for k in kino.document.scene.keys] == ["B", "C", "D"]
    assert len(kino.panels["weights"].unscaled.heights()) == 3
    assert_panels_show(kino)


def test_context_menu_on_a_key_deletes_it(kino, qtbot):
    key_b = kino.document.scene.keys[1]
    point = kino.canvas.data_to_viewport(key_b.x, key_b.y)
    QTest.mouseMove(kino.canvas.viewport(), point)
    QTest.mouseClick(
        kino.canvas.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, point
    )
    menu = kino.scene_edits.menu
    delete = [a for a in menu.actions() if a.text().startswith("Delete key B")]
    assert delete
    delete[0].trigger()
    menu.close()
    assert [k.label for k in kino.document.scene.keys] == ["A", "C", "D"]
    assert_panels_show(kino)


def test_recolour_and_rename_update_every_panel(kino):
    kino.document.edit_key(0, label="cat", color="#0072B2")
    key = kino.document.scene.keys[0]
    assert (key.label, key.color) == ("cat", "#0072B2")
    assert kino.panels["scores"].rows[0][0] == "cat"
    assert kino.panels["weights"].scaled.key_labels()[0] == "cat"
    assert kino.panels["weights"].scaled.bar_colours()[0].upper() == "#0072B2"
    # On screen: the middle of the first bar is painted in the new colour.
    bar = kino.panels["weights"].scaled.bar_rect(0).center().toPoint()
    image = kino.panels["weights"].scaled.grab().toImage()
    ratio = image.devicePixelRatio()
    painted = image.pixelColor(round(bar.x() * ratio), round(bar.y() * ratio)).name().upper()
    assert painted == "#0072B2"
    assert ("cat", "#0072B2") in kino.panels["output"].chips
    assert_panels_show(kino)


def test_key_dialog_renames_and_recolours(kino, qtbot, monkeypatch):
    import app.controllers.scene_edits as mw
    from app.common.dialogs import KeyDialog

    def fake_exec(dialog: KeyDialog) -> int:
        dialog.label_edit.setText("dog")
        dialog.choose_colour("#CC79A7")
        return 1

    monkeypatch.setattr(mw.KeyDialog, "exec", fake_exec)
    key_a = kino.document.scene.keys[0]
    double_click(kino.canvas, (key_a.x, key_a.y))
    key = kino.document.scene.keys[0]
    assert (key.label, key.color) == ("dog", "#CC79A7")
    assert_panels_show(kino)


def test_key_dialog_offers_one_swatch_per_key_colour(kino, qtbot):
    """Twelve keys, twelve swatches (the key palette, no repeat); a click on the last picks it."""
    from PySide6.QtWidgets import QPushButton

    from app.common.dialogs import KeyDialog
    from kino_core.scene import KEY_PALETTE

    dialog = KeyDialog(kino.document.scene.keys[0], kino.window)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    chips = [b for b in dialog.findChildren(QPushButton) if not b.text() and b.isVisible()]
    assert len(chips) == len(KEY_PALETTE) == 12
    shown = [chip.grab().toImage().pixelColor(15, 15).name().upper() for chip in chips]
    assert sorted(shown) == sorted(c.upper() for c in KEY_PALETTE)
    last = chips[shown.index("#999999")]
    QTest.mouseClick(last, Qt.MouseButton.LeftButton)
    assert dialog.color == "#999999"


def test_exact_entry_polar(kino, monkeypatch):
    import app.controllers.scene_edits as mw

    def fake_exec(dialog) -> int:
        dialog.polar.setChecked(True)
        dialog.first.setValue(2.0)
        dialog.second.setValue(90.0)
        return 1

    monkeypatch.setattr(mw.ExactPositionDialog, "exec", fake_exec)
    kino.canvas.setFocus()
    QTest.keyClick(kino.canvas, Qt.Key.Key_Return)
    q = kino.document.scene.queries[0]
    assert q.x == pytest.approx(0.0, abs=1e-9)
    assert q.y == pytest.approx(2.0, abs=1e-9)
    assert_panels_show(kino)


def test_every_chart_readout_and_control_has_a_tooltip(kino):
    widgets = [
        kino.canvas,
        kino.panels["scores"],
        kino.panels["weights"].unscaled,
        kino.panels["weights"].scaled,
        kino.panels["saturation"],
        kino.panels["formula"],
        kino.toolbar.d_control.slider,
        kino.toolbar.d_control.spin,
        kino.toolbar.reroll_button,
        kino.toolbar.add_key_button,
    ]
    for widget in widgets:
        assert len(widget.toolTip()) > 20, widget
    # Every readout value explains itself (the panel paints its cells).
    for key, rect in kino.panels["readouts"].cell_rects().items():
        assert len(kino.panels["readouts"].tooltip_at(rect.center())) > 20, key
    assert "RGB" in kino.panels["output"].tooltip_at(
        kino.panels["output"].swatch_rects()["scaled"].center()
    )


def test_saturation_plot_marks_the_scene(alone):
    plot, document = alone("saturation", size=(420, 260))
    assert plot.curve_keys is None  # the window asks for the curves once it is on screen
    plot.load_curves(len(document.scene.keys))
    assert plot.curve_keys == 4
    document.set_d(512)
    x, y = plot.marker_values()["unscaled"]
    assert x == pytest.approx(math.log10(512))
    assert y == pytest.approx(evaluate(document.scene).weights_unscaled[0].max())
    document.add_key()
    assert plot.curve_keys == 5


@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160)])
def test_renders_at_extreme_sizes(qtbot, no_rate_limit, size):
    from app.shell.compose import build_app

    kino = build_app()
    qtbot.addWidget(kino.window)
    kino.window.resize(*size)
    kino.window.show()
    qtbot.waitExposed(kino.window)
    image = kino.window.grab().toImage()
    assert image.width() >= min(size[0], kino.window.width())
    # Every panel got a real, non-degenerate size.
    for panel in (
        kino.canvas,
        kino.panels["weights"].scaled,
        kino.panels["scores"],
        kino.panels["output"],
        kino.panels["readouts"],
        kino.panels["saturation"],
    ):
        assert panel.width() > 100 and panel.height() > 40, panel
    # The canvas is square on screen (locked aspect) and shows the whole [-3, 3]².
    (x0, x1), (y0, y1) = kino.canvas.view_box.viewRange()
    assert x0 <= -3 and x1 >= 3 and y0 <= -3 and y1 >= 3


@pytest.mark.parametrize("size", [(1600, 1000), (1024, 640)])
def test_twelve_keys_never_overlap_numbers_or_drop_rows_silently(qtbot, no_rate_limit, size):
    from app.shell.compose import build_app

    kino = build_app()
    qtbot.addWidget(kino.window)
    kino.window.resize(*size)
    kino.window.show()
    qtbot.waitExposed(kino.window)
    for _ in range(8):
        kino.document.add_key()
    qtbot.wait(20)
    assert len(kino.document.scene.keys) == 12
    table = kino.panels["scores"]
    if table.shown_rows() < 12:
        # Rows that do not fit are announced, not silently cut.
        image = table.grab().toImage()
        assert image.height() == table.height()
        assert table.text_factor() >= 0.75
    else:
        assert table.shown_rows() == 12
    chart = kino.panels["weights"].scaled
    numbers = set(chart.value_texts())
    shown = [(text, rect) for text, rect in chart.text_rects() if text in numbers]
    if chart.value_texts():
        assert len(shown) == 12
        bar_pixels = chart.plot_rect().width() / (12 - 0.4 + 0.6)
        for text, rect in shown:
            # The ink of the number must fit over its bar.
            assert rect.width() <= bar_pixels, text
        for i, (_a, first) in enumerate(shown):
            for _b, second in shown[i + 1 :]:
                assert not first.intersected(second).isValid() or (
                    first.intersected(second).width() < 0.01
                ), (first, second)


@pytest.mark.parametrize("angle", [15, 80, 100, 170, 200, 265, 300])
def test_selected_labels_stay_clear_of_the_selection_ring(alone, qtbot, angle):
    canvas, doc = alone("canvas")
    x, y = 1.5 * math.cos(math.radians(angle)), 1.5 * math.sin(math.radians(angle))
    doc.move_selected_to(x, y)
    doc.add_query(-x, -y)  # long labels: q1, q2 ...
    doc.select("query", 0)
    qtbot.wait(10)
    # The ring ignores the view's scaling: it is its pixel radius around its scene position.
    centre = canvas.selection_ring.scenePos()
    radius = canvas.selection_ring.rect().width() / 2 + canvas.selection_ring.pen().widthF() / 2
    ring = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    assert canvas.label_texts()[0] == doc.scene.queries[0].label
    # The label's ink (its box less the text item's blank margin) does not touch the ring.
    ink = canvas.label_ink_scene_rect(0)
    assert not ink.intersects(ring), (ink, ring)


@pytest.mark.parametrize("offset_px", [0, 8, 14, 20])
def test_a_press_near_the_ring_grabs_the_query(alone, offset_px):
    """A lecturer's hand is not exact: a press on the ring or just beside it grabs the query."""
    canvas, document = alone("canvas")
    q = document.scene.queries[0]
    centre = canvas.data_to_viewport(q.x, q.y)
    start = canvas.viewport_to_data(centre + QPoint(0, -offset_px))
    drag(canvas, start, (start[0] - 1.0, start[1]))
    moved = document.scene.queries[0]
    assert moved.x == pytest.approx(q.x - 1.0, abs=0.05)
    assert moved.y == pytest.approx(q.y, abs=0.05)


def test_a_press_well_away_from_every_vector_grabs_nothing(alone):
    canvas, document = alone("canvas")
    q = document.scene.queries[0]
    centre = canvas.data_to_viewport(q.x, q.y)
    start = canvas.viewport_to_data(centre + QPoint(0, -45))
    scene = document.scene
    drag(canvas, start, (start[0] - 1.0, start[1]))
    assert document.scene == scene


@pytest.mark.parametrize(
    ("available", "size", "maximized"),
    [
        ((1920, 1040), (1600, 1000), False),  # 1080p with a taskbar: the frame fits around it
        ((3840, 2120), (1600, 1000), False),
        ((1600, 1000), (1584, 960), True),  # the whole screen: a frame would push it past the edge
        ((1280, 800), (1264, 760), True),  # a laptop
        ((1024, 600), (1008, 560), True),
    ],
)
def test_the_first_window_fits_the_screen_with_its_frame(available, size, maximized):
    from PySide6.QtCore import QSize

    from app.application import first_window_size

    shown, opens_maximized = first_window_size(QSize(*available))
    assert (shown.width(), shown.height()) == size
    assert opens_maximized is maximized
