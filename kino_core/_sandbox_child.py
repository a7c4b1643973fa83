"""The child side of kino_core.sandbox: runs one student program in a fresh ``python -I``.

kino_core.sandbox starts this file as a script (never imports it) with one argument, the run
directory, which holds ``config.json`` and ``source.py``. This process:

1. asks Linux to kill it if the app dies (PR_SET_PDEATHSIG) and arms faulthandler, so that a
   crash, or SIGUSR1 sent by the parent just before a timeout kill, writes the current line to
   ``where.txt`` (the parent reads the editor's line number from it);
2. imports NumPy and compiles the source with the filename ``<editor>``;
3. sets its limits (address space, CPU time, file size, tasks, no core dumps), and reports at once
   when the memory limit leaves no room for the code;
4. runs the code as ``__main__``;
5. writes ``arrays.zip`` (.npy members, no pickles) and ``result.json``, then leaves with
   ``os._exit`` so threads or atexit hooks the code left behind cannot keep it alive.

Between 3 and 4 it confines itself for good (kino_core/confinement.py: Landlock, seccomp), so
that the code may change files only in the run's folders, opens no socket and cannot signal
processes outside its run; it writes what held to ``protection.json``.

stdout and stderr are unbuffered (each print reaches the file at once), so what the code printed
before a timeout or a Stop kills it is still there for the parent to show.

Only the standard library and NumPy are used here; kino_core is never imported as a package:
confinement.py (standard library only) is loaded from its file.
"""

import builtins
import contextlib
import errno
import faulthandler
import io
import json
import linecache
import os
import signal
import sys
import time
import traceback
import types
import zipfile

EDITOR = "<editor>"
TRACEBACK_MAX_CHARS = 64 * 1024

# Captured before the student's code runs, so rebinding these inside it changes nothing here.
_exit = os._exit
_getpid = os.getpid
_replace = os.replace
_open = io.open
_dumps = json.dumps
_monotonic = time.monotonic


def _set_limits(config: dict) -> None:
    try:
        import resource
    except ImportError:  # pragma: no cover - not POSIX
        return

    def limit(which: int, value: int) -> None:
        try:
            _soft, hard = resource.getrlimit(which)
            if hard != resource.RLIM_INFINITY:
                value = min(value, hard)
            resource.setrlimit(which, (value, value))
        except (OSError, ValueError):
            pass

    # Student code runs at the lowest priority: a busy loop must never take the CPU from the
    # window that shows the lesson (on a 2-core laptop it otherwise starves the event loop).
    with contextlib.suppress(OSError):
        os.nice(19)
    limit(resource.RLIMIT_CORE, 0)
    limit(resource.RLIMIT_FSIZE, int(config["file_limit_bytes"]))
    limit(resource.RLIMIT_AS, int(config["memory_bytes"]))
    tasks = _user_tasks()
    if tasks is not None:  # a fork bomb stops at EAGAIN (the kernel ignores this for root)
        limit(resource.RLIMIT_NPROC, tasks + int(config["extra_tasks"]))
    cpu = int(config["cpu_seconds"])
    try:
        _soft, hard = resource.getrlimit(resource.RLIMIT_CPU)
        if hard == resource.RLIM_INFINITY or hard > cpu:
            resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    except (OSError, ValueError):
        pass


def _user_tasks() -> int | None:
    """How many tasks (threads) this user runs now: what RLIMIT_NPROC counts (Linux)."""
    uid = os.getuid()
    total = 0
    try:
        entries = os.listdir("/proc")
    except OSError:
        return None
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            if os.stat(f"/proc/{entry}").st_uid != uid:
                continue
            with _open(f"/proc/{entry}/stat", "rb") as handle:
                stat = handle.read()
            total += int(stat[stat.rfind(b")") + 2 :].split()[17])
        except (OSError, ValueError, IndexError):
            continue
    return total or None


def _address_space_bytes() -> int | None:
    """This process's address space size (Linux), which RLIMIT_AS limits."""
    try:
        with _open("/proc/self/statm", encoding="ascii") as handle:
            pages = int(handle.read().split()[0])
        return pages * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def _die_with_parent(parent_pid: int) -> None:
    """Linux only: SIGKILL this process when the app that started it dies."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        pr_set_pdeathsig = 1
        libc.prctl(pr_set_pdeathsig, signal.SIGKILL, 0, 0, 0)
    except Exception:
        return
    if os.getppid() != parent_pid:  # the parent died before prctl took effect
        _exit(125)


def _unbuffered_output() -> None:
    """Make print() reach stdout.txt / stderr.txt at once: a kill must not lose buffered text."""
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        try:
            raw = io.FileIO(stream.fileno(), "w", closefd=False)
            replacement = io.TextIOWrapper(
                raw, encoding=stream.encoding, errors=stream.errors, write_through=True
            )
        except (AttributeError, OSError, ValueError):
            continue
        setattr(sys, name, replacement)
        setattr(sys, f"__{name}__", replacement)


def _load_confinement() -> types.ModuleType | None:
    """kino_core/confinement.py, loaded from its file (this process runs with -I)."""
    import importlib.util

    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "confinement.py")
    try:
        spec = importlib.util.spec_from_file_location("_kino_confinement", path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # dataclasses looks its module up while building
        spec.loader.exec_module(module)
        return module
    except Exception:
        sys.modules.pop("_kino_confinement", None)
        try:  # a frozen kino (PyInstaller) carries kino_core as a package
            from kino_core import confinement

            return confinement
        except Exception:
            return None


def _confine(run_dir: str, config: dict) -> None:
    """Apply the boundary and write what held to protection.json (see confinement.py)."""
    held = {"files": False, "network": False, "processes": False, "system": sys.platform}
    confinement = _load_confinement()
    if confinement is not None:
        try:
            protection = confinement.confine([str(path) for path in config["writable"]])
            held = {
                "files": protection.files,
                "network": protection.network,
                "processes": protection.processes,
                "system": protection.system,
                "landlock_abi": protection.landlock_abi,
                "seccomp": protection.seccomp,
            }
        except Exception:
            pass
    _write_json(run_dir, "protection.json", held)


def _write_json(run_dir: str, name: str, payload: dict) -> None:
    path = os.path.join(run_dir, name)
    payload["ended_at"] = _monotonic()  # CLOCK_MONOTONIC: the parent's clock too, on Linux
    with _open(path + ".part", "w", encoding="utf-8") as handle:
        handle.write(_dumps(payload))
    _replace(path + ".part", path)


def _filter_frames(te: traceback.TracebackException, seen: set) -> None:
    """Keep only the student's frames, in this exception and the ones chained to it."""
    if id(te) in seen:
        return
    seen.add(id(te))
    te.stack = traceback.StackSummary.from_list(
        [frame for frame in te.stack if frame.filename == EDITOR]
    )
    for chained in (te.__cause__, te.__context__):
        if chained is not None:
            _filter_frames(chained, seen)
    for inner in getattr(te, "exceptions", None) or ():
        _filter_frames(inner, seen)


def _describe(exc: BaseException) -> tuple[str, int | None, str]:
    """(traceback text with the student's frames only, editor line or None, 'Type: message')."""
    try:
        te = traceback.TracebackException.from_exception(exc)
        _filter_frames(te, set())
        text = "".join(te.format())
        summary = "".join(te.format_exception_only()).strip().splitlines()[-1]
    except Exception:
        text = summary = f"{type(exc).__name__}: <the error could not be described>"
    if len(text) > TRACEBACK_MAX_CHARS:
        half = TRACEBACK_MAX_CHARS // 2
        text = text[:half] + "\n… (traceback shortened) …\n" + text[-half:]
    line = None
    if isinstance(exc, SyntaxError) and exc.filename == EDITOR:
        line = exc.lineno
    else:
        tb = exc.__traceback__
        while tb is not None:
            if tb.tb_frame.f_code.co_filename == EDITOR:
                line = tb.tb_lineno
            tb = tb.tb_next
    return text, line, summary


def _collect_arrays(namespace: dict, np, cap_bytes: int) -> tuple[dict, dict]:
    """The student's top-level NumPy arrays and plain numbers, within cap_bytes in total."""
    arrays: dict = {}
    skipped: dict = {}
    total = 0
    for name, value in list(namespace.items()):
        if not isinstance(name, str) or name.startswith("_") or not name.isidentifier():
            continue
        if isinstance(value, np.ndarray | np.generic):
            array = np.asarray(value)
        elif isinstance(value, bool | int | float | complex):
            try:
                array = np.asarray(value)
            except (OverflowError, ValueError):
                skipped[name] = "a number too large for NumPy"
                continue
        else:
            continue
        if array.dtype.hasobject:
            skipped[name] = "holds Python objects, not numbers"
            continue
        if total + array.nbytes > cap_bytes:
            skipped[name] = f"too large to send back ({array.nbytes} bytes)"
            continue
        total += array.nbytes
        arrays[name] = array
    return arrays, skipped


def _save_arrays(run_dir: str, arrays: dict, np) -> dict:
    """Write arrays.zip with one .npy per array (no pickles); return {name: reason} for failures."""
    failed: dict = {}
    path = os.path.join(run_dir, "arrays.zip")
    try:
        with zipfile.ZipFile(path + ".part", "w", zipfile.ZIP_STORED, allowZip64=True) as zf:
            for name, array in arrays.items():
                try:
                    with zf.open(name + ".npy", "w", force_zip64=True) as member:
                        np.lib.format.write_array(member, array, allow_pickle=False)
                except Exception as exc:  # a half-written member would spoil the archive
                    failed[name] = f"could not be saved ({type(exc).__name__})"
                    raise
        _replace(path + ".part", path)
    except Exception:
        for name in arrays:
            failed.setdefault(name, "could not be saved")
    return failed


def _flush_streams() -> None:
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        with contextlib.suppress(Exception):
            stream.flush()


def main() -> None:
    run_dir = sys.argv[1]
    with _open(os.path.join(run_dir, "config.json"), encoding="utf-8") as handle:
        config = json.load(handle)
    own_pid = _getpid()
    _die_with_parent(int(config["parent_pid"]))
    _unbuffered_output()

    where = _open(os.path.join(run_dir, "where.txt"), "w", encoding="utf-8")
    faulthandler.enable(file=where, all_threads=True)
    if hasattr(signal, "SIGUSR1"):
        faulthandler.register(signal.SIGUSR1, file=where, all_threads=True)

    numpy_dir = config.get("numpy_dir")
    try:
        import numpy as np
    except ImportError:
        if not numpy_dir:
            raise
        sys.path.append(numpy_dir)  # e.g. numpy in the user site, which -I leaves out
        import numpy as np

    with _open(os.path.join(run_dir, "source.py"), encoding="utf-8") as handle:
        source = handle.read()
    linecache.cache[EDITOR] = (len(source), None, source.splitlines(True), EDITOR)

    outcome: dict = {"status": "ok", "traceback": "", "error_line": None, "summary": ""}
    try:
        code = compile(source, EDITOR, "exec", dont_inherit=True)
    except (SyntaxError, ValueError, MemoryError, RecursionError) as exc:
        # ValueError: a NUL character; MemoryError, RecursionError: absurdly nested code
        text, line, summary = _describe(exc)
        outcome.update(status="syntax", traceback=text, error_line=line, summary=summary)
        _write_json(run_dir, "result.json", outcome)
        _flush_streams()
        _exit(0)

    # The boundary and the limits come after NumPy's import and the compile, so that a too
    # small memory limit gets a clear message rather than a broken import.
    _confine(run_dir, config)
    _set_limits(config)
    in_use = _address_space_bytes()
    headroom = 16 * 1024 * 1024
    if in_use is not None and in_use + headroom > int(config["memory_bytes"]):
        needed = (in_use + headroom) // (1024 * 1024) + 1
        _write_json(
            run_dir, "result.json", {"status": "memory", "phase": "startup", "needed_mb": needed}
        )
        _exit(0)

    module = types.ModuleType("__main__")
    module.__dict__["__builtins__"] = builtins
    namespace = module.__dict__
    sys.modules["__main__"] = module
    sys.argv = [EDITOR]
    # The parent's clock for the timeout starts here, at the code's first line (CLOCK_MONOTONIC
    # is shared by every process on Linux), not when Python started.
    started = os.path.join(run_dir, "started")
    with _open(started + ".part", "w", encoding="ascii") as handle:
        handle.write(f"{own_pid} {_monotonic()!r}")
    _replace(started + ".part", started)

    saved_builtins = dict(builtins.__dict__)
    try:
        exec(code, namespace)
    except SystemExit as exc:
        if _getpid() != own_pid:  # a process forked by the code: never report for it
            _flush_streams()
            _exit(exc.code & 0xFF if isinstance(exc.code, int) else 0)
        _text, line, _summary = _describe(exc)
        code_value = exc.code
        if code_value is None:
            exit_code = 0
        elif isinstance(code_value, int):
            exit_code = code_value
        else:
            with contextlib.suppress(Exception):
                print(code_value, file=sys.stderr)
            exit_code = 1
        outcome.update(
            status="exit",
            error_line=line,
            exit_code=exit_code,
            exit_repr=repr(code_value)[:80],
        )
    except BaseException as exc:
        if _getpid() != own_pid:
            with contextlib.suppress(Exception):
                sys.stderr.write(_describe(exc)[0])
            _flush_streams()
            _exit(1)
        text, line, summary = _describe(exc)
        status = "memory" if isinstance(exc, MemoryError) else "error"
        outcome.update(status=status, traceback=text, error_line=line, summary=summary)
        if isinstance(exc, OSError) and exc.errno == errno.EFBIG:  # RLIMIT_FSIZE
            outcome["file_too_large"] = True
    if _getpid() != own_pid:  # a forked process that ran off the end of the code
        _flush_streams()
        _exit(0)
    builtins.__dict__.update(saved_builtins)  # the code may have replaced print, isinstance…

    _flush_streams()
    try:
        arrays, skipped = _collect_arrays(namespace, np, int(config["arrays_max_bytes"]))
        skipped.update(_save_arrays(run_dir, arrays, np))
    except BaseException:
        skipped = {"*": "the arrays could not be collected"}
    outcome["skipped_arrays"] = skipped
    try:
        _write_json(run_dir, "result.json", outcome)
    except BaseException:
        _exit(124)
    _flush_streams()
    _exit(0)


if __name__ == "__main__":
    main()
