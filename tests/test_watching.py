"""The watching player (issue 33, items 1 and 6): Show me plays the solver's line on the
player's game (pause, step, stop; any other key hands it back; a win it makes counts as
played, not won); a replay plays over the player's game and never touches it or the
statistics. Driven by posted events; the solver runs on the ticking test clock."""

from __future__ import annotations

import threading
import time

import pygame

import engine
from engine.replay import encode
from engine.solver import solve
from game import search_work
from game.app import App
from game.commands import PlayOn, Watch
from game.profile.settings import Settings
from game.selftest import Pointer
from game.table.watching import WatchButton, Watching, WatchKind

SH = "SH1-C4-AAAAAJ2"  # the solver wins it in 154 moves


def start(code: str = SH, table: str = "green") -> App:
    app = App(
        engine.Game.from_code(code),
        Settings(animation="off", table=table),
        fullscreen=False,
        window_size=(1366, 768),
    )
    app.run_frames(2)
    return app


def key(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.run_frames(1)


def step_until(app: App, done, seconds: float = 10.0, dt: float = 1 / 60) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "it did not happen in time"
        time.sleep(0.002)
        app.step(dt)


def showing(app: App) -> None:
    """Press D and wait until the line plays."""
    key(app, pygame.K_d)
    step_until(app, lambda: app.table.watching is not None)


def test_show_me_plays_the_winning_line_to_a_win_that_counts_as_played(ticking) -> None:
    app = start()
    showing(app)
    watching = app.table.watching
    assert watching is not None and watching.kind is WatchKind.SHOW_ME and watching.wins
    step_until(app, lambda: app.table.game.is_won, seconds=60, dt=0.6)
    record = app.statistics.get(engine.Game.from_code(SH).option_set.prefix)
    assert (record.played, record.won) == (1, 0)
    app.run_frames(10, dt=0.6)
    assert app.table.win.offered and "played, not won" in app.table.win.title()
    assert app.table.game.moves == len(watching.moves)


def test_pause_holds_a_step_plays_one_move_and_another_key_hands_the_game_back(ticking) -> None:
    app = start()
    showing(app)
    key(app, pygame.K_SPACE)  # pause
    moves = app.table.game.moves
    app.run_frames(120, dt=0.1)
    assert app.table.game.moves == moves
    key(app, pygame.K_RIGHT)  # one step
    app.run_frames(30, dt=0.1)
    assert app.table.game.moves == moves + 1
    key(app, pygame.K_SPACE)  # play on
    app.run_frames(20, dt=0.1)
    assert app.table.game.moves > moves + 1
    key(app, pygame.K_h)  # any other key: the game is the player's again
    assert app.table.watching is None
    played = app.table.game.moves
    app.run_frames(30, dt=0.1)
    assert app.table.game.moves == played and not app.table.hints.busy
    key(app, pygame.K_2)  # the player goes on from there: the pile keys are theirs
    assert app.table.keyboard.source == "t2"


def test_esc_stops_and_a_click_elsewhere_stops_too(ticking) -> None:
    app = start()
    showing(app)
    key(app, pygame.K_ESCAPE)
    assert app.table.watching is None and app.fullscreen is False
    showing(app)
    Pointer(app).click((app.table.size[0] // 2, app.table.size[1] // 3))
    assert app.table.watching is None


def test_the_controls_are_buttons_with_their_keys(ticking) -> None:
    app = start()
    showing(app)
    watching = app.table.watching
    assert watching is not None
    assert set(watching.buttons) == {WatchButton.PAUSE, WatchButton.STEP, WatchButton.STOP}
    assert "(Space)" in watching.label(WatchButton.PAUSE)
    pointer = Pointer(app)
    pointer.click(watching.buttons[WatchButton.PAUSE].center)
    assert watching.paused
    moves = app.table.game.moves
    pointer.click(watching.buttons[WatchButton.STEP].center)
    app.run_frames(10, dt=0.1)
    assert app.table.game.moves == moves + 1 and app.table.watching is watching
    pointer.click(watching.buttons[WatchButton.STOP].center)
    assert app.table.watching is None


def test_the_panel_takes_the_chosen_tables_colours(ticking) -> None:
    from game.art.looks import TABLES
    from game.table.hud import hud_colors

    backgrounds = {}
    for table in ("green", "red"):
        app = start(table=table)
        showing(app)
        app.run_frames(2)
        panel = app.table.watching.panel
        assert panel is not None
        inside = (panel.left + 2, panel.centery)  # left of the centred title and buttons
        backgrounds[table] = tuple(app.screen.get_at(inside))[:3]
        assert backgrounds[table] == hud_colors(TABLES[table]).bar  # the bar's, over its felt
        key(app, pygame.K_ESCAPE)
    assert backgrounds["green"] != backgrounds["red"]


def test_the_show_me_button_on_the_bar_starts_it(ticking) -> None:
    app = start()
    Pointer(app).click(app.table.hud.buttons["show-me"].center)
    step_until(app, lambda: app.table.watching is not None)


def test_a_lost_position_plays_the_line_that_brings_most_cards_home_and_says_so(ticking) -> None:
    lost = "SH1-C2-AAAAAAF"  # lost after these moves (tests/test_hint.py)
    moves = "t2>f t8>t7 t10>f t10>t4 t3>t1 t10>t2 t6>t2 t9>t4 c2>t6 t8>c2 t3>t1"
    app = start(lost)
    for move in moves.split():
        app.table.play(move)
    showing(app)
    watching = app.table.watching
    assert watching is not None and not watching.wins
    assert "most cards home" in watching.title()
    step_until(app, lambda: app.table.watching is None, dt=0.6)
    assert "Your turn" in app.table.notes.status.text()
    assert app.table.game.moves == 11 + len(watching.moves)


def test_a_replay_plays_over_the_players_game_and_never_counts(ticking) -> None:
    app = start("DS1-D1N-AAAAAAB")
    app.table.play("s")  # the player's own game has a move
    line = [str(move) for move in solve(engine.Game.from_code(SH), seconds=10).moves]
    app.carry_out(Watch(SH, tuple(line[:20])))
    assert app.table.game.code == SH and app.table.own_session.game.code == "DS1-D1N-AAAAAAB"
    assert app.table.hud_text().replay  # Restart, Undo, Redo, Hint and Show me show off
    app.run_frames(1)
    Pointer(app).click(app.table.hud.buttons["restart"].center)
    assert app.dialog is None and app.table.game.code == SH
    step_until(app, lambda: app.table.watching is not None and app.table.watching.ended, dt=0.6)
    assert app.table.game.moves == 20
    key(app, pygame.K_ESCAPE)  # back to my game
    assert app.table.game.code == "DS1-D1N-AAAAAAB" and app.table.game.moves == 1
    assert app.statistics.get("SH1-C4").played == 0


def test_a_finished_replay_can_be_played_on_counting_the_game_left_as_played(ticking) -> None:
    app = start("DS1-D1N-AAAAAAB")
    app.table.play("s")
    app.carry_out(Watch(SH, ("t1>t7", "t1>t4")))
    step_until(app, lambda: app.table.watching is not None and app.table.watching.ended, dt=0.6)
    key(app, pygame.K_RETURN)  # play on: the game in progress would be abandoned, asked first
    assert app.dialog is not None
    app.carry_out(PlayOn(confirmed=True))
    assert app.table.watching is None and app.table.game.code == SH
    assert app.table.game.moves == 2 and app.table.session.assisted
    assert app.statistics.get("DS1-D1N").played == 1


def test_a_replay_that_does_not_play_is_told_not_watched(ticking) -> None:
    app = start()
    app.carry_out(Watch(SH, ("t1>f",)))
    assert app.table.watching is None and app.table.game.code == SH
    assert "cannot be watched" in app.table.notes.status.text()


def test_the_replay_code_round_trips_the_session_moves(ticking) -> None:
    app = start()
    app.table.play("t1>t7")
    app.table.undo()
    app.table.play("t1>t7")
    app.table.play("t1>t4")
    moves = app.table.session.replay_moves()
    assert moves == ("t1>t7", "t1>t4")
    assert encode(SH, moves) == "SH1C4AAAAAJ2ABCBCGG4KYF"


def test_the_win_banner_copies_the_replay_code_and_it_plays_back(ticking) -> None:
    app = start()
    copied: list[str] = []
    app.clipboard.put = lambda text: copied.append(text) or True  # type: ignore[method-assign]
    line = [str(move) for move in solve(engine.Game.from_code(SH), seconds=10).moves]
    for move in line:
        app.table.play(move)
    app.run_frames(10, dt=0.1)
    win = app.table.win
    assert app.table.game.is_won and win.offered and win.replay_button is not None
    Pointer(app).click(win.replay_button.center)
    assert len(copied) == 1 and len(copied[0]) < 400
    from engine.replay import decode

    replay = decode(copied[0])
    assert replay.code == SH and replay.game().is_won
    assert app.table.game.is_won  # the click took no new deal


def test_ctrl_shift_c_copies_the_game_so_far_and_says_when_its_start_is_unknown(ticking) -> None:
    app = start()
    copied: list[str] = []
    app.clipboard.put = lambda text: copied.append(text) or True  # type: ignore[method-assign]
    app.table.play("t1>t7")
    key(app, pygame.K_c, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert copied == [encode(SH, ["t1>t7"])]
    takebacks = app.table.session.takebacks
    app.table.session.resume(takebacks, 3.0)  # a save keeps the moves from the deal
    key(app, pygame.K_c, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert copied == [encode(SH, ["t1>t7"])] * 2
    takebacks.earlier = None  # a save of an older version: the first moves are not known
    key(app, pygame.K_c, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert len(copied) == 2 and "not kept" in app.table.notes.status.text()


def held_search(monkeypatch) -> threading.Event:
    """Show me's search waits for the returned gate (or its cancel) before it answers."""
    gate = threading.Event()

    def find_line(game, cancel, budget):
        gate.wait(5)
        return real_find_line(game, cancel, budget)

    real_find_line = search_work.find_line
    monkeypatch.setattr(search_work, "find_line", find_line)
    return gate


def test_the_searching_line_goes_once_the_line_plays(ticking, monkeypatch) -> None:
    gate = held_search(monkeypatch)
    app = start()
    key(app, pygame.K_d)
    assert "looking" in app.table.notes.status.text()
    gate.set()
    step_until(app, lambda: app.table.watching is not None)
    assert app.table.notes.status is None


def test_esc_while_show_me_searches_only_stops_the_search(ticking, monkeypatch) -> None:
    app = start()
    app.fullscreen = True  # as a player's fullscreen window: Esc must not leave it here
    monkeypatch.setattr(app, "set_fullscreen", lambda *args, **kwargs: None)
    left = []
    monkeypatch.setattr(app, "carry_out", lambda command: left.append(command))
    gate = held_search(monkeypatch)
    key(app, pygame.K_d)
    assert app.table.line_search.busy
    key(app, pygame.K_ESCAPE)
    gate.set()
    assert not app.table.line_search.busy and app.table.watching is None and left == []


def test_the_buttons_name_the_keymaps_keys_cmd_on_macos() -> None:
    from game.keymap import Keymap
    from game.table.win import replay_label

    assert replay_label(Keymap(mac=True)) == "Copy replay code (Cmd+Shift+C)"
    assert replay_label(Keymap(mac=False)) == "Copy replay code (Ctrl+Shift+C)"
    watching = Watching(WatchKind.SHOW_ME, ("s",), keymap=Keymap(mac=False))
    assert watching.label(WatchButton.STEP) == "Step (→ / .)"  # both of its keys
