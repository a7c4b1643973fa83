"""The one display rule for text kino did not write: it is shown character for character.

A file name, a key's label, a theme name read from a .kino file, a message from a hand-off,
an exception a student's code raised: any of them may look like HTML. Qt shows such text as
rich text wherever the format is "auto" (QLabel, QMessageBox, tooltips), and rich text can
load images (`<img src="/dev/zero">` froze kino, its memory growing without bound) or forge
styled output (a fake "All tests passed"). So:

- every label kino makes is a PlainLabel (PlainText format, whatever its text);
- message boxes come from warning_box() (PlainText text and informative text);
- every widget tooltip is shown through shown_literally() by PlainToolTips, the application's
  event filter, and the charts' own tooltips go through show_tooltip();
- window titles go through plain_window_title() (Qt reads "[*]" in a title as a marker).

The few labels that show markup kino wrote itself are rich_label() and are named in
tests/test_plain_text_rule.py; nothing else may create a QLabel, set RichText, call setHtml or
QToolTip.showText (tests/test_plain_text_rule.py checks the source).
"""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QHelpEvent
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


class PlainToolTips(QObject):
    """The application's event filter that shows every widget's tooltip as plain text.

    Qt shows a tooltip as rich text when it looks like markup; here each ToolTip event of a
    widget with a tooltip is answered with shown_literally(its tooltip). Widgets without one of
    their own (item views, graphics views, the charts) pass through: the charts show theirs
    with show_tooltip()."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.Type.ToolTip or not isinstance(watched, QWidget):
            return False
        text = watched.toolTip()
        if not text or not QtGui.Qt.mightBeRichText(text):
            return False  # Qt shows it as it is, with its own timing and placement
        assert isinstance(event, QHelpEvent)
        QToolTip.showText(event.globalPos(), shown_literally(text), watched)
        return True


_TOOLTIP_FILTER = PlainToolTips()


def install_plain_tooltips(app: QObject) -> None:
    """Make every widget tooltip of ``app`` plain text (once; repeated calls are harmless)."""
    app.removeEventFilter(_TOOLTIP_FILTER)
    app.installEventFilter(_TOOLTIP_FILTER)
