"""Readouts for both weightings: largest weight, entropy, effective keys, gradient signal."""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.common import spoken_texts
from app.common.formatting import SERIES_WORDS, fmt
from app.common.i18n import on_language_change, translate, translate_noop_text
from app.common.layout import PanelRule, Region
from app.common.painted import TextBox, blit_region, draws_vectors, number_ink, text_box
from app.common.panel_spec import PanelSpec, follow_weightings
from app.common.plain_text import set_tooltip, show_tooltip, tooltip_text
from app.common.theme import Style
from app.document import Document
from kino_core import SceneResult

ROWS = (
    (
        "largest",
        QT_TRANSLATE_NOOP("ReadoutsPanel", "largest weight"),
        QT_TRANSLATE_NOOP(
            "ReadoutsPanel",
            "The biggest weight max_j α_j. Near 1 means softmax picked one key (a hard lookup).",
        ),
    ),
    (
        "entropy",
        QT_TRANSLATE_NOOP("ReadoutsPanel", "spread (entropy)"),
        QT_TRANSLATE_NOOP(
            "ReadoutsPanel",
            "Entropy H = −Σ α_j log α_j in nats, and as a % of log n (100% = all keys equal).",
        ),
    ),
    (
        "effective",
        QT_TRANSLATE_NOOP("ReadoutsPanel", "effective keys"),
        QT_TRANSLATE_NOOP(
            "ReadoutsPanel",
            "exp(entropy) = exp(H): how many keys the weights are really spread over\n"
            "(1 = one key, n = all equally).",
        ),
    ),
    (
        "gradient",
        QT_TRANSLATE_NOOP("ReadoutsPanel", "gradient signal"),
        QT_TRANSLATE_NOOP(
            "ReadoutsPanel",
            "‖diag(α) − ααᵀ‖_F: the size of the Jacobian of softmax with respect to its input\n"
            "(the scores; for the scaled column, the scores divided by √d). It says how much the\n"
            "weights can still move when the scores change: largest, 0.5, for a 50/50 split\n"
            "between two keys; near 0 when softmax is saturated: then the queries and keys get\n"
            "almost no gradient through it (the values still do).",
        ),
    ),
)


TIPS = {name: tip for name, _title, tip in ROWS}


def _series_headings() -> tuple[tuple[str, str], ...]:
    """(series, heading): the same words on every panel, in the current language."""
    return tuple(SERIES_WORDS.items())


def _row_titles() -> list[tuple[str, str]]:
    """(row, title) in the current language."""
    return [(name, translate_noop_text("ReadoutsPanel", title)) for name, title, _tip in ROWS]


# The widest text a value cell ever shows (sizes the columns once, not per move).
WIDEST = ("0.000", "0.00 (100%)", "12.00 of 12")


def _widest() -> tuple[str, ...]:
    """WIDEST with "of" in the current language (it sizes the columns)."""
    of = translate("ReadoutsPanel", "{value} of {count}").format(value="12.00", count=12)
    return (*WIDEST[:2], of)


class ReadoutsPanel(QWidget):
    """A small table: one row per readout, one column per weighting.

    Painted at a fixed height (the rows never change): a move repaints only the value cells
    whose text changed; headers and titles are a cached layer.
    """

    def __init__(self, document: Document, style: Style, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.ui_style = style
        self.values: dict[tuple[str, str], str] = {}  # (readout, series) -> text shown
        self._static: QPixmap | None = None
        self._cells: dict[tuple[str, str], QRectF] = {}
        self._titles: dict[str, QRectF] = {}
        self._headers: dict[str, QRectF] = {}
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.factor = 1.0  # the text's size as painted, shrunk when the panel is squeezed
        self.stacked = False  # each row's title above its values (a narrow, tall panel)
        self.weightings = "both"  # or "unscaled": a lesson step before scaling is taught
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._set_tooltip()
        on_language_change(self, self._set_tooltip)
        document.changed.connect(self.redraw)
        self.apply_style(style)

    def _set_tooltip(self) -> None:
        set_tooltip(
            self,
            translate(
                "ReadoutsPanel", "Readouts of the selected query's weights, for both weightings."
            ),
        )

    # -- what a test can ask ------------------------------------------------------------------
    def value_font(self) -> QFont:
        """The values' font at the UI scale (painted smaller, by ``factor``, when squeezed)."""
        return self.ui_style.font(1.0, mono=True)

    def painted_value_font(self) -> QFont:
        """The values' font as painted: ``value_font`` at ``factor``. A read-out for tests."""
        return self._fonts(self.factor)[2]

    def cell_rects(self) -> dict[tuple[str, str], QRectF]:
        """Where each cell is painted, in widget coordinates. A read-out for tests."""
        return dict(self._cells)

    def tooltip_at(self, point: QPointF) -> str:
        """The explanation of the row under ``point`` (a title or a value)."""
        for (name, _series), rect in self._cells.items():
            if rect.contains(point):
                return translate_noop_text("ReadoutsPanel", TIPS[name])
        for name, rect in self._titles.items():
            if rect.contains(point):
                return translate_noop_text("ReadoutsPanel", TIPS[name])
        return tooltip_text(self)

    def header_texts(self) -> list[str]:
        """The column headings as painted (one per weighting shown). A read-out for tests."""
        return [text for series, text in _series_headings() if series in self._headers]

    def text_rects(self) -> list[tuple[str, QRectF]]:
        """Every text painted, with the rectangle it is drawn in (widget coordinates)."""
        texts = [
            (text, self._headers[series])
            for series, text in _series_headings()
            if series in self._headers
        ]
        texts += [
            (title, self._titles[name]) for name, title in _row_titles() if name in self._titles
        ]
        texts += [(self.values.get(key, ""), rect) for key, rect in self._cells.items()]
        return texts

    def text_boxes(self) -> list[TextBox]:
        """``text_rects`` with each text's ink box and the cell it is drawn in as its room."""
        header, title, value = self._fonts(self.factor)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        fonts = (
            [(header, right)] * len(self._headers)
            + [(title, left)] * len(self._titles)
            + [(value, right)] * len(self._cells)
        )
        return [
            TextBox(text, text_box(rect, text, font, align), rect)
            for (text, rect), (font, align) in zip(self.text_rects(), fonts, strict=True)
        ]

    follow = follow_weightings  # the view model's weightings (app/common/panel_spec.py)

    def set_weightings(self, weightings: str) -> None:
        """Show the scaled column only with weightings "both" (a lesson step before scaling
        is taught shows the unscaled column alone)."""
        if weightings != self.weightings:
            self.weightings = weightings
            self._layout()
            self._static = None
            self.document.refresh(self)
            self.update()

    # -- layout and data ----------------------------------------------------------------------
    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        self._layout()
        self._static = None
        self.redraw(self.document.result)
        self.update()

    # The text's sizes, largest first. Above 1: a panel given more room than it needs (the
    # subject of a step that shows little else: step 9 at 1080p 300%) draws its numbers larger
    # rather than leave most of its room blank; the numbers are what the room reads.
    FACTORS = (1.6, 1.5, 1.4, 1.3, 1.2, 1.1, 1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6)

    def _fonts(self, factor: float) -> tuple[QFont, QFont, QFont]:
        """(header, title, value) fonts at ``factor`` of their natural size."""
        style = self.ui_style
        return (
            style.font(0.9 * factor, bold=True),
            style.font(1.0 * factor),
            style.font(1.0 * factor, mono=True),
        )

    def _measure(self, factor: float) -> tuple[float, float, float, float, float]:
        """(row height, header height, column width, title width, total height)."""
        header, title, value = (QFontMetricsF(font) for font in self._fonts(factor))
        row_h = max(title.height(), value.height()) * 1.12
        column_w = max(
            max(header.horizontalAdvance(text) for _weighting, text in _series_headings()),
            max(value.horizontalAdvance(text) for text in _widest()),
        )
        title_w = max(title.horizontalAdvance(text) for _name, text in _row_titles())
        pad_y = 4 * self.ui_style.scale
        header_h = header.height() if self._shows_headers() else 0.0
        height = 2 * pad_y + header_h * 1.12 + len(ROWS) * row_h
        return row_h, header_h, column_w, title_w, height

    def _shows_headers(self) -> bool:
        """One column, before scaling is taught, has no heading: none names a weighting the
        room has not met yet, and no empty line stands where it would be."""
        return self.weightings != "unscaled"

    def _layout(self) -> None:
        """The largest text (up to 160%, down to 60%) at which every row fits the room given:
        a panel squeezed by a small window shrinks its text instead of losing its last row,
        and a roomy one draws it larger."""
        s = self.ui_style.scale
        pad_x, pad_y, gap = 6 * s, 4 * s, 12 * s
        natural = self._measure(1.0)
        smallest = self._measure(self.FACTORS[-1])
        hints = (
            (math.ceil(2 * pad_x + natural[3] + 2 * (gap + natural[2])), math.ceil(natural[4])),
            (math.ceil(2 * pad_x + smallest[3] + 2 * (gap + smallest[2])), math.ceil(smallest[4])),
        )
        if hints != (getattr(self, "_natural", None), getattr(self, "_smallest", None)):
            self._natural, self._smallest = hints
            self.setMinimumWidth(self._smallest[0])
            self.updateGeometry()
        height, width = float(self.height()), float(self.width())
        columns_shown = 1 if self.weightings == "unscaled" else 2

        def fits(factor: float, stacked: bool) -> bool:
            row_h, header_h, column_w, title_w, total = self._measure(factor)
            values_w = columns_shown * column_w + (columns_shown - 1) * gap
            if stacked:  # each title on its own line, its values on the line below
                total += len(ROWS) * row_h
                return total <= height + 0.5 and 2 * pad_x + max(title_w, values_w) <= width + 0.5
            return total <= height + 0.5 and 2 * pad_x + title_w + gap + values_w <= width + 0.5

        def largest(stacked: bool) -> float | None:
            return next((f for f in self.FACTORS if fits(f, stacked)), None)

        beside = largest(False)
        # A panel taller than wide for its rows (the column beside the canvas at 300%): the
        # titles above their values, when that draws the numbers larger than side by side.
        over = largest(True)
        self.stacked = over is not None and (beside is None or over > beside)
        self.factor = (over if self.stacked else beside) or self.FACTORS[-1]
        row_h, header_h, column_w, title_w, _height = self._measure(self.factor)
        right = max(width, self._smallest[0]) - pad_x
        columns = {"scaled": right - column_w, "unscaled": right - 2 * column_w - gap}
        if self.weightings == "unscaled":
            columns = {"unscaled": right - column_w}
        self._headers = {
            series: QRectF(columns[series], pad_y, column_w, header_h) for series in columns
        }
        top = pad_y + header_h * 1.12
        lines = 2 if self.stacked else 1
        self._titles, self._cells = {}, {}
        for row, (name, _title, _tip) in enumerate(ROWS):
            y = top + row * row_h * lines
            if row > 0 and y + row_h * lines > height + 0.5:
                break  # no room even at the smallest text: whole rows or none, never cut
            self._titles[name] = QRectF(pad_x, y, title_w, row_h)
            for series, x in columns.items():
                self._cells[(name, series)] = QRectF(x, y + row_h * (lines - 1), column_w, row_h)
        if not self._shows_headers():
            self._headers = {}

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(*self._natural)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(*self._smallest)

    def redraw(self, result: SceneResult) -> None:
        query = result.query(self.document.selected_query)
        n_keys = len(result.scene.keys)
        texts = {}
        for series in ("unscaled", "scaled"):
            largest = getattr(query, f"largest_{series}")
            nats = getattr(query, f"entropy_{series}")
            fraction = getattr(query, f"entropy_fraction_{series}")
            effective = getattr(query, f"effective_keys_{series}")
            gradient = getattr(query, f"jacobian_norm_{series}")
            texts[("largest", series)] = fmt(largest, 3)
            texts[("entropy", series)] = f"{fmt(nats, 2)} ({fmt(100 * fraction, 0)}%)"
            texts[("effective", series)] = translate("ReadoutsPanel", "{value} of {count}").format(
                value=fmt(effective, 2), count=n_keys
            )
            texts[("gradient", series)] = fmt(gradient, 3)
        metrics = self.ui_style.metrics(1.0 * self.factor, mono=True)  # the value font
        for key, text in texts.items():
            before = self.values.get(key)
            if before != text and key in self._cells:
                self.update(number_ink(self._cells[key], before or "", text, metrics))
        self.values = texts

    # -- painting -------------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._layout()
        self._static = None

    def _static_layer(self) -> QPixmap:
        ratio = self.devicePixelRatioF()
        size = QSize(math.ceil(self.width() * ratio), math.ceil(self.height() * ratio))
        if self._static is not None and self._static.size() == size:
            return self._static
        pixmap = QPixmap(size)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(QColor(self.ui_style.theme.panel))  # to the last device pixel
        painter = QPainter(pixmap)
        self._paint_static(painter)
        painter.end()
        self._static = pixmap
        return pixmap

    def _paint_static(self, painter: QPainter) -> None:
        """Background, the series' headings and the rows' titles: all but the values."""
        theme = self.ui_style.theme
        painter.fillRect(self.rect(), QColor(theme.panel))
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        header_font, title_font, _value_font = self._fonts(self.factor)
        painter.setFont(header_font)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for series, text in _series_headings():
            if series not in self._headers:
                continue
            painter.setPen(QColor(theme.unscaled if series == "unscaled" else theme.scaled))
            painter.drawText(self._headers[series], int(right), text)
        painter.setFont(title_font)
        painter.setPen(QColor(theme.text))
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        for name, title in _row_titles():
            if name in self._titles:
                painter.drawText(self._titles[name], int(left), title)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        static = self._static_layer()
        painter = QPainter(self)
        if draws_vectors(painter):  # a handout or an SVG: the cached layer as vectors again
            self._paint_static(painter)
        else:
            blit_region(painter, static, event.region())
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setFont(self._fonts(self.factor)[2])
        painter.setPen(QColor(self.ui_style.theme.text))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        dirty = event.region()
        for key, rect in self._cells.items():
            if dirty.intersects(rect.toAlignedRect()):  # clipped-away text still costs its layout
                painter.drawText(rect, int(right), self.values.get(key, ""))
        painter.end()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            show_tooltip(event.globalPos(), self.tooltip_at(QPointF(event.pos())), self)
            return True
        return super().event(event)


SPEC = PanelSpec(
    "readouts",
    QT_TRANSLATE_NOOP("Panels", "Readouts"),
    ReadoutsPanel,
    # 380 wide: the column beside a 240 px canvas on a 640 px wide screen (1080p at 300%) has
    # 380 px inside its margins, so the step about the readouts shows them there (its text
    # at 95%, the panel's first smaller size).
    PanelRule("readouts", Region.COLUMN, 380, 104, 5, row="lower"),
    file_position=4,
    speak=lambda _view, result, query, weightings: spoken_texts.readouts_text(
        result, query, weightings
    ),
    # It explains itself in per-number tooltips rather than one tooltip.
    description=QT_TRANSLATE_NOOP(
        "Accessible",
        "Largest weight, entropy, effective number of keys and gradient signal, without "
        "scaling and scaled by 1/√d.",
    ),
)
