"""Start-up: from process start to the first painted frame of the window (offscreen).

Prints `startup: median X ms (CPU Y ms)` over 5 runs (and the import cost of the Qt stack alone, for
comparison). Run: `make bench`, or `.venv/bin/python bench/bench_startup.py`.

Options, to compare `make run` with the standalone build (`make dist`):

    --bundle dist/kino   also time the bundle's own executable (dist/kino/kino)
    --cold               also time cold starts: before each run, the files that run reads are
                         dropped from the page cache with posix_fadvise(DONTNEED) (for `make
                         run`: .venv, the Python standard library and kino's source; for the
                         bundle: its folder). Shared system libraries stay cached for both; this
                         drops only these files, never the whole cache of a shared machine.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 5


def one_run(command: list[str], env: dict[str, str]) -> float:
    """Wall-clock ms from process start to the first painted frame."""
    start = time.time()
    output = subprocess.run(
        command,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
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


def evict(folders: list[Path]) -> None:
    """Drop these folders' files from the page cache (clean pages no process maps)."""
    for folder in folders:
        for path in [folder] if folder.is_file() else folder.rglob("*"):
            if path.is_symlink() or not path.is_file():
                continue
            try:
                fd = os.open(path, os.O_RDONLY)
            except OSError:
                continue
            try:
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(fd)


def source_files() -> list[Path]:
    """What `make run` reads: the venv, the standard library, libpython, kino's source."""
    libdir = Path(sysconfig.get_config_var("LIBDIR") or "/nonexistent")
    libpython = libdir / str(sysconfig.get_config_var("LDLIBRARY") or "")
    return [
        Path(sys.prefix),
        Path(sysconfig.get_paths()["stdlib"]),
        libpython,
        Path(sys.executable).resolve(),
        ROOT / "app",
        ROOT / "kino_core",
        ROOT / "main.py",
    ]


def children_cpu_s() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def medians(command: list[str], env: dict[str, str], cold: list[Path] | None) -> str:
    """Median wall-clock ms to the first frame, and median CPU ms of the whole run (less
    sensitive to a busy machine than the wall clock)."""
    one_run(command, env)  # warm the file cache (or check that it runs); not counted
    times, cpu = [], []
    for _ in range(RUNS):
        if cold is not None:
            evict(cold)
        before = children_cpu_s()
        times.append(one_run(command, env))
        cpu.append((children_cpu_s() - before) * 1000.0)
    return f"median {statistics.median(times):.0f} ms (CPU {statistics.median(cpu):.0f} ms)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, help="the folder `make dist` made (dist/kino)")
    parser.add_argument("--cold", action="store_true", help="also time cold starts")
    args = parser.parse_args()
    commands = {"make run": ([sys.executable, str(ROOT / "main.py")], source_files())}
    if args.bundle:
        folder = args.bundle.resolve()
        commands["bundle"] = ([str(folder / "kino")], [folder])
    with tempfile.TemporaryDirectory() as folder:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            KINO_EXIT_AFTER_FIRST_FRAME="1",
            KINO_CONFIG_DIR=str(Path(folder) / "config"),
            KINO_DATA_DIR=str(Path(folder) / "data"),
        )
        if not args.bundle and not args.cold:
            print(f"startup: {medians(commands['make run'][0], env, None)}")
        else:
            for name, (command, files) in commands.items():
                print(f"startup, {name}, warm: {medians(command, env, None)}")
                if args.cold:
                    print(f"startup, {name}, cold: {medians(command, env, files)}")
        imports = [import_cost(env) for _ in range(3)]
    print(f"import PySide6 + pyqtgraph alone: median {statistics.median(imports):.0f} ms")


if __name__ == "__main__":
    main()
