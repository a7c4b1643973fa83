"""docs/code-panel.png from the real window: tools/code_panel_screenshot.py [OUT.png].

Opens kino at 1600x1000 on preset 04 (saturation at d = 512), presses F4, clicks Run, waits for
the run to end and grabs the window. It runs on Qt's offscreen platform (no X screen needed),
with fresh settings, in English:

    .venv/bin/python tools/code_panel_screenshot.py docs/code-panel.png
"""

from __future__ import annotations

import sys

from offscreen_kino import ROOT  # first: it sets up Qt's offscreen platform and fresh settings


def main(out: str) -> None:
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from app.application import configure_pyqtgraph
    from app.shell.compose import build_app
    from kino_core.presets import load_preset

    configure_pyqtgraph()
    kino = build_app(load_preset("saturation-d512").scene)
    kino.files.session_enabled = False
    kino.window.resize(1600, 1000)
    kino.window.show()
    panel = kino.panels["code"].panel  # the Code dock's panel

    def open_and_run() -> None:
        QTest.keyClick(kino.canvas, Qt.Key.Key_F4)  # as the user opens it
        QTest.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
        QTimer.singleShot(300, wait_for_the_end)

    def wait_for_the_end() -> None:
        if panel.running:
            QTimer.singleShot(200, wait_for_the_end)
        else:
            QTimer.singleShot(500, shoot)

    def shoot() -> None:
        kino.window.grab().save(out)
        print(f"wrote {out}")
        app.quit()

    QTimer.singleShot(1000, open_and_run)
    app.exec()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "docs" / "code-panel.png"))
