"""What kino tells and asks the user over its window: the App's ``messages`` part.

The status line's short notices, error boxes, the questions asked before something is lost
or written over, and the widgets dialogs and covers belong to (the shell interface's messages,
app/common/shell_interface.py).
"""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow, QWidget

from app.common.dialogs import ask_overwrite, ask_save_discard_cancel
from app.common.plain_text import warning_box
from app.common.shell_interface import Choice, Overwrite

NOTICE_MS = 6000


class Messages:
    """Notices, errors and questions over ``window``."""

    def __init__(self, window: QMainWindow) -> None:
        self._window = window

    def notify(self, text: str) -> None:
        """A short message in the status line (it fades)."""
        self._window.statusBar().showMessage(text, NOTICE_MS)

    def show_error(self, title: str, message: str) -> None:
        """Tell the user what went wrong, in a box they close (and in the status line)."""
        self.notify(message)
        warning_box(self._window, title, message).exec()

    def ask_save_discard_cancel(self, title: str, text: str, question: str) -> Choice:
        return ask_save_discard_cancel(self._window, title, text, question)

    def ask_overwrite(self, title: str, text: str, can_replace: bool) -> Overwrite:
        return ask_overwrite(self._window, title, text, can_replace)

    def dialog_parent(self) -> QWidget:
        """The widget file dialogs belong to."""
        return self._window

    def overlay_parent(self) -> QWidget:
        """The widget a cover over everything belongs to."""
        return self._window
