"""The canvas's unchanging background: grid, axes, the border of [-3, 3]² and the unit circle."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from app.common.theme import Style
from kino_core.scene import CANVAS_LIMIT


def paint_grid(
    painter: QPainter, origin: QPointF, ppu: float, style: Style, frame: float = CANVAS_LIMIT
) -> None:
    """Grid, axes, border and unit circle in viewport pixels; ``origin`` is the pixel of the
    canvas point (0, 0), ``ppu`` the pixels per canvas unit (y up on the canvas, down here).
    The border is drawn at ``frame`` canvas units (the view's limit, beyond [-3, 3]² by the
    room a vector's ring needs): a vector at the edge is drawn whole inside it."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    theme = style.theme
    ox, oy = origin.x(), origin.y()

    def at(x: float, y: float) -> QPointF:
        return QPointF(ox + x * ppu, oy - y * ppu)

    limit = max(frame, CANVAS_LIMIT)
    painter.setPen(QPen(QColor(theme.grid), style.pen_width(1.0)))
    for tick in range(-3, 4):
        painter.drawLine(at(tick, -limit), at(tick, limit))
        painter.drawLine(at(-limit, tick), at(limit, tick))
    painter.setPen(QPen(QColor(theme.axis), style.pen_width(1.0), Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(at(0, 0), ppu, ppu)
    painter.setPen(QPen(QColor(theme.axis), style.pen_width(1.2)))
    painter.drawLine(at(-limit, 0), at(limit, 0))
    painter.drawLine(at(0, -limit), at(0, limit))
    painter.drawRect(QRectF(at(-limit, limit), at(limit, -limit)))
