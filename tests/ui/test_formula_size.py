"""The formula line is numbers too: it gets the lines its text takes at full size (within a
share of the height) rather than shrinking into two lines' height. The screenshot review found
its glyphs ~14 px beside a ~26 px caption at 1080p 150% (step 12) and 7-9 px at a 1024x640
desk with twelve keys."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.render.headless import dispose

from .test_layout_matrix import screen_window, settle


def assert_full_size_and_whole(formula, least: float = 1.0) -> None:
    assert formula.isVisible()
    assert formula.factor >= least, formula.shown_lines()
    inside = formula.rect().toRectF().adjusted(-0.5, -0.5, 0.5, 0.5)
    for text, rect in formula.text_rects():
        assert inside.contains(rect), (text, rect, formula.rect())
    # Every number of the lines is painted (no aside left out).
    shown = " ".join(formula.shown_lines())
    assert "without scaling" in shown


def test_twelve_keys_formula_at_a_1024_desk_is_full_size(kino):
    kino.window.resize(1024, 640)
    settle(kino)
    QTest.keyClick(kino.canvas, Qt.Key.Key_9)
    settle(kino)
    assert len(kino.document.scene.keys) == 12
    # A fifth of the window's height holds five of its six lines at full size: 90%, not 60%.
    assert_full_size_and_whole(kino.panels["formula"], least=0.9)


def test_the_formula_at_1080p_150_percent_step_12_is_full_size(qapp):
    kino, _deck = screen_window("presenting", (1920, 1080), 1.5)
    try:
        kino.lecture.go_to(11, animate=False)
        settle(kino)
        assert_full_size_and_whole(kino.panels["formula"])
        assert kino.panels["weights"].scaled.value_texts()  # the charts keep their numbers
    finally:
        dispose(kino)
