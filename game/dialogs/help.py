"""The Help dialog: a tab per game, its page scrolling between the tabs and Close."""

from __future__ import annotations

import pygame
from pygame import Rect, Surface

import engine
from game import strings
from game.art.fonts import Fonts
from game.commands import Command
from game.dialogs import help_text
from game.dialogs.base import Dialog
from game.dialogs.buttons import Choice, Key, Pick, Press, Row
from game.dialogs.painter import CHOICE, CHOICE_EDGE, PANEL, PANEL_EDGE, Painter, unit_for
from game.keymap import Keymap, Scope
from game.strings import _

SCROLL_STEPS = 9  # a scroll step is this share of the view (Page Down scrolls 8 of them)


class HelpDialog(Dialog):
    """The rules of each game (a tab each), the refusal rules, scoring and our decisions."""

    scopes = (Scope.PAGE, Scope.DIALOG)  # ↑ ↓ scroll the page; Tab moves the focus

    width_units = 44
    tabs = tuple(engine.GAME_OPTIONS)  # "DS", "TF", "SH"

    def __init__(self, variant_id: str, keymap: Keymap) -> None:
        super().__init__()
        self.keymap = keymap  # the app's: the keys as this system reads them
        self.tab = variant_id if variant_id in self.tabs else "DS"
        self.offset = 0
        self.content_height = 0
        self.view = Rect(0, 0, 0, 0)

    def draw_panel(self, surface: Surface, fonts: Fonts) -> None:
        """A fixed panel: tabs at the top, Close at the bottom, the page scrolls between."""
        size = surface.get_size()
        unit = unit_for(size)
        self.panel = Rect(0, 0, min(size[0] - unit, unit * self.width_units), size[1] - 2 * unit)
        self.panel.center = (size[0] // 2, size[1] // 2)
        pygame.draw.rect(surface, PANEL, self.panel, border_radius=unit // 2)
        pygame.draw.rect(surface, PANEL_EDGE, self.panel, 2, border_radius=unit // 2)
        inner = self.panel.inflate(-2 * unit, -2 * unit)
        top = Painter(surface, fonts, unit, inner)
        top.title(_("Help"))
        top.row(
            _("Game"),
            [Choice(Pick(Row.TAB, g), strings.game_title(g), self.tab == g) for g in self.tabs],
        )
        bottom_height = round(unit * 1.9)
        gap = max(2, unit // 4)
        view_top = top.y + gap
        self.view = Rect(
            inner.x, view_top, inner.width, inner.bottom - view_top - bottom_height - unit
        )
        bar = Rect(0, self.view.y, max(4, unit // 3), self.view.height)
        bar.right = self.view.right
        page = self.page(fonts, unit, self.view.width - bar.width - unit // 2)
        self.content_height = page.get_height()
        self.offset = max(0, min(self.offset, self.content_height - self.view.height))
        surface.blit(page, self.view, Rect(0, self.offset, page.get_width(), self.view.height))
        for y in (self.view.top - 1, self.view.bottom):  # the page scrolls between two lines
            pygame.draw.line(surface, CHOICE_EDGE, (self.view.left, y), (self.view.right, y))
        self._draw_scroll_bar(surface, bar)
        footer_top = inner.bottom - bottom_height - round(unit * 0.6)
        footer = Painter(surface, fonts, unit, Rect(inner.x, footer_top, inner.width, 0))
        footer.actions([Choice(Press.CLOSE, _("Close"))], self.primary)
        self.buttons = top.buttons + footer.buttons
        self.placed = top.placed + footer.placed
        self._draw_focus(surface, unit)
        self.dirty = False

    def _draw_scroll_bar(self, surface: Surface, track: Rect) -> None:
        """Where the view is in the page, and how much of it shows (nothing to show when
        the page fits)."""
        if self.content_height <= self.view.height:
            return
        radius = track.width // 2
        pygame.draw.rect(surface, CHOICE, track, border_radius=radius)
        shown = self.view.height / self.content_height
        thumb = Rect(track.x, 0, track.width, max(track.width * 2, round(track.height * shown)))
        room = track.height - thumb.height
        thumb.y = track.y + round(room * self.offset / (self.content_height - self.view.height))
        pygame.draw.rect(surface, CHOICE_EDGE, thumb, border_radius=radius)

    def page(self, fonts: Fonts, unit: int, width: int) -> Surface:
        """The whole help page of the current tab, as tall as it needs to be."""
        measure = Painter(None, fonts, unit, Rect(0, 0, width, 0))
        self.compose(measure)
        page = Surface((max(1, width), max(1, measure.y + unit)))  # any window size
        page.fill(PANEL)
        self.compose(Painter(page, fonts, unit, Rect(0, 0, width, 0)))
        return page

    def compose(self, painter: Painter) -> None:
        for heading, paragraphs in help_text.sections(self.tab, self.keymap):
            painter.heading(heading)
            for paragraph in paragraphs:
                painter.text(f"• {paragraph}")
        painter.heading(_("Scoring"))
        painter.grid(help_text.scoring_table(), first_width=0.4)

    def click(self, key: Key) -> Command | None:
        match key:
            case Pick(Row.TAB, str(tab)):
                self.tab, self.offset = tab, 0
                return None
        return super().click(key)

    def scroll(self, amount: int) -> Command | None:
        """`amount` steps of a ninth of the view (↑ ↓ and the wheel one, Page Up and Page
        Down eight: a page, with its last ninth kept in view)."""
        self.offset -= amount * max(1, self.view.height // SCROLL_STEPS)
        end = self.content_height - self.view.height  # End, then Up: from the end
        self.offset = max(0, min(self.offset, end))
        return None
