"""Raw pointer input (issue #17): the engine owns the slop, the direction
lock, the translation and the release velocity, so a front end feeds it the
mouse or the finger as they come. A pointer drag gives the same frames as
the offset-level events with the same finger; the strip scrolls on its own."""

from __future__ import annotations

import pytest

import segpager
from segpager import (
    DragBegan,
    DragEnded,
    DragMoved,
    EventOrderError,
    ListResized,
    NotFiniteError,
    OutOfRangeError,
    PagerGesture,
    PointerCancelled,
    PointerDown,
    PointerMoved,
    PointerRegion,
    PointerUp,
    StripDragBegan,
    StripDragEnded,
    StripDragMoved,
    StripPhase,
    Tick,
    Wheel,
)

from .conftest import PHONE_WIDTH as WIDTH, SEED_000_ITEMS as TITLES


def pager() -> segpager.Pager:
    return segpager.Pager(TITLES, WIDTH)


def drawn(frame: segpager.PagerFrame) -> dict[str, object]:
    """Everything a frame draws and reports but the pointer's own gesture."""
    names = (
        "time", "phase", "page_offset", "position", "target_page_offset", "selected_index",
        "strip", "strip_items", "pages", "notifications",
    )  # fmt: skip
    return {name: getattr(frame, name) for name in names}


def test_a_pointer_drag_gives_the_frames_of_the_offset_events() -> None:
    # Down at 300; past the 10 pt slop at 288 (the pages start there), then
    # 20 pt left every 16 ms; released where it last moved.
    xs = [288.0, 268.0, 248.0, 228.0, 208.0, 188.0]
    times = [0.0] + [0.016 * (k + 1) for k in range(len(xs))]
    with pager() as by_pointer, pager() as by_offsets:
        by_pointer.step([Tick(0), PointerDown(0, 300, 200)])
        by_offsets.step([Tick(0)])
        for k, x in enumerate(xs):
            t = times[k + 1]
            a = by_pointer.step([PointerMoved(t, x, 200)])
            moved = DragMoved(t, 288 - x)
            b = by_offsets.step([DragBegan(t), moved] if k == 0 else [moved])
            assert drawn(a) == drawn(b)
        t = times[-1]
        # the release velocity: least squares over the samples (down included;
        # an up where the pointer last moved adds none, as Android's tracker)
        velocity = segpager.velocity_estimate(times, [300.0, *xs])
        assert velocity < -1000  # a flick to the left
        a = by_pointer.step([PointerUp(t, xs[-1], 200)])
        b = by_offsets.step([DragEnded(t, -velocity)])
        for k in range(1, 40):
            assert drawn(a) == drawn(b)
            a = by_pointer.step([Tick(t + k / 60)])
            b = by_offsets.step([Tick(t + k / 60)])
        assert a.selected_index == 1


def test_slop_and_lock() -> None:
    with pager() as p:
        p.step([Tick(0), ListResized(0, 0, 1000), PointerDown(0, 200, 300)])
        frame = p.step([PointerMoved(0.01, 206, 306)])  # 8.5 pt diagonally: under the slop
        assert frame.gesture == PagerGesture.PENDING
        assert frame.page_offset == 0
        assert frame.list_offset == 0
        frame = p.step([PointerMoved(0.02, 203, 285)])  # up 15: the list
        assert frame.gesture == PagerGesture.LIST
        frame = p.step([PointerMoved(0.03, 150, 265)])  # a turn: still the list
        assert frame.gesture == PagerGesture.LIST
        assert frame.list_offset == 20
        assert frame.page_offset == 0
        frame = p.step([PointerCancelled(0.04)])
        assert frame.gesture == PagerGesture.NONE


def test_a_tap_in_the_strip_selects_the_tab_under_it() -> None:
    with pager() as p:
        first = p.step([Tick(0)])
        third = next(item for item in first.strip_items if item.item == 2)
        x = third.frame.mid_x - first.strip.strip_offset
        p.step([PointerDown(1, x, 20, PointerRegion.STRIP)])
        frame = p.step([PointerUp(1.05, x, 20)])
        assert frame.transition_target == 2
        assert p.step([Tick(3)]).selected_index == 2


def test_the_strip_flings_bounces_and_stays_until_the_selection_changes() -> None:
    with pager() as p:
        first = p.step([Tick(0)])
        maximum = first.strip_content_width - WIDTH
        p.step([StripDragBegan(1), StripDragMoved(1.016, 20)])
        frame = p.step([StripDragEnded(1.016, 3000)])
        assert frame.strip_phase == StripPhase.DECELERATING
        peak, t = 0.0, 1.016
        while t < 4:
            t += 1 / 60
            frame = p.step([Tick(t)])
            peak = max(peak, frame.strip.strip_offset)
        assert peak > maximum + 1
        assert frame.strip_phase == StripPhase.HELD
        assert frame.strip.strip_offset == pytest.approx(maximum)
        frame = p.step([segpager.Select(5, 1, animated=False)])
        assert frame.strip_phase == StripPhase.RETURNING
        frame = p.step([Tick(8)])
        assert frame.strip_phase == StripPhase.FOLLOWING


def test_the_wheel_moves_the_pages_and_they_settle() -> None:
    with pager() as p:
        p.step([Tick(0)])
        frame = p.step([Wheel(0.1, 250)])
        assert frame.page_offset == 250
        frame = p.step([Tick(3)])
        assert frame.selected_index == 1
        assert frame.page_offset == WIDTH


@pytest.mark.parametrize(
    ("event", "error"),
    [
        (PointerDown(0, float("nan"), 0), NotFiniteError),
        (PointerMoved(0, 0, float("inf")), NotFiniteError),
        (Wheel(0, 1e13), OutOfRangeError),
        (StripDragMoved(0, -1e13), OutOfRangeError),
    ],
)
def test_bad_pointer_events_change_nothing(event: object, error: type[Exception]) -> None:
    with pager() as p:
        before = p.step([Tick(0)])
        with pytest.raises(error):
            p.step([event])  # type: ignore[list-item]
        after = p.step([])
        assert drawn(after) == {**drawn(before), "notifications": ()}


def test_pointer_times_never_go_backwards() -> None:
    with pager() as p:
        p.step([Tick(1), PointerDown(1, 0, 0)])
        with pytest.raises(EventOrderError):
            p.step([PointerMoved(0.5, 10, 0)])
