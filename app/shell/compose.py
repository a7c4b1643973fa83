"""The composition root: the window first, then the controllers, then the menus, as one App.

Controllers see the window only through the shell interface (app/common/shell_interface.py) and each
other only through signals wired here, so this is the one place that knows how kino fits
together. What it builds is an App (app/shell/app.py): kino's start, the presenter, headless
pictures and tests take the App and read its parts by name; nothing is hung on the window.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from app.accessibility.controller import AccessibilityController
from app.classroom.controller import Classroom
from app.common.dock_frame import keyboard_back_on_close
from app.common.i18n import current_language, on_language_change
from app.common.shell_interface import Shell
from app.common.theme import Style
from app.common.view_model import ViewModel
from app.controllers.files import FileController
from app.controllers.guard import CLOSE_KINO, DECK, SCENE, ReplaceGuard
from app.controllers.lecture import LectureController
from app.controllers.lesson_language import follow_language
from app.controllers.preferences import Preferences, remembered_style
from app.controllers.presentation import PresentationMode
from app.controllers.recording import RecordController, ReplayController
from app.controllers.scene_edits import SceneEdits
from app.controllers.turning import TurnController
from app.document import Document
from app.panels.attention_map import PairHighlight
from app.panels.registry import PANELS, PanelRegistry
from app.presenting.audience import Audience
from app.presenting.lesson_learn import LessonLearn
from app.presenting.panel_picker import PanelPicker
from app.presenting.presenter import PresenterController
from app.presenting.replay_bar import ReplayBar
from app.render.headless import HeadlessRenderer
from app.render.movie_export import MovieExports
from app.render.window_export import PictureExports
from app.shell.app import App
from app.shell.crash import keep_session
from app.shell.interface import WindowShell
from app.shell.menus import add_help_entries, add_presenter_entries, build_menus
from app.shell.messages import Messages
from app.shell.panel_layout import PanelLayout
from app.shell.redraws import RedrawWhenVisible
from app.shell.shortcuts_window import install_shortcuts_window
from app.shell.single_instance import FileHandoffServer, serve_file_handoffs
from app.shell.styles import WindowStyle
from app.shell.toolbar import MainToolbar
from app.shell.window import MainWindow
from kino_core import Scene
from kino_core.deck import list_lessons
from kino_core.files.view_state import DEFAULT_WEIGHTINGS


def build_app(
    scene: Scene | None = None,
    style: Style | None = None,
    registry: PanelRegistry = PANELS,
) -> App:
    """kino with everything wired: the window, the document, the controllers, the docks and the
    menus' entries, as one App (app/shell/app.py). The window never reads the App."""
    style = style or remembered_style()
    document = Document(scene)
    window, toolbar, view_model, messages, layout, window_style, shell = build_window_parts(
        document, style, registry
    )
    panels = layout.panel_widgets()
    toolbar.d_control.entered.connect(panels["canvas"].setFocus)
    redraws = RedrawWhenVisible(document, registry, panels)
    scene_edits = install_scene_edits(document, window, panels["canvas"])

    guard = ReplaceGuard()
    files = FileController(shell, document, guard)
    lecture = LectureController(shell, document, guard)
    turning = TurnController(shell, document)
    preferences = Preferences(shell, window)
    presentation = PresentationMode(shell, document, lecture, preferences)
    toolbar.addWidget(presentation.present_button)  # Present, after Add query
    exports = PictureExports(
        shell,
        files.current_snapshot,
        files.display_name,
        lambda: window.centralWidget().size(),
        headless_renderer(),
        lambda: document.source,
        lambda: (
            ("query", document.selected_query),
            (document.selection.kind, document.selection.index),
        ),
    )

    files.deck_opener = lambda path: lecture.open_path(path, ask=False)
    files.replaced.connect(lecture.discard_unsaved_steps)
    files.deck_session = lambda: (str(lecture.path or ""), lecture.lesson or "", lecture.index)
    files.resume_deck = lambda path, step: resume_deck(lecture, path, step)
    files.resume_lesson = lambda name, step: resume_lesson(lecture, name, step)
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
    window_style.style_changed.connect(presentation.restyle)
    window.file_dropped.connect(files.open_path)
    window.closing.connect(files.end_session)
    keep_session(window, files)  # an unexpected error saves this window's scene first
    window.set_close_question(lambda: guard.confirm(CLOSE_KINO, (SCENE, DECK)))

    # The classroom and the demos first: their actions are in the action table's menus.
    classroom = install_classroom(
        shell, window, window_style, document, lecture, presentation, files
    )
    recorder, replay, replay_bar, movie_exports = _install_demos(
        shell, window, layout, document, lecture
    )
    presentation.mode_changed.connect(replay_bar.set_presenting)
    app = App(
        window=window,
        layout=layout,
        style=window_style,
        messages=messages,
        shell=shell,
        document=document,
        view_model=view_model,
        registry=registry,
        toolbar=toolbar,
        redraws=redraws,
        scene_edits=scene_edits,
        guard=guard,
        files=files,
        lecture=lecture,
        turning=turning,
        preferences=preferences,
        presentation=presentation,
        exports=exports,
        classroom=classroom,
        recorder=recorder,
        replay=replay,
        replay_bar=replay_bar,
        movie_exports=movie_exports,
    )
    build_menus(app, {**classroom.actions, **recorder.actions, **replay.actions})
    app.pair_highlight = install_pair_highlight(layout, window_style, document)
    files.recording_opener = replay.open_path  # kino demo.kinorec, or one dropped
    # V while presenting: the panel picker (the menus that show panels are hidden then).
    app.panel_picker = PanelPicker(shell, registry, lecture, presentation)

    code_dock = panels.get("code")
    if code_dock is not None:
        # A lesson step that opens the Code panel ("Try it") leaves the keyboard to the clicker.
        code_dock.focus_on_show = lambda: not lecture.step_shows("code")
        keyboard_back_on_close(code_dock, app.canvas)

    learn_dock = panels.get("learn")
    if learn_dock is not None:
        # Learn mode (a panel docked at the bottom, View ▸ Learn mode, key L) draws its ghosts
        # on the canvas and slows down with the lesson's reduced motion.
        learn_dock.draw_on(app.canvas, lambda: lecture.reduced_motion)
        keyboard_back_on_close(learn_dock, app.canvas)
        app.learn_dock = learn_dock
        app.menus.action_learn = app.menus.panel_actions["learn"]
        # Deck steps that open Learn mode.
        app.lesson_learn = LessonLearn(window, document, lecture, presentation, learn_dock)
    # Last, once every widget and action it names exists: screen readers, Help, languages.
    app.accessibility = AccessibilityController(
        window, layout, document, registry, lecture, toolbar.d_control, presentation
    )
    # The Help menu's entries (after the Lesson menu).
    app.shortcuts_window, app.menus.action_shortcuts = install_shortcuts_window(window)
    add_help_entries(
        app,
        {
            "help.shortcuts": app.menus.action_shortcuts,
            "help.describe": app.accessibility.action_describe,
        },
    )
    return app


class WindowParts(NamedTuple):
    """The window and the App parts that answer the shell interface, before any controller."""

    window: MainWindow
    toolbar: MainToolbar
    view_model: ViewModel
    messages: Messages
    layout: PanelLayout
    style: WindowStyle
    shell: WindowShell  # what controllers are given, answered by the parts above


def build_window_parts(document: Document, style: Style, registry: PanelRegistry) -> WindowParts:
    """The window showing ``document`` in ``style``, its ``registry`` panels laid out, and the
    shell interface made of them."""
    # What the window shows besides the scene; the layout and the panels follow its fields.
    view_model = ViewModel(
        panels=registry.defaults(),
        weightings=DEFAULT_WEIGHTINGS,  # "both", or "unscaled" (a step before scaling)
        theme=style.theme.name,
        scale=style.scale,
        mode="desk",
    )
    toolbar = MainToolbar(document)
    window = MainWindow(document, style, toolbar)
    messages = Messages(window)
    document.notice.connect(messages.notify)
    layout = PanelLayout(window, document, style, view_model, toolbar, registry, messages.notify)
    window_style = WindowStyle(window, style, view_model, layout)
    layout.start()
    shell = WindowShell(messages, layout, window_style, window)
    return WindowParts(window, toolbar, view_model, messages, layout, window_style, shell)


def resume_deck(lecture: LectureController, path: Path, step: int) -> bool:
    """Open the deck file ``path`` at ``step`` (kino starting where it was quit)."""
    if not lecture.open_path(path, ask=False):
        return False
    lecture.go_to(step, animate=False)
    return True


def resume_lesson(lecture: LectureController, name: str, step: int) -> bool:
    """Open the built-in lesson ``name`` at ``step``, in the window's language (kino starting
    where it was quit). A name no lesson has (a settings file from another version) opens
    nothing, and asks nothing."""
    if name not in list_lessons() or not lecture.open_lesson(name, ask=False):
        return False
    lecture.go_to(step, animate=False)
    return True


def install_scene_edits(document: Document, window: MainWindow, canvas: QWidget) -> SceneEdits:
    """The dialogs and the right-click menu the canvas asks for, over ``window``."""
    edits = SceneEdits(document, window)
    canvas.edit_key_requested.connect(edits.edit_key)
    canvas.edit_query_requested.connect(edits.rename_query)
    canvas.exact_entry_requested.connect(edits.exact_entry)
    canvas.context_menu_requested.connect(edits.vector_menu)
    return edits


def install_pair_highlight(
    layout: PanelLayout, window_style: WindowStyle, document: Document
) -> PairHighlight:
    """The pair hovered in the attention map, marked on the canvas and the weights' bars."""
    panels = layout.panel_widgets()
    weights = panels.get("weights")
    charts = (getattr(weights, "unscaled", None), getattr(weights, "scaled", None))
    highlight = PairHighlight(document, panels["canvas"], charts, window_style.ui_style)
    attention_map = panels.get("attention_map")
    if attention_map is not None:
        attention_map.hovered.connect(highlight.set_pair)
    window_style.style_changed.connect(highlight.apply_style)
    return highlight


def install_classroom(
    shell: Shell,
    window: MainWindow,
    window_style: WindowStyle,
    document: Document,
    lecture: LectureController,
    presentation: PresentationMode,
    files: FileController,
) -> Classroom:
    """The room's questions (A while presenting; the Lesson menu puts them after the
    presenting keys); the answers a crash leaves are kept beside the session file."""
    classroom = Classroom(
        shell,
        document,
        lecture,
        presentation,
        lambda: files.session_path().parent,
    )
    window_style.style_changed.connect(classroom.restyle)
    window.closing.connect(classroom.dismiss)  # the server never outlives the window
    return classroom


def _install_demos(
    shell: Shell,
    window: MainWindow,
    layout: PanelLayout,
    document: Document,
    lecture: LectureController,
) -> tuple[RecordController, ReplayController, ReplayBar, MovieExports]:
    """Record (Ctrl+R), replay (the replay bar) and movie or handout exports (their File
    menu entries are the action table's)."""

    def deck_step() -> tuple[int, int] | None:
        if lecture.deck is None:
            return None
        return lecture.index + 1, len(lecture.deck.steps)

    recorder = RecordController(
        shell, document, layout.view_state_changed, deck_step, lecture.step_changed
    )
    # Quitting while recording: the recording is saved first (or deliberately not).
    window.closing.connect(recorder.stop)
    replay = ReplayController(shell, document)
    replay_bar = ReplayBar(replay, window)
    window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, replay_bar)
    movie_exports = MovieExports(
        shell,
        headless_renderer(),
        lambda: lecture.deck,
        lambda: replay.recording,
        lambda: document.source,
    )
    return recorder, replay, replay_bar, movie_exports


def build_presenter(app: App) -> PresenterController:
    """The presenter view for ``app``'s window (a second window while presenting on two
    screens), given what it drives; kept as ``app.presenter``."""
    window = app.window
    audience = Audience(
        window=window,
        shell=app.shell,
        document=app.document,
        canvas=app.canvas,
        lecture=app.lecture,
        presentation=app.presentation,
        preferences=app.preferences,
        play_action=app.turning.action_play,
        reroll_action=app.menus.table_actions["edit.reroll"],
        panel_actions=app.menus.panel_actions,
        style_changed=app.style.style_changed,
        renderer=headless_renderer(),
        classroom=app.classroom,
        record_action=app.recorder.action_record,
        replay=app.replay,
    )
    presenter = PresenterController(audience)
    app.presenter = presenter
    add_presenter_entries(app, presenter.actions)
    laser = presenter.laser

    def laser_moved() -> None:  # the recording keeps where the dot is, in canvas units
        dot = laser.dot
        app.recorder.laser_moved((dot.pos().x(), dot.pos().y()) if dot.isVisible() else None)

    laser.moved.connect(laser_moved)
    return presenter


def serve_handoffs(app: App) -> FileHandoffServer | None:
    """Later `kino FILE` calls hand their files to ``app``'s window (kept as
    app.handoff_server)."""
    server = serve_file_handoffs(app.window, app.files.open_path, app.messages.notify)
    app.handoff_server = server
    return server


def headless_renderer() -> HeadlessRenderer:
    """Pictures made by hidden windows built here (exports, `kino --export`, tests)."""
    return HeadlessRenderer(build_app)
