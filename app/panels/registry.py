"""The panel registry: the panels a window has, in View menu order.

Each panel declares its own PanelSpec (app/common/panel_spec.py) at the end of its module; the
registry only lists them. The spec drives the View menu (titles, order), the defaults, saved
files (the panel names kino_core checks, ``catalog()``), exports (which panels can be exported
alone), styling (every panel is restyled), the weightings, screen-reader names, redrawing only
while visible, and the layout (each spec carries its layout rule: region, readable minimum,
priority). Adding a panel is one file in app/panels/ and one line in ``PANEL_SPECS`` below
(and its strings in the translation files).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from app.canvas import SPEC as CANVAS
from app.common.i18n import translate_noop_text
from app.common.layout import PanelRule
from app.common.panel_spec import PanelSpec, PanelView, views_in
from app.panels.attention_map.panel import SPEC as ATTENTION_MAP
from app.panels.code.dock import SPEC as CODE
from app.panels.formula import SPEC as FORMULA
from app.panels.learn.dock import SPEC as LEARN
from app.panels.output import SPEC as OUTPUT
from app.panels.readouts import SPEC as READOUTS
from app.panels.saturation import SPEC as SATURATION
from app.panels.scores import SPEC as SCORES
from app.panels.weights import SPEC as WEIGHTS
from kino_core.files.view_state import PanelCatalog

__all__ = [
    "PANELS",
    "PANEL_SPECS",
    "PanelRegistry",
    "PanelSpec",
    "PanelView",
    "panel_title",
    "views_in",
]

# The order is the View menu's and, within the column, top to bottom. Layout
# priority (in each spec's rule): lower numbers are kept first when the room is short (the
# readouts before the saturation plot: two captions of the lesson point at the gradient
# signal, none at the plot).
PANEL_SPECS: tuple[PanelSpec, ...] = (
    CANVAS,
    SCORES,
    WEIGHTS,
    ATTENTION_MAP,
    OUTPUT,
    READOUTS,
    SATURATION,
    FORMULA,
    CODE,
    LEARN,
)


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

    def catalog(self) -> PanelCatalog:
        """The panel names kino_core reads and writes files with, in the order files list
        them (each spec's file_position), and the defaults a file that does not name a panel
        takes."""
        in_files = sorted(
            (spec for spec in self.specs if spec.in_files), key=lambda spec: spec.file_position
        )  # stable
        names = tuple(spec.name for spec in in_files)
        return PanelCatalog(names, self.defaults() & frozenset(names))

    def not_in_files(self) -> frozenset[str]:
        """The panels no file names (Learn mode): a file opened leaves them as they were."""
        return frozenset(spec.name for spec in self.specs if not spec.in_files)

    def with_panel(self, spec: PanelSpec) -> PanelRegistry:
        """A registry with one more panel (at the end of the column)."""
        return PanelRegistry((*self.specs, spec))


PANELS = PanelRegistry()
