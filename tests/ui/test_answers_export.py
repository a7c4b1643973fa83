"""A deck step's picture with the room's answers revealed, from the command line:
`kino --export step.png deck.kinodeck --step N --answers room-answers.jsonl` draws the reveal as
R shows it (the room's bars beside the weights), from the journal kino keeps beside the session."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage

from app.render.headless import deck_ui_scale, dispose, scaled_size
from app.shell.compose import headless_renderer
from kino_core.classroom import Answer, journal_header, journal_line, read_journal
from kino_core.deck import lesson_path, load_lesson

from .test_lecture import run_cli

STEP = 5  # "Four keys: turn the query" asks which key gets the most weight (B does)
SIZE = "1280x720"
B_COLOUR = QColor("#56B4E9")


def write_journal(path: Path, question, scene, keys: str) -> Path:
    """A room journal as kino writes it while a question is open: one answer per phone."""
    lines = [journal_header(question, scene)]
    lines += [journal_line(f"{n:016d}", Answer(key=key)) for n, key in enumerate(keys)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_a_step_exports_with_the_rooms_answers_revealed(qapp, tmp_path):
    deck = load_lesson()
    step = deck.steps[STEP - 1]
    journal = write_journal(tmp_path / "room-answers.jsonl", step.question, step.scene, "BBBC")
    with_answers, without = tmp_path / "answers.png", tmp_path / "plain.png"
    for out, extra in ((with_answers, ["--answers", str(journal)]), (without, [])):
        done = run_cli(
            "--export", str(out), "--size", SIZE, str(lesson_path()), "--step", str(STEP),
            *extra, tmp_path=tmp_path,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
    # Where the reveal draws the room's bar for B, in a window built as the export builds it.
    kino = headless_renderer().build_presentation_window(
        deck,
        STEP - 1,
        scaled_size(SIZE, 1.0),
        ui_scale=deck_ui_scale(SIZE, 1.0),
        answers=read_journal(journal.read_text("utf-8")),
    )
    try:
        view = kino.classroom.reveal_view
        assert view.isVisible() and view.drawn["summary"] == "4 answers, 75% right"
        room_b, room_c = view.drawn["bars"]["B"][0], view.drawn["bars"]["C"][0]
        assert room_b.width() == pytest.approx(3 * room_c.width(), abs=1)  # 3 phones to 1
        centre = view.mapTo(kino.window, room_b.center().toPoint())
    finally:
        dispose(kino)
    picture, plain = QImage(str(with_answers)), QImage(str(without))
    assert picture.size() == plain.size() and picture.width() == 1280
    point = QPoint(centre.x(), centre.y())
    assert picture.pixelColor(point) == B_COLOUR  # the room chose B, drawn in B's colour
    assert plain.pixelColor(point) != B_COLOUR  # without --answers no reveal is there


@pytest.mark.parametrize("case", ["no question", "another question", "not a journal", "a .csv"])
def test_answers_that_do_not_belong_are_refused_in_one_line(tmp_path, case):
    deck = load_lesson()
    step = deck.steps[STEP - 1]
    other = deck.steps[8]  # step 9 asks for a number
    journal = tmp_path / "room-answers.jsonl"
    out = tmp_path / "out.png"
    number = str(STEP)
    if case == "no question":
        write_journal(journal, step.question, step.scene, "B")
        number = "1"  # step 1 asks the room nothing
    elif case == "another question":
        write_journal(journal, other.question, other.scene, "")
    elif case == "not a journal":
        journal.write_text("question,kind\n1,winner\n", encoding="utf-8")
    else:
        write_journal(journal, step.question, step.scene, "B")
        out = tmp_path / "weights.csv"
    done = run_cli(
        "--export", str(out), str(lesson_path()), "--step", number, "--answers", str(journal),
        tmp_path=tmp_path,
    )  # fmt: skip
    assert done.returncode != 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("kino: --answers: "), done.stderr
    assert not out.exists()
