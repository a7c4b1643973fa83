"""Where the canvas puts each vector's label: plain arithmetic on pixel boxes, no Qt.

A box is (left, top, right, bottom) in viewport pixels, y pointing down.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Box = tuple[float, float, float, float]

# A label reads as another vector's when that vector's dot is this much nearer its middle.
CLEARLY_NEARER = 0.6

_TURNS = (0, 1, -1, 2, -2, 3, -3, 4)
_CANDIDATES = [(0, turn) for turn in _TURNS] + [(1, turn) for turn in _TURNS]
_SELECTED_CANDIDATES = _CANDIDATES + [(step, turn) for step in (2, 3) for turn in _TURNS]


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
    marks: Sequence[tuple[float, float, float, float]],
    obstacles: Sequence[Box],
    frame: Box,
    inner: Box,
    line: float,
    gap: float,
    selected: int | None,
    only: Sequence[int] | None = None,
    shafts: Sequence[tuple[float, float, float, float]] = (),
    first: Sequence[int] = (),
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
    before it may take its only one). Returns n boxes (or None) in slot order.

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
    fx0, fy0, fx1, fy1 = frame
    ix0, iy0, ix1, iy1 = inner
    bx0, by0, bx1, by1 = ix0 - line, iy0 - line, ix1 + line, iy1 + line
    # A label keeps off every dot (the selected one's ring) but its own, which its distance
    # clears.
    dots: list[Box] = []
    for slot, (cx, cy) in enumerate(centres):
        r = marks[slot][3] + 2
        dots.append((cx - r, cy - r, cx + r, cy + r))
    # Two labels side by side keep a space apart, or "J" and "q7" read as "Jq7".
    space = 0.3 * max((m[1] for m in marks), default=0.0)
    placed: list[Box] = []
    boxes: list[Box | None] = [None] * len(centres)
    order = [selected] if selected is not None else []
    order += [slot for slot in first if slot != selected]
    order += [slot for slot in range(len(centres)) if slot != selected and slot not in first]
    if only is not None:
        wanted = set(only)
        order = [slot for slot in order if slot in wanted]
    for slot in order:
        (cx, cy), (vx, vy) = centres[slot], directions[slot]
        w, h, _margin, clearance = marks[slot]
        # Everything this label must not touch: other dots, every obstacle, placed labels.
        blockers = [box for other, box in enumerate(dots) if other != slot]
        blockers += obstacles
        blockers += placed
        crossed = [seg for other, seg in enumerate(shafts) if other != slot]
        others = [centre for other, centre in enumerate(centres) if other != slot]
        length = math.hypot(vx, vy)
        base = math.atan2(vy, vx) if length > 1e-9 else math.pi / 4
        best = fallback = loose = across = None
        # Eight directions beside the dot, then the same eight a line further out. The
        # selected vector's label looks further out (it is the one being read), and as a
        # last resort may read ambiguously or cross the border line rather than be left
        # out: its ring marks it.
        tries = [(step, turn, True) for step, turn in _CANDIDATES]
        if slot == selected:
            tries = [(step, turn, True) for step, turn in _SELECTED_CANDIDATES]
            tries += [(step, turn, False) for step, turn in _SELECTED_CANDIDATES]
        for step, turn, strict in tries:
            if not strict and (fallback or loose or across) is not None:
                break  # a place off the border line was found: no need to cross it
            angle = base + turn * math.pi / 4
            ux, uy = math.cos(angle), -math.sin(angle)  # screen y points down
            # Far enough along u that the box clears the square around the dot (or ring):
            # its near side or its near top/bottom beyond it, whichever is nearer.
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
            right, bottom = left + w, top + h
            if left < fx0 or top < fy0 or right > fx1 or bottom > fy1:
                continue
            on_square = left < bx1 and bx0 < right and top < by1 and by0 < bottom
            if on_square and strict and (left < ix0 or top < iy0 or right > ix1 or bottom > iy1):
                continue  # across the border line
            # Boxes that share area (touching edges do not count), tested inline: this runs
            # for every candidate of every label on every move of a drag.
            for b in blockers:
                if left < b[2] and b[0] < right and top < b[3] and b[1] < bottom:
                    break
            else:
                if crossed and _crosses_any(crossed, left, top, right, bottom):
                    # Across another vector's arrow: kept only if no place off the arrows is
                    # found, and only where it is nearer its own dot than any other.
                    if across is None:
                        box = (left, top, right, bottom)
                        own = distance_to_box(box, cx, cy)
                        if all(distance_to_box(box, x, y) >= own for x, y in others):
                            across = box
                    continue
                # A label nearer another vector's dot than its own reads as that vector's
                # ("q1" beside q2): a place whose box is nearer its own dot than any other
                # first; else one whose middle is not clearly nearer another dot (as the eye
                # pairs a word with a dot); else none, and the label is left out (selecting
                # the vector shows it).
                box = (left, top, right, bottom)
                own = distance_to_box(box, cx, cy)
                if all(distance_to_box(box, x, y) >= own for x, y in others):
                    best = box
                    break
                if fallback is None:
                    mx, my = (left + right) / 2, (top + bottom) / 2
                    middle = math.hypot(mx - cx, my - cy) * CLEARLY_NEARER
                    if all(math.hypot(mx - x, my - y) >= middle for x, y in others):
                        fallback = box
                if loose is None and slot == selected and step <= 1:
                    # The selected one's: its ring marks it, but only beside its dot; two
                    # lines out it reads as a neighbour's and takes that neighbour's place.
                    loose = box
        if best is None:
            best = across or fallback or loose
        if best is None:
            continue
        boxes[slot] = best
        placed.append((best[0] - space, best[1], best[2] + space, best[3]))
    return boxes


def _crosses_any(
    segments: Sequence[tuple[float, float, float, float]],
    left: float,
    top: float,
    right: float,
    bottom: float,
) -> bool:
    """Whether any segment passes through the box's inside (touching its edge does not count):
    the box's corners on both sides of the segment's line, within the segment's extent."""
    for x0, y0, x1, y1 in segments:
        if max(x0, x1) <= left or min(x0, x1) >= right:
            continue
        if max(y0, y1) <= top or min(y0, y1) >= bottom:
            continue
        dx, dy = x1 - x0, y1 - y0
        sides = [
            dx * (cy - y0) - dy * (cx - x0)
            for cx, cy in ((left, top), (right, top), (left, bottom), (right, bottom))
        ]
        if min(sides) < 0 < max(sides):
            return True
    return False
