"""How many cards the stock and the waste hold, and "last pass" where the waste is never
turned over again (Vegas), drawn small under their piles as PySolFC and Aisleriot do.
The numbers are the engine's piles; whether a pass is the last is the engine's answer."""

from __future__ import annotations

from typing import NamedTuple

import pygame
from pygame import Rect, Surface

import engine
from game.art.fonts import Fonts
from game.strings import _
from game.table.board import Board
from game.table.layout import ROW_GAP

COUNT_TEXT = (225, 240, 228)
COUNT_BG = (12, 52, 30)
COUNT_MIN = 17  # never smaller (as `Fonts.get` sizes go: about 12 px of text)
COUNT_SHARE = 0.13  # the text's size against a card's height (a little taller than the gap)


class PileCount(NamedTuple):
    """A label under a pile: its text and the pile it belongs to."""

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


def draw_counts(surface: Surface, board: Board, fonts: Fonts) -> list[Rect]:
    """Each label centred in the gap under its pile's slot, on a dark pill (over the top
    edge of the column below, whose index is in its corner); the rects drawn."""
    geometry = board.geometry
    gap = geometry.card_h * ROW_GAP
    size = max(COUNT_MIN, round(geometry.card_h * COUNT_SHARE))
    font = fonts.get(size)
    drawn = []
    for count in pile_counts(board.game):
        slot = board.layout.slots[count.pile]
        image = font.render(count.text, True, COUNT_TEXT)
        pill = image.get_rect().inflate(size // 2, 0)
        pill.center = (slot.centerx, round(slot.bottom + gap / 2))
        pill.clamp_ip(surface.get_rect())  # a narrow window: "last pass" wider than the card
        pygame.draw.rect(surface, COUNT_BG, pill, border_radius=pill.height // 2)
        surface.blit(image, image.get_rect(center=pill.center))
        drawn.append(pill)
    return drawn
