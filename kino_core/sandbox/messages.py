"""A run's result and the student-facing words in it: sizes, signals, the editor line, the
protection that held."""

from __future__ import annotations

import math
import os
import re
import signal as signal_module
from dataclasses import dataclass, field
from typing import Literal

import numpy as np

from kino_core.sandbox.channel import json_object
from kino_core.sandbox.confinement import Protection
from kino_core.sandbox.limits import (
    ARRAYS_MAX_BYTES,
    ARRAYS_MAX_COUNT,
    FILE_LIMIT_BYTES,
    OUTPUT_MAX_BYTES,
)

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


@dataclass(frozen=True)
class RunEnd:
    """What the parent knows when a run has ended, read from the child's frames, its output
    and the clock: all ``result_of`` needs to word the result.

    reason: why the run ended ("exited", "timeout", "stopped"); duration_s: seconds from
    start() to the end; where_line: the editor line the code was at when stopped (or None);
    leftovers: processes the code left that kino ended; stdout, stderr: the output as shown
    (and whether it was cut); startup_s: Python's start-up (None if the code never started);
    protection: what the boundary held; folder_full: stopped for filling its folder;
    returncode: the code's exit code, negative for a signal (None unless "exited");
    outcome: the child's result frame as a dict ({} if none, or not "exited"); started_at:
    the run's start on the monotonic clock; flooded: the child sent more than kino reads;
    arrays, skipped_arrays: what came back (name -> array, name -> why not); signal_line:
    the editor line after a fatal signal; timeout_s, memory_mb, startup_limit_s,
    folder_max_bytes, folder_max_files: the run's limits, as the messages name them."""

    reason: str
    duration_s: float
    where_line: int | None
    leftovers: int
    stdout: str
    stderr: str
    stdout_truncated: bool
    stderr_truncated: bool
    startup_s: float | None
    protection: Protection | None
    folder_full: bool
    returncode: int | None
    outcome: dict
    started_at: float
    flooded: bool
    arrays: dict[str, np.ndarray]
    skipped_arrays: dict[str, str]
    signal_line: int | None
    timeout_s: float
    memory_mb: int
    startup_limit_s: float
    folder_max_bytes: int
    folder_max_files: int


def result_of(end: RunEnd) -> RunResult:
    """The result of a run that ended as ``end`` says, with its one plain-English sentence."""
    common = {
        "stdout": end.stdout,
        "stderr": end.stderr,
        "stdout_truncated": end.stdout_truncated,
        "stderr_truncated": end.stderr_truncated,
        "duration_s": end.duration_s,
        "startup_s": end.startup_s,
        "leftover_processes": end.leftovers,
        "protection": end.protection,
    }
    if end.reason in ("timeout", "stopped"):
        return ended_early(end, common)
    return exited(end, common)


def ended_early(end: RunEnd, common: dict) -> RunResult:
    """The result of a run kino ended: by the clock ("timeout") or on request ("stopped");
    ``common``: the fields every result of the run has."""
    reason, duration, where_line = end.reason, end.duration_s, end.where_line
    seconds = seconds_words(duration)

    if reason == "timeout" and end.startup_s is None:
        return RunResult(
            status="timeout",
            message=f"Stopped: Python took more than {end.startup_limit_s:g} s to start, so the "
            "code never ran (is the computer very busy?).",
            **common,
        )
    if reason == "timeout":
        return RunResult(
            status="timeout",
            message=f"Stopped after {end.timeout_s:.1f} s: the code ran too long "
            "(an infinite loop?)" + (f" and was at line {where_line}." if where_line else "."),
            error_line=where_line,
            **common,
        )
    if reason == "stopped" and end.folder_full:
        return RunResult(
            status="error",
            message=f"Stopped: the code filled its folder (more than "
            f"{size_words(end.folder_max_bytes)} or {end.folder_max_files} files and folders)"
            + (f" at line {where_line}." if where_line else "."),
            error_line=where_line,
            **common,
        )
    if reason == "stopped":
        return RunResult(
            status="stopped",
            message=f"Stopped after {seconds}, as you asked"
            + (f" (it was at line {where_line})." if where_line else "."),
            error_line=where_line,
            **common,
        )
    raise ValueError(f"not a run kino ended: {reason!r}")


def exited(end: RunEnd, common: dict) -> RunResult:
    """The result of a run whose Python ended by itself: the child's result frame read, or a
    signal, or an exit before the code's end; ``common``: the fields every result has."""
    common["duration_s"] = code_duration(end)
    if end.returncode is not None and end.returncode < 0:
        return signal_result(-end.returncode, end.signal_line, end.timeout_s, common)
    if not end.outcome:
        return without_outcome(end, common)
    outcome = end.outcome
    status = outcome.get("status")
    line = outcome.get("error_line")
    line = line if isinstance(line, int) and not isinstance(line, bool) else None
    with_arrays = {**common, **arrays_back(end)}
    if status == "ok":
        return finished(end, common["duration_s"], with_arrays)
    if status == "syntax":
        return RunResult(
            status="error",
            message=f"Python could not read the code{at_line(line)}: {summary_of(outcome)}.",
            traceback=str(outcome.get("traceback", "")),
            error_line=line,
            **common,
        )
    if status == "exit":
        return called_exit(outcome, line, with_arrays)
    if status == "memory" and outcome.get("phase") == "startup":
        return memory_at_startup(end, common)
    if status == "memory":
        return RunResult(
            status="memory",
            message=f"The code ran out of memory{at_line(line)}: it needed more than the "
            f"{end.memory_mb} MB limit.",
            traceback=str(outcome.get("traceback", "")),
            error_line=line,
            **with_arrays,
        )
    return RunResult(
        status="error",
        message=error_message(end, line),
        traceback=str(outcome.get("traceback", "")),
        error_line=line,
        **with_arrays,
    )


def code_duration(end: RunEnd) -> float:
    """Seconds from start() to when the code ended (its result frame says), not to when the
    parent's poll saw Python end; the poll's time when the frame's time is missing or odd."""
    ended_at = end.outcome.get("ended_at")
    if isinstance(ended_at, float) and 0.0 <= ended_at - end.started_at <= end.duration_s:
        return ended_at - end.started_at
    return end.duration_s


def seconds_words(duration: float) -> str:
    return f"{duration:.1f} s" if duration >= 0.1 else f"{duration * 1000:.0f} ms"


def summary_of(outcome: dict) -> str:
    """The error's one line (type and message) from the child's result frame, shortened."""
    return shorten(str(outcome.get("summary", "")))


def without_outcome(end: RunEnd, common: dict) -> RunResult:
    """Python ended without sending its result frame: it sent too much, never started, or the
    code ended it early (os._exit)."""
    if end.flooded:
        return RunResult(
            status="error",
            message="The code sent kino more than it reads back "
            f"({ARRAYS_MAX_COUNT} arrays, {size_words(ARRAYS_MAX_BYTES)}), so its results "
            "were left out.",
            **common,
        )
    if end.startup_s is None and end.returncode != 0:
        stderr = end.stderr.strip()
        last = stderr.splitlines()[-1] if stderr else "no message"
        return RunResult(
            status="error",
            message="kino could not start Python to run the code "
            f"(exit code {end.returncode}: {shorten(last)}).",
            exit_code=end.returncode,
            **common,
        )
    return RunResult(
        status="exit",
        message=f"The code ended Python itself with exit code {end.returncode} "
        "(os._exit?) before reaching its end.",
        exit_code=end.returncode,
        **common,
    )


def arrays_back(end: RunEnd) -> dict:
    """The result fields ``arrays`` and ``skipped_arrays``: what came back, and why the rest
    did not (the parent's reasons and the child's)."""
    skipped = dict(end.skipped_arrays)
    saved_skips = end.outcome.get("skipped_arrays")
    if isinstance(saved_skips, dict):
        skipped.update({str(k): str(v) for k, v in saved_skips.items()})
    return {"arrays": dict(end.arrays), "skipped_arrays": skipped}


def finished(end: RunEnd, duration: float, with_arrays: dict) -> RunResult:
    """The code ran to its end: how long, and what kino had to cut or clean up."""
    notes = []
    if end.stdout_truncated:
        notes.append("the output was long, so only its first 64 KiB is shown")
    if end.leftovers:
        plural = "es" if end.leftovers > 1 else ""
        notes.append(f"kino stopped {end.leftovers} process{plural} it left running")
    tail = f" ({'; '.join(notes)})" if notes else ""
    return RunResult(
        status="ok", message=f"Finished in {seconds_words(duration)}{tail}.", **with_arrays
    )


def called_exit(outcome: dict, line: int | None, with_arrays: dict) -> RunResult:
    """The code called sys.exit() before its end; the message shows its argument as given."""
    exit_code = outcome.get("exit_code")
    exit_code = exit_code if isinstance(exit_code, int) else 1
    shown = str(outcome.get("exit_repr", exit_code))
    shown = "" if shown == "None" else shown
    return RunResult(
        status="exit",
        message=f"The code called sys.exit({shorten(shown, 40)}){at_line(line)} and "
        f"stopped before its end (exit code {exit_code}).",
        error_line=line,
        exit_code=exit_code,
        **with_arrays,
    )


def memory_at_startup(end: RunEnd, common: dict) -> RunResult:
    """The memory limit was too small for Python and NumPy to start, before the code ran."""
    needed = end.outcome.get("needed_mb")
    about = f" (it needs about {needed} MB)" if isinstance(needed, int) else ""
    return RunResult(
        status="memory",
        message=f"The memory limit of {end.memory_mb} MB is too small even to "
        f"start Python with NumPy{about}.",
        **common,
    )


def error_message(end: RunEnd, line: int | None) -> str:
    """The sentence for an error the code raised: the folder or file limit it hit, the
    sandbox's refusal, a keyboard read, or the error's own summary."""
    outcome, summary = end.outcome, summary_of(end.outcome)
    if outcome.get("folder_full"):
        return (
            f"The code filled its folder{at_line(line)} (at most "
            f"{size_words(end.folder_max_bytes)} and {end.folder_max_files} files and folders): "
            f"{summary}."
        )
    if outcome.get("file_too_large"):
        return (
            f"The code wrote more than {size_words(FILE_LIMIT_BYTES)} to one file or to "
            f"its output{at_line(line)}, and was stopped there."
        )
    if summary.startswith("PermissionError") and confined(end.protection):
        return f"The sandbox refused what the code tried{at_line(line)}: {summary}."
    if summary.startswith("EOFError"):
        return (
            f"The code asked for keyboard input{at_line(line)}, but code run here "
            "cannot read the keyboard."
        )
    return f"The code stopped with an error{at_line(line)}: {summary}."


def signal_result(number: int, line: int | None, timeout_s: float, common: dict) -> RunResult:
    """The result of a run whose Python was killed by signal ``number`` (at editor ``line``,
    if known); ``common``: the fields every result of the run has."""
    try:
        name = signal_module.Signals(number).name
    except ValueError:
        name = f"signal {number}"
    if name == "SIGXCPU":
        return RunResult(
            status="timeout",
            message=f"Stopped: the code used more than {math.ceil(timeout_s) + 2} s "
            f"of processor time{at_line(line)}.",
            error_line=line,
            signal=name,
            **common,
        )
    if name == "SIGXFSZ":
        return RunResult(
            status="error",
            message=f"The code wrote more than {size_words(FILE_LIMIT_BYTES)} to one file "
            f"or to its output{at_line(line)}, and was stopped there.",
            error_line=line,
            signal=name,
            **common,
        )
    words = SIGNAL_WORDS.get(name, "")
    return RunResult(
        status="killed",
        message=f"Python crashed{at_line(line)}: it was killed by {name} ({words})."
        if name in SIGNAL_WORDS
        else f"Python was killed by {name}{at_line(line)}.",
        error_line=line,
        signal=name,
        **common,
    )
