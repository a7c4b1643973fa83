"""The attention map as CSV: one row per query, one column per key, labelled.

Rows say which numbers they hold in their first column: ``scaled`` (softmax(q·k / √d), the
lesson's attention), ``unscaled`` (softmax(q·k)) and, optionally, ``score`` (q·k). Numbers are
written with repr, so reading them back gives the same floats.

Labels are the user's text, and a spreadsheet runs a cell that starts with ``=``, ``+``, ``-``,
``@``, a tab or a carriage return as a formula (OWASP "CSV injection"). Such a label is written
with a single quote in front, which spreadsheets show as text; a label that itself starts with a
quote gets one more, so ``parse_weights_csv`` can drop exactly one and give every label back
unchanged.
"""

from __future__ import annotations

import csv
import io

import numpy as np

from .evaluate import SceneResult, evaluate
from .scene import Scene

__all__ = ["csv_label", "parse_weights_csv", "read_csv_label", "weights_csv"]

KINDS = ("scaled", "unscaled", "score")
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
TEXT_MARK = "'"


def csv_label(label: str) -> str:
    """A label as a CSV cell that a spreadsheet shows as text, never runs as a formula."""
    return TEXT_MARK + label if label.startswith((*FORMULA_STARTS, TEXT_MARK)) else label


def read_csv_label(cell: str) -> str:
    """The label csv_label wrote into ``cell``."""
    return cell.removeprefix(TEXT_MARK)


def weights_csv(
    scene: Scene, include_scores: bool = False, result: SceneResult | None = None
) -> str:
    """CSV text: header ``weighting,query,<key labels…>``, then the scaled rows, the unscaled
    rows and (if asked) the score rows, one per query."""
    result = result or evaluate(scene)
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["weighting", "query", *(csv_label(k.label) for k in scene.keys)])
    tables = [("scaled", result.weights_scaled), ("unscaled", result.weights_unscaled)]
    if include_scores:
        tables.append(("score", result.scores))
    for kind, table in tables:
        for query, row in zip(scene.queries, table, strict=True):
            writer.writerow([kind, csv_label(query.label), *(repr(float(v)) for v in row)])
    return buffer.getvalue()


def parse_weights_csv(text: str) -> tuple[list[str], dict[str, tuple[list[str], np.ndarray]]]:
    """Read weights_csv's text back: (key labels, {kind: (query labels, matrix (n_q, n_k))})."""
    rows = list(csv.reader(io.StringIO(text)))
    if not rows or rows[0][:2] != ["weighting", "query"]:
        raise ValueError("not a kino weights CSV: the header must start with weighting,query")
    keys = [read_csv_label(cell) for cell in rows[0][2:]]
    tables: dict[str, tuple[list[str], list[list[float]]]] = {}
    for number, row in enumerate(rows[1:], start=2):
        if len(row) != len(keys) + 2 or row[0] not in KINDS:
            raise ValueError(
                f"line {number}: expected {row[0]!r} to be one of {KINDS} "
                f"followed by a query label and {len(keys)} numbers"
            )
        labels, values = tables.setdefault(row[0], ([], []))
        labels.append(read_csv_label(row[1]))
        values.append([float(v) for v in row[2:]])
    return keys, {kind: (labels, np.array(values)) for kind, (labels, values) in tables.items()}
