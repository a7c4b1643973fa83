"""The window at QT_SCALE_FACTOR=2 and at the extreme sizes renders without Qt warnings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QtMsgType

from .conftest import report_at_scale_factor_two

_PROBE = """
import json
from app.application import create_application
from app.shell.compose import build_app
from PySide6.QtWidgets import QApplication
app = create_application()
w = build_app()
w.files.session_enabled = False
w.window.resize(1600, 1000)
w.window.show()
QApplication.processEvents()
w.panels["saturation"].load_curves(4)
image = w.window.grab().toImage()
panels = {
    name: [p.width(), p.height()]
    for name, p in w.panels.items()
    if p is not None and p.isVisible()
}
print(json.dumps({
    "shaft": w.canvas.shaft_width_px(0) * w.canvas.devicePixelRatioF(),
    "curve": w.panels["saturation"].curve_pen_width() * w.panels["saturation"].devicePixelRatioF(),
    "base": [w.style.ui_style.pen_width(3.0), w.style.ui_style.pen_width(2.5)],
    "ratio": w.window.devicePixelRatioF(),
    "image": [image.width(), image.height()],
    "window": [w.window.width(), w.window.height()],
    "panels": panels,
}))
"""


def test_scale_factor_two_renders_sharp_and_quiet(tmp_path):
    report, warnings = report_at_scale_factor_two(tmp_path, ["-c", _PROBE], timeout=120)
    assert report["ratio"] == 2.0
    # Cosmetic pens are in device pixels: at ratio 2 they are twice as wide, so lines keep the
    # same weight next to text and dots as at ratio 1.
    assert [report["shaft"], report["curve"]] == [2 * b for b in report["base"]]
    # Physical pixels: the picture is twice the window's logical size.
    assert report["image"] == [2 * report["window"][0], 2 * report["window"][1]]
    for name, (width, height) in report["panels"].items():
        assert width > 100 and height > 40, name
    noise = [
        line for line in warnings.splitlines() if line.strip() and "propagateSizeHints" not in line
    ]
    assert noise == [], noise


@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160)])
def test_extreme_sizes_log_no_qt_warning(qtbot, qtlog, size):
    from app.shell.compose import build_app

    kino = build_app()
    qtbot.addWidget(kino.window)
    kino.window.resize(*size)
    kino.window.show()
    qtbot.waitExposed(kino.window)
    kino.panels["saturation"].load_curves(4)
    kino.window.grab()
    warnings = [
        record.message
        for record in qtlog.records
        if record.type in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg)
        and "propagateSizeHints" not in record.message
    ]
    assert warnings == []
