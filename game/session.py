"""One game being played: the engine's game, the log of actions since the deal, the clock.

Input devices produce intents (`game.intents`); the session turns them into engine moves,
plays them and keeps the log the save file holds. Its `revision` grows with every action
and every new deal: the app saves when it changes, hints belong to one revision. No rule
is decided here: every answer is the engine's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import engine
from game.intents import DoubleClick, Drop, MoveIntent, Send, Tap

UNDO_ACTION = "undo"  # the action log's word for a take-back (moves are in engine notation)

GameOver = Callable[[engine.Game, float], None]


class NothingToUndo(ValueError):
    """An action log holds an undo where the game had nothing to undo."""


def replay(code: str, actions: list[str]) -> engine.Game:
    """The deal of `code` after `actions`; an action that cannot be replayed raises
    ValueError (an engine error, or `NothingToUndo`)."""
    game = engine.Game.from_code(code)
    for action in actions:
        if action == UNDO_ACTION:
            if not game.undo():
                raise NothingToUndo(action)
        else:
            game.play(action)
    return game


@dataclass(repr=False, eq=False)
class GameSession:
    """The game on the table and what the save file and the statistics need of it."""

    game: engine.Game
    actions: list[str] = field(default_factory=list)  # every action since the deal, undos too
    elapsed: float = 0.0  # seconds played (the clock stands still under a dialog)
    revision: int = 0
    counted: bool = False  # the game is already in the statistics
    on_game_over: GameOver | None = None  # told once per played game: won or abandoned

    def start(
        self, game: engine.Game, actions: list[str] | None = None, elapsed: float = 0.0
    ) -> None:
        """Put `game` on the table; the game it replaces counts as played if it had moves."""
        self.finish(won=False)
        self.game = game
        self.actions = list(actions or [])
        self.elapsed = elapsed
        self.counted = False
        self.revision += 1

    def resume(self, actions: list[str], elapsed: float) -> None:
        """The saved log and clock of the game on the table (read back at start)."""
        self.actions = list(actions)
        self.elapsed = elapsed

    def restart(self) -> None:
        """The same deal from the start."""
        self.start(engine.Game.from_code(self.game.code))

    def new_deal(self) -> None:
        """A random deal with the same options."""
        self.start(engine.Game.from_code(engine.random_code(self.game.option_set.prefix)))

    def finish(self, won: bool) -> None:
        """Tell the statistics about the game, once, if it had moves."""
        if self.counted or self.game.moves == 0:
            return
        if won or not self.game.is_won:
            self.counted = True
            if self.on_game_over is not None:
                self.on_game_over(self.game, self.elapsed)

    def tick(self, dt: float, paused: bool) -> None:
        """The clock runs while the game is neither won nor under a dialog."""
        if not self.game.is_won and not paused:
            self.elapsed += dt

    # --- intents -> moves ---------------------------------------------------------------
    def move_for(self, intent: MoveIntent) -> engine.Move | engine.Rejection | None:
        """The engine move an intent means, the rule that refuses it, or None (nothing to
        do: a tap on a card no foundation takes, a drop over no pile)."""
        game = self.game
        if isinstance(intent, Tap):
            move = game.tap(intent.pile)
            if move is None and intent.pile == "s":
                return game.check("s")
            return move
        if isinstance(intent, DoubleClick):
            return game.double_click(intent.pile)
        if isinstance(intent, Drop) and intent.target is not None:
            return engine.Move(intent.source, intent.target, intent.cards)
        if isinstance(intent, Send):
            return self._sent(intent.source, intent.target)
        return None

    def _sent(self, source: str, target: str) -> engine.Move | engine.Rejection:
        """The move that sends what fits: the top card, or from a column to a column the
        smallest group the engine allows (where a card fits, only one group can). A
        refusal is the top card's."""
        game = self.game
        single = engine.Move(source, target)
        refusal = game.check(single)
        if refusal is None:
            return single
        if source[0] == "t" and target[0] == "t" and source in game.pile_names:
            for count in range(2, len(game.pile(source)) + 1):  # the smallest group that fits
                group = engine.Move(source, target, count)
                if game.check(group) is None:
                    return group
        return refusal

    def carry_out(self, intent: MoveIntent) -> engine.Resolved | engine.Rejection | None:
        """Play what the intent means: the move as played, the rule refusing it, or None."""
        move = self.move_for(intent)
        if move is None or isinstance(move, engine.Rejection):
            return move
        return self.play(move)

    def play(self, move: engine.Move | str) -> engine.Resolved | engine.Rejection:
        """Play a move the engine allows (logged); a refused one changes nothing."""
        try:
            played = self.game.play(move)  # judged once: the engine checks as it plays
        except engine.IllegalMove as refused:
            return refused.rejection
        self._acted(str(played.move))
        return played

    def undo(self) -> bool:
        """Take back the latest action; never after a win (it is already counted). False
        when there was nothing to take back."""
        if self.game.is_won or not self.game.undo():
            return False
        self._acted(UNDO_ACTION)
        return True

    def _acted(self, action: str) -> None:
        self.actions.append(action)
        self.revision += 1
        if self.game.is_won:
            self.finish(won=True)
