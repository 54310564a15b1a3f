"""Issue 17: the Vegas figures in Help are the ones bench/vegas_search.py measured; the
solver's command line gives a winnable deal, or says why none is known."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import engine
from engine.solver import solve
from engine.solver.winnable import POOL
from game.dialogs import help_text
from game.keymap import Keymap

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench" / "vegas_search.py"


def vegas_search():
    spec = importlib.util.spec_from_file_location("vegas_search", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_double_solitaire_help_gives_the_vegas_figures_and_only_there():
    paragraphs = dict(help_text.sections("DS", Keymap()))["How this app plays"]
    (n1, w1, _l1, p1), (n3, w3, _l3, p3) = (
        help_text.VEGAS_FIGURES.draw1,
        help_text.VEGAS_FIGURES.draw3,
    )
    vegas = paragraphs[-1]
    assert vegas.startswith("Vegas deals that can be won are rare.")
    assert f"Of {n1} Draw 1 and {n3} Draw 3" in vegas and f"{w1} and {w3} were proved" in vegas
    assert f"fewer than {p1} (Draw 1) and {p3} (Draw 3)" in vegas
    assert not any(
        "Vegas deals" in text
        for text in dict(help_text.sections("TF", Keymap()))["How this app plays"]
    )


def test_the_help_figures_are_the_measured_ones():
    """Help and docs/SOLVER.md quote the results file the search wrote (committed)."""
    module = vegas_search()
    rows = list(module.load(module.RESULTS).values())
    figures = help_text.VEGAS_FIGURES
    for prefix, (searched, won, lost, upper) in (
        ("DS1-D1V", figures.draw1),
        ("DS1-D3V", figures.draw3),
    ):
        mine = [row for row in rows if row["prefix"] == prefix]
        assert len(mine) == searched
        assert sum(row["verdict"] == "winnable" for row in mine) == won
        assert sum(row["verdict"] == "unwinnable" for row in mine) == lost
        _low, high = module.clopper_pearson(won, searched)
        assert upper == f"{100 * high:.1f} %"
        assert {float(row["budget"]) for row in mine} == {float(figures.seconds)}


def test_the_interval_is_the_exact_one():
    module = vegas_search()
    assert (
        abs(module.clopper_pearson(0, 300)[1] - 0.01222) < 1e-4
    )  # the "rule of three"'s exact form
    low, high = module.clopper_pearson(5, 100)
    assert abs(low - 0.01643) < 1e-4 and abs(high - 0.11284) < 1e-4


def solver_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine.solver", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_cli_gives_a_winnable_deal_and_its_line_that_replays_to_a_win():
    result = solver_cli("--winnable-deal", "tf1-d3n")
    assert result.returncode == 0, result.stderr
    code, line = result.stdout.splitlines()
    game = engine.Game.from_code(code)
    assert code.startswith("TF1-D3N-")
    for move in line.split():
        game.play(move)
    assert game.is_won


def test_the_cli_says_why_no_winnable_vegas_deal_is_known():
    result = solver_cli("--winnable-deal", "DS1-D1V")
    assert result.returncode == 1 and result.stdout == ""
    assert "no winnable DS1-D1V deal is known" in result.stderr


def test_every_pooled_vegas_deal_replays_to_a_win():
    """The pool is empty so far; any deal put in it must come with a line that wins."""
    for prefix, codes in POOL.items():
        assert prefix.startswith("DS1-") and prefix.endswith("V")
        for code in codes:
            solution = solve(engine.Game.from_code(code), seconds=60)
            assert solution.verdict == "winnable"  # solve replays it through Game.play


def test_the_cli_rates_a_deal():
    result = solver_cli("SH1-C1-AAAAAAB", "--difficulty")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("difficulty: not-winnable (")
