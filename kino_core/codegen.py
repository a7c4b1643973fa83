"""The Code panel's NumPy: code that reproduces a scene, and the way back from its arrays.

- ``scene_code(scene)`` writes short, commented NumPy that computes what kino computes for the
  scene (hidden coordinates included, generated the same way as kino_core.hidden, without
  importing kino), bit for bit: it adds each score's canvas part and hidden part and scales by
  1/√d in the order kino does (tests/test_codegen.py checks equality over many random scenes).
  It leaves ``q`` (one query) or ``Q`` (several), ``K``, ``V``, ``d``,
  ``seed``, ``query_ids``, ``key_ids``, ``scores``, ``weights_unscaled``, ``weights`` (scaled
  by 1/√d) and ``output`` in its top-level names. With ``learn=LearnCode(target, …)`` it goes on
  with the descent of kino_core.learn in a few lines a student can edit (the loss, the rate),
  leaving ``path_unscaled``, ``path_scaled`` (steps + 1, 2) and ``loss_unscaled``,
  ``loss_scaled`` (steps + 1,); ``q``/``Q`` stay where the scene has them.
- ``arrays_to_scene(arrays, base_scene)`` turns the arrays a run left (kino_core.sandbox) back
  into a Scene, for "Apply to canvas".
- ``compare_weights(arrays, result)`` says whether the run's ``weights`` agree with kino's.

Rules of ``arrays_to_scene`` (the messages of ArraysError say which one failed):

- queries: ``Q`` of shape (n_q, 2) if the code left a ``Q``, else ``q`` of shape (2,); 1 … 8
  queries. Only canvas coordinates are accepted: a (n, d) array is refused (with a hint to use
  ``Q[:, :2]``), because kino's hidden coordinates come from the seed, not from the arrays.
- keys: ``K`` (n_k, 2), 1 … 12 keys; values: ``V`` (n_k, 3), one RGB colour per key in [0, 1].
  kino keeps colours as #RRGGBB, so each channel is rounded to a multiple of 1/255.
- every number must be finite and real; positions must lie on the canvas [-3, 3]² and colours
  in [0, 1]. Out-of-range numbers are refused, not clamped or clipped (only rounding noise of at
  most 1e-9 is), so that the applied scene computes the same weights as the code did.
- optional ``d`` (2 … 4096) and ``seed`` (0 … 2³²−1): integers, replacing the base scene's.
- optional ``query_ids`` / ``key_ids``: one distinct integer per query / key. They fix the
  hidden coordinates, so the generated code leaves them; without them, vector i keeps the base
  scene's i-th id and extra vectors get new ids.
- labels: a vector whose id is in the base scene keeps its label; new keys get the next free
  letter and new queries the next free q1, q2, … (a single query is "q"). The title stays;
  the caption stays only while the picture is the same: it described the base scene's
  positions, colours and d (a preset's "A scores 6"), which the code's arrays replaced.
"""

from __future__ import annotations

import math
import textwrap
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

import numpy as np

from .evaluate import SceneResult
from .hidden import HIDDEN_MAX
from .learn import DEFAULT_LEARNING_RATE, DEFAULT_STEPS
from .scene import (
    CANVAS_LIMIT,
    D_MAX,
    D_MIN,
    MAX_KEYS,
    MAX_QUERIES,
    SEED_MAX,
    Key,
    Query,
    Scene,
    SceneError,
    hex_to_rgb,
    rgb_to_hex,
    same_picture,
)

__all__ = [
    "WEIGHTS_TOLERANCE",
    "ArraysError",
    "arrays_to_scene",
    "LearnCode",
    "compare_weights",
    "scene_code",
]

WEIGHTS_TOLERANCE = 1e-9
_NOISE = 1e-9  # how far outside a range a number may be and still count as on its edge


# --- scene -> code -----------------------------------------------------------------------


def _number(value: float) -> str:
    """The shortest text that reads back as exactly this float."""
    text = repr(float(value))
    return "0.0" if text == "-0.0" else text


# Every comment of the generated code, in English ("{…}" filled in after translating). The app
# shows them in its language (context "CodeComment": app/panels/code/comments.py lists them for
# the translators; tests/test_codegen_comments.py checks the lists agree): comments are prose,
# the code itself is the same in every language.
HEADER = "Attention, as kino computes it for this scene. Edit anything, then Run."
D_COMMENT = "the dimension of every vector (2 ... {d_max})"
SEED_COMMENT = "fixes the hidden coordinates (Re-roll picks a new seed)"
CANVAS_MANY = "Canvas coordinates (x, y): one row per query, one row per key."
CANVAS_ONE = "Canvas coordinates (x, y) of the query, and one row per key."
KEY_ROW = "key {label}"
VALUES = "Values: one colour (red, green, blue) per key, from 0-255 to [0, 1]."
HIDDEN = "The other d - 2 coordinates are hidden: drawn once from N(0, 1) for each vector."
HIDDEN_KIND = "kind: 0 for a query, 1 for a key"
HIDDEN_PREFIX = "a larger d keeps the first ones"
IDS = "The ids fix each vector's hidden coordinates (give a new key a new id)."
SOFTMAX_SHIFT = "minus the largest: no overflow"
SCORES = "Each score q . k_j is its canvas part plus its hidden part."
SCORES_ONE = "one per key"
SCALED = "scaled dot-product attention"
OUTPUT_ONE = "the weighted average of the values: a colour"
OUTPUT_MANY = "the weighted average of the values: a colour per query"
LEARN = (
    "Learn what to look for: gradient descent moves query {label} so that its output becomes"
    " the target colour. Only its two canvas coordinates learn; its hidden coordinates, the"
    " keys and the values stay fixed."
)
LEARN_SCALE = "scale: 1 (unscaled) or 1 / sqrt(d)"
LEARN_DLOSS = "change the loss? change its derivative with it"
LEARN_JACOBIAN = "d softmax / d scores: ~0 when saturated"
LEARN_CANVAS = "only the canvas part of each key: K (n_k, 2)"
LEARN_DOWNHILL = "downhill, on the canvas"
COMMENTS: tuple[str, ...] = (
    HEADER,
    D_COMMENT,
    SEED_COMMENT,
    CANVAS_MANY,
    CANVAS_ONE,
    KEY_ROW,
    VALUES,
    HIDDEN,
    HIDDEN_KIND,
    HIDDEN_PREFIX,
    IDS,
    SOFTMAX_SHIFT,
    SCORES,
    SCORES_ONE,
    SCALED,
    OUTPUT_ONE,
    OUTPUT_MANY,
    LEARN,
    LEARN_SCALE,
    LEARN_DLOSS,
    LEARN_JACOBIAN,
    LEARN_CANVAS,
    LEARN_DOWNHILL,
)
Say = Callable[[str], str]  # an English comment (one of COMMENTS) in the language shown


def english(text: str) -> str:
    return text


def _rows(rows: list[str], comments: list[str]) -> list[str]:
    width = max(len(row) for row in rows) + 1
    return [
        f"    {(row + ',').ljust(width)}  # {comment}"
        for row, comment in zip(rows, comments, strict=True)
    ]


def _int_array(name: str, values: tuple[int, ...]) -> list[str]:
    """``name = np.array([...])``, wrapped to stay within 100 characters."""
    numbers = ", ".join(str(v) for v in values)
    line = f"{name} = np.array([{numbers}])"
    if len(line) <= 96:
        return [line]
    body = textwrap.wrap(numbers + ",", width=92, break_on_hyphens=False)
    return [f"{name} = np.array([", *(f"    {part}" for part in body), "])"]


def _label_comment(label: str) -> str:
    return " ".join(label.split())


@dataclass(frozen=True)
class LearnCode:
    """Ask scene_code for the Learn descent too: queries[query_index] learns toward ``target``
    (r, g, b) in [0, 1], as kino_core.learn.learn does with the same rate and steps."""

    target: tuple[float, float, float]
    learning_rate: float = DEFAULT_LEARNING_RATE
    steps: int = DEFAULT_STEPS
    query_index: int = 0


def _colour_literal(rgb: tuple[float, float, float]) -> str:
    """``np.array([230, 159, 0]) / 255`` when every channel is a whole 8-bit step (a chip or a
    picker colour), else the exact floats."""
    channels = [float(c) for c in rgb]
    eights = [round(c * 255) for c in channels]
    if all(e / 255 == c for e, c in zip(eights, channels, strict=True)):
        return f"np.array([{', '.join(str(e) for e in eights)}]) / 255"
    return f"np.array([{', '.join(_number(c) for c in channels)}])"


def _paragraph(text: str) -> list[str]:
    """A comment of its own lines, wrapped to stay within 90 characters."""
    return [f"# {line}" for line in textwrap.wrap(text, width=88, break_on_hyphens=False)]


def _learn_lines(scene: Scene, learn: LearnCode, many: bool, say: Say) -> list[str]:
    """The descent of kino_core.learn, written out: same loss, gradient, clamp and order."""
    if not 0 <= learn.query_index < len(scene.queries):
        raise ValueError(
            f"learn.query_index: expected 0 … {len(scene.queries) - 1}, found {learn.query_index}"
        )
    label = _label_comment(scene.queries[learn.query_index].label)
    if many:
        start = f"Q[{learn.query_index}]"
        hidden_part = f"Q_full[{learn.query_index}, 2:]"
    else:
        start, hidden_part = "q", "q_full[2:]"
    return [
        "",
        *_paragraph(say(LEARN).format(label=label)),
        f"target = {_colour_literal(learn.target)}",
        f"learning_rate = {_number(learn.learning_rate)}",
        f"steps = {int(learn.steps)}",
        "",
        f"def loss_and_gradient(xy, scale):  # {say(LEARN_SCALE)}",
        f"    a = softmax(scale * (K_full @ np.concatenate([xy, {hidden_part}])))",
        "    o = a @ V",
        "    loss = 0.5 * np.sum((o - target) ** 2)",
        f"    dloss_do = o - target  # {say(LEARN_DLOSS)}",
        f"    jacobian = np.diag(a) - np.outer(a, a)  # {say(LEARN_JACOBIAN)}",
        "    dloss_dscores = scale * jacobian @ (V @ dloss_do)",
        f"    return loss, K.T @ dloss_dscores  # {say(LEARN_CANVAS)}",
        "",
        "def descend(scale):",
        f"    xy, path, losses = {start}.copy(), [], []",
        "    for step in range(steps + 1):",
        "        loss, gradient = loss_and_gradient(xy, scale)",
        "        path.append(xy)",
        "        losses.append(loss)",
        f"        xy = np.clip(xy - learning_rate * gradient, -3, 3)  # {say(LEARN_DOWNHILL)}",
        "    return np.array(path), np.array(losses)",
        "",
        "path_unscaled, loss_unscaled = descend(1.0)",
        "path_scaled, loss_scaled = descend(1 / np.sqrt(d))",
        "print(f'loss without scaling:    {loss_unscaled[0]:.4g} -> {loss_unscaled[-1]:.4g}')",
        "print(f'loss scaled by 1/sqrt(d): {loss_scaled[0]:.4g} -> {loss_scaled[-1]:.4g}')",
    ]


def scene_code(scene: Scene, learn: LearnCode | None = None, say: Say = english) -> str:
    """Readable NumPy that reproduces kino's numbers for ``scene`` (see the module docstring);
    with ``learn``, followed by the Learn descent. ``say`` gives each of COMMENTS in the
    language shown: only the comments change, never the code."""
    many = len(scene.queries) > 1
    lines = [
        f"# {say(HEADER)}",
        "import numpy as np",
        "",
        f"d = {scene.d}  # {say(D_COMMENT).format(d_max=D_MAX)}",
        f"seed = {scene.seed}  # {say(SEED_COMMENT)}",
        "",
        *_canvas_lines(scene, many, say),
        *_hidden_lines(scene, many, say),
        *_attention_lines(scene, many, say),
    ]
    if learn is not None:
        lines += _learn_lines(scene, learn, many, say)
    return "\n".join(lines) + "\n"


def _canvas_lines(scene: Scene, many: bool, say: Say) -> list[str]:
    """Q (or q), K and V: the canvas coordinates and the values, one commented row each."""
    lines = []
    if many:
        lines.append(f"# {say(CANVAS_MANY)}")
        lines.append("Q = np.array([")
        lines += _rows(
            [f"[{_number(q.x)}, {_number(q.y)}]" for q in scene.queries],
            [_label_comment(q.label) for q in scene.queries],
        )
        lines.append("])")
    else:
        query = scene.queries[0]
        lines.append(f"# {say(CANVAS_ONE)}")
        lines.append(f"q = np.array([{_number(query.x)}, {_number(query.y)}])")
    colour_rows = []
    for key in scene.keys:
        r, g, b = (round(c * 255) for c in hex_to_rgb(key.color))
        colour_rows.append(f"[{r}, {g}, {b}]")
    lines.append("K = np.array([")
    lines += _rows(
        [f"[{_number(k.x)}, {_number(k.y)}]" for k in scene.keys],
        [say(KEY_ROW).format(label=_label_comment(k.label)) for k in scene.keys],
    )
    lines.append("])")
    lines.append(f"# {say(VALUES)}")
    lines.append("V = np.array([")
    lines += _rows(colour_rows, [f"{_label_comment(k.label)} {k.color}" for k in scene.keys])
    lines.append("]) / 255")
    return lines


def _hidden_lines(scene: Scene, many: bool, say: Say) -> list[str]:
    """The hidden coordinates drawn as kino draws them, and the full d-dimensional vectors."""
    lines = [
        "",
        f"# {say(HIDDEN)}",
        f"def hidden(kind, vector_id):  # {say(HIDDEN_KIND)}",
        "    rng = np.random.Generator(np.random.PCG64("
        "np.random.SeedSequence([seed, kind, vector_id])))",
        f"    return rng.standard_normal({HIDDEN_MAX})[: d - 2]  # {say(HIDDEN_PREFIX)}",
        "",
        f"# {say(IDS)}",
        *_int_array("query_ids", scene.query_ids),
        *_int_array("key_ids", scene.key_ids),
    ]
    if many:
        lines.append("Q_full = np.hstack([Q, [hidden(0, i) for i in query_ids]])  # (n_q, d)")
    else:
        lines.append("q_full = np.concatenate([q, hidden(0, query_ids[0])])  # (d,)")
    lines.append("K_full = np.hstack([K, [hidden(1, i) for i in key_ids]])  # (n_k, d)")
    return lines


def _attention_lines(scene: Scene, many: bool, say: Say) -> list[str]:
    """The scores, both weightings and the output, and the prints that show them."""
    lines = [
        "",
        "def softmax(s):",
        f"    e = np.exp(s - s.max(axis=-1, keepdims=True))  # {say(SOFTMAX_SHIFT)}",
        "    return e / e.sum(axis=-1, keepdims=True)",
        "",
    ]
    # The canvas part and the hidden part are added, and the scores scaled, in kino's order:
    # the code then reproduces kino's numbers bit for bit, not just to the last digit.
    lines.append(f"# {say(SCORES)}")
    if many:
        lines.append("scores = Q @ K.T + Q_full[:, 2:] @ K_full[:, 2:].T  # (n_q, n_k)")
    else:
        lines.append(f"scores = q @ K.T + q_full[2:] @ K_full[:, 2:].T  # {say(SCORES_ONE)}")
    lines += [
        "weights_unscaled = softmax(scores)",
        f"weights = softmax(scores * (1 / np.sqrt(d)))  # {say(SCALED)}",
        f"output = np.clip(weights @ V, 0, 1)  # {say(OUTPUT_MANY if many else OUTPUT_ONE)}",
        "",
        "np.set_printoptions(precision=4, suppress=True)",
        f"print('keys:', {[k.label for k in scene.keys]!r})",
    ]
    if many:
        lines += [
            f"print('queries (rows):', {[q.label for q in scene.queries]!r})",
            "print('weights without scaling:', weights_unscaled, sep='\\n')",
            "print('weights scaled by 1/sqrt(d):', weights, sep='\\n')",
            "print('output colours (RGB), scaled:', output, sep='\\n')",
        ]
    else:
        lines += [
            "print('weights without scaling:   ', weights_unscaled)",
            "print('weights scaled by 1/sqrt(d):', weights)",
            "print('output colour (RGB), scaled:', output)",
        ]
    return lines


# --- arrays -> scene ---------------------------------------------------------------------


class ArraysError(SceneError):
    """An array the code left cannot go into the scene; str() names it, its shape and why."""

    def __init__(self, name: str, message: str) -> None:
        super().__init__(name, message, None)
        self.args = (message,)


def _shape(array: np.ndarray) -> str:
    return str(tuple(array.shape))


def _real_array(arrays: Mapping[str, object], name: str) -> np.ndarray:
    array = np.asarray(arrays[name])
    if array.dtype.kind not in "iuf":
        kind = {"b": "true/false values", "c": "complex numbers"}.get(
            array.dtype.kind, f"values of type {array.dtype}"
        )
        raise ArraysError(name, f"{name} holds {kind}; kino needs real numbers.")
    array = array.astype(np.float64)
    if not np.all(np.isfinite(array)):
        where = tuple(int(i) for i in np.argwhere(~np.isfinite(array))[0])
        place = f" at index {where[0] if len(where) == 1 else where}" if where else ""
        raise ArraysError(name, f"{name} has a value that is not finite (NaN or infinity){place}.")
    return array


def _in_range(name: str, array: np.ndarray, low: float, high: float, what: str) -> np.ndarray:
    bad = (array < low - _NOISE) | (array > high + _NOISE)
    if bad.any():
        index = tuple(int(i) for i in np.argwhere(bad)[0])
        row = index[0] if index else None
        shown = array[index[0]] if array.ndim == 2 else array
        found = "[" + ", ".join(f"{v:.6g}" for v in np.atleast_1d(shown)) + "]"
        place = f"row {row} of {name}" if array.ndim == 2 else name
        raise ArraysError(
            name,
            f"{place} is {found}: {what} must lie in [{low:g}, {high:g}] "
            "(kino does not move or clip them for you).",
        )
    return np.clip(array, low, high)


def _integer(arrays: Mapping[str, object], name: str, low: int, high: int) -> int | None:
    if name not in arrays:
        return None
    array = _real_array(arrays, name)
    if array.size != 1:
        raise ArraysError(name, f"{name} has shape {_shape(array)}: expected a single integer.")
    value = float(array.reshape(()))
    if value != math.floor(value) or not low <= value <= high:
        raise ArraysError(name, f"{name} is {value:g}: expected an integer in {low} … {high}.")
    return int(value)


def _ids(arrays: Mapping[str, object], name: str, count: int, what: str) -> list[int] | None:
    if name not in arrays:
        return None
    array = _real_array(arrays, name)
    if array.shape != (count,):
        raise ArraysError(
            name,
            f"{name} has shape {_shape(array)}: expected ({count},), one id per {what} "
            f"(there are {count}).",
        )
    if np.any(array != np.floor(array)) or np.any(array < 0) or np.any(array > SEED_MAX):
        raise ArraysError(name, f"{name} must hold integers in 0 … {SEED_MAX}.")
    ids = [int(v) for v in array]
    if len(set(ids)) != len(ids):
        raise ArraysError(name, f"{name} is {ids}: each {what} needs its own id.")
    return ids


def _fresh_ids(base: tuple[int, ...], count: int) -> list[int]:
    ids = list(base[:count])
    next_id = max(base, default=-1) + 1
    while len(ids) < count:
        ids.append(next_id)
        next_id += 1
    return ids


def _query_positions(arrays: Mapping[str, object]) -> np.ndarray:
    if "Q" in arrays:
        name, expected = "Q", f"(n_q, 2), one row (x, y) per query, 1 … {MAX_QUERIES} rows"
        array = _real_array(arrays, name)
        ok = array.ndim == 2 and array.shape[1] == 2 and 1 <= array.shape[0] <= MAX_QUERIES
    elif "q" in arrays:
        name, expected = "q", "(2,), the query's (x, y)"
        array = _real_array(arrays, name)
        ok = array.shape == (2,)
    else:
        raise ArraysError(
            "q", "The code left no query: define q, shape (2,), or Q, shape (n_q, 2)."
        )
    if not ok:
        hint = ""
        if array.ndim == 2 and array.shape[1] > 2:
            hint = f" Only the canvas coordinates go back: use {name}[:, :2]."
        elif array.ndim == 1 and array.shape[0] > 2:
            hint = f" Only the canvas coordinates go back: use {name}[:2]."
        raise ArraysError(name, f"{name} has shape {_shape(array)}: expected {expected}.{hint}")
    return _in_range(name, array, -CANVAS_LIMIT, CANVAS_LIMIT, "positions").reshape(-1, 2)


def _next_letter(used: set[str]) -> str:
    for code in range(ord("A"), ord("Z") + 1):
        if chr(code) not in used:
            return chr(code)
    number = 1
    while f"K{number}" in used:
        number += 1
    return f"K{number}"


def _key_positions(arrays: Mapping[str, object]) -> np.ndarray:
    if "K" not in arrays:
        raise ArraysError("K", "The code left no K: define K, shape (n_k, 2), the keys' (x, y).")
    keys_xy = _real_array(arrays, "K")
    if keys_xy.ndim != 2 or keys_xy.shape[1] != 2 or not 1 <= keys_xy.shape[0] <= MAX_KEYS:
        hint = (
            " Only the canvas coordinates go back: use K[:, :2]."
            if keys_xy.ndim == 2 and keys_xy.shape[1] > 2
            else ""
        )
        raise ArraysError(
            "K",
            f"K has shape {_shape(keys_xy)}: expected (n_k, 2), one row (x, y) per key, "
            f"1 … {MAX_KEYS} rows.{hint}",
        )
    return _in_range("K", keys_xy, -CANVAS_LIMIT, CANVAS_LIMIT, "positions")


def _values(arrays: Mapping[str, object], n_keys: int) -> np.ndarray:
    if "V" not in arrays:
        raise ArraysError("V", f"The code left no V: define V, shape ({n_keys}, 3), the values.")
    values = _real_array(arrays, "V")
    if values.shape != (n_keys, 3):
        raise ArraysError(
            "V",
            f"V has shape {_shape(values)}: expected ({n_keys}, 3), one colour (r, g, b) "
            f"per key (K has {n_keys} rows).",
        )
    if 1.0 < values.max() <= 255.0 and values.min() >= 0.0:
        raise ArraysError(
            "V",
            f"V goes up to {values.max():g}: colours must lie in [0, 1]; if you wrote them "
            "0-255, divide by 255.",
        )
    return _in_range("V", values, 0.0, 1.0, "colours")


def _query_labels(query_ids: list[int], base_scene: Scene) -> list[str]:
    """Each query's label: its old one while the scene keeps one query or many as before (a
    lone query is "q", many are "q1", "q2"…), else the first free q<number>."""
    base_queries = {q.id: q for q in base_scene.queries}
    many = len(query_ids) > 1
    labels: list[str | None] = []
    for query_id in query_ids:
        old = base_queries.get(query_id)
        keep = old is not None and many == (len(base_scene.queries) > 1)
        labels.append(old.label if keep and old is not None else None)
    if not many and labels[0] is None:
        labels[0] = "q"
    used = {label for label in labels if label}
    for i, label in enumerate(labels):
        if label is None:
            number = 1
            while f"q{number}" in used:
                number += 1
            labels[i] = f"q{number}"
            used.add(f"q{number}")
    return [str(label) for label in labels]


def _keys(
    key_ids: list[int], keys_xy: np.ndarray, values: np.ndarray, base_scene: Scene
) -> list[Key]:
    """The keys at ``keys_xy`` coloured ``values``: a known id keeps its label (and its colour's
    spelling when the colour is unchanged), a new one takes the next free letter."""
    base_keys = {k.id: k for k in base_scene.keys}
    used_keys = {base_keys[i].label for i in key_ids if i in base_keys}
    keys = []
    for key_id, (x, y), rgb in zip(key_ids, keys_xy, values, strict=True):
        old_key = base_keys.get(key_id)
        if old_key is not None:
            label = old_key.label
        else:
            label = _next_letter(used_keys)
            used_keys.add(label)
        colour = rgb_to_hex(tuple(rgb))
        if old_key is not None and old_key.color.upper() == colour:
            colour = old_key.color
        keys.append(Key(id=key_id, label=label, x=float(x), y=float(y), color=colour))
    return keys


def arrays_to_scene(arrays: Mapping[str, object], base_scene: Scene) -> Scene:
    """A new Scene from the arrays a run left, on top of ``base_scene``.

    Raises ArraysError (a SceneError, so a ValueError) naming the array, its shape and what was
    expected; see the module docstring for the rules.
    """
    query_xy = _query_positions(arrays)
    keys_xy = _key_positions(arrays)
    n_keys = keys_xy.shape[0]
    values = _values(arrays, n_keys)
    d = _integer(arrays, "d", D_MIN, D_MAX)
    seed = _integer(arrays, "seed", 0, SEED_MAX)
    n_queries = query_xy.shape[0]
    query_ids = _ids(arrays, "query_ids", n_queries, "query") or _fresh_ids(
        base_scene.query_ids, n_queries
    )
    key_ids = _ids(arrays, "key_ids", n_keys, "key") or _fresh_ids(base_scene.key_ids, n_keys)
    queries = [
        Query(id=query_id, label=label, x=float(x), y=float(y))
        for query_id, label, (x, y) in zip(
            query_ids, _query_labels(query_ids, base_scene), query_xy, strict=True
        )
    ]
    scene = Scene(
        queries=tuple(queries),
        keys=tuple(_keys(key_ids, keys_xy, values, base_scene)),
        d=base_scene.d if d is None else d,
        seed=base_scene.seed if seed is None else seed,
        title=base_scene.title,
        caption=base_scene.caption,
    )
    if same_picture(scene, base_scene):
        return scene
    return replace(scene, caption="")  # a stale caption would describe the old picture


# --- weights -----------------------------------------------------------------------------


def compare_weights(
    arrays: Mapping[str, object], result: SceneResult, tolerance: float = WEIGHTS_TOLERANCE
) -> tuple[bool, str]:
    """Do the ``weights`` the code left agree with kino's scaled weights for ``result``?

    ``weights`` may be (n_q, n_k), or (n_k,) when the scene has one query. Agreement means a
    largest absolute difference of at most ``tolerance`` (1e-9).
    """
    ours = result.weights_scaled
    n_queries, n_keys = ours.shape
    if "weights" not in arrays:
        return (False, "The code left no array named weights to compare.")
    theirs = np.asarray(arrays["weights"])
    if theirs.dtype.kind not in "iuf":
        return (False, f"Your weights hold values of type {theirs.dtype}, not real numbers.")
    theirs = theirs.astype(np.float64)
    if theirs.shape == (n_keys,) and n_queries == 1:
        theirs = theirs.reshape(1, n_keys)
    if theirs.shape != ours.shape:
        expected = f"({n_keys},) or {ours.shape}" if n_queries == 1 else f"{ours.shape}"
        return (
            False,
            f"Your weights have shape {_shape(theirs)}, kino's have shape {expected} "
            f"({n_queries} quer{'y' if n_queries == 1 else 'ies'} × {n_keys} keys).",
        )
    if not np.all(np.isfinite(theirs)):
        return (False, "Your weights contain NaN or infinity; kino's do not.")
    difference = np.abs(theirs - ours)
    largest = float(difference.max())
    if largest <= tolerance:
        return (
            True,
            f"Your weights agree with kino's (largest difference {largest:.1e}).",
        )
    row, column = (int(i) for i in np.unravel_index(int(difference.argmax()), difference.shape))
    where = f"key {result.scene.keys[column].label}"
    if n_queries > 1:
        where = f"query {result.scene.queries[row].label}, {where}"
    unscaled = float(np.abs(theirs - result.weights_unscaled).max())
    if unscaled <= tolerance:
        return (
            False,
            "Your weights match kino's weights without scaling; kino's scaled weights divide "
            f"the scores by √d = {math.sqrt(result.scene.d):.4g} first.",
        )
    return (
        False,
        f"Your weights differ from kino's: the largest difference is {largest:.3g} ({where}).",
    )
