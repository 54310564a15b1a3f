"""How hard a deal is, from the solver's work on its start position.

The solver runs on a clock of its own that counts its reads (`WorkClock`): the walks
read it once every 4 positions expanded (depth-first: every 4 children looked at) and
the pass schedule a few times per turn, so "seconds" become a fixed amount of work, the
same on any machine, loaded or idle. The search is the usual one (`solve`), with a
budget of `BUDGET_UNITS` reads; the difficulty is how many reads it took to decide:

| work units (clock reads) to a win | difficulty |
|---|---|
| up to 100 | easy |
| up to 1 000 | medium |
| up to 3 000 | hard |
| up to 10 000 (the budget) | very hard |
| proven lost within the budget | not winnable |
| budget spent, undecided | unknown |

docs/SOLVER.md ("Difficulty") says how the bounds were chosen; `python -m engine.solver
CODE --difficulty` prints a deal's.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from ..game import Game
from . import Cancel, _stop_check, solve

BUDGET_UNITS = 10_000  # ≈ 40 000 positions: 3–10 s here for an undecided deal
UNITS_PER_SECOND = 1000  # the work clock's "second": what `solve`'s budget is given in


class Difficulty(Enum):
    """A deal's difficulty; the values are stable ids (the UI translates them)."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    VERY_HARD = "very-hard"
    NOT_WINNABLE = "not-winnable"
    UNKNOWN = "unknown"


LEVELS = ((100, Difficulty.EASY), (1000, Difficulty.MEDIUM), (3000, Difficulty.HARD))


class Rating(NamedTuple):
    """A deal's difficulty, the work it took (clock reads), the positions expanded."""

    difficulty: Difficulty
    work: int
    nodes: int


class WorkClock:
    """A clock that moves on one unit each time it is read."""

    def __init__(self) -> None:
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        return self.reads / UNITS_PER_SECOND


def difficulty_of(verdict: str, work: int) -> Difficulty:
    """The table above."""
    if verdict == "unwinnable":
        return Difficulty.NOT_WINNABLE
    if verdict != "winnable":
        return Difficulty.UNKNOWN
    for bound, level in LEVELS:
        if work <= bound:
            return level
    return Difficulty.VERY_HARD


def rate(code: str, cancel: Cancel = None) -> Rating | None:
    """The difficulty of the deal `code` (from its start position); None if cancelled.
    Bad codes raise `GameCodeError` like `Game.from_code`."""
    game = Game.from_code(code)
    clock = WorkClock()
    solution = solve(game, seconds=BUDGET_UNITS / UNITS_PER_SECOND, cancel=cancel, now=clock)
    if _stop_check(cancel)():
        return None
    return Rating(difficulty_of(solution.verdict, clock.reads), clock.reads, solution.nodes)


__all__ = ["BUDGET_UNITS", "LEVELS", "Difficulty", "Rating", "WorkClock", "difficulty_of", "rate"]
