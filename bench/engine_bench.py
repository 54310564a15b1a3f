"""`make bench` (engine part): legal-move generations and play+undo pairs per second
on a mid-game position of each game."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from engine import Game, Move

CODES = {"DS": "DS1-D1N-AAAAAAB", "TF": "TF1-D1N-AAAAAAB", "SH": "SH1-C4-AAAAAJ2"}
SECONDS = 1.0


def mid_game(code: str, actions: int = 30) -> Game:
    """The busiest position (most legal moves) among a few seeded random playthroughs
    that prefer foundation moves and never return cards from a foundation."""
    best = Game.from_code(code)
    for seed in range(20):
        rng, game = random.Random(seed), Game.from_code(code)
        for _ in range(actions):
            moves = [m for m in game.legal_moves() if not m.source.startswith("f")]
            if not moves:
                break
            home = [m for m in moves if m.target == "f"]
            game.play(rng.choice(home or moves))
        if len(game.legal_moves()) > len(best.legal_moves()):
            best = game
    return best


def rate(action: Callable[[], object], seconds: float = SECONDS) -> float:
    count, started = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - started) < seconds:
        for _ in range(200):
            action()
        count += 200
    return count / elapsed


def main() -> None:
    for name, code in CODES.items():
        game = mid_game(code)
        moves = game.legal_moves()
        move = moves[len(moves) // 2]

        def play_undo(game: Game = game, move: Move = move) -> None:
            game.play(move)
            game.undo()

        generations = rate(game.legal_moves)
        pairs = rate(play_undo)
        print(
            f"engine {name}: {len(moves)} legal moves; "
            f"legal_moves {generations:,.0f}/s; play+undo {pairs:,.0f}/s"
        )


if __name__ == "__main__":
    main()
