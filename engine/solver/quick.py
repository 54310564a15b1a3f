"""A quick look ahead for hints: the move that leads, within a few hundred positions, to
the most cards home, then the most cards turned face up, then the fewest cards left in the
stock and waste, then the most free cells and empty columns.

It asks the rules only through `Game.legal_moves` and `Game.play` (on copies), so it
restates none of them. It answers in a few tens of milliseconds, so a hint can light a
move at once while the solver searches; and when the solver proves the position lost,
this is the move that still brings the most cards home (docs/SOLVER.md, "Hints").

A move is *pointless* when the position after it is the one before up to the table's
symmetries (a card from one cell to another, a whole column led by a King to another
empty column): nothing a player could want. Only a position where every legal move is
pointless has nothing to suggest.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Hashable, Sequence
from typing import NamedTuple

from ..game import Game
from ..moves import Move
from ..state import EMPTY_CELL, State

LOOKAHEAD_PLAYS = 800  # moves tried on copies, ≈ 70 µs each: ≈ 55 ms in all
FIRST_PLAYS = 150  # the first, shorter look (≈ 10 ms): a move to show at once


class Progress(NamedTuple):
    """What a position has gained, compared in this order (higher is better)."""

    home: int  # cards on the foundations
    face_up: int  # minus the face-down cards in the columns
    dealt: int  # minus the cards left in the stock and the waste
    room: int  # free cells and empty columns


class Lookahead(NamedTuple):
    """The line to the best position the look ahead reached, and what it gains; `line`
    is empty when no legal move is anything but pointless."""

    line: list[Move]
    start: Progress
    best: Progress

    @property
    def gains(self) -> bool:
        """True when the line reaches more than the position has now."""
        return self.best > self.start


def progress(state: State) -> Progress:
    """The position's gains (`Progress`)."""
    empty_columns = sum(1 for column in state.columns if not column)
    free_cells = sum(1 for cell in state.cells if cell == EMPTY_CELL)
    return Progress(
        sum(state.foundations),
        -sum(state.hidden),
        -(len(state.stock) + len(state.waste)),
        empty_columns + free_cells,
    )


def folded(state: State) -> Hashable:
    """The position up to the table's symmetries (cells and columns are interchangeable),
    the score left out."""
    columns = sorted(zip(state.hidden, state.columns, strict=True))
    return (state.stock, state.waste, state.foundations, tuple(sorted(state.cells)), tuple(columns))


def useful_moves(game: Game) -> list[Move]:
    """The legal moves that are not pointless, in `legal_moves` order."""
    before = folded(game.state)
    twin = game.copy()
    useful = []
    for move in game.legal_moves():
        twin.play(move)
        if folded(twin.state) != before:
            useful.append(move)
        twin.undo()
    return useful


def look_ahead(
    game: Game, plays: int = LOOKAHEAD_PLAYS, stop: Callable[[], bool] | None = None
) -> Lookahead:
    """Best-first over the positions reachable from `game` (by their `Progress`, then the
    fewest moves), until `plays` moves have been tried; the line to the best one.

    When nothing within reach gains anything, the line is one useful move: a stock tap
    if there is one (new cards are the way forward), else the first useful move."""
    start = progress(game.state)
    root = game.copy()
    seen = {folded(root.state)}
    queue: list[tuple[Progress, int, int, Game, tuple[Move, ...]]] = [
        (_negated(start), 0, 0, root, ())
    ]
    best: tuple[Progress, tuple[Move, ...]] = (start, ())
    order = played = 0
    while queue and played < plays and not (stop is not None and stop()):
        _, _, _, node, line = heapq.heappop(queue)
        for move in node.legal_moves():
            played += 1
            node.play(move)
            key, gained = folded(node.state), progress(node.state)
            child = node.copy() if key not in seen else None
            node.undo()
            if child is None:
                continue
            seen.add(key)
            path = (*line, move)
            if gained > best[0]:
                best = (gained, path)
            order += 1
            heapq.heappush(queue, (_negated(gained), len(path), order, child, path))
    if best[1]:
        return Lookahead(list(best[1]), start, best[0])
    fallback = _fallback(game)
    return Lookahead(fallback, start, start)


def _negated(gained: Progress) -> Progress:
    return Progress(-gained.home, -gained.face_up, -gained.dealt, -gained.room)


def _fallback(game: Game) -> list[Move]:
    """One useful move when none gains anything within reach (or none)."""
    useful = useful_moves(game)
    taps = [move for move in useful if move.is_stock_tap]
    return (taps or useful)[:1]


def progress_after(game: Game, line: Sequence[Move]) -> Progress:
    """What the position gains after `line` (legal moves of `game`, played on a copy)."""
    twin = game.copy()
    for move in line:
        twin.play(move)
    return progress(twin.state)


__all__ = [
    "FIRST_PLAYS",
    "Lookahead",
    "Progress",
    "folded",
    "look_ahead",
    "progress",
    "progress_after",
    "useful_moves",
]
