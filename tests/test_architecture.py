"""The app's import structure, read with ast: the architecture the README draws holds.

- No import cycle among app/ modules. Imports inside functions count (a cycle deferred is still
  a cycle to a reader), and so do imports under ``if TYPE_CHECKING:`` (a reader follows a type
  hint too); ALLOWED_CYCLES lists the ones another change is splitting.
- Only the composition root (compose.py and the App it builds, app.py) imports the window's
  module, app/shell/window.py, type hints included (WINDOW_IMPORTERS_ALLOWED lists the type
  hints not there yet); nothing outside window.py assigns attributes on the window.
- MainWindow's public names are the short list WINDOW_PUBLIC_NAMES (its signals, Qt's
  overrides and four of its own), at most WINDOW_PUBLIC_NAMES_MOST: a part the window does not
  need is the App's (its layout, style and messages parts answer the shell interface).
- No module under app/panels/ or app/controllers/ imports app.shell.window, not even for type
  hints: controllers see the window through app/common/shell_interface.py.
- The layout policy and the document have no widgets in them.
- app/shell/ and app/presenting/ modules other than compose.py (the composition root) and
  window.py neither import MainWindow nor read its own attributes: they are given the shell
  interface, the document, controllers and Qt windows (WINDOW_READERS_ALLOWED lists the ones
  not there yet).
- No module (in app/, kino_core/, tests/, bench/, tools/) uses a private name another module
  defines, or sets a private attribute on an object it does not own.
- app/'s folders are layered (LAYERS): each imports only the folders below it, type-checking
  imports included; LAYER_EXCEPTIONS lists the imports up that remain, each with its reason.
- Every signal app/ declares is connected somewhere in app/ (SIGNALS_UNHEARD_ALLOWED: the few
  that are not, each with its reason).
- QSettings is touched (imported, named) only by app/common/settings.py, where every setting is
  declared once; the rest of kino reads and writes through its ``read``/``write``.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

from tools.shell_metrics import (
    calls_fill_menus,
    declares_actions,
    fills_menus,
    modules_where,
    window_public_names,
)

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "app"


@functools.cache
def parsed(source: str) -> ast.Module:
    """``source``'s tree, parsed once per run: the checks here read the same few hundred files
    again and again (never change a tree you are given: other checks share it)."""
    return ast.parse(source)


@functools.cache
def nodes(source: str) -> tuple[ast.AST, ...]:
    """Every node of ``source``'s tree in ``ast.walk`` order, walked once per run."""
    return tuple(ast.walk(parsed(source)))


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports(path: Path, type_checking: bool) -> set[str]:
    """The modules ``path`` imports (absolute names), with or without TYPE_CHECKING blocks."""
    tree = parsed(path.read_text(encoding="utf-8"))
    package = (
        module_name(path).rsplit(".", 1)[0] if path.name != "__init__.py" else module_name(path)
    )
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node) and not type_checking:
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            for alias in node.names:
                found.add(f"{base}.{alias.name}")
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def app_graph(type_checking: bool = False) -> dict[str, set[str]]:
    modules = {module_name(p): p for p in APP.rglob("*.py")}
    graph = {}
    for name, path in modules.items():
        graph[name] = {m for m in imports(path, type_checking) if m in modules and m != name}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def walk(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt) :] + [nxt]
            if nxt not in state:
                found = walk(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = walk(node)
            if found:
                return found
    return None


#: Import cycles (type-checking imports included) that remain, each with its reason: a module
#: in one of them may import the others; no other cycle may form.
ALLOWED_CYCLES: dict[frozenset[str], str] = {}


def cyclic_groups(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected groups of two or more modules (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[frozenset[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(frozenset(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_no_import_cycle_in_app():
    assert find_cycle(app_graph()) is None, " -> ".join(find_cycle(app_graph()) or [])
    groups = cyclic_groups(app_graph(type_checking=True))
    assert [sorted(g) for g in groups if g not in ALLOWED_CYCLES] == []
    # An allowance whose cycle is gone is removed, so the list stays true.
    assert [sorted(g) for g in ALLOWED_CYCLES if g not in groups] == []


def test_the_cycle_groups_finder_finds_type_hint_cycles():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e2"}, "e2": {"e"}}
    assert sorted(sorted(g) for g in cyclic_groups(graph)) == [["a", "b", "c"], ["e", "e2"]]
    assert cyclic_groups({"a": {"b"}, "b": set()}) == []


# -- folder layering --------------------------------------------------------------------------

#: app/'s folders (and top-level modules) from the bottom up: a folder imports only folders
#: below it, type-checking imports included, so no two folders import each other.
#: common: shared helpers, the Shell Protocol, the pure layout policy, painted widgets, picture
#: export; document: the document; canvas, panels: views of the result; controllers: what the
#: user's commands do;
#: classroom: the room's answers; accessibility: screen-reader names; presenting: the presenter
#: and audience windows, the panel picker, Learn lessons (given what they drive, and the headless
#: renderer as a Protocol); render: headless pictures, movies, handouts and the File menu's
#: exports (given the App's parts they draw, typed as Protocols); shell: the window and its
#: composition root; application: the QApplication; cli: the entry points (``kino``, its
#: ``--export`` command lines), which build kino through the composition root.
LAYERS: tuple[frozenset[str], ...] = (
    frozenset({"common"}),
    frozenset({"document"}),
    frozenset({"canvas"}),
    frozenset({"panels"}),
    frozenset({"controllers"}),
    frozenset({"classroom"}),
    frozenset({"accessibility"}),
    frozenset({"presenting"}),
    frozenset({"render"}),
    frozenset({"shell"}),
    frozenset({"application"}),
    frozenset({"cli"}),
)
#: Imports that go up a layer today, as (importing module, imported module), each with the
#: reason it cannot go yet. An import not listed that goes up fails the test; an entry that no
#: longer exists fails it too, so the list only shrinks. (Empty since the command lines left
#: app/render/ for app/cli/: render is below the composition root that builds its exports.)
LAYER_EXCEPTIONS: dict[tuple[str, str], str] = {}


def folder_of(module: str) -> str | None:
    """The folder of app/ (or top-level module) an app module is in; None for app itself."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else None


def layer_violations(
    graph: dict[str, set[str]], layers: tuple[frozenset[str], ...]
) -> list[tuple[str, str]]:
    """(importer, imported) for each import that does not go down the layers (or stay in one
    folder): imports of a higher layer, of another folder in the same layer, or of a folder
    no layer names."""
    rank = {folder: level for level, folders in enumerate(layers) for folder in folders}
    found = []
    for module, targets in sorted(graph.items()):
        here = folder_of(module)
        for target in sorted(targets):
            there = folder_of(target)
            if here is None or there is None or here == there:
                continue
            if here not in rank or there not in rank or rank[there] >= rank[here]:
                found.append((module, target))
    return found


def test_app_folders_import_only_the_layers_below_them():
    graph = app_graph(type_checking=True)
    folders = {folder_of(module) for module in graph} - {None}
    assert folders == set().union(*LAYERS), "every folder of app/ has its layer"
    violations = layer_violations(graph, LAYERS)
    new = [f"{a} -> {b}" for a, b in violations if (a, b) not in LAYER_EXCEPTIONS]
    assert new == [], "imports up the layers (move the shared part down, e.g. to app/common/)"
    stale = [f"{a} -> {b}" for a, b in LAYER_EXCEPTIONS if (a, b) not in violations]
    assert stale == [], "exceptions that no longer happen: remove them"


def test_no_two_app_folders_import_each_other_but_the_listed_ones():
    graph = app_graph(type_checking=True)
    pairs = {
        (folder_of(a), folder_of(b))
        for a, targets in graph.items()
        for b in targets
        if folder_of(a) and folder_of(b) and folder_of(a) != folder_of(b)
    }
    mutual = {tuple(sorted(pair)) for pair in pairs if pair[::-1] in pairs}
    allowed = {tuple(sorted((folder_of(a), folder_of(b)))) for a, b in LAYER_EXCEPTIONS}
    assert mutual <= allowed


def test_the_layer_checker_finds_imports_up_and_across():
    graph = {
        "app.common.a": set(),
        "app.panels.b": {"app.common.a", "app.shell.c"},
        "app.shell.c": {"app.panels.b", "app.shell.d"},
        "app.shell.d": set(),
        "app.extra.e": {"app.common.a"},
    }
    layers = (frozenset({"common"}), frozenset({"panels"}), frozenset({"shell"}))
    assert layer_violations(graph, layers) == [
        ("app.extra.e", "app.common.a"),
        ("app.panels.b", "app.shell.c"),
    ]
    assert layer_violations(graph, (frozenset({"common"}), frozenset({"panels", "shell"}))) == [
        ("app.extra.e", "app.common.a"),
        ("app.panels.b", "app.shell.c"),
        ("app.shell.c", "app.panels.b"),
    ]


def test_panels_and_controllers_never_import_the_main_window():
    offenders = []
    for folder in ("panels", "controllers"):
        for path in (APP / folder).rglob("*.py"):
            if any(m.startswith("app.shell.window") for m in imports(path, type_checking=True)):
                offenders.append(module_name(path))
    assert offenders == []


# -- the window's module and the window's attributes belong to the composition root --------------

#: The composition root: it builds the window and keeps it in the App.
COMPOSITION_ROOT = frozenset({"app.shell.compose", "app.shell.app"})
#: Modules that still import app/shell/window.py for a type hint, each with its reason.
WINDOW_IMPORTERS_ALLOWED: dict[str, str] = {}


def test_only_the_composition_root_imports_the_windows_module():
    importers = sorted(
        name
        for name, targets in app_graph(type_checking=True).items()
        if "app.shell.window" in targets or any(t.startswith("app.shell.window.") for t in targets)
    )
    assert [m for m in importers if m not in COMPOSITION_ROOT | set(WINDOW_IMPORTERS_ALLOWED)] == []
    assert [m for m in WINDOW_IMPORTERS_ALLOWED if m not in importers] == [], "stale: remove"


#: What code calls the main window when it sets an attribute on it.
WINDOW_HOLDERS = ("window", "win", "self.window")


def window_assignments(source: str) -> list[tuple[int, str]]:
    """(line, "window.x") for each attribute assigned (``=``, ``+=``, annotated, in a tuple)
    on a name that holds the main window (``window``, ``win``, ``self.window``)."""
    found = []
    for node in nodes(source):
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        else:
            continue
        stack = list(targets)
        while stack:
            target = stack.pop()
            if isinstance(target, (ast.Tuple, ast.List)):
                stack.extend(target.elts)
            elif isinstance(target, ast.Starred):
                stack.append(target.value)
            elif isinstance(target, ast.Attribute) and ast.unparse(target.value) in WINDOW_HOLDERS:
                found.append((node.lineno, ast.unparse(target)))
    return sorted(found)


def test_no_module_assigns_attributes_on_the_window_from_outside():
    """The window's attributes are the window's own: the composition root keeps the parts it
    builds in the App (app/shell/app.py), not on the window."""
    offenders = [
        f"{path.relative_to(ROOT)}:{line}: {target}"
        for path in sorted(APP.rglob("*.py"))
        if path != APP / "shell" / "window.py"
        for line, target in window_assignments(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_the_window_assignment_finder_finds_every_form():
    source = (
        "window.files = files\n"
        "win.a, (b, self.window.c) = 1, (2, 3)\n"
        "self.window.count += 1\n"
        "window.typed: int = 1\n"
        "other.files = files\n"
        "self.windows.x = 1\n"
        "window = make()\n"
    )
    assert window_assignments(source) == [
        (1, "window.files"),
        (2, "self.window.c"),
        (2, "win.a"),
        (3, "self.window.count"),
        (4, "window.typed"),
    ]


# -- shell modules see the window through the shell interface -------------------------------------

#: The composition root builds the window (into the App, app.py) and window.py is it: they alone
#: read its own attributes.
WINDOW_OWNERS = frozenset({"compose.py", "app.py", "window.py"})
#: Shell modules still reading the window's own attributes, each with the reason it cannot go yet.
WINDOW_READERS_ALLOWED: dict[str, str] = {}
#: What code calls the main window (``window.x``, ``self.window.x``, ``self.main.x``).
WINDOW_NAMES = frozenset({"window", "main", "win"})


def window_internals() -> set[str]:
    """What MainWindow has that neither QMainWindow nor the shell interface has: the methods and
    attributes window.py gives it."""
    from PySide6.QtWidgets import QMainWindow

    names: set[str] = set()
    window_tree = parsed((APP / "shell" / "window.py").read_text(encoding="utf-8"))
    main_window = next(
        node
        for node in window_tree.body
        if isinstance(node, ast.ClassDef) and node.name == "MainWindow"
    )
    for node in ast.walk(main_window):
        if isinstance(node, ast.FunctionDef):
            names.add(node.name)
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store)
            and isinstance(node.value, ast.Name)
            and node.value.id == "self"
        ):
            names.add(node.attr)
    interface = parsed((APP / "common" / "shell_interface.py").read_text(encoding="utf-8"))
    shell = {node.name for node in ast.walk(interface) if isinstance(node, ast.FunctionDef)}
    return {n for n in names - shell - set(dir(QMainWindow)) if not n.startswith("__")}


def window_reads(source: str, internals: set[str]) -> list[tuple[int, str]]:
    """(line, "window.x") for each read of a window-only attribute through a name the code
    gives the main window (``window.lecture``, ``self.main.turning``)."""
    found = []
    for node in nodes(source):
        if not isinstance(node, ast.Attribute) or node.attr not in internals:
            continue
        base = node.value
        named = (isinstance(base, ast.Name) and base.id in WINDOW_NAMES) or (
            isinstance(base, ast.Attribute)
            and base.attr in WINDOW_NAMES
            and isinstance(base.value, ast.Name)
            and base.value.id == "self"
        )
        if named:
            found.append((node.lineno, ast.unparse(node)))
    return found


def test_shell_modules_see_the_window_through_the_shell_interface():
    """Besides the composition root and the window itself, app/shell/ and app/presenting/
    modules are given what they drive (the shell interface, the document, controllers, a Qt
    window): they neither import MainWindow, not even for type hints, nor read its own
    attributes."""
    internals = window_internals()
    assert {"show_deck", "set_close_question", "_update_title"} <= internals
    assert not internals & {"notify", "ui_style", "centralWidget", "screen"}
    offenders = []
    for path in sorted([*(APP / "shell").glob("*.py"), *(APP / "presenting").glob("*.py")]):
        if path.parent.name == "shell" and (
            path.name in WINDOW_OWNERS or path.name in WINDOW_READERS_ALLOWED
        ):
            continue
        if any(m.startswith("app.shell.window") for m in imports(path, type_checking=True)):
            offenders.append(f"{path.name}: imports app.shell.window")
        source = path.read_text(encoding="utf-8")
        offenders += [
            f"{path.name}:{line}: {read}" for line, read in window_reads(source, internals)
        ]
    assert offenders == []
    # An allowance whose module no longer reads the window is removed, so the list stays true.
    stale = [
        name
        for name in WINDOW_READERS_ALLOWED
        if not window_reads((APP / "shell" / name).read_text(encoding="utf-8"), internals)
        and not any(
            m.startswith("app.shell.window")
            for m in imports(APP / "shell" / name, type_checking=True)
        )
    ]
    assert stale == []


#: Every public name of MainWindow (what its class body defines or its code sets on ``self``):
#: a window's own, the way napari's Window has a handful. A new one fails the test: give the
#: App the part (app/shell/app.py: its layout, style and messages parts hold what the window
#: once did) or a controller the job, or keep it private; a name added here says why the
#: window itself needs it.
WINDOW_PUBLIC_NAMES: frozenset[str] = frozenset(
    {
        # Its signals: a file dropped on it, the close confirmed.
        "file_dropped",
        "closing",
        # Qt's overrides: drops and the close.
        "dragEnterEvent",
        "dropEvent",
        "closeEvent",
        # The window's own: full screen (the shell interface's, handed on by WindowShell),
        # its title's deck, what it asks before it closes.
        "set_full_screen",
        "is_full_screen",
        "show_deck",
        "set_close_question",
    }
)
#: The most public names the window may have (napari's Window has 7): the list above may
#: change, but not grow past this.
WINDOW_PUBLIC_NAMES_MOST = 12


def public_methods(path: Path, class_name: str) -> set[str]:
    """The public names ``class_name`` in ``path`` defines in its body (methods, properties)."""
    tree = parsed(path.read_text(encoding="utf-8"))
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == class_name)
    return {
        n.name for n in cls.body if isinstance(n, ast.FunctionDef) and not n.name.startswith("_")
    }


def test_the_windows_public_names_are_the_listed_few():
    names = set(window_public_names(ROOT))
    assert sorted(names - WINDOW_PUBLIC_NAMES) == [], "new public names on the window"
    assert sorted(WINDOW_PUBLIC_NAMES - names) == [], "gone from the window: remove them here"
    assert len(names) <= WINDOW_PUBLIC_NAMES_MOST, "the window's surface grew past its ceiling"


def test_the_shell_interface_is_answered_by_the_apps_parts():
    """The shell interface is all there on WindowShell (what controllers are given, made of
    the App's parts) and on the tests' FakeShell, and neither adds a method controllers
    cannot ask for."""
    interface = public_methods(APP / "common" / "shell_interface.py", "Shell")
    assert {"notify", "relayout", "ui_style", "set_full_screen"} <= interface
    assert public_methods(APP / "shell" / "interface.py", "WindowShell") == interface
    fake = public_methods(ROOT / "tests" / "fake_shell.py", "FakeShell")
    # FakeShell keeps view_state, known_panels and ui_style as plain attributes.
    assert fake == interface - {"view_state", "known_panels", "ui_style"}


def test_the_window_read_finder_finds_reads_through_the_windows_names():
    source = (
        "a = window.lecture\n"
        "b = self.window.presentation.active\n"
        "c = self.main.turning.action_play\n"
        "ok = self.lecture\n"
        "also_ok = window.ui_style\n"
        "other = step.lecture\n"
    )
    internals = {"lecture", "presentation", "turning"}
    assert window_reads(source, internals) == [
        (1, "window.lecture"),
        (2, "self.window.presentation"),
        (3, "self.main.turning"),
    ]


def test_the_layout_policy_and_the_document_have_no_widgets():
    for name in ("app/common/layout.py", "app/document.py", "app/common/shell_interface.py"):
        found = imports(ROOT / name, type_checking=False)
        assert not [m for m in found if m.startswith("PySide6.QtWidgets")], name
    assert not [m for m in imports(APP / "common" / "layout.py", False) if "PySide6" in m]


def test_the_cycle_finder_finds_a_cycle():
    """The checker itself: a graph with a loop is reported, one without is not."""
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None


def test_the_file_format_takes_its_panels_from_the_registry():
    """One source per concept: kino_core keeps no list of panels (it checks the names the
    app's registry hands it), and the app's themes are what files may name."""
    import kino_core.files.view_state as view_state
    from app.common.theme import THEMES
    from app.panels.registry import PANELS
    from kino_core.files.view_state import THEME_NAMES

    assert not hasattr(view_state, "PANEL_NAMES") and not hasattr(view_state, "DEFAULT_PANELS")
    for path in sorted((ROOT / "kino_core").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for name in ("attention_map", "saturation", "formula", "scores"):
            assert f'"{name}"' not in text, f"{path.name} names the panel {name}"
    catalog = PANELS.catalog()
    # Every panel but those no file names (Learn mode: in_files=False).
    assert PANELS.not_in_files() == {"learn"}
    assert sorted(catalog.names) == sorted(set(PANELS.names()) - PANELS.not_in_files())
    assert catalog.defaults == PANELS.defaults() - PANELS.not_in_files()
    assert tuple(THEMES) == THEME_NAMES


#: kino_core's readers and writers of files that name panels, and the position of their
#: ``known_panels`` argument.
PANEL_FILE_FUNCTIONS = {
    "parse_snapshot": 2,
    "load_snapshot": 1,
    "save_snapshot": 2,
    "snapshot_to_json": 1,
    "parse_deck": 2,
    "load_deck": 1,
    "save_deck": 2,
    "deck_to_json": 1,
    "load_lesson": 2,
    "parse_recording": 2,
    "load_recording": 1,
    "save_recording": 2,
    "recording_to_json": 1,
    "load_preset": 1,
}


def test_the_app_reads_and_writes_files_with_its_panels():
    """Every file the app reads or writes names its panels with the registry's catalog: a
    call without ``known_panels`` would drop a panel the app added, or not check the names."""
    missing = []
    for path in sorted(APP.rglob("*.py")):
        for node in nodes(path.read_text(encoding="utf-8")):
            if not isinstance(node, ast.Call):
                continue
            # Called by name, as imported from kino_core (files.load_preset is the app's own).
            name = node.func.id if isinstance(node.func, ast.Name) else None
            if name not in PANEL_FILE_FUNCTIONS:
                continue
            passed = len(node.args) > PANEL_FILE_FUNCTIONS[name] or any(
                k.arg == "known_panels" for k in node.keywords
            )
            if not passed:
                missing.append(f"{path.relative_to(ROOT)}:{node.lineno} {name}")
    assert missing == []


# -- no module reaches into another's private names --------------------------------------------

#: Where the project's Python lives: every file here is checked, and defines private names.
SCANNED = ("app", "kino_core", "tests", "bench", "tools")
OWN = frozenset({"self", "cls"})

#: (file, reach) allowed to stay, each with the reason it cannot go yet.
# pytest's own item, not a kino module: pytest 9.2 has no public way to give xdist its group
# (tests/conftest.py, pytest-xdist issue 1386).
PRIVATE_REACH_ALLOWED: frozenset[tuple[str, str]] = frozenset({("tests/conftest.py", "item._id")})


def project_files() -> list[Path]:
    files = [ROOT / "main.py"]
    for folder in SCANNED:
        files += sorted((ROOT / folder).rglob("*.py"))
    return [path for path in files if path.exists()]


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


@functools.cache
def private_definitions(source: str) -> frozenset[str]:
    """The single-underscore names a module defines: functions, methods and classes, names it
    binds or imports, and attributes it sets on ``self`` or ``cls``."""
    found: set[str] = set()
    for node in nodes(source):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            found.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            found.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            if isinstance(node.value, ast.Name) and node.value.id in OWN:
                found.add(node.attr)
        elif isinstance(node, ast.alias):
            found.add(node.asname or node.name)
    return frozenset(name for name in found if _private(name))


def private_reaches(source: str, elsewhere: set[str]) -> list[tuple[int, str]]:
    """(line, what) for each use of a private name that another module defines and this one
    does not (``window._scene``, ``from x import _helper``), and each private attribute set on
    an object other than ``self`` that this module does not define (``canvas._pool = {}``).

    A module may use its own private names on any object (``other._key`` in a class's own
    mergeWith); names no module here defines (a library's ``axis._tickLevels``) are the
    library's business."""
    own = private_definitions(source)
    found = []
    for node in nodes(source):
        if isinstance(node, ast.ImportFrom) and node.module != "__future__":
            found += [
                (node.lineno, f"import {alias.name}")
                for alias in node.names
                if _private(alias.name) and alias.name in elsewhere
            ]
        if not isinstance(node, ast.Attribute) or not _private(node.attr):
            continue
        if isinstance(node.value, ast.Name) and node.value.id in OWN:
            continue
        if node.attr in own:
            continue
        if node.attr in elsewhere or isinstance(node.ctx, ast.Store):
            found.append((node.lineno, ast.unparse(node)))
    return sorted(found)


def test_no_module_reaches_into_another_modules_private_names():
    sources = {path: path.read_text(encoding="utf-8") for path in project_files()}
    defined = {path: private_definitions(source) for path, source in sources.items()}
    found = []
    for path, source in sources.items():
        elsewhere = set().union(*(names for other, names in defined.items() if other != path))
        file = path.relative_to(ROOT).as_posix()
        found += [(file, line, reach) for line, reach in private_reaches(source, elsewhere)]
    reaches = [
        f"{file}:{line}: {reach}"
        for file, line, reach in found
        if (file, reach) not in PRIVATE_REACH_ALLOWED
    ]
    assert not reaches, "add a public read-out or method instead of reaching in:\n" + "\n".join(
        reaches
    )
    # An allowance whose reach is gone is removed from the list, so the list stays the truth.
    stale = PRIVATE_REACH_ALLOWED - {(file, reach) for file, _, reach in found}
    assert not stale, stale


def test_the_reach_finder_finds_reads_writes_and_imports():
    source = (
        "from app.canvas import _helper, public\n"
        "x = window._scene\n"
        "self.window.canvas._labels.clear()\n"
        "dialog._set_colour('#000000')\n"
        "panel._pool = None\n"
        "ok = window.canvas.label_texts()\n"
        "also_ok = window.__class__\n"
        "mine = other._merge_key\n"
        "library = axis._tickLevels\n"
        "deep = window.output._layout()\n"
        "self._merge_key = 1\n"
    )
    elsewhere = {"_helper", "_scene", "_labels", "_set_colour", "_layout", "_merge_key"}
    assert private_reaches(source, elsewhere) == [
        (1, "import _helper"),
        (2, "window._scene"),
        (3, "self.window.canvas._labels"),
        (4, "dialog._set_colour"),
        (5, "panel._pool"),
        (10, "window.output._layout"),
    ]
    assert "_merge_key" in private_definitions(source)
    assert "_tickLevels" not in private_definitions(source)


SETTINGS_MODULE = APP / "common" / "settings.py"


def settings_touches(source: str) -> list[tuple[int, str]]:
    """(line, what) for each QSettings named or imported, and each import of the raw store
    ``app.common.settings.settings``, in ``source``."""
    found = []
    for node in nodes(source):
        named = getattr(node, "id", None) or getattr(node, "attr", None)
        if isinstance(node, (ast.Name, ast.Attribute)) and named == "QSettings":
            found.append((node.lineno, "QSettings"))
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if alias.name == "QSettings":
                    found.append((node.lineno, "import QSettings"))
                elif node.module == "app.common.settings" and alias.name == "settings":
                    found.append((node.lineno, "import settings"))
    return sorted(found)


def test_only_the_settings_module_touches_qsettings():
    sources = [ROOT / "main.py"]
    for folder in ("app", "kino_core", "tools", "bench"):
        sources.extend((ROOT / folder).rglob("*.py"))
    found = [
        (str(path.relative_to(ROOT)), line, what)
        for path in sources
        if path != SETTINGS_MODULE
        for line, what in settings_touches(path.read_text(encoding="utf-8"))
    ]
    assert not found, found


def test_the_settings_finder_finds_qsettings_and_the_raw_store():
    source = (
        "from PySide6.QtCore import QSettings, Qt\n"
        "store = QtCore.QSettings('x.ini')\n"
        "from app.common.settings import settings, read\n"
        "value = read(LANGUAGE)\n"
    )
    assert settings_touches(source) == [
        (1, "import QSettings"),
        (2, "QSettings"),
        (3, "import settings"),
    ]


def test_set_weightings_takes_the_view_states_str_in_every_panel():
    """One type for one word: each panel's set_weightings takes "both" or "unscaled"."""
    found = {}
    for path in APP.rglob("*.py"):
        for node in nodes(path.read_text(encoding="utf-8")):
            if isinstance(node, ast.FunctionDef) and node.name == "set_weightings":
                found[str(path.relative_to(ROOT))] = ast.unparse(node.args.args[1].annotation)
    assert len(found) >= 6 and set(found.values()) == {"str"}, found


# -- key sequences live in the action table --------------------------------------------------

#: The action table, by menu: each module of the package declares one menu's entries.
ACTION_PACKAGE = "app/common/actions/"
#: Its one loop: builds, fills and re-translates every entry.
ACTION_TABLE = "app/common/actions/table.py"
#: File ▸ Open Recent, filled with the recent files each time it opens (a submenu's ``fill``).
OPEN_RECENT = "app/common/actions/file.py"


def in_the_action_table(name: str) -> bool:
    return name.startswith(ACTION_PACKAGE)


# Modules that name keys without declaring them, with how many source lines do (a new key in
# one of them, or in any other module, fails: declare it as an entry of the action table).
KEYS_OUTSIDE_THE_TABLE_ALLOWED = {
    # The panels' own keys (F4 for the code panel, L for Learn mode): part of the panel spec,
    # which each panel declares in its own module (issue 26); the table's View ▸ panel family
    # makes them the View menu's keys.
    "app/panels/code/dock.py": 1,
    "app/panels/learn/dock.py": 1,
    # Hidden windows take no keys: it switches keys off, it declares none.
    "app/render/headless.py": 1,
    # Reads the keys to list them (NativeText), declares none.
    "app/shell/shortcuts_window.py": 2,
}


def key_lines(source: str) -> set[int]:
    """The lines of ``source`` that name a key binding: QKeySequence or QShortcut (used, not
    imported), setShortcut(s), a ``shortcut=`` keyword, a window_action call with keys."""
    lines: set[int] = set()
    for node in nodes(source):
        names_a_key = (isinstance(node, ast.Name) and node.id in ("QKeySequence", "QShortcut")) or (
            isinstance(node, ast.Attribute) and node.attr in ("setShortcut", "setShortcuts")
        )
        if names_a_key:
            lines.add(node.lineno)
        elif isinstance(node, ast.keyword) and node.arg == "shortcut":
            lines.add(node.value.lineno)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "window_action"
            and (len(node.args) >= 4 or any(k.arg == "keys" for k in node.keywords))
        ):
            lines.add(node.lineno)
    return lines


def test_key_sequences_are_declared_only_in_the_action_table():
    found = {}
    for path in sorted(APP.rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        count = len(key_lines(path.read_text(encoding="utf-8")))
        if count and not in_the_action_table(name):
            found[name] = count
    assert found == KEYS_OUTSIDE_THE_TABLE_ALLOWED, (
        "declare keys as entries of app/common/actions/ (or, when a module moves its "
        "keys there, lower its number in KEYS_OUTSIDE_THE_TABLE_ALLOWED)"
    )


def test_the_key_finder_finds_every_way_of_naming_a_key():
    source = (
        "from PySide6.QtGui import QKeySequence, QShortcut\n"
        "a.setShortcut(QKeySequence('A'))\n"
        "QShortcut(k, w)\n"
        "QAction('x', w, shortcut=k)\n"
        "window_action(w, 't', f, ('Ctrl+R',))\n"
        "window_action(w, 't', f)\n"
        "b.setShortcuts(keys)\n"
    )
    assert key_lines(source) == {2, 3, 4, 5, 7}


def test_actions_are_declared_only_in_the_action_table():
    """A ``QAction`` made, an ``ActionSpec`` written or a menu entry added with a text: only
    the action table (app/common/actions/, one module per menu) does that
    (tools/shell_metrics.py's finder), context menus included (their entries are table
    entries too, built by its ``context_menu``)."""
    found = modules_where(ROOT, declares_actions)
    assert found and all(in_the_action_table(name) for name in found), found
    assert ACTION_TABLE in found  # the loop makes the QActions


def test_menus_are_filled_only_by_the_action_tables_loop():
    """The menu bar's menus get entries from ``fill_menus`` alone (and Open Recent its files
    as it opens, from its File entry's ``fill``), and menus.py is the one module that hands it
    what to put there (the table's ``context_menu`` fills right-click menus with it too)."""
    assert modules_where(ROOT, fills_menus) == [OPEN_RECENT, ACTION_TABLE]
    assert modules_where(ROOT, calls_fill_menus) == [ACTION_TABLE, "app/shell/menus.py"]


def test_the_action_finders_find_declarations_and_menu_filling():
    assert declares_actions(ast.parse("QAction(w)"))
    assert declares_actions(ast.parse("menu.addAction(translate('C', 'Save'), f)"))
    assert not declares_actions(ast.parse("menu.addAction(action)"))
    assert fills_menus(ast.parse("def f(w):\n    w.menus['File'].addAction(a)"))
    assert not fills_menus(ast.parse("def f():\n    menu = QMenu()\n    menu.addAction(a)"))
    assert calls_fill_menus(ast.parse("fill_menus(bar, items, ('File',))"))


# -- every signal has a listener ----------------------------------------------------------------

#: Signals app/ declares that nothing in app/ connects, each with the reason.
SIGNALS_UNHEARD_ALLOWED: dict[str, str] = {
    "Announcer.announced": "what the screen reader was told, for the tests (there is no status "
    "line to show it)",
    "ViewModel.scale_changed": "the view-state model has one signal per field, as napari's "
    "evented models do; the UI scale reaches every view through the window's style_changed",
}


def declared_signals(source: str) -> list[tuple[str, str]]:
    """(class, name) for each ``name = Signal(...)`` in a class body of ``source``."""
    found = []
    for cls in nodes(source):
        if not isinstance(cls, ast.ClassDef):
            continue
        for node in cls.body:
            if (
                isinstance(node, ast.Assign)
                and isinstance(node.value, ast.Call)
                and isinstance(node.value.func, ast.Name)
                and node.value.func.id == "Signal"
            ):
                found += [(cls.name, t.id) for t in node.targets if isinstance(t, ast.Name)]
    return found


def connected_names(source: str) -> set[str]:
    """Each ``x`` of a ``….x.connect(…)`` in ``source``."""
    return {
        node.func.value.attr
        for node in nodes(source)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "connect"
        and isinstance(node.func.value, ast.Attribute)
    }


def test_every_signal_app_declares_is_connected_in_app():
    """A signal no one listens to is a promise nobody keeps: connect it where it is meant to
    be used, or remove it (a name connected anywhere in app/ counts, whatever its class)."""
    sources = [path.read_text(encoding="utf-8") for path in sorted(APP.rglob("*.py"))]
    connected = set().union(*(connected_names(source) for source in sources))
    declared = {f"{c}.{n}" for source in sources for c, n in declared_signals(source)}
    unheard = sorted(s for s in declared if s.split(".")[1] not in connected)
    assert unheard == sorted(SIGNALS_UNHEARD_ALLOWED)


def test_the_signal_finders_find_declarations_and_connections():
    source = (
        "class A(QObject):\n"
        "    done = Signal(int)\n"
        "    other = 3\n"
        "def f(a):\n"
        "    a.done.connect(print)\n"
        "    a.timer.timeout.connect(print)\n"
    )
    assert declared_signals(source) == [("A", "done")]
    assert connected_names(source) == {"done", "timeout"}
