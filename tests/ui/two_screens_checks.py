"""The presenter view on two screens: a laptop (1600x1000, primary) and a projector (1920x1080).

These need Qt's offscreen platform with two virtual screens, which is chosen when the
QApplication starts, so tests/ui/test_presenter.py runs this file in a subprocess with
``QT_QPA_PLATFORM=offscreen:configfile=<screens.json>`` (the file name does not start with
``test_``: a plain test run does not collect it). Run alone, it refuses to pretend: the first
check fails unless there are two screens.

The offscreen platform cannot unplug a screen at run time (its configuration is reachable only
from C++ through the platform's native interface), so the unplug and re-plug tests call the
controller's screenRemoved / screenAdded handlers directly, with the screen that would go: the
same code path Qt's signals take.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import drag

LAPTOP, PROJECTOR = "laptop", "projector"
SAME_PICTURE = 0.01  # share of differing pixels below which two pictures show the same


def screen(name: str):
    return next(s for s in QGuiApplication.screens() if s.name() == name)


@pytest.fixture
def window(presenter_lesson_window):
    assert [s.name() for s in QGuiApplication.screens()] == [LAPTOP, PROJECTOR]
    return presenter_lesson_window


def present(window, qtbot):
    QTest.keyClick(window.canvas, Qt.Key.Key_F5)
    qtbot.waitUntil(
        lambda: (
            window.presenter.presenter_window is not None
            and window.presenter.presenter_window.isVisible()
        )
    )
    qtbot.waitUntil(lambda: window.centralWidget().size() == QSize(1920, 1080))
    return window.presenter.presenter_window


def wait_landed(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.lecture.animating, timeout=3000)


def rgb(image: QImage) -> QImage:
    return image.convertToFormat(QImage.Format.Format_RGB32)


def share_differing(a: QImage, b: QImage, step: int = 3) -> float:
    """The share of sampled pixels that differ between two pictures of the same size."""
    a, b = rgb(a), rgb(b)
    assert (a.width(), a.height()) == (b.width(), b.height())
    samples = differ = 0
    for y in range(0, a.height(), step):
        for x in range(0, a.width(), step):
            samples += 1
            differ += a.pixel(x, y) != b.pixel(x, y)
    return differ / samples


def fresh_render(window) -> QImage:
    """The audience window's scene, step and look rendered afresh in a hidden window."""
    from app.render.export import render_image
    from app.render.headless import build_window, dispose

    scene, deck, index = window.document.scene, window.lecture.deck, window.lecture.index
    style = window.ui_style

    def prepare(hidden) -> None:
        hidden.lecture.open_deck(deck, index=index)
        hidden.presentation.enter(full_screen=False, theme=style.theme.name, scale=style.scale)
        hidden.document.reset(scene)

    from app.shell.compose import build_main_window

    hidden = build_window(build_main_window, scene, style, window.centralWidget().size(), prepare)
    try:
        return render_image(hidden.centralWidget(), 1.0, style.theme.background)
    finally:
        dispose(hidden)


def test_two_screens_are_there(qapp):
    assert [s.name() for s in QGuiApplication.screens()] == [LAPTOP, PROJECTOR]
    assert QGuiApplication.primaryScreen().name() == LAPTOP


def test_presenting_puts_each_window_on_its_screen_at_its_size(window, qtbot):
    presenter = present(window, qtbot)
    laptop, projector = screen(LAPTOP), screen(PROJECTOR)
    assert window.presenter.arrangement == "two screens"
    assert window.screen() is projector and window.isFullScreen()
    assert window.geometry() == projector.geometry()
    assert window.centralWidget().size() == QSize(1920, 1080)  # no menus, no toolbar
    assert window.ui_style.scale == 1.5  # the projector's UI scale, presenting's own
    assert presenter.screen() is laptop and presenter.isMaximized()
    assert laptop.geometry().contains(presenter.geometry().center())
    # The whole laptop screen, give or take the few pixels of a window frame.
    assert abs(presenter.width() - 1600) <= 8 and abs(presenter.height() - 1000) <= 8
    assert presenter.ui_style.scale == 1.0  # the laptop keeps the window's scale
    assert presenter.step_label.text() == f"Step 1 / {len(window.lecture.deck.steps)}"
    assert presenter.caption_title.text() == window.lecture.step.title
    # Leaving: one window again, back on the laptop where it was.
    QTest.keyClick(presenter.canvas, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not presenter.isVisible())
    assert not window.presentation.active and window.presenter.arrangement == "off"
    assert window.screen() is laptop and not window.isFullScreen()


def test_a_drag_on_the_presenter_canvas_moves_the_rooms_bars(window, qtbot):
    presenter = present(window, qtbot)
    wait_landed(qtbot, window)
    before = window.centralWidget().grab().toImage()
    chart = window.weights_unscaled
    bars = QRect(chart.mapTo(window.centralWidget(), QPoint(0, 0)), chart.size())
    start = window.document.scene.queries[0]
    drag(presenter.canvas, (start.x, start.y), (-1.0, 2.2))
    moved = window.document.scene.queries[0]
    assert (moved.x, moved.y) == pytest.approx((-1.0, 2.2), abs=0.03)
    assert window.document.undo_stack.count() == 1  # one drag, one undo step, one stack
    QApplication.processEvents()

    seen = window.centralWidget().grab().toImage()
    fresh = fresh_render(window)
    assert share_differing(before, seen) > 0.01  # the room's picture changed…
    # …into this scene's picture. Not to the pixel: the two weight charts share the column's
    # odd pixel differently in a window that was laid out once (1 px: anti-aliased edges).
    assert share_differing(seen, fresh) < SAME_PICTURE
    assert share_differing(before.copy(bars), seen.copy(bars)) > 0.02  # the bars moved

    # The presenter's miniature is a grab of that same window.
    presenter.mirror.refresh()
    assert share_differing(presenter.mirror.image, window.grab().toImage()) == 0.0
    assert share_differing(presenter.mirror.image, fresh) < SAME_PICTURE

    # Undo from the presenter window undoes the room's scene too.
    QTest.keyClick(presenter.canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.scene.queries[0] == start


def test_page_down_in_either_window_advances_both(window, qtbot):
    presenter = present(window, qtbot)
    for target, expected in ((presenter.canvas, 1), (window.canvas, 2), (presenter, 3)):
        target.window().activateWindow()
        QTest.keyClick(target, Qt.Key.Key_PageDown)
        wait_landed(qtbot, window)
        assert window.lecture.index == expected, target
        counter = f"{expected + 1} / {len(window.lecture.deck.steps)}"
        assert window.presentation.banner.step_label.text() == counter
        assert presenter.step_label.text() == f"Step {counter}"
        assert presenter.caption_title.text() == window.lecture.step.title
    QTest.keyClick(presenter.canvas, Qt.Key.Key_B)  # blank from the laptop: the room goes dark
    assert window.presentation.blanked and window.presentation.cover.isVisible()
    QTest.keyClick(window.canvas, Qt.Key.Key_B)
    assert not window.presentation.blanked


def test_unplugging_folds_back_and_plugging_in_splits_again(window, qtbot):
    presenter = present(window, qtbot)
    QTest.keyClick(presenter.canvas, Qt.Key.Key_PageDown)
    wait_landed(qtbot, window)
    query = window.document.scene.queries[0]
    drag(presenter.canvas, (query.x, query.y), (2.0, -1.0))
    assert window.document.scene.queries[0] != query
    scene, index = window.document.scene, window.lecture.index
    laptop, projector = screen(LAPTOP), screen(PROJECTOR)

    window.presenter.screen_removed(projector)  # what QGuiApplication.screenRemoved calls
    QApplication.processEvents()
    assert window.presenter.arrangement == "one screen"
    assert not presenter.isVisible()
    assert window.screen() is laptop and window.isFullScreen()
    assert window.geometry() == laptop.geometry()
    assert window.presentation.active
    assert window.lecture.index == index and window.document.scene == scene
    assert window.document.undo_stack.canUndo()  # the lecturer's drag is still undoable

    window.presenter.screen_added(projector)
    QApplication.processEvents()
    assert window.presenter.arrangement == "two screens"
    assert presenter.isVisible() and presenter.screen() is laptop
    assert window.screen() is projector and window.geometry() == projector.geometry()
    assert window.lecture.index == index and window.document.scene == scene


def test_the_room_can_be_moved_to_the_other_screen(window, qtbot):
    presenter = present(window, qtbot)
    combo = presenter.screen_combo
    assert [combo.itemData(i) for i in range(combo.count())] == [LAPTOP, PROJECTOR]
    combo.activated.emit(0)  # the lecturer picks the laptop for the room
    QApplication.processEvents()
    assert window.screen() is screen(LAPTOP) and presenter.screen() is screen(PROJECTOR)
    assert window.geometry() == screen(LAPTOP).geometry()
    combo.activated.emit(1)
    QApplication.processEvents()
    assert window.screen() is screen(PROJECTOR) and presenter.screen() is screen(LAPTOP)
