"""The dock holding Learn mode: a panel of the dock region, along the bottom (its SPEC)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QWidget,
)

from app.canvas import CanvasView
from app.common.dock_frame import style_dock
from app.common.i18n import on_language_change, translate
from app.common.layout import PanelRule, Region
from app.common.lazy_dock import LazyPanelDock
from app.common.panel_spec import PanelSpec
from app.common.theme import Style
from app.document import Document
from app.panels.learn.panel import LearnPanel


class LearnDock(LazyPanelDock):
    """The dock holding Learn mode. The window docks it at the bottom, hidden, and moves it
    where the layout plan says (on the right of a short, wide window: app/common/layout.py);
    the View menu's entry (key L, from the panel registry) shows and hides it. Its ghosts are
    drawn on the canvas the composition root hands it (``draw_on``). Its panel is built when
    first needed (app/common/lazy_dock.py): most sessions never open Learn mode."""

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
        self._document = document
        self._style = style
        self._canvas = canvas
        self._reduced_motion = reduced_motion
        self.setAllowedAreas(
            Qt.DockWidgetArea.RightDockWidgetArea
            | Qt.DockWidgetArea.LeftDockWidgetArea
            | Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.apply_style(style)
        on_language_change(self, lambda: self.apply_style(self.current_style()))

    @property
    def panel(self) -> LearnPanel:
        """The Learn panel, built now if it was not yet."""
        panel = self.built_panel()
        assert isinstance(panel, LearnPanel)
        return panel

    def make_panel(self) -> LearnPanel:
        return LearnPanel(self._document, self._canvas, self._style, self._reduced_motion)

    def panel_built(self, panel: QWidget) -> None:
        assert isinstance(panel, LearnPanel)
        panel.apply_style(self._style)  # in the dock now: its fonts as the dock's

    def draw_on(self, canvas: CanvasView, reduced_motion: Callable[[], bool]) -> None:
        """The canvas the ghosts and trails go on, and whether the lesson asks for reduced
        motion (the descent then slows down)."""
        self._canvas = canvas
        self._reduced_motion = reduced_motion
        if self.built:
            self.panel.canvas = canvas
            self.panel.reduced_motion = reduced_motion

    def current_style(self) -> Style:
        """The panel's style (the dock's until the panel is built)."""
        return self.panel.ui_style if self.built else self._style

    def apply_style(self, style: Style) -> None:
        self._style = style
        self.setWindowTitle(translate("LearnDock", "Learn — what to look for"))
        self.setFont(style.font())
        style_dock(self, style)
        if self.built:
            self.panel.apply_style(style)

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
        self.panel.attach_overlays()
        # Keyboard users land on the first thing to do: pick a target, or press Learn.
        panel = self.panel
        first = panel.learn_button if panel.target is not None or not panel.chips else None
        (first or panel.chips[0]).setFocus()

    def hideEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().hideEvent(event)
        if not event.spontaneous() and self.built:
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
