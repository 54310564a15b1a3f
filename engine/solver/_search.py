"""The game-independent part: depth-first and best-first walks with one visited set,
a beam search and a discrepancy walk, each resumable.

A domain turns positions into ordered children; this module only walks the graph. A
walk with one global visited set reaches every position reachable from the root
exactly once, or one that covers it (`CoveringDomain`), so "no win after the walk ends"
means no win is reachable at all.
The beam search keeps only the best-rated positions of each depth: it often finds a
win in a few hundred positions where the exhaustive walks wander, but it proves nothing.

Each walk is a generator (`*_steps`) that yields its node count every `CHECK_EVERY`
expansions (depth-first: children looked at) and returns its `Outcome`; a `Walker`
runs one until a deadline and can run it on later, so the solver can give every pass
a first short turn and come back to it.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Generator, Hashable
from dataclasses import dataclass
from typing import Protocol, TypeVar, runtime_checkable

from . import clock

Node = TypeVar("Node")
NodeIn = TypeVar("NodeIn", contravariant=True)
Frame = TypeVar("Frame")
Step = tuple[str, ...]
Clock = Callable[[], float]
CHECK_EVERY = 4  # steps between clock and cancel checks (a Vegas expansion can take 6 ms)
DISCREPANCY_MEMORY = 100_000  # positions whose rated children `discrepancy_steps` keeps


class Domain(Protocol[Node]):
    """What the walk needs to know about a game."""

    def key(self, node: Node) -> Hashable: ...

    def is_won(self, node: Node) -> bool: ...

    def children(self, node: Node) -> list[tuple[Step, Node]]: ...


FirstVisit = Callable[[Hashable, Node], bool]
"""Called with each position a walk reaches and its key: whether the walk must go on
from it (it is new, and no position seen before covers it). It notes the position."""


@runtime_checkable
class CoveringDomain(Protocol[NodeIn]):
    """A domain where one position can cover another: every move of the covered one
    leads to a position that a move of the covering one leads to, or to one that it
    covers (Klondike: the same cards, a stock pointer the other's taps reach). A walk
    skips a covered position; it stays exhaustive, since whatever the covered position
    reaches, the covering one reaches too."""

    def first_visit(self) -> FirstVisit[NodeIn] | None:
        """A new test for one walk, or None where nothing covers anything else."""
        ...


def covering_test(domain: Domain[Node]) -> FirstVisit[Node] | None:
    """The domain's test (`CoveringDomain`), or None: one visit per key, which the walks
    check on their own tables (no call, no second table: the beams and Seahaven)."""
    if isinstance(domain, CoveringDomain):
        test: FirstVisit[Node] | None = domain.first_visit()
        return test
    return None


class ScoredDomain(Domain[Node], Protocol[Node]):
    """A domain that can also rate a position: higher means closer to a win."""

    def score(self, node: Node) -> int: ...


@dataclass(frozen=True, slots=True)
class Outcome:
    """`found`: True (win, `path`), False (space exhausted), None (stopped early, or a
    beam that ran dry). A dry beam's `path` leads to the best-rated position it saw and
    `rating` is that rating: a suggestion when nothing is proven."""

    found: bool | None
    path: tuple[str, ...]
    nodes: int
    rating: int | None = None


Steps = Generator[int, None, Outcome]
Parents = dict[Hashable, tuple[Hashable, Step] | None]  # how each position was first reached
Rated = tuple[int, int, Hashable, Node]  # (−rating, order of discovery, key, position)


class Walker:
    """A walk that can be run in turns: `run` until a deadline, then again later."""

    def __init__(self, steps: Steps) -> None:
        self.steps = steps
        self.nodes = 0
        self.ended: Outcome | None = None

    def run(
        self, deadline: float, stop: Callable[[], bool], now: Clock | None = None
    ) -> Outcome | None:
        """Walks on until the walk ends (its outcome), or the clock (`now`, by default the
        solver's `clock.now`) passes `deadline` or `stop()` says so (None; the walk can go
        on later)."""
        read = clock.now if now is None else now
        while self.ended is None:
            if read() >= deadline or stop():
                return None
            try:
                self.nodes = next(self.steps)
            except StopIteration as end:
                self.ended = end.value
                self.nodes = end.value.nodes
        return self.ended

    def close(self) -> None:
        """Ends the walk for good and frees what it holds (its visited set, its queue);
        a later `run` answers "stopped early" (`found` None) at once."""
        self.steps.close()
        if self.ended is None:
            self.ended = Outcome(None, (), self.nodes)


def _once(
    steps: Steps, deadline: float, stop: Callable[[], bool], now: Clock | None = None
) -> Outcome:
    walker = Walker(steps)
    outcome = walker.run(deadline, stop, now)
    return outcome if outcome is not None else Outcome(None, (), walker.nodes)


def depth_first(
    domain: Domain[Node],
    root: Node,
    deadline: float,
    stop: Callable[[], bool],
    now: Clock | None = None,
) -> Outcome:
    """Walks the graph from `root` until a win, the end, `deadline` or `stop()`."""
    return _once(depth_first_steps(domain, root), deadline, stop, now)


def best_first(
    domain: ScoredDomain[Node], root: Node, deadline: float, stop: Callable[[], bool]
) -> Outcome:
    """`best_first_steps` until a win, the end, `deadline` or `stop()`."""
    return _once(best_first_steps(domain, root), deadline, stop)


def beam(
    domain: ScoredDomain[Node],
    root: Node,
    deadline: float,
    stop: Callable[[], bool],
    width: int,
) -> Outcome:
    """`beam_steps` until a win, the beam runs dry, `deadline` or `stop()`."""
    return _once(beam_steps(domain, root, width), deadline, stop)


def depth_first_steps(domain: Domain[Node], root: Node) -> Steps:
    """Depth-first from `root`, children in the domain's order, one visited set (and the
    domain's covering test, `CoveringDomain`)."""
    return _depth_first(domain, root, domain.children)


def rated_depth_first_steps(domain: ScoredDomain[Node], root: Node) -> Steps:
    """Depth-first from `root`, the best-rated child first (ties in the domain's order).

    As exhaustive as `depth_first_steps`; only the order differs, and with it the wins
    found early: Réfléchi draw 3 deals 4 and 148 in 0.2 and 0.5 s against 0.9 s and more
    than 5 s in the domain's order (docs/SOLVER.md)."""
    children, score = domain.children, domain.score

    def rated_children(node: Node) -> list[tuple[Step, Node]]:
        kids = children(node)
        kids.sort(key=lambda kid: -score(kid[1]))  # stable: ties keep the domain's order
        return kids

    return _depth_first(domain, root, rated_children)


def discrepancy_steps(domain: ScoredDomain[Node], root: Node) -> Steps:
    """Limited discrepancy search: depth-first walks from `root` that follow the
    best-rated child and may, along the whole line, stray from it by at most k steps (the
    i-th best child of a position costs i), for k = 0, 1, 2, … in turn.

    The rating is right most of the time and wrong in a few places; the exhaustive walks
    pay for a wrong turn near the root with everything under it, where this walk first
    tries every line with few wrong turns, wherever they are: it wins deals the other
    passes leave undecided (docs/SOLVER.md, "Discrepancy walk"). Within one round a position
    reached again with no more allowance left than before is skipped; each round starts
    over, so the walk keeps the rated children of up to `DISCREPANCY_MEMORY` positions
    rather than asking the domain again. Like a beam it proves nothing: a round that
    strays nowhere ends the walk undecided (`found` None)."""
    if domain.is_won(root):
        return Outcome(True, (), 1)
    known: dict[Hashable, list[tuple[Step, Node]]] = {}
    key_of, children, score = domain.key, domain.children, domain.score

    def rated_children(node: Node, key: Hashable) -> list[tuple[Step, Node]]:
        kids = known.get(key)
        if kids is None:
            kids = children(node)
            kids.sort(key=lambda kid: -score(kid[1]))  # stable: ties in the domain's order
            if len(known) < DISCREPANCY_MEMORY:
                known[key] = kids
        return kids

    nodes = 0
    allowance = 0
    while True:
        strayed = False  # whether a child was left out for want of allowance
        left_over: dict[Hashable, int] = {}  # allowance each position was reached with
        frames = [(rated_children(root, key_of(root)), allowance)]
        cursor = [0]
        path: list[Step] = []
        while frames:
            kids, left = frames[-1]
            index = cursor[-1]
            if index == len(kids) or index > left:
                strayed = strayed or index < len(kids)
                _back_out(frames, cursor, path)
                continue
            cursor[-1] = index + 1
            step, child = kids[index]
            key = key_of(child)
            if left_over.get(key, -1) >= left - index:
                continue
            left_over[key] = left - index
            nodes += 1
            if nodes % CHECK_EVERY == 0:
                yield nodes
            if domain.is_won(child):
                return Outcome(True, _flatten([*path, step]), nodes)
            frames.append((rated_children(child, key), left - index))
            cursor.append(0)
            path.append(step)
        if not strayed:
            return Outcome(None, (), nodes)  # every line walked: nothing more to try
        allowance += 1


def _depth_first(
    domain: Domain[Node], root: Node, children: Callable[[Node], list[tuple[Step, Node]]]
) -> Steps:
    if domain.is_won(root):
        return Outcome(True, (), 1)
    key_of = domain.key
    covers = covering_test(domain)
    visited = {key_of(root)}
    if covers is not None:
        covers(key_of(root), root)
    frames = [children(root)]
    cursor = [0]
    path: list[Step] = []
    nodes = examined = 1
    while frames:
        kids, index = frames[-1], cursor[-1]
        if index == len(kids):
            _back_out(frames, cursor, path)
            continue
        cursor[-1] = index + 1
        step, child = kids[index]
        # Counted per child looked at, not per expansion: backing out of a region seen
        # before can look at thousands of children without expanding one.
        examined += 1
        if examined % CHECK_EVERY == 0:
            yield nodes
        key = key_of(child)
        if covers is None:
            if key in visited:
                continue
            visited.add(key)
        elif not covers(key, child):
            continue
        nodes += 1
        if domain.is_won(child):
            return Outcome(True, _flatten([*path, step]), nodes)
        frames.append(children(child))
        cursor.append(0)
        path.append(step)
    return Outcome(False, (), nodes)


def _back_out(frames: list[Frame], cursor: list[int], path: list[Step]) -> None:
    """A depth-first walk leaves the position on top of its stack: its children, its place
    among them and the step that led to it (the root has none)."""
    frames.pop()
    cursor.pop()
    if path:
        path.pop()


def _flatten(steps: list[Step]) -> tuple[str, ...]:
    return tuple(move for step in steps for move in step)


def best_first_steps(domain: ScoredDomain[Node], root: Node) -> Steps:
    """Expands the best-rated open position first; exhaustive like `depth_first`.

    Every reachable position is still expanded exactly once (or one that covers it), so
    an empty queue means no win is reachable; the rating only decides the order.
    """
    if domain.is_won(root):
        return Outcome(True, (), 1)
    root_key = domain.key(root)
    parents: Parents = {root_key: None}
    covers = covering_test(domain)
    if covers is not None:
        covers(root_key, root)
    queue: list[Rated[Node]] = [(-domain.score(root), 0, root_key, root)]
    push, pop = heapq.heappush, heapq.heappop
    nodes = 0
    while queue:
        _, _, key, node = pop(queue)
        nodes += 1
        if nodes % CHECK_EVERY == 0:
            yield nodes
        won, rated = _expand(domain, key, node, parents, covers)
        if won is not None:
            return Outcome(True, _path(parents, won), nodes)
        for entry in rated:
            push(queue, entry)
    return Outcome(False, (), nodes)


def beam_steps(domain: ScoredDomain[Node], root: Node, width: int) -> Steps:
    """Expands, depth by depth, only the `width` best-rated new positions of each depth.

    Incomplete by design: when the beam runs dry the answer is "unknown" (`found` None),
    never "no win", since the positions it dropped were not searched. It then answers
    the line to the best-rated position it expanded (the earliest of equals)."""
    if domain.is_won(root):
        return Outcome(True, (), 1)
    root_key = domain.key(root)
    parents: Parents = {root_key: None}
    level = [(root_key, root)]
    best = (-domain.score(root), root_key)
    nodes = 0
    while level:
        rated: list[Rated[Node]] = []
        for key, node in level:
            nodes += 1
            if nodes % CHECK_EVERY == 0:
                yield nodes
            # One visit per key, no covering (`CoveringDomain`): a covering position the
            # beam dropped would never be expanded, and the covered one's line be lost.
            won, more = _expand(domain, key, node, parents, None)
            if won is not None:
                return Outcome(True, _path(parents, won), nodes)
            rated.extend(more)
        kept = heapq.nsmallest(width, rated)
        if kept and kept[0][0] < best[0]:
            best = (kept[0][0], kept[0][2])
        level = [(key, node) for _, _, key, node in kept]
    return Outcome(None, _path(parents, best[1]), nodes, -best[0])


def widening_beam_steps(domain: ScoredDomain[Node], root: Node, widths: tuple[int, ...]) -> Steps:
    """Beams of each width in turn, a wider one only when the one before ran dry: a
    narrow beam is cheap and often enough, and where it runs dry quickly (Réfléchi) the
    next width costs about three times as much. Incomplete like `beam_steps`; all dry,
    it answers the best-rated line of them all."""
    best = Outcome(None, (), 0)
    done = 0
    for width in widths:
        steps = beam_steps(domain, root, width)
        while True:
            try:
                nodes = next(steps)
            except StopIteration as end:
                outcome: Outcome = end.value
                break
            yield done + nodes
        done += outcome.nodes
        if outcome.found:
            return Outcome(True, outcome.path, done)
        if better_lead(outcome, best):
            best = outcome
    return Outcome(None, best.path, done, best.rating)


def better_lead(outcome: Outcome, lead: Outcome) -> bool:
    """Whether a dry beam's best line (`rating`) beats the best one so far."""
    return outcome.rating is not None and (lead.rating is None or outcome.rating > lead.rating)


def _expand(
    domain: ScoredDomain[Node],
    key: Hashable,
    node: Node,
    parents: Parents,
    covers: FirstVisit[Node] | None,
) -> tuple[Hashable | None, list[Rated[Node]]]:
    """The children of `node` not seen before (nor covered, with `covers`), entered in
    `parents` and rated (negated rating, then order of discovery, so ties go to the older
    position); or the key of the first child that is won."""
    key_of, score, is_won = domain.key, domain.score, domain.is_won
    rated: list[Rated[Node]] = []
    for step, child in domain.children(node):
        child_key = key_of(child)
        if child_key in parents if covers is None else not covers(child_key, child):
            continue
        parents[child_key] = (key, step)
        if is_won(child):
            return child_key, rated
        rated.append((-score(child), len(parents), child_key, child))
    return None, rated


def _path(parents: Parents, key: Hashable) -> tuple[str, ...]:
    steps: list[Step] = []
    link = parents[key]
    while link is not None:
        key, step = link
        steps.append(step)
        link = parents[key]
    return _flatten(list(reversed(steps)))
