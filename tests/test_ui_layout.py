"""The layout is pure geometry: every card inside the window, piles where the rules say."""

from __future__ import annotations

import pytest
from pygame import Rect

import engine
from game.table.layout import TableShape, compute_layout


def shape_of(prefix: str) -> TableShape:
    """The shape of a deal of `prefix`, as the engine answers it."""
    return TableShape.of_game(engine.Game.from_code(f"{prefix}-AAAAAAA"))


SHAPES = {
    "DS1": shape_of("DS1-D1N"),
    "DS3": shape_of("DS1-D3N"),
    "TF": shape_of("TF1-D1N"),
    "SH4": shape_of("SH1-C4"),
    "SH2": shape_of("SH1-C2"),
    "SH1": shape_of("SH1-C1"),
}
SIZES = [(640, 480), (800, 600), (1366, 768), (1920, 1080), (3840, 2160), (1000, 1400)]


def long_piles(shape: TableShape, length: int) -> dict[str, list[bool]]:
    """Every column `length` cards (half face down), a full stock, waste and cells."""
    faces: dict[str, list[bool]] = {}
    for name in shape.pile_names:
        if name.startswith("t"):
            faces[name] = [i >= length // 2 for i in range(length)]
        elif name == "s":
            faces[name] = [False] * 59
        else:
            faces[name] = [True] * (24 if name == "w" else 1)
    return faces


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("shape", SHAPES.values(), ids=SHAPES.keys())
@pytest.mark.parametrize("length", [1, 13, 30])
def test_every_card_inside_the_window(shape: TableShape, size: tuple[int, int], length: int):
    layout = compute_layout(size, shape, long_piles(shape, length))
    window = Rect((0, 0), size)
    for rect in layout.all_card_rects():
        assert window.contains(rect), (rect, size)
    for rect in layout.slots.values():
        assert window.contains(rect)
        assert not rect.colliderect(layout.geometry.hud)


@pytest.mark.parametrize("shape", SHAPES.values(), ids=SHAPES.keys())
def test_slots_do_not_overlap(shape: TableShape):
    layout = compute_layout((1366, 768), shape, {})
    slots = list(layout.slots.items())
    for i, (name, rect) in enumerate(slots):
        for other, other_rect in slots[i + 1 :]:
            assert not rect.colliderect(other_rect), (name, other)


def test_piles_each_game_has():
    assert set(compute_layout((800, 600), SHAPES["SH2"], {}).slots) == {
        "c1", "c2", "f1", "f2", "f3", "f4", *(f"t{i}" for i in range(1, 11))
    }  # fmt: skip
    ds = set(compute_layout((800, 600), SHAPES["DS1"], {}).slots)
    assert ds == {"s", "w", *(f"f{i}" for i in range(1, 9)), *(f"t{i}" for i in range(1, 10))}
    tf = set(compute_layout((800, 600), SHAPES["TF"], {}).slots)
    assert tf == {"s", "w", "f1", "f2", "f3", "f4", *(f"t{i}" for i in range(1, 8))}


def test_double_solitaire_foundation_grid_rows_by_suit():
    slots = compute_layout((1920, 1080), SHAPES["DS1"], {}).slots
    for row in range(4):
        left, right = slots[f"f{2 * row + 1}"], slots[f"f{2 * row + 2}"]
        assert left.y == right.y and left.x < right.x
        if row:
            assert left.y > slots[f"f{2 * row - 1}"].y
    assert [SHAPES["DS1"].foundation_suit(f"f{i}") for i in (1, 3, 5, 7)] == list("SHDC")


def test_face_down_cards_fan_tighter_than_face_up():
    faces = {"t1": [False, False, True, True, True]}
    rects = compute_layout((1920, 1080), SHAPES["DS1"], faces).cards["t1"]
    down_step = rects[1].y - rects[0].y
    up_step = rects[3].y - rects[2].y
    assert 0 < down_step < up_step


def test_long_column_squeezes_only_when_needed():
    shape = SHAPES["DS1"]
    short = compute_layout((1920, 1080), shape, {"t1": [True] * 5}).cards["t1"]
    long = compute_layout((1920, 1080), shape, {"t1": [True] * 40}).cards["t1"]
    assert long[1].y - long[0].y < short[1].y - short[0].y
    assert long[-1].bottom <= 1080


def test_draw_three_waste_fans_its_top_three():
    rects = compute_layout((1920, 1080), SHAPES["DS3"], {"w": [True] * 7}).cards["w"]
    xs = [rect.x for rect in rects]
    assert xs[:5] == [xs[0]] * 5
    assert xs[4] < xs[5] < xs[6]
    one = compute_layout((1920, 1080), SHAPES["DS1"], {"w": [True] * 7}).cards["w"]
    assert len({rect.x for rect in one}) == 1


def test_cards_grow_with_the_window():
    small = compute_layout((800, 600), SHAPES["TF"], {}).geometry.card_w
    large = compute_layout((3840, 2160), SHAPES["TF"], {}).geometry.card_w
    assert large > 3 * small


def test_drop_target_is_the_pile_overlapped_most():
    layout = compute_layout((1366, 768), SHAPES["DS1"], {"t3": [True] * 3, "t4": [True]})
    t3, t4 = layout.cards["t3"][-1], layout.cards["t4"][-1]
    mostly_t4 = Rect(t4.x - t4.w // 3, t4.y, t4.w, t4.h)
    assert layout.drop_target(mostly_t4) == "t4"
    mostly_t3 = Rect(t3.x + t3.w // 3, t3.y, t3.w, t3.h)
    assert layout.drop_target(mostly_t3) == "t3"
    assert layout.drop_target(mostly_t3, exclude="t3") == "t4"
    assert layout.drop_target(Rect(layout.slots["f6"])) == "f"
    assert layout.drop_target(Rect(layout.slots["s"])) == "s"  # the engine says why not


def test_card_at_finds_the_topmost_card():
    layout = compute_layout((1366, 768), SHAPES["TF"], {"t2": [True] * 4})
    rects = layout.cards["t2"]
    assert layout.card_at(rects[3].center) == ("t2", 3)
    assert layout.card_at((rects[0].centerx, rects[0].y + 2)) == ("t2", 0)
    assert layout.card_at(layout.slots["t5"].center) == ("t5", -1)
    assert layout.card_at((1, 767)) is None
