"""Replay codes: a whole game (its deal and its moves) as one short line to copy and paste.

`python -m engine.replay encode CODE MOVE...` prints one; `python -m engine.replay decode
REPLAY` prints the game code and the moves on one line, space-separated. A replay that
cannot be read exits 2 with a message saying what is wrong (no traceback).

Format 1, all upper-case ASCII letters and digits (read case-insensitively, surrounding
spaces ignored): the head, the format letter, the move count and length, the moves and a
four-character checksum. `SH1-C4-AAAAAJ2` with `t1>t7 t1>t4` is `SH1C4AAAAAJ2ABCBCGG4KYF`:

- **head**: the game code without its dashes (`SH1-C4-AAAAAJ2` -> `SH1C4AAAAAJ2`): a
  person can read which deal it is, and the code's own version pins the rules. The game
  says how long the options are (DS and TF three characters, SH two).
- **format**: one letter, `A` for this format, so a later format can be told apart.
- **move count** and **length**: two numbers, each one letter `d` (0-31 in the code
  alphabet below) then `d` base-32 digits, most significant first (`CE2` = 154): how
  many moves, and how many characters their indices take. A copy cut short or with a
  character too many is told as such, before the checksum is read.
- **moves**: each move as its index among the moves legal at that position, in canonical
  order: sorted by (source, target, count) of `Game.legal_moves()`, an order that depends
  only on which moves are legal (the rules, pinned by the code's version), never on how
  the move generator happens to list them. Each index takes the fewest bits that hold
  every index there (none for a forced move, 5 for 17-32 legal moves, 6 for 33-64); the
  bits, first move first, are written 5 to a base-32 digit, the last padded with zero
  bits. Our 154-move Seahaven win (`SH1-C4-AAAAAJ2`) takes 168 characters in all. An
  index past the legal moves, or padding that is not zero, is reported as damage.
- **checksum**: four base-32 digits, the low 20 bits of the CRC-32 of everything before
  it: a changed, lost or extra character is caught but for one chance in a million.

The alphabet of every base-32 digit is the game codes' (A-Z then 2-7: no 0/O, 1/I, 8/B).

A replay holds the moves on the table at the end, oldest first: undos are folded away
(a move taken back is not in it, a redo is its move played again). Watching a replay
shows the game as it was won or left, not every hesitation on the way.
"""

from __future__ import annotations

import sys
import zlib
from collections.abc import Iterable
from typing import NamedTuple

from .codes import ALPHABET, DEAL_LENGTH, GAME_OPTIONS, VERSION, parse_code, quoted
from .errors import GameCodeError, IllegalMove
from .game import Game
from .moves import Move

FORMAT = "A"  # the format letter this module writes and reads
CHECK_LENGTH = 4
CHECK_BITS = 5 * CHECK_LENGTH
_ALNUM = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


class ReplayCodeError(ValueError):
    """A replay code that cannot be read; the message quotes it and says what is wrong.
    `problem` names the kind ("type", "empty", "character", "code": the game code in it,
    "format", "truncated", "checksum", "move": an index no legal move has, "extra":
    characters or non-zero bits beyond its moves) and `facts` what was found, so a translated UI can
    say it too."""

    def __init__(self, text: str, message: str, problem: str, **facts: str | int) -> None:
        super().__init__(f"replay code {quoted(text)}: {message}")
        self.problem = problem
        self.facts = facts


class Replay(NamedTuple):
    """A decoded replay: the game code (with its dashes) and the moves, oldest first."""

    code: str
    moves: tuple[Move, ...]

    def game(self) -> Game:
        """The game after every move of the replay."""
        game = Game.from_code(self.code)
        for move in self.moves:
            game.play(move)
        return game


def canonical_moves(game: Game) -> list[Move]:
    """The moves legal now in the order replay indices count them."""
    return sorted(game.legal_moves(), key=_order)


def _order(move: Move) -> tuple[str, str, int]:
    return move.source, move.target or "", move.count


def _width(legal: int) -> int:
    """How many bits an index among `legal` moves takes (none for a forced move)."""
    return (legal - 1).bit_length()


def _digits(number: int, width: int) -> str:
    chars = []
    for _ in range(width):
        number, digit = divmod(number, 32)
        chars.append(ALPHABET[digit])
    return "".join(reversed(chars))


def _number(text: str) -> int:
    number = 0
    for char in text:
        number = number * 32 + ALPHABET.index(char)
    return number


def _checksum(body: str) -> str:
    return _digits(zlib.crc32(body.encode("ascii")) & ((1 << CHECK_BITS) - 1), CHECK_LENGTH)


def encode(code: str, moves: Iterable[Move | str]) -> str:
    """The replay code of the game `code` after `moves` (text or `Move`s). A bad code
    raises `GameCodeError`, a malformed move `ValueError`, a refused one `IllegalMove`,
    each from the engine, saying what is wrong."""
    game = Game.from_code(code)
    packed, bits, count = 0, 0, 0
    for move in moves:
        parsed = Move.parse(move)
        legal = canonical_moves(game)
        if parsed not in legal:
            game.play(parsed)  # raises IllegalMove with the rule that refuses it
            raise ValueError(f"move {parsed} is allowed yet not generated")  # pragma: no cover
        width = _width(len(legal))
        packed, bits, count = (packed << width) | legal.index(parsed), bits + width, count + 1
        game.play(parsed)
    length = -(-bits // 5)
    indices = _digits(packed << (5 * length - bits), length)
    head = game.code.replace("-", "")
    body = f"{head}{FORMAT}{_varnum(count)}{_varnum(length)}{indices}"
    return body + _checksum(body)


def _varnum(number: int) -> str:
    """`number` as a digit count, then that many digits (0 is just `A`)."""
    width = 0
    while 32**width <= number:
        width += 1
    return ALPHABET[width] + _digits(number, width)


def decode(text: str) -> Replay:
    """The game code and moves of a replay code; an unreadable one raises
    `ReplayCodeError` saying what is wrong."""
    if not isinstance(text, str):
        raise ReplayCodeError(
            repr(text), f"a replay code is text, not {type(text).__name__}", "type"
        )
    original = text
    text = text.strip().upper()
    if not text:
        raise ReplayCodeError(original, "it is empty", "empty")
    for place, char in enumerate(text, start=1):
        if char not in _ALNUM:
            raise _bad_character(original, char, place, "only letters and digits")
    code, head = _head(original, text)
    if len(text) == head:
        raise _truncated(original, "it ends after the game code")
    for place, char in enumerate(text[head:], start=head + 1):
        if char not in ALPHABET:
            raise _bad_character(original, char, place, "after the game code only A-Z and 2-7")
    if text[head] != FORMAT:
        raise ReplayCodeError(
            original,
            f"format {text[head]!r} is not one this program reads (it reads {FORMAT!r})",
            "format",
            format=text[head],
        )
    count, start = _count(original, text, head + 1, "move count")
    length, start = _count(original, text, start, "length")
    expected = start + length + CHECK_LENGTH
    if len(text) < expected:
        raise _truncated(original, f"it has {len(text)} of its {expected} characters")
    if len(text) > expected:
        raise ReplayCodeError(
            original,
            f"it has {len(text)} characters, {len(text) - expected} more than its {expected}",
            "extra",
        )
    body, check = text[:-CHECK_LENGTH], text[-CHECK_LENGTH:]
    if _checksum(body) != check:
        raise ReplayCodeError(
            original,
            "its checksum does not match: a character was changed, lost or added",
            "checksum",
        )
    return Replay(code, _moves(original, code, body, start, count))


def _head(original: str, text: str) -> tuple[str, int]:
    """The game code at the start of `text` (with dashes) and where it ends."""
    game = text[:2]
    options = len(GAME_OPTIONS[game][0]) if game in GAME_OPTIONS else 3
    end = 2 + len(VERSION) + options + DEAL_LENGTH
    if len(text) < end:
        raise _truncated(original, "it ends inside the game code it starts with")
    parts = (text[:3], text[3 : 3 + options], text[3 + options : end])
    try:
        return str(parse_code("-".join(parts))), end
    except GameCodeError as error:
        raise ReplayCodeError(
            original, f"it does not start with a game code this program deals: {error}", "code"
        ) from None


def _count(original: str, text: str, start: int, name: str) -> tuple[int, int]:
    """The number written at `start` (`_varnum`) and where it ends."""
    if len(text) <= start:
        raise _truncated(original, f"it ends before its {name}")
    width = ALPHABET.index(text[start])
    end = start + 1 + width
    if len(text) < end:
        raise _truncated(original, f"it ends inside its {name}")
    return _number(text[start + 1 : end]), end


def _moves(original: str, code: str, body: str, start: int, count: int) -> tuple[Move, ...]:
    """Plays the `count` indices packed in `body` from `start`: the moves they name."""
    game = Game.from_code(code)
    moves: list[Move] = []
    packed, bits = _number(body[start:]), 5 * (len(body) - start)
    for number in range(1, count + 1):
        legal = canonical_moves(game)
        if not legal:
            raise ReplayCodeError(
                original, f"move {number}: no move is legal there, yet the replay goes on", "move"
            )
        width = _width(len(legal))
        if width > bits:
            raise _truncated(original, f"its moves end inside move {number} of {count}")
        bits -= width
        index = (packed >> bits) & ((1 << width) - 1)
        if index >= len(legal):
            raise ReplayCodeError(
                original,
                f"move {number}: index {index}, but only {len(legal)} moves are legal there",
                "move",
                move=number,
                index=index,
                legal=len(legal),
            )
        moves.append(legal[index])
        game.play(legal[index])
    if bits >= 5 or packed & ((1 << bits) - 1):
        raise ReplayCodeError(original, "more moves follow its last move", "extra")
    return tuple(moves)


def _truncated(original: str, message: str) -> ReplayCodeError:
    return ReplayCodeError(original, f"truncated: {message}", "truncated")


def _bad_character(original: str, char: str, place: int, allowed: str) -> ReplayCodeError:
    return ReplayCodeError(
        original,
        f"character {place} is {char!r}; {allowed} are allowed",
        "character",
        char=char,
        place=place,
    )


USAGE = (
    "usage: python -m engine.replay encode CODE [MOVE ...]\n"
    "       python -m engine.replay decode REPLAY"
)


def main(argv: list[str] | None = None) -> int:
    """The command line: 0 when done, 2 with a message on stderr when not."""
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in ("-h", "--help"):
        print(USAGE)
        return 0
    if len(args) >= 2 and args[0] == "encode":
        return _encode(args[1], args[2:])
    if len(args) == 2 and args[0] == "decode":
        try:
            replay = decode(args[1])
        except ReplayCodeError as error:
            print(error, file=sys.stderr)
            return 2
        print(" ".join([replay.code, *(str(move) for move in replay.moves)]))
        return 0
    print(USAGE, file=sys.stderr)
    return 2


def _encode(code: str, moves: list[str]) -> int:
    """`encode`: every move checked first, so a refusal names its number."""
    try:
        game = Game.from_code(code)
    except GameCodeError as error:
        print(f"bad game code: {error}", file=sys.stderr)
        return 2
    for number, text in enumerate(moves, start=1):
        try:
            game.play(text)
        except IllegalMove as error:
            print(f"move {number} ({text}) refused: {error}", file=sys.stderr)
            return 2
        except ValueError as error:
            print(f"move {number} ({text}) is malformed: {error}", file=sys.stderr)
            return 2
    print(encode(code, moves))
    return 0


if __name__ == "__main__":
    sys.exit(main())
