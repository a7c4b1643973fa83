"""The panel registry: one PanelSpec per panel, and the contract every panel view keeps.

The registry drives the View menu (titles, order), the defaults, exports (which panels can be
exported alone), styling (every panel is restyled), redrawing only while visible, and the layout
(each spec carries its layout rule: region, readable minimum, priority). Adding a panel is one
file in app/panels/ and one line in ``PANELS`` below.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QHBoxLayout, QWidget

from app.common.i18n import translate_noop_text
from app.common.layout import PanelRule, Region

if TYPE_CHECKING:
    from app.common.theme import Style
    from app.document import Document
    from kino_core import SceneResult


@runtime_checkable
class PanelView(Protocol):
    """What every view in a panel does: built from the document and a style, it redraws from
    the document's result and restyles on request. Views connect ``document.changed`` to
    ``redraw`` themselves; the window disconnects hidden panels (unless their spec says they
    redraw when hidden) and redraws them once when they are shown again."""

    def __init__(self, document: Document, style: Style) -> None: ...

    def apply_style(self, style: Style) -> None: ...

    def redraw(self, result: SceneResult) -> None: ...


@dataclass(frozen=True)
class PanelSpec:
    """One panel: its name in files and view states, its View menu title, how to build it, its
    layout rule (readable minimum in logical px, priority, region), and what the window does
    with it."""

    name: str
    title: str
    factory: Callable[[Document, Style], QWidget]
    rule: PanelRule
    default_shown: bool = True
    exportable: bool = True
    redraws_when_hidden: bool = False
    shortcut: str = ""


def views_in(widget: QWidget) -> list:
    """The views inside a panel widget that redraw from the document (a row of charts has
    two; most panels are one view)."""
    inner = getattr(widget, "views", None)
    return list(inner()) if callable(inner) else [widget]


class WeightsRow(QWidget):
    """The two weight charts side by side: without scaling, and scaled by 1/√d."""

    def __init__(self, document: Document, style: Style) -> None:
        super().__init__()
        from app.panels.weights import WeightsChart

        self.unscaled = WeightsChart(document, "unscaled", style)
        self.scaled = WeightsChart(document, "scaled", style)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.unscaled)
        layout.addWidget(self.scaled)

    def views(self) -> tuple:
        return (self.unscaled, self.scaled)

    def apply_style(self, style: Style) -> None:
        for chart in self.views():
            chart.apply_style(style)

    def redraw(self, result: SceneResult) -> None:
        for chart in self.views():
            chart.redraw(result)


def _canvas(document: Document, style: Style) -> QWidget:
    from app.canvas import CanvasView

    return CanvasView(document, style)


def _scores(document: Document, style: Style) -> QWidget:
    from app.panels.scores import ScoresTable

    return ScoresTable(document, style)


def _output(document: Document, style: Style) -> QWidget:
    from app.panels.output import OutputSwatches

    return OutputSwatches(document, style)


def _readouts(document: Document, style: Style) -> QWidget:
    from app.panels.readouts import ReadoutsPanel

    return ReadoutsPanel(document, style)


def _saturation(document: Document, style: Style) -> QWidget:
    from app.panels.saturation import SaturationPlot

    return SaturationPlot(document, style)


def _formula(document: Document, style: Style) -> QWidget:
    from app.panels.formula import FormulaLine

    return FormulaLine(document, style)


def _attention_map(document: Document, style: Style) -> QWidget:
    from app.panels.attention_map import AttentionMapPanel

    return AttentionMapPanel(document, style)


def _code(document: Document, style: Style) -> QWidget:
    from app.panels.code.dock import CodeDock

    return CodeDock(document, style)


C, COL, BOT, DOCK = Region.CANVAS, Region.COLUMN, Region.BOTTOM, Region.DOCK

# The order is the View menu's and, within the column, top to bottom. Readable minimums are in
# logical pixels (physical pixels at 100%); priority: lower numbers are kept first when the room
# is short (the readouts before the saturation plot: two captions of the lesson point at the
# gradient signal, none at the plot). Charts name the height their title and axis take. The
# weights read well at 72 px a key (two charts, each key's "0.00" at 85% of the ticks' size and
# the ticks shrunk with it) plus 110 for their axes: wider than their minimum from 4 keys on.
PANEL_SPECS: tuple[PanelSpec, ...] = (
    PanelSpec("canvas", QT_TRANSLATE_NOOP("Panels", "Canvas"), _canvas,
              PanelRule("canvas", C, 240, 240, 0), exportable=True, redraws_when_hidden=True),
    PanelSpec("scores", QT_TRANSLATE_NOOP("Panels", "Scores"), _scores,
              PanelRule("scores", COL, 240, 29, 6, per_key_height=24)),
    PanelSpec("weights", QT_TRANSLATE_NOOP("Panels", "Weights"), WeightsRow,
              PanelRule("weights", COL, 360, 150, 1, grow=3, chart_decoration=62,
                        wide_base=110, wide_per_key=72)),
    PanelSpec("attention_map", QT_TRANSLATE_NOOP("Panels", "Attention map"), _attention_map,
              PanelRule("attention_map", COL, 200, 78, 3, grow=2, per_key_width=30,
                        per_query_height=28),
              default_shown=False),
    PanelSpec("output", QT_TRANSLATE_NOOP("Panels", "Output"), _output,
              PanelRule("output", COL, 220, 92, 4, row="lower", several_queries_height=45)),
    PanelSpec("readouts", QT_TRANSLATE_NOOP("Panels", "Readouts"), _readouts,
              PanelRule("readouts", COL, 381, 104, 5, row="lower")),
    PanelSpec("saturation", QT_TRANSLATE_NOOP("Panels", "Saturation"), _saturation,
              PanelRule("saturation", COL, 260, 160, 7, grow=2, chart_decoration=62)),
    PanelSpec("formula", QT_TRANSLATE_NOOP("Panels", "Formula"), _formula,
              PanelRule("formula", BOT, 300, 48, 2)),
    PanelSpec("code", QT_TRANSLATE_NOOP("Panels", "Code panel"), _code,
              PanelRule("code", DOCK, 320, 200, 1),
              default_shown=False, exportable=False, redraws_when_hidden=True, shortcut="F4"),
)  # fmt: skip


def panel_title(spec: PanelSpec) -> str:
    """The panel's View menu title in the current language (the spec keeps the English,
    marked for lupdate with QT_TRANSLATE_NOOP("Panels", …))."""
    return translate_noop_text("Panels", spec.title)


class PanelRegistry:
    """The panels a window has, in order."""

    def __init__(self, specs: Iterable[PanelSpec] = PANEL_SPECS) -> None:
        self.specs: tuple[PanelSpec, ...] = tuple(specs)
        self._by_name = {spec.name: spec for spec in self.specs}

    def __iter__(self) -> Iterator[PanelSpec]:
        return iter(self.specs)

    def __getitem__(self, name: str) -> PanelSpec:
        return self._by_name[name]

    def __contains__(self, name: object) -> bool:
        return name in self._by_name

    def names(self) -> tuple[str, ...]:
        return tuple(spec.name for spec in self.specs)

    def defaults(self) -> frozenset[str]:
        return frozenset(spec.name for spec in self.specs if spec.default_shown)

    def rules(self) -> tuple[PanelRule, ...]:
        return tuple(spec.rule for spec in self.specs)

    def exportable(self) -> tuple[str, ...]:
        return tuple(spec.name for spec in self.specs if spec.exportable)

    def with_panel(self, spec: PanelSpec) -> PanelRegistry:
        """A registry with one more panel (at the end of the column)."""
        return PanelRegistry((*self.specs, spec))


PANELS = PanelRegistry()
