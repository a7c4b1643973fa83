"""Create the QApplication and the main window."""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pyqtgraph as pg  # noqa: E402
import PySide6  # noqa: E402,F401  - pyqtgraph picks the first binding it finds: this one
from PySide6.QtCore import QEvent, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def configure_pyqtgraph() -> None:
    # Read when items are created: must run before any view exists.
    pg.setConfigOptions(antialias=True, foreground="#1B1F24", background="#FFFFFF")


def create_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    app.setApplicationName("kino")
    app.setOrganizationName("kino")
    configure_pyqtgraph()
    return app


def open_main_window(path: str | None = None):
    """The window `kino [FILE]` shows: FILE if given, else the last working scene."""
    from app.shell.compose import build_main_window

    window = build_main_window()
    if path:
        window.files.open_path(path, ask=False)
    else:
        window.files.restore_session()
    available = QApplication.primaryScreen().availableGeometry()
    window.resize(min(1600, available.width()), min(1000, available.height()))
    return window


class _FirstFrameProbe(QObject):
    """For bench/bench_startup.py: print when the first frame has been painted, then quit."""

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint and not getattr(self, "_seen", False):
            self._seen = True
            QTimer.singleShot(0, self._finish)
        return False

    def _finish(self) -> None:
        print(f"first-frame {time.time():.6f}", flush=True)
        QApplication.quit()


def run_app(path: str | None = None) -> int:
    app = create_application()
    window = open_main_window(path)
    if os.environ.get("KINO_EXIT_AFTER_FIRST_FRAME"):
        probe = _FirstFrameProbe(window)
        window.canvas.viewport().installEventFilter(probe)
    window.show()
    return app.exec()
