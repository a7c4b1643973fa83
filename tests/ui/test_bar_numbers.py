"""The bar numbers are the lesson: at 200-300% they are shown and never smaller than the ticks.

Issue 29, item 4: at 1080p 300% (step 12) the numbers were about 16 px beside 40 px ticks, and
at 200% step 16 had no numbers at all. The numbers now sit above their bars in the key's slot
and the y ticks follow them down when the slot needs a smaller number.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.common.formatting import fmt, fmt_rgb
from app.render.headless import HeadlessRenderer, dispose
from app.shell.compose import build_app
from kino_core.snapshot import load_snapshot

from .conftest import ROOT
from .test_layout_matrix import screen_window, settle


def number_and_tick_heights(chart) -> tuple[list[float], list[float]]:
    """(ink heights of the bar numbers, of the y tick labels), as painted."""
    numbers = set(chart.value_texts())
    ticks = {box.text for box in chart.text_boxes()} & {"0", "0.25", "0.5", "0.75", "1"}
    boxes = chart.text_boxes()
    return (
        [b.rect.height() for b in boxes if b.text in numbers],
        [b.rect.height() for b in boxes if b.text in ticks],
    )


# At 300% step 12 keeps its subject, the readouts, and leaves its charts out: there step 3,
# whose subject the weights are, shows them.
@pytest.mark.parametrize(("scale", "step"), [(3.0, 3), (2.0, 16), (2.0, 12), (1.5, 12)])
def test_bar_numbers_are_shown_and_as_large_as_the_ticks(qapp, scale, step):
    kino, _deck = screen_window("presenting", (1920, 1080), scale)
    try:
        kino.lecture.go_to(step - 1, animate=False)
        settle(kino)
        charts = [
            c
            for c in (kino.panels["weights"].unscaled, kino.panels["weights"].scaled)
            if c.isVisible()
        ]
        assert charts, "the step shows its weights"
        for chart in charts:
            weights = chart.heights()
            assert chart.value_texts() == [f"{w:.2f}" for w in weights]
            numbers, ticks = number_and_tick_heights(chart)
            assert len(numbers) == len(weights) and ticks
            assert min(numbers) >= max(ticks) - 0.5, (numbers, ticks)
            # Each number stands above its own bar, inside the chart.
            for i, w in enumerate(weights):
                bar = chart.bar_rect(i)
                # Its own number: the one centred over it (two bars may print the same text).
                box = min(
                    (b.rect for b in chart.text_boxes() if b.text == f"{w:.2f}"),
                    key=lambda r, bar=bar: abs(r.center().x() - bar.center().x()),
                )
                assert abs(box.center().x() - bar.center().x()) < bar.width()
                assert box.bottom() <= bar.top() + 0.5
                assert chart.rect().toRectF().contains(box)
    finally:
        dispose(kino)


# -- twelve keys: the numbers stand up rather than shrink or go (screenshot review) ----------

PRESET_9 = ROOT / "resources" / "presets" / "09-many-keys-d512.kino"


def number_pixel_size(chart) -> float:
    """The bar numbers' font size in pixels as painted, whether lying down or standing up."""
    return chart.ui_style.font(chart.value_font_factor(), bold=True).pointSizeF() * 96 / 72


def check_numbers_whole_and_not_smaller(chart) -> None:
    weights = chart.heights()
    # Every bar has its number.
    assert chart.value_texts() == [fmt(float(w), 2) for w in weights]
    sizes = chart.font_sizes()
    # Never smaller than the axis text: the y ticks and the key labels under the bars.
    assert sizes["numbers"] >= sizes["ticks"] - 0.01, sizes
    assert sizes["numbers"] >= sizes["keys"] - 0.01, sizes
    numbers = [b for b in chart.moving_texts()]
    assert len(numbers) == len(weights)
    widget = chart.rect().toRectF()
    for i, box in enumerate(numbers):
        bar = chart.bar_rect(i)
        # Whole inside the chart, above its own bar, within the key's slot (so two numbers
        # never run into each other).
        assert widget.contains(box.rect), (box.text, box.rect, widget)
        assert box.rect.bottom() <= bar.top() + 0.5
        assert abs(box.rect.center().x() - bar.center().x()) < 1.0
        assert box.room is not None and box.room.contains(box.rect)
        if i:
            assert numbers[i - 1].rect.right() <= box.rect.left()


def test_twelve_keys_at_a_1024_desk_show_every_number(kino):
    """Desk 1024x640, key 9: neither chart had bar numbers though the ticks stayed."""
    kino.window.resize(1024, 640)
    settle(kino)
    QTest.keyClick(kino.canvas, Qt.Key.Key_9)
    settle(kino)
    assert len(kino.document.scene.keys) == 12
    for chart in kino.panels["weights"].views():
        assert chart.isVisible()
        check_numbers_whole_and_not_smaller(chart)
        assert chart.tick_values(), "the ticks stay too"
        assert chart.numbers_upright()  # "0.00" lying down does not fit a 20 px slot


def test_twelve_keys_at_4k_numbers_are_as_large_as_the_key_letters(qapp):
    """4K desk, preset 9: digits were ~13 px beside ~35 px key letters."""
    snapshot = load_snapshot(PRESET_9).snapshot
    kino = HeadlessRenderer(build_app).build_snapshot_window(snapshot, "3840x2160", None)
    try:
        settle(kino)
        for chart in kino.panels["weights"].views():
            check_numbers_whole_and_not_smaller(chart)
            assert chart.key_font_factor() == 1.0  # the key letters keep their size
            assert number_pixel_size(chart) >= 30
        output = kino.panels["output"]
        for series, swatch in output.swatch_rects().items():
            lines = output.rgb_lines(swatch, output.colours[series])
            assert " ".join(text for text, _room, _font in lines) == fmt_rgb(output.colours[series])
    finally:
        dispose(kino)


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
def test_twelve_keys_output_swatches_keep_their_rgb_numbers(kino, size):
    """Key 9's output swatches dropped their RGB text at 1024x640 (and at 4K): too narrow for
    one line, the numbers now break at their spaces, whole inside the swatch."""
    kino.window.resize(*size)
    settle(kino)
    QTest.keyClick(kino.canvas, Qt.Key.Key_9)
    settle(kino)
    output = kino.panels["output"]
    assert output.isVisible()
    boxes = output.text_boxes()
    for series, swatch in output.swatch_rects().items():
        lines = [b for b in boxes if swatch.contains(b.rect.center()) and b.text[:1] in "(0123"]
        assert " ".join(b.text for b in lines) == fmt_rgb(output.colours[series]), series
        for box in lines:
            assert swatch.contains(box.rect), (box.text, box.rect, swatch)
        # Never below the chips' size or so (RGB_LEAST of the body font).
        least = kino.style.ui_style.font(output.RGB_LEAST, mono=True).pointSizeF()
        assert output.rgb_lines(swatch, output.colours[series])[0][2].pointSizeF() >= least - 0.01
