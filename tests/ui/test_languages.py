"""Languages in the running app: chosen at start, switched at run time, remembered; numbers
follow the language; the pseudo-language shows what is not translated yet."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QSize
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from app.common import i18n
from app.panels.registry import panel_title
from kino_core import evaluate
from kino_core.presets import list_presets

from .conftest import settle


@pytest.fixture
def language(qapp):
    """Install a language for one test; English again afterwards, whatever happened."""
    yield i18n.install_language
    i18n.install_language("en")


@pytest.fixture
def german_window(language, window):
    language("de")
    window.apply_style(window.ui_style)  # what View ▸ Language does after installing
    settle()
    return window


def accessible_name(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def test_german_menus_names_and_decimal_commas(german_window):
    window = german_window
    assert window.help_menu.title() == "&Hilfe"
    assert window.language_menu.title() == "&Sprache"
    assert accessible_name(window.weights_unscaled) == (
        "Gewichte ohne Skalierung: A 0,73; B 0,27; C 0,00; D 0,00"
    )
    assert "0,65" in window.formula.plain_text()  # the panels' numbers too
    assert window.weights_scaled.value_texts()[0] == "0,65"
    dialog = window.shortcuts_window
    dialog.open_fresh()
    assert dialog.windowTitle() == "Tastenkürzel"
    assert dialog.count_label.text() == f"{len(dialog.visible_rows())} Tastenkürzel angezeigt"


def test_spanish_menus(language, window):
    language("es")
    settle()
    assert window.help_menu.title() == "Ay&uda"
    assert window.language_menu.title() == "&Idioma"
    assert accessible_name(window.canvas) == "lienzo"


def test_english_plural_forms(language, window, qtbot):
    language("en")  # as at start-up: English's own file carries its plural forms
    dialog = window.shortcuts_window
    dialog.open_fresh()
    qtbot.keyClicks(dialog.search, "Ctrl+T")
    assert [text for _g, text, _k in dialog.visible_rows()] == ["Next theme"]
    assert dialog.count_label.text() == "1 shortcut shown"
    dialog.search.clear()
    assert dialog.count_label.text() == f"{len(dialog.visible_rows())} shortcuts shown"


def test_view_language_switches_at_run_time_and_is_remembered(window, language, monkeypatch):
    monkeypatch.delenv("KINO_LANGUAGE")
    window.document.set_d(64)
    scene = window.document.scene
    assert window.help_menu.title() == "&Help"
    window.language_actions["de"].trigger()
    settle()
    assert window.help_menu.title() == "&Hilfe"
    assert window.language_actions["de"].isChecked()
    weights = evaluate(window.document.scene).weights_scaled[0]
    assert window.weights_scaled.value_texts() == [f"{w:.2f}".replace(".", ",") for w in weights]
    assert window.document.scene is scene  # the scene, its history and its file are kept
    assert window.document.undo_stack.canUndo()
    assert i18n.remembered_language() == "de"  # read back from the settings file
    window.language_actions["en"].trigger()
    settle()
    assert window.help_menu.title() == "&Help"
    assert i18n.remembered_language() == "en"


def test_the_default_follows_the_system_locale():
    assert i18n.system_language(QLocale("de_AT")) == "de"
    assert i18n.system_language(QLocale("es_MX")) == "es"
    assert i18n.system_language(QLocale("fr_FR")) == "en"  # not translated: English


def test_every_language_is_offered_in_its_own_name(window):
    names = [a.text() for a in window.language_actions.values()]
    assert names == ["English", "Deutsch", "Español"]


def test_pseudo_language_marks_every_wrapped_string(language, window):
    language("pseudo")
    settle()
    title = window.help_menu.title()
    assert title.startswith("[&H") and title.endswith("]") and "éļþ" in title  # &H: Alt+H
    dialog = window.shortcuts_window
    dialog.open_fresh()
    texts = [text for _g, text, _k in dialog.visible_rows()]
    # Every row comes from a wrapped string: none is plain English.
    assert "[Ðöûƀļé ð··]" in texts
    assert "Open…" not in texts  # File ▸ Open is wrapped (app/shell/menus.py)
    assert "Next step" not in texts  # so are the lecture controller's actions
    assert "Larger text and lines" not in texts  # and the preferences controller's
    assert "Undo" not in texts  # and Edit ▸ Undo (app/common/undo_actions.py)
    # The presets' titles are the scenes' own (content, like a deck's captions), not the app's.
    presets = {preset.title for preset in list_presets()}
    assert [text for text in texts if not text.startswith("[") and text not in presets] == []
    assert QApplication.instance() is not None


def menu_titles(window) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def row_titles(readouts) -> list[str]:
    """The readouts' row names as painted (every text left of the value cells)."""
    headers, values = set(readouts.header_texts()), set(readouts.values.values())
    return [text for text, _rect in readouts.text_rects() if text and text not in headers | values]


def test_german_window_shows_menus_chart_titles_and_readouts_in_german(german_window):
    window = german_window
    window.resize(1600, 1000)
    settle()
    assert menu_titles(window)[:5] == ["&Datei", "&Bearbeiten", "&Vorlagen", "&Ansicht", "&Lektion"]
    assert window.action_open.text() == "Ö&ffnen…"
    assert window.d_control.caption.text() == "Dimension d"
    assert window.add_key_button.text() == "Schlüssel hinzufügen"
    result = window.document.result
    assert window.weights_unscaled.title_text(result) == "Gewichte, ohne Skalierung"
    assert window.weights_scaled.title_text(result) == "Gewichte, skaliert mit 1/√d"
    assert window.readouts.header_texts() == ["ohne Skalierung", "skaliert mit 1/√d"]
    assert "größtes Gewicht" in row_titles(window.readouts)
    keys = len(window.document.scene.keys)
    assert window.readouts.values[("effective", "unscaled")].endswith(f" von {keys}")
    assert window.scores.headers()[1:3] == ("sichtbarer Teil", "verborgener Teil")
    window.saturation.grab()  # lays out and paints the plot: its key below is what is shown
    legend = set(window.saturation.legend_texts().values())
    assert legend and legend <= {
        "ohne Skalierung",
        "skaliert mit 1/√d",
        "ohne Skal.",
        "skaliert",
    }


def test_switching_the_language_retranslates_the_running_window(window, language, monkeypatch):
    monkeypatch.delenv("KINO_LANGUAGE")
    window.resize(1600, 1000)
    window.document.set_d(64)
    scene = window.document.scene
    settle()
    result = window.document.result
    assert window.weights_unscaled.title_text(result) == "weights, without scaling"
    assert window.readouts.header_texts() == ["without scaling", "scaled by 1/√d"]
    window.language_actions["es"].trigger()
    settle()
    assert menu_titles(window)[:5] == ["&Archivo", "&Editar", "&Plantillas", "&Ver", "&Lección"]
    assert window.weights_unscaled.title_text(result) == "pesos, sin escalar"
    assert window.weights_scaled.title_text(result) == "pesos, escalados por 1/√d"
    assert window.readouts.header_texts() == ["sin escalar", "escalados por 1/√d"]
    assert "peso máximo" in row_titles(window.readouts)
    assert window.scores.headers()[0] == "clave"
    assert window.reroll_button.text() == "Volver a sortear"
    window.language_actions["de"].trigger()
    settle()
    assert menu_titles(window)[0] == "&Datei"
    assert window.readouts.header_texts() == ["ohne Skalierung", "skaliert mit 1/√d"]
    assert window.document.scene is scene  # the scene is kept
    window.language_actions["en"].trigger()
    settle()
    assert menu_titles(window)[:2] == ["&File", "&Edit"]
    assert window.weights_unscaled.title_text(result) == "weights, without scaling"


def test_the_left_out_line_is_german(german_window):
    window = german_window
    window.setMinimumSize(1, 1)
    window.centralWidget().resize(QSize(520, 360))  # too small for every panel
    window.relayout()
    assert window.plan.left_out
    text = window.left_out_line.text()
    assert "ausgeblendet: kein Platz" in text
    # The panels are named as the View menu names them in German ("Kennzahlen", not "readouts").
    titles = [panel_title(window.registry[name]) for name in window.plan.left_out]
    assert all(title in text for title in titles) and "readouts" not in text, (text, titles)
    assert titles != [name.replace("_", " ") for name in window.plan.left_out]


def test_file_notices_and_actions_are_german(german_window):
    window = german_window
    assert window.files.new_scene()  # an unchanged scene: nothing to ask
    assert window.statusBar().currentMessage() == "Neue unbenannte Szene"
    assert window.presentation.action_present.text() == "Präsentationsmodus"
    assert window.lecture.action_next.text() == "Nächster Schritt"
