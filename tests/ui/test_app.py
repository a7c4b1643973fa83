"""The App the composition root builds (app/shell/app.py): every part wired, none hung on the
window, the menus' entries where the user finds them."""

from __future__ import annotations

import ast
from dataclasses import fields
from pathlib import Path

from PySide6.QtWidgets import QMainWindow

from app.shell.app import App
from app.shell.compose import build_presenter

WINDOW_SOURCE = Path(__file__).resolve().parents[2] / "app" / "shell" / "window.py"


def names_window_py_sets() -> set[str]:
    """The attributes MainWindow's own code assigns (``self.x = ...``) or declares."""
    tree = ast.parse(WINDOW_SOURCE.read_text(encoding="utf-8"))
    window_class = next(
        n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "MainWindow"
    )
    names = {
        node.attr
        for node in ast.walk(window_class)
        if isinstance(node, ast.Attribute)
        and isinstance(node.ctx, ast.Store)
        and isinstance(node.value, ast.Name)
        and node.value.id == "self"
    }
    return names | {
        t.id
        for node in window_class.body
        if isinstance(node, (ast.Assign, ast.AnnAssign))
        for t in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(t, ast.Name)
    }


def test_every_part_of_the_app_is_built_and_the_presenter_joins_it(kino):
    later = {"presenter", "handoff_server"}  # build_presenter and serve_handoffs make them
    missing = [f.name for f in fields(App) if f.name not in later and getattr(kino, f.name) is None]
    assert missing == []
    assert kino.presenter is None
    presenter = build_presenter(kino)
    assert kino.presenter is presenter
    assert kino.panels == kino.layout.panel_widgets() and kino.canvas is kino.panels["canvas"]


def test_nothing_is_hung_on_the_window(kino):
    """The window's Python attributes are the ones window.py gives it: the composition root
    keeps controllers, docks and menu entries in the App (setattr included)."""
    build_presenter(kino)
    qt = set(dir(QMainWindow))  # PySide keeps its bound signals in the instance, too
    hung = sorted(set(vars(kino.window)) - names_window_py_sets() - qt - {"__METAOBJECT__"})
    assert hung == []
    for part in ("lecture", "files", "presenter", "learn_dock", "help_menu", "recorder"):
        assert not hasattr(kino.window, part)


def test_the_menus_entries_are_in_the_menus_the_user_opens(kino):
    menus = kino.menus
    bar = [a.menu() for a in kino.window.menuBar().actions()]
    assert menus.help_menu in bar
    assert menus.action_shortcuts in menus.help_menu.actions()
    assert menus.action_about in menus.help_menu.actions()
    view = kino.menus.bar["View"].actions()
    assert menus.language_menu.menuAction() in view and menus.action_learn in view
    assert menus.table_actions["file.open"] in kino.menus.bar["File"].actions()
    assert set(menus.language_actions) >= {"en", "de", "es"}
    # View ▸ Scaled weights follows a change of weightings made elsewhere (a lesson step).
    assert menus.action_show_scaled.isChecked()
    kino.view_model.update(weightings="unscaled")
    assert not menus.action_show_scaled.isChecked()
    assert kino.panels["weights"].scaled.isHidden()
    menus.action_show_scaled.trigger()
    assert kino.layout.view_state.weightings == "both"
    assert not kino.panels["weights"].scaled.isHidden()
