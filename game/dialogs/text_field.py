"""The text of a one-line field and where its caret stands, edited as a desktop field is:
typing and pasting at the caret, Backspace and Delete on either side, the arrows, Home and
End to move it."""

from __future__ import annotations

from typing import NamedTuple

import pygame

SIDEWAYS = frozenset({pygame.K_LEFT, pygame.K_RIGHT})  # the focus ring's too (not on the field)


class EditedText(NamedTuple):
    """A field's text and its caret (0: before the first character)."""

    text: str = ""
    caret: int = 0

    @classmethod
    def at_end(cls, text: str) -> EditedText:
        """`text` with the caret after it (set wholesale: a paste into an empty field, a
        code chosen by the dialog)."""
        return cls(text, len(text))

    def typed(self, more: str, limit: int) -> EditedText:
        """`more` inserted at the caret, as much as fits within `limit` characters."""
        room = max(0, limit - len(self.text))
        more = more[:room]
        text = self.text[: self.caret] + more + self.text[self.caret :]
        return EditedText(text, self.caret + len(more))

    def key(self, key: int) -> EditedText:
        """After an editing key (anything else changes nothing)."""
        text, caret = self.text, self.caret
        if key == pygame.K_BACKSPACE and caret > 0:
            return EditedText(text[: caret - 1] + text[caret:], caret - 1)
        if key == pygame.K_DELETE:
            return EditedText(text[:caret] + text[caret + 1 :], caret)
        moves = {
            pygame.K_LEFT: caret - 1,
            pygame.K_RIGHT: caret + 1,
            pygame.K_HOME: 0,
            pygame.K_END: len(text),
        }
        return EditedText(text, max(0, min(len(text), moves.get(key, caret))))
