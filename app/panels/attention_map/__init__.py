"""The attention map: the weights of every query over every key, as the lesson's matrix.

softmax(QKᵀ / √d) V is computed for all queries at once; its (n_q, n_k) table of weights is what
transformer visualisers call an attention map. This panel shows that table for both weightings
(side by side or one above the other, whichever lets the numbers be larger; or one weighting at a
time) with the live shapes of Q, Kᵀ and V, and links it to the rest of the window: hovering a cell
marks that query and key on the canvas and the key's bar, clicking a row selects the query
(through the document, like every other intent).

Views never compute attention: every number here is read from kino_core's SceneResult.
"""

from app.panels.attention_map.fit_label import FitLabel
from app.panels.attention_map.geometry import (
    COLOUR_MAP,
    HEATMAP_TITLES,
    MIN_CELL_PHYSICAL_PX,
    MIN_CELL_POINTS,
    MODE_TEXT,
    MODES,
    Hit,
    Mode,
    Pair,
    Series,
    shapes_text,
)
from app.panels.attention_map.heatmap import HeatmapView
from app.panels.attention_map.highlight import PairHighlight
from app.panels.attention_map.panel import AttentionMapPanel

__all__ = [
    "COLOUR_MAP",
    "HEATMAP_TITLES",
    "MIN_CELL_PHYSICAL_PX",
    "MIN_CELL_POINTS",
    "MODES",
    "MODE_TEXT",
    "AttentionMapPanel",
    "FitLabel",
    "HeatmapView",
    "Hit",
    "Mode",
    "Pair",
    "PairHighlight",
    "Series",
    "shapes_text",
]
