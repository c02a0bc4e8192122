"""The Python side of ``make bench``, and the report.

Times one display frame from Python (``Pager.step`` with a drag-move event and
the reads a front end makes: the selected index, the page and strip offsets,
the indicator's rect, each visible item's frame, colour and scale, the header's
rect and progress; 20 tabs, a header), the same frame computed by the
pure-Python reference model, a bare ctypes call, one tab inserted, moved and
removed in the middle of 100,000 (``Pager.insert_item``, ``move_item``,
``remove_item``: the time per edit), and ``import segpager``; merges the C and
Swift benchmarks' JSON; prints one JSON object as its last line and writes it
to ``--out``.

Every figure is the median of several repetitions after a warm-up. The frame
is a finger sweeping over the first ten pages and back, 16 pt per 120 Hz
frame, under a header collapsed 60 pt. ``--frame-round`` times only the
Python, the reference and the floor frames (``floor_frame``) and prints
them as one JSON line: the Makefile runs it in each round before the C
benchmark, and the report pairs round k's Python frame with round k's C
frame (``py_frame_over_c``; the floor with it for ``py_speedup_ceiling``),
as it pairs C with Swift (``c_over_swift``).

    cd bindings/python
    python -m bench.bench_python [--quick] [--c-json F] [--swift-json F] [--py-json F] [--out F]
    python -m bench.bench_python --frame-round [--quick]
"""

from __future__ import annotations

import argparse
import functools
import itertools
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import segpager
from segpager import _ffi

from . import reference_model as model

VIEWPORT = 375.0
TABS = 20
WIDTHS = [40.0 + (i * 7 % 50) for i in range(TABS)]

#: The issues' bar (#9, #17, #19): key -> (target, "min" or "max").
TARGETS: dict[str, tuple[float, str]] = {
    # Issue #19's py_frame_over_c <= 3.5 and py_speedup >= 12 are retired
    # (#31): no binding over ctypes reaches them (the floor of any binding's
    # frame counts 2.2x the C step, and py_speedup's ceiling 9.6). Both stay
    # reported; the Python frame's own cost is bench.instructions'
    # py_frame_over_floor_instructions (INSTRUCTION_TARGETS there).
    "c_over_swift": (1.2, "max"),
    "frame_scaling_100k_over_10": (1.3, "max"),
    "layout_1m_swift_over_c": (1.5, "max"),
    "import_ms": (30.0, "max"),
    "bytes_per_tab": (64.0, "max"),
    # Issue #17: editing one tab of 100,000 takes under a millisecond.
    "py_insert_100k_us": (1000.0, "max"),
    "py_move_100k_us": (1000.0, "max"),
    "py_remove_100k_us": (1000.0, "max"),
    # Issue #19: a trace through Pager.run, per frame, near the C frame.
    "trace_frame_over_c": (1.6, "max"),
    "trace_speedup": (25.0, "min"),
    # Issue #32: the web door. The wasm module's frame in node over the
    # native C frame (paired by round), segpager.js's frame (Pager.step and
    # the reads a front end draws from) over the bare module's, and the
    # bytes a page downloads (segpager.wasm, segpager.js, abi.js, seg-pager.js;
    # gzipped).
    "wasm_frame_over_c": (2.0, "max"),
    "js_frame_over_wasm": (1.5, "max"),
    # Issue #52: <seg-pager> in headless Chromium (bindings/js/bench/
    # bench_browser.py): its animated frame's script time over an empty
    # requestAnimationFrame that writes one transform, flat in the page
    # count; style recalc and start-up at 1,000 pages; the first paint on
    # an emulated slow link; and what a page downloads, gzipped (the
    # module, seg-pager.min.js and seg-pager.css; #32's 100,000 became
    # #52's 150,000 once the element's CSS and input handling came).
    "web_bytes_gzip": (150_000.0, "max"),
    "web_frame_over_floor": (2.0, "max"),
    "web_frame_1000_over_6": (1.3, "max"),
    "web_style_recalc_1000_ms": (1.0, "max"),
    "web_init_1000_ms": (40.0, "max"),
    "web_first_paint_ms": (600.0, "max"),
}

#: The tabs of the item-edit benchmark.
EDIT_TABS = 100_000


def drag_offset(k: int) -> float:
    """A finger sweeping over the first ten pages and back, 16 pt per frame."""
    span = 9 * VIEWPORT
    x = (k * 16.0) % (2 * span)
    return x if x <= span else 2 * span - x


#: The list's offset under the header while the pages are swiped: collapsing.
LIST_OFFSET = 60.0


def per_call_us(body: Callable[[int], object], count: int, repetitions: int) -> float:
    """Median microseconds per ``body(k)`` call over ``repetitions`` runs of ``count``."""
    k = 0
    for _ in range(count):  # warm-up
        k += 1
        body(k)
    samples = []
    for _ in range(repetitions):
        start = time.perf_counter()
        for _ in range(count):
            k += 1
            body(k)
        samples.append((time.perf_counter() - start) / count * 1e6)
    return statistics.median(samples)


#: How much of the Python frame ``engine_frame`` does, cumulatively: the
#: benchmark's own event and drag offset, the step, the scalars, the
#: indicator, the items made, the loop over them, the header (the whole
#: frame). ``bench.instructions`` counts the instructions each part adds.
FRAME_PARTS = ("event", "step", "scalars", "indicator", "items", "item_reads", "header")


def engine_frame(
    pager: Any,
    parts: int = len(FRAME_PARTS),
    event: Callable[[float, float], object] = segpager.DragMoved,
) -> Callable[[int], float]:
    """The benchmark's Python frame ``k`` over ``pager``: a drag move and the
    reads a front end makes, or only the first ``parts`` of ``FRAME_PARTS``
    (the tests of ``parts`` cost the whole frame six integer comparisons).
    ``event`` makes the drag move from its time and offset (``bench.instructions``'
    floor passes a stand-in pager and a built-in type)."""

    def part(k: int) -> float:
        events = [event(k / 120, drag_offset(k))]
        if parts < 2:
            return 0.0
        drawn: segpager.PagerFrame = pager.step(events)
        if parts < 3:
            return 0.0
        selected = drawn.selected_index
        assert selected is not None
        strip = drawn.strip
        total = selected + drawn.page_offset + strip.strip_offset
        if parts < 4:
            return total
        indicator = strip.indicator
        total += indicator.x + indicator.y + indicator.width + indicator.height
        if parts < 5:
            return total
        items = drawn.strip_items
        if parts < 6:
            return total
        for item in items:
            box, look = item.frame, item.appearance
            total += box.x + box.width + look.color.red + look.scale
        if parts < 7:
            return total
        head = drawn.header
        assert head is not None
        rect = head.frame.header
        return total + rect.x + rect.y + rect.width + rect.height + head.frame.progress

    return part


def bench_pager() -> segpager.Pager:
    """The benchmark's pager: 20 tabs under a header collapsed 60 pt, a
    finger down on the pages (close it, or use it as a context manager)."""
    header = segpager.PagerHeader(segpager.HeaderStyle(height=200, pinned_height=44))
    pager = segpager.Pager(WIDTHS, VIEWPORT, header=header)
    # The header part collapsed, as a finger swipes the pages under it.
    pager.step([segpager.ListScrolled(0.0, LIST_OFFSET), segpager.DragBegan(0.0)])
    return pager


class _Drawn:
    """A frame whose reads are plain slot loads, nothing decoded."""

    __slots__ = ("header", "page_offset", "selected_index", "strip", "strip_items")


def floor_frame() -> Callable[[int], float]:
    """The benchmark's frame ``k`` without segpager's Python: the same
    function (``bench_python.engine_frame``) over a stand-in pager whose
    ``step`` is built-in code returning one frame made beforehand, its
    fields and rows (the strip, the items, the header) those of a real
    frame, read from plain slots, and a ``slice`` (built in, two fields)
    for the drag move. What it counts, plus the ctypes call around the C
    step, is what any binding's frame would count if its own Python took
    no instruction (``bench.instructions``); its time plus the C frame's
    is less than any binding's frame would take (``py_speedup_ceiling``)."""
    with bench_pager() as pager:
        real = pager.step([segpager.DragMoved(1 / 120, drag_offset(1))])
        drawn = _Drawn()
        for name in _Drawn.__slots__:
            setattr(drawn, name, getattr(real, name))
    # step(events) -> drawn, in C: next(repeat(drawn), events)
    stand_in: Any = type("StandIn", (), {"__slots__": ("step",)})()
    stand_in.step = functools.partial(next, itertools.repeat(drawn))
    return engine_frame(stand_in, event=slice)


def engine_frame_us(count: int, repetitions: int) -> float:
    with bench_pager() as pager:
        return per_call_us(engine_frame(pager), count, repetitions)


def reference_frame() -> Callable[[int], float]:
    """The reference model's frame ``k``: the engine frame's values
    computed in plain Python, and the same reads."""
    pages = model.Pages(TABS, VIEWPORT)
    strip = model.layout([model.Item(w) for w in WIDTHS], model.StripStyle(), VIEWPORT)
    styles = (model.IndicatorStyle(), model.AppearanceStyle(), model.OffsetStyle())
    header = model.HeaderStyle(200.0, 44.0)

    def frame(k: int) -> float:
        page_offset = drag_offset(k)
        drawn = model.frame(pages, strip, page_offset, LIST_OFFSET, *styles, header)
        # the reads of engine_frame's frame, from the model's own values
        total = model.selected_index(drawn.position, TABS) + page_offset + drawn.strip_offset
        x, y, width, height = drawn.indicator[:4]
        total += x + y + width + height
        first = drawn.first_visible_item or 0
        for i, look in enumerate(drawn.appearances, first):
            total += strip.xs[i] + strip.widths[i] + look.color[0] + look.scale
        x, y, width, height = drawn.header.header
        return total + x + y + width + height + drawn.header.progress

    return frame


def reference_frame_us(count: int, repetitions: int) -> float:
    return per_call_us(reference_frame(), count, repetitions)


def item_edit_us(count: int, repetitions: int) -> dict[str, float]:
    """Microseconds per ``insert_item``, ``move_item`` and ``remove_item`` of
    a tab in the middle of ``EDIT_TABS`` (each edit is one C call; the C
    pager rebuilds its list and layout, O(n) in C). As many tabs are removed
    as were inserted, so every edit sees about ``EDIT_TABS`` tabs."""
    widths = [40.0 + i % 50 for i in range(EDIT_TABS)]
    middle = EDIT_TABS // 2
    with segpager.Pager(widths, VIEWPORT) as pager:
        insert = per_call_us(
            lambda k: pager.insert_item(middle, 50.0, id=EDIT_TABS + k), count, repetitions
        )
        move = per_call_us(
            lambda k: pager.move_item(middle, middle + 1 + k % 7), count, repetitions
        )
        remove = per_call_us(lambda _: pager.remove_item(middle), count, repetitions)
        assert len(pager.ids) == EDIT_TABS
    return {"py_insert_100k_us": insert, "py_move_100k_us": move, "py_remove_100k_us": remove}


#: The frames of one trace run.
TRACE_FRAMES = 1000


def trace_table() -> Any:
    """The trace's events: ``TRACE_FRAMES`` drag moves, one a frame, in a
    numpy structured array with ``segpager.RUN_EVENT_FIELDS`` (times set
    by ``trace_times``)."""
    import numpy

    from segpager._generated import abi as _abi

    table = numpy.zeros(TRACE_FRAMES, dtype=list(segpager.RUN_EVENT_FIELDS))
    table["kind"] = _abi.SEGPAGER_EVENT_DRAG_MOVED
    table["frame"] = numpy.arange(TRACE_FRAMES)
    table["offset"] = [drag_offset(k) for k in range(1, TRACE_FRAMES + 1)]
    return table


def trace_times(table: Any, run: int) -> Any:
    """Sets the trace's times for its ``run``-th run (each run goes on from
    the last one's time) and returns them."""
    import numpy

    times = (numpy.arange(1, TRACE_FRAMES + 1) + run * TRACE_FRAMES) / 120
    table["time"] = times
    return times


def trace_run(pager: segpager.Pager, table: Any) -> list[Any]:
    """One trace: ``Pager.run`` over ``table``, every frame and notification
    column decoded."""
    frames = pager.run(table)
    return [frames[name] for name in (*frames.COLUMNS, *frames.NOTIFICATION_COLUMNS)]


def trace_figures(repetitions: int) -> dict[str, float]:
    """A 1,000-frame trace of the benchmark's drag, per frame: through
    ``Pager.run`` with the events in a numpy structured array and every
    frame and notification column decoded (``trace_frame_us``), and the C frame of
    the same run (``trace_c_frame_us``: ``segpager_pager_run`` called with
    its buffers made beforehand, on a twin pager). The two alternate, and
    ``trace_frame_over_c`` is the median of each round's ratio, so a drift
    in the machine's speed cancels out."""
    import ctypes

    from segpager import _run
    from segpager._generated import abi as _abi

    table = trace_table()
    packed = bytearray(TRACE_FRAMES * _run.EVENT_SIZE)
    c_events = (_abi.CEvent * TRACE_FRAMES).from_buffer(packed)
    c_frames = (ctypes.c_uint32 * TRACE_FRAMES)(*range(TRACE_FRAMES))
    records = (_abi.CFrame * TRACE_FRAMES)()
    notes = (_abi.CNotification * (4 * TRACE_FRAMES))()
    note_frames = (ctypes.c_uint32 * (4 * TRACE_FRAMES))()
    buffers = _abi.CRunBuffers()
    _ffi._library.segpager_run_buffers_init(ctypes.byref(buffers))
    buffers.frames = ctypes.addressof(records)
    buffers.notifications, buffers.notification_frames = notes, note_frames
    buffers.notification_capacity = 4 * TRACE_FRAMES
    done, delivered = ctypes.c_size_t(), ctypes.c_size_t()
    run_c = _ffi._library.segpager_pager_run
    python_us, c_us = [], []
    with bench_pager() as pager, bench_pager() as twin:
        for r in range(repetitions + 1):  # the first round warms up
            times = trace_times(table, r)
            for k in range(TRACE_FRAMES):
                c_events[k].kind = _abi.SEGPAGER_EVENT_DRAG_MOVED
                c_events[k].time, c_events[k].offset = times[k], table["offset"][k]
            start = time.perf_counter()
            columns = trace_run(pager, table)
            python = time.perf_counter() - start
            start = time.perf_counter()
            run_c(twin._live(), c_events, c_frames, TRACE_FRAMES, TRACE_FRAMES,
                  ctypes.byref(buffers), ctypes.byref(done), ctypes.byref(delivered))  # fmt: skip
            c = time.perf_counter() - start
            assert done.value == TRACE_FRAMES
            assert len(columns[-1]) == delivered.value
            assert columns[0].shape == (TRACE_FRAMES,)
            if r:
                python_us.append(python / TRACE_FRAMES * 1e6)
                c_us.append(c / TRACE_FRAMES * 1e6)
    return {
        "trace_frame_us": statistics.median(python_us),
        "trace_c_frame_us": statistics.median(c_us),
        "trace_frame_over_c": statistics.median(
            p / c for p, c in zip(python_us, c_us, strict=True)
        ),
    }


def trace_speedup(figures: dict[str, float]) -> float:
    """The reference model's frame over a trace's frame."""
    return figures["py_reference_frame_us"] / figures["trace_frame_us"]


def noop_call_us(count: int, repetitions: int) -> float:
    version = _ffi._library.segpager_version
    return per_call_us(lambda _: version(), count, repetitions)


def import_ms(runs: int) -> float:
    """How long ``import segpager`` takes in a fresh interpreter: the median
    over ``runs`` processes of the time each measures around its own import
    (timed inside the process, so the process start, ~20 ms that drifts with
    the machine's load by more than the import costs, is not in it; a
    difference of two process timings came out negative on a loaded machine)."""
    code = (
        "import time; start = time.perf_counter(); import segpager; "
        "print((time.perf_counter() - start) * 1e3)"
    )

    def run() -> float:
        command = [sys.executable, "-c", code]
        done = subprocess.run(command, check=True, capture_output=True, text=True)
        return float(done.stdout.strip().splitlines()[-1])

    run()  # warm the file cache
    return statistics.median(run() for _ in range(runs))


def merge_rounds(rounds: list[dict[str, float]]) -> dict[str, float]:
    """Each figure's median over the rounds of one benchmark program (the
    Makefile runs the C and the Swift programs in turns)."""
    keys = {key for one in rounds for key in one}
    return {key: statistics.median(one[key] for one in rounds if key in one) for key in keys}


def paired_ratio(
    c_rounds: list[dict[str, float]],
    swift_rounds: list[dict[str, float]],
    numerator: str = "c_frame_ns",
    denominator: str = "swift_frame_ns",
) -> float:
    """``c_over_swift`` as the median of round k's C frame over round k's
    Swift frame: the two run back to back, so a drift in the machine's
    speed between rounds cancels out. Other keys pair the same way
    (``py_frame_over_c``: a round's Python frame over its C frame)."""
    pairs = zip(c_rounds, swift_rounds, strict=True)
    return statistics.median(a[numerator] / b[denominator] for a, b in pairs)


def frame_round(count: int, repetitions: int) -> dict[str, float]:
    """One round's Python frame, reference frame and floor frame, one after
    the other."""
    return {
        "py_frame_us": engine_frame_us(count, repetitions),
        "py_reference_frame_us": reference_frame_us(count, repetitions),
        "py_floor_frame_us": per_call_us(floor_frame(), count, repetitions),
    }


def speedup_ceiling(py_rounds: list[dict[str, float]], c_rounds: list[dict[str, float]]) -> float:
    """``py_speedup_ceiling``: the most ``py_speedup`` could be with
    segpager's Python taking no time, the median over the rounds of the
    reference frame over the floor frame plus the C frame (the ctypes call
    around the C step left out, so the ceiling is if anything too high)."""
    pairs = zip(py_rounds, c_rounds, strict=True)
    return statistics.median(
        py["py_reference_frame_us"] / (py["py_floor_frame_us"] + c["c_frame_ns"] / 1000)
        for py, c in pairs
    )


def report(figures: dict[str, float]) -> dict[str, object]:
    """The figures with the ratios and, per target, whether it is met."""
    out: dict[str, object] = dict(figures)
    if "py_speedup" not in figures:
        out["py_speedup"] = figures["py_reference_frame_us"] / figures["py_frame_us"]
    if "py_frame_over_c" not in figures and "c_frame_ns" in figures:
        out["py_frame_over_c"] = figures["py_frame_us"] * 1000 / figures["c_frame_ns"]
    if "c_over_swift" not in figures and "c_frame_ns" in figures and "swift_frame_ns" in figures:
        out["c_over_swift"] = figures["c_frame_ns"] / figures["swift_frame_ns"]
    met = {}
    for key, (target, sense) in TARGETS.items():
        value = out.get(key)
        if isinstance(value, float):
            met[key] = value >= target if sense == "min" else value <= target
    out["targets_met"] = met
    return out


def emit(result: dict[str, object], out: Path | None) -> None:
    """Prints ``result`` as one JSON line, and writes it to ``out`` too."""
    line = json.dumps(result, sort_keys=True)
    if out is not None:
        out.write_text(line + "\n")
    print(line)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a few iterations (for tests)")
    parser.add_argument("--c-json", type=Path, help="bench_frame's output")
    parser.add_argument("--swift-json", type=Path, help="SegPagerBench's output")
    parser.add_argument("--py-json", type=Path, help="the --frame-round lines, one per round")
    parser.add_argument("--web-json", type=Path, help="bindings/js/bench/bench_frame.mjs's lines")
    parser.add_argument("--browser-json", type=Path, help="bench_browser.py's line")
    parser.add_argument("--out", type=Path, help="where to write the JSON")
    parser.add_argument("--frame-round", action="store_true", help="time one round of frames only")
    args = parser.parse_args(argv)
    count, repetitions = (50, 3) if args.quick else (3000, 15)
    if args.frame_round:
        print(json.dumps(frame_round(count, repetitions), sort_keys=True))
        return 0
    figures: dict[str, float] = {}
    rounds: dict[str, list[dict[str, float]]] = {}
    sides = (
        ("c", args.c_json),
        ("swift", args.swift_json),
        ("py", args.py_json),
        ("web", args.web_json),
    )
    for side, path in sides:
        if path is not None:
            lines = path.read_text().splitlines()
            rounds[side] = [json.loads(line) for line in lines if line.strip()]
            figures.update(merge_rounds(rounds[side]))
    if args.browser_json is not None and args.browser_json.read_text().strip():
        figures.update(json.loads(args.browser_json.read_text().strip().splitlines()[-1]))
    figures.pop("sink", None)
    figures.pop("wasm_sink", None)
    if "web" in rounds:
        web = rounds["web"]
        figures["web_bytes_gzip"] = float(web[-1]["web_bytes_gzip"])
        figures["js_frame_over_wasm"] = statistics.median(one["js_frame_over_wasm"] for one in web)
        if "c" in rounds:
            figures["wasm_frame_over_c"] = paired_ratio(
                web, rounds["c"], "wasm_frame_ns", "c_frame_ns"
            )
    if "c" in rounds and "swift" in rounds:
        figures["c_over_swift"] = paired_ratio(rounds["c"], rounds["swift"])
    if "py" in rounds:
        py = rounds["py"]
        figures["py_speedup"] = paired_ratio(py, py, "py_reference_frame_us", "py_frame_us")
        if "c" in rounds:
            over_c = paired_ratio(py, rounds["c"], "py_frame_us", "c_frame_ns")
            figures["py_frame_over_c"] = over_c * 1000
            figures["py_speedup_ceiling"] = speedup_ceiling(py, rounds["c"])
    else:
        figures.update(frame_round(count, repetitions))
    figures["py_noop_call_us"] = noop_call_us(count * 10, repetitions)
    figures.update(trace_figures(3 if args.quick else 15))
    figures["trace_speedup"] = trace_speedup(figures)
    # Fewer edits than frames: each is some hundred microseconds.
    figures.update(item_edit_us(*((3, 3) if args.quick else (20, 5))))
    figures["import_ms"] = import_ms(5 if args.quick else 11)
    emit(report(figures), args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
