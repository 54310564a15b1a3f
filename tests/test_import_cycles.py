"""No import cycle in the game package: two modules that import each other (even inside a
function) cannot be read, tested or moved alone, and the order they first load in decides
what works. Imports under `if TYPE_CHECKING:` do not run and are left out; every other
import counts, at module level or inside a function.
"""

from __future__ import annotations

import ast
from collections.abc import Collection
from pathlib import Path

from tests.test_rooms import import_base

ROOT = Path(__file__).resolve().parent.parent


def module_name(path: Path, root: Path = ROOT) -> str:
    """`game/table/hints.py` -> `game.table.hints`; a package's `__init__.py` -> the package."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def is_type_checking(test: ast.expr) -> bool:
    """`TYPE_CHECKING` or `typing.TYPE_CHECKING`."""
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def runtime_imports(tree: ast.AST, package: str, modules: Collection[str]) -> set[str]:
    """The modules among `modules` a source file may import when it runs, each import
    naming its most precise module: `import a.b` is `a.b`; `from a import b` is `a.b` when
    that is a module, else `a` (Python loads the package `a` first either way, but a
    half-loaded package is no cycle). `if TYPE_CHECKING:` bodies are skipped (their `else:`
    counts)."""
    found: set[str] = set()
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and is_type_checking(node.test):
            stack.extend(node.orelse)
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = import_base(node, package)
            for alias in node.names:
                found.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base)
        stack.extend(ast.iter_child_nodes(node))
    return found & set(modules)


def import_graph(root: Path = ROOT, package_dir: str = "game") -> dict[str, set[str]]:
    """Each module of the package `root/package_dir` and the package's modules it imports."""
    paths = sorted((root / package_dir).rglob("*.py"))
    names = {module_name(path, root): path for path in paths}
    graph: dict[str, set[str]] = {}
    for name, path in names.items():
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        graph[name] = runtime_imports(tree, package, names.keys()) - {name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles of `graph`, one per strongly connected group of modules (Tarjan),
    each given as a closed path through the group, e.g. `[a, b, a]`."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [closed_path(graph, set(group)) for group in groups]


def closed_path(graph: dict[str, set[str]], group: set[str]) -> list[str]:
    """A path from the group's first module back to itself, inside the group (breadth
    first: the shortest)."""
    start = min(group)
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for other in sorted(graph[node] & group):
                if other == start:
                    path = [start]
                    while node != start:
                        path.append(node)
                        node = came_from[node]
                    return [start, *reversed(path[1:]), start]
                if other not in came_from:
                    came_from[other] = node
                    following.append(other)
        frontier = following
    return sorted(group)  # not reached: a strongly connected group has a cycle


def test_the_game_package_has_no_import_cycle() -> None:
    found = cycles(import_graph())
    assert found == [], "import cycles in game/: " + "; ".join(" -> ".join(c) for c in found)


def test_the_check_sees_a_cycle_through_a_function_level_import(tmp_path: Path) -> None:
    """The checker itself: a module-level import one way and a function-level import back
    make a cycle; the same import back under TYPE_CHECKING does not."""
    package = tmp_path / "game"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from game.b import B\n")
    (package / "b.py").write_text("B = 1\ndef f():\n    from game import a\n")
    (package / "c.py").write_text(
        "from typing import TYPE_CHECKING\nimport game.a\nif TYPE_CHECKING:\n    import game.c2\n"
    )
    (package / "c2.py").write_text("import game.c\n")
    assert cycles(import_graph(tmp_path)) == [["game.a", "game.b", "game.a"]]
