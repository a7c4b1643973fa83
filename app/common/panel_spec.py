"""What a panel declares about itself (PanelSpec), and the contract every panel view keeps.

Each panel module ends with its ``SPEC``; app/panels/registry.py collects them in View menu
order. The window, the layout, exports, saved files and screen readers all read the spec: a
panel needs no line anywhere else (translations aside).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from app.common.layout import PanelRule

if TYPE_CHECKING:
    from app.common.theme import Style
    from app.common.view_model import ViewModel
    from kino_core import SceneResult

# app.document.Document, a layer above app/common/: named, not imported.
Document = Any


@runtime_checkable
class PanelView(Protocol):
    """What every view in a panel does: built from the document and a style, it redraws from
    the document's result and restyles on request. Views connect ``document.changed`` to
    ``redraw`` themselves; the window disconnects hidden panels (unless their spec says they
    redraw when hidden) and redraws them once when they are shown again."""

    def __init__(self, document: Document, style: Style) -> None: ...

    def apply_style(self, style: Style) -> None: ...

    def redraw(self, result: SceneResult) -> None: ...


# What a screen reader hears as a panel's name: (the widget named, result, selected query,
# weightings shown: "both" or "unscaled") -> a sentence. Called on each result (not during a
# drag) for each widget ``spoken_widgets`` gives.
Speak = Callable[[Any, "SceneResult", int, str], str]


@dataclass(frozen=True)
class PanelSpec:
    """One panel, declared once in its own module.

    name: its name in files and view states; title: its View menu title (English, marked with
    QT_TRANSLATE_NOOP("Panels", …)); factory: builds it from the document and a style; rule:
    its layout rule (region, readable minimum in logical px, priority); default_shown: shown
    when a file does not say; exportable: File ▸ Export offers it alone; redraws_when_hidden:
    it keeps following the document while hidden; shortcut: the View menu entry's key;
    file_position: where saved files list it (panels are listed in the order kino got them,
    so a new panel, last by default, leaves the text of every older file as it was).
    speak: each view's accessible name from the result (None: the panel names itself);
    description: the spoken description when a view has no tooltip (QT_TRANSLATE_NOOP
    ("Accessible", …)); dock_area: where a panel of the dock region docks. (Whether it
    draws the weightings is the panel's own ``follow``, not the spec's.) in_files: files,
    decks and recordings name it (False: a tool such as Learn mode, which no file opens or
    closes: opening one leaves it as it was).
    """

    name: str
    title: str
    factory: Callable[[Document, Style], QWidget]
    rule: PanelRule
    default_shown: bool = True
    exportable: bool = True
    redraws_when_hidden: bool = False
    shortcut: str = ""
    file_position: int = 1_000
    speak: Speak | None = None
    description: str = ""
    dock_area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea
    in_files: bool = True


def follow_weightings(panel: Any, view: ViewModel) -> None:
    """``follow`` for a panel that draws the weightings: its ``set_weightings(str)`` gets
    each new value ("unscaled" while a lesson step comes before scaling, or "both"). A panel
    class says ``follow = follow_weightings``."""
    view.weightings_changed.connect(panel.set_weightings)


def follow_view(widget: QWidget, view: ViewModel) -> None:
    """Hand ``view`` to a panel widget that follows fields of the view state (its
    ``follow``); a panel that shows none of them has no ``follow`` and is left alone."""
    follow = getattr(widget, "follow", None)
    if callable(follow):
        follow(view)


def views_in(widget: QWidget) -> list:
    """The views inside a panel widget that redraw from the document (a row of charts has
    two; most panels are one view)."""
    inner = getattr(widget, "views", None)
    return list(inner()) if callable(inner) else [widget]


def spoken_widgets(widget: QWidget) -> list:
    """The widgets a screen reader names in a panel: the panel itself, or (a row of charts,
    each a control of its own) the ones its ``spoken_widgets()`` lists."""
    inner = getattr(widget, "spoken_widgets", None)
    return list(inner()) if callable(inner) else [widget]
