"""The Document alone: no window, no views."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np

from app.document import Document
from kino_core import default_scene, evaluate
from kino_core.presets import list_presets, load_preset
from kino_core.scene import MAX_KEYS, MAX_QUERIES


def test_changes_are_undoable_and_publish_the_result(qapp):
    document = Document()
    results = []
    document.changed.connect(results.append)
    document.set_d(64)
    assert document.scene.d == 64 and document.is_modified
    np.testing.assert_allclose(results[-1].weights_scaled, evaluate(document.scene).weights_scaled)
    document.undo_stack.undo()
    assert document.scene == default_scene() and not document.is_modified


def test_reset_names_the_source_and_clears_history(qapp):
    document = Document()
    sources = []
    document.source_changed.connect(sources.append)
    document.set_d(8)
    scene = load_preset(list_presets()[0].name).scene
    document.reset(scene, source=Path("/tmp/x.kino"))
    assert document.scene == scene and document.source == Path("/tmp/x.kino")
    assert document.undo_stack.count() == 0 and not document.is_modified
    document.reset(default_scene())
    assert document.source is None
    assert sources == [Path("/tmp/x.kino"), None]


def test_new_words_reach_the_undo_history_but_not_a_title_the_user_set(qapp):
    """reword (a step or preset shown in another language, or its caption edited): undoing an
    edit made before keeps the new words; a title the user set with set_text stays theirs."""
    scene = load_preset(list_presets()[0].name).scene
    document = Document(scene)
    document.set_d(64)
    document.set_text("Mine", "My words.")
    document.undo_stack.undo()  # back to d = 64 with the preset's words
    assert document.undo_stack.canRedo()
    document.reword("Neu", "Neue Worte.")
    assert (document.scene.title, document.scene.caption, document.scene.d) == (
        "Neu",
        "Neue Worte.",
        64,
    )
    assert document.undo_stack.count() == 2  # no undo step of its own
    document.undo_stack.undo()
    assert document.scene == replace(scene, title="Neu", caption="Neue Worte.")
    assert not document.is_modified  # the saved scene took the words too
    document.undo_stack.redo()
    document.undo_stack.redo()
    assert (document.scene.title, document.scene.caption) == ("Mine", "My words.")


def test_the_limits_are_the_scene_modules(qapp):
    document = Document()
    notices = []
    document.notice.connect(notices.append)
    for _ in range(MAX_KEYS + 2):
        document.add_key()
    for _ in range(MAX_QUERIES + 2):
        document.add_query()
    assert len(document.scene.keys) == MAX_KEYS and len(document.scene.queries) == MAX_QUERIES
    assert f"at most {MAX_KEYS} keys" in notices[0] and f"at most {MAX_QUERIES}" in notices[-1]


def test_the_selected_vector_is_a_query_or_a_key(qapp):
    document = Document()
    assert document.selected_vector() == document.scene.queries[0]
    document.select("key", 2)
    assert document.selected_vector() == document.scene.keys[2]
