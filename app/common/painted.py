"""A widget kino paints itself: an unchanging layer cached in a pixmap, a moving layer over it.

The charts on the drag path (weights, saturation) used to be pyqtgraph plots: each was its own
graphics scene with its own repaint pass, and a move repainted every axis and label. Here the
unchanging layer (background, axes, ticks, labels, curves, legends) is drawn once into a pixmap
at the screen's pixel ratio and rebuilt only when ``invalidate_static`` is called (resize,
restyle, a change of keys). A move repaints only the rectangles the subclass hands to
``update(rect)``: Qt clips the paint to them, and the pixmap is blitted under the moving layer.

Every piece of text drawn is recorded as a ``TextBox`` (``text_boxes``) so the layout report
(app/render/layout_report.py) can check that no two texts overlap, none is cut and none leaves
the widget.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPaintEngine, QPainter, QPixmap, QRegion
from PySide6.QtWidgets import QWidget

from app.common.theme import Style


@dataclass(frozen=True)
class TextBox:
    """One piece of text as painted, in its widget's coordinates: what the layout report
    checks. ``rect`` is its ink box (the advance by the font's line height); ``room`` the
    rectangle it was drawn in (Qt cuts text at its edges), None for text placed freely;
    ``full`` the whole text when ``text`` is a shortened form of it ("" when it is whole) and
    ``full_width`` the width it needs in the same font; ``frame`` a rectangle it must stay
    inside besides its widget (the canvas's frame)."""

    text: str
    rect: QRectF
    room: QRectF | None = None
    full: str = ""
    full_width: float = 0.0
    frame: QRectF | None = None


class PaintedWidget(QWidget):
    """Subclasses implement ``layout_static`` (geometry from the size and style),
    ``paint_static(painter)`` and ``paint_moving(painter)``, and call ``invalidate_static``."""

    def __init__(self, style: Style, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui_style = style
        self._static: QPixmap | None = None
        self._static_texts: list[TextBox] = []
        self.static_builds = 0  # counted for tests: a move must not rebuild the static layer
        # What the paint under way repaints: text outside it still costs its layout, so
        # paint_moving skips it.
        self.paint_region = QRegion()
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    # -- what subclasses provide ---------------------------------------------------------------
    def layout_static(self) -> None:
        """Compute geometry for the current size and style (called before each static build)."""

    def paint_static(self, painter: QPainter) -> None:
        raise NotImplementedError

    def paint_moving(self, painter: QPainter) -> None:
        raise NotImplementedError

    def moving_texts(self) -> list[TextBox]:
        """The texts the moving layer draws now, in widget coordinates (computed on demand:
        never on the drag path)."""
        return []

    # -- caching ---------------------------------------------------------------------------------
    def invalidate_static(self) -> None:
        self._static = None
        self.update()

    def _ensure_static(self) -> QPixmap:
        ratio = self.devicePixelRatioF()
        if (
            self._static is None
            or self._static.devicePixelRatio() != ratio
            or self._static.width() != math.ceil(self.width() * ratio)
            or self._static.height() != math.ceil(self.height() * ratio)
        ):
            self.layout_static()
            pixmap = QPixmap(math.ceil(self.width() * ratio), math.ceil(self.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(QColor(self.ui_style.theme.background))
            self._static_texts = []
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            self.paint_static(painter)
            painter.end()
            self._static = pixmap
            self.static_builds += 1
        return self._static

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # The static layer holds translated titles: a new language rebuilds it.
        if event.type() == QEvent.Type.LanguageChange:
            self.invalidate_static()
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self._static = None
        super().resizeEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        pixmap = self._ensure_static()
        self.paint_region = event.region()
        painter = QPainter(self)
        if draws_vectors(painter):  # a handout or an SVG: the cached layer as vectors again
            painter.fillRect(self.rect(), QColor(self.ui_style.theme.background))
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            texts = self._static_texts
            self.paint_static(painter)
            self._static_texts = texts
        else:
            blit_region(painter, pixmap, event.region())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.paint_moving(painter)
        painter.end()

    # -- text, recorded ----------------------------------------------------------------------------
    def draw_text(
        self,
        painter: QPainter,
        rect: QRectF,
        text: str,
        font: QFont,
        colour: str | QColor,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
        full: str = "",
    ) -> QRectF:
        """Draw ``text`` aligned in ``rect`` and record it with its ink box (the font's line
        height by the text's advance); ``full`` is the whole text when ``text`` shortens it."""
        painter.setFont(font)
        painter.setPen(QColor(colour))
        painter.drawText(rect, int(align), text)
        box = text_box(rect, text, font, align)
        full_width = QFontMetricsF(font).horizontalAdvance(full) if full else 0.0
        self._static_texts.append(TextBox(text, box, QRectF(rect), full, full_width))
        return box

    def record_text(self, box: TextBox) -> None:
        """Record text the static layer drew itself (rotated, say)."""
        self._static_texts.append(box)

    def text_boxes(self) -> list[TextBox]:
        """Every text drawn (static layer and moving layer), in widget coordinates."""
        self._ensure_static()
        return list(self._static_texts) + self.moving_texts()

    def text_rects(self) -> list[tuple[str, QRectF]]:
        """Every text drawn, with its ink box in widget coordinates."""
        return [(box.text, box.rect) for box in self.text_boxes()]


VECTOR_ENGINES = (QPaintEngine.Type.Pdf, QPaintEngine.Type.SVG, QPaintEngine.Type.Picture)


def draws_vectors(painter: QPainter) -> bool:
    """Whether ``painter`` draws on a vector device (a PDF handout, an SVG, a QPicture): there
    a cached layer would land as a blurry picture, so a panel paints it afresh instead."""
    engine = painter.paintEngine()
    return engine is not None and engine.type() in VECTOR_ENGINES


#: What one more copy call costs, in device pixels copied: measured at 4K (device ratio 2),
#: 8-9 µs a call (Qt's ~5 µs and ``blit``'s Python) against 0.25-0.55 ns a pixel copied.
COPY_CALL_PIXELS = 15000
#: Qt's raster engine hands a copy clipped to a region of several rectangles to its thread
#: pool once the copy cuts into about 100 scan-line pieces or more (one per device row of each
#: rectangle it crosses; measured: 66 never, 132 always). Waking the pool and waiting for it
#: cost more than the copy: a 500 x 95 px copy of the scores table took 0.2 ms of CPU at
#: 1600x1000, and on a busy machine a sixth of a move's wall time was spent waiting for its
#: threads. Copies stay below this many pieces; a copy under one rectangle's clip is Qt's
#: plain copy, never threaded.
PARALLEL_SPANS = 64


def blit_region(painter: QPainter, pixmap: QPixmap, region: QRegion) -> None:
    """Copy the cached layer under ``region`` (what a paint event asks for, less what the
    caller then covers opaquely): rectangle by rectangle when that moves far fewer pixels
    than their bounding box (a move dirties a few separate rectangles: a bar's old and new
    top, a changed number), else the box in one copy (Qt clips it to the region). Each copy
    costs about as much as COPY_CALL_PIXELS device pixels; none crosses PARALLEL_SPANS
    scan-line pieces of a region of several rectangles (tall ones are copied in strips)."""
    rects = list(region)
    if len(rects) <= 1:
        for rect in rects:
            blit(painter, pixmap, rect)
        return
    ratio = pixmap.devicePixelRatio()
    if sum(r.height() for r in rects) * ratio < PARALLEL_SPANS:
        area = sum(r.width() * r.height() for r in rects)
        box = region.boundingRect()
        saved = (box.width() * box.height() - area) * ratio**2
        if saved < COPY_CALL_PIXELS * (len(rects) - 1):
            blit(painter, pixmap, box)
            return
    # A rectangle too tall to copy under the region's clip in one piece is copied in one call
    # under a clip of its own (Qt's plain copy, never threaded: one clip call instead of a
    # copy per strip, ~2x fewer copies a move at 4K). A painter clipped by its caller keeps
    # that clip: strips a whole number of logical px tall, under PARALLEL_SPANS device rows
    # with the device row ``blit`` adds below each.
    strip = max(1, math.floor((PARALLEL_SPANS - 2) / ratio) - 1)
    own_clip = not painter.hasClipping()
    clipped = False
    for rect in rects:
        top, bottom = rect.top(), rect.bottom() + 1
        if bottom - top <= strip:
            if clipped:
                painter.setClipping(False)
                clipped = False
            blit(painter, pixmap, rect)
        elif own_clip:
            painter.setClipRect(rect)
            clipped = True
            blit(painter, pixmap, rect)
        else:
            while top < bottom:
                height = min(strip, bottom - top)
                blit(painter, pixmap, QRect(rect.left(), top, rect.width(), height))
                top += height
    if clipped:
        painter.setClipping(False)


#: The ASCII digits 1-9 as 0: the digits kino's numbers are written in (a label's other
#: digits, Arabic-Indic say, keep their own advance and stay as they are).
_AS_ZERO = str.maketrans("123456789", "000000000")


def text_shape(text: str) -> str:
    """``text`` with every digit as 0: two texts of one shape have the same advance at every
    character (digits share one advance in kino's fonts), so they lay out alike. (A
    translation table, not a regular expression: ~40 calls a move.)"""
    return text.translate(_AS_ZERO)


#: Advances measured, per metrics object (kept alive here, so its id is not reused): a drag
#: measures the same prefixes of the same numbers over and over (~80 calls a move, ~3 µs each).
_ADVANCES: dict[int, tuple[QFontMetricsF, dict[str, float]]] = {}
_ADVANCES_KEPT = 4096  # texts per metrics before its cache starts afresh


def advance(metrics: QFontMetricsF, text: str) -> float:
    """``metrics.horizontalAdvance(text)``, measured once per metrics and text."""
    entry = _ADVANCES.get(id(metrics))
    if entry is None or entry[0] is not metrics:
        if len(_ADVANCES) > 64:  # metrics built afresh by a caller: do not hoard them
            _ADVANCES.clear()
        entry = _ADVANCES[id(metrics)] = (metrics, {})
    known = entry[1]
    width = known.get(text)
    if width is None:
        if len(known) >= _ADVANCES_KEPT:
            known.clear()
        width = known[text] = metrics.horizontalAdvance(text)
    return width


def shape_advance(metrics: QFontMetricsF, text: str) -> float:
    """``text``'s advance in a font whose digits share one advance, measured once per shape
    (``text_shape``): a drag's numbers are new strings on every move, their shapes are not."""
    return advance(metrics, text_shape(text))


def changed_span(
    before: str, after: str, metrics: QFontMetricsF, same_shape: bool = False
) -> tuple[float, float] | None:
    """Where two texts of one shape differ: (start, end) of the differing characters'
    advances, measured from the texts' start; None when the shapes differ (all of the ink
    may change). A number that changes its last digits repaints those digits, not itself.
    ``same_shape``: the caller knows the shapes are one (the check is skipped)."""
    if not same_shape and (len(before) != len(after) or text_shape(before) != text_shape(after)):
        return None
    differing = [i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b]
    if not differing:
        return (0.0, 0.0)
    first, last = differing[0], differing[-1]
    return advance(metrics, after[:first]), advance(metrics, after[: last + 1])


def number_ink(cell: QRectF, before: str, after: str, metrics: QFontMetricsF) -> QRect:
    """What to repaint when a number drawn right-aligned in ``cell`` goes from ``before`` to
    ``after``: the differing characters when both have one shape, else the wider of the two
    inks; the cell's height, and 2 px more for antialiasing."""
    span = changed_span(before, after, metrics)
    if span is None:
        ink = max(advance(metrics, before), advance(metrics, after))
        left, right = cell.right() - ink, cell.right()
    else:
        start = cell.right() - advance(metrics, after)
        left, right = start + span[0], start + span[1]
    left, right = max(cell.left(), left - 2), min(cell.right() + 2, right + 2)
    return QRectF(left, cell.top(), right - left, cell.height()).toAlignedRect()


def inner_rect(rect: QRectF, inset: float) -> QRect:
    """The whole-pixel rectangle inside ``rect`` shrunk by ``inset`` on every side: what an
    opaque shape drawn in ``rect`` covers for sure (its edge antialiased within ``inset``)."""
    left, top = math.ceil(rect.left() + inset), math.ceil(rect.top() + inset)
    right, bottom = math.floor(rect.right() - inset), math.floor(rect.bottom() - inset)
    return QRect(left, top, max(right - left, 0), max(bottom - top, 0))


def blit(painter: QPainter, pixmap: QPixmap, rect: QRect | QRectF) -> None:
    """Copy the part of a cached layer under ``rect`` (logical pixels) one to one in device
    pixels. Drawing the whole pixmap, even clipped, cost ~0.7 ms a panel per move: Qt
    converted all of it."""
    ratio = pixmap.devicePixelRatio()
    area = QRectF(rect)
    x0, y0 = math.floor(area.left() * ratio), math.floor(area.top() * ratio)
    x1 = min(math.ceil(area.right() * ratio) + 1, pixmap.width())
    y1 = min(math.ceil(area.bottom() * ratio) + 1, pixmap.height())
    x0, y0 = max(x0, 0), max(y0, 0)
    if x1 <= x0 or y1 <= y0:
        return
    source = QRectF(x0, y0, x1 - x0, y1 - y0)
    target = QRectF(x0 / ratio, y0 / ratio, (x1 - x0) / ratio, (y1 - y0) / ratio)
    painter.drawPixmap(target, pixmap, source)


def aligned_box(room: QRectF, width: float, height: float, align: int) -> QRectF:
    """Where a ``width`` x ``height`` box sits in ``room`` under Qt's alignment flags, as
    drawText and QLabel place text: left unless right or centred, vertically centred unless
    top or bottom."""
    if align & Qt.AlignmentFlag.AlignRight:
        x = room.right() - width
    elif align & Qt.AlignmentFlag.AlignHCenter:
        x = room.center().x() - width / 2
    else:
        x = room.left()
    if align & Qt.AlignmentFlag.AlignTop:
        y = room.top()
    elif align & Qt.AlignmentFlag.AlignBottom:
        y = room.bottom() - height
    else:
        y = room.center().y() - height / 2
    return QRectF(x, y, width, height)


def text_box(
    rect: QRectF, text: str, font: QFont, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter
) -> QRectF:
    """The box ``QPainter.drawText(rect, align, text)`` fills: the text's advance by the
    font's line height, placed by the alignment inside ``rect``."""
    metrics = QFontMetricsF(font)
    width, height = metrics.horizontalAdvance(text), metrics.height()
    return aligned_box(rect, width, height, int(align))


def fitted_label(metrics: QFontMetricsF, label: str, width: float) -> str:
    """``label`` as printed in ``width`` px (a chip, a query's swatch): whole, shortened with
    "…", its first letter, or nothing (Qt returns the whole text when even "…" does not fit).
    The tooltip names the key or query in full."""
    for text in (label, metrics.elidedText(label, Qt.TextElideMode.ElideRight, width), label[:1]):
        if text and text != "…" and metrics.horizontalAdvance(text) <= width + 0.5:
            return text
    return ""
