"""Run a student's Python code in a separate, limited, confined process (Linux: a boundary).

``run_code(source)`` runs the code and returns a :class:`RunResult`; ``SandboxRun`` is the same
run in a cancellable form for the app, which calls ``start()`` once and then ``poll()`` from a
QTimer (no threads needed) and ``stop()`` when the student presses Stop::

    run = SandboxRun(source, timeout_s=3.0, memory_mb=512)
    run.start()
    ...                      # every 50 ms:
    result = run.poll()      # None while running, then the RunResult (the same one every time)
    ...
    result = run.stop()      # kills the run at once; returns the "stopped" result

How the limits hold:

- the code runs in a new ``python -I -X utf8`` (isolated: no PYTHON* variables, no user site, no
  current directory on sys.path), in its own session and process group, with stdin from
  /dev/null, in a fresh temporary working directory (or ``cwd``);
- wall clock: enforced here, by ``poll()``/``wait()``. ``timeout_s`` counts from the code's
  first line, so a slow start of Python and NumPy (a cold disk, a busy machine) does not eat
  into the student's time; the start itself may take up to STARTUP_LIMIT_S (15 s). The child
  also gets RLIMIT_CPU (timeout + 2 s) and PR_SET_PDEATHSIG, so it dies on its own if kino does;
- memory: RLIMIT_AS of ``memory_mb`` in the child (a MemoryError, or a crash, instead of the
  machine swapping);
- processes: RLIMIT_NPROC lets the code add at most 256 processes or threads to those the
  user already runs, so a fork bomb fails with BlockingIOError (Linux ignores this for root);
- output: stdout and stderr go to unnamed files kino opened (never pipes, so a flood cannot
  block either side; no folder holds a name for them), each limited to 64 MiB by RLIMIT_FSIZE,
  and only the first 64 KiB of each is read back;
- results: nothing the run can change steers kino. What the child reports (what held, when
  the code's first line ran, the outcome, the arrays) comes back on a pipe it inherited,
  read here without blocking, within a byte and frame bound (_Channel), never from a file in a
  folder the code can write; config.json and source.py are read before the code runs. The
  code can forge its own result on that pipe (as it can print anything); it cannot make
  kino wait, read a FIFO, allocate what a header claims, or miss the time limit;
- processes: where the kernel allows it (user namespaces: most Linux systems, as root and as a
  normal user), the run gets its own PID namespace, so every process it starts ends with it
  whatever it does (fork, setsid, PR_SET_DUMPABLE, a cleared environment), an IPC namespace
  (SysV objects die with the run; the seccomp filter refuses them anyway) and a mount
  namespace with a tmpfs over its folder (FOLDER_MAX_BYTES, FOLDER_MAX_FILES; it vanishes with
  the run). Without namespaces the child's first process is a child subreaper, so orphans stay
  below it, and kino stops (SIGSTOP) the whole tree until nothing new appears, then kills it;
  it measures the folder every 0.25 s and stops the run past the same limits;
- clean-up: when the run ends, for whatever reason, every process of it is killed (above, and
  any process whose environment carries this run's token, a last resort), then its folder is
  removed without recursion, folder by folder relative to an open descriptor, each made
  accessible first (remove_tree): never raises, however deep, locked or odd (FIFOs) it is.

The boundary (Linux; kino_core/confinement.py has the details): before the code's first line
the child confines itself and every process it will start, for good:

- files: Landlock lets it read and run anything the user may, but create, write, truncate,
  delete or rename only inside the run's temporary folder (its working folder, or ``cwd`` when
  given, and TMPDIR, which points into it); links and symlinks cannot carry writes outside; a
  seccomp filter refuses chmod, chown, utime and extended attributes everywhere (Landlock does
  not cover them), so ``shutil.copy``/``copy2`` and ``touch`` fail even in its own folder
  (``shutil.copyfile`` works);
- network: the seccomp filter refuses ``socket()`` of every family (TCP, UDP, raw, and unix
  sockets such as D-Bus, X11 or ssh-agent); Landlock refuses TCP bind and connect as well;
- processes: Landlock refuses signals, ptrace and abstract unix sockets aimed outside the run
  (kino included); the run's own processes may still signal each other, and kino signals it;
- kino itself: the seccomp filter lets the code change limits (prlimit), priority
  (setpriority, ioprio_set) and processors or scheduling (sched_setaffinity, sched_setscheduler,
  sched_setparam, sched_setattr) only of its own process, so it cannot lower kino's limits or
  take its CPU; in a PID namespace kino has no number it could name anyway;
- every capability is dropped (root's, and those of a new user namespace); PR_SET_NO_NEW_PRIVS
  keeps setuid programs powerless.

A refused operation is an ordinary exception in the student's code (PermissionError, or
OSError EXDEV for a hard link to an outside file), at their line. Each layer is detected at
run time; a missing one never stops a run, and ``RunResult.protection`` (what the child
reports) and ``expected_protection()`` (what this system offers, for the app to show before a
run) say plainly what held. What a run can still do: read any file the user can read and print
it (kino shows it; nothing can carry it off the machine), run programs under the same
boundary, and use CPU and memory within the limits above. multiprocessing's locks and queues
need /dev/shm, which is outside the boundary, so they fail; plain Process and pipes work.

Statuses: "ok" (the code ran to its end), "error" (a syntax error or an exception), "timeout",
"memory" (MemoryError: the memory limit was hit), "killed" (ended by a signal, e.g. a segfault;
``signal`` names it), "exit" (the code ended the process itself with sys.exit() or os._exit();
``exit_code`` holds the code; sys.exit(0) is "exit" too: the lines after it never ran, so the run
did not finish normally), "stopped" (the caller called stop()).

Arrays: the top-level names the code left that hold NumPy arrays, NumPy scalars or plain
Python bool/int/float/complex numbers come back as NumPy arrays (numbers as 0-d arrays), up to
32 MiB in total; anything else (lists, objects, arrays of Python objects) is left out. They come
back for "ok", and also for "error", "memory" and a sys.exit() "exit", whatever the code had
defined when it stopped; never after a timeout, a stop, a crash or os._exit. They travel as
.npy bytes, at most ARRAYS_MAX_COUNT of them; kino checks each header against the bytes that
follow before it allocates anything, and never unpickles.

Linux is the target (/proc, prctl, RLIMIT_AS, Landlock, seccomp); on other POSIX systems (macOS)
the process-group kill, the timeouts and the output limits still work, nothing else does: the
code can change the user's files, use the network and signal other programs, and
``expected_protection()`` says so, for the Code panel to show. Windows is not supported.
"""

from __future__ import annotations

import contextlib
import fcntl
import io
import json
import math
import os
import re
import select
import signal as signal_module
import stat as stat_module
import struct
import subprocess
import sys
import tempfile
import threading
import time
import uuid
import weakref
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, NamedTuple

import numpy as np

from .confinement import Protection, expected_protection

__all__ = [
    "ARRAYS_MAX_BYTES",
    "ARRAYS_MAX_COUNT",
    "FOLDER_MAX_BYTES",
    "FOLDER_MAX_FILES",
    "NAMESPACES",
    "OUTPUT_MAX_BYTES",
    "STARTUP_LIMIT_S",
    "Protection",
    "RunResult",
    "RunStatus",
    "SandboxRun",
    "expected_protection",
    "remove_tree",
    "run_code",
]

RunStatus = Literal["ok", "error", "timeout", "memory", "killed", "exit", "stopped"]

OUTPUT_MAX_BYTES = 64 * 1024  # stdout and stderr shown, each
FILE_LIMIT_BYTES = 64 * 1024 * 1024  # RLIMIT_FSIZE: no single file the code writes grows beyond
ARRAYS_MAX_BYTES = 32 * 1024 * 1024  # all arrays sent back, together
EXTRA_TASKS = 256  # RLIMIT_NPROC: processes and threads the code may add to the user's
STARTUP_LIMIT_S = 15.0  # how long Python (with NumPy) may take to start before the code runs
ARRAYS_MAX_COUNT = 1000  # arrays sent back (the child sends no more: _sandbox_child.py)
FOLDER_MAX_BYTES = 64 * 1024 * 1024  # the run's folder: what the code may leave in it
FOLDER_MAX_FILES = 4096  # files and folders in it, nested ones included
NAMESPACES = True  # give runs their own namespaces where the kernel allows (tests turn it off)
_RESULT_MAX_BYTES = 1024 * 1024
_WHERE_MAX_BYTES = 256 * 1024
_FRAME_TAGS = {b"P": 4096, b"S": 4096, b"R": _RESULT_MAX_BYTES, b"E": 4096, b"A": 0}
_CHANNEL_MAX_BYTES = ARRAYS_MAX_BYTES + _RESULT_MAX_BYTES + 64 * 1024 * (ARRAYS_MAX_COUNT // 64)
_CHANNEL_MAX_FRAMES = ARRAYS_MAX_COUNT + 16
_FOLDER_CHECK_S = 0.25  # without namespaces: how often the folder's size is measured
_CLEANUP_BUDGET_S = 0.5  # the rest of a large folder is removed in the background
_TOKEN_VARIABLE = "KINO_SANDBOX_RUN"
_CHILD_SCRIPT = Path(__file__).with_name("_sandbox_child.py")
_EDITOR_LINE = re.compile(r'File "<editor>", line (\d+)')
CHILD_FLAG = "--sandbox-child"  # a frozen kino given this runs the child (see main.py)

_SIGNAL_WORDS = {
    "SIGSEGV": "a segmentation fault: the code touched memory it must not, e.g. with ctypes",
    "SIGBUS": "a bus error: the code touched memory it must not, e.g. with ctypes",
    "SIGABRT": "an abort, often a library that ran out of memory or hit an internal error",
    "SIGFPE": "a floating-point exception in C code",
    "SIGILL": "an illegal instruction in C code",
    "SIGKILL": "sent from outside; the system may have run out of memory",
    "SIGTERM": "a request to stop, from outside or from the code itself",
}


def child_command() -> list[str]:
    """The child's argv without the run directory.

    A fresh isolated Python runs the child script; a PyInstaller bundle has no python, so the
    bundle's own executable runs the child when its first argument is CHILD_FLAG (main.py).
    """
    if getattr(sys, "frozen", False):
        return [sys.executable, CHILD_FLAG]
    return [sys.executable, "-I", "-X", "utf8", str(_CHILD_SCRIPT)]


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
    protection: what the run's boundary held (kino_core.confinement), as the child reported it
        before the code's first line; None when the code never started.
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


# --- processes -----------------------------------------------------------------------------


class _Process(NamedTuple):
    ppid: int
    pgid: int
    sid: int
    state: str
    start: int  # clock ticks after boot


def _proc_table() -> dict[int, _Process]:
    """Every process in /proc ({} without /proc)."""
    table: dict[int, _Process] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return table
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as handle:
                stat = handle.read()
        except OSError:
            continue
        # "pid (comm) state ppid pgrp session … starttime …": comm may hold spaces and ")".
        fields = stat[stat.rfind(b")") + 2 :].split()
        try:
            table[int(entry)] = _Process(
                int(fields[1]), int(fields[2]), int(fields[3]), fields[0].decode(), int(fields[19])
            )
        except (ValueError, IndexError):
            continue
    return table


def _start_ticks(pid: int) -> int:
    """When pid started (clock ticks after boot), 0 if unknown."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            stat = handle.read()
        return int(stat[stat.rfind(b")") + 2 :].split()[19])
    except (OSError, ValueError, IndexError):
        return 0


def _has_token(pid: int, token: bytes) -> bool:
    try:
        with open(f"/proc/{pid}/environ", "rb") as handle:
            return token in handle.read()
    except OSError:
        return False


def _run_processes(root: int, token: bytes, born_after: int = 0) -> set[int]:
    """Live (not zombie) processes of the run whose first process is ``root``.

    They are: root's descendants still attached to it, members of its process group or
    session, and processes started after root (``born_after``) whose environment holds the
    run's token (orphans that left the session).
    """
    table = _proc_table()
    protected = {os.getpid(), 1}
    ancestor = os.getppid()
    while ancestor > 1 and ancestor not in protected:  # never this process or its ancestors
        protected.add(ancestor)
        ancestor = table[ancestor].ppid if ancestor in table else 0
    children: dict[int, list[int]] = {}
    for pid, info in table.items():
        children.setdefault(info.ppid, []).append(pid)
    found: set[int] = set()
    stack = [root]
    while stack:
        for child in children.get(stack.pop(), ()):
            if child not in found:
                found.add(child)
                stack.append(child)
    for pid, info in table.items():
        in_session = info.pgid == root or info.sid == root
        orphan = pid not in found and info.start >= born_after and _has_token(pid, token)
        if in_session or orphan:
            found.add(pid)
    if root in table:
        found.add(root)
    return {pid for pid in found - protected if pid in table and table[pid].state not in "ZX"}


def _kill_run(root: int, token: bytes, born_after: int = 0, limit_s: float = 2.0) -> set[int]:
    """End every process of the run (or give up after limit_s); return the ones found.

    First every process but root is stopped (SIGSTOP), again and again until no new one
    appears: a stopped process cannot fork, and while root (the run's subreaper) lives, an
    orphan lands below it where the next scan finds it. Then all are killed, root last.
    """
    found: set[int] = set()
    deadline = time.monotonic() + limit_s
    stopped: set[int] = set()
    while time.monotonic() < deadline:
        targets = _run_processes(root, token, born_after) - {root}
        for pid in targets - stopped:
            with contextlib.suppress(OSError):
                os.kill(pid, signal_module.SIGSTOP)
        if targets <= stopped:
            break
        stopped |= targets
        found |= targets
    while True:
        targets = _run_processes(root, token, born_after)
        for pid in targets | stopped:
            with contextlib.suppress(OSError):
                os.kill(pid, signal_module.SIGKILL)
        with contextlib.suppress(OSError):
            os.killpg(root, signal_module.SIGKILL)
        stopped = set()
        found |= targets
        if not targets or time.monotonic() > deadline:
            return found
        time.sleep(0.005)


def _finalize_run(
    process: subprocess.Popen, token: bytes, born_after: int, run_dir: str, fds: list[int]
) -> None:
    """Last resort when a SandboxRun is dropped or kino exits while the code still runs."""
    with contextlib.suppress(Exception):
        if process.poll() is None:
            _kill_run(process.pid, token, born_after, limit_s=0.5)
            process.wait(timeout=1.0)
    for fd in fds:
        with contextlib.suppress(OSError):
            os.close(fd)
    remove_tree(run_dir)


# --- the run's folder ----------------------------------------------------------------------


def remove_tree(root: str | os.PathLike[str], budget_s: float | None = None) -> bool:
    """Delete ``root`` and all it holds; True when it is gone. Never raises, never recurses.

    Walks with one open folder at a time (relative to it, so no path grows too long, however
    deep the nesting), makes each folder readable and writable before listing it (the code
    may have made one with mode 0300), never follows a symlink, and never opens anything but
    folders (a FIFO is unlinked, not read). budget_s: stop after that long (False: not gone).
    """
    deadline = None if budget_s is None else time.monotonic() + budget_s
    root_path = os.fspath(root)
    try:
        info = os.lstat(root_path)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    if not stat_module.S_ISDIR(info.st_mode):
        with contextlib.suppress(OSError):
            os.unlink(root_path)
        return not os.path.lexists(root_path)
    flags = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
    with contextlib.suppress(OSError):
        os.chmod(root_path, 0o700, follow_symlinks=False)
    try:
        fd = os.open(root_path, flags)
    except OSError:
        return False
    pending: list[list[str]] = []  # per level below root: the subfolders not yet removed
    names: list[str] = []  # the folder names from root down to fd
    try:
        while True:
            if deadline is not None and time.monotonic() > deadline:
                return False
            subfolders: list[str] = []
            try:
                with os.scandir(fd) as entries:
                    listed = list(entries)
            except OSError:
                listed = []
            for entry in listed:
                try:
                    is_folder = entry.is_dir(follow_symlinks=False)
                except OSError:
                    is_folder = False
                if is_folder:
                    subfolders.append(entry.name)
                else:
                    with contextlib.suppress(OSError):
                        os.unlink(entry.name, dir_fd=fd)
            pending.append(subfolders)
            while True:  # the next folder to empty: a subfolder, or up, removing the empty one
                if pending[-1]:
                    name = pending[-1].pop()
                    with contextlib.suppress(OSError):
                        os.chmod(name, 0o700, dir_fd=fd, follow_symlinks=False)
                    try:
                        below = os.open(name, flags, dir_fd=fd)
                    except OSError:
                        continue  # gone, or not a folder any more
                    os.close(fd)
                    fd = below
                    names.append(name)
                    break
                pending.pop()
                if not names:
                    os.close(fd)
                    fd = -1
                    with contextlib.suppress(OSError):
                        os.rmdir(root_path)
                    return not os.path.lexists(root_path)
                above = os.open("..", flags, dir_fd=fd)
                os.close(fd)
                fd = above
                with contextlib.suppress(OSError):
                    os.rmdir(names.pop(), dir_fd=fd)
    except OSError:
        return False
    finally:
        if fd >= 0:
            with contextlib.suppress(OSError):
                os.close(fd)


def _remove_run_folder(run_dir: str) -> None:
    """Remove the run's folder now, or finish in the background when it is large."""
    if not remove_tree(run_dir, budget_s=_CLEANUP_BUDGET_S):
        threading.Thread(target=remove_tree, args=(run_dir,), daemon=True).start()


def _folder_usage(root: Path, max_entries: int) -> tuple[int, int]:
    """(entries, bytes) beneath root, counting at most max_entries + 1 entries. Never raises."""
    entries = 0
    used = 0
    stack = [os.fspath(root)]
    while stack and entries <= max_entries:
        folder = stack.pop()
        try:
            with os.scandir(folder) as listing:
                for entry in listing:
                    entries += 1
                    try:
                        info = entry.stat(follow_symlinks=False)
                    except OSError:
                        continue
                    used += info.st_blocks * 512
                    if stat_module.S_ISDIR(info.st_mode):
                        stack.append(entry.path)
                    if entries > max_entries:
                        break
        except OSError:
            continue
    return entries, used


def _unnamed_file() -> int:
    """A new empty file that no folder names (O_TMPFILE, else created and unlinked at once)."""
    folder = tempfile.gettempdir()
    if hasattr(os, "O_TMPFILE"):
        with contextlib.suppress(OSError):
            return os.open(folder, os.O_TMPFILE | os.O_RDWR | os.O_CLOEXEC, 0o600)
    fd, path = tempfile.mkstemp(dir=folder)
    os.unlink(path)
    return fd


# --- what the child sends ----------------------------------------------------------------


class _Channel:
    """The read end of the pipe the child reports on: frames, within fixed bounds.

    A frame is one tag byte, a 4-byte big-endian length and the payload (_sandbox_child.py).
    Reading never blocks, stops after a time budget per call, and keeps at most
    _CHANNEL_MAX_BYTES in _CHANNEL_MAX_FRAMES frames; past that the channel is "flooded" and
    the rest is read and dropped, so the writer is never left blocked.
    """

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.frames: list[tuple[bytes, bytes]] = []
        self.flooded = False
        self.closed = False
        self._buffer = bytearray()
        self._kept = 0

    def drain(self, budget_s: float = 0.02) -> None:
        deadline = time.monotonic() + budget_s
        while not self.closed:
            try:
                data = os.read(self.fd, 1 << 20)
            except BlockingIOError:
                return
            except InterruptedError:
                continue
            except OSError:
                self.closed = True
                return
            if not data:
                self.closed = True
                return
            if not self.flooded:
                self._buffer += data
                self._split()
            if time.monotonic() > deadline:
                return

    def _split(self) -> None:
        buffer = self._buffer
        offset = 0
        while len(buffer) - offset >= 5:
            tag = bytes(buffer[offset : offset + 1])
            (length,) = struct.unpack_from(">I", buffer, offset + 1)
            limit = _FRAME_TAGS.get(tag)
            if (
                limit is None
                or (limit and length > limit)
                or self._kept + length > _CHANNEL_MAX_BYTES
                or len(self.frames) >= _CHANNEL_MAX_FRAMES
            ):
                self.flooded = True
                self._buffer = bytearray()
                return
            if len(buffer) - offset - 5 < length:
                break
            self.frames.append((tag, bytes(buffer[offset + 5 : offset + 5 + length])))
            self._kept += length
            offset += 5 + length
        del buffer[:offset]

    def first(self, tag: bytes) -> bytes | None:
        return next((payload for kind, payload in self.frames if kind == tag), None)

    def last(self, tag: bytes) -> bytes | None:
        return next((payload for kind, payload in reversed(self.frames) if kind == tag), None)


def _json_object(payload: bytes | None) -> dict:
    """A JSON object from a frame, {} for anything else."""
    if not payload:
        return {}
    try:
        loaded = json.loads(payload.decode("utf-8", "replace"))
    except (ValueError, RecursionError):
        return {}
    return loaded if isinstance(loaded, dict) else {}


def _decode_array(payload: bytes) -> tuple[str, np.ndarray | None]:
    """(name, array) from one A frame, checked before anything is allocated; array None: bad."""
    name = ""
    try:
        (name_length,) = struct.unpack_from(">H", payload, 0)
        name = payload[2 : 2 + name_length].decode("utf-8")
        body = io.BytesIO(payload)
        body.seek(2 + name_length)
        version = np.lib.format.read_magic(body)
        if version == (1, 0):
            shape, fortran, dtype = np.lib.format.read_array_header_1_0(body)
        else:
            shape, fortran, dtype = np.lib.format.read_array_header_2_0(body)
        if dtype.hasobject or any(extent < 0 for extent in shape):
            return name, None
        count = math.prod(shape)
        if count * dtype.itemsize != len(payload) - body.tell():
            return name, None  # the bytes do not match the header: never trust the header
        flat = np.frombuffer(payload, dtype=dtype, count=count, offset=body.tell())
        return name, flat.reshape(shape, order="F" if fortran else "C").copy()
    except Exception:
        return name, None


def _read_arrays(channel: _Channel) -> tuple[dict[str, np.ndarray], dict[str, str]]:
    """The arrays the child sent (A frames; no pickles), within the channel's bounds."""
    arrays: dict[str, np.ndarray] = {}
    skipped: dict[str, str] = {}
    for tag, payload in channel.frames:
        if tag != b"A":
            continue
        name, array = _decode_array(payload)
        if not name.isidentifier():
            continue
        if array is None:
            skipped[name] = "could not be read back"
        elif len(arrays) < ARRAYS_MAX_COUNT:
            arrays[name] = array
    if channel.flooded:
        skipped["*"] = "the code sent back more than kino reads"
    return arrays, skipped


def _read_fd(fd: int | None, limit: int) -> tuple[bytes, int]:
    """(the first ``limit`` bytes, the size) of a file kino opened; (b"", 0) if unreadable."""
    if fd is None:
        return b"", 0
    try:
        return os.pread(fd, limit, 0), os.fstat(fd).st_size
    except OSError:
        return b"", 0


def _size_words(size: int) -> str:
    if size >= 1024 * 1024:
        return f"{size / (1024 * 1024):.1f}".removesuffix(".0") + " MiB"
    if size >= 1024:
        return f"{size / 1024:.0f} KiB"
    return f"{size} bytes"


def _output_text(data: bytes, size: int) -> tuple[str, bool]:
    """The shown part of an output file, decoded, with a note when cut."""
    text = data.decode("utf-8", errors="replace")
    if size <= OUTPUT_MAX_BYTES:
        return text, False
    if size >= FILE_LIMIT_BYTES:
        total = f"more than {_size_words(FILE_LIMIT_BYTES)} (the rest was thrown away)"
    else:
        total = _size_words(size)
    if not text.endswith("\n"):
        text += "\n"
    return text + f"[kino: output cut: showing the first 64 KiB of {total}]\n", True


def _where_line(text: str) -> int | None:
    """The editor line in a faulthandler dump: innermost <editor> frame of the main thread."""
    blocks = [block for block in text.split("\n\n") if "<editor>" in block]
    main_blocks = [block for block in blocks if "_sandbox_child.py" in block]
    for block in main_blocks or blocks:
        match = _EDITOR_LINE.search(block)
        if match:
            return int(match.group(1))
    return None


def _shorten(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _at_line(line: int | None) -> str:
    return f" on line {line}" if line else ""


def _confined(protection: Protection | None) -> bool:
    """Whether any layer of the boundary held (then a PermissionError is most likely its)."""
    return protection is not None and (
        protection.files or protection.network or protection.processes
    )


def _read_protection(payload: bytes | None) -> Protection | None:
    """What the child sent (frame P) before the code's first line (None: nothing)."""
    held = _json_object(payload)
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


# --- the run -------------------------------------------------------------------------------


class SandboxRun:
    """One run of ``source`` in a separate Python process; start once, then poll or wait.

    Not thread-bound, but meant for one thread (the GUI thread): call ``start()`` from a thread
    that lives as long as the run (Linux kills the child when the starting thread ends), then
    ``poll()`` regularly, since the wall-clock limit is enforced by ``poll()`` and ``wait()``.
    """

    def __init__(
        self,
        source: str,
        timeout_s: float = 3.0,
        memory_mb: int = 512,
        cwd: str | os.PathLike[str] | None = None,
    ) -> None:
        if not isinstance(source, str):
            raise TypeError(f"source must be a str, not {type(source).__name__}")
        if not (isinstance(timeout_s, int | float) and math.isfinite(timeout_s) and timeout_s > 0):
            raise ValueError(f"timeout_s must be a positive number of seconds, not {timeout_s!r}")
        if isinstance(memory_mb, bool) or not isinstance(memory_mb, int) or memory_mb <= 0:
            raise ValueError(f"memory_mb must be a positive integer, not {memory_mb!r}")
        self.source = source
        self.timeout_s = float(timeout_s)
        self.memory_mb = memory_mb
        self.cwd = None if cwd is None else Path(cwd)
        self._lock = threading.RLock()
        self._process: subprocess.Popen | None = None
        self._result: RunResult | None = None
        self._was_started = False
        self._started_at = 0.0
        self._code_started_at: float | None = None
        self._run_dir: Path | None = None
        self._token = uuid.uuid4().hex
        self._pidfd: int | None = None
        self._born_after = 0
        self._finalizer: weakref.finalize | None = None
        self._channel: _Channel | None = None
        self._files: dict[str, int] = {}  # stdout, stderr, where: unnamed files kino opened
        self._code_pid: int | None = None
        self._folder_checked_at = 0.0
        self._folder_full = False

    # public API

    @property
    def started(self) -> bool:
        return self._was_started

    @property
    def running(self) -> bool:
        return self.started and self._result is None

    @property
    def run_dir(self) -> Path | None:
        """The run's folder as kino made it; None before it starts. With namespaces the code's
        files are in a tmpfs mounted over it that only the run sees."""
        return self._run_dir

    def stdout_so_far(self) -> str:
        """What the code has printed to stdout until now (its first 64 KiB); "" once ended."""
        with self._lock:
            data, _size = _read_fd(self._files.get("stdout"), OUTPUT_MAX_BYTES)
        return data.decode("utf-8", errors="replace")

    @property
    def result(self) -> RunResult | None:
        """The result once the run has ended, else None (does not check the process)."""
        return self._result

    @property
    def elapsed_s(self) -> float:
        if not self.started:
            return 0.0
        if self._result is not None:
            return self._result.duration_s
        return time.monotonic() - self._started_at

    def start(self) -> None:
        """Start the child process; never raises for a failure to start (poll() reports it)."""
        with self._lock:
            if self.started:
                raise RuntimeError("a SandboxRun can be started only once")
            self._was_started = True
            self._started_at = time.monotonic()
            try:
                self._launch()
            except Exception as exc:
                self._cleanup_dir()
                self._result = RunResult(
                    status="error",
                    message=f"kino could not start Python to run the code ({_shorten(str(exc))}).",
                )

    def poll(self) -> RunResult | None:
        """None while the code runs; then its RunResult. Enforces the timeout. Never blocks long.

        Ending a run (killing what is left, reading the output) takes a few milliseconds.
        """
        with self._lock:
            if self._result is not None:
                return self._result
            if self._process is None:
                raise RuntimeError("call start() before poll()")
            if self._channel is not None:
                self._channel.drain()
            if self._process.poll() is not None:
                self._finish("exited")
            elif time.monotonic() >= self._deadline():
                self._finish("timeout")
            elif self._folder_over_limit():
                self._folder_full = True
                self._finish("stopped")
            return self._result

    def stop(self) -> RunResult:
        """Kill the run now (status "stopped"); if it has already ended, return its result."""
        with self._lock:
            if self._result is not None:
                return self._result
            if self._process is None:
                raise RuntimeError("call start() before stop()")
            if self._process.poll() is not None:
                self._finish("exited")
            else:
                self._finish("stopped")
            assert self._result is not None
            return self._result

    def wait(self) -> RunResult:
        """Block until the run ends (at the latest when the timeout kills it)."""
        while True:
            result = self.poll()
            if result is not None:
                return result
            remaining = max(0.0, self._deadline() - time.monotonic())
            if self._code_started_at is None:
                remaining = min(remaining, 0.01)  # look for the code's start again soon
            remaining = min(remaining, _FOLDER_CHECK_S)
            watched = [fd for fd in (self._pidfd, self._channel_fd()) if fd is not None]
            if watched:
                with contextlib.suppress(OSError, ValueError):
                    select.select(watched, [], [], remaining + 0.001)
                    continue
            time.sleep(min(0.005, remaining))

    # internals

    def _deadline(self) -> float:
        """When the run times out: timeout_s after the code's first line (see the docstring)."""
        if self._code_started_at is None and self._channel is not None:
            started = _json_object(self._channel.first(b"S"))
            stamp, pid = started.get("at"), started.get("pid")
            if isinstance(stamp, float) and math.isfinite(stamp):
                # the child's clock, kept within what this process has seen
                self._code_started_at = min(max(stamp, self._started_at), time.monotonic())
                if isinstance(pid, int) and not isinstance(pid, bool) and pid > 1:
                    self._code_pid = pid
        if self._code_started_at is None:
            return self._started_at + STARTUP_LIMIT_S
        return self._code_started_at + self.timeout_s

    def _channel_fd(self) -> int | None:
        channel = self._channel
        return None if channel is None or channel.closed else channel.fd

    def _folder_over_limit(self) -> bool:
        """Without a tmpfs of its own, whether the run's folders grew past their limits."""
        if self._run_dir is None or time.monotonic() - self._folder_checked_at < _FOLDER_CHECK_S:
            return False
        self._folder_checked_at = time.monotonic()
        protection = _read_protection(self._channel.first(b"P")) if self._channel else None
        if protection is not None and protection.namespaces:
            return False  # the kernel holds the limits
        folders = [self._run_dir] if self.cwd is None else [self._run_dir / "tmp"]
        for folder in folders:
            entries, used = _folder_usage(folder, FOLDER_MAX_FILES)
            if entries > FOLDER_MAX_FILES or used > FOLDER_MAX_BYTES:
                return True
        return False

    def _launch(self) -> None:
        run_dir = Path(tempfile.mkdtemp(prefix="kino-run-"))
        self._run_dir = run_dir
        if self.cwd is None:
            work_dir = run_dir / "work"
            work_dir.mkdir()
        else:
            work_dir = self.cwd
        (run_dir / "tmp").mkdir()  # TMPDIR: tempfile must work inside the boundary
        (run_dir / "source.py").write_text(self.source, encoding="utf-8", errors="replace")
        # stdout, stderr and the faulthandler dump: unnamed files (no folder holds a name for
        # them, so the code cannot swap them for a FIFO), read back by descriptor
        for name in ("stdout", "stderr", "where"):
            self._files[name] = _unnamed_file()
        read_end, write_end = os.pipe()
        self._channel = _Channel(read_end)  # closed by _cleanup_dir, whatever happens next
        try:
            self._spawn(run_dir, work_dir, write_end)
        finally:
            os.close(write_end)  # the child holds it now: its end is the only writer
        self._born_after = _start_ticks(self._process.pid)
        self._finalizer = weakref.finalize(
            self,
            _finalize_run,
            self._process,
            self._token_bytes,
            self._born_after,
            str(run_dir),
            [self._channel.fd, *self._files.values()],
        )
        if hasattr(os, "pidfd_open"):
            with contextlib.suppress(OSError):
                self._pidfd = os.pidfd_open(self._process.pid)

    def _spawn(self, run_dir: Path, work_dir: Path, write_end: int) -> None:
        """Write the run's config and start the child, giving it write_end (the channel)."""
        os.set_blocking(self._channel.fd, False)
        with contextlib.suppress(OSError, AttributeError):  # fewer round trips for the arrays
            fcntl.fcntl(write_end, fcntl.F_SETPIPE_SZ, 1 << 20)
        config = {
            "parent_pid": os.getpid(),
            "channel_fd": write_end,
            "where_fd": self._files["where"],
            "work_dir": str(Path(work_dir).resolve()),
            "namespaces": NAMESPACES,
            "folder_max_bytes": FOLDER_MAX_BYTES,
            "folder_max_files": FOLDER_MAX_FILES,
            "memory_bytes": self.memory_mb * 1024 * 1024,
            "cpu_seconds": math.ceil(self.timeout_s) + 2,
            "file_limit_bytes": FILE_LIMIT_BYTES,
            "arrays_max_bytes": ARRAYS_MAX_BYTES,
            "extra_tasks": EXTRA_TASKS,
            "numpy_dir": str(Path(np.__file__).resolve().parent.parent),
            # the only folders the code may change (kino_core.confinement)
            "writable": [str(run_dir.resolve()), str(Path(work_dir).resolve())],
        }
        (run_dir / "config.json").write_text(json.dumps(config), encoding="utf-8")
        env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
        env.update(
            {
                _TOKEN_VARIABLE: self._token,
                "OPENBLAS_NUM_THREADS": "1",
                "OMP_NUM_THREADS": "1",
                "MKL_NUM_THREADS": "1",
                "MPLBACKEND": "Agg",
                "TMPDIR": str(run_dir / "tmp"),
            }
        )
        self._process = subprocess.Popen(
            [*child_command(), str(run_dir)],
            stdin=subprocess.DEVNULL,
            stdout=self._files["stdout"],
            stderr=self._files["stderr"],
            cwd=work_dir,
            env=env,
            start_new_session=True,
            close_fds=True,
            pass_fds=(write_end, self._files["where"]),
        )

    @property
    def _token_bytes(self) -> bytes:
        return f"{_TOKEN_VARIABLE}={self._token}".encode()

    def _cleanup_dir(self) -> None:
        for fd in self._files.values():
            with contextlib.suppress(OSError):
                os.close(fd)
        self._files = {}
        if self._channel is not None:
            with contextlib.suppress(OSError):
                os.close(self._channel.fd)
            self._channel.closed = True
        if self._run_dir is not None:
            _remove_run_folder(str(self._run_dir))

    def _finish(self, reason: Literal["exited", "timeout", "stopped"]) -> None:
        process = self._process
        assert process is not None and self._run_dir is not None
        ended_at = time.monotonic()
        try:
            channel = self._channel
            assert channel is not None
            channel.drain()
            self._deadline()  # reads the code's start time, if it has started
            where_line = None
            if reason != "exited":
                where_line = self._ask_where()
            killed = _kill_run(process.pid, self._token_bytes, self._born_after)
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=2.0)
            channel.drain(budget_s=0.2)  # what was written before the end: in the pipe now
            if reason == "exited":
                ended_at = min(ended_at, time.monotonic())
            leftovers = _json_object(channel.last(b"E")).get("leftovers", 0)
            leftovers = leftovers if isinstance(leftovers, int) and leftovers >= 0 else 0
            if reason == "exited":
                leftovers += len(killed - {process.pid})
            self._result = self._build_result(
                reason, ended_at - self._started_at, where_line, leftovers
            )
        except Exception as exc:  # reading the results failed: say so, never raise
            self._result = RunResult(
                status="error",
                message=f"kino could not read what the code left ({_shorten(str(exc))}).",
                duration_s=ended_at - self._started_at,
            )
        finally:
            if self._pidfd is not None:
                with contextlib.suppress(OSError):
                    os.close(self._pidfd)
                self._pidfd = None
            if self._finalizer is not None:
                self._finalizer.detach()
            self._cleanup_dir()

    def _ask_where(self) -> int | None:
        """SIGUSR1 makes the code's faulthandler write its current line; wait briefly for it."""
        fd = self._files.get("where")
        if not hasattr(signal_module, "SIGUSR1") or self._code_pid is None or fd is None:
            return None
        if self._code_pid not in _run_processes(self._process.pid, self._token_bytes):
            return None  # never signal a process that is not this run's
        with contextlib.suppress(OSError):
            os.kill(self._code_pid, signal_module.SIGUSR1)
        deadline = time.monotonic() + 0.15  # the code runs at nice 19: a busy machine is slow
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError):
                if os.fstat(fd).st_size > 0:
                    time.sleep(0.005)  # let the dump finish
                    break
            time.sleep(0.002)
        return self._where_line()

    def _where_line(self) -> int | None:
        data, _size = _read_fd(self._files.get("where"), _WHERE_MAX_BYTES)
        return _where_line(data.decode("utf-8", "replace")) if data else None

    def _build_result(
        self, reason: str, duration: float, where_line: int | None, leftovers: int
    ) -> RunResult:
        process = self._process
        channel = self._channel
        assert process is not None and channel is not None
        stdout, stdout_cut = _output_text(*_read_fd(self._files.get("stdout"), OUTPUT_MAX_BYTES))
        stderr, stderr_cut = _output_text(*_read_fd(self._files.get("stderr"), OUTPUT_MAX_BYTES))
        common = {
            "stdout": stdout,
            "stderr": stderr,
            "stdout_truncated": stdout_cut,
            "stderr_truncated": stderr_cut,
            "duration_s": duration,
            "startup_s": None
            if self._code_started_at is None
            else self._code_started_at - self._started_at,
            "leftover_processes": leftovers,
            "protection": _read_protection(channel.first(b"P")),
        }
        seconds = f"{duration:.1f} s" if duration >= 0.1 else f"{duration * 1000:.0f} ms"

        if reason == "timeout" and self._code_started_at is None:
            return RunResult(
                status="timeout",
                message=f"Stopped: Python took more than {STARTUP_LIMIT_S:g} s to start, so the "
                "code never ran (is the computer very busy?).",
                **common,
            )
        if reason == "timeout":
            return RunResult(
                status="timeout",
                message=f"Stopped after {self.timeout_s:.1f} s: the code ran too long "
                "(an infinite loop?)" + (f" and was at line {where_line}." if where_line else "."),
                error_line=where_line,
                **common,
            )
        if reason == "stopped" and self._folder_full:
            return RunResult(
                status="error",
                message=f"Stopped: the code filled its folder (more than "
                f"{_size_words(FOLDER_MAX_BYTES)} or {FOLDER_MAX_FILES} files and folders)"
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

        returncode = process.returncode
        outcome = _json_object(channel.last(b"R"))
        started = self._code_started_at is not None
        ended_at = outcome.get("ended_at")
        if isinstance(ended_at, float) and 0.0 <= ended_at - self._started_at <= duration:
            duration = ended_at - self._started_at  # when the code ended, not when poll saw it
            common["duration_s"] = duration
        seconds = f"{duration:.1f} s" if duration >= 0.1 else f"{duration * 1000:.0f} ms"

        if returncode is not None and returncode < 0:
            return self._signal_result(-returncode, common)
        if not outcome and channel.flooded:
            return RunResult(
                status="error",
                message="The code sent kino more than it reads back "
                f"({ARRAYS_MAX_COUNT} arrays, {_size_words(ARRAYS_MAX_BYTES)}), so its results "
                "were left out.",
                **common,
            )
        if not outcome:
            if not started and returncode != 0:
                last = stderr.strip().splitlines()[-1] if stderr.strip() else "no message"
                return RunResult(
                    status="error",
                    message="kino could not start Python to run the code "
                    f"(exit code {returncode}: {_shorten(last)}).",
                    exit_code=returncode,
                    **common,
                )
            return RunResult(
                status="exit",
                message=f"The code ended Python itself with exit code {returncode} "
                "(os._exit?) before reaching its end.",
                exit_code=returncode,
                **common,
            )

        status = outcome.get("status")
        line = outcome.get("error_line")
        line = line if isinstance(line, int) and not isinstance(line, bool) else None
        traceback_text = str(outcome.get("traceback", ""))
        summary = _shorten(str(outcome.get("summary", "")))
        arrays, skipped = _read_arrays(channel)
        saved_skips = outcome.get("skipped_arrays")
        if isinstance(saved_skips, dict):
            skipped.update({str(k): str(v) for k, v in saved_skips.items()})
        with_arrays = {**common, "arrays": arrays, "skipped_arrays": skipped}

        if status == "ok":
            notes = []
            if stdout_cut:
                notes.append("the output was long, so only its first 64 KiB is shown")
            if leftovers:
                notes.append(
                    f"kino stopped {leftovers} process{'es' if leftovers > 1 else ''} "
                    "it left running"
                )
            tail = f" ({'; '.join(notes)})" if notes else ""
            return RunResult(status="ok", message=f"Finished in {seconds}{tail}.", **with_arrays)
        if status == "syntax":
            return RunResult(
                status="error",
                message=f"Python could not read the code{_at_line(line)}: {summary}.",
                traceback=traceback_text,
                error_line=line,
                **common,
            )
        if status == "exit":
            exit_code = outcome.get("exit_code")
            exit_code = exit_code if isinstance(exit_code, int) else 1
            shown = str(outcome.get("exit_repr", exit_code))
            shown = "" if shown == "None" else shown
            return RunResult(
                status="exit",
                message=f"The code called sys.exit({_shorten(shown, 40)}){_at_line(line)} and "
                f"stopped before its end (exit code {exit_code}).",
                error_line=line,
                exit_code=exit_code,
                **with_arrays,
            )
        if status == "memory":
            if outcome.get("phase") == "startup":
                needed = outcome.get("needed_mb")
                about = f" (it needs about {needed} MB)" if isinstance(needed, int) else ""
                return RunResult(
                    status="memory",
                    message=f"The memory limit of {self.memory_mb} MB is too small even to "
                    f"start Python with NumPy{about}.",
                    **common,
                )
            return RunResult(
                status="memory",
                message=f"The code ran out of memory{_at_line(line)}: it needed more than the "
                f"{self.memory_mb} MB limit.",
                traceback=traceback_text,
                error_line=line,
                **with_arrays,
            )
        if outcome.get("folder_full"):
            message = (
                f"The code filled its folder{_at_line(line)} (at most "
                f"{_size_words(FOLDER_MAX_BYTES)} and {FOLDER_MAX_FILES} files and folders): "
                f"{summary}."
            )
        elif outcome.get("file_too_large"):
            message = (
                f"The code wrote more than {_size_words(FILE_LIMIT_BYTES)} to one file or to "
                f"its output{_at_line(line)}, and was stopped there."
            )
        elif summary.startswith("PermissionError") and _confined(common["protection"]):
            message = f"The sandbox refused what the code tried{_at_line(line)}: {summary}."
        elif summary.startswith("EOFError"):
            message = (
                f"The code asked for keyboard input{_at_line(line)}, but code run here "
                "cannot read the keyboard."
            )
        else:
            message = f"The code stopped with an error{_at_line(line)}: {summary}."
        return RunResult(
            status="error",
            message=message,
            traceback=traceback_text,
            error_line=line,
            **with_arrays,
        )

    def _signal_result(self, number: int, common: dict) -> RunResult:
        try:
            name = signal_module.Signals(number).name
        except ValueError:
            name = f"signal {number}"
        line = self._where_line()
        if name == "SIGXCPU":
            return RunResult(
                status="timeout",
                message=f"Stopped: the code used more than {math.ceil(self.timeout_s) + 2} s "
                f"of processor time{_at_line(line)}.",
                error_line=line,
                signal=name,
                **common,
            )
        if name == "SIGXFSZ":
            return RunResult(
                status="error",
                message=f"The code wrote more than {_size_words(FILE_LIMIT_BYTES)} to one file "
                f"or to its output{_at_line(line)}, and was stopped there.",
                error_line=line,
                signal=name,
                **common,
            )
        words = _SIGNAL_WORDS.get(name, "")
        return RunResult(
            status="killed",
            message=f"Python crashed{_at_line(line)}: it was killed by {name} ({words})."
            if name in _SIGNAL_WORDS
            else f"Python was killed by {name}{_at_line(line)}.",
            error_line=line,
            signal=name,
            **common,
        )


def run_code(
    source: str,
    timeout_s: float = 3.0,
    memory_mb: int = 512,
    cwd: str | os.PathLike[str] | None = None,
) -> RunResult:
    """Run ``source`` in a separate, limited Python process and wait for its RunResult.

    Never raises for anything the code does (only for bad arguments: a non-str source, a
    non-positive timeout or memory limit). See the module docstring for the limits.
    """
    run = SandboxRun(source, timeout_s=timeout_s, memory_mb=memory_mb, cwd=cwd)
    run.start()
    return run.wait()
