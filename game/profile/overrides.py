"""`python -m game --set KEY=VALUE`: any setting for one run, spelled as `settings.json`
spells it (`--set sound=on --set volume=40 --set new_game.game=SH`).

The keys are read from the `Settings` dataclass (a nested one, `new_game`, by dotted
names), so a new field can be set with no change here. A value is read by the type its
field holds (on/off/true/false, a whole number, a text; anything else as JSON) and then
held to the rules of `settings.json` (`settings_from_document`). The overrides are never
saved: a save writes the values the file held for them, until the player changes that
setting during the run (`Overrides.chosen`), which then is saved as chosen.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any

from game.profile.settings import (
    CHOICES,
    RANGES,
    SETTINGS_VERSION,
    Settings,
    settings_from_document,
)
from game.profile.store import DamagedFile

TRUE_WORDS = ("on", "true")
FALSE_WORDS = ("off", "false")


class BadOverride(ValueError):
    """A `--set` the game cannot take: its one line says which keys or values it takes."""


def setting_keys() -> list[str]:
    """Every key `--set` takes, as `settings.json` spells it (nested ones dotted)."""
    return list(_defaults())


def _defaults() -> dict[str, Any]:
    """Each key with its default value (which gives the type of its values)."""
    keys: dict[str, Any] = {}
    defaults = Settings()
    for outer in fields(Settings):
        value = getattr(defaults, outer.name)
        if is_dataclass(value):
            for inner in fields(value):
                keys[f"{outer.name}.{inner.name}"] = getattr(value, inner.name)
        else:
            keys[outer.name] = value
    return keys


def accepted(key: str) -> str:
    """The values `key` takes, in words."""
    if key in CHOICES:
        return "one of " + ", ".join(CHOICES[key])
    if key in RANGES:
        low, high = RANGES[key]
        return f"a whole number from {low} to {high}"
    default = _defaults()[key]
    if isinstance(default, bool):
        return "on or off (true or false)"
    if isinstance(default, int):
        return "a whole number"
    if isinstance(default, str):
        return "a text"
    return "a JSON value like " + json.dumps(default)


def read_value(key: str, text: str) -> Any:
    """`text` as a value of `key`'s type; BadOverride when it is not one."""
    default = _defaults()[key]
    word = text.strip().lower()
    try:
        if isinstance(default, bool):
            if word not in TRUE_WORDS + FALSE_WORDS:
                raise ValueError(text)
            return word in TRUE_WORDS
        if isinstance(default, int):
            return int(word)
        if isinstance(default, str):
            return text
        return json.loads(text)
    except ValueError:
        raise BadOverride(f"--set {key}={text}: {key} takes {accepted(key)}") from None


def parse_overrides(texts: Sequence[str]) -> dict[str, Any]:
    """`KEY=VALUE` texts as {key: value}, each checked on the default settings (the later
    of two for one key wins); BadOverride with one clear line otherwise."""
    keys = _defaults()
    overrides: dict[str, Any] = {}
    for text in texts:
        key, equals, value = text.partition("=")
        key = key.strip()
        if not equals or key not in keys:
            raise BadOverride(
                f"--set {text}: unknown setting {key!r}; the settings are "
                + ", ".join(keys)
                + " (KEY=VALUE, as settings.json spells them)"
            )
        overrides[key] = read_value(key, value)
        try:
            overridden(Settings(), {key: overrides[key]})
        except (DamagedFile, TypeError, ValueError, AttributeError) as broken:
            reason = f" ({broken})" if key not in CHOICES and key not in RANGES else ""
            raise BadOverride(f"--set {text}: {key} takes {accepted(key)}{reason}") from None
    return overrides


def overridden(settings: Settings, values: dict[str, Any]) -> Settings:
    """New settings: `settings` with `values`, held to the rules of `settings.json`
    (DamagedFile when they break one)."""
    document = settings.to_document()
    for key, value in values.items():
        _put(document, key, value)
    return settings_from_document(document)


def _put(document: dict[str, Any], key: str, value: Any) -> None:
    outer, _dot, inner = key.partition(".")
    if inner:
        document[outer][inner] = value
    else:
        document[outer] = value


def _get(document: dict[str, Any], key: str) -> Any:
    outer, _dot, inner = key.partition(".")
    return document[outer][inner] if inner else document[outer]


@dataclass
class Overrides:
    """The settings `--set` changed for this run, and what the file held for them."""

    values: dict[str, Any] = field(default_factory=dict)
    kept: dict[str, Any] = field(default_factory=dict)  # the saved values, written back

    def apply(self, settings: Settings) -> Settings:
        """The settings for this run (the file's values are kept for saving)."""
        if not self.values:
            return settings
        saved = settings.to_document()
        self.kept = {key: _get(saved, key) for key in self.values}
        return overridden(settings, self.values)

    def chosen(self, keys: Iterable[str]) -> None:
        """The player changed these settings during the run: saved as chosen from now on."""
        for key in keys:
            for name in [k for k in self.kept if k == key or k.startswith(key + ".")]:
                del self.kept[name]

    def document(self, settings: Settings) -> dict[str, Any]:
        """What `settings.json` should hold: the settings, the overridden ones as saved."""
        document = settings.to_document()
        for key, value in self.kept.items():
            _put(document, key, value)
        document["version"] = SETTINGS_VERSION
        return document
