"""The solver's schedule of passes (issue 17): turns that do not depend on the budget,
and the beam of 300 that wins Réfléchi draw-3 deals the other passes find late."""

from __future__ import annotations

import itertools
import time
from dataclasses import replace

import pytest

import engine.solver as solver
from engine import Game, Move
from engine.solver import _search, solve
from engine.solver.klondike import KlondikeDomain


def never() -> bool:
    return False


def test_the_first_round_gives_every_pass_the_same_turn_then_rounds_grow() -> None:
    """First `FIRST_TURN` each, then rounds of `ROUND_ONE`, `GROWTH` times longer each,
    shared by weight; a pass of weight 0 (the narrow beams) only has its first turn."""
    game = Game.from_code("TF1-D3N-AAAAAAB")
    domain = KlondikeDomain.for_game(game.variant, game.options)
    _, root = domain.start(game.state)
    walker = _search.Walker(_search.depth_first_steps(domain, root))
    passes = [solver._Pass(domain, walker, (), weight) for weight in (0.25, 0.0, 0.75)]
    turns = [(passes.index(one), turn) for one, turn in itertools.islice(solver._turns(passes), 7)]
    first, one, growth = solver.FIRST_TURN, solver.ROUND_ONE, solver.GROWTH
    expected = [(0, first), (1, first), (2, first)]
    expected += [(0, 0.25 * one), (2, 0.75 * one), (0, 0.25 * one * growth)]
    expected += [(2, 0.75 * one * growth)]
    assert [index for index, _ in turns] == [index for index, _ in expected]
    assert [turn for _, turn in turns] == pytest.approx([turn for _, turn in expected])


def test_every_schedule_shares_its_rounds_out_whole() -> None:
    for code in ("TF1-D1N-AAAAAAB", "TF1-D3N-AAAAAAB", "DS1-D3V-AAAAAAB"):
        game = Game.from_code(code)
        schedule = solver._schedule(KlondikeDomain.for_game(game.variant, game.options))
        assert sum(weight for _, _, weight in schedule) == pytest.approx(1.0)


@pytest.mark.parametrize("code", ["TF1-D3N-AAAAAAH", "TF1-D1N-AAAAAAB"])
def test_a_larger_budget_finds_the_same_win_at_the_same_time(code: str, ticking) -> None:
    """The turns do not depend on the budget: a win found after the first round comes
    at the same moment, with the same line, whatever budget beyond that moment. (The
    earlier schedule scaled every share with the budget: with 4 s or 40 s these wins
    came at different moments, or not at all.)"""
    game = Game.from_code(code)
    passes = len(solver._schedule(KlondikeDomain.for_game(game.variant, game.options)))
    short = solve(game, seconds=4.0)
    ticking.now = 0.0  # the same origin: float deadlines round alike
    long = solve(game, seconds=40.0)
    assert short.verdict == long.verdict == "winnable"
    assert short.seconds > solver.FIRST_TURN * passes  # won after the first round
    assert (short.moves, short.nodes) == (long.moves, long.nodes)
    assert long.seconds == pytest.approx(short.seconds, abs=0.01)
    assert ticking.now < 4.0


def test_the_beam_of_300_wins_a_draw_3_deal_the_beam_of_100_does_not() -> None:
    """`TF1-D3N-AAAAAB6` (deal 62) was undecided at 5 s: the beam of 100 runs dry, the
    exhaustive passes did not win it in 15 s; the beam of 300 wins it (docs/SOLVER.md)."""
    game = Game.from_code("TF1-D3N-AAAAAB6")
    quick = replace(KlondikeDomain.for_game(game.variant, game.options), heuristic=True)
    prefix, root = quick.start(game.state)
    narrow = _search.beam(quick, root, time.perf_counter() + 30, never, width=100)
    assert narrow.found is None
    wide = _search.beam(quick, root, time.perf_counter() + 30, never, width=300)
    assert wide.found is True
    replay = game.copy()
    for text in prefix + wide.path:
        replay.play(Move.parse(text))
    assert replay.is_won


def test_the_draw_3_schedule_has_the_beam_of_300() -> None:
    game = Game.from_code("TF1-D3N-AAAAAB6")
    schedule = solver._schedule(KlondikeDomain.for_game(game.variant, game.options))
    widths = [walk.keywords.get("width") for _, walk, _ in schedule if hasattr(walk, "keywords")]
    assert widths == [10, 30, 100, 300]
