"""File ▸ Export at a size lays out at the scale matching the size, as `--scale` does."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from app.common.theme import Style
from app.shell.compose import headless_renderer
from kino_core.scene import default_scene
from kino_core.snapshot import Snapshot


def test_a_sized_export_lays_out_like_1280x720_at_the_matching_scale(qapp, tmp_path):
    # 1920x1080 is 1280x720 at 150% (3840x2160 is the same at 300%; smaller here for speed).
    snapshot = Snapshot(default_scene())
    path = tmp_path / "sized.png"
    renderer = headless_renderer()
    renderer.write_snapshot_picture(snapshot, path, "1920x1080")  # what the sized export calls
    sized = QImage(str(path))
    scaled = renderer.render_snapshot(snapshot, "1280x720", scale=1.5)
    one_x = renderer.render_snapshot(snapshot, "1920x1080", scale=1.0)
    assert sized.size() == scaled.size() == one_x.size()
    same_as_scaled = _difference(sized, scaled)
    same_as_one_x = _difference(sized, one_x)
    assert same_as_scaled < 0.01, same_as_scaled  # the 1280x720 x1.5 layout, large text
    assert same_as_one_x > 0.05, same_as_one_x  # not the 1x layout with small text


def test_svg_text_has_the_size_of_the_png_text(qapp, tmp_path):
    snapshot = Snapshot(default_scene())
    svg = tmp_path / "sized.svg"
    headless_renderer().write_snapshot_picture(snapshot, svg, "1920x1080")
    text = svg.read_text(encoding="utf-8")
    # The font of each group that holds text (other groups carry Qt's default font too).
    sizes = Counter(
        float(size) for size in re.findall(r'font-size="([0-9.]+)"[^>]*>\s*<text', text)
    )
    assert sizes, "the SVG has no text"
    # Body text at the fit scale (150%), in the pixels the PNG draws it at (points at the
    # widgets' dpi); QSvgGenerator's default 72 dpi would write it a quarter smaller.
    body_px = Style(scale=1.5).points() * QWidget().logicalDpiY() / 72
    most_common = sizes.most_common(1)[0][0]
    assert most_common == pytest.approx(body_px, abs=0.05), sizes.most_common(4)


def _difference(first: QImage, second: QImage) -> float:
    """The share of sampled pixels that differ between two images of one size."""
    step = 7
    differing = total = 0
    for y in range(0, first.height(), step):
        for x in range(0, first.width(), step):
            total += 1
            differing += first.pixel(x, y) != second.pixel(x, y)
    return differing / total


def test_a_deck_step_is_pictured_at_the_scale_its_screen_starts_at():
    """`--size 1280x720 --scale 1.5` is a 1080p projector at 150%; 3840x2160 lays out like
    1080p at 150% (300%), not a 150% layout with tiny text."""
    from app.render.headless import deck_ui_scale

    assert deck_ui_scale("1280x720", 1.5) == 1.5
    assert deck_ui_scale("960x540", 2.0) == 2.0
    assert deck_ui_scale("640x360", 3.0) == 3.0
    assert deck_ui_scale("1920x1080", 1.0) == 1.5
    assert deck_ui_scale("3840x2160", 1.0) == 3.0
