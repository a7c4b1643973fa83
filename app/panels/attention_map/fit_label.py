"""A one-line label that picks the longest variant of its text that fits, or shrinks."""

from __future__ import annotations

import math

from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
)
from PySide6.QtWidgets import (
    QSizePolicy,
    QWidget,
)

from app.common.plain_text import PlainLabel
from app.panels.attention_map.geometry import MIN_CELL_POINTS


class FitLabel(PlainLabel):
    """One line of text that never wraps or clips: the first variant that fits is shown, or
    the last one in a smaller font. (A wrapping label would make the right column's layout
    height-for-width, which squeezes every panel below its minimum.)"""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._variants: tuple[str, ...] = ("",)
        self._base_font = self.font()
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def set_variants(self, *variants: str) -> None:
        self._variants = variants
        self._fit()

    def set_base_font(self, font: QFont) -> None:
        self._base_font = QFont(font)
        self.setFixedHeight(math.ceil(QFontMetricsF(font).height() * 1.2))
        self._fit()

    def full_text(self) -> str:
        return self._variants[0]

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        width = max(self.width() - 2, 1)
        metrics = QFontMetricsF(self._base_font)
        font = QFont(self._base_font)
        chosen = next(
            (v for v in self._variants if metrics.horizontalAdvance(v) <= width),
            self._variants[-1],
        )
        needed = metrics.horizontalAdvance(chosen)
        # Shrink until it fits (hinting rounds a scaled font up, so one step may not do),
        # never below the readable floor.
        while needed > width and font.pointSizeF() > MIN_CELL_POINTS:
            font.setPointSizeF(max(font.pointSizeF() * 0.98 * width / needed, MIN_CELL_POINTS))
            needed = QFontMetricsF(font).horizontalAdvance(chosen)
        if font != self.font():
            self.setFont(font)
        if chosen != self.text():
            self.setText(chosen)
