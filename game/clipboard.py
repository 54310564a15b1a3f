"""The system clipboard through pygame.scrap, when the video driver has one."""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(repr=False, eq=False)
class Clipboard:
    """Copy and paste text; both quietly fail where there is no clipboard (dummy driver)."""

    def available(self) -> bool:
        """True when a real video driver is up (the dummy driver has no clipboard)."""
        return pygame.display.get_init() and pygame.display.get_driver() not in (
            "dummy",
            "offscreen",
        )

    def put(self, text: str) -> bool:
        """Copy `text`; False when there is no clipboard."""
        if not self.available():
            return False
        try:
            pygame.scrap.put_text(text)
        except (pygame.error, AttributeError, NotImplementedError):
            return False
        return True

    def get(self) -> str | None:
        """The clipboard's text, or None."""
        if not self.available():
            return None
        try:
            text = pygame.scrap.get_text()
        except (pygame.error, AttributeError, NotImplementedError, UnicodeError):
            return None  # UnicodeError: another program put bytes that are not UTF-8
        return text or None
