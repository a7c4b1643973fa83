"""The main window: toolbar, canvas on the left, panels on the right, formula line below."""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
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

from app.accessibility.controller import AccessibilityController
from app.canvas import CanvasView
from app.common.actions import unique_keys
from app.common.dialogs import ExactPositionDialog, KeyDialog, QueryDialog, SceneTextDialog
from app.common.folders import remember_folder, start_path
from app.common.theme import THEMES, Style, window_palette, window_stylesheet
from app.controllers.files import FileController
from app.controllers.lecture import LectureController
from app.controllers.presentation import PresentationMode, remembered_style
from app.document import Document
from app.panels.attention_map import AttentionMapPanel, PairHighlight
from app.panels.code.dock import CodeDock
from app.panels.formula import FormulaLine
from app.panels.learn import LearnDock
from app.panels.output import OutputSwatches
from app.panels.readouts import ReadoutsPanel
from app.panels.saturation import SaturationPlot
from app.panels.scores import ScoresTable
from app.panels.weights import WeightsChart
from app.render.export import ExportError, copy_to_clipboard, parse_size
from app.shell.about import show_about
from app.shell.language_menu import install_language_menu
from app.shell.shortcuts_window import install_shortcuts_window
from kino_core import Scene
from kino_core.fileformat import PANEL_NAMES, ViewState
from kino_core.scene import D_MAX, D_MIN
from kino_core.snapshot import Snapshot

SLIDER_STEPS_PER_OCTAVE = 100


def slider_to_d(position: int) -> int:
    """Slider position -> d on a log scale: position 0 is d = 2, every 100 steps double d."""
    return int(round(2.0 ** (1 + position / SLIDER_STEPS_PER_OCTAVE)))


def d_to_slider(d: int) -> int:
    return int(round((math.log2(d) - 1) * SLIDER_STEPS_PER_OCTAVE))


class DControl(QWidget):
    """The d slider (log scale, powers of two marked) and a spin box for any integer d."""

    # Enter in the spin box: d is set, and the keyboard should go back to the canvas (so the
    # preset keys and arrows act on the scene instead of typing into the box).
    entered = Signal()

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
        self.spin.lineEdit().returnPressed.connect(self.entered)
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

    style_changed = Signal(object)  # Style, after every view has been restyled

    def __init__(self, scene: Scene | None = None, style: Style | None = None) -> None:
        super().__init__()
        self.ui_style = style or remembered_style()
        self.document = Document(scene, self)
        self.view_state = ViewState(theme=self.ui_style.theme.name)
        self.files = FileController(self)
        self.setAcceptDrops(True)
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
        self.code_dock = CodeDock(self.document, self.ui_style, self)
        self.attention_map = AttentionMapPanel(self.document, self.ui_style)
        self.pair_highlight = PairHighlight(
            self.document, self.canvas, (self.weights_unscaled, self.weights_scaled), self.ui_style
        )

        self.panels = {
            "canvas": self.canvas,
            "scores": self.scores,
            "weights": None,  # set below: the row holding both charts
            "output": self.output,
            "readouts": self.readouts,
            "saturation": self.saturation,
            "formula": self.formula,
            "attention_map": self.attention_map,
            "code": self.code_dock,
        }
        self._build_layout()
        self._build_toolbar()
        self._build_shortcuts()
        self._build_menus()
        self.code_dock.attach(self)
        self.lecture = LectureController(self)
        self.presentation = PresentationMode(self, self.lecture)
        self.learn_dock = LearnDock(
            self.document, self.canvas, self.ui_style, lambda: self.lecture.reduced_motion, self
        )
        self.action_learn = self.learn_dock.attach(self, self.view_menu)
        self.accessibility = AccessibilityController(self)
        install_shortcuts_window(self)
        install_language_menu(self)
        # install_shortcuts_window made the Help menu (last: after the Lesson menu).
        self.help_menu.addSeparator()
        self.action_about = self.help_menu.addAction("&About kino", lambda: show_about(self))
        self.action_about.setMenuRole(QAction.MenuRole.AboutRole)

        self.document.changed.connect(self.update_title)
        self.document.notice.connect(self.show_notice)
        self.document.modified_changed.connect(self.update_title)
        self.canvas.edit_key_requested.connect(self.edit_key)
        self.canvas.edit_query_requested.connect(self.rename_query)
        self.canvas.exact_entry_requested.connect(self.exact_entry)
        self.canvas.context_menu_requested.connect(self._vector_menu)
        self.attention_map.hovered.connect(self.pair_highlight.set_pair)
        self.attention_map.notice.connect(self.show_notice)
        self.document.query_added.connect(self._query_added)
        self.attention_map.setVisible(self.view_state.is_visible("attention_map"))
        self.update_title()
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
        # Under the bars it shows one row of; alone in the column (a deck's matrix step) it
        # takes the whole column and its text grows.
        right_layout.addWidget(self.attention_map, 2)
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
        self.d_control.entered.connect(self.canvas.setFocus)
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
        self.add_query_button = QPushButton("Add query")
        self.add_query_button.setToolTip(
            "Add a query (up to 8, labelled q1 … q8); or press Q, or Shift+double-click\n"
            "empty canvas. Each query is one row of the attention map."
        )
        self.add_query_button.clicked.connect(lambda: self.document.add_query())
        toolbar.addWidget(self.add_query_button)
        for widget in (self.reroll_button, self.add_key_button, self.add_query_button):
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
            unique_keys([QKeySequence(QKeySequence.StandardKey.Redo), "Ctrl+Shift+Z", "Ctrl+Y"])
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

    def _query_added(self, _index: int) -> None:
        # The moment Q first has two rows is when the map starts to say something: show it
        # once then; a later hide from the View menu sticks, and files keep their own panels.
        if len(self.document.scene.queries) == 2 and not self.attention_map.isVisibleTo(self):
            self.panel_actions["attention_map"].setChecked(True)
            self.show_notice("Showing the attention map (View ▸ Attention map hides it)")

    def show_notice(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    # -- title -----------------------------------------------------------------------------
    def update_title(self, *_args) -> None:
        # Called on every change, drags included: touch the title only when it changes.
        title = f"kino — {self.files.display_name()}[*]"
        if title != self.windowTitle():
            self.setWindowTitle(title)
        modified = self.document.is_modified
        if modified != self.isWindowModified():
            self.setWindowModified(modified)

    # -- intents that need a dialog or a menu --------------------------------------------------
    def edit_key(self, index: int) -> None:
        dialog = KeyDialog(self.document.scene.keys[index], self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.document.edit_key(index, label=dialog.label, color=dialog.color)

    def rename_query(self, index: int) -> None:
        dialog = QueryDialog(self.document.scene.queries[index].label, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.document.rename_query(index, dialog.label)

    def edit_scene_text(self) -> None:
        scene = self.document.scene
        dialog = SceneTextDialog(scene.title, scene.caption, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.document.set_text(dialog.title, dialog.caption)

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
            menu.addAction("Rename…", lambda: self.rename_query(index))
            menu.addAction(f"Position of {label}…", self.exact_entry)
            delete = QAction(f"Delete query {label}", menu)
            delete.setEnabled(len(self.document.scene.queries) > 1)
            delete.triggered.connect(lambda: self.document.delete_query(index))
            menu.addAction(delete)
        menu.popup(screen_pos.toPoint())
        self._menu = menu  # keep it alive; tests read it

    # -- menus -------------------------------------------------------------------------------
    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        self.file_menu = file_menu
        self.action_open = file_menu.addAction("&Open…", self.files.open_dialog)
        self.action_open.setShortcut(QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu("Open &Recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.action_save = file_menu.addAction("&Save", self.files.save)
        self.action_save.setShortcut(QKeySequence.StandardKey.Save)
        self.action_save_as = file_menu.addAction("Save &As…", self.files.save_as)
        self.action_save_as.setShortcut(QKeySequence("Ctrl+Shift+S"))
        file_menu.addSeparator()
        export_menu = file_menu.addMenu("&Export picture")
        export_menu.addAction("Whole view as PNG (1x)…", lambda: self.export_dialog("png", 1.0))
        export_menu.addAction(
            "Whole view as PNG (2x, for projectors)…", lambda: self.export_dialog("png", 2.0)
        )
        export_menu.addAction("Whole view at a chosen size…", self.export_sized_dialog)
        export_menu.addAction("Whole view as SVG…", lambda: self.export_dialog("svg", 1.0))
        panel_menu = export_menu.addMenu("One panel as PNG (2x)")
        for name in (
            "canvas",
            "weights",
            "scores",
            "output",
            "readouts",
            "saturation",
            "formula",
            "attention_map",
        ):
            panel_menu.addAction(name, lambda n=name: self.export_dialog("png", 2.0, panel=n))
        self.action_copy_picture = file_menu.addAction("&Copy picture", self.copy_picture)
        self.action_copy_picture.setShortcut(QKeySequence("Ctrl+Shift+C"))
        file_menu.addSeparator()
        quit_action = file_menu.addAction("&Quit", self.close)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)

        edit_menu = bar.addMenu("&Edit")
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        edit_menu.addAction("Add key", lambda: self.document.add_key())
        self.action_add_query = edit_menu.addAction("Add query", lambda: self.document.add_query())
        self.action_add_query.setShortcut(QKeySequence("Q"))
        self.action_add_query.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.addAction(self.action_add_query)
        edit_menu.addAction("Position of the selected vector…", self.exact_entry)
        edit_menu.addAction("Delete the selected vector", self.document.delete_selected)
        edit_menu.addAction("Re-roll hidden coordinates", self.document.reroll)
        self.action_scene_text = edit_menu.addAction("Title and caption…", self.edit_scene_text)
        edit_menu.addSeparator()
        self.action_copy_csv = edit_menu.addAction(
            "Copy attention map as CSV", self.attention_map.copy_csv
        )

        self.presets_menu = bar.addMenu("&Presets")
        self.preset_actions: list[QAction] = []
        for number, preset in enumerate(self.files.presets(), start=1):
            action = self.presets_menu.addAction(
                f"{preset.title}", lambda n=preset.name: self.files.load_preset(n)
            )
            if number <= 9:
                action.setShortcut(QKeySequence(str(number)))
                action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self.preset_actions.append(action)
        self.addActions(self.preset_actions)

        view_menu = bar.addMenu("&View")
        self.view_menu = view_menu
        self.panel_actions: dict[str, QAction] = {}
        for name in PANEL_NAMES:
            if name not in self.panels or self.panels[name] is None:
                continue
            action = view_menu.addAction(name.replace("_", " ").capitalize())
            action.setCheckable(True)
            action.setChecked(self.view_state.is_visible(name))
            action.toggled.connect(lambda shown, n=name: self.set_panel_visible(n, shown))
            self.panel_actions[name] = action
        # A lesson step before scaling shows softmax(q·k) only; this brings the scaled back.
        self.action_show_scaled = view_menu.addAction("Scaled weights (÷ √d)")
        self.action_show_scaled.setCheckable(True)
        self.action_show_scaled.setChecked(self.view_state.shows_scaled)
        self.action_show_scaled.toggled.connect(
            lambda shown: self.apply_weightings("both" if shown else "unscaled")
        )
        view_menu.addSeparator()
        theme_menu = view_menu.addMenu("Theme")
        self.theme_actions: dict[str, QAction] = {}
        group = QActionGroup(self)
        for name in THEMES:
            action = theme_menu.addAction(name.replace("-", " ").capitalize())
            action.setCheckable(True)
            action.setChecked(name == self.ui_style.theme.name)
            action.triggered.connect(lambda _=False, n=name: self.presentation.choose_theme(n))
            group.addAction(action)
            self.theme_actions[name] = action

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = self.files.recent_files()
        for path in recent:
            self.recent_menu.addAction(Path(path).name, lambda p=path: self.files.open_path(p))
        if not recent:
            self.recent_menu.addAction("(no recent files)").setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction("Clear the list", self.files.clear_recent)

    # -- scene, view state, style ------------------------------------------------------------
    def apply_snapshot(
        self, snapshot: Snapshot, clear_history: bool, text: str = "load a scene"
    ) -> None:
        """Show a loaded snapshot: its scene (undoable unless clear_history) and its view."""
        if clear_history:
            self.document.reset(snapshot.scene)
        else:
            self.document.replace_scene(snapshot.scene, text)
        self.apply_view_state(snapshot.view)

    def apply_view_state(self, view: ViewState) -> None:
        self.view_state = view
        for name, widget in self.panels.items():
            if widget is not None:
                widget.setVisible(view.is_visible(name))
            if name in self.panel_actions:
                self.panel_actions[name].blockSignals(True)
                self.panel_actions[name].setChecked(view.is_visible(name))
                self.panel_actions[name].blockSignals(False)
        self.apply_weightings(view.weightings)
        if view.theme != self.ui_style.theme.name:
            self.set_theme(view.theme)
        self.presentation.tidy_layout()

    def apply_weightings(self, weightings: str) -> None:
        """Show both weightings, or ("unscaled", a lesson step before scaling is taught) only
        softmax(q·k): every panel that draws the scaled one leaves it out."""
        self.view_state = self.view_state.with_weightings(weightings)
        self.weights_scaled.setVisible(weightings == "both")
        for view in (self.formula, self.output, self.readouts, self.saturation):
            view.set_weightings(weightings)
        self.action_show_scaled.blockSignals(True)
        self.action_show_scaled.setChecked(weightings == "both")
        self.action_show_scaled.blockSignals(False)

    def set_panel_visible(self, name: str, shown: bool) -> None:
        self.view_state = self.view_state.with_panel(name, shown)
        widget = self.panels.get(name)
        if widget is not None:
            widget.setVisible(shown)
        self.presentation.tidy_layout()

    def set_theme(self, name: str) -> None:
        self.view_state = self.view_state.with_theme(name)
        self.apply_style(Style(theme=THEMES[name], scale=self.ui_style.scale))
        if name in self.theme_actions:
            self.theme_actions[name].setChecked(True)

    def apply_style(self, style: Style) -> None:
        """Restyle every view: theme colours, font sizes, pen widths."""
        self.ui_style = style
        theme = style.theme
        self.setFont(style.font())
        self.setPalette(window_palette(theme))
        self.setStyleSheet(window_stylesheet(style))
        for view in (
            self.canvas,
            self.scores,
            self.weights_unscaled,
            self.weights_scaled,
            self.output,
            self.readouts,
            self.saturation,
            self.formula,
            self.attention_map,
            self.pair_highlight,
            self.code_dock,
        ):
            view.apply_style(style)
        self.right_panel.setStyleSheet(f"background: {theme.background};")
        self.style_changed.emit(style)

    # -- lesson decks (app/lecture.py) --------------------------------------------------------
    def open_deck(self, path: Path, ask: bool = True) -> bool:
        """Open a .kinodeck at its first step (files.open_path routes decks here)."""
        if ask and not self.files.confirm_discard("open a lesson deck"):
            return False
        return self.lecture.open_path(path, ask=ask)

    # -- export --------------------------------------------------------------------------------
    def export_target(self, panel: str | None = None):
        """The widget a picture is made of: the whole view (without menus) or one panel."""
        if panel is None:
            return self.centralWidget()
        return self.panels[panel]

    def export_dialog(self, kind: str, scale: float, panel: str | None = None) -> None:
        name = self.files.display_name() + (f"-{panel}" if panel else "")
        filters = "PNG pictures (*.png)" if kind == "png" else "SVG pictures (*.svg)"
        path, _ = QFileDialog.getSaveFileName(
            self, "Export picture", start_path(f"{name}.{kind}", self.files.path), filters
        )
        if path:
            remember_folder(path)
            self.export_to(path, scale=scale, panel=panel)

    def ask_export_size(self) -> str | None:
        """Ask for WIDTHxHEIGHT until it is one kino can render (or the user cancels)."""
        prompt, text = "Width x height in pixels:", "1920x1080"
        while True:
            text, ok = QInputDialog.getText(self, "Export at a size", prompt, text=text)
            if not ok:
                return None
            try:
                parse_size(text)
            except ExportError as error:
                prompt = f"{error}\nWidth x height in pixels:"
                continue
            return text.strip()

    def export_sized_dialog(self) -> None:
        size = self.ask_export_size()  # before the file dialog: a bad size wastes no choice
        if size is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            "Export picture",
            start_path(f"{self.files.display_name()}.png", self.files.path),
            "PNG pictures (*.png)",
        )
        if path:
            remember_folder(path)
            from app.render.headless import render_snapshot_png

            try:
                render_snapshot_png(
                    self.files.current_snapshot(), path, size, ui_scale=self.ui_style.scale
                )
            except ExportError as error:
                self.files.show_error("Could not export", str(error))
                return
            self.show_notice(f"Exported {Path(path).name} at {size}")

    def export_to(self, path: str, scale: float = 1.0, panel: str | None = None) -> None:
        """Write the view as it is now (same layout, theme and UI scale) at ``scale``."""
        from app.render.headless import render_snapshot_png

        view = self.centralWidget().size()
        try:
            render_snapshot_png(
                self.files.current_snapshot(),
                path,
                f"{view.width()}x{view.height()}",
                scale=scale,
                ui_scale=self.ui_style.scale,
                panel=panel,
            )
        except ExportError as error:
            self.files.show_error("Could not export", str(error))
            return
        self.show_notice(f"Exported {Path(path).name}")

    def copy_picture(self) -> None:
        from app.render.headless import render_snapshot

        view = self.centralWidget().size()
        image = render_snapshot(
            self.files.current_snapshot(),
            f"{view.width()}x{view.height()}",
            scale=2.0,
            ui_scale=self.ui_style.scale,
        )
        copy_to_clipboard(image)
        self.show_notice("Copied a picture of the view to the clipboard (2x)")

    # -- drop a file, close the window ---------------------------------------------------------
    def dragEnterEvent(self, event) -> None:  # noqa: N802 - Qt's name
        urls = event.mimeData().urls()
        if (
            urls
            and urls[0].isLocalFile()
            and urls[0].toLocalFile().endswith((".kino", ".kinodeck"))
        ):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event) -> None:  # noqa: N802 - Qt's name
        urls = event.mimeData().urls()
        if urls and urls[0].isLocalFile():
            event.acceptProposedAction()
            self.files.open_path(urls[0].toLocalFile())

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if not self.files.confirm_discard("close kino") or not self.lecture.confirm_discard(
            "close kino"
        ):
            event.ignore()
            return
        self.files.end_session()
        event.accept()
