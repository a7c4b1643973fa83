"""Create the QApplication and the main window."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pyqtgraph as pg  # noqa: E402
import PySide6  # noqa: E402,F401  - pyqtgraph picks the first binding it finds: this one
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


def run_app(path: str | None = None) -> int:
    app = create_application()
    from .main_window import MainWindow

    window = MainWindow()
    if path:
        window.files.open_path(path, ask=False)
    else:
        window.files.restore_session()
    available = app.primaryScreen().availableGeometry()
    window.resize(min(1600, available.width()), min(1000, available.height()))
    window.show()
    return app.exec()
