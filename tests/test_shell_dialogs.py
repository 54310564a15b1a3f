"""The New Game, Settings, Statistics, Help and Confirm dialogs, driven by posted events."""

from __future__ import annotations

import json
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

import engine
from game import strings
from game.app import App
from game.commands import (
    AskResetStatistics,
    ChangeSetting,
    Close,
    ResetStatistics,
    Setting,
    StartGame,
)
from game.dialogs import (
    ConfirmDialog,
    HelpDialog,
    NewGameDialog,
    SettingsDialog,
    StatisticsDialog,
    help_text,
)
from game.dialogs.buttons import Key, Pick, Press, Row
from game.dialogs.painter import Painter
from game.keymap import Keymap
from game.profile import Profile
from game.profile.settings import NewGameChoice, Settings
from game.profile.statistics import Statistics
from game.profile.store import Store
from game.selftest import Pointer
from game.table.board import shape_of
from game.table.hud import HudButton
from game.table.layout import compute_layout
from game.table.scene import BUTTON_COMMANDS


class FakeClipboard:
    """A clipboard the tests control (the dummy driver has none)."""

    def __init__(self, text: str | None = None) -> None:
        self.text = text

    def put(self, text: str) -> bool:
        self.text = text
        return True

    def get(self) -> str | None:
        return self.text


def launch(home, code="TF1-D1N-AAAAAAB", clipboard=None) -> Pointer:
    profile = Profile.open(Store(home))
    app = App(
        engine.Game.from_code(code),
        fullscreen=False,
        window_size=(1366, 768),
        profile=profile,
        clipboard=clipboard or FakeClipboard(),
    )
    app.run_frames(2)
    return Pointer(app)


def key(pointer: Pointer, name: int, mod: int = 0, frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=name, mod=mod, unicode=""))
    pointer.app.run_frames(frames)


def type_text(pointer: Pointer, text: str) -> None:
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    pointer.app.run_frames(2)


def press(pointer: Pointer, button_key: Key, frames: int = 2) -> None:
    """Click the dialog button `button_key` where it was drawn."""
    dialog = pointer.app.dialog
    rect = next(b.rect for b in dialog.buttons if b.key == button_key)
    pointer.click(rect.center, frames=frames)


def enabled(pointer: Pointer, button_key: Key) -> bool:
    return pointer.app.dialog.enabled(button_key)


def test_ctrl_n_options_by_clicks_start_deals_them(tmp_path):
    pointer = launch(tmp_path)
    key(pointer, pygame.K_n, pygame.KMOD_CTRL)
    assert isinstance(pointer.app.dialog, NewGameDialog)
    press(pointer, Pick(Row.GAME, "DS"))
    press(pointer, Pick(Row.DRAW, 3))
    press(pointer, Pick(Row.VEGAS, True))
    press(pointer, "start")
    game = pointer.app.table.game
    assert pointer.app.dialog is None
    assert game.code.startswith("DS1-D3V-") and game.moves == 0
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["new_game"]["game"] == "DS" and saved["new_game"]["ds_draw"] == 3
    assert saved["new_game"]["vegas"] is True
    key(pointer, pygame.K_n, pygame.KMOD_CTRL)
    assert pointer.app.dialog.choice.prefix() == "DS1-D3V"  # remembered


@pytest.mark.parametrize(
    ("game", "prefix"), [("DS", "DS1-D1N"), ("TF", "TF1-D1N"), ("SH", "SH1-C4")]
)
def test_a_first_new_game_deals_each_game_s_default_options(tmp_path, game, prefix):
    """RULES.md: draw 1 ("Easy") is the default for both Klondike games, Normal scoring
    for Double Solitaire, 4 cells ("Easy") for Seahaven."""
    pointer = launch(tmp_path)
    key(pointer, pygame.K_n, pygame.KMOD_CTRL)
    press(pointer, Pick(Row.GAME, game))
    press(pointer, "start")
    assert pointer.app.table.game.code.startswith(f"{prefix}-")


def test_typed_code_is_checked_as_you_type(tmp_path):
    pointer = launch(tmp_path)
    pointer.click(pointer.app.table.hud.buttons["new"].center, frames=2)
    dialog = pointer.app.dialog
    type_text(pointer, "sh1-c2-aaaaaj")
    assert dialog.code.error is not None and not enabled(pointer, "start")
    key(pointer, pygame.K_RETURN)
    assert pointer.app.dialog is dialog  # Enter does nothing while Start is disabled
    type_text(pointer, "2")
    assert dialog.code.error is None and enabled(pointer, "start")
    key(pointer, pygame.K_BACKSPACE)
    assert dialog.code.text == "sh1-c2-aaaaaj"
    type_text(pointer, "2")
    key(pointer, pygame.K_RETURN)
    assert pointer.app.table.game.code == "SH1-C2-AAAAAJ2"


def test_bad_code_says_what_the_engine_found_wrong(tmp_path):
    pointer = launch(tmp_path)
    key(pointer, pygame.K_n, pygame.KMOD_CTRL)
    type_text(pointer, "ZZ1-D1N-AAAAAAB")
    with pytest.raises(engine.GameCodeError) as error:
        engine.Game.from_code("ZZ1-D1N-AAAAAAB")
    assert error.value.problem == "game"
    assert pointer.app.dialog.code_line()[0] == "Unknown game ZZ: expected DS, TF or SH."
    assert not enabled(pointer, "start")
    strings.set_language("el")
    try:
        assert pointer.app.dialog.code_line()[0] == "Άγνωστο παιχνίδι ZZ: αναμένεται DS, TF ή SH."
    finally:
        strings.set_language("en")


@pytest.mark.parametrize(
    "code",
    ["DS1-D1N", "XX1-D1N-AAAAAAB", "DS2-D1N-AAAAAAB", "TF1-D1V-AAAAAAB", "SH1-C4-AAAAAB",
     "SH1-C4-AAAAAA1"],
)  # fmt: skip
def test_every_kind_of_bad_code_has_its_own_text(code):
    with pytest.raises(engine.GameCodeError) as error:
        engine.Game.from_code(code)
    assert error.value.problem in strings.CODE_PROBLEM_TEXT
    assert strings.code_problem(error.value) != str(error.value)


def test_paste_with_ctrl_v_and_the_paste_button(tmp_path):
    clipboard = FakeClipboard("  DS1-D1V-AAAAAAC \n")
    pointer = launch(tmp_path, clipboard=clipboard)
    key(pointer, pygame.K_n, pygame.KMOD_CTRL)
    key(pointer, pygame.K_v, pygame.KMOD_CTRL)
    assert pointer.app.dialog.code.game.code == "DS1-D1V-AAAAAAC"
    press(pointer, Pick(Row.GAME, "SH"))  # an option button empties the code field
    assert pointer.app.dialog.code.text == ""
    press(pointer, "paste")
    press(pointer, "start")
    assert pointer.app.table.game.code == "DS1-D1V-AAAAAAC"


@pytest.mark.parametrize("how", ["ctrl+v", "button"])
def test_pasted_text_keeps_only_what_can_be_seen(tmp_path, how):
    """A copied code can carry a direction mark, a zero-width space or a tab: they would
    make an error message name an invisible character. Pasting drops them, as typing does."""
    clipboard = FakeClipboard("\u202eDS1-D1V-\u200bAAAA\tAAC")
    pointer = launch(tmp_path, clipboard=clipboard)
    key(pointer, pygame.K_n, pygame.KMOD_CTRL)
    if how == "ctrl+v":
        key(pointer, pygame.K_v, pygame.KMOD_CTRL)
    else:
        press(pointer, "paste")
    assert pointer.app.dialog.code.text == "DS1-D1V-AAAAAAC"


def test_abandoning_a_game_with_moves_asks_first(tmp_path):
    pointer = launch(tmp_path)
    pointer.click(pointer.card_point("s"), frames=2)
    key(pointer, pygame.K_n, pygame.KMOD_CTRL)
    press(pointer, "start")
    assert isinstance(pointer.app.dialog, ConfirmDialog)
    key(pointer, pygame.K_ESCAPE)
    assert isinstance(pointer.app.dialog, NewGameDialog)
    assert pointer.app.table.game.moves == 1
    press(pointer, "start")
    press(pointer, "yes")
    assert pointer.app.dialog is None and pointer.app.table.game.moves == 0
    assert pointer.app.statistics.get("TF1-D1N").played == 1


def test_restart_of_a_game_in_progress_asks_and_counts_it_once(tmp_path):
    """A misclick on Restart used to drop a win streak; now it asks, as Replay does."""
    pointer = launch(tmp_path)
    pointer.click(pointer.card_point("s"), frames=2)
    pointer.click(pointer.app.table.hud.buttons["restart"].center, frames=2)
    assert isinstance(pointer.app.dialog, ConfirmDialog)
    assert "counts as played" in pointer.app.dialog.question()
    key(pointer, pygame.K_ESCAPE)
    assert pointer.app.dialog is None and pointer.app.table.game.moves == 1
    assert pointer.app.statistics.get("TF1-D1N").played == 0
    pointer.click(pointer.app.table.hud.buttons["restart"].center, frames=2)
    press(pointer, "yes")
    assert pointer.app.dialog is None and pointer.app.table.game.moves == 0
    assert pointer.app.table.game.code == "TF1-D1N-AAAAAAB"
    assert pointer.app.statistics.get("TF1-D1N").played == 1


def test_replay_this_deal(tmp_path):
    pointer = launch(tmp_path, code="SH1-C1-AAAAAJ2")
    key(pointer, pygame.K_n, pygame.KMOD_CTRL)
    press(pointer, "replay")
    assert pointer.app.table.game.code == "SH1-C1-AAAAAJ2"
    assert pointer.app.dialog is None


def test_escape_closes_a_dialog_and_f1_opens_help(tmp_path):
    pointer = launch(tmp_path)
    key(pointer, pygame.K_F1)
    assert isinstance(pointer.app.dialog, HelpDialog)
    key(pointer, pygame.K_ESCAPE)
    assert pointer.app.dialog is None and not pointer.app.fullscreen


def test_replay_this_deal_keeps_the_remembered_choices(tmp_path):
    """Only Start remembers the dialog's options; Replay deals the same game again."""
    pointer = launch(tmp_path, code="SH1-C1-AAAAAJ2")
    key(pointer, pygame.K_n, pygame.KMOD_CTRL)
    press(pointer, Pick(Row.GAME, "TF"))
    press(pointer, Pick(Row.DRAW, 3))
    press(pointer, "replay")
    assert pointer.app.table.game.code == "SH1-C1-AAAAAJ2"
    assert pointer.app.settings.new_game.prefix() == "DS1-D1N"


def test_the_fullscreen_row_shows_the_window_as_it_is(tmp_path, monkeypatch):
    """`--window` keeps the Fullscreen setting on, but the row shows what the player sees."""
    selected: dict[Key, bool] = {}
    row = Painter.row

    def noting(painter, label, choices):
        selected.update({choice.key: choice.selected for choice in choices})
        row(painter, label, choices)

    monkeypatch.setattr(Painter, "row", noting)
    pointer = launch(tmp_path)
    pointer.app.settings.fullscreen = True  # as saved; the app runs windowed
    pointer.app.carry_out(BUTTON_COMMANDS[HudButton("settings")])
    pointer.app.run_frames(2)
    assert not pointer.app.fullscreen
    assert (
        selected[Pick(Setting.FULLSCREEN, False)] and not selected[Pick(Setting.FULLSCREEN, True)]
    )


def test_settings_apply_at_once_and_are_saved(tmp_path):
    pointer = launch(tmp_path)
    pointer.click(pointer.app.table.hud.buttons["settings"].center, frames=2)
    assert isinstance(pointer.app.dialog, SettingsDialog)
    press(pointer, Pick(Setting.DOUBLE_CLICK, False))
    press(pointer, Pick(Setting.INTERACTIVE_RULES, False))
    press(pointer, Pick(Setting.ANIMATION, "off"))
    assert pointer.app.table.settings.double_click is False
    assert pointer.app.table.settings.interactive_rules is False
    assert pointer.app.table.animation_scale == 0
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["version"] == 1
    assert (saved["double_click"], saved["interactive_rules"]) == (False, False)
    assert saved["animation"] == "off"
    press(pointer, "close")
    pointer.click(pointer.card_point("s"), frames=1)
    assert pointer.app.table.board.moving_count() == 0  # animation off: cards jump
    assert Profile.open(Store(tmp_path)).settings.animation == "off"


def test_fast_animation_halves_the_flight(tmp_path):
    pointer = launch(tmp_path)
    pointer.app.apply_setting("animation", "fast")
    pointer.click(pointer.card_point("s"), frames=1)
    flights = [s.tween for p in pointer.app.table.board.piles.values() for s in p if s.tween]
    assert flights and all(abs(t.duration - 0.1) < 1e-9 for t in flights)


def test_help_scrolls_with_the_wheel_and_has_every_rule(tmp_path):
    pointer = launch(tmp_path)
    key(pointer, pygame.K_F1)
    dialog = pointer.app.dialog
    press(pointer, Pick(Row.TAB, "SH"))
    assert dialog.tab == "SH" and dialog.content_height > dialog.view.height
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    pointer.app.run_frames(2)
    assert dialog.offset > 0
    texts = [p for _, paragraphs in help_text.sections("SH", Keymap()) for p in paragraphs]
    assert strings.RULE_TEXT["group-too-large"] in texts and strings.RULE_TEXT["cell-full"] in texts
    assert strings.RULE_TEXT["no-recycle"] not in texts  # Vegas is Double Solitaire's


def every_refusal(game: engine.Game, rules: set[str]) -> None:
    """Adds the rule of every refused move and lift of the position to `rules`."""
    names = game.pile_names
    for source in names:
        for count in (1, 2, 3, 5):
            refusal = game.check_lift(source, count) if source != "s" else None  # a tap
            if refusal is not None:
                rules.add(str(refusal.rule.value))
            for target in (*names, "f"):
                if source == "s" and target != "s":
                    continue
                text = "s" if source == "s" else f"{source}:{count}>{target}"
                try:
                    refusal = game.check(text)
                except ValueError:
                    continue
                if refusal is not None:
                    rules.add(str(refusal.rule.value))


@pytest.mark.parametrize("prefix", ["DS1-D1N", "DS1-D3V", "TF1-D1N", "SH1-C4", "SH1-C1"])
def test_the_help_lists_every_refusal_the_game_gives(prefix):
    """Random play, every move and lift tried at each step: the help of the game names each
    rule the engine refused with (it lists only its own game's rules)."""
    rng = random.Random(prefix)
    seen: set[str] = set()
    for deal in range(6):
        game = engine.Game.from_code(engine.random_code(prefix, deal))
        for _ in range(40):
            every_refusal(game, seen)
            moves = game.legal_moves()
            if not moves:
                break
            game.play(rng.choice(moves))
    shown = dict(help_text.sections(prefix[:2], Keymap()))[strings._("When a move is refused")]
    listed = {
        rule.value for rule in engine.Rule if strings.rule_text(rule, game=prefix[:2]) in shown
    }
    assert seen - listed == set()
    assert len(seen) >= 6


def test_statistics_screen_resets_after_confirmation(tmp_path):
    pointer = launch(tmp_path)
    pointer.app.statistics.add("TF1-D1N", True, 500, 120.0)
    pointer.click(pointer.app.table.hud.buttons["statistics"].center, frames=2)
    press(pointer, "reset")
    assert isinstance(pointer.app.dialog, ConfirmDialog)
    press(pointer, "yes")
    assert pointer.app.statistics.get("TF1-D1N").played == 0
    saved = json.loads((tmp_path / "statistics.json").read_text())
    assert saved == {"version": 1, "records": {}}


def test_code_click_copies_it(tmp_path):
    clipboard = FakeClipboard()
    pointer = launch(tmp_path, clipboard=clipboard)
    pointer.click(pointer.app.table.hud.code_rect.center, frames=2)
    assert clipboard.text == "TF1-D1N-AAAAAAB"
    assert "TF1-D1N-AAAAAAB" in pointer.app.table.notes.status.text()


def test_code_click_without_clipboard_shows_the_code(tmp_path):
    pointer = launch(tmp_path)
    pointer.app.clipboard = type("NoClipboard", (), {"put": lambda self, text: False})()
    pointer.click(pointer.app.table.hud.code_rect.center, frames=2)
    assert "TF1-D1N-AAAAAAB" in pointer.app.table.notes.status.text()


def test_opening_a_dialog_mid_drag_drops_the_stack(tmp_path):
    pointer = launch(tmp_path, code="SH1-C4-AAAAAJ2")
    start = pointer.card_point("t1")
    pointer.post(pygame.MOUSEBUTTONDOWN, start, button=1)
    pointer.post(
        pygame.MOUSEMOTION, (start[0] + 60, start[1] + 60), rel=(60, 60), buttons=(1, 0, 0)
    )
    pointer.app.run_frames(2)
    assert pointer.app.table.board.drag is not None
    key(pointer, pygame.K_n, pygame.KMOD_CTRL)
    pointer.post(pygame.MOUSEBUTTONUP, (start[0] + 60, start[1] + 60), button=1)
    key(pointer, pygame.K_ESCAPE)
    assert pointer.app.dialog is None and pointer.app.table.board.drag is None
    assert pointer.app.table.game.moves == 0


@pytest.mark.parametrize("width", [1, 20, 45, 100])
def test_help_survives_absurdly_narrow_windows(tmp_path, width):
    pointer = launch(tmp_path)
    key(pointer, pygame.K_F1)
    pygame.display.set_mode((width, 600), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(width, 600), w=width, h=600))
    pointer.app.run_frames(2)
    assert isinstance(pointer.app.dialog, HelpDialog)


def test_after_a_win_the_hud_dialogs_still_open(tmp_path):
    pointer = launch(tmp_path)
    text = "\n".join(
        ["TF1-D1N-AAAAAAB", "score: 520", "moves: 120", "s:", "w:"]
        + [f"f{i}: K{s}" for i, s in enumerate("SHDC", 1)]
        + [f"t{i}:" for i in range(1, 8)]
    )
    pointer.app.table.start(engine.Game.from_text(text))
    pointer.app.run_frames(2)
    pointer.app.table.win.offered = True
    help_button = pointer.app.table.hud.buttons["help"]
    pointer.click(help_button.center, frames=2)
    assert isinstance(pointer.app.dialog, HelpDialog)
    assert pointer.app.table.game.is_won


def test_a_clipboard_holding_bytes_that_are_not_utf8_pastes_nothing(monkeypatch):
    """Another program may put Latin-1 bytes there; pygame then raises UnicodeDecodeError."""
    from game.clipboard import Clipboard

    def latin1() -> str:
        return b"caf\xe9".decode("utf-8")

    monkeypatch.setattr(Clipboard, "available", lambda self: True)
    monkeypatch.setattr(pygame.scrap, "get_text", latin1)
    assert Clipboard().get() is None


def test_choosing_another_game_keeps_the_new_game_buttons_in_place(tmp_path):
    """Seahaven and Réfléchi have one option row, Double Solitaire two: the panel keeps
    the room, so Start does not jump from under the pointer."""
    pointer = launch(tmp_path)
    key(pointer, pygame.K_n, pygame.KMOD_CTRL)
    places = set()
    for game in ("DS", "TF", "SH", "DS"):
        press(pointer, Pick(Row.GAME, game))
        dialog = pointer.app.dialog
        start = next(b.rect for b in dialog.buttons if b.key == "start")
        places.add((dialog.panel.height, tuple(start)))
    assert len(places) == 1


def test_statistics_show_a_win_rate_only_for_games_played(tmp_path):
    pointer = launch(tmp_path)
    pointer.app.statistics.add("TF1-D1N", True, 500, 120.0)
    pointer.app.statistics.add("TF1-D1N", False, 10, 60.0)
    pointer.click(pointer.app.table.hud.buttons["statistics"].center, frames=2)
    texts = [placed.text for placed in pointer.app.dialog.placed]
    assert texts.count("50%") == 1 and "0%" not in texts


@pytest.mark.parametrize("name", ["help", "settings", "statistics", "new"])
def test_a_double_click_on_a_dialog_button_never_reaches_the_card_under_it(name):
    """Dialogs act on the press: the first press closes the dialog, and the second press of
    the double click belongs to the button, not to the card that lies under it."""
    game, hit, close, size = a_card_under_the_close_button(name)
    app = App(game, fullscreen=False, window_size=size)
    app.run_frames(2)
    app.carry_out(BUTTON_COMMANDS[HudButton(name)])
    app.run_frames(2)
    assert app.table.board.layout.card_at(close.center) == hit
    moves = game.moves
    for clicks in (1, 2, 3):  # a triple click too
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=close.center, button=1, clicks=clicks)
        )
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=close.center, button=1))
    app.run_frames(30)
    assert not app.dialogs and game.moves == moves


def a_card_under_the_close_button(
    name: str,
) -> tuple[engine.Game, tuple[str, int], pygame.Rect, tuple[int, int]]:
    """A position (the deal, its columns grown) and a window size where a card a tap would
    play lies under the dialog's Close button (the deal leaves room below its columns)."""
    for size in ((1366, 768), (1024, 768), (1280, 1024)):
        probe = App(engine.Game.from_code("TF1-D1N-AAAAAAB"), fullscreen=False, window_size=size)
        probe.run_frames(2)
        probe.carry_out(BUTTON_COMMANDS[HudButton(name)])
        probe.run_frames(2)
        close = next(button.rect for button in probe.dialog.buttons if button.key == "close")
        for number in range(1, 60):  # the layout alone, without an app per deal
            prefix = ("TF1-D1N", "DS1-D1N")[number % 2]
            game = engine.Game.from_code(engine.random_code(prefix, number))
            slots = compute_layout(size, shape_of(game), {}).slots
            grow(game, [n for n, slot in slots.items() if slot.left <= close.centerx < slot.right])
            faces = {n: [card.face_up for card in game.pile(n)] for n in game.pile_names}
            hit = compute_layout(size, shape_of(game), faces).card_at(close.center)
            if hit is not None and game.tap(hit[0]) is not None:
                return game, hit, close, size
    raise AssertionError("no deal with a playable card under the button")


def grow(game: engine.Game, piles: list[str]) -> None:
    """Play the moves onto `piles` there are (longer columns there)."""
    for _ in range(100):
        moves = [m for m in game.legal_moves() if m.target in piles]
        if moves:
            game.play(moves[0])
        elif game.tap("s") is not None:
            game.play("s")


def test_the_help_scoring_table_shows_the_engine_points_as_ever():
    """RULES.md §4 as the help has always shown it, now read from engine.scoring_table():
    a start or the lowest score unsigned, a change signed, U+2212 for minus, and why a cell
    is empty."""
    assert help_text.scoring_table() == [
        ("Event", "Normal", "DS Vegas", "Seahaven"),
        ("start", "0", "−104", "0"),
        ("card to a foundation", "+10", "+5", "+10"),
        ("face-down card turned up", "+5", "0", "–"),
        ("waste to column", "+5", "0", "–"),
        ("recycle the waste", "−100", "not allowed", "–"),
        ("foundation back to a column or cell", "0", "0", "−10"),
        ("lowest score", "0", "none", "0"),
    ]


def test_the_dialogs_answer_with_typed_commands():
    """Each button's click is a command value the app matches on, never a string."""
    settings = SettingsDialog(Settings(), lambda: False)
    assert settings.click(Pick(Setting.LANGUAGE, "el")) == ChangeSetting(Setting.LANGUAGE, "el")
    assert settings.click(Pick(Setting.FULLSCREEN, True)) == ChangeSetting(Setting.FULLSCREEN, True)
    assert settings.click(Press.CLOSE) == Close()
    assert StatisticsDialog(Statistics()).click(Press.RESET) == AskResetStatistics()
    confirm = ConfirmDialog(lambda: "Reset?", lambda: "Reset", ResetStatistics())
    assert confirm.click(Press.YES) == ResetStatistics() and confirm.click(Press.CLOSE) == Close()
    new = NewGameDialog(NewGameChoice(), "TF1-D1N-AAAAAAB", paste=lambda: None)
    assert new.click(Press.REPLAY) == StartGame("TF1-D1N-AAAAAAB", remember=False)
    assert new.click(Pick(Row.GAME, "SH")) is None and new.choice.game == "SH"
    new.text_input("DS1-D3V-AAAAAAB")
    assert new.click(Press.START) == StartGame("DS1-D3V-AAAAAAB")


def test_enter_right_after_the_last_typed_character_starts_that_code(tmp_path):
    """Enter read whether Start was enabled from the buttons as last drawn: typed in the
    same frame as the character that made the code valid, it was ignored."""
    pointer = launch(tmp_path)
    key(pointer, pygame.K_n, pygame.KMOD_CTRL)
    type_text(pointer, "SH1-C4-AAAAAJ")  # six deal characters: not a code yet
    assert not pointer.app.dialog.enabled(Press.START)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="2"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    pointer.app.run_frames(2)
    assert pointer.app.dialog is None
    assert pointer.app.table.game.code == "SH1-C4-AAAAAJ2"


def test_new_game_opens_on_the_game_being_played(tmp_path):
    """After a Seahaven deal from a code, New -> Start dealt Double Solitaire (the last
    options chosen in the dialog); it now offers the game on the table, with its options."""
    pointer = launch(tmp_path, code="SH1-C2-AAAAAJ2")
    key(pointer, pygame.K_n, pygame.KMOD_CTRL)
    assert pointer.app.dialog.choice.game == "SH" and pointer.app.dialog.choice.cells == 2
    press(pointer, "start")
    assert pointer.app.table.game.code.startswith("SH1-C2-")
    key(pointer, pygame.K_n, pygame.KMOD_CTRL)
    press(pointer, Pick(Row.GAME, "TF"))
    assert pointer.app.dialog.choice.tf_draw == 1  # the other games keep their options


@pytest.mark.parametrize("game", ["DS", "TF", "SH"])
def test_a_game_reads_only_of_the_piles_it_has(game):
    """Double Solitaire and Réfléchi players read of no cell, Seahaven players of no waste
    or stock: in the help and in the refusal the engine gives for a buried card."""
    absent = ("waste", "stock") if game == "SH" else ("cell",)
    for heading, paragraphs in help_text.sections(game, Keymap()):
        if heading.startswith(strings._("Playing with the keyboard")):
            continue  # it names its keys (no cell keys here, no stock keys there)
        for text in paragraphs:
            assert not any(word in text for word in absent), (heading, text)
    refusal = engine.Rejection(engine.Rule.NOT_TOP, "")
    assert not any(word in strings.describe(refusal, game) for word in absent)
