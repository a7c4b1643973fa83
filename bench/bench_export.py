"""Movie export speed: frames rendered and encoded per second, against the movie's own length.

Two cases at 1280x720 (KINO_BENCH_SIZE), MP4 at 30 frames a second:

- ``turn``: step 5 of the built-in lesson with the query turning a full turn (12 s at 30°/s):
  every frame differs, so every frame is rendered by the hidden window and encoded, the worst
  case;
- ``lesson``: the whole lesson as `kino --export lesson.mp4` plays it, every step held 2 s with
  its moves, and the two steps the deck animates turning their query a full turn (a typical
  deck movie: held frames are rendered once and sent again).

Prints, for each, `export: N frames at WxH in S s (X frames/s, Y x real time)`, where real time
is the movie's length (N / 30 s): Y ≥ 1 means exporting takes no longer than watching; the
case follows in brackets, then the processor time a frame took in kino and in FFmpeg (its own
process) and what share of two cores that is at 30 frames a second: on a loaded machine the
wall-clock figures follow the load, the processor time hardly does.
KINO_BENCH_ROOT points the bench at another checkout.
"""

from __future__ import annotations

import os
import resource
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
_settings_dir = tempfile.mkdtemp(prefix="kino-bench-")
os.environ["KINO_CONFIG_DIR"] = str(Path(_settings_dir) / "config")
os.environ["KINO_DATA_DIR"] = str(Path(_settings_dir) / "data")
sys.path.insert(0, os.environ.get("KINO_BENCH_ROOT", str(Path(__file__).resolve().parent.parent)))

from app.application import create_application  # noqa: E402

SIZE = os.environ.get("KINO_BENCH_SIZE", "1280x720")
FPS = 30.0


def measure(label: str, steps: list[int], plan_args: dict) -> None:
    from app.render.movie import write_deck_movie
    from app.shell.compose import headless_renderer
    from kino_core.deck import load_lesson
    from kino_core.movie import deck_plan, frame_total, step_timings

    deck = load_lesson("attention")
    plan = deck_plan(deck, fps=FPS, **plan_args)
    frames = frame_total(step_timings(deck, steps, plan))
    renderer = headless_renderer()
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / f"{label}.mp4"
        before = processor_seconds()
        start = time.perf_counter()
        write_deck_movie(renderer, deck, steps, plan, out, SIZE, 1.0)
        seconds = time.perf_counter() - start
        after = processor_seconds()
    rate = frames / seconds
    real_time = (frames / FPS) / seconds
    print(
        f"export: {frames} frames at {SIZE} in {seconds:.1f} s "
        f"({rate:.0f} frames/s, {real_time:.1f} x real time)  [{label}]"
    )
    kino_ms, ffmpeg_ms = ((b - a) * 1000 / frames for a, b in zip(before, after, strict=True))
    share = (kino_ms + ffmpeg_ms) * FPS / 1000 / 2
    print(
        f"        processor time a frame: kino {kino_ms:.1f} ms + FFmpeg {ffmpeg_ms:.1f} ms"
        f" = {share:.0%} of two cores at {FPS:g} frames/s"
    )


def processor_seconds() -> tuple[float, float]:
    """User + system seconds of this process and of its finished children (FFmpeg)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


def main() -> None:
    create_application()
    measure("turn: every frame differs", [4], {"hold_s": 0.05, "turn_steps": frozenset({4})})
    measure("lesson: 17 steps held 2 s, 2 turning", list(range(17)), {"hold_s": 2.0})


if __name__ == "__main__":
    main()
