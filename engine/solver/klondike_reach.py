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
  or a card at home that can come back: onto an available card (a King: into an empty
  column), and, if it lay at home under another card from the start, once that one can
  (the cards on it there must have left first).
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

`Reach` also notes when each fact came true, and can hold one card back: a *gate* lets
it leave onto a card that takes it only once another card is home or both such cards are
available (`klondike_pairs`, which plays such games for two cards that want one place).

Written for games dealt face up from one deck whose groups must be builds (Réfléchi;
`KlondikeDomain` uses it there, the only such game, which always recycles):
`easier_game` itself answers None when a card is face down or more than one deck is
dealt.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from .klondike_certificate import Certificates
from .klondike_rules import COLUMNS, DECK, FOUND, HIDDEN, Cards, KNode
from .tables import KING_INDEX, RANK_INDEX

if TYPE_CHECKING:
    from .klondike_pairs import TwinsRecord

CardFacts = tuple[int, bool, Cards]
"""Of a column card: the card under it (or −1), whether it is the column's bottom card, and
the cards under it that can lead a group once it has left (up to the next break)."""
ColumnFacts = tuple[dict[int, CardFacts], Cards]
"""A column's `CardFacts` by card, and the cards that lead a group as dealt (a build lies
on them)."""

_KINGS = tuple(suit * 13 + KING_INDEX for suit in range(4))
NEVER = 1 << 30  # a fact's time (`Reach.home_at`) while it has not come true


Answers = list[int]
"""The proof's answers at one place of the cards, by class of stock pointer (`shown_class`):
`[live_up_to × 3, lost_from × 3]`, the highest pointer of each class proved to leave every
card a way home (−1: none yet) and the lowest proved lost (`_NONE`: none yet)."""
_NONE = 1 << 30


@dataclass
class ProofMemo:
    """What the proof learnt, shared by every pass of one solve (`dataclasses.replace`
    hands the same memo on): the facts of each column, and the answers at each place of the
    cards (`lost`; the passes walk many of the same positions: 16–49 % of the tests
    repeat). Both are dropped when they grow past `LIMIT` entries, to bound the memory;
    `proofs` counts the proofs run; `twins`, which pairs of twins are worth their games
    (`klondike_pairs.TwinsRecord`); `certificates`, the last losses' certificates
    (`klondike_certificate`)."""

    LIMIT: ClassVar[int] = 200_000
    columns: dict[Cards, ColumnFacts] = field(default_factory=dict)
    verdicts: dict[Hashable, Answers] = field(default_factory=dict)
    proofs: int = 0
    twins: dict[tuple[int, int], TwinsRecord] = field(default_factory=dict)
    certificates: Certificates = field(default_factory=Certificates)

    def lost(self, node: KNode, draw: int, prove: Callable[[KNode], bool]) -> bool:
        """Whether the position is lost, by `prove` or by an answer at the same place of the
        cards for another stock pointer that settles it (`shown_class`)."""
        if any(node[HIDDEN]):
            return prove(node)  # no memo: the proof is for games dealt face up
        answers, kind, order = self._answers(node, draw)
        if answers[0] >= 0 or order <= answers[kind]:
            return False  # the same or more cards shown have a way home
        if order >= answers[3 + kind] or (kind == 0 and min(answers[3:]) < _NONE):
            return True  # the same or fewer cards shown are lost
        self.proofs += 1
        lost = prove(node)
        _record(answers, kind, order, lost)
        return lost

    def not_lost(self, node: KNode, draw: int) -> None:
        """Notes, without a proof, a position known to leave every card a way home: one
        move away from such a position (`KlondikeDomain.children`), the move either
        - a card home or back from home. The easier game before the move plays that card
          home at once, and what its leaving sets (the card under it a top, the cards under
          it up to a break leaders, an empty column) is where the position after starts,
          provided the card, available before, is available after, and the card it covers
          at home is not held there (it comes back only after this one): so where the card
          can come straight back (`homes_stay_available`), or is a 3 from the stock (placed
          on the same terms as it comes back; the 2 under it is never needed). A card back
          from home goes home there at once again. With draw 3 a stock card home is left
          out: the later cards shift. Or
        - a group between columns whose head lay on a card that takes it, the column not
          emptied. The easier game after the move can move the group back at once (that
          card is a top), and then holds every fact the one before the move started with,
          and more: the card the group left is a top, and the cards under the group's new
          place, which it builds on, still lead down to the same break."""
        if not any(node[HIDDEN]):
            _record(*self._answers(node, draw), lost=False)

    def _answers(self, node: KNode, draw: int) -> tuple[Answers, int, int]:
        deck, pointer, found, columns, _ = node
        place = (deck, found, columns, draw)  # unsorted: sorting cost more than it shared
        answers = self.verdicts.get(place)
        if answers is None:
            if len(self.verdicts) >= self.LIMIT:
                self.verdicts.clear()
            if len(self.columns) >= self.LIMIT:
                self.columns.clear()
            answers = self.verdicts[place] = [-1, -1, -1, _NONE, _NONE, _NONE]
        kind, order = shown_class(len(deck), pointer, draw)
        return answers, kind, order


def _record(answers: Answers, kind: int, order: int, lost: bool) -> None:
    """Enters one answer: the lowest pointer of its class proved lost, or the highest not."""
    if lost:
        answers[3 + kind] = min(answers[3 + kind], order)
    else:
        answers[kind] = max(answers[kind], order)


def shown_class(deck_size: int, pointer: int, draw: int) -> tuple[int, int]:
    """Which stock cards the pointer lets the proof's draws show with nothing taken
    (`Reach.start_deck`), as (class, order): every card with draw 1, and with draw 3 the
    *base* set (every third card and the last) when the pointer is 0, a multiple of 3 or
    the deck's end, class (0, 0); else the base set and every third card from the pointer
    on, class (pointer mod 3, pointer), where a lower order shows a superset. The base set
    is a subset of every class's. Showing more only adds facts, so a position with a way
    home for every card keeps it with more shown, and a lost one stays lost with fewer."""
    if draw == 1 or pointer % 3 == 0 or pointer >= deck_size:
        return 0, 0
    return pointer % 3, pointer


def homes_stay_available(
    node: KNode, child: KNode, onto: tuple[Cards, ...], slots: tuple[tuple[int, ...], ...]
) -> bool:
    """Whether each card that went home between `node` and `child` can come straight back
    (`ProofMemo.not_lost`): a taker of it (`onto`) is a column top, or it is a King and a
    column is empty. An Ace or a 2 need not: no card ever needs one of them to leave onto
    (only Aces fit on a 2, and an Ace leaves by going home). Nor need a 3 from the stock:
    at home it comes back on the terms it is placed on from the stock, and the 2 it buries
    there is never needed; a higher stock card buries a card that may be."""
    columns, deck = child[COLUMNS], node[DECK]
    tops = {column[-1] for column in columns if column}
    before, after = node[FOUND], child[FOUND]
    for suit, (slot, *_) in enumerate(slots):
        for card in range(suit * 13 + max(before[slot], 2), suit * 13 + after[slot]):
            if card in deck and RANK_INDEX[card] == 2:
                continue  # a 3 from the stock: available at home as in the stock
            if RANK_INDEX[card] == KING_INDEX:
                if all(columns):
                    return False
            elif tops.isdisjoint(onto[card]):
                return False
    return True


def leaves_a_build(node: KNode, child: KNode, left: int, onto: tuple[Cards, ...]) -> bool:
    """Whether `child` is a group moved between columns, off column `left`, whose lead lay
    in order on the card it leaves there (that card takes it): then the easier game can
    move the group back at once, and so reaches every fact it reaches before the move
    (`ProofMemo.not_lost`)."""
    if child[DECK] is not node[DECK] or child[FOUND] is not node[FOUND]:
        return False  # a stock card or a foundation moved
    rest = child[COLUMNS][left]
    return rest[-1] in onto[node[COLUMNS][left][len(rest)]]


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


def easier_game(
    node: KNode,
    onto: tuple[Cards, ...],
    takes: tuple[Cards, ...],
    slots: tuple[tuple[int, ...], ...],
    draw: int,
    cache: dict[Cards, ColumnFacts],
    gate: tuple[int, int] = (-1, -1),
    settle: bool = True,
) -> Reach | None:
    """The easier game (module doc) played out from `node`; None where it does not apply
    (a card face down, more than one deck). `onto[card]`: the cards that take it;
    `takes`: the inverse; `slots`: each suit's foundation; `cache`: column facts kept
    between calls; `gate`: a card that waits for another (`klondike_pairs`); `settle`:
    False leaves the game set up, not played (a certificate of loss is checked on it)."""
    deck, pointer, found, columns, hidden = node
    size = len(onto)
    if any(hidden) or len(deck) + sum(map(len, columns)) + sum(found) != size:
        return None
    reach = Reach(size, onto, takes, gate)
    reach.start_found(found, slots)
    reach.start_columns(columns, cache)
    reach.start_deck(deck, pointer, draw)
    if settle:
        reach.settle()
    return reach


class Reach:
    """The facts of the easier game (module doc), settled by a worklist: each fact is set
    once, and setting it looks again only at the cards it may help. Flat lists,
    one loop: this runs at every position the search expands. `home_at`,
    `available_at`, `placed_at`: when each card went home, became available, left onto a
    card that takes it, counted in facts set (`NEVER`: not yet)."""

    def __init__(
        self,
        size: int,
        onto: tuple[Cards, ...],
        takes: tuple[Cards, ...],
        gate: tuple[int, int] = (-1, -1),
    ) -> None:
        self.size, self.onto, self.takes = size, onto, takes
        # `klondike_pairs`: the second card leaves onto a card that takes it only once the
        # first is home or both cards that take it are available (−1: no gate).
        self.first, self.waiter = gate
        self.home = [False] * size
        self.available = [False] * size
        self.top = [False] * size
        # A column card has left the card under it; a stock card has been taken.
        self.left = [False] * size
        self.heads = [False] * size  # the card can lead a group
        self.shown = [False] * size  # a stock card the draws can show
        self.facts: dict[int, CardFacts] = {}
        self.deck: Cards = ()
        self.index: dict[int, int] = {}
        self.shown_from = size  # every deck card from there on is shown
        self.empty = False
        self.homes = 0
        # At home from the start under another card there: back only after that one.
        self.buried = [False] * size
        self.todo = list(_KINGS)  # they may take an empty column
        self.home_at = [NEVER] * size
        self.available_at = [NEVER] * size
        self.placed_at = [NEVER] * size

    def start_found(self, found: Cards, slots: tuple[tuple[int, ...], ...]) -> None:
        for suit, slot in enumerate(slots):
            first, height = suit * 13, found[slot[0]]
            self.home[first : first + height] = [True] * height
            self.home_at[first : first + height] = [0] * height
            if height > 1:
                self.buried[first : first + height - 1] = [True] * (height - 1)
            self.todo.extend(range(first, first + height))  # they may come back
            self.homes += height

    def start_columns(self, columns: tuple[Cards, ...], cache: dict[Cards, ColumnFacts]) -> None:
        top, todo, facts, heads = self.top, self.todo, self.facts, self.heads
        for column in columns:
            if not column:
                self.empty = True
                continue
            known = cache.get(column)
            if known is None:
                known = cache[column] = column_facts(column, self.onto)
            facts.update(known[0])
            for leader in known[1]:
                heads[leader] = True
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
            shown = deck
        elif deck:
            shown = (*deck[2::3], *(deck[pointer - 1 :: 3] if pointer else ()), deck[-1])
        else:
            shown = ()
        flags = self.shown
        for card in shown:
            flags[card] = True
        self.todo.extend(shown)

    def settle(self) -> bool:
        """Works through what the facts set so far allow; whether every card goes home.
        (One loop with the cheap steps written out: it runs at every position.)"""
        todo, home, top, heads, left = self.todo, self.home, self.top, self.heads, self.left
        available, shown, onto, takes = self.available, self.shown, self.onto, self.takes
        size, buried, first, waiter = self.size, self.buried, self.first, self.waiter
        home_at, available_at, placed_at = self.home_at, self.available_at, self.placed_at
        fits = available.__getitem__
        pop, push, push_all, facts_of = todo.pop, todo.append, todo.extend, self.facts.get
        now = 0  # facts set so far: when each came true
        while todo:
            card = pop()
            rank = RANK_INDEX[card]
            known = facts_of(card)
            if known is None or home[card]:  # a stock card, or a card at home
                if (
                    not available[card]
                    and (home[card] or shown[card])
                    and (self.empty if rank == KING_INDEX else any(map(fits, onto[card])))
                    and not (buried[card] and not available[card + 1])
                    # a gated card back from home has left its place already: no gate
                    and (card != waiter or home[card] or self._gate_open())
                ):
                    now += 1
                    available[card] = True  # placed on a column, or back onto one
                    available_at[card] = now
                    push_all(takes[card])
                    if not home[card]:
                        placed_at[card] = now
                        self._take(card)
                    elif rank and buried[card - 1]:
                        push(card - 1)  # the card under it at home may come back now
                if home[card] or not shown[card]:
                    continue
            else:  # a column card
                if top[card] and not available[card]:
                    now += 1
                    heads[card] = available[card] = True
                    available_at[card] = now
                    push_all(takes[card])
                if not left[card] and heads[card]:
                    if rank == KING_INDEX:
                        if self.empty and not known[1]:
                            self._leave(card, known)
                    elif any(map(fits, onto[card])) and (card != waiter or self._gate_open()):
                        now += 1
                        placed_at[card] = now
                        self._leave(card, known)
                if not top[card]:
                    continue
            if rank and not home[card - 1]:
                continue
            now += 1
            home[card] = True  # the card goes home
            home_at[card] = now
            self.homes += 1
            if self.homes == size:
                return True
            push(card)  # it may come back
            if card == first:
                push(waiter)  # its gate opens
            if known is None:
                self._take(card)
            elif not left[card]:
                self._leave(card, known)
            if rank < KING_INDEX:
                push(card + 1)
        return self.homes == size

    def _gate_open(self) -> bool:
        """Whether the gated card may leave onto a card that takes it (`klondike_pairs`):
        the first card is home, or both cards that take it are available."""
        one, other = self.onto[self.waiter]
        return self.home[self.first] or (self.available[one] and self.available[other])

    def _leave(self, card: int, known: CardFacts) -> None:
        """A column card leaves the card under it: that one is a top, and the cards under
        it up to the next break may lead a group."""
        self.left[card] = True
        under, bottom, watchers = known
        todo = self.todo
        if under >= 0 and not self.top[under]:
            self.top[under] = True
            todo.append(under)
        heads = self.heads
        for watcher in watchers:
            if heads[watcher]:
                break  # and so is every card under it in this build (they share its break)
            heads[watcher] = True
            todo.append(watcher)
        if bottom and not self.empty:
            self.empty = True
            todo.extend(_KINGS)

    def _take(self, card: int) -> None:
        """A stock card leaves the deck: the card above it in the deck and every card
        below it may be shown now (taking it shifts their positions)."""
        left = self.left
        if left[card]:
            return
        left[card] = True
        position = self.index[card]
        deck, shown, push = self.deck, self.shown, self.todo.append
        if position:
            other = deck[position - 1]
            if not shown[other]:
                shown[other] = True
                push(other)
        for other in deck[position + 1 : self.shown_from]:
            if not shown[other]:
                shown[other] = True
                push(other)
        self.shown_from = min(self.shown_from, position + 1)
