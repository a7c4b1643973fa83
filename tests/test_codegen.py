"""kino_core.codegen: the generated NumPy reproduces kino's numbers, and its arrays come back.

The generated code only ever runs through the sandbox (kino_core.sandbox), in a separate
process; all those runs start together, so the file stays fast.
"""

from __future__ import annotations

import contextlib
import io
import re
import time
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kino_core import evaluate
from kino_core.codegen import ArraysError, arrays_to_scene, compare_weights, scene_code
from kino_core.sandbox import RunResult, SandboxRun
from kino_core.scene import (
    Key,
    Query,
    Scene,
    SceneError,
    add_key,
    add_query,
    default_scene,
    delete_key,
    move_vector,
    rgb_to_hex,
)


def _scenes() -> dict[str, Scene]:
    rng = np.random.default_rng(2024)
    base = default_scene()
    three = add_query(add_query(base, -1.2345678901234567, 0.3), 2.9999, -3.0)
    twelve = base
    for _ in range(8):
        x, y = rng.uniform(-3, 3, size=2)
        twelve = add_key(twelve, x, y, color=rgb_to_hex(tuple(rng.uniform(0, 1, size=3))))
    twelve = delete_key(twelve, 2)  # ids no longer follow the positions in the list
    twelve = add_key(twelve, -0.1, 0.2, label="word")
    eight_by_twelve = twelve
    for _ in range(7):
        x, y = rng.uniform(-3, 3, size=2)
        eight_by_twelve = add_query(eight_by_twelve, x, y)
    moved = move_vector(base, "query", 0, 0.7071067811865476, -2.1)
    moved = move_vector(moved, "key", 1, -1.0 / 3.0, 2.718281828459045)
    return {
        "one query, d=2": base,
        "three queries, d=64": replace(three, d=64, seed=7),
        "one query, d=512": replace(moved, d=512, seed=99),
        "two queries, d=4096": replace(add_query(moved, 0.5, 0.5), d=4096, seed=2**32 - 1),
        "twelve keys, d=128": replace(twelve, d=128, seed=31337),
        "eight queries, twelve keys, d=4096": replace(eight_by_twelve, d=4096, seed=5),
        "d=2 with hidden ids": replace(twelve, d=2),
    }


SCENES = _scenes()


def _edited_sources() -> dict[str, str]:
    """Generated code edited the way a student would, for the Apply to canvas tests."""
    code = scene_code(SCENES["one query, d=2"])
    more_dims = code.replace("d = 2  #", "d = 256  #").replace("seed = 0  #", "seed = 11  #")
    assert more_dims != code
    added = (
        code.replace("K = np.array([\n", "K = np.array([\n    [1.0, -1.0],\n")
        .replace("V = np.array([\n", "V = np.array([\n    [255, 255, 255],\n")
        .replace("key_ids = np.array([0, 1, 2, 3])", "key_ids = np.array([9, 0, 1, 2, 3])")
        .replace("d = 2  #", "d = 16  #")
    )
    assert added.count("[255, 255, 255]") == 1 and "[9, 0, 1, 2, 3]" in added
    queries = code.replace(
        "q = np.array([1.5, 1.0])", "Q = np.array([[1.5, 1.0], [-2.0, 0.5], [0.0, -3.0]])"
    ).replace("q_full = np.concatenate([q, hidden(0, query_ids[0])])", "")
    queries = queries.replace("query_ids = np.array([0])", "query_ids = np.array([0, 1, 2])")
    queries = queries.replace(
        "scores = q @ K.T + q_full[2:] @ K_full[:, 2:].T",
        "Q_full = np.hstack([Q, [hidden(0, i) for i in query_ids]])\n"
        "scores = Q @ K.T + Q_full[:, 2:] @ K_full[:, 2:].T",
    )
    return {"more dimensions": more_dims, "a key added": added, "three queries": queries}


EDITED = _edited_sources()


# One worker runs the whole file under make test (--dist loadgroup): its module-scoped sandbox
# runs of every generated program are then made once, not once per worker.
pytestmark = pytest.mark.xdist_group("codegen")


@pytest.fixture(scope="module")
def runs() -> dict[str, RunResult]:
    """Every generated (and edited) program, run through the sandbox at the same time."""
    started = {}
    sources = {name: scene_code(scene) for name, scene in SCENES.items()} | EDITED
    for name, source in sources.items():
        run = SandboxRun(source, timeout_s=30.0)
        run.start()
        started[name] = run
    results = {}
    deadline = time.monotonic() + 60.0
    while len(results) < len(started) and time.monotonic() < deadline:
        for name, run in started.items():
            if name not in results and (result := run.poll()) is not None:
                results[name] = result
        time.sleep(0.01)
    for name, run in started.items():
        results.setdefault(name, run.stop())
    return results


# --- the generated code ------------------------------------------------------------------


@pytest.mark.parametrize("name", list(SCENES))
def test_generated_code_is_short_readable_and_self_contained(name):
    scene = SCENES[name]
    code = scene_code(scene)
    compile(code, "<editor>", "exec")  # compiled only: it runs in the sandbox, below
    lines = code.splitlines()
    assert len(lines) <= 42 + len(scene.keys) * 2 + len(scene.queries)
    assert max(len(line) for line in lines) <= 100
    assert "kino_core" not in code and "import kino" not in code
    assert "SeedSequence([seed, kind, vector_id])" in code and "PCG64" in code
    assert sum(line.strip().startswith("#") for line in lines) >= 4  # commented for a student
    assert (("Q = np.array" in code) == (len(scene.queries) > 1)) and "K = np.array" in code
    for key in scene.keys:
        assert f"key {key.label}" in code and key.color in code


@pytest.mark.parametrize("name", list(SCENES))
def test_generated_code_reproduces_kinos_numbers(runs, name):
    scene, result = SCENES[name], runs[name]
    assert result.status == "ok", (result.message, result.traceback)
    kino = evaluate(scene)
    arrays = result.arrays
    shape = kino.weights_scaled.shape if len(scene.queries) > 1 else (len(scene.keys),)
    for ours, theirs in [
        (kino.weights_scaled, "weights"),
        (kino.weights_unscaled, "weights_unscaled"),
        (kino.output_scaled, "output"),
        (kino.scores, "scores"),
    ]:
        assert arrays[theirs].shape == (shape if theirs != "output" else shape[:-1] + (3,))
        # Bit for bit: the code adds and scales in kino's order (kino_core/codegen.py).
        np.testing.assert_array_equal(arrays[theirs].reshape(ours.shape), ours)
    assert int(arrays["d"]) == scene.d and int(arrays["seed"]) == scene.seed
    np.testing.assert_array_equal(arrays["key_ids"], scene.key_ids)
    full = "Q_full" if len(scene.queries) > 1 else "q_full"
    np.testing.assert_array_equal(arrays[full].reshape(kino.Q.shape), kino.Q)  # bit for bit
    np.testing.assert_array_equal(arrays["K_full"], kino.K)
    assert compare_weights(arrays, kino)[0]


def test_the_scenes_are_not_trivial():
    """The comparisons above would catch a swap of scaled and unscaled, or of two keys."""
    for name in ("three queries, d=64", "one query, d=512", "eight queries, twelve keys, d=4096"):
        kino = evaluate(SCENES[name])
        assert np.abs(kino.weights_scaled - kino.weights_unscaled).max() > 0.05
        assert np.abs(np.diff(kino.weights_scaled, axis=-1)).max() > 0.01
    assert len(SCENES["eight queries, twelve keys, d=4096"].queries) == 8
    assert SCENES["twelve keys, d=128"].key_ids != tuple(range(12))


def test_generated_code_prints_the_weights_and_the_output(runs):
    kino = evaluate(SCENES["one query, d=2"])
    stdout = runs["one query, d=2"].stdout
    with np.printoptions(precision=4, suppress=True):
        scaled = str(kino.weights_scaled[0])
        unscaled = str(kino.weights_unscaled[0])
        output = str(kino.output_scaled[0])
    assert f"weights scaled by 1/sqrt(d): {scaled}" in stdout
    assert f"weights without scaling:    {unscaled}" in stdout
    assert f"output colour (RGB), scaled: {output}" in stdout
    assert "keys: ['A', 'B', 'C', 'D']" in stdout
    many = runs["three queries, d=64"].stdout
    assert "queries (rows): ['q1', 'q2', 'q3']" in many
    assert re.search(r"weights scaled by 1/sqrt\(d\):\n\[\[", many)


@pytest.mark.parametrize("name", list(SCENES))
def test_the_runs_arrays_give_back_the_scene(runs, name):
    scene, arrays = SCENES[name], runs[name].arrays
    assert arrays_to_scene(arrays, scene) == scene
    # without ids, d and seed, the base scene's are kept: the same scene again
    bare = {k: v for k, v in arrays.items() if k not in ("query_ids", "key_ids", "d", "seed")}
    assert arrays_to_scene(bare, scene) == scene


def test_apply_to_canvas_after_more_dimensions_and_a_new_seed(runs):
    base = SCENES["one query, d=2"]
    result = runs["more dimensions"]
    assert result.status == "ok", result.message
    applied = arrays_to_scene(result.arrays, base)
    assert (applied.d, applied.seed) == (256, 11)
    assert applied.keys == base.keys and applied.queries == base.queries
    agree, message = compare_weights(result.arrays, evaluate(applied))
    assert agree and message.startswith("Your weights agree with kino's (largest difference")
    agree, message = compare_weights(result.arrays, evaluate(base))
    assert not agree and "differ" in message


def test_apply_to_canvas_with_a_key_added_in_the_code(runs):
    base = SCENES["one query, d=2"]
    result = runs["a key added"]
    assert result.status == "ok", result.message
    applied = arrays_to_scene(result.arrays, base)
    assert applied.d == 16 and len(applied.keys) == 5
    new = applied.keys[0]
    assert (new.id, new.label, new.x, new.y, new.color) == (9, "E", 1.0, -1.0, "#FFFFFF")
    assert applied.keys[1:] == base.keys  # the others keep ids, labels, colours
    assert compare_weights(result.arrays, evaluate(applied))[0]


def test_apply_to_canvas_with_queries_added_in_the_code(runs):
    base = SCENES["one query, d=2"]
    result = runs["three queries"]
    assert result.status == "ok", (result.message, result.traceback)
    applied = arrays_to_scene(result.arrays, base)
    assert [(q.id, q.label, q.x, q.y) for q in applied.queries] == [
        (0, "q1", 1.5, 1.0),
        (1, "q2", -2.0, 0.5),
        (2, "q3", 0.0, -3.0),
    ]
    assert compare_weights(result.arrays, evaluate(applied))[0]


# --- arrays_to_scene without a sandbox: plain arrays -----------------------------------


def _arrays(scene: Scene) -> dict[str, np.ndarray]:
    """What the generated code leaves for a scene, computed here (no code runs)."""
    arrays = {
        "K": np.array([(k.x, k.y) for k in scene.keys]),
        "V": np.array([[round(c * 255) for c in k.rgb] for k in scene.keys]) / 255,
        "d": np.asarray(scene.d),
        "seed": np.asarray(scene.seed),
        "query_ids": np.array(scene.query_ids),
        "key_ids": np.array(scene.key_ids),
    }
    if len(scene.queries) > 1:
        arrays["Q"] = np.array([(q.x, q.y) for q in scene.queries])
    else:
        arrays["q"] = np.array([scene.queries[0].x, scene.queries[0].y])
    return arrays


@st.composite
def scenes(draw) -> Scene:
    n_q = draw(st.integers(1, 8))
    n_k = draw(st.integers(1, 12))
    coordinate = st.floats(-3.0, 3.0, allow_nan=False)
    query_ids = draw(st.lists(st.integers(0, 2**32 - 1), min_size=n_q, max_size=n_q, unique=True))
    key_ids = draw(st.lists(st.integers(0, 2**32 - 1), min_size=n_k, max_size=n_k, unique=True))
    labels = ["q"] if n_q == 1 else [f"q{i + 1}" for i in range(n_q)]
    queries = [
        Query(i, label, draw(coordinate), draw(coordinate))
        for i, label in zip(query_ids, labels, strict=True)
    ]
    keys = [
        Key(
            i,
            chr(ord("A") + j),
            draw(coordinate),
            draw(coordinate),
            draw(st.from_regex(r"#[0-9A-F]{6}", fullmatch=True)),
        )
        for j, i in enumerate(key_ids)
    ]
    return Scene(
        tuple(queries), tuple(keys), d=draw(st.integers(2, 4096)), seed=draw(st.integers(0, 99))
    )


@settings(max_examples=200, deadline=None)
@given(scenes())
def test_arrays_to_scene_round_trips_any_scene(scene):
    assert arrays_to_scene(_arrays(scene), scene) == scene


def test_labels_follow_ids_and_new_vectors_get_fresh_ones():
    base = SCENES["twelve keys, d=128"]  # ids 0, 1, 3 … 12; labels A, B, D … L, word
    arrays = _arrays(base)
    arrays["K"], arrays["V"] = arrays["K"][[1, 0]], arrays["V"][[1, 0]]
    arrays["key_ids"] = np.array([base.keys[1].id, 77])
    arrays["Q"] = np.array([[0.0, 0.0], [1.0, 1.0]])
    arrays["query_ids"] = np.array([0, 5])
    del arrays["q"]
    applied = arrays_to_scene(arrays, base)
    assert [(k.id, k.label) for k in applied.keys] == [(1, "B"), (77, "A")]
    assert [(q.id, q.label) for q in applied.queries] == [(0, "q1"), (5, "q2")]
    # without ids: by position, extra vectors get ids after the largest
    del arrays["key_ids"], arrays["query_ids"]
    arrays["K"] = np.zeros((3, 2))
    arrays["V"] = np.zeros((3, 3))
    applied = arrays_to_scene(arrays, default_scene())
    assert [k.id for k in applied.keys] == [0, 1, 2]
    applied = arrays_to_scene({**arrays, "K": np.zeros((6, 2)), "V": np.zeros((6, 3))}, base)
    assert [k.id for k in applied.keys] == [0, 1, 3, 4, 5, 6]
    assert [q.label for q in arrays_to_scene({**arrays, "Q": np.zeros((1, 2))}, base).queries] == [
        "q"
    ]


def test_colours_round_to_8_bits_and_positions_at_the_edge_are_kept():
    base = default_scene()
    arrays = _arrays(base)
    arrays["V"] = np.full((4, 3), 0.5)
    arrays["K"] = np.array([[3.0 + 1e-12, -3.0], [0.0, 1.0], [2.5, 2.5], [-1.0, 0.0]])
    applied = arrays_to_scene(arrays, base)
    assert {k.color for k in applied.keys} == {"#808080"}
    assert applied.keys[0].x == 3.0 and applied.keys[2].x == 2.5
    arrays["q"] = np.array([1, -2])  # integers are numbers too
    assert arrays_to_scene(arrays, base).queries[0].y == -2.0


def _bad(change: dict, remove: tuple[str, ...] = ()) -> str:
    arrays = _arrays(default_scene())
    for name in remove:
        del arrays[name]
    arrays.update(change)
    with pytest.raises(ArraysError) as caught:
        arrays_to_scene(arrays, default_scene())
    assert isinstance(caught.value, SceneError) and isinstance(caught.value, ValueError)
    return str(caught.value)


@pytest.mark.parametrize(
    ("change", "remove", "words"),
    [
        ({}, ("q",), ("no query", "q", "(2,)", "Q", "(n_q, 2)")),
        ({"q": np.zeros(64)}, (), ("q has shape (64,)", "(2,)", "q[:2]")),
        ({"Q": np.zeros((3, 64))}, ("q",), ("Q has shape (3, 64)", "(n_q, 2)", "Q[:, :2]")),
        ({"Q": np.zeros((9, 2))}, ("q",), ("Q has shape (9, 2)", "1 … 8")),
        ({"K": np.zeros((4, 3))}, (), ("K has shape (4, 3)", "(n_k, 2)", "K[:, :2]")),
        ({"K": np.zeros((13, 2)), "V": np.zeros((13, 3))}, (), ("K has shape (13, 2)", "1 … 12")),
        ({"K": np.zeros(2)}, (), ("K has shape (2,)", "(n_k, 2)")),
        ({}, ("K",), ("no K", "(n_k, 2)")),
        ({}, ("V",), ("no V", "(4, 3)")),
        ({"V": np.zeros((3, 3))}, (), ("V has shape (3, 3)", "(4, 3)", "K has 4 rows")),
        ({"V": np.full((4, 3), 255.0)}, (), ("V goes up to 255", "[0, 1]", "divide by 255")),
        ({"V": np.full((4, 3), 256.0)}, (), ("row 0 of V", "256", "[0, 1]", "colours")),
        ({"V": -np.ones((4, 3))}, (), ("row 0 of V", "[0, 1]")),
        (
            {"K": np.array([[0.0, 0.0], [0.0, 1.0], [4.5, 0.0], [1.0, 1.0]])},
            (),
            ("row 2 of K", "[4.5, 0]", "[-3, 3]", "does not move"),
        ),
        ({"q": np.array([0.0, -3.5])}, (), ("q is [0, -3.5]", "[-3, 3]")),
        ({"q": np.array([np.nan, 0.0])}, (), ("q", "not finite", "index 0")),
        ({"K": np.array([[0, 0], [0, 1], [1, np.inf], [1, 1]])}, (), ("K", "not finite")),
        ({"V": np.zeros((4, 3), dtype=complex)}, (), ("V holds complex numbers",)),
        ({"q": np.array([True, False])}, (), ("q holds true/false values",)),
        ({"K": np.array([["a", "b"]] * 4)}, (), ("K holds values of type",)),
        ({"d": np.asarray(1)}, (), ("d is 1", "2 … 4096")),
        ({"d": np.asarray(5000)}, (), ("d is 5000", "2 … 4096")),
        ({"d": np.asarray(2.5)}, (), ("d is 2.5", "integer")),
        ({"d": np.array([2, 4])}, (), ("d has shape (2,)", "single integer")),
        ({"seed": np.asarray(-1)}, (), ("seed is -1",)),
        ({"key_ids": np.array([0, 0, 1, 2])}, (), ("key_ids", "own id")),
        ({"key_ids": np.array([0, 1])}, (), ("key_ids has shape (2,)", "(4,)")),
        ({"query_ids": np.array([0.5])}, (), ("query_ids", "integers")),
    ],
)
def test_bad_arrays_are_refused_with_a_clear_message(change, remove, words):
    message = _bad(change, remove)
    for word in words:
        assert word in message, (word, message)


def test_compare_weights_messages():
    scene = SCENES["three queries, d=64"]
    kino = evaluate(scene)
    agree, message = compare_weights({"weights": kino.weights_scaled + 1e-12}, kino)
    assert agree and message == "Your weights agree with kino's (largest difference 1.0e-12)."
    wrong = kino.weights_scaled.copy()
    wrong[1, 2] += 0.25
    agree, message = compare_weights({"weights": wrong}, kino)
    assert not agree and "0.25" in message and "query q2, key C" in message
    agree, message = compare_weights({"weights": kino.weights_unscaled}, kino)
    assert not agree and "without scaling" in message and "√d = 8" in message
    agree, message = compare_weights({"weights": kino.weights_scaled[0]}, kino)
    assert not agree and "shape (4,)" in message and "(3, 4)" in message
    agree, message = compare_weights({}, kino)
    assert not agree and "no array named weights" in message
    agree, message = compare_weights({"weights": np.full((3, 4), np.nan)}, kino)
    assert not agree and "NaN" in message
    one = evaluate(default_scene())
    assert compare_weights({"weights": one.weights_scaled[0]}, one)[0]
    assert compare_weights({"weights": one.weights_scaled}, one)[0]
    agree, message = compare_weights({"weights": one.weights_scaled[0] + 1e-6}, one)
    assert not agree and "key " in message and "query" not in message


# --- bit for bit, over many scenes ---------------------------------------------------------


@settings(max_examples=100, deadline=None)
@given(scene=scenes())
def test_generated_code_is_bit_exact_over_many_scenes(scene):
    """The module docstring's claim: the generated code computes kino's numbers bit for bit.

    Run here with exec, in this process, so that hypothesis can try many scenes quickly (a
    sandbox run per scene costs a process start, and the sandbox runs at nice 19). The sandbox
    runs above check the same equality in the student's environment (one BLAS thread).
    """
    names: dict = {}
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(scene_code(scene), "<generated>", "exec"), names)  # our code, not a user's
    kino = evaluate(scene)
    for name, ours in (
        ("scores", kino.scores),
        ("weights_unscaled", kino.weights_unscaled),
        ("weights", kino.weights_scaled),
        ("output", kino.output_scaled),
    ):
        np.testing.assert_array_equal(names[name].reshape(ours.shape), ours, err_msg=name)
