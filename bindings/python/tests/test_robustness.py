"""Extreme but finite input never kills the process: every call either works
or raises a SegPagerError. The pager run found two traps (a looping tap's
virtual index, an empty pager settling) before this test existed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).parent


def run_stress(script: str, seed: int, runs: int) -> str:
    """Runs a stress script in its own process, so a trap fails the test
    instead of killing pytest; returns its output."""
    result = subprocess.run(
        [sys.executable, str(TESTS / script), str(seed), str(runs)],
        capture_output=True,
        text=True,
        cwd=TESTS.parent,
        timeout=600,
    )
    assert result.returncode == 0, (
        f"{script} seed {seed} died ({result.returncode}): {result.stderr[-2000:]}"
    )
    return result.stdout


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_extreme_values_never_crash_the_pager(seed: int) -> None:
    assert run_stress("stress_pager.py", seed, 300).startswith("refused")


@pytest.mark.parametrize("seed", [1, 2])
def test_extreme_values_never_crash_the_stateless_functions(seed: int) -> None:
    assert run_stress("stress_stateless.py", seed, 1500).startswith("ok")
