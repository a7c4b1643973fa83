"""`kino --export OUT.mp4|.gif|.pdf FILE`: movies of decks and recordings, handouts of decks.

Called by app/cli/export.py once the application exists. Messages are one line on
stderr; a progress bar is drawn on stderr when it is a terminal.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from app.common.export import ExportError
from kino_core.movie import DEFAULT_GIF_FPS, DEFAULT_HOLD_S, DEFAULT_MOVIE_FPS, deck_plan

GIF_SIZE, GIF_SCALE = "1280x720", 0.75  # a 1280x720 screen's layout, 960x540 pixels


def parse_steps(text: str, count: int, option: str) -> frozenset[int]:
    """'5,11' -> {4, 10} (0-based) for a deck of ``count`` steps; ExportError naming the
    problem."""
    steps: set[int] = set()
    for part in text.split(","):
        part = part.strip()
        if not part.isdigit() or not 1 <= int(part) <= count:
            raise ExportError(
                f"{option}: expected step numbers 1 … {count} separated by commas, found {text!r}"
            )
        steps.add(int(part) - 1)
    return frozenset(steps)


class ProgressBar:
    """`export  [#######-------------]  35%  84/240 frames` on stderr, redrawn in place when
    stderr is a terminal (and silent otherwise: a pipe or a log gets only the final line)."""

    WIDTH = 30

    def __init__(self, what: str) -> None:
        self.what = what
        self.live = sys.stderr.isatty()
        self.last_drawn = 0.0
        self.started = time.perf_counter()

    def __call__(self, done: int, total: int) -> bool:
        now = time.perf_counter()
        if self.live and (done == total or now - self.last_drawn > 0.1):
            self.last_drawn = now
            filled = round(self.WIDTH * done / max(total, 1))
            bar = "#" * filled + "-" * (self.WIDTH - filled)
            percent = round(100 * done / max(total, 1))
            print(
                f"\r{self.what}  [{bar}] {percent:3d}%  {done}/{total}",
                end="",
                file=sys.stderr,
                flush=True,
            )
            if done == total:
                print(file=sys.stderr)
        return True


def run_movie_export(args: argparse.Namespace, out: Path) -> None:
    """Write ``out`` (.mp4, .gif or .pdf) from ``args.file`` (a deck or, for movies, a
    recording). Raises ExportError (or SnapshotError for a bad file) with the one-line message."""
    from app.common.i18n import current_language
    from app.panels.registry import PANELS
    from app.render.handout import write_handout
    from app.render.movie import write_deck_movie, write_recording_movie
    from app.shell.compose import headless_renderer
    from kino_core.deck import load_deck_in_language
    from kino_core.recording import SUFFIX as RECORDING_SUFFIX
    from kino_core.recording import load_recording

    suffix = out.suffix.lower()
    source = Path(args.file) if args.file else None
    source_suffix = source.suffix.lower() if source else ""
    is_gif = suffix == ".gif"
    size_given = args.size is not None
    size = args.size or (GIF_SIZE if is_gif else "1920x1080")
    fps = args.fps if args.fps is not None else (DEFAULT_GIF_FPS if is_gif else DEFAULT_MOVIE_FPS)
    if not 1 <= fps <= 120:
        raise ExportError(f"--fps: expected 1 … 120 frames a second, found {fps:g}")
    hold = DEFAULT_HOLD_S if args.hold is None else args.hold
    if not 0.05 <= hold <= 3600:
        raise ExportError(f"--hold: expected 0.05 … 3600 seconds, found {hold:g}")
    renderer = headless_renderer()
    progress = ProgressBar(out.name)

    if suffix == ".pdf":
        if source_suffix != ".kinodeck":
            raise ExportError("a .pdf handout is made from a lesson deck (.kinodeck)")
        deck = load_deck_in_language(source, current_language(), PANELS.catalog()).deck
        write_handout(
            renderer,
            deck,
            out,
            notes=args.notes,
            size_text=args.size or "1280x720",
            progress=progress,
        )
        return
    if args.notes:
        raise ExportError("--notes applies to .pdf handouts only")

    if source_suffix == RECORDING_SUFFIX:
        if args.step is not None or args.turn is not None:
            raise ExportError("--step and --turn apply to .kinodeck files only")
        recording = load_recording(source, PANELS.catalog())
        scale = (
            args.scale
            if args.scale is not None
            else (GIF_SCALE if is_gif and not size_given else None)
        )
        write_recording_movie(renderer, recording, out, size, scale, fps, progress)
        return
    if source_suffix != ".kinodeck":
        raise ExportError(
            f"a movie is made from a lesson deck (.kinodeck) or a recording ({RECORDING_SUFFIX})"
        )
    deck = load_deck_in_language(source, current_language(), PANELS.catalog()).deck
    count = len(deck.steps)
    if args.step is not None:
        if not 1 <= args.step <= count:
            raise ExportError(f"--step: expected 1 … {count} for {source.name}, found {args.step}")
        steps = [args.step - 1]
        # One step as a movie shows its animation: the query turning, one full turn.
        turn = parse_steps(args.turn, count, "--turn") if args.turn else frozenset(steps)
        if args.hold is None and steps[0] in turn:
            hold = 0.05  # the full turn sets the length
    else:
        steps = list(range(count))
        # Without --turn, the steps whose deck animates them turn (a step's "animation").
        turn = parse_steps(args.turn, count, "--turn") if args.turn else None
    scale = (
        args.scale if args.scale is not None else (GIF_SCALE if is_gif and not size_given else 1.0)
    )
    plan = deck_plan(deck, fps=fps, hold_s=hold, turn_steps=turn)
    write_deck_movie(renderer, deck, steps, plan, out, size, scale, progress)
