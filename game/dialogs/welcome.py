"""The first start: a short chooser before the first deal. Each game with a picture of its
opening deal (`deal_pictures`), its name, a few plain words and its options as buttons; a
button, or a click on the picture, deals that game at once. Later starts resume as always
(the app opens it only when the data folder held no settings yet)."""

from __future__ import annotations

from typing import NamedTuple

import pygame
from pygame import Rect, Surface

import engine
from game import strings
from game.art.looks import CLASSIC, Look
from game.commands import Command, StartGame
from game.dialogs.base import Dialog
from game.dialogs.buttons import Choice, Key, Pick, Press, Row
from game.dialogs.deal_pictures import DealPictures
from game.dialogs.help_text import IN_A_FEW_WORDS
from game.dialogs.painter import Painter
from game.strings import _

PICTURE_UNITS = 12  # a picture's width, in text units
PICTURE_SHAPE = 0.62  # its height against its width


class Shown(NamedTuple):
    """A game's picture as drawn, and the options a click on it deals."""

    rect: Rect
    image: Surface
    prefix: str


def picture_size(unit: int) -> tuple[int, int]:
    """A picture's size in pixels for the dialog's text unit."""
    width = unit * PICTURE_UNITS
    return width, round(width * PICTURE_SHAPE)


class WelcomeDialog(Dialog):
    """Three games, their pictures, plain words and options; a choice deals it."""

    width_units = 46

    def __init__(self, look: Look = CLASSIC) -> None:
        super().__init__()
        self.pictures = DealPictures(look)  # the app may pass the settings' look
        self.shown: dict[str, Shown] = {}  # by game id: each picture where it was drawn

    def compose(self, painter: Painter) -> None:
        painter.title(_("Welcome to Solitaire Trio"))
        painter.text(_("Choose a game to begin. New Game (Ctrl+N) changes it at any time."))
        dealt = [options for options in engine.option_sets() if not options.vegas]
        for info in engine.games():
            self.compose_game(painter, info.id, [o for o in dealt if o.game == info.id])
        painter.actions([Choice(Press.CLOSE, _("Close"))], self.primary)

    def compose_game(self, painter: Painter, game: str, offered: list[engine.OptionSet]) -> None:
        """The game's picture at the left; its name, words and options beside it."""
        size = picture_size(painter.unit)
        painter.gap(0.4)
        top = painter.y
        words = painter.beside(size[0])
        words.heading(strings.game_title(game))
        words.text(_(IN_A_FEW_WORDS[game]), scale=0.9)
        words.row(
            _("Start"),
            [Choice(Pick(Row.GAME, o.prefix), strings.options_text(o)) for o in offered],
        )
        painter.join(words, top + size[1])
        if painter.surface is not None:
            image = self.pictures.picture(offered[0].prefix, size)
            rect = painter.surface.blit(image, (painter.left, top))
            self.shown[game] = Shown(rect, image, offered[0].prefix)

    def handle(self, event: pygame.event.Event) -> Command | None:
        """A click on a picture deals its game's first options."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for shown in self.shown.values():
                if shown.rect.collidepoint(event.pos):
                    return StartGame(engine.random_code(shown.prefix))
        return super().handle(event)

    def click(self, key: Key) -> Command | None:
        match key:
            case Pick(Row.GAME, str(prefix)):
                return StartGame(engine.random_code(prefix))
        return super().click(key)
