"""Locked cards (`engine.solver.klondike_locks`): a position where some card can never move
again is lost, and the solver says so without searching. The lock must never claim a
position that can be won: checked against the independent, unpruned search of
test_solver_pruning on positions stacked so that locks are common."""

from __future__ import annotations

import random

import pytest

from engine import Game
from engine.solver import _domain_for, solve
from engine.solver.klondike import KlondikeDomain
from engine.state import State
from tests.test_solver_pruning import OPTION_SETS, engine_finds_a_win, nearly_full

# Réfléchi deal 110: t7 is 9D 9H JS JC 9S TH 6C. The 10♥ lies on both Jacks it could go
# onto and on the 9♥ it would need at home: it can never move, whatever is played.
LOCKED_DEAL = "TF1-D1N-AAAAADO"


def stacked_end_game(rng: random.Random, prefix: str, cards_out: int) -> Game:
    """Foundations nearly full, the other cards piled in random order on one to three
    columns (a few in the stock and waste, some face down in Double Solitaire): cards
    often lie on the very cards they need, so locks are common."""
    code, heights, out = nearly_full(rng, prefix, cards_out)
    double = prefix.startswith("DS")
    columns: list[list[int]] = [[] for _ in range(9 if double else 7)]
    used = rng.randint(1, 3)
    stock: list[int] = []
    waste: list[int] = []
    for card in out:
        roll = rng.random()
        (stock if roll < 0.1 else waste if roll < 0.15 else columns[rng.randrange(used)]).append(
            card
        )
    hidden = tuple(
        rng.randint(0, len(column) - 1) if double and column and rng.random() < 0.5 else 0
        for column in columns
    )
    state = State(
        tuple(stock), tuple(waste), tuple(heights), (), tuple(map(tuple, columns)), hidden, 0
    )
    return Game(code, state)


def is_locked(game: Game) -> bool:
    domain = _domain_for(game)
    assert isinstance(domain, KlondikeDomain)
    return domain.is_locked(domain.start(game.state)[1])


@pytest.mark.parametrize("seed", range(3))
def test_a_locked_position_is_never_won(seed: int) -> None:
    """The lock under-claims: wherever the unpruned search wins, no card is locked. A lock
    that ignored the cards that could carry a card along, or the stock cards, or that
    counted a card under the lowest locked one as held, fails here (tried)."""
    rng = random.Random(seed)
    locked = 0
    for _ in range(1000):
        game = stacked_end_game(rng, rng.choice(OPTION_SETS), cards_out=rng.randint(10, 24))
        if is_locked(game):
            locked += 1
            assert engine_finds_a_win(game) is False, game.to_text()
    assert locked >= 20  # the test sees locks, so a wrong one would show


def test_a_locked_deal_is_lost_without_search(ticking) -> None:
    solution = solve(Game.from_code(LOCKED_DEAL), seconds=2)
    assert solution.verdict == "unwinnable"
    assert solution.nodes == 0


@pytest.mark.parametrize("prefix", ["TF1-D1N", "TF1-D3N", "DS1-D1N", "DS1-D3N"])
def test_deals_the_solver_wins_have_no_lock(prefix: str, ticking) -> None:
    won = 0
    for deal in ("AAAAAAD", "AAAAAAF"):  # deals 3 and 5
        game = Game.from_code(f"{prefix}-{deal}")
        if solve(game, seconds=5).verdict == "winnable":
            won += 1
            assert not is_locked(game)
    assert won
