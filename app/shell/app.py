"""The App: what the composition root (app/shell/compose.py) builds, by name.

The window is one part of it; the document, the controllers, the docks and the menus' entries
are the others. Code that needs several parts (kino's start, the presenter, tests, the command
lines) is given the App; the window never reads it, and nothing hangs parts on the window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu, QWidget

    from app.accessibility.controller import AccessibilityController
    from app.canvas import CanvasView
    from app.classroom.controller import Classroom
    from app.common.view_model import ViewModel
    from app.controllers.files import FileController
    from app.controllers.guard import ReplaceGuard
    from app.controllers.lecture import LectureController
    from app.controllers.preferences import Preferences
    from app.controllers.presentation import PresentationMode
    from app.controllers.recording import RecordController, ReplayController
    from app.controllers.scene_edits import SceneEdits
    from app.controllers.turning import TurnController
    from app.document import Document
    from app.panels.attention_map import PairHighlight
    from app.panels.learn import LearnDock
    from app.panels.registry import PanelRegistry
    from app.presenting.lesson_learn import LessonLearn
    from app.presenting.panel_picker import PanelPicker
    from app.presenting.presenter import PresenterController
    from app.presenting.replay_bar import ReplayBar
    from app.render.movie_export import MovieExports
    from app.render.window_export import PictureExports
    from app.shell.interface import WindowShell
    from app.shell.messages import Messages
    from app.shell.panel_layout import PanelLayout
    from app.shell.redraws import RedrawWhenVisible
    from app.shell.shortcuts_window import ShortcutsWindow
    from app.shell.single_instance import FileHandoffServer
    from app.shell.styles import WindowStyle
    from app.shell.toolbar import MainToolbar
    from app.shell.window import MainWindow


@dataclass(eq=False)
class Menus:
    """The menu bar's menus and the entries tests and other parts read by name (each built
    from the action table, app/common/actions/table.py); the window holds none of them."""

    bar: dict[str, QMenu] = field(default_factory=dict)  # the menu bar's menus, by name
    owner: object = None  # what the "app" table entries call (actions/spec.py's AppActions)
    table_actions: dict[str, QAction] = field(default_factory=dict)  # the "app" table entries
    undo_action: QAction | None = None  # Edit ▸ Undo (its text names the step)
    redo_action: QAction | None = None  # Edit ▸ Redo
    panel_actions: dict[str, QAction] = field(default_factory=dict)  # View ▸ one per panel
    recent_menu: QMenu | None = None  # File ▸ Open Recent, filled as it opens
    export_panel_menu: QMenu | None = None  # File ▸ Export picture ▸ One panel
    action_copy_csv: QAction | None = None  # Edit ▸ Copy attention map as CSV
    preset_actions: list[QAction] = field(default_factory=list)  # Presets, keys 1-9
    action_show_scaled: QAction | None = None  # View ▸ Scaled weights
    theme_actions: dict[str, QAction] = field(default_factory=dict)  # View ▸ Theme
    action_learn: QAction | None = None  # View ▸ Learn mode
    language_menu: QMenu | None = None  # View ▸ Language
    language_actions: dict[str, QAction] = field(default_factory=dict)  # by language code
    help_menu: QMenu | None = None
    action_shortcuts: QAction | None = None  # Help ▸ Keyboard shortcuts
    action_about: QAction | None = None  # Help ▸ About kino

    fill_recent_menu: Callable[[], None] = lambda: None  # what opening Open Recent does


@dataclass(eq=False)
class App:
    """kino, assembled: the window, the document and everything wired to them."""

    window: MainWindow  # its frame, title, file drops, full screen and close
    layout: PanelLayout  # the panels, the view state they show, and their layout plan
    style: WindowStyle  # the theme and UI scale every view is drawn with
    messages: Messages  # notices, errors and questions over the window
    shell: WindowShell  # the shell interface controllers are given, made of the parts above
    document: Document
    view_model: ViewModel  # what is shown besides the scene: panels, weightings, theme, mode
    registry: PanelRegistry  # the window's panels
    toolbar: MainToolbar  # the d control, Re-roll, Add key, Add query
    redraws: RedrawWhenVisible  # hidden panels skip redraws
    scene_edits: SceneEdits  # the dialogs and the vector menu that edit the scene
    guard: ReplaceGuard  # asks before anything unsaved is replaced
    files: FileController
    lecture: LectureController
    turning: TurnController
    preferences: Preferences
    presentation: PresentationMode
    exports: PictureExports
    classroom: Classroom
    recorder: RecordController
    replay: ReplayController
    replay_bar: ReplayBar
    movie_exports: MovieExports
    menus: Menus = field(default_factory=Menus)
    panel_picker: PanelPicker | None = None
    pair_highlight: PairHighlight | None = None  # the attention map's hover, on the canvas
    learn_dock: LearnDock | None = None
    lesson_learn: LessonLearn | None = None
    accessibility: AccessibilityController | None = None
    shortcuts_window: ShortcutsWindow | None = None
    # Made later, by the composition root's build_presenter and serve_handoffs.
    presenter: PresenterController | None = None
    handoff_server: FileHandoffServer | None = None

    @property
    def panels(self) -> dict[str, QWidget]:
        """The registry's panels by name, docks included."""
        return self.layout.panel_widgets()

    @property
    def canvas(self) -> CanvasView:
        """The canvas (every registry has one)."""
        return self.layout.panel_widgets()["canvas"]
