"""A colour's everyday name, for screen readers and for anyone who cannot tell two colours apart.

``colour_name(rgb)`` is the name in ``COLOUR_NAMES`` nearest to ``rgb`` in CIELAB, where
distance roughly follows how different two colours look (in RGB, dark blues and greens crowd
together and yellows spread apart). The table holds kino's Okabe–Ito key palette under the
palette's own names, so a default key is read exactly as the palette calls it, plus the common
names a mixed output colour is likely to be near.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

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


def _srgb_to_lab(rgb: np.ndarray) -> np.ndarray:
    """sRGB in [0, 1], shape (n, 3) -> CIELAB (D65), shape (n, 3)."""
    rgb = np.clip(np.asarray(rgb, dtype=float), 0.0, 1.0)
    linear = np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)
    to_xyz = np.array(
        [
            [0.4124564, 0.3575761, 0.1804375],
            [0.2126729, 0.7151522, 0.0721750],
            [0.0193339, 0.1191920, 0.9503041],
        ]
    )
    xyz = linear @ to_xyz.T / np.array([0.95047, 1.0, 1.08883])
    epsilon, kappa = 216 / 24389, 24389 / 27
    f = np.where(xyz > epsilon, np.cbrt(xyz), (kappa * xyz + 16) / 116)
    return np.stack(
        [116 * f[:, 1] - 16, 500 * (f[:, 0] - f[:, 1]), 200 * (f[:, 1] - f[:, 2])], axis=1
    )


def _hex_to_rgb(text: str) -> tuple[float, float, float]:
    return tuple(int(text[i : i + 2], 16) / 255 for i in (1, 3, 5))  # type: ignore[return-value]


_TABLE_LAB = _srgb_to_lab(np.array([_hex_to_rgb(code) for _name, code in COLOUR_NAMES]))


def colour_name(rgb: Sequence[float]) -> str:
    """The name in ``COLOUR_NAMES`` nearest to ``rgb`` (three floats in [0, 1]; values outside
    are clamped, NaN counts as 0) by CIE76 distance in Lab."""
    values = np.nan_to_num(np.asarray(rgb, dtype=float).reshape(1, 3), nan=0.0)
    distances = np.linalg.norm(_TABLE_LAB - _srgb_to_lab(values), axis=1)
    return COLOUR_NAMES[int(np.argmin(distances))][0]
