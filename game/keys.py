"""Keyboard shortcuts that work whatever the keyboard layout.

SDL reports a key by what the layout writes: with a Greek layout the key marked H gives
'η', so comparing with `K_h` would miss it and H, Ctrl+Z, Ctrl+N, Ctrl+Q would do
nothing for a player whose game is in Greek. A key that is not a Latin letter is read by
its physical position (its scancode) instead. Latin layouts keep their own letters
(Ctrl+Z stays the key marked Z on an AZERTY keyboard).
"""

from __future__ import annotations

import pygame

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def shortcut_key(event: pygame.event.Event) -> int:
    """The key of a KEYDOWN as a shortcut: its Latin letter when the layout has none."""
    key = int(event.key)
    if pygame.K_a <= key <= pygame.K_z:
        return key
    scancode = int(getattr(event, "scancode", 0))
    if pygame.KSCAN_A <= scancode <= pygame.KSCAN_Z:
        return pygame.K_a + scancode - pygame.KSCAN_A
    return key
