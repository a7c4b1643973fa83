"""Where kino keeps its settings and the working scene (overridable for tests)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths


def config_dir() -> Path:
    override = os.environ.get("KINO_CONFIG_DIR")
    if override:
        return Path(override)
    return (
        Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation))
        / "kino"
    )


def data_dir() -> Path:
    """The user's data folder for kino (the working scene lives here)."""
    override = os.environ.get("KINO_DATA_DIR")
    if override:
        return Path(override)
    return (
        Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation))
        / "kino"
    )


def settings() -> QSettings:
    """kino's settings, an INI file in the config folder (read values with ``type=``)."""
    folder = config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return QSettings(str(folder / "kino.ini"), QSettings.Format.IniFormat)
