"""Tests that guard the stack: the PySide6 None-refcount canary, an offscreen pyqtgraph paint, and
the wheel (built, installed into a fresh venv, imported from outside the repo)."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import numpy as np
import pytest

REPO = Path(__file__).resolve().parent.parent

# ---------------------------------------------------------------------------------------------
# (a) The canary: PySide6 6.12.0 on Python 3.11 drops a reference to None on every binding call
# that returns None, until the interpreter aborts (Fatal Python error: none_dealloc).
# ---------------------------------------------------------------------------------------------


def _set_object_name(qtbot):
    from PySide6.QtCore import QObject

    obj = QObject()
    return lambda i: obj.setObjectName(f"kino-{i % 7}")


def _set_window_title(qtbot):
    from PySide6.QtWidgets import QWidget

    widget = QWidget()
    qtbot.addWidget(widget)
    return lambda i: widget.setWindowTitle(f"kino {i % 7}")


@pytest.mark.skipif(
    sys.version_info >= (3, 12),
    reason="None is immortal on Python 3.12+: its reference count never changes",
)
@pytest.mark.parametrize("make_call", [_set_object_name, _set_window_title])
def test_pyside6_calls_do_not_leak_references_to_none(qtbot, make_call):
    call = make_call(qtbot)
    assert call(0) is None  # the method does return None, so the canary watches the right thing
    gc.collect()
    gc.disable()  # nothing else may create or drop references to None during the count
    try:
        before = sys.getrefcount(None)
        for i in range(1000):
            call(i)
        after = sys.getrefcount(None)
    finally:
        gc.enable()
    assert after >= before, (
        f"sys.getrefcount(None) fell from {before} to {after} over 1,000 PySide6 calls: this "
        "PySide6 build drops references to None and will abort the interpreter (none_dealloc); "
        "pin a PySide6 version that works on this Python (see ../shared/notes/qt-stack.md)"
    )


# ---------------------------------------------------------------------------------------------
# (b) pyqtgraph shows and paints a plot offscreen
# ---------------------------------------------------------------------------------------------

CURVE = (214, 20, 40)


def _pixels(widget) -> np.ndarray:
    """widget.grab() as an (h, w, 3) uint8 RGB array."""
    from PySide6.QtGui import QImage

    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB888)
    height, width, stride = image.height(), image.width(), image.bytesPerLine()
    raw = np.frombuffer(image.constBits(), dtype=np.uint8, count=height * stride)
    return raw.reshape(height, stride)[:, : width * 3].reshape(height, width, 3).copy()


def _curve_mask(pixels: np.ndarray) -> np.ndarray:
    distance = np.abs(pixels.astype(int) - np.array(CURVE)).sum(axis=-1)
    return distance < 40


def test_pyqtgraph_plot_paints_offscreen(qtbot):
    import pyqtgraph as pg

    assert pg.Qt.QT_LIB == "PySide6"
    widget = pg.PlotWidget(background="w")
    qtbot.addWidget(widget)
    widget.resize(480, 320)
    x = np.linspace(0.0, 1.0, 200)
    curve = widget.plot(x, 0.5 + 0.3 * np.sin(2 * np.pi * x), pen=pg.mkPen(CURVE, width=4))
    widget.setXRange(0.0, 1.0, padding=0)
    widget.setYRange(0.0, 1.0, padding=0)
    widget.show()
    qtbot.waitExposed(widget)

    pixels = _pixels(widget)
    assert pixels.shape[0] >= 300 and pixels.shape[1] >= 460
    white = (pixels >= 250).all(axis=-1)
    assert white.mean() > 0.5, "the background should be mostly white"
    on_curve = _curve_mask(pixels)
    assert on_curve.sum() > 500, f"only {on_curve.sum()} pixels of the curve colour were painted"
    columns = np.flatnonzero(on_curve.any(axis=0))
    assert columns.max() - columns.min() > 300, "the curve should span the plot's width"
    # The curve's highest point (y = 0.8) is painted above its lowest (y = 0.2).
    rows = np.flatnonzero(on_curve.any(axis=1))
    assert rows.max() - rows.min() > 100

    # Those pixels are the curve's: hide it and they are gone.
    curve.setVisible(False)
    assert _curve_mask(_pixels(widget)).sum() == 0


# ---------------------------------------------------------------------------------------------
# (c) The wheel ships kino_core and resources/
# ---------------------------------------------------------------------------------------------

_FROM_THE_INSTALL = """
import json, sys, sysconfig
import kino_core
from kino_core.resources import resource_path, resources_dir
readme = resource_path("README.md")
result = kino_core.evaluate(kino_core.default_scene())
print(json.dumps({
    "kino_core": kino_core.__file__,
    "purelib": sysconfig.get_paths()["purelib"],
    "prefix": sys.prefix,
    "resources": str(resources_dir()),
    "readme": readme.read_text(encoding="utf-8"),
    "weights": result.weights_scaled.tolist(),
    "qt": sorted(m for m in sys.modules if m.split(".")[0] in {"PySide6", "pyqtgraph"}),
}))
"""


def _run(*args: str | os.PathLike, cwd: Path, timeout: float = 300) -> str:
    result = subprocess.run(
        [str(a) for a in args], cwd=cwd, capture_output=True, text=True, timeout=timeout
    )
    assert result.returncode == 0, f"{args} failed:\n{result.stdout}\n{result.stderr}"
    return result.stdout


@pytest.mark.slow
def test_wheel_installs_into_a_fresh_venv_with_its_resources(tmp_path):
    dist = tmp_path / "dist"
    # --no-isolation: the backend pinned in [build-system] is installed with the test extras,
    # so no fresh environment is downloaded for it (the wheel is the same).
    _run(
        sys.executable,
        *("-m", "build", "--wheel", "--no-isolation", "--outdir", dist, REPO),
        cwd=tmp_path,
    )
    (wheel,) = dist.glob("kino-*.whl")

    # Every file under resources/ is in the wheel, as kino_core/resources_data/...
    shipped = set(zipfile.ZipFile(wheel).namelist())
    resources = [p for p in (REPO / "resources").rglob("*") if p.is_file()]
    assert resources, "resources/ holds no file to ship"
    for path in resources:
        inside = "kino_core/resources_data/" + path.relative_to(REPO / "resources").as_posix()
        assert inside in shipped, f"{inside} is missing from {wheel.name}"

    venv = tmp_path / "venv"
    _run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=tmp_path)
    python = venv / "bin" / "python"
    pip = [sys.executable, "-m", "pip", "--python", python, "install", "--quiet"]
    _run(*pip, "--no-deps", wheel, cwd=tmp_path)
    # NumPy, kino_core's one dependency, is the project's own (the same pinned version), seen
    # through a folder holding nothing else: pip installing it again took ~12 s, and Qt stays
    # out of reach, so the check below that kino_core imports no Qt keeps its strength.
    numpy_only = tmp_path / "numpy-only"
    numpy_only.mkdir()
    project_site = Path(np.__file__).resolve().parent.parent
    for name in ("numpy", "numpy.libs"):
        if (project_site / name).exists():
            (numpy_only / name).symlink_to(project_site / name, target_is_directory=True)
    (venv_site,) = (venv / "lib").glob("python*/site-packages")
    (venv_site / "project_numpy.pth").write_text(f"{numpy_only}\n", encoding="utf-8")

    # -I: isolated mode, so neither the working directory nor PYTHON* variables reach sys.path.
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    report = json.loads(_run(python, "-I", "-c", _FROM_THE_INSTALL, cwd=outside))

    module = Path(report["kino_core"]).resolve()
    purelib = Path(report["purelib"]).resolve()
    assert Path(report["prefix"]).resolve() == venv.resolve()
    assert module.is_relative_to(purelib) and purelib.is_relative_to(venv.resolve())
    assert not module.is_relative_to(REPO), f"kino_core was imported from the repo: {module}"
    assert Path(report["resources"]).resolve() == purelib / "kino_core" / "resources_data"
    assert report["readme"] == (REPO / "resources" / "README.md").read_text(encoding="utf-8")
    assert report["qt"] == []
    weights = np.array(report["weights"])
    assert weights.shape == (1, 4)
    np.testing.assert_allclose(weights.sum(), 1.0, atol=1e-12)

    # The installed `kino` command exports a picture headless, with Qt from the project's
    # environment (a .pth line, so no 200 MB reinstall) and kino itself only from the wheel.
    qt_site = Path(sysconfig.get_paths()["purelib"])
    (purelib / "project_qt.pth").write_text(f"{qt_site}\n", encoding="utf-8")
    kino = venv / "bin" / "kino"
    assert kino.is_file(), "the wheel did not install the `kino` command"
    picture = outside / "slide.png"
    env = {
        k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "PYTHONPATH")
    }
    preset = "kino_core/resources_data/presets/04-saturation-d512.kino"
    result = subprocess.run(
        [str(kino), "--export", str(picture), "--size", "800x500", str(purelib / preset)],
        cwd=outside,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    header = picture.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    assert (int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")) == (
        800,
        500,
    )
