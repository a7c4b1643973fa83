"""The View menu's entries: panels, weightings, theme, scale, language."""

from __future__ import annotations

import os

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QKeySequence

from app.common import i18n
from app.common.actions.spec import (
    ActionFamily,
    ActionSpec,
    AllBindings,
    Entry,
    Member,
    Slot,
    Submenu,
    separator,
)
from app.common.actions.titles import (
    panel_title,
    theme_title,
)
from app.common.i18n import translate
from app.common.theme import THEMES

_SK = QKeySequence.StandardKey


VIEW: tuple[Entry, ...] = (
    # One checkable entry per panel, with the panel's key (its spec's).
    ActionFamily(
        "view.panel",
        "app",
        lambda a: [
            Member(
                spec.name,
                lambda s=spec: panel_title(s),
                keys=(spec.shortcut,) if spec.shortcut else (),
                tip=(
                    (
                        lambda s=spec: translate(
                            "Menus", "Show or hide the {panel} ({key})"
                        ).format(panel=panel_title(s), key=s.shortcut)
                    )
                    if spec.shortcut
                    else None
                ),
            )
            for spec in a.app.registry
        ],
        menu="View",
        toggled=lambda a, name, shown: a.app.layout.set_panel_visible(name, shown),
        checked=lambda a, name: name in a.app.layout.shown_panels(),
        checkable=True,
    ),
    # A lesson step before scaling shows softmax(q·k) only; this brings the scaled back.
    ActionSpec(
        "view.scaled",
        "app",
        "Menus",
        QT_TRANSLATE_NOOP("Menus", "Scaled weights (÷ √d)"),
        menu="View",
        checkable=True,
        checked=lambda a: a.app.layout.view_state.shows_scaled,
        toggled=lambda a, shown: a.app.view_model.update(
            weightings="both" if shown else "unscaled"
        ),
    ),
    separator("View"),
    Submenu("view.theme", "View", "Menus", QT_TRANSLATE_NOOP("Menus", "Theme")),
    ActionFamily(
        "view.theme_of",
        "app",
        lambda _a: [Member(name, lambda n=name: theme_title(n)) for name in THEMES],
        menu="View/view.theme",
        run=lambda a, name: a.app.preferences.choose_theme(name),
        checked=lambda a, name: name == a.app.style.ui_style.theme.name,
        exclusive=True,
    ),
    ActionSpec(
        "lesson.reduced_motion",
        "lecture",
        "LectureController",
        QT_TRANSLATE_NOOP("LectureController", "Reduce motion (no animated steps)"),
        lambda lecture: lecture.set_reduced_motion(
            lecture.actions["lesson.reduced_motion"].isChecked()
        ),
        menu="View",
        checkable=True,
        checked=lambda lecture: lecture.reduced_motion,
    ),
    separator("View"),
    Slot("present.present", "View"),
    ActionSpec(
        "present.full_screen",
        "presentation",
        "PresentationMode",
        QT_TRANSLATE_NOOP("PresentationMode", "Full screen"),
        lambda presentation: presentation.toggle_full_screen(),
        menu="View",
        keys=("F11", AllBindings(_SK.FullScreen)),
    ),
    ActionSpec(
        "view.larger",
        "preferences",
        "Preferences",
        QT_TRANSLATE_NOOP("Preferences", "Larger text and lines"),
        lambda preferences: preferences.zoom(1),
        menu="View",
        keys=("Ctrl+=", "Ctrl++", AllBindings(_SK.ZoomIn)),
    ),
    ActionSpec(
        "view.smaller",
        "preferences",
        "Preferences",
        QT_TRANSLATE_NOOP("Preferences", "Smaller text and lines"),
        lambda preferences: preferences.zoom(-1),
        menu="View",
        keys=("Ctrl+-", AllBindings(_SK.ZoomOut)),
    ),
    ActionSpec(
        "view.reset_scale",
        "preferences",
        "Preferences",
        QT_TRANSLATE_NOOP("Preferences", "Default size"),
        lambda preferences: preferences.reset_scale(),
        menu="View",
        keys=("Ctrl+0",),
    ),
    ActionSpec(
        "view.next_theme",
        "preferences",
        "Preferences",
        QT_TRANSLATE_NOOP("Preferences", "Next theme"),
        lambda preferences: preferences.next_theme(),
        menu="View",
        keys=("Ctrl+T",),
    ),
    # Each language in its own name: findable by someone who cannot read the current one. The
    # pseudo-language is listed only when KINO_PSEUDO_LANGUAGE is set: it is for testing.
    Submenu(
        "view.language", "View", "LanguageMenu", QT_TRANSLATE_NOOP("LanguageMenu", "&Language")
    ),
    ActionFamily(
        "view.language_of",
        "app",
        lambda _a: [
            Member(code, lambda c=code: i18n.language_name(c))
            for code in i18n.available_languages(
                include_pseudo=bool(os.environ.get("KINO_PSEUDO_LANGUAGE"))
            )
        ],
        menu="View/view.language",
        run=lambda a, code: a.switch_language(a.app.style, code),
        checked=lambda _a, code: code == i18n.current_language(),
        exclusive=True,
    ),
)
