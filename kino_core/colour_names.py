"""A colour's everyday name, for screen readers and for anyone who cannot tell two colours apart.

``colour_name(rgb)`` is the name in ``COLOUR_NAMES`` nearest to ``rgb`` in CIELAB, where
distance roughly follows how different two colours look (in RGB, dark blues and greens crowd
together and yellows spread apart). The table holds kino's Okabe–Ito key palette under the
palette's own names, so a default key is read exactly as the palette calls it, plus the common
names a mixed output colour is likely to be near.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

# (name, '#RRGGBB'): English names; the app translates them (context "ColourName").
COLOUR_NAMES: tuple[tuple[str, str], ...] = (
    ("black", "#000000"),
    ("dark grey", "#555555"),
    ("grey", "#8C8C8C"),
    ("light grey", "#C8C8C8"),
    ("white", "#FFFFFF"),
    ("red", "#E02020"),
    ("dark red", "#8B1A1A"),
    ("vermilion", "#D55E00"),
    ("orange", "#E69F00"),
    ("brown", "#8B5A2B"),
    ("yellow", "#F0E442"),
    ("mustard", "#C9A227"),
    ("olive", "#808020"),
    ("green", "#30B030"),
    ("dark green", "#1E5A1E"),
    ("bluish green", "#009E73"),
    ("teal", "#208080"),
    ("sky blue", "#56B4E9"),
    ("blue", "#0072B2"),
    ("navy", "#1A237E"),
    ("purple", "#7B3FA0"),
    ("reddish purple", "#CC79A7"),
    ("pink", "#F4A6C0"),
    ("beige", "#E8D9B5"),
)


def _srgb_to_lab(r: float, g: float, b: float) -> tuple[float, float, float]:
    """One sRGB colour (components in [0, 1]) -> CIELAB under D65. Plain floats: for one colour
    at a time (a screen reader asks on every change) NumPy's call overhead would dominate."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    lr, lg, lb = linear(r), linear(g), linear(b)
    x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047
    y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
    z = (0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb) / 1.08883
    epsilon, kappa = 216 / 24389, 24389 / 27

    def f(t: float) -> float:
        return t ** (1 / 3) if t > epsilon else (kappa * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def _hex_to_rgb(text: str) -> tuple[float, float, float]:
    return tuple(int(text[i : i + 2], 16) / 255 for i in (1, 3, 5))  # type: ignore[return-value]


_TABLE_LAB = [(name, _srgb_to_lab(*_hex_to_rgb(code))) for name, code in COLOUR_NAMES]


@lru_cache(maxsize=4096)
def _nearest(r8: int, g8: int, b8: int) -> str:
    lab = _srgb_to_lab(r8 / 255, g8 / 255, b8 / 255)
    return min(_TABLE_LAB, key=lambda entry: math.dist(entry[1], lab))[0]


def colour_name(rgb: Sequence[float]) -> str:
    """The name in ``COLOUR_NAMES`` nearest to ``rgb`` (three floats in [0, 1]; values outside
    are clamped, NaN counts as 0) by CIE76 distance in Lab, at the 8-bit precision the screen
    shows."""
    r8, g8, b8 = (0 if math.isnan(c) else round(min(max(float(c), 0.0), 1.0) * 255) for c in rgb)
    return _nearest(r8, g8, b8)
