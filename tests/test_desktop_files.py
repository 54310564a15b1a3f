"""The Linux desktop entry and AppStream metainfo: they agree with each other and with
the package, and pass the validators where these are installed; the window's X11 class
is the entry's StartupWMClass."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import time
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


def test_the_window_class_is_the_entrys_startup_class(monkeypatch: pytest.MonkeyPatch) -> None:
    """A desktop groups the game's window under its entry (and icon) by this class."""
    import engine
    from game.app import App
    from game.window import WINDOW_CLASS

    monkeypatch.delenv("SDL_VIDEO_X11_WMCLASS", raising=False)
    App(engine.Game.from_code("SH1-C4-AAAAAJ2"), fullscreen=False, window_size=(800, 600))
    assert entry()["StartupWMClass"] == WINDOW_CLASS
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == WINDOW_CLASS


@pytest.mark.skipif(
    shutil.which("Xvfb") is None or shutil.which("xwininfo") is None, reason="needs Xvfb"
)
def test_a_real_x_window_carries_the_class(tmp_path: Path) -> None:
    display = ":93"
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "800x600x24"])
    try:
        time.sleep(1.0)
        env = {**os.environ, "DISPLAY": display, "SOLITAIRE_TRIO_HOME": str(tmp_path)}
        env.pop("SDL_VIDEODRIVER", None)
        env.pop("SDL_VIDEO_X11_WMCLASS", None)
        game = subprocess.Popen([sys.executable, "-m", "game", "--code", "SH1-C4-AAAAAJ2"], env=env)
        try:
            tree = ""
            for _ in range(100):
                time.sleep(0.2)
                tree = subprocess.run(
                    ["xwininfo", "-root", "-tree"], env=env, capture_output=True, text=True
                ).stdout
                if "Solitaire Trio" in tree:
                    break
            assert '("solitaire-trio" "solitaire-trio")' in tree, tree
        finally:
            game.terminate()
            game.wait(timeout=20)
    finally:
        server.terminate()
        server.wait(timeout=10)
