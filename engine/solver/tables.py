"""Per-card tables the search looks up in its hot loops, derived once from a variant's own
rules (`Variant.accepted_by`, which `builds_on` fills), never re-stated here.

A card is the engine's small int (`suit * 13 + rank - 1`); each table is a tuple indexed by
card, so a lookup costs what the card arithmetic it replaces cost.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..cards import KING, card_rank, card_suit
from ..variants import Variant

CARDS = range(52)
RANK_INDEX = tuple(card_rank(card) - 1 for card in CARDS)  # 0 (Ace) … 12 (King)
KING_INDEX = KING - 1
SUIT = tuple(card_suit(card) for card in CARDS)
NO_CARD = -1  # `BuildTables.single_onto` of a card no column top takes (a King)


@dataclass(frozen=True, slots=True)
class BuildTables:
    """What a column takes, per card, from the variant's build rule.

    `onto[card]`: the column tops that take `card`, ascending; `takes[card]`: the cards a
    column topped by `card` takes, ascending (the inverse); `single_onto[card]`: the one
    top that takes it when the rule allows one (same-suit building), else `NO_CARD`.
    `safe_floors[card][suit]`: the height every foundation of `suit` must reach before
    `card` can go home for good: every card a column topped by `card` takes is home, and
    so is every card those take (docs/SOLVER.md, "Safe foundation moves").
    """

    onto: tuple[tuple[int, ...], ...]
    takes: tuple[tuple[int, ...], ...]
    single_onto: tuple[int, ...]
    safe_floors: tuple[tuple[int, ...], ...]


@cache
def build_tables(variant: Variant) -> BuildTables:
    """The tables of `variant` (made once per game, shared by all its searches)."""
    onto = tuple(tuple(sorted(variant.accepted_by[card])) for card in CARDS)
    takes = tuple(tuple(child for child in CARDS if card in onto[child]) for card in CARDS)
    single = tuple(tops[0] if len(tops) == 1 else NO_CARD for tops in onto)
    return BuildTables(onto, takes, single, tuple(_safe_floor(takes, card) for card in CARDS))


def _safe_floor(takes: tuple[tuple[int, ...], ...], card: int) -> tuple[int, ...]:
    floor = [0, 0, 0, 0]
    for child in takes[card]:
        for needed in (child, *takes[child]):
            floor[SUIT[needed]] = max(floor[SUIT[needed]], RANK_INDEX[needed] + 1)
    return tuple(floor)
