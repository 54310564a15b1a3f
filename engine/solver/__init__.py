"""A solver for all three games: `solve(game)` says whether the position can still be won.

It searches from the current position knowing the whole deal (face-down cards and the
stock order included: the "thoughtful" verdict), never touches the game it is given,
and stops when the time budget runs out or `cancel` is set. A winning line is replayed
through `Game.play` on a copy before it is returned. docs/SOLVER.md explains the search.
"""

from __future__ import annotations

import gc
import math
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import cache, partial
from typing import Literal

from ..errors import IllegalMove
from ..game import Game
from ..moves import Move
from ..state import State
from . import clock
from ._search import (
    Clock,
    Outcome,
    Steps,
    Walker,
    beam_steps,
    best_first_steps,
    better_lead,
    depth_first,
    depth_first_steps,
    discrepancy_steps,
    rated_depth_first_steps,
    widening_beam_steps,
)
from .klondike import KlondikeDomain
from .klondike_guide import guided_beam_steps
from .klondike_rules import KNode
from .seahaven import SeahavenDomain

Verdict = Literal["winnable", "unwinnable", "unknown"]
Cancel = threading.Event | Callable[[], bool] | None
OnLead = Callable[[list[Move]], None] | None
Place = tuple[object, ...]  # every card's place: a `State` less its score


@dataclass(frozen=True)
class Solution:
    """The verdict, the winning line when there is one, and what the search cost.

    `moves` is empty unless the verdict is "winnable"; `nodes` counts the positions
    the search expanded. When the verdict is "unknown" or "unwinnable", `best_line` is
    the line to the best-rated position a beam pass reached (legal, it need not win),
    if one ran: what a hint can still suggest.
    """

    verdict: Verdict
    moves: list[Move] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0
    best_line: list[Move] = field(default_factory=list)


class SolverBug(RuntimeError):
    """The search produced a line the rules refuse: a bug in the solver, never the game."""


def solve(
    game: Game,
    seconds: float = 10.0,
    cancel: Cancel = None,
    on_lead: OnLead = None,
    now: Clock | None = None,
) -> Solution:
    """Searches `game`'s position for a win within `seconds` (or until `cancel`).

    `seconds` must be a positive finite number (ValueError otherwise: a NaN budget would
    never run out). `on_lead`, when given, is called from the searching thread with each
    better suggestion as soon as a pass finds it (the line `best_line` would be if the
    search stopped now: replayed, legal, it need not win), so a hint can show a move long
    before an undecided search ends (the Klondike games; Seahaven has no such passes).
    `now` replaces the solver's clock for this search alone (`clock.now` by default): a
    clock that counts its reads makes the budget a fixed amount of work (`difficulty`)."""
    _check_budget(seconds)
    with _collector_paused():
        return _solve(game, seconds, cancel, on_lead, now)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cycle collector off while a search runs, and back on after if it was on.

    A search makes no reference cycles (nothing for the collector to free), but its
    tables hold hundreds of thousands of tuples, which each full collection walks again:
    a 5 s Réfléchi search expands 11 % (draw 1) or 5 % (draw 3) more positions with the
    collector off (docs/SOLVER.md, "Bench"). Searches in two threads at once: the first to
    end turns it back on (never off for good); a caller that had it off keeps it off."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def _solve(
    game: Game, seconds: float, cancel: Cancel, on_lead: OnLead, now: Clock | None
) -> Solution:
    read = clock.now if now is None else now
    started = read()
    domain = _domain_for(game)
    stop = _stop_check(cancel)
    suggest = cache(partial(_suggestion, game))  # a reported line is not replayed again
    if isinstance(domain, SeahavenDomain):
        prefix, root = domain.start(game.state)
        found = depth_first(domain, root, started + seconds, stop, read)
        outcome = Outcome(found.found, prefix + found.path, found.nodes)
    else:
        report = None if on_lead is None else partial(_report_lead, suggest, on_lead, stop)
        outcome = _passes(domain, game.state, started, seconds, stop, report, read)
    elapsed = read() - started
    if outcome.found is None:
        best = suggest(outcome.path) if outcome.path and not stop() else []
        return Solution("unknown", [], outcome.nodes, elapsed, best)
    if not outcome.found:
        best = suggest(outcome.path) if outcome.path and not stop() else []
        return Solution("unwinnable", [], outcome.nodes, elapsed, best)
    moves = _validated(game, outcome.path)
    return Solution("winnable", moves, outcome.nodes, read() - started)


def _report_lead(
    suggest: Callable[[tuple[str, ...]], list[Move]],
    on_lead: Callable[[list[Move]], None],
    stop: Callable[[], bool],
    path: tuple[str, ...],
) -> None:
    """Hands a better suggestion to `on_lead`, replayed first (none after cancelling)."""
    line = suggest(path)
    if line and not stop():
        on_lead(line)


def _check_budget(seconds: object) -> None:
    if (
        isinstance(seconds, bool)
        or not isinstance(seconds, int | float)
        or not 0 < seconds < math.inf
    ):
        raise ValueError(f"the time budget must be a positive number of seconds, not {seconds!r}")


Walk = Callable[[KlondikeDomain, KNode], Steps]
FIRST_TURN = 0.015  # share of the budget each pass gets in the first round
SPRINT = 0.008  # share each exhaustive exact pass gets before that (`_sprints`)
# Widths of the exact domain's widening beams (`widening_beam_steps`). Draw 1 with recycles
# reaches every stock card, so its exact beams are slow and stop at 100, while the draw-3
# view's run dry fast enough to try 1 000; docs/SOLVER.md, "Exact beams".
EXACT_BEAMS = (30, 100, 300)
DRAW_3_VIEW_BEAMS = (100, 300, 1000)
# Where the discrepancy walk's second turn ends (`discrepancy_steps`): with draw 1, and in
# Double Solitaire draw 3 (Réfléchi draw 3 gives it its first turn only); docs/SOLVER.md,
# "Discrepancy walk".
STRAYS_DRAW_1 = 0.66
STRAYS_DRAW_3 = 0.70
# Where the draw-1-guided beam's second turn ends in Réfléchi draw 3 (`guided_beam_steps`):
# its wins take 0.2–1.7 s alone; docs/SOLVER.md, "Guided beams".
GUIDED_ENDS = 0.55


@dataclass
class _Pass:
    """One pass of the schedule: its domain, its walk (resumable), the moves from the
    game's position to the walk's root, and the share of the budget at which its
    second-round turn ends."""

    search: KlondikeDomain
    walker: Walker
    prefix: tuple[str, ...]
    ends: float
    sprint: bool


def _passes(
    domain: KlondikeDomain,
    state: State,
    started: float,
    seconds: float,
    stop: Callable[[], bool],
    report: Callable[[tuple[str, ...]], None] | None = None,
    clock_now: Clock | None = None,
) -> Outcome:
    """Runs the schedule's passes in turns: first a sprint (`SPRINT`) for each pass that
    walks the exact domain exhaustively (`_sprints`), which decides most deals in tens of
    milliseconds; then a short turn each (`FIRST_TURN`), in the schedule's order, which
    finds the other easy wins whichever pass finds them; then, in the order of their
    shares, each pass on from where it stopped until its share of the budget is spent.

    Quick passes (heuristic pruning, a narrowed stock, a beam) find most wins; only a
    pass over the exact domain may prove a deal lost. A pass that runs dry or out of
    its share hands the time on to the next one. Each pass starts from its own root: the
    draw-3 view plays no stock card home by itself (see `KlondikeDomain`). Undecided, it
    answers the best-rated line of the beams that ran dry (`Outcome.rating`), and hands
    each better one to `report` at once. A position proved lost without search
    (`KlondikeDomain.is_lost_at_once`) is lost before any pass runs."""
    now = clock.now if clock_now is None else clock_now
    if domain.is_lost_at_once(domain.start(state)[1]):
        return Outcome(False, (), 0)  # proved lost without search
    passes = []
    for search, walk, ends in _schedule(domain):
        prefix, root = search.start(state)
        walker = Walker(walk(search, root))
        passes.append(_Pass(search, walker, prefix, ends, _sprints(search, walk)))
    finish = started + seconds
    sprint = [one for one in passes if one.sprint]
    second_round = sorted(passes, key=lambda one: one.ends)  # stable: ties keep their order
    lead = Outcome(None, (), 0)
    for turn, order in ((SPRINT, sprint), (FIRST_TURN, passes), (None, second_round)):
        for one in order:
            own = started + seconds * one.ends  # the second round: up to its share
            turn_ends = own if turn is None else now() + seconds * turn
            outcome = one.walker.run(min(finish, turn_ends), stop, now)
            if turn is None:
                one.walker.close()  # its last turn: free its tables before the next pass
            if outcome is not None and outcome.found:
                return Outcome(True, one.prefix + outcome.path, _nodes(passes))
            if outcome is not None and outcome.found is False and _is_exact(one.search, domain):
                return replace(lead, found=False, nodes=_nodes(passes))  # lost: the lead stays
            if outcome is not None and better_lead(outcome, lead):
                lead = replace(outcome, path=one.prefix + outcome.path)
                if report is not None:
                    report(lead.path)
            if stop() or now() >= finish:
                return replace(lead, nodes=_nodes(passes))
    return replace(lead, nodes=_nodes(passes))


EXHAUSTIVE = (depth_first_steps, rated_depth_first_steps, best_first_steps)


def _is_exact(search: KlondikeDomain, domain: KlondikeDomain) -> bool:
    """Whether a pass searches the exact domain, its stock cards chained or not
    (`StockChains`): only there does a walk that runs dry prove the position lost."""
    return search == domain or search == replace(domain, chained=True)


def _sprints(search: KlondikeDomain, walk: Walk) -> bool:
    """Whether a pass gets a sprint: an exhaustive walk of the exact domain (or of its
    draw-3 view). Alone, these decide most deals within a few hundred positions (on
    deals 30 000–30 039, Réfléchi: 0.01–0.05 s), where the quick passes and the beams
    need longer; before, each waited through the earlier passes' first turns."""
    return not search.heuristic and walk in EXHAUSTIVE


def _nodes(passes: list[_Pass]) -> int:
    return sum(one.walker.nodes for one in passes)


def _schedule(domain: KlondikeDomain) -> list[tuple[KlondikeDomain, Walk, float]]:
    """(domain, walk, share of the budget at which the pass's second turn ends), in
    first-round order (the second round goes by that share, ties in that order); the last
    pass gets whatever time is left: exact best-first. In Réfléchi draw 3 exact
    depth-first runs to the end, so exact best-first keeps its first turn only, and a
    depth-first walk that takes the best-rated child first comes before them (it wins
    what best-first won there, sooner): the shares that `bench/pass_bench.py` found to
    decide the most deals.

    Short beam searches win deals the exhaustive walks only reach after seconds
    (`TF1-D1N-AAAAAGL`: 260 positions against 5.5 s), but prove nothing. Depth-first
    and best-first walks find different wins (docs/SOLVER.md, "Move order" and "Exact
    beams" give examples), so the schedule mixes them. Beams over the exact domain, widening
    (`widening_beam_steps`: a wider beam only when the one before ran dry), keep the
    moves the quick pruning drops and win deals no other pass wins in time
    (`TF1-D3N-AAAAACA` in a few hundred positions).

    With draw 1 and recycles every stock card is always in reach, which makes the
    search very wide, so most passes are narrow ones over the draw-3 game (its lines
    are draw-1 lines): best-first and a beam with the heuristic pruning, depth-first
    with only the exact one (rated, in Réfléchi); then the draw-3 view with draw 1's
    stock autoplay (it finds other wins, e.g. `DS1-D1N-AAAAAAI` in 200 positions); the
    exact domain with every stock card, depth-first and best-first, comes last.

    Before exact depth-first, a discrepancy walk (`discrepancy_steps`) tries the lines
    that leave the rating's choice only a few times: it wins most of the hard Double
    Solitaire deals within a second or two. In Réfléchi draw 3, beams guided by draw-1
    wins (`guided_beam_steps`) win deals the other passes reach only after 5 s.
    """
    quick = replace(domain, heuristic=True)
    if domain.draw == 1 and domain.recycle:
        narrow = replace(quick, stride=3)
        draw3 = replace(narrow, stock_autoplay=False)
        draw3_exact = replace(domain, stride=3, stock_autoplay=False)
        # Réfléchi: the rated walk wins deals 4 and 148 (issue 17); Double Solitaire's
        # quick wins (23, 29, 156 at 0.2 s) come in the domain's order.
        view_walk = rated_depth_first_steps if domain.proves_every_position else depth_first_steps
        # Réfléchi's exhaustive walks: stock cards chained to their use (`StockChains`).
        exhaustive = replace(domain, chained=True) if domain.proves_every_position else domain
        return [
            (draw3, best_first_steps, 0.19),
            (draw3_exact, view_walk, 0.38),
            (domain, discrepancy_steps, STRAYS_DRAW_1),
            *_beams(quick, 0.24),
            (draw3, partial(beam_steps, width=100), 0.29),
            (domain, partial(widening_beam_steps, widths=EXACT_BEAMS[:2]), 0.33),
            (draw3_exact, partial(widening_beam_steps, widths=DRAW_3_VIEW_BEAMS), 0.52),
            (narrow, best_first_steps, 0.56),
            (exhaustive, depth_first_steps, 0.78),
            (exhaustive, best_first_steps, 1.0),
        ]
    if domain.recycle:  # draw 3 with recycles
        # Réfléchi: a rated depth-first walk wins what exact best-first won, sooner, the
        # exact beams win the late deals (2–3 s each), the rest goes to depth-first;
        # Double Solitaire: the beam of 100 wins them (issue 17).
        reflechi = domain.proves_every_position
        shares = (0.15, 0.15, 0.95, 1.0) if reflechi else (0.20, 0.45, 0.60, 0.80)
        quick_first, wide_beam, exact_beams, exact_depth_first = shares
        rated = [(domain, rated_depth_first_steps, 0.30)] if reflechi else []
        guided = [(domain, guided_beam_steps, GUIDED_ENDS)] if reflechi else []
        strays = 0.0 if reflechi else STRAYS_DRAW_3
        return [
            (quick, best_first_steps, quick_first),
            *_beams(quick, wide_beam),
            (domain, partial(widening_beam_steps, widths=EXACT_BEAMS), exact_beams),
            *rated,
            *guided,
            (domain, discrepancy_steps, strays),
            (domain, depth_first_steps, exact_depth_first),
            (domain, best_first_steps, 1.0),  # in Réfléchi its first turn only (deal 248)
        ]
    return [  # Vegas
        (quick, best_first_steps, 0.35),
        *_beams(quick, 0.40),
        (domain, depth_first_steps, 0.70),
        (domain, best_first_steps, 1.0),
    ]


def _beams(quick: KlondikeDomain, wide_ends: float) -> list[tuple[KlondikeDomain, Walk, float]]:
    """Beams of 10, 30 and 100 over the quick domain. The narrow two usually end (won or
    run dry) within their first turn; the beam of 100 needs a few thousand positions,
    so it goes on in the second round until `wide_ends`."""
    return [
        (quick, partial(beam_steps, width=10), 0.0),
        (quick, partial(beam_steps, width=30), 0.0),
        (quick, partial(beam_steps, width=100), wide_ends),
    ]


def _domain_for(game: Game) -> SeahavenDomain | KlondikeDomain:
    """The stock games' domain searches stock macros; without a stock, cells and a group
    limit (Seahaven)."""
    if game.variant.has_stock:
        return KlondikeDomain.for_game(game.variant, game.options)
    return SeahavenDomain.for_game(game.variant)


def _stop_check(cancel: Cancel) -> Callable[[], bool]:
    if cancel is None:
        return lambda: False
    if isinstance(cancel, threading.Event):
        return cancel.is_set
    return cancel


def _validated(game: Game, texts: tuple[str, ...], must_win: bool = True) -> list[Move]:
    """Replays the line on a copy through the public rules; it must be legal (and win,
    unless `must_win` is off). Returns it without its detours (`_without_detours`): each
    move left is played from the very place the replay judged it from, and the line ends
    where the replay ended, so it needs no second replay (a move's legality depends on
    the places of the cards alone, never on the score)."""
    moves = [Move.parse(text) for text in texts]
    places = _replay(game, moves, must_win)
    return _without_detours(moves, places)


def _suggestion(game: Game, texts: tuple[str, ...]) -> list[Move]:
    """The best line of an undecided search, replayed; empty if the rules refuse it. Only
    a suggestion: a solver bug here must not cost the player the "undecided" answer (a
    refused *winning* line still raises `SolverBug`; the tests replay suggestions too)."""
    try:
        return _validated(game, texts, must_win=False)
    except SolverBug:
        return []


def _replay(game: Game, moves: list[Move], must_win: bool) -> list[Place]:
    """Every card's place before each move and after the last (the score left out)."""
    replay = game.copy()
    places: list[Place] = [replay.state[:-1]]
    for number, move in enumerate(moves, start=1):
        try:
            replay.play(move)  # judged once: `play` refuses what `check` would
        except IllegalMove as refused:
            rule = refused.rejection.rule.value
            raise SolverBug(f"move {number} ({move}) refused: {rule}") from None
        places.append(replay.state[:-1])
    if must_win and not replay.is_won:
        raise SolverBug("the line is legal but does not win")
    return places


def _without_detours(moves: list[Move], places: list[Place]) -> list[Move]:
    """Cuts every stretch of the line that comes back to a position it already passed
    (a card to a cell and back, a whole pass through the stock): a hint then never
    shows a move the line itself takes back. Same places, so what follows stays legal.
    The final score can differ either way (fewer recycles cost less; a Klondike card
    sent home and returned earns its foundation points twice)."""
    last = {place: index for index, place in enumerate(places)}
    shorter: list[Move] = []
    index = last[places[0]]
    while index < len(moves):
        shorter.append(moves[index])
        index = last[places[index + 1]]
    return shorter


__all__ = ["Solution", "SolverBug", "Verdict", "solve"]
