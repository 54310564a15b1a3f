"""The won game: once the winning card lands, the offer of a new game, over the classic
cascade when animations are on. The cascade only draws (`table.cascade`, loaded then)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
from pygame import Rect, Surface, Vector2

import engine
from game import strings
from game.art.fonts import Fonts
from game.table.board import Board, Stale
from game.table.hud import HudText

if TYPE_CHECKING:  # imported where first used: none is needed for the first frame
    from game.table.cascade import Celebration

FELT_DARK = (16, 86, 45)
OFFER_TITLE = (255, 240, 160)
OFFER_LINE = (255, 255, 255)
TITLE_SCALE = 2.4  # "You won!" against the offer line's size

OfferKey = tuple[tuple[int, int], int, str, str, str]


@dataclass(repr=False, eq=False)
class Win:
    """The offer and the cascade of one won game."""

    stale: Stale
    summary: Callable[[], str] = str  # the line under "You won!": score, time, tally
    celebration: Celebration | None = None
    offered: bool = False  # the new-game offer shows (a click or Enter takes it)
    _offer_pending: bool = False  # the offer must be drawn again over the cascade's trail
    _offer_image: tuple[OfferKey, Surface] | None = None  # made once per size and language

    def reset(self) -> None:
        """A new deal: no offer, no cascade."""
        self.celebration = None
        self.offered = self._offer_pending = False

    def update(self, dt: float, won: bool, at_rest: bool, board: Board, scale: float) -> None:
        """Once the winning card lands: the offer, and the cascade if animations are on
        then (turning them off stops it; turning them on later does not start it)."""
        if self.celebration is not None:
            if scale == 0:
                self.celebration = None
                self.stale.mark()
            else:
                self.celebration.update(dt)
        elif won and not self.offered and at_rest:
            if scale > 0:
                self.start_cascade(board, scale)
            self.offered = self._offer_pending = True

    def moving(self, won: bool) -> bool:
        """True while the cascade runs or the offer waits for the winning card to land."""
        return self.celebration is not None or (won and not self.offered)

    def resized(self, board: Board, scale: float) -> None:
        """A running cascade starts again with the new size's cards and floor."""
        if self.celebration is not None and not self.celebration.finished:
            self.start_cascade(board, scale)

    def start_cascade(self, board: Board, scale: float) -> None:
        """The classic cascade: foundation tops leave in turn, King first."""
        foundations = [name for name in board.game.pile_names if name.startswith("f")]
        images, starts = [], []
        depth = max(len(board.piles[name]) for name in foundations)
        for level in range(depth - 1, -1, -1):
            for name in foundations:
                if level < len(board.piles[name]):
                    sprite = board.piles[name][level]
                    images.append(board.art.face(*sprite.key))
                    starts.append(Vector2(board.layout.slots[name].topleft))
        seed = sum(ord(char) for char in board.game.code)
        from game.table.cascade import Celebration

        self.celebration = Celebration(images, starts, board.size, seed, scale)

    def patches(
        self, surface: Surface, size: tuple[int, int], fonts: Fonts, note: int
    ) -> list[Rect]:
        """The cascade's new trail on the static layer, and the offer kept on top of it."""
        rects = []
        if self.celebration is not None:
            trail = self.celebration.stamp(surface)
            rects += trail
            self._offer_pending |= bool(trail) and self.offered  # the offer stays on top
        if self._offer_pending:
            self._offer_pending = False
            rects.append(self.draw_offer(surface, size, fonts, note))
        return rects

    def draw_offer(self, surface: Surface, size: tuple[int, int], fonts: Fonts, note: int) -> Rect:
        """ "You won!" and the offer, centred (made once per size and language: the cascade
        redraws it over its trail every frame)."""
        summary = self.summary()
        key = (size, note, strings.YOU_WON, summary, strings.NEW_GAME_OFFER)
        if self._offer_image is None or self._offer_image[0] != key:
            self._offer_image = (key, offer_box(fonts, note, summary))
        image = self._offer_image[1]
        box = image.get_rect(center=(size[0] // 2, size[1] // 2))
        surface.blit(image, box)
        return box


def win_summary(
    game: engine.Game, bar: HudText, tally: Callable[[str], tuple[int, int]] | None
) -> str:
    """Under "You won!": the score and the time as the bar shows them, and the games won
    with these options (`tally`: won, played per code prefix) when the app keeps count."""
    line = strings.WIN_SCORE_TIME.format(score=bar.score, time=bar.time)
    if tally is not None:
        won, played = tally(game.option_set.prefix)
        line += " · " + strings.WIN_TALLY.format(won=won, played=played)  # as the line's own
    return line


def offer_box(fonts: Fonts, note: int, summary: str = "") -> Surface:
    """The box itself: "You won!" 2.4 times as tall as the refusal notes' size `note`
    (window-based: Double Solitaire's small cards made it tiny), the game's `summary`
    (score, time, how many won) and the offer line in that size."""
    big = fonts.get(round(note * TITLE_SCALE), bold=True)
    small = fonts.get(note)
    title = big.render(strings.YOU_WON, True, OFFER_TITLE)
    lines = [small.render(text, True, OFFER_LINE) for text in (summary, strings.NEW_GAME_OFFER)]
    lines = [line for line in lines if line.get_width() > 1]
    margin = lines[-1].get_height()
    width = max(title.get_width(), *(line.get_width() for line in lines)) + margin * 2
    height = title.get_height() + margin * 2 + (len(lines) - 1) * round(margin * 1.45)
    box = Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(box, FELT_DARK, box.get_rect(), border_radius=margin // 2)
    box.blit(title, title.get_rect(midtop=(width // 2, margin // 2)))
    bottom = box.get_height() - margin // 2
    for line in reversed(lines):
        box.blit(line, line.get_rect(midbottom=(width // 2, bottom)))
        bottom -= round(margin * 1.45)
    return box
