"""No listening socket until the lecturer opens a question, none after it closes.

Checked from outside, as an administrator would: kino runs in a child process (the real
window, presenting), and this test reads the child's socket inodes from /proc/<pid>/fd and the
kernel's table of TCP sockets (/proc/net/tcp, tcp6) for the ones in state LISTEN.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LISTEN = "0A"

CHILD = r"""
import sys
from PySide6.QtWidgets import QApplication
from app.application import configure_pyqtgraph
app = QApplication([])
configure_pyqtgraph()
from app.shell.compose import build_app
kino = build_app()
kino.window.show()
kino.presentation.enter(full_screen=False)
classroom = kino.classroom
classroom.host_provider = lambda: "127.0.0.1"
print("ready", flush=True)
for line in sys.stdin:
    command = line.strip()
    if command == "open":
        assert classroom.open_question()
        print("open", classroom.server.port, flush=True)
    elif command == "close":
        classroom.toggle()
        print("closed", flush=True)
    elif command == "leave":
        assert classroom.open_question()
        kino.presentation.leave()
        print("left", flush=True)
    elif command == "quit":
        break
"""


def listening_ports(pid: int) -> set[int]:
    """The TCP ports process ``pid`` listens on (IPv4 and IPv6)."""
    inodes = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith("socket:["):
            inodes.add(target[8:-1])
    ports = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        if not os.path.exists(table):
            continue
        for row in Path(table).read_text().splitlines()[1:]:
            fields = row.split()
            if fields[3] == LISTEN and fields[9] in inodes:
                ports.add(int(fields[1].rsplit(":", 1)[1], 16))
    return ports


def test_the_socket_exists_only_while_a_question_is_open(tmp_path):
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "KINO_CONFIG_DIR": str(tmp_path / "config"),
        "KINO_DATA_DIR": str(tmp_path / "data"),
        "KINO_LANGUAGE": "en",
    }
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdin is not None and child.stdout is not None

    def say(command: str) -> list[str]:
        child.stdin.write(command + "\n")
        child.stdin.flush()
        return child.stdout.readline().split()

    try:
        assert child.stdout.readline().strip() == "ready"
        assert listening_ports(child.pid) == set()  # presenting, no question: nothing listens
        reply = say("open")
        assert reply[0] == "open"
        assert listening_ports(child.pid) == {int(reply[1])}
        assert say("close") == ["closed"]
        assert listening_ports(child.pid) == set()
        assert say("leave") == ["left"]  # leaving presenting closes an open question
        assert listening_ports(child.pid) == set()
        child.stdin.write("quit\n")
        child.stdin.flush()
        assert child.wait(timeout=20) == 0
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
