"""The Settings dialog: every setting as a row of buttons, applied and saved at once; the
looks (deck, back, table) as tiles with a small picture of each (`previews`)."""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from types import MappingProxyType

from game import strings
from game.art.looks import BACKS, DECKS, TABLES
from game.commands import ChangeSetting, Command, Setting
from game.dialogs.base import Dialog, Layout
from game.dialogs.buttons import Choice, Key, Pick, Press, Row
from game.dialogs.painter import Painter
from game.dialogs.previews import Previews
from game.profile.settings import Settings
from game.strings import N_, _

VOLUME_STEPS = (25, 50, 75, 100)  # the volumes offered (settings.json takes any 0–100)


class Page(StrEnum):
    """Settings' two pages: how the game behaves, and how it looks."""

    GENERAL = "general"
    LOOKS = "looks"


# The looks' names in the game's words (`game.art.looks` draws them; it holds no words).
DECK_LABELS = MappingProxyType(
    {"classic": N_("Classic"), "four-colour": N_("Four colours"), "large-print": N_("Large print")}
)
BACK_LABELS = MappingProxyType(
    {"blue": N_("Blue"), "red": N_("Red"), "green": N_("Green"), "contrast": N_("High contrast")}
)
TABLE_LABELS = MappingProxyType({**BACK_LABELS, "grey": N_("Grey")})


def switch_labels() -> dict[Setting, str]:
    """The on/off settings and their labels, translated now."""
    return {
        Setting.DOUBLE_CLICK: _("Double click"),
        Setting.INTERACTIVE_RULES: _("Interactive rules"),
        Setting.PILE_NUMBERS: _("Pile numbers"),
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
        painter.align(
            [*switch_labels().values(), _("Language"), _("Animations"), _("Sound"), *look_labels()]
        )
        shown = self.compose_general if self.page is Page.GENERAL else self.compose_looks
        self.compose_page(painter, shown)
        painter.actions([Choice(Press.CLOSE, _("Close"))], self.primary)

    def pages(self) -> tuple[Layout, ...]:
        return self.compose_general, self.compose_looks

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
        self.sound_row(painter)

    def compose_looks(self, painter: Painter) -> None:
        """Deck, Back and Table: a tile per choice, with its picture."""
        settings, unit = self.settings, painter.unit
        deck, back, table = look_labels()
        painter.tiles(
            deck,
            [Choice(Pick(Setting.DECK, n), _(DECK_LABELS[n]), n == settings.deck) for n in DECKS],
            [self.previews.deck(unit, name) for name in DECKS],
        )
        painter.tiles(
            back,
            [Choice(Pick(Setting.BACK, n), _(BACK_LABELS[n]), n == settings.back) for n in BACKS],
            [self.previews.back(unit, name) for name in BACKS],
        )
        painter.tiles(
            table,
            [
                Choice(Pick(Setting.TABLE, n), _(TABLE_LABELS[n]), n == settings.table)
                for n in TABLES
            ],
            [self.previews.table(unit, name, settings.deck) for name in TABLES],
        )

    def sound_row(self, painter: Painter) -> None:
        """Sound off, or on at a volume (a click on a volume turns sound on)."""
        settings = self.settings
        choices = [Choice(Pick(Setting.SOUND, False), _("Off"), not settings.sound)]
        choices += [
            Choice(
                Pick(Setting.VOLUME, volume),
                f"{volume} %",  # a number: the same in every language
                settings.sound and settings.volume == volume,
            )
            for volume in VOLUME_STEPS
        ]
        painter.row(_("Sound"), choices)

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
            case Pick(Setting() as setting, bool() | str() | int() as value):
                return ChangeSetting(setting, value)
        return super().click(key)
