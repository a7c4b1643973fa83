"""What controllers may ask of the window: the shell interface.

Controllers (files, lecture, turning, presentation, the code panel) depend on this Protocol,
never on MainWindow: they tell the user something, ask a question, read and change what is
shown, ask for a new layout and restyle (their menu entries are the action table's).
app/shell/interface.py's WindowShell implements it from the App's parts (messages, layout,
style and the window's full screen); tests/fake_shell.py implements it without a window, so
controllers are tested alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from app.common.dialogs import Choice, Overwrite

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.common.theme import Style
    from kino_core.files.view_state import PanelCatalog, ViewState

__all__ = ["Choice", "Overwrite", "Shell"]


class Shell(Protocol):
    """The window as controllers see it."""

    @property
    def view_state(self) -> ViewState:
        """Which panels the user wants, the theme and the weightings shown."""
        ...

    @property
    def known_panels(self) -> PanelCatalog:
        """The window's panels as files name them (their order and defaults): what files are
        read and written with."""
        ...

    @property
    def ui_style(self) -> Style:
        """The theme and UI scale every view is drawn with."""
        ...

    def notify(self, text: str) -> None:
        """A short message in the status line (it fades)."""

    def show_error(self, title: str, message: str) -> None:
        """Tell the user what went wrong, in a box they close."""

    def ask_save_discard_cancel(self, title: str, text: str, question: str) -> Choice:
        """The one question kino asks before anything unsaved could be lost."""
        ...

    def ask_overwrite(self, title: str, text: str, can_replace: bool) -> Overwrite:
        """Ask before a save would write over a file unasked (read-only, changed on disk…)."""
        ...

    def dialog_parent(self) -> QWidget:
        """The widget file dialogs belong to."""
        ...

    def shown_panels(self) -> frozenset[str]:
        """The names of the panels the user wants shown (registry names, docks included)."""
        ...

    def set_panel_visible(self, name: str, shown: bool) -> None:
        """Show or hide one panel, as its View menu entry does."""

    def set_view_state(self, view: ViewState) -> None:
        """Show the panels, weightings and theme of ``view`` (a file's or a deck step's)."""

    def set_subject(self, panels: frozenset[str], relayout: bool = True) -> bool:
        """The panels the step shown is about (a deck step's ``subject``; empty: none): the
        layout keeps them before the others when the room is short. relayout False: the
        caller lays out next (a step's view state). True when the subject changed."""

    def relayout(self) -> None:
        """Lay the panels out again now (the window's size, scale or mode changed)."""

    def apply_style(self, style: Style) -> None:
        """Restyle every view: theme colours, font sizes, pen widths."""

    # -- what presenting needs ---------------------------------------------------------------
    def set_mode(self, mode: str) -> None:
        """ "desk" or "presenting" (presenting hides menus, toolbar and status bar)."""

    def set_banner(self, banner: QWidget | None) -> None:
        """Keep ``banner`` along the top of the panels (None: no banner); call again when its
        text changed."""

    def set_full_screen(self, full_screen: bool) -> None:
        """Full screen, or back to the geometry the window had before."""

    def is_full_screen(self) -> bool: ...

    def panel_widgets(self) -> dict[str, QWidget]:
        """Each panel's widget by name (presenting covers them with veils)."""
        ...

    def overlay_parent(self) -> QWidget:
        """The widget a cover over everything belongs to."""
        ...

    def keep_clear(self) -> list[QWidget]:
        """What a card over the panels must not cover (the line naming what was left out)."""
        ...
