"""Hidden coordinates: how the 2-D canvas meets dimension d.

Every vector is d-dimensional. Coordinates 0 and 1 are its canvas position; coordinates 2 … d−1
are hidden, drawn once from N(0, 1). They are:

- prefix-stable in d: each vector owns one stream of D_MAX − 2 normals and dimension d uses its
  first d − 2, so raising d by one adds a coordinate and keeps all the others;
- stable per vector: the stream is seeded by (scene seed, kind, vector id), never by a position in
  a list, so adding or deleting a key leaves every other vector's coordinates alone;
- reproducible: PCG64 and NumPy's standard normal are bit-identical across processes and
  platforms for a pinned NumPy.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from .scene import D_MAX, VectorKind

__all__ = ["HIDDEN_MAX", "hidden_coordinates", "hidden_matrix", "hidden_scores"]

HIDDEN_MAX = D_MAX - 2
_KIND_CODE = {"query": 0, "key": 1}


# Bounded so a long lecture of re-rolls stays small: 512 streams of 32 KB is 16 MB (25
# re-rolls of a full 8 + 12 scene), 32 stacked matrices at most 21 MB.
@lru_cache(maxsize=512)
def _hidden_stream(seed: int, kind: VectorKind, vector_id: int) -> np.ndarray:
    """All HIDDEN_MAX hidden coordinates of one vector, read-only, shape (HIDDEN_MAX,)."""
    sequence = np.random.SeedSequence([seed, _KIND_CODE[kind], vector_id])
    stream = np.random.Generator(np.random.PCG64(sequence)).standard_normal(HIDDEN_MAX)
    stream.flags.writeable = False
    return stream


def hidden_coordinates(seed: int, kind: VectorKind, vector_id: int, d: int) -> np.ndarray:
    """The d − 2 hidden coordinates of one vector, shape (d − 2,)."""
    return _hidden_stream(seed, kind, vector_id)[: d - 2]


@lru_cache(maxsize=32)
def hidden_matrix(seed: int, kind: VectorKind, ids: tuple[int, ...], d: int) -> np.ndarray:
    """Hidden coordinates of several vectors stacked, shape (len(ids), d − 2), read-only."""
    if ids:
        matrix = np.stack([hidden_coordinates(seed, kind, i, d) for i in ids])
    else:
        matrix = np.empty((0, d - 2))
    matrix.flags.writeable = False
    return matrix


@lru_cache(maxsize=256)
def hidden_scores(
    seed: int, query_ids: tuple[int, ...], key_ids: tuple[int, ...], d: int
) -> np.ndarray:
    """The hidden part of every score, H_Q H_Kᵀ, shape (n_q, n_k), read-only.

    Positions never enter, so a drag (which only moves canvas coordinates) reuses this.
    """
    scores = hidden_matrix(seed, "query", query_ids, d) @ hidden_matrix(seed, "key", key_ids, d).T
    scores.flags.writeable = False
    return scores
