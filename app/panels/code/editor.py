"""The Code panel's editor: line numbers, the error-line marker, and Python-friendly indenting."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QPainter,
    QTextCharFormat,
    QTextCursor,
    QTextFormat,
    QTextOption,
)
from PySide6.QtWidgets import (
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from app.common.theme import Style, readable_text_on
from app.panels.code.highlighter import PythonHighlighter, syntax_colors

INDENT = "    "
# The code is read from the back row while a lesson step shows it: never smaller than the
# panels' body text (it was 95%, which fitted more of the long generated lines but left the
# code the smallest text on the screen).
EDITOR_FONT_FACTOR = 1.0


class _LineNumbers(QWidget):
    """The margin left of the editor: line numbers, and a marker on the error line."""

    def __init__(self, editor: CodeEditor) -> None:
        super().__init__(editor)
        self.editor = editor

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.editor.line_number_width(), 0)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.editor.paint_line_numbers(self, event.rect())


class CodeEditor(QPlainTextEdit):
    """A plain-text Python editor: line numbers, highlighting, 4-space indents, an error line.

    Tab indents (the selected lines, or to the next multiple of 4 columns), Shift+Tab dedents,
    Enter keeps the indentation (one level more after a colon). Esc emits ``escape_pressed``;
    while ``claim_escape`` is set the editor takes Esc before any window shortcut does (the
    presentation mode's "leave" uses Esc), so Esc stops a run rather than leaving full screen.
    """

    escape_pressed = Signal()
    run_requested = Signal()

    def __init__(self, style: Style, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.claim_escape = False
        self._error_line: int | None = None
        self._colors = syntax_colors(style.theme)
        self._theme = style.theme
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.setTabChangesFocus(False)
        self.setCenterOnScroll(False)
        self.numbers = _LineNumbers(self)
        self.highlighter = PythonHighlighter(self.document(), style.theme)
        self.blockCountChanged.connect(self._update_margin)
        self.updateRequest.connect(self._scroll_numbers)
        self.cursorPositionChanged.connect(self._update_selections)
        self.apply_style(style)

    # -- style ---------------------------------------------------------------------------------
    def apply_style(self, style: Style) -> None:
        theme = style.theme
        self._theme = theme
        self._colors = syntax_colors(theme)
        self.setFont(style.font(EDITOR_FONT_FACTOR, mono=True))
        self.setTabStopDistance(self.fontMetrics().horizontalAdvance(" ") * len(INDENT))
        self.setStyleSheet(
            f"QPlainTextEdit {{ background: {theme.background}; color: {theme.text};"
            f" border: 1px solid {theme.grid};"
            f" selection-background-color: {theme.accent};"
            f" selection-color: {readable_text_on(theme.accent)}; }}"
        )
        self.highlighter.set_theme(theme)
        self._update_margin()
        self._update_selections()
        self.numbers.update()

    # -- the error line --------------------------------------------------------------------------
    @property
    def error_line(self) -> int | None:
        """The highlighted line (1-based, as in tracebacks), or None."""
        return self._error_line

    def set_error_line(self, line: int | None, jump: bool = True) -> None:
        """Highlight ``line`` (None clears it); with ``jump``, put the cursor at its start."""
        if line is not None and not 1 <= line <= self.blockCount():
            line = None
        self._error_line = line
        if line is not None and jump:
            block = self.document().findBlockByNumber(line - 1)
            cursor = QTextCursor(block)
            # After the indentation: where the statement that failed begins.
            indent = len(block.text()) - len(block.text().lstrip())
            cursor.movePosition(
                QTextCursor.MoveOperation.Right, QTextCursor.MoveMode.MoveAnchor, indent
            )
            self.setTextCursor(cursor)
            self.centerCursor()
        self._update_selections()
        self.numbers.update()

    def _update_selections(self) -> None:
        selections = []
        current = QTextEdit.ExtraSelection()
        fmt = QTextCharFormat()
        fmt.setBackground(QColor(self._colors["current_line"]))
        fmt.setProperty(QTextFormat.Property.FullWidthSelection, True)
        current.format = fmt
        cursor = self.textCursor()
        cursor.clearSelection()
        current.cursor = cursor
        selections.append(current)
        if self._error_line is not None:
            error = QTextEdit.ExtraSelection()
            fmt = QTextCharFormat()
            fmt.setBackground(QColor(self._colors["error_line"]))
            if self._theme.name == "high-contrast":
                fmt.setForeground(QColor("#000000"))
            fmt.setProperty(QTextFormat.Property.FullWidthSelection, True)
            error.format = fmt
            cursor = QTextCursor(self.document().findBlockByNumber(self._error_line - 1))
            # The whole block, so every screen line of a wrapped statement is marked.
            cursor.movePosition(
                QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor
            )
            error.cursor = cursor
            selections.append(error)
        self.setExtraSelections(selections)

    # -- line numbers --------------------------------------------------------------------------
    def line_number_width(self) -> int:
        digits = max(2, len(str(self.blockCount())))
        metrics = self.fontMetrics()
        return 8 + metrics.horizontalAdvance("▶") + metrics.horizontalAdvance("9") * digits + 8

    def _update_margin(self, *_args) -> None:
        self.setViewportMargins(self.line_number_width(), 0, 0, 0)

    def _scroll_numbers(self, rect: QRect, dy: int) -> None:
        if dy:
            self.numbers.scroll(0, dy)
        else:
            self.numbers.update(0, rect.y(), self.numbers.width(), rect.height())
        if rect.contains(self.viewport().rect()):
            self._update_margin()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        area = self.contentsRect()
        self.numbers.setGeometry(
            QRect(area.left(), area.top(), self.line_number_width(), area.height())
        )

    def paint_line_numbers(self, widget: QWidget, rect: QRect) -> None:
        painter = QPainter(widget)
        painter.fillRect(rect, QColor(self._theme.panel))
        painter.setFont(self.font())
        width = widget.width() - 8
        height = self.fontMetrics().height()
        block = self.firstVisibleBlock()
        number = block.blockNumber()
        top = round(self.blockBoundingGeometry(block).translated(self.contentOffset()).top())
        bottom = top + round(self.blockBoundingRect(block).height())
        while block.isValid() and top <= rect.bottom():
            if block.isVisible() and bottom >= rect.top():
                line = number + 1
                if line == self._error_line:
                    bold = QFont(self.font())
                    bold.setBold(True)
                    painter.setFont(bold)
                    painter.setPen(QColor(self._colors["error_mark"]))
                    painter.drawText(4, top, width - 4, height, Qt.AlignmentFlag.AlignLeft, "▶")
                    painter.drawText(0, top, width, height, Qt.AlignmentFlag.AlignRight, str(line))
                    painter.setFont(self.font())
                else:
                    painter.setPen(QColor(self._theme.muted))
                    painter.drawText(0, top, width, height, Qt.AlignmentFlag.AlignRight, str(line))
            block = block.next()
            top = bottom
            bottom = top + round(self.blockBoundingRect(block).height())
            number += 1
        painter.end()

    # -- keys ----------------------------------------------------------------------------------
    def event(self, event) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and event.key() == Qt.Key.Key_Escape
            and self.claim_escape
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        key, modifiers = event.key(), event.modifiers()
        ctrl = bool(modifiers & Qt.KeyboardModifier.ControlModifier)
        if key == Qt.Key.Key_Escape:
            self.escape_pressed.emit()
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and ctrl:
            self.run_requested.emit()
            event.accept()
            return
        if key == Qt.Key.Key_Tab and not ctrl:
            self._indent()
            return
        if key == Qt.Key.Key_Backtab:
            self._dedent()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
            modifiers & ~Qt.KeyboardModifier.KeypadModifier
        ):
            self._new_line()
            return
        super().keyPressEvent(event)

    def _selected_blocks(self) -> tuple[int, int] | None:
        """First and last block numbers of a selection spanning several lines, else None."""
        cursor = self.textCursor()
        if not cursor.hasSelection():
            return None
        doc = self.document()
        first = doc.findBlock(cursor.selectionStart()).blockNumber()
        end_block = doc.findBlock(cursor.selectionEnd())
        last = end_block.blockNumber()
        if cursor.selectionEnd() == end_block.position() and last > first:
            last -= 1  # a selection ending at a line's start does not include that line
        return (first, last) if last > first else None

    def _indent(self) -> None:
        lines = self._selected_blocks()
        cursor = self.textCursor()
        if lines is None:
            column = cursor.positionInBlock()
            cursor.insertText(" " * (len(INDENT) - column % len(INDENT)))
            return
        cursor.beginEditBlock()
        for number in range(lines[0], lines[1] + 1):
            line = QTextCursor(self.document().findBlockByNumber(number))
            line.insertText(INDENT)
        cursor.endEditBlock()

    def _dedent(self) -> None:
        cursor = self.textCursor()
        lines = self._selected_blocks()
        first, last = lines or (cursor.blockNumber(), cursor.blockNumber())
        cursor.beginEditBlock()
        for number in range(first, last + 1):
            block = self.document().findBlockByNumber(number)
            spaces = len(block.text()) - len(block.text().lstrip(" "))
            remove = min(spaces, len(INDENT))
            if remove:
                line = QTextCursor(block)
                line.movePosition(
                    QTextCursor.MoveOperation.Right, QTextCursor.MoveMode.KeepAnchor, remove
                )
                line.removeSelectedText()
        cursor.endEditBlock()

    def _new_line(self) -> None:
        cursor = self.textCursor()
        before = cursor.block().text()[: cursor.positionInBlock()]
        indent = before[: len(before) - len(before.lstrip(" "))]
        code = before.split("#", 1)[0].rstrip()
        if code.endswith(":"):
            indent += INDENT
        cursor.insertText("\n" + indent)
        self.ensureCursorVisible()
