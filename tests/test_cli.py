"""`kino` / `python main.py` without a usable display: a readable paragraph, never a Qt abort."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from app.cli import package_for, window_problem

ROOT = Path(__file__).resolve().parent.parent


def test_no_display_is_explained_with_the_fix(monkeypatch):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    problem = window_problem()
    assert problem is not None
    assert "no display" in problem and "xvfb" in problem.lower() and "--export" in problem


def test_offscreen_needs_no_display(monkeypatch):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert window_problem() is None


def test_missing_libraries_name_the_packages(monkeypatch):
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setattr(
        "app.cli.missing_qt_libraries", lambda: ["libxcb-cursor.so.0", "libEGL.so.1"]
    )
    problem = window_problem()
    assert problem is not None
    assert "sudo apt-get install libegl1 libxcb-cursor0" in problem


def test_package_names_follow_debian():
    assert package_for("libxcb-icccm.so.4") == "libxcb-icccm4"
    assert package_for("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"
    assert package_for("libdbus-1.so.3") == "libdbus-1-3"
    assert package_for("libEGL.so.1") == "libegl1"


def test_main_without_display_exits_with_a_paragraph():
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py")], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2
    assert "kino cannot open a window" in done.stderr
    assert "Traceback" not in done.stderr and "Aborted" not in done.stderr
