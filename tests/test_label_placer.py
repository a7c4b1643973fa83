"""app/canvas/labels.py, the canvas's label placer: plain arithmetic on pixel boxes, no widgets."""

from __future__ import annotations

import ast
from pathlib import Path

from app.canvas.labels import distance_to_box, head_box, place_labels

FRAME = (0.0, 0.0, 400.0, 400.0)
INNER = (20.0, 20.0, 380.0, 380.0)  # the drawn square's inside, 2 px line around it
MARK = (30.0, 12.0, 4.0, 10.0)  # width, height, margin, dot extent


def overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def place(centres, directions, obstacles=(), selected=None, marks=None, frame=FRAME):
    marks = marks or [MARK] * len(centres)
    return place_labels(
        centres, directions, marks, list(obstacles), frame, INNER, 2.0, 13.0, selected
    )


def test_a_lone_label_stands_away_from_the_origin():
    # A vector up and to the right of the origin (200, 200): its label goes further up-right.
    (box,) = place([(300.0, 100.0)], [(1.0, 1.0)])
    assert box is not None
    left, top, right, bottom = box
    assert (right - left, bottom - top) == (30.0, 12.0)
    assert left > 300.0 and bottom < 100.0
    assert distance_to_box(box, 300.0, 100.0) >= 10.0 + 2  # off its dot's edge


def test_labels_keep_off_obstacles_each_other_and_stay_in_the_frame():
    centres = [(200.0 + 30 * i, 200.0 + 7 * i) for i in range(6)]
    obstacle = (240.0, 150.0, 300.0, 195.0)
    boxes = place(centres, [(1.0, 0.2)] * 6, [obstacle])
    shown = [box for box in boxes if box is not None]
    assert shown, "some labels find a place"
    for i, box in enumerate(shown):
        assert not overlap(box, obstacle)
        assert (
            FRAME[0] <= box[0] and box[2] <= FRAME[2] and FRAME[1] <= box[1] and box[3] <= FRAME[3]
        )
        for other in shown[i + 1 :]:
            assert not overlap(box, other)


def test_a_label_with_no_free_place_is_left_out_and_the_selected_one_is_kept():
    # Two dots in a strip of frame with room for one label between them: the selected one is
    # placed first and keeps its label; the other is left out, never drawn over it.
    frame = (100.0, 93.0, 190.0, 107.0)
    centres = [(112.0, 100.0), (178.0, 100.0)]
    first = place(centres, [(1.0, 0.0), (1.0, 0.0)], selected=0, frame=frame)
    assert first[0] == (135.0, 94.0, 165.0, 106.0) and first[1] is None
    second = place(centres, [(1.0, 0.0), (1.0, 0.0)], selected=1, frame=frame)
    assert second[0] is None and second[1] == (125.0, 94.0, 155.0, 106.0)
    # With no selection, slot order decides: the first vector (a query) keeps its label.
    assert place(centres, [(1.0, 0.0), (1.0, 0.0)], frame=frame)[1] is None
    # Everything covered: no place at all, even for the selected one.
    assert place(centres[:1], [(1.0, 0.0)], [FRAME], selected=0) == [None]


def test_an_arrow_heads_box_sits_just_short_of_its_dot_on_the_arrow():
    # An arrow from (0, 0) to (100, 0): its head (gap 10, length 14, width 11) is centred
    # 17 px before the dot, 14 + 2 wide along the arrow and 11 + 2 across it.
    assert head_box((100.0, 0.0), (0.0, 0.0), (10.0, 14.0, 11.0)) == (75.0, -6.5, 91.0, 6.5)


def test_the_placer_has_no_qt_in_it():
    source = Path(__file__).resolve().parents[1] / "app" / "canvas" / "labels.py"
    tree = ast.parse(source.read_text(encoding="utf-8"))
    names = {
        node.module if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    }
    assert not [name for name in names if name and ("PySide6" in name or "pyqtgraph" in name)]


def test_a_second_pass_places_only_the_slots_it_is_given():
    """The canvas places the labels a first pass left out again, smaller, around the first
    pass's boxes: ``only`` names them, the others stay None and take no room."""
    centres = [(100.0, 100.0), (300.0, 100.0), (100.0, 300.0)]
    directions = [(1.0, 1.0), (1.0, 1.0), (-1.0, -1.0)]
    first = place(centres, directions)
    assert all(box is not None for box in first)
    again = place_labels(
        centres, directions, [MARK] * 3, [], FRAME, INNER, 2.0, 13.0, None, only=[1]
    )
    assert again[0] is None and again[2] is None
    assert again[1] == first[1]
    # The first pass's boxes as obstacles: the slot goes elsewhere, off them.
    moved = place_labels(
        centres, directions, [MARK] * 3, [first[1]], FRAME, INNER, 2.0, 13.0, None, only=[1]
    )
    assert moved[1] is not None and not overlap(moved[1], first[1])


def test_a_label_keeps_off_another_vectors_arrow_where_it_has_another_place():
    """A label on another vector's arrow reads as that arrow's (the 8 x 12 canvas put "q:
    black" across the key arrows): with the arrows as shafts it goes elsewhere, and lies
    across one only when nothing else near its own dot is free."""
    origin = (200.0, 200.0)
    centres = [(260.0, 140.0), (330.0, 60.0)]
    shafts = [(*origin, *centre) for centre in centres]
    directions = [(1.0, 1.0), (1.0, 1.0)]
    free = place(centres, directions)
    crossing = free[0]
    # Without shafts the first label sits up-right of its dot, across the second's arrow.
    x0, y0, x1, y1 = shafts[1]
    samples = [(x0 + (x1 - x0) * t / 50, y0 + (y1 - y0) * t / 50) for t in range(51)]

    def across(box) -> bool:
        return any(box[0] < x < box[2] and box[1] < y < box[3] for x, y in samples)

    assert across(crossing)
    boxes = place_labels(
        centres, directions, [MARK] * 2, [], FRAME, INNER, 2.0, 13.0, None, shafts=shafts
    )
    assert boxes[0] is not None and not across(boxes[0])
    assert boxes[1] == free[1]  # its own arrow never blocks a label


def test_a_label_with_no_other_place_near_its_dot_may_lie_across_an_arrow():
    # A strip of frame around the dot: the only places are left and right of it, and an
    # arrow runs through both. Across an arrow, nearest its own dot, beats no label.
    frame = (100.0, 93.0, 260.0, 107.0)
    centre = (180.0, 100.0)
    shafts = [(*centre, *centre), (100.0, 100.0, 260.0, 100.0)]
    boxes = place_labels(
        [centre, (180.0, 400.0)],
        [(1.0, 0.0), (0.0, -1.0)],
        [MARK, MARK],
        [],
        frame,
        INNER,
        2.0,
        13.0,
        None,
        only=[0],
        shafts=shafts,
    )
    assert boxes[0] is not None


def test_a_crowded_row_of_dots_names_every_dot_with_leaders_where_beside_is_full():
    """Eight dots 10 px apart in a row under the square's top border, labels wider than that
    (8 x 12 at 200%: keys 40 px apart, labels as wide and a space apart): beside them there is
    room for some names, some smaller; another stands further out, joined to its own dot by
    a leader line. No box overlaps another, a dot or the frame; each line starts at its dot's
    edge and ends on its box."""
    from app.canvas.labels import LabelRoom, arrange_labels

    centres = [(120.0 + 10 * i, 40.0) for i in range(8)]
    frame = (0.0, 0.0, 400.0, 400.0)
    inner = (20.0, 25.0, 380.0, 380.0)
    room = LabelRoom(
        centres=centres,
        directions=[(0.0, 1.0)] * 8,
        obstacles=[],
        frame=frame,
        inner=inner,
        line=2.0,
        gap=6.0,
        selected=None,
    )
    marks = [(18.0, 14.0, 2.0, 5.0)] * 8
    small = [(13.0, 10.0, 2.0, 5.0)] * 8
    placements = arrange_labels(room, marks, small)
    assert all(p is not None for p in placements)
    boxes = [p.box for p in placements]
    for i, box in enumerate(boxes):
        assert (
            frame[0] <= box[0] and box[2] <= frame[2] and frame[1] <= box[1] and box[3] <= frame[3]
        )
        for other in boxes[i + 1 :]:
            assert not overlap(box, other)
        for j, (cx, cy) in enumerate(centres):
            if j != i:
                assert not overlap(box, (cx - 5, cy - 5, cx + 5, cy + 5))
    led = [(slot, p) for slot, p in enumerate(placements) if p.leader is not None]
    assert led, "the row's names need leaders"
    for slot, p in led:
        x0, y0, x1, y1 = p.leader
        cx, cy = centres[slot]
        assert abs(((x0 - cx) ** 2 + (y0 - cy) ** 2) ** 0.5 - 5.0) < 1e-6  # the dot's edge
        assert distance_to_box(p.box, x1, y1) < 1e-9  # on its box


def test_own_only_never_takes_a_place_nearer_another_dot():
    # The only free place right of dot 0 is nearer dot 1 (just above it): without own_only
    # the label takes it as a fallback ("chat" by q: sleeps); with it, none.
    frame = (100.0, 60.0, 200.0, 107.0)
    centres = [(112.0, 100.0), (160.0, 75.0)]
    loose = place_labels(
        centres, [(1.0, 0.0)] * 2, [MARK] * 2, [], frame, INNER, 2.0, 13.0, None, only=[0]
    )
    strict = place_labels(
        centres,
        [(1.0, 0.0)] * 2,
        [MARK] * 2,
        [],
        frame,
        INNER,
        2.0,
        13.0,
        None,
        only=[0],
        own_only=True,
    )
    assert loose[0] is not None and distance_to_box(loose[0], *centres[1]) < distance_to_box(
        loose[0], *centres[0]
    )
    assert strict[0] is None


def test_the_selected_label_is_shown_across_the_squares_line_when_nothing_else_is_free():
    """960 x 540 at 200%: the selected 'q: the', left of its ring near the square's side, had
    no place inside the square, none wholly in the band between it and the border (too
    narrow) and none with a leader; it was left out. Its last resort: small, across the
    square's line, still inside the frame and off everything else."""
    from app.canvas.labels import LabelRoom, arrange_labels

    frame, inner = (60.0, 0.0, 400.0, 400.0), (100.0, 0.0, 400.0, 400.0)
    # Everything but a strip left of the dot is taken.
    obstacles = [(150.0, 0.0, 400.0, 400.0), (0.0, 0.0, 400.0, 185.0), (0.0, 215.0, 400.0, 400.0)]
    room = LabelRoom(
        centres=[(130.0, 200.0)],
        directions=[(-1.0, 0.0)],
        obstacles=obstacles,
        frame=frame,
        inner=inner,
        line=2.0,
        gap=4.0,
        selected=0,
    )
    (placement,) = arrange_labels(room, [(70.0, 14.0, 2.0, 5.0)], [(50.0, 12.0, 2.0, 5.0)])
    assert placement is not None and placement.small
    box = placement.box
    assert frame[0] <= box[0] and box[2] <= frame[2] and frame[1] <= box[1] and box[3] <= frame[3]
    assert not any(overlap(box, b) for b in obstacles)
    assert box[0] < inner[0] < box[2]  # across the line: nowhere else was free
    # Not selected, the same label is left out rather than drawn across the line.
    room = LabelRoom(**{**room.__dict__, "selected": None})
    assert arrange_labels(room, [(70.0, 14.0, 2.0, 5.0)], [(50.0, 12.0, 2.0, 5.0)]) == [None]


def test_a_quick_placement_is_the_beside_part_of_the_full_one():
    """The moves of a drag place with ``quick``: the crowded row of
    test_a_crowded_row_of_dots_names_every_dot_with_leaders_where_beside_is_full then names
    only the dots with room beside them (no leader, none at the smallest size), each where
    the full placement puts it, and leaves the others for the release's full placement; a
    room where every label fits beside its dot places the same either way."""
    from app.canvas.labels import LabelRoom, arrange_labels

    centres = [(120.0 + 10 * i, 40.0) for i in range(8)]
    room = LabelRoom(
        centres=centres,
        directions=[(0.0, 1.0)] * 8,
        obstacles=[],
        frame=(0.0, 0.0, 400.0, 400.0),
        inner=(20.0, 25.0, 380.0, 380.0),
        line=2.0,
        gap=6.0,
        selected=None,
    )
    marks = [(18.0, 14.0, 2.0, 5.0)] * 8
    small = [(13.0, 10.0, 2.0, 5.0)] * 8
    tiny = [(9.0, 7.0, 2.0, 5.0)] * 8
    full = arrange_labels(room, marks, small, tiny)
    quick = arrange_labels(room, marks, small, tiny, quick=True)
    assert all(p is not None for p in full)
    assert None in quick, "the row's leaders wait for the release"
    shown = [slot for slot, p in enumerate(quick) if p is not None]
    assert shown
    for slot in shown:
        assert quick[slot].leader is None and not quick[slot].tiny
    # Where full placement has no leader and no tiny size, it is the quick one's.
    beside = [s for s, p in enumerate(full) if p.leader is None and not p.tiny]
    both = [s for s in beside if s in shown]
    assert both and all(quick[s] == full[s] for s in both)
    roomy = LabelRoom(
        centres=[(100.0, 100.0), (300.0, 300.0)],
        directions=[(-1.0, 1.0), (1.0, -1.0)],
        obstacles=[],
        frame=room.frame,
        inner=(20.0, 20.0, 380.0, 380.0),
        line=2.0,
        gap=6.0,
        selected=0,
    )
    assert arrange_labels(roomy, marks[:2], small[:2], tiny[:2], quick=True) == arrange_labels(
        roomy, marks[:2], small[:2], tiny[:2]
    )
