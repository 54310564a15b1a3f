"""The game's window: borderless desktop fullscreen or a resizable window that fits the
desktop, with our icon, and the one way frames reach it (`GameWindow`). Nothing here knows
what is drawn in it (nor which keys do what: `game.keymap`)."""

from __future__ import annotations

import contextlib
import os
import sys
import warnings
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.resources import asset_path

DEFAULT_WINDOW = (1280, 800)
BRING_FORWARD = pygame.USEREVENT + 1  # a second copy asked this one to come forward
MINIMUM_WINDOW = (640, 480)  # the smallest window the layout is tested at
HIGH_DPI_DRIVERS = ("cocoa",)  # SDL gives the window in points; a Retina screen has 2 pixels each
POINTER_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


@dataclass(repr=False, eq=False)
class GameWindow:
    """The window the game draws on, with the same few calls on every system.

    On macOS (SDL's `cocoa` driver) the window's size is in points, and a Retina screen
    has two pixels to a point. pygame-ce's display module never asks SDL for a high-DPI
    window, so there the picture would be drawn at point size and scaled up: soft text.
    So on such a driver the game opens a `pygame.Window(allow_high_dpi=True)`, draws on
    its surface in pixels, and maps the pointer's positions, which SDL gives in points,
    onto it (`in_pixels`). Elsewhere it is pygame's display module, which alone can send
    only the rectangles that changed (X11's shared memory; a texture is sent whole
    anyway). `high_dpi` None: decided from the driver SDL started."""

    high_dpi: bool | None = None
    window: pygame.Window | None = None  # the high-DPI window, once open
    scale: float = 1.0  # pixels per point: 2.0 on a Retina screen

    def open(self, fullscreen: bool, size: tuple[int, int], title: str) -> pygame.Surface:
        """Borderless desktop fullscreen, or a resizable window of `size` (points)."""
        choose_framebuffer()  # starts the display, so the driver is known
        if self.high_dpi is None:
            self.high_dpi = pygame.display.get_driver() in HIGH_DPI_DRIVERS
        if not self.high_dpi:
            return open_window(fullscreen, size)
        earlier = self.window  # made anew, as `set_mode` would: fullscreen from the start
        self.window = pygame.Window(
            title,
            size,
            allow_high_dpi=True,
            fullscreen_desktop=fullscreen,
            resizable=not fullscreen,
        )
        self.window.minimum_size = MINIMUM_WINDOW
        set_window_icon(self.window)
        if earlier is not None:
            earlier.destroy()
        surface = self.surface()
        assert surface is not None  # the window was just opened
        return surface

    def surface(self) -> pygame.Surface | None:
        """The surface frames are drawn on, in pixels (None before a window is open)."""
        if self.window is None:
            return pygame.display.get_surface()
        surface = self.window.get_surface()
        self.scale = surface.get_width() / max(1, self.window.size[0])
        return surface

    def send(self, rects: Sequence[pygame.Rect] | None) -> None:
        """Show what was drawn: all of it (None), or only `rects`."""
        if self.window is not None:
            self.window.flip()
        elif rects is None:
            pygame.display.flip()
        else:
            pygame.display.update(rects)

    def in_pixels(self, event: pygame.event.Event) -> pygame.event.Event:
        """A pointer event with its positions in the surface's pixels (SDL gives points)."""
        if self.scale == 1.0 or event.type not in POINTER_EVENTS:
            return event
        values = dict(event.dict)
        for name in ("pos", "rel"):
            if name in values:
                x, y = values[name]
                values[name] = (round(x * self.scale), round(y * self.scale))
        return pygame.event.Event(event.type, values)

    def is_fullscreen(self) -> bool:
        """Whether the window fills its screen now (the system's own fullscreen too)."""
        if self.window is None:
            return pygame.display.is_fullscreen()
        return tuple(self.window.size) in pygame.display.get_desktop_sizes()

    def bring_forward(self) -> None:
        """Over the other windows, restored if minimised (`bring_forward`)."""
        if self.window is None:
            bring_forward()
            return
        with contextlib.suppress(pygame.error):
            if not self.window.focused:
                self.window.restore()
            self.window.focus()

    def close(self) -> None:
        """Destroy the high-DPI window now, while SDL's video runs. pygame-ce destroys a
        `pygame.Window` again when the object goes, even after `pygame.quit`: by then
        its pointer may be a newer window's (a test process opens many)."""
        if self.window is not None:
            self.window.destroy()
            self.window = None

    def at_least_minimum(self, surface: pygame.Surface) -> pygame.Surface:
        """`at_least_minimum`; a high-DPI window keeps its minimum size itself (macOS)."""
        return surface if self.window is not None else at_least_minimum(surface)


def open_window(fullscreen: bool, size: tuple[int, int]) -> pygame.Surface:
    """Borderless desktop fullscreen, or a resizable window of `size`."""
    choose_framebuffer()
    set_window_icon()
    if fullscreen:
        return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    with contextlib.suppress(pygame.error, AttributeError), warnings.catch_warnings():
        # pygame-ce 2.5 has no other way to reach the display module's window; it warns
        # that this bridge will go, and AttributeError covers the day it does.
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = MINIMUM_WINDOW
    return screen


FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"
SOFTWARE_FRAMEBUFFER_DRIVERS = ("x11",)  # where SDL's own framebuffer is the better one
DPI_AWARENESS_HINT = "SDL_WINDOWS_DPI_AWARENESS"


WINDOW_CLASS = "solitaire-trio"  # the desktop entry's StartupWMClass


def prepare_display() -> None:
    """Hints SDL reads when its video starts (`pygame.display.init`), so set before it.

    Windows: per-monitor DPI awareness (v2). Without it Windows draws the window at 100 %
    and stretches it at 125-200 % scaling (blurry), and desktop fullscreen gets fewer
    pixels than the screen has. With it, SDL's sizes are real pixels: the desktop size the
    default window is fitted to, the window, the surface we draw on. SDL reads the hint in
    `WIN_VideoInit` (src/video/windows/SDL_windowsvideo.c); a value the player set wins.

    X11: the window class a desktop finds the game's entry (and icon) by, the desktop
    entry's StartupWMClass. pygame sets it to the script's name (`__main__.py` for
    `python -m game`) when imported: it is replaced here."""
    os.environ["SDL_VIDEO_X11_WMCLASS"] = WINDOW_CLASS
    if sys.platform == "win32":
        os.environ.setdefault(DPI_AWARENESS_HINT, "permonitorv2")


def choose_framebuffer() -> None:
    """On X11, SDL's own window framebuffer rather than one it builds on OpenGL; every
    other video driver keeps SDL's default (unless the player's environment says
    otherwise). Decided from the driver SDL actually started, so the display is started
    first; SDL reads the hint once, when the first window surface is made
    (`SDL_CreateWindowFramebuffer` in src/video/SDL_video.c), i.e. at `set_mode`.

    On X11, SDL probes OpenGL to decide, which loads the GL stack (about 110 MB of the
    146 MB a bare fullscreen window takes) and then presents every frame as a whole-window
    texture; without it, X11 gets only the rectangles that changed (MIT-SHM). Figures in
    docs/STARTUP.md, "At rest". Elsewhere the hint would harm: Cocoa (macOS) and Wayland
    have no framebuffer of their own in SDL 2, so with the hint no window surface can be
    made at all ("Window framebuffer support not available"); Windows already uses GDI."""
    if not pygame.display.get_init():
        pygame.display.init()
    if pygame.display.get_driver() in SOFTWARE_FRAMEBUFFER_DRIVERS:
        os.environ.setdefault(FRAMEBUFFER_HINT, "0")


def bring_forward() -> None:
    """Show the window over the others (restored if minimised), as a second start of the
    game asks. The window manager may still refuse the focus; SDL asks for it properly."""
    with contextlib.suppress(pygame.error, AttributeError), warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # see `open_window`
        window = pygame.Window.from_display_module()
        if not pygame.display.get_active():  # minimised
            window.restore()
        window.focus()


def at_least_minimum(screen: pygame.Surface) -> pygame.Surface:
    """The window, made `MINIMUM_WINDOW` large again if it was made smaller: the size hint
    is a window manager's to keep, and not every desktop (nor a bare X server) keeps it.
    Below it the table is unreadable."""
    width, height = screen.get_size()
    if width >= MINIMUM_WINDOW[0] and height >= MINIMUM_WINDOW[1]:
        return screen
    size = (max(width, MINIMUM_WINDOW[0]), max(height, MINIMUM_WINDOW[1]))
    return pygame.display.set_mode(size, pygame.RESIZABLE)


def windowed_size(asked: tuple[int, int]) -> tuple[int, int]:
    """The window's size: as `asked`, but the default shrinks to fit a small desktop
    (a little smaller than the desktop, so the window's frame fits)."""
    if asked != DEFAULT_WINDOW:
        return asked
    desktop = pygame.display.get_desktop_sizes()[0]
    return (
        min(DEFAULT_WINDOW[0], desktop[0] * 9 // 10),
        min(DEFAULT_WINDOW[1], desktop[1] * 9 // 10),
    )


def set_window_icon(window: pygame.Window | None = None) -> None:
    """Our icon (assets/icon.png, drawn by tools/make_icon.py) on the window and task bar:
    the display module's, or `window`'s."""
    with contextlib.suppress(pygame.error, OSError, FileNotFoundError):
        icon = pygame.image.load(asset_path("icon.png"))
        if window is None:
            pygame.display.set_icon(icon)
        else:
            window.set_icon(icon)
