"""Liveness (issue #15): after any event stream that ends with no finger
down, ticking for the longest settle time brings the pager to rest, with
exactly one page appeared when it has tabs. The streams mix drags, taps,
selects, resizes (to zero and back) and tab lists that change, empty
included, between steps."""

from __future__ import annotations

import contextlib
import math
from typing import Any

import pytest
from hypothesis import example, given, strategies as st

from segpager import (
    DampedSpring,
    DragBegan,
    DragEnded,
    DragMoved,
    HostScrolled,
    NotificationKind,
    OutOfRangeError,
    PageGeometry,
    Pager,
    PagerConfiguration,
    PagerPhase,
    PointerCancelled,
    PointerDown,
    PointerMoved,
    PointerUp,
    Resized,
    ScrollDriver,
    SegPagerError,
    Select,
    SettleMode,
    StripDragBegan,
    StripDragEnded,
    StripDragMoved,
    TabTapped,
    Tick,
    Wheel,
)

W = 320.0
# The longest a motion takes from rest: a tap or a curve settle (0.3 s by
# default), or a critically damped spring with a 0.35 s response, which is
# within a quarter point well before 2 s; 5 s leaves room for a settle that
# starts at the end of the stream.
SETTLE_SECONDS = 5.0

APPEARANCE = {
    NotificationKind.WILL_APPEAR: "appearing",
    NotificationKind.DID_APPEAR: "appeared",
    NotificationKind.WILL_DISAPPEAR: "disappearing",
    NotificationKind.DID_DISAPPEAR: None,
}


@st.composite
def sessions(draw: Any) -> tuple[PagerConfiguration, list[tuple[str, Any]]]:
    config = PagerConfiguration(
        settle_mode=draw(st.sampled_from(SettleMode)),
        looping=draw(st.booleans()),
        initial_index=draw(st.integers(-1, 4)),
    )
    steps: list[tuple[str, Any]] = []
    t = 0.0
    for _ in range(draw(st.integers(0, 25))):
        t += draw(st.sampled_from([0.0, 0.016, 0.1, 0.5]))
        kind = draw(
            st.sampled_from(["drag", "move", "end", "tap", "select", "resize", "tabs", "tick"])
        )
        if kind == "tabs":
            steps.append(("tabs", draw(st.integers(0, 5))))
        elif kind == "drag":
            steps.append(("events", [DragBegan(t)]))
        elif kind == "move":
            steps.append(("events", [DragMoved(t, draw(st.floats(-2 * W, 6 * W)))]))
        elif kind == "end":
            steps.append(("events", [DragEnded(t, draw(st.floats(-3000, 3000)))]))
        elif kind == "resize":
            steps.append(("events", [Resized(t, draw(st.sampled_from([0.0, W, 200.0])))]))
        elif kind == "tick":
            steps.append(("events", [Tick(t)]))
        else:
            steps.append((kind, (t, draw(st.integers(0, 4)))))
    return config, steps


@given(sessions())
def test_a_pager_always_comes_to_rest_with_one_page_appeared(
    session: tuple[PagerConfiguration, list[tuple[str, Any]]],
) -> None:
    config, steps = session
    states: dict[int, str | None] = {}
    t = 0.0
    with Pager([], W, config=config) as pager:
        next_id = 100
        for kind, value in steps:
            if kind == "tabs":
                # keep some ids, add new ones: edits under whatever is running
                kept = list(pager.ids)[: value // 2]
                fresh = list(range(next_id, next_id + value - len(kept)))
                next_id += len(fresh)
                pager.set_items([40.0] * value, ids=kept + fresh)
                continue
            count = len(pager.ids)
            if kind in ("tap", "select"):
                t, index = value
                if not count:
                    continue
                events = [(TabTapped if kind == "tap" else Select)(t, index % count)]
            else:
                events = value
                t = max(t, events[0].time)
            try:
                frame = pager.step(events)
            except OutOfRangeError:
                # a width of 0 leaves no page stride: refused, nothing applied
                assert isinstance(events[0], Resized)
                continue
            for note in frame.notifications:
                if note.kind in APPEARANCE:
                    states[note.id] = APPEARANCE[note.kind]
        # the finger lifts, the width is the pager's again, and time passes
        t += 0.1
        frames = [pager.step([DragEnded(t, 0.0), Resized(t, W)])]
        frames += [
            pager.step([Tick(t + k * 0.25)]) for k in range(1, int(SETTLE_SECONDS / 0.25) + 1)
        ]
        for frame in frames:
            for note in frame.notifications:
                if note.kind in APPEARANCE:
                    states[note.id] = APPEARANCE[note.kind]
        last = frames[-1]
        assert last.phase is PagerPhase.IDLE, (last.phase, last.position)
        if pager.ids:
            present = set(pager.ids)
            appeared = [i for i, s in states.items() if s == "appeared" and i in present]
            busy = [i for i, s in states.items() if s not in (None, "appeared") and i in present]
            assert len(appeared) == 1, states
            assert busy == [], states
            assert appeared[0] == pager.ids[last.selected_index or 0]


# Far numbers, every event kind: each stream may be refused in part (far
# numbers are, by design), but no step leaves the pager unable to step
# again. A looping strip flung at 1e300 pt/s used to rest where no virtual
# item is an integer, and every later step failed with E_NOT_FINITE.
FAR = [1e300, 1e15, 1e12, 2.0**31, 2.0**32, 1e9, 1e11, 0.0, 1.0, 0.5, 10.0, 375.0]
FAR_EVENTS = (
    DragBegan,
    DragMoved,
    DragEnded,
    HostScrolled,
    TabTapped,
    Tick,
    Resized,
    Wheel,
    PointerDown,
    PointerMoved,
    PointerUp,
    StripDragBegan,
    StripDragMoved,
    StripDragEnded,
)


@st.composite
def far_sessions(draw: Any) -> tuple[PagerConfiguration, float, int, list[Any]]:
    config = PagerConfiguration(
        looping=draw(st.booleans()),
        driver=draw(st.sampled_from(ScrollDriver)),
    )
    width = draw(st.sampled_from([375.0, 1.0, 0.001, 1e6]))
    far = st.builds(lambda v, s: v * s, st.sampled_from(FAR), st.sampled_from([1.0, -1.0]))
    events: list[Any] = []
    t = 0.0
    for _ in range(draw(st.integers(1, 30))):
        t += draw(st.sampled_from([0.0, 0.016, 0.5, 10.0]))
        kind = draw(st.sampled_from(list(FAR_EVENTS)))
        if kind in (DragBegan, StripDragBegan, Tick):
            events.append(kind(t))
        elif kind is TabTapped:
            events.append(TabTapped(t, draw(st.integers(0, 5))))
        elif kind is Resized:
            events.append(Resized(t, draw(st.sampled_from([375.0, 1.0, 1e6]))))
        elif kind in (PointerDown, PointerMoved, PointerUp):
            events.append(kind(t, draw(far), 100.0))
        elif kind is Wheel:
            events.append(Wheel(t, draw(far), draw(far)))
        else:
            events.append(kind(t, draw(far)))
    return config, width, draw(st.integers(1, 6)), events


@given(far_sessions())
@example(  # the stuck pager that the web door's random sessions found
    (
        PagerConfiguration(looping=True),
        375.0,
        3,
        [Tick(0.0), StripDragBegan(1.0), StripDragEnded(1.0, 1e300)],
    )
)
def test_far_numbers_never_leave_a_pager_that_cannot_step(
    session: tuple[PagerConfiguration, float, int, list[Any]],
) -> None:
    config, width, count, events = session
    with Pager([28.0, 47.0, 34.0, 38.0, 30.0, 31.0][:count], width, config=config) as pager:
        for event in events:
            with contextlib.suppress(SegPagerError):  # refused, nothing applied
                pager.step([event])
        t = events[-1].time + 1
        frame = pager.step([PointerCancelled(t), Tick(t)])
        assert math.isfinite(frame.strip.strip_offset)


# Far geometry: a pager's lengths (its viewport, pages, strip height, and the
# strip's whole width) are at most 1e12 pt (since 0.8.0). A viewport of
# 1.8e308 over items as wide was created, and then no step could compute a
# frame; now such a pager, resize or item list is refused, by name, and a
# pager that exists can always step.
FAR_LENGTHS = [1.7976931348623157e308, 1e300, 2e12, 1e12, 1e11, 375.0, 1.0, 1e-300, 0.0]


@st.composite
def far_geometry(draw: Any) -> tuple[PagerConfiguration, list[float], list[Any]]:
    lengths = st.sampled_from(FAR_LENGTHS)
    pages = PageGeometry(
        viewport_width=draw(st.sampled_from([v for v in FAR_LENGTHS if v > 0])),
        page_width=draw(lengths),
        page_spacing=draw(lengths),
    )
    config = PagerConfiguration(
        looping=draw(st.booleans()),
        pages=pages,
        strip_viewport_width=draw(lengths),
        strip_height=draw(lengths),
    )
    widths = draw(st.lists(lengths, min_size=1, max_size=4))
    t = 0.0
    events: list[Any] = []
    for _ in range(draw(st.integers(0, 6))):
        t += 0.5
        kind = draw(st.sampled_from([Resized, TabTapped, Tick, DragBegan, DragMoved, DragEnded]))
        if kind is Resized:
            events.append(Resized(t, draw(st.sampled_from([v for v in FAR_LENGTHS if v > 0]))))
        elif kind is TabTapped:
            events.append(TabTapped(t, draw(st.integers(0, len(widths) - 1))))
        elif kind is DragMoved:
            events.append(DragMoved(t, draw(st.sampled_from([-50.0, 50.0, 1e11]))))
        elif kind is DragEnded:
            events.append(DragEnded(t, draw(st.sampled_from([0.0, 2000.0, -1e6]))))
        else:
            events.append(kind(t))
    return config, widths, events


@given(far_geometry())
@example(  # the pager the fuzz harness's liveness check found, until 0.8.0
    (
        PagerConfiguration(pages=PageGeometry(viewport_width=1.7976931348623157e308)),
        [1.7976931348623157e308, 1.7976931348623157e308],
        [Tick(0.0)],
    )
)
def test_far_geometry_is_refused_or_steps(
    session: tuple[PagerConfiguration, list[float], list[Any]],
) -> None:
    config, widths, events = session
    try:
        pager = Pager(widths, config.pages.viewport_width, config=config)
    except (OutOfRangeError, ValueError):
        return  # refused at creation: nothing to step
    with pager:
        for event in events:
            with contextlib.suppress(SegPagerError):  # refused, nothing applied
                pager.step([event])
        t = (events[-1].time if events else 0.0) + 1
        frame = pager.step([PointerCancelled(t), Tick(t), Tick(t + 10)])
        assert math.isfinite(frame.page_offset)
        assert math.isfinite(frame.strip.strip_offset)


def test_a_pagers_lengths_past_1e12_are_refused_by_name() -> None:
    # seed-free: 1e12 is the bound the header states for a pager's lengths
    viewport = PageGeometry(viewport_width=375.0)
    wide = PageGeometry(viewport_width=375.0, page_width=2e12)
    spaced = PageGeometry(viewport_width=375.0, page_spacing=1e300)
    for field, config in [
        ("page_width", PagerConfiguration(pages=wide)),
        ("page_spacing", PagerConfiguration(pages=spaced)),
        ("strip_viewport_width", PagerConfiguration(pages=viewport, strip_viewport_width=1e13)),
        ("strip_height", PagerConfiguration(pages=viewport, strip_height=1e12 + 1)),
    ]:
        with pytest.raises(OutOfRangeError, match=rf"{field}: must be <= 1e12 in a pager"):
            Pager([28.0, 47.0], 375.0, config=config)
    # the settle spring: at 3e-314 s its frequency squared overflowed and
    # every release failed (the 32-bit fuzz run's liveness check found it)
    fast = PagerConfiguration(pages=viewport, settle_spring=DampedSpring(response=3e-314))
    too_fast = r"settle_spring\.response: must be >= 1e-6 s in a pager"
    with pytest.raises(OutOfRangeError, match=too_fast):
        Pager([28.0, 47.0], 375.0, config=fast)
    with pytest.raises(OutOfRangeError, match=r"items: must be at most 1e12 wide in all"):
        Pager([28.0, 1e300], 375.0)
    with Pager([28.0, 47.0], 1e12) as pager:
        pager.step([Tick(0.0)])
        refused = r"events\[0\]\.width: must be <= 1e12 in a pager"
        with pytest.raises(OutOfRangeError, match=refused):
            pager.step([Resized(1.0, 1e13)])
        assert pager.step([TabTapped(1.0, 1), Tick(9.0)]).selected_index == 1
