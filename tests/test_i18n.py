"""Translations: complete .ts files, current .qm files, strings lupdate can see, numbers that
follow the language, and the pseudo-language."""

from __future__ import annotations

import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import translations  # noqa: E402
from pseudo_translate import pseudo  # noqa: E402

TS_FILES = sorted(translations.TR_DIR.glob("kino_*.ts"))
FIELD = re.compile(r"\{[^{}]*\}|%n")


def messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(ts).getroot()
    return {
        (context.findtext("name"), message.findtext("source")): message
        for context in root.iter("context")
        for message in context.iter("message")
    }


def test_there_are_two_languages_besides_english_and_the_pseudo_language():
    names = {ts.stem for ts in TS_FILES}
    assert {"kino_de", "kino_es", "kino_en", "kino_pseudo"} <= names


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_every_ts_file_is_complete_and_keeps_the_placeholders(ts):
    for (context, source), message in messages(ts).items():
        where = f"{ts.name}: {context}: {source!r}"
        translation = message.find("translation")
        assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), where
        forms = [f.text or "" for f in translation.findall("numerusform")]
        texts = forms if message.get("numerus") == "yes" else [translation.text or ""]
        for text in texts:
            assert text.strip(), where
            # {d}, {key}, %n: the program fills them in; a lost or misspelt one is a crash or
            # a missing number.
            assert sorted(FIELD.findall(text)) == sorted(FIELD.findall(source)), where
            if "&" in source.replace("&&", ""):
                assert "&" in text.replace("&&", ""), f"{where}: the mnemonic was lost"


def test_the_ts_files_hold_exactly_the_strings_of_the_code(tmp_path):
    """What lupdate finds in the wrapped files now is what the committed .ts files hold: no
    string added to the code is left untranslated, no removed string lingers."""
    fresh = tmp_path / "kino_de.ts"
    shutil.copy(translations.TR_DIR / "kino_de.ts", fresh)
    translations.lupdate([fresh])
    for ts in TS_FILES:
        if ts.stem == "kino_en":
            continue  # plural forms only
        assert set(messages(ts)) == set(messages(fresh)), ts.name


def test_every_translate_call_is_one_lupdate_can_read():
    """pyside6-lupdate reads only translate("Context", "text" ...) with literal strings in
    double quotes: a call it cannot read would stay English in every language."""
    call = re.compile(r"(?<![\w.])translate\(")
    readable = re.compile(r'\s*"[^"\n]+",\s*"')
    for source in translations.sources():
        if source.name == "i18n.py":
            continue  # defines translate() itself
        text = source.read_text(encoding="utf-8")
        for match in call.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            assert readable.match(text, match.end()), f"{source.name}:{line}"


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_the_compiled_qm_files_are_current(ts, tmp_path):
    built = tmp_path / ts.with_suffix(".qm").name
    translations.lrelease(ts, built)
    assert built.read_bytes() == ts.with_suffix(".qm").read_bytes(), (
        f"{ts.with_suffix('.qm').name} is out of date: run `make translations`"
    )


def test_the_colour_names_to_translate_are_the_table():
    from app.common.spoken_texts import COLOUR_NAMES_TO_TRANSLATE
    from kino_core.colour_names import COLOUR_NAMES

    assert list(COLOUR_NAMES_TO_TRANSLATE) == [name for name, _code in COLOUR_NAMES]


def test_numbers_follow_the_decimal_point():
    from app.common import formatting
    from app.common.formatting import fmt, fmt_list, fmt_rgb, fmt_short

    assert fmt(-0.5) == "−0.50"
    formatting.set_decimal_point(",")
    try:
        assert fmt(-0.5) == "−0,50"
        assert fmt(0.004) == "0,00"
        assert fmt_list([0.25, 0.75]) == "[0,25; 0,75]"  # a comma list would be ambiguous
        assert fmt_rgb([1.0, 0.5, 0.0]) == "(1,00; 0,50; 0,00)"
        assert [fmt_short(v) for v in (0.25, 1.0, -0.5)] == ["0,25", "1", "−0,5"]  # axis ticks
    finally:
        formatting.set_decimal_point(".")
    assert fmt_list([0.25, 0.75]) == "[0.25, 0.75]"


def test_pseudo_is_accented_longer_and_keeps_what_the_program_needs():
    text = "Save &As {count} of %n"
    out = pseudo(text)
    assert out.startswith("[") and out.endswith("]")
    assert len(out) >= 1.4 * len(text)
    assert "{count}" in out and "%n" in out and "&A" in out
    assert "Š" in out and not re.search(r"[a-z]{3}", out.replace("{count}", ""))


@pytest.mark.parametrize("system", ["linux", "darwin"])
@pytest.mark.parametrize("held", [(True, True, True), (False, True, False), (True, False, True)])
def test_the_code_panels_protection_texts_say_what_kino_core_says(qapp, system, held):
    """The Code panel's translatable copy of kino_core's sentences, in English, is kino_core's."""
    from app.panels.code import protection_texts
    from kino_core.sandbox.confinement import Protection

    files, network, processes = held
    protection = Protection(files=files, network=network, processes=processes, system=system)
    assert protection_texts.status_line(protection) == protection.status_line()
    assert protection_texts.explanation(protection) == protection.explanation()


def test_the_code_comments_to_translate_are_kino_cores():
    from app.panels.code.comments import COMMENTS_TO_TRANSLATE
    from kino_core.codegen import COMMENTS

    assert COMMENTS_TO_TRANSLATE == COMMENTS
