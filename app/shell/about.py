"""Help ▸ About: kino's version, licence, and the versions of the stack (copyable for bug reports).

``versions_text()`` is also what a crash report lists (app/shell/crash.py), so a report and the
About box always agree.
"""

from __future__ import annotations

import platform

import numpy
import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.common.i18n import translate
from app.common.plain_text import PlainLabel, rich_label, set_tooltip
from kino_core.resources import resource_path
from kino_core.version import kino_version

LICENCE = "MIT"
# The copied report (about_text) stays English, for whoever reads the bug report; the dialog
# says the same in the user's language.
TAGLINE = "A desktop simulator that teaches attention: drag a query and keys, watch softmax."


ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)  # as tools/render_icons.py renders them


def application_icon() -> QIcon:
    """kino's icon at every rendered size (Qt picks the nearest; the SVG is only the source)."""
    icon = QIcon()
    for size in ICON_SIZES:
        path = resource_path("icons", f"kino-{size}.png")
        if path.is_file():
            icon.addFile(str(path))
    return icon


def runtime_versions() -> list[tuple[str, str]]:
    """(name, version) of kino and everything it runs on, in the order a bug report wants."""
    import pyqtgraph  # here, not at the top: pyqtgraph must find PySide6 imported first

    return [
        ("kino", kino_version()),
        ("Python", f"{platform.python_version()} ({platform.python_implementation()})"),
        ("Qt", qVersion()),
        ("PySide6", PySide6.__version__),
        ("pyqtgraph", pyqtgraph.__version__),
        ("NumPy", numpy.__version__),
        ("System", platform.platform()),
    ]


def versions_text() -> str:
    """One `name: version` line per component, plain text."""
    return "\n".join(f"{name}: {version}" for name, version in runtime_versions())


def about_text() -> str:
    """Everything the About box says, as plain text (what its Copy button copies)."""
    return f"kino {kino_version()}\n{TAGLINE}\nLicence: {LICENCE}\n\n{versions_text()}\n"


class AboutDialog(QDialog):
    """The About box: icon, name and version, licence, the stack's versions, Copy and Close."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("AboutDialog", "About kino"))
        layout = QVBoxLayout(self)

        header = QHBoxLayout()
        icon = PlainLabel()
        icon.setPixmap(QGuiApplication.windowIcon().pixmap(64, 64))
        header.addWidget(icon)
        tagline = translate(
            "AboutDialog",
            "A desktop simulator that teaches attention: drag a query and keys, watch softmax.",
        )
        licence = translate("AboutDialog", "Licence: {licence}").format(licence=LICENCE)
        # Markup kino writes itself: its version and two translated sentences.
        title = rich_label(f"<h2>kino {kino_version()}</h2><p>{tagline}</p><p>{licence}</p>")
        title.setWordWrap(True)
        header.addWidget(title, 1)
        layout.addLayout(header)

        system = translate("AboutDialog", "System")
        self.versions_label = PlainLabel(
            "\n".join(
                f"{system if name == 'System' else name}: {version}"
                for name, version in runtime_versions()
            )
        )
        self.versions_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.versions_label)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(translate("AboutDialog", "Copy"))
        set_tooltip(
            self.copy_button,
            translate("AboutDialog", "Copy kino's version and the stack's, for a bug report"),
        )
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(about_text())
        self.copy_button.setText(translate("AboutDialog", "Copied"))


def show_about(parent: QWidget) -> AboutDialog:
    """Open the About box (non-modal; one per parent, raised if already open)."""
    dialog = parent.findChild(AboutDialog, "", Qt.FindChildOption.FindDirectChildrenOnly)
    if dialog is None:
        dialog = AboutDialog(parent)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
