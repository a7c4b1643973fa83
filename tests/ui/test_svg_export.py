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
from kino_core.files.view_state import ViewState
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


def painted_numbers(kino) -> set[str]:
    """The numbers the painted panels show (bars, scores, readouts, output), as drawn."""
    panels = [
        kino.panels["weights"].unscaled,
        kino.panels["weights"].scaled,
        kino.panels["scores"],
        kino.panels["readouts"],
        kino.panels["saturation"],
    ]
    numbers = set()
    for panel in panels:
        if panel.isVisibleTo(kino.window):
            numbers |= {box.text for box in panel.text_boxes() if NUMBER.search(box.text)}
    return numbers


def test_the_window_exports_an_svg_of_shapes_and_text_after_it_was_used(kino, tmp_path):
    key = kino.document.scene.keys[1]
    drag(kino.canvas, (key.x, key.y), (key.x - 0.6, key.y - 0.4))
    settle()
    first = tmp_path / "first.svg"
    kino.exports.export_to(str(first))
    drag(kino.canvas, (kino.document.scene.keys[1].x, kino.document.scene.keys[1].y), (1, 1))
    settle()
    svg = tmp_path / "view.svg"
    kino.exports.export_to(str(svg))  # the second export: the renderer's caches are warm
    texts, images = svg_texts_and_images(svg)
    # No panel is a bitmap: not the canvas's grid, not a chart's axes, not the output panel.
    assert images == [], f"bitmaps in the SVG: {images}"
    numbers = painted_numbers(kino)
    assert len(numbers) > 20  # bar numbers, ticks, scores, readouts
    missing = sorted(numbers - set(texts))
    assert not missing, f"numbers drawn in the window but not text in the SVG: {missing}"
    for k in kino.document.scene.keys:  # the canvas labels and the output's chips
        assert texts.count(k.label) >= 3, k.label  # canvas, bar axis (x2), chips, scores


def test_a_step_with_every_panel_and_twelve_keys_is_vectors_too(qapp, tmp_path):
    from app.shell.compose import build_app

    scene = default_scene()
    while len(scene.keys) < MAX_KEYS:
        scene = add_key(scene, -2.5 + 0.4 * len(scene.keys), 2.5)
    every = ViewState(panels=frozenset(PANELS.names()) - {"code"})

    def prepare(kino) -> None:
        kino.layout.set_view_state(every)

    kino = build_window(build_app, scene, Style(theme=THEMES["dark"]), QSize(1920, 1080), prepare)
    try:
        path = tmp_path / "every.svg"
        export_svg(kino.window, path)
        texts, images = svg_texts_and_images(path)
        # Qt's style draws a spin box's frame from its own pixmap cache (83 x 23): tiny, and
        # not kino's to draw; no panel is a bitmap.
        assert all(w * h <= 100 * 30 for w, h in images), f"bitmaps in the SVG: {images}"
        assert painted_numbers(kino) <= set(texts)
        assert {k.label for k in scene.keys} <= set(texts)
    finally:
        dispose(kino)


def test_file_export_whole_view_as_svg_after_dragging_and_resizing_is_vectors(
    kino, tmp_path, monkeypatch
):
    """Issue 29 item 6, as the lecturer did it: use the window (drag, resize, drag again), then
    File ▸ Export picture ▸ Whole view as SVG…; the output panel is the one that was garbled."""
    from PySide6.QtWidgets import QFileDialog

    shown = frozenset({"canvas", "scores", "weights", "output", "readouts", "formula"})
    kino.layout.set_view_state(ViewState(panels=shown))
    settle()
    key = kino.document.scene.keys[0]
    drag(kino.canvas, (key.x, key.y), (key.x - 0.5, key.y + 0.7))
    settle()
    kino.window.resize(1250, 820)
    settle()
    query = kino.document.scene.queries[0]
    drag(kino.canvas, (query.x, query.y), (query.x + 0.4, query.y - 0.9))
    settle()
    svg = tmp_path / "whole-view.svg"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(svg), ""))
    )
    kino.menus.table_actions["file.export_svg"].trigger()
    settle()
    texts, images = svg_texts_and_images(svg)
    assert images == [], f"bitmaps in the SVG: {images}"
    numbers = painted_numbers(kino)
    assert len(numbers) > 20
    assert not sorted(numbers - set(texts)), "numbers drawn but not text in the SVG"
    output = kino.panels["output"]
    assert output.isVisibleTo(kino.window)
    words = {box.text for box in output.text_boxes() if box.text.strip()}
    assert words and words <= set(texts), sorted(words - set(texts))
    for k in kino.document.scene.keys:  # canvas labels, bar axes, scores rows, chips
        assert texts.count(k.label) >= 3, k.label


def test_a_picture_follows_the_query_the_window_has_selected(kino, tmp_path):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from kino_core.presets import load_preset

    kino.document.replace_scene(load_preset("translation-matrix").scene)
    settle()
    first_query = painted_numbers(kino)
    kino.canvas.setFocus()
    QTest.keyClick(kino.canvas, Qt.Key.Key_Tab)  # the next query: the bars follow it
    settle()
    assert kino.document.selected_query == 1
    shown = painted_numbers(kino)
    assert shown != first_query  # the second query's bars are not the first's
    svg = tmp_path / "second-query.svg"
    kino.exports.export_to(str(svg))
    texts, _images = svg_texts_and_images(svg)
    missing = sorted(shown - set(texts))
    assert not missing, f"the window's numbers that the picture does not show: {missing}"
