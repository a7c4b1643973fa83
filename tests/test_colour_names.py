"""Colour names for screen readers: nearest name in CIELAB, pure NumPy."""

from __future__ import annotations

import math

import pytest

from kino_core.colour_names import COLOUR_NAMES, colour_name
from kino_core.scene import OKABE_ITO, hex_to_rgb


def test_every_table_colour_is_named_as_itself():
    for name, code in COLOUR_NAMES:
        assert colour_name(hex_to_rgb(code)) == name


def test_the_key_palette_reads_as_okabe_ito_names_them():
    names = [colour_name(hex_to_rgb(c)) for c in OKABE_ITO]
    assert names == [
        "orange",
        "sky blue",
        "bluish green",
        "vermilion",
        "blue",
        "reddish purple",
        "yellow",
        "black",
    ]


@pytest.mark.parametrize(
    ("rgb", "name"),
    [
        ((0.5, 0.5, 0.5), "grey"),
        ((0.95, 0.05, 0.05), "red"),
        ((0.02, 0.02, 0.3), "navy"),
        ((0.98, 0.98, 0.97), "white"),
        ((0.75, 0.64, 0.24), "mustard"),  # the default scene's mixed output
    ],
)
def test_mixed_colours_get_the_nearest_everyday_name(rgb, name):
    assert colour_name(rgb) == name


def test_out_of_range_and_nan_are_clamped_not_propagated():
    assert colour_name((2.0, -1.0, -1.0)) == colour_name((1.0, 0.0, 0.0))
    assert colour_name((math.nan, math.nan, math.nan)) == "black"
