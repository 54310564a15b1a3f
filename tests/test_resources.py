"""Shipped files are found from source without any chdir, wherever the game starts from."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from game.art.fonts import SUPERSAMPLE_BELOW, HalvedFont, default_font
from game.resources import asset_path


def test_the_icon_is_found_from_any_working_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    icon = pygame.image.load(asset_path("icon.png"))
    assert icon.get_size() == (256, 256)


def test_frozen_builds_look_beside_the_unpacked_bundle(tmp_path, monkeypatch):
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert asset_path("icon.png") == tmp_path / "assets" / "icon.png"


def test_default_font_draws_exactly_what_font_none_draws():
    """Opened by path for speed, the font must stay pixel for pixel pygame's default; below
    SUPERSAMPLE_BELOW, pixel for pixel pygame's default at twice the size, halved."""
    pygame.font.init()
    text = "Kg7 Αναίρεση"
    for size in (6, 7, 11, 16, 21, 22, 23, 24, 40, 57, 96, 161):
        ours = default_font(size)
        mine = ours.render(text, True, (0, 0, 0))
        if size >= SUPERSAMPLE_BELOW:
            pygames = pygame.font.Font(None, size)
            theirs = pygames.render(text, True, (0, 0, 0))
            assert ours.get_height() == pygames.get_height(), size
        else:
            assert isinstance(ours, HalvedFont)
            pygames = pygame.font.Font(None, 2 * size)
            big = pygames.render(text, True, (0, 0, 0))
            halved = ((big.get_width() + 1) // 2, (big.get_height() + 1) // 2)
            theirs = pygame.transform.smoothscale(big, halved)
            assert ours.get_height() == (pygames.get_height() + 1) // 2, size
            assert ours.size(text)[0] == mine.get_width(), size
        assert pygame.image.tobytes(mine, "RGBA") == pygame.image.tobytes(theirs, "RGBA"), size


def test_a_halved_font_keeps_background_colours_smooth_and_wraps_at_the_width_asked():
    pygame.font.init()
    font = default_font(14)
    assert isinstance(font, HalvedFont)
    boxed = font.render("Settings", True, (255, 255, 255), (0, 80, 40))
    assert boxed.get_bitsize() >= 24 and boxed.get_width() == font.size("Settings")[0]
    greys = {boxed.get_at((x, y))[:3] for x in range(boxed.get_width()) for y in range(8)}
    assert len(greys) > 6  # smooth-scaled: edge shades, not only two colours
    wide = font.size("Settings Settings Settings")[0]
    wrapped = font.render("Settings Settings Settings", True, (0, 0, 0), None, wide // 2)
    assert wrapped.get_width() <= wide // 2 + 1 and wrapped.get_height() > font.get_height()
    assert font.get_descent() <= 0
