"""An unexpected exception never kills kino silently: save the session, then say so in one dialog.

``install_crash_handler()`` replaces ``sys.excepthook``, which Python calls for an uncaught
exception and PySide6 calls for an exception raised inside a slot or a Qt virtual method. The
handler

1. still prints the traceback to stderr (a terminal user sees it as before);
2. saves the working scene of every open window first (the session file that the next start
   restores), so whatever follows, the user's work is on disk;
3. shows one non-modal dialog: what happened, whether the scene is safe and where, and a
   "Save report…" button that writes a text file with the traceback and the versions. Further
   errors while it is open are added to that same report instead of opening more dialogs.

The dialog is non-modal (``show()``), so the event loop keeps running: tests find it with
``handler.dialog`` and drive its real buttons.
"""

from __future__ import annotations

import contextlib
import datetime
import sys
import traceback
import weakref
from pathlib import Path
from types import TracebackType
from typing import Protocol

import shiboken6
from PySide6.QtCore import QObject, QStandardPaths
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.common.i18n import translate
from app.common.plain_text import rich_label
from app.shell.about import versions_text


class SessionKeeper(Protocol):
    """What keeps a window's working scene on disk (the window's FileController)."""

    session_enabled: bool

    def session_path(self) -> str: ...

    def save_session(self) -> None: ...


# Each window that keeps a working scene, with its keeper: the composition root registers it
# (``keep_session``), so the handler never has to guess which widgets are kino's windows.
_KEEPERS: weakref.WeakKeyDictionary[QWidget, SessionKeeper] = weakref.WeakKeyDictionary()


def keep_session(window: QWidget, keeper: SessionKeeper) -> None:
    """Save ``window``'s working scene through ``keeper`` when an unexpected error happens."""
    _KEEPERS[window] = keeper


def _kino_windows() -> list[QWidget]:
    """The shown windows that keep a working scene.

    A closed window is left out: its session ended, and saving it would bring back a scene
    the user already saved or discarded."""
    return [window for window in list(_KEEPERS) if shiboken6.isValid(window) and window.isVisible()]


def _save_open_sessions() -> list[Path]:
    """Save the working scene of every shown kino window; the session files now current."""
    saved: list[Path] = []
    for window in _kino_windows():
        files = _KEEPERS[window]
        if not files.session_enabled:
            continue
        path = Path(files.session_path())
        before = path.stat().st_mtime_ns if path.is_file() else None
        try:
            files.save_session()  # atomic; reports its own failure in the status bar
        except Exception:
            traceback.print_exc()
            continue
        if path.is_file() and path.stat().st_mtime_ns != before:
            saved.append(path)
    return saved


def crash_report(error_text: str, saved: list[Path]) -> str:
    """The text a "Save report…" writes: when, versions, whether the scene was saved, traceback."""
    when = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
    scene = (
        "the working scene was saved to " + ", ".join(str(p) for p in saved)
        if saved
        else "the working scene could not be saved"
    )
    return (
        f"kino crash report, {when}\n\n{versions_text()}\n\nScene: {scene}\n\n"
        f"What happened:\n{error_text}"
    )


class CrashDialog(QDialog):
    """One error, explained: what happened, whether the scene is safe, Save report…, Close."""

    def __init__(
        self, summary: str, saved: list[Path], report: str, parent=None, starting: bool = False
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("CrashDialog", "kino hit an unexpected error"))
        self.report = report
        layout = QVBoxLayout(self)
        if saved:
            safe = translate(
                "CrashDialog",
                "Your scene is safe: it was saved to {path} and comes back the next time "
                "kino starts.",
            ).format(path=saved[0])
        elif starting:
            safe = translate(
                "CrashDialog",
                "kino could not finish starting. Your files and your last working scene were "
                "not touched.",
            )
        else:
            safe = translate(
                "CrashDialog",
                "kino could not save your scene automatically: save it yourself with "
                "File ▸ Save As before you close kino.",
            )
        went_wrong = translate("CrashDialog", "Something went wrong inside kino:")
        keep_working = translate(
            "CrashDialog",
            "You can keep working. If kino behaves oddly, save your work and restart it. "
            "To help fix this, save a report and send it to kino's authors.",
        )
        self.message = rich_label(  # every piece escaped
            f"<p><b>{_escape(went_wrong)}</b> {_escape(summary)}</p>"
            f"<p>{_escape(safe)}</p><p>{_escape(keep_working)}</p>"
        )
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.details = QPlainTextEdit(report)
        self.details.setReadOnly(True)
        self.details.setMinimumSize(560, 180)
        layout.addWidget(self.details)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.save_button = QPushButton(translate("CrashDialog", "Save report…"))
        self.copy_button = QPushButton(translate("CrashDialog", "Copy"))
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.save_button.clicked.connect(self.ask_and_save)
        self.copy_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.report))
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)

    def add_error(self, error_text: str) -> None:
        """A further error while the dialog is open: same dialog, longer report."""
        self.report += f"\nThen another error:\n{error_text}"
        self.details.setPlainText(self.report)

    def ask_and_save(self) -> None:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.HomeLocation)
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        path, _filter = QFileDialog.getSaveFileName(
            self,
            translate("CrashDialog", "Save crash report"),
            str(Path(folder) / f"kino-crash-{stamp}.txt"),
            translate("CrashDialog", "Text (*.txt)"),
        )
        if path:
            self.save_report(Path(path))

    def save_report(self, path: Path) -> None:
        try:
            path.write_text(self.report, encoding="utf-8")
        except OSError as error:
            self.message.setText(
                translate(
                    "CrashDialog", "The report could not be written to {path}: {error}."
                ).format(path=path, error=error.strerror)
            )
            return
        self.save_button.setText(translate("CrashDialog", "Report saved"))


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class CrashHandler(QObject):
    """sys.excepthook for the running app (see the module docstring)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.dialog: CrashDialog | None = None
        self._previous = sys.excepthook
        self._handling = False

    def install(self) -> None:
        self._previous = sys.excepthook
        sys.excepthook = self.handle

    def uninstall(self) -> None:
        if sys.excepthook == self.handle:
            sys.excepthook = self._previous

    def handle(
        self,
        exc_type: type[BaseException],
        exc: BaseException,
        tb: TracebackType | None,
    ) -> None:
        if issubclass(exc_type, KeyboardInterrupt | SystemExit):
            self._previous(exc_type, exc, tb)
            return
        error_text = "".join(traceback.format_exception(exc_type, exc, tb))
        with contextlib.suppress(Exception):
            sys.stderr.write(error_text)
        if self._handling:  # an error while reporting an error: stderr only, never a loop
            return
        self._handling = True
        try:
            if self.dialog is not None and self.dialog.isVisible():
                self.dialog.add_error(error_text)
                return
            saved = _save_open_sessions()
            summary = "".join(traceback.format_exception_only(exc_type, exc)).strip()
            windows = _kino_windows()
            self.dialog = CrashDialog(
                summary,
                saved,
                crash_report(error_text, saved),
                windows[0] if windows else None,
                starting=not windows,
            )
            self.dialog.show()
            self.dialog.raise_()
        except Exception:
            with contextlib.suppress(Exception):
                sys.stderr.write("kino could not show the crash dialog:\n")
                traceback.print_exc()
        finally:
            self._handling = False


def install_crash_handler(app: QApplication) -> CrashHandler:
    """Install the handler for this app's lifetime; returns it (tests read ``.dialog``)."""
    handler = CrashHandler(app)
    handler.install()
    app.aboutToQuit.connect(handler.uninstall)
    return handler


def report_startup_failure(handler: CrashHandler) -> None:
    """kino failed before its event loop ran (call from an ``except`` block): show the dialog
    and wait until it is closed, or the process would end before anyone saw it."""
    handler.handle(*sys.exc_info())
    if handler.dialog is not None:
        handler.dialog.exec()
