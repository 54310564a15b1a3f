"""Double Solitaire and Réfléchi as a search domain, with full knowledge of the deal.

A node is a `KNode`, `(deck, pointer, found, columns, hidden)`. `deck` is the waste (bottom
first) followed by the stock in drawing order, `pointer` the waste's length: a draw
moves the pointer on by 1 or 3, a recycle sets it back to 0 and leaves `deck` as it
is (the next pass deals the same sequence). Draws are never searched on their own:
each waste card the stock can bring to the top is one "macro" child (the taps, then
the card's move). Taps alone change nothing but the pointer, and every pointer they
reach can still be reached later, so this loses no line.

Pruning, each argued harmless in docs/SOLVER.md and checked against an unpruned search:
- a card goes home at once when it is "safe": rank ≤ 2, or every card a column topped by
  it takes is home, and every card those take (alternate colours: the other colour's
  foundations hold rank − 1, its own colour's rank − 2). Column tops always; stock cards
  only with draw 1, where removing one never hides another; with draw 1 and recycles
  also a stock card over a safe one (`FoundationMoves._stock_home` says why);
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
  could move (`_movable`) fits on it, and with `chained` only together with a move that
  puts a card onto it (`klondike_chain`).
- Réfléchi: a position where some card never goes home even in an easier game
  (`klondike_reach`) is lost and has no children.
Foundation returns are kept (they are sometimes needed), ordered last.

`heuristic=True` adds pruning that can lose wins (used by the quick passes only, which
never conclude "unwinnable"): no foundation returns, and a group moves between columns
only if that turns a card up, empties the column, or uncovers a card that can go home
or take an available card. `stride=3` (quick passes, draw 1) only looks at the stock
cards draw 3 would show; with `stock_autoplay=False` as well it plays no stock card
home by itself (that shifts which cards the next draws show) and so searches exactly
the draw-3 game, whose lines are draw-1 lines (a draw-3 tap is one to three draw-1
taps, and taps are counted in draw-1 units).

What a column takes, which foundations take a suit and whether groups must be ordered
come from the variant (`tables.BuildTables`, `Variant.ordered_groups`,
`Variant.suit_foundations`); klondike_rules.py, klondike_stock.py and klondike_delay.py
hold the shared rule lookups, the stock moves and the delay pruning.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from operator import itemgetter

from ..codes import Options
from ..state import State
from ..variants import Variant
from ._search import FirstVisit, Step
from .klondike_certificate import Certificates
from .klondike_cover import stock_pointer_cover
from .klondike_crowding import has_crowded_break
from .klondike_foundation import FoundationMoves
from .klondike_locks import has_locked_cards
from .klondike_one_pass import has_card_never_home_one_pass
from .klondike_pairs import TwinsRecord, has_card_never_home
from .klondike_reach import ProofMemo, homes_stay_available, leaves_a_build
from .klondike_rules import (
    COLUMNS,
    DECK,
    EMPTIES_COLUMN,
    EVERY_PILE,
    FOUND,
    GROUP_MOVE,
    HOME_FROM_COLUMN,
    PER_AUTOPLAYED,
    REVEAL,
    Cards,
    HomeTables,
    KMove,
    KNode,
    Tops,
    blockers,
    bump,
    column_tops,
    lift,
)
from .tables import CARDS, KING_INDEX, RANK_INDEX, BuildTables, build_tables

_PRIORITY = itemgetter(0)
# The rating best-first orders by (`KlondikeDomain.score`).
HOME_WEIGHT, FACE_DOWN_WEIGHT, BLOCKER_WEIGHT = 10, 5, 3


@dataclass(frozen=True, slots=True)
class KlondikeDomain(FoundationMoves):
    """Successors, keys and ordering for Double Solitaire and Réfléchi positions.

    `slots[suit]`: the foundations of a suit; `suit_of_slot`: the reverse; `builds`: what
    a column takes. `heuristic`, `stride` and `stock_autoplay` shape the quick passes
    (module doc); `chained` (exact domain, draw 1 with recycles) puts a stock card on a
    column only with its use (`klondike_chain`). The fields after those are derived tables
    and per-search caches (rebuilt by `dataclasses.replace`).
    """

    draw: int
    recycle: bool
    ordered_groups: bool
    slots: tuple[tuple[int, ...], ...]
    deck_size: int
    suit_of_slot: tuple[int, ...]
    builds: BuildTables = field(repr=False)
    heuristic: bool = False
    stride: int = 0
    stock_autoplay: bool = True
    chained: bool = False
    memo: ProofMemo = field(default_factory=ProofMemo, repr=False, compare=False)
    _step: int = field(init=False, repr=False, compare=False)
    _fold_found: bool = field(init=False, repr=False, compare=False)
    _homes: dict[Cards, HomeTables] = field(init=False, repr=False, compare=False)
    _stock_homes: dict[Cards, dict[int, int]] = field(init=False, repr=False, compare=False)
    _reach: dict[tuple[int, int], tuple[tuple[int, int], ...]] = field(
        init=False, repr=False, compare=False
    )
    _blocks: dict[Cards, int] = field(init=False, repr=False, compare=False)
    _lazy_stock: bool = field(init=False, repr=False, compare=False)
    _onto: tuple[Cards, ...] = field(init=False, repr=False, compare=False)
    _takes: tuple[Cards, ...] = field(init=False, repr=False, compare=False)
    _stock_autoplays: bool = field(init=False, repr=False, compare=False)
    _reach_draw: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        setter = object.__setattr__
        setter(self, "_step", self.stride or self.draw)
        setter(self, "_fold_found", len(self.slots[0]) > 1)
        setter(self, "_homes", {})
        setter(self, "_stock_homes", {})
        setter(self, "_reach", {})
        setter(self, "_blocks", {})
        setter(self, "_lazy_stock", self.draw == 1 and self.recycle and not self.stride)
        setter(self, "_onto", self.builds.onto)
        setter(self, "_takes", self.builds.takes)
        setter(self, "_stock_autoplays", self.draw == 1 and self.stock_autoplay)
        # The proof of loss at every position (`klondike_reach`): Réfléchi with recycles.
        # Draw 3's stock counts only in a domain that plays the draw-3 game exactly.
        reach = self.ordered_groups and self.deck_size == len(CARDS) and self.recycle
        draw = 3 if self._step == 3 and not self._stock_autoplays else 1
        setter(self, "_reach_draw", draw if reach else 0)

    @classmethod
    def for_game(cls, variant: Variant, options: Options) -> KlondikeDomain:
        """The exact domain of a game with a stock, its tables from the variant's rules."""
        return cls(
            draw=options.draw_count,
            recycle=not options.vegas,
            ordered_groups=variant.ordered_groups,
            slots=variant.suit_foundations,
            deck_size=variant.deck_size,
            suit_of_slot=variant.foundation_suits,
            builds=build_tables(variant),
        )

    def start(self, state: State) -> tuple[Step, KNode]:
        deck = state.waste + tuple(reversed(state.stock))
        node = (deck, len(state.waste), state.foundations, state.columns, state.hidden)
        return self._autoplay(node)

    def key(self, node: KNode) -> Hashable:
        """(pointer, place): the place of the cards, columns folded, and the stock pointer,
        0 for every pointer that reaches 0 by taps alone."""
        deck, pointer, found, columns, hidden = node
        if self.recycle and (pointer % self._step == 0 or pointer == len(deck)):
            pointer = 0
        home: Hashable = found
        if self._fold_found:
            home = tuple(tuple(sorted(found[i] for i in slot)) for slot in self.slots)
        if any(hidden):
            return (pointer, (deck, home, tuple(sorted(zip(columns, hidden, strict=True)))))
        return (pointer, (deck, home, tuple(sorted(columns))))  # all face up (Réfléchi)

    def first_visit(self) -> FirstVisit[KNode] | None:
        """With recycles, a position covers the same place of the cards at any pointer its
        taps reach (`CoveringDomain`): every later pointer of its class (the pointer's
        remainder by the step), and every pointer that reaches 0 (key 0). A covered
        position's stock moves are among the covering one's, and its other moves lead to
        positions the covering one's same moves cover: the delay pruning lets through at
        least as many moves where more stock cards are in reach. Only where the proof of
        loss runs (Réfléchi), which a covered position would cost too: in Double Solitaire
        the test's hashing of its larger keys costs what the skipped positions save."""
        if not self.recycle or self._step == 1 or not self._reach_draw:
            return None  # one visit per key
        return stock_pointer_cover(self._step)

    def score(self, node: KNode) -> int:
        """Rating for best-first: cards home, face-down cards, and "blockers" (cards that
        lie on a lower card of their column, which must move before it can)."""
        _, _, found, columns, hidden = node
        cache = self._blocks
        blocking = 0
        for column in columns:
            count = cache.get(column)
            if count is None:
                count = cache[column] = blockers(column)
            blocking += count
        return HOME_WEIGHT * sum(found) - FACE_DOWN_WEIGHT * sum(hidden) - BLOCKER_WEIGHT * blocking

    def is_won(self, node: KNode) -> bool:
        return sum(node[FOUND]) == self.deck_size

    def is_lost_at_once(self, node: KNode) -> bool:
        """Whether the position is lost by a proof without search: some card can never move
        again (`klondike_locks`), more cards need a place on the same cards than there
        are of them (`klondike_crowding`), or some card never goes home even in an
        easier game (`klondike_reach`; every pair of twins played, `klondike_pairs`)."""
        copies = self.deck_size // len(CARDS)
        onto, ordered = self._onto, self.ordered_groups
        return (
            has_locked_cards(node, onto, ordered, copies)
            or has_crowded_break(node, onto, ordered, copies)
            or self.never_home(node, every_pair=True)
        )

    @property
    def proves_every_position(self) -> bool:
        """Whether the proof of loss runs at every position (`klondike_reach`: Réfléchi)."""
        return self._reach_draw > 0

    def never_home(self, node: KNode, every_pair: bool = False) -> bool:
        """Whether some card never goes home even in an easier game, so the position is
        lost: the proof of loss at every position, with recycles where it applies
        (`klondike_reach`, `klondike_pairs`: Réfléchi; `every_pair`: each pair of twins
        played, as at the root, not only those that pay), and with one pass through the
        stock in the exact domain (`klondike_one_pass`, Vegas: the quick passes' beams must
        keep walking lost lines, whose best-rated position is the suggestion); False
        elsewhere."""
        draw = self._reach_draw
        if draw:
            return self.memo.lost(
                node, draw, self._prove_every_pair if every_pair else self._prove_lost
            )
        if self.recycle or self.heuristic:
            return False
        return has_card_never_home_one_pass(
            node, self._onto, self._takes, self.suit_of_slot, self.draw
        )

    def _prove_lost(self, node: KNode) -> bool:
        return self._prove(node, self.memo.twins, self.memo.certificates)

    def _prove_every_pair(self, node: KNode) -> bool:
        return self._prove(node, None, None)  # a plain proof: every pair, no certificates

    def _prove(
        self,
        node: KNode,
        record: dict[tuple[int, int], TwinsRecord] | None,
        known: Certificates | None,
    ) -> bool:
        onto, takes, columns = self._onto, self._takes, self.memo.columns
        return has_card_never_home(
            node, onto, takes, self.slots, self._reach_draw, columns, record, known
        )

    def children(self, node: KNode) -> list[tuple[Step, KNode]]:
        """The positions one move (and the safe foundation moves after it) away, best
        move first.

        `node` itself has no safe move left (the root and every child are played until
        none is), so after a move between columns only the new top of the column it left
        can have become safe, and after a stock card goes to a column only that card
        (unless it uncovers a waste top that autoplay looks at): that alone is looked at
        (the same children, less work). A child a card home or back from home away, or a
        group moved off a card that takes it, is noted not lost without a proof
        (`ProofMemo.not_lost` says why)."""
        if self.never_home(node):
            return []  # lost: some card never goes home
        scored: list[tuple[int, Step, KNode]] = []
        append = scored.append
        autoplay = self._autoplay
        safe = self._home_table(node[FOUND])[1]
        draw = self._reach_draw
        for priority, step, child, changed in self._moves(node):
            kept = False  # a group moved back at once in the easier game (`leaves_a_build`)
            if changed != EVERY_PILE:
                column = child[COLUMNS][changed]
                kept = bool(draw and column) and leaves_a_build(node, child, changed, self._onto)
                if not column or column[-1] not in safe:
                    if kept:
                        self.memo.not_lost(child, draw)
                    append((priority, step, child))
                    continue
            # A card home or back from home: the foundations change, and the stock does not
            # (a column card) or, with the proof's draw 1, the columns do not (a stock card).
            adds_facts = (
                draw
                and child[FOUND] != node[FOUND]
                and (child[DECK] is node[DECK] or (draw == 1 and child[COLUMNS] is node[COLUMNS]))
            )
            auto, child = autoplay(child)
            if kept or (adds_facts and homes_stay_available(node, child, self._onto, self.slots)):
                self.memo.not_lost(child, draw)
            if auto:
                append((priority + PER_AUTOPLAYED * len(auto), step + auto, child))
            else:
                append((priority, step, child))
        scored.sort(key=_PRIORITY, reverse=True)  # stable: ties keep generation order
        return [(step, child) for _, step, child in scored]

    # --- successors ---------------------------------------------------------------------
    def _moves(self, node: KNode) -> list[KMove]:
        """(priority, moves, node after them, changed column), in generation order."""
        tops, empty = column_tops(node[COLUMNS])
        homes = self._home_table(node[FOUND])[0]
        out: list[KMove] = []
        usable = self._movable(node) if self._lazy_stock else None
        wanted = self._wanted(tops)
        exact_usable = None if self.heuristic else usable
        self._column_moves(node, tops, wanted, empty, homes, out, exact_usable)
        self._waste_moves(node, tops, empty, homes, out, usable)
        if not self.heuristic:
            self._returns(node, tops, wanted, empty, out)
        return out

    def _column_moves(
        self,
        node: KNode,
        tops: Tops,
        wanted: set[int],
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
        onto = self._onto
        for i, column in enumerate(columns):
            if not column:
                continue
            size = len(column)
            down = hidden[i]
            top = column[-1]
            slot = homes.get(top, -1)
            if slot >= 0:
                lifted, new_hidden = lift(columns, hidden, i, 1)
                child = (deck, pointer, bump(found, slot, 1), lifted, new_hidden)
                append((HOME_FROM_COLUMN, (f"t{i + 1}>f",), child, EVERY_PILE))
            upper = -1
            for start in range(size - 1, down - 1, -1):
                card = column[start]
                if ordered and upper >= 0 and card not in onto[upper]:
                    break
                upper = card
                if RANK_INDEX[card] == KING_INDEX:
                    if start == 0 or empty < 0:
                        continue
                    targets: list[int] | tuple[int, ...] = (empty,)
                elif card not in wanted:
                    continue
                else:
                    first, second = onto[card]  # alternate colours: two suits
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
                if reveals:
                    priority = REVEAL + down
                else:
                    priority = EMPTIES_COLUMN if start == 0 else GROUP_MOVE
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
