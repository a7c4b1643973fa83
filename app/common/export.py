"""Pictures of the view: PNG in physical pixels at any scale, SVG through Qt, the clipboard.

pyqtgraph's own exporters are avoided: ImageExporter writes logical pixels (blurry on HiDPI)
and SVGExporter fails with PySide6 >= 6.11. Qt renders the real widgets instead.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPoint, QRect, QSize
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QWidget

from app.common.i18n import translate
from kino_core.atomic import atomic_write_bytes


class ExportError(Exception):
    """An export that could not be written; the message says why in one line."""


def parse_size(text: str) -> QSize:
    """'1920x1080' -> QSize(1920, 1080); raises ExportError naming the problem."""
    parts = text.lower().replace("×", "x").split("x")
    try:
        width, height = (int(p) for p in parts)
    except ValueError:
        raise ExportError(
            translate(
                "Export", "size: expected WIDTHxHEIGHT such as 1920x1080, found {text}"
            ).format(text=repr(text))
        ) from None
    if not (200 <= width <= 8192 and 200 <= height <= 8192):
        raise ExportError(
            translate(
                "Export", "size: expected each side in 200 … 8192 pixels, found {text}"
            ).format(text=repr(text))
        )
    return QSize(width, height)


def render_image(widget: QWidget, scale: float = 1.0, background: str | None = None) -> QImage:
    """The widget as an image in physical pixels: its logical size times ``scale``."""
    size = widget.size()
    image = QImage(
        max(1, round(size.width() * scale)),
        max(1, round(size.height() * scale)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(scale)
    image.fill(QColor(background or widget.palette().window().color()))
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        widget.render(painter, QPoint())
    finally:
        painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise ExportError(translate("Export", "could not encode the picture as PNG"))
    buffer.close()
    return bytes(data.data())


def export_png(
    widget: QWidget, path: str | os.PathLike[str], scale: float = 1.0, background: str | None = None
) -> QImage:
    """Write the widget as a PNG (atomically); returns the image written."""
    image = render_image(widget, scale, background)
    _write(path, png_bytes(image))
    return image


def export_svg(widget: QWidget, path: str | os.PathLike[str], title: str = "kino") -> None:
    """Write the widget as an SVG drawn by Qt (vector text and lines), atomically."""
    size = widget.size()
    with tempfile.TemporaryDirectory() as folder:
        temporary = Path(folder) / "picture.svg"
        generator = QSvgGenerator()
        generator.setFileName(str(temporary))
        generator.setSize(size)
        generator.setViewBox(QRect(0, 0, size.width(), size.height()))
        # QSvgGenerator's default 72 dpi turns a 16.5 pt font into 16.5 SVG units, where the
        # PNG (the widget's 96 dpi) has 22 px: text 3/4 the size, with the PNG's spacing.
        generator.setResolution(widget.logicalDpiX())
        generator.setTitle(title)
        generator.setDescription("Made with kino, a simulator that teaches attention.")
        painter = QPainter(generator)
        try:
            widget.render(painter, QPoint())
        finally:
            painter.end()
        _write(path, temporary.read_bytes())


def copy_to_clipboard(image: QImage) -> None:
    """Put a picture on the clipboard (paste it into slides)."""
    QGuiApplication.clipboard().setImage(image)


def _write(path: str | os.PathLike[str], data: bytes) -> None:
    try:
        atomic_write_bytes(path, data)
    except OSError as error:
        raise ExportError(
            translate("Export", "cannot write {path}: {error}").format(
                path=os.fsdecode(path), error=error.strerror or error
            )
        ) from None
