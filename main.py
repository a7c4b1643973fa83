"""Entry point: `python main.py [FILE]` (the installed `kino` command runs the same).

It is also the PyInstaller bundle's entry point (tools/kino.spec). A bundle has no python to run
the Code panel's programs, so the sandbox starts the bundle's own executable with
``--sandbox-child RUN_DIR`` (kino_core.sandbox.child_command), and that is dispatched here,
before the app and Qt are imported.
"""

import sys

if getattr(sys, "frozen", False):
    from kino_core.sandbox import CHILD_FLAG

    if sys.argv[1:2] == [CHILD_FLAG]:
        from kino_core.sandbox.child import main as run_sandbox_child

        del sys.argv[1]  # the child reads its run directory from sys.argv[1]
        run_sandbox_child()  # never returns: it ends with os._exit

from app.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
