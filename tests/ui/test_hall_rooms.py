"""Rooms the lesson wasted (issue 29 item 4, as the last trial found it): free room goes to
what a step shows, checked on the real window as presenting lays it out at the sizes a
lecturer meets (the window ``--export … --size --scale --step`` pictures)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontInfo

from .test_hall_screens import presenting  # noqa: F401 - the fixture

SATURATION = 8  # step 9: the readouts are its subject
DIVIDING = 11  # step 12: the readouts again, both weightings


def body_pixels(kino) -> int:
    """The panels' body text at the window's UI scale, in pixels."""
    return QFontInfo(kino.style.ui_style.font()).pixelSize()


def test_the_readouts_grow_into_the_room_at_300_percent(presenting):  # noqa: F811
    """Step 9 on a 1080p projector at 300%: the readouts, the step's subject and the only
    panel beside the canvas, drew their numbers at 95% of the body text in the upper third of
    their panel. They now draw them at least 40% larger than the body text, down the panel."""
    kino = presenting(SATURATION, "640x360", 3.0)
    panel = kino.panels["readouts"]
    assert set(kino.layout.plan.shown) == {"canvas", "readouts"}
    assert panel.isVisible()
    assert QFontInfo(panel.painted_value_font()).pixelSize() >= 1.4 * body_pixels(kino)
    cells = panel.cell_rects()
    assert len(cells) == 4  # every readout, whole
    inside = QRectF(panel.rect())
    assert all(inside.contains(rect) for rect in cells.values())
    assert max(rect.bottom() for rect in cells.values()) >= 0.5 * panel.height()


def test_two_weightings_readouts_put_titles_above_values_when_that_draws_them_larger(
    presenting,  # noqa: F811
):
    """Step 12 at 300%: two columns of values beside the titles fit only at 95%; with each
    title above its values the numbers are larger than the body text and fill the panel, and
    no text sits on another."""
    kino = presenting(DIVIDING, "640x360", 3.0)
    panel = kino.panels["readouts"]
    assert panel.isVisible()
    assert QFontInfo(panel.painted_value_font()).pixelSize() > body_pixels(kino)
    rects = [rect for _text, rect in panel.text_rects()]
    assert len(rects) == 2 + 4 + 8  # the headings, the titles, every value
    for i, first in enumerate(rects):
        for second in rects[i + 1 :]:
            assert not first.intersects(second)
    inside = QRectF(panel.rect())
    assert all(inside.contains(rect) for rect in rects)
    assert max(rect.bottom() for rect in rects) >= 0.8 * panel.height()


SCORES = 1  # step 2: the scores table, the only panel beside the canvas


def test_the_scores_grow_into_their_room_with_headers_on_two_lines(presenting):  # noqa: F811
    """Step 2 on a 1080p projector at 150%: the scores table, the step's subject, stopped
    growing at 140% because its one-line headers ("canvas share") filled their cells, and left
    the lower half of its panel blank. Each header now goes on two lines, whole, and the
    numbers grow to more than twice the body text, down the panel."""
    kino = presenting(SCORES, "1280x720", 1.5)
    table = kino.panels["scores"]
    assert set(kino.layout.plan.shown) == {"canvas", "scores"}
    assert table.isVisible()
    assert table.shown_rows() == 4
    assert table.header_line_count() == 2
    assert table.text_factor() >= 2.0
    boxes = table.text_boxes()
    inside = QRectF(table.rect())
    for box in boxes:
        assert not box.full, box.text  # nothing shortened
        assert inside.contains(box.rect), box.text
        assert box.room is None or box.rect.width() <= box.room.width() + 0.5, box.text
    for i, first in enumerate(boxes):
        for second in boxes[i + 1 :]:
            assert not first.rect.intersects(second.rect), (first.text, second.text)
    words = {box.text for box in boxes}
    assert {"canvas", "part", "hidden", "score", "q·k", "share"} <= words
    assert max(box.rect.bottom() for box in boxes) >= 0.5 * table.height()


def test_the_scores_keep_one_line_headers_where_two_would_not_help(kino):
    """At the desk (1600x1000, several panels) the table has no spare height: its headers
    stay on one line, as before."""
    table = kino.panels["scores"]
    assert table.isVisible()
    assert table.header_line_count() == 1
    assert "canvas part" in {box.text for box in table.text_boxes()}


TRY_IT = 15  # step 16: the Code dock beside the weights


def code_lines_wrapped(editor, longest: int) -> list[str]:
    """The lines of code (comments aside) of at most ``longest`` characters that the editor
    wraps onto more than one line."""
    wrapped = []
    block = editor.document().begin()
    while block.isValid():
        code = block.text().split("#")[0].rstrip()
        if code and len(code) <= longest and block.layout().lineCount() > 1:
            # Only the code before a comment must be whole: is it on the block's first line?
            first = block.layout().lineAt(0)
            if first.textLength() < len(code):
                wrapped.append(block.text())
        block = block.next()
    return wrapped


@pytest.mark.parametrize(
    ("size_text", "scale", "roomy"),
    [("1280x720", 1.5, True), ("3840x2160", 1.0, True), ("1024x640", 1.0, False)],
)
def test_the_code_reads_from_the_back_row(presenting, size_text, scale, roomy):  # noqa: F811
    """Step 16: the code was drawn at 95% of the panels' body text (the smallest text on the
    screen), in a dock of 320 px beside ~500 px of canvas; at 4K the editor had a third of
    the dock's height above the output's blank box. The code is now at least the body text,
    where the room allows its lines are whole (comments wrap) and the editor has most
    of the dock's height; at 1024x640 the weights still have their room beside it."""
    from PySide6.QtGui import QFontInfo

    kino = presenting(TRY_IT, size_text, scale)
    window = kino.window
    dock = kino.panels["code"]
    editor = dock.panel.editor
    assert dock.isVisible() and editor.isVisible()
    assert set(kino.layout.plan.shown) == {"canvas", "weights", "code"}
    assert QFontInfo(editor.font()).pixelSize() >= body_pixels(kino)
    assert QFontInfo(dock.panel.output.font()).pixelSize() >= body_pixels(kino)
    assert editor.height() >= 0.55 * dock.height()
    assert kino.canvas.width() >= window.width() / 4
    if roomy:
        # Every line of the generated code is whole but the longest four (53 to 95
        # characters: the wrapped comments' code and the seeding line).
        assert code_lines_wrapped(editor, 50) == []
        assert dock.width() >= 0.38 * window.width()


def test_german_scores_grow_too_with_their_long_headers(language, presenting):  # noqa: F811
    """Step 2 in German at 150%: "verborgener" alone on a line held the numbers at 115%; the
    headers may be drawn smaller beside the numbers (whole), and the numbers grow."""
    language("de")
    kino = presenting(SCORES, "1280x720", 1.5, "de")
    table = kino.panels["scores"]
    assert table.header_line_count() == 2
    assert table.text_factor() >= 1.6
    boxes = table.text_boxes()
    assert "verborgener" in {box.text for box in boxes}
    assert all(not box.full for box in boxes)
    inside = QRectF(table.rect())
    assert all(inside.contains(box.rect) for box in boxes)
