"""The UI scale remembered per screen, and the "fit" scale a new screen starts at.

A lecturer moves between a laptop panel, a 1080p projector and a 4K screen; each wants its own
scale. The key is the screen's name and resolution (the same projector at another resolution is
another screen). A screen never seen before starts at "fit": the scale that makes its logical
area about 1280x720, the size the layout is designed for.

Pure except for ``remembered_scale``/``remember_scale``, which read and write kino's settings.
"""

from __future__ import annotations

import math

from app.common.settings import read, screen_scale, write

SCALE_MIN, SCALE_MAX, SCALE_STEP = 1.0, 3.0, 0.25
# The logical area the layout is designed for.
DESIGN_WIDTH, DESIGN_HEIGHT = 1280, 720


def on_scale_grid(scale: float) -> float:
    """``scale`` on the 25% grid within 100% … 300% (1.0 for NaN/Inf from a damaged file)."""
    if not math.isfinite(scale):
        return 1.0
    stepped = round(scale / SCALE_STEP) * SCALE_STEP
    return min(max(stepped, SCALE_MIN), SCALE_MAX)


def fit_scale(width_px: int, height_px: int) -> float:
    """The scale that makes a ``width_px`` x ``height_px`` screen about 1280x720 logical.

    The smaller of the two ratios, so both dimensions fit: 1.5 on 1920x1080, 3.0 on 3840x2160,
    1.0 on anything at or below 1280x720.
    """
    if width_px <= 0 or height_px <= 0:
        raise ValueError(f"screen size must be positive, got {width_px}x{height_px}")
    return on_scale_grid(min(width_px / DESIGN_WIDTH, height_px / DESIGN_HEIGHT))


def remembered_scale(name: str, width_px: int, height_px: int) -> float:
    """The scale last used on this screen, or its fit scale if it was never seen."""
    fitted = fit_scale(width_px, height_px)
    return on_scale_grid(read(screen_scale(name, width_px, height_px, fitted)))


def remember_scale(name: str, width_px: int, height_px: int, scale: float) -> None:
    """Keep ``scale`` (on the grid) for this screen."""
    write(screen_scale(name, width_px, height_px, 1.0), on_scale_grid(scale))
