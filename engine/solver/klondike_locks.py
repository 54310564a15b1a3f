"""A proof of loss without search: cards that can never move again.

A card leaves its place in a column only by going home (a copy of every lower card of its
suit must be home), by moving onto a column top that takes it, by going to an empty
column (a King), or by being carried along when a card under it moves as the head of a
group. A stock card leaves the stock only the first three ways. A set of cards *locks*
when each of them needs, for every one of those ways, a card that lies under one of them
in a column or is itself a locked stock card: then none of them can ever be the first to
move, so none of them ever goes home and the position is lost, whatever is played.

The lock is the largest such set, found by starting from every card and dropping the ones
with a way out until none is left (a greatest fixpoint). Every way out a card might have
counts, foundation returns included (a card at home can come back and take another), so
the test only ever under-claims. Two cases are settled by the rules' symmetries: an Ace
can always go home when it is on top, so it never locks; a King at the bottom of a column
moving to another empty column changes nothing (the search never does it either), so its
only way out is home, while a King higher up may find an empty column and never locks.
What takes a card comes from the variant (`BuildTables.onto`); docs/SOLVER.md, "Proofs of
loss without search", tells where this proves a deal lost at once.
"""

from __future__ import annotations

from collections import Counter

from .klondike_rules import Cards, Columns, KNode
from .tables import KING_INDEX, RANK_INDEX

Spots = dict[int, list[tuple[int, int]]]  # card → (column, depth) of each copy in a column


def has_locked_cards(node: KNode, onto: tuple[Cards, ...], ordered: bool, copies: int) -> bool:
    """Whether some card of the position can never move again (module doc).

    `onto[card]`: the cards a column top must be to take `card`; `ordered`: whether a group
    must be a build to move (Réfléchi), else any face-up card carries what lies on it;
    `copies`: how many decks are dealt."""
    deck, _, _, columns, hidden = node
    lock = _Lock(columns, hidden, onto, ordered, copies, Counter(deck))
    return lock.settle()


class _Lock:
    """The candidate set and its fixpoint. `pins[j]`: the depths of column j still in the
    set (as a list of flags); `heights[j]`: one past the highest of them, so a card of
    column j lies under a locked card when its depth is below it."""

    def __init__(
        self,
        columns: Columns,
        hidden: Cards,
        onto: tuple[Cards, ...],
        ordered: bool,
        copies: int,
        stock: Counter[int],
    ) -> None:
        self.columns, self.hidden, self.onto = columns, hidden, onto
        self.ordered, self.copies, self.stock = ordered, copies, stock
        self.spots: Spots = {}
        for j, column in enumerate(columns):
            for depth, card in enumerate(column):
                self.spots.setdefault(card, []).append((j, depth))
        self.pins = [[_may_lock(card, depth) for depth, card in enumerate(col)] for col in columns]
        self.heights = [_height(row) for row in self.pins]
        self.stuck = {card for card in stock if 0 < RANK_INDEX[card] < KING_INDEX}

    def settle(self) -> bool:
        """Drops every card with a way out until none is dropped; whether any is left."""
        changed = True
        while changed:
            changed = self._drop_column_cards() | self._drop_stock_cards()
        return any(self.heights) or bool(self.stuck)

    def _drop_column_cards(self) -> bool:
        changed = False
        for j, column in enumerate(self.columns):
            row = self.pins[j]
            for depth in range(self.heights[j] - 1, -1, -1):
                if row[depth] and not self._column_card_stays(column, j, depth):
                    row[depth] = False
                    changed = True
            self.heights[j] = _height(row)
        return changed

    def _drop_stock_cards(self) -> bool:
        leaving = {card for card in self.stuck if not self._stays(card, at_bottom=False)}
        self.stuck -= leaving
        return bool(leaving)

    def _column_card_stays(self, column: Cards, j: int, depth: int) -> bool:
        if not self._stays(column[depth], at_bottom=depth == 0):
            return False
        below = depth - 1
        while below >= self.hidden[j]:  # face-up cards under it that could carry it
            carrier = column[below]
            if self.ordered and carrier not in self.onto[column[below + 1]]:
                break  # not a build from here: no group from lower down holds the card
            if not self._cannot_lead(carrier, at_bottom=below == 0):
                return False
            below -= 1
        return True

    def _stays(self, card: int, at_bottom: bool) -> bool:
        """The card can neither go home nor move as a group's head."""
        return self._cannot_lead(card, at_bottom) and self._never_home(card)

    def _never_home(self, card: int) -> bool:
        """A lower card of its suit is held: a foundation holds one of each lower rank
        before it takes the card, so the card never goes home."""
        return any(self._held(lower) for lower in range(card - RANK_INDEX[card], card))

    def _cannot_lead(self, card: int, at_bottom: bool) -> bool:
        """No column top can ever take the card (a King: only at the bottom of a column,
        where moving to an empty column changes nothing)."""
        if RANK_INDEX[card] == KING_INDEX:
            return at_bottom
        return all(self._held(parent) for parent in self.onto[card])

    def _held(self, card: int) -> bool:
        """Every copy of the card lies under a locked card or is a locked stock card."""
        held = self.stock[card] if card in self.stuck else 0
        for j, depth in self.spots.get(card, ()):
            if depth < self.heights[j] - 1:
                held += 1
        return held == self.copies


def _may_lock(card: int, depth: int) -> bool:
    rank = RANK_INDEX[card]
    return rank != 0 and not (rank == KING_INDEX and depth > 0)


def _height(row: list[bool]) -> int:
    for depth in range(len(row) - 1, -1, -1):
        if row[depth]:
            return depth + 1
    return 0
