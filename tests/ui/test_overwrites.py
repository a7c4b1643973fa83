"""Saving never writes over a file unasked, and a failed save of the working scene is said
(issue 30, item 8), written as the attacks: Ctrl+S on a read-only file, on a file another
program changed, on a hard-linked file, on notes.txt named by the settings; stale temporary
files; a huge and a corrupt session file; an autosave that cannot write."""

from __future__ import annotations

import os
import time
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from app.common.settings import SESSION_DIRTY, SESSION_SOURCE, write_all
from app.common.shell_interface import Overwrite
from app.shell.compose import build_app
from app.shell.messages import Messages
from kino_core import default_scene
from kino_core.snapshot import Snapshot, load_snapshot, save_snapshot

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def opened(kino, tmp_path) -> Path:
    """A kino file, opened in the window and then edited (so Ctrl+S writes it)."""
    path = tmp_path / "lecture.kino"
    save_snapshot(path, Snapshot(replace(default_scene(), d=64, title="mine")))
    assert kino.files.open_path(path, ask=False)
    kino.document.set_d(100)
    return path


@pytest.fixture
def answers(monkeypatch):
    """Answer the overwrite question with ``answers.answer``; what was asked is recorded."""

    class Answers(list):
        answer = Overwrite.CANCEL

    asked = Answers()

    def ask(self, title, text, can_replace):
        asked.append((text, can_replace))
        return asked.answer

    monkeypatch.setattr(Messages, "ask_overwrite", ask)
    return asked


def save(kino) -> None:
    QTest.keyClick(kino.window, Qt.Key.Key_S, CTRL)


def test_a_read_only_file_is_not_replaced_and_save_as_is_offered(
    kino, opened, answers, tmp_path, monkeypatch
):
    before = opened.read_bytes()
    opened.chmod(0o444)
    save(kino)
    ((text, can_replace),) = answers
    assert "read-only" in text and not can_replace
    assert opened.read_bytes() == before and opened.stat().st_mode & 0o777 == 0o444
    assert kino.window.isWindowModified()  # still unsaved
    elsewhere = tmp_path / "copy.kino"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(elsewhere), "")
    )
    answers.answer = Overwrite.SAVE_AS
    save(kino)
    assert load_snapshot(elsewhere).snapshot.scene.d == 100
    assert opened.read_bytes() == before
    assert kino.document.source == elsewhere.resolve() and not kino.window.isWindowModified()


def test_a_file_changed_by_another_program_asks_before_it_is_overwritten(kino, opened, answers):
    theirs = Snapshot(replace(default_scene(), d=7, title="theirs"))
    save_snapshot(opened, theirs)  # another program (or kino elsewhere) saved it meanwhile
    later = time.time() + 5
    os.utime(opened, (later, later))
    save(kino)
    ((text, can_replace),) = answers
    assert "changed by another program" in text and can_replace
    assert load_snapshot(opened).snapshot.scene.title == "theirs"  # Cancel: theirs kept
    answers.answer = Overwrite.REPLACE
    save(kino)
    assert load_snapshot(opened).snapshot.scene.d == 100
    assert not kino.window.isWindowModified()
    kino.document.set_d(120)
    save(kino)  # kino's own save is known: no new question
    assert len(answers) == 2 and load_snapshot(opened).snapshot.scene.d == 120


def test_a_hard_link_is_kept_whole(kino, opened, answers):
    other = opened.with_name("same-file.kino")
    os.link(opened, other)
    before = opened.read_bytes()
    save(kino)
    ((text, can_replace),) = answers
    assert "hard links" in text and not can_replace
    assert os.stat(opened).st_ino == os.stat(other).st_ino  # still one file, two names
    assert opened.read_bytes() == other.read_bytes() == before


@pytest.mark.parametrize("name", ["notes.txt", "notes.kino"])
def test_a_settings_file_naming_notes_never_makes_ctrl_s_write_over_them(
    qtbot, tmp_path, name, no_modal_dialogs, monkeypatch
):
    named: list[str] = []  # Save As, asked for a name (and cancelled)
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *args, **kwargs: named.append("asked") or ("", "")
    )
    notes = tmp_path / name
    notes.write_text("my own notes, not a scene\n")
    session = Path(os.environ["KINO_DATA_DIR"]) / "session.kino"
    session.parent.mkdir(parents=True, exist_ok=True)
    save_snapshot(session, Snapshot(default_scene()))
    write_all([(SESSION_SOURCE, str(notes)), (SESSION_DIRTY, True)])
    kino = build_app()
    qtbot.addWidget(kino.window)
    kino.window.show()
    qtbot.waitExposed(kino.window)
    kino.window.activateWindow()
    qtbot.waitUntil(lambda: kino.window.isActiveWindow(), timeout=2000)
    assert kino.files.restore_session()
    # Only a .kino file, by its full path, becomes what Save writes; and even then it is
    # read first.
    assert kino.document.source == (notes if name.endswith(".kino") else None)
    save(kino)
    assert notes.read_text() == "my own notes, not a scene\n"
    if name == "notes.kino":  # named as a scene, but not one: asked (and answered Cancel)
        assert any("not a file kino wrote" in text for _title, text in no_modal_dialogs)
    else:  # not a scene's name: Save asks for one
        assert named == ["asked"]
    kino.files.session_enabled = False


def test_stale_temporary_files_are_cleaned_up_on_open_and_save(kino, tmp_path):
    path = tmp_path / "lecture.kino"
    save_snapshot(path, Snapshot(default_scene()))
    old = time.time() - 3600
    stale = [tmp_path / f".lecture.kino.{n:08x}.kino-tmp" for n in range(14)]
    for temp in stale:
        temp.write_bytes(b"half a save")
        os.utime(temp, (old, old))
    assert kino.files.open_path(path, ask=False)
    assert not any(temp.exists() for temp in stale)
    stale[0].write_bytes(b"half a save")
    os.utime(stale[0], (old, old))
    kino.document.set_d(100)
    save(kino)
    assert not stale[0].exists()
    assert list(tmp_path.glob(".*")) == []


def test_a_huge_session_file_is_refused_by_its_size_unread(kino, no_modal_dialogs):
    session = kino.files.session_path()
    session.parent.mkdir(parents=True, exist_ok=True)
    with open(session, "wb") as handle:
        handle.truncate(64 * 1024**3)  # 64 GiB, sparse: reading it would never end
    before = kino.document.scene
    started = time.monotonic()
    assert not kino.files.restore_session()
    assert time.monotonic() - started < 2
    assert kino.document.scene == before
    title, text = no_modal_dialogs[-1]
    assert "could not be restored" in text and "MiB" in text
    assert session.with_name("session.kino.broken").stat().st_size == 64 * 1024**3
    session.with_name("session.kino.broken").unlink()


def test_a_corrupt_session_is_said_in_a_dialog_and_kept(kino, no_modal_dialogs):
    session = kino.files.session_path()
    session.parent.mkdir(parents=True, exist_ok=True)
    session.write_text("{ not json")
    assert not kino.files.restore_session()
    title, text = no_modal_dialogs[-1]
    assert "could not be restored" in text and "session.kino.broken" in text
    assert session.with_name("session.kino.broken").read_text() == "{ not json"


def test_a_failed_autosave_is_said_in_a_dialog_once_then_in_the_status_bar(kino, no_modal_dialogs):
    session = kino.files.session_path()
    session.parent.mkdir(parents=True, exist_ok=True)
    session.mkdir()  # the working scene cannot be written there
    kino.document.set_d(100)
    kino.files.save_session()
    assert [title for title, _text in no_modal_dialogs] == ["Working scene not kept"]
    kino.document.set_d(101)
    kino.files.save_session()
    assert len(no_modal_dialogs) == 1  # not a dialog per change
    assert "Could not keep the working scene" in kino.window.statusBar().currentMessage()
    session.rmdir()
    kino.files.save_session()  # works again: a later failure is said in a dialog again
    assert load_snapshot(session).snapshot.scene.d == 101
    session.unlink()
    session.mkdir()
    kino.files.save_session()
    assert len(no_modal_dialogs) == 2
    session.rmdir()


def test_a_deck_is_not_saved_over_a_read_only_or_changed_file_unasked(kino, tmp_path, answers):
    from kino_core.deck import load_deck, load_lesson, save_deck

    path = tmp_path / "lesson.kinodeck"
    save_deck(path, load_lesson())
    assert kino.files.open_path(path, ask=False)
    before = path.read_bytes()
    path.chmod(0o444)
    assert not kino.lecture.save()
    ((text, can_replace),) = answers
    assert "read-only" in text and not can_replace and path.read_bytes() == before
    path.chmod(0o644)
    theirs = replace(load_lesson(), title="theirs")
    save_deck(path, theirs)  # another program saved it meanwhile
    later = time.time() + 5
    os.utime(path, (later, later))
    assert not kino.lecture.save()
    assert "changed by another program" in answers[-1][0] and answers[-1][1]
    assert load_deck(path).deck.title == "theirs"
    answers.answer = Overwrite.REPLACE
    assert kino.lecture.save()
    assert load_deck(path).deck.title != "theirs"


@pytest.mark.parametrize("can_replace", [True, False])
def test_the_questions_name_a_file_as_written_and_answer_with_the_button_clicked(
    qtbot, can_replace
):
    """The real boxes (the other tests answer them unseen): a file name that looks like markup
    is shown as written, and the button clicked is the answer; Replace only where allowed."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from app.common.dialogs import Choice, ask_overwrite, ask_save_discard_cancel

    name = "<b>talk</b>.kino"
    seen: list[tuple[Qt.TextFormat, str, list[str]]] = []

    def click(text: str) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, lambda: click(text))
            return
        seen.append((box.textFormat(), box.text(), [b.text() for b in box.buttons()]))
        QTest.mouseClick(
            next(b for b in box.buttons() if text in b.text()), Qt.MouseButton.LeftButton
        )

    QTimer.singleShot(0, lambda: click("Discard"))
    assert ask_save_discard_cancel(None, "kino", name, "Save?") == Choice.DISCARD
    QTimer.singleShot(0, lambda: click("Replace" if can_replace else "Save As"))
    answer = ask_overwrite(None, "kino", name, can_replace)
    assert answer == (Overwrite.REPLACE if can_replace else Overwrite.SAVE_AS)
    for text_format, text, _buttons in seen:
        assert text_format == Qt.TextFormat.PlainText and text == name
    assert ("Replace" in seen[1][2]) == can_replace
