"""The bar numbers are the lesson: at 200-300% they are shown and never smaller than the ticks.

Issue 29, item 4: at 1080p 300% (step 12) the numbers were about 16 px beside 40 px ticks, and
at 200% step 16 had no numbers at all. The numbers now sit above their bars in the key's slot
and the y ticks follow them down when the slot needs a smaller number.
"""

from __future__ import annotations

import pytest

from app.render.headless import dispose

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


@pytest.mark.parametrize(("scale", "step"), [(3.0, 12), (2.0, 16), (2.0, 12), (1.5, 12)])
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
