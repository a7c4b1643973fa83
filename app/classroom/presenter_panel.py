"""The room's answers in the presenter view: for the lecturer's eyes only.

While a question is open: its wording, the count and the distribution as it arrives (the
projector shows only the count). Afterwards: every question of the lecture with its number of
answers and the share that was right. All texts are plain (wordings and labels are content).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListWidget, QVBoxLayout, QWidget

from app.common.i18n import on_language_change, translate
from app.common.plain_text import PlainLabel
from app.common.theme import Style
from kino_core.classroom import true_answer

if TYPE_CHECKING:
    from app.classroom.controller import Classroom


class RoomPanel(QWidget):
    """The open question's live distribution and the lecture's results."""

    content_changed = Signal(bool)  # after each refresh: whether there is anything to show

    def __init__(self, classroom: Classroom, style: Style, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.classroom = classroom
        self.live = PlainLabel()
        self.live.setTextFormat(Qt.TextFormat.PlainText)
        self.live.setWordWrap(True)
        self.live.setFont(style.font(1.1, bold=True))
        self.results = QListWidget()
        self.results.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.results.setFont(style.font(0.95))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.live)
        layout.addWidget(self.results, 1)
        classroom.tally_changed.connect(self.refresh)
        on_language_change(self, self.refresh)
        self.refresh()

    def has_content(self) -> bool:
        """Whether there is anything to show: a question open, or the lecture's results."""
        classroom = self.classroom
        return bool(classroom.is_open or classroom.results)

    def refresh(self) -> None:
        classroom = self.classroom
        if classroom.is_open and classroom.question is not None:
            self.live.setText(
                self.tr("%n answers", "", len(classroom.tally))
                + "\n"
                + classroom.question.wording
                + "\n"
                + classroom.distribution_text()
            )
        else:
            self.live.setText(
                translate("RoomPanel", "No question open: A asks the room about this step.")
            )
        self.results.clear()
        for number, result in enumerate(classroom.results, start=1):
            truth = true_answer(result.question, result.scene)
            right = round(100 * result.tally.share_right(result.question, truth))
            counted = self.tr("%n answers", "", len(result.tally))
            item = translate("RoomPanel", "{number}. {wording}: {answers}, {right}% right")
            self.results.addItem(
                item.format(
                    number=number, wording=result.question.wording, answers=counted, right=right
                )
            )
        self.content_changed.emit(self.has_content())
