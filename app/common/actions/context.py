"""The right-click menus' entries (``table.context_menu`` builds one as it opens)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.common.actions.spec import (
    ActionFamily,
    ActionSpec,
    Entry,
    Member,
    separator,
)
from app.common.i18n import translate, translate_noop_text


def _show_words(mode: str) -> str:
    """The attention map's menu entry that shows ``mode`` ("both", "unscaled", "scaled")."""
    words = {
        "both": lambda: translate("AttentionMap", "Show both"),
        "unscaled": lambda: translate("AttentionMap", "Show without scaling"),
        "scaled": lambda: translate("AttentionMap", "Show scaled by 1/√d"),
    }
    return words[mode]()


def _labelled(text: str) -> Callable[[Any], str]:
    """The title of a vector's entry: ``text`` (a ``QT_TRANSLATE_NOOP("MainWindow", …)``
    literal naming ``{label}``) in the current language, with the clicked vector's label."""
    return lambda v: translate_noop_text("MainWindow", text).format(label=v.label)


def _position_entry(entry_id: str, menu: str) -> ActionSpec:
    """A key's or a query's "Position of A…": the dialog for exact coordinates."""
    text = QT_TRANSLATE_NOOP("MainWindow", "Position of {label}…")
    return ActionSpec(
        entry_id,
        "vector",
        "MainWindow",
        text,
        lambda v: v.edits.exact_entry(),
        menu=menu,
        title=_labelled(text),
    )


def _delete_entry(
    entry_id: str,
    menu: str,
    text: str,
    delete: Callable[[Any, int], object],
    count: Callable[[Any], int],
) -> ActionSpec:
    """ "Delete key A" or "Delete query q": ``delete(document, index)`` removes the clicked
    vector; enabled while ``count(scene)`` says another of its kind is left."""
    return ActionSpec(
        entry_id,
        "vector",
        "MainWindow",
        text,
        lambda v: delete(v.edits.document, v.index),
        menu=menu,
        title=_labelled(text),
        enabled=lambda v: count(v.edits.document.scene) > 1,
    )


CONTEXT: tuple[Entry, ...] = (
    # A right-click on a key or a query: the owner is the clicked vector (scene_edits.py's
    # ClickedVector). A key's dialog also recolours it.
    ActionSpec(
        "vector.edit_key",
        "vector",
        "MainWindow",
        QT_TRANSLATE_NOOP("MainWindow", "Rename or recolour…"),
        lambda v: v.edits.edit_key(v.index),
        menu="Key",
    ),
    _position_entry("vector.key_position", "Key"),
    _delete_entry(
        "vector.delete_key",
        "Key",
        QT_TRANSLATE_NOOP("MainWindow", "Delete key {label}"),
        lambda document, index: document.delete_key(index),
        lambda scene: len(scene.keys),
    ),
    ActionSpec(
        "vector.rename_query",
        "vector",
        "MainWindow",
        QT_TRANSLATE_NOOP("MainWindow", "Rename…"),
        lambda v: v.edits.rename_query(v.index),
        menu="Query",
    ),
    _position_entry("vector.query_position", "Query"),
    _delete_entry(
        "vector.delete_query",
        "Query",
        QT_TRANSLATE_NOOP("MainWindow", "Delete query {label}"),
        lambda document, index: document.delete_query(index),
        lambda scene: len(scene.queries),
    ),
    # A right-click on the attention map (the owner is the panel).
    ActionSpec(
        "attention_map.copy_csv",
        "attention_map",
        "AttentionMap",
        QT_TRANSLATE_NOOP("AttentionMap", "Copy weights and scores as CSV"),
        lambda panel: panel.copy_csv(),
        menu="AttentionMap",
    ),
    separator("AttentionMap"),
    ActionFamily(
        "attention_map.show",
        "attention_map",
        lambda panel: [Member(mode, lambda m=mode: _show_words(m)) for mode in panel.modes],
        menu="AttentionMap",
        run=lambda panel, mode: panel.set_mode(mode),
        checked=lambda panel, mode: panel.heatmap.mode == mode,
        checkable=True,
    ),
)
