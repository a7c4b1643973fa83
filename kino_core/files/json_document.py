"""Reading and writing kino's JSON documents: size limits, strict parsing, atomic saves.

Snapshots (``.kino``), lesson decks (``.kinodeck``) and recordings (``.kinorec``) are UTF-8
JSON documents of at most 1 MiB; this module reads their bytes with that limit, parses them
strictly (a field twice, NaN or a 41-digit integer is the field's error, not the parser's),
checks a written document reads back the same, and writes one atomically.
"""

from __future__ import annotations

import json
import math
import os
import stat
from collections.abc import Mapping
from typing import Any, NoReturn

from ..atomic import atomic_write_bytes
from .errors import FOUND_CHARS, MAX_INT_DIGITS, BadNumber, SnapshotError

MAX_FILE_BYTES = 1 << 20  # 1 MiB: a full scene is a few kilobytes, a long deck a few hundred


def read_file_limited(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file at ``path``, refusing before reading if it is over ``limit``.

    Raises SnapshotError (source = the path) for a missing file, a folder, a non-regular file
    (a pipe or a device would block), a file over the limit, a permission error or any other
    OS error.
    """
    try:
        source = os.fspath(path)
    except TypeError:
        raise SnapshotError(None, problem=f"not a file path: {path!r}") from None
    source = os.fsdecode(source)

    def fail(problem: str, expected: str = "a kino file", found: str | None = None) -> NoReturn:
        raise SnapshotError(None, expected, found or problem, problem=problem, source=source)

    try:
        info = os.stat(source)
    except (FileNotFoundError, NotADirectoryError):
        fail("no such file")
    except PermissionError:
        fail("permission denied: kino may not read this file")
    except (OSError, ValueError) as error:  # ValueError: embedded NUL character in the path
        fail(f"cannot be read: {getattr(error, 'strerror', None) or error}")
    if stat.S_ISDIR(info.st_mode):
        fail("is a folder, not a file", found="a folder")
    if not stat.S_ISREG(info.st_mode):
        fail("is not a regular file (a device, a pipe or a socket)", found="a special file")
    if info.st_size > limit:
        _too_big(info.st_size, limit, source)
    try:
        with open(source, "rb") as handle:
            data = handle.read(limit + 1)
    except PermissionError:
        fail("permission denied: kino may not read this file")
    except IsADirectoryError:
        fail("is a folder, not a file", found="a folder")
    except OSError as error:
        fail(f"cannot be read: {error.strerror or error}")
    if len(data) > limit:  # it grew between stat and read
        _too_big(len(data), limit, source)
    return data


def _too_big(size: int, limit: int, source: str) -> NoReturn:
    raise SnapshotError(
        None,
        f"a file of at most {limit / 2**20:g} MiB ({limit} bytes)",
        f"{size} bytes",
        problem=f"the file is {size / 2**20:.1f} MiB ({size} bytes); "
        f"kino reads files of at most {limit / 2**20:g} MiB",
        source=source,
    )


def _parse_float(text: str) -> float | BadNumber:
    value = float(text)
    return value if math.isfinite(value) else BadNumber(text[:FOUND_CHARS])


def _parse_int(text: str) -> int | BadNumber:
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        return BadNumber(f"{text[:12]}… (an integer of {digits} digits)")
    return int(text)


def _parse_constant(name: str) -> BadNumber:
    return BadNumber(name)  # NaN, Infinity, -Infinity: not JSON, but Python's json reads them


def _object_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for name, value in pairs:
        if name in result:
            raise SnapshotError(
                None,
                "each field once per object",
                f'"{name}" twice',
                problem=f'the field "{name}" appears twice in one object',
            )
        result[name] = value
    return result


def parse_json_document(
    data: bytes | bytearray | memoryview | str,
    source: str = "",
    limit: int = MAX_FILE_BYTES,
) -> Any:
    """Decode UTF-8 JSON text (bytes, or str already decoded) into Python values.

    Refuses, with SnapshotError: more than ``limit`` bytes, bytes that are not UTF-8, an empty
    or blank document, malformed JSON (with line and column), nesting too deep for the parser,
    a field that appears twice in one object. NaN, ±Infinity, floats beyond the double range and
    integers of more than 40 digits are not refused here: they come back as placeholders that
    every field refuses with its own path. A leading UTF-8 byte order mark is ignored.
    """
    if isinstance(data, str):
        text = data
        size = len(text.encode("utf-8", "surrogatepass"))
        if size > limit:
            _too_big(size, limit, source)
    else:
        raw = bytes(data)
        if len(raw) > limit:
            _too_big(len(raw), limit, source)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as error:
            bad = raw[error.start : error.start + 1]
            raise SnapshotError(
                None,
                "UTF-8 text",
                f"the byte 0x{bad.hex().upper()} at offset {error.start}",
                problem=f"not UTF-8 text: the byte 0x{bad.hex().upper()} at offset "
                f"{error.start} cannot start or continue a UTF-8 character",
                source=source,
            ) from None
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text.strip():
        raise SnapshotError(
            None, "a JSON document", "an empty file", problem="the file is empty", source=source
        )
    try:
        return json.loads(
            text,
            parse_float=_parse_float,
            parse_int=_parse_int,
            parse_constant=_parse_constant,
            object_pairs_hook=_object_pairs,
        )
    except SnapshotError as error:
        raise error.with_source(source) from None
    except json.JSONDecodeError as error:
        raise SnapshotError(
            None,
            "valid JSON",
            error.msg,
            problem=f"not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}",
            source=source,
            line=error.lineno,
            column=error.colno,
        ) from None
    except RecursionError:
        raise SnapshotError(
            None,
            "a kino document",
            "lists or objects nested too deeply",
            problem="not a kino file: lists or objects are nested too deeply to read",
            source=source,
        ) from None
    except (ValueError, OverflowError) as error:  # defensive: what the json module may add
        raise SnapshotError(
            None, "valid JSON", str(error), problem=f"not valid JSON: {error}", source=source
        ) from None


def check_round_trip(loaded: object, original: object, source: str) -> None:
    """Refuse to save a document that would not read back as the object it was made from."""
    if loaded != original:
        raise SnapshotError(
            None,
            "a file that reads back as the same scene",
            "a difference after reading it back",
            problem="cannot be saved faithfully: reading it back gives a different scene",
            source=source,
        )


def write_document(path: str | os.PathLike[str], text: str) -> None:
    """Encode ``text`` as UTF-8 and write it to ``path`` atomically; errors become SnapshotError
    (an OSError is kept as its ``__cause__``)."""
    source = str(path)
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise SnapshotError(
            None,
            "text in valid Unicode",
            "an unpaired surrogate",
            problem=str(error),
            source=source,
        ) from None
    try:
        atomic_write_bytes(path, data)
    except OSError as error:
        reason = error.strerror or str(error)
        raise SnapshotError(
            None,
            "a folder kino may write to",
            reason,
            problem=f"cannot save: {reason}",
            source=source,
        ) from error


def dump_document(document: Mapping[str, Any]) -> str:
    """JSON text of a document: indent 2, fields in the given order, floats by repr (exact
    round trip), non-ASCII text kept readable, one trailing newline."""
    return json.dumps(document, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
