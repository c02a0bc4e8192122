"""Extreme but finite input never kills the process: every call either works
or raises a SegPagerError. The pager run found two traps (a looping tap's
virtual index, an empty pager settling) before this test existed."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import run_script

TESTS = Path(__file__).parent


def run_stress(script: str, seed: int, runs: int) -> str:
    """A stress script's output for a seed and a number of runs."""
    return run_script(script, seed, runs)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_extreme_values_never_crash_the_pager(seed: int) -> None:
    assert run_stress("stress_pager.py", seed, 300).startswith("refused")


@pytest.mark.parametrize("seed", [1, 2])
def test_extreme_values_never_crash_the_stateless_functions(seed: int) -> None:
    assert run_stress("stress_stateless.py", seed, 1500).startswith("ok")
