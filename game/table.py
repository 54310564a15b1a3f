"""The table scene: turns gestures into engine moves and the engine's position into sprites.

The flow is one way (DESIGN.md): a gesture becomes a move in engine notation, the engine
checks and plays it, and after every action the table asks the engine where each card is;
the layout turns that into targets and the sprites animate toward them. No rule is decided
here: "can this card go there?" is always `game.check(...)`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame
from pygame import Rect, Surface, Vector2

import engine
from game import strings
from game.art.cards import CardArt
from game.art.fonts import Fonts
from game.art.hint_marks import GLOW_SOURCE, GLOW_TARGET, arrow, glow, spinner
from game.hinter import Finished, Hinter
from game.hud import BUTTON_COLOR, Hud, HudText, clock_text
from game.keys import ENTER_KEYS, shortcut_key
from game.layout import Geometry, Layout, TableShape, compute_geometry, compute_layout
from game.profile import UNDO_ACTION
from game.settings import Settings
from game.sprites import (
    FLIP_TIME,
    FLY_TIME,
    RETURN_TIME,
    CardKey,
    CardSprite,
    DragStack,
    SpriteImages,
    ease_out_back,
)
from game.strings import _

if TYPE_CHECKING:  # imported where first used: none is needed for the first frame
    from game.celebration import Celebration
    from game.hint import HintResult

FELT = (22, 110, 58)
FELT_DARK = (16, 86, 45)
TOAST_BG = (250, 245, 215)
TOAST_TEXT = (60, 40, 20)
TOAST_EDGE = (150, 120, 60)
# The refusal and status texts (sizes as `Fonts.get` takes them): a share of the window
# height, no more than a share of the card height (small cards, small notes), >= NOTE_MIN.
NOTE_SHARE = 0.036
NOTE_CARD_SHARE = 0.2
NOTE_MIN = 18
NOTE_EDGE = 4  # pixels between a note and the window's edge

DRAG_THRESHOLD = 5  # pixels the pointer must move before a press becomes a drag
DOUBLE_CLICK_TIME = 0.4  # seconds between the two clicks of a double click
TOAST_TIME = 3.0  # seconds a refusal stays on screen
STATUS_TIME = 12.0  # seconds a status line (a damaged file, a copied code) stays on screen
UNTIL_NEXT_ACTION = 1e9  # a hint's status line stays until the next action
STATUS_BUTTON = (30, 110, 62)
STATUS_BUTTON_TEXT = (255, 255, 255)
SHELL_BUTTONS = frozenset({"new", "settings", "statistics", "help", "code"})


def card_key(card: engine.Card) -> CardKey:
    """The identity of a card for sprites (a Double Solitaire deck holds each key twice)."""
    return int(card.rank), card.suit.letter


@dataclass
class Press:
    """A button press that is not yet a tap or a drag."""

    pos: Vector2
    pile: str
    index: int
    refusal: engine.Rejection | None  # why the group under the pointer cannot be lifted
    clicks: int = 1  # the event's click count (2 for a double click the system reports)


@dataclass
class LastClick:
    """The previous click, to recognise the second click of a double click."""

    pile: str
    time: float
    acted: bool  # the click moved a card (then a second click does nothing)


@dataclass
class Toast:
    """A refusal shown near the pointer for a few seconds; its text is made when drawn, so
    a language switch meanwhile shows at once (as the status line does)."""

    make: Callable[[], str]
    rule: str
    pos: tuple[int, int]
    until: float

    @property
    def text(self) -> str:
        """The message in the language of the moment."""
        return self.make()


@dataclass(frozen=True)
class StatusAction:
    """A button at the end of the status line: its label (made when drawn) and what it does."""

    label: Callable[[], str]
    run: Callable[[], None]


@dataclass
class Status:
    """A line at the bottom of the table; the text is made when drawn (so it is translated).

    With a `revision` it belongs to that position and goes away at the next action."""

    text: Callable[[], str]
    until: float
    action: StatusAction | None = None
    revision: int | None = None


@dataclass(frozen=True)
class HintMark:
    """The first move of a winning line, shown for the position of `revision`; `target` is
    the real pile (a foundation, not the area "f"), None for the stock tap."""

    move: engine.Move
    target: str | None
    revision: int


GameOver = Callable[[engine.Game, float], None]


@dataclass
class Table:
    """One game on the table: engine position, sprites, gestures, HUD."""

    game: engine.Game
    size: tuple[int, int]
    settings: Settings = field(default_factory=Settings)
    now: float = 0.0
    elapsed: float = 0.0
    piles: dict[str, list[CardSprite]] = field(default_factory=dict)
    drag: DragStack | None = None
    press: Press | None = None
    last_click: LastClick | None = None
    toast: Toast | None = None
    celebration: Celebration | None = None
    won_offer: bool = False
    last_rule: str | None = None  # the latest refusal's rule id (tests read it)
    pointer: tuple[int, int] = (0, 0)
    _static_dirty: bool = True
    _hud_text: HudText | None = None
    _clock_shown: str = ""
    _offer_pending: bool = False
    _highlight: tuple[str, int, str | None, Rect | None] | None = None
    actions: list[str] = field(default_factory=list)  # every action since the deal, undos too
    revision: int = 0  # grows with every action and every new deal (the app saves then)
    paused: bool = False  # a dialog is open: the clock stands still
    counted: bool = False  # the game is already in the statistics
    on_game_over: GameOver | None = None  # told once per played game: won or abandoned
    requests: list[str] = field(default_factory=list)  # HUD buttons the app handles
    status: Status | None = None
    status_beneath: Status | None = None  # a hint's line that a short notice covers for now
    status_button: Rect | None = None  # where the status line's button was drawn
    toast_box: Rect | None = None  # where the refusal on screen was drawn
    _offer_image: tuple[tuple, Surface] | None = None  # the win offer, made once per size
    hint: Hinter = field(default_factory=Hinter)
    hint_mark: HintMark | None = None

    def __post_init__(self) -> None:
        self.fonts = Fonts()
        self.images = SpriteImages()
        self._set_game(self.game)

    # --- a game begins and ends ------------------------------------------------------
    def start(
        self, game: engine.Game, actions: list[str] | None = None, elapsed: float = 0.0
    ) -> None:
        """Put `game` on the table; the game it replaces counts as played if it had moves."""
        self._finish(won=False)
        self._set_game(game)
        self.actions = list(actions or [])
        self.elapsed = elapsed

    def _finish(self, won: bool) -> None:
        """Tell the statistics about the game on the table, once, if it had moves."""
        if self.counted or self.game.moves == 0:
            return
        if won or not self.game.is_won:
            self.counted = True
            if self.on_game_over is not None:
                self.on_game_over(self.game, self.elapsed)

    def _acted(self, action: str) -> None:
        """Remember an action for the save file; a won game goes to the statistics."""
        self.actions.append(action)
        self.revision += 1
        self._forget_hint()
        if self.game.is_won:
            self._finish(won=True)

    @property
    def animation_scale(self) -> float:
        """The settings' animation speed as a multiplier of every duration (0: no animation)."""
        return self.settings.animation_scale

    def invalidate(self) -> None:
        """Draw everything again on the next frame (a dialog closed, the language changed)."""
        self._static_dirty = True
        self.hud.forget()

    # --- position -> sprites ---------------------------------------------------------
    def _set_game(self, game: engine.Game) -> None:
        """Put a new deal on the table (sprites appear in place, nothing animates)."""
        self.game = game
        self.shape = TableShape.of_game(game)
        self.piles = {}
        self.drag = self.press = self.last_click = self.toast = self.celebration = None
        self.won_offer = self._offer_pending = False
        self._highlight = None
        self.elapsed = 0.0
        self.actions = []
        self.counted = False
        self.revision += 1
        self._forget_hint()
        self._resize_art()
        self.sync(animate=False)

    def _resize_art(self) -> None:
        """Card images for the current window size."""
        self.geometry: Geometry = compute_geometry(self.size, self.shape)
        self.art = CardArt(self.geometry.card_w, self.geometry.card_h)
        self.hud = Hud(self.geometry.hud, self.fonts)
        self.images.clear()

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: compute the layout again, cards jump to their places."""
        if size == self.size:
            return
        self.size = size
        self.let_go()  # a press or drag in the old layout's coordinates means nothing now
        self._resize_art()
        self.sync(animate=False)
        if self.celebration is not None and not self.celebration.finished:
            self._start_celebration()  # again, with the new size's cards and floor

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
        scale = self.animation_scale
        animate = animate and scale > 0
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
                if animate:
                    sprite.fly_to(target, FLY_TIME * scale)
                else:
                    sprite.pos, sprite.tween, sprite.angle = target, None, 0.0
                sprite.turn(card.face_up, animate, FLIP_TIME * scale)
        self.piles = kept
        for name in kept:
            self._mark_squeezed(name)
        self._static_dirty = True

    def _mark_squeezed(self, name: str) -> None:
        """Which cards of a pile show too little of themselves for their corner suit."""
        heights = self.layout.shown_heights(name)
        limit = self.art.suit_bottom + 1  # a px of slack: rounded steps alternate by one
        for sprite, height in zip(self.piles[name], heights, strict=True):
            sprite.shown = height if height < limit else None

    # --- actions -----------------------------------------------------------------------
    def play(self, move: str | engine.Move) -> bool:
        """Play a move the engine allows; a refused one shows its rule. True when played."""
        refusal = self.game.check(move)
        if refusal is not None:
            self.refuse(refusal)
            return False
        self.game.play(move)
        self.sync()
        self._acted(str(move))
        return True

    def undo(self) -> None:
        """Take back the latest action (the cards fly back). Never after a win, not even
        while the winning card still flies: the win is already counted."""
        if self.game.is_won:
            return
        self.let_go()  # a press held through the undo would lift what is no longer there
        self.last_click = None  # a tap after the undo is a new click, not a double click
        if self.game.undo():
            self.sync()
            self._acted(UNDO_ACTION)
        else:
            self.show_text(lambda: strings.NOTHING_TO_UNDO, "")

    def new_deal(self) -> None:
        """A random deal with the same options."""
        prefix = self.game.code.rsplit("-", 1)[0]
        self.start(engine.Game.from_code(engine.random_code(prefix)))

    def restart(self) -> None:
        """The same deal from the start."""
        self.start(engine.Game.from_code(self.game.code))

    def refuse(self, refusal: engine.Rejection) -> None:
        """Remember a refusal and, with Interactive rules on, show its rule."""
        rule = str(getattr(refusal.rule, "value", refusal.rule))
        self.last_rule = rule
        if self.settings.interactive_rules:
            self.show_text(lambda: strings.describe(refusal), rule)

    def show_status(
        self,
        text: Callable[[], str],
        seconds: float = STATUS_TIME,
        action: StatusAction | None = None,
        revision: int | None = None,
    ) -> None:
        """Show a line at the bottom of the table (made by `text()` each time it is drawn).
        A short notice over a hint's line (such as the offer to undo back to the last
        winnable position) covers it only for its time: the hint's line comes back."""
        covered = self.status
        if revision is None and covered is not None and covered.revision == self.revision:
            self.status_beneath = covered
        self.status = Status(text, self.now + seconds, action, revision)
        self._static_dirty = True

    # --- hints -------------------------------------------------------------------------
    def toggle_hint(self) -> None:
        """The Hint button / H: start a search; again while it runs or shows something to
        act on (a highlight, the offer to undo back) stops it. After a plain answer ("could
        not decide", "failed") it searches again."""
        status = self.status
        offer = status is not None and status.revision == self.revision and bool(status.action)
        if self.hint.busy or self.hint_mark is not None or offer:
            self._forget_hint()
            return
        if self.game.is_won:
            return
        self.hint.start_hint(self.game, self.revision)
        self.show_status(
            lambda: _("Looking for a winning line…"), UNTIL_NEXT_ACTION, revision=self.revision
        )

    def _forget_hint(self) -> None:
        """An action or a new deal: the search stops, the highlight and the hint line go."""
        self.hint.cancel()
        self.hint_mark = None
        self.status_beneath = None
        if self.status is not None and self.status.revision is not None:
            self.status = None
        self._static_dirty = True

    def _poll_hint(self) -> None:
        """A search that finished for the position on the table is shown now; while an
        undecided one goes on, the move it finds best so far is highlighted."""
        early = self.hint.early_move(self.revision)
        if early is not None:
            self._mark(early)
            self._hint_line(lambda: _("Still looking… The highlighted move looks best so far."))
        finished = self.hint.poll(self.revision)
        if finished is None:
            return
        self.hint_mark = None  # the early move was only a guess: the answer replaces it
        self._static_dirty = True
        if finished.failed:
            self._hint_line(lambda: _("The hint search failed."))
        elif finished.kind == "hint":
            self._show_hint(finished.result)
        else:
            self._offer_rescue(finished)

    def _hint_line(self, text: Callable[[], str], action: StatusAction | None = None) -> None:
        self.show_status(text, UNTIL_NEXT_ACTION, action, self.revision)

    def _show_hint(self, result: HintResult) -> None:
        """Winnable: highlight the first move; lost: say so and look back; undecided: say
        so, and highlight the move that looks best when the search has one."""
        if result.verdict == "winnable":
            self.status = None
            if result.move is not None:
                self._mark(result.move)
        elif result.verdict == "unwinnable" and self.game.can_undo:
            self.hint.start_rescue(self.game, self.revision)
            self._hint_line(
                lambda: _("No winning line from here. Looking for the last winnable position…")
            )
        elif result.verdict == "unwinnable":
            self._hint_line(lambda: _("No winning line from here."))
        else:
            seconds = f"{result.budget:g}"
            if result.move is None:
                self._hint_line(
                    lambda: _("Could not decide in {seconds} s.").format(seconds=seconds)
                )
                return
            self._hint_line(
                lambda: _(
                    "Could not decide in {seconds} s. The highlighted move looks best."
                ).format(seconds=seconds)
            )
            self._mark(result.move)

    def _mark(self, move: engine.Move) -> None:
        """Highlight `move` (its source, and its target unless it is a stock tap)."""
        target = None
        if not move.is_stock_tap:
            target = self.game.copy().play(move).target
        self.hint_mark = HintMark(move, target, self.revision)
        self._static_dirty = True

    def _offer_rescue(self, finished: Finished) -> None:
        """The undo history looked through: offer the undos back to a winnable position."""
        steps = finished.result
        if not isinstance(steps, int):
            self._hint_line(
                lambda: _("No winning line from here, nor at any earlier position checked.")
            )
            return
        action = StatusAction(
            lambda: _("Undo to the last winnable position (×{n})").format(n=steps),
            lambda: self.undo_times(steps),
        )
        self._hint_line(lambda: _("No winning line from here."), action)

    def undo_times(self, count: int) -> None:
        """Take back `count` actions through the normal undo (the cards fly back)."""
        for _step in range(count):
            self.undo()

    def hint_rects(self) -> tuple[Rect, Rect | None] | None:
        """Where the hint's source and target are now (None when no hint shows)."""
        mark = self.hint_mark
        if mark is None or mark.revision != self.revision:
            return None
        move, layout = mark.move, self.layout
        count = 1 if move.is_stock_tap else move.count
        rects = layout.cards[move.source][-count:] or [layout.slots[move.source]]
        source = Rect(rects[0]).unionall(rects[1:])
        if mark.target is None:
            return source, None
        targets = layout.cards[mark.target]
        return source, Rect(targets[-1] if targets else layout.slots[mark.target])

    def show_text(self, text: Callable[[], str], rule: str) -> None:
        """Show a short message near the pointer for a few seconds (`text()` when drawn)."""
        self.toast = Toast(text, rule, self.pointer, self.now + TOAST_TIME)
        self._static_dirty = True

    # --- gestures ----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Mouse and keyboard events of the table."""
        if hasattr(event, "pos"):
            self.pointer = (round(event.pos[0]), round(event.pos[1]))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos, getattr(event, "clicks", 1))
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.let_go()  # the button's release may never come: the cards go back

    def _press_after_win(self, button: str | None, offered: bool) -> None:
        """After a win the HUD's dialogs and Restart still work; once the new-game offer
        shows (`offered`), a click anywhere else takes it. Undo and Hint stay off: the win
        is already counted (from the winning move, while its card still flies)."""
        if button in SHELL_BUTTONS:
            self.requests.append(button)
        elif button == "restart":
            self.restart()
        elif offered and button not in ("undo", "hint"):
            self.new_deal()

    def _key(self, event: pygame.event.Event) -> None:
        key = shortcut_key(event)
        if self.game.is_won:  # Enter takes the offer; before it shows, nothing
            if self.won_offer and key in ENTER_KEYS:
                self.new_deal()
            return
        if key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif key == pygame.K_h and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.toggle_hint()

    def _press(self, pos: tuple[int, int], clicks: int) -> None:
        if self.game.is_won:  # the offer shows, or the winning card still flies
            self._press_after_win(self.hud.button_at(pos), offered=self.won_offer)
            return
        if self._status_button_at(pos):
            self._status_clicked()
            return
        button = self.hud.button_at(pos)
        if button in SHELL_BUTTONS:
            self.requests.append(button)
            return
        if button is not None:
            {"restart": self.restart, "undo": self.undo, "hint": self.toggle_hint}[button]()
            return
        self._settle_all()
        hit = self.layout.card_at(pos)
        if hit is None:
            self.press = None
            return
        pile, index = hit
        refusal = None
        if index >= 0 and pile != "s":
            refusal = self.lift_refusal(pile, len(self.piles[pile]) - index)
        self.press = Press(Vector2(pos), pile, index, refusal, clicks)

    def _status_button_at(self, pos: tuple[int, int]) -> bool:
        """True when `pos` is on the button of the status line shown now."""
        button = self.status_button
        shown = self.status is not None and self.status.action is not None
        return shown and button is not None and button.collidepoint(pos)

    def _status_clicked(self) -> None:
        """The status line's button: the line goes, its action runs."""
        status, self.status, self.status_button = self.status, None, None
        self._static_dirty = True
        if status is not None and status.action is not None:
            status.action.run()

    def lift_refusal(self, pile: str, count: int) -> engine.Rejection | None:
        """Why the top `count` cards of `pile` cannot be lifted at all, or None (the engine
        decides: the UI keeps no list of rules)."""
        return self.game.check_lift(pile, count)

    def _motion(self, pos: tuple[int, int]) -> None:
        if self.drag is not None:
            self.drag.move_pointer(Vector2(pos))
            return
        press = self.press
        if press is None or press.index < 0 or press.pile == "s":
            return
        if (Vector2(pos) - press.pos).length() < DRAG_THRESHOLD:
            return
        if press.refusal is not None:
            self.refuse(press.refusal)
            self.press = None
            return
        sprites = self.piles[press.pile][press.index :]
        if press.index > 0:  # the card left on top shows whole while the stack is away
            self.piles[press.pile][press.index - 1].shown = None
        self.drag = DragStack.lift(press.pile, sprites, press.pos)
        self.drag.move_pointer(Vector2(pos))
        self.press = None
        self._static_dirty = True

    def _release(self, pos: tuple[int, int]) -> None:
        if self.drag is not None:
            self.drag.move_pointer(Vector2(pos))
            self._drop()
            return
        press, self.press = self.press, None
        if press is not None:
            self._click(press.pile, press.index, press.clicks)

    def _drop(self) -> None:
        """Release a dragged stack: play the move or send the cards back."""
        drag, self.drag = self.drag, None
        target = self.layout.drop_target(self.drag_goal_rect(drag), exclude=drag.source)
        if target is not None and self.play(engine.Move(drag.source, target, drag.count)):
            return
        self._send_back(drag)

    def drag_goal_rect(self, drag: DragStack) -> Rect:
        """Where the grabbed card would be without its lag: what decides the drop target."""
        goal = drag.pointer - drag.grab
        return Rect(round(goal.x), round(goal.y), self.geometry.card_w, self.geometry.card_h)

    def _send_back(self, drag: DragStack) -> None:
        """A refused or aimless drop: the stack springs back to its pile."""
        rects = self.layout.cards[drag.source][-drag.count :]
        for sprite, rect in zip(drag.sprites, rects, strict=True):
            sprite.fly_to(Vector2(rect.topleft), RETURN_TIME * self.animation_scale, ease_out_back)
        self._mark_squeezed(drag.source)
        self._static_dirty = True

    def _cancel_drag(self) -> None:
        if self.drag is not None:
            drag, self.drag = self.drag, None
            self._send_back(drag)

    def let_go(self) -> None:
        """Something else takes the mouse (a dialog opens): drop any press or drag."""
        self.press = None
        self._cancel_drag()

    def _click(self, pile: str, index: int, clicks: int) -> None:
        """A press and release without a drag: a tap, or the second click of a double click."""
        if pile == "s":
            self.last_click = None
            move = self.game.tap("s")
            if move is not None:
                self.play(move)
            else:
                refusal = self.game.check("s")
                if refusal is not None:
                    self.refuse(refusal)
            return
        on_top = index >= 0 and index == len(self.piles[pile]) - 1
        last = self.last_click
        second = (
            last is not None
            and last.pile == pile
            and (clicks >= 2 or self.now - last.time <= DOUBLE_CLICK_TIME)
        )
        if second and self.settings.double_click:
            self.last_click = None
            if last.acted or not on_top:
                return
            move = self.game.double_click(pile)
            if move is not None:
                self.play(move)
            return
        acted = False
        if on_top:
            move = self.game.tap(pile)
            if move is not None:
                acted = self.play(move)
        self.last_click = LastClick(pile, self.now, acted)

    def _settle_all(self) -> None:
        """A new press finishes every flight at once, so the pointer meets cards at rest."""
        moved = False
        for sprites in self.piles.values():
            for sprite in sprites:
                if sprite.tween is not None:
                    sprite.pos, sprite.tween = sprite.tween.end, None
                    moved = True
        if moved:
            self._static_dirty = True

    # --- time --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Advance animations, the clock, the toast and the celebration."""
        self.now += dt
        if not self.game.is_won and not self.paused:
            self.elapsed += dt
        if self.drag is not None:
            self.drag.update(dt)
        moving_before = self.moving_count()
        for sprites in self.piles.values():
            for sprite in sprites:
                if sprite.moving and (self.drag is None or sprite not in self.drag.sprites):
                    sprite.update(dt)
        if self.moving_count() != moving_before:
            self._static_dirty = True
        if self.toast is not None and self.now >= self.toast.until:
            self.toast = self.toast_box = None
            self._static_dirty = True
        if self.status is not None and self.now >= self.status.until:
            self.status, self.status_beneath = self._uncovered(), None
            self._static_dirty = True
        self._poll_hint()
        self._update_win(dt)

    def _uncovered(self) -> Status | None:
        """The hint's line a notice covered, if it is still about the position shown."""
        beneath = self.status_beneath
        return beneath if beneath is not None and beneath.revision == self.revision else None

    def _update_win(self, dt: float) -> None:
        """Once the winning card lands: the offer, and the cascade if animations are on
        then (turning them off stops it; turning them on later does not start it)."""
        if self.celebration is not None:
            if self.animation_scale == 0:
                self.celebration = None
                self._static_dirty = True
            else:
                self.celebration.update(dt)
        elif self.game.is_won and not self.won_offer and self.idle:
            if self.animation_scale > 0:
                self._start_celebration()
            self.won_offer = self._offer_pending = True

    def moving_count(self) -> int:
        """How many sprites are flying or flipping (not counting a drag)."""
        return sum(sprite.moving for sprites in self.piles.values() for sprite in sprites)

    @property
    def idle(self) -> bool:
        """True when nothing moves: the renderer then draws nothing."""
        return self.drag is None and not self.moving_count() and self.celebration is None

    def _start_celebration(self) -> None:
        """The classic cascade: foundation tops leave in turn, King first."""
        foundations = [name for name in self.game.pile_names if name.startswith("f")]
        images, starts = [], []
        depth = max(len(self.piles[name]) for name in foundations)
        for level in range(depth - 1, -1, -1):
            for name in foundations:
                if level < len(self.piles[name]):
                    sprite = self.piles[name][level]
                    images.append(self.art.face(*sprite.key))
                    starts.append(Vector2(self.layout.slots[name].topleft))
        seed = sum(ord(char) for char in self.game.code)
        from game.celebration import Celebration

        self.celebration = Celebration(images, starts, self.size, seed, self.animation_scale)

    # --- drawing -----------------------------------------------------------------------
    def take_static_dirty(self) -> bool:
        """True once after anything at rest changed."""
        dirty, self._static_dirty = self._static_dirty, False
        return dirty

    def hud_text(self) -> HudText:
        """What the HUD shows now."""
        game = self.game
        return HudText(
            title=strings.game_title(game.variant_id),
            options=strings.options_text(
                game.variant_id, game.draw_count, game.vegas, game.cell_count
            ),
            score=game.score_text,
            moves=game.moves,
            time=clock_text(self.elapsed),
            code=game.code,
            can_undo=game.can_undo,
            won=game.is_won,
        )

    def draw_static(self, surface: Surface) -> None:
        """Felt, pile marks, every card at rest, the HUD, the toast, the win offer."""
        surface.fill(FELT)
        self._draw_marks(surface)
        moving = set(map(id, self.drag.sprites)) if self.drag else set()
        for sprites in self.piles.values():
            rests = [s for s in sprites if not s.moving and id(s) not in moving]
            last_at = {(round(s.pos.x), round(s.pos.y)): i for i, s in enumerate(rests)}
            for index, sprite in enumerate(rests):
                if last_at[(round(sprite.pos.x), round(sprite.pos.y))] == index:
                    surface.blit(self._base(sprite), (round(sprite.pos.x), round(sprite.pos.y)))
        self._hud_text = self.hud_text()
        self._clock_shown = self._hud_text.time
        self.hud.draw(surface, self._hud_text)
        if self.toast is not None:
            self._draw_toast(surface)
        self.status_button = None
        if self.status is not None:
            self._draw_status(surface)
        if self.won_offer:
            self._draw_offer(surface)

    def take_static_patches(self, surface: Surface) -> list[Rect]:
        """Small redraws of the static layer: the clock, the celebration's trail."""
        rects = []
        text = self.hud_text()
        if text != self._hud_text:
            if text.time != self._clock_shown and text.moves == self._hud_text.moves:
                rects.append(self.hud.draw_clock(surface, text.time))
            else:
                self.hud.draw(surface, text)
                rects.append(Rect(self.hud.rect))
            self._hud_text, self._clock_shown = text, text.time
        if self.celebration is not None:
            trail = self.celebration.stamp(surface)
            rects += trail
            self._offer_pending |= bool(trail) and self.won_offer  # the offer stays on top
        if self._offer_pending:
            self._offer_pending = False
            rects.append(self._draw_offer(surface))
        return rects

    def has_dynamic(self) -> bool:
        """True while a drag, a flight, a flip or a hint (spinner, glow) is on screen."""
        return self.drag is not None or self.moving_count() > 0 or self._hint_animates()

    def _hint_animates(self) -> bool:
        """The spinner turns and the glow pulses (not under a dialog: the table waits)."""
        return not self.paused and (self.hint.busy or self.hint_rects() is not None)

    def draw_dynamic(self, surface: Surface) -> list[Rect]:
        """The hint's marks, the moving sprites above the static layer, the drag on top."""
        self.images.new_frame()
        rects = self._draw_hint(surface) if self._hint_animates() else []
        for sprites in self.piles.values():
            for sprite in sprites:
                if sprite.moving and (self.drag is None or sprite not in self.drag.sprites):
                    rects.append(self._blit_sprite(surface, sprite))
        if self.drag is not None:
            rects += self._draw_drop_highlight(surface)
            for sprite in self.drag.sprites:
                rects.append(self._blit_sprite(surface, sprite))
        return rects

    def _draw_hint(self, surface: Surface) -> list[Rect]:
        """The spinner on the Hint button while searching; the glows and arrow of a hint."""
        rects = []
        icon = self.hud.hint_icon
        if self.hint.busy and icon is not None:
            rects.append(spinner(surface, icon, self.now, BUTTON_COLOR))
        places = self.hint_rects()
        if places is not None:
            source, target = places
            rects.append(glow(surface, source, self.now, GLOW_SOURCE))
            if target is not None:
                rects.append(glow(surface, target, self.now, GLOW_TARGET))
                start, end = Vector2(source.center), Vector2(target.center)
                rects.append(arrow(surface, start, end, max(12, self.geometry.card_w // 5)))
        return rects

    def _draw_drop_highlight(self, surface: Surface) -> list[Rect]:
        """A glow on the pile the dragged cards would land on, when the engine allows it."""
        drag = self.drag
        target = self.layout.drop_target(self.drag_goal_rect(drag), exclude=drag.source)
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
        move = engine.Move(drag.source, target, drag.count)
        if self.game.check(move) is not None:
            return None
        if target == "f":
            target = self.game.copy().play(move).target
        rects = self.layout.cards[target]
        return Rect(rects[-1] if rects else self.layout.slots[target])

    def _blit_sprite(self, surface: Surface, sprite: CardSprite) -> Rect:
        image, rect = self.images.placed(sprite, self._base(sprite))
        surface.blit(image, rect)
        return rect

    def _base(self, sprite: CardSprite) -> Surface:
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

    def _note_text(self, text: str, button: Surface | None = None) -> tuple[Surface, int]:
        """A toast's or the status line's text: its image and the padding round it. A text
        wider than the window (less the status line's `button` label and its padding) is
        scaled to fit."""
        from game.art.text import render_text  # not needed for the first frame

        image = render_text(self._note_font(), text, TOAST_TEXT)
        pad = image.get_height() // 2
        beside = button.get_width() + 3 * pad if button is not None else 0
        room = self.size[0] - 2 * NOTE_EDGE - 2 * pad - beside
        if image.get_width() > room:  # a narrow window: the whole sentence, smaller
            image = pygame.transform.smoothscale_by(image, max(1, room) / image.get_width())
        return image, pad

    def _note_font(self) -> pygame.font.Font:
        return self.fonts.get(self._note_size())

    def _note_size(self) -> int:
        """The size (as `Fonts.get` takes it) of the refusal, status and offer texts."""
        height = min(self.size[1] * NOTE_SHARE, self.geometry.card_h * NOTE_CARD_SHARE)
        return max(NOTE_MIN, round(height))

    def _draw_note_box(self, surface: Surface, box: Rect, pad: int) -> None:
        pygame.draw.rect(surface, TOAST_BG, box, border_radius=pad // 2)
        pygame.draw.rect(surface, TOAST_EDGE, box, 1, border_radius=pad // 2)

    def _draw_toast(self, surface: Surface) -> None:
        image, pad = self._note_text(self.toast.text)
        box = image.get_rect().inflate(2 * pad, pad)
        box.midbottom = (self.toast.pos[0], self.toast.pos[1] - pad)
        room = Rect((0, self.geometry.hud.bottom), self.size).clip(surface.get_rect())
        box.clamp_ip(room.inflate(-2 * NOTE_EDGE, -2 * NOTE_EDGE))  # off the window's edge
        self._draw_note_box(surface, box, pad)
        surface.blit(image, image.get_rect(center=box.center))
        self.toast_box = Rect(box)

    def _draw_status(self, surface: Surface) -> None:
        """The status line, centred at the bottom of the window, with its button if any."""
        label = None
        if self.status.action is not None:
            label = self._note_font().render(self.status.action.label(), True, STATUS_BUTTON_TEXT)
        image, pad = self._note_text(self.status.text(), label)
        extra = label.get_width() + 3 * pad if label is not None else 0
        box = Rect(0, 0, image.get_width() + extra + 2 * pad, image.get_height() * 2)
        box.midbottom = (self.size[0] // 2, self.size[1] - max(NOTE_EDGE, pad // 2))
        box.clamp_ip(surface.get_rect())
        self._draw_note_box(surface, box, pad)
        surface.blit(image, image.get_rect(midleft=(box.x + pad, box.centery)))
        self.status_button = None
        if label is not None:
            button = Rect(0, 0, label.get_width() + 2 * pad, box.height - pad)
            button.midright = (box.right - pad // 2, box.centery)  # inset alike on three sides
            pygame.draw.rect(surface, STATUS_BUTTON, button, border_radius=pad // 2)
            surface.blit(label, label.get_rect(center=button.center))
            self.status_button = button

    def _draw_offer(self, surface: Surface) -> Rect:
        """ "You won!" and the offer, centred (made once per size and language: the cascade
        redraws it over its trail every frame)."""
        key = (self.size, self._note_size(), strings.YOU_WON, strings.NEW_GAME_OFFER)
        if self._offer_image is None or self._offer_image[0] != key:
            self._offer_image = (key, self._offer_box())
        image = self._offer_image[1]
        box = image.get_rect(center=(self.size[0] // 2, self.size[1] // 2))
        surface.blit(image, box)
        return box

    def _offer_box(self) -> Surface:
        """The box itself: the offer line in the refusal notes' size, "You won!" 2.4 times
        as tall (window-based: Double Solitaire's small cards made it tiny)."""
        size = self._note_size()
        big = self.fonts.get(round(size * 2.4), bold=True)
        small = self.fonts.get(size)
        title = big.render(strings.YOU_WON, True, (255, 240, 160))
        line = small.render(strings.NEW_GAME_OFFER, True, (255, 255, 255))
        margin = line.get_height()
        width = max(title.get_width(), line.get_width()) + margin * 2
        box = Surface((width, title.get_height() + margin * 2), pygame.SRCALPHA)
        pygame.draw.rect(box, FELT_DARK, box.get_rect(), border_radius=margin // 2)
        box.blit(title, title.get_rect(midtop=(width // 2, margin // 2)))
        box.blit(line, line.get_rect(midbottom=(width // 2, box.get_height() - margin // 2)))
        return box
