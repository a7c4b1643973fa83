"""Hidden panels skip redraws and catch up when shown.

Every view redraws on every change of the scene. A lesson step shows a few panels, and
animations change the scene 60 times a second: redrawing the hidden ones (scores table,
readouts, saturation markers, formula) costs about a millisecond a frame for nothing. This
disconnects a hidden panel's views from ``Document.changed`` and, when the panel is shown
again, reconnects them and redraws them once from the current result, so what is shown is
always up to date.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from app.shell.window import MainWindow


class RedrawWhenVisible(QObject):
    """Connects each panel's views to the document only while the panel is visible."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.document = window.document
        # Panel -> the views in it that redraw from Document.changed (they connected
        # themselves in their constructors).
        self.views: dict[QWidget, list] = {
            window.scores: [window.scores],
            window.panels["weights"]: [window.weights_unscaled, window.weights_scaled],
            window.output: [window.output],
            window.readouts: [window.readouts],
            window.saturation: [window.saturation],
            window.formula: [window.formula],
            window.attention_map: [window.attention_map, window.attention_map.heatmap],
        }
        self.connected: set[int] = {id(view) for views in self.views.values() for view in views}
        for panel in self.views:
            panel.installEventFilter(self)
            if panel.isHidden():
                self._disconnect(panel)

    def is_connected(self, view) -> bool:
        return id(view) in self.connected

    def _disconnect(self, panel: QWidget) -> None:
        for view in self.views[panel]:
            if id(view) in self.connected:
                self.document.changed.disconnect(view.redraw)
                self.connected.discard(id(view))

    def _connect(self, panel: QWidget) -> None:
        for view in self.views[panel]:
            if id(view) not in self.connected:
                self.document.changed.connect(view.redraw)
                self.connected.add(id(view))
                view.redraw(self.document.result)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched in self.views:
            if event.type() == QEvent.Type.Hide:
                self._disconnect(watched)
            elif event.type() == QEvent.Type.Show:
                self._connect(watched)
        return False
