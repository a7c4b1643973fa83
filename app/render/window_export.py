"""File ▸ Export picture and Copy picture: the view as it is now, drawn again headless.

A picture is made by a hidden window laid out at the requested size (app/render/headless.py),
with the theme, panels and UI scale of the window on screen.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QFileDialog, QInputDialog

from app.common.export import ExportError, copy_to_clipboard, parse_size
from app.common.folders import remember_folder, start_path
from app.common.i18n import translate
from app.common.plain_text import shown_literally
from app.common.shell_interface import Shell
from app.render.headless import HeadlessRenderer, Selections
from kino_core.snapshot import Snapshot


class PictureExports:
    """The export dialogs and what they write."""

    def __init__(
        self,
        shell: Shell,
        snapshot: Callable[[], Snapshot],
        name: Callable[[], str],
        view_size: Callable[[], QSize],
        renderer: HeadlessRenderer,
        source: Callable[[], Path | None] = lambda: None,
        selections: Callable[[], Selections] = lambda: (),
    ) -> None:
        self.renderer = renderer
        self.source = source  # the scene's file: dialogs start in its folder
        self.shell = shell
        self.snapshot = snapshot
        self.name = name
        self.view_size = view_size
        self.selections = selections  # the window's: a picture rings and follows what it does

    def _size_text(self) -> str:
        view = self.view_size()
        return f"{view.width()}x{view.height()}"

    def export_dialog(self, kind: str, scale: float, panel: str | None = None) -> None:
        name = self.name() + (f"-{panel}" if panel else "")
        filters = (
            translate("PictureExports", "PNG pictures (*.png)")
            if kind == "png"
            else translate("PictureExports", "SVG pictures (*.svg)")
        )
        path, _ = QFileDialog.getSaveFileName(
            self.shell.dialog_parent(),
            translate("PictureExports", "Export picture"),
            start_path(f"{name}.{kind}", self.source()),
            filters,
        )
        if path:
            remember_folder(path)
            self.export_to(path, scale=scale, panel=panel)

    def ask_export_size(self) -> str | None:
        """Ask for WIDTHxHEIGHT until it is one kino can render (or the user cancels)."""
        prompt = translate("PictureExports", "Width x height in pixels:")
        text = "1920x1080"
        while True:
            text, ok = QInputDialog.getText(
                self.shell.dialog_parent(),
                translate("PictureExports", "Export at a size"),
                shown_literally(prompt),  # it quotes what was typed
                text=text,
            )
            if not ok:
                return None
            try:
                parse_size(text)
            except ExportError as error:
                prompt = translate("PictureExports", "{error}\nWidth x height in pixels:").format(
                    error=error
                )
                continue
            return text.strip()

    def export_sized_dialog(self) -> None:
        size = self.ask_export_size()  # before the file dialog: a bad size wastes no choice
        if size is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self.shell.dialog_parent(),
            translate("PictureExports", "Export picture"),
            start_path(f"{self.name()}.png", self.source()),
            translate("PictureExports", "PNG pictures (*.png)"),
        )
        if path:
            remember_folder(path)
            done = translate("PictureExports", "Exported {name} at {size}")
            self._write(path, size, None, None, done.format(name=Path(path).name, size=size))

    def export_to(self, path: str, scale: float = 1.0, panel: str | None = None) -> None:
        """Write the view as it is now (same layout, theme and UI scale) at ``scale``."""
        done = translate("PictureExports", "Exported {name}").format(name=Path(path).name)
        self._write(path, self._size_text(), scale, panel, done)

    def _write(
        self, path: str, size: str, scale: float | None, panel: str | None, done: str
    ) -> None:
        try:
            self.renderer.write_snapshot_picture(
                self.snapshot(), path, size, scale=scale,
                ui_scale=self.shell.ui_style.scale, panel=panel, selections=self.selections(),
            )  # fmt: skip
        except ExportError as error:
            self.shell.show_error(translate("PictureExports", "Could not export"), str(error))
            return
        self.shell.notify(done)

    def copy_picture(self) -> None:
        image = self.renderer.render_snapshot(
            self.snapshot(),
            self._size_text(),
            scale=2.0,
            ui_scale=self.shell.ui_style.scale,
            selections=self.selections(),
        )
        copy_to_clipboard(image)
        self.shell.notify(
            translate("PictureExports", "Copied a picture of the view to the clipboard (2x)")
        )
