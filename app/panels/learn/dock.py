"""The dock holding Learn mode: a panel of the dock region, along the bottom (its SPEC)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QWidget,
)

from app.canvas import CanvasView
from app.common.dock_frame import style_dock
from app.common.i18n import on_language_change, translate
from app.common.layout import LEARN_RIGHT_SHARE, PanelRule, Region, Size, learn_dock_side
from app.common.panel_spec import PanelSpec
from app.common.theme import Style
from app.document import Document
from app.panels.learn.panel import LearnPanel


class LearnDock(QDockWidget):
    """The dock holding Learn mode. The window docks it at the bottom, hidden; the View
    menu's entry (key L, from the panel registry) shows and hides it. Its ghosts are drawn on
    the canvas the composition root hands it (``draw_on``)."""

    def __init__(
        self,
        document: Document,
        style: Style,
        canvas: CanvasView | None = None,
        reduced_motion: Callable[[], bool] = lambda: False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(translate("LearnDock", "Learn — what to look for"), parent)
        self.setObjectName("learn-dock")
        self.panel = LearnPanel(document, canvas, style, reduced_motion)
        self.setWidget(self.panel)
        self.setAllowedAreas(
            Qt.DockWidgetArea.RightDockWidgetArea
            | Qt.DockWidgetArea.LeftDockWidgetArea
            | Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.window_docked_in: QMainWindow | None = None  # set when a window docks it (event)
        self.apply_style(style)
        on_language_change(self, lambda: self.apply_style(self.panel.ui_style))

    def draw_on(self, canvas: CanvasView, reduced_motion: Callable[[], bool]) -> None:
        """The canvas the ghosts and trails go on, and whether the lesson asks for reduced
        motion (the descent then slows down)."""
        self.panel.canvas = canvas
        self.panel.reduced_motion = reduced_motion

    def apply_style(self, style: Style) -> None:
        self.setWindowTitle(translate("LearnDock", "Learn — what to look for"))
        self.setFont(style.font())
        style_dock(self, style)
        self.panel.apply_style(style)
        self.follow_window_shape()

    def follow_window_shape(self) -> None:
        """Dock along the bottom, or on the right of a window too short for the dock below the
        caption and the canvas (app/common/layout.py learn_dock_side); a floating dock stays
        where the user put it."""
        window = self.window_docked_in
        if window is None or self.isFloating():
            return
        scale = self.panel.ui_style.scale
        side = learn_dock_side(Size(window.width() / scale, window.height() / scale))
        area = {
            "bottom": Qt.DockWidgetArea.BottomDockWidgetArea,
            "right": Qt.DockWidgetArea.RightDockWidgetArea,
        }[side]
        if window.dockWidgetArea(self) != area:
            window.addDockWidget(area, self)
        if side == "right" and self.isVisible():
            # Its own hint is as narrow as its widest button: the sentence would run to more
            # lines than the window is tall. Half the window keeps the canvas its height.
            width = round(window.width() * LEARN_RIGHT_SHARE)
            if abs(self.width() - width) > 2:
                window.resizeDocks([self], [width], Qt.Orientation.Horizontal)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.window_docked_in and event.type() == QEvent.Type.Resize:
            self.follow_window_shape()
        return False

    def event(self, event: QEvent) -> bool:
        # The window docks it through the registry; from then on it follows that window's
        # shape (follow_window_shape), whoever docked it.
        if event.type() == QEvent.Type.ParentChange:
            parent = self.parentWidget()
            window = parent if isinstance(parent, QMainWindow) else None
            if window is not self.window_docked_in:
                if self.window_docked_in is not None:
                    self.window_docked_in.removeEventFilter(self)
                self.window_docked_in = window
                if window is not None:
                    window.installEventFilter(self)
        return super().event(event)

    def redraw(self, result) -> None:
        """The panel follows the document itself (a run is forgotten when the scene moves)."""

    def start(self, target_key: int | None = None, learn_now: bool = False) -> None:
        """Open Learn mode (what a lesson step calls): show the dock, optionally pick
        keys[target_key]'s value as the target and press Learn."""
        self.show()  # the window hears it and marks the panel shown
        if target_key is not None:
            self.panel.choose_key(target_key)
        if learn_now:
            self.panel.toggle_learning()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.follow_window_shape()
        self.panel.attach_overlays()
        # Keyboard users land on the first thing to do: pick a target, or press Learn.
        panel = self.panel
        first = panel.learn_button if panel.target is not None or not panel.chips else None
        (first or panel.chips[0]).setFocus()

    def hideEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().hideEvent(event)
        if not event.spontaneous():
            self.panel.detach_overlays()


SPEC = PanelSpec(
    "learn",
    QT_TRANSLATE_NOOP("Panels", "Learn mode"),
    LearnDock,
    PanelRule("learn", Region.BOTTOM_DOCK, 320, 160, 1),
    default_shown=False,
    exportable=False,
    redraws_when_hidden=True,
    shortcut="L",
    dock_area=Qt.DockWidgetArea.BottomDockWidgetArea,
    in_files=False,
)
