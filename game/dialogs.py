"""Modal dialogs drawn over the table: New Game, Confirm, Settings, Statistics, Help.

A dialog lays itself out with a `Painter` (top to bottom: once to measure, once to draw),
remembers where its buttons landed, and turns clicks and keys into `Command`s that the app
carries out. Every text is translated while drawing, so a language switch shows at once.
Everything works with the mouse alone; Enter confirms and Esc closes.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field, replace

import pygame
from pygame import Rect, Surface

import engine
from engine.codes import Options
from game import helptext, strings
from game.art.fonts import Fonts
from game.art.hint_marks import spinner
from game.hint import DealSearch, Task
from game.keys import ENTER_KEYS, shortcut_key
from game.settings import NewGameChoice, Settings
from game.statistics import Record, Statistics
from game.strings import _

PANEL = (246, 242, 230)
PANEL_EDGE = (120, 100, 60)
INK = (40, 36, 30)
MUTED = (115, 105, 95)
ERROR = (170, 30, 30)
GOOD = (20, 110, 55)
CHOICE = (228, 222, 205)
CHOICE_EDGE = (170, 160, 140)
CHOICE_ON = (30, 110, 62)
CHOICE_ON_TEXT = (255, 255, 255)
DISABLED_TEXT = (175, 170, 160)
FIELD = (255, 255, 255)
VEIL = (0, 0, 0, 130)
CODE_LIMIT = 40  # characters the code field takes


@dataclass(frozen=True)
class Command:
    """What a dialog asks the app to do: "close", "start" (a code), "setting" (name, value)…"""

    name: str
    value: object = None


@dataclass
class Button:
    """A clickable rectangle and the key a click on it reports."""

    key: str
    rect: Rect
    enabled: bool = True


@dataclass(frozen=True)
class Placed:
    """A text as laid out: its natural width in pixels and the room it was given (a button,
    a field, a column). Wider than its room, it is drawn scaled down (see `fit`)."""

    text: str
    width: int
    room: Rect


@dataclass
class Choice:
    """One button of a row: its key, label, and whether it is chosen / usable."""

    key: str
    label: str
    selected: bool = False
    enabled: bool = True


class Painter:
    """Lays out a dialog's content top to bottom; draws only when given a surface."""

    def __init__(self, surface: Surface | None, fonts: Fonts, unit: int, area: Rect) -> None:
        self.surface, self.fonts, self.unit = surface, fonts, unit
        self.left, self.y, self.width = area.x, area.y, area.width
        self.buttons: list[Button] = []
        self.placed: list[Placed] = []
        self.label_width = round(self.width * 0.24)

    def font(self, scale: float = 1.0, bold: bool = False) -> pygame.font.Font:
        return self.fonts.get(round(self.unit * scale), bold)

    def _blit(self, image: Surface, pos: tuple[int, int]) -> None:
        if self.surface is not None:
            self.surface.blit(image, pos)

    def place(self, font: pygame.font.Font, text: str, room: Rect) -> None:
        """Remember a text and the room it has (for the layout tests)."""
        self.placed.append(Placed(text, font.size(text)[0], Rect(room)))

    def align(self, labels: list[str]) -> None:
        """Widen the label column so rows with these labels start their buttons together."""
        widest = max(self.font().size(label)[0] for label in labels) + self.unit
        self.label_width = max(self.label_width, min(widest, self.width // 2))

    def progress(self, text: str, phase: float) -> None:
        """A turning spinner followed by a line of text (a search in progress)."""
        font = self.font(0.9)
        size = font.get_linesize()
        ring = Rect(self.left, self.y, size, size).inflate(-size // 8, -size // 8)
        if self.surface is not None:
            spinner(self.surface, ring, phase, PANEL, CHOICE_EDGE, GOOD)
        image = font.render(text, True, INK)
        self._blit(image, (self.left + size + self.unit // 2, self.y))
        room = Rect(self.left + size + self.unit // 2, self.y, self.width - size - self.unit, size)
        self.place(font, text, room)
        self.y += size + self.unit // 3

    def gap(self, units: float = 0.5) -> None:
        self.y += round(self.unit * units)

    def title(self, text: str) -> None:
        image = self.font(1.5, bold=True).render(text, True, INK)
        self._blit(image, (self.left, self.y))
        self.y += image.get_height() + self.unit // 2

    def heading(self, text: str) -> None:
        self.gap(0.4)
        image = self.font(1.15, bold=True).render(text, True, INK)
        self._blit(image, (self.left, self.y))
        self.y += image.get_height() + self.unit // 3

    def text(
        self, text: str, color: tuple[int, int, int] = INK, indent: int = 0, scale: float = 1.0
    ) -> None:
        """A paragraph wrapped to the width."""
        font = self.font(scale)
        for line in wrap(font, text, self.width - indent):
            image = font.render(line, True, color)
            self._blit(image, (self.left + indent, self.y))
            self.y += font.get_linesize()
        self.y += self.unit // 3

    @property
    def row_height(self) -> int:
        """The height of a row's buttons."""
        return round(self.unit * 1.8)

    def blank_row(self) -> None:
        """The room of one `row` that fits on one line, left empty."""
        self.y += self.row_height + self.unit // 2

    def row(self, label: str, choices: list[Choice]) -> None:
        """A label in the left column and a row of choice buttons (wrapping if needed)."""
        font = self.font()
        height = self.row_height
        image = font.render(label, True, INK)
        self._blit(image, image.get_rect(midleft=(self.left, self.y + height // 2)).topleft)
        x = self.left + max(self.label_width, image.get_width() + self.unit)
        self.place(font, label, Rect(self.left, self.y, x - self.left, height))
        for choice in choices:
            width = font.size(choice.label)[0] + self.unit * 2
            if x + width > self.left + self.width and x > self.left + self.label_width:
                x = self.left + self.label_width
                self.y += height + self.unit // 3
            rect = Rect(x, self.y, width, height)
            self.button(rect, choice)
            x += width + self.unit // 2
        self.y += height + self.unit // 2

    def button(self, rect: Rect, choice: Choice, primary: bool = False) -> None:
        """Draw one button and remember it."""
        self.buttons.append(Button(choice.key, Rect(rect), choice.enabled))
        self.place(self.font(), choice.label, rect.inflate(-4, 0))
        if self.surface is None:
            return
        on = choice.selected or (primary and choice.enabled)
        fill = CHOICE_ON if on else CHOICE
        color = CHOICE_ON_TEXT if on else (INK if choice.enabled else DISABLED_TEXT)
        radius = rect.height // 4
        pygame.draw.rect(self.surface, fill, rect, border_radius=radius)
        pygame.draw.rect(self.surface, CHOICE_EDGE, rect, 1, border_radius=radius)
        image = fit(self.font().render(choice.label, True, color), rect.width - 4)
        self.surface.blit(image, image.get_rect(center=rect.center))

    def field(self, label: str, text: str, placeholder: str, extra: Choice | None) -> None:
        """A one-line text field with a caret (and a button after it, e.g. Paste)."""
        font = self.font()
        height = self.row_height
        image = font.render(label, True, INK)
        self._blit(image, image.get_rect(midleft=(self.left, self.y + height // 2)).topleft)
        x = self.left + max(self.label_width, image.get_width() + self.unit)
        extra_width = font.size(extra.label)[0] + self.unit * 2 if extra else 0
        box = Rect(x, self.y, self.left + self.width - x - extra_width - self.unit // 2, height)
        self.buttons.append(Button("field", Rect(box)))
        self.place(font, label, Rect(self.left, self.y, x - self.left, height))
        self.place(font, text or placeholder, box.inflate(-self.unit, 0))
        if self.surface is not None:
            pygame.draw.rect(self.surface, FIELD, box, border_radius=4)
            pygame.draw.rect(self.surface, CHOICE_EDGE, box, 1, border_radius=4)
            shown = font.render(text or placeholder, True, INK if text else MUTED)
            shown = fit(shown, box.width - self.unit)
            spot = shown.get_rect(midleft=(box.x + self.unit // 2, box.centery))
            self.surface.blit(shown, spot)
            caret_x = spot.right + 1 if text else spot.left - 3  # before the placeholder
            pygame.draw.line(self.surface, INK, (caret_x, box.y + 5), (caret_x, box.bottom - 6), 2)
        if extra is not None:
            self.button(Rect(box.right + self.unit // 2, self.y, extra_width, height), extra)
        self.y += height + self.unit // 3

    def actions(self, choices: list[Choice], primary: str) -> None:
        """The dialog's buttons, right-aligned at the bottom; `primary` is what Enter does."""
        font = self.font()
        height = round(self.unit * 1.9)
        self.gap(0.6)
        right = self.left + self.width
        for choice in reversed(choices):
            width = max(font.size(choice.label)[0] + self.unit * 2, self.unit * 6)
            right -= width
            self.button(Rect(right, self.y, width, height), choice, choice.key == primary)
            right -= self.unit // 2
        self.y += height

    def grid(self, rows: list[tuple[str, ...]], first_width: float = 0.3) -> None:
        """A table: the first row bold; the first column wider, the others right-aligned."""
        font, bold = self.font(0.9), self.font(0.9, bold=True)
        first = round(self.width * first_width)
        column = (self.width - first) // max(1, len(rows[0]) - 1)
        for index, row in enumerate(rows):
            use = bold if index == 0 else font
            lines_in_row = 1
            for col, cell in enumerate(row):
                room = (first if col == 0 else column) - 6
                right = self.left + first + column * col
                # a header too wide for its column goes on more lines; a body cell shrinks
                lines = wrap(use, cell, room) if index == 0 else [cell]
                lines_in_row = max(lines_in_row, len(lines))
                for number, line in enumerate(lines):
                    y = self.y + number * use.get_linesize()
                    x = self.left if col == 0 else right - room
                    self.place(use, line, Rect(x, y, room, use.get_linesize()))
                    image = fit(use.render(line, True, INK), room)
                    left = self.left if col == 0 else right - image.get_width()
                    self._blit(image, (left, y))
            self.y += use.get_linesize() * lines_in_row + self.unit // 4
            if index == 0:  # a rule under the header, with room before the first row
                if self.surface is not None:
                    start, end = (self.left, self.y), (self.left + self.width, self.y)
                    pygame.draw.line(self.surface, CHOICE_EDGE, start, end)
                self.y += max(2, self.unit // 4)
        self.y += self.unit // 3


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Words of `text` in lines no wider than `width` pixels."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and font.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines


def fit(image: Surface, width: int) -> Surface:
    """Shrink a rendered text that is wider than `width` (a long translation still fits)."""
    if image.get_width() <= width or width <= 0:
        return image
    return pygame.transform.smoothscale_by(image, width / image.get_width())


def unit_for(size: tuple[int, int]) -> int:
    """The dialog's base text size in pixels for a window size."""
    return max(14, min(size[1] // 34, size[0] // 48))


class Dialog(ABC):
    """The common part: panel, veil, layout, clicks, Enter and Esc."""

    width_units = 34  # the panel's width in text units (at most the window's width)
    primary = "close"  # the button Enter presses

    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.placed: list[Placed] = []  # the texts of the last draw and their room
        self.panel = Rect(0, 0, 0, 0)
        self.dirty = True

    @abstractmethod
    def compose(self, painter: Painter) -> None:
        """Lay out and draw the content (called twice per draw: measure, then draw)."""

    def draw(self, surface: Surface, fonts: Fonts) -> None:
        """The panel, centred, with its content."""
        size = surface.get_size()
        unit = unit_for(size)
        pad = unit
        width = min(size[0] - unit, unit * self.width_units)
        measure = Painter(None, fonts, unit, Rect(0, 0, width - 2 * pad, 0))
        self.compose(measure)
        height = min(size[1] - unit, measure.y + 2 * pad)
        self.panel = Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        pygame.draw.rect(surface, PANEL, self.panel, border_radius=unit // 2)
        pygame.draw.rect(surface, PANEL_EDGE, self.panel, 2, border_radius=unit // 2)
        painter = Painter(surface, fonts, unit, self.panel.inflate(-2 * pad, -2 * pad))
        self.compose(painter)
        self.buttons, self.placed = painter.buttons, painter.placed
        self.dirty = False

    def key_at(self, pos: tuple[int, int]) -> str | None:
        """The key of the enabled button under `pos`."""
        for button in self.buttons:
            if button.enabled and button.rect.collidepoint(pos):
                return button.key
        return None

    def handle(self, event: pygame.event.Event) -> Command | None:
        """A click, Enter, Esc, typing or the wheel; returns what the app should do."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            key = self.key_at(event.pos)
            self.dirty = True
            return self.click(key) if key is not None else None
        if event.type == pygame.KEYDOWN:
            self.dirty = True
            if event.key == pygame.K_ESCAPE:
                return Command("close")
            if event.key in ENTER_KEYS:
                return self.click(self.primary) if self.enabled(self.primary) else None
            return self.key(event)
        if event.type == pygame.TEXTINPUT:
            self.dirty = True
            return self.text_input(event.text)
        if event.type == pygame.MOUSEWHEEL:
            self.dirty = True
            return self.scroll(event.y)
        return None

    def enabled(self, key: str) -> bool:
        """True when the button `key` can be pressed now."""
        return all(button.enabled for button in self.buttons if button.key == key)

    def click(self, key: str) -> Command | None:
        return Command("close") if key == "close" else None

    def update(self, dt: float) -> Command | None:
        """Once a frame while the dialog is on top (work in the background reports here)."""
        return None

    def closed(self) -> None:  # noqa: B027 - most dialogs start nothing to stop
        """The dialog left the screen: stop what it started."""

    def key(self, event: pygame.event.Event) -> Command | None:
        return None

    def text_input(self, text: str) -> Command | None:
        return None

    def scroll(self, amount: int) -> Command | None:
        return None


class ConfirmDialog(Dialog):
    """A question with Cancel and a button that carries out `command`."""

    width_units = 26
    primary = "yes"

    def __init__(
        self, question: Callable[[], str], yes: Callable[[], str], command: Command
    ) -> None:
        super().__init__()
        self.question, self.yes, self.command = question, yes, command

    def compose(self, painter: Painter) -> None:
        painter.text(self.question())
        painter.actions([Choice("close", _("Cancel")), Choice("yes", self.yes())], self.primary)

    def click(self, key: str) -> Command | None:
        return self.command if key == "yes" else super().click(key)


@dataclass
class CodeCheck:
    """The code field's text judged by the engine: a game, an error, or nothing typed."""

    text: str
    game: engine.Game | None = None
    failure: ValueError | None = None

    @property
    def error(self) -> str | None:
        """What is wrong with the code, in the active language (None when nothing is)."""
        return None if self.failure is None else strings.code_problem(self.failure)

    @classmethod
    def of(cls, text: str) -> CodeCheck:
        if not text.strip():
            return cls(text)
        try:
            return cls(text, game=engine.Game.from_code(text))
        except ValueError as error:
            return cls(text, failure=error)


@dataclass
class NewGameDialog(Dialog):
    """Game, options and deal (random or a code); remembers the choices it starts with."""

    choice: NewGameChoice
    current_code: str
    paste: Callable[[], str | None]
    code: CodeCheck = field(default_factory=lambda: CodeCheck(""))
    search: DealSearch | None = None  # looking for a winnable deal (Start with the option on)
    task: Task | None = None
    search_failed: bool = False  # the last winnable-deal search broke down (shown, not hidden)
    clock: float = 0.0
    primary = "start"
    width_units = 44

    def __post_init__(self) -> None:
        super().__init__()
        self.choice = replace(self.choice)

    def compose(self, painter: Painter) -> None:
        painter.title(_("New game"))
        labels = [_("Game"), _("Draw"), _("Scoring"), _("Cells"), _("Winnable deals only")]
        painter.align([*labels, _("Game code")])
        self._option_rows(painter)
        painter.gap(0.3)
        self._code_rows(painter)
        idle = self.search is None
        painter.actions(
            [
                Choice("replay", _("Replay this deal"), enabled=idle),
                Choice("close", _("Cancel")),
                Choice("start", _("Start"), enabled=idle and self.code.error is None),
            ],
            self.primary,
        )

    def _option_rows(self, painter: Painter) -> None:
        """Game, then its options (a valid typed code shows its own), then winnable only.
        Every game takes as many rows as Double Solitaire, so nothing below moves."""
        choice, game = self.choice, self.code.game
        shown = game.variant_id if game else choice.game
        painter.row(
            _("Game"),
            [Choice(f"game:{g}", strings.game_title(g), shown == g) for g in ("DS", "TF", "SH")],
        )
        if shown in ("DS", "TF"):
            draw = (
                game.draw_count if game else (choice.ds_draw if shown == "DS" else choice.tf_draw)
            )
            painter.row(
                _("Draw"),
                [
                    Choice("draw:1", _("Draw 1 · Easy"), draw == 1),
                    Choice("draw:3", _("Draw 3 · Hard"), draw == 3),
                ],
            )
        if shown == "DS":
            vegas = game.vegas if game else choice.vegas
            painter.row(
                _("Scoring"),
                [Choice("vegas:0", _("Normal"), not vegas), Choice("vegas:1", _("Vegas"), vegas)],
            )
        if shown == "SH":
            cells = game.cell_count if game else choice.cells
            labels = {4: _("4 · Easy"), 2: _("2 · Medium"), 1: _("1 · Hard")}
            painter.row(
                _("Cells"), [Choice(f"cells:{n}", labels[n], cells == n) for n in (4, 2, 1)]
            )
        if shown != "DS":
            painter.blank_row()
        searchable = game is None and self.winnable_searchable()
        winnable = choice.winnable and searchable
        painter.row(
            _("Winnable deals only"),
            [
                Choice("winnable:1", _("On"), winnable, enabled=searchable),
                Choice("winnable:0", _("Off"), not winnable, enabled=searchable),
            ],
        )

    def _code_rows(self, painter: Painter) -> None:
        """The code field, then what it deals (or what is wrong, or the search's progress)."""
        painter.field(
            _("Game code"),
            self.code.text,
            _("empty: a random deal"),
            Choice("paste", _("Paste")),
        )
        if self.search is None:
            painter.text(*self.code_line(), scale=0.9)
        else:
            text = _("Looking for a winnable deal… {n} tried").format(n=self.search.tried)
            painter.progress(text, self.clock)

    def code_line(self) -> tuple[str, tuple[int, int, int]]:
        """What the code field holds: a random deal, the game a code deals, or what is wrong."""
        if self.code.error is not None:
            return self.code.error, ERROR
        if self.search_failed:
            return _("The search for a winnable deal failed. Start again or turn it off."), ERROR
        game = self.code.game
        if game is None and not self.winnable_searchable():
            return _("A random deal (winnable deals only needs Normal scoring)."), MUTED
        if game is None:
            return _("A random deal with the options above."), MUTED
        options = strings.options_text(
            game.variant_id, game.draw_count, game.vegas, game.cell_count
        )
        text = _("This code deals {game} · {options} (its options are used).").format(
            game=strings.game_title(game.variant_id), options=options
        )
        return text, GOOD

    def handle(self, event: pygame.event.Event) -> Command | None:
        """While a winnable deal is searched, Esc and Cancel stop the search (the dialog
        stays) and the other buttons wait."""
        if self.search is None:
            return super().handle(event)
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if escape or (click and self.key_at(event.pos) == "close"):
            self.stop_search()
        return None

    def click(self, key: str) -> Command | None:
        name, _sep, value = key.partition(":")
        if name in ("game", "draw", "vegas", "cells", "winnable"):
            self.choose(name, value)
            return None
        if key == "paste":
            return self.text_input((self.paste() or "").strip())
        if key == "start":
            return self.start()
        if key == "replay":
            return Command("replay", self.current_code)
        return super().click(key)

    def winnable_searchable(self) -> bool:
        """Whether "Winnable deals only" can be offered for the chosen options. Not with
        Double Solitaire's Vegas scoring: the solver almost never settles such a deal within
        the few seconds a deal gets (none of 80 tried, docs/SOLVER.md), so the search would
        run on and on."""
        return not (self.choice.game == "DS" and self.choice.vegas)

    def start(self) -> Command | None:
        """The typed code, a random deal, or (winnable deals only) a search for one."""
        game = self.code.game
        if game is not None:
            return Command("start", game.code)
        if not (self.choice.winnable and self.winnable_searchable()):
            return Command("start", engine.random_code(self.choice.prefix()))
        self.search, self.search_failed = DealSearch(self.choice.prefix()), False
        self.task = Task(self.search.run)
        return None

    def stop_search(self) -> None:
        """Cancel the search for a winnable deal; the dialog is usable again."""
        if self.task is not None:
            self.task.cancel()
        self.search = self.task = None
        self.dirty = True

    def update(self, dt: float) -> Command | None:
        """The spinner turns; a winnable deal found starts like a typed code."""
        if self.task is None:
            return None
        self.clock += dt
        self.dirty = True
        if not self.task.done:
            return None
        code, self.search_failed = self.task.result, self.task.failed
        self.search = self.task = None
        return Command("start", code) if code else None

    def closed(self) -> None:
        self.stop_search()

    def choose(self, name: str, value: str) -> None:
        """An option button: it changes the choices and empties the code field."""
        choice = self.choice
        if name == "game":
            choice.game = value
        elif name == "draw" and choice.game == "TF":
            choice.tf_draw = int(value)
        elif name == "draw":
            choice.ds_draw = int(value)
        elif name == "vegas":
            choice.vegas = value == "1"
        elif name == "winnable":
            choice.winnable = value == "1"
            return
        else:
            choice.cells = int(value)
        self.set_code("")

    def set_code(self, text: str) -> None:
        """New text in the code field, judged at once."""
        self.code = CodeCheck.of(text[:CODE_LIMIT])

    def key(self, event: pygame.event.Event) -> Command | None:
        if event.key == pygame.K_BACKSPACE:
            self.set_code(self.code.text[:-1])
        elif shortcut_key(event) == pygame.K_v and event.mod & pygame.KMOD_CTRL:
            return self.text_input((self.paste() or "").strip())
        return None

    def text_input(self, text: str) -> Command | None:
        """Typed or pasted text: only what can be seen goes in (no tabs, line breaks,
        zero-width or direction marks), so the field never holds an invisible character."""
        self.set_code(self.code.text + "".join(ch for ch in text if ch.isprintable()))
        return None


class SettingsDialog(Dialog):
    """Every setting as a row of buttons; a click applies and saves it at once."""

    width_units = 34

    def __init__(self, settings: Settings, fullscreen_now: Callable[[], bool]) -> None:
        super().__init__()
        self.settings = settings
        self.fullscreen_now = fullscreen_now  # the window as it is (`--window` keeps the setting)

    def compose(self, painter: Painter) -> None:
        settings = self.settings
        painter.title(_("Settings"))
        switches = (
            ("double_click", _("Double click")),
            ("interactive_rules", _("Interactive rules")),
            ("fullscreen", _("Fullscreen")),
        )
        painter.align([label for _name, label in switches] + [_("Language"), _("Animations")])
        for name, label in switches:
            on = self.fullscreen_now() if name == "fullscreen" else getattr(settings, name)
            painter.row(
                label,
                [Choice(f"{name}:1", _("On"), on), Choice(f"{name}:0", _("Off"), not on)],
            )
        painter.row(
            _("Language"),
            [
                Choice(f"language:{code}", title, settings.language == code)
                for code, title in strings.LANGUAGES.items()
            ],
        )
        speeds = {"normal": _("Normal"), "fast": _("Fast"), "off": _("Off")}
        painter.row(
            _("Animations"),
            [Choice(f"animation:{k}", v, settings.animation == k) for k, v in speeds.items()],
        )
        painter.actions([Choice("close", _("Close"))], self.primary)

    def click(self, key: str) -> Command | None:
        name, _sep, value = key.partition(":")
        if name in ("double_click", "interactive_rules", "fullscreen"):
            return Command("setting", (name, value == "1"))
        if name in ("language", "animation"):
            return Command("setting", (name, value))
        return super().click(key)


def duration_text(seconds: float | None) -> str:
    """A time as m:ss (or h:mm:ss), "–" for none."""
    if seconds is None:
        return "–"
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


class StatisticsDialog(Dialog):
    """Every game and options: played, won, win rate, streaks, best score, fastest win."""

    width_units = 54

    def __init__(self, statistics: Statistics) -> None:
        super().__init__()
        self.statistics = statistics

    def compose(self, painter: Painter) -> None:
        painter.title(_("Statistics"))
        header = (
            _("Game"),
            _("Played"),
            _("Won"),
            _("Win rate"),
            _("Streak"),
            _("Best streak"),
            _("Best score"),
            _("Fastest win"),
        )
        rows: list[tuple[str, ...]] = [header]
        for game, options in engine.GAME_OPTIONS.items():
            for option in options:
                prefix = f"{game}1-{option}"
                record = self.statistics.get(prefix)
                chosen = Options(option)
                name = strings.options_text(
                    game, chosen.draw_count, chosen.vegas, chosen.cell_count
                )
                rows.append(
                    (
                        f"{strings.game_title(game)} · {name}",
                        str(record.played),
                        str(record.won),
                        f"{record.win_rate:.0%}" if record.played else "–",
                        str(record.streak),
                        str(record.best_streak),
                        "–" if record.best_score is None else score_text(game, option, record),
                        duration_text(record.fastest_win),
                    )
                )
        painter.grid(rows, first_width=0.3)
        painter.actions(
            [Choice("reset", _("Reset statistics…")), Choice("close", _("Close"))], self.primary
        )

    def click(self, key: str) -> Command | None:
        if key == "reset":
            return Command("confirm-reset")
        return super().click(key)


def score_text(game: str, option: str, record: Record) -> str:
    """A best score as the HUD shows it (dollars in Vegas)."""
    score = record.best_score
    if game == "DS" and option.endswith("V"):
        return f"{'-' if score < 0 else ''}${abs(score)}"
    return str(score)


class HelpDialog(Dialog):
    """The rules of each game (a tab each), the refusal rules, scoring and our decisions."""

    width_units = 44
    tabs = ("DS", "TF", "SH")

    def __init__(self, variant_id: str = "DS") -> None:
        super().__init__()
        self.tab = variant_id if variant_id in self.tabs else "DS"
        self.offset = 0
        self.content_height = 0
        self.view = Rect(0, 0, 0, 0)

    def draw(self, surface: Surface, fonts: Fonts) -> None:
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
            [Choice(f"tab:{g}", strings.game_title(g), self.tab == g) for g in self.tabs],
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
        footer.actions([Choice("close", _("Close"))], self.primary)
        self.buttons = top.buttons + footer.buttons
        self.placed = top.placed + footer.placed
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
        for heading, paragraphs in helptext.sections(self.tab):
            painter.heading(heading)
            for paragraph in paragraphs:
                painter.text(f"• {paragraph}")
        painter.heading(_("Scoring"))
        painter.grid(helptext.scoring_table(), first_width=0.4)

    def click(self, key: str) -> Command | None:
        name, _sep, value = key.partition(":")
        if name == "tab":
            self.tab, self.offset = value, 0
            return None
        return super().click(key)

    def scroll(self, amount: int) -> Command | None:
        self.offset -= amount * unit_for((self.panel.width, self.panel.height)) * 3
        self.offset = max(0, self.offset)
        return None

    def key(self, event: pygame.event.Event) -> Command | None:
        step = {
            pygame.K_DOWN: 1,
            pygame.K_UP: -1,
            pygame.K_PAGEDOWN: 8,
            pygame.K_PAGEUP: -8,
        }.get(event.key)
        if step is not None:
            self.scroll(-step)
        return None


def veil(surface: Surface) -> None:
    """Dim the table under a dialog."""
    shade = Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill(VEIL)
    surface.blit(shade, (0, 0))
