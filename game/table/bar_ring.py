"""The bar as an area of the Tab ring: Tab from the last area of piles (or, after a win,
at once) puts the ring on the bar's first button; Left and Right move along the
buttons, Enter or Space presses one, Tab, Shift+Tab, Up or Down go back to the piles.
After a win there are no piles to go back to: Tab and Shift+Tab move along the bar like
Right and Left, and only Esc takes the ring away (Enter then takes the banner's offer).
Each button also has its own key (the tooltips and Help say which)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame import Surface

from game.keymap import Action, KeyPress
from game.table.hud import BUTTONS, Hud, HudButton
from game.table.keyboard import RING, RING_EDGE, Keyboard


@dataclass(repr=False, eq=False)
class BarRing:
    """Which bar button has the ring (None: the ring is on the piles, or not shown)."""

    keyboard: Keyboard
    focus: HudButton | None = None

    def act(self, press: KeyPress, won: bool) -> tuple[bool, HudButton | None]:
        """A table key: (whether the bar took it, the button pressed)."""
        action = press.action
        step = {Action.NEXT_AREA: 1, Action.PREVIOUS_AREA: -1}.get(action)
        if self.focus is None:
            if step is not None and (won or self.keyboard.wraps(step)):
                self._show(BUTTONS[0] if step > 0 else BUTTONS[-1])
                self.keyboard.focus = None
                return True, None
            return False, None
        if action is Action.FOCUS and isinstance(press.arg, tuple) and press.arg[0]:
            index = BUTTONS.index(self.focus) + press.arg[0]
            self._show(BUTTONS[index % len(BUTTONS)])
            return True, None
        if action is Action.ACTIVATE:
            return True, self.focus
        if won and (step is not None or action is Action.FOCUS):  # no piles to go back to
            self._show(BUTTONS[(BUTTONS.index(self.focus) + (step or 0)) % len(BUTTONS)])
            return True, None
        if step is not None or action is Action.FOCUS:  # back to the piles
            self._show(None)
            if not won:
                self.keyboard.enter(step or 1)
            return True, None
        return False, None

    def _show(self, button: HudButton | None) -> None:
        self.focus = button
        self.keyboard.board.stale.mark()

    def let_go(self) -> None:
        """The mouse takes over: the ring leaves the bar."""
        if self.focus is not None:
            self._show(None)

    def draw(self, surface: Surface, hud: Hud) -> None:
        """The ring round the bar's button that has it."""
        rect = hud.buttons.get(self.focus) if self.focus is not None else None
        if rect is None:
            return
        radius = rect.height // 4
        pygame.draw.rect(surface, RING_EDGE, rect.inflate(6, 6), 4, radius + 3)
        pygame.draw.rect(surface, RING, rect.inflate(4, 4), 2, radius + 2)
