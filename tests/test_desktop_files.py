"""The Linux desktop entry and AppStream metainfo: they agree with each other and with
the package, and pass the validators where these are installed."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
APP_ID = "io.github.solitaire_trio.SolitaireTrio"
DESKTOP = ROOT / "packaging" / "linux" / f"{APP_ID}.desktop"
METAINFO = ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml"


def entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys keep their case
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_desktop_entry_starts_the_installed_game() -> None:
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["gui-scripts"]
    desktop = entry()
    assert desktop["Exec"] in scripts
    assert desktop["Icon"] == APP_ID
    assert "CardGame" in desktop["Categories"].split(";")


def test_the_metainfo_names_the_entry_and_the_binary() -> None:
    root = ElementTree.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("provides/binary") == entry()["Exec"]
    assert root.findtext("name") == entry()["Name"]


@pytest.mark.parametrize(
    ("tool", "arguments"),
    [("desktop-file-validate", [DESKTOP]), ("appstreamcli", ["validate", "--no-net", METAINFO])],
)
def test_the_validators_accept_them(tool: str, arguments: list[object]) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed")
    result = subprocess.run([tool, *map(str, arguments)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
