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

SWITCHES = (
    Setting.DOUBLE_CLICK,
    Setting.INTERACTIVE_RULES,
    Setting.PILE_NUMBERS,
    Setting.FULLSCREEN,
)


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
            Setting.PILE_NUMBERS: _("Pile numbers"),
            Setting.FULLSCREEN: _("Fullscreen"),
        }
        painter.align([*labels.values(), _("Language"), _("Animations")])
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
        painter.actions([Choice(Press.CLOSE, _("Close"))], self.primary)

    def switched_on(self, setting: Setting) -> bool:
        """Whether a switch is on now (fullscreen: the window as it is)."""
        if setting == Setting.FULLSCREEN:
            return self.fullscreen_now()
        return bool(getattr(self.settings, setting))

    def click(self, key: Key) -> Command | None:
        match key:
            case Pick(Setting() as setting, bool() | str() as value):
                return ChangeSetting(setting, value)
        return super().click(key)
