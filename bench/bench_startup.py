"""Start-up: from process start to the first painted frame of the window (offscreen).

Prints `startup: median X ms` over 5 runs (and the import cost of the Qt stack alone, for
comparison). Run: `make bench`, or `.venv/bin/python bench/bench_startup.py`.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 5


def one_run(env: dict[str, str]) -> float:
    start = time.time()
    output = subprocess.run(
        [sys.executable, str(ROOT / "main.py")],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    line = next(li for li in output.splitlines() if li.startswith("first-frame"))
    return (float(line.split()[1]) - start) * 1000.0


def import_cost(env: dict[str, str]) -> float:
    start = time.time()
    subprocess.run(
        [sys.executable, "-c", "import PySide6.QtWidgets, pyqtgraph"], env=env, check=True
    )
    return (time.time() - start) * 1000.0


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            KINO_EXIT_AFTER_FIRST_FRAME="1",
            KINO_CONFIG_DIR=str(Path(folder) / "config"),
            KINO_DATA_DIR=str(Path(folder) / "data"),
        )
        one_run(env)  # warm the file cache; not counted
        times = [one_run(env) for _ in range(RUNS)]
        imports = [import_cost(env) for _ in range(3)]
    print(f"startup: median {statistics.median(times):.0f} ms")
    print(f"import PySide6 + pyqtgraph alone: median {statistics.median(imports):.0f} ms")


if __name__ == "__main__":
    main()
