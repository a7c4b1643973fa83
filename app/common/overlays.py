"""What presenting puts over the panels: the caption banner, the blank screen, the veils.

Widgets only; app/controllers/presentation.py decides when they show.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.common.i18n import on_language_change, translate
from app.common.plain_text import PlainLabel, set_tooltip
from app.common.theme import Style


class CaptionBanner(QWidget):
    """The step's title and caption in large type, the step number small in the corner.

    A long caption at a large UI scale gets a smaller font (down to the body size) rather than
    more than a third of the screen: the scene is what the room has to see. At the desk a
    preset's or a file's caption shows in it too, with a close button (``dismissed``).
    """

    dismissed = Signal()  # the close button was clicked

    CAPTION_FACTOR = 1.3
    # (title, smallest caption) tried in turn: the caption shrinks to the body size first,
    # then the title; past that (a narrow desk window beside a dock) both go smaller still.
    TIERS = ((1.6, 1.0), (1.45, 1.0), (1.3, 1.0), (1.15, 0.85), (1.0, 0.75))
    MOST_OF_WINDOW = 0.33
    # A caption at the desk is read from a chair, not from the back row: a line of the body's
    # size under a slightly larger title, so the panels keep their space.
    DESK_CAPTION_FACTOR = 1.0
    DESK_TIERS = ((1.15, 0.9), (1.0, 0.8))

    def __init__(self, style: Style, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("caption-banner")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.title_label = PlainLabel()
        self.title_label.setWordWrap(True)
        self.step_label = PlainLabel()
        self.step_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.close_button = QToolButton()
        self.close_button.setObjectName("caption-close")
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        # A click leaves the keyboard where it was (the canvas, the clicker's keys).
        self.close_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.close_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.close_button.clicked.connect(self.dismissed)
        self.close_button.hide()
        self._set_tooltips()
        on_language_change(self, self._set_tooltips)
        self.caption_label = PlainLabel()
        self.caption_label.setWordWrap(True)
        self.caption_label.setTextFormat(Qt.TextFormat.PlainText)
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.title_label, 1)
        top.addWidget(self.step_label, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        self._layout = layout
        layout.addLayout(top)
        # Room kept for a held answer is the caption's: the title stays at the top.
        layout.addWidget(self.caption_label, 1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._fitted: tuple | None = None
        self._fitted_height = 0
        # A longer text the caption will show on this step (its held answer revealed): the
        # banner is fitted to it, so R adds the answer without the type or the panels moving.
        self._room_for = ""
        self._measure = PlainLabel()
        self._measure.setWordWrap(True)
        self._measure.setTextFormat(Qt.TextFormat.PlainText)
        self._measure.hide()
        self.caption_factor = self.CAPTION_FACTOR
        self.title_factor = self.TIERS[0][0]
        self.apply_style(style)

    def _set_tooltips(self) -> None:
        set_tooltip(
            self.step_label,
            translate("CaptionBanner", "The step shown and the number of steps in the deck"),
        )
        hide = translate("CaptionBanner", "Hide the caption (the next preset shows its own)")
        set_tooltip(self.close_button, hide)
        self.close_button.setAccessibleName(hide)

    def set_dismissible(self, dismissible: bool) -> None:
        """Show the close button (a caption at the desk) or not (a deck step, presenting)."""
        if dismissible != self.close_button.isVisibleTo(self):
            self.close_button.setVisible(dismissible)
            self._fitted = None
            self.fit_caption()

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
        self.title_label.setFont(style.font(self.TIERS[0][0], bold=True))
        self.step_label.setFont(style.font(0.95))
        self.step_label.setStyleSheet(f"color: {theme.muted};")
        self.close_button.setFont(style.font(1.1, bold=True))
        pad = round(4 * style.scale)
        self.close_button.setStyleSheet(
            f"QToolButton {{ color: {theme.muted}; border: none; padding: 0 {pad}px; }}"
            f" QToolButton:hover {{ color: {theme.text}; }}"
        )
        self.fit_caption()

    def set_text(self, title: str, caption: str, step: str, room_for: str = "") -> None:
        """Show ``title``, ``caption`` and the ``step`` counter; ``room_for``: a longer caption
        this banner will show next (the step's answer revealed), whose room it keeps."""
        room_for = room_for if len(room_for) > len(caption) else ""
        if (title, caption, step) == self.texts() and room_for == self._room_for:
            return  # called on every frame of a move
        self._room_for = room_for
        # A caption shorter than its room reads from the top, under the title.
        self.caption_label.setAlignment(
            Qt.AlignmentFlag.AlignLeft
            | (Qt.AlignmentFlag.AlignTop if room_for else Qt.AlignmentFlag.AlignVCenter)
        )
        self.title_label.setText(title)
        self.title_label.setVisible(bool(title))
        self.caption_label.setText(caption)
        self.caption_label.setVisible(bool(caption))
        self.step_label.setText(step)
        self.step_label.setVisible(bool(step))
        self.fit_caption()

    @property
    def room_for(self) -> str:
        """The longer caption whose room the banner keeps ("" when none: see set_text)."""
        return self._room_for

    def texts(self) -> tuple[str, str, str]:
        return self.title_label.text(), self.caption_label.text(), self.step_label.text()

    def replace_caption(self, caption: str) -> None:
        """Show ``caption`` in place of the caption on screen, in the same type and in the
        banner's height as laid out: a movie's frame mid-turn says what that frame shows
        without the panels moving (the next update_banner puts the step's caption back)."""
        # A shorter text reads from the top, under the title, as the step's caption does.
        self.caption_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.caption_label.setText(caption)

    def fit_caption(self) -> None:
        """Fit the caption to the banner's width and the height of the area it is laid
        over (see fit)."""
        area = self.parentWidget()
        self.fit(self.width(), area.height() if area is not None else 10**6)

    def fit(self, width_px: int, area_height_px: int) -> int:
        """Choose the fonts for a banner ``width_px`` wide: the largest caption, from 1.3×
        the body size down, and title (see TIERS) that keep the banner within a third of
        ``area_height_px``.
        Returns the banner's height at that width (what the layout policy gives it)."""
        limit = area_height_px * self.MOST_OF_WINDOW
        margins = self._layout.contentsMargins()
        width = max(1, width_px - margins.left() - margins.right())
        key = (
            self.ui_style,
            width,
            round(limit),
            self.title_label.text(),
            self.caption_label.text(),
            self._room_for,
            self.step_label.text(),
            self.close_button.isVisibleTo(self),
        )
        if key == self._fitted:
            return self._fitted_height
        self._fitted = key
        # The caption shrinks first (to the body size); if that is not enough, the title
        # does too: everything the banner shows must fit in its third of the area.
        desk = self.close_button.isVisibleTo(self)
        for title_factor, smallest in self.DESK_TIERS if desk else self.TIERS:
            self.title_label.setFont(self.ui_style.font(title_factor, bold=True))
            title = 0
            if self.title_label.text() or self.step_label.text():
                step = self.step_label.sizeHint().width() if self.step_label.text() else 0
                if self.close_button.isVisibleTo(self):
                    step += self.close_button.sizeHint().width() + self._layout.spacing()
                title_width = max(1, width - step - self._layout.spacing())
                # The row is as tall as the tallest of title, step and close button (the ✕,
                # larger than the title, left the caption's last line 2 px short: k_A's
                # underscore was cut off).
                title = max(
                    self.title_label.heightForWidth(title_width) if self.title_label.text() else 0,
                    self.step_label.sizeHint().height() if self.step_label.text() else 0,
                    self.close_button.sizeHint().height() if desk else 0,
                )
            fixed = title + margins.top() + margins.bottom()
            factor = self.DESK_CAPTION_FACTOR if desk else self.CAPTION_FACTOR
            caption = 0
            measured = self._measure if self._room_for else self.caption_label
            self._measure.setText(self._room_for)
            while self.caption_label.text():
                self.caption_label.setFont(self.ui_style.font(factor))
                self._measure.setFont(self.caption_label.font())
                caption = measured.heightForWidth(width) + self._layout.spacing()
                if fixed + caption <= limit or factor <= smallest:
                    break
                factor = max(smallest, factor - 0.05)
            if fixed + caption <= limit:
                break
        self.caption_factor = factor
        self.title_factor = title_factor
        self._fitted_height = fixed + caption
        return self._fitted_height

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
        self._set_tooltip()
        on_language_change(self, self._set_tooltip)
        panel.installEventFilter(self)
        self.hide()

    def _set_tooltip(self) -> None:
        set_tooltip(self, translate("Veil", "Hidden so the room can predict first: R reveals it"))

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
