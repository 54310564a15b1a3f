# Every install step lives here: `make play` and `make test` work on a fresh clone.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PLAY_STAMP := $(VENV)/.installed-play
STAMP := $(VENV)/.installed-test

.PHONY: play test lint fuzz bench bench-frames bench-rest exe icon translations clean

# Playing needs the game and its two dependencies, nothing else (no test tools). The
# bytecode is written at install, as pip does for a wheel: a start that compiles our
# modules first costs about 0.1 CPU-second more (docs/REST.md, "Start-up CPU").
$(PLAY_STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	$(BIN)/python -m compileall -q engine game
	touch $(PLAY_STAMP)

# Testing, linting, building and the benchmarks add the test tools.
$(STAMP): $(PLAY_STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(PLAY_STAMP)
	$(BIN)/python -m game

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -q
	$(BIN)/ruff check engine game tests bench tools packaging
	$(BIN)/ruff format --check engine game tests bench tools packaging
	$(BIN)/mypy engine game
	$(BIN)/mypy --platform win32 engine game
	$(BIN)/mypy --platform darwin engine game

lint: $(STAMP)
	$(BIN)/ruff check --fix engine game tests bench tools packaging
	$(BIN)/ruff format engine game tests bench tools packaging

fuzz: $(STAMP)
	$(BIN)/python bench/fuzz.py --actions 1000000

bench-frames: $(STAMP)
	SDL_VIDEODRIVER=dummy $(BIN)/python bench/frame_bench.py

# Idle CPU, memory and start-up CPU of the real game under Xvfb (beside Aisleriot when
# installed): needs `apt-get install xvfb xdotool x11-utils` (and `aisleriot`).
bench-rest: $(STAMP)
	$(BIN)/python bench/rest_bench.py

bench: $(STAMP) bench-frames
	$(BIN)/python bench/engine_bench.py
	$(BIN)/python bench/solver_bench.py
	SDL_VIDEODRIVER=dummy $(BIN)/python bench/hint_bench.py
	$(BIN)/python bench/startup_bench.py
	$(BIN)/python bench/memory_bench.py
	$(BIN)/python bench/save_bench.py
	$(BIN)/python bench/rest_bench.py

exe: $(STAMP)
	$(BIN)/pyinstaller --noconfirm --log-level WARN build.spec
	@ls -l dist/

# Extract the English source strings, merge them into each .po, compile the .mo files
# that ship as package data (committed, so a fresh clone needs no Babel step to play).
translations: $(STAMP)
	$(BIN)/pybabel extract --project="Solitaire Trio" --version=0.1.0 --sort-output -k N_ -o game/locale/solitaire-trio.pot engine game
	$(BIN)/pybabel update -D solitaire-trio -i game/locale/solitaire-trio.pot -d game/locale --no-fuzzy-matching --ignore-obsolete
	$(BIN)/pybabel compile -D solitaire-trio -d game/locale

icon: $(STAMP)
	$(BIN)/python tools/make_icon.py

clean:
	rm -rf $(VENV) build dist *.egg-info
