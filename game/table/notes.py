"""Short texts over the table: a refusal near the pointer (the toast), and the status line
at the bottom (a damaged file, a copied code, a hint's answer), with an optional button.

Texts are made when drawn, so a language switch shows at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

import pygame
from pygame import Rect, Surface

import engine
from game.art.fonts import Fonts
from game.art.looks import DECKS, Deck
from game.table.board import Stale

TOAST_BG = (250, 245, 215)
TOAST_TEXT = (60, 40, 20)
TOAST_EDGE = (150, 120, 60)
STATUS_BUTTON = (30, 110, 62)
STATUS_BUTTON_TEXT = (255, 255, 255)
# The refusal and status texts (sizes as `Fonts.get` takes them): a share of the window
# height, no more than a share of the card height (small cards, small notes), >= NOTE_MIN.
NOTE_SHARE = 0.036
NOTE_CARD_SHARE = 0.2
NOTE_MIN = 18
NOTE_EDGE = 4  # pixels at least between a note and the window's edge (`note_edge`)


def note_edge(pad: int) -> int:
    """The room between a note and the window's edge: its own padding (half a line), so a
    note never looks pressed against the edge (it was 3-5 px at 1366x768)."""
    return max(NOTE_EDGE, pad)


TOAST_TIME = 3.0  # seconds a refusal stays on screen
STATUS_TIME = 12.0  # seconds a status line (a damaged file, a copied code) stays on screen
UNTIL_NEXT_ACTION = 1e9  # a hint's status line stays until the next action


class Toast(NamedTuple):
    """A refusal shown near the pointer for a few seconds."""

    make: Callable[[], str]
    rule: engine.Rule | None  # None for a plain note ("Nothing to undo.")
    pos: tuple[int, int]
    until: float
    avoid: Rect | None = None  # the card under the pointer: the note never covers it
    also: tuple[Rect, ...] = ()  # other cards the note names (a key move's source card)

    @property
    def text(self) -> str:
        """The message in the language of the moment."""
        return self.make()


class StatusAction(NamedTuple):
    """A button at the end of the status line: its label (made when drawn) and what it does."""

    label: Callable[[], str]
    run: Callable[[], None]


class Status(NamedTuple):
    """A line at the bottom of the table; the text is made when drawn (so it is translated).

    With a `revision` it belongs to that position and goes away at the next action."""

    text: Callable[[], str]
    until: float
    action: StatusAction | None = None
    revision: int | None = None


def note_size(size: tuple[int, int], card_h: int) -> int:
    """The size (as `Fonts.get` takes it) of the refusal, status and offer texts."""
    height = min(size[1] * NOTE_SHARE, card_h * NOTE_CARD_SHARE)
    return max(NOTE_MIN, round(height))


@dataclass(repr=False, eq=False)
class Notes:
    """The toast and the status line: what shows, until when, and where it was drawn."""

    fonts: Fonts
    stale: Stale
    deck: Callable[[], Deck] = lambda: DECKS["classic"]  # the suits' ink in the texts
    toast: Toast | None = None
    status: Status | None = None
    status_beneath: Status | None = None  # a hint's line that a short notice covers for now
    status_button: Rect | None = None  # where the status line's button was drawn
    toast_box: Rect | None = None  # where the refusal on screen was drawn
    last_rule: engine.Rule | None = None  # the latest refusal's rule (tests read it)

    def show_text(
        self,
        text: Callable[[], str],
        rule: engine.Rule | None,
        pos: tuple[int, int],
        now: float,
        avoid: Rect | None = None,
        also: tuple[Rect, ...] = (),
    ) -> None:
        """Show a short message near `pos` for a few seconds (`text()` when drawn), above
        the card `avoid` (the one the refusal is about), or below it where there is no
        room; never over the cards `also` (the move's other card)."""
        self.toast = Toast(text, rule, pos, now + TOAST_TIME, avoid, also)
        self.stale.mark()

    def show_status(
        self,
        text: Callable[[], str],
        until: float,
        revision_now: int,
        action: StatusAction | None = None,
        revision: int | None = None,
    ) -> None:
        """Show a line at the bottom of the table until `until`. A short notice over a
        hint's line (such as the offer to undo back to the last winnable position) covers
        it only for its time: the hint's line comes back."""
        covered = self.status
        if revision is None and covered is not None and covered.revision == revision_now:
            self.status_beneath = covered
        self.status = Status(text, until, action, revision)
        self.stale.mark()

    def forget_position_lines(self) -> None:
        """An action: the lines about the old position go (a plain notice stays)."""
        self.status_beneath = None
        if self.status is not None and self.status.revision is not None:
            self.status = None

    def forget_plain_position_lines(self) -> None:
        """The lines about the position that offer nothing to act on go (a hint's marks
        went); a plain notice and an offer stay."""
        beneath = self.status_beneath
        if beneath is not None and beneath.revision is not None and beneath.action is None:
            self.status_beneath = None
        status = self.status
        if status is not None and status.revision is not None and status.action is None:
            self.status = self.status_beneath
            self.status_beneath = None
            self.stale.mark()

    def offer_shown(self, revision: int) -> bool:
        """True while the status line for `revision` offers something to act on."""
        status = self.status
        return status is not None and status.revision == revision and bool(status.action)

    def button_at(self, pos: tuple[int, int]) -> bool:
        """True when `pos` is on the button of the status line shown now."""
        button = self.status_button
        shown = self.status is not None and self.status.action is not None
        return shown and button is not None and button.collidepoint(pos)

    def click_button(self) -> None:
        """The status line's button: the line goes, its action runs."""
        status, self.status, self.status_button = self.status, None, None
        self.stale.mark()
        if status is not None and status.action is not None:
            status.action.run()

    def update(self, now: float, revision: int) -> None:
        """Notes whose time is up go; a covered hint line for this position comes back."""
        if self.toast is not None and now >= self.toast.until:
            self.toast = self.toast_box = None
            self.stale.mark()
        if self.status is not None and now >= self.status.until:
            beneath = self.status_beneath
            uncovered = beneath if beneath is not None and beneath.revision == revision else None
            self.status, self.status_beneath = uncovered, None
            self.stale.mark()

    def wake_in(self, now: float) -> float | None:
        """Seconds until a note's time is up (None: no note will go by itself)."""
        times = [note.until - now for note in (self.toast, self.status) if note is not None]
        return max(0.0, min(times)) if times else None

    # --- drawing -----------------------------------------------------------------------
    def draw(
        self,
        surface: Surface,
        size: tuple[int, int],
        card_h: int,
        hud_bottom: int,
        clear: Sequence[Rect] = (),
    ) -> None:
        """The toast (never over the card it names, the bar or the rects `clear`: the
        counts and pile keys), then the status line (with its button)."""
        font = self.fonts.get(note_size(size, card_h))
        if self.toast is not None:
            self._draw_toast(surface, self.toast, font, size, hud_bottom, clear)
        self.status_button = None
        if self.status is not None:
            self._draw_status(surface, self.status, font, size)

    def _draw_toast(
        self,
        surface: Surface,
        toast: Toast,
        font: pygame.font.Font,
        size: tuple[int, int],
        hud_bottom: int,
        clear: Sequence[Rect],
    ) -> None:
        image, pad = note_text(font, toast.text, size[0], deck=self.deck())
        box = image.get_rect().inflate(2 * pad, pad)
        room = Rect((0, hud_bottom), size).clip(surface.get_rect())
        edge = note_edge(pad)
        room = room.inflate(-2 * edge, -2 * edge)  # off the window's edge
        box = toast_place(box, toast, room, pad, clear)
        draw_note_box(surface, box, pad)
        surface.blit(image, image.get_rect(center=box.center))
        self.toast_box = Rect(box)

    def _draw_status(
        self, surface: Surface, status: Status, font: pygame.font.Font, size: tuple[int, int]
    ) -> None:
        """The status line, centred at the bottom of the window, with its button if any."""
        from game.art.text import fit  # as `note_text`

        image, pad = note_text(font, status.text(), size[0], deck=self.deck())
        label = None
        if status.action is not None:
            label = fit(font.render(status.action.label(), True, STATUS_BUTTON_TEXT),
                           size[0] - 2 * note_edge(pad) - 4 * pad)  # fmt: skip
        box, text, button = status_places(
            image.get_size(), label.get_size() if label else None, pad, surface.get_rect()
        )
        draw_note_box(surface, box, pad)
        surface.blit(image, text)
        self.status_button = button
        if label is not None and button is not None:
            pygame.draw.rect(surface, STATUS_BUTTON, button, border_radius=pad // 2)
            surface.blit(label, label.get_rect(center=button.center))


def status_places(
    text: tuple[int, int], label: tuple[int, int] | None, pad: int, window: Rect
) -> tuple[Rect, Rect, Rect | None]:
    """The status line's box, its text and its button (for a `label` of that size), at
    the bottom of `window`: the button beside the text where both fit, else under it (a
    narrow window, a long line), so a button is never squeezed smaller than its label."""
    text_rect = Rect((0, 0), text)
    button = Rect(0, 0, label[0] + 2 * pad, label[1] + pad) if label is not None else None
    room = window.width - 2 * note_edge(pad)
    beside = button is None or text[0] + button.width + 3 * pad <= room
    if beside:
        inner = max(text[1] + pad, button.height if button is not None else 0)
        extra = button.width + pad if button is not None else 0
        box = Rect(0, 0, text[0] + extra + 2 * pad, inner + pad)
    else:
        assert button is not None
        box = Rect(0, 0, max(text[0], button.width) + 2 * pad, text[1] + button.height + 2 * pad)
    box.midbottom = (window.centerx, window.bottom - max(NOTE_EDGE, pad // 2))
    box.clamp_ip(window)
    if beside:
        text_rect.midleft = (box.x + pad, box.centery)
        if button is not None:
            button.midright = (box.right - pad // 2, box.centery)  # inset alike on 3 sides
    else:
        assert button is not None
        text_rect.midtop = (box.centerx, box.y + pad // 2)
        button.midbottom = (box.centerx, box.bottom - pad // 2)
    return box, text_rect, button


def toast_place(box: Rect, toast: Toast, room: Rect, pad: int, clear: Sequence[Rect]) -> Rect:
    """Where a toast goes: above the card it names, else below it, else to its left or
    right; the first of these (kept inside `room`) that covers neither that card nor
    anything in `clear`, else the first that leaves the card alone."""
    x, y = toast.pos
    card = toast.avoid or Rect(x, y, 0, 0)
    places = [
        box.move_to(midbottom=(x, card.top - pad)),
        box.move_to(midtop=(x, card.bottom + pad)),
        box.move_to(midright=(card.left - pad, card.centery)),
        box.move_to(midleft=(card.right + pad, card.centery)),
    ]
    places = [place.clamp(room) for place in places]
    named = [*([toast.avoid] if toast.avoid is not None else []), *toast.also]
    for keep in ([*named, *clear], named):
        for place in places:
            if place.collidelist(keep) < 0:
                return place
    return places[0]


def note_text(
    font: pygame.font.Font, text: str, width: int, deck: Deck = DECKS["classic"]
) -> tuple[Surface, int]:
    """A toast's or the status line's text: its image and the padding round it. A text
    wider than the window is broken into lines at its spaces; a word still too wide is
    scaled to fit."""
    from game.art.text import fit, render_text, wrap  # not needed for the first frame

    pad = font.render("Ag", True, TOAST_TEXT).get_height() // 2  # as tall as a line draws
    room = width - 2 * note_edge(pad) - 2 * pad
    words = wrap(font, text, room) or [""]
    lines = [render_text(font, line, TOAST_TEXT, deck) for line in words]
    image = lines[0] if len(lines) == 1 else stacked(lines)
    return fit(image, room), pad


def stacked(lines: list[Surface]) -> Surface:
    """Lines of text one under another, centred."""
    width = max(line.get_width() for line in lines)
    image = Surface((width, sum(line.get_height() for line in lines)), pygame.SRCALPHA)
    y = 0
    for line in lines:
        image.blit(line, ((width - line.get_width()) // 2, y))
        y += line.get_height()
    return image


def draw_note_box(surface: Surface, box: Rect, pad: int, radius: int | None = None) -> None:
    """The paper-coloured box of a note (and of the bar's tooltips), corners of `radius`
    (half the padding unless given)."""
    corner = pad // 2 if radius is None else radius
    pygame.draw.rect(surface, TOAST_BG, box, border_radius=corner)
    pygame.draw.rect(surface, TOAST_EDGE, box, 1, border_radius=corner)
