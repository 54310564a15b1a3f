"""Which positions a walk may skip in a Klondike game with recycles: the same cards at a
stock pointer that another position's taps reach (`KlondikeDomain.first_visit` says why
that is safe, docs/SOLVER.md "Covered positions")."""

from __future__ import annotations

from collections.abc import Hashable
from typing import cast

from ._search import FirstVisit
from .klondike_rules import KNode

_BITS = 16
_NO_POINTER = (1 << _BITS) - 1  # no pointer of the class seen yet (a deck is shorter)
_PointerAndPlace = tuple[int, Hashable]  # a key (`KlondikeDomain.key`)


def stock_pointer_cover(step: int) -> FirstVisit[KNode]:
    """A test for one walk over keys `(pointer, place)`, the pointer 0 for every pointer
    that reaches 0 by taps: a position is new unless the walk has seen its place at a
    pointer of the same class (remainder by `step`) no higher than its own, or, for
    pointer 0, at any pointer at all."""
    # By place: the lowest pointer seen of each class, `_BITS` bits each (an int, not a
    # list: no container for the garbage collector to go through).
    lowest: dict[Hashable, int] = {}
    unseen = _NO_POINTER * sum(1 << (_BITS * kind) for kind in range(step))

    def is_new(key: Hashable, node: KNode) -> bool:
        pointer, place = cast(_PointerAndPlace, key)
        seen = lowest.get(place)
        shift = _BITS * (pointer % step)
        if seen is None:
            seen = unseen
        elif not pointer or (seen >> shift) & _NO_POINTER <= pointer:
            return False
        lowest[place] = seen & ~(_NO_POINTER << shift) | pointer << shift
        return True

    return is_new
