"""`kino --export OUT [--size WxH] [FILE]`: render offscreen, one line on stderr on failure."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def fail(message: str) -> int:
    print(f"kino: {message}", file=sys.stderr)
    return 2


MOVIE_AND_HANDOUT = (".mp4", ".gif", ".pdf")
DEFAULT_SIZE = "1920x1080"


def run_movie_or_handout(args: argparse.Namespace, out: Path) -> int:
    """A movie (.mp4, .gif) of a deck or a recording, or a handout (.pdf) of a deck."""
    from app.application import create_application
    from app.common.export import ExportError
    from app.render.movie_cli import run_movie_export
    from kino_core.fileformat import SnapshotError

    if args.file is None:
        return fail(f"--export {out.suffix}: give the .kinodeck or .kinorec file to make it from")
    create_application()
    try:
        run_movie_export(args, out)
    except (ExportError, SnapshotError) as error:
        return fail(str(error))
    return 0


def run_export(args: argparse.Namespace) -> int:
    # Never show a window and never need a display.
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
    out = Path(args.export)
    suffix = out.suffix.lower()
    if suffix not in (".png", ".svg", ".csv", *MOVIE_AND_HANDOUT):
        return fail(
            "--export: expected a file ending in .png, .svg, .csv, .mp4, .gif or .pdf, "
            f"found {out.name!r}"
        )
    if out.is_dir():
        return fail(f"--export: {out} is a folder; give a file name such as {out / 'slide.png'}")
    if args.scale is not None and not (0.25 <= args.scale <= 4.0):
        return fail(f"--scale: expected a number in 0.25 … 4, found {args.scale:g}")

    if suffix in MOVIE_AND_HANDOUT or str(args.file or "").lower().endswith(".kinorec"):
        return run_movie_or_handout(args, out)
    args.size = args.size or DEFAULT_SIZE

    from app.panels.registry import PANELS
    from kino_core.deck import DeckError, load_deck
    from kino_core.scene import default_scene
    from kino_core.snapshot import Snapshot, SnapshotError, load_snapshot

    deck_step = None  # (deck, 0-based index): rendered as presenting shows it
    try:
        if args.file is None:
            if args.step is not None:
                return fail("--step needs a .kinodeck file")
            snapshot = Snapshot(default_scene())
        elif Path(args.file).suffix.lower() == ".kinodeck":
            deck = load_deck(args.file, PANELS.catalog()).deck
            if args.step is None:
                return fail(f"--step: a deck needs a step number 1 … {len(deck.steps)}")
            if not 1 <= args.step <= len(deck.steps):
                return fail(
                    f"--step: expected 1 … {len(deck.steps)} for {Path(args.file).name}, "
                    f"found {args.step}"
                )
            step = deck.steps[args.step - 1]
            snapshot = Snapshot(step.scene, step.view("light"))
            deck_step = (deck, args.step - 1)
        else:
            if args.step is not None:
                return fail("--step applies to .kinodeck files only")
            snapshot = load_snapshot(args.file, PANELS.catalog()).snapshot
    except (SnapshotError, DeckError) as error:
        return fail(str(error))

    if suffix == ".csv":
        from kino_core.atomic import atomic_write_text
        from kino_core.csv_export import weights_csv

        try:
            atomic_write_text(out, weights_csv(snapshot.scene))
        except OSError as error:
            return fail(f"cannot write {out}: {error.strerror or error}")
        return 0

    from app.application import create_application
    from app.common.export import ExportError
    from app.shell.compose import headless_renderer

    create_application()
    try:
        if deck_step is not None:
            scale = 1.0 if args.scale is None else args.scale
            headless_renderer().write_deck_step(*deck_step, out, args.size, scale)
        else:
            headless_renderer().write_snapshot_picture(snapshot, out, args.size, args.scale)
    except ExportError as error:
        return fail(str(error))
    return 0
