"""Drag-to-repaint: synthetic drag moves of the query, offscreen, at three screen set-ups.

Each sample runs from delivering the mouse move to the canvas viewport until every panel has
finished repainting: the move is delivered, then the event loop runs the pending paints (Qt
paints what changed, as on a real screen). A paint counter on every panel reports on how many
moves it repainted: a panel repaints only when what it paints changes (at d = 512 the chart
without scaling is saturated, so its bars, marker and swatch rarely move). Moves are not
coalesced here (every move is one full evaluate-and-repaint: the figure is the cost of one
frame; ``CanvasView.frame_interval_ms``).

Prints, each over MOVES moves:

    drag-to-repaint: median X ms, p99 Y ms                      (1600x1000, 100%)
    drag-to-repaint 1080p-150: median X ms, p99 Y ms            (1920x1080 presenting, 150%)
    drag-to-repaint 4k-150: median X ms, p99 Y ms               (3840x2160, device ratio 2, 150%)

and, for comparison, the 4K set-up at d = 2, where no chart is saturated and every panel
repaints on nearly every move, and 8 queries x 12 keys at 4K with the attention map shown:

    drag-to-repaint 4k-150 d=2: median X ms, p99 Y ms           (the same, every chart moving)
    drag-to-repaint 4k-150 8x12: median X ms, p99 Y ms          (8 queries x 12 keys, the map)

Each set-up also measures the floor: an empty move (the mouse event delivered while dragging,
to the point the vector already sits at, so nothing changes and nothing repaints), and prints
the drag's median as a ratio of it, and the machine's load average before and after it.

Each set-up runs in its own process (the 4K one with QT_SCALE_FACTOR=2). ``KINO_BENCH_ROOT``
points the bench at another checkout (to measure the code before a change in the same run).
"""

from __future__ import annotations

import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MOVES = int(os.environ.get("KINO_BENCH_MOVES", "400"))
SETUPS = {
    # name: (window width, height in logical px, UI scale, presenting, QT_SCALE_FACTOR, label, d)
    "": (1600, 1000, 1.0, False, None, "(1600x1000, 100%)", 512),
    "1080p-150": (1920, 1080, 1.5, True, None, "(1920x1080 presenting, 150%)", 512),
    "4k-150": (1920, 1080, 1.5, True, "2", "(3840x2160, device ratio 2, 150%)", 512),
    "4k-150 d=2": (1920, 1080, 1.5, True, "2", "(the same, every chart moving)", 2),
    "4k-150 8x12": (1920, 1080, 1.5, True, "2", "(8 queries x 12 keys, the map shown)", 512),
}
EMPTY_MOVES = int(os.environ.get("KINO_BENCH_EMPTY_MOVES", "200"))
ROOT = Path(os.environ.get("KINO_BENCH_ROOT", Path(__file__).resolve().parent.parent))


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def paint_target(widget):
    """The widget that paints a panel: a pyqtgraph plot's viewport, else the panel itself."""
    return widget.viewport() if hasattr(widget, "viewport") else widget


def open_setup(name: str):
    """The window of one set-up, shown, with the query pressed: (window, viewport, start)."""
    width, height, scale, presenting, _factor, _label, d = SETUPS[name]
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
    settings_dir = tempfile.mkdtemp(prefix="kino-bench-")
    os.environ["KINO_CONFIG_DIR"] = str(Path(settings_dir) / "config")
    os.environ["KINO_DATA_DIR"] = str(Path(settings_dir) / "data")
    sys.path.insert(0, str(ROOT))

    import pyqtgraph as pg
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from app.application import create_application

    create_application()
    pg.setConfigOptions(mouseRateLimit=0)  # measure every move, not pyqtgraph's throttle
    from app.shell.compose import build_app

    kino = build_app()
    kino.files.session_enabled = False
    if hasattr(kino.canvas, "frame_interval_ms"):
        kino.canvas.frame_interval_ms = 0.0  # every move is one evaluate-and-repaint
    if presenting:
        kino.presentation.enter(full_screen=False, scale=scale)
        kino.window.setMinimumSize(1, 1)
    elif scale != 1.0:
        kino.preferences.set_scale(scale)
    kino.window.resize(width, height)
    kino.window.show()
    if name.endswith("8x12"):
        from dataclasses import replace

        from kino_core.scene import MAX_KEYS, MAX_QUERIES, add_key, add_query

        scene = kino.document.scene
        while len(scene.queries) < MAX_QUERIES:
            scene = add_query(scene, 0.3 * len(scene.queries) - 1.0, -1.5)
        while len(scene.keys) < MAX_KEYS:
            scene = add_key(scene, 0.4 * len(scene.keys) - 2.4, 1.6)
        kino.document.reset(scene)
        view = kino.layout.view_state
        kino.layout.set_view_state(replace(view, panels=view.panels | {"attention_map"}))
    kino.document.set_d(d)
    for _ in range(3):
        QApplication.processEvents()
    kino.panels["saturation"].load_curves(len(kino.document.scene.keys))
    QApplication.processEvents()
    canvas = kino.canvas
    viewport = canvas.viewport()
    query = kino.document.scene.queries[0]
    start = canvas.data_to_viewport(query.x, query.y)
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QApplication.processEvents()
    return kino, viewport, start


def circle_point(canvas, i: int):
    """The viewport point of move i of the bench's drag: round a circle of radius 2."""
    from PySide6.QtCore import QPoint

    angle = 2 * math.pi * i / 200
    target = canvas.data_to_viewport(2.0 * math.cos(angle), 2.0 * math.sin(angle))
    return QPoint(target.x(), target.y())


def run_setup(name: str) -> dict:
    """One set-up, in this process: returns the samples and the paints per panel."""
    from PySide6.QtCore import QEvent, QObject, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    class PaintCounter(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.counts: dict[str, int] = {}
            self.names: dict[int, str] = {}

        def watch(self, name: str, widget) -> None:
            widget.installEventFilter(self)
            self.names[id(widget)] = name
            self.counts[name] = 0

        def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint and id(watched) in self.names:
                self.counts[self.names[id(watched)]] += 1
            return False

    kino, viewport, start = open_setup(name)
    canvas = kino.canvas
    counter = PaintCounter()
    counter.watch("canvas", viewport)
    for panel_name in ("scores", "output", "saturation", "formula"):
        panel = kino.panels[panel_name]
        if panel is not None and panel.isVisible():
            counter.watch(panel_name, paint_target(panel))
    for chart in (kino.panels["weights"].unscaled, kino.panels["weights"].scaled):
        if chart.isVisible():
            counter.watch(f"weights-{chart.series}", paint_target(chart))
    if kino.panels["readouts"].isVisible():
        counter.watch("readouts", paint_target(kino.panels["readouts"]))
        # Before the readouts were painted, each value was its own QLabel.
        labels = [
            v for v in getattr(kino.panels["readouts"], "values", {}).values() if hasattr(v, "font")
        ]
        for i, label in enumerate(labels):
            counter.watch(f"readout-{i}", label)
    samples, cpu = [], []
    point = start
    # Warm up (first paints build caches), then measure.
    for i in range(-20, MOVES):
        point = circle_point(canvas, i)
        t0, c0 = time.perf_counter(), time.process_time()
        QTest.mouseMove(viewport, point)
        QApplication.processEvents()  # runs the pending paints of every changed panel
        if i >= 0:
            samples.append((time.perf_counter() - t0) * 1000.0)
            cpu.append((time.process_time() - c0) * 1000.0)
    # The floor: the same mouse event, to where the query already is, changes nothing.
    empty, empty_cpu = [], []
    for _ in range(EMPTY_MOVES):
        t0, c0 = time.perf_counter(), time.process_time()
        QTest.mouseMove(viewport, point)
        QApplication.processEvents()
        empty.append((time.perf_counter() - t0) * 1000.0)
        empty_cpu.append((time.process_time() - c0) * 1000.0)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QApplication.processEvents()
    physical = kino.window.grab().size()
    counts = {k: v for k, v in counter.counts.items() if not k.startswith("readout-")}
    readout_paints = sum(v for k, v in counter.counts.items() if k.startswith("readout-"))
    if readout_paints:
        counts["readouts"] = max(counts.get("readouts", 0), readout_paints)
    kino.document.mark_saved()
    kino.window.close()
    return {
        "samples": samples,
        "cpu": cpu,
        "empty": empty,
        "empty_cpu": empty_cpu,
        "counts": counts,
        "physical": [physical.width(), physical.height()],
    }


def main() -> None:
    if len(sys.argv) > 2 and sys.argv[1] == "--setup":
        print(json.dumps(run_setup(sys.argv[2] if sys.argv[2] != "-" else "")))
        return
    wanted = sys.argv[1:] or list(SETUPS)
    for name in wanted:
        name = "" if name == "-" else name
        factor = SETUPS[name][4]
        load_before = os.getloadavg()[0]
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        env.pop("QT_SCALE_FACTOR", None)
        if factor:
            env["QT_SCALE_FACTOR"] = factor
        done = subprocess.run(
            [sys.executable, __file__, "--setup", name or "-"],
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            print(f"drag-to-repaint {name}: failed\n{done.stderr}", file=sys.stderr)
            continue
        report = json.loads(done.stdout.strip().splitlines()[-1])
        samples = report["samples"]
        head = f"drag-to-repaint{' ' + name if name else ''}:"
        figures = (
            f"{head} median {statistics.median(samples):.2f} ms, "
            f"p99 {percentile(samples, 0.99):.2f} ms"
        )
        print(f"{figures:<60}{SETUPS[name][5]}")
        empty = report["empty"]
        floor = statistics.median(empty)
        ratio = statistics.median(samples) / floor
        print(
            f"  (empty move, nothing changed: median {floor:.2f} ms, p99 "
            f"{percentile(empty, 0.99):.2f} ms, CPU median "
            f"{statistics.median(report['empty_cpu']):.2f} ms; the drag is {ratio:.1f}x the empty"
            " move)"
        )
        painted = ", ".join(f"{k} {v}" for k, v in report["counts"].items())
        w, h = report["physical"]
        cpu = report["cpu"]
        print(
            f"  (CPU time of the same moves, steadier on a busy machine: median "
            f"{statistics.median(cpu):.2f} ms, p99 {percentile(cpu, 0.99):.2f} ms)"
        )
        print(f"  ({len(samples)} moves, window {w}x{h} physical px; paints per panel: {painted})")
        # The machine's load goes with every figure: on 2 shared cores it moves them by 2-5x.
        print(
            f"  (load average {load_before:.2f} before the set-up, {os.getloadavg()[0]:.2f} after)"
        )
        missed = [k for k, v in report["counts"].items() if v < len(samples)]
        if missed:
            print(f"  (panels that did not repaint on every move: {', '.join(missed)})")


if __name__ == "__main__":
    main()
