"""The watching player: a line of moves the table plays by itself, at a pace a player can
follow, with pause and play, one step forward and stop, as keys and as buttons.

One player for every kind of watching (docs/TABLE.md, "Watching"): Show me (the solver's
line from the position on the table), a replay code and "Watch this game". It only decides
when the next move is due and draws its controls; the table plays the moves through its
session, so the cards fly as the player's own moves do.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum, StrEnum

import pygame
from pygame import Rect, Surface

from game.art.fonts import Fonts
from game.keymap import Action, Keymap
from game.strings import N_, _
from game.table.hud import TEXT_COLOR, HudColors

PACE = 0.55  # seconds the cards rest between two moves (after the last one landed)
PANEL_GAP = 6  # pixels between the panel and the window's bottom edge


class WatchKind(Enum):
    """What is watched: the solver's line on the player's game, or a recorded game."""

    SHOW_ME = "show-me"
    REPLAY = "replay"


class WatchButton(StrEnum):
    """The controls' buttons."""

    PAUSE = "pause"
    STEP = "step"
    STOP = "stop"
    PLAY_ON = "play-on"


# The buttons' labels and what each does (its keys are the keymap's for that action).
LABELS: dict[WatchButton, str] = {
    WatchButton.PAUSE: N_("Pause"),
    WatchButton.STEP: N_("Step"),
    WatchButton.STOP: N_("Stop"),
    WatchButton.PLAY_ON: N_("Play on from here"),
}
BUTTON_ACTIONS: dict[WatchButton, Action] = {
    WatchButton.PAUSE: Action.WATCH_PAUSE,
    WatchButton.STEP: Action.WATCH_STEP,
    WatchButton.STOP: Action.WATCH_STOP,
    WatchButton.PLAY_ON: Action.WATCH_PLAY_ON,
}
PLAY = N_("Play")  # the pause button's label while paused


@dataclass(repr=False, eq=False)
class Watching:
    """One line being watched: which moves, how far, paused or not, the next move's time."""

    kind: WatchKind
    moves: tuple[str, ...]
    wins: bool = True  # Show me: the line wins (else it brings the most cards home)
    played: int = 0
    paused: bool = False
    wait: float = PACE  # seconds before the next move once the cards rest
    buttons: dict[WatchButton, Rect] = field(default_factory=dict)
    panel: Rect | None = None
    keymap: Keymap = field(kw_only=True)  # the keys the buttons name (the app's)

    @property
    def ended(self) -> bool:
        """True once every move is played."""
        return self.played >= len(self.moves)

    def due(self, dt: float, at_rest: bool) -> str | None:
        """The next move when its time has come (`dt` seconds went by), else None."""
        if self.paused or self.ended or not at_rest:
            return None
        self.wait -= dt
        if self.wait > 0:
            return None
        return self._next()

    def step(self) -> str | None:
        """One move forward now; the player pauses (the next step is theirs too)."""
        self.paused = True
        return None if self.ended else self._next()

    def toggle(self) -> None:
        """Pause, or play on (the next move after the usual rest)."""
        self.paused = not self.paused
        self.wait = PACE

    def _next(self) -> str:
        move = self.moves[self.played]
        self.played += 1
        self.wait = PACE
        return move

    def wake_in(self) -> float | None:
        """Seconds until the next move, None while paused or ended."""
        if self.paused or self.ended:
            return None
        return max(0.0, self.wait)

    def title(self) -> str:
        """The panel's line: what is watched and how far it is."""
        place = _("move {n} of {total}").format(n=self.played, total=len(self.moves))
        if self.kind is WatchKind.REPLAY:
            if self.ended:
                return _("The replay has ended.")
            return _("Replay: {place}").format(place=place)
        if self.wins:
            return _("Show me: the winning line, {place}").format(place=place)
        return _("No win from here: the line that brings the most cards home, {place}").format(
            place=place
        )

    def shown_buttons(self) -> tuple[WatchButton, ...]:
        """The buttons of the moment: an ended replay offers to play on."""
        if self.kind is WatchKind.REPLAY and self.ended:
            return (WatchButton.PLAY_ON, WatchButton.STOP)
        return (WatchButton.PAUSE, WatchButton.STEP, WatchButton.STOP)

    def label(self, button: WatchButton) -> str:
        """A button's label with its key, in the language of the moment."""
        text = LABELS[button]
        if button is WatchButton.PAUSE and self.paused:
            text = PLAY
        if button is WatchButton.STOP and self.kind is WatchKind.REPLAY:
            text = N_("Back to my game")
        return f"{_(text)} ({self.keymap.keys_of(BUTTON_ACTIONS[button])})"

    def button_at(self, pos: tuple[int, int]) -> WatchButton | None:
        """The control under `pos`, if any."""
        for name, rect in self.buttons.items():
            if rect.collidepoint(pos):
                return name
        return None

    def over_panel(self, pos: tuple[int, int]) -> bool:
        """True when `pos` is on the controls' panel (a click there is the player's)."""
        return self.panel is not None and self.panel.collidepoint(pos)

    def draw(self, surface: Surface, fonts: Fonts, size: int, colors: HudColors) -> Rect:
        """The panel at the bottom centre of the window: the title over the buttons, in
        the bar's `colors` (the chosen table's)."""
        font = fonts.get(size)
        title = font.render(self.title(), True, TEXT_COLOR)
        pad = max(4, size // 3)
        labels = [
            (name, font.render(self.label(name), True, TEXT_COLOR)) for name in self.shown_buttons()
        ]
        row_w = sum(image.get_width() + 2 * pad for _name, image in labels) + pad * (
            len(labels) - 1
        )
        row_h = font.get_height() + pad
        width = max(title.get_width(), row_w) + 2 * pad
        height = title.get_height() + row_h + 3 * pad
        window = surface.get_rect()
        panel = Rect(0, 0, min(width, window.width), height)
        panel.midbottom = (window.centerx, window.bottom - PANEL_GAP)
        pygame.draw.rect(surface, colors.bar, panel, border_radius=pad)
        pygame.draw.rect(surface, colors.edge, panel, 1, border_radius=pad)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + pad)))
        x = panel.centerx - row_w // 2
        y = panel.bottom - pad - row_h
        self.buttons = {}
        for name, image in labels:
            rect = Rect(x, y, image.get_width() + 2 * pad, row_h)
            pygame.draw.rect(surface, colors.button, rect, border_radius=pad // 2)
            pygame.draw.rect(surface, colors.edge, rect, 1, border_radius=pad // 2)
            surface.blit(image, image.get_rect(center=rect.center))
            self.buttons[name] = rect
            x = rect.right + pad
        self.panel = panel
        return panel
