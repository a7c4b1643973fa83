"""Render resources/icons/kino.svg to the PNG sizes a desktop needs, with Qt's own SVG renderer.

Run after editing the SVG, then commit the PNGs (the build never renders them):

    .venv/bin/python tools/render_icons.py

Writes resources/icons/kino-<size>.png for every size in ICON_SIZES (16 ... 512 px).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def render(svg: Path, size: int) -> QImage:
    """The SVG drawn into a transparent size x size image, antialiased."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg} is not an SVG Qt can read")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    svg = ICONS / "kino.svg"
    for size in ICON_SIZES:
        target = ICONS / f"kino-{size}.png"
        if not render(svg, size).save(str(target)):
            raise SystemExit(f"could not write {target}")
        print(f"wrote {target.relative_to(ICONS.parent.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
