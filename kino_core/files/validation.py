"""What every kino file's reader checks: an object where one belongs, unknown fields (warned
about and ignored), and the header (``format`` tag and ``version``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .errors import MISSING, SnapshotError, describe, join_path


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
