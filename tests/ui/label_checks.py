"""Checks of the canvas's labels shared by the crowded-canvas tests (test_canvas_labels.py,
test_hall_screens.py): the scene of 8 queries x 12 keys presenting on 1080p, and where a
label stands against the dots."""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPoint, QPointF, QRectF

from app.render.headless import dispose

from .test_layout_matrix import screen_window, settle
from .test_layout_window import scenes_and_views


@contextmanager
def crowded_canvas(scale: float) -> Iterator[tuple[object, object, list]]:
    """The window presenting on a 1920x1080 screen at UI scale ``scale``, showing the scene of
    8 queries x 12 keys with its first view, settled: yields (kino, scene, its views). The
    window is disposed of afterwards, whatever happened."""
    kino, _deck = screen_window("presenting", (1920, 1080), scale)
    try:
        scene, views = scenes_and_views()[-1]
        kino.document.reset(scene)
        kino.window.set_view_state(views[0])
        settle(kino)
        yield kino, scene, views
    finally:
        dispose(kino)


def selected_on_frame(found: list[str], label: str) -> str | None:
    """The finding of the selected label on the square's border line, if any: the one place
    it may sit when no other is free (a hidden selected label is worse)."""
    return next(
        (f for f in found if f.startswith(f"covers: CanvasView {label!r}") and "frame" in f), None
    )


def box_nearest_own_dot(rect: QRectF, slot: int, centres: list[QPointF]) -> bool:
    """Whether the label box ``rect`` of vector ``slot`` is nearer its own dot than any other."""

    def gap(point: QPointF) -> float:
        dx = max(rect.left() - point.x(), 0.0, point.x() - rect.right())
        dy = max(rect.top() - point.y(), 0.0, point.y() - rect.bottom())
        return math.hypot(dx, dy)

    own = gap(centres[slot])
    return all(gap(c) >= own for i, c in enumerate(centres) if i != slot)


def centres_in_widget(canvas) -> list[QPointF]:
    """Every vector's dot centre in the canvas widget's coordinates, queries first (the order
    of the label slots)."""
    offset = QPointF(canvas.viewport().mapTo(canvas, QPoint(0, 0)))
    return [
        QPointF(canvas.data_to_viewport(*canvas.position_of(kind, index))) + offset
        for kind, index in (
            *(("query", i) for i in range(len(canvas.document.scene.queries))),
            *(("key", j) for j in range(len(canvas.document.scene.keys))),
        )
    ]
