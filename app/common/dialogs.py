"""Small dialogs: edit a key (label and colour), type exact coordinates."""

from __future__ import annotations

import math
from enum import Enum

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QButtonGroup,
    QColorDialog,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from kino_core.scene import CANVAS_LIMIT, MAX_LABEL_CHARS, OKABE_ITO, Key


class KeyDialog(QDialog):
    """Rename and recolour a key: palette chips (colour-blind safe) or any colour."""

    def __init__(self, key: Key, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Key {key.label}")
        self.color = key.color.upper()
        self.label_edit = QLineEdit(key.label)
        self.label_edit.setMaxLength(MAX_LABEL_CHARS)
        self.label_edit.setToolTip("The key's name: a letter or a word (up to 16 characters).")
        self.preview = QLabel()
        self.preview.setMinimumSize(64, 28)
        palette_row = QHBoxLayout()
        for colour in OKABE_ITO:
            chip = QPushButton()
            chip.setFixedSize(30, 30)
            chip.setToolTip(f"Okabe–Ito {colour} (colour-blind safe)")
            chip.setStyleSheet(f"background: {colour}; border: 1px solid #444; border-radius: 4px;")
            chip.clicked.connect(lambda _=False, c=colour: self._set_colour(c))
            palette_row.addWidget(chip)
        other = QPushButton("Other…")
        other.clicked.connect(self._choose_colour)
        palette_row.addWidget(other)
        form = QFormLayout()
        form.addRow("Label", self.label_edit)
        form.addRow("Value (colour)", self.preview)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(palette_row)
        self.error = QLabel("")
        self.error.setStyleSheet("color: #B00020;")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._set_colour(self.color)

    def _set_colour(self, colour: str) -> None:
        self.color = colour.upper()
        self.preview.setText(self.color)
        self.preview.setStyleSheet(
            f"background: {self.color}; border: 1px solid #444; padding: 4px;"
        )

    def _choose_colour(self) -> None:
        chosen = QColorDialog.getColor(QColor(self.color), self, "Value colour")
        if chosen.isValid():
            self._set_colour(chosen.name())

    def _accept(self) -> None:
        label = self.label_edit.text().strip()
        if not label:
            self.error.setText("A key needs a label: type a letter or a word.")
            return
        self.label_edit.setText(label)
        self.accept()

    @property
    def label(self) -> str:
        return self.label_edit.text().strip()


class ExactPositionDialog(QDialog):
    """Type a position as (x, y) or as (r, θ°); the result is clamped to the canvas."""

    def __init__(self, name: str, x: float, y: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Position of {name}")
        self.cartesian = QRadioButton("(x, y)")
        self.polar = QRadioButton("(r, θ°)")
        self.cartesian.setChecked(True)
        modes = QButtonGroup(self)
        modes.addButton(self.cartesian)
        modes.addButton(self.polar)
        mode_row = QHBoxLayout()
        mode_row.addWidget(self.cartesian)
        mode_row.addWidget(self.polar)
        self.first = QDoubleSpinBox()
        self.second = QDoubleSpinBox()
        for box in (self.first, self.second):
            box.setDecimals(3)
            box.setSingleStep(0.1)
        self.first_label = QLabel("x")
        self.second_label = QLabel("y")
        form = QFormLayout()
        form.addRow(self.first_label, self.first)
        form.addRow(self.second_label, self.second)
        note = QLabel(
            f"The canvas is [−{CANVAS_LIMIT:g}, {CANVAS_LIMIT:g}]²; points outside are clamped."
        )
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(mode_row)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self._x, self._y = x, y
        self._showing_polar = False
        self.cartesian.toggled.connect(self._switch_mode)
        self._switch_mode()

    def _switch_mode(self) -> None:
        if self._showing_polar != self.polar.isChecked():
            # Carry what was typed over to the other form.
            self._x, self._y = self._typed_position(self._showing_polar)
        self._showing_polar = self.polar.isChecked()
        x, y = self._x, self._y
        if self.polar.isChecked():
            self.first_label.setText("r")
            self.second_label.setText("θ (degrees)")
            self.first.setRange(0.0, CANVAS_LIMIT * math.sqrt(2))
            self.second.setRange(-360.0, 360.0)
            self.first.setValue(math.hypot(x, y))
            self.second.setValue(math.degrees(math.atan2(y, x)))
        else:
            self.first_label.setText("x")
            self.second_label.setText("y")
            for box in (self.first, self.second):
                box.setRange(-CANVAS_LIMIT, CANVAS_LIMIT)
            self.first.setValue(x)
            self.second.setValue(y)

    def position(self) -> tuple[float, float]:
        return self._typed_position(self.polar.isChecked())

    def _typed_position(self, polar: bool) -> tuple[float, float]:
        if polar:
            r, theta = self.first.value(), math.radians(self.second.value())
            return r * math.cos(theta), r * math.sin(theta)
        return self.first.value(), self.second.value()


class Choice(Enum):
    """The answer to "save the changes before …?"."""

    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


def ask_save_discard_cancel(parent, title: str, text: str, question: str) -> Choice:
    """The one Save / Discard / Cancel question kino asks before anything is lost."""
    buttons = QMessageBox.StandardButton
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(text)
    box.setInformativeText(question)
    box.setStandardButtons(buttons.Save | buttons.Discard | buttons.Cancel)
    box.setDefaultButton(buttons.Save)
    answer = box.exec()
    if answer == buttons.Save:
        return Choice.SAVE
    if answer == buttons.Discard:
        return Choice.DISCARD
    return Choice.CANCEL
