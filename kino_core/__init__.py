"""kino_core: the attention maths behind kino, in pure NumPy (never imports Qt)."""

from .attention import (
    attention,
    effective_keys,
    entropy,
    jacobian_norm,
    log_softmax,
    softmax,
    softmax_jacobian,
)
from .evaluate import QueryResult, Readouts, SceneResult, evaluate
from .hidden import hidden_coordinates
from .saturation import SaturationCurve, saturation_curve
from .scene import Key, Query, Scene, SceneError, default_scene

__all__ = [
    "Key",
    "Query",
    "QueryResult",
    "Readouts",
    "SaturationCurve",
    "Scene",
    "SceneError",
    "SceneResult",
    "attention",
    "default_scene",
    "effective_keys",
    "entropy",
    "evaluate",
    "hidden_coordinates",
    "jacobian_norm",
    "log_softmax",
    "saturation_curve",
    "softmax",
    "softmax_jacobian",
]
