"""Where the files the game ships live, from source and inside the frozen executable.

PyInstaller unpacks bundled data under `sys._MEIPASS`; from source the `assets/`
folder sits beside the packages. No `chdir` is needed either way.
"""

from __future__ import annotations

import sys
from pathlib import Path


def bundle_root() -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    return Path(frozen_root) if frozen_root else Path(__file__).resolve().parents[1]


def asset_path(name: str) -> Path:
    """The path of a shipped asset such as `icon.png`: inside the installed `game` package
    (a wheel), else `assets/` beside the packages (from source, in the executable). The
    package's own copy comes first: another wheel may have put an `assets/` in site-packages."""
    installed = Path(__file__).resolve().parent / "assets" / name
    return installed if installed.exists() else bundle_root() / "assets" / name
