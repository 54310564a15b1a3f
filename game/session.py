"""One game being played: the engine's game, the moves undo and redo can reach, the clock.

Input devices produce intents (`game.intents`); the session turns them into engine moves,
plays them and keeps what the save file holds: the moves undo can take back (the engine's
undo depth at most) and what undo took back (redo). Its `revision` grows with every action
and every new deal: the app saves when it changes, hints belong to one revision. No rule
is decided here: every answer is the engine's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import engine
from game.cues import Cue, face_down, move_cue
from game.intents import DoubleClick, Drop, Intent, Lift, LiftRefused, Send, Tap

UNDO_ACTION = "undo"  # the action log's word for a take-back (moves are in engine notation)
REDO_ACTION = "redo"  # ... and for playing again the move the latest undo took back
EARLIER_LIMIT = 2_000  # moves kept before the undo window; a longer game keeps no replay

# told the game, its seconds played, its moves from the deal (None: not known) and whether
# it counts as won
GameOver = Callable[[engine.Game, float, tuple[str, ...] | None, bool], None]


class NothingToUndo(ValueError):
    """An action log holds an undo where the game had nothing to undo."""


class NothingToRedo(ValueError):
    """An action log holds a redo where no undo had taken a move back."""


@dataclass(repr=False, eq=False)
class Takebacks:
    """The moves on the table (oldest first) and the moves undo took back (latest last),
    as the action log says: a redo plays the latest taken back, a new move forgets them."""

    played: list[str] = field(default_factory=list)
    undone: list[str] = field(default_factory=list)
    # the moves before `played`, from the deal: undo never reaches them (None: not known,
    # a game resumed from a save of an older version)
    earlier: list[str] | None = field(default_factory=list)

    def line(self) -> tuple[str, ...] | None:
        """Every move on the table from the deal, oldest first, or None when not known."""
        return None if self.earlier is None else (*self.earlier, *self.played)

    def moved(self, move: str) -> None:
        self.played.append(move)
        self.undone.clear()

    def took_back(self) -> None:
        if self.played:
            self.undone.append(self.played.pop())

    def next_redo(self) -> str | None:
        """The move a redo plays now, or None."""
        return self.undone[-1] if self.undone else None

    def redone(self) -> None:
        self.played.append(self.undone.pop())

    def trim(self, keep: int) -> None:
        """Forget moves older than the last `keep` (the engine's undo depth: undo never
        reaches them), so a long game's record stays small."""
        if len(self.played) > 2 * keep:
            if self.earlier is not None:
                self.earlier.extend(self.played[:-keep])
                if len(self.earlier) > EARLIER_LIMIT:  # the save stays small: no replay
                    self.earlier = None
            del self.played[:-keep]

    def follow(self, action: str) -> None:
        """One action of a log: a move, an undo or a redo."""
        if action == UNDO_ACTION:
            self.took_back()
        elif action == REDO_ACTION:
            self.redone()
        else:
            self.moved(action)


def replay(code: str, actions: list[str]) -> engine.Game:
    """The deal of `code` after `actions`; an action that cannot be replayed raises
    ValueError (an engine error, `NothingToUndo` or `NothingToRedo`)."""
    game = engine.Game.from_code(code)
    takebacks = Takebacks()
    for action in actions:
        if action == UNDO_ACTION:
            if not game.undo():
                raise NothingToUndo(action)
        elif action == REDO_ACTION:
            move = takebacks.next_redo()
            if move is None:
                raise NothingToRedo(action)
            game.play(move)
        else:
            game.play(action)
        takebacks.follow(action)
    return game


def played_from_deal(code: str, moves: Iterable[str]) -> engine.Game | None:
    """The deal of `code` after `moves` (moves only: no take-backs), or None when the code
    or a move does not play (a damaged file, a game not dealt from its code)."""
    try:
        game = engine.Game.from_code(code)
        for move in moves:
            game.play(move)
    except ValueError:
        return None
    return game


def takebacks_of(actions: list[str]) -> Takebacks:
    """What the moves and take-backs of a (replayable) action log leave to redo."""
    takebacks = Takebacks()
    for action in actions:
        takebacks.follow(action)
    return takebacks


@dataclass(repr=False, eq=False)
class GameSession:
    """The game on the table and what the save file and the statistics need of it."""

    game: engine.Game
    actions: list[str] = field(default_factory=list)  # the actions of this sitting, undos too
    elapsed: float = 0.0  # seconds played (the clock stands still under a dialog)
    revision: int = 0
    counted: bool = False  # the game is already in the statistics
    on_game_over: GameOver | None = None  # told once per played game: won or abandoned
    takebacks: Takebacks = field(default_factory=Takebacks)
    cues: list[Cue] = field(default_factory=list)  # heard since the app last took them
    hidden_cards: int = field(init=False)  # face down after the last action (a flip?)
    assisted: bool = False  # played on from a replay: a win counts as played, not won

    def __post_init__(self) -> None:
        self.hidden_cards = face_down(self.game)

    def take_cues(self) -> list[Cue]:
        """What the session did since the last call, as sounds (game/cues.py)."""
        cues, self.cues = self.cues, []
        return cues

    def start(
        self, game: engine.Game, actions: list[str] | None = None, elapsed: float = 0.0
    ) -> None:
        """Put `game` on the table; the game it replaces counts as played if it had moves."""
        self.finish(won=False)
        self.game = game
        self.actions = list(actions or [])
        self.takebacks = takebacks_of(self.actions)
        self.elapsed = elapsed
        self.counted = False
        self.assisted = False
        self.revision += 1
        self.hidden_cards = face_down(game)
        self.cues.append(Cue.DEAL)

    def resume(self, takebacks: Takebacks, elapsed: float) -> None:
        """The saved moves undo can take back, what is left to redo and the clock of the
        game on the table (read back at start). The save holds no older actions."""
        self.takebacks = takebacks
        self.elapsed = elapsed

    def finish(self, won: bool, shown: bool = False) -> None:
        """Tell the statistics about the game, once, if it had moves. `shown`: Show me
        played the winning move, so the game counts as played, not won."""
        if self.counted or self.game.moves == 0:
            return
        if won or not self.game.is_won:
            self.counted = True
            if self.on_game_over is not None:
                wins = self.game.is_won and not (shown or self.assisted)
                self.on_game_over(self.game, self.elapsed, self.takebacks.line(), wins)

    def clock_runs(self, paused: bool) -> bool:
        """The clock runs from the first action until the win, never under a dialog (so
        the fastest win is the time played, not the time the deal lay on the table)."""
        return bool(self.game.moves) and not self.game.is_won and not paused

    def tick(self, dt: float, paused: bool) -> None:
        """`dt` seconds went by (they count when the clock runs)."""
        if self.clock_runs(paused):
            self.elapsed += dt

    # --- intents -> moves ---------------------------------------------------------------
    def carry_out(self, intent: Intent) -> engine.Resolved | engine.Rejection | None:
        """Play what the intent means: the move as played, the rule refusing it, or None
        (nothing to do: a tap on a card no foundation takes, a drop over no pile, cards
        picked up). Each move is judged once, by the engine, as it is played; a refusal
        is heard once, whatever was tried before it. (One function, not two: a key reaches
        `Game.play` in few calls, tests/test_call_path.py.)"""
        game = self.game
        outcome: engine.Resolved | engine.Rejection | None = None
        match intent:
            case Lift():
                self.cues.append(Cue.PICK_UP)
            case LiftRefused(rejection):
                outcome = rejection
            case Send(source, target):
                outcome = self._send(source, target)
            case Drop(source, cards, str(target)):
                outcome = self.play(engine.Move(source, target, cards))
            case Tap("s") if (move := game.tap("s")) is None:
                outcome = game.check("s")
            case Tap(pile) if (move := game.tap(pile)) is not None:
                outcome = self.play(move)
            case DoubleClick(pile) if (move := game.double_click(pile)) is not None:
                outcome = self.play(move)
        if isinstance(outcome, engine.Rejection):
            self.cues.append(Cue.REFUSED)
        return outcome

    def _send(self, source: str, target: str) -> engine.Resolved | engine.Rejection:
        """Send what fits: the top card, or from a column to a column the smallest group
        the engine allows (where a card fits, only one group can). A refusal is the top
        card's."""
        refusal = self.play(engine.Move(source, target))
        if not isinstance(refusal, engine.Rejection):
            return refusal
        kinds = self.game.info.group_piles  # the piles the engine lets groups move between
        if source[0] in kinds and target[0] in kinds and source in self.game.pile_names:
            for count in range(2, len(self.game.pile(source)) + 1):  # the smallest that fits
                played = self.play(engine.Move(source, target, count))
                if not isinstance(played, engine.Rejection):
                    return played
        return refusal

    def play(
        self, move: engine.Move | str, shown: bool = False
    ) -> engine.Resolved | engine.Rejection:
        """Play a move the engine allows (logged); a refused one changes nothing. `shown`:
        Show me plays it (a win it makes counts as played, not won)."""
        try:
            played = self.game.play(move)  # judged once: the engine checks as it plays
        except engine.IllegalMove as refused:
            return refused.rejection
        self.cues.append(move_cue(played))
        if face_down(self.game) < self.hidden_cards:  # counted after the last action
            self.cues.append(Cue.FLIP)
        self.takebacks.moved(str(played.move))
        self._acted(str(played.move), shown)
        return played

    def undo(self) -> bool:
        """Take back the latest action; never after a win (it is already counted). False
        when there was nothing to take back."""
        if self.game.is_won or not self.game.undo():
            return False
        self.takebacks.took_back()
        self.cues.append(Cue.UNDO)
        self._acted(UNDO_ACTION)
        return True

    @property
    def can_redo(self) -> bool:
        """True when an undo took back a move and no new move came since."""
        return not self.game.is_won and self.takebacks.next_redo() is not None

    def redo(self) -> bool:
        """Play again the move the latest undo took back (it counts as a move; the score
        is the engine's). False when there is nothing to redo."""
        move = self.takebacks.next_redo()
        if move is None or self.game.is_won:
            return False
        self.game.play(move)
        self.takebacks.redone()
        self.cues.append(Cue.REDO)
        self._acted(REDO_ACTION)
        return True

    def _acted(self, action: str, shown: bool = False) -> None:
        self.hidden_cards = face_down(self.game)
        self.actions.append(action)
        self.takebacks.trim(self.game.variant.undo_depth)
        self.revision += 1
        if self.game.is_won:
            self.cues.append(Cue.WIN)
            self.finish(won=True, shown=shown)

    def replay_moves(self) -> tuple[str, ...] | None:
        """The moves on the table from the deal, oldest first (undos folded away), for a
        replay code; None when they are not known (a save of an older version, or a game
        longer than the save keeps: `EARLIER_LIMIT`)."""
        return self.takebacks.line()
