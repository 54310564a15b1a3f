"""Card art: sizes, transparency, colours, distinct faces, caching, headless drawing."""

import ast
import os
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"


import pygame
import pytest

from game.art.cards import FACE_COLOR, CardArt
from game.art.proportions import card_height_for
from game.art.suits import SUIT_COLORS, draw_suit

pygame.init()

RED = (200, 30, 40, 255)
NEAR = (60, 60, 60, 255)
WIDTHS = (80, 140, 280)


def art_for(width: int) -> CardArt:
    return CardArt(width, card_height_for(width))


def count_near(surface: pygame.Surface, color: tuple[int, ...], threshold=NEAR) -> int:
    """How many pixels are within ``threshold`` of ``color`` on every channel."""
    return pygame.mask.from_threshold(surface, color, threshold).count()


def all_surfaces(art: CardArt) -> list[pygame.Surface]:
    faces = [art.face(rank, suit) for rank in (1, 5, 10, 11, 12, 13) for suit in "SHDC"]
    marks = [art.foundation_mark(suit) for suit in "SHDC"]
    stock = [art.stock_mark(True), art.stock_mark(False)]
    return [*faces, art.back(), art.outline(), *marks, *stock, art.highlight()]


def test_card_height_keeps_poker_ratio() -> None:
    assert card_height_for(100) == 140
    assert card_height_for(80) == 112
    assert card_height_for(635) == 889


@pytest.mark.parametrize("width", WIDTHS)
def test_every_surface_has_the_exact_card_size_and_alpha(width: int) -> None:
    art = art_for(width)
    for surface in all_surfaces(art):
        assert surface.get_size() == (width, card_height_for(width))
        assert surface.get_flags() & pygame.SRCALPHA


@pytest.mark.parametrize("width", WIDTHS)
def test_corners_are_transparent_and_middle_opaque(width: int) -> None:
    art = art_for(width)
    h = card_height_for(width)
    for surface in [art.face(1, "S"), art.face(7, "D"), art.face(12, "H"), art.back()]:
        for corner in ((0, 0), (width - 1, 0), (0, h - 1), (width - 1, h - 1)):
            assert surface.get_at(corner).a == 0
        assert surface.get_at((width // 2, h // 2)).a == 255
        assert surface.get_at((width // 2, 0)).a > 0, "the border reaches the edge"


def test_outline_is_faint_and_marks_are_see_through() -> None:
    art = art_for(140)
    middle = (70, card_height_for(140) // 2)
    assert 0 < art.outline().get_at(middle).a < 60
    assert art.highlight().get_at(middle).a < 30
    assert art.highlight().get_at((70, 1)).a > 150


@pytest.mark.parametrize("width", (80, 280))
def test_red_suits_show_red_and_black_suits_none(width: int) -> None:
    art = art_for(width)
    for rank in range(1, 14):
        for suit in "HD":
            assert count_near(art.face(rank, suit), RED) > 0, (rank, suit)
        for suit in "SC":
            assert count_near(art.face(rank, suit), RED) == 0, (rank, suit)


def test_suit_colours() -> None:
    assert SUIT_COLORS["H"] == SUIT_COLORS["D"]
    assert SUIT_COLORS["S"] == SUIT_COLORS["C"]
    red, black = SUIT_COLORS["H"], SUIT_COLORS["S"]
    assert red[0] > 150 > max(red[1:])
    assert max(black) < 60


def test_court_cards_differ_from_each_other() -> None:
    art = art_for(140)
    for suit in "SHDC":
        images = {pygame.image.tobytes(art.face(rank, suit), "RGBA") for rank in (11, 12, 13)}
        assert len(images) == 3


def test_all_52_faces_are_distinct_at_small_size() -> None:
    art = art_for(80)
    images = {
        pygame.image.tobytes(art.face(rank, suit), "RGBA")
        for rank in range(1, 14)
        for suit in "SHDC"
    }
    assert len(images) == 52


def test_back_and_marks_are_distinct() -> None:
    art = art_for(100)
    surfaces = [
        art.back(),
        art.outline(),
        art.stock_mark(True),
        art.stock_mark(False),
        *(art.foundation_mark(suit) for suit in "SHDC"),
    ]
    assert len({pygame.image.tobytes(s, "RGBA") for s in surfaces}) == len(surfaces)


def test_surfaces_are_cached_per_instance() -> None:
    art = art_for(90)
    assert art.face(12, "C") is art.face(12, "C")
    assert art.back() is art.back()
    assert art.stock_mark(False) is art.stock_mark(False)
    assert art.foundation_mark("H") is art.foundation_mark("H")
    assert art.face(12, "C") is not art_for(90).face(12, "C")


def test_small_card_index_is_readable_in_the_top_quarter() -> None:
    """A fanned face-up card shows its top 28 %: rank and suit fit in the top quarter."""
    width, height = 80, card_height_for(80)
    art = art_for(width)
    index_band = pygame.Rect(2, 2, round(0.3 * width), round(0.25 * height) - 2)
    below_band = pygame.Rect(2, index_band.bottom, round(0.24 * width), round(0.28 * height))
    seen = set()
    for rank in range(1, 14):
        for suit in "SHDC":
            face = art.face(rank, suit)
            top = face.subsurface(index_band)
            assert count_near(top, (*SUIT_COLORS[suit], 255)) > 40, (rank, suit)
            seen.add(pygame.image.tobytes(top, "RGBA"))
            if rank > 1:  # the Ace of Spades' ring may reach in; other cards leave it plain
                below = face.subsurface(below_band)
                plain = count_near(below, (*FACE_COLOR, 255), (6, 6, 6, 255))
                assert plain == below_band.w * below_band.h, (rank, suit)
    assert len(seen) == 52, "the top-left corner alone tells every card apart"


def test_works_without_a_display_mode() -> None:
    assert pygame.display.get_surface() is None
    face = art_for(120).face(10, "H")
    assert face.get_size() == (120, card_height_for(120))


def test_works_with_a_display_mode_too() -> None:
    pygame.display.set_mode((64, 64))
    try:
        face = art_for(100).face(13, "D")
        assert face.get_size() == (100, 140)
        assert face.get_at((0, 0)).a == 0
    finally:
        pygame.display.quit()
        pygame.display.init()


def test_draw_suit_paints_inside_the_rect_only() -> None:
    surface = pygame.Surface((60, 60), pygame.SRCALPHA)
    surface.fill((255, 255, 255, 255))
    rect = pygame.Rect(10, 15, 30, 20)
    for suit in "SHDC":
        surface.fill((255, 255, 255, 255))
        draw_suit(surface, suit, rect, (0, 0, 255))
        blue = pygame.mask.from_threshold(surface, (0, 0, 255, 255), (40, 40, 40, 255))
        assert blue.count() > 0.2 * rect.h * rect.h
        outside = surface.copy()
        outside.fill((255, 255, 255, 255), rect)
        assert count_near(outside, (255, 255, 255, 255), (1, 1, 1, 1)) == 60 * 60


def test_bad_card_names_are_refused() -> None:
    art = art_for(80)
    with pytest.raises(ValueError):
        art.face(0, "S")
    with pytest.raises(ValueError):
        art.face(14, "S")
    with pytest.raises(ValueError):
        art.face(5, "X")


def _imported_modules(path: Path) -> list[str]:
    """Every module a source file imports (the `x` of `import x` and `from x import y`)."""
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


def test_the_art_room_imports_only_itself_and_its_proportions_are_plain_numbers() -> None:
    """game/art sits under everything of the game: it imports no other game module; its
    proportions are plain numbers, which the table's layout reads without card drawing."""
    art = Path(__file__).resolve().parents[1] / "game" / "art"
    for path in art.glob("*.py"):
        upward = [m for m in _imported_modules(path) if m.split(".")[0] in ("game", "engine")]
        assert all(m.startswith("game.art") for m in upward), (path.name, upward)
    assert _imported_modules(art / "proportions.py") == ["__future__"]
