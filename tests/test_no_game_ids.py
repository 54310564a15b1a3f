"""The UI asks the engine about a game; it never decides by comparing game ids.

Every module under game/ is parsed; a comparison (`==`, `!=`, `in`, `is`…) with a game id
literal, or a `match` case on one, fails the test with its file and line. A game id may
still key a table of texts (a lookup is not a decision), and may be a default value.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import engine
from game.keymap import Keymap

GAME_DIR = Path(__file__).resolve().parent.parent / "game"
GAME_IDS = frozenset(engine.GAME_OPTIONS) | {game.lower() for game in engine.GAME_OPTIONS}


def _id_literals(node: ast.AST) -> list[str]:
    """The game ids written as literals in `node`: a string, or inside a tuple, list or set."""
    if isinstance(node, ast.Constant) and node.value in GAME_IDS:
        return [str(node.value)]
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [text for element in node.elts for text in _id_literals(element)]
    return []


def game_id_decisions(source: str, name: str = "<source>") -> list[str]:
    """`file:line: what` for each comparison with a game id and each `match` case on one."""
    found = []
    for node in ast.walk(ast.parse(source, name)):
        if isinstance(node, ast.Compare):
            literals = [t for side in (node.left, *node.comparators) for t in _id_literals(side)]
            if literals:
                found.append(f"{name}:{node.lineno}: compares with {', '.join(literals)}")
        elif isinstance(node, ast.MatchValue) and _id_literals(node.value):
            literals = ", ".join(_id_literals(node.value))
            found.append(f"{name}:{node.lineno}: a match case on {literals}")
    return found


def modules() -> list[Path]:
    return sorted(GAME_DIR.rglob("*.py"))


def test_game_holds_modules_to_check():
    assert len(modules()) > 30


def test_no_module_in_game_compares_with_a_game_id():
    found = [
        decision
        for path in modules()
        for decision in game_id_decisions(path.read_text("utf-8"), str(path.relative_to(GAME_DIR)))
    ]
    assert found == [], "ask the engine (engine.game_info, Game.info) instead:\n" + "\n".join(found)


@pytest.mark.parametrize(
    "source",
    [
        'if game.variant_id == "SH":\n    pass',
        'shown = 1 if "DS" != choice.game else 2',
        'ok = game in ("DS", "TF")',
        'ok = options.game.lower() == "tf"',
        'match game:\n    case "TF":\n        pass',
        'match pick:\n    case Pick(Row.GAME, "SH" | "DS"):\n        pass',
    ],
)
def test_the_check_sees_a_comparison_with_a_game_id(source):
    assert game_id_decisions(source) != []


@pytest.mark.parametrize(
    "source",
    [
        'TITLES = {"DS": "Double Solitaire"}\ntitle = TITLES[game]',
        'def help(variant_id: str = "DS") -> None:\n    pass',
        "if info.offers_vegas:\n    pass",
        'ok = text == "DS1-D1N-AAAAAAB"',
    ],
)
def test_the_check_allows_ids_as_keys_defaults_and_other_text(source):
    assert game_id_decisions(source) == []


# --- the UI follows the engine's answers --------------------------------------------------
def test_the_ui_says_what_the_engine_answers(monkeypatch):
    """Give Réfléchi Vegas scoring, a longer undo and a shorter hint in the engine: its help,
    its New Game options and its hint follow, with no change in game/."""

    from game import search_handles
    from game.dialogs import help_text
    from game.profile.settings import NewGameChoice

    real = engine.game_info

    def changed(game: str) -> engine.GameInfo:
        info = real(game)
        if game != "TF":
            return info
        return info._replace(scorings=("normal", "vegas"), undo_limit=300, hint_seconds=1.5)

    monkeypatch.setattr(engine, "game_info", changed)
    sections = dict(help_text.sections("TF", Keymap()))
    assert help_text.vegas_help() in sections["How this app plays"]
    assert "Undo: the last 300 actions." in sections["Solitaire Réfléchi"][-1]
    choice = NewGameChoice(game="TF", vegas=True)
    assert choice.options().vegas and choice.prefix() == "TF1-D1V"
    game = engine.Game.from_code("TF1-D1N-AAAAAAB")
    monkeypatch.setattr(engine.Game, "info", property(lambda self: changed(self.variant_id)))
    assert search_handles.hint_budget(game) == 1.5
