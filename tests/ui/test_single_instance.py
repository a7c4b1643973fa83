"""A second `kino FILE` while kino runs opens FILE in the running window and exits."""

from __future__ import annotations

import json
import os
import resource
import shutil
import socket as sockets
import stat
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.shell import single_instance
from app.shell.compose import serve_handoffs
from app.shell.messages import Messages
from app.shell.single_instance import hand_off, release_instance, socket_path
from kino_core import load_snapshot

REAL_SHOW_ERROR = Messages.show_error  # before no_modal_dialogs replaces it in each test
ROOT = Path(__file__).resolve().parent.parent.parent
PRESET = ROOT / "resources" / "presets" / "04-saturation-d512.kino"


def test_second_kino_hands_its_file_to_the_running_window(kino, qtbot):
    server = serve_handoffs(kino)
    assert server is not None
    expected = load_snapshot(PRESET).snapshot.scene
    assert kino.document.scene != expected
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
        qtbot.waitUntil(lambda: kino.document.scene == expected, timeout=30_000)
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
    assert kino.document.source == PRESET.resolve()
    assert PRESET.stem in kino.window.windowTitle()


def test_no_running_kino_means_no_hand_off(qapp):
    started = time.monotonic()
    assert hand_off([str(PRESET)]) is False
    assert time.monotonic() - started < 5  # a missing server is found out at once, not waited for


def test_a_socket_left_by_a_killed_kino_is_taken_over(kino):
    import socket as sockets

    from app.shell.single_instance import socket_path

    stale = socket_path()
    dead = sockets.socket(sockets.AF_UNIX, sockets.SOCK_STREAM)
    dead.bind(str(stale))  # bound and closed, never listening: what a SIGKILL leaves behind
    dead.close()
    server = None
    try:
        assert hand_off([str(PRESET)]) is False
        server = serve_handoffs(kino)
        assert server is not None and server.server.isListening()
    finally:
        if server is not None:
            server.server.close()
        stale.unlink(missing_ok=True)


# -- the attacks of issue 30, item 7 --------------------------------------------------------


@pytest.fixture
def server(kino, monkeypatch):
    """This window serving hand-offs, with short idle timeouts; what it opened is recorded."""
    monkeypatch.setattr(single_instance, "IDLE_MS", 300)
    opened: list[list[str]] = []
    serving = serve_handoffs(kino)
    assert serving is not None
    serving.files_received.connect(opened.append)
    serving.opened = opened
    yield serving
    serving.close()
    release_instance()


def talk(qtbot, data: bytes, read: bool = True) -> bytes:
    """Send ``data`` from another thread, as another process would, while this thread's event
    loop serves; the server's answer (b"" if it closed without one)."""
    answer: list[bytes] = []

    def client() -> None:
        with sockets.socket(sockets.AF_UNIX, sockets.SOCK_STREAM) as s:
            s.settimeout(5)
            s.connect(str(socket_path()))
            try:
                s.sendall(data)
                got = b""
                while read and b"\n" not in got:
                    chunk = s.recv(4096)
                    if not chunk:
                        break
                    got += chunk
            except OSError:  # reset by the server: no answer
                got = b""
            answer.append(got)

    thread = threading.Thread(target=client)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=8000)
    return answer[0]


def message(*paths: str) -> bytes:
    return json.dumps({"files": list(paths)}).encode() + b"\n"


def test_the_socket_and_lock_live_in_a_folder_only_this_user_can_enter(server):
    folder = socket_path().parent
    info = os.lstat(folder)
    assert stat.S_ISDIR(info.st_mode) and info.st_uid == os.geteuid()
    assert info.st_mode & 0o777 == 0o700
    assert socket_path().exists()
    own = single_instance.private_folder() / socket_path().name
    if len(os.fsencode(own)) <= single_instance.MAX_SOCKET_PATH:
        assert socket_path() == own  # kino's own run/ folder in its settings folder
    else:  # a deep settings folder (pytest-xdist's): this user's folder in /tmp, as tmux
        assert folder == Path(tempfile.gettempdir()) / f"kino-{os.geteuid()}"


def test_kinos_own_folder_is_used_whatever_the_environment_and_must_be_private(
    tmp_path, monkeypatch, qapp
):
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))  # another session's environment
    folder = single_instance.private_folder()
    assert folder == Path(os.environ["KINO_CONFIG_DIR"]).resolve() / "run"
    folder.chmod(0o755)  # made by an older kino under a loose umask: closed again
    assert single_instance.private_folder().stat().st_mode & 0o777 == 0o700
    # kino's own folder, owned by someone else (here: this process pretends to be another
    # user): never trusted, so no hand-off and no lock through it.
    monkeypatch.setattr(os, "geteuid", lambda: 4242)
    with pytest.raises(single_instance.UnsafeFolderError, match="another user"):
        single_instance.private_folder()
    assert hand_off([str(PRESET)]) is False
    assert single_instance.claim_instance() is False


def test_a_runtime_folder_another_user_could_enter_never_holds_the_socket(
    tmp_path, monkeypatch, qapp
):
    deep = tmp_path / ("d" * 60) / ("e" * 60)  # too long a path for a local socket
    monkeypatch.setenv("KINO_CONFIG_DIR", str(deep))
    temp = Path(tempfile.mkdtemp(prefix="k", dir="/tmp"))  # a short system temporary folder
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    shared = temp / "shared"
    shared.mkdir()
    shared.chmod(0o777)  # as a folder another user made for the attack would be
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(shared))
    try:
        # Not the shared folder: this user's own folder in the temporary folder (as tmux).
        assert socket_path().parent == temp / f"kino-{os.geteuid()}"
        assert (temp / f"kino-{os.geteuid()}").stat().st_mode & 0o777 == 0o700
        shared.chmod(0o700)
        assert socket_path().parent == shared
        shared.chmod(0o777)
        # A kino-<uid> folder that others can enter (another user made it first): refused.
        (temp / f"kino-{os.geteuid()}").chmod(0o777)
        with pytest.raises(single_instance.UnsafeFolderError, match="open to other users"):
            socket_path()
    finally:
        shutil.rmtree(temp)


def test_1062_idle_connections_leave_the_server_serving(server, qtbot):
    # Few descriptors to spare, as a busy kino would have: 1062 accepted connections would
    # exhaust them, and Qt then closes the server and deletes its socket for good.
    attacker = subprocess.Popen(  # with the test's own limit, before it is lowered here
        [sys.executable, "-c", IDLE_ATTACK, str(socket_path()), "1062"],
        stdout=subprocess.PIPE,
        text=True,
    )
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    in_use = len(os.listdir("/proc/self/fd"))
    resource.setrlimit(resource.RLIMIT_NOFILE, (in_use + 200, hard))
    try:
        done = []
        reader = threading.Thread(target=lambda: done.append(attacker.stdout.readline()))
        reader.start()
        qtbot.waitUntil(lambda: bool(done), timeout=30_000)  # serving while it connects
        assert int(done[0]) >= 1000  # the attacker holds its connections open
        assert len(os.listdir("/proc/self/fd")) < in_use + 50
        assert server.server.isListening()
        qtbot.wait(400)  # the idle ones were dropped
        assert talk(qtbot, message(str(PRESET))) == b"ok\n"
    finally:
        attacker.kill()
        attacker.wait()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    assert server.opened == [[str(PRESET)]]


IDLE_ATTACK = """
import socket, sys, time
path, count = sys.argv[1], int(sys.argv[2])
held = []
for _ in range(count):
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.setblocking(True)  # waits while the backlog is full, until the server accepts
    try:
        s.connect(path)
    except OSError:
        s.close()
        continue
    held.append(s)
print(len(held), flush=True)
time.sleep(60)
"""


def test_extra_bytes_after_a_message_never_open_the_file_again(server, qtbot):
    data = message(str(PRESET)) + b"\n" * 4000 + message(str(PRESET)) * 10
    assert talk(qtbot, data) == b"ok\n"
    qtbot.wait(50)
    assert server.opened == [[str(PRESET)]]


@pytest.mark.parametrize(
    "data",
    [
        b"[" * 5000 + b"\n",
        b'{"files": "/tmp"}\n',
        b'{"files": ["relative.kino"]}\n',
        b'{"files": [1, 2]}\n',
        b'{"files": ["/a.kino"], "and": 1}\n',
        json.dumps({"files": ["/x.kino"] * 65}).encode() + b"\n",
        b"\xff\xfe\n",
    ],
    ids=["deep", "a-string", "relative", "numbers", "extra-key", "too-many", "not-utf8"],
)
def test_a_malformed_message_is_refused_and_the_server_keeps_serving(server, qtbot, data):
    assert talk(qtbot, data) == b"refused\n"
    assert talk(qtbot, message(str(PRESET))) == b"ok\n"
    qtbot.wait(50)
    assert server.opened == [[str(PRESET)]]


def test_an_endless_message_is_cut_off_and_the_server_keeps_serving(server, qtbot):
    assert talk(qtbot, b"x" * (single_instance.MAX_MESSAGE + 4096)) == b""
    assert talk(qtbot, message(str(PRESET))) == b"ok\n"


def test_a_connection_that_says_nothing_is_dropped(server, qtbot):
    started = time.monotonic()
    assert talk(qtbot, b"") == b""  # the server hangs up on it after IDLE_MS
    assert time.monotonic() - started < 3


def test_two_kinos_started_at_the_same_moment_give_one_window(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    kinos = [
        subprocess.Popen(
            [sys.executable, str(ROOT / "main.py"), str(PRESET)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(3)
    ]
    try:
        deadline = time.monotonic() + 60
        while sum(k.poll() is None for k in kinos) > 1 and time.monotonic() < deadline:
            time.sleep(0.1)
        time.sleep(1.0)  # a second window would still be starting: give it time to show up
        running = [k for k in kinos if k.poll() is None]
        ended = [k for k in kinos if k.poll() is not None]
        messages = [k.stderr.read() for k in ended]
    finally:
        for k in kinos:
            if k.poll() is None:
                k.kill()
            k.wait()
    assert len(running) == 1
    assert [k.returncode for k in ended] == [0, 0], messages
    assert all("kino is already running: it opens" in m for m in messages), messages


@pytest.fixture
def open_config(monkeypatch):
    """A settings folder any user can pass through (as a home folder often is), so only the
    private folder kino makes inside it stands between another user and the socket."""
    folder = Path(tempfile.mkdtemp(prefix="kino-open-"))
    folder.chmod(0o755)
    monkeypatch.setenv("KINO_CONFIG_DIR", str(folder))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.skipif(os.geteuid() != 0, reason="needs root to act as a second user")
def test_another_user_can_neither_bind_nor_reach_the_socket(open_config, server, qtbot):
    # As root, a child turns into user "nobody" and tries both halves of the attack: bind a
    # socket where kino would listen, and connect to kino's socket to read what it is sent.
    attack = (
        "import os, socket, sys\n"
        "os.setgid(65534); os.setuid(65534)\n"
        "for act in ('bind', 'connect'):\n"
        "    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\n"
        "    try:\n"
        "        getattr(s, act)(sys.argv[1] if act == 'connect' else sys.argv[2])\n"
        "        print(act, 'got through')\n"
        "    except OSError as error:\n"
        "        print(act, 'refused', error.errno)\n"
    )
    beside = str(socket_path().parent / "kino-attacker.socket")
    result = subprocess.run(
        [sys.executable, "-c", attack, str(socket_path()), beside],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert "got through" not in result.stdout, result.stdout
    assert result.stdout.count("refused") == 2, result.stdout + result.stderr
    assert talk(qtbot, message(str(PRESET))) == b"ok\n"


def test_a_handed_off_name_that_looks_like_markup_is_shown_literally(server, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    shown: list[QMessageBox] = []

    def exec_(box: QMessageBox) -> int:
        box.grab()  # laid out and painted: a rich <img src=/dev/zero> would never finish
        shown.append(box)
        return 0

    monkeypatch.setattr(Messages, "show_error", REAL_SHOW_ERROR)
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    attack = "/x/<img src=/dev/zero>.kino"
    assert talk(qtbot, message(attack)) == b"ok\n"
    qtbot.waitUntil(lambda: bool(shown), timeout=3000)
    (box,) = shown
    assert box.textFormat() == Qt.TextFormat.PlainText and attack in box.text()
