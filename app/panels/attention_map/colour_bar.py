"""The attention map's colour bar: its colour map on a scale fixed to [0, 1], with ticks."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from app.common.formatting import fmt_short
from app.common.theme import Style


class ColourBar:
    """Paints the bar beside the heatmaps, with as many ticks as its height holds."""

    def __init__(self, cmap: pg.ColorMap) -> None:
        self.cmap = cmap
        self._colours: tuple[int, list[QColor]] = (0, [])  # (bands, colours), reused

    @staticmethod
    def extent(bar: QRectF, style: Style) -> QRectF:
        """Everything ``paint`` may draw for ``bar``: the bar and its outline, the ticks and
        their labels to its right (60 px at the UI scale, kept within the bar's height)."""
        pen = style.pen_width(1.0)
        return bar.adjusted(-pen, -pen, (5 + 60) * style.scale + pen, pen)

    def paint(
        self,
        painter: QPainter,
        bar: QRectF,
        font: QFont,
        style: Style,
        draw_text: Callable[[QPainter, QRectF, Qt.AlignmentFlag, str], None],
    ) -> None:
        """Draw the bar in ``bar`` (widget pixels), its tick labels in ``font`` to its right,
        through ``draw_text`` (the heatmap's, which records them for the layout report)."""
        theme = style.theme
        steps = max(int(bar.height()), 2)
        band = bar.height() / steps
        if self._colours[0] != steps:
            # Mapped once per bar height, not on every paint: mapping a value at a time was
            # most of a frame's time while a lesson step animates.
            values = 1.0 - (np.arange(steps) + 0.5) / steps  # 1 at the top, as on a y axis
            self._colours = (steps, self.cmap.map(values, mode="qcolor"))
        for k, colour in enumerate(self._colours[1]):
            painter.fillRect(
                QRectF(bar.left(), bar.top() + k * band, bar.width(), band + 0.6), colour
            )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(theme.axis), style.pen_width(1.0)))
        painter.drawRect(bar)
        painter.setFont(font)
        painter.setPen(QColor(theme.text))
        line = QFontMetricsF(font).height()
        if bar.height() > line * 5:
            ticks: tuple[float, ...] = (0.0, 0.25, 0.5, 0.75, 1.0)
        elif bar.height() > line * 2.2:
            ticks = (0.0, 0.5, 1.0)
        else:
            ticks = (0.0, 1.0)
        for value in ticks:
            y = bar.bottom() - value * bar.height()
            painter.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + 3 * style.scale, y))
            rect = QRectF(bar.right() + 5 * style.scale, y - line / 2, 60 * style.scale, line)
            # Within the bar's height: above it is the title row, below it the panel's edge.
            rect.moveTop(min(max(rect.top(), bar.top()), bar.bottom() - line))
            draw_text(
                painter,
                rect,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                fmt_short(value),  # the language's decimal point: 0,75 in German
            )
