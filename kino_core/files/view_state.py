"""How the window shows a scene, as files keep it: ``ViewState`` (panels, theme, weightings),
the panel names checked against the caller's ``PanelCatalog`` (kino_core keeps no list of
panels), and their codecs."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from .errors import SnapshotError, describe, join_path
from .validation import require_object, warn_unknown

THEME_NAMES: tuple[str, ...] = ("light", "dark", "high-contrast")
DEFAULT_THEME = "light"
# Which weightings the window shows: "both" (softmax(q·k) and softmax(q·k / √d)), or only
# "unscaled", for a lesson that has not taught scaling yet. Files written before this field
# existed have no such field and show both, as they always did.
WEIGHTINGS: tuple[str, ...] = ("both", "unscaled")
DEFAULT_WEIGHTINGS = "both"


def weightings_series(weightings: str) -> tuple[str, ...]:
    """The weight series ``weightings`` (one of WEIGHTINGS) shows, in drawing order:
    ("unscaled",) or ("unscaled", "scaled")."""
    return ("unscaled",) if weightings == "unscaled" else ("unscaled", "scaled")


@dataclass(frozen=True)
class PanelCatalog:
    """The panels a caller shows (the app's panel registry hands its own): their names in the
    order files list them, and those a file shows when it does not name them. kino_core keeps
    no list of panels: it checks, reads and writes panel names against the catalog it is
    handed, so a panel the app adds is kept in files without a change here."""

    names: tuple[str, ...]
    defaults: frozenset[str]

    def __post_init__(self) -> None:
        names = tuple(self.names)
        if len(set(names)) != len(names) or not all(isinstance(n, str) and n for n in names):
            raise ValueError(f"PanelCatalog.names: distinct non-empty names, found {names!r}")
        defaults = frozenset(self.defaults)
        if not defaults <= set(names):
            raise ValueError(f"PanelCatalog.defaults: names among {names!r}, found {defaults!r}")
        object.__setattr__(self, "names", names)
        object.__setattr__(self, "defaults", defaults)


def check_panel_names(
    names: Iterable[object], path: str, known_panels: PanelCatalog | None = None
) -> frozenset[str]:
    """``names`` as a frozenset, or SnapshotError at ``path`` if one is not a name (text), or,
    given ``known_panels``, not one of its names."""
    listed = list(names)
    for name in listed:  # before the set: a list in the list is not hashable
        if not isinstance(name, str) or not name:
            raise SnapshotError(path, "panel names (text)", describe(name))
    result = frozenset(listed)
    for name in sorted(result):
        if known_panels is not None and name not in known_panels.names:
            raise SnapshotError(
                path, f"panel names among {', '.join(known_panels.names)}", describe(name)
            )
    return result  # type: ignore[return-value]


def panels_argument(panels: object, path: str) -> frozenset[str] | None:
    """A constructor's ``panels``: None (the caller's defaults), a set of names, or a mapping
    name -> bool that keeps the names mapped to True."""
    if panels is None:
        return None
    if isinstance(panels, Mapping):
        panels = [name for name, shown in panels.items() if shown]
    elif isinstance(panels, str) or not isinstance(panels, Iterable):
        raise SnapshotError(path, "a set of panel names", describe(panels))
    return check_panel_names(panels, path)


def resolve_panels(
    panels: frozenset[str] | None, path: str, known_panels: PanelCatalog
) -> frozenset[str]:
    """``panels`` checked against ``known_panels``; None becomes its defaults."""
    if panels is None:
        return known_panels.defaults
    return check_panel_names(panels, path, known_panels)


@dataclass(frozen=True)
class ViewState:
    """How the window shows a scene: which panels are visible, the theme, and the weightings.

    panels: the names of the visible panels (a mapping name -> bool is accepted too and keeps
    the names mapped to True), or None: whatever the caller shows when a file does not say
    (its PanelCatalog's defaults; ``resolved`` fills them in); theme: one of THEME_NAMES;
    weightings: one of WEIGHTINGS, "both" (the default) or "unscaled" (the panels show
    softmax(q·k) only: the scaled chart, column, curve and swatch are hidden and the formula
    line shows no √d).
    """

    panels: frozenset[str] | None = None
    theme: str = DEFAULT_THEME
    weightings: str = DEFAULT_WEIGHTINGS

    def __post_init__(self) -> None:
        object.__setattr__(self, "panels", panels_argument(self.panels, "view.panels"))
        if self.theme not in THEME_NAMES:
            raise SnapshotError("view.theme", _one_of(THEME_NAMES), describe(self.theme))
        check_weightings(self.weightings, "view.weightings")

    def resolved(self, known_panels: PanelCatalog) -> ViewState:
        """This view with its panels checked against ``known_panels`` (SnapshotError at
        view.panels for a name it does not know) and None replaced by its defaults."""
        return replace(self, panels=resolve_panels(self.panels, "view.panels", known_panels))

    def is_visible(self, panel: str) -> bool:
        """Whether ``panel`` is shown (on a view with panels None: resolve it first)."""
        return panel in self._named_panels()

    @property
    def shows_scaled(self) -> bool:
        """Whether the scaled weighting softmax(q·k / √d) is on screen (weightings "both")."""
        return self.weightings == "both"

    def with_panel(self, panel: str, visible: bool = True) -> ViewState:
        """A copy with ``panel`` shown or hidden."""
        shown = self._named_panels()
        panels = shown | {panel} if visible else shown - {panel}
        return replace(self, panels=panels)

    def with_theme(self, theme: str) -> ViewState:
        """A copy with another theme."""
        return replace(self, theme=theme)

    def _named_panels(self) -> frozenset[str]:
        if self.panels is None:
            raise ValueError("a view that shows the default panels: resolve it first")
        return self.panels


def check_weightings(value: object, path: str) -> str:
    """``value`` if it is one of WEIGHTINGS, else SnapshotError at ``path``."""
    if not isinstance(value, str) or value not in WEIGHTINGS:
        raise SnapshotError(path, _one_of(WEIGHTINGS), describe(value))
    return value


def decode_weightings(obj: Mapping[str, Any], path: str) -> str:
    """The optional "weightings" field of ``obj`` (a view or a deck step); missing -> "both"."""
    return check_weightings(
        obj.get("weightings", DEFAULT_WEIGHTINGS), join_path(path, "weightings")
    )


def _one_of(choices: Iterable[str]) -> str:
    quoted = [f'"{choice}"' for choice in choices]
    return ", ".join(quoted[:-1]) + " or " + quoted[-1]


def encode_panels(
    panels: Iterable[str] | None, known_panels: PanelCatalog | None = None
) -> dict[str, bool]:
    """{name: visible} for every panel of ``known_panels``, in its order (None: its defaults);
    without a catalog, the shown panels, sorted."""
    if known_panels is None:
        return {name: True for name in sorted(panels or ())}
    shown = known_panels.defaults if panels is None else set(panels)
    return {name: name in shown for name in known_panels.names}


def decode_panels(
    value: object, path: str, warnings: list[str], known_panels: PanelCatalog | None = None
) -> frozenset[str]:
    """The visible panels from a JSON object {name: true/false}.

    Given ``known_panels``, a panel left out takes its default and a name it does not know is
    ignored with a warning; without one, the panels mapped to true. A value that is not true
    or false is an error.
    """
    obj = require_object(value, path, "an object mapping panel names to true or false")
    shown = set(known_panels.defaults) if known_panels is not None else set()
    for name, visible in obj.items():
        if known_panels is not None and name not in known_panels.names:
            warnings.append(f"{join_path(path, name)}: unknown panel, ignored")
            continue
        if not isinstance(visible, bool):
            raise SnapshotError(join_path(path, name), "true or false", describe(visible))
        if visible:
            shown.add(name)
        else:
            shown.discard(name)
    return frozenset(shown)


def encode_view(view: ViewState, known_panels: PanelCatalog | None = None) -> dict[str, Any]:
    """The JSON object of a view: {"theme": …, "panels": {name: bool, …}}, and
    "weightings": "unscaled" after them only when it is not the default "both" (so files that
    show both weightings are written exactly as before the field existed). A view showing the
    defaults (panels None) without a catalog is written without "panels"."""
    document: dict[str, Any] = {"theme": view.theme}
    if view.panels is not None or known_panels is not None:
        document["panels"] = encode_panels(view.panels, known_panels)
    if view.weightings != DEFAULT_WEIGHTINGS:
        document["weightings"] = view.weightings
    return document


def decode_view(
    value: object, path: str, warnings: list[str], known_panels: PanelCatalog | None = None
) -> ViewState:
    """A ViewState from its JSON object; missing "theme" or "weightings" take the defaults,
    missing "panels" the catalog's defaults (None without a catalog)."""
    obj = require_object(value, path, 'an object with "theme" and "panels"')
    warn_unknown(obj, ("theme", "panels", "weightings"), path, warnings)
    theme = obj.get("theme", DEFAULT_THEME)
    if not isinstance(theme, str) or theme not in THEME_NAMES:
        raise SnapshotError(join_path(path, "theme"), _one_of(THEME_NAMES), describe(theme))
    panels = known_panels.defaults if known_panels is not None else None
    if "panels" in obj:
        panels = decode_panels(obj["panels"], join_path(path, "panels"), warnings, known_panels)
    return ViewState(panels=panels, theme=theme, weightings=decode_weightings(obj, path))
