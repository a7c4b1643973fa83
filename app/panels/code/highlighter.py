"""Python syntax colouring for the Code panel's editor, per theme."""

from __future__ import annotations

import builtins
import keyword
import re

from PySide6.QtGui import (
    QColor,
    QFont,
    QSyntaxHighlighter,
    QTextCharFormat,
    QTextDocument,
)

from app.common.theme import Theme

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
