"""The Learn panel: target chips, Learn / Step / Reset / Accept, the learning rate, the loss and
gradient plot, the ghost queries on the canvas and the line of text.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QGuiApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QColorDialog,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.canvas import QUERY_SIZE_PX, SMALL_LABEL_SHARE, CanvasView
from app.common.flow_layout import FlowLayout
from app.common.formatting import fmt_short
from app.common.i18n import translate
from app.common.plain_text import PlainLabel, rich_label, set_tooltip
from app.common.theme import Style, readable_text_on
from app.document import Document
from app.panels.code.comments import say
from app.panels.learn.descent import ComputedRun, DescentPlayer
from app.panels.learn.messages import (
    LearnTarget,
    largest_weights,
    learn_message,
    power_label,
    target_words,
)
from kino_core import SceneResult
from kino_core.codegen import LearnCode, scene_code
from kino_core.files.view_state import weightings_series
from kino_core.learn import (
    DEFAULT_LEARNING_RATE,
    DEFAULT_STEPS,
    learn,
)
from kino_core.scene import CANVAS_LIMIT, hex_to_rgb, rgb_to_hex, same_picture

PLOT_FLOOR = 1e-20  # log-scale plot: smaller values (and exact zeros) are drawn at this floor
# The loss plot spans at least this many percentage points of the starting loss, so a loss that
# does not move draws a flat line at 100% (not its rounding noise magnified), and PLOT_PADDING
# of its span more on each side.
LOSS_LEAST_SPAN = 20.0
PLOT_LEAST_HEIGHT = 120  # logical px of each plot, axes included: the curves' change shows
PLOT_PADDING = 0.06


def loss_percent(losses: np.ndarray) -> np.ndarray:
    """The losses (steps + 1,) as percentages of the first (100 throughout when it is 0: a
    loss that starts at nothing has nothing to lose)."""
    start = float(losses[0])
    if start == 0.0:
        return np.full(len(losses), 100.0)
    return 100.0 * np.asarray(losses, dtype=np.float64) / start


def _keep_lines(label: QLabel, twin: QLabel, least: int = 0) -> bool:
    """Make a word-wrapped ``label`` at least as tall as its text's lines at its width (and
    ``least``): a dock sized to its minimum (Qt's dock areas ask no height for width) would
    otherwise cut its last lines on a small screen at a large scale. True if that changed.
    The lines are measured on ``twin``, a hidden label given the label's words, format and
    font (the label itself never answers below the minimum height set here)."""
    twin.setWordWrap(True)
    twin.setTextFormat(label.textFormat())
    twin.setFont(label.font())
    twin.setText(label.text())
    lines = twin.heightForWidth(max(label.width(), 1)) if label.text() else 0
    height = max(least, lines)
    if height == label.minimumHeight():
        return False
    label.setMinimumHeight(height)
    return True


class _Sentence(PlainLabel):
    """The sentence above the plot, as tall as its lines at the width it has (_keep_lines)."""

    least_height_changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.least_height = 0  # room kept whatever the text (set_compact)
        self.twin = PlainLabel()  # never shown: its lines are measured (_keep_lines)

    def keep_lines(self) -> None:
        # PlainLabel's constructor sets the (empty) text before the twin exists.
        twin = getattr(self, "twin", None)
        if twin is not None and _keep_lines(self, twin, self.least_height):
            self.least_height_changed.emit()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self.keep_lines()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.keep_lines()


class LearnPanel(QWidget):
    """Target chips, Learn / Step / Reset / Accept, the learning rate, the plot and the text."""

    def __init__(
        self,
        document: Document,
        canvas: CanvasView | None,
        style: Style,
        reduced_motion: Callable[[], bool] = lambda: False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self._canvas: CanvasView | None = None
        # Ghost names go where the canvas's labels leave room: placed again after them.
        self._ghost_positions: dict[str, tuple[float, float]] = {}
        self.canvas = canvas
        self.ui_style = style
        self.reduced_motion = reduced_motion
        self.target: LearnTarget | None = None
        self.compact = False  # a Learn step while presenting (set_compact)
        self._overlays_on = False
        self._chip_keys: tuple = ()
        # The weight series whose ghost, trail, curves and sentence are shown: a lesson step
        # taught before scaling shows the unscaled one only (set_weightings).
        self.series_shown: tuple[str, ...] = weightings_series("both")

        self.descent = DescentPlayer(self)
        self.descent.stepped.connect(self._update)

        self._build_target_row()
        self._build_controls()
        self._build_plot()
        self._lay_out()
        self._build_overlays()
        document.changed.connect(self._scene_changed)
        self.apply_style(style)
        self._rebuild_chips()
        self._update()

    def _build_target_row(self) -> None:
        """The target row: its caption, a chip per key, Any colour…, the swatch (every fixed
        text is set by _retranslate)."""
        self.target_caption = PlainLabel()
        self.chips_box = QWidget()
        self.chips_row = QHBoxLayout(self.chips_box)
        self.chips_row.setContentsMargins(0, 0, 0, 0)
        self.chips_row.setSpacing(4)
        self.chip_group = QButtonGroup(self)
        self.chip_group.setExclusive(True)
        self.chips: list[QPushButton] = []
        self.any_colour_button = QPushButton()
        self.any_colour_button.clicked.connect(self.choose_any_colour)
        self.target_swatch = PlainLabel()
        self.target_swatch.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def _build_controls(self) -> None:
        """Learn, Step, Reset, Accept, Copy as code and the learning rate."""
        self.learn_button = QPushButton()
        self.step_button = QPushButton()
        self.reset_button = QPushButton()
        self.accept_button = QPushButton()
        self.code_button = QPushButton()
        self.code_button.clicked.connect(self.copy_code)
        self.rate_label = PlainLabel()
        self.rate_spin = QDoubleSpinBox()
        self.rate_spin.setRange(0.05, 50.0)
        self.rate_spin.setSingleStep(0.5)
        self.rate_spin.setDecimals(2)
        self.rate_spin.setValue(DEFAULT_LEARNING_RATE)
        self.rate_spin.setKeyboardTracking(False)
        self.rate_label.setBuddy(self.rate_spin)
        self.learn_button.clicked.connect(self.toggle_learning)
        self.step_button.clicked.connect(self.step_once)
        self.reset_button.clicked.connect(self.reset)
        self.accept_button.clicked.connect(self.accept)
        self.rate_spin.valueChanged.connect(self._rate_changed)

    def _build_plot(self) -> None:
        """The two plots side by side, their legend above them, and the sentence: the loss as a
        percentage of where it started (linear, fitted to the run: a loss that falls by 23%
        falls over most of the plot, one that stays stays at 100%), and the gradient's size on
        a log scale (0.00002 against 0.02 is three decades)."""
        self.plot = self._new_plot(log=False)  # the loss
        self.gradient_plot = self._new_plot(log=True)
        self._decades = (-6, 0)
        self._loss_span = (100.0 - LOSS_LEAST_SPAN, 100.0)  # the loss plot's range, % of start
        self.gradient_plot.getPlotItem().setYRange(-6, 0, padding=0.05)
        self.plot.getPlotItem().setYRange(*self._loss_span, padding=PLOT_PADDING)
        for plot in (self.plot, self.gradient_plot):
            plot.getPlotItem().getViewBox().sigResized.connect(self._fit_ticks)
        self.curves = {
            ("loss", "unscaled"): pg.PlotDataItem(name="loss, without scaling"),
            ("loss", "scaled"): pg.PlotDataItem(name="loss, scaled by 1/√d"),
            ("gradient", "unscaled"): pg.PlotDataItem(name="‖gradient‖, without scaling"),
            ("gradient", "scaled"): pg.PlotDataItem(name="‖gradient‖, scaled"),
        }
        for (kind, _weighting), curve in self.curves.items():
            (self.plot if kind == "loss" else self.gradient_plot).getPlotItem().addItem(curve)
        # The legend is a line of text above the plot: inside it, it would hide curves.
        # Markup kino writes itself: the theme's colours and translated words.
        self.legend = rich_label("")
        self.legend.setWordWrap(True)
        self._legend_twin = PlainLabel()  # never shown: the legend's lines are measured on it

        self.message = _Sentence()
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.message.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def _new_plot(self, log: bool) -> pg.PlotWidget:
        """A plot of the run against its steps that takes no gestures (log: a log y axis)."""
        plot = pg.PlotWidget()
        item = plot.getPlotItem()
        item.setMenuEnabled(False)
        item.hideButtons()
        item.setMouseEnabled(False, False)
        item.getViewBox().setMenuEnabled(False)
        item.setLogMode(x=False, y=log)
        item.setXRange(0, DEFAULT_STEPS, padding=0.02)
        item.disableAutoRange()
        return plot

    def _lay_out(self) -> None:
        """The target row, the controls, the sentence, the legend and the plot, top to bottom.
        Both rows wrap onto more lines rather than make the dock wider than the window (the
        target row alone is wider than a 640x360 screen at 300%)."""
        target_row = FlowLayout(spacing=6)
        target_row.addWidget(self.target_caption)
        target_row.addWidget(self.chips_box)
        target_row.addWidget(self.any_colour_button)
        target_row.addWidget(self.target_swatch)
        controls = FlowLayout(spacing=6)
        self.control_widgets = (
            self.learn_button,
            self.step_button,
            self.reset_button,
            self.accept_button,
            self.code_button,
            self.rate_label,
            self.rate_spin,
        )
        for widget in self.control_widgets:
            controls.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(target_row)
        layout.addLayout(controls)
        # The sentence above the plot: in a short window the plot gives way, never the text.
        layout.addWidget(self.message)
        layout.addWidget(self.legend)
        plots = QHBoxLayout()
        plots.setSpacing(12)
        plots.addWidget(self.plot, 3)  # the loss: what the notes point at
        plots.addWidget(self.gradient_plot, 2)
        layout.addLayout(plots, 1)

    def _build_overlays(self) -> None:
        """The canvas overlays: trails first, so the ghosts sit on them."""
        self.trails = {w: pg.PlotDataItem() for w in ("unscaled", "scaled")}
        self.ghosts = {w: pg.ScatterPlotItem() for w in ("unscaled", "scaled")}
        self.ghost_labels = {
            "unscaled": pg.TextItem("unscaled", anchor=(1.0, 0.0)),
            "scaled": pg.TextItem("scaled", anchor=(0.0, 1.0)),
        }
        # Ghosts above the vectors (hollow, a size larger, so the query shows through and a ghost
        # that cannot move visibly frames it); overlays take no part in gestures.
        for z, items in ((6, self.trails), (12, self.ghosts), (12, self.ghost_labels)):
            for overlay in items.values():
                overlay.setZValue(z)
                overlay.setVisible(False)

    # -- style ----------------------------------------------------------------------------------
    def _retranslate(self) -> None:
        """Every fixed text in the current language (apply_style calls it: View ▸ Language
        restyles the window)."""
        self.target_caption.setText(translate("LearnPanel", "Target colour: click a key's value"))
        self.any_colour_button.setText(translate("LearnPanel", "Any colour…"))
        self.any_colour_button.setAccessibleName(
            translate("LearnPanel", "Choose any target colour")
        )
        set_tooltip(
            self.any_colour_button,
            translate("LearnPanel", "Pick any colour as the target (a colour dialog)"),
        )
        self.target_swatch.setAccessibleName(translate("LearnPanel", "Target colour"))
        self.learn_button.setAccessibleName(translate("LearnPanel", "Learn: run gradient descent"))
        set_tooltip(
            self.learn_button,
            translate(
                "LearnPanel",
                "Run gradient descent on the query's two canvas coordinates, with and without\n"
                "scaling, toward the target colour (press again to pause).\n"
                "In a network W_Q and W_K would learn; the query stands in for them.",
            ),
        )
        self.step_button.setText(translate("LearnPanel", "Step"))
        self.step_button.setAccessibleName(translate("LearnPanel", "One step of gradient descent"))
        set_tooltip(
            self.step_button,
            translate("LearnPanel", "One step of gradient descent for both ghost queries"),
        )
        self.reset_button.setText(translate("LearnPanel", "Reset"))
        self.reset_button.setAccessibleName(
            translate("LearnPanel", "Reset: ghosts back to the query")
        )
        set_tooltip(
            self.reset_button,
            translate("LearnPanel", "Put both ghost queries back where the query is"),
        )
        self.accept_button.setText(translate("LearnPanel", "Accept"))
        self.accept_button.setAccessibleName(
            translate("LearnPanel", "Accept the scaled ghost's position for the query")
        )
        set_tooltip(
            self.accept_button,
            translate(
                "LearnPanel",
                "Move the query to where the scaled ghost (scaled dot-product attention) learnt\n"
                "to be: one undo step (Ctrl+Z puts it back)",
            ),
        )
        self.code_button.setText(translate("LearnPanel", "Copy as code"))
        self.code_button.setAccessibleName(
            translate("LearnPanel", "Copy this descent as Python code")
        )
        set_tooltip(
            self.code_button,
            translate(
                "LearnPanel",
                "Copy NumPy code that runs this same descent (the loss, its gradient, the rate) "
                "to\nthe clipboard: paste it into the Code panel (F4), change the loss or the "
                "rate, Run.\nIts path agrees with kino's to about 10⁻¹², not bit for bit.",
            ),
        )
        self.rate_label.setText(translate("LearnPanel", "learning rate"))
        self.rate_spin.setAccessibleName(translate("LearnPanel", "Learning rate"))
        set_tooltip(
            self.rate_spin,
            translate(
                "LearnPanel",
                "How far each step goes along the gradient (default {rate}).\n"
                "A step moves the query by rate × gradient, so a gradient of 0.00002 moves it\n"
                "0.00004 per step at rate 2: nothing you can see.",
            ).format(rate=fmt_short(DEFAULT_LEARNING_RATE)),
        )
        self.plot.setAccessibleName(
            translate("LearnPanel", "Loss per step, as a percentage of the starting loss")
        )
        set_tooltip(
            self.plot,
            translate(
                "LearnPanel",
                "The loss ½‖o − target‖² per step, as a percentage of the loss at the start:\n"
                "a flat line at 100% learnt nothing. Red: without scaling; blue: scaled by 1/√d.",
            ),
        )
        self.gradient_plot.setAccessibleName(
            translate("LearnPanel", "Size of the gradient per step, log scale")
        )
        set_tooltip(
            self.gradient_plot,
            translate(
                "LearnPanel",
                "The size of the loss's gradient with respect to the query's (x, y) per step.\n"
                "Red: without scaling; blue: scaled by 1/√d. Log scale: 1e-6 is visibly nothing.",
            ),
        )
        self.legend.setAccessibleName(translate("LearnPanel", "Legend of the plot"))
        self.message.setAccessibleName(translate("LearnPanel", "What the query is learning"))
        # Before scaling is taught the one ghost is not named by a weighting the room has not met.
        self.ghost_labels["unscaled"].setText(
            translate("LearnPanel", "unscaled")
            if len(self.series_shown) > 1
            else translate("LearnPanel", "ghost")
        )
        self.ghost_labels["scaled"].setText(translate("LearnPanel", "scaled"))
        if self.target is None:
            self.message.setText(translate("LearnPanel", "Pick a target colour, then press Learn."))
            self.learn_button.setText(translate("LearnPanel", "Learn"))
        else:
            self._update()  # the button and the sentence for the target or run shown

    def _legend_words(self, kind: str, weighting: str) -> str:
        """ "loss, without scaling" … as whole phrases in the current language ("loss" alone when
        the unscaled curves are the only ones: a step before scaling is taught)."""
        if len(self.series_shown) == 1:
            if kind == "loss":
                return translate("LearnPanel", "loss")
            return translate("LearnPanel", "‖gradient‖")
        words = {
            ("loss", "unscaled"): lambda: translate("LearnPanel", "loss, without scaling"),
            ("loss", "scaled"): lambda: translate("LearnPanel", "loss, scaled by 1/√d"),
            ("gradient", "unscaled"): lambda: translate(
                "LearnPanel", "‖gradient‖, without scaling"
            ),
            ("gradient", "scaled"): lambda: translate("LearnPanel", "‖gradient‖, scaled by 1/√d"),
        }
        return words[(kind, weighting)]()

    def apply_style(self, style: Style) -> None:
        self._retranslate()
        self.ui_style = style
        theme = style.theme
        self.setFont(style.font())
        # Set on each widget: under a style sheet a parent's new font does not reach children
        # that were already polished, and lecture mode changes the scale at run time.
        for widget in (
            self.target_caption,
            self.any_colour_button,
            self.target_swatch,
            self.learn_button,
            self.step_button,
            self.reset_button,
            self.accept_button,
            self.code_button,
            self.rate_label,
            self.rate_spin,
        ):
            widget.setFont(style.font())
        self.message.setFont(style.font(1.1, bold=True))
        border = max(1, round(style.scale))
        self.setObjectName("learn-panel")
        self.setStyleSheet(
            f"QWidget#learn-panel {{ background: {theme.background}; }}"
            f" QWidget#learn-panel QLabel {{ color: {theme.text}; }}"
            f" QWidget#learn-panel QPushButton {{ background: {theme.panel}; color: {theme.text};"
            f" border: {border}px solid {theme.axis}; border-radius: {3 * border}px;"
            f" padding: {2 * border}px {8 * border}px; }}"
            f" QWidget#learn-panel QPushButton:disabled {{ color: {theme.muted};"
            f" border-color: {theme.grid}; }}"
            f" QWidget#learn-panel QPushButton:focus {{ border: {2 * border}px solid"
            f" {theme.accent}; }}"
            f" QWidget#learn-panel QAbstractSpinBox {{ background: {theme.panel};"
            f" color: {theme.text}; selection-background-color: {theme.accent}; }}"
        )
        for plot in (self.plot, self.gradient_plot):
            self._style_plot(plot, style)
        dash = Qt.PenStyle.DashLine
        for (kind, weighting), curve in self.curves.items():
            colour = getattr(theme, weighting)
            width = style.line_width(2.5 if kind == "loss" else 1.8)
            curve.setPen(
                pg.mkPen(
                    colour, width=width, style=dash if kind == "gradient" else Qt.PenStyle.SolidLine
                )
            )
        self.legend.setFont(style.font(0.9))
        self.legend.setText(
            # Each entry whole on its line; the legend wraps between entries (four of them
            # are wider than a small projector at 300%).
            "&nbsp;&nbsp; ".join(
                f"<span style='color:{getattr(theme, w)}; white-space:nowrap'><b>{glyph}</b>"
                f" {self._legend_words(kind, w)}</span>"
                for kind, glyph in (("loss", "━━"), ("gradient", "╍╍"))
                for w in self.series_shown
            )
        )
        self._fit_legend()
        for weighting in ("unscaled", "scaled"):
            colour = getattr(theme, weighting)
            trail_style = dash if weighting == "unscaled" else Qt.PenStyle.SolidLine
            self.trails[weighting].setPen(
                pg.mkPen(colour, width=style.line_width(3.0), style=trail_style)
            )
            ghost = self.ghosts[weighting]
            ghost.setSymbol("s" if weighting == "unscaled" else "o")  # shape, not only colour
            ghost.setSize((QUERY_SIZE_PX + 14) * style.scale)
            ghost.setPen(pg.mkPen(colour, width=style.pen_width(3.0)))
            ghost.setBrush(pg.mkBrush(QColor(0, 0, 0, 0)))
            label = self.ghost_labels[weighting]
            label.setColor(colour)
            label.setFont(style.font(1.0, bold=True))
        self._fit_ticks()
        self._chip_keys = ()  # chips carry fonts and borders: rebuild them
        self._rebuild_chips()
        self._show_target()

    def _style_plot(self, plot: pg.PlotWidget, style: Style) -> None:
        """Axes, ticks and the step axis's title at the UI scale, with room for all of them:
        pyqtgraph sizes a bottom axis for four fifths of its title (at 300% the title sat on
        the tick labels) and draws a tick label centred on the plot's top edge (the top tick
        was cut off)."""
        theme = style.theme
        plot.setBackground(theme.background)
        item = plot.getPlotItem()
        tick_font = style.font(0.85)
        for name in ("left", "bottom"):
            axis = item.getAxis(name)
            axis.setTickFont(tick_font)
            axis.setPen(pg.mkPen(theme.axis, width=style.line_width(1.0)))
            axis.setTextPen(pg.mkPen(theme.text))
        item.setLabel(
            "bottom",
            translate("LearnPanel", "step"),
            # pyqtgraph writes these keywords into the label's CSS as they are: "size" is no
            # CSS property (the label stayed at Qt's default size, tiny on a projector).
            **{"color": theme.text, "font-size": f"{style.points(0.9):.1f}pt"},
        )
        bottom = item.getAxis("bottom")
        ticks = QFontMetricsF(tick_font).height()
        offset = bottom.style["tickTextOffset"][1] + max(0, bottom.style["tickLength"])
        bottom.setHeight(math.ceil(ticks + offset + bottom.label.boundingRect().height()))
        # Half a tick label above the top tick and beside the last one, so neither is cut;
        # pyqtgraph draws only labels inside the axis grown by ``hideOverlappingLabels`` px
        # (by default it drops the first and last step and the top percentage).
        last = QFontMetricsF(tick_font).horizontalAdvance(str(DEFAULT_STEPS))
        overhang = math.ceil(max(ticks, last) / 2) + 2
        item.setContentsMargins(2, math.ceil(ticks / 2) + 2, math.ceil(last / 2) + 4, 2)
        for name in ("left", "bottom"):
            item.getAxis(name).setStyle(hideOverlappingLabels=overhang)
        plot.setMinimumHeight(round(PLOT_LEAST_HEIGHT * style.scale))

    def _fit_legend(self) -> None:
        if _keep_lines(self.legend, self._legend_twin):
            self.message.least_height_changed.emit()  # the dock's least height changed

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_legend()

    def set_compact(self, compact: bool) -> None:
        """Compact (a Learn step while presenting): no buttons row, so the canvas keeps its
        height on a projector; the lecturer runs it with H and R (see LessonLearn)."""
        self.compact = compact
        for widget in self.control_widgets:
            widget.setVisible(not compact)
        # The chips and the target's swatch say what the target is; the words before them
        # would take a line of their own on a small projector at 300%. Any colour… (a dialog)
        # and the hex code are the desk's: the room sees the chip and the swatch's colour.
        self.target_caption.setVisible(not compact)
        self.any_colour_button.setVisible(not compact)
        self._show_target()
        # Room for two lines of text from the start: a sentence that wraps mid-run would
        # otherwise squeeze the plot of a dock sized to its minimum.
        lines = QFontMetricsF(self.message.font()).lineSpacing() * 2 + 4 if compact else 0
        self.message.least_height = math.ceil(lines)
        self.message.keep_lines()

    def set_weightings(self, weightings: str) -> None:
        """Show the ghosts of ``weightings`` only ("unscaled", or "both"); forgets the run."""
        self.series_shown = weightings_series(weightings)
        self.reset()
        self.apply_style(self.ui_style)  # the legend names the curves shown

    # -- target -----------------------------------------------------------------------------------
    def _rebuild_chips(self) -> None:
        keys = tuple((k.label, k.color) for k in self.document.scene.keys)
        if keys == self._chip_keys:
            return
        self._chip_keys = keys
        for chip in self.chips:
            self.chip_group.removeButton(chip)
            self.chips_row.removeWidget(chip)
            chip.hide()  # gone now, not at the next turn of the event loop
            chip.deleteLater()
        self.chips = []
        border = max(1, round(self.ui_style.scale))
        for index, (label, colour) in enumerate(keys):
            chip = QPushButton(label)
            chip.setCheckable(True)
            chip.setAccessibleName(
                translate("LearnPanel", "Target: key {label}'s value {colour}").format(
                    label=label, colour=colour
                )
            )
            set_tooltip(
                chip,
                translate(
                    "LearnPanel", "Make key {label}'s value ({colour}) the target colour"
                ).format(label=label, colour=colour),
            )
            theme = self.ui_style.theme
            # The same border width checked or not (only its colour changes), so the letter
            # keeps its room; focus shows as a dotted border for keyboard users.
            chip.setStyleSheet(
                f"QPushButton {{ background: {colour}; color: {readable_text_on(colour)};"
                f" font-weight: bold; border: {3 * border}px solid {theme.background};"
                f" padding: {border}px {6 * border}px; }}"
                f" QPushButton:focus {{ border: {3 * border}px dotted {theme.text}; }}"
                f" QPushButton:checked {{ border: {3 * border}px solid {theme.accent}; }}"
            )
            chip.setFont(self.ui_style.font(bold=True))
            chip.setMinimumWidth(chip.fontMetrics().horizontalAdvance(label) + 18 * border)
            chip.clicked.connect(lambda _=False, i=index: self.choose_key(i))
            self.chip_group.addButton(chip)
            self.chips_row.addWidget(chip)
            self.chips.append(chip)
            if self.target is not None and self.target.name == f"key {label}'s value":
                chip.setChecked(True)

    def choose_key(self, index: int) -> None:
        """Make keys[index]'s value the target."""
        key = self.document.scene.keys[index]
        self.set_target(LearnTarget(key.rgb, f"key {key.label}'s value"))
        self.chips[index].setChecked(True)

    def choose_any_colour(self) -> None:
        start = QColor(rgb_to_hex(self.target.rgb)) if self.target else QColor("#808080")
        colour = QColorDialog.getColor(start, self, translate("LearnPanel", "Target colour"))
        if colour.isValid():
            self.set_target(LearnTarget(hex_to_rgb(colour.name()), colour.name().upper()))

    def set_target(self, target: LearnTarget) -> None:
        """A new target: the ghosts go back to the query (the old run answered another one)."""
        self.target = target
        if not target.name.startswith("key "):
            checked = self.chip_group.checkedButton()
            if checked is not None:
                self.chip_group.setExclusive(False)
                checked.setChecked(False)
                self.chip_group.setExclusive(True)
        self.reset()
        self._show_target()

    def _show_target(self) -> None:
        if self.target is None:
            self.target_swatch.setText(translate("LearnPanel", "No target yet."))
            self.target_swatch.setStyleSheet("")
            return
        hex_colour = rgb_to_hex(self.target.rgb)
        if self.compact:  # a key's value by its name only ("#56B4E9" is for the desk)
            text = translate("LearnPanel", "target: {name}").format(name=target_words(self.target))
        else:
            text = translate("LearnPanel", "target: {name} ({colour})").format(
                name=target_words(self.target), colour=hex_colour
            )
        self.target_swatch.setText(text)
        border = max(1, round(self.ui_style.scale))
        self.target_swatch.setStyleSheet(
            f"QLabel {{ background: {hex_colour}; color: {readable_text_on(hex_colour)};"
            f" padding: {3 * border}px; border: {border}px solid {self.ui_style.theme.axis}; }}"
        )

    # -- running ---------------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self.descent.playing

    @property
    def current(self) -> ComputedRun | None:
        """The run shown (None before Learn or Step, and after Reset)."""
        return self.descent.current

    @property
    def shown_step(self) -> int:
        return self.descent.shown_step

    @property
    def step_ms(self) -> float:
        """The pace of the descent: milliseconds per step."""
        return self.descent.step_ms

    @step_ms.setter
    def step_ms(self, milliseconds: float) -> None:
        self.descent.step_ms = milliseconds

    def _ensure_run(self) -> bool:
        """Compute the run for the current scene, query, target and rate if there is none."""
        if self.target is None:
            self.message.setText(
                translate("LearnPanel", "Pick a target colour first: click a key's value.")
            )
            return False
        if self.current is None:
            scene = self.document.scene
            index = self.document.selected_query
            rate = float(self.rate_spin.value())
            run = learn(scene, index, self.target.rgb, rate, DEFAULT_STEPS)
            largest = largest_weights(scene, index, self.target, run)
            self.descent.begin(ComputedRun(scene, index, self.target, rate, run, largest))
            self._fit_plot_range()
            self._set_overlays(True)
        return True

    def toggle_learning(self) -> None:
        """Learn: play the descent from where it is (from the start once it has ended);
        pressed while playing, pause."""
        if self.playing:
            self.descent.pause()
            self._update()
            return
        if not self._ensure_run():
            return
        self.descent.play(self.reduced_motion())
        self._update()

    def step_once(self) -> None:
        self.descent.pause()
        if not self._ensure_run():
            return
        self.descent.step_once()
        self._update()

    def reset(self) -> None:
        """Forget the run: the ghosts go back under the query."""
        self.descent.forget()
        self._set_overlays(False)
        self._update()

    def accept(self) -> None:
        """Move the query to the scaled ghost's position: one undo step, through the document."""
        if self.current is None or self.shown_step == 0:
            return
        self.descent.pause()
        x, y = (float(v) for v in self.current.run.scaled.path[self.shown_step])
        index = self.current.query_index
        self.document.select("query", index)
        self.document.move_selected_to(x, y)  # the scene changed: _scene_changed resets

    def learn_code(self) -> str:
        """The NumPy of this descent (kino_core.codegen): scene, query, target, rate, steps."""
        assert self.target is not None
        options = LearnCode(
            self.target.rgb,
            float(self.rate_spin.value()),
            DEFAULT_STEPS,
            self.document.selected_query,
        )
        return scene_code(self.document.scene, learn=options, say=say)

    def copy_code(self) -> None:
        if self.target is None:
            return
        QGuiApplication.clipboard().setText(self.learn_code())
        self.message.setText(
            translate(
                "LearnPanel",
                "Copied the descent as Python: paste it into the Code panel (F4) and press Run. "
                "Change the loss (and its derivative) or the learning rate and run it again.",
            )
        )

    def _rate_changed(self, _value: float) -> None:
        if self.current is not None:
            self.reset()

    def _scene_changed(self, result: SceneResult) -> None:
        self._rebuild_chips()
        if self.current is not None and not same_picture(result.scene, self.current.scene):
            # The run answered another scene (a drag, Accept, undo, a new file); new words
            # (a caption edited, the lesson shown in another language) leave it as it is.
            self.reset()

    # -- drawing ----------------------------------------------------------------------------------
    def _set_overlays(self, visible: bool) -> None:
        for items in (self.trails, self.ghosts, self.ghost_labels):
            for weighting, overlay in items.items():
                overlay.setVisible(visible and weighting in self.series_shown)
        if not visible:
            for curve in self.curves.values():
                curve.setData([], [])

    def attach_overlays(self) -> None:
        """Put the trails and ghosts on the canvas (when the panel is shown)."""
        if not self._overlays_on and self.canvas is not None:  # None: built alone
            for items in (self.trails, self.ghosts, self.ghost_labels):
                for overlay in items.values():
                    self.canvas.add_overlay(overlay)
            self._overlays_on = True
            self._canvas_labels_placed()  # where the canvas's labels leave room now
            # The labels keep their distance in pixels: place them again for a new size.
            self.canvas.view_box.sigResized.connect(self._canvas_resized)

    def detach_overlays(self) -> None:
        """Take them off again (when the panel is hidden): the canvas is the scene's only."""
        self.descent.pause()
        if self._overlays_on:
            for items in (self.trails, self.ghosts, self.ghost_labels):
                for overlay in items.values():
                    self.canvas.remove_overlay(overlay)
            self.canvas.view_box.sigResized.disconnect(self._canvas_resized)
            self._overlays_on = False
            self._keep_canvas_labels_off({})

    def _canvas_resized(self, *_args) -> None:
        if self.current is not None:
            self._update()

    def _fit_plot_range(self) -> None:
        """One y range per run for each plot, so no axis jumps while the curves grow: the loss
        plot fitted to the losses shown (LOSS_LEAST_SPAN at least), the gradient plot to the
        decades its norms span."""
        assert self.current is not None
        run = self.current.run
        shown = [run[w] for w in self.series_shown]
        norms = np.concatenate([np.maximum(d.gradient_norm, PLOT_FLOOR) for d in shown])
        low = math.floor(math.log10(norms.min()))
        high = max(math.ceil(math.log10(norms.max())), low + 1)
        self.gradient_plot.getPlotItem().setYRange(low, high, padding=0.05)
        self._decades = (low, high)
        relative = np.concatenate([loss_percent(d.loss) for d in shown])
        top = max(100.0, float(relative.max()))
        bottom = min(float(relative.min()), top - LOSS_LEAST_SPAN)
        self._loss_span = (bottom, top)
        self.plot.getPlotItem().setYRange(bottom, top, padding=PLOT_PADDING)
        self._fit_ticks()

    def _fit_ticks(self, *_args) -> None:
        """Ticks spaced so their labels never overlap: powers of ten written 1, 0.1, 0.01,
        10⁻³ … on the gradient plot, round percentages on the loss plot, and steps from 0 to
        the last on both."""
        metrics = QFontMetricsF(self.ui_style.font(0.85))
        line = metrics.height()
        room = 1.8 * metrics.horizontalAdvance(str(DEFAULT_STEPS))  # a label and a gap
        for plot in (self.plot, self.gradient_plot):
            width = plot.getPlotItem().getViewBox().width()
            every = next(
                (e for e in (10, 20, 25, 50, 100) if width * e / DEFAULT_STEPS >= room),
                DEFAULT_STEPS,
            )
            steps = [(float(v), str(v)) for v in range(0, DEFAULT_STEPS + 1, every)]
            plot.getPlotItem().getAxis("bottom").setTicks([steps])
        low, high = self._decades
        height = self.gradient_plot.getPlotItem().getViewBox().height()
        count = high - low
        every = next(
            (e for e in (1, 2, 3, 4, 5, 10) if height * e / max(count, 1) >= 1.4 * line), 20
        )
        ticks = [(p, power_label(p)) for p in range(high, low - 1, -every)]
        self.gradient_plot.getPlotItem().getAxis("left").setTicks([ticks])
        bottom, top = self._loss_span
        height = self.plot.getPlotItem().getViewBox().height()
        span = (top - bottom) * (1 + 2 * PLOT_PADDING)
        every = next(
            (e for e in (1, 2, 5, 10, 20, 25, 50, 100) if height * e / span >= 1.4 * line), 200
        )
        first = math.ceil(bottom / every) * every
        values = np.arange(first, top + every / 2, every)
        self.plot.getPlotItem().getAxis("left").setTicks(
            [
                [
                    (float(v), translate("LearnPanel", "{number}%").format(number=fmt_short(v)))
                    for v in values
                    if v <= top + 1e-9
                ]
            ]
        )

    def _update(self) -> None:
        current = self.current
        has_run = current is not None
        self.learn_button.setText(
            translate("LearnPanel", "Pause") if self.playing else translate("LearnPanel", "Learn")
        )
        self.learn_button.setEnabled(self.target is not None)
        self.step_button.setEnabled(self.target is not None and self.shown_step < DEFAULT_STEPS)
        self.reset_button.setEnabled(has_run)
        self.code_button.setEnabled(self.target is not None)
        # Accept takes the scaled ghost's place: only while that ghost is on screen.
        self.accept_button.setEnabled(
            has_run and self.shown_step > 0 and not self.playing and "scaled" in self.series_shown
        )
        if current is None:
            if self.target is not None and len(self.series_shown) == 1:
                self.message.setText(
                    translate(
                        "LearnPanel", "Press Learn: a ghost query descends toward {target}."
                    ).format(target=target_words(self.target))
                )
            elif self.target is not None:
                self.message.setText(
                    translate(
                        "LearnPanel",
                        "Press Learn: two ghost queries descend toward {target}, one without "
                        "scaling, one scaled by 1/√d.",
                    ).format(target=target_words(self.target))
                )
            self._keep_canvas_labels_off({})
            return
        step = self.shown_step
        steps = np.arange(step + 1, dtype=float)
        positions: dict[str, tuple[float, float]] = {}
        for weighting in self.series_shown:
            descent = current.run[weighting]
            path = descent.path[: step + 1]
            self.trails[weighting].setData(path[:, 0], path[:, 1])
            x, y = (float(v) for v in descent.path[step])
            self.ghosts[weighting].setData([x], [y])
            positions[weighting] = (x, y)
            self.curves[("loss", weighting)].setData(steps, loss_percent(descent.loss)[: step + 1])
            self.curves[("gradient", weighting)].setData(
                steps, np.maximum(descent.gradient_norm[: step + 1], PLOT_FLOOR)
            )
        self._place_ghost_labels(positions)
        self._keep_canvas_labels_off(positions)
        sentences = learn_message(
            current.scene.queries[current.query_index].label,
            current.run,
            step,
            current.largest,
            self.series_shown,
        )
        self.message.setText(
            translate("LearnPanel", "Step {step} of {count}. {sentences}").format(
                step=step, count=DEFAULT_STEPS, sentences=sentences
            )
        )

    @property
    def canvas(self) -> CanvasView | None:
        """The canvas the ghosts, trails and ghost names are drawn on (None: built alone)."""
        return self._canvas

    @canvas.setter
    def canvas(self, canvas: CanvasView | None) -> None:
        if self._canvas is not None:
            self._canvas.labels_placed.disconnect(self._canvas_labels_placed)
        self._canvas = canvas
        if canvas is not None:
            canvas.labels_placed.connect(self._canvas_labels_placed)

    def _canvas_labels_placed(self) -> None:
        # Only while the ghosts are on the canvas: a drag with Learn closed pays nothing.
        if self._overlays_on and self._ghost_positions:
            self._place_ghost_labels(self._ghost_positions)

    def _keep_canvas_labels_off(self, positions: dict[str, tuple[float, float]]) -> None:
        """Tell the canvas where the ghosts are, so its labels keep off them ({}: nowhere)."""
        if self.canvas is None:
            return
        style = self.ui_style
        half = (QUERY_SIZE_PX + 14) * style.scale / 2 + style.pen_width(3.0) / 2 + 1
        shown = positions if self._overlays_on else {}
        self.canvas.keep_labels_off("learn", [(x, y, half) for x, y in shown.values()])

    def _place_ghost_labels(self, positions: dict[str, tuple[float, float]]) -> None:
        """Each ghost's label at one of its four corners, the one farthest from the keys, the
        query and the other ghost's label, and inside the canvas: never on a dot."""
        self._ghost_positions = dict(positions)
        if self.canvas is None:
            return
        pixel_w, pixel_h = self.canvas.view_box.viewPixelSize()
        if not (math.isfinite(pixel_w) and math.isfinite(pixel_h)) or pixel_w <= 0:
            return
        scene = self.document.scene
        gap = (QUERY_SIZE_PX + 14) * self.ui_style.scale / 2 + 2
        taken = [(v.x, v.y) for v in (*scene.keys, *scene.queries)]
        placed = []  # the other ghost's label, in viewport pixels
        for weighting in positions:
            x, y = positions[weighting]
            label = self.ghost_labels[weighting]
            # Where the canvas's own labels would go: beside the ghost, off every label, dot
            # and head, inside the frame (at 300% a corner of the ghost put "scaled" off it),
            # smaller as the canvas's labels are when there is no room at the size.
            for share in (1.0, SMALL_LABEL_SHARE):
                font = self.ui_style.font(share, bold=True)
                if label.textItem.font() != font:
                    label.setFont(font)
                rect = label.boundingRect()  # pixels: the label ignores the view's scale
                box = self.canvas.place_overlay_label(
                    x, y, (rect.width(), rect.height()), gap - 2, placed
                )
                if box is not None:
                    break
            if box is not None:
                label.setAnchor((0.0, 0.0))
                label.setPos(*self.canvas.pixel_to_data(box.left(), box.top()))
                placed.append(box)
                continue
            half_w, half_h = rect.width() / 2 * pixel_w, rect.height() / 2 * pixel_h
            best = None
            for sx, sy in ((-1, -1), (1, 1), (1, -1), (-1, 1)):
                anchor_x, anchor_y = x + sx * gap * pixel_w, y + sy * gap * pixel_h
                centre = (anchor_x + sx * half_w, anchor_y + sy * half_h)
                inside = all(
                    abs(c) + h <= CANVAS_LIMIT + 0.2
                    for c, h in ((centre[0], half_w), (centre[1], half_h))
                )
                clearance = min((math.dist(centre, t) for t in taken), default=math.inf)
                score = (inside, clearance)
                if best is None or score > best[0]:
                    best = (score, (sx, sy), (anchor_x, anchor_y), centre)
            assert best is not None
            _, (sx, sy), anchor, centre = best
            label.setAnchor((0.0 if sx > 0 else 1.0, 1.0 if sy > 0 else 0.0))
            label.setPos(*anchor)
            taken.append(centre)
