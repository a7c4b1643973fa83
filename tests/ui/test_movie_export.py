"""Movies (MP4, GIF) and the PDF handout, decoded with the libraries that wrote them: sizes, frame
counts and durations as asked, frames equal to the PNG export of the same state, pages and text.
Small sizes, few frames, short holds: these run in seconds."""

from __future__ import annotations

import re
import subprocess
import unicodedata
from dataclasses import replace

import imageio_ffmpeg
import numpy as np
import pytest
from PIL import Image

from app.common.export import ExportError
from app.render.handout import write_handout
from app.render.movie import (
    ExportCancelledError,
    rgb_frame,
    write_deck_movie,
    write_recording_movie,
)
from app.shell.compose import headless_renderer
from kino_core.deck import Deck, load_lesson
from kino_core.movie import MoviePlan, step_timings
from kino_core.recording import MoveEvent, Recording, SceneEvent, ViewEvent, frame_times
from kino_core.scene import move_vector
from kino_core.snapshot import Snapshot

SIZE = "480x270"


@pytest.fixture
def renderer(qapp):
    return headless_renderer()


def mp4_frames(path) -> tuple[dict, list[np.ndarray]]:
    reader = imageio_ffmpeg.read_frames(str(path))
    meta = next(reader)
    width, height = meta["size"]
    frames = [np.frombuffer(f, np.uint8).reshape(height, width, 3) for f in reader]
    return meta, frames


def mean_abs_diff(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.abs(a.astype(np.int16) - b.astype(np.int16)).mean())


def test_a_deck_mp4_has_the_size_frames_and_duration_asked_and_its_holds_are_the_pngs(
    renderer, tmp_path
):
    deck = load_lesson("attention")
    steps = [6, 7]  # a move between them: d 2 -> 64, the query glides
    plan = MoviePlan(fps=10, hold_s=0.6, transition_s=0.4)
    out = tmp_path / "lesson.mp4"
    write_deck_movie(renderer, deck, steps, plan, out, SIZE, 1.0)
    meta, frames = mp4_frames(out)
    timings = step_timings(deck, steps, plan)
    assert meta["codec"] == "h264" and meta["size"] == (480, 270) and meta["fps"] == 10
    assert len(frames) == 6 + 4 + 6
    assert imageio_ffmpeg.count_frames_and_secs(str(out)) == (16, pytest.approx(1.6))
    for timing in timings:
        png = rgb_frame(renderer.render_deck_step(deck, timing.step, SIZE, 1.0))
        frame = frames[timing.middle_of_hold]
        assert frame.shape == png.shape
        assert mean_abs_diff(frame, png) < 2.0  # H.264 at crf 18, yuv420p: edges only
    # ... and a frame of the move is neither step: the move is played.
    move = frames[timings[1].first + 2]
    for timing in timings:
        assert mean_abs_diff(move, frames[timing.middle_of_hold]) > 1.0


def test_a_lesson_movie_holds_a_learn_step_as_its_picture_shows_it(renderer, tmp_path):
    # Step 10 (a Learn step) after step 9: its hold shows the Learn dock at the run's end, as
    # its PNG does, not the bare step.
    deck = load_lesson("attention")
    steps = [8, 9]
    plan = MoviePlan(fps=4, hold_s=0.5, transition_s=0.25)
    out = tmp_path / "learn.mp4"
    write_deck_movie(renderer, deck, steps, plan, out, SIZE, 1.0)
    _meta, frames = mp4_frames(out)
    timing = step_timings(deck, steps, plan)[1]
    png = rgb_frame(renderer.render_deck_step(deck, 9, SIZE, 1.0))
    # yuv420p halves the chroma of the large saturated target swatch; without the dock the
    # frame differs by about 37.
    assert mean_abs_diff(frames[timing.middle_of_hold], png) < 3.0


def test_a_gif_of_the_turning_query_has_many_distinct_frames(renderer, tmp_path):
    deck = load_lesson("attention")
    plan = MoviePlan(fps=10, hold_s=0.1, turn_steps=frozenset({4}), turn_speed=180.0)
    out = tmp_path / "turn.gif"
    write_deck_movie(renderer, deck, [4], plan, out, SIZE, 1.0)
    with Image.open(out) as gif:
        assert gif.size == (480, 270)
        assert gif.n_frames == 20  # a full turn at 180°/s is 2 s, at 10 frames a second
        durations, pixels = [], set()
        for i in range(gif.n_frames):
            gif.seek(i)
            durations.append(gif.info["duration"])
            pixels.add(gif.convert("RGB").tobytes())
        assert sum(durations) == 2000
        assert len(pixels) >= 18
        gif.seek(0)
        first = np.asarray(gif.convert("RGB"))
    # The step asks which key wins: the movie starts it as the lecture arrives, answer held.
    png = rgb_frame(renderer.render_deck_step(deck, 4, SIZE, 1.0, revealed=False))
    assert mean_abs_diff(first, png) < 3.0  # 256 colours a frame


def test_a_held_gif_frame_is_one_frame_with_the_whole_delay(renderer, tmp_path):
    deck = load_lesson("attention")
    out = tmp_path / "hold.gif"
    write_deck_movie(renderer, deck, [0, 1], MoviePlan(fps=20, hold_s=1.5), out, SIZE, 1.0)
    with Image.open(out) as gif:
        assert gif.n_frames == 2  # steps 1 and 2 differ in their words only: no move
        delays = []
        for i in range(gif.n_frames):
            gif.seek(i)
            delays.append(gif.info["duration"])
    assert delays == [1500, 1500]


def test_a_recording_mp4_shows_the_state_at_each_frame_time(renderer, tmp_path):
    deck = load_lesson("attention")
    start = deck.steps[0].scene
    moved = move_vector(start, "query", 0, -1.0, 1.5)
    events = (
        SceneEvent(0.0, start),
        ViewEvent(0.0, deck.steps[0].view("light")),
        MoveEvent(0.5, "query", 0, -1.0, 1.5),
    )
    recording = Recording(events, 1.0)
    out = tmp_path / "demo.mp4"
    write_recording_movie(renderer, recording, out, SIZE, 1.0, fps=10)
    meta, frames = mp4_frames(out)
    assert meta["size"] == (480, 270)
    assert len(frames) == len(frame_times(1.0, 10)) == 10
    view = deck.steps[0].view("light")
    for index, scene in ((2, start), (8, moved)):
        png = rgb_frame(renderer.render_snapshot(Snapshot(scene, view), SIZE, 1.0))
        assert mean_abs_diff(frames[index], png) < 2.0
    assert mean_abs_diff(frames[2], frames[8]) > 1.0


def test_a_cancelled_or_failed_export_leaves_no_file_and_the_old_one_whole(renderer, tmp_path):
    deck = load_lesson("attention")
    out = tmp_path / "lesson.mp4"
    out.write_bytes(b"the old movie")
    asked = []

    def cancel_at_five(done: int, total: int) -> bool:
        asked.append((done, total))
        return done < 5

    plan = MoviePlan(fps=10, hold_s=1.0)
    with pytest.raises(ExportCancelledError):
        write_deck_movie(renderer, deck, [0, 1], plan, out, SIZE, 1.0, progress=cancel_at_five)
    assert asked == [(i, 20) for i in range(1, 6)]
    assert out.read_bytes() == b"the old movie"
    assert sorted(p.name for p in tmp_path.glob("*lesson*")) == ["lesson.mp4"]
    with pytest.raises(ExportError, match="even width and height"):
        write_deck_movie(renderer, deck, [0], plan, out, "481x271", 1.0)
    assert out.read_bytes() == b"the old movie"
    assert sorted(p.name for p in tmp_path.glob("*lesson*")) == ["lesson.mp4"]


def words(text: str) -> str:
    """Whitespace as single spaces, ligatures (pdftotext keeps "ﬀ") as their letters."""
    return " ".join(unicodedata.normalize("NFKC", text).split())


def test_the_handout_has_a_page_per_step_with_its_caption_and_notes(renderer, tmp_path):
    deck = load_lesson("attention", "de")
    deck = Deck(deck.title, deck.steps[:4])
    out = tmp_path / "handout.pdf"
    write_handout(renderer, deck, out, notes=True, size_text="1280x720")
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True).stdout
    assert "Pages:           4" in info
    for number, step in enumerate(deck.steps, start=1):
        page = subprocess.run(
            ["pdftotext", "-f", str(number), "-l", str(number), str(out), "-"],
            capture_output=True,
            text=True,
        ).stdout
        assert words(step.caption) in words(page)
        assert words(step.notes) in words(page)
        assert step.title in page
    # The pictures are vectors: the charts' and the canvas's cached layers are drawn afresh,
    # not pasted as pictures (each of these steps had three or more before).
    images = subprocess.run(["pdfimages", "-list", str(out)], capture_output=True, text=True)
    assert images.stdout.splitlines()[2:] == []


def test_the_handout_without_notes_leaves_them_out(renderer, tmp_path):
    deck = load_lesson("attention")
    deck = Deck(deck.title, (replace(deck.steps[0], notes="SECRET-NOTE"),))
    out = tmp_path / "handout.pdf"
    write_handout(renderer, deck, out, notes=False)
    page = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout
    assert words(deck.steps[0].caption) in words(page)
    assert "SECRET-NOTE" not in page


def test_the_handout_prints_the_whole_caption_of_a_step_that_asks(renderer, tmp_path):
    """A handout is read after the lecture: a step's held answer is printed with its caption."""
    lesson = load_lesson("attention")
    asking = [s for s in lesson.steps if s.asks and s.answer][:2]
    deck = Deck(lesson.title, tuple(asking))
    out = tmp_path / "handout.pdf"
    write_handout(renderer, deck, out, notes=False, size_text="1280x720")
    for number, step in enumerate(deck.steps, start=1):
        page = subprocess.run(
            ["pdftotext", "-f", str(number), "-l", str(number), str(out), "-"],
            capture_output=True,
            text=True,
        ).stdout
        assert words(step.answer) in words(page), (step.title, page)
        assert words(step.whole_caption) in words(page)


def test_a_lesson_video_holds_an_asking_steps_answer_for_half_its_hold():
    """kino_core.movie: the frames of a step that asks show the answer from the middle of the
    hold on (held during the move into it); a step that asks nothing shows it throughout."""
    from kino_core.movie import deck_frames

    lesson = load_lesson("attention")
    titles = [s.title for s in lesson.steps]
    asking, plain = titles.index("Dividing by √d"), titles.index("The matrix form")
    plan = MoviePlan(fps=10, hold_s=1.0)
    steps = [asking - 1, asking, plain]
    timings = {t.step: t for t in step_timings(lesson, steps, plan)}
    frames = list(deck_frames(lesson, steps, plan))
    shown = [f.revealed for f in frames if f.step == asking]
    timing = timings[asking]
    assert shown == [False] * (timing.move + timing.hold // 2) + [True] * (
        timing.hold - timing.hold // 2
    )
    assert all(f.revealed for f in frames if f.step != asking)


def test_a_recording_movie_is_the_size_asked_even_where_the_layout_rounds(renderer, tmp_path):
    # At 2094x1308 the fitted UI scale lays the view out a pixel wider and shorter: the frames
    # are padded and cut to the size asked instead of failing.
    recording = Recording((SceneEvent(0.0, load_lesson("attention").steps[0].scene),), 0.5)
    out = tmp_path / "big.mp4"
    write_recording_movie(renderer, recording, out, "2094x1308", None, fps=2)
    meta, frames = mp4_frames(out)
    assert meta["size"] == (2094, 1308) and len(frames) == 1


class WatchedRenderer:
    """The headless renderer, keeping the window a movie is rendered in (to read what it
    shows at each frame)."""

    def __init__(self, renderer) -> None:
        self.renderer = renderer
        self.kino = None

    def build_presentation_window(self, *args, **kwargs):
        self.kino = self.renderer.build_presentation_window(*args, **kwargs)
        return self.kino


@pytest.mark.parametrize("code", ["en", "de"])
def test_a_turning_steps_caption_says_the_weights_each_frame_shows(renderer, code):
    """Step 5's answer names its weights (B 0.73, C 0.27), held for the first half of the hold
    (the step asks which key wins); turning, every frame's caption names no weight while it is
    held and then the weights its bars show, and keeps the sentences true at any angle."""
    import re

    from app.common.i18n import install_language
    from app.render.movie import deck_movie_frames

    install_language(code)
    try:
        deck = load_lesson("attention", code)
        plan = MoviePlan(fps=10, hold_s=0.1, turn_steps=frozenset({4}), turn_speed=180.0)
        watched = WatchedRenderer(renderer)
        step = deck.steps[4]
        assert step.asks and step.answer
        held = revealed = 0
        # The README's GIF: 1280x720 at 0.75 (at 480x270 the bars' numbers are left out).
        for pixels in deck_movie_frames(watched, deck, [4], plan, "1280x720", 0.75):
            if pixels is None:
                continue
            kino = watched.kino
            caption = kino.presentation.banner.caption_label.text()
            named = re.findall(r"\b([ABCD]) (\d[.,]\d\d)\b", caption)
            if kino.presentation.answer_held():
                assert caption == step.caption and not named, caption  # the room predicts
                held += 1
                continue
            bars = dict(zip("ABCD", kino.panels["weights"].unscaled.value_texts(), strict=True))
            assert named, caption
            assert all(bars[key] == value for key, value in named), (caption, bars)
            assert caption.startswith(step.caption)  # "P turns it live." all the way round
            revealed += 1
        assert held >= 9 and revealed >= 9
    finally:
        install_language("en")


def test_the_handout_shows_a_learn_step_as_the_room_sees_it_after_r(renderer, tmp_path):
    # Steps 10 and 13 say "Watch the square ghost" and "point at the loss curve": their pages
    # show the Learn dock at the descent's end (its sentence, the plot's legend), and each page
    # numbers its step once (the banner's counter; the header names the deck).
    deck = load_lesson("attention")
    deck = Deck(deck.title, (deck.steps[0], deck.steps[9], deck.steps[12]))
    out = tmp_path / "handout.pdf"
    write_handout(renderer, deck, out, notes=True, size_text="1280x720")
    pages = [
        words(
            subprocess.run(
                ["pdftotext", "-f", str(n), "-l", str(n), str(out), "-"],
                capture_output=True,
                text=True,
            ).stdout
        )
        for n in (1, 2, 3)
    ]
    assert "Step 200 of 200" not in pages[0]
    assert "Step 200 of 200. The softmax is saturated" in pages[1]
    assert "━━ loss ╍╍ ‖gradient‖" in pages[1]  # the plot's legend: one weighting
    assert "Step 200 of 200. Without scaling" in pages[2]
    assert "loss, scaled by 1/√d" in pages[2]
    assert "has fallen by 23%" in pages[2]
    for number, page in enumerate(pages, start=1):
        assert len(re.findall(rf"\b{number} ?/ ?3\b", page)) == 1, page
        assert f"step {number} of 3" not in page


def test_a_handout_page_whose_step_opens_a_dock_leaves_no_gap_beside_it(renderer, tmp_path):
    """Page 16 (the step that opens the Code dock, after steps without it) drew the panels at
    the last step's width: the banner ended a quarter of the page short of the dock, a blank
    band between. The banner's counter ("16 / 17", at its right end) reaches the dock's
    first button now (read from the PDF: where pdftotext finds each word)."""
    out = tmp_path / "handout.pdf"
    write_handout(renderer, load_lesson("attention"), out, notes=False, size_text="1280x720")
    page = subprocess.run(
        ["pdftotext", "-f", "16", "-l", "16", "-bbox", str(out), "-"],
        capture_output=True,
        text=True,
    ).stdout
    width = float(re.search(r'<page width="([\d.]+)"', page).group(1))
    words = [
        (float(x0), float(x1), float(y0), text)
        for x0, y0, x1, text in re.findall(
            r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)</word>',
            page,
        )
    ]
    boxes = [(x0, x1, text) for x0, x1, _y0, text in words]
    # The counter's "17" is the word after its "/" (the code's line numbers hold a 17 too).
    banner_right = next(
        box[1]
        for before, box in zip(boxes, boxes[1:], strict=False)
        if before[2] == "/" and box[2] == "17"
    )
    # The dock's left edge: the first word of its button row right of the banner (the row
    # that holds "Reset": in a wide dock Run, Stop, Apply and Reset share it, in a narrow one
    # Reset wraps below Run).
    reset_top = next(y0 for _x0, _x1, y0, text in words if text == "Reset")
    dock_left = min(
        x0 for x0, _x1, y0, _text in words if abs(y0 - reset_top) < 1.0 and x0 > banner_right
    )
    assert next(text for x0, _x1, _y0, text in words if x0 == dock_left) in ("▶", "Run")  # Run
    assert dock_left - banner_right < 0.08 * width, (dock_left, banner_right, width)
