"""A dock whose panel is built when first needed, not with the window.

The Learn and Code docks start hidden and most sessions never open them, yet their panels were
a third of a window's build (plots, an editor, their styles) and, hidden, still ran their
handlers on every drag. Such a dock builds its panel when it is about to be shown, or when code
asks for ``panel``; whatever must happen to the panel once it exists goes through
``when_built``.
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


def build_lazy_panels(window: QWidget) -> None:
    """Build every lazy dock's panel in ``window`` (for what must see all of its widgets, such
    as the list of every key binding)."""
    for dock in window.findChildren(LazyPanelDock):
        dock.built_panel()
