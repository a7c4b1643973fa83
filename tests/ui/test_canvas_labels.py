"""Canvas labels on a crowded canvas: a label with no free place is left out, never drawn over
another label, a dot, an arrow head or out of the frame (app/canvas.py ``_place_labels``)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest

from app.render.headless import dispose
from app.render.layout_report import layout_report

from .test_layout_matrix import room_window, settle
from .test_layout_window import scenes_and_views


def overlaps(a: QRectF, b: QRectF) -> bool:
    shared = a.intersected(b)
    return shared.width() > 0 and shared.height() > 0


def test_a_crowded_canvas_leaves_out_labels_rather_than_overlap_them(qapp):
    """8 queries x 12 keys presenting on 1080p at 300%: 20 labels on a small canvas."""
    window, _deck = room_window("presenting", (1920, 1080), 3.0)
    try:
        scene, views = scenes_and_views()[-1]
        window.document.reset(scene)
        canvas = window.canvas
        for view in views:
            window.set_view_state(view)
            settle(window)
            assert canvas.isVisible(), view.panels
            where = sorted(view.panels)
            texts = canvas.label_texts()
            assert texts == [v.label for v in (*scene.queries, *scene.keys)]
            shown = canvas.shown_label_slots()
            # Crowded: some labels are left out, and each is hidden on screen.
            assert 2 * len(shown) >= len(texts), (where, len(shown))
            assert len(shown) < len(texts), where
            boxes = canvas.text_boxes()
            assert [box.text for box in boxes] == [texts[slot] for slot in shown]
            # The selected vector's label is shown (it is placed first).
            selection = window.document.selection
            offset = len(scene.queries) if selection.kind == "key" else 0
            assert offset + selection.index in shown, (where, selection)
            # Every shown label is inside the frame, off every other label, dot and head.
            marks = canvas.mark_shapes()
            assert sum(name.endswith("dot") for name, _ in marks) == len(texts)
            for i, box in enumerate(boxes):
                assert box.frame.contains(box.rect), (where, box.text, box.rect, box.frame)
                for other in boxes[i + 1 :]:
                    assert not overlaps(box.rect, other.rect), (where, box.text, other.text)
                for name, shape in marks:
                    assert not overlaps(box.rect, shape), (where, box.text, name, shape)
            # And the layout report (which reads the same boxes) finds nothing on the canvas.
            found = [str(f) for f in layout_report(window) if "CanvasView" in str(f)]
            assert not found, (where, found)
    finally:
        dispose(window)


def test_clicking_a_vector_whose_label_was_left_out_shows_its_label(qapp):
    """The selected vector's label is placed first: selecting one whose label found no free
    place brings it back (another may be left out instead)."""
    window, _deck = room_window("presenting", (1920, 1080), 3.0)
    try:
        scene, views = scenes_and_views()[-1]
        window.document.reset(scene)
        window.set_view_state(views[0])
        settle(window)
        canvas = window.canvas
        n_q = len(scene.queries)
        hidden = [
            s for s in range(len(canvas.label_texts())) if s not in canvas.shown_label_slots()
        ]
        assert hidden
        slot = hidden[-1]
        kind, index = ("query", slot) if slot < n_q else ("key", slot - n_q)
        centre = canvas.data_to_viewport(*canvas.position_of(kind, index))
        QTest.mouseClick(canvas.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        settle(window)
        assert (window.document.selection.kind, window.document.selection.index) == (kind, index)
        assert slot in canvas.shown_label_slots()
        assert canvas.label_texts()[slot] in [box.text for box in canvas.text_boxes()]
    finally:
        dispose(window)
