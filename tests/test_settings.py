"""kino's settings: each declared once with its key, type and default, read back typed."""

from __future__ import annotations

import pytest

from app.common import settings as settings_module
from app.common.settings import (
    LANGUAGE,
    RECENT_FILES,
    SESSION_STEP,
    TURN_SPEED,
    Setting,
    read,
    screen_scale,
    settings,
    write,
    write_all,
)

DECLARED = [v for v in vars(settings_module).values() if isinstance(v, Setting)]


def test_every_setting_has_its_own_key_and_a_default_of_its_type():
    keys = [s.key for s in DECLARED]
    assert len(DECLARED) >= 15 and len(keys) == len(set(keys))
    for setting in DECLARED:
        expected = tuple if setting.type is list else setting.type
        assert isinstance(setting.default, expected), setting


@pytest.mark.parametrize("setting", DECLARED, ids=lambda s: s.key)
def test_a_setting_never_written_reads_as_its_default_typed(setting):
    value = read(setting)
    assert type(value) is setting.type
    assert value == (list(setting.default) if setting.type is list else setting.default)


def test_written_values_come_back_typed_from_the_ini_file():
    write(TURN_SPEED, 45.0)
    write_all([(SESSION_STEP, 7), (LANGUAGE, "de")])
    write(RECENT_FILES, ["/a.kino", "/b.kino"])
    write(screen_scale("HDMI-1", 1920, 1080, 1.5), 2.0)
    text = (settings_module.config_dir() / "kino.ini").read_text()
    assert "turn_speed=45" in text and "step=7" in text and "language=de" in text
    assert (read(TURN_SPEED), read(SESSION_STEP), read(LANGUAGE)) == (45.0, 7, "de")
    assert read(RECENT_FILES) == ["/a.kino", "/b.kino"]
    assert read(screen_scale("HDMI-1", 1920, 1080, 1.5)) == 2.0
    assert read(screen_scale("HDMI-1", 3840, 2160, 3.0)) == 3.0  # another screen: its default


def test_a_list_settings_default_is_never_shared():
    first = read(RECENT_FILES)
    first.append("/changed.kino")
    assert read(RECENT_FILES) == []
    assert settings().value(RECENT_FILES.key, None) is None  # reading wrote nothing
