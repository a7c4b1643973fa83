"""The room answers: a question about the scene, its true answer, and the room's tally.

Pure data and NumPy, no Qt and no sockets (the server is app/classroom/). A phone sends one
answer per question; what it sends is checked here (``parse_answer``) before anything counts
it, and it is only ever data to count: a key label is matched against the scene's labels, a
number must be finite in [0, 1], a point finite on the canvas square.

- ``Question``: kind ("winner": which key gets the most weight; "number": the largest weight;
  "point": where should the query be so that ``key`` gets the most weight), its wording, the
  weighting it asks about ("unscaled" or "scaled") and the query it asks about.
- ``true_answer(question, scene)``: computed by kino_core from the scene, never typed by hand.
- ``Tally``: the answers by browser token (one per phone; a changed answer replaces the first),
  with the counts per key, the number samples and the point samples.
- ``tally_csv``: the counts of a lecture's questions, no personal data (no tokens, no
  addresses).
"""

from __future__ import annotations

import csv
import io
import json
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

import numpy as np

from .csv_export import csv_label
from .evaluate import evaluate
from .files.scene_codec import decode_scene, encode_scene
from .hidden import hidden_scores
from .scene import CANVAS_LIMIT, Scene

__all__ = [
    "KINDS",
    "MAX_BODY_BYTES",
    "MAX_WORDING_CHARS",
    "NUMBER_BINS",
    "POINT_GRID",
    "WEIGHTINGS",
    "Answer",
    "AnswerError",
    "Question",
    "QuestionError",
    "Tally",
    "TrueAnswer",
    "journal_header",
    "journal_line",
    "parse_answer",
    "point_polygon",
    "point_region",
    "question_from_json",
    "question_to_json",
    "read_journal",
    "tally_csv",
    "true_answer",
]

KINDS = ("winner", "number", "point")
WEIGHTINGS = ("unscaled", "scaled")
MAX_WORDING_CHARS = 300
MAX_BODY_BYTES = 2048  # an answer is a token and a label or two numbers: 2 KB is plenty
POINT_GRID = 61  # the point region is judged on a 61 x 61 grid over the canvas square
NUMBER_BINS = 10  # the CSV counts numbers in tenths
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")


class QuestionError(ValueError):
    """A question that cannot be asked of its scene (message names what is wrong)."""


class AnswerError(ValueError):
    """An answer that is refused; the message is one line naming what is wrong."""


@dataclass(frozen=True)
class Question:
    """One question to the room.

    kind: one of KINDS; wording: what the projector and the phones show (plain text);
    weighting: "unscaled" (softmax(s)) or "scaled" (softmax(s / √d)); query: the index of the
    query it asks about; key: for "point", the label of the key that should win.
    """

    kind: str
    wording: str
    weighting: str = "unscaled"
    query: int = 0
    key: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise QuestionError(f"question.kind: expected one of {', '.join(KINDS)}")
        if not isinstance(self.wording, str) or len(self.wording) > MAX_WORDING_CHARS:
            raise QuestionError(f"question.wording: expected text of at most {MAX_WORDING_CHARS}")
        if self.weighting not in WEIGHTINGS:
            raise QuestionError("question.weighting: expected 'unscaled' or 'scaled'")
        if not isinstance(self.query, int) or isinstance(self.query, bool) or self.query < 0:
            raise QuestionError("question.query: expected a query index 0, 1, …")
        if self.kind == "point" and not self.key:
            raise QuestionError("question.key: a point question names the key that should win")

    def check(self, scene: Scene) -> None:
        """Raise QuestionError when this question cannot be asked of ``scene``."""
        if self.query >= len(scene.queries):
            raise QuestionError(f"question.query: the scene has {len(scene.queries)} queries")
        if self.kind == "point" and self.key not in [k.label for k in scene.keys]:
            raise QuestionError(f"question.key: the scene has no key {self.key!r}")


def question_to_json(question: Question) -> dict[str, object]:
    """The question as a JSON object (deck steps and the results file)."""
    out: dict[str, object] = {"kind": question.kind, "wording": question.wording}
    out["weighting"] = question.weighting
    if question.query:
        out["query"] = question.query
    if question.key:
        out["key"] = question.key
    return out


def question_from_json(data: object, where: str = "question") -> Question:
    """A Question from its JSON object; QuestionError names the field that is wrong."""
    if not isinstance(data, Mapping):
        raise QuestionError(f"{where}: expected an object")
    unknown = set(data) - {"kind", "wording", "weighting", "query", "key"}
    if unknown:
        raise QuestionError(f"{where}: unknown field {sorted(unknown)[0]!r}")
    wording = data.get("wording", "")
    key = data.get("key", "")
    if not isinstance(wording, str) or not isinstance(key, str):
        raise QuestionError(f"{where}.wording and .key: expected text")
    try:
        return Question(
            kind=data.get("kind"),  # type: ignore[arg-type]
            wording=wording,
            weighting=data.get("weighting", "unscaled"),  # type: ignore[arg-type]
            query=data.get("query", 0),  # type: ignore[arg-type]
            key=key,
        )
    except QuestionError as error:
        raise QuestionError(str(error).replace("question", where, 1)) from None


@dataclass(frozen=True)
class TrueAnswer:
    """The truth for a question, from the scene.

    winner: the label of the key with the most weight; number: the largest weight;
    weights (n_k,): the weights under the question's weighting (drawn beside the room's
    histogram); region (POINT_GRID, POINT_GRID) bool, rows from y = -3 up, columns from
    x = -3 right: where the query gives ``question.key`` the most weight (point questions;
    an empty array otherwise).
    """

    winner: str
    number: float
    weights: np.ndarray
    region: np.ndarray

    def judge(self, question: Question, answer: Answer) -> bool:
        """Whether ``answer`` is right (numbers: within 0.05 of the truth)."""
        if question.kind == "winner":
            return answer.key == self.winner
        if question.kind == "number":
            return abs(answer.number - self.number) <= 0.05
        row, column = grid_cell(answer.x, answer.y)
        return bool(self.region[row, column])


def grid_cell(x: float, y: float, grid: int = POINT_GRID) -> tuple[int, int]:
    """The (row, column) of the grid cell holding canvas point (x, y)."""
    step = 2 * CANVAS_LIMIT / (grid - 1)
    column = int(round((x + CANVAS_LIMIT) / step))
    row = int(round((y + CANVAS_LIMIT) / step))
    return min(max(row, 0), grid - 1), min(max(column, 0), grid - 1)


def _score_planes(scene: Scene, query: int) -> tuple[np.ndarray, np.ndarray]:
    """(keys_xy (n_k, 2), hidden (n_k,)): query ``query`` at canvas point p scores key j
    p · keys_xy[j] + hidden[j]; moving the query on the canvas does not change the hidden part."""
    keys_xy = np.array([(k.x, k.y) for k in scene.keys], dtype=np.float64)
    hidden = hidden_scores(scene.seed, scene.query_ids, scene.key_ids, scene.d)[query]
    return keys_xy, np.asarray(hidden, dtype=np.float64)


def point_region(scene: Scene, query: int, key: str, grid: int = POINT_GRID) -> np.ndarray:
    """Where on the canvas query ``query`` gives key ``key`` the most weight: (grid, grid) bool,
    rows from y = -3 up, columns from x = -3 right.

    The largest weight goes to the largest score under either weighting (dividing by √d keeps
    the order), and a score is the canvas part x·kx + y·ky plus the hidden part, which moving
    the query on the canvas does not change.
    """
    labels = [k.label for k in scene.keys]
    target = labels.index(key)
    axis = np.linspace(-CANVAS_LIMIT, CANVAS_LIMIT, grid)
    xs, ys = np.meshgrid(axis, axis)  # (grid, grid): row i is y = axis[i]
    keys_xy, hidden = _score_planes(scene, query)
    scores = xs[..., None] * keys_xy[:, 0] + ys[..., None] * keys_xy[:, 1] + hidden
    return np.argmax(scores, axis=-1) == target


def point_polygon(scene: Scene, query: int, key: str) -> np.ndarray:
    """The exact region of point_region as a convex polygon on the canvas square: (m, 2)
    canvas points (x, y) in order, m = 0 when the key wins nowhere on the canvas.

    Key t beats key j where p · (k_t - k_j) + (h_t - h_j) >= 0, a half-plane, so the region
    is the canvas square cut by one half-plane per other key (Sutherland-Hodgman)."""
    labels = [k.label for k in scene.keys]
    target = labels.index(key)
    keys_xy, hidden = _score_planes(scene, query)
    limit = float(CANVAS_LIMIT)
    polygon = [(-limit, -limit), (limit, -limit), (limit, limit), (-limit, limit)]
    for j in range(len(labels)):
        if j == target or not polygon:
            continue
        normal = keys_xy[target] - keys_xy[j]
        offset = float(hidden[target] - hidden[j])

        def side(p: tuple[float, float], n: np.ndarray = normal, c: float = offset) -> float:
            return float(p[0] * n[0] + p[1] * n[1] + c)

        kept: list[tuple[float, float]] = []
        for i, here in enumerate(polygon):
            there = polygon[(i + 1) % len(polygon)]
            a, b = side(here), side(there)
            if a >= 0:
                kept.append(here)
            if (a >= 0) != (b >= 0):
                t = a / (a - b)
                kept.append(
                    (here[0] + t * (there[0] - here[0]), here[1] + t * (there[1] - here[1]))
                )
        # A cut through a corner adds that corner twice: keep each corner once.
        polygon = [p for i, p in enumerate(kept) if not _same_point(p, kept[i - 1])]
    return np.array(polygon, dtype=np.float64).reshape(-1, 2)


def _same_point(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return abs(a[0] - b[0]) < 1e-12 and abs(a[1] - b[1]) < 1e-12


def true_answer(question: Question, scene: Scene) -> TrueAnswer:
    """The truth for ``question`` about ``scene`` (QuestionError if it cannot be asked)."""
    question.check(scene)
    result = evaluate(scene)
    weights = (
        result.weights_unscaled if question.weighting == "unscaled" else result.weights_scaled
    )[question.query]
    winner = scene.keys[int(np.argmax(weights))].label
    if question.kind == "point":
        region = point_region(scene, question.query, question.key)
    else:
        region = np.zeros((0, 0), dtype=bool)
    return TrueAnswer(winner=winner, number=float(weights.max()), weights=weights, region=region)


@dataclass(frozen=True)
class Answer:
    """One phone's answer: key for "winner", number for "number", (x, y) for "point"."""

    key: str = ""
    number: float = math.nan
    x: float = math.nan
    y: float = math.nan


def _finite(value: object, low: float, high: float, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise AnswerError(f"{what}: expected a number")
    number = float(value)
    if not math.isfinite(number) or not low <= number <= high:
        raise AnswerError(f"{what}: expected a number from {low:g} to {high:g}")
    return number


def parse_answer(
    question: Question, key_labels: Iterable[str], payload: object
) -> tuple[str, Answer]:
    """(browser token, answer) from a phone's decoded JSON, or AnswerError.

    payload: {"token": 16-64 letters, digits, - or _, "answer": a key label (winner), a number
    in [0, 1] (number) or [x, y] on the canvas (point)}. Anything else is refused.
    """
    if not isinstance(payload, dict):
        raise AnswerError("expected a JSON object")
    if set(payload) - {"token", "answer", "question"}:
        raise AnswerError("unknown field")
    token = payload.get("token")
    if not isinstance(token, str) or not _TOKEN.fullmatch(token):
        raise AnswerError("token: expected 16 to 64 letters or digits")
    value = payload.get("answer")
    if question.kind == "winner":
        if not isinstance(value, str) or value not in set(key_labels):
            raise AnswerError("answer: expected one of the keys")
        return token, Answer(key=value)
    if question.kind == "number":
        return token, Answer(number=_finite(value, 0.0, 1.0, "answer"))
    if not isinstance(value, list) or len(value) != 2:
        raise AnswerError("answer: expected a point [x, y]")
    x = _finite(value[0], -CANVAS_LIMIT, CANVAS_LIMIT, "answer x")
    y = _finite(value[1], -CANVAS_LIMIT, CANVAS_LIMIT, "answer y")
    return token, Answer(x=x, y=y)


@dataclass(frozen=True)
class Tally:
    """The room's answers to one question, one per browser token (a later one replaces it).

    answers maps token -> Answer (read-only). counts(labels) (n_k,) ints; numbers (n,) floats;
    points (n, 2) floats: the samples in the order the phones first answered.
    """

    answers: Mapping[str, Answer] = field(default_factory=lambda: MappingProxyType({}))

    def with_answer(self, token: str, answer: Answer) -> Tally:
        """This tally with ``token``'s answer set to ``answer`` (replacing an earlier one)."""
        answers = dict(self.answers)
        answers[token] = answer
        return Tally(MappingProxyType(answers))

    def __len__(self) -> int:
        return len(self.answers)

    def counts(self, labels: Iterable[str]) -> np.ndarray:
        """How many phones chose each key, (n_k,) in the order of ``labels``."""
        labels = list(labels)
        index = {label: i for i, label in enumerate(labels)}
        counts = np.zeros(len(labels), dtype=np.int64)
        for answer in self.answers.values():
            if answer.key in index:
                counts[index[answer.key]] += 1
        return counts

    def numbers(self) -> np.ndarray:
        """The number answers, (n,)."""
        values = [a.number for a in self.answers.values() if math.isfinite(a.number)]
        return np.array(values, dtype=np.float64)

    def points(self) -> np.ndarray:
        """The point answers, (n, 2) as (x, y)."""
        values = [(a.x, a.y) for a in self.answers.values() if math.isfinite(a.x)]
        return np.array(values, dtype=np.float64).reshape(-1, 2)

    def share_right(self, question: Question, truth: TrueAnswer) -> float:
        """The share of answers that are right, 0 with no answers."""
        if not self.answers:
            return 0.0
        right = sum(truth.judge(question, a) for a in self.answers.values())
        return right / len(self.answers)

    def to_json(self) -> dict[str, object]:
        """The tally as JSON (kept with the session so a crash loses no answer)."""
        return {"answers": [_answer_row(token, a) for token, a in self.answers.items()]}

    @staticmethod
    def from_json(data: object, question: Question, key_labels: Iterable[str]) -> Tally:
        """A tally written by to_json; answers that no longer validate are dropped."""
        labels = list(key_labels)
        tally = Tally()
        rows = data.get("answers", []) if isinstance(data, dict) else []
        for row in rows if isinstance(rows, list) else []:
            if not isinstance(row, dict):
                continue
            value = row.get({"winner": "key", "number": "number"}.get(question.kind, "point"))
            try:
                token, answer = parse_answer(
                    question, labels, {"token": row.get("token"), "answer": value}
                )
            except AnswerError:
                continue
            tally = tally.with_answer(token, answer)
        return tally


def tally_csv(rows: Iterable[tuple[Question, Scene, Tally]]) -> str:
    """A lecture's results as CSV: one line per (question, answer), counts only.

    Columns: question (1, 2, …), kind, wording, weighting, truth, answer, count. "winner"
    counts each key; "number" counts tenths ("0.0-0.1" … "0.9-1.0"); "point" counts answers
    inside and outside the region where the key wins. No token or address is written.
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["question", "kind", "wording", "weighting", "truth", "answer", "count"])
    for number, (question, scene, tally) in enumerate(rows, start=1):
        truth = true_answer(question, scene)
        head = [number, question.kind, csv_label(question.wording), question.weighting]
        if question.kind == "winner":
            labels = [k.label for k in scene.keys]
            for label, count in zip(labels, tally.counts(labels), strict=True):
                writer.writerow([*head, csv_label(truth.winner), csv_label(label), int(count)])
        elif question.kind == "number":
            bins = np.clip((tally.numbers() * NUMBER_BINS).astype(int), 0, NUMBER_BINS - 1)
            counts = np.bincount(bins, minlength=NUMBER_BINS)
            for i, count in enumerate(counts):
                span = f"{i / NUMBER_BINS:.1f}-{(i + 1) / NUMBER_BINS:.1f}"
                writer.writerow([*head, f"{truth.number:.3f}", span, int(count)])
        else:
            inside = sum(truth.judge(question, a) for a in tally.answers.values())
            where = f"region where {question.key} wins"
            writer.writerow([*head, csv_label(where), "inside", inside])
            writer.writerow([*head, csv_label(where), "outside", len(tally) - inside])
    return out.getvalue()


# -- the journal: answers kept with the session, one JSON object a line -----------------------
def journal_header(question: Question, scene: Scene) -> str:
    """The journal's first line: the question and the scene it is about."""
    return json.dumps({"question": question_to_json(question), "scene": encode_scene(scene)})


def _answer_row(token: str, answer: Answer) -> dict[str, object]:
    row: dict[str, object] = {"token": token}
    if answer.key:
        row["key"] = answer.key
    if math.isfinite(answer.number):
        row["number"] = answer.number
    if math.isfinite(answer.x):
        row["point"] = [answer.x, answer.y]
    return row


def journal_line(token: str, answer: Answer) -> str:
    """One accepted answer as a journal line."""
    return json.dumps(_answer_row(token, answer))


def read_journal(text: str) -> tuple[Question, Scene, Tally]:
    """The question, scene and tally a journal holds; a torn last line (a crash mid-write) is
    dropped, and so is any line that no longer validates. ValueError when the header is bad."""
    lines = text.splitlines()
    if not lines:
        raise ValueError("the journal is empty")
    header = json.loads(lines[0])
    if not isinstance(header, dict):
        raise ValueError("the journal's first line is not an object")
    question = question_from_json(header.get("question"))
    scene_data = header.get("scene")
    if not isinstance(scene_data, dict):
        raise ValueError("the journal has no scene")
    scene = decode_scene(scene_data, "scene", [])
    rows = []
    for line in lines[1:]:
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return (
        question,
        scene,
        Tally.from_json({"answers": rows}, question, [k.label for k in scene.keys]),
    )
