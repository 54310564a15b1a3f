"""Card faces, backs and pile marks drawn by code with pygame-ce primitives.

Nothing here is loaded from an image: suit shapes are point lists built from arcs and
Bézier curves, and every shape is drawn at ``SUPERSAMPLE``x size and smoothscaled down,
which gives anti-aliased edges with plain ``pygame.draw`` calls. Text uses pygame's
built-in default font. A ``CardArt`` draws lazily and caches each surface it returns.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from types import MappingProxyType

import pygame

from game.resources import default_font

Point = tuple[float, float]
Color = tuple[int, ...]

SUPERSAMPLE = 4
SUITS = ("S", "H", "D", "C")
RANK_LABELS = MappingProxyType(
    {1: "A", **{n: str(n) for n in range(2, 11)}, 11: "J", 12: "Q", 13: "K"}
)
SUIT_COLORS: MappingProxyType[str, tuple[int, int, int]] = MappingProxyType(
    {"S": (24, 24, 30), "C": (24, 24, 30), "H": (200, 30, 40), "D": (200, 30, 40)}
)
FACE_COLOR = (252, 250, 243)
BORDER_COLOR = (150, 150, 146)
MARK_COLOR = (255, 255, 255)
GOLD = (222, 178, 62)
GOLD_DARK = (138, 98, 28)
PEARL = (250, 248, 238)
SMALL_CARD_WIDTH = 90
LARGE_CARD_WIDTH = 170
# Layout in card fractions; below SMALL_CARD_WIDTH the first applies, above LARGE_CARD_WIDTH
# the second, blended between. Index: x, y (of w, h), width (of w), rank, gap, suit (of h);
# pip columns (of w), first and last row (of h), pip box (w, h); court panel x, y, w, h.
SMALL_LAYOUT = (0.028, 0.022, 0.23, 0.11, 0.01, 0.095, 0.335, 0.5, 0.665, 0.265, 0.745,
                0.15, 0.105, 0.28, 0.045, 0.44, 0.91)  # fmt: skip
LARGE_LAYOUT = (0.04, 0.03, 0.15, 0.08, 0.012, 0.05, 0.3, 0.5, 0.7, 0.205, 0.795,
                0.18, 0.13, 0.205, 0.06, 0.59, 0.88)  # fmt: skip
POKER_RATIO = 88.9 / 63.5
FONT_CAP_RATIO = 0.49  # capital height / point size of pygame's default font
MIN_SQUEEZED_RANK = 6  # pixels: a rank redrawn for a squeezed fan is never shorter

# Pip rows (0 = top row, 1 = bottom row) and columns (-1 left, 0 middle, 1 right).
PIP_LAYOUTS: MappingProxyType[int, tuple[tuple[int, float], ...]] = MappingProxyType(
    {
        2: ((0, 0), (0, 1)),
        3: ((0, 0), (0, 0.5), (0, 1)),
        4: ((-1, 0), (1, 0), (-1, 1), (1, 1)),
        5: ((-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)),
        6: ((-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
        7: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
        8: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)),
        9: tuple((c, r / 3) for r in range(4) for c in (-1, 1)) + ((0, 0.5),),
        10: tuple((c, r / 3) for r in range(4) for c in (-1, 1)) + ((0, 1 / 6), (0, 5 / 6)),
    }
)


@dataclass(frozen=True)
class CourtStyle:
    """Colours that tell a King, Queen and Jack apart at a glance."""

    tint: tuple[int, int, int]
    robe: tuple[int, int, int]


COURT_STYLES: MappingProxyType[int, CourtStyle] = MappingProxyType(
    {
        11: CourtStyle(tint=(222, 240, 226), robe=(30, 112, 82)),
        12: CourtStyle(tint=(226, 232, 248), robe=(40, 80, 160)),
        13: CourtStyle(tint=(247, 233, 192), robe=(96, 46, 130)),
    }
)


def _blend(a: Sequence[float], b: Sequence[float], t: float) -> tuple[float, ...]:
    """Mix two parameter rows; t is clamped to 0 (all a) .. 1 (all b)."""
    t = min(1.0, max(0.0, t))
    return tuple(x + (y - x) * t for x, y in zip(a, b, strict=True))


def card_height_for(width: int) -> int:
    """Card height for a width, keeping the poker card ratio of 63.5 x 88.9 mm."""
    return round(width * POKER_RATIO)


# ----------------------------------------------------------------------------- geometry


def _cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 16) -> list[Point]:
    """Points along a cubic Bézier curve, including both ends."""
    points = []
    for i in range(steps + 1):
        t = i / steps
        weights = ((1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t**3)
        corners = (p0, p1, p2, p3)
        x = sum(w * p[0] for w, p in zip(weights, corners, strict=True))
        y = sum(w * p[1] for w, p in zip(weights, corners, strict=True))
        points.append((x, y))
    return points


def _quad(p0: Point, p1: Point, p2: Point, steps: int = 12) -> list[Point]:
    """Points along a quadratic Bézier curve, as the equivalent cubic."""
    c1 = (p0[0] + 2 / 3 * (p1[0] - p0[0]), p0[1] + 2 / 3 * (p1[1] - p0[1]))
    c2 = (p2[0] + 2 / 3 * (p1[0] - p2[0]), p2[1] + 2 / 3 * (p1[1] - p2[1]))
    return _cubic(p0, c1, c2, p2, steps)


def _arc(center: Point, radius: float, start: float, end: float, steps: int = 24) -> list[Point]:
    """Points along a circle arc; angles in degrees, screen axes (y down)."""
    return [
        (
            center[0] + radius * math.cos(math.radians(start + (end - start) * i / steps)),
            center[1] + radius * math.sin(math.radians(start + (end - start) * i / steps)),
        )
        for i in range(steps + 1)
    ]


def _mirrored(half: Sequence[Point], axis: float = 0.5) -> list[Point]:
    """Close a left half outline with its mirror image across x = axis."""
    right = [(2 * axis - x, y) for x, y in reversed(half)]
    return list(half) + right[1:]


def _heart_outline() -> list[Point]:
    """Two round lobes meeting in a notch, sides curving into a point."""
    arc = _arc((0.26, 0.28), 0.26, -22.6, -220, 28)
    end = arc[-1]
    tangent = (math.sin(math.radians(140)), -math.cos(math.radians(140)))
    c1 = (end[0] + 0.22 * tangent[0], end[1] + 0.22 * tangent[1])
    return _mirrored(arc + _cubic(end, c1, (0.42, 0.86), (0.5, 1.0))[1:])


def _stem(top: float, bottom: float, half_width: float) -> list[Point]:
    """A flared foot with concave sides, as under a spade or club."""
    left = _quad((0.47, top), (0.47, bottom - 0.1), (0.5 - half_width, bottom))
    return _mirrored(left)


def _spade_shape() -> tuple[list[Point], ...]:
    """A heart turned upside down standing on a flared stem."""
    body = [(x, 1.0 - y) for x, y in _heart_outline()]
    return body, _stem(0.7, 1.22, 0.17)


def _club_shape() -> tuple[list[Point], ...]:
    """Three round leaves joined in the middle, on a flared stem."""
    leaves = [_arc(c, 0.245, 0, 360, 36) for c in ((0.5, 0.26), (0.255, 0.67), (0.745, 0.67))]
    joint = [(0.5, 0.3), (0.3, 0.66), (0.7, 0.66)]
    return (*leaves, joint, _stem(0.55, 1.18, 0.17))


def _diamond_shape() -> tuple[list[Point], ...]:
    """A rhombus with slightly hollow sides."""
    corners = [(0.5, 0.0), (0.88, 0.5), (0.5, 1.0), (0.12, 0.5)]
    outline: list[Point] = []
    for a, b in zip(corners, corners[1:] + corners[:1], strict=True):
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        control = (mid[0] + 0.14 * (0.5 - mid[0]), mid[1] + 0.14 * (0.5 - mid[1]))
        outline += _quad(a, control, b)[:-1]
    return (outline,)


def _normalized(polygons: Iterable[Sequence[Point]]) -> tuple[tuple[Point, ...], ...]:
    """Scale polygons so that together they span exactly the box (0,0)-(aspect,1)."""
    polys = [list(p) for p in polygons]
    xs = [x for p in polys for x, _ in p]
    ys = [y for p in polys for _, y in p]
    scale = 1 / (max(ys) - min(ys))
    return tuple(tuple(((x - min(xs)) * scale, (y - min(ys)) * scale) for x, y in p) for p in polys)


SUIT_SHAPES: MappingProxyType[str, tuple[tuple[Point, ...], ...]] = MappingProxyType(
    {
        "S": _normalized(_spade_shape()),
        "H": _normalized((_heart_outline(),)),
        "D": _normalized(_diamond_shape()),
        "C": _normalized(_club_shape()),
    }
)
SUIT_ASPECTS = MappingProxyType(
    {s: max(x for p in shape for x, _ in p) for s, shape in SUIT_SHAPES.items()}
)


def _check_suit(suit: str) -> None:
    """Refuse unknown suit letters early with a clear message."""
    if suit not in SUIT_SHAPES:
        raise ValueError(f"unknown suit {suit!r}; expected one of {SUITS}")


# ----------------------------------------------------------------------------- drawing


class _Sketch:
    """A supersampled drawing board addressed in final-size pixels.

    ``base`` is the colour of the empty board; giving it the main ink colour with alpha 0
    keeps smoothscaled edges free of dark fringes.
    """

    def __init__(self, size: tuple[int, int], base: Color = (0, 0, 0, 0)) -> None:
        self.size = (max(1, size[0]), max(1, size[1]))
        self.surface = pygame.Surface(
            (self.size[0] * SUPERSAMPLE, self.size[1] * SUPERSAMPLE), pygame.SRCALPHA
        )
        self.surface.fill(base)

    @staticmethod
    def _scaled(points: Iterable[Point]) -> list[Point]:
        return [(x * SUPERSAMPLE, y * SUPERSAMPLE) for x, y in points]

    def polygon(self, color: Color, points: Sequence[Point]) -> None:
        pygame.draw.polygon(self.surface, color, self._scaled(points))

    def circle(self, color: Color, center: Point, radius: float, width: float = 0) -> None:
        (cx, cy), s = self._scaled([center])[0], SUPERSAMPLE
        pygame.draw.circle(self.surface, color, (cx, cy), radius * s, round(width * s))

    def line(self, color: Color, start: Point, end: Point, width: float) -> None:
        a, b = self._scaled([start, end])
        pygame.draw.line(self.surface, color, a, b, max(1, round(width * SUPERSAMPLE)))

    def rounded_rect(
        self, color: Color, rect: tuple[float, ...], radius: float, width: float = 0
    ) -> None:
        """A rectangle with round corners; ``width`` 0 fills it."""
        x, y, w, h = (round(v * SUPERSAMPLE) for v in rect)
        pygame.draw.rect(
            self.surface,
            color,
            pygame.Rect(x, y, w, h),
            max(0, round(width * SUPERSAMPLE)),
            border_radius=max(0, round(radius * SUPERSAMPLE)),
        )

    def suit(self, suit: str, box: tuple[float, float, float, float], color: Color) -> None:
        """The suit shape as large as fits in the box, centred, keeping its proportions."""
        x, y, w, h = box
        aspect = SUIT_ASPECTS[suit]
        sh = min(h, w / aspect)
        sw = sh * aspect
        ox, oy = x + (w - sw) / 2, y + (h - sh) / 2
        for poly in SUIT_SHAPES[suit]:
            self.polygon(color, [(ox + px * sh, oy + py * sh) for px, py in poly])

    def result(self) -> pygame.Surface:
        """The drawing scaled down to its final size (area averaging = anti-aliasing)."""
        return pygame.transform.smoothscale(self.surface, self.size)


def draw_suit(surface: pygame.Surface, suit: str, rect: pygame.Rect, color: Sequence[int]) -> None:
    """Draw an anti-aliased suit shape as large as fits in ``rect``, centred, only inside it."""
    _check_suit(suit)
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    rgb = tuple(color)[:3]
    sketch = _Sketch(rect.size, (*rgb, 0))
    sketch.suit(suit, (0, 0, rect.w, rect.h), (*rgb, 255))
    surface.blit(sketch.result(), rect.topleft)


def _finish(surface: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format when a display exists, for fast blits."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


def _rotated(surface: pygame.Surface) -> pygame.Surface:
    """The surface turned 180 degrees (exact, no resampling)."""
    return pygame.transform.flip(surface, True, True)


# ----------------------------------------------------------------------------- layout


@dataclass(frozen=True)
class _Layout:
    """Where things go on a card of one size; small cards get bigger corner indices."""

    width: int
    height: int
    radius: float
    border: float
    index_x: int
    index_y: int
    index_w: int
    rank_h: int
    gap: int
    suit_h: int
    pip_columns: tuple[float, float, float]
    pip_top: float
    pip_bottom: float
    pip_size: tuple[int, int]
    panel: pygame.Rect

    @classmethod
    def for_size(cls, width: int, height: int) -> _Layout:
        w, h = width, height
        t = (w - SMALL_CARD_WIDTH) / (LARGE_CARD_WIDTH - SMALL_CARD_WIDTH)
        params = _blend(SMALL_LAYOUT, LARGE_LAYOUT, t)
        idx = tuple(v * (w if i in (0, 2) else h) for i, v in enumerate(params[:6]))
        cols = params[6:9]
        rows = params[9:11]
        pip = (params[11] * w, params[12] * h)
        panel = (params[13] * w, params[14] * h, params[15] * w, params[16] * h)
        x, y, iw, rh, gap, sh = (max(1, round(v)) for v in idx)
        px, py, pw, ph = (round(v) for v in panel)
        return cls(
            width=w,
            height=h,
            radius=0.06 * w,
            border=max(1.0, w / 150),
            index_x=x,
            index_y=y,
            index_w=iw,
            rank_h=rh,
            gap=gap,
            suit_h=sh,
            pip_columns=(cols[0] * w, cols[1] * w, cols[2] * w),
            pip_top=rows[0] * h,
            pip_bottom=rows[1] * h,
            pip_size=(round(pip[0]), round(pip[1])),
            panel=pygame.Rect(px, py, pw, ph - ph % 2),
        )

    @property
    def index_h(self) -> int:
        """Height of the corner index: rank, gap, suit."""
        return self.rank_h + self.gap + self.suit_h


# ----------------------------------------------------------------------------- card art


class CardArt:
    """Faces, back and pile marks for one card size; every surface cached per instance."""

    def __init__(self, width: int, height: int) -> None:
        if width < 8 or height < 8:
            raise ValueError(f"card size {width}x{height} is too small to draw")
        self.width = width
        self.height = height
        self._layout = _Layout.for_size(width, height)
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}
        self._fonts: dict[int, pygame.font.Font] = {}

    # -- public surfaces

    def face(self, rank: int, suit: str) -> pygame.Surface:
        """The face of one card; rank 1..13 (1 = Ace, 11 = J, 12 = Q, 13 = K)."""
        _check_suit(suit)
        if rank not in RANK_LABELS:
            raise ValueError(f"rank must be 1..13, not {rank!r}")
        return self._cached(("face", rank, suit), lambda: self._draw_face(rank, suit))

    def squeezed_face(self, rank: int, suit: str, shown: int) -> pygame.Surface:
        """The face for a card of which a squeezed fan shows only the top `shown` pixels,
        less than `suit_bottom`: a small suit beside the rank, and where even the rank
        does not fit, rank and suit redrawn smaller at the very top, so that the strip in
        view still names the card. A few sizes per card size (even heights), cached."""
        self.face(rank, suit)  # checks the card
        lay = self._layout
        rank_h = lay.rank_h
        if shown < lay.index_y + lay.rank_h + lay.gap:  # the rank itself would be cut
            room = shown - self._compact_top - max(1, lay.gap)
            rank_h = max(MIN_SQUEEZED_RANK, min(lay.rank_h - 1, room))  # always redrawn
            rank_h -= rank_h % 2
        return self._cached(
            ("squeezed", rank, suit, rank_h), lambda: self._draw_squeezed(rank, suit, rank_h)
        )

    @property
    def _compact_top(self) -> int:
        """Where a rank redrawn smaller starts: just inside the border."""
        return max(2, round(self._layout.border) + 1)

    @property
    def suit_bottom(self) -> int:
        """How much of the card's top must show for the corner suit under the rank to show."""
        return self._layout.index_y + self._layout.index_h

    def back(self) -> pygame.Surface:
        """The card back: a lattice in deep blue inside a white margin."""
        return self._cached(("back",), self._draw_back)

    def outline(self) -> pygame.Surface:
        """An empty pile: a faint rounded outline."""
        return self._cached(("outline",), lambda: self._draw_mark(None))

    def foundation_mark(self, suit: str) -> pygame.Surface:
        """An empty foundation: the outline with a faint suit shape."""
        _check_suit(suit)
        return self._cached(("foundation", suit), lambda: self._draw_mark(suit))

    def stock_mark(self, can_recycle: bool) -> pygame.Surface:
        """An empty stock: a recycle arrow, or a barred circle when no pass is left."""
        key = "recycle" if can_recycle else "no_pass"
        return self._cached(("stock", key), lambda: self._draw_mark(key))

    def highlight(self) -> pygame.Surface:
        """A golden rim fading inwards, drawn over a card to show a target or a hint."""
        return self._cached(("highlight",), self._draw_highlight)

    # -- caching and shared pieces

    def _cached(
        self, key: tuple[object, ...], draw: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        """Draw on first request, then hand out the same surface."""
        if key not in self._cache:
            self._cache[key] = draw()
        return self._cache[key]

    def _blank(self) -> pygame.Surface:
        """A fresh copy of the plain card: warm white, thin grey border, round corners."""
        return self._cached(("blank",), self._draw_blank).copy()

    def _draw_blank(self) -> pygame.Surface:
        """The plain card every face and the back start from, drawn once per size."""
        lay = self._layout
        sketch = _Sketch((lay.width, lay.height), (*BORDER_COLOR, 0))
        sketch.rounded_rect((*BORDER_COLOR, 255), (0, 0, lay.width, lay.height), lay.radius)
        b = lay.border
        inner = (b, b, lay.width - 2 * b, lay.height - 2 * b)
        sketch.rounded_rect((*FACE_COLOR, 255), inner, max(0.0, lay.radius - b))
        return sketch.result()

    def _suit_sprite(self, suit: str, size: tuple[int, int], color: Color) -> pygame.Surface:
        """A cached anti-aliased suit shape of a given box size and colour."""

        def draw() -> pygame.Surface:
            surface = pygame.Surface(size, pygame.SRCALPHA)
            surface.fill((*color[:3], 0))
            draw_suit(surface, suit, surface.get_rect(), color)
            return surface

        return self._cached(("suit", suit, size, tuple(color)), draw)

    def _font(self, size: int) -> pygame.font.Font:
        """pygame's built-in bold sans font at a pixel size, opened once."""
        if not pygame.font.get_init():
            pygame.font.init()
        if size not in self._fonts:
            self._fonts[size] = default_font(size, supersample=False)  # hinted: crisp ranks
        return self._fonts[size]

    def _text(self, text: str, cap_height: int, color: Color, max_width: int) -> pygame.Surface:
        """Text whose capitals are ``cap_height`` tall, cropped to the ink, squeezed to fit."""
        size = max(6, round(cap_height / FONT_CAP_RATIO))
        font = self._font(size)
        cap = font.render("K", True, color).get_bounding_rect()
        rendered = font.render(text, True, color)
        ink = rendered.get_bounding_rect()
        crop = pygame.Rect(ink.x, cap.y, ink.w, max(ink.bottom, cap.bottom) - cap.y)
        surface = rendered.subsurface(crop.clip(rendered.get_rect())).copy()
        if surface.get_width() > max_width:
            surface = pygame.transform.smoothscale(surface, (max_width, surface.get_height()))
        return surface

    # -- faces

    def _draw_face(self, rank: int, suit: str) -> pygame.Surface:
        """Blank card, then the middle (Ace, pips or court), then the corner indices."""
        surface = self._blank()
        if rank == 1:
            self._draw_ace(surface, suit)
        elif rank <= 10:
            self._draw_pips(surface, rank, suit)
        else:
            self._draw_court(surface, rank, suit)
        self._draw_indices(surface, rank, suit)
        return _finish(surface)

    def _draw_squeezed(self, rank: int, suit: str, rank_h: int) -> pygame.Surface:
        """The face, plus a suit as tall as most of the rank beside it on a patch of the
        card's colour (it may lie over a court's frame, which the fan hides anyway). A rank
        shorter than the normal one replaces the corner index, at the very top."""
        lay = self._layout
        surface = self.face(rank, suit).copy()
        color = SUIT_COLORS[suit]
        margin = max(1, lay.gap)
        top = lay.index_y
        if rank_h < lay.rank_h:
            top = self._compact_top
            corner = pygame.Rect(lay.index_x, lay.index_y, lay.index_w, lay.index_h)
            pygame.draw.rect(surface, FACE_COLOR, corner.inflate(2 * margin, 2 * margin))
            label = self._text(RANK_LABELS[rank], rank_h, color, lay.index_w)
            surface.blit(label, (lay.index_x + (lay.index_w - label.get_width()) // 2, top))
        side = max(4, round(rank_h * 0.85))
        box = pygame.Rect(lay.index_x + lay.index_w + margin, top, side, side)
        box.centery = top + rank_h // 2
        patch = box.inflate(2 * margin, 2 * margin)
        pygame.draw.rect(surface, FACE_COLOR, patch, border_radius=margin)
        surface.blit(self._suit_sprite(suit, box.size, color), box)
        return surface

    def _draw_indices(self, surface: pygame.Surface, rank: int, suit: str) -> None:
        """Rank over suit in the top-left corner, and the same turned round bottom-right."""
        lay = self._layout
        color = SUIT_COLORS[suit]
        index = pygame.Surface((lay.index_w, lay.index_h), pygame.SRCALPHA)
        index.fill((*color, 0))
        label = self._text(RANK_LABELS[rank], lay.rank_h, color, lay.index_w)
        index.blit(label, ((lay.index_w - label.get_width()) // 2, 0))
        pip = self._suit_sprite(suit, (lay.index_w, lay.suit_h), color)
        index.blit(pip, (0, lay.rank_h + lay.gap))
        surface.blit(index, (lay.index_x, lay.index_y))
        corner = (lay.width - lay.index_x - lay.index_w, lay.height - lay.index_y - lay.index_h)
        surface.blit(_rotated(index), corner)

    def _draw_ace(self, surface: pygame.Surface, suit: str) -> None:
        """One big suit shape in the middle; the Ace of Spades gets a larger, ringed one."""
        lay = self._layout
        share = 0.56 if suit == "S" else 0.44
        side = round(lay.width * share)
        color = SUIT_COLORS[suit]
        sprite = self._suit_sprite(suit, (side, side), color)
        surface.blit(sprite, sprite.get_rect(center=(lay.width // 2, lay.height // 2)))
        if suit == "S":
            self._draw_ace_ring(surface, side, color)

    def _draw_ace_ring(self, surface: pygame.Surface, side: int, color: Color) -> None:
        """A thin double oval around the Ace of Spades, as on real decks."""
        lay = self._layout
        sketch = _Sketch((lay.width, lay.height), (*color, 0))
        cx, cy = lay.width / 2, lay.height / 2
        for grow, width in ((0.16, 0.012), (0.2, 0.006)):
            r = side * (0.5 + grow)
            box = (cx - r * 0.86, cy - r, 2 * r * 0.86, 2 * r)
            pygame.draw.ellipse(
                sketch.surface,
                (*color, 255),
                pygame.Rect(*(round(v * SUPERSAMPLE) for v in box)),
                max(1, round(lay.width * width * SUPERSAMPLE)),
            )
        surface.blit(sketch.result(), (0, 0))

    def _draw_pips(self, surface: pygame.Surface, rank: int, suit: str) -> None:
        """Pips in the classic places; those in the lower half stand upside down."""
        lay = self._layout
        upright = self._suit_sprite(suit, lay.pip_size, SUIT_COLORS[suit])
        turned = _rotated(upright)
        for column, row in PIP_LAYOUTS[rank]:
            x = lay.pip_columns[column + 1]
            y = lay.pip_top + row * (lay.pip_bottom - lay.pip_top)
            sprite = turned if row > 0.5 else upright
            surface.blit(sprite, sprite.get_rect(center=(round(x), round(y))))

    # -- court cards

    def _draw_court(self, surface: pygame.Surface, rank: int, suit: str) -> None:
        """A framed panel: the top half drawn once, the bottom half its 180-degree turn."""
        panel = self._layout.panel
        half = self._court_half(rank, suit, (panel.w, panel.h // 2))
        surface.blit(half, panel.topleft)
        surface.blit(_rotated(half), (panel.x, panel.y + panel.h // 2))
        self._draw_panel_frame(surface, suit)

    def _draw_panel_frame(self, surface: pygame.Surface, suit: str) -> None:
        """Suit-coloured frame with a gold inner line and a thin divider across the middle."""
        lay = self._layout
        p = lay.panel
        ink = (*SUIT_COLORS[suit], 255)
        line = max(1.0, lay.width / 110)
        sketch = _Sketch((lay.width, lay.height), (*SUIT_COLORS[suit], 0))
        sketch.rounded_rect(ink, (p.x, p.y, p.w, p.h), lay.radius * 0.3, line)
        inset = line * 2.2
        inner = (p.x + inset, p.y + inset, p.w - 2 * inset, p.h - 2 * inset)
        sketch.rounded_rect((*GOLD, 255), inner, 0, max(1.0, line * 0.7))
        mid = p.y + p.h / 2
        sketch.line(ink, (p.x + inset, mid), (p.right - inset, mid), max(1.0, line * 0.7))
        surface.blit(sketch.result(), (0, 0))

    def _court_half(self, rank: int, suit: str, size: tuple[int, int]) -> pygame.Surface:
        """Upper half of a court: headgear over a big letter, an emblem, robe and suit marks."""
        style = COURT_STYLES[rank]
        pw, hh = size
        pen = _CourtPen(_Sketch(size, (*style.tint, 255)), pw, hh, style, suit)
        _draw_robe(pen)
        {13: _draw_king, 12: _draw_queen, 11: _draw_jack}[rank](pen)
        pen.suit_mark((0.06, 0.05), 0.2, SUIT_COLORS[suit])
        half = pen.sketch.result()
        color = SUIT_COLORS[suit]
        letter = self._text(RANK_LABELS[rank], round(hh * 0.29), color, round(pw * 0.5))
        half.blit(letter, letter.get_rect(midtop=(pw // 2, round(hh * 0.35))))
        return half

    # -- back and pile marks

    def _draw_back(self) -> pygame.Surface:
        """White margin around a lattice that is clipped to a rounded inner panel."""
        surface = self._blank()
        lay = self._layout
        margin = lay.width * 0.055
        inner = (margin, margin, lay.width - 2 * margin, lay.height - 2 * margin)
        pattern = _Sketch((lay.width, lay.height), (18, 46, 98, 255))
        _draw_lattice(pattern, inner, lay.width)
        mask = _Sketch((lay.width, lay.height), (255, 255, 255, 0))
        mask.rounded_rect((255, 255, 255, 255), inner, lay.radius * 0.55)
        pattern.surface.blit(mask.surface, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(pattern.result(), (0, 0))
        return _finish(surface)

    def _draw_mark(self, kind: str | None) -> pygame.Surface:
        """Outline of an empty pile, with a suit, a recycle arrow or a barred circle in it."""
        lay = self._layout
        sketch = _Sketch((lay.width, lay.height), (*MARK_COLOR, 0))
        line = max(1.5, lay.width / 45)
        full = (line / 2, line / 2, lay.width - line, lay.height - line)
        sketch.rounded_rect((*MARK_COLOR, 22), full, lay.radius)
        sketch.rounded_rect((*MARK_COLOR, 120), full, lay.radius, line)
        ink = (*MARK_COLOR, 95)
        center = (lay.width / 2, lay.height / 2)
        if kind in SUIT_SHAPES:
            side = lay.width * 0.46
            box = (center[0] - side / 2, center[1] - side / 2, side, side)
            sketch.suit(kind, box, ink)
        elif kind == "recycle":
            _draw_recycle_arrow(sketch, center, lay.width * 0.24, lay.width * 0.065, ink)
        elif kind == "no_pass":
            _draw_no_pass(sketch, center, lay.width * 0.24, lay.width * 0.06, ink)
        return _finish(sketch.result())

    def _draw_highlight(self) -> pygame.Surface:
        """Nested rounded rims whose alpha falls off inwards, leaving the card visible."""
        lay = self._layout
        sketch = _Sketch((lay.width, lay.height), (255, 206, 64, 0))
        depth = max(3, round(lay.width * 0.07)) * SUPERSAMPLE
        w, h = lay.width * SUPERSAMPLE, lay.height * SUPERSAMPLE
        radius = lay.radius * SUPERSAMPLE
        for i in range(depth):
            alpha = round(235 * (1 - i / depth) ** 2.2)
            rect = pygame.Rect(i, i, w - 2 * i, h - 2 * i)
            pygame.draw.rect(
                sketch.surface, (255, 206, 64, alpha), rect, 2, border_radius=round(radius - i)
            )
        return _finish(sketch.result())


# ----------------------------------------------------------------------------- court figures


@dataclass(frozen=True)
class _CourtPen:
    """Draws on half a court panel in panel units: u across (0..1), v down (0..1)."""

    sketch: _Sketch
    pw: float
    hh: float
    style: CourtStyle
    suit: str

    @property
    def jewel(self) -> tuple[int, int, int]:
        """Gem colour: the suit's red on red suits, a blue on black ones (never red)."""
        return SUIT_COLORS[self.suit] if self.suit in "HD" else (40, 110, 190)

    @property
    def unit(self) -> float:
        """Length for round details, so they stay round whatever the panel's shape."""
        return min(self.pw, self.hh)

    def at(self, u: float, v: float) -> Point:
        return (u * self.pw, v * self.hh)

    def polygon(self, color: Sequence[int], points: Iterable[Point]) -> None:
        self.sketch.polygon((*color[:3], 255), [self.at(u, v) for u, v in points])

    def circle(self, color: Sequence[int], uv: Point, radius: float) -> None:
        self.sketch.circle((*color[:3], 255), self.at(*uv), radius * self.unit)

    def line(self, color: Sequence[int], a: Point, b: Point, width: float) -> None:
        self.sketch.line((*color[:3], 255), self.at(*a), self.at(*b), width * self.unit)

    def suit_mark(self, uv: Point, side: float, color: Sequence[int]) -> None:
        """A suit shape whose box has its top-left at uv and sides of ``side`` units."""
        x, y = self.at(*uv)
        s = side * self.unit
        self.sketch.suit(self.suit, (x, y, s, s), (*color[:3], 255))


def _draw_robe(pen: _CourtPen) -> None:
    """Shoulders in the court's colour, a lace collar, a gold stole and two suit emblems."""
    left = [(0.1, 1.02), (0.12, 0.88)]
    left += _cubic((0.12, 0.88), (0.14, 0.78), (0.26, 0.74), (0.38, 0.73))[1:]
    pen.polygon(pen.style.robe, _mirrored(left))
    pen.polygon(GOLD, [(0.37, 0.73), (0.5, 0.88), (0.63, 0.73)])
    pen.polygon(PEARL, [(0.41, 0.73), (0.5, 0.82), (0.59, 0.73)])
    pen.polygon(GOLD, [(0.46, 0.86), (0.54, 0.86), (0.555, 1.02), (0.445, 1.02)])
    for u in (0.29, 0.71):
        pen.circle(GOLD, (u, 0.9), 0.085)
        pen.circle(pen.style.tint, (u, 0.9), 0.072)
        x, y = pen.at(u, 0.9)
        s = 0.1 * pen.unit
        pen.sketch.suit(pen.suit, (x - s / 2, y - s / 2, s, s), (*SUIT_COLORS[pen.suit], 255))


def _draw_king(pen: _CourtPen) -> None:
    """King: a pointed crown with orbs and jewels, and a sceptre at his side."""
    outline = [
        (0.3, 0.3), (0.27, 0.1), (0.39, 0.2), (0.5, 0.05),
        (0.61, 0.2), (0.73, 0.1), (0.7, 0.3),
    ]  # fmt: skip
    pen.polygon(GOLD_DARK, [(u, v + 0.012) for u, v in outline])
    pen.polygon(GOLD, outline)
    pen.polygon(GOLD_DARK, [(0.3, 0.245), (0.7, 0.245), (0.7, 0.3), (0.3, 0.3)])
    for uv in ((0.27, 0.1), (0.5, 0.05), (0.73, 0.1)):
        pen.circle(PEARL, uv, 0.035)
    for u in (0.38, 0.5, 0.62):
        pen.circle(pen.jewel, (u, 0.272), 0.026)
    pen.line(GOLD_DARK, (0.86, 0.74), (0.86, 0.42), 0.04)
    pen.line(GOLD, (0.86, 0.74), (0.86, 0.42), 0.025)
    pen.circle(GOLD_DARK, (0.86, 0.39), 0.055)
    pen.circle(GOLD, (0.86, 0.39), 0.045)
    pen.line(GOLD, (0.86, 0.34), (0.86, 0.27), 0.022)
    pen.line(GOLD, (0.83, 0.3), (0.89, 0.3), 0.022)


def _draw_queen(pen: _CourtPen) -> None:
    """Queen: an arched tiara of fine rays with pearls and a teardrop gem, and a flower."""
    lower = _quad((0.27, 0.31), (0.5, 0.19), (0.73, 0.31))
    upper = _quad((0.73, 0.25), (0.5, 0.13), (0.27, 0.25))
    for i in range(9):
        t = i / 8
        u = 0.29 + 0.42 * t
        base_v = 0.25 - 0.115 * (1 - (2 * t - 1) ** 2)
        tip_v = base_v - 0.07 - 0.05 * (1 - abs(2 * t - 1))
        pen.polygon(GOLD, [(u - 0.025, base_v + 0.02), (u, tip_v), (u + 0.025, base_v + 0.02)])
        pen.circle(PEARL, (u, tip_v), 0.022)
    pen.polygon(GOLD, lower + upper)
    gem = [(0.5, 0.02), (0.54, 0.1), (0.5, 0.17), (0.46, 0.1)]
    pen.polygon(GOLD_DARK, [(u, v + 0.012) for u, v in gem])
    pen.polygon(pen.jewel, gem)
    stem = _cubic((0.86, 0.75), (0.82, 0.62), (0.9, 0.52), (0.85, 0.42))
    for a, b in itertools.pairwise(stem):
        pen.line((40, 120, 60), a, b, 0.022)
    pen.polygon((40, 120, 60), [(0.855, 0.6), (0.95, 0.55), (0.87, 0.64)])
    for angle in range(0, 360, 72):
        du = 0.045 * math.cos(math.radians(angle - 90)) * pen.unit / pen.pw
        dv = 0.045 * math.sin(math.radians(angle - 90)) * pen.unit / pen.hh
        pen.circle(pen.jewel, (0.85 + du, 0.39 + dv), 0.035)
    pen.circle(GOLD, (0.85, 0.39), 0.025)


def _draw_jack(pen: _CourtPen) -> None:
    """Jack: a round cap on a gold band with a long plume, and a halberd at his side."""
    plume = _cubic((0.6, 0.22), (0.66, 0.08), (0.8, 0.01), (0.95, 0.03))
    plume += _cubic((0.95, 0.03), (0.86, 0.1), (0.76, 0.16), (0.66, 0.27))[1:]
    pen.polygon(pen.jewel, plume)
    spine = _cubic((0.63, 0.23), (0.7, 0.11), (0.82, 0.05), (0.94, 0.035))
    for a, b in itertools.pairwise(spine):
        pen.line(PEARL, a, b, 0.012)
    cap = [
        (0.5 + 0.21 * math.cos(math.radians(a)), 0.27 + 0.19 * math.sin(math.radians(a)))
        for a in range(180, 361, 6)
    ]
    pen.polygon(pen.style.robe, cap)
    pen.polygon(GOLD, [(0.28, 0.245), (0.72, 0.245), (0.72, 0.305), (0.28, 0.305)])
    pen.circle(pen.jewel, (0.5, 0.275), 0.028)
    pen.line((120, 80, 40), (0.87, 0.75), (0.87, 0.36), 0.022)
    blade = [(0.87, 0.36), (0.95, 0.41), (0.95, 0.49), (0.87, 0.45)]
    pen.polygon((170, 176, 186), blade)
    pen.polygon((170, 176, 186), [(0.855, 0.37), (0.87, 0.3), (0.885, 0.37)])


# ----------------------------------------------------------------------------- back and marks


def _draw_lattice(sketch: _Sketch, inner: tuple[float, ...], width: int) -> None:
    """Diagonal lattice with small diamonds at the crossings, an inner frame and a medallion."""
    x, y, w, h = inner
    step = width * 0.115
    line = max(0.6, width * 0.009)
    light = (70, 150, 180, 255)
    span = w + h
    n = int(span / step) + 2
    for i in range(-n, n + 1):
        x0 = x + i * step
        sketch.line(light, (x0, y), (x0 + h, y + h), line)
        sketch.line(light, (x0, y), (x0 - h, y + h), line)
    d = step * 0.16
    for i in range(-n, n + 1):
        for j in range(int(h / step) * 2 + 3):
            cx, cy = x + i * step + (j % 2) * step / 2, y + j * step / 2
            if x <= cx <= x + w and y <= cy <= y + h:
                sketch.polygon(
                    (150, 210, 225, 255), [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)]
                )
    frame = width * 0.035
    sketch.rounded_rect(
        (200, 225, 235, 255),
        (x + frame, y + frame, w - 2 * frame, h - 2 * frame),
        width * 0.02,
        max(0.8, width * 0.008),
    )
    _draw_medallion(sketch, (x + w / 2, y + h / 2), width * 0.2)


def _draw_medallion(sketch: _Sketch, center: Point, radius: float) -> None:
    """A round seal in the middle of the back with the four suits in a cross."""
    sketch.circle((200, 225, 235, 255), center, radius * 1.08)
    sketch.circle((18, 46, 98, 255), center, radius)
    sketch.circle((200, 225, 235, 255), center, radius * 0.9, max(0.6, radius * 0.04))
    s = radius * 0.5
    cx, cy = center
    spots = {"S": (0, -1), "H": (1, 0), "D": (0, 1), "C": (-1, 0)}
    for suit, (dx, dy) in spots.items():
        box = (cx + dx * s * 0.95 - s / 2, cy + dy * s * 0.95 - s / 2, s, s)
        sketch.suit(suit, box, (200, 225, 235, 255))


def _draw_recycle_arrow(
    sketch: _Sketch, center: Point, radius: float, thickness: float, ink: Color
) -> None:
    """An open ring turning clockwise, ending in an arrowhead: the stock can be turned over."""
    start, end = 125.0, 395.0
    outer = _arc(center, radius + thickness / 2, start, end, 48)
    inner = _arc(center, radius - thickness / 2, end, start, 48)
    sketch.polygon(ink, outer + inner)
    a = math.radians(end)
    tip_base = (center[0] + radius * math.cos(a), center[1] + radius * math.sin(a))
    radial = (math.cos(a), math.sin(a))
    tangent = (-math.sin(a), math.cos(a))
    wing = thickness * 1.35
    tip = (tip_base[0] + tangent[0] * thickness * 2, tip_base[1] + tangent[1] * thickness * 2)
    sketch.polygon(
        ink,
        [
            (tip_base[0] + radial[0] * wing, tip_base[1] + radial[1] * wing),
            tip,
            (tip_base[0] - radial[0] * wing, tip_base[1] - radial[1] * wing),
        ],
    )


def _draw_no_pass(
    sketch: _Sketch, center: Point, radius: float, thickness: float, ink: Color
) -> None:
    """A circle with a diagonal bar: no more passes through the stock."""
    sketch.circle(ink, center, radius + thickness / 2, thickness)
    k = (radius - thickness / 4) / math.sqrt(2)
    sketch.line(ink, (center[0] - k, center[1] + k), (center[0] + k, center[1] - k), thickness)
