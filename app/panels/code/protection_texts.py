"""What the code sandbox protects, in the user's language.

kino_core.sandbox.confinement.Protection says it in English (kino_core never imports Qt); the Code
panel shows the same sentences through Qt's translation system. A test holds the English here
equal to kino_core's, so the two cannot drift apart.
"""

from __future__ import annotations

from app.common.i18n import translate
from kino_core.sandbox.confinement import Protection


def status_line(protection: Protection) -> str:
    """ "files: protected · network: protected · processes: protected" in the language."""
    parts = [
        translate("CodePanel", "files: protected")
        if protection.files
        else translate("CodePanel", "files: not protected on this system"),
        translate("CodePanel", "network: protected")
        if protection.network
        else translate("CodePanel", "network: not protected on this system"),
        translate("CodePanel", "processes: protected")
        if protection.processes
        else translate("CodePanel", "processes: not protected on this system"),
    ]
    return " · ".join(parts)


def explanation(protection: Protection) -> str:
    """A few plain sentences (a tooltip): what holds, by what, and what does not."""
    if not protection.system.startswith("linux"):
        return translate(
            "CodePanel",
            "On this system kino can only stop the code after its time limit and kill what it "
            "started; it cannot keep the code from changing your files, using the network or "
            "signalling other programs. Run only code you trust.",
        )
    lines = [
        translate(
            "CodePanel",
            "Files: the code may read files, but write, create, delete or rename them only in "
            "its own temporary folder (Landlock); it may change no permissions or timestamps "
            "anywhere (seccomp).",
        )
        if protection.files
        else translate(
            "CodePanel",
            "Files: NOT protected: this Linux kernel lacks Landlock ABI 3 (Linux 6.2 or newer) "
            "or seccomp, so the code can change your files.",
        ),
        translate("CodePanel", "Network: the code can open no socket, TCP, UDP or local (seccomp).")
        if protection.network
        else translate("CodePanel", "Network: NOT protected: this system lacks seccomp filters."),
        translate(
            "CodePanel",
            "Processes: the code cannot signal, trace or connect to programs outside its run, "
            "kino included (Landlock scopes, seccomp).",
        )
        if protection.processes
        else translate(
            "CodePanel",
            "Processes: NOT protected: signals to other programs need Landlock ABI 6 (Linux "
            "6.12 or newer).",
        ),
        translate(
            "CodePanel",
            "Every process the code starts ends with its run, and its folder holds at most "
            "64 MiB (namespaces).",
        )
        if protection.namespaces
        else translate(
            "CodePanel",
            "kino kills every process of the run when it ends and watches the size of its "
            "folder (this system offers no user namespaces).",
        ),
        translate("CodePanel", "Time, memory, output and process limits hold in every case."),
    ]
    return "\n".join(lines)
