"""In-between scenes for animated moves between lesson steps (pure, no Qt).

``tween(a, b, t)`` is the scene shown at progress ``t`` (0 … 1, already eased) of a move from
step ``a`` to step ``b``. It is always a valid Scene, so every frame is evaluated and drawn like
any other scene, and ``tween(a, b, 1.0) == b`` exactly, so a finished move shows the step itself.

- Vectors are matched by id: a query or key present in both steps glides from its place in ``a``
  to its place in ``b``, and a key's value colour blends in RGB.
- Vectors only in ``a`` stay put until the end; vectors only in ``b`` appear at the end. Frames
  therefore hold exactly ``a``'s vectors, which keeps every frame within the scene's limits
  (1 … 8 queries, 1 … 12 keys) whatever the two steps contain.
- d moves on a log scale (d = 8 → 512 spends as long on 8 → 64 as on 64 → 512, matching the
  log-scaled slider and the √d story), rounded to an integer.
- A label switches halfway. The seed switches at the end (the hidden coordinates cannot
  blend: they are a fresh draw). The title and caption are ``b``'s from the first frame, so
  the caption a lecturer moves to shows at once.
"""

from __future__ import annotations

import math
from dataclasses import replace

from .scene import D_MAX, D_MIN, Key, Query, Scene, hex_to_rgb, rgb_to_hex

__all__ = ["ease_in_out", "lerp_d", "tween"]


def ease_in_out(t: float) -> float:
    """Cubic ease-in-out on [0, 1] (slow start, slow end), the curve step moves use."""
    t = min(max(t, 0.0), 1.0)
    if t < 0.5:
        return 4.0 * t * t * t
    return 1.0 - (-2.0 * t + 2.0) ** 3 / 2.0


def lerp_d(d0: int, d1: int, t: float) -> int:
    """d at progress t of a move from d0 to d1, interpolated in log d and rounded."""
    value = math.exp(math.log(d0) + (math.log(d1) - math.log(d0)) * t)
    return int(min(max(round(value), D_MIN), D_MAX))


def _lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def _blend(c0: str, c1: str, t: float) -> str:
    if c0.upper() == c1.upper():
        return c0
    r0, g0, b0 = hex_to_rgb(c0)
    r1, g1, b1 = hex_to_rgb(c1)
    return rgb_to_hex((_lerp(r0, r1, t), _lerp(g0, g1, t), _lerp(b0, b1, t)))


def _tween_query(q0: Query, q1: Query | None, t: float) -> Query:
    if q1 is None:
        return q0
    return Query(
        id=q0.id,
        label=q1.label if t >= 0.5 else q0.label,
        x=_lerp(q0.x, q1.x, t),
        y=_lerp(q0.y, q1.y, t),
    )


def _tween_key(k0: Key, k1: Key | None, t: float) -> Key:
    if k1 is None:
        return k0
    return Key(
        id=k0.id,
        label=k1.label if t >= 0.5 else k0.label,
        x=_lerp(k0.x, k1.x, t),
        y=_lerp(k0.y, k1.y, t),
        color=_blend(k0.color, k1.color, t),
    )


def tween(a: Scene, b: Scene, t: float) -> Scene:
    """The scene at progress ``t`` of the move from ``a`` to ``b`` (see the module docstring)."""
    if t >= 1.0:
        return b
    if t <= 0.0:
        return a
    queries_b = {q.id: q for q in b.queries}
    keys_b = {k.id: k for k in b.keys}
    return replace(
        a,
        queries=tuple(_tween_query(q, queries_b.get(q.id), t) for q in a.queries),
        keys=tuple(_tween_key(k, keys_b.get(k.id), t) for k in a.keys),
        d=lerp_d(a.d, b.d, t),
        title=b.title,
        caption=b.caption,
    )
