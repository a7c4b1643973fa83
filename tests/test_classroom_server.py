"""The class server on 127.0.0.1: what a phone can reach, and what it cannot.

No Qt here: the server hands answers to a plain callback (the app hands it a signal's emit).
"""

from __future__ import annotations

import asyncio
import http.client
import json
import os
import threading
import time

import aiohttp
import pytest

from app.classroom.server import LOOPBACK, ClassServer, RateLimit, page_strings
from kino_core.classroom import Answer, Question
from kino_core.scene import Key, Query, Scene

TOKEN = "c" * 20
HOSTILE = "<img src=x>"  # a key label is at most 16 characters: the longest markup that fits
HOSTILE_WORDING = "Which key wins? <img src=x onerror=alert(1)>"


def scene() -> Scene:
    return Scene(
        queries=(Query(0, "q", 2.0, 0.5),),
        keys=(Key(0, "A", 2.0, 0.0, "#E69F00"), Key(1, HOSTILE, 0.0, 2.0, "#56B4E9")),
    )


@pytest.fixture
def served():
    got: list[tuple[str, Answer]] = []
    lock = threading.Lock()

    def on_answer(token: str, answer: Answer) -> None:
        with lock:
            got.append((token, answer))

    server = ClassServer(Question("winner", HOSTILE_WORDING), scene(), on_answer, host=LOOPBACK)
    server.start()
    yield server, got
    server.stop()


def request(server: ClassServer, method: str, path: str, body: bytes | None = None):
    connection = http.client.HTTPConnection(LOOPBACK, server.port, timeout=5)
    try:
        headers = {"Content-Type": "application/json"} if body is not None else {}
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        return response.status, response.read(), dict(response.getheaders())
    finally:
        connection.close()


def answer_body(answer: object, token: str = TOKEN) -> bytes:
    return json.dumps({"token": token, "answer": answer}).encode()


def test_page_and_question_under_the_token(served):
    server, _ = served
    assert server.url.startswith(f"http://{LOOPBACK}:{server.port}/")
    assert len(server.token) >= 16
    status, body, headers = request(server, "GET", f"/{server.token}/")
    assert status == 200 and b"<canvas" in body
    policy = headers["Content-Security-Policy"]
    assert "default-src 'none'" in policy and "img-src 'none'" in policy
    assert "unsafe-inline" not in policy  # only the page's own script runs, no inline handler
    status, body, _ = request(server, "GET", f"/{server.token}/question")
    question = json.loads(body)
    assert question["kind"] == "winner" and question["keys"][1]["label"] == HOSTILE
    assert question["wording"] == HOSTILE_WORDING  # data in JSON; the page inserts it as text
    assert question["strings"]["send"] == "Send"


def test_wrong_token_or_path_is_404(served):
    server, got = served
    wrong = "x" * len(server.token)
    for method, path in [
        ("GET", f"/{wrong}/"),
        ("GET", f"/{wrong}/question"),
        ("POST", f"/{wrong}/answer"),
        ("GET", "/"),
        ("GET", f"/{server.token}/../etc/passwd"),
        ("GET", f"/{server.token}/phone.html"),
        ("GET", f"/{server.token}"),
    ]:
        body = answer_body("A") if method == "POST" else None
        assert request(server, method, path, body)[0] == 404, path
    assert got == []


def test_an_answer_is_counted_and_hostile_input_refused(served):
    server, got = served
    path = f"/{server.token}/answer"
    assert request(server, "POST", path, answer_body("A"))[0] == 200
    assert request(server, "POST", path, answer_body(HOSTILE, "d" * 16))[0] == 200
    for body in [
        b"{not json",
        b"\xff\xfe",
        b"[]",
        answer_body("Z"),
        answer_body(1e308),
        json.dumps({"token": "../../etc", "answer": "A"}).encode(),
    ]:
        status, text, _ = request(server, "POST", path, body)
        assert status == 400, body
        assert b"<" not in text  # the refusal names the field, it never echoes the input
    assert got == [(TOKEN, Answer("A")), ("d" * 16, Answer(HOSTILE))]


def test_a_body_of_one_megabyte_is_refused(served):
    server, got = served
    huge = answer_body("A" * 1_000_000)
    status, _, _ = request(server, "POST", f"/{server.token}/answer", huge)
    assert status == 413
    # Without a Content-Length (chunked), the body is still cut at the limit.
    connection = http.client.HTTPConnection(LOOPBACK, server.port, timeout=5)
    connection.request(
        "POST",
        f"/{server.token}/answer",
        body=iter([huge[i : i + 65536] for i in range(0, len(huge), 65536)]),
        headers={"Content-Type": "application/json"},
        encode_chunked=True,
    )
    assert connection.getresponse().status == 413
    connection.close()
    assert got == []
    assert request(server, "POST", f"/{server.token}/answer", answer_body("A"))[0] == 200


def test_ten_thousand_requests_from_one_client_are_rate_limited(served):
    """A flood from one address gets 429 after its burst, and the server keeps serving."""
    server, got = served

    async def flood() -> dict[int, int]:
        statuses: dict[int, int] = {}
        connector = aiohttp.TCPConnector(limit=50)
        async with aiohttp.ClientSession(connector=connector) as session:
            url = f"http://{LOOPBACK}:{server.port}/{server.token}/answer"

            async def one(i: int) -> None:
                async with session.post(url, data=answer_body("A", f"{i:016d}")) as response:
                    statuses[response.status] = statuses.get(response.status, 0) + 1

            for start in range(0, 10_000, 500):
                await asyncio.gather(*(one(i) for i in range(start, start + 500)))
        return statuses

    statuses = asyncio.run(flood())
    assert sum(statuses.values()) == 10_000
    assert statuses[429] >= 9_000  # the burst and the refill, no more
    assert len(got) == statuses.get(200, 0) < 1_000
    # Another phone (another address on the loopback network) is still served at once.
    connection = http.client.HTTPConnection(
        LOOPBACK, server.port, timeout=5, source_address=("127.0.0.2", 0)
    )
    connection.request("POST", f"/{server.token}/answer", body=answer_body("A", "e" * 16))
    assert connection.getresponse().status == 200
    connection.close()


def test_bucket_refills():
    server = ClassServer(
        Question("winner", "?"), scene(), lambda *_: None, rate_limit=RateLimit(10, 2)
    )
    buckets = server.buckets
    assert buckets.allow("a", 0.0) and buckets.allow("a", 0.0)
    assert not buckets.allow("a", 0.0)
    assert buckets.allow("a", 0.11)  # one more after a tenth of a second at 10 per second
    assert buckets.allow("b", 0.0)  # another address has its own bucket


def test_stop_closes_the_socket():
    server = ClassServer(Question("winner", "?"), scene(), lambda *_: None)
    server.start()
    port = server.port
    server.stop()
    with pytest.raises(OSError):
        http.client.HTTPConnection(LOOPBACK, port, timeout=2).connect()
    server.stop()  # twice is fine


def test_the_page_speaks_three_languages():
    for language in ("en", "de", "es"):
        words = page_strings(language)
        assert set(words) == set(page_strings("en"))
    assert page_strings("de")["send"] == "Senden"
    assert page_strings("es")["send"] == "Enviar"
    assert page_strings("fr") == page_strings("en")


def test_kino_starts_without_the_server_libraries():
    """aiohttp and segno cost half a second to import: only a question opening loads them."""
    import subprocess
    import sys

    code = (
        "import sys; import app.shell.compose, app.classroom.controller; "
        "print('aiohttp' in sys.modules, 'segno' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.stdout.split() == ["False", "False"]


def test_closing_never_waits_for_a_slow_phone():
    """A phone that sends half a request and stalls does not hold the question open."""
    import socket

    server = ClassServer(Question("winner", "?"), scene(), lambda *_: None)
    server.start()
    stalled = socket.create_connection((LOOPBACK, server.port), timeout=5)
    stalled.sendall(
        f"POST /{server.token}/answer HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{{".encode()
    )
    time.sleep(0.1)
    server.stop()
    # Its thread has ended within stop()'s bounded wait (aiohttp would wait 60 s for the
    # stalled request, and the thread would still be serving it).
    assert server.finished
    with pytest.raises(OSError):
        http.client.HTTPConnection(LOOPBACK, server.port, timeout=2).connect()
    stalled.close()
