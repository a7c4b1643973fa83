"""Learn mode in the window, driven with real clicks and key presses.

The ghosts, trails and curves must show exactly what kino_core.learn computed, Accept must be
one undo step, and everything must work from the keyboard.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.panels.learn import (
    PLOT_FLOOR,
    LearnTarget,
    largest_weights,
    learn_message,
    plain_number,
)
from kino_core.codegen import LearnCode, scene_code
from kino_core.learn import DEFAULT_LEARNING_RATE, DEFAULT_STEPS, learn
from kino_core.presets import load_preset

from .conftest import drag, settle

WEIGHTINGS = ("unscaled", "scaled")


def _click(widget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def _open_learn_mode_on_preset(kino, qtbot, preset_key: Qt.Key):
    """Press the preset's number key, then L, as a lecturer would."""
    kino.window.activateWindow()
    kino.canvas.setFocus()
    QTest.keyClick(kino.canvas, preset_key)
    QTest.keyClick(kino.canvas, Qt.Key.Key_L)
    dock = kino.learn_dock
    qtbot.waitUntil(dock.isVisible)
    settle()
    return dock.panel


def _assert_shows(panel, run, step: int) -> None:
    """Ghosts, trails and both plots show the core's run up to ``step``."""
    for weighting in WEIGHTINGS:
        descent = run[weighting]
        ghost_x, ghost_y = panel.ghosts[weighting].getData()
        assert panel.ghosts[weighting].isVisible()
        np.testing.assert_array_equal(np.c_[ghost_x, ghost_y], descent.path[step : step + 1])
        trail_x, trail_y = panel.trails[weighting].getData()
        np.testing.assert_array_equal(np.c_[trail_x, trail_y], descent.path[: step + 1])
        # The loss as a percentage of where it started; the gradient on a log scale (what is
        # drawn is log10 of the value).
        percent = 100 * descent.loss / descent.loss[0]
        gradient = np.log10(np.maximum(descent.gradient_norm, PLOT_FLOOR))
        for kind, expected in (("loss", percent), ("gradient", gradient)):
            steps, shown = panel.curves[(kind, weighting)].getData()
            np.testing.assert_array_equal(steps, np.arange(step + 1))
            np.testing.assert_allclose(shown, expected[: step + 1], rtol=0, atol=1e-9)


def test_learn_at_d_512_stalls_without_scaling_then_accept_and_undo(kino, qtbot):
    panel = _open_learn_mode_on_preset(kino, qtbot, Qt.Key.Key_4)
    document = kino.document
    scene = document.scene
    assert scene.d == 512
    start = (scene.queries[0].x, scene.queries[0].y)
    assert panel.rate_spin.value() == DEFAULT_LEARNING_RATE
    assert not panel.learn_button.isEnabled()  # no target yet

    chip = panel.chips[1]  # key B
    assert chip.text() == "B"
    _click(chip)
    assert chip.isChecked() and panel.target.rgb == scene.keys[1].rgb
    assert "key B's value" in panel.target_swatch.text()

    panel.step_ms = 2.0  # the same animation at a pace faster than the eye: the test waits less
    _click(panel.learn_button)
    assert panel.playing and panel.learn_button.text() == "Pause"
    qtbot.waitUntil(lambda: not panel.playing, timeout=20_000)
    assert panel.shown_step == DEFAULT_STEPS

    run = learn(scene, 0, scene.keys[1].rgb, DEFAULT_LEARNING_RATE, DEFAULT_STEPS)
    _assert_shows(panel, run, DEFAULT_STEPS)
    unscaled_end = panel.ghosts["unscaled"].getData()
    scaled_end = panel.ghosts["scaled"].getData()
    assert np.hypot(unscaled_end[0][0] - start[0], unscaled_end[1][0] - start[1]) < 0.01
    assert np.hypot(scaled_end[0][0] - start[0], scaled_end[1][0] - start[1]) > 1.0
    text = panel.message.text()
    assert (
        "Without scaling the softmax is saturated: the loss's gradient with respect to the "
        "query's (x, y) is 0.00002" in text
    )
    assert "the query hardly learns" in text and "Scaled by 1/√d" in text
    largest = largest_weights(scene, 0, panel.target, run)
    assert largest["unscaled"].min() > 0.99 and largest["scaled"].max() < 0.9
    assert text.endswith(learn_message("q", run, DEFAULT_STEPS, largest))
    # The scene itself did not move while the ghosts did.
    assert document.scene == scene

    # Accept: the query goes where the scaled ghost is, as one undo step.
    steps_before = document.undo_stack.count()
    _click(panel.accept_button)
    learned = tuple(run.scaled.path[-1])
    assert (document.scene.queries[0].x, document.scene.queries[0].y) == learned
    assert document.undo_stack.count() == steps_before + 1
    assert panel.current is None and not panel.ghosts["scaled"].isVisible()

    kino.canvas.setFocus()
    QTest.keyClick(kino.canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (document.scene.queries[0].x, document.scene.queries[0].y) == start
    assert document.scene == scene


def test_learn_mode_from_the_keyboard_step_rate_and_reduced_motion(kino, qtbot):
    panel = _open_learn_mode_on_preset(kino, qtbot, Qt.Key.Key_1)
    scene = kino.document.scene
    assert scene.d == 2
    assert panel.chips[0].hasFocus()  # L lands on the first thing to do: pick a target
    for widget in (panel.learn_button, panel.step_button, panel.reset_button, panel.accept_button):
        assert widget.accessibleName()
    for chip in panel.chips:
        assert chip.accessibleName().startswith("Target: key ")

    QTest.keyClick(panel.chips[3], Qt.Key.Key_Space)  # key D's value, from the keyboard
    assert panel.target.rgb == scene.keys[3].rgb
    panel.rate_spin.setFocus()
    panel.rate_spin.selectAll()
    QTest.keyClicks(panel.rate_spin, "0.5")
    QTest.keyClick(panel.rate_spin, Qt.Key.Key_Return)
    assert panel.rate_spin.value() == 0.5
    for _ in range(3):
        QTest.keyClick(panel.step_button, Qt.Key.Key_Space)
    run = learn(scene, 0, scene.keys[3].rgb, 0.5, DEFAULT_STEPS)
    assert panel.shown_step == 3
    _assert_shows(panel, run, 3)
    assert "Step 3 of 200" in panel.message.text() and "fallen by" in panel.message.text()

    # A new rate answers a new question: the ghosts go back under the query.
    panel.rate_spin.setValue(4.0)
    assert panel.current is None and not panel.trails["unscaled"].isVisible()

    # With reduced motion, Learn shows the end at once instead of animating.
    kino.lecture.set_reduced_motion(True)
    QTest.keyClick(panel.learn_button, Qt.Key.Key_Space)
    assert not panel.playing and panel.shown_step == DEFAULT_STEPS
    _assert_shows(panel, learn(scene, 0, scene.keys[3].rgb, 4.0, DEFAULT_STEPS), DEFAULT_STEPS)

    # Reset from the keyboard; L again hides the mode and takes the ghosts off the canvas.
    QTest.keyClick(panel.reset_button, Qt.Key.Key_Space)
    assert panel.current is None and not panel.ghosts["scaled"].isVisible()
    kino.canvas.setFocus()
    QTest.keyClick(kino.canvas, Qt.Key.Key_L)
    assert not kino.learn_dock.isVisible()
    canvas_items = kino.canvas.getPlotItem().items
    assert not any(ghost in canvas_items for ghost in panel.ghosts.values())


def test_a_drag_during_a_run_resets_it_and_the_canvas_keeps_working(kino, qtbot):
    panel = _open_learn_mode_on_preset(kino, qtbot, Qt.Key.Key_1)
    _click(panel.chips[1])
    _click(panel.step_button)
    assert panel.shown_step == 1 and panel.ghosts["scaled"].isVisible()
    # Ghosts sit over the query but take no part in gestures: a drag still moves the key.
    key = kino.document.scene.keys[0]
    drag(kino.canvas, (key.x, key.y), (1.0, -1.0))
    moved = kino.document.scene.keys[0]
    assert abs(moved.x - 1.0) < 0.05 and abs(moved.y + 1.0) < 0.05
    assert panel.current is None and not panel.ghosts["scaled"].isVisible()


def test_plain_numbers_read_as_the_lesson_writes_them():
    assert plain_number(1.85e-5) == "0.00002"
    assert plain_number(0.0143) == "0.014"
    assert plain_number(0.0) == "0"
    assert plain_number(3e-12) == "below 0.000000001"
    assert plain_number(float("nan")) == "—"


def test_copy_as_code_puts_the_same_descent_on_the_clipboard(kino, qtbot):
    panel = _open_learn_mode_on_preset(kino, qtbot, Qt.Key.Key_4)
    assert not panel.code_button.isEnabled()
    _click(panel.chips[2])
    _click(panel.code_button)
    scene = kino.document.scene
    expected = scene_code(scene, learn=LearnCode(scene.keys[2].rgb, DEFAULT_LEARNING_RATE))
    assert QApplication.clipboard().text() == expected
    assert "Code panel (F4)" in panel.message.text()


def test_the_lesson_api_learns_the_selected_query_and_follows_the_theme(kino, qtbot):
    """LearnDock.start is what a lesson step calls; with two queries the selected one learns."""
    document = kino.document
    document.add_query(-1.0, 0.5)
    assert document.selected_query == 1
    first = document.scene.queries[0]
    dock, panel = kino.learn_dock, kino.learn_dock.panel
    panel.step_ms = 2.0
    dock.start(target_key=0, learn_now=True)
    assert dock.isVisible() and kino.menus.action_learn.isChecked() and panel.playing
    qtbot.waitUntil(lambda: not panel.playing, timeout=20_000)
    scene = document.scene
    run = learn(scene, 1, scene.keys[0].rgb, DEFAULT_LEARNING_RATE, DEFAULT_STEPS)
    np.testing.assert_array_equal(run.scaled.path[0], (-1.0, 0.5))
    _assert_shows(panel, run, DEFAULT_STEPS)
    _click(panel.accept_button)
    assert (document.scene.queries[1].x, document.scene.queries[1].y) == tuple(run.scaled.path[-1])
    assert document.scene.queries[0] == first

    kino.view_model.update(theme="dark")
    assert "#16191D" in panel.styleSheet()  # the dark theme's background
    assert panel.plot.backgroundBrush().color().name().upper() == "#16191D"


def test_the_sentence_names_each_case():
    target = LearnTarget((0.0, 0.0, 0.0), "black")
    scene = load_preset("saturation-d512").scene
    key_d = scene.keys[3]  # the unscaled query already sits on D: nothing to learn
    run = learn(scene, 0, key_d.rgb, DEFAULT_LEARNING_RATE, 5)
    largest = largest_weights(scene, 0, LearnTarget(key_d.rgb, "D"), run)
    text = learn_message("q", run, 0, largest)
    assert text.startswith("Without scaling the output is already the target colour")
    assert text.endswith("Scaled by 1/√d the gradient is 0.015: q can learn.")
    # A huge rate overshoots at d = 2: the loss rises, and the sentence says what to do.
    four = load_preset("four-keys").scene
    run = learn(four, 0, target.rgb, 50.0, 3)
    largest = largest_weights(four, 0, target, run)
    risen = [learn_message("q", run, s, largest) for s in range(1, 4)]
    assert any("risen by" in t and "smaller learning rate" in t for t in risen), risen


def test_any_colour_from_the_picker_becomes_the_target(kino, qtbot, monkeypatch):
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QColorDialog

    panel = _open_learn_mode_on_preset(kino, qtbot, Qt.Key.Key_1)
    _click(panel.chips[0])
    asked = []

    def pick(initial, parent, title):  # the modal dialog, answered as a student would
        asked.append((initial.name(), title))
        return QColor("#123456")

    monkeypatch.setattr(QColorDialog, "getColor", staticmethod(pick))
    _click(panel.any_colour_button)
    assert asked == [("#e69f00", "Target colour")]  # it opens on the current target
    assert panel.target.rgb == (0x12 / 255, 0x34 / 255, 0x56 / 255)
    assert not any(chip.isChecked() for chip in panel.chips)
    assert "#123456" in panel.target_swatch.text()
    _click(panel.step_button)
    scene = kino.document.scene
    _assert_shows(panel, learn(scene, 0, panel.target.rgb, DEFAULT_LEARNING_RATE), 1)


def test_learn_mode_is_a_bottom_dock_no_file_names_and_a_file_open_leaves_it(kino, qtbot, tmp_path):
    """Learn mode is a panel of the dock region (the registry's, key L in the View menu),
    docked at the bottom; saving does not write it into the file, and opening a file (which
    names the panels it shows) leaves it open."""
    import json

    window = kino.window
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    kino.files.session_enabled = False
    dock = kino.learn_dock
    assert (
        dock is kino.panels["learn"]
        and kino.menus.action_learn is kino.menus.panel_actions["learn"]
    )
    assert kino.menus.action_learn in kino.menus.bar["View"].actions()
    _open_learn_mode_on_preset(kino, qtbot, Qt.Key.Key_2)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    assert "learn" in kino.layout.shown_panels() and kino.menus.action_learn.isChecked()
    saved = tmp_path / "with-learn-open.kino"
    kino.document.set_source(saved)
    assert kino.files.save()
    panels = json.loads(saved.read_text(encoding="utf-8"))["view"]["panels"]
    assert "learn" not in panels and panels["canvas"] is True
    assert kino.files.open_path(saved, ask=False)
    settle()
    assert dock.isVisible() and "learn" in kino.layout.shown_panels()
    QTest.keyClick(kino.canvas, Qt.Key.Key_L)  # L closes it again, through the view state
    settle()
    assert dock.isHidden() and "learn" not in kino.layout.shown_panels()
    assert not kino.menus.action_learn.isChecked()
    window.set_close_question(lambda: True)


def test_the_learn_panel_is_built_when_first_shown_and_a_drag_before_pays_nothing(kino, qtbot):
    """The window starts without the Learn panel (most sessions never open it: it was a fifth
    of a window's build, and it followed every drag); L builds it, on the scene as it is, its
    ghosts on the window's canvas."""
    dock = kino.learn_dock
    assert not dock.built and not dock.isVisible()
    key = kino.document.scene.keys[1]
    drag(kino.canvas, (key.x, key.y), (key.x - 0.3, key.y + 0.2))
    assert not dock.built  # nothing followed the drag
    kino.window.activateWindow()
    kino.canvas.setFocus()
    QTest.keyClick(kino.canvas, Qt.Key.Key_L)
    qtbot.waitUntil(dock.isVisible)
    panel = dock.panel
    assert dock.built and dock.widget() is panel and panel.isVisible()
    assert [chip.text() for chip in panel.chips] == [k.label for k in kino.document.scene.keys]
    _click(panel.chips[1])
    assert panel.target.rgb == kino.document.scene.keys[1].rgb
    _click(panel.step_button)
    assert panel.shown_step == 1 and panel.ghosts["scaled"].isVisible()
    assert panel.ghosts["scaled"].scene() is kino.canvas.scene()  # drawn on the canvas
