"""Shared test settings: paths and a hypothesis profile that is thorough but fast."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import tracemalloc
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import settings

from segpager.render import FontNotFoundError, find_font

# Qt (tests/test_qt.py, the README's Qt snippet) draws offscreen unless a
# test asks for X; set before any QApplication is made.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parents[3]
HEADER = REPO / "bindings" / "c" / "segpager.h"
LIBRARY = REPO / ".build" / "release" / "libsegpager.so"

#: Seed 000: six titles measured at 15 pt, the demo's widths (docs/guide/seeds.md),
#: in its 375 pt phone.
SEED_000_TITLES = [28.0, 47.0, 34.0, 38.0, 30.0, 31.0]
PHONE_WIDTH = 375.0
#: Seed 000's items as the pager tests size them: each title plus 40 pt of padding.
SEED_000_ITEMS = [title + 40 for title in SEED_000_TITLES]

# derandomize: CI runs the same examples every time, so a red build is
# reproducible; run with --hypothesis-profile=explore to search afresh.
settings.register_profile("segpager", max_examples=300, deadline=None, derandomize=True)
settings.register_profile("explore", max_examples=3000, deadline=None)
settings.load_profile("segpager")

try:
    #: The font the drawing tests use, or None when none is installed.
    FONT: Path | None = find_font()
except FontNotFoundError:
    FONT = None

#: Marks a test that draws or measures text (make fonts installs a font).
needs_font = pytest.mark.skipif(FONT is None, reason="no font installed (make fonts)")


def heap_growth(frames: Callable[[int, int], object], count: int = 20_000) -> int:
    """How many bytes of Python heap ``frames(start, count)`` keeps over
    ``count`` frames in the steady state: after a warm-up (buffers, caches,
    interned values) and a first traced window (tracemalloc sees only what
    is allocated after it starts, so that window, which frees older
    objects, is not counted)."""
    frames(1, 2000)
    tracemalloc.start()
    try:
        frames(2001, 2000)
        gc.collect()
        before = tracemalloc.get_traced_memory()[0]
        frames(4001, count)
        gc.collect()
        return tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()


def run_script(script: str, *arguments: object) -> str:
    """Runs a test script (tests/<script>) in its own process, so that a
    trap or a segfault fails the calling test instead of killing pytest;
    returns its standard output."""
    tests = Path(__file__).parent
    result = subprocess.run(
        [sys.executable, str(tests / script), *map(str, arguments)],
        capture_output=True,
        text=True,
        cwd=tests.parent,
        timeout=600,
    )
    assert result.returncode == 0, (
        f"{script} {' '.join(map(str, arguments))} died ({result.returncode}):\n"
        f"{result.stdout[-3000:]}{result.stderr[-3000:]}"
    )
    return result.stdout
