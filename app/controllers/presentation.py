"""Presentation mode: full screen without menus, a caption banner, blank, predict-then-reveal.

F5 enters and Esc leaves; F11 toggles full screen on its own. Presenting has its own theme
(light unless the lecturer picks another: lit halls wash out dark backgrounds) and its own UI
scale, both remembered apart from the window's, so the laptop view and the projector view each
keep what suits them. The same code renders a deck step headless (``render_deck_step``), so a
slide exported for notes is exactly what the room sees.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QImage, QKeySequence, QPainter, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.common.actions import window_action
from app.common.settings import settings
from app.common.theme import THEMES, Style, window_palette, window_stylesheet
from app.shell.redraws import RedrawWhenVisible
from kino_core.deck import Deck

if TYPE_CHECKING:
    from app.controllers.lecture import LectureController
    from app.shell.window import MainWindow

WINDOW_THEME_KEY = "view/theme"
WINDOW_SCALE_KEY = "view/ui_scale"
PRESENTATION_THEME_KEY = "presentation/theme"
PRESENTATION_SCALE_KEY = "presentation/ui_scale"
DEFAULT_PRESENTATION_THEME = "light"
# 1920x1080 at 150%: ticks and numbers of about 22 px, captions of about 35 px, and the whole
# main screen still fits. Lecturers in large halls go up with Ctrl+=.
DEFAULT_PRESENTATION_SCALE = 1.5
SCALE_MIN, SCALE_MAX, SCALE_STEP = 1.0, 3.0, 0.25


def clamp_scale(scale: float) -> float:
    """A UI scale on the 25% grid within 100% … 300%."""
    if not math.isfinite(scale):  # a damaged settings file
        return 1.0
    stepped = round(scale / SCALE_STEP) * SCALE_STEP
    return min(max(stepped, SCALE_MIN), SCALE_MAX)


def _remembered(theme_key: str, scale_key: str, theme: str, scale: float) -> Style:
    store = settings()
    name = store.value(theme_key, theme, type=str)
    value = store.value(scale_key, scale, type=float)
    return Style(theme=THEMES.get(name, THEMES[theme]), scale=clamp_scale(value))


def remembered_style() -> Style:
    """The window's theme and UI scale from the last run (light at 100% the first time)."""
    return _remembered(WINDOW_THEME_KEY, WINDOW_SCALE_KEY, "light", 1.0)


def remembered_presentation_style() -> Style:
    """The presentation's theme and UI scale from the last talk (light at 150% at first)."""
    return _remembered(
        PRESENTATION_THEME_KEY,
        PRESENTATION_SCALE_KEY,
        DEFAULT_PRESENTATION_THEME,
        DEFAULT_PRESENTATION_SCALE,
    )


class CaptionBanner(QWidget):
    """The step's title and caption in large type, the step number small in the corner.

    A long caption at a large UI scale gets a smaller font (down to the body size) rather than
    more than a third of the screen: the scene is what the room has to see.
    """

    CAPTION_FACTOR = 1.3
    SMALLEST_CAPTION_FACTOR = 1.0
    MOST_OF_WINDOW = 0.33

    def __init__(self, style: Style, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("caption-banner")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.title_label = QLabel()
        self.title_label.setWordWrap(True)
        self.step_label = QLabel()
        self.step_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.step_label.setToolTip("The step shown and the number of steps in the deck")
        self.caption_label = QLabel()
        self.caption_label.setWordWrap(True)
        self.caption_label.setTextFormat(Qt.TextFormat.PlainText)
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.title_label, 1)
        top.addWidget(self.step_label, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        self._layout = layout
        layout.addLayout(top)
        layout.addWidget(self.caption_label)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._fitted: tuple | None = None
        self.caption_factor = self.CAPTION_FACTOR
        self.apply_style(style)

    def apply_style(self, style: Style) -> None:
        self.ui_style = style
        theme = style.theme
        margin = round(10 * style.scale)
        self._layout.setContentsMargins(2 * margin, margin, 2 * margin, margin)
        self._layout.setSpacing(round(4 * style.scale))
        self.setStyleSheet(
            f"#caption-banner {{ background: {theme.panel};"
            f" border-bottom: {max(1, round(style.scale))}px solid {theme.grid}; }}"
            f" QLabel {{ background: transparent; color: {theme.text}; }}"
        )
        self.title_label.setFont(style.font(1.6, bold=True))
        self.step_label.setFont(style.font(0.95))
        self.step_label.setStyleSheet(f"color: {theme.muted};")
        self.fit_caption()

    def set_text(self, title: str, caption: str, step: str) -> None:
        if (title, caption, step) == self.texts():
            return  # called on every frame of a move
        self.title_label.setText(title)
        self.title_label.setVisible(bool(title))
        self.caption_label.setText(caption)
        self.caption_label.setVisible(bool(caption))
        self.step_label.setText(step)
        self.step_label.setVisible(bool(step))
        self.fit_caption()

    def texts(self) -> tuple[str, str, str]:
        return self.title_label.text(), self.caption_label.text(), self.step_label.text()

    def fit_caption(self) -> None:
        """The caption's font: the largest, from 1.3× the body size down to 1×, that keeps
        the banner within a third of the window's height."""
        window = self.window()
        limit = window.height() * self.MOST_OF_WINDOW if window is not self else 10**6
        margins = self._layout.contentsMargins()
        width = max(1, self.width() - margins.left() - margins.right())
        key = (
            self.ui_style,
            width,
            round(limit),
            self.title_label.text(),
            self.caption_label.text(),
        )
        if key == self._fitted:
            return
        self._fitted = key
        title = self.title_label.sizeHint().height() if self.title_label.text() else 0
        fixed = title + margins.top() + margins.bottom() + self._layout.spacing()
        factor = self.CAPTION_FACTOR
        while True:
            self.caption_label.setFont(self.ui_style.font(factor))
            height = fixed + self.caption_label.heightForWidth(width)
            if height <= limit or factor <= self.SMALLEST_CAPTION_FACTOR:
                break
            factor = max(self.SMALLEST_CAPTION_FACTOR, factor - 0.05)
        self.caption_factor = factor

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.fit_caption()


class BlankCover(QWidget):
    """A plain black screen over the whole window (B): the room looks at the lecturer."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor("#000000"))
        self.setPalette(palette)
        self.setCursor(Qt.CursorShape.BlankCursor)
        self.hide()


class Veil(QWidget):
    """Covers one panel while the room predicts (H); R lifts it. Keeps the layout still, so
    the answer appears exactly where everyone was looking."""

    def __init__(self, panel: QWidget, style: Style) -> None:
        super().__init__(panel)
        self.ui_style = style
        self.setToolTip("Hidden so the room can predict first: R reveals it")
        panel.installEventFilter(self)
        self.hide()

    def cover(self) -> None:
        self.setGeometry(self.parentWidget().rect())
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        theme = self.ui_style.theme
        painter.fillRect(self.rect(), QColor(theme.panel))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = painter.pen()
        pen.setColor(QColor(theme.grid))
        pen.setWidthF(max(1.0, self.ui_style.scale))
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        inset = 3 * self.ui_style.scale
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), 8, 8)
        size = min(self.height() * 0.45, 72 * self.ui_style.scale)
        font = self.ui_style.font(1.0, bold=True)
        font.setPixelSize(max(8, round(size)))
        painter.setFont(font)
        painter.setPen(QColor(theme.muted))
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "?")
        painter.end()


@dataclass
class _Before:
    """What presenting changed, to put back when it ends."""

    style: Style
    full_screen: bool
    maximized: bool
    geometry: QRect


class PresentationMode(QObject):
    """Presenting, the caption banner, the blank screen, hide/reveal and the UI scale."""

    mode_changed = Signal(bool)
    blank_changed = Signal(bool)
    answers_hidden_changed = Signal(bool)

    def __init__(self, window: MainWindow, lecture: LectureController) -> None:
        super().__init__(window)
        self.window = window
        self.lecture = lecture
        self.active = False
        self.blanked = False
        self.answers_hidden = False
        self._before: _Before | None = None
        self.veils: dict[str, Veil] = {}

        # The frame (toolbar, menus, status bar) in the remembered theme from the first frame:
        # the views style themselves when built, the frame only in MainWindow.apply_style.
        window.setPalette(window_palette(window.ui_style.theme))
        window.setStyleSheet(window_stylesheet(window.ui_style))
        self.banner = CaptionBanner(window.ui_style)
        window.centralWidget().layout().insertWidget(0, self.banner)
        self.banner.hide()
        self.cover = BlankCover(window)
        window.installEventFilter(self)
        # Steps hide most panels while moves and turns change the scene at 60 Hz.
        self.redraws = RedrawWhenVisible(window)

        self.mode_changed.connect(lecture.set_presenting)
        lecture.step_changed.connect(self.update_banner)
        lecture.deck_changed.connect(self.update_banner)
        window.document.changed.connect(self.update_banner)
        window.style_changed.connect(self._restyle)
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
        window = self.window
        self._before = _Before(
            window.ui_style, window.isFullScreen(), window.isMaximized(), window.geometry()
        )
        if theme is None or scale is None:
            remembered = remembered_presentation_style()
            theme = theme or remembered.theme.name
            scale = remembered.scale if scale is None else scale
        scale = clamp_scale(scale)
        self.active = True
        for bar in (window.menuBar(), window.toolbar, window.statusBar()):
            bar.hide()
        # Nothing to resize on a projector: no grip dots between the canvas and the panels.
        window.splitter.setStyleSheet("QSplitter::handle { background: transparent; }")
        self._apply_look(theme, scale)
        if full_screen:
            self._show_full_screen()
        self.action_present.setChecked(True)
        self.action_leave.setEnabled(True)
        self.action_blank.setEnabled(True)
        self.mode_changed.emit(True)
        self.update_banner()
        self.tidy_layout()
        QTimer.singleShot(0, window.fit_splitter)

    def leave(self) -> None:
        """Back to the window as it was before presenting."""
        if not self.active:
            return
        window = self.window
        self.set_blank(False)
        self.active = False
        before = self._before
        for bar in (window.menuBar(), window.toolbar, window.statusBar()):
            bar.show()
        window.splitter.setStyleSheet("")
        if before is not None:
            self._apply_look(before.style.theme.name, before.style.scale)
            if not before.full_screen and window.isFullScreen():
                if before.maximized:
                    window.showMaximized()
                else:
                    window.showNormal()
                    window.setGeometry(before.geometry)
        self.action_present.setChecked(False)
        self.action_leave.setEnabled(False)
        self.action_blank.setEnabled(False)
        self.mode_changed.emit(False)
        self.update_banner()
        self.tidy_layout()
        QTimer.singleShot(0, window.fit_splitter)

    def toggle_full_screen(self) -> None:
        """F11: full screen on or off, presenting or not."""
        window = self.window
        if window.isFullScreen():
            window.showNormal()
        else:
            self._show_full_screen()

    def _show_full_screen(self) -> None:
        self.window.showFullScreen()
        QTimer.singleShot(250, self._cover_screen)

    def _cover_screen(self) -> None:
        # Without a window manager (a kiosk PC, Xvfb) X11 ignores the full-screen request and
        # the window stays where it was: cover the screen by hand.
        window = self.window
        screen = window.screen()
        if window.isFullScreen() and screen is not None and window.geometry() != screen.geometry():
            window.setGeometry(screen.geometry())

    # -- theme and scale ---------------------------------------------------------------------
    def _apply_look(self, theme: str, scale: float) -> None:
        window = self.window
        window.view_state = window.view_state.with_theme(theme)
        window.apply_style(Style(theme=THEMES[theme], scale=scale))
        if theme in window.theme_actions:
            window.theme_actions[theme].setChecked(True)

    def _remember(self, theme: str | None = None, scale: float | None = None) -> None:
        store = settings()
        theme_key, scale_key = (
            (PRESENTATION_THEME_KEY, PRESENTATION_SCALE_KEY)
            if self.active
            else (WINDOW_THEME_KEY, WINDOW_SCALE_KEY)
        )
        if theme is not None:
            store.setValue(theme_key, theme)
        if scale is not None:
            store.setValue(scale_key, scale)
        store.sync()

    def choose_theme(self, name: str) -> None:
        """A theme picked by the user: shown, and remembered for this mode."""
        self.window.set_theme(name)
        self._remember(theme=name)

    def next_theme(self) -> None:
        names = list(THEMES)
        current = names.index(self.window.ui_style.theme.name)
        self.choose_theme(names[(current + 1) % len(names)])

    def set_scale(self, scale: float) -> None:
        """UI scale 100% … 300% for everything: fonts, lines, handles, the banner."""
        scale = clamp_scale(scale)
        window = self.window
        if scale != window.ui_style.scale:
            window.apply_style(Style(theme=window.ui_style.theme, scale=scale))
            if self.active:
                QTimer.singleShot(0, window.fit_splitter)
        self._remember(scale=scale)
        window.show_notice(f"UI scale {round(scale * 100)}%")

    def zoom(self, steps: int) -> None:
        self.set_scale(self.window.ui_style.scale + steps * SCALE_STEP)

    def reset_scale(self) -> None:
        """Ctrl+0: this mode's default scale (100% in the window, 150% presenting)."""
        self.set_scale(DEFAULT_PRESENTATION_SCALE if self.active else 1.0)

    def _restyle(self, style: Style) -> None:
        self.banner.apply_style(style)
        for veil in self.veils.values():
            veil.ui_style = style
            veil.update()

    # -- the caption banner ------------------------------------------------------------------
    def update_banner(self, *_args) -> None:
        """The banner shows the text of the scene on screen, with the step number while that
        scene is the deck's current step (a preset or a file opened mid-lecture shows its own
        title, without a step number that would not be true)."""
        lecture = self.lecture
        step = lecture.step
        scene = self.window.document.scene
        if step is not None and (scene.title, scene.caption) == (step.title, step.caption):
            self.banner.set_text(step.title, step.caption, lecture.step_text())
            self.banner.show()
        elif (self.active or step is not None) and (scene.title or scene.caption):
            self.banner.set_text(scene.title, scene.caption, "")
            self.banner.show()
        else:
            self.banner.hide()

    # -- blank, hide and reveal --------------------------------------------------------------
    def set_blank(self, blank: bool) -> None:
        """B: a black screen over everything while presenting, and back."""
        blank = bool(blank) and self.active
        self.blanked = blank
        if blank:
            self.cover.setGeometry(self.window.rect())
            self.cover.raise_()
        self.cover.setVisible(blank)
        self.blank_changed.emit(blank)

    def toggle_blank(self) -> None:
        self.set_blank(not self.blanked)

    def set_answers_hidden(self, hidden: bool) -> None:
        """H hides every panel but the canvas (weights, output, scores, formula, readouts,
        saturation, attention map: each gives the answer away); R reveals them."""
        self.answers_hidden = bool(hidden)
        for name, widget in self.window.panels.items():
            if name == "canvas" or widget is None:
                continue
            veil = self.veils.get(name)
            if veil is None or veil.parentWidget() is not widget:
                veil = Veil(widget, self.window.ui_style)
                self.veils[name] = veil
            if hidden:
                veil.cover()
            veil.setVisible(hidden)
        self.answers_hidden_changed.emit(self.answers_hidden)

    # -- layout ------------------------------------------------------------------------------
    def tidy_layout(self) -> None:
        """Hide containers whose panels are all hidden, so a step showing only the canvas and
        the formula does not leave an empty column on the projector."""
        window = self.window
        right = window.right_panel
        lower = window.output.parentWidget()
        if lower is not None and lower is not right:
            lower.setVisible(not (window.output.isHidden() and window.readouts.isHidden()))
        shown = any(
            not widget.isHidden()
            for widget in window.panels.values()
            if widget is not None and right.isAncestorOf(widget)
        )
        right.setVisible(shown)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.window and event.type() == QEvent.Type.Resize:
            if self.blanked:
                self.cover.setGeometry(self.window.rect())
            if self.active:
                # Full screen arrives after the window manager resizes: keep the canvas square.
                QTimer.singleShot(0, self.window.fit_splitter)
            self.banner.fit_caption()
        return False

    # -- actions -----------------------------------------------------------------------------
    def _action(self, text: str, slot, keys: list[QKeySequence], checkable=False) -> QAction:
        return window_action(self.window, text, slot, keys, checkable)

    def _build_actions(self) -> None:
        window = self.window
        seq = QKeySequence
        self.action_present = self._action(
            "Presentation mode", self.toggle, [seq("F5"), seq("Shift+F5")], checkable=True
        )
        self.action_leave = self._action("Leave presentation", self.leave, [seq("Esc")])
        self.action_leave.setEnabled(False)
        full_screen_keys = [seq("F11"), *seq.keyBindings(seq.StandardKey.FullScreen)]
        self.action_full_screen = self._action(
            "Full screen", self.toggle_full_screen, full_screen_keys
        )
        self.action_larger = self._action(
            "Larger text and lines",
            lambda: self.zoom(1),
            [seq("Ctrl+="), seq("Ctrl++"), *seq.keyBindings(seq.StandardKey.ZoomIn)],
        )
        self.action_smaller = self._action(
            "Smaller text and lines",
            lambda: self.zoom(-1),
            [seq("Ctrl+-"), *seq.keyBindings(seq.StandardKey.ZoomOut)],
        )
        self.action_reset_scale = self._action("Default size", self.reset_scale, [seq("Ctrl+0")])
        self.action_next_theme = self._action("Next theme", self.next_theme, [seq("Ctrl+T")])
        self.action_blank = self._action(
            "Blank the screen", self.toggle_blank, [seq("B"), seq("."), seq("Shift+B")]
        )
        self.action_blank.setEnabled(False)
        self.action_hide = self._action(
            "Hide the answers (predict first)", lambda: self.set_answers_hidden(True), [seq("H")]
        )
        self.action_reveal = self._action(
            "Reveal the answers", lambda: self.set_answers_hidden(False), [seq("R")]
        )

        view_menu = getattr(window, "view_menu", None)
        if view_menu is not None:
            view_menu.addSeparator()
            for action in (
                self.action_present,
                self.action_full_screen,
                self.action_larger,
                self.action_smaller,
                self.action_reset_scale,
                self.action_next_theme,
            ):
                view_menu.addAction(action)
        menu = self.lecture.lesson_menu
        first_authoring = self.lecture.action_add
        menu.insertAction(first_authoring, self.action_present)
        for action in (self.action_hide, self.action_reveal, self.action_blank):
            menu.insertAction(first_authoring, action)
        menu.insertSeparator(first_authoring)

        button = QPushButton("Present")
        button.setToolTip(
            "Presentation mode (F5): full screen, menus hidden, large type.\n"
            "Clicker: PageDown / PageUp step, B blanks, H hides the answers, R reveals,\n"
            "P turns the query, Ctrl+= / Ctrl+- size, Esc leaves."
        )
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(self.enter)
        window.toolbar.addWidget(button)
        self.present_button = button


# ---------------------------------------------------------------------------------------------
# Headless: a deck step exactly as presenting shows it


def build_presentation_window(
    deck: Deck,
    index: int,
    size: QSize,
    ui_scale: float = DEFAULT_PRESENTATION_SCALE,
    theme: str = DEFAULT_PRESENTATION_THEME,
) -> MainWindow:
    """A hidden window presenting step ``index`` of ``deck`` at ``size`` logical pixels."""
    from app.render.headless import build_window

    def present(window: MainWindow) -> None:
        window.lecture.open_deck(deck, index=index, animate=False)
        window.presentation.enter(full_screen=False, theme=theme, scale=ui_scale)

    style = Style(theme=THEMES[theme], scale=ui_scale)
    return build_window(deck.steps[index].scene, style, size, present)


def render_deck_step(
    deck: Deck, index: int, size_text: str = "1920x1080", scale: float = 1.0
) -> QImage:
    """Step ``index`` (0-based) as presenting shows it, as an image of size × scale pixels."""
    from app.render.export import render_image
    from app.render.headless import dispose, scaled_size

    window = build_presentation_window(
        deck, index, scaled_size(size_text, scale), ui_scale=DEFAULT_PRESENTATION_SCALE * scale
    )
    try:
        return render_image(window.centralWidget(), 1.0, window.ui_style.theme.background)
    finally:
        dispose(window)


def write_deck_step(
    deck: Deck,
    index: int,
    path: str | os.PathLike[str],
    size_text: str = "1920x1080",
    scale: float = 1.0,
) -> None:
    """Write step ``index`` as presenting shows it to a .png or .svg file, atomically."""
    from app.render.headless import dispose, scaled_size, write_picture

    window = build_presentation_window(
        deck, index, scaled_size(size_text, scale), ui_scale=DEFAULT_PRESENTATION_SCALE * scale
    )
    try:
        title = deck.steps[index].title or deck.title or "kino"
        write_picture(window.centralWidget(), path, window.ui_style.theme.background, title)
    finally:
        dispose(window)
