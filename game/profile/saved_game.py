"""The game in progress as `game.json`: a position, the moves undo can take back, the redo
list, the clock and the game's id.

Version 2 (written): `base` is the position text where the undo window starts, `window`
the moves played from there (at most the engine's undo depth), `position` the position
they lead to (checked on reading), `redo` what undo took back (the latest last), `elapsed`
the seconds played and `id` the game's own random name (statistics.json names the last
game counted, so a game counted but still in game.json after a kill is never counted
again). `earlier` (optional): the moves from the deal to `base`, space-separated, for the
game's replay in the history (docs/SHELL.md), at most `EARLIER_LIMIT` moves (about 12 kB;
a longer game keeps no replay; missing or not leading to `base`: the game goes on without
one). Besides it, the size does not grow with the game's length: two position texts and
at most 200 + 200 short moves (`MAX_FILE_BYTES` is 2 MB).

Version 1 (read, from older versions of the game): `code` and every action since the deal
(moves and the words `undo` and `redo`), replayed from the deal.

Either way the position, score, move counter, undo depth, redo list and clock come back
exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import engine
from game.profile.store import DamagedFile
from game.session import (
    EARLIER_LIMIT,
    NothingToRedo,
    NothingToUndo,
    Takebacks,
    played_from_deal,
    replay,
    takebacks_of,
)
from game.strings import N_

GAME_VERSION = 2
READ_VERSIONS = (1, 2)  # version 1 files are read (and written again as version 2)
MAX_ELAPSED = 10**9  # seconds (about 32 years): more is damage
ID_LENGTH = 16  # hex digits of a game's id


def new_game_id() -> str:
    """A random name for a new game (8 bytes of the OS's secure source, as hex)."""
    import os

    return os.urandom(ID_LENGTH // 2).hex()


@dataclass
class SavedGame:
    """A game in progress as it is saved: the game (with its undo history), what is left
    to redo, the clock and its id (None in a version 1 file)."""

    game: engine.Game
    takebacks: Takebacks
    elapsed: float
    game_id: str | None = None


def saved_game_from_document(document: dict[str, Any]) -> SavedGame:
    """`game.json` read back; anything that does not replay raises ValueError or TypeError."""
    elapsed = document["elapsed"]
    number = isinstance(elapsed, int | float) and not isinstance(elapsed, bool)
    if not number or not 0 <= elapsed <= MAX_ELAPSED:  # NaN fails; 400 digits do not overflow
        raise DamagedFile(N_("elapsed is not a number of seconds"))
    if document["version"] == 1:
        actions = _moves(document["actions"], N_("actions is not a list of moves"))
        game = _replayed(str(document["code"]), actions)
        return SavedGame(game, takebacks_of(actions), float(elapsed))
    game_id = document["id"]
    if not isinstance(game_id, str) or not 0 < len(game_id) <= 2 * ID_LENGTH:
        raise DamagedFile(N_("the game's id is not a short text"))
    game, takebacks = _window(document)
    takebacks.earlier = _earlier(document.get("earlier"), document["base"])
    return SavedGame(game, takebacks, float(elapsed), game_id)


def _earlier(value: object, base: str) -> list[str] | None:
    """The moves from the deal to the base position, when saved and when they lead there;
    else None (not known: the game goes on, only its history has no replay)."""
    if not isinstance(value, str):
        return None
    moves = value.split()
    if len(moves) > EARLIER_LIMIT:
        return None
    try:
        start = engine.Game.from_text(base)
    except ValueError:
        return None
    game = played_from_deal(start.code, moves)
    if game is None or _without_counter(game) != _without_counter(start):
        return None
    return moves


def _without_counter(game: engine.Game) -> list[str]:
    """The position's text but its move counter (line 3)."""
    lines = game.to_text().split("\n")
    del lines[2]
    return lines


def _moves(value: object, problem: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(a, str) for a in value):
        raise DamagedFile(problem)
    return value


def _replayed(code: str, actions: list[str]) -> engine.Game:
    """The saved deal after its actions; an undo or a redo with nothing to take is named
    as such."""
    try:
        return replay(code, actions)
    except NothingToUndo:
        raise DamagedFile(N_("an undo has nothing to undo")) from None
    except NothingToRedo:
        raise DamagedFile(N_("a redo has nothing to redo")) from None


def _window(document: dict[str, Any]) -> tuple[engine.Game, Takebacks]:
    """The base position after the window's moves (so undo reaches back to the base),
    checked against the saved position; the redo list, checked to be playable."""
    window = _moves(document["window"], N_("window is not a list of moves"))
    redo = _moves(document["redo"], N_("redo is not a list of moves"))
    base, position = document["base"], document["position"]
    if not isinstance(base, str) or not isinstance(position, str):
        raise DamagedFile(N_("a saved position is not text"))
    game = engine.Game.from_text(base)
    if len(window) + len(redo) > game.variant.undo_depth:
        raise DamagedFile(N_("more moves to undo and redo than the game keeps"))
    for move in window:
        game.play(move)
    if game.to_text() != engine.Game.from_text(position).to_text():
        raise DamagedFile(N_("the saved moves do not lead to the saved position"))
    ahead = game.copy()
    for move in reversed(redo):  # the latest undone is redone first
        ahead.play(move)
    return game, Takebacks(list(window), list(redo))


def saved_game_document(
    game: engine.Game, takebacks: Takebacks, elapsed: float, game_id: str
) -> dict[str, Any]:
    """The JSON document of `game.json` (version 2) for `game`, `takebacks` (the moves on
    the table and what undo took back) and `elapsed` seconds. Costs the same whatever the
    game's length: the window is at most the engine's undo depth."""
    depth = min(game.undo_depth, len(takebacks.played))
    window = takebacks.played[len(takebacks.played) - depth :]
    base = game.copy()
    for _ in window:
        base.undo()
    return {
        "version": GAME_VERSION,
        "id": game_id,
        "base": _with_move_counter(base.to_text(), game.moves - depth),
        "window": window,
        "position": game.to_text(),
        "redo": list(takebacks.undone),
        "elapsed": round(elapsed, 3),
        **_earlier_field(takebacks, len(takebacks.played) - depth),
    }


def _earlier_field(takebacks: Takebacks, before: int) -> dict[str, str]:
    """`earlier`: the moves from the deal to the base, space-separated (for the game's
    replay in the history), when known: at most `EARLIER_LIMIT` moves."""
    if takebacks.earlier is None:
        return {}
    return {"earlier": " ".join([*takebacks.earlier, *takebacks.played[:before]])}


def _with_move_counter(text: str, moves: int) -> str:
    """A position text (ENGINE_API.md: line 3 is `moves: N`) with another move counter:
    the base's counter is the one that replaying the window brings to the game's."""
    lines = text.split("\n")
    lines[2] = f"moves: {moves}"
    return "\n".join(lines)
