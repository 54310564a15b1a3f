"""The app's side of the player's files: save the game after every action, count every
finished game once, and tell the player, once, when a file stops being saved.

Counting once, even across a kill: every game has an id (saved in game.json); counting it
writes statistics.json with that id as `counted`, and only then is game.json replaced
(or removed after a win). A kill between the two leaves a game.json whose id the
statistics name: the next start knows it is over and does not resume it (docs/SHELL.md,
"Counting and kills").

The files themselves (formats, where they live, damage) are the profile room's; without a
profile (screenshots, tests) nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import engine
from game import strings
from game.profile import (
    SAVE_REFUSED,
    SAVE_TOO_LARGE,
    SAVE_UNREADABLE,
    SAVE_UNWRITABLE,
    Profile,
    notice_text,
)
from game.profile.files import game_document
from game.profile.saved_game import new_game_id
from game.profile.statistics import Statistics
from game.profile.writer import Writer
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
    game_id: str = field(default_factory=new_game_id)  # the game on the table's id
    writer: Writer = field(default_factory=Writer)
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

    def resumed(self, game_id: str | None) -> None:
        """The game on the table is the saved one of `game_id` (None: a version 1 save,
        which had no id: it gets a new one)."""
        if game_id is not None:
            self.game_id = game_id

    def count(self, game: engine.Game, elapsed: float) -> None:
        """A game was won or abandoned with moves: count it, under its id. The next game
        gets a new id; game.json is written after this (the app saves on the new
        revision), so a kill in between finds the counted id in both files."""
        prefix = game.option_set.prefix
        self.statistics.add(prefix, game.is_won, game.score, elapsed, self.game_id)
        self.save_statistics()
        self.game_id = new_game_id()

    def tally(self, prefix: str) -> tuple[int, int]:
        """Games won and played with the options of `prefix`."""
        record = self.statistics.get(prefix)
        return record.won, record.played

    def write_in_background(self) -> None:
        """From now on the disk's part of each save runs on the writer's thread (the game,
        once its first frame is on screen); `finish` waits for it."""
        self.writer.background = True

    def finish(self) -> None:
        """Wait until every save asked for is on disk (quit, or a failure)."""
        self.writer.finish()
        self._report()

    def save_game(self, session: GameSession) -> None:
        """Save the game in progress (after every action and on quit). The document is
        made here, from the game as it is now; the writer writes it."""
        if self.profile is not None:
            self._write(
                "game",
                game_document(session.game, session.takebacks, session.elapsed, self.game_id),
            )

    def save_settings(self) -> None:
        if self.profile is not None:
            self._write("settings", self.profile.settings.to_document())

    def save_statistics(self) -> None:
        if self.profile is not None:
            self._write("statistics", self.profile.statistics.to_document())

    def _write(self, name: str, document: dict[str, Any] | None) -> None:
        profile = self.profile
        assert profile is not None
        self.writer.submit(name, lambda: profile.write(name, document))
        self._report()

    def poll(self) -> None:
        """Tell the player now about saves the writer's thread finished (cheap: a loop may
        call it every frame; without that, they are told at the next save)."""
        self._report()

    def _report(self) -> None:
        """Tell the player about the writes done since the last report."""
        for name, problem in self.writer.answers():
            self._saved(f"{name}.json", problem)

    def _saved(self, file: str, problem: str | None) -> None:
        """Tell the player, once, that a file stopped being saved (again after it was saved
        once more): a full or read-only disk must not cost progress unnoticed."""
        if problem is None:
            self._unsaved -= {file, SAVE_UNWRITABLE}  # saved again: a new failure is told
            return
        if problem == SAVE_UNREADABLE:
            return  # said once at the start, with the folder's name
        if problem == SAVE_UNWRITABLE:  # the folder, not this file: said once for all
            file = problem
        if file not in self._unsaved:
            self._unsaved.add(file)
            self.tell(lambda: save_failed_text(file, problem, self.home), SAVE_FAILED_SECONDS)

    @property
    def home(self) -> str:
        """The data folder, as the player is told it."""
        return str(self.profile.store.home) if self.profile is not None else ""


def save_failed_text(file: str, problem: str, home: str = "") -> str:
    """The status line for a failed save, in the language of the moment."""
    if problem == SAVE_UNWRITABLE:
        return strings.FOLDER_UNWRITABLE.format(home=home)
    reasons = {SAVE_REFUSED: "SAVE_REFUSED", SAVE_TOO_LARGE: "SAVE_TOO_LARGE"}
    reason = strings.message(reasons[problem]) if problem in reasons else problem
    return strings.SAVE_FAILED.format(file=file, reason=reason)
