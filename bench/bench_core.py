"""Benchmark kino_core: prints one line per figure, `name: median X unit, p99 Y unit`.

    .venv/bin/python bench/bench_core.py

Targets (issue 2): evaluate during a drag, 1 query x 4 keys at d = 512: median <= 50 µs;
evaluate, 8 queries x 12 keys at d = 4096: median <= 1 ms; the whole saturation curve for
4 keys, d = 2 … 4096: <= 50 ms. "+ readouts" figures also read every readout (largest
weight, entropy, effective keys, ‖J‖), as the panels do on each frame.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import numpy as np

from kino_core.evaluate import evaluate
from kino_core.saturation import DEFAULT_DIMS, DEFAULT_TRIALS, saturation_curve
from kino_core.scene import OKABE_ITO, Key, Query, Scene, move_vector


def _measure(run: Callable[[int], object], repeats: int, warmup: int) -> np.ndarray:
    """Seconds per call of run(i), for i = 0 … repeats − 1 after `warmup` untimed calls."""
    for i in range(warmup):
        run(i)
    times = np.empty(repeats)
    for i in range(repeats):
        start = time.perf_counter()
        run(i)
        times[i] = time.perf_counter() - start
    return times


def _report(name: str, seconds: np.ndarray, unit: str) -> None:
    factor = {"µs": 1e6, "ms": 1e3}[unit]
    median = np.median(seconds) * factor
    p99 = np.percentile(seconds, 99) * factor
    print(f"{name}: median {median:.1f} {unit}, p99 {p99:.1f} {unit}", flush=True)


def _scene(n_q: int, n_k: int, d: int) -> Scene:
    queries = tuple(
        Query(i, "q" if n_q == 1 else f"q{i + 1}", math.cos(i), math.sin(i)) for i in range(n_q)
    )
    keys = tuple(
        Key(i, chr(65 + i), 2.5 * math.cos(2 * i), 2.5 * math.sin(2 * i), OKABE_ITO[i % 8])
        for i in range(n_k)
    )
    return Scene(queries=queries, keys=keys, d=d, seed=1)


def _drag_path(scene: Scene, steps: int) -> list[Scene]:
    """The scenes a drag goes through: the query moves along a circle, one step per frame."""
    path = []
    for i in range(steps):
        angle = 2 * math.pi * i / 97
        path.append(move_vector(scene, "query", 0, 2.9 * math.cos(angle), 2.9 * math.sin(angle)))
    return path


def _readouts(result) -> None:
    for readouts in (result.readouts_unscaled, result.readouts_scaled):
        _ = readouts.largest, readouts.entropy_fraction, readouts.jacobian_norm


def main() -> None:
    repeats = 5000
    drag = _drag_path(_scene(1, 4, 512), repeats)
    evaluate(drag[0])  # warms the hidden-score cache, as the first frame of a drag does
    _report("evaluate drag 1x4 d=512", _measure(lambda i: evaluate(drag[i]), repeats, 500), "µs")
    _report(
        "evaluate drag 1x4 d=512 + readouts",
        _measure(lambda i: _readouts(evaluate(drag[i])), repeats, 500),
        "µs",
    )

    big = _drag_path(_scene(8, 12, 4096), 2000)
    evaluate(big[0])
    _report("evaluate 8x12 d=4096", _measure(lambda i: evaluate(big[i]), 2000, 200), "µs")
    _report(
        "evaluate 8x12 d=4096 + readouts",
        _measure(lambda i: _readouts(evaluate(big[i])), 2000, 200),
        "µs",
    )
    # A new seed each time: nothing cached, the hidden coordinates are drawn afresh
    # (what re-roll or opening a file costs).
    cold = [
        Scene(queries=big[0].queries, keys=big[0].keys, d=4096, seed=1000 + i) for i in range(60)
    ]
    _report(
        "evaluate 8x12 d=4096 cold (new seed)", _measure(lambda i: evaluate(cold[i]), 50, 10), "ms"
    )

    # A different seed per run, so the cache never answers.
    _report(
        f"saturation curve 4 keys d=2..4096 ({DEFAULT_TRIALS} trials)",
        _measure(lambda i: saturation_curve(4, DEFAULT_DIMS, seed=10_000 + i), 100, 5),
        "ms",
    )


if __name__ == "__main__":
    main()
