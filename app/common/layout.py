"""The layout policy: which panels the window has space for, and where they go.

One pure function, ``plan_layout``, with no Qt in it: from the work area (the window's, in
logical pixels, that is physical size divided by the UI scale), the mode (desk or presenting),
the panels wanted, the scene's shape (queries x keys) and the docks, to a plan that names every
panel shown with its rectangle and every panel left out. A panel that does not fit at its
readable minimum is left out, never squeezed; the plan says which, so the window can say so in
one quiet line. ``app/shell/layout_apply.py`` is the only code that turns a plan into widget
geometry.

The arrangement: the canvas on the left (a square as tall as the work area allows, at most 48% of
the width while panels sit beside it), the column of panels on its right (rows top to bottom in the
order the rules are given; panels that share a ``row`` sit side by side), the formula line along
the bottom, a caption banner along the top while a deck step is shown, and the code dock on the
right. Panels are admitted by priority (lowest first) while they fit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Literal

Mode = Literal["desk", "presenting"]

GAP = 8.0  # logical px between panels
MARGIN = 6.0  # logical px around the column
CANVAS_SHARE = 0.48  # the canvas's largest share of the width while panels sit beside it
# The canvas's least share of the width when a panel beside it wants more than its readable
# minimum (twelve keys' bar numbers at the ticks' size): the numbers are the lesson, but the
# canvas is what the room looks at.
CANVAS_LEAST_SHARE = 0.36
# A chart that is one of at most this many shown panels gets a plot at least this share of the
# work area's height: a lesson step that shows few panels shows them large.
FEW_PANELS = 3
FEW_PANELS_PLOT_SHARE = 1 / 5
DOCK_SHARE, DOCK_MAX_SHARE, DOCK_MAX = 0.28, 0.45, 560.0
NOTICE_HEIGHT = 26.0  # the line naming what was left out, along the bottom
# The line's least width when it sits beside the canvas (its short form, two panels named).
NOTICE_BESIDE_WIDTH = 280.0
# With no room beside the canvas for it, the line goes below a canvas at least this share of
# its readable height.
NOTICE_BELOW_LEAST = 0.8
# The line's English templates (app/shell/layout_apply.py holds their translations).
LEFT_OUT_PRESENTING = "{panels} left out: no room at this size (V to choose, Ctrl+- makes room)"
LEFT_OUT_DESK = "{panels} hidden: no room (enlarge the window or press Ctrl+-)"
# Shorter forms, for a line too narrow for the above (a large scale beside a dock).
LEFT_OUT_PRESENTING_SHORT = "{panels} left out (V to choose)"
LEFT_OUT_DESK_SHORT = "{panels} hidden: no room"
LIST_AND = "{names} and {last}"
# The Learn dock lies along the bottom, where its plot is wide. On a window shorter than this
# (logical px: a 1080p projector at 300% is 360 tall) a dock along the bottom left the caption
# clipped and the canvas a thumbnail, so on a wide, short window it goes on the right.
LEARN_BELOW_LEAST_HEIGHT = 420.0
LEARN_RIGHT_SHARE = 0.5  # the window's width the Learn dock takes on the right


class Region(Enum):
    CANVAS = "canvas"
    COLUMN = "column"
    BOTTOM = "bottom"
    DOCK = "dock"
    # A dock along the bottom (Learn mode): the policy leaves it alone. It takes its height
    # from the panel area, which the window measures with it docked, so the work area the
    # policy is given is already what it leaves; the window shows it when it is wanted.
    BOTTOM_DOCK = "bottom_dock"


@dataclass(frozen=True)
class SceneShape:
    """What a panel's readable size depends on: the number of queries and keys."""

    n_queries: int = 1
    n_keys: int = 4


@dataclass(frozen=True)
class Size:
    width: float
    height: float


@dataclass(frozen=True)
class Rect:
    """A rectangle in logical pixels, (x, y) its top left corner."""

    x: float
    y: float
    width: float
    height: float

    @property
    def bottom(self) -> float:
        return self.y + self.height

    @property
    def right(self) -> float:
        return self.x + self.width


@dataclass(frozen=True)
class PanelRule:
    """What the policy knows of a panel: where it goes and its readable minimum (logical px).

    The readable minimum grows with the scene: ``per_key_*`` for each key, ``per_query_*`` for
    each query, ``several_queries_height`` once when there is more than one query (a row of
    per-query swatches). ``chart_decoration`` is the height a chart spends on its title and
    axis (the plot area is the rest). ``grow`` is the panel's share of spare height (0: it keeps its
    minimum height).
    """

    name: str
    region: Region
    min_width: float
    min_height: float
    priority: int
    row: str | None = None
    grow: float = 0.0
    per_key_width: float = 0.0
    per_key_height: float = 0.0
    per_query_height: float = 0.0
    several_queries_height: float = 0.0
    chart_decoration: float | None = None  # None: not a chart
    # The width the panel reads well at (numbers at the axis ticks' size): ``wide_base`` plus
    # ``wide_per_key`` for each key; the canvas gives up width for it, down to
    # CANVAS_LEAST_SHARE of the main area (0: the readable minimum is enough).
    wide_base: float = 0.0
    wide_per_key: float = 0.0

    def preferred_width(self, shape: SceneShape) -> float:
        least = self.readable_minimum(shape).width
        if not self.wide_per_key:
            return least
        return max(least, self.wide_base + self.wide_per_key * shape.n_keys)

    def readable_minimum(self, shape: SceneShape) -> Size:
        return Size(
            self.min_width + self.per_key_width * shape.n_keys,
            self.min_height
            + self.per_key_height * shape.n_keys
            + self.per_query_height * shape.n_queries
            + (self.several_queries_height if shape.n_queries > 1 else 0.0),
        )


@dataclass(frozen=True)
class LayoutRequest:
    """size: the work area (central view plus docked panels) in physical px; scale: the UI
    scale; banner_height: the caption banner's height in logical px (0: no banner);
    dock_widths: the logical width a shown dock already has (absent: the policy picks)."""

    size: Size
    scale: float
    mode: Mode
    wanted: frozenset[str]
    shape: SceneShape
    rules: tuple[PanelRule, ...]
    banner_height: float = 0.0
    dock_widths: dict[str, float] = field(default_factory=dict)

    @property
    def logical(self) -> Size:
        return Size(self.size.width / self.scale, self.size.height / self.scale)


@dataclass(frozen=True)
class LayoutPlan:
    """Every shown panel's rectangle (logical px, in the work area) and the panels left out."""

    work_area: Size
    shown: dict[str, Rect]
    left_out: tuple[str, ...]
    banner: Rect | None
    mode: Mode
    notice: Rect | None = None  # where the line naming what was left out goes

    def left_out_text(
        self,
        words: Callable[[str], str] = str,
        names: Callable[[str], str] | None = None,
        short: bool = False,
    ) -> str:
        """One quiet line naming what was left out and what makes space, in words that work in
        this mode (presenting hides the menus: it never points at them). ``words`` turns each
        English template into the language shown (the shell passes Qt's translation), ``names``
        a panel's name into the word shown (default: "attention map"); ``short`` asks for the
        shorter form, for a narrow line."""
        if not self.left_out:
            return ""
        names = [(names or _spaced)(name) for name in self.left_out]
        listed = names[0]
        if len(names) > 1:
            listed = words(LIST_AND).format(names=", ".join(names[:-1]), last=names[-1])
        templates = {
            (False, "presenting"): LEFT_OUT_PRESENTING,
            (False, "desk"): LEFT_OUT_DESK,
            (True, "presenting"): LEFT_OUT_PRESENTING_SHORT,
            (True, "desk"): LEFT_OUT_DESK_SHORT,
        }
        return words(templates[(short, self.mode)]).format(panels=listed)


def learn_dock_side(window: Size) -> Literal["bottom", "right"]:
    """Where the Learn dock goes on a window of ``window`` logical px: along the bottom, or on
    the right when the window is too short for it below the caption and the canvas."""
    if window.height < LEARN_BELOW_LEAST_HEIGHT and window.width > window.height:
        return "right"
    return "bottom"


def _spaced(name: str) -> str:
    return name.replace("_", " ")


def _rows(rules: list[PanelRule]) -> list[list[PanelRule]]:
    """The column's rows in order: panels sharing a ``row`` key sit side by side."""
    rows: list[list[PanelRule]] = []
    by_key: dict[str, list[PanelRule]] = {}
    for rule in rules:
        if rule.row is not None and rule.row in by_key:
            by_key[rule.row].append(rule)
            continue
        row = [rule]
        rows.append(row)
        if rule.row is not None:
            by_key[rule.row] = row
    return rows


def _minimum_height(rule: PanelRule, shape: SceneShape, work_area: Size, few: bool) -> float:
    height = rule.readable_minimum(shape).height
    if few and rule.chart_decoration is not None:
        height = max(height, work_area.height * FEW_PANELS_PLOT_SHARE + rule.chart_decoration)
    return height


def _column_needs(
    rules: list[PanelRule], shape: SceneShape, work_area: Size, few: bool
) -> tuple[float, float]:
    """(width, height) the column needs for ``rules`` at their readable minimum."""
    rows = _rows(rules)
    width = max(
        (sum(r.readable_minimum(shape).width for r in row) + GAP * (len(row) - 1) for row in rows),
        default=0.0,
    )
    height = sum(max(_minimum_height(r, shape, work_area, few) for r in row) for row in rows)
    return width + 2 * MARGIN, height + GAP * max(len(rows) - 1, 0) + 2 * MARGIN


def _column_wants(rules: list[PanelRule], shape: SceneShape) -> float:
    """The width the column reads well at: its widest row of preferred widths."""
    rows = _rows(rules)
    width = max(
        (sum(r.preferred_width(shape) for r in row) + GAP * (len(row) - 1) for row in rows),
        default=0.0,
    )
    return width + 2 * MARGIN


def plan_layout(request: LayoutRequest) -> LayoutPlan:
    """The plan for ``request``: see the module's docstring. When something is left out, a
    line along the bottom is kept free to say so (and the panels are planned without it)."""
    plan = _plan(request, reserve=0.0)
    if not plan.left_out:
        return plan
    return _plan(request, reserve=NOTICE_HEIGHT)


def _plan(request: LayoutRequest, reserve: float) -> LayoutPlan:
    work_area = request.logical
    shape = request.shape
    order = {rule.name: i for i, rule in enumerate(request.rules)}
    # Bottom docks are left alone (Region.BOTTOM_DOCK): neither placed nor left out.
    wanted = [
        r for r in request.rules if r.name in request.wanted and r.region is not Region.BOTTOM_DOCK
    ]
    by_priority = sorted(wanted, key=lambda r: (r.priority, order[r.name]))
    canvas = next((r for r in request.rules if r.region is Region.CANVAS), None)
    canvas_min = canvas.readable_minimum(shape) if canvas else Size(0.0, 0.0)
    shown: dict[str, Rect] = {}
    left_out: list[str] = []

    top = min(request.banner_height, work_area.height / 3)

    # Docks on the right, full height. When the line naming what was left out would push the
    # canvas below its readable height (a tall caption banner at a large scale), the line goes
    # beside the canvas: a dock must leave space for both.
    short = reserve > 0 and work_area.height - top - reserve < canvas_min.height
    main_least = canvas_min.width + (GAP + NOTICE_BESIDE_WIDTH if short else 0.0)
    right = work_area.width
    for rule in (r for r in by_priority if r.region is Region.DOCK):
        width = request.dock_widths.get(rule.name)
        if width is None:
            # About 45 characters of code on a 1600 px window, never more than 45% of the
            # work area or DOCK_MAX: the canvas and the bars need the rest.
            largest = max(rule.min_width, min(work_area.width * DOCK_MAX_SHARE, DOCK_MAX))
            width = min(max(work_area.width * DOCK_SHARE, rule.min_width), largest)
        if width < rule.min_width or right - width < main_least:
            left_out.append(rule.name)
            continue
        right -= width
        shown[rule.name] = Rect(right, 0.0, width, work_area.height)
    main_width = right
    # The caption banner along the top of the main area (a dock is beside it, not under it).
    banner = Rect(0.0, 0.0, main_width, top) if top > 0 else None

    # The bottom line (the formula), across the main area, above the reserved notice line.
    bottom = work_area.height - reserve
    for rule in (r for r in by_priority if r.region is Region.BOTTOM):
        need = rule.readable_minimum(shape)
        if bottom - need.height - top < canvas_min.height or need.width > main_width:
            left_out.append(rule.name)
            continue
        bottom -= need.height
        shown[rule.name] = Rect(0.0, bottom, main_width, need.height)
    middle = Size(main_width, bottom - top)

    # The column beside the canvas: admit panels by priority while they fit.
    others = len(shown) + (1 if canvas else 0)
    chosen: list[PanelRule] = []
    for rule in (r for r in by_priority if r.region is Region.COLUMN):
        trial = sorted([*chosen, rule], key=lambda r: order[r.name])
        few = others + len(trial) <= FEW_PANELS
        width, height = _column_needs(trial, shape, work_area, few)
        if width <= middle.width - canvas_min.width - GAP and height <= middle.height:
            chosen = trial
        else:
            left_out.append(rule.name)

    # The canvas: square, as tall as the work area allows, leaving the column what it needs. When
    # the line naming what was left out would push it below its readable height (no bottom
    # line, which keeps the canvas its height), it keeps the whole height, the line beside it.
    notice_x = 0.0
    if canvas is not None:
        height = middle.height
        beside = short and bottom == work_area.height - reserve
        if beside and not chosen:
            # Beside a canvas as wide as the main area the line is a few characters wide and
            # says nothing ("1 …", the Learn dock on the right at 300%): below, it costs the
            # canvas a little height, kept when the canvas stays near its readable size.
            narrow = main_width - max(height + reserve, canvas_min.width) - GAP
            if narrow < NOTICE_BESIDE_WIDTH and height >= NOTICE_BELOW_LEAST * canvas_min.height:
                beside = False
        if beside:
            height += reserve
        if chosen:
            few = others + len(chosen) <= FEW_PANELS
            need_width, _ = _column_needs(chosen, shape, work_area, few)
            side = min(middle.height, middle.width * CANVAS_SHARE, middle.width - need_width - GAP)
            # A column that reads better wider (many keys' bar numbers) takes width from the
            # canvas when the canvas keeps at least CANVAS_LEAST_SHARE of the main area; a
            # screen too narrow for that keeps the canvas (part of the width would not bring
            # the numbers back, and the canvas's labels need the room).
            wants = _column_wants(chosen, shape)
            if middle.width - wants - GAP >= middle.width * CANVAS_LEAST_SHARE:
                side = min(side, middle.width - wants - GAP)
            side = max(side, canvas_min.width)
        else:
            side = max(height, canvas_min.width) if beside else middle.width
        shown[canvas.name] = Rect(0.0, top, side, height)
        if beside:
            notice_x = side + GAP

    if chosen:
        few = others + len(chosen) <= FEW_PANELS
        x0 = shown[canvas.name].right + GAP if canvas else 0.0
        column = Rect(x0, top, main_width - x0, middle.height)
        rows = _rows(chosen)
        heights = [max(_minimum_height(r, shape, work_area, few) for r in row) for row in rows]
        inner = column.height - 2 * MARGIN - GAP * (len(rows) - 1)
        spare = max(inner - sum(heights), 0.0)
        grows = [max(r.grow for r in row) for row in rows]
        if not any(grows):
            # No chart to take the spare height (the scores alone, the outputs alone): the
            # panels shown take it in equal shares and draw larger, rather than leave the
            # column's lower part empty.
            grows = [1.0] * len(rows)
        total_grow = sum(grows)
        if total_grow > 0:
            heights = [h + spare * g / total_grow for h, g in zip(heights, grows, strict=True)]
        y = column.y + MARGIN
        width = column.width - 2 * MARGIN
        for row, height in zip(rows, heights, strict=True):
            mins = [r.readable_minimum(shape).width for r in row]
            free = width - sum(mins) - GAP * (len(row) - 1)
            x = column.x + MARGIN
            for rule, least in zip(row, mins, strict=True):
                # Side by side, each panel gets its minimum and an equal share of the rest.
                panel_width = least + free / len(row)
                shown[rule.name] = Rect(x, y, panel_width, height)
                x += panel_width + GAP
            y += height + GAP

    return LayoutPlan(
        work_area=work_area,
        shown=shown,
        left_out=tuple(sorted(left_out, key=lambda n: order.get(n, 0))),
        banner=banner,
        mode=request.mode,
        notice=(
            Rect(notice_x, work_area.height - reserve, main_width - notice_x, reserve)
            if reserve
            else None
        ),
    )
