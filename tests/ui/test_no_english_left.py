"""No English left in a German or Spanish kino: every text a person sees (labels, buttons,
menus, titles, tooltips, accessible names, painted panel texts) in the main window, the
presenter window, the code panel, the Learn dock, the attention map, the shortcuts window, the
About dialog and the canvas's context menu is checked against the catalogue's English sources
that the language translates differently. Texts that are the same in both languages ("OK",
"kino", "softmax") are not in that set, so they never count."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QTableWidget,
    QTabWidget,
    QTreeWidget,
    QWidget,
)

from app.common import i18n
from app.controllers.guard import (
    CLOSE_DECK,
    CLOSE_KINO,
    DECK,
    LOAD_PRESET,
    NEW_SCENE,
    OPEN_DECK,
    OPEN_FILE,
    OPEN_LESSON,
    SCENE,
    save_question,
)
from app.shell.about import show_about
from kino_core.presets import list_presets

from .conftest import settle

LANGUAGES = ("de", "es")


def english_sources(language: str) -> set[str]:
    """The English texts of kino_<language>.ts that the language says differently (with and
    without their mnemonic &)."""
    root = ET.parse(i18n.translations_dir() / f"kino_{language}.ts").getroot()
    sources: set[str] = set()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        forms = [f.text or "" for f in translation.findall("numerusform")] or [
            translation.text or ""
        ]
        if source not in forms:
            sources |= {source, source.replace("&", "")}
    return sources


def _item_texts(widget: QWidget) -> list[str]:
    texts: list[str] = []
    if isinstance(widget, QListWidget):
        texts += [widget.item(i).text() for i in range(widget.count())]
    if isinstance(widget, QComboBox):
        texts += [widget.itemText(i) for i in range(widget.count())]
    if isinstance(widget, QTabWidget):
        texts += [widget.tabText(i) for i in range(widget.count())]
    if isinstance(widget, QTableWidget):
        for column in range(widget.columnCount()):
            header = widget.horizontalHeaderItem(column)
            texts.append(header.text() if header else "")
    if isinstance(widget, QTreeWidget):
        header = widget.headerItem()
        texts += [header.text(c) for c in range(widget.columnCount())]
    return texts


def widget_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text ``root`` and its children show or tell a screen reader."""
    # Widgets replaced since (deleteLater) are gone before anyone sees them again.
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    found: list[tuple[str, str]] = []

    def add(owner, kind: str, text: str) -> None:
        if text:
            found.append((f"{type(owner).__name__} {owner.objectName()} {kind}", text))

    for widget in [root, *root.findChildren(QWidget)]:
        add(widget, "title", widget.windowTitle())
        add(widget, "tooltip", widget.toolTip())
        add(widget, "accessible name", widget.accessibleName())
        add(widget, "accessible description", widget.accessibleDescription())
        if isinstance(widget, (QLabel, QAbstractButton)):
            add(widget, "text", widget.text())
        if isinstance(widget, QLineEdit):
            add(widget, "placeholder", widget.placeholderText())
        if isinstance(widget, QPlainTextEdit):
            add(widget, "placeholder", widget.placeholderText())
            if widget.isReadOnly():
                add(widget, "text", widget.toPlainText())
        if isinstance(widget, (QGroupBox, QMenu)):
            add(widget, "title", widget.title())
        if isinstance(widget, QDockWidget):
            add(widget, "dock title", widget.windowTitle())
        for text in _item_texts(widget):
            add(widget, "item", text)
        if hasattr(widget, "text_rects"):  # painted panels name every text they draw
            for text, _rect in widget.text_rects():
                add(widget, "painted", text)
        for action in widget.actions():
            add(action, "action", action.text())
            add(action, "action tooltip", action.toolTip())
            if action.menu() is not None:
                add(action.menu(), "menu", action.menu().title())
    return found


def english_left(root: QWidget, language: str) -> list[tuple[str, str]]:
    english = english_sources(language)
    return sorted({(where, text) for where, text in widget_texts(root) if text in english})


def listing(left: list[tuple[str, str]]) -> str:
    return "still English:\n" + "\n".join(f"{where}: {text!r}" for where, text in left)


@pytest.fixture(params=LANGUAGES)
def language(request, qapp):
    yield request.param
    i18n.install_language("en")


def test_the_catalogue_check_finds_english(kino, language):
    """The check itself: a German or Spanish window with one English text is caught."""
    i18n.install_language(language)
    settle()
    kino.toolbar.add_key_button.setText("Add key")  # what an unwrapped string would leave
    assert ("QPushButton  text", "Add key") in english_left(kino.window, language)


def test_main_window_code_panel_attention_map_learn_dock_and_dialogs(kino, language):
    """Built in English, switched at run time (View ▸ Language), then every part opened."""
    i18n.install_language(language)
    kino.style.apply_style(kino.style.ui_style)
    for panel in ("code", "attention_map"):
        kino.layout.set_panel_visible(panel, True)
    kino.document.add_query()  # the attention map's rows, the weights' query titles
    kino.menus.action_learn.trigger()  # the Learn dock
    kino.shortcuts_window.open_fresh()
    about = show_about(kino.window)
    settle()  # the docks' lines wrap in the new language: the canvas moves, then key A is found
    key = kino.document.scene.keys[0]
    point = kino.canvas.data_to_viewport(key.x, key.y)
    QTest.mouseMove(kino.canvas.viewport(), point)  # a right-click on key A: its menu
    QTest.mouseClick(kino.canvas.viewport(), Qt.MouseButton.RightButton, pos=point)
    settle()
    roots = [kino.window, kino.shortcuts_window, about, kino.scene_edits.menu]
    left = [item for root in roots for item in english_left(root, language)]
    about.close()
    kino.shortcuts_window.close()
    kino.scene_edits.menu.close()
    assert left == [], listing(left)


def test_presenter_window(presenter_lesson_window, language, qtbot):
    """Opened in English, then the language changes: the presenter window (kept between talks)
    follows, as the room's window does."""
    kino = presenter_lesson_window
    kino.presenter.toggle_rehearsal()  # the presenter view beside the room's window
    qtbot.waitUntil(lambda: kino.presenter.presenter_window is not None)
    presenter = kino.presenter.presenter_window
    qtbot.waitExposed(presenter)
    i18n.install_language(language)
    kino.style.apply_style(kino.style.ui_style)
    settle()
    settle()  # screen-reader descriptions follow the panels' new tooltips one turn later
    left = english_left(presenter, language)
    assert left == [], listing(left)
    left = english_left(kino.window, language)  # presenting: banner, veils, picker
    assert left == [], listing(left)


@pytest.mark.parametrize(
    "action", [NEW_SCENE, OPEN_FILE, LOAD_PRESET, OPEN_DECK, OPEN_LESSON, CLOSE_DECK, CLOSE_KINO]
)
def test_the_guard_asks_one_whole_german_sentence_per_action(qapp, action):
    """Each action's question is a sentence of its own, never German glued around English."""
    i18n.install_language("de")
    try:
        scene, deck = save_question(SCENE, action), save_question(DECK, action)
    finally:
        i18n.install_language("en")
    english = {save_question(SCENE, action), save_question(DECK, action)}
    expected = {
        NEW_SCENE: "eine neue Szene beginnen?",
        OPEN_FILE: "eine andere Datei öffnen?",
        LOAD_PRESET: "eine Vorlage laden?",
        OPEN_DECK: "Foliensatz öffnen?",
        OPEN_LESSON: "die Lektion öffnen?",
        CLOSE_DECK: "schließen?",
        CLOSE_KINO: "kino schließen?",
    }[action]
    assert scene.startswith("Speichern, bevor Sie ") and scene.endswith(expected)
    assert deck.startswith("Foliensatz speichern, bevor Sie ") and deck.endswith(expected)
    assert not english & {scene, deck}
    # No English word of the action is left in the German sentence.
    for word in action.split():
        if word not in ("kino",):
            assert f" {word} " not in f" {scene[:-1]} " and f" {word} " not in f" {deck[:-1]} "


# Words that are the same in every language: names, formulas, keys.
UNTRANSLATED_WORDS = {
    "kino", "softmax", "NumPy", "Python", "RGB", "PNG", "SVG", "CSV", "exp", "log", "diag",
    "max", "Ctrl", "Shift", "Esc", "Tab", "Alt", "Enter", "stdout", "stderr", "Okabe",
}  # fmt: skip
# Qt's own widgets' texts (the dock's title-bar buttons, standard dialog buttons): Qt's
# translations (qtbase_de, qtbase_es) have them; the pseudo-language has no Qt file.
QT_OWN = {"Close", "Float", "Closes the dock widget", "Undocks and re-attaches the dock widget"}
WORD = re.compile(r"(?<![\w{])[A-Za-z]{3,}(?![\w}])")


def unwrapped(root: QWidget, content: set[str]) -> list[tuple[str, str]]:
    """Texts with a plain English word in the pseudo-language: strings not wrapped at all.
    ``content`` (the scene's title, version numbers) is not the app's and is left out."""
    content = content | {p.title for p in list_presets()} | set(i18n.NATIVE_NAMES.values())
    found = set()
    for where, text in widget_texts(root):
        rest = text
        for piece in sorted(filter(None, content), key=len, reverse=True):
            rest = rest.replace(piece, " ")
        rest = re.sub(r"<[^>]*>|&nbsp;", " ", rest)  # rich text: its tags are not words
        rest = re.sub(r"\[[^\]]*\]", " ", rest)  # pseudo: what was wrapped
        if rest.strip() in QT_OWN:
            continue
        if any(word not in UNTRANSLATED_WORDS for word in WORD.findall(rest)):
            found.add((where, text))
    return sorted(found)


def test_pseudo_language_shows_no_unwrapped_text(kino):
    """Strings that were never wrapped are not in the catalogue at all: in the pseudo-language
    every wrapped text is accented and bracketed, so a plain English word is one left out."""
    i18n.install_language("pseudo")
    try:
        kino.style.apply_style(kino.style.ui_style)
        for panel in ("code", "attention_map"):
            kino.layout.set_panel_visible(panel, True)
        kino.document.add_query()
        kino.menus.action_learn.trigger()
        kino.shortcuts_window.open_fresh()
        about = show_about(kino.window)
        settle()
        scene = kino.document.scene
        content = {scene.title, scene.caption, about.versions_label.text()}
        roots = (kino.window, kino.shortcuts_window, about)
        left = [item for root in roots for item in unwrapped(root, content)]
        about.close()
        kino.shortcuts_window.close()
    finally:
        i18n.install_language("en")
    assert left == [], listing(left)


def test_pseudo_language_presenter_window_has_no_unwrapped_text(presenter_lesson_window, qtbot):
    kino = presenter_lesson_window
    i18n.install_language("pseudo")
    try:
        kino.presenter.toggle_rehearsal()
        qtbot.waitUntil(lambda: kino.presenter.presenter_window is not None)
        presenter = kino.presenter.presenter_window
        qtbot.waitExposed(presenter)
        settle()
        deck = kino.lecture.deck  # the lesson's own words are content, not the app's
        content = {text for step in deck.steps for text in (step.title, step.caption, step.notes)}
        content |= {deck.title} | {screen.name() for screen in QGuiApplication.screens()}
        left = unwrapped(presenter, content) + unwrapped(kino.window, content)
    finally:
        i18n.install_language("en")
    assert left == [], listing(left)
