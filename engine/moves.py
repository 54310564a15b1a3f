"""Moves in the engine's text notation: `t4:3>t7`, `w>f`, `f3>t4`, `s`."""

from __future__ import annotations

from dataclasses import dataclass

STOCK = "s"
WASTE = "w"
FOUNDATION_AREA = "f"

# Every pile name a move can use (columns t1-t10, cells c1-c4, foundations f1-f8).
_COLUMNS_AND_CELLS = {f"t{i}" for i in range(1, 11)} | {f"c{i}" for i in range(1, 5)}
_FOUNDATIONS = frozenset(f"f{i}" for i in range(1, 9))
_SOURCES = frozenset({"w", *_COLUMNS_AND_CELLS, *_FOUNDATIONS})
_TARGETS = frozenset({"s", "w", "f", *_COLUMNS_AND_CELLS})


@dataclass(frozen=True, slots=True)
class Move:
    """One action: `count` cards from the top of `source` to `target`.

    The stock tap has `source == "s"` and no target. A target on the foundations is
    always the area `"f"`: the rules pick the foundation that takes the card.
    """

    source: str
    target: str | None = None
    count: int = 1

    def __str__(self) -> str:
        if self.target is None:
            return self.source
        if self.count == 1:
            return f"{self.source}>{self.target}"
        return f"{self.source}:{self.count}>{self.target}"

    @property
    def is_stock_tap(self) -> bool:
        return self.source == STOCK

    @classmethod
    def parse(cls, text: str | Move) -> Move:
        """Reads a move, ignoring case and spaces; malformed text raises ValueError. A Move
        built directly is checked the same way (a count of 0 once moved a face-down card)."""
        if isinstance(text, Move):
            return _checked(text)
        compact = "".join(str(text).split()).lower()
        if compact == STOCK:
            return STOCK_TAP
        if ">" not in compact:
            raise ValueError(f"move {text!r}: expected SOURCE>TARGET, SOURCE:N>TARGET or s")
        left, target = compact.split(">", 1)
        source, count = _split_count(text, left)
        if source == STOCK:
            raise ValueError(f"move {text!r}: the stock is tapped, written just 's'")
        if source not in _SOURCES:
            raise ValueError(f"move {text!r}: {source!r} is not a pile cards can leave")
        if target in _FOUNDATIONS:
            raise ValueError(f"move {text!r}: a foundation target is written 'f', not {target!r}")
        if target not in _TARGETS:
            raise ValueError(f"move {text!r}: {target!r} is not a pile name")
        return cls(source, target, count)


def _checked(move: Move) -> Move:
    """`move` itself when its text would parse back to it, else ValueError (on the path of
    every `Game.check` and `play`: set lookups, no regex)."""
    count, source, target = move.count, move.source, move.target
    if type(count) is not int or count < 1:
        raise ValueError(f"move {move!r}: the card count must be a whole number from 1")
    if source == STOCK and target is None:
        return move
    if not isinstance(source, str) or source not in _SOURCES:
        raise ValueError(f"move {move!r}: {source!r} is not a pile cards can leave")
    if not isinstance(target, str) or target not in _TARGETS:
        raise ValueError(f"move {move!r}: {target!r} is not a pile name")
    return move


def _split_count(text: str | Move, left: str) -> tuple[str, int]:
    if ":" not in left:
        return left, 1
    source, number = left.split(":", 1)
    if not (number.isascii() and number.isdigit()) or int(number) < 1:
        raise ValueError(f"move {text!r}: the card count after ':' must be a number from 1")
    return source, int(number)


STOCK_TAP = Move(STOCK)
