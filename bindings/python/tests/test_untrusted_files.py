"""Untrusted files (#35): every file the command line reads, a SPEC, a script
or a recording a user sent, has documented limits, is read strictly, and is
refused with one line and exit 2; 1 means a replay diverged (or lint found
something), never a crash; memory is bounded by a frame, not by the file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import segpager
from segpager import cli, record
from segpager.cli import main

from .conftest import needs_font
from .test_cli import NEWS, SWIPE, run

W = 375.0
WIDTHS = [40.0, 52.0, 47.0, 33.0, 61.0, 45.0]


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """Runs the command, which must refuse its input: exit 2 and one line
    on stderr, no traceback. Returns the line."""
    assert main(argv) == cli.EXIT_BAD_INPUT
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1, err
    assert err.startswith("segpager: ")
    assert "Traceback" not in err
    return err


def write(path: Path, value: Any) -> Path:
    """Writes ``value`` to ``path``: bytes and text as they are, anything else as JSON."""
    if isinstance(value, bytes):
        path.write_bytes(value)
    else:
        path.write_text(value if isinstance(value, str) else json.dumps(value))
    return path


def script_refusal(tmp_path: Path, capsys: pytest.CaptureFixture[str], script: Any) -> str:
    """What ``segpager trace --script`` says when it refuses ``script``."""
    path = write(tmp_path / "script.json", script)
    return refused(["trace", str(NEWS), "--script", str(path)], capsys)


def recording(path: Path, frames: int = 4, **pager: Any) -> list[str]:
    """A real recording of ``frames`` frames (a tap, then ticks), stepped as
    an app steps (so each frame has its look and the replay is verified in
    full); its lines."""
    with segpager.Pager(WIDTHS, W, record=path, **pager) as recorder:
        recorder.step([segpager.TabTapped(0.0, 2)])
        for k in range(1, frames):
            recorder.step([segpager.Tick(k / 60)])
    return path.read_text().splitlines()


# --- the exit statuses -------------------------------------------------------------


def test_the_exit_statuses_are_0_1_2_and_3_for_a_bug(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert (cli.EXIT_OK, cli.EXIT_FAILED, cli.EXIT_BAD_INPUT, cli.EXIT_BUG) == (0, 1, 2, 3)
    path = tmp_path / "r.jsonl"
    lines = recording(path)
    assert run("replay", str(path)).returncode == 0
    changed = json.loads(lines[-1])
    changed["digest"] = "0" * 16
    write(path, "\n".join([*lines[:-1], json.dumps(changed)]) + "\n")
    diverged = run("replay", str(path))
    assert diverged.returncode == 1
    assert "the replay diverged" in diverged.stderr
    bad = run("replay", str(write(tmp_path / "bad.jsonl", "[]\n")))
    assert bad.returncode == 2
    assert bad.stderr.count("\n") == 1
    assert run("layout", str(tmp_path / "missing.json")).returncode == 2
    # a bug is a traceback and 3: a script that reads 1 as "diverged" is not misled
    monkeypatch.setattr(cli, "command_layout", lambda spec: 1 / 0)
    assert main(["layout", str(NEWS)]) == cli.EXIT_BUG
    err = capsys.readouterr().err
    assert "ZeroDivisionError" in err
    assert err.rstrip().endswith("(a bug in segpager; please report it with the input)")


def test_the_help_states_the_exit_statuses() -> None:
    result = run("--help")
    assert "1 a replay diverged or lint found something" in " ".join(result.stdout.split())


# --- limits --------------------------------------------------------------------------


def test_a_spec_or_script_over_16_mib_is_refused_unread(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.MAX_SPEC_BYTES == 16 * 2**20
    big = tmp_path / "big.json"
    big.write_bytes(b'{"viewport_width": 375, "items": [10]}' + b" " * cli.MAX_SPEC_BYTES)
    assert "a SPEC is at most 16 MiB (the limit)" in refused(["layout", str(big)], capsys)
    err = refused(["trace", str(NEWS), "--script", str(big)], capsys)
    assert "a script is at most 16 MiB" in err
    # exactly at the limit it is read
    big.write_bytes(b'{"viewport_width": 375, "items": [10]}'.ljust(cli.MAX_SPEC_BYTES))
    assert main(["layout", str(big)]) == 0


def test_a_device_that_never_ends_is_refused_at_the_limit(
    capsys: pytest.CaptureFixture[str],
) -> None:
    err = refused(["trace", str(NEWS), "--script", "/dev/zero"], capsys)
    assert "over 16,777,216 bytes; a script is at most 16 MiB" in err


def test_a_recording_over_256_mib_is_refused_before_its_first_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert record.MAX_RECORDING_BYTES == 256 * 2**20
    path = tmp_path / "huge.jsonl"
    lines = recording(path)
    with path.open("r+b") as file:  # sparse: no 256 MiB written
        file.truncate(record.MAX_RECORDING_BYTES + 1)
    err = refused(["replay", str(path)], capsys)
    assert "a recording is at most 256 MiB (the limit)" in err
    with pytest.raises(segpager.RecordingError, match="256 MiB"):
        segpager.replay(path)
    assert lines


def test_a_recording_line_over_16_mib_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "long.jsonl"
    head, *_ = recording(path)
    with path.open("wb") as file:
        file.write(head.encode() + b"\n")
        file.write(b'{"frame": 0, "events": [], "digest": "' + b"0" * record.MAX_LINE_BYTES)
        file.write(b'"}\n')
    err = refused(["replay", str(path)], capsys)
    assert "line 2: over 16,777,216 bytes; a recording's line is at most 16 MiB" in err


@pytest.mark.parametrize("depth", [65, 100_000])
def test_nesting_past_64_is_refused_in_every_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], depth: int
) -> None:
    nested = "[" * depth + "]" * depth
    spec = write(tmp_path / "spec.json", f'{{"viewport_width": 375, "items": {nested}}}')
    limit = "nested deeper than 64 arrays and objects (the limit)"
    assert limit in refused(["layout", str(spec)], capsys)
    script = write(tmp_path / "script.json", f'{{"events": {nested}}}')
    assert limit in refused(["trace", str(NEWS), "--script", str(script)], capsys)
    path = tmp_path / "r.jsonl"
    head, *_ = recording(path)
    write(path, f'{head}\n{{"frame": 0, "events": {nested}}}\n')
    assert f"line 2: {limit}" in refused(["replay", str(path)], capsys)


def test_nesting_of_64_is_read() -> None:
    assert record.MAX_DEPTH == 64
    assert record.parse_json(b"[" * 64 + b"]" * 64, "x") == eval("[" * 64 + "]" * 64)
    with pytest.raises(segpager.RecordingError, match="nested deeper than 64"):
        record.parse_json(b"[" * 65 + b"]" * 65, "x")
    # brackets in strings do not count
    assert record.parse_json(json.dumps(["[" * 100]).encode(), "x") == ["[" * 100]


def test_a_script_plays_at_most_108000_frames(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # 30 minutes at 60 Hz: until * frame_rate <= 108,000
    assert cli.MAX_SCRIPT_FRAMES == 108_000
    at_limit = write(tmp_path / "long.json", {"events": [], "until": 1800, "frame_rate": 60})
    _, rate, until = cli.load_script(at_limit)
    assert cli._frame_count(rate, until) == 108_001
    for script, what in (
        ({"events": [], "until": 1e12}, "until: 1e+12 s at 60 frames a second"),
        ({"events": [], "until": 1800.1}, "until: 1800.1 s at 60 frames a second"),
        ({"events": [], "until": 108.5, "frame_rate": 1000}, "until: 108.5 s at 1000 frames"),
        # no until: a second past the last event
        (
            {"events": [{"type": "tick", "time": 3e9}]},
            "until (a second past the last event): 3e+09 s",
        ),
    ):
        path = write(tmp_path / "script.json", script)
        err = refused(["trace", str(NEWS), "--script", str(path)], capsys)
        assert what in err
        assert "a script plays at most 108,000 (until * frame_rate <= 108000" in err


@pytest.mark.parametrize(
    ("script", "message"),
    [
        ({"events": [], "frame_rate": 1e308}, "frame_rate: expected a number in (0, 1000]"),
        ({"events": [], "frame_rate": 1001}, "frame_rate: expected a number in (0, 1000]"),
        ({"events": [], "frame_rate": 0}, "frame_rate: expected a number in (0, 1000]"),
        ({"events": [], "frame_rate": True}, "frame_rate: expected a number, got True"),
        ({"events": [], "frame_rate": "60"}, "frame_rate: expected a number, got '60'"),
        ('{"events": [], "frame_rate": Infinity}', "Infinity is not a number"),
        ('{"events": [], "until": NaN}', "NaN is not a number"),
        ('{"events": [], "until": 1e400}', "until: expected a finite number, got inf"),
        ({"events": [], "until": -1}, "until: expected a number >= 0, got -1"),
        ({"events": [], "until": "2"}, "until: expected a number, got '2'"),
        ({"events": [], "until": 2, "loop": True}, "loop: unknown key"),
    ],
)  # fmt: skip
def test_a_script_frame_rate_and_until_are_finite_numbers_in_range(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], script: Any, message: str
) -> None:
    assert message in script_refusal(tmp_path, capsys, script)


def test_the_canvas_is_1_to_16_mpixels() -> None:
    assert cli.MAX_CANVAS_PIXELS == 4096 * 4096
    # 3739 pt at 1 px a point: 3739 x 4487 (round(1.2 * 3739)) = 16,776,893
    assert cli._canvas("w", 3739, 1.0) == (3739, 4487)
    with pytest.raises(cli.SpecError, match=r"3,740 x 4,488 pixel picture; render draws 1 to"):
        cli._canvas("w", 3740, 1.0)
    with pytest.raises(cli.SpecError, match=r"a 0\.1 pt viewport at --scale 0\.5 is a 0 x 0"):
        cli._canvas("w", 0.1, 0.5)


@needs_font
def test_render_refuses_a_canvas_past_16_mpixels(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = write(tmp_path / "wide.json", {"viewport_width": 1e5, "items": [40]})
    out = tmp_path / "x.png"
    err = refused(["render", str(spec), "--out", str(out)], capsys)
    assert "viewport_width: a 100000 pt viewport at --scale 2 is a 200,000 x 240,000 pixel" in err
    assert "render draws 1 to 16,777,216 pixels (4096 x 4096, the limit)" in err
    assert not out.exists()
    assert list(tmp_path.iterdir()) == [spec]  # no half-written file beside it


@needs_font
def test_replay_out_refuses_a_viewport_resized_past_the_canvas(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the recording's config is 375 pt, then a Resized makes it 100,000
    path = tmp_path / "r.jsonl"
    with segpager.Pager(WIDTHS, W, record=path) as recorder:
        recorder.step([segpager.Tick(0.0)])
        recorder.step([segpager.Resized(0.1, 1e5)])
    # at 30 fps every frame is drawn (at 60, every second one: frame 1 is not)
    gif = ["--out", str(tmp_path / "r.gif"), "--frame-rate", "30"]
    err = refused(["replay", str(path), *gif], capsys)
    assert "frame 1: viewport_width: a 100000 pt viewport at --scale 2" in err
    assert not (tmp_path / "r.gif").exists()
    config = {"viewport_width": 1e5}
    lines = path.read_text().splitlines()
    head = json.loads(lines[0])
    head["config"].update(config)
    write(path, json.dumps(head) + "\n" + lines[1] + "\n")
    err = refused(["replay", str(path), "--out", str(tmp_path / "r.png")], capsys)
    assert "frame 0: viewport_width: a 100000 pt viewport" in err


@needs_font
def test_replay_out_draws_a_gif_of_at_most_the_script_frame_cap(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # the cap is 108,000 frames (30 minutes at 60 Hz); lowered here to 3 so
    # the test draws 3 frames, not 108,000
    monkeypatch.setattr(cli, "MAX_SCRIPT_FRAMES", 3)
    path = tmp_path / "r.jsonl"
    recording(path, frames=4)
    gif = tmp_path / "r.gif"
    err = refused(["replay", str(path), "--out", str(gif), "--frame-rate", "30"], capsys)
    assert "frame 3: replay --out draws at most 3 of a recording's frames to a GIF" in err
    assert not gif.exists()
    # a PNG draws the last frame alone: no cap
    assert main(["replay", str(path), "--out", str(tmp_path / "r.png")]) == 0
    # at 60 fps a GIF keeps every second frame: frame 3 is not drawn
    assert main(["replay", str(path), "--out", str(gif)]) == 0


def test_a_title_has_at_most_100_characters(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.MAX_TITLE_LENGTH == 100
    spec = {"viewport_width": 375, "items": [{"title": "x" * 100, "width": 40}]}
    assert main(["layout", str(write(tmp_path / "ok.json", spec))]) == 0
    capsys.readouterr()
    spec["items"] = [{"title": "x" * 101, "width": 40}]
    err = refused(["layout", str(write(tmp_path / "long.json", spec))], capsys)
    assert "items[0].title: 101 characters; a title has at most 100 (the limit)" in err


def test_a_pager_has_at_most_100000_tabs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert record.MAX_ITEMS == 100_000
    spec = write(tmp_path / "many.json", {"viewport_width": 375, "items": [40] * 100_001})
    err = refused(["layout", str(spec)], capsys)
    assert "items: 100,001 tabs; a pager has at most 100,000 (the limit)" in err
    path = tmp_path / "r.jsonl"
    head, *_ = recording(path)
    setup = json.loads(head)
    setup["items"] = [[i, 40.0, 0.0, 0.0, 0.0] for i in range(100_001)]
    write(path, json.dumps(setup) + "\n")
    assert "line 1: items: 100,001 tabs; a pager has at most 100,000" in refused(
        ["replay", str(path)], capsys
    )
    # inserting the 100,001st tab: refused at its line
    setup["items"] = setup["items"][:100_000]
    insert = {"call": "insert_item", "index": 0, "id": -1, "metrics": [40.0, 0, 0, 0]}
    write(path, json.dumps(setup) + "\n" + json.dumps(insert) + "\n")
    err = refused(["replay", str(path)], capsys)
    assert "line 2: insert_item: 100,001 tabs; a pager has at most 100,000" in err


# --- strict types: the nine classes that were tracebacks, and silent acceptance ----


@pytest.mark.parametrize(
    ("script", "message"),
    [
        # a string is no bool: "no" ran animated
        ({"events": [{"type": "select", "time": 0, "index": 1, "animated": "no"}]},
         "events[0].animated: expected true or false, got 'no'"),
        ({"events": [{"type": "select", "time": 0, "index": 1, "animated": 0}]},
         "events[0].animated: expected true or false, got 0"),
        # a bool is no number, a string is no number
        ({"events": [{"type": "tick", "time": True}]},
         "events[0].time: expected a number, got True"),
        ({"events": [{"type": "tick", "time": "1"}]}, "events[0].time: expected a number, got '1'"),
        # a float is no index
        ({"events": [{"type": "tab_tapped", "time": 0, "index": 1.0}]},
         "events[0].index: expected an integer, got 1.0"),
        # ids and indices of 2**63 and more
        ({"events": [{"type": "tab_tapped", "time": 0, "index": 2**63}]},
         "events[0].index: 9223372036854775808 is outside the 64-bit integers"),
        # integers too large for a double
        (f'{{"events": [{{"type": "drag_moved", "time": 0, "page_offset": 1{"0" * 400}}}]}}',
         "events[0].page_offset: 1000000000000000000000000000000000000... is too large for a"),
        # a list where a name goes
        ({"events": [{"type": ["tick"], "time": 0}]}, "events[0].type: ['tick'] is not one of"),
        ({"events": [{"type": "wheel", "time": 0, "delta_x": 1, "region": ["strip"]}]},
         "events[0].region: ['strip'] is not one of pages, strip, list"),
        ({"events": [{"type": "tick", "time": 0, "speed": 1}]},
         "events[0].speed: tick takes time"),
        ({"events": [{"type": "tab_tapped", "time": 0}]},
         "events[0]: tab_tapped takes time, index (index missing)"),
        ({"events": [7]}, "events[0].type: None is not one of"),
        # non-finite times
        ('{"events": [{"type": "tick", "time": 1e999}]}',
         "events[0].time: expected a finite number, got inf"),
        # text that is not valid Unicode
        (b'{"events": [{"type": "tick\xff", "time": 0}]}',
         "not UTF-8 text (byte 26: invalid start byte)"),
    ],
)  # fmt: skip
def test_a_script_is_read_strictly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], script: Any, message: str
) -> None:
    assert message in script_refusal(tmp_path, capsys, script)


def test_a_script_region_is_a_name_in_any_case_or_its_number(tmp_path: Path) -> None:
    down = {"type": "pointer_down", "time": 0, "x": 1, "y": 1}
    path = write(
        tmp_path / "s.json", {"events": [{**down, "region": "Strip"}, {**down, "region": 1}]}
    )
    events, _, _ = cli.load_script(path)
    assert [event.region for event in events] == [segpager.PointerRegion.STRIP] * 2  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ({"viewport_width": True, "items": [10]}, "viewport_width: expected a number > 0"),
        ({"viewport_width": 375, "items": [True]}, "items[0]: expected a width"),
        ({"viewport_width": 375, "items": [{"width": "10"}]},
         "items[0].width: expected a number, got '10'"),
        ({"viewport_width": 375, "items": [{"width": 10, "title": 5}]},
         "items[0].title: expected a string, got 5"),
        ({"viewport_width": 375, "items": [{"width": 10, "colour": 5}]},
         "items[0].colour: unknown key"),
        ({"viewport_width": 375, "items": [10], "strip_style": {"width_mode": ["fill"]}},
         "strip_style.width_mode: ['fill'] is not one of"),
        ({"viewport_width": 375, "items": [10], "pager_config": {"initial_index": 1.0}},
         "pager_config.initial_index: expected an integer, got 1.0"),
        ({"viewport_width": 375, "items": [10], "pager_config": {"looping": 1}},
         "pager_config.looping: expected true or false, got 1"),
        ({"viewport_width": 375, "items": [10], "pager_config": {"tap_duration": "fast"}},
         "pager_config.tap_duration: expected a number, got 'fast'"),
        ({"viewport_width": 375, "items": [10],
          "appearance_style": {"selected_color": [True, 0, 0]}},
         "appearance_style.selected_color[0]: expected a number, got True"),
        ({"viewport_width": 375, "items": [10], "strip_style": {"a\nb": 1}},
         "strip_style.'a\\nb': unknown key"),
        (f'{{"viewport_width": 1{"0" * 400}, "items": [10]}}',
         "viewport_width: 1000000000000000000000000000000000000... is too large for a double"),
        ('{"viewport_width": 375, "items": [{"title": "\\ud800", "width": 10}]}',
         "items[0].title: '\\ud800' is not valid Unicode (a lone surrogate)"),
        ('{"viewport_width": 375, "items": [1' + "0" * 5000 + "]}", "not JSON (Exceeds the limit"),
        (b'{"viewport_width": 375, "items": [10], "\xc3": 1}', "not UTF-8 text"),
    ],
)  # fmt: skip
def test_a_spec_is_read_strictly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], spec: Any, message: str
) -> None:
    path = write(tmp_path / "spec.json", spec)
    assert message in refused(["layout", str(path)], capsys)


def _edited(path: Path, line: int, change: Any) -> None:
    lines = path.read_text().splitlines()
    value = json.loads(lines[line])
    change(value)
    lines[line] = json.dumps(value)
    write(path, "\n".join(lines) + "\n")


@pytest.mark.parametrize(
    ("line", "change", "message"),
    [
        # true == 1 in Python: it passed as the version
        (0, lambda v: v.update(segpager_recording=True), "line 1: recording format True"),
        (0, lambda v: v.update(segpager_recording=1.0), "line 1: recording format 1.0"),
        (0, lambda v: v.update(segpager=[1]), "line 1: segpager: expected a version string"),
        # 0.0 == 0: it passed as frame 0
        (1, lambda v: v.update(frame=0.0), "line 2: frame 0.0, expected 0"),
        (1, lambda v: v.update(frame=False), "line 2: frame False, expected 0"),
        # ids of 2**63 and more (array("q") raised OverflowError)
        (0, lambda v: v["items"][0].__setitem__(0, 2**63), "items[0][0]: 9223372036854775808 is"),
        (0, lambda v: v["items"][0].__setitem__(1, 10**400), "items[0][1]: 1000000000000000"),
        (0, lambda v: v["items"][0].__setitem__(1, True), "items[0][1]: expected a number, got"),
        (0, lambda v: v["config"].update(looping="yes"), "config.looping: expected true or false"),
        (0, lambda v: v["config"].update(cache_limit=2.0), "config.windows.cache_limit: expected"),
        (0, lambda v: v["strip_style"].update(width_mode=["fill"]), "width_mode: ['fill'] is not"),
        (0, lambda v: v.update({"x\ny": 1}), "line 1: 'x\\ny': unknown key"),
        # a list where a name goes
        (1, lambda v: v["events"].append({"type": ["tick"]}), "events[1].type: ['tick'] is not"),
        (1, lambda v: v["events"][0].update(index=2.0), "events[0].index: expected an integer"),
        (1, lambda v: v["events"][0].update(time="0"), "events[0].time: expected a number"),
        (1, lambda v: v.update(digest=16), "line 2: digest: expected a string"),
        # the engine refuses the setup: a RecordingError, not a SegPagerError
        (0, lambda v: v["config"].update(viewport_width=-1.0), "line 1: segpager_pager_create"),
        (0, lambda v: v["config"].update(cache_limit=2**40), "line 1: cache_limit: must fit"),
    ],
)  # fmt: skip
def test_a_recording_is_read_strictly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], line: int, change: Any, message: str
) -> None:
    path = tmp_path / "r.jsonl"
    recording(path)
    _edited(path, line, change)
    with pytest.raises(segpager.RecordingError) as caught:
        segpager.replay(path)
    assert message in str(caught.value)
    assert message in refused(["replay", str(path)], capsys)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (b'{"call": ["set_items"], "items": []}', "line 2: call: ['set_items'] is not one of"),
        (b'{"call": "remove_item", "index": 1.0}', "line 2: index: expected an integer"),
        (b'{"call": "insert_item", "index": 0, "id": 9223372036854775808, "metrics": [1,0,0,0]}',
         "line 2: id: 9223372036854775808 is outside the 64-bit integers"),
        (b'{"call": "set_header", "header": {"style": {}, "sections": [{"height": 10, '
         b'"behavior": "scroll", "scroll_flags": 1e3}]}}',
         "header.sections[0].scroll_flags: expected an integer, got 1000.0"),
        (b'{"frame": 0, "events": [], "digest": "\xff"}', "line 2: not UTF-8 text (byte 38"),
        (b'{"frame": 0, "events": [{"type": "tick", "time": NaN}]}', "line 2: not JSON (NaN"),
        (b'{"frame": 0, "events": [{"type": "tick", "time": 1e999}]}',
         "events[0].time: expected a finite number, got inf"),
        (b'{"frame": 0, "events": [{"type": "tick", "time": 0}', "line 2: not JSON (Expecting"),
        (b'{"frame": 0, "events": [{"type": "tab_tapped", "time": 0, "index": 99}]}',
         "frames 0...0: "),
        (b'{"call": "remove_item", "index": 99}', "line 2: remove_item: "),
        (b'{"call": "set_header", "header": {"style": {"height": 200}, "sections": [{}]}}',
         "header.sections[0].height: missing (HeaderSection has no default)"),
    ],
)  # fmt: skip
def test_a_recording_line_is_read_strictly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: bytes, message: str
) -> None:
    path = tmp_path / "r.jsonl"
    head, *_ = recording(path)
    path.write_bytes(head.encode() + b"\n" + text + b"\n")
    with pytest.raises(segpager.RecordingError) as caught:
        segpager.replay(path)
    assert message in str(caught.value)
    assert message in refused(["replay", str(path)], capsys)


# --- bounded by a frame, not by the file --------------------------------------------


def test_replay_prints_as_it_goes_and_stops_at_a_damaged_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # 5,000 frames, then a damaged line: the first run's 4,096 frames are
    # printed before the damage is read; the status is still 2
    assert record.RUN_FRAMES == 4096
    path = tmp_path / "r.jsonl"
    lines = recording(path, frames=5000)
    write(path, "\n".join([*lines[:4500], "{not json", *lines[4500:]]) + "\n")
    assert main(["replay", str(path)]) == cli.EXIT_BAD_INPUT
    out, err = capsys.readouterr()
    assert [json.loads(line)["frame"] for line in out.splitlines()] == list(range(4096))
    assert err.startswith(f"segpager: {path}: line 4501: not JSON")
    # the API replays it in runs of 4,096 frames too
    write(path, "\n".join(lines) + "\n")
    replayed = segpager.replay(path)
    assert [(first, len(run)) for first, run in replayed.runs] == [(0, 4096), (4096, 904)]
    assert replayed.diverged_at is None


def test_trace_plays_in_runs_and_prints_each_before_the_next(tmp_path: Path) -> None:
    # 10,000 frames: three runs, the same lines as one run gives
    path = write(tmp_path / "s.json", {"events": json.loads(SWIPE.read_text())["events"],
                                       "until": 10000 / 60})  # fmt: skip
    spec = cli.load_spec(NEWS)
    lines = cli.command_trace(spec, path)
    first = next(lines)  # printed before the rest is played
    assert first["time"] == 0
    rest = list(lines)
    assert len(rest) == 10_000
    events, rate, until = cli.load_script(path)
    with cli._open(spec) as pager:
        whole = pager.run([batch for _, batch in cli._batches(events, rate, until)])
    times = [round(t, 6) for t, _ in cli._batches(events, rate, until)]
    assert json.dumps([first, *rest]) == json.dumps(cli._trace_lines(whole, times))


def _peak_rss_mb(*args: str) -> float:
    """A command's peak resident memory, measured in a child of a child."""
    result = subprocess.run(
        [sys.executable, "-m", "bench.bench_files", "--peak-rss", sys.executable, "-m",
         "segpager", *args],
        capture_output=True, text=True, cwd=Path(__file__).parents[1], check=True,
    )  # fmt: skip
    return float(result.stdout.split()[-1])


def test_replay_memory_does_not_grow_with_the_recording(tmp_path: Path) -> None:
    # 100,000 frames (a 10 MB file): before, a replay held 87 to 126 times
    # the file (870 MB and more); now a run's worth, as for 10,000 frames
    # (make bench replays 1,000,000: replay_peak_rss_mb)
    from bench.bench_files import make_recording

    small, large = tmp_path / "small.jsonl", tmp_path / "large.jsonl"
    make_recording(small, 10_000)
    make_recording(large, 100_000)
    assert large.stat().st_size > 9 * small.stat().st_size
    grown = _peak_rss_mb("replay", str(large)) - _peak_rss_mb("replay", str(small))
    assert grown < 15, grown


# --- the GIF, a frame at a time -------------------------------------------------------


def _pictures(count: int) -> list[Any]:
    from PIL import Image, ImageDraw

    pictures = []
    for k in range(count):
        image = Image.new("RGB", (60, 40), "white")
        ImageDraw.Draw(image).rectangle([k * 3, 5, k * 3 + 10, 20], (255, 122, 69))
        pictures.append(image)
    return pictures


def _decoded(path: Path) -> list[tuple[Any, int]]:
    from PIL import Image, ImageSequence

    with Image.open(path) as gif:
        return [
            (frame.convert("RGB").copy(), frame.info["duration"])
            for frame in ImageSequence.Iterator(gif)
        ]


def test_the_gif_writer_plays_what_it_was_given(tmp_path: Path) -> None:
    from PIL import ImageChops

    from segpager import render

    pictures = _pictures(6)
    # frames 2 and 3 repeat frame 1: they lengthen it, as Pillow's save merges them
    shown = [pictures[0], pictures[1], pictures[1], pictures[1], *pictures[2:]]
    with render.GifWriter(tmp_path / "a.gif", 30) as gif:
        assert gif.every == 1
        for picture in shown:
            gif.add(picture)
    frames = _decoded(tmp_path / "a.gif")
    delays = render.gif_delays(len(shown), 30)  # 30, 40, 30, ... ms
    assert [d for _, d in frames] == [delays[0], sum(delays[1:4]), *delays[4:]]
    for (got, _), wanted in zip(frames, [pictures[0], *pictures[1:]], strict=True):
        assert ImageChops.difference(got, wanted).getbbox() is None  # a few colours: exact
    # the same as save_gif's GIF, frame for frame
    render.save_gif(shown, tmp_path / "b.gif", 30)
    theirs = _decoded(tmp_path / "b.gif")
    assert [d for _, d in theirs] == [d for _, d in frames]
    for (mine, _), (pillow, _) in zip(frames, theirs, strict=True):
        assert ImageChops.difference(mine, pillow).getbbox() is None


def test_the_gif_writer_keeps_every_kth_frame_above_50_fps(tmp_path: Path) -> None:
    from segpager import render

    with render.GifWriter(tmp_path / "a.gif", 120) as gif:
        assert gif.every == 3  # as save_gif: 120 fps -> every third, at 40
        for picture in _pictures(4):
            gif.add(picture)
    assert [d for _, d in _decoded(tmp_path / "a.gif")] == render.gif_delays(4, 40)


def test_the_gif_writer_fits_other_sizes_and_long_stills(tmp_path: Path) -> None:
    from PIL import Image

    from segpager import render

    with render.GifWriter(tmp_path / "a.gif", 1) as gif:
        gif.add(Image.new("RGB", (60, 40), "red"))
        for _ in range(700):  # 700 s of one picture: more than a GIF delay holds (655.35 s)
            gif.add(Image.new("RGB", (60, 40), "red"))
        gif.add(Image.new("RGB", (30, 80), "blue"))  # cut and padded to 60 x 40
    frames = _decoded(tmp_path / "a.gif")
    assert sum(d for _, d in frames) == 702_000
    assert all(d <= 655_350 for _, d in frames)
    last = frames[-1][0]
    assert last.size == (60, 40)
    assert last.getpixel((10, 10)) == (0, 0, 255)
    assert last.getpixel((45, 10)) == (255, 255, 255)
    empty = tmp_path / "empty.gif"
    render.GifWriter(empty, 30).close()
    assert empty.read_bytes() == b""


@needs_font
def test_render_draws_only_the_frames_the_gif_keeps(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from segpager import render

    drawn: list[int] = []
    draw = render.draw_frame

    def counted(*args: Any) -> Any:
        drawn.append(1)
        return draw(*args)

    monkeypatch.setattr(render, "draw_frame", counted)
    out = tmp_path / "swipe.gif"
    assert main(["render", str(NEWS), "--script", str(SWIPE), "--out", str(out)]) == 0
    assert len(drawn) == 76  # 151 frames at 60 fps: every second one
    assert os.stat(out).st_mode & 0o777 == 0o666 & ~_umask()


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


@needs_font
def test_a_render_that_fails_leaves_no_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the engine refuses the event at 0.5 s, after 15 frames were drawn
    script = write(tmp_path / "s.json", {"events": [{"type": "list_scrolled", "time": 0.5,
                                                     "delta": 1e300}], "until": 1})  # fmt: skip
    out = tmp_path / "x.gif"
    out.write_bytes(b"the GIF from before")
    assert "must be in -1e12...1e12" in refused(
        ["render", str(NEWS), "--script", str(script), "--out", str(out)], capsys
    )
    assert out.read_bytes() == b"the GIF from before"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.json", "x.gif"]


# --- the fuzz target's seeds ----------------------------------------------------------


CORPUS = Path(__file__).parent / "fuzz_corpus"


@pytest.mark.parametrize("seed", sorted(CORPUS.iterdir()), ids=lambda p: p.name)
def test_every_fuzz_seed_is_read_or_refused_in_one_line(
    seed: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from . import fuzz_files

    monkeypatch.setattr(cli, "MAX_SCRIPT_FRAMES", fuzz_files.FUZZ_FRAMES)
    fuzz_files.one_input(seed.read_bytes())  # raises on anything but a one-line refusal


def test_the_fuzz_target_reports_what_is_not_a_refusal(monkeypatch: pytest.MonkeyPatch) -> None:
    from . import fuzz_files

    def crash(kind: int, path: Path) -> None:
        raise KeyError(kind)

    monkeypatch.setattr(fuzz_files, "use", crash)
    with pytest.raises(KeyError):
        fuzz_files.one_input(b"0{}")

    def two_lines(kind: int, path: Path) -> None:
        raise cli.SpecError("one\ntwo")

    monkeypatch.setattr(fuzz_files, "use", two_lines)
    with pytest.raises(AssertionError, match="a refusal is one line"):
        fuzz_files.one_input(b"0{}")


def test_the_fuzz_target_reports_a_recording_its_replay_does_not_read_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # reader 4: a recording that lost a step (here: every one from frame 5)
    from segpager import record

    from . import fuzz_files

    step = record.Recording.step

    def lossy(self: record.Recording, batch: Any, frame: Any) -> None:
        if self.frame_count < 5:
            step(self, batch, frame)

    monkeypatch.setattr(record.Recording, "step", lossy)
    seed = (CORPUS / "recorded-script-swipe").read_bytes()
    with pytest.raises(AssertionError, match=r"151 step\(s\) recorded as 5 frame\(s\)"):
        fuzz_files.one_input(seed)
