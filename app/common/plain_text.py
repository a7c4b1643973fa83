"""The one display rule for text kino did not write: it is shown character for character.

A file name, a key's label, a theme name read from a .kino file, a message from a hand-off,
an exception a student's code raised: any of them may look like HTML. Qt shows such text as
rich text wherever the format is "auto" (QLabel, QMessageBox, tooltips), and rich text can
load images (`<img src="/dev/zero">` froze kino, its memory growing without bound) or forge
styled output (a fake "All tests passed"). So:

- every label kino makes is a PlainLabel (PlainText format, whatever its text);
- message boxes come from warning_box() (PlainText text and informative text);
- every tooltip is set with set_tooltip() (stored as shown_literally(text), so Qt's guess shows
  it as written) and read back with tooltip_text(); the charts' own tooltips, shown on demand,
  go through show_tooltip();
- window titles go through plain_window_title() (Qt reads "[*]" in a title as a marker).

The few labels that show markup kino wrote itself are rich_label() and are named in
tests/test_plain_text_rule.py; nothing else may create a QLabel, set RichText, call setHtml,
setToolTip, toolTip or QToolTip.showText (tests/test_plain_text_rule.py checks the source).

Tooltips are escaped where they are set, not where they are shown: an application-wide event
filter would run Python for every event of every object (a sixth of a window build's CPU, and
every mouse move of a drag), to act on the rare tooltip that looks like markup.
"""

from __future__ import annotations

from typing import Protocol

from PySide6 import QtGui
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QMessageBox, QToolTip, QWidget

RICH_PROPERTY = "kino-rich-text"  # set on rich_label()s: the only labels not PlainText


class PlainLabel(QLabel):
    """A QLabel whose text is never read as markup."""

    def __init__(self, text: str | QWidget | None = "", parent: QWidget | None = None) -> None:
        if not isinstance(text, str):  # PlainLabel(parent), as QLabel(parent)
            text, parent = "", text
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(text)


def rich_label(html: str, parent: QWidget | None = None) -> QLabel:
    """A label showing markup kino wrote itself (never text from outside: use PlainLabel)."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setProperty(RICH_PROPERTY, True)
    label.setText(html)
    return label


def shown_literally(text: str) -> str:
    """``text`` for the places where Qt guesses the format (tooltips, QInputDialog's prompt):
    unchanged when Qt would not take it for markup, else escaped, so it shows as written."""
    if not QtGui.Qt.mightBeRichText(text):
        return text
    return QtGui.Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)


def show_tooltip(global_pos: QPoint, text: str, widget: QWidget) -> None:
    """QToolTip.showText for text that may come from outside (a key's label, a file)."""
    QToolTip.showText(global_pos, shown_literally(text), widget)


def plain_window_title(text: str) -> str:
    """``text`` as a window title Qt shows literally: "[*]" is Qt's modified marker, and
    "[*][*]" is how a title says it literally."""
    return text.replace("[*]", "[*][*]")


def plain_action_text(text: str) -> str:
    """``text`` as a menu entry Qt shows literally: "&" marks a mnemonic, "&&" is an "&"."""
    return text.replace("&", "&&")


def warning_box(parent: QWidget | None, title: str, message: str) -> QMessageBox:
    """A warning box (not yet shown) whose title and message are plain text."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setWindowTitle(title)
    box.setText(message)
    return box


class HasToolTip(Protocol):
    """What carries a tooltip: a QWidget, a QAction (its buttons copy it), a QGraphicsItem."""

    def setToolTip(self, text: str, /) -> None: ...  # noqa: N802 - Qt's name

    def toolTip(self) -> str: ...  # noqa: N802 - Qt's name


def set_tooltip(target: HasToolTip, text: str) -> None:
    """Give ``target`` the tooltip ``text``, shown as written wherever Qt shows it (a widget's
    hover, a tool button copying its action's tooltip, a graphics item's hover)."""
    target.setToolTip(shown_literally(text))


def tooltip_text(target: HasToolTip) -> str:
    """The tooltip of ``target`` as the user reads it (set_tooltip stores text that looks
    like markup escaped; this is the text again, for a screen reader or a copy)."""
    stored = target.toolTip()
    if not QtGui.Qt.mightBeRichText(stored):
        return stored
    document = QTextDocument()
    document.setHtml(stored)
    return document.toPlainText()
