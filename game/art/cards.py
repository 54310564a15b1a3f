"""Card faces and backs for one card size, drawn by code and cached.

Nothing here is loaded from an image: suit shapes are point lists (`suits`), every shape
is drawn supersampled and smoothscaled down (`sketch`), and text uses pygame's built-in
default font (`lettering`). A `CardArt` draws lazily and caches each surface it returns;
the pile marks and the drag highlight it hands out are drawn by `pile_marks`. It draws one
`Look` (the deck's suit colours and faces, the back's colours): another look is another
`CardArt`, so a change of look costs one redraw of the cards in view.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.art import pile_marks
from game.art.back import draw_back
from game.art.card_layout import PIP_LAYOUTS, CardLayout
from game.art.court import draw_court
from game.art.lettering import RANK_LABELS, Lettering
from game.art.looks import CLASSIC, Look, Rgb
from game.art.sketch import Color, Sketch, finished, turned
from game.art.suits import check_suit, draw_suit

FACE_COLOR = (252, 250, 243)
BORDER_COLOR = (150, 150, 146)
MIN_SQUEEZED_RANK = 6  # pixels: a rank redrawn for a squeezed fan is never shorter


class CardArt:
    """Faces, back and pile marks for one card size and look; every surface cached per
    instance."""

    def __init__(self, width: int, height: int, look: Look = CLASSIC) -> None:
        if width < 8 or height < 8:
            raise ValueError(f"card size {width}x{height} is too small to draw")
        self.width = width
        self.height = height
        self.look = look
        self._deck = look.deck_style
        self._layout = CardLayout.for_size(width, height, self._deck.large_print)
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}
        self._lettering = Lettering()

    # -- public surfaces

    def face(self, rank: int, suit: str) -> pygame.Surface:
        """The face of one card; rank 1..13 (1 = Ace, 11 = J, 12 = Q, 13 = K)."""
        check_suit(suit)
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
        """The card back: a lattice in the chosen back's colours inside a white margin."""
        colors = self.look.back_colors
        return self._cached(
            ("back",), lambda: finished(draw_back(self._blank(), self._layout, colors))
        )

    def outline(self) -> pygame.Surface:
        """An empty pile: a faint rounded outline."""
        return self._cached(("outline",), lambda: pile_marks.outline(self._layout))

    def foundation_mark(self, suit: str) -> pygame.Surface:
        """An empty foundation: the outline with a faint suit shape."""
        check_suit(suit)
        return self._cached(
            ("foundation", suit), lambda: pile_marks.foundation_mark(self._layout, suit)
        )

    def stock_mark(self, can_recycle: bool) -> pygame.Surface:
        """An empty stock: a recycle arrow, or a barred circle when no pass is left."""
        return self._cached(
            ("stock", can_recycle), lambda: pile_marks.stock_mark(self._layout, can_recycle)
        )

    def shadow(self) -> pygame.Surface:
        """The soft shadow under a card in hand (larger than the card on every side)."""
        return self._cached(("shadow",), lambda: pile_marks.shadow(self._layout))

    def highlight(self) -> pygame.Surface:
        """A golden rim fading inwards, drawn over a card to show a target or a hint."""
        return self._cached(("highlight",), lambda: pile_marks.highlight(self._layout))

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
        sketch = Sketch(lay.size, (*BORDER_COLOR, 0))
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

    # -- faces

    def color(self, suit: str) -> Rgb:
        """The ink of `suit` in this deck."""
        return self._deck.color(suit)

    def _draw_face(self, rank: int, suit: str) -> pygame.Surface:
        """Blank card, then the middle (Ace, pips or court; large print: the rank over the
        suit, big), then the corner indices."""
        surface = self._blank()
        if self._deck.large_print:
            self._draw_plain_middle(surface, rank, suit)
        elif rank == 1:
            self._draw_ace(surface, suit)
        elif rank <= 10:
            self._draw_pips(surface, rank, suit)
        else:
            draw_court(surface, self._layout, self._lettering, (rank, suit), self.color(suit))
        self._draw_indices(surface, rank, suit)
        return finished(surface)

    def _draw_squeezed(self, rank: int, suit: str, rank_h: int) -> pygame.Surface:
        """The face, plus a suit as tall as most of the rank beside it on a patch of the
        card's colour (it may lie over a court's frame, which the fan hides anyway). A rank
        shorter than the normal one replaces the corner index, at the very top."""
        lay = self._layout
        surface = self.face(rank, suit).copy()
        color = self.color(suit)
        margin = max(1, lay.gap)
        top = lay.index_y
        if rank_h < lay.rank_h:
            top = self._compact_top
            corner = pygame.Rect(lay.index_x, lay.index_y, lay.index_w, lay.index_h)
            pygame.draw.rect(surface, FACE_COLOR, corner.inflate(2 * margin, 2 * margin))
            label = self._lettering.rank(rank, rank_h, color, lay.index_w)
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
        color = self.color(suit)
        index = pygame.Surface((lay.index_w, lay.index_h), pygame.SRCALPHA)
        index.fill((*color, 0))
        label = self._lettering.rank(rank, lay.rank_h, color, lay.index_w)
        index.blit(label, ((lay.index_w - label.get_width()) // 2, 0))
        pip = self._suit_sprite(suit, (lay.index_w, lay.suit_h), color)
        index.blit(pip, (0, lay.rank_h + lay.gap))
        surface.blit(index, (lay.index_x, lay.index_y))
        corner = (lay.width - lay.index_x - lay.index_w, lay.height - lay.index_y - lay.index_h)
        surface.blit(turned(index), corner)

    def _draw_plain_middle(self, surface: pygame.Surface, rank: int, suit: str) -> None:
        """Large print: the rank in big letters over one big suit, below the indices."""
        lay = self._layout
        color = self.color(suit)
        top = lay.index_y + lay.index_h + lay.gap
        room = lay.height - 2 * top
        label = self._lettering.rank(rank, round(room * 0.36), color, round(lay.width * 0.5))
        side = min(round(room * 0.44), round(lay.width * 0.5))
        sprite = self._suit_sprite(suit, (side, side), color)
        gap = round(room * 0.06)
        y = top + (room - label.get_height() - gap - side) // 2
        surface.blit(label, label.get_rect(midtop=(lay.width // 2, y)))
        surface.blit(sprite, sprite.get_rect(midtop=(lay.width // 2, y + label.get_height() + gap)))

    def _draw_ace(self, surface: pygame.Surface, suit: str) -> None:
        """One big suit shape in the middle; the Ace of Spades gets a larger, ringed one."""
        lay = self._layout
        share = 0.56 if suit == "S" else 0.44
        side = round(lay.width * share)
        color = self.color(suit)
        sprite = self._suit_sprite(suit, (side, side), color)
        surface.blit(sprite, sprite.get_rect(center=(lay.width // 2, lay.height // 2)))
        if suit == "S":
            self._draw_ace_ring(surface, side, color)

    def _draw_ace_ring(self, surface: pygame.Surface, side: int, color: Color) -> None:
        """A thin double oval around the Ace of Spades, as on real decks."""
        lay = self._layout
        sketch = Sketch(lay.size, (*color, 0))
        cx, cy = lay.width / 2, lay.height / 2
        for grow, width in ((0.16, 0.012), (0.2, 0.006)):
            r = side * (0.5 + grow)
            box = (cx - r * 0.86, cy - r, 2 * r * 0.86, 2 * r)
            sketch.ellipse((*color, 255), box, lay.width * width)
        surface.blit(sketch.result(), (0, 0))

    def _draw_pips(self, surface: pygame.Surface, rank: int, suit: str) -> None:
        """Pips in the classic places; those in the lower half stand upside down."""
        lay = self._layout
        upright = self._suit_sprite(suit, lay.pip_size, self.color(suit))
        turned_pip = turned(upright)
        for column, row in PIP_LAYOUTS[rank]:
            x = lay.pip_columns[column + 1]
            y = lay.pip_top + row * (lay.pip_bottom - lay.pip_top)
            sprite = turned_pip if row > 0.5 else upright
            surface.blit(sprite, sprite.get_rect(center=(round(x), round(y))))
