"""Push buttons for table actions (app/common/action_buttons.py), driven with real clicks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from app.common import i18n
from app.common.action_buttons import BUTTONS, build_buttons
from app.common.actions.table import ID_PROPERTY, specs_by_id


def test_every_button_names_an_action_of_the_table():
    """A button whose id is no table action would never be built: the presenter would lose it
    without a word."""
    table = specs_by_id()
    assert [b.action for b in BUTTONS if b.action not in table] == []
    assert len({b.action for b in BUTTONS}) == len(BUTTONS)


def table_action(action_id: str, parent: QWidget, checkable: bool = False) -> QAction:
    action = QAction(parent)
    action.setProperty(ID_PROPERTY, action_id)
    action.setCheckable(checkable)
    return action


def test_a_button_triggers_its_action_follows_its_state_and_its_language(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    previous = table_action("lesson.previous", holder)
    following = table_action("lesson.next", holder)
    laser = table_action("present.laser", holder, checkable=True)
    triggered: list[str] = []
    previous.triggered.connect(lambda: triggered.append("previous"))
    following.triggered.connect(lambda: triggered.append("next"))
    # The steps row, in table order; the laser's row is another one, and an action that is
    # not handed over (the classroom's, without a server) gives no button.
    buttons = build_buttons("presenter.steps", [following, laser, previous])
    assert [b.text() for b in buttons] == ["◀ Previous", "Next ▶"]
    assert buttons[1].toolTip() == "Next step (PageDown, Right, Space)"
    for button in buttons:
        button.setParent(holder)
    holder.show()
    QTest.mouseClick(buttons[1], Qt.MouseButton.LeftButton)
    assert triggered == ["next"]
    following.setEnabled(False)
    assert not buttons[1].isEnabled()
    QTest.mouseClick(buttons[1], Qt.MouseButton.LeftButton)
    assert triggered == ["next"]  # a disabled action's button does nothing

    (laser_button,) = build_buttons("presenter.controls", [laser])
    laser_button.setParent(holder)
    assert laser_button.isCheckable() and not laser_button.isChecked()
    laser.setChecked(True)
    assert laser_button.isChecked()
    try:
        i18n.install_language("de")
        assert buttons[1].text() == "Weiter ▶"
    finally:
        i18n.install_language("en")
    assert buttons[1].text() == "Next ▶"
