"""The player's choice of looks: a deck (faces), a back and a table colour, as plain values.

`Look` is what the settings hold (three names, as `settings.json` spells them) and what
`CardArt` and the table's drawing take: nothing here draws, and nothing is global. The
names are the keys of `DECKS`, `BACKS` and `TABLES`; their labels are the Settings
dialog's (art holds no words).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import NamedTuple

Rgb = tuple[int, int, int]
INK = (24, 24, 30)
RED = (200, 30, 40)


class Deck(NamedTuple):
    """How faces are drawn: each suit's colour, and whether indices are large and the
    middle of every face a plain rank and suit (large print)."""

    spades: Rgb
    hearts: Rgb
    diamonds: Rgb
    clubs: Rgb
    large_print: bool = False

    def color(self, suit: str) -> Rgb:
        """The ink of `suit` ("S", "H", "D", "C")."""
        return {"S": self.spades, "H": self.hearts, "D": self.diamonds, "C": self.clubs}[suit]


class BackColors(NamedTuple):
    """A back's four colours (ground, lines, knots, the pale frame and seal) and pattern."""

    ground: Rgb
    line: Rgb
    knot: Rgb
    pale: Rgb
    pattern: str = "lattice"  # or "frames", "stripes" (`back.PATTERNS`)


class TableColors(NamedTuple):
    """The felt, the darker felt of boxes drawn on it, and the darkest that covers the
    cards while the game is paused."""

    felt: Rgb
    dark: Rgb
    cover: Rgb


BLUE, GREEN = (20, 84, 200), (18, 128, 46)
DECKS = MappingProxyType(
    {
        "classic": Deck(INK, RED, RED, INK),
        "four-colour": Deck(INK, RED, BLUE, GREEN),
        "large-print": Deck((0, 0, 0), RED, RED, (0, 0, 0), large_print=True),
    }
)
WHITE = (255, 255, 255)
PALE_BLUE, PALE_RED, PALE_GREEN = (200, 225, 235), (246, 218, 204), (214, 236, 214)
BACKS = MappingProxyType(
    {
        "blue": BackColors((18, 46, 98), (70, 150, 180), (150, 210, 225), PALE_BLUE),
        "red": BackColors((120, 20, 32), (196, 84, 80), (240, 170, 150), PALE_RED, "frames"),
        "green": BackColors((16, 78, 46), (76, 156, 104), (170, 220, 176), PALE_GREEN, "stripes"),
        "contrast": BackColors((0, 0, 0), (255, 204, 0), WHITE, WHITE),
    }
)
TABLES = MappingProxyType(
    {
        "green": TableColors((22, 110, 58), (16, 86, 45), (16, 74, 40)),
        "blue": TableColors((26, 76, 128), (18, 56, 98), (16, 48, 84)),
        "red": TableColors((112, 32, 42), (84, 22, 30), (72, 18, 26)),
        "grey": TableColors((74, 78, 84), (54, 57, 62), (46, 48, 52)),
        "contrast": TableColors((0, 0, 0), (40, 40, 40), (0, 0, 0)),
    }
)


class Look(NamedTuple):
    """The faces, the back and the table a player chose (the names in `settings.json`)."""

    deck: str = "classic"
    back: str = "blue"
    table: str = "green"

    @property
    def deck_style(self) -> Deck:
        """The chosen deck (classic for an unknown name)."""
        return DECKS.get(self.deck, DECKS["classic"])

    @property
    def back_colors(self) -> BackColors:
        """The chosen back's colours (blue for an unknown name)."""
        return BACKS.get(self.back, BACKS["blue"])

    @property
    def table_colors(self) -> TableColors:
        """The chosen table's colours (green for an unknown name)."""
        return TABLES.get(self.table, TABLES["green"])

    def valid(self) -> bool:
        """True when every name is one the game draws (and a name at all)."""
        if not all(isinstance(name, str) for name in self):
            return False
        return self.deck in DECKS and self.back in BACKS and self.table in TABLES


CLASSIC = Look()  # the look of a first start
