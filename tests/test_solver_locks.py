"""Proofs of loss without search: locked cards (`engine.solver.klondike_locks`, some card
can never move again) and crowded breaks (`klondike_crowding`, more cards need a place on
the same cards than there are of them). The solver says "unwinnable" at once. Neither may
ever claim a position that can be won: checked against the independent, unpruned search
of test_solver_pruning on positions stacked so that both are common."""

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
# Deal 39: t4 is 3C 8H 3S 7S, t7 8D 7D KH QC 2H 7C TD. The 7♠ and the 7♣ need a red 8
# or the lower cards of their suits at home: the 8♥, 3♠ and 3♣ lie under the 7♠, the 8♦
# under the 7♣, so neither ever moves (only the next lower card was looked at before).
# Deal 270: t7 is JD AC 7H 9C 4S TS TC; both black 10s must leave, neither can go home,
# and only the J♥ can take one.
LOCKED_ONLY_FROM_BELOW = "TF1-D3N-AAAAABH"
CROWDED_DEAL = "TF1-D1N-AAAAAIO"


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


def lost_at_once(game: Game) -> bool:
    domain = _domain_for(game)
    assert isinstance(domain, KlondikeDomain)
    return domain.is_lost_at_once(domain.start(game.state)[1])


@pytest.mark.parametrize("seed", range(3))
def test_a_locked_position_is_never_won(seed: int) -> None:
    """Both tests under-claim: wherever the unpruned search wins, neither fires. A lock
    that ignored the cards that could carry a card along, or the stock cards, or that
    counted a card level with the highest locked one as held, fails here, and so does a
    crowding test that counted cards that may still go home, or breaks where the card
    lies on one that takes it (each tried)."""
    rng = random.Random(seed)
    locked = 0
    for _ in range(1000):
        game = stacked_end_game(rng, rng.choice(OPTION_SETS), cards_out=rng.randint(10, 24))
        if lost_at_once(game):
            locked += 1
            assert engine_finds_a_win(game) is False, game.to_text()
    assert locked >= 20  # the test sees locks, so a wrong one would show


@pytest.mark.parametrize("code", [LOCKED_DEAL, LOCKED_ONLY_FROM_BELOW, CROWDED_DEAL])
def test_a_deal_proved_lost_at_once_takes_no_search(code: str, ticking) -> None:
    solution = solve(Game.from_code(code), seconds=2)
    assert solution.verdict == "unwinnable"
    assert solution.nodes == 0


@pytest.mark.parametrize("prefix", ["TF1-D1N", "TF1-D3N", "DS1-D1N", "DS1-D3N"])
def test_deals_the_solver_wins_have_no_lock(prefix: str, ticking) -> None:
    won = 0
    for deal in ("AAAAAAD", "AAAAAAF"):  # deals 3 and 5
        game = Game.from_code(f"{prefix}-{deal}")
        if solve(game, seconds=5).verdict == "winnable":
            won += 1
            assert not lost_at_once(game)
    assert won
