"""The Code panel: students edit NumPy that reproduces the scene, run it safely, apply it back.

The code never runs in kino's process: ``kino_core.sandbox.SandboxRun`` starts a separate Python
and a QTimer polls it, so the window keeps responding however hostile the code is (a loop, a
sleep, a memory bomb, a crash). Stop, Esc in the editor, hiding the panel and closing the window
all kill the run at once.

The panel lives in a dock on the right of the window: code reads top to bottom, so it wants
height more than width, and the canvas and the bars stay on screen beside it while the student
edits (a bottom dock would squash the square canvas and the right-hand column).
"""

from __future__ import annotations

import builtins
import keyword
import re
from collections.abc import Callable
from pathlib import Path

import numpy as np
from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QShortcut,
    QSyntaxHighlighter,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextOption,
    QTextTableFormat,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStyle,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.common.formatting import label_prefix
from app.common.theme import Style, Theme, readable_text_on
from app.document import Document
from kino_core import Scene, evaluate
from kino_core.codegen import ArraysError, arrays_to_scene, compare_weights, scene_code
from kino_core.sandbox import Protection, RunResult, SandboxRun, expected_protection

PANEL_NAME = "code"
INDENT = "    "
POLL_MS = 40  # how often a running program is checked: well under the 100 ms a user notices
EDITOR_FONT_FACTOR = 0.95  # the generated lines are long; a hair smaller fits more of them
SCENE_ARRAYS = ("q", "Q", "K", "V")

# --- colours ---------------------------------------------------------------------------------

# Token colours per theme, chosen for a contrast of at least 4.5:1 on the editor's background;
# a theme added later falls back to its own named colours (see syntax_colors).
_SYNTAX = {
    "light": {
        "keyword": "#7A3EF0",
        "builtin": "#1F5FA0",
        "string": "#0B6E3A",
        "number": "#A8321E",
        "comment": "#59636E",
        "error_line": "#FCE1DE",
        "error_mark": "#B3261E",
        "current_line": "#EEF0F4",
    },
    "dark": {
        "keyword": "#C9A2FF",
        "builtin": "#7CC4FF",
        "string": "#9BDB9B",
        "number": "#FFB27A",
        "comment": "#A7B0BA",
        "error_line": "#5A2626",
        "error_mark": "#FF8A7A",
        "current_line": "#262B31",
    },
    "high-contrast": {
        "keyword": "#0000C0",
        "builtin": "#5A0090",
        "string": "#005A00",
        "number": "#A00000",
        "comment": "#000000",
        "error_line": "#FFFF00",
        "error_mark": "#A00000",
        "current_line": "#FFFFFF",
    },
}


def syntax_colors(theme: Theme) -> dict[str, str]:
    """The editor's token and marker colours for ``theme``."""
    if theme.name in _SYNTAX:
        return _SYNTAX[theme.name]
    return {
        "keyword": theme.accent,
        "builtin": theme.scaled,
        "string": theme.query,
        "number": theme.unscaled,
        "comment": theme.muted,
        "error_line": QColor(theme.unscaled).lighter(170).name(),
        "error_mark": theme.unscaled,
        "current_line": theme.panel,
    }


# --- syntax highlighting --------------------------------------------------------------------

# "_" and "type" are soft keywords too, but in student code they are a name and a built-in.
_KEYWORDS = re.compile(r"\b(?:" + "|".join([*keyword.kwlist, "match", "case"]) + r")\b")
_BUILTINS = re.compile(  # calls of built-ins, not methods of the same name (s.max())
    r"(?<![\w.])(?:"
    + "|".join(name for name in dir(builtins) if not name.startswith("_") and name.islower())
    + r")\b(?=\s*\()"
)
_NUMBER = re.compile(
    r"(?<![\w.])(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+"
    r"|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?[jJ]?)"
)
# The next comment or string opening on a line: what comes first decides what the rest is.
_OPENING = re.compile(r"#|(?<![\w])[rRbBuUfF]{0,2}('''|\"\"\"|'|\")")
_IN_TRIPLE = {1: "'''", 2: '"""'}  # block states: inside a triple-quoted string


class PythonHighlighter(QSyntaxHighlighter):
    """Keywords, calls of built-ins, strings (triple-quoted across lines too), comments, numbers.

    A left-to-right scan rather than independent regexes, so a # inside a string or a quote
    inside a comment is coloured as what it is.
    """

    def __init__(self, document: QTextDocument, theme: Theme) -> None:
        super().__init__(document)
        self.formats: dict[str, QTextCharFormat] = {}
        self.set_theme(theme)

    def set_theme(self, theme: Theme) -> None:
        colors = syntax_colors(theme)
        self.formats = {}
        for name in ("keyword", "builtin", "string", "number", "comment"):
            fmt = QTextCharFormat()
            fmt.setForeground(QColor(colors[name]))
            if name == "keyword":
                fmt.setFontWeight(QFont.Weight.Bold)
            if name == "comment":
                fmt.setFontItalic(True)
            self.formats[name] = fmt
        self.rehighlight()

    def highlightBlock(self, text: str) -> None:  # noqa: N802 - Qt's name
        self.setCurrentBlockState(0)
        position = 0
        state = self.previousBlockState()
        if state in _IN_TRIPLE:
            end = text.find(_IN_TRIPLE[state])
            if end < 0:
                self.setFormat(0, len(text), self.formats["string"])
                self.setCurrentBlockState(state)
                return
            position = end + 3
            self.setFormat(0, position, self.formats["string"])
        while position < len(text):
            match = _OPENING.search(text, position)
            stop = match.start() if match else len(text)
            self._plain(text, position, stop)
            if match is None:
                return
            if match.group(0) == "#":
                self.setFormat(match.start(), len(text) - match.start(), self.formats["comment"])
                return
            quote = match.group(1)
            end = self._string_end(text, match.end(), quote)
            if end < 0:  # an unclosed triple-quoted string continues on the next line
                self.setFormat(match.start(), len(text) - match.start(), self.formats["string"])
                self.setCurrentBlockState(1 if quote == "'''" else 2)
                return
            self.setFormat(match.start(), end - match.start(), self.formats["string"])
            position = end

    @staticmethod
    def _string_end(text: str, start: int, quote: str) -> int:
        """Index just after the closing quote; len(text) for an unclosed one-line string; -1 for
        an unclosed triple-quoted one."""
        i = start
        while i < len(text):
            if text[i] == "\\":
                i += 2
                continue
            if text.startswith(quote, i):
                return i + len(quote)
            i += 1
        return -1 if len(quote) == 3 else len(text)

    def _plain(self, text: str, start: int, stop: int) -> None:
        segment = text[start:stop]
        for pattern, name in ((_NUMBER, "number"), (_BUILTINS, "builtin"), (_KEYWORDS, "keyword")):
            for match in pattern.finditer(segment):
                if match.end() > match.start():
                    length = match.end() - match.start()
                    self.setFormat(start + match.start(), length, self.formats[name])


# --- the editor -------------------------------------------------------------------------------


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


# --- the panel --------------------------------------------------------------------------------


def _seconds(duration: float) -> str:
    return f"{duration:.2f} s" if duration >= 0.1 else f"{duration * 1000:.0f} ms"


class CodePanel(QWidget):
    """Editor, Run / Stop / Apply / Reset, the status line, and what the run printed.

    Reads the scene from the document and changes it only through ``document.replace_scene``
    (one undo step). ``timeout_s`` and ``memory_mb`` are the sandbox limits of the next run.
    """

    run_finished = Signal(object)  # RunResult, when a run ends for any reason

    def __init__(self, document: Document, style: Style, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("code-panel")
        self.document = document
        self.ui_style = style
        self.timeout_s = 3.0
        self.memory_mb = 512
        self.last_result: RunResult | None = None
        self.comparison: tuple[bool, str] | None = None
        self.kino_weights: np.ndarray | None = None
        self._run: SandboxRun | None = None
        self._run_source = ""
        self._generated = ""
        self._scene_pending = False
        self._status_kind = "idle"
        self._compared_with = ""
        self._compared_keys: list[str] = []
        self._compared_queries: list[str] = []

        self.editor = CodeEditor(style)
        self.editor.setToolTip(
            "NumPy that computes what kino shows for this scene. Edit anything, then Run\n"
            "(Ctrl+Enter). The code runs in a separate Python: nothing it does can harm kino."
        )
        self.run_button = QPushButton("▶ Run")
        self.run_button.setToolTip(
            "Run the code in a separate Python (Ctrl+Enter). It is stopped after a few seconds."
        )
        self.stop_button = QPushButton("■ Stop")
        self.stop_button.setToolTip("Stop the running code now (Esc in the editor).")
        self.apply_button = QPushButton("Apply to canvas")
        self.apply_button.setToolTip(
            "Load the q (or Q), K, V (and d, seed, ids) that the last run left into the scene.\n"
            "One undo step: Ctrl+Z on the canvas takes it back."
        )
        self.reset_button = QPushButton("Reset to scene")
        self.reset_button.setToolTip(
            "Reset to the current scene: replace the code with code for what the canvas shows.\n"
            "Your edits are not lost: Ctrl+Z in the editor brings them back."
        )
        # What the sandbox protects on this system, said before anything runs (kino_core).
        self.protection = expected_protection()
        self.protection_label = QLabel()
        self.protection_label.setWordWrap(True)
        self.protection_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status_label.setToolTip("What happened when the code last ran.")
        self.status_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        self.output = QTextEdit()
        self.output.setReadOnly(True)
        self.output.setUndoRedoEnabled(False)
        self.output.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
        self.output.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.output.setToolTip(
            "What the last run printed (stdout), its error messages (stderr) and traceback,\n"
            "and, when it left an array named weights, kino's weights beside it."
        )
        self.output.setPlaceholderText("What the code prints appears here.")

        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.setSpacing(6)
        for button in (self.run_button, self.stop_button, self.apply_button, self.reset_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            buttons.addWidget(button)
        buttons.addStretch(1)
        self._buttons = buttons

        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.setSpacing(4)
        lower_layout.addWidget(self.protection_label)
        lower_layout.addWidget(self.status_label)
        lower_layout.addWidget(self.output, 1)

        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.editor)
        self.splitter.addWidget(lower)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        layout.addLayout(buttons)
        layout.addWidget(self.splitter, 1)

        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self._poll)

        self.run_button.clicked.connect(self.run)
        self.stop_button.clicked.connect(self.stop)
        self.apply_button.clicked.connect(self.apply_to_canvas)
        self.reset_button.clicked.connect(self.reset_code)
        self.editor.run_requested.connect(self.run)
        self.editor.escape_pressed.connect(self.stop)
        self.editor.textChanged.connect(self._text_edited)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.run)
        document.changed.connect(self._scene_changed)

        self._load_scene_code(undoable=False)
        self._set_status(
            "idle",
            "Edit the code, then Run (Ctrl+Enter). It runs in a separate Python: nothing can "
            "break.",
        )
        self._update_buttons()
        self.apply_style(style)

    # -- state ---------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._run is not None

    def run_folder(self) -> Path | None:
        """The folder the running code works in (its printed output); None when none runs."""
        return None if self._run is None else self._run.run_dir

    @property
    def edited(self) -> bool:
        """Whether the student changed the code since it was generated from the scene."""
        return self.editor.toPlainText() != self._generated

    def status_text(self) -> str:
        return self.status_label.text()

    # -- style ---------------------------------------------------------------------------------
    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        theme = style.theme
        self.setFont(style.font())
        # Set on each widget: under a style sheet a parent's new font does not reach children
        # that were already polished, and lecture mode changes the scale at run time.
        for widget in (
            self.run_button,
            self.stop_button,
            self.apply_button,
            self.reset_button,
            self.status_label,
            self.protection_label,
        ):
            widget.setFont(style.font())
        self.editor.apply_style(style)
        self.output.setFont(style.font(EDITOR_FONT_FACTOR * 0.95, mono=True))
        self.output.setStyleSheet(
            f"QTextEdit {{ background: {theme.panel}; color: {theme.text};"
            f" border: 1px solid {theme.grid};"
            f" selection-background-color: {theme.accent};"
            f" selection-color: {readable_text_on(theme.accent)}; }}"
        )
        self.setStyleSheet(
            f"QWidget#code-panel {{ background: {theme.background}; }}"
            f" QWidget#code-panel QLabel {{ color: {theme.text}; }}"
            f" QSplitter::handle {{ background: {theme.grid}; }}"
        )
        self._restyle_status()
        self._show_protection(self.protection)
        self._fit_button_texts()
        if self.last_result is not None:
            self._show_output(self.last_result)

    # Long and short texts of the buttons that have both: a narrow dock (a 1024-pixel screen,
    # a large UI scale) gets the short ones rather than clipped ones.
    _BUTTON_TEXTS = {
        "apply_button": ("Apply to canvas", "Apply"),
        "reset_button": ("Reset to scene", "Reset"),
    }

    def _fit_button_texts(self) -> None:
        margins = self.layout().contentsMargins()
        needed = margins.left() + margins.right()
        for name in ("run_button", "stop_button", "apply_button", "reset_button"):
            button = getattr(self, name)
            long_text, short_text = self._BUTTON_TEXTS.get(name, (button.text(), button.text()))
            metrics = button.fontMetrics()
            padding = 2 * button.style().pixelMetric(QStyle.PixelMetric.PM_ButtonMargin) + 4
            # The style would keep every button at least 80 px wide; the text alone is enough,
            # and on a 1024-pixel screen those pixels belong to the canvas.
            button.setMinimumWidth(metrics.horizontalAdvance(short_text) + padding)
            needed += metrics.horizontalAdvance(long_text) + padding + self._buttons.spacing()
        long = self.width() >= needed
        for name, (long_text, short_text) in self._BUTTON_TEXTS.items():
            getattr(self, name).setText(long_text if long else short_text)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_button_texts()

    def _restyle_status(self) -> None:
        theme = self.ui_style.theme
        colour = {
            "ok": theme.text,
            "idle": theme.muted,
            "running": theme.text,
            "problem": syntax_colors(theme)["error_mark"],
        }[self._status_kind]
        self.status_label.setStyleSheet(f"QLabel {{ color: {colour}; padding: 2px 0; }}")

    def _show_protection(self, protection: Protection) -> None:
        self.protection = protection
        self.protection_label.setText(protection.status_line())
        self.protection_label.setToolTip(protection.explanation())
        theme = self.ui_style.theme
        colour = theme.muted if protection.complete else syntax_colors(theme)["error_mark"]
        self.protection_label.setStyleSheet(f"QLabel {{ color: {colour}; }}")

    def _set_status(self, kind: str, text: str) -> None:
        self.status_label.setText(text)
        if kind != self._status_kind:  # a style sheet is parsed again on every change
            self._status_kind = kind
            self._restyle_status()

    def _update_buttons(self) -> None:
        running = self.running
        self.run_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        arrays = self.last_result.arrays if self.last_result is not None else {}
        self.apply_button.setEnabled(not running and any(n in arrays for n in SCENE_ARRAYS))
        self.editor.claim_escape = running

    # -- the code ------------------------------------------------------------------------------
    def _load_scene_code(self, undoable: bool) -> None:
        code = scene_code(self.document.scene)
        self._generated = code
        if self.editor.toPlainText() == code:
            return
        scroll = self.editor.verticalScrollBar().value()
        if undoable:
            # One edit of the editor's own document, so Ctrl+Z in the editor restores the
            # student's version: nothing typed is ever lost to Reset.
            cursor = QTextCursor(self.editor.document())
            cursor.beginEditBlock()
            cursor.select(QTextCursor.SelectionType.Document)
            cursor.insertText(code)
            cursor.endEditBlock()
            cursor.movePosition(QTextCursor.MoveOperation.Start)
            self.editor.setTextCursor(cursor)
        else:
            self.editor.setPlainText(code)
        self.editor.verticalScrollBar().setValue(scroll)

    def reset_code(self) -> None:
        """Replace the code with code for the current scene (undoable in the editor)."""
        was_edited = self.edited
        self._load_scene_code(undoable=True)
        self.editor.set_error_line(None)
        if was_edited:
            self._set_status(
                "idle", "Reset to the current scene. Ctrl+Z in the editor brings your edits back."
            )
        else:
            self._set_status("idle", "The code shows the current scene.")

    def _scene_changed(self, *_args) -> None:
        # Untouched code follows the canvas, so opening the panel later or dragging a key shows
        # this scene's numbers; edited code is the student's and stays as it is.
        if self.edited:
            return
        if self.running or not self.isVisible():
            self._scene_pending = True
            return
        self._load_scene_code(undoable=False)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self._scene_pending and not self.running:
            self._scene_pending = False
            if not self.edited:
                self._load_scene_code(undoable=False)

    def _text_edited(self) -> None:
        if self.editor.error_line is not None:
            self.editor.set_error_line(None, jump=False)

    # -- running -------------------------------------------------------------------------------
    def run(self) -> None:
        """Start the code in the sandbox; the timer polls it. A second Run waits for the first."""
        if self.running:
            self._set_status("running", "The code is still running: Stop (or Esc) ends it.")
            return
        self._run_source = self.editor.toPlainText()
        self.editor.set_error_line(None, jump=False)
        run = SandboxRun(self._run_source, timeout_s=self.timeout_s, memory_mb=self.memory_mb)
        self._run = run
        run.start()
        self._set_status("running", "Running… Stop or Esc ends it.")
        self._update_buttons()
        self.timer.start()
        self._poll()

    def _poll(self) -> None:
        run = self._run
        if run is None:
            self.timer.stop()
            return
        result = run.poll()
        if result is None:
            self._set_status("running", f"Running… {run.elapsed_s:.1f} s. Stop or Esc ends it.")
            return
        self._finish(result)

    def stop(self) -> None:
        """Kill the running code now (nothing happens when nothing runs)."""
        run = self._run
        if run is None:
            return
        self._finish(run.stop())

    def _finish(self, result: RunResult) -> None:
        self.timer.stop()
        self._run = None
        self.last_result = result
        self.comparison, self.kino_weights, self._compared_with = None, None, ""
        if "weights" in result.arrays:
            self._compare(result)
        text = result.message
        if result.status not in ("ok", "stopped", "timeout"):
            text += f" ({_seconds(result.duration_s)})"
        self._set_status("ok" if result.ok else "problem", ("✓ " if result.ok else "✗ ") + text)
        if result.protection is not None and result.protection != self.protection:
            self._show_protection(result.protection)  # what the run found, not what was expected
        self._show_output(result)
        if result.error_line is not None and self.editor.toPlainText() == self._run_source:
            self.editor.set_error_line(result.error_line)
            self.editor.setFocus()
        self._update_buttons()
        if self._scene_pending:
            self._scene_changed()
        self.run_finished.emit(result)

    def _compare(self, result: RunResult) -> None:
        """Compare the code's weights with kino's for the scene the code describes, if it
        describes one (so an edited K is compared with kino's maths on that K), else for the
        scene on the canvas."""
        try:
            scene: Scene = arrays_to_scene(result.arrays, self.document.scene)
            self._compared_with = "for the q, K, V and d your code left"
        except ArraysError as error:
            scene = self.document.scene
            self._compared_with = f"for the scene on the canvas ({error})"
        reference = evaluate(scene)
        self.comparison = compare_weights(result.arrays, reference)
        self.kino_weights = reference.weights_scaled
        self._compared_keys = [k.label for k in scene.keys]
        self._compared_queries = [q.label for q in scene.queries]

    # -- the output pane -----------------------------------------------------------------------
    def _show_output(self, result: RunResult) -> None:
        theme = self.ui_style.theme
        problem = QColor(syntax_colors(theme)["error_mark"])
        self.output.clear()
        cursor = QTextCursor(self.output.document())
        heading = QTextCharFormat()
        heading.setFontWeight(QFont.Weight.Bold)
        heading.setForeground(QColor(theme.text))
        plain = QTextCharFormat()
        plain.setForeground(QColor(theme.text))
        bad = QTextCharFormat()
        bad.setForeground(problem)
        first = True

        def section(title: str) -> None:
            nonlocal first
            if not first:
                cursor.insertBlock()
                cursor.insertBlock()
            first = False
            cursor.insertText(title, heading)
            cursor.insertBlock()

        if self.comparison is not None:
            agree, message = self.comparison
            section("Weights (scaled by 1/√d): yours and kino's")
            self._insert_weights_table(cursor, result.arrays["weights"], plain)
            cursor.insertText(("✓ " if agree else "✗ ") + message, plain if agree else bad)
            cursor.insertBlock()
            cursor.insertText(f"kino's weights are {self._compared_with}.", plain)
        if result.stdout:
            section("Printed (stdout)")
            cursor.insertText(result.stdout.rstrip("\n"), plain)
        if result.stderr:
            section("Messages (stderr)")
            cursor.insertText(result.stderr.rstrip("\n"), bad)
        if result.traceback:
            section("Traceback")
            cursor.insertText(result.traceback.rstrip("\n"), bad)
        if result.skipped_arrays:
            section("Arrays not sent back")
            notes = (f"{name}: {why}" for name, why in sorted(result.skipped_arrays.items()))
            cursor.insertText("\n".join(notes), plain)
        if first:
            cursor.insertText("(The code printed nothing.)", plain)
        self.output.moveCursor(QTextCursor.MoveOperation.Start)

    def _insert_weights_table(self, cursor: QTextCursor, theirs, fmt: QTextCharFormat) -> None:
        ours = self.kino_weights
        assert ours is not None
        keys = self._compared_keys
        theirs = np.asarray(theirs)
        if theirs.dtype.kind in "iuf" and theirs.ndim == 1 and ours.shape[0] == 1:
            theirs = theirs.reshape(1, -1)
        rows: list[tuple[str, list[str]]] = []
        many = ours.shape[0] > 1
        same = theirs.dtype.kind in "iuf" and theirs.shape == ours.shape
        for i, label in enumerate(self._compared_queries):
            prefix = label_prefix(label) if many else ""
            if same:
                rows.append((f"{prefix}yours", [f"{float(w):.4f}" for w in theirs[i]]))
            rows.append((f"{prefix}kino's", [f"{float(w):.4f}" for w in ours[i]]))
        table_format = QTextTableFormat()
        table_format.setCellPadding(2)
        table_format.setCellSpacing(0)
        table_format.setBorder(0)
        table = cursor.insertTable(len(rows) + 1, len(keys) + 1, table_format)
        unbroken = QTextBlockFormat()
        unbroken.setNonBreakableLines(True)  # "0.6508" split over two lines reads as two numbers

        def put(row: int, column: int, text: str) -> None:
            cell = table.cellAt(row, column).firstCursorPosition()
            cell.setBlockFormat(unbroken)
            cell.insertText(text, fmt)

        for column, label in enumerate(keys, start=1):
            put(0, column, label)
        for row, (name, values) in enumerate(rows, start=1):
            put(row, 0, name)
            for column, value in enumerate(values, start=1):
                put(row, column, value)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        if not same:
            shown = np.array2string(theirs, precision=4, suppress_small=True, threshold=200)
            cursor.insertText(f"yours: {shown}", fmt)
            cursor.insertBlock()

    # -- back to the canvas ----------------------------------------------------------------------
    def apply_to_canvas(self) -> bool:
        """Load the last run's q/Q, K, V (d, seed, ids) into the scene as one undo step.

        Returns True if the scene changed. Invalid arrays leave the scene as it was and the
        status says which array is wrong and why.
        """
        result = self.last_result
        if result is None or self.running:
            return False
        try:
            scene = arrays_to_scene(result.arrays, self.document.scene)
        except ArraysError as error:
            self._set_status("problem", f"✗ Not applied: {error} The canvas is unchanged.")
            return False
        if scene == self.document.scene:
            self._set_status("ok", "The canvas already shows these arrays: nothing to change.")
            return False
        self.document.replace_scene(scene, "apply the code to the canvas")
        self._set_status(
            "ok", "✓ Applied the code's arrays to the canvas. Ctrl+Z on the canvas undoes it."
        )
        return True

    # -- hiding ---------------------------------------------------------------------------------
    def hideEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # A non-spontaneous hide is the panel closing or the window closing (its children are
        # hidden with it); a minimised window hides spontaneously and keeps running.
        if not event.spontaneous() and self.running:
            self.stop()
        super().hideEvent(event)


class CodeDock(QDockWidget):
    """The dock holding the Code panel. The window docks it and the layout policy gives it its
    first width; the View menu's entry (F4, from the panel registry) shows and hides it."""

    def __init__(self, document: Document, style: Style, parent: QWidget | None = None) -> None:
        super().__init__("Code — try it", parent)
        self.setObjectName("code-dock")
        self.panel = CodePanel(document, style)
        self.setWidget(self.panel)
        self.setAllowedAreas(
            Qt.DockWidgetArea.RightDockWidgetArea
            | Qt.DockWidgetArea.LeftDockWidgetArea
            | Qt.DockWidgetArea.BottomDockWidgetArea
        )
        # Whether showing the dock gives the editor the keyboard. The composition root says no
        # while a lesson step shows the Code panel ("Try it"): the clicker's Space, arrows and
        # PageDown must still step, not type or scroll in the editor.
        self.focus_on_show: Callable[[], bool] = lambda: True
        self.apply_style(style)

    def apply_style(self, style: Style) -> None:
        theme = style.theme
        self.setFont(style.font())
        self.setStyleSheet(
            f"QDockWidget {{ color: {theme.text}; }}"
            f" QDockWidget::title {{ background: {theme.panel}; padding: 4px 6px;"
            f" border-bottom: 1px solid {theme.grid}; }}"
        )
        self.panel.apply_style(style)

    def redraw(self, result) -> None:
        """The panel follows the document itself (its code is regenerated while untouched)."""

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not event.spontaneous() and self.focus_on_show():
            self.panel.editor.setFocus()
