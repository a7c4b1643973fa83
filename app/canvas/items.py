"""The canvas's drawn items: arrow heads, vector dots and rings, labels and the selection ring.

Each is pixel-sized whatever the zoom (it ignores the view's transformations) and paints
itself as a sprite: a cached pixmap copied at whole device pixels on a move.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QBrush,
    QColor,
    QFont,
    QPaintEngine,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QTextDocument,
)
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem


class ArrowHead(QGraphicsPathItem):
    """A pixel-sized arrow head whose tip stops short of a handle, pointing away from the origin."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self._geometry = (0.0, 0.0, 0.0)
        self._placed: tuple[float, float] | None = None

    def set_geometry(self, gap_px: float, length_px: float, width_px: float) -> None:
        if (gap_px, length_px, width_px) == self._geometry:
            return
        self._geometry = (gap_px, length_px, width_px)
        path = QPainterPath(QPointF(-gap_px, 0.0))
        path.lineTo(-gap_px - length_px, width_px / 2)
        path.lineTo(-gap_px - length_px * 0.75, 0.0)
        path.lineTo(-gap_px - length_px, -width_px / 2)
        path.closeSubpath()
        self.setPath(path)

    def geometry(self) -> tuple[float, float, float]:
        """(gap before the tip, length, width) in pixels."""
        return self._geometry

    def point_at(self, x: float, y: float) -> None:
        # setPos and setRotation dirty the item even when nothing changes: skip them then.
        if self._placed == (x, y):
            return
        self._placed = (x, y)
        self.setPos(x, y)
        # Screen y points down, so the on-screen angle is the negated maths angle.
        angle = -math.degrees(math.atan2(y, x))
        if angle != self.rotation():
            self.setRotation(angle)


class VectorHandle(QGraphicsItem):
    """One vector's dot (key) or ring (query), pixel-sized whatever the zoom.

    It only draws. Gestures are the canvas's: Qt's own hit test misjudges items that ignore
    the view's transformations (a press 8 px from the centre of a 28 px ring missed it), so
    the canvas finds the vector under the mouse by pixel distance instead (``vector_at``).
    A plain Qt item, not a pyqtgraph one: pyqtgraph's Python ``itemChange`` ran on every move.
    """

    def __init__(self, kind: str, index: int) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.kind = kind
        self.index = index
        self.radius = 10.0
        self.pen = QPen()
        self.brush = QBrush()
        self._bounds = QRectF()
        self._sprite = Sprite(self._draw)
        self._measure()

    def set_look(self, radius: float, pen: QPen, brush: QBrush) -> None:
        self.prepareGeometryChange()
        self.radius = radius
        self.pen, self.brush = pen, brush
        self._measure()
        self.update()

    def _measure(self) -> None:
        extent = self.radius + self.pen.widthF() + 2
        self._bounds = QRectF(-extent, -extent, 2 * extent, 2 * extent)
        self._sprite.invalidate(self._bounds)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._bounds

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(self.pen)
        painter.setBrush(self.brush)
        painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)

    def paint(self, painter, *_args) -> None:
        self._sprite.paint(painter)


class Sprite:
    """An item's drawing kept as a pixmap at the screen's pixel ratio and copied at whole
    device pixels: a move repaints a copy, not antialiased outlines or a text layout. The
    same pixels wherever the item lands, so a partial repaint equals a fresh render. Painters
    that are not plain raster at a pure translation (SVG export, a scaled render) get the
    drawing itself."""

    def __init__(self, draw) -> None:
        self._draw = draw  # draw(painter) in the item's own (pixel) coordinates
        self._bounds = QRectF()
        self._pixmap: QPixmap | None = None

    def invalidate(self, bounds: QRectF) -> None:
        """Forget the pixmap; ``bounds`` is the item's box, which the drawing stays inside."""
        self._bounds = QRectF(bounds)
        self._pixmap = None

    def paint(self, painter: QPainter) -> None:
        transform = painter.transform()
        if (
            transform.isScaling()
            or transform.isRotating()
            or not transform.isAffine()
            or painter.paintEngine().type() != QPaintEngine.Type.Raster
        ):
            self._draw(painter)
            return
        ratio = painter.device().devicePixelRatioF()
        pixmap = self._pixmap
        if pixmap is None or pixmap.devicePixelRatio() != ratio:
            pixmap = self._pixmap = self._render(ratio)
        # The box's corner on the device, rounded to a whole device pixel.
        x = round((transform.dx() + self._bounds.left()) * ratio) / ratio
        y = round((transform.dy() + self._bounds.top()) * ratio) / ratio
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(x, y), pixmap)
        painter.restore()

    def _render(self, ratio: float) -> QPixmap:
        box = self._bounds
        pixmap = QPixmap(
            max(1, math.ceil(box.width() * ratio)), max(1, math.ceil(box.height() * ratio))
        )
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.translate(-box.left(), -box.top())
        self._draw(painter)
        painter.end()
        return pixmap


class Label(QGraphicsItem):
    """A vector's name beside its dot, pixel-sized; its position is its box's top-left corner.

    Laid out as a text document (the box, its blank margin and the glyphs as Qt's text item
    had them) once per text, font or colour, and painted as a sprite on a move.
    """

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._document = QTextDocument()
        self._document.setUndoRedoEnabled(False)
        self.color = QColor()
        self._bounds = QRectF()
        self._sprite = Sprite(self._draw)

    def set_look(self, text: str, font: QFont, colour: QColor) -> None:
        if (
            text == self._document.toPlainText()
            and font == self._document.defaultFont()
            and colour == self.color
            and not self._bounds.isEmpty()
        ):
            return
        self.prepareGeometryChange()
        self._document.setDefaultFont(font)
        self._document.setPlainText(text)
        self.color = QColor(colour)
        self._bounds = QRectF(QPointF(0.0, 0.0), self._document.size())
        self._sprite.invalidate(self._bounds)
        self.update()

    def text(self) -> str:
        return self._document.toPlainText()

    def ink_size(self, font: QFont) -> tuple[float, float, float]:
        """(width, height, margin) of this label's ink were it drawn in ``font``."""
        document = QTextDocument()
        document.setUndoRedoEnabled(False)
        document.setDefaultFont(font)
        document.setPlainText(self.text())
        margin = document.documentMargin()
        size = document.size()
        return size.width() - 2 * margin, size.height() - 2 * margin, margin

    def font(self) -> QFont:
        return self._document.defaultFont()

    def margin(self) -> float:
        """The blank margin around the ink inside the box (the document's margin)."""
        return self._document.documentMargin()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._bounds

    def _draw(self, painter: QPainter) -> None:
        context = QAbstractTextDocumentLayout.PaintContext()
        context.palette.setColor(QPalette.ColorRole.Text, self.color)
        self._document.documentLayout().draw(painter, context)

    def paint(self, painter, *_args) -> None:
        self._sprite.paint(painter)


class Ring(QGraphicsEllipseItem):
    """A pixel-sized ring (the selection mark) that only moves during a drag; a sprite."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        self._sprite = Sprite(self._draw)

    def set_radius(self, radius: float) -> None:
        self.setRect(-radius, -radius, 2 * radius, 2 * radius)
        self._sprite.invalidate(self._sprite_bounds())

    def setPen(self, pen: QPen) -> None:  # noqa: N802 - Qt's name
        super().setPen(pen)
        self._sprite.invalidate(self._sprite_bounds())

    def _sprite_bounds(self) -> QRectF:
        # The antialiased edge may reach a pixel past the item's box; Qt repaints 2 px around
        # antialiased items, so a moved ring leaves nothing behind.
        return self.boundingRect().adjusted(-1, -1, 1, 1)

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(self.pen())
        painter.setBrush(self.brush())
        painter.drawEllipse(self.rect())

    def paint(self, painter, *_args) -> None:
        self._sprite.paint(painter)
