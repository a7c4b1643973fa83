"""Where kino's data files live, in a source checkout and in an installed wheel."""

from __future__ import annotations

from pathlib import Path

__all__ = ["resource_path", "resources_dir"]

_PACKAGE_DIR = Path(__file__).resolve().parent


def resources_dir() -> Path:
    """The folder holding presets, lessons, themes and icons.

    The wheel installs it as kino_core/resources_data; a source checkout keeps it at the top
    level next to kino_core.
    """
    installed = _PACKAGE_DIR / "resources_data"
    if installed.is_dir():
        return installed
    return _PACKAGE_DIR.parent / "resources"


def resource_path(*parts: str) -> Path:
    """Path of a file under the resources folder, e.g. resource_path("presets", "seed.kino")."""
    return resources_dir().joinpath(*parts)
