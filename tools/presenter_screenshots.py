"""Pictures of the presenter view for the docs: the room's window on the projector (1920x1080,
at presenting's 150%) and the presenter window on the laptop (1600x1000), presenting with two
screens.

    .venv/bin/python tools/presenter_screenshots.py docs/

Xvfb cannot split its screen into two monitors (``xrandr --setmonitor`` is refused, and two X
screens are two desktops with the same name), so this runs on Qt's offscreen platform with two
virtual screens, a laptop (primary, left) and a projector (right): the same two-screen
arrangement F5 makes in a lecture hall, painted by the same raster engine as on an X screen.
The laser pointer is on, and a mouse move over the presenter's canvas puts its dot on D in the
room's picture.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

STEP_TITLE = "Saturation at d = 512"
SCREENS = {
    "screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": 1600, "height": 1000,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "projector", "x": 1600, "y": 0, "width": 1920, "height": 1080,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
    ]
}  # fmt: skip


def main(out_dir: str) -> None:
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    from app.application import create_application
    from app.shell.compose import build_app, build_presenter

    def wait(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            QApplication.processEvents()
            time.sleep(0.02)

    app = create_application()
    kino = build_app()
    kino.files.session_enabled = False
    presenter = build_presenter(kino)
    kino.window.resize(1400, 900)
    kino.window.show()
    kino.lecture.open_lesson(ask=False)
    titles = [s.title for s in kino.lecture.deck.steps]
    kino.lecture.go_to(titles.index(STEP_TITLE), animate=False)
    wait(0.5)
    kino.presentation.action_present.trigger()  # F5: two screens
    wait(1.5)
    assert presenter.arrangement == "two screens", presenter.arrangement
    cockpit = presenter.presenter_window
    presenter.action_laser.trigger()
    # The laser over D's dot, as a lecturer points at the key that wins.
    key = next(k for k in kino.document.scene.keys if k.label == "D")
    viewport = cockpit.canvas.viewport()
    point = QPointF(cockpit.canvas.data_to_viewport(key.x, key.y)) + QPointF(0, -34)
    move = QMouseEvent(
        QEvent.Type.MouseMove,
        point,
        viewport.mapToGlobal(point),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, move)
    # Maximised, the window's inside is the screen less a frame the offscreen platform
    # invents (1596x996): the picture is the laptop's whole screen, as the docs say.
    cockpit.showNormal()
    cockpit.setGeometry(cockpit.screen().geometry())
    wait(3.0)  # the next step's picture, the miniature's refresh
    assert cockpit.size().toTuple() == (1600, 1000), cockpit.size()
    cockpit.grab().save(str(Path(out_dir) / "presenter-laptop.png"))
    kino.window.grab().save(str(Path(out_dir) / "presenter-audience.png"))
    kino.lecture.modified = False
    kino.document.undo_stack.setClean()
    kino.presentation.leave()
    kino.window.close()
    app.quit()


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "docs"
    if "configfile" not in os.environ.get("QT_QPA_PLATFORM", ""):
        # The platform is chosen when the application starts: run again with two screens.
        with tempfile.TemporaryDirectory() as folder:
            config = Path(folder) / "screens.json"
            config.write_text(json.dumps(SCREENS), encoding="utf-8")
            env = dict(
                os.environ,
                QT_QPA_PLATFORM=f"offscreen:configfile={config}",
                KINO_CONFIG_DIR=str(Path(folder) / "config"),
                KINO_DATA_DIR=str(Path(folder) / "data"),
            )
            sys.exit(
                subprocess.run([sys.executable, __file__, out], env=env, check=False).returncode
            )
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    main(out)
