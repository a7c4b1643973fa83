"""kino_core.classroom: questions, their true answers, the tally, answer validation, the CSV."""

from __future__ import annotations

import csv
import io
import math

import numpy as np
import pytest

from kino_core import evaluate
from kino_core.classroom import (
    Answer,
    AnswerError,
    Question,
    QuestionError,
    Tally,
    parse_answer,
    point_region,
    question_from_json,
    question_to_json,
    tally_csv,
    true_answer,
)
from kino_core.scene import OKABE_ITO, Key, Query, Scene

TOKEN = "a" * 16
OTHER = "b" * 20


def scene(d: int = 2) -> Scene:
    return Scene(
        queries=(Query(0, "q", 2.0, 0.5),),
        keys=(
            Key(0, "A", 2.0, 0.0, "#E69F00"),
            Key(1, "B", 0.0, 2.0, "#56B4E9"),
            Key(2, "C", -2.0, 0.0, "#009E73"),
        ),
        d=d,
        seed=7,
    )


def test_winner_and_number_come_from_the_weights():
    s = scene()
    result = evaluate(s)
    truth = true_answer(Question("winner", "Which key wins?"), s)
    assert truth.winner == "A"
    number = true_answer(Question("number", "Largest weight?", "scaled"), s)
    assert number.number == pytest.approx(float(result.weights_scaled[0].max()))
    assert number.weights == pytest.approx(result.weights_scaled[0])


def test_point_region_is_where_the_key_wins():
    s = scene()
    region = point_region(s, 0, "B")
    assert region.shape == (61, 61)
    # Up (y = 3) B wins, right (x = 3) A wins: rows run from y = -3 up.
    assert region[60, 30] and not region[30, 60]
    question = Question("point", "Where does B win?", key="B")
    truth = true_answer(question, s)
    assert truth.judge(question, Answer(x=0.0, y=2.5))
    assert not truth.judge(question, Answer(x=2.5, y=0.0))


def test_point_region_counts_the_hidden_part():
    """At d = 512 the hidden part of the scores moves where each key wins."""
    low, high = point_region(scene(2), 0, "B"), point_region(scene(512), 0, "B")
    assert not np.array_equal(low, high)
    # Checked point by point against evaluate: the region is the argmax of the real weights.
    s = scene(512)
    for x, y in [(0.0, 2.9), (2.9, 0.0), (-2.9, -2.9), (1.0, 1.0)]:
        moved = Scene(queries=(Query(0, "q", x, y),), keys=s.keys, d=s.d, seed=s.seed)
        wins = moved.keys[int(np.argmax(evaluate(moved).weights_unscaled[0]))].label == "B"
        question = Question("point", "", key="B")
        assert true_answer(question, s).judge(question, Answer(x=x, y=y)) == wins


def test_questions_are_checked():
    with pytest.raises(QuestionError, match="kind"):
        Question("essay", "?")
    with pytest.raises(QuestionError, match="key"):
        Question("point", "?")
    with pytest.raises(QuestionError, match="no key"):
        true_answer(Question("point", "?", key="Z"), scene())
    with pytest.raises(QuestionError, match="steps\\[2\\].question.weighting"):
        question_from_json({"kind": "winner", "weighting": "half"}, "steps[2].question")


def test_question_json_round_trip():
    for question in (
        Question("winner", "Which?", "scaled"),
        Question("number", "How sure?"),
        Question("point", "Where?", key="B", query=0),
    ):
        assert question_from_json(question_to_json(question)) == question


def test_answers_are_validated():
    winner = Question("winner", "?")
    labels = ["A", "B", "<img src=x onerror=alert(1)>"]
    assert parse_answer(winner, labels, {"token": TOKEN, "answer": "B"}) == (TOKEN, Answer("B"))
    bad = [
        [],
        {"token": TOKEN},
        {"token": "short", "answer": "A"},
        {"token": TOKEN, "answer": "Z"},
        {"token": TOKEN, "answer": "A", "extra": 1},
        {"token": TOKEN + "/../x", "answer": "A"},
    ]
    for payload in bad:
        with pytest.raises(AnswerError):
            parse_answer(winner, labels, payload)
    number = Question("number", "?")
    for value in (1.5, -0.1, math.nan, math.inf, True, "0.5", None):
        with pytest.raises(AnswerError):
            parse_answer(number, labels, {"token": TOKEN, "answer": value})
    point = Question("point", "?", key="A")
    for value in ([0, 4], [0], "1,2", [math.nan, 0], [0, None]):
        with pytest.raises(AnswerError):
            parse_answer(point, labels, {"token": TOKEN, "answer": value})
    assert parse_answer(point, labels, {"token": TOKEN, "answer": [1, -2.5]})[1] == Answer(
        x=1.0, y=-2.5
    )


def test_one_answer_per_token_a_changed_answer_replaces():
    tally = Tally().with_answer(TOKEN, Answer("A")).with_answer(OTHER, Answer("B"))
    tally = tally.with_answer(TOKEN, Answer("B"))
    assert len(tally) == 2
    assert list(tally.counts(["A", "B", "C"])) == [0, 2, 0]
    numbers = Tally().with_answer(TOKEN, Answer(number=0.2)).with_answer(TOKEN, Answer(number=0.9))
    assert list(numbers.numbers()) == [0.9]


def test_tally_round_trips_through_json_and_drops_bad_rows():
    question = Question("point", "?", key="B")
    tally = Tally().with_answer(TOKEN, Answer(x=1.0, y=2.0))
    data = tally.to_json()
    data["answers"].append({"token": OTHER, "point": [9, 9]})
    again = Tally.from_json(data, question, ["A", "B"])
    assert again.answers == tally.answers


def test_csv_counts_without_personal_data():
    s = scene()
    winner = Question("winner", "=HYPERLINK(x)")
    tally = Tally().with_answer(TOKEN, Answer("A")).with_answer(OTHER, Answer("C"))
    number = Question("number", "How sure?")
    numbers = Tally().with_answer(TOKEN, Answer(number=0.95)).with_answer(OTHER, Answer(number=1))
    point = Question("point", "Where?", key="B")
    points = Tally().with_answer(TOKEN, Answer(x=0, y=2.5)).with_answer(OTHER, Answer(x=2.5, y=0))
    text = tally_csv([(winner, s, tally), (number, s, numbers), (point, s, points)])
    assert TOKEN not in text and OTHER not in text
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == ["question", "kind", "wording", "weighting", "truth", "answer", "count"]
    assert rows[1] == ["1", "winner", "'=HYPERLINK(x)", "unscaled", "A", "A", "1"]
    tenths = [r for r in rows if r[0] == "2"]
    assert len(tenths) == 10 and tenths[-1][5:] == ["0.9-1.0", "2"]
    assert [r[5:] for r in rows if r[0] == "3"] == [["inside", "1"], ["outside", "1"]]


def test_decks_carry_questions_and_older_decks_load():
    from kino_core.deck import DeckError, deck_to_json, load_lesson, parse_deck

    titles = [s.title for s in load_lesson().steps]  # steps by title, never by position
    turn = titles.index("Four keys: turn the query")
    for language in (None, "de", "es"):
        deck = load_lesson("attention", language) if language else load_lesson()
        asked = {i: s.question for i, s in enumerate(deck.steps) if s.question is not None}
        # Where the lesson invites a prediction: turning the query, d = 512 without scaling,
        # and after scaling.
        assert asked[turn].kind == "winner"
        unscaled = next(
            i for i, q in asked.items() if q.kind == "number" and q.weighting == "unscaled"
        )
        assert deck.steps[unscaled].scene.d == 512
        scaled = next(i for i, q in asked.items() if q.kind == "number" and q.weighting == "scaled")
        assert deck.steps[scaled].scene.d == 512 and scaled > unscaled
        for index, question in asked.items():
            truth = true_answer(question, deck.steps[index].scene)
            if question.kind == "point":
                assert truth.region.any()  # there is somewhere to tap
        # The truths the lesson states: saturated without scaling, soft with it.
        assert true_answer(asked[unscaled], deck.steps[unscaled].scene).number > 0.99
        assert true_answer(asked[scaled], deck.steps[scaled].scene).number < 0.5
        again = parse_deck(deck_to_json(deck)).deck
        assert [s.question for s in again.steps] == [s.question for s in deck.steps]

    deck = load_lesson()
    text = deck_to_json(deck)
    import json as json_module

    data = json_module.loads(text)
    for step in data["steps"]:
        step.pop("question", None)
    older = parse_deck(json_module.dumps(data)).deck  # a deck from before questions
    assert all(s.question is None for s in older.steps)
    data["steps"][0]["question"] = {"kind": "point", "wording": "?", "key": "Z"}
    with pytest.raises(DeckError, match=r"steps\[0\]\.question"):
        parse_deck(json_module.dumps(data))
    data["steps"][0]["question"] = {"kind": "poll", "wording": "?"}
    with pytest.raises(DeckError, match=r"steps\[0\]\.question\.kind"):
        parse_deck(json_module.dumps(data))


def test_key_labels_that_look_like_formulas_are_text_in_the_results_csv():
    """OWASP CSV injection: a key named =cmd|…, +1, -1 or @x is a cell a spreadsheet shows as
    text (a single quote in front), as truth and as answer, never a formula it runs."""
    labels = ["=cmd|'/C calc'!A", "+1", "-1", "@x"]
    keys = tuple(
        Key(j, label, 2.0 * (j == 0) - 1.0 * (j > 1), 2.0 * (j == 1), OKABE_ITO[j])
        for j, label in enumerate(labels)
    )
    s = Scene((Query(0, "q", 1.5, 0.2),), keys)
    question = Question("winner", "Which key wins?")
    tally = Tally()
    for n, label in enumerate(labels):
        tally = tally.with_answer(f"{n:016d}", Answer(label))
    rows = list(csv.reader(io.StringIO(tally_csv([(question, s, tally)]))))
    cells = [cell for row in rows[1:] for cell in row]
    assert not any(cell.startswith(("=", "+", "-", "@", "\t", "\r")) for cell in cells), cells
    assert [row[5] for row in rows[1:]] == ["'" + label for label in labels]
    assert rows[1][4] == "'" + labels[0]  # the truth: the key the query points along


@pytest.mark.parametrize("step_number, key", [(3, None), (9, "B"), (9, "D"), (12, "C")])
def test_the_winning_polygon_is_the_winning_region(step_number, key):
    """The reveal outlines where the key wins as an exact polygon (the square cut by one
    half-plane per other key); the 61 x 61 grid the answers are judged on agrees with it at
    every grid point not on its border."""
    from kino_core.classroom import POINT_GRID, point_polygon, point_region
    from kino_core.deck import load_lesson

    step = load_lesson().steps[step_number - 1]
    scene = step.scene  # steps 9 and 12 are at d = 512: the hidden parts move the borders
    key = key or step.question.key
    polygon = point_polygon(scene, 0, key)
    region = point_region(scene, 0, key)
    if not region.any():
        assert len(polygon) == 0
        return
    assert len(polygon) >= 3
    axis = np.linspace(-3, 3, POINT_GRID)
    edges = np.roll(polygon, -1, axis=0) - polygon
    for row, y in enumerate(axis):
        for column, x in enumerate(axis):
            cross = edges[:, 0] * (y - polygon[:, 1]) - edges[:, 1] * (x - polygon[:, 0])
            if np.min(np.abs(cross) / np.hypot(edges[:, 0], edges[:, 1])) < 1e-6:
                continue  # on an edge: either side is right
            inside = bool(np.all(cross > 0) or np.all(cross < 0))
            assert inside == bool(region[row, column]), (x, y)
