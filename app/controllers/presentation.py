"""Presentation mode: full screen without menus, a caption banner, blank, predict-then-reveal.

F5 enters and Esc leaves; F11 toggles full screen on its own. A deck step's held answer (its
``answer``, kino_core.deck.DeckStep) is left out of the caption while the answers are hidden (H,
a question open) and, on a step that asks the room, from the moment the lecture arrives there
(however it gets there) until R. While presenting, a step that asks also arrives with every
panel but the canvas veiled, as H veils them (issue 29 item 2: the weights would give the
answer away; the canvas stays, the room predicts from the keys): R lifts them. Veils the
arrival put go when the lecture moves on to a step that asks nothing; veils the lecturer put
with H (or a question opened with A) stay, on any step, until R. Entering shows the presentation's
remembered theme and scale (app/controllers/preferences.py) and leaving brings back the
window's. The banner, the blank cover and the veils are app/common/overlays.py's widgets; the
layout policy keeps the banner along the top.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QPushButton

from app.common.actions.table import build_actions
from app.common.i18n import on_language_change, translate
from app.common.overlays import BlankCover, CaptionBanner, Veil
from app.common.plain_text import set_tooltip
from app.common.shell_interface import Shell
from app.common.theme import Style
from app.controllers.lecture import LectureController
from app.controllers.preferences import (
    DEFAULT_PRESENTATION_SCALE,
    DEFAULT_PRESENTATION_THEME,
    Preferences,
    clamp_scale,
    presentation_scale_for,
    remembered_presentation_style,
)
from app.document import Document

__all__ = ["DEFAULT_PRESENTATION_SCALE", "DEFAULT_PRESENTATION_THEME", "PresentationMode"]


@dataclass
class _Before:
    """What presenting changed, to put back when it ends."""

    style: Style
    full_screen: bool


class PresentationMode(QObject):
    """Presenting, the caption banner, the blank screen, hide/reveal."""

    mode_changed = Signal(bool)
    blank_changed = Signal(bool)
    answers_hidden_changed = Signal(bool)
    answer_held_changed = Signal(bool)  # the step's answer left out of its caption, or shown
    panels_veiled_changed = Signal(bool)  # the panels but the canvas veiled (H, a step that asks)

    def __init__(
        self,
        shell: Shell,
        document: Document,
        lecture: LectureController,
        preferences: Preferences,
    ) -> None:
        super().__init__(document)
        self.shell = shell
        self.document = document
        self.lecture = lecture
        self.preferences = preferences
        self.active = False
        self.blanked = False
        self.answers_hidden = False  # H (or a question opened): until R, whatever the step
        self.panels_veiled = False  # what the room sees: H's veils or a step that asks
        # R was pressed on the step on screen: a step that asks shows its answer. Every move
        # to a step (PageDown, PageUp, Home, End, the presenter's buttons) holds it again.
        self.answer_revealed = False
        self._answer_was_held = False
        self._before: _Before | None = None
        self.veils: dict[str, Veil] = {}

        self.banner = CaptionBanner(shell.ui_style)
        self.banner.hide()
        self.banner.dismissed.connect(self.dismiss_desk_caption)
        # (title, caption) of a preset or a file just loaded: the desk shows its caption until
        # it is dismissed or the scene's text is another (an undo, a Code ▸ Apply…).
        self.desk_caption: tuple[str, str] | None = None
        self.cover = BlankCover(shell.overlay_parent())
        shell.overlay_parent().installEventFilter(self)

        lecture.about_to_move.connect(self._hold_answer)
        lecture.step_changed.connect(self._arrived)
        lecture.deck_changed.connect(self._arrived)
        document.changed.connect(self.update_banner)
        self._build_actions()
        self.update_banner()

    # -- entering and leaving ----------------------------------------------------------------
    def toggle(self) -> None:
        if self.active:
            self.leave()
        else:
            self.enter()

    def enter(
        self, full_screen: bool = True, theme: str | None = None, scale: float | None = None
    ) -> None:
        """Present: menus, toolbar and status bar hidden, the presentation theme and scale,
        full screen unless ``full_screen`` is False (headless pictures)."""
        if self.active:
            return
        shell = self.shell
        self._before = _Before(shell.ui_style, shell.is_full_screen())
        if theme is None or scale is None:
            remembered = remembered_presentation_style()
            theme = theme or remembered.theme.name
            if scale is None:  # the scale last used on this screen, or the one that fits it
                scale = presentation_scale_for(shell.dialog_parent())
        self.active = True
        self.preferences.set_presenting(True)
        shell.set_mode("presenting")
        self.preferences.show_look(theme, clamp_scale(scale))
        if full_screen:
            shell.set_full_screen(True)
        self.action_present.setChecked(True)
        self.action_leave.setEnabled(True)
        self.action_blank.setEnabled(True)
        self.mode_changed.emit(True)
        self.update_banner()
        self._update_veils()

    def leave(self) -> None:
        """Back to the window as it was before presenting."""
        if not self.active:
            return
        shell = self.shell
        self.set_blank(False)
        self.active = False
        self.preferences.set_presenting(False)
        before = self._before
        shell.set_mode("desk")
        if before is not None:
            self.preferences.show_look(before.style.theme.name, before.style.scale)
            if not before.full_screen and shell.is_full_screen():
                shell.set_full_screen(False)
        self.action_present.setChecked(False)
        self.action_leave.setEnabled(False)
        self.action_blank.setEnabled(False)
        self.mode_changed.emit(False)
        self.update_banner()
        self._update_veils()

    def toggle_full_screen(self) -> None:
        """F11: full screen on or off, presenting or not."""
        self.shell.set_full_screen(not self.shell.is_full_screen())

    # -- the caption banner ------------------------------------------------------------------
    def show_desk_caption(self) -> None:
        """A preset or a file was loaded: at the desk its caption (what to look at) shows in
        the banner, with a close button, until dismissed."""
        scene = self.document.scene
        self.desk_caption = (scene.title, scene.caption) if scene.caption else None
        self.update_banner()

    def dismiss_desk_caption(self) -> None:
        self.desk_caption = None
        self.update_banner()

    def update_banner(self, *_args) -> None:
        """The banner shows the text of the scene on screen, with the step number while that
        scene is the deck's current step (a preset or a file opened mid-lecture shows its own
        title, without a step number that would not be true). At the desk without a deck it
        shows the caption of the preset or file just loaded, until dismissed."""
        lecture = self.lecture
        step = lecture.step
        scene = self.document.scene
        dismissible = False
        room_for = ""
        if step is not None and (scene.title, scene.caption) == (step.title, step.caption):
            texts = (step.title, self.room_caption(), lecture.step_text())
            room_for = step.whole_caption  # R shows it in the same type and height
        elif (self.active or step is not None) and (scene.title or scene.caption):
            texts = (scene.title, scene.caption, "")
        elif self.desk_caption is not None and self.desk_caption == (scene.title, scene.caption):
            texts, dismissible = (scene.title, scene.caption, ""), True
        else:
            texts = None
        self.banner.set_dismissible(dismissible)
        if texts is None:
            if not self.banner.isHidden() or self.shell_has_banner:
                self.shell_has_banner = False
                self.shell.set_banner(None)
            return
        kept = room_for if len(room_for) > len(texts[1]) else ""
        if (
            texts != self.banner.texts()
            or kept != self.banner.room_for
            or not self.shell_has_banner
        ):
            self.banner.set_text(*texts, room_for=room_for)
            self.shell_has_banner = True
            self.shell.set_banner(self.banner)

    shell_has_banner = False

    # -- the caption's held answer -----------------------------------------------------------
    def answer_held(self) -> bool:
        """Whether the room's caption leaves out the step's answer now: while the answers are
        hidden, and on a step that asks (kino_core.deck.DeckStep.asks) until R."""
        step = self.lecture.step
        if step is None or not step.answer:
            return False
        return self.answers_hidden or (step.asks and not self.answer_revealed)

    def room_caption(self) -> str:
        """The current step's caption as the room reads it now: without its answer while it
        is held, with it once revealed ("" without a deck)."""
        step = self.lecture.step
        if step is None:
            return ""
        return step.caption if self.answer_held() else step.whole_caption

    def reveal_answer(self, revealed: bool = True) -> None:
        """Show the step's answer in its caption (R; a picture of the step after R), or hold
        it again (``revealed`` False: the step as the lecture arrives at it)."""
        self.answer_revealed = bool(revealed)
        self._answer_changed()
        self._update_veils()

    def _hold_answer(self) -> None:
        """A move to a step begins: a step that asks arrives with its answer held (its panels
        veiled on arrival, _arrived: the step on screen is still the old one)."""
        self.answer_revealed = False
        self._answer_changed()

    def _arrived(self, *_args) -> None:
        """A step (or another deck) is shown: its caption as it arrives; the answer held or
        shown on arrival is no change to announce (the step's announcement says it)."""
        self._answer_was_held = self.answer_held()
        self.update_banner()
        self._update_veils()

    def veiled_on_arrival(self) -> bool:
        """Whether the step on screen veils its panels because it asks (kino_core.deck.
        DeckStep.asks): while presenting, from the moment the lecture arrives until R."""
        step = self.lecture.step
        return self.active and step is not None and step.asks and not self.answer_revealed

    def _answer_changed(self) -> None:
        self.update_banner()
        held = self.answer_held()
        if held != self._answer_was_held:
            self._answer_was_held = held
            self.answer_held_changed.emit(held)

    def restyle(self, style: Style) -> None:
        self.banner.apply_style(style)
        for veil in self.veils.values():
            veil.ui_style = style
            veil.update()

    # -- blank, hide and reveal --------------------------------------------------------------
    def set_blank(self, blank: bool) -> None:
        """B: a black screen over everything while presenting, and back."""
        blank = bool(blank) and self.active
        self.blanked = blank
        if blank:
            self.cover.setGeometry(self.shell.overlay_parent().rect())
            self.cover.raise_()
        self.cover.setVisible(blank)
        self.blank_changed.emit(blank)

    def toggle_blank(self) -> None:
        self.set_blank(not self.blanked)

    def set_answers_hidden(self, hidden: bool) -> None:
        """H hides every panel but the canvas (weights, output, scores, formula, readouts,
        saturation, attention map: each gives the answer away) and the caption's answer; R
        reveals them, and the answer of a step that asks."""
        self.answers_hidden = bool(hidden)
        if not hidden:
            self.answer_revealed = True
        self._update_veils()
        self._answer_changed()
        self.answers_hidden_changed.emit(self.answers_hidden)

    def _update_veils(self) -> None:
        """Every panel but the canvas veiled while H holds the answers or the step on screen
        asks (until R), shown otherwise."""
        veiled = self.answers_hidden or self.veiled_on_arrival()
        for name, widget in self.shell.panel_widgets().items():
            if name == "canvas":
                continue
            veil = self.veils.get(name)
            if veil is None or veil.parentWidget() is not widget:
                veil = Veil(widget, self.shell.ui_style)
                self.veils[name] = veil
            if veiled:
                veil.cover()
            veil.setVisible(veiled)
        if veiled != self.panels_veiled:
            self.panels_veiled = veiled
            self.panels_veiled_changed.emit(veiled)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Resize and self.blanked:
            self.cover.setGeometry(self.shell.overlay_parent().rect())
        return False

    # -- actions -----------------------------------------------------------------------------
    def _build_actions(self) -> None:
        """Presenting's actions, from the action table (app/common/actions/table.py)."""
        self.actions = build_actions(self.shell.dialog_parent(), "presentation", self)
        self.action_present = self.actions["present.present"]
        self.action_leave = self.actions["present.leave"]
        self.action_leave.setEnabled(False)
        self.action_full_screen = self.actions["present.full_screen"]
        self.action_blank = self.actions["present.blank"]
        self.action_blank.setEnabled(False)
        self.action_hide = self.actions["present.hide"]
        self.action_reveal = self.actions["present.reveal"]
        button = QPushButton()
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(self.enter)
        self.present_button = button  # the composition root puts it in the main toolbar
        self._retranslate()
        on_language_change(button, self._retranslate)

    def _retranslate(self) -> None:
        """The button's texts in the current language (the actions' are the table's)."""
        self.present_button.setText(translate("PresentationMode", "Present"))
        set_tooltip(
            self.present_button,
            translate(
                "PresentationMode",
                "Presentation mode (F5): full screen, menus hidden, large type.\n"
                "Clicker: PageDown / PageUp step, B blanks, H hides the answers, R reveals,\n"
                "P turns the query, Ctrl+= / Ctrl+- size, Esc leaves.",
            ),
        )
