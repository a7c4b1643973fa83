# Two commands: `make run` opens kino, `make test` runs every test. Both set up .venv first.
SHELL := /bin/bash
VENV := .venv
BIN := $(VENV)/bin
# The first Python >= 3.11 on PATH (python3 first, then newer names).
PYTHON ?= $(shell for p in python3 python3.13 python3.12 python3.11; do \
	command -v $$p >/dev/null 2>&1 && $$p -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
	2>/dev/null && { echo $$p; break; }; done)

.PHONY: run test lint format bench screenshot translations clean dist install-desktop uninstall-desktop

$(BIN)/python:
	@if [ -z "$(PYTHON)" ]; then echo "kino needs Python 3.11 or newer on PATH (python3)." >&2; exit 1; fi
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# Reinstall whenever pyproject.toml changes.
$(VENV)/.installed-run: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	@touch $@

# The tests build the standalone app once (tests/test_bundle.py), so they need the dist extra.
$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[test,dist]"
	@touch $@ $(VENV)/.installed-run $(VENV)/.installed-dist

# PyInstaller, for `make dist` only (never for `make run`).
$(VENV)/.installed-dist: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[dist]"
	@touch $@ $(VENV)/.installed-run

run: $(VENV)/.installed-run
	$(BIN)/python main.py $(ARGS)

# Bytecode caches (__pycache__/, gitignored) are written even where PYTHONDONTWRITEBYTECODE is
# set: without them each of the four workers compiles app/ and rewrites every test module again
# (its collection 12 s of CPU instead of 4), and so does each kino or pytest a test starts.
# compileall first, so that a fresh clone's workers do not all compile the same files at once
# (quietly: a file that does not compile is pytest's to report).
# --no-loadscope-reorder: the order tests/conftest.py gives (the bundle's build first) is kept.
test: $(VENV)/.installed-test
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m compileall -q app kino_core tests main.py >/dev/null || true
	QT_QPA_PLATFORM=offscreen PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n 4 \
		--dist loadgroup --no-loadscope-reorder $(PYTEST_ARGS)

lint: $(VENV)/.installed-test
	$(BIN)/ruff check . && $(BIN)/ruff format --check .

format: $(VENV)/.installed-test
	$(BIN)/ruff format . && $(BIN)/ruff check --fix .

bench: $(VENV)/.installed-test
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/bench_core.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/bench_ui.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/bench_startup.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/bench_lecture.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/bench_class.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/bench_export.py

screenshot: $(VENV)/.installed-run
	bash tools/screenshot.sh docs/screenshot.png 1600x1000 -- resources/presets/04-saturation-d512.kino
	KINO_SCREENSHOT_KEYS=4 bash tools/screenshot.sh docs/german-window.png 1600x1000 -- --language de
	KINO_SCREENSHOT_KEYS=4 bash tools/screenshot.sh docs/spanish-window.png 1600x1000 -- --language es

# Translations: update the .ts sources from the code and compile the .qm files the app loads
# (which files are wrapped, and how English and the pseudo-language are made: see the script).
translations: $(VENV)/.installed-run
	$(BIN)/python tools/translations.py

# One-folder app in dist/kino/ and dist/kino-<version>-<os>-<arch>.tar.gz (needs no Python).
dist: $(VENV)/.installed-dist
	$(BIN)/python tools/build_dist.py

# Launcher entry, icon and file types for the current user (no root); runs .venv/bin/kino.
install-desktop: $(VENV)/.installed-run
	sh tools/install_desktop.sh install

uninstall-desktop:
	sh tools/install_desktop.sh uninstall

clean:
	rm -rf $(VENV) build dist .pytest_cache .hypothesis
