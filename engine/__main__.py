"""`python -m engine CODE [MOVE ...]`: the position after the moves, for bug reports.

Prints the position text, or the rule id and message of the first refused move
(exit status 1). A bad code or malformed move also exits 1 with a message.
"""

from __future__ import annotations

import sys

from .errors import GameCodeError, IllegalMove
from .game import Game


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] in ("-h", "--help"):
        print("usage: python -m engine CODE [MOVE ...]  (e.g. TF1-D1N-AAAAAAB s 'w>t5')")
        return 0 if args else 2
    try:
        game = Game.from_code(args[0])
    except GameCodeError as error:
        print(f"bad game code: {error}", file=sys.stderr)
        return 1
    for number, text in enumerate(args[1:], start=1):
        try:
            game.play(text)
        except IllegalMove as error:
            rejection = error.rejection
            print(f"move {number} ({text}) refused: {rejection.rule.value}: {rejection.message}")
            return 1
        except ValueError as error:
            print(f"move {number} ({text}) is malformed: {error}")
            return 1
    sys.stdout.write(game.to_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
