"""The boundary around the Code panel's runs: what the student's code may touch, and how.

A run's child process (kino_core.sandbox.child) calls ``confine(writable)`` on itself after
Python and NumPy have started and before the student's first line runs. From then on that
process, and every process it starts (they inherit all of it), works under these layers:

Linux, Landlock (kernel LSM, any unprivileged process may apply it to itself):
- files (ABI >= 1; truncation from ABI 3): reading and executing are allowed everywhere the user
  may; creating, writing, truncating, deleting and renaming only beneath the ``writable``
  folders (the run's own temporary folder, and the working folder kino gives it). /dev/null
  and /dev/zero may be opened for writing. Links (ABI >= 2, "refer") cannot carry an outside file
  into the writable folder, and a symlink is followed to the file it names, so writing through
  either is refused. Device ioctls (ABI >= 5) are refused on devices opened after confinement.
  Mounting is refused to every Landlock-confined process.
- network (ABI >= 4): TCP bind and connect, on every address and port, loopback included.
- processes (ABI >= 6, "scopes"): signals to processes outside the run, and connections to
  abstract unix sockets (X11, D-Bus…) outside it. ptrace of processes outside the run is
  refused by every Landlock ABI.

Linux, a seccomp filter (every mainstream kernel; x86_64 and aarch64 only here):
- ``socket()`` of any family fails with EPERM: no TCP, no UDP, no raw sockets, and no unix
  sockets, so the code cannot reach the D-Bus session bus (which could start programs outside
  the run), the X11 or Wayland display, ssh-agent or Docker by their socket files, which
  Landlock's file rules do not cover. ``socketpair()`` stays allowed (asyncio needs it);
- changing permissions, owners, timestamps, extended attributes or inode flags (chmod, chown,
  utime, setxattr, FS_IOC_SETFLAGS…) fails with EPERM everywhere, the run's own folder included:
  Landlock does not cover these, and a system call filter cannot tell one folder from another;
- io_uring (which bypasses system call filters), kernel keyrings and open_by_handle_at fail;
- SysV shared memory, semaphores and message queues, and POSIX message queues fail: they
  outlive the process (memory pinned above the limit until ``ipcrm``);
- prlimit64, sched_setaffinity, sched_setscheduler, sched_setparam and sched_setattr work only
  on the caller (pid 0), setpriority and ioprio_set only as (process, 0): the code cannot
  lower kino's limits (``prlimit(kino, RLIMIT_CPU, 1)`` killed it) or take its processors;
- i386 and x32 system calls (another way around the numbers above) fail.

Linux, namespaces (``enter_namespaces``, called by the child's first process before it forks):
new user, PID, IPC and mount namespaces where the kernel allows them, and a tmpfs of bounded
size and entries over the run's folder; every process of the run ends when its init does.

Every capability is dropped before the rest (root's, on CI runners, and those a process holds
inside its new user namespace), so root's code cannot reboot, load modules or set the clock.
``PR_SET_NO_NEW_PRIVS`` comes first: no setuid program the code starts can gain privileges,
and the kernel requires it for both layers.

What a confined run can still do: read any file the user can read (and print it: kino shows
its output, nothing can carry it off the machine), run programs, use CPU and memory within the
sandbox's limits, create pipes and socketpairs, and send signals within its own run.

Both layers bind the calling thread and the threads and processes it starts later, not threads
that already run: ``confine`` is called while the child has one thread (NumPy's BLAS is held to
one thread), and reports nothing as held if it finds more.

Each layer is detected at run time and applied when present; a missing layer never stops a run,
and the ``Protection`` the child reports says plainly what held. ``expected_protection()``
tells the app, before a run, what this system offers. macOS and Windows: nothing here applies
(kino enforces only its time and output limits and kills the run's processes there), and the
status says so.

This module must stay importable on its own (standard library only, no kino_core import): the
sandbox child, which runs with ``python -I``, loads it from its file.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import os
import platform
import sys
from dataclasses import dataclass

__all__ = [
    "Protection",
    "confine",
    "enter_namespaces",
    "expected_protection",
    "namespaces_available",
    "protection_from",
]

# --- Landlock (include/uapi/linux/landlock.h) ----------------------------------------------

_SYS_LANDLOCK_CREATE_RULESET = 444  # the same numbers on every architecture since Linux 5.13
_SYS_LANDLOCK_ADD_RULE = 445
_SYS_LANDLOCK_RESTRICT_SELF = 446
_LANDLOCK_CREATE_RULESET_VERSION = 1
_LANDLOCK_RULE_PATH_BENEATH = 1

_FS_EXECUTE = 1 << 0
_FS_WRITE_FILE = 1 << 1
_FS_READ_FILE = 1 << 2
_FS_READ_DIR = 1 << 3
_FS_ABI1 = (1 << 13) - 1  # execute … make_sym: the thirteen rights of ABI 1
_FS_REFER = 1 << 13  # ABI 2
_FS_TRUNCATE = 1 << 14  # ABI 3
_FS_IOCTL_DEV = 1 << 15  # ABI 5
_NET_BIND_TCP = 1 << 0  # ABI 4
_NET_CONNECT_TCP = 1 << 1
_SCOPE_ABSTRACT_UNIX_SOCKET = 1 << 0  # ABI 6
_SCOPE_SIGNAL = 1 << 1

_FILE_RIGHTS = _FS_EXECUTE | _FS_WRITE_FILE | _FS_READ_FILE | _FS_TRUNCATE | _FS_IOCTL_DEV
_WRITABLE_DEVICES = ("/dev/null", "/dev/zero")  # e.g. subprocess.DEVNULL, `> /dev/null` in sh


class _RulesetAttr(ctypes.Structure):
    _fields_ = [
        ("handled_access_fs", ctypes.c_uint64),
        ("handled_access_net", ctypes.c_uint64),
        ("scoped", ctypes.c_uint64),
    ]


class _PathBeneathAttr(ctypes.Structure):
    _pack_ = 1  # __attribute__((packed)) in the kernel's header
    _fields_ = [("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32)]


# --- seccomp (include/uapi/linux/seccomp.h, filter.h, audit.h) ------------------------------

_PR_SET_NO_NEW_PRIVS = 38
_PR_SET_SECCOMP = 22
_PR_CAPBSET_DROP = 24
_PR_CAP_AMBIENT = 47
_PR_CAP_AMBIENT_CLEAR_ALL = 4
_SECCOMP_MODE_FILTER = 2
_SECCOMP_RET_ALLOW = 0x7FFF0000
_SECCOMP_RET_ERRNO = 0x00050000
_BPF_LD_W_ABS = 0x20
_BPF_JEQ_K = 0x15
_BPF_JGE_K = 0x35
_BPF_RET_K = 0x06
_X32_SYSCALL_BIT = 0x40000000
_FS_IOC_SETFLAGS = 0x40086602  # chattr
_FS_IOC_FSSETXATTR = 0x401C5820  # xfs_io chattr, project ids

# Refused system calls, by architecture. Names for the reader; the numbers are what counts.
_COMMON_REFUSED = {  # the same number on both architectures (unified table, Linux >= 5.1)
    "io_uring_setup": 425,
    "io_uring_enter": 426,
    "io_uring_register": 427,
    "fchmodat2": 452,
    "setxattrat": 463,
    "removexattrat": 466,
    "file_setattr": 469,
}
# Calls allowed only on the calling process itself: their first argument, a pid, must be 0.
# Otherwise the code could lower kino's limits (prlimit(kino, RLIMIT_CPU, 1) kills it) or take
# its processor away (affinity, scheduling policy). The name: (x86_64, aarch64) numbers.
_SELF_ONLY = {
    "prlimit64": (302, 261),
    "sched_setaffinity": (203, 122),
    "sched_setscheduler": (144, 119),
    "sched_setparam": (142, 118),
    "sched_setattr": (314, 274),
}
# Calls allowed only as (which, 0): setpriority(PRIO_PROCESS=0, 0, …) is nice(); PRIO_USER
# with 0 would renice every program of the user, kino included. ioprio_set: IOPRIO_WHO_PROCESS=1.
_SELF_ONLY_WHICH = {
    "setpriority": ((141, 140), 0),
    "ioprio_set": ((251, 30), 1),
}
_ARCHITECTURES = {
    # machine: (AUDIT_ARCH_*, ioctl's number, {name: number} refused outright)
    "x86_64": (
        0xC000003E,
        16,
        {
            "socket": 41,
            "chmod": 90,
            "fchmod": 91,
            "chown": 92,
            "fchown": 93,
            "lchown": 94,
            "utime": 132,
            "setxattr": 188,
            "lsetxattr": 189,
            "fsetxattr": 190,
            "removexattr": 197,
            "lremovexattr": 198,
            "fremovexattr": 199,
            "utimes": 235,
            "add_key": 248,
            "request_key": 249,
            "keyctl": 250,
            "fchownat": 260,
            "futimesat": 261,
            "fchmodat": 268,
            "utimensat": 280,
            "open_by_handle_at": 304,
            # SysV IPC and POSIX message queues outlive the run (memory pinned until ipcrm)
            "shmget": 29,
            "shmat": 30,
            "shmctl": 31,
            "semget": 64,
            "semop": 65,
            "semctl": 66,
            "shmdt": 67,
            "msgget": 68,
            "msgsnd": 69,
            "msgrcv": 70,
            "msgctl": 71,
            "semtimedop": 220,
            "mq_open": 240,
            **_COMMON_REFUSED,
        },
    ),
    "aarch64": (
        0xC00000B7,
        29,
        {
            "setxattr": 5,
            "lsetxattr": 6,
            "fsetxattr": 7,
            "removexattr": 14,
            "lremovexattr": 15,
            "fremovexattr": 16,
            "fchmod": 52,
            "fchmodat": 53,
            "fchownat": 54,
            "fchown": 55,
            "utimensat": 88,
            "socket": 198,
            "add_key": 217,
            "request_key": 218,
            "keyctl": 219,
            "open_by_handle_at": 265,
            "mq_open": 180,
            "msgget": 186,
            "msgctl": 187,
            "msgrcv": 188,
            "msgsnd": 189,
            "semget": 190,
            "semctl": 191,
            "semtimedop": 192,
            "semop": 193,
            "shmget": 194,
            "shmctl": 195,
            "shmat": 196,
            "shmdt": 197,
            **_COMMON_REFUSED,
        },
    ),
}
_ARCHITECTURES["arm64"] = _ARCHITECTURES["aarch64"]
_ARCHITECTURES["amd64"] = _ARCHITECTURES["x86_64"]


class _SockFilter(ctypes.Structure):
    _fields_ = [
        ("code", ctypes.c_uint16),
        ("jt", ctypes.c_uint8),
        ("jf", ctypes.c_uint8),
        ("k", ctypes.c_uint32),
    ]


class _SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_uint16), ("filter", ctypes.POINTER(_SockFilter))]


# --- what held -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Protection:
    """Which of the three promises a run's boundary keeps on this system.

    files: the code can change files only in its own temporary folder (Landlock ABI >= 3 and the
        seccomp filter: permissions and timestamps are outside Landlock's reach).
    network: the code can open no socket, so it reaches no address, TCP or UDP (seccomp; with
        Landlock ABI >= 4 TCP is refused a second time).
    processes: the code cannot signal, ptrace or talk over sockets to processes outside its run
        (Landlock ABI >= 6 for signals and abstract sockets, seccomp for socket files).
    system: sys.platform ("linux", "darwin", "win32"…).
    landlock_abi: the Landlock ABI in force (0: none).
    seccomp: whether the seccomp filter is in force.
    namespaces: whether the run has its own PID, IPC and mount namespaces (Linux user
        namespaces): every process it starts ends with it, SysV objects die with it, and its
        folder is a size-limited tmpfs that vanishes with it. Without them kino kills the run's
        process tree and watches the folder's size while it runs.
    """

    files: bool
    network: bool
    processes: bool
    system: str
    landlock_abi: int = 0
    seccomp: bool = False
    namespaces: bool = False

    @property
    def complete(self) -> bool:
        return self.files and self.network and self.processes

    def status_line(self) -> str:
        """One line for the Code panel, e.g. "files: protected · network: protected · …"."""
        parts = [
            f"{name}: {'protected' if held else 'not protected on this system'}"
            for name, held in (
                ("files", self.files),
                ("network", self.network),
                ("processes", self.processes),
            )
        ]
        return " · ".join(parts)

    def explanation(self) -> str:
        """A few plain sentences (a tooltip): what holds, by what, and what does not."""
        if not self.system.startswith("linux"):
            return (
                "On this system kino can only stop the code after its time limit and kill what "
                "it started; it cannot keep the code from changing your files, using the network "
                "or signalling other programs. Run only code you trust."
            )
        lines = []
        if self.files:
            lines.append(
                "Files: the code may read files, but write, create, delete or rename them only "
                "in its own temporary folder (Landlock); it may change no permissions or "
                "timestamps anywhere (seccomp)."
            )
        else:
            lines.append(
                "Files: NOT protected: this Linux kernel lacks Landlock ABI 3 (Linux 6.2 or "
                "newer) or seccomp, so the code can change your files."
            )
        if self.network:
            lines.append("Network: the code can open no socket, TCP, UDP or local (seccomp).")
        else:
            lines.append("Network: NOT protected: this system lacks seccomp filters.")
        if self.processes:
            lines.append(
                "Processes: the code cannot signal, trace or connect to programs outside its "
                "run, kino included (Landlock scopes, seccomp)."
            )
        else:
            lines.append(
                "Processes: NOT protected: signals to other programs need Landlock ABI 6 "
                "(Linux 6.12 or newer)."
            )
        if self.namespaces:
            lines.append(
                "Every process the code starts ends with its run, and its folder holds at most "
                "64 MiB (namespaces)."
            )
        else:
            lines.append(
                "kino kills every process of the run when it ends and watches the size of its "
                "folder (this system offers no user namespaces)."
            )
        lines.append("Time, memory, output and process limits hold in every case.")
        return "\n".join(lines)


def protection_from(
    system: str, landlock_abi: int, seccomp: bool, namespaces: bool = False
) -> Protection:
    """The promises kept by the layers in force (pure: the rules of the module docstring)."""
    linux = system.startswith("linux")
    abi = landlock_abi if linux else 0
    filtered = seccomp and linux
    return Protection(
        files=abi >= 3 and filtered,
        network=filtered,
        processes=abi >= 6 and filtered,
        system=system,
        landlock_abi=abi,
        seccomp=filtered,
        namespaces=namespaces and linux,
    )


# --- probing (no side effects) ----------------------------------------------------------------


def _libc() -> ctypes.CDLL | None:
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.syscall.restype = ctypes.c_long
        return libc
    except (OSError, AttributeError):
        return None


def landlock_abi() -> int:
    """The Landlock ABI this kernel offers (0: none, disabled, or not Linux)."""
    libc = _libc() if sys.platform.startswith("linux") else None
    if libc is None:
        return 0
    abi = libc.syscall(
        ctypes.c_long(_SYS_LANDLOCK_CREATE_RULESET),
        None,
        ctypes.c_size_t(0),
        ctypes.c_uint32(_LANDLOCK_CREATE_RULESET_VERSION),
    )
    return max(int(abi), 0)


def seccomp_filter_available() -> bool:
    """Whether this kernel takes seccomp filters and kino knows this machine's system calls."""
    if not sys.platform.startswith("linux") or platform.machine() not in _ARCHITECTURES:
        return False
    try:
        with open("/proc/sys/kernel/seccomp/actions_avail", encoding="ascii") as handle:
            actions = handle.read().split()
    except OSError:
        return False
    return "errno" in actions and "allow" in actions


def _sysctl(name: str) -> str | None:
    try:
        with open(f"/proc/sys/{name}", encoding="ascii") as handle:
            return handle.read().strip()
    except OSError:
        return None


def namespaces_available() -> bool:
    """Whether a run may get its own user, PID, IPC and mount namespaces (no side effects).

    Read from the kernel's switches (Debian's unprivileged_userns_clone, Ubuntu's AppArmor
    restriction, the max_*_namespaces counts); the run itself reports what it really got.
    """
    if not sys.platform.startswith("linux"):
        return False
    kinds = ("user", "pid", "ipc", "mnt")
    if not all(os.path.exists(f"/proc/self/ns/{kind}") for kind in kinds):
        return False
    for kind in kinds:
        count = _sysctl(f"user/max_{kind}_namespaces")
        if count is not None and count.isdigit() and int(count) == 0:
            return False
    if os.geteuid() != 0:
        if _sysctl("kernel/unprivileged_userns_clone") == "0":
            return False
        if _sysctl("kernel/apparmor_restrict_unprivileged_userns") == "1":
            return False
    return True


def expected_protection() -> Protection:
    """What a run on this system will be protected by (the app shows it before a run)."""
    return protection_from(
        sys.platform, landlock_abi(), seccomp_filter_available(), namespaces_available()
    )


# --- applying (in the child only: irreversible) ---------------------------------------------

_CLONE_NEWNS = 0x00020000
_CLONE_NEWIPC = 0x08000000
_CLONE_NEWUSER = 0x10000000
_CLONE_NEWPID = 0x20000000
_MS_NOSUID = 2
_MS_NODEV = 4
_MS_REC = 1 << 14
_MS_PRIVATE = 1 << 18


def _write_proc(path: str, text: str) -> None:
    with open(path, "w", encoding="ascii") as handle:
        handle.write(text)


def enter_namespaces(folder: str, folder_bytes: int, folder_files: int) -> tuple[bool, bool]:
    """Give this process new PID, IPC and mount namespaces; mount a tmpfs on ``folder``.

    Returns (pid_namespace, folder_mounted). The PID namespace applies to the children this
    process starts from now on: its first child is that namespace's init, and when the init
    ends the kernel kills every process left in it. The IPC namespace takes every SysV object
    with it. The tmpfs (at most folder_bytes and folder_files entries, mode 0700) hides what
    was in ``folder`` and vanishes with the last process of the run: nothing to clean up.
    The user keeps their own uid and gid (a user namespace maps them to themselves); root
    without user namespaces still gets them. Must be called while the process has one thread.
    Never raises.
    """
    if not sys.platform.startswith("linux"):
        return False, False
    libc = _libc()
    if libc is None:
        return False, False
    uid, gid = os.getuid(), os.getgid()
    flags = _CLONE_NEWPID | _CLONE_NEWIPC | _CLONE_NEWNS
    try:
        if libc.unshare(_CLONE_NEWUSER | flags) == 0:
            _write_proc("/proc/self/setgroups", "deny")
            _write_proc("/proc/self/uid_map", f"{uid} {uid} 1")
            _write_proc("/proc/self/gid_map", f"{gid} {gid} 1")
        elif os.geteuid() != 0 or libc.unshare(flags) != 0:
            return False, False
    except Exception:
        return False, False
    mounted = False
    with contextlib.suppress(Exception):
        libc.mount.argtypes = [ctypes.c_char_p] * 3 + [ctypes.c_ulong, ctypes.c_char_p]
        if libc.mount(None, b"/", None, _MS_REC | _MS_PRIVATE, None) == 0:
            options = f"size={folder_bytes},nr_inodes={folder_files},mode=0700,uid={uid},gid={gid}"
            mounted = (
                libc.mount(
                    b"kino-run",
                    os.fsencode(folder),
                    b"tmpfs",
                    _MS_NOSUID | _MS_NODEV,
                    options.encode(),
                )
                == 0
            )
    return True, mounted


def _drop_capabilities(libc: ctypes.CDLL) -> None:
    """Give up every capability: root's (its code could otherwise reboot, load modules…), and
    those anyone holds inside a new user namespace (mount, more namespaces…)."""
    for cap in range(64):
        if libc.prctl(_PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 and ctypes.get_errno() == errno.EINVAL:
            break  # past the last capability this kernel knows
    libc.prctl(_PR_CAP_AMBIENT, _PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0)
    header = (ctypes.c_uint32 * 2)(0x20080522, 0)  # _LINUX_CAPABILITY_VERSION_3, this process
    data = (ctypes.c_uint32 * 6)()  # effective, permitted, inheritable: all empty
    libc.capset(header, data)


def _apply_landlock(libc: ctypes.CDLL, abi: int, writable: list[str]) -> bool:
    handled_fs = _FS_ABI1
    if abi >= 2:
        handled_fs |= _FS_REFER
    if abi >= 3:
        handled_fs |= _FS_TRUNCATE
    if abi >= 5:
        handled_fs |= _FS_IOCTL_DEV
    attr = _RulesetAttr(
        handled_access_fs=handled_fs,
        handled_access_net=(_NET_BIND_TCP | _NET_CONNECT_TCP) if abi >= 4 else 0,
        scoped=(_SCOPE_ABSTRACT_UNIX_SOCKET | _SCOPE_SIGNAL) if abi >= 6 else 0,
    )
    size = 8 if abi < 4 else 16 if abi < 6 else 24  # the struct as this ABI knows it
    ruleset = libc.syscall(
        ctypes.c_long(_SYS_LANDLOCK_CREATE_RULESET),
        ctypes.byref(attr),
        ctypes.c_size_t(size),
        ctypes.c_uint32(0),
    )
    if ruleset < 0:
        return False
    try:
        rules = [("/", _FS_READ_FILE | _FS_READ_DIR | _FS_EXECUTE)]
        rules += [
            (device, _FS_READ_FILE | _FS_WRITE_FILE | _FS_TRUNCATE) for device in _WRITABLE_DEVICES
        ]
        rules += [(folder, handled_fs) for folder in writable]
        for path, access in rules:
            try:
                fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
            except OSError:
                continue  # e.g. no /dev/zero in a container: one rule fewer, nothing more
            try:
                is_dir = os.path.isdir(f"/proc/self/fd/{fd}")
                allowed = access & handled_fs & (handled_fs if is_dir else _FILE_RIGHTS)
                beneath = _PathBeneathAttr(allowed_access=allowed, parent_fd=fd)
                if (
                    libc.syscall(
                        ctypes.c_long(_SYS_LANDLOCK_ADD_RULE),
                        ctypes.c_int(ruleset),
                        ctypes.c_int(_LANDLOCK_RULE_PATH_BENEATH),
                        ctypes.byref(beneath),
                        ctypes.c_uint32(0),
                    )
                    != 0
                    and path in writable
                ):
                    return False  # the run could not write its own results: stay unconfined
            finally:
                os.close(fd)
        restricted = libc.syscall(
            ctypes.c_long(_SYS_LANDLOCK_RESTRICT_SELF), ctypes.c_int(ruleset), ctypes.c_uint32(0)
        )
        return restricted == 0
    finally:
        os.close(ruleset)


def seccomp_program(machine: str) -> list[tuple[int, int, int, int]]:
    """The BPF program (code, jt, jf, k) that refuses the calls of the module docstring.

    Returns EPERM for each refused call, for ioctl(FS_IOC_SETFLAGS / FS_IOC_FSSETXATTR), for
    prlimit64, sched_setaffinity, sched_setscheduler, sched_setparam and sched_setattr on any
    pid but 0 (the caller), for setpriority and ioprio_set on anything but the caller, and for
    every call made with another architecture's numbers (i386 int 0x80, x32); allows the rest.
    """
    audit_arch, ioctl_nr, refused = _ARCHITECTURES[machine]
    column = 0 if machine in ("x86_64", "amd64") else 1
    # Jumps name their target (a label, or 0: the next instruction); resolved below.
    steps: list[tuple[int, int | str, int | str, int] | str] = [
        (_BPF_LD_W_ABS, 0, 0, 4),  # seccomp_data.arch
        (_BPF_JEQ_K, 0, "deny", audit_arch),
        (_BPF_LD_W_ABS, 0, 0, 0),  # seccomp_data.nr
    ]
    if column == 0:
        steps.append((_BPF_JGE_K, "deny", 0, _X32_SYSCALL_BIT))
    steps += [(_BPF_JEQ_K, "deny", 0, number) for number in sorted(set(refused.values()))]
    steps.append((_BPF_JEQ_K, "ioctl", 0, ioctl_nr))
    steps += [(_BPF_JEQ_K, "pid0", 0, numbers[column]) for numbers in _SELF_ONLY.values()]
    for name, (numbers, _which) in _SELF_ONLY_WHICH.items():
        steps.append((_BPF_JEQ_K, name, 0, numbers[column]))
    steps.append((_BPF_RET_K, 0, 0, _SECCOMP_RET_ALLOW))
    steps += [
        "ioctl",
        (_BPF_LD_W_ABS, 0, 0, 24),  # the low half of args[1]: the ioctl's request
        (_BPF_JEQ_K, "deny", 0, _FS_IOC_SETFLAGS),
        (_BPF_JEQ_K, "deny", "allow", _FS_IOC_FSSETXATTR),
        "pid0",
        (_BPF_LD_W_ABS, 0, 0, 16),  # the low half of args[0]: a pid_t (an int: 32 bits count)
        (_BPF_JEQ_K, "allow", "deny", 0),
    ]
    for name, (_numbers, which) in _SELF_ONLY_WHICH.items():
        steps += [
            name,
            (_BPF_LD_W_ABS, 0, 0, 16),  # args[0]: which
            (_BPF_JEQ_K, 0, "deny", which),
            (_BPF_LD_W_ABS, 0, 0, 24),  # args[1]: who, 0 for the caller
            (_BPF_JEQ_K, "allow", "deny", 0),
        ]
    steps += [
        "allow",
        (_BPF_RET_K, 0, 0, _SECCOMP_RET_ALLOW),
        "deny",
        (_BPF_RET_K, 0, 0, _SECCOMP_RET_ERRNO | errno.EPERM),
    ]
    where: dict[str, int] = {}
    instructions: list[tuple[int, int | str, int | str, int]] = []
    for step in steps:
        if isinstance(step, str):
            where[step] = len(instructions)
        else:
            instructions.append(step)

    def offset(target: int | str, index: int) -> int:
        return target if isinstance(target, int) else where[target] - index - 1

    return [
        (code, offset(jt, index), offset(jf, index), k)
        for index, (code, jt, jf, k) in enumerate(instructions)
    ]


def _apply_seccomp(libc: ctypes.CDLL) -> bool:
    program = seccomp_program(platform.machine())
    filters = (_SockFilter * len(program))(*[_SockFilter(*insn) for insn in program])
    fprog = _SockFprog(len(program), ctypes.cast(filters, ctypes.POINTER(_SockFilter)))
    return libc.prctl(_PR_SET_SECCOMP, _SECCOMP_MODE_FILTER, ctypes.byref(fprog), 0, 0) == 0


def confine(writable: list[str], namespaces: bool = False) -> Protection:
    """Confine this process and its future children for good; return what held.

    writable: folders the code may change (absolute paths). namespaces: whether
    enter_namespaces() held (reported, not applied here). Never raises: a layer that fails is
    left out and the Protection says so.
    """
    if not sys.platform.startswith("linux"):
        return protection_from(sys.platform, 0, False)
    libc = _libc()
    if libc is None:
        return protection_from(sys.platform, 0, False)
    abi = 0
    seccomp = False
    with contextlib.suppress(Exception):  # root, or anyone inside a new user namespace
        _drop_capabilities(libc)
    with contextlib.suppress(Exception):
        if libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
            return protection_from(sys.platform, 0, False)
    with contextlib.suppress(Exception):
        offered = landlock_abi()
        if offered and _apply_landlock(libc, offered, writable):
            abi = offered
    with contextlib.suppress(Exception):
        seccomp = seccomp_filter_available() and _apply_seccomp(libc)
    if _thread_count() != 1:  # both layers bind only the calling thread: others escape them
        return protection_from(sys.platform, 0, False, namespaces)
    return protection_from(sys.platform, abi, seccomp, namespaces)


def _thread_count() -> int | None:
    """Threads in this process (Linux), or None when unknown."""
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:
        return None
