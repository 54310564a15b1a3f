"""The command line: screenshots, a bad code's fallback, the self-test."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from game.__main__ import deal, main


def test_screenshot_after_moves(tmp_path):
    out = tmp_path / "shot.png"
    assert main(["--screenshot", str(out), "--size", "800x600", "--code", "TF1-D3N-AAAAAAB",
                 "--moves", "s s"]) == 0  # fmt: skip
    image = pygame.image.load(str(out))
    assert image.get_size() == (800, 600)


def test_refused_screenshot_move_is_reported(tmp_path, capsys):
    code = main(["--screenshot", str(tmp_path / "x.png"), "--code", "DS1-D1N-AAAAAAB",
                 "--moves", "t1>t2"])  # fmt: skip
    assert code == 2
    assert "t1>t2" in capsys.readouterr().err


def test_bad_code_says_why_in_one_line_and_deals_a_random_game(capsys):
    game = deal("ZZ1-D1N-AAAAAAB")
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "ZZ1-D1N-AAAAAAB" in err
    assert game.code.startswith("DS1-D1N-")


def test_self_test_passes(capsys):
    assert main(["--self-test"]) == 0
    assert "passed" in capsys.readouterr().out


def test_screenshot_with_a_hint_waits_for_it(tmp_path, capsys):
    out = tmp_path / "hint.png"
    assert main(["--screenshot", str(out), "--size", "800x600", "--code", "SH1-C4-AAAAAJ2",
                 "--moves", "t1>t7", "--hint"]) == 0  # fmt: skip
    assert pygame.image.load(str(out)).get_size() == (800, 600)
    assert "SH1-C4-AAAAAJ2" in capsys.readouterr().out
