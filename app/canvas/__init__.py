"""The 2-D canvas: view.py (CanvasView: drawing from the result, gestures), items.py (the
pixel-sized items it draws), labels.py (where labels go: plain arithmetic), background.py
(grid, axes, border, unit circle)."""

from app.canvas.labels import CLEARLY_NEARER
from app.canvas.view import KEY_SIZE_PX, QUERY_SIZE_PX, VIEW_LIMIT, CanvasView

__all__ = ["CLEARLY_NEARER", "KEY_SIZE_PX", "QUERY_SIZE_PX", "VIEW_LIMIT", "CanvasView"]
