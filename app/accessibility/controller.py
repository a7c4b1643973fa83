"""Screen-reader support for the main window, wired from outside the views.

One object, built by the composition root (app/shell/compose.py) with one line, that

- names every control and panel (``QWidget.setAccessibleName`` / ``Description``) and keeps
  the panels' names current from each evaluated result (the views need no change: whatever
  draws the weights, its accessible name says them);
- puts the canvas's vectors in the accessibility tree (``app.accessibility.canvas``) and moves
  the accessibility focus with the selection;
- announces, once, when a gesture ends: a drag (``Document.drag_ended``), a keyboard move
  (the arrow or [ ] key released, not its auto-repeats), d settling after a change (no mouse
  button held, nothing new for a moment), a lesson step landing; and the whole scene on
  demand (W).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QSplitter, QToolButton, QWidget

from app.accessibility.announce import Announcer
from app.accessibility.canvas import (
    WEIGHTINGS_PROPERTY,
    announce_focus,
    install_canvas_accessibility,
)
from app.common import spoken_texts as texts
from app.common.actions.table import build_actions
from app.common.i18n import on_language_change, translate, translate_noop_text
from app.common.panel_spec import PanelSpec, spoken_widgets
from app.common.plain_text import tooltip_text
from kino_core import SceneResult

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QMenuBar

    from app.controllers.lecture import LectureController
    from app.controllers.presentation import PresentationMode
    from app.document import Document
    from app.panels.d_control import DControl
    from app.panels.registry import PanelRegistry
    from kino_core.files.view_state import ViewState

# Keys whose release ends a keyboard move of the selected vector (auto-repeats excluded).
MOVE_KEYS = frozenset(
    {
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_BracketLeft,
        Qt.Key.Key_BracketRight,
    }
)
# How long d must stay put before its new weights are announced: a held + key, a slider
# dragged with the keyboard or a spin box held down are one change, said once.
D_SETTLE_MS = 400


def set_text(widget: QWidget | None, name: str, description: str | None = None) -> None:
    """Set a widget's accessible name (and description), only when they change: each change
    is an event a screen reader may act on."""
    if widget is None:
        return
    if widget.accessibleName() != name:
        widget.setAccessibleName(name)
    if description is not None and widget.accessibleDescription() != description:
        widget.setAccessibleDescription(description)


def spoken(text: str) -> str:
    """A tooltip as one spoken description (tooltips wrap lines for the eye, not the ear)."""
    return " ".join(text.split())


class SpokenWindow(Protocol):
    """What the controller reads of the window it names (kino's MainWindow is one; a type,
    so that this layer below app/shell/ does not import the window)."""

    def menuBar(self) -> QMenuBar: ...  # noqa: N802 - Qt's name

    def findChildren(self, kind: type, name: str = ...) -> list: ...  # noqa: N802 - Qt's name


class SpokenPanels(Protocol):
    """What the controller reads of the window's panels (the App's layout part is one)."""

    view_state_changed: SignalInstance  # a ViewState, after panels, theme or weightings

    @property
    def view_state(self) -> ViewState: ...

    def panel_widgets(self) -> dict[str, QWidget]: ...


class AccessibilityController(QObject):
    """Accessible names, the canvas's children and announcements for one main window."""

    def __init__(
        self,
        window: SpokenWindow,
        panels: SpokenPanels,
        document: Document,
        registry: PanelRegistry,
        lecture: LectureController | None = None,
        d_control: DControl | None = None,
        presentation: PresentationMode | None = None,
    ) -> None:
        """Names for ``window``'s controls (``registry``'s panels, laid out by ``panels``,
        showing ``document``, and the toolbar's ``d_control`` when given); ``lecture``, when
        given, has each lesson step said as it lands; ``presentation``, when given, says the
        caption as the room reads it (its answer left out while held) and the answer when R
        reveals it."""
        super().__init__(window)
        self.window = window
        self.panel_layout = panels
        self.lecture = lecture
        self.presentation = presentation
        self.document = document
        self.registry = registry
        self.d_control = d_control
        self._panels = panels.panel_widgets()
        self.announcer = Announcer(window)
        install_canvas_accessibility()
        self._d = self.document.scene.d
        self._announced_scene = self.document.scene
        self._d_timer = QTimer(self)
        self._d_timer.setSingleShot(True)
        self._d_timer.setInterval(D_SETTLE_MS)
        self._d_timer.timeout.connect(self._d_settled)

        self.action_describe = build_actions(window, "accessibility", self)["help.describe"]

        self.retranslate()
        on_language_change(window, self._language_changed)
        # During a drag the names wait for its end: a screen reader hears the result once (the
        # announcement), and rebuilding every sentence on every move cost ~1 ms a move.
        self._stale = False
        # A hidden window that renders a movie is heard by nobody: its names wait (``live``).
        self.live = True
        self.document.changed.connect(self._scene_changed)
        self.document.drag_ended.connect(self._catch_up)
        self.document.selection_changed.connect(self._selection_changed)
        drag_ended = getattr(self.document, "drag_ended", None)
        if drag_ended is not None:
            drag_ended.connect(self._gesture_ended)
        self._panels["canvas"].installEventFilter(self)
        # A lesson step before scaling shows the unscaled weights only: so do the names. The
        # attention map's toggle picks the weightings it shows: so does its name.
        panels.view_state_changed.connect(self._view_state_changed)
        attention_map = self._panels.get("attention_map")
        for button in getattr(attention_map, "mode_buttons", {}).values():
            # After the click has reached the map (toggled comes before it).
            button.toggled.connect(lambda _on: QTimer.singleShot(0, self, self._refresh))
        if lecture is not None:
            lecture.transition_finished.connect(self._step_shown)
        if presentation is not None:
            presentation.answer_held_changed.connect(self._answer_held_changed)

    def _language_changed(self) -> None:
        self.retranslate()
        # Again once every widget has taken the new language (the window hears of it before
        # its children): descriptions are read from the panels' tooltips.
        QTimer.singleShot(0, self, self.retranslate)

    def retranslate(self) -> None:
        """Every name in the current language (at start and on each language change)."""
        self._name_controls()
        self.update_texts(self.document.result)

    # -- names that do not change with the scene -----------------------------------------------
    def _name_controls(self) -> None:
        window = self.window
        d_control = self.d_control
        if d_control is not None:
            set_text(
                d_control.spin,
                translate("Accessible", "dimension d"),
                spoken(tooltip_text(d_control.spin)),
            )
            d_control.slider.setAccessibleDescription(spoken(tooltip_text(d_control.slider)))
        code = getattr(self._panels.get("code"), "panel", None)
        if code is not None:
            set_text(
                code.editor,
                translate("Accessible", "Python code"),
                spoken(tooltip_text(code.editor)),
            )
            set_text(
                code.output,
                translate("Accessible", "what the code printed"),
                spoken(tooltip_text(code.output)),
            )
        for splitter in window.findChildren(QSplitter):
            for i in range(1, splitter.count()):
                set_text(
                    splitter.handle(i),
                    translate("Accessible", "divider"),
                    translate(
                        "Accessible", "Drag to share the space between the parts on either side."
                    ),
                )
        for button in window.findChildren(QToolButton, "qt_toolbar_ext_button"):
            # Qt's » button, shown when the window is too narrow for the whole toolbar.
            set_text(button, translate("Accessible", "more toolbar buttons"))
        menu_bar = window.menuBar()
        set_text(menu_bar, translate("Accessible", "menu bar"))
        # Each panel's spoken description: its tooltip, or what its spec says instead (a panel
        # that explains itself in per-region tooltips).
        for spec, view in self._spoken_views():
            tip = tooltip_text(view) or (
                spec.description and translate_noop_text("Accessible", spec.description)
            )
            view.setAccessibleDescription(spoken(tip))

    def _spoken_views(self) -> list[tuple[PanelSpec, QWidget]]:
        """Every widget a screen reader names, in every panel whose spec says what it
        speaks, with its spec."""
        return [
            (spec, view)
            for spec in self.registry
            if spec.speak is not None
            for view in spoken_widgets(self._panels[spec.name])
        ]

    # -- names that follow the scene -------------------------------------------------------------
    @property
    def weightings(self) -> str:
        """The weightings the window shows: "both", or "unscaled" before scaling is taught."""
        return self.panel_layout.view_state.weightings

    def _view_state_changed(self, _view) -> None:
        self.update_texts(self.document.result)

    def _refresh(self) -> None:
        self.update_texts(self.document.result)

    def _scene_changed(self, result: SceneResult) -> None:
        if self.document.dragging or not self.live:
            self._stale = True
            return
        self.update_texts(result)

    def _catch_up(self) -> None:
        if self._stale:
            self.update_texts(self.document.result)

    def update_texts(self, result: SceneResult) -> None:
        self._stale = False
        query = self.document.selected_query
        shown = self.weightings
        self._panels["canvas"].setProperty(WEIGHTINGS_PROPERTY, shown)
        for spec, view in self._spoken_views():
            set_text(view, spec.speak(view, result, query, shown))
        d_control = self.d_control
        if d_control is not None:
            set_text(d_control.slider, texts.d_slider_text(result.scene.d))
        if result.scene.d != self._d:
            self._d = result.scene.d
            self._d_timer.start()

    # -- focus -------------------------------------------------------------------------------------
    def _selection_changed(self, *_args) -> None:
        announce_focus(self._panels["canvas"])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Type.FocusIn:
            announce_focus(self._panels["canvas"])
        elif (
            kind == QEvent.Type.KeyRelease
            and not event.isAutoRepeat()
            and event.key() in MOVE_KEYS
            and self.document.scene is not self._announced_scene
        ):
            # Only when the key moved something (not at the border, not a key a shortcut took
            # for something else).
            self._gesture_ended()
        return False

    # -- announcements -------------------------------------------------------------------------
    def _gesture_ended(self) -> None:
        document = self.document
        self._announced_scene = document.scene
        selection = document.selection
        self.announcer.announce(
            texts.moved_sentence(
                document.result,
                selection.kind,
                selection.index,
                document.selected_query,
                self.weightings,
            )
        )

    def _d_settled(self) -> None:
        if QApplication.mouseButtons() != Qt.MouseButton.NoButton:
            self._d_timer.start()  # the slider is still held: wait for its release
            return
        self.announcer.announce(
            texts.d_sentence(self.document.result, self.document.selected_query, self.weightings)
        )

    def _step_shown(self, index: int) -> None:
        """A lesson step has landed: its number, title, caption and result, said once (the d
        it brings is part of it, not a second announcement)."""
        deck = getattr(self.lecture, "deck", None)
        if deck is None:
            return
        self._d_timer.stop()
        self._d = self.document.scene.d
        self._announced_scene = self.document.scene
        scene = self.document.scene
        heading = translate("Accessible", "Step {number} of {count}:").format(
            number=index + 1, count=len(deck.steps)
        )
        result = texts.d_sentence(
            self.document.result, self.document.selected_query, self.weightings
        )
        caption = scene.caption
        step = self.lecture.step
        if self.presentation is not None and step is not None and caption == step.caption:
            caption = self.presentation.room_caption()
        parts = [heading, scene.title, caption, result]
        self.announcer.announce(" ".join(p.strip() for p in parts if p and p.strip()))

    def _answer_held_changed(self, held: bool) -> None:
        """R showed the step's answer in its caption: it is said, as the room now reads it."""
        step = self.lecture.step if self.lecture is not None else None
        if not held and step is not None and step.answer:
            self.announcer.announce(step.answer.strip())

    def describe_scene(self) -> None:
        self.announcer.announce(
            texts.scene_summary(self.document.result, self.document.selected_query, self.weightings)
        )
