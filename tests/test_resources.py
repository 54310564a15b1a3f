"""Shipped files are found from source without any chdir, wherever the game starts from."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from game.resources import asset_path


def test_the_icon_is_found_from_any_working_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    icon = pygame.image.load(asset_path("icon.png"))
    assert icon.get_size() == (256, 256)


def test_frozen_builds_look_beside_the_unpacked_bundle(tmp_path, monkeypatch):
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert asset_path("icon.png") == tmp_path / "assets" / "icon.png"
