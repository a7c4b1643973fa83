"""Edits that do what they say (issue 12): exact positions, renaming queries, the scene's text,
the d box handing focus back, undo names in words. Driven with real key and mouse events."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QWidget

from app.common.formatting import SERIES_WORDS, series_heading
from app.common.settings import LAST_FOLDER, settings
from kino_core.presets import list_presets
from kino_core.snapshot import Snapshot, load_snapshot, save_snapshot

from .conftest import double_click, drag, settle


def while_modal(*actions: Callable[[QDialog], None]) -> list[QDialog]:
    """Run each action on the next modal dialog once it is open, in turn (exec() blocks the
    test). Returns the dialogs seen; a dialog an action leaves open is cancelled."""
    seen: list[QDialog] = []
    pending = list(actions)

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible() or dialog in seen:
            QTimer.singleShot(10, poll)
            return
        seen.append(dialog)
        # As a window manager would: the new dialog becomes the active window (offscreen Qt
        # does not always do it, and focus-in events only reach widgets of the active window).
        dialog.activateWindow()
        QApplication.processEvents()
        try:
            pending.pop(0)(dialog)
        finally:
            if dialog.isVisible():  # a failed step must not leave the test blocked
                dialog.reject()
            if pending:
                QTimer.singleShot(0, poll)

    QTimer.singleShot(0, poll)
    return seen


def menu_action(kino, text: str) -> QAction:
    """The menu item called ``text`` (anywhere in the menu bar)."""
    found = [a for a in kino.window.findChildren(QAction) if a.text() == text]
    assert len(found) == 1, (text, found)
    return found[0]


CTRL = Qt.KeyboardModifier.ControlModifier


def preset_number(name: str) -> int:
    """The number key that loads the preset called ``name``."""
    return [p.name for p in list_presets()].index(name) + 1


def focused() -> QWidget:
    """Where the keyboard goes: the focus widget of the modal dialog (offscreen, a dialog is
    not always made the active window, so QApplication.focusWidget() may lag behind)."""
    dialog = QApplication.activeModalWidget()
    return dialog.focusWidget() if dialog is not None else QApplication.focusWidget()


def type_text(text: str) -> None:
    """Real key presses to the widget that has the keyboard focus."""
    QTest.keyClicks(focused(), text)


def press(key: Qt.Key) -> None:
    QTest.keyClick(focused(), key)


# -- the exact-position dialog ----------------------------------------------------------------
def test_exact_position_focus_starts_in_the_first_number(kino):
    def type_position(dialog):
        assert dialog.first.isAncestorOf(focused())
        type_text("1.25")
        press(Qt.Key.Key_Tab)
        type_text("-0.5")
        press(Qt.Key.Key_Return)

    seen = while_modal(type_position)
    kino.canvas.setFocus()
    QTest.keyClick(kino.canvas, Qt.Key.Key_Return)
    assert seen, "Enter on the canvas opened no dialog"
    q = kino.document.scene.queries[0]
    assert (q.x, q.y) == (1.25, -0.5)


@pytest.mark.parametrize("polar", [False, True])
def test_exact_position_ok_without_a_change_changes_nothing(kino, polar):
    doc = kino.document
    # A position that 3 decimals cannot hold, set the way a drag would.
    doc.begin_drag("query", 0)
    doc.drag_to("query", 0, 1.23456789, -0.98765432)
    doc.end_drag()
    doc.mark_saved()  # as a save would
    scene, steps = doc.scene, doc.undo_stack.count()
    assert not kino.window.isWindowModified()

    def just_ok(dialog):
        if polar:
            QTest.mouseClick(dialog.polar, Qt.MouseButton.LeftButton)
            dialog.first.setFocus()
        press(Qt.Key.Key_Return)

    seen = while_modal(just_ok)
    kino.canvas.setFocus()
    QTest.keyClick(kino.canvas, Qt.Key.Key_Return)
    assert seen
    assert doc.scene == scene
    assert doc.undo_stack.count() == steps
    assert not kino.window.isWindowModified()


def test_exact_position_keeps_the_untouched_field_exact(kino):
    doc = kino.document
    doc.begin_drag("key", 0)
    doc.drag_to("key", 0, 1.23456789, -0.98765432)
    doc.end_drag()

    def change_x_only(dialog):
        type_text("2")
        press(Qt.Key.Key_Return)

    seen = while_modal(change_x_only)
    kino.canvas.setFocus()
    QTest.keyClick(kino.canvas, Qt.Key.Key_Return)
    assert seen
    key = doc.scene.keys[0]
    assert (key.x, key.y) == (2.0, -0.98765432)
    kino.window.activateWindow()  # back from the dialog, as the window manager does
    settle()
    QTest.keyClick(kino.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (doc.scene.keys[0].x, doc.scene.keys[0].y) == (1.23456789, -0.98765432)


# -- the formula line ---------------------------------------------------------------------------
def test_the_formula_never_doubles_a_colon(kino):
    QTest.keyClick(kino.window, Qt.Key.Key_0 + preset_number("translation-matrix"))
    scene = kino.document.scene
    assert any(":" in q.label for q in scene.queries)  # "q: the", "q: black", …
    kino.canvas.setFocus()
    for index, query in enumerate(scene.queries):
        assert kino.document.selected_query == index
        text = kino.panels["formula"].plain_text()
        assert text.startswith(f"{query.label} —  α = softmax(")
        assert f"{query.label}:" not in text
        QTest.keyClick(kino.canvas, Qt.Key.Key_Tab)
    # A plain label keeps its colon.
    QTest.keyClick(kino.window, Qt.Key.Key_1)
    assert kino.panels["formula"].plain_text().startswith("q:  α = softmax(")


# -- export at a chosen size ------------------------------------------------------------------
def test_export_size_is_checked_before_the_file_dialog(kino, tmp_path, monkeypatch):
    asked_for_file: list[str] = []
    out = tmp_path / "slide.png"

    def save_dialog(*args, **kwargs):
        asked_for_file.append(args[2])
        return str(out), ""

    monkeypatch.setattr("app.render.window_export.QFileDialog.getSaveFileName", save_dialog)
    prompts: list[str] = []

    def answer(text: str):
        def act(dialog):
            prompts.append(dialog.labelText())
            line = focused()
            line.selectAll()
            type_text(text)
            assert not asked_for_file  # no file dialog while the size is being asked
            press(Qt.Key.Key_Return)

        return act

    seen = while_modal(answer("12x"), answer("100x9000"), answer("640x480"))
    menu_action(kino, "Whole view at a chosen size…").trigger()
    assert len(seen) == 3
    assert "expected WIDTHxHEIGHT" in prompts[1] and "'12x'" in prompts[1]
    assert "200 … 8192" in prompts[2] and "'100x9000'" in prompts[2]
    assert len(asked_for_file) == 1
    assert (QImage(str(out)).width(), QImage(str(out)).height()) == (640, 480)


def test_cancelling_a_bad_size_opens_no_file_dialog(kino, monkeypatch):
    asked_for_file: list[str] = []
    monkeypatch.setattr(
        "app.render.window_export.QFileDialog.getSaveFileName",
        lambda *a, **k: asked_for_file.append(a[2]) or ("", ""),
    )

    def bad_size(dialog):
        focused().selectAll()
        type_text("wide")
        press(Qt.Key.Key_Return)

    def cancel(dialog):
        press(Qt.Key.Key_Escape)

    seen = while_modal(bad_size, cancel)
    menu_action(kino, "Whole view at a chosen size…").trigger()
    assert len(seen) == 2 and asked_for_file == []


# -- where file dialogs start -------------------------------------------------------------------
def test_file_dialogs_start_in_the_current_files_folder(kino, tmp_path, monkeypatch):
    folder = tmp_path / "lectures"
    folder.mkdir()
    path = folder / "week1.kino"
    save_snapshot(path, Snapshot(kino.document.scene))
    assert kino.files.open_path(path)
    starts: list[str] = []

    def record(*args, **kwargs):
        starts.append(args[2])
        return "", ""

    for module in ("app.controllers.files", "app.render.window_export"):
        monkeypatch.setattr(f"{module}.QFileDialog.getOpenFileName", record)
        monkeypatch.setattr(f"{module}.QFileDialog.getSaveFileName", record)
    kino.canvas.setFocus()
    QTest.keyClick(kino.window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(
        kino.window,
        Qt.Key.Key_S,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    menu_action(kino, "Whole view as PNG (1x)…").trigger()
    assert starts == [str(folder), str(folder / "week1.kino"), str(folder / "week1.png")]


def test_file_dialogs_remember_the_last_folder_across_runs(kino, tmp_path, monkeypatch):
    elsewhere = tmp_path / "exports"
    elsewhere.mkdir()
    starts: list[str] = []
    answers = [str(elsewhere / "first.png"), ""]

    def record(*args, **kwargs):
        starts.append(args[2])
        return answers.pop(0), ""

    monkeypatch.setattr("app.render.window_export.QFileDialog.getSaveFileName", record)
    monkeypatch.setattr("app.controllers.files.QFileDialog.getOpenFileName", record)
    assert kino.document.source is None
    menu_action(kino, "Whole view as PNG (1x)…").trigger()
    assert starts[0].startswith(str(Path.home()))  # nothing chosen yet: the home folder
    assert (elsewhere / "first.png").is_file()
    # A new process reads the setting back from the INI file, typed.
    assert QSettings(str(settings().fileName()), QSettings.Format.IniFormat).value(
        LAST_FOLDER.key, "", type=str
    ) == str(elsewhere.resolve())
    kino.canvas.setFocus()
    QTest.keyClick(kino.window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert starts[1] == str(elsewhere.resolve())


# -- the d box hands the keyboard back ------------------------------------------------------------
def test_enter_in_the_d_box_gives_the_keyboard_back_to_the_canvas(kino):
    spin = kino.toolbar.d_control.spin
    QTest.mouseDClick(spin.lineEdit(), Qt.MouseButton.LeftButton)  # select the number
    assert kino.window.focusWidget() is spin
    spin.selectAll()
    QTest.keyClicks(kino.window.focusWidget(), "64")
    QTest.keyClick(kino.window.focusWidget(), Qt.Key.Key_Return)
    assert kino.document.scene.d == 64
    assert kino.window.focusWidget() is kino.canvas
    before = kino.document.scene.queries[0]
    QTest.keyClick(kino.window.focusWidget(), Qt.Key.Key_Right)  # an arrow moves the query
    assert kino.document.scene.queries[0].x == pytest.approx(before.x + 0.1)
    assert kino.document.scene.d == 64  # and did not step the box
    QTest.keyClick(kino.window.focusWidget(), Qt.Key.Key_4)  # a preset key loads the preset
    assert kino.document.scene.d == 512
    assert spin.value() == 512


# -- renaming a query ---------------------------------------------------------------------------
def rename_to(text: str):
    def act(dialog):
        assert dialog.label_edit.isAncestorOf(focused()) or focused() is dialog.label_edit
        focused().selectAll()
        type_text(text)
        press(Qt.Key.Key_Return)

    return act


def test_double_click_renames_a_query_in_one_undo_step(kino):
    doc = kino.document
    steps = doc.undo_stack.count()
    q = doc.scene.queries[0]
    seen = while_modal(rename_to("  cat  "))
    double_click(kino.canvas, (q.x, q.y))
    assert seen, "double-clicking the query opened no dialog"
    assert doc.scene.queries[0].label == "cat"
    assert (doc.scene.queries[0].x, doc.scene.queries[0].y) == (q.x, q.y)
    assert doc.undo_stack.count() == steps + 1
    assert kino.menus.undo_action.text() == "Undo rename query q to ‘cat’"
    assert kino.panels["formula"].plain_text().startswith("cat:  α")
    doc.undo_stack.undo()
    assert doc.scene.queries[0].label == "q"


def test_an_empty_query_label_is_refused_like_a_keys(kino):
    doc = kino.document
    q = doc.scene.queries[0]
    errors: list[str] = []

    def empty_then_cancel(dialog):
        focused().selectAll()
        type_text("   ")
        press(Qt.Key.Key_Return)
        assert dialog.isVisible()  # not accepted
        errors.append(dialog.error.text())
        press(Qt.Key.Key_Escape)

    seen = while_modal(empty_then_cancel)
    double_click(kino.canvas, (q.x, q.y))
    assert seen and errors == ["A query needs a label: type a letter or a word."]
    assert doc.scene.queries[0].label == "q" and doc.undo_stack.count() == 0


def test_the_context_menu_renames_a_query(kino):
    doc = kino.document
    QTest.keyClick(kino.canvas, Qt.Key.Key_Q)  # a second query: q1 and q2
    q2 = doc.scene.queries[1]
    point = kino.canvas.data_to_viewport(q2.x, q2.y)
    settle()
    QTest.mouseMove(kino.canvas.viewport(), point)
    QTest.mouseClick(kino.canvas.viewport(), Qt.MouseButton.RightButton, pos=point)
    menu = kino.scene_edits.menu
    rename = [a for a in menu.actions() if a.text() == "Rename…"]
    assert rename
    seen = while_modal(rename_to("black"))
    rename[0].trigger()
    menu.close()
    assert seen
    assert [q.label for q in doc.scene.queries] == ["q1", "black"]
    assert kino.panels["attention_map"].heatmap.query_labels[1] == "black"


# -- the scene's title and caption ----------------------------------------------------------------
def test_title_and_caption_are_one_undo_step_and_saved(kino, tmp_path, monkeypatch):
    doc = kino.document
    out = tmp_path / "titled.kino"
    monkeypatch.setattr(
        "app.controllers.files.QFileDialog.getSaveFileName", lambda *a, **k: (str(out), "")
    )

    def write_text(dialog):
        assert focused() is dialog.title_edit
        focused().selectAll()
        type_text("Keys that agree")
        press(Qt.Key.Key_Tab)
        type_text("Two keys point the same way.")
        QTest.mouseClick(
            dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
            Qt.MouseButton.LeftButton,
        )

    seen = while_modal(write_text)
    menu_action(kino, "Title and caption…").trigger()
    assert seen
    written = ("Keys that agree", "Two keys point the same way.")
    assert (doc.scene.title, doc.scene.caption) == written
    assert doc.undo_stack.count() == 1
    assert kino.menus.undo_action.text() == "Undo edit the title and caption"
    assert kino.window.isWindowModified()
    kino.window.activateWindow()
    settle()
    QTest.keyClick(kino.window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    saved = load_snapshot(out).snapshot.scene
    assert (saved.title, saved.caption) == written
    QTest.keyClick(kino.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert doc.scene.title == "Attention is a soft lookup" and doc.scene.caption == ""


# -- undo steps named in words --------------------------------------------------------------------
def test_undo_names_every_step_in_words(kino):
    doc = kino.document
    canvas = kino.canvas
    names: list[str] = []

    def step():
        names.append(kino.menus.undo_action.text())

    q = doc.scene.queries[0]
    drag(canvas, (q.x, q.y), (-1.0, 2.0))
    step()
    canvas.setFocus()
    QTest.keyClick(canvas, Qt.Key.Key_Up)
    step()
    QTest.keyClick(canvas, Qt.Key.Key_BracketRight)
    step()
    QTest.keyClick(canvas, Qt.Key.Key_Plus)
    step()
    QTest.mouseClick(kino.toolbar.reroll_button, Qt.MouseButton.LeftButton)
    step()
    QTest.mouseClick(kino.toolbar.add_key_button, Qt.MouseButton.LeftButton)
    step()
    doc.edit_key(0, label="cat")
    step()
    doc.edit_key(0, color="#CC79A7")
    step()
    QTest.keyClick(canvas, Qt.Key.Key_Delete)  # the new key E is selected
    step()
    QTest.keyClick(canvas, Qt.Key.Key_Q)
    step()
    assert names == [
        "Undo drag q",
        "Undo move q",
        "Undo turn q",
        "Undo set d to 4",
        "Undo re-roll the hidden coordinates",
        "Undo add key E",
        "Undo rename key A to ‘cat’",
        "Undo recolour key cat",
        "Undo delete key E",
        "Undo add query q2",
    ]
    QTest.keyClick(kino.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert kino.menus.redo_action.text() == "Redo add query q2"


def test_presets_are_named_by_their_title_in_the_undo_menu(kino):
    for number, preset in enumerate(list_presets()[:9], start=1):
        QTest.keyClick(kino.window, Qt.Key.Key_0 + number)
        assert kino.menus.undo_action.text() == f"Undo load preset ‘{preset.title}’"
        assert preset.name not in kino.menus.undo_action.text() or " " in preset.name


# -- headings -------------------------------------------------------------------------------------
# The shell's layout policy gives the output and readouts row each its readable minimum and an
# equal share of the rest: the output's two full headings need a 1920-pixel window (at 1600 they
# read "without scaling" / "scaled by 1/√d", as the loop allows).
@pytest.mark.parametrize("size", [(1920, 1080), (900, 560)])
def test_output_and_weights_headings_use_the_same_words(kino, size):
    kino.window.resize(*size)
    settle()
    charts = {"unscaled": kino.panels["weights"].unscaled, "scaled": kino.panels["weights"].scaled}
    for series, words in SERIES_WORDS.items():
        title = charts[series].title_text(kino.document.result)
        assert title in (series_heading("weights", series), words)
        heading = kino.panels["output"].heading(series)
        assert heading in (series_heading("output", series), words) or (
            heading.endswith("…") and words.startswith(heading[:-1])
        ), heading
    if size == (1920, 1080):
        assert kino.panels["output"].heading("unscaled") == "output, without scaling"
        assert kino.panels["output"].heading("scaled") == "output, scaled by 1/√d"
    headers = kino.panels["readouts"].header_texts()
    assert headers == list(SERIES_WORDS.values())


def test_at_lecture_scale_the_output_never_says_unscaled(kino):
    from app.common.theme import Style

    kino.style.apply_style(Style(theme=kino.style.ui_style.theme, scale=3.0))
    kino.window.resize(900, 560)
    settle()
    for series in SERIES_WORDS:
        assert kino.panels["output"].heading(series) not in ("unscaled", "scaled")


def test_with_several_queries_the_scores_table_names_the_query(kino):
    canvas = kino.canvas
    canvas.setFocus()
    assert kino.panels["scores"].headers()[3] == "score q·k"
    QTest.keyClick(canvas, Qt.Key.Key_Q)  # q1 and q2; q2 is selected
    assert kino.panels["scores"].headers()[3] == "score q2·k"
    QTest.keyClick(canvas, Qt.Key.Key_Backtab)  # back to q1
    assert kino.document.selected_query == 0
    assert kino.panels["scores"].headers()[3] == "score q1·k"
    QTest.keyClick(kino.window, Qt.Key.Key_0 + preset_number("translation-matrix"))
    assert kino.panels["scores"].headers()[3] == "score (q: the)·k"


# -- the modified mark --------------------------------------------------------------------------
def test_edits_that_cancel_out_leave_the_title_unmodified(kino):
    canvas = kino.canvas
    canvas.setFocus()
    assert not kino.window.isWindowModified()
    QTest.mouseClick(kino.toolbar.add_key_button, Qt.MouseButton.LeftButton)
    assert kino.window.isWindowModified()
    QTest.keyClick(canvas, Qt.Key.Key_Delete)  # the new key, selected
    assert not kino.window.isWindowModified()  # the scene is the one it started as
    QTest.keyClick(canvas, Qt.Key.Key_Right)
    QTest.keyClick(canvas, Qt.Key.Key_Left)  # one merged undo step that moves nothing
    assert not kino.window.isWindowModified()
    QTest.keyClick(canvas, Qt.Key.Key_Plus)
    assert kino.window.isWindowModified()
    QTest.keyClick(kino.window, Qt.Key.Key_Z, CTRL)
    assert not kino.window.isWindowModified()
    assert not kino.files.is_dirty()  # nothing to ask about before closing
