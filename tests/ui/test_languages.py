"""Languages in the running app: chosen at start, switched at run time, remembered; numbers
follow the language; the pseudo-language shows what is not translated yet."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QSize
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from app.common import i18n
from app.panels.registry import panel_title
from app.shell.layout_apply import LeftOutLine
from kino_core import evaluate
from kino_core.presets import list_presets

from .conftest import settle


@pytest.fixture
def german_window(language, kino):
    language("de")
    kino.style.apply_style(kino.style.ui_style)  # what View ▸ Language does after installing
    settle()
    return kino


def accessible_name(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def test_german_menus_names_and_decimal_commas(german_window):
    kino = german_window
    assert kino.menus.help_menu.title() == "&Hilfe"
    assert kino.menus.language_menu.title() == "&Sprache"
    assert accessible_name(kino.panels["weights"].unscaled) == (
        "Gewichte ohne Skalierung: A 0,73; B 0,27; C 0,00; D 0,00"
    )
    assert "0,65" in kino.panels["formula"].plain_text()  # the panels' numbers too
    assert kino.panels["weights"].scaled.value_texts()[0] == "0,65"
    dialog = kino.shortcuts_window
    dialog.open_fresh()
    assert dialog.windowTitle() == "Tastenkürzel"
    assert dialog.count_label.text() == f"{len(dialog.visible_rows())} Tastenkürzel angezeigt"


def test_spanish_menus(language, kino):
    language("es")
    settle()
    assert kino.menus.help_menu.title() == "Ay&uda"
    assert kino.menus.language_menu.title() == "&Idioma"
    assert accessible_name(kino.canvas) == "lienzo"


def test_english_plural_forms(language, kino, qtbot):
    language("en")  # as at start-up: English's own file carries its plural forms
    dialog = kino.shortcuts_window
    dialog.open_fresh()
    qtbot.keyClicks(dialog.search, "Ctrl+T")
    assert [text for _g, text, _k in dialog.visible_rows()] == ["Next theme"]
    assert dialog.count_label.text() == "1 shortcut shown"
    dialog.search.clear()
    assert dialog.count_label.text() == f"{len(dialog.visible_rows())} shortcuts shown"


def test_view_language_switches_at_run_time_and_is_remembered(kino, language):
    kino.document.set_d(64)
    scene = kino.document.scene
    assert kino.menus.help_menu.title() == "&Help"
    kino.menus.language_actions["de"].trigger()
    settle()
    assert kino.menus.help_menu.title() == "&Hilfe"
    assert kino.menus.language_actions["de"].isChecked()
    weights = evaluate(kino.document.scene).weights_scaled[0]
    assert kino.panels["weights"].scaled.value_texts() == [
        f"{w:.2f}".replace(".", ",") for w in weights
    ]
    assert kino.document.scene is scene  # the scene, its history and its file are kept
    assert kino.document.undo_stack.canUndo()
    assert i18n.remembered_language() == "de"  # read back from the settings file
    kino.menus.language_actions["en"].trigger()
    settle()
    assert kino.menus.help_menu.title() == "&Help"
    assert i18n.remembered_language() == "en"


def test_the_default_follows_the_system_locale():
    assert i18n.system_language(QLocale("de_AT")) == "de"
    assert i18n.system_language(QLocale("es_MX")) == "es"
    assert i18n.system_language(QLocale("fr_FR")) == "en"  # not translated: English


def test_every_language_is_offered_in_its_own_name(kino):
    names = [a.text() for a in kino.menus.language_actions.values()]
    assert names == ["English", "Deutsch", "Español"]


def test_pseudo_language_marks_every_wrapped_string(language, kino):
    language("pseudo")
    settle()
    title = kino.menus.help_menu.title()
    assert title.startswith("[&H") and title.endswith("]") and "éļþ" in title  # &H: Alt+H
    dialog = kino.shortcuts_window
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


def menu_titles(kino) -> list[str]:
    return [action.text() for action in kino.window.menuBar().actions()]


def row_titles(readouts) -> list[str]:
    """The readouts' row names as painted (every text left of the value cells)."""
    headers, values = set(readouts.header_texts()), set(readouts.values.values())
    return [text for text, _rect in readouts.text_rects() if text and text not in headers | values]


def test_german_window_shows_menus_chart_titles_and_readouts_in_german(german_window):
    kino = german_window
    kino.window.resize(1600, 1000)
    settle()
    assert menu_titles(kino)[:5] == ["&Datei", "&Bearbeiten", "&Vorlagen", "&Ansicht", "&Lektion"]
    assert kino.menus.table_actions["file.open"].text() == "Ö&ffnen…"
    assert kino.toolbar.d_control.caption.text() == "Dimension d"
    assert kino.toolbar.add_key_button.text() == "Schlüssel hinzufügen"
    result = kino.document.result
    assert kino.panels["weights"].unscaled.title_text(result) == "Gewichte, ohne Skalierung"
    assert kino.panels["weights"].scaled.title_text(result) == "Gewichte, skaliert mit 1/√d"
    assert kino.panels["readouts"].header_texts() == ["ohne Skalierung", "skaliert mit 1/√d"]
    assert "größtes Gewicht" in row_titles(kino.panels["readouts"])
    keys = len(kino.document.scene.keys)
    assert kino.panels["readouts"].values[("effective", "unscaled")].endswith(f" von {keys}")
    assert kino.panels["scores"].headers()[1:3] == ("sichtbarer Teil", "verborgener Teil")
    kino.panels["saturation"].grab()  # lays out and paints the plot: its key below is what is shown
    legend = set(kino.panels["saturation"].legend_texts().values())
    assert legend and legend <= {
        "ohne Skalierung",
        "skaliert mit 1/√d",
        "ohne Skal.",
        "skaliert",
    }


def test_switching_the_language_retranslates_the_running_window(kino, language):
    kino.window.resize(1600, 1000)
    kino.document.set_d(64)
    scene = kino.document.scene
    settle()
    result = kino.document.result
    assert kino.panels["weights"].unscaled.title_text(result) == "weights, without scaling"
    assert kino.panels["readouts"].header_texts() == ["without scaling", "scaled by 1/√d"]
    kino.menus.language_actions["es"].trigger()
    settle()
    assert menu_titles(kino)[:5] == ["&Archivo", "&Editar", "&Plantillas", "&Ver", "&Lección"]
    assert kino.panels["weights"].unscaled.title_text(result) == "pesos, sin escalar"
    assert kino.panels["weights"].scaled.title_text(result) == "pesos, escalados por 1/√d"
    assert kino.panels["readouts"].header_texts() == ["sin escalar", "escalados por 1/√d"]
    assert "peso máximo" in row_titles(kino.panels["readouts"])
    assert kino.panels["scores"].headers()[0] == "clave"
    assert kino.toolbar.reroll_button.text() == "Volver a sortear"
    kino.menus.language_actions["de"].trigger()
    settle()
    assert menu_titles(kino)[0] == "&Datei"
    assert kino.panels["readouts"].header_texts() == ["ohne Skalierung", "skaliert mit 1/√d"]
    assert kino.document.scene is scene  # the scene is kept
    kino.menus.language_actions["en"].trigger()
    settle()
    assert menu_titles(kino)[:2] == ["&File", "&Edit"]
    assert kino.panels["weights"].unscaled.title_text(result) == "weights, without scaling"


def test_the_left_out_line_is_german(german_window):
    kino = german_window
    kino.window.setMinimumSize(1, 1)
    kino.window.centralWidget().resize(QSize(520, 360))  # too small for every panel
    kino.layout.relayout()
    assert kino.layout.plan.left_out
    text = kino.window.findChild(LeftOutLine).text()
    assert "ausgeblendet: kein Platz" in text
    # The panels are named as the View menu names them in German ("Kennzahlen", not "readouts").
    titles = [panel_title(kino.registry[name]) for name in kino.layout.plan.left_out]
    assert all(title in text for title in titles) and "readouts" not in text, (text, titles)
    assert titles != [name.replace("_", " ") for name in kino.layout.plan.left_out]


def test_file_notices_and_actions_are_german(german_window):
    kino = german_window
    assert kino.files.new_scene()  # an unchanged scene: nothing to ask
    assert kino.window.statusBar().currentMessage() == "Neue unbenannte Szene"
    assert kino.presentation.action_present.text() == "Präsentationsmodus"
    assert kino.lecture.action_next.text() == "Nächster Schritt"
