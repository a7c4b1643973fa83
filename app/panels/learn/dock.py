"""The dock holding Learn mode."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QWidget,
)

from app.canvas import CanvasView
from app.common.dock_frame import style_dock
from app.common.i18n import on_language_change, translate
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
        self.apply_style(style)
        on_language_change(self, lambda: self.apply_style(self.panel.ui_style))

    def apply_style(self, style: Style) -> None:
        self.setWindowTitle(translate("LearnDock", "Learn — what to look for"))
        if self.action is not None:
            self._name_action(self.action)
        self.setFont(style.font())
        style_dock(self, style)
        self.panel.apply_style(style)

    def attach(self, window, menu) -> QAction:
        """Dock at the bottom of ``window``, hidden; add "Learn mode" (key L) to ``menu`` and
        to the window, so the key works without menus. Returns the action."""
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self)
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
