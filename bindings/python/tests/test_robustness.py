"""Extreme but finite input never kills the process: every call either works
or raises a SegPagerError. Found two traps (a looping tap's virtual index,
an empty pager settling) before this test existed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).with_name("stress_pager.py")
STATELESS = Path(__file__).with_name("stress_stateless.py")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_extreme_values_never_crash_the_pager(seed: int) -> None:
    result = subprocess.run(
        [sys.executable, str(SCRIPT), str(seed), "300"],
        capture_output=True,
        text=True,
        cwd=SCRIPT.parent.parent,
        timeout=600,
    )
    assert result.returncode == 0, (
        f"seed {seed} died ({result.returncode}): {result.stderr[-2000:]}"
    )
    assert result.stdout.startswith("refused")


@pytest.mark.parametrize("seed", [1, 2])
def test_extreme_values_never_crash_the_stateless_functions(seed: int) -> None:
    result = subprocess.run(
        [sys.executable, str(STATELESS), str(seed), "1500"],
        capture_output=True,
        text=True,
        cwd=STATELESS.parent.parent,
        timeout=600,
    )
    assert result.returncode == 0, (
        f"seed {seed} died ({result.returncode}): {result.stderr[-2000:]}"
    )
    assert result.stdout.startswith("ok")
