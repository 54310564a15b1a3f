"""The won game: once the winning card lands, the offer of a new game and a button that
copies the game's replay code, over the classic cascade when animations are on. The
cascade only draws (`table.cascade`, loaded then)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame
from pygame import Rect, Surface, Vector2

import engine
from game import strings
from game.art.fonts import Fonts
from game.keymap import Action, Keymap
from game.strings import _
from game.table.board import Board, Stale
from game.table.hud import HudText

if TYPE_CHECKING:  # imported where first used: none is needed for the first frame
    from game.table.cascade import Celebration

FELT_DARK = (16, 86, 45)
OFFER_TITLE = (255, 240, 160)
OFFER_LINE = (255, 255, 255)
BUTTON = (30, 110, 62)
BUTTON_EDGE = (150, 200, 160)
TITLE_SCALE = 2.4  # "You won!" against the offer line's size

Rgb = tuple[int, int, int]
OfferKey = tuple[tuple[int, int], int, str, str, str, str, Rgb]


def replay_label(keymap: Keymap) -> str:
    """The win banner's button (and its keys: Cmd on macOS), in the language of the moment."""
    return _("Copy replay code ({key})").format(key=keymap.keys_of(Action.COPY_REPLAY))


@dataclass(repr=False, eq=False)
class Win:
    """The offer and the cascade of one won game."""

    stale: Stale
    summary: Callable[[], str] = str  # the line under "You won!": score, time, tally
    dark: Callable[[], Rgb] = lambda: FELT_DARK  # the box's colour: the chosen felt, darker
    celebration: Celebration | None = None
    offered: bool = False  # the new-game offer shows (a click or Enter takes it)
    _offer_pending: bool = False  # the offer must be drawn again over the cascade's trail
    _offer_image: tuple[OfferKey, Surface, Rect] | None = None  # once per size and language
    replay_button: Rect | None = None  # where "Copy replay code" is on the screen
    shown: bool = False  # Show me made the winning move: it counts as played, not won
    keymap: Keymap = field(kw_only=True)  # the keys the banner's button names (the app's)

    def reset(self) -> None:
        """A new deal: no offer, no cascade."""
        self.celebration = None
        self.offered = self._offer_pending = False
        self.replay_button = None
        self.shown = False

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
        summary, title = self.summary(), self.title()
        replay = replay_label(self.keymap)
        key = (size, note, title, summary, strings.NEW_GAME_OFFER, replay, self.dark())
        if self._offer_image is None or self._offer_image[0] != key:
            self._offer_image = (key, *offer_box(fonts, note, summary, title, key[-1], replay))
        image, button = self._offer_image[1], self._offer_image[2]
        box = image.get_rect(center=(size[0] // 2, size[1] // 2))
        surface.blit(image, box)
        self.replay_button = button.move(box.topleft)
        return box

    def title(self) -> str:
        """ "You won!", or what Show me did (its win counts as played, not won)."""
        if self.shown:
            return _("Show me won it: it counts as played, not won.")
        return strings.YOU_WON

    def on_replay_button(self, pos: tuple[int, int]) -> bool:
        """True when `pos` is on the offer's "Copy replay code" button."""
        return (
            self.offered and self.replay_button is not None and self.replay_button.collidepoint(pos)
        )


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


def offer_box(
    fonts: Fonts,
    note: int,
    summary: str = "",
    title_text: str = "",
    dark: Rgb = FELT_DARK,
    button_text: str = "",
) -> tuple[Surface, Rect]:
    """The box itself: "You won!" 2.4 times as tall as the refusal notes' size `note`
    (window-based: Double Solitaire's small cards made it tiny), the game's `summary`
    (score, time, how many won), the offer line in that size and the "Copy replay code"
    button under it (its place in the box returned too)."""
    big = fonts.get(round(note * TITLE_SCALE), bold=True)
    small = fonts.get(note)
    if title_text and title_text != strings.YOU_WON:  # a sentence: the lines' size
        big = fonts.get(round(note * 1.3), bold=True)
    title = big.render(title_text or strings.YOU_WON, True, OFFER_TITLE)
    lines = [small.render(text, True, OFFER_LINE) for text in (summary, strings.NEW_GAME_OFFER)]
    lines = [line for line in lines if line.get_width() > 1]
    label = small.render(button_text, True, OFFER_LINE)
    margin = lines[-1].get_height()
    step = round(margin * 1.45)
    button_h = margin + margin // 2
    width = max(title.get_width(), label.get_width() + margin, *(li.get_width() for li in lines))
    width += margin * 2
    height = title.get_height() + margin * 2 + (len(lines) - 1) * step + button_h + margin // 2
    box = Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(box, dark, box.get_rect(), border_radius=margin // 2)
    box.blit(title, title.get_rect(midtop=(width // 2, margin // 2)))
    button = Rect(0, 0, label.get_width() + margin, button_h)
    button.midbottom = (width // 2, height - margin // 2)
    pygame.draw.rect(box, BUTTON, button, border_radius=button_h // 4)
    pygame.draw.rect(box, BUTTON_EDGE, button, 1, border_radius=button_h // 4)
    box.blit(label, label.get_rect(center=button.center))
    bottom = button.top - margin // 2
    for line in reversed(lines):
        box.blit(line, line.get_rect(midbottom=(width // 2, bottom)))
        bottom -= step
    return box, button
