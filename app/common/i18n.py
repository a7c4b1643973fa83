"""Languages: Qt translation files (.qm) from resources/translations, chosen at run time.

The pattern for every user-visible string (see the guide in README's "Translating kino"):

    from app.common.i18n import translate
    label.setText(translate("MainWindow", "Add key"))
    translate("Canvas", "%n keys selected", None, count)       # plural forms: %n and n

The context (first argument) is a literal string naming the class or the part of the UI, so
``make translations`` (pyside6-lupdate) finds it; the text is English. Widgets that must follow
a language switched at run time set their texts in one ``retranslate`` function, called once
when built and again by ``on_language_change``.

The English file carries only plural forms ("1 key" / "2 keys"); ``pseudo`` is a generated
test language (every letter accented, every string 40% longer, in brackets) that shows
untranslated, clipped and overlapping text at a glance.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
    Slot,
)

from app.common import formatting
from app.common.settings import LANGUAGE, read, write
from kino_core.resources import resource_path

SOURCE_LANGUAGE = "en"
PSEUDO_LANGUAGE = "pseudo"
FILE_PREFIX = "kino_"

# Qt's own native names add the country ("español de España"); kino's languages are not
# regional, so they are named here.
NATIVE_NAMES = {"en": "English", "de": "Deutsch", "es": "Español", "fr": "Français"}

_installed: list[QTranslator] = []
_current = SOURCE_LANGUAGE


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate``; this name is what pyside6-lupdate looks for."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def translate_noop_text(context: str, text: str) -> str:
    """Translate a string marked elsewhere with ``QT_TRANSLATE_NOOP(context, text)`` (lupdate
    finds the mark; this call, with a variable, is not mistaken for one)."""
    return QCoreApplication.translate(context, text)


def translations_dir() -> Path:
    return resource_path("translations")


def available_languages(include_pseudo: bool = False) -> list[str]:
    """English first, then every language with a compiled kino_<code>.qm, by code."""
    found = sorted(
        path.stem.removeprefix(FILE_PREFIX)
        for path in translations_dir().glob(f"{FILE_PREFIX}*.qm")
    )
    codes = [c for c in found if c != SOURCE_LANGUAGE and (include_pseudo or c != PSEUDO_LANGUAGE)]
    return [SOURCE_LANGUAGE, *codes]


def language_name(code: str) -> str:
    """The language's own name for itself ("Deutsch", "Español"): what a person who does not
    read the current language looks for in a menu."""
    if code == PSEUDO_LANGUAGE:
        return "[Þšéûðö]  pseudo"
    if code in NATIVE_NAMES:
        return NATIVE_NAMES[code]
    name = QLocale(code).nativeLanguageName()
    return name[:1].upper() + name[1:] if name else code


def system_language(locale: QLocale | None = None) -> str:
    """The system locale's (or ``locale``'s) language if kino has it, else English."""
    for name in (locale or QLocale.system()).uiLanguages():
        code = name.replace("-", "_").split("_")[0]
        if code in available_languages():
            return code
    return SOURCE_LANGUAGE


def remembered_language() -> str:
    """$KINO_LANGUAGE if set (tests, screenshots), else the language chosen in View ▸ Language,
    else the system's."""
    code = os.environ.get("KINO_LANGUAGE") or read(LANGUAGE)
    if code and code in available_languages(include_pseudo=True):
        return code
    return system_language()


def current_language() -> str:
    return _current


def install_language(code: str) -> str:
    """Load ``code``'s translations into the running application (English: the plural forms
    only) and make numbers follow it; Qt then sends every widget a LanguageChange event.
    Returns the language installed (English if ``code`` has no file)."""
    global _current
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs a QApplication")
    if code not in available_languages(include_pseudo=True):
        code = SOURCE_LANGUAGE
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    own = QTranslator(app)
    if own.load(str(translations_dir() / f"{FILE_PREFIX}{code}.qm")):
        _installed.append(own)
    qt = QTranslator(app)  # Qt's own words: OK, Cancel, the file dialogs
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if code not in (SOURCE_LANGUAGE, PSEUDO_LANGUAGE) and qt.load(f"qtbase_{code}", qt_dir):
        _installed.append(qt)
    for translator in _installed:
        app.installTranslator(translator)
    locale = QLocale(SOURCE_LANGUAGE if code == PSEUDO_LANGUAGE else code)
    QLocale.setDefault(locale)
    formatting.set_decimal_point(locale.decimalPoint())
    _current = code
    _language_notifier().changed.emit()
    return code


def choose_language(code: str) -> str:
    """Switch to ``code`` now and remember it for the next start."""
    code = install_language(code)
    write(LANGUAGE, code)
    return code


class _LanguageNotifier(QObject):
    changed = Signal()


_notifier: _LanguageNotifier | None = None


def _language_notifier() -> _LanguageNotifier:
    global _notifier
    if _notifier is None:
        _notifier = _LanguageNotifier()
    return _notifier


class _LanguageWatcher(QObject):
    """Calls ``retranslate`` once per change of language, for as long as ``widget`` lives: a
    child of the widget, it goes with it, and so does its connection. (It used to filter the
    widget's events for LanguageChange: a Python call on every event the widget got, paints
    and mouse moves included, ~0.09 ms a drag move; and Qt sends one LanguageChange per
    translator swapped, before the decimal point had changed.)"""

    def __init__(self, widget: QObject, retranslate: Callable[[], None]) -> None:
        super().__init__(widget)
        self._retranslate = retranslate
        _language_notifier().changed.connect(self.retranslate)

    @Slot()
    def retranslate(self) -> None:
        self._retranslate()


def on_language_change(widget: QObject, retranslate: Callable[[], None]) -> None:
    """Call ``retranslate`` whenever the language changes (``install_language``), for as long
    as ``widget`` lives."""
    _LanguageWatcher(widget, retranslate)
