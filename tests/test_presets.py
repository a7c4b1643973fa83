"""Built-in presets: they load, round-trip, come in a fixed numbered order, and show what their
titles and captions say (checked with kino_core.evaluate)."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import numpy as np
import pytest

from app.panels.registry import PANELS
from kino_core import evaluate
from kino_core.presets import PresetInfo, list_presets, load_preset
from kino_core.resources import resource_path
from kino_core.scene import default_scene
from kino_core.snapshot import SnapshotError, load_snapshot, snapshot_to_json

# The app's panels, as the app hands them to kino_core (which keeps no list of its own).
KNOWN = PANELS.catalog()

EXPECTED_ORDER = [
    "four-keys",
    "two-keys-tied",
    "long-query",
    "saturation-d512",
    "translation",
    "translation-matrix",
    "query-matches-nothing",
    "near-identical-keys",
    "many-keys-d512",
]


def preset(name: str):
    return load_preset(name).scene


def test_presets_are_numbered_in_a_fixed_order():
    presets = list_presets()
    assert [p.name for p in presets] == EXPECTED_ORDER
    assert all(isinstance(p, PresetInfo) for p in presets)
    numbers = [int(p.path.name[:2]) for p in presets]
    assert numbers == list(range(1, len(presets) + 1)) and len(presets) == 9  # keys 1-9
    files = sorted(resource_path("presets").glob("*.kino"))
    assert [p.path for p in presets] == files  # no stray, unlisted preset file


def test_every_preset_loads_validates_and_round_trips():
    for info in list_presets():
        result = load_snapshot(info.path, KNOWN)
        assert result.warnings == ()
        assert info.title == result.snapshot.scene.title and info.title
        assert result.snapshot.scene.caption
        # The file is exactly what kino writes for it: saving it again changes nothing.
        assert info.path.read_text(encoding="utf-8") == snapshot_to_json(result.snapshot, KNOWN)
        assert load_preset(info.name, known_panels=KNOWN) == result.snapshot
        result_eval = evaluate(result.snapshot.scene)
        assert np.isfinite(result_eval.weights_unscaled).all()


def test_unknown_preset_names_the_known_ones():
    with pytest.raises(SnapshotError, match='no preset named "nope"') as caught:
        load_preset("nope")
    assert "four-keys" in str(caught.value)


def test_four_keys_is_the_default_scene():
    scene = preset("four-keys")
    assert replace(scene, caption="") == default_scene()
    assert "Four keys, each with a value (a colour)" in scene.caption


def test_two_keys_tied():
    scene = preset("two-keys-tied")
    r = evaluate(scene).query(0)
    for weights in (r.weights_unscaled, r.weights_scaled):
        top = np.argsort(weights)[::-1][:2]
        assert sorted(scene.keys[i].label for i in top) == ["A", "B"]
        assert weights[top[0]] == pytest.approx(weights[top[1]], abs=1e-12)
        assert np.sort(weights)[-3] < 0.1 * weights[top[0]]  # the others are far behind
    # "an even blend of their colours"
    a, b = np.array(scene.keys[0].rgb), np.array(scene.keys[1].rgb)
    np.testing.assert_allclose(r.output_unscaled, (a + b) / 2, atol=0.01)


def test_long_query_is_sharp_already_at_d_2():
    scene = preset("long-query")
    r = evaluate(scene).query(0)
    default = evaluate(default_scene()).query(0)
    assert scene.d == 2
    assert r.largest_unscaled > 0.95 > default.largest_unscaled
    assert scene.keys[int(np.argmax(r.weights_unscaled))].label == "A"
    assert f"A scores {r.scores[0]:.0f}" in scene.caption
    assert f"A takes {r.largest_unscaled:.2f}" in scene.caption


def test_saturation_at_d_512():
    scene = preset("saturation-d512")
    r = evaluate(scene).query(0)
    assert scene.d == 512
    assert r.largest_unscaled > 0.9 and r.largest_scaled < 0.8
    assert r.jacobian_norm_unscaled < 1e-3 < r.jacobian_norm_scaled  # gradients near zero
    assert np.ptp(r.scores) >= 20  # "a range of tens"
    assert replace(scene, d=2, title="", caption="") == replace(default_scene(), title="")


def test_translation_preset():
    scene = preset("translation")
    r = evaluate(scene).query(0)
    assert [k.label for k in scene.keys] == ["le", "chat", "noir", "dort"]
    assert len(scene.queries) == 1 and "black" in scene.queries[0].label
    for weights in (r.weights_unscaled, r.weights_scaled):
        assert scene.keys[int(np.argmax(weights))].label == "noir"
    assert re.search(r"decoder's current state", scene.caption)
    assert "encoder's states for each source word" in scene.caption


def test_translation_with_several_decoder_states():
    snapshot = load_preset("translation-matrix")
    scene = snapshot.scene
    result = evaluate(scene)
    assert len(scene.queries) >= 3
    assert snapshot.view.is_visible("attention_map")
    assert [k.label for k in scene.keys] == [k.label for k in preset("translation").keys]
    expected = {"the": "le", "black": "noir", "cat": "chat", "sleeps": "dort"}
    for row, query in zip(result.weights_unscaled, scene.queries, strict=True):
        english = query.label.removeprefix("q: ")
        assert scene.keys[int(np.argmax(row))].label == expected[english]
    # Word order differs: "black" comes before "cat" in English, "noir" after "chat" in French.
    labels = [k.label for k in scene.keys]
    assert labels.index("noir") > labels.index("chat")
    assert "softmax(QKᵀ / √d_k) V" in scene.caption and "attention map" in scene.caption


def test_a_query_that_matches_nothing_weighs_every_key_equally():
    scene = preset("query-matches-nothing")
    r = evaluate(scene).query(0)
    n = len(scene.keys)
    assert scene.d == 2 and n == 4 and "1/4" in scene.caption
    np.testing.assert_array_equal(r.scores, np.zeros(n))  # at right angles to every key
    for weights in (r.weights_unscaled, r.weights_scaled):
        np.testing.assert_array_equal(weights, np.full(n, 1 / n))
    values = np.array([k.rgb for k in scene.keys])
    np.testing.assert_allclose(r.output_unscaled, values.mean(axis=0), atol=1e-12)
    assert r.effective_keys_unscaled == pytest.approx(n)
    # "Raise d and the hidden coordinates break the tie."
    raised = evaluate(replace(scene, d=64)).query(0)
    assert np.ptp(raised.weights_scaled) > 0.05


def test_two_keys_that_nearly_agree_share_the_weight():
    scene = preset("near-identical-keys")
    r = evaluate(scene).query(0)
    a, b = scene.keys[0], scene.keys[1]
    assert (a.label, b.label) == ("A", "B") and a.color != b.color
    assert np.hypot(a.x - b.x, a.y - b.y) < 0.5  # almost on top of each other
    wa, wb = r.weights_unscaled[:2]
    assert f"({wa:.2f} and {wb:.2f} without scaling)" in scene.caption
    assert wa + wb > 0.99 and abs(wa - wb) < 0.1  # the pair, shared almost evenly
    assert r.largest_unscaled < 0.55  # although the query is long enough to be sharp
    blend = (wa * np.array(a.rgb) + wb * np.array(b.rgb)) / (wa + wb)
    np.testing.assert_allclose(r.output_unscaled, blend, atol=0.01)


def test_twelve_keys_at_d_512():
    scene = preset("many-keys-d512")
    r = evaluate(scene).query(0)
    assert scene.d == 512 and len(scene.keys) == 12
    assert len({k.label for k in scene.keys}) == 12
    assert r.largest_unscaled > 0.99 and "more than 0.99" in scene.caption
    assert f"about {r.effective_keys_scaled:.0f} of the 12 keys" in scene.caption
    assert r.effective_keys_scaled > 4 * r.effective_keys_unscaled
    # "Each score is now mostly its hidden part": the hidden parts spread far more than the
    # canvas parts, which stay within |q| |k|.
    assert np.std(r.scores_hidden) > 3 * np.std(r.scores_canvas)
    q = scene.queries[0]
    assert np.abs(r.scores_canvas).max() <= np.hypot(q.x, q.y) * 2 + 1e-9


# -- the presets' words in other languages ----------------------------------------------------

PRESET_LANGUAGES = ("de", "es")


def numbers(text: str, decimal: str) -> list[str]:
    """Every number in ``text`` in order, written with a decimal point."""
    pattern = r"\d+(?:" + re.escape(decimal) + r"\d+)?"
    return [token.replace(decimal, ".") for token in re.findall(pattern, text)]


@pytest.mark.parametrize("language", PRESET_LANGUAGES)
def test_every_preset_has_its_words_in_each_language_with_the_same_numbers(language):
    """The translations name every preset (and nothing else), and say the numbers the English
    caption says (which test_learn_claims.py recomputes), with the language's decimal comma."""
    texts = json.loads(resource_path("presets", f"texts.{language}.json").read_text("utf-8"))
    assert texts["language"] == language and set(texts["presets"]) == set(EXPECTED_ORDER)
    english = {info.name: load_preset(info.name).scene for info in list_presets()}
    for info in list_presets(language):
        scene = load_preset(info.name, language).scene
        words = texts["presets"][info.name]
        assert (info.title, scene.title, scene.caption) == (
            words["title"],
            words["title"],
            words["caption"],
        )
        source = english[info.name]
        assert scene == replace(source, title=scene.title, caption=scene.caption)  # words only
        assert scene.title != source.title and scene.caption != source.caption
        assert numbers(scene.caption, ",") == numbers(source.caption, "."), info.name
        assert numbers(scene.title, ",") == numbers(source.title, "."), info.name
        assert not re.search(r"\d\.\d", scene.caption), info.name  # no English decimal point


def test_a_language_without_preset_words_gets_the_english_ones():
    for language in (None, "en", "fr", "../../etc"):
        assert [p.title for p in list_presets(language)] == [p.title for p in list_presets()]
        assert load_preset("long-query", language) == load_preset("long-query")
