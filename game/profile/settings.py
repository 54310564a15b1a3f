"""The player's settings and the New Game dialog's last choices (`settings.json`, version 1)."""

from __future__ import annotations

import json
import stat
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

import engine
from engine import GAME_OPTIONS, OptionSet
from game.art.looks import BACKS, DECKS, TABLES, Look
from game.profile.store import DamagedFile
from game.strings import N_, system_language

SETTINGS_VERSION = 1
ANIMATIONS = ("normal", "fast", "reduced", "off")  # reduced: fades, no tilt, no cascade
ANIMATION_SCALE = {"normal": 1.0, "fast": 0.5, "reduced": 1.0, "off": 0.0}
GAMES = tuple(GAME_OPTIONS)  # the games the engine deals
LANGUAGES = ("en", "el")
VOLUMES = (0, 100)  # the sound's volume, in per cent, from silent to full
# The values a text setting takes (settings.json and `--set` are held to them).
CHOICES: dict[str, tuple[str, ...]] = {
    "language": LANGUAGES,
    "animation": ANIMATIONS,
    "new_game.game": GAMES,
    "deck": tuple(DECKS),
    "back": tuple(BACKS),
    "table": tuple(TABLES),
}
# The range a number setting takes.
RANGES: dict[str, tuple[int, int]] = {"volume": VOLUMES}
MAX_PEEK = 100_000  # bytes of settings.json read for its language before the lock


@dataclass
class NewGameChoice:
    """What the New Game dialog offers first: the options chosen last time."""

    game: str = "DS"
    ds_draw: int = 1
    tf_draw: int = 1  # Solitaire Réfléchi defaults to draw 1 ("Easy")
    vegas: bool = False
    cells: int = 4
    ds_winnable: bool = False  # "Winnable deals only", per game
    tf_winnable: bool = False
    sh_winnable: bool = False

    @property
    def winnable(self) -> bool:
        """True when only deals the solver proves winnable are wanted for the chosen game."""
        return bool(getattr(self, f"{self.game.lower()}_winnable"))

    @winnable.setter
    def winnable(self, value: bool) -> None:
        setattr(self, f"{self.game.lower()}_winnable", value)

    def following(self, options: OptionSet) -> NewGameChoice:
        """These choices with the game and options of the game being played (New Game
        opens on what is on the table; the other games keep their remembered options).
        The inverse of `options`: which field holds which option, for the options the
        engine says the game offers."""
        info = engine.game_info(options.game)
        chosen = replace(self, game=options.game)
        if info.draw_counts:
            chosen.set_draw(options.draw_count)
        if info.offers_vegas:
            chosen.vegas = options.vegas
        if info.cell_counts:
            chosen.cells = options.cell_count
        return chosen

    def draw(self, game: str | None = None) -> int:
        """The draw count chosen for `game` (default: the chosen game), kept per game."""
        count: int = getattr(self, f"{(game or self.game).lower()}_draw")
        return count

    def set_draw(self, count: int) -> None:
        """Choose `count` cards a tap turns in the chosen game."""
        setattr(self, f"{self.game.lower()}_draw", count)

    def prefix(self) -> str:
        """The game code prefix these choices deal, e.g. "DS1-D3V" or "SH1-C2"."""
        return self.options().prefix

    def options(self, game: str | None = None) -> OptionSet:
        """The options these choices make for `game` (default: the chosen game), from the
        options the engine says it offers (the engine writes them as a code)."""
        game = game or self.game
        info = engine.game_info(game)
        return OptionSet(
            game,
            draw_count=self.draw(game) if info.draw_counts else 0,
            vegas=self.vegas and info.offers_vegas,
            cell_count=self.cells if info.cell_counts else 0,
        )

    def valid(self) -> bool:
        """True when every field has the right type and each game's choices make options
        the engine deals (`OptionSet.dealt`: the dialog offers no others)."""
        counts = (self.ds_draw, self.tf_draw, self.cells)
        flags = (self.vegas, self.ds_winnable, self.tf_winnable, self.sh_winnable)
        return (
            self.game in GAMES
            and all(type(count) is int for count in counts)  # not True, not 1.0
            and all(isinstance(flag, bool) for flag in flags)
            and all(self.options(game).dealt for game in GAMES)
        )


@dataclass
class Settings:
    """Double click and Interactive rules are on by default, as the rules pages ask."""

    double_click: bool = True
    interactive_rules: bool = True
    language: str = "en"
    fullscreen: bool = True
    animation: str = "normal"
    sound: bool = False  # off at the first start (docs/SOUND.md)
    volume: int = 50  # per cent (`VOLUMES`)
    pile_numbers: bool = False  # the pile keys by their piles always (else while keys are used)
    # The looks (game/art/looks.py), kept together: a deck, a back, a table colour.
    deck: str = "classic"
    back: str = "blue"
    table: str = "green"
    new_game: NewGameChoice = field(default_factory=NewGameChoice)

    @property
    def animation_scale(self) -> float:
        """Multiplier of every card animation's duration (0: cards jump)."""
        return ANIMATION_SCALE.get(self.animation, 1.0)

    @property
    def reduced_motion(self) -> bool:
        """Cards fade in where they land, stay upright in hand, no cascade."""
        return self.animation == "reduced"

    @property
    def look(self) -> Look:
        """The deck, back and table chosen."""
        return Look(self.deck, self.back, self.table)

    def to_document(self) -> dict[str, Any]:
        """The JSON document of `settings.json`."""
        return {"version": SETTINGS_VERSION, **asdict(self)}


def _peek(home: Path) -> dict[str, Any]:
    """`home`'s settings document, read without touching the file (a damaged one is set
    aside later, by the copy that holds the folder's lock); {} when there is none."""
    path = home / "settings.json"
    try:
        if not stat.S_ISREG(path.stat().st_mode):  # a pipe would block
            return {}
        with path.open("rb") as stream:
            document = json.loads(stream.read(MAX_PEEK).decode("utf-8-sig"))
    except Exception:
        return {}
    return document if isinstance(document, dict) else {}


def peek_language(home: Path) -> str:
    """The language of `home`'s settings, else the system's."""
    language = _peek(home).get("language")
    return language if language in LANGUAGES else system_language()


def peek_look(home: Path) -> Look:
    """The look of `home`'s settings (`--screenshot` draws it), else the classic one."""
    document = _peek(home)
    values = [document.get(name, default) for name, default in Look._field_defaults.items()]
    names = [value for value in values if isinstance(value, str)]
    look = Look(*names) if len(names) == len(values) else Look()
    return look if look.valid() else Look()


def settings_from_document(document: dict[str, Any]) -> Settings:
    """Settings from `settings.json`; unknown keys are ignored, wrong types are refused."""
    values = {f.name: document[f.name] for f in fields(Settings) if f.name in document}
    choice = values.pop("new_game", {})
    if not isinstance(choice, dict):
        raise DamagedFile(N_("new_game is not an object"))
    known = {f.name for f in fields(NewGameChoice)}
    new_game = NewGameChoice(**{key: value for key, value in choice.items() if key in known})
    settings = Settings(**values, new_game=new_game)
    flags = (
        settings.double_click,
        settings.interactive_rules,
        settings.fullscreen,
        settings.pile_numbers,
        settings.sound,
    )
    if not all(isinstance(flag, bool) for flag in flags):
        raise DamagedFile(N_("a setting that is on or off holds something else"))
    if settings.language not in LANGUAGES or settings.animation not in ANIMATIONS:
        raise DamagedFile(N_("unknown language or animation speed"))
    low, high = VOLUMES
    if type(settings.volume) is not int or not low <= settings.volume <= high:
        raise DamagedFile(N_("the volume is not a whole number from 0 to 100"))
    if not settings.look.valid():
        raise DamagedFile(N_("unknown deck, back or table"))
    if not settings.new_game.valid():
        raise DamagedFile(N_("the last New Game choices are not valid"))
    return settings
