"""The app's side of the player's files: save the game after every action, count every
finished game once, and tell the player, once, when a file stops being saved.

Counting once, even across a kill: every game has an id (saved in game.json); counting it
writes history.json (which records a game under its id: the same id again replaces it),
then statistics.json with that id as `counted`, and only then is game.json replaced
(or removed after a win). A kill between the two leaves a game.json whose id the
statistics name: the next start knows it is over and does not resume it (docs/SHELL.md,
"Counting and kills").

The files themselves (formats, where they live, damage) are the profile room's; without a
profile (screenshots, tests) nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

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

if TYPE_CHECKING:  # the history's module loads after the first frame (docs/STARTUP.md)
    from game.profile.history import History, ReplayJob

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
    _history: History | None = None
    _replays: dict[str, ReplayJob] = field(default_factory=dict)  # game id -> still to make
    _encoded: list[tuple[str, str | None]] = field(default_factory=list)  # made by the writer
    _more: list[Callable[[], str]] = field(default_factory=list)  # the start's other texts

    def __post_init__(self) -> None:
        if self.profile is not None:
            self.statistics = self.profile.statistics

    def show_notices(self, more: Sequence[Callable[[], str]] = ()) -> None:
        """One status line about damaged files found at start (and `more` texts, such as
        a bad `--code`; made when drawn, in the language of the moment)."""
        notices = list(self.profile.notices) if self.profile is not None else []
        extra = self._more = list(more)
        if notices or extra:
            self.tell(
                lambda: "  ".join([*(notice_text(n) for n in notices), *(f() for f in extra)]),
                NOTICE_SECONDS,
            )

    @property
    def history(self) -> History:
        """The games played (history.json, read when first asked for: after the first
        frame, or when a game ends before; a damaged one is told on the status line)."""
        if self._history is None:
            if self.profile is None:
                from game.profile.history import History

                self._history = History()
            else:
                before = len(self.profile.notices)
                self._history = self.profile.history
                if len(self.profile.notices) > before:  # the start's line again, with it
                    self.show_notices(self._more)
        return self._history

    def resumed(self, game_id: str | None) -> None:
        """The game on the table is the saved one of `game_id` (None: a version 1 save,
        which had no id: it gets a new one)."""
        if game_id is not None:
            self.game_id = game_id

    def count(
        self,
        game: engine.Game,
        elapsed: float,
        line: tuple[str, ...] | None,
        won: bool | None = None,
    ) -> None:
        """A game was won or abandoned with moves: record it in the history and count it,
        under its id (`won`: whether it counts as won; None: as the game says; False for a
        win Show me finished). The next game gets a new id; game.json is written after
        this (the app saves on the new revision), so a kill in between finds the counted
        id in both files. `line`: its moves from the deal, None when not known."""
        from game.profile.history import ReplayJob, game_record

        wins = game.is_won if won is None else won
        record = game_record(game, elapsed, self.game_id, wins)
        self.history.add(record)
        if line is not None:
            self._replays[record.id] = ReplayJob.of(game, line)
        self.save_history()
        prefix = game.option_set.prefix
        self.statistics.add(prefix, wins, game.score, elapsed, self.game_id)
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

    def save_settings(self, chosen: tuple[str, ...] = ()) -> None:
        """Save the settings; `chosen`: the keys the player just changed (saved as chosen
        even when `--set` overrode them for this run)."""
        if self.profile is not None:
            self.profile.overrides.chosen(chosen)
            self._write("settings", self.profile.settings_document())

    def save_statistics(self) -> None:
        if self.profile is not None:
            self._write("statistics", self.profile.statistics.to_document())

    def save_history(self) -> None:
        """Save history.json; the replay codes still to make are made by the writer, in
        the document it writes, and handed back to the history at the next `poll`."""
        if self.profile is None:
            for game_id, job in self._replays.items():
                self._encoded.append((game_id, job.encoded()))
            self._take_replays()
            return
        profile, document, jobs = self.profile, self.history.to_document(), dict(self._replays)
        encoded = self._encoded

        def write() -> str | None:
            for entry in document["games"]:
                job = jobs.get(entry["id"])
                if job is not None:
                    entry["replay"] = job.encoded()
                    encoded.append((entry["id"], entry["replay"]))  # atomic: read by poll
            return profile.write("history", document)

        self.writer.submit("history", write)
        self._report()

    def _take_replays(self) -> None:
        """The replay codes the writer made, into the history (a game no longer waits)."""
        while self._encoded:
            game_id, code = self._encoded.pop(0)
            self._replays.pop(game_id, None)
            self.history.set_replay(game_id, code)

    def _write(self, name: str, document: dict[str, Any] | None) -> None:
        profile = self.profile
        assert profile is not None
        self.writer.submit(name, lambda: profile.write(name, document))
        self._report()

    def poll(self) -> None:
        """Tell the player now about saves the writer's thread finished (cheap: a loop may
        call it every frame; without that, they are told at the next save)."""
        self._take_replays()
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
