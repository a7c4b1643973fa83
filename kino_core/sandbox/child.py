"""The child side of kino_core.sandbox: runs one student program in a fresh ``python -I``.

kino_core.sandbox starts this file as a script (never imports it) with one argument, the run
directory, which holds ``config.json`` and ``source.py``; both are read before anything else
and never again. Everything this process tells kino travels on a pipe it inherited
(``channel_fd``) as frames (one tag byte, a 4-byte big-endian length, the payload), never in
files: the code can change its folder, not the pipe kino reads. stdout, stderr and the
faulthandler dump (``where_fd``) are unnamed files kino opened; no name in any folder leads
to them.

Three processes, each a fork of the one before:

1. the supervisor (the process kino started) asks Linux to kill it if kino dies
   (PR_SET_PDEATHSIG), then enters new user, PID, IPC and mount namespaces where the kernel
   allows it (kino_core/sandbox/confinement.py) and mounts a size-limited tmpfs on the run
   folder; it waits for the init and ends the way the code's process ended (its exit code or
   signal);
2. the init: the PID namespace's process 1 (without namespaces, the supervisor itself, as a
   child subreaper). Orphans of the run become its children. When the code's process ends,
   it counts the processes left; without namespaces it kills them itself (with namespaces the
   kernel kills them when the init ends), and sends frame ``E`` ({"leftovers": n});
3. the code's process: arms faulthandler (a crash, or SIGUSR1 sent by kino just before a
   timeout kill, writes the current line), imports NumPy, compiles the source as ``<editor>``,
   confines itself for good (Landlock, seccomp: files, network, other processes), sets its
   limits (address space, CPU time, file size, tasks, no core dumps), sends frame ``P`` (what
   held) and ``S`` ({"pid": its pid as kino sees it, "at": CLOCK_MONOTONIC}), runs the code as
   ``__main__``, then sends one frame ``A`` per array (2-byte name length, name, .npy bytes,
   no pickles) and ``R`` (the outcome), and leaves with ``os._exit`` so threads or atexit hooks
   the code left behind cannot keep it alive.

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
import struct
import sys
import time
import traceback
import types

EDITOR = "<editor>"
TRACEBACK_MAX_CHARS = 64 * 1024

# Captured before the student's code runs, so rebinding these inside it changes nothing here.
_exit = os._exit
_getpid = os.getpid
_open = io.open
_dumps = json.dumps
_monotonic = time.monotonic
_write = os.write
_pack = struct.pack
ARRAYS_MAX_COUNT = 1000  # kino_core.sandbox reads no more arrays than this
_PR_SET_PDEATHSIG = 1
_PR_SET_CHILD_SUBREAPER = 36


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


def _die_with_parent(parent_pid: int | None) -> None:
    """Linux only: SIGKILL this process when the process that started it dies.

    parent_pid: the parent as this process numbers it, to catch a parent that died before the
    prctl took effect (None: not checked, e.g. the init, whose parent is outside its namespace).
    """
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except Exception:
        return
    if parent_pid is not None and os.getppid() != parent_pid:
        _exit(125)


def _become_subreaper() -> bool:
    """Orphans of the run become this process's children, not init's (Linux >= 3.4)."""
    try:
        import ctypes

        return ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except Exception:
        return False


def _unbuffered_output() -> None:
    """Make print() reach the output files at once: a kill must not lose buffered text."""
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
    """kino_core/sandbox/confinement.py, loaded from its file (this process runs with -I)."""
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
            from kino_core.sandbox import confinement

            return confinement
        except Exception:
            return None


def _confine(channel: int, config: dict, namespaces: bool) -> None:
    """Apply the boundary and send what held as frame P (see confinement.py)."""
    held = {"files": False, "network": False, "processes": False, "system": sys.platform}
    confinement = _load_confinement()
    if confinement is not None:
        try:
            protection = confinement.confine(
                [str(path) for path in config["writable"]], namespaces=namespaces
            )
            held = {
                "files": protection.files,
                "network": protection.network,
                "processes": protection.processes,
                "system": protection.system,
                "landlock_abi": protection.landlock_abi,
                "seccomp": protection.seccomp,
                "namespaces": protection.namespaces,
            }
        except Exception:
            pass
    _send_json(channel, b"P", held)


def _send(channel: int, tag: bytes, payload: bytes) -> bool:
    """One frame on the channel (blocks while kino's end is full); False if it is gone."""
    data = memoryview(tag + _pack(">I", len(payload)) + payload)
    try:
        while data:
            data = data[_write(channel, data) :]
    except OSError:  # kino closed its end, or the code closed or replaced this descriptor
        return False
    return True


def _send_json(channel: int, tag: bytes, payload: dict) -> bool:
    return _send(channel, tag, _dumps(payload).encode("utf-8"))


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
        if len(arrays) >= ARRAYS_MAX_COUNT:
            skipped[name] = f"more than {ARRAYS_MAX_COUNT} arrays"
            continue
        total += array.nbytes
        arrays[name] = array
    return arrays, skipped


def _send_arrays(channel: int, arrays: dict, np) -> dict:
    """One frame A per array (.npy bytes, C order, no pickles); return {name: reason} failures."""
    failed: dict = {}
    for name, array in arrays.items():
        try:
            if not array.flags.c_contiguous:  # (ascontiguousarray would make 0-d 1-d)
                array = array.copy(order="C")
            header = io.BytesIO()
            np.lib.format.write_array_header_2_0(
                header, np.lib.format.header_data_from_array_1_0(array)
            )
            encoded = name.encode("utf-8")
            payload = _pack(">H", len(encoded)) + encoded + header.getvalue() + array.tobytes()
        except Exception as exc:
            failed[name] = f"could not be saved ({type(exc).__name__})"
            continue
        if not _send(channel, b"A", payload):
            failed[name] = "could not be sent back"
    return failed


def _flush_streams() -> None:
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        with contextlib.suppress(Exception):
            stream.flush()


def _wait_status_exit(status: int) -> None:
    """End this process as the one that gave ``status`` ended: same exit code, same signal."""
    _flush_streams()
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        with contextlib.suppress(Exception):
            import resource

            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        with contextlib.suppress(Exception):
            signal.signal(number, signal.SIG_DFL)
        with contextlib.suppress(Exception):
            os.kill(_getpid(), number)
        _exit(128 + number)
    _exit(os.waitstatus_to_exitcode(status) & 0xFF if os.WIFEXITED(status) else 1)


def _proc_pid() -> int:
    """This process's pid as /proc (and so kino) numbers it, whatever namespace it is in."""
    try:
        return int(os.readlink("/proc/self"))
    except (OSError, ValueError):
        return _getpid()


def _descendants(root: int) -> tuple:
    """(live processes below ``root`` in /proc (kino's numbering), the zombies below it, the
    process groups of what is below it but ``root``'s own).

    A zombie is a process the run left that ended since the last reap: it may have forked a
    child that the listing of /proc, taken a moment before, does not hold yet. A process group
    outlives its leader while a member lives, so ending a group ends members no listing has
    seen.
    """
    children: dict = {}
    states: dict = {}
    groups_of: dict = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return set(), set(), set()
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with _open(f"/proc/{entry}/stat", "rb") as handle:
                stat = handle.read()
            fields = stat[stat.rfind(b")") + 2 :].split()
            children.setdefault(int(fields[1]), []).append(int(entry))
            states[int(entry)] = fields[0]
            groups_of[int(entry)] = int(fields[2])
        except (OSError, ValueError, IndexError):
            continue
    found: set = set()
    stack = [root]
    while stack:
        for child in children.get(stack.pop(), ()):
            if child not in found:
                found.add(child)
                stack.append(child)
    alive = {pid for pid in found if states.get(pid) not in (b"Z", b"X")}
    own_group = groups_of.get(root, os.getpgid(0))
    groups = {groups_of[pid] for pid in found if pid in groups_of} - {own_group, 0, 1}
    return alive, found - alive, groups


def _reap() -> None:
    with contextlib.suppress(ChildProcessError, OSError):
        while os.waitpid(-1, os.WNOHANG)[0] > 0:
            pass


def _init(channel: int, config: dict, source: str, namespaces: bool, status_out: int) -> None:
    """The run's init: start the code's process, reap orphans, end what is left; never returns.

    With namespaces this is the PID namespace's process 1 (the kernel kills the rest when it
    ends, so it only counts them); without, it is a child subreaper and kills them itself.
    status_out: a pipe to the supervisor for the code's wait status (-1: none, this process
    is the supervisor).
    """
    parent = _getpid()
    code_pid = os.fork()
    if code_pid == 0:
        if status_out >= 0:
            os.close(status_out)
        _die_with_parent(parent)
        _run(channel, config, source, namespaces)
        _exit(0)  # not reached
    status = 0
    while True:
        try:
            pid, waited = os.waitpid(-1, 0)
        except ChildProcessError:
            break
        except InterruptedError:
            continue
        if pid == code_pid:
            status = waited
            break
    me = _proc_pid()
    left: set = set()
    deadline = _monotonic() + 2.0
    scans = 0
    quiet_scans = 0  # scans in a row that found nothing below, not even a zombie
    while _monotonic() < deadline:
        alive, ended, groups = _descendants(me)
        left |= alive | ended
        scans += 1
        if namespaces and (alive or ended or scans >= 3):
            break  # the kernel ends them; a scan may miss a process that forks right then
        # Without namespaces one empty scan is not proof: a process that forked and ended while
        # /proc was listed leaves only a zombie, and its child (reparented here) is not in the
        # listing. Done only after two scans in a row with nothing below, zombies included.
        quiet_scans = 0 if alive or ended else quiet_scans + 1
        if quiet_scans >= 2 and not namespaces:
            break
        for pid in alive if not namespaces else ():  # subreaper: every orphan is below it
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        for group in groups if not namespaces else ():  # a group that left this one (setsid)
            with contextlib.suppress(OSError):
                os.killpg(group, signal.SIGKILL)
        time.sleep(0.002)
        _reap()
    _send_json(channel, b"E", {"leftovers": len(left)})
    if status_out >= 0:
        with contextlib.suppress(OSError):
            _write(status_out, str(status).encode("ascii"))
        _exit(0)
    _wait_status_exit(status)


def _supervise(init_pid: int, status_in: int) -> None:
    """The supervisor with namespaces: wait for the init, then end as the code's process did."""
    status = None
    while True:
        try:
            _pid, waited = os.waitpid(init_pid, 0)
            break
        except InterruptedError:
            continue
        except ChildProcessError:
            waited = 1 << 8
            break
    with contextlib.suppress(OSError, ValueError):
        text = os.read(status_in, 64)
        status = int(text) if text else None
    _wait_status_exit(waited if status is None else status)


def main() -> None:
    run_dir = sys.argv[1]
    with _open(os.path.join(run_dir, "config.json"), encoding="utf-8") as handle:
        config = json.load(handle)
    with _open(os.path.join(run_dir, "source.py"), encoding="utf-8") as handle:
        source = handle.read()
    _die_with_parent(int(config["parent_pid"]))
    channel = int(config["channel_fd"])

    namespaces = False
    folder_mounted = False
    if config.get("namespaces"):
        confinement = _load_confinement()
        if confinement is not None:
            namespaces, folder_mounted = confinement.enter_namespaces(
                run_dir, int(config["folder_max_bytes"]), int(config["folder_max_files"])
            )
    if folder_mounted:  # the tmpfs hides the folders kino made: make them again inside it
        for name in ("work", "tmp"):
            with contextlib.suppress(OSError):
                os.mkdir(os.path.join(run_dir, name), 0o700)
    with contextlib.suppress(OSError):
        os.chdir(config["work_dir"])  # the mount hid the old working folder too
    config["folder_mounted"] = folder_mounted

    if not namespaces:
        _become_subreaper()
        _init(channel, config, source, namespaces=False, status_out=-1)
        return
    status_in, status_out = os.pipe()
    init_pid = os.fork()
    if init_pid == 0:
        os.close(status_in)
        _die_with_parent(None)
        _init(channel, config, source, namespaces=True, status_out=status_out)
        return
    os.close(status_out)
    with contextlib.suppress(OSError):
        os.close(channel)
    _supervise(init_pid, status_in)


def _run(channel: int, config: dict, source: str, namespaces: bool) -> None:
    """The code's process: confine, limit, run the code, send back what it left."""
    own_pid = _getpid()
    _unbuffered_output()
    faulthandler.enable(file=int(config["where_fd"]), all_threads=True)
    if hasattr(signal, "SIGUSR1"):
        faulthandler.register(signal.SIGUSR1, file=int(config["where_fd"]), all_threads=True)
    np = _import_numpy(config.get("numpy_dir"))
    linecache.cache[EDITOR] = (len(source), None, source.splitlines(True), EDITOR)
    code = _compile_or_report(channel, source)

    # The boundary and the limits come after NumPy's import and the compile, so that a too
    # small memory limit gets a clear message rather than a broken import.
    _confine(channel, config, namespaces and bool(config.get("folder_mounted")))
    _set_limits(config)
    _report_if_no_memory_left(channel, int(config["memory_bytes"]))

    namespace = _fresh_main_module()
    # The parent's clock for the timeout starts here, at the code's first line (CLOCK_MONOTONIC
    # is shared by every process on Linux), not when Python started.
    _send_json(channel, b"S", {"pid": _proc_pid(), "at": _monotonic()})

    outcome: dict = {"status": "ok", "traceback": "", "error_line": None, "summary": ""}
    saved_builtins = dict(builtins.__dict__)
    try:
        exec(code, namespace)
    except SystemExit as exc:
        if _getpid() != own_pid:  # a process forked by the code: never report for it
            _flush_streams()
            _exit(exc.code & 0xFF if isinstance(exc.code, int) else 0)
        outcome.update(_exit_outcome(exc))
    except BaseException as exc:
        if _getpid() != own_pid:
            with contextlib.suppress(Exception):
                sys.stderr.write(_describe(exc)[0])
            _flush_streams()
            _exit(1)
        outcome.update(_error_outcome(exc))
    if _getpid() != own_pid:  # a forked process that ran off the end of the code
        _flush_streams()
        _exit(0)
    outcome["ended_at"] = _monotonic()
    builtins.__dict__.update(saved_builtins)  # the code may have replaced print, isinstance…
    _flush_streams()
    _send_results(channel, namespace, np, int(config["arrays_max_bytes"]), outcome)


def _import_numpy(numpy_dir: str | None) -> types.ModuleType:
    """NumPy, from ``numpy_dir`` when ``python -I`` does not see it (e.g. the user site)."""
    try:
        import numpy as np
    except ImportError:
        if not numpy_dir:
            raise
        sys.path.append(numpy_dir)
        import numpy as np
    return np


def _compile_or_report(channel: int, source: str) -> types.CodeType:
    """The code compiled; when Python cannot read it, send the "syntax" result and end."""
    try:
        return compile(source, EDITOR, "exec", dont_inherit=True)
    except (SyntaxError, ValueError, MemoryError, RecursionError) as exc:
        # ValueError: a NUL character; MemoryError, RecursionError: absurdly nested code
        text, line, summary = _describe(exc)
        outcome = {"status": "syntax", "traceback": text, "error_line": line, "summary": summary}
        outcome["ended_at"] = _monotonic()
        _send_json(channel, b"R", outcome)
        _flush_streams()
        _exit(0)
        raise  # not reached: _exit ends the process


def _report_if_no_memory_left(channel: int, memory_bytes: int) -> None:
    """End with the "memory" result of phase "startup" when Python and NumPy already use
    (nearly) all of the memory limit: the code could not even start."""
    in_use = _address_space_bytes()
    headroom = 16 * 1024 * 1024
    if in_use is not None and in_use + headroom > memory_bytes:
        needed = (in_use + headroom) // (1024 * 1024) + 1
        _send_json(channel, b"R", {"status": "memory", "phase": "startup", "needed_mb": needed})
        _exit(0)


def _fresh_main_module() -> dict:
    """A new, empty ``__main__`` for the code (its top-level names); sys.argv names the editor."""
    module = types.ModuleType("__main__")
    module.__dict__["__builtins__"] = builtins
    sys.modules["__main__"] = module
    sys.argv = [EDITOR]
    return module.__dict__


def _exit_outcome(exc: SystemExit) -> dict:
    """The result fields for the code's sys.exit(): its line, exit code and argument."""
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
    return {
        "status": "exit",
        "error_line": line,
        "exit_code": exit_code,
        "exit_repr": repr(code_value)[:80],
    }


def _error_outcome(exc: BaseException) -> dict:
    """The result fields for an error the code raised, marking the file and folder limits."""
    text, line, summary = _describe(exc)
    status = "memory" if isinstance(exc, MemoryError) else "error"
    outcome = {"status": status, "traceback": text, "error_line": line, "summary": summary}
    if isinstance(exc, OSError) and exc.errno == errno.EFBIG:  # RLIMIT_FSIZE
        outcome["file_too_large"] = True
    if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT):
        outcome["folder_full"] = True
    return outcome


def _send_results(
    channel: int, namespace: dict, np: types.ModuleType, arrays_max_bytes: int, outcome: dict
) -> None:
    """Send the arrays the code left, then the result frame, and end (124: kino stopped
    reading)."""
    try:
        arrays, skipped = _collect_arrays(namespace, np, arrays_max_bytes)
        skipped.update(_send_arrays(channel, arrays, np))
    except BaseException:
        skipped = {"*": "the arrays could not be collected"}
    outcome["skipped_arrays"] = skipped
    try:
        if not _send_json(channel, b"R", outcome):
            _exit(124)
    except BaseException:
        _exit(124)
    _flush_streams()
    _exit(0)


if __name__ == "__main__":
    main()
