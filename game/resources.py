"""Where the files the game ships live, from source and inside the frozen executable.

PyInstaller unpacks bundled data under `sys._MEIPASS`; from source the `assets/`
folder sits beside the packages. No `chdir` is needed either way.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

# `pygame.font.Font(None, size)` opens pygame's own font at this share of `size`.
DEFAULT_FONT_SCALE = 0.6875


def bundle_root() -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    return Path(frozen_root) if frozen_root else Path(__file__).resolve().parents[1]


def asset_path(name: str) -> Path:
    """The path of a shipped asset such as `icon.png`."""
    return bundle_root() / "assets" / name


def default_font(size: int) -> pygame.font.Font:
    """pygame's own font, exactly as `pygame.font.Font(None, size)` gives it, opened by path.

    With `None` pygame finds the file through importlib.resources and reads it through a
    Python file object: 1.7 ms for the first font, 0.15 ms for each later one, against
    0.05 ms by path, and the first frame opens a dozen sizes.
    """
    folder = os.path.dirname(pygame.__file__)
    path = os.path.join(folder, pygame.font.get_default_font())
    return pygame.font.Font(path, max(1, int(size * DEFAULT_FONT_SCALE)))
