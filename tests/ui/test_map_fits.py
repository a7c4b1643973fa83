"""An 8 x 12 attention map stays readable at 1080p presenting at 150%: numbers of at least
14 physical px, every row and column inside the panel, and when both weightings cannot fit
side by side or stacked they take turns behind a visible toggle (mouse and keyboard)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.common.theme import Style
from app.document import Document
from app.panels.attention_map import MIN_CELL_PHYSICAL_PX, AttentionMapPanel
from kino_core.scene import MAX_KEYS, MAX_QUERIES, add_key, add_query, default_scene

PRESENTING = Style(scale=1.5)


def _full_scene():
    """8 queries x 12 keys."""
    scene = default_scene()
    while len(scene.queries) < MAX_QUERIES:
        scene = add_query(scene, 0.1 * len(scene.queries), -0.5)
    while len(scene.keys) < MAX_KEYS:
        scene = add_key(scene, -0.1 * len(scene.keys), 0.7)
    return scene


@pytest.fixture
def panel(qtbot):
    map_panel = AttentionMapPanel(Document(_full_scene()), PRESENTING)
    qtbot.addWidget(map_panel)
    map_panel.show()
    qtbot.waitExposed(map_panel)
    return map_panel


def _resize(panel, width, height):
    panel.resize(width, height)
    QApplication.processEvents()


def _assert_readable_and_inside(heatmap):
    physical_px = QFontInfo(heatmap.cell_font()).pixelSize() * heatmap.devicePixelRatioF()
    assert physical_px >= MIN_CELL_PHYSICAL_PX
    inside = QRectF(heatmap.rect())
    for series in heatmap.shown_series():
        for query in range(MAX_QUERIES):
            for key in range(MAX_KEYS):
                rect = heatmap.cell_rect(series, query, key)
                assert inside.contains(rect), (series, query, key, rect, inside)
    for query in range(MAX_QUERIES):
        assert inside.contains(heatmap.row_label_rect(query)), query


# Sizes a 1920x1080 window presenting at 150% gives the map beside or below the canvas, from
# roomy to the narrow strip of the full layout.
@pytest.mark.parametrize(
    ("width", "height"), [(1900, 700), (1200, 900), (1100, 520), (900, 420), (760, 380)]
)
def test_the_8_by_12_map_is_readable_at_1080p_presenting(panel, width, height):
    _resize(panel, width, height)
    heatmap = panel.heatmap
    assert heatmap.legible  # never "No room for the 8 x 12 map here"
    _assert_readable_and_inside(heatmap)
    # Both weightings are shown whenever they fit; otherwise one at a time, with the toggle.
    assert heatmap.toggle.isVisible() == (len(heatmap.shown_series()) == 1)
    if heatmap.toggle.isVisible():
        toggle = heatmap.toggle.geometry()
        first_grid = heatmap.grid_rect(heatmap.shown_series()[0])
        assert toggle.bottom() < first_grid.top()  # it does not cover the map


def test_both_side_by_side_when_there_is_space(panel):
    _resize(panel, 1900, 700)
    assert panel.heatmap.shown_series() == ("unscaled", "scaled")
    assert not panel.heatmap.toggle.isVisible()


def test_the_weightings_take_turns_with_a_click_and_a_key(panel, qtbot):
    _resize(panel, 900, 420)
    heatmap = panel.heatmap
    assert heatmap.toggle.isVisible()
    first = heatmap.shown_series()
    assert len(first) == 1
    before = heatmap.cell_text(first[0], 0, 0)
    QTest.mouseClick(heatmap.toggle, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    second = heatmap.shown_series()
    assert len(second) == 1 and second != first
    assert "show" in heatmap.toggle.text()
    _assert_readable_and_inside(heatmap)
    heatmap.toggle.setFocus()
    QTest.keyClick(heatmap.toggle, Qt.Key.Key_Space)
    QApplication.processEvents()
    assert heatmap.shown_series() == first
    assert heatmap.cell_text(first[0], 0, 0) == before
    # Growing the panel brings both back and hides the toggle.
    _resize(panel, 1900, 700)
    assert heatmap.shown_series() == ("unscaled", "scaled")
    assert not heatmap.toggle.isVisible()
