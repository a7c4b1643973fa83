"""The layout applier: the only code that gives panels their geometry.

It turns a LayoutPlan (app/common/layout.py, logical pixels) into widget geometry (logical
pixels times the UI scale) inside the window's PanelArea, shows what the plan shows, hides what
it leaves out, docks the bottom docks where the plan puts them, and puts the plan's one quiet
line about what was left out on screen.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QWidget

from app.common.i18n import SOURCE_LANGUAGE, current_language, translate
from app.common.layout import (
    LEFT_OUT_DESK,
    LEFT_OUT_DESK_SHORT,
    LEFT_OUT_PRESENTING,
    LEFT_OUT_PRESENTING_SHORT,
    LIST_AND,
    LayoutPlan,
    Rect,
)
from app.common.plain_text import PlainLabel
from app.panels.registry import PANELS, panel_title


class PanelArea(QWidget):
    """The window's central widget. It has no Qt layout: the applier places its children."""

    resized = Signal()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.resized.emit()


def to_pixels(rect: Rect, scale: float) -> QRect:
    """A logical rectangle in physical pixels, edges rounded so neighbours never overlap."""
    left, top = round(rect.x * scale), round(rect.y * scale)
    right, bottom = round(rect.right * scale), round(rect.bottom * scale)
    return QRect(left, top, max(right - left, 1), max(bottom - top, 1))


def apply_plan(
    plan: LayoutPlan,
    scale: float,
    placed: Mapping[str, QWidget],
    docked: Mapping[str, QWidget],
    banner: QWidget | None,
    chip: QLabel,
) -> None:
    """Give each placed panel its rectangle (or hide it), show or hide docks, place the banner
    and the left-out line."""
    for name, widget in placed.items():
        rect = plan.shown.get(name)
        if rect is None:
            widget.hide()
            continue
        geometry = to_pixels(rect, scale)
        if widget.geometry() != geometry:
            widget.setGeometry(geometry)
        widget.show()
    for name, widget in docked.items():
        widget.setVisible(name in plan.shown)
    if banner is not None:
        if plan.banner is None:
            banner.hide()
        else:
            banner.setGeometry(to_pixels(plan.banner, scale))
            banner.show()
            banner.raise_()
    text = left_out_text(plan)
    if text and plan.notice is not None:
        geometry = to_pixels(plan.notice, scale)
        text = fit_line(
            chip,
            text,
            left_out_text(plan, short=True),
            geometry.width(),
            counted=chip.count_text(plan) if isinstance(chip, LeftOutLine) else "",
        )
        chip.setGeometry(geometry)
        chip.raise_()
    chip.setText(text)
    chip.setVisible(bool(text) and plan.notice is not None)


def place_bottom_docks(
    plan: LayoutPlan,
    scale: float,
    window: QMainWindow,
    docks: Mapping[str, QDockWidget],
    wanted: frozenset[str],
) -> None:
    """Dock each bottom dock where the plan puts it (a floating one stays where the user put
    it) and show it when it is wanted: along the bottom, or on the right at the plan's width
    (its own hint is as narrow as its widest button, and its sentence would then run to
    more lines than the window is tall)."""
    areas = {
        "bottom": Qt.DockWidgetArea.BottomDockWidgetArea,
        "right": Qt.DockWidgetArea.RightDockWidgetArea,
    }
    for name, dock in docks.items():
        place = plan.bottom_docks.get(name)
        docked = place is not None and not dock.isFloating()
        if docked and window.dockWidgetArea(dock) != areas[place.side]:
            window.addDockWidget(areas[place.side], dock)
        if dock.isHidden() == (name in wanted):
            dock.setVisible(name in wanted)
        if docked and place.width is not None and dock.isVisible():
            width = round(place.width * scale)
            if abs(dock.width() - width) > 2:
                window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)


def fit_line(label: QLabel, text: str, short: str, width: int, counted: str = "") -> str:
    """``text`` if it fits a one-line ``label`` ``width`` pixels wide, else ``short``, else
    ``counted`` (how many, not which: "6 panels left out"), cut with "…" only when even the
    last of them does not fit."""
    chrome = label.sizeHint().width() - label.fontMetrics().horizontalAdvance(label.text())
    space = width - max(chrome, 0) - 1
    metrics = QFontMetricsF(label.font())
    candidates = [text, short] + ([counted] if counted else [])
    for candidate in candidates:
        if metrics.horizontalAdvance(candidate) <= space:
            return candidate
    return metrics.elidedText(candidates[-1], Qt.TextElideMode.ElideRight, space)


def _in_language(template: str) -> str:
    """A template of LayoutPlan.left_out_text in the current language (literal calls, so that
    lupdate sees them)."""
    translated = {
        LEFT_OUT_PRESENTING: lambda: translate(
            "PanelArea",
            "{panels} left out: no room at this size (V to choose, Ctrl+- makes room)",
        ),
        LEFT_OUT_DESK: lambda: translate(
            "PanelArea", "{panels} hidden: no room (enlarge the window or press Ctrl+-)"
        ),
        LEFT_OUT_PRESENTING_SHORT: lambda: translate(
            "PanelArea", "{panels} left out (V to choose)"
        ),
        LEFT_OUT_DESK_SHORT: lambda: translate("PanelArea", "{panels} hidden: no room"),
        LIST_AND: lambda: translate("PanelArea", "{names} and {last}"),
    }
    return translated[template]()


def _panel_word(name: str) -> str:
    """A left-out panel's name in the current language: its View menu title ("Kennzahlen",
    "Scores": German writes nouns capitalised); in English the plain name mid-sentence
    ("attention map")."""
    if name in PANELS and current_language() != SOURCE_LANGUAGE:
        return panel_title(PANELS[name])
    return name.replace("_", " ")


def left_out_text(plan: LayoutPlan, short: bool = False) -> str:
    """``plan.left_out_text()`` in the current language, panels' names included; ``short``:
    the shorter form, for a narrow line."""
    return plan.left_out_text(_in_language, _panel_word, short)


class LeftOutLine(PlainLabel):
    """The quiet line naming the panels the plan left out."""

    def count_text(self, plan: LayoutPlan) -> str:
        """Its shortest form: how many panels, not which, and (presenting) what brings them
        back."""
        count = len(plan.left_out)
        if plan.mode == "presenting":
            return self.tr("%n panels left out (V to choose)", "", count)
        return self.tr("%n panels hidden: no room", "", count)


def left_out_chip(parent: QWidget) -> LeftOutLine:
    label = LeftOutLine(parent)
    label.setObjectName("left-out")
    label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
    label.hide()
    return label
