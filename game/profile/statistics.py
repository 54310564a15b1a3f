"""Statistics per game and options (the code prefix, e.g. "DS1-D1N"): `statistics.json`.

A game counts as played once it has at least one move and is abandoned, restarted or won.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from types import UnionType
from typing import Any

import engine
from game.profile.store import DamagedFile
from game.strings import N_

STATISTICS_VERSION = 1
MAX_NUMBER = 10**12  # far beyond any score or time; larger values are damage


@dataclass
class Record:
    """The results of one game with one set of options."""

    played: int = 0
    won: int = 0
    streak: int = 0  # current run of wins
    best_streak: int = 0
    best_score: int | None = None
    fastest_win: float | None = None  # seconds

    @property
    def win_rate(self) -> float:
        """Won / played (0 before the first game)."""
        return self.won / self.played if self.played else 0.0

    def add(self, won: bool, score: int, seconds: float, any_score: bool = False) -> None:
        """Count one finished game. Its score can be the best only if it was won, unless
        `any_score` (Vegas: the dollars a lost game brings back count too)."""
        self.played += 1
        if won or any_score:
            self.best_score = score if self.best_score is None else max(self.best_score, score)
        if not won:
            self.streak = 0
            return
        self.won += 1
        self.streak += 1
        self.best_streak = max(self.best_streak, self.streak)
        if self.fastest_win is None or seconds < self.fastest_win:
            self.fastest_win = seconds


@dataclass
class Statistics:
    """Every record, keyed by game code prefix."""

    records: dict[str, Record] = field(default_factory=dict)
    counted: str | None = None  # the id of the last game counted (see saved_game)

    def add(
        self, prefix: str, won: bool, score: int, seconds: float, game_id: str | None = None
    ) -> None:
        """Count one finished game of `prefix` (named `game_id`, kept as `counted`)."""
        vegas = engine.option_set(prefix).vegas
        self.records.setdefault(prefix, Record()).add(won, score, seconds, any_score=vegas)
        self.counted = game_id

    def get(self, prefix: str) -> Record:
        """The record of `prefix` (an empty one when never played)."""
        return self.records.get(prefix, Record())

    def reset(self) -> None:
        """Forget every record (not `counted`: the game it names stays counted)."""
        self.records.clear()

    def to_document(self) -> dict[str, Any]:
        """The JSON document of `statistics.json` (`counted` only once a game has an id:
        older versions of the game read the file as before)."""
        records = {prefix: asdict(record) for prefix, record in sorted(self.records.items())}
        document: dict[str, Any] = {"version": STATISTICS_VERSION, "records": records}
        if self.counted is not None:
            document["counted"] = self.counted
        return document


def statistics_from_document(document: dict[str, Any]) -> Statistics:
    """Statistics from `statistics.json`; anything malformed raises ValueError/TypeError."""
    records = document["records"]
    if not isinstance(records, dict):
        raise DamagedFile(N_("records is not an object"))
    counted = document.get("counted")
    if counted is not None and (not isinstance(counted, str) or len(counted) > 64):
        raise DamagedFile(N_("counted is not a game's id"))
    result = Statistics(counted=counted)
    for prefix, values in records.items():
        result.records[str(prefix)] = _record(str(prefix), values)
    return result


def _record(prefix: str, values: object) -> Record:
    """One record, checked: counts that add up, a score and a time that are numbers."""
    if not isinstance(values, dict):
        raise DamagedFile(N_("the record of {prefix} is not an object"), prefix=prefix)
    unknown = sorted(set(values) - {f.name for f in fields(Record)})
    if unknown:
        raise DamagedFile(
            N_("the record of {prefix} has an unknown field {field}"),
            prefix=prefix,
            field=repr(unknown[0]),
        )
    record = Record(**values)
    counts = (record.played, record.won, record.streak, record.best_streak)
    if not all(type(n) is int for n in counts):
        raise DamagedFile(N_("the record of {prefix} does not add up"), prefix=prefix)
    if any(n > MAX_NUMBER for n in counts):  # a 4000-digit count is damage, not a record
        raise DamagedFile(N_("the record of {prefix} holds a count too large"), prefix=prefix)
    if not all(n >= 0 for n in counts) or not (
        record.streak <= record.best_streak <= record.won <= record.played
    ):
        raise DamagedFile(N_("the record of {prefix} does not add up"), prefix=prefix)
    if not _optional_number(record.best_score, int, -MAX_NUMBER) or not _optional_number(
        record.fastest_win, int | float, 0
    ):
        raise DamagedFile(
            N_("the best score or fastest win of {prefix} is not a number"), prefix=prefix
        )
    return record


def _optional_number(value: object, kind: type | UnionType, lowest: float) -> bool:
    """None, or a number of `kind` from `lowest` up to `MAX_NUMBER` (JSON's true/false and
    NaN are not numbers here; a 400-digit number is out of range, not an overflow)."""
    if value is None:
        return True
    if not isinstance(value, int | float) or isinstance(value, bool) or not isinstance(value, kind):
        return False
    return lowest <= value <= MAX_NUMBER  # NaN fails both comparisons
