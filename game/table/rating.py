"""The difficulty of the deal on the table, rated in the background (issue #17): it starts
`RATE_AFTER` seconds after the deal (the first frames are not slowed), waits while a hint
searches or a dialog is open (a winnable-deal search there wants the processor), and shows
in the bar once known. The rating itself is `game.search_handles.Rater`'s."""

from __future__ import annotations

from dataclasses import dataclass, field

from game import strings
from game.search_handles import RATING_POLL, Rater

RATE_AFTER = 0.5  # seconds after a deal before its difficulty is searched (first frames)


@dataclass(repr=False, eq=False)
class DealRating:
    """When the deal was dealt and its rating."""

    rater: Rater = field(default_factory=Rater)
    dealt_at: float = 0.0

    def dealt(self, now: float) -> None:
        """A new deal (or the same again): its rating waits `RATE_AFTER` from now."""
        self.dealt_at = now

    def update(self, now: float, code: str, waiting: bool) -> bool:
        """Start, pause (`waiting`) or poll the rating of `code`; True when it has just
        become known."""
        if waiting or now - self.dealt_at < RATE_AFTER:
            self.rater.cancel()
            return False
        self.rater.want(code)
        return self.rater.poll()

    def wake_in(self, now: float, code: str) -> float | None:
        """When the rating next needs a frame: its start, or its next look (the loop
        sleeps otherwise); None once known."""
        if self.rater.busy:
            return RATING_POLL
        if self.rater.known(code) is not None:
            return None
        return max(0.0, self.dealt_at + RATE_AFTER - now)

    def text(self, code: str) -> str:
        """ "Difficulty: hard" once `code` is rated, else nothing."""
        level = self.rater.known(code)
        return "" if level is None else strings.difficulty_text(level)
