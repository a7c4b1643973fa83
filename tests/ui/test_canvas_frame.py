"""The canvas holds every vector whole inside its drawn border. Presets 3 and 8 put the query at
the edge of [-3, 3]²: its ring was centred on the right border line, half outside, and its
label outside the frame (screenshot review). The border is now drawn at the view's limit, which
leaves a ring's room around [-3, 3]²."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from .test_layout_matrix import settle


@pytest.mark.parametrize("key", [Qt.Key.Key_3, Qt.Key.Key_8])
@pytest.mark.parametrize("size", [(1600, 1000), (1024, 640)])
def test_every_dot_ring_and_label_is_whole_inside_the_border(kino, key, size):
    kino.window.resize(*size)
    settle(kino)
    QTest.keyClick(kino.canvas, key)
    settle(kino)
    canvas = kino.canvas
    offset = QPointF(canvas.viewport().mapTo(canvas, QPoint(0, 0)))
    border = canvas.label_frame_rect().translated(offset)  # inside the drawn line
    edge = max(max(abs(q.x), abs(q.y)) for q in kino.document.scene.queries)
    assert edge >= 2.99, "the preset puts its query at the edge"
    for what, shape in canvas.mark_shapes():
        if what == "frame":
            continue
        rect = shape if isinstance(shape, QRectF) else shape.boundingRect()
        assert border.contains(rect), (what, rect, border)
    for box in canvas.text_boxes():
        assert border.contains(box.rect), (box.text, box.rect, border)
