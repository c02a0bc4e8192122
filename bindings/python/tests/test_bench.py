"""The benchmark script runs (in its quick mode) and reports every figure it owns."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import bench_python


def test_quick_bench_reports_the_python_figures(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "bench.json"
    assert bench_python.main(["--quick", "--out", str(out)]) == 0
    printed = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert printed == json.loads(out.read_text())
    for key in ("py_frame_us", "py_reference_frame_us", "py_noop_call_us", "import_ms"):
        assert printed[key] > 0, key
    assert printed["py_speedup"] == pytest.approx(
        printed["py_reference_frame_us"] / printed["py_frame_us"]
    )
    assert set(printed["targets_met"]) >= {"py_speedup", "py_frame_over_noop", "import_ms"}
