"""The stateful pager from Python: seeds, event sequences, properties, bad input."""

from __future__ import annotations

import itertools
import math
from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, strategies as st

import segpager
from segpager import (
    CommitPolicy,
    DragBegan,
    DragEnded,
    DragMoved,
    FarTransition,
    HostScrolled,
    NotificationKind,
    Pager,
    PagerConfiguration,
    PagerPhase,
    Resized,
    ScrollDriver,
    Select,
    TabTapped,
    Tick,
)

from .conftest import PHONE_WIDTH as W, SEED_000_ITEMS as TITLES

WINDOW_KINDS = (NotificationKind.LOAD, NotificationKind.UNLOAD, NotificationKind.REUSE)


def log(frame: segpager.PagerFrame) -> str:
    """Selection and lifecycle notifications (page windows have their own test)."""
    return " ".join(str(n) for n in frame.notifications if n.kind not in WINDOW_KINDS)


def seed_000_pager(**config: object) -> Pager:
    # seed 000 taps with an animated setContentOffset: the pages sweep.
    config.setdefault("far_transition", FarTransition.SWEEP)
    settings = PagerConfiguration(tap_duration=0.25, **config)  # type: ignore[arg-type]
    pager = Pager(TITLES, W, ids=range(100, 106), config=settings)
    assert log(pager.step([Tick(0)])) == "sel0<-1:program wa0 da0"
    return pager


def test_seed_000_tap_animates_to_w_times_index_and_commits_at_once() -> None:
    with seed_000_pager() as pager:
        frame = pager.step([TabTapped(1.0, 4)])
        assert log(frame) == "sel4<0:tap wd0 wa4"
        assert frame.target_page_offset == pytest.approx(4 * W)
        middle = pager.step([Tick(1.125)])
        assert middle.phase == PagerPhase.TRANSITIONING
        assert middle.transition_progress == pytest.approx(0.5)
        # The pages sweep (an animated setContentOffset): half way is page 2,
        # loaded and told it will appear before it is placed.
        assert [(p.page, p.x) for p in middle.pages] == [(2, 0.0)]
        assert log(middle) == "dd0 wa2"
        done = pager.step([Tick(1.25)])
        # seed 000: [_collectionView setContentOffset:CGPointMake(kScreen_W * index, 0)]
        assert done.page_offset == pytest.approx(4 * W)
        assert log(done).endswith("da4")


def test_seed_000_drag_selects_at_half_way() -> None:
    # seed 000: selectIndex = (contentOffset.x + kScreen_W / 2) / kScreen_W
    with seed_000_pager() as pager:
        pager.step([DragBegan(1.0)])
        assert pager.step([DragMoved(1.1, 0.49 * W)]).selected_index == 0
        frame = pager.step([DragMoved(1.2, 0.5 * W)])
        assert frame.selected_index == 1
        assert "sel1<0:drag" in log(frame)


def test_seed_003_indicator_follows_the_ratio_only_while_dragging() -> None:
    layout = segpager.strip_layout(TITLES, W)
    with seed_000_pager() as pager:
        pager.step([DragBegan(1.0)])
        for k in range(1, 10):
            x = k * W / 10
            frame = pager.step([DragMoved(1.0 + k / 100, x)])
            expected = segpager.indicator_rect(layout, x / W)
            assert frame.strip.indicator.x == pytest.approx(expected.x)
        pager.step([DragEnded(1.2, 0), Tick(2)])
        # settled: a tap animates (the frame is a transition, not a position)
        frame = pager.step([TabTapped(3.0, 3), Tick(3.1)])
        assert frame.phase == PagerPhase.TRANSITIONING
        start = segpager.indicator_rect(layout, 1)
        end = segpager.indicator_rect(layout, 3)
        assert start.x < frame.strip.indicator.x < end.x


def test_seed_004_index_is_taken_when_deceleration_ends() -> None:
    # seed 004: scrollViewDidEndDecelerating -> Int(x/W)
    with seed_000_pager(commit_policy=CommitPolicy.WHEN_SETTLED, driver=ScrollDriver.HOST) as pager:
        pager.step([DragBegan(1.0), HostScrolled(1.01, 20), DragEnded(1.02, 3000)])
        for i, x in enumerate(range(100, int(3 * W), 75)):
            assert pager.step([HostScrolled(1.1 + i / 100, x)]).selected_index == 0
        frame = pager.step([HostScrolled(2.0, 3 * W)])
        assert frame.selected_index == 3
        assert frame.phase == PagerPhase.IDLE


def test_cancelled_drag_reappears_the_start_page() -> None:
    with seed_000_pager() as pager:
        assert log(pager.step([DragMoved(1.0, 0.3 * W)])) == "wd0 wa1"
        pager.step([DragMoved(1.1, 0.1 * W), DragEnded(1.2, 0)])
        assert log(pager.step([Tick(2)])) == "wd1 dd1 wa0 da0"


def test_tap_retarget_and_drag_takeover_do_not_jump() -> None:
    with seed_000_pager() as pager:
        pager.step([TabTapped(1.0, 5)])
        before = pager.step([Tick(1.1)])
        after = pager.step([TabTapped(1.1, 2)])
        assert after.strip.indicator.x == pytest.approx(before.strip.indicator.x)
        assert after.page_offset == pytest.approx(before.page_offset)
        assert log(after) == "sel2<5:tap wd5 dd5"  # page 5 never showed: the sweep is at 1.6
        moving = pager.step([Tick(1.2)])
        grabbed = pager.step([DragBegan(1.2)])
        assert grabbed.page_offset == pytest.approx(moving.page_offset)
        assert grabbed.phase == PagerPhase.DRAGGING


def test_insert_and_remove_during_a_transition_keep_the_selection_by_id() -> None:
    with seed_000_pager() as pager:
        pager.step([TabTapped(1.0, 3)])
        pager.insert_item(0, 50.0, id=99)
        frame = pager.step([Tick(1.05)])
        assert frame.selected_index == 4  # the tapped tab (id 103) moved to index 4
        assert pager.ids[4] == 103
        pager.remove_item(4)
        frame = pager.step([Tick(1.1)])
        assert frame.selected_index is not None
        for note in frame.notifications:
            assert 0 <= note.page < 7


def test_resize_mid_drag_keeps_the_position() -> None:
    with seed_000_pager() as pager:
        before = pager.step([DragMoved(1.0, 1.25 * W)])
        after = pager.step([Resized(1.1, 812)])
        assert after.position == pytest.approx(before.position)
        assert after.page_offset == pytest.approx(1.25 * 812)
        assert after.selected_index == before.selected_index


def test_bad_events_raise_and_change_nothing() -> None:
    with seed_000_pager() as pager:
        pager.step([Tick(5)])
        with pytest.raises(segpager.EventOrderError):
            pager.step([Tick(6), Tick(4)])
        with pytest.raises(segpager.NotFiniteError):
            pager.step([DragMoved(7, math.nan)])
        with pytest.raises(segpager.IndexOutOfRangeError):
            pager.step([TabTapped(7, 6)])
        with pytest.raises(TypeError):
            pager.step(["tick"])  # type: ignore[list-item]
        with pytest.raises(segpager.OutOfRangeError):
            pager.step([Resized(7, -1)])
        frame = pager.step([Tick(5.5)])  # time is still 5: nothing above applied
        assert frame.time == 5.5
        with pytest.raises(segpager.OutOfRangeError):
            pager.set_items([1, 2], ids=[7, 7])
    with pytest.raises(ValueError, match="closed"):
        pager.step([Tick(9)])
    with pytest.raises(segpager.OutOfRangeError):
        Pager([10], 0)  # no viewport: zero page stride


def test_event_values_of_the_wrong_type_raise_naming_the_field() -> None:
    with seed_000_pager() as pager:
        pager.step([Tick(5)])
        with pytest.raises(
            TypeError, match=r"step: events\[0\]\.page_offset: must be a number \(got str"
        ):
            pager.step([DragMoved(6, "1")])  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="time: must be a number \\(got NoneType"):
            pager.step([Tick(6), Tick(None)])  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="index: must be an integer \\(got float"):
            pager.step([TabTapped(6, 1.0)])  # type: ignore[arg-type]
        with pytest.raises(segpager.OutOfRangeError, match="index: must fit in int32_t"):
            pager.step([TabTapped(6, 2**40)])
        with pytest.raises(
            TypeError, match=r"step: events\[0\]: must be a pager event \(got tuple\)"
        ):
            pager.step([(6.0,)])  # type: ignore[list-item]
        # The inputs (#31): each message gives the function, the
        # field (with events[k]), the rule and the value.
        with pytest.raises(
            segpager.OutOfRangeError,
            match=r"^step: events\[1\]\.index: must fit in int32_t \(got 1099511627776\)$",
        ):
            pager.step([Tick(6), TabTapped(6, 2**40)])
        # A bool is no index: Select(t, True) was index 1.
        with pytest.raises(TypeError, match=r"^step: events\[0\]\.index: must be an integer index"):
            pager.step([Select(6, True)])
        assert pager.step([Tick(5.5)]).time == 5.5  # nothing above applied


def test_ids_of_the_wrong_type_raise_naming_the_id() -> None:
    with pytest.raises(
        TypeError, match=r"^set_items: ids\[0\]: must be an integer \(got float 1\.5\)$"
    ):
        segpager.Pager(viewport_width=375, ids=[1.5, 2], content_widths=[1, 2])  # type: ignore[list-item]
    with pytest.raises(
        segpager.OutOfRangeError, match=r"^set_items: ids\[0\]: must fit in int64_t"
    ):
        segpager.Pager(viewport_width=375, ids=[2**70, 2], content_widths=[1, 2])


class Three:
    """A number that is only an index."""

    def __index__(self) -> int:
        return 3


class Nudge(DragMoved):
    """An application's own event type, derived from one of the pager's."""


def test_events_take_any_real_number_subclasses_and_any_iterable() -> None:
    # typed as Any: the point is values that are not the annotated float/int
    half: Any = Fraction(3, 2)
    offset: Any = Decimal("12.5")
    three: Any = Three()
    with seed_000_pager() as a, seed_000_pager() as b:
        events: list[segpager.Event] = [DragBegan(True), Nudge(half, offset), TabTapped(2, three)]
        odd = a.step(iter(events))
        plain = b.step((DragBegan(1.0), DragMoved(1.5, 12.5), TabTapped(2.0, 3)))
        assert odd == plain
        assert odd.selected_index == 3


def test_large_outputs_are_fetched_whole() -> None:
    with Pager([1.0] * 200, 1000, config=PagerConfiguration(tap_duration=0)) as pager:
        frame = pager.step([Tick(0)] + [Select(0.1 * i, i % 200, False) for i in range(1, 60)])
        assert len(frame.strip.appearances) == 200
        lifecycle = [n for n in frame.notifications if n.kind not in WINDOW_KINDS]
        assert len(lifecycle) == 1 + 2 + 59 * 5


# --- properties over random event streams -------------------------------------

ALLOWED = {
    (None, NotificationKind.WILL_APPEAR): "appearing",
    ("appearing", NotificationKind.DID_APPEAR): "appeared",
    ("appeared", NotificationKind.WILL_DISAPPEAR): "disappearing",
    ("disappearing", NotificationKind.DID_DISAPPEAR): None,
    ("appearing", NotificationKind.WILL_DISAPPEAR): "disappearing",
    ("disappearing", NotificationKind.WILL_APPEAR): "appearing",
}


@st.composite
def streams(draw: st.DrawFn) -> tuple[PagerConfiguration, int, list[segpager.Event]]:
    count = draw(st.integers(min_value=1, max_value=8))
    config = PagerConfiguration(
        commit_policy=draw(st.sampled_from(CommitPolicy)),
        driver=draw(st.sampled_from(ScrollDriver)),
        tap_duration=draw(st.sampled_from([0.0, 0.25])),
        windows=segpager.PageWindowPolicy(
            prepare_radius=draw(st.integers(min_value=0, max_value=2)),
            keep_radius=draw(st.integers(min_value=0, max_value=3)),
            cache_limit=draw(st.sampled_from([-1, 0, 2])),
            reuse=draw(st.booleans()),
        ),
        looping=draw(st.booleans()),
    )
    t = 0.0
    events: list[segpager.Event] = []
    for _ in range(draw(st.integers(min_value=0, max_value=25))):
        t += draw(st.sampled_from([0.0, 0.016, 0.1, 0.5]))
        kind = draw(st.integers(min_value=0, max_value=7))
        offset = draw(st.floats(min_value=-W, max_value=count * W))
        if kind == 0:
            events.append(DragBegan(t))
        elif kind == 1:
            events.append(DragMoved(t, offset))
        elif kind == 2:
            events.append(DragEnded(t, draw(st.floats(min_value=-5000, max_value=5000))))
        elif kind == 3:
            events.append(HostScrolled(t, offset))
        elif kind == 4:
            events.append(TabTapped(t, draw(st.integers(min_value=0, max_value=count - 1))))
        elif kind == 5:
            events.append(Select(t, draw(st.integers(0, count - 1)), draw(st.booleans())))
        elif kind == 6:
            events.append(Tick(t))
        else:
            events.append(Resized(t, draw(st.sampled_from([320.0, 375.0, 812.0]))))
    return config, count, events


@given(streams())
def test_random_streams_keep_every_invariant(
    case: tuple[PagerConfiguration, int, list[segpager.Event]],
) -> None:
    config, count, events = case
    states: dict[int, str | None] = {}
    loaded: set[int] = set()
    with Pager([50.0] * count, W, config=config) as pager:
        frames = [pager.step([event]) for event in events]
        # come to rest: end any drag, let animations finish, land the host on a page
        t = (events[-1].time if events else 0) + 1
        frames.append(pager.step([DragEnded(t, 0), Tick(t + 2)]))
        # a host finishes what the engine asked for: it scrolls to the target,
        # or (after a drag) to the nearest page
        last = frames[-1]
        target = last.target_page_offset
        if last.phase == PagerPhase.HOST_SCROLLING:
            widths = [e.viewport_width for e in events if isinstance(e, Resized)]
            target = round(last.position) * (widths[-1] if widths else W)
        frames.append(pager.step([HostScrolled(t + 3, target), Tick(t + 4)]))
        for frame in frames:
            assert frame.selected_index is not None
            assert 0 <= frame.selected_index < count
            for number in (
                frame.page_offset,
                frame.position,
                frame.strip.strip_offset,
                frame.strip.indicator.x,
            ):
                assert math.isfinite(number)
            # Each placed page shows a fraction of itself (what they cover:
            # tests/test_what_a_person_sees.py).
            assert all(0 < p.visibility <= 1 for p in frame.pages)
            for note in frame.notifications:
                assert 0 <= note.page < count
                if note.kind == NotificationKind.SELECTED_CHANGED:
                    continue
                if note.kind == NotificationKind.LOAD:
                    assert note.id not in loaded
                    loaded.add(note.id)
                    continue
                if note.kind == NotificationKind.UNLOAD:
                    assert note.id in loaded
                    assert states.get(note.id) is None  # only pages that have disappeared
                    loaded.remove(note.id)
                    continue
                if note.kind == NotificationKind.REUSE:
                    assert note.previous is not None
                    old = pager.ids[note.previous]
                    assert old in loaded
                    assert states.get(old) is None
                    assert note.id not in loaded
                    loaded.discard(old)
                    loaded.add(note.id)
                    continue
                if note.kind == NotificationKind.WILL_APPEAR:
                    assert note.id in loaded  # loaded before it appears
                key = (states.get(note.id), note.kind)
                assert key in ALLOWED, f"{note} after {states.get(note.id)}"
                states[note.id] = ALLOWED[key]
        assert frames[-1].phase == PagerPhase.IDLE
        appeared = [i for i, s in states.items() if s == "appeared"]
        assert len(appeared) == 1
        assert [s for s in states.values() if s not in (None, "appeared")] == []


def test_page_windows_preload_keep_and_reuse() -> None:
    def windows(frame: segpager.PagerFrame) -> str:
        kinds = (NotificationKind.LOAD, NotificationKind.UNLOAD, NotificationKind.REUSE)
        return " ".join(str(n) for n in frame.notifications if n.kind in kinds)

    # "no preload" (Parchment #698, WMPageController #472): only what is visible
    with Pager(
        TITLES, W, config=PagerConfiguration(windows=segpager.PageWindowPolicy(0, 0))
    ) as pager:
        assert windows(pager.step([Tick(0)])) == "load0"
        assert windows(pager.step([DragMoved(1, 10)])) == "load1"
    # "keep everything" (Parchment #591): nothing is ever unloaded
    with Pager(
        TITLES,
        W,
        config=PagerConfiguration(
            windows=segpager.PageWindowPolicy(cache_limit=-1), tap_duration=0
        ),
    ) as pager:
        frames = [pager.step([Tick(0)])] + [pager.step([TabTapped(1 + i, i)]) for i in range(6)]
        assert all("unload" not in windows(f) for f in frames)
    # reuse (seed 001's reuseViewController): a jump hands the old page's slot over
    config = PagerConfiguration(windows=segpager.PageWindowPolicy(0, 0, reuse=True))
    with Pager(TITLES, W, config=config) as pager:
        pager.step([Tick(0)])
        assert windows(pager.step([Select(1, 4, animated=False)])) == "reuse4<0"


def looping_pager() -> Pager:
    pager = Pager(
        TITLES, W, ids=range(100, 106), config=PagerConfiguration(looping=True, tap_duration=0.25)
    )
    pager.step([Tick(0)])
    return pager


def test_looping_drag_across_the_seam_forward_and_back() -> None:
    with looping_pager() as pager:
        # selecting 5 from 0 goes the short way: page 5 sits one page before 0
        base = pager.step([Select(0.1, 5, animated=False)]).page_offset
        assert base == pytest.approx(-W)
        frame = pager.step([DragMoved(1.0, base + 0.6 * W)])
        assert frame.selected_index == 0  # past half way from 5 is page 0
        assert log(frame) == "sel0<5:drag wd5 wa0"
        frame = pager.step([DragEnded(1.1, 0), Tick(2)])
        assert frame.position == pytest.approx(0.0)
        assert log(frame) == "dd5 da0"
        # on across the seam the other way: from page 0 back to page 5 and on to 4
        frame = pager.step([DragMoved(3.0, -0.6 * W), DragEnded(3.1, 0), Tick(4)])
        assert frame.selected_index == 5
        frame = pager.step([DragMoved(5.0, -1.6 * W), DragEnded(5.1, 0), Tick(6)])
        assert frame.selected_index == 4
        assert frame.position == pytest.approx(-2.0)
        # a full lap forward, one page at a time, comes back to page 4
        offset = frame.page_offset
        for k in range(6):
            t = 7.0 + k
            frame = pager.step(
                [DragMoved(t, offset + 0.7 * W), DragEnded(t + 0.1, 0), Tick(t + 0.9)]
            )
            offset = frame.page_offset
        assert frame.selected_index == 4
        assert frame.position == pytest.approx(4.0)


def test_looping_tap_takes_the_short_way_round() -> None:
    with looping_pager() as pager:
        frame = pager.step([TabTapped(1.0, 5)])
        assert frame.target_page_offset == pytest.approx(-W)  # one page back, not five on
        frame = pager.step([Tick(2)])
        assert frame.selected_index == 5
        assert frame.page_offset == pytest.approx(-W)


def test_looping_indicator_crosses_the_seam_without_sweeping_back() -> None:
    with looping_pager() as pager:
        pager.step([Select(0.1, 5, animated=False)])
        xs = [
            pager.step([DragMoved(1 + k / 100, (5 + k / 20) * W)]).strip.indicator.x
            for k in range(21)
        ]
        steps = [b - a for a, b in itertools.pairwise(xs)]
        period = segpager.strip_layout(TITLES, W).content_width
        # it moves forward in small steps; at most one wrap by a whole period
        assert all(abs(s) < 20 or abs(abs(s) - period) < 20 for s in steps)
        assert sum(1 for s in steps if abs(s) >= 20) <= 1


# --- spring settles (physics) --------------------------------------------------

SPRING = PagerConfiguration(settle_mode=segpager.SettleMode.SPRING)


def run_script(config: PagerConfiguration) -> list[segpager.PagerFrame]:
    """A scripted gesture: drag, fast release, ticked at 120 Hz until rest."""
    frames = []
    with Pager(TITLES, W, config=config) as pager:
        frames.append(pager.step([Tick(0)]))
        t = 0.0
        for k in range(1, 6):
            t += 1 / 120
            frames.append(pager.step([DragMoved(t, 14.0 * k)]))
        frames.append(pager.step([DragEnded(t, 1680.0)]))
        while frames[-1].phase != PagerPhase.IDLE and t < 5:
            t += 1 / 120
            frames.append(pager.step([Tick(t)]))
    return frames


def test_the_same_script_gives_identical_frames() -> None:
    assert run_script(SPRING) == run_script(SPRING)


def test_a_fling_projects_to_the_next_page_and_lands_exactly_on_it() -> None:
    frames = run_script(SPRING)
    # UIKit profile: 70 pt + 1680 pt/s projected at the fast rate (166 pt) passes half way
    assert frames[-1].phase == PagerPhase.IDLE
    assert frames[-1].page_offset == W  # exactly, not approximately
    assert frames[-1].selected_index == 1
    # the release velocity carries over: the first settle frame keeps moving forward
    release = next(i for i, f in enumerate(frames) if f.phase == PagerPhase.SETTLING)
    assert frames[release + 1].page_offset > frames[release].page_offset


def test_a_release_into_overscroll_rubber_bands_and_settles_back() -> None:
    with Pager(TITLES, W, config=SPRING) as pager:
        pager.step([Tick(0)])
        dragged = pager.step([DragMoved(0.1, -100)])
        # UIKit's band: 100 pt past the edge shows as 47.97 in a 375 pt viewport
        assert dragged.page_offset == pytest.approx(-47.97, abs=0.005)
        t = 0.1
        frame = pager.step([DragEnded(t, 0)])
        while frame.phase != PagerPhase.IDLE and t < 5:
            t += 1 / 120
            frame = pager.step([Tick(t)])
        assert frame.page_offset == 0
        assert frame.selected_index == 0


@given(
    st.floats(min_value=-3 * W, max_value=8 * W),
    st.floats(min_value=-6000, max_value=6000),
    st.floats(min_value=1.0, max_value=2.5),
)
def test_critical_or_over_damped_settles_never_overshoot_and_end_on_a_page(
    finger: float, velocity: float, ratio: float
) -> None:
    config = PagerConfiguration(
        settle_mode=segpager.SettleMode.SPRING,
        settle_spring=segpager.DampedSpring(response=0.35, damping_ratio=ratio),
    )
    with Pager(TITLES, W, config=config) as pager:
        pager.step([Tick(0)])
        frame = pager.step([DragMoved(0.01, finger), DragEnded(0.02, velocity)])
        target = frame.target_page_offset
        t = 0.02
        offsets = [frame.page_offset]
        while frame.phase != PagerPhase.IDLE and t < 10:
            t += 1 / 60
            frame = pager.step([Tick(t)])
            offsets.append(frame.page_offset)
        assert frame.phase == PagerPhase.IDLE
        assert frame.page_offset == target
        assert target % W == 0
        # A critically or over-damped spring crosses its rest point at most once (when
        # the carried velocity points past it) and never oscillates about it.
        sides = [o > target for o in offsets if abs(o - target) > 1e-6]
        assert sum(1 for a, b in itertools.pairwise(sides) if a != b) <= 1


def test_android_profile_moves_one_page_per_fling() -> None:
    # Android: a fling above 400 pt/s moves one page, even a short one
    with Pager(TITLES, W, config=PagerConfiguration.android()) as pager:
        pager.step([Tick(0)])
        frame = pager.step([DragMoved(0.01, 20), DragEnded(0.02, 450)])
        assert frame.target_page_offset == W
    # UIKit too pages a flick that fast (since 0.9.0; issue #52), where its
    # projection alone (20 + 44.5 pt) would stay on page 0; a slower
    # release than flick_velocity (400 pt/s) keeps to the projection
    with Pager(TITLES, W, config=PagerConfiguration.ios()) as pager:
        pager.step([Tick(0)])
        frame = pager.step([DragMoved(0.01, 20), DragEnded(0.02, 450)])
        assert frame.target_page_offset == W
    with Pager(TITLES, W, config=PagerConfiguration.ios()) as pager:
        pager.step([Tick(0)])
        frame = pager.step([DragMoved(0.01, 20), DragEnded(0.02, 350)])
        assert frame.target_page_offset == 0  # 20 + 34.7 pt projected: still page 0


def test_every_paging_constant_can_be_overridden() -> None:
    # min_distance 100: a 20 pt drag never flicks on, however fast
    with Pager(TITLES, W, config=PagerConfiguration.android()) as pager:
        pager.set_paging_options(
            segpager.PagingOptions(profile=segpager.PagingProfile.ANDROID, min_distance=100)
        )
        pager.step([Tick(0)])
        frame = pager.step([DragMoved(0.01, 20), DragEnded(0.02, 4000)])
        assert frame.target_page_offset == 0
        with pytest.raises(segpager.OutOfRangeError):
            pager.set_paging_options(segpager.PagingOptions(max_pages=0))


def test_a_pager_has_a_cheap_count_and_an_ids_view() -> None:
    # #31: len(pager) raised TypeError, and pager.ids built a tuple each time.
    with segpager.Pager([40, 50, 60], 375, ids=[7, 8, 9]) as pager:
        assert len(pager) == 3
        ids = pager.ids
        assert ids == (7, 8, 9)
        assert ids == [7, 8, 9]
        assert list(ids) == [7, 8, 9]
        assert (len(ids), ids[0], ids[-1], ids[1:]) == (3, 7, 9, (8, 9))
        assert ids != (7, 8)
        assert ids != (7, 8, 10)
        assert pager.ids is not ids
        assert pager.ids == ids
        pager.insert_item(len(pager), 30, 10)
        assert len(pager) == 4
        assert pager.ids == (7, 8, 9, 10)
        assert ids == (7, 8, 9)  # a view taken before the edit keeps its ids
        pager.remove_item(0)
        pager.move_item(0, 2)
        assert pager.ids == (9, 10, 8)
        assert len(pager) == 3
        pager.set_items([1, 2], ids=[4, 5])
        assert pager.ids == (4, 5)
        assert len(pager) == 2
        with pytest.raises(TypeError):
            hash(pager.ids)


def test_a_frame_prints_in_one_line_as_swift_prints_it() -> None:
    # The Swift consumer (bindings/swift/consumer, checked by make test-swift)
    # prints "t=4.0 idle offset=1875.0 p=5.0 sel=5 [sel5<1:tap wd1 load5 ...]"
    # for this tap; repr keeps every field.
    with seed_000_pager() as pager:
        first = pager.step([Tick(0)])
        assert str(first).startswith("t=0.0 idle offset=0.0 p=0.0 sel=0")
        tapping = pager.step([TabTapped(1, 5)])
        line = str(tapping)
        assert "\n" not in line
        assert line.startswith("t=1.0 transitioning to=5@0.0 offset=")
        assert "sel5<0:tap" in line
        assert repr(tapping).startswith("PagerFrame(time=1.0, phase=")


def test_the_viewport_width_has_one_source() -> None:
    # #31: config.viewport_width was ignored when Pager was given its own.
    with pytest.raises(
        ValueError,
        match=r"^Pager: config\.pages\.viewport_width: must be 0 or viewport_width \(375\) "
        r"\(got 320\)$",
    ):
        segpager.Pager(
            [40, 50],
            375,
            config=segpager.PagerConfiguration(pages=segpager.PageGeometry(viewport_width=320)),
        )
    with segpager.Pager([40, 50], 375) as pager:
        again = segpager.Pager([40, 50], 375, config=pager.config)  # its own width back: fine
        assert again.config.pages.viewport_width == 375
        again.close()


def test_help_speaks_python() -> None:
    # #31: help(PagerConfiguration) said "SEGPAGER_COMMIT_POLICY_AT_HALF (default)" and "0 or 1".
    doc = segpager.PagerConfiguration.__doc__ or ""
    assert "commit_policy -- CommitPolicy; default CommitPolicy.AT_HALF" in doc
    assert "looping -- True or False" in doc
    assert "settle_spring -- a DampedSpring (C: spring_response" in doc
    assert "pad_ends -- True or False; default True" in (segpager.PageGeometry.__doc__ or "")
    assert "0 or 1" not in doc.split("Fields")[1]
    assert "clamped" in doc
