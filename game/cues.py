"""What the player hears: one `Cue` per thing the session did, decided where it is done.

The session (game/session.py) is the one place cues are decided: every intent reaches it,
so a move, a card turned up, a refusal, an undo, a redo, a deal and a win are each heard
once, whichever device made them. The app takes them once a frame and, with sound on,
plays them (game/sound/); with sound off they are dropped unheard.
"""

from __future__ import annotations

from enum import Enum

import engine


class Cue(Enum):
    """A short sound, by what happened."""

    DRAW = "draw"
    FLIP = "flip"
    PICK_UP = "pick-up"
    PUT_DOWN = "put-down"
    FOUNDATION = "foundation"
    REFUSED = "refused"
    RECYCLE = "recycle"
    UNDO = "undo"
    REDO = "redo"
    DEAL = "deal"
    WIN = "win"


def move_cue(played: engine.Resolved) -> Cue:
    """The sound of a played move, by the real pile the engine says it went to."""
    target = played.target
    if target == "w":
        return Cue.DRAW
    if target == "s":
        return Cue.RECYCLE
    if target.startswith("f"):
        return Cue.FOUNDATION
    return Cue.PUT_DOWN


def face_down(game: engine.Game) -> int:
    """How many cards lie face down in the columns (fewer after a move: one turned up)."""
    return sum(
        not card.face_up for name in game.pile_names if name[0] == "t" for card in game.pile(name)
    )
