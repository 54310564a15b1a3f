"""Rule ids and refusals: a refused move is data, `Rejection(rule, message)`.

The English texts live in one table keyed by rule id, so the UI, the help pages and
the translations share them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Rule(StrEnum):
    """Stable ids of the reasons a move is refused."""

    FACE_DOWN = "face-down"
    NOT_TOP = "not-top"
    BUILD_ALTERNATE = "build-alternate"
    BUILD_SUIT = "build-suit"
    EMPTY_COLUMN_KING = "empty-column-king"
    GROUP_UNORDERED = "group-unordered"
    GROUP_TOO_LARGE = "group-too-large"
    FOUNDATION_ORDER = "foundation-order"
    FOUNDATION_ONE_CARD = "foundation-one-card"
    CELL_FULL = "cell-full"
    NO_RECYCLE = "no-recycle"
    STOCK_EMPTY = "stock-empty"
    NO_SUCH_PILE = "no-such-pile"
    EMPTY_SOURCE = "empty-source"
    TOO_FEW_CARDS = "too-few-cards"
    SAME_PILE = "same-pile"
    NOT_A_TARGET = "not-a-target"


def N_(text: str) -> str:
    """Marks a text for translation (`make translations` extracts engine/ too); the UI
    translates it when shown."""
    return text


RULE_TEXTS: dict[Rule, str] = {
    Rule.FACE_DOWN: N_("A face-down card cannot be moved."),
    Rule.NOT_TOP: N_("Only the top card of the waste, a cell or a foundation moves."),
    Rule.BUILD_ALTERNATE: N_("A column takes a card of the opposite colour, one rank lower."),
    Rule.BUILD_SUIT: N_("A column takes a card of the same suit, one rank lower."),
    Rule.EMPTY_COLUMN_KING: N_(
        "Only a King, alone or with the cards on it, goes to an empty column."
    ),
    Rule.GROUP_UNORDERED: N_("The cards on this card are not one ordered group."),
    Rule.GROUP_TOO_LARGE: N_(
        "A group may hold at most (free cells + 1) × 2^(empty columns) cards."
    ),
    Rule.FOUNDATION_ORDER: N_("A foundation takes its suit's next card, Ace first."),
    Rule.FOUNDATION_ONE_CARD: N_("Foundations take one card at a time."),
    Rule.CELL_FULL: N_("A cell holds one card."),
    Rule.NO_RECYCLE: N_("Vegas scoring never recycles the waste."),
    Rule.STOCK_EMPTY: N_("Nothing is left to draw and nothing to recycle."),
    Rule.NO_SUCH_PILE: N_("The game has no such pile."),
    Rule.EMPTY_SOURCE: N_("There is no card there to move."),
    Rule.TOO_FEW_CARDS: N_("The column does not hold that many cards."),
    Rule.SAME_PILE: N_("The cards are already there."),
    Rule.NOT_A_TARGET: N_("Cards never go onto the stock or the waste by hand."),
}


# Where a rule's text names piles a game lacks, that game reads its own wording: the
# stock games have no cells, Seahaven has no waste.
STOCK_GAME_TEXTS: dict[Rule, str] = {
    Rule.NOT_TOP: N_("Only the top card of the waste or a foundation moves."),
}
CELL_GAME_TEXTS: dict[Rule, str] = {
    Rule.NOT_TOP: N_("Only the top card of a cell or a foundation moves."),
}


Fact = tuple[str, str | int | bool]


@dataclass(frozen=True, slots=True)
class Rejection:
    """Why a move is refused: a stable rule id, an English message, and the facts that
    message names (`card`, `onto`, `limit`…) so a translated UI can say them too."""

    rule: Rule
    message: str
    facts: tuple[Fact, ...] = ()

    def __str__(self) -> str:
        return f"{self.rule.value}: {self.message}"

    def fact(self, name: str) -> str | int | bool | None:
        return dict(self.facts).get(name)


def reject(rule: Rule, detail: str = "", **facts: str | int | bool) -> Rejection:
    """The rule's text, followed by the detail that names the cards involved."""
    text = RULE_TEXTS[rule]
    return Rejection(rule, f"{text} {detail}".strip(), tuple(sorted(facts.items())))


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def group_too_large(
    limit: int, free_cells: int, empty_columns: int, to_empty: bool, added: int, factor: int
) -> Rejection:
    """Names the limit and the formula's terms, as the Seahaven page explains it; the facts
    carry the formula's own numbers (`added`, `factor`) for a translated UI to say."""
    message = (
        f"{RULE_TEXTS[Rule.GROUP_TOO_LARGE]} At most {plural(limit, 'card')} can move here: "
        f"({plural(free_cells, 'free cell')} + {added}) × "
        f"{factor}^{plural(empty_columns, 'empty column')}"
    )
    if to_empty:
        message += " — the destination column does not count"
    facts = (("cells", free_cells), ("empty", empty_columns), ("limit", limit))
    numbers = (("added", added), ("factor", factor), ("to_empty", to_empty))
    return Rejection(Rule.GROUP_TOO_LARGE, message + ".", (*facts, *numbers))
