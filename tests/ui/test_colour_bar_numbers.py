"""The attention map's colour bar writes its ticks with the language's decimal point, as every
other number on screen does ("0,75" in German and Spanish, never "0.75"): issue 27."""

from __future__ import annotations

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QImage, QPainter

from app.common import formatting
from app.common.theme import LIGHT, Style
from app.panels.attention_map.colour_bar import ColourBar


def tick_labels(point: str) -> list[str]:
    written: list[str] = []
    formatting.set_decimal_point(point)
    image = QImage(200, 400, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        bar = ColourBar(pg.ColorMap([0.0, 1.0], [(255, 255, 255), (0, 0, 0)]))
        bar.paint(
            painter,
            QRectF(10, 10, 20, 360),  # tall: all five ticks
            QFont(),
            Style(theme=LIGHT, scale=1.0),
            lambda _painter, _rect, _flags, text: written.append(text),
        )
    finally:
        painter.end()
        formatting.set_decimal_point(".")
    return written


@pytest.mark.parametrize(
    ("point", "expected"),
    [(".", ["0", "0.25", "0.5", "0.75", "1"]), (",", ["0", "0,25", "0,5", "0,75", "1"])],
)
def test_the_colour_bar_ticks_use_the_languages_decimal_point(qapp, point, expected):
    assert tick_labels(point) == expected
