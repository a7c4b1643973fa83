"""Each panel built alone from a Document and a Style, and the registry's promise: adding a
panel is one file and one registry line (a dummy panel shows up in the View menu, the layout,
redraws, exports, saved files and the screen reader's names)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLabel

from app.common.layout import PanelRule, Region
from app.common.panel_spec import follow_view, follow_weightings
from app.common.theme import THEMES, Style
from app.common.view_model import ViewModel
from app.document import Document
from app.panels.registry import PANELS, PanelSpec, PanelView, views_in


@pytest.mark.parametrize("name", PANELS.names())
def test_each_panel_is_built_alone_and_keeps_the_view_contract(qtbot, name):
    document = Document()
    light = Style(theme=THEMES["light"], scale=1.0)
    widget = PANELS[name].factory(document, light)
    qtbot.addWidget(widget)
    for view in views_in(widget):
        assert isinstance(view, PanelView), name
    widget.resize(600, 400)
    widget.show()
    document.set_d(128)  # views redraw from the document's result
    for view in views_in(widget):
        view.redraw(document.result)
    widget.apply_style(Style(theme=THEMES["dark"], scale=2.0))
    assert document.result.scene == document.scene and document.scene.d == 128
    # It draws something: more than one colour in its picture.
    image = widget.grab().toImage()
    colours = {
        image.pixel(x, y)
        for x in range(0, image.width(), max(1, image.width() // 40))
        for y in range(0, image.height(), max(1, image.height() // 40))
    }
    assert len(colours) > 1, name


class DummyPanel(QLabel):
    """The smallest panel there is: it prints d."""

    def __init__(self, document: Document, style: Style) -> None:
        super().__init__()
        self.redraws = 0
        document.changed.connect(self.redraw)
        self.apply_style(style)
        self.redraw(document.result)

    def apply_style(self, style: Style) -> None:
        self.setFont(style.font())
        self.setStyleSheet(f"background: {style.theme.panel}; color: {style.theme.text};")

    def redraw(self, result) -> None:
        self.redraws += 1
        self.setText(f"d = {result.scene.d}")


DUMMY = PanelSpec(
    "dummy",
    "Dummy",
    DummyPanel,
    PanelRule("dummy", Region.COLUMN, 160, 60, 9),
    default_shown=True,
    speak=lambda _view, result, _query, _weightings: f"dummy: d = {result.scene.d}",
)


def test_one_registry_line_adds_a_panel_everywhere(qtbot, tmp_path):
    from app.shell.compose import build_app, headless_renderer

    registry = PANELS.with_panel(DUMMY)  # the one line
    kino = build_app(registry=registry)
    qtbot.addWidget(kino.window)
    kino.files.session_enabled = False
    kino.window.resize(1600, 1000)
    kino.window.show()
    qtbot.waitExposed(kino.window)
    dummy = kino.panels["dummy"]
    # The View menu, checked because its spec says it is shown by default.
    action = kino.menus.panel_actions["dummy"]
    assert action.text() == "Dummy" and action.isChecked()
    assert action in kino.menus.bar["View"].actions()
    # The layout placed it at its readable size, in the column.
    rect = kino.layout.plan.shown["dummy"]
    assert dummy.isVisible() and dummy.width() >= 160 and dummy.height() >= 60
    assert rect.x > kino.layout.plan.shown["canvas"].right
    # Hidden from the View menu: left out of the layout and its redraws.
    action.trigger()
    assert dummy.isHidden() and "dummy" not in kino.layout.plan.shown
    before = dummy.redraws
    kino.document.set_d(256)
    assert dummy.redraws == before
    action.trigger()
    assert dummy.text() == "d = 256"  # caught up when shown again
    # Exports: in the one-panel menu, and a picture of it alone.
    names = [a.text() for a in kino.menus.export_panel_menu.actions()]
    assert "Dummy" in names  # titled as in the View menu
    renderer = headless_renderer()
    renderer.make_app = lambda scene, style: build_app(scene, style, registry)
    out = tmp_path / "dummy.png"
    renderer.write_snapshot_picture(kino.files.current_snapshot(), out, "1280x720", panel="dummy")
    image = QImage(str(out))
    assert image.size().width() >= 160 and image.size() != QSize(1280, 720)
    # The screen reader hears the name its spec speaks, kept current with the scene.
    assert dummy.accessibleName() == "dummy: d = 256"
    # A saved file keeps it (kino_core names the panels the registry hands it) ...
    saved = tmp_path / "with-dummy.kino"
    kino.document.set_source(saved)
    assert kino.files.save()
    assert json.loads(saved.read_text(encoding="utf-8"))["view"]["panels"]["dummy"] is True
    # ... and opening that file shows it again after it was hidden.
    action.trigger()
    assert "dummy" not in kino.layout.shown_panels() and not action.isChecked()
    assert kino.files.open_path(saved, ask=False)
    assert "dummy" in kino.layout.shown_panels() and action.isChecked() and dummy.isVisible()
    assert "dummy" in kino.layout.plan.shown
    kino.window.set_close_question(lambda: True)


class WeightingsDummy(DummyPanel):
    """A dummy that draws the weightings: it says which, and follows the view model itself."""

    follow = follow_weightings

    def set_weightings(self, weightings: str) -> None:
        self.setText(f"weightings: {weightings}")


def test_a_panel_follows_the_weightings_itself_the_window_wires_nothing_for_it(qtbot):
    from app.shell.compose import build_app

    spec = PanelSpec(
        "weightings_dummy", "Weightings dummy", WeightingsDummy, DUMMY.rule, file_position=99
    )
    kino = build_app(registry=PANELS.with_panel(spec))
    qtbot.addWidget(kino.window)
    kino.files.session_enabled = False
    dummy = kino.panels["weightings_dummy"]
    kino.menus.action_show_scaled.trigger()  # View ▸ Scaled weights off
    assert dummy.text() == "weightings: unscaled"
    kino.menus.action_show_scaled.trigger()
    assert dummy.text() == "weightings: both"
    kino.window.set_close_question(lambda: True)


def test_a_panel_built_alone_follows_the_view_model_it_is_given(qtbot):
    document = Document()
    readouts = PANELS["readouts"].factory(document, Style(theme=THEMES["light"], scale=1.0))
    qtbot.addWidget(readouts)
    model = ViewModel(frozenset(), "both", "light", 1.0, "desk")
    assert readouts.header_texts()  # both weightings: a heading per series
    follow_view(readouts, model)
    model.update(weightings="unscaled")
    assert readouts.header_texts() == []
    model.update(weightings="both")
    assert readouts.header_texts()
