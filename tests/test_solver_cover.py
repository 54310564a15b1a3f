"""One position covers another (`KlondikeDomain.first_visit`): the same cards, and a stock
pointer whose taps reach the other's. The exhaustive walks skip covered positions, so
whatever a covered position's moves lead to must be covered by where the covering
position's moves lead: checked on positions of walks over real deals, in every domain
the solver searches where the proof of loss runs (Réfléchi). Whole walks with covering
against an unpruned search: test_solver_pruning's end games."""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass, field, replace

import pytest

from engine import Game
from engine.codes import encode_deal
from engine.solver import _domain_for
from engine.solver._search import FirstVisit, Step, Walker, depth_first_steps
from engine.solver.klondike import KlondikeDomain
from engine.solver.klondike_rules import KNode


def exact_domain(code: str) -> tuple[Game, KlondikeDomain]:
    game = Game.from_code(code)
    domain = _domain_for(game)
    assert isinstance(domain, KlondikeDomain)
    return game, domain


def with_pointer(node: KNode, pointer: int) -> KNode:
    deck, _, found, columns, hidden = node
    return (deck, pointer, found, columns, hidden)


def test_a_pointer_covers_the_later_pointers_of_its_class_and_those_that_reach_0() -> None:
    game, domain = exact_domain("TF1-D3N-" + encode_deal(66))
    node = domain.start(game.state)[1]
    deck_size = len(node[0])

    def visits(*pointers: int) -> list[bool]:
        is_new = domain.first_visit()
        assert is_new is not None
        nodes = [with_pointer(node, pointer) for pointer in pointers]
        return [is_new(domain.key(one), one) for one in nodes]

    # 1 reaches 4 and 7 by taps, then the end and, after a recycle, 0, 3, 6 …; not 2.
    assert visits(1, 4, 7, 0, 3, deck_size, 2, 5, 1) == [
        *(True, False, False, False, False, False),
        *(True, False, False),
    ]
    # A later pointer covers nothing earlier: 4 cannot tap back to 1, nor 0 to 2.
    assert visits(4, 1, 0, 2) == [True, True, False, True]
    assert visits(0, 3, 1, 2) == [True, False, True, True]


@dataclass
class Recorder:
    """A domain that notes every position the walk expands (and covers as the real one)."""

    inner: KlondikeDomain
    expanded: list[KNode] = field(default_factory=list)

    def key(self, node: KNode) -> Hashable:
        return self.inner.key(node)

    def is_won(self, node: KNode) -> bool:
        return self.inner.is_won(node)

    def children(self, node: KNode) -> list[tuple[Step, KNode]]:
        self.expanded.append(node)
        return self.inner.children(node)

    def first_visit(self) -> FirstVisit[KNode] | None:
        return self.inner.first_visit()


def test_the_depth_first_walk_expands_no_position_covered_by_one_it_expanded() -> None:
    game, domain = exact_domain("TF1-D3N-" + encode_deal(66))
    recorder = Recorder(domain)
    walker = Walker(depth_first_steps(recorder, domain.start(game.state)[1]))
    walker.run(float("inf"), lambda: len(recorder.expanded) > 4000)
    covers = domain.first_visit()
    assert covers is not None
    for node in recorder.expanded:
        assert covers(domain.key(node), node)  # each is new to the ones before it
    assert len(recorder.expanded) > 4000


def walk_positions(domain: KlondikeDomain, root: KNode, rng: random.Random) -> list[KNode]:
    """Positions of twelve random walks of up to 40 moves from the root."""
    found: list[KNode] = []
    for _ in range(12):
        node = root
        for _ in range(40):
            kids = domain.children(node)
            if not kids:
                break
            node = rng.choice(kids)[1]
            found.append(node)
    return found


COVERING_DOMAINS = {
    "Réfléchi draw 3": lambda domain: domain,
    "draw 1's draw-3 view": lambda domain: replace(domain, stride=3, stock_autoplay=False),
    "a quick pass": lambda domain: replace(domain, heuristic=True),
    "draw 1's quick draw-3 view": lambda domain: replace(
        domain, heuristic=True, stride=3, stock_autoplay=False
    ),
    "draw 1's narrow pass (stock autoplay)": lambda domain: replace(
        domain, heuristic=True, stride=3
    ),
}
PREFIXES = {
    "Réfléchi draw 3": "TF1-D3N",
    "draw 1's draw-3 view": "TF1-D1N",
    "a quick pass": "TF1-D3N",
    "draw 1's quick draw-3 view": "TF1-D1N",
    "draw 1's narrow pass (stock autoplay)": "TF1-D1N",
}


@pytest.mark.parametrize("prefix", ["DS1-D3N", "DS1-D1N", "DS1-D3V", "TF1-D1N"])
def test_walks_keep_one_visit_per_key_where_no_proof_runs_or_all_pointers_are_one(
    prefix: str,
) -> None:
    """Double Solitaire (no proof of loss, larger keys: the test would cost what it saves),
    Vegas (one pass) and the exact draw-1 domain (every pointer folds into one key)."""
    assert exact_domain(f"{prefix}-{encode_deal(3)}")[1].first_visit() is None


@pytest.mark.parametrize("name", COVERING_DOMAINS)
def test_where_a_covered_position_leads_is_covered_by_where_the_covering_one_leads(
    name: str,
) -> None:
    rng = random.Random(name)
    checked = 0
    for deal in (4, 66, 150):
        game, exact = exact_domain(f"{PREFIXES[name]}-{encode_deal(deal)}")
        domain: KlondikeDomain = COVERING_DOMAINS[name](exact)
        positions = walk_positions(domain, domain.start(game.state)[1], rng)
        for node in rng.sample(positions, min(len(positions), 60)):
            deck_size = len(node[0])
            for low in (pointer for pointer in (1, 2, 4, 5) if pointer < deck_size):
                for high in (low + 3, low + 6, 0, deck_size):
                    if high == low or high > deck_size:
                        continue
                    covering, covered = with_pointer(node, low), with_pointer(node, high)
                    is_new = domain.first_visit()
                    assert is_new is not None
                    for _, child in domain.children(covering):
                        is_new(domain.key(child), child)
                    for _, child in domain.children(covered):
                        assert not is_new(domain.key(child), child), (deal, low, high)
                    checked += 1
    assert checked > 400
