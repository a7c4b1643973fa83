"""Small dialogs: edit a key (label and colour), rename a query, type exact coordinates, edit
the scene's title and caption."""

from __future__ import annotations

import math
from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QButtonGroup,
    QColorDialog,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from app.common.formatting import fmt_short
from app.common.i18n import translate, translate_noop_text
from app.common.plain_text import PlainLabel, plain_window_title, set_tooltip, warning_box
from kino_core.colour_names import colour_name
from kino_core.scene import (
    CANVAS_LIMIT,
    KEY_PALETTE,
    MAX_CAPTION_CHARS,
    MAX_LABEL_CHARS,
    MAX_TITLE_CHARS,
    OKABE_ITO,
    Key,
    hex_to_rgb,
)


def label_problem(label: str, what: str) -> str | None:
    """Why ``label`` (already stripped) cannot name a vector, or None. One rule for keys and
    queries; the line edit itself holds the length (MAX_LABEL_CHARS) and keeps it on one line."""
    if not label:
        if what == "key":
            return translate("KeyDialog", "A key needs a label: type a letter or a word.")
        return translate("QueryDialog", "A query needs a label: type a letter or a word.")
    return None


def label_edit(label: str, tooltip: str) -> QLineEdit:
    edit = QLineEdit(label)
    edit.setMaxLength(MAX_LABEL_CHARS)
    set_tooltip(edit, tooltip)
    edit.selectAll()
    return edit


def add_error_and_buttons(
    dialog: QDialog, layout: QVBoxLayout, accept: Callable[[], None]
) -> QLabel:
    """End ``dialog``'s ``layout`` the way every edit dialog ends: a red error line (empty
    until OK finds a problem), then OK (calls ``accept``) and Cancel. Returns the error line."""
    error = PlainLabel("")
    error.setStyleSheet("color: #B00020;")
    layout.addWidget(error)
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.accepted.connect(accept)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return error


class _LabelledDialog:
    """OK on a dialog with a ``label_edit`` and an ``error`` line: one label rule for keys and
    queries (``what`` names the vector in the message)."""

    what = "key"

    def _accept(self) -> None:
        label = self.label_edit.text().strip()
        problem = label_problem(label, self.what)
        if problem:
            self.error.setText(problem)
            return
        self.label_edit.setText(label)
        self.accept()

    @property
    def label(self) -> str:
        return self.label_edit.text().strip()


class KeyDialog(_LabelledDialog, QDialog):
    """Rename and recolour a key: palette chips (colour-blind safe) or any colour."""

    def __init__(self, key: Key, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            translate("KeyDialog", "Key {label}").format(label=plain_window_title(key.label))
        )
        self.color = key.color.upper()
        self.label_edit = label_edit(
            key.label,
            translate("KeyDialog", "The key's name: a letter or a word (up to 16 characters)."),
        )
        self.preview = PlainLabel()
        self.preview.setMinimumSize(64, 28)
        # One chip per key colour (twelve keys, twelve colours), in two rows of six so that the
        # dialog stays narrow at large UI scales.
        palette_grid = QGridLayout()
        palette_grid.setSpacing(4)
        for index, colour in enumerate(KEY_PALETTE):
            chip = QPushButton()
            chip.setFixedSize(30, 30)
            name = translate_noop_text("ColourName", colour_name(hex_to_rgb(colour)))
            chip.setAccessibleName(name)  # a chip has no text: say its colour
            if colour in OKABE_ITO:
                tip = translate("KeyDialog", "Okabe–Ito {name} {code} (colour-blind safe)")
            else:
                tip = translate("KeyDialog", "Paul Tol {name} {code} (colour-blind safe)")
            set_tooltip(chip, tip.format(name=name, code=colour))
            chip.setStyleSheet(f"background: {colour}; border: 1px solid #444; border-radius: 4px;")
            chip.clicked.connect(lambda _=False, c=colour: self._set_colour(c))
            palette_grid.addWidget(chip, index // 6, index % 6)
        other = QPushButton(translate("KeyDialog", "Other…"))
        other.clicked.connect(self._choose_colour)
        palette_row = QHBoxLayout()
        palette_row.addLayout(palette_grid)
        palette_row.addWidget(other)
        palette_row.addStretch(1)
        form = QFormLayout()
        form.addRow(translate("KeyDialog", "Label"), self.label_edit)
        form.addRow(translate("KeyDialog", "Value (colour)"), self.preview)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(palette_row)
        self.error = add_error_and_buttons(self, layout, self._accept)
        self._set_colour(self.color)

    def choose_colour(self, colour: str) -> None:
        """Pick ``colour`` (#rrggbb) as the key's value, as a click on a swatch does.
        A hook for tests."""
        self._set_colour(colour)

    def _set_colour(self, colour: str) -> None:
        self.color = colour.upper()
        self.preview.setText(self.color)
        self.preview.setStyleSheet(
            f"background: {self.color}; border: 1px solid #444; padding: 4px;"
        )

    def _choose_colour(self) -> None:
        chosen = QColorDialog.getColor(
            QColor(self.color), self, translate("KeyDialog", "Value colour")
        )
        if chosen.isValid():
            self._set_colour(chosen.name())


class QueryDialog(_LabelledDialog, QDialog):
    """Rename a query, with the same rule for labels as keys."""

    what = "query"

    def __init__(self, label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            translate("QueryDialog", "Rename query {label}").format(label=plain_window_title(label))
        )
        self.label_edit = label_edit(
            label,
            translate(
                "QueryDialog",
                "The query's name: a letter or a word (up to {count} characters).\n"
                "Each query is one row of the attention map.",
            ).format(count=MAX_LABEL_CHARS),
        )
        form = QFormLayout()
        form.addRow(translate("QueryDialog", "Label"), self.label_edit)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        self.error = add_error_and_buttons(self, layout, self._accept)


class SceneTextDialog(QDialog):
    """The scene's title and caption (shown by exports, lesson steps and the window title)."""

    def __init__(self, title: str, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("SceneTextDialog", "Title and caption"))
        self.title_edit = QLineEdit(title)
        self.title_edit.setMaxLength(MAX_TITLE_CHARS)
        set_tooltip(
            self.title_edit,
            translate("SceneTextDialog", "The scene's title (up to {count} characters).").format(
                count=MAX_TITLE_CHARS
            ),
        )
        self.caption_edit = QPlainTextEdit(caption)
        self.caption_edit.setTabChangesFocus(True)
        set_tooltip(
            self.caption_edit,
            translate(
                "SceneTextDialog", "A sentence or two under the title (up to {count} characters)."
            ).format(count=MAX_CAPTION_CHARS),
        )
        form = QFormLayout()
        form.addRow(translate("SceneTextDialog", "Title"), self.title_edit)
        form.addRow(translate("SceneTextDialog", "Caption"), self.caption_edit)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        self.error = add_error_and_buttons(self, layout, self._accept)

    def _accept(self) -> None:
        if len(self.caption) > MAX_CAPTION_CHARS:
            self.error.setText(
                translate(
                    "SceneTextDialog",
                    "The caption has {count} characters; kino keeps at most {limit}.",
                ).format(count=len(self.caption), limit=MAX_CAPTION_CHARS)
            )
            return
        self.accept()

    @property
    def title(self) -> str:
        return self.title_edit.text().strip()

    @property
    def caption(self) -> str:
        return self.caption_edit.toPlainText().strip()


class ExactPositionDialog(QDialog):
    """Type a position as (x, y) or as (r, θ°); the result is clamped to the canvas.

    Focus starts in the first number field, so typed digits go there. The fields show 3
    decimals, but a field the user did not change gives back the exact value it was opened
    with: an OK without a change returns the position unchanged, not rounded.
    """

    def __init__(self, name: str, x: float, y: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            translate("ExactPositionDialog", "Position of {name}").format(name=name)
        )
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
        self.first_label = PlainLabel("x")
        self.second_label = PlainLabel("y")
        form = QFormLayout()
        form.addRow(self.first_label, self.first)
        form.addRow(self.second_label, self.second)
        note = PlainLabel(
            translate(
                "ExactPositionDialog",
                "The canvas is [−{limit}, {limit}]²; points outside are clamped.",
            ).format(limit=fmt_short(CANVAS_LIMIT))
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
        # Tab order: the numbers first, then the mode, then the buttons.
        QWidget.setTabOrder(self.first, self.second)
        QWidget.setTabOrder(self.second, self.cartesian)
        QWidget.setTabOrder(self.cartesian, self.polar)
        self._x, self._y = x, y
        # The exact values each field was last filled with, and what the field showed then.
        self._exact: list[tuple[float, float]] = []
        self._showing_polar = False
        self.cartesian.toggled.connect(self._switch_mode)
        self._switch_mode()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.first.setFocus(Qt.FocusReason.OtherFocusReason)
        self.first.selectAll()

    def _fill(self, first: float, second: float) -> None:
        self.first.setValue(first)
        self.second.setValue(second)
        self._exact = [(first, self.first.value()), (second, self.second.value())]

    def _switch_mode(self) -> None:
        if self._showing_polar != self.polar.isChecked():
            # Carry what was typed over to the other form.
            self._x, self._y = self._typed_position(self._showing_polar)
        self._showing_polar = self.polar.isChecked()
        x, y = self._x, self._y
        if self.polar.isChecked():
            self.first_label.setText("r")
            self.second_label.setText(translate("ExactPositionDialog", "θ (degrees)"))
            self.first.setRange(0.0, CANVAS_LIMIT * math.sqrt(2))
            self.second.setRange(-360.0, 360.0)
            self._fill(math.hypot(x, y), math.degrees(math.atan2(y, x)))
        else:
            self.first_label.setText("x")
            self.second_label.setText("y")
            for box in (self.first, self.second):
                box.setRange(-CANVAS_LIMIT, CANVAS_LIMIT)
            self._fill(x, y)
        # Screen readers: Qt does not name a spin box after its form label.
        self.first.setAccessibleName(self.first_label.text())
        self.second.setAccessibleName(self.second_label.text())

    def position(self) -> tuple[float, float]:
        return self._typed_position(self.polar.isChecked())

    def _field_values(self) -> list[float]:
        """What each field holds: the exact value it was filled with unless the user changed it."""
        return [
            exact if box.value() == shown else box.value()
            for box, (exact, shown) in zip((self.first, self.second), self._exact, strict=True)
        ]

    def _typed_position(self, polar: bool) -> tuple[float, float]:
        first, second = self._field_values()
        if first == self._exact[0][0] and second == self._exact[1][0]:
            return self._x, self._y  # nothing typed: exactly where it was
        if polar:
            theta = math.radians(second)
            return first * math.cos(theta), first * math.sin(theta)
        return first, second


class Overwrite(Enum):
    """The answer to "save over this file?" (kino_core.overwrite names why it asks)."""

    REPLACE = "replace"
    SAVE_AS = "save as"
    CANCEL = "cancel"


def ask_overwrite(parent, title: str, text: str, can_replace: bool) -> Overwrite:
    """Ask before a save would write over a file unasked: Save As… (the default) or Cancel,
    and Replace when replacing is allowed at all (a changed file, not a read-only one)."""
    buttons = QMessageBox.StandardButton
    box = warning_box(parent, title, text)  # plain text: it names files
    save_as = box.addButton(translate("Overwrite", "Save As…"), QMessageBox.ButtonRole.AcceptRole)
    replace = (
        box.addButton(translate("Overwrite", "Replace"), QMessageBox.ButtonRole.DestructiveRole)
        if can_replace
        else None
    )
    box.addButton(buttons.Cancel)
    box.setDefaultButton(save_as)
    box.exec()
    clicked = box.clickedButton()
    if clicked is save_as:
        return Overwrite.SAVE_AS
    if replace is not None and clicked is replace:
        return Overwrite.REPLACE
    return Overwrite.CANCEL


class Choice(Enum):
    """The answer to "save the changes before …?"."""

    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


def ask_save_discard_cancel(parent, title: str, text: str, question: str) -> Choice:
    """The one Save / Discard / Cancel question kino asks before anything is lost."""
    buttons = QMessageBox.StandardButton
    box = warning_box(parent, title, text)  # plain text: it names files
    box.setInformativeText(question)
    box.setStandardButtons(buttons.Save | buttons.Discard | buttons.Cancel)
    box.setDefaultButton(buttons.Save)
    answer = box.exec()
    if answer == buttons.Save:
        return Choice.SAVE
    if answer == buttons.Discard:
        return Choice.DISCARD
    return Choice.CANCEL
