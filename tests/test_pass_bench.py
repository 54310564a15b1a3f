"""bench/pass_bench.py times each pass of the solver's schedule alone and replays the
schedule's turns over those times (issue 17): the replay must give each pass the turns
`engine.solver._passes` gives it, and a run must go on from where its log stops."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from bench.pass_bench import Ran, decides, schedule_of, sprints_of

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench" / "pass_bench.py"
DRAW_3 = "TF1-D3N"
BUDGET = 5.0


# A schedule like the solver's: quick best-first to 20 %, a beam with its first turn only,
# exact depth-first to 80 %, exact best-first to the end.
SCHEDULE = [("quick", 0.2), ("beam", 0.0), ("depth", 0.8), ("best", 1.0)]


def runs(**outcomes: Ran) -> dict[str, Ran]:
    """Every pass ends dry at once, but those given."""
    return {name: outcomes.get(name, Ran("ended", 0.0)) for name, _ in SCHEDULE}


def test_the_schedule_of_draw_3_ends_with_the_exhaustive_walks() -> None:
    names = [name for name, _ in schedule_of(DRAW_3)]
    assert names[0] == "quick best_first" and "exact widening_beam((30, 100, 300))" in names
    assert names[-2:] == ["exact depth_first", "exact best_first"]


def test_a_pass_decides_only_within_the_turns_it_is_given() -> None:
    # Depth-first has the first round's turn (1.5 %), then the second round up to 80 %.
    assert decides(runs(depth=Ran("won", 3.5)), SCHEDULE, BUDGET)
    quick_takes_its_share = runs(quick=Ran("cap", 5.0), depth=Ran("won", 3.5))
    assert not decides(quick_takes_its_share, SCHEDULE, BUDGET)
    assert not decides(runs(depth=Ran("won", 4.1)), SCHEDULE, BUDGET)


def test_a_pass_that_ends_early_hands_its_time_on() -> None:
    quick_ends = runs(quick=Ran("ended", 0.5), depth=Ran("won", 3.5))
    assert decides(quick_ends, SCHEDULE, BUDGET)
    assert decides(runs(quick=Ran("cap", 5.0), best=Ran("won", 1.0)), SCHEDULE, BUDGET)


def test_only_a_win_or_a_proof_decides() -> None:
    assert not decides(runs(best=Ran("cap", 5.0)), SCHEDULE, BUDGET)
    assert decides(runs(best=Ran("lost", 0.5)), SCHEDULE, BUDGET)
    assert decides(runs(beam=Ran("lost at once", 0.0)), SCHEDULE, BUDGET)


def test_the_bench_runs_each_pass_once_and_goes_on_from_its_log(tmp_path: Path) -> None:
    log = tmp_path / "passes.jsonl"
    # Deal 46: every pass ends within a second; deal 110 is lost before any pass runs.
    for first in (46, 110, 46):
        args = ["1", "--first", str(first), "--workers", "1", "--log", str(log)]
        done = subprocess.run(
            [sys.executable, str(BENCH), *args],
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        )
        assert "passes TF1-D3N: schedule decides 1 of 1" in done.stdout
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    passes = len(schedule_of(DRAW_3))
    assert len(lines) == 2 * passes  # the third run found deal 46 in the log
    assert {line["outcome"] for line in lines if line["deal"] == 110} == {"lost at once"}
    assert any(line["outcome"] == "won" for line in lines if line["deal"] == 46)


def test_the_passes_of_the_sprint_get_a_turn_more() -> None:
    # Quick best-first runs to its share (20 %); depth-first has 1.5 % + 60 % of the
    # budget without a sprint (3.075 s), 0.8 % more with one (0.04 s).
    slow_quick = runs(quick=Ran("cap", 5.0), depth=Ran("won", 3.1))
    assert not decides(slow_quick, SCHEDULE, BUDGET)
    assert decides(slow_quick, SCHEDULE, BUDGET, sprint=["depth"])
    assert sprints_of(DRAW_3)[-2:] == ["exact depth_first", "exact best_first"]
