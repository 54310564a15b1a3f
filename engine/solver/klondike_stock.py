"""The Klondike search's stock: macro moves (the taps, then the card's move; klondike.py's
module doc says why no line is lost) and the safe foundation moves of stock cards."""

from __future__ import annotations

from ._search import Step
from .klondike_chain import StockChains
from .klondike_rules import (
    EVERY_PILE,
    HOME_FROM_STOCK,
    STOCK_TO_COLUMN,
    TAP,
    KMove,
    KNode,
    Tops,
    bump,
    draw_one_taps,
    find,
    holds_one_of,
    replace_column,
)


class StockMoves(StockChains):
    """Stock macros and the stock's safe moves (a base class of `KlondikeDomain`)."""

    __slots__ = ()

    def _waste_moves(
        self,
        node: KNode,
        tops: Tops,
        empty: int,
        homes: dict[int, int],
        out: list[KMove],
        usable: set[int] | None,
    ) -> None:
        """Stock macros. With `usable` (draw 1 with recycles, exact pass), a stock card goes
        to the tableau only if a usable card fits on it: every stock card stays in reach,
        so the move can wait until one does (docs/SOLVER.md, "delay pruning")."""
        deck, pointer, found, columns, hidden = node
        append = out.append
        takes = self._takes
        # Only draw 1 without recycles autoplays a waste top that a move uncovers.
        uncovers_waste = self.draw == 1 and self.stock_autoplay and not self.recycle
        # One pass: a tap past a safe waste top buries it for good; sending it home first
        # loses nothing (module doc), so no macro taps past one.
        safe = self._home_table(found)[1] if not self.recycle else {}
        # Stock cards chained to their use (`klondike_chain`): the usable cards their uses
        # are tested against, and a placement only with a use; None: placements alone.
        chained = usable if self.chained and not self.heuristic else None
        for position, taps in self._reachable(deck, pointer):
            card = deck[position - 1]
            slot = homes.get(card, -1)
            fits = usable is None or holds_one_of(takes, card, usable)
            targets = self._targets(card, tops, empty) if fits else []
            if slot < 0 and not targets:
                continue  # most stock cards: nowhere to go, no deck to cut
            rest = deck[: position - 1] + deck[position:]
            prefix = (TAP,) * taps
            if slot >= 0:
                child = (rest, position - 1, bump(found, slot, 1), columns, hidden)
                append((HOME_FROM_STOCK - taps, (*prefix, "w>f"), child, EVERY_PILE))
                if card in safe:
                    break
            for target in targets:
                placed = replace_column(columns, target, columns[target] + (card,))
                after = (rest, position - 1, found, placed, hidden)
                priority, to = STOCK_TO_COLUMN - taps, f"w>t{target + 1}"
                if chained is not None:
                    for step, child in self._uses(after, card, target, chained):
                        append((priority, (*prefix, to, *step), child, EVERY_PILE))
                else:
                    append(
                        (priority, (*prefix, to), after, EVERY_PILE if uncovers_waste else target)
                    )

    def _safe_from_stock(self, node: KNode, safe: dict[int, int]) -> tuple[Step, KNode] | None:
        """A stock card of `safe` ({card: slot}, the cards `KlondikeDomain._one_safe` plays
        home at once) sent home (with recycles any stock card, in one pass only the waste
        top), with the taps that bring it to the top; or None. Draw 1 with stock autoplay
        only: with draw 3 removing a card shifts which cards later draws show."""
        deck, pointer, found, columns, hidden = node
        for card, slot in safe.items():
            index = find(deck, card) if self.recycle else pointer - 1
            if index >= 0 and deck[index] == card:
                rest = deck[:index] + deck[index + 1 :]
                child = (rest, index, bump(found, slot, 1), columns, hidden)
                taps = draw_one_taps(len(deck), pointer, index + 1)
                return (*(TAP,) * taps, "w>f"), child
        return None
