"""The panel picker: V while presenting opens a small list of the panels over the presentation.

Presenting hides the menus, so this is how a presenter shows or hides a panel. It works with
the keyboard and with a clicker: Up/Down, PageUp/PageDown and Left/Right move, Space/Enter
toggle, Esc/V close. Toggling asks the window for the panel (``set_panel_visible``), so the
layout policy still decides the geometry and names what does not fit. While a deck is open the
choice holds for the step on screen (LectureController.choose_panels); leaving presenting gives
the desk back its own panels.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetrics, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QListWidget,
    QListWidgetItem,
    QProxyStyle,
    QStyle,
    QVBoxLayout,
)

from app.common.actions.table import build_actions
from app.common.i18n import on_language_change, translate
from app.common.plain_text import PlainLabel
from app.common.shell_interface import Shell
from app.controllers.lecture import LectureController
from app.controllers.presentation import PresentationMode
from app.panels.registry import PanelRegistry, panel_title

MOVE_UP = (Qt.Key.Key_Up, Qt.Key.Key_PageUp, Qt.Key.Key_Left)
MOVE_DOWN = (Qt.Key.Key_Down, Qt.Key.Key_PageDown, Qt.Key.Key_Right)
TOGGLE = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
CLOSE = (Qt.Key.Key_Escape, Qt.Key.Key_V)
PICKER_KEYS = frozenset((*MOVE_UP, *MOVE_DOWN, *TOGGLE, *CLOSE))


class CheckBoxesAt(QProxyStyle):
    """The application's style with check boxes of ``size`` pixels (the picker's, at the UI
    scale's text size)."""

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size

    def pixelMetric(self, metric, option=None, widget=None) -> int:  # noqa: N802 - Qt's name
        if metric in (QStyle.PixelMetric.PM_IndicatorWidth, QStyle.PixelMetric.PM_IndicatorHeight):
            return self.size
        return super().pixelMetric(metric, option, widget)


class PanelList(QListWidget):
    """The picker's list. Its keys win over the window's presenting shortcuts (PageDown steps,
    Esc leaves) while it has focus: a clicker moves in the list instead."""

    def __init__(self, picker: PanelPicker) -> None:
        super().__init__(picker)
        self.picker = picker

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in PICKER_KEYS
            and not event.modifiers()
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        key = event.key()
        if key in MOVE_UP or key in MOVE_DOWN:
            step = -1 if key in MOVE_UP else 1
            self.setCurrentRow((self.currentRow() + step) % max(self.count(), 1))
        elif key in TOGGLE:
            self.picker.toggle_current()
        elif key in CLOSE:
            self.picker.close_picker()
        else:
            super().keyPressEvent(event)


class PanelPicker(QFrame):
    """A frameless list of the registry's panels, checked when shown, over the window."""

    def __init__(
        self,
        window: Shell,
        registry: PanelRegistry,
        lecture: LectureController,
        presentation: PresentationMode,
    ) -> None:
        super().__init__(window.overlay_parent())
        self.window = window
        self.registry = registry
        self.lecture = lecture
        self.presentation = presentation
        self.setObjectName("panel-picker")
        self.setAccessibleName(translate("PanelPicker", "Panel picker"))
        self.setFrameShape(QFrame.Shape.Box)
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        title = PlainLabel(
            translate("PanelPicker", "Panels (Space shows or hides, Esc closes)"), self
        )
        title.setAccessibleName(translate("PanelPicker", "Panel picker help"))
        layout.addWidget(title)
        self.list = PanelList(self)
        self.check_boxes = CheckBoxesAt(13)
        self.list.setAccessibleName(translate("PanelPicker", "Panels"))
        self.list.itemClicked.connect(lambda _item: self.toggle_current())
        layout.addWidget(self.list)
        self.hide()
        self._desk_panels: frozenset[str] = frozenset()
        self._changed = False
        self.action = build_actions(window.dialog_parent(), "panel_picker", self)["present.panels"]
        self._title = title
        on_language_change(self, self._retranslate)
        self.action.setEnabled(False)
        presentation.mode_changed.connect(self._presenting_changed)
        lecture.step_changed.connect(self._refresh)

    def _retranslate(self) -> None:
        self.setAccessibleName(translate("PanelPicker", "Panel picker"))
        self._title.setText(translate("PanelPicker", "Panels (Space shows or hides, Esc closes)"))
        self._title.setAccessibleName(translate("PanelPicker", "Panel picker help"))
        self.list.setAccessibleName(translate("PanelPicker", "Panels"))
        self.action.setText(translate("PanelPicker", "Choose panels (presenting)"))

    # -- opening and closing -----------------------------------------------------------------
    def toggle_picker(self) -> None:
        if self.isVisible():
            self.close_picker()
        else:
            self.open_picker()

    def open_picker(self) -> None:
        if not self.presentation.active:
            return
        self._apply_style()
        self._fill()
        self.list.setCurrentRow(0)
        parent = self.parentWidget()
        # As tall as its rows (each as tall as the text), within the window.
        rows = sum(self.list.sizeHintForRow(row) for row in range(self.list.count()))
        chrome = self.sizeHint().height() - self.list.sizeHint().height()
        self.list.setFixedHeight(
            max(1, min(rows + 2 * self.list.frameWidth(), parent.height() - chrome))
        )
        self.adjustSize()
        width = max(self.sizeHint().width(), round(260 * self.window.ui_style.scale))
        height = min(self.sizeHint().height(), parent.height())
        self.setGeometry(
            (parent.width() - width) // 2, (parent.height() - height) // 2, width, height
        )
        self.show()
        self.raise_()
        self.list.setFocus(Qt.FocusReason.OtherFocusReason)

    def _apply_style(self) -> None:
        """The presenting UI scale's font (150% on a 1080p projector): the window's style
        sheet keeps its own font from reaching a child that only inherits it."""
        font = self.window.ui_style.font()
        for widget in (self, self._title, self.list):
            widget.setFont(font)
        # The check boxes too: the style draws them at 13 px whatever the font.
        self.check_boxes.size = round(QFontMetrics(font).height() * 0.75)
        self.list.setStyle(self.check_boxes)  # again: the list measures its rows anew

    def close_picker(self) -> None:
        self.hide()
        canvas = self.window.panel_widgets().get("canvas")
        if canvas is not None:
            canvas.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- the list ----------------------------------------------------------------------------
    def _fill(self) -> None:
        shown = self.window.shown_panels()
        self.list.clear()
        for spec in self.registry:
            if not spec.in_files:
                continue  # Learn mode: its own key (L), and no lesson step names it
            item = QListWidgetItem(panel_title(spec), self.list)
            item.setData(Qt.ItemDataRole.UserRole, spec.name)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            self._mark(item, spec.name in shown)

    def _refresh(self, *_args) -> None:
        """A step moved while the picker is open: its marks follow the panels now wanted."""
        if self.isVisible():
            for row in range(self.list.count()):
                item = self.list.item(row)
                self._mark(item, item.data(Qt.ItemDataRole.UserRole) in self.window.shown_panels())

    @staticmethod
    def _mark(item: QListWidgetItem, shown: bool) -> None:
        item.setCheckState(Qt.CheckState.Checked if shown else Qt.CheckState.Unchecked)
        state = (
            translate("PanelPicker", "{panel}: shown")
            if shown
            else translate("PanelPicker", "{panel}: hidden")
        )
        item.setData(Qt.ItemDataRole.AccessibleTextRole, state.format(panel=item.text()))

    def checked(self) -> dict[str, bool]:
        """Panel name -> checked, as the list shows it (for tests)."""
        out = {}
        for row in range(self.list.count()):
            item = self.list.item(row)
            out[item.data(Qt.ItemDataRole.UserRole)] = item.checkState() == Qt.CheckState.Checked
        return out

    def toggle_current(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        name = item.data(Qt.ItemDataRole.UserRole)
        shown = name not in self.window.shown_panels()
        self.window.set_panel_visible(name, shown)
        self._changed = True
        self.lecture.choose_panels(self.window.view_state.panels)
        self._mark(item, name in self.window.shown_panels())

    # -- presenting --------------------------------------------------------------------------
    def _presenting_changed(self, presenting: bool) -> None:
        self.action.setEnabled(presenting)
        if presenting:
            self._desk_panels = frozenset(self.window.shown_panels())
            self._changed = False
            return
        self.hide()
        if not self._changed:
            return
        # The picker's choices were for the room: the desk gets its own panels back (the step's
        # own while a deck is open).
        step = self.lecture.step
        if step is not None:
            self.window.set_view_state(step.view(self.window.ui_style.theme.name))
        else:
            for name in set(self.window.shown_panels()) ^ set(self._desk_panels):
                self.window.set_panel_visible(name, name in self._desk_panels)
