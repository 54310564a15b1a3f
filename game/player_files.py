"""The app's side of the player's files: save the game after every action, count every
finished game once, and tell the player, once, when a file stops being saved.

The files themselves (formats, where they live, damage) are the profile room's; without a
profile (screenshots, tests) nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import engine
from game import strings
from game.profile import SAVE_REFUSED, Profile, notice_text
from game.profile.statistics import Statistics
from game.session import GameSession

Tell = Callable[[Callable[[], str], float], None]  # a status line: its text, its seconds
SAVE_FAILED_SECONDS = 12.0
NOTICE_SECONDS = 15.0


@dataclass(repr=False, eq=False)
class PlayerFiles:
    """Saves through the profile (when there is one) and reports what could not be saved."""

    profile: Profile | None
    tell: Tell
    statistics: Statistics = field(default_factory=Statistics)
    _unsaved: set[str] = field(default_factory=set)  # files whose latest save failed

    def __post_init__(self) -> None:
        if self.profile is not None:
            self.statistics = self.profile.statistics

    def show_notices(self, more: Sequence[Callable[[], str]] = ()) -> None:
        """One status line about damaged files found at start (and `more` texts, such as
        a bad `--code`; made when drawn, in the language of the moment)."""
        notices = list(self.profile.notices) if self.profile is not None else []
        extra = list(more)
        if notices or extra:
            self.tell(
                lambda: "  ".join([*(notice_text(n) for n in notices), *(f() for f in extra)]),
                NOTICE_SECONDS,
            )

    def count(self, game: engine.Game, elapsed: float) -> None:
        """A game was won or abandoned with moves: count it."""
        self.statistics.add(game.option_set.prefix, game.is_won, game.score, elapsed)
        self.save_statistics()

    def tally(self, prefix: str) -> tuple[int, int]:
        """Games won and played with the options of `prefix`."""
        record = self.statistics.get(prefix)
        return record.won, record.played

    def save_game(self, session: GameSession) -> None:
        """Save the game in progress (after every action and on quit)."""
        if self.profile is not None:
            problem = self.profile.save_game(session.game, session.actions, session.elapsed)
            self._saved("game.json", problem)

    def save_settings(self) -> None:
        if self.profile is not None:
            self._saved("settings.json", self.profile.save_settings())

    def save_statistics(self) -> None:
        if self.profile is not None:
            self._saved("statistics.json", self.profile.save_statistics())

    def _saved(self, file: str, problem: str | None) -> None:
        """Tell the player, once, that a file stopped being saved (again after it was saved
        once more): a full or read-only disk must not cost progress unnoticed."""
        if problem is None:
            self._unsaved.discard(file)
        elif file not in self._unsaved:
            self._unsaved.add(file)
            self.tell(lambda: save_failed_text(file, problem), SAVE_FAILED_SECONDS)


def save_failed_text(file: str, problem: str) -> str:
    """The status line for a failed save, in the language of the moment."""
    reason = strings.SAVE_REFUSED if problem == SAVE_REFUSED else problem
    return strings.SAVE_FAILED.format(file=file, reason=reason)
