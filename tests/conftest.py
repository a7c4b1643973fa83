"""Test set-up shared by every test: offscreen Qt, PySide6 for pyqtgraph, isolated settings."""

import os

# Before any QApplication exists: without a display and without this, Qt aborts. The offscreen
# screen is a 1920x1080 projector (Qt's default is 800x800), so full screen is what a hall sees.
_SCREEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "offscreen_screen.json")
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_SCREEN}"
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
os.environ.setdefault("KINO_LANGUAGE", "en")  # whatever the machine's locale: tests read English

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path, monkeypatch):
    """Point kino's QSettings and data folder at a temporary place for every test."""
    monkeypatch.setenv("KINO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("KINO_DATA_DIR", str(tmp_path / "data"))
    yield
