"""Files for the window: open, save, File ▸ New, recent files, drop, presets, session restore.

Reading and writing are kino_core's (validated, atomic); this module only adds the dialogs and
the promise that nothing is lost: unsaved changes are asked about (through the ReplaceGuard), a
failed load leaves the scene as it was, and the working scene is kept in the data folder so a
crash loses nothing. The file Save writes is the document's ``source``.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QFileDialog

from app.common import recent
from app.common.folders import remember_folder, start_folder, start_path
from app.common.i18n import current_language, translate
from app.common.settings import (
    SESSION_DECK,
    SESSION_DIRTY,
    SESSION_LESSON,
    SESSION_SOURCE,
    SESSION_STAMP,
    SESSION_STEP,
    data_dir,
    read,
    write_all,
)
from app.common.shell_interface import Choice, Overwrite, Shell
from app.controllers.guard import (
    DECK,
    LOAD_PRESET,
    NEW_SCENE,
    OPEN_DECK,
    OPEN_FILE,
    SCENE,
    ReplaceGuard,
    save_question,
)
from app.controllers.overwrite_check import OverwriteCheck
from app.controllers.showing import show_scene
from app.document import Document
from kino_core import default_scene
from kino_core.atomic import remove_stale_temp_files
from kino_core.deck import DeckError
from kino_core.files.view_state import ViewState
from kino_core.overwrite import FileStamp, is_kino_snapshot
from kino_core.presets import PresetInfo, list_presets, load_preset
from kino_core.snapshot import (
    Snapshot,
    SnapshotError,
    load_snapshot,
    save_snapshot,
)

SESSION_FILE = "session.kino"
SESSION_DELAY_MS = 800

__all__ = ["Choice", "FileController"]


def snapshot_filter() -> str:
    """The Save As dialog's file types, in the current language."""
    return translate("FileController", "kino snapshots (*.kino);;All files (*)")


class FileController(QObject):
    """Everything the File menu does with scenes, for one window."""

    replaced = Signal()  # File ▸ New, a preset or a .kino file replaced the scene
    reworded = Signal()  # the preset on screen took the words of another language

    def __init__(self, shell: Shell, document: Document, guard: ReplaceGuard) -> None:
        super().__init__(document)
        self.shell = shell
        self.document = document
        self.guard = guard
        guard.register(SCENE, self)
        # The preset on screen and the language of its words (View ▸ Language re-words it
        # while it is untouched: show_preset_in).
        self.shown_preset: tuple[str, str] | None = None
        self.session_enabled = True  # off for headless windows
        # Opens a .kinodeck (the lecture controller's, wired by the composition root).
        self.deck_opener: Callable[[Path], bool] | None = None
        # The deck open and its step, (file or "", built-in lesson's name or "", index), and
        # how to open it there again at the next start (the lecture controller's, wired by the
        # composition root).
        self.deck_session: Callable[[], tuple[str, str, int]] | None = None
        self.resume_deck: Callable[[Path, int], bool] | None = None
        self.resume_lesson: Callable[[str, int], bool] | None = None
        self.recording_opener: Callable[[Path], bool] | None = None  # .kinorec: a replay
        self._session_timer = QTimer(self)
        self._session_timer.setSingleShot(True)
        self._session_timer.setInterval(SESSION_DELAY_MS)
        self._session_timer.timeout.connect(self.save_session)
        document.changed.connect(self._schedule_session)
        # The file kino last read or wrote, as it was then: Save asks before writing over a
        # file another program changed, a read-only one… (kino_core/overwrite.py).
        self.overwrites = OverwriteCheck(shell, is_kino_snapshot)
        self._session_failing = False  # said once in a dialog, again only after a success

    # -- what the title shows ----------------------------------------------------------------
    def display_name(self) -> str:
        """The file's name without .kino, or the scene's title (or "untitled") when untitled."""
        source = self.document.source
        if source is not None:
            return source.stem
        return self.document.scene.title or translate("FileController", "untitled")

    # -- unsaved changes (the scene's part of the ReplaceGuard) ------------------------------
    def has_unsaved_changes(self) -> bool:
        return self.document.is_modified

    is_dirty = has_unsaved_changes

    def ask_unsaved(self, action: str) -> Choice:
        """Ask Save / Discard / Cancel about the scene, through the shell."""
        name = self.document.source.stem if self.document.source else None
        text = (
            translate("FileController", "“{name}” has changes that are not saved.").format(
                name=name
            )
            if name
            else translate("FileController", "The untitled scene has changes that are not saved.")
        )
        return self.shell.ask_save_discard_cancel(
            translate("FileController", "Unsaved changes"),
            text,
            save_question(SCENE, action),
        )

    def confirm_discard(self, action: str) -> bool:
        """True when it is fine to replace the scene: nothing unsaved, saved, or discarded;
        a lesson deck with unsaved steps is asked about too (its steps are the lecturer's work,
        and a Discard closes it: ``replaced`` tells the lecture)."""
        return self.guard.confirm(action, (SCENE, DECK))

    def show_error(self, title: str, message: str) -> None:
        self.shell.show_error(title, message)

    # -- new and open ----------------------------------------------------------------
    def new_scene(self) -> bool:
        """File ▸ New: the default scene, untitled (Save asks for a name)."""
        if not self.confirm_discard(NEW_SCENE):
            return False
        self.document.reset(default_scene(), source=None)
        self.shell.notify(translate("FileController", "New untitled scene"))
        self.replaced.emit()
        return True

    def open_dialog(self) -> None:
        if not self.confirm_discard(OPEN_FILE):
            return
        path, _ = QFileDialog.getOpenFileName(
            self.shell.dialog_parent(),
            translate("FileController", "Open"),
            str(start_folder(self.document.source)),
            translate("FileController", "kino files (*.kino *.kinodeck);;All files (*)"),
        )
        if path:
            remember_folder(path)
            self.open_path(path, ask=False)

    def open_path(self, path: str | os.PathLike[str], ask: bool = True) -> bool:
        """Open a .kino snapshot (or a .kinodeck deck). On any problem the scene stays as it was
        and the user is told exactly what is wrong."""
        path = Path(path)
        if path.suffix.lower() == ".kinorec" and self.recording_opener is not None:
            return self.recording_opener(path)  # replayed; its end is one undo step
        if path.suffix.lower() == ".kinodeck":
            if ask and not self.guard.confirm(OPEN_DECK, (SCENE, DECK)):
                return False
            if self.deck_opener is None:
                self.show_error(
                    translate("FileController", "Could not open the deck"),
                    translate("FileController", "lesson decks cannot be opened here"),
                )
                return False
            return self.deck_opener(path)
        if ask and not self.confirm_discard(OPEN_FILE):
            return False
        try:
            loaded = load_snapshot(path, self.shell.known_panels)
        except (SnapshotError, DeckError) as error:
            self.show_error(translate("FileController", "Could not open the file"), str(error))
            return False
        show_scene(
            self.shell,
            self.document,
            loaded.snapshot.scene,
            self.lecturer_view(loaded.snapshot.view),
            source=path.resolve(),
        )
        self.overwrites.remember(path)
        recent.add_recent(path.resolve())
        self.replaced.emit()
        if loaded.warnings:
            self.shell.notify(
                translate("FileController", "Opened with warnings: {warnings}").format(
                    warnings="; ".join(loaded.warnings)
                )
            )
        else:
            self.shell.notify(translate("FileController", "Opened {name}").format(name=path.name))
        return True

    def lecturer_view(self, view: ViewState) -> ViewState:
        """A file's or a preset's panels and weightings in the lecturer's theme: the theme a
        snapshot carries is where it was made, not what it asks for."""
        return replace(view, theme=self.shell.view_state.theme)

    # -- save ----------------------------------------------------------------
    def current_snapshot(self) -> Snapshot:
        return Snapshot(self.document.scene, self.shell.view_state)

    def save(self) -> bool:
        if self.document.source is None:
            return self.save_as()
        return self._save_to(self.document.source, picked=False)

    def save_as(self) -> bool:
        source = self.document.source
        name = source.name if source else f"{self.display_name()}.kino"
        start = start_path(name, source)
        path, _ = QFileDialog.getSaveFileName(
            self.shell.dialog_parent(),
            translate("FileController", "Save As"),
            start,
            snapshot_filter(),
        )
        if not path:
            return False
        remember_folder(path)
        target = Path(path)
        if target.suffix.lower() != ".kino":
            # A name the dialog did not ask about: judged like a remembered one.
            target = target.with_name(target.name + ".kino")
            return self._save_to(target, picked=False)
        return self._save_to(target, picked=True)

    def _save_to(self, target: Path, picked: bool) -> bool:
        answer = self.overwrites.may_write(target, picked)
        if answer == Overwrite.SAVE_AS:
            return self.save_as()
        if answer == Overwrite.CANCEL:
            self.shell.notify(translate("FileController", "Not saved"))
            return False
        try:
            save_snapshot(target, self.current_snapshot(), self.shell.known_panels)
        except SnapshotError as error:
            self.show_error(translate("FileController", "Could not save"), str(error))
            return False
        self.document.mark_saved(target.resolve())
        self.overwrites.remember(target)
        recent.add_recent(target.resolve())
        self.shell.notify(translate("FileController", "Saved {name}").format(name=target.name))
        return True

    # -- recent files ----------------------------------------------------------------
    def recent_files(self) -> list[str]:
        return recent.recent_files()

    def clear_recent(self) -> None:
        recent.clear_recent()

    # -- presets ----------------------------------------------------------------
    def presets(self) -> list[PresetInfo]:
        """The built-in presets, titled in the current language."""
        try:
            return list_presets(current_language())
        except SnapshotError as error:  # a broken installation: say so, keep working
            self.shell.notify(
                translate("FileController", "Presets unavailable: {error}").format(error=error)
            )
            return []

    def load_preset(self, name: str) -> None:
        """Load a preset as one undoable step, as an untitled scene: Save asks for a name and
        never writes the preset over the file that was open. Unsaved edits are asked about
        first; the preset itself is unchanged, so a second preset does not ask again.

        One rule with opening a file: what the lecturer chose to Discard is gone, so after a
        Discard the preset starts a new history (as a file does) rather than one Ctrl+Z from
        the discarded scene; with nothing unsaved, Ctrl+Z goes back to the scene before."""
        unsaved = self.has_unsaved_changes()
        if not self.confirm_discard(LOAD_PRESET):
            return
        discarded = unsaved and self.has_unsaved_changes()  # neither saved nor cancelled
        try:
            language = current_language()
            # its words in kino's language, its panels among the window's
            snapshot = load_preset(name, language, known_panels=self.shell.known_panels)
        except SnapshotError as error:
            self.show_error(translate("FileController", "Could not load the preset"), str(error))
            return
        # Named in words, as the Presets menu names it: "Undo load preset ‘…’".
        title = snapshot.scene.title or name.replace("-", " ").capitalize()
        # The view state and the scene, then one redraw of every view (as show_scene does;
        # here the scene is one undo step unless a Discard started a new history).
        with self.document.hold_changes():
            self.shell.set_view_state(self.lecturer_view(snapshot.view))
            if discarded:
                self.document.reset(snapshot.scene)
            else:
                self.document.replace_scene(
                    snapshot.scene,
                    translate("FileController", "load preset ‘{title}’").format(title=title),
                )
        # Untitled and unmodified: Save asks for a name, a second preset does not ask again.
        self.document.mark_saved()
        self.document.set_source(None)
        self.shell.notify(
            translate("FileController", "Preset: {title}").format(title=snapshot.scene.title)
        )
        self.replaced.emit()
        self.shown_preset = (name, language)

    def show_preset_in(self, language: str) -> bool:
        """View ▸ Language: the preset on screen, untouched since it was loaded, takes the
        title and caption of ``language`` (no undo step: words, not an edit). A preset that
        was edited, saved or replaced keeps the words it has. True if it changed."""
        if self.shown_preset is None:
            return False
        name, shown_language = self.shown_preset
        if language == shown_language:
            return False
        try:
            before = load_preset(name, shown_language).scene
            after = load_preset(name, language).scene
        except SnapshotError:
            return False
        scene = self.document.scene
        if scene != before or self.document.is_modified or self.document.source is not None:
            self.shown_preset = None  # edited or saved: the lecturer's scene now
            return False
        self.document.reword(after.title, after.caption)
        self.shown_preset = (name, language)
        self.reworded.emit()
        return True

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
            save_snapshot(self.session_path(), self.current_snapshot(), self.shell.known_panels)
        except (OSError, SnapshotError) as error:
            message = translate(
                "FileController", "Could not keep the working scene: {error}"
            ).format(error=error)
            if self._session_failing:
                self.shell.notify(message)
            else:  # a dialog, once: a crash now would lose the work, and the user must know
                self._session_failing = True
                self.show_error(translate("FileController", "Working scene not kept"), message)
            return
        self._session_failing = False
        remove_stale_temp_files(self.session_path())
        write_all(
            [
                (SESSION_SOURCE, str(self.document.source or "")),
                (SESSION_STAMP, self._stamp_text()),
                (SESSION_DIRTY, self.has_unsaved_changes()),
            ]
        )

    def _stamp_text(self) -> str:
        stamp = self.overwrites.known(self.document.source)
        return stamp.to_text() if stamp is not None else ""

    def restore_session(self) -> bool:
        """Bring back the working scene of the last run, if there is one that loads: after a
        crash the scene as it was (unsaved work stays unsaved); after a clean quit the deck or
        the file that was open (as it is on disk), or the untitled scene that was shown."""
        path = self.session_path()
        remove_stale_temp_files(path)
        if not path.is_file():
            return self._reopen_last()
        try:
            # A huge file is refused by its size, unread.
            loaded = load_snapshot(path, self.shell.known_panels)
        except SnapshotError as error:
            self._keep_broken_session(path, error)
            return False
        origin = read(SESSION_SOURCE)
        dirty = read(SESSION_DIRTY)
        # Save writes to the file the settings name: only ever a .kino file, by full path.
        source = Path(origin) if origin.lower().endswith(".kino") else None
        if source is not None and not source.is_absolute():
            source = None
        view = self.lecturer_view(loaded.snapshot.view)
        show_scene(self.shell, self.document, loaded.snapshot.scene, view, source=source)
        stamp = FileStamp.from_text(read(SESSION_STAMP))
        if source is not None and stamp is not None:
            self.overwrites.remember(source, stamp)  # as it was when kino last saw it
        if dirty:
            # Unsaved work from last time stays unsaved: mark it so closing asks again.
            self.document.mark_unsaved()
        return True

    def _keep_broken_session(self, path: Path, error: SnapshotError) -> None:
        """Say that the last working scene did not load, and keep it aside (the next autosave
        would replace it) as session.kino.broken."""
        kept = path.with_name(path.name + ".broken")
        try:
            os.replace(path, kept)
        except OSError:
            kept = path
        self.show_error(
            translate("FileController", "Working scene not restored"),
            translate(
                "FileController",
                "The last working scene could not be restored: {error}. It is kept as {kept}.",
            ).format(error=error, kept=kept),
        )

    def _reopen_last(self) -> bool:
        """After a clean quit, what was open: the deck file or the built-in lesson at its
        step, and the file on screen (over the deck, as when it was opened mid-lecture)."""
        resumed = False
        deck = read(SESSION_DECK)
        lesson = read(SESSION_LESSON)
        if deck and Path(deck).is_file() and self.resume_deck is not None:
            resumed = self.resume_deck(Path(deck), read(SESSION_STEP))
        elif lesson and self.resume_lesson is not None:
            resumed = self.resume_lesson(lesson, read(SESSION_STEP))
        origin = read(SESSION_SOURCE)
        # Only ever a .kino file by full path, as Save's target (a settings file is outside).
        if (
            origin.lower().endswith(".kino")
            and Path(origin).is_absolute()
            and Path(origin).is_file()
        ):
            return self.open_path(origin, ask=False) or resumed
        return resumed

    def end_session(self) -> None:
        """A clean exit: the scene was saved or deliberately discarded. The next start opens
        the deck (a file or the built-in lesson, at its step, as shipped or on disk) or the
        file again; an untitled scene with nothing unsaved (a preset) is kept to be shown
        again; a discarded one is not."""
        self._session_timer.stop()
        if not self.session_enabled:
            return
        deck, lesson, step = self.deck_session() if self.deck_session is not None else ("", "", 0)
        keep = (
            not deck
            and not lesson
            and self.document.source is None
            and not self.has_unsaved_changes()
        )
        try:
            if keep:
                self.session_path().parent.mkdir(parents=True, exist_ok=True)
                save_snapshot(self.session_path(), self.current_snapshot(), self.shell.known_panels)
            else:
                self.session_path().unlink(missing_ok=True)
        except (OSError, SnapshotError):
            with contextlib.suppress(OSError):
                self.session_path().unlink(missing_ok=True)
        write_all(
            [
                (SESSION_SOURCE, str(self.document.source or "")),
                (SESSION_DECK, deck),
                (SESSION_LESSON, lesson),
                (SESSION_STEP, step),
                (SESSION_DIRTY, False),
            ]
        )
