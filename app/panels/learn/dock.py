"""The dock holding Learn mode."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QWidget,
)

from app.canvas import CanvasView
from app.common.dock_frame import style_dock
from app.common.i18n import on_language_change, translate
from app.common.layout import LEARN_RIGHT_SHARE, Size, learn_dock_side
from app.common.theme import Style
from app.document import Document
from app.panels.learn.panel import LearnPanel


class LearnDock(QDockWidget):
    """The dock holding Learn mode; ``attach`` puts it in a window (key L shows and hides it)."""

    def __init__(
        self,
        document: Document,
        canvas: CanvasView,
        style: Style,
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
        self.action: QAction | None = None
        self.window_docked_in: QWidget | None = None
        self.apply_style(style)
        on_language_change(self, lambda: self.apply_style(self.panel.ui_style))

    def apply_style(self, style: Style) -> None:
        self.setWindowTitle(translate("LearnDock", "Learn — what to look for"))
        if self.action is not None:
            self._name_action(self.action)
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

    def attach(self, window, menu) -> QAction:
        """Dock at the bottom of ``window`` (on the right of a short one), hidden; add "Learn
        mode" (key L) to ``menu`` and to the window, so the key works without menus. Returns
        the action."""
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self)
        self.window_docked_in = window
        window.installEventFilter(self)
        self.follow_window_shape()
        self.hide()
        action = menu.addAction("")
        self._name_action(action)
        action.setCheckable(True)
        action.setShortcut(QKeySequence("L"))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.toggled.connect(self.setVisible)
        window.addAction(action)
        window.style_changed.connect(self.apply_style)
        self.action = action
        return action

    @staticmethod
    def _name_action(action: QAction) -> None:
        action.setText(translate("LearnDock", "Learn mode"))
        action.setToolTip(
            translate(
                "LearnDock", "Watch the query learn a target colour, with and without 1/√d (L)"
            )
        )

    def start(self, target_key: int | None = None, learn_now: bool = False) -> None:
        """Open Learn mode (what a lesson step calls): show the dock, optionally pick
        keys[target_key]'s value as the target and press Learn."""
        self.show()
        if target_key is not None:
            self.panel.choose_key(target_key)
        if learn_now:
            self.panel.toggle_learning()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.follow_window_shape()
        self.panel.attach_overlays()
        if self.action is not None and not self.action.isChecked():
            self.action.setChecked(True)
        # Keyboard users land on the first thing to do: pick a target, or press Learn.
        panel = self.panel
        first = panel.learn_button if panel.target is not None or not panel.chips else None
        (first or panel.chips[0]).setFocus()

    def hideEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().hideEvent(event)
        if not event.spontaneous():
            self.panel.detach_overlays()
            if self.action is not None and self.action.isChecked():
                self.action.setChecked(False)
