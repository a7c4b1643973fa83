"""kino's version: one source, `version` in pyproject.toml.

An installed kino (wheel, editable install, or the PyInstaller bundle, which copies kino's
package metadata) reads it from the package metadata. A bare source checkout that was never
installed reads pyproject.toml next to the package. Nothing else writes a version number.
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import metadata
from pathlib import Path

__all__ = ["kino_version"]

_PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


@cache
def kino_version() -> str:
    """kino's version, e.g. "0.1.0" ("unknown" only if neither source can be read)."""
    try:
        return metadata.version("kino")
    except metadata.PackageNotFoundError:
        pass
    try:
        with _PYPROJECT.open("rb") as handle:
            return str(tomllib.load(handle)["project"]["version"])
    except (OSError, tomllib.TOMLDecodeError, KeyError):
        return "unknown"
