"""File ▸ Export movie or handout…: the open lesson or the recording being replayed as an MP4,
a GIF or (a lesson) a PDF handout, with a progress dialog whose Cancel leaves no file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QProgressDialog

from app.common.export import ExportError
from app.common.folders import remember_folder, start_path
from app.common.i18n import translate
from app.common.shell_interface import Shell
from app.render.handout import write_handout
from app.render.headless import HeadlessRenderer
from app.render.movie import ExportCancelledError, write_deck_movie, write_recording_movie
from kino_core.deck import Deck
from kino_core.movie import DEFAULT_GIF_FPS, DEFAULT_MOVIE_FPS, deck_plan
from kino_core.recording import Recording

MOVIE_SIZE = "1920x1080"
GIF_SIZE, GIF_SCALE = "1280x720", 0.75


class MovieExports:
    """The dialog, the progress and the file. ``deck`` and ``recording`` say what is open."""

    def __init__(
        self,
        shell: Shell,
        renderer: HeadlessRenderer,
        deck: Callable[[], Deck | None],
        recording: Callable[[], Recording | None],
        source: Callable[[], Path | None] = lambda: None,
    ) -> None:
        self.shell = shell
        self.renderer = renderer
        self.deck = deck
        self.recording = recording
        self.source = source
        self.progress_dialog: QProgressDialog | None = None

    def export_dialog(self) -> None:
        recording, deck = self.recording(), self.deck()
        if recording is None and deck is None:
            self.shell.notify(
                translate(
                    "MovieExports",
                    "Open a lesson (File ▸ Open lesson) or replay a recording to export it",
                )
            )
            return
        notes_filter = translate("MovieExports", "PDF handouts with the speaker's notes (*.pdf)")
        if recording is not None:
            filters = translate("MovieExports", "MP4 videos (*.mp4);;GIF animations (*.gif)")
            name = "demo.mp4"
        else:
            filters = ";;".join(
                (
                    translate(
                        "MovieExports",
                        "MP4 videos (*.mp4);;GIF animations (*.gif);;PDF handouts (*.pdf)",
                    ),
                    notes_filter,
                )
            )
            name = "lesson.mp4"
        path, chosen = QFileDialog.getSaveFileName(
            self.shell.dialog_parent(),
            translate("MovieExports", "Export movie or handout"),
            start_path(name, self.source()),
            filters,
        )
        if not path:
            return
        remember_folder(path)
        target = Path(path)
        if target.suffix.lower() not in (".mp4", ".gif", ".pdf"):
            suffix = ".gif" if "gif" in chosen else ".pdf" if "pdf" in chosen else ".mp4"
            target = target.with_name(target.name + suffix)
        # The notes are the lecturer's: in a handout only when that file type was chosen.
        self.export_to(target, notes=recording is None and chosen == notes_filter)

    def export_to(self, target: Path, notes: bool = False) -> bool:
        """Write the replayed recording (if one is open) or the open lesson to ``target`` (by
        its suffix; a PDF handout with the speaker's notes if ``notes``), with a progress
        dialog; True when the file was written."""
        recording, deck = self.recording(), self.deck()
        suffix = target.suffix.lower()
        dialog = QProgressDialog(
            translate("MovieExports", "Exporting {name}…").format(name=target.name),
            translate("MovieExports", "Cancel"),
            0,
            100,
            self.shell.dialog_parent(),
        )
        dialog.setWindowTitle(translate("MovieExports", "Export"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(0)
        dialog.setAutoReset(False)
        dialog.setAutoClose(False)
        self.progress_dialog = dialog

        def progress(done: int, total: int) -> bool:
            if dialog.maximum() != total:
                dialog.setMaximum(total)
            dialog.setValue(done)
            QApplication.processEvents()
            return not dialog.wasCanceled()

        is_gif = suffix == ".gif"
        try:
            if suffix == ".pdf":
                if deck is None or recording is not None:
                    raise ExportError(
                        translate("MovieExports", "a PDF handout is made from a lesson deck")
                    )
                write_handout(self.renderer, deck, target, notes=notes, progress=progress)
            elif recording is not None:
                fps = DEFAULT_GIF_FPS if is_gif else DEFAULT_MOVIE_FPS
                size = GIF_SIZE if is_gif else MOVIE_SIZE
                scale = GIF_SCALE if is_gif else None
                write_recording_movie(self.renderer, recording, target, size, scale, fps, progress)
            else:
                assert deck is not None
                # The steps the deck animates play their animation (the query turning).
                plan = deck_plan(deck, fps=DEFAULT_GIF_FPS if is_gif else DEFAULT_MOVIE_FPS)
                size = GIF_SIZE if is_gif else MOVIE_SIZE
                scale = GIF_SCALE if is_gif else 1.0
                steps = list(range(len(deck.steps)))
                write_deck_movie(self.renderer, deck, steps, plan, target, size, scale, progress)
        except ExportCancelledError:
            self.shell.notify(translate("MovieExports", "Export cancelled: nothing was written"))
            return False
        except ExportError as error:
            self.shell.show_error(translate("MovieExports", "Could not export"), str(error))
            return False
        finally:
            dialog.close()
            self.progress_dialog = None
        self.shell.notify(translate("MovieExports", "Exported {name}").format(name=target.name))
        return True
