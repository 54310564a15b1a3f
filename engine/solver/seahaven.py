"""Seahaven Towers as a search domain: perfect information, so the search is exact.

A node is an `SHNode`, `(found, cells, columns)`, with the real pile order (so moves can be
named); its key folds cells and columns (sorted) and leaves the foundations out (they
are implied by the cards still on the table).

Pruning, each provably harmless (docs/SOLVER.md has the arguments):
- a card that fits its foundation is always sent there at once (its only possible
  tableau child, the same suit one rank lower, is already home);
- foundation returns are never generated (a returned card can only hold cards that
  are themselves returned);
- only the first empty cell / first empty column is tried (the key folds them);
- a King-led group that is a whole column never moves to another empty column.

What a column takes (`BuildTables.single_onto`: same-suit building leaves one card),
which foundation takes a card and the group limit (`Variant.group_capacity`) come from
the variant.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass

from ..state import EMPTY_CELL, State
from ..variants import Variant
from ._search import Step
from .tables import CARDS, KING_INDEX, RANK_INDEX, SUIT, build_tables

Cards = tuple[int, ...]
Columns = tuple[Cards, ...]
SHMove = tuple[str, tuple[Cards, Columns], int]  # move text, (cells, columns) after, bonus
HOME_WEIGHT, CELL_WEIGHT, EMPTY_WEIGHT = 10, 3, 5
# Ordering bonuses on top of the rating: a cell emptied first, then a card or group onto
# a card, a King-led group into an empty column, a card into a cell last.
FROM_CELL, ONTO_CARD, KING_TO_EMPTY, INTO_CELL = 3, 2, 1, 0


# A position: `(found, cells, columns)`, foundation heights, cells (`EMPTY_CELL` when
# free), columns. A bare tuple for speed, as `KNode` (klondike_rules.py says why).
SHNode = tuple[Cards, Cards, Columns]


@dataclass(frozen=True, slots=True)
class SeahavenDomain:
    """Successors, keys and ordering for Seahaven positions. `onto[card]`: the one card a
    column top must be to take `card` (-1: none, a King); `home[card]`: its foundation;
    `capacity(free cells, empty columns)`: the group limit."""

    onto: Cards
    home: Cards
    capacity: Callable[[int, int], int | None]

    @classmethod
    def for_game(cls, variant: Variant) -> SeahavenDomain:
        homes = tuple(variant.suit_foundations[SUIT[card]][0] for card in CARDS)
        return cls(build_tables(variant).single_onto, homes, variant.group_capacity)

    def start(self, state: State) -> tuple[Step, SHNode]:
        return self._autoplay((state.foundations, state.cells, state.columns))

    def key(self, node: SHNode) -> Hashable:
        return (tuple(sorted(node[1])), tuple(sorted(node[2])))

    def is_won(self, node: SHNode) -> bool:
        return sum(node[0]) == 52

    def children(self, node: SHNode) -> list[tuple[Step, SHNode]]:
        found, cells, columns = node
        scored = []
        autoplay = self._autoplay
        for move, (new_cells, new_columns), bonus in self._moves(cells, columns):
            auto, child = autoplay((found, new_cells, new_columns))
            scored.append((_rank(child) + bonus, (move, *auto), child))
        scored.sort(key=lambda item: -item[0])
        return [(step, child) for _, step, child in scored]

    def _moves(self, cells: Cards, columns: Columns) -> Iterator[SHMove]:
        """Yields (move text, (cells, columns) after it, ordering bonus)."""
        free = cells.count(EMPTY_CELL)
        empties = [j for j, column in enumerate(columns) if not column]
        tops = {column[-1]: j for j, column in enumerate(columns) if column}
        first_cell = cells.index(EMPTY_CELL) if free else -1
        onto = self.onto
        yield from self._from_cells(cells, columns, tops, empties)
        onto_card = self._limit(free, len(empties))
        onto_empty = self._limit(free, len(empties) - 1) if empties else 0
        for i, column in enumerate(columns):
            if not column:
                continue
            run = self._run_length(column)
            for count in range(1, run + 1):
                bottom = column[-count]
                if RANK_INDEX[bottom] == KING_INDEX:
                    if empties and count <= onto_empty and count < len(column):
                        target = empties[0]
                        yield _column_move(cells, columns, i, target, count, KING_TO_EMPTY)
                    continue
                target = tops.get(onto[bottom], -1)
                if target >= 0 and count <= onto_card:
                    yield _column_move(cells, columns, i, target, count, ONTO_CARD)
            if first_cell >= 0:
                new_cells = cells[:first_cell] + (column[-1],) + cells[first_cell + 1 :]
                text = f"t{i + 1}>c{first_cell + 1}"
                yield text, (new_cells, _replace(columns, i, column[:-1])), INTO_CELL

    def _limit(self, free_cells: int, empty_columns: int) -> int:
        """The group limit (the rules' own; unlimited never happens in Seahaven)."""
        limit = self.capacity(free_cells, empty_columns)
        return 52 if limit is None else limit

    def _from_cells(
        self, cells: Cards, columns: Columns, tops: dict[int, int], empties: list[int]
    ) -> Iterator[SHMove]:
        for k, card in enumerate(cells):
            if card == EMPTY_CELL:
                continue
            if RANK_INDEX[card] == KING_INDEX:
                target = empties[0] if empties else -1
            else:
                target = tops.get(self.onto[card], -1)
            if target < 0:
                continue
            new_cells = cells[:k] + (EMPTY_CELL,) + cells[k + 1 :]
            new_columns = _replace(columns, target, columns[target] + (card,))
            yield f"c{k + 1}>t{target + 1}", (new_cells, new_columns), FROM_CELL

    def _run_length(self, column: Cards) -> int:
        """How many top cards form one run, each lying on the card that takes it."""
        onto = self.onto
        run = 1
        while run < len(column):
            if column[-run - 1] != onto[column[-run]]:
                break
            run += 1
        return run

    def _autoplay(self, node: SHNode) -> tuple[Step, SHNode]:
        """Sends every card that fits its foundation home, repeatedly (always safe in SH)."""
        found, cells, columns = node
        home = self.home
        moves: list[str] = []
        progress = True
        while progress:
            progress = False
            for k, card in enumerate(cells):
                if card != EMPTY_CELL and found[home[card]] == RANK_INDEX[card]:
                    found = _bump(found, home[card])
                    cells = cells[:k] + (EMPTY_CELL,) + cells[k + 1 :]
                    moves.append(f"c{k + 1}>f")
                    progress = True
            for i, column in enumerate(columns):
                while column and found[home[column[-1]]] == RANK_INDEX[column[-1]]:
                    found = _bump(found, home[column[-1]])
                    column = column[:-1]
                    moves.append(f"t{i + 1}>f")
                    progress = True
                columns = _replace(columns, i, column) if column is not columns[i] else columns
        if not moves:
            return (), node
        return tuple(moves), (found, cells, columns)


def _rank(node: SHNode) -> int:
    """Move ordering: cards home, free cells and empty columns are what wins SH."""
    found, cells, columns = node
    empty = sum(1 for column in columns if not column)
    return HOME_WEIGHT * sum(found) + CELL_WEIGHT * cells.count(EMPTY_CELL) + EMPTY_WEIGHT * empty


def _column_move(
    cells: Cards, columns: Columns, source: int, target: int, count: int, bonus: int
) -> SHMove:
    column = columns[source]
    moved = column[-count:]
    new_columns = list(columns)
    new_columns[source] = column[:-count]
    new_columns[target] = columns[target] + moved
    text = f"t{source + 1}>t{target + 1}" if count == 1 else f"t{source + 1}:{count}>t{target + 1}"
    return text, (cells, tuple(new_columns)), bonus


def _replace(columns: Columns, index: int, column: Cards) -> Columns:
    return columns[:index] + (column,) + columns[index + 1 :]


def _bump(found: Cards, foundation: int) -> Cards:
    return found[:foundation] + (found[foundation] + 1,) + found[foundation + 1 :]
