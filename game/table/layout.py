"""Where every pile and every card goes on screen: pure geometry, no drawing, no rules.

`compute_layout(size, shape, faces)` turns a window size, the game's shape and the face-up
flags of each pile (bottom first) into rectangles. It is recomputed after every action and
on every resize; nothing here keeps state. Cards scale so that the whole deal fits (its
tallest dealt column and room to grow, as well as its width), and a long column squeezes
its fan so that its last card always stays inside the window. Above each row of piles a
caption band holds the counts and the pile keys (`Geometry.captions`), clear of the cards
and of the focus ring (`ring_width`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from pygame import Rect

from game.art.proportions import card_height_for

# Proportions, in card widths (horizontal) or card heights (vertical).
COLUMN_GAP = 0.12  # between two columns
MARGIN = 0.15  # around the table
ROW_GAP = 0.10  # between the top row and the columns, between foundation rows
AREA_GAP = 0.40  # between the Double Solitaire columns and its foundation grid
WASTE_FAN = 0.30  # horizontal step of the fanned draw-3 waste
FACE_UP_STEP = 0.28  # vertical step after a face-up column card
FACE_DOWN_STEP = 0.12  # vertical step after a face-down column card
MIN_COLUMN_ROOM = 2.5  # a column gets at least this many card heights before squeezing
GROW_STEPS = 2  # room for this many face-up cards below the deal's tallest column
CAPTION_SHARE = 0.13  # a caption's height against a card's height
CAPTION_MIN = 13  # pixels: a caption is never lower (legible at 640x480)
EDGE = 2  # pixels between the bar and the top captions
HUD_SHARE = 0.045  # the HUD bar's share of the window height
HUD_WIDTH_SHARE = HUD_SHARE * 3 / 4  # windows narrower than 4:3 get a lower bar
HUD_MIN, HUD_MAX = 26, 96
TWO_ROW_BAR_BELOW = 1100  # px: a narrower window has the bar in two rows (`hud_rows`)
MIN_CARD_WIDTH = 8
FOUNDATIONS_IN_ROW = 4  # at most this many foundations stand in the top row


class ShapedGame(Protocol):
    """What the layout reads of an `engine.Game`: its piles and how its waste fans."""

    @property
    def pile_names(self) -> tuple[str, ...]: ...

    @property
    def draw_count(self) -> int: ...

    def foundation_suit(self, name: str) -> str: ...


@dataclass(frozen=True)
class TableShape:
    """What the layout needs to know about a game, as the engine answers it: its piles
    (in `to_text` order), each foundation's suit and how many cards a draw turns."""

    pile_names: tuple[str, ...]
    foundation_suits: tuple[str, ...]
    draw_count: int = 1
    deal_room: float = MIN_COLUMN_ROOM  # card heights the deal's tallest column wants

    def _count(self, kind: str) -> int:
        return sum(1 for name in self.pile_names if name[0] == kind)

    @property
    def column_count(self) -> int:
        """How many columns the game has."""
        return self._count("t")

    @property
    def foundation_count(self) -> int:
        """How many foundations the game has."""
        return self._count("f")

    @property
    def cell_count(self) -> int:
        """How many cells the game has."""
        return self._count("c")

    @property
    def has_stock(self) -> bool:
        """Whether the game has a stock (and a waste)."""
        return "s" in self.pile_names

    @property
    def foundation_grid(self) -> bool:
        """More foundations than fit the top row (Double Solitaire's eight): they stand in
        a grid of two beside the columns, or in two rows above them (`Geometry.beside`)."""
        return self.foundation_count > FOUNDATIONS_IN_ROW

    def foundation_suit(self, name: str) -> str:
        """The suit letter of a foundation slot (for the faint mark on an empty one)."""
        return self.foundation_suits[int(name[1:]) - 1]

    @classmethod
    def of_game(
        cls, game: ShapedGame, dealt: Mapping[str, Sequence[bool]] | None = None
    ) -> TableShape:
        """The shape of an `engine.Game`; `dealt`: the face-up flags of its deal's piles
        (the cards are sized for the deal, not for the position of the moment)."""
        foundations = [name for name in game.pile_names if name[0] == "f"]
        return cls(
            pile_names=tuple(game.pile_names),
            foundation_suits=tuple(game.foundation_suit(name) for name in foundations),
            draw_count=max(1, game.draw_count),
            deal_room=deal_room(dealt or {}),
        )


def deal_room(dealt: Mapping[str, Sequence[bool]]) -> float:
    """The card heights a deal's tallest column fills, and room for `GROW_STEPS` face-up
    cards more (at least `MIN_COLUMN_ROOM`)."""
    tallest = 0.0
    for name, faces in dealt.items():
        if name[0] == "t" and faces:
            steps = sum(FACE_UP_STEP if up else FACE_DOWN_STEP for up in faces[:-1])
            tallest = max(tallest, 1 + steps)
    return max(MIN_COLUMN_ROOM, tallest + GROW_STEPS * FACE_UP_STEP)


def ring_width(card_w: int) -> int:
    """The focus ring's line width for a card width."""
    return max(2, card_w // 30) + 1


def ring_room(card_w: int) -> int:
    """How far the focus ring (its line, its dark edge, a pixel of air) reaches outside a
    card: the caption bands keep this much clear on both sides."""
    return ring_width(card_w) + 3


def caption_height(card_h: int) -> int:
    """The height of a caption (a count, a pile key) for a card height."""
    return max(CAPTION_MIN, round(card_h * CAPTION_SHARE))


@dataclass(frozen=True)
class Geometry:
    """The part of the layout that depends only on the window size and the game's shape."""

    size: tuple[int, int]
    shape: TableShape
    card_w: int
    card_h: int
    hud: Rect
    slots: dict[str, Rect]
    bottom: int  # no card may reach below this y
    captions: dict[str, Rect] = field(default_factory=dict)  # the band above a pile
    beside: bool = True  # a foundation grid stands beside the columns (else above them)

    @property
    def fan_x(self) -> int:
        """Horizontal step of the fanned waste."""
        return max(1, round(self.card_w * WASTE_FAN))


@dataclass(frozen=True)
class Layout:
    """Rectangles for every pile slot and every card of a position."""

    geometry: Geometry
    cards: dict[str, list[Rect]] = field(default_factory=dict)
    areas: dict[str, Rect] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """What the pointer can hit of each pile, made once (a drop asks at every release)."""
        areas = {}
        for name, slot in self.geometry.slots.items():
            area = Rect(slot)
            for rect in self.cards.get(name, ()):
                area.union_ip(rect)
            areas[name] = area
        object.__setattr__(self, "areas", areas)

    @property
    def size(self) -> tuple[int, int]:
        """The window size this layout was made for."""
        return self.geometry.size

    @property
    def slots(self) -> dict[str, Rect]:
        """The base rectangle of each pile (where its first card lies)."""
        return self.geometry.slots

    def pile_area(self, name: str) -> Rect:
        """The slot together with every card of the pile: what the pointer can hit."""
        return self.areas[name]

    def card_at(self, pos: tuple[float, float]) -> tuple[str, int] | None:
        """The pile and index of the topmost card under `pos`; index -1 for an empty slot."""
        for name in self.slots:
            rects = self.cards.get(name, [])
            for index in range(len(rects) - 1, -1, -1):
                if rects[index].collidepoint(pos):
                    return name, index
            if self.slots[name].collidepoint(pos):
                return name, len(rects) - 1
        return None

    def drop_target(self, rect: Rect, exclude: str = "") -> str | None:
        """The pile a dropped card lands on: the one its rect overlaps most.

        Any foundation slot means the foundation area, written "f". The pile the card came
        from is never a target; a drop on the stock or the waste is (the engine refuses it,
        and says why, as the help does).
        """
        best, best_area = None, 0
        for name, pile_area in self.areas.items():
            if name == exclude:
                continue
            overlap = rect.clip(pile_area)
            area = overlap.w * overlap.h
            if area > best_area:
                best, best_area = name, area
        if best is not None and best.startswith("f"):
            return "f"
        return best

    def shown_heights(self, name: str) -> list[int]:
        """How much of each card of a pile shows from its top edge down: up to the next
        card of its fan, or all of it (the top card, a card of a sideways fan, a card
        stacked right under another: that one shows whole once the other leaves)."""
        rects = self.cards[name]
        return [
            upper.height
            if lower is None or lower.x != upper.x or lower.y == upper.y
            else min(upper.height, lower.y - upper.y)
            for upper, lower in zip(rects, [*rects[1:], None], strict=False)
        ]

    def all_card_rects(self) -> Iterator[Rect]:
        """Every card rectangle of the position."""
        for rects in self.cards.values():
            yield from rects


def hud_rows(width: int) -> int:
    """The bar's rows: one, or in a window narrower than `TWO_ROW_BAR_BELOW` two, the
    buttons under the game's name, code, score and clock. In one row there, the Greek
    bar left out the name and the code and drew its text at about 6 px."""
    return 2 if width < TWO_ROW_BAR_BELOW else 1


def hud_height(width: int, height: int) -> int:
    """The HUD bar's height for a window size: a row's share of the height, but no more
    than a 4:3 window of the same width would get, times its rows (`hud_rows`); its fonts
    shrink further where a row needs it."""
    share = min(height * HUD_SHARE, width * HUD_WIDTH_SHARE)
    return max(HUD_MIN, min(HUD_MAX, round(share))) * hud_rows(width)


def _units_wide(shape: TableShape, beside: bool) -> float:
    """The table's width in card widths."""
    columns = shape.column_count
    width = columns + (columns - 1) * COLUMN_GAP + 2 * MARGIN
    if shape.foundation_grid and beside:
        width += AREA_GAP + 2 + COLUMN_GAP
    return width


def _top_rows(shape: TableShape, beside: bool) -> int:
    """How many rows of piles stand above the columns."""
    return 2 if shape.foundation_grid and not beside else 1


def _height_needed(shape: TableShape, beside: bool, card_w: int, hud: int) -> int:
    """The pixels a table needs from the window's top at a card width: the bar, the
    caption bands, the top rows, the deal's columns with room to grow, the bottom margin."""
    card_h = card_height_for(card_w)
    bands = EDGE + 2 * caption_height(card_h) + 3 * ring_room(card_w)
    rows = _top_rows(shape, beside)
    top = rows * card_h + (rows - 1) * round(card_h * ROW_GAP)
    columns = shape.deal_room * card_h
    if shape.foundation_grid and beside:  # its rows in step with the top row and columns
        grid_rows = -(-shape.foundation_count // 2)
        columns = max(columns, (grid_rows - 1) * card_h + (grid_rows - 2) * _band(card_w))
    return round(hud + bands + top + columns + MARGIN * card_w)


def _band(card_w: int) -> int:
    """The band between two rows of piles: the rings' room and a caption."""
    return caption_height(card_height_for(card_w)) + 2 * ring_room(card_w)


def _card_width(size: tuple[int, int], shape: TableShape, beside: bool) -> int:
    """The largest card width at which the deal fits the window, one way of placing the
    foundations."""
    width, height = size
    hud = hud_height(width, height)
    card_w = max(MIN_CARD_WIDTH, int(width / _units_wide(shape, beside)))
    while card_w > MIN_CARD_WIDTH and _height_needed(shape, beside, card_w, hud) > height:
        card_w -= 1
    return card_w


def foundations_beside(size: tuple[int, int], shape: TableShape) -> bool:
    """Whether a foundation grid stands beside the columns (a wide window) or in two rows
    above them (a tall one): whichever gives the larger cards, beside on a tie."""
    if not shape.foundation_grid:
        return True
    return _card_width(size, shape, True) >= _card_width(size, shape, False)


def card_width_for(size: tuple[int, int], shape: TableShape) -> int:
    """The largest card width at which the whole deal fits the window."""
    return _card_width(size, shape, foundations_beside(size, shape))


def compute_geometry(size: tuple[int, int], shape: TableShape) -> Geometry:
    """Card size, HUD bar, pile slots and caption bands for a window size."""
    width, height = size
    beside = foundations_beside(size, shape)
    card_w = _card_width(size, shape, beside)
    card_h = card_height_for(card_w)
    gap = round(card_w * COLUMN_GAP)
    row_gap = round(card_h * ROW_GAP)
    margin = round(card_w * MARGIN)
    ring, caption = ring_room(card_w), caption_height(card_h)
    hud = Rect(0, 0, width, hud_height(width, height))
    used = round(_units_wide(shape, beside) * card_w)
    left = max(0, (width - used) // 2) + margin
    top = hud.bottom + EDGE + caption + ring
    step = card_w + gap

    def at(col: float, row_y: int) -> Rect:
        return Rect(left + round(col * step), row_y, card_w, card_h)

    slots: dict[str, Rect] = {}
    rows = _top_rows(shape, beside)
    columns_top = top + rows * card_h + (rows - 1) * row_gap + 2 * ring + caption
    if shape.has_stock:
        slots["s"] = at(0, top)
        slots["w"] = at(1, top)
    first = shape.column_count - min(FOUNDATIONS_IN_ROW, shape.foundation_count)
    for index in range(shape.foundation_count):
        if shape.foundation_grid and beside:  # rows of two, one suit a row
            row, col = divmod(index, 2)
            grid_left = left + shape.column_count * step - gap + round(AREA_GAP * card_w)
            place = Rect(grid_left + col * step, top + row * (columns_top - top), card_w, card_h)
        elif shape.foundation_grid:  # two rows above the columns, one suit a column
            col, row = divmod(index, 2)
            place = at(first + col, top + row * (card_h + row_gap))
        else:
            place = at(first + index, top)
        slots[f"f{index + 1}"] = place
    for index in range(shape.cell_count):
        slots[f"c{index + 1}"] = at(index, top)
    for index in range(shape.column_count):
        slots[f"t{index + 1}"] = at(index, columns_top)
    captions = {
        name: Rect(slot.x, slot.y - ring - caption, slot.w, caption)
        for name, slot in slots.items()
        if slot.y in (top, columns_top)
    }
    bottom = max(columns_top + card_h, height - margin)
    return Geometry(size, shape, card_w, card_h, hud, slots, min(bottom, height), captions, beside)


def _column_rects(slot: Rect, faces: Sequence[bool], bottom: int, card_h: int) -> list[Rect]:
    """A fanned column, its steps squeezed evenly so that its last card ends above `bottom`."""
    steps = [card_h * (FACE_UP_STEP if up else FACE_DOWN_STEP) for up in faces[:-1]]
    room = bottom - slot.y - card_h
    total = sum(steps)
    scale = min(1.0, max(0.0, room) / total) if total else 1.0
    rects, y = [], float(slot.y)
    for index in range(len(faces)):
        rects.append(Rect(slot.x, int(y), slot.w, slot.h))
        if index < len(steps):
            y += steps[index] * scale
    return rects


def _waste_rects(slot: Rect, count: int, draw_count: int, fan_x: int) -> list[Rect]:
    """The waste: stacked, with its top three fanned to the right when drawing three."""
    fanned = min(count, 3) if draw_count == 3 else min(count, 1)
    rects = []
    for index in range(count):
        shift = max(0, index - (count - fanned)) * fan_x
        rects.append(slot.move(shift, 0))
    return rects


def compute_layout(
    size: tuple[int, int],
    shape: TableShape,
    faces: Mapping[str, Sequence[bool]],
    geometry: Geometry | None = None,
) -> Layout:
    """The rectangles of every card; `faces` maps a pile to its face-up flags, bottom first."""
    geo = geometry if geometry is not None and geometry.size == size else None
    geo = geo or compute_geometry(size, shape)
    cards: dict[str, list[Rect]] = {}
    for name, slot in geo.slots.items():
        pile = faces.get(name, ())
        if name.startswith("t"):
            cards[name] = _column_rects(slot, pile, geo.bottom, geo.card_h)
        elif name == "w":
            cards[name] = _waste_rects(slot, len(pile), shape.draw_count, geo.fan_x)
        else:
            cards[name] = [Rect(slot) for _ in pile]
    return Layout(geo, cards)
