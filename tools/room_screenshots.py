"""The README's pictures of the room answering (loopback only, offscreen):

    python tools/room_screenshots.py [OUT_DIR]      (default docs/)

- room-qr-150.png, room-qr-300.png: the projector at 1920x1080 with a question open, at UI
  scale 150% and 300% (the QR code, the short address, the count), showing the address as on
  a hall's network (a documentation address, 192.0.2.10: the server listens on 127.0.0.1);
- room-phone.png: the phone page at 390x844 (Debian's chromium, headless);
- room-reveal-winner.png, room-reveal-number.png, room-reveal-point.png: R after the room
  answered, one picture per kind of question (the answers are simulated phones on 127.0.x.y).
"""

from __future__ import annotations

import http.client
import json
import random
import shutil
import sys
import tempfile
from pathlib import Path

from offscreen_kino import ROOT  # first: it sets up Qt's offscreen platform and fresh settings

# What the projector's card shows in the pictures: an address of the documentation range
# (RFC 5737), never bound; the phones of the pictures answer on 127.0.0.1.
DOCUMENTATION_ADDRESS = "192.0.2.10"


def answer(server, i: int, value) -> None:
    """Phone i's answer, from its own loopback address."""
    source = (f"127.0.{1 + i // 250}.{2 + i % 250}", 0)
    connection = http.client.HTTPConnection(
        "127.0.0.1", server.port, timeout=5, source_address=source
    )
    body = json.dumps({"token": f"phone{i:011d}shot", "answer": value})
    connection.request("POST", f"/{server.token}/answer", body=body)
    assert connection.getresponse().status == 200
    connection.close()


def phone_screenshot(url: str, out: Path) -> None:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    profile = tempfile.mkdtemp(prefix="kino-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        f"--user-data-dir={profile}",
        "--window-size=390,844",
        "--force-device-scale-factor=2",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True},
        )
        driver.get(url)
        WebDriverWait(driver, 10).until(
            lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready")
        )
        driver.find_elements(By.CSS_SELECTOR, "#keys button")[1].click()
        WebDriverWait(driver, 10).until(lambda d: "Counted" in d.find_element(By.ID, "status").text)
        driver.save_screenshot(str(out))
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def main() -> None:
    out_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs"
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from app.application import create_application

    create_application()
    from app.shell.compose import build_app

    kino = build_app()
    kino.files.session_enabled = False
    kino.window.setMinimumSize(1, 1)
    kino.window.resize(1920, 1080)
    kino.window.show()
    lecture, classroom = kino.lecture, kino.classroom
    classroom.host_provider = lambda: "127.0.0.1"
    lecture.open_lesson(ask=False)
    titles = [step.title for step in lecture.deck.steps]

    def settle() -> None:
        for _ in range(5):
            QApplication.processEvents()

    def go(title: str, scale: float) -> None:
        kino.presentation.leave()
        lecture.go_to(titles.index(title), animate=False)
        kino.presentation.enter(full_screen=False, theme="light", scale=scale)
        kino.window.resize(1920, 1080)
        settle()

    def as_on_a_network() -> None:
        """The card as a lecturer sees it on a hall's network: the server listens on the
        loopback only (the simulated phones), and the card, for the picture alone, shows a
        documentation address (RFC 5737) in place of 127.0.0.1, which no phone can reach."""
        assert classroom.server is not None and classroom.question is not None
        url = classroom.server.url.replace("127.0.0.1", DOCUMENTATION_ADDRESS)
        classroom.card.set_question(classroom.question.wording, url)
        classroom.restyle(kino.style.ui_style)  # planned again for the new address

    rng = random.Random(3)
    for scale in (1.5, 3.0):
        go("Four keys: turn the query", scale)
        assert classroom.open_question()
        as_on_a_network()
        for i in range(37):
            answer(classroom.server, i, rng.choice(["A", "B", "B", "B", "C", "C"]))
        settle()
        kino.window.grab().save(str(out_dir / f"room-qr-{round(scale * 100)}.png"))
        if scale == 1.5:
            phone_screenshot(classroom.server.url, out_dir / "room-phone.png")
            settle()
            QTest.keyClick(kino.window, Qt.Key.Key_R)
            settle()
            kino.window.grab().save(str(out_dir / "room-reveal-winner.png"))
        classroom.dismiss()

    go("Saturation at d = 512", 1.5)
    assert classroom.open_question()
    for i in range(41):
        answer(classroom.server, i, round(min(1.0, max(0.0, rng.gauss(0.55, 0.22))), 2))
    settle()
    QTest.keyClick(kino.window, Qt.Key.Key_R)
    settle()
    kino.window.grab().save(str(out_dir / "room-reveal-number.png"))
    classroom.dismiss()

    go("Softmax turns scores into weights", 1.5)
    assert classroom.open_question()
    for i in range(45):
        if i % 3:
            x, y = rng.gauss(-2.0, 0.6), rng.gauss(0.3, 0.7)  # toward C
        else:
            x, y = rng.uniform(-3, 3), rng.uniform(-3, 3)
        answer(classroom.server, i, [max(-3, min(3, round(x, 2))), max(-3, min(3, round(y, 2)))])
    settle()
    QTest.keyClick(kino.window, Qt.Key.Key_R)
    settle()
    kino.window.grab().save(str(out_dir / "room-reveal-point.png"))
    classroom.dismiss()
    kino.presentation.leave()
    kino.lecture.modified = False
    kino.document.mark_saved()
    kino.window.close()


if __name__ == "__main__":
    main()
