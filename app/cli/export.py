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
    from app.cli.movie import run_movie_export
    from app.common.export import ExportError
    from kino_core.files.errors import SnapshotError

    if args.file is None:
        return fail(f"--export {out.suffix}: give the .kinodeck or .kinorec file to make it from")
    create_application()
    try:
        run_movie_export(args, out)
    except (ExportError, SnapshotError) as error:
        return fail(str(error))
    return 0


def read_answers(path: Path, question, step_number: int):
    """(question, scene, tally) from the room journal at ``path`` for deck step ``step_number``
    whose question is ``question``, or a sentence saying why not."""
    from kino_core.classroom import QuestionError, read_journal

    if question is None:
        return f"--answers: step {step_number} asks the room no question"
    try:
        text = path.read_text("utf-8")
    except OSError as error:
        return f"--answers: cannot read {path}: {error.strerror or error}"
    except UnicodeDecodeError:
        return f"--answers: {path.name} is not a room journal (room-answers.jsonl)"
    try:
        kept_question, scene, tally = read_journal(text)
    except (QuestionError, ValueError) as error:
        return f"--answers: {path.name} is not a room journal (room-answers.jsonl): {error}"
    if kept_question != question:
        return (
            f"--answers: {path.name} holds the answers to {kept_question.wording!r}, "
            f"not to step {step_number}'s question {question.wording!r}"
        )
    return kept_question, scene, tally


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

    answers_file = getattr(args, "answers", None)
    if answers_file is not None and (
        suffix not in (".png", ".svg") or Path(str(args.file or "")).suffix.lower() != ".kinodeck"
    ):
        return fail("--answers: give a .png or .svg of one deck step (a .kinodeck and --step)")
    if suffix in MOVIE_AND_HANDOUT or str(args.file or "").lower().endswith(".kinorec"):
        return run_movie_or_handout(args, out)
    args.size = args.size or DEFAULT_SIZE

    from app.application import create_application
    from app.common.i18n import current_language
    from app.panels.registry import PANELS
    from kino_core.deck import DeckError, load_deck_in_language
    from kino_core.scene import default_scene
    from kino_core.snapshot import Snapshot, SnapshotError, load_snapshot

    if suffix != ".csv":
        create_application()  # the language a picture speaks: --language, else the chosen one
    deck_step = None  # (deck, 0-based index): rendered as presenting shows it
    answers = None  # the room's answers to the step's question, revealed (--answers)
    try:
        if args.file is None:
            if args.step is not None:
                return fail("--step needs a .kinodeck file")
            snapshot = Snapshot(default_scene())
        elif Path(args.file).suffix.lower() == ".kinodeck":
            # The deck in the picture's language when its translation lies beside it (the
            # window's rule: an English title over German numbers would read as a mistake).
            language = current_language() if suffix != ".csv" else None
            deck = load_deck_in_language(args.file, language, PANELS.catalog()).deck
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
            if answers_file is not None:
                answers = read_answers(Path(answers_file), step.question, args.step)
                if isinstance(answers, str):
                    return fail(answers)
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

    from app.common.export import ExportError
    from app.shell.compose import headless_renderer

    try:
        if deck_step is not None:
            scale = 1.0 if args.scale is None else args.scale
            headless_renderer().write_deck_step(*deck_step, out, args.size, scale, answers)
        else:
            headless_renderer().write_snapshot_picture(snapshot, out, args.size, args.scale)
    except ExportError as error:
        return fail(str(error))
    return 0
