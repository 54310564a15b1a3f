"""The position: a few tuples of small ints, cheap to copy, compare and hash."""

from __future__ import annotations

from typing import NamedTuple

EMPTY_CELL = -1
Cards = tuple[int, ...]
# stock, waste, foundations, sorted cells, sorted (column, face-down count) pairs
PositionKey = tuple[Cards, Cards, Cards, Cards, tuple[tuple[Cards, int], ...]]


class State(NamedTuple):
    """Every card's place. Cards are ints (`suit * 13 + rank - 1`).

    - `stock`, `waste`, each column: bottom first, the last item is the top.
    - `foundations`: how many cards each foundation holds (its suit is fixed).
    - `cells`: a card or `EMPTY_CELL` per cell the game has.
    - `hidden`: how many cards at the bottom of each column are face down.
    """

    stock: tuple[int, ...]
    waste: tuple[int, ...]
    foundations: tuple[int, ...]
    cells: tuple[int, ...]
    columns: tuple[tuple[int, ...], ...]
    hidden: tuple[int, ...]
    score: int

    def key(self) -> PositionKey:
        """Canonical key for search: columns and cells folded, the score left out."""
        return (
            self.stock,
            self.waste,
            self.foundations,
            tuple(sorted(self.cells)),
            tuple(sorted(zip(self.columns, self.hidden, strict=True))),
        )
