"""tests/timing_plugin.py: what it logs for a test run with KINO_TEST_TIMES, and its report."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.timing_plugin import report

ROOT = Path(__file__).resolve().parent.parent

SLEEPY = """
import time


def test_sleeps():
    time.sleep(0.3)


def test_computes():
    sum(i * i for i in range(300_000))
"""


def test_a_sleeping_test_is_logged_idle_and_a_computing_one_busy(tmp_path):
    (tmp_path / "test_sleepy.py").write_text(SLEEPY, encoding="utf-8")
    (tmp_path / "conftest.py").write_text(
        f"import sys\nsys.path.insert(0, {str(ROOT)!r})\n"
        "from tests.timing_plugin import pytest_runtest_protocol  # noqa: E402, F401\n",
        encoding="utf-8",
    )
    times = tmp_path / "times"
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", "-p", "no:cacheprovider",
         "-p", "no:randomly", str(tmp_path / "test_sleepy.py")],
        capture_output=True, text=True, cwd=tmp_path, timeout=300,
        env={**{k: v for k, v in os.environ.items() if not k.startswith("PYTEST_XDIST")},
             "KINO_TEST_TIMES": str(times)},  # a main process of its own, not a worker
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    (log,) = times.glob("main-*.jsonl")
    records = {
        r["test"].rsplit("::", 1)[1]: r for r in map(json.loads, log.read_text().splitlines())
    }
    sleeps, computes = records["test_sleeps"], records["test_computes"]
    # Sleeping is wall time with next to no CPU: idle; computing is CPU (or waiting for one).
    assert sleeps["wall"] >= 0.3 and sleeps["cpu"] < 0.1
    assert computes["cpu"] > 0.0 and computes["children"] == 0.0
    text = report(times)
    assert "main-" in text and "2 tests" in text
    most_idle = text.split("most idle")[1].splitlines()[1]
    assert most_idle.endswith("test_sleepy.py::test_sleeps")


def test_no_folder_no_log(tmp_path):
    assert report(tmp_path) == "no records"
