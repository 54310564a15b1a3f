"""Shipped files are found from source without any chdir, wherever the game starts from."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from game.resources import SUPERSAMPLE_BELOW, HalvedFont, asset_path, default_font


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
