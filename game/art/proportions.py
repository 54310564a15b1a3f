"""The card's proportions as plain numbers: the table's layout sizes cards from these
without importing any card drawing."""

from __future__ import annotations

POKER_RATIO = 88.9 / 63.5


def card_height_for(width: int) -> int:
    """Card height for a width, keeping the poker card ratio of 63.5 x 88.9 mm."""
    return round(width * POKER_RATIO)
