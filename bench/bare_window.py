"""The start-up benchmark's baseline (a): a bare pygame window, nothing of ours.

It opens the window the way the game does on a first start (desktop fullscreen, the
default setting), presents one frame and says so, exactly like
`python -m game --quit-after-first-frame`. `bench/startup_bench.py --floor` also freezes
this script with build.spec, to measure what packaging alone costs.
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # as game/__main__.py does

import pygame

pygame.display.init()
pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
pygame.display.flip()
print("first-frame", flush=True)
