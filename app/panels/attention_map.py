"""The attention map: the weights of every query over every key, as the lesson's matrix.

softmax(QKᵀ / √d) V is computed for all queries at once; its (n_q, n_k) table of weights is what
transformer visualisers call an attention map. This panel shows that table for both weightings
(side by side or one above the other, whichever lets the numbers be larger; or one weighting at a
time) with the live shapes of Q, Kᵀ and V, and links it to the rest of the window: hovering a cell
marks that query and key on the canvas and the key's bar, clicking a row selects the query
(through the document, like every other intent).

Views never compute attention: every number here is read from kino_core's SceneResult.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QContextMenuEvent,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QGuiApplication,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QHBoxLayout,
    QLabel,
    QMenu,
    QSizePolicy,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from app.canvas import KEY_SIZE_PX, QUERY_SIZE_PX, CanvasView
from app.common.formatting import fmt
from app.common.theme import Style, readable_text_on
from app.document import Document
from app.panels.weights import PairMark, WeightsChart
from kino_core import SceneResult
from kino_core.csv_export import weights_csv

Series = Literal["unscaled", "scaled"]
Mode = Literal["both", "unscaled", "scaled"]
MODES: tuple[Mode, ...] = ("both", "unscaled", "scaled")
MODE_TEXT = {"both": "both", "unscaled": "without scaling", "scaled": "scaled by 1/√d"}
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


def shapes_text(n_q: int, n_k: int, d: int, compact: bool = False) -> str:
    """The matrix form with live sizes, as plain text (compact: for a narrow panel)."""
    if compact:
        return (
            f"Q ({n_q}, {d})·Kᵀ ({d}, {n_k}) → ({n_q}, {n_k}), softmax per row,"
            f" ·V ({n_k}, 3) → ({n_q}, 3)"
        )
    return (
        f"Q ({n_q}, {d}) · Kᵀ ({d}, {n_k}) → scores ({n_q}, {n_k}), softmax along each row,"
        f" · V ({n_k}, 3) → output ({n_q}, 3)"
    )


class FitLabel(QLabel):
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
        if needed > width:
            font.setPointSizeF(max(font.pointSizeF() * width / needed, MIN_CELL_POINTS))
        if font != self.font():
            self.setFont(font)
        if chosen != self.text():
            self.setText(chosen)


@dataclass(frozen=True)
class Hit:
    """What is under the mouse in the heatmap: a cell, a row label or a column chip."""

    kind: Literal["cell", "row", "column"]
    query: int | None
    key: int | None
    series: Series | None = None


@dataclass(frozen=True)
class _Sizes:
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
class _Geometry:
    sizes: _Sizes
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


class HeatmapView(QWidget):
    """One or two n_q × n_k heatmaps painted with QPainter, a colour bar fixed to [0, 1].

    The layout picks the largest text at which every cell's number fits, side by side if it
    can, else one heatmap above the other: small in the full window, big when the lecturer
    shows the map alone.
    """

    hovered = Signal(object)  # Pair, or None when the mouse leaves the cells and labels

    def __init__(self, document: Document, style: Style, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.ui_style = style
        self.mode: Mode = "both"
        # When both weightings do not fit legibly, the one shown (the toggle flips it).
        self.single: Series = "scaled"
        self.alternating = False
        self._cmap = pg.colormap.get(COLOUR_MAP)
        self._bar_colours: tuple[int, list[QColor]] = (0, [])  # (bands, colours), reused
        self._hover: Hit | None = None
        self._geometry_cache: tuple[tuple, _Geometry] | None = None
        self.weights: dict[Series, np.ndarray] = {}
        self.scores = np.zeros((1, 1))
        self.query_labels: list[str] = []
        self.keys: list[tuple[str, str]] = []  # (label, #RRGGBB)
        self.selected = 0
        self.d = 2
        self.redraws = 0
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setToolTip(
            "The attention map: row i holds the weights of query i over every key (it sums to 1)."
        )
        self.toggle = QToolButton(self)
        self.toggle.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.toggle.setAccessibleName("Show the other weighting")
        self.toggle.setToolTip(
            "Both weightings do not fit here with readable numbers: they take turns. Click, or"
            " press Space on this button, to show the other one."
        )
        self.toggle.clicked.connect(self.show_other_series)
        self.toggle.hide()
        document.changed.connect(self.redraw)
        self.redraw(document.result)

    def show_other_series(self) -> None:
        """Flip which weighting is shown while they take turns."""
        self.single = OTHER_SERIES[self.single]
        self._set_hover(None)
        self._geometry_cache = None
        self._sync_toggle()
        self.update()

    def _toggle_text(self) -> str:
        return f"⇄ show {MODE_TEXT[OTHER_SERIES[self.single]]}"

    def _toggle_height(self) -> float:
        return self.toggle.sizeHint().height() + 4 * self.ui_style.scale

    def _sync_toggle(self) -> None:
        """Show the toggle exactly when the weightings take turns; place it above the map."""
        self._geometry()
        if self.alternating:
            self.toggle.setText(self._toggle_text())
            hint = self.toggle.sizeHint()
            pad = round(self._pad())
            self.toggle.setGeometry(pad, pad, hint.width(), hint.height())
        self.toggle.setVisible(self.alternating)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._sync_toggle()

    # -- data ------------------------------------------------------------------------------
    def redraw(self, result: SceneResult) -> None:
        scene = result.scene
        shape_changed = (len(scene.queries), len(scene.keys)) != (
            len(self.query_labels),
            len(self.keys),
        )
        # Copies: what is painted must not change if a result's arrays were ever reused.
        self.weights = {
            "unscaled": np.array(result.weights_unscaled, dtype=float),
            "scaled": np.array(result.weights_scaled, dtype=float),
        }
        self.scores = np.array(result.scores, dtype=float)
        self.query_labels = [q.label for q in scene.queries]
        self.keys = [(k.label, k.color) for k in scene.keys]
        self.selected = self.document.selected_query
        self.d = scene.d
        if self._hover is not None and not self._hit_in_range(self._hover):
            self._set_hover(None)
        if shape_changed:
            self.updateGeometry()
            self._sync_toggle()
        self.redraws += 1
        self.update()

    def _hit_in_range(self, hit: Hit) -> bool:
        return (hit.query is None or hit.query < len(self.query_labels)) and (
            hit.key is None or hit.key < len(self.keys)
        )

    def set_mode(self, mode: Mode) -> None:
        self.mode = mode
        self._set_hover(None)
        self.updateGeometry()
        self._sync_toggle()
        self.update()

    def shown_series(self) -> tuple[Series, ...]:
        """The weightings painted now: both, the chosen one, or one at a time if both don't fit."""
        if self.mode != "both":
            return (self.mode,)
        return self._geometry().series

    def cell_text(self, series: Series, query: int, key: int) -> str:
        """The number printed in a cell."""
        return fmt(float(self.weights[series][query, key]), 2)

    def cell_colour(self, series: Series, query: int, key: int) -> QColor:
        """The fill of a cell: the colour map at the weight, on a scale fixed to [0, 1]."""
        value = min(max(float(self.weights[series][query, key]), 0.0), 1.0)
        return self._cmap.map(value, mode="qcolor")

    # -- style and size ----------------------------------------------------------------------
    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        self.toggle.setFont(style.font(0.85))
        self.updateGeometry()
        self._sync_toggle()
        self.update()

    def min_cell_px(self) -> float:
        """MIN_CELL_PHYSICAL_PX in this widget's logical pixels."""
        return MIN_CELL_PHYSICAL_PX / max(self.devicePixelRatioF(), 1.0)

    def _sizes(self, zoom: float) -> _Sizes:
        style = self.ui_style
        scale = style.scale
        fonts = {
            "label": style.font(0.95 * zoom, bold=True),
            "title": style.font(0.9 * zoom, bold=True),
            "chip": style.font(0.85 * zoom, bold=True),
            "cell": style.font(0.9 * zoom, mono=True),
            "tick": style.font(0.8 * zoom),
        }
        metrics = {name: QFontMetricsF(font) for name, font in fonts.items()}
        label_line = metrics["label"].height()
        widest = max(
            (metrics["label"].horizontalAdvance(t) for t in self.query_labels), default=0.0
        )
        return _Sizes(
            zoom=zoom,
            fonts=fonts,
            cell_w=metrics["cell"].horizontalAdvance("0.00") + 10 * scale * zoom,
            row_h=metrics["cell"].height() * 1.35,
            title_h=metrics["title"].height() * 1.3,
            chip_h=metrics["chip"].height() * 1.35,
            # marker, gaps and the longest label, within reason (longer ones are elided)
            label_w=min(max(widest, 1.5 * label_line), 9 * label_line) + 16 * scale,
            colour_bar_w=(12 + 14 + 5) * scale + metrics["tick"].horizontalAdvance("0.75"),
            gap=1.2 * label_line,
        )

    def _pad(self) -> float:
        return 6 * self.ui_style.scale

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        sizes = self._sizes(1.0)
        shape = (
            2 if self.mode == "both" else 1,
            max(len(self.query_labels), 1),
            max(len(self.keys), 1),
        )
        width, height = sizes.block("side", *shape)
        return QSize(math.ceil(width + 2 * self._pad()), math.ceil(height + 2 * self._pad()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # In a crowded window the map yields first and says how to make room (see
        # _paint_no_room): clipped rows of the scores table would hide numbers silently.
        line = QFontMetricsF(self.ui_style.font(0.9)).height()
        return QSize(int(240 * self.ui_style.scale), math.ceil(line * 3 + 2 * self._pad()))

    # -- geometry ----------------------------------------------------------------------------
    def _geometry(self) -> _Geometry:
        key = (
            self.width(),
            self.height(),
            self.mode,
            self.ui_style,
            tuple(self.query_labels),
            len(self.keys),
            self.single,
            self.devicePixelRatioF(),
        )
        if self._geometry_cache is None or self._geometry_cache[0] != key:
            alternating = False
            if self.mode == "both":
                geometry = self._compute_geometry(("unscaled", "scaled"))
                if not geometry.legible:
                    # Take turns rather than give up: one weighting, readable, and a toggle.
                    alternating = True
                    geometry = self._compute_geometry((self.single,), self._toggle_height())
            else:
                geometry = self._compute_geometry((self.mode,))
            self.alternating = alternating
            self._geometry_cache = (key, geometry)
        return self._geometry_cache[1]

    def _compute_geometry(self, series: tuple[Series, ...], top: float = 0.0) -> _Geometry:
        """Where everything goes for ``series``, below ``top`` px kept free (for the toggle)."""
        n_s, n_q, n_k = len(series), max(len(self.query_labels), 1), max(len(self.keys), 1)
        pad = self._pad()
        legible = True
        avail_w, avail_h = self.width() - 2 * pad, self.height() - 2 * pad - top
        arrangements = ("side", "stacked") if n_s == 2 else ("side",)
        chosen: tuple[_Sizes, str] | None = None
        steps = round((ZOOM_MAX - ZOOM_MIN) / ZOOM_STEP)
        for step in range(steps + 1):
            sizes = self._sizes(ZOOM_MAX - step * ZOOM_STEP)
            if QFontInfo(sizes.fonts["cell"]).pixelSize() < self.min_cell_px():
                break  # smaller numbers would not be read from the back row
            for arrangement in arrangements:
                width, height = sizes.block(arrangement, n_s, n_q, n_k)
                if width <= avail_w and height <= avail_h:
                    chosen = (sizes, arrangement)
                    break
            if chosen is not None:
                break
        columns = n_s if (chosen is None or chosen[1] == "side") else 1
        rows = n_q if (chosen is None or chosen[1] == "side") else n_s * n_q
        if chosen is None:
            # Too small for every number at the smallest text: cells shrink with the widget and
            # the cell font shrinks to fit them (see _cell_font), so nothing spills over.
            sizes = self._sizes(ZOOM_MIN)
            arrangement = "side"
            fixed_w = sizes.label_w + sizes.colour_bar_w + (n_s - 1) * sizes.gap
            cell_w = max((avail_w - fixed_w) / (n_s * n_k), 4.0)
            row_h = max((avail_h - sizes.head) / n_q, 4.0)
            smallest = QFont(sizes.fonts["cell"])
            smallest.setPixelSize(math.ceil(self.min_cell_px()))
            metrics = QFontMetricsF(smallest)
            # The same margins as _cell_font: legible means the smallest number fits a cell.
            legible = (
                cell_w - 4 >= metrics.horizontalAdvance("0.00") and row_h - 2 >= metrics.height()
            )
        else:
            sizes, arrangement = chosen
            width, height = sizes.block(arrangement, n_s, n_q, n_k)
            # Spare room makes cells a little larger, never lanky.
            cell_w = sizes.cell_w + min((avail_w - width) / (columns * n_k), sizes.cell_w * 0.6)
            row_h = sizes.row_h + min((avail_h - height) / rows, sizes.row_h * 0.5)
        grid_w = n_k * cell_w
        grid_h = n_q * row_h
        if arrangement == "side":
            block_w = sizes.label_w + n_s * grid_w + (n_s - 1) * sizes.gap + sizes.colour_bar_w
        else:
            block_w = sizes.label_w + grid_w + sizes.colour_bar_w
        x0 = pad + max(0.0, (avail_w - block_w) / 2)
        y0 = pad + top
        label_rects, grids, titles, chips = {}, {}, {}, {}
        for index, s in enumerate(series):
            if arrangement == "side":
                left = x0 + sizes.label_w + index * (grid_w + sizes.gap)
                top = y0
            else:
                left = x0 + sizes.label_w
                top = y0 + index * (sizes.head + grid_h + sizes.gap)
            # A title may run over the gap, and the last (or a stacked) one over the colour bar.
            last_in_row = arrangement == "stacked" or index == n_s - 1
            title_w = grid_w + (sizes.colour_bar_w if last_in_row else sizes.gap * 0.8)
            titles[s] = QRectF(left, top, title_w, sizes.title_h)
            chip_top = top + sizes.title_h
            chips[s] = [
                QRectF(left + j * cell_w + 1, chip_top, cell_w - 2, sizes.chip_h - 3)
                for j in range(n_k)
            ]
            grids[s] = QRectF(left, top + sizes.head, grid_w, grid_h)
            if arrangement == "stacked" or index == 0:
                label_rects[s] = QRectF(x0, top + sizes.head, sizes.label_w, grid_h)
        last = grids[series[-1]]
        first_chip_top = chips[series[0]][0].top()
        colour_bar = QRectF(
            last.right() + 12 * self.ui_style.scale,
            first_chip_top,
            14 * self.ui_style.scale,
            last.bottom() - first_chip_top,
        )
        return _Geometry(
            sizes=sizes,
            arrangement=arrangement,
            series=series,
            label_rects=label_rects,
            grids=grids,
            titles=titles,
            chips=chips,
            colour_bar=colour_bar,
            cell_w=cell_w,
            row_h=row_h,
            legible=legible,
        )

    @property
    def arrangement(self) -> str:
        """'side' or 'stacked': how the two heatmaps are laid out at the current size."""
        return self._geometry().arrangement

    def cell_rect(self, series: Series, query: int, key: int) -> QRectF:
        """Where the cell (query, key) of a heatmap is painted, in widget pixels."""
        geometry = self._geometry()
        grid = geometry.grids[series]
        return QRectF(
            grid.left() + key * geometry.cell_w,
            grid.top() + query * geometry.row_h,
            geometry.cell_w,
            geometry.row_h,
        )

    def row_label_rect(self, query: int, series: Series | None = None) -> QRectF:
        geometry = self._geometry()
        rect = geometry.label_rects[series or next(iter(geometry.label_rects))]
        return QRectF(
            rect.left(), rect.top() + query * geometry.row_h, rect.width(), geometry.row_h
        )

    def hit(self, pos: QPointF | QPoint) -> Hit | None:
        point = QPointF(pos)
        geometry = self._geometry()
        if not geometry.legible:
            return None
        n_q, n_k = len(self.query_labels), len(self.keys)
        for series, grid in geometry.grids.items():
            if grid.contains(point):
                i = int((point.y() - grid.top()) // geometry.row_h)
                j = int((point.x() - grid.left()) // geometry.cell_w)
                if 0 <= i < n_q and 0 <= j < n_k:
                    return Hit("cell", i, j, series)
            for j, chip in enumerate(geometry.chips[series][:n_k]):
                if chip.contains(point):
                    return Hit("column", None, j, series)
        for label in geometry.label_rects.values():
            if label.contains(point):
                i = int((point.y() - label.top()) // geometry.row_h)
                if 0 <= i < n_q:
                    return Hit("row", i, None)
        return None

    # -- painting ----------------------------------------------------------------------------
    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.fillRect(self.rect(), QColor(self.ui_style.theme.panel))
        if not self.query_labels or not self.weights:
            painter.end()
            return
        geometry = self._geometry()
        if not geometry.legible:
            self._paint_no_room(painter)
            painter.end()
            return
        for series in geometry.series:
            if series in geometry.label_rects:
                self._paint_row_labels(painter, geometry, series)
            self._paint_heatmap(painter, geometry, series)
        self._paint_colour_bar(painter, geometry)
        painter.end()

    def _paint_no_room(self, painter: QPainter) -> None:
        # Cells too small to print their weight would be a picture without its numbers:
        # say what to do instead.
        painter.setFont(self.ui_style.font(0.9))
        painter.setPen(QColor(self.ui_style.theme.muted))
        n_q, n_k = len(self.query_labels), len(self.keys)
        one_fits = self.mode == "both" and self._compute_geometry(("scaled",)).legible
        painter.drawText(
            QRectF(self.rect()).adjusted(8, 2, -8, -2),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            f"No room for the {n_q} × {n_k} map here: hide a panel (View menu),"
            + (" show one weighting," if one_fits else "")
            + " or enlarge the window.",
        )

    def _paint_row_labels(self, painter: QPainter, geometry: _Geometry, series: Series) -> None:
        theme, scale = self.ui_style.theme, self.ui_style.scale
        hovered_row = self._hover.query if self._hover else None
        font = geometry.sizes.fonts["label"]
        metrics = QFontMetricsF(font)
        painter.setFont(font)
        for i, label in enumerate(self.query_labels):
            rect = self.row_label_rect(i, series)
            selected = i == self.selected
            if selected:
                marker = QRectF(
                    rect.left(), rect.top() + 3 * scale, 4 * scale, rect.height() - 6 * scale
                )
                painter.fillRect(marker, QColor(theme.accent))
            colour = theme.accent if selected or i == hovered_row else theme.text
            painter.setPen(QColor(colour))
            text_rect = rect.adjusted(8 * scale, 0, -6 * scale, 0)
            text = metrics.elidedText(label, Qt.TextElideMode.ElideRight, text_rect.width() + 1)
            painter.drawText(
                text_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text
            )

    def _paint_heatmap(self, painter: QPainter, geometry: _Geometry, series: Series) -> None:
        style, theme = self.ui_style, self.ui_style.theme
        scale = style.scale
        fonts = geometry.sizes.fonts
        hover = self._hover
        grid = geometry.grids[series]
        title = geometry.titles[series]
        title_font = QFont(fonts["title"])
        needed = QFontMetricsF(title_font).horizontalAdvance(HEATMAP_TITLES[series])
        if needed > title.width():
            # Shrink a little before eliding: the formula is the point of the title.
            shrunk = title_font.pointSizeF() * max(title.width() / needed, 0.65)
            title_font.setPointSizeF(max(shrunk, MIN_CELL_POINTS))
        painter.setFont(title_font)
        painter.setPen(QColor(theme.unscaled if series == "unscaled" else theme.scaled))
        title_text = QFontMetricsF(title_font).elidedText(
            HEATMAP_TITLES[series], Qt.TextElideMode.ElideRight, max(title.width(), 1.0)
        )
        painter.drawText(
            title, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title_text
        )

        chip_metrics = QFontMetricsF(fonts["chip"])
        painter.setFont(fonts["chip"])
        hovered_key = hover.key if hover else None
        for j, ((label, colour), chip) in enumerate(
            zip(self.keys, geometry.chips[series], strict=False)
        ):
            hovered = j == hovered_key
            outline = theme.accent if hovered else theme.text
            painter.setPen(QPen(QColor(outline), style.pen_width(2.5 if hovered else 1.0)))
            painter.setBrush(QColor(colour))
            painter.drawRoundedRect(chip, 4 * scale, 4 * scale)
            painter.setPen(QColor(readable_text_on(colour)))
            text = chip_metrics.elidedText(label, Qt.TextElideMode.ElideRight, chip.width() - 4)
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)

        gap = max(1.0, scale)
        painter.setFont(self.cell_font())
        weights = self.weights[series]
        for i in range(weights.shape[0]):
            for j in range(weights.shape[1]):
                rect = self.cell_rect(series, i, j).adjusted(0, 0, -gap, -gap)
                fill = self.cell_colour(series, i, j)
                painter.fillRect(rect, fill)
                painter.setPen(QColor(readable_text_on(fill.name())))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.cell_text(series, i, j))
        # The selected query's row: the one the bars, readouts and formula show.
        row = QRectF(
            grid.left(), grid.top() + self.selected * geometry.row_h, grid.width(), geometry.row_h
        )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(theme.accent), style.pen_width(2.5)))
        painter.drawRect(row.adjusted(-1, -1, 1 - gap, 1 - gap))
        if hover is not None and hover.kind == "cell" and hover.series == series:
            rect = self.cell_rect(series, hover.query, hover.key).adjusted(0, 0, -gap, -gap)
            # Two outlines, dark and light: visible on every colour of the map.
            painter.setPen(QPen(QColor("#000000"), style.pen_width(3.5)))
            painter.drawRect(rect)
            painter.setPen(QPen(QColor("#FFFFFF"), style.pen_width(1.5)))
            painter.drawRect(rect)

    def cell_font(self) -> QFont:
        """The font the cells' numbers are painted in at the current size."""
        geometry = self._geometry()
        return self._cell_font(geometry.sizes.fonts["cell"], geometry.cell_w, geometry.row_h)

    def _cell_font(self, base: QFont, cell_w: float, row_h: float) -> QFont:
        """The cell font, shrunk (down to MIN_CELL_PHYSICAL_PX) if a number would not fit."""
        font = QFont(base)
        metrics = QFontMetricsF(font)
        fit = min(
            (cell_w - 4) / max(metrics.horizontalAdvance("0.00"), 1.0),
            (row_h - 2) / max(metrics.height(), 1.0),
        )
        if fit < 1.0:
            font.setPointSizeF(font.pointSizeF() * fit)
        if QFontInfo(font).pixelSize() < self.min_cell_px():
            # Never below the readable floor (the layout made room for it: see `legible`).
            font.setPixelSize(math.ceil(self.min_cell_px()))
        return font

    def _paint_colour_bar(self, painter: QPainter, geometry: _Geometry) -> None:
        style, theme = self.ui_style, self.ui_style.theme
        bar = geometry.colour_bar
        steps = max(int(bar.height()), 2)
        band = bar.height() / steps
        if self._bar_colours[0] != steps:
            # Mapped once per bar height, not on every paint: mapping a value at a time was
            # most of a frame's time while a lesson step animates.
            values = 1.0 - (np.arange(steps) + 0.5) / steps  # 1 at the top, as on a y axis
            self._bar_colours = (steps, self._cmap.map(values, mode="qcolor"))
        for k, colour in enumerate(self._bar_colours[1]):
            painter.fillRect(
                QRectF(bar.left(), bar.top() + k * band, bar.width(), band + 0.6), colour
            )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(theme.axis), style.pen_width(1.0)))
        painter.drawRect(bar)
        font = geometry.sizes.fonts["tick"]
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
            rect.moveTop(min(max(rect.top(), bar.top() - line * 0.3), bar.bottom() - line * 0.7))
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"{value:g}"
            )

    # -- mouse -------------------------------------------------------------------------------
    def _set_hover(self, hit: Hit | None) -> None:
        if hit == self._hover:
            return
        old_pair = (self._hover.query, self._hover.key) if self._hover else None
        self._hover = hit
        new_pair = (hit.query, hit.key) if hit else None
        self.update()
        if new_pair != old_pair:
            self.hovered.emit(new_pair)

    @property
    def hover(self) -> Hit | None:
        return self._hover

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        self._set_hover(self.hit(event.position()))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        self._set_hover(None)
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        hit = self.hit(event.position())
        if (
            event.button() == Qt.MouseButton.LeftButton
            and hit is not None
            and hit.query is not None
        ):
            self.document.select("query", hit.query)
            event.accept()
            return
        super().mousePressEvent(event)

    def event(self, ev: QEvent) -> bool:
        if ev.type() == QEvent.Type.ToolTip:
            QToolTip.showText(ev.globalPos(), self.tooltip_at(ev.pos()), self)
            return True
        return super().event(ev)

    def tooltip_at(self, pos: QPointF | QPoint) -> str:
        hit = self.hit(pos)
        if hit is None:
            return (
                "The attention map: row i holds the weights of query i over every key and sums"
                " to 1.\nColours: viridis, fixed to 0 … 1 (see the colour bar). Hover a cell to"
                " see its query and key on the canvas; click a row to select that query."
            )
        if hit.kind == "column":
            label = self.keys[hit.key][0]
            return (
                f"Column {label}: how much each query attends to key {label}.\n"
                "A column need not sum to 1; each row does."
            )
        query = self.query_labels[hit.query]
        if hit.kind == "row":
            return (
                f"Row {query}: the weights of query {query} over all keys (they sum to 1).\n"
                f"Click to select {query}: the bars, readouts and formula follow it."
            )
        key = self.keys[hit.key][0]
        weight = float(self.weights[hit.series][hit.query, hit.key])
        score = float(self.scores[hit.query, hit.key])
        if hit.series == "scaled":
            how = f"softmax({query}·k / √{self.d}), the lesson's scaled attention"
        else:
            how = f"softmax({query}·k), without scaling"
        return (
            f"{query} → {key}: weight {fmt(weight, 4)}\n"
            f"= {how}, taken along row {query}.\n"
            f"score {query}·{key} = {fmt(score, 3)}\n"
            f"Click to select {query}."
        )


class AttentionMapPanel(QWidget):
    """Header (title, live shapes line, which weighting to show) above the heatmaps."""

    hovered = Signal(object)  # Pair or None, forwarded from the heatmap
    notice = Signal(str)  # a status-bar message (e.g. after copying)

    def views(self) -> tuple:
        """The views that redraw from the document: the panel and its heatmap (both skip
        redraws while the panel is hidden; see app/shell/redraws.py)."""
        return (self, self.heatmap)

    def __init__(self, document: Document, style: Style, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.ui_style = style
        self.setObjectName("attention_map")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.title = QLabel("attention map")
        self.title.setToolTip(
            "Attention(Q, K, V) = softmax(QKᵀ / √d) V for all queries at once: the table of\n"
            "weights, one row per query and one column per key, is the attention map."
        )
        self.shapes_label = FitLabel()
        self.shapes_label.setToolTip(
            "The matrix form with this scene's sizes: Q holds one row per query (d numbers),\n"
            "K one row per key; QKᵀ is the (queries × keys) table of scores; softmax runs along\n"
            "each row (each query's weights sum to 1); times V (a colour per key) gives one\n"
            "output per query."
        )
        self.mode_buttons: dict[Mode, QToolButton] = {}
        group = QButtonGroup(self)
        group.setExclusive(True)
        top_row = QHBoxLayout()
        top_row.setContentsMargins(6, 4, 6, 0)
        top_row.setSpacing(6)
        top_row.addWidget(self.title)
        top_row.addStretch(1)
        for mode in MODES:
            button = QToolButton()
            button.setText(MODE_TEXT[mode])
            button.setCheckable(True)
            button.setChecked(mode == "both")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setToolTip(
                {
                    "both": "Show both weightings: the lesson's comparison.",
                    "unscaled": "Show only softmax(QKᵀ): larger cells on a small screen.",
                    "scaled": "Show only softmax(QKᵀ / √d): larger cells on a small screen.",
                }[mode]
            )
            button.clicked.connect(lambda _=False, m=mode: self.set_mode(m))
            group.addButton(button)
            top_row.addWidget(button)
            self.mode_buttons[mode] = button
        header = QVBoxLayout()
        header.setContentsMargins(0, 0, 0, 0)
        header.setSpacing(0)
        header.addLayout(top_row)
        shapes_row = QHBoxLayout()
        shapes_row.setContentsMargins(6, 0, 6, 0)
        shapes_row.addWidget(self.shapes_label)
        header.addLayout(shapes_row)
        self._group = group
        self.heatmap = HeatmapView(document, style)
        self.heatmap.hovered.connect(self.hovered)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(header)
        layout.addWidget(self.heatmap)
        self.setToolTip(self.title.toolTip())
        self._menu: QMenu | None = None
        document.changed.connect(self.redraw)
        self.apply_style(style)

    def set_mode(self, mode: Mode) -> None:
        self.mode_buttons[mode].setChecked(True)
        self.heatmap.set_mode(mode)

    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        theme = style.theme
        self.setStyleSheet(
            f"AttentionMapPanel {{ background: {theme.panel}; }}"
            f" QLabel {{ background: transparent; color: {theme.text}; }}"
            f" QToolButton {{ color: {theme.text}; background: {theme.background};"
            f" border: {max(1, round(style.scale))}px solid {theme.axis};"
            f" padding: {round(style.scale)}px {round(6 * style.scale)}px; }}"
            f" QToolButton:checked {{ background: {theme.accent};"
            f" color: {readable_text_on(theme.accent)}; }}"
        )
        self.title.setFont(style.font(1.05, bold=True))
        self.shapes_label.set_base_font(style.font(0.95))
        for button in self.mode_buttons.values():
            button.setFont(style.font(0.85))
        self.heatmap.apply_style(style)
        self.redraw(self.document.result)

    def redraw(self, result: SceneResult) -> None:
        scene = result.scene
        sizes = (len(scene.queries), len(scene.keys), scene.d)
        self.shapes_label.set_variants(shapes_text(*sizes), shapes_text(*sizes, compact=True))

    def shapes(self) -> str:
        """The shapes line in full (the label may show a compact form when narrow)."""
        return self.shapes_label.full_text()

    # -- CSV -----------------------------------------------------------------------------------
    def csv_text(self) -> str:
        """The weights (both weightings) and the scores with query and key labels."""
        return weights_csv(self.document.scene, include_scores=True, result=self.document.result)

    def copy_csv(self) -> None:
        QGuiApplication.clipboard().setText(self.csv_text())
        scene = self.document.scene
        self.notice.emit(
            f"Copied the attention map as CSV: {len(scene.queries)} queries × {len(scene.keys)}"
            " keys, scaled and unscaled weights and the scores"
        )

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802 - Qt's name
        menu = QMenu(self)
        menu.addAction("Copy weights and scores as CSV", self.copy_csv)
        menu.addSeparator()
        for mode in MODES:
            action = menu.addAction(f"Show {MODE_TEXT[mode]}", lambda m=mode: self.set_mode(m))
            action.setCheckable(True)
            action.setChecked(self.heatmap.mode == mode)
        menu.popup(event.globalPos())
        self._menu = menu  # keep it alive while it is open; tests read it
        event.accept()


# ---------------------------------------------------------------------------------------------
# Marks on the canvas and the bar charts for the hovered (query, key) pair


class _Halo(QGraphicsEllipseItem):
    """A pixel-sized translucent disc behind a handle; never takes the mouse."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def set_radius(self, radius: float) -> None:
        self.setRect(-radius, -radius, 2 * radius, 2 * radius)


class PairHighlight(QObject):
    """Marks the pair hovered in the attention map: a halo on the query and on the key, their
    arrows traced thick on the canvas, and the key's bar outlined in both charts.

    The bars show the selected query. When the hovered row is that query the outline frames the
    bar; for another query it is dashed, at that query's weight, so the chart never shows a
    number that is not in the hovered cell.
    """

    def __init__(
        self,
        document: Document,
        canvas: CanvasView,
        charts: Sequence[WeightsChart],
        style: Style,
    ) -> None:
        super().__init__(canvas)
        self.document = document
        self.canvas = canvas
        self.charts = list(charts)
        self.ui_style = style
        self.pair: Pair | None = None
        plot = canvas.getPlotItem()
        self.query_halo = _Halo()
        self.key_halo = _Halo()
        self.arrows = QGraphicsPathItem()
        self.arrows.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.arrows.setZValue(1)  # under the arrows (2, 3), so they are traced, not covered
        for halo in (self.query_halo, self.key_halo):
            halo.setZValue(9.5)  # under the handles (10), over the arrows
        for item in (self.arrows, self.query_halo, self.key_halo):
            plot.addItem(item)
        # The bar outlines are drawn by the charts themselves (WeightsChart.set_pair_mark).
        document.changed.connect(self.refresh)
        self.apply_style(style)

    def set_pair(self, pair: Pair | None) -> None:
        self.pair = pair
        self.refresh(self.document.result)

    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        accent = QColor(style.theme.accent)
        glow = QColor(accent)
        glow.setAlphaF(0.35)
        pen = QPen(glow, style.pen_width(11.0))
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.arrows.setPen(pen)
        fill = QColor(accent)
        fill.setAlphaF(0.3)
        for halo, base in ((self.query_halo, QUERY_SIZE_PX), (self.key_halo, KEY_SIZE_PX)):
            halo.set_radius((base / 2 + 12) * style.scale)
            halo.setBrush(QBrush(fill))
            halo.setPen(QPen(accent, style.pen_width(2.5)))
        self.refresh(self.document.result)

    def refresh(self, result: SceneResult) -> None:
        scene = result.scene
        query, key = self.pair if self.pair is not None else (None, None)
        if query is not None and query >= len(scene.queries):
            query = None
        if key is not None and key >= len(scene.keys):
            key = None
        path = QPainterPath()
        for halo, vector in (
            (self.query_halo, scene.queries[query] if query is not None else None),
            (self.key_halo, scene.keys[key] if key is not None else None),
        ):
            halo.setVisible(vector is not None)
            if vector is not None:
                halo.setPos(vector.x, vector.y)
                path.moveTo(0.0, 0.0)
                path.lineTo(vector.x, vector.y)
        self.arrows.setPath(path)
        self.arrows.setVisible(not path.isEmpty())
        for chart in self.charts:
            if key is None:
                chart.set_pair_mark(None)
                continue
            row = self.document.selected_query if query is None else query
            weights = (
                result.weights_unscaled if chart.series == "unscaled" else result.weights_scaled
            )
            ghost = row != self.document.selected_query
            chart.set_pair_mark(
                PairMark(
                    key=key,
                    height=float(weights[row, key]),
                    dashed=ghost,
                    label=scene.queries[row].label if ghost else None,
                )
            )

    # -- what a test (or a screen reader) can ask ------------------------------------------------
    def canvas_marks(self) -> dict[str, tuple[float, float] | None]:
        """Where the halos are (canvas coordinates), None where hidden."""
        return {
            name: (halo.pos().x(), halo.pos().y()) if halo.isVisible() else None
            for name, halo in (("query", self.query_halo), ("key", self.key_halo))
        }

    def bar_mark(self, series: str) -> tuple[float, float, bool] | None:
        """(x of the bar, height, solid) of the outline in a chart, None where hidden."""
        mark = self._chart(series).pair_mark()
        if mark is None:
            return None
        return float(mark.key), mark.height, not mark.dashed

    def bar_label(self, series: str) -> str | None:
        """The query named over a dashed outline in a chart, None where there is none."""
        mark = self._chart(series).pair_mark()
        return mark.label if mark is not None else None

    def _chart(self, series: str) -> WeightsChart:
        return next(chart for chart in self.charts if chart.series == series)
