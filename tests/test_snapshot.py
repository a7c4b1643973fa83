"""Snapshot files (.kino): exact round trip, every refusal, fuzzing, atomic saves."""

from __future__ import annotations

import json
import multiprocessing
import os
import pickle
import random
import re
import signal
import stat
import time
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.panels.registry import PANELS
from kino_core import atomic
from kino_core.atomic import (
    TEMP_SUFFIX,
    atomic_write_bytes,
    atomic_write_text,
    remove_stale_temp_files,
    stale_temp_files,
)
from kino_core.files import json_document, view_state
from kino_core.presets import list_presets
from kino_core.scene import Key, Query, Scene, SceneError, default_scene
from kino_core.snapshot import (
    MAX_FILE_BYTES,
    LoadResult,
    Snapshot,
    SnapshotError,
    ViewState,
    load_snapshot,
    parse_snapshot,
    save_snapshot,
    snapshot_to_json,
)

from . import snapshot_saver
from .snapshot_strategies import mutated_documents, snapshots

# The app's panels, as the app hands them to kino_core (which keeps no list of its own).
KNOWN = PANELS.catalog()
PANEL_NAMES = KNOWN.names

ROOT = Path(__file__).resolve().parent.parent


def seed_document() -> dict:
    """The default scene's snapshot as a JSON object, to break in one place per test."""
    return json.loads(snapshot_to_json(Snapshot(default_scene()), KNOWN))


def refuse(document: dict | str | bytes) -> SnapshotError:
    """Parse and expect a refusal; returns the error."""
    data = json.dumps(document) if isinstance(document, dict) else document
    with pytest.raises(SnapshotError) as caught:
        parse_snapshot(data, source="test.kino", known_panels=KNOWN)
    error = caught.value
    assert str(error).startswith("test.kino: ")
    return error


def float_bits(scene: Scene) -> list[str]:
    """Every coordinate as its exact repr (tells -0.0 from 0.0, unlike ==)."""
    return [repr(float(v.x)) + repr(float(v.y)) for v in (*scene.queries, *scene.keys)]


# ---------------------------------------------------------------------------------------------
# Round trip


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(snapshot=snapshots)
def test_writing_then_reading_gives_back_the_identical_snapshot(snapshot):
    text = snapshot_to_json(snapshot)
    result = parse_snapshot(text.encode("utf-8"))
    assert result.warnings == ()
    assert result.snapshot == snapshot
    assert float_bits(result.snapshot.scene) == float_bits(snapshot.scene)
    # Stable: the loaded snapshot writes exactly the text that was read.
    assert snapshot_to_json(result.snapshot) == text


# Through real files (each save fsyncs, so fewer examples keep this fast).
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(snapshot=snapshots)
def test_save_then_load_gives_back_the_identical_snapshot(snapshot, tmp_path_factory):
    path = tmp_path_factory.getbasetemp() / "round-trip.kino"
    save_snapshot(path, snapshot)
    result = load_snapshot(path)
    assert result.snapshot == snapshot
    assert float_bits(result.snapshot.scene) == float_bits(snapshot.scene)
    assert snapshot_to_json(result.snapshot).encode("utf-8") == path.read_bytes()
    assert stale_temp_files(path) == []


def test_the_text_is_pretty_stable_and_ordered():
    text = snapshot_to_json(Snapshot(default_scene()), KNOWN)
    assert text.endswith("}\n") and not text.endswith("\n\n")
    document = json.loads(text)
    assert list(document) == [
        "format",
        "version",
        "title",
        "caption",
        "d",
        "seed",
        "queries",
        "keys",
        "view",
    ]
    assert document["format"] == "kino-snapshot" and document["version"] == 1
    assert list(document["keys"][0]) == ["id", "label", "x", "y", "color"]
    assert list(document["view"]["panels"]) == list(PANEL_NAMES)
    assert '\n  "version": 1,\n' in text  # indent 2
    assert text == snapshot_to_json(parse_snapshot(text, known_panels=KNOWN).snapshot, KNOWN)


def test_floats_are_written_exactly():
    scene = replace(
        default_scene(),
        queries=(Query(0, "q", 0.1 + 0.2, -0.0),),
        keys=(Key(0, "A", 5e-324, -2.9999999999999996, "#E69F00"),),
    )
    text = snapshot_to_json(Snapshot(scene))
    assert "0.30000000000000004" in text and "-0.0" in text and "5e-324" in text
    loaded = parse_snapshot(text).snapshot.scene
    assert float_bits(loaded) == float_bits(scene)


def test_the_documented_example_is_exactly_what_kino_writes():
    doc = (ROOT / "docs" / "snapshot-format.md").read_text(encoding="utf-8")
    example = re.search(r"```json\n(.*?)```", doc, re.S).group(1)
    loaded = parse_snapshot(example, known_panels=KNOWN)
    assert loaded.warnings == ()
    assert snapshot_to_json(loaded.snapshot, KNOWN) == example


def test_integer_positions_load_as_floats_and_missing_optional_fields_take_defaults():
    document = seed_document()
    document["keys"][0]["x"] = 2
    for name in ("title", "caption", "view"):
        del document[name]
    result = parse_snapshot(json.dumps(document))
    assert result.warnings == ()
    key = result.snapshot.scene.keys[0]
    assert key.x == 2.0 and isinstance(key.x, float)
    assert result.snapshot.scene.title == "" and result.snapshot.scene.caption == ""
    assert result.snapshot.view == ViewState()


def test_a_view_with_some_panels_keeps_the_defaults_for_the_others():
    document = seed_document()
    document["view"] = {"theme": "dark", "panels": {"code": True, "saturation": False}}
    view = parse_snapshot(json.dumps(document), known_panels=KNOWN).snapshot.view
    assert view.theme == "dark"
    assert view.is_visible("code") and not view.is_visible("saturation")
    assert view.is_visible("canvas") and not view.is_visible("attention_map")


def test_weightings_unscaled_round_trips_and_older_files_show_both():
    # A file without "weightings" (every file written before the field existed) shows both.
    document = seed_document()
    assert "weightings" not in document["view"]
    assert parse_snapshot(json.dumps(document)).snapshot.view.weightings == "both"
    # "both" is not written, so such files are written exactly as before.
    both = Snapshot(default_scene())
    assert "weightings" not in snapshot_to_json(both)
    # "unscaled" is written after the panels and reads back.
    unscaled = Snapshot(default_scene(), ViewState(KNOWN.defaults, weightings="unscaled"))
    text = snapshot_to_json(unscaled, KNOWN)
    assert list(json.loads(text)["view"]) == ["theme", "panels", "weightings"]
    assert json.loads(text)["view"]["weightings"] == "unscaled"
    loaded = parse_snapshot(text, known_panels=KNOWN)
    assert loaded.warnings == () and loaded.snapshot == unscaled
    assert not loaded.snapshot.view.shows_scaled and both.view.shows_scaled


def test_errors_keep_their_fields_through_pickle():
    error = refuse(json.dumps({**seed_document(), "d": 0}))
    copy = pickle.loads(pickle.dumps(error))
    assert type(copy) is SnapshotError and str(copy) == str(error)
    assert (copy.field, copy.expected, copy.found, copy.source) == (
        "d",
        "an integer in 2 … 4096",
        "0",
        "test.kino",
    )


def test_a_byte_order_mark_is_accepted():
    text = snapshot_to_json(Snapshot(default_scene()))
    assert parse_snapshot(b"\xef\xbb\xbf" + text.encode()).snapshot.scene == default_scene()


def test_view_state_helpers():
    view = ViewState(panels={"canvas": True, "weights": True, "code": False}, theme="dark")
    assert view.panels == frozenset({"canvas", "weights"})
    assert view.with_panel("code").is_visible("code")
    assert not view.with_panel("canvas", False).is_visible("canvas")
    assert view.with_theme("high-contrast").theme == "high-contrast"
    assert list(view_state.encode_panels(view.panels, KNOWN)) == list(PANEL_NAMES)
    assert view_state.encode_panels(view.panels, KNOWN)["weights"] is True
    assert hash(view) == hash(ViewState(frozenset({"weights", "canvas"}), "dark"))
    with pytest.raises(SnapshotError, match="view.panels"):
        ViewState(panels={"minimap"}).resolved(KNOWN)
    with pytest.raises(SnapshotError, match="view.theme"):
        ViewState(theme="sepia")
    assert replace(view, weightings="unscaled").with_panel("code").weightings == "unscaled"
    with pytest.raises(SnapshotError, match="view.weightings"):
        ViewState(weightings="scaled")


# ---------------------------------------------------------------------------------------------
# Refusals: each names the field, what was expected and what was found


def test_malformed_json_gives_line_and_column():
    text = snapshot_to_json(Snapshot(default_scene()))
    lines = text.splitlines(keepends=True)
    assert lines[3].startswith('  "title"')
    lines[3] = lines[3].replace('",', '"')  # drop the comma after the title
    error = refuse("".join(lines))
    assert error.line == 5 and error.column == 3
    assert "not valid JSON" in str(error) and "line 5, column 3" in str(error)


@pytest.mark.parametrize(
    ("value", "shown"),
    [("abc", '"abc"'), (True, "true"), (None, "null"), ([1.0], "a list of 1 item")],
)
def test_a_wrong_type_names_the_field_and_what_was_found(value, shown):
    document = seed_document()
    document["keys"][1]["x"] = value
    error = refuse(document)
    assert error.field == "keys[1].x"
    assert error.expected == "a finite number in [-3, 3]" and error.found == shown
    assert f"keys[1].x: expected a finite number in [-3, 3], found {shown}" in str(error)


def test_a_boolean_is_not_an_integer():
    document = seed_document()
    document["d"] = True
    error = refuse(document)
    assert (error.field, error.found) == ("d", "true")
    assert "expected an integer in 2 … 4096" in str(error)


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity", "1e999", "-1E400"])
def test_nan_and_infinity_are_refused_with_the_field(literal):
    text = snapshot_to_json(Snapshot(default_scene())).replace('"y": 1.0', f'"y": {literal}')
    error = refuse(text)
    assert error.field == "queries[0].y"
    assert error.found == literal and f"found {literal}" in str(error)


@pytest.mark.parametrize(
    ("literal", "shown"),
    [("1e300", "1e+300"), ("-123456.5", "-123456.5"), ("1" + "0" * 60, "an integer of 61 digits")],
)
def test_absurd_magnitudes_are_refused(literal, shown):
    text = snapshot_to_json(Snapshot(default_scene())).replace('"x": 1.5', f'"x": {literal}')
    error = refuse(text)
    assert error.field == "queries[0].x" and shown in error.found


def test_an_integer_of_thousands_of_digits_does_not_crash():
    text = snapshot_to_json(Snapshot(default_scene())).replace('"seed": 0', '"seed": ' + "7" * 5000)
    error = refuse(text)
    assert error.field == "seed" and "an integer of 5000 digits" in error.found


@pytest.mark.parametrize(
    ("value", "ok"), [(3.0, True), (-3.0, True), (3.0001, False), (-3.5, False)]
)
def test_positions_outside_the_canvas_are_an_error(value, ok):
    document = seed_document()
    document["keys"][2]["y"] = value
    if ok:
        assert parse_snapshot(json.dumps(document)).snapshot.scene.keys[2].y == value
    else:
        error = refuse(document)
        assert error.field == "keys[2].y" and error.found == repr(value)


@pytest.mark.parametrize(
    ("value", "shown"), [(1, "1"), (4097, "4097"), (-5, "-5"), (512.0, "512.0"), ("512", '"512"')]
)
def test_d_out_of_range(value, shown):
    document = seed_document()
    document["d"] = value
    error = refuse(document)
    assert (error.field, error.found) == ("d", shown)
    assert error.expected == "an integer in 2 … 4096"


def test_too_many_keys():
    document = seed_document()
    document["keys"] = [dict(document["keys"][0], id=i) for i in range(13)]
    error = refuse(document)
    assert (error.field, error.expected, error.found) == ("keys", "1 … 12 keys", "13 keys")


def test_too_many_queries_and_none_at_all():
    document = seed_document()
    document["queries"] = [dict(document["queries"][0], id=i) for i in range(9)]
    assert refuse(document).found == "9 queries"
    document["queries"] = []
    error = refuse(document)
    assert (error.field, error.found) == ("queries", "0 queries")


@pytest.mark.parametrize(
    ("path", "field"),
    [
        (("d",), "d"),
        (("seed",), "seed"),
        (("queries",), "queries"),
        (("keys",), "keys"),
        (("keys", 0, "color"), "keys[0].color"),
        (("keys", 3, "x"), "keys[3].x"),
        (("queries", 0, "id"), "queries[0].id"),
        (("queries", 0, "label"), "queries[0].label"),
        (("version",), "version"),
        (("format",), "format"),
    ],
)
def test_missing_fields_are_named(path, field):
    document = seed_document()
    parent = document
    for part in path[:-1]:
        parent = parent[part]
    del parent[path[-1]]
    error = refuse(document)
    assert error.field == field
    assert error.found == "nothing (the field is missing)"
    assert f"{field}: expected " in str(error)


def test_a_newer_version_says_so():
    document = seed_document()
    document["version"] = 7
    error = refuse(document)
    assert error.field == "version"
    assert "made by a newer kino (format version 7); this kino reads version 1" in str(error)


@pytest.mark.parametrize(("value", "shown"), [(0, "0"), ("1", '"1"'), (1.0, "1.0"), (True, "true")])
def test_a_version_that_is_not_1(value, shown):
    document = seed_document()
    document["version"] = value
    error = refuse(document)
    assert (error.field, error.expected, error.found) == ("version", "the integer 1", shown)


def test_a_wrong_format_tag():
    document = seed_document()
    document["format"] = "kino-snap"
    error = refuse(document)
    assert error.field == "format" and error.found == '"kino-snap"'
    assert 'expected "kino-snapshot"' in str(error)


def test_a_deck_opened_as_a_snapshot_gets_advice():
    document = seed_document()
    document["format"] = "kino-deck"
    assert "lesson deck" in str(refuse(document))


@pytest.mark.parametrize(
    ("text", "found"), [("[]", "a list of 0 items"), ("3", "3"), ("null", "null")]
)
def test_the_top_level_must_be_an_object(text, found):
    error = refuse(text)
    assert error.field is None and error.found == found and "a JSON object" in str(error)


def test_a_field_twice_in_one_object():
    text = snapshot_to_json(Snapshot(default_scene())).replace('"d": 2,', '"d": 2, "d": 3,')
    assert 'the field "d" appears twice' in str(refuse(text))


@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [
        ("label", "", "a non-empty label"),
        ("label", "x" * 17, "at most 16 characters"),
        ("label", "two\nlines", "on one line"),
        ("color", "#12345", "#RRGGBB"),
        ("color", "red", "#RRGGBB"),
        ("id", -1, "an integer id"),
    ],
)
def test_scene_errors_keep_the_scenes_field_path(field, value, expected):
    """The Scene's own SceneError comes out as a SnapshotError with the same field path."""
    scene = default_scene()
    keys = list(scene.keys)
    keys[2] = replace(keys[2], **{field: value})
    with pytest.raises(SceneError) as scene_error:
        replace(scene, keys=tuple(keys))
    document = seed_document()
    document["keys"][2][field] = value
    error = refuse(document)
    assert error.field == scene_error.value.field == f"keys[2].{field}"
    assert error.expected == scene_error.value.expected and expected in error.expected


def test_a_repeated_id_points_at_the_repeat():
    document = seed_document()
    document["keys"][3]["id"] = 1
    error = refuse(document)
    assert error.field == "keys[3].id" and "already the id of keys[1]" in error.found


def test_an_unpaired_surrogate_in_a_label():
    text = snapshot_to_json(Snapshot(default_scene())).replace('"label": "B"', '"label": "\\ud800"')
    error = refuse(text)
    assert error.field == "keys[1].label" and "surrogate" in error.found


def test_title_and_caption_lengths():
    document = seed_document()
    document["title"] = "t" * 201
    assert refuse(document).field == "title"
    document = seed_document()
    document["caption"] = 5
    error = refuse(document)
    assert (error.field, error.found) == ("caption", "5")


@pytest.mark.parametrize(
    ("change", "field", "found"),
    [
        (lambda d: d.update(keys={"A": 1}), "keys", "an object"),
        (lambda d: d["keys"].__setitem__(0, [2.0, 0.0]), "keys[0]", "a list of 2 items"),
        (lambda d: d.update(view=[]), "view", "a list of 0 items"),
        (lambda d: d["view"].update(theme="sepia"), "view.theme", '"sepia"'),
        (lambda d: d["view"].update(panels=True), "view.panels", "true"),
        (lambda d: d["view"]["panels"].update(weights=1), "view.panels.weights", "1"),
        (lambda d: d["view"].update(weightings="scaled"), "view.weightings", '"scaled"'),
        (lambda d: d["view"].update(weightings=None), "view.weightings", "null"),
    ],
)
def test_wrong_containers_and_view_values(change, field, found):
    document = seed_document()
    change(document)
    error = refuse(document)
    assert (error.field, error.found) == (field, found)


def test_deep_nesting_is_refused_not_a_crash():
    assert "nested too deeply" in str(refuse("[" * 100_000 + "]" * 100_000))
    text = snapshot_to_json(Snapshot(default_scene())).replace(
        '"seed": 0', '"seed": ' + "[" * 50_000 + "]" * 50_000
    )
    assert "nested too deeply" in str(refuse(text))
    document = seed_document()
    document["seed"] = [[[[[[0]]]]]]
    assert refuse(document).field == "seed"


def test_not_utf8():
    data = snapshot_to_json(Snapshot(default_scene())).encode().replace(b'"A"', b'"\xc0A"')
    error = refuse(data)
    assert "not UTF-8" in str(error) and "0xC0" in str(error)
    offset = data.index(b"\xc0")
    assert f"offset {offset}" in str(error)
    assert "not UTF-8" in str(refuse("kino".encode("utf-16")))


@pytest.mark.parametrize("data", [b"", b"   \n\t ", ""])
def test_an_empty_file(data, tmp_path):
    assert "the file is empty" in str(refuse(data))
    path = tmp_path / "empty.kino"
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    with pytest.raises(SnapshotError, match="empty"):
        load_snapshot(path)


# ---------------------------------------------------------------------------------------------
# Files


def test_a_file_over_1_mib_is_refused_before_it_is_read(tmp_path, monkeypatch):
    text = snapshot_to_json(Snapshot(default_scene()))
    exact = tmp_path / "exact.kino"
    exact.write_bytes(text.encode() + b" " * (MAX_FILE_BYTES - len(text.encode())))
    assert exact.stat().st_size == MAX_FILE_BYTES
    assert load_snapshot(exact).snapshot.scene == default_scene()

    big = tmp_path / "big.kino"
    big.write_bytes(exact.read_bytes() + b" ")

    def no_reading(*args, **kwargs):
        raise AssertionError("the file was opened before its size was checked")

    monkeypatch.setattr(json_document, "open", no_reading, raising=False)
    with pytest.raises(SnapshotError) as caught:
        load_snapshot(big)
    assert str(caught.value).startswith(str(big))
    assert "at most 1 MiB" in str(caught.value)
    assert caught.value.found == f"{MAX_FILE_BYTES + 1} bytes"
    monkeypatch.undo()
    with pytest.raises(SnapshotError, match="at most 1 MiB"):
        parse_snapshot(big.read_bytes())
    with pytest.raises(SnapshotError, match="at most 1 MiB"):
        parse_snapshot(big.read_text())


def test_a_folder(tmp_path):
    with pytest.raises(SnapshotError, match="is a folder, not a file") as caught:
        load_snapshot(tmp_path)
    assert caught.value.found == "a folder"


def test_a_missing_file(tmp_path):
    path = tmp_path / "nowhere" / "missing.kino"
    with pytest.raises(SnapshotError) as caught:
        load_snapshot(path)
    assert str(caught.value) == f"{path}: no such file"


def test_a_permission_error(tmp_path, monkeypatch):
    path = tmp_path / "secret.kino"
    save_snapshot(path, Snapshot(default_scene()))

    def denied(file, *args, **kwargs):
        raise PermissionError(13, "Permission denied", str(file))

    # Root ignores file modes, so the refusal is simulated where the loader opens the file.
    monkeypatch.setattr(json_document, "open", denied, raising=False)
    with pytest.raises(SnapshotError, match="permission denied") as caught:
        load_snapshot(path)
    assert str(caught.value).startswith(str(path))


def test_a_pipe_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.kino"
    os.mkfifo(fifo)
    with pytest.raises(SnapshotError, match="not a regular file"):
        load_snapshot(fifo)


def test_unknown_fields_load_with_warnings_naming_them():
    document = seed_document()
    document["author"] = "me"
    document["keys"][0]["weight"] = 0.5
    document["view"]["zoom"] = 2
    document["view"]["panels"]["minimap"] = True
    document["queries"][0]["the note"] = "?"
    result = parse_snapshot(json.dumps(document), known_panels=KNOWN)
    assert isinstance(result, LoadResult)
    assert result.snapshot == Snapshot(default_scene(), ViewState(KNOWN.defaults))
    assert sorted(result.warnings) == sorted(
        [
            "author: unknown field, ignored",
            "keys[0].weight: unknown field, ignored",
            "view.zoom: unknown field, ignored",
            "view.panels.minimap: unknown panel, ignored",
            'queries[0]."the note": unknown field, ignored',
        ]
    )


def test_save_refuses_what_would_not_read_back_and_keeps_the_old_file(tmp_path):
    path = tmp_path / "scene.kino"
    save_snapshot(path, Snapshot(default_scene()))
    before = path.read_bytes()
    broken = replace(default_scene(), title="\ud800")  # a Scene accepts it, UTF-8 cannot
    with pytest.raises(SnapshotError, match="title"):
        save_snapshot(path, Snapshot(broken))
    assert path.read_bytes() == before
    assert stale_temp_files(path) == []


def test_save_into_a_missing_folder_is_a_snapshot_error(tmp_path):
    path = tmp_path / "no-folder" / "scene.kino"
    with pytest.raises(SnapshotError, match="cannot save") as caught:
        save_snapshot(path, Snapshot(default_scene()))
    assert isinstance(caught.value.__cause__, OSError)


def test_every_preset_parses_with_source_names(tmp_path):
    for preset in list_presets():
        result = load_snapshot(str(preset.path))
        assert result.warnings == ()


# ---------------------------------------------------------------------------------------------
# Fuzzing: mutated snapshots raise SnapshotError and nothing else


FUZZ_BASES = [seed_document()] + [
    json.loads(preset.path.read_text(encoding="utf-8")) for preset in list_presets()
]


def _load_or_refuse(data: bytes) -> None:
    try:
        result = parse_snapshot(data, source="fuzz.kino")
    except SnapshotError as error:
        assert str(error).startswith("fuzz.kino: ")
        assert "\n" not in str(error).replace("\\n", "")
        return
    # Whatever loads is a valid snapshot that round-trips.
    text = snapshot_to_json(result.snapshot)
    assert parse_snapshot(text).snapshot == result.snapshot


@settings(max_examples=2000, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    data=st.one_of(mutated_documents(FUZZ_BASES), st.binary(max_size=200), st.text(max_size=200))
)
def test_fuzz_mutated_snapshots_raise_only_snapshot_error(data):
    _load_or_refuse(data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass"))


# ---------------------------------------------------------------------------------------------
# Atomic writing


def test_atomic_write_replaces_keeps_mode_and_leaves_no_temp(tmp_path):
    target = tmp_path / "a.kino"
    atomic_write_text(target, "one\n")
    assert target.read_bytes() == b"one\n"
    os.chmod(target, 0o640)
    atomic_write_bytes(target, b"two")
    assert target.read_bytes() == b"two"
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.kino"]


def test_atomic_write_through_a_symlink_keeps_the_link(tmp_path):
    real = tmp_path / "real.kino"
    real.write_text("old")
    link = tmp_path / "link.kino"
    link.symlink_to(real)
    atomic_write_text(link, "new")
    assert link.is_symlink() and real.read_text() == "new"


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_a_failed_write_leaves_the_target_and_no_temp_file(tmp_path, monkeypatch, failing):
    target = tmp_path / "a.kino"
    target.write_bytes(b"old")

    def fail(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, failing, fail)
    with pytest.raises(OSError, match="No space"):
        atomic_write_bytes(target, b"new" * 1000)
    monkeypatch.undo()
    assert target.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.kino"]


def test_stale_temp_files_are_named_and_cleaned_by_age(tmp_path):
    target = tmp_path / "lecture.kino"
    old = tmp_path / f".lecture.kino.0123abcd{TEMP_SUFFIX}"
    young = tmp_path / f".lecture.kino.89abcdef{TEMP_SUFFIX}"
    unrelated = [
        tmp_path / ".lecture.kino.notours",
        tmp_path / f".other.kino.0123abcd{TEMP_SUFFIX}",
    ]
    for path in (old, young, *unrelated):
        path.write_bytes(b"partial")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    assert stale_temp_files(target) == sorted([old, young])
    assert remove_stale_temp_files(target) == [old]
    assert stale_temp_files(target) == [young]
    assert remove_stale_temp_files(target, min_age_seconds=0) == [young]
    assert all(path.exists() for path in unrelated)


def _kill_while_saving(tmp_path, mode, first, second, rounds, writers):
    """Start ``writers`` processes, each saving first/second alternately to its own target, and
    SIGKILL them at random moments, ``rounds`` times; check every target after every kill.

    The writers (tests/snapshot_saver.py) are forked from multiprocessing's fork server, which
    has imported their module once."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["tests.snapshot_saver"])  # if it is not running already
    rng = random.Random(1234)
    (tmp_path / "first").write_bytes(first)
    (tmp_path / "second").write_bytes(second)
    targets = []
    for index in range(writers):
        folder = tmp_path / f"w{index}"
        folder.mkdir()
        targets.append(folder / "target.kino")
        targets[-1].write_bytes(first)
    seen, interrupted = set(), 0
    for _ in range(rounds):
        pipes = [context.Pipe(duplex=False) for _ in targets]
        children = [
            context.Process(
                target=snapshot_saver.save_forever,
                args=(mode, str(target), str(tmp_path / "first"), str(tmp_path / "second"), end),
                daemon=True,
            )
            for target, (_, end) in zip(targets, pipes, strict=True)
        ]
        for child, (_, end) in zip(children, pipes, strict=True):
            child.start()
            end.close()  # the writer holds its own copy
        progress = [receiver for receiver, _ in pipes]
        for receiver in progress:
            assert receiver.recv_bytes() == b"ready"
        for child, receiver in zip(children, progress, strict=True):
            # Let it finish 0-3 saves (so old and new alternate even on a slow machine), then
            # kill it a random moment later, most likely in the middle of the next save.
            for _ in range(rng.randint(0, 3)):
                assert receiver.recv_bytes() == b"+"
            time.sleep(rng.uniform(0.0, 0.005))
            os.kill(child.pid, signal.SIGKILL)
        for child, receiver, target in zip(children, progress, targets, strict=True):
            child.join()
            receiver.close()
            assert child.exitcode == -signal.SIGKILL
            data = target.read_bytes()
            assert data in (first, second), "the target is neither the old nor the new file"
            seen.add(data)
            if mode == "snapshot":
                parse_snapshot(data)
            leftovers = stale_temp_files(target)
            assert len(leftovers) <= 1  # only the save in flight
            assert sorted(p.name for p in target.parent.iterdir()) == sorted(
                ["target.kino", *(p.name for p in leftovers)]
            )
            interrupted += len(remove_stale_temp_files(target, min_age_seconds=0))
    return seen, interrupted


def _big_snapshot(colour: str, fill: str) -> bytes:
    keys = tuple(Key(i, f"{fill}{i:02d}" * 4, 2.9, -2.9, colour) for i in range(12))
    queries = tuple(Query(i, f"q{i}", -1.234567, 2.5) for i in range(8))
    scene = Scene(queries, keys, d=4096, seed=2**32 - 1, title=fill * 200, caption=fill * 2000)
    return snapshot_to_json(Snapshot(scene, ViewState(panels=PANEL_NAMES))).encode()


@pytest.mark.slow
def test_killing_a_saving_process_never_leaves_a_broken_snapshot(tmp_path):
    first, second = _big_snapshot("#000000", "é"), _big_snapshot("#FFFFFF", "界")
    seen, _ = _kill_while_saving(tmp_path, "snapshot", first, second, rounds=8, writers=5)
    assert seen == {first, second}  # the writers really did replace the file


@pytest.mark.slow
def test_killing_a_process_mid_write_of_big_files_never_leaves_a_torn_file(tmp_path):
    first = bytes(range(256)) * 8192  # 2 MiB each
    second = bytes(reversed(range(256))) * 8192
    seen, interrupted = _kill_while_saving(tmp_path, "bytes", first, second, rounds=8, writers=5)
    assert seen == {first, second}
    assert interrupted >= 1  # some kills landed while a temporary file was being written
