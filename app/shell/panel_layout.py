"""The window's panels and where they go: the App's ``layout`` part.

It makes each registry panel, puts it in the window's panel area or docks it, and lays them
out: it asks the layout policy (app/common/layout.py) for a plan and hands the plan to the
one applier (app/shell/layout_apply.py). It also keeps the view state (which panels are
wanted, the weightings, the theme: app/common/view_model.py) in the form files and deck steps
use. The window itself only holds it (napari's Window holds its docks the same way): the
shell interface's layout questions are answered here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QToolBar, QWidget

from app.common.dock_frame import show_desk_frame
from app.common.i18n import translate
from app.common.layout import (
    LayoutPlan,
    LayoutRequest,
    Mode,
    PanelRule,
    Region,
    SceneShape,
    Size,
    plan_layout,
)
from app.common.lazy_dock import LazyPanelDock
from app.common.panel_spec import follow_view
from app.common.theme import Style
from app.common.view_model import ViewModel
from app.document import Document
from app.panels.registry import PanelRegistry
from app.shell.layout_apply import PanelArea, apply_plan, left_out_chip, place_bottom_docks
from kino_core.files.view_state import PanelCatalog, ViewState

# The most of the panel area's height the formula line asks for its lines at full size: less
# while presenting, where the canvas is what the room watches (at 8 queries x 12 keys on 1080p
# at 200%, a fifth of the height left the canvas too small to name every vector).
_BOTTOM_LINE_SHARE = {"desk": 0.2, "presenting": 0.15}


class PanelLayout(QObject):
    """The panels of ``registry`` in ``window``, laid out by the layout policy."""

    view_state_changed = Signal(object)  # ViewState, after panels, theme or weightings changed

    def __init__(
        self,
        window: QMainWindow,
        document: Document,
        style: Style,
        view_model: ViewModel,
        toolbar: QToolBar,
        registry: PanelRegistry,
        notify: Callable[[str], None],
    ) -> None:
        """Make ``registry``'s panels (showing ``document`` in ``style``) inside ``window``,
        shown as ``view_model`` says; ``toolbar`` is hidden while presenting; ``notify`` tells
        the user a panel was shown for them."""
        super().__init__(window)
        self._window = window
        self._document = document
        self._registry = registry
        self._toolbar = toolbar
        self._notify = notify
        # The panel names files are read and written with: this window's panels.
        self.known_panels: PanelCatalog = registry.catalog()
        # What is shown besides the scene; the panels and the layout follow its fields.
        self._view_model = view_model
        self.plan: LayoutPlan | None = None

        self._area = PanelArea()
        self._area.setObjectName("panel-area")
        window.setCentralWidget(self._area)
        self._panels: dict[str, QWidget] = {}
        self._docks: dict[str, QWidget] = {}
        for spec in registry:
            widget = spec.factory(document, style)
            self._panels[spec.name] = widget
            if spec.rule.region in (Region.DOCK, Region.BOTTOM_DOCK):
                self._docks[spec.name] = widget
                window.addDockWidget(spec.dock_area, widget)
                widget.hide()
                widget.installEventFilter(self)
            else:
                widget.setParent(self._area)
        self._dock_sized: set[str] = set()
        self._dock_planned: dict[str, int] = {}  # the width the plan last gave each dock (px)
        self._dock_pending: set[str] = set()  # docks asked for a width they do not have yet
        # Docks along the bottom: the layout policy leaves them alone, the layout shows them
        # as wanted (Region.BOTTOM_DOCK).
        self._bottom_docks = {
            spec.name: self._docks[spec.name]
            for spec in registry
            if spec.rule.region is Region.BOTTOM_DOCK
        }
        # Panels no file names (Learn mode): a file or a deck step leaves them as they were.
        self._not_in_files = registry.not_in_files()
        self._banner: QWidget | None = None
        # The panels the deck step shown is about (set_subject): the plan keeps them first.
        self._subject: frozenset[str] = frozenset()
        self._left_out_line = left_out_chip(self._area)
        self.restyle(style)
        self._shape = self._scene_shape()

        document.changed.connect(self._relayout_if_shape_changed)
        document.query_added.connect(self._query_added)
        attention_map = self._panels.get("attention_map")
        if attention_map is not None:
            attention_map.notice.connect(notify)
        self._area.resized.connect(self.relayout)
        for widget in self._panels.values():  # each connects the fields it shows itself
            follow_view(widget, view_model)
        view_model.panels_changed.connect(self.relayout)
        view_model.changed.connect(self._view_model_changed)

    def start(self) -> None:
        """The first layout, the keyboard on the canvas, and the saturation curves just after
        the first frame (they are not needed for it: a deferred computation, not a layout)."""
        self.relayout()
        self._panels["canvas"].setFocus()
        saturation = self._panels.get("saturation")
        if saturation is not None:
            QTimer.singleShot(0, saturation.load_curves_for_scene)

    # -- the view state (app/common/view_model.py) ----------------------------------------------
    def _view_model_changed(self, fields: frozenset[str]) -> None:
        if fields & {"panels", "theme", "weightings"}:
            self.view_state_changed.emit(self.view_state)

    @property
    def view_state(self) -> ViewState:
        """Which panels the user wants (those files name), the theme and the weightings."""
        return ViewState(
            panels=self._view_model.panels - self._not_in_files,
            theme=self._view_model.theme,
            weightings=self._view_model.weightings,
        )

    def set_view_state(self, view: ViewState) -> None:
        """Show the panels, the weightings and the theme of ``view`` (panels None: the
        registry's defaults); the panels no file names stay as they are."""
        panels = self._registry.defaults() if view.panels is None else view.panels
        kept = self._view_model.panels & self._not_in_files
        self._view_model.update(
            weightings=view.weightings,
            panels=self._known((panels - self._not_in_files) | kept),
            theme=view.theme,
        )

    def panel_widgets(self) -> dict[str, QWidget]:
        """Each panel's widget by name, docks included."""
        return dict(self._panels)

    def shown_panels(self) -> frozenset[str]:
        """The names of the panels the user wants shown (docks included)."""
        return self._view_model.panels

    def set_panel_visible(self, name: str, shown: bool) -> None:
        """Show or hide one panel, as its View menu entry does."""
        wanted = self._view_model.panels
        self._view_model.update(panels=self._known(wanted | {name} if shown else wanted - {name}))

    def _known(self, wanted: frozenset[str]) -> frozenset[str]:
        return frozenset(n for n in wanted if n in self._registry)

    def set_subject(self, panels: frozenset[str], relayout: bool = True) -> bool:
        """The panels the step shown is about: the layout request names them (its
        ``subject``), so the plan keeps them before the others. relayout False: the caller
        lays out next. True when the subject changed."""
        subject = frozenset(panels)
        if subject == self._subject:
            return False
        self._subject = subject
        if relayout:
            self.relayout()
        return True

    def keep_clear(self) -> list[QWidget]:
        """What a card over the panels must not cover (the line naming what was left out)."""
        return [self._left_out_line]

    # -- presenting ------------------------------------------------------------------------------
    def set_mode(self, mode: Mode) -> None:
        """Desk or presenting: the layout's mode (presenting hides the window's frame)."""
        self._view_model.update(mode=mode)
        window = self._window
        for bar in (window.menuBar(), self._toolbar, window.statusBar()):
            bar.setVisible(mode == "desk")
        for dock in self._docks.values():
            show_desk_frame(dock, mode == "desk")
        self.relayout()

    def set_banner(self, banner: QWidget | None) -> None:
        """A widget the layout keeps along the top of the panel area (the caption banner), or
        None for no banner. Call again after its text changed: its height did."""
        if self._banner is not None and self._banner is not banner:
            self._banner.hide()
        self._banner = banner
        if banner is not None and banner.parentWidget() is not self._area:
            banner.setParent(self._area)
        self.relayout()

    def restyle(self, style: Style) -> None:
        """The panel area's background and the left-out line in ``style`` (the caller lays
        out again after restyling the panels)."""
        self._area.setStyleSheet(f"#panel-area {{ background: {style.theme.background}; }}")
        self._left_out_line.setFont(style.font(0.85))
        self._left_out_line.setStyleSheet(
            f"color: {style.theme.muted}; background: {style.theme.background};"
            f" padding: {round(2 * style.scale)}px {round(6 * style.scale)}px;"
        )

    # -- the plan --------------------------------------------------------------------------------
    def _scene_shape(self) -> SceneShape:
        scene = self._document.scene
        return SceneShape(len(scene.queries), len(scene.keys))

    def _relayout_if_shape_changed(self, *_args) -> None:
        shape = self._scene_shape()
        if shape != self._shape:
            self._shape = shape
            self.relayout()

    def _layout_request(self) -> LayoutRequest:
        """What the policy is asked: the work area (panel area and docked panels), the scale,
        the mode, the panels wanted and the scene's shape."""
        scale = self._view_model.scale
        width, height = self._area.width(), self._area.height()
        dock_widths: dict[str, float] = {}
        for name, dock in self._docks.items():
            if name in self._bottom_docks:
                continue  # the policy leaves them alone: the panel area is what they leave
            if dock.isVisible() and not dock.isFloating():
                # A dock shown takes its width from the panel area, sized yet or not: the
                # work area is both (left out, a dock not yet given the plan's width was
                # counted twice, and a wider first width left a blank strip beside it).
                width += dock.width()
                if name in self._dock_sized and not self._follows_plan(name, dock):
                    dock_widths[name] = dock.width() / scale
        banner = 0.0
        if self._banner is not None:
            # The policy gives the banner at most a third of the panel area's height.
            banner = self._banner.fit(self._area.width(), height) / scale
        return LayoutRequest(
            size=Size(width, height),
            scale=scale,
            mode=self._view_model.mode,  # type: ignore[arg-type]
            wanted=self._view_model.panels,
            shape=self._scene_shape(),
            rules=self._rules_with_dock_minimums(scale),
            banner_height=banner,
            dock_widths=dock_widths,
            window=Size(self._window.width(), self._window.height()),
            subject=self._subject,
        )

    def _rules_with_dock_minimums(self, scale: float) -> tuple[PanelRule, ...]:
        """The registry's rules, a dock's least width raised to what its widgets need in the
        language shown: Qt never makes a dock narrower than that, and a plan that did would
        put the dock over the caption and the charts beside it."""
        rules = []
        for rule in self._registry.rules():
            dock = self._docks.get(rule.name)
            if dock is not None:
                if isinstance(dock, LazyPanelDock) and rule.name in self._view_model.panels:
                    dock.built_panel()  # wanted: measured with its panel, built now if not yet
                least = dock.minimumSizeHint().width() / scale
                if least > rule.min_width:
                    rule = replace(rule, min_width=least)
            # A line of numbers across the window (the formula) asks for the lines its text
            # takes at full size at this width (twelve keys' lists wrap), within a share of the
            # height: in two lines' height it shrank to 60% (7 px glyphs at a 1024 desk).
            panel = self._panels.get(rule.name)
            if rule.region is Region.BOTTOM and hasattr(panel, "height_for_width"):
                wanted = panel.height_for_width(self._area.width()) / scale
                share = self._area.height() / scale * _BOTTOM_LINE_SHARE[self._view_model.mode]
                least = min(wanted, max(rule.min_height, share))
                if least > rule.min_height:
                    rule = replace(rule, min_height=least)
            rules.append(rule)
        return tuple(rules)

    def relayout(self) -> None:
        """Ask the layout policy for a plan and apply it (app/shell/layout_apply.py)."""
        if self._area.width() <= 1 or self._area.height() <= 1:
            return
        request = self._layout_request()
        plan = plan_layout(request)
        scale = self._view_model.scale
        if plan.banner is not None and self._banner is not None:
            # The banner was fitted to the panel area's width; a dock the plan places beside
            # it (the Code panel, before the user sizes it) leaves it narrower, and a narrower
            # caption needs more lines: fit it to its real width and plan again.
            width = round(plan.banner.width * scale)
            if width != self._area.width():
                banner = self._banner.fit(width, self._area.height()) / scale
                if banner != request.banner_height:
                    plan = plan_layout(replace(request, banner_height=banner))
        self.plan = plan
        placed = {n: w for n, w in self._panels.items() if n not in self._docks}
        beside = {n: d for n, d in self._docks.items() if n not in self._bottom_docks}
        apply_plan(plan, scale, placed, beside, self._banner, self._left_out_line)
        place_bottom_docks(plan, scale, self._window, self._bottom_docks, self._view_model.panels)
        for name, dock in self._docks.items():
            rect = plan.shown.get(name)
            if rect is None or dock.isFloating():
                continue
            if name not in self._dock_sized or self._follows_plan(name, dock):
                # A dock's width is the plan's until the user drags it; then the user's drag
                # keeps its width. A dock just shown is placed by the window's own layout a
                # moment later: until it has the width asked for, each relayout (the panel
                # area shrinking as it appears is one) asks again. One the user never dragged
                # follows the plan (a window resized, a step about the code, a new scale):
                # it kept the width first planned for a 640 px window.
                width = round(rect.width * scale)
                if self._dock_planned.get(name) != width:
                    self._dock_planned[name] = width
                    self._dock_pending.add(name)
                if name not in self._dock_sized or abs(dock.width() - width) > 2:
                    self._window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
                if abs(dock.width() - width) <= 2:
                    self._dock_sized.add(name)
                    self._dock_pending.discard(name)

    def _follows_plan(self, name: str, dock: QWidget) -> bool:
        """Whether ``dock`` still has the width the plan last gave it, or is still on its way
        to it (the user never dragged it since)."""
        if name in self._dock_pending:
            return True
        planned = self._dock_planned.get(name)
        return planned is not None and abs(dock.width() - planned) <= 2

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """A dock closed or hidden by itself: the view model follows."""
        if watched in self._docks.values():
            if event.type() == QEvent.Type.Close:
                name = next(n for n, d in self._docks.items() if d is watched)
                self.set_panel_visible(name, False)
            elif event.type() == QEvent.Type.Hide:
                self._dock_sized.discard(next(n for n, d in self._docks.items() if d is watched))
        if watched in self._bottom_docks.values() and event.type() in (
            QEvent.Type.ShowToParent,
            QEvent.Type.HideToParent,
        ):
            # A bottom dock shown or hidden by itself (a lesson step opening Learn mode, or
            # leaving it; the window hidden or not): the view model follows.
            name = next(n for n, d in self._bottom_docks.items() if d is watched)
            shown = event.type() == QEvent.Type.ShowToParent
            if shown != (name in self._view_model.panels):
                self.set_panel_visible(name, shown)
        return False

    def _query_added(self, _index: int) -> None:
        # The moment Q first has two rows is when the map starts to say something: show it
        # once then; a later hide from the View menu sticks, and files keep their own panels.
        shown = self._view_model.panels
        if len(self._document.scene.queries) == 2 and "attention_map" not in shown:
            self.set_panel_visible("attention_map", True)
            # Presenting hides the menus: point at the panel picker (V) instead.
            if self._view_model.mode == "presenting":
                self._notify(translate("MainWindow", "Showing the attention map (V hides it)"))
            else:
                self._notify(
                    translate(
                        "MainWindow", "Showing the attention map (View ▸ Attention map hides it)"
                    )
                )
