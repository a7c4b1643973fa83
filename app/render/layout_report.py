"""The layout report: every piece of text a laid-out window shows, and what is wrong with it.

Two halves. ``find_problems`` is pure (plain boxes and polylines in, findings out): text cut
by the room it was drawn in, text shortened with "…" although the whole text fits there, text
leaving its widget (or a frame it must stay in, the canvas's), two texts on each other, text
on a mark (a dot, a ring, an arrow head, a curve, a chart marker), and a mark leaving its
widget or the canvas's frame. ``collect`` reads a window
laid out (shown or headless) into those boxes, in window coordinates: the texts of ordinary
widgets (labels, buttons), the texts panels paint themselves (``text_boxes()``, see
app/common/painted.py) and the marks they draw (``mark_shapes()``). ``layout_report`` is both.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPolygonF
from PySide6.QtWidgets import (
    QAbstractButton,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QToolButton,
    QWidget,
)

from app.common.painted import TextBox, aligned_box

TOLERANCE = 1.0  # px: antialiasing and rounding, never a finding


@dataclass(frozen=True)
class Box:
    """A rectangle (left, top, right, bottom), in window pixels."""

    left: float
    top: float
    right: float
    bottom: float

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.bottom - self.top

    def overlaps(self, other: Box, tolerance: float = TOLERANCE) -> bool:
        """True when the two share more than ``tolerance`` px in both directions."""
        w = min(self.right, other.right) - max(self.left, other.left)
        h = min(self.bottom, other.bottom) - max(self.top, other.top)
        return w > tolerance and h > tolerance

    def contains(self, other: Box, tolerance: float = TOLERANCE) -> bool:
        return (
            other.left >= self.left - tolerance
            and other.top >= self.top - tolerance
            and other.right <= self.right + tolerance
            and other.bottom <= self.bottom + tolerance
        )

    def crossed_by(self, a: tuple[float, float], b: tuple[float, float]) -> bool:
        """True when the segment a-b passes through the box shrunk by the tolerance."""
        inner = Box(
            self.left + TOLERANCE,
            self.top + TOLERANCE,
            self.right - TOLERANCE,
            self.bottom - TOLERANCE,
        )
        if inner.width <= 0 or inner.height <= 0:
            return False
        # Liang-Barsky clipping of the segment against the box.
        (x0, y0), (x1, y1) = a, b
        dx, dy = x1 - x0, y1 - y0
        lo, hi = 0.0, 1.0
        for p, q in (
            (-dx, x0 - inner.left),
            (dx, inner.right - x0),
            (-dy, y0 - inner.top),
            (dy, inner.bottom - y0),
        ):
            if p == 0:
                if q < 0:
                    return False
                continue
            t = q / p
            if p < 0:
                lo = max(lo, t)
            else:
                hi = min(hi, t)
            if lo > hi:
                return False
        return True

    def __str__(self) -> str:
        return f"({self.left:.0f}, {self.top:.0f}, {self.width:.0f}x{self.height:.0f})"


@dataclass(frozen=True)
class Text:
    """One piece of visible text. ``box`` is its ink; ``room`` where it was drawn (Qt cuts
    text at its edges; None: placed freely); ``frame`` where it must stay (its widget's visible
    part, or a frame inside it); ``full``/``full_width`` the whole text and the width it needs
    when ``text`` is shortened; ``needed`` the (width, height) the text needs when it is
    laid out in its room (wrapped labels), else None (the box is the need)."""

    owner: str
    text: str
    box: Box
    room: Box | None = None
    frame: Box | None = None
    full: str = ""
    full_width: float = 0.0
    needed: tuple[float, float] | None = None


@dataclass(frozen=True)
class Mark:
    """Something drawn that text must not cover: a box (dot, ring, head, marker) or a
    polyline (a curve). ``frame``: where a box must stay (its panel's visible part, or the
    canvas's frame), None: anywhere."""

    owner: str
    kind: str
    box: Box | None = None
    points: tuple[tuple[float, float], ...] = ()
    frame: Box | None = None


@dataclass(frozen=True)
class Finding:
    kind: str  # "clipped", "elided", "outside", "overlap", "covers"
    owner: str
    text: str
    detail: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.owner} {self.text!r} {self.detail}"


def _overlapping_pairs(boxes: Sequence[Box]) -> list[tuple[int, int]]:
    """Every (i, j), i < j, of boxes that overlap, in that order: compared left to right, each
    box only with those that start before it ends (the layout matrix and report tests check
    ~600 windows of ~70 texts: comparing every pair was most of find_problems' CPU there)."""
    order = sorted(range(len(boxes)), key=lambda k: boxes[k].left)
    pairs = []
    for n, i in enumerate(order):
        a = boxes[i]
        for j in order[n + 1 :]:
            if boxes[j].left >= a.right - TOLERANCE:
                break  # it and every box after it start too far right to overlap a
            if a.overlaps(boxes[j]):
                pairs.append((min(i, j), max(i, j)))
    return sorted(pairs)


def find_problems(texts: Sequence[Text], marks: Sequence[Mark] = ()) -> list[Finding]:
    """Every problem with ``texts`` (and ``marks``), in a stable order."""
    findings: list[Finding] = []
    shown = [t for t in texts if t.text.strip()]
    for t in shown:
        if t.needed is not None and t.room is not None:
            w, h = t.needed
            if w > t.room.width + TOLERANCE or h > t.room.height + TOLERANCE:
                findings.append(
                    Finding("clipped", t.owner, t.text, f"needs {w:.0f}x{h:.0f} in {t.room}")
                )
        elif t.room is not None and not t.room.contains(t.box):
            findings.append(Finding("clipped", t.owner, t.text, f"ink {t.box} in room {t.room}"))
        if t.frame is not None and not t.frame.contains(t.box):
            findings.append(Finding("outside", t.owner, t.text, f"ink {t.box} out of {t.frame}"))
        shortened = t.full and t.full != t.text and t.room is not None
        if shortened and t.full_width <= t.room.width + TOLERANCE:
            findings.append(
                Finding(
                    "elided",
                    t.owner,
                    t.text,
                    f"{t.full!r} ({t.full_width:.0f} px) fits {t.room.width:.0f} px",
                )
            )
    for i, j in _overlapping_pairs([t.box for t in shown]):
        a, b = shown[i], shown[j]
        findings.append(
            Finding("overlap", a.owner, a.text, f"{a.box} on {b.owner} {b.text!r} {b.box}")
        )
    for mark in marks:
        if mark.box is not None and mark.frame is not None and not mark.frame.contains(mark.box):
            findings.append(
                Finding("outside", mark.owner, mark.kind, f"{mark.box} out of {mark.frame}")
            )
    for t in shown:
        for mark in marks:
            hit = mark.box is not None and t.box.overlaps(mark.box)
            if not hit and mark.points:
                hit = any(
                    t.box.crossed_by(p, q)
                    for p, q in zip(mark.points, mark.points[1:], strict=False)
                )
            if hit:
                findings.append(
                    Finding("covers", t.owner, t.text, f"{t.box} on {mark.owner} {mark.kind}")
                )
    return findings


# -- reading a window --------------------------------------------------------------------------
def _box(rect: QRectF | QRect) -> Box:
    r = QRectF(rect)
    return Box(r.left(), r.top(), r.right(), r.bottom())


def _owner(widget: QWidget) -> str:
    return widget.objectName() or type(widget).__name__


def _visible_part(widget: QWidget, root: QWidget) -> QRectF | None:
    """The part of ``widget`` its ancestors up to ``root`` leave visible, in root coordinates."""
    rect = QRectF(widget.rect())
    rect.moveTo(QPointF(widget.mapTo(root, QPoint(0, 0))))
    parent = widget.parentWidget()
    while parent is not None and parent is not root.parentWidget():
        outer = QRectF(parent.rect())
        outer.moveTo(QPointF(parent.mapTo(root, QPoint(0, 0)) if parent is not root else QPoint()))
        rect = rect.intersected(outer)
        if parent is root:
            break
        parent = parent.parentWidget()
    return rect if rect.width() > 0 and rect.height() > 0 else None


def _shown(widget: QWidget, root: QWidget) -> bool:
    return widget.isVisibleTo(root) or widget is root


def _painted(widget: QWidget, root: QWidget, frame: QRectF) -> list[Text]:
    offset = QPointF(widget.mapTo(root, QPoint(0, 0)))
    owner = _owner(widget)
    texts = []
    pieces = (
        widget.text_boxes()
        if callable(getattr(widget, "text_boxes", None))
        else [TextBox(text, QRectF(rect)) for text, rect in widget.text_rects()]
    )
    for piece in pieces:
        own_frame = frame
        if piece.frame is not None:
            own_frame = piece.frame.translated(offset).intersected(frame)
        texts.append(
            Text(
                owner,
                piece.text,
                _box(piece.rect.translated(offset)),
                _box(piece.room.translated(offset)) if piece.room is not None else None,
                _box(own_frame),
                piece.full,
                piece.full_width,
            )
        )
    return texts


def _mark_frame(widget: QWidget, root: QWidget, frame: QRectF) -> QRectF:
    """Where ``widget``'s marks must stay: its visible part, and inside that the frame a view
    draws in (``frame_rect()`` in its viewport's coordinates: the canvas's)."""
    frame_rect = getattr(widget, "frame_rect", None)
    viewport = getattr(widget, "viewport", None)
    if callable(frame_rect) and callable(viewport):
        offset = QPointF(viewport().mapTo(root, QPoint(0, 0)))
        return QRectF(frame_rect()).translated(offset).intersected(frame)
    return frame


def _marks(widget: QWidget, root: QWidget, frame: QRectF) -> list[Mark]:
    offset = QPointF(widget.mapTo(root, QPoint(0, 0)))
    owner = _owner(widget)
    inside = _box(_mark_frame(widget, root, frame))
    marks = []
    for kind, shape in widget.mark_shapes():
        if isinstance(shape, QPolygonF):
            points = tuple((p.x() + offset.x(), p.y() + offset.y()) for p in shape)
            marks.append(Mark(owner, kind, points=points))
        else:
            box = _box(QRectF(shape).translated(offset))
            marks.append(Mark(owner, kind, box=box, frame=inside))
    return marks


def _label_text(label: QLabel, root: QWidget, frame: QRectF) -> Text | None:
    text = label.text()
    if not text.strip() or label.textFormat() == Qt.TextFormat.RichText:
        return None
    offset = QPointF(label.mapTo(root, QPoint(0, 0)))
    room = QRectF(label.contentsRect()).adjusted(
        label.margin(), label.margin(), -label.margin(), -label.margin()
    )
    metrics = QFontMetricsF(label.font())
    if label.wordWrap():
        # heightForWidth counts the label's margins and padding: the room does not.
        height = label.heightForWidth(label.width()) - (label.height() - room.height())
        width = min(room.width(), metrics.horizontalAdvance(text))
        needed = (width, float(height))
        box = aligned_box(room, width, min(float(height), room.height()), label.alignment())
    else:
        lines = text.split("\n")
        width = max(metrics.horizontalAdvance(line) for line in lines)
        height = metrics.height() * len(lines)
        needed = (width, height)
        box = aligned_box(room, width, height, label.alignment())
    return Text(
        _owner(label),
        text,
        _box(box.translated(offset)),
        _box(room.translated(offset)),
        _box(frame),
        needed=needed,
    )


def _button_text(button: QAbstractButton, root: QWidget, frame: QRectF) -> Text | None:
    text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    if not text.strip():
        return None
    # Qt shows the text of an icon-only tool button only when it has no icon.
    icon_only = Qt.ToolButtonStyle.ToolButtonIconOnly
    tool = isinstance(button, QToolButton) and button.toolButtonStyle() == icon_only
    if tool and not button.icon().isNull():
        return None
    offset = QPointF(button.mapTo(root, QPoint(0, 0)))
    metrics = QFontMetricsF(button.font())
    icon = button.iconSize().width() + 4 if not button.icon().isNull() else 0
    width, height = metrics.horizontalAdvance(text) + icon, metrics.height()
    if isinstance(button, QPushButton):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        room = QRectF(
            button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
        )
    else:
        hint = button.sizeHint()
        pad_x = max(0.0, (hint.width() - width) / 2)
        pad_y = max(0.0, (hint.height() - height) / 2)
        room = QRectF(button.rect()).adjusted(pad_x, min(pad_y, 2), -pad_x, -min(pad_y, 2))
    box = aligned_box(room, width, height, Qt.AlignmentFlag.AlignCenter)
    return Text(
        _owner(button),
        text,
        _box(box.translated(offset)),
        _box(room.translated(offset)),
        _box(frame),
        needed=(width, height),
    )


def collect(root: QWidget) -> tuple[list[Text], list[Mark]]:
    """Every visible text and mark inside ``root`` (a window), in root coordinates."""
    texts: list[Text] = []
    marks: list[Mark] = []
    painted: list[QWidget] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not _shown(widget, root):
            continue
        if any(widget is not p and p.isAncestorOf(widget) for p in painted):
            continue  # inside a panel that reports its own texts
        frame = _visible_part(widget, root)
        if frame is None:
            continue
        if callable(getattr(widget, "text_boxes", None)) or callable(
            getattr(widget, "text_rects", None)
        ):
            painted.append(widget)
            texts += _painted(widget, root, frame)
            if callable(getattr(widget, "mark_shapes", None)):
                marks += _marks(widget, root, frame)
        elif isinstance(widget, QLabel):
            texts += [t for t in [_label_text(widget, root, frame)] if t is not None]
        elif isinstance(widget, QAbstractButton):
            texts += [t for t in [_button_text(widget, root, frame)] if t is not None]
    return texts, marks


def layout_report(root: QWidget) -> list[Finding]:
    """What is wrong with the text ``root`` shows: see ``find_problems``."""
    texts, marks = collect(root)
    return find_problems(texts, marks)


def describe(findings: Iterable[Finding]) -> str:
    """The findings, one a line (for a test's failure message)."""
    return "\n".join(str(f) for f in findings) or "no findings"


__all__ = [
    "Box",
    "Finding",
    "Mark",
    "Text",
    "collect",
    "describe",
    "find_problems",
    "layout_report",
]
