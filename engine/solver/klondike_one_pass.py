"""A proof of loss for one pass through the stock (Vegas): some card never goes home, even
in a game far easier than the real one, in which the waste still stacks.

The easier game is `klondike_reach`'s (for each card, only *whether* something can ever
happen to it, never when, nor that two cards want one place), for any number of decks and
with face-down cards, and with the one-pass stock kept as the stack it is. Each card
lying somewhere (a column, the deck, a foundation) is one *piece*; a fact, once it can
happen, stays possible:
- *top*: a column piece is a column top once the piece on it has *left* it. Any face-up
  piece can *lead* a group, the pieces on it carried along (Double Solitaire's rule; where
  groups must be builds, this only makes the easier game easier); a face-down one once it
  is a top (it is turned up then).
- *left*: a column piece leaves the one under it by leading a group onto an *available*
  piece that takes it (a King, not at its column's bottom, into an empty column, which
  exists once some bottom piece has left), or by going home.
- *available*: a column piece that is a top, a deck piece placed on a column, or a piece
  at home that can come back onto an available one (a King: into an empty column), even
  from under others there (looser than `klondike_reach`, which makes it wait for them).
- The deck: with the stock pointer at `k` (`k` cards turned so far), the waste is a stack
  whose top is the highest piece below `k` still there. Only that piece can leave: home,
  or placed on an available piece. Tapping moves `k` on by the draw, never back, so the
  facts are settled for each `k` in turn, each stage starting from all the last one found.
- *home*: a piece goes home once a piece of its predecessor is home and it is a top (a
  placed deck piece is one) or the waste's top.

Each rule holds in every real game at the first moment its fact comes true, with the
pointer at `k` or lower: a waste piece leaving with the pointer at `k` is the top of the
waste, so every piece turned after it has left. Whatever a real game does, the easier game
can do too, so a piece that never goes home there never goes home at all. A King at the
bottom of its column never needs another empty column (moving a whole column to another
empty one changes nothing). docs/SOLVER.md, "One pass", tells what it decides.
"""

from __future__ import annotations

from .klondike_rules import Cards, KNode
from .tables import KING_INDEX, RANK_INDEX

UNDER_NONE = -1  # a column's bottom piece
NOT_IN_A_COLUMN = -2  # a deck piece or a piece at home


def has_card_never_home_one_pass(
    node: KNode,
    onto: tuple[Cards, ...],
    takes: tuple[Cards, ...],
    suit_of_slot: tuple[int, ...],
    draw: int,
) -> bool:
    """Whether some card never goes home even in the easier game (module doc), for a stock
    gone through once, `draw` cards a tap: then the position is lost. `onto[card]`: the
    cards that take it; `takes`: the inverse; `suit_of_slot`: each foundation's suit."""
    deck, pointer, found, columns, hidden = node
    game = _OnePass(onto, takes)
    for column, down in zip(columns, hidden, strict=True):
        game.add_column(column, down)
    game.add_deck(deck)
    for slot, height in enumerate(found):
        game.add_home(suit_of_slot[slot] * 13, height)
    return not game.settle_stages(pointer, draw)


class _OnePass:
    """The facts of the easier game, settled by a worklist of pieces: each fact is set
    once, and setting it looks again only at the pieces it may help."""

    def __init__(self, onto: tuple[Cards, ...], takes: tuple[Cards, ...]) -> None:
        self.onto, self.takes = onto, takes
        self.card: list[int] = []  # each piece's card
        self.under: list[int] = []  # the column piece under it, or UNDER_NONE, NOT_IN_A_COLUMN
        self.top: list[bool] = []
        self.face_up: list[bool] = []  # a column piece face up as dealt: it leads a group
        self.left: list[bool] = []
        self.home: list[bool] = []
        self.available: list[bool] = []
        self.fits = [False] * 52  # some piece of that card is available
        self.at_home = [False] * 52  # some piece of that card is home
        self.pieces_of: list[list[int]] = [[] for _ in range(52)]
        self.kings: list[int] = []
        self.empty = False
        self.homes = 0
        self.deck_start = self.deck_end = 0
        self.waste_top = -1  # the deck piece that can leave now, or −1
        self.todo: list[int] = []

    def _add(
        self, card: int, under: int, top: bool = False, face_up: bool = False, home: bool = False
    ) -> int:
        piece = len(self.card)
        self.card.append(card)
        self.under.append(under)
        self.top.append(top)
        self.face_up.append(face_up)
        self.left.append(False)
        self.home.append(home)
        self.available.append(False)
        self.pieces_of[card].append(piece)
        if RANK_INDEX[card] == KING_INDEX:
            self.kings.append(piece)
        return piece

    def add_column(self, column: Cards, down: int) -> None:
        """A column, bottom first, its `down` lowest cards face down."""
        if not column:
            self.empty = True
            return
        base, last = len(self.card), len(column) - 1
        for depth, card in enumerate(column):
            under = base + depth - 1 if depth else UNDER_NONE
            self.todo.append(self._add(card, under, top=depth == last, face_up=depth >= down))

    def add_deck(self, deck: Cards) -> None:
        """The waste, bottom first, then the stock in drawing order."""
        self.deck_start = len(self.card)
        for card in deck:
            self._add(card, NOT_IN_A_COLUMN)
        self.deck_end = len(self.card)

    def add_home(self, first: int, height: int) -> None:
        """A foundation holding the cards `first` … `first + height − 1`."""
        for card in range(first, first + height):
            self.todo.append(self._add(card, NOT_IN_A_COLUMN, home=True))
            self.at_home[card] = True
            self.homes += 1

    def settle_stages(self, pointer: int, draw: int) -> bool:
        """Settles the facts with the stock pointer at `pointer`, then after each tap;
        whether every piece goes home."""
        size = self.deck_end - self.deck_start
        while True:
            self._uncover(self.deck_start + pointer - 1)
            self._settle()
            if self.homes == len(self.card):
                return True
            if pointer >= size:
                return False
            pointer = min(pointer + draw, size)

    def _uncover(self, piece: int) -> None:
        """The waste's top is the highest deck piece from `piece` down still there."""
        left, start = self.left, self.deck_start
        while piece >= start and left[piece]:
            piece -= 1
        self.waste_top = piece if piece >= start else -1
        if self.waste_top >= 0:
            self.todo.append(piece)

    def _takes_it(self, piece: int) -> bool:
        """Whether an available piece (a King: an empty column) can take `piece`."""
        card = self.card[piece]
        if RANK_INDEX[card] == KING_INDEX:
            return self.empty
        fits = self.fits
        return any(fits[other] for other in self.onto[card])

    def _goes_home(self, piece: int) -> bool:
        card = self.card[piece]
        return RANK_INDEX[card] == 0 or self.at_home[card - 1]

    def _settle(self) -> None:
        todo = self.todo
        under, home, left = self.under, self.home, self.left
        while todo:
            piece = todo.pop()
            if under[piece] != NOT_IN_A_COLUMN:
                self._column_piece(piece)
            elif home[piece]:
                if not self.available[piece] and self._takes_it(piece):
                    self._make_available(piece)  # it can come back
            elif left[piece]:  # placed on a column: a top there
                if self._goes_home(piece):
                    self._go_home(piece)
            elif piece == self.waste_top:
                self._leave_waste(piece)

    def _column_piece(self, piece: int) -> None:
        top = self.top[piece]
        if top and not self.available[piece]:
            self._make_available(piece)
        if not self.left[piece] and (top or self.face_up[piece]):  # it leads a group
            king = RANK_INDEX[self.card[piece]] == KING_INDEX
            if (self.under[piece] >= 0 or not king) and self._takes_it(piece):
                self._leave_column(piece)
        if top and not self.home[piece] and self._goes_home(piece):
            self._go_home(piece)
            if not self.left[piece]:
                self._leave_column(piece)

    def _leave_waste(self, piece: int) -> None:
        """The waste's top leaves, home or onto a column, if it can; the piece under it is
        the top then."""
        home = self._goes_home(piece)
        if not home and not self._takes_it(piece):
            return
        self.left[piece] = True
        self._uncover(piece - 1)
        if home:
            self._go_home(piece)
        else:
            self._make_available(piece)

    def _leave_column(self, piece: int) -> None:
        """A column piece leaves the one under it: that one is a top (turned up, if it was
        face down)."""
        self.left[piece] = True
        below, todo = self.under[piece], self.todo
        if below == UNDER_NONE:
            if not self.empty:
                self.empty = True
                todo.extend(self.kings)
            return
        if not self.top[below]:
            self.top[below] = True
            todo.append(below)

    def _make_available(self, piece: int) -> None:
        self.available[piece] = True
        card = self.card[piece]
        if not self.fits[card]:
            self.fits[card] = True
            for other in self.takes[card]:
                self.todo.extend(self.pieces_of[other])

    def _go_home(self, piece: int) -> None:
        self.home[piece] = True
        self.homes += 1
        self.todo.append(piece)  # it may come back
        card = self.card[piece]
        if not self.at_home[card]:
            self.at_home[card] = True
            if RANK_INDEX[card] != KING_INDEX:
                self.todo.extend(self.pieces_of[card + 1])
