"""A deck step's picture with the room's answers revealed, from the command line:
`kino --export step.png deck.kinodeck --step N --answers room-answers.jsonl` draws the reveal as
R shows it (the room's bars beside the weights), from the journal kino keeps beside the session."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
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


def room_journal(path: Path, step) -> Path:
    """A journal for ``step``'s question with a spread of answers of its kind (137 phones)."""
    question, scene = step.question, step.scene
    lines = [journal_header(question, scene)]
    for n in range(137):
        spread = (n * 0.618034) % 1.0  # fixed, not random: the same picture every run
        if question.kind == "winner":
            answer = Answer(key=scene.keys[n % len(scene.keys)].label)
        elif question.kind == "number":
            answer = Answer(number=round(spread, 3))
        else:
            answer = Answer(x=round(1.0 + 1.5 * (spread - 0.5), 3), y=round(1.0 - n / 137, 3))
        lines.append(journal_line(f"{n:016d}", answer))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_the_picture_with_answers_is_the_step_with_its_caption(qapp, tmp_path):
    """The review found a bare chart: no step number, no caption, no canvas. The step's
    picture with its answers is the step as the room saw it at R: the caption banner (its
    number, title and caption) exactly as without answers, the canvas beside the answers, and
    the truth's bars in the keys' colours, as the weight bars draw them."""
    deck = load_lesson()
    step = deck.steps[STEP - 1]
    journal = room_journal(tmp_path / "room-answers.jsonl", step)
    with_answers, without = tmp_path / "answers.png", tmp_path / "plain.png"
    for out, extra in ((with_answers, ["--answers", str(journal)]), (without, [])):
        done = run_cli(
            "--export", str(out), "--size", SIZE, "--scale", "1.5", str(lesson_path()),
            "--step", str(STEP), *extra, tmp_path=tmp_path,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
    kino = headless_renderer().build_presentation_window(
        deck,
        STEP - 1,
        scaled_size(SIZE, 1.5),
        ui_scale=deck_ui_scale(SIZE, 1.5),
        answers=read_journal(journal.read_text("utf-8")),
    )
    try:
        window, view = kino.window, kino.classroom.reveal_view
        banner = kino.presentation.banner
        banner_rect = QRect(banner.mapTo(window, QPoint(0, 0)), banner.size())
        canvas = kino.canvas
        canvas_rect = QRect(canvas.mapTo(window, QPoint(0, 0)), canvas.size())
        view_rect = view.geometry()
        bars = dict(view.drawn["bars"])
        truth_centres = {
            label: view.mapTo(window, weight.center().toPoint())
            for label, (_, weight) in bars.items()
            if weight.width() > 4
        }
        colours = {key.label: QColor(key.color) for key in step.scene.keys}
        lowest = round(max(room.bottom() for room, _ in bars.values()))
        last_bar_bottom = view.mapTo(window, QPoint(0, lowest)).y()
    finally:
        dispose(kino)
    assert banner_rect.height() > 0 and view_rect.top() >= banner_rect.bottom()
    assert not view_rect.intersects(canvas_rect)  # the scene the question is about stays
    picture, plain = QImage(str(with_answers)), QImage(str(without))
    assert picture.size() == plain.size()
    # The caption banner, with the step's number, title and caption, is the step's own.
    assert picture.copy(banner_rect) == plain.copy(banner_rect)
    assert picture.copy(canvas_rect) == plain.copy(canvas_rect)
    assert truth_centres, "some true weights are drawn"
    for label, centre in truth_centres.items():
        assert picture.pixelColor(centre) == colours[label], label  # not all one red
    # No band left empty under the answers: the last row ends near the view's bottom.
    assert view_rect.bottom() - last_bar_bottom < 0.12 * view_rect.height()


@pytest.mark.parametrize("size, scale", [("1280x720", 1.5), ("640x360", 3.0)])
@pytest.mark.parametrize("number", [3, 5, 9, 12])
def test_the_revealed_answers_fit_whole_at_projector_sizes(qapp, tmp_path, number, size, scale):
    """At 1280x720@1.5 and 640x360@3 nothing of the reveal is cut: the wording, the summary,
    the canvas square with its keys' labels and the legend (a point), the bars (a key), the
    strip between the true value and the axis (a number) lie inside the view."""
    deck = load_lesson()
    step = deck.steps[number - 1]
    journal = room_journal(tmp_path / "room-answers.jsonl", step)
    kino = headless_renderer().build_presentation_window(
        deck,
        number - 1,
        scaled_size(size, scale),
        ui_scale=deck_ui_scale(size, scale),
        answers=read_journal(journal.read_text("utf-8")),
    )
    try:
        view = kino.classroom.reveal_view
        view.grab()  # paint: what is drawn is reported in view.drawn
        drawn = view.drawn
        inside = QRectF(view.rect())
        title, _factor = drawn["title"]
        rects = [title, drawn["summary_rect"]]
        if step.question.kind == "point":
            square = drawn["square"]
            rects += [square, *drawn["legend_rects"]]
            for label in drawn["key_labels"]:
                assert square.adjusted(-1, -1, 1, 1).contains(label), label
            assert len(drawn["legend"]) == 2 and "where" in drawn["legend"][1]
            # The legend's text fits its lines: wrapped, never cut.
            metrics = view.ui_style.metrics(1.25)
            for text, rect in zip(drawn["legend"], drawn["legend_rects"], strict=True):
                needed = metrics.boundingRect(
                    QRectF(0, 0, rect.width(), 10_000), Qt.TextFlag.TextWordWrap, text
                )
                assert needed.height() <= rect.height() + 1, text
            for a, b in zip(drawn["legend_rects"], drawn["legend_rects"][1:], strict=False):
                assert a.bottom() <= b.top()
            assert not square.intersects(drawn["legend_rects"][0])
        elif step.question.kind == "winner":
            for room, weight in drawn["bars"].values():
                rects += [room, weight]
        else:
            dots = drawn["dots"]
            left, right = drawn["axis"]
            assert all(left - 1 <= d.x() <= right + 1 for d in dots)
            assert min(d.y() for d in dots) > title.bottom()
        for rect in rects:
            assert inside.adjusted(-1, -1, 1, 1).contains(rect), (rect, inside)
    finally:
        dispose(kino)
