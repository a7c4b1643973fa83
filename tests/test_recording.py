"""kino_core.recording (the .kinorec timeline) and kino_core.movie (a deck played frame by frame):
pure, no Qt."""

from __future__ import annotations

import json
import math

import pytest

from app.panels.registry import PANELS
from kino_core.deck import load_lesson
from kino_core.files.view_state import ViewState
from kino_core.movie import MoviePlan, deck_frames, frame_total, step_timings, turned
from kino_core.recording import (
    LaserEvent,
    MoveEvent,
    Recording,
    RecordingError,
    SceneEvent,
    StepEvent,
    ViewEvent,
    change_event,
    frame_times,
    load_recording,
    parse_recording,
    recording_to_json,
    save_recording,
    state_at,
    states_at,
)
from kino_core.scene import default_scene, move_vector
from kino_core.tween import tween

# The app's panels, as the app hands them to kino_core (which keeps no list of its own).
KNOWN = PANELS.catalog()


def demo() -> Recording:
    start = default_scene()
    later = move_vector(start, "key", 1, -1.0, 2.5)
    events = [SceneEvent(0.0, start), ViewEvent(0.0, ViewState(theme="dark"))]
    events += [MoveEvent(0.1 * i, "query", 0, 1.5 - 0.1 * i, 1.0) for i in range(1, 6)]
    events += [
        SceneEvent(0.8, replace_d(later, 64)),
        StepEvent(1.0, 3, 17),
        LaserEvent(1.2, (0.5, -1.25)),
        LaserEvent(1.5, None),
    ]
    return Recording(tuple(events), 2.0)


def replace_d(scene, d):
    from dataclasses import replace

    return replace(scene, d=d)


def test_state_at_applies_every_event_up_to_the_time():
    recording = demo()
    assert state_at(recording, 0.0).scene == default_scene()
    assert state_at(recording, 0.0).view.theme == "dark"
    at_half = state_at(recording, 0.5)
    assert at_half.scene.queries[0].x == pytest.approx(1.0)
    assert at_half.step is None and at_half.laser is None
    assert state_at(recording, 1.3).laser == (0.5, -1.25)
    assert state_at(recording, 1.3).step == (3, 17)
    end = recording.final_state
    assert end.laser is None
    assert end.scene.d == 64 and end.scene.keys[1].x == -1.0
    # The later scene event replaces the moved query too: a scene event is the whole scene.
    assert end.scene.queries[0].x == 1.5


def test_states_at_equals_state_at_frame_by_frame():
    recording = demo()
    times = frame_times(recording.duration, 30)
    assert len(times) == 60 and times[1] == pytest.approx(1 / 30)
    assert list(states_at(recording, times)) == [state_at(recording, t) for t in times]
    with pytest.raises(ValueError):
        list(states_at(recording, [1.0, 0.5]))


def test_a_recording_round_trips_through_its_file(tmp_path):
    recording = demo()
    path = tmp_path / "demo.kinorec"
    save_recording(path, recording)
    assert load_recording(path) == recording
    text = path.read_text(encoding="utf-8")
    assert text == recording_to_json(recording)  # deterministic
    # Small: a move is one short line, not a frame.
    move_line = next(line for line in text.splitlines() if '"move"' in line)
    assert len(move_line) < 80


def test_change_event_stores_a_move_when_only_one_vector_moved():
    start = default_scene()
    moved = move_vector(start, "key", 2, 0.5, 0.25)
    assert change_event(start, moved, 1.5) == MoveEvent(1.5, "key", 2, 0.5, 0.25)
    both = move_vector(moved, "query", 0, 0.0, 1.0)
    assert isinstance(change_event(start, both, 1.5), SceneEvent)
    assert change_event(start, replace_d(start, 8), 2.0) == SceneEvent(2.0, replace_d(start, 8))


def corrupt(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda t: t[: len(t) // 2], "demo.kinorec: the file ends early (truncated?)"),
        (lambda t: corrupt(t, '"version": 1', '"version": 2'), "made by a newer kino"),
        (lambda t: corrupt(t, '"t": 0.5', '"t": 0.05'), "events[6].t: expected a time at or"),
        (lambda t: corrupt(t, '"t": 1.5', '"t": 9'), "events[10].t: expected a number in 0 … 2"),
        (
            lambda t: corrupt(t, '"kind": "query", "id": 0', '"kind": "query", "id": 4'),
            "events[2].move.id: expected the id of a query in the scene at that time (0)",
        ),
        (lambda t: corrupt(t, '"kind": "query"', '"kind": "dot"'), "events[2].move.kind"),
        (lambda t: corrupt(t, '"x": 0.5, "y": -1.25', '"x": 7, "y": -1.25'), "laser.x"),
        (lambda t: corrupt(t, '"number": 3', '"number": 30'), "step.number: expected an int"),
        (lambda t: corrupt(t, "kino-recording", "kino-deck"), "not a recording: open it as a"),
        (lambda t: corrupt(t, '"duration": 2.0', '"duration": NaN'), "duration: expected"),
    ],
)
def test_a_bad_file_gets_one_line_naming_what_is_wrong(tmp_path, edit, message):
    path = tmp_path / "demo.kinorec"
    path.write_text(edit(recording_to_json(demo())), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(RecordingError) as caught:
        load_recording(path)
    text = str(caught.value)
    assert message in text
    assert "\n" not in text and text.startswith(str(path))
    assert path.read_bytes() == before  # reading never touches the file


def test_the_first_event_must_be_the_scene_at_zero():
    document = json.loads(recording_to_json(demo()))
    document["events"] = document["events"][1:]
    with pytest.raises(RecordingError, match=r"events\[0\]: expected a scene event at t = 0"):
        parse_recording(json.dumps(document))


def test_saving_is_atomic_and_refuses_what_would_not_read_back(tmp_path):
    path = tmp_path / "demo.kinorec"
    path.write_text("old", encoding="utf-8")
    bad = Recording((SceneEvent(0.0, default_scene()), MoveEvent(0.5, "query", 9, 0.0, 0.0)), 1.0)
    with pytest.raises(RecordingError):
        save_recording(path, bad)
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["demo.kinorec"]


# -- a deck as a movie ----------------------------------------------------------------------------


def test_a_deck_movie_moves_then_holds_each_step():
    deck = load_lesson("attention")
    plan = MoviePlan(fps=10, hold_s=1.0, transition_s=0.4)
    steps = [0, 1, 6, 7]  # 1 -> 2 changes only the words: no move
    timings = step_timings(deck, steps, plan)
    assert [(t.first, t.move, t.hold) for t in timings] == [
        (0, 0, 10),
        (10, 0, 10),
        (20, 4, 10),
        (34, 4, 10),
    ]
    assert timings[3].middle_of_hold == 43
    frames = list(deck_frames(deck, steps, plan))
    assert len(frames) == frame_total(timings) == 48
    two, seven, eight = (deck.steps[i].scene for i in (1, 6, 7))
    assert all(f.scene == two and f.step == 1 for f in frames[10:20])
    # The move's first frame is the scene before with the new words, as the lecture shows it.
    assert frames[34].step == 7 and frames[34].scene.caption == eight.caption
    assert frames[34].scene.queries == seven.queries
    assert frames[36].scene == tween(seven, eight, 0.5)  # eased 0.5 is 0.5
    assert all(f.scene == eight and f.step == 7 for f in frames[38:48])


def test_a_turning_step_turns_its_query_a_full_turn_at_the_speed():
    deck = load_lesson("attention")
    plan = MoviePlan(fps=10, hold_s=0.1, turn_steps=frozenset({4}), turn_speed=90.0)
    frames = list(deck_frames(deck, [4], plan))
    assert len(frames) == 40  # 360° at 90°/s is 4 s
    start = deck.steps[4].scene.queries[0]
    for k in (0, 7, 39):
        query = frames[k].scene.queries[0]
        angle = math.degrees(math.atan2(query.y, query.x) - math.atan2(start.y, start.x))
        assert angle % 360 == pytest.approx((9.0 * k) % 360, abs=1e-9)
        assert math.hypot(query.x, query.y) == pytest.approx(math.hypot(start.x, start.y))
    assert frames[3].scene == turned(deck.steps[4].scene, 0, 27.0)


def test_a_deck_plan_turns_the_steps_the_deck_animates_at_their_own_speed():
    from dataclasses import replace

    from kino_core.deck import StepAnimation
    from kino_core.movie import deck_plan

    deck = load_lesson("attention")
    plan = deck_plan(deck, fps=10, hold_s=0.5)
    assert plan.turn_steps == {4, 10}  # the lesson's steps 5 and 11
    timings = step_timings(deck, list(range(len(deck.steps))), plan)
    holds = {t.step: t.hold for t in timings}
    assert holds[4] == holds[10] == 120 and holds[3] == holds[5] == 5  # 12 s at 30°/s
    # A step's own speed: step 5 at 90°/s turns once in 4 s; the others at the movie's.
    steps = list(deck.steps)
    steps[4] = replace(steps[4], animation=StepAnimation("turn", speed=90.0))
    fast = deck_plan(replace(deck, steps=tuple(steps)), fps=10, hold_s=0.5)
    frames = list(deck_frames(replace(deck, steps=tuple(steps)), [4], fast))
    assert len(frames) == 40 and frames[3].scene == turned(deck.steps[4].scene, 0, 27.0)
    # Named steps instead of the deck's (the command line's --turn): only those turn.
    named = deck_plan(deck, fps=10, hold_s=0.5, turn_steps=frozenset({1}))
    assert named.turn_steps == {1} and named.speed_of(1) == 30.0
    assert [t.hold for t in step_timings(deck, [1, 4], named)] == [120, 5]
    with pytest.raises(ValueError, match=r"turn_speeds\[4\]"):
        MoviePlan(turn_steps=frozenset({4}), turn_speeds={4: 0.0})


def test_the_documented_example_loads_and_is_written_back_byte_for_byte():
    from pathlib import Path

    doc = (Path(__file__).parent.parent / "docs" / "recording-format.md").read_text("utf-8")
    example = doc.split("```json\n", 1)[1].split("```", 1)[0]
    recording = parse_recording(example, known_panels=KNOWN)
    assert recording_to_json(recording, KNOWN) == example
    assert [type(e).__name__ for e in recording.events] == [
        "SceneEvent",
        "ViewEvent",
        "StepEvent",
        "MoveEvent",
        "MoveEvent",
        "LaserEvent",
        "LaserEvent",
        "StepEvent",
        "SceneEvent",
    ]
    assert recording.final_state.scene.d == 64 and recording.final_state.step == (2, 3)


def test_seeking_and_advancing_find_the_state_that_replaying_from_the_start_makes():
    import random

    from kino_core.recording import advance, cursor_at

    recording = demo()
    times = frame_times(recording.duration, 50)
    replayed = list(states_at(recording, times))  # one pass from the start, event by event
    by_time = dict(zip(times, replayed, strict=True))
    rng = random.Random(4)
    cursor = cursor_at(recording, 0.0)
    for _ in range(200):
        t = rng.choice(times)  # forward and back, as a replay's seeks and frames go
        cursor = advance(recording, cursor, t)
        assert cursor.state == by_time[t]
        assert cursor_at(recording, t) == cursor
    assert cursor_at(recording, -1.0).state == replayed[0]
