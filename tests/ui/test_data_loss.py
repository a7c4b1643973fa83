"""Nothing the user made is lost (issue 12, items 1, 2 and 5), driven with real events.

Every path that replaces the scene (open a file, a recent file, a dropped file, a preset,
File ▸ New, the lesson, a deck, quitting) asks Save / Discard / Cancel when the scene has
unsaved changes: Cancel keeps everything, Save writes the file first, Discard goes ahead. One
function decides (app/controllers/guard.py); a deck being authored is protected the same way.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.common import recent
from app.common.shell_interface import Choice
from app.shell.messages import Messages
from kino_core import default_scene
from kino_core.deck import lesson_path, load_lesson
from kino_core.presets import list_presets, load_preset
from kino_core.snapshot import Snapshot, load_snapshot, save_snapshot

from .conftest import drag, drop

CTRL = Qt.KeyboardModifier.ControlModifier


def on_disk(path: Path):
    return load_snapshot(path).snapshot.scene


@pytest.fixture
def files(tmp_path):
    mine = tmp_path / "scene1.kino"
    save_snapshot(mine, Snapshot(replace(default_scene(), d=64, title="My lecture")))
    other = tmp_path / "other.kino"
    save_snapshot(other, Snapshot(replace(default_scene(), d=8, title="Other")))
    return mine, other


@pytest.fixture
def asked(monkeypatch):
    """Answers the Save / Discard / Cancel question with ``asked.answer``; records the texts."""

    class Asked(list):
        answer = Choice.CANCEL

    record = Asked()

    def ask(self, title, text, question):
        record.append(f"{text} {question}")
        return record.answer

    monkeypatch.setattr(Messages, "ask_save_discard_cancel", ask)
    return record


@pytest.fixture
def no_dialogs(monkeypatch, files):
    """File dialogs answer at once: Open picks other.kino (or the lesson deck); Save As is
    cancelled and recorded."""
    _mine, other = files
    save_as: list[str] = []

    def open_name(parent, caption, *args, **kwargs):
        return (str(lesson_path()) if "deck" in caption else str(other), "")

    def save_name(*args, **kwargs):
        save_as.append("asked")
        return ("", "")

    monkeypatch.setattr("app.controllers.files.QFileDialog.getOpenFileName", open_name)
    monkeypatch.setattr("app.controllers.lecture.deck_files.QFileDialog.getOpenFileName", open_name)
    monkeypatch.setattr("app.controllers.files.QFileDialog.getSaveFileName", save_name)
    return save_as


def modify(kino) -> None:
    """Drag key A with the real mouse: the scene now differs from its file."""
    key = kino.document.scene.keys[0]
    drag(kino.canvas, (key.x, key.y), (key.x - 1.0, key.y + 1.0))
    assert kino.window.isWindowModified()


def open_recent(kino, path: Path) -> None:
    recent.add_recent(path.resolve())
    kino.menus.fill_recent_menu()
    action = next(a for a in kino.menus.recent_menu.actions() if a.text() == path.name)
    action.trigger()


PATHS = {
    "open file (Ctrl+O)": lambda kino, other: QTest.keyClick(kino.window, Qt.Key.Key_O, CTRL),
    "open recent": open_recent,
    "drop": drop,
    "preset (key 1)": lambda kino, other: QTest.keyClick(kino.window, Qt.Key.Key_1),
    "new (Ctrl+N)": lambda kino, other: QTest.keyClick(kino.window, Qt.Key.Key_N, CTRL),
    "open lesson": lambda kino, other: kino.lecture.action_open_lesson.trigger(),
    "open deck": lambda kino, other: kino.lecture.action_open_deck.trigger(),
    "quit (Ctrl+Q)": lambda kino, other: QTest.keyClick(kino.window, Qt.Key.Key_Q, CTRL),
}


@pytest.mark.parametrize("path_name", list(PATHS))
def test_every_path_that_replaces_the_scene_asks_first(kino, files, asked, no_dialogs, path_name):
    mine, other = files
    act = PATHS[path_name]
    original = on_disk(mine)
    assert kino.files.open_path(mine)

    # Cancel: nothing changes, nothing is written.
    modify(kino)
    edited = kino.document.scene
    asked.answer = Choice.CANCEL
    act(kino, other)
    assert len(asked) == 1 and "scene1" in asked[0]
    assert kino.window.isVisible()
    assert kino.document.scene == edited and kino.document.source == mine.resolve()
    assert kino.window.isWindowModified() and on_disk(mine) == original

    # Save: the edits are written to the file, then the path goes ahead.
    asked.answer = Choice.SAVE
    act(kino, other)
    assert len(asked) == 2
    assert on_disk(mine) == edited
    if path_name.startswith("quit"):
        assert not kino.window.isVisible()
        return
    assert kino.document.scene != edited

    # Discard: the path goes ahead and the file keeps what was saved.
    assert kino.files.open_path(mine, ask=False)
    modify(kino)
    discarded = kino.document.scene
    asked.answer = Choice.DISCARD
    act(kino, other)
    assert len(asked) == 3
    assert kino.document.scene != discarded
    assert on_disk(mine) == edited


def test_a_deck_being_authored_is_asked_about_before_another_deck_or_quitting(
    kino, asked, no_dialogs
):
    lecture = kino.lecture
    lecture.open_lesson(ask=False)
    lecture.action_delete.trigger()  # the deck now has unsaved steps
    steps = len(lecture.deck.steps)
    asked.answer = Choice.CANCEL
    for act in (
        lecture.action_open_lesson.trigger,
        lecture.action_open_deck.trigger,
        lambda: QTest.keyClick(kino.window, Qt.Key.Key_Q, CTRL),
    ):
        asked.clear()
        act()
        assert len(asked) == 1 and "deck" in asked[0]
        assert len(lecture.deck.steps) == steps and lecture.modified
        assert kino.window.isVisible()
    asked.answer = Choice.DISCARD
    lecture.action_open_lesson.trigger()
    assert len(lecture.deck.steps) == len(load_lesson().steps) and not lecture.modified


def test_a_preset_over_a_saved_file_is_untitled_and_never_saved_over_it(
    kino, files, asked, no_dialogs
):
    mine, _other = files
    original = on_disk(mine)
    assert kino.files.open_path(mine)
    QTest.keyClick(kino.window, Qt.Key.Key_1)  # the first preset
    first = list_presets()[0]
    assert kino.document.scene == load_preset(first.name).scene
    assert "scene1" not in kino.window.windowTitle() and "untitled" in kino.window.windowTitle()
    QTest.keyClick(kino.window, Qt.Key.Key_S, CTRL)
    assert no_dialogs == ["asked"]  # Save asks for a name...
    assert on_disk(mine) == original  # ...and never writes the preset over scene1.kino
    QTest.keyClick(kino.window, Qt.Key.Key_2)  # an untouched preset is not "changes not saved"
    assert asked == []
    assert kino.document.scene == load_preset(list_presets()[1].name).scene


def test_file_new_starts_an_untitled_default_scene(kino, files, asked, no_dialogs):
    mine, _other = files
    assert kino.files.open_path(mine)
    QTest.keyClick(kino.window, Qt.Key.Key_N, CTRL)
    assert asked == []  # nothing was changed: nothing to ask
    assert kino.document.scene == default_scene()
    assert kino.document.source is None and not kino.window.isWindowModified()
    assert "untitled" in kino.window.windowTitle()
    QTest.keyClick(kino.window, Qt.Key.Key_S, CTRL)
    assert no_dialogs == ["asked"]


def test_after_adding_the_scene_as_a_step_the_title_names_what_save_writes(
    kino, files, asked, no_dialogs
):
    mine, _other = files
    original = on_disk(mine)
    assert kino.files.open_path(mine)
    assert "scene1" in kino.window.windowTitle()
    modify(kino)
    kino.lecture.action_add.trigger()  # Lesson ▸ Add the scene as a step
    # Save no longer writes scene1.kino (it asks for a name), and the title says so.
    assert "scene1" not in kino.window.windowTitle()
    assert "untitled" in kino.window.windowTitle()
    QTest.keyClick(kino.window, Qt.Key.Key_S, CTRL)
    assert no_dialogs == ["asked"] and on_disk(mine) == original
