"""A second proof of loss without search, for games whose groups must be builds
(Réfléchi): more cards must find a place on the same few cards than there are of them.

Take a column and a place in it where a card lies on one that does not take it (a
*break*): the card there must leave before any card under it can move, since no group
holding both can move and the lower card is covered. Call the cards under the break
*below*. Every card above that also lies on a card that does not take it must leave that
card first (the group from the break up must be a build when it moves). Such a card whose
suit has a lower card below can go home only after the break card has left. So at the
moment the break card leaves, every one of those cards lies on a card that takes it (its
last move put it there; it cannot have gone home), one card on each, and none of those is
below. The cards that take a card are the same for every card of one rank and colour
(the two other-colour cards one rank higher, in each deck): if more cards of one rank
and colour need a place than those cards number outside *below*, the position is lost.

Example, Réfléchi deal 270 (`TF1-D1N-AAAAAIO`): column 7 is `JD AC 7H 9C 4S TS TC`. The
10♠ lies on the 4♠, the 10♣ on the 10♠; neither can go home while the 4♠ and the A♣ are
covered, and both need a red Jack, but the J♦ lies under them: the J♥ can take one.
Kings never count (an empty column can take any number of them in turn). A card that
might still go home (no lower card of its suit below) is left out, and every copy of a
card outside *below* counts as a place, wherever it is: the test only under-claims.
"""

from __future__ import annotations

from collections import Counter

from .klondike_rules import Cards, KNode
from .tables import KING_INDEX, RANK_INDEX, SUIT


def has_crowded_break(node: KNode, onto: tuple[Cards, ...], ordered: bool, copies: int) -> bool:
    """Whether some break in a column leaves more cards needing a place than there are
    places (module doc). Only where groups must be builds (`ordered`): otherwise a card
    under the break can carry everything above it, and nothing has to leave first."""
    if not ordered:
        return False
    for column in node[3]:
        for place in range(1, len(column)):
            if column[place - 1] not in onto[column[place]] and _crowded(
                column, place, onto, copies
            ):
                return True
    return False


def _crowded(column: Cards, place: int, onto: tuple[Cards, ...], copies: int) -> bool:
    below = column[:place]
    lowest: dict[int, int] = {}  # suit → lowest rank below
    for card in below:
        lowest[SUIT[card]] = min(lowest.get(SUIT[card], KING_INDEX), RANK_INDEX[card])
    needs: Counter[Cards] = Counter()
    for index in range(place, len(column)):
        card = column[index]
        if index > place and column[index - 1] in onto[card]:
            continue  # lies on a card that takes it: it may be carried along
        if RANK_INDEX[card] == KING_INDEX or lowest.get(SUIT[card], KING_INDEX) >= RANK_INDEX[card]:
            continue  # an empty column may take it, or it may still go home
        needs[onto[card]] += 1
    return any(
        count > sum(copies - below.count(parent) for parent in parents)
        for parents, count in needs.items()
    )
