"""Benchmark the canvas's label placer: CPU time per ``place_labels`` call on a drag's scenes.

    .venv/bin/python bench/bench_labels.py [OTHER_CHECKOUT]

The labels' inputs (dot centres, sizes, heads, frame, arrows) are taken from the real canvas
(this checkout, offscreen, 1920x1080 presenting at 200%) while a key is dragged around a loop,
for 2 queries x 4 keys and 8 queries x 12 keys. Each figure is the CPU time (process time, so
other processes on a busy machine count less) of one ``place_labels`` call, the first pass of
every redraw, median over the loop. Given OTHER_CHECKOUT (e.g. /work/main), its
app/canvas/labels.py places the same inputs in the same run, alternately, and the ratio is
printed: ``this / other`` below 1 is faster. Also printed: this checkout's whole per-redraw
placement (``arrange_labels``: at its size, smaller, with leaders).
"""

from __future__ import annotations

import importlib.util
import math
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
MOVES = int(os.environ.get("KINO_BENCH_MOVES", "60"))
REPEATS = int(os.environ.get("KINO_BENCH_REPEATS", "5"))


def load_placer(checkout: Path, name: str):
    """The label placer module of ``checkout`` (pure Python, no Qt: loaded by its path)."""
    spec = importlib.util.spec_from_file_location(name, checkout / "app/canvas/labels.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def captured_rooms(queries: int, keys: int) -> list[tuple]:
    """(LabelRoom, marks, small marks) of each redraw while key B is dragged around a loop."""
    from PySide6.QtCore import QSize

    import app.canvas.view as view
    from app.common.theme import THEMES, Style
    from app.render.headless import build_window, dispose
    from app.shell.compose import build_app
    from kino_core.scene import add_key, add_query, default_scene

    scene = default_scene()
    while len(scene.queries) < queries:
        scene = add_query(scene, 0.35 * len(scene.queries) - 1.2, -1.6)
    while len(scene.keys) < keys:
        scene = add_key(scene, 0.4 * len(scene.keys) - 2.4, 1.7)
    rooms: list[tuple] = []
    real = view.arrange_labels

    def capture(room, marks, small_marks):
        rooms.append((room, marks, small_marks))
        return real(room, marks, small_marks)

    def prepare(kino) -> None:
        kino.presentation.enter(full_screen=False, theme="light", scale=2.0)

    style = Style(theme=THEMES["light"], scale=2.0)
    kino = build_window(build_app, scene, style, QSize(1920, 1080), prepare)
    try:
        view.arrange_labels = capture
        document = kino.document
        document.begin_drag("key", 1)
        for i in range(MOVES):
            angle = 2 * math.pi * i / MOVES
            document.drag_to("key", 1, 2.2 * math.cos(angle), 1.8 * math.sin(angle))
        document.end_drag()
    finally:
        view.arrange_labels = real
        dispose(kino)
    return rooms


def first_pass(placer, room, marks) -> None:
    placer.place_labels(
        room.centres,
        room.directions,
        marks,
        room.obstacles,
        room.frame,
        room.inner,
        room.line,
        room.gap,
        room.selected,
        shafts=room.shafts,
    )


def per_call(run, rooms, clear) -> list[float]:
    """CPU seconds per call of ``run`` on each room, over REPEATS loops (caches cleared before
    each loop: within a loop a drag's unmoved vectors reuse theirs, as on screen)."""
    times = []
    for _ in range(REPEATS):
        clear()
        for room in rooms:
            start = time.process_time()
            run(room)
            times.append(time.process_time() - start)
    return times


def main() -> None:
    from app.application import create_application

    create_application()
    import app.canvas.labels as this

    other = load_placer(Path(sys.argv[1]), "labels_other") if len(sys.argv) > 1 else None

    def clear_this() -> None:
        ring = getattr(this, "_ring", None)
        if ring is not None:
            ring.cache_clear()

    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for queries, keys in ((2, 4), (8, 12)):
        rooms = captured_rooms(queries, keys)
        name = f"place_labels {queries}x{keys}"
        ours: list[float] = []
        theirs: list[float] = []
        for _ in range(3):  # alternate, so that load changes hit both alike
            ours += per_call(lambda r: first_pass(this, r[0], r[1]), rooms, clear_this)
            if other is not None:
                theirs += per_call(lambda r: first_pass(other, r[0], r[1]), rooms, lambda: None)
        line = f"{name}: median {statistics.median(ours) * 1e6:.0f} µs CPU"
        if other is not None:
            ratio = statistics.median(ours) / statistics.median(theirs)
            line += f", other {statistics.median(theirs) * 1e6:.0f} µs: {ratio:.2f}x"
        print(line, flush=True)
        whole = per_call(lambda r: this.arrange_labels(*r), rooms, clear_this)
        print(
            f"arrange_labels {queries}x{keys} (a redraw's labels): median "
            f"{statistics.median(whole) * 1e6:.0f} µs CPU",
            flush=True,
        )


if __name__ == "__main__":
    main()
