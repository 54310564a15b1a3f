"""The table's handles on its background searches: they start, poll and cancel them. A
hint (or the look back after a loss) at most one at a time, tagged with a revision; the
deal's difficulty; and `hint_budget`, the one place a hint's time is decided.

Kept apart from `game.search_work`, which holds the work itself (the thread, the solver
calls) and imports nothing from here: the table holds a `HintSearch` from its first frame,
but `threading` and the solver are only imported when the first search starts
(docs/STARTUP.md).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

from game.search_answers import Finished, Hint, Line, RescueAnswer, SearchFailed, SearchKind
from game.workers import Workers

if TYPE_CHECKING:
    import threading

    import engine
    from game.search_work import LatestHint, Task


def hint_budget(game: engine.Game) -> float:
    """Seconds one hint (and the look back after a loss) may search in this game."""
    return game.info.hint_seconds


@dataclass(repr=False, eq=False)
class TaggedSearch:
    """One search at a time, tagged with the revision of the position it is for: its
    answer is taken once, and a search for an older position is cancelled instead."""

    task: Task[object] | None = None
    revision: int = -1
    workers: Workers = field(default_factory=Workers)  # the table's, lent

    @property
    def busy(self) -> bool:
        """True while a search runs."""
        return self.task is not None

    def cancel(self) -> None:
        """Stop the search; its result will never be reported."""
        if self.task is not None:
            self.task.cancel()
            self.task = None

    def take_finished(self, revision: int) -> Task[object] | None:
        """The search's task once it is done, once; None while it runs, when there is
        none, or when it was for an older revision (then it is cancelled)."""
        task = self.task
        if task is None:
            return None
        if revision != self.revision:
            self.cancel()
            return None
        if not task.done:
            return None
        self.task = None
        return task


@dataclass(repr=False, eq=False)
class HintSearch(TaggedSearch):
    """At most one hint (or look back) at a time for the table."""

    kind: SearchKind = SearchKind.HINT
    latest: LatestHint | None = None  # the running hint search's best move so far
    latest_shown: Hint | None = None

    def start_hint(self, game: engine.Game, revision: int) -> None:
        """Search a winning line from the current position (on a copy made now)."""
        from game.search_work import LatestHint, find_hint

        snapshot, budget = game.copy(), hint_budget(game)
        latest = LatestHint(snapshot, revision, budget)
        self._start(
            SearchKind.HINT,
            revision,
            lambda cancel: find_hint(snapshot, cancel, budget, revision, latest),
        )
        self.latest = latest

    def start_rescue(self, game: engine.Game, revision: int) -> None:
        """Look back through the undo history for the latest winnable position."""
        from game.search_work import last_winnable

        snapshot, budget = game.copy(), hint_budget(game)
        self._start(
            SearchKind.RESCUE, revision, lambda cancel: last_winnable(snapshot, cancel, budget)
        )

    def _start(
        self, kind: SearchKind, revision: int, work: Callable[[threading.Event], object]
    ) -> None:
        from game.search_work import Task

        self.cancel()
        self.kind, self.revision = kind, revision
        self.latest = self.latest_shown = None
        self.task = Task(work, self.workers)

    def best_so_far(self, revision: int) -> Hint | None:
        """The running hint search's best move so far, once each time it changes; None
        when there is none new (or the search is for an older revision, or over)."""
        latest = self.latest
        if self.task is None or latest is None or revision != self.revision:
            return None
        hint = latest.hint
        shown = self.latest_shown
        if hint is None or (shown is not None and hint.move == shown.move):
            return None
        self.latest_shown = hint
        return hint

    def poll(self, revision: int) -> Finished | None:
        """The finished search, once; a search for an older revision is cancelled instead."""
        task = self.take_finished(revision)
        if task is None:
            return None
        if task.failed:
            return SearchFailed(self.kind)
        if self.kind is SearchKind.HINT:
            return cast("Hint", task.result)
        return RescueAnswer(cast("int | None", task.result))


@dataclass(repr=False, eq=False)
class LineSearch(TaggedSearch):
    """Show me's search: the line to play from one position (of `revision`), one at a
    time, polled by the loop like a hint."""

    def start(self, game: engine.Game, revision: int) -> None:
        """Search the line from the position of `game` (on a copy made now)."""
        from game.search_work import Task, find_line

        self.cancel()
        snapshot, budget = game.copy(), hint_budget(game)
        self.revision = revision
        self.task = Task(lambda cancel: find_line(snapshot, cancel, budget), self.workers)

    def poll(self, revision: int) -> Line | SearchFailed | None:
        """The line found, once; a search for an older position is cancelled instead."""
        task = self.take_finished(revision)
        if task is None:
            return None
        if task.failed:
            return SearchFailed(SearchKind.HINT)
        return cast("Line", task.result)


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
        from game.search_work import Task, rate_deal

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
