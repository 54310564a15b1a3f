"""The draw-3 pass guided by a draw-1 win (`engine.solver.klondike_guide`): it wins
Réfléchi draw-3 deals the other walks reach only much later, its wins are legal winning
lines, and a draw-1 loss it proves, also where no draw-1 win comes quickly, is a draw-3
loss. Counted in positions, not time, so the same on any machine."""

from __future__ import annotations

from dataclasses import replace

from engine import Game, Move
from engine.codes import encode_deal
from engine.solver import EXACT_BEAMS, _domain_for
from engine.solver._search import (
    Outcome,
    Steps,
    depth_first_steps,
    rated_depth_first_steps,
    widening_beam_steps,
)
from engine.solver.klondike import KlondikeDomain
from engine.solver.klondike_guide import (
    PLAN_LIMIT,
    guided_beam_steps,
    placements,
)
from engine.solver.klondike_rules import KNode


def draw_3(deal: int) -> tuple[Game, KlondikeDomain, KNode]:
    game = Game.from_code(f"TF1-D3N-{encode_deal(deal)}")
    domain = _domain_for(game)
    assert isinstance(domain, KlondikeDomain)
    prefix, root = domain.start(game.state)
    for text in prefix:  # the safe foundation moves the domain starts with
        game.play(Move.parse(text))
    return game, domain, root


def walked(steps: Steps, most: int) -> Outcome | None:
    """The walk's outcome, or None if it is still going after `most` positions."""
    nodes = 0
    try:
        while nodes <= most:
            nodes = next(steps)
    except StopIteration as end:
        outcome: Outcome = end.value
        return outcome
    return None


def wins(game: Game, line: tuple[str, ...]) -> bool:
    """Whether `line` played through the engine on a copy of `game` wins it."""
    replay = game.copy()
    for text in line:
        replay.play(Move.parse(text))
    return replay.is_won


def test_the_guided_beam_wins_where_the_unguided_walks_wander() -> None:
    game, domain, root = draw_3(30_054)
    guided = walked(guided_beam_steps(domain, root), 1_000)
    assert guided is not None and guided.found
    for steps in (
        widening_beam_steps(domain, root, EXACT_BEAMS),  # the schedule's unguided beams
        rated_depth_first_steps(domain, root),
        depth_first_steps(domain, root),
    ):
        unguided = walked(steps, 5_000)
        assert unguided is None or not unguided.found
    assert wins(game, guided.path)


def test_the_rated_draw_1_walk_plans_first() -> None:
    # Its win is the plan the guided beams follow at once: within 1 000 positions, where
    # planning with the beams and the discrepancy walk first took 10 587.
    game, domain, root = draw_3(50_193)
    guided = walked(guided_beam_steps(domain, root), 1_000)
    assert guided is not None and guided.found
    assert wins(game, guided.path)


def test_a_draw_1_loss_is_answered_as_a_draw_3_loss() -> None:
    _, domain, root = draw_3(40_165)
    assert not domain.is_lost_at_once(root)
    guided = walked(guided_beam_steps(domain, root), 20_000)
    assert guided is not None and guided.found is False
    exact = walked(depth_first_steps(domain, root), 200_000)
    assert exact is not None and exact.found is False


def test_placements_say_what_lies_on_what_and_what_is_home() -> None:
    _, domain, root = draw_3(30_027)
    found, columns = root[2], root[3]
    cards_home = sum(found)
    cards_in_columns = sum(len(column) for column in columns)
    assert len(placements(root, domain.slots)) == cards_home + cards_in_columns
    first = columns[0][0]
    assert first * 64 + 1 in placements(root, domain.slots)  # a bottom card lies on -1


def test_without_a_draw_1_win_the_rated_walk_goes_on_to_a_proof() -> None:
    # No planner finds a draw-1 win within `PLAN_LIMIT` positions; the rated walk goes on
    # and proves the deal lost (before, the pass ended there, unknown).
    _, domain, root = draw_3(40_088)
    planned = walked(
        rated_depth_first_steps(replace(domain, draw=1, chained=True), root), PLAN_LIMIT
    )
    assert planned is None
    guided = walked(guided_beam_steps(domain, root), 60_000)
    assert guided is not None and guided.found is False
