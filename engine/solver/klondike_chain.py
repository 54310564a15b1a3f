"""Stock cards chained to their use (draw 1 with recycles): a stock card goes to a column
only together with the move that puts a card onto it.

There every stock card stays in reach, so a line that puts stock card X on a column and
only later puts a card onto X can put X there just before that move instead: the moves
between never touch X (nothing can go on the card X covers, which moves only with X on
it, and then X's placement can follow that move). Taken there, X's first use is one of:
- a card onto X: the move this module chains to the placement;
- X moved on alone, or X home: X goes there from the stock instead, in as many moves.
Every stock placement in a winning line can so be pushed forward until its use follows it
at once, and the pruning along the way sees the same cards that could move (`_movable`:
X counts in the stock and on a column alike) and the same places for a card to go (X
waiting in the stock counts as one: `DelayPruning._has_a_place`; the card X covers is a
top there too, which only allows more). A placement with no use to follow is never
searched, and no position ever holds a stock card that waits on a column for a use
(docs/SOLVER.md, "Delay pruning").
"""

from __future__ import annotations

from ._search import Step
from .klondike_delay import DelayPruning
from .klondike_rules import (
    TAP,
    KNode,
    Tops,
    column_tops,
    draw_one_taps,
    find,
    replace_column,
)

Use = tuple[Step, KNode]
"""The moves after a stock card's placement, and the position they lead to."""


class StockChains(DelayPruning):
    """A stock placement's uses (a base class of `KlondikeDomain`, through `StockMoves`)."""

    __slots__ = ()

    def _uses(self, node: KNode, card: int, target: int, movable: set[int]) -> list[Use]:
        """The moves that put a card onto `card`, a stock card just placed on top of column
        `target` (`node` is the position after the placement): a group from another column
        (under the delay pruning's test of the card it uncovers), a foundation top, or
        another stock card with a use of its own. `movable` is the set the delay
        pruning asks (`_movable` before the placement, which moved no card in or out)."""
        wanted = self._takes[card]
        uses: list[Use] = []
        self._group_uses(node, target, wanted, movable, uses)
        self._return_uses(node, target, wanted, uses)
        deck, pointer, found, columns, hidden = node
        for child in wanted:
            index = find(deck, child)
            if index < 0:
                continue
            placed = replace_column(columns, target, columns[target] + (child,))
            after = (deck[:index] + deck[index + 1 :], index, found, placed, hidden)
            prefix = (TAP,) * draw_one_taps(len(deck), pointer, index + 1) + (f"w>t{target + 1}",)
            uses.extend(
                (prefix + step, end) for step, end in self._uses(after, child, target, movable)
            )
        return uses

    def _group_uses(
        self,
        node: KNode,
        target: int,
        wanted: tuple[int, ...],
        movable: set[int],
        uses: list[Use],
    ) -> None:
        """Groups from other columns led by a card of `wanted`, onto the top of column
        `target`, as `_column_moves` would generate them in `node` (a test holds the two
        to each other; asking `_column_moves` itself made the chained walks 12–18 %
        slower)."""
        deck, pointer, found, columns, hidden = node
        onto, ordered = self._onto, self.ordered_groups
        # The delay test's facts (homes, column tops, first empty column), made at the
        # first group it is asked about: most placements have none.
        facts: tuple[dict[int, int], Tops, int] | None = None
        for i, column in enumerate(columns):
            if i == target:
                continue
            down = hidden[i]
            upper = -1
            for start in range(len(column) - 1, down - 1, -1):
                head = column[start]
                if ordered and upper >= 0 and head not in onto[upper]:
                    break
                upper = head
                if head not in wanted:
                    continue
                reveals = start > 0 and start == down
                if start and not reveals:
                    if facts is None:
                        facts = (self._home_table(found)[0], *column_tops(columns))
                    homes, tops, empty = facts
                    if not self._uncovers_use(
                        node, column, start, down, homes, tops, empty, movable
                    ):
                        continue
                count = len(column) - start
                lifted = replace_column(columns, i, column[:start])
                placed = replace_column(lifted, target, columns[target] + column[start:])
                left = (*hidden[:i], start - 1, *hidden[i + 1 :]) if reveals else hidden
                text = f"t{i + 1}:{count}>t{target + 1}" if count > 1 else f"t{i + 1}>t{target + 1}"
                uses.append(((text,), (deck, pointer, found, placed, left)))

    def _return_uses(
        self, node: KNode, target: int, wanted: tuple[int, ...], uses: list[Use]
    ) -> None:
        """Foundation tops of `wanted` back onto column `target`, as `_returns` would
        generate them: not one the autoplay would send straight home again."""
        deck, pointer, found, columns, hidden = node
        for child in wanted:
            suit, rank = divmod(child, 13)
            for slot in self.slots[suit]:
                if found[slot] != rank + 1:
                    continue
                lowered = self._lowered_for_return(found, slot, child)
                if lowered is None:
                    continue
                placed = replace_column(columns, target, columns[target] + (child,))
                uses.append(
                    ((f"f{slot + 1}>t{target + 1}",), (deck, pointer, lowered, placed, hidden))
                )
