"""history.json (issue 33): every finished game with its moves, bounded, counted once, a
damaged file set aside while the game goes on; the Statistics pages and Today's deals
driven by posted events."""

from __future__ import annotations

import datetime
import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

import engine
from engine import daily, replay
from game import strings
from game.app import App
from game.commands import StartGame, Watch
from game.dialogs import StatisticsDialog, TodayDialog
from game.dialogs.buttons import Pick, Press, Row
from game.dialogs.statistics import Page
from game.profile import Profile
from game.profile.history import (
    KEPT_GAMES,
    GameRecord,
    History,
    Result,
    best_daily_streak,
    daily_streak,
)
from game.profile.store import Store
from game.selftest import Pointer
from game.strings import MINUS
from tests.test_shell_dialogs import FakeClipboard

CODE = "TF1-D1N-AAAAAAB"


def launch(home: Path, code: str = CODE, size: tuple[int, int] = (1366, 768)) -> Pointer:
    profile = Profile.open(Store(home))
    saved = profile.load_game()
    game = saved.game if saved else engine.Game.from_code(code)
    clipboard = FakeClipboard()
    app = App(game, fullscreen=False, window_size=size, profile=profile, clipboard=clipboard)
    if saved:
        app.table.session.resume(saved.takebacks, saved.elapsed)
    app.files.show_notices()
    app.run_frames(2)
    _ = app.files.history  # as `App.run` reads it after the first frame
    return Pointer(app)


def key(pointer: Pointer, name: int, mod: int = 0, frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=name, mod=mod, unicode=""))
    pointer.app.run_frames(frames)


def draw_three_and_restart(pointer: Pointer) -> None:
    """Three cards drawn with the mouse, then Ctrl+R and Enter: the game is abandoned."""
    for _ in range(3):
        pointer.click(pointer.card_point("s"), frames=2)
    key(pointer, pygame.K_r, pygame.KMOD_CTRL)
    key(pointer, pygame.K_RETURN)


def stored(home: Path) -> History:
    profile = Profile.open(Store(home))
    history = profile.history
    assert profile.notices == []
    return history


def test_an_abandoned_game_is_recorded_with_its_moves(tmp_path: Path) -> None:
    pointer = launch(tmp_path)
    draw_three_and_restart(pointer)
    [record] = stored(tmp_path).games
    assert (record.code, record.result, record.moves) == (CODE, Result.ABANDONED, 3)
    assert record.replay is not None
    decoded = replay.decode(record.replay)
    assert decoded.code == CODE and [str(m) for m in decoded.moves] == ["s", "s", "s"]
    assert stored(tmp_path).totals_of("TF1-D1N").games == 1
    assert pointer.app.statistics.get("TF1-D1N").played == 1  # statistics.json as ever


def test_a_game_resumed_from_disk_keeps_every_move_for_its_replay(tmp_path: Path) -> None:
    """More moves than the undo window: the save's `earlier` keeps the rest; after a quit
    and a new start, the abandoned game's replay still holds every move."""
    pointer = launch(tmp_path)
    game = pointer.app.table.game
    moves = []
    while len(moves) < 3 * game.variant.undo_depth:  # draw and recycle, round and round
        move = game.tap("s") or "s"
        moves.append(str(pointer.app.table.session.play(move).move))
    pointer.app.run_frames(2)
    pointer.app.quit()
    again = launch(tmp_path, code="SH1-C4-AAAAAJ2")
    assert again.app.table.game.moves == len(moves)
    key(again, pygame.K_r, pygame.KMOD_CTRL)
    key(again, pygame.K_RETURN)
    [record] = stored(tmp_path).games
    assert record.replay is not None
    assert [str(m) for m in replay.decode(record.replay).moves] == moves


def test_a_won_game_is_recorded_as_won_and_its_replay_wins(tmp_path: Path, ticking) -> None:
    """Seahaven's proven deal of the day, won by the solver's line (on the tests' ticking
    clock) played through the session: the history says won, and the replay wins."""
    code = daily.daily_codes(datetime.date(2026, 12, 24))[2]
    from engine.solver import solve

    solution = solve(engine.Game.from_code(code), 60.0)
    assert solution.verdict == "winnable"
    line = solution.moves
    pointer = launch(tmp_path, code=code)
    for move in line:
        pointer.app.table.session.play(move)
    pointer.app.run_frames(2)
    [record] = stored(tmp_path).games
    assert record.result is Result.WON and record.code == code
    assert record.replay is not None and replay.decode(record.replay).game().is_won


def test_the_history_keeps_the_last_games_and_no_total_shrinks() -> None:
    history = History()
    for number in range(KEPT_GAMES + 5):
        history.add(record(f"id{number}", won=number % 2 == 0, score=10))
    assert len(history.games) == KEPT_GAMES and history.games[0].id == "id5"
    totals = history.totals_of("TF1-D1N")
    assert (totals.games, totals.won, totals.score) == (KEPT_GAMES + 5, 503, 10 * 1005)
    history.add(record(f"id{KEPT_GAMES + 4}", won=False, score=3))  # the same game again
    totals = history.totals_of("TF1-D1N")
    assert (totals.games, totals.won, totals.score) == (KEPT_GAMES + 5, 502, 10 * 1004 + 3)
    assert len(history.games) == KEPT_GAMES and history.games[-1].score == 3


def record(
    game_id: str, won: bool = True, score: int = 10, code: str = CODE, ended: str = ""
) -> GameRecord:
    result = Result.WON if won else Result.ABANDONED
    when = ended or "2026-12-06T10:00:00"
    return GameRecord(game_id, when, code, result, score, 40, 100.0, None)


DAMAGED = [
    "{not json",
    json.dumps({"version": 1, "games": {}, "totals": {}}),
    json.dumps({"version": 2, "games": [], "totals": {}}),
    json.dumps({"version": 1, "games": [{"id": "x"}], "totals": {}}),
    json.dumps({"version": 1, "games": [], "totals": {"TF1-D1N": {"games": -1}}}),
    json.dumps({"version": 1, "games": [], "totals": {}, "days_won": ["2026-13-01"]}),
]


@pytest.mark.parametrize("content", DAMAGED)
def test_a_damaged_history_is_set_aside_with_a_message_and_play_goes_on(
    tmp_path: Path, content: str
) -> None:
    (tmp_path / "history.json").write_text(content)
    pointer = launch(tmp_path)
    kept = list(tmp_path.glob("history.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == content
    status = pointer.app.table.notes.status
    assert status is not None and "history.json" in status.text()
    draw_three_and_restart(pointer)  # the game goes on, and the next game is recorded
    assert len(stored(tmp_path).games) == 1


def test_a_game_with_a_bad_record_value_is_damage() -> None:
    good = json.loads(json.dumps(History([record("a")]).to_document()))
    for field, value in [("seconds", float("nan")), ("code", "XX"), ("result", "maybe")]:
        document = json.loads(json.dumps(good))
        document["games"][0][field] = value
        with pytest.raises(ValueError):
            from game.profile.history import history_from_document

            history_from_document(document)


def open_statistics(pointer: Pointer) -> StatisticsDialog:
    key(pointer, pygame.K_F4)
    dialog = pointer.app.dialog
    assert isinstance(dialog, StatisticsDialog)
    return dialog


def press(pointer: Pointer, button: object) -> None:
    rect = next(b.rect for b in pointer.app.dialog.buttons if b.key == button)
    pointer.click(rect.center, frames=2)


@pytest.mark.parametrize("size", [(1366, 768), (700, 900)])
def test_the_history_page_plays_a_deal_again_and_watches_a_game(tmp_path, size) -> None:
    pointer = launch(tmp_path, size=size)
    pointer.app.files.history.add(record("old", code="SH1-C4-AAAAAJ2", ended="2026-01-01T09:00"))
    draw_three_and_restart(pointer)
    dialog = open_statistics(pointer)
    press(pointer, Pick(Row.PAGE, Page.HISTORY))
    assert dialog.page is Page.HISTORY
    assert dialog.chosen is not None and dialog.chosen.code == CODE  # newest first
    assert dialog.panel.bottom <= size[1] and dialog.panel.right <= size[0]
    assert dialog.click(Press.WATCH) == Watch(CODE, ("s", "s", "s"))
    press(pointer, Press.COPY)  # the replay code on the clipboard, to paste into New Game
    copied = pointer.app.clipboard.get()
    assert copied is not None and replay.decode(copied).code == CODE
    assert pointer.app.dialog is dialog
    key(pointer, pygame.K_DOWN)  # the arrows move the selection
    assert dialog.chosen is not None and dialog.chosen.code == "SH1-C4-AAAAAJ2"
    assert not dialog.enabled(Press.WATCH)  # its moves are not known
    key(pointer, pygame.K_RETURN)  # Enter: play this deal again
    assert pointer.app.table.game.code == "SH1-C4-AAAAAJ2"


def test_the_progress_page_shows_averages_the_vegas_total_and_a_chart(tmp_path) -> None:
    pointer = launch(tmp_path)
    files = pointer.app.files
    for number, score in enumerate((-52, 30, -10)):
        files.history.add(record(f"v{number}", won=False, score=score, code="DS1-D1V-AAAAAAB"))
        files.statistics.add("DS1-D1V", False, score, 100.0)
    dialog = open_statistics(pointer)
    press(pointer, Pick(Row.PAGE, Page.PROGRESS))
    assert dialog.options.prefix == "TF1-D1N"  # the game on the table's
    press(pointer, Pick(Row.GAME, "DS"))
    press(pointer, Pick(Row.OPTIONS, "DS1-D1V"))
    texts = [placed.text for placed in dialog.placed]
    assert f"{MINUS}$32" in texts  # the Vegas running total: -52 + 30 - 10
    assert f"{MINUS}$11" in texts  # the average score
    assert "the last 3 games" in texts  # the chart's label
    assert dialog.panel.bottom <= 768


def test_reset_statistics_resets_the_history_totals_but_keeps_the_games(tmp_path) -> None:
    pointer = launch(tmp_path)
    draw_three_and_restart(pointer)
    open_statistics(pointer)
    press(pointer, Press.RESET)
    press(pointer, Press.YES)
    history = stored(tmp_path)
    assert history.totals == {} and len(history.games) == 1


def test_todays_deals_offers_the_three_deals_and_counts_the_days_won(tmp_path) -> None:
    today = datetime.date(2026, 12, 24)
    codes = daily.daily_codes(today)
    history = History()
    for day in (21, 22, 23):
        deal = daily.daily_codes(datetime.date(2026, 12, day))[day % 3]
        history.add(record(f"d{day}", code=deal, ended=f"2026-12-{day}T20:00:00"))
    dialog = TodayDialog(history, today)
    assert dialog.won == {datetime.date(2026, 12, d) for d in (21, 22, 23)}
    assert daily_streak(dialog.won, today) == 3  # today not won yet: the run goes on
    assert daily_streak(dialog.won, today + datetime.timedelta(days=1)) == 0
    assert best_daily_streak(dialog.won) == 3
    assert dialog.click(Pick(Row.DEAL, codes[1])) == StartGame(codes[1], remember=False)


def test_a_day_won_stays_won_when_its_game_leaves_the_list(tmp_path: Path) -> None:
    history = History()
    deal = daily.daily_codes(datetime.date(2026, 12, 2))[0]
    history.add(record("daily", code=deal, ended="2026-12-02T21:00:00"))
    for number in range(KEPT_GAMES):
        history.add(record(f"g{number}", won=False))
    assert "daily" not in {r.id for r in history.games}
    store = Store(tmp_path)
    store.save("history", history.to_document())
    profile = Profile.open(store)
    dialog = TodayDialog(profile.history, datetime.date(2026, 12, 3))
    assert profile.notices == [] and dialog.won == {datetime.date(2026, 12, 2)}
    assert daily_streak(dialog.won, datetime.date(2026, 12, 3)) == 1


def test_f6_opens_todays_deals_and_a_deal_starts_from_it(tmp_path) -> None:
    pointer = launch(tmp_path)
    key(pointer, pygame.K_F6)
    dialog = pointer.app.dialog
    assert isinstance(dialog, TodayDialog)
    if dialog.codes:  # the machine's date is inside the shipped table
        press(pointer, Pick(Row.DEAL, dialog.codes[2]))
        assert pointer.app.table.game.code == dialog.codes[2]
    else:
        assert dialog.missing is not None


def test_a_date_outside_the_table_is_a_plain_message_in_greek_too() -> None:
    dialog = TodayDialog(History(), datetime.date(2001, 1, 1))
    english = dialog.missing
    assert dialog.codes == () and english is not None and "2026-12-01" in english
    strings.set_language("el")
    try:
        greek = dialog.missing  # made when drawn: the language of the moment
        assert greek is not None and greek != english and "2026-12-01" in greek
    finally:
        strings.set_language("en")


def filled_history() -> History:
    """Games of every option set, won and not, Vegas losses among them, and daily wins."""
    history = History()
    for number, options in enumerate(engine.option_sets() * 4):
        code = f"{options.prefix}-AAAAAAB" if options.game != "SH" else f"{options.prefix}-AAAAAJ2"
        score = -52 if options.vegas and number % 2 else 1234
        history.add(record(f"g{number}", won=number % 3 == 0, score=score, code=code))
    for day in range(1, 25):
        deal = daily.daily_codes(datetime.date(2026, 12, day))[day % 3]
        history.add(record(f"d{day}", code=deal, ended=f"2026-12-{day:02d}T23:59:59"))
    return history


@pytest.mark.parametrize("size", [(1366, 768), (700, 900)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "el"])
def test_every_page_and_todays_deals_fit_in_both_languages(tmp_path, language, size) -> None:
    from tests.test_translations import layout_problems

    pointer = launch(tmp_path, size=size)
    pointer.app.files._history = filled_history()
    strings.set_language(language)
    try:
        dialog = open_statistics(pointer)
        for page in Page:
            press(pointer, Pick(Row.PAGE, page))
            if page is Page.PROGRESS:
                press(pointer, Pick(Row.GAME, "DS"))
                press(pointer, Pick(Row.OPTIONS, "DS1-D3V"))
            assert dialog.page is page and layout_problems(dialog) == [], page
            assert dialog.panel.height <= size[1]
        key(pointer, pygame.K_ESCAPE)
        pointer.app.stack.push(TodayDialog(pointer.app.files.history, datetime.date(2026, 12, 24)))
        pointer.app.run_frames(2)
        today = pointer.app.dialog
        assert isinstance(today, TodayDialog) and layout_problems(today) == []
        assert today.panel.height <= size[1]
    finally:
        strings.set_language("en")


def test_a_damaged_history_joins_the_start_s_line_about_other_damaged_files(tmp_path) -> None:
    """history.json is read after the first frame: its notice comes then, and the line
    about a file found damaged at start stays in it."""
    (tmp_path / "settings.json").write_text("{not json")
    (tmp_path / "history.json").write_text("{not json")
    pointer = launch(tmp_path)
    status = pointer.app.table.notes.status
    assert status is not None and "settings.json" in status.text()
    assert "history.json" in status.text()


def test_watch_this_game_plays_the_recorded_game_in_the_watching_player(tmp_path) -> None:
    from game.table.watching import WatchKind

    pointer = launch(tmp_path)
    draw_three_and_restart(pointer)  # the game with three draws goes into the history
    open_statistics(pointer)
    press(pointer, Pick(Row.PAGE, Page.HISTORY))
    press(pointer, Press.WATCH)
    table = pointer.app.table
    assert pointer.app.dialog is None  # the dialogs close: the table shows the replay
    assert table.watching is not None and table.watching.kind is WatchKind.REPLAY
    assert table.game.code == CODE and table.game.moves == 0  # from the deal
    for _ in range(600):
        if table.watching.ended:
            break
        pointer.app.step(0.1)
    assert table.watching.ended and table.game.moves == 3  # the three draws, replayed
    prefix = engine.Game.from_code(CODE).option_set.prefix
    assert pointer.app.files.tally(prefix) == (0, 1)  # only the abandoned game counted
