"""What presenting needs of the main window, handed over by the composition root.

The presenter controller and the presenter window drive the room's window through this alone:
its Qt window (screens, geometry, full screen, a grab of it), the shell interface (its style and
menus), and the document and controllers every window shares. They never read the main
window's attributes, so they follow whatever the composition root builds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QSize, SignalInstance
    from PySide6.QtGui import QAction, QImage
    from PySide6.QtWidgets import QMainWindow

    from app.canvas import CanvasView
    from app.classroom.controller import Classroom
    from app.common.shell_interface import Shell
    from app.controllers.lecture import LectureController
    from app.controllers.preferences import Preferences
    from app.controllers.presentation import PresentationMode
    from app.controllers.recording import ReplayController
    from app.document import Document
    from kino_core.deck import Deck


class StepRenderer(Protocol):
    """What presenting asks of the headless renderer (app/render/headless.py, handed over by
    the composition root): a picture of a deck step as the room would see it."""

    def render_presentation_step(
        self, deck: Deck, index: int, size: QSize, ui_scale: float, theme: str
    ) -> QImage: ...


@dataclass(frozen=True)
class Audience:
    """The room's window and what drives it."""

    window: QMainWindow  # as a Qt window: its screen, geometry, full screen, a grab of it
    shell: Shell  # the same window as controllers see it: its style, its menus
    document: Document
    canvas: CanvasView  # the room's canvas: the laser dot and the idle pointer are on it
    lecture: LectureController
    presentation: PresentationMode
    preferences: Preferences
    play_action: QAction  # turn the query about the origin (P)
    reroll_action: QAction  # new hidden coordinates (Edit ▸ Re-roll), a button for the lecturer
    panel_actions: Mapping[str, QAction]  # show or hide each panel (View menu)
    style_changed: SignalInstance  # the room's window was restyled (theme or UI scale)
    renderer: StepRenderer  # renders the next step as the room will see it
    classroom: Classroom | None = None  # the room's questions (A), their live answers
    record_action: QAction | None = None  # record the demo (Ctrl+R), a button for the lecturer
    replay: ReplayController | None = None  # a recording replayed: its bar is the lecturer's
