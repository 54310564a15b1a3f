"""The window and the loop: events go to the open dialog or to the table, which update and draw.

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
from game.dialog_stack import DialogStack
from game.pacing import Pacing, write_frame_stats
from game.player_files import PlayerFiles
from game.profile import Profile
from game.profile.settings import Settings
from game.profile.statistics import Statistics
from game.table.drawing import FELT
from game.table.hud import HudButton
from game.table.render import Renderer
from game.table.scene import Table
from game.window import (
    BRING_FORWARD,
    DEFAULT_WINDOW,
    WindowKey,
    at_least_minimum,
    bring_forward,
    open_window,
    window_key,
    windowed_size,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from game.dialogs import Command, Dialog, Setting

FPS = 120
FIRST_FRAME = "first-frame"


@dataclass(repr=False, eq=False)
class App:
    """Owns the window, the clock, the table and the dialogs open over it."""

    game: engine.Game
    settings: Settings = field(default_factory=Settings)
    fullscreen: bool = True
    window_size: tuple[int, int] = DEFAULT_WINDOW
    running: bool = True
    profile: Profile | None = None
    clipboard: Clipboard = field(default_factory=Clipboard)

    def __post_init__(self) -> None:
        if self.profile is not None:
            self.settings = self.profile.settings
        strings.set_language(self.settings.language)
        pygame.display.init()  # not pygame.init(): the table needs no sound device
        pygame.font.init()
        pygame.display.set_caption(strings.WINDOW_TITLE)
        self.screen = self._open_window()
        show_felt(self.screen)
        self.scene = Table(self.game, self.screen.get_size(), self.settings)
        self.stack = DialogStack(self.scene)
        self.files = PlayerFiles(self.profile, self.scene.show_status)
        self.scene.session.on_game_over = self.files.count
        self.scene.tally = self.files.tally
        self.renderer = Renderer()
        self.clock = pygame.time.Clock()
        self.pacing = Pacing(self.stack)
        self._saved_revision = self.scene.revision

    # --- window ------------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        """Borderless desktop fullscreen, or a resizable window (that fits the desktop)."""
        if not self.fullscreen:
            self.window_size = windowed_size(self.window_size)
        return open_window(self.fullscreen, self.window_size)

    def set_fullscreen(self, fullscreen: bool) -> None:
        """Switch between desktop fullscreen and a window, keeping the game as it is."""
        if self.settings.fullscreen != fullscreen:
            self.settings.fullscreen = fullscreen
            self.files.save_settings()
        if fullscreen == self.fullscreen:
            return
        self.fullscreen = fullscreen
        self.screen = self._open_window()
        self.renderer.invalidate()
        self.scene.resize(self.screen.get_size())
        self.stack.mark_dirty()

    @property
    def table(self) -> Table:
        """The table scene (dialogs are drawn over it)."""
        return self.scene

    @property
    def dialog(self) -> Dialog | None:
        """The dialog on top, which gets the events, or None."""
        return self.stack.top

    @property
    def dialogs(self) -> list[Dialog]:
        """The dialogs open over the table, the top one last."""
        return self.stack.dialogs

    # --- events ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Window events here, then the open dialog, else the table."""
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
        elif event.type == BRING_FORWARD:
            bring_forward()
        elif event.type == pygame.WINDOWEXPOSED:  # uncovered: the window's pixels anew
            self.renderer.invalidate()
            self.stack.mark_dirty()
        elif event.type == pygame.KEYDOWN and self._window_key(event):
            return
        elif self.dialogs:
            command = self.stack.handle(event)
            if command is not None:
                self.carry_out(command)
        elif self.stack.rest_of_a_click(event):
            return
        elif event.type != pygame.TEXTINPUT:
            self.scene.handle(event)
            self._table_requests()

    def _window_key(self, event: pygame.event.Event) -> bool:
        """Keys that work everywhere; True when the key was used."""
        match window_key(event):
            case WindowKey.FULLSCREEN:
                self.set_fullscreen(not self.fullscreen)
            case WindowKey.ESCAPE if self.fullscreen and not self.dialogs:
                if self.scene.keyboard.wants_escape:  # cards in hand go back first
                    return False
                self.set_fullscreen(False)
            case WindowKey.QUIT:
                self.quit()
            case WindowKey.NEW_GAME:
                self.open(HudButton.NEW)
            case WindowKey.HELP:
                self.open(HudButton.HELP)
            case _:
                return False
        return True

    def _table_requests(self) -> None:
        """HUD buttons the table leaves to the app: dialogs and the code."""
        while self.scene.requests:
            self.open(self.scene.requests.pop(0))

    def open(self, name: HudButton) -> None:
        """What a bar button the table leaves to the app does: open its dialog, copy the
        code, or restart (asking first when a game is in progress)."""
        if name is HudButton.CODE:
            self.copy_code()
            return
        if name is HudButton.RESTART:
            self.restart_asked()
            return
        if self.dialogs:
            self.stack.clear()
        from game import dialogs  # first needed here: kept out of the start-up path

        game = self.scene.game
        makers: dict[HudButton, Callable[[], Dialog]] = {
            HudButton.NEW: lambda: dialogs.NewGameDialog(
                self.settings.new_game.following(game.option_set),
                game.code,
                paste=self.clipboard.get,
                workers=self.scene.workers,
            ),
            HudButton.SETTINGS: lambda: dialogs.SettingsDialog(
                self.settings, lambda: self.fullscreen
            ),
            HudButton.STATISTICS: lambda: dialogs.StatisticsDialog(self.statistics),
            HudButton.HELP: lambda: dialogs.HelpDialog(game.variant_id),
        }
        self.stack.push(makers[name]())

    def close_dialogs(self) -> None:
        """Back to the table."""
        self.stack.clear()

    def carry_out(self, command: Command) -> None:
        """What a dialog asked for."""
        from game import dialogs

        match command:
            case dialogs.Close():
                self.stack.pop()
            case dialogs.StartGame(code, remember):
                self.start_asked(code, remember)
            case dialogs.StartConfirmed(code):
                self.start_game(code)
            case dialogs.ChangeSetting(setting, value):
                self.apply_setting(setting, value)
            case dialogs.AskResetStatistics():
                reset = dialogs.ResetStatistics()
                self._confirm(lambda: strings.RESET_QUESTION, lambda: strings.RESET, reset)
            case dialogs.ResetStatistics():
                self.statistics.reset()
                self.files.save_statistics()
                self.stack.pop()
        self.stack.mark_dirty()

    def _confirm(
        self, question: Callable[[], str], yes: Callable[[], str], command: Command
    ) -> None:
        """Ask `question` over the dialogs; its `yes` button carries out `command`."""
        from game.dialogs import ConfirmDialog

        self.stack.push(ConfirmDialog(question, yes, command))  # also at start (`--code`)

    def start_asked(self, code: str, remember: bool = True) -> None:
        """Start at once, or first ask when the game on the table would be abandoned.
        `remember`: Start keeps the New Game dialog's choices; Replay this deal does not."""
        from game.dialogs import NewGameDialog, StartConfirmed

        dialog = self.dialog
        if remember and isinstance(dialog, NewGameDialog):
            self.settings.new_game = dialog.choice
            self.files.save_settings()
        if self._abandoning():
            ask = StartConfirmed(code)
            self._confirm(lambda: strings.ABANDON_QUESTION, lambda: strings.ABANDON, ask)
        else:
            self.start_game(code)

    def restart_asked(self) -> None:
        """Restart asks first when it would abandon a game in progress (it counts as
        played and not won), as Replay this deal does."""
        from game.dialogs import StartConfirmed

        if self._abandoning():
            ask = StartConfirmed(self.scene.game.code)
            self._confirm(lambda: strings.RESTART_QUESTION, lambda: strings.RESTART, ask)
        else:
            self.scene.restart()

    def _abandoning(self) -> bool:
        """True when a new deal would abandon the game on the table (it has moves)."""
        game = self.scene.game
        return game.moves > 0 and not game.is_won

    def start_game(self, code: str) -> None:
        """Deal `code` on the table and close the dialogs."""
        self.close_dialogs()
        self.scene.start(engine.Game.from_code(code))

    def apply_setting(self, setting: Setting, value: object) -> None:
        """A setting changed in the Settings dialog: apply it now and save it."""
        from game.dialogs import Setting

        if setting == Setting.FULLSCREEN:
            self.set_fullscreen(bool(value))
            return
        setattr(self.settings, str(setting), value)  # a Setting is its field's name
        if setting == Setting.LANGUAGE:
            strings.set_language(str(value))
            pygame.display.set_caption(strings.WINDOW_TITLE)
            self.scene.invalidate()
        self.files.save_settings()

    def copy_code(self) -> None:
        """A click on the code in the HUD: copy it (or just show it without a clipboard)."""
        code = self.scene.game.code
        copied = self.clipboard.put(code)
        name = "CODE_COPIED" if copied else "CODE_NOT_COPIED"  # translated when drawn
        self.scene.show_status(lambda: strings.message(name).format(code=code), 3 if copied else 6)

    def _resized(self) -> None:
        surface = pygame.display.get_surface()
        if surface is None:
            return
        if not self.fullscreen:  # never below the minimum, where no window manager keeps it
            self.screen = at_least_minimum(surface)
            self.window_size = self.screen.get_size()
        else:
            self.screen = surface
        self.scene.resize(self.screen.get_size())
        self.stack.mark_dirty()

    @property
    def statistics(self) -> Statistics:
        """The player's statistics (in memory; saved when a game is counted)."""
        return self.files.statistics

    def save_game(self) -> None:
        """Save the game in progress (after every action and on quit)."""
        self._saved_revision = self.scene.revision
        self.files.save_game(self.scene.session)

    def quit(self) -> None:
        """Save and stop the loop."""
        if self.running:
            self.save_game()
        self.running = False
        self.scene.hints.hinter.cancel()
        self.stack.close_all()

    # --- frames --------------------------------------------------------------------------
    def update(self, dt: float, moving: float | None = None) -> None:
        """Advance the scene (and the top dialog) by `dt` seconds, its animations by
        `moving` (see `Table.update`); save when an action was played."""
        command = self.stack.update(dt)
        if command is not None:
            self.carry_out(command)
        self.scene.update(dt, moving)
        if self.scene.revision != self._saved_revision:
            self.save_game()
        self.files.poll()  # a save the writer's thread finished: told now if it failed

    def draw(self) -> None:
        """Draw what changed and send it to the display (nothing when nothing changed)."""
        self.stack.present(self.screen, self.renderer)

    def step(self, dt: float | None = None) -> None:
        """One frame: every queued event, then update and draw. `dt` defaults to real time."""
        elapsed = self.clock.tick(FPS) / 1000 if dt is None else dt
        for event in pygame.event.get():
            self.handle(event)
        self.update(elapsed)
        self.draw()
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
        self.draw()
        self.pacing.frame_done()

    def run_frames(self, count: int, dt: float = 1 / 60) -> None:
        """Run `count` frames of `dt` seconds each (tests and the self-test)."""
        for _ in range(count):
            self.step(dt)

    def run(self, quit_after_first_frame: bool = False) -> None:
        """The main loop, until the window closes (or right after the first frame)."""
        self.step(0.0)
        if not gc.isenabled():  # start-up kept the collector off (`game.__main__.play`)
            gc.freeze()
            gc.enable()
        if quit_after_first_frame:
            print(FIRST_FRAME, flush=True)
            self.running = False
            sys.stdout.flush()
        while self.running:
            self.step_when_needed()
        self.quit()
        write_frame_stats(self.renderer)
        pygame.quit()


def show_felt(screen: pygame.Surface) -> None:
    """The bare felt, at once: the window never shows black while the cards are drawn
    (the first real frame follows within tens of milliseconds, longer on a busy machine)."""
    screen.fill(FELT)
    pygame.display.flip()
