"""kino_core.overwrite: what a save over an existing file would do unasked."""

from __future__ import annotations

import os

from kino_core import default_scene
from kino_core.overwrite import (
    FileStamp,
    Hazard,
    is_kino_deck,
    is_kino_snapshot,
    overwrite_hazards,
    stamp_of,
)
from kino_core.snapshot import Snapshot, save_snapshot


def scene_file(tmp_path, name: str = "a.kino"):
    path = tmp_path / name
    save_snapshot(path, Snapshot(default_scene()))
    return path


def test_a_new_name_and_an_own_unchanged_file_have_no_hazard(tmp_path):
    assert overwrite_hazards(tmp_path / "new.kino", None, must_be=is_kino_snapshot) == frozenset()
    path = scene_file(tmp_path)
    assert overwrite_hazards(path, stamp_of(path), must_be=is_kino_snapshot) == frozenset()


def test_read_only_even_for_root(tmp_path):
    path = scene_file(tmp_path)
    path.chmod(0o444)
    assert overwrite_hazards(path, stamp_of(path), must_be=None) == {Hazard.READ_ONLY}


def test_a_hard_link_and_a_change_on_disk(tmp_path):
    path = scene_file(tmp_path)
    known = stamp_of(path)
    os.link(path, tmp_path / "b.kino")
    assert overwrite_hazards(path, known, must_be=None) == {Hazard.HARD_LINKED}
    os.utime(path, ns=(known.mtime_ns + 10**9, known.mtime_ns + 10**9))
    assert Hazard.CHANGED in overwrite_hazards(path, known, must_be=None)


def test_only_a_kino_snapshot_counts_as_ours_and_a_folder_is_never_written(tmp_path):
    notes = tmp_path / "notes.kino"
    notes.write_text("my notes")
    assert overwrite_hazards(notes, None, must_be=is_kino_snapshot) == {Hazard.NOT_KINO}
    assert overwrite_hazards(notes, None, must_be=None) == frozenset()  # picked now
    assert overwrite_hazards(tmp_path, None, must_be=None) == {Hazard.NOT_A_FILE}
    os.mkfifo(tmp_path / "pipe.kino")
    assert overwrite_hazards(tmp_path / "pipe.kino", None, is_kino_snapshot) == {Hazard.NOT_A_FILE}


def test_a_symbolic_link_is_judged_by_its_target(tmp_path):
    path = scene_file(tmp_path)
    link = tmp_path / "link.kino"
    link.symlink_to(path)
    path.chmod(0o444)
    assert overwrite_hazards(link, None, must_be=is_kino_snapshot) == {Hazard.READ_ONLY}


def test_a_stamp_survives_the_settings_file_and_nothing_else_reads_as_one(tmp_path):
    stamp = stamp_of(scene_file(tmp_path))
    assert FileStamp.from_text(stamp.to_text()) == stamp
    for text in ("", "1 2 3", "1 2 3 x", "-1 2 3 4", "1 2 3 4 5"):
        assert FileStamp.from_text(text) is None


def test_a_deck_must_be_a_deck_and_a_snapshot_a_snapshot(tmp_path):
    from kino_core.deck import load_lesson, save_deck

    deck = tmp_path / "lesson.kinodeck"
    save_deck(deck, load_lesson())
    snapshot = scene_file(tmp_path)
    assert overwrite_hazards(deck, None, must_be=is_kino_deck) == frozenset()
    assert overwrite_hazards(snapshot, None, must_be=is_kino_deck) == {Hazard.NOT_KINO}
    assert overwrite_hazards(deck, None, must_be=is_kino_snapshot) == {Hazard.NOT_KINO}
