"""Where the canvas puts each vector's label: plain arithmetic on pixel boxes, no Qt.

A box is (left, top, right, bottom) in viewport pixels, y pointing down.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

Box = tuple[float, float, float, float]
Mark = tuple[float, float, float, float]  # label width, height, margin, dot extent
Segment = tuple[float, float, float, float]  # x0, y0, x1, y1

# A label reads as another vector's when that vector's dot is this much nearer its middle.
CLEARLY_NEARER = 0.6

# The eight directions tried around a dot, in eighths of a turn from "away from the origin".
_TURNS = (0, 1, -1, 2, -2, 3, -3, 4)


def distance_to_box(box: Box, x: float, y: float) -> float:
    """How far the point (x, y) is from the box (left, top, right, bottom); 0 inside."""
    dx = max(box[0] - x, 0.0, x - box[2])
    dy = max(box[1] - y, 0.0, y - box[3])
    return math.hypot(dx, dy)


def head_box(centre: tuple[float, float], origin: tuple[float, float], head: tuple) -> Box:
    """The box of an arrow head whose tip stops ``head``'s gap short of the dot at ``centre``,
    its arrow starting at ``origin``; ``head`` is (gap, length, width) in pixels. The head's
    own box, turned with its arrow, and a pixel around."""
    (cx, cy), (ox, oy) = centre, origin
    head_gap, head_length, head_width = head
    length = math.hypot(cx - ox, cy - oy) or 1.0
    ux, uy = (cx - ox) / length, (cy - oy) / length
    back = head_gap + head_length / 2
    hx, hy = cx - ux * back, cy - uy * back
    half_x = head_length / 2 * abs(ux) + head_width / 2 * abs(uy) + 1
    half_y = head_length / 2 * abs(uy) + head_width / 2 * abs(ux) + 1
    return (hx - half_x, hy - half_y, hx + half_x, hy + half_y)


def place_labels(
    centres: Sequence[tuple[float, float]],
    directions: Sequence[tuple[float, float]],
    marks: Sequence[Mark],
    obstacles: Sequence[Box],
    frame: Box,
    inner: Box,
    line: float,
    gap: float,
    selected: int | None,
    only: Sequence[int] | None = None,
    shafts: Sequence[Segment] = (),
    first: Sequence[int] = (),
    own_only: bool = False,
    across_ok: bool = True,
) -> list[Box | None]:
    """Each label's ink box beside its dot, or None where it has no free place.

    ``centres``: each vector's dot centre (n pairs, pixels); ``directions``: each vector's
    (x, y) in canvas units, y up (n pairs: the side "away from the origin"); ``marks``: each
    label's (width, height, margin, dot extent) in pixels (n quadruples; the margin is not
    used here); ``obstacles``: boxes no label may touch (arrow heads, the origin);
    ``frame``: the box every label stays inside; ``inner``: the drawn square's inside clear
    of its border line, ``line`` the border line's width around it: a label is inside it or
    wholly outside the line; ``gap``: how far a label stands off its dot's edge; ``selected``:
    the selected vector's slot, or None; ``only``: the slots to place (None: all), the
    others get None (a second pass for the labels a first one left out, at a smaller size,
    with the first pass's boxes among the obstacles); ``shafts``: each vector's arrow as a
    segment (x0, y0, x1, y1) in slot order, or none: a label lies across another vector's
    arrow (where it reads as that arrow's) only when it has no other place nearer its own
    dot than any other; ``first``: slots placed right after the selected one (the ones an
    earlier try left out: a label near the frame has few places, and a roomier one placed
    before it may take its only one); ``own_only``: only places that read as the label's own
    (nearer its dot than any other), never a last resort (``arrange_labels`` tries a
    smaller size and a leader line first); ``across_ok``: False, never across another
    vector's arrow. Returns n boxes (or None) in slot order.

    Each label goes where it collides with no other label, dot or obstacle and stays inside
    the frame: away from the origin if that is free, else the first free of seven more
    directions around the dot, then the same a line further out (a free place nearer its
    own dot than any other first). A label with no free place is left out, never drawn over
    something.

    Who keeps a label when the canvas is crowded, deterministically: the selected vector's
    first (it is what the user is moving or reading, and placed first it only competes with
    dots, heads and the frame), then the others in slot order (queries, then keys): a query
    is what the weights are about, and the same scene always shows the same labels, whether
    placed by a drag or a fresh render."""
    dots = dot_boxes(centres, marks)
    # Two labels side by side keep a space apart, or "J" and "q7" read as "Jq7".
    space = 0.3 * max((m[1] for m in marks), default=0.0)
    sides = Sides(frame, inner, line)
    # Each arrow's extent, for the quick part of the test whether a label crosses it.
    arrows = _arrows(shafts)
    placed: list[Box] = []
    boxes: list[Box | None] = [None] * len(centres)
    for slot in placing_order(len(centres), selected, first, only):
        w, h, _margin, clearance = marks[slot]
        label = Seat(centres[slot], base_angle(directions[slot]), w, h, clearance, gap)
        region, reach = label.region(_SELECTED_STEPS if slot == selected else _STEPS)
        blockers, crossed, others = surroundings(
            slot, region, reach, dots, [*obstacles, *placed], arrows, centres
        )
        best = choose_place(
            label, sides, blockers, crossed, others, slot == selected, own_only, across_ok
        )
        if best is None:
            continue
        boxes[slot] = best
        placed.append((best[0] - space, best[1], best[2] + space, best[3]))
    return boxes


def surroundings(
    slot: int,
    region: Box,
    reach: float,
    dots: Sequence[Box],
    obstacles: Sequence[Box],
    arrows: Sequence[tuple[float, ...]],
    centres: Sequence[tuple[float, float]],
) -> tuple[list[Box], list[tuple[float, ...]], list[tuple[float, float]]]:
    """What label ``slot``'s places, all inside ``region`` and within ``reach`` pixels of any
    of their points, can meet: the boxes it must not touch (the other dots, ``obstacles``),
    the other vectors' ``arrows`` (segment and extent) and the other dot centres near enough
    to be nearer one of its places than its own dot. The rest cannot change where it goes,
    so each place tried is tested against a few, not all."""
    rx0, ry0, rx1, ry1 = region
    blockers = [
        b
        for other, b in enumerate(dots)
        if other != slot and rx0 < b[2] and b[0] < rx1 and ry0 < b[3] and b[1] < ry1
    ]
    blockers += near(region, obstacles)
    crossed = [
        arrow
        for other, arrow in enumerate(arrows)
        if other != slot and arrow[6] > rx0 and arrow[4] < rx1 and arrow[7] > ry0 and arrow[5] < ry1
    ]
    ox0, oy0, ox1, oy1 = rx0 - reach, ry0 - reach, rx1 + reach, ry1 + reach
    others = [
        (x, y)
        for other, (x, y) in enumerate(centres)
        if other != slot and ox0 <= x <= ox1 and oy0 <= y <= oy1
    ]
    return blockers, crossed, others


def dot_boxes(centres: Sequence[tuple[float, float]], marks: Sequence[Mark]) -> list[Box]:
    """Each vector's dot (or ring) as a box, a pixel or two around its painted extent
    (``marks``' 4th field, pixels): a label keeps off every dot but its own, which its
    distance clears."""
    dots: list[Box] = []
    for slot, (cx, cy) in enumerate(centres):
        r = marks[slot][3] + 2
        dots.append((cx - r, cy - r, cx + r, cy + r))
    return dots


def placing_order(
    count: int, selected: int | None, first: Sequence[int], only: Sequence[int] | None
) -> list[int]:
    """The slots in the order their labels are placed: the selected one, then ``first``,
    then the rest in slot order; only those in ``only`` (None: all ``count``)."""
    order = [selected] if selected is not None else []
    order += [slot for slot in first if slot != selected]
    order += [slot for slot in range(count) if slot != selected and slot not in first]
    if only is not None:
        wanted = set(only)
        order = [slot for slot in order if slot in wanted]
    return order


def base_angle(direction: tuple[float, float]) -> float:
    """The angle (radians, y up) pointing away from the origin along ``direction`` (canvas
    units); up-right for a vector at the origin."""
    vx, vy = direction
    length = math.hypot(vx, vy)
    return math.atan2(vy, vx) if length > 1e-9 else math.pi / 4


def near(region: Box, boxes: Sequence[Box]) -> list[Box]:
    """The boxes that share area with ``region`` (a label anywhere in it can touch only
    these): one test per box instead of one per box and place tried."""
    x0, y0, x1, y1 = region
    return [b for b in boxes if x0 < b[2] and b[0] < x1 and y0 < b[3] and b[1] < y1]


# A candidate place: outside the frame, on the square's border line, or fine.
OUTSIDE, ON_LINE, CLEAR = 0, 1, 2


class Sides:
    """Where a label may be: inside ``frame``, and inside ``inner`` (the drawn square clear
    of its border line) or wholly outside the ``line`` (pixels wide) around it."""

    __slots__ = ("frame", "inner", "outer")

    def __init__(self, frame: Box, inner: Box, line: float) -> None:
        self.frame = frame
        self.inner = inner
        ix0, iy0, ix1, iy1 = inner
        self.outer = (ix0 - line, iy0 - line, ix1 + line, iy1 + line)

    @classmethod
    def of(cls, frame: Box, inner: Box, outer: Box) -> Sides:
        """The sides whose border line spans ``inner`` to ``outer``."""
        sides = cls.__new__(cls)
        sides.frame, sides.inner, sides.outer = frame, inner, outer
        return sides

    def judge(self, box: Box) -> int:
        """OUTSIDE the frame, ON_LINE (across the border line) or CLEAR."""
        left, top, right, bottom = box
        fx0, fy0, fx1, fy1 = self.frame
        if left < fx0 or top < fy0 or right > fx1 or bottom > fy1:
            return OUTSIDE
        bx0, by0, bx1, by1 = self.outer
        if left < bx1 and bx0 < right and top < by1 and by0 < bottom:
            ix0, iy0, ix1, iy1 = self.inner
            if left < ix0 or top < iy0 or right > ix1 or bottom > iy1:
                return ON_LINE
        return CLEAR


class Seat:
    """One label's places around its dot: ``centre`` (pixels), ``base`` the angle away from
    the origin (radians, y up), the label ``w`` x ``h`` pixels, ``clearance`` its dot's
    painted extent and ``gap`` how far it stands off it (pixels)."""

    __slots__ = ("centre", "base", "w", "h", "clearance", "gap")

    def __init__(
        self,
        centre: tuple[float, float],
        base: float,
        w: float,
        h: float,
        clearance: float,
        gap: float,
    ) -> None:
        self.centre, self.base = centre, base
        self.w, self.h, self.clearance, self.gap = w, h, clearance, gap

    def ring(
        self, step: float, sides: Sides, turns: tuple[float, ...] = _TURNS
    ) -> tuple[tuple[Box, int], ...]:
        """The places ``step`` lines out, one per eighth of a turn of ``turns`` from the
        direction away from the origin, each with where it is (``sides.judge``). Cached: a
        drag moves one vector, the others' rings stay."""
        cx, cy = self.centre
        args = (cx, cy, self.base, self.w, self.h, self.clearance, self.gap, step)
        return _ring(*args, sides.frame, sides.inner, sides.outer, turns)

    def region(self, steps: int) -> tuple[Box, float]:
        """A box holding every place up to ``steps - 1`` lines out, and how far from the dot
        any point of such a place can be (bounds, a pixel more; pixels). A place t along
        its direction touches the point t from the centre and spans at most w x h from it;
        t is at most ``along`` (the side of the direction nearer an axis, 1/1.5 of it or
        more, clears the dot) plus the lines out."""
        reach = self.clearance + 2
        along = max(self.clearance + self.gap, (reach + 0.5 * max(self.w, self.h)) * 1.5)
        t = along + (steps - 1) * abs(self.h + self.gap) + 1
        cx, cy = self.centre
        region = (cx - t - self.w, cy - t - self.h, cx + t + self.w, cy + t + self.h)
        return region, t + math.hypot(self.w, self.h) + 1


@functools.lru_cache(maxsize=4096)
def _ring(
    cx: float,
    cy: float,
    base: float,
    w: float,
    h: float,
    clearance: float,
    gap: float,
    step: float,
    frame: Box,
    inner: Box,
    outer: Box,
    turns: tuple[float, ...],
) -> tuple[tuple[Box, int], ...]:
    sides = Sides.of(frame, inner, outer)
    boxes = (
        _candidate(cx, cy, base + turn * math.pi / 4, w, h, clearance, gap, step) for turn in turns
    )
    return tuple((box, sides.judge(box)) for box in boxes)


def _candidate(
    cx: float,
    cy: float,
    angle: float,
    w: float,
    h: float,
    clearance: float,
    gap: float,
    step: float,
) -> Box:
    """The w x h box ``step`` lines out from the dot at (cx, cy) in the direction ``angle``
    (radians, y up), far enough along it that the box clears the square around the dot (or
    ring), ``clearance`` + 2 pixels: its near side or its near top/bottom beyond it,
    whichever is nearer."""
    ux, uy = math.cos(angle), -math.sin(angle)  # screen y points down
    reach = clearance + 2
    abs_x, abs_y = abs(ux), abs(uy)
    along = math.inf
    if abs_x > 1e-6:
        along = (reach + w * (0.5 - 0.5 * abs_x)) / abs_x
    if abs_y > 1e-6:
        along = min(along, (reach + h * (0.5 - 0.5 * abs_y)) / abs_y)
    t = max(clearance + gap, along) + step * (h + gap)
    left = cx + ux * t - w * (0.5 - 0.5 * ux)
    top = cy + uy * t - h * (0.5 - 0.5 * uy)
    return (left, top, left + w, top + h)


def _tries(is_selected: bool, own_only: bool = False) -> list[tuple[float, int, bool]]:
    """(step, index into _TURNS, strict) in the order they are tried. Eight directions
    beside the dot, then the same eight a line further out. The selected vector's label
    looks further out (it is the one being read), and as a last resort may read
    ambiguously or cross the border line rather than be left out: its ring marks it."""
    if not is_selected:
        return _PLAIN_TRIES
    return _SELECTED_STRICT_TRIES if own_only else _SELECTED_TRIES


_STEPS, _SELECTED_STEPS = 2, 4
_PLAIN_TRIES = [(step, i, True) for step in range(_STEPS) for i in range(len(_TURNS))]
# The selected label's own places, half a line apart: whole lines missed the gap between a
# Learn ghost framing the query and the square's border line (step 13 at 960 x 540 and 200%:
# "q" there at full size, not small two lines out).
_SELECTED_STRICT_TRIES = [
    (half / 2, i, True) for half in range(2 * _SELECTED_STEPS - 1) for i in range(len(_TURNS))
]
_SELECTED_TRIES = [
    (step, i, strict)
    for strict in (True, False)
    for step in range(_SELECTED_STEPS)
    for i in range(len(_TURNS))
]


def choose_place(
    label: Seat,
    sides: Sides,
    blockers: Sequence[Box],
    crossed: Sequence[tuple[float, ...]],
    others: Sequence[tuple[float, float]],
    is_selected: bool,
    own_only: bool = False,
    across_ok: bool = True,
) -> Box | None:
    """The first free place of ``label`` (off every box of ``blockers`` and inside
    ``sides``) that is nearer its own dot than any of ``others`` (dot centres) and off every
    arrow of ``crossed``; failing that, the first whose middle is not clearly nearer another
    dot, then one across an arrow (nearest its own dot), then, for the selected one, any
    free place beside its dot; None if there is none. ``own_only``: only a place nearer
    its own dot than any other (off the arrows, else across one); ``across_ok``: False, never
    one across an arrow."""
    cx, cy = label.centre
    fallback = loose = across = None
    rings: dict[int, tuple[tuple[Box, int], ...]] = {}
    for step, turn, strict in _tries(is_selected, own_only):
        if not strict and (fallback or loose or across) is not None:
            break  # a place off the border line was found: no need to cross it
        ring = rings.get(step)
        if ring is None:
            ring = rings[step] = label.ring(step, sides)
        box, where = ring[turn]
        if where == OUTSIDE or (where == ON_LINE and strict):
            continue
        left, top, right, bottom = box
        # Boxes that share area (touching edges do not count), tested inline: this runs
        # for every candidate of every label on every move of a drag.
        for b in blockers:
            if left < b[2] and b[0] < right and top < b[3] and b[1] < bottom:
                break
        else:
            if crossed and _crosses_any(crossed, left, top, right, bottom):
                # Across another vector's arrow: kept only if no place off the arrows is
                # found, only where it is nearer its own dot than any other, and only across
                # one (a long name across four arrows of a fan reads as none's: 8 x 12 at
                # 1080p, 200%; a smaller place or one with a leader is tried then).
                if (
                    across is None
                    and across_ok
                    and _nearest_own(box, cx, cy, others)
                    and _crossings(crossed, left, top, right, bottom) == 1
                ):
                    across = box
                continue
            # A label nearer another vector's dot than its own reads as that vector's
            # ("q1" beside q2): a place whose box is nearer its own dot than any other
            # first; else one whose middle is not clearly nearer another dot (as the eye
            # pairs a word with a dot); else none, and the label is left out (selecting
            # the vector shows it).
            if _nearest_own(box, cx, cy, others):
                return box
            if own_only:
                continue
            if fallback is None and _middle_not_clearly_nearer(box, cx, cy, others):
                fallback = box
            if loose is None and is_selected and step <= 1:
                # The selected one's: its ring marks it, but only beside its dot; two
                # lines out it reads as a neighbour's and takes that neighbour's place.
                loose = box
    return across or fallback or loose


def _nearest_own(box: Box, cx: float, cy: float, others: Sequence[tuple[float, float]]) -> bool:
    """Whether ``box`` is at least as near its own dot (cx, cy) as any of ``others``: what
    distance_to_box says, inline (this runs for every free place tried)."""
    left, top, right, bottom = box
    dx = left - cx if cx < left else (cx - right if cx > right else 0.0)
    dy = top - cy if cy < top else (cy - bottom if cy > bottom else 0.0)
    own = math.hypot(dx, dy)
    for x, y in others:
        dx = left - x if x < left else (x - right if x > right else 0.0)
        dy = top - y if y < top else (y - bottom if y > bottom else 0.0)
        if math.hypot(dx, dy) < own:
            return False
    return True


def _middle_not_clearly_nearer(
    box: Box, cx: float, cy: float, others: Sequence[tuple[float, float]]
) -> bool:
    """Whether no dot of ``others`` is clearly nearer ``box``'s middle than its own dot
    (CLEARLY_NEARER of its distance)."""
    mx, my = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    middle = math.hypot(mx - cx, my - cy) * CLEARLY_NEARER
    return all(math.hypot(mx - x, my - y) >= middle for x, y in others)


def _crossings(
    arrows: Sequence[tuple[float, ...]], left: float, top: float, right: float, bottom: float
) -> int:
    """How many of ``arrows`` (as ``_crosses_any`` reads them) pass through the box's inside."""
    return sum(_crosses_any([arrow], left, top, right, bottom) for arrow in arrows)


def _crosses_any(
    arrows: Sequence[tuple[float, ...]], left: float, top: float, right: float, bottom: float
) -> bool:
    """Whether any arrow passes through the box's inside (touching its edge does not count):
    the box's corners on both sides of the arrow's line, within the arrow's extent. Each of
    ``arrows`` is a segment (x0, y0, x1, y1) followed by its extent (left, top, right,
    bottom)."""
    for x0, y0, x1, y1, lo_x, lo_y, hi_x, hi_y in arrows:
        if hi_x <= left or lo_x >= right or hi_y <= top or lo_y >= bottom:
            continue
        dx, dy = x1 - x0, y1 - y0
        corners = (
            dx * (top - y0) - dy * (left - x0),
            dx * (top - y0) - dy * (right - x0),
            dx * (bottom - y0) - dy * (left - x0),
            dx * (bottom - y0) - dy * (right - x0),
        )
        if min(corners) < 0 < max(corners):
            return True
    return False


# -- every label, at its size, smaller, or with a leader ------------------------------------

# A label that reads as no one's beside its dot stands up to this many lines out, joined to its
# dot by a leader line: on 8 queries x 12 keys at 200% a row of keys 40 px apart has no room
# for their names beside them, and a name over the row with a line to its dot reads.
LEADER_STEPS = 5
# ... in sixteen directions (those of _TURNS first, then the ones between).
_LEADER_TURNS = (*_TURNS, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 3.5, -3.5)


@dataclass(frozen=True)
class Placement:
    """Where one label goes: its ink ``box`` (pixels), whether it is drawn at the ``small``
    size (and, smaller still, ``tiny``: then ``small`` is set too), and its ``leader`` line
    (x0, y0, x1, y1: from its dot's edge to the box) or None."""

    box: Box
    small: bool = False
    leader: Segment | None = None
    tiny: bool = False


@dataclass(frozen=True)
class LabelRoom:
    """What the labels are placed among, as ``place_labels`` takes it (pixels): dot
    ``centres``, vector ``directions`` (canvas units), ``obstacles``, the ``frame``, the
    square's ``inner`` side and border ``line``, the ``gap`` off a dot, the ``selected`` slot
    and each vector's arrow as a segment (``shafts``)."""

    centres: Sequence[tuple[float, float]]
    directions: Sequence[tuple[float, float]]
    obstacles: Sequence[Box]
    frame: Box
    inner: Box
    line: float
    gap: float
    selected: int | None
    shafts: Sequence[Segment] = ()


def arrange_labels(
    room: LabelRoom,
    marks: Sequence[Mark],
    small_marks: Sequence[Mark],
    tiny_marks: Sequence[Mark] | None = None,
    quick: bool = False,
) -> list[Placement | None]:
    """Every label's place, or None for one with no room at all: beside its dot where it
    reads as its own (``place_labels``), else at the ``small_marks`` size right beside its
    dot, else (small) further out with a leader line to its dot (``place_leaders``), else
    anywhere near its dot on a fine grid of places, small and then at the ``tiny_marks``
    size, with a leader (``place_anywhere``). Never a place that reads as another vector's,
    on the square's border line, on another label, a dot, an arrow head or an arrow, or out
    of the frame. When some find no place beside their dot, once more with those placed
    first (a label near the frame has few places, and a roomier one placed before it may
    take its only one: 'chat' at 300% on the 4 x 4 scene), kept if it leaves fewer without;
    only on a crowded canvas, so a drag's usual move places once. The leaders come last,
    once: they cost the most. If some are still left out, once more with every label at
    the ``tiny_marks`` size, kept if it leaves fewer out.

    ``quick``: only the cheap stages (beside its dot at either size, and the selected one's
    last resort), for the moves of a drag: the leaders, the fine grid and the tiny pass cost
    a crowded canvas's move several milliseconds (8 x 12 at 4K, 150%: p99 8 to 14 ms), and
    the caller places once more without ``quick`` when the drag ends."""
    placements = _arrange(room, marks, small_marks, tiny_marks, quick=quick)
    if quick:
        return placements
    if tiny_marks is not None and None in placements:
        # Every name at the smallest size: on 8 x 12 at 960 x 540 and 200% the row of keys
        # 17 px apart has room for its names only in two rows of the smallest above it.
        tiny = [
            None if p is None else replace(p, small=True, tiny=True)
            for p in _arrange(room, tiny_marks, tiny_marks, tiny_marks)
        ]
        if _left_out(tiny, room.selected) < _left_out(placements, room.selected):
            placements = tiny
    selected = room.selected
    if tiny_marks is not None and selected is not None and placements[selected] is None:
        # The selected label is never left out while the canvas has room for it: placed
        # first, on the grid among the dots alone, and the others around it.
        empty: list[Placement | None] = [None] * len(room.centres)
        mine = _on_grid(room, small_marks, tiny_marks, empty, [selected], 0.0)[selected]
        if mine is not None:
            space = 0.3 * max((m[1] for m in marks), default=0.0)
            held = replace(
                room,
                obstacles=[*room.obstacles, *_spaced([mine], space)],
                shafts=[*room.shafts, *([mine.leader] if mine.leader else [])],
            )
            mixed = _arrange(held, marks, small_marks, tiny_marks, skip={selected})
            tiny = [
                None if p is None else replace(p, small=True, tiny=True)
                for p in _arrange(held, tiny_marks, tiny_marks, tiny_marks, skip={selected})
            ]
            placements = mixed if mixed.count(None) <= tiny.count(None) else tiny
            placements[selected] = mine
    return placements


def _left_out(placements: Sequence[Placement | None], selected: int | None) -> tuple[bool, int]:
    """How many of ``placements`` are left out, the selected one's worst."""
    return (selected is not None and placements[selected] is None, placements.count(None))


def _arrange(
    room: LabelRoom,
    marks: Sequence[Mark],
    small_marks: Sequence[Mark],
    tiny_marks: Sequence[Mark] | None,
    skip: set[int] | frozenset[int] = frozenset(),
    quick: bool = False,
) -> list[Placement | None]:
    """``arrange_labels``'s one pass at these sizes; the slots of ``skip`` are not placed
    (None). The selected one is placed first unless skipped. ``quick``: no leaders and no
    fine grid (``arrange_labels``)."""
    space = 0.3 * max((m[1] for m in marks), default=0.0)
    if room.selected in skip:
        room = replace(room, selected=None)
    placements = _beside(room, marks, small_marks, [], skip)
    missing = [s for s, placed in enumerate(placements) if placed is None and s not in skip]
    if missing:
        retry = _beside(room, marks, small_marks, missing, skip)
        if sum(placed is None for placed in retry) - len(skip) < len(missing):
            placements = retry
            missing = [s for s, p in enumerate(placements) if p is None and s not in skip]
    if missing and not quick:
        obstacles = [*room.obstacles, *_spaced(placements, space)]
        led = place_leaders(room, small_marks, obstacles, missing)
        for slot in missing:
            placements[slot] = led[slot]
    selected = room.selected
    if selected is not None and placements[selected] is None:
        # The selected label is never left out while it has a free place: small, as a last
        # resort across the grid's end at ±3 or where it reads less clearly as its own (its
        # ring marks it). On a small canvas (960 x 540 at 200%) the square's side is too
        # narrow for 'q: the' beside its ring.
        last = place_labels(
            room.centres,
            room.directions,
            small_marks,
            [*room.obstacles, *_spaced(placements, space)],
            room.frame,
            room.inner,
            room.line,
            room.gap,
            selected,
            only=[selected],
            shafts=room.shafts,
        )[selected]
        if last is not None:
            placements[selected] = Placement(last, small=True)
    missing = [s for s, placed in enumerate(placements) if placed is None and s not in skip]
    if missing and not quick:
        # The fine grid: 8 x 12 at 960 x 540 and 200% named 13 of 20 with the places above,
        # whose steps of a line are too coarse for the gaps between crowded heads and labels.
        # The selected one first: it is never left out while any place is free.
        missing.sort(key=lambda slot: slot != selected)
        found = _on_grid(room, small_marks, tiny_marks, placements, missing, space)
        for slot in missing:
            placements[slot] = found[slot]
    return placements


def _on_grid(
    room: LabelRoom,
    small_marks: Sequence[Mark],
    tiny_marks: Sequence[Mark] | None,
    placements: Sequence[Placement | None],
    only: Sequence[int],
    space: float,
) -> list[Placement | None]:
    """The labels of ``only`` placed on the grid (``place_anywhere``) among ``placements``,
    small, else tiny (given ``tiny_marks``); None for the others and those with no place."""
    found: list[Placement | None] = [None] * len(room.centres)
    taken = list(placements)
    left = list(only)
    sizes = [(small_marks, False)]
    if tiny_marks is not None and tiny_marks is not small_marks:
        sizes.append((tiny_marks, True))
    for size_marks, tiny in sizes:
        got = place_anywhere(room, size_marks, taken, left, space, tiny)
        for slot in left:
            if got[slot] is not None:
                found[slot] = taken[slot] = got[slot]
        left = [slot for slot in left if found[slot] is None]
        if not left:
            break
    return found


def _beside(
    room: LabelRoom,
    marks: Sequence[Mark],
    small_marks: Sequence[Mark],
    first: Sequence[int],
    skip: set[int] | frozenset[int] = frozenset(),
) -> list[Placement | None]:
    """Each label beside its dot where it reads as its own, at its size or else smaller
    (None where neither is free, and for the slots of ``skip``), ``first`` placed right
    after the selected one."""
    common = (room.frame, room.inner, room.line, room.gap)
    boxes = place_labels(
        room.centres,
        room.directions,
        marks,
        room.obstacles,
        *common,
        room.selected,
        only=[slot for slot in range(len(room.centres)) if slot not in skip] if skip else None,
        shafts=room.shafts,
        first=first,
        own_only=True,
    )
    placements: list[Placement | None] = [None if b is None else Placement(b) for b in boxes]
    # Labels side by side keep a space apart, as place_labels keeps its own.
    space = 0.3 * max((m[1] for m in marks), default=0.0)
    _off_the_arrows(room, small_marks, placements, space)
    missing = [s for s, placed in enumerate(placements) if placed is None and s not in skip]
    if not missing:
        return placements
    again = place_labels(
        room.centres,
        room.directions,
        small_marks,
        [*room.obstacles, *_spaced(placements, space)],
        *common,
        room.selected if room.selected in missing else None,
        only=missing,
        shafts=room.shafts,
        own_only=True,
    )
    for slot in missing:
        box = again[slot]
        # Only right beside its dot: a small name further out, among crowded dots, reads as
        # a neighbour's (or as no one's) without a leader.
        near_dot = small_marks[slot][3] + room.gap + 2
        if box is not None and distance_to_box(box, *room.centres[slot]) <= near_dot:
            placements[slot] = Placement(box, small=True)
    return placements


def _off_the_arrows(
    room: LabelRoom, small_marks: Sequence[Mark], placements: list[Placement | None], space: float
) -> None:
    """Each of ``placements`` that lies across another vector's arrow (its own place's last
    resort at its size) moves to a smaller place right beside its dot off the arrows, if one
    is free among the others: 'q: cat' across chat's arrow read as chat's (8 x 12 at 1080p
    and 200%). The others stay where they are."""
    arrows = _arrows(room.shafts)
    for slot, placement in enumerate(placements):
        if placement is None:
            continue
        theirs = [arrow for other, arrow in enumerate(arrows) if other != slot]
        if not _crosses_any(theirs, *placement.box):
            continue
        others = [p for other, p in enumerate(placements) if other != slot]
        box = place_labels(
            room.centres,
            room.directions,
            small_marks,
            [*room.obstacles, *_spaced(others, space)],
            room.frame,
            room.inner,
            room.line,
            room.gap,
            slot if slot == room.selected else None,
            only=[slot],
            shafts=room.shafts,
            own_only=True,
            across_ok=False,
        )[slot]
        near_dot = small_marks[slot][3] + room.gap + 2
        if box is not None and distance_to_box(box, *room.centres[slot]) <= near_dot:
            placements[slot] = Placement(box, small=True)


def _spaced(placements: Sequence[Placement | None], space: float) -> list[Box]:
    """The placed boxes, ``space`` pixels wider on each side."""
    return [
        (p.box[0] - space, p.box[1], p.box[2] + space, p.box[3])
        for p in placements
        if p is not None
    ]


def place_leaders(
    room: LabelRoom, marks: Sequence[Mark], obstacles: Sequence[Box], only: Sequence[int]
) -> list[Placement | None]:
    """The labels of ``only`` (in that order), each at the free place up to LEADER_STEPS lines
    out whose leader line is shortest, the line from its dot's edge to the box's nearest
    point crossing no other dot, label or leader; a place that reads as its own (nearer its
    dot than any other, beside it) needs no line. ``obstacles`` holds the labels placed
    already; the others' slots get None. Small marks (``Placement.small``)."""
    dots = dot_boxes(room.centres, marks)
    sides = Sides(room.frame, room.inner, room.line)
    space = 0.3 * max((m[1] for m in marks), default=0.0)
    arrows = _arrows(room.shafts)
    placed: list[Box] = []
    leaders: list[tuple[float, ...]] = []
    result: list[Placement | None] = [None] * len(room.centres)
    for slot in only:
        w, h, _margin, clearance = marks[slot]
        seat = Seat(
            room.centres[slot], base_angle(room.directions[slot]), w, h, clearance, room.gap
        )
        region, reach = seat.region(LEADER_STEPS)
        blockers, crossed, others = surroundings(
            slot, region, reach, dots, [*obstacles, *placed], [*arrows, *leaders], room.centres
        )
        # A leader crosses no other dot (one at the same place, q3 and q4, it starts in).
        cx, cy = room.centres[slot]
        walls = [
            b
            for other, b in enumerate(dots)
            if other != slot and not (b[0] < cx < b[2] and b[1] < cy < b[3])
        ]
        walls = near(region, [*walls, *obstacles, *placed])  # a leader stays in the region
        found = _shortest_leader(seat, region, sides, blockers, crossed, others, walls)
        if found is None:
            continue
        box, leader = found
        result[slot] = Placement(box, small=True, leader=leader)
        placed.append((box[0] - space, box[1], box[2] + space, box[3]))
        if leader is not None:
            leaders.append(_arrows([leader])[0])
    return result


def _arrows(segments: Sequence[Segment]) -> list[tuple[float, ...]]:
    """Each segment followed by its extent (left, top, right, bottom), as _crosses_any reads."""
    return [
        (x0, y0, x1, y1, min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
        for x0, y0, x1, y1 in segments
    ]


def _shortest_leader(
    seat: Seat,
    region: Box,
    sides: Sides,
    blockers: Sequence[Box],
    crossed: Sequence[tuple[float, ...]],
    others: Sequence[tuple[float, float]],
    walls: Sequence[Box],
) -> tuple[Box, Segment | None] | None:
    """``seat``'s free place (inside ``region``, off ``blockers`` and ``crossed``, clear of
    the border line) with the shortest leader crossing none of ``walls``, and that leader
    (None for a place beside its dot that reads as its own); None if there is none. The
    places: the rings around the dot, and the margin outside the square's border line level
    with it (a row of crowded keys at the top names them above the square)."""
    cx, cy = seat.centre

    def free(box: Box) -> bool:
        left, top, right, bottom = box
        for b in blockers:
            if left < b[2] and b[0] < right and top < b[3] and b[1] < bottom:
                return False
        return not (crossed and _crosses_any(crossed, left, top, right, bottom))

    # Beside its dot, its own: no line needed.
    for box, where in seat.ring(0, sides, _LEADER_TURNS):
        if where == CLEAR and free(box) and _nearest_own(box, cx, cy, others):
            return box, None
    # Else the cheapest line: shortest, and straight up, down or across before slanted, even
    # two rows out (a slanted line takes its neighbours' straight places, a row of keys).
    # Costed first, tested cheapest first: most tests end at the first few.
    places = [
        box
        for step in range(LEADER_STEPS)
        for box, where in seat.ring(step, sides, _LEADER_TURNS)
        if where == CLEAR
    ]
    # Only margin places in the label's region: what it must keep off is known there.
    rx0, ry0, rx1, ry1 = region
    places += [
        b
        for b in _margin_places(seat, sides)
        if rx0 <= b[0] and ry0 <= b[1] and b[2] <= rx1 and b[3] <= ry1
    ]
    costed = []
    for order, box in enumerate(places):
        # The line runs from the dot's edge toward the box's nearest point.
        nx, ny = min(max(cx, box[0]), box[2]), min(max(cy, box[1]), box[3])
        dx, dy = abs(nx - cx), abs(ny - cy)
        costed.append((max(dx, dy) + 4 * min(dx, dy), order, box, nx, ny))
    costed.sort()
    for _cost, _order, box, nx, ny in costed:
        if not free(box):
            continue
        length = math.hypot(nx - cx, ny - cy)
        start = seat.clearance / length if length > 0 else 0.0
        leader = (cx + (nx - cx) * start, cy + (ny - cy) * start, nx, ny)
        line = _arrows([leader])
        _x0, _y0, _x1, _y1, lo_x, lo_y, hi_x, hi_y = line[0]
        for wall in walls:
            if wall[2] <= lo_x or wall[0] >= hi_x or wall[3] <= lo_y or wall[1] >= hi_y:
                continue  # the line's extent misses it (the quick half of _crosses_any)
            if _crosses_any(line, *wall):
                break
        else:
            return box, leader
    return None


_MARGIN_SHIFTS = (0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6)


def _margin_places(seat: Seat, sides: Sides) -> list[Box]:
    """Places for ``seat``'s label in the margin between the square's border line and the
    frame, level with its dot (above or below it, left or right of it) and slid along the
    line by half its size and more, in a row by the line and one further out; only those
    inside the frame."""
    cx, cy = seat.centre
    w, h = seat.w, seat.h
    fx0, fy0, fx1, fy1 = sides.frame
    bx0, by0, bx1, by1 = sides.outer
    places = []
    for row, shift in ((row, shift) for row in range(2) for shift in _MARGIN_SHIFTS):
        across, up = shift * 0.6 * w, shift * 0.6 * h
        out_y, out_x = 1 + row * (h + 2), 1 + row * (w + 2)  # a second row further out
        places += [
            (cx - w / 2 + across, by0 - out_y - h, cx + w / 2 + across, by0 - out_y),
            (cx - w / 2 + across, by1 + out_y, cx + w / 2 + across, by1 + out_y + h),
            (bx0 - out_x - w, cy - h / 2 + up, bx0 - out_x, cy + h / 2 + up),
            (bx1 + out_x, cy - h / 2 + up, bx1 + out_x + w, cy + h / 2 + up),
        ]
    return [b for b in places if b[0] >= fx0 and b[1] >= fy0 and b[2] <= fx1 and b[3] <= fy1]


def place_beside(
    room: LabelRoom,
    dots: Sequence[Box],
    centre: tuple[float, float],
    direction: tuple[float, float],
    mark: Mark,
    obstacles: Sequence[Box],
    steps: int = _STEPS,
    over_arrows: bool = False,
    grid: bool = False,
) -> Box | None:
    """A free place for one more label (an overlay's, e.g. Learn's ghost names) beside the
    mark at ``centre`` (pixels; ``direction`` in canvas units, y up, the side away from the
    origin; ``mark`` as ``place_labels``'s): off ``obstacles`` (the labels shown), the
    room's obstacles, the ``dots`` (``dot_boxes``) and arrows, inside its frame and off the
    border line, and not reading as a vector's (nearer the mark than any dot but one it sits
    on), up to ``steps`` (2 or 4) lines out; ``over_arrows``: it may lie across arrows (a
    last resort: words over thin lines still read); ``grid``: the nearest such place on a
    fine grid up to LEADER_STEPS lines out instead of the rings' few (``_nearest_on_grid``);
    None if none."""
    w, h, _margin, clearance = mark
    seat = Seat(centre, base_angle(direction), w, h, clearance, room.gap)
    region, reach = seat.region(LEADER_STEPS if grid else steps)
    cx, cy = centre
    # A dot under the mark (the query a ghost frames) is the mark's own.
    dots = [b for b in dots if not (b[0] <= cx <= b[2] and b[1] <= cy <= b[3])]
    blockers, crossed, others = surroundings(
        -1, region, reach, dots, [*room.obstacles, *obstacles], _arrows(room.shafts), room.centres
    )
    # Anywhere inside the frame: the square's edge is no line to keep off for an overlay's
    # mark (a ghost at y = 3 sits on it), and the band around it is where its name fits.
    sides = Sides(room.frame, room.frame, 0.0)
    if over_arrows:
        crossed = []
    if grid:
        # Its own mark too: a grid place may be anywhere, a ring's place clears it by design.
        own = (cx - clearance - 1, cy - clearance - 1, cx + clearance + 1, cy + clearance + 1)
        return _nearest_on_grid(seat, region, room.frame, [*blockers, own], crossed, others)
    # The selected label's strict tries go 4 lines out, the others' 2. Off the arrows: the
    # grid is tried before a place across one ('unscaled' across B's arrow at step 13, 1280 x
    # 720 at 150%), and ``over_arrows`` last.
    return choose_place(
        seat, sides, blockers, crossed, others, steps > _STEPS, own_only=True, across_ok=False
    )


def _nearest_on_grid(
    seat: Seat,
    region: Box,
    frame: Box,
    blockers: Sequence[Box],
    crossed: Sequence[tuple[float, ...]],
    others: Sequence[tuple[float, float]],
) -> Box | None:
    """The place of ``seat``'s label nearest its mark on a grid over ``region`` (a quarter of
    its height apart) that is inside ``frame``, off every box of ``blockers`` and every arrow
    of ``crossed``, and at least as near the mark as any of ``others`` (dot centres): it
    reads as the mark's with no line to it. None if none is."""
    cx, cy = seat.centre
    w, h = seat.w, seat.h
    x0, y0 = max(region[0], frame[0]), max(region[1], frame[1])
    x1, y1 = min(region[2], frame[2]) - w, min(region[3], frame[3]) - h
    if x1 < x0 or y1 < y0:
        return None
    step = max(2.0, h / 4)
    lefts, tops = np.meshgrid(np.arange(x0, x1 + 1e-9, step), np.arange(y0, y1 + 1e-9, step))
    left, top = lefts.ravel(), tops.ravel()
    right, bottom = left + w, top + h
    free = np.ones(left.shape, dtype=bool)
    if blockers:
        bl, bt, br, bb = np.asarray(blockers, dtype=float).T
        hit = (left[:, None] < br) & (bl < right[:, None])
        hit &= (top[:, None] < bb) & (bt < bottom[:, None])
        free &= ~hit.any(axis=1)
    if crossed and free.any():
        kept = np.flatnonzero(free)
        arrows = np.asarray(crossed, dtype=float)[:, :4]
        hit = _segments_cross_boxes(arrows, left[kept], top[kept], right[kept], bottom[kept])
        free[kept[hit.any(axis=1)]] = False
    # How far each place is from the mark, and from each other dot: it must be the nearest.
    own = np.hypot(np.clip(cx, left, right) - cx, np.clip(cy, top, bottom) - cy)
    for ox, oy in others:
        gap = np.hypot(np.clip(ox, left, right) - ox, np.clip(oy, top, bottom) - oy)
        free &= gap >= own
    if not free.any():
        return None
    i = int(np.flatnonzero(free)[np.argmin(own[free])])
    return (float(left[i]), float(top[i]), float(right[i]), float(bottom[i]))


# Labels side by side keep this share of their height apart (on the grid; see place_anywhere).
SPACE_SHARE = 0.3


def place_anywhere(
    room: LabelRoom,
    marks: Sequence[Mark],
    placements: Sequence[Placement | None],
    only: Sequence[int],
    space: float,
    tiny: bool = False,
) -> list[Placement | None]:
    """The labels of ``only`` (in that order) not yet placed, each at the free place (of a
    grid a quarter of its height apart, up to LEADER_STEPS lines from its dot) whose leader
    is shortest, as ``place_leaders`` costs it: off every dot, arrow head, arrow, leader and
    label of ``placements`` (``space`` pixels apart side by side), inside the frame and off
    the square's border line; a place right beside its dot that reads as its own has no
    leader. Each placed one is among the others' obstacles. The grid's thousands of places
    are tested as arrays: one label's test costs about what one of the rings' does.
    Returns the new placements (at ``marks``' size: small, ``tiny`` if so), None elsewhere."""
    placements = list(placements)
    dots = dot_boxes(room.centres, marks)
    sides = Sides(room.frame, room.inner, room.line)
    arrows = _arrows(room.shafts)
    result: list[Placement | None] = [None] * len(room.centres)
    for slot in only:
        if placements[slot] is not None:
            continue
        # Side by side, a space apart in proportion to the text (the smaller names of a
        # crowded row 17 px apart need their room; "Jq7" still reads as two).
        placed = [
            (p.box[0] - gap, p.box[1], p.box[2] + gap, p.box[3])
            for p in placements
            if p is not None
            for gap in [min(space, SPACE_SHARE * (p.box[3] - p.box[1]))]
        ]
        leaders = [_arrows([p.leader])[0] for p in placements if p is not None and p.leader]
        w, h, _margin, clearance = marks[slot]
        seat = Seat(
            room.centres[slot], base_angle(room.directions[slot]), w, h, clearance, room.gap
        )
        region, reach = seat.region(LEADER_STEPS)
        blockers, crossed, others = surroundings(
            slot, region, reach, dots, [*room.obstacles, *placed], [*arrows, *leaders], room.centres
        )
        # Its own dot too: a grid place may be anywhere, a ring's place clears it by design.
        blockers.append(dots[slot])
        cx, cy = room.centres[slot]
        # A leader keeps off the other dots as the circles they are (their boxes' corners
        # are free: a row of keys 17 px apart fans its leaders out past them), but not one
        # at its own dot's place (q3 and q4), where it starts.
        x0, y0, x1, y1 = region
        circles = [
            (ox, oy, marks[other][3] + 1)
            for other, (ox, oy) in enumerate(room.centres)
            if other != slot
            and math.hypot(ox - cx, oy - cy) > marks[other][3]
            and x0 - marks[other][3] < ox < x1 + marks[other][3]
            and y0 - marks[other][3] < oy < y1 + marks[other][3]
        ]
        # ... and off the labels themselves (the space kept beside them is for the eye: a
        # line may pass through it, between two names of a crowded row).
        shown = [(p.box[0] - 1, p.box[1], p.box[2] + 1, p.box[3]) for p in placements if p]
        walls = near(region, [*room.obstacles, *shown])
        found = _grid_place(seat, region, sides, blockers, crossed, others, (walls, circles))
        if found is None:
            continue
        box, leader = found
        result[slot] = placements[slot] = Placement(box, small=True, leader=leader, tiny=tiny)
    return result


def _grid_place(
    seat: Seat,
    region: Box,
    sides: Sides,
    blockers: Sequence[Box],
    crossed: Sequence[tuple[float, ...]],
    others: Sequence[tuple[float, float]],
    walls: tuple[Sequence[Box], Sequence[tuple[float, float, float]]],
) -> tuple[Box, Segment | None] | None:
    """``seat``'s cheapest free place on a grid over ``region`` and its leader (None right
    beside its dot where it reads as its own), as ``_shortest_leader`` judges them; None if
    none is free. ``walls``: the boxes and the circles (x, y, radius) a leader crosses
    none of."""
    cx, cy = seat.centre
    w, h = seat.w, seat.h
    fx0, fy0, fx1, fy1 = sides.frame
    x0, y0 = max(region[0], fx0), max(region[1], fy0)
    x1, y1 = min(region[2], fx1) - w, min(region[3], fy1) - h
    if x1 < x0 or y1 < y0:
        return None
    step = max(2.0, h / 4)
    lefts, tops = np.meshgrid(np.arange(x0, x1 + 1e-9, step), np.arange(y0, y1 + 1e-9, step))
    left, top = lefts.ravel(), tops.ravel()
    right, bottom = left + w, top + h
    # Inside the square clear of its line, or wholly outside the line (Sides.judge).
    ix0, iy0, ix1, iy1 = sides.inner
    bx0, by0, bx1, by1 = sides.outer
    inside = (left >= ix0) & (top >= iy0) & (right <= ix1) & (bottom <= iy1)
    apart = (left >= bx1) | (right <= bx0) | (top >= by1) | (bottom <= by0)
    free = inside | apart
    # Every place against every blocker and arrow at once (places down, blockers across).
    if blockers:
        bl, bt, br, bb = np.asarray(blockers, dtype=float).T
        hit = (left[:, None] < br) & (bl < right[:, None])
        hit &= (top[:, None] < bb) & (bt < bottom[:, None])
        free &= ~hit.any(axis=1)
    if crossed and free.any():
        # Only the places still free: most are gone by now.
        arrows = np.asarray(crossed, dtype=float)[:, :4]
        kept = np.flatnonzero(free)
        hit = _segments_cross_boxes(arrows, left[kept], top[kept], right[kept], bottom[kept])
        free[kept[hit.any(axis=1)]] = False
    if not free.any():
        return None
    left, top, right, bottom = left[free], top[free], right[free], bottom[free]
    nx, ny = np.clip(cx, left, right), np.clip(cy, top, bottom)
    dx, dy = np.abs(nx - cx), np.abs(ny - cy)
    # Cheapest first (grid order among equals), tested in chunks: most end in the first.
    order = np.argsort(np.maximum(dx, dy) + 4 * np.minimum(dx, dy), kind="stable")
    near_dot = seat.clearance + seat.gap + 2
    boxes, circles = walls
    wall_edges = [c[:, None] for c in np.asarray(boxes, dtype=float).T] if boxes else None
    rings = np.asarray(circles, dtype=float).reshape(-1, 3)
    for chunk in np.array_split(order, max(1, len(order) // 256)):
        found = _first_usable(
            seat,
            others,
            (wall_edges, rings),
            near_dot,
            left[chunk],
            top[chunk],
            right[chunk],
            bottom[chunk],
            nx[chunk],
            ny[chunk],
        )
        if found is not None:
            return found
    return None


def _first_usable(
    seat: Seat,
    others: Sequence[tuple[float, float]],
    walls: tuple[list[np.ndarray] | None, np.ndarray],
    near_dot: float,
    left: np.ndarray,
    top: np.ndarray,
    right: np.ndarray,
    bottom: np.ndarray,
    nx: np.ndarray,
    ny: np.ndarray,
) -> tuple[Box, Segment | None] | None:
    """The first of these free places (boxes, and each one's point nearest the dot) that is
    right beside ``seat``'s dot and nearer it than any of ``others`` (no leader needed), or
    whose leader from the dot's edge crosses none of the walls (boxes as left, top, right,
    bottom columns, or None; circles as rows x, y, radius); None if none is."""
    wall_edges, circles = walls
    cx, cy = seat.centre
    length = np.hypot(nx - cx, ny - cy)
    beside = length <= near_dot
    for ox, oy in others:
        gx = np.maximum(np.maximum(left - ox, 0.0), ox - right)
        gy = np.maximum(np.maximum(top - oy, 0.0), oy - bottom)
        beside &= np.hypot(gx, gy) >= length
    start = seat.clearance / np.maximum(length, 1e-9)
    sx, sy = cx + (nx - cx) * start, cy + (ny - cy) * start
    lined = length > seat.clearance
    if wall_edges is not None:
        segments = np.stack([sx, sy, nx, ny], axis=1)
        lined &= ~_segments_cross_boxes(segments, *wall_edges).any(axis=0)
    if len(circles):
        # Each leader's nearest point to each circle's centre (leaders down, circles across).
        px, py, radius = circles[:, 0], circles[:, 1], circles[:, 2]
        ux, uy = (nx - sx)[:, None], (ny - sy)[:, None]
        span = np.maximum(ux * ux + uy * uy, 1e-9)
        t = np.clip(((px - sx[:, None]) * ux + (py - sy[:, None]) * uy) / span, 0.0, 1.0)
        gap = np.hypot(sx[:, None] + t * ux - px, sy[:, None] + t * uy - py)
        lined &= ~(gap < radius).any(axis=1)
    usable = np.flatnonzero(beside | lined)
    if not len(usable):
        return None
    i = int(usable[0])
    box = (float(left[i]), float(top[i]), float(right[i]), float(bottom[i]))
    if beside[i]:
        return box, None
    return box, (float(sx[i]), float(sy[i]), float(nx[i]), float(ny[i]))


def _segments_cross_boxes(
    segments: np.ndarray, left: np.ndarray, top: np.ndarray, right: np.ndarray, bottom: np.ndarray
) -> np.ndarray:
    """Whether each segment (rows x0, y0, x1, y1) passes through the inside of each box (the
    test of ``_crosses_any``), as a (boxes, segments) array; the boxes' edges are arrays of
    one shape (n,) or (n, 1), broadcast against the segments."""
    x0, y0, x1, y1 = (segments[:, k] for k in range(4))
    left, top = np.reshape(left, (-1, 1)), np.reshape(top, (-1, 1))
    right, bottom = np.reshape(right, (-1, 1)), np.reshape(bottom, (-1, 1))
    near_it = (np.maximum(x0, x1) > left) & (np.minimum(x0, x1) < right)
    near_it &= (np.maximum(y0, y1) > top) & (np.minimum(y0, y1) < bottom)
    dx, dy = x1 - x0, y1 - y0
    a = dx * (top - y0) - dy * (left - x0)
    b = dx * (top - y0) - dy * (right - x0)
    c = dx * (bottom - y0) - dy * (left - x0)
    d = dx * (bottom - y0) - dy * (right - x0)
    low = np.minimum(np.minimum(a, b), np.minimum(c, d))
    high = np.maximum(np.maximum(a, b), np.maximum(c, d))
    return near_it & (low < 0) & (high > 0)
