"""The docs describe the present (issue 28): no "stop N" diary, short pages, local links
that resolve, and every `docs/X.md, "Heading"` the code cites is a heading of that page."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = sorted((ROOT / "docs").glob("*.md"))
PAGES = [*DOCS, ROOT / "README.md"]
CITING = ("game", "engine", "bench", "tools", "tests", "docs")
MAX_LINES = 450
MAX_SOLVER_LINES = 400

DIARY = re.compile(r"\bstop \d+", re.IGNORECASE)
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#+\s+(.+?)\s*#*\s*$", re.MULTILINE)
# docs/X.md, "Heading" (also `docs/X.md "Heading"` and `docs/X.md ("Heading"`); a heading
# may run over a line break, with a comment's `#` or a docstring's indent on the next line
CITE = re.compile(r'docs/(\w+\.md),?\s*\(?"([^"\n]+(?:\n[\s#]*[^"\n]+)?)"')


def headings(page: Path) -> set[str]:
    """The page's markdown headings, lower case (a cite may start a sentence or not)."""
    return {title.lower() for title in HEADING.findall(page.read_text(encoding="utf-8"))}


def cites() -> list[tuple[Path, str, str]]:
    """(citing file, doc name, heading) for every `docs/X.md, "Heading"` in the sources."""
    sources = [ROOT / "README.md"]
    sources += [path for folder in CITING for path in sorted((ROOT / folder).rglob("*"))]
    found = []
    for path in sources:
        if path.suffix in (".py", ".md") and path != Path(__file__).resolve():
            for doc, title in CITE.findall(path.read_text(encoding="utf-8")):
                found.append((path, doc, re.sub(r"\s*\n[\s#]*", " ", title)))
    return found


def test_no_page_keeps_a_stop_diary() -> None:
    marks = [
        f"{page.name}:{number}: {line.strip()}"
        for page in PAGES
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1)
        if DIARY.search(line)
    ]
    assert not marks, "\n".join(marks)


def test_docs_are_short() -> None:
    long = {
        page.name: count
        for page in DOCS
        if (count := len(page.read_text(encoding="utf-8").splitlines()))
        > (MAX_SOLVER_LINES if page.name == "SOLVER.md" else MAX_LINES)
    }
    assert not long, long


def test_local_links_and_images_resolve() -> None:
    missing = []
    for page in PAGES:
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            path = target.split("#", 1)[0]
            if not path or re.match(r"[a-z][a-z0-9+.-]*:", path):  # an anchor, a URL, mailto:
                continue
            if not (page.parent / path).exists():
                missing.append(f"{page.name}: {target}")
    assert not missing, missing


def test_every_cited_heading_exists() -> None:
    found = cites()
    assert found, "no citation found: the pattern no longer matches the sources"
    missing = [
        f"{path.relative_to(ROOT)}: docs/{doc}, {title!r}"
        for path, doc, title in found
        if not (ROOT / "docs" / doc).exists() or title.lower() not in headings(ROOT / "docs" / doc)
    ]
    assert not missing, "\n".join(missing)
