"""Tooltips for the bar: what a button does and its keys ("Settings (Ctrl+, / F5)"), and
the texts a crowded bar left out (the options, the code, the difficulty), shown under the
pointer's part of the bar while the pointer rests there. Nothing the bar drops is lost:
its content stays one hover away (and the keys in Help)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pygame import Rect, Surface

from game.art.fonts import Fonts
from game.keymap import Action, Keymap
from game.table.hud import Hud, HudButton, button_labels
from game.table.notes import TOAST_TEXT, draw_note_box

# The action each part of the bar does, for its keys (the code copies, the clock pauses).
BUTTON_ACTIONS = {
    HudButton.NEW: Action.NEW_GAME,
    HudButton.RESTART: Action.RESTART,
    HudButton.UNDO: Action.UNDO,
    HudButton.REDO: Action.REDO,
    HudButton.HINT: Action.HINT,
    HudButton.SHOW_ME: Action.SHOW_ME,
    HudButton.STATISTICS: Action.STATISTICS,
    HudButton.SETTINGS: Action.SETTINGS,
    HudButton.HELP: Action.HELP,
    HudButton.CODE: Action.COPY_CODE,
    HudButton.CLOCK: Action.PAUSE,
}


def tooltip_text(hud: Hud, pos: tuple[int, int], keymap: Keymap) -> str | None:
    """What the bar says at `pos`: a button's label and keys, or the texts left out."""
    button = hud.button_at(pos)
    if button is not None:
        label = button_labels().get(button) or hud.texts_of(button)
        keys = keymap.keys_of(BUTTON_ACTIONS[button])
        return f"{label} ({keys})" if keys else label
    title = hud.texts.get("title")
    if hud.dropped and (title is None or title.collidepoint(pos) or pos[0] < title.left):
        return " · ".join(hud.dropped)
    return None


@dataclass(repr=False, eq=False)
class Tooltip:
    """The bar's tooltip: its text while the pointer rests on a part that has one."""

    fonts: Fonts
    keymap: Keymap  # the app's: the keys as this system reads them
    text: str | None = None
    pos: tuple[int, int] = (0, 0)
    box: Rect | None = None  # where it was drawn

    def pointed(self, hud: Hud, pos: tuple[int, int]) -> bool:
        """The pointer moved to `pos`: True when the tooltip changed."""
        inside = hud.rect.collidepoint(pos)
        text = tooltip_text(hud, pos, self.keymap) if inside else None
        changed = text != self.text
        self.text, self.pos = text, pos
        return changed

    def draw(self, surface: Surface, hud: Hud, size: int, clear: Sequence[Rect] = ()) -> None:
        """The tooltip just under the bar at the pointer's x, inside the window; below the
        rects `clear` (the stock's and waste's counts, the pile keys) where it would
        cover one."""
        self.box = None
        if self.text is None:
            return
        font = self.fonts.get(size)
        image = font.render(self.text, True, TOAST_TEXT)
        pad = max(3, image.get_height() // 3)
        box = image.get_rect().inflate(2 * pad, pad)
        box.midtop = (self.pos[0], hud.rect.bottom + 2)
        inside = surface.get_rect().inflate(-2 * pad, 0)  # off the window's sides
        box.clamp_ip(inside)
        covered = [rect for rect in clear if box.colliderect(rect)]
        if covered:
            box.top = max(rect.bottom for rect in covered) + 2
            box.clamp_ip(inside)
        draw_note_box(surface, box, pad, radius=pad)
        surface.blit(image, image.get_rect(center=box.center))
        self.box = Rect(box)
