"""The history list of the Statistics dialog: the games, newest first, one selected.

A window of `ROWS` rows follows the selection: ↑ ↓ (Page Up/Down: 8) and the wheel move
it, a click selects a row. The dialog's buttons act on the selected game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame
from pygame import Rect

import engine
from game import strings
from game.art.text import fit
from game.dialogs.painter import CHOICE, CHOICE_EDGE, GOOD, INK, MUTED, Painter
from game.profile.history import GameRecord, Result
from game.strings import N_, _

ROWS = 10  # rows shown at least (more when the dialog has room for them)
COLUMNS = (0.2, 0.35, 0.13, 0.11, 0.09, 0.12)  # when, game, result, score, moves, time
RESULTS = {Result.WON: N_("won"), Result.ABANDONED: N_("abandoned"), Result.SHOWN: N_("shown")}


def game_name(code: str) -> str:
    """The game and its options in words (`Klondike · Draw 1 · Normal`)."""
    options = engine.option_set(code.rsplit("-", 1)[0])
    return f"{strings.game_title(options.game)} · {strings.options_text(options)}"


@dataclass
class HistoryList:
    """Which game is selected and which rows show."""

    selected: int = 0
    top: int = 0
    shown: int = ROWS  # rows shown at once
    rows: list[tuple[int, Rect]] = field(default_factory=list)  # index, where drawn

    def move(self, step: int, count: int) -> None:
        """The selection `step` rows down (up when negative), kept inside the list; the
        window follows it."""
        if count == 0:
            return
        self.selected = max(0, min(count - 1, self.selected + step))
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + self.shown:
            self.top = self.selected - self.shown + 1

    def at(self, pos: tuple[int, int]) -> int | None:
        """The index of the row under `pos`."""
        for index, rect in self.rows:
            if rect.collidepoint(pos):
                return index
        return None

    def draw(
        self,
        painter: Painter,
        records: Sequence[GameRecord],
        score_text: Callable[[GameRecord], str],
        time_text: Callable[[float], str],
        room: int = 0,
    ) -> None:
        """The header and the rows in the window: `ROWS` rows' room, or as many as fit in
        `room` pixels; a line of text when no game is recorded yet."""
        font, bold = painter.font(0.85), painter.font(0.85, bold=True)
        height = round(font.get_linesize() * 1.25)
        self.shown = max(ROWS, (room - 2 * height - painter.unit) // height)
        self.move(0, len(records))  # the selection stays in the window
        self.rows = []
        header = (_("Ended"), _("Game"), _("Result"), _("Score"), _("Moves"), _("Time"))
        self._line(painter, bold, header, painter.y, INK)
        painter.y += height
        if painter.surface is not None:
            pygame.draw.line(
                painter.surface, CHOICE_EDGE, (painter.left, painter.y - 2),
                (painter.left + painter.width, painter.y - 2),
            )  # fmt: skip
        start = painter.y
        if not records:
            painter.text(_("No game recorded yet."), MUTED)
        for index in range(self.top, min(len(records), self.top + self.shown)):
            record = records[index]
            rect = Rect(painter.left, painter.y, painter.width, height)
            self.rows.append((index, rect))
            if index == self.selected and painter.surface is not None:
                pygame.draw.rect(painter.surface, CHOICE, rect, border_radius=4)
                pygame.draw.rect(painter.surface, CHOICE_EDGE, rect, 1, border_radius=4)
            cells = (
                record.ended[:16].replace("T", " "),
                game_name(record.code),
                _(RESULTS[record.result]),
                score_text(record),
                str(record.moves),
                time_text(record.seconds),
            )
            color = GOOD if record.won else INK
            self._line(painter, font, cells, painter.y + (height - font.get_linesize()) // 2, color)
            painter.y += height
        painter.y = start + height * self.shown + painter.unit // 3
        if len(records) > self.shown:
            shown = f"{self.top + 1}–{min(len(records), self.top + self.shown)} / {len(records)}"
            painter.text(shown, MUTED, scale=0.8)

    def _line(
        self,
        painter: Painter,
        font: pygame.font.Font,
        cells: Sequence[str],
        y: int,
        color: tuple[int, int, int],
    ) -> None:
        """One row's cells: the first two left-aligned, the numbers right-aligned."""
        x = painter.left + painter.unit // 3
        width = painter.width - 2 * (painter.unit // 3)
        for column, (share, cell) in enumerate(zip(COLUMNS, cells, strict=True)):
            room = round(width * share) - painter.unit // 2
            painter.place(font, cell, Rect(x, y, room, font.get_linesize()))
            if painter.surface is not None:
                image = fit(font.render(cell, True, color), room)
                left = x if column < 2 else x + room - image.get_width()
                painter.surface.blit(image, (left, y))
            x += round(width * share)
