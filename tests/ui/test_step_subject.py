"""A lesson step's subject in the real window at 1080p and 300% (640 x 360 logical): the panel
the step is about is shown at its readable size and never named in the "left out" line."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from app.common.layout import SceneShape
from app.render.headless import dispose
from app.shell.layout_apply import LeftOutLine

from .test_layout_matrix import screen_window

# Steps whose subject the room missed at this size (issue 29): output, scores, readouts, code.
STEPS = (4, 6, 8, 9, 11, 12, 16)


@pytest.mark.parametrize("mode", ["presenting", "desk"])
def test_each_step_shows_its_subject_at_300_percent(qapp, mode):
    kino, deck = screen_window(mode, (1920, 1080), 3.0)
    try:
        scale = kino.style.ui_style.scale
        line = kino.window.findChild(LeftOutLine)
        for number in STEPS:
            step = deck.steps[number - 1]
            kino.lecture.go_to(number - 1, animate=False)
            QApplication.processEvents()
            plan = kino.layout.plan
            assert step.subject, number
            assert line.isVisible() and line.text(), number  # the room is short: something went
            for name in step.subject:
                widget = kino.panels[name]
                assert name in plan.shown, (number, name, plan.left_out)
                assert widget.isVisibleTo(kino.window), (number, name)
                least = kino.registry[name].rule.readable_minimum(_shape(kino))
                rect = plan.shown[name]
                assert rect.width * scale >= least.width * scale - 1, (number, name, rect)
                assert rect.height * scale >= least.height * scale - 1, (number, name, rect)
                if name != "code":  # a dock's geometry is the window's: the plan's is checked
                    assert widget.width() >= least.width * scale - 1, (number, name)
                    assert widget.height() >= least.height * scale - 1, (number, name)
                assert name.replace("_", " ") not in line.text(), (number, line.text())
            for name in plan.left_out:  # what gave way is named
                assert name.replace("_", " ") in line.text(), (number, line.text())
    finally:
        dispose(kino)


def _shape(kino) -> SceneShape:
    scene = kino.document.scene
    return SceneShape(len(scene.queries), len(scene.keys))
