"""Helpers for the engine rule tests: hand-made positions and an independent deal.

Nothing here imports the engine's internals: the deal below is re-implemented from
the text of RULES.md §4 so the tests can check the engine against it, and position
texts are written by hand following ENGINE_API.md.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

RANKS = "A23456789TJQK"
SUITS = "SHDC"
MASK64 = (1 << 64) - 1
BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

COLUMNS = {"DS": 9, "TF": 7, "SH": 10}
FOUNDATION_SUITS = {"DS": "SSHHDDCC", "TF": "SHDC", "SH": "SHDC"}
DECKS = {"DS": 2, "TF": 1, "SH": 1}


# --- the deal, re-implemented from RULES.md §4 ----------------------------------------
def splitmix64(seed: int) -> Iterable[int]:
    """SplitMix64 as RULES.md writes it, an endless stream of 64-bit outputs."""
    state = seed
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        yield z ^ (z >> 31)


def shuffled(deal: int, decks: int) -> list[str]:
    """The deck of deal `deal`: unshuffled order, then Fisher–Yates with `below`."""
    deck = [rank + suit for _ in range(decks) for suit in SUITS for rank in RANKS]
    stream = iter(splitmix64(deal))

    def below(n: int) -> int:
        bound = 2**64 - (2**64 % n)
        while True:
            x = next(stream)
            if x < bound:
                return x % n

    for i in range(len(deck) - 1, 0, -1):
        j = below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal_number(code: str) -> int:
    number = 0
    for char in code.split("-")[2]:
        number = number * 32 + BASE32.index(char)
    return number


def expected_deal(code: str) -> dict[str, list[str]]:
    """Pile name -> tokens (bottom first, lower case = face down) of a fresh deal."""
    game, options = code[:2], code.split("-")[1]
    deck = shuffled(deal_number(code), DECKS[game])
    piles: dict[str, list[str]] = {}
    if game in ("DS", "TF"):
        count = COLUMNS[game]
        columns: list[list[str]] = [[] for _ in range(count)]
        index = 0
        for row in range(count):
            for column in range(row, count):
                columns[column].append(deck[index])
                index += 1
        # The first remaining card is drawn first, so it is the stock's last token.
        piles["s"] = [card.lower() for card in reversed(deck[index:])]
        piles["w"] = []
        for i, cards in enumerate(columns):
            if game == "DS":
                cards = [card.lower() for card in cards[:-1]] + cards[-1:]
            piles[f"t{i + 1}"] = cards
        return piles
    cells = int(options[1])
    columns = [[deck[row * 10 + column] for row in range(5)] for column in range(10)]
    cell_cards: list[list[str]] = [[] for _ in range(cells)]
    cell_cards[0] = [deck[50]]
    if cells >= 2:
        cell_cards[1] = [deck[51]]
    else:
        columns[1].append(deck[51])
    for i, held in enumerate(cell_cards):
        piles[f"c{i + 1}"] = held
    for i, cards in enumerate(columns):
        piles[f"t{i + 1}"] = cards
    return piles


def expected_text(code: str) -> str:
    """The position text of a fresh deal, written from `expected_deal`."""
    start = -104 if code.startswith("DS") and code.split("-")[1].endswith("V") else 0
    return render(code, {k: " ".join(v) for k, v in expected_deal(code).items()}, start, 0)


# --- hand-made positions ----------------------------------------------------------------
def pile_names(code: str) -> list[str]:
    """The piles a game has, in the order of the position text."""
    game, options = code[:2], code.split("-")[1]
    names = ["s", "w"] if game != "SH" else []
    names += [f"f{i + 1}" for i in range(len(FOUNDATION_SUITS[game]))]
    if game == "SH":
        names += [f"c{i + 1}" for i in range(int(options[1]))]
    names += [f"t{i + 1}" for i in range(COLUMNS[game])]
    return names


def render(code: str, piles: Mapping[str, str], score: int, moves: int) -> str:
    lines = [code, f"score: {score}", f"moves: {moves}"]
    if code.startswith("SH"):
        lines += ["s:", "w:"]  # Seahaven has no stock: ENGINE_API.md writes them empty
    for name in pile_names(code):
        tokens = piles.get(name, "").split()
        if name.startswith("f") and not tokens:
            tokens = ["-"]
        lines.append(f"{name}: {' '.join(tokens)}" if tokens else f"{name}:")
    return "\n".join(lines) + "\n"


def used_cards(code: str, piles: Mapping[str, str]) -> Counter[str]:
    """Every card the given piles hold, a foundation line counting its whole pile."""
    used: Counter[str] = Counter()
    for name, text in piles.items():
        for token in text.split():
            card = token.upper()
            if name.startswith("f"):
                if card == "-":
                    continue
                used.update(rank + card[1] for rank in RANKS[: RANKS.index(card[0]) + 1])
            else:
                used[card] += 1
    return used


def position(
    code: str,
    piles: Mapping[str, str],
    *,
    score: int | None = None,
    moves: int = 0,
    dump: str | None = None,
    to_foundations: bool | None = None,
) -> str:
    """A complete, legal position text from a partial layout.

    `piles` maps pile names to tokens (bottom first). Every card of the deck not
    named goes (with `to_foundations`) onto the foundations not named, each as high
    as the missing cards allow, Ace up; the rest onto `dump`. Defaults: the stock,
    face down, in DS/TF; foundations then column t10 in Seahaven. `dump=""` means
    nothing may be left over.
    """
    game = code[:2]
    unknown = set(piles) - set(pile_names(code))
    if unknown:
        raise ValueError(f"{code} has no piles {sorted(unknown)}")
    if dump is None:
        dump = "t10" if game == "SH" else "s"
    if to_foundations is None:
        to_foundations = dump != "s"
    remaining: Counter[str] = Counter(
        {rank + suit: DECKS[game] for suit in SUITS for rank in RANKS}
    )
    remaining.subtract(used_cards(code, piles))
    if any(count < 0 for count in remaining.values()):
        raise ValueError(f"too many copies: {[c for c, n in remaining.items() if n < 0]}")
    filled = dict(piles)
    if to_foundations:
        for i, suit in enumerate(FOUNDATION_SUITS[game]):
            name = f"f{i + 1}"
            if name in piles:
                continue
            height = 0
            while height < 13 and remaining[RANKS[height] + suit] > 0:
                remaining[RANKS[height] + suit] -= 1
                height += 1
            if height:
                filled[name] = RANKS[height - 1] + suit
    rest = sorted(remaining.elements(), key=_order)
    if rest:
        if not dump:
            raise ValueError(f"cards left over: {rest}")
        tokens = [card.lower() for card in rest] if dump == "s" else rest
        filled[dump] = " ".join([*filled.get(dump, "").split(), *tokens])
    if score is None:
        score = -104 if game == "DS" and code.split("-")[1].endswith("V") else 0
    return render(code, filled, score, moves)


def _order(card: str) -> tuple[int, int]:
    return SUITS.index(card[1]), RANKS.index(card[0])
