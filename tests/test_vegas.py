"""Issue 17: the Vegas figures in Help are the ones bench/vegas_search.py measured."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from game.dialogs import help_text

BENCH = Path(__file__).resolve().parent.parent / "bench" / "vegas_search.py"


def vegas_search():
    spec = importlib.util.spec_from_file_location("vegas_search", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_double_solitaire_help_gives_the_vegas_figures_and_only_there():
    paragraphs = dict(help_text.sections("DS"))["How this app plays"]
    (n1, w1, _l1, p1), (n3, w3, _l3, p3) = (
        help_text.VEGAS_FIGURES.draw1,
        help_text.VEGAS_FIGURES.draw3,
    )
    vegas = paragraphs[-1]
    assert vegas.startswith("Vegas deals that can be won are rare.")
    assert f"Of {n1} Draw 1 and {n3} Draw 3" in vegas and f"{w1} and {w3} were proved" in vegas
    assert f"fewer than {p1} (Draw 1) and {p3} (Draw 3)" in vegas
    assert not any(
        "Vegas deals" in text for text in dict(help_text.sections("TF"))["How this app plays"]
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
