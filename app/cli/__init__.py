"""Command line: `kino [FILE]` opens the app; checks that Qt can open a window first."""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

from kino_core.version import kino_version

# Library file -> the Debian/Ubuntu package that provides it, where the name does not follow
# the usual rule (libfoo-bar.so.N -> libfoo-barN).
KNOWN_PACKAGES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
}


def package_for(library: str) -> str:
    """Debian package name for a missing shared library file name."""
    if library in KNOWN_PACKAGES:
        return KNOWN_PACKAGES[library]
    base, _, version = library.partition(".so.")
    base = base.lower()
    return f"{base}-{version}" if base[-1:].isdigit() else f"{base}{version}"


def missing_qt_libraries() -> list[str]:
    """Shared libraries Qt's X11 platform plugin needs and cannot find (via ldd)."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations or shutil.which("ldd") is None:
        return []
    qt = Path(next(iter(spec.submodule_search_locations))) / "Qt"
    binaries = [qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6XcbQpa.so.6"]
    missing: set[str] = set()
    for binary in binaries:
        if not binary.exists():
            continue
        try:
            listing = subprocess.run(
                ["ldd", str(binary)], capture_output=True, text=True, timeout=10
            ).stdout
        except (OSError, subprocess.SubprocessError):
            continue
        for line in listing.splitlines():
            if "not found" in line:
                missing.add(line.split("=>")[0].strip())
    return sorted(missing)


def window_problem() -> str | None:
    """A readable paragraph saying why Qt cannot open a window here, or None if it can.

    Qt aborts the process (no exception to catch) when it has no display or lacks X libraries,
    so kino checks before creating the QApplication.
    """
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if not sys.platform.startswith("linux") or platform.startswith(("offscreen", "minimal", "vnc")):
        return None
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return (
            "kino cannot open a window: there is no display (neither DISPLAY nor "
            "WAYLAND_DISPLAY is set). Run it from a desktop session, or over SSH with "
            "`ssh -X`, or on a virtual screen: `sudo apt-get install xvfb` then "
            "`Xvfb :99 & DISPLAY=:99 make run`. To make pictures without a window use "
            "`python main.py --export OUT.png`."
        )
    missing = missing_qt_libraries()
    if missing and not platform.startswith("wayland"):
        packages = sorted({package_for(library) for library in missing})
        return (
            "kino cannot open a window: Qt needs system libraries that this machine lacks "
            f"({', '.join(missing)}). Install them with: "
            f"sudo apt-get install {' '.join(packages)}   (then run `make run` again)."
        )
    return None


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="kino", description="kino: a desktop simulator that teaches attention."
    )
    parser.add_argument("--version", action="version", version=f"kino {kino_version()}")
    parser.add_argument("file", nargs="?", help="a .kino snapshot or .kinodeck lesson to open")
    # The desktop entry passes every selected file (Exec=kino %F); kino opens the first.
    parser.add_argument("more_files", nargs="*", help=argparse.SUPPRESS)
    parser.add_argument(
        "--export",
        metavar="OUT",
        help="write OUT.png, OUT.svg, OUT.csv, OUT.mp4, OUT.gif or OUT.pdf without opening a "
        "window, then exit",
    )
    parser.add_argument(
        "--size", default=None, help="picture size WxH (default 1920x1080; a GIF 1280x720 at 0.75)"
    )
    parser.add_argument(
        "--scale",
        type=float,
        default=None,
        help="pixel density (2 = crisp 2x); without it the picture is laid out at the UI scale"
        " a screen of --size starts at (150%% at 1920x1080, 300%% at 3840x2160)",
    )
    parser.add_argument("--step", type=int, help="with a .kinodeck: the step to export (1-based)")
    parser.add_argument(
        "--answers",
        metavar="FILE",
        help="with --step: the room's answers to the step's question (a room-answers.jsonl "
        "journal), revealed beside the truth as R shows them",
    )
    parser.add_argument("--fps", type=float, help="movie frames a second (MP4 30, GIF 20)")
    parser.add_argument("--hold", type=float, help="movie of a deck: seconds each step is held (5)")
    parser.add_argument(
        "--turn",
        metavar="STEPS",
        help="movie of a deck: steps whose query turns, e.g. 5,11 (default: the steps the deck"
        " animates)",
    )
    parser.add_argument(
        "--notes", action="store_true", help="PDF handout: the speaker's notes under each step"
    )
    parser.add_argument(
        "--language",
        metavar="CODE",
        help="the language of the window or the exported picture (en, de, es…; default: the "
        "one chosen in View ▸ Language, else the system's)",
    )
    return parser.parse_args(argv)


def use_language(code: str) -> str | None:
    """Make ``code`` the language this run starts in (through $KINO_LANGUAGE, which the app
    reads at start-up); a message naming the languages kino has if it has no ``code``."""
    from app.common.i18n import available_languages

    known = available_languages(include_pseudo=True)
    if code not in known:
        return f"--language: expected one of {', '.join(known)}, found {code!r}"
    os.environ["KINO_LANGUAGE"] = code
    return None


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.export and args.more_files:
        print(f"kino: --export takes one FILE, not {1 + len(args.more_files)}", file=sys.stderr)
        return 2
    problem = use_language(args.language) if args.language else None
    if problem:
        print(f"kino: {problem}", file=sys.stderr)
        return 2
    if args.export:
        from app.cli.export import run_export

        return run_export(args)
    problem = window_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    from app.application import run_app

    return run_app(args.file, args.more_files)
