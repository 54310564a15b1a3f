"""The won-game cascade: cards leave the foundations in turn, fall, bounce on the bottom
edge and leave trails, as in the classic game. It only draws; the game is already won.

One card at a time, as in the classic, took minutes for 104 cards; here a card leaves
every `launch_every` seconds, so the whole cascade lasts about `LAUNCHES_SECONDS` (times
the animation speed) plus the last card's flight, whatever the number of cards."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from pygame import Rect, Surface, Vector2

GRAVITY = 2.2  # in card heights per second squared
BOUNCE = 0.78  # share of the vertical speed kept at each bounce
STEP = 1 / 120  # physics step; each step leaves one image (the trail)
LAUNCHES_SECONDS = 8.0  # from the first card's launch to the last one's (normal speed)
MAX_LAUNCH_GAP = 0.6  # seconds between two launches when there are few cards


@dataclass
class Flyer:
    """One card in flight."""

    image: Surface
    pos: Vector2
    velocity: Vector2


@dataclass
class Celebration:
    """Throws `images` (in order) from their `starts` across a screen of `size`; `tempo`
    scales the time between launches (the animation speed setting)."""

    images: list[Surface]
    starts: list[Vector2]
    size: tuple[int, int]
    seed: int = 0
    tempo: float = 1.0
    flyers: list[Flyer] = field(default_factory=list)
    launched: int = 0
    pending: list[tuple[Surface, Rect]] = field(default_factory=list)
    _rng: random.Random = field(default_factory=random.Random)
    _time: float = 0.0
    _since_launch: float = 0.0

    def __post_init__(self) -> None:
        self._rng.seed(self.seed)
        self._since_launch = self.launch_every  # the first card leaves at once

    @property
    def launch_every(self) -> float:
        """Seconds between two launches."""
        gaps = max(1, len(self.images) - 1)
        return min(MAX_LAUNCH_GAP, LAUNCHES_SECONDS / gaps) * self.tempo

    @property
    def finished(self) -> bool:
        """True once every card has left the screen."""
        return not self.flyers and self.launched >= len(self.images)

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
        self.flyers.append(Flyer(image, Vector2(self.starts[self.launched]), Vector2(speed, lift)))
        self.launched += 1

    def _step(self) -> None:
        self._since_launch += STEP
        if self.launched < len(self.images) and self._since_launch >= self.launch_every:
            self._since_launch -= self.launch_every  # no rounding up to whole steps
            self._launch()
        self.flyers = [flyer for flyer in self.flyers if self._fly(flyer)]

    def _fly(self, flyer: Flyer) -> bool:
        """One physics step of one card; False once it has left the screen."""
        height = flyer.image.get_height()
        flyer.velocity.y += GRAVITY * height * 4 * STEP
        flyer.pos += flyer.velocity * STEP
        floor = self.size[1] - height
        if flyer.pos.y > floor:
            flyer.pos.y = floor
            flyer.velocity.y = -abs(flyer.velocity.y) * BOUNCE
        rect = flyer.image.get_rect(topleft=(round(flyer.pos.x), round(flyer.pos.y)))
        self.pending.append((flyer.image, rect))
        return rect.right >= 0 and rect.left <= self.size[0]

    def stamp(self, surface: Surface) -> list[Rect]:
        """Stamp the queued images on `surface`; never erased, they are the trail."""
        rects = []
        for image, rect in self.pending:
            surface.blit(image, rect)
            rects.append(rect)
        self.pending = []
        return rects
