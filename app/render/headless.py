"""Headless rendering: pictures of a scene or a deck step without showing a window.

One hidden MainWindow is laid out at the requested size, the picture is taken from the real
widgets, and the window is thrown away. Snapshot exports (File ▸ Export, `--export`) and deck
steps as presented (app/presentation.py) share everything here but how the window is prepared.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWidget

from app.common.screen_scale import fit_scale
from app.common.theme import THEMES, Style
from app.render.export import ExportError, export_png, export_svg, parse_size, render_image
from kino_core import Scene
from kino_core.snapshot import Snapshot

if TYPE_CHECKING:
    from app.shell.window import MainWindow

DEFAULT_SIZE = "1920x1080"


def build_window(
    scene: Scene, style: Style, size: QSize, prepare: Callable[[MainWindow], None]
) -> MainWindow:
    """A hidden MainWindow showing ``scene``, prepared by ``prepare`` (view state, deck…),
    whose view (without menus and toolbar) is ``size`` logical pixels."""
    from app.shell.window import MainWindow

    window = MainWindow(scene, style)
    window.files.session_enabled = False
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    prepare(window)
    window.setMinimumSize(1, 1)
    window.resize(size)
    window.show()
    QApplication.processEvents()
    central = window.centralWidget()
    # Grow the window by whatever the menu bar and toolbar take, so the view itself is `size`.
    window.resize(
        size.width() + window.width() - central.width(),
        size.height() + window.height() - central.height(),
    )
    QApplication.processEvents()
    window.fit_splitter()
    window.saturation.load_curves(len(window.document.scene.keys))
    QApplication.processEvents()
    return window


def scaled_size(size_text: str, scale: float) -> QSize:
    # A picture at scale s is the view laid out s times larger with everything styled s times
    # larger: lines and handles keep their weight (cosmetic pens would thin out at a device
    # pixel ratio of s) and the picture is sharp in physical pixels.
    size = parse_size(size_text)
    return QSize(round(size.width() * scale), round(size.height() * scale))


def dispose(window: MainWindow) -> None:
    """Close a headless window without asking about changes it never had."""
    window.document.mark_saved()
    window.lecture.modified = False
    window.close()
    window.deleteLater()


def write_picture(
    widget: QWidget, path: str | os.PathLike[str], background: str, title: str
) -> None:
    """The widget as a .png or .svg file (chosen by the suffix), written atomically."""
    if Path(path).suffix.lower() == ".svg":
        export_svg(widget, path, title=title)
    else:
        export_png(widget, path, scale=1.0, background=background)


def _snapshot_window(
    snapshot: Snapshot, size_text: str, scale: float | None, ui_scale: float
) -> MainWindow:
    if scale is None:
        # A picture of a chosen size is laid out at the scale that matches it, as a screen of
        # that size would be: 3840x2160 lays out like 1280x720 at 300%, not 1x with tiny text.
        size = parse_size(size_text)
        scale = fit_scale(size.width(), size.height())
    else:
        size = scaled_size(size_text, scale)
    style = Style(theme=THEMES[snapshot.view.theme], scale=ui_scale * scale)
    return build_window(
        snapshot.scene,
        style,
        size,
        lambda window: window.apply_view_state(snapshot.view),
    )


def render_snapshot(
    snapshot: Snapshot,
    size_text: str = DEFAULT_SIZE,
    scale: float = 1.0,
    ui_scale: float = 1.0,
    panel: str | None = None,
) -> QImage:
    """The view (or one panel) of ``snapshot`` as an image of size × scale physical pixels."""
    window = _snapshot_window(snapshot, size_text, scale, ui_scale)
    try:
        return render_image(window.export_target(panel), 1.0, window.ui_style.theme.background)
    finally:
        dispose(window)


def render_snapshot_png(
    snapshot: Snapshot,
    path: str | os.PathLike[str],
    size_text: str = DEFAULT_SIZE,
    scale: float | None = None,
    ui_scale: float = 1.0,
    panel: str | None = None,
) -> None:
    """Write the view (or one panel) of ``snapshot`` to a .png or .svg file, atomically.

    With a ``scale`` the picture is ``size_text`` laid out and then enlarged ``scale`` times
    (the view as it is, sharper). Without one the picture is ``size_text`` pixels laid out at
    the scale that fits that size (``fit_scale``): File ▸ Export at a size.
    """
    window = _snapshot_window(snapshot, size_text, scale, ui_scale)
    try:
        write_picture(
            window.export_target(panel),
            path,
            window.ui_style.theme.background,
            snapshot.scene.title or "kino",
        )
    finally:
        dispose(window)


__all__ = [
    "DEFAULT_SIZE",
    "ExportError",
    "build_window",
    "dispose",
    "render_snapshot",
    "render_snapshot_png",
    "scaled_size",
    "write_picture",
]
