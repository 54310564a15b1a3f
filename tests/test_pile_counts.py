"""The stock's and the waste's card counts above their piles, and "last pass" in Vegas."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

import engine
from game.app import App
from game.profile.settings import Settings
from game.table.counts import PileCount, pile_counts


def test_the_counts_are_the_engines_piles() -> None:
    game = engine.Game.from_code("TF1-D3N-AAAAAAB")
    assert pile_counts(game) == [PileCount("s", "24"), PileCount("w", "0")]
    game.play("s")
    assert pile_counts(game) == [PileCount("s", "21"), PileCount("w", "3")]


def test_vegas_says_the_pass_is_the_last_and_normal_does_not() -> None:
    vegas = engine.Game.from_code("DS1-D1V-AAAAAAB")
    normal = engine.Game.from_code("DS1-D1N-AAAAAAB")
    assert vegas.recycles_left == 0 and normal.recycles_left is None
    assert pile_counts(vegas)[0].text == "59 · last pass"
    assert pile_counts(normal)[0].text == "59"


def test_seahaven_has_no_stock_to_count() -> None:
    assert pile_counts(engine.Game.from_code("SH1-C4-AAAAAJ2")) == []


def test_each_count_sits_in_the_band_above_its_pile_inside_the_window() -> None:
    for size in ((640, 480), (1366, 768), (3840, 2160), (700, 900)):
        app = App(engine.Game.from_code("DS1-D3V-AAAAAAB"), Settings(), False, size)
        app.run_frames(2)
        board = app.table.board
        rects = app.table.captions.draw(app.screen, board, keys=False)
        assert len(rects) == 2
        for rect, pile in zip(rects, ("s", "w"), strict=True):
            slot = board.layout.slots[pile]
            assert app.screen.get_rect().contains(rect)
            assert rect.bottom < slot.top and not rect.colliderect(board.geometry.hud)
            assert rect.left <= slot.centerx <= rect.right
            assert rect.height >= 12  # legible at any window size
        pygame.quit()


def test_a_count_too_wide_to_read_in_its_band_shows_its_number() -> None:
    """ "59 · last pass" beside the S key at 1366x768 was squeezed to 6 px letters."""
    app = App(engine.Game.from_code("DS1-D3V-AAAAAAB"), Settings(language="el"), False,
              (1366, 768))  # fmt: skip
    app.run_frames(2)
    board = app.table.board
    app.table.captions.draw(app.screen, board, keys=True)
    stock = next(c for c in app.table.captions.drawn if c.rect.x == board.layout.slots["s"].x)
    opaque = stock.image.get_bounding_rect()
    assert opaque.height >= stock.rect.height * 0.75  # not squeezed: the number alone
    app.table.captions.draw(app.screen, board, keys=False)  # room enough without the key
    pygame.quit()
