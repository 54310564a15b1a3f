"""Silent at rest: the loop sleeps until an event or the next change it expects, only the
clock's rectangle reaches the display while nothing moves, and an animation an event
starts after a sleep still starts at its beginning (issue #16)."""

from __future__ import annotations

import threading
import time

import pygame
import pytest

import engine
from game.app import App
from game.pacing import HEARTBEAT_MS
from game.profile.settings import Settings
from game.search_handles import RATING_POLL
from game.table.notes import TOAST_TIME
from game.table.rating import RATE_AFTER
from game.waiting import Waiter, polling_wait

CODE = "DS1-D1N-AAAAAAB"


@pytest.fixture
def unrated(monkeypatch: pytest.MonkeyPatch) -> None:
    """The deal's rating far off: the test is about another reason to wake."""
    from game.table import rating

    monkeypatch.setattr(rating, "RATE_AFTER", 1e6)


def start(code: str = CODE) -> App:
    app = App(engine.Game.from_code(code), Settings(), fullscreen=False, window_size=(1366, 768))
    app.run_frames(2)
    return app


def key(name: str) -> pygame.event.Event:
    return pygame.event.Event(
        pygame.KEYDOWN, key=pygame.key.key_code(name), mod=0, unicode=name, scancode=0
    )


def settle(app: App) -> None:
    for _ in range(300):
        app.step(1 / 60)
        if app.table.board.at_rest:
            return
    raise AssertionError("the table never came to rest")


def post_later(event: pygame.event.Event, seconds: float) -> threading.Thread:
    thread = threading.Thread(target=lambda: (time.sleep(seconds), pygame.event.post(event)))
    thread.start()
    return thread


def test_before_the_first_action_only_the_deals_rating_is_due() -> None:
    app = start("SH1-C4-AAAAAJ2")  # rated in a moment
    table = app.table
    assert table.wake_in() == pytest.approx(RATE_AFTER - (table.now - table.rating.dealt_at))
    app.step(RATE_AFTER)  # the rating starts: the loop looks at it now and then
    assert table.rating.rater.busy and table.wake_in() == RATING_POLL
    deadline = time.monotonic() + 20
    while table.rating.rater.busy:
        assert time.monotonic() < deadline
        time.sleep(0.01)
        app.step(0.01)
    assert table.rating.rater.known(table.game.code) is not None
    assert table.wake_in() is None  # rated, no clock yet: only an event changes anything
    assert app.pacing.rest_timeout() == HEARTBEAT_MS


def test_with_the_clock_running_the_loop_sleeps_until_its_next_second(unrated: None) -> None:
    app = start()
    pygame.event.post(key("s"))  # the stock draws: the clock runs from here
    app.step(1 / 60)
    assert app.pacing.rest_timeout() == 0  # the card flies
    settle(app)
    app.table.session.elapsed = 10.25
    assert app.pacing.rest_timeout() == 750


def test_a_refusal_note_wakes_the_loop_when_its_time_is_up(unrated: None) -> None:
    app = start("SH1-C4-AAAAAJ2")
    assert app.table.game.check("t2>t3") is not None
    for name in ("2", "3"):  # refused by the engine, with a note
        pygame.event.post(key(name))
        app.step(1 / 60)
    assert app.table.game.moves == 0
    assert app.table.notes.toast is not None
    assert app.table.wake_in() == pytest.approx(TOAST_TIME, abs=0.1)
    for _ in range(int(TOAST_TIME * 10) + 2):
        app.step(0.1)
    assert app.table.notes.toast is None
    assert app.pacing.rest_timeout() == HEARTBEAT_MS  # nothing due any more


def test_an_event_posted_while_the_loop_sleeps_is_played_at_once(unrated: None) -> None:
    app = start()
    started = time.monotonic()
    thread = post_later(key("s"), 0.2)
    app.step_when_needed()  # sleeps (nothing is due) until the key comes
    thread.join()
    assert time.monotonic() - started < 0.9  # woken by the key, not by the heartbeat
    assert app.table.game.moves == 1


def test_an_animation_an_event_starts_after_a_sleep_starts_at_its_beginning(unrated: None) -> None:
    app = start()
    thread = post_later(key("s"), 0.6)  # longer than a card's flight
    app.step_when_needed()
    thread.join()
    assert app.table.game.moves == 1
    assert not app.table.board.at_rest  # the slept time did not fly the card home at once


def test_at_rest_only_the_clocks_rectangle_reaches_the_display() -> None:
    app = start()
    pygame.event.post(key("s"))
    settle(app)
    app.step(1 / 60)
    sends = app.renderer.stats.sends
    sent_before = len(sends)
    for _ in range(3):
        app.step(1.0)  # a second of play each: the clock shows the next one
    new = list(sends)[sent_before:]
    width, height = app.screen.get_size()
    assert len(new) == 3
    assert all(0 < pixels < width * height // 100 for _, pixels in new)
    for _ in range(3):
        app.step(0.01)  # within the same second: nothing is sent
    assert len(sends) == sent_before + 3


def test_an_uncovered_window_is_drawn_whole_again() -> None:
    app = start()
    full = app.renderer.stats.full
    app.step(1 / 60)
    assert app.renderer.stats.full == full
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    app.step(1 / 60)
    assert app.renderer.stats.full == full + 1


@pytest.mark.parametrize("wait", [Waiter(), Waiter(polling_wait)], ids=["sdl", "polling"])
def test_a_wait_ends_when_an_event_is_posted_and_leaves_it_queued(wait: Waiter) -> None:
    start()
    pygame.event.clear()
    started = time.monotonic()
    thread = post_later(pygame.event.Event(pygame.USEREVENT, tag="wake"), 0.1)
    wait(3000)
    thread.join()
    assert time.monotonic() - started < 2.0
    assert [getattr(e, "tag", None) for e in pygame.event.get(pygame.USEREVENT)] == ["wake"]


def test_flipped_card_images_stay_within_their_budget_over_a_long_game() -> None:
    app = start()
    images = app.table.board.images
    for _ in range(120):  # pass after pass through the stock: every card flips, again
        pygame.event.post(key("s"))
        for _ in range(12):
            app.step(1 / 60)
    assert len(images._squeezed) > 20  # flips were made and kept...
    assert images._squeezed.used <= images._squeezed.budget  # ...within the budget


def test_memory_is_given_back_once_a_hint_search_ends_and_the_table_is_still(
    monkeypatch: pytest.MonkeyPatch, ticking: object
) -> None:
    import game.pacing

    tidied: list[object] = []
    monkeypatch.setattr(game.pacing, "return_freed_memory", tidied.append)
    app = start("SH1-C4-AAAAAJ2")
    pygame.event.post(key("h"))
    app.step(1 / 60)
    assert app.table.hints.busy
    deadline = time.monotonic() + 10
    while app.table.hints.busy:
        assert time.monotonic() < deadline
        time.sleep(0.005)
        app.step(1 / 60)
    app.step(1 / 60)
    assert tidied == []  # the hint's highlight pulses: not now
    pygame.event.post(key("h"))  # Hint again hides it
    for _ in range(3):
        app.step(1 / 60)
    assert len(tidied) == 1


def test_the_window_shows_the_felt_before_the_table_is_built(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from game.table import scene
    from game.table.drawing import FELT

    seen: list[tuple[int, int, int]] = []
    build = scene.Table.__post_init__

    def look_then_build(table: scene.Table, *args: object) -> None:
        seen.append(tuple(pygame.display.get_surface().get_at((5, 5)))[:3])
        build(table, *args)

    monkeypatch.setattr(scene.Table, "__post_init__", look_then_build)
    start()
    assert seen == [FELT]


def test_memory_is_given_back_once_the_deals_rating_ends(monkeypatch: pytest.MonkeyPatch) -> None:
    import game.pacing

    tidied: list[object] = []
    monkeypatch.setattr(game.pacing, "return_freed_memory", tidied.append)
    app = start("SH1-C4-AAAAAJ2")
    app.step(RATE_AFTER)
    assert app.table.rating.rater.busy and tidied == []
    deadline = time.monotonic() + 20
    while app.table.rating.rater.busy:
        assert time.monotonic() < deadline
        time.sleep(0.01)
        app.step(0.01)
    app.step(0.01)
    assert len(tidied) == 1


def test_a_second_copys_request_brings_the_window_forward(monkeypatch: pytest.MonkeyPatch) -> None:
    import game.window
    from game.window import BRING_FORWARD

    raised: list[bool] = []
    monkeypatch.setattr(game.window, "bring_forward", lambda: raised.append(True))
    app = start()
    pygame.event.post(pygame.event.Event(BRING_FORWARD))
    app.step(1 / 60)
    assert raised == [True]


def test_the_deals_rating_waits_while_a_dialog_is_open() -> None:
    from game.table.hud import HudButton
    from game.table.scene import BUTTON_COMMANDS

    app = start("SH1-C4-AAAAAJ2")
    app.carry_out(BUTTON_COMMANDS[HudButton.SETTINGS])
    app.step(RATE_AFTER)
    app.step(0.01)
    assert not app.table.rating.rater.busy  # the player is choosing: no search beside
    app.stack.back_to_bottom()
    app.step(0.01)
    assert app.table.rating.rater.busy
