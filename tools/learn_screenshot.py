"""Screenshot of Learn mode from the real window: tools/learn_screenshot.py OUT.png [PRESET] [KEY].

Opens kino on a preset (default saturation-d512), opens Learn mode, picks key KEY's value
(default 1, key B) as the target, presses Learn, waits for the run to end and grabs the whole
X screen with ImageMagick's `import`. Run it on a virtual screen, e.g.

    Xvfb :61 -screen 0 1600x1000x24 &
    DISPLAY=:61 KINO_CONFIG_DIR=$(mktemp -d) .venv/bin/python tools/learn_screenshot.py \\
        docs/learn-d512.png
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def main() -> None:
    out = sys.argv[1]
    preset = sys.argv[2] if len(sys.argv) > 2 else "saturation-d512"
    key = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    app = QApplication(sys.argv[:1])
    from app.application import configure_pyqtgraph
    from app.shell.compose import build_app
    from kino_core.presets import load_preset

    configure_pyqtgraph()
    kino = build_app(load_preset(preset).scene)
    kino.window.resize(1600, 1000)
    kino.window.show()
    panel = kino.learn_dock.panel

    def learn() -> None:
        kino.learn_dock.start(target_key=key, learn_now=True)
        # The dock takes the least height its contents allow, as a lesson step opens it: the
        # panels keep the room (a fresh dock would otherwise take half the window).
        kino.window.resizeDocks([kino.learn_dock], [1], Qt.Orientation.Vertical)
        QTimer.singleShot(200, wait_for_the_end)

    def wait_for_the_end() -> None:
        if panel.playing:
            QTimer.singleShot(200, wait_for_the_end)
        else:
            QTimer.singleShot(300, shoot)

    def shoot() -> None:
        subprocess.run(["import", "-window", "root", out], check=True)
        print(f"wrote {out}")
        app.quit()

    QTimer.singleShot(800, learn)
    app.exec()


if __name__ == "__main__":
    main()
