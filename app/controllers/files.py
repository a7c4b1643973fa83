"""Files for the window: open, save, recent files, drop, presets, session restore.

Reading and writing are kino_core's (validated, atomic); this module only adds the dialogs and
the promise that nothing is lost: unsaved changes are asked about, a failed load leaves the scene
as it was, and the working scene is kept in the data folder so a crash loses nothing.
"""

from __future__ import annotations

import contextlib
import os
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox

from app.common.folders import remember_folder, start_folder, start_path
from app.common.settings import data_dir, settings
from kino_core.deck import DeckError
from kino_core.presets import PresetInfo, list_presets, load_preset
from kino_core.snapshot import (
    Snapshot,
    SnapshotError,
    load_snapshot,
    parse_snapshot,
    save_snapshot,
)

if TYPE_CHECKING:
    from app.shell.window import MainWindow

MAX_RECENT = 10
SESSION_FILE = "session.kino"
SESSION_DELAY_MS = 800
SNAPSHOT_FILTER = "kino snapshots (*.kino);;All files (*)"


class Choice(Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


def ask_save_discard_cancel(parent, title: str, text: str, question: str) -> Choice:
    """The one Save / Discard / Cancel question kino asks before anything is lost."""
    buttons = QMessageBox.StandardButton
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(text)
    box.setInformativeText(question)
    box.setStandardButtons(buttons.Save | buttons.Discard | buttons.Cancel)
    box.setDefaultButton(buttons.Save)
    answer = box.exec()
    if answer == buttons.Save:
        return Choice.SAVE
    if answer == buttons.Discard:
        return Choice.DISCARD
    return Choice.CANCEL


class FileController(QObject):
    """Everything the File menu does, for one window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.path: Path | None = None
        self.session_enabled = True  # off for headless windows
        self._session_timer = QTimer(self)
        self._session_timer.setSingleShot(True)
        self._session_timer.setInterval(SESSION_DELAY_MS)
        self._session_timer.timeout.connect(self.save_session)
        window.document.changed.connect(self._schedule_session)

    # -- what the title shows ----------------------------------------------------------------
    def display_name(self) -> str:
        if self.path is not None:
            return self.path.stem
        return self.window.document.scene.title or "untitled"

    # -- unsaved changes ----------------------------------------------------------------
    def is_dirty(self) -> bool:
        return self.window.document.is_modified

    def ask_unsaved(self, action: str) -> Choice:
        """Ask Save / Discard / Cancel (tests replace this method)."""
        return ask_save_discard_cancel(
            self.window,
            "Unsaved changes",
            f"“{self.display_name()}” has changes that are not saved.",
            f"Save them before you {action}?",
        )

    def confirm_discard(self, action: str) -> bool:
        """True when it is fine to replace the scene: nothing unsaved, saved, or discarded."""
        if not self.is_dirty():
            return True
        choice = self.ask_unsaved(action)
        if choice is Choice.SAVE:
            return self.save()
        return choice is Choice.DISCARD

    def show_error(self, title: str, message: str) -> None:
        """Tell the user what went wrong (tests replace this method)."""
        self.window.show_notice(message)
        QMessageBox.warning(self.window, title, message)

    # -- open ----------------------------------------------------------------
    def open_dialog(self) -> None:
        if not self.confirm_discard("open another file"):
            return
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            "Open",
            str(start_folder(self.path)),
            "kino files (*.kino *.kinodeck);;All files (*)",
        )
        if path:
            remember_folder(path)
            self.open_path(path, ask=False)

    def open_path(self, path: str | os.PathLike[str], ask: bool = True) -> bool:
        """Open a .kino snapshot (or a .kinodeck deck). On any problem the scene stays as it was
        and the user is told exactly what is wrong."""
        path = Path(path)
        if path.suffix.lower() == ".kinodeck":
            return self.window.open_deck(path, ask=ask)
        if ask and not self.confirm_discard("open another file"):
            return False
        try:
            loaded = load_snapshot(path)
        except (SnapshotError, DeckError) as error:
            self.show_error("Could not open the file", str(error))
            return False
        self.window.apply_snapshot(loaded.snapshot, clear_history=True)
        self.path = path.resolve()
        self.add_recent(self.path)
        if loaded.warnings:
            self.window.show_notice("Opened with warnings: " + "; ".join(loaded.warnings))
        else:
            self.window.show_notice(f"Opened {path.name}")
        self.window.update_title()
        return True

    # -- save ----------------------------------------------------------------
    def current_snapshot(self) -> Snapshot:
        return Snapshot(self.window.document.scene, self.window.view_state)

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self._save_to(self.path)

    def save_as(self) -> bool:
        name = self.path.name if self.path else f"{self.display_name()}.kino"
        start = start_path(name, self.path)
        path, _ = QFileDialog.getSaveFileName(self.window, "Save As", start, SNAPSHOT_FILTER)
        if not path:
            return False
        remember_folder(path)
        target = Path(path)
        if target.suffix.lower() != ".kino":
            target = target.with_name(target.name + ".kino")
        return self._save_to(target)

    def _save_to(self, target: Path) -> bool:
        try:
            save_snapshot(target, self.current_snapshot())
        except SnapshotError as error:
            self.show_error("Could not save", str(error))
            return False
        self.path = target.resolve()
        self.window.document.mark_saved()
        self.add_recent(self.path)
        self.window.show_notice(f"Saved {target.name}")
        self.window.update_title()
        return True

    # -- recent files ----------------------------------------------------------------
    def recent_files(self) -> list[str]:
        values = settings().value("recent_files", [], type=list)
        return [str(v) for v in values if isinstance(v, str) and v][:MAX_RECENT]

    def add_recent(self, path: Path) -> None:
        entry = str(path)
        recent = [entry] + [p for p in self.recent_files() if p != entry]
        store = settings()
        store.setValue("recent_files", recent[:MAX_RECENT])
        store.sync()

    def clear_recent(self) -> None:
        store = settings()
        store.setValue("recent_files", [])
        store.sync()

    # -- presets ----------------------------------------------------------------
    def presets(self) -> list[PresetInfo]:
        try:
            return list_presets()
        except SnapshotError as error:  # a broken installation: say so, keep working
            self.window.show_notice(f"Presets unavailable: {error}")
            return []

    def load_preset(self, name: str) -> None:
        """Load a preset as one undoable step (unsaved edits are asked about first)."""
        if not self.confirm_discard("load a preset"):
            return
        try:
            snapshot = load_preset(name)
        except SnapshotError as error:
            self.show_error("Could not load the preset", str(error))
            return
        # Named in words, as the Presets menu names it: "Undo load preset ‘…’".
        title = snapshot.scene.title or name.replace("-", " ").capitalize()
        self.window.apply_snapshot(snapshot, clear_history=False, text=f"load preset ‘{title}’")
        self.window.show_notice(f"Preset: {snapshot.scene.title}")

    # -- session restore ----------------------------------------------------------------
    def session_path(self) -> Path:
        return data_dir() / SESSION_FILE

    def _schedule_session(self, *_args) -> None:
        if self.session_enabled:
            self._session_timer.start()

    def save_session(self) -> None:
        """Keep the working scene in the data folder (atomic), with the file it came from."""
        self._session_timer.stop()
        if not self.session_enabled:
            return
        try:
            self.session_path().parent.mkdir(parents=True, exist_ok=True)
            save_snapshot(self.session_path(), self.current_snapshot())
        except (OSError, SnapshotError) as error:
            self.window.show_notice(f"Could not keep the working scene: {error}")
            return
        store = settings()
        store.setValue("session/file", str(self.path) if self.path else "")
        store.setValue("session/dirty", self.is_dirty())
        store.sync()

    def restore_session(self) -> bool:
        """Bring back the working scene of the last run, if there is one that loads."""
        path = self.session_path()
        if not path.is_file():
            return False
        try:
            loaded = parse_snapshot(path.read_bytes(), str(path))
        except (OSError, SnapshotError) as error:
            self.window.show_notice(f"The last working scene could not be restored: {error}")
            return False
        store = settings()
        origin = store.value("session/file", "", type=str)
        dirty = store.value("session/dirty", False, type=bool)
        self.window.apply_snapshot(loaded.snapshot, clear_history=True)
        self.path = Path(origin) if origin else None
        if dirty:
            # Unsaved work from last time stays unsaved: mark it so closing asks again.
            self.window.document.mark_unsaved()
        self.window.update_title()
        return True

    def end_session(self) -> None:
        """A clean exit: the scene was saved or deliberately discarded."""
        self._session_timer.stop()
        if not self.session_enabled:
            return
        with contextlib.suppress(OSError):
            self.session_path().unlink(missing_ok=True)
        store = settings()
        store.setValue("session/file", str(self.path) if self.path else "")
        store.setValue("session/dirty", False)
        store.sync()
