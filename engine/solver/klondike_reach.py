"""A proof of loss that runs at every position: some card can never go home, even in a
game far easier than the real one.

The easier game keeps, for each card, only *whether* something can ever happen to it,
never when, and never that two cards want the same place at once. A fact, once it can
happen, stays possible:
- *top*: the card is a column top at some time. In its column the card first on top of
  it must have *left* it first (moved as a group's head, or gone home); a card carried
  along with a group stays on the card under it. A stock card needs no top.
- *head*: the card can lead a group: groups must be builds, so the first card above it
  that does not build on the card under it (a *break*), or a card between, must have left.
- *left*: a column card leaves the card under it by leading a group onto a card that is
  available (below), a King (not at the bottom of its column) into an empty column, which
  exists once some column's bottom card has left, or by going home.
- *placed*: a stock card is put on an available card (a King: into an empty column).
- *available*: a card can take another: a column card that is a top, a placed stock card,
  or a card at home (it can come back).
- *shown* (draw 3): a stock card the draws can show. With nothing taken from the deck,
  the draws show the cards at the positions the pointer reaches by taps (this pass, then
  after a recycle); else the card above it in the deck or any card below it must have
  been taken first (taking one shifts the later cards' positions).
- *home*: the card's predecessor is home and the card is a top or a shown stock card.

Each rule holds of every real game at the first moment its fact comes true, so whatever a
real game does, the easier game can do too: a card that never goes home there never goes
home at all. A King at the bottom of its column never needs another empty column (moving
a whole column to another empty one changes nothing; the search never does it either).
docs/SOLVER.md, "No way home", tells what it decides.

Written for games dealt face up from one deck whose groups must be builds (Réfléchi;
`KlondikeDomain` uses it there, the only such game, which always recycles):
`has_card_never_home` itself answers False when a card is face down or more than one deck
is dealt.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import ClassVar

from .klondike_rules import Cards, KNode
from .tables import KING_INDEX, RANK_INDEX

CardFacts = tuple[int, bool, Cards]
"""Of a column card: the card under it (or −1), whether it is the column's bottom card, and
the cards under it that can lead a group once it has left (up to the next break)."""
ColumnFacts = tuple[dict[int, CardFacts], Cards]
"""A column's `CardFacts` by card, and the cards that lead a group as dealt (a build lies
on them)."""

_KINGS = tuple(suit * 13 + KING_INDEX for suit in range(4))


@dataclass
class ProofMemo:
    """What the proof learnt, shared by every pass of one solve (`dataclasses.replace`
    hands the same memo on): the facts of each column, and each position's answer (the
    passes walk many of the same positions: 16–49 % of the tests repeat). Both are
    dropped when they grow past `LIMIT` entries, to bound the memory."""

    LIMIT: ClassVar[int] = 200_000
    columns: dict[Cards, ColumnFacts] = field(default_factory=dict)
    verdicts: dict[Hashable, bool] = field(default_factory=dict)

    def remember(self, key: Hashable, lost: bool) -> None:
        if len(self.verdicts) >= self.LIMIT:
            self.verdicts.clear()
        if len(self.columns) >= self.LIMIT:
            self.columns.clear()
        self.verdicts[key] = lost


def column_facts(column: Cards, onto: tuple[Cards, ...]) -> ColumnFacts:
    """The facts of one column (`ColumnFacts`); `onto[card]`: the cards that take it."""
    facts: dict[int, CardFacts] = {}
    leaders = []
    builds = True  # whether what lies on the card is a build
    for depth in range(len(column) - 1, -1, -1):
        card = column[depth]
        if builds:
            leaders.append(card)
        watchers = []
        for below in range(depth - 1, -1, -1):
            watchers.append(column[below])
            if below and column[below - 1] not in onto[column[below]]:
                break  # a break under the card: what lies lower needs that one to leave
        facts[card] = (column[depth - 1] if depth else -1, depth == 0, tuple(watchers))
        builds = builds and depth > 0 and column[depth - 1] in onto[card]
    return facts, tuple(leaders)


def has_card_never_home(
    node: KNode,
    onto: tuple[Cards, ...],
    takes: tuple[Cards, ...],
    slots: tuple[tuple[int, ...], ...],
    draw: int,
    cache: dict[Cards, ColumnFacts],
) -> bool:
    """Whether some card never goes home even in the easier game (module doc): then the
    position is lost. `onto[card]`: the cards that take it; `takes`: the inverse; `slots`:
    each suit's foundation; `cache`: column facts kept between calls."""
    deck, pointer, found, columns, hidden = node
    size = len(onto)
    if any(hidden) or len(deck) + sum(map(len, columns)) + sum(found) != size:
        return False
    reach = _Reach(size, onto, takes)
    reach.start_found(found, slots)
    reach.start_columns(columns, cache)
    reach.start_deck(deck, pointer, draw)
    return not reach.settle()


class _Reach:
    """The facts of the easier game (module doc), settled by a worklist: each fact is set
    once, and setting it looks again only at the cards it may help. Flat lists and sets,
    one loop: this runs at every position the search expands."""

    def __init__(self, size: int, onto: tuple[Cards, ...], takes: tuple[Cards, ...]) -> None:
        self.size, self.onto, self.takes = size, onto, takes
        self.home = [False] * size
        self.available = [False] * size
        self.top = [False] * size
        # A column card has left the card under it; a stock card has been taken.
        self.left = [False] * size
        self.heads: set[int] = set()
        self.shown: set[int] = set()
        self.facts: dict[int, CardFacts] = {}
        self.deck: Cards = ()
        self.index: dict[int, int] = {}
        self.shown_from = size  # every deck card from there on is shown
        self.empty = False
        self.homes = 0
        self.todo = list(_KINGS)  # they may take an empty column

    def start_found(self, found: Cards, slots: tuple[tuple[int, ...], ...]) -> None:
        for suit, slot in enumerate(slots):
            first, height = suit * 13, found[slot[0]]
            self.home[first : first + height] = [True] * height
            self.available[first : first + height] = [True] * height
            self.homes += height  # a card at home can come back: it stays available

    def start_columns(self, columns: tuple[Cards, ...], cache: dict[Cards, ColumnFacts]) -> None:
        top, todo, facts = self.top, self.todo, self.facts
        for column in columns:
            if not column:
                self.empty = True
                continue
            known = cache.get(column)
            if known is None:
                known = cache[column] = column_facts(column, self.onto)
            facts.update(known[0])
            self.heads.update(known[1])
            todo.extend(known[1])
            top[column[-1]] = True

    def start_deck(self, deck: Cards, pointer: int, draw: int) -> None:
        """The stock cards the draws show with nothing taken: every one with draw 1; with
        draw 3 every third (the first pass after a recycle, and this one from the pointer)
        and the last."""
        self.deck = deck
        self.shown_from = len(deck)
        self.index = {card: position for position, card in enumerate(deck)}
        if draw == 1:
            self.shown.update(deck)
        elif deck:
            self.shown.update(deck[2::3], deck[pointer - 1 :: 3] if pointer else (), deck[-1:])
        self.todo.extend(self.shown)

    def settle(self) -> bool:
        """Works through what the facts set so far allow; whether every card goes home.
        (One loop with the cheap steps written out: it runs at every position.)"""
        todo, home, top, heads, left = self.todo, self.home, self.top, self.heads, self.left
        available, facts, shown, onto = self.available, self.facts, self.shown, self.onto
        takes, index, size = self.takes, self.index, self.size
        fits = available.__getitem__
        pop, push, push_all = todo.pop, todo.append, todo.extend
        while todo:
            card = pop()
            if home[card]:
                continue
            rank = RANK_INDEX[card]
            if card in facts:  # a column card
                if top[card] and not available[card]:
                    heads.add(card)
                    available[card] = True
                    push_all(takes[card])
                if not left[card] and card in heads:
                    if rank == KING_INDEX:
                        if self.empty and not facts[card][1]:
                            self._leave(card)
                    elif any(map(fits, onto[card])):
                        self._leave(card)
                if not top[card]:
                    continue
            elif card not in shown:
                continue
            elif not available[card] and (
                self.empty if rank == KING_INDEX else any(map(fits, onto[card]))
            ):
                self._take(card)  # placed on a column
                available[card] = True
                push_all(takes[card])
            if rank and not home[card - 1]:
                continue
            home[card] = True  # the card goes home
            self.homes += 1
            if self.homes == size:
                return True
            if not available[card]:
                available[card] = True
                push_all(takes[card])
            if card in index:
                self._take(card)
            elif not left[card]:
                self._leave(card)
            if rank < KING_INDEX:
                push(card + 1)
        return self.homes == size

    def _leave(self, card: int) -> None:
        """A column card leaves the card under it: that one is a top, and the cards under
        it up to the next break may lead a group."""
        self.left[card] = True
        under, bottom, watchers = self.facts[card]
        todo = self.todo
        if under >= 0 and not self.top[under]:
            self.top[under] = True
            todo.append(under)
        heads = self.heads
        for watcher in watchers:
            if watcher in heads:
                break  # and so is every card under it in this build (they share its break)
            heads.add(watcher)
            todo.append(watcher)
        if bottom and not self.empty:
            self.empty = True
            todo.extend(_KINGS)

    def _take(self, card: int) -> None:
        """A stock card leaves the deck: the card above it in the deck and every card
        below it may be shown now (taking it shifts their positions)."""
        if self.left[card]:
            return
        self.left[card] = True
        position = self.index[card]
        others = self.deck[position + 1 : self.shown_from]
        self.shown_from = min(self.shown_from, position + 1)
        if position:
            others = (self.deck[position - 1], *others)
        shown = self.shown
        for other in others:
            if other not in shown:
                shown.add(other)
                self.todo.append(other)
