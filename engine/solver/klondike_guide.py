"""A draw-3 walk guided by a draw-1 win (Réfléchi draw 3): docs/SOLVER.md, "Guided beams".

Draw 3 shows only every third stock card, so its wins are hard to find where the same deal
dealt with draw 1 is won within a few hundred positions. Every draw-3 line is a draw-1 line,
not the other way round, but a draw-1 win still says where the cards can go: which card
ends up on which, and which go home. This pass finds draw-1 wins from the same position,
then runs beams over the exact draw-3 domain that rate a position by how many of a win's
placements it shares, on top of the usual rating: they follow the draw-1 plan and repair
it where draw 3 cannot show a card when the plan wants it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Generator, Hashable
from dataclasses import dataclass, field, replace
from functools import partial

from ._search import (
    Outcome,
    Step,
    Steps,
    discrepancy_steps,
    rated_depth_first_steps,
    widening_beam_steps,
)
from .klondike import KlondikeDomain
from .klondike_reach import ProofMemo
from .klondike_rules import COLUMNS, FOUND, KNode

# Weight of one shared placement against the usual rating (10 per card home).
GUIDE_WEIGHT = 20
NARROW_BEAMS = (10, 100)  # widths of the guided beams after each draw-1 win
WIDE_BEAMS = (1000, 10_000)  # then, following the first draw-1 win
# Positions the other draw-1 walks may spend on finding a win: where none comes that soon,
# the draw-3 beams rarely win either, and the time goes back to the other passes.
PLAN_LIMIT = 5_000
# The draw-1 walks that find the wins to follow, with their limits: the rated exhaustive
# walk first, to its end (it finds most plans soonest, and its loss is a proof, cheap
# with certificates: `klondike_certificate`), then beams of 30 and 100 (they run dry
# fast when they fail), the discrepancy walk.
PLANNERS: tuple[tuple[Callable[[KlondikeDomain, KNode], Steps], float], ...] = (
    (rated_depth_first_steps, math.inf),
    (partial(widening_beam_steps, widths=(30, 100)), PLAN_LIMIT),
    (discrepancy_steps, PLAN_LIMIT),
)
HOME = -2  # what a card at home lies on, in a placement
BOTTOM = -1  # what a column's bottom card lies on


@dataclass(frozen=True, slots=True)
class GuidedDomain:
    """The draw-3 domain, rated by `GUIDE_WEIGHT` per placement shared with the plan
    (a set of `placements` numbers) on top of its own rating. What each column and each
    set of foundations shares is counted once (a beam rates every child)."""

    domain: KlondikeDomain
    plan: frozenset[int]
    _in_column: dict[tuple[int, ...], int] = field(default_factory=dict, repr=False, compare=False)
    _at_home: dict[tuple[int, ...], int] = field(default_factory=dict, repr=False, compare=False)

    def key(self, node: KNode) -> Hashable:
        return self.domain.key(node)

    def is_won(self, node: KNode) -> bool:
        return self.domain.is_won(node)

    def children(self, node: KNode) -> list[tuple[Step, KNode]]:
        return self.domain.children(node)

    def score(self, node: KNode) -> int:
        found, columns = node[FOUND], node[COLUMNS]
        in_column, plan = self._in_column, self.plan
        shared = self._at_home.get(found)
        if shared is None:
            shared = len(home_placements(found, self.domain.slots) & plan)
            self._at_home[found] = shared
        for column in columns:
            count = in_column.get(column)
            if count is None:
                count = in_column[column] = len(column_placements(column) & plan)
            shared += count
        return GUIDE_WEIGHT * shared + self.domain.score(node)


def placements(node: KNode, slots: tuple[tuple[int, ...], ...]) -> set[int]:
    """Which card lies on which (`BOTTOM` for a column's first) and which cards are home
    (on `HOME`), each as one number: the card times 64 plus what it lies on, plus 2."""
    out = home_placements(node[FOUND], slots)
    for column in node[COLUMNS]:
        out |= column_placements(column)
    return out


def column_placements(column: tuple[int, ...]) -> set[int]:
    """The placements of one column's cards (`placements`)."""
    return {card * 64 + below + 2 for card, below in zip(column, (BOTTOM, *column), strict=False)}


def home_placements(found: tuple[int, ...], slots: tuple[tuple[int, ...], ...]) -> set[int]:
    """The placements of the cards at home (`placements`): each suit's from its Ace up."""
    out: set[int] = set()
    for suit, slot in enumerate(slots):
        first = suit * 13
        out.update(card * 64 + HOME + 2 for card in range(first, first + found[slot[0]]))
    return out


def guided_beam_steps(domain: KlondikeDomain, root: KNode) -> Steps:
    """Finds draw-1 wins from `root` in turn (`PLANNERS`, each within its limit),
    each followed by narrow beams over `domain` guided by its placements (`GuidedDomain`);
    then wide guided beams following the first. Different draw-1 lines guide to different
    draw-3 wins.

    The rated draw-1 walk is exhaustive and exact: when it ends without a win, draw 3 has
    none either (every draw-3 line is a draw-1 line): "lost". Dry
    guided beams answer "unknown" with no line: their rating is not the other passes'."""
    draw_1 = replace(domain, draw=1, memo=ProofMemo())  # the memo's answers are per draw
    counted = 0
    first_plan: frozenset[int] | None = None
    for planner, limit in PLANNERS:
        walked = replace(draw_1, chained=True) if planner is rated_depth_first_steps else draw_1
        outcome = yield from _counted(planner(walked, root), counted, limit)
        counted = outcome.nodes
        if outcome.found is False:
            return Outcome(False, (), counted)  # no draw-1 win, so no draw-3 win
        if outcome.found:
            plan = frozenset(_plan(draw_1, root, outcome.path))
            if first_plan is None:
                first_plan = plan
            outcome = yield from _guided(domain, root, plan, NARROW_BEAMS, counted)
            if outcome.found:
                return outcome
            counted = outcome.nodes
    if first_plan is not None:
        outcome = yield from _guided(domain, root, first_plan, WIDE_BEAMS, counted)
        if outcome.found:
            return outcome
        counted = outcome.nodes
    return Outcome(None, (), counted)


def _guided(
    domain: KlondikeDomain, root: KNode, plan: frozenset[int], widths: tuple[int, ...], before: int
) -> Generator[int, None, Outcome]:
    """Widening beams over `domain` guided by `plan` (counted as `_counted` does)."""
    return (
        yield from _counted(widening_beam_steps(GuidedDomain(domain, plan), root, widths), before)
    )


def _counted(steps: Steps, before: int, most: float = math.inf) -> Generator[int, None, Outcome]:
    """Runs `steps`, yielding and answering node counts that include the `before` of earlier
    walks; past `most` positions of its own it stops the walk ("stopped early")."""
    nodes = 0
    while nodes <= most:
        try:
            nodes = next(steps)
        except StopIteration as end:
            outcome: Outcome = end.value
            return replace(outcome, nodes=before + outcome.nodes)
        yield before + nodes
    steps.close()
    return Outcome(None, (), before + nodes)


def _plan(draw_1: KlondikeDomain, root: KNode, line: tuple[str, ...]) -> set[int]:
    """Every placement of every position along `line` (a draw-1 walk's winning path from
    `root`), found again by following the children whose steps spell the line."""
    node, done = root, 0
    plan = placements(root, draw_1.slots)
    while done < len(line):
        for step, child in draw_1.children(node):
            if line[done : done + len(step)] == step:
                node, done = child, done + len(step)
                break
        else:
            return plan  # cannot happen: the walk found the line among these children
        plan |= placements(node, draw_1.slots)
    return plan
