"""Readouts for both weightings: largest weight, entropy, effective keys, gradient signal."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from app.common.formatting import SERIES_WORDS, fmt
from app.common.theme import Style
from app.document import Document
from kino_core import SceneResult

ROWS = (
    (
        "largest",
        "largest weight",
        "The biggest weight max_j α_j. Near 1 means softmax picked one key (a hard lookup).",
    ),
    (
        "entropy",
        "spread (entropy)",
        "Entropy H = −Σ α_j log α_j in nats, and as a % of log n (100% = all keys equal).",
    ),
    (
        "effective",
        "effective keys",
        "exp(entropy) = exp(H): how many keys the weights are really spread over\n"
        "(1 = one key, n = all equally).",
    ),
    (
        "gradient",
        "gradient signal",
        "‖diag(α) − ααᵀ‖_F: the size of the Jacobian of softmax with respect to its input\n"
        "(the scores; for the scaled column, the scores divided by √d). It says how much the\n"
        "weights can still move when the scores change: largest, 0.5, for a 50/50 split\n"
        "between two keys; near 0 when softmax is saturated, and then learning gets no gradient.",
    ),
)


class ReadoutsPanel(QWidget):
    """A small table: one row per readout, one column per weighting."""

    def __init__(self, document: Document, style: Style, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.ui_style = style
        self.values: dict[tuple[str, str], QLabel] = {}
        self._titles: list[QLabel] = []
        self._headers: dict[str, QLabel] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 4, 6, 4)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        for column, (series, text) in enumerate(SERIES_WORDS.items(), start=1):
            header = QLabel(text)
            header.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(header, 0, column)
            self._headers[series] = header
        for row, (name, title, tip) in enumerate(ROWS, start=1):
            title_label = QLabel(title)
            title_label.setToolTip(tip)
            grid.addWidget(title_label, row, 0)
            self._titles.append(title_label)
            for column, series in enumerate(("unscaled", "scaled"), start=1):
                value = QLabel("")
                value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                value.setToolTip(tip)
                grid.addWidget(value, row, column)
                self.values[(name, series)] = value
        grid.setColumnStretch(0, 1)
        document.changed.connect(self.redraw)
        self.apply_style(style)

    def set_weightings(self, weightings: str) -> None:
        """Show the scaled column only with weightings "both" (a lesson step before scaling
        is taught shows the unscaled column alone)."""
        shown = weightings == "both"
        self._headers["scaled"].setVisible(shown)
        for (_name, series), label in self.values.items():
            if series == "scaled":
                label.setVisible(shown)

    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        theme = style.theme
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            f"ReadoutsPanel {{ background: {theme.panel}; }}"
            f" QLabel {{ background: transparent; color: {theme.text}; }}"
        )
        for series, header in self._headers.items():
            header.setFont(style.font(0.9, bold=True))
            colour = theme.unscaled if series == "unscaled" else theme.scaled
            header.setStyleSheet(f"color: {colour};")
        for label in self._titles:
            label.setFont(style.font(1.0))
        for label in self.values.values():
            label.setFont(style.font(1.0, mono=True))
        self.redraw(self.document.result)

    def redraw(self, result: SceneResult) -> None:
        query = result.query(self.document.selected_query)
        n_keys = len(result.scene.keys)
        for series in ("unscaled", "scaled"):
            largest = getattr(query, f"largest_{series}")
            nats = getattr(query, f"entropy_{series}")
            fraction = getattr(query, f"entropy_fraction_{series}")
            effective = getattr(query, f"effective_keys_{series}")
            gradient = getattr(query, f"jacobian_norm_{series}")
            self.values[("largest", series)].setText(fmt(largest, 3))
            self.values[("entropy", series)].setText(f"{fmt(nats, 2)} ({fmt(100 * fraction, 0)}%)")
            self.values[("effective", series)].setText(f"{fmt(effective, 2)} of {n_keys}")
            self.values[("gradient", series)].setText(fmt(gradient, 3))
