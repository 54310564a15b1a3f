"""The won-game cascade: cards leave the foundations one by one, fall, bounce on the bottom
edge and leave trails, as in the classic game. It only draws; the game is already won."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from pygame import Rect, Surface, Vector2

GRAVITY = 2.2  # in card heights per second squared
BOUNCE = 0.78  # share of the vertical speed kept at each bounce
STEP = 1 / 120  # physics step; each step leaves one image (the trail)


@dataclass
class Flyer:
    """One card in flight."""

    image: Surface
    pos: Vector2
    velocity: Vector2


@dataclass
class Celebration:
    """Throws `images` (in order) from their `starts` across a screen of `size`."""

    images: list[Surface]
    starts: list[Vector2]
    size: tuple[int, int]
    seed: int = 0
    flyer: Flyer | None = None
    launched: int = 0
    pending: list[tuple[Surface, Rect]] = field(default_factory=list)
    _rng: random.Random = field(default_factory=random.Random)
    _time: float = 0.0

    def __post_init__(self) -> None:
        self._rng.seed(self.seed)

    @property
    def finished(self) -> bool:
        """True once every card has left the screen."""
        return self.flyer is None and self.launched >= len(self.images)

    def update(self, dt: float) -> None:
        """Advance the physics; every step's image is queued for `draw`."""
        self._time += dt
        while self._time >= STEP:
            self._time -= STEP
            self._step()

    def _launch(self) -> None:
        image = self.images[self.launched]
        height = image.get_height()
        speed = self._rng.uniform(1.5, 4.0) * height * self._rng.choice((-1, 1))
        lift = -self._rng.uniform(0.0, 1.2) * height
        self.flyer = Flyer(image, Vector2(self.starts[self.launched]), Vector2(speed, lift))
        self.launched += 1

    def _step(self) -> None:
        if self.flyer is None:
            if self.launched >= len(self.images):
                return
            self._launch()
        flyer = self.flyer
        height = flyer.image.get_height()
        flyer.velocity.y += GRAVITY * height * 4 * STEP
        flyer.pos += flyer.velocity * STEP
        floor = self.size[1] - height
        if flyer.pos.y > floor:
            flyer.pos.y = floor
            flyer.velocity.y = -abs(flyer.velocity.y) * BOUNCE
        rect = flyer.image.get_rect(topleft=(round(flyer.pos.x), round(flyer.pos.y)))
        self.pending.append((flyer.image, rect))
        if rect.right < 0 or rect.left > self.size[0]:
            self.flyer = None

    def stamp(self, surface: Surface) -> list[Rect]:
        """Stamp the queued images on `surface`; never erased, they are the trail."""
        rects = []
        for image, rect in self.pending:
            surface.blit(image, rect)
            rects.append(rect)
        self.pending = []
        return rects
