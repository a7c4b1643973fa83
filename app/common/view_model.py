"""The view-state model: what the window shows besides the scene, one signal per field.

The panels shown, the weightings ("both", or "unscaled" before a lesson teaches scaling), the
theme, the UI scale and the mode (desk or presenting). The window owns one; whoever shows a
field subscribes to its signal (napari's evented model), and whoever changes fields calls
``update`` once: every field is set first, then each changed field's signal is emitted, in
the order of FIELDS (the weightings before the panels, so a panel shown catches up under the
new weightings), then ``changed`` once with the names of the fields that changed.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

FIELDS = ("weightings", "panels", "theme", "scale", "mode")


class ViewModel(QObject):
    """The view state as fields with change signals (see the module docstring)."""

    weightings_changed = Signal(str)
    panels_changed = Signal(object)  # frozenset[str]
    theme_changed = Signal(str)
    scale_changed = Signal(float)
    mode_changed = Signal(str)
    changed = Signal(object)  # frozenset[str]: the fields an update changed, after their signals

    def __init__(
        self,
        panels: frozenset[str],
        weightings: str,
        theme: str,
        scale: float,
        mode: str,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._values: dict[str, object] = {
            "weightings": weightings,
            "panels": frozenset(panels),
            "theme": theme,
            "scale": float(scale),
            "mode": mode,
        }

    @property
    def panels(self) -> frozenset[str]:
        return self._values["panels"]  # type: ignore[return-value]

    @property
    def weightings(self) -> str:
        return self._values["weightings"]  # type: ignore[return-value]

    @property
    def theme(self) -> str:
        return self._values["theme"]  # type: ignore[return-value]

    @property
    def scale(self) -> float:
        return self._values["scale"]  # type: ignore[return-value]

    @property
    def mode(self) -> str:
        return self._values["mode"]  # type: ignore[return-value]

    def update(self, **fields: object) -> frozenset[str]:
        """Set the given fields, then emit the signal of each that changed and ``changed``
        once; returns the names of the fields that changed."""
        unknown = set(fields) - set(FIELDS)
        if unknown:
            raise TypeError(f"ViewModel.update: no field {', '.join(sorted(unknown))}")
        if "panels" in fields:
            fields["panels"] = frozenset(fields["panels"])  # type: ignore[arg-type]
        if "scale" in fields:
            fields["scale"] = float(fields["scale"])  # type: ignore[arg-type]
        changed = [name for name in FIELDS if name in fields and fields[name] != self._values[name]]
        for name in changed:
            self._values[name] = fields[name]
        for name in changed:
            getattr(self, f"{name}_changed").emit(self._values[name])
        if changed:
            self.changed.emit(frozenset(changed))
        return frozenset(changed)
