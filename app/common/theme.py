"""Themes and the UI scale: the one place colours, font sizes and pen widths come from."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QPalette

from app.common.formatting import fmt_short


@dataclass(frozen=True)
class Theme:
    name: str
    background: str  # window and plot background
    panel: str  # panel background (slightly off the window)
    text: str
    muted: str  # secondary text, grid labels
    grid: str
    axis: str
    accent: str  # selection highlight
    query: str  # query ring and arrow
    unscaled: str  # the "without scaling" series
    scaled: str  # the "scaled by 1/√d" series


LIGHT = Theme(
    name="light",
    background="#FFFFFF",
    panel="#F6F7F9",
    text="#1B1F24",
    muted="#59636E",
    grid="#E3E6EA",
    axis="#9AA3AD",
    accent="#7A3EF0",
    query="#1B1F24",
    unscaled="#C0392B",
    scaled="#1F6FB2",
)

DARK = Theme(
    name="dark",
    background="#16191D",
    panel="#1E2227",
    text="#EEF1F4",
    muted="#A7B0BA",
    grid="#2C3238",
    axis="#58616B",
    accent="#C9A2FF",
    query="#F4F6F8",
    unscaled="#FF8A7A",
    scaled="#7CC4FF",
)

HIGH_CONTRAST = Theme(
    name="high-contrast",
    background="#FFFFFF",
    panel="#FFFFFF",
    text="#000000",
    muted="#000000",
    grid="#B0B0B0",
    axis="#000000",
    accent="#0000FF",
    query="#000000",
    unscaled="#B00000",
    scaled="#0030C0",
)

# Every theme by name, in the order of the names files may use (kino_core's THEME_NAMES;
# tests/test_architecture.py checks they agree).
THEMES = {theme.name: theme for theme in (LIGHT, DARK, HIGH_CONTRAST)}


# Fonts and their metrics by (point size, bold, mono): see Style.font.
_FONTS: dict[tuple[float, bool, bool], QFont] = {}
_METRICS: dict[tuple[float, bool, bool], QFontMetricsF] = {}


@dataclass(frozen=True)
class Style:
    """A theme at a UI scale (1.0 … 3.0): every view styles itself from this."""

    theme: Theme = LIGHT
    scale: float = 1.0
    base_point_size: float = 11.0

    def points(self, factor: float = 1.0) -> float:
        return self.base_point_size * self.scale * factor

    def font(self, factor: float = 1.0, bold: bool = False, mono: bool = False) -> QFont:
        # Painted panels ask for their fonts dozens of times per drag move: building a QFont
        # each time cost ~0.25 ms a move, so one is built per size and handed out as a copy
        # (QFont copies share their data until changed, and a caller may change its copy).
        key = (self.points(factor), bold, mono)
        font = _FONTS.get(key)
        if font is None:
            font = QFont("DejaVu Sans Mono" if mono else "DejaVu Sans")
            if mono:
                font.setStyleHint(QFont.StyleHint.Monospace)
            font.setPointSizeF(key[0])
            font.setBold(bold)
            _FONTS[key] = font
        return QFont(font)

    def metrics(self, factor: float = 1.0, bold: bool = False, mono: bool = False) -> QFontMetricsF:
        """The metrics of ``font(factor, bold, mono)``, built once per size (see ``font``)."""
        key = (self.points(factor), bold, mono)
        metrics = _METRICS.get(key)
        if metrics is None:
            metrics = _METRICS[key] = QFontMetricsF(self.font(factor, bold, mono))
        return metrics

    def pen_width(self, base: float = 2.0) -> float:
        """Width of a pen that scales with the painter (QPainter widgets, pixel-sized items)."""
        return base * self.scale

    def line_width(self, base: float = 2.0) -> float:
        """Width of a cosmetic pen (pyqtgraph lines, axes, curves, arrows).

        Cosmetic pens are drawn in device pixels, so on a screen with a device pixel ratio of
        2 (QT_SCALE_FACTOR=2, HiDPI) they would come out half as thick as everything else.
        """
        screen = QGuiApplication.primaryScreen()
        ratio = screen.devicePixelRatio() if screen is not None else 1.0
        return base * self.scale * ratio

    def color(self, name: str) -> QColor:
        return QColor(getattr(self.theme, name))


@functools.lru_cache(maxsize=256)
def readable_text_on(hex_colour: str) -> str:
    """Black or white, whichever reads better on the given background colour."""
    colour = QColor(hex_colour)
    luminance = 0.2126 * colour.redF() + 0.7152 * colour.greenF() + 0.0722 * colour.blueF()
    return "#000000" if luminance > 0.45 else "#FFFFFF"


def relative_luminance(hex_colour: str) -> float:
    """WCAG 2 relative luminance of an sRGB colour (0 black … 1 white)."""
    colour = QColor(hex_colour)

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.redF())
        + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF())
    )


def contrast_ratio(first: str, second: str) -> float:
    """WCAG 2 contrast ratio of two colours: 1 (same) … 21 (black on white)."""
    a, b = relative_luminance(first), relative_luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def casing_colour(mark: str, theme: Theme) -> str | None:
    """The outline a coloured mark needs to stand out from the background with at least 3:1
    contrast (WCAG 1.4.11, non-text contrast), or None when its own colour already does: a
    yellow key on the light theme gets a dark casing."""
    if contrast_ratio(mark, theme.background) >= 3.0:
        return None
    return theme.text


def window_palette(theme: Theme) -> QPalette:
    """The theme as a Qt palette, for the window's own widgets (toolbar controls, dialogs'
    parents, labels): Fusion draws buttons, spin boxes and sliders from it."""
    palette = QPalette()
    text, muted = QColor(theme.text), QColor(theme.muted)
    roles = {
        QPalette.ColorRole.Window: QColor(theme.background),
        QPalette.ColorRole.WindowText: text,
        QPalette.ColorRole.Base: QColor(theme.panel),
        QPalette.ColorRole.AlternateBase: QColor(theme.grid),
        QPalette.ColorRole.Text: text,
        QPalette.ColorRole.Button: QColor(theme.panel),
        QPalette.ColorRole.ButtonText: text,
        QPalette.ColorRole.BrightText: QColor(readable_text_on(theme.accent)),
        QPalette.ColorRole.Highlight: QColor(theme.accent),
        QPalette.ColorRole.HighlightedText: QColor(readable_text_on(theme.accent)),
        QPalette.ColorRole.PlaceholderText: muted,
        QPalette.ColorRole.Light: QColor(theme.panel).lighter(120),
        QPalette.ColorRole.Midlight: QColor(theme.grid),
        QPalette.ColorRole.Mid: QColor(theme.axis),
        QPalette.ColorRole.Dark: QColor(theme.axis).darker(130),
        QPalette.ColorRole.Shadow: QColor("#000000"),
    }
    for role, colour in roles.items():
        palette.setColor(role, colour)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
        palette.setColor(QPalette.ColorGroup.Disabled, role, muted)
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, muted)
    return palette


def dock_stylesheet(style: Style) -> str:
    """A docked panel's frame: its title bar in the panel colour, padded at the UI scale."""
    theme, scale = style.theme, style.scale
    return (
        f"QDockWidget {{ color: {theme.text}; }}"
        f" QDockWidget::title {{ background: {theme.panel};"
        f" padding: {round(4 * scale)}px {round(6 * scale)}px;"
        f" border-bottom: {max(1, round(scale))}px solid {theme.grid}; }}"
    )


def window_stylesheet(style: Style) -> str:
    """Colours for the window's frame: toolbar, menu bar, menus and status bar. A style sheet,
    not the palette, because menus are separate windows that a palette does not reach."""
    t = style.theme
    selected = readable_text_on(t.accent)
    border = max(1, round(style.scale))
    return (
        # The frame's font too: re-setting a style sheet drops the window's font for the
        # widgets that only inherit it (toolbar, menus), back to the application's.
        f"QMenuBar, QMenu, QToolBar, QStatusBar, QToolBar QLabel, QToolBar QPushButton,"
        f" QToolBar QToolButton, QToolBar QAbstractSpinBox, QMenuBar QToolButton"
        f" {{ font-family: 'DejaVu Sans'; font-size: {style.points():.2f}pt; }}"
        f" QMainWindow, QToolBar, QStatusBar, QSplitter {{ background: {t.background};"
        f" color: {t.text}; }}"
        f" QToolBar {{ border: none; border-bottom: {border}px solid {t.grid}; }}"
        f" QToolBar QLabel, QStatusBar QLabel {{ color: {t.text}; }}"
        f" QMenuBar {{ background: {t.panel}; color: {t.text}; }}"
        f" QMenuBar::item {{ background: transparent; padding: 4px 10px; }}"
        f" QMenuBar::item:selected {{ background: {t.accent}; color: {selected}; }}"
        f" QMenu {{ background: {t.panel}; color: {t.text}; border: {border}px solid {t.axis}; }}"
        f" QMenu::item {{ padding: 4px 24px 4px 24px; }}"
        f" QMenu::item:selected {{ background: {t.accent}; color: {selected}; }}"
        f" QMenu::item:disabled {{ color: {t.muted}; }}"
        f" QMenu::separator {{ height: 1px; background: {t.grid}; margin: 4px 8px; }}"
        # Buttons and the spin box: with a style sheet on the window, Fusion stops following
        # the window's palette for them, so a dark theme would keep white buttons.
        f" QToolBar QPushButton {{ background: {t.panel}; color: {t.text};"
        f" border: {border}px solid {t.axis}; border-radius: {3 * border}px;"
        f" padding: {2 * border}px {8 * border}px; }}"
        f" QToolBar QPushButton:hover {{ border-color: {t.accent}; }}"
        f" QToolBar QPushButton:pressed {{ background: {t.grid}; }}"
        f" QToolBar QAbstractSpinBox {{ background: {t.panel}; color: {t.text};"
        f" selection-background-color: {t.accent}; selection-color: {selected}; }}"
    )


def unit_ticks(height_px: float, style: Style, factor: float) -> list[tuple[float, str]]:
    """Ticks for a [0, 1] axis drawn ``height_px`` tall: quarters, halves or just the ends,
    whichever keeps the labels (font ``factor``) apart. A short plot at a large UI scale would
    otherwise print 0, 0.25, 0.5, 0.75 and 1 on top of each other."""
    line = QFontMetricsF(style.font(factor)).height()
    step = next((s for s in (0.25, 0.5) if height_px * s >= 1.4 * line), 1.0)
    count = round(1 / step)
    return [(i * step, fmt_short(i * step)) for i in range(count + 1)]
