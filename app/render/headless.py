"""Headless rendering: pictures of a scene or a deck step without showing a window.

One hidden window is laid out at the requested size by the same layout policy as on screen, the
picture is taken from the real widgets, and the window is thrown away. Snapshot exports
(File ▸ Export, `--export`) and deck steps as presented share everything here but how the window
is prepared.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEventLoop, QSize, Qt
from PySide6.QtGui import QAction, QImage, QShortcut
from PySide6.QtWidgets import QApplication, QWidget

from app.common.export import ExportError, export_png, export_svg, parse_size, render_image
from app.common.i18n import translate
from app.common.screen_scale import fit_scale
from app.common.theme import THEMES, Style
from app.controllers.preferences import DEFAULT_PRESENTATION_SCALE, DEFAULT_PRESENTATION_THEME
from kino_core import Scene
from kino_core.classroom import Question, Tally
from kino_core.deck import Deck
from kino_core.snapshot import Snapshot

if TYPE_CHECKING:
    from app.canvas import CanvasView
    from app.classroom.controller import Classroom
    from app.common.layout import LayoutPlan
    from app.controllers.files import FileController
    from app.controllers.lecture import LectureController
    from app.controllers.presentation import PresentationMode
    from app.document import Document
    from app.presenting.lesson_learn import LessonLearn
    from kino_core.files.view_state import ViewState

DEFAULT_SIZE = "1920x1080"
# A room's answers kept from a lecture (kino_core.classroom.read_journal): the question, the
# scene it asked about, and the answers counted.
KeptAnswers = tuple[Question, Scene, Tally]


class HeadlessWindow(Protocol):
    """What a hidden window's picture needs of kino's main window (a QMainWindow; a type, so
    that this layer below app/shell/ does not import the window)."""

    plan: LayoutPlan | None

    @property
    def ui_style(self) -> Style: ...

    def set_close_question(self, question: Callable[[], bool]) -> None: ...

    def set_view_state(self, view: ViewState) -> None: ...

    def set_panel_visible(self, name: str, shown: bool) -> None: ...

    def relayout(self) -> None: ...

    def centralWidget(self) -> QWidget: ...  # noqa: N802 - Qt's name


class Rendered(Protocol):
    """The parts of the App (app/shell/app.py) a hidden window's picture is made with."""

    window: HeadlessWindow
    document: Document
    files: FileController
    lecture: LectureController
    presentation: PresentationMode
    lesson_learn: LessonLearn | None
    classroom: Classroom | None

    @property
    def canvas(self) -> CanvasView: ...

    @property
    def panels(self) -> dict[str, QWidget]: ...


AppFactory = Callable[[Scene, Style], Rendered]


def export_target(kino: Rendered, panel: str | None = None) -> QWidget:
    """The widget a picture of ``kino`` is made of: the whole view (without menus and
    toolbar) or one panel."""
    return kino.window.centralWidget() if panel is None else kino.panels[panel]


def build_window(
    make_app: AppFactory,
    scene: Scene,
    style: Style,
    size: QSize,
    prepare: Callable[[Rendered], None],
    whole_window: bool = False,
) -> Rendered:
    """A hidden window made by ``make_app`` (the composition root's build_app) showing
    ``scene``, prepared by ``prepare`` (view state, deck…), whose view (without menus and
    toolbar) is ``size`` logical pixels; with ``whole_window`` the window itself is ``size``
    (presenting hides menus and toolbar: a docked panel shares the screen). Returns its App."""
    kino = make_app(scene, style)
    kino.files.session_enabled = False
    window = kino.window
    # Nothing to ask when it closes: a headless window's changes are never the user's.
    window.set_close_question(lambda: True)
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    prepare(kino)
    take_no_keys(window)
    window.setMinimumSize(1, 1)
    window.resize(size)
    window.show()
    settle()
    central = window.centralWidget()
    # Grow the window by whatever the menu bar, toolbar and docks take, so the view itself is
    # `size`. A dock shown by the view state takes its width once the window has placed it,
    # so measure again until the view has the size (a few rounds at most).
    for _round in range(5):
        window.relayout()
        settle()
        if central.size() == size or (whole_window and window.size() == size):
            break
        if whole_window:
            window.resize(size)
            continue
        window.resize(
            size.width() + window.width() - central.width(),
            size.height() + window.height() - central.height(),
        )
        settle()
    saturation = kino.panels.get("saturation")
    if saturation is not None:
        saturation.load_curves_for_scene()
    settle()
    return kino


def settle() -> None:
    """Let a hidden window lay itself out, leaving the user's keys and clicks queued: a
    clicker's PageDown that arrives during a picture (the presenter's next-step preview) is
    handled after it, in its turn, by the window on screen."""
    QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)


def show_learn_result(kino: Rendered, deck: Deck, index: int, revealed: bool = True) -> bool:
    """Open Learn mode on a picture of step ``index`` when the step runs it, at the run's end
    (the window's lecture has reduced motion): the Learn dock, the ghosts where 200 steps take
    them and the whole loss curve, which the step's caption and notes point at, revealed as
    the room sees it after R. A hidden window opens Learn mode only when asked (LessonLearn),
    so every picture of a deck step (PNG, SVG, handout page, movie frame) asks here; with
    ``revealed`` False, a run to predict held as the step arrives. True if it opened."""
    step = deck.steps[index]
    if step.learn is None or kino.lesson_learn is None:
        return False
    kino.lesson_learn.open(index, step, revealed=revealed)
    return True


def take_no_keys(window: QWidget) -> None:
    """A hidden window's keys are nobody's: its application-wide shortcuts (PageDown, Esc…)
    would make every press of those keys ambiguous for the window on screen, and Qt drops an
    ambiguous press."""
    for action in window.findChildren(QAction):
        action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
    for shortcut in window.findChildren(QShortcut):
        shortcut.setEnabled(False)


def scaled_size(size_text: str, scale: float) -> QSize:
    # A picture at scale s is the view laid out s times larger with everything styled s times
    # larger: lines and handles keep their weight (cosmetic pens would thin out at a device
    # pixel ratio of s) and the picture is sharp in physical pixels.
    size = parse_size(size_text)
    return QSize(round(size.width() * scale), round(size.height() * scale))


def deck_ui_scale(size_text: str, scale: float) -> float:
    """The UI scale of a deck step pictured at ``size_text`` enlarged ``scale`` times: the
    scale a screen of that size starts at (``fit_scale``: 150% at 1920x1080, 300% at
    3840x2160), times ``scale``. So ``1280x720`` at 1.5 is a 1080p projector at 150%, and a
    3840x2160 picture is not a 150% layout with tiny text."""
    size = parse_size(size_text)
    return fit_scale(size.width(), size.height()) * scale


def dispose(kino: Rendered) -> None:
    """Close a headless window without asking about changes it never had."""
    kino.document.mark_saved()
    window = kino.window
    window.set_close_question(lambda: True)
    window.close()
    window.deleteLater()


def write_picture(
    widget: QWidget, path: str | os.PathLike[str], background: str, title: str
) -> None:
    """The widget as a .png or .svg file (chosen by the suffix), written atomically."""
    if Path(path).suffix.lower() == ".svg":
        export_svg(widget, path, title=title)
    else:
        export_png(widget, path, scale=1.0, background=background)


class HeadlessRenderer:
    """Pictures of snapshots and deck steps, each from a hidden window made by
    ``make_app`` (the composition root's build_app)."""

    def __init__(self, make_app: AppFactory) -> None:
        self.make_app = make_app

    def _snapshot_window(
        self,
        snapshot: Snapshot,
        size_text: str,
        scale: float | None,
        ui_scale: float,
        panel: str | None = None,
    ) -> Rendered:
        if scale is None:
            # A picture of a chosen size is laid out at the scale that matches it, as a screen
            # of that size would be: 3840x2160 lays out like 1280x720 at 300%, not 1x with
            # tiny text.
            size = parse_size(size_text)
            scale = fit_scale(size.width(), size.height())
            size_text = f"{round(size.width() / scale)}x{round(size.height() / scale)}"
        style = Style(theme=THEMES[snapshot.view.theme], scale=ui_scale * scale)

        def prepare(kino: Rendered) -> None:
            kino.window.set_view_state(snapshot.view)
            if panel is not None:  # a picture of one panel shows it, wanted or not
                kino.window.set_panel_visible(panel, True)

        kino = build_window(
            self.make_app, snapshot.scene, style, scaled_size(size_text, scale), prepare
        )
        plan = kino.window.plan
        if panel is not None and plan is not None and panel not in plan.shown:
            dispose(kino)
            raise ExportError(
                translate(
                    "Export",
                    "the {panel} panel does not fit in {size} at this UI scale: choose a larger "
                    "size",
                ).format(panel=panel.replace("_", " "), size=size_text)
            )
        return kino

    def build_snapshot_window(
        self, snapshot: Snapshot, size_text: str, scale: float | None, ui_scale: float = 1.0
    ) -> Rendered:
        """A hidden window showing ``snapshot`` laid out as write_snapshot_picture lays it out
        (movies of recordings render their frames from it)."""
        return self._snapshot_window(snapshot, size_text, scale, ui_scale)

    def render_snapshot(
        self,
        snapshot: Snapshot,
        size_text: str = DEFAULT_SIZE,
        scale: float = 1.0,
        ui_scale: float = 1.0,
        panel: str | None = None,
    ) -> QImage:
        """The view (or one panel) of ``snapshot`` as an image of size × scale physical pixels."""
        kino = self._snapshot_window(snapshot, size_text, scale, ui_scale, panel)
        window = kino.window
        try:
            return render_image(export_target(kino, panel), 1.0, window.ui_style.theme.background)
        finally:
            dispose(kino)

    def write_snapshot_picture(
        self,
        snapshot: Snapshot,
        path: str | os.PathLike[str],
        size_text: str = DEFAULT_SIZE,
        scale: float | None = None,
        ui_scale: float = 1.0,
        panel: str | None = None,
    ) -> None:
        """Write the view (or one panel) of ``snapshot`` to a .png or .svg file (by the suffix),
        atomically. With a ``scale`` the picture is ``size_text`` laid out and then enlarged
        ``scale`` times; without one it is ``size_text`` pixels laid out at the scale that fits
        that size (``fit_scale``): File ▸ Export at a size."""
        kino = self._snapshot_window(snapshot, size_text, scale, ui_scale, panel)
        window = kino.window
        try:
            write_picture(
                export_target(kino, panel),
                path,
                window.ui_style.theme.background,
                snapshot.scene.title or "kino",
            )
        finally:
            dispose(kino)

    def build_presentation_window(
        self,
        deck: Deck,
        index: int,
        size: QSize,
        ui_scale: float = DEFAULT_PRESENTATION_SCALE,
        theme: str = DEFAULT_PRESENTATION_THEME,
        answers: KeptAnswers | None = None,
        revealed: bool = True,
    ) -> Rendered:
        """A hidden window presenting step ``index`` of ``deck`` at ``size`` logical pixels,
        revealed as after R (its caption's answer shown: a picture, a handout page), or with
        ``revealed`` False as the lecture arrives at it (a step that asks holds its answer);
        with ``answers`` (question, scene, tally: a room journal), revealed as after R."""

        def present(kino: Rendered) -> None:
            # A picture has no time: a step that runs Learn mode shows the run's end (the
            # ghosts where 200 steps take them, the whole loss curve), as reduced motion does.
            kino.lecture.reduced_motion = True
            kino.lecture.open_deck(deck, index=index, animate=False)
            kino.presentation.enter(full_screen=False, theme=theme, scale=ui_scale)
            show_learn_result(kino, deck, index, revealed=revealed or answers is not None)
            kino.presentation.reveal_answer(revealed or answers is not None)
            if answers is not None:
                kino.classroom.show_answers(*answers)

        style = Style(theme=THEMES[theme], scale=ui_scale)
        return build_window(
            self.make_app, deck.steps[index].scene, style, size, present, whole_window=True
        )

    def render_presentation_step(
        self, deck: Deck, index: int, size: QSize, ui_scale: float, theme: str
    ) -> QImage:
        """Step ``index`` of ``deck`` as the room would see it presented at ``size`` logical
        pixels as the lecture arrives at it, its answer held if it asks (the presenter's
        next-step preview)."""
        kino = self.build_presentation_window(
            deck, index, size, ui_scale=ui_scale, theme=theme, revealed=False
        )
        window = kino.window
        try:
            return render_image(window.centralWidget(), 1.0, window.ui_style.theme.background)
        finally:
            dispose(kino)

    def _deck_step_window(
        self,
        deck: Deck,
        index: int,
        size_text: str,
        scale: float,
        answers: KeptAnswers | None = None,
        revealed: bool = True,
    ) -> Rendered:
        """The window a picture of step ``index`` is taken from: a screen of ``size_text``
        enlarged ``scale`` times, at the UI scale such a screen starts at (deck_ui_scale)."""
        return self.build_presentation_window(
            deck,
            index,
            scaled_size(size_text, scale),
            ui_scale=deck_ui_scale(size_text, scale),
            answers=answers,
            revealed=revealed,
        )

    def render_deck_step(
        self,
        deck: Deck,
        index: int,
        size_text: str = "1920x1080",
        scale: float = 1.0,
        revealed: bool = True,
    ) -> QImage:
        """Step ``index`` (0-based) as presenting shows it on a screen of ``size_text`` (at the
        UI scale that screen starts at, ``deck_ui_scale``), as an image of size × scale
        pixels: after R, or with ``revealed`` False as the lecture arrives at it."""
        kino = self._deck_step_window(deck, index, size_text, scale, revealed=revealed)
        window = kino.window
        try:
            return render_image(window, 1.0, window.ui_style.theme.background)
        finally:
            dispose(kino)

    def write_deck_step(
        self,
        deck: Deck,
        index: int,
        path: str | os.PathLike[str],
        size_text: str = "1920x1080",
        scale: float = 1.0,
        answers: KeptAnswers | None = None,
    ) -> None:
        """Write step ``index`` as presenting shows it (see render_deck_step) to a .png or
        .svg file, atomically; with ``answers``, the room's answers revealed beside the truth
        as R shows them."""
        kino = self._deck_step_window(deck, index, size_text, scale, answers)
        window = kino.window
        try:
            title = deck.steps[index].title or deck.title or "kino"
            write_picture(window, path, window.ui_style.theme.background, title)
        finally:
            dispose(kino)


__all__ = [
    "DEFAULT_SIZE",
    "ExportError",
    "HeadlessRenderer",
    "Rendered",
    "build_window",
    "dispose",
    "scaled_size",
    "show_learn_result",
    "write_picture",
]
