"""The running app, driven by real posted mouse and keyboard events, checked on the engine."""

from __future__ import annotations

import os
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest
from engine_positions import position
from pygame import Rect

import engine
from game import strings
from game.app import App
from game.art.suits import SUIT_COLORS
from game.profile.settings import Settings
from game.selftest import Pointer
from game.table.notes import note_size
from game.table.win import win_summary

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def code_for(prefix: str, number: int) -> str:
    """The game code of deal `number` (RULES.md: 7 base32 characters)."""
    deal = "".join(ALPHABET[(number >> (5 * i)) & 31] for i in range(6, -1, -1))
    return f"{prefix}-{deal}"


def find_game(prefix: str, prepare: Callable[[engine.Game], object]) -> tuple[engine.Game, object]:
    """The first deal for which `prepare(game)` returns something (it may play moves)."""
    for number in range(1, 3000):
        game = engine.Game.from_code(code_for(prefix, number))
        found = prepare(game)
        if found:
            return game, found
    raise AssertionError(f"no {prefix} deal fits")


def start(game: engine.Game, size=(1280, 800), settings: Settings | None = None) -> Pointer:
    app = App(game, settings or Settings(), fullscreen=False, window_size=size)
    app.run_frames(2)
    return Pointer(app)


def columns(game: engine.Game) -> list[str]:
    return [name for name in game.pile_names if name.startswith("t")]


def settled(pointer: Pointer) -> None:
    """Every sprite rests exactly where the layout of the engine's position puts it."""
    table = pointer.app.table
    for name, sprites in table.board.piles.items():
        assert len(sprites) == len(table.game.pile(name))
        for sprite, rect in zip(sprites, table.board.layout.cards[name], strict=True):
            assert not sprite.moving
            assert (round(sprite.pos.x), round(sprite.pos.y)) == rect.topleft


def test_drag_waste_to_column():
    def waste_fits(game):
        game.play("s")
        return next((t for t in columns(game) if game.check(f"w>{t}") is None), None)

    game, target = find_game("DS1-D1N", waste_fits)
    card = game.pile("w")[-1]
    waste, column = len(game.pile("w")), len(game.pile(target))
    pointer = start(game)
    pointer.drag_move(engine.Move.parse(f"w>{target}"))
    assert len(game.pile("w")) == waste - 1
    assert len(game.pile(target)) == column + 1 and game.pile(target)[-1] == card
    settled(pointer)


def test_illegal_drop_springs_back_and_shows_the_rule():
    game = engine.Game.from_code("DS1-D1N-AAAAAAB")
    assert game.check("t1>t2").rule == "build-alternate"
    before = game.to_text()
    pointer = start(game)
    pointer.drag_move(engine.Move.parse("t1>t2"))
    table = pointer.app.table
    assert game.to_text() == before
    assert table.notes.last_rule == "build-alternate"
    assert table.notes.toast is not None
    assert table.notes.toast.text.startswith(strings.RULE_TEXT["build-alternate"])
    settled(pointer)
    pointer.app.run_frames(200)
    assert table.notes.toast is None


@pytest.mark.parametrize(("size", "language"), [((1366, 768), "en"), ((640, 480), "el")])
def test_a_refusal_is_big_enough_to_read_and_stays_in_the_window(size, language):
    """The refusal is the game's way of teaching the rules: at 1366x768 its box is over
    30 px tall (it was 24, with 16 px text), a long Greek one still fits 640 px, and a
    refusal by the window's edge keeps off it."""
    pointer = start(engine.Game.from_code("DS1-D1N-AAAAAAB"), size, Settings(language=language))
    assert pointer.app.table.game.check("t2>t1") is not None
    pointer.drag_move(engine.Move.parse("t2>t1"))  # dropped by the window's left edge
    pointer.app.run_frames(2)
    box = pointer.app.table.notes.toast_box
    assert box is not None and pointer.app.screen.get_rect().inflate(-8, -8).contains(box)
    if size == (1366, 768):
        assert box.height > 30
        assert box.left >= 8  # never pressed against the window's edge (it was 3-5 px)


def test_interactive_rules_off_shows_nothing():
    """The drop is still refused (and remembered), only its rule is not shown."""
    game = engine.Game.from_code("DS1-D1N-AAAAAAB")
    before = game.to_text()
    pointer = start(game, settings=Settings(interactive_rules=False))
    pointer.drag_move(engine.Move.parse("t1>t2"))
    assert pointer.app.table.notes.last_rule == "build-alternate" and game.to_text() == before
    assert pointer.app.table.notes.toast is None


def test_group_that_cannot_be_lifted_stays_and_shows_why():
    game = engine.Game.from_code("TF1-D1N-AAAAAAB")
    assert game.check("t7:3>t1").rule == "group-unordered"
    before = game.to_text()
    pointer = start(game)
    start_point = pointer.card_point("t7", 4)
    pointer.post(pygame.MOUSEBUTTONDOWN, start_point)
    pointer.post(pygame.MOUSEMOTION, (start_point[0] + 40, start_point[1] + 40))
    pointer.app.run_frames(1)
    assert pointer.app.table.board.drag is None
    assert pointer.app.table.notes.last_rule == "group-unordered"
    pointer.post(pygame.MOUSEBUTTONUP, (start_point[0] + 40, start_point[1] + 40))
    pointer.app.run_frames(5)
    assert game.to_text() == before


def test_face_down_card_does_not_lift():
    game = engine.Game.from_code("DS1-D1N-AAAAAAB")
    pointer = start(game)
    pointer.drag(pointer.card_point("t5", 0), pointer.card_point("t1"))
    assert pointer.app.table.notes.last_rule == "face-down"
    assert game.moves == 0


def test_tap_sends_a_card_to_its_foundation():
    def tap_home(game):
        return next((t for t in columns(game) if game.tap(t) is not None), None)

    game, column = find_game("DS1-D1N", tap_home)
    card = game.pile(column)[-1]
    pointer = start(game)
    pointer.click(pointer.card_point(column), frames=30)
    assert game.moves == 1
    assert any(game.pile(f) and game.pile(f)[-1] == card for f in game.pile_names if f[0] == "f")
    settled(pointer)


def to_column(game):
    """A column top that a double click (not a tap) sends to another column."""
    for t in columns(game):
        move = game.double_click(t)
        if game.tap(t) is None and move is not None and move.target.startswith("t"):
            return move
    return None


def test_double_click_sends_a_card_to_a_column():
    game, move = find_game("DS1-D1N", to_column)
    expected = game.copy()
    expected.play(move)
    pointer = start(game)
    point = pointer.card_point(move.source)
    pointer.click(point)
    pointer.click(point, frames=30)
    assert game.to_text() == expected.to_text()
    settled(pointer)


def test_double_click_event_with_clicks_2():
    game, move = find_game("TF1-D1N", to_column)
    card = game.pile(move.source)[-1]
    pointer = start(game)
    pointer.double_click(pointer.card_point(move.source))
    assert game.moves == 1 and game.pile(move.target)[-1] == card


def test_quick_second_click_is_a_tap_when_double_click_is_off():
    game, move = find_game("DS1-D1N", to_column)
    pointer = start(game, settings=Settings(double_click=False))
    point = pointer.card_point(move.source)
    pointer.click(point)
    pointer.click(point, frames=30)
    assert game.moves == 0


def test_second_click_never_acts_on_the_uncovered_card():
    def uncovers_a_playable_card(game):
        for t in columns(game):
            if len(game.pile(t)) < 2 or game.tap(t) is None:
                continue
            trial = game.copy()
            trial.play(game.tap(t))
            if trial.double_click(t) is not None:
                return t
        return None

    game, column = find_game("DS1-D1N", uncovers_a_playable_card)
    expected = game.copy()
    expected.play(game.tap(column))
    pointer = start(game)
    point = pointer.card_point(column)
    pointer.click(point)
    pointer.click(point, frames=30)
    assert game.to_text() == expected.to_text()
    assert game.moves == 1


def test_stock_draws_and_recycles():
    game = engine.Game.from_code("TF1-D1N-AAAAAAB")
    stock = len(game.pile("s"))
    pointer = start(game)
    for drawn in range(1, stock + 1):
        pointer.click(pointer.card_point("s"), frames=2)
        assert len(game.pile("w")) == drawn
    assert game.pile("s") == []
    pointer.click(pointer.card_point("s"), frames=30)
    assert len(game.pile("s")) == stock and game.pile("w") == []
    settled(pointer)


def test_vegas_stock_refuses_to_recycle():
    game = engine.Game.from_code("DS1-D3V-AAAAAAB")
    pointer = start(game)
    while game.pile("s"):
        pointer.click(pointer.card_point("s"))
    moves = game.moves
    pointer.click(pointer.card_point("s"))
    assert game.moves == moves
    assert pointer.app.table.notes.last_rule == "no-recycle"


def test_ctrl_z_undoes_and_keeps_the_move_counter():
    game = engine.Game.from_code("DS1-D1N-AAAAAAB")
    before = game.to_text()
    pointer = start(game)
    pointer.click(pointer.card_point("s"), frames=30)
    assert game.moves == 1 and game.to_text() != before
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
    pointer.app.run_frames(30)
    assert game.pile("s") == engine.Game.from_text(before).pile("s")
    assert game.pile("w") == [] and game.moves == 1
    settled(pointer)


def test_hud_buttons_new_restart_undo():
    game = engine.Game.from_code("TF1-D3N-AAAAAAB")
    pointer = start(game)
    table = pointer.app.table
    pointer.click(pointer.card_point("s"), frames=30)
    pointer.click(table.hud.buttons["undo"].center, frames=30)
    assert table.game.pile("w") == []
    pointer.click(pointer.card_point("s"), frames=30)
    pointer.click(table.hud.buttons["restart"].center, frames=2)
    assert table.game.moves == 2  # a game in progress: Restart asks first
    yes = next(b.rect for b in pointer.app.dialog.buttons if b.key == "yes")
    pointer.click(yes.center, frames=2)
    assert table.game.code == "TF1-D3N-AAAAAAB" and table.game.moves == 0
    pointer.click(table.hud.buttons["restart"].center, frames=2)
    assert pointer.app.dialog is None  # nothing to abandon: no question
    pointer.click(table.hud.buttons["new"].center, frames=2)
    assert pointer.app.dialog is not None  # New opens the New Game dialog


def test_foundation_card_can_be_dragged_back():
    def returnable(game):
        for t in columns(game):
            move = game.tap(t)
            if move is None:
                continue
            game.play(move)
            for target in columns(game):
                for f in (f for f in game.pile_names if f[0] == "f" and game.pile(f)):
                    if game.check(f"{f}>{target}") is None:
                        return f, target
            game.undo()
        return None

    game, (foundation, target) = find_game("DS1-D1N", returnable)
    card = game.pile(foundation)[-1]
    pointer = start(game)
    pointer.drag_move(engine.Move.parse(f"{foundation}>{target}"))
    assert game.pile(target)[-1] == card and game.pile(foundation) == []


@pytest.mark.parametrize("code", ["DS1-D3N-AAAAAAB", "TF1-D1N-AAAAAAC", "SH1-C2-AAAAAJ2"])
def test_resize_keeps_every_card_inside_the_window(code: str):
    game = engine.Game.from_code(code)
    for _ in range(12):
        moves = [m for m in game.legal_moves() if not m.is_stock_tap] or game.legal_moves()
        if not moves:
            break
        game.play(moves[-1])
    pointer = start(game)
    for size in [(800, 600), (1366, 768), (3840, 2160), (640, 480)]:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        pointer.app.run_frames(2)
        window = Rect((0, 0), size)
        table = pointer.app.table
        assert table.size == size
        for sprites in table.board.piles.values():
            for sprite in sprites:
                card = (table.board.geometry.card_w, table.board.geometry.card_h)
                rect = Rect(round(sprite.pos.x), round(sprite.pos.y), *card)
                assert window.contains(rect), (size, rect)
        settled(pointer)


def won_in_one() -> engine.Game:
    text = "\n".join(
        [
            "TF1-D1N-AAAAAAB",
            "score: 510",
            "moves: 120",
            "s:",
            "w:",
            "f1: KS",
            "f2: KH",
            "f3: KD",
            "f4: QC",
            *(["t1: KC"] + [f"t{i}:" for i in range(2, 8)]),
        ]
    )
    return engine.Game.from_text(text)


def test_winning_starts_the_celebration_then_offers_a_new_game():
    game = won_in_one()
    pointer = start(game)
    table = pointer.app.table
    pointer.app.run_frames(30)
    assert table.win.celebration is None
    pointer.drag_move(engine.Move.parse("t1>f"))
    assert game.is_won
    pointer.app.run_frames(5)
    assert table.win.celebration is not None
    assert table.win.offered  # "You won!" shows over the cascade, not after it
    assert table.hud_text().won  # Undo and Hint show off
    pointer.app.run_frames(200, dt=0.1)
    assert table.win.celebration.finished and table.win.offered
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    pointer.app.run_frames(2)
    assert not table.game.is_won and table.game.moves == 0
    assert table.game.code.startswith("TF1-D1N-")


@pytest.mark.parametrize(("tempo", "seconds"), [(1.0, 20.0), (0.5, 16.0)])
def test_a_104_card_cascade_ends_within_seconds(tempo, seconds):
    """One card at a time took over three minutes for Double Solitaire; launches now
    overlap, so the cascade's length hardly depends on the number of cards."""
    from game.table.cascade import Celebration

    card = pygame.Surface((90, 126))
    starts = [pygame.Vector2(1300 + 100 * (i % 2), 60 + 140 * (i // 2 % 4)) for i in range(104)]
    cascade = Celebration([card] * 104, starts, (1920, 1080), seed=7, tempo=tempo)
    elapsed = 0.0
    while not cascade.finished and elapsed < 600:
        cascade.update(0.1)
        elapsed += 0.1
    assert cascade.launched == 104 and cascade.finished
    assert 8 * tempo < elapsed <= seconds


def test_the_win_offer_is_sized_by_the_window_not_the_cards():
    """Double Solitaire's cards are small: at 640x480 the offer was 33 px tall with 7 px
    text. It is now sized by the window (48 px or more here) and fits its width."""
    text = "\n".join(
        ["DS1-D1N-AAAAAAB", "score: 1030", "moves: 300", "s:", "w:"]
        + [f"f{i}: K{'SSHHDDCC'[i - 1]}" for i in range(1, 8)]
        + ["f8: QC", "t1: KC"]
        + [f"t{i}:" for i in range(2, 10)]
    )
    pointer = start(engine.Game.from_text(text), size=(640, 480))
    pointer.drag_move(engine.Move.parse("t1>f"))
    pointer.app.run_frames(5)
    table = pointer.app.table
    assert table.game.is_won and table.win.offered
    box = table.win.draw_offer(
        pointer.app.screen,
        table.size,
        table.fonts,
        note_size(table.size, table.board.geometry.card_h),
    )
    assert box.height >= 48 and pointer.app.screen.get_rect().contains(box)


def test_nothing_is_redrawn_when_nothing_moves():
    pointer = start(engine.Game.from_code("SH1-C4-AAAAAJ2"))
    pointer.click(pointer.card_point("t1"), frames=60)
    stats = pointer.app.renderer.stats
    full, partial = stats.full, stats.partial
    pointer.app.run_frames(60, dt=0.0)
    assert (stats.full, stats.partial) == (full, partial)
    assert stats.idle >= 60


LONG_COLUMNS = """SH1-C4-AAAAAAB
score: 0
moves: 0
s:
w:
f1: -
f2: -
f3: -
f4: -
c1:
c2:
c3:
c4:
t1: AH 2H 3H 4H KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS
t2: 5H 6H 7H KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC
t3: 8H 9H TH JH QH
t4: KH AD 2D 3D 4D
t5: 5D 6D 7D 8D 9D
t6: TD JD QD KD
t7:
t8:
t9:
t10:
"""


def test_a_squeezed_fan_shows_each_suit_beside_its_rank():
    """A 17-card column squeezes its fan below the corner suit; those cards (only those)
    get the face with the suit beside the rank, and the strip in view shows it."""
    pointer = start(engine.Game.from_text(LONG_COLUMNS), size=(1920, 1080))
    table = pointer.app.table
    art = table.board.art
    shown = table.board.layout.shown_heights("t1")
    long_column, short_column = table.board.piles["t1"], table.board.piles["t3"]
    assert [sprite.squeezed for sprite in long_column] == [True] * 16 + [False]
    assert not any(sprite.squeezed for sprite in short_column)
    squeezed, plain = art.squeezed_face(1, "H", shown[0]), art.face(1, "H")
    assert table.board.base(long_column[0]) is squeezed
    strip = Rect(0, 0, squeezed.get_width(), shown[0])
    red = [
        (x, y)
        for x in range(strip.width)
        for y in range(strip.height)
        if squeezed.get_at((x, y)) != plain.get_at((x, y))
        and squeezed.get_at((x, y)).r > 150 > squeezed.get_at((x, y)).g
    ]
    assert len(red) > 20  # a red heart's worth of new pixels inside the visible strip


def test_the_card_a_lifted_stack_leaves_on_top_shows_whole_until_the_stack_comes_back():
    pointer = start(engine.Game.from_text(LONG_COLUMNS), size=(1920, 1080))
    table = pointer.app.table
    column = table.board.piles["t1"]
    start_point = pointer.card_point("t1", 10)  # 8♠ … A♠ lift as one same-suit group
    pointer.post(pygame.MOUSEBUTTONDOWN, start_point)
    pointer.app.run_frames(1)
    pointer.post(pygame.MOUSEMOTION, (start_point[0] + 300, start_point[1] + 40))
    pointer.app.run_frames(2)
    assert table.board.drag is not None and table.board.drag.count == 7
    assert not column[9].squeezed and column[8].squeezed
    pointer.post(pygame.MOUSEBUTTONUP, (start_point[0] + 300, start_point[1] + 40))
    pointer.app.run_frames(60)
    assert table.board.drag is None and len(table.board.piles["t1"]) == 17 and column[9].squeezed


LONG_REFLECHI = """TF1-D1N-AAAAAAB
score: 0
moves: 0
s: 9d 2c 3d ts 8s 2d 4s 3c 3h 9h qd qc 6d kc ad 5s ac
w:
f1: -
f2: -
f3: -
f4: -
t1: 7S 6S 4C QS 7H 9S KS QH JS TH 9C 8H 7C 6H 5C 4H 3S 2H AS
t2: 6C
t3: 4D 2S
t4: 8D JD
t5: 5H 5D AH KD
t6: KH 7D TD JC
t7: JH TC 8C
"""


def shortened(text: str, cards: int) -> str:
    """LONG_REFLECHI with t1 cut to its first `cards` cards (the rest go to t2)."""
    lines = text.splitlines()
    t1 = lines.index(next(line for line in lines if line.startswith("t1:")))
    column = lines[t1].split()[1:]
    lines[t1] = "t1: " + " ".join(column[:cards])
    lines[t1 + 1] += " " + " ".join(column[cards:])
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("cards", [19, 15, 13])
@pytest.mark.parametrize("size", [(1366, 768), (800, 600)])
def test_a_long_column_still_shows_every_rank_and_suit(size, cards):
    """Réfléchi deals every card face up and a column can grow to 19 cards: the fan then
    leaves less than the rank's height. Those cards show a smaller rank and its suit at
    the very top, inside the strip in view: the card's colour appears there both where
    the rank is and beside it, where the suit is, and no rank is cut by the next card
    (15 cards at 1366x768 cut one by a few pixels before)."""
    pointer = start(engine.Game.from_text(shortened(LONG_REFLECHI, cards)), size=size)
    table = pointer.app.table
    art, column = table.board.art, table.board.piles["t1"]
    lay = art._layout
    index_right = lay.index_x + lay.index_w
    squeezed = [sprite for sprite in column if sprite.squeezed]
    assert len(squeezed) >= min(12, cards - 1)
    for sprite in squeezed:
        face = table.board.base(sprite)
        color = pygame.Color(*SUIT_COLORS[sprite.key[1]])

        def inked(left: int, right: int, top: int, bottom: int, face=face, color=color) -> int:
            return sum(
                1
                for x in range(left, right)
                for y in range(top, bottom)
                if face.get_at((x, y))[:3] == color[:3]
            )

        shown = sprite.shown
        assert inked(0, index_right, 1, shown) >= 4, sprite.key  # the rank, in view
        if shown < lay.index_y + lay.rank_h + lay.gap:  # where the usual rank would be cut
            assert inked(0, index_right, shown, shown + 3) == 0, sprite.key  # not cut
        assert inked(index_right, index_right + lay.index_w, 1, shown) >= 4, sprite.key  # suit


def test_a_press_held_through_an_undo_lifts_nothing():
    """Holding the button on a card that Ctrl+Z takes away, then moving: no drag of cards
    that are no longer there (it used to crash), nothing moves."""
    game = engine.Game.from_code("DS1-D1N-AAAAAAB")
    pointer = start(game)
    pointer.drag_move(engine.Move.parse("t3>t4"))
    assert game.moves == 1
    held = pointer.card_point("t4")
    pointer.post(pygame.MOUSEBUTTONDOWN, held)
    pointer.app.run_frames(1)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
    pointer.app.run_frames(30)
    for step in (1, 2, 3):
        pointer.post(pygame.MOUSEMOTION, (held[0] + 40 * step, held[1] + 60 * step))
        pointer.app.run_frames(1)
    pointer.post(pygame.MOUSEBUTTONUP, (held[0] + 120, held[1] + 180))
    pointer.app.run_frames(30)
    assert pointer.app.table.board.drag is None
    assert game.undo_depth == 0 and len(game.pile("t4")) == 4
    settled(pointer)


def test_a_press_held_through_a_resize_lifts_nothing():
    """The press was made in the old layout: after the window changes, moving lifts no card
    away from the pointer; the player presses again."""
    game = engine.Game.from_code("DS1-D1N-AAAAAAB")
    pointer = start(game, size=(1366, 768))
    held = pointer.card_point("t3")
    pointer.post(pygame.MOUSEBUTTONDOWN, held)
    pointer.app.run_frames(1)
    pointer.app.table.resize((800, 600))
    pointer.post(pygame.MOUSEMOTION, (held[0] + 60, held[1] + 90))
    pointer.app.run_frames(1)
    assert pointer.app.table.board.drag is None


def test_losing_the_focus_mid_drag_sends_the_cards_back():
    """Alt+Tab away with the button down: the release may never come, so the stack goes
    home instead of following a pointer with no button held."""
    game = engine.Game.from_code("DS1-D1N-AAAAAAB")
    pointer = start(game)
    held = pointer.card_point("t3")
    pointer.post(pygame.MOUSEBUTTONDOWN, held)
    pointer.app.run_frames(1)
    pointer.post(pygame.MOUSEMOTION, (held[0] + 60, held[1] + 120))
    pointer.app.run_frames(1)
    assert pointer.app.table.board.drag is not None
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    pointer.app.run_frames(30)
    assert pointer.app.table.board.drag is None and game.moves == 0
    settled(pointer)


def test_no_undo_while_the_winning_card_still_flies():
    """The win is counted when the winning move is played; Ctrl+Z or Undo in the moment
    before the card lands must not take it back."""
    game = won_in_one()
    pointer = start(game)
    pointer.click(pointer.card_point("t1"), frames=1)  # the winning tap; the card flies
    assert game.is_won and pointer.app.table.board.moving_count()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
    pointer.app.run_frames(1)
    pointer.click(pointer.app.table.hud.buttons["undo"].center, frames=1)
    assert game.is_won
    pointer.app.run_frames(30)
    assert game.is_won and pointer.app.table.win.offered


def test_a_tap_after_an_undo_is_a_new_tap_not_the_second_click_of_a_double_click():
    game, _ = find_game("TF1-D1N", lambda g: g.tap("t7") if g.tap("t7") else None)
    pointer = start(game)
    top = pointer.card_point("t7")
    pointer.click(top, frames=1)
    assert game.moves == 1
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
    pointer.app.run_frames(1)
    pointer.click(pointer.card_point("t7"), frames=1)  # well within the double-click time
    assert game.moves == 2 and game.undo_depth == 1


def test_a_resize_during_the_cascade_throws_the_new_size_cards():
    game = won_in_one()
    pointer = start(game, size=(1366, 768))
    pointer.drag_move(engine.Move.parse("t1>f"))
    pointer.app.run_frames(5)
    table = pointer.app.table
    assert table.win.celebration is not None
    table.resize((800, 600))
    assert table.win.celebration.size == (800, 600)
    assert table.win.celebration.images[0].get_width() == table.board.geometry.card_w


def reflechi(piles: dict[str, str]) -> engine.Game:
    """A Réfléchi position by hand (every card not named waits in the stock)."""
    return engine.Game.from_text(position("TF1-D1N-AAAAAAA", piles))


TWO_HOME = {"t1": "5H 2S AS", "t2": "AH", "t3": "9C 8D"}  # t1 taps home twice; t3 has a buried card


@pytest.mark.parametrize("double_click", [True, False])
def test_two_slow_clicks_are_two_taps(double_click):
    """Clicks further apart than the double-click time are taps, whatever the setting."""
    game = reflechi(TWO_HOME)
    pointer = start(game, settings=Settings(double_click=double_click))
    pointer.click(pointer.card_point("t1"), frames=30)  # 30 frames of 1/60 s: 0.5 s
    pointer.click(pointer.card_point("t1"), frames=30)
    assert game.moves == 2 and str(game.pile("t1")[-1]) == "5H"


def test_with_double_click_off_a_quick_second_click_is_another_tap():
    game = reflechi(TWO_HOME)
    pointer = start(game, settings=Settings(double_click=False))
    point = pointer.card_point("t1")
    pointer.click(point)
    pointer.click(point, frames=30)
    assert game.moves == 2


def test_quick_clicks_on_two_piles_are_two_taps():
    game = reflechi(TWO_HOME)
    pointer = start(game)
    pointer.click(pointer.card_point("t1"))
    pointer.click(pointer.card_point("t2"), frames=30)
    assert game.moves == 2 and not game.pile("t2")


def test_a_click_or_double_click_on_a_buried_card_does_nothing():
    """Only the top card is tapped: a click on 2♠, under A♠, neither moves 2♠ nor taps A♠
    home (which a click on A♠ would)."""
    game = reflechi(TWO_HOME)
    pointer = start(game)
    buried = pointer.card_point("t1", 1)
    pointer.click(buried, frames=30)
    pointer.double_click(buried)
    pointer.app.run_frames(30)
    assert game.moves == 0


def test_a_press_that_moves_less_than_the_drag_threshold_is_a_tap():
    """A hand is never perfectly still: under 5 px of motion a click is still a tap."""
    game = reflechi(TWO_HOME)
    pointer = start(game)
    x, y = pointer.card_point("t1")
    pointer.post(pygame.MOUSEBUTTONDOWN, (x, y))
    pointer.post(pygame.MOUSEMOTION, (x + 3, y + 2))
    pointer.post(pygame.MOUSEBUTTONUP, (x + 3, y + 2))
    pointer.app.run_frames(30)
    assert game.moves == 1 and pointer.app.table.board.drag is None


def test_a_resize_after_the_cascade_does_not_throw_the_cards_again():
    game = won_in_one()
    pointer = start(game, size=(1366, 768))
    pointer.drag_move(engine.Move.parse("t1>f"))
    pointer.app.run_frames(200, dt=0.1)
    table = pointer.app.table
    assert table.win.celebration.finished
    table.resize((800, 600))
    assert table.win.celebration.finished and table.win.offered


def test_restart_works_while_the_winning_card_still_flies():
    game = won_in_one()
    pointer = start(game)
    pointer.click(pointer.card_point("t1"), frames=1)
    assert game.is_won and pointer.app.table.board.moving_count()
    pointer.click(pointer.app.table.hud.buttons["restart"].center, frames=2)
    table = pointer.app.table
    assert not table.game.is_won and table.game.code == game.code


@pytest.mark.parametrize("layout_letter", ["z", "ζ"])
def test_ctrl_z_undoes_with_a_greek_keyboard_layout_too(layout_letter):
    """With a Greek layout the key marked Z writes ζ: the shortcut goes by the key's place."""
    game = engine.Game.from_code("DS1-D1N-AAAAAAB")
    pointer = start(game)
    pointer.click(pointer.card_point("s"), frames=20)
    assert game.undo_depth == 1
    event = {"key": ord(layout_letter), "scancode": pygame.KSCAN_Z, "mod": pygame.KMOD_CTRL}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, unicode="", **event))
    pointer.app.run_frames(2)
    assert game.undo_depth == 0


def test_a_latin_layout_keeps_its_own_letters():
    """AZERTY: the key in the place of Z writes W and is not Ctrl+Z."""
    game = engine.Game.from_code("DS1-D1N-AAAAAAB")
    pointer = start(game)
    pointer.click(pointer.card_point("s"), frames=20)
    event = {"key": pygame.K_w, "scancode": pygame.KSCAN_Z, "mod": pygame.KMOD_CTRL}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, unicode="", **event))
    pointer.app.run_frames(2)
    assert game.undo_depth == 1


def test_turning_animations_off_stops_the_cascade_and_on_again_does_not_restart_it():
    game = won_in_one()
    pointer = start(game)
    pointer.drag_move(engine.Move.parse("t1>f"))
    pointer.app.run_frames(5)
    table = pointer.app.table
    assert table.win.celebration is not None
    table.settings.animation = "off"
    pointer.app.run_frames(2)
    assert table.win.celebration is None and table.win.offered
    table.settings.animation = "normal"
    pointer.app.run_frames(2)
    assert table.win.celebration is None and table.win.offered


def test_the_clock_starts_with_the_first_action_not_the_deal():
    """The fastest win counted the time the deal lay untouched; the clock now waits."""
    pointer = start(engine.Game.from_code("TF1-D1N-AAAAAAB"))
    table = pointer.app.table
    pointer.app.run_frames(60, dt=0.5)
    assert table.session.elapsed == 0 and table.hud_text().time == "00:00"
    pointer.click(pointer.card_point("s"), frames=1)
    pointer.app.run_frames(20, dt=0.5)
    assert 9.0 <= table.session.elapsed <= 11.0


def test_a_card_dropped_on_the_stock_is_refused_with_its_rule():
    """It sprang back without a word, although the help says cards never go there."""
    game = engine.Game.from_code("TF1-D1N-AAAAAAB")
    pointer = start(game)
    table = pointer.app.table
    before = table.game.to_text()
    rect = pointer.layout.cards["t7"][-1]
    start_at = pointer.card_point("t7")
    grab = pygame.Vector2(start_at) - pygame.Vector2(rect.topleft)
    end = pygame.Vector2(pointer.layout.slots["s"].topleft) + grab
    pointer.drag(start_at, (round(end.x), round(end.y)))
    assert table.game.to_text() == before
    assert table.notes.last_rule == "not-a-target"
    assert table.notes.toast is not None
    assert table.notes.toast.text.startswith(strings.RULE_TEXT["not-a-target"])


def test_a_window_made_smaller_than_the_minimum_grows_back():
    """Without a window manager keeping the size hint, 400x300 was laid out (unreadable)."""
    pointer = start(engine.Game.from_code("SH1-C4-AAAAAJ2"), size=(800, 600))
    pygame.display.set_mode((400, 300), pygame.RESIZABLE)  # as a bare X server allows
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=400, y=300))
    pointer.app.run_frames(2)
    assert pointer.app.screen.get_size() == (640, 480)
    assert pointer.app.table.size == (640, 480)


def test_the_win_offer_says_the_score_the_time_and_the_tally(tmp_path):
    """The banner said only "You won!": it now gives the score and time of the game and
    how many games of these options were won."""
    from game.profile import Profile
    from game.profile.store import Store

    text = "\n".join(
        ["TF1-D1N-AAAAAAB", "score: 500", "moves: 100", "s:", "w:"]
        + ["f1: KS", "f2: KH", "f3: KD", "f4: QC", "t1: KC"]
        + [f"t{i}:" for i in range(2, 8)]
    )
    app = App(engine.Game.from_text(text), Settings(), False, (1366, 768),
              profile=Profile.open(Store(tmp_path)))  # fmt: skip
    app.run_frames(2)
    pointer = Pointer(app)
    app.table.session.elapsed = 125.0
    pointer.drag_move(engine.Move.parse("t1>f"))
    app.run_frames(10)
    summary = app.table.win.summary()
    assert app.table.win.offered and app.table.game.is_won
    assert summary == "Score 510 · Time 02:05 · Won 1 of 1 with these options"  # one separator


def test_a_vegas_loss_shows_the_minus_sign_in_the_bar_and_the_banner():
    app = App(engine.Game.from_code("DS1-D1V-AAAAAAB"), Settings(), False, (1366, 768))
    app.run_frames(2)
    assert app.table.hud_text().score == "\u2212$104"
    assert "Score \u2212$104 ·" in win_summary(app.table.game, app.table.hud_text(), None)


def test_a_refusal_note_never_covers_the_card_it_is_about():
    """Lifting a Réfléchi card whose cards are no ordered group: the note covered the very
    card it named (5♦ in the report). It now stands above that card (or below it)."""
    game = engine.Game.from_code("TF1-D1N-AAAAAAB")
    pointer = start(game, size=(1366, 768))
    table = pointer.app.table
    pile = next(
        t
        for t in columns(game)
        if len(game.pile(t)) > 2 and game.check_lift(t, len(game.pile(t)) - 1)
    )
    press_at = pointer.card_point(pile, 1)
    pointer.post(pygame.MOUSEBUTTONDOWN, press_at)
    pointer.app.run_frames(1)
    pointer.post(pygame.MOUSEMOTION, (press_at[0] + 12, press_at[1] + 12))
    pointer.app.run_frames(2)
    assert table.notes.last_rule == "group-unordered" and table.notes.toast_box is not None
    card = table.board.layout.cards[pile][1]
    assert not table.notes.toast_box.colliderect(card)
