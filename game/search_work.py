"""Solver work off the main loop: hints, the way back to a winnable position, winnable
deals, a deal's difficulty.

The solver is pure Python; run in a daemon thread (`game.workers`: kept and reused from one
search to the next) it shares the GIL in slices, so the table keeps drawing. The loop never
waits for a thread: it polls `Task.done` once a frame and cancels through the task's Event.
Each hint carries the table's revision, so a result for an older position is thrown away
rather than shown. The table's handles that start and poll this work live in
`game.search_handles`, which start-up imports; this module waits for the first search and
imports nothing of the table's.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, TypeVar

import engine
from game.search_answers import Hint, Line
from game.workers import Workers

if TYPE_CHECKING:
    from engine.solver import Solution

RESCUE_STEP_SECONDS = 1.0  # budget per position when looking back through the undo history
DEAL_SECONDS = 3.0  # budget per random deal when only winnable deals are wanted

T = TypeVar("T")


@dataclass
class Task(Generic[T]):
    """`work(cancel)` running on one of `workers`' threads (`game.workers`; a pool of its
    own when none is lent); poll `done`, never wait from the loop."""

    work: Callable[[threading.Event], T]
    workers: Workers = field(default_factory=Workers)
    cancel_event: threading.Event = field(default_factory=threading.Event)
    result: T | None = None
    failed: bool = False
    _finished: threading.Event = field(default_factory=threading.Event)

    def __post_init__(self) -> None:
        self.workers.run(self._run)

    def _run(self) -> None:
        try:
            self.result = self.work(self.cancel_event)
        except Exception:  # a solver bug must not end the game: the search just fails
            traceback.print_exc()
            self.failed = True
        finally:
            self._finished.set()

    @property
    def done(self) -> bool:
        """True once the work has returned (or failed)."""
        return self._finished.is_set()

    def cancel(self) -> None:
        """Ask the work to stop; it returns within a few milliseconds."""
        self.cancel_event.set()

    def wait(self, seconds: float) -> bool:
        """Wait up to `seconds` for the work to return; True if it has (tests and benches only)."""
        return self._finished.wait(seconds)


def solve(
    game: engine.Game,
    seconds: float,
    cancel: threading.Event,
    on_lead: Callable[[list[engine.Move]], None] | None = None,
) -> Solution:
    """The engine's solver, imported on the first search: start-up does not need it."""
    from engine.solver import solve as engine_solve

    return engine_solve(game, seconds=seconds, cancel=cancel, on_lead=on_lead)


@dataclass
class LatestHint:
    """The best move so far of a hint search that goes on, written by its thread (a plain
    attribute: one assignment, no lock needed), read by the table each frame."""

    game: engine.Game  # the search's own copy of the position
    revision: int
    budget: float
    hint: Hint | None = None

    def take_line(self, line: list[engine.Move]) -> None:
        """`solve`'s `on_lead`: the first move of the better suggestion."""
        self.hint = Hint.of(
            self.game, line[0], "unknown", self.revision, self.budget, searching=True
        )


def find_hint(
    game: engine.Game,
    cancel: threading.Event,
    budget: float,
    revision: int,
    latest: LatestHint | None = None,
) -> Hint:
    """Solve the position of `game` (a copy: the table's game is never read by the thread)
    for `budget` seconds; `latest` gets a move at once (the engine's quick look ahead, a
    few tens of ms), then the best move of the search so far while it goes on. The
    solver's answer becomes a `Hint` here, once."""
    from engine.solver.quick import FIRST_PLAYS, look_ahead, progress_after

    for plays in (FIRST_PLAYS, None):  # a short look to show a move at once, then a longer
        quick = look_ahead(game, stop=cancel.is_set) if plays is None else look_ahead(game, plays)
        if latest is not None and quick.line and not cancel.is_set():
            latest.take_line(quick.line)
    on_lead = None if latest is None else latest.take_line
    solution = solve(game, seconds=budget, cancel=cancel, on_lead=on_lead)
    if solution.verdict == "winnable":
        move = solution.moves[0] if solution.moves else None
        return Hint.of(game, move, "winnable", revision, budget)
    line, reaches = quick.line, quick.best
    if solution.best_line:
        searched = progress_after(game, solution.best_line)
        if solution.verdict == "unknown" or searched > reaches:
            line, reaches = solution.best_line, max(searched, reaches)
    move = line[0] if line else None
    return Hint.of(game, move, solution.verdict, revision, budget, gains=reaches > quick.start)


def find_line(game: engine.Game, cancel: threading.Event, budget: float) -> Line:
    """The line Show me plays from the position of `game` (a copy): the solver's winning
    line; when it finds none within `budget` seconds, the longer of the engine's look
    ahead and the solver's best line by what it brings home (`progress_after`)."""
    from engine.solver.quick import look_ahead, progress_after

    solution = solve(game, seconds=budget, cancel=cancel)
    if solution.verdict == "winnable":
        return Line(tuple(solution.moves), wins=True)
    quick = look_ahead(game, stop=cancel.is_set)
    line = quick.line
    if solution.best_line and progress_after(game, solution.best_line) > quick.best:
        line = solution.best_line
    if progress_after(game, line) <= quick.start:
        line = []  # nothing comes home or turns up: no line worth showing
    return Line(tuple(line), wins=False)


def last_winnable(
    game: engine.Game,
    cancel: threading.Event,
    total_seconds: float,
    step_seconds: float = RESCUE_STEP_SECONDS,
) -> int | None:
    """How many undos lead back to the latest position proven winnable, or None.

    Goes back one undo at a time on a copy and solves each position with a short budget;
    the first one proven winnable answers. None when the history runs out, the budget
    (`total_seconds` on the solver's clock, like every search) is spent, or the search is
    cancelled.
    """
    from engine.solver import clock

    back = game.copy()
    deadline = clock.now() + total_seconds
    steps = 0
    while back.undo():
        steps += 1
        left = deadline - clock.now()
        if cancel.is_set() or left <= 0:
            return None
        seconds = min(step_seconds, left)
        if solve(back, seconds=seconds, cancel=cancel).verdict == "winnable":
            return steps
    return None


@dataclass
class DealSearch:
    """Random deals of one prefix, each solved briefly, until one is proven winnable."""

    prefix: str
    seconds: float = DEAL_SECONDS
    tried: int = 0  # written by the thread, read by the dialog (a plain int: no lock needed)

    def run(self, cancel: threading.Event) -> str | None:
        """The code of a winnable deal, or None when cancelled."""
        while not cancel.is_set():
            code = engine.random_code(self.prefix)
            self.tried += 1
            verdict = solve(engine.Game.from_code(code), seconds=self.seconds, cancel=cancel)
            if verdict.verdict == "winnable":
                return code
        return None


def rate_deal(code: str, cancel: threading.Event) -> str | None:
    """The difficulty id of the deal `code` (its start position), None if cancelled."""
    from engine.solver.difficulty import rate

    rating = rate(code, cancel)
    return None if rating is None else rating.difficulty.value
