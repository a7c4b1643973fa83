"""Read-outs of pyqtgraph charts: what an axis labels, for tests and exports.

pyqtgraph keeps fixed ticks (AxisItem.setTicks) without a public getter; this is the one place
that reads them.
"""

from __future__ import annotations

import pyqtgraph as pg


def axis_ticks(axis: pg.AxisItem) -> list[tuple[float, str]]:
    """The (value, label) pairs an axis shows at its first level, as set with setTicks."""
    levels = axis._tickLevels  # noqa: SLF001 - pyqtgraph has no public getter
    if not levels:
        return []
    return [(float(value), str(label)) for value, label in levels[0]]
