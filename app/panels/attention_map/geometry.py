"""The attention map's vocabulary and sizes: weightings, modes, what a hit is, the text-driven
sizes at one zoom and where each heatmap, title, chip and the colour bar go.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QRectF
from PySide6.QtGui import (
    QFont,
)

from app.common.i18n import translate

Series = Literal["unscaled", "scaled"]
Mode = Literal["both", "unscaled", "scaled"]
MODES: tuple[Mode, ...] = ("both", "unscaled", "scaled")
MODE_TEXT = {"both": "both", "unscaled": "without scaling", "scaled": "scaled by 1/√d"}
MODE_SHORT_TEXT = {"both": "both", "unscaled": "unscaled", "scaled": "÷ √d"}  # a narrow panel
HEATMAP_TITLES = {
    "unscaled": "without scaling: softmax(QKᵀ)",
    "scaled": "scaled: softmax(QKᵀ / √d)",
}
COLOUR_MAP = "viridis"  # perceptually uniform and readable with colour-vision deficiencies
# The smallest a cell's number may be, in physical pixels: readable from the back of a hall on
# a 1080p projector. Below it the map shows one weighting at a time (with a toggle) instead.
MIN_CELL_PHYSICAL_PX = 14.0
MIN_CELL_POINTS = 6.0  # smallest a title or shapes line shrinks to
OTHER_SERIES: dict[Series, Series] = {"unscaled": "scaled", "scaled": "unscaled"}

# (query index, key index); either may be None (a row label or a column chip was hovered).
Pair = tuple[int | None, int | None]


def mode_short_text(mode: str) -> str:
    """MODE_SHORT_TEXT[mode] in the current language: a toggle's word on a narrow panel."""
    words = {
        "both": lambda: translate("AttentionMap", "both"),
        "unscaled": lambda: translate("AttentionMap", "unscaled", "a toggle on a narrow panel"),
        "scaled": lambda: translate("AttentionMap", "÷ √d"),
    }
    return words[mode]()


def mode_text(mode: str) -> str:
    """MODE_TEXT[mode] in the current language."""
    words = {
        "both": lambda: translate("AttentionMap", "both"),
        "unscaled": lambda: translate("AttentionMap", "without scaling"),
        "scaled": lambda: translate("AttentionMap", "scaled by 1/√d"),
    }
    return words[mode]()


def heatmap_title(series: str) -> str:
    """HEATMAP_TITLES[series] in the current language."""
    if series == "unscaled":
        return translate("AttentionMap", "without scaling: softmax(QKᵀ)")
    return translate("AttentionMap", "scaled: softmax(QKᵀ / √d)")


def shapes_text(n_q: int, n_k: int, d: int, compact: bool = False) -> str:
    """The matrix form with live sizes, as plain text (compact: for a narrow panel)."""
    if compact:
        text = translate(
            "AttentionMap",
            "Q ({n_q}, {d})·Kᵀ ({d}, {n_k}) → ({n_q}, {n_k}), softmax per row, ·V ({n_k}, 3) → "
            "({n_q}, 3)",
        )
    else:
        text = translate(
            "AttentionMap",
            "Q ({n_q}, {d}) · Kᵀ ({d}, {n_k}) → scores ({n_q}, {n_k}), softmax along each row, "
            "· V ({n_k}, 3) → output ({n_q}, 3)",
        )
    return text.format(n_q=n_q, n_k=n_k, d=d)


@dataclass(frozen=True)
class Hit:
    """What is under the mouse in the heatmap: a cell, a row label or a column chip."""

    kind: Literal["cell", "row", "column"]
    query: int | None
    key: int | None
    series: Series | None = None


@dataclass(frozen=True)
class Sizes:
    """Text-driven sizes at one zoom: a cell just holds '0.00', a row label its longest label."""

    zoom: float
    fonts: dict[str, QFont]
    cell_w: float
    row_h: float
    title_h: float
    chip_h: float
    label_w: float
    colour_bar_w: float
    gap: float

    @property
    def head(self) -> float:
        return self.title_h + self.chip_h

    def block(self, arrangement: str, n_series: int, n_q: int, n_k: int) -> tuple[float, float]:
        """(width, height) of the whole map drawn side by side or stacked."""
        if arrangement == "side":
            width = self.label_w + n_series * n_k * self.cell_w + (n_series - 1) * self.gap
            height = self.head + n_q * self.row_h
        else:
            width = self.label_w + n_k * self.cell_w
            height = n_series * (self.head + n_q * self.row_h) + (n_series - 1) * self.gap
        return width + self.colour_bar_w, height


@dataclass(frozen=True)
class Geometry:
    sizes: Sizes
    arrangement: str  # "side" (columns of heatmaps) or "stacked" (one above the other)
    series: tuple[Series, ...]
    label_rects: dict[Series, QRectF]  # the column of query labels beside each grid
    grids: dict[Series, QRectF]  # where each heatmap's cells are
    titles: dict[Series, QRectF]
    chips: dict[Series, list[QRectF]]
    colour_bar: QRectF
    cell_w: float
    row_h: float
    legible: bool = True  # False: too small for the numbers even in the smallest font


ZOOM_MAX, ZOOM_MIN, ZOOM_STEP = 1.8, 0.6, 0.05
ZOOM_FINE_STEPS = 5  # the step found is refined in fifths
