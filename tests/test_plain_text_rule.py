"""No new way for outside text to become markup (issue 30, item 2), read from the source with ast.

app/common/plain_text.py holds the display rule; everywhere else in app/:

- no QLabel is created and none subclassed directly: labels are PlainLabel (or rich_label for
  markup kino writes itself, in the modules RICH_LABELS names);
- no QMessageBox static helper (warning, critical, …: they guess the format), and QMessageBox
  is built only where its text format is set to PlainText;
- no setHtml / insertHtml / appendHtml, no RichText or AutoText format set;
- no QToolTip.showText: show_tooltip() shows the text literally;
- no setToolTip and no toolTip(): set_tooltip() stores a tooltip so Qt shows it as written and
  tooltip_text() reads it back (there is no application-wide tooltip filter to catch the rest);
  no tab or item tooltips (setTabToolTip, ToolTipRole), which Qt shows with the same guess;
- a QInputDialog's prompt goes through shown_literally() or is a translate(...) call.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "app"
RULE = APP / "common" / "plain_text.py"
# Markup kino writes from its own strings (every outside piece escaped): reviewed one by one.
RICH_LABELS = {"app/shell/about.py", "app/panels/learn/panel.py", "app/shell/crash.py"}
MESSAGE_BOXES: set[str] = set()  # none: every box kino builds is a warning_box
READS_FORMATS = {"app/render/layout_report.py"}  # compares formats, sets none
STATIC_BOXES = {"warning", "critical", "information", "question", "about", "aboutQt"}
# Tooltips set or read around set_tooltip / tooltip_text; as a call or a reference (a slot).
TOOLTIP_NAMES = {"setToolTip", "toolTip", "setTabToolTip", "ToolTipRole"}


def _name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_name(node.value)}.{node.attr}"
    return ""


def _calls_of(arg: ast.AST, names: set[str]) -> bool:
    return isinstance(arg, ast.Call) and _name(arg.func).rsplit(".", 1)[-1] in names


def violations(path: Path, root: Path = ROOT) -> list[str]:
    relative = path.relative_to(root).as_posix()
    found: list[str] = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        where = f"{relative}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.ClassDef) and any(_name(b) == "QLabel" for b in node.bases):
            found.append(f"{where} subclasses QLabel (use PlainLabel)")
        if (
            isinstance(node, ast.Attribute)
            and node.attr in ("RichText", "AutoText")
            and relative not in READS_FORMATS
        ):
            found.append(f"{where} uses Qt.TextFormat.{node.attr}")
        if isinstance(node, ast.Attribute) and node.attr in TOOLTIP_NAMES:
            found.append(f"{where} uses {node.attr} (use set_tooltip / tooltip_text)")
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        last = name.rsplit(".", 1)[-1]
        if name == "QLabel":
            found.append(f"{where} creates a QLabel (use PlainLabel)")
        elif name.startswith("QMessageBox.") and last in STATIC_BOXES:
            found.append(f"{where} calls {name} (use warning_box)")
        elif name == "QMessageBox" and relative not in MESSAGE_BOXES:
            found.append(f"{where} builds a QMessageBox (use warning_box)")
        elif last in ("setHtml", "insertHtml", "appendHtml"):
            found.append(f"{where} calls {last}")
        elif name == "QToolTip.showText":
            found.append(f"{where} calls QToolTip.showText (use show_tooltip)")
        elif last == "rich_label" and relative not in RICH_LABELS:
            found.append(f"{where} makes a rich_label outside RICH_LABELS")
        elif (
            name.startswith("QInputDialog.get")
            and len(node.args) >= 3
            and not _calls_of(node.args[2], {"shown_literally", "translate"})
        ):
            found.append(f"{where}: the QInputDialog prompt is not shown_literally()")
    return found


def test_no_module_in_app_shows_outside_text_as_markup():
    found = [v for path in sorted(APP.rglob("*.py")) if path != RULE for v in violations(path)]
    assert found == []


def test_the_rule_catches_each_forbidden_path(tmp_path):
    """The checker itself: each forbidden construction in a file is named."""
    bad = tmp_path / "bad.py"
    bad.write_text(
        "class A(QLabel): pass\n"
        "QLabel('x')\n"
        "QMessageBox.warning(None, 't', m)\n"
        "QMessageBox()\n"
        "edit.setHtml(t)\n"
        "QToolTip.showText(p, t, w)\n"
        "label.setTextFormat(Qt.TextFormat.RichText)\n"
        "rich_label(t)\n"
        "QInputDialog.getText(w, 't', prompt)\n"
        "button.setToolTip(t)\n"
        "spoken(button.toolTip())\n"
        "name_changed.connect(button.setToolTip)\n"
        "tabs.setTabToolTip(0, t)\n"
        "item.setData(t, Qt.ItemDataRole.ToolTipRole)\n"
    )
    found = violations(bad, root=tmp_path)
    assert len(found) == 14, found
