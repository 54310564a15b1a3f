"""The window and the loop: events go to the current scene, which updates and draws.

`App.step()` runs one frame (events, update, draw) so tests can post events and step.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

import engine
from game import strings
from game.render import Renderer, present
from game.settings import Settings
from game.table import Table

DEFAULT_WINDOW = (1280, 800)
FPS = 120


@dataclass
class App:
    """Owns the window, the clock and the scene (the table; dialogs later)."""

    game: engine.Game
    settings: Settings = field(default_factory=Settings)
    fullscreen: bool = True
    window_size: tuple[int, int] = DEFAULT_WINDOW
    running: bool = True

    def __post_init__(self) -> None:
        pygame.display.init()  # not pygame.init(): the table needs no sound device
        pygame.font.init()
        pygame.display.set_caption(strings.WINDOW_TITLE)
        self.screen = self._open_window()
        self.scene = Table(self.game, self.screen.get_size(), self.settings)
        self.renderer = Renderer()
        self.clock = pygame.time.Clock()

    def _open_window(self) -> pygame.Surface:
        """Borderless desktop fullscreen, or a resizable window."""
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.window_size, pygame.RESIZABLE)

    def set_fullscreen(self, fullscreen: bool) -> None:
        """Switch between desktop fullscreen and a window, keeping the game as it is."""
        if fullscreen == self.fullscreen:
            return
        if not fullscreen:
            self.window_size = self._windowed_size()
        self.fullscreen = fullscreen
        self.screen = self._open_window()
        self.renderer.invalidate()
        self.scene.resize(self.screen.get_size())

    def _windowed_size(self) -> tuple[int, int]:
        """A window a little smaller than the desktop, so its frame fits."""
        desktop = pygame.display.get_desktop_sizes()[0]
        if self.window_size != DEFAULT_WINDOW:
            return self.window_size
        return (
            min(DEFAULT_WINDOW[0], desktop[0] * 9 // 10),
            min(DEFAULT_WINDOW[1], desktop[1] * 9 // 10),
        )

    @property
    def table(self) -> Table:
        """The table scene (the only scene for now)."""
        return self.scene

    def handle(self, event: pygame.event.Event) -> None:
        """Window events here, everything else to the scene."""
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
        elif event.type == pygame.KEYDOWN and self._window_key(event):
            return
        else:
            self.scene.handle(event)

    def _window_key(self, event: pygame.event.Event) -> bool:
        """F11, Alt+Enter, Esc and Ctrl+Q; True when the key was used."""
        alt_enter = event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT
        if event.key == pygame.K_F11 or alt_enter:
            self.set_fullscreen(not self.fullscreen)
            return True
        if event.key == pygame.K_ESCAPE and self.fullscreen:
            self.set_fullscreen(False)
            return True
        if event.key == pygame.K_q and event.mod & pygame.KMOD_CTRL:
            self.running = False
            return True
        return False

    def _resized(self) -> None:
        surface = pygame.display.get_surface()
        if surface is not None:
            self.screen = surface
            if not self.fullscreen:
                self.window_size = surface.get_size()
            self.scene.resize(surface.get_size())

    def update(self, dt: float) -> None:
        """Advance the scene by `dt` seconds."""
        self.scene.update(dt)

    def draw(self) -> None:
        """Draw what changed and send it to the display (nothing when nothing changed)."""
        present(self.renderer.frame(self.screen, self.scene))

    def step(self, dt: float | None = None) -> None:
        """One frame: every queued event, then update and draw. `dt` defaults to real time."""
        elapsed = self.clock.tick(FPS) / 1000 if dt is None else dt
        for event in pygame.event.get():
            self.handle(event)
        self.update(elapsed)
        self.draw()

    def run_frames(self, count: int, dt: float = 1 / 60) -> None:
        """Run `count` frames of `dt` seconds each (tests and the self-test)."""
        for _ in range(count):
            self.step(dt)

    def run(self) -> None:
        """The main loop, until the window closes."""
        while self.running:
            self.step()
        pygame.quit()
