"""The lecture hall's screens (issue 29, second trial): what still showed wrong in pictures of
the lesson presented at the sizes a lecturer meets, each checked on the real window as
presenting lays it out (the same window a picture is taken from)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import QAbstractButton, QLabel, QPushButton

from app.render.headless import HeadlessRenderer, deck_ui_scale, dispose, scaled_size
from app.shell.compose import build_app
from app.shell.layout_apply import LeftOutLine
from kino_core.deck import load_lesson

from .conftest import settle
from .test_classroom import post_answer

TRY_IT = 15  # step 16: the Code dock beside the weights
LEARN_STEPS = (9, 12)  # steps 10 and 13 run Learn mode


@pytest.fixture
def presenting(qapp):
    """Open a window presenting a step of the built-in lesson on a screen of ``size_text``
    enlarged ``scale`` times, as ``--export … --size --scale --step`` lays it out."""
    windows = []

    def open_step(index: int, size_text: str, scale: float, code: str = "en"):
        deck = load_lesson("attention", code)
        renderer = HeadlessRenderer(build_app)
        kino = renderer.build_presentation_window(
            deck, index, scaled_size(size_text, scale), ui_scale=deck_ui_scale(size_text, scale)
        )
        windows.append(kino)
        settle()
        return kino

    yield open_step
    for kino in windows:
        dispose(kino)


def in_window(kino, widget) -> QRect:
    """``widget``'s rectangle in the window's coordinates."""
    return QRect(widget.mapTo(kino.window, QPoint(0, 0)), widget.size())


def lines_height(label: QLabel) -> int:
    """How tall ``label``'s text is at its width, asked of a fresh label with its words and
    font (the label itself answers no less than its minimum height)."""
    twin = QLabel()
    twin.setTextFormat(label.textFormat())
    twin.setWordWrap(True)
    twin.setFont(label.font())
    twin.setText(label.text())
    return twin.heightForWidth(label.width())


# -- 4. the Code dock in German -------------------------------------------------------------------


@pytest.mark.parametrize(("size_text", "scale"), [("960x540", 2.0), ("1280x720", 1.5)])
def test_the_german_code_dock_sits_beside_the_caption_and_the_weights(
    language, presenting, size_text, scale
):
    """German's button words made the Code dock wider than the plan gave it: at 960x540 x2
    it covered the caption's end and the scaled weights; at 1280x720 x1.5 the plan left the
    weights out for a dock Qt then made narrower, leaving a blank strip."""
    language("de")
    kino = presenting(TRY_IT, size_text, scale, "de")
    dock = kino.panels["code"]
    assert dock.isVisible()
    banner = in_window(kino, kino.presentation.banner)
    placed = in_window(kino, dock)
    assert banner.right() < placed.left()  # the caption is not under the dock
    gap = placed.left() - banner.right()
    assert gap <= 12 * kino.style.ui_style.scale  # and no blank strip between them
    assert "weights" in kino.layout.plan.shown
    for chart in (kino.panels["weights"].unscaled, kino.panels["weights"].scaled):
        assert in_window(kino, chart).right() < placed.left()
    # The plan's dock is the dock on screen.
    planned = kino.layout.plan.shown["code"]
    assert abs(planned.width * kino.style.ui_style.scale - dock.width()) <= 2
    # Every button of the dock is whole inside it (they wrap rather than widen it).
    panel = dock.panel
    for button in (panel.run_button, panel.stop_button, panel.apply_button, panel.reset_button):
        assert placed.contains(in_window(kino, button)), button.text()


# -- 3. the Learn dock on a small projector at 300% -----------------------------------------------


@pytest.mark.parametrize("index", LEARN_STEPS, ids=[f"step {i + 1}" for i in LEARN_STEPS])
def test_the_learn_dock_stays_on_a_small_screen_at_300_percent(presenting, index):
    """640x360 x3: the target row (words, chips, "Any colour…", the target's swatch) was one
    line wider than the screen, so the dock and its sentence ran off its right edge (the room
    now sees the chips and the swatch only)."""
    kino = presenting(index, "640x360", 3.0)
    dock = kino.learn_dock
    panel = dock.panel
    assert dock.isVisible()
    screen = QRect(QPoint(0, 0), kino.window.size())
    assert screen.contains(in_window(kino, dock))
    assert panel.width() <= dock.width()
    for widget in (*panel.chips, panel.target_swatch, panel.message):
        assert widget.isVisible()
        assert screen.contains(in_window(kino, widget)), type(widget).__name__
    assert not panel.any_colour_button.isVisible()  # a dialog's button: the desk's
    # Nothing of the dock sits on anything else of it: the rows that wrap keep their lines.
    rows = [panel.chips_box, panel.target_swatch, panel.message]
    assert in_window(kino, panel.target_swatch).bottom() < in_window(kino, panel.message).top()
    assert in_window(kino, panel.chips_box).bottom() < in_window(kino, panel.message).top()
    assert all(in_window(kino, row).height() > 0 for row in rows)
    # The sentence and the legend are whole: their lines fit the labels they are in, and
    # neither sits on the other or on the plot.
    for label in (panel.message, panel.legend):
        assert label.height() >= lines_height(label) - 1, label.text()
    message, legend = in_window(kino, panel.message), in_window(kino, panel.legend)
    assert message.bottom() < legend.top()
    assert legend.bottom() < in_window(kino, panel.plot).top()
    assert legend.right() <= screen.right()


# -- 7. the presenter view's answers box ----------------------------------------------------------


def test_the_room_answers_box_shows_only_with_something_in_it(presenter_lesson_window, qtbot):
    """On a laptop an empty "The room's answers" box took a quarter of the presenter view's
    lower row while no question was open; now the notes have that room until a question
    opens, and the box stays for the lecture's results once it closed."""
    kino = presenter_lesson_window
    kino.presenter.toggle_rehearsal()  # presenting, the presenter view beside the room's
    classroom = kino.classroom
    classroom.host_provider = lambda: "127.0.0.1"  # tests never use a LAN address
    qtbot.waitUntil(lambda: kino.presenter.presenter_window is not None)
    presenter = kino.presenter.presenter_window
    presenter.resize(1280, 800)
    settle()
    notes = presenter.notes
    assert not presenter.room_box.isVisibleTo(presenter)
    wide = notes.width()
    button = next(b for b in presenter.findChildren(QPushButton) if b.text() == "Ask the room")
    try:
        button.click()  # the question opens: the box shows its count and wording
        settle()
        assert classroom.is_open
        assert presenter.room_box.isVisibleTo(presenter)
        assert presenter.room_panel.live.text().startswith("0 answers")
        assert notes.width() < wide
        labels = [key.label for key in kino.document.scene.keys]
        assert post_answer(classroom, "t" * 16, labels[0]) == 200
        qtbot.waitUntil(lambda: presenter.room_panel.live.text().startswith("1 answer"))
        button.click()  # closed: the results stay in view
        settle()
        assert not classroom.is_open
        assert presenter.room_box.isVisibleTo(presenter)
        assert presenter.room_panel.results.count() == 1
    finally:
        classroom.dismiss()


# -- 6. the dock title bar's buttons --------------------------------------------------------------


def title_buttons(dock) -> list[QRect]:
    """The float and close buttons of ``dock``'s title bar, in the dock's coordinates."""
    return [
        button.geometry()
        for button in dock.findChildren(QAbstractButton)
        if button.objectName() in ("qt_dockwidget_closebutton", "qt_dockwidget_floatbutton")
        and button.isVisibleTo(dock)
    ]


def test_the_dock_title_buttons_grow_with_the_ui_scale(presenting):
    """At 200% the Code dock's float and close buttons were still drawn at 100% (18 x 14 px
    beside a title twice as tall); they grow with the scale and stay inside the title bar.
    (The room's view has no title bar: these are the desk's, at the presenting scale.)"""
    from app.common.dock_frame import show_desk_frame

    small = presenting(TRY_IT, "1280x720", 1.0).panels["code"]
    large = presenting(TRY_IT, "960x540", 2.0).panels["code"]
    assert title_buttons(small) == title_buttons(large) == []
    for dock in (small, large):
        show_desk_frame(dock, True)
    settle()
    before, after = title_buttons(small), title_buttons(large)
    assert len(before) == len(after) == 2
    for one, two in zip(before, after, strict=True):
        assert two.height() >= 1.8 * one.height()
        assert two.width() >= 1.8 * one.width()
        assert two.top() >= 0 and two.bottom() < large.widget().y()  # within the title bar
    assert after[0].intersected(after[1]).isEmpty()


# -- 4. free room goes to what the step shows -----------------------------------------------------

MATRIX_FORM = 13  # step 14: the outputs of four queries, the only panel beside the canvas


@pytest.mark.parametrize(("size_text", "scale"), [("1280x720", 1.0), ("1024x640", 1.0)])
def test_try_it_shows_its_panels_large_beside_the_code_dock(presenting, size_text, scale):
    """Issue 29 item 4: presenting step 16 at 1280x720 the canvas was a ~200 px thumbnail
    beside ~330 px of empty space, and at 1024x640 the weights were "left out" beside a
    ~320 px empty column. Everything the step wants is shown, the canvas at least a quarter
    of the width, and no column beside it is left empty."""
    from ..test_layout_policy import unused_column_height

    kino = presenting(TRY_IT, size_text, scale)
    window = kino.window
    assert kino.layout.plan.left_out == ()
    assert set(kino.layout.plan.shown) == {"canvas", "weights", "code"}
    assert kino.canvas.width() >= window.width() / 4
    assert unused_column_height(kino.layout.plan) < 1.0
    assert not window.findChild(LeftOutLine).isVisible()


def test_the_outputs_alone_beside_the_canvas_fill_their_column(presenting):
    """Step 14 on a 1080p projector at 150%: the output panel had the whole column but drew its
    swatches at most ten lines larger than their least, leaving ~40% of the right half blank."""
    kino = presenting(MATRIX_FORM, "1280x720", 1.5)
    panel = kino.panels["output"]
    assert set(kino.layout.plan.shown) == {"canvas", "output", "formula"}
    assert panel.isVisible()
    line = panel.line_height()
    queries = panel.query_swatch_rects()
    assert len(queries) == 4
    # The query swatches and their labels end within two lines of the panel's bottom.
    drawn_bottom = max(rect.bottom() for rect in queries) + 1.1 * line
    assert drawn_bottom >= panel.height() - 2 * line
    assert drawn_bottom <= panel.height()
    # And the two output swatches take their share of the growth.
    swatches = panel.swatch_rects()
    assert min(rect.height() for rect in swatches.values()) > 0.3 * panel.height()


ATTENTION_MAPS = 14  # step 15: the attention map, the only panel beside the canvas


def test_the_attention_map_fills_its_panel_at_300_percent(presenting):
    """Step 15 on a 1080p projector at 300%: the two weightings sat side by side in the upper
    half of the map's panel and the lower 40% of it stayed blank. At the largest numbers that
    fit, the arrangement that fills the panel is taken: one above the other, down to its
    bottom, the numbers no smaller than side by side (26 px)."""
    from PySide6.QtGui import QFontInfo

    kino = presenting(ATTENTION_MAPS, "640x360", 3.0)
    heatmap = kino.panels["attention_map"].heatmap
    assert set(kino.layout.plan.shown) == {"canvas", "attention_map"}
    assert heatmap.isVisible() and heatmap.legible
    assert heatmap.shown_series() == ("unscaled", "scaled")  # both, as the caption compares
    grids = [heatmap.grid_rect(series) for series in heatmap.shown_series()]
    blank_below = heatmap.height() - max(grid.bottom() for grid in grids)
    assert blank_below <= 0.1 * heatmap.height()
    assert QFontInfo(heatmap.cell_font()).pixelSize() >= 26
    inside = QRectF(heatmap.rect())
    for grid in grids:
        assert inside.contains(grid)


# -- 5. twelve keys' numbers and ticks at the desk ------------------------------------------------


def test_twelve_keys_show_numbers_and_ticks_at_1600x1000(kino):
    """Preset 9 (twelve keys) in a 1600x1000 desk window: the weight charts had no y ticks
    and 8 pt numbers (the canvas kept 48% of the width). The canvas now gives up width to the
    weights, and both charts show ticks and numbers no smaller than them, larger than
    before."""
    from .test_bar_numbers import number_and_tick_heights

    kino.window.resize(1600, 1000)
    kino.menus.preset_actions[8].trigger()  # key 9
    settle()
    kino.layout.relayout()
    settle()
    assert len(kino.document.scene.keys) == 12
    for chart in (kino.panels["weights"].unscaled, kino.panels["weights"].scaled):
        assert chart.isVisible()
        assert chart.tick_values() == [0.0, 0.25, 0.5, 0.75, 1.0]
        assert len(chart.value_texts()) == 12
        sizes = chart.font_sizes()
        assert sizes["numbers"] >= sizes["ticks"]
        assert sizes["numbers"] >= 0.85 * kino.style.ui_style.font(1.0).pointSizeF() - 0.01
        numbers, ticks = number_and_tick_heights(chart)
        assert min(numbers) >= max(ticks) - 0.5
    # The canvas keeps a good part of the window.
    canvas = kino.layout.plan.shown["canvas"]
    assert canvas.width >= 0.36 * kino.layout.plan.work_area.width - 1


# -- 2. the crowded canvas's labels ---------------------------------------------------------------


def test_a_crowded_canvas_names_more_vectors_smaller_rather_than_not_at_all(qapp):
    """8 queries x 12 keys presenting on 1080p at 200%: only 12 of the 20 labels were shown.
    A label with no free place at its size now tries again smaller, right beside its own dot
    (never further out, where it would read as a neighbour's)."""
    from .label_checks import box_nearest_own_dot, centres_in_widget, crowded_canvas

    with crowded_canvas(2.0) as (kino, _scene, _views):
        canvas = kino.canvas
        texts = canvas.label_texts()
        shown = canvas.shown_label_slots()
        assert len(shown) >= 14, [texts[s] for s in range(len(texts)) if s not in shown]
        sizes = {slot: canvas.label_point_size(slot) for slot in shown}
        full = max(sizes.values())
        smaller = [slot for slot, size in sizes.items() if size < full - 0.01]
        assert smaller, "some labels are shown at the smaller size"
        centres = centres_in_widget(canvas)
        boxes = dict(zip(shown, canvas.text_boxes(), strict=True))
        for slot in smaller:
            box = boxes[slot]
            assert box_nearest_own_dot(box.rect, slot, centres), texts[slot]
            assert box.frame.contains(box.rect), texts[slot]
            # Right beside its dot: no further from it than one of its own lines.
            centre = centres[slot]
            gap = max(
                box.rect.left() - centre.x(),
                centre.x() - box.rect.right(),
                box.rect.top() - centre.y(),
                centre.y() - box.rect.bottom(),
            )
            assert gap <= 2 * box.rect.height(), texts[slot]
            assert sizes[slot] >= 0.65 * full


@pytest.mark.parametrize("index", LEARN_STEPS, ids=[f"step {i + 1}" for i in LEARN_STEPS])
def test_the_learn_dock_goes_beside_the_canvas_on_a_short_screen(presenting, index):
    """640x360 x3: the Learn dock along the bottom took half the height, the caption banner
    was cut to a third of what was left and the canvas shrank to a thumbnail. On a short,
    wide screen the dock sits on the right: the caption is whole and the canvas tall."""
    kino = presenting(index, "640x360", 3.0)
    dock, banner, canvas = kino.learn_dock, kino.presentation.banner, kino.canvas
    assert dock.isVisible()
    placed = in_window(kino, dock)
    assert in_window(kino, canvas).right() < placed.left()
    assert in_window(kino, banner).right() <= placed.left()
    # The caption's lines all fit its label, and the label its banner.
    caption = banner.caption_label
    assert caption.height() >= lines_height(caption) - 1
    assert in_window(kino, banner).contains(in_window(kino, caption))
    # The canvas is no thumbnail: more than half the window's height.
    assert canvas.height() > kino.window.height() / 2
    # The dock's sentence and legend are still whole beside it.
    panel = dock.panel
    for label in (panel.message, panel.legend):
        assert label.height() >= lines_height(label) - 1, label.text()
    assert in_window(kino, panel.message).bottom() < in_window(kino, panel.legend).top()


def test_the_learn_dock_follows_the_window_as_the_plan_places_it(presenting):
    """Where the Learn dock goes is the layout plan's (app/common/layout.py), read on every
    relayout: a 640x360 x3 window made taller takes it along the bottom, made short again
    puts it back on the right at half the window's width."""
    from PySide6.QtCore import Qt

    kino = presenting(LEARN_STEPS[0], "640x360", 3.0)
    window, dock = kino.window, kino.learn_dock
    right, bottom = Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea
    assert window.dockWidgetArea(dock) == right
    assert kino.layout.plan.bottom_docks["learn"].side == "right"
    window.resize(1920, 1500)  # 640 x 500 logical: room below the caption and the canvas
    settle()
    assert kino.layout.plan.bottom_docks["learn"].side == "bottom"
    assert window.dockWidgetArea(dock) == bottom and dock.isVisible()
    assert in_window(kino, dock).top() > in_window(kino, kino.canvas).bottom()
    window.resize(1920, 1080)
    settle()
    assert window.dockWidgetArea(dock) == right and dock.isVisible()
    assert abs(dock.width() - window.width() / 2) <= 2 * kino.style.ui_style.scale


def test_the_learn_dock_stays_along_the_bottom_on_a_tall_enough_screen(presenting):
    """1280x720 x1.5 (480 logical px tall) keeps the Learn dock below, where its plot is wide."""
    kino = presenting(LEARN_STEPS[0], "1280x720", 1.5)
    dock = kino.learn_dock
    assert dock.isVisible()
    assert in_window(kino, dock).top() > in_window(kino, kino.canvas).bottom()


def test_the_output_numbers_grow_with_their_swatches(presenting):
    """1080p at 150%, step 14: the outputs fill their column, and their RGB numbers were a
    small line (the body's 0.9) in boxes half the column tall. They grow with the swatch,
    whole inside it."""
    from PySide6.QtGui import QFontMetricsF

    kino = presenting(13, "1280x720", 1.5)
    output = kino.panels["output"]
    assert output.isVisible()
    least = QFontMetricsF(kino.style.ui_style.font(0.9, mono=True)).height()
    swatches = output.swatch_rects()
    values = [box for box in output.text_boxes() if box.text.startswith("(")]
    assert len(values) == len(swatches) == 2
    for box, swatch in zip(values, swatches.values(), strict=True):
        assert box.rect.height() >= 1.5 * least, box.text
        assert swatch.contains(box.rect), (box.text, box.rect, swatch)
