"""Card sprites: float positions that animate toward targets, and the physics of a drag.

A sprite never decides where it belongs: the table gives it a target taken from the layout
of the engine's position, and the sprite only eases, springs or flips its way there.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

import pygame
from pygame import Rect, Surface, Vector2

CardKey = tuple[int, str]  # (rank 1..13, suit letter)

FLY_TIME = 0.2  # a card moved by a click or a drop flies this long (seconds)
RETURN_TIME = 0.26  # a refused drop springs back this long
FLIP_TIME = 0.18  # a card turning over
FADE_TIME = 0.12  # reduced motion: a moved card fades in where it lands, instead of flying
LEAD_STIFFNESS = 38.0  # how fast the grabbed card catches the pointer (1/s)
FOLLOW_STIFFNESS = 24.0  # how fast each card of the stack catches the one below it
TILT_PER_SPEED = 0.004  # degrees of tilt per pixel/second of horizontal speed
MAX_TILT = 7.0
TILT_STIFFNESS = 14.0


def ease_out_cubic(t: float) -> float:
    """Fast start, gentle landing: the settle of a card."""
    return 1 - (1 - t) ** 3


def ease_out_back(t: float) -> float:
    """A small overshoot: the spring of a card going back where it came from."""
    c1 = 1.4
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def approach(current: float, target: float, stiffness: float, dt: float) -> float:
    """Exponential smoothing that does not depend on the frame rate."""
    return target + (current - target) * math.exp(-stiffness * dt)


@dataclass(repr=False, eq=False)
class Tween:
    """A straight flight from `start` to `end` over `duration`, shaped by `easing`."""

    start: Vector2
    end: Vector2
    duration: float
    easing: Callable[[float], float] = ease_out_cubic
    elapsed: float = 0.0

    def advance(self, dt: float) -> tuple[Vector2, bool]:
        """The position after `dt` more seconds, and whether the flight is over."""
        self.elapsed += dt
        t = min(1.0, self.elapsed / self.duration) if self.duration > 0 else 1.0
        return self.start + (self.end - self.start) * self.easing(t), t >= 1.0


@dataclass(repr=False, eq=False)
class CardSprite:
    """One card on screen: which card, which side shows, where it is and where it goes."""

    key: CardKey
    face_up: bool
    pos: Vector2
    tween: Tween | None = None
    angle: float = 0.0
    flip_elapsed: float | None = None  # seconds into a flip; None when not flipping
    shown_face_up: bool = True  # the side drawn right now (changes half-way through a flip)
    flip_time: float = FLIP_TIME  # the current flip's duration (the animation speed scales it)
    shown: int | None = None  # pixels in view when a squeezed fan hides its corner suit
    fade_elapsed: float | None = None  # seconds into a fade in (reduced motion); None: none

    @property
    def squeezed(self) -> bool:
        """True when its fan hides its corner suit (it then gets `CardArt.squeezed_face`)."""
        return self.shown is not None

    def __post_init__(self) -> None:
        self.shown_face_up = self.face_up

    @property
    def moving(self) -> bool:
        """True while it flies or flips (it is then drawn above the static layer)."""
        return (
            self.tween is not None or self.flip_elapsed is not None or self.fade_elapsed is not None
        )

    @property
    def alpha(self) -> int:
        """How opaque it is drawn: 255, less while it fades in."""
        if self.fade_elapsed is None:
            return 255
        return round(255 * min(1.0, self.fade_elapsed / FADE_TIME))

    def fade_to(self, target: Vector2) -> None:
        """Reduced motion: be at `target` at once, fading in there unless already there."""
        if (self.pos - target).length_squared() >= 0.25:
            self.fade_elapsed = 0.0
        self.pos, self.tween, self.angle = Vector2(target), None, 0.0

    def fly_to(
        self,
        target: Vector2,
        duration: float = FLY_TIME,
        easing: Callable[[float], float] = ease_out_cubic,
    ) -> None:
        """Start a flight to `target` unless it is already there (a zero duration jumps)."""
        if duration <= 0 or (self.pos - target).length_squared() < 0.25:
            self.pos = Vector2(target)
            self.tween = None
            return
        self.tween = Tween(Vector2(self.pos), Vector2(target), duration, easing)

    def turn(self, face_up: bool, animate: bool = True, duration: float = FLIP_TIME) -> None:
        """Show the other side, with a flip of `duration` seconds when `animate`."""
        if face_up == self.face_up:
            return
        self.face_up = face_up
        if animate and duration > 0:
            self.flip_elapsed = 0.0
            self.flip_time = duration
        else:
            self.shown_face_up = face_up

    def update(self, dt: float) -> None:
        """Advance the flight and the flip."""
        if self.tween is not None:
            self.pos, done = self.tween.advance(dt)
            if done:
                self.tween = None
        if self.flip_elapsed is not None:
            self.flip_elapsed += dt
            if self.flip_elapsed >= self.flip_time / 2:
                self.shown_face_up = self.face_up
            if self.flip_elapsed >= self.flip_time:
                self.flip_elapsed = None
        if self.fade_elapsed is not None:
            self.fade_elapsed += dt
            if self.fade_elapsed >= FADE_TIME:
                self.fade_elapsed = None
        if self.tween is None:
            self.angle = approach(self.angle, 0.0, TILT_STIFFNESS, dt)
            if abs(self.angle) < 0.3:
                self.angle = 0.0

    @property
    def flip_scale(self) -> float:
        """Horizontal scale of the card during a flip (1 when not flipping)."""
        if self.flip_elapsed is None:
            return 1.0
        return abs(math.cos(math.pi * min(1.0, self.flip_elapsed / self.flip_time)))


@dataclass(repr=False, eq=False)
class DragStack:
    """A lifted group following the pointer with a slight spring, a per-card lag and a tilt."""

    source: str
    count: int
    sprites: list[CardSprite]
    grab: Vector2  # pointer minus the grabbed card's top-left, at the press
    offsets: list[Vector2]  # each card relative to the one below it, at the press
    velocity_x: float = 0.0
    pointer: Vector2 = field(default_factory=Vector2)
    tilts: bool = True  # reduced motion: the cards in hand stay upright

    @classmethod
    def lift(cls, source: str, sprites: Sequence[CardSprite], pointer: Vector2) -> DragStack:
        """Take hold of `sprites` (bottom first) at `pointer`."""
        lead = sprites[0]
        offsets = [Vector2(0, 0)] + [
            sprites[i].pos - sprites[i - 1].pos for i in range(1, len(sprites))
        ]
        for sprite in sprites:
            sprite.tween = sprite.fade_elapsed = None
        return cls(source, len(sprites), list(sprites), pointer - lead.pos, offsets, 0.0, pointer)

    def move_pointer(self, pointer: Vector2) -> None:
        """The pointer moved: the stack will chase it."""
        self.pointer = Vector2(pointer)

    def update(self, dt: float) -> None:
        """One physics step: the lead card springs to the pointer, the others trail it."""
        if dt <= 0:
            return
        lead = self.sprites[0]
        goal = self.pointer - self.grab
        before = lead.pos.x
        lead.pos = Vector2(
            approach(lead.pos.x, goal.x, LEAD_STIFFNESS, dt),
            approach(lead.pos.y, goal.y, LEAD_STIFFNESS, dt),
        )
        speed = (lead.pos.x - before) / dt
        self.velocity_x = approach(self.velocity_x, speed, 20.0, dt)
        tilt = max(-MAX_TILT, min(MAX_TILT, -self.velocity_x * TILT_PER_SPEED)) * self.tilts
        for index, sprite in enumerate(self.sprites):
            if index:
                below = self.sprites[index - 1].pos + self.offsets[index]
                sprite.pos = Vector2(
                    approach(sprite.pos.x, below.x, FOLLOW_STIFFNESS, dt),
                    approach(sprite.pos.y, below.y, FOLLOW_STIFFNESS, dt),
                )
            sprite.angle = approach(sprite.angle, tilt, TILT_STIFFNESS, dt)


class BoundedImages:
    """Images by key, the least recently used dropped beyond `budget` bytes: a long game
    flips and turns many cards, and every image kept is a card's worth of memory."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.used = 0
        self._images: OrderedDict[Hashable, Surface] = OrderedDict()

    def __len__(self) -> int:
        return len(self._images)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._images

    def get(self, key: Hashable) -> Surface:
        """The image of `key` (it becomes the most recently used)."""
        self._images.move_to_end(key)
        return self._images[key]

    def put(self, key: Hashable, image: Surface) -> Surface:
        """Keep `image` under `key`, dropping the oldest beyond the budget; returns it."""
        self._images[key] = image
        self.used += image_bytes(image)
        while self.used > self.budget and len(self._images) > 1:
            _, dropped = self._images.popitem(last=False)
            self.used -= image_bytes(dropped)
        return image

    def clear(self) -> None:
        self._images.clear()
        self.used = 0


def image_bytes(image: Surface) -> int:
    return image.get_width() * image.get_height() * image.get_bytesize()


class SpriteImages:
    """Rotated and flip-squeezed card images, cached so a drag costs only blits.

    Making a rotated image is the one slow step of a drag, so each frame spends at most
    `ROTATION_BUDGET` seconds making them; a card whose angle is not ready yet is drawn at
    the nearest angle that is. Large cards are turned without smoothing (several times
    faster). Both caches have a byte budget counted in cards of the current size (a flip
    lasts a fraction of a second, a drag's tilt a few degrees): memory stays flat over a
    long game, at any screen size (docs/TABLE.md). Keys hold the base image itself, so a
    dropped one's id can never name another.
    """

    ANGLE_STEP = 1.0
    FLIP_STEPS = 8
    ROTATION_BUDGET = 0.0015
    SMOOTH_AREA = 100_000  # cards up to this many pixels are turned with smoothing
    ROTATED_CARDS = 24  # turned images kept, in cards of the current size (a held stack
    # tilts through a few degrees together; other angles are made again when needed)
    SQUEEZED_CARDS = 12  # flip-squeezed images (about half a card each): a few flips at once
    TURNED_GROWTH = 1.3  # a card turned by a few degrees takes this much more room

    def __init__(self, card_size: tuple[int, int] = (100, 140)) -> None:
        self._rotated = BoundedImages(0)
        self._squeezed = BoundedImages(0)
        self._spent = 0.0
        self.resize(card_size)

    def resize(self, card_size: tuple[int, int]) -> None:
        """Forget every image and size the budgets for cards of `card_size` (the window's
        size decides it): the same number of cards' worth at any screen size."""
        card = card_size[0] * card_size[1] * 4
        self._rotated = BoundedImages(round(self.ROTATED_CARDS * card * self.TURNED_GROWTH))
        self._squeezed = BoundedImages(self.SQUEEZED_CARDS * card)

    @property
    def budget(self) -> int:
        """Bytes the two caches may hold together."""
        return self._rotated.budget + self._squeezed.budget

    @property
    def used(self) -> int:
        """Bytes the two caches hold now."""
        return self._rotated.used + self._squeezed.used

    def new_frame(self) -> None:
        """A new frame may make a few rotated images again."""
        self._spent = 0.0

    def image(self, base: Surface, angle: float, flip_scale: float) -> Surface:
        """`base` squeezed by a flip and turned by `angle` degrees."""
        surface = self._squeeze(base, flip_scale) if flip_scale < 0.999 else base
        turn = round(angle / self.ANGLE_STEP)
        while turn and (surface, turn) not in self._rotated:
            if self._spent < self.ROTATION_BUDGET:
                began = time.perf_counter()
                self._rotated.put((surface, turn), self._rotate(surface, turn * self.ANGLE_STEP))
                self._spent += time.perf_counter() - began
                break
            turn -= 1 if turn > 0 else -1
        return self._rotated.get((surface, turn)) if turn else surface

    def _rotate(self, surface: Surface, angle: float) -> Surface:
        width, height = surface.get_size()
        if width * height <= self.SMOOTH_AREA:
            return pygame.transform.rotozoom(surface, angle, 1.0)
        return pygame.transform.rotate(surface, angle)

    def _squeeze(self, base: Surface, flip_scale: float) -> Surface:
        step = max(1, round(flip_scale * self.FLIP_STEPS))
        key = (base, step)
        if key in self._squeezed:
            return self._squeezed.get(key)
        width = max(1, round(base.get_width() * step / self.FLIP_STEPS))
        squeezed = pygame.transform.smoothscale(base, (width, base.get_height()))
        return self._squeezed.put(key, squeezed)

    def placed(self, sprite: CardSprite, base: Surface) -> tuple[Surface, Rect]:
        """The image of `sprite` and where it goes: centred on the card's own rectangle."""
        image = self.image(base, sprite.angle, sprite.flip_scale)
        width, height = base.get_size()
        center = (round(sprite.pos.x + width / 2), round(sprite.pos.y + height / 2))
        return image, image.get_rect(center=center)
