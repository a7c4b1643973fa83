"""The main window's toolbar: the d control, Re-roll, Add key and Add query.

The composition root builds it and hands it to the window (which shows and hides it with the
menus) and keeps it in the App (``app.toolbar``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QSizePolicy, QToolBar

from app.common.i18n import on_language_change, translate
from app.common.plain_text import set_tooltip
from app.document import Document
from app.panels.d_control import DControl
from kino_core.scene import MAX_KEYS, MAX_QUERIES


class MainToolbar(QToolBar):
    """The window's one toolbar; presenting adds buttons of its own to it."""

    def __init__(self, document: Document) -> None:
        super().__init__()
        self.setMovable(False)
        self.setObjectName("main-toolbar")
        self.d_control = DControl(document)
        self.d_control.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.addWidget(self.d_control)
        self.reroll_button = QPushButton()
        self.reroll_button.clicked.connect(document.reroll)
        self.addWidget(self.reroll_button)
        self.add_key_button = QPushButton()
        self.add_key_button.clicked.connect(lambda: document.add_key())
        self.addWidget(self.add_key_button)
        self.add_query_button = QPushButton()
        self.add_query_button.clicked.connect(lambda: document.add_query())
        self.addWidget(self.add_query_button)
        self._retranslate()
        on_language_change(self, self._retranslate)
        for widget in (self.reroll_button, self.add_key_button, self.add_query_button):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def _retranslate(self) -> None:
        self.setWindowTitle(translate("MainWindow", "Main toolbar"))
        self.reroll_button.setText(translate("MainWindow", "Re-roll"))
        set_tooltip(
            self.reroll_button,
            translate(
                "MainWindow",
                "Draw new hidden coordinates (change the seed). At d = 2 nothing changes:\n"
                "there are no hidden coordinates.",
            ),
        )
        self.add_key_button.setText(translate("MainWindow", "Add key"))
        set_tooltip(
            self.add_key_button,
            translate(
                "MainWindow", "Add a key (up to {count}); or double-click empty canvas."
            ).format(count=MAX_KEYS),
        )
        self.add_query_button.setText(translate("MainWindow", "Add query"))
        set_tooltip(
            self.add_query_button,
            translate(
                "MainWindow",
                "Add a query (up to {count}, labelled q1 … q{count}); or press Q, or "
                "Shift+double-click\nempty canvas. Each query is one row of the attention map.",
            ).format(count=MAX_QUERIES),
        )
