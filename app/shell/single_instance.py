"""A second `kino FILE` while kino runs: the file opens in the running window.

kino shows one scene at a time in one window, and keeps one working scene (the session file)
per user, so two kino processes of the same user would overwrite each other's session. So a
new `kino [FILE…]` (e.g. a double-click on a .kino in the file manager while kino runs) first
offers its files to a running kino over a QLocalServer socket; if one answers, that kino opens
the first file exactly as File ▸ Open does (asking first when its scene has unsaved changes),
raises its window, and the new process exits. If none answers within a second, the new process
opens its own window and becomes the one that answers.

With several files, the first is opened and the status bar names the others (one scene at a
time). `kino` with no file while kino runs raises the running window.

The socket is per user and per settings folder (KINO_CONFIG_DIR), so tests and benchmarks with
their own settings never reach the user's kino. Protocol: one line of JSON,
``{"files": [absolute paths]}``, answered by ``ok``.
"""

from __future__ import annotations

import getpass
import hashlib
import json
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from app.common.i18n import translate
from app.common.settings import config_dir

WAIT_MS = 1000
_MAX_MESSAGE = 64 * 1024


def server_name() -> str:
    key = f"{getpass.getuser()}\n{config_dir().resolve()}"
    return "kino-" + hashlib.sha256(key.encode()).hexdigest()[:16]


def hand_off(paths: list[str]) -> bool:
    """Offer paths to a running kino; True if it took them (then this process should exit)."""
    socket = QLocalSocket()
    socket.connectToServer(server_name())
    if not socket.waitForConnected(WAIT_MS):
        return False
    files = [str(Path(p).resolve()) for p in paths]
    socket.write(json.dumps({"files": files}).encode() + b"\n")
    socket.waitForBytesWritten(WAIT_MS)  # False when it all went at once: the answer tells
    answer = b""
    while b"\n" not in answer and socket.waitForReadyRead(WAIT_MS):
        answer += bytes(socket.readAll().data())
    socket.disconnectFromServer()
    return answer.strip() == b"ok"


class FileHandoffServer(QObject):
    """Listens for hand_off() from later kino processes; emits files_received(list of paths)."""

    files_received = Signal(list)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)

    def listen(self) -> bool:
        name = server_name()
        if self.server.listen(name):
            return True
        # A socket left behind by a kino that died (hand_off found no one answering it).
        QLocalServer.removeServer(name)
        return self.server.listen(name)

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.setProperty("buffer", b"")
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        data = socket.property("buffer") + bytes(socket.readAll().data())
        if len(data) > _MAX_MESSAGE:
            socket.abort()
            return
        socket.setProperty("buffer", data)
        if b"\n" not in data:
            return
        try:
            files = json.loads(data.split(b"\n", 1)[0])["files"]
            paths = [str(p) for p in files if isinstance(p, str)]
        except (ValueError, KeyError, TypeError):
            socket.abort()
            return
        socket.write(b"ok\n")  # answer first: opening may ask about unsaved changes
        socket.flush()
        self.files_received.emit(paths)


def serve_file_handoffs(
    window: QWidget, open_path: Callable[[str], bool], notify: Callable[[str], None]
) -> FileHandoffServer | None:
    """Make ``window`` the one later `kino FILE` calls hand their files to: it comes to the
    front, ``open_path`` opens the first file (asking first about unsaved changes; True if it
    did) and ``notify`` says which others were not opened. None if another kino serves."""
    server = FileHandoffServer(window)
    if not server.listen():
        return None
    server.files_received.connect(
        lambda paths: QTimer.singleShot(0, lambda: _open(window, paths, open_path, notify))
    )
    QCoreApplication.instance().aboutToQuit.connect(server.server.close)  # removes the socket
    return server


def _open(
    window: QWidget,
    paths: list[str],
    open_path: Callable[[str], bool],
    notify: Callable[[str], None],
) -> None:
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()
    if not paths:
        return
    opened = open_path(paths[0])
    if opened and len(paths) > 1:
        others = ", ".join(os.path.basename(p) for p in paths[1:])
        notify(
            translate(
                "SingleInstance", "kino shows one scene at a time: opened {name}, not {others}"
            ).format(name=os.path.basename(paths[0]), others=others)
        )
