"""The view-state model (app/common/view_model.py) and the one way a scene and its view state
are shown (app/controllers/showing.py): a file opening or a lesson step landing redraws every
view once, from the new scene under the new view state."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.common.panel_spec import views_in
from app.common.view_model import ViewModel
from app.controllers.files import Choice
from app.panels.registry import PANELS
from kino_core.deck import lesson_path
from kino_core.scene import default_scene
from kino_core.snapshot import Snapshot, ViewState, save_snapshot


def test_the_model_sets_every_field_then_says_each_change_once(qtbot):
    model = ViewModel(frozenset({"canvas"}), "both", "light", 1.0, "desk")
    heard: list[tuple[str, object, object]] = []
    for name in ("weightings", "panels", "theme", "scale", "mode"):
        signal = getattr(model, f"{name}_changed")
        # Each signal comes after every field is set: a subscriber reads a whole new state.
        signal.connect(lambda value, n=name: heard.append((n, value, model.panels)))
    changes: list[frozenset[str]] = []
    model.changed.connect(changes.append)

    changed = model.update(panels={"canvas", "scores"}, weightings="unscaled", mode="desk")

    assert changed == {"panels", "weightings"} and changes == [changed]
    both = frozenset({"canvas", "scores"})
    assert heard == [("weightings", "unscaled", both), ("panels", both, both)]
    assert model.update(panels=both, theme="light") == frozenset() and len(changes) == 1
    with pytest.raises(TypeError, match="zoom"):
        model.update(zoom=2)


@pytest.fixture
def counted(monkeypatch, qtbot, no_rate_limit):
    """A window whose views count their redraws: (window, counts by view)."""
    from app.application import configure_pyqtgraph
    from app.shell.compose import build_app

    configure_pyqtgraph()
    probe = build_app()
    qtbot.addWidget(probe.window)
    classes = {type(view) for widget in probe.panels.values() for view in views_in(widget)}
    counts: Counter = Counter()
    resizing: set = set()
    for cls in classes:
        original = cls.redraw

        def redraw(self, result, _original=original):
            # Redraws for a new size are not counted: a caption that grows by a line shrinks
            # the canvas, which then redraws for its new size (geometry, not the view state).
            if self not in resizing:
                counts[self] += 1
            _original(self, result)

        monkeypatch.setattr(cls, "redraw", redraw)
        original_resize = cls.resizeEvent

        def resize_event(self, event, _original=original_resize):
            resizing.add(self)
            try:
                _original(self, event)
            finally:
                resizing.discard(self)

        monkeypatch.setattr(cls, "resizeEvent", resize_event)
    kino = build_app()  # its views connect the counting redraw
    kino.files.session_enabled = False
    kino.files.ask_unsaved = lambda _action: Choice.DISCARD
    kino.lecture.ask_unsaved_deck = lambda _action: Choice.DISCARD
    qtbot.addWidget(kino.window)
    kino.window.resize(1600, 1000)
    kino.window.show()
    qtbot.waitExposed(kino.window)
    return kino, counts


def shown_views(kino) -> list:
    """The views on screen that draw the result (the Code panel and Learn mode follow the
    document themselves: their redraw draws nothing)."""
    return [
        view
        for name, widget in kino.panels.items()
        if widget.isVisible() and name not in ("code", "learn")
        for view in views_in(widget)
        if view.isVisible()
    ]


def test_opening_a_file_redraws_every_view_once(counted, tmp_path):
    kino, counts = counted
    # Another scene, other panels and the unscaled weightings only (a step before scaling).
    scene = replace(default_scene(), d=256, title="opened")
    panels = frozenset({"canvas", "weights", "formula", "readouts", "output", "attention_map"})
    path = tmp_path / "other.kino"
    save_snapshot(path, Snapshot(scene, ViewState(panels, weightings="unscaled")), PANELS.catalog())
    counts.clear()

    assert kino.files.open_path(path, ask=False)

    assert kino.document.scene == scene and kino.layout.shown_panels() == panels
    widgets = kino.panels
    assert (
        kino.layout.view_state.weightings == "unscaled"
        and widgets["formula"].weightings == "unscaled"
    )
    views = shown_views(kino)
    assert widgets["attention_map"] in views and widgets["weights"].scaled not in views
    assert {type(view).__name__: counts[view] for view in views} == {
        type(view).__name__: 1 for view in views
    }


def test_a_lesson_step_redraws_every_view_once(counted):
    kino, counts = counted
    kino.lecture.transition_ms = 0  # the step lands at once (an animated move draws frames)
    assert kino.lecture.open_path(lesson_path(), ask=False)
    canvas = kino.panels["canvas"]
    canvas.setFocus()
    steps = kino.lecture.deck.steps
    # Steps that change the weightings or the panels are the ones that redrew twice.
    checked = 0
    for index in range(len(steps) - 1):
        counts.clear()
        QTest.keyClick(canvas, Qt.Key.Key_PageDown)
        assert kino.lecture.index == index + 1
        views = shown_views(kino)
        redraws = {f"{type(view).__name__}@{index + 1}": counts[view] for view in views}
        assert redraws == {name: 1 for name in redraws}
        changed = steps[index].panels != steps[index + 1].panels or (
            steps[index].weightings != steps[index + 1].weightings
        )
        checked += changed
    assert checked >= 3  # the lesson changes panels and weightings along the way
