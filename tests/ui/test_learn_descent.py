"""The Learn descent loop on its own (app/panels/learn/descent.py): no widget, no canvas.

It plays a run computed by kino_core.learn: the tests drive it by its clock-free moves (Step,
reduced motion, the end of the run) and by its timer, waiting for the end, never for a time.
"""

from __future__ import annotations

from app.panels.learn.descent import ComputedRun, DescentPlayer
from app.panels.learn.messages import LearnTarget, largest_weights
from kino_core.learn import DEFAULT_LEARNING_RATE, DEFAULT_STEPS, learn
from kino_core.presets import load_preset


def computed_run() -> ComputedRun:
    scene = load_preset("four-keys").scene
    target = LearnTarget(scene.keys[0].rgb, f"key {scene.keys[0].label}'s value")
    run = learn(scene, 0, target.rgb, DEFAULT_LEARNING_RATE, DEFAULT_STEPS)
    largest = largest_weights(scene, 0, target, run)
    return ComputedRun(scene, 0, target, DEFAULT_LEARNING_RATE, run, largest)


def test_step_reduced_motion_and_forget_move_the_step_shown(qapp):
    player = DescentPlayer()
    player.begin(computed_run())
    assert player.shown_step == 0 and not player.playing
    player.step_once()
    player.step_once()
    assert player.shown_step == 2 and not player.playing
    player.play(reduced_motion=True)  # the end at once, nothing to animate
    assert player.shown_step == DEFAULT_STEPS and not player.playing
    player.step_once()
    assert player.shown_step == DEFAULT_STEPS  # never past the last step
    player.forget()
    assert player.current is None and player.shown_step == 0


def test_the_timer_plays_the_run_to_its_end_and_stops(qtbot):
    player = DescentPlayer()
    player.step_ms = 0.5  # the same run at a pace faster than the eye: the test waits less
    player.begin(computed_run())
    seen: list[int] = []
    player.stepped.connect(lambda: seen.append(player.shown_step))
    player.play(reduced_motion=False)
    assert player.playing
    qtbot.waitUntil(lambda: not player.playing, timeout=20_000)
    assert player.shown_step == DEFAULT_STEPS
    assert seen and seen[-1] == DEFAULT_STEPS and seen == sorted(seen)
    player.play(reduced_motion=False)  # played again from the start once it has ended
    assert player.playing and player.shown_step == 0
    player.pause()
    assert not player.playing
