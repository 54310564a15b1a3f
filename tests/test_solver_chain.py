"""Stock cards chained to their use (`engine.solver.klondike_chain`): with draw 1 and
recycles, the exhaustive walks of Réfléchi put a stock card on a column only together
with a move onto it. test_solver_pruning.py checks that the chained exact domain finds
every win an unpruned search finds; these check what the chains are for."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest
from test_solver_pruning import engine_finds_a_win

from engine import Game
from engine.codes import encode_deal
from engine.solver import clock, solve
from engine.solver._search import best_first, depth_first
from engine.solver.klondike import KlondikeDomain
from engine.solver.klondike_chain import Use
from engine.solver.klondike_rules import KMove, KNode, column_tops

WALKS = (depth_first, best_first)
LOST_DEAL = "TF1-D1N-" + encode_deal(10_051)
"""Réfléchi draw 1 deal 10 051, lost: exact depth-first visits 160 625 positions without
chains (12 s), 1 199 with them."""


def test_a_chained_walk_proves_a_lost_deal_in_a_few_positions(ticking) -> None:
    game = Game.from_code(LOST_DEAL)
    chained = _chained(game)
    outcome = depth_first(chained, chained.start(game.state)[1], clock.now() + 60, lambda: False)
    assert outcome.found is False
    assert outcome.nodes < 2_000


def test_solve_takes_the_chained_walk_s_proof(ticking) -> None:
    """The schedule's exhaustive walks are chained, and their running dry is a proof."""
    assert solve(Game.from_code(LOST_DEAL), seconds=5).verdict == "unwinnable"


# Won (the line's start, then the unpruned search wins), yet a first version of the chains
# called it lost (found in review): a group leaves a break (QH off TS) only when a card
# under it has a place, here QS, which waits in the stock for its use (JH, under TS).
WAITING_PLACE = (
    "TF1-D1N-AAAAAAB\nscore: 0\nmoves: 0\ns: 5s qs\nw:\nf1: 3S\nf2: TH\nf3: KD\nf4: KC\n"
    "t1: KH\nt2: 4S JS JH TS QH\nt3: KS\nt4: 8S\nt5: 6S\nt6: 7S\nt7: 9S\n"
)


def test_a_stock_card_waiting_for_its_use_counts_as_a_place(ticking) -> None:
    game = Game.from_text(WAITING_PLACE)
    after = game.copy()
    for move in ["s", "w>t1", "t2>t3", "t2:2>t1"]:
        after.play(move)
    assert engine_finds_a_win(after)
    chained = _chained(game)
    root = chained.start(game.state)[1]
    assert [walk(chained, root, clock.now() + 60, lambda: False).found for walk in WALKS] == [
        True,
        True,
    ]
    assert solve(game, seconds=10).verdict == "winnable"


@pytest.mark.parametrize("deal", [10_051, 20_133, 30_000])
def test_every_chained_stock_move_is_followed_by_a_move_onto_the_card(deal: int) -> None:
    """After a chained child's first stock placement, a card lies on the placed one: no
    child of the chained domain leaves a stock card waiting on a column for its use."""
    seen = 0
    for chained, node in _random_walk(deal, 30):
        for step, child in chained.children(node):
            moves = [move for move in step if move != "s"]
            if not moves[0].startswith("w>t"):
                continue
            column = child[3][int(moves[0][3:]) - 1]
            from_deck = [index for index, card in enumerate(column) if card in node[0]]
            assert from_deck, step
            assert from_deck[0] < len(column) - 1, step
            seen += 1
    assert seen > 0


def _chained(game: Game) -> KlondikeDomain:
    return replace(KlondikeDomain.for_game(game.variant, game.options), chained=True)


def _random_walk(deal: int, steps: int) -> Iterator[tuple[KlondikeDomain, KNode]]:
    """The chained domain of Réfléchi draw 1 deal `deal`, with each position of a random
    walk through its children (seeded by the deal)."""
    game = Game.from_code("TF1-D1N-" + encode_deal(deal))
    chained = _chained(game)
    rng = random.Random(deal)
    node = chained.start(game.state)[1]
    for _ in range(steps):
        yield chained, node
        children = chained.children(node)
        if not children:
            return
        node = rng.choice(children)[1]


@pytest.mark.parametrize("deal", range(30_000, 30_040, 4))
def test_a_placement_s_uses_are_the_domain_s_own_moves_onto_it(deal: int) -> None:
    """The chains list a placed card's group and return uses themselves (the hot path);
    they must be exactly the moves `_column_moves` and `_returns` make onto that card."""
    compared = 0
    for chained, node in _random_walk(deal, 60):
        for _, _, after, target in replace(chained, chained=False)._moves(node):
            if after[0] is node[0] or after[2] is not node[2]:
                continue  # not a stock card to a column
            card = after[3][target][-1]
            tops, empty = column_tops(after[3])
            homes = chained._home_table(after[2])[0]
            wanted = set(chained._takes[card])
            movable = chained._movable(node)
            moves: list[KMove] = []
            chained._column_moves(after, tops, wanted, empty, homes, moves, movable)
            chained._returns(after, tops, wanted, empty, moves)
            size = len(after[3][target])
            expected = [
                (step, child) for _, step, child, _ in moves if len(child[3][target]) > size
            ]
            got: list[Use] = []
            chained._group_uses(after, target, chained._takes[card], movable, got)
            chained._return_uses(after, target, chained._takes[card], got)
            assert got == expected
            compared += 1
    assert compared > 0
