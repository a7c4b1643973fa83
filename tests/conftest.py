"""Test set-up shared by every test: offscreen Qt, PySide6 for pyqtgraph, isolated settings."""

import os

# Before any QApplication exists: without a display and without this, Qt aborts. The offscreen
# screen is a 1920x1080 projector (Qt's default is 800x800), so full screen is what a hall sees.
_SCREEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "offscreen_screen.json")
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_SCREEN}"
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
os.environ.setdefault("KINO_LANGUAGE", "en")  # whatever the machine's locale: tests read English

import pytest  # noqa: E402

from tests.timing_plugin import pytest_runtest_protocol  # noqa: E402, F401  (KINO_TEST_TIMES)


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path, monkeypatch):
    """Point kino's QSettings and data folder at a temporary place for every test."""
    monkeypatch.setenv("KINO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("KINO_DATA_DIR", str(tmp_path / "data"))
    yield


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under ``--dist loadgroup`` (make test): each ``xdist_group`` kept on one worker again.

    pytest-xdist 3.8 groups by appending ``@group`` to each test's node id through the old
    ``item._nodeid`` field; pytest 9.2 reads ``item._id`` instead, so the suffix never arrived
    and the bundle's tests ran on all four workers at once, each of them blocked for the whole
    PyInstaller build on tests/test_bundle.py's lock (pytest-xdist issue 1386, fixed the same
    way by its pull request 1388). A worker that already has the suffix is left alone.
    """
    if not getattr(config.option, "loadgroup", False):
        return
    from _pytest.nodeid import coerce_node_id

    for item in items:
        groups = {
            str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
            for mark in item.iter_markers("xdist_group")
        }
        if groups and item.nodeid.rfind("@") <= item.nodeid.rfind("]"):
            item._id = coerce_node_id(f"{item.nodeid}@{'_'.join(sorted(groups))}")
    items[:] = longest_first(items)


def longest_first(items: list[pytest.Item]) -> list[pytest.Item]:
    """The order make test hands work out in (it keeps it: --no-loadscope-reorder): the slow
    groups first (the bundle: its PyInstaller build is the longest thing in the run, so it
    starts at once, on its own worker, while the others share out the rest), then the other
    groups, then the slow tests, then the rest, each in collection order. What runs last is
    then short, so no worker sits idle at the end while one finishes a long test."""

    def rank(item: pytest.Item) -> int:
        grouped = item.get_closest_marker("xdist_group") is not None
        slow = item.get_closest_marker("slow") is not None
        return (not grouped) * 2 + (not slow)

    return sorted(items, key=rank)
