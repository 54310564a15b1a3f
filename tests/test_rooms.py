"""The game package's rooms import only downward (docs/ARCHITECTURE.md):

app -> table, dialogs -> profile -> session -> art -> strings, keys, clipboard, resources
-> engine. A room may use its own modules and any room below it, never one beside or above
it; imports made inside functions and under TYPE_CHECKING count too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Each room and its level: a module may import from its own room or a higher number.
ROOMS: dict[str, tuple[str, int]] = {
    "game.__main__": ("app", 1),
    "game.app": ("app", 1),
    "game.deal_flow": ("app", 1),
    "game.selftest": ("app", 1),
    "game.window": ("app", 1),
    "game.screen_stack": ("app", 1),
    "game.pacing": ("app", 1),
    "game.player_files": ("app", 1),
    "game.launch": ("app", 1),
    "game.sound": ("app", 1),
    "game.table": ("table", 2),
    "game.dialogs": ("dialogs", 2),
    "game.profile": ("profile", 3),
    "game.session": ("session", 4),
    "game.intents": ("session", 4),
    "game.cues": ("session", 4),
    "game.search_answers": ("session", 4),
    "game.search_work": ("session", 4),
    "game.search_handles": ("session", 4),
    "game.screen": ("session", 4),
    "game.commands": ("session", 4),
    "game.art": ("art", 5),
    "game.strings": ("platform", 6),
    "game.keymap": ("platform", 6),
    "game.keys": ("platform", 6),
    "game.bindings": ("platform", 6),
    "game.clipboard": ("platform", 6),
    "game.resources": ("platform", 6),
    "game.waiting": ("platform", 6),
    "game.memory": ("platform", 6),
    "game.foreground": ("platform", 6),
    "game.workers": ("platform", 6),
    "engine": ("engine", 7),
}


def room_of(module: str) -> tuple[str, int] | None:
    """The room a module belongs to: its longest listed prefix."""
    parts = module.split(".")
    for end in range(len(parts), 0, -1):
        room = ROOMS.get(".".join(parts[:end]))
        if room is not None:
            return room
    return None


def module_name(path: Path) -> str:
    relative = path.relative_to(ROOT).with_suffix("")
    parts = list(relative.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def import_base(node: ast.ImportFrom, package: str) -> str:
    """The module a `from … import` reads from, a relative one resolved inside `package`."""
    base = node.module or ""
    if node.level:
        anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
        base = ".".join([*anchor, base] if base else anchor)
    return base


def imported(tree: ast.AST, package: str) -> set[str]:
    """Every module a source file imports, anywhere in it (names imported from a package
    count as its submodules when they are modules)."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = import_base(node, package)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def game_modules() -> list[Path]:
    return sorted(path for path in (ROOT / "game").rglob("*.py") if path.name != "__init__.py")


def test_every_game_module_has_a_room() -> None:
    homeless = [module_name(path) for path in game_modules() if room_of(module_name(path)) is None]
    assert homeless == []


@pytest.mark.parametrize("path", game_modules(), ids=lambda path: module_name(path))
def test_imports_go_only_downward(path: Path) -> None:
    name = module_name(path)
    own = room_of(name)
    assert own is not None
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    wrong = []
    for target in imported(ast.parse(path.read_text(encoding="utf-8")), package):
        other = room_of(target)
        if other is None or other[0] == own[0]:
            continue  # outside the game (pygame, the standard library) or the same room
        if other[1] <= own[1]:
            wrong.append(f"{target} ({other[0]})")
    assert wrong == [], f"{name} ({own[0]}) imports beside or above itself: {sorted(set(wrong))}"


def test_the_check_sees_an_upward_import() -> None:
    """The checker itself: a table import inside the session room is caught."""
    tree = ast.parse("def f():\n    from game.table.scene import Table\n")
    targets = imported(tree, "game")
    assert "game.table.scene" in targets
    assert room_of("game.table.scene") == ("table", 2)
    assert room_of("game.session") == ("session", 4)
