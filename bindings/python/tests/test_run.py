"""``Pager.run`` (#19): many frames in one foreign call. Its frames are
``step``'s, bit for bit, notifications and their frames included; it makes
one foreign call per run; its Python heap stays flat; bad input raises as a
step's does; and it works without numpy (memoryview columns)."""

from __future__ import annotations

import ctypes
import importlib
import struct
import sys
from array import array
from collections import Counter
from collections.abc import Callable
from typing import Any

import numpy
import pytest
from hypothesis import given, strategies as st

import segpager
from segpager import (
    DragBegan,
    DragEnded,
    DragMoved,
    HostScrolled,
    ListEnded,
    ListScrolled,
    PagerConfiguration,
    PageWindowPolicy,
    PointerDown,
    PointerMoved,
    PointerUp,
    Resized,
    Select,
    TabTapped,
    Tick,
    Wheel,
    _ffi,
)
from segpager._generated import abi as _abi

from .conftest import heap_growth

W = 375.0
WIDTHS = [40.0 + (i * 7 % 50) for i in range(12)]
HEADER = segpager.PagerHeader(segpager.HeaderStyle(height=200, pinned_height=44))


def _bits(value: Any) -> Any:
    """A float by its bit pattern (so -0.0 and NaN compare exactly); others as they are."""
    return struct.pack("<d", value) if isinstance(value, float) else value


def _index(value: int | None) -> int:
    return _ffi.NONE if value is None else value


def _rect(prefix: str, rect: Any) -> dict[str, Any]:
    return {f"{prefix}.{k}": getattr(rect, k) for k in ("x", "y", "width", "height")}


def expected_columns(frame: segpager.PagerFrame) -> dict[str, Any]:
    """Every column of a run's record, read from the frame ``step`` returned."""
    i = frame.strip.indicator
    values: dict[str, Any] = {
        "phase": int(frame.phase),
        "selected_index": _index(frame.selected_index),
        "transition_target": _index(frame.transition_target),
        "strip.first_visible_item": _index(frame.strip.first_visible_item),
        "time": frame.time,
        "page_offset": frame.page_offset,
        "position": frame.position,
        "target_page_offset": frame.target_page_offset,
        "transition_progress": frame.transition_progress,
        "strip.strip_offset": frame.strip.strip_offset,
        **_rect("strip.indicator", i),
        "strip.indicator.corner_radius": i.corner_radius,
        "strip.indicator.alpha": i.alpha,
        "strip.indicator.rounded_corners": int(i.rounded_corners),
        "appearance_count": len(frame.strip.appearances),
        "notification_count": len(frame.notifications),
        "page_count": len(frame.pages),
        "has_header": int(frame.header is not None),
        "list_offset": frame.list_offset,
        "split.header": frame.split.header,
        "split.list": frame.split.list,
        "split.overscroll": frame.split.overscroll,
        "dropped_notifications": frame.dropped_notifications,
        "strip_content_width": frame.strip_content_width,
        "strip_scrolls": int(frame.strip_scrolls),
        "strip_phase": int(frame.strip_phase),
        "gesture": int(frame.gesture),
        "list_animating": int(frame.list_animating),
    }
    header = frame.header
    zero = segpager.Rect(0.0, 0.0, 0.0, 0.0)
    drawn = header.frame if header else None
    values.update(_rect("header.frame.header", drawn.header if drawn else zero))
    values.update(_rect("header.frame.content", drawn.content if drawn else zero))
    values.update(_rect("header.frame.strip", drawn.strip if drawn else zero))
    values["header.frame.phase"] = int(drawn.phase) if drawn else 0
    values["header.frame.progress"] = drawn.progress if drawn else 0.0
    values["header.frame.stretch_scale"] = drawn.stretch_scale if drawn else 0.0
    values["header.header_offset"] = header.header_offset if header else 0.0
    values["header.pull"] = header.pull if header else 0.0
    values["header.refreshing"] = int(header.refreshing) if header else 0
    values["header.animating"] = int(header.animating) if header else 0
    return values


def test_the_expected_columns_are_every_column() -> None:
    with segpager.Pager(WIDTHS, W) as pager:
        assert set(expected_columns(pager.step([Tick(0.0)]))) == set(segpager.PagerRun.COLUMNS)


def last_frame_bytes(pager: segpager.Pager) -> bytes:
    """``segpager_pager_last_frame`` with room for every array: the frame and
    its appearances, strip items, pages and list offsets, as bytes."""
    room = 64
    looks = (_abi.CItemAppearance * room)()
    items = (_abi.CStripItem * room)()
    pages = (_abi.CPageVisibility * room)()
    offsets = (ctypes.c_double * room)()
    notes = (_abi.CNotification * room)()
    buffers = _abi.CStepBuffers()
    _ffi._library.segpager_step_buffers_init(ctypes.byref(buffers))
    buffers.appearances, buffers.appearance_capacity = looks, room
    buffers.strip_items, buffers.strip_item_capacity = items, room
    buffers.pages, buffers.page_capacity = pages, room
    buffers.list_offsets, buffers.list_offset_capacity = offsets, room
    buffers.notifications, buffers.notification_capacity = notes, room
    frame = _abi.CFrame()
    frame.struct_size = ctypes.sizeof(frame)
    _ffi._library.segpager_pager_last_frame(
        pager._live(), ctypes.byref(frame), ctypes.byref(buffers)
    )
    return b"".join(bytes(a) for a in (frame, looks, items, pages, offsets, notes))


def expect_run_equals_steps(batches: list[list[Any]], **pager: Any) -> segpager.PagerRun:
    """Runs ``batches`` on one pager and steps them on a twin: every record
    and notification must be the step's, bit for bit."""
    with segpager.Pager(WIDTHS, W, **pager) as ran, segpager.Pager(WIDTHS, W, **pager) as stepped:
        frames = ran.run(batches)
        steps = [stepped.step(batch) for batch in batches]
        assert len(frames) == len(steps)
        expected = [expected_columns(step) for step in steps]
        for name in segpager.PagerRun.COLUMNS:
            column = frames[name].tolist()
            wanted = [record[name] for record in expected]
            assert list(map(_bits, column)) == list(map(_bits, wanted)), name
        notes = [(f, n) for f, step in enumerate(steps) for n in step.notifications]
        assert (
            list(zip(frames["notifications.frame"].tolist(), frames.notifications, strict=True))
            == notes
        )
        # the notification columns hold the same
        for field in ("kind", "page", "id", "time"):
            column = frames[f"notifications.{field}"].tolist()
            assert list(map(_bits, column)) == [_bits(getattr(n, field)) for _, n in notes]
        # the run made its frames without arrays (its records hold none), but
        # the last frame, written again, has the step's arrays
        assert last_frame_bytes(ran) == last_frame_bytes(stepped)
        # the pagers are alike afterwards too
        t = max((e.time for batch in batches for e in batch), default=0.0) + 0.01
        assert ran.step([Tick(t)]) == stepped.step([Tick(t)])
    return frames


def _event(draw: st.DrawFn, t: float) -> Any:
    """One event at ``t``: its kind is drawn first, then only its fields."""
    count = len(WIDTHS)
    offset = st.floats(min_value=-W, max_value=count * W)
    velocity = st.floats(min_value=-5000, max_value=5000)
    index = st.integers(0, count - 1)
    x, y, wheel = st.floats(0, W), st.floats(0, 700), st.floats(-40, 40)
    makers: list[Callable[[], Any]] = [
        lambda: DragBegan(t),
        lambda: DragMoved(t, draw(offset)),
        lambda: DragEnded(t, draw(velocity)),
        lambda: TabTapped(t, draw(index)),
        lambda: Select(t, draw(index), draw(st.booleans())),
        lambda: Tick(t),
        lambda: Resized(t, draw(st.sampled_from([320.0, 375.0, 812.0]))),
        lambda: ListScrolled(t, draw(st.floats(-80, 80))),
        lambda: ListEnded(t, draw(velocity)),
        lambda: PointerDown(t, draw(x), draw(y), draw(st.sampled_from(segpager.PointerRegion))),
        lambda: PointerMoved(t, draw(x), draw(y)),
        lambda: PointerUp(t, draw(x), draw(y)),
        lambda: Wheel(t, draw(wheel), draw(wheel)),
    ]
    return makers[draw(st.integers(min_value=0, max_value=len(makers) - 1))]()


@st.composite
def runs(draw: st.DrawFn) -> list[list[Any]]:
    """A session's frames: drags, releases, taps, selections, resizes, list
    scrolls and flings, pointer gestures and wheels, ticks; frames of zero
    to three events."""
    t = 0.0
    batches: list[list[Any]] = []
    for _ in range(draw(st.integers(min_value=0, max_value=60))):
        batch: list[Any] = []
        for _ in range(draw(st.sampled_from([0, 1, 1, 1, 2, 3]))):
            t += draw(st.sampled_from([0.0, 1 / 120, 1 / 60, 0.1, 0.5]))
            batch.append(_event(draw, t))
        batches.append(batch)
    return batches


@given(runs(), st.booleans())
def test_run_frames_are_step_frames_bit_for_bit(batches: list[list[Any]], header: bool) -> None:
    expect_run_equals_steps(batches, header=HEADER if header else None)


def test_a_frame_with_more_notifications_than_the_array_holds_loses_none() -> None:
    # 60 loads in the first frame, a tap across 150 pages later: the run's
    # array (2 per frame and 64) fills, so it grows and goes on.
    config = PagerConfiguration(windows=PageWindowPolicy(prepare_radius=60))
    with (
        segpager.Pager([10.0] * 200, 300, config=config) as ran,
        segpager.Pager([10.0] * 200, 300, config=config) as stepped,
    ):
        batches: list[list[segpager.Event]] = [
            [Tick(0.0)],
            [TabTapped(0.1, 150), Tick(5.0)],
            [Tick(6.0)],
        ]
        frames = ran.run(batches)
        steps = [stepped.step(b) for b in batches]
    got = list(
        zip(frames["notifications.frame"].tolist(), map(str, frames.notifications), strict=True)
    )
    assert got == [(f, str(n)) for f, s in enumerate(steps) for n in s.notifications]
    assert frames["notification_count"].tolist() == [len(s.notifications) for s in steps]
    assert len(got) > 200


def test_the_three_input_forms_give_the_same_frames() -> None:
    batches = [[DragBegan(0.0)], [DragMoved(0.1, 40.0)], [], [DragEnded(0.2, 900.0)], [Tick(0.3)]]
    table = numpy.zeros(4, dtype=list(segpager.RUN_EVENT_FIELDS))
    table["kind"] = [_abi.SEGPAGER_EVENT_DRAG_BEGAN, _abi.SEGPAGER_EVENT_DRAG_MOVED,
                     _abi.SEGPAGER_EVENT_DRAG_ENDED, _abi.SEGPAGER_EVENT_TICK]  # fmt: skip
    table["time"] = [0.0, 0.1, 0.2, 0.3]
    table["offset"] = [0.0, 40.0, 0.0, 0.0]
    table["velocity"] = [0.0, 0.0, 900.0, 0.0]
    table["frame"] = [0, 1, 3, 4]
    packed = table[[name for name, _ in segpager.RUN_EVENT_FIELDS if name != "frame"]]
    raw = numpy.zeros(4, dtype=segpager.run._C_EVENT)
    for name in raw.dtype.names or ():
        raw[name] = packed[name]
    with (
        segpager.Pager(WIDTHS, W) as a,
        segpager.Pager(WIDTHS, W) as b,
        segpager.Pager(WIDTHS, W) as c,
    ):
        lists = a.run(batches)
        arrays = b.run(table)
        buffers = c.run(memoryview(raw.tobytes()), array("I", [0, 1, 3, 4]), frame_count=5)
    for name in segpager.PagerRun.COLUMNS:
        assert lists[name].tolist() == arrays[name].tolist() == buffers[name].tolist(), name
    assert lists.notifications == arrays.notifications == buffers.notifications


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Every function in the prototype table, wrapped to count its calls."""
    calls: Counter[str] = Counter()
    library = _ffi._library
    for name in _abi.PROTOTYPES:
        function = getattr(library, name)

        def counting(*args: Any, _f: Any = function, _name: str = name) -> Any:
            calls[_name] += 1
            return _f(*args)

        monkeypatch.setattr(library, name, counting)
    return calls


def test_one_foreign_call_per_run(counted: Counter[str]) -> None:
    with segpager.Pager(WIDTHS, W, header=HEADER) as pager:
        pager.step([DragBegan(0.0)])
        counted.clear()
        for r in range(5):
            batches = [
                [DragMoved((r * 200 + k) / 120, 16.0 * k), ListScrolled((r * 200 + k) / 120, 1.0)]
                for k in range(1, 201)
            ]
            frames = pager.run(batches)
            # reading the columns and the notifications is free of foreign calls too
            _ = frames["strip.indicator.x"], frames["header.frame.content.y"], frames.notifications
    assert counted == Counter({"segpager_pager_run": 5, "segpager_pager_destroy": 1})


def test_a_run_does_not_grow_the_python_heap() -> None:
    with segpager.Pager(WIDTHS, W, header=HEADER) as pager:
        pager.step([DragBegan(0.0)])

        def go(start: int, count: int) -> None:
            table = numpy.zeros(count, dtype=list(segpager.RUN_EVENT_FIELDS))
            k = numpy.arange(start, start + count)
            table["kind"] = _abi.SEGPAGER_EVENT_DRAG_MOVED
            table["time"] = k / 120
            table["offset"] = (16.0 * k) % 3000
            table["frame"] = k - start
            frames = pager.run(table)
            indicator, offset = frames["strip.indicator.x"], frames["strip.strip_offset"]
            _ = indicator.sum() + offset.sum(), frames.notifications

        grown = heap_growth(go)
    # 20,000 frames: anything kept per frame would be hundreds of kilobytes.
    assert grown < 4096, grown


def test_bad_runs_raise_as_steps_do_and_change_nothing() -> None:
    with segpager.Pager(WIDTHS, W) as pager, segpager.Pager(WIDTHS, W) as fresh:
        late = [[Tick(1.0)], [], [Tick(0.5)]]
        with pytest.raises(segpager.EventOrderError, match=r"events\[1\]\.time"):
            pager.run(late)
        with pytest.raises(segpager.IndexOutOfRangeError, match=r"events\[1\]\.index"):
            pager.run([[Tick(1.0)], [TabTapped(1.1, 99)]])
        with pytest.raises(segpager.NotFiniteError, match=r"events\[0\]\.offset"):
            pager.run([[DragMoved(1.0, float("nan"))]])
        with pytest.raises(TypeError, match="must be a pager event"):
            pager.run([[Tick(1.0)], ["tick"]])
        with pytest.raises(segpager.OutOfRangeError):
            pager.run([[TabTapped(1.0, 2**31)]])
        event = struct.pack("@iiiidddd", _abi.SEGPAGER_EVENT_TICK, 0, 0, 0, 1.0, 0.0, 0.0, 0.0)
        with pytest.raises(segpager.IndexOutOfRangeError, match=r"event_frames\[1\]"):
            pager.run(event * 2, [0, 3], frame_count=2)
        with pytest.raises(segpager.EventOrderError, match=r"event_frames\[1\]"):
            pager.run(event * 2, [1, 0], frame_count=2)
        with pytest.raises(segpager.UnknownEnumError, match=r"events\[0\]\.kind"):
            pager.run(struct.pack("@iiiidddd", 99, 0, 0, 0, 1.0, 0.0, 0.0, 0.0), [0])
        with pytest.raises(segpager.OutOfRangeError, match="frames"):
            pager.run(event, [-1])
        with pytest.raises(ValueError, match="whole number"):
            pager.run(event[:-1], [0])
        with pytest.raises(ValueError, match="frame indices"):
            pager.run(event, [0, 0])
        with pytest.raises(TypeError, match="RUN_EVENT_FIELDS"):
            pager.run(numpy.zeros(1, dtype=[("time", "f8")]))
        with pytest.raises(ValueError, match="frame_count"):
            pager.run([[Tick(1.0)]], frame_count=2)
        # nothing was applied: the pager is a fresh one still
        assert pager.step([Tick(0.0)]) == fresh.step([Tick(0.0)])
    with pytest.raises(ValueError, match="closed"):
        pager.run([[Tick(0.0)]])


def test_a_run_with_no_frames_is_empty() -> None:
    with segpager.Pager(WIDTHS, W) as pager:
        frames = pager.run([])
    assert len(frames) == 0
    assert frames["page_offset"].tolist() == []
    assert frames.notifications == ()


def test_columns_are_read_only() -> None:
    with segpager.Pager(WIDTHS, W) as pager:
        frames = pager.run([[Tick(0.0)]])
    with pytest.raises(ValueError, match="read-only"):
        frames["page_offset"][0] = 1.0
    with pytest.raises(KeyError, match="not a column"):
        frames["indicator"]


def test_columns_are_named_as_the_frame_nests_them_and_0_7_names_still_read() -> None:
    # the frame's strip moved under frame.strip in 0.8.0: the columns too
    batches: list[list[segpager.PagerEvent]] = [
        [Tick(0.0)],
        [segpager.TabTapped(0.1, 2)],
        [Tick(0.3)],
    ]
    with segpager.Pager(WIDTHS, W) as pager:
        frames = pager.run(batches)
    with segpager.Pager(WIDTHS, W) as twin:
        frame = [twin.step(batch) for batch in batches][-1]
    assert frame.strip.indicator.x != 0  # the tap moved it
    assert frames["strip.indicator.x"][-1] == frame.strip.indicator.x
    assert frames["strip.strip_offset"][-1] == frame.strip.strip_offset
    assert "indicator.x" not in frames.COLUMNS
    moved = {
        "indicator.x": "strip.indicator.x",
        "indicator.rounded_corners": "strip.indicator.rounded_corners",
        "strip_offset": "strip.strip_offset",
        "first_visible_item": "strip.first_visible_item",
    }
    for old, new in moved.items():
        said = rf"PagerRun\['{old}'\] is PagerRun\['{new}'\].*0\.10\.0"
        with pytest.warns(DeprecationWarning, match=said):
            column = frames[old]
        assert column.tolist() == frames[new].tolist()


def test_without_numpy_the_columns_are_memoryviews(monkeypatch: pytest.MonkeyPatch) -> None:
    batches = [[DragBegan(0.0)], [DragMoved(0.1, 40.0)], [], [TabTapped(0.2, 5)], [Tick(1.0)]]
    with segpager.Pager(WIDTHS, W, header=HEADER) as pager:
        with_numpy = pager.run(batches)
    monkeypatch.setitem(sys.modules, "numpy", None)  # `import numpy` now fails
    plain = importlib.reload(segpager.run)
    try:
        assert plain.numpy is None
        with segpager.Pager(WIDTHS, W, header=HEADER) as pager:
            frames = pager.run(batches)
            event = struct.pack("@iiiidddd", _abi.SEGPAGER_EVENT_TICK, 0, 0, 0, 2.0, 0, 0, 0)
            buffered = pager.run(event, array("I", [0]))
        for name in (*plain.PagerRun.COLUMNS, *plain.PagerRun.NOTIFICATION_COLUMNS):
            column = frames[name]
            assert isinstance(column, memoryview), name
            assert column.readonly
            assert list(map(_bits, column.tolist())) == list(
                map(_bits, with_numpy[name].tolist())
            ), name
        assert isinstance(frames["notifications.frame"], memoryview)
        assert frames["notifications.frame"].tolist() == with_numpy["notifications.frame"].tolist()
        assert frames.notifications == with_numpy.notifications
        assert buffered["time"].tolist() == [2.0]
    finally:
        monkeypatch.undo()
        importlib.reload(segpager.run)


def test_a_frame_that_fails_while_applying_keeps_the_frames_before_it() -> None:
    # A looping pager's offset past 1e12 pages (finite, so the run's checks
    # pass) shows only while applying: the run raises there, the frames
    # before it stay applied (as steps would have), the failing one is not.
    # (Until 0.8.0 a resize to 1e308 did; it is now refused with the checks.)
    config = PagerConfiguration(looping=True)
    with (
        segpager.Pager(WIDTHS, W, config=config) as pager,
        segpager.Pager(WIDTHS, W, config=config) as twin,
    ):
        for each in (pager, twin):
            each.step([Select(0.0, 3, False)])
        far = [[TabTapped(0.1, 6)], [Tick(0.2)], [HostScrolled(0.3, 1e300)], [Tick(0.4)]]
        refused = r"offset: must be within 1e12 pages of page 0 when the pages loop \(got 1e\+300\)"
        with pytest.raises(segpager.OutOfRangeError, match=refused):
            pager.run(far)
        twin.step([TabTapped(0.1, 6)])
        twin.step([Tick(0.2)])
        frame = pager.step([Tick(0.25)])
        assert frame == twin.step([Tick(0.25)])
        assert frame.selected_index == 6  # the tap was applied


def test_a_run_that_overflows_again_and_again_loses_nothing(counted: Counter[str]) -> None:
    # Far taps across 200 pages with 60 loaded either side: the taps'
    # notifications outgrow what the array has left, again and again; each
    # time the run goes on from the next frame (the event indices shifted
    # from the caller's, not from the last call's).
    config = PagerConfiguration(windows=PageWindowPolicy(prepare_radius=60))
    batches: list[list[segpager.Event]] = [[Tick(0.0)]]
    for k, target in enumerate([150, 10, 190, 0, 120, 40, 199, 5]):
        batches.append([TabTapped(1.0 + 2 * k, target), Tick(2.0 + 2 * k)])
        batches.append([])
    with (
        segpager.Pager([10.0] * 200, 300, config=config) as ran,
        segpager.Pager([10.0] * 200, 300, config=config) as stepped,
    ):
        counted.clear()
        frames = ran.run(batches)
        runs = counted["segpager_pager_run"]
        steps = [stepped.step(b) for b in batches]
    assert runs > 2  # it did go on after more than one overflow
    got = list(
        zip(frames["notifications.frame"].tolist(), map(str, frames.notifications), strict=True)
    )
    assert got == [(f, str(n)) for f, s in enumerate(steps) for n in s.notifications]
    assert frames["notification_count"].tolist() == [len(s.notifications) for s in steps]
    assert frames["dropped_notifications"].tolist() == [0] * len(steps)
    assert frames["selected_index"].tolist() == [s.selected_index for s in steps]


def test_last_frame_is_the_runs_last_after_a_run_and_none_after_a_refused_first_step() -> None:
    # #48: last_frame was None after every run (or the step before it), and
    # a zeroed frame after a refused first step
    batches: list[list[Any]] = [
        [DragBegan(0.0)],
        [DragMoved(0.016, 120.0)],
        [DragEnded(0.032, 900.0)],
    ]
    batches += [[Tick(0.05 + k / 60)] for k in range(20)]
    with segpager.Pager(WIDTHS, W) as ran, segpager.Pager(WIDTHS, W) as stepped:
        with pytest.raises(segpager.IndexOutOfRangeError):
            ran.step([TabTapped(0.0, 99)])
        assert ran.last_frame is None
        ran.step([Tick(0.0)])
        stepped.step([Tick(0.0)])
        ran.run(batches)
        last = [stepped.step(batch) for batch in batches][-1]
        frame = ran.last_frame
        assert frame is not None
        for field in ("time", "phase", "selected_index", "page_offset", "position", "gesture"):
            assert getattr(frame, field) == getattr(last, field), field
        assert frame.strip.strip_offset == last.strip.strip_offset
        assert [p.x for p in frame.pages] == [p.x for p in last.pages]
        assert [i.appearance.color for i in frame.strip_items] == [
            i.appearance.color for i in last.strip_items
        ]
        # a refused step after that keeps it
        with pytest.raises(segpager.IndexOutOfRangeError):
            ran.step([TabTapped(9.0, 99)])
        again = ran.last_frame
        assert again is not None
        assert again.time == last.time
