"""The Settings dialog: every setting as a row of buttons, applied and saved at once; the
looks (deck, back, table) as tiles with a small picture of each (`previews`)."""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from game import strings
from game.art.looks import BACKS, DECKS, TABLES
from game.commands import ChangeSetting, Command, Setting
from game.dialogs.base import Dialog
from game.dialogs.buttons import Choice, Key, Pick, Press, Row
from game.dialogs.painter import Painter
from game.dialogs.previews import Previews
from game.profile.settings import Settings
from game.strings import _


class Page(StrEnum):
    """Settings' two pages: how the game behaves, and how it looks."""

    GENERAL = "general"
    LOOKS = "looks"


def switch_labels() -> dict[Setting, str]:
    """The on/off settings and their labels, translated now."""
    return {
        Setting.DOUBLE_CLICK: _("Double click"),
        Setting.INTERACTIVE_RULES: _("Interactive rules"),
        Setting.FULLSCREEN: _("Fullscreen"),
    }


def look_labels() -> tuple[str, str, str]:
    """The look rows' labels, translated now."""
    return _("Deck"), _("Back"), _("Table")


class SettingsDialog(Dialog):
    """Every setting as a row of buttons; a click applies and saves it at once."""

    width_units = 40  # five table tiles beside the label

    def __init__(self, settings: Settings, fullscreen_now: Callable[[], bool]) -> None:
        super().__init__()
        self.settings = settings
        self.fullscreen_now = fullscreen_now  # the window as it is (`--window` keeps the setting)
        self.previews = Previews()
        self.page = Page.GENERAL

    def compose(self, painter: Painter) -> None:
        """The title, the page tabs, the page shown, Close: the panel keeps the height of
        the taller page, so it stays put when the page changes."""
        painter.title(_("Settings"))
        titles = {Page.GENERAL: _("General"), Page.LOOKS: _("Looks")}
        painter.tabs([Choice(Pick(Row.TAB, p), t, p == self.page) for p, t in titles.items()])
        painter.align([*switch_labels().values(), _("Language"), _("Animations"), *look_labels()])
        top = painter.y
        pages = {Page.GENERAL: self.compose_general, Page.LOOKS: self.compose_looks}
        measure = Painter(None, painter.fonts, painter.unit, painter.area(top))
        measure.label_width = painter.label_width
        pages[Page.LOOKS if self.page == Page.GENERAL else Page.GENERAL](measure)
        pages[self.page](painter)
        painter.y = max(painter.y, measure.y)
        painter.actions([Choice(Press.CLOSE, _("Close"))], self.primary)

    def compose_general(self, painter: Painter) -> None:
        """The switches, the language and the animations."""
        settings = self.settings
        for setting, label in switch_labels().items():
            on = self.switched_on(setting)
            painter.row(
                label,
                [
                    Choice(Pick(setting, True), _("On"), on),
                    Choice(Pick(setting, False), _("Off"), not on),
                ],
            )
        painter.row(
            _("Language"),
            [
                Choice(Pick(Setting.LANGUAGE, code), title, settings.language == code)
                for code, title in strings.LANGUAGES.items()
            ],
        )
        speeds = {
            "normal": _("Normal"),
            "fast": _("Fast"),
            "reduced": _("Reduced"),
            "off": _("Off"),
        }
        painter.row(
            _("Animations"),
            [
                Choice(Pick(Setting.ANIMATION, speed), label, settings.animation == speed)
                for speed, label in speeds.items()
            ],
        )

    def compose_looks(self, painter: Painter) -> None:
        """Deck, Back and Table: a tile per choice, with its picture."""
        settings, unit = self.settings, painter.unit
        deck, back, table = look_labels()
        decks = list(DECKS.items())
        painter.tiles(
            deck,
            [Choice(Pick(Setting.DECK, n), _(d.label), n == settings.deck) for n, d in decks],
            [self.previews.deck(unit, name) for name, _deck in decks],
        )
        backs = list(BACKS.items())
        painter.tiles(
            back,
            [Choice(Pick(Setting.BACK, n), _(b.label), n == settings.back) for n, b in backs],
            [self.previews.back(unit, name) for name, _back in backs],
        )
        tables = list(TABLES.items())
        painter.tiles(
            table,
            [Choice(Pick(Setting.TABLE, n), _(t.label), n == settings.table) for n, t in tables],
            [self.previews.table(unit, name, settings.deck) for name, _table in tables],
        )

    def switched_on(self, setting: Setting) -> bool:
        """Whether a switch is on now (fullscreen: the window as it is)."""
        if setting == Setting.FULLSCREEN:
            return self.fullscreen_now()
        return bool(getattr(self.settings, setting))

    def click(self, key: Key) -> Command | None:
        match key:
            case Pick(Row.TAB, str(page)):
                self.page = Page(page)
                return None
            case Pick(Setting() as setting, bool() | str() as value):
                return ChangeSetting(setting, value)
        return super().click(key)
