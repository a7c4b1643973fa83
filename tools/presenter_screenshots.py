"""Pictures of the presenter view for the docs: the room's window (1920x1080 at 150%) and the
presenter window (1600x1000), taken from a real X screen.

    Xvfb :63 -screen 0 3520x1080x24 &
    DISPLAY=:63 KINO_CONFIG_DIR=$(mktemp -d) KINO_DATA_DIR=$(mktemp -d) \\
        .venv/bin/python tools/presenter_screenshots.py docs/

Xvfb's RandR cannot split its screen into two monitors (``xrandr --setmonitor`` is refused),
so Qt sees one 3520x1080 screen: this uses the one-screen "in a window" arrangement (Ctrl+F5)
and puts the two windows where a laptop (1600x1000, left) and a projector (1920x1080, right)
would show them. The mouse is moved over the presenter's canvas with xdotool, with the laser
pointer on, so the room's picture shows the red dot.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from app.application import create_application
from app.shell.compose import build_main_window, build_presenter

STEP_TITLE = "Saturation at d = 512"
LAPTOP = QRect(0, 0, 1600, 1000)
PROJECTOR = QRect(1600, 0, 1920, 1080)


def wait(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.02)


def main(out_dir: str) -> None:
    app = create_application()
    window = build_main_window()
    window.files.session_enabled = False
    presenter = build_presenter(window)
    window.show()
    window.lecture.open_lesson(ask=False)
    titles = [s.title for s in window.lecture.deck.steps]
    window.lecture.go_to(titles.index(STEP_TITLE), animate=False)
    presenter.action_rehearse.trigger()
    wait(0.5)
    cockpit = presenter.presenter_window
    cockpit.setGeometry(LAPTOP)
    window.setMinimumSize(1, 1)
    window.setGeometry(PROJECTOR)
    wait(1.5)
    presenter.action_laser.trigger()
    # The laser over D's dot, as a lecturer points at the key that wins.
    key = next(k for k in window.document.scene.keys if k.label == "D")
    point = cockpit.canvas.viewport().mapToGlobal(cockpit.canvas.data_to_viewport(key.x, key.y))
    subprocess.run(["xdotool", "mousemove", str(point.x() + 3), str(point.y() - 30)], check=True)
    wait(0.3)
    subprocess.run(["xdotool", "mousemove", str(point.x()), str(point.y() - 34)], check=True)
    wait(3.0)  # the next step's picture, the miniature's refresh
    root = Path(out_dir) / "presenter-screen.png"
    subprocess.run(["import", "-window", "root", str(root)], check=True)
    for name, rect in (("presenter-laptop.png", LAPTOP), ("presenter-audience.png", PROJECTOR)):
        crop = f"{rect.width()}x{rect.height()}+{rect.x()}+{rect.y()}"
        subprocess.run(
            ["convert", str(root), "-crop", crop, "+repage", str(Path(out_dir) / name)],
            check=True,
        )
    root.unlink()
    window.lecture.modified = False
    window.document.undo_stack.setClean()
    window.presentation.leave()
    window.close()
    app.quit()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs")
