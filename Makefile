# Every install step lives here: `make play` and `make test` work on a fresh clone.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint fuzz bench exe clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/python -m game

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -q
	$(BIN)/ruff check engine game tests bench
	$(BIN)/ruff format --check engine game tests bench

lint: $(STAMP)
	$(BIN)/ruff check --fix engine game tests bench
	$(BIN)/ruff format engine game tests bench

fuzz: $(STAMP)
	$(BIN)/python bench/fuzz.py --actions 1000000

bench: $(STAMP)
	$(BIN)/python bench/engine_bench.py

exe: $(STAMP)
	@echo "The standalone executable is not built yet (see the open issue)." && exit 1

clean:
	rm -rf $(VENV) build dist *.egg-info
