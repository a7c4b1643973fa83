"""A shell without a window: what controllers see in tests (app/common/shell_interface.py).

It records what the controllers tell the user and ask, answers questions with ``answer``, and
keeps the view state and style it is given.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QWidget

from app.common.shell_interface import Choice, Overwrite
from app.common.theme import THEMES, Style
from app.panels.registry import PANELS
from kino_core.files.view_state import ViewState


class FakeShell:
    def __init__(self) -> None:
        self.widget = QWidget()
        self.known_panels = PANELS.catalog()
        self.view_state = ViewState(panels=PANELS.defaults())
        self.ui_style = Style(theme=THEMES["light"], scale=1.0)
        self.notices: list[str] = []
        self.errors: list[tuple[str, str]] = []
        self.questions: list[str] = []
        self.answer = Choice.CANCEL
        self.overwrite_answer = Overwrite.CANCEL
        self.relayouts = 0
        self.subject: frozenset[str] = frozenset()
        self.mode = "desk"
        self.banner: QWidget | None = None
        self.full_screen = False

    def notify(self, text: str) -> None:
        self.notices.append(text)

    def show_error(self, title: str, message: str) -> None:
        self.errors.append((title, message))

    def ask_save_discard_cancel(self, title: str, text: str, question: str) -> Choice:
        self.questions.append(f"{text} {question}")
        return self.answer

    def ask_overwrite(self, title: str, text: str, can_replace: bool) -> Overwrite:
        self.questions.append(text)
        return self.overwrite_answer

    def dialog_parent(self) -> QWidget:
        return self.widget

    def shown_panels(self) -> frozenset[str]:
        return self.view_state.panels

    def set_panel_visible(self, name: str, shown: bool) -> None:
        panels = self.view_state.panels
        panels = panels | {name} if shown else panels - {name}
        self.view_state = replace(self.view_state, panels=panels)

    def set_view_state(self, view: ViewState) -> None:
        self.view_state = view.resolved(self.known_panels)

    def set_subject(self, panels: frozenset[str], relayout: bool = True) -> bool:
        changed = frozenset(panels) != self.subject
        self.subject = frozenset(panels)
        return changed

    def relayout(self) -> None:
        self.relayouts += 1

    def apply_style(self, style: Style) -> None:
        self.ui_style = style

    def set_mode(self, mode: str) -> None:
        self.mode = mode

    def set_banner(self, banner: QWidget | None) -> None:
        self.banner = banner

    def set_full_screen(self, full_screen: bool) -> None:
        self.full_screen = full_screen

    def is_full_screen(self) -> bool:
        return self.full_screen

    def panel_widgets(self) -> dict[str, QWidget]:
        return {}

    def overlay_parent(self) -> QWidget:
        return self.widget

    def keep_clear(self) -> list[QWidget]:
        return []
