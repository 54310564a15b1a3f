"""The proof of loss at every position (Réfléchi): some card never goes home in the easier
game of `klondike_reach`, or, for two cards that want one place, in both of two slightly
harder games.

With one deck, a card below a King fits on two cards only (a red 10 on the J♠ and the
J♣), and only it and its *twin* (the other red 10) ever fit there. The easier game lets
both lie on one Jack at once; a real game does not. Whichever twin leaves its place first,
the *second* leaves onto a Jack only once the first is home, or after both Jacks have been
available: when it leaves, the first has gone home, or lies on one Jack (placed there
while that one was free) and the other Jack is free. A twin leaves its place only to go
home or onto one of the two (a stock card the same way); a card carried along with a
group stays on the card under it.

So a pair of twins gives two easier games, each with the *gate* on a different twin
(`Reach`'s `gate`: it leaves onto a Jack only once the other is home or both Jacks are
available). Every real game plays out like one of them (a twin at home already leaves
nothing to gate), so if some card never goes home in either, the position is lost.
Réfléchi deal 10 158, draw 1: lost in 16 954 positions instead of 58 123.

The gated games cost: most pairs need none, because where the easier game's own order of
play (when each fact came true, `Reach.home_at`) obeys a gate, that game with the gate
wins too; only pairs where it broke both gates are played. And below the root, where
every pair is played, a solve keeps a `TwinsRecord` per pair: it first plays the pair at
the 32nd position where both gates broke, then at every one while the pair proves one
position in eight, else only at each power of two, so a deal decided in a few hundred
positions pays little. docs/SOLVER.md, "Two cards, one place".
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from .klondike_certificate import Certificates
from .klondike_reach import NEVER, ColumnFacts, Reach, easier_game
from .klondike_rules import Cards, KNode

# A pair's gated games are first played at the `FIRST_PLAY`th position where its gates
# broke, then at every one while they prove one position lost in `PROVES_ONE_IN`, else
# only at each power of two (`TwinsRecord.worth_playing`; the root plays every pair).
FIRST_PLAY = 32
PROVES_ONE_IN = 8


@dataclass(slots=True)
class TwinsRecord:
    """One pair of twins over a solve: positions where the easier game broke both its
    gates, of those where the gated games were played, and of those proved lost."""

    broke: int = 0
    played: int = 0
    proved: int = 0

    def worth_playing(self) -> bool:
        """Counts one more position where both gates broke; whether to play it there
        (counted as played if so)."""
        self.broke += 1
        often = self.played and self.proved * PROVES_ONE_IN >= self.played  # proves enough
        if often or (self.broke >= FIRST_PLAY and not self.broke & (self.broke - 1)):
            self.played += 1
            return True
        return False


def has_card_never_home(
    node: KNode,
    onto: tuple[Cards, ...],
    takes: tuple[Cards, ...],
    slots: tuple[tuple[int, ...], ...],
    draw: int,
    cache: dict[Cards, ColumnFacts],
    record: dict[tuple[int, int], TwinsRecord] | None = None,
    known: Certificates | None = None,
) -> bool:
    """Whether some card never goes home in the easier game, or, for a pair of twins, in
    both gated ones (module doc): then the position is lost. The arguments are
    `klondike_reach.easier_game`'s; `record`, kept by the solve, says which pairs are
    worth their games (None: every pair whose gates broke is played); `known`, the solve's
    certificates of loss (`klondike_certificate`), are tried before any game is played,
    and each lost game adds one."""
    play = functools.partial(easier_game, node, onto, takes, slots, draw, cache)
    reach = play(settle=False)
    if reach is None:
        return False
    if known is not None and known.prove(reach):
        return True
    reach.settle()
    if reach.homes < reach.size:
        if known is not None:
            known.add(reach)
        return True
    for pair in twins(takes):
        one, other = pair
        if not (_broke_gate(reach, one, other) and _broke_gate(reach, other, one)):
            continue
        kept = None if record is None else record.setdefault(pair, TwinsRecord())
        if kept is not None and not kept.worth_playing():
            continue
        one_game = play(pair)
        if one_game is None or one_game.homes == one_game.size:
            continue
        other_game = play((other, one))
        if other_game is not None and other_game.homes < other_game.size:
            if kept is not None:
                kept.proved += 1
            if known is not None:
                known.add_pair(one_game, other_game)
            return True
    return False


@functools.cache
def twins(takes: tuple[Cards, ...]) -> tuple[tuple[int, int], ...]:
    """The pairs of cards that fit on the same two cards (`takes[card]`: the cards that
    fit on it)."""
    return tuple((pair[0], pair[1]) for pair in sorted(set(takes)) if len(pair) == 2)


def _broke_gate(reach: Reach, first: int, waiter: int) -> bool:
    """Whether the easier game played `waiter` onto a card that takes it before `first`
    was home and before both such cards were available. (A twin is never a King, whose
    move into an empty column `Reach` does not time.)"""
    placed = reach.placed_at[waiter]
    if placed == NEVER:
        return False
    one, other = reach.onto[waiter]
    opened = min(reach.home_at[first], max(reach.available_at[one], reach.available_at[other]))
    return opened > placed
