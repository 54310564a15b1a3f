"""The cards on the felt: one sprite per card, following the engine's position.

After every action the board asks the engine where each card is; the layout turns that
into screen targets and the sprites animate toward them (DESIGN.md). The board also holds
the lifted stack while a drag goes on, and draws the cards and the pile marks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from pygame import Rect, Surface, Vector2

import engine
from game.art.cards import CardArt
from game.art.looks import Look
from game.table.layout import Geometry, Layout, TableShape, compute_geometry, compute_layout
from game.table.sprites import (
    FLIP_TIME,
    FLY_TIME,
    RETURN_TIME,
    CardKey,
    CardSprite,
    DragStack,
    SpriteImages,
    ease_out_back,
)


def shape_of(game: engine.Game) -> TableShape:
    """The layout's shape of a game, its cards sized for its deal (from its code)."""
    deal = engine.Game.from_code(game.code)
    dealt = {name: [card.face_up for card in deal.pile(name)] for name in deal.pile_names}
    return TableShape.of_game(game, dealt)


def card_key(card: engine.Card) -> CardKey:
    """The identity of a card for sprites (a Double Solitaire deck holds each key twice)."""
    return int(card.rank), card.suit.letter


class Stale:
    """Whether the static layer (everything at rest) must be drawn again; every part of
    the table marks it, the renderer takes it once a frame."""

    __slots__ = ("static",)

    def __init__(self) -> None:
        self.static = True

    def mark(self) -> None:
        self.static = True

    def take(self) -> bool:
        """True once after anything at rest changed."""
        stale, self.static = self.static, False
        return stale


SHADOW_DROP = (0.04, 0.05)  # a card in hand casts its shadow this far (card widths, heights)
Highlight = tuple[str, int, str | None, Rect | None]  # source, count, target, where it glows


@dataclass(repr=False, eq=False)
class Board:
    """Sprites per pile, the layout they follow, the card images, the lifted stack."""

    game: engine.Game
    size: tuple[int, int]
    speed: Callable[[], float] = lambda: 1.0  # the animation speed setting (0: none)
    stale: Stale = field(default_factory=Stale)
    look: Look = field(default_factory=Look)  # the faces, back and table the player chose
    reduced: Callable[[], bool] = lambda: False  # reduced motion: fades, no tilt
    piles: dict[str, list[CardSprite]] = field(default_factory=dict)
    drag: DragStack | None = None
    images: SpriteImages = field(default_factory=SpriteImages)
    _highlight: Highlight | None = None

    def __post_init__(self) -> None:
        self.shape = shape_of(self.game)
        self._resize_art()
        self.sync(animate=False)

    def new_game(self, game: engine.Game) -> None:
        """A new deal: its sprites appear in place, nothing animates."""
        self.game = game
        self.shape = shape_of(game)
        self.piles = {}
        self.drag = None
        self._highlight = None
        self._resize_art()
        self.sync(animate=False)

    def _resize_art(self) -> None:
        """Card images for the current window size."""
        self.geometry: Geometry = compute_geometry(self.size, self.shape)
        self._new_art()

    def _new_art(self) -> None:
        """Card images for the current card size and look (drawn again as they are shown)."""
        card_size = (self.geometry.card_w, self.geometry.card_h)
        self.art = CardArt(*card_size, self.look)
        self.images.resize(card_size)

    def restyle(self, look: Look) -> None:
        """The player chose another look: the cards are drawn again only when the deck or
        the back changed (a table colour is only the felt); everything at rest once."""
        if look == self.look:
            return
        cards_changed = look[:2] != self.look[:2]
        self.look = look
        if cards_changed:
            self._new_art()
            for name in self.piles:
                self.mark_squeezed(name)  # large print's index is taller
        self.stale.mark()

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: the layout again, the cards jump to their places."""
        self.size = size
        self._resize_art()
        self.sync(animate=False)

    # --- position -> sprites ---------------------------------------------------------
    def sync(self, animate: bool = True) -> None:
        """Match the sprites to the engine's position and send each to its layout place.

        Cards that stay at the bottom of their pile keep their sprite; the others are
        matched by card value to the sprites that left their piles, so a card flies from
        where it was to where the engine now says it is (after a move, a draw, a recycle,
        an undo alike).
        """
        piles = {name: self.game.pile(name) for name in self.game.pile_names}
        faces = {name: [card.face_up for card in cards] for name, cards in piles.items()}
        self.layout: Layout = compute_layout(self.size, self.shape, faces, self.geometry)
        freed: dict[CardKey, list[CardSprite]] = {}
        kept: dict[str, list[CardSprite]] = {}
        for name, cards in piles.items():
            old = self.piles.get(name, [])
            same = 0
            while same < min(len(old), len(cards)) and old[same].key == card_key(cards[same]):
                same += 1
            kept[name] = old[:same]
            for sprite in old[same:]:
                freed.setdefault(sprite.key, []).append(sprite)
        scale = self.speed()
        animate = animate and scale > 0
        fade = animate and self.reduced()
        for name, cards in piles.items():
            sprites = kept[name]
            for card in cards[len(sprites) :]:
                spare = freed.get(card_key(card))
                if spare:
                    sprites.append(spare.pop(0))
                else:
                    start = Vector2(self.layout.slots[name].topleft)
                    sprites.append(CardSprite(card_key(card), card.face_up, start))
            for sprite, card, rect in zip(sprites, cards, self.layout.cards[name], strict=True):
                target = Vector2(rect.topleft)
                if fade:
                    sprite.fade_to(target)
                elif animate:
                    sprite.fly_to(target, FLY_TIME * scale)
                else:
                    sprite.pos, sprite.tween, sprite.angle = target, None, 0.0
                sprite.turn(card.face_up, animate and not fade, FLIP_TIME * scale)
        self.piles = kept
        for name in kept:
            self.mark_squeezed(name)
        self.stale.mark()

    def mark_squeezed(self, name: str) -> None:
        """Which cards of a pile show too little of themselves for their corner suit."""
        heights = self.layout.shown_heights(name)
        limit = self.art.suit_bottom + 1  # a px of slack: rounded steps alternate by one
        for sprite, height in zip(self.piles[name], heights, strict=True):
            sprite.shown = height if height < limit else None

    def settle_all(self) -> None:
        """A new press finishes every flight at once, so the pointer meets cards at rest."""
        moved = False
        for sprites in self.piles.values():
            for sprite in sprites:
                if sprite.tween is not None:
                    sprite.pos, sprite.tween = sprite.tween.end, None
                    moved = True
        if moved:
            self.stale.mark()

    # --- the lifted stack --------------------------------------------------------------
    def lift(self, pile: str, index: int, grab: Vector2, pointer: Vector2) -> None:
        """Take the cards of `pile` from `index` up in hand, grabbed at `grab`."""
        sprites = self.piles[pile][index:]
        if index > 0:  # the card left on top shows whole while the stack is away
            self.piles[pile][index - 1].shown = None
        self.drag = DragStack.lift(pile, sprites, grab)
        self.drag.tilts = not self.reduced()
        self.drag.move_pointer(pointer)
        self.stale.mark()

    def drag_goal_rect(self, drag: DragStack) -> Rect:
        """Where the grabbed card would be without its lag: what decides the drop target."""
        goal = drag.pointer - drag.grab
        return Rect(round(goal.x), round(goal.y), self.geometry.card_w, self.geometry.card_h)

    def drop_target(self, drag: DragStack) -> str | None:
        """The pile the lifted stack would land on now ("f": the foundation area)."""
        return self.layout.drop_target(self.drag_goal_rect(drag), exclude=drag.source)

    def let_drag_go(self) -> DragStack | None:
        """The lifted stack leaves the hand (to be played or sent back)."""
        drag, self.drag = self.drag, None
        return drag

    def cancel_drag(self) -> None:
        """Something else takes the mouse: the stack in hand goes back."""
        drag = self.let_drag_go()
        if drag is not None:
            self.send_back(drag)

    def send_back(self, drag: DragStack) -> None:
        """A refused or aimless drop: the stack springs back to its pile."""
        rects = self.layout.cards[drag.source][-drag.count :]
        for sprite, rect in zip(drag.sprites, rects, strict=True):
            if self.reduced():
                sprite.fade_to(Vector2(rect.topleft))
            else:
                sprite.fly_to(Vector2(rect.topleft), RETURN_TIME * self.speed(), ease_out_back)
        self.mark_squeezed(drag.source)
        self.stale.mark()

    # --- time --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """The drag's physics, then every flight and flip."""
        if self.drag is not None:
            self.drag.update(dt)
        moving_before = self.moving_count()
        for sprite in self._flying():
            sprite.update(dt)
        if self.moving_count() != moving_before:
            self.stale.mark()

    def _flying(self) -> list[CardSprite]:
        """The sprites flying or flipping, not in hand."""
        held = self.drag.sprites if self.drag is not None else []
        return [
            sprite
            for sprites in self.piles.values()
            for sprite in sprites
            if sprite.moving and sprite not in held
        ]

    def moving_count(self) -> int:
        """How many sprites are flying or flipping (not counting a drag)."""
        return sum(sprite.moving for sprites in self.piles.values() for sprite in sprites)

    @property
    def at_rest(self) -> bool:
        """True when no card moves and none is in hand."""
        return self.drag is None and not self.moving_count()

    # --- drawing -----------------------------------------------------------------------
    def draw_static(self, surface: Surface) -> None:
        """Pile marks and every card at rest (a card hidden under another is not drawn)."""
        self._draw_marks(surface)
        moving = set(map(id, self.drag.sprites)) if self.drag else set()
        for sprites in self.piles.values():
            rests = [s for s in sprites if not s.moving and id(s) not in moving]
            last_at = {(round(s.pos.x), round(s.pos.y)): i for i, s in enumerate(rests)}
            for index, sprite in enumerate(rests):
                if last_at[(round(sprite.pos.x), round(sprite.pos.y))] == index:
                    surface.blit(self.base(sprite), (round(sprite.pos.x), round(sprite.pos.y)))

    def draw_moving(self, surface: Surface) -> list[Rect]:
        """The flying sprites, then the drop glow and the stack in hand on top."""
        self.images.new_frame()
        rects = [self._blit_sprite(surface, sprite) for sprite in self._flying()]
        if self.drag is not None:
            rects += self._draw_drop_highlight(surface, self.drag)
            rects += self._draw_shadows(surface, self.drag)
            for sprite in self.drag.sprites:
                rects.append(self._blit_sprite(surface, sprite))
        return rects

    def _draw_shadows(self, surface: Surface, drag: DragStack) -> list[Rect]:
        """A soft shadow under each card in hand, a little below and to the right (all of
        them first: no shadow falls on a card of the stack)."""
        shadow = self.art.shadow()
        card_w, card_h = self.geometry.card_w, self.geometry.card_h
        offset = Vector2(card_w * SHADOW_DROP[0], card_h * SHADOW_DROP[1])
        spread = (shadow.get_width() - card_w) // 2
        drawn = []
        for sprite in drag.sprites:
            at = sprite.pos + offset - Vector2(spread, spread)
            drawn.append(surface.blit(shadow, (round(at.x), round(at.y))))
        return drawn

    def _draw_drop_highlight(self, surface: Surface, drag: DragStack) -> list[Rect]:
        """A glow on the pile the dragged cards would land on, when the engine allows it."""
        target = self.drop_target(drag)
        key = (drag.source, drag.count, target)
        if self._highlight is None or self._highlight[:3] != key:
            self._highlight = (*key, self._highlight_rect(drag, target))
        rect = self._highlight[3]
        if rect is None:
            return []
        surface.blit(self.art.highlight(), rect)
        return [Rect(rect)]

    def _highlight_rect(self, drag: DragStack, target: str | None) -> Rect | None:
        """Where the glow goes for a drop on `target`: None when the engine would refuse."""
        if target is None:
            return None
        verdict = self.game.resolve(engine.Move(drag.source, target, drag.count))
        if isinstance(verdict, engine.Rejection):
            return None
        return self.top_rect(verdict.target)

    def card_rect_at(self, pos: tuple[int, int]) -> Rect | None:
        """The whole rectangle of the topmost card under `pos`, or None."""
        hit = self.layout.card_at(pos)
        if hit is None or hit[1] < 0:
            return None
        return Rect(self.layout.cards[hit[0]][hit[1]])

    def top_rect(self, pile: str) -> Rect:
        """The top card of `pile`, or its empty slot."""
        rects = self.layout.cards[pile]
        return Rect(rects[-1] if rects else self.layout.slots[pile])

    def _blit_sprite(self, surface: Surface, sprite: CardSprite) -> Rect:
        image, rect = self.images.placed(sprite, self.base(sprite))
        if sprite.alpha < 255:  # fading in: the shared image, see-through for this blit
            alpha = image.get_alpha()
            image.set_alpha(sprite.alpha)
            surface.blit(image, rect)
            image.set_alpha(alpha)
        else:
            surface.blit(image, rect)
        return rect

    def base(self, sprite: CardSprite) -> Surface:
        """The sprite's card image before any turn or flip squeeze."""
        if sprite.shown_face_up:
            if sprite.shown is not None:
                return self.art.squeezed_face(*sprite.key, sprite.shown)
            return self.art.face(*sprite.key)
        return self.art.back()

    def _draw_marks(self, surface: Surface) -> None:
        """Outlines of empty piles, faint suits on foundations, the stock's recycle mark."""
        can_recycle = self.game.check("s") is None  # seen only once the stock is empty
        for name, slot in self.layout.slots.items():
            if name == "s":
                image = self.art.stock_mark(can_recycle)
            elif name.startswith("f"):
                image = self.art.foundation_mark(self.shape.foundation_suit(name))
            else:
                image = self.art.outline()
            surface.blit(image, slot)
