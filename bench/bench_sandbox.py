"""The Code panel's run start-up, before and after the boundary (kino_core.confinement).

Runs `x = 1` through the sandbox RUNS times with today's kino_core.sandbox and RUNS times with
the sandbox as it was before the boundary (git revision BEFORE, loaded from a temporary copy),
interleaved so that a busy machine slows both alike, and prints the medians of

- start-up: from start() to the code's first line (Python, NumPy, limits, and now confinement);
- whole run: from start() until the RunResult is ready;
- confine(): the boundary alone, timed inside a fresh Python with NumPy imported, as in the
  child (load confinement.py + apply).

Run: `.venv/bin/python bench/bench_sandbox.py` (needs git for the "before" figures).
"""

from __future__ import annotations

import importlib.util
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kino_core import sandbox  # noqa: E402

RUNS = 20
BEFORE = "3cfe7cb"  # the last revision without the boundary
SOURCE = "x = 1\n"


def load_before(folder: Path):
    """kino_core/sandbox.py and its child as of BEFORE, imported from a copy in folder."""
    for name in ("sandbox.py", "_sandbox_child.py"):
        text = subprocess.run(
            ["git", "-C", str(ROOT), "show", f"{BEFORE}:kino_core/{name}"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        (folder / name).write_text(text)
    spec = importlib.util.spec_from_file_location("sandbox_before", folder / "sandbox.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def one_run(module) -> tuple[float, float]:
    result = module.run_code(SOURCE, timeout_s=5.0)
    assert result.status == "ok", result.message
    return result.startup_s * 1000.0, result.duration_s * 1000.0


def confine_cost() -> float:
    """Milliseconds to load confinement.py and apply it, in a fresh Python like the child's."""
    script = (
        "import importlib.util, sys, time\n"
        "import numpy\n"  # the child has NumPy (and so ctypes) before it confines itself
        "folder = sys.argv[1]\n"
        "start = time.perf_counter()\n"
        f"spec = importlib.util.spec_from_file_location('c', {str(ROOT / 'kino_core' / 'sandbox' / 'confinement.py')!r})\n"  # noqa: E501
        "module = importlib.util.module_from_spec(spec)\n"
        "sys.modules['c'] = module\n"
        "spec.loader.exec_module(module)\n"
        "held = module.confine([folder])\n"
        "print((time.perf_counter() - start) * 1000.0, held.complete)\n"
    )
    with tempfile.TemporaryDirectory() as folder:
        output = subprocess.run(
            [sys.executable, "-I", "-c", script, folder], capture_output=True, text=True, check=True
        ).stdout.split()
    return float(output[0])


def main() -> None:
    print(f"protection here: {sandbox.expected_protection().status_line()}")
    with tempfile.TemporaryDirectory() as folder:
        try:
            before = load_before(Path(folder))
        except (OSError, subprocess.CalledProcessError) as exc:
            before = None
            print(f"(no 'before' figures: git show {BEFORE} failed: {exc})")
        one_run(sandbox)  # warm the disk cache for both
        if before is not None:
            one_run(before)
        after_start, after_total, before_start, before_total = [], [], [], []
        for _ in range(RUNS):
            start, total = one_run(sandbox)
            after_start.append(start)
            after_total.append(total)
            if before is not None:
                start, total = one_run(before)
                before_start.append(start)
                before_total.append(total)
            time.sleep(0.02)
    median = statistics.median
    print(f"runs of {SOURCE.strip()!r}, median over {RUNS}:")
    if before is not None:
        print(
            f"  before ({BEFORE}): start-up {median(before_start):6.1f} ms, "
            f"whole run {median(before_total):6.1f} ms"
        )
    print(
        f"  after  (boundary): start-up {median(after_start):6.1f} ms, "
        f"whole run {median(after_total):6.1f} ms"
    )
    if before is not None:
        print(
            f"  added: start-up {median(after_start) - median(before_start):+6.1f} ms, "
            f"whole run {median(after_total) - median(before_total):+6.1f} ms"
        )
    costs = [confine_cost() for _ in range(RUNS)]
    print(f"  confine() alone (load + apply), median over {RUNS}: {median(costs):.1f} ms")


if __name__ == "__main__":
    main()
