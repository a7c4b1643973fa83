"""The frames the child sends back over its unnamed file (protection, start, result, arrays)
and the run's captured output, read within fixed byte limits."""

from __future__ import annotations

import contextlib
import io
import json
import math
import os
import struct
import tempfile
import time

import numpy as np

from kino_core.sandbox.limits import ARRAYS_MAX_BYTES, ARRAYS_MAX_COUNT

_RESULT_MAX_BYTES = 1024 * 1024


_FRAME_TAGS = {b"P": 4096, b"S": 4096, b"R": _RESULT_MAX_BYTES, b"E": 4096, b"A": 0}


_CHANNEL_MAX_BYTES = ARRAYS_MAX_BYTES + _RESULT_MAX_BYTES + 64 * 1024 * (ARRAYS_MAX_COUNT // 64)


_CHANNEL_MAX_FRAMES = ARRAYS_MAX_COUNT + 16


def unnamed_file() -> int:
    """A new empty file that no folder names (O_TMPFILE, else created and unlinked at once)."""
    folder = tempfile.gettempdir()
    if hasattr(os, "O_TMPFILE"):
        with contextlib.suppress(OSError):
            return os.open(folder, os.O_TMPFILE | os.O_RDWR | os.O_CLOEXEC, 0o600)
    fd, path = tempfile.mkstemp(dir=folder)
    os.unlink(path)
    return fd


class Channel:
    """The read end of the pipe the child reports on: frames, within fixed bounds.

    A frame is one tag byte, a 4-byte big-endian length and the payload (child.py).
    Reading never blocks, stops after a time budget per call, and keeps at most
    _CHANNEL_MAX_BYTES in _CHANNEL_MAX_FRAMES frames; past that the channel is "flooded" and
    the rest is read and dropped, so the writer is never left blocked.
    """

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.frames: list[tuple[bytes, bytes]] = []
        self.flooded = False
        self.closed = False
        self._buffer = bytearray()
        self._kept = 0

    def drain(self, budget_s: float = 0.02) -> None:
        deadline = time.monotonic() + budget_s
        while not self.closed:
            try:
                data = os.read(self.fd, 1 << 20)
            except BlockingIOError:
                return
            except InterruptedError:
                continue
            except OSError:
                self.closed = True
                return
            if not data:
                self.closed = True
                return
            if not self.flooded:
                self._buffer += data
                self._split()
            if time.monotonic() > deadline:
                return

    def _split(self) -> None:
        buffer = self._buffer
        offset = 0
        while len(buffer) - offset >= 5:
            tag = bytes(buffer[offset : offset + 1])
            (length,) = struct.unpack_from(">I", buffer, offset + 1)
            limit = _FRAME_TAGS.get(tag)
            if (
                limit is None
                or (limit and length > limit)
                or self._kept + length > _CHANNEL_MAX_BYTES
                or len(self.frames) >= _CHANNEL_MAX_FRAMES
            ):
                self.flooded = True
                self._buffer = bytearray()
                return
            if len(buffer) - offset - 5 < length:
                break
            self.frames.append((tag, bytes(buffer[offset + 5 : offset + 5 + length])))
            self._kept += length
            offset += 5 + length
        del buffer[:offset]

    def first(self, tag: bytes) -> bytes | None:
        return next((payload for kind, payload in self.frames if kind == tag), None)

    def last(self, tag: bytes) -> bytes | None:
        return next((payload for kind, payload in reversed(self.frames) if kind == tag), None)


def json_object(payload: bytes | None) -> dict:
    """A JSON object from a frame, {} for anything else."""
    if not payload:
        return {}
    try:
        loaded = json.loads(payload.decode("utf-8", "replace"))
    except (ValueError, RecursionError):
        return {}
    return loaded if isinstance(loaded, dict) else {}


def _decode_array(payload: bytes) -> tuple[str, np.ndarray | None]:
    """(name, array) from one A frame, checked before anything is allocated; array None: bad."""
    name = ""
    try:
        (name_length,) = struct.unpack_from(">H", payload, 0)
        name = payload[2 : 2 + name_length].decode("utf-8")
        body = io.BytesIO(payload)
        body.seek(2 + name_length)
        version = np.lib.format.read_magic(body)
        if version == (1, 0):
            shape, fortran, dtype = np.lib.format.read_array_header_1_0(body)
        else:
            shape, fortran, dtype = np.lib.format.read_array_header_2_0(body)
        if dtype.hasobject or any(extent < 0 for extent in shape):
            return name, None
        count = math.prod(shape)
        if count * dtype.itemsize != len(payload) - body.tell():
            return name, None  # the bytes do not match the header: never trust the header
        flat = np.frombuffer(payload, dtype=dtype, count=count, offset=body.tell())
        return name, flat.reshape(shape, order="F" if fortran else "C").copy()
    except Exception:
        return name, None


def read_arrays(channel: Channel) -> tuple[dict[str, np.ndarray], dict[str, str]]:
    """The arrays the child sent (A frames; no pickles), within the channel's bounds."""
    arrays: dict[str, np.ndarray] = {}
    skipped: dict[str, str] = {}
    for tag, payload in channel.frames:
        if tag != b"A":
            continue
        name, array = _decode_array(payload)
        if not name.isidentifier():
            continue
        if array is None:
            skipped[name] = "could not be read back"
        elif len(arrays) < ARRAYS_MAX_COUNT:
            arrays[name] = array
    if channel.flooded:
        skipped["*"] = "the code sent back more than kino reads"
    return arrays, skipped


def read_fd(fd: int | None, limit: int) -> tuple[bytes, int]:
    """(the first ``limit`` bytes, the size) of a file kino opened; (b"", 0) if unreadable."""
    if fd is None:
        return b"", 0
    try:
        return os.pread(fd, limit, 0), os.fstat(fd).st_size
    except OSError:
        return b"", 0
