"""The Code panel says "nothing can break" only where the sandbox keeps all three promises
(kino_core.sandbox.Protection.complete), never where its own protection line says otherwise
(macOS, an older Linux kernel): issue 27."""

from __future__ import annotations

import pytest

from app.panels.code import panel as code_panel
from kino_core.sandbox import Protection

COMPLETE = Protection(True, True, True, "linux", landlock_abi=6, seccomp=True)
INCOMPLETE = {
    "macOS": Protection(False, False, False, "darwin"),
    "old Linux": Protection(True, True, False, "linux", landlock_abi=4, seccomp=True),
}


def build(alone, monkeypatch, protection: Protection):
    monkeypatch.setattr(code_panel, "expected_protection", lambda: protection)
    dock, _document = alone("code", size=(700, 800))
    return dock  # the dock owns the panel: keep it alive


def test_where_everything_is_protected_nothing_can_break(alone, monkeypatch):
    dock = build(alone, monkeypatch, COMPLETE)
    panel = dock.panel
    assert panel.protection_label.text().count("not protected") == 0
    assert panel.status_text().endswith("It runs in a separate Python: nothing can break.")
    assert "nothing it does can harm kino" in " ".join(panel.editor.toolTip().split())


@pytest.mark.parametrize("system", list(INCOMPLETE))
def test_where_something_is_not_protected_the_panel_does_not_promise_it(alone, monkeypatch, system):
    dock = build(alone, monkeypatch, INCOMPLETE[system])
    panel = dock.panel
    assert "not protected" in panel.protection_label.text()  # what the line above says
    status = panel.status_text()
    assert "nothing can break" not in status
    assert "not fully confined" in status and "run only code you trust" in status
    tooltip = " ".join(panel.editor.toolTip().split())
    assert "harm" not in tooltip and "not fully confined" in tooltip
