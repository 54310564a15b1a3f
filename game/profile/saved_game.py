"""The game in progress as `game.json` (version 1): its code, the action log since the deal
(moves in engine notation and the session's undo word) and the elapsed seconds.

Deals are deterministic, so replaying the actions (`game.session.replay`) restores
position, score, move counter and undo depth exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import engine
from game.profile.store import DamagedFile
from game.session import NothingToRedo, NothingToUndo, replay
from game.strings import N_

GAME_VERSION = 1
MAX_ELAPSED = 10**9  # seconds (about 32 years): more is damage


@dataclass
class SavedGame:
    """A game in progress as it is saved: replaying `actions` on the deal of `code`."""

    game: engine.Game
    actions: list[str]
    elapsed: float


def saved_game_from_document(document: dict[str, Any]) -> SavedGame:
    """`game.json` read back; anything that does not replay raises ValueError or TypeError."""
    actions = document["actions"]
    elapsed = document["elapsed"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise DamagedFile(N_("actions is not a list of moves"))
    number = isinstance(elapsed, int | float) and not isinstance(elapsed, bool)
    if not number or not 0 <= elapsed <= MAX_ELAPSED:  # NaN fails; 400 digits do not overflow
        raise DamagedFile(N_("elapsed is not a number of seconds"))
    return SavedGame(_replayed(str(document["code"]), actions), actions, float(elapsed))


def _replayed(code: str, actions: list[str]) -> engine.Game:
    """The saved deal after its actions; an undo or a redo with nothing to take is named
    as such."""
    try:
        return replay(code, actions)
    except NothingToUndo:
        raise DamagedFile(N_("an undo has nothing to undo")) from None
    except NothingToRedo:
        raise DamagedFile(N_("a redo has nothing to redo")) from None


def saved_game_document(game: engine.Game, actions: list[str], elapsed: float) -> dict[str, Any]:
    """The JSON document of `game.json` for `game` reached by `actions` in `elapsed` seconds."""
    return {
        "version": GAME_VERSION,
        "code": game.code,
        "actions": actions,
        "elapsed": round(elapsed, 3),
    }
