"""Run a student's Python code in a separate, limited, confined process (process.py has the
whole story). The parts: process.py (SandboxRun and run_code: a run's lifecycle), child.py
(the child side, started as a script, never imported by the parent), confinement.py (the
boundary the child applies to itself), reaping.py (finding and ending a run's processes,
removing its folder), channel.py (the frames the child sends back), messages.py (the result
and its student-facing words), limits.py (the fixed limits)."""

from kino_core.sandbox.confinement import Protection, expected_protection
from kino_core.sandbox.limits import ARRAYS_MAX_BYTES, ARRAYS_MAX_COUNT, OUTPUT_MAX_BYTES
from kino_core.sandbox.messages import RunResult, RunStatus
from kino_core.sandbox.process import (
    CHILD_FLAG,
    FOLDER_MAX_BYTES,
    FOLDER_MAX_FILES,
    NAMESPACES,
    STARTUP_LIMIT_S,
    SandboxRun,
    child_command,
    run_code,
)
from kino_core.sandbox.reaping import remove_tree

__all__ = [
    "ARRAYS_MAX_BYTES",
    "ARRAYS_MAX_COUNT",
    "CHILD_FLAG",
    "FOLDER_MAX_BYTES",
    "FOLDER_MAX_FILES",
    "NAMESPACES",
    "OUTPUT_MAX_BYTES",
    "STARTUP_LIMIT_S",
    "Protection",
    "RunResult",
    "RunStatus",
    "SandboxRun",
    "child_command",
    "expected_protection",
    "remove_tree",
    "run_code",
]
