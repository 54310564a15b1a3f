"""The text of a one-line field and where its caret stands, edited as a desktop field is:
typing and pasting at the caret, Backspace and Delete on either side, the arrows, Home and
End to move it, Ctrl+A to select it all (then typing or pasting replaces it, Backspace and
Delete empty it, an arrow, Home or End puts the caret at that end)."""

from __future__ import annotations

from typing import NamedTuple

import pygame

SIDEWAYS = frozenset({pygame.K_LEFT, pygame.K_RIGHT})  # the focus ring's too (not on the field)


class EditedText(NamedTuple):
    """A field's text and its caret (0: before the first character)."""

    text: str = ""
    caret: int = 0
    selected: bool = False  # the whole text is selected (Ctrl+A)

    @classmethod
    def at_end(cls, text: str) -> EditedText:
        """`text` with the caret after it (set wholesale: a paste into an empty field, a
        code chosen by the dialog)."""
        return cls(text, len(text))

    def select_all(self) -> EditedText:
        """The whole text selected, the caret after it (nothing to select when empty)."""
        return EditedText(self.text, len(self.text), bool(self.text))

    def typed(self, more: str, limit: int) -> EditedText:
        """`more` inserted at the caret (in place of a selection), as much as fits within
        `limit` characters."""
        if self.selected:
            return EditedText().typed(more, limit)
        room = max(0, limit - len(self.text))
        more = more[:room]
        text = self.text[: self.caret] + more + self.text[self.caret :]
        return EditedText(text, self.caret + len(more))

    def key(self, key: int) -> EditedText:
        """After an editing key (anything else changes nothing)."""
        text, caret = self.text, self.caret
        if self.selected:
            if key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                return EditedText()
            start = key in (pygame.K_LEFT, pygame.K_HOME)
            return EditedText(text, 0 if start else len(text))
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
