"""The segpager command: layout, trace, render, lint and its errors."""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

import segpager
from segpager import cli

from .conftest import needs_font

SPECS = Path(segpager.__file__).parent / "specs"
NEWS = SPECS / "news.json"
SWIPE = SPECS / "swipe.json"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "segpager", *args],
        capture_output=True,
        text=True,
        cwd=Path(__file__).parents[1],
    )


def test_layout_agrees_with_the_python_api() -> None:
    result = run("layout", str(NEWS))
    assert result.returncode == 0, result.stderr
    printed = json.loads(result.stdout)
    spec = cli.load_spec(NEWS)
    layout = segpager.strip_layout(
        spec.widths, spec.viewport_width, spec.strip_style, selected_widths=spec.selected_widths
    )
    assert printed["content_width"] == layout.content_width
    assert [f["x"] for f in printed["frames"]] == [f.x for f in layout.frames]
    assert printed["frames"][0]["title"] == "推荐"


def test_trace_is_deterministic_and_one_json_line_per_frame() -> None:
    first = run("trace", str(NEWS), "--script", str(SWIPE))
    second = run("trace", str(NEWS), "--script", str(SWIPE))
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    lines = [json.loads(line) for line in first.stdout.splitlines()]
    assert len(lines) == int(2.5 * 60) + 1
    assert lines[-1]["selected_index"] == 6  # the tap on index 6
    assert any("sel6<" in note for line in lines for note in line["notifications"])


def test_trace_carries_the_header_frame_under_list_scrolls() -> None:
    result = run("trace", str(NEWS), "--script", str(SWIPE))
    assert result.returncode == 0, result.stderr
    lines = {round(line["time"], 3): line for line in map(json.loads, result.stdout.splitlines())}
    # news.json: seed 004's header, 200 pt over a 44 pt strip, so R = 156.
    assert lines[1.9]["header"]["phase"] == "expanded"
    assert lines[1.9]["header"]["strip"] == [0.0, 156.0, 375.0, 44.0]
    # swipe.json scrolls 100 at 2.0 s: collapsing, the header 100 pt up.
    assert (lines[2.0]["header_offset"], lines[2.0]["list_offset"]) == (100, 0)
    assert lines[2.0]["header"]["rect"][1] == -100
    assert lines[2.0]["header"]["phase"] == "collapsing"
    # Another 100: the header takes 56 more and pins, the list takes 44.
    assert (lines[2.1]["header_offset"], lines[2.1]["list_offset"]) == (156, 44)
    assert lines[2.1]["header"]["strip"][1] == 0
    assert lines[2.1]["header"]["phase"] == "pinned"
    # -260 back: the list to its top (44), the header open (156), 60 pulled
    # into seed 004's stretch: h = H - y = 260.
    assert (lines[2.2]["header_offset"], lines[2.2]["list_offset"]) == (0, 0)
    assert lines[2.2]["pull"] == -60
    assert lines[2.2]["header"]["phase"] == "stretched"
    assert lines[2.2]["header"]["rect"][3] == 260
    # Released at 2.3 s: the pull springs back toward 0.
    pulls = [lines[round(2.3 + k / 60, 3)]["pull"] for k in range(12)]
    assert pulls[0] == -60
    assert all(b > a for a, b in itertools.pairwise(pulls))


def test_trace_without_a_header_has_no_header_key(tmp_path: Path) -> None:
    spec = json.loads(NEWS.read_text())
    del spec["header_style"]
    path = tmp_path / "flat.json"
    path.write_text(json.dumps(spec))
    result = run("trace", str(path), "--script", str(SWIPE))
    assert result.returncode == 0, result.stderr
    assert all("header" not in json.loads(line) for line in result.stdout.splitlines())


def test_a_header_the_engine_refuses_exits_2(tmp_path: Path) -> None:
    spec = json.loads(NEWS.read_text())
    spec["header_style"] = {"height": 40, "pinned_height": 44}
    path = tmp_path / "bad_header.json"
    path.write_text(json.dumps(spec))
    result = run("trace", str(path), "--script", str(SWIPE))
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.stderr


def test_lint_flags_a_bad_design_and_passes_a_good_one(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    fixed = {"width_mode": "fixed", "item_width": 40}
    bad.write_text(
        json.dumps({"viewport_width": 375, "items": [120, 130, 140], "strip_style": fixed})
    )
    result = run("lint", str(bad), "--widths", "320,375")
    assert result.returncode == 1
    assert "touch target" in result.stdout
    assert "120 pt wide in a 40 pt tab" in result.stdout
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"viewport_width": 375, "items": [40, 50, 60],
                                "strip_style": {"width_mode": "equal"},
                                "indicator_style": {"width_mode": "content"}}))  # fmt: skip
    result = run("lint", str(good))
    assert result.returncode == 0, result.stdout
    assert result.stdout.strip() == "no findings"


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ({"viewport_width": 375, "items": [10], "strip_style": {"width_mode": "wide"}},
         "strip_style.width_mode: 'wide' is not one of equal, fill, fixed, intrinsic"),
        ({"viewport_width": 375, "items": [10], "strip_style": {"gap": 3}},
         "strip_style.gap: unknown key"),
        ({"viewport_width": -1, "items": [10]}, "viewport_width: expected a number > 0"),
        ({"viewport_width": 375, "items": []}, "items: expected a non-empty list"),
        ({"viewport_width": 375, "items": ["x"]}, "items[0]: expected a width"),
        ({"viewport_width": 375, "items": [10], "colour": 1}, "colour: unknown key"),
        ({"viewport_width": 375, "items": [-10]}, "segpager_strip_layout"),
        ({"viewport_width": 375, "items": [10], "header_style": {"hight": 1}},
         "header_style.hight: unknown key"),
        ({"viewport_width": 375, "items": [10], "list_height": "far"},
         "list_height: expected a number"),
    ],
)  # fmt: skip
def test_a_bad_spec_exits_2_with_one_line(tmp_path: Path, spec: object, message: str) -> None:
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(spec))
    result = run("layout", str(path))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert message in result.stderr


def test_a_malformed_script_exits_2(tmp_path: Path) -> None:
    script = tmp_path / "script.json"
    script.write_text(json.dumps({"events": [{"type": "swipe", "time": 0}]}))
    result = run("trace", str(NEWS), "--script", str(script))
    assert result.returncode == 2
    assert "events[0].type: 'swipe' is not one of" in result.stderr


def test_the_console_script_and_module_show_help() -> None:
    assert run("--help").returncode == 0
    script = Path(sys.executable).with_name("segpager")
    if script.exists():  # installed by make venv (pip install -e)
        result = subprocess.run([str(script), "--help"], capture_output=True, text=True)
        assert result.returncode == 0
        assert "layout" in result.stdout


@needs_font
def test_render_draws_every_frame_of_the_script(tmp_path: Path) -> None:
    out = tmp_path / "swipe.gif"
    result = run("render", str(NEWS), "--script", str(SWIPE), "--out", str(out), "--progress")
    assert result.returncode == 0, result.stderr
    # swipe.json: 60 fps until 2.5 s, so the same 151 frames as the trace.
    assert result.stdout.strip() == f"wrote {out}: 151 frame(s)"
    assert "151/151" in result.stderr
    from PIL import Image

    with Image.open(out) as gif:
        assert gif.size == (750, 900)  # 375 pt wide, 1.2 x as tall, at 2 px per pt
        # Pillow merges identical consecutive frames; the swipe still moves.
        assert getattr(gif, "n_frames", 1) > 30


@needs_font
def test_render_png_is_the_pager_at_rest(tmp_path: Path) -> None:
    out = tmp_path / "rest.png"
    result = run("render", str(NEWS), "--out", str(out), "--scale", "1", "--no-progress")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    from PIL import Image

    with Image.open(out) as png:
        assert png.size == (375, 450)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--out", "x.jpg"], "--out: x.jpg: expected a .gif or .png file"),
        (["--out", "x.png", "--scale", "0"], "--scale: expected a number in (0, 8]"),
        pytest.param(["--out", "/nonexistent/dir/x.png"], "--out: ", marks=needs_font),
    ],
)
def test_render_refuses_bad_arguments_with_one_line(args: list[str], message: str) -> None:
    result = run("render", str(NEWS), *args)
    assert result.returncode == 2
    assert result.stderr.startswith(f"segpager: {message}")
    assert result.stderr.count("\n") == 1


def test_trace_plays_raw_pointer_events(tmp_path: Path) -> None:
    # A finger: down at 300, 25 pt left a frame for six frames (past the
    # 10 pt slop at the first), up where it last moved: a fling to page 1;
    # then a wheel over the strip scrolls the strip on its own.
    moves = [
        {"type": "pointer_moved", "time": 0.1 + k / 60, "x": 300 - 25 * k, "y": 400}
        for k in range(1, 7)
    ]
    script = {
        "events": [
            {"type": "pointer_down", "time": 0.1, "x": 300, "y": 400, "region": "pages"},
            *moves,
            {"type": "pointer_up", "time": 0.2, "x": 150, "y": 400},
            {"type": "wheel", "time": 1.5, "delta_x": 40, "region": "strip"},
        ],
        "frame_rate": 60,
        "until": 2,
    }
    path = tmp_path / "pointer.json"
    path.write_text(json.dumps(script))
    result = run("trace", str(NEWS), "--script", str(path))
    assert result.returncode == 0, result.stderr
    lines = {round(line["time"], 3): line for line in map(json.loads, result.stdout.splitlines())}
    assert lines[0.15]["gesture"] == "pages"
    assert lines[1.45]["selected_index"] == 1
    assert lines[2.0]["strip_phase"] == "held"
    bad = tmp_path / "bad.json"
    wheel = {"type": "wheel", "time": 0, "delta_x": 1, "region": "up"}
    bad.write_text(json.dumps({"events": [wheel]}))
    result = run("trace", str(NEWS), "--script", str(bad))
    assert result.returncode != 0
    assert "events[0].region: 'up' is not one of pages, strip, list" in result.stderr


def test_a_closed_pipe_stops_the_command_with_one_line_and_exit_1(tmp_path: Path) -> None:
    # `segpager trace ... | head -1`: a 60 s session at 120 fps is far more
    # than a pipe buffers, so the command is still writing when the reader
    # goes; it must stop with no traceback. #48: it exited 0 saying nothing,
    # as if it had printed everything; the output is cut short, so it is 1.
    script = tmp_path / "long.json"
    script.write_text(json.dumps({"frame_rate": 120, "events": [], "until": 60}))
    command = [sys.executable, "-m", "segpager", "trace", str(NEWS), "--script", str(script)]
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=Path(__file__).parents[1]
    ) as process:
        assert process.stdout is not None
        assert process.stderr is not None
        assert json.loads(process.stdout.readline())["time"] == 0
        process.stdout.close()
        errors = process.stderr.read().decode()
        status = process.wait(timeout=60)
    assert errors == "segpager: stdout: Broken pipe: the output is cut short\n"
    assert status == cli.EXIT_FAILED


def _sides(rect: Any) -> list[float]:
    return [rect.x, rect.y, rect.width, rect.height]


def _step_lines(spec: cli.Spec, script: Path) -> list[dict[str, Any]]:
    """What ``trace`` printed when it stepped frame by frame (before it went
    through ``Pager.run``): its lines, built from each step's frame."""
    lines = []
    for t, frame in cli._frames(spec, *cli.load_script(script)):
        line: dict[str, Any] = {
            "time": round(t, 6), "page_offset": frame.page_offset, "position": frame.position,
            "selected_index": frame.selected_index, "phase": frame.phase.name.lower(),
            "indicator": _sides(frame.strip.indicator), "strip_offset": frame.strip.strip_offset,
            "notifications": [str(n) for n in frame.notifications],
            "gesture": frame.gesture.name.lower(), "strip_phase": frame.strip_phase.name.lower(),
            "list_animating": frame.list_animating,
        }  # fmt: skip
        if frame.header is not None:
            head = frame.header.frame
            line["list_offset"] = frame.list_offset
            line["header_offset"] = frame.header.header_offset
            line["pull"] = frame.header.pull
            line["header"] = {
                "rect": _sides(head.header), "content": _sides(head.content),
                "strip": _sides(head.strip), "phase": head.phase.name.lower(),
                "progress": head.progress, "stretch_scale": head.stretch_scale,
            }  # fmt: skip
        lines.append(line)
    return lines


@pytest.mark.parametrize("with_header", [True, False])
def test_trace_goes_through_run_and_prints_what_the_steps_did(
    tmp_path: Path, with_header: bool
) -> None:
    spec_path = NEWS
    if not with_header:
        raw = json.loads(NEWS.read_text())
        raw.pop("header_style", None)
        spec_path = tmp_path / "plain.json"
        spec_path.write_text(json.dumps(raw))
    spec = cli.load_spec(spec_path)
    assert (spec.header_style is not None) == with_header
    printed = list(cli.command_trace(spec, SWIPE))
    expected = _step_lines(spec, SWIPE)
    assert json.dumps(printed) == json.dumps(expected)
    assert any(line["notifications"] for line in printed)


def test_a_script_out_of_time_order_is_refused_as_the_api_refuses_it(tmp_path: Path) -> None:
    # #31: trace sorted a script's events by time; the API refuses them (E_ORDER).
    script = tmp_path / "script.json"
    events = [{"type": "tick", "time": 0.5}, {"type": "tick", "time": 0.1}]
    script.write_text(json.dumps({"events": events}))
    for command in (["trace", str(NEWS)], ["render", str(NEWS), "--out", str(tmp_path / "x.gif")]):
        result = run(*command, "--script", str(script))
        assert result.returncode == 2, result.stderr
        assert result.stderr.strip() == (
            "segpager: events[1].time: must be >= events[0].time (0.5): a pager takes events "
            "in time order (SEGPAGER_E_ORDER) (got 0.1)"
        )


def test_a_refused_event_is_named_by_its_place_in_the_script(tmp_path: Path) -> None:
    # #31: the pager counts the frames' ticks too; the message said events[31]
    # for the script's second event.
    script = tmp_path / "script.json"
    events = [{"type": "tick", "time": 0.1}, {"type": "tab_tapped", "time": 0.5, "index": 99}]
    script.write_text(json.dumps({"events": events, "until": 1}))
    result = run("trace", str(NEWS), "--script", str(script))
    assert result.returncode != 0
    assert "segpager_pager_run: events[1].index: must be in 0..<8 (got 99)" in result.stderr


@pytest.mark.parametrize("spec", [NEWS])  # swipe.json is a script
def test_the_shipped_specs_pass_their_own_lint(spec: Path) -> None:
    # #31: news.json failed `segpager lint ... --widths 320,375,414,768`: the
    # rule summed the titles alone, without their padding and the insets.
    result = run("lint", str(spec), "--widths", "320,375,414,768")
    assert result.returncode == 0, result.stdout
    assert result.stdout.strip() == "no findings"


def test_lint_says_which_tab_and_why(tmp_path: Path) -> None:
    spec = tmp_path / "spec.json"
    # Tabs of 20 + 2 x 4 pt fit in 375 pt, but a 60 pt minimum width makes
    # the strip scroll; a fixed 80 pt indicator is wider than each tab.
    spec.write_text(json.dumps({
        "viewport_width": 375, "items": [20] * 8,
        "strip_style": {"item_padding": 4, "min_item_width": 60},
        "indicator_style": {"width_mode": "fixed", "width": 80},
    }))  # fmt: skip
    result = run("lint", str(spec), "--widths", "375")
    assert result.returncode == 1
    scrolls = (
        "the strip scrolls although its tabs fit (titles, padding, spacing and insets: 224 pt)"
    )
    assert f"375 pt: {scrolls}" in result.stdout
    assert "375 pt: the indicator is wider than the tab of 'item 0' (80 > 60 pt)" in result.stdout


@pytest.mark.parametrize(
    ("command", "words"),
    [
        ("layout", ['"viewport_width"', '"items"']),
        ("trace", ['"viewport_width"', '"events"', "time order"]),
        ("render", ['"events"', ".gif", ".png"]),
        ("replay", ["JSON lines", "digest"]),
        ("lint", ['"items"', "comma-separated"]),
    ],
)
def test_each_subcommand_help_gives_its_file_formats_and_an_example(
    command: str, words: list[str]
) -> None:
    result = run(command, "--help")
    assert result.returncode == 0
    for word in words:
        assert word in result.stdout, (command, word)
    assert f"example:\n  segpager {command} " in result.stdout


@needs_font
@pytest.mark.parametrize(
    ("sent", "status", "said"), [("SIGINT", 130, "interrupted"), ("SIGTERM", 143, "terminated")]
)
def test_a_signal_stops_a_render_with_one_line_and_no_file_left(
    tmp_path: Path, sent: str, status: int, said: str
) -> None:
    # #48: Ctrl-C printed a 22-29-line traceback; SIGTERM left the hidden
    # temporary file beside --out. A 60 s script at 120 fps is a long render.
    script = tmp_path / "long.json"
    script.write_text(json.dumps({"frame_rate": 120, "events": [], "until": 60}))
    out = tmp_path / "out" / "long.gif"
    out.parent.mkdir()
    command = [sys.executable, "-m", "segpager", "render", str(NEWS), "--script", str(script)]
    child = subprocess.Popen(
        [*command, "--out", str(out), "--no-progress"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=Path(__file__).parents[1],
    )  # fmt: skip
    deadline = time.monotonic() + 60
    while not any(out.parent.iterdir()):  # the temporary file beside --out: it renders
        assert child.poll() is None, child.communicate()
        assert time.monotonic() < deadline
        time.sleep(0.05)
    time.sleep(0.5)
    os.kill(child.pid, getattr(signal, sent))
    stdout, stderr = child.communicate(timeout=60)
    assert child.returncode == status, stderr
    assert stderr.splitlines() == [f"segpager: {said}"]
    assert stdout == ""
    assert list(out.parent.iterdir()) == []


# --- #48: nothing wrong and nothing lost -------------------------------------------


def _old_lint(spec: cli.Spec, widths: list[float]) -> list[str]:
    """0.8.0's lint, one strip state a tab (O(n) each when all n tabs are
    visible): the oracle for the linear one."""
    findings = []
    for viewport in widths:
        layout = cli._layout(spec, viewport)
        natural = cli.natural_width(spec.strip_style, spec.widths)
        if layout.scrolls and natural <= viewport:
            findings.append(
                f"{viewport:g} pt: the strip scrolls although its tabs fit "
                f"(titles, padding, spacing and insets: {natural:g} pt)"
            )
        for title, width, frame in zip(spec.titles, spec.widths, layout.frames, strict=True):
            if frame.width < width:
                findings.append(
                    f"{viewport:g} pt: {title!r} is {width:g} pt wide in a {frame.width:g} pt tab"
                )
            if frame.width < 44:
                findings.append(
                    f"{viewport:g} pt: {title!r} is a {frame.width:g} pt touch target (< 44)"
                )
        for i, (title, frame) in enumerate(zip(spec.titles, layout.frames, strict=True)):
            state = segpager.strip_state(layout, i, indicator=spec.indicator_style)
            if state.indicator.width > frame.width + 1e-9:
                findings.append(
                    f"{viewport:g} pt: the indicator is wider than the tab of {title!r} "
                    f"({state.indicator.width:g} > {frame.width:g} pt)"
                )
    return findings


@pytest.mark.parametrize(
    "styles",
    [
        {"indicator_style": {"width_mode": "fixed", "width": 50}},
        {"indicator_style": {"width_mode": "content", "extra_width": 12, "min_width": 30}},
        {"indicator_style": {"width_mode": "item", "extra_width": 4, "leading_inset": 2},
         "strip_style": {"width_mode": "fill", "direction": "rtl"}},
        {"indicator_style": {"width_mode": "fixed", "width": 90, "transition": "stretch",
                             "alignment": "leading"},
         "strip_style": {"width_mode": "equal", "spacing": 3}},
        {"indicator_style": {"width_mode": "content", "max_width": 35, "clamp_to_item": True}},
        {"strip_style": {"item_padding": 4, "min_item_width": 60, "leading_inset": 9},
         "indicator_style": {"width_mode": "fixed", "width": 80, "overscroll": "follow"}},
    ],
)  # fmt: skip
def test_lint_finds_what_a_strip_state_a_tab_found(tmp_path: Path, styles: dict[str, Any]) -> None:
    items = [{"title": f"t{i}", "width": 10 + (i * 37 % 70), "selected_width": 12 + i % 5}
             for i in range(24)] + [30] * 6  # fmt: skip
    path = tmp_path / "spec.json"
    path.write_text(json.dumps({"viewport_width": 375, "items": items, **styles}))
    spec = cli.load_spec(path)
    widths = [200.0, 375.0, 1024.0, 5000.0]
    found = cli.command_lint(spec, widths)
    assert found == _old_lint(spec, widths)


def test_lint_of_100000_tabs_that_all_fit(tmp_path: Path) -> None:
    # #48: 8 min 46 s, inside every documented limit: each tab's strip state
    # made every visible item's appearance, and all 100,000 were visible.
    # (The time is bench/bench_files.py's lint_100k_tabs_seconds.)
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({
        "viewport_width": 375, "items": [40] * 100_000, "strip_style": {"width_mode": "equal"},
        "indicator_style": {"width_mode": "fixed", "width": 20},
    }))  # fmt: skip
    findings = cli.command_lint(cli.load_spec(spec), [375.0])
    tab = 375 / 100_000
    assert len(findings) == 3 * 100_000
    assert findings[:2] == [
        f"375 pt: 'item 0' is 40 pt wide in a {tab:g} pt tab",
        f"375 pt: 'item 0' is a {tab:g} pt touch target (< 44)",
    ]
    assert findings[-1] == (
        f"375 pt: the indicator is wider than the tab of 'item 99999' (20 > {tab:g} pt)"
    )
    assert sum("indicator is wider" in f for f in findings) == 100_000


@pytest.mark.parametrize(
    ("name", "text", "key"),
    [
        ("spec.json", '{"viewport_width": 375, "items": [40], "viewport_width": 1}',
         "'viewport_width'"),
        ("spec.json", '{"viewport_width": 375, "items": [{"width": 40, "width": 4}]}', "'width'"),
    ],
)  # fmt: skip
def test_a_duplicate_key_in_a_spec_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, text: str, key: str
) -> None:
    # #48: duplicate keys were taken silently (the last one won)
    path = tmp_path / name
    path.write_text(text)
    assert cli.main(["layout", str(path)]) == cli.EXIT_BAD_INPUT
    err = capsys.readouterr().err
    assert err == (
        f"segpager: {path}: the key {key} appears twice in one object; a key is given once "
        "(JSON readers differ on which of the two they keep)\n"
    )


def test_a_duplicate_key_in_a_script_or_a_recording_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "script.json"
    script.write_text('{"events": [{"type": "tick", "time": 0.1, "time": 9}], "until": 1}')
    assert cli.main(["trace", str(NEWS), "--script", str(script)]) == cli.EXIT_BAD_INPUT
    assert "the key 'time' appears twice in one object" in capsys.readouterr().err
    recording = tmp_path / "r.jsonl"
    with segpager.Pager([40, 50, 60], 375, record=recording) as pager:
        pager.step([segpager.TabTapped(0.0, 1)])
        pager.step([segpager.Tick(0.1)])
    lines = recording.read_text().splitlines()
    lines[2] = lines[2][:-1] + ', "frame": 1}'  # the second step names its frame twice
    recording.write_text("\n".join(lines) + "\n")
    assert cli.main(["replay", str(recording)]) == cli.EXIT_BAD_INPUT
    err = capsys.readouterr().err
    assert err == (
        f"segpager: {recording}: line 3: the key 'frame' appears twice in one object; a key is "
        "given once (JSON readers differ on which of the two they keep)\n"
    )


def test_an_event_after_the_scripts_end_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # #48: events after `until` were dropped without a word
    script = tmp_path / "script.json"
    tap = {"type": "tab_tapped", "time": 0.5, "index": 3}
    late = {"type": "tab_tapped", "time": 2.6, "index": 6}
    script.write_text(json.dumps({"events": [tap, late], "until": 2.5}))
    assert cli.main(["trace", str(NEWS), "--script", str(script)]) == cli.EXIT_BAD_INPUT
    assert capsys.readouterr().err == (
        "segpager: events[1].time: 2.6 s is after the script's last frame (2.5 s: until 2.5 at "
        "60 frames a second, a frame every 0.0166667 s), so it would never be played; give a "
        "later until or drop the event\n"
    )
    # the last frame, not until: at 2 frames a second, until 2.9 ends at 2.5 s
    script.write_text(json.dumps({"events": [tap, {**late, "time": 2.7}], "frame_rate": 2,
                                  "until": 2.9}))  # fmt: skip
    with pytest.raises(cli.SpecError, match=r"events\[1\].time: 2.7 s is after .* \(2.5 s: "):
        cli.load_script(script)
    # by default a script ends a second past its last event, or a frame past
    # it when frames are further apart: the last event is played
    script.write_text(json.dumps({"events": [tap, late], "frame_rate": 0.5}))
    lines = list(cli.command_trace(cli.load_spec(NEWS), script))
    assert lines[-1]["time"] >= 2.6
    assert lines[-1]["selected_index"] == 6


@needs_font
def test_a_frame_rate_a_gif_cannot_hold_is_refused_not_a_bug(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # #48: a script frame rate of 0.001 (allowed) exited 3: a GIF frame lasts
    # at most 655.35 s, and Pillow overflowed writing 1,000 s
    script = tmp_path / "slow.json"
    script.write_text(json.dumps({"frame_rate": 0.001, "events": [], "until": 2000}))
    gif, png = tmp_path / "s.gif", tmp_path / "s.png"
    assert cli.main(["render", str(NEWS), "--script", str(script), "--out", str(gif)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "frame_rate: 0.001 frames a second is a frame every 1,000 s; a GIF holds a frame" in err
    assert not gif.exists()
    assert cli.main(["render", str(NEWS), "--script", str(script), "--out", str(png)]) == 0
    # the slowest a GIF holds runs
    script.write_text(json.dumps({"frame_rate": cli.MIN_GIF_FRAME_RATE, "events": [],
                                  "until": 1 / cli.MIN_GIF_FRAME_RATE}))  # fmt: skip
    assert cli.main(["render", str(NEWS), "--script", str(script), "--out", str(gif)]) == 0
    recording = tmp_path / "r.jsonl"
    with segpager.Pager([40, 50, 60], 375, record=recording) as pager:
        pager.step([segpager.Tick(0.0)])
    out = ["--out", str(gif), "--frame-rate", "0.001"]
    assert cli.main(["replay", str(recording), *out]) == 2
    assert "--frame-rate: 0.001 frames a second" in capsys.readouterr().err


@needs_font
@pytest.mark.parametrize(
    ("change", "events"),
    [
        ({"viewport_width": 20}, []),  # a picture shorter than the header and the strip
        ({"pager_config": {"pages": {"page_width": 20}}}, []),  # pages too narrow for a row
        ({}, [{"type": "list_scrolled", "time": 0.1, "delta": -3000}]),  # pulled past the foot
    ],
)
def test_render_draws_what_the_picture_holds(
    tmp_path: Path, change: dict[str, Any], events: list[Any]
) -> None:
    # #48: each of these exited 3 (Pillow refused a rectangle upside down)
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({**json.loads(NEWS.read_text()), **change}))
    script = tmp_path / "script.json"
    script.write_text(json.dumps({"events": events, "until": 0.2, "frame_rate": 10}))
    png = tmp_path / "out.png"
    assert cli.main(["render", str(spec), "--script", str(script), "--out", str(png)]) == 0
    assert png.stat().st_size > 0


def test_a_viewport_past_the_picture_limit_is_refused_however_wide(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # #48: 1e308 pt made an infinite picture, and round() raised: exit 3
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({"viewport_width": 1e308, "items": [40, 50]}))
    assert cli.main(["render", str(spec), "--out", str(tmp_path / "o.png")]) == 2
    assert "a 1e+308 pt viewport at --scale 2 is a inf x inf pixel picture" in (
        capsys.readouterr().err
    )


def _stdout_run(*args: str, **how: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "segpager", *args],
        stderr=subprocess.PIPE, text=True, cwd=Path(__file__).parents[1], check=False, **how,
    )  # fmt: skip


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
def test_a_full_stdout_is_exit_1_with_one_line() -> None:
    # #48: stdout on a full device exited 3 with a traceback ("a bug")
    line = "segpager: stdout: No space left on device: the output is cut short\n"
    for args in (["layout", str(NEWS)], ["--help"], ["trace", str(NEWS), "--script", str(SWIPE)]):
        with open("/dev/full", "w") as full:
            result = _stdout_run(*args, stdout=full)
        assert (result.returncode, result.stderr) == (cli.EXIT_FAILED, line), args


def test_a_closed_stdout_is_exit_1_with_one_line() -> None:
    # #48: a closed stdout exited 0 with nothing printed
    result = _stdout_run("layout", str(NEWS), preexec_fn=lambda: os.close(1))
    assert result.returncode == cli.EXIT_FAILED
    assert result.stderr == "segpager: stdout is closed: nothing can be printed\n"
