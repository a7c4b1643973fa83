"""Fixtures for UI tests: kino built by the composition root (``kino``, the App: its parts by
name, ``kino.window`` the real MainWindow), or one panel built alone from a Document, shown
offscreen and driven with real events."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, QRect, Qt, QUrl
from PySide6.QtGui import QColor, QDropEvent, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.application import configure_pyqtgraph

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def no_window_left_shown(qapp):
    """After each test, hide any top-level window it left shown (qtbot closes the ones it was
    given; a test that builds a window some other way may not). kino's keys are application
    shortcuts, so a window left shown makes the next test's F5 "ambiguous" and it is lost."""
    yield
    for widget in QApplication.topLevelWidgets():
        if widget.isVisible():
            widget.hide()


@pytest.fixture(autouse=True)
def no_modal_dialogs(monkeypatch):
    """A modal dialog would block a test forever: answer them and record what they said.

    Closing a window with unsaved changes is answered "Discard" unless a test says otherwise;
    error boxes are recorded in the returned list instead of being shown.
    """
    from app.common.shell_interface import Choice, Overwrite
    from app.shell.messages import Messages

    errors: list[tuple[str, str]] = []
    monkeypatch.setattr(
        Messages, "ask_save_discard_cancel", lambda self, title, text, question: Choice.DISCARD
    )

    def record_error(self, title: str, message: str) -> None:
        errors.append((title, message))
        self.notify(message)

    monkeypatch.setattr(Messages, "show_error", record_error)
    # Saving over a file unasked (read-only, changed on disk…) is answered "Cancel" and
    # recorded with the errors, unless a test answers it itself.
    monkeypatch.setattr(
        Messages,
        "ask_overwrite",
        lambda self, title, text, can_replace: errors.append((title, text)) or Overwrite.CANCEL,
    )
    return errors


@pytest.fixture
def language(qapp, monkeypatch):
    """Install a language for one test (``language("de")``); English again afterwards, whatever
    happened. KINO_LANGUAGE is unset meanwhile: the test's language is the one it installs."""
    from app.common import i18n

    monkeypatch.delenv("KINO_LANGUAGE", raising=False)
    yield i18n.install_language
    i18n.install_language("en")


@pytest.fixture
def no_rate_limit(monkeypatch):
    """pyqtgraph drops mouse moves closer than mouseRateLimit in wall time, and the canvas
    paces drag moves to one per displayed frame; QTest does not wait. Tests that judge each
    move turn both off (test_drag_pacing.py tests the pacing itself)."""
    from app.canvas import CanvasView

    before = pg.getConfigOption("mouseRateLimit")
    pg.setConfigOptions(mouseRateLimit=0)
    monkeypatch.setattr(CanvasView, "frame_interval_ms", 0.0)
    yield
    pg.setConfigOptions(mouseRateLimit=before)


@pytest.fixture
def kino(qtbot, no_rate_limit):
    """The App of app/shell/app.py, its window shown at 1600x1000."""
    from app.shell.compose import build_app

    configure_pyqtgraph()
    kino = build_app()
    qtbot.addWidget(kino.window)
    kino.window.resize(1600, 1000)
    kino.window.show()
    qtbot.waitExposed(kino.window)
    qtbot.wait(20)
    return kino


def report_at_scale_factor_two(tmp_path: Path, args: list[str], timeout: float) -> tuple[dict, str]:
    """Run ``python ARGS`` from the repository in a fresh offscreen process at
    QT_SCALE_FACTOR=2 (Qt reads the factor once, at start: a HiDPI screen needs its own
    process), with its own settings below ``tmp_path``: the JSON report its last line prints,
    and what it wrote to stderr (Qt's warnings)."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        QT_SCALE_FACTOR="2",
        KINO_CONFIG_DIR=str(tmp_path / "c"),
        KINO_DATA_DIR=str(tmp_path / "d"),
    )
    done = subprocess.run(
        [sys.executable, *args],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1]), done.stderr


@pytest.fixture
def alone(qtbot, no_rate_limit):
    """Build one panel alone, as the registry builds it for the window (Orange's WidgetTest
    style): ``panel, document = alone("canvas")``; the scene goes in through the document, and
    the test asserts on what the panel shows. Light theme at 100 % unless a style is given."""
    from app.common.theme import LIGHT, Style
    from app.document import Document
    from app.panels.registry import PANELS

    configure_pyqtgraph()

    def build(name: str, size: tuple[int, int] = (700, 700), scene=None, style=None):
        document = Document(scene)
        panel = PANELS[name].factory(document, style or Style(theme=LIGHT, scale=1.0))
        qtbot.addWidget(panel)
        panel.resize(*size)
        panel.show()
        qtbot.waitExposed(panel)
        settle()
        return panel, document

    return build


def settle() -> None:
    """Let pending layout and view-range updates run, as they would before a user's next move."""
    QApplication.processEvents()


def drag(canvas, start: tuple[float, float], end: tuple[float, float], steps: int = 8) -> None:
    """A real mouse drag on the canvas viewport, in canvas (data) coordinates."""
    settle()
    viewport = canvas.viewport()
    a = canvas.data_to_viewport(*start)
    b = canvas.data_to_viewport(*end)
    QTest.mouseMove(viewport, a)  # hover first: pyqtgraph picks the target from it
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        t = i / steps
        point = QPoint(round(a.x() + (b.x() - a.x()) * t), round(a.y() + (b.y() - a.y()) * t))
        QTest.mouseMove(viewport, point)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def drop(kino, path: Path) -> None:
    """A file dropped on the window, as a file manager drops it."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(
        QPointF(200, 200),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    kino.window.dropEvent(event)


def dark_pixels(image: QImage, rect: QRect, step: int = 3) -> int:
    """How many of every ``step``-th pixel in ``rect`` of ``image`` are dark (lightness below
    90): text or a plot drawn there."""
    return sum(
        1
        for y in range(rect.top(), rect.bottom(), step)
        for x in range(rect.left(), rect.right(), step)
        if QColor(image.pixel(x, y)).lightness() < 90
    )


def double_click(canvas, at: tuple[float, float], modifier=Qt.KeyboardModifier.NoModifier) -> None:
    settle()
    viewport = canvas.viewport()
    point: QPoint = canvas.data_to_viewport(*at)
    QTest.mouseMove(viewport, point)
    # What a real double click delivers: press, release, press + double-click, release
    # (QTest.mouseDClick alone sends no final release, and pyqtgraph acts on the release).
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, modifier, point)
    QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, modifier, point)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, modifier, point)


@pytest.fixture
def lecture_kino(qtbot, no_rate_limit):
    """Build kino as the lecture tests drive it: ``kino = lecture_kino()``. Its session is not
    kept, closing it or replacing a scene or deck answers "Discard", a move between steps takes
    ``transition_ms``; ``presenter`` adds the presenter controller, ``lesson`` opens the
    built-in lesson at step 1. The window is shown at 1600x1000 with the canvas focused."""
    from app.controllers.files import Choice
    from app.shell.compose import build_app, build_presenter

    def build(transition_ms: int = 60, presenter: bool = False, lesson: bool = False):
        configure_pyqtgraph()
        kino = build_app()
        kino.files.session_enabled = False
        # Closing at teardown must not wait for an answer to "save changes?".
        kino.files.ask_unsaved = lambda _action: Choice.DISCARD
        kino.lecture.ask_unsaved_deck = lambda _action: Choice.DISCARD
        kino.lecture.transition_ms = transition_ms
        if presenter:
            build_presenter(kino)
        qtbot.addWidget(kino.window)
        kino.window.resize(1600, 1000)
        kino.window.show()
        qtbot.waitExposed(kino.window)
        if lesson:
            kino.lecture.open_lesson(ask=False)
        kino.canvas.setFocus()
        return kino

    return build


@pytest.fixture
def presenter_lesson_window(lecture_kino, request, monkeypatch):
    """A window with the presenter controller and the built-in lesson open at step 1 (the
    presenter view's tests, on one screen and on two)."""
    import app.presenting.presenter_window as presenter_window

    if "next_step" not in request.node.name:
        # A preview builds a hidden window (about a second on a busy machine): only the test
        # about it waits for one.
        monkeypatch.setattr(presenter_window, "PREVIEW_SETTLE_MS", 600_000)
    kino = lecture_kino(presenter=True, lesson=True)
    yield kino
    kino.presentation.leave()
    kino.window.close()
