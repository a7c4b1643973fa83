"""What the picture tools of tools/ that run kino offscreen share: kino's sources importable,
Qt's offscreen platform, PySide6 for pyqtgraph, English, and fresh settings and data folders
(the picture shows what a new user sees, not this machine's restored session). Import it
before PySide6: ``import offscreen_kino`` (a tool run as ``python tools/NAME.py`` finds it
beside itself)."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
os.environ.setdefault("KINO_LANGUAGE", "en")
_settings = Path(tempfile.mkdtemp(prefix="kino-shots-"))
os.environ["KINO_CONFIG_DIR"] = str(_settings / "config")
os.environ["KINO_DATA_DIR"] = str(_settings / "data")
