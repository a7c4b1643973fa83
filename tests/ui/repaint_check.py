"""Drag a vector with real mouse events, then compare what is on screen with a fresh render.

"On screen" is the window's backing store: the pixels Qt has flushed after painting only what
each move marked dirty (``QWidget.grab`` would repaint everything and hide a missed update).
The fresh render is a second window built from the dragged scene at the same size.

Run as a script (``python -m tests.ui.repaint_check [VIEW | saturated | crowded]``) it prints
the number of differing pixels as JSON: the 200% tests run it in a subprocess with
QT_SCALE_FACTOR=2. With ``--each plain saturated crowded`` it makes those runs one after the
other in the same process and prints one JSON object, each run's report under its name.

Two drags: key B across the canvas at the scene's d (every panel changes on every move), and
the query at d = 512 ("saturated"), where the chart, marker and swatch without scaling change
by less than a pixel or a printed digit and are not repainted at all: what a panel skipped
must still be what a fresh render paints. A third, ``crowded``: key B of 8 queries x 12 keys
with the attention map shown, whose heatmap repaints only the cells whose number or colour
changed.
"""

from __future__ import annotations

import json
import math
import sys

import numpy as np
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

PANELS = ("scores", "weights", "output", "readouts", "saturation", "formula")
SIZE = (1280, 800)
MOVES = 30


def settle(rounds: int = 4) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def on_screen(kino) -> np.ndarray:
    """The window's flushed pixels (physical), as an (h, w) array of 0xRRGGBB."""
    device = kino.window.backingStore().paintDevice()
    assert isinstance(device, QImage), type(device)
    image = device.convertToFormat(QImage.Format.Format_RGB32)
    pixels = np.frombuffer(image.constBits(), dtype=np.uint32, count=image.width() * image.height())
    return pixels.reshape(image.height(), image.width()).copy() & 0xFFFFFF


def crowded_scene():
    """8 queries x 12 keys, spread over the canvas."""
    from kino_core.scene import MAX_KEYS, MAX_QUERIES, add_key, add_query, default_scene

    scene = default_scene()
    while len(scene.queries) < MAX_QUERIES:
        scene = add_query(scene, 0.35 * len(scene.queries) - 1.2, -1.6)
    while len(scene.keys) < MAX_KEYS:
        scene = add_key(scene, 0.4 * len(scene.keys) - 2.4, 1.7)
    return scene


def build(scene=None, selection=None, panels=PANELS):
    from app.shell.compose import build_app

    kino = build_app(scene)
    kino.files.session_enabled = False
    kino.window.resize(*SIZE)
    kino.window.show()
    settle()
    for name in panels:
        kino.layout.set_panel_visible(name, True)
    if selection is not None:
        kino.document.select(*selection)
    settle()
    kino.panels["saturation"].load_curves(len(kino.document.scene.keys))
    kino.window.statusBar().clearMessage()
    settle()
    return kino


def drag_and_compare(
    stale_view: str | None = None, saturated: bool = False, crowded: bool = False
) -> dict:
    """Drag key B (or, ``saturated``, the query at d = 512) along a 30-move path; returns the
    differing pixels against a fresh render.

    ``stale_view`` names a panel (e.g. "scores", "weights_scaled", or "heatmap": the
    attention map's) whose partial updates are dropped for the drag: the comparison must then
    find differences. ``crowded``: 8 x 12 with the attention map shown.
    """
    from app.application import create_application
    from app.canvas import CanvasView

    create_application()
    before = CanvasView.frame_interval_ms
    CanvasView.frame_interval_ms = 0.0  # every move repaints: the most partial repaints
    try:
        return _drag_and_compare(stale_view, saturated, crowded)
    finally:
        CanvasView.frame_interval_ms = before


def _drag_and_compare(stale_view: str | None, saturated: bool, crowded: bool) -> dict:
    panels = (*PANELS, "attention_map") if crowded else PANELS
    kino = build(crowded_scene() if crowded else None, panels=panels)
    canvas = kino.canvas
    if saturated:
        kino.document.set_d(512)
        settle()
    if stale_view is not None:
        if stale_view == "heatmap":
            view = kino.panels["attention_map"].heatmap
        elif stale_view.startswith("weights_"):  # weights_unscaled / weights_scaled
            view = getattr(kino.panels["weights"], stale_view.removeprefix("weights_"))
        else:
            view = kino.panels[stale_view]
        view.update = lambda *args: None  # its moves no longer mark anything dirty
    scene = kino.document.scene
    vector = scene.queries[0] if saturated else scene.keys[1]
    viewport = canvas.viewport()
    start = canvas.data_to_viewport(vector.x, vector.y)
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    settle(1)
    point = start
    for i in range(1, MOVES + 1):
        # A loop around the canvas that crosses the query and other keys' arrows.
        angle = 2 * math.pi * i / MOVES
        x, y = 2.2 * math.cos(angle + 1.2) * (0.6 + 0.4 * (i % 3) / 2), 1.8 * math.sin(angle + 1.2)
        target = canvas.data_to_viewport(x, y)
        point = QPoint(target.x(), target.y())
        QTest.mouseMove(viewport, point)
        settle(1)  # the paints of this move, as on a screen between two mouse events
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    kino.window.statusBar().clearMessage()
    settle()
    shown = on_screen(kino)
    selection = (kino.document.selection.kind, kino.document.selection.index)
    fresh = build(kino.document.scene, selection, panels)
    expected = on_screen(fresh)
    report = {
        "differing": int(np.count_nonzero(shown != expected))
        if shown.shape == expected.shape
        else -1,
        "shape": list(shown.shape),
        "ratio": kino.window.devicePixelRatioF(),
        "undo_steps": kino.document.undo_stack.count(),
        "d": kino.document.scene.d,
        "map_cells": kino.panels["attention_map"].heatmap.isVisible()
        and kino.panels["attention_map"].heatmap.redraws,
    }
    for built in (kino, fresh):
        built.document.mark_saved()  # a scratch scene: closing must not ask to save it
        built.window.close()
    return report


def run(argument: str | None) -> dict:
    """One run of the script: ``argument`` is a VIEW, "saturated", "crowded" or None/"plain"."""
    if argument == "saturated":
        return drag_and_compare(saturated=True)
    if argument == "crowded":
        return drag_and_compare(crowded=True)
    return drag_and_compare(None if argument == "plain" else argument)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--each"]:  # several runs in one process: one interpreter, one Qt
        print(json.dumps({argument: run(argument) for argument in sys.argv[2:]}))
    else:
        print(json.dumps(run(sys.argv[1] if len(sys.argv) > 1 else None)))
