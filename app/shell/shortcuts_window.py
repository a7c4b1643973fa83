"""The Keyboard shortcuts window (F1 or ?), made from the window's actions when it opens.

Nothing here lists a key binding: every row is read from a live ``QAction`` (every key of
kino is an entry of the action table, app/common/action_table.py) at the moment the window
opens, so it shows what the keys do now (presenting adds Right and Space to Next step, for
instance) and cannot go stale when someone changes a binding. What can only be described, not
read, are the keys a widget handles itself (the canvas's Tab and arrows, the editor's Esc):
``WIDGET_KEYS`` lists those, next to the code that handles them.

Rows are grouped by the action table's group of the action, or by a ``kino_group`` property
when an action made elsewhere sets one, or by the menu that holds the action (File and
Presets: files; Edit: canvas; Lesson: lecture; View and Help: view), or by where it lives
(inside the code panel: code panel).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHeaderView,
    QLineEdit,
    QMainWindow,
    QMenu,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.common.action_table import GROUP_PROPERTY, build_actions, spec_of
from app.common.i18n import on_language_change, translate
from app.common.plain_text import PlainLabel

# Group ids in display order, with their titles.
GROUPS = ("canvas", "files", "lecture", "code", "view", "other")


def group_title(group: str) -> str:
    return {
        "canvas": translate("ShortcutsWindow", "Canvas and scene"),
        "files": translate("ShortcutsWindow", "Files and presets"),
        "lecture": translate("ShortcutsWindow", "Lecture and presenting"),
        "code": translate("ShortcutsWindow", "Code panel"),
        "view": translate("ShortcutsWindow", "View"),
        "other": translate("ShortcutsWindow", "Other"),
    }[group]


# Top-level menu (its title without &) -> group.
MENU_GROUPS = {
    "File": "files",
    "Presets": "files",
    "Edit": "canvas",
    "Lesson": "lecture",
    "View": "view",
    "Help": "view",
}


def widget_keys() -> list[tuple[str, str, str]]:
    """(group, what it does, keys) for keys that widgets handle in keyPressEvent, where no
    action exists to read them from (app/canvas/view.py CanvasView.keyPressEvent and the code
    editor's keyPressEvent)."""
    return [
        (
            "canvas",
            translate("ShortcutsWindow", "Select the next / previous vector"),
            translate("ShortcutsWindow", "Tab, Shift+Tab"),
        ),
        (
            "canvas",
            translate("ShortcutsWindow", "Move the selected vector by 0.1"),
            translate("ShortcutsWindow", "Arrow keys"),
        ),
        (
            "canvas",
            translate("ShortcutsWindow", "Move the selected vector by 0.01"),
            translate("ShortcutsWindow", "Shift+Arrow keys"),
        ),
        (
            "canvas",
            translate("ShortcutsWindow", "Type exact coordinates for the selected vector"),
            translate("ShortcutsWindow", "Enter"),
        ),
        (
            "canvas",
            translate("ShortcutsWindow", "Delete the selected vector"),
            translate("ShortcutsWindow", "Delete, Backspace"),
        ),
        (
            "code",
            translate("ShortcutsWindow", "Stop the running code (in the editor)"),
            translate("ShortcutsWindow", "Esc"),
        ),
    ]


@dataclass(frozen=True)
class ShortcutRow:
    group: str
    text: str  # what it does, as the menu says it
    keys: str  # "Ctrl+Z, Ctrl+Shift+Z", in the platform's native spelling


def _keys_text(sequences: list[QKeySequence]) -> str:
    texts = [s.toString(QKeySequence.SequenceFormat.NativeText) for s in sequences]
    return ", ".join(dict.fromkeys(t for t in texts if t))


def _clean(text: str) -> str:
    """'Save &As…' -> 'Save As…' (the & marks a mnemonic; '&&' is a literal &)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


# An action in several menus (Presentation mode is in View and in Lesson) goes to the most
# specific group.
SPECIFIC_FIRST = ("lecture", "code", "files", "canvas", "view")


def _menu_group(action: QAction) -> str | None:
    found = set()
    for owner in action.associatedObjects():
        menu = owner if isinstance(owner, QMenu) else None
        # Climb to the top-level menu: a submenu's title says less than File or Lesson.
        while menu is not None and isinstance(menu.parent(), QMenu):
            menu = menu.parent()
        if menu is not None and _clean(menu.title()) in MENU_GROUPS:
            found.add(MENU_GROUPS[_clean(menu.title())])
    return next((g for g in SPECIFIC_FIRST if g in found), None)


def _inside_code_panel(obj: QObject) -> bool:
    while obj is not None:
        if obj.objectName() in ("code-panel", "code-dock"):
            return True
        obj = obj.parent()
    return False


def collect_shortcuts(window: QWidget) -> list[ShortcutRow]:
    """Every key binding the window has right now, grouped, in GROUPS order."""
    rows: list[ShortcutRow] = []
    actions = dict.fromkeys([*window.actions(), *window.findChildren(QAction)])
    for action in actions:
        keys = _keys_text(action.shortcuts())
        if not keys or action.isSeparator():
            continue
        spec = spec_of(action)
        group = (spec.group if spec else "") or action.property(GROUP_PROPERTY)
        group = group or _menu_group(action)
        if group is None:
            group = "code" if _inside_code_panel(action) else "other"
        rows.append(ShortcutRow(group, _clean(action.text()), keys))
    rows += [ShortcutRow(*row) for row in widget_keys()]
    order = {g: i for i, g in enumerate(GROUPS)}
    return sorted(rows, key=lambda r: (order.get(r.group, len(GROUPS)), r.text.casefold()))


class ShortcutsWindow(QDialog):
    """A searchable list of every key binding, grouped; rebuilt each time it is shown."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.count_label = PlainLabel()
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.count_label)
        layout.addWidget(self.tree, 1)
        self.search.textChanged.connect(self._filter)
        self.resize(640, 720)
        self.rows: list[ShortcutRow] = []
        self.retranslate()
        on_language_change(self, self._language_changed)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("ShortcutsWindow", "Keyboard shortcuts"))
        self.search.setPlaceholderText(
            translate("ShortcutsWindow", "Search: what it does or a key")
        )
        self.search.setAccessibleName(translate("ShortcutsWindow", "Search shortcuts"))
        self.tree.setAccessibleName(translate("ShortcutsWindow", "Keyboard shortcuts"))
        self.tree.setHeaderLabels(
            [translate("ShortcutsWindow", "What it does"), translate("ShortcutsWindow", "Keys")]
        )

    def _language_changed(self) -> None:
        self.retranslate()
        if self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        """Read the bindings again (what they are now) and fill the list."""
        self.rows = collect_shortcuts(self._window)
        self.tree.clear()
        groups: dict[str, QTreeWidgetItem] = {}
        for row in self.rows:
            parent = groups.get(row.group)
            if parent is None:
                parent = QTreeWidgetItem(self.tree, [group_title(row.group), ""])
                font = parent.font(0)
                font.setBold(True)
                parent.setFont(0, font)
                parent.setFlags(Qt.ItemFlag.ItemIsEnabled)
                groups[row.group] = parent
            QTreeWidgetItem(parent, [row.text, row.keys])
        self.tree.expandAll()
        self._filter(self.search.text())

    def _filter(self, text: str) -> None:
        needle = text.strip().casefold()
        total = 0
        for i in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(i)
            shown = 0
            for j in range(group.childCount()):
                item = group.child(j)
                hit = not needle or any(needle in item.text(c).casefold() for c in (0, 1))
                item.setHidden(not hit)
                shown += hit
                total += hit
            group.setHidden(shown == 0)
        # self.tr rather than our translate function: pyside6-lupdate 6.11 marks a call as a
        # plural only in the form tr(text, "", n) (with translate and a variable n it does not).
        self.count_label.setText(self.tr("%n shortcuts shown", "", total))

    def visible_rows(self) -> list[tuple[str, str, str]]:
        """(group title, what it does, keys) of the rows the search leaves, for tests."""
        out = []
        for i in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(i)
            for j in range(group.childCount()):
                item = group.child(j)
                if not group.isHidden() and not item.isHidden():
                    out.append((group.text(0), item.text(0), item.text(1)))
        return out

    def open_fresh(self) -> None:
        self.refresh()
        self.search.clear()
        self.show()
        self.raise_()
        self.activateWindow()
        self.search.setFocus()


def install_shortcuts_window(window: QMainWindow) -> tuple[ShortcutsWindow, QAction]:
    """The Keyboard shortcuts window of ``window`` and the action that opens it (F1, ?; the
    Help menu's first entry, app/shell/menus.py)."""
    dialog = ShortcutsWindow(window)
    return dialog, build_actions(window, "shortcuts", dialog)["help.shortcuts"]
