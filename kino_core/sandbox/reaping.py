"""Finding and ending a run's processes (/proc scanning, by the run's token), and removing
its folder: what the sandbox does when a run ends, whatever it left behind."""

from __future__ import annotations

import contextlib
import os
import signal as signal_module
import stat as stat_module
import subprocess
import threading
import time
from pathlib import Path
from typing import NamedTuple

_CLEANUP_BUDGET_S = 0.5  # the rest of a large folder is removed in the background


class _Process(NamedTuple):
    ppid: int
    pgid: int
    sid: int
    state: str
    start: int  # clock ticks after boot


def _proc_table() -> dict[int, _Process]:
    """Every process in /proc ({} without /proc)."""
    table: dict[int, _Process] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return table
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as handle:
                stat = handle.read()
        except OSError:
            continue
        # "pid (comm) state ppid pgrp session … starttime …": comm may hold spaces and ")".
        fields = stat[stat.rfind(b")") + 2 :].split()
        try:
            table[int(entry)] = _Process(
                int(fields[1]), int(fields[2]), int(fields[3]), fields[0].decode(), int(fields[19])
            )
        except (ValueError, IndexError):
            continue
    return table


def start_ticks(pid: int) -> int:
    """When pid started (clock ticks after boot), 0 if unknown."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            stat = handle.read()
        return int(stat[stat.rfind(b")") + 2 :].split()[19])
    except (OSError, ValueError, IndexError):
        return 0


def _has_token(pid: int, token: bytes) -> bool:
    try:
        with open(f"/proc/{pid}/environ", "rb") as handle:
            return token in handle.read()
    except OSError:
        return False


def _run_members(root: int, token: bytes, born_after: int) -> tuple[set[int], set[int]]:
    """(the run's live processes, the process groups of all of them and of its zombies).

    The run's processes are: root's descendants still attached to it, members of its process
    group or session, and processes started after root (``born_after``) whose environment holds
    the run's token (orphans that left the session). A zombie counts for its group: it may have
    forked a child the listing does not hold yet, and that child is in the zombie's group.
    Never this process, its ancestors, their groups, or groups 0 and 1.
    """
    table = _proc_table()
    protected = {os.getpid(), 1}
    ancestor = os.getppid()
    while ancestor > 1 and ancestor not in protected:  # never this process or its ancestors
        protected.add(ancestor)
        ancestor = table[ancestor].ppid if ancestor in table else 0
    children: dict[int, list[int]] = {}
    for pid, info in table.items():
        children.setdefault(info.ppid, []).append(pid)
    found: set[int] = set()
    stack = [root]
    while stack:
        for child in children.get(stack.pop(), ()):
            if child not in found:
                found.add(child)
                stack.append(child)
    for pid, info in table.items():
        in_session = info.pgid == root or info.sid == root
        orphan = pid not in found and info.start >= born_after and _has_token(pid, token)
        if in_session or orphan:
            found.add(pid)
    if root in table:
        found.add(root)
    found = {pid for pid in found - protected if pid in table}
    alive = {pid for pid in found if table[pid].state not in "ZX"}
    kept_groups = {0, 1, os.getpgid(0)} | {table[pid].pgid for pid in protected if pid in table}
    groups = {table[pid].pgid for pid in found} - kept_groups
    return alive, groups


def run_processes(root: int, token: bytes, born_after: int = 0) -> set[int]:
    """Live (not zombie) processes of the run whose first process is ``root``."""
    return _run_members(root, token, born_after)[0]


def kill_run(root: int, token: bytes, born_after: int = 0, limit_s: float = 2.0) -> set[int]:
    """End every process of the run (or give up after limit_s); return the ones found.

    Root, the run's subreaper, is stopped first: stopped, it reaps nothing, so every process of
    the run that ends stays listed as a zombie below it, with its process group. Then every
    other process is stopped (SIGSTOP), again and again until no new one appears: a stopped
    process cannot fork. Then every group seen is killed at once (a group outlives its leader
    and its zombies hold it, so this ends members forked after any scan: a lineage that forks
    faster than /proc is listed), and every process, root last.
    """
    with contextlib.suppress(OSError):
        os.kill(root, signal_module.SIGSTOP)
    found: set[int] = set()
    deadline = time.monotonic() + limit_s
    stopped: set[int] = set()
    while time.monotonic() < deadline:
        targets = run_processes(root, token, born_after) - {root}
        for pid in targets - stopped:
            with contextlib.suppress(OSError):
                os.kill(pid, signal_module.SIGSTOP)
        if targets <= stopped:
            break
        stopped |= targets
        found |= targets
    quiet_rounds = 0  # rounds in a row that found no live process
    while True:
        targets, groups = _run_members(root, token, born_after)
        # root's own group last: while root lives, an orphan lands below it, where a scan sees it
        for group in groups - {root}:
            with contextlib.suppress(OSError):
                os.killpg(group, signal_module.SIGKILL)
        for pid in (targets | stopped) - {root}:
            with contextlib.suppress(OSError):
                os.kill(pid, signal_module.SIGKILL)
        stopped = set()
        found |= targets
        quiet_rounds = 0 if targets - {root} else quiet_rounds + 1
        if quiet_rounds >= 2 or time.monotonic() > deadline:
            break
        time.sleep(0.005)
    with contextlib.suppress(OSError):
        os.killpg(root, signal_module.SIGKILL)
    with contextlib.suppress(OSError):
        os.kill(root, signal_module.SIGKILL)
    return found


def finalize_run(
    process: subprocess.Popen, token: bytes, born_after: int, run_dir: str, fds: list[int]
) -> None:
    """Last resort when a SandboxRun is dropped or kino exits while the code still runs."""
    with contextlib.suppress(Exception):
        if process.poll() is None:
            kill_run(process.pid, token, born_after, limit_s=0.5)
            process.wait(timeout=1.0)
    for fd in fds:
        with contextlib.suppress(OSError):
            os.close(fd)
    remove_tree(run_dir)


def remove_tree(root: str | os.PathLike[str], budget_s: float | None = None) -> bool:
    """Delete ``root`` and all it holds; True when it is gone. Never raises, never recurses.

    Walks with one open folder at a time (relative to it, so no path grows too long, however
    deep the nesting), makes each folder readable and writable before listing it (the code
    may have made one with mode 0300), never follows a symlink, and never opens anything but
    folders (a FIFO is unlinked, not read). budget_s: stop after that long (False: not gone).
    """
    deadline = None if budget_s is None else time.monotonic() + budget_s
    root_path = os.fspath(root)
    try:
        info = os.lstat(root_path)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    if not stat_module.S_ISDIR(info.st_mode):
        with contextlib.suppress(OSError):
            os.unlink(root_path)
        return not os.path.lexists(root_path)
    flags = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
    with contextlib.suppress(OSError):
        os.chmod(root_path, 0o700, follow_symlinks=False)
    try:
        fd = os.open(root_path, flags)
    except OSError:
        return False
    pending: list[list[str]] = []  # per level below root: the subfolders not yet removed
    names: list[str] = []  # the folder names from root down to fd
    try:
        while True:
            if deadline is not None and time.monotonic() > deadline:
                return False
            subfolders: list[str] = []
            try:
                with os.scandir(fd) as entries:
                    listed = list(entries)
            except OSError:
                listed = []
            for entry in listed:
                try:
                    is_folder = entry.is_dir(follow_symlinks=False)
                except OSError:
                    is_folder = False
                if is_folder:
                    subfolders.append(entry.name)
                else:
                    with contextlib.suppress(OSError):
                        os.unlink(entry.name, dir_fd=fd)
            pending.append(subfolders)
            while True:  # the next folder to empty: a subfolder, or up, removing the empty one
                if pending[-1]:
                    name = pending[-1].pop()
                    with contextlib.suppress(OSError):
                        os.chmod(name, 0o700, dir_fd=fd, follow_symlinks=False)
                    try:
                        below = os.open(name, flags, dir_fd=fd)
                    except OSError:
                        continue  # gone, or not a folder any more
                    os.close(fd)
                    fd = below
                    names.append(name)
                    break
                pending.pop()
                if not names:
                    os.close(fd)
                    fd = -1
                    with contextlib.suppress(OSError):
                        os.rmdir(root_path)
                    return not os.path.lexists(root_path)
                above = os.open("..", flags, dir_fd=fd)
                os.close(fd)
                fd = above
                with contextlib.suppress(OSError):
                    os.rmdir(names.pop(), dir_fd=fd)
    except OSError:
        return False
    finally:
        if fd >= 0:
            with contextlib.suppress(OSError):
                os.close(fd)


def remove_run_folder(run_dir: str) -> None:
    """Remove the run's folder now, or finish in the background when it is large."""
    if not remove_tree(run_dir, budget_s=_CLEANUP_BUDGET_S):
        threading.Thread(target=remove_tree, args=(run_dir,), daemon=True).start()


def folder_usage(root: Path, max_entries: int) -> tuple[int, int]:
    """(entries, bytes) beneath root, counting at most max_entries + 1 entries. Never raises."""
    entries = 0
    used = 0
    stack = [os.fspath(root)]
    while stack and entries <= max_entries:
        folder = stack.pop()
        try:
            with os.scandir(folder) as listing:
                for entry in listing:
                    entries += 1
                    try:
                        info = entry.stat(follow_symlinks=False)
                    except OSError:
                        continue
                    used += info.st_blocks * 512
                    if stat_module.S_ISDIR(info.st_mode):
                        stack.append(entry.path)
                    if entries > max_entries:
                        break
        except OSError:
            continue
    return entries, used
