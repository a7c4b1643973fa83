"""A second `kino FILE` while kino runs opens FILE in the running window and exits."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from app.shell.compose import serve_handoffs
from app.shell.single_instance import hand_off
from kino_core import load_snapshot

ROOT = Path(__file__).resolve().parent.parent.parent
PRESET = ROOT / "resources" / "presets" / "04-saturation-d512.kino"


def test_second_kino_hands_its_file_to_the_running_window(window, qtbot):
    server = serve_handoffs(window)
    assert server is not None
    expected = load_snapshot(PRESET).snapshot.scene
    assert window.document.scene != expected
    # The real command, as the file manager runs it; the same settings folder (conftest's
    # KINO_CONFIG_DIR) means the same kino. Offscreen, so it could open a window if it had to.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KINO_EXIT_AFTER_FIRST_FRAME="1")
    second = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), str(PRESET)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        qtbot.waitUntil(lambda: window.document.scene == expected, timeout=30_000)
        deadline = time.monotonic() + 30
        while second.poll() is None and time.monotonic() < deadline:
            qtbot.wait(20)  # keep answering the socket while the second process finishes
        stdout, stderr = second.communicate(timeout=5)
    finally:
        if second.poll() is None:
            second.kill()
        server.server.close()  # removes its socket file (the app does this when it quits)
    assert second.returncode == 0, stderr
    assert "first-frame" not in stdout, "the second kino opened a window of its own"
    assert f"kino is already running: it opens {PRESET.name}" in stderr
    assert window.document.source == PRESET.resolve()
    assert PRESET.stem in window.windowTitle()


def test_no_running_kino_means_no_hand_off(qapp):
    started = time.monotonic()
    assert hand_off([str(PRESET)]) is False
    assert time.monotonic() - started < 5  # a missing server is found out at once, not waited for


def test_a_socket_left_by_a_killed_kino_is_taken_over(window):
    import socket as sockets

    from PySide6.QtCore import QDir

    from app.shell.single_instance import server_name

    stale = Path(QDir.tempPath()) / server_name()
    dead = sockets.socket(sockets.AF_UNIX, sockets.SOCK_STREAM)
    dead.bind(str(stale))  # bound and closed, never listening: what a SIGKILL leaves behind
    dead.close()
    server = None
    try:
        assert hand_off([str(PRESET)]) is False
        server = serve_handoffs(window)
        assert server is not None and server.server.isListening()
    finally:
        if server is not None:
            server.server.close()
        stale.unlink(missing_ok=True)
