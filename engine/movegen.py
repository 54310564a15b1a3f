"""Legal-move generation written for speed: the solver calls it millions of times.

It must agree exactly with `Game.check`; a property test compares the two.
"""

from __future__ import annotations

from functools import cache

from .cards import KING, card_id, card_rank, card_suit
from .codes import Options
from .moves import STOCK_TAP, Move
from .state import EMPTY_CELL, State
from .variants import Variant

COLUMN_NAMES = tuple(f"t{i + 1}" for i in range(10))
CELL_NAMES = tuple(f"c{i + 1}" for i in range(4))
FOUNDATION_NAMES = tuple(f"f{i + 1}" for i in range(8))


@cache
def move(source: str, target: str, count: int = 1) -> Move:
    """Shared immutable Move values (there are only a few thousand distinct ones)."""
    return Move(source, target, count)


def generate_moves(variant: Variant, options: Options, state: State) -> list[Move]:
    moves: list[Move] = []
    if variant.has_stock and (state.stock or (state.waste and not options.vegas)):
        moves.append(STOCK_TAP)
    for name, card, from_foundation in _single_sources(variant, state):
        if not from_foundation and fits_foundation(variant, state, card):
            moves.append(move(name, "f"))
        _to_columns(variant, state, name, card, 1, None, moves)
        moves.extend(
            move(name, CELL_NAMES[k])
            for k, cell in enumerate(state.cells)
            if cell == EMPTY_CELL and name != CELL_NAMES[k]
        )
    _group_moves(variant, state, moves)
    return moves


def _single_sources(variant: Variant, state: State) -> list[tuple[str, int, bool]]:
    sources: list[tuple[str, int, bool]] = []
    if state.waste:
        sources.append(("w", state.waste[-1], False))
    for k, cell in enumerate(state.cells):
        if cell != EMPTY_CELL:
            sources.append((CELL_NAMES[k], cell, False))
    for i, column in enumerate(state.columns):
        if column:
            sources.append((COLUMN_NAMES[i], column[-1], False))
    for i, height in enumerate(state.foundations):
        if height:
            top = card_id(height, variant.foundation_suits[i])
            sources.append((FOUNDATION_NAMES[i], top, True))
    return sources


def fits_foundation(variant: Variant, state: State, card: int) -> bool:
    below, heights = card_rank(card) - 1, state.foundations
    return any(heights[i] == below for i in variant.suit_foundations[card_suit(card)])


def _to_columns(
    variant: Variant,
    state: State,
    name: str,
    first: int,
    count: int,
    limits: tuple[int, int] | None,
    moves: list[Move],
) -> None:
    """Adds `name:count>tJ` for each column that takes `first` (within group limits)."""
    is_king = card_rank(first) == KING
    accepted = variant.accepted_by[first]
    for j, column in enumerate(state.columns):
        target = COLUMN_NAMES[j]
        if target == name:
            continue
        if column:
            fits = column[-1] in accepted
            within = limits is None or count <= limits[0]
        else:
            fits = is_king
            within = limits is None or count <= limits[1]
        if fits and within:
            moves.append(move(name, target, count))


def _group_moves(variant: Variant, state: State, moves: list[Move]) -> None:
    limits = _group_limits(variant, state)
    for i, column in enumerate(state.columns):
        face_up = len(column) - state.hidden[i]
        for count in range(2, face_up + 1):
            group = column[-count:]
            if not variant.group_ordered(group):
                break
            _to_columns(variant, state, COLUMN_NAMES[i], group[0], count, limits, moves)


def _group_limits(variant: Variant, state: State) -> tuple[int, int] | None:
    """(limit onto a card, limit into an empty column), or None when unlimited."""
    onto_card = variant.group_limit(state, False)
    if onto_card is None:
        return None
    has_empty = any(not column for column in state.columns)
    into_empty = variant.group_limit(state, True) if has_empty else 0
    return onto_card, into_empty or 0
