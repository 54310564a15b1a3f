"""The bar at the top of the table: game name and options, score, moves, time, code, buttons."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import NamedTuple

import pygame
from pygame import Rect, Surface

import engine
from game import strings
from game.art.fonts import Fonts
from game.art.hint_marks import spinner
from game.art.looks import TABLES, Rgb, TableColors
from game.table.layout import hud_rows

BAR_COLOR = (12, 52, 30)
BAR_LINE = (40, 100, 62)
TEXT_COLOR = (235, 240, 230)
DIM_COLOR = (160, 190, 165)
BUTTON_COLOR = (30, 90, 55)
BUTTON_EDGE = (90, 150, 105)


class HudColors(NamedTuple):
    """The bar's colours, made from the table's felt (`hud_colors`)."""

    bar: Rgb
    line: Rgb
    dim: Rgb
    button: Rgb
    edge: Rgb


GREEN_HUD = HudColors(BAR_COLOR, BAR_LINE, DIM_COLOR, BUTTON_COLOR, BUTTON_EDGE)


def hud_colors(table: TableColors) -> HudColors:
    """The bar over `table`: its felt, darker for the bar and buttons, lighter for lines
    and dim text (the green table keeps the bar it always had)."""
    if table == TABLES["green"]:
        return GREEN_HUD
    felt = table.felt

    def mixed(toward: int, share: float) -> Rgb:
        r, g, b = (round(c + (toward - c) * share) for c in felt)
        return (r, g, b)

    return HudColors(
        mixed(0, 0.5), mixed(255, 0.25), mixed(255, 0.62), mixed(0, 0.2), mixed(255, 0.4)
    )


BUTTON_SHARE = 0.74  # a button's height, as a share of the bar's
SPINNER_SHARE = 0.72  # the Hint spinner's diameter, as a share of the button's height


class HudButton(StrEnum):
    """What a click on the bar can mean: a button, or the game code (a click copies it)."""

    NEW = "new"
    RESTART = "restart"
    UNDO = "undo"
    REDO = "redo"
    HINT = "hint"
    SHOW_ME = "show-me"  # the solver plays its line from here
    STATISTICS = "statistics"
    SETTINGS = "settings"
    HELP = "help"
    CODE = "code"
    CLOCK = "clock"  # a click pauses


BUTTONS = (
    HudButton.NEW,
    HudButton.RESTART,
    HudButton.UNDO,
    HudButton.REDO,
    HudButton.HINT,
    HudButton.SHOW_ME,
    HudButton.STATISTICS,
    HudButton.SETTINGS,
    HudButton.HELP,
)
# The buttons that play on the position (off once it is won), and with Restart those that
# act on the game on the table (off while a replay plays).
PLAY_BUTTONS = (HudButton.UNDO, HudButton.REDO, HudButton.HINT, HudButton.SHOW_ME)
GAME_BUTTONS = (HudButton.RESTART, *PLAY_BUTTONS)
FONT_SCALES = (1.0, 0.9, 0.8, 0.72, 0.64)  # tried in turn until the bar's right side fits


def button_labels() -> dict[HudButton, str]:
    """The buttons' labels in the active language."""
    return {
        HudButton.NEW: strings.NEW,
        HudButton.RESTART: strings.RESTART,
        HudButton.UNDO: strings.UNDO,
        HudButton.REDO: strings.REDO,
        HudButton.HINT: strings.HINT,
        HudButton.SHOW_ME: strings.SHOW_ME,
        HudButton.STATISTICS: strings.STATISTICS,
        HudButton.SETTINGS: strings.SETTINGS,
        HudButton.HELP: strings.HELP,
    }


@dataclass(frozen=True)
class HudText:
    """Everything the bar shows; two equal values draw the same bar."""

    title: str
    options: str
    score: str
    moves: int
    time: str
    code: str
    can_undo: bool
    can_redo: bool = False
    won: bool = False  # Undo and Hint show off after a win (the win is already counted)
    difficulty: str = ""  # "Difficulty: hard" once the deal is rated (translated)
    replay: bool = False  # a replay plays: the buttons that act on a game show off

    @classmethod
    def of(
        cls,
        game: engine.Game,
        elapsed: float,
        can_redo: bool,
        difficulty: str = "",
        replay: bool = False,
    ) -> HudText:
        """What the bar shows for `game` after `elapsed` seconds of play."""
        return cls(
            title=strings.game_title(game.variant_id),
            options=strings.options_text(game.option_set),
            score=strings.minus_sign(game.score_text),
            moves=game.moves,
            time=clock_text(elapsed),
            code=game.code,
            can_undo=game.can_undo,
            can_redo=can_redo,
            won=game.is_won,
            difficulty=difficulty,
            replay=replay,
        )


def clock_text(seconds: float) -> str:
    """Elapsed time as mm:ss (minutes keep counting past 59)."""
    whole = int(seconds)
    return f"{whole // 60:02d}:{whole % 60:02d}"


@dataclass(repr=False, eq=False)
class Hud:
    """Draws the bar into its rectangle (the top of the window) and knows its buttons."""

    rect: Rect
    fonts: Fonts = field(default_factory=Fonts)
    buttons: dict[HudButton, Rect] = field(default_factory=dict)
    clock_rect: Rect = field(default_factory=Rect)
    code_rect: Rect | None = None  # where the game code shows (a click copies it)
    texts: dict[str, Rect] = field(default_factory=dict)  # where each text of the bar landed
    hint_icon: Rect | None = None  # the ring on the Hint button (the spinner turns there)
    colors: HudColors = GREEN_HUD  # the chosen table's (`hud_colors`)
    dropped: list[str] = field(default_factory=list)  # texts the width left out (a tooltip)
    text_row: Rect = field(default_factory=Rect)  # the name, code, score and clock
    button_row: Rect = field(default_factory=Rect)  # the buttons (the same row, if one)
    _small: pygame.font.Font | None = None  # the bar's small font as last drawn (the clock)
    _cache: tuple[HudText, Surface] | None = None

    def forget(self) -> None:
        """Drop the cached bar (the language changed)."""
        self._cache = None

    def texts_of(self, part: HudButton) -> str:
        """What a part of the bar that is no button says (the code, the clock)."""
        if part is HudButton.CODE:
            return strings.message("COPY_CODE_TIP")
        return strings.message("PAUSE_TIP")

    def button_at(self, pos: tuple[int, int]) -> HudButton | None:
        """The button under `pos` (`CODE` for the game code, `CLOCK` for the clock), if
        any."""
        for name, rect in self.buttons.items():
            if rect.collidepoint(pos):
                return name
        if self.code_rect is not None and self.code_rect.collidepoint(pos):
            return HudButton.CODE
        if self.clock_rect.collidepoint(pos):
            return HudButton.CLOCK
        return None

    def draw(self, surface: Surface, text: HudText) -> None:
        """The whole bar (kept as an image: the table redraws it far more often than it
        changes)."""
        if self._cache is None or self._cache[0] != text:
            image = Surface(self.rect.size)
            self._draw(image, text)
            self._cache = (text, image)
        surface.blit(self._cache[1], self.rect)

    def _draw(self, surface: Surface, text: HudText) -> None:
        """The whole bar onto a surface of the bar's size. The buttons, the score, the
        moves and the clock always show: the fonts shrink until they fit the width. The
        title, the options and the code take the room left, in that order of need."""
        surface.fill(self.colors.bar)
        bottom = self.rect.bottom - 1
        pygame.draw.line(
            surface, self.colors.line, (self.rect.left, bottom), (self.rect.right, bottom)
        )
        height = self.rect.height // hud_rows(self.rect.width)  # a row's
        self.text_row = Rect(self.rect.x, self.rect.y, self.rect.width, height)
        self.button_row = Rect(self.rect.x, self.rect.bottom - height, self.rect.width, height)
        pad = max(6, height // 3)
        stats = f"{strings.SCORE} {text.score}    {strings.MOVES} {text.moves}"
        left = (text.title, f"{strings.CODE} {text.code}")
        scale = self._scale_that_fits(stats, left, pad)
        big = self.fonts.get(round(height * 0.62 * scale), bold=True)
        small = self._small = self.fonts.get(round(height * 0.5 * scale))
        self.buttons, self.texts = {}, {}
        right = self.rect.right - pad
        labels = button_labels()
        for name in reversed(BUTTONS):
            right = self._button(surface, small, name, labels[name], right, text) - pad // 2
            if name == "statistics":
                right -= pad
        right = right - pad if self.one_row else self.rect.right - pad
        clock_width = small.size("00:00:00")[0]
        self.clock_rect = Rect(right - clock_width, self.text_row.y, clock_width, height - 1)
        self.draw_clock(surface, text.time)
        stats_x = self.clock_rect.x - pad - small.size(stats)[0]
        self._text(surface, small, stats, stats_x, TEXT_COLOR, name="stats")
        self._draw_left(surface, text, (big, small), pad, stats_x - pad)

    @property
    def one_row(self) -> bool:
        """Whether the buttons share the row of the texts (else they have their own)."""
        return self.button_row.y == self.text_row.y

    def _scale_that_fits(self, stats: str, left: tuple[str, ...], pad: int) -> float:
        """The largest of `FONT_SCALES` at which the buttons, the clock and the stats (the
        right side) and the `left` texts (the title and the code, in the small font) fit
        the bar's width, in one row or in their own rows; failing that, the largest at
        which the right side alone fits."""
        fits_right = []
        for scale in FONT_SCALES:
            font = self.fonts.get(round(self.text_row.height * 0.5 * scale))
            buttons, clock = self._right_widths(font, pad, stats)
            lefts = sum(font.size(part)[0] + pad for part in left) + pad  # + slack
            if self.one_row:
                right, wanted = buttons + clock + 2 * pad, buttons + clock + 2 * pad + lefts
            else:
                right = max(buttons, clock) + 2 * pad
                wanted = max(buttons + 2 * pad, clock + 2 * pad + lefts)
            if wanted <= self.rect.width:
                return scale
            if right <= self.rect.width:
                fits_right.append(scale)
        return fits_right[0] if fits_right else FONT_SCALES[-1]

    def _icon_size(self) -> int:
        """The Hint button's spinner: most of the button's height, so it reads at a glance
        at any window size (issue 15: "the hint spinner is tiny")."""
        return round(round(self.button_row.height * BUTTON_SHARE) * SPINNER_SHARE)

    def _right_widths(self, font: pygame.font.Font, pad: int, stats: str) -> tuple[int, int]:
        """How wide the buttons are, and the clock and the stats, at `font` (as `_draw`
        places them, without the outer pads)."""
        labels = button_labels()
        buttons = 0
        for name in BUTTONS:
            label_w, _ = font.size(labels[name])
            label_h = font.render(labels[name], True, TEXT_COLOR).get_height()  # as `_button`
            icon = self._icon_size() if name == "hint" else 0
            buttons += label_w + 2 * (label_h // 2) + icon + icon // 4 + pad // 2
        clock = pad + font.size("00:00:00")[0] + pad + font.size(stats)[0]
        return buttons + pad, clock

    def _draw_left(
        self,
        surface: Surface,
        text: HudText,
        fonts: tuple[pygame.font.Font, pygame.font.Font],
        pad: int,
        limit: int,
    ) -> None:
        """The title, then the options and the code (a click copies it) while they fit
        before `limit`: a narrow window drops the options first, then the code, then
        draws the title smaller, then leaves it out."""
        big, small = fonts
        x = self.rect.x + pad
        code = f"{strings.CODE} {text.code}"
        options_room = small.size(text.options)[0] + pad
        code_room = small.size(code)[0] + pad
        self.code_rect = None
        self.dropped = [text.options, code, *([text.difficulty] if text.difficulty else [])]
        choices = (  # most complete first: (title font, options shown, code shown)
            (big, True, True),
            (big, False, True),
            (small, False, True),
            (big, False, False),
            (small, False, False),
        )
        for title_font, options, with_code in choices:
            wanted = title_font.size(text.title)[0]
            wanted += options * options_room + with_code * code_room
            if x + wanted <= limit:
                break
        else:
            self.dropped.insert(0, text.title)
            return
        x = self._text(surface, title_font, text.title, x, TEXT_COLOR, name="title") + pad
        if options:
            x = self._text(surface, small, text.options, x, self.colors.dim, name="options") + pad
            self.dropped.remove(text.options)
        if with_code:
            right = self._text(
                surface, small, code, x, self.colors.dim, underline=True, name="code"
            )
            self.code_rect = Rect(x, self.text_row.y, right - x, self.text_row.height)
            x = right + pad
            self.dropped.remove(code)
        if text.difficulty and with_code and x + small.size(text.difficulty)[0] <= limit:
            self._text(surface, small, text.difficulty, x, self.colors.dim, name="difficulty")
            self.dropped.remove(text.difficulty)

    def draw_clock(self, surface: Surface, time: str) -> Rect:
        """Only the clock (it changes every second; the rest of the bar does not)."""
        surface.fill(self.colors.bar, self.clock_rect)
        font = self._small or self.fonts.get(round(self.text_row.height * 0.5))
        image = font.render(time, True, TEXT_COLOR)
        surface.blit(image, image.get_rect(midright=self.clock_rect.midright))
        return Rect(self.clock_rect)

    def _text(
        self,
        surface: Surface,
        font: pygame.font.Font,
        text: str,
        x: int,
        color: tuple[int, int, int],
        underline: bool = False,
        name: str = "",
    ) -> int:
        """Text vertically centred in the bar at `x` (dotted underline: clickable), kept in
        `texts[name]`; returns its right edge."""
        image = font.render(text, True, color)
        rect = image.get_rect(midleft=(x, self.text_row.centery))
        surface.blit(image, rect)
        if name:
            self.texts[name] = Rect(rect)
        if underline:
            for dot in range(rect.left, rect.right, 4):
                surface.fill(color, (dot, rect.bottom - 1, 2, 1))
        return rect.right

    def _button(
        self,
        surface: Surface,
        font: pygame.font.Font,
        name: HudButton,
        label: str,
        right: int,
        text: HudText,
    ) -> int:
        """A button ending at `right`; returns its left edge."""
        off = (
            (name == HudButton.UNDO and not text.can_undo)
            or (name == HudButton.REDO and not text.can_redo)
            or (name in PLAY_BUTTONS and text.won)
            or (name in GAME_BUTTONS and text.replay)
        )
        image = font.render(label, True, self.colors.dim if off else TEXT_COLOR)
        pad = image.get_height() // 2
        icon = self._icon_size() if name == "hint" else 0
        height = round(self.button_row.height * BUTTON_SHARE)
        rect = Rect(0, 0, image.get_width() + 2 * pad + icon + icon // 4, height)
        rect.midright = (right, self.button_row.centery)
        radius = rect.height // 4
        pygame.draw.rect(surface, self.colors.button, rect, border_radius=radius)
        pygame.draw.rect(surface, self.colors.edge, rect, 1, border_radius=radius)
        surface.blit(image, image.get_rect(midright=(rect.right - pad, rect.centery)))
        if icon:
            ring = Rect(0, 0, icon, icon)
            ring.midleft = (rect.x + pad * 3 // 4, rect.centery)
            self.hint_icon = spinner(surface, ring, None, self.colors.button)
        self.buttons[name] = rect
        return rect.left
