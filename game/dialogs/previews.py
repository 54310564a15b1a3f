"""The small pictures of Settings' look rows: each deck, back and table, drawn by the same
card art the table uses (`CardArt` with that `Look`), at a size the dialog's text unit
gives. Made when Settings is first drawn at a size, kept while the dialog is open."""

from __future__ import annotations

import pygame
from pygame import Surface

from game.art.cards import CardArt
from game.art.looks import Look
from game.art.proportions import card_height_for

SWATCH_EDGE = (120, 100, 60)  # the dialog's panel edge round a table's swatch
PREVIEW_HEIGHT = 2.3  # a preview's height in text units


class Previews:
    """Pictures of decks, backs and tables for one text unit, made once each."""

    def __init__(self) -> None:
        self._unit = 0
        self._images: dict[tuple[str, str], Surface] = {}

    def _size_for(self, unit: int) -> tuple[int, int]:
        """A card as tall as a preview, for this unit (everything is made again at another)."""
        if unit != self._unit:
            self._unit, self._images = unit, {}
        width = max(12, round(unit * PREVIEW_HEIGHT / 1.4))
        return width, card_height_for(width)

    def deck(self, unit: int, name: str) -> Surface:
        """The Ace of Diamonds beside the Ace of Clubs: the colours and the index tell the
        decks apart."""
        size = self._size_for(unit)
        if ("deck", name) not in self._images:
            art = CardArt(*size, Look(deck=name))
            image = Surface((round(size[0] * 1.55), size[1]), pygame.SRCALPHA)
            image.blit(art.face(1, "D"), (0, 0))
            image.blit(art.face(1, "C"), (image.get_width() - size[0], 0))
            self._images["deck", name] = image
        return self._images["deck", name]

    def back(self, unit: int, name: str) -> Surface:
        """The card back."""
        size = self._size_for(unit)
        if ("back", name) not in self._images:
            self._images["back", name] = CardArt(*size, Look(back=name)).back()
        return self._images["back", name]

    def table(self, unit: int, name: str, deck: str) -> Surface:
        """A piece of the felt with a card of the chosen deck on it."""
        size = self._size_for(unit)
        key = ("table", f"{name} {deck}")
        if key not in self._images:
            look = Look(deck=deck, table=name)
            image = Surface((round(size[0] * 1.55), size[1]), pygame.SRCALPHA)
            radius = max(2, unit // 4)
            pygame.draw.rect(image, look.table_colors.felt, image.get_rect(), 0, radius)
            pygame.draw.rect(image, SWATCH_EDGE, image.get_rect(), 1, radius)
            card = CardArt(round(size[0] * 0.7), round(size[1] * 0.7), look).face(1, "S")
            image.blit(card, card.get_rect(center=image.get_rect().center))
            self._images[key] = image
        return self._images[key]
