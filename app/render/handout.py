"""A lesson deck as a PDF handout: one page per step, its picture as vectors, optionally the notes.

Each page is A4 landscape: a line naming the deck, the step as presenting shows it
(the hidden window of app/render/headless.py drawn by ``QWidget.render`` onto Qt's PDF writer, so
text stays text: selectable and searchable, the caption banner included) and, with ``notes``, the
speaker's notes below it. The deck's words and kino's own labels
both follow the language kino runs in (``--language``): the caller passes the deck's
translation into it when one lies beside the file (kino_core.deck.load_deck_in_language).

Written to a temporary file beside the target, which replaces it only when every page is done.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget

from app.common.export import ExportError
from app.common.i18n import translate
from app.render.headless import (
    HeadlessRenderer,
    deck_ui_scale,
    dispose,
    scaled_size,
    show_learn_result,
)
from app.render.movie import ExportCancelledError, Progress, temporary_beside
from kino_core.deck import Deck

RESOLUTION_DPI = 300
MARGIN_MM = 12.0
HEADER_PT = 11.0
NOTES_PT = 10.0


def _go_on(_done: int, _total: int) -> bool:
    return True


def write_handout(
    renderer: HeadlessRenderer,
    deck: Deck,
    path: str | os.PathLike[str],
    notes: bool = False,
    size_text: str = "1280x720",
    progress: Progress = _go_on,
) -> None:
    """Write ``deck`` as a PDF handout to ``path``: one page per step, each step laid out as
    presenting shows it on a screen of ``size_text``; with ``notes`` the speaker's notes under
    the picture. ``progress(done, total)`` after each page; False cancels (nothing written)."""
    target = Path(path)
    temporary = temporary_beside(target)
    kino = renderer.build_presentation_window(
        deck, 0, scaled_size(size_text, 1.0), ui_scale=deck_ui_scale(size_text, 1.0)
    )
    window = kino.window
    # The canvas keeps its background (grid, axes) in a picture of its own: drawn afresh, it
    # lands in the PDF as lines.
    kino.canvas.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
    painter = QPainter()
    try:
        writer = QPdfWriter(str(temporary))
        writer.setResolution(RESOLUTION_DPI)
        writer.setPageLayout(
            QPageLayout(
                QPageSize(QPageSize.PageSizeId.A4),
                QPageLayout.Orientation.Landscape,
                QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                QPageLayout.Unit.Millimeter,
            )
        )
        writer.setTitle(deck.title or "kino")
        writer.setCreator("kino")
        if not painter.begin(writer):
            raise ExportError(
                translate("Export", "cannot write {path}: {error}").format(
                    path=os.fsdecode(path), error="the PDF writer did not start"
                )
            )
        total = len(deck.steps)
        for index in range(total):
            if index:
                writer.newPage()
            kino.lecture.go_to(index, animate=False)
            # Read after the lecture: a step that asks shows its answer, as after R.
            kino.presentation.reveal_answer()
            show_learn_result(kino, deck, index)
            # A dock shown or hidden by the step (Learn's, step 16's Code dock) takes its size
            # from the panels: lay them out around it, or the panels keep the last step's
            # width and leave a gap beside the dock (page 16 did).
            QApplication.processEvents()
            kino.layout.relayout()
            QApplication.processEvents()
            background = kino.style.ui_style.theme.background
            _draw_page(painter, writer, window, background, deck, index, notes)
            if not progress(index + 1, total):
                raise ExportCancelledError(
                    translate("Export", "export cancelled: nothing was written")
                )
        painter.end()
        os.replace(temporary, target)
    except OSError as error:
        raise ExportError(
            translate("Export", "cannot write {path}: {error}").format(
                path=os.fsdecode(path), error=error.strerror or error
            )
        ) from None
    finally:
        if painter.isActive():
            painter.end()
        dispose(kino)
        with contextlib.suppress(OSError):
            if temporary.exists():
                temporary.unlink()


def _draw_page(
    painter: QPainter,
    writer: QPdfWriter,
    window: QWidget,
    background: str,
    deck: Deck,
    index: int,
    notes: bool,
) -> None:
    """One page: the header line, step ``index`` as ``window`` presents it (on ``background``,
    the theme's), and the notes."""
    page_w, page_h = writer.width(), writer.height()  # device pixels inside the margins
    dots_per_pt = RESOLUTION_DPI / 72.0
    step = deck.steps[index]

    header_h = round(HEADER_PT * 1.8 * dots_per_pt)
    notes_text = step.notes.strip() if notes else ""
    notes_h = round(page_h * 0.22) if notes_text else 0
    free_h = page_h - header_h - notes_h
    size = window.size()
    factor = min(page_w / size.width(), free_h / size.height())
    picture_w, picture_h = size.width() * factor, size.height() * factor
    left = (page_w - picture_w) / 2
    header_font = QFont()
    header_font.setPointSizeF(HEADER_PT)
    painter.setFont(header_font)
    painter.setPen(QColor("#333333"))
    # The step's number is the banner's ("10 / 17", in the picture): the header names the deck.
    header = deck.title
    painter.drawText(
        QRectF(left, 0, picture_w, header_h),
        int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        | Qt.TextFlag.TextSingleLine,
        header,
    )

    painter.save()
    painter.translate(left, header_h)
    painter.scale(factor, factor)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.fillRect(QRectF(0, 0, size.width(), size.height()), QColor(background))
    window.render(painter, QPoint())
    painter.restore()

    if notes_text:
        notes_font = QFont()
        notes_font.setPointSizeF(NOTES_PT)
        painter.setFont(notes_font)
        painter.setPen(QColor("#222222"))
        top = header_h + picture_h + NOTES_PT * dots_per_pt
        painter.drawText(
            QRectF(left, top, picture_w, page_h - top),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | Qt.TextFlag.TextWordWrap,
            translate("Handout", "Notes: {notes}").format(notes=notes_text),
        )
