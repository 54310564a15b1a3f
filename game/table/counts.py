"""The captions above the piles: how many cards the stock and the waste hold ("last pass"
where the waste is never turned over again, in Vegas), and each pile's key (1–9, 0, S, W,
C1–C4, F) while the keyboard is in use or always with the Pile numbers setting.

Each caption has its own band above its pile (`Geometry.captions`): it never lies over a
card, a count or the focus ring, and it is drawn again over a hint's glow and arrow. The
numbers are the engine's piles; whether a pass is the last is the engine's answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

import pygame
from pygame import Rect, Surface

import engine
from game.art.fonts import Fonts
from game.keymap import Keymap, pile_keys
from game.strings import _
from game.table.board import Board

COUNT_TEXT = (225, 240, 228)
COUNT_BG = (12, 52, 30)
KEY_TEXT = (60, 40, 10)  # the focus ring's colours: the key names the pile the ring does
KEY_BG = (255, 214, 70)
FONT_SHARE = 1.25  # a caption's font size (as `Fonts.get` takes it) against its band
MIN_SCALE = 0.75  # a count squeezed more than this shows its number alone


class PileCount(NamedTuple):
    """A label by a pile: its text and the pile it belongs to."""

    pile: str
    text: str


def pile_counts(game: engine.Game) -> list[PileCount]:
    """The stock's and the waste's labels: their card counts, and "last pass" beside the
    stock's when the engine says no recycle is left."""
    if "s" not in game.pile_names:
        return []
    stock = str(len(game.pile("s")))
    if game.recycles_left == 0:
        stock = _("{count} · last pass").format(count=stock)
    return [PileCount("s", stock), PileCount("w", str(len(game.pile("w"))))]


class Caption(NamedTuple):
    """A caption drawn: its image and where it lies."""

    image: Surface
    rect: Rect


@dataclass(repr=False, eq=False)
class Captions:
    """The counts and the pile keys as last drawn (the hint's marks are drawn under them)."""

    fonts: Fonts
    keymap: Keymap  # the app's: the pile keys as this system names them
    drawn: list[Caption] = field(default_factory=list)
    _keys: tuple[tuple[str, ...], dict[str, str]] | None = None  # the game's pile keys

    def pile_keys(self, names: Sequence[str]) -> dict[str, str]:
        """`keymap.pile_keys` of the game's piles, worked out once per game's piles (it
        reads the whole keymap; the table is drawn whole far more often)."""
        if self._keys is None or self._keys[0] != tuple(names):
            self._keys = (tuple(names), pile_keys(names, self.keymap))
        return self._keys[1]

    def draw(self, surface: Surface, board: Board, keys: bool) -> list[Rect]:
        """Each pile's caption in its band: the key on the left (with `keys`), the count
        on the right (centred alone); the rects drawn."""
        bands = board.geometry.captions
        counts = {count.pile: count.text for count in pile_counts(board.game)}
        names = self.pile_keys(board.game.pile_names) if keys else {}
        self.drawn = []
        for pile, band in bands.items():
            if pile not in counts and pile not in names:
                continue
            image = Surface(band.size, pygame.SRCALPHA)
            number = str(len(board.game.pile(pile)))
            self._fill(image, names.get(pile), counts.get(pile), number)
            self.drawn.append(Caption(image, Rect(band)))
        return [self.blit(surface, caption) for caption in self.drawn]

    def blit(self, surface: Surface, caption: Caption) -> Rect:
        """One caption onto `surface`."""
        return surface.blit(caption.image, caption.rect)

    def over(self, surface: Surface, rects: list[Rect]) -> list[Rect]:
        """The captions that `rects` touch, drawn again on top (over a hint's marks)."""
        return [
            self.blit(surface, caption)
            for caption in self.drawn
            if caption.rect.collidelist(rects) >= 0
        ]

    def _fill(self, image: Surface, key: str | None, count: str | None, number: str) -> None:
        """A key chip and a count pill side by side within the band's image ("59 · last
        pass" too wide to read there: "59")."""
        band = image.get_rect()
        font = self.fonts.get(round(band.height * FONT_SHARE))
        left = 0
        if key is not None:
            chip = self._pill(font, key, KEY_TEXT, KEY_BG, band.width)
            image.blit(chip, (0, 0))
            left = chip.get_width() + band.height // 3
        if count is not None:
            room = band.width - left
            width, height = font.size(count)
            if width + height // 2 > room / MIN_SCALE:
                count = number
            pill = self._pill(font, count, COUNT_TEXT, COUNT_BG, room)
            place = pill.get_rect(right=band.right, top=0)
            if key is None:
                place.centerx = band.centerx
            image.blit(pill, place)

    @staticmethod
    def _pill(
        font: pygame.font.Font,
        text: str,
        color: tuple[int, int, int],
        background: tuple[int, int, int],
        room: int,
    ) -> Surface:
        """A text on a rounded pill the band's height, scaled down to `room` if wider."""
        words = font.render(text, True, color)
        height = max(words.get_height(), 1)
        pill = Surface((max(height, words.get_width() + height // 2), height), pygame.SRCALPHA)
        pygame.draw.rect(pill, background, pill.get_rect(), border_radius=height // 2)
        pill.blit(words, words.get_rect(center=pill.get_rect().center))
        if pill.get_width() > max(1, room):
            pill = pygame.transform.smoothscale_by(pill, max(1, room) / pill.get_width())
        return pill
