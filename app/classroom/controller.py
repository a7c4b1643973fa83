"""Ask the room while presenting: A opens a question, the phones answer, R reveals.

A (while presenting) opens the current step's question (a deck step may carry one, see
kino_core.deck.DeckStep.question), or asks which key wins. Only then does a ClassServer bind,
on the laptop's LAN address (``host_provider``; tests inject 127.0.0.1), and the projector
shows the question card: the QR code, the short address, and the count, never the spread.
Answers arrive in the server's thread and reach the GUI thread by a queued signal; the tally
lives here, in the GUI thread, and each accepted answer is also appended by the server's
thread to a journal beside the session file, so a crash loses none (``recover``).

R closes the question (the server stops) and shows the room's answers beside the truth; A
again puts the panels back. Leaving presenting, or moving to another step, closes the
question too. Every closed question with answers joins ``results`` (the presenter view lists
them; Lesson ▸ Save the room's answers writes them as CSV, counts only).
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Signal

from app.classroom.question_dialog import edit_step_question
from app.classroom.views import QuestionCard, RevealView
from app.common.actions.table import build_actions
from app.common.i18n import current_language, on_language_change, translate
from app.common.theme import Style
from kino_core.atomic import atomic_write_text
from kino_core.classroom import (
    Answer,
    Question,
    QuestionError,
    Tally,
    journal_header,
    journal_line,
    read_journal,
    tally_csv,
    true_answer,
)
from kino_core.scene import Scene

if TYPE_CHECKING:
    from app.classroom.server import ClassServer
    from app.common.shell_interface import Shell
    from app.controllers.lecture import LectureController
    from app.controllers.presentation import PresentationMode
    from app.document import Document

__all__ = ["Classroom", "RoomResult"]

JOURNAL_NAME = "room-answers.jsonl"
# The revealed answers go beside the canvas only when that leaves them this share of the width.
REVEAL_BESIDE_SHARE = 0.4


@dataclass(frozen=True)
class RoomResult:
    """One question the room answered: the question, the scene it was about, the tally."""

    question: Question
    scene: Scene
    tally: Tally


class _Journal:
    """Accepted answers appended line by line (server thread), so a crash loses none."""

    def __init__(self, path: Path, question: Question, scene: Scene) -> None:
        """OSError when the journal cannot be written (the caller says so and goes on)."""
        self.path = path
        self.lock = threading.Lock()
        path.parent.mkdir(parents=True, exist_ok=True)
        self.file = open(path, "w", encoding="utf-8")  # noqa: SIM115 - closed by close()
        self.file.write(journal_header(question, scene) + "\n")
        self.file.flush()

    def append(self, token: str, answer: Answer) -> None:
        with self.lock:
            if self.file.closed:
                return
            try:
                self.file.write(journal_line(token, answer) + "\n")
                self.file.flush()  # in the kernel now: a crash of kino keeps it
            except OSError:
                self.file.close()  # a full disk: the answers still count, in memory

    def close(self, remove: bool) -> None:
        with self.lock, contextlib.suppress(OSError):
            self.file.close()
        if remove:
            self.path.unlink(missing_ok=True)


class Classroom(QObject):
    """The room's questions while presenting (the card, the server, the reveal)."""

    answered = Signal(str, object)  # (browser token, Answer), emitted in the server thread
    tally_changed = Signal()  # the open question's tally or the results changed

    def __init__(
        self,
        shell: Shell,
        document: Document,
        lecture: LectureController,
        presentation: PresentationMode,
        journal_dir: Callable[[], Path],
    ) -> None:
        super().__init__(shell.dialog_parent())
        self.shell = shell
        self.document = document
        self.lecture = lecture
        self.presentation = presentation
        self.journal_dir = journal_dir
        # Where the phones reach the laptop: its LAN address (None: no network). Tests and
        # benches replace it with lambda: "127.0.0.1".
        self.host_provider: Callable[[], str | None] = _lan_address
        self.server: ClassServer | None = None
        self.question: Question | None = None
        self.scene: Scene | None = None
        self.tally = Tally()
        self.results: list[RoomResult] = []
        self._journal: _Journal | None = None
        parent = shell.overlay_parent()
        self.card = QuestionCard(shell.ui_style, parent)
        self.card.hide()
        self.reveal_view = RevealView(shell.ui_style, parent)
        self.reveal_view.hide()
        parent.installEventFilter(self)
        # Queued: the slot runs in the GUI thread whatever thread emits.
        self.answered.connect(self._count)
        presentation.mode_changed.connect(self._presenting)
        presentation.answers_hidden_changed.connect(self._answers_hidden)
        lecture.step_changed.connect(lambda *_: self.dismiss())
        self._build_actions()

    # -- the actions ---------------------------------------------------------------------------
    def _build_actions(self) -> None:
        """The Lesson menu's room entries, from the action table (app/common/actions/table.py)."""
        actions = build_actions(self.shell.dialog_parent(), "classroom", self)
        self.actions = actions
        self.action_question = actions["classroom.question"]
        self.action_question.setEnabled(False)
        self.action_edit = actions["classroom.edit"]
        self.action_picture = actions["classroom.picture"]
        self.action_picture.setEnabled(False)
        self.action_save = actions["classroom.save"]
        self.action_save.setEnabled(False)
        on_language_change(self.card, self._retranslate)

    def _retranslate(self) -> None:
        self.card.update()
        self.reveal_view.update()

    def edit_step_question(self) -> None:
        """Lesson ▸ The step's question for the room…"""
        edit_step_question(self.lecture, self.shell)

    @property
    def is_open(self) -> bool:
        return self.server is not None

    def toggle(self) -> None:
        """A: open a question; with one open, close it; with answers revealed, hide them."""
        if self.is_open:
            self.close_question()
        elif self.reveal_view.isVisible():
            self.dismiss()
        else:
            self.open_question()

    # -- open and close ------------------------------------------------------------------------
    def step_question(self) -> Question:
        """The current deck step's question, or "which key wins?" about the scene on screen."""
        step = self.lecture.step
        if step is not None and step.question is not None:
            return step.question
        return Question("winner", translate("Classroom", "Which key gets the most weight?"))

    def open_question(self, question: Question | None = None) -> bool:
        """Bind the server and show the card; False (and one sentence) when it cannot."""
        if self.is_open or not self.presentation.active:
            return False
        question = question or self.step_question()
        scene = self.document.scene
        try:
            question.check(scene)
        except QuestionError as error:
            self.shell.notify(
                translate("Classroom", "This question does not fit the scene: {error}").format(
                    error=error
                )
            )
            return False
        host = self.host_provider()
        if host is None:
            self.shell.notify(
                translate(
                    "Classroom",
                    "No network: join the room's Wi-Fi or start this laptop's hotspot, let the "
                    "phones join it, then press A again.",
                )
            )
            return False
        self.dismiss()
        try:
            journal: _Journal | None = _Journal(self.journal_dir() / JOURNAL_NAME, question, scene)
        except OSError as error:
            journal = None
            self.shell.notify(
                translate(
                    "Classroom",
                    "The answers are counted but not kept on disk ({error}): save them before "
                    "closing kino.",
                ).format(error=error.strerror or error)
            )

        def on_answer(token: str, answer: Answer) -> None:  # the server's thread
            if journal is not None:
                journal.append(token, answer)
            self.answered.emit(token, answer)

        from app.classroom.server import ClassServer  # aiohttp costs 0.4 s: only when asked

        server = ClassServer(question, scene, on_answer, host=host, language=current_language())
        try:
            url = server.start()
        except OSError as error:
            if journal is not None:
                journal.close(remove=True)
            self.shell.notify(
                translate(
                    "Classroom",
                    "The room cannot be asked: no address to listen on ({error}). Join a "
                    "network or start this laptop's hotspot.",
                ).format(error=error.strerror or error)
            )
            return False
        self.server, self.question, self.scene, self.tally = server, question, scene, Tally()
        self._journal = journal
        self.card.apply_style(self.shell.ui_style)
        self.card.set_question(question.wording, url)
        self.card.set_count(0)
        self._place()
        self.card.show()
        self.card.raise_()
        self.presentation.set_answers_hidden(True)  # the room predicts before it sees
        self.tally_changed.emit()
        return True

    def close_question(self) -> None:
        """Stop the server, hide the card, keep the answers in ``results``."""
        server = self.server
        if server is None:
            return
        server.stop()  # its thread has ended: no answer is emitted after this
        # Answers the server accepted just before it stopped are still queued for this
        # object: count them now, while the question is still open, so none is lost.
        QCoreApplication.sendPostedEvents(self, QEvent.Type.MetaCall)
        self.server = None
        if self._journal is not None:
            self._journal.close(remove=True)
            self._journal = None
        self.card.hide()
        if self.question is not None and self.scene is not None and len(self.tally):
            self.results.append(RoomResult(self.question, self.scene, self.tally))
            self.action_save.setEnabled(True)
        self.tally_changed.emit()

    def reveal(self) -> None:
        """R: close the question and show the room's answers beside the truth."""
        self.close_question()  # first: it counts the answers still on their way
        question, scene, tally = self.question, self.scene, self.tally
        if question is None or scene is None:
            return
        self.show_answers(question, scene, tally)

    def show_answers(self, question: Question, scene: Scene, tally: Tally) -> None:
        """Show ``tally`` beside the truth as R shows it, with no server: answers kept from a
        lecture (``kino --export step.png deck --step N --answers room-answers.jsonl``)."""
        self.question, self.scene, self.tally = question, scene, tally
        self.reveal_view.apply_style(self.shell.ui_style)
        self.reveal_view.show_answers(question, scene, true_answer(question, scene), tally)
        self._place()
        self.reveal_view.show()
        self.reveal_view.raise_()
        self.action_picture.setEnabled(True)

    def dismiss(self) -> None:
        """Close any open question and put the panels back."""
        self.close_question()
        self.reveal_view.hide()
        self.question = None
        self.scene = None

    # -- answers -------------------------------------------------------------------------------
    def _count(self, token: str, answer: object) -> None:
        if self.server is None or not isinstance(answer, Answer):
            return  # an answer that arrived while the question closed
        self.tally = self.tally.with_answer(token, answer)
        self.card.set_count(len(self.tally))
        self.tally_changed.emit()

    def distribution_text(self) -> str:
        """The open question's answers for the lecturer's eyes (the presenter view)."""
        question, scene = self.question, self.scene
        if question is None or scene is None:
            return ""
        if question.kind == "winner":
            labels = [k.label for k in scene.keys]
            counts = self.tally.counts(labels)
            return "  ".join(f"{label}: {int(n)}" for label, n in zip(labels, counts, strict=True))
        if question.kind == "number":
            values = self.tally.numbers()
            if not len(values):
                return ""
            low, median, high = (float(v) for v in (values.min(), np.median(values), values.max()))
            return translate("Classroom", "lowest {low}, median {median}, highest {high}").format(
                low=f"{low:.2f}", median=f"{median:.2f}", high=f"{high:.2f}"
            )
        truth = true_answer(question, scene)
        right = round(100 * self.tally.share_right(question, truth))
        return translate("Classroom", "{right}% in the region").format(right=right)

    # -- results -------------------------------------------------------------------------------
    def results_csv(self) -> str:
        return tally_csv((r.question, r.scene, r.tally) for r in self.results)

    def save_results(self, path: str | os.PathLike[str]) -> None:
        atomic_write_text(path, self.results_csv())

    def save_results_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            self.shell.dialog_parent(),
            translate("Classroom", "Save the room's answers"),
            "room-answers.csv",
            translate("Classroom", "CSV files (*.csv)"),
        )
        if path:
            try:
                self.save_results(path)
            except OSError as error:
                self.shell.show_error(
                    translate("Classroom", "Save the room's answers"),
                    translate("Classroom", "Could not write {path}: {error}").format(
                        path=path, error=error.strerror or error
                    ),
                )

    def export_reveal(self, path: str | os.PathLike[str], scale: float = 2.0) -> None:
        """The revealed answers as the room saw them, as a PNG at ``scale`` (ExportError)."""
        from app.common.export import export_png

        export_png(self.reveal_view, path, scale)

    def export_reveal_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from app.common.export import ExportError

        title = translate("Classroom", "Export the revealed answers as PNG")
        path, _ = QFileDialog.getSaveFileName(
            self.shell.dialog_parent(),
            title,
            "room-answers.png",
            translate("Classroom", "PNG pictures (*.png)"),
        )
        if path:
            try:
                self.export_reveal(path)
            except ExportError as error:
                self.shell.show_error(title, str(error))

    def recover(self) -> RoomResult | None:
        """The answers a crash left in the journal, added to ``results`` (None if none)."""
        path = self.journal_dir() / JOURNAL_NAME
        try:
            text = path.read_text("utf-8")
        except OSError:
            return None
        try:
            question, scene, tally = read_journal(text)
        except (QuestionError, ValueError, json.JSONDecodeError):
            return None
        path.unlink(missing_ok=True)
        if not len(tally):
            return None
        result = RoomResult(question, scene, tally)
        self.results.append(result)
        self.action_save.setEnabled(True)
        self.tally_changed.emit()
        return result

    # -- following the presentation ------------------------------------------------------------
    def _presenting(self, presenting: bool) -> None:
        self.action_question.setEnabled(presenting)
        if not presenting:
            self.dismiss()

    def _answers_hidden(self, hidden: bool) -> None:
        if not hidden and self.is_open:
            self.reveal()

    def restyle(self, style: Style) -> None:
        self.card.apply_style(style)
        self.reveal_view.apply_style(style)
        self._place()

    def _place(self) -> None:
        parent = self.shell.overlay_parent()
        area = parent.rect()
        margin = round(12 * self.shell.ui_style.scale)
        under_banner = area.top()
        banner = self.presentation.banner
        if banner.isVisibleTo(parent) and parent.isAncestorOf(banner):
            banner.installEventFilter(self)  # its height settles with the step's caption
            # Below the caption banner: the room reads the step's caption and the question.
            bottom = banner.mapTo(parent, QPoint(0, banner.height())).y()
            area.setTop(min(area.bottom() - 1, bottom + margin))
            under_banner = bottom
        for widget in self.shell.keep_clear():
            if widget.isVisibleTo(parent) and parent.isAncestorOf(widget):
                # Above the "left out" line at the bottom: the room reads what is missing.
                top = widget.mapTo(parent, QPoint(0, 0)).y()
                if top > area.center().y():
                    area.setBottom(max(area.top() + 1, top - margin))
        card = self.card.plan(area.size())["card"]
        width, height = int(card.width()), int(min(card.height(), area.height()))
        top = area.top() + max(0, (area.height() - height) // 2)
        self.card.setGeometry(QRect(area.right() - width - margin, top, width, height))
        reveal = QRect(area)
        reveal.setTop(under_banner)  # the reveal paints its own margin
        self.reveal_view.setGeometry(self._reveal_area(reveal, parent.rect().bottom()))

    def _reveal_area(self, area: QRect, bottom: int) -> QRect:
        """Where R shows the answers: under the caption banner (the room keeps the step's
        number and caption) and, for a key or a number, beside the canvas and no lower, so
        the scene the question was about and the line under it stay in sight. A point
        question draws its own canvas square with the taps on it, and answers too wide to
        stand beside the canvas take the whole width, down to ``bottom``: no panel peeks out
        below them, and a line saying which panels are left out would say nothing then."""
        reveal = QRect(area)
        canvas = self.shell.panel_widgets().get("canvas")
        parent = self.shell.overlay_parent()
        if canvas is not None and canvas.isVisibleTo(parent) and parent.isAncestorOf(canvas):
            # The canvas settles after the reveal is placed (the step's layout): follow it.
            canvas.installEventFilter(self)
            corner = canvas.mapTo(parent, QPoint(canvas.width(), canvas.height()))
            width = area.right() - corner.x()
            question = self.reveal_view.question
            if (
                question is not None
                and question.kind != "point"
                and width >= area.width() * REVEAL_BESIDE_SHARE
            ):
                beside = QRect(reveal)
                beside.setLeft(corner.x())
                beside.setBottom(max(beside.top() + 1, min(beside.bottom(), corner.y())))
                if self.reveal_view.fits(beside.width(), beside.height()):
                    return beside
        reveal.setBottom(max(reveal.top() + 1, bottom))
        return reveal

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if watched is self.shell.overlay_parent():
            if kind == QEvent.Type.Resize:
                self._place()
        elif kind in (QEvent.Type.Resize, QEvent.Type.Move) and not (
            self.reveal_view.isHidden() and self.card.isHidden()
        ):
            self._place()  # the banner above or the canvas beside moved
        return False


def _lan_address() -> str | None:
    """The laptop's LAN address (app.classroom.server.lan_address), imported when asked."""
    from app.classroom.server import lan_address

    return lan_address()
