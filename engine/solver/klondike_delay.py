"""The Klondike search's delay pruning (docs/SOLVER.md, "delay pruning"): a move that only
prepares another waits until that one can follow at once. The sets of cards that could
move, and the tests a group move between columns must pass."""

from __future__ import annotations

from .klondike_rules import DECK, FOUND, Cards, KlondikeRules, KNode, Tops, holds_one_of, is_build
from .tables import KING_INDEX, RANK_INDEX


class DelayPruning(KlondikeRules):
    """The delay pruning's questions (a base class of `KlondikeDomain`)."""

    __slots__ = ()

    def _available(self, node: KNode) -> set[int]:
        """Cards that could move now or after taps: reachable waste cards, face-up cards."""
        deck, pointer, _, columns, hidden = node
        if self._lazy_stock:  # draw 1 with recycles: every stock card is in reach
            cards = set(deck)
        else:
            cards = {deck[position - 1] for position, _ in self._reachable(deck, pointer)}
        for column, down in zip(columns, hidden, strict=True):
            cards.update(column[down:])
        return cards

    def _movable(self, node: KNode) -> set[int]:
        """Every card that could move next or later without anything else moving first
        being needed to *allow* it: the stock cards the taps reach, every face-up column
        card (whatever lies on it: the cards on it may be waiting to move themselves), the
        foundation tops. The delay pruning asks this set whether a card can be used; a
        narrower set (Réfléchi's ordered runs only) let two waiting moves each wait for
        the other and lost wins (docs/SOLVER.md)."""
        cards = self._available(node)
        for slot, height in enumerate(node[FOUND]):
            if height:
                cards.add(self.suit_of_slot[slot] * 13 + height - 1)
        return cards

    def _uncovers_use(
        self,
        node: KNode,
        column: Cards,
        start: int,
        down: int,
        homes: dict[int, int],
        tops: Tops,
        empty: int,
        available: set[int],
    ) -> bool:
        """Whether the card a group move leaves face up (`column[start - 1]`, Y) could be
        used next: it goes home, or a card of `available` (`_movable`) other than the
        group's head fits on it (the head itself only when its second copy could move).
        Tested on the position before the move, which only lets more moves through. A move
        between columns that uncovers nothing usable can wait until it does
        (docs/SOLVER.md, "delay pruning"); a group that leaves Y only to come back is a
        detour a shorter line does without.

        Y moving next (or a card under it, taking Y along) is no use either: that move
        can take the group with it and the group leave afterwards, to the same place. It
        needs the column to move as one group, which holds when the face-up cards are a
        build (always in play); for other positions Y (or a card under it) having a place
        to go still counts."""
        below = column[start - 1]
        if below in homes:
            return True
        head = column[start]
        onto = self._onto
        for child in self._takes[below]:
            if child in available and (child != head or self._second_copy_moves(node, head)):
                return True
        one_group = below in onto[head] if self.ordered_groups else is_build(onto, column, down)
        if one_group:
            return False
        waiting = node[DECK] if self.chained else ()
        return self._has_a_place(column, start, down, tops, empty, waiting)

    def _has_a_place(
        self, column: Cards, start: int, down: int, tops: Tops, empty: int, waiting: Cards
    ) -> bool:
        """Whether Y (`column[start - 1]`) or a card under it that can be lifted with it has
        a column to go to: a top that takes it, or a card of `waiting` that could. With
        stock cards chained to their use (`klondike_chain`) a stock card that a line puts
        on a column early waits in the stock instead, and must still count as a place
        here: `waiting` is then the deck."""
        onto = self._onto
        upper = -1
        for index in range(start - 1, down - 1, -1):
            card = column[index]
            if self.ordered_groups and upper >= 0 and card not in onto[upper]:
                break
            upper = card
            if RANK_INDEX[card] == KING_INDEX:
                if index and empty >= 0:
                    return True
            elif any(parent in tops or parent in waiting for parent in onto[card]):
                return True
        return False

    def _second_copy_moves(self, node: KNode, card: int) -> bool:
        """Whether the other copy of `card` (Double Solitaire; one copy lies face up in a
        column) could move: face up in a column too, on top of a foundation, or in the
        stock's reach."""
        if self.deck_size == 52:  # one deck: no other copy
            return False
        deck, pointer, found, columns, hidden = node
        faces = sum(column[down:].count(card) for column, down in zip(columns, hidden, strict=True))
        if faces > 1:
            return True
        suit, height = divmod(card, 13)
        if any(found[slot] == height + 1 for slot in self.slots[suit]):
            return True
        return any(deck[position - 1] == card for position, _ in self._reachable(deck, pointer))

    def _frees(self, found: Cards, card: int, available: set[int]) -> bool:
        """Whether uncovering `card` lets something happen at once: it goes home, or an
        available card fits on it (the heuristic pass only)."""
        return card in self._home_table(found)[0] or holds_one_of(self._takes, card, available)
