"""Property tests over all 9 option sets: random legal moves, illegal moves and undos
keep every invariant (see engine/invariants.py, shared with `make fuzz`)."""

from __future__ import annotations

import ast
import pathlib
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Game, IllegalMove, PositionError
from engine.codes import DEAL_LIMIT, encode_deal
from engine.invariants import (
    Violation,
    all_option_prefixes,
    candidate_moves,
    check_position,
    random_action,
)

PREFIXES = all_option_prefixes()


def test_all_nine_option_sets_are_covered():
    assert len(PREFIXES) == 9


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    prefix=st.sampled_from(PREFIXES),
    deal=st.integers(0, DEAL_LIMIT - 1),
    rng=st.randoms(use_true_random=False),
    steps=st.integers(1, 120),
)
def test_random_actions_keep_every_invariant(prefix, deal, rng, steps):
    game = Game.from_code(f"{prefix}-{encode_deal(deal)}")
    for step in range(steps):
        legal = check_position(game, exhaustive=step % 10 == 0)
        random_action(game, legal, rng)
    check_position(game, exhaustive=True)


@settings(max_examples=30, deadline=None)
@given(prefix=st.sampled_from(PREFIXES), deal=st.integers(0, DEAL_LIMIT - 1), seed=st.integers())
def test_undo_of_every_action_restores_the_text_exactly(prefix, deal, seed):
    rng = random.Random(seed)
    game = Game.from_code(f"{prefix}-{encode_deal(deal)}")
    texts = []
    for _ in range(40):
        legal = game.legal_moves()
        if not legal:
            break
        texts.append(game.to_text().split("\n", 3)[3])
        game.play(rng.choice(legal))
    counter = game.moves
    while texts:
        assert game.undo()
        assert game.to_text().split("\n", 3)[3] == texts.pop()
        assert game.moves == counter
    assert not game.undo()


@settings(max_examples=40, deadline=None)
@given(prefix=st.sampled_from(PREFIXES), deal=st.integers(0, DEAL_LIMIT - 1), seed=st.integers())
def test_moves_outside_legal_moves_are_refused(prefix, deal, seed):
    rng = random.Random(seed)
    game = Game.from_code(f"{prefix}-{encode_deal(deal)}")
    for _ in range(rng.randrange(30)):
        if moves := game.legal_moves():
            game.play(rng.choice(moves))
    legal = set(game.legal_moves())
    for move in candidate_moves(game):
        if move in legal:
            continue
        rejection = game.check(move)
        assert rejection is not None, move
        with pytest.raises(IllegalMove) as refused:
            game.play(move)
        assert refused.value.rejection == rejection


def test_the_invariant_checker_catches_a_broken_position():
    """Through its text round trip: the position's own text must read back."""
    game = Game.from_code("TF1-D1N-AAAAAAB")
    game._state = game.state._replace(score=-5)  # impossible under Normal scoring
    with pytest.raises(PositionError, match="never goes below 0"):
        check_position(game)


def test_the_invariant_checker_catches_a_lying_move_generator(monkeypatch):
    game = Game.from_code("SH1-C4-AAAAAJ2")
    monkeypatch.setattr(Game, "legal_moves", lambda self: [])
    with pytest.raises(Violation):
        check_position(game, exhaustive=True)


def test_nothing_under_engine_imports_pygame():
    root = pathlib.Path(__file__).resolve().parents[1] / "engine"
    offenders = []
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] == "pygame"]
    assert list(root.rglob("*.py")), "engine sources not found"
    assert offenders == []
