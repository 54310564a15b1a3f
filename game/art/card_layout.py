"""Where things go on a card of one size: the corner index, the pips, the court panel.

Small cards get bigger corner indices: the places are card fractions blended between a
small-card and a large-card table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from types import MappingProxyType

import pygame

SMALL_CARD_WIDTH = 90
LARGE_CARD_WIDTH = 170
# Layout in card fractions; below SMALL_CARD_WIDTH the first applies, above LARGE_CARD_WIDTH
# the second, blended between. Index: x, y (of w, h), width (of w), rank, gap, suit (of h);
# pip columns (of w), first and last row (of h), pip box (w, h); court panel x, y, w, h.
SMALL_LAYOUT = (0.028, 0.022, 0.23, 0.11, 0.01, 0.095, 0.335, 0.5, 0.665, 0.265, 0.745,
                0.15, 0.105, 0.28, 0.045, 0.44, 0.91)  # fmt: skip
LARGE_LAYOUT = (0.04, 0.03, 0.15, 0.08, 0.012, 0.05, 0.3, 0.5, 0.7, 0.205, 0.795,
                0.18, 0.13, 0.205, 0.06, 0.59, 0.88)  # fmt: skip

# Large print's index at every size (x, y, width, rank, gap, suit): rank and suit about
# half as tall again as a large card's, and the whole index still above a column's fan step.
LARGE_PRINT_INDEX = (0.035, 0.02, 0.27, 0.13, 0.01, 0.1)

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


def _blend(a: Sequence[float], b: Sequence[float], t: float) -> tuple[float, ...]:
    """Mix two parameter rows; t is clamped to 0 (all a) .. 1 (all b)."""
    t = min(1.0, max(0.0, t))
    return tuple(x + (y - x) * t for x, y in zip(a, b, strict=True))


@dataclass(frozen=True)
class CardLayout:
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
    def for_size(cls, width: int, height: int, large_print: bool = False) -> CardLayout:
        """The places on a card of this size (`large_print`: the large print deck's index)."""
        w, h = width, height
        t = (w - SMALL_CARD_WIDTH) / (LARGE_CARD_WIDTH - SMALL_CARD_WIDTH)
        params = _blend(SMALL_LAYOUT, LARGE_LAYOUT, t)
        if large_print:
            params = LARGE_PRINT_INDEX + params[6:]
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

    @property
    def size(self) -> tuple[int, int]:
        """The card's width and height."""
        return (self.width, self.height)
