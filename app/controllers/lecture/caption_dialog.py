"""The dialog for a step's title, caption, held answer and speaker's notes (Lesson ▸ Edit
caption)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from app.common.i18n import translate
from app.common.plain_text import PlainLabel, set_tooltip
from kino_core.deck import MAX_ANSWER_CHARS, MAX_NOTES_CHARS
from kino_core.scene import MAX_CAPTION_CHARS, MAX_TITLE_CHARS


class CaptionDialog(QDialog):
    """Edit a step's title and caption (the caption banner shows both), the answer the caption
    holds back until R, and the speaker's notes (only the presenter view shows them)."""

    def __init__(
        self,
        title: str,
        caption: str,
        parent: QWidget | None = None,
        notes: str = "",
        answer: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("CaptionDialog", "Step title, caption and notes"))
        self.title_edit = QLineEdit(title)
        self.title_edit.setMaxLength(MAX_TITLE_CHARS)
        self.caption_edit = QPlainTextEdit(caption)
        self.caption_edit.setMinimumSize(520, 160)
        hint = PlainLabel(
            translate(
                "CaptionDialog",
                "A few sentences that read from the back of the hall (at most {count} characters).",
            ).format(count=MAX_CAPTION_CHARS)
        )
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QFormLayout(self)
        layout.addRow(translate("CaptionDialog", "Title"), self.title_edit)
        layout.addRow(translate("CaptionDialog", "Caption"), self.caption_edit)
        layout.addRow(hint)
        self.answer_edit = QPlainTextEdit(answer)
        self.answer_edit.setMinimumSize(520, 80)
        set_tooltip(
            self.answer_edit,
            translate(
                "CaptionDialog",
                "Shown after the caption once R reveals it: while the answers are hidden, and\n"
                "on a step that asks the room until R, the room reads the caption without it.",
            ),
        )
        layout.addRow(translate("CaptionDialog", "Answer (held until R)"), self.answer_edit)
        self.notes_edit = QPlainTextEdit(notes)
        self.notes_edit.setMinimumSize(520, 120)
        set_tooltip(
            self.notes_edit,
            translate(
                "CaptionDialog",
                "Speaker's notes: shown on the laptop in the presenter view, never to the room.\n"
                "What to ask, what to point at, the number to expect.",
            ),
        )
        layout.addRow(translate("CaptionDialog", "Notes"), self.notes_edit)
        layout.addRow(buttons)

    def values(self) -> tuple[str, str]:
        """(title, caption) as typed; the caption is cut to the format's limit."""
        caption = self.caption_edit.toPlainText().strip()[:MAX_CAPTION_CHARS]
        return self.title_edit.text().strip(), caption

    def answer(self) -> str:
        """The held answer as typed, cut to the format's limit."""
        return self.answer_edit.toPlainText().strip()[:MAX_ANSWER_CHARS]

    def notes(self) -> str:
        """The speaker's notes as typed, cut to the format's limit."""
        return self.notes_edit.toPlainText().strip()[:MAX_NOTES_CHARS]
