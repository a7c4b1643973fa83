"""Issue 30, items 1, 3, 4, 5 and 6: the attacks on the sandbox, written as the student's code.

Each test runs the attack through the real sandbox (a separate, confined process), with the
run's own namespaces and without them (kernels without user namespaces), and asserts what must
hold afterwards: kino's (this test process's) limits, priority and processors unchanged,
``run_code`` back within its limit, no process of the run alive a second after it, no SysV
segment left, the run's folder gone, and a clear message.
"""

from __future__ import annotations

import inspect
import os
import resource
import shutil
import subprocess
import textwrap
import time
import uuid
from pathlib import Path

import pytest

from kino_core import sandbox
from kino_core.sandbox import SandboxRun, expected_protection, remove_tree, run_code

SHORT = 1.5  # the time limit of these runs
SLACK = 10.0  # how long after it a run may be reported: generous, tests never fail on timing
MODES = ["namespaces", "no namespaces"]


@pytest.fixture(params=MODES)
def mode(request, monkeypatch) -> str:
    monkeypatch.setattr(sandbox.process, "NAMESPACES", request.param == "namespaces")
    return request.param


def _run(source: str, timeout_s: float = SHORT, **options) -> tuple[sandbox.RunResult, Path]:
    """Run the attack; return its result and its (now removed) folder. Checks the time."""
    run = SandboxRun(textwrap.dedent(source), timeout_s=timeout_s, **options)
    began = time.monotonic()
    run.start()
    result = run.wait()
    took = time.monotonic() - began
    startup = result.startup_s or 0.0
    assert took - startup <= timeout_s + SLACK, (took, startup, result.message)
    assert run.run_dir is not None
    return result, run.run_dir


def _gone(path: Path, within_s: float = 5.0) -> bool:
    deadline = time.monotonic() + within_s
    while os.path.lexists(path) and time.monotonic() < deadline:
        time.sleep(0.02)
    return not os.path.lexists(path)


def _kino_state() -> dict:
    """What the student's code must not change in kino's process."""
    limits = ("RLIMIT_CPU", "RLIMIT_NOFILE", "RLIMIT_FSIZE", "RLIMIT_AS", "RLIMIT_NPROC")
    return {
        "limits": {name: resource.getrlimit(getattr(resource, name)) for name in limits},
        "priority": os.getpriority(os.PRIO_PROCESS, 0),
        "affinity": os.sched_getaffinity(0),
        "policy": os.sched_getscheduler(0),
        "io": _io_priority(),
    }


def _io_priority() -> int:
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    return libc.syscall(252 if os.uname().machine == "x86_64" else 31, 1, 0)  # ioprio_get


def _shm_segments() -> set[str]:
    """The SysV shared memory segments of this IPC namespace (their ids)."""
    with open("/proc/sysvipc/shm", encoding="ascii") as handle:
        return {line.split()[1] for line in handle.readlines()[1:] if line.split()}


# --- 1. crippling kino: limits, priority, processors ---------------------------------------------

CRIPPLE = """
import ctypes, os, resource
KINO = {kino}
libc = ctypes.CDLL(None, use_errno=True)

def attempt(name, action):
    try:
        outcome = action()
        print(name, 'refused' if outcome == -1 else 'done', flush=True)
    except OSError as error:
        print(name, 'refused', error.errno, flush=True)

for target in (KINO, os.getppid()):
    attempt('prlimit cpu', lambda: resource.prlimit(target, resource.RLIMIT_CPU, (1, 1)))
    attempt('prlimit nofile', lambda: resource.prlimit(target, resource.RLIMIT_NOFILE, (16, 16)))
    attempt('prlimit fsize', lambda: resource.prlimit(target, resource.RLIMIT_FSIZE, (1, 1)))
    attempt('prlimit as', lambda: resource.prlimit(target, resource.RLIMIT_AS, (2**24, 2**24)))
    attempt('setpriority', lambda: os.setpriority(os.PRIO_PROCESS, target, 19))
    attempt('affinity', lambda: os.sched_setaffinity(target, {{0}}))
    attempt('scheduler', lambda: os.sched_setscheduler(target, os.SCHED_IDLE, os.sched_param(0)))
    attempt('sched_param', lambda: os.sched_setparam(target, os.sched_param(0)))
    attempt('ioprio', lambda: libc.syscall({ioprio_set}, 1, target, (3 << 13)))
attempt('renice the group', lambda: os.setpriority(os.PRIO_PGRP, 0, 19))
attempt('renice the user', lambda: os.setpriority(os.PRIO_USER, 0, 19))
attempt('renice kino by user id', lambda: os.setpriority(os.PRIO_USER, os.getuid(), 19))
attempt('ioprio of the user', lambda: libc.syscall({ioprio_set}, 3, os.getuid(), (3 << 13)))
# its own process may still be changed
os.setpriority(os.PRIO_PROCESS, 0, 19)
resource.setrlimit(resource.RLIMIT_NOFILE, (64, 64))
os.sched_setaffinity(0, os.sched_getaffinity(0))
print('self done', flush=True)
"""


def test_the_code_cannot_change_kinos_limits_priority_or_processors(mode):
    before = _kino_state()
    ioprio_set = 251 if os.uname().machine == "x86_64" else 30
    result, folder = _run(CRIPPLE.format(kino=os.getpid(), ioprio_set=ioprio_set))
    assert result.status == "ok", (result.message, result.traceback)
    lines = result.stdout.splitlines()
    assert lines[-1] == "self done"
    attempts = lines[:-1]
    assert len(attempts) == 2 * 9 + 4
    assert [line for line in attempts if "refused" not in line] == []
    assert _kino_state() == before
    assert _gone(folder)


# --- 3. nothing in the run's folder steers kino ----------------------------------------------

FIFOS = """
import os, stat
names = ['stdout.txt', 'stderr.txt', 'result.json', 'protection.json', 'arrays.zip',
         'where.txt', 'started', 'config.json', 'source.py']
made = 0
for folder in ('..', '.', os.environ['TMPDIR']):
    for name in names:
        path = os.path.join(folder, name)
        try:
            os.unlink(path)
        except OSError:
            pass
        try:
            os.mkfifo(path)
            made += 1
        except OSError as error:
            print('mkfifo refused', path, error)
print('fifos', made, flush=True)
print('hello')
x = 42
"""


def test_fifos_and_deleted_files_in_the_run_folder_change_nothing(mode):
    result, folder = _run(FIFOS)
    assert result.status == "ok", (result.message, result.traceback)
    assert result.stdout.splitlines()[0] == "fifos 27"
    assert result.stdout.endswith("hello\n")
    assert int(result.arrays["x"]) == 42
    assert result.protection is not None and result.protection.complete
    assert result.message.startswith("Finished in ")
    assert _gone(folder)


def test_a_run_that_deletes_everything_it_can_still_times_out_on_time(mode):
    source = FIFOS.replace("x = 42", "while True:\n    pass")
    result, folder = _run(source, timeout_s=1.0)
    assert result.status == "timeout"
    assert result.message.startswith("Stopped after 1.0 s")
    assert 1.0 <= result.duration_s - result.startup_s <= 1.0 + SLACK
    assert _gone(folder)


FORGED = """
import os, struct
def is_pipe(fd):
    try:
        return os.readlink(f'/proc/self/fd/{{fd}}').startswith('pipe:')
    except OSError:
        return False
channel = [int(fd) for fd in os.listdir('/proc/self/fd') if is_pipe(fd)]
print('pipes', len(channel), flush=True)
{payload}
"""


def test_a_flood_of_forged_frames_is_cut_off_and_said(mode):
    # 600,000 tiny "arrays" on kino's pipe: more entries than kino reads back
    payload = (
        "import numpy as np, io\n"
        "head = io.BytesIO()\n"
        "np.lib.format.write_array_header_2_0(head, np.lib.format.header_data_from_array_1_0("
        "np.zeros(1)))\n"
        "frame = b'x'\n"
        "body = struct.pack('>H', 1) + frame + head.getvalue() + bytes(8)\n"
        "one = b'A' + struct.pack('>I', len(body)) + body\n"
        "block = one * 1000\n"
        "for _ in range(600):\n"
        "    for fd in channel:\n"
        "        os.write(fd, block)\n"
    )
    result, folder = _run(FORGED.format(payload=payload), timeout_s=5.0)
    assert result.status == "error", result.message
    assert "more than it reads back" in result.message
    assert len(result.arrays) <= sandbox.ARRAYS_MAX_COUNT
    assert _gone(folder)


def test_forged_arrays_with_lying_headers_are_refused_before_any_allocation(mode):
    payload = (
        "import numpy as np, io\n"
        "for shape in [(10**12,), (2**31, 2**31), (-1,)]:\n"
        "    head = io.BytesIO()\n"
        "    np.lib.format.write_array_header_2_0(head, {'descr': '<f8', "
        "'fortran_order': False, 'shape': shape})\n"
        "    body = struct.pack('>H', 4) + b'huge' + head.getvalue() + bytes(16)\n"
        "    for fd in channel:\n"
        "        os.write(fd, b'A' + struct.pack('>I', len(body)) + body)\n"
        "# a crafted arrays.zip with many entries in its folder: kino never opens it\n"
        "import zipfile\n"
        "with zipfile.ZipFile('../arrays.zip', 'w') as zf:\n"
        "    for index in range(20000):\n"
        "        zf.writestr(f'a{index}.npy', b'')\n"
        "kept = np.arange(3)\n"
    )
    result, folder = _run(FORGED.format(payload=payload), timeout_s=10.0)
    assert result.status == "ok", (result.message, result.traceback)
    assert result.skipped_arrays.get("huge") == "could not be read back"
    assert "huge" not in result.arrays and list(result.arrays["kept"]) == [0, 1, 2]
    assert _gone(folder)


# --- 4. processes that outlive the run ----------------------------------------------------------

ESCAPE = """
import fcntl, os, sys, time
MARK = {mark!r}
if os.fork() == 0:
    os.setsid()
    # Every process of the lineage holds this lock (the descriptor passes down each fork): the
    # test can take it only when the last of them has ended, however briefly each one lives.
    held = os.open({lock!r}, os.O_RDONLY)
    fcntl.flock(held, fcntl.LOCK_SH)
    os.set_inheritable(held, True)
    print('locked', flush=True)
    import ctypes
    ctypes.CDLL(None).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE 0: /proc hides what it can
    # a fresh program without the run's environment, that forks anew every 50 ms
    os.execve(sys.executable, [sys.executable, '-c', '''
import os, time
MARK = {mark!r}
while True:
    if os.fork():
        os._exit(0)  # the parent leaves: the new process starts with a fresh CPU limit
    started = time.monotonic()
    while time.monotonic() - started < 0.05:
        pass
'''], {{}})
time.sleep(0.4)
print('left', flush=True)
"""


def _escape(tmp_path: Path, lifetime: str = "0.05", sleep: str = "0.4") -> tuple[str, Path]:
    """The escaping lineage's source (each process living ``lifetime`` s) and its lock file."""
    lock = tmp_path / "lineage.lock"
    lock.write_bytes(b"")
    mark = f"kino-escape-{uuid.uuid4().hex}"
    source = ESCAPE.format(mark=mark, lock=str(lock))
    source = source.replace("< 0.05", f"< {lifetime}").replace("sleep(0.4)", f"sleep({sleep})")
    return source, lock


def _lineage_alive(lock: Path, within_s: float = 1.0) -> bool:
    """Whether a process of the lineage still holds the lock ``within_s`` after the run."""
    import fcntl

    deadline = time.monotonic() + within_s
    with open(lock, "rb") as handle:
        while True:
            try:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                return False
            except BlockingIOError:
                if time.monotonic() > deadline:
                    return True
                time.sleep(0.02)


def test_a_process_that_forks_setsids_and_hides_ends_with_the_run(mode, tmp_path):
    source, lock = _escape(tmp_path)
    result, folder = _run(source)
    assert result.status == "ok", (result.message, result.traceback)
    assert "locked" in result.stdout and "left" in result.stdout
    assert not _lineage_alive(lock)  # "a second after it"
    if result.protection is not None and result.protection.namespaces:
        assert result.leftover_processes >= 1
        assert "it left running" in result.message
    assert _gone(folder)


def test_a_process_that_forks_faster_than_proc_is_listed_ends_with_the_run(mode, tmp_path):
    # Each process lives half a millisecond: a listing of /proc rarely holds the live one, so
    # only ending its whole process group (which outlives every member) stops it for sure.
    source, lock = _escape(tmp_path, lifetime="0.0005")
    result, folder = _run(source)
    assert result.status == "ok", (result.message, result.traceback)
    assert "locked" in result.stdout
    assert not _lineage_alive(lock)
    assert _gone(folder)


@pytest.mark.parametrize("lifetime", ["0.05", "0.0005"])
def test_a_forking_process_is_killed_at_a_timeout_too(mode, lifetime, tmp_path):
    source, lock = _escape(tmp_path, lifetime=lifetime, sleep="100")
    result, folder = _run(source, timeout_s=1.0)
    assert result.status == "timeout"
    assert "locked" in result.stdout
    assert not _lineage_alive(lock)
    assert _gone(folder)


# --- 5. memory pinned beyond the run: SysV shared memory, message queues ------------------------

SHM = """
import ctypes, os
libc = ctypes.CDLL(None, use_errno=True)
libc.shmat.restype = ctypes.c_void_p
IPC_PRIVATE, IPC_CREAT = 0, 0o1000
made = 0
for _ in range(8):
    segment = libc.shmget(IPC_PRIVATE, 16 * 2**20, IPC_CREAT | 0o600)
    if segment >= 0:
        made += 1
        address = libc.shmat(segment, None, 0)
        if address not in (None, ctypes.c_void_p(-1).value):
            ctypes.memset(address, 1, 16 * 2**20)
print('segments', made, 'errno', ctypes.get_errno(), flush=True)
key = libc.ftok(b'/', 1)
print('semaphores', libc.semget(key, 1, IPC_CREAT | 0o600), flush=True)
print('queue', libc.msgget(key, IPC_CREAT | 0o600), flush=True)
print('mq_open', libc.mq_open(b'/kino-queue', os.O_CREAT | os.O_RDWR, 0o600, None), flush=True)
"""


def test_no_sysv_segment_outlives_the_run(mode):
    before = _shm_segments()
    result, folder = _run(SHM)
    assert result.status == "ok", (result.message, result.traceback)
    assert result.stdout.splitlines() == [
        "segments 0 errno 1",  # EPERM from the filter
        "semaphores -1",
        "queue -1",
        "mq_open -1",
    ]
    assert _shm_segments() <= before
    assert _gone(folder)


# --- 6. disk: the run's folder ----------------------------------------------------------------


def test_filling_the_folder_is_stopped_with_a_clear_message(mode, monkeypatch):
    monkeypatch.setattr(sandbox.process, "FOLDER_MAX_BYTES", 8 * 2**20)
    source = """
    import os
    chunk = b'x' * 2**20
    for index in range(10000):
        with open(f'file-{index}', 'wb') as handle:
            for _ in range(4):
                handle.write(chunk)
    """
    result, folder = _run(source, timeout_s=5.0)
    assert result.status == "error", result.message
    assert "filled its folder" in result.message and "8 MiB" in result.message
    if mode == "namespaces":
        assert "No space left on device" in result.message and "line 7" in result.message
    assert _gone(folder)


def test_too_many_files_are_stopped_too(mode, monkeypatch):
    monkeypatch.setattr(sandbox.process, "FOLDER_MAX_FILES", 500)
    source = """
    import os, time
    for index in range(100000):
        open(f'f{index}', 'w').close()
        if index % 100 == 0:
            time.sleep(0.01)
    """
    result, folder = _run(source, timeout_s=5.0)
    assert result.status == "error", result.message
    assert "filled its folder" in result.message and "500 files" in result.message
    assert _gone(folder)


NESTED = """
import os
for _ in range(1200):
    os.mkdir('d' * 200)
    os.chdir('d' * 200)  # a path of 240 KB: far beyond PATH_MAX
os.chdir(os.environ['TMPDIR'])
os.mkdir('locked', 0o300)  # no read permission: a listing fails
open('locked/inside', 'w').write('x')
os.mkfifo('locked/fifo')
os.symlink('/etc/passwd', 'link')
print('built', flush=True)
"""


def test_deep_nesting_and_unreadable_folders_are_removed(mode):
    result, folder = _run(NESTED, timeout_s=5.0)
    assert result.status == "ok", (result.message, result.traceback)
    assert result.stdout == "built\n"
    assert _gone(folder)
    assert os.path.exists("/etc/passwd")


def _deep_tree(root: Path, depth: int) -> None:
    root.mkdir()
    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY)
    outside = root.parent / "outside.txt"
    outside.write_text("keep me")
    try:
        for index in range(depth):
            name = "n" * 250
            os.mkdir(name, dir_fd=fd)
            if index % 100 == 0:
                with open(os.open("file", os.O_CREAT | os.O_WRONLY, 0o600, dir_fd=fd), "w") as out:
                    out.write("x")
                os.symlink(outside, "link", dir_fd=fd)
                os.mkfifo("fifo", dir_fd=fd)
            below = os.open(name, os.O_RDONLY | os.O_DIRECTORY, dir_fd=fd)
            os.chmod(name, 0o300, dir_fd=fd)  # write and search, no listing
            os.close(fd)
            fd = below
    finally:
        os.close(fd)


def test_remove_tree_never_raises_and_removes_what_rmtree_cannot(tmp_path):
    root = tmp_path / "run"
    _deep_tree(root, 1200)  # 1200 levels of 250-character names, locked folders, FIFOs
    with pytest.raises((RecursionError, OSError)):
        shutil.rmtree(root)  # what the clean-up used to do
    assert remove_tree(root) is True
    assert not root.exists()
    assert (tmp_path / "outside.txt").read_text() == "keep me"  # links are not followed
    assert remove_tree(root) is True  # already gone
    assert remove_tree(tmp_path / "outside.txt") is True  # a file: unlinked


def test_remove_tree_stops_at_its_budget_and_finishes_later(tmp_path):
    root = tmp_path / "wide"
    root.mkdir()
    for index in range(300):
        (root / f"f{index}").mkdir()
    assert remove_tree(root, budget_s=0.0) is False
    assert root.exists()
    assert remove_tree(root) is True and not root.exists()


@pytest.mark.skipif(os.geteuid() != 0 or shutil.which("runuser") is None, reason="needs root")
def test_a_normal_user_removes_mode_0300_and_0000_folders(tmp_path):
    """As root, permissions never stop a removal; as a normal user they would."""
    script = (
        "import contextlib, os, stat as stat_module, sys, time\n"
        + inspect.getsource(remove_tree)
        + textwrap.dedent(
            """
        from pathlib import Path
        root = Path(sys.argv[1]) / 'run'
        os.makedirs(root / 'a')
        os.mkdir(root / 'a' / 'locked', 0o300)
        open(root / 'a' / 'locked' / 'x', 'w').close()
        os.mkdir(root / 'a' / 'locked' / 'closed', 0o000)
        os.chmod(root / 'a', 0o100)
        print(remove_tree(root), root.exists())
        """
        )
    )
    shared = Path("/tmp") / f"kino-user-{uuid.uuid4().hex}"
    shared.mkdir(mode=0o777)
    os.chmod(shared, 0o777)
    try:
        done = subprocess.run(
            ["runuser", "-u", "nobody", "--", "/usr/bin/python3", "-I", "-c", script, str(shared)],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.stdout.split() == ["True", "False"], done.stderr
    finally:
        shutil.rmtree(shared, ignore_errors=True)


# --- the protection line names what the kernel offers -------------------------------------------


def test_the_run_reports_the_namespaces_it_got(mode):
    result, _folder = _run("x = 1\n")
    assert result.protection is not None
    expected = mode == "namespaces" and expected_protection().namespaces
    assert result.protection.namespaces == expected
    tooltip = result.protection.explanation()
    if result.protection.namespaces:
        assert "Every process the code starts ends with its run" in tooltip
    else:
        assert "kills every process of the run" in tooltip


def test_run_code_returns_within_its_limit_whatever_happens_to_its_pipe(mode):
    source = """
    import os
    for fd in os.listdir('/proc/self/fd'):
        try:
            if os.readlink(f'/proc/self/fd/{fd}').startswith('pipe:'):
                os.close(int(fd))  # kino's channel: gone
        except OSError:
            pass
    print('closed', flush=True)
    """
    result, folder = _run(source)
    assert result.stdout == "closed\n"
    assert result.status == "exit" and "before reaching its end" in result.message
    assert _gone(folder)
    result = run_code("import os\nos.dup2(os.open('/dev/null', os.O_WRONLY), 1)\nprint('x')\n")
    assert result.status == "ok" and result.stdout == ""


@pytest.mark.parametrize("namespaces", [True, False])
def test_the_panels_translatable_tooltip_says_what_kino_core_says(qapp, namespaces):
    from app.panels.code import protection_texts
    from kino_core.sandbox.confinement import protection_from

    protection = protection_from("linux", 7, True, namespaces)
    assert protection_texts.explanation(protection) == protection.explanation()
