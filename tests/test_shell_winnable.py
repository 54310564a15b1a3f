"""New Game with "Winnable deals only": a background search, progress, Cancel, remembered."""

from __future__ import annotations

import json
import os
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

import engine
from engine.solver import Solution, solve
from game import search_work
from game.app import App
from game.dialogs import NewGameDialog
from game.dialogs.buttons import Key, Pick, Row
from game.dialogs.painter import ERROR
from game.profile import Profile
from game.profile.settings import NewGameChoice, settings_from_document
from game.profile.store import Store
from game.selftest import Pointer


def launch(home) -> Pointer:
    app = App(
        engine.Game.from_code("TF1-D1N-AAAAAAB"),
        fullscreen=False,
        window_size=(1366, 768),
        profile=Profile.open(Store(home)),
    )
    app.run_frames(2)
    return Pointer(app)


def press(pointer: Pointer, key: Key) -> None:
    rect = next(b.rect for b in pointer.app.dialog.buttons if b.key == key)
    pointer.click(rect.center, frames=2)


def open_new_game(pointer: Pointer, *keys: Key) -> NewGameDialog:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=pygame.KMOD_CTRL))
    pointer.app.run_frames(2)
    for key in keys:
        press(pointer, key)
    return pointer.app.dialog


def test_start_deals_a_deal_the_solver_proves_winnable(tmp_path, monkeypatch, ticking):
    deals = iter(["SH1-C4-AAAAAAT", "SH1-C4-AAAAAJ2"])  # lost, then winnable (fast to solve)
    monkeypatch.setattr(engine, "random_code", lambda prefix: next(deals))
    pointer = launch(tmp_path)
    dialog = open_new_game(
        pointer, Pick(Row.GAME, "SH"), Pick(Row.CELLS, 4), Pick(Row.WINNABLE, True)
    )
    assert isinstance(dialog, NewGameDialog)
    press(pointer, "start")  # the search may end within the click's frames: the dialog is gone
    deadline = time.monotonic() + 10
    while pointer.app.dialog is dialog:
        assert time.monotonic() < deadline
        time.sleep(0.005)
        pointer.app.step(1 / 60)
    game = pointer.app.table.game
    assert game.code == "SH1-C4-AAAAAJ2" and game.moves == 0
    assert solve(engine.Game.from_code("SH1-C4-AAAAAAT"), seconds=5).verdict == "unwinnable"
    assert solve(engine.Game.from_code(game.code), seconds=5).verdict == "winnable"
    saved = json.loads((tmp_path / "settings.json").read_text())["new_game"]
    assert saved["sh_winnable"] is True and saved["ds_winnable"] is False
    assert open_new_game(pointer).choice.winnable


def test_cancel_stops_the_search_and_the_dialog_stays_usable(tmp_path, monkeypatch):
    def undecided(game, seconds, cancel):
        cancel.wait(seconds)
        return Solution("unknown")

    monkeypatch.setattr(search_work, "solve", undecided)
    pointer = launch(tmp_path)
    dialog = open_new_game(pointer, Pick(Row.GAME, "DS"), Pick(Row.WINNABLE, True), "start")
    task = dialog.task
    assert task is not None and dialog.search is not None
    assert not dialog.enabled("start") and dialog.enabled("close")
    for _ in range(200):  # the thread counts its first deal as soon as it starts solving it
        if dialog.search.tried:
            break
        time.sleep(0.005)
    pointer.app.run_frames(5)
    assert any(p.text.startswith("Looking for a winnable deal… 1 tried") for p in dialog.placed)
    press(pointer, "close")
    assert pointer.app.dialog is dialog and dialog.search is None
    assert task.cancel_event.is_set()
    assert task.wait(0.5)
    assert pointer.app.table.game.code.startswith("TF1-")
    press(pointer, Pick(Row.WINNABLE, False))
    press(pointer, "start")
    assert pointer.app.dialog is None
    assert pointer.app.table.game.code.startswith("DS1-D1N-")


def test_escape_cancels_the_search_and_closing_the_dialog_stops_it(tmp_path, monkeypatch):
    waiting = threading.Event()

    def undecided(game, seconds, cancel):
        waiting.set()
        cancel.wait(seconds)
        return Solution("unknown")

    monkeypatch.setattr(search_work, "solve", undecided)
    pointer = launch(tmp_path)
    dialog = open_new_game(pointer, Pick(Row.WINNABLE, True), "start")
    assert waiting.wait(1)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    pointer.app.run_frames(2)
    assert pointer.app.dialog is dialog and dialog.search is None
    press(pointer, "start")
    task = dialog.task
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    pointer.app.run_frames(2)
    assert pointer.app.dialog is not dialog and task.cancel_event.is_set()


def test_old_settings_files_read_with_the_option_off():
    settings = settings_from_document({"version": 1, "new_game": {"game": "SH", "cells": 2}})
    assert settings.new_game == NewGameChoice(game="SH", cells=2)
    assert not settings.new_game.winnable


def test_a_search_that_breaks_down_says_so(tmp_path, monkeypatch):
    def broken(game, seconds, cancel):
        raise RuntimeError("solver bug")

    monkeypatch.setattr(search_work, "solve", broken)
    pointer = launch(tmp_path)
    dialog = open_new_game(pointer, Pick(Row.GAME, "SH"), Pick(Row.WINNABLE, True), "start")
    for _ in range(100):
        if dialog.search is None:
            break
        time.sleep(0.01)
        pointer.app.run_frames(1)
    pointer.app.run_frames(2)
    assert dialog.search is None and dialog.search_failed
    text, color = dialog.code_line()
    assert "failed" in text and color == ERROR
    assert pointer.app.table.game.code.startswith("TF1-")


def test_vegas_scoring_turns_winnable_only_off_and_start_deals_at_once(tmp_path, monkeypatch):
    """The solver almost never settles a Vegas deal in seconds: no endless search."""
    monkeypatch.setattr(search_work, "solve", lambda *args, **kwargs: Solution("unknown"))
    pointer = launch(tmp_path)
    dialog = open_new_game(
        pointer, Pick(Row.GAME, "DS"), Pick(Row.WINNABLE, True), Pick(Row.VEGAS, True)
    )
    assert not dialog.enabled(Pick(Row.WINNABLE, True)) and not dialog.enabled(
        Pick(Row.WINNABLE, False)
    )
    assert "needs Normal scoring" in dialog.code_line()[0]
    press(pointer, "start")
    assert pointer.app.dialog is None and dialog.search is None
    assert pointer.app.table.game.code.startswith("DS1-D1V-")
    dialog = open_new_game(pointer, Pick(Row.VEGAS, False))
    assert dialog.choice.winnable and dialog.enabled(Pick(Row.WINNABLE, True))
