"""Canvas labels on a crowded canvas: a label with no free place is left out, never drawn over
another label, a dot, an arrow head or out of the frame (app/canvas/labels.py ``place_labels``)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from app.canvas import CLEARLY_NEARER
from app.render.headless import dispose
from app.render.layout_report import layout_report

from .label_checks import (
    box_nearest_own_dot,
    centres_in_widget,
    crowded_canvas,
    labels_across_arrows,
    selected_on_frame,
)
from .test_layout_matrix import screen_window, settle


def overlaps(a: QRectF, b: QRectF) -> bool:
    shared = a.intersected(b)
    return shared.width() > 0 and shared.height() > 0


def test_a_crowded_canvas_leaves_out_labels_rather_than_overlap_them(qapp):
    """8 queries x 12 keys presenting on 640x360 at 300%: 20 labels on a canvas too small
    for all of them. (On 1080p at 300% every label shows now, smaller where it must:
    test_every_label_of_8_x_12_shows_where_there_is_room.)"""
    with crowded_canvas(3.0, (640, 360)) as (kino, scene, views):
        canvas = kino.canvas
        for view in views:
            kino.layout.set_view_state(view)
            settle(kino)
            assert canvas.isVisible(), view.panels
            where = sorted(view.panels)
            texts = canvas.label_texts()
            assert texts == [v.label for v in (*scene.queries, *scene.keys)]
            shown = canvas.shown_label_slots()
            # Crowded: some labels are left out, and each is hidden on screen. (A third at
            # least: a label that would read as another vector's or sit on the frame line
            # is left out too, test_crowded_labels_name_their_own_vector_off_the_frame_line.)
            assert 3 * len(shown) >= len(texts), (where, len(shown))
            assert len(shown) < len(texts), where
            boxes = canvas.text_boxes()
            assert [box.text for box in boxes] == [texts[slot] for slot in shown]
            # The selected vector's label is shown (it is placed first).
            selection = kino.document.selection
            offset = len(scene.queries) if selection.kind == "key" else 0
            assert offset + selection.index in shown, (where, selection)
            # Every shown label is inside the frame, off every other label, dot and head.
            marks = [(n, shape) for n, shape in canvas.mark_shapes() if isinstance(shape, QRectF)]
            assert sum(name.endswith("dot") for name, _ in marks) == len(texts)
            for i, box in enumerate(boxes):
                assert box.frame.contains(box.rect), (where, box.text, box.rect, box.frame)
                for other in boxes[i + 1 :]:
                    assert not overlaps(box.rect, other.rect), (where, box.text, other.text)
                for name, shape in marks:
                    assert not overlaps(box.rect, shape), (where, box.text, name, shape)
            # And the layout report (which reads the same boxes) finds nothing on the canvas
            # but, as a last resort, the selected label across the square's border line.
            found = [str(f) for f in layout_report(kino.window) if "CanvasView" in str(f)]
            chosen = texts[offset + selection.index]
            found = [f for f in found if f != selected_on_frame(found, chosen)]
            assert not found, (where, found)


def test_clicking_a_vector_whose_label_was_left_out_shows_its_label(qapp):
    """The selected vector's label is placed first: selecting one whose label found no free
    place brings it back (another may be left out instead); 640x360 at 300%, where some
    are left out."""
    with crowded_canvas(3.0, (640, 360)) as (kino, scene, _views):
        canvas = kino.canvas
        n_q = len(scene.queries)
        hidden = [
            s for s in range(len(canvas.label_texts())) if s not in canvas.shown_label_slots()
        ]
        assert hidden
        slot = hidden[-1]
        kind, index = ("query", slot) if slot < n_q else ("key", slot - n_q)
        centre = canvas.data_to_viewport(*canvas.position_of(kind, index))
        QTest.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        settle(kino)
        assert (kino.document.selection.kind, kino.document.selection.index) == (kind, index)
        assert slot in canvas.shown_label_slots()
        assert canvas.label_texts()[slot] in [box.text for box in canvas.text_boxes()]


@pytest.mark.parametrize("scale", [2.0, 3.0])
def test_crowded_labels_name_their_own_vector_off_the_frame_line(qapp, scale):
    """8 queries x 12 keys on 1080p at 200% and 300%: each label shown is nearer its own dot
    than any other (its box, or clearly its middle: "Jq7", "q1" beside q2 were read as the
    wrong vector's), none sits on the
    origin where the arrows start or on the square's border line (at 300% "A" to "D" did),
    no two labels touch, no two query circles (at distinct places) overlap, and at 200% at
    most a quarter of the query labels are left out (half were)."""
    with crowded_canvas(scale) as (kino, scene, _views):
        canvas = kino.canvas
        texts = canvas.label_texts()
        n_q = len(scene.queries)
        centres = centres_in_widget(canvas)
        origin = QPointF(canvas.data_to_viewport(0.0, 0.0)) + QPointF(
            canvas.viewport().mapTo(canvas, QPoint(0, 0))
        )
        square = canvas.label_frame_rect().translated(
            QPointF(canvas.viewport().mapTo(canvas, QPoint(0, 0)))
        )
        shown = canvas.shown_label_slots()
        boxes = dict(zip(shown, canvas.text_boxes(), strict=True))
        for slot, box in boxes.items():
            middle = box.rect.center()
            own = math.dist(middle.toTuple(), centres[slot].toTuple())
            if box_nearest_own_dot(box.rect, slot, centres):
                own = 0.0  # its box is nearer its own dot than any other: it reads as its
            selection = kino.document.selection
            selected = selection.index + (n_q if selection.kind == "key" else 0)
            for other, centre in enumerate(centres):
                if other != slot and slot != selected:  # the ring marks the selected one
                    near = math.dist(middle.toTuple(), centre.toTuple())
                    assert near >= CLEARLY_NEARER * own, (texts[slot], "reads as", texts[other])
            assert not box.rect.contains(origin), texts[slot]
            inside = square.contains(box.rect)
            apart = not box.rect.intersects(square.adjusted(-3, -3, 3, 3))
            assert inside or apart or slot == selected, (texts[slot], box.rect, square)
            for other_slot, other in boxes.items():
                if other_slot != slot:
                    gap = box.rect.adjusted(-2, 0, 2, 0)
                    assert not gap.intersects(other.rect), (texts[slot], texts[other_slot])
        queries = [h for h in canvas.handles if h.kind == "query"]
        for i, a in enumerate(queries):
            for b in queries[i + 1 :]:
                pa, pb = a.scenePos(), b.scenePos()
                if (pa - pb).manhattanLength() > 1:  # q3 and q4 share a place in this scene
                    assert math.dist(pa.toTuple(), pb.toTuple()) >= a.radius + b.radius
        hidden_queries = [s for s in range(n_q) if s not in boxes]
        if scale == 2.0:
            assert len(hidden_queries) <= n_q // 4, [texts[s] for s in hidden_queries]
        # What the matrix reads finds nothing on the canvas either.
        found = [str(f) for f in layout_report(kino.window) if "CanvasView" in str(f)]
        found = [f for f in found if f != selected_on_frame(found, texts[selected])]
        assert not found, found


def show_translation_scene(kino, case: str) -> None:
    """The 4 x 4 translation scene as lesson step 14 or as preset 6 (key 6), settled."""
    if case == "step 14":
        kino.lecture.go_to(13, animate=False)
    else:
        kino.document.mark_saved()
        kino.menus.preset_actions[5].trigger()
    settle(kino)


@pytest.mark.parametrize("case", ["step 14", "preset 6"])
def test_the_translation_scene_at_300_percent_names_every_vector_beside_its_own_dot(qapp, case):
    """The 4 x 4 translation scene (lesson step 14, preset 6) on 1080p at 300%: "chat" was
    left out, because the selected query's label took the place above chat's dot two lines
    out from its own (where it read as "q: black"'s) and "q: black" the last one left. Every
    label now shows, each box nearer its own dot than any other's (the selected one's ring
    marks it)."""
    kino, deck = screen_window("presenting", (1920, 1080), 3.0)
    try:
        show_translation_scene(kino, case)
        canvas = kino.canvas
        scene = kino.document.scene
        assert (len(scene.queries), len(scene.keys)) == (4, 4)
        texts = canvas.label_texts()
        shown = canvas.shown_label_slots()
        assert [texts[slot] for slot in shown] == texts  # "chat" among them
        centres = centres_in_widget(canvas)
        for slot, box in zip(shown, canvas.text_boxes(), strict=True):
            assert box_nearest_own_dot(box.rect, slot, centres), texts[slot]
    finally:
        dispose(kino)


def shown_boxes_read_whole(kino) -> list[str]:
    """What a lecturer would see wrong in the canvas's labels: a label out of the frame, on
    the square's border line, on another label or on a dot, ring or arrow head."""
    canvas = kino.canvas
    offset = QPointF(canvas.viewport().mapTo(canvas, QPoint(0, 0)))
    square = canvas.label_frame_rect().translated(offset)
    boxes = canvas.text_boxes()
    marks = [(n, shape) for n, shape in canvas.mark_shapes() if isinstance(shape, QRectF)]
    wrong = []
    for i, box in enumerate(boxes):
        if not box.frame.contains(box.rect):
            wrong.append(f"{box.text!r} out of the frame")
        if not (
            square.contains(box.rect) or not box.rect.intersects(square.adjusted(-2, -2, 2, 2))
        ):
            wrong.append(f"{box.text!r} on the border line")
        wrong += [
            f"{box.text!r} on {o.text!r}" for o in boxes[i + 1 :] if overlaps(box.rect, o.rect)
        ]
        wrong += [f"{box.text!r} on a {n}" for n, shape in marks if overlaps(box.rect, shape)]
    return wrong


def test_every_label_of_8_x_12_shows_at_200_percent(qapp):
    """8 queries x 12 keys presenting on 1080p at 200%: 16 of 20 labels showed (C to F, the
    crowded row of keys, had no place of their own). Each shows now: beside its dot, smaller,
    or with a leader line to its dot, and none on another, a dot or the frame; and none
    across another vector's arrow ('q: cat' lay across chat's at its size, and read as
    chat's, where a smaller place beside its circle was free)."""
    with crowded_canvas(2.0) as (kino, _scene, views):
        for view in views:
            kino.layout.set_view_state(view)
            settle(kino)
            canvas = kino.canvas
            assert canvas.shown_label_slots() == list(range(len(canvas.label_texts())))
            assert not shown_boxes_read_whole(kino)
            assert canvas.leader_slots(), "the crowded row is named over the square"
            assert not labels_across_arrows(canvas), labels_across_arrows(canvas)


@pytest.mark.parametrize(
    "screen, scale", [((960, 540), 2.0), ((1280, 720), 1.5), ((1920, 1080), 3.0)]
)
def test_every_label_of_8_x_12_shows_where_there_is_room(qapp, screen, scale):
    """8 queries x 12 keys presenting on 960x540 at 200% named 13 of its 20 vectors, on
    1280x720 at 150% 15 and on 1080p at 300% 19: the row of keys 17 px apart had no room for
    its names at the sizes tried, and places one line apart missed the gaps between the
    crowded heads. Every vector is named now (all smaller where that is what it takes),
    none on another label, a dot, a ring, an arrow head or the border line, none across
    another vector's arrow or leader, all inside the canvas's frame; the selected one's among
    them, and a label without a leader nearer its own dot than any other."""
    with crowded_canvas(scale, screen) as (kino, _scene, views):
        for view in views:
            kino.layout.set_view_state(view)
            settle(kino)
            canvas = kino.canvas
            texts = canvas.label_texts()
            assert canvas.shown_label_slots() == list(range(len(texts))), (
                screen,
                [texts[s] for s in range(len(texts)) if s not in canvas.shown_label_slots()],
            )
            assert not shown_boxes_read_whole(kino), shown_boxes_read_whole(kino)
            assert not labels_across_arrows(canvas), labels_across_arrows(canvas)
            centres = centres_in_widget(canvas)
            leaders = canvas.leader_slots()
            for slot, box in zip(canvas.shown_label_slots(), canvas.text_boxes(), strict=True):
                if slot not in leaders:
                    assert box_nearest_own_dot(box.rect, slot, centres), texts[slot]


@pytest.mark.parametrize("case", ["step 14", "preset 6"])
def test_the_selected_label_keeps_off_the_border_line_at_300_percent(qapp, case):
    """At 300% the selected 'q: the' was drawn across the canvas's border line (its last
    resort); it is drawn smaller beside its ring now, and nothing on the canvas is found."""
    kino, _deck = screen_window("presenting", (1920, 1080), 3.0)
    try:
        show_translation_scene(kino, case)
        assert not shown_boxes_read_whole(kino)
        found = [str(f) for f in layout_report(kino.window) if "CanvasView" in str(f)]
        assert not found, found
    finally:
        dispose(kino)


def test_each_label_of_step_15_at_300_percent_is_beside_its_own_dot(qapp):
    """Step 15 at 640x360 x3: "chat" stood by q: sleeps's circle, under "q: cat" (read as
    "q: cat chat"), 130 px from its own dot. Each label's box is nearer its own dot now."""
    from .test_layout_report import lesson_window, show_step

    kino, _deck = lesson_window("presenting", (640, 360), 3.0)
    try:
        show_step(kino, 14)
        canvas = kino.canvas
        texts = canvas.label_texts()
        assert canvas.shown_label_slots() == list(range(len(texts)))
        centres = centres_in_widget(canvas)
        for slot, box in zip(canvas.shown_label_slots(), canvas.text_boxes(), strict=True):
            if slot not in canvas.leader_slots():
                assert box_nearest_own_dot(box.rect, slot, centres), texts[slot]
        assert not shown_boxes_read_whole(kino)
    finally:
        dispose(kino)


def test_the_scaled_ghosts_name_shows_inside_the_canvas_at_300_percent(qapp):
    """Step 13 at 640x360 x3 (as `--export --step 13` lays it out): the scaled ghost's name was
    put off the canvas (a corner of the ghost outside the frame) and so missing, and
    "unscaled" ran out of the canvas. Both show inside the canvas's frame now (smaller where
    there is no room at the size), off the canvas's labels and each other."""
    from app.common import i18n
    from app.render.headless import HeadlessRenderer, deck_ui_scale, scaled_size
    from app.shell.compose import build_app
    from kino_core.deck import load_lesson

    from .conftest import settle as settle_events

    i18n.install_language("en")
    deck = load_lesson("attention", "en")
    size = scaled_size("640x360", 3.0)
    renderer = HeadlessRenderer(build_app)
    kino = renderer.build_presentation_window(
        deck, 12, size, ui_scale=deck_ui_scale("640x360", 3.0)
    )
    try:
        settle_events()
        canvas = kino.canvas
        to_viewport = canvas.viewportTransform()
        boxes = []
        for name in ("scaled", "unscaled"):
            label = kino.learn_dock.panel.ghost_labels[name]
            assert label.isVisible() and label.toPlainText() == name
            box = label.deviceTransform(to_viewport).mapRect(label.boundingRect())
            assert canvas.frame_rect().contains(box), (name, box, canvas.frame_rect())
            for text, rect in canvas.label_rects():
                assert not overlaps(box, rect), (name, text)
            boxes.append(box)
        assert not overlaps(*boxes)
    finally:
        dispose(kino)


@pytest.mark.parametrize("size, scale", [("640x360", 3.0), ("1280x720", 1.5)])
def test_the_canvas_labels_keep_off_the_learn_ghosts_at_step_13(qapp, size, scale):
    """Step 13 (as `--export --step 13` lays it out): at 640x360 x3 "q" stood on the red
    ghost square around its query and "B" on the scaled ghost's circle. Every canvas label
    keeps off every ghost shown now."""
    from app.common import i18n
    from app.render.headless import HeadlessRenderer, deck_ui_scale, scaled_size
    from app.shell.compose import build_app
    from kino_core.deck import load_lesson

    from .conftest import settle as settle_events

    i18n.install_language("en")
    deck = load_lesson("attention", "en")
    renderer = HeadlessRenderer(build_app)
    kino = renderer.build_presentation_window(
        deck, 12, scaled_size(size, scale), ui_scale=deck_ui_scale(size, scale)
    )
    try:
        settle_events()
        canvas = kino.canvas
        ghosts = [g for g in kino.learn_dock.panel.ghosts.values() if g.isVisible()]
        assert len(ghosts) == 2
        labels = canvas.label_rects()
        assert [text for text, _ in labels] == canvas.label_texts()  # every label shown
        for ghost in ghosts:
            xs, ys = ghost.getData()
            centre = canvas.data_to_viewport(float(xs[0]), float(ys[0]))
            half = ghost.opts["size"] / 2 + ghost.opts["pen"].widthF() / 2
            square = QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)
            for text, rect in labels:
                assert not overlaps(rect, square), (text, rect, square)
    finally:
        dispose(kino)


def placed_labels(canvas) -> tuple:
    """What the canvas's labels look like: each shown label's text and ink box (rounded to a
    hundredth of a pixel), point size and leader line."""
    rects = [
        (text, tuple(round(v, 2) for v in rect.getCoords())) for text, rect in canvas.label_rects()
    ]
    sizes = [canvas.label_point_size(slot) for slot in canvas.shown_label_slots()]
    leaders = {
        slot: tuple(round(v, 2) for v in (*a.toTuple(), *b.toTuple()))
        for slot, (a, b) in canvas.leader_lines().items()
    }
    return rects, sizes, leaders


def test_a_crowded_drag_places_labels_cheaply_and_the_release_as_a_fresh_render(
    qapp, no_rate_limit
):
    """8 queries x 12 keys on 1080p at 200%: the leaders and the fine grid cost a move of
    the drag several milliseconds (4K, 150%: p99 8 to 14 ms), so mid-drag the labels are
    placed the cheap way (beside their dots, no leader lines) and the release places them as
    a fresh render of the dragged scene does: the same boxes, sizes and leader lines."""
    with crowded_canvas(2.0) as (kino, _scene, _views):
        canvas = kino.canvas
        viewport = canvas.viewport()
        assert canvas.leader_slots(), "the crowded row is named over the square with leaders"
        x, y = canvas.position_of("query", 0)
        start = canvas.data_to_viewport(x, y)
        QTest.mouseMove(viewport, start)
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        end = start
        for i in range(1, 7):
            end = QPoint(start.x() + 6 * i, start.y() - 3 * i)
            QTest.mouseMove(viewport, end)
        qapp.processEvents()
        assert kino.document.scene.queries[0].x > x  # it moved
        # Mid-drag: the cheap placement, no leader lines (the crowded row's names wait).
        assert not canvas.leader_slots()
        during = placed_labels(canvas)
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
        settle(kino)
        after = placed_labels(canvas)
        assert canvas.leader_slots()
        assert after != during
        dragged, selection = kino.document.scene, kino.document.selection
    with crowded_canvas(2.0) as (fresh, _scene, _views):
        fresh.document.reset(dragged)
        fresh.document.select(selection.kind, selection.index)
        settle(fresh)
        assert placed_labels(fresh.canvas) == after


@pytest.mark.parametrize(
    "size, scale", [("960x540", 2.0), ("640x360", 3.0), ("1280x720", 1.5), ("1024x640", 1.0)]
)
def test_step_13_names_q_at_its_size_and_the_ghosts_off_every_arrow(qapp, size, scale):
    """Step 13 (as `--export --step 13` lays it out) at 960x540 x2: the "unscaled" ghost's
    name lay across the A and C arrows at the origin (no ring place was free, and the corner
    it fell back on was there; so at 640x360 x3 and 1024x640, and across B's arrow at
    1280x720 x1.5), and "q" was drawn at the smallest size two lines out, though there was
    room at its size between the red ghost square and the border. Every canvas label and
    both ghost names keep off every arrow, dot and ghost now, inside the frame, and "q" has
    the size of the other labels."""
    from app.common import i18n
    from app.render.headless import HeadlessRenderer, deck_ui_scale, scaled_size
    from app.shell.compose import build_app
    from kino_core.deck import load_lesson

    from .conftest import settle as settle_events
    from .label_checks import segment_crosses_rect

    i18n.install_language("en")
    deck = load_lesson("attention", "en")
    renderer = HeadlessRenderer(build_app)
    kino = renderer.build_presentation_window(
        deck, 12, scaled_size(size, scale), ui_scale=deck_ui_scale(size, scale)
    )
    try:
        settle_events()
        canvas = kino.canvas
        texts = canvas.label_texts()
        assert texts[0] == "q" and canvas.shown_label_slots() == list(range(len(texts)))
        sizes = {canvas.label_point_size(slot) for slot in range(len(texts))}
        assert len(sizes) == 1, [(t, canvas.label_point_size(s)) for s, t in enumerate(texts)]
        assert not labels_across_arrows(canvas), labels_across_arrows(canvas)
        assert not shown_boxes_read_whole(kino), shown_boxes_read_whole(kino)
        # The ghost names, in viewport pixels: off every arrow, dot, ghost and canvas label.
        to_viewport = canvas.viewportTransform()
        origin = QPointF(canvas.data_to_viewport(0.0, 0.0))
        arrows = [
            (text, QPointF(canvas.data_to_viewport(*canvas.position_of(kind, index))))
            for text, (kind, index) in zip(
                texts, [("query", 0), *(("key", j) for j in range(len(texts) - 1))], strict=True
            )
        ]
        panel = kino.learn_dock.panel
        marks = []
        for ghost in panel.ghosts.values():
            xs, ys = ghost.getData()
            centre = canvas.data_to_viewport(float(xs[0]), float(ys[0]))
            half = ghost.opts["size"] / 2 + ghost.opts["pen"].widthF() / 2
            marks.append(QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half))
        offset = QPointF(canvas.viewport().mapTo(canvas, QPoint(0, 0)))
        marks += [
            shape.translated(-offset)
            for _name, shape in canvas.mark_shapes()
            if isinstance(shape, QRectF)
        ]
        boxes = []
        for name in ("unscaled", "scaled"):
            label = panel.ghost_labels[name]
            assert label.isVisible() and label.toPlainText() == name
            box = label.deviceTransform(to_viewport).mapRect(label.boundingRect())
            assert canvas.frame_rect().contains(box), (name, box)
            inside = box.adjusted(0.5, 0.5, -0.5, -0.5)
            for text, end in arrows:
                assert not segment_crosses_rect(origin, end, inside), (name, "across", text)
            for mark in marks:
                assert not overlaps(box, mark), (name, mark)
            for text, rect in canvas.label_rects():
                assert not overlaps(box, rect), (name, text)
            boxes.append(box)
        assert not overlaps(*boxes)
    finally:
        dispose(kino)


@pytest.mark.parametrize("scale", [2.0, 3.0])
def test_a_long_key_name_of_8_x_12_stays_in_the_frame_off_the_arrows(qapp, scale):
    """8 queries x 12 keys on 1080p at 200% and 300%, key "chat" renamed to a name of 15
    letters: a long label ran out of the canvas's frame to the window's edge, and at 200% it
    lay across the fan of arrows of E to H (as its own dot's nearest place). Every shown label
    is inside the frame now, off every other label, dot and the border line, across no other
    vector's arrow; at 200% the long name shows (smaller, with a leader line where it must)."""
    long_name = "Wahrscheinlichk"
    with crowded_canvas(scale) as (kino, scene, _views):
        index = [k.label for k in scene.keys].index("chat")
        kino.document.edit_key(index, label=long_name)
        settle(kino)
        canvas = kino.canvas
        texts = canvas.label_texts()
        assert long_name in texts
        for box in canvas.text_boxes():
            assert box.frame.contains(box.rect), (box.text, box.rect, box.frame)
        assert not shown_boxes_read_whole(kino), shown_boxes_read_whole(kino)
        assert not labels_across_arrows(canvas), labels_across_arrows(canvas)
        if scale == 2.0:
            assert long_name in [box.text for box in canvas.text_boxes()]
