"""How numbers are written on screen: one place, so every panel agrees.

Numbers follow the UI language (``app.common.i18n`` sets the decimal point: "0,73" in German).
Where the decimal point is a comma, lists separate their numbers with "; " so "0,73; 0,27"
stays readable. Numbers inside code (the code panel, files, CSV) never come through here:
they stay Python's.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

MINUS = "\u2212"  # a real minus sign: "−1.00" reads better than "-1.00" from the back row

_decimal_point = "."


def set_decimal_point(point: str) -> None:
    """Use ``point`` ("." or ",") in every number from now on (the language's convention)."""
    global _decimal_point
    _decimal_point = point if point in (".", ",") else "."


def decimal_point() -> str:
    return _decimal_point


def list_separator() -> str:
    """Between the numbers of a list: ", " normally, "; " where the decimal point is ","."""
    return "; " if _decimal_point == "," else ", "


_FIXED = {digits: f".{digits}f" for digits in range(7)}  # format specs, built once


def fmt(value: float, digits: int = 2) -> str:
    """A number with a fixed number of decimals and a true minus sign; never 'nan' or 'inf'."""
    if not math.isfinite(value):
        return "—"
    text = format(value, _FIXED.get(digits) or f".{digits}f")
    if text[0] == "-":
        # "-0.00" is a rounded zero: no sign. (strip leaves nothing of it; ~75 calls a move)
        text = MINUS + text[1:] if text.strip("0.-") else text[1:]
    if _decimal_point != ".":
        text = text.replace(".", _decimal_point)
    return text


def fmt_percent(fraction: float, digits: int = 0) -> str:
    """``fraction`` (0.9997) as a percentage ('99.97%'): ``digits`` decimals, more when they
    are needed, so that only 1 reads '100%' and only 0 reads '0%' (a loss fallen by 99.97%
    has not gone)."""
    if not math.isfinite(fraction):
        return "—"
    percent = 100 * fraction
    for shown in range(digits, 7):
        text = fmt(percent, shown)
        rounded = round(percent, shown)
        if (rounded != 100 or percent == 100) and (rounded != 0 or percent == 0):
            return f"{text}%"
    # Closer than a millionth of a percent: say which side of the round number it is on.
    near = 100.0 if abs(percent - 100) < abs(percent) else 0.0
    return f"{'<' if percent < near else '>'} {fmt(near, digits)}%"


def fmt_short(value: float) -> str:
    """The shortest form, for axis ticks: '0.25', '1', '−0.5' (the language's decimal point)."""
    if not math.isfinite(value):
        return "—"
    text = f"{value:g}"
    if text.startswith("-"):
        text = MINUS + text[1:] if text != "-0" else "0"
    return text.replace(".", _decimal_point) if _decimal_point != "." else text


def fmt_list(values: Iterable[float], digits: int = 2, limit: int = 12) -> str:
    """'[0.41, 0.19, …]' with at most ``limit`` entries."""
    values = list(values)
    shown = [fmt(v, digits) for v in values[:limit]]
    if len(values) > limit:
        shown.append("…")
    return "[" + list_separator().join(shown) + "]"


def fmt_rgb(rgb: Iterable[float]) -> str:
    """'(0.75, 0.64, 0.24)'."""
    return "(" + list_separator().join(fmt(c, 2) for c in rgb) + ")"


def label_prefix(label: str) -> str:
    """What goes before a line about the vector ``label``: 'q: '. A label that has a colon of its
    own ('q: black') is set off with a dash instead, so a line never reads 'q: black: α'."""
    label = label.strip()
    return f"{label} — " if ":" in label else f"{label}: "


# The two weightings, named the same way on every panel (weights, output, readouts, saturation,
# attention map): the lesson's words, never the code's "unscaled" / "scaled".
class _TranslatedWords(Mapping[str, str]):
    """English words marked for lupdate, read in the current language at each look-up (so a
    language switched at run time shows at the next paint)."""

    def __init__(self, context: str, words: dict[str, str]) -> None:
        self._context, self._words = context, words

    def __getitem__(self, key: str) -> str:
        return QCoreApplication.translate(self._context, self._words[key])

    def __iter__(self) -> Iterator[str]:
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)


SERIES_WORDS: Mapping[str, str] = _TranslatedWords(
    "Series",
    {
        "unscaled": QT_TRANSLATE_NOOP("Series", "without scaling"),
        "scaled": QT_TRANSLATE_NOOP("Series", "scaled by 1/√d"),
    },
)
# Whole headings, so a language can join noun and words its own way.
_HEADINGS = {
    ("weights", "unscaled"): QT_TRANSLATE_NOOP("Series", "weights, without scaling"),
    ("weights", "scaled"): QT_TRANSLATE_NOOP("Series", "weights, scaled by 1/√d"),
    ("output", "unscaled"): QT_TRANSLATE_NOOP("Series", "output, without scaling"),
    ("output", "scaled"): QT_TRANSLATE_NOOP("Series", "output, scaled by 1/√d"),
}


def series_heading(noun: str, series: str) -> str:
    """'output, without scaling', 'weights, scaled by 1/√d' (in the current language)."""
    source = _HEADINGS.get((noun, series))
    if source is not None:
        return QCoreApplication.translate("Series", source)
    return f"{noun}, {SERIES_WORDS[series]}"
