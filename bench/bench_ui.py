"""Drag-to-repaint: 1,000 synthetic drag moves of the query, offscreen at 1600x1000.

Each sample runs from delivering the mouse move to the canvas viewport until every panel has
finished repainting: the move is delivered, then the event loop runs the pending paints (Qt
paints what changed, as on a real screen). A paint counter on every panel checks that each one
really repainted on every move. Prints `drag-to-repaint: median X ms, p99 Y ms`, and the cost
of forcing a full synchronous repaint of the whole window for comparison.
"""

from __future__ import annotations

import math
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
_settings_dir = tempfile.mkdtemp(prefix="kino-bench-")
os.environ["KINO_CONFIG_DIR"] = str(Path(_settings_dir) / "config")
os.environ["KINO_DATA_DIR"] = str(Path(_settings_dir) / "data")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pyqtgraph as pg  # noqa: E402
from PySide6.QtCore import QEvent, QObject, QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.application import create_application  # noqa: E402

MOVES = 1000


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.counts: dict[str, int] = {}

    def watch(self, name: str, widget) -> None:
        widget.setObjectName(name)
        widget.installEventFilter(self)
        self.counts[name] = 0

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            name = watched.objectName()
            if name in self.counts:
                self.counts[name] += 1
        return False


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main() -> None:
    create_application()
    pg.setConfigOptions(mouseRateLimit=0)  # measure every move, not pyqtgraph's throttle
    from app.shell.compose import build_main_window

    window = build_main_window()
    window.resize(1600, 1000)
    window.show()
    window.files.session_enabled = False
    window.document.set_d(512)
    QApplication.processEvents()
    window.saturation.load_curves(4)
    canvas = window.canvas
    viewport = canvas.viewport()
    query = window.document.scene.queries[0]
    start = canvas.data_to_viewport(query.x, query.y)
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QApplication.processEvents()
    counter = PaintCounter()
    panels = {
        "canvas": canvas.viewport(),
        "scores": window.scores,
        "weights-unscaled": window.weights_unscaled.viewport(),
        "weights-scaled": window.weights_scaled.viewport(),
        "output": window.output,
        "readouts": window.readouts.values[("largest", "scaled")],
        "saturation": window.saturation.viewport(),
        "formula": window.formula,
    }
    for name, widget in panels.items():
        counter.watch(name, widget)
    samples, full_repaint = [], []
    point = start
    for i in range(MOVES):
        angle = 2 * math.pi * i / 200
        target = canvas.data_to_viewport(2.0 * math.cos(angle), 2.0 * math.sin(angle))
        point = QPoint(target.x(), target.y())
        t0 = time.perf_counter()
        QTest.mouseMove(viewport, point)
        QApplication.processEvents()  # runs the pending paints of every changed panel
        samples.append((time.perf_counter() - t0) * 1000.0)
        if i % 10 == 0:
            t0 = time.perf_counter()
            window.repaint()
            full_repaint.append((time.perf_counter() - t0) * 1000.0)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    median = statistics.median(samples)
    print(f"drag-to-repaint: median {median:.2f} ms, p99 {percentile(samples, 0.99):.2f} ms")
    print(
        f"full-window-repaint: median {statistics.median(full_repaint):.2f} ms, "
        f"p99 {percentile(full_repaint, 0.99):.2f} ms"
    )
    painted = ", ".join(f"{name} {count}" for name, count in counter.counts.items())
    print(f"(paints per panel over {MOVES} moves: {painted})")
    window.document.mark_saved()
    window.close()


if __name__ == "__main__":
    main()
