"""The lecture hall at the desk (issue 29): a deck file follows the language, the lecturer's
theme survives presets and files, a preset's caption shows at the desk, an edited deck says so
in the title and is asked about, and the small things of item 12."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from app.common.shell_interface import Choice
from kino_core import deck as deck_files
from kino_core.deck import lesson_path, load_deck, load_lesson
from kino_core.presets import load_preset
from kino_core.snapshot import Snapshot, save_snapshot

from .conftest import drag, settle

STEP_WITH_NUMBERS = 2  # step 3 names the four weights (test_lesson_languages.py checks it)


@pytest.fixture
def talk(tmp_path):
    """A deck file with its translations beside it, as a lecturer copies the lesson's files:
    talk.kinodeck, talk.de.kinodeck, talk.es.kinodeck."""
    for code, suffix in (("en", ""), ("de", ".de"), ("es", ".es")):
        shutil.copy(lesson_path("attention", code), tmp_path / f"talk{suffix}.kinodeck")
    return tmp_path / "talk.kinodeck"


def banner_text(kino) -> tuple[str, str]:
    banner = kino.presentation.banner
    return banner.title_label.text(), banner.caption_label.text()


def press(kino, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(kino.window, key, modifier)
    settle()


# -- 5. the language ---------------------------------------------------------------------------


def test_a_deck_file_with_translations_follows_the_language(language, kino, talk):
    assert set(deck_files.deck_translations(talk)) == {"", "de", "es"}
    kino.files.open_path(str(talk), ask=False)  # what `kino talk.kinodeck` does
    lecture = kino.lecture
    lecture.go_to(STEP_WITH_NUMBERS, animate=False)
    settle()
    english = load_lesson("attention", "en").steps[STEP_WITH_NUMBERS]
    assert banner_text(kino) == (english.title, english.caption)
    kino.menus.language_actions["de"].trigger()
    settle()
    german = load_deck(talk.with_name("talk.de.kinodeck")).deck.steps[STEP_WITH_NUMBERS]
    assert lecture.index == STEP_WITH_NUMBERS
    assert banner_text(kino) == (german.title, german.caption)
    # The room reads the same numbers in the caption and on the bars: decimal commas in both.
    bars = kino.panels["weights"].unscaled.value_texts()
    assert bars == ["0,73", "0,27", "0,00", "0,00"]
    caption = banner_text(kino)[1]
    assert all(f"{key} {value}" in caption for key, value in zip("ABCD", bars, strict=True))
    # Save writes the German file now, and the title names it.
    assert lecture.path == talk.with_name("talk.de.kinodeck").resolve()
    assert "talk.de" in kino.window.windowTitle()
    kino.menus.language_actions["es"].trigger()
    settle()
    spanish = load_deck(talk.with_name("talk.es.kinodeck")).deck.steps[STEP_WITH_NUMBERS]
    assert banner_text(kino) == (spanish.title, spanish.caption)
    kino.menus.language_actions["en"].trigger()
    settle()
    assert banner_text(kino) == (english.title, english.caption)
    assert lecture.path == talk.resolve()


def test_a_deck_file_opened_in_german_shows_its_german_translation(language, kino, talk):
    language("de")
    settle()
    kino.files.open_path(str(talk), ask=False)
    settle()
    german = load_deck(talk.with_name("talk.de.kinodeck")).deck
    assert kino.lecture.deck == german
    assert banner_text(kino) == (german.steps[0].title, german.steps[0].caption)


def test_a_deck_file_alone_or_edited_keeps_its_words(language, kino, talk, tmp_path):
    alone = tmp_path / "alone" / "mine.kinodeck"
    alone.parent.mkdir()
    shutil.copy(talk, alone)
    assert deck_files.deck_translations(alone) == {}
    kino.files.open_path(str(alone), ask=False)
    settle()
    english = banner_text(kino)
    kino.menus.language_actions["de"].trigger()
    settle()
    assert banner_text(kino) == english  # the author's words, as written
    kino.menus.language_actions["en"].trigger()
    kino.files.open_path(str(talk), ask=False)
    kino.lecture.action_add.trigger()  # an edited deck: its words are the lecturer's now
    settle()
    words = banner_text(kino)
    kino.menus.language_actions["de"].trigger()
    settle()
    assert banner_text(kino) == words and kino.lecture.modified


def test_saving_an_edited_deck_keeps_the_words_on_screen(language, kino, talk, monkeypatch):
    from app.controllers.lecture import caption_dialog

    kino.files.open_path(str(talk), ask=False)
    lecture = kino.lecture

    def fake_exec(dialog) -> int:
        dialog.caption_edit.setPlainText("My own words for the first step.")
        return 1

    monkeypatch.setattr(caption_dialog.CaptionDialog, "exec", fake_exec)
    lecture.action_caption.trigger()  # words only: the German file still matches step for step
    kino.menus.language_actions["de"].trigger()
    settle()
    assert banner_text(kino)[1] == "My own words for the first step."  # edited: kept
    lecture.action_save.trigger()  # saved where it was: the lecturer's words stay on screen
    settle()
    assert not lecture.modified and lecture.path == talk.resolve()
    assert banner_text(kino)[1] == "My own words for the first step."


def test_a_preset_edited_by_a_drag_keeps_the_drag_when_the_language_changes(language, kino):
    """Key 1, drag key A, View ▸ Language ▸ Deutsch: the dragged key stays where it was put,
    the scene is still marked unsaved and Ctrl+Z still puts A back; the preset's words stay
    the lecturer's (an edited preset is not re-worded, test_a_preset_speaks_the_windows_language).
    """
    canvas = kino.canvas
    press(kino, Qt.Key.Key_1)
    preset = load_preset("four-keys").scene
    assert kino.document.scene == preset
    start = canvas.position_of("key", 0)
    drag(canvas, start, (start[0] + 0.5, start[1] - 0.4))
    settle()
    moved = canvas.position_of("key", 0)
    assert moved != start and kino.window.isWindowModified()
    words = banner_text(kino)
    kino.menus.language_actions["de"].trigger()
    settle()
    assert kino.menus.help_menu.title() == "&Hilfe"  # the window speaks German now
    assert canvas.position_of("key", 0) == moved  # the edit is on the canvas
    assert kino.window.isWindowModified() and kino.document.is_modified  # and still unsaved
    assert banner_text(kino) == words
    QTest.keyClick(canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()
    assert canvas.position_of("key", 0) == start  # the drag is one undo step, as before
    assert kino.document.scene == preset and not kino.window.isWindowModified()


def test_the_lesson_file_edited_on_a_step_keeps_the_edit_when_the_language_changes(language, kino):
    """The lesson opened as a file (``kino attention.kinodeck``; its translations lie beside
    it), key A dragged on step 3, then Deutsch: the step shows in German with A where it was
    dragged, still unsaved. Then Lesson ▸ Replace this step with the scene (the deck is
    edited), and English: the edited deck keeps its words and its step keeps the drag."""
    canvas = kino.canvas
    kino.files.open_path(str(lesson_path("attention", "en")), ask=False)
    kino.lecture.go_to(STEP_WITH_NUMBERS, animate=False)
    settle()
    start = canvas.position_of("key", 0)
    drag(canvas, start, (start[0] + 0.5, start[1] - 0.4))
    settle()
    moved = canvas.position_of("key", 0)
    assert moved != start and kino.window.isWindowModified()
    kino.menus.language_actions["de"].trigger()
    settle()
    german = load_lesson("attention", "de").steps[STEP_WITH_NUMBERS]
    assert banner_text(kino) == (german.title, german.caption)
    assert canvas.position_of("key", 0) == moved
    assert kino.window.isWindowModified() and kino.document.is_modified
    # The drag is still one undo step, and undoing it keeps the German words on screen (the
    # undo history took them too: Ctrl+Z brought back the English caption on a German deck).
    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(canvas, Qt.Key.Key_Z, ctrl)
    settle()
    assert canvas.position_of("key", 0) == start
    assert banner_text(kino) == (german.title, german.caption)
    assert not kino.window.isWindowModified()  # the step as the German deck has it
    QTest.keyClick(canvas, Qt.Key.Key_Z, ctrl | shift)
    settle()
    assert canvas.position_of("key", 0) == moved
    assert banner_text(kino) == (german.title, german.caption)
    kino.lecture.action_replace.trigger()  # the step is the lecturer's now
    settle()
    assert kino.lecture.modified and kino.window.isWindowModified()
    kino.menus.language_actions["en"].trigger()
    settle()
    assert kino.menus.help_menu.title() == "&Help"
    assert banner_text(kino) == (german.title, german.caption)  # the edited deck's words
    assert canvas.position_of("key", 0) == moved
    step = kino.lecture.deck.steps[STEP_WITH_NUMBERS]
    assert (step.scene.keys[0].x, step.scene.keys[0].y) == moved
    assert kino.lecture.modified and kino.window.isWindowModified()


def test_the_output_titles_follow_the_language(language, alone, qtbot):
    panel, _document = alone("output", size=(700, 220))
    before = panel.grab().toImage()
    language("de")
    settle()
    panel.repaint()
    german, _ = alone("output", size=(700, 220))
    assert "Ausgabe" in german.heading("unscaled") or "ohne" in german.heading("unscaled")
    # What the first panel paints now is what a panel made in German paints.
    assert panel.grab().toImage() == german.grab().toImage()
    assert panel.grab().toImage() != before


# -- 7. the theme ------------------------------------------------------------------------------


def test_a_preset_or_a_file_keeps_the_lecturers_theme(kino, tmp_path):
    kino.menus.theme_actions["dark"].trigger()
    settle()
    press(kino, Qt.Key.Key_2)  # preset 2, saved in the light theme
    assert load_preset("two-keys-tied").view.theme == "light"
    assert kino.document.scene == load_preset("two-keys-tied").scene
    assert kino.layout.view_state.theme == "dark" and kino.style.ui_style.theme.name == "dark"
    path = tmp_path / "light.kino"
    save_snapshot(path, load_preset("four-keys"))
    kino.files.open_path(str(path), ask=False)
    settle()
    assert kino.style.ui_style.theme.name == "dark"
    assert kino.canvas.backgroundBrush().color().name() != "#ffffff"


# -- 8. a preset's caption at the desk -------------------------------------------------------


def test_a_preset_shows_its_caption_at_the_desk_until_dismissed(kino, qtbot):
    banner = kino.presentation.banner
    assert not banner.isVisible()  # the default scene has no caption
    press(kino, Qt.Key.Key_2)
    preset = load_preset("two-keys-tied").scene
    assert banner.isVisible() and banner_text(kino) == (preset.title, preset.caption)
    assert banner.geometry().top() == 0 and banner.height() > 20
    canvas_top = kino.canvas.mapTo(kino.window.centralWidget(), QPoint(0, 0)).y()
    assert canvas_top >= banner.geometry().bottom()  # the banner is above, not over, the canvas
    close = banner.close_button
    assert close.isVisible()
    QTest.mouseClick(close, Qt.MouseButton.LeftButton)
    settle()
    assert not banner.isVisible()
    press(kino, Qt.Key.Key_3)  # the next preset shows its own
    assert banner.isVisible() and banner_text(kino)[1] == load_preset("long-query").scene.caption
    kino.document.undo_stack.undo()  # back to preset 2, whose caption was dismissed
    settle()
    assert not banner.isVisible()


def test_presenting_has_no_close_button_on_the_caption(kino):
    press(kino, Qt.Key.Key_2)
    kino.presentation.enter(full_screen=False)
    settle()
    banner = kino.presentation.banner
    assert banner.isVisible() and not banner.close_button.isVisible()
    kino.presentation.leave()


# -- 9. an edited deck -------------------------------------------------------------------------


def test_an_edited_deck_shows_in_the_title_and_is_asked_about(kino, monkeypatch):
    lecture = kino.lecture
    lecture.open_lesson(ask=False)
    settle()
    assert "Attention" in kino.window.windowTitle() and not kino.window.isWindowModified()
    lecture.action_add.trigger()
    settle()
    assert lecture.step_text().startswith("2 /")
    assert f"deck “{load_lesson().title}”" in kino.window.windowTitle()
    assert kino.window.isWindowModified()  # the title's "*"
    asked = []

    def answer(title, text, question):
        asked.append(question)
        return Choice.CANCEL

    monkeypatch.setattr(kino.messages, "ask_save_discard_cancel", answer)
    scene = kino.document.scene
    press(kino, Qt.Key.Key_2)  # a preset: Cancel keeps everything
    assert asked == ["Save the deck before you load a preset?"]
    assert kino.document.scene == scene and lecture.modified
    monkeypatch.setattr(kino.messages, "ask_save_discard_cancel", lambda *_: Choice.DISCARD)
    press(kino, Qt.Key.Key_2)  # Discard: the preset, and the edited deck is closed
    assert kino.document.scene == load_preset("two-keys-tied").scene
    assert lecture.deck is None and "deck" not in kino.window.windowTitle()
    assert not kino.window.isWindowModified()


def test_opening_a_file_asks_about_an_edited_deck(kino, tmp_path, monkeypatch):
    path = tmp_path / "a.kino"
    save_snapshot(path, Snapshot(load_preset("four-keys").scene))
    kino.lecture.open_lesson(ask=False)
    kino.lecture.action_delete.trigger()
    asked = []
    monkeypatch.setattr(
        kino.messages, "ask_save_discard_cancel", lambda t, x, q: asked.append(q) or Choice.CANCEL
    )
    assert not kino.files.open_path(str(path))
    assert asked == ["Save the deck before you open another file?"]
    assert kino.lecture.modified


# -- 12. the small things ----------------------------------------------------------------------


def right_click_menu(kino, kind: str, index: int):
    vector = (kino.document.scene.keys if kind == "key" else kino.document.scene.queries)[index]
    point = kino.canvas.data_to_viewport(vector.x, vector.y)
    settle()
    QTest.mouseMove(kino.canvas.viewport(), point)
    QTest.mouseClick(kino.canvas.viewport(), Qt.MouseButton.RightButton, pos=point)
    menu = kino.scene_edits.menu
    texts = [action.text() for action in menu.actions()]
    return menu, texts


def test_the_right_click_menus_offer_rename_position_delete(kino, monkeypatch):
    menu, texts = right_click_menu(kino, "key", 1)
    menu.close()
    assert texts == ["Rename or recolour…", "Position of B…", "Delete key B"]
    menu, texts = right_click_menu(kino, "query", 0)
    menu.close()
    assert texts == ["Rename…", "Position of q…", "Delete query q"]
    # Position of B… moves B (the dialog answered as a user would).
    from app.common import dialogs

    monkeypatch.setattr(dialogs.ExactPositionDialog, "exec", lambda self: 1)
    monkeypatch.setattr(dialogs.ExactPositionDialog, "position", lambda self: (1.5, -0.5))
    menu, _texts = right_click_menu(kino, "key", 1)
    menu.actions()[1].trigger()
    menu.close()
    key = kino.document.scene.keys[1]
    assert (key.label, key.x, key.y) == ("B", 1.5, -0.5)


def test_learn_never_says_fallen_by_100_percent_unless_it_has(kino):
    from dataclasses import replace

    import numpy as np

    from app.panels.learn import learn_message
    from kino_core.learn import DEFAULT_LEARNING_RATE, LearnRun, learn

    scene = kino.document.scene
    run = learn(scene, 0, scene.keys[0].rgb, DEFAULT_LEARNING_RATE, 1)
    descents = {
        w: replace(run[w], loss=np.array([1.0, 0.0003]), gradient_norm=np.array([0.5, 0.4]))
        for w in ("unscaled", "scaled")
    }
    text = learn_message("q", LearnRun(**descents), 1, {w: np.array([0.5, 0.5]) for w in descents})
    assert "fallen by 99.97%." in text and "100%" not in text


def test_a_clean_quit_reopens_the_last_file(qtbot, tmp_path):
    from app.shell.compose import build_app

    path = tmp_path / "mine.kino"
    save_snapshot(path, load_preset("long-query"))
    first = build_app()
    qtbot.addWidget(first.window)
    first.files.open_path(str(path), ask=False)
    first.document.set_d(64)  # then Discard at the close (the fixture's answer)
    first.window.close()
    second = build_app()
    qtbot.addWidget(second.window)
    assert second.files.restore_session()
    assert second.document.source == path.resolve()
    assert second.document.scene == load_preset("long-query").scene  # as on disk
    assert not second.window.isWindowModified()


def test_a_clean_quit_brings_back_the_preset_or_the_deck_step(qtbot, talk):
    from app.shell.compose import build_app

    first = build_app()
    qtbot.addWidget(first.window)
    first.files.load_preset("two-keys-tied")
    first.window.close()
    second = build_app()
    qtbot.addWidget(second.window)
    assert second.files.restore_session()
    assert second.document.scene == load_preset("two-keys-tied").scene
    second.files.open_path(str(talk), ask=False)
    second.lecture.go_to(4, animate=False)
    second.window.close()
    third = build_app()
    qtbot.addWidget(third.window)
    assert third.files.restore_session()
    assert third.lecture.path == talk.resolve() and third.lecture.index == 4


def test_a_clean_quit_brings_back_the_built_in_lesson_at_its_step(qtbot):
    """The lecturer opens File ▸ Open lesson: Attention, pages to step 4 and quits: kino
    started on an untitled copy of step 4 (no deck, no step counter, PageDown dead), because
    only a deck file was remembered. It starts on the lesson at step 4, as a deck file does."""
    from app.shell.compose import build_app

    first = build_app()
    qtbot.addWidget(first.window)
    first.window.show()
    first.lecture.action_open_lesson.trigger()  # File ▸ Open lesson: Attention
    settle()
    for _ in range(3):
        press(first, Qt.Key.Key_PageDown)
    assert first.lecture.step_text() == f"4 / {len(load_lesson().steps)}"
    first.window.close()
    second = build_app()
    qtbot.addWidget(second.window)
    second.window.show()
    assert second.files.restore_session()
    settle()
    lesson = load_lesson()
    assert second.lecture.deck is not None and second.lecture.lesson == "attention"
    assert second.lecture.step_text() == f"4 / {len(lesson.steps)}"
    assert second.document.scene == lesson.steps[3].scene
    assert f"deck “{lesson.title}”" in second.window.windowTitle()
    assert not second.window.isWindowModified()
    press(second, Qt.Key.Key_PageDown)  # the clicker goes on where it stopped
    assert second.lecture.step_text().startswith("5 /")


def test_a_file_opened_over_the_lesson_comes_back_over_it(qtbot, tmp_path):
    """Mid-lecture the lecturer opens their own file (the title: "mine · deck …") and quits:
    kino started on the lesson's step and the file was gone from the screen. Both come back,
    as they were left: the file on screen, the lesson behind it at its step."""
    from app.shell.compose import build_app

    path = tmp_path / "mine.kino"
    save_snapshot(path, load_preset("long-query"))
    first = build_app()
    qtbot.addWidget(first.window)
    first.window.show()
    first.lecture.action_open_lesson.trigger()
    settle()
    for _ in range(3):
        press(first, Qt.Key.Key_PageDown)
    assert first.files.open_path(str(path))
    press(first, Qt.Key.Key_Plus)  # an edit, discarded at the quit (the fixture's answer)
    first.window.close()
    second = build_app()
    qtbot.addWidget(second.window)
    second.window.show()
    assert second.files.restore_session()
    settle()
    lesson = load_lesson()
    assert second.document.source == path.resolve()
    assert second.document.scene == load_preset("long-query").scene  # as on disk
    assert second.window.windowTitle().startswith("kino — mine · deck")
    assert not second.window.isWindowModified()
    press(second, Qt.Key.Key_PageDown)  # the clicker goes on from the lesson's step
    assert second.lecture.step_text() == f"5 / {len(lesson.steps)}"


def test_the_built_in_lesson_comes_back_in_the_language_kino_starts_in(qtbot, language):
    from app.shell.compose import build_app

    first = build_app()
    qtbot.addWidget(first.window)
    first.window.show()
    first.lecture.action_open_lesson.trigger()
    settle()
    press(first, Qt.Key.Key_PageDown)
    first.window.close()
    language("es")  # the next start is in Spanish (View ▸ Language, or --language es)
    second = build_app()
    qtbot.addWidget(second.window)
    second.window.show()
    assert second.files.restore_session()
    settle()
    spanish = load_lesson("attention", "es")
    assert second.lecture.lesson_language == "es"
    assert second.lecture.step_text() == f"2 / {len(spanish.steps)}"
    assert banner_text(second) == (spanish.steps[1].title, spanish.steps[1].caption)


def test_a_lesson_step_edited_then_discarded_at_quit_comes_back_as_shipped(qtbot):
    """Discard at the quit means it (README): the lesson comes back at the step, without the
    edit and without the step that was added."""
    from app.shell.compose import build_app

    first = build_app()
    qtbot.addWidget(first.window)
    first.window.show()
    first.lecture.open_lesson(ask=False)
    settle()
    press(first, Qt.Key.Key_PageDown)
    first.lecture.action_add.trigger()  # Lesson ▸ Add the scene as a step: 3 / 18
    settle()
    press(first, Qt.Key.Key_Plus)  # d doubles on the added step
    assert first.window.isWindowModified()
    first.window.close()  # the fixture's answer to Save / Discard / Cancel is Discard
    assert first.window.isHidden()
    second = build_app()
    qtbot.addWidget(second.window)
    assert second.files.restore_session()
    lesson = load_lesson()
    assert second.lecture.step_text() == f"3 / {len(lesson.steps)}"
    assert second.document.scene == lesson.steps[2].scene
    assert not second.window.isWindowModified()


def test_after_discard_neither_a_preset_nor_a_file_can_be_undone_into_it(kino, tmp_path):
    doc = kino.document
    path = tmp_path / "a.kino"
    save_snapshot(path, load_preset("four-keys"))
    for load in (lambda: press(kino, Qt.Key.Key_2), lambda: kino.files.open_path(str(path))):
        doc.set_d(77)  # unsaved; the fixture answers Discard
        load()
        loaded = doc.scene
        assert loaded.d != 77
        kino.canvas.setFocus()
        QTest.keyClick(kino.canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        settle()
        assert doc.scene == loaded  # the discarded scene stays discarded
    # With nothing unsaved, a preset is still one undo step back to the scene before it.
    before = doc.scene
    press(kino, Qt.Key.Key_3)
    QTest.keyClick(kino.canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()
    assert doc.scene == before


@pytest.mark.parametrize(
    ("code", "title", "words"),
    [
        ("de", "Eine lange Anfrage", "Eine lange Anfrage, die nahe an A zeigt."),
        ("es", "Una consulta larga", "Una consulta larga que apunta cerca de A."),
    ],
)
def test_a_preset_speaks_the_windows_language(language, kino, code, title, words):
    """View ▸ Language, then key 3: the Presets menu and the caption banner are in that
    language, with its decimal commas (0,98), and English again after switching back."""
    kino.menus.language_actions[code].trigger()
    settle()
    entries = [action.text() for action in kino.menus.preset_actions]
    assert entries[2] == title and "Attention is a soft lookup" not in entries
    press(kino, Qt.Key.Key_3)
    shown_title, caption = banner_text(kino)
    assert shown_title == title and caption.startswith(words) and "0,98" in caption
    assert kino.document.scene.caption == caption  # a saved preset keeps the words it showed
    kino.menus.language_actions["en"].trigger()
    settle()
    assert kino.menus.preset_actions[2].text() == "A long query"
    # The untouched preset on screen follows the language, as the lesson does, with no edit.
    english = load_preset("long-query").scene
    assert banner_text(kino) == (english.title, english.caption)
    assert kino.document.scene == english and not kino.document.is_modified
    assert not kino.document.undo_stack.canRedo()
    press(kino, Qt.Key.Key_Plus)  # d doubles: an edit, the scene is the lecturer's now
    assert kino.document.is_modified and kino.document.scene.d == 2 * english.d
    kino.menus.language_actions[code].trigger()
    settle()
    assert banner_text(kino)[0] == "A long query"  # an edited preset keeps its words
    kino.menus.language_actions["en"].trigger()
    settle()
    press(kino, Qt.Key.Key_4)
    assert banner_text(kino)[0] == "Saturation at d = 512"


def test_a_preset_caption_at_the_desk_is_whole_to_its_last_line(kino):
    """Preset 8 at 1600x1000: the caption's last line was cut by the close button's row (its
    ✕ is taller than the title), so the underscores of k_A and k_B vanished."""
    kino.window.resize(1600, 1000)
    settle()
    QTest.keyClick(kino.canvas, Qt.Key.Key_8)
    settle()
    banner = kino.presentation.banner
    caption = banner.caption_label
    assert caption.isVisible() and "k_A" in caption.text()
    # The label has the height its wrapped text needs, and lies whole inside the banner.
    assert caption.height() >= caption.heightForWidth(caption.width())
    assert banner.rect().contains(caption.geometry())
