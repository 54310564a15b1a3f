"""Text with suit symbols: pygame's default font has no ♠ ♥ ♦ ♣ glyphs, so they are
drawn as our own suit shapes, in the chosen deck's colours, between the rendered runs of
text. Also what every text that must fit a width uses: words in lines (`wrap`), a
rendered text shrunk to a width (`fit`)."""

from __future__ import annotations

import re

import pygame
from pygame import Rect, Surface

from game.art.fonts import joined
from game.art.looks import DECKS, Deck
from game.art.suits import draw_suit

SUIT_LETTERS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
_SPLIT = re.compile("([♠♥♦♣])")


def render_text(
    font: pygame.font.Font, text: str, color: tuple[int, int, int], deck: Deck = DECKS["classic"]
) -> Surface:
    """`font.render(text)`, with every suit symbol drawn as a suit shape in `deck`'s ink."""
    parts = [part for part in _SPLIT.split(text) if part]
    if not any(part in SUIT_LETTERS for part in parts):
        return font.render(text, True, color)
    pieces = [_suit(font, part, deck) if part in SUIT_LETTERS else font.render(part, True, color)
              for part in parts]  # fmt: skip
    return joined(pieces)


def _suit(font: pygame.font.Font, symbol: str, deck: Deck) -> Surface:
    """A suit as tall as the font's capitals, with a little room either side."""
    height = font.get_height()
    size = max(4, round(font.get_ascent() * 0.72))
    piece = Surface((size + size // 6, height), pygame.SRCALPHA)
    letter = SUIT_LETTERS[symbol]
    box = Rect(0, font.get_ascent() - size, size, size)
    draw_suit(piece, letter, box, deck.color(letter))
    return piece


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Words of `text` in lines no wider than `width` pixels."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and font.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines


def fit(image: Surface, width: int) -> Surface:
    """Shrink a rendered text that is wider than `width` (a long translation still fits)."""
    if image.get_width() <= width or width <= 0:
        return image
    return pygame.transform.smoothscale_by(image, width / image.get_width())
