"""The presenter view: the room sees the lesson on the projector, the lecturer a cockpit.

Two windows, one document. The **audience window** is kino's main window in presentation mode,
unchanged (caption banner, the step's panels, blank, hide/reveal, the presentation theme and UI
scale): with one screen it is exactly what presenting always was. With a second screen it goes
full screen there, and the **presenter window** (app/presenting/presenter_window.py) opens on the
laptop, built from the same Document: its canvas drags the same scene, one undo stack, one
evaluate result. The lecture controller and the presentation's actions stay the main window's;
their keys are application-wide (the action table's default key scope), so every clicker key
works whichever of the two windows has focus.

Screens: the audience gets the screen chosen in the presenter window (remembered by name) if
it is connected, else the first screen that is not the primary one (a laptop's own panel is its
primary screen). Unplugging the projector folds back to one full-screen window (same step, same
scene: nothing but the windows' places changes); plugging it in again splits again.

Rehearsal (Ctrl+F5): the audience view in an ordinary window next to the presenter window, both
on the lecturer's screen (the presenter's of the pair: never the room's, even after F5 put the
room's window on the projector), for practising a talk or sharing only that window in a video
call.

The pointer over the audience window hides after a moment without movement, and the laser
pointer (Ctrl+L) draws a bright dot on the audience canvas where the lecturer's mouse is on the
presenter's canvas.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QElapsedTimer,
    QEvent,
    QMargins,
    QObject,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPen, QRadialGradient, QScreen
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsObject, QWidget

from app.common.actions.table import build_actions
from app.common.settings import AUDIENCE_SCREEN, read, write
from app.controllers.preferences import presentation_scale_for, remembered_style

if TYPE_CHECKING:
    from app.canvas import CanvasView
    from app.presenting.audience import Audience
    from app.presenting.presenter_window import PresenterWindow

IDLE_POINTER_MS = 2000
# Without a window manager (Xvfb, a kiosk PC) X11 ignores full-screen requests: after this long,
# a window still not covering its screen is given the screen's geometry by hand.
COVER_CHECK_MS = 250


def pick_screens(
    names: Sequence[str], primary: str, preferred: str | None = None
) -> tuple[str, str] | None:
    """(audience, presenter) screen names for presenting on ``names``, or None with one screen.

    The audience gets ``preferred`` when it is connected, else the first screen that is not
    ``primary`` (the laptop's own); the presenter gets the primary, or the first other screen
    when the audience took the primary.
    """
    if len(names) < 2:
        return None
    if preferred in names:
        audience = preferred
    else:
        audience = next((name for name in names if name != primary), names[0])
    presenter = primary if primary in names and primary != audience else None
    if presenter is None:
        presenter = next(name for name in names if name != audience)
    return audience, presenter


def _full_screen_on(window: QWidget, screen: QScreen, current: Callable[[], bool]) -> None:
    """Show ``window`` full screen on ``screen`` (moving it there first if it is elsewhere).
    A moment later, while ``current()`` says this arrangement still holds, a window that does
    not cover the screen is given its geometry by hand."""
    if window.screen() is not screen or not window.isFullScreen():
        if window.isFullScreen():
            window.showNormal()  # a full-screen window does not move between screens
        window.setScreen(screen)
        window.setGeometry(screen.geometry())
        window.showFullScreen()

    def cover() -> None:
        if current() and window.isFullScreen() and window.geometry() != screen.geometry():
            window.setGeometry(screen.geometry())

    QTimer.singleShot(COVER_CHECK_MS, window, cover)


def frame_margins(window: QWidget) -> QMargins:
    """The width of ``window``'s frame on each side (title bar included) as it is now: none
    while full screen, or without a window manager."""
    frame, inside = window.frameGeometry(), window.geometry()
    return QMargins(
        inside.left() - frame.left(),
        inside.top() - frame.top(),
        frame.right() - inside.right(),
        frame.bottom() - inside.bottom(),
    )


class LaserDot(QGraphicsObject):
    """A bright red dot with a soft halo, a fixed number of pixels across at any zoom."""

    CORE_PX = 7.0
    HALO_PX = 20.0

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(1000)  # over every vector and label
        self.scale_factor = 1.0
        self.hide()

    def set_scale(self, scale: float) -> None:
        if scale != self.scale_factor:
            self.prepareGeometryChange()
            self.scale_factor = scale

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        r = self.HALO_PX * self.scale_factor
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter, *_args) -> None:
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        halo = self.HALO_PX * self.scale_factor
        gradient = QRadialGradient(QPointF(0, 0), halo)
        gradient.setColorAt(0.0, QColor(255, 40, 40, 200))
        gradient.setColorAt(0.45, QColor(255, 40, 40, 90))
        gradient.setColorAt(1.0, QColor(255, 40, 40, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(gradient))
        painter.drawEllipse(QPointF(0, 0), halo, halo)
        core = self.CORE_PX * self.scale_factor
        painter.setPen(QPen(QColor("#FFFFFF"), max(1.0, self.scale_factor)))
        painter.setBrush(QColor("#FF1A1A"))
        painter.drawEllipse(QPointF(0, 0), core, core)


class LaserPointer(QObject):
    """Ctrl+L: a dot on the audience canvas that follows the mouse over a pointing canvas (the
    presenter's, or the audience canvas itself when there is one screen)."""

    moved = Signal()

    def __init__(self, audience_canvas: CanvasView) -> None:
        super().__init__(audience_canvas)
        self.canvas = audience_canvas
        self.dot = LaserDot()
        audience_canvas.getPlotItem().addItem(self.dot, ignoreBounds=True)
        self.enabled = False
        self.sources: list[CanvasView] = []
        self.add_source(audience_canvas)

    def add_source(self, canvas: CanvasView) -> None:
        if canvas not in self.sources:
            self.sources.append(canvas)
            canvas.viewport().installEventFilter(self)

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = bool(enabled)
        if not self.enabled:
            self._hide()

    def point_at(self, x: float, y: float) -> None:
        """Put the dot at canvas point (x, y) (while the laser is on)."""
        if not self.enabled:
            return
        self.dot.set_scale(self.canvas.ui_style.scale)
        self.dot.setPos(x, y)
        self.dot.show()
        self.moved.emit()

    def _hide(self) -> None:
        if self.dot.isVisible():
            self.dot.hide()
            self.moved.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if not self.enabled:
            return False
        kind = event.type()
        if kind in (QEvent.Type.MouseMove, QEvent.Type.MouseButtonPress):
            for canvas in self.sources:
                if watched is canvas.viewport():
                    self.point_at(*canvas.viewport_to_data(event.position().toPoint()))
        elif kind == QEvent.Type.Leave:
            self._hide()
        return False


class IdlePointer(QObject):
    """Hides the mouse pointer over the audience window after IDLE_POINTER_MS without a move;
    any move brings it back."""

    def __init__(self, window: QWidget, widgets: Sequence[QWidget]) -> None:
        super().__init__(window)
        self.window = window
        self.widgets = list(widgets)
        self.hidden = False
        self.active = False
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(IDLE_POINTER_MS)
        self.timer.timeout.connect(self.hide_pointer)

    def start(self) -> None:
        if not self.active:
            self.active = True
            QApplication.instance().installEventFilter(self)
        self.timer.start()

    def stop(self) -> None:
        if self.active:
            self.active = False
            QApplication.instance().removeEventFilter(self)
        self.timer.stop()
        self.show_pointer()

    def hide_pointer(self) -> None:
        for widget in self.widgets:
            widget.setCursor(Qt.CursorShape.BlankCursor)
        self.hidden = True

    def show_pointer(self) -> None:
        if self.hidden:
            for widget in self.widgets:
                widget.unsetCursor()
            self.hidden = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (
            event.type() in (QEvent.Type.MouseMove, QEvent.Type.MouseButtonPress)
            and isinstance(watched, QWidget)
            and watched.window() is self.window
        ):
            self.show_pointer()
            self.timer.start()
        return False


class PresenterController(QObject):
    """Where the audience and presenter windows go while presenting, and the presenter's tools."""

    arrangement_changed = Signal(str)  # "off", "one screen", "two screens" or "rehearsal"

    def __init__(self, audience: Audience) -> None:
        window = audience.window
        super().__init__(window)
        self.audience = audience
        self.window = window  # the room's window
        self.presentation = audience.presentation
        self.lecture = audience.lecture
        self.arrangement = "off"
        self._arrangements = 0  # arrange() calls so far
        self.rehearsal = False
        self.presenter_window: PresenterWindow | None = None
        self.clock = QElapsedTimer()
        self._normal_geometry = QRect()
        self._margins = frame_margins(window)  # the room's window's frame at the desk
        self._minimum = window.minimumSize()
        self.laser = LaserPointer(audience.canvas)
        self.idle_pointer = IdlePointer(window, (window, audience.canvas.viewport()))

        self.presentation.mode_changed.connect(self._presenting_changed)
        app = QGuiApplication.instance()
        app.screenAdded.connect(self.screen_added)
        app.screenRemoved.connect(self.screen_removed)
        window.installEventFilter(self)
        self._build_actions()

    # -- the screens -------------------------------------------------------------------------
    @property
    def preferred_audience_screen(self) -> str:
        return read(AUDIENCE_SCREEN)

    def choose_audience_screen(self, name: str) -> None:
        """The screen the room sees (remembered by name for the next talk)."""
        write(AUDIENCE_SCREEN, name)
        self.arrange()

    def screens(self, gone: QScreen | None = None) -> list[QScreen]:
        return [screen for screen in QGuiApplication.screens() if screen is not gone]

    def screen_pair(self, gone: QScreen | None = None) -> tuple[QScreen, QScreen] | None:
        """(audience, presenter) screens, or None when there is one screen."""
        screens = self.screens(gone)
        primary = QGuiApplication.primaryScreen()
        names = [screen.name() for screen in screens]
        pair = pick_screens(
            names,
            primary.name() if primary is not None and primary is not gone else "",
            self.preferred_audience_screen or None,
        )
        if pair is None:
            return None
        by_name = {screen.name(): screen for screen in reversed(screens)}
        return by_name[pair[0]], by_name[pair[1]]

    def _still(self, arranged: int) -> Callable[[], bool]:
        return lambda: self._arrangements == arranged

    def lecturer_screen(self, gone: QScreen | None = None) -> QScreen:
        """The screen that is never the room's: the presenter's of the pair (the laptop's own
        panel), or the one screen there is. A rehearsal goes there, wherever the room's
        window was (full screen on the projector, after F5)."""
        pair = self.screen_pair(gone)
        if pair is not None:
            return pair[1]
        remaining = self.screens(gone)
        here = self.window.screen()
        return here if here in remaining else remaining[0]

    def screen_added(self, _screen: QScreen) -> None:
        """A projector plugged in mid-lecture: split again."""
        self.arrange()

    def screen_removed(self, screen: QScreen) -> None:
        """The projector unplugged mid-lecture: fold back to one window. Qt emits this before
        it moves the windows that were on ``screen``; this moves them first."""
        self.arrange(gone=screen)

    # -- presenting --------------------------------------------------------------------------
    def _presenting_changed(self, presenting: bool) -> None:
        if presenting:
            self.clock.start()
            self.idle_pointer.start()
            # Where the window was before presenting (leave() puts back a full-screen window
            # itself; a rehearsal window is put back here).
            self._normal_geometry = self.window.normalGeometry()
        else:
            # A rehearsal window, or full screen reached through the presenter (Ctrl+F5 back
            # from a rehearsal) rather than through the shell: put back where it was.
            if self._normal_geometry.isValid() and not self.window.isFullScreen():
                self.window.setGeometry(self._normal_geometry)
            if self.arrangement in ("two screens", "rehearsal"):
                # Back where it was before presenting, on that screen (a screen set by hand
                # does not follow a geometry change on every platform).
                home = QGuiApplication.screenAt(self.window.geometry().center())
                if home is not None:
                    self.window.setScreen(home)
            self.rehearsal = False
            self.idle_pointer.stop()
            self.action_laser.setChecked(False)
            self.set_laser(False)
        self.action_laser.setEnabled(presenting)
        self.action_rehearse.setChecked(self.rehearsal)
        self.arrange()

    def elapsed_seconds(self) -> int:
        """Seconds since presenting began (0 when not presenting)."""
        if not self.presentation.active or not self.clock.isValid():
            return 0
        return int(self.clock.elapsed() // 1000)

    def toggle_rehearsal(self) -> None:
        """Ctrl+F5: the audience view in a window of its own beside the presenter window (and
        back to the usual arrangement)."""
        self.rehearsal = not self.rehearsal
        self.action_rehearse.setChecked(self.rehearsal)
        if not self.presentation.active:
            if self.rehearsal:
                self.presentation.enter(full_screen=False)
            return
        self.arrange()

    def arrange(self, gone: QScreen | None = None) -> None:
        """Put the windows where the screens and the mode say (the one place that does)."""
        window = self.window
        # Checks that run a moment later act only if nothing was arranged since: a projector
        # unplugged and plugged in again, or Esc then F5, within their delay must not move
        # the room's window to where an earlier arrangement wanted it.
        self._arrangements += 1
        arranged = self._arrangements
        if not self.presentation.active:
            self._hide_presenter_window()
            window.setMinimumSize(self._minimum)
            self._set_arrangement("off")
            return
        pair = self.screen_pair(gone)
        if not self.rehearsal:
            # Before going full screen: a larger minimum set later would resize the window
            # out of full screen.
            window.setMinimumSize(self._minimum)
        if self.rehearsal:
            self._rehearse(self.lecturer_screen(gone))
        elif pair is not None:
            audience, presenter = pair
            _full_screen_on(window, audience, self._still(arranged))
            self._take_screen_scale()  # the projector's
            self._show_presenter_window(presenter)
            self._set_arrangement("two screens")
        else:
            folding = self.arrangement in ("two screens", "rehearsal")
            self._hide_presenter_window()
            if folding:
                remaining = self.screens(gone)
                here = window.screen()
                target = here if here in remaining else remaining[0]
                _full_screen_on(window, target, self._still(arranged))
                self._take_screen_scale()  # the laptop's, as F5 with one screen gives it
            self._set_arrangement("one screen")

    def _rehearse(self, screen: QScreen) -> None:
        """The presenter window fills the screen; the audience window, 16:9 and a little over
        half as wide, sits over the presenter's miniature of it (top right, under the
        presenter's toolbars, whose End and In a window stay in reach)."""
        window = self.window
        area = screen.availableGeometry()
        if window.isFullScreen():
            window.showNormal()  # its frame comes back later: the one it had at the desk
        margins = self._margins
        # The frame is 0.6 of the screen wide; the room's picture inside it is 16:9, like a
        # projector's.
        width = round(area.width() * 0.6) - margins.left() - margins.right()
        height = round(width * 9 / 16)
        # The window's own minimum is for the full layout with menus; the room's view in a
        # rehearsal window may be smaller (a projector's picture, scaled down).
        window.setMinimumSize(
            min(self._minimum.width(), width), min(self._minimum.height(), height)
        )
        self._show_presenter_window(screen)
        window.setScreen(screen)
        right = area.right() - margins.right()
        top = area.top()
        body = self.presenter_window.centralWidget() if self.presenter_window else None
        if body is not None:
            below_toolbars = self.presenter_window.geometry().top() + body.y()
            if below_toolbars + margins.top() + height + margins.bottom() <= area.bottom() + 1:
                top = below_toolbars
        window.setGeometry(QRect(right - width + 1, top + margins.top(), width, height))
        window.show()
        self._take_screen_scale()
        window.raise_()
        self._set_arrangement("rehearsal")

    def _take_screen_scale(self) -> None:
        """The room's window takes the UI scale of the screen it is now on (remembered per
        screen): the projector's, or in a rehearsal the laptop's, whichever way it got there."""
        scale = presentation_scale_for(self.window)
        style = self.audience.shell.ui_style
        if scale != style.scale:
            self.audience.preferences.show_look(style.theme.name, scale)

    def _set_arrangement(self, arrangement: str) -> None:
        if arrangement != self.arrangement:
            self.arrangement = arrangement
            self.arrangement_changed.emit(arrangement)

    def _show_presenter_window(self, screen: QScreen) -> None:
        """The presenter window, maximized on ``screen`` (the lecturer's): the window system
        then fits its frame to the screen, where a geometry set by hand is the inside and its
        frame would reach over the next screen."""
        from app.presenting.presenter_window import PresenterWindow

        if self.presenter_window is None:
            self.presenter_window = PresenterWindow(self.audience, self, remembered_style())
            self.laser.add_source(self.presenter_window.canvas)
            self.window.destroyed.connect(self.presenter_window.deleteLater)
        presenter = self.presenter_window
        if not (presenter.isVisible() and presenter.isMaximized() and presenter.screen() is screen):
            if presenter.isMaximized() or presenter.isFullScreen():
                # A maximized window neither moves nor resizes: restoring it later would put
                # back its old place, which may be the other screen's.
                presenter.showNormal()
            presenter.setScreen(screen)
            presenter.setGeometry(
                screen.availableGeometry().marginsRemoved(frame_margins(presenter))
            )
            presenter.showMaximized()
        presenter.refresh_all()

    def _hide_presenter_window(self) -> None:
        if self.presenter_window is not None and self.presenter_window.isVisible():
            self.presenter_window.hide()

    def presenter_window_closed(self) -> None:
        """The lecturer closed the presenter window: presenting ends (Esc does the same)."""
        if self.presentation.active and self.arrangement in ("two screens", "rehearsal"):
            self.presentation.leave()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (
            watched is self.window
            and event.type() in (QEvent.Type.Move, QEvent.Type.Resize)
            and not self.window.isFullScreen()
        ):
            margins = frame_margins(self.window)
            if not margins.isNull():  # a window with a frame (a rehearsal window gets the same)
                self._margins = margins
        if watched is self.window and event.type() == QEvent.Type.Close and event.isAccepted():
            # The main window closes: the presenter window goes with it.
            QTimer.singleShot(0, self, self._hide_if_main_hidden)
        return False

    def _hide_if_main_hidden(self) -> None:
        if not self.window.isVisible():
            self._hide_presenter_window()

    # -- laser -------------------------------------------------------------------------------
    def set_laser(self, on: bool) -> None:
        self.laser.set_enabled(on and self.presentation.active)

    # -- actions -----------------------------------------------------------------------------
    def _build_actions(self) -> None:
        # The composition root puts them in the Lesson menu, at their place in the table.
        self.actions = build_actions(self.window, "presenter", self)
        self.action_laser = self.actions["present.laser"]
        self.action_laser.setEnabled(False)
        self.action_rehearse = self.actions["present.rehearse"]
