"""The Settings dialog: every setting as a row of buttons, applied and saved at once."""

from __future__ import annotations

from collections.abc import Callable

from game import strings
from game.commands import ChangeSetting, Command, Setting
from game.dialogs.base import Dialog
from game.dialogs.buttons import Choice, Key, Pick, Press
from game.dialogs.painter import Painter
from game.profile.settings import Settings
from game.strings import _

SWITCHES = (Setting.DOUBLE_CLICK, Setting.INTERACTIVE_RULES, Setting.FULLSCREEN)
VOLUME_STEPS = (25, 50, 75, 100)  # the volumes offered (settings.json takes any 0–100)


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
        labels = {
            Setting.DOUBLE_CLICK: _("Double click"),
            Setting.INTERACTIVE_RULES: _("Interactive rules"),
            Setting.FULLSCREEN: _("Fullscreen"),
        }
        painter.align([*labels.values(), _("Language"), _("Animations"), _("Sound")])
        for setting in SWITCHES:
            on = self.switched_on(setting)
            painter.row(
                labels[setting],
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
        speeds = {"normal": _("Normal"), "fast": _("Fast"), "off": _("Off")}
        painter.row(
            _("Animations"),
            [
                Choice(Pick(Setting.ANIMATION, speed), label, settings.animation == speed)
                for speed, label in speeds.items()
            ],
        )
        self.sound_row(painter)
        painter.actions([Choice(Press.CLOSE, _("Close"))], self.primary)

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
            case Pick(Setting() as setting, bool() | str() | int() as value):
                return ChangeSetting(setting, value)
        return super().click(key)
