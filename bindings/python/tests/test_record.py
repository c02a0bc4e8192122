"""Record and replay (#19): a session recorded to JSON lines replays through
``Pager.run`` to the same frames, bit for bit; a changed recording is
caught at the frame it changes; bad files give one clear error."""

from __future__ import annotations

import contextlib
import errno
import importlib
import json
import subprocess
import sys
import tempfile
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

import segpager
from segpager.cli import EXIT_UNVERIFIED, main

from .conftest import FONT, needs_font
from .test_run import HEADER, W, _bits, expected_columns

WIDTHS = [40.0 + (i * 7 % 50) for i in range(8)]
SECTIONS = segpager.PagerHeader(
    segpager.HeaderStyle(),
    sections=(
        segpager.HeaderSection(
            60,
            segpager.HeaderSectionBehavior.BY_FLAGS,
            scroll_flags=segpager.HeaderScrollFlags.SCROLL | segpager.HeaderScrollFlags.SNAP,
        ),
        segpager.HeaderSection(120, segpager.HeaderSectionBehavior.SCROLL, snaps=True),
        segpager.HeaderSection(44, segpager.HeaderSectionBehavior.PINNED, margin_top=2.5),
    ),
    refresh_distance=60.0,
    list_max_offset=900.0,
)
CLI_CWD = Path(__file__).parents[1]


def _frames_of_run(run: Any) -> list[tuple[dict[str, Any], list[Any]]]:
    """Each frame of a run: its columns (floats by bit pattern) and notifications."""
    columns = {name: list(map(_bits, run[name].tolist())) for name in run.COLUMNS}
    notes: list[list[Any]] = [[] for _ in range(len(run))]
    for f, note in zip(run["notifications.frame"].tolist(), run.notifications, strict=True):
        notes[f].append(note)
    return [({name: columns[name][k] for name in columns}, notes[k]) for k in range(len(run))]


def _frame_of_step(frame: segpager.PagerFrame) -> tuple[dict[str, Any], list[Any]]:
    values = {name: _bits(value) for name, value in expected_columns(frame).items()}
    return values, list(frame.notifications)


def _replayed(path: Path) -> tuple[segpager.Replay, list[tuple[dict[str, Any], list[Any]]]]:
    replayed = segpager.replay(path)
    frames = [frame for _, run in replayed.runs for frame in _frames_of_run(run)]
    assert len(frames) == replayed.frame_count
    assert [f for f, _, _ in replayed.frames()] == list(range(replayed.frame_count))
    return replayed, frames


@st.composite
def sessions(draw: st.DrawFn) -> list[tuple[str, Any]]:
    """A session as ``("step", events)``, ``("run", [events, ...])`` and
    ``("edit", (method, args))`` parts: every event kind, the item edits, a
    header change and a style change between the steps. Indices stay inside
    the tabs as the edits change their number."""
    t = 0.0
    count, next_id = len(WIDTHS), 100
    parts: list[tuple[str, Any]] = []

    def events() -> list[Any]:
        nonlocal t
        batch: list[Any] = []
        for _ in range(draw(st.sampled_from([0, 1, 1, 2, 3]))):
            t += draw(st.sampled_from([0.0, 1 / 120, 1 / 60, 0.1, 0.5]))
            offset = draw(st.floats(min_value=-W, max_value=count * W))
            velocity = draw(st.floats(min_value=-5000, max_value=5000))
            x, y = draw(st.floats(0, W)), draw(st.floats(0, 700))
            index = draw(st.integers(0, count - 1))
            region = draw(st.sampled_from(segpager.PointerRegion))
            batch.append(
                draw(
                    st.sampled_from(
                        [
                            segpager.DragBegan(t),
                            segpager.DragMoved(t, offset),
                            segpager.DragEnded(t, velocity),
                            segpager.HostScrolled(t, offset),
                            segpager.TabTapped(t, index),
                            segpager.Select(t, index, draw(st.booleans())),
                            segpager.Tick(t),
                            segpager.Resized(t, draw(st.sampled_from([320.0, 375.0, 812.0]))),
                            segpager.ListScrolled(t, draw(st.floats(-80, 80))),
                            segpager.ListEnded(t, velocity),
                            segpager.ListResized(t, index, draw(st.floats(0, 2000))),
                            segpager.RefreshEnded(t),
                            segpager.PointerDown(t, x, y, region),
                            segpager.PointerMoved(t, x, y),
                            segpager.PointerUp(t, x, y),
                            segpager.PointerCancelled(t),
                            segpager.Wheel(
                                t, draw(st.floats(-40, 40)), draw(st.floats(-40, 40)), region
                            ),
                            segpager.StripDragBegan(t),
                            segpager.StripDragMoved(t, draw(st.floats(-100, 600))),
                            segpager.StripDragEnded(t, velocity),
                        ]
                    )
                )
            )
        return batch

    for _ in range(draw(st.integers(min_value=1, max_value=8))):
        how = draw(st.sampled_from(["step", "step", "run", "edit"]))
        if how == "step":
            parts.append(("step", events()))
        elif how == "run":
            parts.append(("run", [events() for _ in range(draw(st.integers(0, 6)))]))
        else:
            edit = draw(st.sampled_from(["insert", "remove", "move", "set", "header", "style"]))
            # set_items gives new ids half the time: the selection follows the ids
            call: tuple[str, tuple[Any, ...]]
            if edit == "insert":
                width = draw(st.floats(10, 120))
                call = ("insert_item", (draw(st.integers(0, count)), width, next_id))
                count, next_id = count + 1, next_id + 1
            elif edit == "remove" and count > 2:
                call = ("remove_item", (draw(st.integers(0, count - 1)),))
                count -= 1
            elif edit == "move":
                call = (
                    "move_item",
                    (draw(st.integers(0, count - 1)), draw(st.integers(0, count - 1))),
                )
            elif edit == "set":
                count = draw(st.integers(2, 10))
                first = draw(st.sampled_from([0, 3, 200]))
                ids = {"ids": range(first, first + count)}
                call = ("set_items", ([30.0 + 5 * i for i in range(count)], ids))
            elif edit == "header":
                call = ("set_header", (draw(st.sampled_from([None, HEADER, SECTIONS])),))
            else:
                padding = draw(st.floats(0, 20))
                profile = draw(st.sampled_from(segpager.PagingProfile))
                call = draw(
                    st.sampled_from(
                        [
                            ("set_strip_style", (segpager.StripStyle(item_padding=padding),)),
                            ("set_indicator_style", (segpager.IndicatorStyle(height=padding),)),
                            (
                                "set_appearance_style",
                                (segpager.AppearanceStyle(selected_scale=1.5),),
                            ),
                            (
                                "set_strip_offset_style",
                                (segpager.StripOffsetStyle(margin=padding),),
                            ),
                            ("set_paging_options", (segpager.PagingOptions(profile=profile),)),
                        ]
                    )
                )
            parts.append(("edit", call))
    return parts


def _record(
    path: Path, parts: list[tuple[str, Any]], *, late: bool = False, **pager: Any
) -> list[Any]:
    """Plays ``parts`` on a recording pager, recording from its construction
    or (``late``) from ``record()`` just before its first step or run; the
    frames it saw, in order."""
    seen: list[Any] = []
    with segpager.Pager(WIDTHS, W, record=None if late else path, **pager) as recording:
        for how, what in parts:
            if late and how != "edit":
                recording.record(path)
                late = False
            if how == "step":
                seen.append(_frame_of_step(recording.step(what)))
            elif how == "run":
                seen += _frames_of_run(recording.run(what))
            else:
                method, args = what
                named = args[-1] if args and isinstance(args[-1], dict) else {}
                getattr(recording, method)(*args[: len(args) - bool(named)], **named)
        if late:
            recording.record(path)
    return seen


@settings(max_examples=60, deadline=None)
@given(sessions(), st.sampled_from([None, HEADER, SECTIONS]), st.booleans(), st.booleans())
def test_a_replay_gives_the_recorded_frames_bit_for_bit(
    parts: list[tuple[str, Any]], header: Any, styled: bool, late: bool
) -> None:
    styles: dict[str, Any] = {}
    if styled:
        styles = {
            "config": segpager.PagerConfiguration.android(
                pages=segpager.PageGeometry(page_spacing=8.0)
            ),
            "strip_style": segpager.StripStyle(width_mode=segpager.WidthMode.FILL, spacing=4.0),
            "indicator": segpager.IndicatorStyle(height=3.0, corner_radius=1.5),
            "appearance": segpager.AppearanceStyle(
                selected_color=segpager.RGBAColor(1.0, 0.1, 0.3), selected_scale=1.2
            ),
            "offset": segpager.StripOffsetStyle(margin=12.0),
        }
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "session.jsonl"
        seen = _record(path, parts, late=late, header=header, **styles)
        replayed, frames = _replayed(path)
    assert replayed.diverged_at is None
    assert len(frames) == len(seen)
    for k, (got, wanted) in enumerate(zip(frames, seen, strict=True)):
        assert got == wanted, k


def _session(path: Path) -> list[Any]:
    return _record(
        path,
        [
            ("step", [segpager.TabTapped(0.0, 2)]),
            ("step", []),
            ("step", [segpager.DragBegan(0.1)]),
            ("step", [segpager.DragMoved(0.15, 700.0)]),
            ("edit", ("insert_item", (1, 33.0, 9))),
            (
                "run",
                [[segpager.DragEnded(0.2, -300.0)], [segpager.Tick(0.3)], [segpager.Tick(0.5)]],
            ),
            ("edit", ("set_header", (HEADER,))),
            ("step", [segpager.ListScrolled(0.6, 40.0), segpager.Tick(0.6)]),
        ],
    )


def _rewrite(path: Path, change: Any) -> None:
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    change(lines)
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))


def test_the_file_is_the_setup_then_steps_and_calls(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    _session(path)
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    head = lines[0]
    assert head["segpager_recording"] == segpager.RECORDING_VERSION == 2
    assert head["segpager"] == segpager.__version__
    assert head["items"][2] == [2, WIDTHS[2], 0.0, 0.0, 0.0]
    assert head["config"]["pages"]["viewport_width"] == W  # Python's shape (nested)
    assert head["header"] is None
    assert head["strip_style"]["width_mode"] == "intrinsic"
    assert [line.get("frame", line.get("call")) for line in lines[1:]] == [
        0, 1, 2, 3, "insert_item", 4, 5, 6, "set_header", 7,
    ]  # fmt: skip
    assert lines[1]["events"] == [{"type": "tab_tapped", "time": 0.0, "index": 2}]
    assert lines[2]["events"] == []
    assert lines[5] == {
        "call": "insert_item",
        "index": 1,
        "id": 9,
        "metrics": [33.0, 0.0, 0.0, 0.0],
    }
    assert all(len(line["digest"]) == 16 for line in lines[1:] if "frame" in line)
    # a step's frame has a look too (#48); the run's frames (4, 5, 6) have none
    looks = [len(line.get("look", "")) for line in lines[1:] if "frame" in line]
    assert looks == [16, 16, 16, 16, 0, 0, 0, 16]


def test_a_changed_event_is_reported_at_its_frame(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    _session(path)
    assert segpager.replay(path).diverged_at is None

    def change(lines: list[Any]) -> None:
        assert lines[4]["frame"] == 3
        lines[4]["events"][0]["page_offset"] = 650.0  # the drag went elsewhere

    _rewrite(path, change)
    assert segpager.replay(path).diverged_at == 3
    result = subprocess.run(
        [sys.executable, "-m", "segpager", "replay", str(path)],
        capture_output=True, text=True, cwd=CLI_CWD,
    )  # fmt: skip
    assert result.returncode == 1
    assert "frame 3 differs" in result.stderr
    assert len(result.stdout.splitlines()) == 8  # every frame is still printed


def test_a_changed_digest_is_reported_too(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    _session(path)
    _rewrite(path, lambda lines: lines[-1].update(digest="0" * 16))
    assert segpager.replay(path).diverged_at == 7


def test_the_cli_replays_a_recording_as_trace_lines(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    seen = _session(path)
    result = subprocess.run(
        [sys.executable, "-m", "segpager", "replay", str(path)],
        capture_output=True, text=True, cwd=CLI_CWD,
    )  # fmt: skip
    assert result.returncode == EXIT_UNVERIFIED, result.stderr
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [line["frame"] for line in lines] == list(range(len(seen)))
    for line, (columns, notes) in zip(lines, seen, strict=True):
        assert _bits(line["page_offset"]) == columns["page_offset"]
        assert _bits(line["time"]) == columns["time"]
        assert line["notifications"] == [str(n) for n in notes]
    assert "header" in lines[-1]
    assert "header" not in lines[0]
    # #31: a recording that checks out says so, in one line; #48: and says
    # how far it checked: the run's three frames have no look
    assert result.stderr == (
        f"segpager: {path}: {len(seen)} frame(s) replayed but not verified in full: 5 as "
        "recorded in everything they draw; 3 as recorded in their record and notifications "
        "only (no look, as in format 1 and frames recorded through Pager.run: their items' "
        "colours, scales and boxes and their pages were not compared)\n"
    )


@needs_font
def test_the_cli_draws_a_recording(tmp_path: Path) -> None:
    from PIL import Image

    path = tmp_path / "r.jsonl"
    _session(path)  # an insert and a header between the frames: the drawing follows them
    gif, png = tmp_path / "r.gif", tmp_path / "r.png"
    for out, count in ((gif, 8), (png, 1)):
        result = subprocess.run(
            [sys.executable, "-m", "segpager", "replay", str(path), "--out", str(out)],
            capture_output=True, text=True, cwd=CLI_CWD,
        )  # fmt: skip
        # the run's frames have no look: drawn, but not verified in full (#48)
        assert result.returncode == EXIT_UNVERIFIED, result.stderr
        assert result.stdout == f"wrote {out}: {count} frame(s)\n"
    with Image.open(gif) as image:
        assert (
            1 < getattr(image, "n_frames", 1) <= 8
        )  # Pillow merges identical neighbours (a frame at rest)
        assert image.size == (750, 900)  # 375 pt by 1.2 times that, at 2 px a point
    # drawn step by step, a changed recording still says where it went elsewhere
    _rewrite(path, lambda lines: lines[4]["events"][0].update(page_offset=650.0))
    assert main(["replay", str(path), "--out", str(gif)]) == 1
    assert main(["replay", str(path), "--out", str(tmp_path / "r.bmp")]) == 2


def test_a_recording_replays_without_numpy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "r.jsonl"
    seen = _session(path)
    monkeypatch.setitem(sys.modules, "numpy", None)  # `import numpy` now fails
    plain = importlib.reload(segpager.run)
    try:
        assert plain.numpy is None
        replayed, frames = _replayed(path)
        assert all(isinstance(run["time"], memoryview) for _, run in replayed.runs)
        assert replayed.diverged_at is None
        assert frames == seen
    finally:
        monkeypatch.undo()
        importlib.reload(segpager.run)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda lines: lines[0].update(segpager_recording=3), "recording format 3"),
        (lambda lines: lines[0].pop("segpager_recording"), "not a segpager recording"),
        (lambda lines: lines[3]["events"].append({"type": "jump", "time": 1.0}), "'jump'"),
        (lambda lines: lines[3]["events"].append({"type": "tick", "time": "1"}), "number"),
        (lambda lines: lines[3].update(frame=5), "frame 5, expected 2"),
        (lambda lines: lines[0]["strip_style"].update(width_mode="wide"), "width_mode"),
        (lambda lines: lines.insert(2, {"call": "explode"}), "'explode'"),
        (
            lambda lines: lines[3]["events"].append(
                {"type": "tab_tapped", "time": 9.0, "index": 99}
            ),
            "line 4: frame 2: ",  # stepped (the frames have looks): the line and the frame
        ),
    ],
)
def test_a_bad_recording_is_one_clear_error_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: Any, message: str
) -> None:
    path = tmp_path / "r.jsonl"
    _session(path)
    _rewrite(path, change)
    with pytest.raises(segpager.RecordingError, match=message):
        segpager.replay(path)
    assert main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    # each line is checked as it is read and runs are printed as they end:
    # every damage here is in the first run (the bad index: that run raises),
    # so nothing is printed before the error
    assert out == ""
    assert len(err.splitlines()) == 1
    assert err.startswith(f"segpager: {path}")
    assert message in err


def test_bad_json_and_a_missing_file_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    _session(path)
    text = path.read_text().splitlines()
    path.write_text("\n".join([*text[:3], text[3][:-5], *text[4:]]))
    for target, message in ((path, "line 4: not JSON"), (tmp_path / "none.jsonl", "No such")):
        result = subprocess.run(
            [sys.executable, "-m", "segpager", "replay", str(target)],
            capture_output=True, text=True, cwd=CLI_CWD,
        )  # fmt: skip
        assert result.returncode == 2
        assert result.stdout == ""
        assert len(result.stderr.splitlines()) == 1
        assert message in result.stderr


def test_nan_in_a_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    _session(path)
    path.write_text(path.read_text().replace('"time": 0.5', '"time": NaN'))
    with pytest.raises(segpager.RecordingError, match="NaN"):
        segpager.replay(path)


def test_recording_starts_only_before_the_first_step(tmp_path: Path) -> None:
    with segpager.Pager(WIDTHS, W) as pager:
        pager.set_header(HEADER)  # changes before the first step are its setup
        with pager.record(tmp_path / "a.jsonl") as recording:
            assert recording.recording
            with pytest.raises(RuntimeError, match="already recording"):
                pager.record(tmp_path / "b.jsonl")
            pager.step([segpager.Tick(0.0)])
            # each line is in the file at once
            assert len((tmp_path / "a.jsonl").read_text().splitlines()) == 3
        assert not recording.recording
        assert pager._recorder is None  # the step's check is now a plain None test
        with pytest.raises(RuntimeError, match="has not stepped"):
            pager.record(tmp_path / "c.jsonl")
    first, header, step = map(json.loads, (tmp_path / "a.jsonl").read_text().splitlines())
    assert first["header"] is None  # the pager as made, then what changed it since
    assert header["call"] == "set_header"
    assert header["header"]["style"]["height"] == 200
    assert step["frame"] == 0
    assert not (tmp_path / "c.jsonl").exists()
    with segpager.Pager(WIDTHS, W) as pager:
        pager.run([[segpager.Tick(0.0)]])
        with pytest.raises(RuntimeError, match="has not stepped"):
            pager.record(tmp_path / "d.jsonl")
    with segpager.Pager(WIDTHS, W) as pager:  # stopped before a step: it may start again
        pager.record(tmp_path / "e.jsonl")
        pager.stop_recording()
        pager.record(tmp_path / "e.jsonl").close()
        pager.step([segpager.Tick(0.0)])
        assert pager._recorder is None


def test_a_pager_keeps_no_copy_of_its_items_for_a_recording_until_an_edit() -> None:
    # The log holds the construction's set_items without its items: C has
    # them until an edit changes them, which reads them first.
    with segpager.Pager(WIDTHS, W) as pager:
        assert pager._made is not None
        assert dict(pager._made)["set_items"] == {"items": None}
        pager.move_item(0, 1)
        ids, metrics = dict(pager._made)["set_items"]["items"]
        assert list(ids) == list(range(len(WIDTHS)))
        assert list(metrics[0::4]) == WIDTHS
        pager.step([])
        assert pager._made is None  # dropped at the first step
        assert pager._calls is None


def test_closing_the_pager_closes_the_recording(tmp_path: Path) -> None:
    pager = segpager.Pager(WIDTHS, W, record=tmp_path / "r.jsonl")
    recording = pager._recorder
    assert isinstance(recording, segpager.Recording)
    pager.step([segpager.Tick(0.0)])
    pager.close()
    assert not recording.recording
    assert pager._recorder is None
    assert segpager.replay(tmp_path / "r.jsonl").frame_count == 1


def test_failed_steps_and_packed_runs_are_not_recorded(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    with segpager.Pager(WIDTHS, W, record=path) as pager:
        pager.step([segpager.Tick(1.0)])
        with pytest.raises(segpager.EventOrderError):
            pager.step([segpager.Tick(0.5)])
        with pytest.raises(TypeError, match="each frame's list"):
            pager.run(b"\0" * 48, [0])
        frame = pager.step([segpager.Tick(2.0)])
    replayed = segpager.replay(path)
    assert replayed.frame_count == 2
    assert replayed.diverged_at is None
    assert replayed.runs[0][1]["time"].tolist() == [1.0, frame.time]


def test_a_failed_run_stops_the_recording(tmp_path: Path) -> None:
    # A run can fail after applying some of its frames (a looping pager's
    # offset past 1e12 pages), and the error does not say how many: the
    # recording stops there, complete up to the run, and the pager, which
    # may have stepped, cannot record again.
    path = tmp_path / "r.jsonl"
    looping = segpager.PagerConfiguration(looping=True)
    far = [[segpager.TabTapped(0.1, 6)], [segpager.HostScrolled(0.3, 1e300)]]
    with segpager.Pager(WIDTHS, W, config=looping, record=path) as pager:
        recording = pager._recorder
        assert isinstance(recording, segpager.Recording)
        pager.step([segpager.Select(0.0, 3, False)])
        with pytest.raises(segpager.OutOfRangeError):
            pager.run(far)
        assert not recording.recording
        assert pager._recorder is None
        pager.step([segpager.Tick(0.5)])
        with pytest.raises(RuntimeError, match="has not stepped"):
            pager.record(tmp_path / "again.jsonl")
    replayed = segpager.replay(path)
    assert replayed.frame_count == 1
    assert replayed.diverged_at is None
    # a pager that never recorded notes the step of a failed run too
    with segpager.Pager(WIDTHS, W, config=looping) as pager:
        with pytest.raises(segpager.OutOfRangeError):
            pager.run(far)
        with pytest.raises(RuntimeError, match="has not stepped"):
            pager.record(tmp_path / "never.jsonl")


def test_calls_before_the_first_step_are_recorded_before_frame_0(tmp_path: Path) -> None:
    # record() after the styles, options, items and header changed (but
    # before a step) writes the pager as made and then every call since:
    # the last items alone would not rebuild it (the selection follows the
    # ids through set_items, with its notifications)
    options = segpager.PagingOptions(profile=segpager.PagingProfile.ANDROID, max_pages=2)
    changes: list[tuple[str, Any]] = [
        ("set_paging_options", options),
        ("set_strip_style", segpager.StripStyle(item_padding=6.0)),
        ("set_indicator_style", segpager.IndicatorStyle(height=4.0)),
        ("set_appearance_style", segpager.AppearanceStyle(selected_scale=1.3)),
        ("set_strip_offset_style", segpager.StripOffsetStyle(margin=20.0)),
        ("set_header", SECTIONS),
    ]
    batches: list[list[Any]] = [
        [segpager.TabTapped(0.0, 5)],
        [segpager.DragBegan(0.1), segpager.DragMoved(0.2, 900.0)],
    ]
    batches.append([segpager.DragEnded(0.3, 900.0)])
    batches += [[segpager.Tick(0.3 + k / 60)] for k in range(40)]
    path = tmp_path / "r.jsonl"
    with segpager.Pager(WIDTHS, W) as pager:
        for method, value in changes:
            getattr(pager, method)(value)
        pager.set_items(WIDTHS, ids=range(50, 58), selected_widths=[w + 3 for w in WIDTHS])
        pager.insert_item(2, 44.0, 7, selected_subtitle_width=12.0)
        with pager.record(path):
            seen = [_frame_of_step(pager.step(batch)) for batch in batches[:10]]
            pager.set_indicator_style(segpager.IndicatorStyle(height=1.0))
            seen += _frames_of_run(pager.run(batches[10:]))
    head, *calls = map(json.loads, path.read_text().splitlines()[:9])
    assert head["items"][2] == [2, WIDTHS[2], 0.0, 0.0, 0.0]
    assert head["paging_options"] is None
    assert [call["call"] for call in calls] == [
        *(m for m, _ in changes),
        "set_items",
        "insert_item",
    ]
    assert calls[0]["style"]["profile"] == "android"
    assert calls[5]["header"]["sections"][0]["scroll_flags"] == int(
        segpager.HeaderScrollFlags.SCROLL | segpager.HeaderScrollFlags.SNAP
    )
    assert calls[6]["items"][2] == [52, WIDTHS[2], WIDTHS[2] + 3, 0.0, 0.0]
    assert calls[7] == {"call": "insert_item", "index": 2, "id": 7, "metrics": [44.0, 0, 0, 12.0]}
    replayed, frames = _replayed(path)
    assert replayed.diverged_at is None
    assert frames == seen


def test_a_non_finite_style_is_refused_before_the_file_is_made(tmp_path: Path) -> None:
    # C refuses non-finite options, so only a value C never saw could carry one
    with pytest.raises(segpager.RecordingError, match="finite"):
        segpager._recording._plain(segpager.RGBAColor(float("inf"), 0, 0), "color")


# A child that records under a file-size limit of 6 KiB (RLIMIT_FSIZE, the
# kernel's own refusal, as a full disk's ENOSPC is): the write past it
# fails with EFBIG (SIGXFSZ ignored, as a process that handles it would).
_FULL_DISK = """
import resource, signal, sys, warnings
import segpager
from segpager import DragBegan, DragEnded, DragMoved, Tick

path = sys.argv[1]
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (6144, 6144))
widths = [40.0 + (i * 7 % 50) for i in range(8)]

def steps():
    for k in range(300):
        t = k / 60
        if k % 50 == 0:
            yield [DragBegan(t)]
        elif k % 50 < 10:
            yield [DragMoved(t, (k % 50) * 20.0)]
        elif k % 50 == 10:
            yield [DragEnded(t, 800.0)]
        else:
            yield [Tick(t)]

with segpager.Pager(widths, 375) as plain:
    expected = [str(plain.step(batch)) for batch in steps()]
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    pager = segpager.Pager(widths, 375)
    recording = pager.record(path)
    got = [str(pager.step(batch)) for batch in steps()]
    pager.close()
assert got == expected, "the pager stepped as if it were not recording"
assert recording.broken is not None and recording.broken.errno == 27, recording.broken  # EFBIG
assert 0 < recording.frame_count < 300, recording.frame_count
assert pager.closed
assert len(caught) == 1, [str(w.message) for w in caught]
message = str(caught[0].message)
assert path in message and f"frame {recording.frame_count}" in message, message
print(recording.frame_count)
"""


def test_a_full_disk_breaks_the_recording_not_the_pager(tmp_path: Path) -> None:
    path = tmp_path / "full.jsonl"
    done = subprocess.run(
        [sys.executable, "-c", _FULL_DISK, str(path)],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    recorded = int(done.stdout.split()[-1])
    # the file is whole lines up to the break, and replays each as recorded
    assert path.read_bytes().endswith(b"\n")
    replayed = segpager.replay(path)
    assert replayed.frame_count == recorded
    assert replayed.diverged_at is None


# --- the writer refuses what the reader refuses (#48) ----------------------------
#
# 0.8.0 wrote recordings its own replay refused: a step of 600,000 events (a
# line past MAX_LINE_BYTES), a pager of more than MAX_ITEMS tabs. The writer
# now checks the same limits: a recording cannot start past them, and one
# running stops at the line that would pass one, with one warning, as at a
# full disk; the file replays every frame before it.


@contextlib.contextmanager
def _warnings() -> Iterator[list[warnings.WarningMessage]]:
    """Every warning the block gives, each time."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        yield caught


def _recorder(pager: segpager.Pager) -> segpager.record.Recording:
    recording = pager._recorder
    assert isinstance(recording, segpager.record.Recording)
    return recording


def _broken_once(
    caught: list[warnings.WarningMessage], recording: segpager.record.Recording, why: str
) -> None:
    """One warning, naming the file, the frame and ``why``; the recording
    broken with EFBIG (the limit's)."""
    assert recording.broken is not None
    assert recording.broken.errno == errno.EFBIG
    assert why in str(recording.broken)
    assert [w.category for w in caught] == [RuntimeWarning], [str(w.message) for w in caught]
    message = str(caught[0].message)
    assert str(recording.path) in message, message
    assert f"frame {recording.frame_count}" in message, message
    assert why in message


def test_a_step_past_the_line_limit_stops_the_recording_before_it(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    # 600,000 ticks: about 19 MB of line, past the 16 MiB replay reads
    with _warnings() as caught, segpager.Pager(WIDTHS, W, record=path) as pager:
        recording = _recorder(pager)
        pager.step([segpager.TabTapped(0.0, 3)])
        big = pager.step([segpager.Tick(0.5)] * 600_000)
        after = pager.step([segpager.Tick(0.6)])  # the pager goes on
    assert (big.time, after.time) == (0.5, 0.6)
    _broken_once(caught, recording, "replay reads lines of at most 16 MiB")
    assert recording.frame_count == 1
    replayed = segpager.replay(path)
    assert (replayed.frame_count, replayed.diverged_at, replayed.verified) == (1, None, True)


def test_a_recording_past_the_file_limit_stops_at_the_line_that_would_pass_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the limit made small (for the writer and the reader alike): the file
    # ends at the last whole line under it, and reads
    monkeypatch.setattr(segpager._recording, "MAX_RECORDING_BYTES", 20_000)
    path = tmp_path / "r.jsonl"
    with _warnings() as caught, segpager.Pager(WIDTHS, W, record=path) as pager:
        recording = _recorder(pager)
        for k in range(400):
            pager.step([segpager.Tick(k / 60)])
    _broken_once(caught, recording, "replay reads recordings of at most")
    assert 0 < recording.frame_count < 400
    assert 20_000 - 300 < path.stat().st_size <= 20_000
    replayed = segpager.replay(path)
    assert (replayed.frame_count, replayed.diverged_at) == (recording.frame_count, None)


def test_a_pager_past_the_tab_limit_cannot_start_recording(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    limit = segpager.record.MAX_ITEMS
    with pytest.raises(segpager.RecordingError, match=f"{limit + 1:,} tabs; .* at most {limit:,}"):
        segpager.Pager([40.0] * (limit + 1), W, record=path)
    assert not path.exists()  # no file: refused before it is made


def test_an_insert_past_the_tab_limit_stops_the_recording_before_it(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    limit = segpager.record.MAX_ITEMS
    with _warnings() as caught, segpager.Pager([40.0] * limit, W, record=path) as pager:
        recording = _recorder(pager)
        pager.step([segpager.Tick(0.0)])
        pager.insert_item(limit, 40.0, id=limit)
        assert len(pager) == limit + 1  # the pager took it
        pager.step([segpager.Tick(0.1)])
    _broken_once(caught, recording, f"insert_item: {limit + 1:,} tabs")
    replayed = segpager.replay(path)
    assert (replayed.frame_count, replayed.diverged_at) == (1, None)


# --- what a replay verifies (#48: it checked less than it said) ---------------------


def _stepped(path: Path, frames: int = 12) -> None:
    """A recording stepped a frame at a time, as an app records: a tap and
    its animation, so the items' looks change from frame to frame."""
    with segpager.Pager(WIDTHS, W, record=path) as pager:
        pager.step([segpager.TabTapped(0.0, 3)])
        for k in range(1, frames):
            pager.step([segpager.Tick(k / 60)])


def _verdict(path: Path, capsys: pytest.CaptureFixture[str], *out: str) -> tuple[int, str]:
    """``segpager replay path [--out ...]``'s status and its stderr."""
    status = main(["replay", str(path), *out])
    return status, capsys.readouterr().err


def test_a_stepped_recording_is_verified_in_full(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "r.jsonl"
    _stepped(path)
    replayed = segpager.replay(path)
    assert replayed.verified
    assert replayed.checks == segpager.record.Checks(full=12)
    status, err = _verdict(path, capsys)
    assert (status, err) == (0, f"segpager: {path}: 12 frame(s) replayed, each as recorded\n")


def test_a_recording_without_digests_is_not_verified_even_with_edited_events(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # #48: no digests, edited events: "each as recorded", exit 0
    path = tmp_path / "r.jsonl"
    _stepped(path)

    def strip(lines: list[Any]) -> None:
        for line in lines[1:]:
            line.pop("digest"), line.pop("look", None)
        lines[1]["events"][0]["index"] = 5  # another tab: the replay goes elsewhere

    _rewrite(path, strip)
    replayed = segpager.replay(path)
    assert not replayed.verified
    assert replayed.diverged_at is None
    assert replayed.checks == segpager.record.Checks(unchecked=12)
    status, err = _verdict(path, capsys)
    assert status == EXIT_UNVERIFIED == 4
    assert err == (
        f"segpager: {path}: 12 frame(s) replayed but not verified: no frame has a digest, so "
        "nothing was compared\n"
    )
    # one frame without its digest among frames with theirs: counted as such
    _stepped(path)
    _rewrite(path, lambda lines: (lines[5].pop("digest"), lines[5].pop("look", None)))
    status, err = _verdict(path, capsys)
    assert status == EXIT_UNVERIFIED
    assert err.endswith(": 11 as recorded in everything they draw; 1 not compared (no digest)\n")


@pytest.mark.parametrize(
    "edit",
    [
        lambda head: head["appearance_style"].update(
            selected_color={"red": 1.0, "green": 0.0, "blue": 0.0, "alpha": 1.0}
        ),
        lambda head: head["appearance_style"].update(selected_scale=1.4),
        lambda head: head["strip_style"].update(item_padding=3.0),  # the items' boxes
    ],
    ids=["colour", "scale", "boxes"],
)
def test_a_recording_whose_look_was_edited_diverges(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], edit: Any
) -> None:
    # #48: the digest covered the frame's record only: edited colours passed,
    # while replay --out drew other pictures
    path = tmp_path / "r.jsonl"
    _stepped(path)
    _rewrite(path, lambda lines: edit(lines[0]))
    assert segpager.replay(path).diverged_at is not None
    status, err = _verdict(path, capsys)
    assert status == 1
    assert "differs from the recorded frame: the replay diverged" in err
    if FONT is None:  # (no font: the drawing is skipped, not the check)
        return
    status, err = _verdict(path, capsys, "--out", str(tmp_path / "r.png"))
    assert status == 1


def test_a_format_1_recording_is_checked_without_its_look_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # 0.8.0 wrote format 1: a digest of the record and notifications, no look
    path = tmp_path / "r.jsonl"
    _stepped(path)

    def old(lines: list[Any]) -> None:
        lines[0]["segpager_recording"] = 1
        for line in lines[1:]:
            line.pop("look", None)

    _rewrite(path, old)
    replayed = segpager.replay(path)
    assert replayed.checks == segpager.record.Checks(without_look=12)
    assert not replayed.verified
    status, err = _verdict(path, capsys)
    assert status == EXIT_UNVERIFIED
    assert "12 as recorded in their record and notifications only (no look, as in format 1" in err
    # its digests still catch an edited event
    _rewrite(path, lambda lines: lines[1]["events"][0].update(index=5))
    assert _verdict(path, capsys)[0] == 1
    # a look in format 1 is a damaged file
    _rewrite(path, lambda lines: lines[2].update(look="0" * 16))
    status, err = _verdict(path, capsys)
    assert status == 2
    assert "line 3: a step of format 1 is {frame, events, digest}" in err


def test_a_recording_without_frames_verifies_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # #48: every step interrupted left a setup alone: "0 frame(s) replayed,
    # each as recorded", exit 0
    path = tmp_path / "r.jsonl"
    segpager.Pager(WIDTHS, W, record=path).close()
    assert not segpager.replay(path).verified
    status, err = _verdict(path, capsys)
    assert (status, err) == (4, f"segpager: {path}: no frames to replay: nothing was verified\n")


def test_the_look_is_the_same_through_the_little_endian_writers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # on a little-endian machine the rows are hashed as they are: the same
    # bytes the field-by-field writers make (what a big-endian machine uses)
    from segpager import _recording

    with segpager.Pager(WIDTHS, W, header=HEADER) as pager:
        pager.step([segpager.TabTapped(0.0, 3)])
        frame = pager.step([segpager.Tick(0.1)])
        assert frame.pages
        assert frame.strip_items
        raw = _recording._look_digest(frame)
        rows = _recording._look_rows()
        monkeypatch.setattr(_recording, "_look_rows", lambda: [r._replace(raw=False) for r in rows])
        assert _recording._look_digest(frame) == raw
