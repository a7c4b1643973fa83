"""Where kino keeps its settings and the working scene, and every setting it remembers.

Each remembered value is declared once below as a ``Setting`` (its INI key, its type and its
default) and read and written only through ``read`` and ``write``: reads are always typed (an
untyped QSettings read comes back as a string or None in a new process, which a same-process
test never notices). No other module touches QSettings (tests/test_architecture.py).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QSettings, QStandardPaths

from kino_core.movie import DEFAULT_TURN_SPEED

T = TypeVar("T")


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
    """kino's settings, an INI file in the config folder. For tests that write a damaged or
    foreign value or read the file as a new process would; kino itself uses ``read``/``write``."""
    folder = config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return QSettings(str(folder / "kino.ini"), QSettings.Format.IniFormat)


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One remembered value: its key in kino.ini, the type it is read as, and its value before
    the user chose one (for a list setting, a tuple: read returns a fresh list)."""

    key: str
    type: type[T]
    default: Any


# -- the look ----------------------------------------------------------------------------------
WINDOW_THEME = Setting("view/theme", str, "light")
WINDOW_SCALE = Setting("view/ui_scale", float, 1.0)
# Presenting has its own theme (light: lit halls wash out dark backgrounds) and its own scale.
PRESENTATION_THEME = Setting("presentation/theme", str, "light")
# 1920x1080 at 150%: ticks and numbers of about 22 px, captions of about 35 px, and the whole
# main screen still fits. Lecturers in large halls go up with Ctrl+=.
PRESENTATION_SCALE = Setting("presentation/ui_scale", float, 1.5)
LANGUAGE = Setting("view/language", str, "")  # "" until chosen in View ▸ Language
REDUCED_MOTION = Setting("view/reduced_motion", bool, False)
# -- presenting and the lesson -----------------------------------------------------------------
AUDIENCE_SCREEN = Setting("presenter/audience_screen", str, "")  # a screen's name, "" any
TURN_SPEED = Setting("lecture/turn_speed", float, DEFAULT_TURN_SPEED)  # degrees per second
# -- files -------------------------------------------------------------------------------------
RECENT_FILES = Setting("recent_files", list, ())  # paths, the most recent first
LAST_FOLDER = Setting("dialogs/last_folder", str, "")  # the folder a dialog last returned
# The working scene kept for the next start (app/controllers/files.py).
SESSION_SOURCE = Setting("session/file", str, "")  # the file Save writes, "" untitled
SESSION_STAMP = Setting("session/stamp", str, "")  # that file as kino last saw it
SESSION_DIRTY = Setting("session/dirty", bool, False)  # unsaved work at the last autosave
SESSION_DECK = Setting("session/deck", str, "")  # the deck file open at a clean quit
SESSION_LESSON = Setting("session/lesson", str, "")  # or the built-in lesson (its name)
SESSION_STEP = Setting("session/step", int, 0)  # and its step

_SCREEN_SCALE_GROUP = "screen_scale"


def screen_key(name: str, width_px: int, height_px: int) -> str:
    """The settings key for a screen: its name and resolution, e.g. ``HDMI-1 1920x1080``.

    Characters QSettings treats as separators are replaced so a name cannot escape the group.
    """
    safe = "".join("_" if ch in "/\\=" else ch for ch in name.strip()) or "screen"
    return f"{_SCREEN_SCALE_GROUP}/{safe} {width_px}x{height_px}"


def screen_scale(name: str, width_px: int, height_px: int, fitted: float) -> Setting[float]:
    """The presenting UI scale kept for one screen (by name and resolution), ``fitted`` until
    one is chosen there."""
    return Setting(screen_key(name, width_px, height_px), float, fitted)


def read(setting: Setting[T]) -> T:
    """``setting``'s remembered value, read as its type (its default if never written)."""
    default = list(setting.default) if setting.type is list else setting.default
    return settings().value(setting.key, default, type=setting.type)


def write(setting: Setting[T], value: T) -> None:
    """Remember ``value`` for ``setting`` (on disk at once: a crash next must not lose it)."""
    write_all([(setting, value)])


def write_all(values: Iterable[tuple[Setting[Any], Any]]) -> None:
    """Remember several settings together, written to disk once."""
    store = settings()
    for setting, value in values:
        store.setValue(setting.key, value)
    store.sync()
