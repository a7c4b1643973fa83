"""Learn mode: watch the query learn what to look for, and watch it stall without scaling.

The student picks a target colour (a key's value, or any colour) and presses Learn. Two ghost
queries start where the selected query is: one descends the loss ½‖o − target‖² with the weights
without scaling, one with the weights scaled by 1/√d (kino_core.learn computes both paths). They
move on the canvas leaving trails, a step every STEP_MS, while two plots draw both losses (as a
percentage of where they started) and both gradient norms (on a log scale), and a line of text
says what is happening in the lesson's words. Accept moves the real query to the scaled
ghost's place as one undo step.

The panel never writes the scene: Accept goes through the document's intents, and the ghosts
are canvas overlays (CanvasView.add_overlay), not vectors.
"""

from app.panels.learn.descent import FRAME_MS, STEP_MS
from app.panels.learn.dock import LearnDock
from app.panels.learn.messages import (
    NAMES,
    SATURATED_WEIGHT,
    STALLED_GRADIENT,
    LearnTarget,
    largest_weights,
    learn_message,
    plain_number,
)
from app.panels.learn.panel import PLOT_FLOOR, LearnPanel, loss_percent

__all__ = [
    "FRAME_MS",
    "NAMES",
    "PLOT_FLOOR",
    "SATURATED_WEIGHT",
    "STALLED_GRADIENT",
    "STEP_MS",
    "LearnDock",
    "LearnPanel",
    "LearnTarget",
    "largest_weights",
    "learn_message",
    "loss_percent",
    "plain_number",
]
