"""Saturation against d: the expected largest weight for random keys, with the scene marked.

Painted by kino itself (app/common/painted.py): title, axes, curves and the key below the plot are
a cached layer; a move repaints only the two markers' old and new rects (and the d line when d
changes). The curves are named in a key below the plot, so a legend never sits on a curve, a
marker or another legend.
"""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from app.common import spoken_texts
from app.common.i18n import on_language_change, translate, translate_noop_text
from app.common.layout import PanelRule, Region
from app.common.painted import PaintedWidget
from app.common.panel_spec import PanelSpec, follow_weightings
from app.common.plain_text import set_tooltip
from app.common.theme import Style, unit_ticks
from app.document import Document
from kino_core import SceneResult, saturation_curve

TITLE = QT_TRANSLATE_NOOP("SaturationPlot", "saturation: expected largest weight vs d")
SHORT_TITLE = QT_TRANSLATE_NOOP("SaturationPlot", "saturation vs d")
X_TICKS = (2, 8, 32, 128, 512, 4096)
LOG_LO, LOG_HI = math.log10(2), math.log10(4096)
X_PAD = 0.06 * (LOG_HI - LOG_LO)  # as pyqtgraph's padding=0.06 did
Y_TOP = 1.02
TICK_FACTOR, TITLE_FACTOR, LEGEND_FACTOR = 0.9, 1.0, 0.9
LEGENDS = {
    "unscaled": (
        QT_TRANSLATE_NOOP("SaturationPlot", "without scaling"),
        QT_TRANSLATE_NOOP("SaturationPlot", "unscaled"),
    ),
    "scaled": (
        QT_TRANSLATE_NOOP("SaturationPlot", "scaled by 1/√d"),
        QT_TRANSLATE_NOOP("SaturationPlot", "scaled"),
    ),
}


def _legends() -> dict[str, tuple[str, str]]:
    """LEGENDS in the current language: (full, short) per weighting."""
    return {
        name: tuple(translate_noop_text("SaturationPlot", text) for text in texts)
        for name, texts in LEGENDS.items()
    }


class SaturationPlot(PaintedWidget):
    """Two Monte Carlo curves (unscaled, scaled) on a log-d axis and the scene's values at its d."""

    def __init__(self, document: Document, style: Style, parent=None) -> None:
        super().__init__(style, parent)
        self.document = document
        self._curve_keys: int | None = None
        self._curves: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        self._d: int = document.scene.d
        self._maxima = {"unscaled": 0.0, "scaled": 0.0}
        self._plot = QRectF()
        self._ticks: list[tuple[float, str]] = []
        self._title_shown = True
        self._x_labels = True
        self._legend_texts = {name: full for name, (full, _short) in _legends().items()}
        self._series_shown: tuple[str, ...] = ("unscaled", "scaled")
        self._retranslate_tip()
        on_language_change(self, self._retranslate_tip)
        self.setMinimumSize(160, 110)
        document.changed.connect(self.redraw)
        self.apply_style(style)

    # -- what a test can ask ---------------------------------------------------------------------
    def marker_values(self) -> dict[str, tuple[float, float]]:
        """Each marker's (log10 d, largest weight), in data units. A read-out for tests."""
        x = math.log10(self._d)
        return {name: (x, value) for name, value in self._maxima.items()}

    def marker_rect(self, series: str) -> QRectF:
        """A marker as painted, in widget coordinates (its dot and outline)."""
        self._ensure_static()
        centre = self._marker_centre(self._maxima[series])
        r = self._marker_radius() + self.ui_style.pen_width(1.5)
        return QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)

    def mark_shapes(self) -> list[tuple[str, QRectF | QPolygonF]]:
        """What text must never cover, in widget coordinates: each curve shown (a polyline)
        and each marker."""
        self._ensure_static()
        shapes: list[tuple[str, QRectF | QPolygonF]] = []
        for name in self._series_shown:
            if name in self._curves:
                x, y = self._curves[name]
                line = [self._to_px(float(a), float(b)) for a, b in zip(x, y, strict=True)]
                shapes.append((f"{name} curve", QPolygonF(line)))
            shapes.append((f"{name} marker", self.marker_rect(name)))
        return shapes

    def plot_rect(self) -> QRectF:
        self._ensure_static()
        return QRectF(self._plot)

    def tick_values(self) -> list[float]:
        self._ensure_static()
        return [value for value, _text in self._ticks]

    def shown_series(self) -> tuple[str, ...]:
        """The weightings whose curve, dot and key entry are drawn."""
        return self._series_shown

    def legend_texts(self) -> dict[str, str]:
        """The legend's entries as painted. A read-out for tests."""
        self._ensure_static()
        return dict(self._legend_texts)

    def font_sizes(self) -> dict[str, float]:
        """Point sizes of the plot's texts: ticks, title, the key below the plot."""
        return {
            "ticks": self.ui_style.font(TICK_FACTOR).pointSizeF(),
            "title": self.ui_style.font(TITLE_FACTOR).pointSizeF(),
            "legend": self.ui_style.font(LEGEND_FACTOR, bold=True).pointSizeF(),
        }

    def tick_space(self) -> float:
        """The plot height with the y ticks and the title shown: ticks are dropped only when
        even 0 and 1 would run into each other there."""
        self._ensure_static()
        return self._tick_space

    def curve_pen_width(self) -> float:
        """The curves' pen width in logical pixels (drawn at the device pixel ratio).
        A read-out for tests."""
        return self.ui_style.pen_width(2.5)

    # -- data ----------------------------------------------------------------------------------
    def _retranslate_tip(self) -> None:
        set_tooltip(
            self,
            translate(
                "SaturationPlot",
                "The curves: the largest weight averaged over random queries and keys (this many\n"
                "keys) with N(0, 1) entries, against d (Monte Carlo, 4,000 trials per d). Without\n"
                "scaling the largest weight climbs to 1 (saturation); "
                "scaled by 1/√d it rises by at most 0.04,\nmost of that below d = 16.\n"
                "The dots: this scene's own largest weights at its d "
                "(its vectors, not an average).",
            ),
        )

    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        self.invalidate_static()
        self.redraw(self.document.result)

    follow = follow_weightings  # the view model's weightings (app/common/panel_spec.py)

    def set_weightings(self, weightings: str) -> None:
        """Show the scaled curve, dot and key entry only with weightings "both"."""
        shown = ("unscaled", "scaled") if weightings == "both" else ("unscaled",)
        if shown != self._series_shown:
            self._series_shown = shown
            self.invalidate_static()
            self.update()

    @property
    def curve_keys(self) -> int | None:
        """How many keys the drawn curves are for (None until they are computed).
        A read-out for tests."""
        return self._curve_keys

    def load_curves_for_scene(self) -> None:
        """The curves for the scene's number of keys (the window calls it just after start-up,
        a hidden window before its picture)."""
        self.load_curves(len(self.document.scene.keys))

    def load_curves(self, n_keys: int) -> None:
        """Compute (or fetch from the cache) the curves for n_keys; called after start-up."""
        curve = saturation_curve(n_keys)
        x = np.log10(curve.dims.astype(float))
        self._curves = {
            "unscaled": (x, np.asarray(curve.max_unscaled, dtype=float)),
            "scaled": (x, np.asarray(curve.max_scaled, dtype=float)),
        }
        self._curve_keys = n_keys
        self.invalidate_static()

    def redraw(self, result: SceneResult) -> None:
        scene = result.scene
        query = self.document.selected_query
        if self._curve_keys is not None and self._curve_keys != len(scene.keys):
            self.load_curves(len(scene.keys))
        maxima = {
            "unscaled": float(result.weights_unscaled[query].max()),
            "scaled": float(result.weights_scaled[query].max()),
        }
        if maxima == self._maxima and scene.d == self._d:
            return
        if scene.d == self._d and self._static is not None and maxima.keys() == self._maxima.keys():
            # A marker is painted at its centre on the device pixel grid: one that a new
            # largest weight moves by less than a pixel (a saturated softmax) is not repainted.
            moved = [
                name
                for name, value in maxima.items()
                if self._marker_centre(value) != self._marker_centre(self._maxima[name])
            ]
            dirty = [self.marker_rect(name) for name in moved]
            self._maxima = maxima
            dirty += [self.marker_rect(name) for name in moved]
            for rect in dirty:
                self.update(rect.toAlignedRect())
            return
        if self._static is not None:
            dirty = [self.marker_rect(name) for name in maxima]
            if scene.d != self._d:
                dirty.append(self._d_line_rect())
        self._maxima, old_d, self._d = maxima, self._d, scene.d
        if self._static is not None:
            dirty += [self.marker_rect(name) for name in maxima]
            if scene.d != old_d:
                dirty.append(self._d_line_rect())
            for rect in dirty:
                self.update(rect.toAlignedRect())

    # -- geometry --------------------------------------------------------------------------------
    def _to_px(self, log_d: float, y: float) -> QPointF:
        lo, hi = LOG_LO - X_PAD, LOG_HI + X_PAD
        plot = self._plot
        return QPointF(
            plot.left() + (log_d - lo) / (hi - lo) * plot.width(),
            plot.bottom() - y / Y_TOP * plot.height(),
        )

    def _marker_centre(self, largest: float) -> QPointF:
        """Where the marker of a largest weight is painted (at d), on whole device pixels."""
        centre = self._to_px(math.log10(self._d), largest)
        ratio = self.devicePixelRatioF()
        return QPointF(round(centre.x() * ratio) / ratio, round(centre.y() * ratio) / ratio)

    def _marker_radius(self) -> float:
        return 6 * self.ui_style.scale

    def _d_line_rect(self) -> QRectF:
        x = self._to_px(math.log10(self._d), 0).x()
        w = self.ui_style.pen_width(1.0) + 2
        return QRectF(x - w, self._plot.top() - 1, 2 * w, self._plot.height() + 2)

    def layout_static(self) -> None:
        """Title row, ticks and the key below the plot; when short, the ticks go first, then
        the title; when narrow, the key's names shorten."""
        style = self.ui_style
        s = style.scale
        pad = 6 * s
        tick_font = style.font(TICK_FACTOR)
        tick_line = QFontMetricsF(tick_font).height()
        title_row = QFontMetricsF(style.font(TITLE_FACTOR)).height() * 1.25
        legend_metrics = QFontMetricsF(style.font(LEGEND_FACTOR, bold=True))
        key_row = legend_metrics.height() + 4 * s
        width, height = float(self.width()), float(self.height())
        swatch = 18 * s
        full = sum(legend_metrics.horizontalAdvance(f) for f, _ in _legends().values())
        if full + 2 * swatch + 30 * s <= width - 2 * pad:
            self._legend_texts = {name: f for name, (f, _short) in _legends().items()}
        else:
            self._legend_texts = {name: short for name, (_f, short) in _legends().items()}
        tick_width = QFontMetricsF(tick_font).horizontalAdvance("0.75") + 10 * s
        x_row = tick_line + 6 * s
        # Drop, in this order: y ticks, the title, the d labels; never the curves or the key.
        for title, ticks, x_labels in (
            (True, True, True),
            (True, False, True),
            (False, False, True),
            (False, False, False),
        ):
            top = pad + (title_row if title else 0) + (tick_line / 2 if ticks else 0)
            left = pad + (tick_width if ticks else 6 * s)
            bottom = height - pad - key_row - (x_row if x_labels else 2 * s)
            plot = QRectF(left, top, max(width - left - pad - tick_line, 1), max(bottom - top, 1))
            if ticks:
                self._tick_space = plot.height()
            if ticks and plot.height() >= 1.4 * tick_line:
                break
            if title and not ticks and plot.height() >= 2 * title_row:
                break
            if not title and x_labels and plot.height() >= 1.5 * title_row:
                break
        self._x_labels = x_labels
        self._plot = plot
        self._title_shown = title
        self._ticks = unit_ticks(plot.height(), style, TICK_FACTOR) if ticks else []

    # -- painting --------------------------------------------------------------------------------
    def paint_static(self, painter: QPainter) -> None:
        style, theme = self.ui_style, self.ui_style.theme
        s = style.scale
        plot = self._plot
        axis_pen = QPen(QColor(theme.axis), style.pen_width(1.0))
        painter.setPen(axis_pen)
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        tick_font = style.font(TICK_FACTOR)
        tick_line = QFontMetricsF(tick_font).height()
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for value, text in self._ticks:
            y = plot.bottom() - value / Y_TOP * plot.height()
            painter.setPen(axis_pen)
            painter.drawLine(QPointF(plot.left() - 4 * s, y), QPointF(plot.left(), y))
            rect = QRectF(0, y - tick_line / 2, plot.left() - 7 * s, tick_line)
            self.draw_text(painter, rect, text, tick_font, theme.text, right)
        metrics = QFontMetricsF(tick_font)
        x_labels = [(d, str(d)) for d in X_TICKS]
        # Leave out x labels that would run into their neighbour (a narrow plot).
        last_right = -math.inf
        for d, text in x_labels:
            x = self._to_px(math.log10(d), 0).x()
            painter.setPen(axis_pen)
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4 * s))
            if not self._x_labels:
                continue
            half = metrics.horizontalAdvance(text) / 2
            if x - half < last_right + 4 * s:
                continue
            rect = QRectF(x - half - 2, plot.bottom() + 5 * s, 2 * half + 4, tick_line)
            self.draw_text(painter, rect, text, tick_font, theme.text)
            last_right = x + half
        if self._title_shown:
            font = style.font(TITLE_FACTOR)
            title_metrics = QFontMetricsF(font)
            title = translate_noop_text("SaturationPlot", TITLE)
            text = title if title_metrics.horizontalAdvance(title) <= self.width() - 12 * s else ""
            text = text or translate_noop_text("SaturationPlot", SHORT_TITLE)
            rect = QRectF(0, 6 * s, self.width(), title_metrics.height() * 1.25)
            self.draw_text(painter, rect, text, font, theme.text)
        for name, (x, y) in self._curves.items():
            if name not in self._series_shown:
                continue
            colour = theme.unscaled if name == "unscaled" else theme.scaled
            pen = QPen(QColor(colour), style.pen_width(2.5))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            path = QPainterPath(self._to_px(float(x[0]), float(y[0])))
            for xi, yi in zip(x[1:], y[1:], strict=True):
                path.lineTo(self._to_px(float(xi), float(yi)))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        self._paint_key(painter, tick_line)

    def _paint_key(self, painter: QPainter, tick_line: float) -> None:
        """The curves' names in a row below the plot: a line swatch and the name in its colour."""
        style, theme = self.ui_style, self.ui_style.theme
        s = style.scale
        font = style.font(LEGEND_FACTOR, bold=True)
        metrics = QFontMetricsF(font)
        swatch, gap = 18 * s, 6 * s
        names = [n for n in LEGENDS if n in self._series_shown]
        widths = [metrics.horizontalAdvance(self._legend_texts[n]) for n in names]
        total = sum(widths) + 2 * (swatch + gap) + 24 * s
        x = max(6 * s, self._plot.center().x() - total / 2)
        y = self._plot.bottom() + (5 * s + tick_line + 4 * s if self._x_labels else 6 * s)
        line = metrics.height()
        for name, width in zip(names, widths, strict=True):
            colour = theme.unscaled if name == "unscaled" else theme.scaled
            pen = QPen(QColor(colour), style.pen_width(2.5))
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            painter.drawLine(QPointF(x, y + line / 2), QPointF(x + swatch, y + line / 2))
            x += swatch + gap
            rect = QRectF(x, y, width + 1, line)
            self.draw_text(painter, rect, self._legend_texts[name], font, colour, _LEFT)
            x += width + 24 * s

    def paint_moving(self, painter: QPainter) -> None:
        style, theme = self.ui_style, self.ui_style.theme
        x = self._to_px(math.log10(self._d), 0).x()
        dash = QPen(QColor(theme.axis), style.pen_width(1.0), Qt.PenStyle.DashLine)
        painter.setPen(dash)
        painter.drawLine(QPointF(x, self._plot.top()), QPointF(x, self._plot.bottom()))
        radius = self._marker_radius()
        for name in self._series_shown:
            colour = theme.unscaled if name == "unscaled" else theme.scaled
            painter.setPen(QPen(QColor(theme.background), style.pen_width(1.5)))
            painter.setBrush(QBrush(QColor(colour)))
            painter.drawEllipse(self._marker_centre(self._maxima[name]), radius, radius)


_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


SPEC = PanelSpec(
    "saturation",
    QT_TRANSLATE_NOOP("Panels", "Saturation"),
    SaturationPlot,
    PanelRule("saturation", Region.COLUMN, 260, 160, 7, grow=2, chart_decoration=62),
    file_position=5,
    speak=lambda _view, result, query, weightings: spoken_texts.saturation_text(
        result, query, weightings
    ),
)
