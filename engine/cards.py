"""Card values: suits, ranks and the `Card` a pile shows.

Inside the engine a card is a small int (`suit * 13 + rank - 1`) so positions stay
cheap to copy and hash; `Card` is the readable value handed to callers.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum


class Suit(Enum):
    """The four suits in the deal order ♠ ♥ ♦ ♣ (also the foundation order)."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def letter(self) -> str:
        return self.value

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self.value]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def index(self) -> int:
        return SUIT_ORDER.index(self.value)


class Rank(IntEnum):
    """Ace is the lowest rank, King the highest."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def letter(self) -> str:
        return RANK_LETTERS[self.value - 1]


SUIT_ORDER = "SHDC"
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_LETTERS = "A23456789TJQK"
SUITS = tuple(Suit)
KING = 13


def card_rank(card: int) -> int:
    return card % 13 + 1


def card_suit(card: int) -> int:
    return card // 13


def card_is_red(card: int) -> bool:
    return card // 13 in (1, 2)


def card_id(rank: int, suit: int) -> int:
    return suit * 13 + rank - 1


@dataclass(frozen=True, slots=True)
class Card:
    """A card as a pile shows it; `str()` is its token, lower case when face down."""

    rank: Rank
    suit: Suit
    face_up: bool = True

    def __str__(self) -> str:
        token = self.rank.letter + self.suit.letter
        return token if self.face_up else token.lower()

    @property
    def label(self) -> str:
        """Human text such as `7♥` or `10♠`."""
        rank = "10" if self.rank == Rank.TEN else self.rank.letter
        return rank + self.suit.symbol

    @property
    def is_red(self) -> bool:
        return self.suit.is_red

    @classmethod
    def parse(cls, token: str) -> Card:
        """Reads a token such as `TS` or `qh` (lower case = face down)."""
        text = token.strip()
        foreign = next((char for char in text if not char.isascii()), None)
        if foreign is not None:  # upper-casing would read the long s (ſ) as S
            raise ValueError(f"card {token[:8]!r} holds {foreign!r}; a card uses only A–Z and 2–9")
        if len(text) != 2:
            raise ValueError(f"card {token!r} must be 2 characters: rank then suit, e.g. TS")
        rank_letter, suit_letter = text[0].upper(), text[1].upper()
        if rank_letter not in RANK_LETTERS:
            raise ValueError(f"card {token!r}: rank must be one of {' '.join(RANK_LETTERS)}")
        if suit_letter not in SUIT_ORDER:
            raise ValueError(f"card {token!r}: suit must be one of S H D C")
        if text != text.upper() and text != text.lower():
            raise ValueError(f"card {token!r} mixes upper and lower case")
        return cls(Rank(RANK_LETTERS.index(rank_letter) + 1), Suit(suit_letter), text.isupper())

    @property
    def id(self) -> int:
        """The engine's internal number for this card (face aside)."""
        return card_id(int(self.rank), self.suit.index)


FACE_UP_CARDS = tuple(Card(Rank(i % 13 + 1), SUITS[i // 13], True) for i in range(52))
FACE_DOWN_CARDS = tuple(Card(Rank(i % 13 + 1), SUITS[i // 13], False) for i in range(52))


def card_value(card: int, face_up: bool = True) -> Card:
    return FACE_UP_CARDS[card] if face_up else FACE_DOWN_CARDS[card]


def card_label(card: int) -> str:
    return FACE_UP_CARDS[card].label


def card_token(card: int, face_up: bool = True) -> str:
    return str(card_value(card, face_up))
