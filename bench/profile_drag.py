"""Where one drag move's time goes, for one set-up of bench_ui.py (default "4k-150 d=2").

Give it a set-up's name from bench_ui.SETUPS ("-" or "1600x1000" for the first one); it sets
the set-up's device ratio (QT_SCALE_FACTOR) itself:

    python bench/profile_drag.py "4k-150 d=2"
    python bench/profile_drag.py 1600x1000
    python bench/profile_drag.py "4k-150 8x12"

Prints, per move (averaged over MOVES moves of the bench's drag):

- the repaint passes (UpdateRequest events the top-level window handles) and, per painted
  widget, its paint events, the pixels (device-independent) its paint regions cover, and the
  wall time of its paint events, Qt's own drawing included;
- cProfile's own and cumulative times of the heaviest Python functions, grouped by phase;
- the same for an empty move (the mouse event to where the vector already sits).

The slots timed are SLOTS (the document, the canvas's mouse handling and label placing, the
controllers that follow the scene) and every ``redraw`` / ``paintEvent`` a class in app/panels
or app/canvas defines, found when it runs; slot times nest (``Document._set_scene`` holds every
view's ``redraw``).

The paint rows' times run from a widget's Paint event to the next one (so they include what Qt
does between them); the slot rows time each Python paintEvent itself. CPU time throughout.
"""

from __future__ import annotations

import cProfile
import io
import os
import pstats
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_ui  # noqa: E402 - after the path

MOVES = int(os.environ.get("KINO_BENCH_MOVES", "200"))


#: Slots a move runs outside the panels (module, class or None, method): each is timed while it
#: runs (CPU time). Entries that no longer exist are reported and skipped, not fatal. The
#: panels' and the canvas's own ``redraw`` and ``paintEvent`` are found by ``discovered_slots``.
SLOTS = [
    ("app.document", "Document", "_set_scene"),
    ("kino_core.evaluate", None, "evaluate"),
    ("app.canvas.view", "CanvasView", "mouseMoveEvent"),
    ("app.canvas.view", "CanvasView", "_drag_moved"),
    ("app.canvas.view", "CanvasView", "_place_labels"),
    ("app.controllers.recording", "RecordController", "_on_scene"),
    ("app.controllers.files", "FileController", "_schedule_session"),
    ("app.controllers.presentation", "PresentationMode", "update_banner"),
    ("app.accessibility.controller", "AccessibilityController", "_scene_changed"),
    ("app.panels.d_control", "DControl", "_sync"),
    ("app.shell.window", "MainWindow", "update_title"),
    ("app.shell.window", "MainWindow", "_relayout_if_shape_changed"),
    ("app.common.painted", "PaintedWidget", "paintEvent"),
    ("pyqtgraph.widgets.GraphicsView", "GraphicsView", "paintEvent"),
]
#: Packages whose classes' own ``redraw`` / ``paintEvent`` (and the methods below) are timed.
DISCOVER = ("app.panels", "app.canvas")
DISCOVERED_METHODS = ("redraw", "paintEvent", "paint_moving", "paint_static")


def discovered_slots() -> list[tuple[str, str, str]]:
    """(module, class, method) of every class in DISCOVER that defines one of
    DISCOVERED_METHODS itself: each panel's redraw and paint, whatever the panels are now."""
    import importlib
    import inspect
    import pkgutil

    found = []
    for package_name in DISCOVER:
        package = importlib.import_module(package_name)
        names = [package_name] + [
            info.name for info in pkgutil.walk_packages(package.__path__, prefix=package_name + ".")
        ]
        for module_name in names:
            try:
                module = importlib.import_module(module_name)
            except ImportError:
                continue
            for class_name, owner in inspect.getmembers(module, inspect.isclass):
                if owner.__module__ != module_name:
                    continue
                for method in DISCOVERED_METHODS:
                    if inspect.isfunction(vars(owner).get(method)):
                        found.append((module_name, class_name, method))
    return found


def time_slots() -> tuple[dict[str, float], list[str]]:
    """Wrap each slot (before the window connects them) in a clock: (seconds per slot, the
    SLOTS entries not found in this checkout)."""
    import functools
    import importlib

    sys.path.insert(0, str(bench_ui.ROOT))
    seconds: dict[str, float] = defaultdict(float)
    missing: list[str] = []
    wanted = list(dict.fromkeys([*SLOTS, *discovered_slots()]))
    for module_name, class_name, method in wanted:
        label = f"{class_name or module_name}.{method}"
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            missing.append(label)
            continue
        owner = getattr(module, class_name, None) if class_name else module
        inner = vars(owner).get(method) if owner is not None and class_name else None
        if owner is not None and not class_name:
            inner = getattr(owner, method, None)
        if inner is None:
            missing.append(label)
            continue

        def timed(*args, _inner=inner, _label=label, **kwargs):
            t0 = time.process_time()
            try:
                return _inner(*args, **kwargs)
            finally:
                seconds[_label] += time.process_time() - t0

        setattr(owner, method, functools.wraps(inner)(timed))
        if class_name is None:  # a module function: also where it was imported by name
            document = importlib.import_module("app.document")
            if getattr(document, method, None) is inner:
                setattr(document, method, getattr(owner, method))
    return seconds, missing


def main() -> None:
    name = sys.argv[1] if len(sys.argv) > 1 else "4k-150 d=2"
    name = "" if name in ("-", "1600x1000") else name
    if name not in bench_ui.SETUPS:
        raise SystemExit(f"no set-up {name!r}; one of: {', '.join(map(repr, bench_ui.SETUPS))}")
    factor = bench_ui.SETUPS[name][4]
    # The set-up's device ratio, as bench_ui gives its process (read when Qt starts).
    os.environ.pop("QT_SCALE_FACTOR", None)
    if factor:
        os.environ["QT_SCALE_FACTOR"] = factor
    slot_seconds, missing = time_slots()
    if missing:
        print(f"(not in this checkout, not timed: {', '.join(missing)})")
    kino, viewport, _start = bench_ui.open_setup(name)
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    class PaintClock(QObject):
        """Paint events, covered pixels and paint wall time per widget class and name."""

        def __init__(self) -> None:
            super().__init__()
            self.paints: dict[str, int] = defaultdict(int)
            self.pixels: dict[str, int] = defaultdict(int)
            self.seconds: dict[str, float] = defaultdict(float)
            self.passes = 0
            self.running: tuple[str, float] | None = None
            self.on = False

        def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
            if not self.on:
                return False
            kind = event.type()
            if kind == QEvent.Type.UpdateRequest and watched is kino.window:
                self.passes += 1
            if kind == QEvent.Type.Paint and isinstance(watched, QWidget):
                label = widget_label(watched)
                self.paints[label] += 1
                region = event.region()
                self.pixels[label] += sum(r.width() * r.height() for r in region)
                self.stop()
                self.running = (label, time.process_time())
            return False

        def stop(self) -> None:
            if self.running is not None:
                label, t0 = self.running
                self.seconds[label] += time.process_time() - t0
                self.running = None

    def widget_label(widget) -> str:
        for panel_name, panel in kino.panels.items():
            if panel is not None and (widget is panel or panel.isAncestorOf(widget)):
                return f"{panel_name}:{type(widget).__name__}"
        if widget is viewport or kino.canvas.isAncestorOf(widget):
            return f"canvas:{type(widget).__name__}"
        return type(widget).__name__

    clock = PaintClock()
    QApplication.instance().installEventFilter(clock)
    canvas = kino.canvas
    for i in range(-20, 0):
        QTest.mouseMove(viewport, bench_ui.circle_point(canvas, i))
        QApplication.processEvents()

    def run(moves, empty: bool, profile=None) -> tuple[float, float, float]:
        """Milliseconds a move: in all, in the mouse event (up to the repaint), in the repaint."""
        point = bench_ui.circle_point(canvas, 0)
        handling = 0.0
        t0 = time.process_time()
        clock.on = profile is None
        if profile is not None:
            profile.enable()
        for i in range(moves):
            if not empty:
                point = bench_ui.circle_point(canvas, i)
            t1 = time.process_time()
            QTest.mouseMove(viewport, point)
            handling += time.process_time() - t1
            QApplication.processEvents()
            clock.stop()
        if profile is not None:
            profile.disable()
        clock.on = False
        total = (time.process_time() - t0) * 1000 / moves
        return total, handling * 1000 / moves, total - handling * 1000 / moves

    for label, empty in (("drag move", False), ("empty move", True)):
        for table in (clock.paints, clock.pixels, clock.seconds):
            table.clear()
        clock.passes = 0
        slot_seconds.clear()
        total, handling, repaint = run(MOVES, empty)
        print(
            f"== {name or '1600x1000'}: {label}: {total:.2f} ms a move: mouse event (pyqtgraph,"
            f" evaluate, views) {handling:.2f}, repaint {repaint:.2f}"
        )
        print(f"   repaint passes per move: {clock.passes / MOVES:.2f}")
        for key in sorted(slot_seconds, key=lambda k: -slot_seconds[k]):
            print(f"   slot  {key:<40} {slot_seconds[key] * 1000 / MOVES:6.3f} ms/move")
        for key in sorted(clock.seconds, key=lambda k: -clock.seconds[k]):
            print(
                f"   paint {key:<40} {clock.paints[key] / MOVES:5.2f}/move "
                f"{clock.pixels[key] / MOVES:9.0f} px/move "
                f"{clock.seconds[key] * 1000 / MOVES:6.3f} ms/move"
            )
        profile = cProfile.Profile()
        total, _, _ = run(MOVES, empty, profile)
        print(f"   under cProfile: {total:.2f} ms a move")
        stats = pstats.Stats(profile)
        out = io.StringIO()
        stats.stream = out
        stats.sort_stats("cumulative").print_stats(45)
        for line in out.getvalue().splitlines()[6:]:
            print("   " + line)
        out = io.StringIO()
        stats.stream = out
        stats.sort_stats("tottime").print_stats(30)
        for line in out.getvalue().splitlines()[6:]:
            print("   " + line)
    kino.document.mark_saved()
    kino.window.close()


if __name__ == "__main__":
    main()
