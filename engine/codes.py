"""Game codes `<GAME><VERSION>-<OPTIONS>-<DEAL>`, e.g. `DS1-D1N-AAAAAAB` (RULES.md §4)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import NamedTuple

from .errors import GameCodeError

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
DEAL_LENGTH = 7
DEAL_LIMIT: int = 32**DEAL_LENGTH  # annotated: int ** int is typed Any
VERSION = "1"

GAME_OPTIONS: dict[str, tuple[str, ...]] = {
    "DS": ("D1N", "D1V", "D3N", "D3V"),
    "TF": ("D1N", "D3N"),
    "SH": ("C4", "C2", "C1"),
}


@dataclass(frozen=True, slots=True)
class Options:
    """What the New Game dialog chooses: draw 1/3 and Vegas (Klondike games), cells (SH)."""

    text: str

    @property
    def draw_count(self) -> int:
        return int(self.text[1]) if self.text.startswith("D") else 0

    @property
    def vegas(self) -> bool:
        return self.text.startswith("D") and self.text.endswith("V")

    @property
    def cell_count(self) -> int:
        return int(self.text[1]) if self.text.startswith("C") else 0


class OptionSet(NamedTuple):
    """A game and its options as plain values, what a New Game dialog or a statistics
    table holds: `OptionSet("DS", draw_count=3, vegas=True).prefix == "DS1-D3V"`. The
    grammar of codes stays here; the UI builds and reads option sets."""

    game: str
    draw_count: int = 0
    vegas: bool = False
    cell_count: int = 0

    @property
    def options_text(self) -> str:
        """The options part of a code: `D3V`, `D1N`, `C2`."""
        if self.cell_count:
            return f"C{self.cell_count}"
        return f"D{self.draw_count}{'V' if self.vegas else 'N'}"

    @property
    def prefix(self) -> str:
        """The code without its deal, e.g. `SH1-C2`."""
        return f"{self.game}{VERSION}-{self.options_text}"

    @property
    def dealt(self) -> bool:
        """True when these are options this program deals (`GAME_OPTIONS`)."""
        return self.options_text in GAME_OPTIONS.get(self.game, ())


def option_set(prefix: str) -> OptionSet:
    """`DS1-D3V` (or a whole code) read into an `OptionSet`; bad text -> GameCodeError."""
    text = prefix if not isinstance(prefix, str) else "-".join(prefix.split("-")[:2])
    game, options = parse_prefix(text)
    return OptionSet(game, options.draw_count, options.vegas, options.cell_count)


def option_sets() -> tuple[OptionSet, ...]:
    """Every option set this program deals, in `GAME_OPTIONS` order (DS1-D1N first)."""
    return tuple(
        option_set(f"{game}{VERSION}-{text}")
        for game, texts in GAME_OPTIONS.items()
        for text in texts
    )


@dataclass(frozen=True, slots=True)
class GameCode:
    """A parsed game code: which game, which options, which deal."""

    game: str
    options: Options
    deal: int

    def __str__(self) -> str:
        return f"{self.game}{VERSION}-{self.options.text}-{encode_deal(self.deal)}"

    @property
    def prefix(self) -> str:
        return f"{self.game}{VERSION}-{self.options.text}"


def encode_deal(number: int) -> str:
    """Base32 (RFC 4648 alphabet), 7 characters, most significant first."""
    if not 0 <= number < DEAL_LIMIT:
        raise GameCodeError(f"deal number {number} is outside 0 … {DEAL_LIMIT - 1}")
    chars = []
    for _ in range(DEAL_LENGTH):
        number, digit = divmod(number, 32)
        chars.append(ALPHABET[digit])
    return "".join(reversed(chars))


def decode_deal(text: str) -> int:
    if len(text) != DEAL_LENGTH:
        raise GameCodeError(
            f"the deal part {quoted(text)} has {len(text)} characters; it must have {DEAL_LENGTH}",
            "length",
            length=len(text),
        )
    number = 0
    for char in text:
        if char not in ALPHABET:
            raise GameCodeError(
                f"the deal part {quoted(text)} contains {char!r}; only A–Z and 2–7 are allowed",
                "character",
                char=char,
            )
        number = number * 32 + ALPHABET.index(char)
    return number


QUOTED = 40  # characters of a bad code an error message quotes


def quoted(text: str, limit: int = QUOTED) -> str:
    """`text` in quotes, cut to `limit` characters: a message names a bad code, it does not
    echo 100 kB of one."""
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")


def _upper_ascii(text: str) -> str:
    """`text` stripped and upper-cased, refused unless ASCII: upper-casing would read the
    long s (ſ) as S and the ligature ﬀ as FF, and accept codes nobody typed. A space inside
    (`DS1 -D1N-…`) is refused by name, not read as a strange version or option."""
    text = text.strip()
    if not text:
        raise GameCodeError("the game code is empty: it looks like DS1-D1N-AAAAAAB", "empty")
    foreign = next((char for char in text if not char.isascii()), None)
    if foreign is not None:
        raise GameCodeError(
            f"game code {quoted(text)} contains {foreign!r}; a code uses only A–Z, digits and '-'",
            "foreign",
            char=foreign,
        )
    if any(char.isspace() for char in text):
        raise GameCodeError(
            f"game code {quoted(text)} has a space inside; a code has none, like DS1-D1N-AAAAAAB",
            "space",
        )
    return text.upper()


def parse_prefix(text: str) -> tuple[str, Options]:
    """Reads `DS1-D1N` (game, version, options)."""
    if not isinstance(text, str):
        raise GameCodeError(f"game options are text like DS1-D1N, not {type(text).__name__}")
    parts = _upper_ascii(text).split("-")
    if len(parts) != 2:
        raise GameCodeError(
            f"{quoted(text)} must look like DS1-D1N: game and version, then options"
        )
    return _parse_head(parts[0]), _parse_options(parts[0][:2], parts[1])


def parse_code(text: str) -> GameCode:
    """Reads a full code; case-insensitive, surrounding spaces ignored."""
    if not isinstance(text, str):
        raise GameCodeError(f"a game code is text, not {type(text).__name__}")
    parts = _upper_ascii(text).split("-")
    if len(parts) != 3:
        raise GameCodeError(
            f"game code {quoted(text.strip())} must have three parts separated by '-', "
            "like DS1-D1N-AAAAAAB",
            "parts",
        )
    game = _parse_head(parts[0])
    return GameCode(game, _parse_options(game, parts[1]), decode_deal(parts[2]))


def _parse_head(head: str) -> str:
    game, version = head[:2], head[2:]
    if game not in GAME_OPTIONS:
        raise GameCodeError(f"unknown game {game!r}: expected DS, TF or SH", "game", game=game)
    if version != VERSION:
        raise GameCodeError(
            f"unknown version {quoted(version, 8)} in {quoted(head, 12)}: this program deals"
            f" version {VERSION}",
            "version",
            version=quoted(version, 8),
        )
    return game


def _parse_options(game: str, text: str) -> Options:
    valid = GAME_OPTIONS[game]
    if text not in valid:
        raise GameCodeError(
            f"option {quoted(text, 12)} is not valid for {game}:"
            f" expected one of {', '.join(valid)}",
            "option",
            option=quoted(text, 12),
            game=game,
            valid=", ".join(valid),
        )
    return Options(text)


def random_code(prefix: str, deal: int | None = None) -> str:
    """A new code for the options in `prefix` (e.g. `SH1-C2`), random deal unless given."""
    game, options = parse_prefix(prefix)
    if deal is not None and (type(deal) is not int or not 0 <= deal < DEAL_LIMIT):
        raise GameCodeError(f"deal number {deal!r} is not a whole number in 0 … {DEAL_LIMIT - 1}")
    number = random_deal() if deal is None else deal
    return str(GameCode(game, options, number))


def random_deal() -> int:
    """A deal number, uniform over 0 … DEAL_LIMIT - 1, from the operating system's secure
    source (the one `secrets` reads). Not `secrets` itself: importing it (hmac, hashlib,
    OpenSSL) took ~3 ms of every start of the game."""
    bits = DEAL_LIMIT.bit_length() - 1  # DEAL_LIMIT = 32**7 = 2**35, a power of two
    return int.from_bytes(os.urandom(-(-bits // 8)), "big") >> (-bits % 8)
