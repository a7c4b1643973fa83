"""The main window: toolbar, canvas on the left, panels on the right, formula line below."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from kino_core import Scene
from kino_core.scene import D_MAX, D_MIN

from .canvas import CanvasView
from .dialogs import ExactPositionDialog, KeyDialog
from .document import Document
from .formula import FormulaLine
from .output_view import OutputSwatches
from .readouts_view import ReadoutsPanel
from .saturation_view import SaturationPlot
from .scores_view import ScoresTable
from .theme import Style
from .weights_view import WeightsChart

SLIDER_STEPS_PER_OCTAVE = 100


def slider_to_d(position: int) -> int:
    """Slider position -> d on a log scale: position 0 is d = 2, every 100 steps double d."""
    return int(round(2.0 ** (1 + position / SLIDER_STEPS_PER_OCTAVE)))


def d_to_slider(d: int) -> int:
    return int(round((math.log2(d) - 1) * SLIDER_STEPS_PER_OCTAVE))


class DControl(QWidget):
    """The d slider (log scale, powers of two marked) and a spin box for any integer d."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._gesture = 0
        self._syncing = False
        self.caption = QLabel("dimension d")
        font = self.caption.font()
        font.setBold(True)
        self.caption.setFont(font)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, d_to_slider(D_MAX))
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.slider.setTickInterval(SLIDER_STEPS_PER_OCTAVE)
        self.slider.setPageStep(SLIDER_STEPS_PER_OCTAVE)
        self.slider.setMinimumWidth(220)
        self.slider.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        tip = (
            "d, the dimension of every vector (2 … 4096, log scale; ticks at powers of two).\n"
            "The canvas shows the first two coordinates; the other d − 2 are hidden N(0, 1).\n"
            "Keys + and − double and halve d."
        )
        self.slider.setToolTip(tip)
        self.spin = QSpinBox()
        self.spin.setRange(D_MIN, D_MAX)
        self.spin.setToolTip(tip)
        self.spin.setKeyboardTracking(False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.slider, 1)
        layout.addWidget(self.spin)
        self.slider.sliderPressed.connect(self._new_gesture)
        self.slider.valueChanged.connect(self._slider_moved)
        self.spin.valueChanged.connect(self._spin_changed)
        document.changed.connect(self._sync)
        self._sync()

    def _new_gesture(self) -> None:
        self._gesture += 1

    def _slider_moved(self, position: int) -> None:
        if not self._syncing:
            self.document.set_d(slider_to_d(position), gesture=("slider", self._gesture))

    def _spin_changed(self, value: int) -> None:
        if not self._syncing:
            self.document.set_d(value)

    def _sync(self, *_args) -> None:
        d = self.document.scene.d
        self._syncing = True
        try:
            if slider_to_d(self.slider.value()) != d:
                self.slider.setValue(d_to_slider(d))
            self.spin.setValue(d)
        finally:
            self._syncing = False


class MainWindow(QMainWindow):
    """kino's window. Owns the document; every panel draws from document.result."""

    def __init__(self, scene: Scene | None = None, style: Style | None = None) -> None:
        super().__init__()
        self.ui_style = style or Style()
        self.document = Document(scene, self)
        self.scene_name = "untitled"
        self.setFont(self.ui_style.font())
        self.resize(1600, 1000)
        self.setMinimumSize(900, 560)

        self.canvas = CanvasView(self.document, self.ui_style)
        self.scores = ScoresTable(self.document, self.ui_style)
        self.weights_unscaled = WeightsChart(self.document, "unscaled", self.ui_style)
        self.weights_scaled = WeightsChart(self.document, "scaled", self.ui_style)
        self.output = OutputSwatches(self.document, self.ui_style)
        self.readouts = ReadoutsPanel(self.document, self.ui_style)
        self.saturation = SaturationPlot(self.document, self.ui_style)
        self.formula = FormulaLine(self.document, self.ui_style)

        self.panels = {
            "canvas": self.canvas,
            "scores": self.scores,
            "weights": None,  # set below: the row holding both charts
            "output": self.output,
            "readouts": self.readouts,
            "saturation": self.saturation,
            "formula": self.formula,
        }
        self._build_layout()
        self._build_toolbar()
        self._build_shortcuts()

        self.document.changed.connect(self._update_title)
        self.document.notice.connect(self.show_notice)
        self.document.undo_stack.cleanChanged.connect(self._update_title)
        self.canvas.edit_key_requested.connect(self.edit_key)
        self.canvas.exact_entry_requested.connect(self.exact_entry)
        self.canvas.context_menu_requested.connect(self._vector_menu)
        self._update_title()
        self.canvas.setFocus()
        # The saturation curves are not needed for the first frame: compute them just after.
        QTimer.singleShot(0, self._load_saturation)

    # -- layout ----------------------------------------------------------------------------
    def _build_layout(self) -> None:
        weights_row = QWidget()
        weights_layout = QHBoxLayout(weights_row)
        weights_layout.setContentsMargins(0, 0, 0, 0)
        weights_layout.addWidget(self.weights_unscaled)
        weights_layout.addWidget(self.weights_scaled)
        self.panels["weights"] = weights_row

        lower_row = QWidget()
        lower_layout = QHBoxLayout(lower_row)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addWidget(self.output, 1)
        lower_layout.addWidget(self.readouts, 1)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(6, 6, 6, 6)
        right_layout.setSpacing(8)
        right_layout.addWidget(self.scores)
        right_layout.addWidget(weights_row, 3)
        right_layout.addWidget(lower_row)
        right_layout.addWidget(self.saturation, 2)
        self.right_panel = right

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.canvas)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.formula)
        self.setCentralWidget(central)

    def _build_toolbar(self) -> None:
        toolbar = QToolBar("Main")
        toolbar.setMovable(False)
        toolbar.setObjectName("main-toolbar")
        self.addToolBar(toolbar)
        self.toolbar = toolbar
        self.d_control = DControl(self.document)
        self.d_control.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        toolbar.addWidget(self.d_control)
        self.reroll_button = QPushButton("Re-roll")
        self.reroll_button.setToolTip(
            "Draw new hidden coordinates (change the seed). At d = 2 nothing changes:\n"
            "there are no hidden coordinates."
        )
        self.reroll_button.clicked.connect(self.document.reroll)
        toolbar.addWidget(self.reroll_button)
        self.add_key_button = QPushButton("Add key")
        self.add_key_button.setToolTip("Add a key (up to 12); or double-click empty canvas.")
        self.add_key_button.clicked.connect(lambda: self.document.add_key())
        toolbar.addWidget(self.add_key_button)
        for widget in (self.reroll_button, self.add_key_button):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def _build_shortcuts(self) -> None:
        def shortcut(keys: str | QKeySequence, slot) -> QShortcut:
            item = QShortcut(QKeySequence(keys), self)
            item.activated.connect(slot)
            return item

        self.shortcut_turn_left = shortcut("[", lambda: self.document.turn_query(-5.0))
        self.shortcut_turn_right = shortcut("]", lambda: self.document.turn_query(5.0))
        self.shortcut_double_d = shortcut("+", self._double_d)
        self.shortcut_double_d_eq = shortcut("=", self._double_d)
        self.shortcut_halve_d = shortcut("-", self._halve_d)
        undo = self.document.undo_stack.createUndoAction(self, "Undo")
        undo.setShortcuts([QKeySequence(QKeySequence.StandardKey.Undo)])
        redo = self.document.undo_stack.createRedoAction(self, "Redo")
        redo.setShortcuts(
            [
                QKeySequence(QKeySequence.StandardKey.Redo),
                QKeySequence("Ctrl+Shift+Z"),
                QKeySequence("Ctrl+Y"),
            ]
        )
        self.addAction(undo)
        self.addAction(redo)
        self.undo_action, self.redo_action = undo, redo

    def _double_d(self) -> None:
        self.document.set_d(min(self.document.scene.d * 2, D_MAX))

    def _halve_d(self) -> None:
        self.document.set_d(max(self.document.scene.d // 2, D_MIN))

    def _load_saturation(self) -> None:
        self.saturation.load_curves(len(self.document.scene.keys))

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not getattr(self, "_sized", False):
            self._sized = True
            self.fit_splitter()

    def fit_splitter(self) -> None:
        """Give the canvas a square as tall as the space allows, at most 48% of the width."""
        total = max(self.splitter.width(), 1)
        canvas = min(self.splitter.height(), int(total * 0.48))
        self.splitter.setSizes([canvas, total - canvas])

    def show_notice(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    # -- title -----------------------------------------------------------------------------
    def _update_title(self, *_args) -> None:
        name = self.document.scene.title or self.scene_name
        self.setWindowTitle(f"kino — {name}[*]")
        self.setWindowModified(not self.document.undo_stack.isClean())

    # -- intents that need a dialog or a menu --------------------------------------------------
    def edit_key(self, index: int) -> None:
        dialog = KeyDialog(self.document.scene.keys[index], self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.document.edit_key(index, label=dialog.label, color=dialog.color)

    def exact_entry(self) -> None:
        selection = self.document.selection
        vectors = (
            self.document.scene.queries if selection.kind == "query" else self.document.scene.keys
        )
        vector = vectors[selection.index]
        dialog = ExactPositionDialog(vector.label, vector.x, vector.y, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.document.move_selected_to(*dialog.position())

    def _vector_menu(self, kind: str, index: int, screen_pos: QPointF) -> None:
        menu = QMenu(self)
        if kind == "key":
            label = self.document.scene.keys[index].label
            menu.addAction(f"Edit key {label}…", lambda: self.edit_key(index))
            delete = QAction(f"Delete key {label}", menu)
            delete.setEnabled(len(self.document.scene.keys) > 1)
            delete.triggered.connect(lambda: self.document.delete_key(index))
            menu.addAction(delete)
        else:
            label = self.document.scene.queries[index].label
            menu.addAction(f"Position of {label}…", self.exact_entry)
            delete = QAction(f"Delete query {label}", menu)
            delete.setEnabled(len(self.document.scene.queries) > 1)
            delete.triggered.connect(lambda: self.document.delete_query(index))
            menu.addAction(delete)
        menu.popup(screen_pos.toPoint())
        self._menu = menu  # keep it alive; tests read it
