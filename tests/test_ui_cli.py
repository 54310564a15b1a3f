"""The command line: screenshots, a bad code's fallback, the self-test."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

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


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--size", "100x100"], "from 640x480"),
        (["--size", "3000000000x200"], "from 640x480"),
        (["--size", "99999999999999999999x200"], "from 640x480"),
        (["--size", "wide"], "must look like"),
        (["--screenshot", ""], "must name a .png file"),
        (["--screenshot", "/nonexistent-folder/x.png"], "could not write"),
    ],
)
def test_screenshot_arguments_it_cannot_use_get_a_message(tmp_path, capsys, args, message):
    """Exit 2 and one line, no traceback, and never the interactive game (which would
    wait for a player and write the real save)."""
    argv = ["--screenshot", str(tmp_path / "x.png"), "--code", "TF1-D3N-AAAAAAB", *args]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and "Traceback" not in err and len(err.splitlines()) == 1


def test_bad_code_says_why_in_one_line_and_deals_a_random_game(capsys):
    game = deal("ZZ1-D1N-AAAAAAB")
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "ZZ1-D1N-AAAAAAB" in err
    assert game.code.startswith("DS1-D1N-")


def test_self_test_passes(capsys):
    assert main(["--self-test"]) == 0
    assert "passed" in capsys.readouterr().out


def test_screenshot_with_a_hint_waits_for_it(tmp_path, capsys):
    """The picture shows the hint's glow: it differs from the same position without it."""
    shots = {}
    for name, extra in (("plain", []), ("hint", ["--hint"])):
        shots[name] = tmp_path / f"{name}.png"
        assert main(["--screenshot", str(shots[name]), "--size", "800x600",
                     "--code", "SH1-C4-AAAAAJ2", "--moves", "t1>t7", *extra]) == 0  # fmt: skip
    images = {name: pygame.image.load(str(path)) for name, path in shots.items()}
    assert images["hint"].get_size() == (800, 600)
    table = pygame.Rect(0, 60, 800, 500)  # below the bar (whose clock may tick)
    plain, hinted = (pygame.image.tobytes(images[n].subsurface(table), "RGB") for n in shots)
    assert plain != hinted
    assert "SH1-C4-AAAAAJ2" in capsys.readouterr().out
