"""The fixed limits of a run, shared by the parent's modules (the child keeps its own copy:
it runs as a script with ``python -I`` and imports nothing of kino)."""

FILE_LIMIT_BYTES = 64 * 1024 * 1024  # RLIMIT_FSIZE: no single file the code writes grows beyond
OUTPUT_MAX_BYTES = 64 * 1024  # stdout and stderr shown, each
ARRAYS_MAX_BYTES = 32 * 1024 * 1024  # all arrays sent back, together
ARRAYS_MAX_COUNT = 1000  # arrays sent back (the child sends no more: child.py)
