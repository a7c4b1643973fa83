"""Per-test wall time against CPU time, to find the tests that wait rather than compute.

Active only when KINO_TEST_TIMES names a folder (``KINO_TEST_TIMES=/tmp/t make test``): each
process (each xdist worker) appends one JSON line per test to ``<folder>/<worker>.jsonl`` with
the test's start (wall clock), its wall seconds, this process's CPU seconds, the CPU seconds
of the child processes it waited for and the seconds its main thread waited for a CPU (set-up,
call and teardown together). Wall time that is none of these is idle: sleeps, fixed delays,
timeouts, waits for a child process to be scheduled.
``python tests/timing_plugin.py FOLDER`` lists the tests that wait longest and each worker's
busy time (the tail: a worker that finishes long after the others).
"""

from __future__ import annotations

import json
import os
import resource
import sys
import time
from pathlib import Path

import pytest


def _queued() -> float:
    """Seconds this thread has waited, runnable, for a CPU (Linux schedstat; 0 elsewhere): on a
    busy machine wall time minus CPU time is mostly that, not sleeping."""
    try:
        with open("/proc/thread-self/schedstat", encoding="ascii") as stat:
            return int(stat.read().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):
    folder = os.environ.get("KINO_TEST_TIMES")
    if not folder:
        yield
        return
    start, wall0, cpu0 = time.time(), time.perf_counter(), time.process_time()
    children0, queued0 = _children_cpu(), _queued()
    yield
    record = {
        "test": item.nodeid,
        "start": start,
        "wall": time.perf_counter() - wall0,
        "cpu": time.process_time() - cpu0,
        "children": _children_cpu() - children0,
        "queued": _queued() - queued0,
    }
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    Path(folder).mkdir(parents=True, exist_ok=True)
    # One file per process: a test that runs pytest in a child process (two_screens_checks.py)
    # inherits KINO_TEST_TIMES and logs its own tests in its own file.
    with open(Path(folder) / f"{worker}-{os.getpid()}.jsonl", "a", encoding="utf-8") as log:
        log.write(json.dumps(record) + "\n")


def report(folder: Path, top: int = 40) -> str:
    """The tests with the most idle time (wall - own CPU - children's CPU - time queued for a
    CPU), and per worker its number of tests, when it ended, its wall and CPU seconds."""
    lines: list[str] = []
    records = []
    for path in sorted(folder.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            records.append({**json.loads(line), "worker": path.stem})
    if not records:
        return "no records"
    origin = min(r["start"] for r in records)
    for worker in sorted({r["worker"] for r in records}):
        mine = [r for r in records if r["worker"] == worker]
        end = max(r["start"] + r["wall"] for r in mine) - origin
        cpu = sum(r["cpu"] + r["children"] for r in mine)
        wall = sum(r["wall"] for r in mine)
        lines.append(
            f"{worker}: {len(mine)} tests, ends at {end:.0f} s, wall {wall:.0f} s, cpu {cpu:.0f} s"
        )
    total_wall = sum(r["wall"] for r in records)
    total_cpu = sum(r["cpu"] + r["children"] for r in records)
    lines.append(f"all: wall {total_wall:.0f} s, cpu {total_cpu:.0f} s")

    def idle(r: dict) -> float:
        return r["wall"] - r["cpu"] - r["children"] - r.get("queued", 0.0)

    total_idle = sum(idle(r) for r in records)
    lines.append(f"idle in all: {total_idle:.0f} s")
    lines.append("most idle (idle, wall, cpu, children, queued):")
    for r in sorted(records, key=lambda r: -idle(r))[:top]:
        lines.append(
            f"{idle(r):7.2f} {r['wall']:7.2f} {r['cpu']:7.2f} {r['children']:7.2f} "
            f"{r.get('queued', 0.0):7.2f} {r['test']}"
        )
    lines.append("most CPU (cpu + children, wall):")
    for r in sorted(records, key=lambda r: -(r["cpu"] + r["children"]))[:top]:
        lines.append(f"{r['cpu'] + r['children']:7.2f} {r['wall']:7.2f} {r['test']}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 40))
