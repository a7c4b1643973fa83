"""The built-in lesson in German and Spanish: the English deck's steps with other words.

Each translation is a whole deck (resources/lessons/attention.<language>.kinodeck, see
docs/deck-format.md). It must show exactly what the English deck shows (kino_core.deck.
translation_differences), leave no caption, title or note in English, and state only numbers that
kino computes, written with the language's decimal comma: the claims are the English deck's
(tests/test_deck.py, tests/test_lesson_notes.py), matched step by step.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from app.panels.registry import PANELS
from kino_core import evaluate
from kino_core.deck import (
    Deck,
    StepLearn,
    deck_to_json,
    lesson_language,
    lesson_languages,
    lesson_path,
    list_lessons,
    load_deck,
    load_lesson,
    translation_differences,
)

from .test_deck import CLAIMS, LEARN_STEPS, SCALING_TAUGHT, N, S, as_shown, step
from .test_lesson_notes import NOTE_CLAIMS

# The app's panels, as the app hands them to kino_core (which keeps no list of its own).
KNOWN = PANELS.catalog()

LANGUAGES = ("de", "es")


class Language:
    """How a language writes what the tests look for."""

    def __init__(self, weightings: str, scaled: str, scaling: str, ask: str, point: str) -> None:
        self.weighting = re.compile(weightings, re.IGNORECASE)
        self.scaled = scaled  # how a named weighting starts when it is the scaled one
        # No caption speaks of scaling before it is taught ("Skalarprodukt", "producto escalar"
        # are dot products, not scaling).
        self.scaling = re.compile(scaling, re.IGNORECASE)
        self.ask, self.point = ask, point  # speaker's notes: what to ask first, where to point


WRITING = {
    "de": Language(r"ohne Skalierung|skaliert\w*", "skal", "skalier", "Fragen Sie", "Zeigen Sie"),
    "es": Language(
        r"sin escalar|escalad[oa]s?", "escalad", "escalad|sin escalar", "Pregunte", "Señale"
    ),
}
# A number written with a decimal comma: "3,00", "−2,00", "+3,00", "22", "0,99999". A comma
# between numbers is followed by a space ("n_q = 4, n_k = 4"), so it is not a decimal comma.
NUMBER = re.compile(r"(?<![\w,])[+−]?\d+(?:,\d+)?")
DECIMAL_POINT = re.compile(r"\d\.\d")
# Words that give away an English sentence, and that neither language uses.
ENGLISH_WORDS = {"the", "and", "is", "of", "with", "to", "at", "weight", "weights", "query", "key"}
# The seed's formulas, restored (docs/lesson.md): quoted as they are, in every language.
FORMULAS = (
    "scores_j = q · k_j",
    "α = softmax(scores)",
    "output = Σ_j α_j v_j",
    "Attention(Q, K, V) = softmax(QKᵀ / √d_k) V",
    "√d",
)


@pytest.fixture(scope="module")
def english() -> Deck:
    return load_lesson()


@pytest.fixture(scope="module", params=LANGUAGES)
def translated(request) -> tuple[str, Deck]:
    result = load_deck(lesson_path("attention", request.param))
    assert result.warnings == ()
    return request.param, result.deck


def _pairs(english: Deck, deck: Deck):
    """(English step, translated step) in order."""
    return zip(english.steps, deck.steps, strict=True)


def _as_written(value: float, token: str) -> str:
    """``value`` as the translation must write it: like ``token``, with a decimal comma."""
    return as_shown(value, token.replace(",", ".")).replace(".", ",")


# -- the files --------------------------------------------------------------------------------


def test_the_lesson_is_shipped_in_english_german_and_spanish():
    assert lesson_languages("attention") == ["en", "de", "es"]
    assert list_lessons() == ["attention"]  # a translation is the same lesson, not another
    for code in LANGUAGES:
        path = lesson_path("attention", code)
        assert path.name == f"attention.{code}.kinodeck"
        deck = load_deck(path, KNOWN).deck
        assert path.read_text(encoding="utf-8") == deck_to_json(deck, KNOWN)
        assert load_lesson("attention", code, KNOWN) == deck


@pytest.mark.parametrize("code", [None, "en", "fr", "pseudo", ""])
def test_a_language_without_a_translation_gets_the_english_lesson(code, english):
    assert lesson_language("attention", code) == "en"
    assert lesson_path("attention", code) == lesson_path()
    assert load_lesson("attention", code) == english


# -- the same lesson --------------------------------------------------------------------------


def test_a_translation_shows_exactly_what_the_english_deck_shows(english, translated):
    _code, deck = translated
    assert translation_differences(english, deck) == []
    for a, b in _pairs(english, deck):
        # Only words differ: the picture, the panels, the weightings and Learn are the same.
        assert [(k.id, k.label, k.x, k.y, k.color) for k in a.scene.keys] == [
            (k.id, k.label, k.x, k.y, k.color) for k in b.scene.keys
        ]
        # The same queries; a translation may list them as its sentence reads.
        assert sorted((q.id, q.x, q.y) for q in a.scene.queries) == sorted(
            (q.id, q.x, q.y) for q in b.scene.queries
        )
        assert (a.scene.d, a.scene.seed, a.panels, a.weightings, a.learn) == (
            b.scene.d,
            b.scene.seed,
            b.panels,
            b.weightings,
            b.learn,
        )


def _moved_key(deck: Deck) -> Deck:
    first = deck.steps[3]
    keys = (replace(first.scene.keys[0], x=first.scene.keys[0].x + 0.5), *first.scene.keys[1:])
    steps = list(deck.steps)
    steps[3] = replace(first, scene=replace(first.scene, keys=keys))
    return replace(deck, steps=tuple(steps))


def _edited_step(deck: Deck, index: int, **changes) -> Deck:
    steps = list(deck.steps)
    scene_changes = {k: v for k, v in changes.items() if k in ("d", "seed", "keys", "queries")}
    step_changes = {k: v for k, v in changes.items() if k not in scene_changes}
    steps[index] = replace(
        steps[index], scene=replace(steps[index].scene, **scene_changes), **step_changes
    )
    return replace(deck, steps=tuple(steps))


def _relabelled_key(deck: Deck) -> Deck:
    scene = deck.steps[0].scene
    return _edited_step(deck, 0, keys=(replace(scene.keys[0], label="Z"), *scene.keys[1:]))


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (_moved_key, ["steps[3].scene.keys[0].x"]),
        (lambda deck: _edited_step(deck, 8, d=256), ["steps[8].scene.d"]),
        (lambda deck: _edited_step(deck, 0, seed=1), ["steps[0].scene.seed"]),
        (_relabelled_key, ["steps[0].scene.keys[0].label"]),
        (lambda deck: _edited_step(deck, 2, weightings="both"), ["steps[2].weightings"]),
        (
            lambda deck: _edited_step(deck, 1, panels=deck.steps[1].panels | {"code"}),
            ["steps[1].panels.code"],
        ),
        (lambda deck: _edited_step(deck, 0, learn=StepLearn("B")), ["steps[0].learn"]),
        (lambda deck: _edited_step(deck, 10, animation=None), ["steps[10].animation"]),
        (lambda deck: replace(deck, steps=deck.steps[:-1]), ["steps"]),
    ],
)
def test_translation_differences_names_what_is_not_words(english, change, expected):
    assert translation_differences(english, change(english)) == expected


def test_words_are_not_differences(english):
    renamed = []
    for s in english.steps:
        queries = tuple(replace(q, label=f"w{q.id}") for q in s.scene.queries)
        scene = replace(s.scene, title="T", caption="C", queries=queries)
        question = s.question and replace(s.question, wording="W")  # its wording is words too
        renamed.append(replace(s, scene=scene, notes="N", question=question))
    assert translation_differences(english, Deck("Titel", tuple(renamed))) == []


# -- no English left --------------------------------------------------------------------------


def _english_words(text: str) -> set[str]:
    return {word for word in re.findall(r"[A-Za-z]+", text) if word.lower() in ENGLISH_WORDS}


def test_nothing_is_left_in_english(english, translated):
    code, deck = translated
    assert deck.title != english.title and not _english_words(deck.title)
    for a, b in _pairs(english, deck):
        for field in ("title", "caption", "notes"):
            text = getattr(b, field)
            assert text and text != getattr(a, field), (code, a.title, field)
            assert not _english_words(text), (code, a.title, field, _english_words(text))
        if a.answer:  # the caption's held answer is words too
            assert b.answer and b.answer != a.answer, (code, a.title, "answer")
            assert not _english_words(b.answer), (code, a.title, _english_words(b.answer))
        for qa, qb in zip(a.scene.queries, b.scene.queries, strict=True):
            if qa.label.startswith("q: "):  # a word of the sentence being translated
                assert qb.label.startswith("q: ") and qb.label != qa.label, (code, qb.label)
                assert len(qb.label) <= 16
            else:
                assert qb.label == qa.label


def test_formulas_and_key_names_are_quoted_as_in_english(english, translated):
    code, deck = translated
    for a, b in _pairs(english, deck):
        for formula in FORMULAS:
            if formula in a.whole_caption:
                assert formula in b.whole_caption, (code, a.title, formula)
        # French source words are key labels: they stay French in every language.
        for word in ("noir", "chat", "dort"):
            assert (word in a.whole_caption) == (word in b.whole_caption), (code, a.title, word)
            assert (word in a.notes) == (word in b.notes), (code, a.title, word)


# -- every number is what kino computes, with a decimal comma ---------------------------------


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("title", list(CLAIMS))
def test_every_number_in_a_translated_caption_is_what_kino_computes(english, code, title):
    index, _ = step(english, title)
    s = load_lesson("attention", code).steps[index]
    result = evaluate(s.scene)
    caption = s.whole_caption  # with its held answer: what R shows is checked like the rest
    found = [(m.group(), m.start()) for m in NUMBER.finditer(caption)]
    claims = CLAIMS[title]
    assert not DECIMAL_POINT.search(caption), caption
    assert [token for token, _ in found] == [
        _as_written(compute(result), token)
        for (_kind, compute), (token, _) in zip(claims, found, strict=False)
    ] + [token for token, _ in found[len(claims) :]], caption
    assert len(found) == len(claims), f"{code} {title}: numbers {found}, {len(claims)} claims"
    if s.weightings == "both":
        # Both weightings on screen: a weight (or a readout of one) says which one it is.
        writing = WRITING[code]
        for (kind, _), (token, start) in zip(claims, found, strict=True):
            if kind == N:
                continue
            named = [m.group().lower() for m in writing.weighting.finditer(caption[:start])]
            assert named, f"{code} {title}: {token} does not say which weighting it is"
            assert named[-1].startswith(writing.scaled) == (kind == S), (code, title, token)


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("title", list(NOTE_CLAIMS))
def test_every_number_in_translated_notes_is_what_kino_computes(english, code, title):
    index, _ = step(english, title)
    s = load_lesson("attention", code).steps[index]
    result = evaluate(s.scene)
    found = [m.group() for m in NUMBER.finditer(s.notes)]
    claims = NOTE_CLAIMS[title]
    assert not DECIMAL_POINT.search(s.notes), s.notes
    expected = [
        _as_written(compute(result), token)
        for (_kind, compute), token in zip(claims, found, strict=False)
    ]
    assert found[: len(expected)] == expected, s.notes
    assert len(found) == len(claims), f"{code} {title}: numbers {found}, {len(claims)} claims"


def test_the_numbers_test_catches_a_wrong_or_point_written_number(english):
    """The comparison above, on a caption with one number off and one written with a point."""
    index, s = step(english, "Softmax turns scores into weights")
    result = evaluate(s.scene)
    claims = CLAIMS[s.title]
    for wrong in ("A 0,74", "A 0.73"):
        caption = load_lesson("attention", "de").steps[index].caption.replace("A 0,73", wrong)
        tokens = [m.group() for m in NUMBER.finditer(caption)]
        shown = [_as_written(c(result), t) for (_k, c), t in zip(claims, tokens, strict=False)]
        assert tokens != shown or DECIMAL_POINT.search(caption)


# -- what is taught, and how the notes read ---------------------------------------------------


def test_translated_steps_teach_in_the_same_order(english, translated):
    code, deck = translated
    writing = WRITING[code]
    taught, _ = step(english, SCALING_TAUGHT)
    learn_titles = {step(english, title)[0] for title in LEARN_STEPS}
    for index, s in enumerate(deck.steps):
        if index < taught:
            assert "√" not in s.whole_caption, (code, s.title)
            assert not writing.scaling.search(s.whole_caption), (code, s.title)
        assert len(s.whole_caption) <= 400, (code, s.title)  # longer words, still a few lines
        assert s.notes.startswith(writing.ask), (code, s.title)
        assert writing.point.lower() in s.notes.lower(), (code, s.title)
        assert len(s.notes) <= 450, (code, s.title)
        assert (s.learn is not None) == (index in learn_titles)


# -- the translation example's queries read in the order of their sentence (review of 29) -----

SENTENCES = {
    "en": "the black cat sleeps",
    "de": "die schwarze Katze schläft",
    "es": "el gato negro duerme",
}
MATRIX_STEPS = ("The matrix form", "Attention maps")


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
@pytest.mark.parametrize("title", MATRIX_STEPS)
def test_the_queries_are_the_words_of_the_sentence_in_its_order(english, code, title):
    """The attention map's rows are the queries in order: in Spanish they read "el, gato, negro,
    duerme" (once "q: 1 el", "q: 3 negro", "q: 2 gato"…, in English word order), each word the
    query of the English deck that means it."""
    index, english_step = step(english, title)
    scene = load_lesson("attention", code).steps[index].scene
    assert [q.label for q in scene.queries] == [f"q: {w}" for w in SENTENCES[code].split()]
    assert sorted(scene.queries, key=lambda q: q.id) == [
        replace(q, label=next(t.label for t in scene.queries if t.id == q.id))
        for q in english_step.scene.queries
    ]


def test_a_translation_may_list_the_queries_in_another_order_but_not_move_one(english):
    index, s = step(english, "Attention maps")
    queries = s.scene.queries
    reordered = (queries[0], queries[2], queries[1], queries[3])
    assert translation_differences(english, _edited_step(english, index, queries=reordered)) == []
    swapped = (
        queries[0],
        replace(queries[2], id=queries[1].id),
        replace(queries[1], id=queries[2].id),
        queries[3],
    )
    assert translation_differences(english, _edited_step(english, index, queries=swapped))
