"""The size limits of docs/ARCHITECTURE.md's rooms: no module of engine/ or game/ much over
450 lines and no class much over 300 (a module or class that grows past them is split by
its concerns, as New Game's option rows were: `game/dialogs/new_game_options.py`)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MODULE_LINES = 460  # "about 450"
CLASS_LINES = 310  # "about 300"


def sources() -> list[Path]:
    return sorted(path for room in ("engine", "game") for path in (ROOT / room).rglob("*.py"))


def test_no_module_is_over_its_size():
    long = {
        str(path.relative_to(ROOT)): lines
        for path in sources()
        if (lines := path.read_text(encoding="utf-8").count("\n")) > MODULE_LINES
    }
    assert not long


def test_no_class_is_over_its_size():
    long: dict[str, int] = {}
    for path in sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                lines = node.end_lineno - node.lineno + 1
                if lines > CLASS_LINES:
                    long[f"{path.relative_to(ROOT)}:{node.name}"] = lines
    assert not long
