"""The shell interface (app/common/shell_interface.py) that controllers are given, made of the
App's parts: ``messages`` tells and asks, ``layout`` shows and lays out panels, ``style``
restyles, and the window itself goes full screen. Each call is handed to the part whose job
it is; this class adds no behaviour of its own (tests/fake_shell.py is its stand-in).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QWidget

from app.common.shell_interface import Choice, Overwrite
from app.common.theme import Style
from app.shell.messages import Messages
from app.shell.panel_layout import PanelLayout
from app.shell.styles import WindowStyle
from kino_core.files.view_state import PanelCatalog, ViewState

if TYPE_CHECKING:
    from app.common.layout import Mode


class FullScreen(Protocol):
    """What the shell asks of the window itself (kino's MainWindow has both)."""

    def set_full_screen(self, full_screen: bool) -> None: ...

    def is_full_screen(self) -> bool: ...


class WindowShell:
    """The Shell of one window, from its parts."""

    def __init__(
        self, messages: Messages, layout: PanelLayout, style: WindowStyle, window: FullScreen
    ) -> None:
        self._messages = messages
        self._layout = layout
        self._style = style
        self._window = window

    # -- messages ----------------------------------------------------------------------------
    def notify(self, text: str) -> None:
        self._messages.notify(text)

    def show_error(self, title: str, message: str) -> None:
        self._messages.show_error(title, message)

    def ask_save_discard_cancel(self, title: str, text: str, question: str) -> Choice:
        return self._messages.ask_save_discard_cancel(title, text, question)

    def ask_overwrite(self, title: str, text: str, can_replace: bool) -> Overwrite:
        return self._messages.ask_overwrite(title, text, can_replace)

    def dialog_parent(self) -> QWidget:
        return self._messages.dialog_parent()

    def overlay_parent(self) -> QWidget:
        return self._messages.overlay_parent()

    # -- the layout --------------------------------------------------------------------------
    @property
    def view_state(self) -> ViewState:
        return self._layout.view_state

    @property
    def known_panels(self) -> PanelCatalog:
        return self._layout.known_panels

    def shown_panels(self) -> frozenset[str]:
        return self._layout.shown_panels()

    def set_panel_visible(self, name: str, shown: bool) -> None:
        self._layout.set_panel_visible(name, shown)

    def set_view_state(self, view: ViewState) -> None:
        self._layout.set_view_state(view)

    def set_subject(self, panels: frozenset[str], relayout: bool = True) -> bool:
        return self._layout.set_subject(panels, relayout)

    def relayout(self) -> None:
        self._layout.relayout()

    def set_mode(self, mode: Mode) -> None:
        self._layout.set_mode(mode)

    def set_banner(self, banner: QWidget | None) -> None:
        self._layout.set_banner(banner)

    def panel_widgets(self) -> dict[str, QWidget]:
        return self._layout.panel_widgets()

    def keep_clear(self) -> list[QWidget]:
        return self._layout.keep_clear()

    # -- the style ---------------------------------------------------------------------------
    @property
    def ui_style(self) -> Style:
        return self._style.ui_style

    def apply_style(self, style: Style) -> None:
        self._style.apply_style(style)

    # -- the window --------------------------------------------------------------------------
    def set_full_screen(self, full_screen: bool) -> None:
        self._window.set_full_screen(full_screen)

    def is_full_screen(self) -> bool:
        return self._window.is_full_screen()
