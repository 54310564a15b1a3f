"""A winnable deal of an option set, with its winning line (`python -m engine.solver
--winnable-deal PREFIX`).

Without Vegas scoring, deals 0, 1, 2, … of the option set are solved in turn (a fixed
order, so the answer is the same every time, and a budget of work, not of time:
`difficulty.WorkClock`) until one is won. Vegas deals that can be won are too rare for
that (docs/SOLVER.md, "Vegas"): they come only from `POOL`, the deals
bench/vegas_search.py proved winnable, and the pool is empty so far.
"""

from __future__ import annotations

from typing import NamedTuple

from ..codes import encode_deal, option_set
from ..game import Game
from ..moves import Move
from . import solve
from .difficulty import UNITS_PER_SECOND, WorkClock

POOL: dict[str, tuple[str, ...]] = {"DS1-D1V": (), "DS1-D3V": ()}  # proven-winnable codes
TRIES = 40  # deals tried before giving up (a Normal deal is won ≥ 75 % of the time)
UNITS_PER_DEAL = 5_000


class Found(NamedTuple):
    """A winnable deal's code and a winning line from its start."""

    code: str
    moves: list[Move]


def winnable_deal(prefix: str) -> Found | str:
    """A winnable deal of `prefix` (e.g. `DS1-D1N`), or why none is known. A bad prefix
    raises `GameCodeError`."""
    chosen = option_set(prefix).prefix
    if chosen in POOL:
        for code in POOL[chosen]:
            solution = solve(Game.from_code(code), seconds=60.0)
            if solution.verdict == "winnable":
                return Found(code, solution.moves)
        return (
            f"no winnable {chosen} deal is known: Vegas deals that can be won are rare, and "
            "bench/vegas_search.py has proved none winnable so far (docs/SOLVER.md, Vegas)"
        )
    for deal in range(TRIES):
        code = f"{chosen}-{encode_deal(deal)}"
        clock = WorkClock()
        solution = solve(Game.from_code(code), UNITS_PER_DEAL / UNITS_PER_SECOND, now=clock)
        if solution.verdict == "winnable":
            return Found(code, solution.moves)
    return f"none of {chosen} deals 0–{TRIES - 1} was proved winnable within the budget"


__all__ = ["POOL", "Found", "winnable_deal"]
