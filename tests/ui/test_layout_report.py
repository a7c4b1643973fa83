"""The layout report (app/render/layout_report.py) and the matrix it checks.

Every step of the built-in deck, presented on a 1080p projector at 150, 200 and 300% and in
the desk window at 1024x640 and 1600x1000, in English, and in the pseudo-language (every
string accented and 40% longer) at 1024x640 and at 1080p x 200%: no text clipped, shortened
with "…" where it fits whole, out of its panel or frame, on other text, or on a dot, arrow
head, curve or marker. One window per screen, reused across the steps.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtWidgets import QApplication

from app.common import i18n
from app.common.theme import THEMES, Style
from app.render.headless import build_window, dispose
from app.render.layout_report import (
    Box,
    Mark,
    Text,
    collect,
    describe,
    find_problems,
    layout_report,
)
from app.shell.layout_apply import LeftOutLine
from kino_core.deck import load_lesson

# -- the pure part ---------------------------------------------------------------------------


def text(word: str, box: Box, **more) -> Text:
    return Text("panel", word, box, **more)


def test_whole_texts_apart_from_each_other_and_from_marks_are_fine():
    texts = [
        text("A", Box(0, 0, 10, 10), room=Box(0, 0, 20, 10), frame=Box(0, 0, 100, 100)),
        text("B", Box(10, 0, 20, 10)),  # touching A's edge is not on it
    ]
    marks = [
        Mark("canvas", "dot", Box(30, 30, 40, 40)),
        Mark("plot", "curve", points=((0, 50), (100, 50))),
    ]
    assert find_problems(texts, marks) == []


def test_each_kind_of_problem_is_found_and_named():
    found = find_problems(
        [
            text("cut", Box(0, 0, 30, 10), room=Box(0, 0, 20, 10)),
            text("wrapped", Box(0, 20, 20, 30), room=Box(0, 20, 20, 30), needed=(20, 24)),
            text("lo…", Box(0, 40, 12, 50), room=Box(0, 40, 40, 50), full="long", full_width=30),
            text("out", Box(90, 60, 110, 70), frame=Box(0, 0, 100, 100)),
            text("one", Box(200, 0, 220, 10)),
            text("two", Box(210, 5, 230, 15)),
            text("on dot", Box(300, 0, 320, 10)),
            text("on curve", Box(400, 0, 420, 10)),
        ],
        [
            Mark("canvas", "dot", Box(315, 5, 325, 15)),
            Mark("plot", "curve", points=((390, 5), (430, 5))),
        ],
    )
    kinds = {(f.kind, f.text) for f in found}
    assert kinds == {
        ("clipped", "cut"),
        ("clipped", "wrapped"),
        ("elided", "lo…"),
        ("outside", "out"),
        ("overlap", "one"),
        ("covers", "on dot"),
        ("covers", "on curve"),
    }
    assert "two" in describe(found)


def test_a_mark_out_of_its_frame_is_found():
    """A ring sticking out of the canvas's frame is a finding; a curve (no box) never is."""
    frame = Box(0, 0, 100, 100)
    inside = Mark("canvas", "selection ring", Box(80, 80, 100, 100), frame=frame)
    out = Mark("canvas", "selection ring", Box(90, 40, 110, 60), frame=frame)
    curve = Mark("plot", "curve", points=((-50, 0), (150, 0)), frame=frame)
    assert find_problems([], [inside, curve]) == []
    found = find_problems([], [out])
    assert [(f.kind, f.text) for f in found] == [("outside", "selection ring")]


def test_an_elided_text_whose_whole_does_not_fit_is_fine():
    piece = text("lo…", Box(0, 0, 12, 10), room=Box(0, 0, 20, 10), full="longer", full_width=40)
    assert find_problems([piece]) == []


def test_a_curve_beside_a_text_does_not_cover_it():
    piece = text("legend", Box(0, 0, 40, 10))
    assert find_problems([piece], [Mark("plot", "curve", points=((0, 20), (40, 12)))]) == []
    assert find_problems([piece], [Mark("plot", "curve", points=((-5, 20), (45, -10)))])


# -- the matrix ------------------------------------------------------------------------------

# (mode, logical size, UI scale, language): the projector screens are 1920x1080 physical.
SCREENS = [
    ("presenting", (1280, 720), 1.5, "en"),
    ("presenting", (960, 540), 2.0, "en"),
    ("presenting", (640, 360), 3.0, "en"),
    ("desk", (1024, 640), 1.0, "en"),
    ("desk", (1600, 1000), 1.0, "en"),
    ("desk", (1024, 640), 1.0, "pseudo"),
    ("presenting", (960, 540), 2.0, "pseudo"),
]


def lesson_window(mode: str, size: tuple[int, int], scale: float):
    """A hidden window showing the built-in lesson at step 1, at ``size`` logical pixels."""
    from app.shell.compose import build_app

    deck = load_lesson()

    def prepare(kino) -> None:
        kino.lecture.open_deck(deck, index=0, animate=False)
        if mode == "presenting":
            kino.presentation.enter(full_screen=False, theme="light", scale=scale)

    physical = QSize(round(size[0] * scale), round(size[1] * scale))
    style = Style(theme=THEMES["light"], scale=scale)
    return build_window(build_app, deck.steps[0].scene, style, physical, prepare), deck


def show_step(kino, index: int) -> None:
    kino.lecture.go_to(index, animate=False)
    QApplication.processEvents()
    kino.layout.relayout()
    QApplication.processEvents()


# What the report finds and is not fixed yet: (mode, size, scale) -> {step: finding's start}.
# The test fails when one is no longer found (take it off) or anything else is. (At 300% the
# selected query's label crossed the canvas's border line on step 14: it is drawn smaller
# beside its ring now, app/canvas/labels.py arrange_labels.)
KNOWN: dict[tuple[str, tuple[int, int], float], dict[int, str]] = {}


@pytest.mark.parametrize(
    ("mode", "size", "scale", "language"),
    SCREENS,
    ids=[f"{m}-{w}x{h}-{s:g}-{lang}" for m, (w, h), s, lang in SCREENS],
)
def test_every_step_shows_its_text_whole_and_apart(qapp, mode, size, scale, language):
    i18n.install_language(language)
    kino, deck = lesson_window(mode, size, scale)
    try:
        assert kino.window.centralWidget().size() == QSize(
            round(size[0] * scale), round(size[1] * scale)
        )
        findings = {}
        for index in range(len(deck.steps)):
            show_step(kino, index)
            texts, marks = collect(kino.window)
            # It reads the panels: the canvas's labels and the dots they must keep off.
            assert any(t.owner == "CanvasView" for t in texts), index
            assert any(m.kind == "key dot" for m in marks), index
            found = layout_report(kino.window)
            if found:
                findings[index + 1] = describe(found)
        known = KNOWN.get((mode, tuple(size), scale), {})
        unexpected = {
            n: text
            for n, text in findings.items()
            if not (n in known and text.startswith(known[n]) and "\n" not in text)
        }
        assert not unexpected, "\n".join(f"step {n}:\n{t}" for n, t in unexpected.items())
        assert set(known) <= set(findings), "a known finding is gone: take it off KNOWN"
    finally:
        dispose(kino)
        i18n.install_language("en")


# What a caption says that only one panel shows: a step whose caption says it must show it.
CAPTION_WORDS = {
    "readouts": ("gradient signal", "it reads", "entropy", "effective keys"),
    "scores": ("canvas part", "hidden part", "canvas share", "scores table"),
    "formula": ("formula line",),
    "saturation": ("saturation plot", "saturation curve"),
    "attention_map": ("attention map",),
}


# What is not fixed yet: at 300% on 1080p (640x360 logical) the caption banner takes a third of
# the height and the canvas its readable 240 px: beside it a column of 392 x 216 px holds one
# panel (the weights chart, first in priority), and below it there is no room for the formula
# line. A step's deck "subject" leads now (steps 9, 11, 12 show their readouts and scores);
# what is left is a second panel the caption names. The test fails when one of these is
# shown (take it off) or another goes.
CAPTION_MISSES = {
    1.5: [],
    2.0: [],
    3.0: [
        "step 4 names ['formula line'] but formula is left out",
        "step 9 names ['canvas part', 'hidden part'] but scores is left out",
    ],
}


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 1.5), ((960, 540), 2.0), ((640, 360), 3.0)]
)
def test_each_caption_names_only_panels_shown_on_a_1080p_projector(qapp, size, scale):
    kino, deck = lesson_window("presenting", size, scale)
    try:
        missing = []
        for index, step in enumerate(deck.steps):
            show_step(kino, index)
            caption = step.whole_caption.lower()  # after R: its held answer too
            for panel, words in CAPTION_WORDS.items():
                named = [w for w in words if w in caption]
                if named and panel not in kino.layout.plan.shown:
                    missing.append(f"step {index + 1} names {named} but {panel} is left out")
        assert missing == CAPTION_MISSES[scale]
    finally:
        dispose(kino)


def test_the_report_sees_a_cut_label_in_a_real_window(qapp):
    """The report is not blind: squeeze the left-out line's label and it is found."""
    kino, _deck = lesson_window("presenting", (640, 360), 3.0)
    try:
        show_step(kino, 11)  # dividing by √d: five panels, some left out at 300%
        chip = kino.window.findChild(LeftOutLine)
        assert chip.isVisible()
        chip.resize(chip.width() // 3, chip.height())
        found = [f for f in layout_report(kino.window) if f.owner == "left-out"]
        assert found and found[0].kind == "clipped"
        bounds = QRectF(kino.window.rect())
        assert bounds.contains(QRectF(chip.geometry()))
    finally:
        dispose(kino)


def test_a_formula_short_of_space_leaves_out_its_asides_before_shrinking_below_80(qapp):
    """At 1024x640 the summary step's formulas with their "without scaling" asides were
    painted at 60% (about 8 px) in two lines' height. The window now asks for the lines they
    take at full size (within a fifth of the height): both, full size. Where even that is too
    little the asides go first (FormulaLine.STAGES), the formulas stay full size."""
    kino, deck = lesson_window("desk", (1024, 640), 1.0)
    try:
        show_step(kino, len(deck.steps) - 1)  # the summary: both weightings, formula shown
        formula = kino.panels["formula"]
        assert formula.isVisible()
        assert "without scaling" in formula.plain_text()  # what the formulas say in full
        painted = "\n".join(formula.shown_lines())
        assert "without scaling" in painted and "/ √512" in painted
        assert formula.factor == 1.0
        # Squeezed to two lines' height, the asides go before the formulas shrink.
        formula.resize(formula.width(), formula.natural_height())
        painted = "\n".join(formula.shown_lines())
        assert "without scaling" not in painted and "/ √512" in painted
        assert formula.factor >= 0.8
        # Presenting on 1080p at 150% there is room for both, at 80% or more.
        present, deck = lesson_window("presenting", (1280, 720), 1.5)
        try:
            show_step(present, len(deck.steps) - 1)
            assert "without scaling" in "\n".join(present.panels["formula"].shown_lines())
            assert present.panels["formula"].factor >= 0.8
        finally:
            dispose(present)
    finally:
        dispose(kino)


def labels_nearer_another_dot(canvas) -> list[str]:
    """The canvas labels whose box is nearer another vector's dot than their own."""
    centres = [handle.scenePos() for handle in canvas.handles]
    found = []
    shown = canvas.shown_label_slots()
    for slot, (text, rect) in zip(shown, canvas.label_rects(), strict=True):

        def gap(point, rect=rect) -> float:
            dx = max(rect.left() - point.x(), 0.0, point.x() - rect.right())
            dy = max(rect.top() - point.y(), 0.0, point.y() - rect.bottom())
            return (dx * dx + dy * dy) ** 0.5

        own = gap(centres[slot])
        if any(gap(c) < own for i, c in enumerate(centres) if i != slot):
            found.append(text)
    return found


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 1.5), ((960, 540), 2.0)])
def test_each_canvas_label_sits_nearer_its_own_dot_than_any_other(qapp, size, scale):
    """On 1080p at 150% and 200%, every step's labels read as their own vector's: nearer its
    dot than any other (the translation scenes' query labels used to sit by a key's dot)."""
    kino, deck = lesson_window("presenting", size, scale)
    try:
        found = {}
        for index in range(len(deck.steps)):
            show_step(kino, index)
            if labels := labels_nearer_another_dot(kino.canvas):
                found[index + 1] = labels
        assert not found, found
    finally:
        dispose(kino)


# What the README says the report checks text against, by the kinds of mark it collects.
README_MARKS = {
    "query dot": "a dot",
    "key dot": "a dot",
    "selection ring": "the selection ring",
    "arrow head": "an arrow head",
    "frame": "the canvas's square",
    "scaled curve": "a curve",
    "unscaled curve": "a curve",
    "scaled marker": "a chart marker",
    "unscaled marker": "a chart marker",
    "colour bar": "the colour bar",
}


def test_the_readme_says_exactly_what_the_report_checks(qapp):
    """The README once promised no text on arrows; the report sees arrow heads only (and not
    Learn's ghost labels). Every kind of mark the report collects over the lesson is named in
    the README's sentence, and what it does not see is said."""
    import re

    from kino_core.resources import resource_path

    readme = resource_path().parent.joinpath("README.md").read_text("utf-8")
    sentence = " ".join(readme[readme.index("A layout report") :].split("):")[0:2])
    sentence = re.sub(r"\s+", " ", sentence)
    kino, deck = lesson_window("desk", (1600, 1000), 1.0)
    try:
        kinds = set()
        for index in range(len(deck.steps)):
            show_step(kino, index)
            kinds |= {mark.kind for mark in collect(kino.window)[1]}
    finally:
        dispose(kino)
    assert kinds <= set(README_MARKS), kinds - set(README_MARKS)
    for kind in kinds:
        assert README_MARKS[kind] in sentence, kind
    assert "does not check arrow shafts" in sentence and "Learn's ghosts" in sentence
