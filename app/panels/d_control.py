"""The d control in the toolbar: a slider on a log scale (powers of two marked) and a spin box."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QSlider, QSpinBox, QWidget

from app.common.i18n import on_language_change, translate
from app.common.plain_text import PlainLabel, set_tooltip
from app.document import Document
from kino_core.scene import D_MAX, D_MIN

SLIDER_STEPS_PER_OCTAVE = 100


def slider_to_d(position: int) -> int:
    """Slider position -> d on a log scale: position 0 is d = 2, every 100 steps double d."""
    return int(round(2.0 ** (1 + position / SLIDER_STEPS_PER_OCTAVE)))


def d_to_slider(d: int) -> int:
    return int(round((math.log2(d) - 1) * SLIDER_STEPS_PER_OCTAVE))


class DControl(QWidget):
    """The d slider (log scale, powers of two marked) and a spin box for any integer d."""

    # Enter in the spin box: d is set, and the keyboard should go back to the canvas (so the
    # preset keys and arrows act on the scene instead of typing into the box).
    entered = Signal()

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._gesture = 0
        self._syncing = False
        self.caption = PlainLabel()
        font = self.caption.font()
        font.setBold(True)
        self.caption.setFont(font)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, d_to_slider(D_MAX))
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.slider.setTickInterval(SLIDER_STEPS_PER_OCTAVE)
        self.slider.setPageStep(SLIDER_STEPS_PER_OCTAVE)
        self.slider.setMinimumWidth(220)
        self.slider.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.spin = QSpinBox()
        self.spin.setRange(D_MIN, D_MAX)
        self.spin.setKeyboardTracking(False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.slider, 1)
        layout.addWidget(self.spin)
        self.slider.sliderPressed.connect(self._new_gesture)
        self.slider.valueChanged.connect(self._slider_moved)
        self.spin.valueChanged.connect(self._spin_changed)
        self.spin.lineEdit().returnPressed.connect(self.entered)
        document.changed.connect(self._sync)
        self._sync()
        self.retranslate()
        on_language_change(self, self.retranslate)

    def retranslate(self) -> None:
        self.caption.setText(translate("DControl", "dimension d"))
        tip = translate(
            "DControl",
            "d, the dimension of every vector (2 … 4096, log scale; ticks at powers of two).\n"
            "The canvas shows the first two coordinates; the other d − 2 are hidden N(0, 1).\n"
            "Keys + and − double and halve d.",
        )
        set_tooltip(self.slider, tip)
        set_tooltip(self.spin, tip)

    def _new_gesture(self) -> None:
        self._gesture += 1

    def _slider_moved(self, position: int) -> None:
        if not self._syncing:
            self.document.set_d(slider_to_d(position), gesture=("slider", self._gesture))

    def _spin_changed(self, value: int) -> None:
        if not self._syncing:
            self.document.set_d(value)

    def _sync(self, *_args) -> None:
        d = self.document.scene.d
        self._syncing = True
        try:
            # Only when d changed: a drag changes the scene on every move, not d, and an
            # unconditional setValue repaints the spin box (and the toolbar) every time.
            if slider_to_d(self.slider.value()) != d:
                self.slider.setValue(d_to_slider(d))
            if self.spin.value() != d:
                self.spin.setValue(d)
        finally:
            self._syncing = False
