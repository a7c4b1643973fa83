"""Random sequences of edits, undos, redos, saves and opens, driven through the window with real
key and mouse events (hypothesis stateful testing). After every step:

- every file on disk holds exactly the scene last saved to it;
- undoing back to the start of the history restores its first scene exactly (and redoing
  brings the present back);
- the title's modified mark is on exactly when the scene differs from what is on disk.

The window is built once per test and reset for each example (a window takes a second to
build); files go to a fresh folder per example. File dialogs are replaced by the machine's
answers; "Save / Discard / Cancel" is answered Discard (tests/ui/conftest.py).
"""

from __future__ import annotations

import os
from dataclasses import replace
from itertools import count
from pathlib import Path

from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from kino_core import Scene, default_scene
from kino_core.snapshot import load_snapshot

from .conftest import drag, settle

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
FILE_NAMES = ("one.kino", "two.kino")
# A first scene whose numbers 3 decimals, a JSON round trip or a clamp could each disturb.
FIRST_SCENE = replace(default_scene(), d=48, seed=12345, title="first", caption="start here")


def history_machine(kino, folder: Path, monkeypatch) -> type[RuleBasedStateMachine]:
    runs = count()
    answers: dict[str, str] = {}
    monkeypatch.setattr(
        "app.controllers.files.QFileDialog.getSaveFileName",
        lambda *a, **k: (answers.pop("save"), ""),
    )
    monkeypatch.setattr(
        "app.controllers.files.QFileDialog.getOpenFileName",
        lambda *a, **k: (answers.pop("open"), ""),
    )

    class EditHistory(RuleBasedStateMachine):
        def __init__(self) -> None:
            super().__init__()
            self.kino = kino
            self.doc = kino.document
            self.folder = folder / f"run{next(runs)}"
            self.folder.mkdir()
            self.doc.reset(FIRST_SCENE, source=None)
            kino.window.activateWindow()
            kino.canvas.setFocus()
            settle()
            # The model: what each file holds, which file the window has, what it compares to.
            self.disk: dict[Path, Scene] = {}
            self.path: Path | None = None
            self.reference: Scene = FIRST_SCENE  # the scene on disk (or the untouched start)
            self.history_start: Scene = FIRST_SCENE

        # -- edits, with real events ---------------------------------------------------------
        @rule(key=st.sampled_from([Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up]))
        def nudge(self, key):
            QTest.keyClick(self.kino.canvas, key)

        @rule(key=st.sampled_from([Qt.Key.Key_Plus, Qt.Key.Key_Minus]))
        def double_or_halve_d(self, key):
            QTest.keyClick(self.kino.canvas, key)

        @rule()
        def select_next(self):
            QTest.keyClick(self.kino.canvas, Qt.Key.Key_Tab)

        @rule()
        def add_key(self):
            QTest.mouseClick(self.kino.toolbar.add_key_button, Qt.MouseButton.LeftButton)

        @rule()
        def delete_selected(self):
            QTest.keyClick(self.kino.canvas, Qt.Key.Key_Delete)

        @rule(x=st.sampled_from([-2.0, -0.5, 1.0, 2.5]), y=st.sampled_from([-1.5, 0.5, 2.0]))
        def drag_query(self, x, y):
            q = self.doc.scene.queries[0]
            drag(self.kino.canvas, (q.x, q.y), (x, y), steps=4)

        @rule()
        def reroll(self):
            QTest.mouseClick(self.kino.toolbar.reroll_button, Qt.MouseButton.LeftButton)

        @rule(label=st.sampled_from(["q", "cat", "q: black"]))
        def rename_query(self, label):
            self.doc.rename_query(0, label)

        # -- history -----------------------------------------------------------------------------
        @rule()
        def undo(self):
            QTest.keyClick(self.kino.window, Qt.Key.Key_Z, CTRL)

        @rule()
        def redo(self):
            QTest.keyClick(self.kino.window, Qt.Key.Key_Y, CTRL)

        # -- files ---------------------------------------------------------------------------------
        @rule(name=st.sampled_from(FILE_NAMES))
        def save(self, name):
            target = self.path or self.folder / name
            answers["save"] = str(target)  # asked only when the window has no file yet
            QTest.keyClick(self.kino.window, Qt.Key.Key_S, CTRL)
            answers.pop("save", None)
            self._saved_to(target)

        @rule(name=st.sampled_from(FILE_NAMES))
        def save_as(self, name):
            answers["save"] = str(self.folder / name)
            QTest.keyClick(self.kino.window, Qt.Key.Key_S, CTRL | SHIFT)
            self._saved_to(self.folder / name)

        def _saved_to(self, target: Path) -> None:
            self.disk[target] = self.doc.scene
            self.path = target
            self.reference = self.doc.scene

        @precondition(lambda self: self.disk)
        @rule(data=st.data())
        def open_file(self, data):
            path = data.draw(st.sampled_from(sorted(self.disk)))
            answers["open"] = str(path)
            QTest.keyClick(self.kino.window, Qt.Key.Key_O, CTRL)
            self.path = path
            self.reference = self.history_start = self.disk[path]

        # -- what must hold after every step ---------------------------------------------------
        @invariant()
        def files_hold_what_was_saved(self):
            for path, scene in self.disk.items():
                assert load_snapshot(path).snapshot.scene == scene, path
            assert sorted(p.name for p in self.folder.iterdir()) == sorted(
                p.name for p in self.disk
            )  # no temporary file left behind

        @invariant()
        def the_window_has_the_right_file(self):
            assert self.doc.source == (self.path.resolve() if self.path else None)

        @invariant()
        def the_modified_mark_says_whether_the_scene_differs_from_disk(self):
            differs = self.doc.scene != self.reference
            assert self.kino.window.isWindowModified() == differs, (self.doc.scene, self.reference)
            assert ("*" in self.kino.window.windowTitle().replace("[*]", "")) is False

        # Undoing the whole history after every step would cost n² redraws: it is a rule (so
        # it runs after random prefixes) and the last check of every example.
        @rule()
        def undo_back_to_the_start_restores_the_first_scene(self):
            stack = self.doc.undo_stack
            now, index = self.doc.scene, stack.index()
            while stack.canUndo():
                stack.undo()
            assert self.doc.scene == self.history_start
            while stack.index() < index:
                stack.redo()
            assert self.doc.scene == now

        def teardown(self):
            self.undo_back_to_the_start_restores_the_first_scene()

    return EditHistory


def test_edits_undos_saves_and_opens_keep_files_history_and_title_true(kino, tmp_path, monkeypatch):
    machine = history_machine(kino, tmp_path, monkeypatch)
    run_state_machine_as_test(
        machine,
        settings=settings(
            max_examples=int(os.environ.get("EH_EXAMPLES", "12")),
            phases=[Phase.generate] if os.environ.get("EH_NOSHRINK") else list(Phase),
            stateful_step_count=25,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow],
        ),
    )
