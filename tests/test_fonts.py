"""pygame's own font opened by path: the same glyphs, small sizes drawn twice as large and
halved, the cache of fonts by size."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from game.art.fonts import SUPERSAMPLE_BELOW, HalvedFont, default_font


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


def test_fonts_are_opened_once_per_size_and_weight_and_never_below_8():
    from game.art.fonts import Fonts

    fonts = Fonts()
    assert fonts.get(14) is fonts.get(14)
    assert fonts.get(14, bold=True) is not fonts.get(14)
    assert fonts.get(14, bold=True).bold and not fonts.get(14).bold
    assert fonts.get(3) is fonts.get(8)
