"""kino_core.sandbox: hostile programs end with a clear, non-ok result, in bounded time, and
leave no process behind; normal programs return their output and arrays.

Every program here runs in a separate process through the sandbox, never in the test process.
Most cases run together (started at once, then polled like the app's QTimer would), so the
file takes a few seconds, not the sum of every timeout.
"""

from __future__ import annotations

import gc
import math
import os
import signal
import socket
import textwrap
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

from kino_core import sandbox
from kino_core.sandbox import (
    OUTPUT_MAX_BYTES,
    RunResult,
    SandboxRun,
    confinement,
    expected_protection,
    run_code,
)
from kino_core.sandbox.confinement import protection_from

# One worker runs the whole file under make test (--dist loadgroup): its module-scoped runs of
# every hostile program and every boundary case are then made once, not once per worker.
pytestmark = pytest.mark.xdist_group("sandbox")

SHORT = 1.0  # timeout of the cases that must be stopped by the clock
LONG = 15.0  # timeout of the cases that must end on their own, long before it
# How long after its timeout a run may take to be reported. Generous on purpose (tests never
# fail on timing: a loaded 2-core machine took 3 s): what matters is that the clock stopped a
# program that would have run for 100 s, which any bound far below that shows.
SLACK = 10.0


def _alive(pid: int) -> bool:
    """True if pid is a process that has not finished (zombies count as finished)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            stat = handle.read()
    except OSError:
        return False
    return stat[stat.rfind(b")") + 2 : stat.rfind(b")") + 3] not in (b"Z", b"X")


def _pids(stdout: str) -> list[int]:
    """The pids a program printed, on lines starting with 'pid '."""
    return [int(line.split()[1]) for line in stdout.splitlines() if line.startswith("pid ")]


def _run_all(cases: dict[str, tuple[str, dict]]) -> dict[str, RunResult]:
    """Start every case at once, then poll them all (as the app's timer does) until done."""
    runs = {}
    for name, (source, options) in cases.items():
        run = SandboxRun(textwrap.dedent(source), **options)
        run.start()
        runs[name] = run
    results: dict[str, RunResult] = {}
    deadline = time.monotonic() + 30.0
    while len(results) < len(runs) and time.monotonic() < deadline:
        for name, run in runs.items():
            if name not in results:
                result = run.poll()
                if result is not None:
                    results[name] = result
        time.sleep(0.01)
    for name, run in runs.items():  # never leave a run behind, even if the test fails
        if name not in results:
            results[name] = run.stop()
    return results


# The pid as kino numbers it (the run may have its own PID namespace, where os.getpid() is
# small), and that namespace.
PRINT_PID = (
    "import os\nprint('pid', os.readlink('/proc/self'), 'ns', os.readlink('/proc/self/ns/pid'),"
    " flush=True)\n"
)
# A line for processes the code starts: print their pid, then say so with a file "ready-N".
SELF_PID = (
    "import os, time; print('pid', os.readlink('/proc/self'), flush=True); "
    "open(f'ready-{os.getpid()}', 'w').close()"
)
WAIT_READY = """
def wait_ready(count):
    deadline = time.monotonic() + 10
    while len([f for f in os.listdir() if f.startswith('ready')]) < count:
        assert time.monotonic() < deadline, 'the processes never started'
        time.sleep(0.005)
"""

HOSTILE: dict[str, tuple[str, dict]] = {
    "infinite loop": (
        PRINT_PID
        + """
x = 0
while True:
    x += 1
""",
        {"timeout_s": SHORT},
    ),
    "long sleep": (PRINT_PID + "import time\ntime.sleep(100)\n", {"timeout_s": SHORT}),
    "memory bomb, one allocation": (
        PRINT_PID + "import numpy as np\nbig = np.ones(10**10)\n",
        {"timeout_s": LONG, "memory_mb": 256},
    ),
    "memory bomb, growing": (
        PRINT_PID + "hoard = []\nwhile True:\n    hoard.append(bytearray(10**7))\n",
        {"timeout_s": LONG, "memory_mb": 256},
    ),
    "os._exit": (PRINT_PID + "os._exit(3)\nprint('never')\n", {"timeout_s": LONG}),
    "segfault": (
        PRINT_PID + "import ctypes\nctypes.string_at(0)\nprint('never')\n",
        {"timeout_s": LONG},
    ),
    "output flood forever": (
        PRINT_PID + "while True:\n    print('flood ' * 20)\n",
        {"timeout_s": SHORT},
    ),
    "output over the file limit": (
        PRINT_PID + "chunk = b'x' * 2**20\nfor _ in range(80):\n    os.write(1, chunk)\n",
        {"timeout_s": LONG},
    ),
    "syntax error": ("x = 1\ny = 2\nz = (x +\n    y\nprint(z)\n", {"timeout_s": LONG}),
    "exception": (
        """\
        import numpy as np

        def ratio(a, b):
            return a / b

        values = np.arange(3)
        r = ratio(1, 0)
        """,
        {"timeout_s": LONG},
    ),
    "sys.exit(2)": (PRINT_PID + "import sys\nvalue = 1.5\nsys.exit(2)\n", {"timeout_s": LONG}),
    "sys.exit(0)": (PRINT_PID + "import sys\nsys.exit(0)\nprint('never')\n", {"timeout_s": LONG}),
    "children left running, code loops": (
        PRINT_PID
        + WAIT_READY
        + """
import subprocess, sys, time
child = subprocess.Popen([sys.executable, '-c', SELF_PID + '; import time; time.sleep(100)'])
forked = os.fork()
if forked == 0:
    exec(SELF_PID)
    time.sleep(100)
    os._exit(0)
wait_ready(2)
while True:
    time.sleep(0.01)
""".replace("SELF_PID", repr(SELF_PID)),
        {"timeout_s": SHORT},
    ),
    "children left running, code finishes": (
        PRINT_PID
        + WAIT_READY
        + """
import subprocess, sys, time
child = subprocess.Popen([sys.executable, '-c', SELF_PID + '; import time; time.sleep(100)'])
forked = os.fork()
if forked == 0:
    exec(SELF_PID)
    time.sleep(100)  # no os._exit: this copy would run on into the sandbox's own code
# a grandchild that leaves the session: the process group kill cannot reach it
escaper = subprocess.Popen(
    [sys.executable, '-c', 'import os, time; os.setsid(); ' + SELF_PID + '; time.sleep(100)']
)
wait_ready(3)
done = 1
""".replace("SELF_PID", repr(SELF_PID)),
        {"timeout_s": LONG},
    ),
    "orphan in a new session": (
        PRINT_PID
        + WAIT_READY
        + """
import time
first = os.fork()
if first == 0:
    os.setsid()
    second = os.fork()
    if second == 0:
        exec(SELF_PID)
        time.sleep(100)
        os._exit(0)
    os._exit(0)  # the sleeper is now an orphan outside the run's session
os.waitpid(first, 0)
wait_ready(1)
""".replace("SELF_PID", repr(SELF_PID)),
        {"timeout_s": LONG},
    ),
    "multiprocessing": (
        PRINT_PID
        + WAIT_READY
        + """
import multiprocessing, time

def work():
    exec(SELF_PID)
    time.sleep(100)

worker = multiprocessing.Process(target=work)
worker.start()
wait_ready(1)
""".replace("SELF_PID", repr(SELF_PID)),
        {"timeout_s": LONG},
    ),
    "thread left running": (
        PRINT_PID
        + "import threading, time\nthreading.Thread(target=time.sleep, args=(100,)).start()\n",
        {"timeout_s": LONG},
    ),
    "forked copy runs off the end": (
        PRINT_PID
        + """
forked = os.fork()
if forked:
    os.waitpid(forked, 0)  # the copy ran to the end of the code and left first
    os._exit(3)
""",
        {"timeout_s": LONG},
    ),
    "input()": ("name = input('your name? ')\n", {"timeout_s": LONG}),
    "memory limit too small for numpy": ("x = 1\n", {"timeout_s": LONG, "memory_mb": 24}),
}

# status, words the message must contain, the editor line (None: not checked)
EXPECTED: dict[str, tuple[str, tuple[str, ...], int | None]] = {
    "infinite loop": ("timeout", ("Stopped after 1.0 s", "ran too long"), None),
    "long sleep": ("timeout", ("Stopped after 1.0 s", "line 4"), 4),
    "memory bomb, one allocation": ("memory", ("memory", "256 MB", "line 4"), 4),
    "memory bomb, growing": ("memory", ("memory", "256 MB", "line 5"), 5),
    "os._exit": ("exit", ("exit code 3",), None),
    "segfault": ("killed", ("SIGSEGV", "segmentation fault", "line 4"), 4),
    "output flood forever": ("error|timeout", (), None),
    "output over the file limit": ("error", ("more than 64 MiB", "line 5"), 5),
    "syntax error": ("error", ("could not read the code", "line 3", "never closed"), 3),
    "exception": ("error", ("line 4", "ZeroDivisionError"), 4),
    "sys.exit(2)": ("exit", ("sys.exit(2)", "line 5", "exit code 2"), 5),
    "sys.exit(0)": ("exit", ("sys.exit(0)", "line 4", "exit code 0"), 4),
    "children left running, code loops": ("timeout", ("ran too long",), None),
    "children left running, code finishes": ("ok", ("Finished", "stopped 3 processes"), None),
    "orphan in a new session": ("ok", ("Finished", "stopped 1 process "), None),
    "multiprocessing": ("ok", ("Finished", "stopped 1 process "), None),
    "thread left running": ("ok", ("Finished",), None),
    "forked copy runs off the end": ("exit", ("exit code 3",), None),
    "input()": ("error", ("keyboard input", "line 1"), 1),
    "memory limit too small for numpy": ("memory", ("24 MB", "too small"), None),
}


@pytest.fixture(scope="module", params=["namespaces", "no namespaces"])
def hostile(request) -> dict[str, RunResult]:
    """Every hostile program, with the run's own namespaces and without (other kernels)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sandbox.process, "NAMESPACES", request.param == "namespaces")
        results = _run_all(HOSTILE)
    _RUNS_ENDED[request.param] = time.clock_gettime(time.CLOCK_BOOTTIME)
    held = {result.protection.namespaces for result in results.values() if result.protection}
    assert held == {request.param == "namespaces" and expected_protection().namespaces}
    return results


# When each mode's runs ended (seconds since boot): a namespace's number is reused once it is
# gone, and a later sandboxed run (another test, another worker) may hold it by the time a test
# looks, so only processes started before the runs ended count as left over.
_RUNS_ENDED: dict[str, float] = {}


def _started_s(pid: int) -> float:
    """When process ``pid`` started, in seconds since boot (/proc/PID/stat, field 22)."""
    with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[19]) / os.sysconf("SC_CLK_TCK")


def _pid_namespace_members(namespace: str, started_before: float = math.inf) -> list[int]:
    """Live processes in a PID namespace ("pid:[4026532…]") started before ``started_before``
    (seconds since boot), as far as /proc lets us look."""
    members = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                pid = int(entry)
                if (
                    os.readlink(f"/proc/{entry}/ns/pid") == namespace
                    and _alive(pid)
                    and _started_s(pid) <= started_before
                ):
                    members.append(pid)
            except OSError:
                continue
    return members


@pytest.mark.parametrize("name", list(HOSTILE))
def test_each_program_ends_with_the_right_status_and_a_clear_message(hostile, name):
    result = hostile[name]
    status, words, line = EXPECTED[name]
    assert result.status in status.split("|"), (name, result.status, result.message)
    assert result.ok == (result.status == "ok")
    message = result.message
    assert message.endswith(".") and "\n" not in message and len(message) < 300
    for word in words:
        assert word in message, (name, word, message)
    if line is not None:
        assert result.error_line == line, (name, result.error_line, message)


@pytest.mark.parametrize("name", list(HOSTILE))
def test_each_program_ends_in_bounded_time(hostile, name):
    result = hostile[name]
    timeout = HOSTILE[name][1]["timeout_s"]
    if name in ("syntax error", "memory limit too small for numpy"):
        assert result.startup_s is None  # the code's first line never ran
        assert 0.0 < result.duration_s <= 2 * LONG  # generous: a loaded machine took 13.6 s
        return
    assert result.startup_s is not None and 0.0 < result.startup_s < result.duration_s
    code_time = result.duration_s - result.startup_s  # the timeout starts at the first line
    if timeout == SHORT and result.status == "timeout":
        assert SHORT <= code_time <= SHORT + SLACK, (name, result.startup_s, result.duration_s)
    else:  # ended on its own, long before its LONG timeout
        assert 0.0 < code_time <= LONG / 2, (name, result.startup_s, result.duration_s)
    assert result.duration_s <= 2 * LONG


# how many pids each program prints: its own, then those of the processes it starts
PIDS_PRINTED = {name: 1 for name, (source, _) in HOSTILE.items() if source.startswith(PRINT_PID)}
PIDS_PRINTED |= {
    "children left running, code loops": 3,
    "children left running, code finishes": 4,
    "orphan in a new session": 2,
    "multiprocessing": 2,
}


@pytest.mark.parametrize("name", list(PIDS_PRINTED))
def test_no_process_of_a_run_is_left(hostile, name):
    result = hostile[name]
    pids = _pids(result.stdout)
    assert len(pids) == PIDS_PRINTED[name], (name, result.stdout[:200])
    assert all(pid > 1 for pid in pids)
    assert [pid for pid in pids if _alive(pid)] == [], name
    if result.protection is not None and result.protection.namespaces:
        namespace = result.stdout.split(" ns ", 1)[1].split()[0]
        assert namespace != os.readlink("/proc/self/ns/pid")
        ended = _RUNS_ENDED["namespaces"]
        assert _pid_namespace_members(namespace, started_before=ended) == [], name


def test_leftover_processes_are_counted(hostile):
    assert hostile["children left running, code finishes"].leftover_processes == 3
    assert hostile["orphan in a new session"].leftover_processes == 1
    assert hostile["thread left running"].leftover_processes == 0


def test_a_flood_of_output_is_cut_to_64_kib_with_a_note(hostile):
    for name in ("output flood forever", "output over the file limit"):
        result = hostile[name]
        assert result.stdout_truncated, name
        assert len(result.stdout.encode()) <= OUTPUT_MAX_BYTES + 200
        assert "[kino: output cut: showing the first 64 KiB of" in result.stdout
    assert "more than 64 MiB" in hostile["output over the file limit"].stdout


def test_tracebacks_show_only_the_editors_frames_with_its_line_numbers(hostile):
    result = hostile["exception"]
    source_lines = textwrap.dedent(HOSTILE["exception"][0]).splitlines()
    assert source_lines[6] == "r = ratio(1, 0)" and source_lines[3].strip() == "return a / b"
    tb = result.traceback
    assert tb.startswith("Traceback (most recent call last):")
    assert 'File "<editor>", line 7, in <module>' in tb
    assert 'File "<editor>", line 4, in ratio' in tb
    assert "r = ratio(1, 0)" in tb and "return a / b" in tb
    assert tb.rstrip().endswith("ZeroDivisionError: division by zero")
    assert tb.count('File "') == 2  # nothing from the sandbox or the standard library
    assert "sandbox" not in tb and "kino" not in tb


def test_a_syntax_error_points_at_its_line(hostile):
    result = hostile["syntax error"]
    assert 'File "<editor>", line 3' in result.traceback
    assert "SyntaxError" in result.traceback and "sandbox" not in result.traceback
    assert result.arrays == {}


def test_arrays_are_kept_when_the_code_stops_with_an_error_or_sys_exit(hostile):
    assert list(hostile["exception"].arrays) == ["values"]
    np.testing.assert_array_equal(hostile["exception"].arrays["values"], [0, 1, 2])
    assert float(hostile["sys.exit(2)"].arrays["value"]) == 1.5
    assert hostile["sys.exit(2)"].exit_code == 2
    assert hostile["os._exit"].exit_code == 3 and hostile["os._exit"].arrays == {}
    assert hostile["segfault"].signal == "SIGSEGV"


def test_a_normal_program_returns_ok_with_output_and_arrays():
    source = textwrap.dedent(
        """\
        import numpy as np
        import os
        weights = np.array([[0.25, 0.75]])
        count = 3
        ratio = 0.5
        flag = True
        z = 1 + 2j
        small = np.float32(2.5)
        names = ['a', 'b']
        objects = np.array([None, 1], dtype=object)
        huge = 2**100
        _private = np.ones(2)
        print('hello', weights.sum())
        print('where', os.getcwd())
        """
    )
    result = run_code(source, timeout_s=LONG)
    assert result.status == "ok" and result.ok
    assert result.message.startswith("Finished in ")
    assert result.stdout.splitlines()[0] == "hello 1.0"
    assert result.stderr == "" and result.traceback == "" and result.error_line is None
    assert set(result.arrays) == {"weights", "count", "ratio", "flag", "z", "small"}
    np.testing.assert_array_equal(result.arrays["weights"], [[0.25, 0.75]])
    for name, value in [("count", 3), ("ratio", 0.5), ("flag", True), ("z", 1 + 2j)]:
        assert result.arrays[name].shape == () and result.arrays[name].item() == value
    assert result.arrays["small"].dtype == np.float32
    assert set(result.skipped_arrays) == {"objects", "huge"}
    # the default working directory is a fresh temporary folder, removed after the run
    work_dir = Path(result.stdout.splitlines()[1].split(" ", 1)[1])
    assert work_dir.name == "work" and not work_dir.exists()


def test_too_large_arrays_are_left_out_with_a_reason():
    result = run_code(
        "import numpy as np\nbig = np.zeros(5_000_000)\nsmall = np.ones(3)\n", timeout_s=LONG
    )
    assert result.status == "ok"
    assert set(result.arrays) == {"small"}
    assert "too large" in result.skipped_arrays["big"]


def test_the_code_runs_in_the_given_working_directory(tmp_path):
    result = run_code("open('made.txt', 'w').write('hi')\n", timeout_s=LONG, cwd=tmp_path)
    assert result.status == "ok"
    assert (tmp_path / "made.txt").read_text() == "hi"


def test_a_finite_flood_finishes_ok_with_its_output_cut():
    started = time.monotonic()
    result = run_code("for i in range(100_000):\n    print('x' * 99)\n", timeout_s=LONG)
    assert time.monotonic() - started < 5.0
    assert result.status == "ok" and result.stdout_truncated
    assert "only its first 64 KiB is shown" in result.message
    assert result.stdout.startswith("x" * 99 + "\n")
    assert "showing the first 64 KiB of 9.5 MiB" in result.stdout
    assert len(result.stdout.encode()) <= OUTPUT_MAX_BYTES + 200


def test_stop_kills_a_run_at_once(tmp_path):
    run = SandboxRun(
        PRINT_PID
        + "import subprocess, sys, time\n"
        + f"subprocess.Popen([sys.executable, '-c', {SELF_PID + '; time.sleep(100)'!r}])\n"
        + "while True:\n    time.sleep(0.01)\n",
        timeout_s=LONG,
        cwd=tmp_path,
    )
    run.start()
    assert run.running and run.poll() is None
    time.sleep(0.6)
    deadline = time.monotonic() + 10.0
    while not any(tmp_path.glob("ready-*")) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert run.poll() is None
    before = time.monotonic()
    result = run.stop()
    assert time.monotonic() - before < SLACK / 2  # stop() never waits for the program
    assert result.status == "stopped" and not result.ok
    assert result.message.startswith("Stopped after ") and "as you asked" in result.message
    assert result.duration_s < SLACK
    pids = _pids(result.stdout)
    assert len(pids) == 2 and not any(_alive(pid) for pid in pids)
    assert run.poll() is result and run.stop() is result and not run.running


def test_poll_never_blocks_while_the_code_runs():
    run = SandboxRun("while True:\n    pass\n", timeout_s=SHORT)
    run.start()
    slowest = 0.0
    result = None
    while result is None:
        before = time.monotonic()
        result = run.poll()
        spent = time.monotonic() - before
        if result is None:
            slowest = max(slowest, spent)
        else:
            finishing = spent
        time.sleep(0.01)
    assert slowest < SHORT / 2  # a poll that waited for the run would take the whole second
    # Ending a run (kill, read back) is what a timer tick may cost: far below the run's own
    # length; generous for a loaded machine.
    assert finishing < SLACK / 2
    assert result.status == "timeout" and result.error_line in (1, 2)


def test_the_run_cannot_change_the_callers_process(tmp_path):
    cwd, environ = os.getcwd(), dict(os.environ)
    result = run_code(
        "import os, sys\nos.chdir('/')\nos.environ['KINO_TEST_LEAK'] = '1'\nsys.path.clear()\n",
        timeout_s=LONG,
    )
    assert result.status == "ok"
    assert os.getcwd() == cwd and dict(os.environ) == environ


def test_odd_sources_give_results_not_exceptions():
    for source, status in [
        ("", "ok"),
        ("x = 1\x00\n", "error"),
        ("s = '\udcff'\n", "ok"),
        ("raise KeyboardInterrupt\n", "error"),
        ("def f():\n    return f()\nf()\n", "error"),
    ]:
        result = run_code(source, timeout_s=LONG)
        assert result.status == status, (source, result.message)


def test_bad_arguments_are_refused_before_anything_runs():
    with pytest.raises(ValueError, match="timeout_s"):
        SandboxRun("x = 1", timeout_s=0)
    with pytest.raises(ValueError, match="memory_mb"):
        SandboxRun("x = 1", memory_mb=-5)
    with pytest.raises(TypeError, match="source"):
        SandboxRun(b"x = 1")  # type: ignore[arg-type]
    run = SandboxRun("x = 1")
    with pytest.raises(RuntimeError):
        run.poll()
    run.start()
    with pytest.raises(RuntimeError):
        run.start()
    assert run.wait().status == "ok"


def test_a_run_whose_python_never_starts_in_time_is_stopped(monkeypatch):
    monkeypatch.setattr(sandbox.process, "STARTUP_LIMIT_S", 0.01)
    result = run_code("print('never')\n", timeout_s=LONG)
    assert result.status == "timeout" and result.startup_s is None
    assert "took more than 0.01 s to start" in result.message
    assert result.duration_s < SLACK and result.stdout == ""


def test_a_dropped_run_is_killed(tmp_path):
    pid_file = tmp_path / "pid"
    run = SandboxRun(
        "import os, time\n"
        "open('pid.part', 'w').write(os.readlink('/proc/self'))\n"
        "os.replace('pid.part', 'pid')\n"
        "time.sleep(100)\n",
        timeout_s=LONG,
        cwd=tmp_path,
    )
    run.start()
    deadline = time.monotonic() + 10.0
    while not pid_file.exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    pid = int(pid_file.read_text())
    assert _alive(pid)
    del run  # e.g. the Code panel closed during a run: the finalizer kills it
    gc.collect()
    assert not _alive(pid)


def test_the_limits_are_set_in_the_child():
    result = run_code(
        "import resource\n"
        "for name in ('RLIMIT_AS', 'RLIMIT_NPROC', 'RLIMIT_FSIZE', 'RLIMIT_CORE', 'RLIMIT_CPU'):\n"
        "    print(name, *resource.getrlimit(getattr(resource, name)))\n",
        timeout_s=2.0,
        memory_mb=300,
    )
    assert result.status == "ok", result.message
    limits = {
        line.split()[0]: tuple(map(int, line.split()[1:])) for line in result.stdout.splitlines()
    }
    assert limits["RLIMIT_AS"] == (300 * 2**20, 300 * 2**20)
    assert limits["RLIMIT_FSIZE"] == (64 * 2**20, 64 * 2**20)
    assert limits["RLIMIT_CORE"] == (0, 0)
    assert limits["RLIMIT_CPU"] == (4, 5)  # timeout + 2 s: a backstop if kino itself dies
    assert 256 < limits["RLIMIT_NPROC"][0] == limits["RLIMIT_NPROC"][1] < 10**7


def test_student_code_runs_at_the_lowest_priority():
    """A busy loop must not take the CPU from the window showing the lesson."""
    result = run_code("import os\nniceness = os.nice(0)\n", timeout_s=5.0)
    assert result.status == "ok", result.message
    assert int(result.arrays["niceness"]) == 19


# --- output printed before the end (issue 12) ---------------------------------------------------


def test_what_the_code_printed_before_a_timeout_is_kept():
    result = run_code(
        "print('hello')\nprint('no newline', end='')\nwhile True:\n    pass\n", timeout_s=SHORT
    )
    assert result.status == "timeout"
    assert result.stdout == "hello\nno newline"


def test_what_the_code_printed_before_stop_is_kept(tmp_path):
    run = SandboxRun(
        "import sys, time\nprint('hello')\nsys.stderr.write('warned')\n"
        "open('printed', 'w').close()\nwhile True:\n    time.sleep(0.01)\n",
        timeout_s=LONG,
        cwd=tmp_path,
    )
    run.start()
    deadline = time.monotonic() + 10.0
    while run.poll() is None and time.monotonic() < deadline:
        if (tmp_path / "printed").exists():  # the prints are done
            break
        time.sleep(0.01)
    result = run.stop()
    assert result.status == "stopped"
    assert result.stdout == "hello\n" and result.stderr == "warned"


# --- the boundary (issue 14) ---------------------------------------------------------------------
#
# Each hostile program runs through run_code (several at once, on threads); what it tried is
# checked from here, outside the sandbox. Where this system lacks a layer, the run's reported
# status must say so; on a system with Landlock ABI >= 6 and seccomp (the CI machine) every
# check below is the real one.


@dataclass
class Outside:
    """What the test process made outside any run, for the hostile programs to aim at."""

    home: Path
    victims: dict[str, Path]  # name -> a file made here, that a program will try to change
    must_not_appear: dict[str, Path]  # name -> a path a program will try to create
    tcp: socket.socket
    udp: socket.socket
    terms: list[int]  # SIGTERMs this process received during the runs


def _victim(path: Path) -> Path:
    path.write_text("original")
    path.chmod(0o644)
    return path


BOUNDARY: dict[str, str] = {
    "write in home": "import os\nopen(os.path.expanduser('~/escape.txt'), 'w').write('x')\n",
    "write in /tmp": "open({tmp_target!r}, 'w').write('x')\n",
    "write next to kino": "open({kino_target!r}, 'w').write('x')\n",
    "delete": "import os\nos.remove({delete!r})\n",
    "rename": "import os\nos.rename({rename!r}, 'mine.txt')\n",
    "chmod": "import os\nos.chmod({chmod!r}, 0o777)\n",
    "symlink": "import os\nos.symlink({symlink!r}, 'link')\nopen('link', 'w').write('x')\n",
    "hard link": "import os\nos.link({hardlink!r}, 'link')\nopen('link', 'w').write('x')\n",
    "shell": (
        "import subprocess\n"
        "done = subprocess.run(['sh', '-c', 'echo x > {shell_target}']).returncode\n"
    ),
    "python subprocess": (
        "import subprocess, sys\n"
        'write = \'import sys; open(sys.argv[1], "w").write("x")\'\n'
        "done = subprocess.run([sys.executable, '-c', write, {python_target!r}]).returncode\n"
    ),
    "tcp": "import socket\nsocket.create_connection(('127.0.0.1', {tcp_port}), timeout=2)\n",
    "udp": (
        "import socket\nsock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)\n"
        "sock.sendto(b'x', ('127.0.0.1', {udp_port}))\n"
    ),
    "signal from a child": (
        "import subprocess\ndone = subprocess.run(['kill', '-TERM', '{test_pid}']).returncode\n"
    ),
    "signal the parent": "import os, signal\nos.kill(os.getppid(), signal.SIGTERM)\n",
}

# the layer each program attacks, and the editor line where its own exception must point
ATTACKS: dict[str, tuple[str, int | None]] = {
    "write in home": ("files", 2),
    "write in /tmp": ("files", 1),
    "write next to kino": ("files", 1),
    "delete": ("files", 2),
    "rename": ("files", 2),
    "chmod": ("files", 2),
    "symlink": ("files", 3),
    "hard link": ("files", 2),
    "shell": ("files", None),
    "python subprocess": ("files", None),
    "tcp": ("network", 2),
    "udp": ("network", 2),
    "signal from a child": ("processes", None),
    "signal the parent": ("processes", 2),
}


@pytest.fixture(scope="module")
def boundary(tmp_path_factory) -> tuple[Outside, dict[str, RunResult]]:
    base = tmp_path_factory.mktemp("outside")
    home = base / "home"
    home.mkdir()
    tag = uuid.uuid4().hex[:12]
    victims = {name: _victim(base / f"{name}.txt") for name in ("delete", "rename", "chmod")}
    victims |= {name: _victim(base / f"{name}.txt") for name in ("symlink", "hardlink")}
    must_not_appear = {
        "home_target": home / "escape.txt",
        "tmp_target": Path("/tmp") / f"kino-escape-{tag}.txt",
        "kino_target": Path(sandbox.__file__).with_name(f"escape-{tag}.txt"),
        "shell_target": base / "shell.txt",
        "python_target": base / "python.txt",
    }
    tcp = socket.create_server(("127.0.0.1", 0))
    tcp.setblocking(False)
    udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    udp.bind(("127.0.0.1", 0))
    udp.setblocking(False)
    outside = Outside(home, victims, must_not_appear, tcp, udp, [])
    names = {
        **{name: str(path) for name, path in victims.items()},
        **{name: str(path) for name, path in must_not_appear.items()},
        "tcp_port": tcp.getsockname()[1],
        "udp_port": udp.getsockname()[1],
        "test_pid": os.getpid(),
    }
    previous = signal.signal(signal.SIGTERM, lambda number, frame: outside.terms.append(number))
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv("HOME", str(home))
            with ThreadPoolExecutor(max_workers=4) as pool:  # run_code waits on each thread
                futures = {
                    name: pool.submit(run_code, source.format(**names), timeout_s=LONG)
                    for name, source in BOUNDARY.items()
                }
                results = {name: future.result() for name, future in futures.items()}
        time.sleep(0.05)  # a signal or a datagram in flight lands before the checks
    finally:
        signal.signal(signal.SIGTERM, previous)
    yield outside, results
    tcp.close()
    udp.close()
    for path in must_not_appear.values():
        path.unlink(missing_ok=True)


def test_every_run_reports_the_protection_this_system_offers(boundary):
    _outside, results = boundary
    offered = expected_protection()
    for name, result in results.items():
        assert result.protection == offered, name
    if offered.landlock_abi >= 6 and offered.seccomp:
        assert offered.status_line() == (
            "files: protected · network: protected · processes: protected"
        )


@pytest.mark.parametrize("name", list(BOUNDARY))
def test_a_refused_operation_is_the_students_own_exception_at_their_line(boundary, name):
    _outside, results = boundary
    result = results[name]
    layer, line = ATTACKS[name]
    if not getattr(result.protection, layer):
        assert f"{layer}: not protected on this system" in result.protection.status_line()
        return
    if line is None:  # the refusal happened in a program the code started: it still finished
        assert result.status == "ok", (name, result.message)
        assert int(result.arrays["done"]) != 0, name  # that program failed
        return
    assert result.status == "error", (name, result.message)
    assert result.error_line == line, (name, result.message)
    if "PermissionError" in result.message:
        assert result.message.startswith(f"The sandbox refused what the code tried on line {line}")
    last = result.traceback.rstrip().splitlines()[-1]
    assert last.startswith(("PermissionError", "OSError: [Errno 18]")), (name, last)
    assert f'File "<editor>", line {line}' in result.traceback
    assert result.traceback.count('File "') == 1  # only the editor's frame


def test_no_file_outside_the_run_is_created_changed_or_removed(boundary):
    outside, results = boundary
    if not results["write in home"].protection.files:
        assert "files: not protected" in results["write in home"].protection.status_line()
        return
    assert list(outside.home.iterdir()) == []
    for name, path in outside.must_not_appear.items():
        assert not path.exists(), name
    for name, path in outside.victims.items():
        assert path.is_file() and not path.is_symlink(), name
        assert path.read_text() == "original", name
        assert path.stat().st_mode & 0o777 == 0o644, name
        assert path.stat().st_nlink == 1, name


def test_nothing_reaches_the_network_loopback_included(boundary):
    outside, results = boundary
    if not results["tcp"].protection.network:
        assert "network: not protected" in results["tcp"].protection.status_line()
        return
    with pytest.raises(BlockingIOError):
        outside.tcp.accept()
    with pytest.raises(BlockingIOError):
        outside.udp.recvfrom(16)


def test_the_run_cannot_signal_kino(boundary):
    outside, results = boundary
    if not results["signal the parent"].protection.processes:
        assert "processes: not protected" in results["signal the parent"].protection.status_line()
        return
    assert outside.terms == []


def test_normal_code_still_works_inside_the_boundary():
    source = textwrap.dedent(
        """\
        import os, subprocess, sys, tempfile
        import numpy as np

        rng = np.random.default_rng(7)
        Q = rng.normal(size=(2, 16))
        K = rng.normal(size=(5, 16))
        V = rng.uniform(size=(5, 3))
        scores = Q @ K.T / np.sqrt(Q.shape[1])
        scores -= scores.max(axis=1, keepdims=True)
        weights = np.exp(scores) / np.exp(scores).sum(axis=1, keepdims=True)
        output = weights @ V
        print('weights', weights.round(3).tolist())

        np.save('scratch.npy', output)  # a scratch file in its own folder, read back
        again = np.load('scratch.npy')
        with open('notes.txt', 'w') as handle:
            handle.write('hello')
        os.rename('notes.txt', 'renamed.txt')
        os.remove('renamed.txt')
        with tempfile.TemporaryDirectory() as scratch:  # TMPDIR is inside the run's folder
            with open(os.path.join(scratch, 'x'), 'w') as handle:
                handle.write('x')
        child = subprocess.run(
            [sys.executable, '-c', "open('child.txt', 'w').write('from a child')"]
        ).returncode
        from_child = open('child.txt').read() == 'from a child'
        """
    )
    result = run_code(source, timeout_s=LONG)
    assert result.status == "ok", (result.message, result.traceback, result.stderr)
    rng = np.random.default_rng(7)
    q, k, v = rng.normal(size=(2, 16)), rng.normal(size=(5, 16)), rng.uniform(size=(5, 3))
    scores = q @ k.T / np.sqrt(16)
    weights = np.exp(scores - scores.max(axis=1, keepdims=True))
    weights /= weights.sum(axis=1, keepdims=True)
    np.testing.assert_allclose(result.arrays["weights"], weights, rtol=1e-12)
    np.testing.assert_allclose(result.arrays["output"], weights @ v, rtol=1e-12)
    np.testing.assert_array_equal(result.arrays["again"], result.arrays["output"])
    assert result.stdout.startswith("weights [[")
    assert int(result.arrays["child"]) == 0 and bool(result.arrays["from_child"])


# --- the status the panel shows (pure) -----------------------------------------------------------


def test_the_status_line_says_plainly_which_protections_hold():
    full = protection_from("linux", 7, True)
    assert full.status_line() == "files: protected · network: protected · processes: protected"
    assert full.complete
    old_kernel = protection_from("linux", 5, True)  # Landlock without scopes (Linux 6.10)
    assert old_kernel.status_line() == (
        "files: protected · network: protected · processes: not protected on this system"
    )
    no_seccomp = protection_from("linux", 7, False)
    assert "network: not protected on this system" in no_seccomp.status_line()
    assert not no_seccomp.files  # chmod outside the run's folder needs the filter
    for system in ("darwin", "win32"):
        nothing = protection_from(system, 7, True)  # facts from elsewhere never count there
        assert nothing.status_line() == (
            "files: not protected on this system · network: not protected on this system · "
            "processes: not protected on this system"
        )
        assert "Run only code you trust" in nothing.explanation()


def _run_bpf(program: list[tuple[int, int, int, int]], arch: int, nr: int, args: list[int]) -> int:
    """Run a classic-BPF seccomp program on one system call (seccomp_data, little-endian)."""
    words = {0: nr, 4: arch}
    for index, arg in enumerate(args):
        words[16 + 8 * index] = arg & 0xFFFFFFFF
        words[20 + 8 * index] = arg >> 32
    accumulator, pc = 0, 0
    while True:
        code, jt, jf, k = program[pc]
        if code == 0x20:  # BPF_LD | BPF_W | BPF_ABS
            accumulator = words.get(k, 0)
            pc += 1
        elif code in (0x15, 0x35):  # BPF_JEQ, BPF_JGE with a constant
            taken = accumulator == k if code == 0x15 else accumulator >= k
            pc += 1 + (jt if taken else jf)
        elif code == 0x06:  # BPF_RET
            return k
        else:
            raise AssertionError(f"unexpected instruction {code:#x}")


ALLOW, EPERM = 0x7FFF0000, 0x00050000 | 1
# machine: (AUDIT_ARCH, numbers of read, socket, socketpair, fchmodat, ioctl, clone)
SYSCALLS = {
    "x86_64": (0xC000003E, 0, 41, 53, 268, 16, 56),
    "aarch64": (0xC00000B7, 63, 198, 199, 53, 29, 220),
}


@pytest.mark.parametrize("machine", list(SYSCALLS))
def test_the_seccomp_filter_refuses_sockets_and_metadata_and_allows_the_rest(machine):
    arch, read, socket_nr, socketpair, fchmodat, ioctl, clone = SYSCALLS[machine]
    program = confinement.seccomp_program(machine)
    assert _run_bpf(program, arch, read, [0, 0, 10]) == ALLOW
    assert _run_bpf(program, arch, clone, [0x11, 0, 0]) == ALLOW
    assert _run_bpf(program, arch, socketpair, [1, 1, 0, 0]) == ALLOW  # asyncio needs it
    assert _run_bpf(program, arch, socket_nr, [2, 2, 0]) == EPERM  # AF_INET, SOCK_DGRAM
    assert _run_bpf(program, arch, socket_nr, [1, 1, 0]) == EPERM  # AF_UNIX: D-Bus, X11
    assert _run_bpf(program, arch, fchmodat, [-100 & (2**64 - 1), 1234, 0o777]) == EPERM
    assert _run_bpf(program, arch, ioctl, [3, 0x40086602, 0]) == EPERM  # FS_IOC_SETFLAGS
    assert _run_bpf(program, arch, ioctl, [3, 0x5401, 0]) == ALLOW  # TCGETS (isatty)
    assert _run_bpf(program, arch, 425, []) == EPERM  # io_uring_setup
    assert _run_bpf(program, 0x40000003, read, []) == EPERM  # i386 numbers: another table
    if machine == "x86_64":
        assert _run_bpf(program, arch, 0x40000000 | socket_nr, []) == EPERM  # x32


# machine: numbers of prlimit64, setpriority, sched_setaffinity, ioprio_set, shmget, mq_open
SELF_ONLY = {
    "x86_64": (302, 141, 203, 251, 29, 240),
    "aarch64": (261, 140, 122, 30, 194, 180),
}


@pytest.mark.parametrize("machine", list(SELF_ONLY))
def test_the_seccomp_filter_allows_limits_and_priority_only_on_the_caller(machine):
    arch = SYSCALLS[machine][0]
    prlimit, setpriority, affinity, ioprio_set, shmget, mq_open = SELF_ONLY[machine]
    program = confinement.seccomp_program(machine)
    assert _run_bpf(program, arch, prlimit, [0, 0, 0, 0]) == ALLOW  # setrlimit(): glibc
    assert _run_bpf(program, arch, prlimit, [4242, 0, 1, 0]) == EPERM  # kino's pid
    assert _run_bpf(program, arch, prlimit, [1 << 32, 0, 1, 0]) == ALLOW  # pid_t is 32 bits: 0
    assert _run_bpf(program, arch, setpriority, [0, 0, 19]) == ALLOW  # nice()
    assert _run_bpf(program, arch, setpriority, [0, 4242, 19]) == EPERM
    assert _run_bpf(program, arch, setpriority, [1, 0, 19]) == EPERM  # PRIO_PGRP
    assert _run_bpf(program, arch, setpriority, [2, 0, 19]) == EPERM  # PRIO_USER: all of them
    assert _run_bpf(program, arch, affinity, [0, 8, 0]) == ALLOW
    assert _run_bpf(program, arch, affinity, [4242, 8, 0]) == EPERM
    assert _run_bpf(program, arch, ioprio_set, [1, 0, 0]) == ALLOW
    assert _run_bpf(program, arch, ioprio_set, [1, 4242, 0]) == EPERM
    assert _run_bpf(program, arch, ioprio_set, [3, 0, 0]) == EPERM  # IOPRIO_WHO_USER
    assert _run_bpf(program, arch, shmget, [0, 2**28, 0o1600]) == EPERM
    assert _run_bpf(program, arch, mq_open, [0, 0o102, 0o600, 0]) == EPERM
