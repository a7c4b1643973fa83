"""The layout policy as a table: every screen, scale, mode, preset and deck step, with no window.

For each case the plan must: show every panel at or above its readable minimum (none squeezed),
leave out exactly what it does not show of what was wanted, keep shown panels apart and inside
the work area, and give every chart a plot at least a fifth of its height when it is one of
at most three panels. The deck's steps are read from the built-in lesson file, not listed here.
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import replace

import pytest

from app.common.layout import (
    CANVAS_LEAST_SHARE,
    FEW_PANELS,
    FEW_PANELS_PLOT_SHARE,
    MARGIN,
    NOTICE_BELOW_LEAST,
    DockPlace,
    LayoutPlan,
    LayoutRequest,
    PanelRule,
    Rect,
    Region,
    SceneShape,
    Size,
    plan_layout,
)
from app.panels.registry import PANELS
from kino_core.deck import load_lesson
from kino_core.presets import list_presets, load_preset
from kino_core.scene import MAX_KEYS, MAX_QUERIES

SCREENS = [
    ((1920, 1080), 1.0),
    ((1920, 1080), 1.5),
    ((1920, 1080), 2.0),
    ((1920, 1080), 3.0),
    ((1280, 720), 1.0),
    ((1280, 720), 1.5),
    ((1024, 640), 1.0),
    ((3840, 2160), 2.0),
    ((3840, 2160), 3.0),
]
MODES = ("desk", "presenting")
# While presenting a deck step the caption banner takes about a sixth of the height.
BANNER_SHARE = 1 / 6
# Every panel the policy places (a bottom dock it leaves alone: see the test below).
EVERY_PANEL = frozenset(s.name for s in PANELS if s.rule.region is not Region.BOTTOM_DOCK)


@functools.cache
def cases() -> tuple[tuple[str, frozenset[str], SceneShape], ...]:
    """(name, panels wanted, scene shape) for every preset, every deck step and 8 x 12."""
    found = []
    for info in list_presets():
        snapshot = load_preset(info.name)
        scene = snapshot.scene
        found.append(
            (
                f"preset {info.name}",
                frozenset(snapshot.view.panels),
                SceneShape(len(scene.queries), len(scene.keys)),
            )
        )
    for number, step in enumerate(load_lesson().steps, start=1):
        scene = step.scene
        found.append(
            (
                f"step {number}",
                frozenset(step.panels),
                SceneShape(len(scene.queries), len(scene.keys)),
            )
        )
    found.append(("8 x 12, every panel", EVERY_PANEL - {"code"}, SceneShape(MAX_QUERIES, MAX_KEYS)))
    found.append(
        ("8 x 12, map and canvas", frozenset({"canvas", "attention_map"}), SceneShape(8, 12))
    )
    found.append(("every panel and the code", EVERY_PANEL, SceneShape(1, 4)))
    return tuple(found)


def request(size, scale, mode, wanted, shape, banner_share=BANNER_SHARE) -> LayoutRequest:
    width, height = size
    banner = height / scale * banner_share if mode == "presenting" else 0.0
    return LayoutRequest(
        size=Size(width, height),
        scale=scale,
        mode=mode,
        wanted=wanted,
        shape=shape,
        rules=PANELS.rules(),
        banner_height=banner,
    )


def overlap(a: Rect, b: Rect) -> bool:
    eps = 1e-6
    return (
        a.x < b.right - eps
        and b.x < a.right - eps
        and a.y < b.bottom - eps
        and b.y < a.bottom - eps
    )


def check_plan(plan: LayoutPlan, wanted: frozenset[str], shape: SceneShape) -> None:
    work_area = plan.work_area
    assert set(plan.shown) | set(plan.left_out) == wanted
    assert (plan.notice is not None) == bool(plan.left_out)
    assert not set(plan.shown) & set(plan.left_out)
    assert "canvas" in plan.shown
    for name, rect in plan.shown.items():
        rule = PANELS[name].rule
        least = rule.readable_minimum(shape)
        assert rect.width >= least.width - 1e-6, (name, rect, least)
        assert rect.height >= least.height - 1e-6, (name, rect, least)
        assert rect.x >= -1e-6 and rect.y >= -1e-6, (name, rect)
        assert rect.right <= work_area.width + 1e-6 and rect.bottom <= work_area.height + 1e-6, (
            name,
            rect,
        )
        if plan.banner is not None:
            assert not overlap(rect, plan.banner), name
        if plan.notice is not None:
            assert not overlap(rect, plan.notice), name
    for (a, ra), (b, rb) in itertools.combinations(plan.shown.items(), 2):
        assert not overlap(ra, rb), (a, ra, b, rb)
    if len(plan.shown) <= FEW_PANELS:
        for name, rect in plan.shown.items():
            decoration = PANELS[name].rule.chart_decoration
            if decoration is not None:
                plot = rect.height - decoration
                assert plot >= work_area.height * FEW_PANELS_PLOT_SHARE - 1e-6, (name, plot)


@pytest.mark.parametrize(("size", "scale"), SCREENS, ids=lambda v: str(v))
@pytest.mark.parametrize("mode", MODES)
def test_every_case_is_laid_out_readably(size, scale, mode):
    for name, wanted, shape in cases():
        plan = plan_layout(request(size, scale, mode, wanted, shape))
        try:
            check_plan(plan, wanted, shape)
        except AssertionError as error:
            raise AssertionError(f"{name} at {size} x {scale} {mode}: {error}") from None


@pytest.mark.parametrize(("size", "scale"), SCREENS, ids=lambda v: str(v))
def test_a_caption_banner_of_a_third_leaves_every_panel_readable(size, scale):
    """The banner takes up to a third of the height (a long caption at 300%; in the desk
    window too while a deck is open): the canvas still gets its readable height, the line
    naming what was left out moving beside it when below it there is no room."""
    for name, wanted, shape in cases():
        plan = plan_layout(request(size, scale, "presenting", wanted, shape, banner_share=1 / 3))
        try:
            check_plan(plan, wanted, shape)
        except AssertionError as error:
            raise AssertionError(f"{name} at {size} x {scale}: {error}") from None


def test_under_a_tall_banner_the_left_out_line_goes_beside_the_canvas():
    """1080p at 300% (640x360 logical) under a banner of a third: below the 240 px canvas
    there is no room for the line, so it sits under the column; a dock that would leave no
    space for it beside the canvas is left out instead."""
    wanted = frozenset({"canvas", "weights", "scores", "code"})
    plan = plan_layout(request((1920, 1080), 3.0, "presenting", wanted, SceneShape(), 1 / 3))
    canvas, notice = plan.shown["canvas"], plan.notice
    assert plan.left_out and notice is not None
    assert canvas.height >= 240 and notice.x >= canvas.right
    assert notice.width >= 280 and notice.bottom == plan.work_area.height
    assert "code" in plan.left_out
    # With space below the canvas the line spans the bottom as before.
    spacious = plan_layout(request((1920, 1080), 2.0, "presenting", wanted, SceneShape(8, 12)))
    assert spacious.notice is not None and spacious.notice.x == 0


def test_the_readouts_outrank_the_saturation_plot():
    """The lesson's "dividing by √d" step on 1080p at 200% has space for one of the two: its
    caption reads the gradient signal (the readouts), none reads the plot."""
    step = next(s for s in load_lesson().steps if {"readouts", "saturation"} <= s.panels)
    shape = SceneShape(len(step.scene.queries), len(step.scene.keys))
    plan = plan_layout(
        request((1920, 1080), 2.0, "presenting", frozenset(step.panels), shape, 119 / 540)
    )
    assert "readouts" in plan.shown and "weights" in plan.shown
    assert plan.left_out == ("saturation",)


def test_the_common_lecture_setting_shows_the_saturation_charts_large():
    """1080p presenting at 150%: the saturation step's charts are not squeezed (issue 10 saw
    them at about 40 px); a chart shown is at least its readable minimum, never less."""
    step = next(s for s in load_lesson().steps if "saturation" in s.panels)
    shape = SceneShape(len(step.scene.queries), len(step.scene.keys))
    plan = plan_layout(request((1920, 1080), 1.5, "presenting", frozenset(step.panels), shape))
    assert "weights" in plan.shown and "saturation" in plan.shown
    for name in ("weights", "saturation"):
        rule = PANELS[name].rule
        assert plan.shown[name].height - rule.chart_decoration >= 80


def test_a_panel_that_does_not_fit_is_left_out_and_named_without_menus_while_presenting():
    wanted = EVERY_PANEL - {"code"}
    plan = plan_layout(request((1280, 720), 1.5, "presenting", wanted, SceneShape(8, 12)))
    assert plan.left_out
    text = plan.left_out_text()
    for name in plan.left_out:
        assert name.replace("_", " ") in text
    assert "menu" not in text.lower() and "View" not in text
    assert "V to choose" in text  # the panel picker, the presenting way to choose panels
    desk = plan_layout(request((1024, 640), 1.0, "desk", wanted, SceneShape(8, 12)))
    assert desk.left_out and desk.left_out_text()
    assert "V to choose" not in desk.left_out_text()  # V is bound only while presenting


def canvas_and_two(height: float, first: int, second: int) -> LayoutRequest:
    """A 900 x ``height`` desk wanting a canvas and two 200-px-tall column panels, "first"
    (priority ``first``) above "second" (priority ``second``): at 300 one of them fits."""
    rules = (
        PanelRule("canvas", Region.CANVAS, 240, 240, 0),
        PanelRule("first", Region.COLUMN, 200, 200, first),
        PanelRule("second", Region.COLUMN, 200, 200, second),
    )
    wanted = frozenset({"canvas", "first", "second"})
    return LayoutRequest(Size(900, height), 1.0, "desk", wanted, SceneShape(), rules)


def test_priority_decides_what_stays_and_order_decides_where():
    """Short of space, the panel with the lower priority number stays, whatever its place."""
    plan = plan_layout(canvas_and_two(300, first=2, second=1))
    assert "second" in plan.shown and plan.left_out == ("first",)
    spacious = plan_layout(canvas_and_two(600, first=2, second=1))
    assert spacious.left_out == ()
    assert spacious.shown["first"].y < spacious.shown["second"].y  # the rules' order, top to bottom


def test_the_same_request_gives_the_same_plan():
    args = ((1920, 1080), 2.0, "presenting", EVERY_PANEL, SceneShape(3, 7))
    assert plan_layout(request(*args)) == plan_layout(request(*args))


def test_the_policy_module_has_no_qt():
    import ast
    from pathlib import Path

    source = Path(__file__).resolve().parents[1] / "app" / "common" / "layout.py"
    tree = ast.parse(source.read_text(encoding="utf-8"))
    names = [
        node.module if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    ]
    assert not [
        n for n in names if n and ("PySide6" in n or "pyqtgraph" in n or n.startswith("app"))
    ]


def test_dock_and_canvas_regions_are_the_registrys():
    assert PANELS["canvas"].rule.region is Region.CANVAS
    assert PANELS["code"].rule.region is Region.DOCK
    assert PANELS["learn"].rule.region is Region.BOTTOM_DOCK


def test_the_policy_leaves_a_bottom_dock_alone():
    """Learn mode docks along the bottom: the window measures the panel area with it docked,
    so the policy neither places it nor names it left out, and plans the rest as without it."""
    for size, scale in SCREENS:
        without = request(size, scale, "desk", EVERY_PANEL, SceneShape(2, 5))
        plan = plan_layout(replace(without, wanted=EVERY_PANEL | {"learn"}))
        assert "learn" not in plan.shown and "learn" not in plan.left_out
        assert plan == plan_layout(without)


def unused_column_height(plan: LayoutPlan) -> float:
    """How much of the column beside the canvas no panel takes (logical px): free space that
    should have gone to what the step shows. 0 without a column."""
    regions = {name: PANELS[name].rule.region for name in plan.shown}
    column = [r for name, r in plan.shown.items() if regions[name] is Region.COLUMN]
    if not column:
        return 0.0
    below = [r.y for name, r in plan.shown.items() if regions[name] is Region.BOTTOM]
    floor = min([*below, plan.notice.y if plan.notice else plan.work_area.height])
    return max(floor - MARGIN - max(r.bottom for r in column), 0.0)


@pytest.mark.parametrize(("size", "scale"), SCREENS, ids=lambda v: str(v))
def test_free_height_goes_to_the_panels_the_step_shows(size, scale):
    """A step that shows the scores or the outputs alone beside the canvas once left most of
    the column empty (step 2 at 1080p 200%: 125 of 409 px used): the panels shown take it."""
    for mode in MODES:
        for name, wanted, shape in cases():
            plan = plan_layout(request(size, scale, mode, wanted, shape))
            unused = unused_column_height(plan)
            assert unused < 1.0, f"{name} {mode}: {unused:.0f} px of the column unused"


def test_many_keys_widen_the_weights_at_the_canvas_expense_down_to_its_least_share():
    """Twelve keys' bar numbers need a wider weights row than four keys' (issue 29, item 5:
    preset 9 at 1600x1000 had no y ticks and 8 pt numbers): the canvas gives up width for it,
    never below CANVAS_LEAST_SHARE of the main area."""
    wanted = frozenset({"canvas", "weights", "scores", "formula"})
    four = plan_layout(request((1600, 1000), 1.0, "desk", wanted, SceneShape(1, 4)))
    twelve = plan_layout(request((1600, 1000), 1.0, "desk", wanted, SceneShape(1, 12)))
    weights = PANELS["weights"].rule
    assert weights.preferred_width(SceneShape(1, 12)) > weights.preferred_width(SceneShape(1, 4))
    assert twelve.shown["weights"].width > four.shown["weights"].width
    assert twelve.shown["weights"].width >= weights.preferred_width(SceneShape(1, 12))
    assert four.shown["canvas"].width > twelve.shown["canvas"].width
    assert twelve.shown["canvas"].width >= CANVAS_LEAST_SHARE * 1600 - 1
    # On a screen too narrow to give the weights that width, the canvas keeps its own.
    for size in ((1024, 640), (960, 540)):
        narrow = plan_layout(request(size, 1.0, "desk", wanted, SceneShape(1, 12)))
        as_before = plan_layout(request(size, 1.0, "desk", wanted, SceneShape(1, 4)))
        assert narrow.shown["canvas"].width == as_before.shown["canvas"].width
        assert "weights" in narrow.shown


def learn_dock_place(
    window: tuple[int, int], frame_height: int, scale: float, wanted: frozenset[str]
) -> DockPlace:
    """Where the plan puts the Learn dock while presenting ``wanted`` in a ``window`` whose
    work area is its size less ``frame_height`` (logical px)."""
    work_area = Size(window[0], window[1] - frame_height)
    request = LayoutRequest(
        work_area, scale, "presenting", wanted, SceneShape(), PANELS.rules(), window=Size(*window)
    )
    return plan_layout(request).bottom_docks["learn"]


def test_the_learn_dock_goes_right_only_on_a_short_wide_window():
    """The plan says where the Learn dock goes, from the window's shape (logical px), shown
    or not: on the right of a window too short for it below the caption and the canvas."""

    def place(window: tuple[int, int], scale: float, learn: bool = True):
        wanted = frozenset({"canvas", "weights"} | ({"learn"} if learn else set()))
        # 100 px of the window's height for the menus and a dock along the bottom.
        return learn_dock_place(window, 100, scale, wanted)

    assert place((1920, 1080), 3.0) == DockPlace("right", 320)  # 1080p at 300%: 640 x 360
    assert place((1920, 1080), 3.0, learn=False).side == "right"  # where it goes when shown
    assert place((1280, 720), 1.5).side == "bottom"  # 853 x 480
    assert place((1920, 1080), 1.0).side == "bottom"
    assert place((300, 380), 1.0).side == "bottom"  # short but narrow: no room beside


def test_a_line_too_narrow_beside_the_canvas_goes_below_it():
    """The Learn dock on the right at 300% leaves the main area 320 logical px wide: beside
    the canvas the line was a few characters ("1 …"); below a canvas kept near its readable
    height it names what was left out."""
    wanted = frozenset({"canvas", "weights"})
    plan = plan_layout(
        request((960, 1080), 3.0, "presenting", wanted, SceneShape(), banner_share=100 / 360)
    )
    notice, canvas = plan.notice, plan.shown["canvas"]
    assert plan.left_out == ("weights",) and notice is not None
    assert notice.x == 0 and notice.width == plan.work_area.width
    assert notice.y >= canvas.bottom
    assert canvas.height >= 0.8 * 240


def _lesson_step_request(number: int, size=(1920, 1080), scale=3.0, banner=118.0):
    """A request for step ``number`` of the built-in lesson, presenting, with its subject."""
    step = load_lesson().steps[number - 1]
    shape = SceneShape(len(step.scene.queries), len(step.scene.keys))
    base = request(size, scale, "presenting", frozenset(step.panels), shape)
    return step, replace(base, banner_height=banner, subject=step.subject)


@pytest.mark.parametrize("number", [4, 6, 8, 9, 11, 12, 16])
def test_the_step_s_subject_is_never_the_panel_left_out_at_300_percent(number):
    """1080p at 300% is 640 x 360 logical, a third of it the caption: the steps whose subject
    was left out (issue 29) show it at its readable size and leave out other panels."""
    step, subject_request = _lesson_step_request(number)
    assert step.subject, f"step {number} names its subject"
    plan = plan_layout(subject_request)
    if any(PANELS[name].rule.region is Region.DOCK for name in step.subject):
        # The Code panel keeps its width beside the canvas: the line naming what was left out
        # goes below the canvas, kept at NOTICE_BELOW_LEAST of its readable height.
        canvas, notice = plan.shown["canvas"], plan.notice
        assert canvas.height >= NOTICE_BELOW_LEAST * PANELS["canvas"].rule.min_height
        assert notice is not None and notice.y >= canvas.bottom
    else:
        check_plan(plan, frozenset(step.panels), subject_request.shape)
    for name in step.subject:
        assert name in plan.shown and name not in plan.left_out, (number, name, plan.left_out)
    assert plan.left_out  # the room is short: something else gave way
    # Without its subject the same request leaves the subject out (what the room saw).
    without = plan_layout(replace(subject_request, subject=frozenset()))
    assert set(step.subject) & set(without.left_out)


def test_a_subject_comes_first_whatever_its_priority():
    short = canvas_and_two(300, first=1, second=2)
    assert plan_layout(short).left_out == ("second",)
    about_second = plan_layout(replace(short, subject=frozenset({"second"})))
    assert "second" in about_second.shown and about_second.left_out == ("first",)
    # A subject the request does not want is no subject: the plan is as without one.
    assert plan_layout(replace(short, subject=frozenset({"code"}))) == plan_layout(short)
    # With room for both, the subject changes nothing: order decides where.
    roomy = replace(short, size=Size(900, 600))
    assert plan_layout(replace(roomy, subject=frozenset({"second"}))) == plan_layout(roomy)


def test_a_dock_not_about_the_step_leaves_its_subject_room():
    """The code dock is placed before the column: a step about a column panel keeps it, and
    the dock gives way instead."""
    wanted = frozenset({"canvas", "readouts", "code", "formula"})
    base = request((1920, 1080), 3.0, "presenting", wanted, SceneShape(), banner_share=0.0)
    plan = plan_layout(replace(base, subject=frozenset({"readouts"})))
    assert "readouts" in plan.shown and "code" in plan.left_out
    assert "readouts" in plan_layout(base).left_out  # the dock took its width before


def test_a_dock_the_step_is_about_widens_into_room_the_others_do_not_need():
    """Step 16 ("Try it") at 1280x720: the Code dock was 320 px of 1280, its lines wrapped,
    beside a canvas half as wide again as the room needs. The dock the step is about widens
    towards the width its code reads at, while the canvas keeps a quarter of the width and
    the weights their preferred width; without the room (1024x640) it keeps about its first
    width and the weights stay; a step not about it does not widen it."""
    wanted = frozenset({"canvas", "weights", "code"})
    roomy = request((1280, 720), 1.0, "presenting", wanted, SceneShape())
    about_code = plan_layout(replace(roomy, subject=frozenset({"code"})))
    plain = plan_layout(roomy)
    assert about_code.shown["code"].width >= 500 > plain.shown["code"].width
    assert about_code.shown["canvas"].width >= 1280 / 4
    weights = PANELS["weights"].rule
    assert about_code.shown["weights"].width >= weights.preferred_width(SceneShape())
    assert about_code.left_out == ()
    small = request((1024, 640), 1.0, "presenting", wanted, SceneShape())
    small_plan = plan_layout(replace(small, subject=frozenset({"code"})))
    assert small_plan.left_out == ()
    assert small_plan.shown["code"].width < plan_layout(small).shown["code"].width + 16
    # A width the user gave the dock is kept, subject or not.
    dragged = replace(roomy, subject=frozenset({"code"}), dock_widths={"code": 400.0})
    assert plan_layout(dragged).shown["code"].width == 400.0


def test_the_learn_dock_goes_right_where_below_it_would_leave_a_thumbnail_canvas():
    """1080p at 200% is 960 x 540 logical: the Learn dock along the bottom, under the caption,
    left a 224 px canvas; on the right, beside the canvas and the weights at their readable
    widths, it leaves the canvas its readable height. A window too narrow for that keeps it
    along the bottom (1280x720 at 150%), and a tall one too (1080p at 150%)."""

    def place(window, scale, wanted=frozenset({"canvas", "weights", "learn"})):
        return learn_dock_place(window, 200, scale, wanted)

    right = place((1920, 1080), 2.0)
    assert right.side == "right" and right.width is not None
    assert PANELS["learn"].rule.min_width <= right.width <= 960 * 0.5
    weights = PANELS["weights"].rule.min_width + 2 * MARGIN
    assert 960 - right.width >= PANELS["canvas"].rule.min_width + 8 + weights
    assert place((1280, 720), 1.5).side == "bottom"  # 853 x 480: no room beside
    assert place((1920, 1080), 1.5).side == "bottom"  # 1280 x 720: room below
