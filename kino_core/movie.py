"""A lesson deck as a movie: which scene every frame shows (pure, no Qt).

A deck movie plays steps in order. Each step after the first starts with its animated move from
the scene before (kino_core.tween, eased as the lecture eases it, the new caption from the first
frame, as LectureController shows it), then holds for ``hold_s`` seconds. A step in
``turn_steps`` turns its first query about the origin during its hold, at ``turn_speed``
degrees per second (or the step's own speed in ``turn_speeds``), for at least one full turn
(what pressing P shows in the lecture). ``deck_plan`` turns the steps whose deck says so (a
step's "animation", kino_core.deck.StepAnimation). The next move starts from the scene on
screen, so a turned query glides on to the next step.

A step that asks the room (kino_core.deck.DeckStep.asks) and holds an answer in its caption
shows the caption without it for the first half of its hold, as the lecture arrives at it, and
with it for the second half, as after R: a video watched alone still gives the viewer the moment
to predict, and still ends each step with its answer. Every other frame shows the whole caption.

Frame i shows time i / fps. The renderer draws every frame from (step, scene) alone, so a frame in
the middle of a hold is exactly the picture of that step.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from .deck import MAX_TURN_SPEED, MIN_TURN_SPEED, Deck, movie_turn_speeds
from .scene import Scene, move_vector, same_picture
from .tween import ease_in_out, tween

__all__ = [
    "DEFAULT_GIF_FPS",
    "DEFAULT_HOLD_S",
    "DEFAULT_MOVIE_FPS",
    "DEFAULT_TRANSITION_S",
    "DEFAULT_TURN_SPEED",
    "MovieFrame",
    "MoviePlan",
    "StepTiming",
    "deck_frames",
    "deck_plan",
    "frame_total",
    "step_timings",
    "turned",
]

DEFAULT_MOVIE_FPS = 30.0
DEFAULT_GIF_FPS = 20.0  # GIF delays are whole hundredths of a second: 50 ms a frame is exact
DEFAULT_HOLD_S = 5.0
DEFAULT_TRANSITION_S = 0.4  # LectureController's DEFAULT_TRANSITION_MS
DEFAULT_TURN_SPEED = 30.0  # degrees per second, TurnController's default


@dataclass(frozen=True)
class MoviePlan:
    """How a deck is played: ``fps`` frames a second, each step held ``hold_s`` seconds after a
    move of ``transition_s`` seconds; ``turn_steps`` (0-based step indices) turn their first
    query at ``turn_speed`` °/s (a step in ``turn_speeds``: at its own speed) for at least one
    full turn."""

    fps: float = DEFAULT_MOVIE_FPS
    hold_s: float = DEFAULT_HOLD_S
    transition_s: float = DEFAULT_TRANSITION_S
    turn_steps: frozenset[int] = frozenset()
    turn_speed: float = DEFAULT_TURN_SPEED
    turn_speeds: Mapping[int, float] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "turn_steps", frozenset(self.turn_steps))
        object.__setattr__(self, "turn_speeds", MappingProxyType(dict(self.turn_speeds)))
        checks = [
            ("fps", self.fps, 1.0, 120.0),
            ("hold_s", self.hold_s, 0.0, 3600.0),
            ("transition_s", self.transition_s, 0.0, 60.0),
            ("turn_speed", self.turn_speed, MIN_TURN_SPEED, MAX_TURN_SPEED),
        ]
        checks += [
            (f"turn_speeds[{step}]", speed, MIN_TURN_SPEED, MAX_TURN_SPEED)
            for step, speed in self.turn_speeds.items()
        ]
        for name, value, low, high in checks:
            if not (
                isinstance(value, int | float) and math.isfinite(value) and low <= value <= high
            ):
                raise ValueError(f"MoviePlan.{name}: expected {low:g} … {high:g}, found {value!r}")

    def speed_of(self, step: int) -> float:
        """How fast step ``step``'s query turns, in degrees a second (if it turns)."""
        return self.turn_speeds.get(step, self.turn_speed)


def deck_plan(
    deck: Deck,
    fps: float = DEFAULT_MOVIE_FPS,
    hold_s: float = DEFAULT_HOLD_S,
    turn_steps: frozenset[int] | None = None,
    turn_speed: float = DEFAULT_TURN_SPEED,
) -> MoviePlan:
    """How a movie of ``deck`` plays it: the steps whose "animation" turns the query turn, at
    their speed, unless ``turn_steps`` names the steps to turn instead (the command line's
    --turn), at ``turn_speed`` where a step names no speed of its own."""
    speeds = movie_turn_speeds(deck, turn_speed)
    chosen = frozenset(speeds) if turn_steps is None else frozenset(turn_steps)
    return MoviePlan(
        fps=fps,
        hold_s=hold_s,
        turn_steps=chosen,
        turn_speed=turn_speed,
        turn_speeds={step: speed for step, speed in speeds.items() if step in chosen},
    )


@dataclass(frozen=True)
class MovieFrame:
    """One frame: step ``step`` (0-based) of the deck presented, its canvas showing ``scene``;
    ``revealed``: its caption with the step's answer (False: held, as before R)."""

    step: int
    scene: Scene
    revealed: bool = True


@dataclass(frozen=True)
class StepTiming:
    """Frames of one step in the movie: ``first`` (its index), ``move`` frames of the animated
    move into it, then ``hold`` frames of the step itself (turning, if it turns)."""

    step: int
    first: int
    move: int
    hold: int

    @property
    def middle_of_hold(self) -> int:
        """The index of the frame in the middle of the hold. A read-out for tests."""
        return self.first + self.move + self.hold // 2


def turned(scene: Scene, index: int, degrees: float) -> Scene:
    """``scene`` with query ``index`` turned ``degrees`` about the origin (as Document.turn_query
    and TurnController turn it: its length kept, unless the canvas clamps it)."""
    query = scene.queries[index]
    angle = math.radians(degrees)
    cos, sin = math.cos(angle), math.sin(angle)
    return move_vector(
        scene, "query", index, query.x * cos - query.y * sin, query.x * sin + query.y * cos
    )


def _hold_frames(plan: MoviePlan, step: int, turns: bool) -> int:
    hold = plan.hold_s
    if turns:
        hold = max(hold, 360.0 / plan.speed_of(step))
    return max(1, round(hold * plan.fps))


def step_timings(deck: Deck, steps: Sequence[int], plan: MoviePlan) -> tuple[StepTiming, ...]:
    """Where each of ``steps`` (0-based, in playing order) lies in the movie. A move lasts
    ``round(transition_s × fps)`` frames, none before the first step or into a step that
    draws the same picture; a hold at least one frame."""
    timings: list[StepTiming] = []
    first = 0
    previous: Scene | None = None
    for step in steps:
        scene = deck.steps[step].scene
        move = 0
        if previous is not None and not same_picture(previous, scene):
            move = round(plan.transition_s * plan.fps)
        turns = step in plan.turn_steps
        hold = _hold_frames(plan, step, turns)
        timings.append(StepTiming(step, first, move, hold))
        first += move + hold
        previous = _end_of_hold(scene, plan, step, turns, hold)
    return tuple(timings)


def _turn_angle(plan: MoviePlan, step: int, frame: int) -> float:
    return plan.speed_of(step) * frame / plan.fps


def _end_of_hold(scene: Scene, plan: MoviePlan, step: int, turns: bool, hold: int) -> Scene:
    return turned(scene, 0, _turn_angle(plan, step, hold - 1)) if turns else scene


def deck_frames(deck: Deck, steps: Sequence[int], plan: MoviePlan) -> Iterator[MovieFrame]:
    """Every frame of the movie of ``steps`` (0-based, in playing order), as step_timings
    places them."""
    previous: Scene | None = None
    for timing in step_timings(deck, steps, plan):
        step = deck.steps[timing.step]
        scene = step.scene
        # Held for the first half of the hold (the move into the step included), then R.
        held_frames = timing.hold // 2 if step.asks and step.answer else 0
        if previous is not None:
            for k in range(timing.move):
                if k == 0:  # the move's first frame: the scene before, with the new words
                    frame = replace(previous, title=scene.title, caption=scene.caption)
                else:
                    frame = tween(previous, scene, ease_in_out(k / timing.move))
                yield MovieFrame(timing.step, frame, revealed=not held_frames)
        turns = timing.step in plan.turn_steps
        for k in range(timing.hold):
            angle = _turn_angle(plan, timing.step, k)
            shown = turned(scene, 0, angle) if turns else scene
            yield MovieFrame(timing.step, shown, revealed=k >= held_frames)
        previous = _end_of_hold(scene, plan, timing.step, turns, timing.hold)


def frame_total(timings: Sequence[StepTiming]) -> int:
    """How many frames the movie has."""
    return sum(t.move + t.hold for t in timings)
