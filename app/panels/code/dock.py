"""The Code panel: students edit NumPy that reproduces the scene, run it safely, apply it back.

The code never runs in kino's process: ``kino_core.sandbox.SandboxRun`` starts a separate Python
and a QTimer polls it, so the window keeps responding however hostile the code is (a loop, a
sleep, a memory bomb, a crash). Stop, Esc in the editor, hiding the panel and closing the window
all kill the run at once.

The panel lives in a dock on the right of the window: code reads top to bottom, so it wants
height more than width, and the canvas and the bars stay on screen beside it while the student
edits (a bottom dock would squash the square canvas and the right-hand column).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QWidget,
)

from app.common.dock_frame import style_dock
from app.common.i18n import on_language_change, translate
from app.common.layout import PanelRule, Region
from app.common.panel_spec import PanelSpec
from app.common.theme import Style
from app.document import Document
from app.panels.code.panel import CodePanel


class CodeDock(QDockWidget):
    """The dock holding the Code panel. The window docks it and the layout policy gives it its
    first width; the View menu's entry (F4, from the panel registry) shows and hides it."""

    def __init__(self, document: Document, style: Style, parent: QWidget | None = None) -> None:
        super().__init__(translate("CodeDock", "Code — try it"), parent)
        self.setObjectName("code-dock")
        self.panel = CodePanel(document, style)
        self.setWidget(self.panel)
        self.setAllowedAreas(
            Qt.DockWidgetArea.RightDockWidgetArea
            | Qt.DockWidgetArea.LeftDockWidgetArea
            | Qt.DockWidgetArea.BottomDockWidgetArea
        )
        # Whether showing the dock gives the editor the keyboard. The composition root says no
        # while a lesson step shows the Code panel ("Try it"): the clicker's Space, arrows and
        # PageDown must still step, not type or scroll in the editor.
        self.focus_on_show: Callable[[], bool] = lambda: True
        self.apply_style(style)
        on_language_change(self, lambda: self.apply_style(self.panel.ui_style))

    def apply_style(self, style: Style) -> None:
        self.setWindowTitle(translate("CodeDock", "Code — try it"))
        self.setFont(style.font())
        style_dock(self, style)
        self.panel.apply_style(style)

    def redraw(self, result) -> None:
        """The panel follows the document itself (its code is regenerated while untouched)."""

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not event.spontaneous() and self.focus_on_show():
            self.panel.editor.setFocus()


SPEC = PanelSpec(
    "code",
    QT_TRANSLATE_NOOP("Panels", "Code panel"),
    CodeDock,
    # 560 wide when a lesson step is about the code ("Try it") and the room allows: about 52
    # characters of code at the body text's size (8.8 logical px each) beside the line
    # numbers and the scroll bar, so its lines read unwrapped from the back row.
    PanelRule("code", Region.DOCK, 320, 200, 1, wide_base=560),
    file_position=8,
    default_shown=False,
    exportable=False,
    redraws_when_hidden=True,
    shortcut="F4",
    dock_area=Qt.DockWidgetArea.RightDockWidgetArea,
)
