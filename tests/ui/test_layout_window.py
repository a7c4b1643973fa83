"""The real window at the layout matrix's sizes: no shown panel below its readable size.

The policy's table test (tests/test_layout_policy.py) checks the plans; this checks that the
window applies them: every widget shown has at least the readable size its panel declares, in
physical pixels, and what the plan leaves out is hidden and named on screen.
"""

from __future__ import annotations

from PySide6.QtCore import QSize

from app.common.layout import Region, SceneShape, Size
from app.common.theme import THEMES, Style
from app.shell.layout_apply import LeftOutLine
from kino_core.deck import load_lesson
from kino_core.presets import load_preset
from kino_core.scene import MAX_KEYS, MAX_QUERIES, add_key, add_query

from ..test_layout_policy import SCREENS


def scenes_and_views():
    """The panels of every deck step, a preset's map, and a scene of 8 queries x 12 keys, as
    (scene, the distinct views to show it with): what the layout depends on is the scene's
    shape and the panels wanted, so one scene per shape is enough."""
    steps = load_lesson().steps
    by_shape: dict[tuple[int, int], tuple] = {}
    for step in steps:
        shape = (len(step.scene.queries), len(step.scene.keys))
        scene, views = by_shape.get(shape, (step.scene, []))
        if step.view("light") not in views:
            views.append(step.view("light"))
        by_shape[shape] = (scene, views)
    found = list(by_shape.values())
    matrix = load_preset("translation-matrix")
    scene = matrix.scene
    while len(scene.queries) < MAX_QUERIES:
        scene = add_query(scene, 0.5 * len(scene.queries), -1.0)
    while len(scene.keys) < MAX_KEYS:
        scene = add_key(scene, -2.5 + 0.4 * len(scene.keys), 2.5)
    every = matrix.view.with_panel("scores").with_panel("readouts").with_panel("saturation")
    found.append((scene, [matrix.view, every]))
    return found


def fit_view(kino, size: QSize) -> None:
    """Give the window's panel area exactly ``size`` and lay it out. The window is not on
    screen, so nothing is painted: this checks the layout, fast."""
    kino.window.centralWidget().resize(size)
    kino.layout.relayout()


def test_no_shown_panel_is_below_its_readable_size(qtbot):
    from app.shell.compose import build_app

    kino = build_app()
    qtbot.addWidget(kino.window)
    kino.files.session_enabled = False
    kino.window.setMinimumSize(1, 1)
    cases = scenes_and_views()
    for (width, height), scale in SCREENS:
        kino.style.apply_style(Style(theme=THEMES["light"], scale=scale))
        for mode in ("desk", "presenting"):
            kino.layout.set_mode(mode)
            fit_view(kino, QSize(width, height))
            assert kino.window.centralWidget().size() == QSize(width, height)
            for scene, views in cases:
                kino.document.reset(scene)
                for view in views:
                    kino.layout.set_view_state(view)
                    check(kino, f"{width}x{height} at {scale:g} {mode}, {scene.title!r}")
    kino.layout.set_mode("desk")


def check(kino, where: str) -> None:
    plan = kino.layout.plan
    for name, widget in kino.panels.items():
        if name not in plan.shown:
            assert widget.isHidden(), (where, name)
            continue
        # The panel's readable minimum for the scene shown, in physical pixels.
        scene, scale = kino.document.scene, kino.style.ui_style.scale
        shape = SceneShape(len(scene.queries), len(scene.keys))
        least = kino.registry[name].rule.readable_minimum(shape)
        least = Size(least.width * scale, least.height * scale)
        assert not widget.isHidden(), (where, name)
        if kino.registry[name].rule.region is Region.DOCK:
            # A window never shown has no dock layout (Qt keeps a dock's first width until the
            # window is laid out): check the width relayout asks resizeDocks for, the plan's.
            # (The lesson's "Try it" step shows the Code panel, so this case is in the matrix.)
            rect, scale = plan.shown[name], kino.style.ui_style.scale
            assert rect.width * scale >= least.width - 1, (where, name, rect)
            assert rect.height * scale >= least.height - 1, (where, name, rect)
            continue
        assert widget.width() >= least.width - 1, (where, name, widget.size())
        assert widget.height() >= least.height - 1, (where, name, widget.size())
    chip = kino.window.findChild(LeftOutLine)
    assert chip.isHidden() == (not plan.left_out), where
    if chip.text() == chip.count_text(plan):
        # Too narrow to name them: how many (and, presenting, V to choose them).
        assert f"{len(plan.left_out)} panels" in chip.text(), where
        return
    for name in plan.left_out:
        assert name.replace("_", " ") in chip.text(), where
