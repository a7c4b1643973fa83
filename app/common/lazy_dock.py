"""A dock whose panel is built when first needed, not with the window.

The Learn dock starts hidden and most sessions never open it, yet its panel was a fifth of a
window's build (two plots and their styles) and, hidden, still ran its handlers on every drag.
Such a dock builds its panel when it is about to be shown, or when code asks for ``panel``;
whatever must happen to the panel once it exists goes through ``when_built``. A window that
measures a dock it is about to show builds the panel first (app/shell/window.py).

(The Code dock stays eager: built at its first show, its button row kept a stale layout at
step 16, 1600x1000: tests/ui/test_layout_report.py found "Reset to scene" cut.)
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDockWidget, QWidget


class LazyPanelDock(QDockWidget):
    """A dock that builds its panel (``make_panel``) the first time it is needed."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self._built: QWidget | None = None
        self._when_built: list[Callable[[QWidget], None]] = []

    def make_panel(self) -> QWidget:
        """The panel, new (subclasses build it from what they were given)."""
        raise NotImplementedError

    def built_panel(self) -> QWidget:
        """The panel, built now if it was not yet."""
        if self._built is None:
            panel = self.make_panel()
            self._built = panel
            self.setWidget(panel)
            self.panel_built(panel)
            # Polished now (its style sheets' fonts and margins applied), as a panel built with
            # the window long before would be: its size hints are read before it is shown.
            panel.ensurePolished()
            calls, self._when_built = self._when_built, []
            for call in calls:
                call(panel)
        return self._built

    def panel_built(self, panel: QWidget) -> None:
        """What a subclass does with its panel once it is in the dock (its style, say)."""

    @property
    def built(self) -> bool:
        """Whether the panel exists yet (asking for it builds it)."""
        return self._built is not None

    def when_built(self, call: Callable[[QWidget], None]) -> None:
        """Call ``call(panel)`` once the panel exists: now if it does. The same call asked for
        twice before the panel exists runs once."""
        if self._built is not None:
            call(self._built)
        elif call not in self._when_built:
            self._when_built.append(call)

    def setVisible(self, visible: bool) -> None:  # noqa: N802 - Qt's name
        if visible:
            self.built_panel()  # before Qt lays the dock out and shows it
        super().setVisible(visible)
