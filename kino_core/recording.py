"""``.kinorec`` recordings: a demo as a timeline of changes, and the state at any time (pure).

A recording is data, not pictures: the scene it starts from and every change after it, each with
its time in seconds from the start. Replaying it at another size, theme, UI scale or language
renders it afresh. The format is documented in docs/recording-format.md. In short::

    {
      "format": "kino-recording",
      "version": 1,
      "duration": 12.5,
      "events": [
        {"t": 0.0, "scene": {<the scene fields of a snapshot>}},
        {"t": 0.0, "view": {"theme": "light", "panels": {…}}},
        {"t": 0.52, "move": {"kind": "query", "id": 0, "x": 1.2, "y": 0.9}},
        {"t": 3.1, "step": {"number": 5, "of": 17}},
        {"t": 4.0, "laser": {"x": 0.25, "y": -1.5}},
        {"t": 4.6, "laser": null},
        …
      ]
    }

Kinds of event (each event has ``t`` and exactly one of these):

- ``scene``: the whole scene from now on (the first event, at t = 0, is always one; later ones
  for edits that are not a single move: a key added, d changed, a step shown…);
- ``move``: one query or key (by ``kind`` and ``id``) now at (x, y): a drag or a turn, the
  change that happens sixty times a second, stored in a few dozen bytes;
- ``view``: the panels shown, the theme and the weightings from now on;
- ``step``: the lesson deck's step on screen, 1-based, ``of`` steps (what the counter said);
- ``laser``: the laser pointer at canvas point (x, y) (the canvas's own coordinates, −3 … 3,
  so it points at the same thing at any size), or ``null`` when it goes away.

Reading validates everything like snapshots (kino_core/files/): any problem raises
``RecordingError`` (a SnapshotError) whose one-line message names the field (``events[12].t``),
a truncated file, or a recording made by a newer kino. Saving is atomic and refuses a recording
that would not read back identically.
"""

from __future__ import annotations

import bisect
import json
import math
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from .files.errors import MISSING, SnapshotError, describe, join_path
from .files.json_document import (
    check_round_trip,
    parse_json_document,
    read_file_limited,
    write_document,
)
from .files.scene_codec import decode_scene, encode_scene
from .files.validation import check_header, require_object, warn_unknown
from .files.view_state import PanelCatalog, ViewState, decode_view, encode_view
from .scene import CANVAS_LIMIT, Scene, move_vector

__all__ = [
    "EVENT_KINDS",
    "FORMAT_TAG",
    "FORMAT_VERSION",
    "MAX_DURATION_S",
    "MAX_EVENTS",
    "MAX_RECORDING_BYTES",
    "SUFFIX",
    "LaserEvent",
    "MoveEvent",
    "Cursor",
    "Recording",
    "RecordingError",
    "RecordingState",
    "SceneEvent",
    "StepEvent",
    "ViewEvent",
    "advance",
    "change_event",
    "cursor_at",
    "frame_times",
    "load_recording",
    "parse_recording",
    "recording_to_json",
    "save_recording",
    "state_at",
    "states_at",
]

FORMAT_TAG = "kino-recording"
FORMAT_VERSION = 1
SUFFIX = ".kinorec"
MAX_RECORDING_BYTES = 64 * 1024 * 1024  # an hour of dragging at 60 moves a second is ~20 MiB
MAX_EVENTS = 1_000_000
MAX_DURATION_S = 6 * 3600.0
EVENT_KINDS = ("scene", "move", "view", "step", "laser")
_TOP_FIELDS = ("format", "version", "duration", "events")
_OTHER_FORMATS = {
    "kino-snapshot": "this is a kino snapshot (.kino), not a recording: open it as a snapshot",
    "kino-deck": "this is a kino lesson deck (.kinodeck), not a recording: open it as a deck",
}


class RecordingError(SnapshotError):
    """A recording cannot be read or is invalid; same fields as SnapshotError."""


@dataclass(frozen=True)
class SceneEvent:
    """From time ``t`` (seconds) on, the scene is ``scene``."""

    t: float
    scene: Scene


@dataclass(frozen=True)
class MoveEvent:
    """From time ``t`` on, the query or key (``kind`` "query" or "key") whose id is
    ``vector_id`` is at (x, y)."""

    t: float
    kind: str
    vector_id: int
    x: float
    y: float


@dataclass(frozen=True)
class ViewEvent:
    """From time ``t`` on, the window shows ``view`` (panels, theme, weightings)."""

    t: float
    view: ViewState


@dataclass(frozen=True)
class StepEvent:
    """From time ``t`` on, step ``number`` (1-based) of ``of`` is on screen."""

    t: float
    number: int
    of: int


@dataclass(frozen=True)
class LaserEvent:
    """From time ``t`` on, the laser pointer is at canvas point ``position`` (x, y), or nowhere
    (None)."""

    t: float
    position: tuple[float, float] | None


Event = SceneEvent | MoveEvent | ViewEvent | StepEvent | LaserEvent


@dataclass(frozen=True)
class RecordingState:
    """What was on screen at one time of a recording."""

    scene: Scene
    view: ViewState = field(default_factory=ViewState)
    step: tuple[int, int] | None = None  # (number, of), 1-based, while a deck was shown
    laser: tuple[float, float] | None = None


@dataclass(frozen=True)
class Recording:
    """A demo: ``events`` in time order (the first a SceneEvent at t = 0), ``duration`` seconds
    long (at least the last event's time)."""

    events: tuple[Event, ...]
    duration: float

    def __post_init__(self) -> None:
        object.__setattr__(self, "events", tuple(self.events))
        if not self.events or not isinstance(self.events[0], SceneEvent) or self.events[0].t != 0:
            raise ValueError("Recording.events: expected a scene event at t = 0 first")
        times = [event.t for event in self.events]
        if any(b < a for a, b in zip(times, times[1:], strict=False)):
            raise ValueError("Recording.events: expected events in time order")
        if not (math.isfinite(self.duration) and times[-1] <= self.duration <= MAX_DURATION_S):
            raise ValueError(
                f"Recording.duration: expected {times[-1]} … {MAX_DURATION_S} s, "
                f"found {self.duration!r}"
            )

    @cached_property
    def times(self) -> tuple[float, ...]:
        """Each event's time, in order (computed once: seeking bisects it)."""
        return tuple(event.t for event in self.events)

    @property
    def final_state(self) -> RecordingState:
        """The state at the end: the scene a replay leaves on the canvas. A read-out for tests."""
        return state_at(self, self.duration)


# ---------------------------------------------------------------------------------------------
# State at a time


def _vector_index(scene: Scene, kind: str, vector_id: int) -> int | None:
    ids = scene.query_ids if kind == "query" else scene.key_ids
    try:
        return ids.index(vector_id)
    except ValueError:
        return None


def _apply(state: RecordingState, event: Event) -> RecordingState:
    if isinstance(event, SceneEvent):
        return replace(state, scene=event.scene)
    if isinstance(event, MoveEvent):
        index = _vector_index(state.scene, event.kind, event.vector_id)
        if index is None:  # cannot happen in a validated recording
            return state
        return replace(state, scene=move_vector(state.scene, event.kind, index, event.x, event.y))
    if isinstance(event, ViewEvent):
        return replace(state, view=event.view)
    if isinstance(event, StepEvent):
        return replace(state, step=(event.number, event.of))
    return replace(state, laser=event.position)


def states_at(recording: Recording, times: Iterable[float]) -> Iterator[RecordingState]:
    """The state at each of ``times`` (non-decreasing seconds), in one pass over the events:
    what export and replay use frame after frame. A time before 0 is the start; after the
    duration, the end."""
    events = recording.events
    first = events[0]
    assert isinstance(first, SceneEvent)  # Recording checks it
    state = RecordingState(scene=first.scene)
    position = 1
    previous = -math.inf
    for t in times:
        if t < previous:
            raise ValueError(f"states_at: times must not decrease ({previous} then {t})")
        previous = t
        while position < len(events) and events[position].t <= max(t, 0.0):
            state = _apply(state, events[position])
            position += 1
        yield state


@dataclass(frozen=True)
class Cursor:
    """A replay's place in a recording: ``state`` is what the first ``applied`` events make."""

    state: RecordingState
    applied: int


def cursor_at(recording: Recording, t: float) -> Cursor:
    """The place at ``t`` seconds, found without replaying from the start: back from ``t`` to
    the last scene event, keeping each vector's last move (a move changes only its vector, so
    the last one is its place) and the last view, step and laser events. Seeking an hour-long
    recording costs a scan of its events, with one scene built per moved vector."""
    events = recording.events
    applied = bisect.bisect_right(recording.times, max(t, 0.0))  # before 0: the start
    scene: Scene | None = None
    moves: dict[tuple[str, int], tuple[float, float]] = {}
    view: ViewState | None = None
    step: tuple[int, int] | None = None
    laser: LaserEvent | None = None
    found_step = False
    for event in reversed(events[:applied]):
        if scene is None:
            if isinstance(event, SceneEvent):
                scene = event.scene
            elif isinstance(event, MoveEvent):
                moves.setdefault((event.kind, event.vector_id), (event.x, event.y))
        if view is None and isinstance(event, ViewEvent):
            view = event.view
        if not found_step and isinstance(event, StepEvent):
            step, found_step = (event.number, event.of), True
        if laser is None and isinstance(event, LaserEvent):
            laser = event
        if scene is not None and view is not None and found_step and laser is not None:
            break
    assert scene is not None  # the first event, a scene at t = 0, is always among them
    for (kind, vector_id), (x, y) in moves.items():
        index = _vector_index(scene, kind, vector_id)
        if index is not None:
            scene = move_vector(scene, kind, index, x, y)
    state = RecordingState(
        scene=scene,
        view=view if view is not None else ViewState(),
        step=step,
        laser=laser.position if laser is not None else None,
    )
    return Cursor(state, applied)


def advance(recording: Recording, cursor: Cursor, t: float) -> Cursor:
    """The place at ``t`` from ``cursor``: the events after it applied in order when ``t`` is
    later (a replay's next frame: a few events), else found afresh (cursor_at)."""
    events = recording.events
    if cursor.applied > 0 and t < events[cursor.applied - 1].t:
        return cursor_at(recording, t)
    state, applied = cursor.state, cursor.applied
    while applied < len(events) and events[applied].t <= t:
        state = _apply(state, events[applied])
        applied += 1
    return Cursor(state, applied)


def state_at(recording: Recording, t: float) -> RecordingState:
    """The state at ``t`` seconds: what every event at or before ``t``, applied in order,
    makes (see cursor_at)."""
    return cursor_at(recording, t).state


def frame_times(duration: float, fps: float) -> tuple[float, ...]:
    """The times of the frames of a movie ``duration`` seconds long at ``fps`` frames a second:
    frame i shows time i / fps; ``round(duration × fps)`` frames, at least one."""
    count = max(1, round(duration * fps))
    return tuple(i / fps for i in range(count))


# ---------------------------------------------------------------------------------------------
# Recording changes


def change_event(before: Scene, after: Scene, t: float) -> Event:
    """The smallest event that turns ``before`` into ``after`` at time ``t``: a MoveEvent when
    only one query or key moved (a drag or a turn), else a SceneEvent."""
    if (
        before.query_ids == after.query_ids
        and before.key_ids == after.key_ids
        and (before.d, before.seed, before.title, before.caption)
        == (after.d, after.seed, after.title, after.caption)
    ):
        changed = [
            (kind, new)
            for kind, old_vectors, new_vectors in (
                ("query", before.queries, after.queries),
                ("key", before.keys, after.keys),
            )
            for old, new in zip(old_vectors, new_vectors, strict=True)
            if old != new
        ]
        if len(changed) == 1:
            kind, vector = changed[0]
            old = next(
                v for v in (before.queries if kind == "query" else before.keys) if v.id == vector.id
            )
            if replace(old, x=vector.x, y=vector.y) == vector:  # only its place changed
                return MoveEvent(t, kind, vector.id, vector.x, vector.y)
    return SceneEvent(t, after)


# ---------------------------------------------------------------------------------------------
# Writing


def _encode_event(event: Event, known_panels: PanelCatalog | None = None) -> dict[str, Any]:
    document: dict[str, Any] = {"t": event.t}
    if isinstance(event, SceneEvent):
        document["scene"] = encode_scene(event.scene)
    elif isinstance(event, MoveEvent):
        document["move"] = {
            "kind": event.kind,
            "id": event.vector_id,
            "x": event.x,
            "y": event.y,
        }
    elif isinstance(event, ViewEvent):
        document["view"] = encode_view(event.view, known_panels)
    elif isinstance(event, StepEvent):
        document["step"] = {"number": event.number, "of": event.of}
    else:
        position = event.position
        document["laser"] = None if position is None else {"x": position[0], "y": position[1]}
    return document


def recording_to_json(recording: Recording, known_panels: PanelCatalog | None = None) -> str:
    """The .kinorec text: the header, then one event per line (diffs and greps stay readable),
    floats exact, final newline. Deterministic: the same recording gives the same bytes.
    ``known_panels``: the panels the caller shows, each view naming all of them."""

    def dumps(value: object) -> str:
        return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(", ", ": "))

    lines = [
        "{",
        f'  "format": {dumps(FORMAT_TAG)},',
        f'  "version": {FORMAT_VERSION},',
        f'  "duration": {dumps(recording.duration)},',
        '  "events": [',
    ]
    encoded = [dumps(_encode_event(event, known_panels)) for event in recording.events]
    lines += [f"    {text}," for text in encoded[:-1]] + [f"    {encoded[-1]}"]
    lines += ["  ]", "}"]
    return "\n".join(lines) + "\n"


def save_recording(
    path: str | os.PathLike[str], recording: Recording, known_panels: PanelCatalog | None = None
) -> None:
    """Write ``recording`` to ``path`` atomically (kino_core.atomic through write_document).

    Refused with RecordingError (nothing written) when it would not read back identically; an
    OS error (no permission, disk full) is a RecordingError naming the path.
    """
    try:
        text = recording_to_json(recording, known_panels)
        expected = recording
        if known_panels is not None:
            events = tuple(
                replace(event, view=event.view.resolved(known_panels))
                if isinstance(event, ViewEvent)
                else event
                for event in recording.events
            )
            expected = replace(recording, events=events)
        check_round_trip(parse_recording(text, "", known_panels), expected, str(path))
        write_document(path, text)
    except SnapshotError as error:
        raise error.as_type(RecordingError) from error.__cause__


# ---------------------------------------------------------------------------------------------
# Reading


def _number(value: object, path: str, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise RecordingError(path, f"a number in {low:g} … {high:g}", describe(value))
    if not low <= value <= high:
        raise RecordingError(path, f"a number in {low:g} … {high:g}", describe(value))
    return float(value)


def _integer(value: object, path: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RecordingError(path, f"an integer in {low} … {high}", describe(value))
    return value


def _decode_move(value: object, path: str, t: float, scene: Scene) -> MoveEvent:
    obj = require_object(value, path, 'an object with "kind", "id", "x" and "y"')
    for name in ("kind", "id", "x", "y"):
        if name not in obj:
            raise RecordingError(join_path(path, name), "a value", "nothing (it is missing)")
    kind = obj["kind"]
    if kind not in ("query", "key"):
        raise RecordingError(join_path(path, "kind"), '"query" or "key"', describe(kind))
    vector_id = _integer(obj["id"], join_path(path, "id"), 0, 2**31 - 1)
    if _vector_index(scene, kind, vector_id) is None:
        ids = scene.query_ids if kind == "query" else scene.key_ids
        raise RecordingError(
            join_path(path, "id"),
            f"the id of a {kind} in the scene at that time ({', '.join(map(str, ids))})",
            str(vector_id),
        )
    x = _number(obj["x"], join_path(path, "x"), -1e6, 1e6)
    y = _number(obj["y"], join_path(path, "y"), -1e6, 1e6)
    return MoveEvent(t, kind, vector_id, x, y)


def _decode_event(
    value: object,
    path: str,
    scene: Scene | None,
    duration: float,
    warnings: list[str],
    known_panels: PanelCatalog | None = None,
) -> Event:
    """One event; ``scene``: the scene at that time (None for the first event, a scene)."""
    obj = require_object(value, path, 'an event object with "t" and one of ' + _kinds())
    if "t" not in obj:
        raise RecordingError(join_path(path, "t"), "the time in seconds", "nothing (missing)")
    t = _number(obj["t"], join_path(path, "t"), 0.0, duration)
    kinds = [name for name in EVENT_KINDS if name in obj]
    if len(kinds) != 1:
        raise RecordingError(
            path,
            f"exactly one of {_kinds()}",
            ", ".join(kinds) if kinds else "none of them",
        )
    warn_unknown(obj, ("t", *EVENT_KINDS), path, warnings)
    kind = kinds[0]
    sub = join_path(path, kind)
    body = obj[kind]
    if kind == "scene":
        return SceneEvent(t, decode_scene(require_object(body, sub), sub, warnings))
    if scene is None:
        raise RecordingError(path, 'a scene event first ({"t": 0, "scene": …})', kind)
    if kind == "move":
        return _decode_move(body, sub, t, scene)
    if kind == "view":
        return ViewEvent(t, decode_view(body, sub, warnings, known_panels))
    if kind == "step":
        step = require_object(body, sub, 'an object with "number" and "of"')
        of = _integer(step.get("of", MISSING), join_path(sub, "of"), 1, 10_000)
        number = _integer(step.get("number", MISSING), join_path(sub, "number"), 1, of)
        return StepEvent(t, number, of)
    if body is None:
        return LaserEvent(t, None)
    laser = require_object(body, sub, 'null or an object with "x" and "y"')
    x = _number(laser.get("x", MISSING), join_path(sub, "x"), -CANVAS_LIMIT, CANVAS_LIMIT)
    y = _number(laser.get("y", MISSING), join_path(sub, "y"), -CANVAS_LIMIT, CANVAS_LIMIT)
    return LaserEvent(t, (x, y))


def _kinds() -> str:
    return ", ".join(f'"{name}"' for name in EVENT_KINDS)


def _truncation_hint(error: SnapshotError, text: str) -> SnapshotError:
    """Malformed JSON whose text does not end the way every .kinorec ends ("}"): the file was
    cut short (a copy or a save that stopped), which the reader should be told in those words."""
    if error.line is None or text.rstrip().endswith("}"):
        return error
    return RecordingError(
        None,
        "a whole recording",
        "a file that stops in the middle",
        problem=f"the file ends early (truncated?): {error.problem}",
        source=error.source,
        line=error.line,
        column=error.column,
    )


def parse_recording(
    data: bytes | bytearray | memoryview | str,
    source: str = "",
    known_panels: PanelCatalog | None = None,
) -> Recording:
    """Read a recording from the contents of a .kinorec file. Raises RecordingError, and
    nothing else, for anything that is not a valid version-1 recording (see the module
    docstring); unknown fields are ignored. known_panels: as for parse_snapshot."""
    warnings: list[str] = []
    try:
        try:
            document = parse_json_document(data, source, limit=MAX_RECORDING_BYTES)
        except SnapshotError as error:
            text = data if isinstance(data, str) else bytes(data).decode("utf-8", "replace")
            raise _truncation_hint(error, text) from None
        top = check_header(document, FORMAT_TAG, FORMAT_VERSION, "a kino recording", _OTHER_FORMATS)
        warn_unknown(top, _TOP_FIELDS, "", warnings)
        if "duration" not in top:
            raise RecordingError("duration", "the length in seconds", "nothing (missing)")
        duration = _number(top["duration"], "duration", 0.0, MAX_DURATION_S)
        events_value = top.get("events", MISSING)
        if not isinstance(events_value, list) or not events_value:
            raise RecordingError(
                "events", "a list of events, a scene first", describe(events_value)
            )
        if len(events_value) > MAX_EVENTS:
            raise RecordingError(
                "events", f"at most {MAX_EVENTS} events", f"{len(events_value)} events"
            )
        first = require_object(events_value[0], "events[0]", 'a scene event: {"t": 0, "scene": …}')
        if "scene" not in first or first.get("t") != 0:
            raise RecordingError(
                "events[0]", 'a scene event at t = 0 ({"t": 0, "scene": …})', describe(first)
            )
        events: list[Event] = []
        # Moves are checked against the ids of the scene at their time: only a scene event
        # changes which vectors there are, so no scene is built per move (an hour of dragging
        # reads in a second or two).
        scene: Scene | None = None
        previous = 0.0
        for i, value in enumerate(events_value):
            path = f"events[{i}]"
            event = _decode_event(value, path, scene, duration, warnings, known_panels)
            if event.t < previous:
                raise RecordingError(
                    join_path(path, "t"),
                    f"a time at or after the event before ({previous:g} s)",
                    f"{event.t:g}",
                )
            previous = event.t
            if isinstance(event, SceneEvent):
                scene = event.scene
            events.append(event)
    except SnapshotError as error:
        raise error.as_read_from(source, RecordingError) from None
    return Recording(tuple(events), duration)


def load_recording(
    path: str | os.PathLike[str], known_panels: PanelCatalog | None = None
) -> Recording:
    """Read the .kinorec file at ``path``; see parse_recording. File problems (missing, a
    folder, over 64 MiB, unreadable) are RecordingErrors too; messages start with the path."""
    try:
        data = read_file_limited(path, MAX_RECORDING_BYTES)
    except SnapshotError as error:
        raise error.as_type(RecordingError) from None
    return parse_recording(data, os.fsdecode(path), known_panels)
