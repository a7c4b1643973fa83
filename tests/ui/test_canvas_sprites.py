"""The canvas's dots, ring and labels are copied from cached pictures on a move (issue 11):
after a drag, each is on screen where the canvas says it is, in its colours."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from app.common.theme import LIGHT, Style

from .conftest import drag


def close(a: QColor, b: QColor, tolerance: int = 24) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_dots_ring_and_labels_are_on_screen_after_a_drag(alone, scale):
    canvas, document = alone("canvas", style=Style(theme=LIGHT, scale=scale))
    q = document.scene.queries[0]
    drag(canvas, (q.x, q.y), (-1.2, 1.4), steps=10)
    QApplication.processEvents()
    image = canvas.viewport().grab().toImage()
    ratio = image.devicePixelRatio()

    def pixel(x: float, y: float) -> QColor:
        return image.pixelColor(round(x * ratio), round(y * ratio))

    # Each key's dot is filled with its colour at its centre.
    for index, key in enumerate(document.scene.keys):
        centre = canvas.data_to_viewport(key.x, key.y)
        assert close(pixel(centre.x(), centre.y()), QColor(key.color), 4), (index, key.color)
    # The selection ring (on the dragged query) in the accent colour, half a pen inside its edge.
    query = document.scene.queries[0]
    centre = canvas.data_to_viewport(query.x, query.y)
    middle = canvas.ring_radius_px() - canvas.selection_ring.pen().widthF() / 2
    assert close(pixel(centre.x() + middle, centre.y()), QColor(LIGHT.accent))
    # Every label's ink box holds its glyphs: pixels in the text colour.
    text = QColor(LIGHT.text)
    for label, rect in canvas.label_rects():
        inked = sum(
            close(pixel(x + 0.5, y + 0.5), text)
            for x in range(int(rect.left()), int(rect.right()))
            for y in range(int(rect.top()), int(rect.bottom()))
        )
        assert inked >= 8 * scale, (label, rect, inked)
