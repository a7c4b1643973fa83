"""The Code panel proper: the editor, Run / Stop polling the sandbox, Apply / Reset, the status
line, and what the run printed compared with kino's own weights.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextOption,
    QTextTableFormat,
)
from PySide6.QtWidgets import (
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStyle,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.common import formatting
from app.common.actions.table import build_actions
from app.common.flow_layout import FlowLayout
from app.common.formatting import fmt, label_prefix
from app.common.i18n import translate
from app.common.plain_text import PlainLabel, set_tooltip
from app.common.theme import Style, readable_text_on
from app.document import Document
from app.panels.code import protection_texts
from app.panels.code.comments import say
from app.panels.code.editor import EDITOR_FONT_FACTOR, CodeEditor
from app.panels.code.highlighter import syntax_colors
from kino_core import Scene, evaluate
from kino_core.codegen import ArraysError, arrays_to_scene, compare_weights, scene_code
from kino_core.sandbox import Protection, RunResult, SandboxRun, expected_protection

POLL_MS = 40  # how often a running program is checked: well under the 100 ms a user notices
SCENE_ARRAYS = ("q", "Q", "K", "V")


def _seconds(duration: float) -> str:
    return f"{fmt(duration, 2)} s" if duration >= 0.1 else f"{fmt(duration * 1000, 0)} ms"


def _first_status(protection: Protection) -> str:
    """The first line the panel shows. "Nothing can break" only where it holds: where files,
    network and processes are all protected (Protection.complete; not on macOS or an older
    Linux kernel, where the protection line says what is not)."""
    if protection.complete:
        return translate(
            "CodePanel",
            "Edit the code, then Run (Ctrl+Enter). It runs in a separate Python: nothing can "
            "break.",
        )
    return translate(
        "CodePanel",
        "Edit the code, then Run (Ctrl+Enter). It runs in a separate Python, stopped after a "
        "few seconds, but on this system not fully confined (the line above says what is not "
        "protected): run only code you trust.",
    )


class CodeSplitter(QSplitter):
    """The editor above the output, sharing the height 3 : 1 at every size until the user
    drags the handle (then the user's split is kept). QSplitter shares only later growth by
    its stretch factors: a dock first laid out small (a 4K window before its UI scale is
    applied) kept its editor at a third of the height and the output's blank box below."""

    CODE_SHARE = 0.75

    def __init__(self, orientation: Qt.Orientation) -> None:
        super().__init__(orientation)
        self.user_split = False
        self.splitterMoved.connect(self._moved)

    def _moved(self, *_args) -> None:
        self.user_split = True

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self.user_split or self.count() != 2:
            return
        total = sum(self.sizes())
        below = self.widget(1)
        layout = below.layout()
        # The least height of the lower part at its width (its labels wrap): its plain
        # minimum size hint is worked out at the labels' narrowest and took half the dock at
        # 300%, leaving the code five lines.
        least = (
            layout.minimumHeightForWidth(below.width())
            if layout is not None and layout.hasHeightForWidth()
            else -1
        )
        if least < 0:
            least = below.minimumSizeHint().height()
        elif below.minimumHeight() != least:
            below.setMinimumHeight(least)  # what the splitter holds it to, instead
        lower = max(round(total * (1 - self.CODE_SHARE)), least)
        if total > lower:
            self.setSizes([total - lower, lower])


class CodePanel(QWidget):
    """Editor, Run / Stop / Apply / Reset, the status line, and what the run printed.

    Reads the scene from the document and changes it only through ``document.replace_scene``
    (one undo step). ``timeout_s`` and ``memory_mb`` are the sandbox limits of the next run.
    """

    def __init__(self, document: Document, style: Style, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("code-panel")
        self.document = document
        self.ui_style = style
        self.timeout_s = 3.0
        self.memory_mb = 512
        self.last_result: RunResult | None = None
        self.comparison: tuple[bool, str] | None = None
        self.kino_weights: np.ndarray | None = None
        self._run: SandboxRun | None = None
        self._run_source = ""
        self._generated = ""
        self._scene_pending = False
        self._status_kind = "idle"
        self._status_words: Callable[[], str] | None = None
        self._compared_with = ""
        self._compared_keys: list[str] = []
        self._compared_queries: list[str] = []

        # Every fixed text is set by _retranslate (apply_style, below).
        self.editor = CodeEditor(style)
        self.run_button = QPushButton()
        self.stop_button = QPushButton()
        self.apply_button = QPushButton()
        self.reset_button = QPushButton()
        # What the sandbox protects on this system, said before anything runs (kino_core).
        self.protection = expected_protection()
        self.protection_label = PlainLabel()
        self.protection_label.setWordWrap(True)
        self.protection_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        self.status_label = PlainLabel()
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        self.output = QTextEdit()
        self.output.setReadOnly(True)
        self.output.setUndoRedoEnabled(False)
        self.output.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
        self.output.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)

        # The buttons wrap onto a second line rather than make the dock wider than the room
        # the layout policy gave it (German's "Ausführen · Anhalten · Übernehmen ·
        # Zurücksetzen" at 200%).
        buttons = FlowLayout(spacing=6)
        for button in (self.run_button, self.stop_button, self.apply_button, self.reset_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            buttons.addWidget(button)
        self._buttons = buttons

        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.setSpacing(4)
        lower_layout.addWidget(self.protection_label)
        lower_layout.addWidget(self.status_label)
        lower_layout.addWidget(self.output, 1)

        self.splitter = CodeSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.editor)
        self.splitter.addWidget(lower)
        # The code gets most of the height: at step 16 (1280x720 at 150%) the output's size
        # hint, a blank box until Run, took 60% of it and left ten lines of code in sight.
        # Its own hint is ignored; the splitter shares the height 3 : 1.
        self.output.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.output.setMinimumHeight(self.output.fontMetrics().lineSpacing() * 3)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        layout.addLayout(buttons)
        layout.addWidget(self.splitter, 1)

        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self._poll)

        self.run_button.clicked.connect(self.run)
        self.stop_button.clicked.connect(self.stop)
        self.apply_button.clicked.connect(self.apply_to_canvas)
        self.reset_button.clicked.connect(self.reset_code)
        self.editor.run_requested.connect(self.run)
        self.editor.escape_pressed.connect(self.stop)
        self.editor.textChanged.connect(self._text_edited)
        # Ctrl+Return runs the code while the focus is inside the panel (the action table's).
        self.run_action = build_actions(self, "code_panel", self)["code.run"]
        document.changed.connect(self._scene_changed)

        self._load_scene_code(undoable=False)
        self._set_status("idle", lambda: _first_status(self.protection))
        self._update_buttons()
        self.apply_style(style)

    # -- state ---------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._run is not None

    def printed_so_far(self) -> str:
        """What the running code has printed to stdout so far; "" when none runs.
        A read-out for tests."""
        return "" if self._run is None else self._run.stdout_so_far()

    @property
    def edited(self) -> bool:
        """Whether the student changed the code since it was generated from the scene."""
        return self.editor.toPlainText() != self._generated

    def status_text(self) -> str:
        """The status line's text as shown. A read-out for tests."""
        return self.status_label.text()

    # -- style ---------------------------------------------------------------------------------
    def _retranslate(self) -> None:
        """Every fixed text in the current language (apply_style calls it: View ▸ Language
        restyles the window)."""
        self.run_button.setText(translate("CodePanel", "▶ Run"))
        set_tooltip(
            self.run_button,
            translate(
                "CodePanel",
                "Run the code in a separate Python (Ctrl+Enter). It is stopped after a few "
                "seconds.",
            ),
        )
        self.stop_button.setText(translate("CodePanel", "■ Stop"))
        set_tooltip(
            self.stop_button,
            translate("CodePanel", "Stop the running code now (Esc in the editor)."),
        )
        # One name at every width: the lesson's captions and notes say "press Run, then Apply",
        # and a button that read "Apply to canvas" when wide would not be the one they name.
        self.apply_button.setText(translate("CodePanel", "Apply"))
        set_tooltip(
            self.apply_button,
            translate(
                "CodePanel",
                "Load the q (or Q), K, V (and d, seed, ids) that the last run left into the "
                "scene.\nOne undo step: Ctrl+Z on the canvas takes it back.",
            ),
        )
        set_tooltip(
            self.reset_button,
            translate(
                "CodePanel",
                "Reset to the current scene: replace the code with code for what the canvas "
                "shows.\nYour edits are not lost: Ctrl+Z in the editor brings them back.",
            ),
        )
        set_tooltip(
            self.status_label, translate("CodePanel", "What happened when the code last ran.")
        )
        set_tooltip(
            self.output,
            translate(
                "CodePanel",
                "What the last run printed (stdout), its error messages (stderr) and traceback,"
                "\nand, when it left an array named weights, kino's weights beside it.",
            ),
        )
        self.output.setPlaceholderText(translate("CodePanel", "What the code prints appears here."))
        if self._status_words is not None:
            self.status_label.setText(self._status_words())
        # Untouched code's comments follow the language (the code stays the same); edited code
        # is the student's and keeps every word.
        if not self.edited and not self.running:
            self._load_scene_code(undoable=False)

    def apply_style(self, style: Style) -> None:
        self._retranslate()
        self.ui_style = style
        theme = style.theme
        self.setFont(style.font())
        # Set on each widget: under a style sheet a parent's new font does not reach children
        # that were already polished, and lecture mode changes the scale at run time.
        for widget in (
            self.run_button,
            self.stop_button,
            self.apply_button,
            self.reset_button,
            self.status_label,
            self.protection_label,
        ):
            widget.setFont(style.font())
        self.editor.apply_style(style)
        self.output.setFont(style.font(EDITOR_FONT_FACTOR, mono=True))
        # Two lines at the font shown (set at construction, the least followed the 100% font):
        # at 300% three lines and the wrapped status took half the dock from the code.
        self.output.setMinimumHeight(self.output.fontMetrics().lineSpacing() * 2)
        self.output.setStyleSheet(
            f"QTextEdit {{ background: {theme.panel}; color: {theme.text};"
            f" border: 1px solid {theme.grid};"
            f" selection-background-color: {theme.accent};"
            f" selection-color: {readable_text_on(theme.accent)}; }}"
        )
        self.setStyleSheet(
            f"QWidget#code-panel {{ background: {theme.background}; }}"
            f" QWidget#code-panel QLabel {{ color: {theme.text}; }}"
            f" QSplitter::handle {{ background: {theme.grid}; }}"
        )
        self._restyle_status()
        self._show_protection(self.protection)
        self._fit_button_texts()
        if self.last_result is not None:
            self._show_output(self.last_result)

    # Long and short texts of the buttons that have both: a narrow dock (a 1024-pixel screen,
    # a large UI scale) gets the short ones rather than clipped ones.
    @staticmethod
    def _button_texts() -> dict[str, tuple[str, str]]:
        return {
            "reset_button": (
                translate("CodePanel", "Reset to scene"),
                translate("CodePanel", "Reset"),
            ),
        }

    def _fit_button_texts(self) -> None:
        margins = self.layout().contentsMargins()
        needed = margins.left() + margins.right()
        for name in ("run_button", "stop_button", "apply_button", "reset_button"):
            button = getattr(self, name)
            long_text, short_text = self._button_texts().get(name, (button.text(), button.text()))
            metrics = button.fontMetrics()
            padding = 2 * button.style().pixelMetric(QStyle.PixelMetric.PM_ButtonMargin) + 4
            # The style would keep every button at least 80 px wide; the text alone is enough,
            # and on a 1024-pixel screen those pixels belong to the canvas.
            button.setMinimumWidth(metrics.horizontalAdvance(short_text) + padding)
            needed += metrics.horizontalAdvance(long_text) + padding + self._buttons.spacing()
        long = self.width() >= needed
        for name, (long_text, short_text) in self._button_texts().items():
            button = getattr(self, name)
            button.setText(long_text if long else short_text)
            # At least as wide as the text it shows: the layout takes the room a long text
            # needs from the buttons the style keeps wider than their short texts.
            padding = 2 * button.style().pixelMetric(QStyle.PixelMetric.PM_ButtonMargin) + 4
            button.setMinimumWidth(button.fontMetrics().horizontalAdvance(button.text()) + padding)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_button_texts()

    def _restyle_status(self) -> None:
        theme = self.ui_style.theme
        colour = {
            "ok": theme.text,
            "idle": theme.muted,
            "running": theme.text,
            "problem": syntax_colors(theme)["error_mark"],
        }[self._status_kind]
        self.status_label.setStyleSheet(f"QLabel {{ color: {colour}; padding: 2px 0; }}")

    def _show_protection(self, protection: Protection) -> None:
        self.protection = protection
        if protection.complete:
            promise = translate(
                "CodePanel",
                "NumPy that computes what kino shows for this scene. Edit anything, then Run\n"
                "(Ctrl+Enter). The code runs in a separate Python: nothing it does can harm kino.",
            )
        else:
            promise = translate(
                "CodePanel",
                "NumPy that computes what kino shows for this scene. Edit anything, then Run\n"
                "(Ctrl+Enter). The code runs in a separate Python, but on this system it is not\n"
                "fully confined: the line below the editor says what is not protected.",
            )
        set_tooltip(self.editor, promise)
        self.protection_label.setText(protection_texts.status_line(protection))
        set_tooltip(self.protection_label, protection_texts.explanation(protection))
        theme = self.ui_style.theme
        colour = theme.muted if protection.complete else syntax_colors(theme)["error_mark"]
        self.protection_label.setStyleSheet(f"QLabel {{ color: {colour}; }}")

    def _set_status(self, kind: str, text: str | Callable[[], str]) -> None:
        """Show ``text``; a fixed message is given as a function, so that it follows the
        language (a run's own message is kino_core's and stays as it was said)."""
        self._status_words = text if callable(text) else None
        self.status_label.setText(text() if callable(text) else text)
        if kind != self._status_kind:  # a style sheet is parsed again on every change
            self._status_kind = kind
            self._restyle_status()

    def _update_buttons(self) -> None:
        running = self.running
        self.run_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        arrays = self.last_result.arrays if self.last_result is not None else {}
        self.apply_button.setEnabled(not running and any(n in arrays for n in SCENE_ARRAYS))
        self.editor.claim_escape = running

    # -- the code ------------------------------------------------------------------------------
    def _load_scene_code(self, undoable: bool) -> None:
        code = scene_code(self.document.scene, say=say)
        self._generated = code
        if self.editor.toPlainText() == code:
            return
        scroll = self.editor.verticalScrollBar().value()
        if undoable:
            # One edit of the editor's own document, so Ctrl+Z in the editor restores the
            # student's version: nothing typed is ever lost to Reset.
            cursor = QTextCursor(self.editor.document())
            cursor.beginEditBlock()
            cursor.select(QTextCursor.SelectionType.Document)
            cursor.insertText(code)
            cursor.endEditBlock()
            cursor.movePosition(QTextCursor.MoveOperation.Start)
            self.editor.setTextCursor(cursor)
        else:
            self.editor.setPlainText(code)
        self.editor.verticalScrollBar().setValue(scroll)

    def reset_code(self) -> None:
        """Replace the code with code for the current scene (undoable in the editor)."""
        was_edited = self.edited
        self._load_scene_code(undoable=True)
        self.editor.set_error_line(None)
        if was_edited:
            self._set_status(
                "idle",
                lambda: translate(
                    "CodePanel",
                    "Reset to the current scene. Ctrl+Z in the editor brings your edits back.",
                ),
            )
        else:
            self._set_status(
                "idle", lambda: translate("CodePanel", "The code shows the current scene.")
            )

    def _scene_changed(self, *_args) -> None:
        # Untouched code follows the canvas, so opening the panel later or dragging a key shows
        # this scene's numbers; edited code is the student's and stays as it is.
        if self.edited:
            return
        if self.running or not self.isVisible():
            self._scene_pending = True
            return
        self._load_scene_code(undoable=False)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self._scene_pending and not self.running:
            self._scene_pending = False
            if not self.edited:
                self._load_scene_code(undoable=False)

    def _text_edited(self) -> None:
        if self.editor.error_line is not None:
            self.editor.set_error_line(None, jump=False)

    # -- running -------------------------------------------------------------------------------
    def run(self) -> None:
        """Start the code in the sandbox; the timer polls it. A second Run waits for the first."""
        if self.running:
            self._set_status(
                "running",
                lambda: translate("CodePanel", "The code is still running: Stop (or Esc) ends it."),
            )
            return
        self._run_source = self.editor.toPlainText()
        self.editor.set_error_line(None, jump=False)
        run = SandboxRun(self._run_source, timeout_s=self.timeout_s, memory_mb=self.memory_mb)
        self._run = run
        run.start()
        self._set_status("running", lambda: translate("CodePanel", "Running… Stop or Esc ends it."))
        self._update_buttons()
        self.timer.start()
        self._poll()

    def _poll(self) -> None:
        run = self._run
        if run is None:
            self.timer.stop()
            return
        result = run.poll()
        if result is None:
            self._set_status(
                "running",
                translate("CodePanel", "Running… {seconds} s. Stop or Esc ends it.").format(
                    # The clock past the limit is the kill's latency: never more than the limit.
                    seconds=fmt(min(run.elapsed_s, self.timeout_s), 1)
                ),
            )
            return
        self._finish(result)

    def stop(self) -> None:
        """Kill the running code now (nothing happens when nothing runs)."""
        run = self._run
        if run is None:
            return
        self._finish(run.stop())

    def _finish(self, result: RunResult) -> None:
        self.timer.stop()
        self._run = None
        self.last_result = result
        self.comparison, self.kino_weights, self._compared_with = None, None, ""
        if "weights" in result.arrays:
            self._compare(result)
        text = result.message
        if result.status not in ("ok", "stopped", "timeout"):
            text += f" ({_seconds(result.duration_s)})"
        self._set_status("ok" if result.ok else "problem", ("✓ " if result.ok else "✗ ") + text)
        if result.protection is not None and result.protection != self.protection:
            self._show_protection(result.protection)  # what the run found, not what was expected
        self._show_output(result)
        if result.error_line is not None and self.editor.toPlainText() == self._run_source:
            self.editor.set_error_line(result.error_line)
            self.editor.setFocus()
        self._update_buttons()
        if self._scene_pending:
            self._scene_changed()

    def _compare(self, result: RunResult) -> None:
        """Compare the code's weights with kino's for the scene the code describes, if it
        describes one (so an edited K is compared with kino's maths on that K), else for the
        scene on the canvas."""
        try:
            scene: Scene = arrays_to_scene(result.arrays, self.document.scene)
            self._compared_with = translate(
                "CodePanel", "kino's weights are for the q, K, V and d your code left."
            )
        except ArraysError as error:
            scene = self.document.scene
            self._compared_with = translate(
                "CodePanel", "kino's weights are for the scene on the canvas ({error})."
            ).format(error=error)
        reference = evaluate(scene)
        self.comparison = compare_weights(result.arrays, reference)
        self.kino_weights = reference.weights_scaled
        self._compared_keys = [k.label for k in scene.keys]
        self._compared_queries = [q.label for q in scene.queries]

    # -- the output pane -----------------------------------------------------------------------
    def _show_output(self, result: RunResult) -> None:
        theme = self.ui_style.theme
        problem = QColor(syntax_colors(theme)["error_mark"])
        self.output.clear()
        cursor = QTextCursor(self.output.document())
        heading = QTextCharFormat()
        heading.setFontWeight(QFont.Weight.Bold)
        heading.setForeground(QColor(theme.text))
        plain = QTextCharFormat()
        plain.setForeground(QColor(theme.text))
        bad = QTextCharFormat()
        bad.setForeground(problem)
        first = True

        def section(title: str) -> None:
            nonlocal first
            if not first:
                cursor.insertBlock()
                cursor.insertBlock()
            first = False
            cursor.insertText(title, heading)
            cursor.insertBlock()

        if self.comparison is not None:
            agree, message = self.comparison
            section(translate("CodePanel", "Weights (scaled by 1/√d): yours and kino's"))
            self._insert_weights_table(cursor, result.arrays["weights"], plain)
            cursor.insertText(("✓ " if agree else "✗ ") + message, plain if agree else bad)
            cursor.insertBlock()
            cursor.insertText(self._compared_with, plain)
        if result.stdout:
            section(translate("CodePanel", "Printed (stdout)"))
            cursor.insertText(result.stdout.rstrip("\n"), plain)
        if result.stderr:
            section(translate("CodePanel", "Messages (stderr)"))
            cursor.insertText(result.stderr.rstrip("\n"), bad)
        if result.traceback:
            section(translate("CodePanel", "Traceback"))
            cursor.insertText(result.traceback.rstrip("\n"), bad)
        if result.skipped_arrays:
            section(translate("CodePanel", "Arrays not sent back"))
            notes = (f"{name}: {why}" for name, why in sorted(result.skipped_arrays.items()))
            cursor.insertText("\n".join(notes), plain)
        if first:
            cursor.insertText(translate("CodePanel", "(The code printed nothing.)"), plain)
        self.output.moveCursor(QTextCursor.MoveOperation.Start)

    def _insert_weights_table(self, cursor: QTextCursor, theirs, fmt: QTextCharFormat) -> None:
        ours = self.kino_weights
        assert ours is not None
        keys = self._compared_keys
        theirs = np.asarray(theirs)
        if theirs.dtype.kind in "iuf" and theirs.ndim == 1 and ours.shape[0] == 1:
            theirs = theirs.reshape(1, -1)
        rows: list[tuple[str, list[str]]] = []
        many = ours.shape[0] > 1
        same = theirs.dtype.kind in "iuf" and theirs.shape == ours.shape
        for i, label in enumerate(self._compared_queries):
            prefix = label_prefix(label) if many else ""
            if same:
                yours = translate("CodePanel", "yours")
                rows.append((f"{prefix}{yours}", [formatting.fmt(float(w), 4) for w in theirs[i]]))
            kinos = translate("CodePanel", "kino's")
            rows.append((f"{prefix}{kinos}", [formatting.fmt(float(w), 4) for w in ours[i]]))
        table_format = QTextTableFormat()
        table_format.setCellPadding(2)
        table_format.setCellSpacing(0)
        table_format.setBorder(0)
        table = cursor.insertTable(len(rows) + 1, len(keys) + 1, table_format)
        unbroken = QTextBlockFormat()
        unbroken.setNonBreakableLines(True)  # "0.6508" split over two lines reads as two numbers

        def put(row: int, column: int, text: str) -> None:
            cell = table.cellAt(row, column).firstCursorPosition()
            cell.setBlockFormat(unbroken)
            cell.insertText(text, fmt)

        for column, label in enumerate(keys, start=1):
            put(0, column, label)
        for row, (name, values) in enumerate(rows, start=1):
            put(row, 0, name)
            for column, value in enumerate(values, start=1):
                put(row, column, value)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        if not same:
            shown = np.array2string(theirs, precision=4, suppress_small=True, threshold=200)
            cursor.insertText(translate("CodePanel", "yours: {array}").format(array=shown), fmt)
            cursor.insertBlock()

    # -- back to the canvas ----------------------------------------------------------------------
    def apply_to_canvas(self) -> bool:
        """Load the last run's q/Q, K, V (d, seed, ids) into the scene as one undo step.

        Returns True if the scene changed. Invalid arrays leave the scene as it was and the
        status says which array is wrong and why.
        """
        result = self.last_result
        if result is None or self.running:
            return False
        try:
            scene = arrays_to_scene(result.arrays, self.document.scene)
        except ArraysError as error:
            self._set_status(
                "problem",
                translate("CodePanel", "✗ Not applied: {error} The canvas is unchanged.").format(
                    error=error
                ),
            )
            return False
        if scene == self.document.scene:
            self._set_status(
                "ok",
                lambda: translate(
                    "CodePanel", "The canvas already shows these arrays: nothing to change."
                ),
            )
            return False
        self.document.replace_scene(scene, translate("CodePanel", "apply the code to the canvas"))
        self._set_status(
            "ok",
            lambda: translate(
                "CodePanel",
                "✓ Applied the code's arrays to the canvas. Ctrl+Z on the canvas undoes it.",
            ),
        )
        return True

    # -- hiding ---------------------------------------------------------------------------------
    def hideEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # A non-spontaneous hide is the panel closing or the window closing (its children are
        # hidden with it); a minimised window hides spontaneously and keeps running.
        if not event.spontaneous() and self.running:
            self.stop()
        super().hideEvent(event)
