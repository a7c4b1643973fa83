"""Generate tests/fixtures/sdpa_fixtures.npz: PyTorch's attention as an independent reference.

tests/test_attention.py compares kino_core.attention with these numbers within 1e-12. PyTorch is
used only here, never by the project or its tests: the committed .npz file is all the tests need.

How to rerun it (from the repository root; torch lives in a throwaway venv, never in .venv):

    python3.11 -m venv /tmp/torchvenv
    /tmp/torchvenv/bin/pip install torch==2.13.0 numpy==2.4.6
    /tmp/torchvenv/bin/python tools/make_sdpa_fixtures.py

The inputs come from a seeded NumPy generator, so a rerun with the same versions rewrites the
same inputs; the outputs are whatever torch computes. What the file holds, per case NAME:

    NAME.Q (n_q, d_k), NAME.K (n_k, d_k), NAME.V (n_k, d_v)     float64 inputs
    NAME.mask (n_q, n_k)                                         bool, True = may attend (optional)
    NAME.VARIANT.scale                                           () float64; NaN = torch's default
    NAME.VARIANT.output (n_q, d_v)                               torch scaled_dot_product_attention
    NAME.VARIANT.weights (n_q, n_k)                              torch.softmax(Q Kᵀ · scale)

VARIANT is "default" (scale=None, i.e. 1/√d_k), "unscaled" (scale=1.0) and, for some cases,
"custom" (another float). ``cases`` lists the case names and ``meta`` the versions used.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np
import torch
from torch.nn.functional import scaled_dot_product_attention

OUT = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "sdpa_fixtures.npz"


def _cases(rng: np.random.Generator) -> dict[str, dict[str, np.ndarray]]:
    """Inputs: small and large d_k, small and large entries, ties, a mask."""

    def uniform(limit: float, *shape: int) -> np.ndarray:
        return rng.uniform(-limit, limit, size=shape)

    cases: dict[str, dict[str, np.ndarray]] = {}
    # The lesson's picture: one query, four keys on the canvas, colours as values.
    cases["lesson_d2"] = {
        "Q": np.array([[1.5, 1.0]]),
        "K": np.array([[2.0, 0.0], [0.0, 2.0], [-2.0, 0.0], [0.0, -2.0]]),
        "V": rng.uniform(0.0, 1.0, size=(4, 3)),
    }
    # Entries up to magnitude 30 (with exact ±30s): unscaled scores in the thousands.
    big = uniform(30.0, 3, 4)
    big[0, 0], big[1, 3] = 30.0, -30.0
    cases["big_d4"] = {"Q": big, "K": uniform(30.0, 5, 4), "V": uniform(30.0, 5, 3)}
    cases["big_d64"] = {
        "Q": uniform(30.0, 5, 64),
        "K": uniform(30.0, 8, 64),
        "V": uniform(30.0, 8, 4),
    }
    # Entries up to 30 but keys close together: scores in the thousands that differ by about 1,
    # so the weights are far from one-hot and every rounding of the scores shows in them.
    base = uniform(30.0, 1, 32)
    cases["big_close_d32"] = {
        "Q": uniform(30.0, 3, 32),
        "K": base + 0.01 * rng.standard_normal((6, 32)),
        "V": uniform(30.0, 6, 3),
    }
    # Small entries: even the unscaled softmax is far from one-hot.
    cases["soft_d8"] = {
        "Q": uniform(0.5, 4, 8),
        "K": uniform(0.5, 6, 8),
        "V": rng.standard_normal((6, 5)),
    }
    # The seed's setting: N(0, 1) entries.
    cases["normal_d16"] = {
        "Q": rng.standard_normal((4, 16)),
        "K": rng.standard_normal((7, 16)),
        "V": rng.standard_normal((7, 5)),
    }
    cases["normal_d512"] = {
        "Q": rng.standard_normal((3, 512)),
        "K": rng.standard_normal((4, 512)),
        "V": rng.uniform(0.0, 1.0, size=(4, 3)),
    }
    # The largest d kino allows; kept to a few rows so the file stays small.
    cases["normal_d4096"] = {
        "Q": rng.standard_normal((2, 4096)),
        "K": rng.standard_normal((3, 4096)),
        "V": rng.uniform(0.0, 1.0, size=(3, 3)),
    }
    # Exact ties: duplicated keys must get exactly equal weights.
    keys = rng.standard_normal((3, 8))
    cases["ties_d8"] = {
        "Q": rng.standard_normal((2, 8)),
        "K": np.vstack([keys, keys[1:2], keys[1:2]]),
        "V": rng.standard_normal((5, 3)),
    }
    # A boolean mask; every row keeps at least one key.
    mask = rng.uniform(size=(4, 6)) < 0.5
    mask[np.arange(4), rng.integers(0, 6, size=4)] = True
    cases["masked_d8"] = {
        "Q": uniform(3.0, 4, 8),
        "K": uniform(3.0, 6, 8),
        "V": rng.standard_normal((6, 3)),
        "mask": mask,
    }
    return cases


def _variants(name: str) -> dict[str, float | None]:
    variants: dict[str, float | None] = {"default": None, "unscaled": 1.0}
    if name in ("soft_d8", "normal_d16", "masked_d8", "big_close_d32"):
        variants["custom"] = 0.3
    return variants


def _torch_reference(
    case: dict[str, np.ndarray], scale: float | None
) -> tuple[np.ndarray, np.ndarray]:
    q, k, v = (torch.from_numpy(case[n]).to(torch.float64) for n in ("Q", "K", "V"))
    mask = torch.from_numpy(case["mask"]) if "mask" in case else None
    output = scaled_dot_product_attention(q, k, v, attn_mask=mask, scale=scale)
    factor = 1.0 / math.sqrt(q.shape[-1]) if scale is None else scale
    scores = (q @ k.T) * factor
    if mask is not None:
        scores = scores.masked_fill(~mask, float("-inf"))
    weights = torch.softmax(scores, dim=-1)
    return output.numpy(), weights.numpy()


def main() -> None:
    torch.set_default_dtype(torch.float64)
    rng = np.random.Generator(np.random.PCG64(20240611))
    arrays: dict[str, np.ndarray] = {}
    cases = _cases(rng)
    for name, case in cases.items():
        for key, array in case.items():
            arrays[f"{name}.{key}"] = array
        for variant, scale in _variants(name).items():
            output, weights = _torch_reference(case, scale)
            arrays[f"{name}.{variant}.scale"] = np.float64(np.nan if scale is None else scale)
            arrays[f"{name}.{variant}.output"] = output
            arrays[f"{name}.{variant}.weights"] = weights
    arrays["cases"] = np.array(list(cases))
    arrays["meta"] = np.array(
        [
            f"torch {torch.__version__}",
            f"numpy {np.__version__}",
            f"python {sys.version.split()[0]}",
        ]
    )
    OUT.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(OUT, **arrays)
    print(f"wrote {OUT} ({OUT.stat().st_size} bytes, {len(cases)} cases)")


if __name__ == "__main__":
    main()
