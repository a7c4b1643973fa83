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
from .deck import Deck, DeckError, DeckStep, load_deck, load_lesson, save_deck
from .evaluate import QueryResult, Readouts, SceneResult, evaluate
from .hidden import hidden_coordinates
from .presets import PresetInfo, list_presets, load_preset
from .saturation import SaturationCurve, saturation_curve
from .scene import Key, Query, Scene, SceneError, default_scene
from .snapshot import (
    LoadResult,
    Snapshot,
    SnapshotError,
    ViewState,
    load_snapshot,
    parse_snapshot,
    save_snapshot,
    snapshot_to_json,
)

__all__ = [
    "Deck",
    "DeckError",
    "DeckStep",
    "Key",
    "LoadResult",
    "PresetInfo",
    "Query",
    "QueryResult",
    "Readouts",
    "SaturationCurve",
    "Scene",
    "SceneError",
    "SceneResult",
    "Snapshot",
    "SnapshotError",
    "ViewState",
    "attention",
    "default_scene",
    "effective_keys",
    "entropy",
    "evaluate",
    "hidden_coordinates",
    "jacobian_norm",
    "list_presets",
    "load_deck",
    "load_lesson",
    "load_preset",
    "load_snapshot",
    "log_softmax",
    "parse_snapshot",
    "saturation_curve",
    "save_deck",
    "save_snapshot",
    "snapshot_to_json",
    "softmax",
    "softmax_jacobian",
]
