"""The composition root: the window first, then the controllers, then the menus.

Controllers see the window only through the shell interface (app/common/shell_interface.py) and each
other only through signals wired here, so this is the one place that knows how kino fits
together.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from app.accessibility.controller import AccessibilityController
from app.classroom.controller import Classroom
from app.common.i18n import current_language, on_language_change, translate
from app.common.plain_text import install_plain_tooltips
from app.common.theme import Style
from app.controllers.files import FileController
from app.controllers.guard import CLOSE_KINO, DECK, SCENE, ReplaceGuard
from app.controllers.lecture import LectureController
from app.controllers.lesson_language import follow_language
from app.controllers.preferences import Preferences, remembered_style
from app.controllers.presentation import PresentationMode
from app.controllers.recording import RecordController, ReplayController
from app.controllers.turning import TurnController
from app.document import Document
from app.panels.learn import LearnDock
from app.panels.registry import PANELS, PanelRegistry
from app.presenting.audience import Audience
from app.presenting.lesson_learn import LessonLearn
from app.presenting.panel_picker import PanelPicker
from app.presenting.presenter import PresenterController
from app.presenting.replay_bar import ReplayBar
from app.render.headless import HeadlessRenderer
from app.render.movie_export import MovieExports
from app.render.window_export import PictureExports
from app.shell.about import show_about
from app.shell.crash import keep_session
from app.shell.language_menu import install_language_menu
from app.shell.menus import build_menus
from app.shell.shortcuts_window import install_shortcuts_window
from app.shell.single_instance import FileHandoffServer, serve_file_handoffs
from app.shell.window import MainWindow
from kino_core import Scene


@dataclass
class Controllers:
    guard: ReplaceGuard
    files: FileController
    lecture: LectureController
    turning: TurnController
    preferences: Preferences
    presentation: PresentationMode
    exports: PictureExports


def build_main_window(
    scene: Scene | None = None,
    style: Style | None = None,
    registry: PanelRegistry = PANELS,
) -> MainWindow:
    """kino's window with everything wired. The controllers hang on the window as attributes
    (``window.files``, ``window.lecture``…) for tests and the headless renderer; the window's
    own code never reads them."""
    style = style or remembered_style()
    document = Document(scene)
    window = MainWindow(document, style, registry)
    install_plain_tooltips(QApplication.instance())  # every tooltip as plain text

    guard = ReplaceGuard()
    files = FileController(window, document, guard)
    lecture = LectureController(window, document, guard)
    turning = TurnController(window, document)
    preferences = Preferences(window, window)
    presentation = PresentationMode(window, document, lecture, preferences)
    exports = PictureExports(
        window,
        files.current_snapshot,
        files.display_name,
        lambda: window.centralWidget().size(),
        headless_renderer(),
        lambda: document.source,
    )
    c = Controllers(guard, files, lecture, turning, preferences, presentation, exports)

    files.deck_opener = lambda path: lecture.open_path(path, ask=False)
    files.replaced.connect(lecture.discard_unsaved_steps)
    files.deck_session = lambda: (str(lecture.path or ""), lecture.index)
    files.resume_deck = lambda path, step: resume_deck(lecture, path, step)
    files.replaced.connect(presentation.show_desk_caption)
    on_language_change(window, lambda: files.show_preset_in(current_language()))
    # The preset's caption in its new words, if the desk was showing it.
    files.reworded.connect(
        lambda: presentation.show_desk_caption() if presentation.desk_caption else None
    )
    lecture.deck_changed.connect(
        lambda: window.show_deck(lecture.deck_name(), lecture.has_unsaved_changes())
    )
    lecture.about_to_move.connect(turning.stop_playing)
    turning.about_to_turn.connect(lecture.finish_move_now)
    presentation.mode_changed.connect(lecture.set_presenting)
    follow_language(lecture, window)
    window.style_changed.connect(presentation.restyle)
    window.file_dropped.connect(files.open_path)
    window.closing.connect(files.end_session)
    keep_session(window, files)  # an unexpected error saves this window's scene first
    window.confirm_close = lambda: guard.confirm(CLOSE_KINO, (SCENE, DECK))

    # The classroom and the demos first: their actions are in the action table's menus.
    window.classroom = install_classroom(window, c)
    _install_demos(window, document, lecture)
    presentation.mode_changed.connect(window.replay_bar.set_presenting)
    build_menus(
        window,
        c,
        {**window.classroom.actions, **window.recorder.actions, **window.replay.actions},
    )
    files.recording_opener = window.replay.open_path  # kino demo.kinorec, or one dropped
    window.controllers = c
    window.files, window.lecture, window.turning = files, lecture, turning
    window.preferences, window.presentation, window.exports = preferences, presentation, exports
    # V while presenting: the panel picker (the menus that show panels are hidden then).
    window.panel_picker = PanelPicker(window, registry, lecture, presentation)

    code_dock = window.code_dock
    if code_dock is not None:
        # A lesson step that opens the Code panel ("Try it") leaves the keyboard to the clicker.
        code_dock.focus_on_show = lambda: not lecture.step_shows("code")

    # Learn mode (a dock at the bottom, View ▸ Learn mode, key L); it slows down with the
    # lesson's reduced motion.
    window.learn_dock = LearnDock(
        document, window.canvas, window.ui_style, lambda: lecture.reduced_motion, window
    )
    window.action_learn = window.learn_dock.attach(window, window.view_menu)
    # Deck steps that open Learn mode.
    window.lesson_learn = LessonLearn(window, document, lecture, presentation, window.learn_dock)
    # Last, once every widget and action it names exists: screen readers, Help, languages.
    window.accessibility = AccessibilityController(window)
    install_shortcuts_window(window)  # makes the Help menu (after the Lesson menu)
    install_language_menu(window)
    window.help_menu.addSeparator()
    window.action_about = window.help_menu.addAction("", lambda: show_about(window))

    def name_about() -> None:
        window.action_about.setText(translate("MainWindow", "&About kino"))

    name_about()
    on_language_change(window, name_about)
    window.action_about.setMenuRole(QAction.MenuRole.AboutRole)
    return window


def resume_deck(lecture: LectureController, path: Path, step: int) -> bool:
    """Open the deck file ``path`` at ``step`` (kino starting where it was quit)."""
    if not lecture.open_path(path, ask=False):
        return False
    lecture.go_to(step, animate=False)
    return True


def install_classroom(window: MainWindow, c: Controllers) -> Classroom:
    """The room's questions (A while presenting; the Lesson menu puts them after the
    presenting keys); the answers a crash leaves are kept beside the session file."""
    classroom = Classroom(
        window,
        window.document,
        c.lecture,
        c.presentation,
        lambda: c.files.session_path().parent,
    )
    window.style_changed.connect(classroom.restyle)
    window.closing.connect(classroom.dismiss)  # the server never outlives the window
    return classroom


def _install_demos(window: MainWindow, document: Document, lecture: LectureController) -> None:
    """Record (Ctrl+R), replay (the replay bar) and movie or handout exports (their File
    menu entries are the action table's); kept as window.recorder, window.replay and
    window.movie_exports."""

    def deck_step() -> tuple[int, int] | None:
        if lecture.deck is None:
            return None
        return lecture.index + 1, len(lecture.deck.steps)

    window.recorder = RecordController(
        window, document, window.view_state_changed, deck_step, lecture.step_changed
    )
    # Quitting while recording: the recording is saved first (or deliberately not).
    window.closing.connect(window.recorder.stop)
    window.replay = ReplayController(window, document)
    window.replay_bar = ReplayBar(window.replay, window)
    window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, window.replay_bar)
    window.movie_exports = MovieExports(
        window,
        headless_renderer(),
        lambda: lecture.deck,
        lambda: window.replay.recording,
        lambda: document.source,
    )


def build_presenter(window: MainWindow) -> PresenterController:
    """The presenter view for ``window`` (a second window while presenting on two screens),
    given what it drives; kept as ``window.presenter``."""
    c = window.controllers
    audience = Audience(
        window=window,
        shell=window,
        document=window.document,
        canvas=window.canvas,
        lecture=c.lecture,
        presentation=c.presentation,
        preferences=c.preferences,
        play_action=c.turning.action_play,
        panel_actions=window.panel_actions,
        style_changed=window.style_changed,
        renderer=headless_renderer(),
        classroom=window.classroom,
        record_action=window.recorder.action_record,
        replay=window.replay,
    )
    window.presenter = PresenterController(audience)
    laser = window.presenter.laser

    def laser_moved() -> None:  # the recording keeps where the dot is, in canvas units
        dot = laser.dot
        window.recorder.laser_moved((dot.pos().x(), dot.pos().y()) if dot.isVisible() else None)

    laser.moved.connect(laser_moved)
    return window.presenter


def serve_handoffs(window: MainWindow) -> FileHandoffServer | None:
    """Later `kino FILE` calls hand their files to ``window`` (kept as window.handoff_server)."""
    server = serve_file_handoffs(window, window.files.open_path, window.notify)
    window.handoff_server = server
    return server


def headless_renderer() -> HeadlessRenderer:
    """Pictures made by hidden windows built here (exports, `kino --export`, tests)."""
    return HeadlessRenderer(build_main_window)
