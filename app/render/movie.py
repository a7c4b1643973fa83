"""Movies: a lesson deck or a recording as MP4 (H.264) or GIF, frame by frame from a hidden window.

Every frame is rendered by the same hidden window and the same ``render_image`` as the PNG export
(app/render/headless.py), so a frame equals the picture of the same state. A frame that shows what
the frame before showed (a step's hold) is not rendered again: its pixels are sent again.

MP4 goes through imageio-ffmpeg, which ships an FFmpeg with libx264 (yuv420p, +faststart: plays
in browsers and slide programs); FFmpeg runs in its own process, so encoding and rendering share
the two cores. GIF goes through Pillow, each frame with its own optimised 256-colour palette, and
a held frame is one GIF frame with a longer delay.

The file appears only when the movie is complete: frames are written to a temporary file beside
the target (kino_core.atomic's naming), which replaces the target at the end; a cancelled or
failed export removes it and leaves the target as it was.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Protocol

import numpy as np
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget

from app.common.export import ExportError, parse_size, render_image
from app.common.formatting import fmt, list_separator
from app.common.i18n import translate
from app.presenting.presenter import LaserDot
from app.render.headless import (
    HeadlessRenderer,
    deck_ui_scale,
    dispose,
    export_target,
    scaled_size,
    show_learn_result,
)
from kino_core.atomic import TEMP_SUFFIX, temp_prefix
from kino_core.deck import Deck
from kino_core.evaluate import SceneResult, evaluate
from kino_core.movie import MoviePlan, deck_frames, frame_total, step_timings
from kino_core.recording import Recording, RecordingState, frame_times, states_at
from kino_core.scene import Scene, same_picture
from kino_core.snapshot import Snapshot

MOVIE_SUFFIXES = (".mp4", ".gif")

# done, total -> whether to go on (False cancels the export).
Progress = Callable[[int, int], bool]


class ExportCancelledError(ExportError):
    """The user cancelled an export; nothing was written."""


def _never_cancel(_done: int, _total: int) -> bool:
    return True


# ---------------------------------------------------------------------------------------------
# Frames from a window


def rgb_frame(image: QImage) -> np.ndarray:
    """``image`` as an (h, w, 3) uint8 RGB array (a copy). A read-out for tests."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height, stride = rgb.width(), rgb.height(), rgb.bytesPerLine()
    data = np.frombuffer(rgb.constBits(), dtype=np.uint8, count=stride * height)
    return data.reshape(height, stride)[:, : width * 3].reshape(height, width, 3).copy()


def bgra_frame(image: QImage) -> np.ndarray:
    """An opaque ARGB32 ``image`` (as render_image makes it) as its (h, w, 4) uint8 bytes, B G R
    A in memory: what FFmpeg and Pillow read as they are, without a conversion (3-4 ms a
    1280x720 frame)."""
    if image.format() not in (
        QImage.Format.Format_ARGB32_Premultiplied,
        QImage.Format.Format_RGB32,
    ):
        image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    height, stride = image.height(), image.bytesPerLine()
    data = np.frombuffer(image.constBits(), dtype=np.uint8, count=stride * height)
    return data.reshape(height, stride // 4, 4)[:, : image.width()].copy()


def _picture(
    window: QWidget,
    background: str,
    target: QWidget | None = None,
    settle: bool = True,
    size: QSize | None = None,
) -> np.ndarray:
    """The picture of ``target`` (default: the whole window) on ``background`` (the theme's),
    as its PNG export renders it;
    ``settle`` first runs pending events (a changed view state lays the panels out; a changed
    scene alone repaints in ``render`` itself). With ``size``, a picture a pixel larger or
    smaller (a layout rounded at an unusual size and scale) is cut or padded to it."""
    if settle:
        QApplication.processEvents()
    image = render_image(target or window, 1.0, background)
    if size is not None and image.size() != size:
        exact = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
        exact.fill(QColor(background))
        painter = QPainter(exact)
        painter.drawImage(0, 0, image)
        painter.end()
        image = exact
    return bgra_frame(image)


def same_shape(a: Scene, b: Scene) -> bool:
    """Whether ``a`` and ``b`` have the same vectors (the layout depends on how many): a frame
    that only moves them, or changes numbers, repaints without a new layout."""
    return a.query_ids == b.query_ids and a.key_ids == b.key_ids


# A sentence ends at ".", "!" or "?" followed by a space ("0.73" and "1/√d." do not split).
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
# A number with decimals (0.73, −23,89: a weight or a score, which the turn changes); whole
# numbers (d = 512, 200 steps) and formulas (1/√d) stay true as the query turns.
_MEASURED = re.compile(r"\d[.,]\d")


def turning_caption(caption: str, result: SceneResult, weighting: str) -> str:
    """A turning step's caption on a frame mid-turn: its sentences that hold at any angle
    (those without a measured number: "d = 512" holds, "B 0.73" does not) as they are, and in
    place of the first that measures (the weights where the step starts) the weights this frame
    shows, largest first; the other measuring sentences are left out. A caption that measures
    nothing is true all the way round and stays as it is."""
    sentences = _SENTENCE_END.split(caption.strip())
    if not any(_MEASURED.search(sentence) for sentence in sentences):
        return caption
    weights = (result.weights_scaled if weighting == "scaled" else result.weights_unscaled)[0]
    labels = [key.label for key in result.scene.keys]
    shown = [
        f"{labels[j]} {fmt(float(weights[j]), 2)}"
        for j in np.argsort(-weights, kind="stable")
        if round(float(weights[j]), 2) > 0
    ][:4]
    if weighting == "scaled":
        now = translate("Movie", "Now, scaled by 1/√d: {weights}.")
    else:
        now = translate("Movie", "Now: {weights}.")
    now = now.format(weights=list_separator().join(shown))
    kept: list[str] = []
    for sentence in sentences:
        if not _MEASURED.search(sentence):
            kept.append(sentence)
        elif now:
            kept.append(now)
            now = ""
    return " ".join(kept)


def deck_movie_frames(
    renderer: HeadlessRenderer,
    deck: Deck,
    steps: Sequence[int],
    plan: MoviePlan,
    size_text: str,
    scale: float,
) -> Iterator[np.ndarray | None]:
    """The frames of ``steps`` of ``deck`` played by ``plan``, presented as on a screen of
    ``size_text`` enlarged ``scale`` times (as write_deck_step pictures one step): a BGRA array
    per frame (bgra_frame), or None for a frame that repeats the one before."""
    kino = renderer.build_presentation_window(
        deck, steps[0], scaled_size(size_text, scale), ui_scale=deck_ui_scale(size_text, scale)
    )
    window = kino.window
    kino.accessibility.live = False  # a movie's frames: no screen reader hears them
    try:
        shown = (steps[0], deck.steps[steps[0]].scene, True)
        learnt: tuple[int, bool] | None = None  # the step and reveal whose Learn run is shown
        frame_pixels: np.ndarray | None = None
        settle = True
        for frame in deck_frames(deck, steps, plan):
            if frame.step != kino.lecture.index:
                # A step lands at once, then shows the move's frames: what go_to does, frozen.
                kino.lecture.go_to(frame.step, animate=False)
                settle = True
            if kino.presentation.answer_revealed != frame.revealed:
                # A step that asks: its answer held for the first half of the hold, then R.
                kino.presentation.reveal_answer(frame.revealed)
            if kino.document.scene != frame.scene:
                kino.document.show_frame(frame.scene)
            step = deck.steps[frame.step]
            if learnt != (frame.step, frame.revealed) and same_picture(frame.scene, step.scene):
                # The hold of a Learn step: the run's end, as its picture shows it (a move
                # into it changes the scene, which would forget a run opened on landing); a
                # run to predict held until the hold's half where R reveals it.
                learnt = (frame.step, frame.revealed)
                if show_learn_result(kino, deck, frame.step, revealed=frame.revealed):
                    QApplication.processEvents()
                    kino.layout.relayout()
                    settle = True
            if frame.step in plan.turn_steps and not same_picture(frame.scene, step.scene):
                # Mid-turn the step's words about its start (B 0.73) are not what is on
                # screen: the frame says its own weights, in the banner's place.
                kino.presentation.banner.replace_caption(
                    turning_caption(
                        kino.presentation.room_caption(),
                        evaluate(frame.scene),
                        "unscaled" if step.weightings == "unscaled" else "scaled",
                    )
                )
            state = (frame.step, frame.scene, frame.revealed)
            if frame_pixels is not None and state == shown:
                yield None
                continue
            settle = settle or not same_shape(shown[1], frame.scene) or shown[2] != frame.revealed
            shown = state
            frame_pixels = _picture(window, kino.style.ui_style.theme.background, settle=settle)
            settle = False
            yield frame_pixels
    finally:
        dispose(kino)


def recording_movie_frames(
    renderer: HeadlessRenderer,
    recording: Recording,
    fps: float,
    size_text: str,
    scale: float | None,
) -> Iterator[np.ndarray | None]:
    """The frames of ``recording`` at ``fps``, in a window laid out like a snapshot picture of
    ``size_text`` (at ``scale``, or the scale that fits it): a BGRA array per frame, or None for
    a frame that repeats the one before. The laser pointer is drawn on the canvas."""
    times = frame_times(recording.duration, fps)
    states = states_at(recording, times)
    first = next(states)
    kino = renderer.build_snapshot_window(Snapshot(first.scene, first.view), size_text, scale)
    window = kino.window
    view = export_target(kino)  # the view without menus and toolbar, as in a PNG
    size = recording_movie_size(size_text, scale)
    laser = LaserDot()
    kino.canvas.getPlotItem().addItem(laser, ignoreBounds=True)
    laser.set_scale(kino.style.ui_style.scale)
    kino.accessibility.live = False  # a movie's frames: no screen reader hears them
    try:
        shown: RecordingState | None = None
        for state in _chain(first, states):
            if shown is not None and state == shown:
                yield None
                continue
            settle = (
                shown is None
                or state.view != shown.view
                or not same_shape(shown.scene, state.scene)
            )
            if shown is None or state.view != shown.view:
                kino.layout.set_view_state(state.view)
            if kino.document.scene != state.scene:
                kino.document.show_frame(state.scene)
            if state.laser is None:
                laser.hide()
            else:
                laser.setPos(*state.laser)
                laser.show()
            shown = state
            yield _picture(window, kino.style.ui_style.theme.background, view, settle, size)
    finally:
        dispose(kino)


def _chain(first: RecordingState, rest: Iterable[RecordingState]) -> Iterator[RecordingState]:
    yield first
    yield from rest


# ---------------------------------------------------------------------------------------------
# Writers


class FrameSink(Protocol):
    def add(self, frame: np.ndarray, count: int) -> None:
        """Append ``frame`` ((h, w, 4) bytes B G R A, bgra_frame) ``count`` times."""

    def close(self) -> None:
        """Finish the file (called once, after the last frame)."""


class Mp4Sink:
    """H.264 in an MP4 through imageio-ffmpeg's FFmpeg (its own process)."""

    def __init__(self, path: Path, size: QSize, fps: float) -> None:
        import imageio_ffmpeg

        if size.width() % 2 or size.height() % 2:
            raise ExportError(
                translate(
                    "Export", "mp4: expected an even width and height in pixels, found {w}x{h}"
                ).format(w=size.width(), h=size.height())
            )
        self.writer = imageio_ffmpeg.write_frames(
            str(path),
            (size.width(), size.height()),
            fps=fps,
            codec="libx264",
            pix_fmt_in="bgra",
            pix_fmt_out="yuv420p",
            macro_block_size=1,
            quality=None,
            ffmpeg_log_level="error",
            # A diagram: crisp edges matter more than size. x264's "superfast" encodes a
            # 1280x720 frame about 1.5x as fast as "veryfast" (FFmpeg was what held the export
            # below real time on two loaded cores), for files about 1.8x as large at the same
            # quality (crf 18). The temporary file's name has no .mp4, so the container is named.
            output_params=["-crf", "18", "-preset", "superfast", "-movflags", "+faststart"]
            + ["-f", "mp4"],
        )
        self.writer.send(None)  # start FFmpeg

    def add(self, frame: np.ndarray, count: int) -> None:
        # The array's own buffer (bgra_frame's copy is contiguous): a 1280x720 frame's
        # tobytes() was another 3.7 MB copy, ~4 ms a frame.
        data = memoryview(np.ascontiguousarray(frame)).cast("B")
        for _ in range(count):
            self.writer.send(data)

    def close(self) -> None:
        self.writer.close()


class GifSink:
    """An animated GIF through Pillow: one optimised palette per distinct frame, a held frame
    one GIF frame with a longer delay (GIF delays are whole hundredths of a second; the rounding
    is carried over so the total stays exact)."""

    def __init__(self, path: Path, fps: float) -> None:
        self.path = path
        self.fps = fps
        self.frames: list = []
        self.counts: list[int] = []

    def add(self, frame: np.ndarray, count: int) -> None:
        from PIL import Image

        height, width = frame.shape[:2]
        rgb = Image.frombuffer("RGB", (width, height), frame.tobytes(), "raw", "BGRX", 0, 1)
        picture = rgb.quantize(
            colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE
        )
        self.frames.append(picture)
        self.counts.append(count)

    def close(self) -> None:
        if not self.frames:
            return
        durations: list[int] = []
        elapsed_cs = 0.0
        frames_done = 0
        for count in self.counts:
            frames_done += count
            end_cs = round(frames_done * 100.0 / self.fps)
            durations.append(int(end_cs - elapsed_cs) * 10)
            elapsed_cs = end_cs
        self.frames[0].save(
            self.path,
            format="GIF",
            save_all=True,
            append_images=self.frames[1:],
            duration=durations,
            loop=0,
            optimize=True,
            disposal=1,
        )


def temporary_beside(target: Path) -> Path:
    """A new empty temporary file in ``target``'s folder, named as kino_core.atomic names its
    temporary files, with the permissions a new file gets (0o666 less the umask): it replaces
    ``target`` when complete. ExportError naming the path when the folder takes no files."""
    folder = target.parent if str(target.parent) else Path(".")
    try:
        handle, name = tempfile.mkstemp(dir=folder, prefix=temp_prefix(target), suffix=TEMP_SUFFIX)
        try:
            umask = os.umask(0)
            os.umask(umask)
            os.fchmod(handle, 0o666 & ~umask)
        finally:
            os.close(handle)
    except OSError as error:
        raise ExportError(
            translate("Export", "cannot write {path}: {error}").format(
                path=os.fsdecode(target), error=error.strerror or error
            )
        ) from None
    return Path(name)


def write_movie(
    frames: Iterator[np.ndarray | None],
    total: int,
    path: str | os.PathLike[str],
    size: QSize,
    fps: float,
    progress: Progress = _never_cancel,
) -> None:
    """Write ``total`` frames (None repeats the frame before) to ``path`` (.mp4 or .gif by its
    suffix), atomically; ``progress(done, total)`` is asked after every frame and cancels the
    export (ExportCancelledError, nothing written) when it returns False."""
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix not in MOVIE_SUFFIXES:
        raise ExportError(
            translate(
                "Export", "expected a movie file ending in .mp4 or .gif, found {name}"
            ).format(name=repr(target.name))
        )
    temporary = temporary_beside(target)
    sink: FrameSink | None = None
    finished = False
    try:
        sink = Mp4Sink(temporary, size, fps) if suffix == ".mp4" else GifSink(temporary, fps)
        pending: np.ndarray | None = None
        repeats = 0
        for done, frame in enumerate(frames, start=1):
            if frame is None:
                repeats += 1
            else:
                if frame.shape[:2] != (size.height(), size.width()):
                    raise ExportError(
                        translate("Export", "a frame came out {w}x{h}, not {size}").format(
                            w=frame.shape[1],
                            h=frame.shape[0],
                            size=f"{size.width()}x{size.height()}",
                        )
                    )
                if pending is not None:
                    sink.add(pending, repeats)
                pending, repeats = frame, 1
            if not progress(done, total):
                raise ExportCancelledError(
                    translate("Export", "export cancelled: nothing was written")
                )
        if pending is not None:
            sink.add(pending, repeats)
        sink.close()
        finished = True
        os.replace(temporary, target)
    except (OSError, RuntimeError, ValueError) as error:  # FFmpeg or Pillow could not write
        reason = getattr(error, "strerror", None) or str(error).splitlines()[0]
        raise ExportError(
            translate("Export", "cannot write {path}: {error}").format(
                path=os.fsdecode(path), error=reason
            )
        ) from None
    finally:
        if sink is not None and not finished:
            # FFmpeg stops (and closes the temporary file) before the file goes, or it could
            # create it again after the unlink.
            with contextlib.suppress(Exception):
                sink.close()
        with contextlib.suppress(OSError):
            if temporary.exists():
                temporary.unlink()


def deck_movie_size(size_text: str, scale: float) -> QSize:
    """The movie's size in pixels for a deck presented on ``size_text`` enlarged ``scale``."""
    return scaled_size(size_text, scale)


def write_deck_movie(
    renderer: HeadlessRenderer,
    deck: Deck,
    steps: Sequence[int],
    plan: MoviePlan,
    path: str | os.PathLike[str],
    size_text: str,
    scale: float = 1.0,
    progress: Progress = _never_cancel,
) -> None:
    """``steps`` of ``deck`` (0-based, in playing order) as a movie (see kino_core.movie)."""
    total = frame_total(step_timings(deck, steps, plan))
    frames = deck_movie_frames(renderer, deck, steps, plan, size_text, scale)
    try:
        write_movie(frames, total, path, deck_movie_size(size_text, scale), plan.fps, progress)
    finally:
        frames.close()  # the hidden window goes, also after a cancel


def recording_movie_size(size_text: str, scale: float | None) -> QSize:
    """The movie's size in pixels: ``size_text`` enlarged ``scale`` times, or ``size_text``
    itself without a scale (as write_snapshot_picture sizes a picture)."""
    size = parse_size(size_text)
    if scale is None:
        return size
    return scaled_size(size_text, scale)


def write_recording_movie(
    renderer: HeadlessRenderer,
    recording: Recording,
    path: str | os.PathLike[str],
    size_text: str,
    scale: float | None = None,
    fps: float = 30.0,
    progress: Progress = _never_cancel,
) -> None:
    """``recording`` as a movie at ``fps``, each frame the state at its time."""
    total = len(frame_times(recording.duration, fps))
    frames = recording_movie_frames(renderer, recording, fps, size_text, scale)
    try:
        write_movie(frames, total, path, recording_movie_size(size_text, scale), fps, progress)
    finally:
        frames.close()
