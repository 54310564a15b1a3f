"""Invariants every position and action must keep; shared by the property tests and
`make fuzz` so both check exactly the same things."""

from __future__ import annotations

import random

from .codes import GAME_OPTIONS
from .errors import IllegalMove
from .game import Game
from .moves import STOCK_TAP, Move


def all_option_prefixes() -> list[str]:
    return [f"{game}1-{options}" for game, choices in GAME_OPTIONS.items() for options in choices]


def candidate_moves(game: Game) -> list[Move]:
    """Every syntactically possible move on this game's piles (the brute-force space)."""
    names = game.pile_names
    sources = [n for n in names if n != "s"] + ["c1", "t10"]
    targets = [n for n in names if not n.startswith("f")] + ["f", "c4"]
    moves = [STOCK_TAP]
    for source in sources:
        top = len(game.pile(source)) if source in names else 1
        for target in targets:
            moves.extend(Move(source, target, n) for n in range(1, max(top, 1) + 2))
    return moves


def random_move(game: Game, rng: random.Random) -> Move:
    """A move drawn from the brute-force space, legal or not."""
    names = game.pile_names
    source = rng.choice([n for n in names if n != "s"] + ["s"])
    if source == "s":
        return STOCK_TAP
    target = rng.choice([n for n in names if not n.startswith("f")] + ["f"])
    return Move(source, target, rng.choice((1, 1, 1, 2, 3, 5)))


class Violation(AssertionError):
    """An invariant that did not hold, with the position and the action."""


def expect(condition: bool, what: str, game: Game) -> None:
    if not condition:
        raise Violation(f"{what}\n{game.to_text()}")


def check_position(game: Game, exhaustive: bool = False) -> list[Move]:
    """Deck conserved, text round-trips, legal moves pass `check` and nothing else does."""
    text = game.to_text()
    twin = Game.from_text(text)
    expect(twin.to_text() == text, "from_text(to_text()) differs", game)
    expect(twin.key() == game.key() and twin.score == game.score, "round-trip not equal", game)
    legal = game.legal_moves()
    expect(len(set(legal)) == len(legal), "legal_moves lists a move twice", game)
    for move in legal:
        expect(str(Move.parse(str(move))) == str(move), f"{move} not canonical", game)
        expect(game.check(move) is None, f"legal move {move} refused: {game.check(move)}", game)
    if exhaustive:
        allowed = {m for m in candidate_moves(game) if game.check(m) is None}
        expect(allowed == set(legal), f"check allows {allowed ^ set(legal)} unlike legal", game)
    return legal


def random_action(game: Game, legal: list[Move], rng: random.Random) -> str:
    """Plays a legal move, tries an illegal one, or undoes; checks what that must do."""
    roll = rng.random()
    before = game.to_text()
    moves_before = game.moves
    if roll < 0.2 or not legal:
        undone = game.undo()
        expect(game.moves == moves_before, "undo changed the move counter", game)
        expect(undone or before == game.to_text(), "a failed undo changed the position", game)
        return "undo"
    if roll < 0.3:
        move = random_move(game, rng)
        if move not in legal:
            expect(game.check(move) is not None, f"{move} outside legal_moves is allowed", game)
            try:
                game.play(move)
            except IllegalMove:
                expect(game.to_text() == before, f"refused {move} changed the position", game)
                return "refused"
            raise Violation(f"{move} outside legal_moves was played\n{before}")
    move = rng.choice(legal)
    game.play(move)
    expect(game.moves == moves_before + 1, "play did not count the action", game)
    game.undo()
    expect(_without_moves(game.to_text()) == _without_moves(before), f"undo of {move}", game)
    game.play(move)
    return "play"


def _without_moves(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.startswith("moves:"))
