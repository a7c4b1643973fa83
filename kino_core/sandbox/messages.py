"""A run's result and the student-facing words in it: sizes, signals, the editor line, the
protection that held."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from typing import Literal

import numpy as np

from kino_core.sandbox.channel import json_object
from kino_core.sandbox.confinement import Protection
from kino_core.sandbox.limits import FILE_LIMIT_BYTES, OUTPUT_MAX_BYTES

# The child's frames in a dump name its file (the main thread runs the code from it).
_CHILD_FILE = os.path.join("sandbox", "child.py")
_EDITOR_LINE = re.compile(r'File "<editor>", line (\d+)')


RunStatus = Literal["ok", "error", "timeout", "memory", "killed", "exit", "stopped"]


SIGNAL_WORDS = {
    "SIGSEGV": "a segmentation fault: the code touched memory it must not, e.g. with ctypes",
    "SIGBUS": "a bus error: the code touched memory it must not, e.g. with ctypes",
    "SIGABRT": "an abort, often a library that ran out of memory or hit an internal error",
    "SIGFPE": "a floating-point exception in C code",
    "SIGILL": "an illegal instruction in C code",
    "SIGKILL": "sent from outside; the system may have run out of memory",
    "SIGTERM": "a request to stop, from outside or from the code itself",
}


@dataclass(frozen=True, eq=False)
class RunResult:
    """What happened when a program ran in the sandbox.

    status: see the module docstring; ok is True only for "ok".
    message: one plain-English sentence for the status bar.
    stdout, stderr: the first 64 KiB of each (decoded as UTF-8), with a note when cut.
    traceback: the error as Python prints it, showing only frames of the editor's code
        (filename "<editor>", line numbers as in the editor); "" when there was no error.
    error_line: the editor line of the error, of sys.exit(), or where a timeout, a stop or a
        crash caught the code (when known), else None.
    arrays: name -> np.ndarray, the numbers the code left in its top-level names.
    duration_s: wall-clock seconds from start() to the end of the run, Python's start included.
    startup_s: how long Python and NumPy took to start before the code's first line (None when
        the code never started).
    exit_code: for "exit", the code given to sys.exit() / os._exit().
    signal: for "killed", the signal's name, e.g. "SIGSEGV".
    skipped_arrays: name -> why a top-level number array was not sent back.
    leftover_processes: how many processes the code left running that kino killed.
    protection: what the run's boundary held (kino_core.sandbox.confinement), as the child
        reported it before the code's first line; None when the code never started.
    """

    status: RunStatus
    message: str
    stdout: str = ""
    stderr: str = ""
    traceback: str = ""
    error_line: int | None = None
    arrays: dict[str, np.ndarray] = field(default_factory=dict)
    duration_s: float = 0.0
    startup_s: float | None = None
    exit_code: int | None = None
    signal: str | None = None
    stdout_truncated: bool = False
    stderr_truncated: bool = False
    skipped_arrays: dict[str, str] = field(default_factory=dict)
    leftover_processes: int = 0
    protection: Protection | None = None

    @property
    def ok(self) -> bool:
        return self.status == "ok"


def size_words(size: int) -> str:
    if size >= 1024 * 1024:
        return f"{size / (1024 * 1024):.1f}".removesuffix(".0") + " MiB"
    if size >= 1024:
        return f"{size / 1024:.0f} KiB"
    return f"{size} bytes"


def output_text(data: bytes, size: int) -> tuple[str, bool]:
    """The shown part of an output file, decoded, with a note when cut."""
    text = data.decode("utf-8", errors="replace")
    if size <= OUTPUT_MAX_BYTES:
        return text, False
    if size >= FILE_LIMIT_BYTES:
        total = f"more than {size_words(FILE_LIMIT_BYTES)} (the rest was thrown away)"
    else:
        total = size_words(size)
    if not text.endswith("\n"):
        text += "\n"
    return text + f"[kino: output cut: showing the first 64 KiB of {total}]\n", True


def editor_line(text: str) -> int | None:
    """The editor line in a faulthandler dump: innermost <editor> frame of the main thread."""
    blocks = [block for block in text.split("\n\n") if "<editor>" in block]
    main_blocks = [block for block in blocks if _CHILD_FILE in block]
    for block in main_blocks or blocks:
        match = _EDITOR_LINE.search(block)
        if match:
            return int(match.group(1))
    return None


def shorten(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def at_line(line: int | None) -> str:
    return f" on line {line}" if line else ""


def confined(protection: Protection | None) -> bool:
    """Whether any layer of the boundary held (then a PermissionError is most likely its)."""
    return protection is not None and (
        protection.files or protection.network or protection.processes
    )


def read_protection(payload: bytes | None) -> Protection | None:
    """What the child sent (frame P) before the code's first line (None: nothing)."""
    held = json_object(payload)
    try:
        return Protection(
            files=held["files"] is True,
            network=held["network"] is True,
            processes=held["processes"] is True,
            system=str(held["system"]),
            landlock_abi=int(held.get("landlock_abi", 0)),
            seccomp=held.get("seccomp") is True,
            namespaces=held.get("namespaces") is True,
        )
    except (ValueError, KeyError, TypeError, OverflowError):
        return None
