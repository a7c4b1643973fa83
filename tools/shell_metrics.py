"""The shell's numbers for issue 26's closing note, read with ast (no Qt import, nothing run).

    python tools/shell_metrics.py [ROOT]

prints, for the checkout at ROOT (default: this one):

- the main window's public names: what MainWindow (app/shell/window.py) defines in its class
  body (methods, signals, class attributes) or sets on ``self``, without a leading underscore;
- the distinct attributes tests read on the window (``kino.window.x``, ``window.x``,
  ``win.x``, ``self.window.x``), Qt's own included, and how many are the window's own names;
  and the App parts tests read (``kino.x`` for a field or property of App, app/shell/app.py);
- the modules that declare actions (``QAction(...)``, an ``ActionSpec(...)`` entry, or a
  menu's ``addAction``/``addMenu`` given a text, which makes a new one);
- the modules that fill the menu bar's menus (the shell's ``add_action``, or
  ``addAction``/``addMenu``/``insertAction``/``addSeparator`` on a menu the function did not
  make itself with ``QMenu(...)``: context menus do not count), and the modules that hand the
  action table's ``fill_menus`` (the one loop) what to put in them;
- the settings keys (``Setting("key", ...)``) and the modules that define them;
- the modules that re-translate (``on_language_change``, a ``LanguageChange`` event, or a
  ``retranslate`` function of their own);
- the largest file and the largest function in app/ and in kino_core/, in lines.

The definitions are this script's; the issue's "before" figures were taken by hand the same way
as far as its text says.
"""

from __future__ import annotations

import ast
import sys
from collections import Counter
from pathlib import Path

WINDOW_NAMES = frozenset({"window", "win", "main_window"})
MENU_CALLS = frozenset({"addAction", "addMenu", "insertAction", "addSeparator"})


def python_files(root: Path, folder: str) -> list[Path]:
    return sorted(p for p in (root / folder).rglob("*.py") if ".venv" not in p.parts)


def parse(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def class_named(tree: ast.Module, name: str) -> ast.ClassDef:
    return next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == name)


def class_names(cls: ast.ClassDef) -> set[str]:
    """What a class defines in its body or sets on ``self``."""
    names: set[str] = set()
    for node in cls.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    for node in ast.walk(cls):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store)
            and isinstance(node.value, ast.Name)
            and node.value.id == "self"
        ):
            names.add(node.attr)
    return names


def window_public_names(root: Path) -> list[str]:
    """MainWindow's public names (what tests/test_architecture.py pins as WINDOW_PUBLIC_NAMES:
    the one place they are computed)."""
    cls = class_named(parse(root / "app" / "shell" / "window.py"), "MainWindow")
    return sorted(n for n in class_names(cls) if not n.startswith("_"))


def app_parts(root: Path) -> set[str]:
    path = root / "app" / "shell" / "app.py"
    if not path.exists():
        return set()
    return {n for n in class_names(class_named(parse(path), "App")) if not n.startswith("_")}


def _is_window(node: ast.expr) -> bool:
    """``window``, ``win``, ``main_window`` or ``<anything>.window``."""
    return (isinstance(node, ast.Name) and node.id in WINDOW_NAMES) or (
        isinstance(node, ast.Attribute) and node.attr == "window"
    )


def test_reads(root: Path, parts: set[str]) -> tuple[Counter[str], Counter[str]]:
    """(window attributes read, App parts read) over tests/, each with how often."""
    window: Counter[str] = Counter()
    app: Counter[str] = Counter()
    for path in python_files(root, "tests"):
        for node in ast.walk(parse(path)):
            if not isinstance(node, ast.Attribute) or node.attr.startswith("__"):
                continue
            if _is_window(node.value):
                window[node.attr] += 1
            elif (
                isinstance(node.value, ast.Name) and node.value.id == "kino" and node.attr in parts
            ):
                app[node.attr] += 1
    return window, app


def _call_name(node: ast.Call) -> str | None:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _gives_text(node: ast.Call) -> bool:
    if not node.args:
        return False
    first = node.args[0]
    return (isinstance(first, ast.Constant) and isinstance(first.value, str)) or (
        isinstance(first, ast.Call) and _call_name(first) in ("translate", "tr")
    )


def declares_actions(tree: ast.Module) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = _call_name(node)
            if name in ("QAction", "ActionSpec"):
                return True
            if name in ("addAction", "addMenu") and _gives_text(node):
                return True
    return False


def _functions(tree: ast.Module) -> list[ast.AST]:
    return [tree] + [
        n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
    ]


def fills_menus(tree: ast.Module) -> bool:
    for scope in _functions(tree):
        body = scope.body if isinstance(scope, ast.Module) else [scope]
        nodes = [n for part in body for n in ast.walk(part)]
        context_menus = {
            target.id
            for n in nodes
            if isinstance(n, ast.Assign)
            and isinstance(n.value, ast.Call)
            and _call_name(n.value) == "QMenu"
            for target in n.targets
            if isinstance(target, ast.Name)
        }
        for n in nodes:
            if not isinstance(n, ast.Call):
                continue
            name = _call_name(n)
            if name == "add_action":
                return True
            if name in MENU_CALLS and isinstance(n.func, ast.Attribute):
                receiver = n.func.value
                text = ast.unparse(receiver)
                own = isinstance(receiver, ast.Name) and receiver.id in context_menus
                if "menu" in text.lower() and not own:
                    return True
    return False


def calls_fill_menus(tree: ast.Module) -> bool:
    return any(
        isinstance(node, ast.Call) and _call_name(node) == "fill_menus" for node in ast.walk(tree)
    )


def settings_keys(tree: ast.Module) -> list[str]:
    return [
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and _call_name(node) == "Setting"
        and node.args
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
    ]


def retranslates(tree: ast.Module) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _call_name(node) == "on_language_change":
            return True
        if isinstance(node, ast.Attribute) and node.attr == "LanguageChange":
            return True
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and (
            "retranslate" in node.name.lower()
        ):
            return True
    return False


def largest(root: Path, folder: str) -> tuple[tuple[int, str], tuple[int, str]]:
    """((lines, file), (lines, file:function)) of the largest file and function."""
    files = []
    functions = []
    for path in python_files(root, folder):
        text = path.read_text(encoding="utf-8")
        rel = path.relative_to(root).as_posix()
        files.append((len(text.splitlines()), rel))
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                size = node.end_lineno - node.lineno + 1
                functions.append((size, f"{rel}:{node.lineno} {node.name}"))
    return max(files), max(functions)


def modules_where(root: Path, test) -> list[str]:
    return [
        path.relative_to(root).as_posix() for path in python_files(root, "app") if test(parse(path))
    ]


def report(root: Path) -> str:
    lines = []
    names = window_public_names(root)
    lines.append(f"window public names: {len(names)}")
    lines.append("  " + ", ".join(names))
    parts = app_parts(root)
    window_reads, app_reads = test_reads(root, parts)
    own = sorted(set(window_reads) & set(names))
    lines.append(
        f"window attributes tests read: {len(window_reads)} distinct"
        f" ({sum(window_reads.values())} reads), {len(own)} of them the window's own names"
    )
    lines.append(
        "  " + ", ".join(f"{n} {c}" for n, c in sorted(window_reads.items(), key=lambda x: -x[1]))
    )
    lines.append(
        f"App parts tests read (kino.x): {len(app_reads)} distinct"
        f" ({sum(app_reads.values())} reads)"
    )
    lines.append(
        "  " + ", ".join(f"{n} {c}" for n, c in sorted(app_reads.items(), key=lambda x: -x[1]))
    )
    for title, test in (
        ("modules that declare actions", declares_actions),
        ("modules that fill the menu bar's menus", fills_menus),
        ("modules that call fill_menus", calls_fill_menus),
        ("modules that re-translate", retranslates),
    ):
        found = modules_where(root, test)
        lines.append(f"{title}: {len(found)}")
        lines.append("  " + ", ".join(found))
    keys: dict[str, list[str]] = {}
    for path in [*python_files(root, "app"), *python_files(root, "kino_core")]:
        found = settings_keys(parse(path))
        if found:
            keys[path.relative_to(root).as_posix()] = found
    total = sum(len(v) for v in keys.values())
    lines.append(f"settings keys: {total} over {len(keys)} module(s)")
    for module, found in keys.items():
        lines.append(f"  {module}: {', '.join(found)}")
    for folder in ("app", "kino_core"):
        (file_lines, file), (function_lines, function) = largest(root, folder)
        lines.append(f"largest file in {folder}/: {file} ({file_lines} lines)")
        lines.append(f"largest function in {folder}/: {function} ({function_lines} lines)")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    root = Path(argv[1]).resolve() if len(argv) > 1 else Path(__file__).resolve().parents[1]
    print(report(root))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
