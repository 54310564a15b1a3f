"""What a background search answers: `Hint`, the one value a hint is from the solver's
result to the screen, and the other ends of a search (the look back's, a failure).

Made on the worker thread (`game.search_work`), passed on by the table's handle
(`game.search_handles`), drawn by the table (`game.table.hint_view`). Light on purpose:
the table holds these types from its first frame, the solver loads on the first search.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Literal, NamedTuple

import engine

Verdict = Literal["winnable", "unwinnable", "unknown"]


class SearchKind(Enum):
    """What a search looks for: a hint from here, or the way back to a winnable position."""

    HINT = "hint"
    RESCUE = "rescue"


@dataclass(frozen=True)
class Hint:
    """One hint: the move to show for the position of `revision` and what the search says
    of it. `move` is the winning line's first; when undecided, the first of the best line
    found; when lost, the first of the line that brings the most cards home, then turns
    the most up; None when there is none. `target` is the pile it lands on (a real
    foundation, not the area "f"), None for a stock tap. `searching` is True for the best
    move so far while the search goes on (its verdict is then "unknown"); `gains` is False
    when the move only keeps the game going (nothing more can come home or up); `budget`
    is the search's time in seconds."""

    move: engine.Move | None
    target: str | None
    verdict: Verdict
    revision: int
    budget: float
    gains: bool = True
    searching: bool = False

    @classmethod
    def of(
        cls,
        game: engine.Game,
        move: engine.Move | None,
        verdict: Verdict,
        revision: int,
        budget: float,
        *,
        gains: bool = True,
        searching: bool = False,
    ) -> Hint:
        """The hint for `move` in the position of `game` (its target pile resolved there)."""
        target = None
        if move is not None and not move.is_stock_tap:
            resolved = game.resolve(move)
            target = resolved.target if isinstance(resolved, engine.Resolved) else None
        return cls(move, target, verdict, revision, budget, gains, searching)


class Line(NamedTuple):
    """What Show me plays from a position: the solver's winning line (`wins`), else the
    line that brings the most cards home (then turns the most up); empty when no move
    helps."""

    moves: tuple[engine.Move, ...]
    wins: bool


class RescueAnswer(NamedTuple):
    """The look back ended: how many undos lead to a winnable position, or None."""

    steps: int | None


class SearchFailed(NamedTuple):
    """The search raised (a solver bug): the player is told, the game goes on."""

    kind: SearchKind


Finished = Hint | RescueAnswer | SearchFailed
