"""In-between scenes of step moves (kino_core.tween): valid, matched by id, exact at the ends."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from kino_core.deck import load_lesson
from kino_core.scene import Key, Query, Scene, hex_to_rgb
from kino_core.tween import ease_in_out, lerp_d, tween


def scene(queries, keys, d=2, seed=0, caption="") -> Scene:
    return Scene(queries=tuple(queries), keys=tuple(keys), d=d, seed=seed, caption=caption)


def test_ease_in_out_is_monotonic_and_symmetric():
    values = [ease_in_out(i / 100) for i in range(101)]
    assert values[0] == 0.0 and values[-1] == 1.0
    assert all(b >= a for a, b in zip(values, values[1:], strict=False))
    assert ease_in_out(0.5) == pytest.approx(0.5)
    for t in (0.1, 0.25, 0.4):
        assert ease_in_out(t) + ease_in_out(1 - t) == pytest.approx(1.0)
    # Slow at both ends: the first and last tenth cover far less than a tenth of the way.
    assert ease_in_out(0.1) < 0.01 and ease_in_out(0.9) > 0.99


def test_d_moves_on_a_log_scale():
    assert lerp_d(8, 512, 0.0) == 8
    assert lerp_d(8, 512, 1.0) == 512
    assert lerp_d(8, 512, 0.5) == 64  # the geometric midpoint
    assert lerp_d(512, 8, 0.5) == 64
    ds = [lerp_d(2, 4096, i / 50) for i in range(51)]
    assert ds == sorted(ds) and all(isinstance(d, int) for d in ds)


def test_matched_vectors_glide_and_colours_blend():
    a = scene(
        [Query(0, "q", 1.0, 0.0)],
        [Key(0, "A", 2.0, 0.0, "#000000"), Key(1, "B", 0.0, 2.0, "#56B4E9")],
        d=8,
    )
    b = scene(
        [Query(0, "q", -1.0, 2.0)],
        [Key(1, "B", 0.0, -2.0, "#56B4E9"), Key(0, "A", 2.0, 0.0, "#FFFFFF")],
        d=512,
        caption="after",
    )
    mid = tween(a, b, 0.5)
    assert (mid.queries[0].x, mid.queries[0].y) == pytest.approx((0.0, 1.0))
    by_id = {k.id: k for k in mid.keys}
    assert (by_id[1].x, by_id[1].y) == pytest.approx((0.0, 0.0))
    assert hex_to_rgb(by_id[0].color) == pytest.approx((0.5, 0.5, 0.5), abs=1 / 255)
    assert by_id[1].color == "#56B4E9"
    assert mid.d == 64
    assert tween(a, b, 1.0) == b
    assert tween(a, b, 0.0) == a


def test_vectors_only_in_one_step_stay_or_appear_at_the_end():
    a = scene(
        [Query(0, "q", 1.0, 1.0), Query(5, "q2", -1.0, 1.0)],
        [Key(0, "A", 2.0, 0.0, "#E69F00"), Key(1, "B", 0.0, 2.0, "#56B4E9")],
    )
    b = scene(
        [Query(0, "q", 2.0, 2.0)],
        [Key(1, "B", 1.0, 1.0, "#56B4E9"), Key(7, "Z", -2.0, -2.0, "#009E73")],
    )
    for t in (0.01, 0.3, 0.7, 0.99):
        frame = tween(a, b, t)
        assert frame.query_ids == (0, 5)  # q2 stays put until the end
        assert frame.queries[1] == a.queries[1]
        assert frame.key_ids == (0, 1)  # Z appears only at the end, A leaves only at the end
        assert frame.keys[0] == a.keys[0]
    assert tween(a, b, 1.0).key_ids == (1, 7)


def test_labels_switch_halfway_the_seed_at_the_end_and_the_caption_at_once():
    a = scene([Query(0, "q", 1.0, 0.0)], [Key(0, "A", 2.0, 0.0, "#E69F00")], seed=1)
    b = scene(
        [Query(0, "q: cat", 0.0, 1.0)], [Key(0, "chat", 1.0, 1.0, "#E69F00")], seed=9, caption="b"
    )
    assert tween(a, b, 0.01).caption == "b"
    assert tween(a, b, 0.49).keys[0].label == "A"
    assert tween(a, b, 0.5).keys[0].label == "chat"
    assert tween(a, b, 0.5).queries[0].label == "q: cat"
    assert tween(a, b, 0.99).seed == 1
    assert tween(a, b, 1.0).seed == 9


def test_every_frame_between_built_in_steps_is_a_valid_scene():
    deck = load_lesson()
    steps = [step.scene for step in deck.steps]
    pairs = list(zip(steps, steps[1:], strict=False)) + [(steps[-1], steps[0])]
    for a, b in pairs:
        for i in range(1, 20):
            frame = tween(a, b, i / 20)
            # Scene validates itself; re-creating it proves every field is in range.
            assert replace(frame) == frame
            for q in frame.queries:
                assert math.isfinite(q.x) and abs(q.x) <= 3 and abs(q.y) <= 3
            assert min(a.d, b.d) <= frame.d <= max(a.d, b.d)
