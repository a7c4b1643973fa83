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


def _texts_of(axis) -> list:
    """The tick labels an axis draws, as rectangles in the plot widget's pixels."""
    from PySide6.QtGui import QImage, QPainter

    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        _axis, _ticks, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [(axis.mapRectToScene(rect), text) for rect, _flags, text in texts]


# 1080p at 150% and 300%, 960x540 at 200% (the review's three screens), as the lesson's pictures
# lay them out.
SCREENS = {
    "1080p-150": ("1280x720", 1.5),
    "1080p-200": ("960x540", 2.0),
    "1080p-300": ("640x360", 3.0),
}


@pytest.mark.parametrize("screen", SCREENS)
def test_the_learn_plots_show_the_scaled_loss_falling_and_every_axis_label_whole(qapp, screen):
    """Step 13: the scaled loss falls by 23% over most of the loss plot's height (on one log
    axis with the gradients, 1 … 10⁻⁵, it looked flat), and at every scale each axis draws its
    first and last ticks, whole inside the plot, and its title clear of the tick labels."""
    from app.render.headless import dispose

    index = [s.title for s in LESSON.steps].index("Scaled, the query learns")
    kino = _presented(index, *SCREENS[screen])
    try:
        panel = kino.learn_dock.panel
        scene = kino.document.scene
        scaled = learn(scene, 0, scene.keys[1].rgb).scaled
        assert scaled.loss_drop == pytest.approx(0.23, abs=0.005)
        view = panel.plot.getPlotItem().getViewBox()
        box = view.sceneBoundingRect()
        start, end = (view.mapViewToScene(p) for p in _points(panel.curves[("loss", "scaled")]))
        assert end.y() - start.y() > 0.6 * box.height(), "the fall is most of the plot's height"
        assert box.height() >= 50 * kino.style.ui_style.scale  # readable from the back row
        for plot in (panel.plot, panel.gradient_plot):
            item = plot.getPlotItem()
            whole = item.mapRectToScene(item.boundingRect())
            bottom = item.getAxis("bottom")
            steps = _texts_of(bottom)
            assert [t for _r, t in steps][:: len(steps) - 1] == ["0", "200"]
            left = _texts_of(item.getAxis("left"))
            assert left, "the y axis has tick labels"
            title = bottom.label.mapRectToScene(bottom.label.boundingRect())
            ink = title.adjusted(0, title.height() * 0.2, 0, -title.height() * 0.2)
            for rect, text in steps + left:
                assert whole.contains(rect), f"{text} is cut at the plot's edge"
                assert not ink.intersects(rect), f"the axis title sits on {text}"
    finally:
        dispose(kino)


def _presented(index: int, size_text: str, scale: float):
    """Step ``index`` presented as ``--export … --size size_text --scale scale`` lays it out."""
    from app.render.headless import deck_ui_scale, scaled_size
    from app.shell.compose import headless_renderer

    return headless_renderer().build_presentation_window(
        LESSON, index, scaled_size(size_text, scale), ui_scale=deck_ui_scale(size_text, scale)
    )


def _points(curve):
    from PySide6.QtCore import QPointF

    x, y = curve.getData()
    return QPointF(x[0], y[0]), QPointF(x[-1], y[-1])


@pytest.mark.parametrize("screen", SCREENS)
def test_the_scaled_ghost_at_the_canvas_edge_is_whole_inside_the_frame(qapp, screen):
    """Step 13: the scaled ghost climbs to y = 3, where positions stop (kino_core.learn clamps
    to the canvas), and slides along it. It was drawn centred on the frame's top line, half
    outside the plot; the frame keeps the view's margin, so the ghost is whole inside it."""
    from app.render.headless import dispose
    from kino_core.scene import CANVAS_LIMIT

    index = [s.title for s in LESSON.steps].index("Scaled, the query learns")
    kino = _presented(index, *SCREENS[screen])
    try:
        canvas, ghost = kino.canvas, kino.learn_dock.panel.ghosts["scaled"]
        x, y = (float(v[0]) for v in ghost.getData())
        assert y == CANVAS_LIMIT  # at the edge, where the descent stops
        centre = canvas.data_to_viewport(x, y)
        radius = ghost.opts["size"] / 2 + ghost.opts["pen"].widthF() / 2
        inside = canvas.label_frame_rect()  # inside the drawn frame's line
        assert centre.y() - radius >= inside.top()
        assert inside.left() <= centre.x() - radius and centre.x() + radius <= inside.right()
    finally:
        dispose(kino)
