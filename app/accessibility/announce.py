"""The one seam through which kino speaks: ``Announcer.announce(text)``.

It sends a polite ``QAccessibleAnnouncementEvent`` (Qt >= 6.8), which a screen reader reads
when it has finished what it is saying, and emits ``announced`` so tests (and a status line, if
wanted) can observe exactly what was said and how often.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent


class Announcer(QObject):
    """Announces through ``source``'s accessible object (the main window)."""

    announced = Signal(str)

    def __init__(self, source: QObject) -> None:
        super().__init__(source)
        self._source = source
        self.last = ""

    def announce(self, text: str) -> None:
        if not text:
            return
        event = QAccessibleAnnouncementEvent(self._source, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)
        self.last = text
        self.announced.emit(text)
