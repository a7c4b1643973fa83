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
right. Panels are admitted by priority (lowest first) while they fit; the panels a lesson step is
about (the request's ``subject``) come first, before every other panel of their region, and the
other regions leave room for them, so a small screen leaves out what the step does not point at
(a subject is left out only when even alone it has no room). A bottom dock (Learn mode)
takes its height from the work area, so the plan only says on which side it goes: along the
bottom, or on the right of a short, wide window.
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
# The canvas's least share of the work area beside a dock the step is about (widened towards
# its preferred width: the Code panel on "Try it").
SUBJECT_DOCK_CANVAS_SHARE = 0.27
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
# Below this height (logical px) the Learn dock along the bottom, under the caption, leaves the
# canvas less than its readable height (1080p at 200%, 960 x 540: a 224 px canvas): there it goes
# on the right when the window is wide enough for the dock at its least width beside the canvas
# and the column at their readable widths, and takes what they leave (at most LEARN_RIGHT_SHARE).
LEARN_BESIDE_BELOW_HEIGHT = 600.0


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
        if not self.wide_per_key and not self.wide_base:
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
    dock_widths: the logical width a shown dock already has (absent: the policy picks);
    window: the whole window in physical px, which decides where a bottom dock goes (absent:
    the work area); subject: the panels the step shown is about (a deck step's ``subject``),
    admitted first after the canvas."""

    size: Size
    scale: float
    mode: Mode
    wanted: frozenset[str]
    shape: SceneShape
    rules: tuple[PanelRule, ...]
    banner_height: float = 0.0
    dock_widths: dict[str, float] = field(default_factory=dict)
    window: Size | None = None
    subject: frozenset[str] = frozenset()

    @property
    def logical(self) -> Size:
        return Size(self.size.width / self.scale, self.size.height / self.scale)

    @property
    def logical_window(self) -> Size:
        window = self.window or self.size
        return Size(window.width / self.scale, window.height / self.scale)


@dataclass(frozen=True)
class DockPlace:
    """Where a bottom dock goes: along the bottom, or on the right ``width`` logical px wide."""

    side: Literal["bottom", "right"]
    width: float | None = None


@dataclass(frozen=True)
class LayoutPlan:
    """Every shown panel's rectangle (logical px, in the work area) and the panels left out."""

    work_area: Size
    shown: dict[str, Rect]
    left_out: tuple[str, ...]
    banner: Rect | None
    mode: Mode
    notice: Rect | None = None  # where the line naming what was left out goes
    # Where each bottom dock goes, shown or not (it takes its place when shown).
    bottom_docks: dict[str, DockPlace] = field(default_factory=dict)

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


@dataclass(frozen=True)
class _Frame:
    """What every step of one plan reads: the request in logical px and what follows from it.

    ``reserve``: the height kept along the bottom for the line naming what was left out;
    ``short``: that line would push the canvas below its readable height, so it goes beside
    the canvas (a dock must leave space for both)."""

    request: LayoutRequest
    work_area: Size
    order: dict[str, int]
    by_priority: tuple[PanelRule, ...]
    canvas: PanelRule | None
    canvas_min: Size
    top: float
    reserve: float
    short: bool
    subject: frozenset[str] = frozenset()

    @property
    def shape(self) -> SceneShape:
        return self.request.shape

    def subject_column_needs(self) -> tuple[float, float]:
        """(width, height) the subject's column panels need beside the canvas at their
        readable minimum, (0, 0) without any: what a dock or the bottom line that is not the
        subject must leave them. Their charts count as few (the canvas and they alone), the
        larger of the two heights, so what is left is enough either way."""
        column = [r for r in self.region(Region.COLUMN) if r.name in self.subject]
        if not column:
            return 0.0, 0.0
        column.sort(key=lambda r: self.order[r.name])
        return _column_needs(column, self.shape, self.work_area, self.few(1, column))

    def region(self, region: Region) -> list[PanelRule]:
        """The wanted panels of ``region``, by priority."""
        return [r for r in self.by_priority if r.region is region]

    def few(self, others: int, column: list[PanelRule]) -> bool:
        """Whether the plan shows at most FEW_PANELS panels: its charts are then shown large."""
        return others + len(column) <= FEW_PANELS


def _frame(request: LayoutRequest, reserve: float) -> _Frame:
    work_area = request.logical
    order = {rule.name: i for i, rule in enumerate(request.rules)}
    # Bottom docks are left alone (Region.BOTTOM_DOCK): neither placed nor left out.
    wanted = [
        r for r in request.rules if r.name in request.wanted and r.region is not Region.BOTTOM_DOCK
    ]
    canvas = next((r for r in request.rules if r.region is Region.CANVAS), None)
    canvas_min = canvas.readable_minimum(request.shape) if canvas else Size(0.0, 0.0)
    top = min(request.banner_height, work_area.height / 3)
    subject = frozenset(request.subject) & {r.name for r in wanted}
    return _Frame(
        request=request,
        work_area=work_area,
        order=order,
        # The step's subject first (its own priorities among it), then the rest by priority.
        by_priority=tuple(
            sorted(wanted, key=lambda r: (r.name not in subject, r.priority, order[r.name]))
        ),
        canvas=canvas,
        canvas_min=canvas_min,
        top=top,
        reserve=reserve,
        short=reserve > 0 and work_area.height - top - reserve < canvas_min.height,
        subject=subject,
    )


def _plan(request: LayoutRequest, reserve: float) -> LayoutPlan:
    frame = _frame(request, reserve)
    work_area = frame.work_area
    shown, left_out, main_width = _place_docks(frame)
    # The caption banner along the top of the main area (a dock is beside it, not under it).
    banner = Rect(0.0, 0.0, main_width, frame.top) if frame.top > 0 else None
    bottom_rects, bottom_left_out, bottom = _place_bottom_line(frame, main_width)
    shown |= bottom_rects
    left_out += bottom_left_out
    middle = Size(main_width, bottom - frame.top)
    others = len(shown) + (1 if frame.canvas else 0)
    chosen, column_left_out = _admit_column(frame, middle, others)
    left_out += column_left_out
    notice_x = 0.0
    if frame.canvas is not None:
        canvas_rect, beside = _place_canvas(frame, middle, chosen, others, bottom)
        shown[frame.canvas.name] = canvas_rect
        if beside:
            notice_x = canvas_rect.right + GAP
    if chosen:
        x0 = shown[frame.canvas.name].right + GAP if frame.canvas else 0.0
        column = Rect(x0, frame.top, main_width - x0, middle.height)
        shown |= _place_column(frame, chosen, column, frame.few(others, chosen))
    return LayoutPlan(
        work_area=work_area,
        shown=shown,
        left_out=tuple(sorted(left_out, key=lambda n: frame.order.get(n, 0))),
        banner=banner,
        mode=request.mode,
        notice=(
            Rect(notice_x, work_area.height - reserve, main_width - notice_x, reserve)
            if reserve
            else None
        ),
        bottom_docks=_bottom_dock_places(request),
    )


def _place_docks(frame: _Frame) -> tuple[dict[str, Rect], list[str], float]:
    """The docks on the right, full height, by priority while the main area keeps the
    canvas's readable width (and the left-out line's beside it when ``frame.short``): their
    rectangles, the docks left out, and the main area's width they leave.

    A dock the step is about needs only the canvas's readable width beside it (the line then
    goes below the canvas, _place_canvas); a dock it is not about also leaves the subject's
    column panels their width beside the canvas."""
    work_area = frame.work_area
    main_least = frame.canvas_min.width + (GAP + NOTICE_BESIDE_WIDTH if frame.short else 0.0)
    subject_width, _ = frame.subject_column_needs()
    if subject_width:
        main_least = max(main_least, frame.canvas_min.width + GAP + subject_width)
    shown: dict[str, Rect] = {}
    left_out: list[str] = []
    right = work_area.width
    for rule in frame.region(Region.DOCK):
        width = frame.request.dock_widths.get(rule.name)
        if width is None:
            width = _first_dock_width(rule, work_area.width)
            if rule.name in frame.subject:
                width = _subject_dock_width(frame, rule, width, right)
        least = frame.canvas_min.width if rule.name in frame.subject else main_least
        if width < rule.min_width or right - width < least:
            left_out.append(rule.name)
            continue
        right -= width
        shown[rule.name] = Rect(right, 0.0, width, work_area.height)
    return shown, left_out, right


def _subject_dock_width(frame: _Frame, rule: PanelRule, width: float, right: float) -> float:
    """The first width of a dock the step is about: ``width`` widened towards the width it
    reads well at (``preferred_width``: the Code panel's lines at the body text's size, not
    wrapped) while the main area keeps the canvas's readable width (and SUBJECT_DOCK_CANVAS_SHARE
    of the work area) and every column panel wanted at the width it reads well at beside it
    (nothing is left out or shrunk for it), and at most DOCK_MAX_SHARE of the work area."""
    column = frame.region(Region.COLUMN)
    column_width = _column_wants(column, frame.shape) if column else 0.0
    # The canvas keeps a quarter of the work area too: beside a wide dock at its readable
    # least (240 px) it read as a thumbnail.
    canvas_least = max(frame.canvas_min.width, frame.work_area.width * SUBJECT_DOCK_CANVAS_SHARE)
    main_least = canvas_least + (GAP + column_width if column else 0.0)
    room = min(right - main_least, frame.work_area.width * DOCK_MAX_SHARE)
    return max(width, min(rule.preferred_width(frame.shape), room))


def _first_dock_width(rule: PanelRule, work_width: float) -> float:
    """A dock's width before the user sizes it: about 45 characters of code on a 1600 px
    window, never more than 45% of the work area or DOCK_MAX (the canvas and the bars need
    the rest), never less than its minimum."""
    largest = max(rule.min_width, min(work_width * DOCK_MAX_SHARE, DOCK_MAX))
    return min(max(work_width * DOCK_SHARE, rule.min_width), largest)


def _place_bottom_line(
    frame: _Frame, main_width: float
) -> tuple[dict[str, Rect], list[str], float]:
    """The bottom line (the formula) across the main area, above the reserved notice line,
    while the canvas keeps its readable height above it: the rectangles, the panels left
    out, and the top of what they take (the middle's bottom). A bottom panel the step is not
    about also leaves the subject's column panels their height beside the canvas."""
    shown: dict[str, Rect] = {}
    left_out: list[str] = []
    bottom = frame.work_area.height - frame.reserve
    _, subject_height = frame.subject_column_needs()
    for rule in frame.region(Region.BOTTOM):
        need = rule.readable_minimum(frame.shape)
        least = frame.canvas_min.height
        if rule.name not in frame.subject:
            least = max(least, subject_height)
        if bottom - need.height - frame.top < least or need.width > main_width:
            left_out.append(rule.name)
            continue
        bottom -= need.height
        shown[rule.name] = Rect(0.0, bottom, main_width, need.height)
    return shown, left_out, bottom


def _admit_column(frame: _Frame, middle: Size, others: int) -> tuple[list[PanelRule], list[str]]:
    """The column beside the canvas: panels admitted by priority while the column fits
    beside the canvas's readable width, in the rules' order; and the panels left out."""
    chosen: list[PanelRule] = []
    left_out: list[str] = []
    for rule in frame.region(Region.COLUMN):
        trial = sorted([*chosen, rule], key=lambda r: frame.order[r.name])
        width, height = _column_needs(trial, frame.shape, frame.work_area, frame.few(others, trial))
        if width <= middle.width - frame.canvas_min.width - GAP and height <= middle.height:
            chosen = trial
        else:
            left_out.append(rule.name)
    return chosen, left_out


def _place_canvas(
    frame: _Frame, middle: Size, chosen: list[PanelRule], others: int, bottom: float
) -> tuple[Rect, bool]:
    """The canvas's rectangle, and whether the left-out line sits beside it.

    Square, as tall as the middle allows, leaving the column what it needs. When the line
    naming what was left out would push it below its readable height (no bottom line, which
    keeps the canvas its height), it keeps the whole height, the line beside it."""
    height = middle.height
    beside = frame.short and bottom == frame.work_area.height - frame.reserve
    if beside and not chosen:
        # Beside a canvas as wide as the main area the line is a few characters wide and
        # says nothing ("1 …", the Learn dock on the right at 300%): below, it costs the
        # canvas a little height, kept when the canvas stays near its readable size.
        canvas_min = frame.canvas_min
        narrow = middle.width - max(height + frame.reserve, canvas_min.width) - GAP
        if narrow < NOTICE_BESIDE_WIDTH and height >= NOTICE_BELOW_LEAST * canvas_min.height:
            beside = False
    if beside:
        height += frame.reserve
    if chosen:
        side = _canvas_side_beside(frame, middle, chosen, frame.few(others, chosen))
    else:
        side = max(height, frame.canvas_min.width) if beside else middle.width
    return Rect(0.0, frame.top, side, height), beside


def _canvas_side_beside(frame: _Frame, middle: Size, chosen: list[PanelRule], few: bool) -> float:
    """The canvas's width beside the column ``chosen``: at most CANVAS_SHARE of the middle
    and what the column leaves at its readable minimum. A column that reads better wider
    (many keys' bar numbers) takes width from the canvas when the canvas keeps at least
    CANVAS_LEAST_SHARE of the main area; a screen too narrow for that keeps the canvas (part
    of the width would not bring the numbers back, and the canvas's labels need the room)."""
    need_width, _ = _column_needs(chosen, frame.shape, frame.work_area, few)
    side = min(middle.height, middle.width * CANVAS_SHARE, middle.width - need_width - GAP)
    wants = _column_wants(chosen, frame.shape)
    if middle.width - wants - GAP >= middle.width * CANVAS_LEAST_SHARE:
        side = min(side, middle.width - wants - GAP)
    return max(side, frame.canvas_min.width)


def _place_column(
    frame: _Frame, chosen: list[PanelRule], column: Rect, few: bool
) -> dict[str, Rect]:
    """The rectangles of the column's panels: rows top to bottom, each row as tall as its
    tallest readable minimum plus its share of the spare height; panels side by side in a
    row get their minimum width and an equal share of the rest."""
    shape = frame.shape
    rows = _rows(chosen)
    heights = _row_heights(rows, frame, column, few)
    shown: dict[str, Rect] = {}
    y = column.y + MARGIN
    width = column.width - 2 * MARGIN
    for row, height in zip(rows, heights, strict=True):
        mins = [r.readable_minimum(shape).width for r in row]
        free = width - sum(mins) - GAP * (len(row) - 1)
        x = column.x + MARGIN
        for rule, least in zip(row, mins, strict=True):
            panel_width = least + free / len(row)
            shown[rule.name] = Rect(x, y, panel_width, height)
            x += panel_width + GAP
        y += height + GAP
    return shown


def _row_heights(
    rows: list[list[PanelRule]], frame: _Frame, column: Rect, few: bool
) -> list[float]:
    """Each row's height: its readable minimum and a share of the column's spare height by
    the rows' ``grow``."""
    heights = [
        max(_minimum_height(r, frame.shape, frame.work_area, few) for r in row) for row in rows
    ]
    inner = column.height - 2 * MARGIN - GAP * (len(rows) - 1)
    spare = max(inner - sum(heights), 0.0)
    grows = [max(r.grow for r in row) for row in rows]
    if not any(grows):
        # No chart to take the spare height (the scores alone, the outputs alone): the
        # panels shown take it in equal shares and draw larger, rather than leave the
        # column's lower part empty.
        grows = [1.0] * len(rows)
    total_grow = sum(grows)
    return [h + spare * g / total_grow for h, g in zip(heights, grows, strict=True)]


def _bottom_dock_places(request: LayoutRequest) -> dict[str, DockPlace]:
    """Where each bottom dock goes on the request's window: along the bottom, where its plot
    is wide; on the right of a window too short for it below the caption and the canvas
    (LEARN_BELOW_LEAST_HEIGHT), taking LEARN_RIGHT_SHARE of the window's width; or on the right
    of a window short enough that below it would leave the canvas a thumbnail
    (LEARN_BESIDE_BELOW_HEIGHT) and wide enough for it beside the canvas and the column, taking
    what they leave. Decided from the window alone, so moving the dock never changes it."""
    window = request.logical_window
    places: dict[str, DockPlace] = {}
    for rule in request.rules:
        if rule.region is not Region.BOTTOM_DOCK:
            continue
        place = DockPlace("bottom")
        if window.height < LEARN_BELOW_LEAST_HEIGHT and window.width > window.height:
            place = DockPlace("right", window.width * LEARN_RIGHT_SHARE)
        elif window.height < LEARN_BESIDE_BELOW_HEIGHT:
            # GAP: the dock's separator (a few px) comes out of the main area.
            room = window.width - _main_width_beside_a_dock(request, window) - GAP
            if room >= rule.min_width:
                place = DockPlace("right", min(room, window.width * LEARN_RIGHT_SHARE))
        places[rule.name] = place
    return places


def _main_width_beside_a_dock(request: LayoutRequest, window: Size) -> float:
    """The width the canvas and the column of the panels wanted need at their readable
    minimums, side by side (the canvas alone without a column)."""
    canvas = next((r for r in request.rules if r.region is Region.CANVAS), None)
    least = canvas.readable_minimum(request.shape).width if canvas is not None else 0.0
    column = [r for r in request.rules if r.region is Region.COLUMN and r.name in request.wanted]
    if not column:
        return least
    width, _ = _column_needs(column, request.shape, window, few=False)
    return least + GAP + width
