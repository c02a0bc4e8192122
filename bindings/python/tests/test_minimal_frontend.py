"""examples/minimal_frontend.py (issue #17): a complete pager drawn from
frames alone, fed by raw mouse events, with no maths of its own, runs headless on
SDL's dummy driver and plays its scripted session; and the demo and the app
keep no velocity tracking or strip layout of their own."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pygame")

EXAMPLES = Path(__file__).parents[1] / "examples"
MINIMAL = EXAMPLES / "minimal_frontend.py"
# What a front end would otherwise compute itself: a second strip layout,
# a velocity, page-offset or hit-test maths, offset-level drag events.
OWN_MATHS = re.compile(r"strip_layout|velocity|hit_test|DragMoved|DragEnded|TabTapped|deque")


def test_it_has_no_maths_of_its_own() -> None:
    source = MINIMAL.read_text()
    assert OWN_MATHS.search(source) is None
    assert "PointerDown" in source


def test_the_examples_are_formatted_by_the_projects_formatter() -> None:
    # #31: examples are for reading; none packs lines under `fmt: skip`
    # (make lint-python runs `ruff format --check` on them).
    for example in sorted(EXAMPLES.glob("*.py")):
        assert "fmt: skip" not in example.read_text(), example.name


@pytest.mark.parametrize("example", ["demo.py", "pager_app.py"])
def test_the_demo_and_the_app_have_no_velocity_or_strip_layout(example: str) -> None:
    code = "\n".join(
        line for line in (EXAMPLES / example).read_text().splitlines()
        if not line.lstrip().startswith("#")
    )  # fmt: skip
    body = code.split('"""', 2)[-1]  # past the module docstring, which may name them
    assert OWN_MATHS.search(body) is None, OWN_MATHS.search(body)


def test_it_plays_its_script_headless() -> None:
    # No SDL_AUDIODRIVER: the front end opens no sound, so nothing
    # (ALSA on a machine without a sound card) complains on stderr.
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env["SDL_VIDEODRIVER"] = "dummy"
    result = subprocess.run(
        [sys.executable, str(MINIMAL), "--frames", "240"],
        capture_output=True, text=True, env=env, timeout=120, cwd=EXAMPLES,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "ALSA" not in result.stderr, result.stderr
    # The script: a 150 pt drag in 6 frames and release (a fling to page 1),
    # a tap on the first tab (back to page 0), six wheel notches down: 240 pt,
    # of which the header's collapse takes 156 (200 less the 44 pt strip)
    # and the list 84.
    assert result.stdout.strip().splitlines()[-1] == "frames 240 selected 0 list 84"
