"""Controllers against a fake shell: no window, no dialogs, only the shell interface."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.common.shell_interface import Choice
from app.controllers.files import FileController
from app.controllers.guard import DECK, SCENE, ReplaceGuard
from app.controllers.lecture import LectureController
from app.controllers.preferences import Preferences
from app.controllers.presentation import PresentationMode
from app.controllers.turning import TurnController
from app.document import Document
from kino_core import default_scene
from kino_core.deck import load_lesson
from kino_core.presets import list_presets, load_preset
from kino_core.snapshot import Snapshot, load_snapshot, save_snapshot

from .fake_shell import FakeShell


@pytest.fixture
def kit(qapp, monkeypatch):
    # Save As is answered "no name given" (a real dialog would wait for a person).
    for module in ("files", "lecture.deck_files"):
        monkeypatch.setattr(
            f"app.controllers.{module}.QFileDialog.getSaveFileName", lambda *a, **k: ("", "")
        )
    shell = FakeShell()
    document = Document()
    guard = ReplaceGuard()
    files = FileController(shell, document, guard)
    files.session_enabled = False
    lecture = LectureController(shell, document, guard)
    lecture.transition_ms = 0
    files.deck_opener = lambda path: lecture.open_path(path, ask=False)
    return shell, document, guard, files, lecture


def test_files_open_and_save_through_the_shell(kit, tmp_path):
    shell, document, _guard, files, _lecture = kit
    path = tmp_path / "a.kino"
    save_snapshot(path, Snapshot(replace(default_scene(), d=32)))
    assert files.open_path(path)
    assert document.scene.d == 32 and document.source == path.resolve()
    assert shell.notices[-1] == "Opened a.kino"
    document.set_d(64)
    assert files.save()
    assert load_snapshot(path).snapshot.scene.d == 64 and not document.is_modified


def test_a_bad_file_is_an_error_through_the_shell_and_changes_nothing(kit, tmp_path):
    shell, document, _guard, files, _lecture = kit
    bad = tmp_path / "bad.kino"
    bad.write_text("{", encoding="utf-8")
    before = document.scene
    assert not files.open_path(bad)
    assert document.scene == before and shell.errors and "bad.kino" in shell.errors[-1][1]


@pytest.mark.parametrize("answer", list(Choice))
def test_the_guard_asks_once_per_unsaved_work_and_obeys(kit, tmp_path, answer):
    shell, document, guard, files, lecture = kit
    path = tmp_path / "a.kino"
    save_snapshot(path, Snapshot(default_scene()))
    assert files.open_path(path)
    document.set_d(8)
    lecture.add_current_step()  # a new deck, unsaved
    shell.answer = answer
    shell.questions.clear()
    allowed = guard.confirm("test", (SCENE, DECK))
    if answer is Choice.CANCEL:
        assert not allowed and len(shell.questions) == 1
    elif answer is Choice.DISCARD:
        assert allowed and len(shell.questions) == 2
        assert "untitled" in shell.questions[0] and "deck" in shell.questions[1]
    else:  # Save: the untitled scene asks for a name (none given here): nothing goes ahead
        assert not allowed


def test_a_preset_is_untitled_and_clean(kit, tmp_path):
    shell, document, _guard, files, _lecture = kit
    path = tmp_path / "a.kino"
    save_snapshot(path, Snapshot(default_scene()))
    assert files.open_path(path)
    name = list_presets()[0].name
    files.load_preset(name)
    assert document.scene == load_preset(name).scene
    assert document.source is None and not document.is_modified
    assert shell.view_state == load_preset(name).view


def test_lecture_shows_steps_through_the_shell(kit):
    shell, document, _guard, _files, lecture = kit
    deck = load_lesson()
    lecture.open_deck(deck)
    lecture.go_to(2, animate=False)
    assert document.scene == deck.steps[2].scene
    assert shell.view_state.panels == deck.steps[2].panels
    assert document.source is None


def test_turning_and_stepping_are_wired_by_signals_only(kit):
    shell, document, _guard, _files, lecture = kit
    turning = TurnController(shell, document)
    lecture.about_to_move.connect(turning.stop_playing)
    lecture.open_deck(load_lesson())
    turning.start_playing()
    assert turning.playing
    lecture.next_step()
    assert not turning.playing


def test_preferences_and_presentation_through_the_shell(kit):
    shell, document, _guard, _files, lecture = kit
    preferences = Preferences(shell)
    presentation = PresentationMode(shell, document, lecture, preferences)
    presentation.enter(full_screen=False, theme="dark", scale=2.0)
    assert shell.mode == "presenting" and shell.ui_style.scale == 2.0
    assert shell.view_state.theme == "dark"
    preferences.zoom(1)
    assert shell.ui_style.scale == 2.25
    presentation.leave()
    assert shell.mode == "desk" and shell.ui_style.scale == 1.0
    lecture.open_deck(load_lesson())
    assert shell.banner is presentation.banner
