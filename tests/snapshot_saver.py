"""A writer for tests/test_snapshot.py's kill tests: it saves two contents to one file in turn,
forever, until the test kills it at a random moment.

Each writer is a process of its own, forked from multiprocessing's fork server, which imported
this module (and with it kino_core and NumPy) once: the tests start 80 writers, and a fresh
Python importing NumPy for each spent most of their CPU on that.
"""

from __future__ import annotations

from multiprocessing.connection import Connection
from pathlib import Path

from kino_core.atomic import atomic_write_bytes
from kino_core.snapshot import parse_snapshot, save_snapshot


def save_forever(mode: str, target: str, first: str, second: str, progress: Connection) -> None:
    """Save ``first`` and ``second`` (files) to ``target`` alternately: as snapshots with
    save_snapshot (mode "snapshot") or as bytes with atomic_write_bytes (mode "bytes").
    Sends b"ready" once both are read, then b"+" after each save."""
    contents = [Path(first).read_bytes(), Path(second).read_bytes()]
    if mode == "snapshot":
        contents = [parse_snapshot(data).snapshot for data in contents]
    progress.send_bytes(b"ready")
    i = 0
    while True:
        i += 1
        if mode == "snapshot":
            save_snapshot(target, contents[i % 2])
        else:
            atomic_write_bytes(target, contents[i % 2])
        progress.send_bytes(b"+")  # one save done
