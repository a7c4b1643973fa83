"""kino's identity (icon, version, Help ▸ About) and the crash dialog, driven as a user would."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pyqtgraph
import PySide6
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton

from app.application import create_application
from app.shell.about import AboutDialog, application_icon
from app.shell.crash import CrashDialog, install_crash_handler
from kino_core import load_snapshot
from kino_core.version import kino_version

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from render_icons import ICON_SIZES, render  # noqa: E402


def test_version_is_pyprojects():
    import tomllib

    with (ROOT / "pyproject.toml").open("rb") as handle:
        assert kino_version() == tomllib.load(handle)["project"]["version"]


def test_kino_version_prints_the_version_and_exits():
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--version"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0
    assert result.stdout == f"kino {kino_version()}\n"


def test_committed_pngs_are_the_svg_rendered(qapp):
    """tools/render_icons.py was run after the last edit of kino.svg."""
    icons = ROOT / "resources" / "icons"
    for size in ICON_SIZES:
        expected = render(icons / "kino.svg", size).convertToFormat(QImage.Format.Format_ARGB32)
        committed = QImage(str(icons / f"kino-{size}.png")).convertToFormat(
            QImage.Format.Format_ARGB32
        )
        assert committed.size() == expected.size(), f"kino-{size}.png has the wrong size"
        # Qt's raster engine rounds antialiased edges by one level differently on different
        # CPUs (its SIMD paths), so a fresh render may differ by 1 in a few edge pixels; a stale
        # icon differs by far more.
        difference = np.abs(_channels(committed) - _channels(expected))
        assert difference.max() <= 1, f"kino-{size}.png is stale: run tools/render_icons.py"
        assert (difference > 0).mean() < 0.01, f"kino-{size}.png is stale"


def _channels(image: QImage) -> np.ndarray:
    """The image's ARGB bytes as a signed array (height, width, 4)."""
    data = np.frombuffer(image.constBits(), dtype=np.uint8, count=image.sizeInBytes())
    rows = data.reshape(image.height(), image.bytesPerLine())[:, : image.width() * 4]
    return rows.reshape(image.height(), image.width(), 4).astype(np.int16)


def test_every_window_gets_the_icon_in_every_size(kino):
    icon = application_icon()
    sizes = {(s.width(), s.height()) for s in icon.availableSizes()}
    assert {(size, size) for size in ICON_SIZES} <= sizes
    create_application()  # what `kino` runs: sets the icon for every window, dialogs included
    for shown in (kino.window, AboutDialog(kino.window)):
        rendered = shown.windowIcon().pixmap(32, 32).toImage()
        assert rendered == icon.pixmap(32, 32).toImage()


def test_help_about_shows_versions_and_copies_them(kino, qtbot):
    about_action = next(a for a in kino.menus.help_menu.actions() if "About" in a.text())
    about_action.trigger()
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, AboutDialog))
    qtbot.waitUntil(dialog.isVisible)
    shown = dialog.versions_label.text()
    for expected in (
        f"kino: {kino_version()}",
        f"PySide6: {PySide6.__version__}",
        f"pyqtgraph: {pyqtgraph.__version__}",
        f"NumPy: {np.__version__}",
        "Qt: 6.",
        f"Python: {sys.version.split()[0]}",
    ):
        assert expected in shown
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith(f"kino {kino_version()}\n")
    assert "Licence: MIT" in copied and shown in copied
    dialog.close()


@pytest.mark.qt_no_exception_capture  # the app's own excepthook must see the exception
def test_exception_in_a_slot_saves_the_scene_and_shows_one_crash_dialog(
    kino, qtbot, tmp_path, monkeypatch
):
    handler = install_crash_handler(QApplication.instance())
    try:
        kino.document.set_d(321)  # unsaved work, newer than any session save
        button = QPushButton("Boom")
        qtbot.addWidget(button)

        def explode() -> None:
            raise RuntimeError("boom inside a slot")

        button.clicked.connect(explode)
        button.show()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: handler.dialog is not None and handler.dialog.isVisible())
        dialog = handler.dialog

        text = dialog.message.text()
        assert "RuntimeError: boom inside a slot" in text
        assert "Your scene is safe" in text
        session = kino.files.session_path()
        assert load_snapshot(session).snapshot.scene.d == 321

        report_path = tmp_path / "report.txt"
        monkeypatch.setattr(
            QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(report_path), "")
        )
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
        report = report_path.read_text(encoding="utf-8")
        assert "Traceback (most recent call last)" in report
        assert "in explode" in report and "RuntimeError: boom inside a slot" in report
        assert f"PySide6: {PySide6.__version__}" in report and f"NumPy: {np.__version__}" in report
        assert str(session) in report

        # A second error while the dialog is open: the same dialog, a longer report.
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "Then another error" in dialog.details.toPlainText())
        shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        assert [w for w in shown if isinstance(w, CrashDialog)] == [dialog]
        dialog.close()
    finally:
        handler.uninstall()
    assert sys.excepthook is not handler.handle


def test_a_failing_start_waits_for_the_crash_dialog(qapp, monkeypatch):
    import weakref

    import app.application
    import app.shell.crash

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # run_app installs its own
    # A real start has no kino window yet; a window another test on this worker left shown
    # would be "saved" and change the dialog's wording.
    monkeypatch.setattr(app.shell.crash, "_KEEPERS", weakref.WeakKeyDictionary())
    seen: list[str] = []

    def broken_window(path):
        raise OSError("the disk went away")

    def record_exec(dialog) -> int:  # the real exec() would wait for a click
        seen.append(dialog.message.text())
        return 0

    monkeypatch.setattr(app.application, "open_app", broken_window)
    monkeypatch.setattr(CrashDialog, "exec", record_exec)
    assert app.application.run_app(None) == 1
    assert len(seen) == 1
    assert "OSError: the disk went away" in seen[0]
    assert "could not finish starting" in seen[0] and "not touched" in seen[0]
