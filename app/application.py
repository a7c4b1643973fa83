"""Create the QApplication and the main window."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pyqtgraph as pg  # noqa: E402
import PySide6  # noqa: E402,F401  - pyqtgraph picks the first binding it finds: this one
from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.common.i18n import install_language, remembered_language, translate  # noqa: E402
from app.shell.about import application_icon  # noqa: E402
from app.shell.crash import install_crash_handler, report_startup_failure  # noqa: E402
from app.shell.single_instance import UnsafeFolderError, hand_off_or_claim  # noqa: E402
from kino_core.version import kino_version  # noqa: E402

if TYPE_CHECKING:
    from app.shell.app import App


def configure_pyqtgraph() -> None:
    # Read when items are created: must run before any view exists.
    # mouseRateLimit=0: pyqtgraph would drop drag moves past 100 a second (a 144 Hz screen
    # would get 100 updates, and the last position before a pause could be lost); the canvas
    # paces drag moves to the screen's frames itself and never drops the last one.
    pg.setConfigOptions(
        antialias=True, foreground="#1B1F24", background="#FFFFFF", mouseRateLimit=0
    )


FIRST_SIZE = QSize(1600, 1000)  # the window on a first start, where the screen holds it
# What a window manager may add around the window: a title bar and borders (logical px).
_FRAME_ALLOWANCE = QSize(16, 40)


def first_window_size(available: QSize) -> tuple[QSize, bool]:
    """The window's size on the screen's ``available`` area, and whether it opens maximized.

    1600x1000 where that and a window frame fit; on a smaller screen (a 1280x800 laptop, a
    1600x1000 screen) maximized: the window manager then fits the frame to the screen, where a
    window as large as the screen would push its title bar or status bar past the edge.
    """
    room = available - _FRAME_ALLOWANCE
    fits = room.width() >= FIRST_SIZE.width() and room.height() >= FIRST_SIZE.height()
    return FIRST_SIZE.boundedTo(room).expandedTo(QSize(1, 1)), not fits


def create_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    app.setApplicationName("kino")
    app.setOrganizationName("kino")
    app.setApplicationVersion(kino_version())
    app.setDesktopFileName("kino")  # Wayland finds the icon through kino.desktop
    app.setWindowIcon(application_icon())  # every window, dialogs included
    configure_pyqtgraph()
    install_language(remembered_language())
    return app


def open_app(path: str | None = None) -> App:
    """kino as `kino [FILE]` shows it: FILE if given, else the last working scene."""
    from app.shell.compose import build_app, build_presenter

    kino = build_app()
    build_presenter(kino)  # a second window while presenting on two screens
    if path:
        kino.files.open_path(path, ask=False)
    else:
        kino.files.restore_session()
    window = kino.window
    if kino.classroom.recover() is not None:  # the room's answers a crash left behind
        kino.messages.notify(
            translate("Classroom", "The room's answers from before the crash are kept.")
        )
    size, maximized = first_window_size(QApplication.primaryScreen().availableGeometry().size())
    window.resize(size)  # also the size it gets back when un-maximized
    if maximized:  # takes effect when the window is shown
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    return kino


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


def run_app(path: str | None = None, more_files: list[str] | None = None) -> int:
    app = create_application()
    files = [p for p in (path, *(more_files or [])) if p]
    try:  # a running kino opens them in its window (app/shell/single_instance.py)
        handed_off = hand_off_or_claim(files)
    except UnsafeFolderError as error:  # kino runs, but cannot tell whether another one does
        print(f"kino: no hand-off to a running kino: {error}", file=sys.stderr)
        handed_off = False
    except TimeoutError:
        print(
            "kino is already running but does not answer: quit it to start a new kino.",
            file=sys.stderr,
        )
        return 1
    if handed_off:
        shown = f"it opens {Path(files[0]).name}" if files else "its window is raised"
        print(f"kino is already running: {shown} (quit it to start a new kino).", file=sys.stderr)
        return 0
    crash_handler = install_crash_handler(app)  # from here on, every exception gets the dialog
    try:
        kino = open_app(path)
    except Exception:
        report_startup_failure(crash_handler)  # no event loop yet: waits for the dialog
        return 1
    from app.shell.compose import serve_handoffs

    serve_handoffs(kino)
    window = kino.window
    if len(files) > 1:
        kino.messages.notify(
            translate(
                "Application", "kino shows one scene at a time: {count} more not opened"
            ).format(count=len(files) - 1)
        )
    if os.environ.get("KINO_EXIT_AFTER_FIRST_FRAME"):
        probe = _FirstFrameProbe(window)
        kino.canvas.viewport().installEventFilter(probe)
    window.show()
    return app.exec()
