"""A row of widgets that wraps onto more lines when it is narrower than the row.

A dock's button row (the Code panel's Run, Stop, Apply, Reset; Learn's target chips) in one
QHBoxLayout makes the whole dock as wide as the row: in German, or at 300% on a small
screen, wider than the room left beside the canvas or the screen itself. Wrapped, the row
needs only its widest item's width and takes one more line when it must.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Items left to right, wrapping to a new line where the next one would not fit."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self._lines = 1
        self.setContentsMargins(0, 0, 0, 0)

    # -- QLayout's interface ---------------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 - Qt's name
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt's name
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 - Qt's name
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def spacing(self) -> int:
        return self._spacing

    def setSpacing(self, spacing: int) -> None:  # noqa: N802 - Qt's name
        self._spacing = spacing
        self.invalidate()

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 - Qt's name
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """One line of every item."""
        shown = self._shown()
        width = sum(i.sizeHint().width() for i in shown) + self._spacing * max(len(shown) - 1, 0)
        height = max((i.sizeHint().height() for i in shown), default=0)
        return QSize(width, height) + self._margin_size()

    def minimumSize(self) -> QSize:  # noqa: N802 - Qt's name
        """The widest item (every other one wraps), as tall as the lines take at the width
        the layout has: a dock sized by its minimum (Qt's dock areas ask no height for
        width) then keeps room for every line, not just the first."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        size += self._margin_size()
        width = self.geometry().width()
        if width > 0:
            size.setHeight(max(size.height(), self.heightForWidth(width)))
        return size

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 - Qt's name
        super().setGeometry(rect)
        self._arrange(rect, move=True)
        lines = self.lines(rect.width())
        if lines != self._lines:
            # The minimum height changed with the number of lines: ask the parent again
            # once this layout pass is over (asking now would recurse into it).
            self._lines = lines
            QTimer.singleShot(0, self, self._ask_again)  # not after the layout is gone

    def _ask_again(self) -> None:
        if self.parentWidget() is not None:
            self.invalidate()
            self.parentWidget().updateGeometry()

    # -- the arithmetic -------------------------------------------------------------------------
    def lines(self, width: int) -> int:
        """How many lines the items take at ``width`` pixels."""
        rows = {top for top, _left in self._positions(QRect(0, 0, width, 0)).values()}
        return max(len(rows), 1) if self._shown() else 0

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _margin_size(self) -> QSize:
        margins: QMargins = self.contentsMargins()
        return QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _positions(self, rect: QRect) -> dict[int, tuple[int, int]]:
        """Each shown item's (top, left), by index; y grows by the tallest item of a line."""
        margins = self.contentsMargins()
        left, right = rect.x() + margins.left(), rect.right() - margins.right()
        x, y, line_height = left, rect.y() + margins.top(), 0
        places: dict[int, tuple[int, int]] = {}
        for index, item in enumerate(self._items):
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            if x > left and x + hint.width() - 1 > right:
                x, y, line_height = left, y + line_height + self._spacing, 0
            places[index] = (y, x)
            x += hint.width() + self._spacing
            line_height = max(line_height, hint.height())
        return places

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Place the items in ``rect`` (when ``move``); the height they take."""
        margins = self.contentsMargins()
        places = self._positions(rect)
        bottom = rect.y() + margins.top()
        lines: dict[int, int] = {}
        for index, (top, _left) in places.items():
            lines[top] = max(lines.get(top, 0), self._items[index].sizeHint().height())
        for top, height in lines.items():
            bottom = max(bottom, top + height)
        if move:
            width = rect.right() - margins.right() - rect.x() - margins.left() + 1
            for index, (top, left) in places.items():
                item = self._items[index]
                hint = item.sizeHint()
                size = QSize(min(hint.width(), width), lines[top])
                item.setGeometry(QRect(QPoint(left, top), size))
        return bottom - rect.y() + margins.bottom()
