"""The Klondike search's position, move priorities and the rule lookups every part of the
domain shares: which foundation takes a card, which cards are safe to send home, which
columns take a card, which waste tops the stock can show. klondike.py has the module doc.

Every rule comes from the variant through `BuildTables` (tables.py); the only card
arithmetic left is the card encoding itself (`suit * 13 + rank - 1`).
"""

from __future__ import annotations

from typing import Final

from ._search import Step
from .tables import KING_INDEX, RANK_INDEX, BuildTables

Cards = tuple[int, ...]
Columns = tuple[Cards, ...]
Tops = dict[int, list[int]]
HomeTables = tuple[dict[int, int], dict[int, int]]
TAP = "s"


# A position: `(deck, pointer, found, columns, hidden)`. `deck` is the waste (bottom first)
# then the stock in drawing order, `pointer` the waste's length; `found` the foundation
# heights, `hidden` each column's face-down count. A bare tuple, not a NamedTuple: the
# search builds several per expansion, and a NamedTuple (a tuple subclass: no free list,
# tracked by the garbage collector, unpacked by iteration) cost 5 % more instructions per
# expansion (callgrind, docs/SOLVER.md "Tables from the rules").
KNode = tuple[Cards, int, Cards, Columns, Cards]
# KNode's fields, where one is read alone
DECK: Final = 0
POINTER: Final = 1
FOUND: Final = 2
COLUMNS: Final = 3
HIDDEN: Final = 4


# Move priorities: children are tried (depth-first) and queued (best-first) highest first,
# ties in generation order; docs/SOLVER.md, "Move order".
HOME_FROM_COLUMN = 60  # a column top to its foundation
REVEAL = 50  # a group move that turns a card up (+ the face-down cards left under it)
HOME_FROM_STOCK = 40  # a stock card to its foundation (− the taps it takes)
STOCK_TO_COLUMN = 35  # a stock card onto a column (− the taps it takes)
EMPTIES_COLUMN = 30  # a whole column moves (a King-led one goes to an empty column)
GROUP_MOVE = 10  # any other move between columns
RETURN = -100  # a foundation top back onto a column: last
PER_AUTOPLAYED = 4  # added for each safe foundation move the child plays after the move

# (priority, moves, node after them, the only column whose top the moves may have made
# safe to send home, or EVERY_PILE when the foundations, the stock or several tops changed)
KMove = tuple[int, Step, KNode, int]
EVERY_PILE = -1


class KlondikeRules:
    """What every part of the Klondike domain asks of the rules (a base class: the
    dataclass `KlondikeDomain` holds the fields declared here)."""

    __slots__ = ()
    draw: int
    recycle: bool
    ordered_groups: bool
    slots: tuple[tuple[int, ...], ...]
    deck_size: int
    suit_of_slot: tuple[int, ...]
    builds: BuildTables
    _onto: tuple[Cards, ...]  # builds.onto and builds.takes, one attribute away
    _takes: tuple[Cards, ...]
    heuristic: bool
    stride: int
    stock_autoplay: bool
    chained: bool
    _step: int
    _homes: dict[Cards, HomeTables]
    _reach: dict[tuple[int, int], tuple[tuple[int, int], ...]]
    _lazy_stock: bool

    def _home_table(self, found: Cards) -> HomeTables:
        """For a foundation row: {card: the first slot that takes it} for every card that
        can go home, and the same restricted to the safe ones (cached per row)."""
        tables = self._homes.get(found)
        if tables is None:
            homes: dict[int, int] = {}
            safe: dict[int, int] = {}
            for slot, height in enumerate(found):
                if height == KING_INDEX + 1:
                    continue
                card = self.suit_of_slot[slot] * 13 + height
                if card in homes:
                    continue
                homes[card] = slot
                if self._safe(found, card):
                    safe[card] = slot
            tables = self._homes[found] = (homes, safe)
        return tables

    def _safe(self, found: Cards, card: int) -> bool:
        """Whether the card can never be needed on the tableau again: rank ≤ 2, or every
        foundation reaches the card's safe floor (`BuildTables.safe_floors`)."""
        if RANK_INDEX[card] <= 1:
            return True
        floors = self.builds.safe_floors[card]
        for slot, height in enumerate(found):  # noqa: SIM110 (a loop: no generator per call)
            if height < floors[self.suit_of_slot[slot]]:
                return False
        return True

    def _lowered_for_return(self, found: Cards, slot: int, card: int) -> Cards | None:
        """The foundation row once `card`, the top of `slot`, comes back to the tableau;
        None where the autoplay would send it straight home again, so no return is made
        (`FoundationMoves._returns` says why that loses nothing)."""
        lowered = bump(found, slot, -1)
        return None if card in self._home_table(lowered)[1] else lowered

    def _targets(self, card: int, tops: Tops, empty: int) -> list[int]:
        """Columns whose top takes the card (a King: the first empty column)."""
        if RANK_INDEX[card] == KING_INDEX:
            return [empty] if empty >= 0 else []
        return [j for parent in self._onto[card] for j in tops.get(parent, ())]

    def _reachable(self, deck: Cards, pointer: int) -> tuple[tuple[int, int], ...]:
        """(pointer, taps) for every waste top the stock can show, fewest taps first.

        The pointer advances `stride` cards per step (the draw unless a heuristic pass
        narrows draw 1 down to draw 3's view); a step costs as many taps as it takes.
        Depends on the deck's length and the pointer only (cached)."""
        size = len(deck)
        cached = self._reach.get((size, pointer))
        if cached is not None:
            return cached
        seen, step = {pointer}, self._step
        out = [(pointer, 0)] if pointer else []
        position, taps = pointer, 0
        while position < size:
            position, taps = self._advance(position, taps, step, size)
            seen.add(position)
            out.append((position, taps))
        if self.recycle and size:
            position, taps = 0, taps + 1
            while position < size:
                position, taps = self._advance(position, taps, step, size)
                if position in seen:
                    break
                seen.add(position)
                out.append((position, taps))
        result = self._reach[(size, pointer)] = tuple(out)
        return result

    def _advance(self, position: int, taps: int, step: int, size: int) -> tuple[int, int]:
        after = min(position + step, size)
        return after, taps + -(-(after - position) // self.draw)


def column_tops(columns: Columns) -> tuple[Tops, int]:
    """The columns each top card lies on, and the first empty column (−1: none)."""
    tops: Tops = {}
    empty = -1
    for j, column in enumerate(columns):
        if column:
            top = column[-1]
            if top in tops:
                tops[top].append(j)
            else:
                tops[top] = [j]
        elif empty < 0:
            empty = j
    return tops, empty


def blockers(pile: Cards) -> int:
    """Cards lying on a lower-ranked card of the pile (bottom first)."""
    count, lowest = 0, KING_INDEX + 1
    for card in pile:
        rank = RANK_INDEX[card]
        if rank > lowest:
            count += 1
        elif rank < lowest:
            lowest = rank
    return count


def is_build(onto: tuple[Cards, ...], column: Cards, down: int) -> bool:
    """Whether every face-up card of the column lies on a card that takes it."""
    return all(column[i] in onto[column[i + 1]] for i in range(down, len(column) - 1))


def holds_one_of(takes: tuple[Cards, ...], card: int, cards: set[int]) -> bool:
    """Whether one of the cards that fit on `card` is in `cards`."""
    return any(child in cards for child in takes[card])


def find(deck: Cards, card: int) -> int:
    return deck.index(card) if card in deck else -1


def draw_one_taps(size: int, pointer: int, position: int) -> int:
    """Taps (draw 1, recycling) that bring the pointer from `pointer` to `position`."""
    return position - pointer if position >= pointer else size - pointer + 1 + position


def bump(found: Cards, slot: int, delta: int) -> Cards:
    return found[:slot] + (found[slot] + delta,) + found[slot + 1 :]


def replace_column(columns: Columns, index: int, column: Cards) -> Columns:
    return columns[:index] + (column,) + columns[index + 1 :]


def lift(columns: Columns, hidden: Cards, index: int, count: int) -> tuple[Columns, Cards]:
    """Columns and face-down counts after taking `count` cards off column `index`."""
    rest = columns[index][:-count]
    if rest and hidden[index] >= len(rest):
        hidden = hidden[:index] + (len(rest) - 1,) + hidden[index + 1 :]
    return replace_column(columns, index, rest), hidden
