"""The table's handle on its background search: at most one at a time, tagged with a revision.

Kept apart from `game.hint`, which holds the work itself (the thread, the solver calls):
the table holds a `Hinter` from its first frame, but `threading` and the hint code are
only imported when the player first asks for a hint (docs/STARTUP.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, cast

from game.workers import Workers

if TYPE_CHECKING:
    import threading

    import engine
    from game.hint import EarlyMove, Finished, HintResult, Task


class SearchKind(Enum):
    """What a search looks for: a hint from here, or the way back to a winnable position."""

    HINT = "hint"
    RESCUE = "rescue"


@dataclass(repr=False, eq=False)
class Hinter:
    """At most one search at a time for the table, tagged with the revision it is for."""

    task: Task[object] | None = None
    kind: SearchKind = SearchKind.HINT
    revision: int = -1
    early: EarlyMove | None = None  # the running hint search's best move so far
    early_shown: engine.Move | None = None
    workers: Workers = field(default_factory=Workers)  # the table's, lent

    @property
    def busy(self) -> bool:
        """True while a search runs."""
        return self.task is not None

    def start_hint(self, game: engine.Game, revision: int) -> None:
        """Search a winning line from the current position (on a copy made now)."""
        from game.hint import EarlyMove, find_hint

        snapshot = game.copy()
        early = EarlyMove()
        self._start(SearchKind.HINT, revision, lambda cancel: find_hint(snapshot, cancel, early))
        self.early = early

    def start_rescue(self, game: engine.Game, revision: int) -> None:
        """Look back through the undo history for the latest winnable position."""
        from game.hint import hint_budget, last_winnable

        snapshot, budget = game.copy(), hint_budget(game)
        self._start(
            SearchKind.RESCUE, revision, lambda cancel: last_winnable(snapshot, cancel, budget)
        )

    def _start(
        self, kind: SearchKind, revision: int, work: Callable[[threading.Event], object]
    ) -> None:
        from game.hint import Task

        self.cancel()
        self.kind, self.revision = kind, revision
        self.early = self.early_shown = None
        self.task = Task(work, self.workers)

    def cancel(self) -> None:
        """Stop the search; its result will never be reported."""
        if self.task is not None:
            self.task.cancel()
            self.task = None

    def early_move(self, revision: int) -> engine.Move | None:
        """The running hint search's best move so far, once each time it changes; None
        when there is none new (or the search is for an older revision, or over)."""
        early = self.early
        if self.task is None or early is None or revision != self.revision:
            return None
        move = early.move
        if move is None or move == self.early_shown:
            return None
        self.early_shown = move
        return move

    def poll(self, revision: int) -> Finished | None:
        """The finished search, once; a search for an older revision is cancelled instead."""
        task = self.task
        if task is None:
            return None
        if revision != self.revision:
            self.cancel()
            return None
        if not task.done:
            return None
        self.task = None
        from game.hint import HintAnswer, RescueAnswer, SearchFailed  # loaded with the task

        if task.failed:
            return SearchFailed(self.kind)
        if self.kind is SearchKind.HINT:
            return HintAnswer(cast("HintResult", task.result))
        return RescueAnswer(cast("int | None", task.result))


RATING_POLL = 0.1  # seconds between looks at a rating while the loop would sleep


@dataclass(repr=False, eq=False)
class Rater:
    """The difficulty of the deal on the table (`engine.solver.difficulty`), searched once
    per code in a daemon thread; the loop polls it like a hint and never waits for it."""

    code: str = ""
    level: str | None = None  # the difficulty id, once known
    task: Task[object] | None = None
    workers: Workers = field(default_factory=Workers)  # the table's, lent

    def want(self, code: str) -> None:
        """Rate `code` unless it is rated or being rated; a search for another deal stops."""
        if code == self.code and (self.task is not None or self.level is not None):
            return
        from game.hint import Task, rate_deal

        self.cancel()
        self.code, self.level = code, None
        self.task = Task(lambda cancel: rate_deal(code, cancel), self.workers)

    @property
    def busy(self) -> bool:
        """True while the deal is being rated."""
        return self.task is not None

    def cancel(self) -> None:
        """Stop the search (a hint wants the processor); `want` starts it again later."""
        if self.task is not None:
            self.task.cancel()
            self.task = None

    def poll(self) -> bool:
        """True once, when the difficulty has just become known."""
        task = self.task
        if task is None or not task.done:
            return False
        self.task = None
        self.level = "unknown" if task.failed else cast("str | None", task.result)
        return self.level is not None

    def known(self, code: str) -> str | None:
        """The difficulty id of `code` if it is the deal rated and the rating is done."""
        return self.level if code == self.code else None
