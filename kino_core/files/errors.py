"""The one error kino's files raise, and how its messages show what was found.

Everything in kino_core/files/ (and the snapshot, deck and recording readers built on it)
raises ``SnapshotError`` (a ValueError) and nothing else for bad input: its ``field`` is the
path of the offending field in the file (``keys[1].x``, ``steps[3].scene.keys[0].color``),
``expected`` says what belongs there and ``found`` what was there, already written for a person
(``"abc"``, ``true``, ``NaN``, ``nothing (the field is missing)``).
"""

from __future__ import annotations

import json
from typing import Any

MAX_INT_DIGITS = 40  # longer integers are absurd in every field; never converted
FOUND_CHARS = 60


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


class BadNumber:
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
    if isinstance(value, (_Missing, BadNumber)):
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
        return str(value) if abs(value) < 10**MAX_INT_DIGITS else "an enormous integer"
    if isinstance(value, str):
        shown = value if len(value) <= FOUND_CHARS else value[:FOUND_CHARS] + "…"
        try:
            shown.encode("utf-8")
            text = json.dumps(shown, ensure_ascii=False)
        except UnicodeEncodeError:
            text = json.dumps(shown)  # unpaired surrogates written as \udXXX
        return text if len(value) <= FOUND_CHARS else f"{text} ({len(value)} characters)"
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
