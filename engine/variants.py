"""The three games: one class each, differing in a few declared attributes and hooks.

Common mechanics (piles, foundations, history, text) live in `Game`; a variant says
how it deals, what a column accepts, what may be lifted as a group, how big a group
may be, how the stock works and how it scores.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import pairwise

from .cards import KING, card_is_red, card_rank, card_suit
from .codes import Options
from .rules import N_, Rule
from .state import EMPTY_CELL, State

COLUMN = "t"  # the pile kind of the columns (`t1` … `t10`)


@dataclass(frozen=True, slots=True)
class Scoring:
    """Points per event (RULES.md §4 scoring table); `floor` None means no floor."""

    start: int
    to_foundation: int
    turn_up: int
    waste_to_column: int
    recycle: int
    from_foundation: int
    floor: int | None


NORMAL = Scoring(0, 10, 5, 5, -100, 0, 0)
VEGAS = Scoring(-104, 5, 0, 0, 0, 0, None)
SEAHAVEN = Scoring(0, 10, 0, 0, 0, -10, 0)


@dataclass(frozen=True, slots=True)
class GroupSize:
    """A limit on the cards one group move carries, as numbers a UI can put in a sentence:
    at most (free cells + `added`) × `factor`^(empty columns), the destination column not
    counted unless `destination_counts`.

    >>> SEAHAVEN_GROUPS.limit(free_cells=1, empty_columns=2)
    8
    """

    added: int
    factor: int
    destination_counts: bool

    def limit(self, free_cells: int, empty_columns: int) -> int:
        """The most cards one group move carries with these terms."""
        scale: int = self.factor**empty_columns  # annotated: int ** int is typed Any
        return (free_cells + self.added) * scale


SEAHAVEN_GROUPS = GroupSize(added=1, factor=2, destination_counts=False)


def score_text(score: int, vegas: bool) -> str:
    """A score as the game shows it: `120`, or dollars in Vegas (`$416`, `-$104`)."""
    if not vegas:
        return str(score)
    return f"{'-' if score < 0 else ''}${abs(score)}"


class Variant(ABC):
    """Rules that differ between the games; instances hold no state."""

    id: str
    title: str
    decks: int
    column_count: int
    foundation_suits: tuple[int, ...]
    has_stock: bool
    undo_depth: int
    hint_seconds: float  # what one hint may search: the solver settles most deals within it
    build_rule: Rule
    face_down_deal = False
    ordered_groups = True  # False: any face-up card moves with all cards on it (DS)
    refusal_rules: tuple[Rule, ...]  # every rule a player of this game can meet
    group_size: GroupSize | None = None  # None: a group may hold any number of cards
    group_piles: tuple[str, ...] = (COLUMN,)  # the pile kinds a group leaves and lands on

    @abstractmethod
    def scoring(self, options: Options) -> Scoring:
        """The scoring table this game uses with these options."""

    @abstractmethod
    def deal(self, cards: list[int], options: Options) -> State:
        """The starting position from a shuffled deck (deal algorithm v1)."""

    @abstractmethod
    def builds_on(self, card: int, onto: int) -> bool:
        """Whether a column whose top is `onto` takes `card`."""

    def group_ordered(self, cards: Sequence[int]) -> bool:
        """Whether these face-up column cards (bottom first) may be lifted together: each
        card builds on the one under it, by the game's own build rule (any cards at all
        where groups need not be ordered)."""
        return not self.ordered_groups or all(
            self.builds_on(upper, lower) for lower, upper in pairwise(cards)
        )

    def group_limit(self, state: State, to_empty_column: bool) -> int | None:
        """The most cards one group move may carry, None when unlimited."""
        if self.group_size is None:
            return None
        return self.group_capacity(*group_terms(state, to_empty_column))

    def group_capacity(self, free_cells: int, empty_columns: int) -> int | None:
        """The group limit from its terms (`group_terms`), None when unlimited: what a
        search that counts cells and columns itself asks."""
        size = self.group_size
        return None if size is None else size.limit(free_cells, empty_columns)

    def pile_names(self, options: Options) -> tuple[str, ...]:
        stock = ("s", "w") if self.has_stock else ()
        foundations = tuple(f"f{i + 1}" for i in range(len(self.foundation_suits)))
        cells = tuple(f"c{i + 1}" for i in range(options.cell_count))
        columns = tuple(f"t{i + 1}" for i in range(self.column_count))
        return stock + foundations + cells + columns

    @property
    def deck_size(self) -> int:
        return 52 * self.decks

    @cached_property
    def accepted_by(self) -> tuple[frozenset[int], ...]:
        """For each card, the column tops it may go on (a table: the search's hot path)."""
        return tuple(
            frozenset(onto for onto in range(52) if self.builds_on(card, onto))
            for card in range(52)
        )

    @cached_property
    def suit_foundations(self) -> tuple[tuple[int, ...], ...]:
        """For each suit, the foundations that take it, first of the row first."""
        return tuple(
            tuple(i for i, s in enumerate(self.foundation_suits) if s == suit) for suit in range(4)
        )


# The refusals every game can give; a test plays random games of each and checks that the
# engine gives no rule outside the game's `refusal_rules`.
_EVERY_GAME = (
    Rule.NOT_TOP,
    Rule.EMPTY_COLUMN_KING,
    Rule.FOUNDATION_ORDER,
    Rule.FOUNDATION_ONE_CARD,
    Rule.EMPTY_SOURCE,
    Rule.TOO_FEW_CARDS,
    Rule.SAME_PILE,
    Rule.NO_SUCH_PILE,
)
_STOCK = (Rule.BUILD_ALTERNATE, Rule.STOCK_EMPTY, Rule.NOT_A_TARGET)


def _in_rule_order(rules: Sequence[Rule]) -> tuple[Rule, ...]:
    return tuple(rule for rule in Rule if rule in rules)


class Klondike(Variant):
    """Double Solitaire and Réfléchi: columns built down in alternate colours, a stock."""

    has_stock = True
    build_rule = Rule.BUILD_ALTERNATE
    face_down_deal = True

    def scoring(self, options: Options) -> Scoring:
        return VEGAS if options.vegas else NORMAL

    def deal(self, cards: list[int], options: Options) -> State:
        columns: list[list[int]] = [[] for _ in range(self.column_count)]
        position = 0
        for row in range(self.column_count):
            for column in range(row, self.column_count):
                columns[column].append(cards[position])
                position += 1
        hidden = tuple(len(c) - 1 if self.face_down_deal else 0 for c in columns)
        return State(
            stock=tuple(reversed(cards[position:])),
            waste=(),
            foundations=(0,) * len(self.foundation_suits),
            cells=(),
            columns=tuple(tuple(c) for c in columns),
            hidden=hidden,
            score=self.scoring(options).start,
        )

    def builds_on(self, card: int, onto: int) -> bool:
        return card_rank(onto) == card_rank(card) + 1 and card_is_red(onto) != card_is_red(card)


class DoubleSolitaire(Klondike):
    id = "DS"
    title = N_("Double Solitaire")
    decks = 2
    column_count = 9
    foundation_suits = (0, 0, 1, 1, 2, 2, 3, 3)
    undo_depth = 200
    hint_seconds = 10.0
    ordered_groups = False  # any face-up card moves with all on it (only its first must fit)
    refusal_rules = _in_rule_order((*_STOCK, *_EVERY_GAME, Rule.FACE_DOWN, Rule.NO_RECYCLE))


class Reflechi(Klondike):
    id = "TF"
    title = N_("Solitaire Réfléchi")
    decks = 1
    column_count = 7
    foundation_suits = (0, 1, 2, 3)
    undo_depth = 100
    hint_seconds = 10.0
    face_down_deal = False
    refusal_rules = _in_rule_order((*_STOCK, *_EVERY_GAME, Rule.GROUP_UNORDERED))


class Seahaven(Variant):
    id = "SH"
    title = N_("Seahaven Towers")
    decks = 1
    column_count = 10
    foundation_suits = (0, 1, 2, 3)
    has_stock = False
    undo_depth = 100
    hint_seconds = 5.0
    group_size = SEAHAVEN_GROUPS
    build_rule = Rule.BUILD_SUIT
    refusal_rules = _in_rule_order(
        (*_EVERY_GAME, Rule.BUILD_SUIT, Rule.GROUP_UNORDERED, Rule.GROUP_TOO_LARGE, Rule.CELL_FULL)
    )

    def scoring(self, options: Options) -> Scoring:
        return SEAHAVEN

    def deal(self, cards: list[int], options: Options) -> State:
        columns = [[cards[row * 10 + column] for row in range(5)] for column in range(10)]
        cells = [EMPTY_CELL] * options.cell_count
        cells[0] = cards[50]
        if options.cell_count >= 2:
            cells[1] = cards[51]
        else:
            columns[1].append(cards[51])
        return State(
            stock=(),
            waste=(),
            foundations=(0, 0, 0, 0),
            cells=tuple(cells),
            columns=tuple(tuple(c) for c in columns),
            hidden=(0,) * 10,
            score=0,
        )

    def builds_on(self, card: int, onto: int) -> bool:
        return card_suit(onto) == card_suit(card) and card_rank(onto) == card_rank(card) + 1

    def group_capacity(self, free_cells: int, empty_columns: int) -> int:
        """`SEAHAVEN_GROUPS.limit` as a shift (the search's hot path; a test keeps them
        equal)."""
        return (free_cells + 1) << empty_columns  # × 2^empty (never negative)


def group_terms(state: State, to_empty_column: bool) -> tuple[int, int]:
    """Free cells and counted empty columns; an empty destination column does not count."""
    free_cells = state.cells.count(EMPTY_CELL)
    empty_columns = sum(1 for column in state.columns if not column)
    return free_cells, empty_columns - (1 if to_empty_column else 0)


VARIANTS: dict[str, Variant] = {v.id: v for v in (DoubleSolitaire(), Reflechi(), Seahaven())}


__all__ = [
    "COLUMN",
    "KING",
    "NORMAL",
    "SEAHAVEN",
    "SEAHAVEN_GROUPS",
    "VARIANTS",
    "VEGAS",
    "GroupSize",
    "Scoring",
    "Variant",
    "score_text",
]
