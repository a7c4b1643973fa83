"""Push buttons for actions of the action table, with words of their own.

The presenter window's toolbars show some table actions as buttons: a menu's long text would not
fit there, and the keys belong in the tip. ``BUTTONS`` declares each once (the action's id, the
row, the words); ``build_buttons`` makes the buttons of a row, each following its action's state
and re-translated when the language changes. Adding a button is one entry (plus translations).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton

from app.common.actions.table import ID_PROPERTY
from app.common.i18n import on_language_change, translate_noop_text
from app.common.plain_text import set_tooltip


@dataclass(frozen=True)
class ButtonSpec:
    """A push button that triggers the table action ``action`` and follows its state (enabled,
    checked), with words of its own: the presenter window's toolbars, where a menu's long text
    would not fit and the keys belong in the tip. ``place`` names the row it sits in; ``text``
    and ``tooltip`` are ``QT_TRANSLATE_NOOP(context, …)`` literals."""

    action: str
    place: str
    text: str
    tooltip: str
    context: str = "PresenterWindow"


# The presenter window's buttons, by row, in order (app/presenting/presenter_window.py).
BUTTONS: tuple[ButtonSpec, ...] = (
    ButtonSpec(
        "lesson.previous",
        "presenter.steps",
        QT_TRANSLATE_NOOP("PresenterWindow", "◀ Previous"),
        QT_TRANSLATE_NOOP("PresenterWindow", "Previous step (PageUp, Left)"),
    ),
    ButtonSpec(
        "lesson.next",
        "presenter.steps",
        QT_TRANSLATE_NOOP("PresenterWindow", "Next ▶"),
        QT_TRANSLATE_NOOP("PresenterWindow", "Next step (PageDown, Right, Space)"),
    ),
    ButtonSpec(
        "present.rehearse",
        "presenter.window",
        QT_TRANSLATE_NOOP("PresenterWindow", "In a window"),
        QT_TRANSLATE_NOOP(
            "PresenterWindow",
            "The room's view in a window of its own on this screen, for a rehearsal or\n"
            "to share just that window in a video call (Ctrl+F5; again to undo).",
        ),
    ),
    ButtonSpec(
        "present.leave",
        "presenter.window",
        QT_TRANSLATE_NOOP("PresenterWindow", "End"),
        QT_TRANSLATE_NOOP("PresenterWindow", "Stop presenting (Esc)"),
    ),
    ButtonSpec(
        "present.blank",
        "presenter.controls",
        QT_TRANSLATE_NOOP("PresenterWindow", "Blank"),
        QT_TRANSLATE_NOOP("PresenterWindow", "Black screen for the room (B)"),
    ),
    ButtonSpec(
        "present.hide",
        "presenter.controls",
        QT_TRANSLATE_NOOP("PresenterWindow", "Hide answers"),
        QT_TRANSLATE_NOOP("PresenterWindow", "Cover the panels so the room predicts first (H)"),
    ),
    ButtonSpec(
        "present.reveal",
        "presenter.controls",
        QT_TRANSLATE_NOOP("PresenterWindow", "Reveal"),
        QT_TRANSLATE_NOOP("PresenterWindow", "Uncover the panels (R)"),
    ),
    ButtonSpec(
        "lesson.play",
        "presenter.controls",
        QT_TRANSLATE_NOOP("PresenterWindow", "Turn query"),
        QT_TRANSLATE_NOOP("PresenterWindow", "Turn the query about the origin (P)"),
    ),
    ButtonSpec(
        "present.laser",
        "presenter.controls",
        QT_TRANSLATE_NOOP("PresenterWindow", "Laser"),
        QT_TRANSLATE_NOOP(
            "PresenterWindow",
            "A red dot on the room's canvas where your mouse is on yours (Ctrl+L)",
        ),
    ),
    ButtonSpec(
        "classroom.question",
        "presenter.controls",
        QT_TRANSLATE_NOOP("PresenterWindow", "Ask the room"),
        QT_TRANSLATE_NOOP(
            "PresenterWindow",
            "Open a question for the phones, or close it (A); R reveals the answers",
        ),
    ),
    ButtonSpec(
        "file.record",
        "presenter.controls",
        QT_TRANSLATE_NOOP("PresenterWindow", "Record"),
        QT_TRANSLATE_NOOP(
            "PresenterWindow", "Record the demo as a .kinorec file (Ctrl+R; again to stop)"
        ),
    ),
    ButtonSpec(
        "edit.reroll",
        "presenter.controls",
        QT_TRANSLATE_NOOP("PresenterWindow", "Re-roll"),
        QT_TRANSLATE_NOOP("PresenterWindow", "New hidden coordinates (a new seed)"),
    ),
)


def build_buttons(place: str, actions: Iterable[QAction]) -> list[QPushButton]:
    """A push button for each ``BUTTONS`` entry at ``place`` whose action is among ``actions``
    (by table id: an owner that is not there, a classroom without its server, gives no
    button), in table order. Each triggers its action, follows its enabled and checked state,
    takes no keyboard focus (the clicker's keys stay with the canvas) and says its words in
    the current language, again whenever it changes."""
    by_id = {action.property(ID_PROPERTY): action for action in actions}
    buttons = []
    for spec in BUTTONS:
        action = by_id.get(spec.action)
        if spec.place != place or action is None:
            continue
        buttons.append(_action_button(spec, action))
    return buttons


def _action_button(spec: ButtonSpec, action: QAction) -> QPushButton:
    button = QPushButton()
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    button.setCheckable(action.isCheckable())

    def retranslate() -> None:
        button.setText(translate_noop_text(spec.context, spec.text))
        set_tooltip(button, translate_noop_text(spec.context, spec.tooltip))

    def sync() -> None:
        button.setEnabled(action.isEnabled())
        if action.isCheckable():
            button.setChecked(action.isChecked())

    button.clicked.connect(lambda *_: action.trigger())
    action.changed.connect(sync)
    if action.isCheckable():
        action.toggled.connect(lambda *_: sync())
    retranslate()
    on_language_change(button, retranslate)
    sync()
    return button
