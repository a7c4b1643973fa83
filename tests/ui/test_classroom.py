"""The room answers, end to end on 127.0.0.1: a real phone page in Debian's chromium (driven by
selenium through /usr/bin/chromedriver), the real window presenting, real keys (A opens, R
reveals), and assertions on what is drawn (the card's count, the reveal's bars, dots, heat).

CI installs chromium and chromium-driver (.ci/run): without them this test fails, never skips.
"""

from __future__ import annotations

import http.client
import json
import shutil
import tempfile

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from app.common.i18n import install_language
from app.shell.layout_apply import LeftOutLine
from app.shell.shortcuts_window import collect_shortcuts
from kino_core.classroom import Question
from kino_core.scene import Key, Query, Scene

# One worker runs the whole file under make test (--dist loadgroup): one chromium (the module's
# browser), not one per worker.
pytestmark = pytest.mark.xdist_group("classroom")

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
HOSTILE_LABEL = "<img src=x>"  # a key label is at most 16 characters
HOSTILE_WORDING = "Which key wins? <img src=x onerror=alert(1)>"


def room_scene() -> Scene:
    return Scene(
        queries=(Query(0, "q", 0.5, 2.5),),
        keys=(
            Key(0, "A", 2.0, 0.0, "#E69F00"),
            Key(1, "B", 0.0, 2.0, "#56B4E9"),
            Key(2, HOSTILE_LABEL, -2.0, -1.0, "#009E73"),
        ),
    )


@pytest.fixture(scope="module")
def browser():
    """One headless chromium for the module, a fresh profile, nothing fetched from outside."""
    profile = tempfile.mkdtemp(prefix="kino-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-dev-shm-usage",
        f"--user-data-dir={profile}",
        "--window-size=390,844",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(15)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture
def room(kino, qtbot):
    install_language("en")  # the English plural forms ("1 answer"), as kino starts
    kino.document.reset(room_scene())
    kino.presentation.enter(full_screen=False, theme="light", scale=1.5)
    classroom = kino.classroom
    classroom.host_provider = lambda: "127.0.0.1"  # tests never use a LAN address
    yield kino, classroom
    classroom.dismiss()
    assert classroom.server is None


def open_on_phone(qtbot, kino, classroom, browser, question: Question | None = None):
    if question is None:
        QTest.keyClick(kino.window, Qt.Key.Key_A)  # the real key, as the clicker would send it
    else:
        assert classroom.open_question(question)
    assert classroom.is_open and classroom.card.isVisible()
    browser.get(classroom.server.url)
    WebDriverWait(browser, 10).until(
        lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready")
    )


def wait_count(qtbot, classroom, count: int) -> None:
    qtbot.waitUntil(lambda: len(classroom.tally) == count, timeout=5000)
    qtbot.waitUntil(lambda: classroom.card.drawn.get("count", (None, ""))[1].startswith(str(count)))


def colour_at(widget, point) -> QColor:
    image = widget.grab().toImage()
    ratio = image.devicePixelRatio()
    return image.pixelColor(QPoint(round(point.x() * ratio), round(point.y() * ratio)))


def test_winner_counted_replaced_and_revealed(qtbot, room, browser):
    kino, classroom = room
    open_on_phone(qtbot, kino, classroom, browser)
    # The projector shows only the count: the card and a veil over every panel but the canvas.
    assert kino.presentation.answers_hidden
    qtbot.waitUntil(lambda: classroom.card.drawn.get("count", (None, ""))[1] == "0 answers")
    buttons = browser.find_elements(By.CSS_SELECTOR, "#keys button")
    assert [b.text for b in buttons] == ["A", "B", HOSTILE_LABEL]
    buttons[0].click()
    wait_count(qtbot, classroom, 1)
    assert classroom.card.drawn["count"][1] == "1 answer"
    assert classroom.card.accessibleName() == "Which key gets the most weight? 1 answer"
    buttons[1].click()  # a changed answer from the same browser replaces the first
    qtbot.waitUntil(lambda: list(classroom.tally.counts(["A", "B", HOSTILE_LABEL])) == [0, 1, 0])
    assert len(classroom.tally) == 1
    assert classroom.distribution_text() == f"A: 0  B: 1  {HOSTILE_LABEL}: 0"
    assert "Counted" in browser.find_element(By.ID, "status").text

    QTest.keyClick(kino.window, Qt.Key.Key_R)
    assert classroom.server is None  # revealing closes the question: the server is gone
    view = classroom.reveal_view
    assert view.isVisible() and not classroom.card.isVisible()
    qtbot.waitUntil(lambda: "bars" in view.drawn)
    bars = view.drawn["bars"]
    room_a, _ = bars["A"]
    room_b, weight_b = bars["B"]
    weights = kino.document.result.weights_unscaled[0]
    assert room_a.width() == 0 and room_b.width() > 80  # the whole room chose B: all the length
    assert weight_b.width() == pytest.approx(room_b.width() * weights[1], abs=1)
    assert colour_at(view, room_b.center()) == QColor("#56B4E9")  # in B's value colour
    assert colour_at(view, weight_b.center()) == QColor("#56B4E9")  # and so is B's true weight
    assert bars["A"][1].width() / weight_b.width() == pytest.approx(weights[0] / weights[1])
    assert view.drawn["summary"] == "1 answer, 100% right"
    assert len(classroom.results) == 1

    QTest.keyClick(kino.window, Qt.Key.Key_A)  # A again: the panels come back
    assert not view.isVisible()


def test_number_on_the_slider_and_its_strip_plot(qtbot, room, browser):
    kino, classroom = room
    open_on_phone(qtbot, kino, classroom, browser, Question("number", "How sure is softmax?"))
    slider = browser.find_element(By.ID, "slider")
    slider.send_keys(Keys.END, Keys.LEFT, Keys.LEFT)  # real key presses on the slider: 0.98
    assert browser.find_element(By.ID, "number-value").text == "0.98"
    browser.find_element(By.ID, "send-number").click()
    wait_count(qtbot, classroom, 1)
    assert classroom.tally.numbers().tolist() == [0.98]
    QTest.keyClick(kino.window, Qt.Key.Key_R)
    view = classroom.reveal_view
    qtbot.waitUntil(lambda: "dots" in view.drawn)
    (dot,) = view.drawn["dots"]
    truth = float(kino.document.result.weights_unscaled[0].max())
    assert view.drawn["true_text"] == f"true: {truth:.2f}"
    left_x = view.drawn["true_x"] - (view.drawn["true_x"] - dot.x()) / (truth - 0.98) * truth
    assert dot.x() > left_x  # the dot sits right of 0 on the axis, at 0.98 of its length
    assert colour_at(view, dot) == QColor(kino.style.ui_style.theme.accent)


def test_point_tapped_and_its_heatmap(qtbot, room, browser):
    kino, classroom = room
    question = Question("point", "Tap where B wins", key="B")
    open_on_phone(qtbot, kino, classroom, browser, question)
    canvas = browser.find_element(By.ID, "point")
    size = canvas.size
    # Tap near the top middle: (0, 2.4) on the canvas, where B wins.
    ActionChains(browser).move_to_element_with_offset(
        canvas, 0, -int(size["height"] * 0.4)
    ).click().perform()
    wait_count(qtbot, classroom, 1)
    ((x, y),) = classroom.tally.points().tolist()
    assert abs(x) < 0.2 and y == pytest.approx(2.4, abs=0.2)
    QTest.keyClick(kino.window, Qt.Key.Key_R)
    view = classroom.reveal_view
    qtbot.waitUntil(lambda: "density" in view.drawn)
    square = view.drawn["square"]
    tap = QPointF(
        square.left() + (x + 3) / 6 * square.width(), square.top() + (3 - y) / 6 * square.height()
    )
    panel = QColor(kino.style.ui_style.theme.panel)
    heat = colour_at(view, tap)
    assert heat.lightness() < panel.lightness() - 60  # shaded where the phone tapped
    assert colour_at(view, QPointF(square.left() + 4, square.bottom() - 4)) == panel  # not far off
    assert view.drawn["outline"].containsPoint(tap, Qt.FillRule.OddEvenFill)  # B wins there
    assert view.drawn["summary"] == "1 answer, 100% right"


def test_hostile_text_is_text_on_the_page(qtbot, room, browser):
    kino, classroom = room
    open_on_phone(qtbot, kino, classroom, browser, Question("winner", HOSTILE_WORDING))
    assert browser.find_element(By.ID, "wording").text == HOSTILE_WORDING
    assert browser.find_elements(By.TAG_NAME, "img") == []
    labels = browser.execute_script(
        "return Array.from(document.querySelectorAll('#keys button')).map(b => b.textContent)"
    )
    assert labels == ["A", "B", HOSTILE_LABEL]
    with pytest.raises(NoAlertPresentException):
        browser.switch_to.alert.text  # noqa: B018 - reading it is the check


def test_leaving_presenting_stops_the_server(qtbot, room, browser):
    kino, classroom = room
    open_on_phone(qtbot, kino, classroom, browser)
    server = classroom.server
    kino.presentation.leave()
    assert classroom.server is None and server.finished
    with pytest.raises(OSError):  # nothing listens on its port any more
        http.client.HTTPConnection("127.0.0.1", server.port, timeout=2).connect()
    # The page still open on the phone says so when it sends.
    browser.find_elements(By.CSS_SELECTOR, "#keys button")[0].click()
    WebDriverWait(browser, 10).until(
        lambda d: "cannot be reached" in d.find_element(By.ID, "status").text
    )


def post_answer(classroom, token: str, answer) -> int:
    """A phone's answer without a browser (the lecturer's side is what these tests check)."""
    connection = http.client.HTTPConnection("127.0.0.1", classroom.server.port, timeout=5)
    body = json.dumps({"token": token, "answer": answer})
    connection.request("POST", f"/{classroom.server.token}/answer", body=body)
    status = connection.getresponse().status
    connection.close()
    return status


def test_a_is_in_the_shortcuts_window(room):
    kino, _ = room
    rows = [r for r in collect_shortcuts(kino.window) if r.keys == "A"]
    assert [(r.group, r.text) for r in rows] == [
        ("lecture", "Ask the room (open or close a question)")
    ]


def test_presenter_view_shows_the_distribution_and_the_results(presenter_lesson_window, qtbot):
    install_language("en")
    kino = presenter_lesson_window
    kino.presenter.toggle_rehearsal()  # presenting, the presenter view beside the room's
    classroom = kino.classroom
    classroom.host_provider = lambda: "127.0.0.1"
    qtbot.waitUntil(lambda: kino.presenter.presenter_window is not None)
    presenter = kino.presenter.presenter_window
    button = next(b for b in presenter.findChildren(QPushButton) if b.text() == "Ask the room")
    assert button.isEnabled()
    button.click()
    assert classroom.is_open
    labels = [k.label for k in kino.document.scene.keys]
    assert post_answer(classroom, "t" * 16, labels[0]) == 200
    assert post_answer(classroom, "u" * 16, labels[0]) == 200
    panel = presenter.room_panel
    qtbot.waitUntil(lambda: panel.live.text().startswith("2 answers"))
    assert f"{labels[0]}: 2" in panel.live.text()
    assert panel.live.textFormat() == Qt.TextFormat.PlainText
    # The projector shows the count only.
    assert classroom.card.drawn["count"][1] == "2 answers"
    button.click()  # closes the question: the lecture's results list it
    assert not classroom.is_open
    assert panel.results.count() == 1
    assert panel.results.item(0).text().startswith("1. Which key gets the most weight?: 2 answers")
    csv_path = kino.files.session_path().parent / "answers.csv"
    classroom.save_results(csv_path)
    text = csv_path.read_text()
    assert "t" * 16 not in text and f",{labels[0]},2" in text


def test_a_crash_keeps_the_answers(qtbot, room, kino):
    """The journal beside the session holds every counted answer; a new kino recovers them."""
    _, classroom = room
    assert classroom.open_question(Question("number", "How sure?"))
    assert post_answer(classroom, "v" * 16, 0.25) == 200
    assert post_answer(classroom, "v" * 16, 0.75) == 200  # replaces
    assert post_answer(classroom, "w" * 16, 0.5) == 200
    qtbot.waitUntil(lambda: len(classroom.tally) == 2)
    journal = classroom.journal_dir() / "room-answers.jsonl"
    kept = journal.read_text()
    classroom.server.stop()  # the crash: the question never closed
    from app.shell.compose import build_app

    again = build_app()
    qtbot.addWidget(again.window)
    journal.write_text(kept)
    result = again.classroom.recover()
    assert result is not None and result.question.wording == "How sure?"
    assert sorted(result.tally.numbers().tolist()) == [0.5, 0.75]
    assert not journal.exists()
    classroom.server = None


def test_a_deck_step_asks_its_own_question(presenter_lesson_window, qtbot):
    kino = presenter_lesson_window
    lecture, classroom = kino.lecture, kino.classroom
    classroom.host_provider = lambda: "127.0.0.1"
    titles = [step.title for step in lecture.deck.steps]
    saturation = titles.index("Saturation at d = 512")  # the number without scaling
    lecture.go_to(saturation, animate=False)
    qtbot.waitUntil(lambda: kino.document.scene.d == 512)
    kino.presentation.enter(full_screen=False)
    QTest.keyClick(kino.window, Qt.Key.Key_A)
    assert classroom.is_open
    assert classroom.question == lecture.step.question
    assert classroom.card.wording.startswith("At d = 512 without scaling")
    assert post_answer(classroom, "x" * 16, 0.3) == 200
    qtbot.waitUntil(lambda: len(classroom.tally) == 1)
    QTest.keyClick(kino.window, Qt.Key.Key_R)
    view = classroom.reveal_view
    qtbot.waitUntil(lambda: "true_text" in view.drawn)
    assert view.drawn["true_text"] == "true: 1.00"  # saturated: the lesson's "nearly one-hot"
    lecture.go_to(saturation + 1, animate=False)  # moving on puts the panels back
    assert not view.isVisible()


def test_the_lesson_menu_edits_a_step_question(presenter_lesson_window, qtbot):
    from app.classroom.question_dialog import QuestionDialog

    kino = presenter_lesson_window
    lecture = kino.lecture
    lecture.go_to(0, animate=False)
    step = lecture.step
    assert step.question is None
    menu = [a.text() for a in kino.menus.bar["Lesson"].actions()]
    assert "The step's question for the room…" in menu
    dialog = QuestionDialog(step.question, step.scene, kino.window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.kind.setFocus()
    for _ in range(3):  # No question → winner → number → point, by the keyboard
        QTest.keyClick(dialog.kind, Qt.Key.Key_Down)
    assert dialog.key.isEnabled()
    QTest.keyClicks(dialog.wording, "Where does B win?")
    dialog.key.setFocus()
    QTest.keyClick(dialog.key, Qt.Key.Key_Down)  # A → B
    question = dialog.question()
    assert question == Question("point", "Where does B win?", "unscaled", key="B")
    lecture.set_step_question(question)
    assert lecture.deck.steps[0].question == question and lecture.modified


@pytest.mark.parametrize("scale", [1.5, 3.0])
def test_the_card_fits_and_its_code_scans_at_projector_scales(qtbot, room, scale):
    """At 150% and 300% on a 1080p projector: the card sits below the caption banner inside
    the window, its parts do not overlap, and QR modules are at least MIN_MODULE_PX."""
    from app.classroom.views import MIN_MODULE_PX

    kino, classroom = room
    kino.presentation.leave()
    kino.presentation.enter(full_screen=False, theme="light", scale=scale)
    kino.window.setMinimumSize(1, 1)
    kino.window.resize(1920, 1080)
    qtbot.waitUntil(lambda: kino.window.size().width() == 1920)
    assert classroom.open_question(Question("winner", "Which key gets the most weight here?"))
    card = classroom.card
    qtbot.waitUntil(lambda: "count" in card.drawn)
    parent = kino.presentation.shell.overlay_parent()
    assert parent.rect().contains(card.geometry())
    banner = kino.presentation.banner
    if banner.isVisible():
        assert card.geometry().top() >= banner.mapTo(parent, banner.rect().bottomLeft()).y()
    assert card.module >= MIN_MODULE_PX
    parts = [card.planned[name] for name in ("wording", "qr", "address", "count")]
    for i, first in enumerate(parts):
        assert QRectF(card.rect()).contains(first)
        for second in parts[i + 1 :]:
            assert not first.intersects(second)
    qr = card.drawn["qr"]
    assert colour_at(card, qr.topLeft() + QPointF(2, 2)) == QColor("#FFFFFF")  # quiet zone
    finder = qr.topLeft() + QPointF(4.5 * card.module, 4.5 * card.module)
    assert colour_at(card, finder) == QColor("#000000")  # the finder pattern's corner


def test_no_network_is_one_sentence_and_no_server(room, monkeypatch):
    kino, classroom = room
    said: list[str] = []
    monkeypatch.setattr(kino.messages, "notify", said.append)
    classroom.host_provider = lambda: None  # no LAN address: no network
    QTest.keyClick(kino.window, Qt.Key.Key_A)
    assert not classroom.is_open and not classroom.card.isVisible()
    assert said[-1].startswith("No network:") and said[-1].count(".") == 1
    classroom.host_provider = lambda: "192.0.2.7"  # an address this machine does not have
    QTest.keyClick(kino.window, Qt.Key.Key_A)
    assert not classroom.is_open
    assert said[-1].startswith("The room cannot be asked: no address to listen on")


def test_the_phone_page_on_a_narrow_dark_german_phone(qtbot, room, browser):
    kino, classroom = room
    install_language("de")
    try:
        assert classroom.open_question(Question("winner", "Welcher Schlüssel gewinnt?"))
    finally:
        install_language("en")
    browser.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-color-scheme", "value": "dark"}]},
    )
    browser.execute_cdp_cmd(  # a 390 x 844 phone (headless windows are at least 500 wide)
        "Emulation.setDeviceMetricsOverride",
        {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True},
    )
    try:
        browser.get(classroom.server.url)
        WebDriverWait(browser, 10).until(
            lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready")
        )
        assert browser.find_element(By.ID, "hint").text == (
            "Tippen Sie auf den Schlüssel, den Sie vorhersagen."
        )
        assert browser.execute_script("return document.documentElement.lang") == "de"
        background = browser.execute_script(
            "return getComputedStyle(document.body).backgroundColor"
        )
        assert background == "rgb(17, 19, 22)"  # the dark scheme
        width = browser.execute_script("return window.innerWidth")
        scroll = browser.execute_script("return document.documentElement.scrollWidth")
        assert width == 390 and scroll <= width  # nothing wider than the phone
        buttons = browser.find_elements(By.CSS_SELECTOR, "#keys button")
        assert all(b.size["height"] >= 44 for b in buttons)  # a thumb's target
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_answers_still_queued_when_r_closes_are_counted(qtbot, room):
    """An answer the server accepted a moment before R is in the queue to the GUI thread:
    closing the question counts it rather than dropping it."""
    import threading

    from kino_core.classroom import Answer

    kino, classroom = room
    assert classroom.open_question(Question("winner", "?"))
    sender = threading.Thread(
        target=lambda: [classroom.answered.emit(f"{i:016d}", Answer("B")) for i in range(50)]
    )
    sender.start()
    sender.join()  # 50 answers queued, none delivered yet: no event loop has run
    assert len(classroom.tally) == 0
    QTest.keyClick(kino.window, Qt.Key.Key_R)
    assert classroom.server is None
    assert len(classroom.results[-1].tally) == 50
    qtbot.waitUntil(lambda: "bars" in classroom.reveal_view.drawn)
    assert classroom.reveal_view.drawn["summary"].startswith("50 answers")


def test_the_revealed_answers_export_as_a_picture(qtbot, room, tmp_path):
    from PySide6.QtGui import QImage

    kino, classroom = room
    assert not classroom.action_picture.isEnabled()  # nothing revealed yet
    assert classroom.open_question(Question("winner", "Which key wins?"))
    for i in range(3):
        assert post_answer(classroom, f"{i:016d}", "B") == 200
    qtbot.waitUntil(lambda: len(classroom.tally) == 3)
    QTest.keyClick(kino.window, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: "bars" in classroom.reveal_view.drawn)
    assert classroom.action_picture.isEnabled()
    path = tmp_path / "answers.png"
    classroom.export_reveal(path, scale=2.0)
    image = QImage(str(path))
    view = classroom.reveal_view
    assert (image.width(), image.height()) == (view.width() * 2, view.height() * 2)
    room_b, _ = view.drawn["bars"]["B"]
    centre = room_b.center()
    assert image.pixelColor(round(centre.x() * 2), round(centre.y() * 2)) == QColor("#56B4E9")


def test_a_journal_that_cannot_be_written_still_counts(qtbot, room, tmp_path, monkeypatch):
    kino, classroom = room
    said: list[str] = []
    monkeypatch.setattr(kino.messages, "notify", said.append)
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    classroom.journal_dir = lambda: blocked  # mkdir fails: the disk cannot keep the answers
    assert classroom.open_question(Question("winner", "?"))
    assert said[-1].startswith("The answers are counted but not kept on disk")
    assert post_answer(classroom, "y" * 16, "A") == 200
    qtbot.waitUntil(lambda: len(classroom.tally) == 1)


def test_card_and_reveal_speak_german(qtbot, room):
    kino, classroom = room
    install_language("de")
    try:
        assert classroom.open_question(Question("number", "Wie sicher?"))
        assert post_answer(classroom, "z" * 16, 0.5) == 200
        qtbot.waitUntil(lambda: classroom.card.drawn.get("count", (None, ""))[1] == "1 Antwort")
        QTest.keyClick(kino.window, Qt.Key.Key_R)
        view = classroom.reveal_view
        qtbot.waitUntil(lambda: "true_text" in view.drawn)
        truth = kino.document.result.weights_unscaled[0].max()
        assert view.drawn["true_text"] == "wahr: " + f"{truth:.2f}".replace(".", ",")
        assert view.drawn["summary"].startswith("1 Antwort, ")
    finally:
        install_language("en")


def test_the_card_at_300_percent_keeps_clear_of_the_left_out_line(qtbot, kino):
    """`--size 640x360 --scale 3` as a window: a 1080p picture at 300%, step 5 open to the room.
    The card stays inside the room between the caption banner and the "left out" line, and the
    address breaks only after a ":" or a "/" (a typed address broken mid-token reads as two)."""
    install_language("en")
    lecture = kino.lecture
    lecture.open_lesson(ask=False)
    lecture.go_to(4, animate=False)  # "Four keys: turn the query" asks which key wins
    kino.presentation.enter(full_screen=False, theme="light", scale=3.0)
    kino.window.setMinimumSize(1, 1)
    kino.window.resize(1920, 1080)
    qtbot.waitUntil(lambda: kino.window.size().width() == 1920)
    classroom = kino.classroom
    classroom.host_provider = lambda: "127.0.0.1"
    try:
        assert classroom.open_question()
        card = classroom.card
        qtbot.waitUntil(lambda: "count" in card.drawn)
        line = kino.window.findChild(LeftOutLine)
        assert line.isVisible() and "left out" in line.text()
        line_top = line.mapTo(kino.window, QPoint(0, 0)).y()
        assert card.geometry().bottom() < line_top  # the room reads what was left out
        banner = kino.presentation.banner
        assert card.geometry().top() >= banner.mapTo(kino.window, banner.rect().bottomLeft()).y()
        # A LAN address as a hall gives one: longer than the loopback's.
        address = "192.168.178.123:49152/Zx8kQ2mN7pL4vB9w/"
        card.set_question(card.wording, "http://" + address)
        classroom.restyle(kino.style.ui_style)
        card.repaint()
        lines = card.drawn["address_lines"]
        assert "".join(lines) == address and len(lines) > 1
        assert all(text.endswith((":", "/")) for text in lines), lines
        assert card.geometry().bottom() < line_top
    finally:
        classroom.dismiss()
        kino.presentation.leave()
