"""Today's deals: one deal per game that the solver proved winnable, the same for everyone
(`engine.daily`); the player's daily streak; a calendar of this month's days won.

A day counts as won when one of its three deals was won (on that day or later: the deal's
own date is marked). The streak is the days in a row, up to today, with one won; today
not won yet does not break it. A date outside the shipped table has no deals: a plain
message says so, and the calendar still shows the days won.
"""

from __future__ import annotations

import calendar
import datetime

import pygame
from pygame import Rect

import engine
from engine import daily
from game import strings
from game.commands import Command, StartGame
from game.dialogs.base import Dialog
from game.dialogs.buttons import Choice, Key, Pick, Press, Row
from game.dialogs.painter import CHOICE_EDGE, CHOICE_ON_TEXT, GOOD, INK, MUTED, Painter
from game.profile.history import History, best_daily_streak, daily_days_won, daily_streak
from game.strings import N_, _

MONTHS = (
    N_("January"),
    N_("February"),
    N_("March"),
    N_("April"),
    N_("May"),
    N_("June"),
    N_("July"),
    N_("August"),
    N_("September"),
    N_("October"),
    N_("November"),
    N_("December"),
)
WEEKDAYS = (N_("Mon"), N_("Tue"), N_("Wed"), N_("Thu"), N_("Fri"), N_("Sat"), N_("Sun"))


def month_title(day: datetime.date) -> str:
    """`December 2026`, in the player's language."""
    return f"{_(MONTHS[day.month - 1])} {day.year}"


class TodayDialog(Dialog):
    """Today's three deals, each playable; the daily streak; this month's days won."""

    width_units = 36

    def __init__(self, history: History, today: datetime.date) -> None:
        super().__init__()
        self.today = today
        self.won = daily_days_won(history)
        self.won_codes = {r.code for r in history.games if r.won}
        self.outside: daily.DailyError | None = None
        try:
            self.codes: tuple[str, ...] = daily.daily_codes(today)
        except daily.DailyError as error:
            self.codes, self.outside = (), error

    @property
    def missing(self) -> str | None:
        """Why there are no deals today (made when drawn: in the language of the moment)."""
        return None if self.outside is None else outside_text(self.outside)

    def compose(self, painter: Painter) -> None:
        painter.title(_("Today's deals"))
        painter.text(self.today.isoformat(), MUTED)
        missing = self.missing
        if missing is not None:
            painter.text(missing)
        names = [
            strings.game_title(engine.option_set(c.rsplit("-", 1)[0]).game) for c in self.codes
        ]
        if names:
            painter.align(names)
        for name, code in zip(names, self.codes, strict=True):
            done = code in self.won_codes
            label = _("Won: play again") if done else _("Play this deal")
            painter.row(name, [Choice(Pick(Row.DEAL, code), f"{label} · {code}", done)])
        streak, best = daily_streak(self.won, self.today), best_daily_streak(self.won)
        painter.text(_("Daily streak: {days} (best {best})").format(days=streak, best=best))
        painter.heading(month_title(self.today))
        self.calendar(painter)
        painter.actions([Choice(Press.CLOSE, _("Close"))], self.primary)

    def calendar(self, painter: Painter) -> None:
        """This month, a week a line from Monday: the days won in green, today ringed."""
        font, bold = painter.font(0.9), painter.font(0.9, bold=True)
        cell = min(painter.width // 7, round(painter.unit * 2.6))
        height = round(font.get_linesize() * 1.9)
        left = painter.left + (painter.width - 7 * cell) // 2
        for column, name in enumerate(WEEKDAYS):
            self._cell(painter, bold, _(name), Rect(left + column * cell, painter.y, cell, height))
        painter.y += height
        weeks = calendar.Calendar(firstweekday=0).monthdayscalendar(
            self.today.year, self.today.month
        )
        for week in weeks:
            for column, number in enumerate(week):
                if number == 0:
                    continue
                rect = Rect(left + column * cell, painter.y, cell, height)
                day = self.today.replace(day=number)
                self._day(painter, font, day, rect)
            painter.y += height
        painter.y += painter.unit // 3

    def _day(
        self, painter: Painter, font: pygame.font.Font, day: datetime.date, rect: Rect
    ) -> None:
        surface = painter.surface
        radius = min(rect.width, rect.height) // 2 - 1
        won = day in self.won
        if surface is not None and won:
            pygame.draw.circle(surface, GOOD, rect.center, radius)
        if surface is not None and day == self.today:
            pygame.draw.circle(surface, CHOICE_EDGE, rect.center, radius, 2)
        color = CHOICE_ON_TEXT if won else (INK if day <= self.today else MUTED)
        self._cell(painter, font, str(day.day), rect, color)

    @staticmethod
    def _cell(
        painter: Painter,
        font: pygame.font.Font,
        text: str,
        rect: Rect,
        color: tuple[int, int, int] = INK,
    ) -> None:
        painter.place(font, text, rect)
        if painter.surface is not None:
            image = font.render(text, True, color)
            painter.surface.blit(image, image.get_rect(center=rect.center))

    def click(self, key: Key) -> Command | None:
        match key:
            case Pick(Row.DEAL, str(code)):
                return StartGame(code, remember=False)
        return super().click(key)


def outside_text(error: daily.DailyError) -> str:
    """Why there are no deals today, in the player's language."""
    first, last = error.facts.get("first"), error.facts.get("last")
    if first is None or last is None:
        return _("There are no deals of the day in this version of the game.")
    return _("No deals of the day for this date: this version has {first} to {last}.").format(
        first=first, last=last
    )
