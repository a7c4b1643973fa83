"""Checks of the canvas's labels shared by the crowded-canvas tests (test_canvas_labels.py,
test_hall_screens.py): the scene of 8 queries x 12 keys presenting on a screen, and where a
label stands against the dots and arrows."""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPoint, QPointF, QRectF

from app.render.headless import dispose

from .test_layout_matrix import screen_window, settle
from .test_layout_window import scenes_and_views


@contextmanager
def crowded_canvas(
    scale: float, screen: tuple[int, int] = (1920, 1080)
) -> Iterator[tuple[object, object, list]]:
    """The window presenting on a ``screen`` (physical pixels) at UI scale ``scale``, showing
    the scene of 8 queries x 12 keys with its first view, settled: yields (kino, scene, its
    views). The window is disposed of afterwards, whatever happened."""
    kino, _deck = screen_window("presenting", screen, scale)
    try:
        scene, views = scenes_and_views()[-1]
        kino.document.reset(scene)
        kino.layout.set_view_state(views[0])
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


def labels_across_arrows(canvas) -> list[str]:
    """The shown labels that an arrow (from the origin to a dot) or a leader line other than
    their own passes through, as "label across name's arrow" (widget coordinates)."""
    offset = QPointF(canvas.viewport().mapTo(canvas, QPoint(0, 0)))
    origin = QPointF(canvas.data_to_viewport(0.0, 0.0)) + offset
    texts = canvas.label_texts()
    centres = centres_in_widget(canvas)
    boxes = dict(zip(canvas.shown_label_slots(), canvas.text_boxes(), strict=True))
    lines = [(slot, origin, centre) for slot, centre in enumerate(centres)]
    lines += [(slot, a, b) for slot, (a, b) in canvas.leader_lines().items()]
    found = []
    for slot, box in boxes.items():
        rect = box.rect.adjusted(0.5, 0.5, -0.5, -0.5)  # an edge touching is not across
        for other, a, b in lines:
            if other != slot and segment_crosses_rect(a, b, rect):
                found.append(f"{texts[slot]} across {texts[other]}'s line")
    return found


def segment_crosses_rect(a: QPointF, b: QPointF, rect: QRectF) -> bool:
    """Whether the segment from ``a`` to ``b`` passes through ``rect``'s inside."""
    if max(a.x(), b.x()) <= rect.left() or min(a.x(), b.x()) >= rect.right():
        return False
    if max(a.y(), b.y()) <= rect.top() or min(a.y(), b.y()) >= rect.bottom():
        return False
    dx, dy = b.x() - a.x(), b.y() - a.y()
    sides = [
        dx * (corner.y() - a.y()) - dy * (corner.x() - a.x())
        for corner in (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight())
    ]
    return min(sides) < 0 < max(sides)
