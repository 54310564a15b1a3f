"""The foundations' part of the Klondike domain: returns from a foundation to the
tableau, and the safe foundation moves the search plays at once (docs/SOLVER.md, "Safe
foundation moves"). A base class of `KlondikeDomain`, kept apart so each stays readable."""

from __future__ import annotations

from ._search import Step
from .klondike_rules import (
    EVERY_PILE,
    RETURN,
    Cards,
    KMove,
    KNode,
    Tops,
    bump,
    lift,
    replace_column,
)
from .klondike_stock import StockMoves
from .tables import KING_INDEX, RANK_INDEX


class FoundationMoves(StockMoves):
    """Returns and safe foundation moves (a base class of `KlondikeDomain`)."""

    __slots__ = ()
    _stock_autoplays: bool
    _stock_homes: dict[Cards, dict[int, int]]

    def _wanted(self, tops: Tops) -> set[int]:
        """The cards some column top takes (a King wants an empty column instead)."""
        takes = self._takes
        return {child for top in tops for child in takes[top]}

    def _returns(
        self, node: KNode, tops: Tops, wanted: set[int], empty: int, out: list[KMove]
    ) -> None:
        """Foundation tops back onto the tableau (a return can be needed just to uncover the
        foundation card under it, so no delay rule applies here). A card that would be safe
        to send home again is left out: the autoplay would play it (or, in Double Solitaire,
        its other copy from a column top) straight home. The first leads back to the
        position it came from; the second equals a move between columns that the delay
        pruning postpones anyway (docs/SOLVER.md). So leaving them out only saves time."""
        deck, pointer, found, columns, hidden = node
        for suit, slots in enumerate(self.slots):
            for slot in slots:
                if not found[slot]:
                    continue
                card = suit * 13 + found[slot] - 1
                if card not in wanted and (RANK_INDEX[card] != KING_INDEX or empty < 0):
                    continue  # no column takes it (most foundation tops, most of the time)
                targets = self._targets(card, tops, empty)
                if not targets:
                    continue
                lowered = self._lowered_for_return(found, slot, card)
                if lowered is None:
                    continue
                for target in targets:
                    placed = replace_column(columns, target, columns[target] + (card,))
                    child = (deck, pointer, lowered, placed, hidden)
                    out.append((RETURN, (f"f{slot + 1}>t{target + 1}",), child, EVERY_PILE))

    def _autoplay(self, node: KNode) -> tuple[Step, KNode]:
        """Plays safe foundation moves until none is left."""
        moves: list[str] = []
        while True:
            played = self._one_safe(node)
            if played is None:
                return tuple(moves), node
            step, node = played
            moves.extend(step)

    def _one_safe(self, node: KNode) -> tuple[Step, KNode] | None:
        """One foundation move played at once: a safe column top first, else a stock card,
        safe, or with draw 1 and recycles one whose predecessor is safe (`_stock_home`)."""
        deck, pointer, found, columns, hidden = node
        homes, safe = self._home_table(found)
        if safe:
            for i, column in enumerate(columns):
                if column and column[-1] in safe:
                    slot = safe[column[-1]]
                    lifted, new_hidden = lift(columns, hidden, i, 1)
                    child = (deck, pointer, bump(found, slot, 1), lifted, new_hidden)
                    return (f"t{i + 1}>f",), child
        if not self._stock_autoplays or not deck:
            return None
        return self._safe_from_stock(node, self._stock_home(found, homes, safe))

    def _stock_home(
        self, found: Cards, homes: dict[int, int], safe: dict[int, int]
    ) -> dict[int, int]:
        """The stock cards played home at once: the safe ones, and with draw 1 and recycles
        every one whose predecessor is safe. There every stock card stays in reach, so the
        card is worth as much at home as in the stock: a line that puts it on a column can
        bring it back from home instead, in as many moves. What it covers at home is safe,
        and a win never needs a safe card back (docs/SOLVER.md, "Safe foundation moves")."""
        if not self._lazy_stock or len(homes) == len(safe):
            return safe
        table = self._stock_homes.get(found)  # cached per foundation row, as `_home_table`
        if table is None:
            table = self._stock_homes[found] = {
                card: slot
                for card, slot in homes.items()
                if card in safe or self._safe(found, card - 1)
            }
        return table
