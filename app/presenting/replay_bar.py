"""The replay bar: play / pause, a time slider to seek, the speed, and Close, under the panels
while a recording is open for replay (app/controllers/recording.py's ReplayController).

The room never sees it: presenting hides the window's bar (``set_presenting``), and with two
screens the presenter window has its own bar for the same replay."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QPushButton,
    QSlider,
    QToolBar,
    QWidget,
)

from app.common.formatting import fmt, fmt_short
from app.common.i18n import on_language_change, translate
from app.common.plain_text import PlainLabel, set_tooltip
from app.controllers.recording import REPLAY_SPEEDS, ReplayController

SLIDER_STEPS_PER_S = 100  # the slider counts hundredths of a second


class ReplayBar(QToolBar):
    """Hidden until a recording is opened for replay; Close commits the scene on screen."""

    def __init__(self, replay: ReplayController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay-bar")
        self.setMovable(False)
        self.replay = replay
        self.presenting = False  # the bar's window is presenting: the room is looking at it
        body = QWidget(self)
        layout = QHBoxLayout(body)
        layout.setContentsMargins(6, 2, 6, 2)
        self.play_button = QPushButton(body)
        self.play_button.clicked.connect(replay.toggle_playing)
        self.slider = QSlider(Qt.Orientation.Horizontal, body)
        self.slider.setMinimumWidth(240)
        self.slider.valueChanged.connect(self._on_slider)
        self.time_label = PlainLabel(body)
        self.time_label.setTextFormat(Qt.TextFormat.PlainText)
        self.speed_box = QComboBox(body)
        for speed in REPLAY_SPEEDS:
            self.speed_box.addItem(f"{fmt_short(speed)}×", speed)
        self.speed_box.setCurrentIndex(REPLAY_SPEEDS.index(1.0))
        self.speed_box.currentIndexChanged.connect(
            lambda i: replay.set_speed(self.speed_box.itemData(i))
        )
        self.name_label = PlainLabel(body)
        self.name_label.setTextFormat(Qt.TextFormat.PlainText)  # a file name: plain text
        self.close_button = QPushButton(body)
        self.close_button.clicked.connect(replay.close)
        layout.addWidget(self.play_button)
        layout.addWidget(self.slider, 1)  # the slider takes the room: finer seeking
        for widget in (self.time_label, self.speed_box, self.name_label, self.close_button):
            layout.addWidget(widget)
        self.addWidget(body)
        replay.opened.connect(self._on_opened)
        replay.position_changed.connect(self._on_position)
        # Bound methods, not lambdas: a bar in the presenter window may go before the replay.
        replay.playing_changed.connect(self._on_playing)
        self._retranslate()
        on_language_change(self, self._retranslate)
        self._on_opened(replay.recording is not None)  # hidden until a recording is opened

    def _retranslate(self) -> None:
        self.play_button.setText(
            translate("ReplayBar", "Pause")
            if self.replay.playing
            else translate("ReplayBar", "Play")
        )
        self.close_button.setText(translate("ReplayBar", "Close"))
        set_tooltip(
            self.close_button,
            translate("ReplayBar", "Stop replaying: the scene on screen stays (Ctrl+Z undoes it)"),
        )
        set_tooltip(self.speed_box, translate("ReplayBar", "Replay speed"))
        set_tooltip(self.slider, translate("ReplayBar", "Seek"))
        self._on_position(self.replay.position)

    def _on_playing(self, _playing: bool) -> None:
        self._retranslate()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # The other bar (the presenter window's, or the room's) may have changed the speed.
        self.speed_box.blockSignals(True)
        self.speed_box.setCurrentIndex(max(0, self.speed_box.findData(self.replay.speed)))
        self.speed_box.blockSignals(False)
        super().showEvent(event)

    def set_presenting(self, presenting: bool) -> None:
        """The bar's window presents to the room (True): the bar hides, recording open or not;
        back at the desk (False) it shows again while one is open."""
        self.presenting = presenting
        self.setVisible(self.replay.recording is not None and not presenting)

    def _on_opened(self, opened: bool) -> None:
        self.setVisible(opened and not self.presenting)
        if opened:
            self.slider.blockSignals(True)
            self.slider.setRange(0, round(self.replay.duration * SLIDER_STEPS_PER_S))
            self.slider.blockSignals(False)
            self.name_label.setText(self.replay.name)
            self._on_position(self.replay.position)

    def _on_position(self, seconds: float) -> None:
        self.slider.blockSignals(True)
        self.slider.setValue(round(seconds * SLIDER_STEPS_PER_S))
        self.slider.blockSignals(False)
        self.time_label.setText(
            translate("ReplayBar", "{now} / {total} s").format(
                now=fmt(seconds, 1), total=fmt(self.replay.duration, 1)
            )
        )

    def _on_slider(self, value: int) -> None:
        self.replay.seek(value / SLIDER_STEPS_PER_S)
