"""Headless rendering: pictures of a snapshot without showing a window (slides in bulk)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from kino_core.snapshot import Snapshot

from .export import ExportError, export_png, export_svg, parse_size

DEFAULT_SIZE = "1920x1080"


def build_window(snapshot: Snapshot, size: QSize, ui_scale: float = 1.0):
    """A hidden MainWindow showing ``snapshot`` whose view (without menus and toolbar) is
    ``size`` logical pixels, styled at ``ui_scale`` (fonts, pens and handles all scale)."""
    from .main_window import MainWindow
    from .theme import THEMES, Style

    window = MainWindow(snapshot.scene, Style(theme=THEMES[snapshot.view.theme], scale=ui_scale))
    window.files.session_enabled = False
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    window.apply_view_state(snapshot.view)
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
    window.saturation.load_curves(len(snapshot.scene.keys))
    QApplication.processEvents()
    return window


def _scaled_window(snapshot: Snapshot, size_text: str, scale: float, ui_scale: float):
    # A picture at scale s is the view laid out s times larger with everything styled s times
    # larger: lines and handles keep their weight (cosmetic pens would thin out at a device
    # pixel ratio of s) and the picture is sharp in physical pixels.
    size = parse_size(size_text)
    return build_window(
        snapshot, QSize(round(size.width() * scale), round(size.height() * scale)), ui_scale * scale
    )


def _dispose(window) -> None:
    window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()


def render_snapshot(
    snapshot: Snapshot,
    size_text: str = DEFAULT_SIZE,
    scale: float = 1.0,
    ui_scale: float = 1.0,
    panel: str | None = None,
) -> QImage:
    """The view (or one panel) of ``snapshot`` as an image of size × scale physical pixels."""
    from .export import render_image

    window = _scaled_window(snapshot, size_text, scale, ui_scale)
    try:
        return render_image(window.export_target(panel), 1.0, window.ui_style.theme.background)
    finally:
        _dispose(window)


def render_snapshot_png(
    snapshot: Snapshot,
    path: str | os.PathLike[str],
    size_text: str = DEFAULT_SIZE,
    scale: float = 1.0,
    ui_scale: float = 1.0,
    panel: str | None = None,
) -> None:
    """Write the view (or one panel) of ``snapshot`` to a .png or .svg file, atomically."""
    window = _scaled_window(snapshot, size_text, scale, ui_scale)
    try:
        target = window.export_target(panel)
        if Path(path).suffix.lower() == ".svg":
            export_svg(target, path, title=snapshot.scene.title or "kino")
        else:
            export_png(target, path, scale=1.0, background=window.ui_style.theme.background)
    finally:
        _dispose(window)


__all__ = ["DEFAULT_SIZE", "ExportError", "build_window", "render_snapshot", "render_snapshot_png"]
