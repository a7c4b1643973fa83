"""Text from outside is shown as written, never as markup (issue 30, item 2), written as the
attacks: a .kino file whose theme or key colour is `<img src=/dev/zero>` (rich text would
read /dev/zero without end), a key named `<b>x</b>`, a run raising that exception."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget

from app.common.plain_text import set_tooltip, tooltip_text
from app.shell.messages import Messages
from kino_core import default_scene
from kino_core.presets import load_preset

REAL_SHOW_ERROR = Messages.show_error  # before no_modal_dialogs replaces it in each test
ROOT = Path(__file__).resolve().parents[2]
ATTACK = '<img src="/dev/zero">'


def shown_text(label: QLabel) -> str:
    """What the user reads in ``label``: its text as Qt renders it in its format."""
    text = label.text()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)
    )
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def tooltip_label() -> QLabel | None:
    for widget in QApplication.topLevelWidgets():
        if widget.objectName() == "qtooltip_label" and widget.isVisible():
            return widget
    return None


def hover_tooltip(qtbot, widget: QWidget, at: QPoint) -> QLabel:
    """Ask ``widget`` for its tooltip at ``at`` as Qt does when the mouse rests there."""
    event = QHelpEvent(QEvent.Type.ToolTip, at, widget.mapToGlobal(at))
    QApplication.sendEvent(widget, event)
    qtbot.waitUntil(lambda: tooltip_label() is not None, timeout=2000)
    return tooltip_label()


@pytest.fixture
def shown_boxes(monkeypatch):
    """The real error path (show_error and its QMessageBox), with exec() answering at once."""
    boxes: list[QMessageBox] = []

    def exec_(box: QMessageBox) -> int:
        box.show()
        box.grab()  # lays out and paints it: a rich <img> would read /dev/zero here
        boxes.append(box)
        box.close()
        return int(QMessageBox.StandardButton.Ok)

    monkeypatch.setattr(Messages, "show_error", REAL_SHOW_ERROR)
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return boxes


def _preset() -> dict:
    return json.loads((ROOT / "resources/presets/01-four-keys.kino").read_text())


@pytest.mark.parametrize(
    ("where", "change"),
    [
        ("view.theme", lambda d: d.setdefault("view", {}).update(theme="<img src=/dev/zero>")),
        ("keys[1].color", lambda d: d["keys"][1].update(color="<img src=/dev/zero>")),
    ],
)
def test_a_file_value_in_the_error_dialog_shows_literally(
    kino, tmp_path, shown_boxes, where, change
):
    document = _preset()
    change(document)
    bad = tmp_path / "<b>bad<.b>.kino"
    bad.write_text(json.dumps(document))
    assert not kino.files.open_path(bad, ask=False)
    (box,) = shown_boxes
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert where in box.text() and "<img src=/dev/zero>" in box.text()
    (label,) = [w for w in box.findChildren(QLabel) if w.objectName() == "qt_msgbox_label"]
    assert label.textFormat() == Qt.TextFormat.PlainText
    assert "<img src=/dev/zero>" in shown_text(label)
    assert kino.document.scene.keys  # the window still works


def test_a_widget_tooltip_that_looks_like_markup_shows_literally(kino, qtbot):
    button = kino.toolbar.reroll_button
    set_tooltip(button, "key <b>x</b> [*]")  # e.g. a tooltip quoting a key's name
    tip = hover_tooltip(qtbot, button, QPoint(3, 3))
    assert shown_text(tip) == "key <b>x</b> [*]"
    assert tooltip_text(button) == "key <b>x</b> [*]"  # what a screen reader is given


def test_a_key_named_like_markup_shows_literally_in_its_learn_chips_tooltip(kino, qtbot):
    """The Learn panel's target chips quote each key's label, which a .kino file gives."""
    label = "<img src=x>"  # a label is at most 16 characters
    kino.document.edit_key(0, label=label)
    kino.window.activateWindow()
    kino.canvas.setFocus()
    QTest.keyClick(kino.canvas, Qt.Key.Key_L)
    qtbot.waitUntil(kino.learn_dock.isVisible)
    chip = kino.learn_dock.panel.chips[0]
    assert chip.text() == label
    colour = kino.document.scene.keys[0].color
    tip = hover_tooltip(qtbot, chip, chip.rect().center())
    assert shown_text(tip) == f"Make key {label}'s value ({colour}) the target colour"


def test_a_key_named_like_markup_shows_literally_in_the_maps_tooltip(alone, qtbot):
    scene = load_preset("translation-matrix").scene
    keys = list(scene.keys)
    keys[0] = replace(keys[0], label="<b>x</b>")
    panel, _document = alone(
        "attention_map", size=(1200, 520), scene=replace(scene, keys=tuple(keys))
    )
    heatmap = panel.heatmap
    pos = heatmap.cell_rect("scaled", 0, 0).center().toPoint()
    QTest.mouseMove(heatmap, pos)
    tip = hover_tooltip(qtbot, heatmap, pos)
    assert "→ <b>x</b>: weight" in shown_text(tip)


def test_a_file_named_with_markup_titles_the_window_literally(kino, tmp_path):
    from kino_core.snapshot import Snapshot, save_snapshot

    path = tmp_path / "a[*]<b>b<.b>.kino"
    save_snapshot(path, Snapshot(default_scene()))
    assert kino.files.open_path(path, ask=False)
    kino.document.set_d(40)  # modified: Qt puts its marker only where kino's own [*] is
    QApplication.processEvents()
    assert kino.window.windowHandle().title().startswith("kino — a[*]<b>b<.b>")


def test_every_label_in_the_window_is_plain_text_unless_kino_wrote_its_markup(kino):
    from app.common.plain_text import RICH_PROPERTY

    QTest.keyClick(kino.window, Qt.Key.Key_F4)  # the Code panel too
    kino.menus.action_learn.trigger()  # and the Learn dock (its panel is built when shown)
    assert kino.learn_dock.isVisible()
    rich = [
        label
        for label in kino.window.findChildren(QLabel)
        if label.textFormat() != Qt.TextFormat.PlainText and not label.property(RICH_PROPERTY)
    ]
    assert rich == []


def test_a_run_raising_markup_shows_it_literally_in_the_status_line(alone, qtbot):
    dock, _document = alone("code", size=(700, 800))
    panel = dock.panel
    panel.editor.setPlainText(f"raise Exception('{ATTACK}')\n")
    QTest.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.running, timeout=8000)
    panel.status_label.grab()  # lays out and paints it: a rich <img> would read /dev/zero here
    assert panel.status_label.textFormat() == Qt.TextFormat.PlainText
    assert ATTACK in shown_text(panel.status_label)
    assert ATTACK in panel.output.toPlainText()


def test_a_key_named_with_an_ampersand_reads_so_in_its_menu(kino):
    doc = kino.document
    doc.edit_key(0, label="R&D")
    key = doc.scene.keys[0]
    point = kino.canvas.data_to_viewport(key.x, key.y)
    QApplication.processEvents()
    QTest.mouseMove(kino.canvas.viewport(), point)
    QTest.mouseClick(kino.canvas.viewport(), Qt.MouseButton.RightButton, pos=point)
    menu = kino.scene_edits.menu
    shown = [action.iconText() for action in menu.actions()]  # "&" marks no mnemonic here
    menu.close()
    # iconText drops the "…"
    assert shown == ["Rename or recolour", "Position of R&D", "Delete key R&D"]
