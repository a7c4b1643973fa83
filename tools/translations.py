"""Build kino's translations: update the .ts sources from the code, then compile the .qm files.

    python tools/translations.py        (what `make translations` runs)

- sources(): every module under app/ (a new module is picked up by itself).
- kino_<lang>.ts for each of LANGUAGES: the translators' files (edit with pyside6-linguist).
- kino_en.ts holds only the plural forms ("%n shortcut shown" / "%n shortcuts shown").
- kino_pseudo.ts is generated (tools/pseudo_translate.py): never edit it.
- Every .ts is compiled to a .qm next to it with pyside6-lrelease; the .qm files are committed
  and shipped in the wheel with the rest of resources/.

pyside6-lupdate and pyside6-lrelease ship with PySide6-Essentials (next to this Python).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TR_DIR = ROOT / "resources" / "translations"
LANGUAGES = ("de", "es")


def sources() -> list[Path]:
    """The Python files whose user-visible strings go through Qt's translation system: every
    module of the app (kino_core never imports Qt; its messages stay English)."""
    return sorted((ROOT / "app").rglob("*.py"))


def tool(name: str) -> str:
    """Path of pyside6-<name> installed with this Python's PySide6."""
    path = Path(sys.executable).parent / f"pyside6-{name}"
    return str(path) if path.exists() else f"pyside6-{name}"


def lupdate(ts_files: list[Path], *options: str) -> None:
    """Update ``ts_files`` from the sources: new strings come in unfinished, removed ones go."""
    args = [tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none", *options]
    args += [str(s) for s in sources()]
    for ts in ts_files:
        args += ["-ts", str(ts)]
    subprocess.run(args, check=True, cwd=ROOT)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def update(directory: Path = TR_DIR) -> None:
    """Refresh every .ts in ``directory`` from the code and compile every .qm."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from pseudo_translate import write_pseudo

    directory.mkdir(parents=True, exist_ok=True)
    lupdate([directory / f"kino_{lang}.ts" for lang in LANGUAGES])
    english = directory / "kino_en.ts"
    lupdate([english], "-pluralonly", "-source-language", "en", "-target-language", "en")
    write_pseudo(directory / f"kino_{LANGUAGES[0]}.ts", directory / "kino_pseudo.ts")
    for ts in sorted(directory.glob("kino_*.ts")):
        lrelease(ts, ts.with_suffix(".qm"))


if __name__ == "__main__":
    update()
