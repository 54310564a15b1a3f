"""The proof with two cards that want one place (`engine.solver.klondike_pairs`): whichever
twin leaves first, the second waits. It may never call a position lost that can be won:
checked against the independent, unpruned search of test_solver_pruning on stacked end
games, and (tests/test_solver_reach.py) on every position of the solver's winning lines."""

from __future__ import annotations

import math
import random

import pytest

from engine import Game
from engine.solver import _domain_for, solve
from engine.solver.klondike import KlondikeDomain
from engine.solver.klondike_pairs import TwinsRecord
from tests.test_solver_locks import stacked_end_game
from tests.test_solver_pruning import engine_finds_a_win
from tests.test_solver_reach import position, proofs_of

# The black Queens both need a red King: the K♥ lies under both, the K♦ at home comes
# back into an empty column. The easier game lays both Queens on the K♦ at once. In a real
# game the second waits for the first to go home, and neither can: the J♠ lies under the
# K♥, the J♣ at the bottom under everything.
BLACK_QUEENS_WAIT = (
    "f1: TS",
    "f2: JH",
    "f3: KD",
    "f4: 9C",
    "t1: JC JS KH QH QC KC KS TC QS",
)


def proofs(game: Game) -> tuple[bool, bool]:
    """Whether the easier game alone, and the proof with every pair played, call the game's
    position lost."""
    domain = _domain_for(game)
    assert isinstance(domain, KlondikeDomain)
    return proofs_of(domain, domain.start(game.state)[1])


@pytest.mark.parametrize("prefix", ["TF1-D1N", "TF1-D3N"])
def test_twins_that_wait_for_each_other_lose(prefix: str) -> None:
    game = position(prefix, BLACK_QUEENS_WAIT)
    assert proofs(game) == (False, True)
    assert engine_finds_a_win(game, math.inf) is False
    solution = solve(game, seconds=5)
    assert solution.verdict == "unwinnable" and solution.nodes == 0  # proved at the deal


@pytest.mark.parametrize("seed", range(2))
def test_a_position_the_twins_lose_is_never_won(seed: int) -> None:
    """Stacked end games of both draws that the easier game leaves open: whatever the
    pairs claim, the unpruned search (one foundation return) cannot win. A gate that
    opened only once the other twin is home (not also while both cards that take it are
    available) fails here."""
    rng = random.Random(seed)
    claimed = 0
    for _ in range(4000):
        game = stacked_end_game(rng, rng.choice(["TF1-D1N", "TF1-D3N"]), rng.randint(8, 20))
        easier, every_pair = proofs(game)
        if every_pair and not easier:
            claimed += 1
            assert engine_finds_a_win(game) is False, game.to_text()
    assert claimed >= 30


def test_a_pair_that_proves_little_is_played_now_and_then() -> None:
    """First played the 32nd time its gates break, then every time while it proves one
    position in eight, else at the 64th, 128th … time. The root plays every pair."""
    record = TwinsRecord()
    plays = []
    for time in range(1, 300):
        if record.worth_playing():
            plays.append(time)
    assert plays == [32, 64, 128, 256]
    record = TwinsRecord(broke=40, played=8, proved=1)
    assert record.worth_playing()  # one in eight
    assert not record.worth_playing()  # one in nine
