"""`Game`: variant rules + position + history, with `play` / `undo` like python-chess."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from .cards import Card, card_id, card_value
from .codes import GameCode, Options, OptionSet, parse_code
from .deal import shuffled_deck
from .errors import IllegalMove
from .info import GameInfo, game_info
from .judge import Judge, pile_index
from .movegen import generate_moves
from .moves import FOUNDATION_AREA, STOCK, STOCK_TAP, WASTE, Move
from .position import read_position, write_position
from .rules import Rejection, Rule, reject
from .state import EMPTY_CELL, PositionKey, State
from .transitions import apply_plan
from .variants import VARIANTS, Scoring, Variant, score_text


@dataclass(frozen=True, slots=True)
class Resolved:
    """An allowed action as the rules carry it out: `target` is the real pile (the
    foundation that takes the card, `w` for a draw, `s` for a recycle), `count` the cards
    it carries. What `Game.resolve` answers and `Game.play` returns. A dataclass, not a
    NamedTuple: a field `count` would hide `tuple.count`."""

    move: Move
    source: str
    target: str
    count: int


class Game:
    """One deal being played: `play`, `undo`, `check`, `tap`, `double_click`, text I/O."""

    def __init__(self, code: GameCode, state: State, moves: int = 0) -> None:
        self._code = code
        self.variant: Variant = VARIANTS[code.game]
        self.options: Options = code.options
        self._scoring: Scoring = self.variant.scoring(code.options)
        self._state = state
        self._moves = moves
        self._history: deque[State] = deque(maxlen=self.variant.undo_depth)
        self.pile_names: tuple[str, ...] = self.variant.pile_names(code.options)
        self._piles = frozenset(self.pile_names)
        self._judge = Judge(self.variant, self.options, self._piles)

    # --- construction -------------------------------------------------------------
    @classmethod
    def from_code(cls, code: str) -> Game:
        """A new deal; a malformed code raises `GameCodeError` saying what is wrong."""
        parsed = parse_code(code)
        variant = VARIANTS[parsed.game]
        cards = shuffled_deck(parsed.deal, variant.decks)
        return cls(parsed, variant.deal(cards, parsed.options))

    @classmethod
    def from_text(cls, text: str) -> Game:
        """The position `to_text` wrote; bad text raises `PositionError` naming the line."""
        code, state, moves = read_position(text)
        return cls(code, state, moves)

    def to_text(self) -> str:
        return write_position(self._code, self._state, self._moves)

    def copy(self) -> Game:
        """An independent game at the same position, with the same undo history."""
        twin = Game(self._code, self._state, self._moves)
        twin._history.extend(self._history)
        return twin

    # --- what the table shows -------------------------------------------------------
    @property
    def code(self) -> str:
        return str(self._code)

    @property
    def variant_id(self) -> str:
        return self.variant.id

    @property
    def title(self) -> str:
        return self.variant.title

    @property
    def info(self) -> GameInfo:
        """This game's facts (`engine.game_info(game.variant_id)`): what New Game offers,
        undo's reach, the group-size rule, a hint's time."""
        return game_info(self.variant.id)

    @property
    def draw_count(self) -> int:
        return self.options.draw_count

    @property
    def vegas(self) -> bool:
        return self.options.vegas

    @property
    def cell_count(self) -> int:
        return self.options.cell_count

    @property
    def score(self) -> int:
        return self._state.score

    @property
    def score_text(self) -> str:
        return score_text(self.score, self.vegas)

    @property
    def option_set(self) -> OptionSet:
        """The game and its options as plain values (`.prefix` is the code less its deal)."""
        return OptionSet(self.variant.id, self.draw_count, self.vegas, self.cell_count)

    @property
    def moves(self) -> int:
        return self._moves

    @property
    def is_won(self) -> bool:
        return sum(self._state.foundations) == self.variant.deck_size

    @property
    def can_undo(self) -> bool:
        return bool(self._history)

    @property
    def recycles_left(self) -> int | None:
        """How many more times the waste may be turned back over: None without a limit
        (Normal scoring), 0 when the pass under way is the last (Vegas, or no stock)."""
        if self.variant.has_stock and not self.vegas:
            return None
        return 0

    @property
    def undo_depth(self) -> int:
        """How many actions can be undone now."""
        return len(self._history)

    @property
    def state(self) -> State:
        """The raw position (for search); treat it as read-only."""
        return self._state

    def key(self) -> PositionKey:
        """A canonical hashable key of the position (score and counters left out)."""
        return self._state.key()

    def pile(self, name: str) -> list[Card]:
        """The pile bottom first; a foundation gives its whole pile, Ace first."""
        if not self._has_pile(name):
            raise ValueError(f"this game has no pile {name!r}")
        state, kind, index = self._state, name[0], pile_index(name)
        if kind == STOCK:
            return [card_value(c, False) for c in state.stock]
        if kind == WASTE:
            return [card_value(c) for c in state.waste]
        if kind == "f":
            suit = self.variant.foundation_suits[index]
            return [card_value(card_id(r, suit)) for r in range(1, state.foundations[index] + 1)]
        if kind == "c":
            cell = state.cells[index]
            return [] if cell == EMPTY_CELL else [card_value(cell)]
        hidden = state.hidden[index]
        return [card_value(c, i >= hidden) for i, c in enumerate(state.columns[index])]

    def foundation_suit(self, name: str) -> str:
        """The suit letter a foundation pile takes, e.g. `f3` -> `H` in Double Solitaire."""
        if not self._has_pile(name) or name[0] != FOUNDATION_AREA:
            raise ValueError(f"this game has no foundation {name!r}")
        return "SHDC"[self.variant.foundation_suits[pile_index(name)]]

    def _has_pile(self, name: object) -> bool:
        """Whether `name` names one of this game's piles (anything that is not text: no)."""
        return isinstance(name, str) and name in self._piles

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (self._code, self._state, self._moves) == (other._code, other._state, other._moves)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<Game {self.code} score={self.score_text} moves={self.moves}>"

    # --- rules ----------------------------------------------------------------------
    def check(self, move: Move | str) -> Rejection | None:
        """None when the move is allowed now, else the rule that refuses it."""
        verdict = self.resolve(move)
        return verdict if isinstance(verdict, Rejection) else None

    def resolve(self, move: Move | str) -> Resolved | Rejection:
        """What the move would do now (its real target pile), or the rule that refuses it:
        one judgement that a drop, a hint and a highlight can share."""
        parsed = Move.parse(move)
        verdict = self._judge.action(self._state, parsed)
        if isinstance(verdict, Rejection):
            return verdict
        return Resolved(parsed, verdict.source, verdict.target, verdict.count)

    def play(self, move: Move | str) -> Resolved:
        """Plays an allowed move; a refused one raises `IllegalMove` with its rejection."""
        verdict = self.resolve(move)
        if isinstance(verdict, Rejection):
            raise IllegalMove(verdict)
        before = self._state
        self._state = apply_plan(
            self.variant, self._scoring, before, verdict.source, verdict.target, verdict.count
        )[0]
        self._history.append(before)
        self._moves += 1
        return verdict

    def undo(self) -> bool:
        """Takes back the latest action, score included; the move counter stays."""
        if not self._history:
            return False
        self._state = self._history.pop()
        return True

    def check_lift(self, source: str, count: int = 1) -> Rejection | None:
        """Why the top `count` cards of `source` cannot be picked up at all, wherever they
        would go (face-down, not the top, an unordered group…), or None: the table asks
        this when a card is pressed, before any destination is known."""
        if type(count) is not int or count < 1:
            raise ValueError(f"the card count must be a whole number from 1, not {count!r}")
        if source == STOCK:
            return reject(Rule.FACE_DOWN)
        if not self._has_pile(source):
            return reject(Rule.NO_SUCH_PILE, f"This game has no pile {source}.")
        lifted = self._judge.lift(self._state, source, count)
        return lifted if isinstance(lifted, Rejection) else None

    def legal_moves(self) -> list[Move]:
        """Every action allowed now, each once, in canonical form."""
        return generate_moves(self.variant, self.options, self._state)

    def tap(self, pile: str) -> Move | None:
        """The move a tap makes: the stock draws or recycles, a top card goes home."""
        if not self._has_pile(pile) or pile.startswith("f"):
            return None
        move = STOCK_TAP if pile == STOCK else Move(pile, FOUNDATION_AREA)
        return move if self.check(move) is None else None

    def double_click(self, pile: str) -> Move | None:
        """Foundation first, then the longest column that takes the card, then an empty
        column for a King, last (Seahaven) a free cell."""
        first = self.tap(pile)
        if first is not None or pile == STOCK or not self._has_pile(pile) or pile[0] == "f":
            return first
        for target in self._double_click_targets(pile):
            move = Move(pile, target)
            if self.check(move) is None:
                return move
        return None

    def _double_click_targets(self, pile: str) -> list[str]:
        state = self._state
        own = pile_index(pile) if pile[0] == "t" else -1
        filled = [i for i, column in enumerate(state.columns) if column and i != own]
        filled.sort(key=lambda i: -len(state.columns[i]))
        targets = [f"t{i + 1}" for i in filled]
        alone = own >= 0 and len(state.columns[own]) == 1
        if not alone:
            targets += [f"t{i + 1}" for i, column in enumerate(state.columns) if not column]
        if pile[0] != "c":
            targets += [f"c{i + 1}" for i, cell in enumerate(state.cells) if cell == EMPTY_CELL]
        return targets
