"""Lecture mode frame times: step moves and turning the query, presenting at 1920x1080, 150%.

The UI scale is KINO_BENCH_SCALE (default 1.5: a 1080p projector at 150%); KINO_BENCH_ROOT
points the bench at another checkout (to measure the code before a change in the same run).

A frame is one animation tick through to the finished repaint of every panel: the tick is
applied (an in-between scene of a step move, or the next angle of the turning query), then the
event loop runs the pending paints (Qt paints what changed, as on a real screen). A paint
counter on every visible panel checks that each one really repainted on every frame.

The frames are driven here one by one instead of by the 60 Hz timers, so every frame is
measured alone and none is skipped; the work per frame is the same as in a lecture.

Prints `transition-frame: median X ms, p99 Y ms` (every move of the built-in deck, forward and
back, 24 frames each: 400 ms at 60 Hz) and `turn-frame: median X ms, p99 Y ms` (step 5, "Turn
the query"), then the same turn with every main panel shown at d = 512, the heaviest case.
"""

from __future__ import annotations

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
sys.path.insert(0, os.environ.get("KINO_BENCH_ROOT", str(Path(__file__).resolve().parent.parent)))

from PySide6.QtCore import QEvent, QObject  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from app.application import create_application  # noqa: E402

FRAMES_PER_MOVE = 24  # 400 ms at 60 Hz
TURN_FRAMES = 600
SIZE = (1920, 1080)
SCALE = float(os.environ.get("KINO_BENCH_SCALE", "1.5"))  # a 1080p projector at 150%


class PaintCounter(QObject):
    """Counts paint events per watched widget."""

    def __init__(self) -> None:
        super().__init__()
        self.counts: dict[int, int] = {}

    def watch(self, widget: QWidget) -> None:
        widget.installEventFilter(self)
        self.counts.setdefault(id(widget), 0)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint and id(watched) in self.counts:
            self.counts[id(watched)] += 1
        return False


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def paint_targets(kino) -> dict[str, list[QWidget]]:
    """The widgets that paint each visible panel (a plot's viewport, the labels of a grid)."""
    targets: dict[str, list[QWidget]] = {}
    for name, widget in kino.panels.items():
        if widget is None or not widget.isVisible():
            continue
        if name == "weights":
            for chart in (kino.panels["weights"].unscaled, kino.panels["weights"].scaled):
                view = chart.viewport() if hasattr(chart, "viewport") else chart
                targets[f"weights-{chart.series}"] = [view]
        elif name == "readouts":
            # A readout repaints only when its text changes: the panel counts as repainted
            # when any of its numbers did (they were QLabels before the panel was painted).
            labels = [v for v in kino.panels["readouts"].values.values() if hasattr(v, "font")]
            targets[name] = labels or [kino.panels["readouts"]]
        elif hasattr(widget, "viewport"):
            targets[name] = [widget.viewport()]
        else:
            targets[name] = [widget]
    return targets


CPU_TIMES: dict[str, list[float]] = {}


def frame(apply, counter: PaintCounter, targets: dict[str, list[QWidget]], missed: dict) -> float:
    """Time one frame: apply the tick, then let the event loop repaint what changed. The
    process's CPU time is kept too: on a busy machine it shows what the frame itself cost."""

    def painted(widgets: list[QWidget]) -> int:
        return sum(counter.counts[id(w)] for w in widgets)

    before = {name: painted(widgets) for name, widgets in targets.items()}
    t0, c0 = time.perf_counter(), time.process_time()
    apply()
    QApplication.processEvents()
    elapsed = (time.perf_counter() - t0) * 1000.0
    CPU_TIMES.setdefault("current", []).append((time.process_time() - c0) * 1000.0)
    for name, widgets in targets.items():
        if painted(widgets) == before[name]:
            missed[name] = missed.get(name, 0) + 1
    return elapsed


def report(label: str, samples: list[float], missed: dict, frames: int) -> None:
    print(
        f"{label}: median {statistics.median(samples):.2f} ms, "
        f"p99 {percentile(samples, 0.99):.2f} ms"
    )
    cpu = CPU_TIMES.pop("current", [])
    if cpu:
        print(
            f"  (CPU time of the same frames: median {statistics.median(cpu):.2f} ms, "
            f"p99 {percentile(cpu, 0.99):.2f} ms)"
        )
    if missed:
        detail = ", ".join(f"{name} {count}" for name, count in sorted(missed.items()))
        print(f"  (frames of {frames} in which a panel did not repaint: {detail})")


def main() -> None:
    create_application()
    from app.shell.compose import build_app
    from kino_core.deck import load_lesson

    kino = build_app()
    kino.files.session_enabled = False
    deck = load_lesson()
    lecture = kino.lecture
    lecture.open_deck(deck)
    kino.presentation.enter(full_screen=False, scale=SCALE)
    kino.window.setMinimumSize(1, 1)
    kino.window.resize(*SIZE)
    kino.window.show()
    for _ in range(3):
        QApplication.processEvents()
    central = kino.window.centralWidget().size()
    kino.panels["saturation"].load_curves(4)
    counter = PaintCounter()

    # -- step moves: every move of the deck, forward then back --------------------------------
    moves = [(i, i + 1) for i in range(len(deck.steps) - 1)]
    moves += [(j, i) for i, j in reversed(moves)]
    transition, missed = [], {}
    per_move = []
    for start, end in moves:
        lecture.go_to(end)
        if not lecture.animating:
            continue  # the two steps draw the same scene: only the caption and panels change
        lecture.hold_move()  # the frames are driven below, one at a time
        QApplication.processEvents()  # panels shown or hidden by the step settle first
        targets = paint_targets(kino)
        for widgets in targets.values():
            for widget in widgets:
                counter.watch(widget)
        times = []
        for k in range(1, FRAMES_PER_MOVE):
            progress = k / FRAMES_PER_MOVE
            times.append(
                frame(lambda p=progress: lecture.show_progress(p), counter, targets, missed)
            )
        transition += times
        per_move.append((start + 1, end + 1, max(times), statistics.median(times)))
        lecture.finish_move_now()  # lands on the step, as the timer would
        QApplication.processEvents()
    report("transition-frame", transition, missed, len(transition))
    if "-v" in sys.argv:
        for a, b, worst, median in per_move:
            print(f"  step {a} -> {b}: median {median:.2f} ms, worst {worst:.2f} ms")

    # -- turning the query -------------------------------------------------------------------
    def turn(frames: int) -> tuple[list[float], dict]:
        kino.turning.start_playing()
        kino.turning.frame_timer.stop()  # ticks are driven below; the angle follows the clock
        QApplication.processEvents()
        targets = paint_targets(kino)
        for widgets in targets.values():
            for widget in widgets:
                counter.watch(widget)
        samples, missed = [], {}
        for _ in range(frames):
            samples.append(frame(kino.turning.tick, counter, targets, missed))
            time.sleep(0.002)  # let the clock move, as between real frames
        kino.turning.stop_playing()
        return samples, missed

    lecture.go_to(4, animate=False)  # "Turn the query"
    QApplication.processEvents()
    samples, missed = turn(TURN_FRAMES)
    report("turn-frame", samples, missed, len(samples))

    lecture.go_to(7, animate=False)  # d = 512
    for name in ("scores", "weights", "output", "readouts", "saturation", "formula"):
        kino.layout.set_panel_visible(name, True)
    QApplication.processEvents()
    samples, missed = turn(TURN_FRAMES)
    report("turn-frame (every main panel, d = 512)", samples, missed, len(samples))
    print(
        f"(presenting at {central.width()}x{central.height()},"
        f" UI scale {kino.style.ui_style.scale})"
    )
    kino.document.mark_saved()
    kino.window.close()


if __name__ == "__main__":
    main()
