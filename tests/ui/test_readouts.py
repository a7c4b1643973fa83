"""The readouts panel as the room sees it: with one weighting shown (a lesson step before
scaling), its table starts with its first row, under no empty heading line."""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QColor, QFontMetricsF, QImage

from .conftest import settle


def ink_rows(widget) -> np.ndarray:
    """Indices of the pixel rows (logical pixels) where anything but the background is drawn."""
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    ratio = image.devicePixelRatio()
    pixels = np.frombuffer(image.constBits(), np.uint32, image.sizeInBytes() // 4)
    pixels = pixels.reshape(image.height(), image.bytesPerLine() // 4)[:, : image.width()]
    background = QColor(widget.ui_style.theme.panel).rgb() & 0xFFFFFFFF
    rows = np.flatnonzero((pixels != background).any(axis=1))
    return rows / ratio


def test_one_weighting_shows_its_first_row_at_the_top(kino):
    readouts = kino.panels["readouts"]
    settle()
    pad = 4 * readouts.ui_style.scale
    line = QFontMetricsF(readouts.ui_style.font(1.0)).height()
    both_height = readouts.sizeHint().height()
    both_ink = ink_rows(readouts)
    assert readouts.header_texts() and both_ink[0] < pad + line  # the headings, at the top

    kino.menus.action_show_scaled.trigger()  # View ▸ Scaled weights off, as a step before scaling
    settle()
    assert kino.layout.view_state.weightings == "unscaled" and readouts.header_texts() == []
    ink = ink_rows(readouts)
    titles = [text for text, _rect in readouts.text_rects()]
    assert titles[0] == "largest weight"  # the first thing painted is the first row
    # Its ink starts within the padding and half a line of the top: no empty heading line.
    assert ink[0] < pad + 0.5 * line, (ink[0], pad, line)
    assert readouts.sizeHint().height() < both_height - 0.8 * line  # the line's room is given back

    kino.menus.action_show_scaled.trigger()
    settle()
    assert readouts.header_texts() and readouts.sizeHint().height() == both_height
