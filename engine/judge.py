"""Judging an action against the rules: what it would do (a `Plan`: the real target
pile and the cards it carries) or the rule that refuses it. `Game.resolve` and
`Game.check_lift` ask; the judge holds no position, only the game's rules and piles."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import KING, card_id, card_label, card_rank, card_suit
from .codes import Options
from .moves import FOUNDATION_AREA, STOCK, WASTE, Move
from .rules import Rejection, Rule, group_too_large, reject
from .state import EMPTY_CELL, State
from .variants import Variant, group_terms


@dataclass(frozen=True, slots=True)
class Plan:
    """A checked action: `target` is the resolved pile (a real foundation, `w` for a draw)."""

    source: str
    target: str
    count: int


@dataclass(frozen=True, slots=True)
class Judge:
    """The rules of one game with its options, asked about a position at a time."""

    variant: Variant
    options: Options
    piles: frozenset[str]

    def action(self, state: State, move: Move) -> Rejection | Plan:
        """What `move` would do in `state` (a `Plan`), or the rule that refuses it."""
        if move.is_stock_tap:
            return self._stock(state)
        source, target, count = move.source, move.target or "", move.count
        for name in (source, target):
            if name != FOUNDATION_AREA and name not in self.piles:
                return reject(Rule.NO_SUCH_PILE, f"This game has no pile {name}.")
        if source == target or (source[0] == "f" and target == FOUNDATION_AREA):
            return reject(Rule.SAME_PILE)
        if target in (STOCK, WASTE):
            return reject(Rule.NOT_A_TARGET)
        cards = self.lift(state, source, count)
        if isinstance(cards, Rejection):
            return cards
        if target == FOUNDATION_AREA:
            return self._foundation(state, source, cards)
        if target[0] == "c":
            return self._cell(state, source, target, cards)
        return self._column(state, source, target, cards)

    def _stock(self, state: State) -> Rejection | Plan:
        if not self.variant.has_stock:
            return reject(Rule.NO_SUCH_PILE, "This game has no stock.")
        if state.stock:
            return Plan(STOCK, WASTE, min(self.options.draw_count, len(state.stock)))
        if not state.waste:
            return reject(Rule.STOCK_EMPTY)
        if self.options.vegas:
            return reject(Rule.NO_RECYCLE)
        return Plan(WASTE, STOCK, len(state.waste))

    def lift(self, state: State, source: str, count: int) -> Rejection | tuple[int, ...]:
        """The cards a move would carry, or why they cannot be lifted."""
        kind, index = source[0], pile_index(source)
        if kind == "t":
            column = state.columns[index]
            if not column:
                return reject(Rule.EMPTY_SOURCE, f"Column {source} is empty.")
            if count > len(column):
                return reject(Rule.TOO_FEW_CARDS, f"Column {source} holds {len(column)}.")
            if count > len(column) - state.hidden[index]:
                return reject(Rule.FACE_DOWN)
            cards = column[-count:]
            if count > 1 and not self.variant.group_ordered(cards):
                return reject(Rule.GROUP_UNORDERED, self._group_hint())
            return cards
        top = self._top(state, source)
        if top is None:
            return reject(Rule.EMPTY_SOURCE, f"Pile {source} is empty.")
        if count > 1:
            return reject(Rule.NOT_TOP)
        return (top,)

    def _group_hint(self) -> str:
        if self.variant.build_rule is Rule.BUILD_SUIT:
            return "Each card must be one rank lower than the one under it, in the same suit."
        return "Each card must be one rank lower than the one under it, colours alternating."

    def _foundation(self, state: State, source: str, cards: tuple[int, ...]) -> Rejection | Plan:
        if len(cards) > 1:
            return reject(Rule.FOUNDATION_ONE_CARD)
        index = self._foundation_for(state, cards[0])
        if index is None:
            label = card_label(cards[0])
            detail = f"{label} cannot go to a foundation now."
            return reject(Rule.FOUNDATION_ORDER, detail, card=label)
        return Plan(source, f"f{index + 1}", 1)

    def _foundation_for(self, state: State, card: int) -> int | None:
        """The first foundation of the card's suit that takes it now."""
        below, heights = card_rank(card) - 1, state.foundations
        for index in self.variant.suit_foundations[card_suit(card)]:
            if heights[index] == below:
                return index
        return None

    def _cell(
        self, state: State, source: str, target: str, cards: tuple[int, ...]
    ) -> Rejection | Plan:
        if len(cards) > 1 or state.cells[pile_index(target)] != EMPTY_CELL:
            return reject(Rule.CELL_FULL)
        return Plan(source, target, 1)

    def _column(
        self, state: State, source: str, target: str, cards: tuple[int, ...]
    ) -> Rejection | Plan:
        column = state.columns[pile_index(target)]
        first = cards[0]
        if not column:
            if card_rank(first) != KING:
                label = card_label(first)
                return reject(Rule.EMPTY_COLUMN_KING, f"{label} is not a King.", card=label)
        elif not self.variant.builds_on(first, column[-1]):
            label, onto = card_label(first), card_label(column[-1])
            detail = f"{label} cannot go on {onto}."
            return reject(self.variant.build_rule, detail, card=label, onto=onto)
        limit = self.variant.group_limit(state, not column)
        size = self.variant.group_size
        if limit is not None and size is not None and len(cards) > limit:
            free_cells, empty_columns = group_terms(state, not column)
            terms = (free_cells, empty_columns, not column)
            return group_too_large(limit, *terms, size.added, size.factor)
        return Plan(source, target, len(cards))

    def _top(self, state: State, pile: str) -> int | None:
        kind, index = pile[0], pile_index(pile)
        if kind == WASTE:
            return state.waste[-1] if state.waste else None
        if kind == "c":
            cell = state.cells[index]
            return None if cell == EMPTY_CELL else cell
        if kind == "f":
            height = state.foundations[index]
            return card_id(height, self.variant.foundation_suits[index]) if height else None
        column = state.columns[index]
        return column[-1] if column else None


def pile_index(name: str) -> int:
    """`t3` -> 2; the stock and the waste have index 0."""
    return int(name[1:]) - 1 if len(name) > 1 else 0
