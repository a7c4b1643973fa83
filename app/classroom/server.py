"""The class server: the phone page and its answers, off the GUI thread, only while asked.

One ``ClassServer`` serves one question. It binds when the lecturer opens the question and is
gone when it closes (``stop``); before that no socket listens. It runs aiohttp in its own
thread with its own asyncio loop, so the GUI thread never waits for the network: ``start``
waits only for the bind itself (a local call, bounded by a timeout), ``stop`` only for the loop
to finish closing (bounded too).

What a phone can reach, all under an unguessable session token (``/<token>/``): the page
(resources/classroom/phone.html), the question as JSON, and ``POST answer``. Any other path or
token is 404. Bodies are bounded (``client_max_size``), each client address is rate-limited
(a token bucket: floods get 429 and the server keeps serving the others), and an answer is
validated by kino_core.classroom.parse_answer before ``on_answer`` sees it. ``on_answer`` runs
in the server's thread: the GUI hands it a Qt signal's ``emit`` (a queued connection).

The host is injectable: the lecture hall uses the laptop's LAN address (``lan_address``);
tests and benches always pass 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
import re
import secrets
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from aiohttp import web

from kino_core.classroom import MAX_BODY_BYTES, Answer, AnswerError, Question, parse_answer
from kino_core.resources import resource_path
from kino_core.scene import Scene

__all__ = [
    "LOOPBACK",
    "ClassServer",
    "RateLimit",
    "lan_address",
    "page_strings",
]

LOOPBACK = "127.0.0.1"
START_TIMEOUT_S = 5.0
STOP_TIMEOUT_S = 2.0
SHUTDOWN_S = 0.5
LANGUAGES = ("en", "de", "es")

SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


@dataclass(frozen=True)
class RateLimit:
    """A token bucket per client address: ``burst`` requests at once, then ``per_second``."""

    per_second: float = 5.0
    burst: float = 20.0


class _Buckets:
    """The rate limit's state, touched only on the server's loop thread."""

    MAX_CLIENTS = 4096  # a flood of addresses cannot grow this without bound

    def __init__(self, limit: RateLimit) -> None:
        self.limit = limit
        self.levels: dict[str, tuple[float, float]] = {}

    def allow(self, client: str, now: float) -> bool:
        level, then = self.levels.get(client, (self.limit.burst, now))
        level = min(self.limit.burst, level + (now - then) * self.limit.per_second)
        if len(self.levels) >= self.MAX_CLIENTS and client not in self.levels:
            self.levels.clear()
        if level < 1.0:
            self.levels[client] = (level, now)
            return False
        self.levels[client] = (level - 1.0, now)
        return True


@lru_cache(maxsize=1)
def _page() -> bytes:
    return resource_path("classroom", "phone.html").read_bytes()


@lru_cache(maxsize=1)
def content_security_policy() -> str:
    """The page may run exactly its own inline script and style (by their SHA-256) and talk
    only to this server: nothing else loads, and no inline handler runs, so even a label that
    were inserted as markup could neither fetch an image nor run ``onerror``."""
    text = _page().decode("utf-8")

    def hashes(tag: str) -> str:
        bodies = re.findall(rf"<{tag}>(.*?)</{tag}>", text, flags=re.S)
        return " ".join(
            "'sha256-" + base64.b64encode(hashlib.sha256(b.encode()).digest()).decode() + "'"
            for b in bodies
        )

    return (
        f"default-src 'none'; script-src {hashes('script')}; style-src {hashes('style')}; "
        "connect-src 'self'; img-src 'none'; base-uri 'none'; form-action 'none'; "
        "frame-ancestors 'none'"
    )


@lru_cache(maxsize=1)
def _all_strings() -> dict[str, dict[str, str]]:
    return json.loads(resource_path("classroom", "strings.json").read_text("utf-8"))


def page_strings(language: str) -> dict[str, str]:
    """The phone page's words in ``language`` (English for a language it does not speak)."""
    strings = _all_strings()
    return {**strings["en"], **strings.get(language, {})}


def lan_address() -> str | None:
    """The laptop's address on the network the phones share, or None without a network.

    Asks the kernel which local address would route to a public address (a UDP "connect"
    sends nothing); only called when the lecturer opens a question, never in tests.
    """
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never reached, only routed
        address = probe.getsockname()[0]
    except OSError:
        return None
    finally:
        probe.close()
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def question_payload(question: Question, scene: Scene, language: str) -> dict[str, object]:
    """What the phone page is told: the question, the keys to draw, its words."""
    return {
        "kind": question.kind,
        "wording": question.wording,
        "key": question.key,
        "language": language if language in LANGUAGES else "en",
        "keys": [{"label": k.label, "color": k.color, "x": k.x, "y": k.y} for k in scene.keys],
        "strings": page_strings(language),
    }


class ClassServer:
    """One question's server; ``start`` binds it, ``stop`` closes it (both idempotent)."""

    def __init__(
        self,
        question: Question,
        scene: Scene,
        on_answer: Callable[[str, Answer], None],
        host: str = LOOPBACK,
        port: int = 0,
        language: str = "en",
        rate_limit: RateLimit | None = None,
    ) -> None:
        question.check(scene)
        self.question = question
        self.host = host
        self.port = port
        self.token = secrets.token_urlsafe(12)  # 96 random bits, URL-safe
        self.on_answer = on_answer
        self.key_labels = frozenset(k.label for k in scene.keys)
        self.question_json = json.dumps(question_payload(question, scene, language)).encode()
        self.buckets = _Buckets(rate_limit or RateLimit())
        self.answers_received = 0
        self.refused = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None
        self._last_thread: threading.Thread | None = None

    # -- the address --------------------------------------------------------------------------
    @property
    def address(self) -> str:
        """host:port, what a student types (empty before ``start``)."""
        return f"{self.host}:{self.port}" if self._runner else ""

    @property
    def url(self) -> str:
        """The page's address, token included."""
        return f"http://{self.host}:{self.port}/{self.token}/"

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def finished(self) -> bool:
        """The server's thread has ended (after ``stop``, or before ``start``)."""
        return self._last_thread is None or not self._last_thread.is_alive()

    # -- start and stop -----------------------------------------------------------------------
    def start(self) -> str:
        """Bind and serve; the page's URL. OSError when the address cannot be bound."""
        if self.running:
            return self.url
        ready = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            try:
                loop.run_until_complete(self._bind())
            except BaseException as error:  # noqa: BLE001 - handed to start() to raise
                failure.append(error)
                ready.set()
                loop.close()
                return
            ready.set()
            try:
                loop.run_forever()
            finally:
                loop.run_until_complete(self._close())
                loop.close()

        self._thread = threading.Thread(target=run, name="kino-class-server", daemon=True)
        self._last_thread = self._thread
        self._thread.start()
        if not ready.wait(START_TIMEOUT_S):
            raise OSError("the class server did not start in time")
        if failure:
            self._thread.join(STOP_TIMEOUT_S)
            self._thread = None
            error = failure[0]
            raise error if isinstance(error, OSError) else OSError(str(error))
        return self.url

    def stop(self) -> None:
        """Close the socket and end the thread (waits at most STOP_TIMEOUT_S)."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        if thread.is_alive():
            loop.call_soon_threadsafe(loop.stop)
            thread.join(STOP_TIMEOUT_S)
        self._thread = None
        self._loop = None
        self._runner = None

    async def _bind(self) -> None:
        app = web.Application(client_max_size=MAX_BODY_BYTES, middlewares=[self._limit])
        app.router.add_get("/{token}/", self._page)
        app.router.add_get("/{token}/question", self._question)
        app.router.add_post("/{token}/answer", self._answer)
        # A phone still sending when the question closes gets SHUTDOWN_S, not aiohttp's 60 s.
        runner = web.AppRunner(
            app, access_log=None, handle_signals=False, shutdown_timeout=SHUTDOWN_S
        )
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port, backlog=512, reuse_address=True)
        try:
            await site.start()
        except BaseException:
            await runner.cleanup()
            raise
        sockets = [s for s in (runner.addresses or [])]
        if sockets:
            self.port = int(sockets[0][1])
        self._runner = runner

    async def _close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    # -- requests -----------------------------------------------------------------------------
    @web.middleware
    async def _limit(self, request: web.Request, handler):
        if not self.buckets.allow(request.remote or "?", time.monotonic()):
            self.refused += 1
            return web.Response(status=429, text="too many requests", headers=SECURITY_HEADERS)
        if not secrets.compare_digest(request.match_info.get("token", ""), self.token):
            raise web.HTTPNotFound(headers=SECURITY_HEADERS)
        response = await handler(request)
        response.headers.update(SECURITY_HEADERS)
        response.headers["Content-Security-Policy"] = content_security_policy()
        return response

    async def _page(self, request: web.Request) -> web.Response:
        return web.Response(body=_page(), content_type="text/html", charset="utf-8")

    async def _question(self, request: web.Request) -> web.Response:
        return web.Response(body=self.question_json, content_type="application/json")

    async def _answer(self, request: web.Request) -> web.Response:
        length = request.content_length
        if length is not None and length > MAX_BODY_BYTES:
            self.refused += 1
            raise web.HTTPRequestEntityTooLarge(MAX_BODY_BYTES, length)
        try:
            payload = json.loads(await request.read())
        except web.HTTPRequestEntityTooLarge:
            self.refused += 1
            raise
        except (ValueError, UnicodeDecodeError):
            self.refused += 1
            return web.json_response({"error": "malformed JSON"}, status=400)
        try:
            token, answer = parse_answer(self.question, self.key_labels, payload)
        except AnswerError as error:
            self.refused += 1
            return web.json_response({"error": str(error)}, status=400)
        self.answers_received += 1
        self.on_answer(token, answer)
        return web.json_response({"counted": True})
