"""The attention-map panel: title, live shapes line and the weighting toggle above the heatmaps."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import (
    QContextMenuEvent,
    QFontMetricsF,
    QGuiApplication,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QMenu,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.common import spoken_texts
from app.common.actions.table import context_menu
from app.common.i18n import on_language_change, translate
from app.common.layout import PanelRule, Region
from app.common.panel_spec import PanelSpec
from app.common.plain_text import set_tooltip
from app.common.theme import Style, readable_text_on
from app.document import Document
from app.panels.attention_map.fit_label import FitLabel
from app.panels.attention_map.geometry import (
    MODES,
    Mode,
    mode_short_text,
    mode_text,
    shapes_text,
)
from app.panels.attention_map.heatmap import HeatmapView
from kino_core import SceneResult
from kino_core.csv_export import weights_csv


class AttentionMapPanel(QWidget):
    """Header (title, live shapes line, which weighting to show) above the heatmaps."""

    hovered = Signal(object)  # Pair or None, forwarded from the heatmap
    notice = Signal(str)  # a status-bar message (e.g. after copying)
    modes = MODES  # what the map can show; its right-click menu offers each

    def views(self) -> tuple:
        """The views that redraw from the document: the panel and its heatmap (both skip
        redraws while the panel is hidden; see app/shell/redraws.py)."""
        return (self, self.heatmap)

    def __init__(self, document: Document, style: Style, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.ui_style = style
        self.setObjectName("attention_map")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.title = FitLabel()  # every fixed text is set by _retranslate (apply_style, below)
        self.shapes_label = FitLabel()
        self.mode_buttons: dict[Mode, QToolButton] = {}
        group = QButtonGroup(self)
        group.setExclusive(True)
        top_row = QHBoxLayout()
        top_row.setContentsMargins(6, 4, 6, 0)
        top_row.setSpacing(6)
        top_row.addWidget(self.title, 1)  # what the buttons leave: "map" when narrow
        for mode in MODES:
            button = QToolButton()
            button.setCheckable(True)
            button.setChecked(mode == "both")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, m=mode: self.set_mode(m))
            group.addButton(button)
            top_row.addWidget(button)
            self.mode_buttons[mode] = button
        header = QVBoxLayout()
        header.setContentsMargins(0, 0, 0, 0)
        header.setSpacing(0)
        header.addLayout(top_row)
        shapes_row = QHBoxLayout()
        shapes_row.setContentsMargins(6, 0, 6, 0)
        shapes_row.addWidget(self.shapes_label)
        header.addLayout(shapes_row)
        self._group = group
        self.heatmap = HeatmapView(document, style)
        self.heatmap.hovered.connect(self.hovered)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(header)
        layout.addWidget(self.heatmap)
        self._menu: QMenu | None = None
        document.changed.connect(self.redraw)
        self.apply_style(style)
        on_language_change(self, lambda: self.apply_style(self.ui_style))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_buttons()

    def _fit_buttons(self) -> None:
        """The toggles' full words when they fit beside the title's short form, else their
        short words (never cut: a cut "scaled by 1/…" hides which weighting it is)."""
        space = self.width() - 12 - 6 * len(MODES)
        short_title = translate("AttentionMap", "map")
        title = QFontMetricsF(self.title.font()).horizontalAdvance(short_title) + 4
        full = 0.0
        for mode, button in self.mode_buttons.items():
            metrics = QFontMetricsF(button.font())
            chrome = button.sizeHint().width() - metrics.horizontalAdvance(button.text())
            full += metrics.horizontalAdvance(mode_text(mode)) + chrome
        words = mode_text if full + title <= space else mode_short_text
        for mode, button in self.mode_buttons.items():
            if button.text() != words(mode):
                button.setText(words(mode))

    def set_mode(self, mode: Mode) -> None:
        self.mode_buttons[mode].setChecked(True)
        self.heatmap.set_mode(mode)

    def _retranslate(self) -> None:
        """Every fixed text in the current language (apply_style calls it: View ▸ Language
        restyles the window)."""
        self.title.set_variants(
            translate("AttentionMap", "attention map"), translate("AttentionMap", "map")
        )
        explanation = translate(
            "AttentionMap",
            "Attention(Q, K, V) = softmax(QKᵀ / √d) V for all queries at once: the table of\n"
            "weights, one row per query and one column per key, is the attention map.",
        )
        set_tooltip(self.title, explanation)
        set_tooltip(self, explanation)
        set_tooltip(
            self.shapes_label,
            translate(
                "AttentionMap",
                "The matrix form with this scene's sizes: Q holds one row per query (d numbers),"
                "\nK one row per key; QKᵀ is the (queries × keys) table of scores; softmax runs "
                "along\neach row (each query's weights sum to 1); times V (a colour per key) "
                "gives one\noutput per query.",
            ),
        )
        tips = {
            "both": lambda: translate(
                "AttentionMap", "Show both weightings: the lesson's comparison."
            ),
            "unscaled": lambda: translate(
                "AttentionMap", "Show only softmax(QKᵀ): larger cells on a small screen."
            ),
            "scaled": lambda: translate(
                "AttentionMap", "Show only softmax(QKᵀ / √d): larger cells on a small screen."
            ),
        }
        for mode, button in self.mode_buttons.items():
            button.setText(mode_text(mode))
            set_tooltip(button, tips[mode]())

    def apply_style(self, style: Style) -> None:
        self._retranslate()
        self.ui_style = style
        theme = style.theme
        self.setStyleSheet(
            f"AttentionMapPanel {{ background: {theme.panel}; }}"
            f" QLabel {{ background: transparent; color: {theme.text}; }}"
            f" QToolButton {{ color: {theme.text}; background: {theme.background};"
            f" border: {max(1, round(style.scale))}px solid {theme.axis};"
            f" padding: {round(style.scale)}px {round(6 * style.scale)}px; }}"
            f" QToolButton:checked {{ background: {theme.accent};"
            f" color: {readable_text_on(theme.accent)}; }}"
        )
        self.title.set_base_font(style.font(1.05, bold=True))
        self.shapes_label.set_base_font(style.font(0.95))
        for button in self.mode_buttons.values():
            button.setFont(style.font(0.85))
        self._fit_buttons()
        self.heatmap.apply_style(style)
        self.redraw(self.document.result)

    def redraw(self, result: SceneResult) -> None:
        scene = result.scene
        sizes = (len(scene.queries), len(scene.keys), scene.d)
        self.shapes_label.set_variants(shapes_text(*sizes), shapes_text(*sizes, compact=True))

    def shapes(self) -> str:
        """The shapes line in full (the label may show a compact form when narrow)."""
        return self.shapes_label.full_text()

    # -- CSV -----------------------------------------------------------------------------------
    def csv_text(self) -> str:
        """The weights (both weightings) and the scores with query and key labels."""
        return weights_csv(self.document.scene, include_scores=True, result=self.document.result)

    def copy_csv(self) -> None:
        QGuiApplication.clipboard().setText(self.csv_text())
        scene = self.document.scene
        self.notice.emit(
            translate(
                "AttentionMap",
                "Copied the attention map as CSV: {queries} queries × {keys} keys, scaled and "
                "unscaled weights and the scores",
            ).format(queries=len(scene.queries), keys=len(scene.keys))
        )

    def context_menu(self) -> QMenu | None:
        """The right-click menu opened last (alive while it is open), or None before the first.
        A read-out for tests."""
        return self._menu

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802 - Qt's name
        # Copy as CSV, then one checkable entry per mode (the action table's entries).
        menu = context_menu(self, "AttentionMap", "attention_map", self)
        menu.popup(event.globalPos())
        self._menu = menu  # keep it alive while it is open
        event.accept()


def _speak(view: AttentionMapPanel, result: SceneResult, _query: int, _weightings: str) -> str:
    # The map's own toggle picks the weightings it shows: so does its name.
    return spoken_texts.attention_map_text(result, view.heatmap.shown_series())


SPEC = PanelSpec(
    "attention_map",
    QT_TRANSLATE_NOOP("Panels", "Attention map"),
    AttentionMapPanel,
    PanelRule(
        "attention_map",
        Region.COLUMN,
        200,
        78,
        3,
        grow=2,
        per_key_width=30,
        per_query_height=28,
    ),
    file_position=7,
    default_shown=False,
    speak=_speak,
)
