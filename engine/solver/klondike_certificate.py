"""Certificates of loss: facts of the easier game (`klondike_reach`) that can never come
true, each kept false by the others, checked at a new position without playing it.

A lost easier game leaves facts false: some card never home, and with it the facts that
keep it away. From a card never home, `extract` follows, for each false fact and each
rule that could make it true, one premise of the rule that is false too, and notes what
of the position the rule's shape there relies on: which card lies on which, a column's
bottom card, a card in a column or in the stock, a card not home. `Certificate.holds`
checks only that at another position: where it holds, every rule that could make one of
the facts true still has a premise among them, so none ever comes true (the first to
would need one already true), that card never goes home, and the position is lost.

A search makes the same losing move at many positions that differ elsewhere: in Réfléchi
deal 10 069 with draw 1, certificates answer 18 018 of the walk's 18 677 proofs. Gated games
(`klondike_pairs`) are certified the same way, the gate kept as a rule: a pair whose two
gated games each have a certificate that holds is lost too.
"""

from __future__ import annotations

from enum import Enum, auto
from operator import itemgetter
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from .klondike_rules import Cards
from .tables import KING_INDEX, RANK_INDEX

if TYPE_CHECKING:
    from .klondike_reach import Reach

_UNDER = itemgetter(0)
_BOTTOM = itemgetter(1)
_NOT_IN_A_COLUMN = (-2, False, ())  # what `Reach.facts` holds of a card in no column
_Kept = TypeVar("_Kept")


class Certificate(NamedTuple):
    """What a certificate needs of a position (module doc), in the order it is checked:
    first one card and the card it lies on, which most positions that it does not fit
    already fail."""

    lying: Cards  # column cards ...
    on: Cards  # ... and the card each lies on (the first pair checked first)
    in_columns: frozenset[int]  # cards that lie in a column
    elsewhere: frozenset[int]  # cards not in a column
    in_deck: frozenset[int]  # cards in the stock
    not_home: Cards
    bottoms: Cards  # cards at the bottom of their column
    tops: Cards  # cards that are a column's top
    not_heads: Cards  # column cards that do not lead a group as dealt
    buried: Cards  # cards at home under another there
    no_empty_column: bool
    # Stock cards not shown, each with the cards whose taking could show it (the ones
    # before it in the deck and the one after), all of them never taken.
    hidden: tuple[tuple[int, frozenset[int]], ...]

    def holds(self, reach: Reach) -> bool:
        """Whether the certificate holds at the position `reach` was started at (not
        settled)."""
        facts = reach.facts
        lying = self.lying
        if lying and facts.get(lying[0], _NOT_IN_A_COLUMN)[0] != self.on[0]:
            return False
        if not (self.in_columns <= facts.keys()) or not facts.keys().isdisjoint(self.elsewhere):
            return False
        if tuple(map(_UNDER, map(facts.__getitem__, lying))) != self.on:
            return False
        if not (self.in_deck <= reach.index.keys()):
            return False
        if any(map(reach.home.__getitem__, self.not_home)):
            return False
        if not all(map(_BOTTOM, map(facts.__getitem__, self.bottoms))):
            return False
        if not all(map(reach.top.__getitem__, self.tops)):
            return False
        if any(map(reach.heads.__getitem__, self.not_heads)):
            return False
        if not all(map(reach.buried.__getitem__, self.buried)):
            return False
        if self.no_empty_column and reach.empty:
            return False
        return all(_stays_hidden(card, takers, reach) for card, takers in self.hidden)


def _stays_hidden(card: int, never_taken: frozenset[int], reach: Reach) -> bool:
    """Whether `card` is a stock card not shown, that only taking a card of `never_taken`
    could show (one before it in the deck, or the one after it)."""
    if reach.shown[card]:
        return False
    deck = reach.deck
    position = reach.index[card]
    return never_taken.issuperset(deck[:position]) and never_taken.issuperset(
        deck[position + 1 : position + 2]
    )


class _Needs:
    """What the facts found so far need of the position (`Certificate`'s fields)."""

    def __init__(self) -> None:
        self.in_columns: set[int] = set()
        self.under: dict[int, int] = {}
        self.in_deck: set[int] = set()
        self.elsewhere: set[int] = set()
        self.not_home: set[int] = set()
        self.bottoms: set[int] = set()
        self.tops: set[int] = set()
        self.not_heads: set[int] = set()
        self.buried: set[int] = set()
        self.no_empty_column = False
        self.hidden: list[tuple[int, frozenset[int]]] = []

    def certificate(self) -> Certificate:
        lying = tuple(self.under)
        return Certificate(
            lying,
            tuple(self.under[card] for card in lying),
            frozenset(self.in_columns),
            frozenset(self.elsewhere),
            frozenset(self.in_deck),
            tuple(self.not_home),
            tuple(self.bottoms),
            tuple(self.tops),
            tuple(self.not_heads),
            tuple(self.buried),
            self.no_empty_column,
            tuple(self.hidden),
        )


class _Never(Enum):
    """The facts a certificate keeps false, of one card (`Reach`'s lists)."""

    HOME = auto()
    TOP = auto()
    LEFT = auto()
    HEAD = auto()
    AVAILABLE = auto()
    EMPTY = auto()  # of no card: a column empties
    SHOWN = auto()
    TAKEN = auto()


class _Unblocked(Exception):
    """A fact the certificate wants false has a rule with every premise true: the game
    was not settled as expected, so no certificate."""


def extract(reach: Reach) -> Certificate | None:
    """A certificate of the settled, lost game `reach` (module doc), None if it finds a
    fact it cannot keep false."""
    try:
        return _Extraction(reach).run()
    except _Unblocked:
        return None


class _Extraction:
    """The walk from a card never home through the false facts that keep it away."""

    def __init__(self, reach: Reach) -> None:
        self.reach = reach
        self.above = {known[0]: card for card, known in reach.facts.items() if known[0] >= 0}
        self.needs = _Needs()
        self.seen: set[tuple[_Never, int]] = set()
        self.todo: list[tuple[_Never, int]] = []

    def run(self) -> Certificate:
        reach = self.reach
        self.need(_Never.HOME, next(card for card in range(reach.size) if not reach.home[card]))
        steps = {
            _Never.HOME: self.home,
            _Never.TOP: self.top,
            _Never.LEFT: self.left,
            _Never.HEAD: self.head,
            _Never.AVAILABLE: self.available,
            _Never.EMPTY: self.empty,
            _Never.SHOWN: self.shown,
            _Never.TAKEN: self.taken,
        }
        while self.todo:
            fact, card = self.todo.pop()
            steps[fact](card)
        return self.needs.certificate()

    def need(self, fact: _Never, card: int) -> None:
        """Keeps `fact` of `card` false too."""
        if (fact, card) not in self.seen:
            self.seen.add((fact, card))
            self.todo.append((fact, card))

    def home(self, card: int) -> None:
        """Never home: the card below it never home, or it never a top (shown)."""
        reach, needs = self.reach, self.needs
        if reach.home[card]:
            raise _Unblocked
        needs.not_home.add(card)
        lower_away = RANK_INDEX[card] and not reach.home[card - 1]
        if lower_away and (_Never.HOME, card - 1) in self.seen:
            return  # already kept away
        if card in reach.facts and not reach.top[card] and (_Never.TOP, card) in self.seen:
            needs.in_columns.add(card)
            return
        if lower_away:
            self.need(_Never.HOME, card - 1)
        elif card in reach.facts and not reach.top[card]:
            needs.in_columns.add(card)
            self.need(_Never.TOP, card)
        elif card in reach.index and not reach.shown[card]:
            needs.in_deck.add(card)
            self.need(_Never.SHOWN, card)
        else:
            raise _Unblocked

    def top(self, card: int) -> None:
        """Never a top: the card on it never leaves."""
        on = self.above.get(card)
        if on is None or self.reach.top[card]:
            raise _Unblocked
        self.needs.in_columns.update((card, on))
        self.needs.under[on] = card
        self.need(_Never.LEFT, on)

    def left(self, card: int) -> None:
        """A column card never leaves: never home, and never leads a group, or nothing can
        take it."""
        reach, needs = self.reach, self.needs
        if reach.left[card]:
            raise _Unblocked
        needs.in_columns.add(card)
        self.need(_Never.HOME, card)
        if not reach.heads[card]:
            self.need(_Never.HEAD, card)
        elif RANK_INDEX[card] == KING_INDEX and reach.facts[card][1]:
            needs.bottoms.add(card)
        elif not self.takers_blocked(card):
            raise _Unblocked

    def head(self, card: int) -> None:
        """Never leads a group: never a top, and no card above it in its build leaves."""
        reach, needs = self.reach, self.needs
        if reach.heads[card]:
            raise _Unblocked
        needs.in_columns.add(card)
        needs.not_heads.add(card)
        self.need(_Never.TOP, card)
        under = card
        while True:  # the cards whose leaving makes it lead (`column_facts`' watchers)
            on = self.above[under]
            needs.in_columns.add(on)
            needs.under[on] = under
            self.need(_Never.LEFT, on)
            if under not in reach.onto[on]:
                break  # a break: the cards above need this one to leave first
            if on not in self.above:
                needs.tops.add(on)  # the build runs to the top
                break
            under = on

    def available(self, card: int) -> None:
        """Never available: a column card never a top (so never home); a stock card never
        shown and never home; else nothing takes it, or it stays buried at home."""
        reach, needs = self.reach, self.needs
        if reach.available[card]:
            raise _Unblocked
        if card in reach.facts and not reach.home[card]:
            needs.in_columns.add(card)
            self.need(_Never.TOP, card)
            self.need(_Never.HOME, card)
        elif card in reach.index and not reach.shown[card] and not reach.home[card]:
            needs.in_deck.add(card)
            self.need(_Never.SHOWN, card)
            self.need(_Never.HOME, card)
        elif reach.buried[card] and not reach.available[card + 1]:
            needs.buried.add(card)
            self.need(_Never.AVAILABLE, card + 1)
        else:
            needs.elsewhere.add(card)
            if not self.takers_blocked(card):
                raise _Unblocked

    def takers_blocked(self, card: int) -> bool:
        """Whether no card can ever take `card` (a King: no column ever empties), or its
        gate never opens; the facts that say so are needed."""
        reach = self.reach
        if RANK_INDEX[card] == KING_INDEX:
            if reach.empty:
                return False
            self.need(_Never.EMPTY, -1)
            return True
        takers = reach.onto[card]
        if not any(map(reach.available.__getitem__, takers)):
            for taker in takers:
                self.need(_Never.AVAILABLE, taker)
            return True
        if card != reach.waiter or reach.home[reach.first]:
            return False
        closed = [taker for taker in takers if not reach.available[taker]]
        if not closed:
            return False
        self.need(_Never.HOME, card)  # the gate holds a card not home
        self.need(_Never.HOME, reach.first)
        self.need(_Never.AVAILABLE, closed[0])
        return True

    def empty(self, _: int) -> None:
        """No column ever empties: no bottom card ever leaves."""
        reach, needs = self.reach, self.needs
        if reach.empty:
            raise _Unblocked
        needs.no_empty_column = True
        for card, known in reach.facts.items():
            if known[1]:
                needs.bottoms.add(card)
                self.need(_Never.LEFT, card)

    def shown(self, card: int) -> None:
        """A stock card never shown: no card before it in the deck, nor the one after it,
        is ever taken."""
        reach, needs = self.reach, self.needs
        if reach.shown[card]:
            raise _Unblocked
        position = reach.index[card]
        takers = (*reach.deck[:position], *reach.deck[position + 1 : position + 2])
        needs.in_deck.update((card, *takers))
        needs.hidden.append((card, frozenset(takers)))
        for other in takers:
            self.need(_Never.TAKEN, other)

    def taken(self, card: int) -> None:
        """A stock card never taken: never placed (available) and never home."""
        if self.reach.left[card]:
            raise _Unblocked
        self.needs.in_deck.add(card)
        self.need(_Never.AVAILABLE, card)
        self.need(_Never.HOME, card)


class Certificates:
    """The certificates a solve has found (`ProofMemo.certificates`), the last used first:
    of lost easier games, and of pairs of lost gated games (`klondike_pairs`)."""

    KEEP = 8

    def __init__(self) -> None:
        self.single: list[Certificate] = []
        self.paired: list[tuple[Certificate, Certificate]] = []

    def prove(self, reach: Reach) -> bool:
        """Whether one of them holds at the position `reach` was started at."""
        for number, certificate in enumerate(self.single):
            if certificate.holds(reach):
                _to_front(self.single, number)
                return True
        for number, (one, other) in enumerate(self.paired):
            if one.holds(reach) and other.holds(reach):
                _to_front(self.paired, number)
                return True
        return False

    def add(self, reach: Reach) -> None:
        """Keeps a certificate of the settled, lost game `reach`, if it has one."""
        found = extract(reach)
        if found is not None:
            _keep(self.single, found)

    def add_pair(self, one: Reach, other: Reach) -> None:
        """Keeps certificates of the two lost gated games of a pair, if both have one."""
        first, second = extract(one), extract(other)
        if first is not None and second is not None:
            _keep(self.paired, (first, second))


def _to_front(kept: list[_Kept], number: int) -> None:
    """Moves the `number`th of `kept` first (the last used is tried first)."""
    if number:
        kept.insert(0, kept.pop(number))


def _keep(kept: list[_Kept], found: _Kept) -> None:
    """Adds `found` first, dropping the oldest past `Certificates.KEEP`."""
    kept.insert(0, found)
    del kept[Certificates.KEEP :]
