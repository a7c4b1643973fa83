"""Built-in presets: they load, round-trip, come in a fixed numbered order, and show what their
titles and captions say (checked with kino_core.evaluate)."""

from __future__ import annotations

import re
from dataclasses import replace

import numpy as np
import pytest

from kino_core import evaluate
from kino_core.presets import PresetInfo, list_presets, load_preset
from kino_core.resources import resource_path
from kino_core.scene import default_scene
from kino_core.snapshot import SnapshotError, load_snapshot, snapshot_to_json

EXPECTED_ORDER = [
    "four-keys",
    "two-keys-tied",
    "long-query",
    "saturation-d512",
    "translation",
    "translation-matrix",
]


def preset(name: str):
    return load_preset(name).scene


def test_presets_are_numbered_in_a_fixed_order():
    presets = list_presets()
    assert [p.name for p in presets] == EXPECTED_ORDER
    assert all(isinstance(p, PresetInfo) for p in presets)
    numbers = [int(p.path.name[:2]) for p in presets]
    assert numbers == list(range(1, len(presets) + 1)) and len(presets) <= 9  # keys 1-9
    files = sorted(resource_path("presets").glob("*.kino"))
    assert [p.path for p in presets] == files  # no stray, unlisted preset file


def test_every_preset_loads_validates_and_round_trips():
    for info in list_presets():
        result = load_snapshot(info.path)
        assert result.warnings == ()
        assert info.title == result.snapshot.scene.title and info.title
        assert result.snapshot.scene.caption
        # The file is exactly what kino writes for it: saving it again changes nothing.
        assert info.path.read_text(encoding="utf-8") == snapshot_to_json(result.snapshot)
        assert load_preset(info.name) == result.snapshot
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
