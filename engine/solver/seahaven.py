"""Seahaven Towers as a search domain: perfect information, so the search is exact.

A node is `(foundations, cells, columns)` with the real pile order (so moves can be
named); its key folds cells and columns (sorted) and leaves the foundations out (they
are implied by the cards still on the table).

Pruning, each provably harmless (docs/SOLVER.md has the arguments):
- a card that fits its foundation is always sent there at once (its only possible
  tableau child, the same suit one rank lower, is already home);
- foundation returns are never generated (a returned card can only hold cards that
  are themselves returned);
- only the first empty cell / first empty column is tried (the key folds them);
- a King-led group that is a whole column never moves to another empty column.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator

from ..state import EMPTY_CELL, State
from ._search import Step

Columns = tuple[tuple[int, ...], ...]
SHNode = tuple[tuple[int, ...], tuple[int, ...], Columns]
SHMove = tuple[str, tuple[tuple[int, ...], Columns], int]
KING_INDEX = 12
HOME_WEIGHT, CELL_WEIGHT, EMPTY_WEIGHT = 10, 3, 5


class SeahavenDomain:
    """Successors, keys and ordering for Seahaven positions."""

    def start(self, state: State) -> tuple[Step, SHNode]:
        return _autoplay((state.foundations, state.cells, state.columns))

    def key(self, node: SHNode) -> Hashable:
        return (tuple(sorted(node[1])), tuple(sorted(node[2])))

    def is_won(self, node: SHNode) -> bool:
        return sum(node[0]) == 52

    def children(self, node: SHNode) -> list[tuple[Step, SHNode]]:
        found, cells, columns = node
        scored = []
        for move, child, bonus in _moves(cells, columns):
            auto, child = _autoplay((found, *child))
            scored.append((_rank(child) + bonus, (move, *auto), child))
        scored.sort(key=lambda item: -item[0])
        return [(step, child) for _, step, child in scored]


def _rank(node: SHNode) -> int:
    """Move ordering: cards home, free cells and empty columns are what wins SH."""
    found, cells, columns = node
    empty = sum(1 for column in columns if not column)
    return HOME_WEIGHT * sum(found) + CELL_WEIGHT * cells.count(EMPTY_CELL) + EMPTY_WEIGHT * empty


def _moves(cells: tuple[int, ...], columns: Columns) -> Iterator[SHMove]:
    """Yields (move text, (cells, columns) after it, ordering bonus)."""
    free = cells.count(EMPTY_CELL)
    empties = [j for j, column in enumerate(columns) if not column]
    tops = {column[-1]: j for j, column in enumerate(columns) if column}
    first_cell = cells.index(EMPTY_CELL) if free else -1
    yield from _from_cells(cells, columns, tops, empties)
    onto_card = (free + 1) << len(empties)
    onto_empty = (free + 1) << (len(empties) - 1) if empties else 0
    for i, column in enumerate(columns):
        if not column:
            continue
        run = _run_length(column)
        for count in range(1, run + 1):
            bottom = column[-count]
            if bottom % 13 == KING_INDEX:
                if empties and count <= onto_empty and count < len(column):
                    target = empties[0]
                    yield _column_move(cells, columns, i, target, count, 1)
                continue
            target = tops.get(bottom + 1, -1)
            if target >= 0 and count <= onto_card:
                yield _column_move(cells, columns, i, target, count, 2)
        if first_cell >= 0:
            new_cells = cells[:first_cell] + (column[-1],) + cells[first_cell + 1 :]
            text = f"t{i + 1}>c{first_cell + 1}"
            yield text, (new_cells, _replace(columns, i, column[:-1])), 0


def _from_cells(
    cells: tuple[int, ...], columns: Columns, tops: dict[int, int], empties: list[int]
) -> Iterator[SHMove]:
    for k, card in enumerate(cells):
        if card == EMPTY_CELL:
            continue
        target = (
            (empties[0] if empties else -1) if card % 13 == KING_INDEX else tops.get(card + 1, -1)
        )
        if target < 0:
            continue
        new_cells = cells[:k] + (EMPTY_CELL,) + cells[k + 1 :]
        new_columns = _replace(columns, target, columns[target] + (card,))
        yield f"c{k + 1}>t{target + 1}", (new_cells, new_columns), 3


def _column_move(
    cells: tuple[int, ...], columns: Columns, source: int, target: int, count: int, bonus: int
) -> SHMove:
    column = columns[source]
    moved = column[-count:]
    new_columns = list(columns)
    new_columns[source] = column[:-count]
    new_columns[target] = columns[target] + moved
    text = f"t{source + 1}>t{target + 1}" if count == 1 else f"t{source + 1}:{count}>t{target + 1}"
    return text, (cells, tuple(new_columns)), bonus


def _run_length(column: tuple[int, ...]) -> int:
    """How many top cards form one same-suit run, each one rank below the card under it."""
    run = 1
    while run < len(column):
        upper = column[-run]
        if upper % 13 == KING_INDEX or column[-run - 1] != upper + 1:
            break
        run += 1
    return run


def _replace(columns: Columns, index: int, column: tuple[int, ...]) -> Columns:
    return columns[:index] + (column,) + columns[index + 1 :]


def _autoplay(node: SHNode) -> tuple[Step, SHNode]:
    """Sends every card that fits its foundation home, repeatedly (always safe in SH)."""
    found, cells, columns = node
    moves: list[str] = []
    progress = True
    while progress:
        progress = False
        for k, card in enumerate(cells):
            if card != EMPTY_CELL and found[card // 13] == card % 13:
                found = _bump(found, card // 13)
                cells = cells[:k] + (EMPTY_CELL,) + cells[k + 1 :]
                moves.append(f"c{k + 1}>f")
                progress = True
        for i, column in enumerate(columns):
            while column and found[column[-1] // 13] == column[-1] % 13:
                found = _bump(found, column[-1] // 13)
                column = column[:-1]
                moves.append(f"t{i + 1}>f")
                progress = True
            columns = _replace(columns, i, column) if column is not columns[i] else columns
    return tuple(moves), (found, cells, columns)


def _bump(found: tuple[int, ...], suit: int) -> tuple[int, ...]:
    return found[:suit] + (found[suit] + 1,) + found[suit + 1 :]
