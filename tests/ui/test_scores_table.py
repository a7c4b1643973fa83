"""The scores table never cuts a number: a narrow table draws its numbers smaller (a clipped
"−26.89" reads as 26.89, a wrong number on the projector)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from app.common.theme import LIGHT, Style
from kino_core import load_preset

from .conftest import settle

SATURATED = "saturation-d512"


def value_boxes(panel):
    """The painted value texts with the cell each was drawn in (the headers are not values)."""
    return [
        box
        for box in panel.text_boxes()
        if box.room is not None and box.rect.top() > 4 and any(c.isdigit() for c in box.text)
    ]


def header_texts(panel) -> list[str]:
    """The column headers as painted, left to right: a header on two lines is read as one
    (its lines joined by a space)."""
    bottom = panel.row_height() * panel.text_factor() * panel.header_line_count()
    columns: dict[float, list] = {}
    for box in panel.text_boxes():
        if box.rect.center().y() < bottom:
            columns.setdefault(round(box.room.x()), []).append(box)
    return [
        " ".join(b.text for b in sorted(boxes, key=lambda b: b.rect.y()))
        for _x, boxes in sorted(columns.items())
    ]


def header_boxes(panel) -> list:
    """Every line of the headers as painted."""
    bottom = panel.row_height() * panel.text_factor() * panel.header_line_count()
    return [box for box in panel.text_boxes() if box.rect.center().y() < bottom]


def assert_whole(panel) -> None:
    values = value_boxes(panel)
    assert values
    for box in values:
        room = QRectF(box.room).adjusted(-0.5, -0.5, 0.5, 0.5)
        assert room.contains(box.rect), (box.text, box.rect, box.room)


@pytest.mark.parametrize(("width", "scale"), [(380, 1.5), (300, 1.0), (260, 1.5), (700, 1.0)])
def test_every_value_is_drawn_whole_in_its_cell(alone, width, scale):
    scene = load_preset(SATURATED).scene
    panel, _document = alone("scores", (width, 240), scene, Style(theme=LIGHT, scale=scale))
    assert_whole(panel)
    texts = [box.text for box in value_boxes(panel)]
    assert "−23.89" in texts  # the minus sign is there: the number is whole
    if width >= 700:
        assert panel.text_factor() >= 1.0  # room enough: full size (or larger)


def test_a_drag_that_widens_a_number_keeps_every_value_whole(alone):
    scene = load_preset(SATURATED).scene
    panel, document = alone("scores", (300, 240), scene, Style(theme=LIGHT, scale=1.5))
    before = panel.text_factor()
    document.begin_drag("query", 0)
    document.drag_to("query", 0, -3.0, -3.0)  # scores far from zero: wider numbers
    document.end_drag()
    settle()
    assert_whole(panel)
    assert panel.text_factor() <= before


@pytest.mark.parametrize(("size", "scale"), [((1140, 690), 3.0), ((1140, 400), 2.0)])
def test_numbers_grown_into_free_room_leave_every_header_whole(alone, size, scale):
    """A roomy table (step 2 of the lesson at 300%: the scores beside the canvas) enlarges its
    numbers only while the headers still fit: its caption points at "the hidden part" and "the
    canvas share", which were cut to "hidden p…" and "canvas …"."""
    scene = load_preset("four-keys").scene
    panel, _document = alone("scores", size, scene, Style(theme=LIGHT, scale=scale))
    assert header_texts(panel) == list(panel.headers())
    headers = header_boxes(panel)
    assert all(not box.full for box in headers), [box.full for box in headers]
    # Room the headers leave is still used: the numbers are larger (at 300% the headers
    # fill their cells at full size on one line: they go on two, and the numbers grow).
    assert panel.text_factor() > 1.0
    assert_whole(panel)


@pytest.mark.parametrize("width", [1000, 1084, 1150, 1250])
def test_spanish_headers_are_shrunk_whole_rather_than_cut(alone, width):
    """With one query every header counts when the headers shrink for longer words, and a
    header shrunk to fit is not elided for a fraction of a pixel: Spanish steps at 200% cut
    'puntuación q·k' and 'cuota del lienzo' to 'puntuación …' and 'cuota del lien…'."""
    from app.common import i18n

    i18n.install_language("es")
    try:
        scene = load_preset(SATURATED).scene
        panel, _document = alone("scores", (width, 300), scene, Style(theme=LIGHT, scale=2.0))
        assert header_texts(panel) == list(panel.headers())
        assert "puntuación q·k" in panel.headers()
    finally:
        i18n.install_language("en")


def test_the_score_header_follows_the_selected_query(alone):
    """Choosing another query (a click on its row in the map) updates the numbers and the
    score column's header with them: it kept naming the first query ('score (q: the)·k')."""
    scene = load_preset("translation-matrix").scene
    panel, document = alone("scores", (1100, 240), scene, Style(theme=LIGHT, scale=1.0))

    def painted_headers() -> list[str]:
        return header_texts(panel)

    assert "score (q: the)·k" in painted_headers()
    document.select("query", 2)
    settle()
    assert document.selected_query == 2
    assert "score (q: cat)·k" in painted_headers()


@pytest.mark.parametrize(("width", "scale"), [(600, 1.0), (380, 1.5)])
def test_a_key_chip_carries_its_whole_label_once(alone, width, scale):
    """Preset 5's chips read "cha", "noi", "dor" with the whole word repeated beside them: a
    chip cut short reads as a mistake. Each chip now carries the whole label, once, inside it."""
    scene = load_preset("translation").scene
    panel, _document = alone("scores", (width, 200), scene, Style(theme=LIGHT, scale=scale))
    labels = [k.label for k in scene.keys]
    assert any(len(label) > 3 for label in labels)
    texts = [box.text for box in panel.text_boxes()]
    for label in labels:
        assert texts.count(label) == 1, (label, texts)  # the chip, and no repeat beside it
        assert label[:3] not in texts or label[:3] == label
    for box in panel.text_boxes():
        if box.text in labels:
            assert box.room is not None
            assert box.room.contains(box.rect), (box.text, box.rect, box.room)
