"""An SVG export is vectors: every panel's numbers are <text>, and no panel is a bitmap.

The painted panels and the canvas keep cached layers in pixmaps for the drag path; drawn into
a QSvgGenerator those went in as <image>s (the canvas's grid a 768 x 940 bitmap, the output
panel's whole layer embedded in each of five pieces that a repaint copies). Here the window is
used first (a drag, so every cache is warm), then exported with File ▸ Export's code.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QSize

from app.common.export import export_svg
from app.common.theme import THEMES, Style
from app.panels.registry import PANELS
from app.render.headless import build_window, dispose
from kino_core.fileformat import ViewState
from kino_core.scene import MAX_KEYS, add_key, default_scene

from .conftest import drag, settle

SVG = "{http://www.w3.org/2000/svg}"
NUMBER = re.compile(r"\d")


def svg_texts_and_images(path: Path) -> tuple[list[str], list[tuple[float, float]]]:
    """Every <text>'s content (with its <tspan>s) and every <image>'s (width, height)."""
    root = ET.parse(path).getroot()
    texts = ["".join(node.itertext()).strip() for node in root.iter(f"{SVG}text")]
    images = [
        (float(node.get("width", 0)), float(node.get("height", 0)))
        for node in root.iter(f"{SVG}image")
    ]
    return texts, images


def painted_numbers(window) -> set[str]:
    """The numbers the painted panels show (bars, scores, readouts, output), as drawn."""
    panels = [
        window.weights_unscaled,
        window.weights_scaled,
        window.panels["scores"],
        window.panels["readouts"],
        window.saturation,
    ]
    numbers = set()
    for panel in panels:
        if panel.isVisibleTo(window):
            numbers |= {box.text for box in panel.text_boxes() if NUMBER.search(box.text)}
    return numbers


def test_the_window_exports_an_svg_of_shapes_and_text_after_it_was_used(window, tmp_path):
    key = window.document.scene.keys[1]
    drag(window.canvas, (key.x, key.y), (key.x - 0.6, key.y - 0.4))
    settle()
    first = tmp_path / "first.svg"
    window.exports.export_to(str(first))
    drag(window.canvas, (window.document.scene.keys[1].x, window.document.scene.keys[1].y), (1, 1))
    settle()
    svg = tmp_path / "view.svg"
    window.exports.export_to(str(svg))  # the second export: the renderer's caches are warm
    texts, images = svg_texts_and_images(svg)
    # No panel is a bitmap: not the canvas's grid, not a chart's axes, not the output panel.
    assert images == [], f"bitmaps in the SVG: {images}"
    numbers = painted_numbers(window)
    assert len(numbers) > 20  # bar numbers, ticks, scores, readouts
    missing = sorted(numbers - set(texts))
    assert not missing, f"numbers drawn in the window but not text in the SVG: {missing}"
    for k in window.document.scene.keys:  # the canvas labels and the output's chips
        assert texts.count(k.label) >= 3, k.label  # canvas, bar axis (x2), chips, scores


def test_a_step_with_every_panel_and_twelve_keys_is_vectors_too(qapp, tmp_path):
    from app.shell.compose import build_main_window

    scene = default_scene()
    while len(scene.keys) < MAX_KEYS:
        scene = add_key(scene, -2.5 + 0.4 * len(scene.keys), 2.5)
    every = ViewState(panels=frozenset(PANELS.names()) - {"code"})

    def prepare(window) -> None:
        window.set_view_state(every)

    window = build_window(
        build_main_window, scene, Style(theme=THEMES["dark"]), QSize(1920, 1080), prepare
    )
    try:
        path = tmp_path / "every.svg"
        export_svg(window, path)
        texts, images = svg_texts_and_images(path)
        # Qt's style draws a spin box's frame from its own pixmap cache (83 x 23): tiny, and
        # not kino's to draw; no panel is a bitmap.
        assert all(w * h <= 100 * 30 for w, h in images), f"bitmaps in the SVG: {images}"
        assert painted_numbers(window) <= set(texts)
        assert {k.label for k in scene.keys} <= set(texts)
    finally:
        dispose(window)
