"""A change meant to make the solver faster must not change what it searches: on the
work clock (`difficulty.WorkClock`, one unit per clock read, so the same on any machine)
the verdicts, the positions expanded and the winning lines of a few deals of every option
set are pinned by a digest. A change meant to alter the search pins the new digest and
says why in its commit; a speed-up that changes it is a bug (docs/SOLVER.md, "Exact
beams", checks)."""

from __future__ import annotations

import hashlib

import engine
from engine import Game
from engine.codes import encode_deal
from engine.solver import solve
from engine.solver.difficulty import UNITS_PER_SECOND, WorkClock

DEALS = (30_000, 30_001)
UNITS = 600  # work units per deal: enough for several passes, a few seconds in all
PINNED = "a67e4da599a1caa72bdcbcbdb6e685b0eb3e7edd09d73fffa04148c986308161"


def searched() -> list[str]:
    """One line per deal: its code, verdict, positions expanded and winning line."""
    lines = []
    for option_set in engine.option_sets():
        for deal in DEALS:
            game = Game.from_code(f"{option_set.prefix}-{encode_deal(deal)}")
            found = solve(game, seconds=UNITS / UNITS_PER_SECOND, now=WorkClock())
            moves = " ".join(str(move) for move in found.moves)
            lines.append(f"{game.code} {found.verdict} {found.nodes} {moves}")
    return lines


def test_the_search_is_the_pinned_one() -> None:
    lines = searched()
    digest = hashlib.sha256("\n".join(lines).encode()).hexdigest()
    assert digest == PINNED, "\n".join(line[:60] for line in lines)
