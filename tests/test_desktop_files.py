"""kino's desktop integration: the icon files, the MIME XML and the .desktop entry, checked with
the real freedesktop tools, and `make install-desktop`'s script installing into a temporary
XDG data folder and `make uninstall-desktop` removing it again.

The tools are Debian packages that .ci/run installs; a run without them fails and names the
package to install (never a silent pass).
"""

from __future__ import annotations

import configparser
import os
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DESKTOP = ROOT / "resources" / "desktop"
ICONS = ROOT / "resources" / "icons"
INSTALLER = ROOT / "tools" / "install_desktop.sh"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
PACKAGES = {
    "desktop-file-validate": "desktop-file-utils",
    "xmllint": "libxml2-utils",
    "update-mime-database": "shared-mime-info",
    "make": "make",
}


def tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.fail(
            f"`{name}` is missing: install it with `sudo apt-get install {PACKAGES[name]}` "
            "(.ci/run installs it in CI)",
            pytrace=False,
        )
    return path


def desktop_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def mime_types(path: Path) -> dict[str, list[str]]:
    """type -> its glob patterns, from a shared-mime-info XML file."""
    root = ET.parse(path).getroot()
    return {
        node.get("type"): [glob.get("pattern") for glob in node.iter(f"{MIME_NS}glob")]
        for node in root.iter(f"{MIME_NS}mime-type")
    }


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    return struct.unpack(">II", data[16:24])


def test_icon_is_rendered_at_every_size():
    assert (ICONS / "kino.svg").is_file()
    for size in ICON_SIZES:
        assert png_size(ICONS / f"kino-{size}.png") == (size, size)


def test_desktop_entry_validates_and_opens_kino_files():
    result = subprocess.run(
        [tool("desktop-file-validate"), DESKTOP / "kino.desktop"], capture_output=True, text=True
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
    entry = desktop_entry(DESKTOP / "kino.desktop")
    assert entry["Exec"] == "kino %F"
    assert entry["Icon"] == "kino"
    declared = set(mime_types(DESKTOP / "kino-mime.xml"))
    assert set(filter(None, entry["MimeType"].split(";"))) == declared


def test_mime_xml_is_well_formed_and_claims_both_extensions():
    result = subprocess.run(
        [tool("xmllint"), "--noout", DESKTOP / "kino-mime.xml"], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert mime_types(DESKTOP / "kino-mime.xml") == {
        "application/x-kino": ["*.kino"],
        "application/x-kinodeck": ["*.kinodeck"],
    }


def test_install_desktop_then_uninstall(tmp_path):
    for name in PACKAGES:
        tool(name)
    data = tmp_path / "data"
    # A stand-in for .venv/bin/kino, in a folder with a space (the Exec line must quote it).
    command = tmp_path / "my apps" / "kino"
    command.parent.mkdir()
    command.write_text("#!/bin/sh\nexit 0\n", encoding="utf-8")
    command.chmod(0o755)
    env = {"PATH": os.environ["PATH"], "HOME": str(tmp_path / "home"), "XDG_DATA_HOME": str(data)}

    subprocess.run(["sh", INSTALLER, "install", command], env=env, check=True, capture_output=True)
    installed = data / "applications" / "kino.desktop"
    result = subprocess.run(
        [tool("desktop-file-validate"), installed], capture_output=True, text=True
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout
    assert desktop_entry(installed)["Exec"] == f'"{command}" %F'
    # update-mime-database compiled the types: the globs and the icon are in its database.
    globs = (data / "mime" / "globs2").read_text(encoding="utf-8")
    assert ":application/x-kino:*.kino" in globs and ":application/x-kinodeck:*.kinodeck" in globs
    icons = (data / "mime" / "icons").read_text(encoding="utf-8").split()
    assert "application/x-kino:kino" in icons and "application/x-kinodeck:kino" in icons
    assert (data / "mime" / "application" / "x-kino.xml").is_file()
    # update-desktop-database: kino is the handler of both types.
    cache = (data / "applications" / "mimeinfo.cache").read_text(encoding="utf-8")
    assert "application/x-kino=kino.desktop;" in cache
    for size in ICON_SIZES:
        assert png_size(data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "kino.png") == (
            size,
            size,
        )

    # What the lecturer types: the Makefile's target (it runs the same script).
    subprocess.run(
        [tool("make"), "-s", "-C", ROOT, "uninstall-desktop"],
        env=env,
        check=True,
        capture_output=True,
    )
    assert not installed.exists()
    assert not list((data / "icons").rglob("kino.*"))
    assert not (data / "mime" / "packages" / "kino.xml").exists()
    # Nothing of kino's is left: no compiled MIME database (mime.cache, globs2, icons…), no
    # launcher cache, no empty icon folders; the data folder is as before the install.
    assert sorted(p.relative_to(data).as_posix() for p in data.rglob("*")) == []


def test_uninstall_keeps_other_programs_file_types(tmp_path):
    for name in PACKAGES:
        tool(name)
    data = tmp_path / "data"
    packages = data / "mime" / "packages"
    packages.mkdir(parents=True)
    (packages / "other.xml").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">'
        '<mime-type type="application/x-other"><comment>Other</comment>'
        '<glob pattern="*.other"/></mime-type></mime-info>\n',
        encoding="utf-8",
    )
    command = tmp_path / "kino"
    command.write_text("#!/bin/sh\nexit 0\n", encoding="utf-8")
    command.chmod(0o755)
    env = {"PATH": os.environ["PATH"], "HOME": str(tmp_path / "home"), "XDG_DATA_HOME": str(data)}
    subprocess.run(["sh", INSTALLER, "install", command], env=env, check=True, capture_output=True)
    subprocess.run(["sh", INSTALLER, "uninstall"], env=env, check=True, capture_output=True)
    globs = (data / "mime" / "globs2").read_text(encoding="utf-8")
    assert "application/x-other:*.other" in globs and "kino" not in globs
    assert (packages / "other.xml").is_file()


def test_install_refuses_a_missing_command(tmp_path):
    env = {"PATH": os.environ["PATH"], "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path)}
    result = subprocess.run(
        ["sh", INSTALLER, "install", tmp_path / "nowhere" / "kino"],
        env=env,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 1
    assert "is not an executable kino" in result.stderr
    assert not (tmp_path / "applications").exists()
