"""Write the pseudo-language: every string of a .ts file accented, bracketed and 40% longer.

    python tools/pseudo_translate.py SOURCE.ts OUT.ts

SOURCE.ts is any kino .ts file (its source texts are read; its translations are ignored).
"[Ķéýƀöåŕð šĥöŕţçûţš·······]" shows at a glance a string that was never wrapped for
translation (it stays plain English), text that is clipped (the closing bracket is missing)
and layouts that cannot take German's longer words. Placeholders survive untouched: {name},
%n, %1, &-mnemonics (the letter after & is kept, so Alt+letter still works), <tags> and
entities. Standard library only.
"""

from __future__ import annotations

import math
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
# What must reach the program unchanged: format fields, Qt's %n/%1, a mnemonic letter, markup.
PROTECTED = re.compile(r"&[a-z]+;|\{[^{}]*\}|%(?:n|L?\d+)|&.|<[^>]+>")
GROWTH = 0.4


def pseudo(text: str) -> str:
    """'Save &As…' -> '[Šåṽé &Åš…··]'; placeholders and the mnemonic letter unchanged."""
    if not text.strip():
        return text
    pieces, last = [], 0
    for match in PROTECTED.finditer(text):
        pieces.append(text[last : match.start()].translate(ACCENTS))
        pieces.append(match.group(0))
        last = match.end()
    pieces.append(text[last:].translate(ACCENTS))
    body = "".join(pieces)
    padding = "·" * max(1, math.ceil(len(text) * GROWTH) - 2)
    return f"[{body}{padding}]"


def write_pseudo(source: Path, out: Path) -> None:
    tree = ET.parse(source)
    root = tree.getroot()
    root.set("language", "en")  # a language lrelease knows: English plural rules
    for message in root.iter("message"):
        text = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        forms = translation.findall("numerusform")
        if message.get("numerus") == "yes":
            for form in forms or [ET.SubElement(translation, "numerusform")]:
                form.text = pseudo(text)
        else:
            translation.text = pseudo(text)
    out.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        + ET.tostring(root, encoding="unicode")
        + "\n",
        encoding="utf-8",
    )


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    write_pseudo(Path(sys.argv[1]), Path(sys.argv[2]))
