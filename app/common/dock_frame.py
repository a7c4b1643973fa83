"""A dock's frame at the UI scale: its title bar (app/common/theme.py's dock_stylesheet) and the
float and close buttons in it, which only the desk shows (``show_desk_frame``).

Qt draws a dock's title-bar buttons from the style's small-icon size and button margin, which
no style sheet reaches: at 300% they stayed two 14-pixel specks beside a title three times
their height. A proxy style scales those two metrics for the dock's buttons.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QWidget,
)

from app.common.theme import Style, dock_stylesheet

_SCALED = (
    QStyle.PixelMetric.PM_SmallIconSize,
    QStyle.PixelMetric.PM_DockWidgetTitleBarButtonMargin,
)


class ScaledDockButtons(QProxyStyle):
    """The application's style, with the dock title bar's button metrics times ``scale``."""

    def __init__(self, scale: float = 1.0) -> None:
        super().__init__()
        self.scale = scale

    def pixelMetric(  # noqa: N802 - Qt's name
        self,
        metric: QStyle.PixelMetric,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> int:
        size = super().pixelMetric(metric, option, widget)
        if metric in _SCALED:
            return round(size * self.scale)
        return size


def style_dock(dock: QDockWidget, style: Style) -> None:
    """Give ``dock`` its frame at ``style``'s scale: title bar and buttons."""
    buttons = dock.findChild(ScaledDockButtons)
    if buttons is None:
        buttons = ScaledDockButtons()
        buttons.setParent(dock)  # a style set on a widget is not owned by it: the dock keeps it
        dock.setStyle(buttons)
    buttons.scale = style.scale
    dock.setStyleSheet(dock_stylesheet(style))


_DESK_FEATURES = "kino-desk-features"  # the dock's features at the desk, kept while presenting


def show_desk_frame(dock: QDockWidget, shown: bool) -> None:
    """The dock's title bar, with its float and close buttons, at the desk; none while
    presenting: the room's view shows no desk chrome (V and the lesson's steps show and hide
    panels there, and the caption says what the step shows), and its height goes to the
    panels."""
    kept = dock.property(_DESK_FEATURES)
    if kept is None:
        kept = dock.features()
        dock.setProperty(_DESK_FEATURES, kept)
    wanted = (
        QDockWidget.DockWidgetFeature(kept)
        if shown
        else QDockWidget.DockWidgetFeature.NoDockWidgetFeatures
    )
    if dock.features() != wanted:
        dock.setFeatures(wanted)
    bare = dock.titleBarWidget() is not None
    if shown and bare:
        dock.setTitleBarWidget(None)  # Qt's own title bar again
    elif not shown and not bare:
        dock.setTitleBarWidget(QWidget(dock))  # an empty one: no title bar at all


def keyboard_back_on_close(dock: QDockWidget, home: QWidget) -> None:
    """When ``dock`` closes while the keyboard is in it, give the keyboard to ``home`` (the
    canvas). Qt would pass it to the next widget in the window's tab order, the d box, where a
    lecturer's next key (6 for preset 6) typed a d instead. A dock the keyboard is not in
    leaves it where it is."""

    def closed(visible: bool) -> None:
        # Sent from the dock's hide event, before Qt moves the keyboard on: Qt then finds it
        # outside the dock and leaves it with ``home``.
        focused = QApplication.focusWidget()
        if visible or not dock.isHidden() or focused is None or not dock.isAncestorOf(focused):
            return
        if home.isVisible():
            home.setFocus(Qt.FocusReason.OtherFocusReason)

    dock.visibilityChanged.connect(closed)
