"""The file benchmark (bench/bench_files.py) measures what it says, small."""

from __future__ import annotations

import json
from pathlib import Path

import segpager
from bench import bench_files


def test_the_recording_is_a_real_session_that_replays_as_recorded(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    bench_files.make_recording(path, 600)
    replayed = segpager.replay(path)
    assert replayed.frame_count == 600
    assert replayed.diverged_at is None
    notes = [str(n) for _, run in replayed.runs for n in run.notifications]
    assert any(note.startswith("sel") for note in notes)  # the swipes and taps select pages


def test_the_script_is_the_same_session_for_render(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    bench_files.make_script(path, 4.0)
    script = json.loads(path.read_text())
    assert (script["frame_rate"], script["until"]) == (60, 4.0)
    assert {event["type"] for event in script["events"]} >= {"drag_began", "tab_tapped"}


def test_the_figures_are_each_commands_peak_and_the_targets() -> None:
    figures = bench_files.figures(2000, 0.5, tabs=1000)
    assert figures["replay_frames"] == 2000
    assert figures["render_frames"] == 31
    assert figures["lint_tabs"] == 1000
    assert 0 < float(figures["lint_seconds"]) < 2  # type: ignore[arg-type]
    for key in ("replay_peak_rss_mb", "render_peak_rss_mb"):
        # a Python with numpy and the library is some 40 MB; far under the targets
        assert 20 < float(figures[key]) < 200, key  # type: ignore[arg-type]
    assert figures["targets_met"] == {
        "replay_peak_rss_mb": True,
        "render_peak_rss_mb": True,
        "lint_seconds": True,
    }
