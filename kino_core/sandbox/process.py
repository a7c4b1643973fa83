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
  read here without blocking, within a byte and frame bound (Channel), never from a file in a
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

The boundary (Linux; kino_core/sandbox/confinement.py has the details): before the code's first line
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
import json
import math
import os
import select
import signal as signal_module
import subprocess
import sys
import tempfile
import threading
import time
import uuid
import weakref
from pathlib import Path
from typing import Literal

import numpy as np

from kino_core.sandbox.channel import Channel, json_object, read_arrays, read_fd, unnamed_file
from kino_core.sandbox.limits import (
    ARRAYS_MAX_BYTES,
    ARRAYS_MAX_COUNT,
    FILE_LIMIT_BYTES,
    OUTPUT_MAX_BYTES,
)
from kino_core.sandbox.messages import (
    RunEnd,
    RunResult,
    RunStatus,
    editor_line,
    output_text,
    read_protection,
    result_of,
    shorten,
)
from kino_core.sandbox.reaping import (
    finalize_run,
    folder_usage,
    kill_run,
    remove_run_folder,
    run_processes,
    start_ticks,
)

__all__ = [
    "ARRAYS_MAX_BYTES",
    "ARRAYS_MAX_COUNT",
    "FOLDER_MAX_BYTES",
    "FOLDER_MAX_FILES",
    "NAMESPACES",
    "OUTPUT_MAX_BYTES",
    "STARTUP_LIMIT_S",
    "RunResult",
    "RunStatus",
    "SandboxRun",
    "run_code",
]


EXTRA_TASKS = 256  # RLIMIT_NPROC: processes and threads the code may add to the user's
STARTUP_LIMIT_S = 15.0  # how long Python (with NumPy) may take to start before the code runs
FOLDER_MAX_BYTES = 64 * 1024 * 1024  # the run's folder: what the code may leave in it
FOLDER_MAX_FILES = 4096  # files and folders in it, nested ones included
NAMESPACES = True  # give runs their own namespaces where the kernel allows (tests turn it off)
_WHERE_MAX_BYTES = 256 * 1024
_FOLDER_CHECK_S = 0.25  # without namespaces: how often the folder's size is measured
_TOKEN_VARIABLE = "KINO_SANDBOX_RUN"
_CHILD_SCRIPT = Path(__file__).with_name("child.py")
CHILD_FLAG = "--sandbox-child"  # a frozen kino given this runs the child (see main.py)


def child_command() -> list[str]:
    """The child's argv without the run directory.

    A fresh isolated Python runs the child script; a PyInstaller bundle has no python, so the
    bundle's own executable runs the child when its first argument is CHILD_FLAG (main.py).
    """
    if getattr(sys, "frozen", False):
        return [sys.executable, CHILD_FLAG]
    return [sys.executable, "-I", "-X", "utf8", str(_CHILD_SCRIPT)]


# --- processes -----------------------------------------------------------------------------


# --- the run's folder ----------------------------------------------------------------------


# --- what the child sends ----------------------------------------------------------------


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
        self._channel: Channel | None = None
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
            data, _size = read_fd(self._files.get("stdout"), OUTPUT_MAX_BYTES)
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
                    message=f"kino could not start Python to run the code ({shorten(str(exc))}).",
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
            started = json_object(self._channel.first(b"S"))
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
        protection = read_protection(self._channel.first(b"P")) if self._channel else None
        if protection is not None and protection.namespaces:
            return False  # the kernel holds the limits
        folders = [self._run_dir] if self.cwd is None else [self._run_dir / "tmp"]
        for folder in folders:
            entries, used = folder_usage(folder, FOLDER_MAX_FILES)
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
            self._files[name] = unnamed_file()
        read_end, write_end = os.pipe()
        self._channel = Channel(read_end)  # closed by _cleanup_dir, whatever happens next
        try:
            self._spawn(run_dir, work_dir, write_end)
        finally:
            os.close(write_end)  # the child holds it now: its end is the only writer
        self._born_after = start_ticks(self._process.pid)
        self._finalizer = weakref.finalize(
            self,
            finalize_run,
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
            # the only folders the code may change (kino_core.sandbox.confinement)
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
            remove_run_folder(str(self._run_dir))

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
            killed = kill_run(process.pid, self._token_bytes, self._born_after)
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=2.0)
            channel.drain(budget_s=0.2)  # what was written before the end: in the pipe now
            if reason == "exited":
                ended_at = min(ended_at, time.monotonic())
            leftovers = json_object(channel.last(b"E")).get("leftovers", 0)
            leftovers = leftovers if isinstance(leftovers, int) and leftovers >= 0 else 0
            if reason == "exited":
                leftovers += len(killed - {process.pid})
            self._result = self._build_result(
                reason, ended_at - self._started_at, where_line, leftovers
            )
        except Exception as exc:  # reading the results failed: say so, never raise
            self._result = RunResult(
                status="error",
                message=f"kino could not read what the code left ({shorten(str(exc))}).",
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
        if self._code_pid not in run_processes(self._process.pid, self._token_bytes):
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
        data, _size = read_fd(self._files.get("where"), _WHERE_MAX_BYTES)
        return editor_line(data.decode("utf-8", "replace")) if data else None

    def _build_result(
        self, reason: str, duration: float, where_line: int | None, leftovers: int
    ) -> RunResult:
        process = self._process
        channel = self._channel
        assert process is not None and channel is not None
        stdout, stdout_cut = output_text(*read_fd(self._files.get("stdout"), OUTPUT_MAX_BYTES))
        stderr, stderr_cut = output_text(*read_fd(self._files.get("stderr"), OUTPUT_MAX_BYTES))
        returncode = process.returncode if reason == "exited" else None
        outcome = json_object(channel.last(b"R")) if reason == "exited" else {}
        arrays, skipped = read_arrays(channel) if outcome else ({}, {})
        signalled = returncode is not None and returncode < 0
        return result_of(
            RunEnd(
                reason=reason,
                duration_s=duration,
                where_line=where_line,
                leftovers=leftovers,
                stdout=stdout,
                stderr=stderr,
                stdout_truncated=stdout_cut,
                stderr_truncated=stderr_cut,
                startup_s=None
                if self._code_started_at is None
                else self._code_started_at - self._started_at,
                protection=read_protection(channel.first(b"P")),
                folder_full=self._folder_full,
                returncode=returncode,
                outcome=outcome,
                started_at=self._started_at,
                flooded=channel.flooded,
                arrays=arrays,
                skipped_arrays=skipped,
                signal_line=self._where_line() if signalled else None,
                timeout_s=self.timeout_s,
                memory_mb=self.memory_mb,
                startup_limit_s=STARTUP_LIMIT_S,
                folder_max_bytes=FOLDER_MAX_BYTES,
                folder_max_files=FOLDER_MAX_FILES,
            )
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
