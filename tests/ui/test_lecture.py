"""Lecture mode driven like a lecturer does: real key presses, the built-in deck, pictures.

Moves between steps use short durations here (or reduced motion) unless the test is about the
animation; qtbot.waitUntil waits for a move to land.
"""

from __future__ import annotations

import math
import os
import subprocess
import sys
import time
from collections import Counter
from itertools import cycle
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from app.common.theme import THEMES
from app.controllers.files import Choice
from app.shell.layout_apply import LeftOutLine
from kino_core.deck import lesson_path, load_deck, load_lesson

from .conftest import dark_pixels

ROOT = Path(__file__).resolve().parents[2]
KEY_COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#D55E00")


def index_of(title: str) -> int:
    """The built-in lesson's step with this title (steps may be added: never count them)."""
    titles = [step.title for step in load_lesson().steps]
    return titles.index(title)


@pytest.fixture
def kino(lecture_kino):
    return lecture_kino(transition_ms=60)


def press(kino, key, modifier=Qt.KeyboardModifier.NoModifier, target: QWidget | None = None):
    """A real key press on the widget that has focus (or ``target``), as a clicker sends it."""
    widget = target or QApplication.focusWidget() or kino.canvas
    QTest.keyClick(widget, key, modifier)


def wait_landed(qtbot, kino) -> None:
    # A 400 ms move; generous for a loaded machine (tests never fail on timing).
    qtbot.waitUntil(lambda: not kino.lecture.animating, timeout=15000)


def colour_counts(widget: QWidget, step: int = 1) -> Counter:
    """How often each colour '#rrggbb' appears in a picture of the widget (every step-th pixel)."""
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    return image_colours(image, step)


def image_colours(image: QImage, step: int = 1) -> Counter:
    width, height = image.width(), image.height()
    pixels = np.frombuffer(image.constBits(), dtype=np.uint32, count=height * width)
    pixels = pixels.reshape(height, width)[::step, ::step] & 0xFFFFFF
    values, counts = np.unique(pixels, return_counts=True)
    return Counter({f"#{int(v):06x}": int(c) for v, c in zip(values, counts, strict=True)})


def near(counts: Counter, colour: str, tolerance: int = 48) -> int:
    """Pixels within ``tolerance`` (sum of channel differences) of ``colour``."""
    target = QColor(colour)
    total = 0
    for name, count in counts.items():
        c = QColor(name)
        diff = (
            abs(c.red() - target.red())
            + abs(c.green() - target.green())
            + abs(c.blue() - target.blue())
        )
        if diff <= tolerance:
            total += count
    return total


# -- stepping ----------------------------------------------------------------------------------


def test_clicker_keys_step_through_the_built_in_deck(kino, qtbot):
    deck = load_lesson()
    kino.lecture.action_open_lesson.trigger()
    assert kino.document.scene == deck.steps[0].scene
    press(kino, Qt.Key.Key_F5)
    assert kino.presentation.active
    assert kino.window.isFullScreen()
    assert not kino.window.menuBar().isVisible() and not kino.toolbar.isVisible()
    banner = kino.presentation.banner
    keys = cycle([Qt.Key.Key_PageDown, Qt.Key.Key_Right, Qt.Key.Key_Space])
    for i in range(1, len(deck.steps)):
        step = deck.steps[i]
        press(kino, next(keys))
        # The caption changes at once; the scene lands when the move ends.
        assert banner.caption_label.text() == step.caption
        wait_landed(qtbot, kino)
        assert kino.document.scene == step.scene, f"step {i + 1}"
        assert banner.isVisible() and banner.caption_label.isVisible()
        assert banner.title_label.text() == step.title
        assert banner.step_label.text() == f"{i + 1} / {len(deck.steps)}"
        # The step's panels are shown, except those the layout policy left out for lack of
        # room at this scale; those are named on screen, in words a presenter can act on.
        left_out = set(kino.layout.plan.left_out)
        assert left_out <= step.panels
        for name, widget in kino.panels.items():
            if name in kino.registry.not_in_files():
                continue  # Learn mode: its own steps open it (tests/ui/test_lesson_learn.py)
            shown = name in step.panels and name not in left_out
            assert widget.isHidden() == (not shown), (i + 1, name)
        chip = kino.window.findChild(LeftOutLine)
        assert chip.isVisible() == bool(left_out)
        for name in left_out:
            assert name.replace("_", " ") in chip.text() and "menu" not in chip.text()
        # Stepping is navigation: no undo steps, and Ctrl+Z cannot mix two steps.
        assert kino.document.undo_stack.count() == 0
    press(kino, Qt.Key.Key_PageDown)  # at the end: stays
    wait_landed(qtbot, kino)
    assert kino.lecture.index == len(deck.steps) - 1
    press(kino, Qt.Key.Key_Home)
    wait_landed(qtbot, kino)
    assert kino.document.scene == deck.steps[0].scene
    assert banner.step_label.text() == f"1 / {len(deck.steps)}"
    press(kino, Qt.Key.Key_End)
    wait_landed(qtbot, kino)
    press(kino, Qt.Key.Key_PageUp)
    press(kino, Qt.Key.Key_Left)
    wait_landed(qtbot, kino)
    assert kino.lecture.index == len(deck.steps) - 3
    assert kino.document.scene == deck.steps[-3].scene
    press(kino, Qt.Key.Key_Escape)
    assert not kino.presentation.active
    assert kino.window.menuBar().isVisible() and kino.toolbar.isVisible()


def test_a_preset_mid_lecture_shows_its_own_title_until_the_next_step(kino, qtbot):
    kino.lecture.open_lesson(ask=False)
    press(kino, Qt.Key.Key_F5)
    press(kino, Qt.Key.Key_4)  # a preset, through its shortcut
    scene = kino.document.scene
    assert scene.d == 512 and scene.title
    banner = kino.presentation.banner
    assert banner.title_label.text() == scene.title
    assert not banner.step_label.isVisible()  # "1 / 15" would not be true
    press(kino, Qt.Key.Key_PageDown)
    wait_landed(qtbot, kino)
    assert kino.document.scene == load_lesson().steps[1].scene
    steps = len(load_lesson().steps)
    assert banner.step_label.isVisible() and banner.step_label.text() == f"2 / {steps}"


def test_keys_work_whatever_has_focus(kino, qtbot):
    kino.lecture.open_lesson(ask=False)
    kino.presentation.enter()
    kino.panels["formula"].setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    for target in (kino.panels["formula"], kino.presentation.banner.caption_label, kino.canvas):
        before = kino.lecture.index
        press(kino, Qt.Key.Key_Right, target=target)
        wait_landed(qtbot, kino)
        assert kino.lecture.index == before + 1, target


def test_a_text_editor_keeps_its_keys_but_the_clicker_still_steps(kino, qtbot):
    from PySide6.QtWidgets import QPlainTextEdit

    kino.lecture.open_lesson(ask=False)
    kino.presentation.enter()
    kino.layout.set_panel_visible("code", True)
    QApplication.processEvents()
    editor = kino.panels["code"].findChildren(QPlainTextEdit)[0]
    editor.setFocus()
    before = editor.toPlainText()
    for key in (Qt.Key.Key_B, Qt.Key.Key_P, Qt.Key.Key_H, Qt.Key.Key_Space, Qt.Key.Key_Right):
        press(kino, key, target=editor)
    assert len(editor.toPlainText()) == len(before) + 4  # b, p, h and a space typed
    assert kino.lecture.index == 0
    assert not kino.presentation.blanked and not kino.turning.playing
    assert not kino.presentation.answers_hidden
    press(kino, Qt.Key.Key_PageDown, target=editor)  # the clicker's key always steps
    wait_landed(qtbot, kino)
    assert kino.lecture.index == 1


def test_arrows_move_the_vector_unless_presenting(kino, qtbot):
    kino.lecture.open_lesson(ask=False)
    canvas = kino.canvas
    canvas.setFocus()
    x0 = kino.document.scene.queries[0].x
    QTest.keyClick(canvas, Qt.Key.Key_Right)
    assert kino.document.scene.queries[0].x == pytest.approx(x0 + 0.1)
    assert kino.lecture.index == 0
    QTest.keyClick(canvas, Qt.Key.Key_PageDown)  # the clicker's key steps in the window too
    wait_landed(qtbot, kino)
    assert kino.lecture.index == 1
    QTest.keyClick(canvas, Qt.Key.Key_F5)
    QTest.keyClick(canvas, Qt.Key.Key_Right)
    wait_landed(qtbot, kino)
    assert kino.lecture.index == 2
    QTest.keyClick(canvas, Qt.Key.Key_Escape)
    x1 = kino.document.scene.queries[0].x
    QTest.keyClick(canvas, Qt.Key.Key_Left)
    assert kino.document.scene.queries[0].x == pytest.approx(x1 - 0.1)
    assert kino.lecture.index == 2


def test_a_move_interpolates_positions_and_log_d(kino, qtbot):
    deck = load_lesson()
    lecture = kino.lecture
    lecture.open_deck(deck, index=index_of("Four keys: turn the query"))  # d = 2, q = (−1, 1.5)
    lecture.transition_ms = 300
    frames = []
    kino.document.changed.connect(lambda result: frames.append(result.scene))
    started = time.perf_counter()
    target_index = index_of("Dimension d: a score's variance is about d")  # d = 64, q = (1.5, 1)
    lecture.go_to(target_index)
    wait_landed(qtbot, kino)
    elapsed = time.perf_counter() - started
    target = deck.steps[target_index].scene
    assert frames[-1] == target
    between = frames[:-1]
    assert len(between) >= 5
    ds = [f.d for f in between]
    xs = [f.queries[0].x for f in between]
    assert ds == sorted(ds) and any(2 < d < 64 for d in ds)
    assert xs == sorted(xs) and any(-1.0 < x < 1.5 for x in xs)
    # Linear progress at the middle frame would be ~0.5; eased, the ends are slow. It takes
    # its time (a jump would not); how long at most is wait_landed's: a full make test at load
    # 10 took 5.7 s for this 300 ms move (tests never fail on timing).
    assert elapsed >= 0.25
    assert kino.document.undo_stack.count() == 0


def test_hidden_panels_skip_redraws_and_catch_up_when_shown(kino):
    from app.common.formatting import fmt
    from kino_core import evaluate

    kino.lecture.open_lesson(ask=False)  # step 1: the scores table is hidden
    redraws = kino.redraws
    assert kino.panels["scores"].isHidden() and not redraws.is_connected(kino.panels["scores"])
    assert redraws.is_connected(kino.panels["weights"].scaled)
    kino.document.set_d(64)
    kino.layout.set_panel_visible("scores", True)
    assert redraws.is_connected(kino.panels["scores"])
    result = evaluate(kino.document.scene)
    hidden = [row[3] for row in kino.panels["scores"].rows]
    assert hidden == [fmt(float(v)) for v in result.scores_hidden[0]]
    assert any(v != "0.00" for v in hidden)  # d = 64 has a hidden part


def test_reduced_motion_lands_at_once_and_is_remembered(kino, qtbot):
    from app.common.settings import REDUCED_MOTION, read

    kino.lecture.open_lesson(ask=False)
    kino.lecture.transition_ms = 2000
    kino.lecture.action_reduced_motion.trigger()
    assert kino.lecture.reduced_motion
    assert read(REDUCED_MOTION) is True
    frames = []
    kino.document.changed.connect(lambda result: frames.append(result.scene))
    press(kino, Qt.Key.Key_PageDown)
    assert not kino.lecture.animating
    assert frames == [load_lesson().steps[1].scene]


# -- UI scale and themes -----------------------------------------------------------------------


def probe_sizes(kino) -> dict[str, float]:
    """Font sizes, pen widths and handle sizes as the items hold them."""
    weights = kino.panels["weights"].scaled
    saturation = kino.panels["saturation"]
    canvas = kino.canvas
    dots = kino.style.ui_style.scale / canvas.dot_scale()
    return {
        # The key labels, x-axis ticks, follow the numbers down too.
        "weights key font": weights.font_sizes()["keys"] / weights.key_font_factor(),
        # The y ticks follow the numbers down when those must be smaller (never smaller than
        # a tick): relative to the factor the chart chose, as the numbers are.
        "weights tick font": weights.font_sizes()["ticks"] / weights.tick_font_factor(),
        "weights axis pen": weights.outline_width(),
        "weights title font": weights.font_sizes()["title"],
        # The numbers' size relative to the factor the chart chose for its bars' width (a
        # number printed in a bar must fit it: narrower bars at 2x take a smaller factor).
        "bar label font": weights.font_sizes()["numbers"] / weights.value_font_factor(),
        "bar outline pen": weights.outline_width(),
        "saturation tick font": saturation.font_sizes()["ticks"],
        "saturation curve pen": saturation.curve_pen_width(),
        "saturation legend font": saturation.font_sizes()["legend"],
        "saturation marker": saturation.marker_rect("scaled").width(),
        "arrow shaft pen": canvas.shaft_width_px(0),
        # Dots, rings and heads follow the UI scale up to what the canvas holds (at most
        # DOT_SHARE canvas units a key, app/canvas/view.py): as if at the UI scale.
        "arrow head": canvas.head_width(0) * dots,
        "query handle": canvas.handles[0].radius * dots,
        "key handle": canvas.handles[1].radius * dots,
        "canvas label font": canvas.label_point_size(0),
        "formula font": kino.panels["formula"].font().pointSizeF(),
        "readouts font": kino.panels["readouts"].value_font().pointSizeF(),
        "scores row": kino.panels["scores"].row_height(),
        "output line": kino.panels["output"].line_height(),
        "caption font": kino.presentation.banner.caption_label.font().pointSizeF(),
        "step number font": kino.presentation.banner.step_label.font().pointSizeF(),
        "toolbar button font": kino.toolbar.reroll_button.font().pointSizeF(),
        "menu bar font": kino.window.menuBar().font().pointSizeF(),
    }


def test_axis_labels_thin_out_instead_of_overlapping(kino):
    """The [0, 1] axes always label 0 and 1, and label halves or quarters only where the
    labels stay apart: at a large scale the font grows faster than the plot. Charts the layout
    leaves out are not drawn, so only shown charts are read; a short window makes the charts
    sit at their readable minimum, where thinning is needed."""
    kino.lecture.open_lesson(ask=False)
    kino.lecture.go_to(index_of("Summary"), animate=False)  # weights, saturation…
    counts = {}
    for height in (1000, 760):
        kino.window.resize(1600, height)
        for scale in (1.0, 1.5, 2.0, 2.5, 3.0):
            kino.preferences.set_scale(scale)
            QApplication.processEvents()
            for chart, factor in (
                (kino.panels["weights"].scaled, 1.0),
                (kino.panels["saturation"], 0.9),
            ):
                if not chart.isVisible():
                    continue  # left out by the layout, not squeezed
                counts[(height, scale, factor)] = _check_axis_labels(
                    chart, kino.style.ui_style, factor
                )
    assert counts[(1000, 1.0, 1.0)] == 5


def _check_axis_labels(chart, style, factor: float) -> int:
    """The y labels of a painted chart stay apart and whole; returns how many are shown."""
    values = chart.tick_values()
    line = QFontMetricsF(style.font(factor)).height()
    height = chart.plot_rect().height()
    # Ticks are the second decoration a small chart drops (after the numbers): only when
    # even 0 and 1 alone would run into each other.
    if not values:
        assert chart.tick_space() < 1.4 * line, chart
        return 0
    assert values[0] == 0 and values[-1] == 1
    if len(values) > 2:
        assert height * (values[1] - values[0]) >= 1.4 * line, chart
    else:
        assert height * 0.5 < 1.4 * line  # halves would not have fitted
    # The end labels are whole: inside the chart, over their tick.
    shown = {text: rect for text, rect in chart.text_rects()}
    for label in ("0", "1"):
        assert chart.rect().toRectF().contains(shown[label]), label
    return len(values)


@pytest.mark.parametrize("kind", ["weights", "saturation"])
def test_a_short_chart_alone_thins_its_axis_labels(qtbot, kind):
    """Built alone from a Document and a Style: at 300% in 220 px the quarters would overlap,
    so fewer labels are shown, and those stay apart and whole."""
    from app.common.theme import Style
    from app.document import Document
    from app.panels.saturation import SaturationPlot
    from app.panels.weights import WeightsChart

    style = Style(theme=THEMES["light"], scale=3.0)
    document = Document()
    chart = (
        WeightsChart(document, "scaled", style)
        if kind == "weights"
        else SaturationPlot(document, style)
    )
    qtbot.addWidget(chart)
    chart.resize(700, 220)
    chart.show()
    qtbot.waitExposed(chart)
    QApplication.processEvents()
    shown = _check_axis_labels(chart, style, 1.0 if kind == "weights" else 0.9)
    assert shown < 5


def test_ui_scale_reaches_every_view_and_is_remembered(kino):
    from app.controllers.preferences import remembered_presentation_style, remembered_style

    kino.lecture.open_lesson(ask=False)
    kino.lecture.go_to(index_of("Summary"), animate=False)  # both weightings
    for name in ("scores", "readouts", "formula", "output"):
        kino.layout.set_panel_visible(name, True)
    assert kino.style.ui_style.scale == 1.0
    base = probe_sizes(kino)
    for _ in range(4):
        press(kino, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert kino.style.ui_style.scale == 2.0
    doubled = probe_sizes(kino)
    for name, value in base.items():
        assert doubled[name] == pytest.approx(2 * value, rel=0.12), name
    assert remembered_style().scale == 2.0
    press(kino, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert kino.style.ui_style.scale == 1.75
    for _ in range(12):
        press(kino, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert kino.style.ui_style.scale == 3.0  # the ceiling
    press(kino, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert kino.style.ui_style.scale == 1.0
    assert probe_sizes(kino) == pytest.approx(base)
    # Presenting has its own scale (150% at first), remembered apart from the window's.
    press(kino, Qt.Key.Key_F5)
    assert kino.style.ui_style.scale == 1.5
    press(kino, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert remembered_presentation_style().scale == 1.75
    press(kino, Qt.Key.Key_Escape)
    assert kino.style.ui_style.scale == 1.0
    press(kino, Qt.Key.Key_F5)
    assert kino.style.ui_style.scale == 1.75


def dominant(counts: Counter) -> str:
    return counts.most_common(1)[0][0].upper()


def test_every_panel_follows_the_theme(kino, qtbot):
    kino.lecture.open_lesson(ask=False)
    for name in ("scores", "weights", "output", "readouts", "saturation", "formula"):
        kino.layout.set_panel_visible(name, True)
    kino.window.statusBar().showMessage("status")
    for name in ("dark", "high-contrast", "light"):
        kino.menus.theme_actions[name].trigger()
        QApplication.processEvents()
        theme = THEMES[name]
        assert kino.style.ui_style.theme is theme
        assert kino.layout.view_state.theme == name  # and so in a saved snapshot
        assert kino.files.current_snapshot().view.theme == name
        grounds = {theme.background.upper(), theme.panel.upper()}
        for panel_name, widget in kino.panels.items():
            if widget is None or widget.isHidden():
                continue
            counts = colour_counts(widget)
            assert dominant(counts) in grounds, (name, panel_name, dominant(counts))
            assert near(counts, theme.text) > 20, (name, panel_name)
        assert kino.canvas.backgroundBrush().color().name().upper() == theme.background.upper()
        for chart in (kino.panels["weights"].scaled, kino.panels["saturation"]):
            image = chart.grab().toImage()
            corner = image.pixelColor(2, 2).name().upper()
            assert corner == theme.background.upper(), (name, chart)
        for chart in (kino.panels["weights"].unscaled, kino.panels["saturation"]):
            # The tick label "1" is drawn in the theme's text colour.
            counts = colour_counts(chart)
            assert near(counts, theme.text) > 10, (name, chart)
        assert kino.canvas.label_colour(0).upper() == theme.text.upper()
        banner = colour_counts(kino.presentation.banner)
        assert dominant(banner) == theme.panel.upper()
        assert near(banner, theme.text) > 50
        for bar, ground in (
            (kino.toolbar, theme.background),
            (kino.toolbar.reroll_button, theme.panel),
            (kino.toolbar.d_control.spin, theme.panel),
            (kino.window.menuBar(), theme.panel),
            (kino.window.statusBar(), theme.background),
            (kino.menus.bar["Lesson"], theme.panel),
        ):
            counts = colour_counts(bar)
            assert dominant(counts) == ground.upper(), (name, bar)
            assert near(counts, theme.text) > 10, (name, bar)


def test_presenting_is_light_by_default_and_keeps_its_own_theme(kino):
    from app.controllers.preferences import remembered_style

    kino.menus.theme_actions["dark"].trigger()
    assert remembered_style().theme.name == "dark"
    press(kino, Qt.Key.Key_F5)
    assert kino.style.ui_style.theme.name == "light"
    assert kino.window.isFullScreen()
    press(kino, Qt.Key.Key_F11)  # full screen on its own: still presenting
    assert not kino.window.isFullScreen() and kino.presentation.active
    press(kino, Qt.Key.Key_F11)
    assert kino.window.isFullScreen()
    kino.menus.theme_actions["high-contrast"].trigger()
    press(kino, Qt.Key.Key_Escape)
    assert not kino.presentation.active
    assert kino.style.ui_style.theme.name == "dark"
    assert not kino.window.isFullScreen()
    press(kino, Qt.Key.Key_F5)
    assert kino.style.ui_style.theme.name == "high-contrast"
    assert kino.files.current_snapshot().view.theme == "high-contrast"


# -- turning the query, blank, hide and reveal ---------------------------------------------------


def query_angle(kino) -> float:
    q = kino.document.scene.queries[0]
    return math.degrees(math.atan2(q.y, q.x))


def test_play_turns_the_query_smoothly_and_pause_is_one_undo_step(kino, qtbot):
    kino.turning.speed_actions[90.0].trigger()
    assert kino.turning.turn_speed == 90.0
    start_scene = kino.document.scene
    q0 = start_scene.queries[0]
    radius = math.hypot(q0.x, q0.y)
    a0 = query_angle(kino)
    started = time.perf_counter()
    press(kino, Qt.Key.Key_P)
    assert kino.turning.playing
    samples = []
    for _ in range(6):
        qtbot.wait(60)
        samples.append((time.perf_counter() - started, query_angle(kino)))
    turned = [(angle - a0) % 360 for _, angle in samples]
    assert turned == sorted(turned) and turned[0] < turned[-1]
    elapsed, _ = samples[-1]
    # The angle follows the clock: 90°/s × elapsed, less the frames not yet drawn (a busy
    # test machine may starve the event loop for a while; the angle still never runs ahead).
    assert 90 * (elapsed - 0.25) <= turned[-1] <= 90 * elapsed + 1
    q = kino.document.scene.queries[0]
    assert math.hypot(q.x, q.y) == pytest.approx(radius, abs=1e-9)
    press(kino, Qt.Key.Key_P)
    assert not kino.turning.playing
    stopped = query_angle(kino)
    qtbot.wait(80)
    assert query_angle(kino) == stopped
    assert kino.document.undo_stack.count() == 1
    kino.document.undo_stack.undo()
    assert kino.document.scene == start_scene


def test_b_blanks_the_screen_and_back(kino, qtbot):
    kino.lecture.open_lesson(ask=False)
    press(kino, Qt.Key.Key_B)  # not presenting: nothing happens
    assert not kino.presentation.blanked
    press(kino, Qt.Key.Key_F5)
    QApplication.processEvents()
    press(kino, Qt.Key.Key_B)
    assert kino.presentation.blanked and kino.presentation.cover.isVisible()
    counts = colour_counts(kino.window, step=8)
    assert set(counts) == {"#000000"}
    press(kino, Qt.Key.Key_PageDown)  # the clicker still steps underneath
    wait_landed(qtbot, kino)
    assert kino.lecture.index == 1
    press(kino, Qt.Key.Key_B)
    assert not kino.presentation.cover.isVisible()
    counts = colour_counts(kino.window, step=8)
    assert counts["#000000"] < 0.05 * sum(counts.values())
    assert dominant(counts) in {THEMES["light"].background.upper(), THEMES["light"].panel.upper()}
    press(kino, Qt.Key.Key_B)
    press(kino, Qt.Key.Key_Escape)  # leaving also lifts the blank
    assert not kino.presentation.blanked and not kino.presentation.cover.isVisible()


def test_h_hides_the_answers_and_r_reveals_them(kino, qtbot):
    kino.lecture.open_lesson(ask=False)
    # canvas, weights, output, formula; without scaling: scaling is not taught yet
    kino.lecture.go_to(index_of("The output is a weighted average of the values"), animate=False)
    QApplication.processEvents()
    weights = kino.panels["weights"]
    output_colour = kino.panels["output"].swatch_hex("unscaled")

    def answers_shown() -> dict[str, int]:
        bars = colour_counts(weights)
        swatches = colour_counts(kino.panels["output"])
        return {
            "bars": sum(bars[c.lower()] for c in KEY_COLOURS),
            "swatch": swatches[output_colour.lower()],
            "chips": sum(swatches[c.lower()] for c in KEY_COLOURS),
            "formula": near(colour_counts(kino.panels["formula"]), THEMES["light"].text),
        }

    before = answers_shown()
    assert all(count > 20 for count in before.values()), before
    press(kino, Qt.Key.Key_H)
    assert kino.presentation.answers_hidden
    hidden = answers_shown()
    assert hidden == {"bars": 0, "swatch": 0, "chips": 0, "formula": 0}
    # The canvas stays: that is what the room predicts from.
    assert sum(colour_counts(kino.canvas)[c.lower()] for c in KEY_COLOURS) > 100
    press(kino, Qt.Key.Key_R)
    assert not kino.presentation.answers_hidden
    assert all(count > 20 for count in answers_shown().values())


# -- authoring -------------------------------------------------------------------------------


def test_authoring_round_trips_through_save_and_load(kino, qtbot, tmp_path, monkeypatch):
    from app.controllers.lecture import caption_dialog, deck_files

    lecture = kino.lecture
    original = load_lesson()
    lecture.action_open_lesson.trigger()
    steps = len(original.steps)
    lecture.go_to(2, animate=False)
    kino.document.set_d(16)
    kino.layout.set_panel_visible("readouts", True)
    lecture.action_add.trigger()
    assert len(lecture.deck.steps) == steps + 1 and lecture.index == 3
    added = lecture.deck.steps[3]
    assert added.scene == kino.document.scene and added.scene.d == 16
    assert "readouts" in added.panels
    assert added.weightings == original.steps[2].weightings == "unscaled"  # as shown

    def fake_exec(dialog) -> int:
        dialog.title_edit.setText("A wider look")
        dialog.caption_edit.setPlainText("At d = 16 the hidden part starts to count.")
        return 1

    monkeypatch.setattr(caption_dialog.CaptionDialog, "exec", fake_exec)
    lecture.action_caption.trigger()
    assert lecture.deck.steps[3].caption == "At d = 16 the hidden part starts to count."
    assert kino.presentation.banner.caption_label.text() == lecture.deck.steps[3].caption
    assert kino.presentation.banner.step_label.text() == f"4 / {steps + 1}"
    lecture.action_move_up.trigger()
    assert lecture.index == 2
    assert lecture.deck.steps[2].title == "A wider look"
    assert lecture.deck.steps[3] == original.steps[2]
    lecture.go_to(steps, animate=False)
    lecture.action_delete.trigger()
    wait_landed(qtbot, kino)
    assert len(lecture.deck.steps) == steps and lecture.index == steps - 1
    assert lecture.modified

    target = tmp_path / "talk"
    monkeypatch.setattr(
        deck_files.QFileDialog,
        "getSaveFileName",
        lambda *args, **kwargs: (str(target), "kino lesson decks (*.kinodeck)"),
    )
    lecture.action_save.trigger()  # a built-in lesson: Save asks for a new file
    saved = tmp_path / "talk.kinodeck"
    assert saved.is_file() and not lecture.modified
    assert load_deck(saved).deck == lecture.deck
    assert lecture.deck.steps[2].scene.d == 16

    kino.document.set_d(32)  # a change on screen is not a change of the deck
    lecture.action_next.trigger()
    assert kino.files.open_path(saved)
    assert lecture.deck == load_deck(saved).deck and lecture.index == 0
    assert kino.document.scene == lecture.deck.steps[0].scene


def test_an_edited_deck_is_not_lost_silently(kino):
    lecture = kino.lecture
    lecture.open_lesson(ask=False)
    lecture.action_delete.trigger()
    asked = []
    lecture.ask_unsaved_deck = lambda action: asked.append(action) or Choice.CANCEL
    assert not lecture.open_lesson()
    steps = len(load_lesson().steps)
    assert asked and len(lecture.deck.steps) == steps - 1
    lecture.ask_unsaved_deck = lambda action: Choice.DISCARD
    assert lecture.open_lesson()
    assert len(lecture.deck.steps) == steps


# -- headless ------------------------------------------------------------------------------


def assert_looks_like_a_step(image: QImage, size: QSize) -> None:
    assert (image.width(), image.height()) == (size.width(), size.height())
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    colours = Counter({k.upper(): v for k, v in image_colours(image, 2).items()})
    assert len(colours) > 40  # not blank
    assert sum(colours[c] for c in KEY_COLOURS) > 30  # the keys are drawn
    banner_dark = sum(
        1
        for x in range(0, image.width() // 2, 2)
        for y in range(4, image.height() // 14)
        if QColor(image.pixel(x, y)).lightness() < 90
    )
    assert banner_dark > 100  # the caption banner has its text


def test_every_step_of_the_built_in_deck_renders_headless():
    from app.shell.compose import headless_renderer

    render_deck_step = headless_renderer().render_deck_step

    deck = load_lesson()
    for index in range(len(deck.steps)):
        image = render_deck_step(deck, index, "1280x720")
        assert_looks_like_a_step(image, QSize(1280, 720))


def test_a_step_picture_shows_the_docked_panel_the_step_presents(qapp):
    """The "Try it" step presents the Code panel docked beside the scene: its picture is the
    whole presenting screen, the dock included, at the size asked for (not the scene alone,
    which would say "press Run" with no Run button in sight)."""
    from app.render.headless import dispose
    from app.shell.compose import headless_renderer

    renderer = headless_renderer()
    deck = load_lesson()
    index = next(i for i, step in enumerate(deck.steps) if "code" in step.view("light").panels)
    kino = renderer.build_presentation_window(deck, index, QSize(1280, 720), ui_scale=1.0)
    try:
        dock = kino.panels["code"]
        assert kino.window.size() == QSize(1280, 720)
        assert dock.isVisible() and kino.window.rect().contains(dock.geometry())
        dock_rect = dock.geometry()
    finally:
        dispose(kino)
    image = renderer.render_deck_step(deck, index, "1280x720")
    assert (image.width(), image.height()) == (1280, 720)
    # The dock's editor has text: dark pixels inside the dock's part of the picture.
    assert dark_pixels(image, dock_rect) > 100


def test_headless_render_is_what_presenting_shows(kino, qtbot):
    from app.common.screen_scale import fit_scale
    from app.shell.compose import headless_renderer

    render_deck_step = headless_renderer().render_deck_step

    deck = load_lesson()
    kino.lecture.open_deck(deck, index=4)
    # A picture of a 1280x720 screen is laid out at the scale such a screen starts at.
    kino.presentation.enter(full_screen=False, theme="light", scale=fit_scale(1280, 720))
    kino.window.setMinimumSize(1, 1)
    kino.window.resize(1280, 720)
    qtbot.waitUntil(lambda: kino.window.centralWidget().size() == QSize(1280, 720))
    kino.layout.relayout()
    kino.panels["saturation"].load_curves(4)
    # Step 5 asks which key wins: a picture of it is what the room sees after R, its caption
    # with the answer (presenting arrives with it held).
    kino.presentation.set_answers_hidden(False)
    QApplication.processEvents()
    shown = kino.window.centralWidget().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    rendered = render_deck_step(deck, 4, "1280x720").convertToFormat(QImage.Format.Format_RGB32)
    assert (shown.width(), shown.height()) == (rendered.width(), rendered.height())
    differ = sum(
        1
        for y in range(0, shown.height(), 3)
        for x in range(0, shown.width(), 3)
        if shown.pixel(x, y) != rendered.pixel(x, y)
    )
    assert differ < 0.005 * (shown.width() // 3) * (shown.height() // 3)


def run_cli(*args: str, tmp_path: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, KINO_CONFIG_DIR=str(tmp_path / "cfg"), KINO_DATA_DIR=str(tmp_path))
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )


@pytest.mark.parametrize("step", [3, 8])
def test_cli_exports_a_deck_step(tmp_path, step):
    out = tmp_path / f"step{step}.png"
    done = run_cli(
        "--export", str(out), "--size", "1280x720", str(lesson_path()), "--step", str(step),
        tmp_path=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert_looks_like_a_step(image, QSize(1280, 720))


@pytest.mark.parametrize(
    "case", ["step too large", "step zero", "broken deck", "missing deck", "no step"]
)
def test_cli_refuses_a_bad_deck_or_step_in_one_line(tmp_path, case):
    broken = tmp_path / "broken.kinodeck"
    broken.write_text('{"format": "kino-deck", "version": 1, "steps": []}', encoding="utf-8")
    deck, step = {
        "step too large": (lesson_path(), ["--step", str(len(load_lesson().steps) + 1)]),
        "step zero": (lesson_path(), ["--step", "0"]),
        "broken deck": (broken, ["--step", "1"]),
        "missing deck": (tmp_path / "nope.kinodeck", ["--step", "1"]),
        "no step": (lesson_path(), []),
    }[case]
    out = tmp_path / "out.png"
    done = run_cli("--export", str(out), str(deck), *step, tmp_path=tmp_path)
    assert done.returncode != 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("kino: ")
    assert not out.exists()


# -- what each step of the lesson shows ------------------------------------------------------


def test_a_step_before_scaling_shows_only_the_unscaled_weighting(kino, qtbot):
    from app.common.formatting import fmt_list
    from kino_core import evaluate

    deck = load_lesson()
    kino.lecture.open_lesson(ask=False)
    index = index_of("Saturation at d = 512")  # weights, scores and readouts, unscaled only
    kino.lecture.go_to(index, animate=False)
    QApplication.processEvents()
    result = evaluate(deck.steps[index].scene)
    assert kino.layout.view_state.weightings == "unscaled"
    assert (
        kino.panels["weights"].unscaled.isVisible()
        and not kino.panels["weights"].scaled.isVisible()
    )
    assert kino.panels["readouts"].header_texts() == []  # no weighting named before it is taught
    assert ("gradient", "scaled") not in kino.panels["readouts"].cell_rects()
    assert kino.panels["readouts"].values[("gradient", "unscaled")] == "0.000"
    assert kino.panels["saturation"].shown_series() == ("unscaled",)
    assert list(kino.panels["output"].swatch_rects()) == ["unscaled"]
    kino.layout.set_panel_visible("formula", True)
    lines = kino.panels["formula"].plain_text().splitlines()
    scores, weights = fmt_list(result.scores[0]), fmt_list(result.weights_unscaled[0])
    assert lines[0] == f"q:  α = softmax({scores}) = {weights}"
    painted = "\n".join(kino.panels["formula"].shown_lines())
    assert "√" not in painted and "without scaling" not in painted
    assert "softmax(scores / √d)" not in kino.panels["formula"].toolTip()
    # The step that teaches scaling brings every scaled view back.
    kino.lecture.go_to(index_of("Dividing by √d"), animate=False)
    QApplication.processEvents()
    assert kino.layout.view_state.weightings == "both" and kino.panels["weights"].scaled.isVisible()
    assert ("gradient", "scaled") in kino.panels["readouts"].cell_rects()
    assert kino.panels["saturation"].shown_series() == ("unscaled", "scaled")
    assert "/ √512)" in kino.panels["formula"].plain_text()
    assert "softmax(scores / √d)" in kino.panels["formula"].toolTip()
    assert list(kino.panels["output"].swatch_rects()) == ["unscaled", "scaled"]
    # And the View menu brings it back outside a deck, e.g. after saving such a step.
    kino.lecture.go_to(index, animate=False)
    assert not kino.menus.action_show_scaled.isChecked()
    kino.menus.action_show_scaled.trigger()
    assert kino.layout.view_state.weightings == "both" and kino.panels["weights"].scaled.isVisible()
    assert kino.files.current_snapshot().view.weightings == "both"


def test_the_scores_table_shows_the_canvas_share(kino):
    from app.common.formatting import fmt
    from kino_core import evaluate

    kino.lecture.open_lesson(ask=False)
    for title, d in (("Scores are dot products", 2), ("Saturation at d = 512", 512)):
        kino.lecture.go_to(index_of(title), animate=False)
        result = evaluate(kino.document.scene)
        assert kino.panels["scores"].isVisible() and kino.document.scene.d == d
        shares = [row[5] for row in kino.panels["scores"].rows]
        assert shares == [f"{fmt(100 * float(v), 0)}%" for v in result.canvas_share[0]]
        if d == 2:
            assert shares == ["100%"] * 4
        else:
            assert all(int(share[:-1]) < 50 for share in shares)
    assert "canvas share" in kino.panels["scores"].toolTip()


def test_try_it_opens_the_code_of_the_step_and_the_clicker_still_steps(kino, qtbot):
    from kino_core.codegen import scene_code

    deck = load_lesson()
    kino.lecture.open_lesson(ask=False)
    press(kino, Qt.Key.Key_F5)
    index = index_of("Try it")
    kino.lecture.go_to(index, animate=False)
    dock = kino.panels["code"]
    qtbot.waitUntil(dock.isVisible)
    QApplication.processEvents()
    assert dock.panel.editor.toPlainText() == scene_code(deck.steps[index].scene)
    assert QApplication.focusWidget() is not dock.panel.editor
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Space):  # not typed
        press(kino, key)
        wait_landed(qtbot, kino)
    assert kino.lecture.index == index + 1
    assert dock.panel.editor.toPlainText() == scene_code(deck.steps[index].scene)
    assert not dock.isVisible()  # the summary shows no code
