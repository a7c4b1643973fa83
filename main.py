"""Entry point: `python main.py [FILE]` (the installed `kino` command runs the same)."""

import sys

from app.cli import main

if __name__ == "__main__":
    sys.exit(main())
