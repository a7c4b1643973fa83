"""What kino's JSON files share: reading with limits, the error type, the scene and view codecs.

Snapshots (``.kino``, kino_core.snapshot) and lesson decks (``.kinodeck``, kino_core.deck) are
both UTF-8 JSON documents of at most 1 MiB with a ``format`` tag and an integer ``version``. They
encode a scene the same way and the visible panels the same way; this module holds that code
once. Everything here raises ``SnapshotError`` (a ValueError) and nothing else for bad input: its
``field`` is the path of the offending field in the file (``keys[1].x``,
``steps[3].scene.keys[0].color``), ``expected`` says what belongs there and ``found`` what was
there, already written for a person (``"abc"``, ``true``, ``NaN``, ``nothing (the field is
missing)``).
"""

from __future__ import annotations

import json
import math
import os
import stat
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, NoReturn

from .atomic import atomic_write_bytes
from .scene import (
    CANVAS_LIMIT,
    MAX_KEYS,
    MAX_QUERIES,
    Key,
    Query,
    Scene,
    SceneError,
)

__all__ = [
    "DEFAULT_THEME",
    "DEFAULT_WEIGHTINGS",
    "MAX_FILE_BYTES",
    "MISSING",
    "PanelCatalog",
    "SCENE_FIELDS",
    "THEME_NAMES",
    "WEIGHTINGS",
    "SnapshotError",
    "ViewState",
    "check_header",
    "check_panel_names",
    "panels_argument",
    "resolve_panels",
    "check_round_trip",
    "check_weightings",
    "decode_panels",
    "weightings_series",
    "decode_scene",
    "decode_view",
    "decode_weightings",
    "describe",
    "dump_document",
    "encode_panels",
    "encode_scene",
    "encode_view",
    "join_path",
    "parse_json_document",
    "read_file_limited",
    "require_object",
    "warn_unknown",
    "write_document",
]

MAX_FILE_BYTES = 1 << 20  # 1 MiB: a full scene is a few kilobytes, a long deck a few hundred

THEME_NAMES: tuple[str, ...] = ("light", "dark", "high-contrast")
DEFAULT_THEME = "light"
# Which weightings the window shows: "both" (softmax(q·k) and softmax(q·k / √d)), or only
# "unscaled", for a lesson that has not taught scaling yet. Files written before this field
# existed have no such field and show both, as they always did.
WEIGHTINGS: tuple[str, ...] = ("both", "unscaled")
DEFAULT_WEIGHTINGS = "both"


def weightings_series(weightings: str) -> tuple[str, ...]:
    """The weight series ``weightings`` (one of WEIGHTINGS) shows, in drawing order:
    ("unscaled",) or ("unscaled", "scaled")."""
    return ("unscaled",) if weightings == "unscaled" else ("unscaled", "scaled")


# The scene's fields in the order files list them.
SCENE_FIELDS: tuple[str, ...] = ("title", "caption", "d", "seed", "queries", "keys")
_QUERY_FIELDS = ("id", "label", "x", "y")
_KEY_FIELDS = ("id", "label", "x", "y", "color")
_MAX_INT_DIGITS = 40  # longer integers are absurd in every field; never converted
_FOUND_CHARS = 60


class SnapshotError(ValueError):
    """A kino file cannot be read (or a snapshot cannot be written).

    field: path of the offending field (``keys[1].x``), or None for the file as a whole;
    expected / found: what belongs there and what was there, written for a person;
    problem: the whole explanation when "expected …, found …" does not say it well;
    source: the file (or other origin) the message is about, may be empty;
    line / column: where malformed JSON stops making sense (1-based), else None.

    ``str(error)`` is one line: ``source: field: expected …, found …``.
    """

    def __init__(
        self,
        field: str | None,
        expected: str | None = None,
        found: str | None = None,
        *,
        problem: str | None = None,
        source: str = "",
        line: int | None = None,
        column: int | None = None,
    ) -> None:
        self.field = field
        self.expected = expected
        self.found = found
        self.problem = problem
        self.source = source
        self.line = line
        self.column = column
        super().__init__(self._message())

    def _message(self) -> str:
        if self.problem is not None:
            body = self.problem
        else:
            body = f"expected {self.expected}, found {self.found}"
        if self.field:
            body = f"{self.field}: {body}"
        if self.source:
            body = f"{self.source}: {body}"
        return body

    def _copy(self, cls: type[SnapshotError] | None = None, **changes: Any) -> SnapshotError:
        fields = {
            "field": self.field,
            "expected": self.expected,
            "found": self.found,
            "problem": self.problem,
            "source": self.source,
            "line": self.line,
            "column": self.column,
        }
        fields.update(changes)
        field = fields.pop("field")
        expected = fields.pop("expected")
        found = fields.pop("found")
        return (cls or type(self))(field, expected, found, **fields)

    def __reduce__(self) -> tuple[Any, ...]:  # keyword fields survive pickling
        fields = ("field", "expected", "found", "problem", "source", "line", "column")
        return (_rebuild_error, (type(self), {name: getattr(self, name) for name in fields}))

    def with_source(self, source: str) -> SnapshotError:
        """The same error, said about ``source`` (a file name)."""
        return self._copy(source=source)

    def as_type(self, cls: type[SnapshotError]) -> SnapshotError:
        """The same error as an instance of ``cls`` (a subclass such as DeckError)."""
        return self._copy(cls)

    def as_read_from(self, source: str, cls: type[SnapshotError] | None = None) -> SnapshotError:
        """The error as a reader of ``source`` raises it: said about ``source`` unless it
        already names a file, and an instance of ``cls`` (e.g. DeckError) when given."""
        kind = type(self) if cls is None or isinstance(self, cls) else cls
        return self._copy(kind, source=self.source or source)


def _rebuild_error(cls: type[SnapshotError], fields: dict[str, Any]) -> SnapshotError:
    fields = dict(fields)
    return cls(fields.pop("field"), fields.pop("expected"), fields.pop("found"), **fields)


class _Missing:
    """Stands in for a field that is not in the file."""

    def __repr__(self) -> str:
        return "nothing (the field is missing)"


MISSING: Any = _Missing()


class _BadNumber:
    """A number no field accepts: NaN, ±Infinity, a float beyond 1.8e308, a 41+ digit integer.

    The JSON parser produces it instead of the number so that the field that holds it, not the
    parser, reports it (with its path).
    """

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


def describe(value: object) -> str:
    """How a message shows a value found in a file: JSON-like and short."""
    if isinstance(value, (_Missing, _BadNumber)):
        return repr(value)
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, int):
        return str(value) if abs(value) < 10**_MAX_INT_DIGITS else "an enormous integer"
    if isinstance(value, str):
        shown = value if len(value) <= _FOUND_CHARS else value[:_FOUND_CHARS] + "…"
        try:
            shown.encode("utf-8")
            text = json.dumps(shown, ensure_ascii=False)
        except UnicodeEncodeError:
            text = json.dumps(shown)  # unpaired surrogates written as \udXXX
        return text if len(value) <= _FOUND_CHARS else f"{text} ({len(value)} characters)"
    if isinstance(value, list):
        return f"a list of {len(value)} item{'s' if len(value) != 1 else ''}"
    if isinstance(value, dict):
        return "an object"
    return repr(value)


def join_path(prefix: str, name: str | int) -> str:
    """``join_path("keys[1]", "x") == "keys[1].x"``; ints index lists; "" is the top level."""
    if isinstance(name, int):
        return f"{prefix}[{name}]"
    part = name if name.isidentifier() else json.dumps(name)
    return f"{prefix}.{part}" if prefix else part


# ---------------------------------------------------------------------------------------------
# Reading bytes and JSON


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


def _parse_float(text: str) -> float | _BadNumber:
    value = float(text)
    return value if math.isfinite(value) else _BadNumber(text[:_FOUND_CHARS])


def _parse_int(text: str) -> int | _BadNumber:
    digits = len(text.lstrip("-"))
    if digits > _MAX_INT_DIGITS:
        return _BadNumber(f"{text[:12]}… (an integer of {digits} digits)")
    return int(text)


def _parse_constant(name: str) -> _BadNumber:
    return _BadNumber(name)  # NaN, Infinity, -Infinity: not JSON, but Python's json reads them


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


# ---------------------------------------------------------------------------------------------
# Validation helpers


def require_object(value: object, path: str, expected: str = "an object") -> dict[str, Any]:
    """``value`` if it is a JSON object, else SnapshotError at ``path``."""
    if not isinstance(value, dict):
        raise SnapshotError(path or None, expected, describe(value))
    return value


def warn_unknown(
    obj: Mapping[str, Any], known: Iterable[str], path: str, warnings: list[str]
) -> None:
    """Append one warning per field of ``obj`` not in ``known`` (they are ignored)."""
    known_set = set(known)
    for name in obj:
        if name not in known_set:
            warnings.append(f"{join_path(path, name)}: unknown field, ignored")


def check_header(
    document: object,
    format_tag: str,
    version: int,
    what: str,
    other_formats: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """Check the top level is an object with ``"format": format_tag`` and a readable version.

    what: the document's name for messages ("a kino snapshot"); other_formats: tags of kino's
    other formats -> advice when one of them is opened here. Returns the top-level object.
    """
    top = require_object(document, "", f"{what}: a JSON object at the top level")
    tag = top.get("format", MISSING)
    if tag != format_tag:
        if isinstance(tag, str) and other_formats and tag in other_formats:
            raise SnapshotError(
                "format", f'"{format_tag}"', describe(tag), problem=other_formats[tag]
            )
        raise SnapshotError("format", f'"{format_tag}" ({what})', describe(tag))
    found = top.get("version", MISSING)
    if isinstance(found, int) and not isinstance(found, bool) and found > version:
        raise SnapshotError(
            "version",
            f"format version {version}",
            str(found),
            problem=f"made by a newer kino (format version {found}); "
            f"this kino reads version {version}",
        )
    if isinstance(found, bool) or not isinstance(found, int) or found != version:
        raise SnapshotError("version", f"the integer {version}", describe(found))
    return top


def _canvas_number(value: object) -> object:
    """An integer coordinate inside the canvas becomes a float, so files stay canonical."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) <= CANVAS_LIMIT:
        return float(value)
    return value


def _check_unicode(value: str, path: str) -> None:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise SnapshotError(
            path, "text in valid Unicode", f"{describe(value)} (an unpaired surrogate)"
        ) from None


def _decode_vectors(
    obj: Mapping[str, Any], name: str, path: str, warnings: list[str]
) -> list[Query] | list[Key]:
    where = join_path(path, name)
    is_key = name == "keys"
    limit = MAX_KEYS if is_key else MAX_QUERIES
    fields = _KEY_FIELDS if is_key else _QUERY_FIELDS
    noun = "key" if is_key else "query"
    plural = "keys" if is_key else "queries"
    value = obj.get(name, MISSING)
    if not isinstance(value, list):
        raise SnapshotError(where, f"a list of 1 … {limit} {plural}", describe(value))
    if not 1 <= len(value) <= limit:
        raise SnapshotError(
            where, f"1 … {limit} {plural}", f"{len(value)} {noun if len(value) == 1 else plural}"
        )
    field_list = ", ".join(fields[:-1]) + " and " + fields[-1]
    vectors: list[Any] = []
    for index, entry in enumerate(value):
        entry_path = join_path(where, index)
        entry = require_object(entry, entry_path, f"an object with {field_list}")
        warn_unknown(entry, fields, entry_path, warnings)
        args = {field: entry.get(field, MISSING) for field in fields}
        args["x"] = _canvas_number(args["x"])
        args["y"] = _canvas_number(args["y"])
        vectors.append((Key if is_key else Query)(**args))
    return vectors


def decode_scene(obj: Mapping[str, Any], path: str, warnings: list[str]) -> Scene:
    """The Scene held by the fields SCENE_FIELDS of ``obj`` (other fields are not looked at).

    path: where ``obj`` is in the file ("" at the top level, "steps[2].scene" in a deck); every
    error names ``path`` + the field. Required: d, seed, queries, keys (and every vector's id,
    label, x, y, and a key's color); title and caption default to "". The Scene's own checks
    (ranges, labels, colours, lengths) raise SceneError, translated here to SnapshotError with
    the same field path under ``path``.
    """
    queries = _decode_vectors(obj, "queries", path, warnings)
    keys = _decode_vectors(obj, "keys", path, warnings)
    try:
        scene = Scene(
            queries=tuple(queries),  # type: ignore[arg-type]
            keys=tuple(keys),  # type: ignore[arg-type]
            d=obj.get("d", MISSING),  # the Scene's own check reports a missing d or seed
            seed=obj.get("seed", MISSING),
            title=obj.get("title", ""),
            caption=obj.get("caption", ""),
        )
    except SceneError as error:
        raise _translate(error, path, queries, keys) from None
    for index, vector in enumerate(scene.queries):
        _check_unicode(
            vector.label, join_path(join_path(join_path(path, "queries"), index), "label")
        )
    for index, vector in enumerate(scene.keys):
        _check_unicode(vector.label, join_path(join_path(join_path(path, "keys"), index), "label"))
    _check_unicode(scene.title, join_path(path, "title"))
    _check_unicode(scene.caption, join_path(path, "caption"))
    return scene


def _translate(error: SceneError, path: str, queries: list[Any], keys: list[Any]) -> SnapshotError:
    """SceneError -> SnapshotError at the same field under ``path``; a repeated id is pinned to
    the vector that repeats it."""
    for name, vectors in (("queries", queries), ("keys", keys)):
        if error.field == f"{name}[].id":
            first: dict[int, int] = {}
            for index, vector in enumerate(vectors):
                if vector.id in first:
                    return SnapshotError(
                        join_path(join_path(join_path(path, name), index), "id"),
                        f"an id that no other entry of {name} uses",
                        f"{vector.id}, already the id of {name}[{first[vector.id]}]",
                    )
                first[vector.id] = index
    field = f"{path}.{error.field}" if path else error.field
    return SnapshotError(field, error.expected, describe(error.found))


def encode_scene(scene: Scene) -> dict[str, Any]:
    """The JSON object of a scene: SCENE_FIELDS in order; positions always written as floats."""
    return {
        "title": scene.title,
        "caption": scene.caption,
        "d": scene.d,
        "seed": scene.seed,
        "queries": [
            {"id": q.id, "label": q.label, "x": float(q.x), "y": float(q.y)} for q in scene.queries
        ],
        "keys": [
            {"id": k.id, "label": k.label, "x": float(k.x), "y": float(k.y), "color": k.color}
            for k in scene.keys
        ],
    }


# ---------------------------------------------------------------------------------------------
# Panels and view


@dataclass(frozen=True)
class PanelCatalog:
    """The panels a caller shows (the app's panel registry hands its own): their names in the
    order files list them, and those a file shows when it does not name them. kino_core keeps
    no list of panels: it checks, reads and writes panel names against the catalog it is
    handed, so a panel the app adds is kept in files without a change here."""

    names: tuple[str, ...]
    defaults: frozenset[str]

    def __post_init__(self) -> None:
        names = tuple(self.names)
        if len(set(names)) != len(names) or not all(isinstance(n, str) and n for n in names):
            raise ValueError(f"PanelCatalog.names: distinct non-empty names, found {names!r}")
        defaults = frozenset(self.defaults)
        if not defaults <= set(names):
            raise ValueError(f"PanelCatalog.defaults: names among {names!r}, found {defaults!r}")
        object.__setattr__(self, "names", names)
        object.__setattr__(self, "defaults", defaults)


def check_panel_names(
    names: Iterable[object], path: str, known_panels: PanelCatalog | None = None
) -> frozenset[str]:
    """``names`` as a frozenset, or SnapshotError at ``path`` if one is not a name (text), or,
    given ``known_panels``, not one of its names."""
    result = frozenset(names)
    for name in sorted(result, key=repr):
        if not isinstance(name, str) or not name:
            raise SnapshotError(path, "panel names (text)", describe(name))
        if known_panels is not None and name not in known_panels.names:
            raise SnapshotError(
                path, f"panel names among {', '.join(known_panels.names)}", describe(name)
            )
    return result  # type: ignore[return-value]


def panels_argument(panels: object, path: str) -> frozenset[str] | None:
    """A constructor's ``panels``: None (the caller's defaults), a set of names, or a mapping
    name -> bool that keeps the names mapped to True."""
    if panels is None:
        return None
    if isinstance(panels, Mapping):
        panels = [name for name, shown in panels.items() if shown]
    elif isinstance(panels, str) or not isinstance(panels, Iterable):
        raise SnapshotError(path, "a set of panel names", describe(panels))
    return check_panel_names(panels, path)


def resolve_panels(
    panels: frozenset[str] | None, path: str, known_panels: PanelCatalog
) -> frozenset[str]:
    """``panels`` checked against ``known_panels``; None becomes its defaults."""
    if panels is None:
        return known_panels.defaults
    return check_panel_names(panels, path, known_panels)


@dataclass(frozen=True)
class ViewState:
    """How the window shows a scene: which panels are visible, the theme, and the weightings.

    panels: the names of the visible panels (a mapping name -> bool is accepted too and keeps
    the names mapped to True), or None: whatever the caller shows when a file does not say
    (its PanelCatalog's defaults; ``resolved`` fills them in); theme: one of THEME_NAMES;
    weightings: one of WEIGHTINGS, "both" (the default) or "unscaled" (the panels show
    softmax(q·k) only: the scaled chart, column, curve and swatch are hidden and the formula
    line shows no √d).
    """

    panels: frozenset[str] | None = None
    theme: str = DEFAULT_THEME
    weightings: str = DEFAULT_WEIGHTINGS

    def __post_init__(self) -> None:
        object.__setattr__(self, "panels", panels_argument(self.panels, "view.panels"))
        if self.theme not in THEME_NAMES:
            raise SnapshotError("view.theme", _one_of(THEME_NAMES), describe(self.theme))
        check_weightings(self.weightings, "view.weightings")

    def resolved(self, known_panels: PanelCatalog) -> ViewState:
        """This view with its panels checked against ``known_panels`` (SnapshotError at
        view.panels for a name it does not know) and None replaced by its defaults."""
        return replace(self, panels=resolve_panels(self.panels, "view.panels", known_panels))

    def is_visible(self, panel: str) -> bool:
        """Whether ``panel`` is shown (on a view with panels None: resolve it first)."""
        return panel in self._named_panels()

    @property
    def shows_scaled(self) -> bool:
        """Whether the scaled weighting softmax(q·k / √d) is on screen (weightings "both")."""
        return self.weightings == "both"

    def with_panel(self, panel: str, visible: bool = True) -> ViewState:
        """A copy with ``panel`` shown or hidden."""
        shown = self._named_panels()
        panels = shown | {panel} if visible else shown - {panel}
        return replace(self, panels=panels)

    def with_theme(self, theme: str) -> ViewState:
        """A copy with another theme."""
        return replace(self, theme=theme)

    def _named_panels(self) -> frozenset[str]:
        if self.panels is None:
            raise ValueError("a view that shows the default panels: resolve it first")
        return self.panels


def check_weightings(value: object, path: str) -> str:
    """``value`` if it is one of WEIGHTINGS, else SnapshotError at ``path``."""
    if not isinstance(value, str) or value not in WEIGHTINGS:
        raise SnapshotError(path, _one_of(WEIGHTINGS), describe(value))
    return value


def decode_weightings(obj: Mapping[str, Any], path: str) -> str:
    """The optional "weightings" field of ``obj`` (a view or a deck step); missing -> "both"."""
    return check_weightings(
        obj.get("weightings", DEFAULT_WEIGHTINGS), join_path(path, "weightings")
    )


def _one_of(choices: Iterable[str]) -> str:
    quoted = [f'"{choice}"' for choice in choices]
    return ", ".join(quoted[:-1]) + " or " + quoted[-1]


def encode_panels(
    panels: Iterable[str] | None, known_panels: PanelCatalog | None = None
) -> dict[str, bool]:
    """{name: visible} for every panel of ``known_panels``, in its order (None: its defaults);
    without a catalog, the shown panels, sorted."""
    if known_panels is None:
        return {name: True for name in sorted(panels or ())}
    shown = known_panels.defaults if panels is None else set(panels)
    return {name: name in shown for name in known_panels.names}


def decode_panels(
    value: object, path: str, warnings: list[str], known_panels: PanelCatalog | None = None
) -> frozenset[str]:
    """The visible panels from a JSON object {name: true/false}.

    Given ``known_panels``, a panel left out takes its default and a name it does not know is
    ignored with a warning; without one, the panels mapped to true. A value that is not true
    or false is an error.
    """
    obj = require_object(value, path, "an object mapping panel names to true or false")
    shown = set(known_panels.defaults) if known_panels is not None else set()
    for name, visible in obj.items():
        if known_panels is not None and name not in known_panels.names:
            warnings.append(f"{join_path(path, name)}: unknown panel, ignored")
            continue
        if not isinstance(visible, bool):
            raise SnapshotError(join_path(path, name), "true or false", describe(visible))
        if visible:
            shown.add(name)
        else:
            shown.discard(name)
    return frozenset(shown)


def encode_view(view: ViewState, known_panels: PanelCatalog | None = None) -> dict[str, Any]:
    """The JSON object of a view: {"theme": …, "panels": {name: bool, …}}, and
    "weightings": "unscaled" after them only when it is not the default "both" (so files that
    show both weightings are written exactly as before the field existed). A view showing the
    defaults (panels None) without a catalog is written without "panels"."""
    document: dict[str, Any] = {"theme": view.theme}
    if view.panels is not None or known_panels is not None:
        document["panels"] = encode_panels(view.panels, known_panels)
    if view.weightings != DEFAULT_WEIGHTINGS:
        document["weightings"] = view.weightings
    return document


def decode_view(
    value: object, path: str, warnings: list[str], known_panels: PanelCatalog | None = None
) -> ViewState:
    """A ViewState from its JSON object; missing "theme" or "weightings" take the defaults,
    missing "panels" the catalog's defaults (None without a catalog)."""
    obj = require_object(value, path, 'an object with "theme" and "panels"')
    warn_unknown(obj, ("theme", "panels", "weightings"), path, warnings)
    theme = obj.get("theme", DEFAULT_THEME)
    if not isinstance(theme, str) or theme not in THEME_NAMES:
        raise SnapshotError(join_path(path, "theme"), _one_of(THEME_NAMES), describe(theme))
    panels = known_panels.defaults if known_panels is not None else None
    if "panels" in obj:
        panels = decode_panels(obj["panels"], join_path(path, "panels"), warnings, known_panels)
    return ViewState(panels=panels, theme=theme, weightings=decode_weightings(obj, path))
