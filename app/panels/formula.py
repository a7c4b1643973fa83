"""The formula line: the lesson's formulas with the live numbers of the selected query."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QLabel, QSizePolicy

from app.common.formatting import fmt_list, fmt_rgb, label_prefix
from app.common.theme import Style
from app.document import Document
from kino_core import SceneResult


def formula_lines(result: SceneResult, query: int, weightings: str = "both") -> tuple[str, str]:
    """('α = softmax([…] / √d) = […]', 'o = Σ α v = (r, g, b)') as plain text, for the scaled
    weights (the lesson's attention), with the unscaled ones in a third clause. With weightings
    "unscaled" (a lesson step before scaling is taught) only softmax(scores) is shown, as α."""
    scene = result.scene
    scores = fmt_list(result.scores[query])
    scaled = fmt_list(result.weights_scaled[query])
    unscaled = fmt_list(result.weights_unscaled[query])
    prefix = label_prefix(scene.queries[query].label)
    if weightings == "unscaled":
        return (
            f"{prefix} α = softmax({scores}) = {unscaled}",
            f"o = Σ α v = {fmt_rgb(result.output_unscaled[query])}",
        )
    first = (
        f"{prefix} α = softmax({scores} / √{scene.d}) = {scaled}"
        f"     without scaling: softmax({scores}) = {unscaled}"
    )
    second = (
        f"o = Σ α v = {fmt_rgb(result.output_scaled[query])}"
        f"     without scaling: {fmt_rgb(result.output_unscaled[query])}"
    )
    return first, second


class FormulaLine(QLabel):
    """Two lines of live formula, in a monospace font that follows the UI scale."""

    _TOOLTIP_BOTH = (
        "The lesson's formulas with this scene's numbers for the selected query:\n"
        "scores q·k, the weights α = softmax(scores / √d) and the output o = Σ α v.\n"
        "The same with softmax(scores), without scaling, follows on each line."
    )

    def __init__(self, document: Document, style: Style, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.ui_style = style
        self.weightings = "both"  # or "unscaled": a lesson step before scaling is taught
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setToolTip(self._TOOLTIP_BOTH)
        document.changed.connect(self.redraw)
        self.apply_style(style)

    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        theme = style.theme
        self.setFont(style.font(1.05, mono=True))
        self.setStyleSheet(
            f"QLabel {{ background: {theme.panel}; color: {theme.text}; padding: 6px 10px; }}"
        )
        self.redraw(self.document.result)

    def set_weightings(self, weightings: str) -> None:
        self.weightings = weightings
        if weightings == "unscaled":
            self.setToolTip(
                "The lesson's formulas with this scene's numbers for the selected query:\n"
                "scores q·k, the weights α = softmax(scores) (without scaling: this step\n"
                "comes before the lesson divides by √d) and the output o = Σ α v."
            )
        else:
            self.setToolTip(self._TOOLTIP_BOTH)
        self.redraw(self.document.result)

    def plain_text(self) -> str:
        return "\n".join(
            formula_lines(self.document.result, self.document.selected_query, self.weightings)
        )

    def redraw(self, result: SceneResult) -> None:
        first, second = formula_lines(result, self.document.selected_query, self.weightings)
        muted = self.ui_style.theme.muted
        metrics = QFontMetricsF(self.font())
        room = self.width() - 24  # the style sheet's padding and a margin

        def split(line: str) -> str:
            main, aside_follows, rest = line.partition("     without scaling: ")
            if not aside_follows:  # weightings "unscaled": nothing beside the main formula
                return escape(main)
            aside = f"<span style='color:{muted}'>without scaling: {escape(rest)}</span>"
            # The aside on a line of its own when both do not fit: word wrap would break the
            # weights list in the middle instead.
            fits = metrics.horizontalAdvance(f"{main}   without scaling: {rest}") <= room
            return f"{escape(main)}{'&nbsp;&nbsp;&nbsp;' if fits else '<br>'}{aside}"

        self.setText(f"{split(first)}<br>{split(second)}")

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.redraw(self.document.result)
