"""The 2-D canvas: view.py (CanvasView: drawing from the result, gestures), items.py (the
pixel-sized items it draws), labels.py (where labels go: plain arithmetic), background.py
(grid, axes, border, unit circle)."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.canvas.labels import CLEARLY_NEARER
from app.canvas.view import KEY_SIZE_PX, QUERY_SIZE_PX, SMALL_LABEL_SHARE, VIEW_LIMIT, CanvasView
from app.common.i18n import translate
from app.common.layout import PanelRule, Region
from app.common.panel_spec import PanelSpec

__all__ = [
    "CLEARLY_NEARER",
    "KEY_SIZE_PX",
    "QUERY_SIZE_PX",
    "SMALL_LABEL_SHARE",
    "SPEC",
    "VIEW_LIMIT",
    "CanvasView",
]


SPEC = PanelSpec(
    "canvas",
    QT_TRANSLATE_NOOP("Panels", "Canvas"),
    CanvasView,
    PanelRule("canvas", Region.CANVAS, 240, 240, 0),
    file_position=0,
    exportable=True,
    redraws_when_hidden=True,
    speak=lambda _view, _result, _query, _weightings: translate("Accessible", "canvas"),
)
