"""Learn mode in front of the room: the lesson's Learn steps, driven with the clicker's keys.

PageDown lands on a Learn step and Learn mode opens toward key B's value; the ghosts wait (the
step asks the room to predict, or the answers are hidden with H), R starts them, and the run
ends on exactly what kino_core.learn computes; leaving the step closes Learn mode.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from kino_core.deck import load_lesson
from kino_core.learn import DEFAULT_LEARNING_RATE, DEFAULT_STEPS, learn

FIRST = "Can the query learn at d = 512?"  # after "Saturation at d = 512": unscaled only
SECOND = "Scaled, the query learns"  # after "Dividing by √d": both weightings


def index_of(title: str) -> int:
    return [s.title for s in load_lesson().steps].index(title)


@pytest.fixture
def kino(lecture_kino):
    kino = lecture_kino(lesson=True)
    kino.learn_dock.panel.step_ms = 2.0  # the same run at a pace faster than the eye
    return kino


def press(key: Qt.Key) -> None:
    """A real key press on the widget with focus, as a clicker sends it."""
    QTest.keyClick(QApplication.focusWidget(), key)


def step_to(kino, qtbot, key: Qt.Key, title: str) -> None:
    press(key)
    qtbot.waitUntil(lambda: not kino.lecture.animating, timeout=3000)
    QApplication.processEvents()
    assert kino.lecture.step.title == title


def assert_run_shown(panel, run, weightings) -> None:
    """Ghosts, trails and curves of ``weightings`` show the core's whole run; others nothing."""
    for weighting in ("unscaled", "scaled"):
        shown = weighting in weightings
        assert panel.ghosts[weighting].isVisible() == shown
        assert panel.trails[weighting].isVisible() == shown
        if not shown:
            assert panel.curves[("loss", weighting)].getData()[0] is None or not len(
                panel.curves[("loss", weighting)].getData()[0]
            )
            continue
        descent = run[weighting]
        x, y = panel.ghosts[weighting].getData()
        np.testing.assert_array_equal(np.c_[x, y], descent.path[-1:])
        x, y = panel.trails[weighting].getData()
        np.testing.assert_array_equal(np.c_[x, y], descent.path)
        _, loss = panel.curves[("loss", weighting)].getData()
        np.testing.assert_allclose(loss, 100 * descent.loss / descent.loss[0], atol=1e-9)


def test_predict_then_reveal_on_the_first_learn_step(kino, qtbot):
    dock, panel = kino.learn_dock, kino.learn_dock.panel
    kino.lecture.go_to(index_of(FIRST) - 1, animate=False)  # "Saturation at d = 512"
    assert not dock.isVisible()

    press(Qt.Key.Key_H)  # the room predicts first
    step_to(kino, qtbot, Qt.Key.Key_PageDown, FIRST)
    scene = kino.document.scene
    assert dock.isVisible()
    assert panel.target.name == "key B's value" and panel.target.rgb == scene.keys[1].rgb
    assert panel.chips[1].isChecked()
    assert "Predict first: will the query move toward key B's value?" in panel.message.text()
    qtbot.wait(100)  # 50 steps' worth of time: the ghosts still wait under the query
    assert panel.current is None and not panel.playing
    assert not any(g.isVisible() for g in panel.ghosts.values())

    press(Qt.Key.Key_R)
    assert panel.playing
    qtbot.waitUntil(lambda: not panel.playing, timeout=10_000)
    assert panel.shown_step == DEFAULT_STEPS
    run = learn(scene, 0, scene.keys[1].rgb, DEFAULT_LEARNING_RATE, DEFAULT_STEPS)
    # Scaling is not taught yet: the unscaled ghost only, and no word of scaling.
    assert_run_shown(panel, run, ("unscaled",))
    assert run.unscaled.distance < 0.01
    text = panel.message.text()
    assert (
        "The softmax is saturated: the loss's gradient with respect to the query's (x, y) is "
        "0.00002; the query hardly learns" in text
    )
    assert "scal" not in text.lower() and "√" not in text
    assert "scaled" not in panel.legend.text()
    assert kino.document.scene == scene  # the ghosts moved, the scene did not

    step_to(kino, qtbot, Qt.Key.Key_PageDown, "At d = 512 the canvas hardly decides")
    assert not dock.isVisible() and not panel.playing and panel.current is None
    assert all(item.scene() is None for item in panel.ghosts.values())  # off the canvas


def test_the_second_learn_step_runs_both_and_h_puts_the_ghosts_back(kino, qtbot):
    dock, panel = kino.learn_dock, kino.learn_dock.panel
    kino.lecture.go_to(index_of(SECOND) - 1, animate=False)  # "Dividing by √d"
    step_to(kino, qtbot, Qt.Key.Key_PageDown, SECOND)
    scene = kino.document.scene
    # The step asks "will the query without scaling move now?": the run waits for R.
    assert dock.isVisible() and not panel.playing and panel.current is None
    assert panel.target.rgb == scene.keys[1].rgb
    assert kino.canvas.hasFocus()  # the clicker's keys still go to the lecture
    press(Qt.Key.Key_R)
    assert panel.playing

    press(Qt.Key.Key_H)  # hide mid-run: nothing of the answer stays on screen
    assert not panel.playing and panel.current is None
    assert not any(g.isVisible() for g in panel.ghosts.values())
    qtbot.wait(50)
    assert panel.current is None

    press(Qt.Key.Key_R)
    qtbot.waitUntil(lambda: not panel.playing, timeout=10_000)
    run = learn(scene, 0, scene.keys[1].rgb, DEFAULT_LEARNING_RATE, DEFAULT_STEPS)
    assert_run_shown(panel, run, ("unscaled", "scaled"))
    assert run.unscaled.distance < 0.01 and run.scaled.distance > 1.0
    text = panel.message.text()
    assert "Without scaling the softmax is saturated: the loss's gradient" in text
    assert f"fallen by {run.scaled.loss_drop:.0%}" in text

    step_to(kino, qtbot, Qt.Key.Key_PageUp, "Dividing by √d")
    assert not dock.isVisible() and panel.current is None
    assert panel.series_shown == ("unscaled", "scaled")  # key L opens the full Learn mode again


def test_presenting_with_reduced_motion_lands_on_the_end_of_the_run(kino, qtbot):
    panel = kino.learn_dock.panel
    kino.lecture.set_reduced_motion(True)
    kino.presentation.enter(full_screen=False)
    kino.lecture.go_to(index_of(SECOND) - 1, animate=False)
    step_to(kino, qtbot, Qt.Key.Key_PageDown, SECOND)
    assert panel.shown_step == 0  # the step asks for a prediction first
    press(Qt.Key.Key_R)
    assert panel.shown_step == DEFAULT_STEPS and not panel.playing
    scene = kino.document.scene
    assert_run_shown(panel, learn(scene, 0, scene.keys[1].rgb), ("unscaled", "scaled"))
    # Presenting: no buttons row (H and R drive the run), the sentence and the plot stay.
    assert not panel.learn_button.isVisible() and not panel.rate_spin.isVisible()
    assert panel.message.isVisible() and panel.plot.isVisible()
    step_to(kino, qtbot, Qt.Key.Key_PageDown, "The matrix form")
    assert not kino.learn_dock.isVisible()
    assert not panel.learn_button.isHidden()  # key L later opens the full Learn mode


def test_replacing_a_learn_step_keeps_its_learn_field(kino, qtbot):
    lecture = kino.lecture
    lecture.go_to(index_of(FIRST), animate=False)
    QApplication.processEvents()
    before = lecture.step.learn
    assert before is not None
    lecture.replace_current_step()
    assert lecture.step.learn == before and lecture.modified


def assert_holding(kino, qtbot) -> None:
    """Learn mode is open on the step, and nothing of the run's answer is on screen."""
    dock, panel = kino.learn_dock, kino.learn_dock.panel
    assert dock.isVisible() and panel.target is not None
    assert "Predict first: will the query move toward key B's value?" in panel.message.text()
    qtbot.wait(100)  # 50 steps' worth of time: the ghosts still wait under the query
    assert panel.current is None and not panel.playing and panel.shown_step == 0
    assert not any(g.isVisible() for g in panel.ghosts.values())
    assert "hardly learns" not in panel.message.text()


def assert_reveal_runs(kino, qtbot) -> None:
    panel = kino.learn_dock.panel
    press(Qt.Key.Key_R)
    assert panel.playing
    qtbot.waitUntil(lambda: not panel.playing, timeout=10_000)
    assert panel.shown_step == DEFAULT_STEPS
    assert "the query hardly learns" in panel.message.text()


@pytest.mark.parametrize("route", ["PageDown", "PageUp", "Home", "End", "Right", "Left"])
def test_a_predict_step_holds_its_answer_until_r_however_it_is_reached(kino, qtbot, route):
    """Issue 29: PageDown onto "Can the query learn at d = 512?" started the run at once, and
    within a second the room read the answer under a caption that asks it to predict."""
    lecture = kino.lecture
    lesson = lecture.deck
    first = index_of(FIRST)
    assert lesson.steps[first].learn.predict  # the deck says the step asks for a prediction
    kino.presentation.enter(full_screen=False)  # Home, End, Right, Left: presenting's keys
    kino.canvas.setFocus()
    assert not kino.presentation.answers_hidden  # no H: the step holds its answer itself
    if route in ("PageDown", "Right"):
        lecture.go_to(first - 1, animate=False)
    elif route in ("PageUp", "Left"):
        lecture.go_to(first + 1, animate=False)
    elif route == "Home":  # a deck that starts on the predict step
        lecture.open_deck(replace(lesson, steps=lesson.steps[first:]), index=3)
    else:  # a deck that ends on it
        lecture.open_deck(replace(lesson, steps=lesson.steps[: first + 1]), index=2)
    QApplication.processEvents()
    step_to(kino, qtbot, getattr(Qt.Key, f"Key_{route}"), FIRST)
    assert_holding(kino, qtbot)
    assert_reveal_runs(kino, qtbot)


def test_the_presenters_next_button_lands_on_a_predict_step_holding_its_answer(
    presenter_lesson_window, qtbot
):
    kino = presenter_lesson_window
    kino.learn_dock.panel.step_ms = 2.0
    QTest.keyClick(kino.canvas, Qt.Key.Key_F5, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: kino.presenter.arrangement == "rehearsal")
    presenter = kino.presenter.presenter_window
    kino.lecture.go_to(index_of(FIRST) - 1, animate=False)
    next_button = next(b for b in presenter.findChildren(QPushButton) if b.text() == "Next ▶")
    QTest.mouseClick(next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not kino.lecture.animating, timeout=3000)
    assert kino.lecture.step.title == FIRST
    assert_holding(kino, qtbot)
    assert_reveal_runs(kino, qtbot)


def visible_buttons(dock) -> list:
    """The dock's own title-bar buttons (float, close) a person sees."""
    from PySide6.QtWidgets import QAbstractButton

    return [
        b for b in dock.findChildren(QAbstractButton) if b.parentWidget() is dock and b.isVisible()
    ]


def test_the_rooms_view_shows_no_desk_chrome_on_the_learn_and_code_steps(kino, qtbot):
    dock, panel = kino.learn_dock, kino.learn_dock.panel
    code = kino.panels["code"]
    kino.presentation.enter(full_screen=False)
    kino.lecture.go_to(index_of(SECOND) - 1, animate=False)
    step_to(kino, qtbot, Qt.Key.Key_PageDown, SECOND)
    assert dock.isVisible()
    # No float or close button, no colour dialog's button, no hex code: the chip and the
    # swatch say what the target is.
    assert visible_buttons(dock) == []
    assert dock.widget().geometry().top() < 4  # no title bar above the panel
    assert not panel.any_colour_button.isVisible()
    assert panel.target_swatch.isVisible()
    assert panel.target_swatch.text() == "target: key B's value"
    kino.lecture.go_to(index_of("Try it"), animate=False)
    qtbot.waitUntil(lambda: code.isVisible(), timeout=3000)
    assert visible_buttons(code) == []
    # At the desk the same docks have their buttons again.
    kino.presentation.leave()
    QApplication.processEvents()
    assert len(visible_buttons(code)) == 2
    kino.lecture.go_to(index_of(SECOND), animate=False)
    qtbot.waitUntil(lambda: dock.isVisible(), timeout=3000)
    assert len(visible_buttons(dock)) == 2
    assert dock.widget().geometry().top() > 10  # the title bar, "Learn — what to look for"
    assert panel.any_colour_button.isVisible()
    assert panel.target_swatch.text() == "target: key B's value (#56B4E9)"
