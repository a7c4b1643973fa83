"""The presenter window: the lecturer's cockpit on the laptop while the projector shows the lesson.

It is built from the main window's Document (the same scene, result and undo stack) and drives
the main window's lecture and presentation through their actions, so the audience window (the
main window, presenting) and this one can never disagree::

    +---------------------------------------------------------------------------+
    | Step 3 / 11   12:04   ◀ Previous   Next ▶      Room on: [projector ▾]  End |
    | Blank  Hide answers  Reveal  Turn q  Laser   Re-roll  Panels ▾  d ──●── 64 |
    +-----------------------------+---------------------------------------------+
    | your canvas (drag here:     | THE ROOM SEES: the audience window, grabbed |
    | the room's moves too)       | and scaled down                             |
    +-----------------------------+----------------------+----------------------+
    | NOW: title and caption      | NOTES (speaker only) | NEXT: a render of    |
    |                             |                      | the next step        |
    +-----------------------------+----------------------+----------------------+

The miniature is a grab of the audience window itself (QWidget.grab), refreshed when anything
it shows may have changed and at most every MIRROR_MS: it is then exactly what the room sees,
veils, blank screen, laser dot, banner and UI scale included, which a second render of the scene
could not promise. The next step has not been shown yet, so it is rendered headless, at the
audience window's size, theme and scale (the composition root's HeadlessRenderer),
once per step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication, QImage, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QSizePolicy,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.canvas import CanvasView
from app.common.action_buttons import build_buttons
from app.common.actions.table import build_actions
from app.common.i18n import on_language_change, translate, translate_noop_text
from app.common.plain_text import PlainLabel, set_tooltip
from app.common.theme import Style, readable_text_on, window_palette, window_stylesheet
from app.common.undo_actions import follow_undo_stack
from app.presenting.replay_bar import ReplayBar

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from app.presenting.audience import Audience, StepRenderer

MIRROR_MS = 150  # the miniature follows a drag at about 7 frames a second
MIRROR_IDLE_MS = 1000
PREVIEW_SETTLE_MS = 300  # and catches anything else (a curve loaded late, a resize) within a second
NO_NOTES = QT_TRANSLATE_NOOP(
    "PresenterWindow",
    "No notes for this step (Lesson ▸ Edit title, caption and notes… adds them).",
)


def clock_text(seconds: int) -> str:
    """'12:04' for 724 s; '1:02:09' past an hour."""
    hours, rest = divmod(max(0, int(seconds)), 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"


class ScaledPicture(PlainLabel):
    """A picture scaled to fit the label, keeping its aspect ratio."""

    def __init__(self, placeholder: str = "") -> None:
        super().__init__(placeholder)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setMinimumSize(160, 90)
        self.image: QImage | None = None

    def set_image(self, image: QImage | None) -> None:
        self.image = image
        self._fit()

    def _fit(self) -> None:
        if self.image is None or self.image.isNull():
            self.setPixmap(QPixmap())
            return
        ratio = self.devicePixelRatioF()
        target = self.size() * ratio
        scaled = self.image.scaled(
            target, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
        )
        pixmap = QPixmap.fromImage(scaled)
        pixmap.setDevicePixelRatio(ratio)
        self.setPixmap(pixmap)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()


class AudienceMirror(ScaledPicture):
    """The audience window in miniature: a grab of it, refreshed after changes (throttled)."""

    refreshed = Signal()

    def __init__(self, audience: QWidget) -> None:
        super().__init__()
        self.audience = audience
        self.grabs = 0  # counted for tests
        self.retranslate()
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setInterval(MIRROR_MS)
        self._soon.timeout.connect(self.refresh)
        self._idle = QTimer(self)
        self._idle.setInterval(MIRROR_IDLE_MS)
        self._idle.timeout.connect(self.request)

    def set_idle_refresh(self, enabled: bool) -> None:
        """Turn the periodic refresh (for changes no signal reports) on or off while shown.
        A hook for tests."""
        if enabled and self.isVisible():
            self._idle.start()
        elif not enabled:
            self._idle.stop()

    def retranslate(self) -> None:
        if self.image is None:
            self.setText(translate("PresenterWindow", "The room's view appears here"))
        set_tooltip(
            self,
            translate(
                "PresenterWindow",
                "What the room sees right now (a live copy of the audience window)",
            ),
        )

    def request(self, *_args) -> None:
        """Refresh soon (many requests in a burst make one grab)."""
        if not self._soon.isActive():
            self._soon.start()

    def refresh(self) -> None:
        if not self.isVisible() or not self.audience.isVisible():
            return
        self.grabs += 1
        self.set_image(self.audience.grab().toImage())
        self.refreshed.emit()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._idle.start()
        self.request()

    def hideEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().hideEvent(event)
        self._idle.stop()
        self._soon.stop()


class NextStepPreview(ScaledPicture):
    """The next step as the room will see it: a headless render, made once per step."""

    def __init__(self, renderer: StepRenderer) -> None:
        super().__init__("")
        self.renderer = renderer
        self.retranslate()
        self._cache: dict[tuple, QImage] = {}
        self._wanted: tuple | None = None
        self.renders = 0  # counted for tests
        # A render takes a moment (a hidden window is built): wait until the clicking and the
        # window's resizing have settled, and render only the step that is then next.
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(PREVIEW_SETTLE_MS)
        self._settle.timeout.connect(self._render_wanted)

    def retranslate(self) -> None:
        set_tooltip(self, translate("PresenterWindow", "The next step, as the room will see it"))

    @property
    def render_due(self) -> bool:
        """A render is waiting for the clicking to settle. A read-out for tests."""
        return self._settle.isActive()

    def show_step(self, deck, index: int | None, size: QSize, theme: str, scale: float) -> None:
        """Show step ``index`` of ``deck`` (None: the deck ends here) rendered at ``size``."""
        if deck is None or index is None or index >= len(deck.steps):
            self._wanted = None
            self.set_image(None)
            self.setText(
                translate("PresenterWindow", "End of the deck")
                if deck is not None
                else translate("PresenterWindow", "No deck open")
            )
            return
        step = deck.steps[index]
        key = (step.scene, step.panels, size.width(), size.height(), theme, scale)
        self._wanted = (deck, index, size, theme, scale, key)
        if key in self._cache:
            self.set_image(self._cache[key])
            return
        self.setText("…")
        self.set_image(None)
        self._settle.start()

    def _render_wanted(self) -> None:
        if self._wanted is None:
            return
        deck, index, size, theme, scale, key = self._wanted
        if key not in self._cache:
            image = self.renderer.render_presentation_step(deck, index, size, scale, theme)
            self.renders += 1
            if len(self._cache) > 8:
                self._cache.clear()
            self._cache[key] = image
        # A press during the render may have moved on: show the picture only if this step is
        # still the next one (else the move started the wait for the new one's).
        if self._wanted is not None and self._wanted[-1] in self._cache:
            self.set_image(self._cache[self._wanted[-1]])


class LaserMoves(Protocol):
    moved: SignalInstance  # the dot moved, appeared or went away


class PresenterControls(Protocol):
    """What this window asks of the presenter controller that builds it (presenter.py's
    PresenterController), declared here so that the two modules do not import each other."""

    action_rehearse: QAction
    action_laser: QAction
    laser: LaserMoves
    arrangement_changed: SignalInstance  # "off", "one screen", "two screens" or "rehearsal"

    def elapsed_seconds(self) -> int: ...
    def choose_audience_screen(self, name: str) -> None: ...
    def presenter_window_closed(self) -> None: ...


class PresenterWindow(QMainWindow):
    """The lecturer's window: own canvas, the room's view, caption, notes, next step, clock."""

    def __init__(self, audience: Audience, controller: PresenterControls, style: Style) -> None:
        super().__init__()
        self.audience = audience
        self.controller = controller
        self.document = audience.document
        self.lecture = audience.lecture
        self.presentation = audience.presentation
        self.ui_style = style
        self._preview_size = QSize()
        # Closing the main window ends the app even while this one is open.
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.setFont(style.font())
        self.setPalette(window_palette(style.theme))
        accent = style.theme.accent
        self.setStyleSheet(
            window_stylesheet(style)
            # On (blank, hidden answers, turning, laser) must show at a glance.
            + f" QToolBar QPushButton:checked {{ background: {accent};"
            f" color: {readable_text_on(accent)}; border-color: {accent}; }}"
        )
        self.setMinimumSize(900, 600)
        self.headings: dict[QLabel, str] = {}  # each heading and its words (QT_TRANSLATE_NOOP)

        self.canvas = CanvasView(self.document, style)
        self._canvas_connected = True  # CanvasView connects itself to document.changed
        self.mirror = AudienceMirror(audience.window)
        self.next_preview = NextStepPreview(audience.renderer)
        self._build_toolbars()
        self._build_body()
        self._build_keys()
        self._retranslate_texts()
        # A replay is driven from here while presenting: the room's window hides its bar.
        self.replay_bar: ReplayBar | None = None
        if audience.replay is not None:
            self.replay_bar = ReplayBar(audience.replay, self)
            self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.replay_bar)
        on_language_change(self, self._retranslate)

        self.clock_timer = QTimer(self)
        self.clock_timer.setInterval(1000)
        self.clock_timer.timeout.connect(self.update_clock)

        lecture, presentation = self.lecture, self.presentation
        lecture.step_changed.connect(self.update_step)
        lecture.deck_changed.connect(self.update_step)
        self.document.changed.connect(self._scene_changed)
        self.document.changed.connect(self.mirror.request)
        lecture.transition_finished.connect(self.mirror.request)
        presentation.blank_changed.connect(self.mirror.request)
        presentation.answers_hidden_changed.connect(self.mirror.request)
        presentation.panels_veiled_changed.connect(self.mirror.request)
        audience.style_changed.connect(self._audience_restyled)
        controller.laser.moved.connect(self.mirror.request)
        controller.arrangement_changed.connect(self._arrangement_changed)
        # The room's window gets its final size when the window system says so: the next
        # step's preview follows it.
        self.mirror.refreshed.connect(self._check_preview_size)
        app = QGuiApplication.instance()
        app.screenAdded.connect(self._fill_screens)
        app.screenRemoved.connect(self._fill_screens)

    # -- building ----------------------------------------------------------------------------
    def _retranslate_texts(self) -> None:
        """Every fixed text but the buttons' in the current language (the window is kept
        between talks, hidden, and may be shown again in another language); the buttons that
        trigger actions say the action table's words (build_buttons)."""
        self.setWindowTitle(translate("PresenterWindow", "kino — presenter view"))
        set_tooltip(
            self.canvas,
            translate(
                "PresenterWindow",
                "Your canvas: the same scene as the room's. A drag here moves it there too;\n"
                "with the laser pointer on (Ctrl+L) the room sees a red dot where your mouse is.",
            ),
        )
        self.lecture_bar.setWindowTitle(translate("PresenterWindow", "Lecture"))
        set_tooltip(
            self.step_label,
            translate("PresenterWindow", "The step the room sees, and the number of steps"),
        )
        set_tooltip(self.clock_label, translate("PresenterWindow", "Time since presenting began"))
        set_tooltip(
            self.screen_combo,
            translate(
                "PresenterWindow",
                "The screen the room sees (the projector). kino remembers it for the next talk.",
            ),
        )
        self.screen_label.setText(translate("PresenterWindow", "Room's screen:"))
        self.controls_bar.setWindowTitle(translate("PresenterWindow", "Controls"))
        self.panels_button.setText(translate("PresenterWindow", "Panels"))
        set_tooltip(
            self.panels_button, translate("PresenterWindow", "Show or hide the room's panels")
        )
        set_tooltip(
            self.notes, translate("PresenterWindow", "Your notes for this step: only you see them")
        )
        for heading, words in self.headings.items():
            heading.setText(translate_noop_text("PresenterWindow", words).upper())

    def _retranslate(self) -> None:
        self._retranslate_texts()
        self.mirror.retranslate()
        self.next_preview.retranslate()
        self.update_step()

    def _heading(self, words: str, style: Style) -> QLabel:
        """A heading over a column; ``words`` is a QT_TRANSLATE_NOOP literal, shown in capitals."""
        label = PlainLabel()
        self.headings[label] = words
        label.setFont(style.font(0.8, bold=True))
        label.setStyleSheet(f"color: {style.theme.muted};")
        return label

    def _button_actions(self) -> list[QAction]:
        """The actions the toolbars' buttons trigger (the action table's BUTTONS name them)."""
        audience = self.audience
        actions = [
            *self.lecture.actions.values(),
            *self.presentation.actions.values(),
            self.controller.action_rehearse,
            self.controller.action_laser,
            audience.play_action,
        ]
        if audience.classroom is not None:
            actions.append(audience.classroom.action_question)
        if audience.record_action is not None:
            actions.append(audience.record_action)
        actions.append(audience.reroll_action)
        return actions

    def _toolbar(self, name: str) -> QToolBar:
        toolbar = QToolBar()
        toolbar.setMovable(False)
        toolbar.setObjectName(name)
        self.addToolBar(toolbar)
        return toolbar

    def _build_toolbars(self) -> None:
        actions = self._button_actions()
        self._build_lecture_bar(actions)
        self.addToolBarBreak()
        self._build_controls_bar(actions)

    def _build_lecture_bar(self, actions: list[QAction]) -> None:
        """The step, the clock, Previous and Next, the room's screen, In a window and End."""
        style = self.ui_style
        top = self.lecture_bar = self._toolbar("presenter-lecture")
        self.step_label = PlainLabel()
        self.step_label.setFont(style.font(1.5, bold=True))
        self.clock_label = PlainLabel(clock_text(0))
        self.clock_label.setFont(style.font(1.5, bold=False, mono=True))
        top.addWidget(self.step_label)
        top.addWidget(_spacer(24))
        top.addWidget(self.clock_label)
        top.addWidget(_spacer(24))
        for button in build_buttons("presenter.steps", actions):
            top.addWidget(button)
        top.addWidget(_spacer(0, expanding=True))
        self.screen_combo = QComboBox()
        self.screen_combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.screen_combo.activated.connect(self._screen_chosen)
        self.screen_label = PlainLabel()
        # A toolbar shows or hides its widgets through the actions addWidget returns.
        self.screen_actions = (top.addWidget(self.screen_label), top.addWidget(self.screen_combo))
        for button in build_buttons("presenter.window", actions):
            top.addWidget(button)

    def _build_controls_bar(self, actions: list[QAction]) -> None:
        """Blank, Hide answers, Reveal, Turn query, Laser, Ask the room, Record, Re-roll, the
        room's panels and d."""
        from app.panels.d_control import DControl

        tools = self.controls_bar = self._toolbar("presenter-controls")
        for button in build_buttons("presenter.controls", actions):  # in the table's order
            tools.addWidget(button)
        self.panels_button = panels = QToolButton()
        panels.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        panels.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(panels)
        for action in self.audience.panel_actions.values():
            menu.addAction(action)
        panels.setMenu(menu)
        tools.addWidget(panels)
        self.d_control = DControl(self.document)
        self.d_control.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        tools.addWidget(self.d_control)

    def _build_body(self) -> None:
        style = self.ui_style
        self.caption_title = PlainLabel()
        self.caption_title.setFont(style.font(1.2, bold=True))
        self.caption_title.setWordWrap(True)
        self.caption_text = PlainLabel()
        self.caption_text.setFont(style.font(1.0))
        self.caption_text.setWordWrap(True)
        self.caption_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        for label in (self.caption_title, self.caption_text):
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.notes = QPlainTextEdit()
        self.notes.setReadOnly(True)
        self.notes.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.notes.setFont(style.font(1.25))
        self.next_title = PlainLabel()
        self.next_title.setWordWrap(True)
        self.next_title.setFont(style.font(0.95, bold=True))

        mirror_box = _column(
            self._heading(QT_TRANSLATE_NOOP("PresenterWindow", "The room sees"), style),
            self.mirror,
            stretch=1,
        )
        top = QHBoxLayout()
        top.addWidget(self.canvas, 4)
        top.addLayout(mirror_box, 7)
        now_box = _column(
            self._heading(QT_TRANSLATE_NOOP("PresenterWindow", "Now"), style),
            self.caption_title,
            self.caption_text,
            stretch=2,
        )
        notes_box = _column(
            self._heading(QT_TRANSLATE_NOOP("PresenterWindow", "Notes"), style),
            self.notes,
            stretch=1,
        )
        next_box = _column(
            self._heading(QT_TRANSLATE_NOOP("PresenterWindow", "Next"), style),
            self.next_title,
            self.next_preview,
            stretch=2,
        )
        bottom = QHBoxLayout()
        bottom.addLayout(now_box, 4)
        bottom.addLayout(notes_box, 4)
        bottom.addLayout(next_box, 3)
        if self.audience.classroom is not None:
            from app.classroom.presenter_panel import RoomPanel

            self.room_panel = RoomPanel(self.audience.classroom, style)
            # The box takes a quarter of the lower row: shown only while there is something
            # in it (a question open, or the lecture's results), so that an empty box never
            # takes room from the notes on a laptop.
            self.room_box = QWidget()
            room_column = _column(
                self._heading(QT_TRANSLATE_NOOP("PresenterWindow", "The room's answers"), style),
                self.room_panel,
                stretch=1,
            )
            room_column.setContentsMargins(0, 0, 0, 0)
            self.room_box.setLayout(room_column)
            bottom.addWidget(self.room_box, 3)
            self.room_box.setVisible(self.room_panel.has_content())
            self.room_panel.content_changed.connect(self.room_box.setVisible)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addLayout(top, 3)
        layout.addLayout(bottom, 2)
        self.setCentralWidget(body)

    def _build_keys(self) -> None:
        # Undo and the turning keys are the main window's window-only keys: this window gets
        # its own (the action table's "presenter_window" entries), on the same undo stack and
        # the same document.
        actions = build_actions(self, "presenter_window", self)
        self.undo_action, self.redo_action = actions["presenter.undo"], actions["presenter.redo"]
        follow_undo_stack(
            self.document.undo_stack,
            {"presenter.undo": self.undo_action, "presenter.redo": self.redo_action},
            self,
        )

    # -- following the lecture ---------------------------------------------------------------
    def refresh_all(self) -> None:
        self._fill_screens()
        self.update_step()
        self.update_clock()
        self.mirror.request()

    def update_step(self, *_args) -> None:
        lecture = self.lecture
        step = lecture.step
        if step is None:
            self.step_label.setText(translate("PresenterWindow", "No deck"))
            self._show_caption(self.document.scene.title, self.document.scene.caption)
            self.notes.setPlainText(
                translate(
                    "PresenterWindow", "Open a lesson (Lesson ▸ Open lesson) to see its notes here."
                )
            )
            self.next_title.setText("")
            self.next_preview.show_step(None, None, QSize(), "", 1.0)
            return
        self.step_label.setText(
            translate("PresenterWindow", "Step {counter}").format(counter=lecture.step_text())
        )
        caption = step.caption
        if step.answer:  # the lecturer reads the answer the room's caption holds until R
            caption += "\n" + translate(
                "PresenterWindow", "Answer (held until R): {answer}"
            ).format(answer=step.answer)
        self._show_caption(step.title, caption)
        self.notes.setPlainText(step.notes or translate_noop_text("PresenterWindow", NO_NOTES))
        deck, following = lecture.deck, lecture.index + 1
        if following < len(deck.steps):
            self.next_title.setText(
                deck.steps[following].title
                or translate("PresenterWindow", "Step {number}").format(number=following + 1)
            )
        else:
            self.next_title.setText("")
        self._update_next_preview()

    def _room_size(self) -> QSize:
        size = self.audience.window.centralWidget().size()
        return size if size.width() >= 100 and size.height() >= 100 else QSize(1920, 1080)

    def _check_preview_size(self) -> None:
        if self.lecture.step is not None and self._room_size() != self._preview_size:
            self._update_next_preview()

    def _update_next_preview(self) -> None:
        lecture = self.lecture
        size = self._preview_size = self._room_size()
        style = self.audience.shell.ui_style
        self.next_preview.show_step(
            lecture.deck, lecture.index + 1, size, style.theme.name, style.scale
        )

    def _show_caption(self, title: str, caption: str) -> None:
        if (title, caption) != (self.caption_title.text(), self.caption_text.text()):
            self.caption_title.setText(title or translate("PresenterWindow", "(no title)"))
            self.caption_text.setText(caption)

    def _scene_changed(self, *_args) -> None:
        if self.lecture.step is None:
            self._show_caption(self.document.scene.title, self.document.scene.caption)

    def _audience_restyled(self, *_args) -> None:
        self.mirror.request()
        if self.lecture.step is not None:
            self._update_next_preview()

    def update_clock(self) -> None:
        self.clock_label.setText(clock_text(self.controller.elapsed_seconds()))

    def _arrangement_changed(self, arrangement: str) -> None:
        self.screen_combo.setEnabled(arrangement == "two screens")
        self.mirror.request()

    # -- screens -----------------------------------------------------------------------------
    def _fill_screens(self, *_args) -> None:
        combo = self.screen_combo
        combo.blockSignals(True)
        combo.clear()
        current = self.audience.window.screen()
        for screen in QGuiApplication.screens():
            size = screen.size()
            combo.addItem(f"{screen.name()} ({size.width()}×{size.height()})", screen.name())
            if screen is current:
                combo.setCurrentIndex(combo.count() - 1)
        combo.blockSignals(False)
        several = combo.count() > 1
        for action in self.screen_actions:
            action.setVisible(several)

    def _screen_chosen(self, index: int) -> None:
        name = self.screen_combo.itemData(index)
        if name:
            self.controller.choose_audience_screen(name)

    # -- showing and closing -----------------------------------------------------------------
    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.clock_timer.start()
        if not self._canvas_connected:
            # Hidden, the canvas skipped the scene's changes (60 a second in a drag): catch up.
            self.document.changed.connect(self.canvas.redraw)
            self._canvas_connected = True
            self.canvas.redraw(self.document.result)
        self.canvas.setFocus()  # not the d spin box: Space and digits are the clicker's

    def hideEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().hideEvent(event)
        self.clock_timer.stop()
        if self._canvas_connected:
            self.document.changed.disconnect(self.canvas.redraw)
            self._canvas_connected = False

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        event.accept()
        QTimer.singleShot(0, self.controller.presenter_window_closed)


def _spacer(width: int, expanding: bool = False) -> QWidget:
    spacer = QWidget()
    if expanding:
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    else:
        spacer.setFixedWidth(width)
    return spacer


def _column(heading: QLabel, *widgets: QWidget, stretch: int = 1) -> QVBoxLayout:
    """A heading over widgets; the last one takes the extra height (``stretch``)."""
    column = QVBoxLayout()
    column.setSpacing(4)
    column.addWidget(heading)
    for widget in widgets[:-1]:
        column.addWidget(widget)
    column.addWidget(widgets[-1], stretch)
    return column


__all__ = ["AudienceMirror", "NextStepPreview", "PresenterWindow", "clock_text"]
