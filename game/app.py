"""The window and the loop: one stack of screens (the table, the dialogs over it) gets the
events, its time and its frames; every command a screen answers is carried out here.

`App.step()` runs one frame (events, update, draw) so tests can post events and step. With a
`Profile` the app keeps the player's settings, statistics and game in progress on disk.
"""

from __future__ import annotations

import gc
import sys
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

import engine
from game import strings
from game.clipboard import Clipboard
from game.commands import (
    AskResetStatistics,
    ChangeSetting,
    Close,
    Command,
    CopyCode,
    CopyReplay,
    LeaveFullscreen,
    Open,
    Panel,
    PlayOn,
    Quit,
    ResetStatistics,
    Restart,
    Setting,
    StartConfirmed,
    StartGame,
    ToggleFullscreen,
    ToggleSound,
    Watch,
)
from game.cues import Cue
from game.deal_flow import DealFlow, Text
from game.keymap import Action, Keymap, Scope
from game.pacing import Pacing, write_frame_stats
from game.player_files import PlayerFiles
from game.profile import Profile
from game.profile.settings import Settings
from game.profile.statistics import Statistics
from game.screen_stack import ScreenStack
from game.sound import Sound
from game.table.scene import Table
from game.window import (
    BRING_FORWARD,
    DEFAULT_WINDOW,
    GameWindow,
    prepare_display,
    windowed_size,
)

if TYPE_CHECKING:
    from game.dialogs import Dialog

FPS = 120
FIRST_FRAME = "first-frame"
SEARCHES_STOP_SECONDS = 5.0  # at most this long, on quitting, for the searches to return
WINDOW = Scope.WINDOW
# The keys that work everywhere, as the commands the app carries out.
WINDOW_KEYS: dict[Action, Command] = {
    Action.TOGGLE_FULLSCREEN: ToggleFullscreen(),
    Action.QUIT: Quit(),
    Action.NEW_GAME: Open(Panel.NEW_GAME),
    Action.HELP: Open(Panel.HELP),
    Action.SETTINGS: Open(Panel.SETTINGS),
    Action.STATISTICS: Open(Panel.STATISTICS),
    Action.TODAY: Open(Panel.TODAY),
}


@dataclass(repr=False, eq=False)
class App(DealFlow):
    """Owns the window, the clock and the screens: the table and the dialogs over it."""

    game: engine.Game
    settings: Settings = field(default_factory=Settings)
    fullscreen: bool = True
    window_size: tuple[int, int] = DEFAULT_WINDOW
    running: bool = True
    profile: Profile | None = None
    clipboard: Clipboard = field(default_factory=Clipboard)
    keymap: Keymap = field(default_factory=Keymap)
    welcome_due: bool = False  # the first start: the chooser opens after the first frame
    window: GameWindow = field(default_factory=GameWindow)

    def __post_init__(self) -> None:
        if self.profile is not None:
            self.settings = self.profile.settings
        strings.set_language(self.settings.language)
        prepare_display()
        pygame.display.init()  # not pygame.init(): the table needs no sound device
        pygame.font.init()
        pygame.display.set_caption(strings.WINDOW_TITLE)
        self.screen = self._open_window()
        show_felt(self.window, self.screen, self.settings.look.table_colors.felt)
        self.files = PlayerFiles(self.profile, self._tell)
        self.table = Table(
            self.game, self.screen.get_size(), self.settings, self.files, keymap=self.keymap
        )
        self.renderer = self.table.renderer  # its frame counts are the benches'
        self.stack = ScreenStack([self.table], stats=self.renderer.stats)
        self.clock = pygame.time.Clock()
        self.pacing = Pacing(self.stack, self.table.workers)
        self._saved_revision = self.table.revision
        self.sound = Sound(self.settings, self._no_sound)  # the mixer: at the first sound

    def _no_sound(self, reason: str) -> None:
        """The mixer failed: one line in errors.log and on the table; play goes on silent."""
        from game.launch import write_error_log

        def line() -> str:
            return strings.NO_SOUND.format(reason=reason)

        if self.profile is not None:
            write_error_log(self.profile.store.home, line())
        self.table.show_status(line, 8)

    def welcome(self) -> None:
        """The first start: the chooser over the deal, once (the settings are saved now,
        so the next start resumes as always)."""
        self.welcome_due = False
        self.files.save_settings()
        self.carry_out(Open(Panel.WELCOME))

    def _tell(self, text: Text, seconds: float) -> None:
        """A status line on the table (what the player's files report)."""
        self.table.show_status(text, seconds)

    # --- window ------------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        """Borderless desktop fullscreen, or a resizable window (that fits the desktop)."""
        if not self.fullscreen:
            self.window_size = windowed_size(self.window_size)
        return self.window.open(self.fullscreen, self.window_size, strings.WINDOW_TITLE)

    def set_fullscreen(self, fullscreen: bool, remember: bool = True) -> None:
        """Switch between desktop fullscreen and a window, keeping the game as it is;
        `remember`: the next start opens the same way (not for Esc)."""
        if remember and self.settings.fullscreen != fullscreen:
            self.settings.fullscreen = fullscreen
            self.files.save_settings(("fullscreen",))
        if fullscreen == self.fullscreen:
            return
        self.fullscreen = fullscreen
        self.screen = self._open_window()
        self._new_size()

    def _resized(self) -> None:
        surface = self.window.surface()
        if surface is None:
            return
        if self.keymap.mac and self.window.is_fullscreen() != self.fullscreen:
            self.fullscreen = self.window.is_fullscreen()  # the system's own (Ctrl+Cmd+F)
            self.set_fullscreen(self.fullscreen)
        if not self.fullscreen:  # never below the minimum, where no window manager keeps it
            self.screen = self.window.at_least_minimum(surface)
            self.window_size = self.screen.get_size()
        else:
            self.screen = surface
        self._new_size()

    def _new_size(self) -> None:
        """The table laid out for the window as it is now, every screen drawn anew."""
        self.renderer.invalidate()
        self.table.resize(self.screen.get_size())
        self.stack.redraw()

    @property
    def dialogs(self) -> list[Dialog]:
        """The dialogs open over the table, the top one last."""
        return self.stack.screens[1:]  # type: ignore[return-value]

    @property
    def statistics(self) -> Statistics:
        """The player's statistics (in memory; saved when a game is counted)."""
        return self.files.statistics

    # --- events ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Window events here; a key matched once against the keymap; the rest to the
        screen on top."""
        if self.window.scale != 1.0:  # Retina: the pointer's points onto the pixels
            event = self.window.in_pixels(event)
        kind = event.type
        self.table.presence.notice(kind, self.table.now)  # the clock measures play
        if kind == pygame.KEYDOWN:
            top = self.stack.top
            press = self.keymap.match(event, top.scopes)
            if press is None:
                return
            command = WINDOW_KEYS[press.action] if press.scope is WINDOW else top.act(press)
        elif kind == pygame.QUIT:
            command = Quit()
        elif kind in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return
        elif kind == pygame.WINDOWEXPOSED:  # uncovered: the window's pixels anew
            self.renderer.invalidate()
            self.stack.redraw()
            return
        elif kind == BRING_FORWARD:  # a second copy exits: its message shows here
            self.window.bring_forward()
            self.table.show_status(lambda: strings.STARTED_AGAIN, 8)
            return
        else:
            command = self.stack.handle(event)
        if command is not None:
            self.carry_out(command)

    def carry_out(self, command: Command) -> None:
        """What a screen, a bar button or a key asked for: the one place it is done."""
        match command:
            case Open(panel):
                self.stack.back_to_bottom()
                self.stack.push(self._dialog(panel))
            case Close():
                self.stack.pop()
            case StartGame(code, remember):
                self.start_asked(code, remember)
            case StartConfirmed(code):
                self.start_game(code)
            case Restart():
                self.restart_asked()
            case CopyCode():
                self.copy_code()
            case CopyReplay(None):
                self.copy_replay()
            case CopyReplay(str() as replay):
                self.copy_given_replay(replay)
            case ChangeSetting(setting, value):
                self.apply_setting(setting, value)
            case ToggleSound():
                self.apply_setting(Setting.SOUND, not self.settings.sound)
                name = "SOUND_ON" if self.settings.sound else "SOUND_OFF"
                self.table.show_status(lambda: strings.message(name), 3)
            case ToggleFullscreen():
                self.set_fullscreen(not self.fullscreen)
            case LeaveFullscreen() if self.fullscreen:
                self.set_fullscreen(False, remember=False)
            case Quit():
                self.quit()
            case Watch(code, moves):
                self.watch(code, moves)
            case PlayOn(confirmed):
                self.play_on(confirmed)
            case AskResetStatistics():
                reset = ResetStatistics()
                self._confirm(lambda: strings.RESET_QUESTION, lambda: strings.RESET, reset)
            case ResetStatistics():
                self.statistics.reset()
                self.files.history.reset_totals()
                self.files.save_history()
                self.files.save_statistics()
                self.stack.pop()

    def _dialog(self, panel: Panel) -> Dialog:
        """The dialog `panel` names, made now (the dialogs load with the first one)."""
        from game import dialogs  # first needed here: kept out of the start-up path

        game = self.table.own_session.game
        match panel:
            case Panel.NEW_GAME:
                return dialogs.NewGameDialog(
                    self.settings.new_game.following(game.option_set),
                    game.code,
                    paste=self.clipboard.get,
                    workers=self.table.workers,
                )
            case Panel.SETTINGS:
                return dialogs.SettingsDialog(self.settings, lambda: self.fullscreen)
            case Panel.STATISTICS:
                history = self.files.history
                return dialogs.StatisticsDialog(self.statistics, history, game.option_set)
            case Panel.TODAY:
                from datetime import date

                return dialogs.TodayDialog(self.files.history, date.today())
            case Panel.HELP:
                return dialogs.HelpDialog(game.variant_id, self.keymap)
            case Panel.PAUSE:
                return dialogs.PauseScreen(self.settings.look.table_colors.cover)
            case Panel.WELCOME:
                return dialogs.WelcomeDialog(look=self.settings.look)

    def apply_setting(self, setting: Setting, value: object) -> None:
        """A setting changed in the Settings dialog: apply it now and save it."""
        if setting == Setting.FULLSCREEN:
            self.set_fullscreen(bool(value))
            return
        setattr(self.settings, str(setting), value)  # a Setting is its field's name
        if setting == Setting.VOLUME:  # a volume is chosen with sound on
            self.settings.sound = True
        if setting in (Setting.SOUND, Setting.VOLUME):
            self.sound.follow()
            self.sound.play([Cue.PUT_DOWN])  # heard at once, at its volume
        if setting == Setting.LANGUAGE:
            strings.set_language(str(value))
            pygame.display.set_caption(strings.WINDOW_TITLE)
        self.table.invalidate()  # the language, the looks, the pile numbers show at once
        also = (str(Setting.SOUND),) if setting == Setting.VOLUME else ()
        self.files.save_settings((str(setting), *also))  # chosen: saved even over `--set`
        self.stack.redraw()  # the dialogs show the change at once

    def save_game(self) -> None:
        """Save the game in progress (after every action and on quit)."""
        self._saved_revision = self.table.own_session.revision
        self.files.save_game(self.table.own_session)

    def quit(self) -> None:
        """Save and stop the loop."""
        if self.running:
            self.save_game()
        self.running = False
        self.stack.close_all()

    # --- frames --------------------------------------------------------------------------
    def update(self, dt: float, moving: float | None = None) -> None:
        """Advance every screen by `dt` seconds, their animations by `moving` (see
        `Table.update`); save when an action was played."""
        for screen in list(self.stack.screens):
            command = screen.update(dt, dt if moving is None else moving)
            if command is not None:
                self.carry_out(command)
        self.sound.play(self.table.session.take_cues())
        self.sound.rest(dt)
        if self.table.own_session.revision != self._saved_revision:
            self.save_game()
        self.files.poll()  # a save the writer's thread finished: told now if it failed

    def step(self, dt: float | None = None) -> None:
        """One frame: every queued event, then update and draw. `dt` defaults to real time."""
        elapsed = self.clock.tick(FPS) / 1000 if dt is None else dt
        for event in pygame.event.get():
            self.handle(event)
        self.update(elapsed)
        self.stack.present(self.screen, self.window.send)  # what changed, if anything
        self.pacing.frame_done()

    def step_when_needed(self) -> None:
        """One frame of the real loop: sleep until an event comes or something is due (no
        frame at all at rest), then every event, update and draw. The time slept counts for
        the clock but not for an animation an event starts (it starts where it should)."""
        slept = self.pacing.sleep()
        elapsed = self.clock.tick(FPS) / 1000
        for event in pygame.event.get():
            self.handle(event)
        self.update(elapsed, max(0.0, elapsed - slept))
        self.stack.present(self.screen, self.window.send)  # what changed, if anything
        self.pacing.frame_done()

    def run_frames(self, count: int, dt: float = 1 / 60) -> None:
        """Run `count` frames of `dt` seconds each (tests and the self-test)."""
        for _ in range(count):
            self.step(dt)

    def run(self, quit_after_first_frame: bool = False) -> None:
        """The main loop, until the window closes (or right after the first frame)."""
        self.step(0.0)
        _ = self.files.history  # read now, after the first frame (a damaged one is told)
        if not gc.isenabled():  # start-up kept the collector off (`game.__main__.play`)
            gc.freeze()
            gc.enable()
        if quit_after_first_frame:
            print(FIRST_FRAME, flush=True)
            self.running = False
            sys.stdout.flush()
        if self.welcome_due and self.running:  # the dialogs load after the first frame
            self.welcome()
        while self.running:
            self.step_when_needed()
        self.quit()
        write_frame_stats(self.renderer.stats)
        self.window.close()
        self.table.workers.wait_idle(SEARCHES_STOP_SECONDS)  # no search left in the exit
        pygame.quit()


def show_felt(window: GameWindow, screen: pygame.Surface, felt: tuple[int, int, int]) -> None:
    """The bare felt, at once: the window never shows black while the cards are drawn
    (the first real frame follows within tens of milliseconds, longer on a busy machine)."""
    screen.fill(felt)
    window.send(None)
