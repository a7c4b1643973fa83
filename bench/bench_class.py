"""The room answers: 300 simulated phones on the loopback network while the lecturer drags.

kino runs offscreen, presenting at 1920x1080 and 150% with a question open on 127.0.0.1 (never
a LAN address). A second process plays 300 phones, each from its own loopback address
(127.0.1.x, 127.0.2.x: every address in 127/8 is this machine, so each phone has its own rate
limit as on a real network): over 10 s each loads the page and the question, then sends its
answer, and records how long the answer took. Meanwhile the GUI thread drags the query round
the canvas, one full evaluate-and-repaint per move, as bench_ui.py does; the same drag with no
phones is the idle figure. Bounded: the phones stop after 10 s plus a 5 s timeout each.

Prints one line:

    class: 300 clients, N answers counted, L lost, p99 answer latency X ms,
    drag median during answers Y ms (idle Z ms)

(on one line). "Counted" is the tally of the lecturer's side; "lost" are the phones whose
answer was refused, timed out or never reached the tally.
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PHONES = int(os.environ.get("KINO_BENCH_PHONES", "300"))
SPREAD_S = 10.0
TIMEOUT_S = 5.0
IDLE_MOVES = 200
ROOT = Path(__file__).resolve().parent.parent


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def phone_address(i: int) -> str:
    """Phone i's own loopback address: 127.0.1.2, 127.0.1.3, … (never 127.0.0.1, kino's)."""
    return f"127.0.{1 + i // 250}.{2 + i % 250}"


async def phones(url: str, labels: list[str]) -> dict:
    import aiohttp

    rng = random.Random(7)
    starts = sorted(rng.uniform(0, SPREAD_S) for _ in range(PHONES))
    latencies: list[float] = []
    statuses: dict[str, int] = {}
    began = time.perf_counter()

    async def phone(i: int, start: float) -> None:
        await asyncio.sleep(max(0.0, start - (time.perf_counter() - began)))
        connector = aiohttp.TCPConnector(local_addr=(phone_address(i), 0), force_close=False)
        timeout = aiohttp.ClientTimeout(total=TIMEOUT_S)
        token = f"phone{i:011d}bench"
        try:
            async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
                async with session.get(url) as page:
                    await page.read()
                async with session.get(url + "question") as question:
                    await question.read()
                body = {"token": token, "answer": labels[i % len(labels)]}
                t0 = time.perf_counter()
                async with session.post(url + "answer", json=body) as answer:
                    await answer.read()
                    status = str(answer.status)
                latencies.append((time.perf_counter() - t0) * 1000.0)
        except (aiohttp.ClientError, TimeoutError) as error:
            status = type(error).__name__
        statuses[status] = statuses.get(status, 0) + 1

    await asyncio.gather(*(phone(i, s) for i, s in enumerate(starts)))
    return {"latencies": latencies, "statuses": statuses}


def run_phones(url: str, labels: list[str]) -> None:
    print(json.dumps(asyncio.run(phones(url, labels))))


def run_lecture() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
    settings_dir = tempfile.mkdtemp(prefix="kino-bench-class-")
    os.environ["KINO_CONFIG_DIR"] = str(Path(settings_dir) / "config")
    os.environ["KINO_DATA_DIR"] = str(Path(settings_dir) / "data")
    sys.path.insert(0, str(ROOT))

    import pyqtgraph as pg
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from app.application import create_application

    create_application()
    pg.setConfigOptions(mouseRateLimit=0)
    from app.shell.compose import build_app

    kino = build_app()
    kino.files.session_enabled = False
    kino.canvas.frame_interval_ms = 0.0
    kino.presentation.enter(full_screen=False, scale=1.5)
    kino.window.setMinimumSize(1, 1)
    kino.window.resize(1920, 1080)
    kino.window.show()
    kino.document.set_d(512)
    for _ in range(3):
        QApplication.processEvents()
    classroom = kino.classroom
    classroom.host_provider = lambda: "127.0.0.1"  # the bench never uses a LAN address
    canvas, viewport = kino.canvas, kino.canvas.viewport()
    query = kino.document.scene.queries[0]
    start = canvas.data_to_viewport(query.x, query.y)
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    step = [0]

    def move() -> float:
        angle = 2 * math.pi * step[0] / 200
        step[0] += 1
        target = canvas.data_to_viewport(2.0 * math.cos(angle), 2.0 * math.sin(angle))
        t0 = time.perf_counter()
        QTest.mouseMove(viewport, QPoint(target.x(), target.y()))
        QApplication.processEvents()
        return (time.perf_counter() - t0) * 1000.0

    for _ in range(20):
        move()  # warm up: the first paints build caches
    assert classroom.open_question()
    QApplication.processEvents()
    idle = [move() for _ in range(IDLE_MOVES)]  # the question open, no phone yet
    labels = [k.label for k in kino.document.scene.keys]
    crowd = subprocess.Popen(
        [sys.executable, __file__, "--phones", classroom.server.url, json.dumps(labels)],
        stdout=subprocess.PIPE,
        text=True,
    )
    busy = []
    deadline = time.monotonic() + SPREAD_S + 3 * TIMEOUT_S
    while crowd.poll() is None and time.monotonic() < deadline:
        busy.append(move())
    out, _ = crowd.communicate(timeout=TIMEOUT_S)
    report = json.loads(out.strip().splitlines()[-1])
    settle = time.monotonic() + TIMEOUT_S
    while len(classroom.tally) < report["statuses"].get("200", 0) and time.monotonic() < settle:
        QApplication.processEvents()
    counted = len(classroom.tally)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton)
    classroom.dismiss()
    kino.document.mark_saved()
    kino.window.close()
    latencies = report["latencies"] or [float("nan")]
    print(
        f"class: {PHONES} clients, {counted} answers counted, {PHONES - counted} lost, "
        f"p99 answer latency {percentile(latencies, 0.99):.1f} ms, "
        f"drag median during answers {statistics.median(busy):.2f} ms "
        f"(idle {statistics.median(idle):.2f} ms)"
    )
    refused = {k: v for k, v in report["statuses"].items() if k != "200"}
    if refused:
        print(f"  (answers not counted by the server: {refused})")


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--phones":
        run_phones(sys.argv[2], json.loads(sys.argv[3]))
        return
    run_lecture()


if __name__ == "__main__":
    main()
