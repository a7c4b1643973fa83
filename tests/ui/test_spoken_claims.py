"""What a screen reader hears on each lesson step is what the step shows (issue 27).

Before scaling is taught (weightings "unscaled") no panel draws the scaled weights, so nothing
spoken may name or quote them; once both are shown, both are said. Every number spoken is
recomputed here with kino_core.evaluate from the step's scene, per weighting shown.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from kino_core import evaluate
from kino_core.deck import load_lesson

from .conftest import settle

LESSON = load_lesson()
NAME = QAccessible.Text.Name


def spoken_name(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(NAME)


def canvas_names(kino) -> list[str]:
    canvas = QAccessible.queryAccessibleInterface(kino.canvas)
    return [canvas.child(i).text(NAME) for i in range(canvas.childCount())]


def two(value: float) -> str:
    return f"{float(value):.2f}".replace("-", "−")


@pytest.fixture
def said(kino):
    heard: list[str] = []
    kino.accessibility.announcer.announced.connect(heard.append)
    return heard


@pytest.mark.parametrize("index", range(len(LESSON.steps)), ids=[s.title for s in LESSON.steps])
def test_each_step_says_the_weightings_it_shows(kino, said, index):
    step = LESSON.steps[index]
    kino.lecture.open_deck(LESSON, index=index, animate=False)
    settle()
    assert kino.layout.view_state.weightings == step.weightings
    result = evaluate(kino.document.scene)
    r = result.query(0)
    labels = [key.label for key in result.scene.keys]
    weights = spoken_name(kino.panels["weights"].unscaled)
    output = spoken_name(kino.panels["output"])
    readouts = spoken_name(kino.panels["readouts"])
    saturation = spoken_name(kino.panels["saturation"])
    keys = canvas_names(kino)[len(result.scene.queries) :]
    said.clear()
    kino.canvas.setFocus()
    QTest.keyClick(kino.canvas, Qt.Key.Key_W)
    summary = said[-1]
    everything = [weights, output, readouts, saturation, *keys, summary]
    if step.weightings == "unscaled":
        for text in everything:
            assert "scal" not in text.lower() and "√" not in text, text
        pairs = zip(labels, r.weights_unscaled, strict=True)
        assert weights.endswith("weights: " + ", ".join(f"{k} {two(w)}" for k, w in pairs))
        for key, text, weight in zip(labels, keys, r.weights_unscaled, strict=True):
            assert text.startswith(f"key {key}, ") and text.endswith(f"weight {two(weight)}")
        assert f"largest weight {r.largest_unscaled:.3f};" in readouts
        assert f"gradient signal {r.jacobian_norm_unscaled:.3f}" in readouts
        assert saturation.endswith(f"largest weight {two(r.largest_unscaled)}")
        winner = labels[int(r.weights_unscaled.argmax())]
        assert f"key {winner} wins with weight {two(r.largest_unscaled)}; output " in summary
    else:
        assert "weights without scaling: " in weights
        for key, text, ws, wu in zip(
            labels, keys, r.weights_scaled, r.weights_unscaled, strict=True
        ):
            assert text.startswith(f"key {key}, ")
            assert text.endswith(f"weight {two(ws)} scaled, {two(wu)} without scaling"), text
        assert f"largest weight {r.largest_unscaled:.3f} without scaling, " in readouts
        assert f"{r.largest_scaled:.3f} scaled" in readouts
        assert f"gradient signal {r.jacobian_norm_unscaled:.3f} without scaling, " in readouts
        assert f"{r.jacobian_norm_scaled:.3f} scaled" in readouts
        assert "weights scaled by 1/√d: " in summary and "output colour without scaling" in output


@pytest.mark.parametrize("index", range(len(LESSON.steps)), ids=[s.title for s in LESSON.steps])
def test_before_scaling_is_taught_no_title_names_a_weighting(kino, index):
    """Steps 1-11 show softmax(q·k) alone: its chart, swatch and readouts are not titled
    "without scaling" before the room has met scaling (issue 27); from "Dividing by √d" on,
    both weightings are shown and named."""
    step = LESSON.steps[index]
    kino.lecture.open_deck(LESSON, index=index, animate=False)
    settle()
    title, _where = kino.panels["weights"].unscaled.title_shown()
    heading = kino.panels["output"].heading("unscaled")
    headers = kino.panels["readouts"].header_texts()
    if step.weightings == "unscaled":
        assert title == "weights" and heading == "output" and headers == []
    else:
        assert "without scaling" in title and "without scaling" in heading
        assert headers == ["without scaling", "scaled by 1/√d"]


def test_the_learn_ghost_and_curves_are_named_only_once_there_are_two(kino, qtbot):
    from app.panels.learn.messages import LearnTarget

    panel = kino.learn_dock.panel
    kino.learn_dock.start()
    panel.set_weightings("unscaled")
    panel.set_target(LearnTarget((0.3, 0.7, 0.9), "#4DB3E6"))
    assert panel.ghost_labels["unscaled"].textItem.toPlainText() == "ghost"
    legend = panel.legend.text()
    assert "loss" in legend and "‖gradient‖" in legend and "scal" not in legend
    panel.set_weightings("both")
    assert panel.ghost_labels["unscaled"].textItem.toPlainText() == "unscaled"
    assert "loss, without scaling" in panel.legend.text()


def test_the_attention_map_says_the_weightings_its_toggle_shows(kino, qtbot):
    from PySide6.QtWidgets import QApplication

    index = next(i for i, s in enumerate(LESSON.steps) if "attention_map" in s.panels)
    kino.lecture.open_deck(LESSON, index=index, animate=False)
    settle()
    panel = kino.panels["attention_map"]
    result = evaluate(kino.document.scene)
    black = [q.label for q in result.scene.queries].index("q: black")
    noir = [k.label for k in result.scene.keys].index("noir")
    unscaled = f"noir {two(result.weights_unscaled[black, noir])}"
    scaled = f"noir {two(result.weights_scaled[black, noir])}"
    for mode, expected in (
        ("unscaled", ["attention map, without scaling: "]),
        ("scaled", ["attention map, scaled by 1/√d: "]),
    ):
        qtbot.mouseClick(panel.mode_buttons[mode], Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        name = spoken_name(panel)
        assert panel.heatmap.shown_series() == (mode,)
        assert [t for t in expected if t in name] == expected, name
        other = "scaled by 1/√d" if mode == "unscaled" else "without scaling"
        assert other not in name
        assert (unscaled if mode == "unscaled" else scaled) in name
