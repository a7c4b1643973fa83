"""Hidden panels skip redraws and catch up when shown (which panels: the panel registry)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from app.document import Document
from app.panels.registry import PanelRegistry, views_in


class RedrawWhenVisible(QObject):
    """Hidden panels skip redraws and catch up when shown.

    Every view redraws on every change of the scene. A lesson step shows a few panels, and
    animations change the scene 60 times a second: redrawing the hidden ones costs about a
    millisecond a frame for nothing. This disconnects a hidden panel's views from
    ``Document.changed`` (unless its spec says it redraws when hidden) and, when the panel is
    shown again, reconnects them and redraws them once from the current result.
    """

    def __init__(
        self, document: Document, registry: PanelRegistry, panels: dict[str, QWidget]
    ) -> None:
        super().__init__(document)
        self.document = document
        self.views: dict[QWidget, list] = {
            panels[spec.name]: views_in(panels[spec.name])
            for spec in registry
            if not spec.redraws_when_hidden
        }
        self.connected: set[int] = {id(view) for views in self.views.values() for view in views}
        for panel in self.views:
            panel.installEventFilter(self)
            if panel.isHidden():
                self._disconnect(panel)

    def is_connected(self, view) -> bool:
        """Whether ``view`` listens to the document's ``changed`` now. A read-out for tests."""
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
                self.document.refresh(view)  # or with the pending change, once

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched in self.views:
            if event.type() == QEvent.Type.Hide:
                self._disconnect(watched)
            elif event.type() == QEvent.Type.Show:
                self._connect(watched)
        return False
