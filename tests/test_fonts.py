"""pygame's own font opened by path: the same glyphs, small sizes drawn twice as large and
halved, the cache of fonts by size."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

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


def spacing_error(font: pygame.font.Font, word: str, pixels: float) -> float:
    """The largest error, in pixels, of one letter's advance in `word` against the font's
    design at `pixels` (read from the font opened very large, where hinting moves
    nothing): what shows as a gap inside a word ("ra nk")."""
    path = os.path.join(os.path.dirname(pygame.__file__), pygame.font.get_default_font())
    large = pygame.font.Font(path, 400)
    ends = [font.size(word[:end])[0] for end in range(len(word) + 1)]
    ideal = [large.size(word[:end])[0] * pixels / 400 for end in range(len(word) + 1)]
    return max(abs((ends[i + 1] - ends[i]) - (ideal[i + 1] - ideal[i])) for i in range(len(word)))


@pytest.mark.parametrize("window", [(1366, 768), (1920, 1080)])
def test_refusal_notes_keep_the_designs_letter_spacing(window: tuple[int, int]) -> None:
    """The words the issue found spaced unevenly ("opp osite", "ra nk", "canno t", "T his",
    "sta tistic") have no letter more than a pixel off the design at the note size of each
    window."""
    import engine
    from game.app import App
    from game.art.fonts import Fonts

    app = App(engine.Game.from_code("DS1-D1N-AAAAAAB"), fullscreen=False, window_size=window)
    size = app.table._note_size()
    font = Fonts().get(size)
    opened = font.get_point_size()  # the size it was opened at: twice for a halved font
    pixels = opened / 2 if isinstance(font, HalvedFont) else opened
    for word in ("opposite", "rank", "cannot", "This", "statistic", "Seahaven"):
        assert spacing_error(font, word, pixels) <= 1.0, (size, word)


@pytest.mark.parametrize("size", [12, 20, 40, 96])
def test_the_arrow_keys_are_drawn_not_empty_boxes(size: int) -> None:
    """pygame's font has no ← → ↑ ↓: each drew the same empty box where Help names the
    arrow keys. Ours are four different shapes, ← the mirror of →, ↑ of ↓."""
    pygame.font.init()
    font = default_font(size)
    shapes = {arrow: font.render(arrow, True, (0, 0, 0)) for arrow in "←→↑↓"}
    pixels = {arrow: pygame.image.tobytes(image, "RGBA") for arrow, image in shapes.items()}
    assert len(set(pixels.values())) == 4
    mirrored = pygame.transform.flip(shapes["←"], True, False)
    assert pygame.image.tobytes(mirrored, "RGBA") == pixels["→"] or _close(mirrored, shapes["→"])
    flipped = pygame.transform.flip(shapes["↑"], False, True)
    assert flipped.get_size() == shapes["↓"].get_size()
    line = "Focus ← → ↑ ↓ / Page Up"
    assert font.render(line, True, (0, 0, 0)).get_width() == font.size(line)[0]


def _close(one: pygame.Surface, other: pygame.Surface) -> bool:
    """Two images alike but for a pixel's rounding here and there."""
    if one.get_size() != other.get_size():
        return False
    width, height = one.get_size()
    off = sum(
        abs(one.get_at((x, y)).a - other.get_at((x, y)).a) > 96
        for x in range(width)
        for y in range(height)
    )
    return off <= max(2, width * height // 50)
