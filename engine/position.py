"""The position as text (ENGINE_API.md): code, score, moves, then one line per pile."""

from __future__ import annotations

from collections import Counter

from .cards import Card, card_id, card_token
from .codes import GameCode, parse_code
from .errors import GameCodeError, PositionError
from .state import EMPTY_CELL, State
from .variants import VARIANTS, Variant


def write_position(code: GameCode, state: State, moves: int) -> str:
    variant = VARIANTS[code.game]
    lines = [str(code), f"score: {state.score}", f"moves: {moves}"]
    if not variant.has_stock:
        lines += ["s:", "w:"]
    for name in variant.pile_names(code.options):
        lines.append(_pile_line(name, _pile_tokens(variant, state, name)))
    return "\n".join(lines) + "\n"


def _pile_line(name: str, tokens: list[str]) -> str:
    return f"{name}: {' '.join(tokens)}" if tokens else f"{name}:"


def _pile_tokens(variant: Variant, state: State, name: str) -> list[str]:
    kind = name[0]
    if kind == "s":
        return [card_token(c, False) for c in state.stock]
    if kind == "w":
        return [card_token(c) for c in state.waste]
    index = int(name[1:]) - 1
    if kind == "f":
        height = state.foundations[index]
        return [card_token(card_id(height, variant.foundation_suits[index]))] if height else ["-"]
    if kind == "c":
        cell = state.cells[index]
        return [] if cell == EMPTY_CELL else [card_token(cell)]
    hidden = state.hidden[index]
    return [card_token(c, i >= hidden) for i, c in enumerate(state.columns[index])]


QUOTED_LINE = 80  # characters of a faulty line an error message quotes


class _Reader:
    """Reads one position text, naming the line of the first problem it finds."""

    def __init__(self, text: str) -> None:
        if not isinstance(text, str):
            raise PositionError(f"a position is text, not {type(text).__name__}")
        self.lines = [line.strip() for line in text.strip().splitlines()]
        if len(self.lines) < 3:
            raise PositionError("a position needs a game code, a score line and a moves line")

    def fail(self, number: int, problem: str) -> PositionError:
        line = self.lines[number - 1]
        if len(line) > QUOTED_LINE:  # a message quotes a line, not megabytes of one
            line = line[: QUOTED_LINE - 1] + "…"
        return PositionError(f"line {number} ({line!r}): {problem}")

    def code(self) -> GameCode:
        try:
            return parse_code(self.lines[0])
        except GameCodeError as error:
            raise self.fail(1, str(error)) from None

    def number(self, line_number: int, label: str) -> int:
        head, _, value = self.lines[line_number - 1].partition(":")
        if head.strip().lower() != label:
            raise self.fail(line_number, f"expected '{label}: N'")
        try:
            return int(value.strip())
        except ValueError:
            raise self.fail(line_number, f"{label} must be a whole number") from None

    def piles(self, names: tuple[str, ...]) -> dict[str, tuple[int, list[Card]]]:
        found: dict[str, tuple[int, list[Card]]] = {}
        for number in range(4, len(self.lines) + 1):
            line = self.lines[number - 1]
            if not line:
                continue
            name, colon, rest = line.partition(":")
            name = name.strip().lower()
            if not colon:
                raise self.fail(number, "expected 'PILE: CARDS'")
            if name in ("s", "w") and name not in names and not rest.strip():
                continue
            if name not in names:
                raise self.fail(number, f"this game has no pile {name!r}")
            if name in found:
                raise self.fail(number, f"pile {name} appears twice")
            found[name] = (number, self.cards(number, name, rest.split()))
        missing = [name for name in names if name not in found]
        if missing:
            raise PositionError(f"the position has no line for {', '.join(missing)}")
        return found

    def cards(self, number: int, name: str, tokens: list[str]) -> list[Card]:
        if name.startswith("f") and tokens == ["-"]:
            return []
        try:
            return [Card.parse(token) for token in tokens]
        except ValueError as error:
            raise self.fail(number, str(error)) from None


def read_position(text: str) -> tuple[GameCode, State, int]:
    reader = _Reader(text)
    code = reader.code()
    variant = VARIANTS[code.game]
    score, moves = reader.number(2, "score"), reader.number(3, "moves")
    if moves < 0:
        raise reader.fail(3, "the move counter cannot be negative")
    scoring = variant.scoring(code.options)
    if scoring.floor is not None and score < scoring.floor:
        raise reader.fail(2, f"this scoring never goes below {scoring.floor}")
    piles = reader.piles(variant.pile_names(code.options))
    state = _build_state(reader, variant, piles, score)
    _check_deck(variant, state)
    return code, state, moves


def _build_state(
    reader: _Reader, variant: Variant, piles: dict[str, tuple[int, list[Card]]], score: int
) -> State:
    def face_up_ids(name: str) -> tuple[int, ...]:
        number, cards = piles[name]
        if any(not card.face_up for card in cards):
            raise reader.fail(number, "only stock and column cards can be face down")
        return tuple(card.id for card in cards)

    has_stock = variant.has_stock
    stock = _stock_ids(reader, piles) if has_stock else ()
    waste = face_up_ids("w") if has_stock else ()
    foundations = tuple(
        _foundation_height(reader, piles, f"f{i + 1}", suit)
        for i, suit in enumerate(variant.foundation_suits)
    )
    cell_names = [name for name in piles if name.startswith("c")]
    cells = []
    for name in sorted(cell_names, key=lambda n: int(n[1:])):
        held = face_up_ids(name)
        if len(held) > 1:
            raise reader.fail(piles[name][0], "a cell holds one card")
        cells.append(held[0] if held else EMPTY_CELL)
    columns, hidden = [], []
    for i in range(variant.column_count):
        number, cards = piles[f"t{i + 1}"]
        columns.append(tuple(card.id for card in cards))
        hidden.append(_hidden_count(reader, number, cards))
        if hidden[-1] and not variant.face_down_deal:
            raise reader.fail(number, f"every card of {variant.title} lies face up")
    return State(stock, waste, foundations, tuple(cells), tuple(columns), tuple(hidden), score)


def _stock_ids(reader: _Reader, piles: dict[str, tuple[int, list[Card]]]) -> tuple[int, ...]:
    number, cards = piles["s"]
    if any(card.face_up for card in cards):
        raise reader.fail(number, "stock cards are always face down (lower case)")
    return tuple(card.id for card in cards)


def _foundation_height(
    reader: _Reader, piles: dict[str, tuple[int, list[Card]]], name: str, suit: int
) -> int:
    number, cards = piles[name]
    if not cards:
        return 0
    if len(cards) > 1 or not cards[0].face_up:
        raise reader.fail(number, "a foundation line shows only its top card, face up, or '-'")
    if cards[0].suit.index != suit:
        raise reader.fail(number, f"foundation {name} takes {'♠♥♦♣'[suit]} only")
    return int(cards[0].rank)


def _hidden_count(reader: _Reader, number: int, cards: list[Card]) -> int:
    """Face-down cards sit at the bottom of a column, under a face-up top card."""
    hidden = 0
    while hidden < len(cards) and not cards[hidden].face_up:
        hidden += 1
    if any(not card.face_up for card in cards[hidden:]):
        raise reader.fail(number, "a face-down card cannot lie on a face-up card")
    if cards and hidden == len(cards):
        raise reader.fail(number, "the top card of a column is always face up")
    return hidden


def _check_deck(variant: Variant, state: State) -> None:
    """Every card of the game's deck exactly once (twice for Double Solitaire)."""
    seen: Counter[int] = Counter(state.stock + state.waste)
    seen.update(card for card in state.cells if card != EMPTY_CELL)
    for column in state.columns:
        seen.update(column)
    for height, suit in zip(state.foundations, variant.foundation_suits, strict=True):
        seen.update(card_id(rank, suit) for rank in range(1, height + 1))
    expected = variant.decks
    wrong = [c for c in range(52) if seen[c] != expected]
    if wrong:
        details = ", ".join(f"{card_token(c)} ×{seen[c]}" for c in wrong[:6])
        raise PositionError(
            f"the cards are not exactly the game's deck (each card {expected}×): {details}"
        )
