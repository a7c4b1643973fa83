"""The style every view is drawn with: the App's ``style`` part.

One Style (app/common/theme.py: the theme's colours and the UI scale) for the window, its
panels and the parts that follow ``style_changed`` (the presenter, the classroom, the
attention map's hover). A theme chosen through the view-state model (a file, a deck step)
restyles through here too.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMainWindow

from app.common.theme import THEMES, Style, window_palette, window_stylesheet
from app.common.view_model import ViewModel
from app.shell.panel_layout import PanelLayout


def dress_window(window: QMainWindow, style: Style) -> None:
    """``window``'s own font, palette and style sheet in ``style`` (its panels restyle
    themselves)."""
    window.setFont(style.font())
    window.setPalette(window_palette(style.theme))
    window.setStyleSheet(window_stylesheet(style))


class WindowStyle(QObject):
    """``window``'s style and its panels' (``layout``'s), kept in step with ``view_model``."""

    style_changed = Signal(object)  # Style, after every view has been restyled

    def __init__(
        self, window: QMainWindow, style: Style, view_model: ViewModel, layout: PanelLayout
    ) -> None:
        super().__init__(window)
        self.ui_style = style
        self._window = window
        self._view_model = view_model
        self._layout = layout
        view_model.theme_changed.connect(self._show_theme)

    def _show_theme(self, name: str) -> None:
        if name != self.ui_style.theme.name:
            self.apply_style(Style(theme=THEMES[name], scale=self.ui_style.scale))

    def apply_style(self, style: Style) -> None:
        """Restyle every view: theme colours, font sizes, pen widths; then lay out again (the
        readable sizes follow the UI scale)."""
        self.ui_style = style
        self._view_model.update(theme=style.theme.name, scale=style.scale)
        dress_window(self._window, style)
        for widget in self._layout.panel_widgets().values():
            widget.apply_style(style)
        self._layout.restyle(style)
        self.style_changed.emit(style)
        self._layout.relayout()
