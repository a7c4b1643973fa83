"""Showing a scene with its view state: a file opening, a lesson step landing.

Both set what is shown (panels, weightings, theme: the view state) and the scene. Done one
after the other, every view would redraw twice, once under the old view state; done in the
other order, the panels just shown would draw the old scene first. ``show_scene`` is the one
place that does both, in one order, with one redraw of every view.
"""

from __future__ import annotations

from pathlib import Path

from app.common.shell_interface import Shell
from app.document import Document
from kino_core import Scene
from kino_core.files.view_state import ViewState


def show_scene(
    shell: Shell, document: Document, scene: Scene, view: ViewState, source: Path | None = None
) -> None:
    """Show ``view`` (its panels, weightings and theme), then start afresh with ``scene`` from
    the file ``source`` (None: untitled; see Document.reset): the document holds its
    ``changed`` until both are set, so every view redraws once, from the new scene under the
    new view state."""
    with document.hold_changes():
        shell.set_view_state(view)
        document.reset(scene, source=source)
