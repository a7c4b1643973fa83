"""``.kinodeck`` lesson decks: an ordered list of steps, each a scene and the panels to show.

The format is documented in docs/deck-format.md. In short::

    {
      "format": "kino-deck",
      "version": 1,
      "title": "Attention",
      "steps": [
        {"scene": {<the scene fields of a snapshot>}, "panels": {"canvas": true, …}},
        {"scene": {…}, "panels": {…}, "weightings": "unscaled"},  # optional, default "both"
        {"scene": {…}, "panels": {…}, "learn": {"target": "B", "run": true}},  # optional
        {…, "learn": {"target": "B", "run": true, "predict": true}},  # the run waits for R
        {"scene": {…}, "panels": {…}, "notes": "for the lecturer's eyes only"},  # optional
        {"scene": {…}, "panels": {…}, "animation": {"kind": "turn"}},  # optional (movies)
        {"scene": {…}, "panels": {…},
         "question": {"kind": "winner", "wording": "Which key wins?"}},  # optional (A asks)
        {"scene": {"caption": "Which key wins?", …}, "panels": {…},
         "answer": "B wins: 0.73."},  # optional: the caption's answer, held until R
        {"scene": {…}, "panels": {…}, "subject": [<panel names>]},  # optional: its subject
        …
      ]
    }

A step's caption and title are its scene's ``caption`` and ``title``; its ``answer`` is the end of
the caption that is held back while the room answers (shown after the caption once revealed).
Scenes and panels are encoded and validated by the same code as snapshots
(kino_core/files/), so the same rules and messages apply, with paths such as
``steps[3].scene.keys[0].color``. Errors are ``DeckError``, a subclass of ``SnapshotError``.
Saving is atomic. The built-in lesson lives in resources/lessons/attention.kinodeck
(``load_lesson()``), in English; its translations are whole decks beside it,
attention.<language>.kinodeck (``load_lesson("attention", "de")``), with the same steps and
scenes and other words (``translation_differences``).
"""

from __future__ import annotations

import glob
import math
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from .classroom import Question, QuestionError, question_from_json, question_to_json
from .files.errors import MISSING, SnapshotError, describe, join_path
from .files.json_document import (
    check_round_trip,
    dump_document,
    parse_json_document,
    read_file_limited,
    write_document,
)
from .files.scene_codec import SCENE_FIELDS, decode_scene, encode_scene
from .files.validation import check_header, require_object, warn_unknown
from .files.view_state import (
    DEFAULT_THEME,
    DEFAULT_WEIGHTINGS,
    PanelCatalog,
    ViewState,
    check_panel_names,
    check_weightings,
    decode_panels,
    decode_weightings,
    encode_panels,
    panels_argument,
    resolve_panels,
)
from .resources import resource_path
from .scene import MAX_TITLE_CHARS, Scene

__all__ = [
    "FORMAT_TAG",
    "FORMAT_VERSION",
    "MAX_ANSWER_CHARS",
    "MAX_NOTES_CHARS",
    "MAX_STEPS",
    "MAX_TURN_SPEED",
    "MIN_TURN_SPEED",
    "SUFFIX",
    "Deck",
    "DeckError",
    "DeckLoadResult",
    "DeckStep",
    "StepAnimation",
    "StepLearn",
    "caption_with_answer",
    "deck_file_language",
    "deck_to_json",
    "deck_translations",
    "delete_step",
    "insert_step",
    "lesson_language",
    "lesson_languages",
    "lesson_path",
    "list_lessons",
    "load_deck",
    "load_lesson",
    "move_step",
    "movie_turn_speeds",
    "parse_deck",
    "replace_step",
    "save_deck",
    "set_step_caption",
    "translation_differences",
]

FORMAT_TAG = "kino-deck"
LESSON_SOURCE_LANGUAGE = "en"  # resources/lessons/<name>.kinodeck; translations add .<code>
FORMAT_VERSION = 1
SUFFIX = ".kinodeck"
MAX_STEPS = 100
_TOP_FIELDS = ("format", "version", "title", "steps")
_STEP_FIELDS = (
    "scene",
    "panels",
    "weightings",
    "learn",
    "notes",
    "question",
    "animation",
    "answer",
    "subject",
)
_LEARN_FIELDS = ("target", "run", "predict")
_ANIMATION_FIELDS = ("kind", "speed")
ANIMATION_KINDS = ("turn",)
MIN_TURN_SPEED, MAX_TURN_SPEED = 1.0, 360.0  # degrees a second, as kino_core.movie.MoviePlan
MAX_NOTES_CHARS = 4000
MAX_ANSWER_CHARS = 2000  # as a caption (kino_core.scene): the answer is the caption's end
# A translation's language code in its file name: attention.de.kinodeck, talk.pt_BR.kinodeck.
_LANGUAGE_CODE = re.compile(r"[a-z]{2,3}(?:_[A-Z]{2})?")
_OTHER_FORMATS = {
    "kino-snapshot": "this is a kino snapshot (.kino), not a lesson deck: open it as a snapshot",
}


class DeckError(SnapshotError):
    """A lesson deck cannot be read or is invalid; same fields as SnapshotError."""


@dataclass(frozen=True)
class StepLearn:
    """A step that opens Learn mode: the target is key ``target``'s value colour (a key label of
    the step's scene); ``run``: press Learn when the step is shown (after R if the answers are
    hidden), else only open Learn mode with the target picked; ``predict``: the step asks the
    room to predict the run first, so it holds its answer: the run waits for R however the step
    is reached, hidden answers or not."""

    target: str
    run: bool = True
    predict: bool = False


def _check_learn(learn: object, scene: Scene, path: str) -> None:
    """DeckError at ``path`` unless ``learn`` is None or a StepLearn naming one of the keys."""
    if learn is None:
        return
    if not isinstance(learn, StepLearn):
        raise DeckError(path, 'an object such as {"target": "B"}', describe(learn))
    labels = [key.label for key in scene.keys]
    if not isinstance(learn.target, str) or learn.target not in labels:
        expected = "the label of one of the step's keys (" + ", ".join(labels) + ")"
        raise DeckError(join_path(path, "target"), expected, describe(learn.target))
    if not isinstance(learn.run, bool):
        raise DeckError(join_path(path, "run"), "true or false", describe(learn.run))
    if not isinstance(learn.predict, bool):
        raise DeckError(join_path(path, "predict"), "true or false", describe(learn.predict))


def _decode_learn(
    step: Mapping[str, Any], scene: Scene, path: str, warnings: list[str]
) -> StepLearn | None:
    """The optional "learn" field of a step object; missing -> None."""
    if "learn" not in step:
        return None
    learn_path = join_path(path, "learn")
    obj = require_object(step["learn"], learn_path, 'an object such as {"target": "B"}')
    warn_unknown(obj, _LEARN_FIELDS, learn_path, warnings)
    learn = StepLearn(obj.get("target", MISSING), obj.get("run", True), obj.get("predict", False))
    _check_learn(learn, scene, learn_path)
    return learn


def _check_question(question: object, scene: Scene, path: str) -> None:
    """DeckError at ``path`` unless ``question`` is None or a Question the scene can answer."""
    if question is None:
        return
    if not isinstance(question, Question):
        raise DeckError(path, 'an object such as {"kind": "winner", "wording": "…"}', "")
    try:
        question.check(scene)
    except QuestionError as error:
        raise DeckError(path, problem=str(error).replace("question", path, 1)) from None


def _decode_question(step: Mapping[str, Any], scene: Scene, path: str) -> Question | None:
    """The optional "question" field of a step object; missing -> None."""
    if "question" not in step:
        return None
    question_path = join_path(path, "question")
    try:
        question = question_from_json(step["question"], question_path)
    except QuestionError as error:
        raise SnapshotError(question_path, problem=str(error)) from None
    _check_question(question, scene, question_path)
    return question


@dataclass(frozen=True)
class StepAnimation:
    """What a step plays during its hold in a movie of the deck (`kino --export lesson.mp4`),
    as the lecturer shows it live by hand: ``kind`` "turn" turns the step's first query about
    the origin, one full turn at least, at ``speed`` degrees a second (None: the movie's own
    turning speed, 30°/s)."""

    kind: str = "turn"
    speed: float | None = None


def _check_animation(animation: object, path: str) -> None:
    """DeckError at ``path`` unless ``animation`` is None or a valid StepAnimation."""
    if animation is None:
        return
    if not isinstance(animation, StepAnimation):
        raise DeckError(path, 'an object such as {"kind": "turn"}', describe(animation))
    if animation.kind not in ANIMATION_KINDS:
        expected = " or ".join(f'"{kind}"' for kind in ANIMATION_KINDS)
        raise DeckError(join_path(path, "kind"), expected, describe(animation.kind))
    speed = animation.speed
    if speed is not None and not (
        isinstance(speed, int | float)
        and not isinstance(speed, bool)
        and math.isfinite(speed)
        and MIN_TURN_SPEED <= speed <= MAX_TURN_SPEED
    ):
        raise DeckError(
            join_path(path, "speed"),
            f"degrees a second, {MIN_TURN_SPEED:g} … {MAX_TURN_SPEED:g}",
            describe(speed),
        )


def _decode_animation(
    step: Mapping[str, Any], path: str, warnings: list[str]
) -> StepAnimation | None:
    """The optional "animation" field of a step object; missing -> None."""
    if "animation" not in step:
        return None
    animation_path = join_path(path, "animation")
    obj = require_object(step["animation"], animation_path, 'an object such as {"kind": "turn"}')
    warn_unknown(obj, _ANIMATION_FIELDS, animation_path, warnings)
    animation = StepAnimation(obj.get("kind", MISSING), obj.get("speed"))
    _check_animation(animation, animation_path)
    return animation


def _subject_argument(subject: object, panels: frozenset[str] | None) -> frozenset[str]:
    """A step's ``subject`` as a frozenset of panel names, or DeckError at "subject" if it is
    not a collection of names or names a panel the step does not show."""
    if isinstance(subject, str) or not isinstance(subject, Iterable):
        raise DeckError("subject", "a list of panel names", describe(subject))
    try:
        names = check_panel_names(subject, "subject")
        _check_subject_shown(names, panels, "subject")
    except SnapshotError as error:
        raise error.as_type(DeckError) from None
    return names


def _check_subject_shown(names: frozenset[str], panels: frozenset[str] | None, path: str) -> None:
    """SnapshotError at ``path`` if a subject panel is not among the step's ``panels`` (None:
    the caller's defaults, checked when resolved): a subject out of sight is no one's."""
    unseen = sorted(names - panels) if panels is not None else []
    if unseen:
        shown = ", ".join(sorted(panels or ())) or "none"
        raise SnapshotError(path, f"panels the step shows ({shown})", describe(unseen[0]))


def _decode_subject(
    step: Mapping[str, Any],
    path: str,
    panels: frozenset[str] | None,
    known_panels: PanelCatalog | None,
) -> frozenset[str]:
    """The optional "subject" field of a step object: a list of panel names, each one the
    caller knows (given ``known_panels``) and the step shows; missing -> none."""
    if "subject" not in step:
        return frozenset()
    subject_path = join_path(path, "subject")
    value = step["subject"]
    if not isinstance(value, list):
        raise SnapshotError(subject_path, "a list of panel names", describe(value))
    names = check_panel_names(value, subject_path, known_panels)
    _check_subject_shown(names, panels, subject_path)
    return names


def caption_with_answer(caption: str, answer: str) -> str:
    """A caption followed by its held answer, as the room reads them once revealed."""
    return " ".join(part for part in (caption.strip(), answer.strip()) if part)


def _check_answer(answer: object, path: str) -> None:
    """DeckError at ``path`` unless ``answer`` is text of at most MAX_ANSWER_CHARS."""
    if not isinstance(answer, str) or len(answer) > MAX_ANSWER_CHARS:
        raise DeckError(path, f"text of at most {MAX_ANSWER_CHARS} characters", describe(answer))


@dataclass(frozen=True)
class DeckStep:
    """One step of a deck: a scene (its title and caption are the step's) and what is shown.

    panels: names of the visible panels (a mapping name -> bool is accepted and keeps the names
    mapped to True), or None: the caller's defaults (see ViewState); weightings: "both"
    (default) or "unscaled", for a step before the lesson has taught scaling (see ViewState);
    learn: None, or Learn mode to open on this step (StepLearn); notes: the speaker's notes
    (the presenter view shows them, the room never sees them), at most MAX_NOTES_CHARS
    characters; question: None, or the question the room is asked on this step
    (kino_core.classroom.Question; its true answer is computed from the scene); animation:
    None, or what a movie of the deck plays during the step's hold (StepAnimation: its query
    turning); answer: the end of the caption that gives the answer away ("B 0.73, C 0.27"), at
    most MAX_ANSWER_CHARS characters: the room sees the caption without it while the answers
    are hidden, and on a step that asks (``asks``) until R; "" for a step whose caption holds
    nothing back; subject: the panels the step is about (names among its shown panels, empty
    for none): the layout admits them first after the canvas, so a small screen leaves out
    the others before them (app/common/layout.py).
    """

    scene: Scene
    panels: frozenset[str] | None = None
    weightings: str = DEFAULT_WEIGHTINGS
    learn: StepLearn | None = None
    notes: str = ""
    question: Question | None = None
    animation: StepAnimation | None = None
    answer: str = ""
    subject: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        if not isinstance(self.scene, Scene):
            raise TypeError(f"DeckStep.scene: expected a Scene, found {self.scene!r}")
        try:
            object.__setattr__(self, "panels", panels_argument(self.panels, "panels"))
            check_weightings(self.weightings, "weightings")
        except SnapshotError as error:
            raise error.as_type(DeckError) from None
        _check_learn(self.learn, self.scene, "learn")
        if not isinstance(self.notes, str) or len(self.notes) > MAX_NOTES_CHARS:
            raise DeckError(
                "notes", f"text of at most {MAX_NOTES_CHARS} characters", describe(self.notes)
            )
        _check_question(self.question, self.scene, "question")
        _check_animation(self.animation, "animation")
        _check_answer(self.answer, "answer")
        object.__setattr__(self, "subject", _subject_argument(self.subject, self.panels))

    @property
    def title(self) -> str:
        return self.scene.title

    @property
    def caption(self) -> str:
        """The caption the room reads while the answer is held (the scene's caption)."""
        return self.scene.caption

    @property
    def whole_caption(self) -> str:
        """The caption with its answer: what R shows, the handout prints, the notes' side."""
        return caption_with_answer(self.scene.caption, self.answer)

    @property
    def asks(self) -> bool:
        """The step asks the room (a question, or a Learn run to predict): it arrives with
        its answer held, however the lecture reaches it, until R."""
        return self.question is not None or (self.learn is not None and self.learn.predict)

    def resolved(self, known_panels: PanelCatalog) -> DeckStep:
        """This step with its panels checked against ``known_panels`` (DeckError at panels
        for a name it does not know) and None replaced by its defaults."""
        try:
            panels = resolve_panels(self.panels, "panels", known_panels)
            check_panel_names(self.subject, "subject", known_panels)
            _check_subject_shown(self.subject, panels, "subject")
        except SnapshotError as error:
            raise error.as_type(DeckError) from None
        return replace(self, panels=panels)

    def view(self, theme: str = DEFAULT_THEME) -> ViewState:
        """The step shown in ``theme`` (themes belong to the presenter, not to the deck)."""
        return ViewState(panels=self.panels, theme=theme, weightings=self.weightings)


@dataclass(frozen=True)
class Deck:
    """A lesson: a title (at most 200 characters) and 1 … 100 steps, in order."""

    title: str
    steps: tuple[DeckStep, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "steps", tuple(self.steps))
        if not isinstance(self.title, str) or len(self.title) > MAX_TITLE_CHARS:
            raise DeckError(
                "title", f"text of at most {MAX_TITLE_CHARS} characters", describe(self.title)
            )
        if not 1 <= len(self.steps) <= MAX_STEPS:
            raise DeckError("steps", f"1 … {MAX_STEPS} steps", f"{len(self.steps)} steps")
        for index, step in enumerate(self.steps):
            if not isinstance(step, DeckStep):
                raise TypeError(f"Deck.steps[{index}]: expected a DeckStep, found {step!r}")

    def __len__(self) -> int:
        return len(self.steps)


def movie_turn_speeds(deck: Deck, default_speed: float) -> dict[int, float]:
    """The steps (0-based) whose query turns in a movie of ``deck``, each with its speed in
    degrees a second (its animation's own, else ``default_speed``)."""
    return {
        index: step.animation.speed or default_speed
        for index, step in enumerate(deck.steps)
        if step.animation is not None and step.animation.kind == "turn"
    }


@dataclass(frozen=True)
class DeckLoadResult:
    """A deck that loaded, and the warnings about what was ignored (unknown fields)."""

    deck: Deck
    warnings: tuple[str, ...] = ()


def deck_to_json(deck: Deck, known_panels: PanelCatalog | None = None) -> str:
    """The .kinodeck text of ``deck``: indent 2, fixed field order, exact floats, final newline.
    ``known_panels``: the panels the caller shows, each written true or false in its order."""
    document: dict[str, Any] = {
        "format": FORMAT_TAG,
        "version": FORMAT_VERSION,
        "title": deck.title,
        "steps": [_encode_step(step, known_panels) for step in deck.steps],
    }
    return dump_document(document)


def _encode_step(step: DeckStep, known_panels: PanelCatalog | None = None) -> dict[str, Any]:
    """A step's JSON object; "weightings" is written only when it is not the default "both",
    and "notes" only when there are some, so decks without them are written exactly as before
    the fields existed."""
    document: dict[str, Any] = {"scene": encode_scene(step.scene)}
    if step.panels is not None or known_panels is not None:
        document["panels"] = encode_panels(step.panels, known_panels)
    if step.weightings != DEFAULT_WEIGHTINGS:
        document["weightings"] = step.weightings
    if step.learn is not None:  # written only when present: other decks are as before
        document["learn"] = {"target": step.learn.target, "run": step.learn.run}
        if step.learn.predict:  # likewise: decks without it are written as before
            document["learn"]["predict"] = True
    if step.notes:
        document["notes"] = step.notes
    if step.question is not None:  # written only when present: other decks are as before
        document["question"] = question_to_json(step.question)
    if step.animation is not None:  # likewise
        document["animation"] = {"kind": step.animation.kind}
        if step.animation.speed is not None:
            document["animation"]["speed"] = step.animation.speed
    if step.answer:  # likewise: a deck whose captions hold nothing back is as before
        document["answer"] = step.answer
    if step.subject:  # likewise; in the panels' order (files list them so)
        order = known_panels.names if known_panels is not None else ()
        document["subject"] = sorted(
            step.subject,
            key=lambda name: (order.index(name) if name in order else len(order), name),
        )
    return document


def _decode_step(
    value: object, path: str, warnings: list[str], known_panels: PanelCatalog | None
) -> DeckStep:
    step = require_object(value, path, 'an object with "scene" and "panels"')
    warn_unknown(step, _STEP_FIELDS, path, warnings)
    scene_path = join_path(path, "scene")
    scene_obj = require_object(
        step.get("scene", MISSING), scene_path, "an object with the scene's fields"
    )
    warn_unknown(scene_obj, SCENE_FIELDS, scene_path, warnings)
    scene = decode_scene(scene_obj, scene_path, warnings)
    panels = known_panels.defaults if known_panels is not None else None
    if "panels" in step:
        panels = decode_panels(step["panels"], join_path(path, "panels"), warnings, known_panels)
    notes = step.get("notes", "")
    if not isinstance(notes, str) or len(notes) > MAX_NOTES_CHARS:
        raise SnapshotError(
            join_path(path, "notes"),
            f"text of at most {MAX_NOTES_CHARS} characters",
            describe(notes),
        )
    learn = _decode_learn(step, scene, path, warnings)
    question = _decode_question(step, scene, path)
    animation = _decode_animation(step, path, warnings)
    weightings = decode_weightings(step, path)
    answer = step.get("answer", "")
    _check_answer(answer, join_path(path, "answer"))
    subject = _decode_subject(step, path, panels, known_panels)
    return DeckStep(scene, panels, weightings, learn, notes, question, animation, answer, subject)


def parse_deck(
    data: bytes | bytearray | memoryview | str,
    source: str = "",
    known_panels: PanelCatalog | None = None,
) -> DeckLoadResult:
    """Read a deck from the contents of a .kinodeck file (bytes, or text already decoded).

    Raises DeckError (a SnapshotError), and nothing else, for anything that is not a valid
    version-1 deck; unknown fields are ignored and reported in ``DeckLoadResult.warnings``.
    known_panels: the panels the caller shows, as for parse_snapshot.
    """
    try:
        document = parse_json_document(data, source)
        warnings: list[str] = []
        top = check_header(
            document, FORMAT_TAG, FORMAT_VERSION, "a kino lesson deck", _OTHER_FORMATS
        )
        warn_unknown(top, _TOP_FIELDS, "", warnings)
        title = top.get("title", "")
        if not isinstance(title, str) or len(title) > MAX_TITLE_CHARS:
            raise SnapshotError(
                "title", f"text of at most {MAX_TITLE_CHARS} characters", describe(title)
            )
        steps_value = top.get("steps", MISSING)
        if not isinstance(steps_value, list):
            raise SnapshotError("steps", f"a list of 1 … {MAX_STEPS} steps", describe(steps_value))
        if not 1 <= len(steps_value) <= MAX_STEPS:
            raise SnapshotError("steps", f"1 … {MAX_STEPS} steps", f"{len(steps_value)} steps")
        steps = [
            _decode_step(value, join_path("steps", index), warnings, known_panels)
            for index, value in enumerate(steps_value)
        ]
        deck = Deck(title, tuple(steps))
    except SnapshotError as error:
        raise error.as_read_from(source, DeckError) from None
    return DeckLoadResult(deck, tuple(warnings))


def load_deck(
    path: str | os.PathLike[str], known_panels: PanelCatalog | None = None
) -> DeckLoadResult:
    """Read the .kinodeck file at ``path``; see parse_deck. File problems (missing, a folder,
    over 1 MiB, unreadable) are DeckErrors too; messages start with the path."""
    try:
        data = read_file_limited(path)
    except SnapshotError as error:
        raise error.as_type(DeckError) from None
    return parse_deck(data, os.fsdecode(path), known_panels)


def save_deck(
    path: str | os.PathLike[str], deck: Deck, known_panels: PanelCatalog | None = None
) -> None:
    """Write ``deck`` to ``path`` atomically; refuses (DeckError) a deck that would not read
    back identically (given ``known_panels``, a panel it does not know is such a difference);
    OS errors become DeckError with the OSError as cause."""
    try:
        text = deck_to_json(deck, known_panels)
        expected = deck
        if known_panels is not None:
            steps = tuple(step.resolved(known_panels) for step in deck.steps)
            expected = replace(deck, steps=steps)
        check_round_trip(parse_deck(text, "", known_panels).deck, expected, str(path))
        write_document(path, text)
    except SnapshotError as error:
        raise error.as_type(DeckError) from error.__cause__


# ---------------------------------------------------------------------------------------------
# Built-in lessons


def list_lessons() -> list[str]:
    """Names of the built-in lessons (files resources/lessons/<name>.kinodeck), sorted; a
    translation (<name>.<language>.kinodeck) is the same lesson, not another one."""
    folder = resource_path("lessons")
    return sorted(
        path.stem for path in folder.glob(f"*{SUFFIX}") if path.is_file() and "." not in path.stem
    )


def lesson_languages(name: str = "attention") -> list[str]:
    """The languages the built-in lesson ``name`` is shipped in: English (the source) first,
    then every <name>.<language>.kinodeck beside it, by code."""
    folder = resource_path("lessons")
    codes = sorted(
        path.stem.removeprefix(f"{name}.")
        for path in folder.glob(f"{name}.*{SUFFIX}")
        if path.is_file() and path.stem.count(".") == 1
    )
    return [LESSON_SOURCE_LANGUAGE, *(code for code in codes if code != LESSON_SOURCE_LANGUAGE)]


def lesson_language(name: str = "attention", language: str | None = None) -> str:
    """The language ``load_lesson(name, language)`` shows: ``language`` if the lesson is
    shipped in it, else English (a whole deck falls back, never a step: no mixed lecture)."""
    return language if language in lesson_languages(name) else LESSON_SOURCE_LANGUAGE


def lesson_path(name: str = "attention", language: str | None = None) -> Path:
    """Path of the built-in lesson ``name`` in ``language`` (English when None or when there
    is no translation into it)."""
    code = lesson_language(name, language)
    suffix = SUFFIX if code == LESSON_SOURCE_LANGUAGE else f".{code}{SUFFIX}"
    return resource_path("lessons", f"{name}{suffix}")


def load_lesson(
    name: str = "attention",
    language: str | None = None,
    known_panels: PanelCatalog | None = None,
) -> Deck:
    """The built-in lesson ``name`` (default: the attention lesson) in ``language`` ("de",
    "es"…; English when None or not shipped), its panels read with ``known_panels`` (see
    parse_deck). Raises DeckError if there is no such lesson."""
    if name not in list_lessons():
        raise DeckError(
            None,
            f"one of {', '.join(list_lessons()) or 'no lessons'}",
            describe(name),
            problem=f"no built-in lesson named {describe(name)}",
        )
    return load_deck(lesson_path(name, language), known_panels).deck


def deck_file_language(path: str | os.PathLike[str]) -> str:
    """The language code in a deck file's name ("de" for talk.de.kinodeck); "" for a name
    without one (talk.kinodeck, or my.talk.kinodeck: "talk" is not a language code)."""
    stem = Path(path).name.removesuffix(SUFFIX)
    name, dot, code = stem.rpartition(".")
    return code if dot and name and _LANGUAGE_CODE.fullmatch(code) else ""


def deck_translations(path: str | os.PathLike[str]) -> dict[str, Path]:
    """The files of the deck ``path`` in each language, when translations lie beside it as
    the built-in lesson's do: <name>.kinodeck (the original, under "") and every
    <name>.<code>.kinodeck (under its code). Empty when there is no translation beside it, or
    no original: such a deck is one file in one language."""
    path = Path(path)
    code = deck_file_language(path)
    stem = path.name.removesuffix(SUFFIX)
    name = stem[: -len(code) - 1] if code else stem
    folder = path.parent
    family: dict[str, Path] = {}
    original = folder / f"{name}{SUFFIX}"
    if original.is_file():
        family[""] = original
    for candidate in sorted(folder.glob(f"{glob.escape(name)}.*{SUFFIX}")):
        found = deck_file_language(candidate)
        if found and candidate.is_file() and candidate.name == f"{name}.{found}{SUFFIX}":
            family[found] = candidate
    return family if "" in family and len(family) > 1 else {}


def _words_removed(step: DeckStep) -> dict[str, Any]:
    """A step's JSON object without the words a translation changes: its title, caption,
    answer and notes, its question's wording, and its queries' labels (a query may be named by
    a word: "q: black")."""
    document = _encode_step(replace(step, notes="", answer=""))
    if "question" in document:
        document["question"]["wording"] = ""
    scene = document["scene"]
    scene["title"] = scene["caption"] = ""
    for query in scene["queries"]:
        query["label"] = ""
    # The queries' order is the order of their words: a translation may list them as its
    # sentence reads ("el gato negro duerme" for "the black cat sleeps"), each query the same.
    scene["queries"].sort(key=lambda query: query["id"])
    return document


def _differences(a: object, b: object, path: str) -> list[str]:
    if isinstance(a, dict) and isinstance(b, dict):
        found = [join_path(path, key) for key in a.keys() ^ b.keys()]
        for key in a.keys() & b.keys():
            found += _differences(a[key], b[key], join_path(path, key))
        return found
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [
            f
            for i, (x, y) in enumerate(zip(a, b, strict=True))
            for f in _differences(x, y, join_path(path, i))
        ]
    return [] if a == b and type(a) is type(b) else [path]


def translation_differences(original: Deck, translation: Deck) -> list[str]:
    """Where ``translation`` differs from ``original`` in more than words: field paths such as
    ``steps[3].scene.keys[0].x``, sorted; empty for a faithful translation.

    Words are the deck's title, each step's title, caption, answer, notes and question wording,
    and the queries' labels and order (the attention map's rows follow the translated
    sentence). A step that holds an answer in one holds one in the other.
    Everything else must be identical: the number of steps, every position, id, key label
    (a Learn target and the captions name keys by label), colour, d, seed, panel and weighting.
    """
    if len(original.steps) != len(translation.steps):
        return ["steps"]
    found: list[str] = []
    for index, (a, b) in enumerate(zip(original.steps, translation.steps, strict=True)):
        found += _differences(_words_removed(a), _words_removed(b), join_path("steps", index))
        if bool(a.answer) != bool(b.answer):
            found.append(join_path(join_path("steps", index), "answer"))
    return sorted(found)


@dataclass(frozen=True)
class DeckInLanguage:
    """A deck file's text in one language: the deck, its language code ("" for the
    original) and the file it was read from."""

    deck: Deck
    language: str
    path: Path


def deck_in_language(
    shown: Deck,
    shown_language: str,
    translations: Mapping[str, Path],
    language: str | None,
    known_panels: PanelCatalog | None = None,
) -> DeckInLanguage | None:
    """The one rule by which a deck file follows kino's language, in the window (switching the
    language, opening a file) and in every export (step pictures, movies, handouts).

    ``shown`` is the deck on screen (or about to be exported), in ``shown_language`` ("" for
    the original); ``translations`` are its files by language (deck_translations). The deck in
    ``language`` is that language's file, the original when there is none. None when that is
    ``shown_language`` already, when it cannot be read, or when it differs from ``shown`` in
    more than words (translation_differences): then ``shown`` keeps its words, as written."""
    if not translations:
        return None
    target = language if language and language in translations else ""
    if target == shown_language or target not in translations:
        return None
    path = translations[target]
    try:
        deck = load_deck(path, known_panels).deck
    except (DeckError, OSError):
        return None
    if translation_differences(shown, deck):
        return None
    return DeckInLanguage(deck, target, path)


def load_deck_in_language(
    path: str | os.PathLike[str],
    language: str | None,
    known_panels: PanelCatalog | None = None,
) -> DeckInLanguage:
    """The deck file at ``path`` as kino shows it in ``language``: its translation into
    ``language`` when one lies beside it (deck_in_language), else the file as written.
    Raises DeckError for the file at ``path`` itself."""
    path = Path(path)
    deck = load_deck(path, known_panels).deck
    translations = deck_translations(path)
    own = deck_file_language(path) if translations else ""
    other = deck_in_language(deck, own, translations, language, known_panels)
    return other if other is not None else DeckInLanguage(deck, own, path)


# ---------------------------------------------------------------------------------------------
# Authoring: pure edits that return a new Deck


def _step_index(deck: Deck, index: int, allow_end: bool = False) -> int:
    size = len(deck.steps) + (1 if allow_end else 0)
    if not -size <= index < size:
        raise IndexError(f"step index {index} out of range for a deck of {len(deck.steps)} steps")
    return index % size


def insert_step(deck: Deck, step: DeckStep, index: int | None = None) -> Deck:
    """A copy with ``step`` inserted before ``index`` (appended when None)."""
    position = len(deck.steps) if index is None else _step_index(deck, index, allow_end=True)
    steps = (*deck.steps[:position], step, *deck.steps[position:])
    return replace(deck, steps=steps)


def delete_step(deck: Deck, index: int) -> Deck:
    """A copy without steps[index]; a deck keeps at least one step (DeckError otherwise)."""
    position = _step_index(deck, index)
    return replace(deck, steps=deck.steps[:position] + deck.steps[position + 1 :])


def move_step(deck: Deck, source: int, destination: int) -> Deck:
    """A copy where steps[source] now sits at index ``destination`` (the others keep order)."""
    start, end = _step_index(deck, source), _step_index(deck, destination)
    steps = list(deck.steps)
    steps.insert(end, steps.pop(start))
    return replace(deck, steps=tuple(steps))


def replace_step(deck: Deck, index: int, step: DeckStep) -> Deck:
    """A copy with steps[index] replaced by ``step``."""
    position = _step_index(deck, index)
    steps = list(deck.steps)
    steps[position] = step
    return replace(deck, steps=tuple(steps))


def set_step_caption(deck: Deck, index: int, caption: str) -> Deck:
    """A copy where steps[index]'s caption is ``caption`` (SceneError if over 2000 characters)."""
    step = deck.steps[_step_index(deck, index)]
    return replace_step(deck, index, replace(step, scene=replace(step.scene, caption=caption)))
