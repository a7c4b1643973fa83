"""Lesson ▸ The step's question for the room…: what A asks on this step (or nothing).

The lecturer picks the kind, types the wording, and picks the weighting it asks about (and,
for a point, the key that should win); the true answer is never typed: kino_core computes it
from the scene when the question opens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QWidget,
)

from app.common.i18n import translate
from app.common.plain_text import set_tooltip
from kino_core.classroom import MAX_WORDING_CHARS, Question
from kino_core.scene import Scene

if TYPE_CHECKING:
    from app.common.shell_interface import Shell
    from app.controllers.lecture import LectureController

NO_QUESTION = "none"


class QuestionDialog(QDialog):
    """Edit one step's question; ``question()`` is the result (None: the step asks nothing)."""

    def __init__(self, question: Question | None, scene: Scene, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("QuestionDialog", "The step's question for the room"))
        self.kind = QComboBox()
        kinds = (
            (NO_QUESTION, translate("QuestionDialog", "No question")),
            ("winner", translate("QuestionDialog", "Which key wins (the keys as buttons)")),
            ("number", translate("QuestionDialog", "The largest weight (a slider from 0 to 1)")),
            ("point", translate("QuestionDialog", "Where the query should be (a tap)")),
        )
        for value, text in kinds:
            self.kind.addItem(text, value)
        self.wording = QLineEdit()
        self.wording.setMaxLength(MAX_WORDING_CHARS)
        self.wording.setPlaceholderText(
            translate("QuestionDialog", "What the projector and the phones show")
        )
        self.weighting = QComboBox()
        self.weighting.addItem(translate("QuestionDialog", "without scaling"), "unscaled")
        self.weighting.addItem(translate("QuestionDialog", "scaled by 1/√d"), "scaled")
        self.key = QComboBox()
        for key in scene.keys:
            self.key.addItem(key.label, key.label)
        set_tooltip(self.key, translate("QuestionDialog", "For a point: the key that should win"))
        if question is not None:
            self.kind.setCurrentIndex(self.kind.findData(question.kind))
            self.wording.setText(question.wording)
            self.weighting.setCurrentIndex(self.weighting.findData(question.weighting))
            if question.key:
                self.key.setCurrentIndex(max(0, self.key.findData(question.key)))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout = QFormLayout(self)
        layout.addRow(translate("QuestionDialog", "Kind"), self.kind)
        layout.addRow(translate("QuestionDialog", "Wording"), self.wording)
        layout.addRow(translate("QuestionDialog", "Weighting"), self.weighting)
        layout.addRow(translate("QuestionDialog", "Key"), self.key)
        layout.addRow(buttons)
        self.kind.currentIndexChanged.connect(self._sync)
        self._sync()

    def _sync(self) -> None:
        kind = self.kind.currentData()
        for widget in (self.wording, self.weighting, self.key):
            widget.setEnabled(kind != NO_QUESTION)
        self.key.setEnabled(kind == "point")

    def question(self) -> Question | None:
        kind = self.kind.currentData()
        if kind == NO_QUESTION:
            return None
        wording = self.wording.text().strip() or translate(
            "QuestionDialog", "Predict first, then R reveals"
        )
        key = self.key.currentData() if kind == "point" else ""
        return Question(kind, wording, self.weighting.currentData(), key=key or "")


def edit_step_question(lecture: LectureController, shell: Shell) -> None:
    """Lesson ▸ The step's question for the room…: the dialog, then the deck's step."""
    step = lecture.step
    if step is None:
        shell.notify(
            translate(
                "QuestionDialog", "Open or start a deck first (Lesson ▸ Add the scene as a step)"
            )
        )
        return
    dialog = QuestionDialog(step.question, step.scene, shell.dialog_parent())
    if dialog.exec() == QDialog.DialogCode.Accepted:
        lecture.set_step_question(dialog.question())
