"""A second `kino FILE` while kino runs: the file opens in the running window.

kino shows one scene at a time in one window, and keeps one working scene (the session file)
per user, so two kino processes of the same user would overwrite each other's session. So a
new `kino [FILE…]` (e.g. a double-click on a .kino in the file manager while kino runs) first
offers its files to a running kino over a local socket; if one answers, that kino opens the
first file exactly as File ▸ Open does (asking first when its scene has unsaved changes),
raises its window, and the new process exits. Otherwise the new process takes the instance
lock, opens its own window and becomes the one that answers.

With several files, the first is opened and the status bar names the others (one scene at a
time). `kino` with no file while kino runs raises the running window.

What holds (issue 30, item 7):

- The lock and the socket live in ``run/`` in kino's settings folder, made 0700, its owner
  and mode checked before each use (never a predictable name in /tmp). Only when that path is
  too long for a local socket does the socket go to $XDG_RUNTIME_DIR, or else to
  ``/tmp/kino-<uid>`` (as tmux does), each checked the same way.
  A folder that fails the check is never used: no hand-off then, and kino says so on stderr.
- One kino per user and settings folder (KINO_CONFIG_DIR, so tests and benchmarks with their
  own settings never reach the user's kino): a QLockFile taken before the window is built, so
  two kinos started at the same moment do not both run; a lock left by a dead kino is stale.
- The server takes at most MAX_CONNECTIONS at once, drops a connection idle for IDLE_MS,
  reads one message of at most MAX_MESSAGE bytes per connection (what follows is ignored),
  answers only a peer of this user, and listens again if Qt ever closes it.
- Protocol: one line of JSON, exactly ``{"files": [absolute paths as strings]}`` (at most
  MAX_FILES), answered by ``ok``; anything else is answered by ``refused`` and opens nothing.
"""

from __future__ import annotations

import hashlib
import json
import os
import socket as sockets
import stat
import struct
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from app.common.i18n import translate
from app.common.settings import config_dir

WAIT_MS = 1000
STARTING_S = 30.0  # how long a second kino waits for a first one that holds the lock to answer
MAX_MESSAGE = 64 * 1024
MAX_FILES = 64
MAX_PATH = 4096
MAX_CONNECTIONS = 8
IDLE_MS = 2000
KEEP_LISTENING_MS = 1000


class UnsafeFolderError(Exception):
    """The folder for the socket and lock is not private to this user; says why in one line."""


def _check_private(folder: Path) -> None:
    """Raise UnsafeFolderError unless ``folder`` is a real folder of this user, closed to others."""
    info = os.lstat(folder)
    if not stat.S_ISDIR(info.st_mode):
        raise UnsafeFolderError(f"{folder} is not a folder")
    if info.st_uid != os.geteuid():
        raise UnsafeFolderError(f"{folder} belongs to another user (uid {info.st_uid})")
    if info.st_mode & 0o077:
        raise UnsafeFolderError(f"{folder} is open to other users (mode {info.st_mode & 0o777:o})")


def private_folder() -> Path:
    """kino's own folder for the instance lock and the hand-off socket: ``run/`` in the
    settings folder, the same whatever the environment (so every kino finds the one lock)."""
    folder = config_dir().resolve() / "run"
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        folder.mkdir(mode=0o700, exist_ok=True)
        info = os.lstat(folder)
        if stat.S_ISDIR(info.st_mode) and info.st_uid == os.geteuid() and info.st_mode & 0o077:
            os.chmod(folder, 0o700)  # kino's own folder, made under an older umask
        _check_private(folder)
    except OSError as error:
        raise UnsafeFolderError(f"{folder}: {error.strerror or error}") from error
    return folder


def _instance_key() -> str:
    return hashlib.sha256(str(config_dir().resolve()).encode()).hexdigest()[:16]


MAX_SOCKET_PATH = 107  # a Unix socket's path, in bytes (sun_path holds 108 with its NUL)


def _runtime_folder() -> Path | None:
    """$XDG_RUNTIME_DIR when it is a real folder of this user closed to others, else None."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if not runtime or not os.path.isabs(runtime):
        return None
    try:
        _check_private(Path(runtime))
    except (OSError, UnsafeFolderError):
        return None  # e.g. a folder another user made for the attack
    return Path(runtime)


def socket_path() -> Path:
    """The hand-off socket: in kino's own folder, or, when that path is too long for a local
    socket, in $XDG_RUNTIME_DIR if it is private."""
    name = f"kino-{_instance_key()}.socket"
    path = private_folder() / name
    if len(os.fsencode(path)) <= MAX_SOCKET_PATH:
        return path
    runtime = _runtime_folder()
    if runtime is not None and len(os.fsencode(runtime / name)) <= MAX_SOCKET_PATH:
        return runtime / name
    short = _temp_folder() / name
    if len(os.fsencode(short)) <= MAX_SOCKET_PATH:
        return short
    raise UnsafeFolderError(f"{path} is too long for a local socket")


def _temp_folder() -> Path:
    """A folder of this user only in the system's temporary folder, as tmux keeps its
    sockets (``/tmp/kino-<uid>``, made 0700, its owner and mode checked before each use: a
    folder another user made first is refused, never used)."""
    import tempfile

    folder = Path(tempfile.gettempdir()) / f"kino-{os.geteuid()}"
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
        _check_private(folder)
    except OSError as error:
        raise UnsafeFolderError(f"{folder}: {error.strerror or error}") from error
    return folder


def server_name() -> str:
    """The name QLocalServer listens on: a full path in the private folder."""
    return str(socket_path())


_LOCKS: dict[str, QLockFile] = {}  # the locks this process holds, by path (one per settings)


def claim_instance() -> bool:
    """Take the lock that makes this process the one kino of its user and settings folder.
    True if this process holds it (taking it again is harmless); False if a live kino does or
    the private folder cannot be trusted."""
    try:
        path = str(private_folder() / f"kino-{_instance_key()}.lock")
    except UnsafeFolderError:
        return False
    held = _LOCKS.get(path)
    if held is not None and held.isLocked():
        return True
    lock = QLockFile(path)
    lock.setStaleLockTime(0)  # stale only when its process is gone, however long kino runs
    if not lock.tryLock(0):
        return False
    _LOCKS[path] = lock
    return True


def release_instance() -> None:
    """Give the lock back (kino quitting; tests)."""
    for lock in _LOCKS.values():
        lock.unlock()
    _LOCKS.clear()


def hand_off(paths: list[str]) -> bool:
    """Offer paths to a running kino; True if it took them (then this process should exit)."""
    try:
        name = server_name()
    except UnsafeFolderError:
        return False
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(WAIT_MS):
        return False
    files = [str(Path(p).resolve()) for p in paths[:MAX_FILES]]  # one is opened anyway
    socket.write(json.dumps({"files": files}).encode() + b"\n")
    socket.waitForBytesWritten(WAIT_MS)  # False when it all went at once: the answer tells
    answer = b""
    while b"\n" not in answer and socket.waitForReadyRead(WAIT_MS):
        answer += bytes(socket.readAll().data())
    socket.disconnectFromServer()
    return answer.strip() == b"ok"


def hand_off_or_claim(paths: list[str]) -> bool:
    """At start: True if a running kino took ``paths`` (this process should exit); False once
    this process holds the instance lock (it should open its window). Raises UnsafeFolderError
    when no lock can be trusted, and TimeoutError when a kino holds the lock but never
    answers within STARTING_S."""
    socket_path()  # raises UnsafeFolderError: then there is neither a lock nor a socket to use
    if hand_off(paths):
        return True
    deadline = time.monotonic() + STARTING_S
    while True:
        if claim_instance():
            return False
        if hand_off(paths):  # another kino is starting: it answers once its window is up
            return True
        if time.monotonic() > deadline:
            raise TimeoutError("a running kino holds the lock but does not answer")
        time.sleep(0.1)


def parse_message(data: bytes) -> list[str] | None:
    """The files a hand-off message names, or None if it is not exactly
    ``{"files": [absolute paths]}`` (bounded in count and length)."""
    try:
        message = json.loads(data)
    except (ValueError, RecursionError):
        return None
    if not isinstance(message, dict) or set(message) != {"files"}:
        return None
    files = message["files"]
    if not isinstance(files, list) or len(files) > MAX_FILES:
        return None
    if not all(
        isinstance(p, str) and os.path.isabs(p) and "\0" not in p and len(p) <= MAX_PATH
        for p in files
    ):
        return None
    return list(files)


def _peer_is_this_user(socket: QLocalSocket) -> bool:
    """On Linux, the connecting process's uid (SO_PEERCRED) is this process's; elsewhere the
    private folder alone keeps others out."""
    option = getattr(sockets, "SO_PEERCRED", None)
    if option is None or sys.platform != "linux":
        return True
    descriptor = int(socket.socketDescriptor())
    if descriptor < 0:
        return False
    try:
        raw = sockets.socket(fileno=os.dup(descriptor))
    except OSError:
        return False
    try:
        _pid, uid, _gid = struct.unpack("3i", raw.getsockopt(sockets.SOL_SOCKET, option, 12))
    except OSError:
        return False
    finally:
        raw.close()
    return uid == os.geteuid()


class FileHandoffServer(QObject):
    """Listens for hand_off() from later kino processes; emits files_received(list of paths)."""

    files_received = Signal(list)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.setMaxPendingConnections(MAX_CONNECTIONS)
        self.server.newConnection.connect(self._accept)
        self.connections: set[QLocalSocket] = set()
        self._name = ""
        # Qt closes a local server for good when accept() fails (e.g. out of descriptors):
        # listen again, so one bad moment never ends the hand-off.
        self._keep_listening = QTimer(self)
        self._keep_listening.setInterval(KEEP_LISTENING_MS)
        self._keep_listening.timeout.connect(self._listen_again)

    def listen(self) -> bool:
        """Take the instance lock and listen; False if another kino runs or the folder is
        not private."""
        if not claim_instance():
            return False
        try:
            self._name = server_name()
        except UnsafeFolderError:
            return False
        if not self._listen():
            return False
        self._keep_listening.start()
        return True

    def close(self) -> None:
        self._keep_listening.stop()
        self.server.close()  # removes the socket file

    def _listen(self) -> bool:
        if self.server.listen(self._name):
            return True
        # A socket left behind by a kino that died: this process holds the lock, so it is ours.
        QLocalServer.removeServer(self._name)
        return self.server.listen(self._name)

    def _listen_again(self) -> None:
        if not self.server.isListening():
            self._listen()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            if len(self.connections) >= MAX_CONNECTIONS or not _peer_is_this_user(socket):
                socket.abort()
                socket.deleteLater()
                continue
            self.connections.add(socket)
            socket.setProperty("buffer", b"")
            idle = QTimer(socket)
            idle.setSingleShot(True)
            idle.timeout.connect(lambda s=socket: s.abort())
            idle.start(IDLE_MS)
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))

    def _forget(self, socket: QLocalSocket) -> None:
        self.connections.discard(socket)
        socket.deleteLater()

    def _read(self, socket: QLocalSocket) -> None:
        if socket.property("answered"):
            socket.readAll()  # one message per connection: the rest is never read as one
            return
        data = socket.property("buffer") + bytes(socket.readAll().data())
        if b"\n" not in data:
            if len(data) > MAX_MESSAGE:
                socket.abort()
            else:
                socket.setProperty("buffer", data)
            return
        line = data.split(b"\n", 1)[0]
        socket.setProperty("answered", True)
        socket.setProperty("buffer", b"")
        paths = parse_message(line) if len(line) <= MAX_MESSAGE else None
        socket.write(b"ok\n" if paths is not None else b"refused\n")
        socket.flush()  # answer first: opening may ask about unsaved changes
        socket.disconnectFromServer()
        if paths is not None:
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
    QCoreApplication.instance().aboutToQuit.connect(server.close)  # removes the socket
    QCoreApplication.instance().aboutToQuit.connect(release_instance)
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
