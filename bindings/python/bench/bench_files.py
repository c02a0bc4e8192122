"""The memory the command line takes for long inputs (issue #35): ``make bench``'s
``replay_peak_rss_mb`` and ``render_peak_rss_mb``; and the time ``segpager
lint`` takes on a SPEC of 100,000 tabs (#48), ``lint_seconds``.

``segpager replay`` of a 1,000,000-frame recording (a person swiping, tapping
and scrolling through eight tabs for 4.6 hours at 60 Hz, recorded with
``Pager(..., record=path)``; its lines printed to /dev/null), and ``segpager
render`` of a 60 s script to a GIF (news.json at --scale 2, 750 x 900
pixels, 3,601 frames, every second one drawn). Each runs in a child process
of a child, which reports ``resource.getrusage(RUSAGE_CHILDREN).ru_maxrss``:
the peak resident memory of that command alone. Both are bounded by a frame
(``trace`` and ``replay`` print a run at a time, ``render`` writes its GIF a
frame at a time), so the figures do not grow with the input; before, the
replay held 87 to 126 times the file's size and the render 2.65 MB a frame.
``lint_seconds`` is the wall time of ``segpager lint`` (its default four
widths, stdout to /dev/null) on 100,000 tabs that all fit the strip, where
each tab's strip state made every visible item's appearance: 8 min 46 s
before #48. Prints one JSON object as its last line (and writes it to
``--out``).

    cd bindings/python
    python -m bench.bench_files [--quick] [--out F]
    python -m bench.bench_files --peak-rss COMMAND...  (the measuring child)
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import segpager

#: key -> (target, "max"): the issue's bar
TARGETS: dict[str, tuple[float, str]] = {
    "replay_peak_rss_mb": (200.0, "max"),
    "render_peak_rss_mb": (500.0, "max"),
    "lint_seconds": (2.0, "max"),
}

HZ = 60
WIDTHS = [40.0, 52.0, 47.0, 33.0, 61.0, 45.0, 38.0, 50.0]
VIEWPORT = 375.0
NEWS = Path(segpager.__file__).parent / "specs" / "news.json"


def _gesture(k: int) -> list[Any]:
    """Frame ``k``'s events besides its tick, in a 4 s cycle: a swipe to the
    next page (a drag of 12 frames, then a fling), a tap on a tab, a list
    scroll and its release."""
    t, phase = k / HZ, k % (4 * HZ)
    if phase == 0:
        return [segpager.DragBegan(t)]
    if phase <= 12:
        return [segpager.DragMoved(t, (k // (4 * HZ) % 7) * VIEWPORT + 25.0 * phase)]
    if phase == 13:
        return [segpager.DragEnded(t, 900.0)]
    if phase == 2 * HZ:
        return [segpager.TabTapped(t, (k // (4 * HZ) * 3) % len(WIDTHS))]
    if 3 * HZ <= phase < 3 * HZ + 6:
        return [segpager.ListScrolled(t, 30.0)]
    if phase == 3 * HZ + 6:
        return [segpager.ListEnded(t, 400.0)]
    return []


def make_recording(path: Path, frames: int) -> None:
    """A recording of ``frames`` frames at 60 Hz of ``_gesture``'s session,
    under a header, made as a user's is: ``Pager(..., record=path)``,
    stepped through ``Pager.run`` 10,000 frames at a time."""
    header = segpager.PagerHeader(segpager.HeaderStyle(height=200, pinned_height=44))
    with segpager.Pager(WIDTHS, VIEWPORT, header=header, record=path) as pager:
        for start in range(0, frames, 10_000):
            batches = [
                [*_gesture(k), segpager.Tick(k / HZ)]
                for k in range(start, min(frames, start + 10_000))
            ]
            pager.run(batches)


def make_script(path: Path, seconds: float) -> None:
    """A ``seconds`` long script at 60 Hz of ``_gesture``'s session."""
    spellings = segpager._recording._spellings()
    lines = [
        segpager._recording._event_json(event, spellings)
        for k in range(round(seconds * HZ))
        for event in _gesture(k)
    ]
    path.write_text(json.dumps({"frame_rate": HZ, "until": seconds, "events": lines}))


def peak_rss(command: list[str]) -> tuple[float, float]:
    """The peak resident memory of ``command`` in MB (run in a child that
    reports its own child's ``ru_maxrss``, so nothing else is counted), and
    its wall time in seconds."""
    started = time.perf_counter()
    measured = subprocess.run(
        [sys.executable, "-m", "bench.bench_files", "--peak-rss", *command],
        capture_output=True,
        text=True,
        cwd=Path(__file__).parents[1],
        check=False,
    )
    seconds = time.perf_counter() - started
    if measured.returncode != 0:
        raise SystemExit(f"bench_files: {' '.join(command)} failed:\n{measured.stderr[-2000:]}")
    return float(measured.stdout.strip().splitlines()[-1]), seconds


def _measure(command: list[str]) -> int:
    """``--peak-rss``: runs ``command`` (stdout to /dev/null) and prints its
    peak resident memory in MB (Linux's ``ru_maxrss`` is in KiB)."""
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
    # 4: a replay not verified in full, as one recorded through Pager.run is
    # (its frames have no look): replayed all the same, which is what is measured
    if result.returncode not in (0, 4):
        sys.stderr.write(result.stderr.decode(errors="replace"))
        return result.returncode
    print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024)
    return 0


def make_lint_spec(path: Path, tabs: int) -> None:
    """A SPEC of ``tabs`` 40 pt titles in equal parts of 375 pt: every tab
    fits the strip, so every one is visible (lint's worst case before #48)."""
    spec = {"viewport_width": VIEWPORT, "items": [40] * tabs,
            "strip_style": {"width_mode": "equal"}}  # fmt: skip
    path.write_text(json.dumps(spec))


def lint_seconds(path: Path) -> float:
    """The wall time of ``segpager lint path`` (it exits 1: every tab is a
    finding), its findings to /dev/null."""
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "segpager", "lint", str(path)],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=False,
    )  # fmt: skip
    seconds = time.perf_counter() - started
    if done.returncode != 1:
        raise SystemExit(f"bench_files: segpager lint {path} failed:\n{done.stderr[-2000:]}")
    return seconds


def figures(frames: int, seconds: float, tabs: int = 100_000) -> dict[str, object]:
    """The replay of a ``frames``-frame recording, the render of a
    ``seconds`` long script (peak memory, time, sizes) and the lint of a
    SPEC of ``tabs`` tabs (time)."""
    out: dict[str, object] = {}
    with tempfile.TemporaryDirectory() as folder:
        spec = Path(folder) / "tabs.json"
        make_lint_spec(spec, tabs)
        out.update(lint_tabs=tabs, lint_seconds=round(lint_seconds(spec), 2))
        recording = Path(folder) / "session.jsonl"
        started = time.perf_counter()
        make_recording(recording, frames)
        out["replay_recording_seconds"] = round(time.perf_counter() - started, 1)
        cli = [sys.executable, "-m", "segpager"]
        rss, took = peak_rss([*cli, "replay", str(recording)])
        out.update(
            replay_frames=frames,
            replay_file_mb=round(recording.stat().st_size / 2**20, 1),
            replay_peak_rss_mb=round(rss, 1),
            replay_seconds=round(took, 1),
        )
        recording.unlink()
        script, gif = Path(folder) / "script.json", Path(folder) / "session.gif"
        make_script(script, seconds)
        rss, took = peak_rss(
            [*cli, "render", str(NEWS), "--script", str(script), "--out", str(gif)]
        )
        out.update(
            render_frames=round(seconds * HZ) + 1,
            render_gif_mb=round(gif.stat().st_size / 2**20, 1),
            render_peak_rss_mb=round(rss, 1),
            render_seconds=round(took, 1),
        )
    out["targets_met"] = {
        key: float(out[key]) <= target  # type: ignore[arg-type]
        for key, (target, _) in TARGETS.items()
    }
    return out


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--peak-rss"]:
        return _measure(argv[1:])
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="100,000 frames and a 10 s script")
    parser.add_argument("--out", type=Path, help="where to write the JSON")
    args = parser.parse_args(argv)
    result = figures(*((100_000, 10.0) if args.quick else (1_000_000, 60.0)))
    line = json.dumps(result, sort_keys=True)
    if args.out is not None:
        args.out.write_text(line + "\n")
    print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
