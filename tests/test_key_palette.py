"""Keys 9-12 get their own colours; every key colour stands out on the light theme."""

from __future__ import annotations

import numpy as np

from app.common.theme import LIGHT, casing_colour, contrast_ratio
from kino_core.colour_names import colour_name
from kino_core.presets import list_presets, load_preset
from kino_core.scene import KEY_PALETTE, MAX_KEYS, OKABE_ITO, add_key, default_scene, hex_to_rgb


def _cielab(colour: str) -> np.ndarray:
    """CIELAB (D65) of an sRGB '#RRGGBB', shape (3,)."""
    rgb = np.array(hex_to_rgb(colour))
    linear = np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)
    to_xyz = np.array(
        [[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]]
    )
    xyz = to_xyz @ linear / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > 0.008856, np.cbrt(xyz), 7.787 * xyz + 16 / 116)
    return np.array([116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])])


def test_twelve_keys_get_twelve_distinct_colours_and_letters():
    scene = default_scene()
    while len(scene.keys) < MAX_KEYS:
        scene = add_key(scene, 0.0, 0.0)
    colours = [k.color.upper() for k in scene.keys]
    assert len(set(colours)) == MAX_KEYS
    assert set(colours) == {c.upper() for c in KEY_PALETTE}
    labels = [k.label for k in scene.keys]
    assert len(set(labels)) == MAX_KEYS and all(label.isalpha() for label in labels)


def test_the_palette_starts_with_okabe_ito_and_its_colours_are_far_apart():
    assert KEY_PALETTE[: len(OKABE_ITO)] == OKABE_ITO
    assert len(KEY_PALETTE) == MAX_KEYS
    closest = _closest_pair(list(KEY_PALETTE))
    # Well above a just-noticeable difference (about 2.3): the keys are told apart at a glance.
    assert closest > 20.0


def test_screen_readers_say_a_different_name_for_each_key_colour():
    names = [colour_name(hex_to_rgb(c)) for c in KEY_PALETTE]
    assert len(set(names)) == len(names)


def test_every_key_mark_has_3_to_1_contrast_or_a_casing_that_does_on_the_light_theme():
    cased = []
    for colour in KEY_PALETTE:
        casing = casing_colour(colour, LIGHT)
        if casing is None:
            assert contrast_ratio(colour, LIGHT.background) >= 3.0, colour
        else:
            cased.append(colour)
            assert contrast_ratio(casing, LIGHT.background) >= 3.0, colour
    # Yellow and the two light extras (olive, grey) need their casing: the rule is exercised.
    assert "#F0E442" in cased and "#999999" in cased


def _closest_pair(colours: list[str]) -> float:
    lab = [_cielab(c) for c in colours]
    return min(
        float(np.linalg.norm(lab[i] - lab[j]))
        for i in range(len(lab))
        for j in range(i + 1, len(lab))
    )


def test_preset_9_gives_its_twelve_keys_the_twelve_palette_colours():
    scene = load_preset("many-keys-d512").scene
    colours = [k.color.upper() for k in scene.keys]
    # Keys I-L once reused A-D's colours: their blends could not be told apart.
    assert len(set(colours)) == MAX_KEYS
    assert colours == [c.upper() for c in KEY_PALETTE]
    assert _closest_pair(colours) > 20.0


def test_no_preset_gives_two_keys_colours_that_cannot_be_told_apart():
    for info in list_presets():
        scene = load_preset(info.name).scene
        if len(scene.keys) > 1:
            assert _closest_pair([k.color for k in scene.keys]) > 20.0, info.name
