"""A picture of a Learn step (`kino --export DECK --step N`) shows what presenting shows: the
Learn dock with the ghosts where the run takes them, so the captions' "watch the square ghost"
and "scaled it fell by 23%" point at something (issue 27)."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QSize

from kino_core.deck import load_lesson
from kino_core.learn import DEFAULT_STEPS, learn

from .conftest import dark_pixels

LESSON = load_lesson()
LEARN_STEPS = [i for i, step in enumerate(LESSON.steps) if step.learn is not None]


@pytest.mark.parametrize("index", LEARN_STEPS, ids=[LESSON.steps[i].title for i in LEARN_STEPS])
def test_a_learn_step_picture_has_the_dock_and_the_ghosts_at_the_end_of_the_run(qapp, index):
    from app.render.headless import dispose
    from app.shell.compose import headless_renderer

    step = LESSON.steps[index]
    shown = ("unscaled",) if step.weightings == "unscaled" else ("unscaled", "scaled")
    renderer = headless_renderer()
    kino = renderer.build_presentation_window(LESSON, index, QSize(1280, 720), ui_scale=1.0)
    try:
        dock = kino.learn_dock
        panel = dock.panel
        assert kino.window.size() == QSize(1280, 720)
        assert dock.isVisible() and kino.window.rect().contains(dock.geometry())
        assert panel.current is not None and panel.shown_step == DEFAULT_STEPS
        scene = kino.document.scene
        target = [k.label for k in scene.keys].index(step.learn.target)
        run = learn(scene, 0, scene.keys[target].rgb)
        for weighting in ("unscaled", "scaled"):
            ghost = panel.ghosts[weighting]
            assert ghost.isVisible() == (weighting in shown), weighting
            if weighting in shown:
                x, y = ghost.getData()
                np.testing.assert_allclose((x[0], y[0]), run[weighting].path[-1])
        assert f"Step {DEFAULT_STEPS} of {DEFAULT_STEPS}." in panel.message.text()
        dock_rect = dock.geometry()
    finally:
        dispose(kino)
    image = renderer.render_deck_step(LESSON, index, "1280x720")
    assert (image.width(), image.height()) == (1280, 720)
    # The dock is in the picture: its sentence and plot put dark pixels in the dock's part.
    assert dark_pixels(image, dock_rect) > 100


@pytest.mark.parametrize("ui_scale", [1.5, 3.0])
def test_the_learn_plots_step_label_grows_with_the_ui_scale(qapp, ui_scale):
    """The x axis's "step" is as large as its tick numbers on a projector (it was at Qt's
    default size, a few pixels high at 150%, because pyqtgraph ignored "size")."""
    from PySide6.QtGui import QFontMetricsF

    from app.render.headless import dispose
    from app.shell.compose import headless_renderer

    index = LEARN_STEPS[0]
    size = QSize(round(1280 * ui_scale / 1.5), round(720 * ui_scale / 1.5))
    kino = headless_renderer().build_presentation_window(LESSON, index, size, ui_scale)
    try:
        axis = kino.learn_dock.panel.plot.getPlotItem().getAxis("bottom")
        assert axis.label.toPlainText().strip() == "step"
        tick_height = QFontMetricsF(axis.style["tickFont"]).height()
        assert axis.label.boundingRect().height() >= tick_height
    finally:
        dispose(kino)
