"""Every finished game, newest last: `history.json` (docs/SHELL.md, "History").

Version 1: `games`, the last `KEPT_GAMES` games in full (oldest first), each with its id,
when it ended, its code, result, score, moves, seconds played and its moves as a replay
code (`engine.replay`; null when they are not known: a game resumed from a save of an
older version); `totals`, per code prefix, every game ever recorded (kept or folded
away), so no total shrinks when an old game leaves the list; and `days_won`, the dates
whose deal of the day was won (`engine.daily`), kept apart from the list for the same
reason.

A game is recorded under its id: recording an id already there replaces that entry, so a
kill between this file's save and statistics.json's never counts a game twice here
(`PlayerFiles.count` writes this file first).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from enum import StrEnum
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

import engine
from engine.codes import parse_code
from game.profile.store import DamagedFile
from game.session import played_from_deal
from game.strings import N_

if TYPE_CHECKING:
    import datetime  # imported when first used: 5 ms kept off the way to the first frame

HISTORY_VERSION = 1
KEPT_GAMES = 1000  # games kept in full; older ones live on in the totals
MAX_NUMBER = 10**12  # far beyond any score, count or time; larger values are damage
MAX_DAYS = 100_000  # days won: centuries
MAX_REPLAY = 20_000  # characters of a replay code (about 15,000 moves)


class Result(StrEnum):
    """How a game ended."""

    WON = "won"
    ABANDONED = "abandoned"  # left with moves: a new deal, a restart, or quit and replaced
    SHOWN = "shown"  # finished by the solver's demonstration: played, not won


@dataclass(frozen=True)
class GameRecord:
    """One finished game."""

    id: str
    ended: str  # local date and time, ISO 8601 to the second
    code: str
    result: Result
    score: int
    moves: int
    seconds: float
    replay: str | None = None  # the moves as a replay code, when known

    @property
    def prefix(self) -> str:
        """The game and its options (`DS1-D1N`)."""
        return self.code.rsplit("-", 1)[0]

    @property
    def day(self) -> datetime.date:
        """The local date it ended."""
        from datetime import date

        return date.fromisoformat(self.ended[:10])

    @property
    def won(self) -> bool:
        return self.result is Result.WON


@dataclass
class Totals:
    """Every game recorded with one set of options, kept in the list or folded away."""

    games: int = 0
    won: int = 0
    seconds_won: float = 0.0  # the time of the games won, for the average winning time
    score: int = 0  # every game's score added up (in Vegas: the running total in dollars)

    def add(self, record: GameRecord) -> None:
        self.games += 1
        self.score += record.score
        if record.won:
            self.won += 1
            self.seconds_won += record.seconds

    @property
    def average_score(self) -> float | None:
        return self.score / self.games if self.games else None

    @property
    def average_win_time(self) -> float | None:
        return self.seconds_won / self.won if self.won else None


@dataclass
class History:
    """The last games in full, oldest first, and every game's totals."""

    games: list[GameRecord] = field(default_factory=list)
    totals: dict[str, Totals] = field(default_factory=dict)
    days_won: set[str] = field(default_factory=set)  # dates whose deal of the day was won

    def add(self, record: GameRecord) -> None:
        """Record a game; the same id again replaces it (its totals are not counted twice:
        only an entry still in the list can be recorded again, see the module's notes)."""
        for index, kept in enumerate(self.games):
            if kept.id == record.id:
                self._untotal(kept)
                del self.games[index]
                break
        self.games.append(record)
        self._totals(record.prefix).add(record)
        day = daily_dates().get(record.code) if record.won else None
        if day is not None:
            self.days_won.add(day)
        del self.games[:-KEPT_GAMES]

    def set_replay(self, game_id: str, replay: str | None) -> None:
        """The replay code of the game `game_id`, made after it was recorded."""
        for index, kept in enumerate(self.games):
            if kept.id == game_id:
                self.games[index] = replace(kept, replay=replay)

    def _untotal(self, record: GameRecord) -> None:
        totals = self._totals(record.prefix)
        totals.games -= 1
        totals.score -= record.score
        if record.won:
            totals.won -= 1
            totals.seconds_won -= record.seconds

    def _totals(self, prefix: str) -> Totals:
        return self.totals.setdefault(prefix, Totals())

    def of(self, prefix: str) -> list[GameRecord]:
        """The kept games of `prefix`, oldest first."""
        return [record for record in self.games if record.prefix == prefix]

    def totals_of(self, prefix: str) -> Totals:
        return self.totals.get(prefix, Totals())

    def newest_first(self) -> list[GameRecord]:
        return self.games[::-1]

    def reset_totals(self) -> None:
        """Reset statistics: the averages and the Vegas totals start again; the list of
        games stays (it is a log: replays, the chart, the days won)."""
        self.totals.clear()

    def to_document(self) -> dict[str, Any]:
        games = [_game_document(record) for record in self.games]
        totals = {prefix: asdict(t) for prefix, t in sorted(self.totals.items())}
        days = sorted(self.days_won)
        return {"version": HISTORY_VERSION, "games": games, "totals": totals, "days_won": days}


class ReplayJob(NamedTuple):
    """A game's moves to make into a replay code, on the writer's thread (encoding a
    150-move game costs 25-50 ms: not at the win, on the main thread)."""

    code: str
    line: tuple[str, ...]
    piles: list[str]  # where the moves must lead

    @classmethod
    def of(cls, game: engine.Game, line: tuple[str, ...]) -> ReplayJob:
        """The job for `game` as it ended, and its moves from the deal."""
        return cls(game.code, line, _piles(game))

    def encoded(self) -> str | None:
        """The replay code, or None when the moves do not lead from the deal to the piles
        the game ended with (a game not dealt from its code)."""
        from engine import replay

        game = played_from_deal(self.code, self.line)
        if game is None or _piles(game) != self.piles:
            return None
        try:
            return replay.encode(self.code, self.line)
        except ValueError:  # pragma: no cover - the moves have just played
            return None


def game_record(
    game: engine.Game, elapsed: float, game_id: str, wins: bool | None = None
) -> GameRecord:
    """The history's record of a game ending now (its replay code comes later); `wins`:
    whether it counts as won (None: as the game says; a win Show me made is `SHOWN`)."""
    from datetime import datetime

    return GameRecord(
        id=game_id,
        ended=datetime.now().isoformat(timespec="seconds"),
        code=game.code,
        result=game_result(game.is_won, game.is_won if wins is None else wins),
        score=game.score,
        moves=game.moves,
        seconds=round(elapsed, 1),
    )


def game_result(over: bool, wins: bool) -> Result:
    """Won; finished by Show me (played, not won); or abandoned."""
    if wins:
        return Result.WON
    return Result.SHOWN if over else Result.ABANDONED


def _piles(game: engine.Game) -> list[str]:
    """The position's piles (its text without the code, score and move counter: undos
    cost moves and, in some scorings, points that a replay has not got)."""
    return game.to_text().split("\n")[3:]


def _game_document(record: GameRecord) -> dict[str, Any]:
    """One game as JSON (by hand: `asdict` costs ten times more, over 1,000 games)."""
    return {
        "id": record.id,
        "ended": record.ended,
        "code": record.code,
        "result": str(record.result),
        "score": record.score,
        "moves": record.moves,
        "seconds": record.seconds,
        "replay": record.replay,
    }


def history_from_document(document: dict[str, Any]) -> History:
    """History from `history.json`; anything malformed raises a `DamagedFile`."""
    games, totals = document["games"], document["totals"]
    if not isinstance(games, list) or len(games) > KEPT_GAMES:
        raise DamagedFile(N_("games is not a list of at most {count}"), count=KEPT_GAMES)
    if not isinstance(totals, dict):
        raise DamagedFile(N_("totals is not an object"))
    history = History()
    history.games = [_game(values) for values in games]
    history.totals = {
        str(prefix): _totals(str(prefix), values) for prefix, values in totals.items()
    }
    history.days_won = _days(document.get("days_won", []))
    return history


def _days(values: object) -> set[str]:
    """The days won, each a date written `2026-12-24`."""
    from datetime import date

    if not isinstance(values, list) or len(values) > MAX_DAYS:
        raise DamagedFile(N_("days_won is not a list of dates"))
    for value in values:
        if not isinstance(value, str) or date.fromisoformat(value).isoformat() != value:
            raise DamagedFile(N_("days_won is not a list of dates"))
    return set(values)


def _game(values: object) -> GameRecord:
    """One game, checked: known fields, a real code, numbers in range."""
    names = {f.name for f in fields(GameRecord)}
    if not isinstance(values, dict) or set(values) - names or "replay" not in values:
        raise DamagedFile(N_("a game of the history is not understood"))
    record = GameRecord(**{**values, "result": Result(values["result"])})
    texts = (record.id, record.ended, record.code)
    numbers = (record.score, record.moves)
    if (
        not all(isinstance(t, str) and 0 < len(t) <= 64 for t in texts)
        or not all(type(n) is int and abs(n) <= MAX_NUMBER for n in numbers)
        or record.moves < 0
        or not _seconds(record.seconds)
        or not (record.replay is None or isinstance(record.replay, str))
        or len(record.replay or "") > MAX_REPLAY
    ):
        raise DamagedFile(N_("a game of the history is not understood"))
    if str(parse_code(record.code)) != record.code:
        raise DamagedFile(N_("a game of the history is not understood"))
    _ = record.day  # a date that cannot be read raises ValueError
    return record


def _totals(prefix: str, values: object) -> Totals:
    if not isinstance(values, dict) or set(values) != {f.name for f in fields(Totals)}:
        raise DamagedFile(N_("the totals of {prefix} are not understood"), prefix=prefix)
    totals = Totals(**values)
    counts = (totals.games, totals.won, totals.score)
    if (
        not all(type(n) is int and abs(n) <= MAX_NUMBER for n in counts)
        or not 0 <= totals.won <= totals.games
        or not _seconds(totals.seconds_won)
    ):
        raise DamagedFile(N_("the totals of {prefix} are not understood"), prefix=prefix)
    return totals


def _seconds(value: object) -> bool:
    """A number of seconds from 0 up to `MAX_NUMBER` (true, NaN and 400 digits are not)."""
    if not isinstance(value, int | float) or isinstance(value, bool):
        return False
    return 0 <= value <= MAX_NUMBER


@cache
def daily_dates() -> dict[str, str]:
    """Each deal of the day's code -> its date (`2026-12-24`), from the shipped table."""
    from engine import daily

    return {code: day.isoformat() for day, codes in daily.shipped_table().items() for code in codes}


def daily_days_won(history: History) -> set[datetime.date]:
    """The days one of whose deals of the day (`engine.daily`) was won, on that day or
    later: the deal's own date counts, whenever the player won it. Kept apart from the
    list of games (`days_won`), so no day is lost when its game leaves the list."""
    from datetime import date

    return {date.fromisoformat(day) for day in history.days_won}


def daily_streak(days: set[datetime.date], today: datetime.date) -> int:
    """Days in a row, up to today, with a deal of the day won; a today not won yet does
    not break the run (the day is not over)."""
    from datetime import timedelta

    one = timedelta(days=1)
    day = today if today in days else today - one
    streak = 0
    while day in days:
        streak += 1
        day -= one
    return streak


def best_daily_streak(days: set[datetime.date]) -> int:
    """The longest run of days in a row with a deal of the day won."""
    from datetime import timedelta

    one = timedelta(days=1)
    best = 0
    for day in days:
        if day - one not in days:  # a run starts here
            length = 1
            while day + length * one in days:
                length += 1
            best = max(best, length)
    return best
