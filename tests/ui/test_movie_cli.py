"""`kino --export` for movies and handouts: what is written, and one line for what is wrong."""

from __future__ import annotations

import subprocess
from dataclasses import replace

import imageio_ffmpeg
import numpy as np
import pytest
from PIL import Image

from app.cli import main
from kino_core.deck import StepAnimation, load_lesson, save_deck
from kino_core.recording import MoveEvent, Recording, SceneEvent, recording_to_json, save_recording
from kino_core.resources import resource_path
from kino_core.scene import default_scene

DECK = str(resource_path("lessons", "attention.kinodeck"))


def export(capsys, *args: str) -> tuple[int, str]:
    code = main(["--export", *args])
    return code, capsys.readouterr().err


@pytest.fixture
def demo(tmp_path):
    path = tmp_path / "demo.kinorec"
    save_recording(path, _demo_recording())
    return path


def test_a_recording_becomes_an_mp4_of_the_size_and_rate_asked(qapp, capsys, tmp_path, demo):
    out = tmp_path / "demo.mp4"
    code, err = export(capsys, str(out), str(demo), "--size", "400x226", "--fps", "10")
    assert (code, err) == (0, "")
    assert imageio_ffmpeg.count_frames_and_secs(str(out)) == (8, pytest.approx(0.8))
    meta = next(imageio_ffmpeg.read_frames(str(out)))
    assert meta["size"] == (400, 226) and meta["codec"] == "h264"


def test_one_step_as_a_gif_turns_its_query_a_full_turn(qapp, capsys, tmp_path):
    out = tmp_path / "turn.gif"
    code, err = export(capsys, str(out), DECK, "--step", "5", "--fps", "2", "--size", "400x226")
    assert (code, err) == (0, "")
    with Image.open(out) as gif:
        assert gif.size == (400, 226)
        assert gif.n_frames == 24  # 360° at 30°/s is 12 s, at 2 frames a second


def test_the_deck_as_a_handout_has_a_page_per_step(qapp, capsys, tmp_path):
    out = tmp_path / "handout.pdf"
    code, err = export(capsys, str(out), DECK, "--notes")
    assert (code, err) == (0, "")
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True).stdout
    assert "Pages:           17" in info


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda t: t[:-40], "the file ends early (truncated?)"),
        (lambda t: t.replace('"version": 1', '"version": 3'), "made by a newer kino"),
        (lambda t: t.replace('"t": 0.4', '"t": "soon"'), "events[1].t: expected a number"),
    ],
)
def test_a_bad_recording_is_one_line_and_writes_nothing(
    qapp, capsys, tmp_path, demo, edit, message
):
    demo.write_text(edit(recording_to_json(_demo_recording())), encoding="utf-8")
    out = tmp_path / "demo.mp4"
    code, err = export(capsys, str(out), str(demo))
    assert code == 2
    assert err.startswith(f"kino: {demo}: ") and message in err
    assert err.count("\n") == 1
    assert not out.exists() and sorted(p.name for p in tmp_path.iterdir()) == ["demo.kinorec"]


def _demo_recording() -> Recording:
    events = (SceneEvent(0.0, default_scene()), MoveEvent(0.4, "key", 0, 1.0, 1.0))
    return Recording(events, 0.8)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("x.webm", DECK), "expected a file ending in .png, .svg, .csv, .mp4, .gif or .pdf"),
        (("x.mp4", DECK, "--step", "99"), "--step: expected 1 … 17"),
        (("x.mp4", DECK, "--turn", "5,x"), "--turn: expected step numbers 1 … 17"),
        (("x.mp4", DECK, "--notes"), "--notes applies to .pdf handouts only"),
        (("x.mp4", DECK, "--fps", "0"), "--fps: expected 1 … 120"),
        (("x.pdf", "scene.kino"), "a .pdf handout is made from a lesson deck"),
        (("x.mp4",), "give the .kinodeck or .kinorec file"),
    ],
)
def test_bad_arguments_are_one_line_naming_what_is_wrong(
    qapp, capsys, tmp_path, monkeypatch, args, message
):
    monkeypatch.chdir(tmp_path)
    code, err = export(capsys, *args)
    assert code == 2 and message in err and err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_the_progress_bar_is_drawn_in_place_on_a_terminal_only(monkeypatch):
    import io
    import sys

    from app.cli.movie import ProgressBar

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    for stream, drawn in ((Terminal(), True), (io.StringIO(), False)):
        monkeypatch.setattr(sys, "stderr", stream)
        bar = ProgressBar("lesson.mp4")
        assert all(bar(done, 40) for done in range(1, 41))  # never cancels
        text = stream.getvalue()
        if drawn:
            assert text.startswith("\rlesson.mp4  [#-") and text.endswith(
                "[" + "#" * 30 + "] 100%  40/40\n"
            )
        else:
            assert text == ""


def test_a_recording_exported_from_the_window_as_gif(qapp, tmp_path, demo, monkeypatch):
    from app.shell.compose import build_app

    kino = build_app()
    kino.files.session_enabled = False
    try:
        assert kino.replay.open_path(demo)
        out = tmp_path / "demo.gif"
        assert kino.movie_exports.export_to(out)
        with Image.open(out) as gif:
            assert gif.size == (960, 540)
            durations = []
            for i in range(gif.n_frames):
                gif.seek(i)
                durations.append(gif.info["duration"])
        assert sum(durations) == 800  # the recording's 0.8 s
        assert gif.n_frames == 2  # the key moves once at 0.4 s
    finally:
        kino.document.mark_saved()
        kino.window.set_close_question(lambda: True)
        kino.window.close()


def test_the_lesson_video_plays_the_animation_its_deck_gives_a_step(qapp, capsys, tmp_path):
    # Steps 4 and 5 of the lesson: step 5's "animation" turns its query (as P does live).
    lesson = load_lesson("attention")
    assert [s.animation for s in lesson.steps[3:5]] == [None, StepAnimation("turn")]
    two_steps = tmp_path / "two.kinodeck"
    save_deck(two_steps, replace(lesson, steps=lesson.steps[3:5]))
    out = tmp_path / "lesson.mp4"
    args = ("--hold", "0.5", "--fps", "2", "--size", "400x226")
    code, err = export(capsys, str(out), str(two_steps), *args)
    assert (code, err) == (0, "")
    frames = mp4_rgb_frames(out)
    # Step 4 held 1 frame, a 1-frame move, then step 5 held for its full turn: 12 s at 30°/s.
    assert len(frames) == 1 + 1 + 24
    turn = frames[2:]
    quarter_turns_apart = [mean_abs_diff(turn[i], turn[i + 6]) for i in range(18)]
    assert min(quarter_turns_apart) > 0.3, "the query does not turn"
    assert mean_abs_diff(turn[0], turn[12]) > 0.3  # half a turn: the query points the other way
    # --turn names the steps to turn instead: only step 1, so step 5 is held still.
    code, err = export(capsys, str(out), str(two_steps), *args, "--turn", "1")
    assert (code, err) == (0, "")
    frames = mp4_rgb_frames(out)
    assert len(frames) == 24 + 1 + 1


def mp4_rgb_frames(path) -> list[np.ndarray]:
    reader = imageio_ffmpeg.read_frames(str(path))
    width, height = next(reader)["size"]
    return [np.frombuffer(frame, np.uint8).reshape(height, width, 3) for frame in reader]


def mean_abs_diff(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.abs(a.astype(np.int16) - b.astype(np.int16)).mean())
