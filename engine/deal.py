"""Deal algorithm v1 (RULES.md §4): the same deal number gives the same cards forever."""

from __future__ import annotations

_MASK = (1 << 64) - 1


class SplitMix64:
    """The generator of deal algorithm v1, exactly as RULES.md writes it."""

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A number in 0 … n−1 without modulo bias."""
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next()
            if x < limit:
                return x % n


def unshuffled_deck(decks: int) -> list[int]:
    """For each copy of the deck: suits ♠ ♥ ♦ ♣, each Ace to King."""
    return [card for _ in range(decks) for card in range(52)]


def shuffled_deck(deal_number: int, decks: int) -> list[int]:
    """Fisher–Yates from the last card down, driven by SplitMix64(deal_number)."""
    cards = unshuffled_deck(decks)
    rng = SplitMix64(deal_number)
    for i in range(len(cards) - 1, 0, -1):
        j = rng.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards
