"""The main window: the toolbar, the menu bar, the status line and the title; it takes dropped
files, goes full screen and asks before it closes.

What a window needs and no more (napari's Window is the model): the panels and their layout
are the App's ``layout`` part (app/shell/panel_layout.py), the style its ``style``
(app/shell/styles.py), notices and questions its ``messages`` (app/shell/messages.py);
the composition root (app/shell/compose.py) builds the window first, then those parts, then
the controllers, and fills the menus (app/shell/menus.py). The window never reads them. Its
public names are listed in tests/test_architecture.py (WINDOW_PUBLIC_NAMES).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QToolBar

from app.common.i18n import on_language_change, translate
from app.common.plain_text import plain_window_title
from app.common.theme import Style
from app.document import Document
from app.shell.styles import dress_window


class MainWindow(QMainWindow):
    """kino's window: its frame, its title and its file drops (the panels are the layout's)."""

    file_dropped = Signal(str)  # a .kino or .kinodeck dropped on the window
    closing = Signal()  # the close was confirmed: the window is about to close

    def __init__(self, document: Document, style: Style, toolbar: QToolBar) -> None:
        """The window of ``document`` (its title names it), drawn in ``style``, with
        ``toolbar`` along the top."""
        super().__init__()
        self._document = document
        document.setParent(self)
        # Asked before the window closes (the composition root's ReplaceGuard): True to close.
        self._close_question: Callable[[], bool] = lambda: True
        self.setAcceptDrops(True)
        dress_window(self, style)
        self.resize(1600, 1000)
        self.setMinimumSize(900, 560)
        self.addToolBar(toolbar)
        # Created with the window: a status bar first made after the window is shown may never
        # get its layout activated, and then paints its messages nowhere. No size grip: the
        # window's edges resize it, and a grip is one more unnamed control for screen readers.
        self.statusBar().setSizeGripEnabled(False)

        document.changed.connect(self._update_title)
        document.source_changed.connect(self._update_title)
        document.modified_changed.connect(self._update_title)
        self._update_title()
        on_language_change(self, self._update_title)  # "untitled" in the new language

    # -- full screen -----------------------------------------------------------------------------
    def set_full_screen(self, full_screen: bool) -> None:
        if full_screen == self.isFullScreen():
            return
        if full_screen:
            self._before_full_screen = (self.isMaximized(), self.geometry())
            self.showFullScreen()
            # Without a window manager (a kiosk PC, Xvfb) X11 ignores the full-screen request
            # and the window stays where it was: cover the screen by hand once it has answered.
            QTimer.singleShot(250, self._cover_screen)
            return
        maximized, geometry = getattr(self, "_before_full_screen", (False, self.geometry()))
        if maximized:
            self.showMaximized()
        else:
            self.showNormal()
            self.setGeometry(geometry)

    def _cover_screen(self) -> None:
        screen = self.screen()
        if self.isFullScreen() and screen is not None and self.geometry() != screen.geometry():
            self.setGeometry(screen.geometry())

    def is_full_screen(self) -> bool:
        return self.isFullScreen()

    # -- title -----------------------------------------------------------------------------
    def show_deck(self, name: str | None, modified: bool) -> None:
        """The open lesson deck's name for the title (None: no deck), and whether it has
        unsaved steps (the title's "*" then, as for an edited scene)."""
        self._deck_title = (name, modified) if name is not None else None
        self._update_title()

    _deck_title: tuple[str, bool] | None = None

    def _update_title(self, *_args) -> None:
        """The title names what Save writes: the file, or "untitled" (Save asks for a name),
        and the open lesson deck; "*" when either has unsaved changes."""
        # Called on every change, drags included: touch the title only when it changes.
        source = self._document.source
        if source is not None:
            name = source.stem
        else:
            title = self._document.scene.title
            name = (
                translate("MainWindow", "untitled ({title})").format(title=title)
                if title
                else translate("MainWindow", "untitled")
            )
        deck_modified = False
        if self._deck_title is not None:
            deck, deck_modified = self._deck_title
            name = translate("MainWindow", "{scene} · deck “{deck}”").format(scene=name, deck=deck)
        title = f"kino — {plain_window_title(name)}[*]"
        if title != self.windowTitle():
            self.setWindowTitle(title)
        modified = self._document.is_modified or deck_modified
        if modified != self.isWindowModified():
            self.setWindowModified(modified)

    # -- drop a file, close the window ---------------------------------------------------------
    def dragEnterEvent(self, event) -> None:  # noqa: N802 - Qt's name
        urls = event.mimeData().urls()
        if (
            urls
            and urls[0].isLocalFile()
            and urls[0].toLocalFile().endswith((".kino", ".kinodeck", ".kinorec"))
        ):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event) -> None:  # noqa: N802 - Qt's name
        urls = event.mimeData().urls()
        if urls and urls[0].isLocalFile():
            event.acceptProposedAction()
            self.file_dropped.emit(str(Path(urls[0].toLocalFile())))

    def set_close_question(self, question: Callable[[], bool]) -> None:
        """What is asked before the window closes (the composition root's ReplaceGuard; a
        hidden window asks nothing): True to close."""
        self._close_question = question

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if not self._close_question():
            event.ignore()
            return
        self.closing.emit()
        event.accept()
