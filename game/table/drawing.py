"""The table's drawing, the renderer's `Scene`: what is at rest (felt, marks, cards, the bar,
the notes, the offer), its small patches (the clock), what moves above it, and when the
next frame is due. A part of `Table` (it mixes this in), kept apart so each half stays
readable."""

from __future__ import annotations

from pygame import Rect, Surface

from game.art.fonts import Fonts
from game.profile.settings import Settings
from game.search_handles import LineSearch
from game.session import GameSession
from game.table.bar_ring import BarRing
from game.table.board import Board, Stale
from game.table.counts import Captions
from game.table.hint_view import Hints
from game.table.hud import Hud, HudText, hud_colors
from game.table.keyboard import Keyboard
from game.table.notes import Notes, note_size
from game.table.presence import Presence
from game.table.rating import DealRating
from game.table.render import Renderer
from game.table.tooltip import Tooltip
from game.table.watching import Watching
from game.table.win import Win

FELT = (22, 110, 58)  # the green table's felt (the window's first colour; `Look` has the rest)


class TableDrawing:
    """The drawing half of `Table`; the attributes are the table's."""

    stale: Stale
    session: GameSession
    board: Board
    fonts: Fonts
    keyboard: Keyboard
    hud: Hud
    notes: Notes
    win: Win
    hints: Hints
    rating: DealRating
    paused: bool
    now: float
    _hud_text: HudText | None
    _clock_shown: str
    renderer: Renderer
    presence: Presence
    watching: Watching | None
    line_search: LineSearch
    kept: GameSession | None

    @property
    def _won_here(self) -> bool:
        """The player's game on the table is won (a replay's win offers nothing)."""
        return self.session.game.is_won and self.kept is None

    def new_hud(self) -> Hud:
        """The bar for the current layout, in the chosen table's colours."""
        colors = hud_colors(self.board.look.table_colors)
        return Hud(self.board.geometry.hud, self.fonts, colors=colors)

    captions: Captions
    tooltip: Tooltip
    bar_ring: BarRing
    settings: Settings

    @property
    def pile_numbers_shown(self) -> bool:
        """The pile keys show by their piles: with the setting, or while the keyboard is
        in use (after a table key, until the mouse is pressed)."""
        return self.settings.pile_numbers or self.keyboard.in_use

    def take_static_dirty(self) -> bool:
        """True once after anything at rest changed."""
        return self.stale.take()

    def hud_text(self) -> HudText:
        """What the HUD shows now."""
        difficulty = self.rating.text(self.session.game.code)
        session = self.session
        replay = self.kept is not None
        return HudText.of(session.game, session.elapsed, session.can_redo, difficulty, replay)

    def _note_size(self) -> int:
        return note_size(self.board.size, self.board.geometry.card_h)

    def draw_static(self, surface: Surface) -> None:
        """Felt, pile marks, every card at rest, the HUD, the notes, the win offer."""
        surface.fill(self.board.look.table_colors.felt)
        self.board.draw_static(surface)
        self.captions.draw(surface, self.board, self.pile_numbers_shown)
        self.keyboard.draw(surface)
        self._hud_text = self.hud_text()
        self._clock_shown = self._hud_text.time
        self.hud.draw(surface, self._hud_text)
        self.bar_ring.draw(surface, self.hud)
        geometry = self.board.geometry
        clear = [caption.rect for caption in self.captions.drawn]
        self.notes.draw(surface, self.board.size, geometry.card_h, geometry.hud.bottom, clear)
        if self.win.offered:
            self.win.draw_offer(surface, self.board.size, self.fonts, self._note_size())
        if self.watching is not None:
            self.watching.draw(surface, self.fonts, self._note_size(), self.hud.colors)
        self.tooltip.draw(surface, self.hud, self._note_size(), clear)

    def take_static_patches(self, surface: Surface) -> list[Rect]:
        """Small redraws of the static layer: the clock, the celebration's trail."""
        rects = []
        text = self.hud_text()
        shown = self._hud_text
        if text != shown:
            if shown is not None and text.time != self._clock_shown and text.moves == shown.moves:
                rects.append(self.hud.draw_clock(surface, text.time))
            else:
                self.hud.draw(surface, text)
                self.bar_ring.draw(surface, self.hud)
                rects.append(Rect(self.hud.rect))
            self._hud_text, self._clock_shown = text, text.time
        return rects + self.win.patches(surface, self.board.size, self.fonts, self._note_size())

    def has_dynamic(self) -> bool:
        """True while a drag, a flight, a flip or a hint (spinner, glow) is on screen."""
        return not self.board.at_rest or self._hint_animates()

    def _hint_animates(self) -> bool:
        """The spinner turns and the glow pulses (not under a dialog: the table waits)."""
        return not self.paused and self.hints.animates(self.board)

    def draw_dynamic(self, surface: Surface) -> list[Rect]:
        """The hint's marks, the moving sprites above the static layer, the drag on top."""
        rects = []
        if self._hint_animates():
            rects = self.hints.draw(surface, self.board, self.hud.hint_icon, self.now)
            rects += self.captions.over(surface, rects)  # the marks never hide a caption
        return rects + self.board.draw_moving(surface)

    def draw(self, surface: Surface, whole: bool) -> list[Rect] | None:
        """What changed since the last frame (the renderer's static layer and dirty
        rectangles), or everything when `whole`."""
        dirty = self.renderer.frame(surface, self)
        if whole and dirty is not None:
            assert self.renderer.static is not None  # made by `frame`
            surface.blit(self.renderer.static, (0, 0))
            if self.has_dynamic():
                self.draw_dynamic(surface)
            return None
        return dirty

    def changed(self) -> bool:
        """True when the next `draw` would draw anything."""
        return (
            self.stale.static
            or self.has_dynamic()
            or bool(self.renderer.previous)
            or self.win.moving(self._won_here)
            or self.hud_text() != self._hud_text
        )

    @property
    def searching(self) -> bool:
        """True while a hint is searched or the deal is rated (in a thread)."""
        return self.hints.busy or self.rating.rater.busy or self.line_search.busy

    def wake_in(self) -> float | None:
        """Seconds until the table changes by itself: 0 while anything moves or a hint is
        searched, else the next note to go, the clock's next second or the deal's rating
        (`DealRating.wake_in`); None when only an event can change it. The loop sleeps
        until then (silent at rest)."""
        if self.has_dynamic() or self.hints.busy or self.win.moving(self._won_here):
            return 0.0
        if self.line_search.busy:
            return 0.0
        times = [
            self.watching.wake_in() if self.watching is not None and not self.paused else None,
            self.notes.wake_in(self.now),
            self.rating.wake_in(self.now, self.session.game.code),
        ]
        if self.session.clock_runs(self.paused or not self.presence.here(self.now)):
            times.append(1.0 - self.session.elapsed % 1.0)
        return min((t for t in times if t is not None), default=None)
