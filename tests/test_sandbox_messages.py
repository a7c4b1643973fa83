"""kino_core/sandbox/messages.py: a run's end worded as its result, without running anything."""

from __future__ import annotations

import dataclasses
import signal

import pytest

from kino_core.sandbox.messages import RunEnd, result_of

END = RunEnd(
    reason="exited",
    duration_s=1.5,
    where_line=None,
    leftovers=0,
    stdout="hi\n",
    stderr="",
    stdout_truncated=False,
    stderr_truncated=False,
    startup_s=0.2,
    protection=None,
    folder_full=False,
    returncode=0,
    outcome={"status": "ok"},
    started_at=100.0,
    flooded=False,
    arrays={},
    skipped_arrays={},
    signal_line=None,
    timeout_s=3.0,
    memory_mb=512,
    startup_limit_s=15.0,
    folder_max_bytes=64 * 2**20,
    folder_max_files=4096,
)


def test_a_finished_run_says_how_long_it_took_from_the_childs_own_clock():
    result = result_of(dataclasses.replace(END, outcome={"status": "ok", "ended_at": 100.05}))
    assert result.ok and result.stdout == "hi\n"
    assert result.message == "Finished in 50 ms."
    assert result.duration_s == pytest.approx(0.05)


def test_a_timeout_before_the_first_line_blames_the_start_not_the_code():
    result = result_of(dataclasses.replace(END, reason="timeout", startup_s=None, outcome={}))
    assert result.status == "timeout"
    assert result.message.startswith("Stopped: Python took more than 15 s to start")
    result = result_of(dataclasses.replace(END, reason="timeout", where_line=7, outcome={}))
    assert result.message.endswith("(an infinite loop?) and was at line 7.")
    assert result.error_line == 7


def test_a_killed_python_names_the_signal_and_the_line():
    result = result_of(
        dataclasses.replace(END, returncode=-signal.SIGSEGV, outcome={}, signal_line=4)
    )
    assert result.status == "killed" and result.signal == "SIGSEGV"
    assert result.message.startswith("Python crashed on line 4: it was killed by SIGSEGV")


def test_a_full_folder_names_the_limits_it_was_given():
    result = result_of(
        dataclasses.replace(
            END, reason="stopped", folder_full=True, folder_max_bytes=8 * 2**20, outcome={}
        )
    )
    assert result.status == "error"
    assert "8 MiB or 4096 files and folders" in result.message
