"""Certificates of loss (`engine.solver.klondike_certificate`): a certificate found where
the easier game (or both gated games of a pair) was lost holds only where the proof
itself calls the position lost. Checked at every position of random walks through
Réfléchi deals of both draws, where the certificates of earlier positions are tried at
each later one, as in a solve."""

from __future__ import annotations

import random

import pytest

from engine import Game
from engine.codes import encode_deal
from engine.solver import _domain_for
from engine.solver.klondike import KlondikeDomain
from engine.solver.klondike_certificate import Certificates
from engine.solver.klondike_pairs import TwinsRecord, has_card_never_home
from engine.solver.klondike_reach import easier_game
from engine.solver.klondike_rules import KNode
from tests.test_solver_reach import proof_args


def walk(domain: KlondikeDomain, root: KNode, rng: random.Random, length: int) -> list[KNode]:
    """The positions one move away from each position of a random line from `root`."""
    seen: list[KNode] = []
    node = root
    for _ in range(length):
        children = [child for _, child in domain.children(node)]
        if not children:
            break
        seen.extend(children)
        node = rng.choice(children)
    return seen


@pytest.mark.parametrize("prefix", ["TF1-D1N", "TF1-D3N"])
def test_a_certificate_holds_only_where_the_proof_finds_a_loss(prefix: str) -> None:
    rng = random.Random(5)
    held = paired = 0
    for deal in range(30_000, 30_030):
        game = Game.from_code(f"{prefix}-{encode_deal(deal)}")
        domain = _domain_for(game)
        assert isinstance(domain, KlondikeDomain)
        args = proof_args(domain)
        known, record = Certificates(), dict[tuple[int, int], TwinsRecord]()
        for node in walk(domain, domain.start(game.state)[1], rng, 60):
            reach = easier_game(node, *args, {}, settle=False)
            assert reach is not None
            if known.prove(reach):
                held += 1
                paired += not any(single.holds(reach) for single in known.single)
                assert has_card_never_home(node, *args, {})  # every pair played
            has_card_never_home(node, *args, {}, record, known)  # may add certificates
    assert held > 100 and paired > 30  # certificates of both kinds are found again
