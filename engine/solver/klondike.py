"""Double Solitaire and Réfléchi as a search domain, with full knowledge of the deal.

A node is `(deck, pointer, foundations, columns, hidden)`. `deck` is the waste (bottom
first) followed by the stock in drawing order, `pointer` the waste's length: a draw
moves the pointer on by 1 or 3, a recycle sets it back to 0 and leaves `deck` as it
is (the next pass deals the same sequence). Draws are never searched on their own:
each waste card the stock can bring to the top is one "macro" child (the taps, then
the card's move). Taps alone change nothing but the pointer, and every pointer they
reach can still be reached later, so this loses no line.

Pruning, each argued harmless in docs/SOLVER.md and checked against an unpruned search:
- a card goes home at once when it is "safe": rank ≤ 2, or every foundation of the
  other colour holds rank − 1 and every foundation of its colour rank − 2. Column tops
  always; stock cards only with draw 1, where removing one never hides another;
- a King-led group that is a whole column never moves to another empty column, and only
  the first empty column is tried (the key folds columns);
- the key folds columns, the two foundations of a suit (Double Solitaire), and stock
  pointers that reach each other by taps alone;
- one pass (Vegas): no stock macro taps past a waste top that is safe to send home; it
  would be buried for good, and sending it home first loses nothing (the safe autoplay,
  applied to the tops the taps show on the way);
- delay pruning: a move that only prepares another waits until that one can follow at
  once. A group leaves a face-up card between columns only if that card can then be
  used; with draw 1 and recycles a stock card goes to the tableau only if a card that
  could move (`_movable`) fits on it.
Foundation returns are kept (they are sometimes needed), ordered last.

`heuristic=True` adds pruning that can lose wins (used by the quick passes only, which
never conclude "unwinnable"): no foundation returns, and a group moves between columns
only if that turns a card up, empties the column, or uncovers a card that can go home
or take an available card. `stride=3` (quick passes, draw 1) only looks at the stock
cards draw 3 would show; with `stock_autoplay=False` as well it plays no stock card
home by itself (that shifts which cards the next draws show) and so searches exactly
the draw-3 game, whose lines are draw-1 lines (a draw-3 tap is one to three draw-1
taps, and taps are counted in draw-1 units).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from operator import itemgetter

from ..codes import Options
from ..state import State
from ..variants import Variant
from ._search import Step

KNode = tuple[tuple[int, ...], int, tuple[int, ...], tuple[tuple[int, ...], ...], tuple[int, ...]]
# (priority, moves, node after them, the only column whose top the moves may have made
# safe to send home, or EVERY_PILE when the foundations, the stock or several tops changed)
KMove = tuple[int, Step, KNode, int]
EVERY_PILE = -1
Tops = dict[int, list[int]]
KING_INDEX = 12
TAP = "s"

# Per-card tables (cards 0-51: suit * 13 + rank index), looked up in the hot loops.
RANK = tuple(card % 13 for card in range(52))
RED = tuple(card // 13 in (1, 2) for card in range(52))
# The two cards a card can be put on (alternate colour, one rank higher); none for Kings.
PARENTS: tuple[tuple[int, ...], ...] = tuple(
    ()
    if card % 13 == KING_INDEX
    else (card % 13 + 1, 39 + card % 13 + 1)
    if RED[card]
    else (13 + card % 13 + 1, 26 + card % 13 + 1)
    for card in range(52)
)
# The cards that can be put on a card (the inverse of PARENTS).
CHILDREN: tuple[tuple[int, ...], ...] = tuple(
    tuple(child for child in range(52) if card in PARENTS[child]) for card in range(52)
)
_PRIORITY = itemgetter(0)


@dataclass(frozen=True, slots=True)
class KlondikeDomain:
    """Successors, keys and ordering for Double Solitaire and Réfléchi positions.

    `slots[suit]`: the foundations of a suit; `suit_of_slot`: the reverse. `heuristic`,
    `stride` and `stock_autoplay` shape the quick passes (module doc). The fields after
    those are derived tables and per-search caches (rebuilt by `dataclasses.replace`).
    """

    draw: int
    recycle: bool
    ordered_groups: bool
    slots: tuple[tuple[int, ...], ...]
    deck_size: int
    suit_of_slot: tuple[int, ...]
    heuristic: bool = False
    stride: int = 0
    stock_autoplay: bool = True
    _step: int = field(init=False, repr=False, compare=False)
    _fold_found: bool = field(init=False, repr=False, compare=False)
    _homes: dict = field(init=False, repr=False, compare=False)
    _reach: dict = field(init=False, repr=False, compare=False)
    _blocks: dict = field(init=False, repr=False, compare=False)
    _lazy_stock: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        setter = object.__setattr__
        setter(self, "_step", self.stride or self.draw)
        setter(self, "_fold_found", len(self.slots[0]) > 1)
        setter(self, "_homes", {})
        setter(self, "_reach", {})
        setter(self, "_blocks", {})
        setter(self, "_lazy_stock", self.draw == 1 and self.recycle and not self.stride)

    @classmethod
    def for_game(cls, variant: Variant, options: Options) -> KlondikeDomain:
        suits = variant.foundation_suits
        slots = tuple(tuple(i for i, s in enumerate(suits) if s == suit) for suit in range(4))
        return cls(
            draw=options.draw_count,
            recycle=not options.vegas,
            ordered_groups=variant.id != "DS",
            slots=slots,
            deck_size=variant.deck_size,
            suit_of_slot=suits,
        )

    def start(self, state: State) -> tuple[Step, KNode]:
        deck = state.waste + tuple(reversed(state.stock))
        node = (deck, len(state.waste), state.foundations, state.columns, state.hidden)
        return self._autoplay(node)

    def key(self, node: KNode) -> Hashable:
        deck, pointer, found, columns, hidden = node
        if self.recycle and (pointer % self._step == 0 or pointer == len(deck)):
            pointer = 0
        if self._fold_found:
            found = tuple(tuple(sorted(found[i] for i in slot)) for slot in self.slots)
        if any(hidden):
            return (deck, pointer, found, tuple(sorted(zip(columns, hidden, strict=True))))
        return (deck, pointer, found, tuple(sorted(columns)))  # all face up (always in Réfléchi)

    def score(self, node: KNode) -> int:
        """Rating for best-first: cards home, face-down cards, and "blockers" (cards that
        lie on a lower card of their column, which must move before it can)."""
        _, _, found, columns, hidden = node
        cache = self._blocks
        blockers = 0
        for column in columns:
            count = cache.get(column)
            if count is None:
                count = cache[column] = _blockers(column)
            blockers += count
        return 10 * sum(found) - 5 * sum(hidden) - 3 * blockers

    def is_won(self, node: KNode) -> bool:
        return sum(node[2]) == self.deck_size

    def children(self, node: KNode) -> list[tuple[Step, KNode]]:
        """The positions one move (and the safe foundation moves after it) away, best
        move first.

        `node` itself has no safe move left (the root and every child are played until
        none is), so after a move between columns only the new top of the column it left
        can have become safe, and after a stock card goes to a column only that card
        (unless it uncovers a waste top that autoplay looks at): that alone is looked at
        (the same children, less work)."""
        scored = []
        append = scored.append
        autoplay = self._autoplay
        safe = self._home_table(node[2])[1]
        for priority, step, child, changed in self._moves(node):
            if changed != EVERY_PILE:
                column = child[3][changed]
                if not column or column[-1] not in safe:
                    append((priority, step, child))
                    continue
            auto, child = autoplay(child)
            if auto:
                append((priority + 4 * len(auto), step + auto, child))
            else:
                append((priority, step, child))
        scored.sort(key=_PRIORITY, reverse=True)  # stable: ties keep generation order
        return [(step, child) for _, step, child in scored]

    # --- rules ----------------------------------------------------------------------
    def _home_table(self, found: tuple[int, ...]) -> tuple[dict[int, int], dict[int, int]]:
        """For a foundation row: {card: the first slot that takes it} for every card that
        can go home, and the same restricted to the safe ones (cached per row)."""
        tables = self._homes.get(found)
        if tables is None:
            homes: dict[int, int] = {}
            safe: dict[int, int] = {}
            for slot, height in enumerate(found):
                if height == 13:
                    continue
                card = self.suit_of_slot[slot] * 13 + height
                if card in homes:
                    continue
                homes[card] = slot
                if self._safe(found, card):
                    safe[card] = slot
            tables = self._homes[found] = (homes, safe)
        return tables

    def _safe(self, found: tuple[int, ...], card: int) -> bool:
        """Whether the card can never be needed on the tableau again (see module doc)."""
        rank = card % 13 + 1
        if rank <= 2:
            return True
        red = RED[card]
        for slot, height in enumerate(found):
            suit = self.suit_of_slot[slot]
            if height < (rank - 2 if (suit in (1, 2)) == red else rank - 1):
                return False
        return True

    def _reachable(self, deck: tuple[int, ...], pointer: int) -> tuple[tuple[int, int], ...]:
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

    # --- successors ---------------------------------------------------------------------
    def _moves(self, node: KNode) -> list[KMove]:
        """(priority, moves, node after them, changed column), in generation order."""
        columns = node[3]
        empty = -1
        tops: dict[int, list[int]] = {}
        for j, column in enumerate(columns):
            if column:
                top = column[-1]
                if top in tops:
                    tops[top].append(j)
                else:
                    tops[top] = [j]
            elif empty < 0:
                empty = j
        homes = self._home_table(node[2])[0]
        out: list[KMove] = []
        usable = self._movable(node) if self._lazy_stock else None
        self._column_moves(node, tops, empty, homes, out, None if self.heuristic else usable)
        self._waste_moves(node, tops, empty, homes, out, usable)
        if not self.heuristic:
            self._returns(node, tops, empty, out)
        return out

    def _targets(self, card: int, tops: Tops, empty: int) -> list[int]:
        """Columns whose top takes the card (alternate colour, one rank higher)."""
        if RANK[card] == KING_INDEX:
            return [empty] if empty >= 0 else []
        return [j for parent in PARENTS[card] for j in tops.get(parent, ())]

    def _column_moves(
        self,
        node: KNode,
        tops: Tops,
        empty: int,
        homes: dict[int, int],
        out: list[KMove],
        available: set[int] | None,
    ) -> None:
        """Column tops home and groups between columns. `available`: the exact pass's
        `_movable` set when the caller already has it, else worked out when first needed."""
        deck, pointer, found, columns, hidden = node
        ordered = self.ordered_groups
        heuristic = self.heuristic
        append = out.append
        get = tops.get
        wanted = {child for top in tops for child in CHILDREN[top]}  # cards with a target
        for i, column in enumerate(columns):
            if not column:
                continue
            size = len(column)
            down = hidden[i]
            top = column[-1]
            slot = homes.get(top, -1)
            if slot >= 0:
                lifted, new_hidden = _lift(columns, hidden, i, 1)
                child = (deck, pointer, _bump(found, slot, 1), lifted, new_hidden)
                append((60, (f"t{i + 1}>f",), child, EVERY_PILE))
            upper = -1
            for start in range(size - 1, down - 1, -1):
                card = column[start]
                if ordered and upper >= 0 and card not in PARENTS[upper]:
                    break
                upper = card
                if RANK[card] == KING_INDEX:
                    if start == 0 or empty < 0:
                        continue
                    targets: list[int] | tuple[int, ...] = (empty,)
                elif card not in wanted:
                    continue
                else:
                    first, second = PARENTS[card]
                    targets = get(first, ())
                    more = get(second)
                    if more:
                        targets = [*targets, *more]
                    if not targets:
                        continue
                    if i in targets:
                        targets = [j for j in targets if j != i]
                        if not targets:
                            continue
                reveals = start > 0 and start == down
                if start and not reveals:
                    if available is None:
                        available = self._available(node) if heuristic else self._movable(node)
                    if heuristic:
                        if not self._frees(found, column[start - 1], available):
                            continue
                    elif not self._uncovers_use(
                        node, column, start, down, homes, tops, empty, available
                    ):
                        continue
                priority = 50 + down if reveals else (30 if start == 0 else 10)
                rest = column[:start]
                lifted = (*columns[:i], rest, *columns[i + 1 :])
                new_hidden = (*hidden[:i], start - 1, *hidden[i + 1 :]) if reveals else hidden
                moved = column[start:]
                count = size - start
                for target in targets:
                    placed = (*lifted[:target], lifted[target] + moved, *lifted[target + 1 :])
                    text = (
                        f"t{i + 1}:{count}>t{target + 1}"
                        if count > 1
                        else f"t{i + 1}>t{target + 1}"
                    )
                    child = (deck, pointer, found, placed, new_hidden)
                    append((priority, (text,), child, i))

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
        for slot, height in enumerate(node[2]):
            if height:
                cards.add(self.suit_of_slot[slot] * 13 + height - 1)
        return cards

    def _uncovers_use(
        self,
        node: KNode,
        column: tuple[int, ...],
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
        for child in CHILDREN[below]:
            if child in available and (child != head or self._second_copy_moves(node, head)):
                return True
        one_group = below in PARENTS[head] if self.ordered_groups else _is_build(column, down)
        if one_group:
            return False
        upper = -1
        for index in range(start - 1, down - 1, -1):
            card = column[index]
            if self.ordered_groups and upper >= 0 and card not in PARENTS[upper]:
                break
            upper = card
            if RANK[card] == KING_INDEX:
                if index and empty >= 0:
                    return True
            elif PARENTS[card][0] in tops or PARENTS[card][1] in tops:
                return True
        return False

    def _second_copy_moves(self, node: KNode, card: int) -> bool:
        """Whether the other copy of `card` (Double Solitaire; one copy lies face up in a
        column) could move: face up in a column too, on top of a foundation, or in the
        stock's reach."""
        if self.deck_size == 52:
            return False
        deck, pointer, found, columns, hidden = node
        faces = sum(column[down:].count(card) for column, down in zip(columns, hidden, strict=True))
        if faces > 1:
            return True
        suit, height = divmod(card, 13)
        if any(found[slot] == height + 1 for slot in self.slots[suit]):
            return True
        return any(deck[position - 1] == card for position, _ in self._reachable(deck, pointer))

    def _frees(self, found: tuple[int, ...], card: int, available: set[int]) -> bool:
        """Whether uncovering `card` lets something happen at once: it goes home, or an
        available card fits on it (the heuristic pass only)."""
        return card in self._home_table(found)[0] or _holds_one_of(card, available)

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
        # Only draw 1 without recycles autoplays a waste top that a move uncovers.
        uncovers_waste = self.draw == 1 and self.stock_autoplay and not self.recycle
        # One pass: a tap past a safe waste top buries it for good; sending it home first
        # loses nothing (module doc), so no macro taps past one.
        safe = self._home_table(found)[1] if not self.recycle else {}
        for position, taps in self._reachable(deck, pointer):
            card = deck[position - 1]
            rest = deck[: position - 1] + deck[position:]
            prefix = (TAP,) * taps
            slot = homes.get(card, -1)
            if slot >= 0:
                child = (rest, position - 1, _bump(found, slot, 1), columns, hidden)
                append((40 - taps, (*prefix, "w>f"), child, EVERY_PILE))
                if card in safe:
                    break
            if usable is not None and not _holds_one_of(card, usable):
                continue
            for target in self._targets(card, tops, empty):
                placed = _replace(columns, target, columns[target] + (card,))
                append(
                    (
                        35 - taps,
                        (*prefix, f"w>t{target + 1}"),
                        (rest, position - 1, found, placed, hidden),
                        EVERY_PILE if uncovers_waste else target,
                    )
                )

    def _returns(self, node: KNode, tops: Tops, empty: int, out: list[KMove]) -> None:
        """Foundation tops back onto the tableau, every one (a return can be needed just to
        uncover the foundation card under it, so no delay rule applies here)."""
        deck, pointer, found, columns, hidden = node
        for suit, slots in enumerate(self.slots):
            for slot in slots:
                if not found[slot]:
                    continue
                card = suit * 13 + found[slot] - 1
                for target in self._targets(card, tops, empty):
                    placed = _replace(columns, target, columns[target] + (card,))
                    child = (deck, pointer, _bump(found, slot, -1), placed, hidden)
                    out.append((-100, (f"f{slot + 1}>t{target + 1}",), child, EVERY_PILE))

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
        deck, pointer, found, columns, hidden = node
        safe = self._home_table(found)[1]
        if not safe:
            return None
        for i, column in enumerate(columns):
            if column and column[-1] in safe:
                slot = safe[column[-1]]
                lifted = _lift(columns, hidden, i, 1)
                return (f"t{i + 1}>f",), (deck, pointer, _bump(found, slot, 1), *lifted)
        if self.draw != 1 or not self.stock_autoplay or not deck:
            return None
        for card, slot in safe.items():
            index = _find(deck, card) if self.recycle else pointer - 1
            if index >= 0 and deck[index] == card:
                rest = deck[:index] + deck[index + 1 :]
                child = (rest, index, _bump(found, slot, 1), columns, hidden)
                taps = _draw_one_taps(len(deck), pointer, index + 1)
                return (*(TAP,) * taps, "w>f"), child
        return None


def _blockers(pile: tuple[int, ...]) -> int:
    """Cards lying on a lower-ranked card of the pile (bottom first)."""
    blockers, lowest = 0, KING_INDEX + 1
    for card in pile:
        rank = card % 13
        if rank > lowest:
            blockers += 1
        elif rank < lowest:
            lowest = rank
    return blockers


def _is_build(column: tuple[int, ...], down: int) -> bool:
    """Whether every face-up card of the column lies on a card it fits (alternate colour,
    one rank higher)."""
    return all(column[i] in PARENTS[column[i + 1]] for i in range(down, len(column) - 1))


def _holds_one_of(card: int, cards: set[int]) -> bool:
    """Whether one of the cards that fit on `card` is in `cards`."""
    return any(child in cards for child in CHILDREN[card])


def _find(deck: tuple[int, ...], card: int) -> int:
    return deck.index(card) if card in deck else -1


def _draw_one_taps(size: int, pointer: int, position: int) -> int:
    """Taps (draw 1, recycling) that bring the pointer from `pointer` to `position`."""
    return position - pointer if position >= pointer else size - pointer + 1 + position


def _bump(found: tuple[int, ...], slot: int, delta: int) -> tuple[int, ...]:
    return found[:slot] + (found[slot] + delta,) + found[slot + 1 :]


def _replace(
    columns: tuple[tuple[int, ...], ...], index: int, column: tuple[int, ...]
) -> tuple[tuple[int, ...], ...]:
    return columns[:index] + (column,) + columns[index + 1 :]


def _lift(
    columns: tuple[tuple[int, ...], ...], hidden: tuple[int, ...], index: int, count: int
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Columns and face-down counts after taking `count` cards off column `index`."""
    rest = columns[index][:-count]
    if rest and hidden[index] >= len(rest):
        hidden = hidden[:index] + (len(rest) - 1,) + hidden[index + 1 :]
    return _replace(columns, index, rest), hidden
