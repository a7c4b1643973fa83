"""The formula line: the lesson's formulas with the live numbers of the selected query."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from typing import TypeVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.common.formatting import fmt_list, fmt_rgb, label_prefix
from app.common.i18n import on_language_change, translate
from app.common.layout import PanelRule, Region
from app.common.painted import changed_span, shape_advance, text_shape
from app.common.panel_spec import PanelSpec, follow_weightings
from app.common.plain_text import set_tooltip
from app.common.theme import Style
from app.document import Document
from kino_core import SceneResult

ASIDE_GAP = "     "


def formula_parts(
    result: SceneResult, query: int, weightings: str = "both"
) -> list[tuple[str, str]]:
    """(formula, aside) for each of the two lines: the scaled formula (the lesson's attention)
    and, as the aside, the same without scaling ("" with weightings "unscaled", a lesson step
    before scaling is taught, where only softmax(scores) is shown, as α). The aside's words
    are in the current language; the formulas' numbers follow it (app/common/formatting)."""
    scene = result.scene
    scores = fmt_list(result.scores[query])
    scaled = fmt_list(result.weights_scaled[query])
    unscaled = fmt_list(result.weights_unscaled[query])
    prefix = label_prefix(scene.queries[query].label)
    if weightings == "unscaled":
        return [
            (f"{prefix} α = softmax({scores}) = {unscaled}", ""),
            (f"o = Σ α v = {fmt_rgb(result.output_unscaled[query])}", ""),
        ]
    return [
        (
            f"{prefix} α = softmax({scores} / √{scene.d}) = {scaled}",
            translate("FormulaLine", "without scaling: {formula}").format(
                formula=f"softmax({scores}) = {unscaled}"
            ),
        ),
        (
            f"o = Σ α v = {fmt_rgb(result.output_scaled[query])}",
            translate("FormulaLine", "without scaling: {formula}").format(
                formula=fmt_rgb(result.output_unscaled[query])
            ),
        ),
    ]


def formula_lines(result: SceneResult, query: int, weightings: str = "both") -> tuple[str, str]:
    """('α = softmax([…] / √d) = […]     without scaling: …', 'o = Σ α v = (r, g, b)     …')
    as plain text: each line's formula and its aside (see formula_parts)."""
    first, second = (
        f"{main}{ASIDE_GAP}{aside}" if aside else main
        for main, aside in formula_parts(result, query, weightings)
    )
    return first, second


_WORD = re.compile(r"\S+")

# The most line shapes a measurement cache keeps: past this it is emptied and refilled (it only
# saves measuring again, so a scene that keeps changing shape cannot grow it without end).
_SHAPES_KEPT = 256
_T = TypeVar("_T")


def _measured_once(cache: dict[tuple, _T], shape: tuple, measure: Callable[[], _T]) -> _T:
    """``cache[shape]``, from ``measure()`` the first time that shape is asked for."""
    found = cache.get(shape)
    if found is None:
        found = measure()
        if len(cache) > _SHAPES_KEPT:
            cache.clear()
        cache[shape] = found
    return found


class FormulaLine(QWidget):
    """Two lines of live formula, in a monospace font that follows the UI scale.

    Painted word by word: a move changes numbers, not the layout (digits share one advance),
    so it repaints the words whose text changed and nothing else. The layout policy gives it
    its height (two lines at the UI scale); when the lines do not fit the width, the "without
    scaling" aside moves to a line of its own, and when those lines do not fit the height the
    text shrinks to 80%; past that the asides are left out (the weight charts show both
    weightings) before the formulas shrink further (down to 60%), never cut off.
    """

    FACTORS = (1.0, 0.9, 0.8, 0.7, 0.6)
    # (text size, asides shown), tried in turn: readable formulas before the comparison.
    STAGES = (
        *((factor, True) for factor in FACTORS if factor >= 0.8),
        *((factor, False) for factor in FACTORS),
    )

    def __init__(self, document: Document, style: Style, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.ui_style = style
        self.weightings = "both"  # or "unscaled": a lesson step before scaling is taught
        self._lines: list[list[tuple[str, str]]] = []  # per line: (text, colour role) runs
        self.factor = 1.0  # the text's size as painted, shrunk when the lines do not fit
        self._factor_by_shape: dict[tuple, tuple[float, bool]] = {}  # (size, asides)
        # Each word as painted: (text, colour role, box); the boxes depend only on the text's
        # shape (digits as 0), so they are measured once per shape (_spans_by_shape).
        self._words: list[tuple[str, str, QRectF]] = []
        self._spans_by_shape: dict[tuple, list[tuple[int, int, int, int, QRectF]]] = {}
        # Each run as painted: (text, colour role, its box): one drawText a run, clipped to what
        # is repainted, costs a third of a drawText a word (~25 of ~30 words change a move).
        self._run_boxes: list[tuple[str, str, QRectF]] = []
        self._run_boxes_by_shape: dict[tuple, list[QRectF]] = {}
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._set_tooltip()
        on_language_change(self, self._language_changed)
        document.changed.connect(self.redraw)
        self.apply_style(style)

    def _set_tooltip(self) -> None:
        if self.weightings == "unscaled":
            set_tooltip(
                self,
                translate(
                    "FormulaLine",
                    "The lesson's formulas with this scene's numbers for the selected query:\n"
                    "scores q·k, the weights α = softmax(scores) (without scaling: this step\n"
                    "comes before the lesson divides by √d) and the output o = Σ α v.",
                ),
            )
        else:
            set_tooltip(
                self,
                translate(
                    "FormulaLine",
                    "The lesson's formulas with this scene's numbers for the selected query:\n"
                    "scores q·k, the weights α = softmax(scores / √d) and the output o = Σ α v.\n"
                    "The same with softmax(scores), without scaling, follows on each line.",
                ),
            )

    def _language_changed(self) -> None:
        self._set_tooltip()
        self.redraw(self.document.result)

    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        self.setFont(style.font(1.05, mono=True))
        self._lines = []
        self._words = []  # a new look: the next redraw repaints everything
        self._run_boxes = []
        self.redraw(self.document.result)

    follow = follow_weightings  # the view model's weightings (app/common/panel_spec.py)

    def set_weightings(self, weightings: str) -> None:
        self.weightings = weightings
        self._set_tooltip()
        self.document.refresh(self)

    def plain_text(self) -> str:
        return "\n".join(
            formula_lines(self.document.result, self.document.selected_query, self.weightings)
        )

    def shown_lines(self) -> list[str]:
        """The lines as painted (an aside may have a line of its own). A read-out for tests."""
        return ["".join(text for text, _role in line) for line in self._lines]

    def text_rects(self) -> list[tuple[str, QRectF]]:
        """Every run of text painted, with its rectangle in widget coordinates."""
        return [(text.strip(), rect) for text, _role, rect in self._runs()]

    def _runs(self) -> list[tuple[str, str, QRectF]]:
        """(text, colour role, ink box) of every run of text, as paintEvent draws them."""
        metrics = QFontMetricsF(self._font(self.factor))
        pad_x, pad_y = self._padding()
        runs = []
        y = pad_y
        for line in self._lines:
            x = pad_x
            for text, role in line:
                width = metrics.horizontalAdvance(text)
                runs.append((text, role, QRectF(x, y, width, metrics.height())))
                x += width
            y += metrics.height()
        return runs

    def _padding(self) -> tuple[float, float]:
        return 10 * self.ui_style.scale, 6 * self.ui_style.scale

    def _font(self, factor: float):
        return self.ui_style.font(1.05 * factor, mono=True)

    def _layout_lines(
        self,
        parts: list[tuple[str, str]],
        metrics: QFontMetricsF,
        space: float,
        asides: bool = True,
    ):
        lines: list[list[tuple[str, str]]] = []
        for main, aside in parts:
            if not aside or not asides:  # weightings "unscaled", or no room for the aside
                lines += [[(part, "text")] for part in _wrap(main, metrics, space)]
                continue
            # The aside on a line of its own when both do not fit; a part still too wide is
            # broken at its " = " signs, never in the middle of a list of numbers.
            if shape_advance(metrics, f"{main}   {aside}") <= space:
                lines.append([(main, "text"), (f"   {aside}", "muted")])
            else:
                lines += [[(part, "text")] for part in _wrap(main, metrics, space)]
                lines += [[(part, "muted")] for part in _wrap(aside, metrics, space)]
        return lines

    def natural_height(self) -> int:
        """Two lines at the UI scale: what the layout policy plans for."""
        _pad_x, pad_y = self._padding()
        return math.ceil(2 * QFontMetricsF(self._font(1.0)).height() + 2 * pad_y)

    def height_for_width(self, width: float) -> float:
        """The height the lines take at full size, the asides included, ``width`` px wide:
        what the window asks the layout policy for (twelve keys' lists wrap)."""
        pad_x, pad_y = self._padding()
        parts = formula_parts(self.document.result, self.document.selected_query, self.weightings)
        metrics = self.ui_style.metrics(1.05, mono=True)
        lines = self._layout_lines(parts, metrics, max(width - 2 * pad_x, 1.0))
        return max(len(lines), 2) * metrics.height() + 2 * pad_y

    def redraw(self, result: SceneResult) -> None:
        parts = formula_parts(result, self.document.selected_query, self.weightings)
        pad_x, pad_y = self._padding()
        space = max(self.width() - 2 * pad_x, 1.0)
        height = self.height() if self.height() > 1 else self.natural_height()
        # A drag changes digits, not the text's shape (digits share one advance): the size
        # that fits is looked for once per shape, not on every move.
        shape = (
            tuple((text_shape(main), text_shape(aside)) for main, aside in parts),
            space,
            height,
            self.ui_style,
        )
        stage = self._factor_by_shape.get(shape)
        if stage is None:
            for factor, asides in self.STAGES:
                metrics = self.ui_style.metrics(1.05 * factor, mono=True)
                lines = self._layout_lines(parts, metrics, space, asides)
                if len(lines) * metrics.height() + 2 * pad_y <= height + 0.5:
                    break
            if len(self._factor_by_shape) > 256:
                self._factor_by_shape.clear()
            self._factor_by_shape[shape] = (factor, asides)
        else:
            factor, asides = stage
            metrics = self.ui_style.metrics(1.05 * factor, mono=True)
            lines = self._layout_lines(parts, metrics, space, asides)
        self.factor = factor
        self._lines = lines
        words, before = self._words_of(lines, factor), self._words
        self._words = words
        self._run_boxes = self._runs_of(lines, factor)
        if len(words) != len(before) or any(
            old[1:] != new[1:] for old, new in zip(before, words, strict=True)
        ):
            self.update()
            return
        reach = self._ink_reach()
        metrics = self.ui_style.metrics(1.05 * factor, mono=True)
        for (old_text, _role, box), (new_text, _role, _box) in zip(before, words, strict=True):
            if old_text != new_text:
                # Only the characters that changed: the words were laid out from one shape.
                span = changed_span(old_text, new_text, metrics, same_shape=True)
                span = span or (0.0, box.width())
                changed = QRectF(box.left() + span[0], box.top(), span[1] - span[0], box.height())
                self.update(changed.adjusted(-reach, -reach, reach, reach).toAlignedRect())

    def _ink_reach(self) -> float:
        """How far a word's ink may reach beyond its advance box (antialiasing, overhang)."""
        return 2 * self.ui_style.scale + 1

    def _layout_shape(self, line_shapes: tuple, factor: float) -> tuple:
        """The cache key of a measurement: the lines' shapes, the size factor, the padding and
        the style (its font and scale)."""
        pad_x, pad_y = self._padding()
        return (line_shapes, factor, pad_x, pad_y, self.ui_style)

    def _placed_runs(
        self, lines: list[list[tuple[str, str]]], metrics: QFontMetricsF
    ) -> Iterator[tuple[int, int, str, float, float]]:
        """(line index, run index, text, left, top) of each run of ``lines``: each line below
        the last, each run after the advance of the runs before it."""
        pad_x, y = self._padding()
        for line_index, line in enumerate(lines):
            x = pad_x
            for run_index, (text, _role) in enumerate(line):
                yield line_index, run_index, text, x, y
                x += metrics.horizontalAdvance(text)
            y += metrics.height()

    def _words_of(
        self, lines: list[list[tuple[str, str]]], factor: float
    ) -> list[tuple[str, str, QRectF]]:
        """Each word of ``lines`` (runs of non-space characters) with its colour role and its
        box: at its run's start plus the advance of the text before it."""
        shape = self._layout_shape(
            tuple(tuple((text_shape(text), role) for text, role in line) for line in lines),
            factor,
        )

        def measure() -> list[tuple[int, int, int, int, QRectF]]:
            metrics = self.ui_style.metrics(1.05 * factor, mono=True)
            spans = []
            for line_index, run_index, text, x, y in self._placed_runs(lines, metrics):
                for word in _WORD.finditer(text):
                    left = x + metrics.horizontalAdvance(text[: word.start()])
                    width = metrics.horizontalAdvance(word.group())
                    box = QRectF(left, y, width, metrics.height())
                    spans.append((line_index, run_index, word.start(), word.end(), box))
            return spans

        spans = _measured_once(self._spans_by_shape, shape, measure)
        return [
            (lines[line][run][0][start:end], lines[line][run][1], box)
            for line, run, start, end, box in spans
        ]

    def _runs_of(
        self, lines: list[list[tuple[str, str]]], factor: float
    ) -> list[tuple[str, str, QRectF]]:
        """Each run of ``lines`` with its colour role and its box (its advance by the line's
        height), measured once per shape as the words are."""
        shape = self._layout_shape(
            tuple(tuple(text_shape(text) for text, _role in line) for line in lines), factor
        )

        def measure() -> list[QRectF]:
            metrics = self.ui_style.metrics(1.05 * factor, mono=True)
            return [
                QRectF(x, y, metrics.horizontalAdvance(text), metrics.height())
                for _line, _run, text, x, y in self._placed_runs(lines, metrics)
            ]

        boxes = _measured_once(self._run_boxes_by_shape, shape, measure)
        runs = [run for line in lines for run in line]
        return [(text, role, box) for (text, role), box in zip(runs, boxes, strict=True)]

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(int(600 * self.ui_style.scale), self.natural_height())

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        theme = self.ui_style.theme
        region = event.region()
        painter = QPainter(self)
        # One fill: Qt clips the paint to the region (a move's region is ~30 rectangles, and
        # each fill is its own call).
        painter.fillRect(region.boundingRect(), QColor(theme.panel))
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        font = self._font(self.factor)
        painter.setFont(font)
        ascent = QFontMetricsF(font).ascent()
        # The aside "without scaling: …" in the unscaled series' colour, as the charts title
        # it: the theme's muted grey on the panel's grey was too faint for a hall.
        colours = {"text": QColor(theme.text), "muted": QColor(theme.unscaled)}
        # Every run whose ink may reach into what is repainted, whole and in the same place as
        # a full paint draws it (Qt clips it to the region): a partial repaint gives the same
        # pixels as a fresh one.
        reach = self._ink_reach()
        for text, role, box in self._run_boxes:
            if region.intersects(box.adjusted(-reach, -reach, reach, reach).toAlignedRect()):
                painter.setPen(colours[role])
                painter.drawText(QPointF(box.left(), box.top() + ascent), text)
        painter.end()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.oldSize() != event.size():
            self.redraw(self.document.result)


def _wrap(text: str, metrics: QFontMetricsF, space: float) -> list[str]:
    """``text`` in lines no wider than ``room``, broken before " = " (then at spaces)."""
    parts = text.split(" = ")
    pieces = [parts[0]] + [f"= {part}" for part in parts[1:]]
    lines: list[str] = []
    for piece in pieces:
        candidate = f"{lines[-1]} {piece}" if lines else piece
        if lines and shape_advance(metrics, candidate) <= space:
            lines[-1] = candidate
        elif shape_advance(metrics, piece) <= space:
            lines.append(piece)
        else:
            for word in piece.split(" "):
                candidate = f"{lines[-1]} {word}" if lines else word
                if lines and shape_advance(metrics, candidate) <= space:
                    lines[-1] = candidate
                else:
                    lines.append(word)
    return lines


def _speak(view: FormulaLine, _result: SceneResult, _query: int, _weightings: str) -> str:
    return translate("Accessible", "formula: {text}").format(text=view.plain_text())


SPEC = PanelSpec(
    "formula",
    QT_TRANSLATE_NOOP("Panels", "Formula"),
    FormulaLine,
    PanelRule("formula", Region.BOTTOM, 300, 48, 2),
    file_position=6,
    speak=_speak,
)
