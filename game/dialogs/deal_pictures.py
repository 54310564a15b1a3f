"""The first start's pictures: each game's opening deal, small, drawn by the table's own card
art (`CardArt`) on the table's felt. The piles are read from the engine (`Game.pile_names`,
`Game.pile`), never restated per game; they stand as on the table: the stock, the waste and
the cells at the top left, the foundations at the top right (more than four: a grid of
two beside the columns), the columns under them, face-down cards fanned tighter.
A picture is made once per game and size and kept while its dialog is open."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame import Surface

import engine
from game.art.cards import CardArt
from game.art.looks import CLASSIC, Look
from game.art.proportions import POKER_RATIO, card_height_for

DEAL = "WELCOME"  # every picture shows this deal: the same picture at every start
GAP = 0.12  # between two piles, in card widths
MARGIN = 0.25  # round the piles, in card widths
ROW_GAP = 0.12  # under the top row, in card heights
AREA_GAP = 0.4  # between the columns and a foundation grid, in card widths
FACE_UP_STEP = 0.28  # the fan's step after a face-up card, in card heights
FACE_DOWN_STEP = 0.12  # after a face-down card
IN_ROW = 4  # at most this many foundations stand in the top row
GRID_COLUMNS = 2  # the foundation grid's width, in piles
MIN_CARD = 8  # pixels: the narrowest card the art draws


@dataclass(frozen=True)
class Piles:
    """One deal's piles by kind, in the engine's order."""

    game: engine.Game
    top: tuple[str, ...]  # the stock, the waste, the cells
    foundations: tuple[str, ...]
    columns: tuple[str, ...]

    @classmethod
    def of(cls, game: engine.Game) -> Piles:
        names = game.pile_names
        foundations = tuple(name for name in names if name.startswith("f"))
        columns = tuple(name for name in names if name.startswith("t"))
        top = tuple(name for name in names if name not in foundations + columns)
        return cls(game, top, foundations, columns)

    @property
    def grid(self) -> bool:
        """True when the foundations stand in a grid beside the columns."""
        return len(self.foundations) > IN_ROW

    def width(self) -> float:
        """The piles' width, in card widths."""
        slots = len(self.columns) if self.grid else len(self.top) + len(self.foundations)
        width = span(max(len(self.columns), slots), 1.0, GAP)
        if self.grid:
            width += AREA_GAP + span(GRID_COLUMNS, 1.0, GAP)
        return width + 2 * MARGIN

    def height(self) -> float:
        """The piles' height, in card widths."""
        tallest = max(fan_height(self.game.pile(name)) for name in self.columns)
        height = 1.0 + ROW_GAP + tallest
        if self.grid:
            rows = -(-len(self.foundations) // GRID_COLUMNS)
            height = max(height, span(rows, 1.0, ROW_GAP))
        return height * POKER_RATIO + 2 * MARGIN


def span(count: int, size: float, gap: float) -> float:
    """`count` things of `size` with `gap` between them."""
    return count * size + max(0, count - 1) * gap


def fan_height(cards: list[engine.Card]) -> float:
    """A column's height in card heights: its steps, then the last card whole."""
    steps = sum(FACE_UP_STEP if card.face_up else FACE_DOWN_STEP for card in cards[:-1])
    return steps + 1.0


class DealPictures:
    """Each game's opening deal as a picture, made once per game and size."""

    def __init__(self, look: Look = CLASSIC) -> None:
        self.look = look
        self._images: dict[tuple[str, tuple[int, int]], Surface] = {}

    def picture(self, prefix: str, size: tuple[int, int]) -> Surface:
        """The opening deal of the option set `prefix` ("DS1-D1N"), `size` pixels."""
        key = (prefix, size)
        if key not in self._images:
            self._images[key] = self._draw(engine.Game.from_code(f"{prefix}-{DEAL}"), size)
        return self._images[key]

    def _draw(self, game: engine.Game, size: tuple[int, int]) -> Surface:
        """The felt with rounded corners, and the piles centred on it."""
        image = Surface(size, pygame.SRCALPHA)
        radius = max(3, min(size) // 16)
        pygame.draw.rect(image, self.look.table_colors.felt, image.get_rect(), 0, radius)
        piles = Piles.of(game)
        card = max(MIN_CARD, int(min(size[0] / piles.width(), size[1] / piles.height())))
        art = CardArt(card, card_height_for(card), self.look)
        left = (size[0] - round(piles.width() * card)) // 2 + round(MARGIN * card)
        top = (size[1] - round(piles.height() * card)) // 2 + round(MARGIN * card)
        PileDrawer(image, art, piles).draw(left, top)
        return image


@dataclass
class PileDrawer:
    """Draws one deal's piles with one `CardArt`, from a top left corner."""

    image: Surface
    art: CardArt
    piles: Piles

    @property
    def step(self) -> int:
        """From one pile to the next, in pixels."""
        return round(self.art.width * (1 + GAP))

    def draw(self, left: int, top: int) -> None:
        piles, art = self.piles, self.art
        for index, name in enumerate(piles.top):
            self.pile(name, left + index * self.step, top)
        right = left + (len(piles.columns) - 1) * self.step
        if piles.grid:
            right += self.step + round(art.width * (AREA_GAP - GAP))
            self.grid(right, top)
        else:
            for index, name in enumerate(reversed(piles.foundations)):
                self.pile(name, right - index * self.step, top)
        below = top + round(art.height * (1 + ROW_GAP))
        for index, name in enumerate(piles.columns):
            self.column(name, left + index * self.step, below)

    def grid(self, left: int, top: int) -> None:
        """More than four foundations: two abreast, down the right side."""
        down = round(self.art.height * (1 + ROW_GAP))
        for index, name in enumerate(self.piles.foundations):
            row, column = divmod(index, GRID_COLUMNS)
            self.pile(name, left + column * self.step, top + row * down)

    def pile(self, name: str, x: int, y: int) -> None:
        """A pile of the top row or the grid: its top card, or its empty mark."""
        cards = self.piles.game.pile(name)
        if cards:
            self.image.blit(self.card(cards[-1]), (x, y))
        elif name.startswith("f"):
            suit = self.piles.game.foundation_suit(name)
            self.image.blit(self.art.foundation_mark(suit), (x, y))
        elif name.startswith("s"):
            self.image.blit(self.art.stock_mark(True), (x, y))
        else:
            self.image.blit(self.art.outline(), (x, y))

    def column(self, name: str, x: int, y: int) -> None:
        """A column fanned down, the last card whole."""
        cards = self.piles.game.pile(name)
        if not cards:
            self.image.blit(self.art.outline(), (x, y))
        for card in cards:
            self.image.blit(self.card(card), (x, y))
            y += round(self.art.height * (FACE_UP_STEP if card.face_up else FACE_DOWN_STEP))

    def card(self, card: engine.Card) -> Surface:
        if card.face_up:
            return self.art.face(int(card.rank), card.suit.letter)
        return self.art.back()
