"""make test's scheduling (tests/conftest.py): under ``--dist loadgroup`` an ``xdist_group``
runs on one worker, so the bundle's tests wait for one PyInstaller build on one worker only,
and the longest work is handed out first."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

GROUPED = """
import os
import pytest

pytestmark = pytest.mark.xdist_group("together")


@pytest.mark.parametrize("i", range(6))
def test_grouped(i):
    with open(os.environ["WORKERS_FILE"], "a") as f:
        f.write(os.environ["PYTEST_XDIST_WORKER"] + "\\n")


@pytest.mark.parametrize("i", range(6))
def test_free(i):
    pass
"""


def test_an_xdist_group_runs_on_one_worker(tmp_path):
    (tmp_path / "test_grouped.py").write_text(GROUPED, encoding="utf-8")
    (tmp_path / "conftest.py").write_text(
        f"import sys\nsys.path.insert(0, {str(ROOT)!r})\n"
        "from tests.conftest import pytest_collection_modifyitems  # noqa: E402, F401\n",
        encoding="utf-8",
    )
    workers = tmp_path / "workers.txt"
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "2", "--dist", "loadgroup",
         "-p", "no:cacheprovider", "-p", "no:randomly", str(tmp_path / "test_grouped.py")],
        capture_output=True, text=True, cwd=tmp_path, timeout=300,
        env=dict(os.environ, WORKERS_FILE=str(workers)),
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "12 passed" in done.stdout
    ran_on = workers.read_text(encoding="utf-8").split()
    assert len(ran_on) == 6 and len(set(ran_on)) == 1, ran_on


class _Item:
    """What longest_first reads of a test: its name and markers."""

    def __init__(self, name: str, *marks: str) -> None:
        self.name, self.marks = name, set(marks)

    def get_closest_marker(self, name: str) -> object | None:
        return name if name in self.marks else None


def test_make_test_starts_the_slow_groups_first_then_the_groups_then_the_slow_tests():
    from tests.conftest import longest_first

    items = [
        _Item("a"),
        _Item("two screens", "slow"),
        _Item("sandbox 1", "xdist_group"),
        _Item("bundle 1", "xdist_group", "slow"),
        _Item("b"),
        _Item("sandbox 2", "xdist_group"),
        _Item("bundle 2", "xdist_group", "slow"),
    ]
    assert [item.name for item in longest_first(items)] == [
        "bundle 1",
        "bundle 2",
        "sandbox 1",
        "sandbox 2",
        "two screens",
        "a",
        "b",
    ]


def test_make_test_keeps_that_order():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "--dist loadgroup --no-loadscope-reorder" in makefile
