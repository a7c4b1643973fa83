"""The File menu's entries for demos that travel: record, replay, export a movie or handout.

They go after the picture exports, before the separator above Quit.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QAction

from app.common.shell_interface import Shell


def install_demo_menu(shell: Shell, actions: Sequence[QAction]) -> None:
    """Put ``actions`` (after a separator) at the end of the File menu's export entries."""
    entries = shell.menu_actions("File")
    separators = [action for action in entries if action.isSeparator()]
    before = separators[-1] if separators else None  # the one above Quit
    separator = QAction(shell.dialog_parent())
    separator.setSeparator(True)
    shell.add_action("File", separator, before)
    for action in actions:
        shell.add_action("File", action, before)
