"""Applying a checked action to a position: pure functions from State to State."""

from __future__ import annotations

from .cards import card_id
from .state import EMPTY_CELL, State
from .variants import Scoring, Variant

Result = tuple[State, tuple[int, ...], tuple[str, ...], int]


def apply_plan(
    variant: Variant, scoring: Scoring, state: State, source: str, target: str, count: int
) -> Result:
    """The new position, the cards that moved, the piles turned up, the score change.

    `source`/`target` are resolved pile names; `s>w` draws `count` cards, `w>s`
    recycles the waste. The move must already have passed the rules.
    """
    if source == "s":
        drawn = tuple(reversed(state.stock[-count:]))
        new = state._replace(stock=state.stock[:-count], waste=state.waste + drawn)
        return new, drawn, (), 0
    if target == "s":
        new = state._replace(stock=tuple(reversed(state.waste)), waste=())
        return _scored(new, scoring, scoring.recycle, state.score, state.waste, ())
    moved, taken, turned_up = _take(variant, state, source, count)
    placed = _put(taken, target, moved)
    delta = _score_delta(scoring, source, target, turned_up)
    return _scored(placed, scoring, delta, state.score, moved, turned_up)


def _scored(
    state: State,
    scoring: Scoring,
    delta: int,
    before: int,
    moved: tuple[int, ...],
    turned_up: tuple[str, ...],
) -> Result:
    """Adds the action's points, held at the floor; reports the change really made."""
    score = before + delta
    if scoring.floor is not None:
        score = max(scoring.floor, score)
    if score != state.score:
        state = state._replace(score=score)
    return state, moved, turned_up, score - before


def _take(
    variant: Variant, state: State, source: str, count: int
) -> tuple[tuple[int, ...], State, tuple[str, ...]]:
    kind = source[0]
    if kind == "w":
        return state.waste[-1:], state._replace(waste=state.waste[:-1]), ()
    index = int(source[1:]) - 1
    if kind == "c":
        cells = list(state.cells)
        card, cells[index] = cells[index], EMPTY_CELL
        return (card,), state._replace(cells=tuple(cells)), ()
    if kind == "f":
        heights = list(state.foundations)
        card = card_id(heights[index], variant.foundation_suits[index])
        heights[index] -= 1
        return (card,), state._replace(foundations=tuple(heights)), ()
    return _take_from_column(state, index, count)


def _take_from_column(
    state: State, index: int, count: int
) -> tuple[tuple[int, ...], State, tuple[str, ...]]:
    """Lifts the top `count` cards; an uncovered face-down card turns up by itself."""
    column = state.columns[index]
    moved, rest = column[-count:], column[:-count]
    columns = state.columns[:index] + (rest,) + state.columns[index + 1 :]
    hidden = state.hidden
    turned_up: tuple[str, ...] = ()
    if rest and hidden[index] >= len(rest):
        hidden = hidden[:index] + (len(rest) - 1,) + hidden[index + 1 :]
        turned_up = (f"t{index + 1}",)
    return moved, state._replace(columns=columns, hidden=hidden), turned_up


def _put(state: State, target: str, moved: tuple[int, ...]) -> State:
    kind, index = target[0], int(target[1:]) - 1
    if kind == "f":
        heights = list(state.foundations)
        heights[index] += 1
        return state._replace(foundations=tuple(heights))
    if kind == "c":
        cells = list(state.cells)
        cells[index] = moved[0]
        return state._replace(cells=tuple(cells))
    columns = list(state.columns)
    columns[index] = columns[index] + moved
    return state._replace(columns=tuple(columns))


def _score_delta(scoring: Scoring, source: str, target: str, turned_up: tuple[str, ...]) -> int:
    delta = scoring.turn_up if turned_up else 0
    if target[0] == "f":
        delta += scoring.to_foundation
    elif source[0] == "f":
        delta += scoring.from_foundation
    elif source == "w":
        delta += scoring.waste_to_column
    return delta
