"""The heatmaps themselves: one or two n_q × n_k tables painted with QPainter, with the colour
bar, hovering, selecting a row, and zoom.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QImage,
    QMouseEvent,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QSizePolicy,
    QToolButton,
    QWidget,
)

from app.common.formatting import fmt
from app.common.i18n import translate
from app.common.painted import TextBox, text_box
from app.common.plain_text import set_tooltip, show_tooltip
from app.common.theme import Style, readable_text_on
from app.document import Document
from app.panels.attention_map.colour_bar import ColourBar
from app.panels.attention_map.geometry import (
    COLOUR_MAP,
    MIN_CELL_PHYSICAL_PX,
    MIN_CELL_POINTS,
    OTHER_SERIES,
    ZOOM_FINE_STEPS,
    ZOOM_MAX,
    ZOOM_MIN,
    ZOOM_STEP,
    Geometry,
    Hit,
    Mode,
    Series,
    Sizes,
    heatmap_title,
)
from kino_core import SceneResult


@dataclass(frozen=True)
class _CellLooks:
    """What the cells of one weighting paint: texts (n_q lists of n_k), fills (n_q, n_k, 4)
    16-bit RGBA, dark_text (n_q, n_k): black numbers on light cells, white on dark ones."""

    texts: list[list[str]]
    fills: np.ndarray
    dark_text: np.ndarray


def _grown_cells(
    sizes: Sizes, arrangement: str, avail_w: float, avail_h: float, n_s: int, n_q: int, n_k: int
) -> tuple[float, float]:
    """(cell width, row height) once spare room has made the cells a little larger, never
    lanky: at most 1.6 times as wide and 1.5 times as tall as the text needs."""
    columns = n_s if arrangement == "side" else 1
    rows = n_q if arrangement == "side" else n_s * n_q
    width, height = sizes.block(arrangement, n_s, n_q, n_k)
    cell_w = sizes.cell_w + min((avail_w - width) / (columns * n_k), sizes.cell_w * 0.6)
    row_h = sizes.row_h + min((avail_h - height) / rows, sizes.row_h * 0.5)
    return cell_w, row_h


def _grown_area(
    sizes: Sizes, arrangement: str, avail_w: float, avail_h: float, n_s: int, n_q: int, n_k: int
) -> float:
    """How much of ``avail_w`` × ``avail_h`` the cells of ``arrangement`` cover once grown."""
    cell_w, row_h = _grown_cells(sizes, arrangement, avail_w, avail_h, n_s, n_q, n_k)
    return n_s * n_q * n_k * cell_w * row_h


class HeatmapView(QWidget):
    """One or two n_q × n_k heatmaps painted with QPainter, a colour bar fixed to [0, 1].

    The layout picks the largest text at which every cell's number fits, side by side or one
    heatmap above the other, whichever fills the panel more at that text: small in the full
    window, big when the lecturer shows the map alone.
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
        self.colour_bar = ColourBar(self._cmap)
        self._hover: Hit | None = None
        self._recorded: list[TextBox] | None = None  # texts painted, while text_boxes asks
        self._geometry_cache: tuple[tuple, Geometry] | None = None
        self.weights: dict[Series, np.ndarray] = {}
        self.scores = np.zeros((1, 1))
        self.query_labels: list[str] = []
        self.keys: list[tuple[str, str]] = []  # (label, #RRGGBB)
        self.selected = 0
        self.d = 2
        self.redraws = 0
        # Per weighting, each cell's look as painted: (text, fill, text colour). Filled once per
        # result (one vectorised colour-map call) and compared on the next one, so a drag
        # repaints only the cells whose number or colour changed.
        self._looks: dict[Series, _CellLooks] = {}
        self._looks_frame: tuple | None = None
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.toggle = QToolButton(self)
        self.toggle.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._name_toggle()
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

    def _name_toggle(self) -> None:
        """The map's and the toggle's fixed texts in the current language."""
        set_tooltip(
            self,
            translate(
                "AttentionMap",
                "The attention map: row i holds the weights of query i over every key (it sums "
                "to 1).",
            ),
        )
        self.toggle.setAccessibleName(translate("AttentionMap", "Show the other weighting"))
        set_tooltip(
            self.toggle,
            translate(
                "AttentionMap",
                "Both weightings do not fit here with readable numbers: they take turns. Click, "
                "or press Space on this button, to show the other one.",
            ),
        )

    def _toggle_text(self) -> str:
        if OTHER_SERIES[self.single] == "unscaled":
            return translate("AttentionMap", "⇄ show without scaling")
        return translate("AttentionMap", "⇄ show scaled by 1/√d")

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
        old_looks = self._looks
        self._looks = {series: self._cell_looks(w) for series, w in self.weights.items()}
        if self._hover is not None and not self._hit_in_range(self._hover):
            self._set_hover(None)
        if shape_changed:
            self.updateGeometry()
            self._sync_toggle()
        self.redraws += 1
        frame = (tuple(self.query_labels), tuple(self.keys), self.selected, self.d)
        self._update_changed_cells(old_looks if not shape_changed else {}, frame)

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
        """The number printed in a cell. A read-out for tests."""
        return self._looks[series].texts[query][key]

    def _cell_looks(self, weights: np.ndarray) -> _CellLooks:
        """What every cell of ``weights`` (n_q, n_k) paints, computed for all cells at once."""
        # ColorMap.map's interpolation, quantised to QColor's 16 bits per channel here, so
        # that "did this cell's colour change" is an exact integer comparison.
        floats = self._cmap.map(np.clip(weights, 0.0, 1.0), mode="float")
        fills = np.floor(np.clip(floats, 0.0, 1.0) * 65535.0 + 0.5).astype(np.int64)
        rgb = fills[..., :3] / 65535.0
        luminance = 0.2126 * rgb[..., 0] + 0.7152 * rgb[..., 1] + 0.0722 * rgb[..., 2]
        texts = [[fmt(float(value), 2) for value in row] for row in weights]
        return _CellLooks(texts, fills, luminance > 0.45)

    def _update_changed_cells(self, old: dict[Series, _CellLooks], frame: tuple) -> None:
        """Repaint only the cells whose look changed when nothing around them did; else all."""
        if frame != self._looks_frame or not old:
            self._looks_frame = frame
            self.update()
            return
        geometry = self._geometry()
        if not geometry.legible:
            self.update()
            return
        gap = max(1.0, self.ui_style.scale)
        for series in geometry.series:
            was, now = old[series], self._looks[series]
            changed = np.any(was.fills != now.fills, axis=-1).tolist()
            for i, (texts_was, texts_now) in enumerate(zip(was.texts, now.texts, strict=True)):
                changed_row = changed[i]
                for j in range(len(texts_now)):
                    if changed_row[j] or texts_was[j] != texts_now[j]:
                        rect = _cell_rect(geometry, series, i, j).adjusted(0, 0, -gap, -gap)
                        self.update(rect.toAlignedRect().adjusted(-1, -1, 1, 1))

    # -- style and size ----------------------------------------------------------------------
    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        # Numbers follow the language ("0,25"): a language change restyles every panel.
        self._looks = {series: self._cell_looks(w) for series, w in self.weights.items()}
        self._name_toggle()
        self.toggle.setFont(style.font(0.85))
        self.updateGeometry()
        self._sync_toggle()
        self.update()

    def min_cell_px(self) -> float:
        """MIN_CELL_PHYSICAL_PX in this widget's logical pixels."""
        return MIN_CELL_PHYSICAL_PX / max(self.devicePixelRatioF(), 1.0)

    def _sizes(self, zoom: float) -> Sizes:
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
        return Sizes(
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
    def _geometry(self) -> Geometry:
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

    def _compute_geometry(self, series: tuple[Series, ...], top: float = 0.0) -> Geometry:
        """Where everything goes for ``series``, below ``top`` px kept free (for the toggle)."""
        n_s, n_q, n_k = len(series), max(len(self.query_labels), 1), max(len(self.keys), 1)
        pad = self._pad()
        avail_w, avail_h = self.width() - 2 * pad, self.height() - 2 * pad - top
        chosen = self._largest_fit(avail_w, avail_h, n_s, n_q, n_k)
        if chosen is None:
            arrangement = "side"
            sizes, cell_w, row_h, legible = self._squeezed(avail_w, avail_h, n_s, n_q, n_k)
        else:
            sizes, arrangement = chosen
            legible = True
            cell_w, row_h = _grown_cells(sizes, arrangement, avail_w, avail_h, n_s, n_q, n_k)
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
            # A title may run over the gap, and over the colour bar's column where the bar is
            # not yet beside it (it starts at the first chips): the last title side by side,
            # the first one stacked.
            over_bar = index == (n_s - 1 if arrangement == "side" else 0)
            beside = sizes.gap * 0.8 if arrangement == "side" else 8 * self.ui_style.scale
            title_w = grid_w + (sizes.colour_bar_w if over_bar else beside)
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
        return Geometry(
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

    def _largest_fit(
        self, avail_w: float, avail_h: float, n_s: int, n_q: int, n_k: int
    ) -> tuple[Sizes, str] | None:
        """The largest zoom, and the arrangement, whose block fits ``avail_w`` × ``avail_h``
        with cell numbers still legible; None when none does. When both arrangements fit at
        that zoom, the one that fills more of the space once its cells have grown: side by
        side on a wide panel, stacked on one whose lower part the row would leave empty (the
        attention-map step at 1080p 300%, where 40% of the panel stayed blank)."""
        arrangements = ("side", "stacked") if n_s == 2 else ("side",)

        def best_at(zoom: float) -> tuple[Sizes, str] | None:
            sizes = self._sizes(zoom)
            fitting = [
                arrangement
                for arrangement in arrangements
                if all(
                    need <= space
                    for need, space in zip(
                        sizes.block(arrangement, n_s, n_q, n_k), (avail_w, avail_h), strict=True
                    )
                )
            ]
            if not fitting:
                return None
            return sizes, max(
                fitting, key=lambda a: _grown_area(sizes, a, avail_w, avail_h, n_s, n_q, n_k)
            )

        steps = round((ZOOM_MAX - ZOOM_MIN) / ZOOM_STEP)
        for step in range(steps + 1):
            zoom = ZOOM_MAX - step * ZOOM_STEP
            if QFontInfo(self._sizes(zoom).fonts["cell"]).pixelSize() < self.min_cell_px():
                return None  # smaller numbers would not be read from the back row
            found = best_at(zoom)
            if found is not None:
                # The numbers are the lesson: the last few hundredths of zoom are theirs too.
                for finer in range(ZOOM_FINE_STEPS - 1, 0, -1):
                    larger = zoom + finer * ZOOM_STEP / ZOOM_FINE_STEPS
                    if larger < ZOOM_MAX and (better := best_at(larger)) is not None:
                        return better
                return found
        return None

    def _squeezed(
        self, avail_w: float, avail_h: float, n_s: int, n_q: int, n_k: int
    ) -> tuple[Sizes, float, float, bool]:
        """Too small for every number at the smallest text: the sizes, the cell width and row
        height shrunk to the widget (the cell font shrinks to fit them, see _cell_font, so
        nothing spills over), and whether the smallest number still fits a cell."""
        smallest = QFont(self._sizes(ZOOM_MIN).fonts["cell"])
        smallest.setPixelSize(math.ceil(self.min_cell_px()))
        metrics = QFontMetricsF(smallest)
        # The row labels, chips and titles take the largest zoom that still leaves every cell
        # room for the smallest legible number: at ZOOM_MIN always, they were ~7 px beside
        # cells stretched wide (preset 6 in a 1024x640 picture).
        steps = round((ZOOM_MAX - ZOOM_MIN) / ZOOM_STEP)
        for step in range(steps + 1):
            sizes = self._sizes(ZOOM_MAX - step * ZOOM_STEP)
            fixed_w = sizes.label_w + sizes.colour_bar_w + (n_s - 1) * sizes.gap
            cell_w = max((avail_w - fixed_w) / (n_s * n_k), 4.0)
            row_h = max((avail_h - sizes.head) / n_q, 4.0)
            # The same margins as _cell_font: legible means the smallest number fits a cell.
            legible = (
                cell_w - 4 >= metrics.horizontalAdvance("0.00") and row_h - 2 >= metrics.height()
            )
            # In proportion: cells at least their own size at this zoom (so the labels and
            # chips are no larger than the cells' numbers, and a chip holds its key's label).
            fits = cell_w >= sizes.cell_w and row_h >= sizes.row_h
            if legible and fits:
                return sizes, cell_w, row_h, legible
        return sizes, cell_w, row_h, legible

    @property
    def legible(self) -> bool:
        """False when the map is too small for its numbers even in the smallest font."""
        return self._geometry().legible

    def grid_rect(self, series: Series) -> QRectF:
        """Where the cells of a shown heatmap are painted, in widget pixels.
        A read-out for tests."""
        return self._geometry().grids[series]

    @property
    def arrangement(self) -> str:
        """'side' or 'stacked': how the two heatmaps are laid out at the current size."""
        return self._geometry().arrangement

    def cell_rect(self, series: Series, query: int, key: int) -> QRectF:
        """Where the cell (query, key) of a heatmap is painted, in widget pixels."""
        return _cell_rect(self._geometry(), series, query, key)

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
    def text_boxes(self) -> list[TextBox]:
        """Every text the map paints (titles, row labels, chips, cells, the colour bar's
        ticks), in widget coordinates: painted once into a scratch image when the layout
        report asks, never on a move."""
        self._recorded = []
        image = QImage(self.size(), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        self.render(image)
        boxes, self._recorded = self._recorded, None
        return boxes

    def mark_shapes(self) -> list[tuple[str, QRectF]]:
        """What no text may cover: the colour bar."""
        if not self.query_labels or not self.weights:
            return []
        geometry = self._geometry()
        return [("colour bar", QRectF(geometry.colour_bar))] if geometry.legible else []

    def draw_text(
        self, painter: QPainter, rect: QRectF, align: Qt.AlignmentFlag, text: str, full: str = ""
    ) -> None:
        """drawText, recorded while text_boxes asks (``full``: the text before eliding)."""
        painter.drawText(rect, int(align), text)
        if self._recorded is not None:
            width = 0.0
            if full and full != text:
                width = QFontMetricsF(painter.font()).horizontalAdvance(full)
            box = text_box(rect, text, painter.font(), align)
            self._recorded.append(TextBox(text, box, QRectF(rect), full if width else "", width))

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # Qt clips the paint to the event's region: what lies outside it need not be drawn.
        self._paint_area = QRectF(event.region().boundingRect()).adjusted(-2, -2, 2, 2)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.fillRect(self.rect(), QColor(self.ui_style.theme.panel))
        if not self.query_labels or not self.weights:
            painter.end()
            return
        geometry = self._geometry()
        if not geometry.legible:
            self._paint_no_space(painter)
            painter.end()
            return
        for series in geometry.series:
            if series in geometry.label_rects:
                self._paint_row_labels(painter, geometry, series)
            self._paint_heatmap(painter, geometry, series)
        # The bar is a fill per pixel row (~200 calls at 4K): only when the paint reaches it.
        if self._reaches(ColourBar.extent(geometry.colour_bar, self.ui_style)):
            self.colour_bar.paint(
                painter,
                geometry.colour_bar,
                geometry.sizes.fonts["tick"],
                self.ui_style,
                self.draw_text,
            )
        painter.end()

    def _reaches(self, rect: QRectF) -> bool:
        """Whether the paint under way may change pixels in ``rect`` (everything, while
        text_boxes records): a drag repaints a few cells, and the titles, chips, row labels
        and colour bar it does not reach are not drawn (Qt would clip them away, after their
        Python and their text layout)."""
        return self._recorded is not None or self._paint_area.intersects(rect)

    def _paint_no_space(self, painter: QPainter) -> None:
        # Cells too small to print their weight would be a picture without its numbers:
        # say what to do instead.
        painter.setFont(self.ui_style.font(0.9))
        painter.setPen(QColor(self.ui_style.theme.muted))
        n_q, n_k = len(self.query_labels), len(self.keys)
        one_fits = self.mode == "both" and self._compute_geometry(("scaled",)).legible
        painter.drawText(
            QRectF(self.rect()).adjusted(8, 2, -8, -2),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            (
                translate(
                    "AttentionMap",
                    "No room for the {n_q} × {n_k} map here: hide a panel (View menu), show one "
                    "weighting, or enlarge the window.",
                )
                if one_fits
                else translate(
                    "AttentionMap",
                    "No room for the {n_q} × {n_k} map here: hide a panel (View menu) or enlarge "
                    "the window.",
                )
            ).format(n_q=n_q, n_k=n_k),
        )

    def _paint_row_labels(self, painter: QPainter, geometry: Geometry, series: Series) -> None:
        theme, scale = self.ui_style.theme, self.ui_style.scale
        hovered_row = self._hover.query if self._hover else None
        font = geometry.sizes.fonts["label"]
        metrics = QFontMetricsF(font)
        painter.setFont(font)
        for i, label in enumerate(self.query_labels):
            rect = self.row_label_rect(i, series)
            if not self._reaches(rect):
                continue
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
            self.draw_text(
                painter,
                text_rect,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                text,
                label,
            )

    def _paint_heatmap(self, painter: QPainter, geometry: Geometry, series: Series) -> None:
        style, theme = self.ui_style, self.ui_style.theme
        scale = style.scale
        fonts = geometry.sizes.fonts
        hover = self._hover
        grid = geometry.grids[series]
        title = geometry.titles[series]
        if self._reaches(title):
            self._paint_title(painter, title, fonts["title"], series)
        chip_pen = style.pen_width(2.5)  # the widest outline a chip gets (hovered)
        chip_metrics = QFontMetricsF(fonts["chip"])
        painter.setFont(fonts["chip"])
        hovered_key = hover.key if hover else None
        for j, ((label, colour), chip) in enumerate(
            zip(self.keys, geometry.chips[series], strict=False)
        ):
            if not self._reaches(chip.adjusted(-chip_pen, -chip_pen, chip_pen, chip_pen)):
                continue
            hovered = j == hovered_key
            outline = theme.accent if hovered else theme.text
            painter.setPen(QPen(QColor(outline), style.pen_width(2.5 if hovered else 1.0)))
            painter.setBrush(QColor(colour))
            painter.drawRoundedRect(chip, 4 * scale, 4 * scale)
            painter.setPen(QColor(readable_text_on(colour)))
            text = chip_metrics.elidedText(label, Qt.TextElideMode.ElideRight, chip.width() - 4)
            self.draw_text(painter, chip, Qt.AlignmentFlag.AlignCenter, text, label)

        gap = max(1.0, scale)
        painter.setFont(self.cell_font())
        area = self._paint_area if self._recorded is None else QRectF(self.rect())
        looks = self._looks[series]
        dark, light = QColor("#000000"), QColor("#FFFFFF")
        for i, row in enumerate(looks.texts):
            for j, text in enumerate(row):
                rect = _cell_rect(geometry, series, i, j).adjusted(0, 0, -gap, -gap)
                if not area.intersects(rect):
                    continue
                painter.fillRect(rect, QColor.fromRgba64(*looks.fills[i, j].tolist()))
                painter.setPen(dark if looks.dark_text[i, j] else light)
                self.draw_text(painter, rect, Qt.AlignmentFlag.AlignCenter, text)
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

    def _paint_title(self, painter: QPainter, title: QRectF, font: QFont, series: Series) -> None:
        theme = self.ui_style.theme
        title_font = QFont(font)
        needed = QFontMetricsF(title_font).horizontalAdvance(heatmap_title(series))
        if needed > title.width():
            # Shrink a little before eliding: the formula is the point of the title.
            # (3% under the exact ratio: hinting rounds a font up, and then it is elided.)
            shrunk = title_font.pointSizeF() * max(0.97 * title.width() / needed, 0.65)
            title_font.setPointSizeF(max(shrunk, MIN_CELL_POINTS))
        painter.setFont(title_font)
        painter.setPen(QColor(theme.unscaled if series == "unscaled" else theme.scaled))
        title_text = QFontMetricsF(title_font).elidedText(
            heatmap_title(series), Qt.TextElideMode.ElideRight, max(title.width(), 1.0)
        )
        self.draw_text(
            painter,
            title,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            title_text,
            heatmap_title(series),
        )

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
            show_tooltip(ev.globalPos(), self.tooltip_at(ev.pos()), self)
            return True
        return super().event(ev)

    def tooltip_at(self, pos: QPointF | QPoint) -> str:
        hit = self.hit(pos)
        if hit is None:
            return translate(
                "AttentionMap",
                "The attention map: row i holds the weights of query i over every key and sums "
                "to 1.\nColours: viridis, fixed to 0 … 1 (see the colour bar). Hover a cell to "
                "see its query and key on the canvas; click a row to select that query.",
            )
        if hit.kind == "column":
            label = self.keys[hit.key][0]
            return translate(
                "AttentionMap",
                "Column {label}: how much each query attends to key {label}.\n"
                "A column need not sum to 1; each row does.",
            ).format(label=label)
        query = self.query_labels[hit.query]
        if hit.kind == "row":
            return translate(
                "AttentionMap",
                "Row {query}: the weights of query {query} over all keys (they sum to 1).\n"
                "Click to select {query}: the bars, readouts and formula follow it.",
            ).format(query=query)
        key = self.keys[hit.key][0]
        weight = float(self.weights[hit.series][hit.query, hit.key])
        score = float(self.scores[hit.query, hit.key])
        if hit.series == "scaled":
            text = translate(
                "AttentionMap",
                "{query} → {key}: weight {weight}\n= softmax({query}·k / √{d}), the lesson's "
                "scaled attention, taken along row {query}.\nscore {query}·{key} = {score}\n"
                "Click to select {query}.",
            )
        else:
            text = translate(
                "AttentionMap",
                "{query} → {key}: weight {weight}\n= softmax({query}·k), without scaling, taken "
                "along row {query}.\nscore {query}·{key} = {score}\nClick to select {query}.",
            )
        return text.format(
            query=query, key=key, weight=fmt(weight, 4), score=fmt(score, 3), d=self.d
        )


def _cell_rect(geometry: Geometry, series: Series, query: int, key: int) -> QRectF:
    """Where the cell (query, key) of ``series`` is painted under ``geometry``."""
    grid = geometry.grids[series]
    return QRectF(
        grid.left() + key * geometry.cell_w,
        grid.top() + query * geometry.row_h,
        geometry.cell_w,
        geometry.row_h,
    )
