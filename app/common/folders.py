"""Where Open, Save and Export dialogs start: the current file's folder, else the last one used.

The last folder is remembered in kino's settings (LAST_FOLDER).
"""

from __future__ import annotations

import os
from pathlib import Path

from app.common.settings import LAST_FOLDER, read, write


def start_folder(current_file: str | os.PathLike[str] | None = None) -> Path:
    """The folder a file dialog opens in: ``current_file``'s, else the last one a dialog
    returned, else the home folder. Folders that no longer exist are skipped."""
    candidates = []
    if current_file:
        candidates.append(Path(current_file).parent)
    last = read(LAST_FOLDER)
    if last:
        candidates.append(Path(last))
    for folder in candidates:
        if folder.is_dir():
            return folder
    return Path.home()


def start_path(name: str, current_file: str | os.PathLike[str] | None = None) -> str:
    """The start of a Save dialog: ``name`` in start_folder(current_file)."""
    return str(start_folder(current_file) / name)


def remember_folder(chosen: str | os.PathLike[str]) -> None:
    """Remember the folder of a file the user just chose in a dialog."""
    if not chosen:
        return
    write(LAST_FOLDER, str(Path(chosen).resolve().parent))
