"""One game being played: the engine's game, the log of actions since the deal, the clock.

The table's gestures and keys become intents, and the session turns them into engine moves
(DESIGN.md); the app saves when the session's revision changes.
"""

from __future__ import annotations

import engine

UNDO_ACTION = "undo"  # the action log's word for a take-back (moves are in engine notation)


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
