"""The attention map's row labels and column chips grow with the room its cells get. A
1024x640 picture of preset 6 (the view without the window's menus, toolbar and caption, so its
canvas is wider and the map narrower than in the window) had no zoom whose cells hold legible
numbers, so the map squeezed: labels and chips stayed at the smallest zoom (~7 px, clipped)
beside cells stretched wide. Both go through the one layout policy; the map now gives its
labels the largest zoom that leaves every cell its own size. In Spanish too (issue 29 item
11: "at 1024x640 in Spanish the column chips squashed to ~7 px and clipped"), where the
titles are longer and the numbers take a decimal comma."""

from __future__ import annotations

import pytest

from app.render.headless import HeadlessRenderer, dispose
from app.shell.compose import build_app
from kino_core.snapshot import load_snapshot

from .conftest import ROOT
from .test_layout_matrix import settle

PRESET_6 = ROOT / "resources" / "presets" / "06-translation-matrix.kino"


@pytest.mark.parametrize("code", ["en", "es"])
def test_a_1024_picture_of_preset_6_has_readable_map_labels(qapp, language, code):
    language(code)
    snapshot = load_snapshot(PRESET_6).snapshot
    kino = HeadlessRenderer(build_app).build_snapshot_window(snapshot, "1024x640", None)
    try:
        settle(kino)
        heatmap = kino.panels["attention_map"].heatmap
        assert heatmap.isVisible() and heatmap.legible
        labels = {q.label for q in kino.document.scene.queries}
        keys = {k.label for k in kino.document.scene.keys}
        boxes = heatmap.text_boxes()
        assert labels <= {b.text for b in boxes}, "every row label whole"
        assert keys <= {b.text for b in boxes}, "every column chip whole"
        cell = heatmap.cell_font().pixelSize() or heatmap.cell_font().pointSizeF() * 96 / 72
        for box in boxes:
            if box.text in labels | keys:
                # As tall as a line of the cells' numbers, or nearly: not 7 px.
                assert box.rect.height() >= 0.8 * cell, (box.text, box.rect, cell)
                if box.room is not None:
                    room = box.room.adjusted(-0.5, -0.5, 0.5, 0.5)
                    assert room.contains(box.rect), (box.text, box.rect, box.room)
    finally:
        dispose(kino)
