"""The theme and the UI scale: chosen by the user, remembered apart for the desk and presenting.

Presenting has its own theme (light unless the lecturer picks another: lit halls wash out dark
backgrounds) and its own UI scale, both remembered apart from the window's, so the laptop view
and the projector view each keep what suits them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from app.common.actions.table import build_actions
from app.common.i18n import translate
from app.common.screen_scale import SCALE_STEP, on_scale_grid, remember_scale, remembered_scale
from app.common.settings import (
    PRESENTATION_SCALE,
    PRESENTATION_THEME,
    WINDOW_SCALE,
    WINDOW_THEME,
    Setting,
    read,
    write_all,
)
from app.common.shell_interface import Shell
from app.common.theme import THEMES, Style

DEFAULT_PRESENTATION_THEME: str = PRESENTATION_THEME.default
DEFAULT_PRESENTATION_SCALE: float = PRESENTATION_SCALE.default
# A UI scale on the 25% grid within 100% … 300% (1.0 for NaN/Inf from a damaged file).
clamp_scale = on_scale_grid


def _remembered(theme: Setting[str], scale: Setting[float]) -> Style:
    name = read(theme)
    return Style(theme=THEMES.get(name, THEMES[theme.default]), scale=clamp_scale(read(scale)))


def remembered_style() -> Style:
    """The window's theme and UI scale from the last run (light at 100% the first time)."""
    return _remembered(WINDOW_THEME, WINDOW_SCALE)


def remembered_presentation_style() -> Style:
    """The presentation's theme and UI scale from the last talk (light at 150% at first)."""
    return _remembered(PRESENTATION_THEME, PRESENTATION_SCALE)


def _screen_identity(widget: QWidget | None) -> tuple[str, int, int] | None:
    """(name, physical width, physical height) of the screen ``widget`` is on."""
    screen = widget.screen() if widget is not None else None
    if screen is None:
        return None
    ratio = screen.devicePixelRatio()
    size = screen.size()
    return screen.name(), round(size.width() * ratio), round(size.height() * ratio)


def presentation_scale_for(widget: QWidget | None) -> float:
    """The presenting UI scale for the screen ``widget`` is on: the one last chosen there, or
    for a screen never presented on, the scale that makes it about 1280x720 logical (150% on
    1080p, 300% on 4K). A 300% chosen on a 4K screen does not come back on a 1080p projector."""
    identity = _screen_identity(widget)
    if identity is None:
        return remembered_presentation_style().scale
    return clamp_scale(remembered_scale(*identity))


class Preferences(QObject):
    """Theme and UI scale changes by the user (View menu, Ctrl+= / Ctrl+- / Ctrl+0 / Ctrl+T)."""

    def __init__(self, shell: Shell, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.shell = shell
        self.presenting = False  # which pair of settings a choice is remembered in
        self.actions = build_actions(shell.dialog_parent(), "preferences", self)
        self.action_larger = self.actions["view.larger"]
        self.action_smaller = self.actions["view.smaller"]
        self.action_reset_scale = self.actions["view.reset_scale"]
        self.action_next_theme = self.actions["view.next_theme"]

    def set_presenting(self, presenting: bool) -> None:
        self.presenting = presenting

    def _remember(self, theme: str | None = None, scale: float | None = None) -> None:
        theme_setting, scale_setting = (
            (PRESENTATION_THEME, PRESENTATION_SCALE)
            if self.presenting
            else (WINDOW_THEME, WINDOW_SCALE)
        )
        chosen: list[tuple[Setting[Any], Any]] = []
        if theme is not None:
            chosen.append((theme_setting, theme))
        if scale is not None:
            chosen.append((scale_setting, scale))
        write_all(chosen)
        identity = _screen_identity(self.shell.dialog_parent())
        if scale is not None and self.presenting and identity is not None:
            remember_scale(*identity, scale)

    def show_look(self, theme: str, scale: float) -> None:
        """Show ``theme`` at ``scale`` without remembering it (entering or leaving presenting)."""
        self.shell.apply_style(Style(theme=THEMES[theme], scale=clamp_scale(scale)))
        self.shell.set_view_state(self.shell.view_state.with_theme(theme))

    def choose_theme(self, name: str) -> None:
        """A theme picked by the user: shown, and remembered for this mode."""
        self.show_look(name, self.shell.ui_style.scale)
        self._remember(theme=name)

    def next_theme(self) -> None:
        names = list(THEMES)
        current = names.index(self.shell.ui_style.theme.name)
        self.choose_theme(names[(current + 1) % len(names)])

    def set_scale(self, scale: float) -> None:
        """UI scale 100% … 300% for everything: fonts, lines, handles, the banner."""
        scale = clamp_scale(scale)
        style = self.shell.ui_style
        if scale != style.scale:
            self.shell.apply_style(Style(theme=style.theme, scale=scale))
        self._remember(scale=scale)
        self.shell.notify(
            translate("PreferencesController", "UI scale {percent}%").format(
                percent=round(scale * 100)
            )
        )

    def zoom(self, steps: int) -> None:
        self.set_scale(self.shell.ui_style.scale + steps * SCALE_STEP)

    def reset_scale(self) -> None:
        """Ctrl+0: this mode's default scale (100% in the window, 150% presenting)."""
        self.set_scale(DEFAULT_PRESENTATION_SCALE if self.presenting else 1.0)
