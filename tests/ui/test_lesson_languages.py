"""The built-in lesson in the app's language: opened from the Lesson menu in German, followed
when View ▸ Language changes (at the same step, never over an edited deck), and exported in a
language from the command line."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from kino_core import evaluate
from kino_core.deck import lesson_path, load_lesson

from .conftest import settle
from .test_lecture import run_cli

SATURATION = 8  # step 9, "Saturation at d = 512" (the tests of test_deck.py check it is)


def open_lesson_from_the_menu(kino, text: str) -> None:
    """Lesson ▸ (the open-lesson entry, found by the text the menu shows)."""
    menu = kino.menus.bar["Lesson"]
    matches = [action for action in menu.actions() if action.text() == text]
    assert len(matches) == 1, [action.text() for action in menu.actions()]
    matches[0].trigger()
    settle()


def shown_text(kino) -> tuple[str, str]:
    """The step title and caption on screen (the caption banner)."""
    banner = kino.presentation.banner
    return banner.title_label.text(), banner.caption_label.text()


def test_kino_in_german_opens_the_german_lesson(language, kino):
    language("de")
    settle()
    open_lesson_from_the_menu(kino, "Lektion öffnen: Attention")
    german = load_lesson("attention", "de")
    lecture = kino.lecture
    assert lecture.deck == german and lecture.lesson_language == "de"
    assert kino.document.scene == german.steps[0].scene
    assert shown_text(kino) == (german.steps[0].title, german.steps[0].caption)
    assert shown_text(kino)[0] == "Attention ist ein weiches Nachschlagen"
    # Step 3 names the four weights: the bars show them exactly so, with decimal commas.
    lecture.go_to(2, animate=False)
    settle()
    caption = shown_text(kino)[1]
    bars = kino.panels["weights"].unscaled.value_texts()
    assert bars == ["0,73", "0,27", "0,00", "0,00"]
    assert all(f"{key} {value}" in caption for key, value in zip("ABCD", bars, strict=True))


def test_switching_the_language_shows_the_lesson_in_it_at_the_same_step(language, kino):
    lecture = kino.lecture
    lecture.open_lesson(ask=False)
    lecture.go_to(SATURATION, animate=False)
    settle()
    assert shown_text(kino)[0] == "Saturation at d = 512"
    for code, title in (("es", "Saturación con d = 512"), ("de", "Sättigung bei d = 512")):
        kino.menus.language_actions[code].trigger()
        settle()
        deck = load_lesson("attention", code)
        assert lecture.deck == deck and lecture.index == SATURATION
        assert kino.document.scene == deck.steps[SATURATION].scene
        assert shown_text(kino) == (title, deck.steps[SATURATION].caption)
        assert lecture.step.notes == deck.steps[SATURATION].notes  # the presenter's too
        assert not lecture.modified and not kino.document.is_modified
    # Back to English, and on through the German-free deck: the next step is English too.
    kino.menus.language_actions["en"].trigger()
    settle()
    assert lecture.deck == load_lesson()
    lecture.next_step()
    assert shown_text(kino)[0] == "Can the query learn at d = 512?"


def test_an_edit_on_the_step_stays_when_the_language_changes(language, kino):
    lecture = kino.lecture
    lecture.open_lesson(ask=False)
    lecture.go_to(SATURATION, animate=False)
    settle()
    kino.document.set_d(64)  # the lecturer tries a smaller d, undoably
    kino.menus.language_actions["de"].trigger()
    settle()
    german = load_lesson("attention", "de").steps[SATURATION]
    assert kino.document.scene.d == 64  # the edit is kept ...
    assert shown_text(kino) == (german.title, german.caption)  # ... with the German words
    assert kino.document.undo_stack.canUndo()
    assert kino.panels["weights"].unscaled.value_texts() == [
        f"{w:.2f}".replace(".", ",") for w in evaluate(kino.document.scene).weights_unscaled[0]
    ]


def test_a_learn_run_on_screen_stays_when_the_language_changes(language, kino, qtbot):
    lecture = kino.lecture
    panel = kino.learn_dock.panel
    panel.step_ms = 2.0  # the lesson's run, faster than the eye
    lecture.open_lesson(ask=False)
    lecture.go_to(SATURATION + 1, animate=False)  # "Can the query learn at d = 512?"
    settle()
    assert lecture.step.learn is not None
    assert panel.current is None  # the step asks the room to predict: the run waits for R
    QTest.keyClick(kino.canvas, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: panel.current is not None, timeout=5000)
    run = panel.current
    kino.menus.language_actions["de"].trigger()
    settle()
    assert shown_text(kino)[0] == "Kann die Anfrage bei d = 512 lernen?"
    assert panel.current is run and kino.learn_dock.isVisible()  # the run goes on
    kino.document.set_d(256)  # another picture: that run no longer answers it
    settle()
    assert panel.current is None


def test_an_edited_or_saved_lesson_keeps_its_words(language, kino, tmp_path):
    lecture = kino.lecture
    lecture.open_lesson(ask=False)
    lecture.action_add.trigger()  # authoring: the deck now has 18 steps of the lecturer's
    edited = lecture.deck
    kino.menus.language_actions["de"].trigger()
    settle()
    assert lecture.deck is edited and lecture.modified
    assert shown_text(kino)[1] == edited.steps[lecture.index].caption
    # Saved as the author's own file: it stays in the words it was written in.
    assert lecture.save_to(tmp_path / "my-lesson.kinodeck")
    kino.menus.language_actions["es"].trigger()
    settle()
    assert lecture.deck is edited


def test_a_language_without_a_translated_lesson_gets_the_english_one(language, kino):
    language("pseudo")
    settle()
    kino.lecture.open_lesson(ask=False)
    assert kino.lecture.deck == load_lesson() and kino.lecture.lesson_language == "en"
    kino.menus.language_actions["es"].trigger()  # a language that has it: the lesson follows
    settle()
    assert kino.lecture.deck == load_lesson("attention", "es")


# -- the command line ---------------------------------------------------------------------------


def test_cli_exports_a_german_deck_step_with_german_numbers(tmp_path):
    out = tmp_path / "schritt3.svg"
    deck = lesson_path("attention", "de")
    done = run_cli(
        "--export", str(out), "--size", "1280x720", "--language", "de", str(deck), "--step", "3",
        tmp_path=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    texts = [t.strip() for t in re.findall(r"<text[^>]*>([^<]*)</text>", out.read_text("utf-8"))]
    assert "Softmax macht aus Scores Gewichte" in texts  # the German deck's title
    assert "0,73" in texts and "0.73" not in texts  # the bars write German numbers


def test_cli_refuses_a_language_it_does_not_have(tmp_path):
    out = tmp_path / "out.png"
    done = run_cli("--export", str(out), "--language", "klingon", tmp_path=tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip() == (
        "kino: --language: expected one of en, de, es, pseudo, found 'klingon'"
    )
    assert not out.exists()


TRY_IT = 15  # step 16, "Try it": the Code panel, and a caption that names its buttons


@pytest.mark.parametrize("code", ["en", "de", "es"])
def test_step_16_names_the_apply_button_as_it_reads_at_every_width(language, kino, code):
    """The caption and the notes end with "press Run, then <the Apply button's text>": the
    button the lecturer points at reads what the room is told to press, in a wide dock and in
    a narrow one (where a button once shortened "Apply to canvas" to "Apply")."""
    language(code)
    settle()
    lecture = kino.lecture
    lecture.open_lesson(ask=False)
    lecture.go_to(TRY_IT, animate=False)
    settle()
    panel = kino.panels["code"].panel
    assert kino.panels["code"].isVisible()
    step = load_lesson("attention", code).steps[TRY_IT]
    for width in (1800, 1024):
        kino.window.resize(width, 800)
        settle()
        panel.resize(panel.width() if width > 1024 else 260, panel.height())
        settle()
        button = panel.apply_button.text()
        caption = shown_text(kino)[1]
        assert caption == step.caption
        assert re.search(rf"\b{re.escape(button)}\.$", caption), (button, caption)
        assert re.search(rf"\b{re.escape(button)}\. ", lecture.step.notes), (button, width)


# -- exports follow the language as the window does (issue 29 item 5) -------------------------


def test_cli_exports_the_english_deck_file_in_the_language_asked(tmp_path):
    """`--language es` on attention.kinodeck: the Spanish words beside the Spanish numbers (it
    once kept the English title and caption, "3.00" over a table's "3,00")."""
    out = tmp_path / "paso9.svg"
    done = run_cli(
        "--export", str(out), "--size", "1280x720", "--language", "es",
        str(lesson_path("attention")), "--step", "9", tmp_path=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    texts = [t.strip() for t in re.findall(r"<text[^>]*>([^<]*)</text>", out.read_text("utf-8"))]
    spanish = load_lesson("attention", "es").steps[SATURATION]
    assert spanish.title in texts
    assert load_lesson("attention").steps[SATURATION].title not in texts


@pytest.mark.parametrize("suffix", [".pdf", ".mp4"])
@pytest.mark.parametrize("code", ["de", "es"])
def test_handouts_and_movies_of_a_deck_file_follow_the_language(
    language, monkeypatch, tmp_path, suffix, code
):
    """The same rule as the window's (kino_core.deck.deck_in_language): the deck a handout or a
    movie is made of is the file's translation into --language."""
    from app.cli import main
    from app.render import handout, movie

    made: list = []
    monkeypatch.setattr(handout, "write_handout", lambda _r, deck, *a, **k: made.append(deck))
    monkeypatch.setattr(movie, "write_deck_movie", lambda _r, deck, *a, **k: made.append(deck))
    monkeypatch.setenv("KINO_LANGUAGE", "en")  # main() sets it: put back after the test
    out = tmp_path / f"lesson{suffix}"
    assert main(["--export", str(out), str(lesson_path("attention")), "--language", code]) == 0
    assert made == [load_lesson("attention", code)]


def test_a_deck_file_whose_translation_does_not_match_keeps_its_words(tmp_path):
    """A translation that differs in more than words is not shown, in the window as in an
    export (one rule): the deck stays as its author wrote it."""
    from dataclasses import replace

    from kino_core.deck import load_deck_in_language, save_deck

    english, german = load_lesson("attention"), load_lesson("attention", "de")
    save_deck(tmp_path / "talk.kinodeck", english)
    save_deck(tmp_path / "talk.de.kinodeck", german)
    shown = load_deck_in_language(tmp_path / "talk.kinodeck", "de")
    assert (shown.deck, shown.language) == (german, "de")
    assert load_deck_in_language(tmp_path / "talk.de.kinodeck", "fr").deck == english
    steps = german.steps[:-1]  # one step short
    save_deck(tmp_path / "talk.de.kinodeck", replace(german, steps=steps))
    shown = load_deck_in_language(tmp_path / "talk.kinodeck", "de")
    assert (shown.deck, shown.language) == (english, "")


def _without_comments(code: str) -> list[str]:
    """The code's lines with every comment taken off: what runs."""
    lines = [line.split("  # ")[0].rstrip() for line in code.splitlines()]
    return [line for line in lines if not line.startswith("#")]


@pytest.mark.parametrize("code", ["de", "es"])
def test_the_code_panel_speaks_the_lessons_language_in_comments_only(language, kino, code):
    """Step 16 in German or Spanish: the Code panel's comments are German or Spanish (they
    were English under a German caption); the code itself is the English code, letter for
    letter, and switching back to English gives English comments again."""
    from kino_core.codegen import scene_code

    language(code)
    settle()
    kino.lecture.open_lesson(ask=False)
    kino.lecture.go_to(TRY_IT, animate=False)
    settle()
    editor = kino.panels["code"].panel.editor
    shown = editor.toPlainText()
    english = scene_code(kino.document.scene)
    first = {"de": "# Attention, wie kino sie", "es": "# Attention, tal como kino"}[code]
    assert shown.startswith(first), shown.splitlines()[0]
    assert {"de": "# Schlüssel A", "es": "# clave A"}[code] in shown
    assert _without_comments(shown) == _without_comments(english)
    language("en")
    settle()
    assert editor.toPlainText() == scene_code(kino.document.scene)


def test_edited_code_keeps_its_words_when_the_language_changes(language, kino):
    kino.lecture.open_lesson(ask=False)
    kino.lecture.go_to(TRY_IT, animate=False)
    settle()
    editor = kino.panels["code"].panel.editor
    editor.setFocus()
    QTest.keyClicks(editor, "# mine")
    typed = editor.toPlainText()
    language("de")
    settle()
    assert editor.toPlainText() == typed


def test_the_spanish_attention_map_reads_the_sentence_top_to_bottom(language, kino):
    """Step 15 in Spanish: the map's rows read "el, gato, negro, duerme" from the top, each
    row's largest weight under its French word (le, chat, noir, dort): a diagonal."""
    language("es")
    settle()
    kino.lecture.open_lesson(ask=False)
    kino.lecture.go_to(14, animate=False)
    settle()
    heatmap = kino.panels["attention_map"].heatmap
    assert heatmap.isVisible()
    rows = sorted(
        (box.rect.top(), box.text) for box in heatmap.text_boxes() if box.text.startswith("q: ")
    )
    words = list(dict.fromkeys(text for _top, text in rows))  # two maps: each label twice
    assert words == ["q: el", "q: gato", "q: negro", "q: duerme"]
    weights = evaluate(kino.document.scene).weights_unscaled
    assert [row.argmax() for row in weights] == [0, 1, 2, 3]
