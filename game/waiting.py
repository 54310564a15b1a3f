"""Sleeping until the next event, for a loop that does nothing at rest.

pygame's `event.wait(timeout)` looks at the queue once a millisecond (about 2.6 % of a core
here, all the time). SDL's own `SDL_WaitEventTimeout` (SDL 2.0.16 and later) sleeps in the
window system until an event comes, and an event posted from another thread or a signal
handler (`pygame.event.post`) wakes it too. We call it on the SDL library pygame already
loaded; with NULL for the event it only waits, and the event stays queued for
`pygame.event.get()`, through pygame's own filter. Where that library cannot be reached, the
fallback looks at the queue every 10 ms (pygame's `event.wait` would take the event out of
its order).
"""

from __future__ import annotations

import contextlib
import ctypes
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

SDL_BLOCKING_WAIT = (2, 0, 16)  # the first SDL whose wait sleeps in the window system


def sdl_wait() -> Callable[[int], object] | None:
    """`SDL_WaitEventTimeout(NULL, ms)` of the SDL pygame uses, or None where out of reach."""
    if pygame.get_sdl_version() < SDL_BLOCKING_WAIT:
        return None
    with contextlib.suppress(OSError, AttributeError):
        if sys.platform == "win32":  # the SDL2.dll pygame loaded: a loaded name is reused
            library = ctypes.CDLL("SDL2.dll")
        else:  # a pygame module's handle: its symbols and those of the SDL it links
            library = ctypes.CDLL(pygame.event.__file__)
        function = library.SDL_WaitEventTimeout
        function.argtypes = [ctypes.c_void_p, ctypes.c_int]
        function.restype = ctypes.c_int
        return lambda timeout: function(None, timeout)
    return None


POLL_SECONDS = 0.01  # the fallback looks at the queue this often (about 0.3 % of a core)


def polling_wait(timeout: int) -> object:
    """Look at the queue every `POLL_SECONDS` (leaving the events in it) until one comes."""
    deadline = time.monotonic() + timeout / 1000
    while not pygame.event.peek():
        left = deadline - time.monotonic()
        if left <= 0:
            break
        time.sleep(min(POLL_SECONDS, left))
    return None


@dataclass(repr=False, eq=False)
class Waiter:
    """Sleeps until an event is queued or `timeout` milliseconds have passed."""

    wait: Callable[[int], object] = field(default_factory=lambda: sdl_wait() or polling_wait)

    def __call__(self, timeout: int) -> None:
        """Sleep; events stay queued for `pygame.event.get()`. A timeout of 0 returns."""
        if timeout > 0:
            self.wait(timeout)
