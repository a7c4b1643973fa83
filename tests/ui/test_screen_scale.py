"""The UI scale per screen: fit on a new screen, remembered per name and resolution."""

import math

import pytest

from app.common.screen_scale import fit_scale, on_scale_grid, remember_scale, remembered_scale
from app.common.settings import screen_key, settings


@pytest.mark.parametrize(
    ("size", "expected"),
    [
        ((1920, 1080), 1.5),
        ((3840, 2160), 3.0),
        ((1280, 720), 1.0),
        ((1024, 768), 1.0),  # smaller than the design: never below 100%
        ((2560, 1440), 2.0),
        ((7680, 4320), 3.0),  # 8K: clamped to 300%
        ((1920, 1200), 1.5),  # 16:10: the width limits
        ((2560, 1080), 1.5),  # ultrawide: the height limits
    ],
)
def test_fit_scale_makes_the_logical_screen_about_1280x720(size, expected):
    assert fit_scale(*size) == expected


def test_fit_scale_names_a_bad_size():
    with pytest.raises(ValueError, match="0x1080"):
        fit_scale(0, 1080)


def test_grid_survives_a_damaged_value():
    assert on_scale_grid(math.nan) == 1.0
    assert on_scale_grid(math.inf) == 1.0
    assert on_scale_grid(1.6) == 1.5


def test_a_new_screen_starts_at_fit_and_each_screen_keeps_its_own_scale():
    assert remembered_scale("HDMI-1", 1920, 1080) == 1.5
    assert remembered_scale("DP-2", 3840, 2160) == 3.0
    remember_scale("HDMI-1", 1920, 1080, 2.0)
    remember_scale("eDP-1", 2560, 1600, 1.25)
    assert remembered_scale("HDMI-1", 1920, 1080) == 2.0
    assert remembered_scale("eDP-1", 2560, 1600) == 1.25
    # The same projector at another resolution is another screen: it starts at fit.
    assert remembered_scale("HDMI-1", 3840, 2160) == 3.0
    assert remembered_scale("DP-2", 3840, 2160) == 3.0
    # In the INI file, typed (as a new process reads it back).
    assert settings().value(screen_key("HDMI-1", 1920, 1080), 0.0, type=float) == 2.0


def test_a_damaged_entry_falls_back_to_the_grid():
    store = settings()
    store.setValue(screen_key("HDMI-1", 1920, 1080), "nan")
    store.sync()
    assert remembered_scale("HDMI-1", 1920, 1080) == 1.0


def test_screen_names_cannot_escape_the_group():
    assert screen_key("a/b=c", 10, 20) == "screen_scale/a_b_c 10x20"


def test_presenting_starts_at_this_screens_scale_and_remembers_a_change_for_it(kino):
    """F5 on a screen never presented on starts at its fit scale (the test screen is 1920x1080:
    150%); Ctrl+= while presenting is kept for this screen, and F5 again brings it back."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from app.controllers.preferences import presentation_scale_for

    screen = kino.window.screen()
    name = screen.name()
    width = round(screen.size().width() * screen.devicePixelRatio())
    height = round(screen.size().height() * screen.devicePixelRatio())
    assert presentation_scale_for(kino.window) == fit_scale(width, height)
    QTest.keyClick(kino.canvas, Qt.Key.Key_F5)
    assert kino.presentation.active
    assert kino.style.ui_style.scale == fit_scale(width, height)
    kino.preferences.zoom(1)
    chosen = kino.style.ui_style.scale
    assert chosen == fit_scale(width, height) + 0.25
    QTest.keyClick(kino.canvas, Qt.Key.Key_Escape)
    assert kino.style.ui_style.scale == 1.0  # the desk's own scale
    assert remembered_scale(name, width, height) == chosen
    QTest.keyClick(kino.canvas, Qt.Key.Key_F5)
    assert kino.style.ui_style.scale == chosen
    QTest.keyClick(kino.canvas, Qt.Key.Key_Escape)
    kino.document.mark_saved()
