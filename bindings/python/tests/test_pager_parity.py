"""What every door can do since 0.8.0: item edits through C, presets, custom
tap and settle curves, the spring's mass, header-phase notification fields."""

from __future__ import annotations

import dataclasses

import pytest

from segpager import (
    CubicBezier,
    DampedSpring,
    DragBegan,
    DragEnded,
    DragMoved,
    Easing,
    HeaderStyle,
    HostScrolled,
    ListScrolled,
    NotificationKind,
    OutOfRangeError,
    PageGeometry,
    Pager,
    PagerConfiguration,
    PagerHeader,
    PagerPhase,
    PagerPreset,
    PageWindowPolicy,
    PagingOptions,
    PagingProfile,
    Resized,
    Select,
    SelectionCause,
    TabTapped,
    Tick,
)

W = 300.0


def test_item_edits_go_through_c_and_keep_the_selection_by_id() -> None:
    with Pager([40, 50, 60, 70], W, ids=[10, 20, 30, 40]) as pager:
        pager.step([TabTapped(1.0, 2), Tick(2.0)])
        pager.insert_item(0, 80.0, id=5)
        assert list(pager.ids) == [5, 10, 20, 30, 40]
        assert pager.step([Tick(2.1)]).selected_index == 3  # id 30 moved one on
        pager.move_item(3, 0)
        assert list(pager.ids) == [30, 5, 10, 20, 40]
        assert pager.step([Tick(2.2)]).selected_index == 0
        pager.remove_item(4)
        assert list(pager.ids) == [30, 5, 10, 20]


def test_the_config_reads_back_with_the_last_resize() -> None:
    config = PagerConfiguration(tap_duration=0.4)
    with Pager([40, 50, 60], W, config=config) as pager:
        assert pager.config == dataclasses.replace(config, pages=PageGeometry(viewport_width=W))
        pager.step([Resized(1.0, 420.0)])
        assert pager.config.pages.viewport_width == 420.0
        assert pager.config.tap_easing is Easing.EASE_IN_OUT  # typed, not a plain int


def test_presets_come_from_c() -> None:
    assert PagerConfiguration.ios() == PagerConfiguration()
    android = PagerConfiguration.android()
    assert android.paging.profile is PagingProfile.ANDROID
    assert dataclasses.replace(android, paging=PagingOptions()) == PagerConfiguration()
    assert PagerConfiguration.preset(PagerPreset.ANDROID, tap_duration=0.2).tap_duration == 0.2
    # One flick velocity for both settle modes: 400 pt/s (Android's minimum fling).
    assert PagerConfiguration().paging.flick_velocity == 400.0


def _mid_tap_offset(config: PagerConfiguration) -> float:
    with Pager([40, 50, 60], W, config=config) as pager:
        return pager.step([TabTapped(1.0, 1), Tick(1.15)]).page_offset


def _bezier_taps(x1: float, y1: float, x2: float, y2: float) -> PagerConfiguration:
    """Taps eased by the cubic Bezier curve with these control points."""
    return PagerConfiguration(tap_easing=Easing.CUBIC_BEZIER, tap_curve=CubicBezier(x1, y1, x2, y2))


def test_custom_bezier_tap_curves() -> None:
    linear = _mid_tap_offset(PagerConfiguration(tap_easing=Easing.LINEAR))
    assert linear == pytest.approx(W / 2, abs=1e-9)  # half the page at half the time
    # A cubic Bezier with the linear control points (1/3, 1/3, 2/3, 2/3) is linear.
    assert _mid_tap_offset(_bezier_taps(1 / 3, 1 / 3, 2 / 3, 2 / 3)) == pytest.approx(
        linear, abs=1e-6
    )
    # CSS's ease-in-out as a custom curve equals the named one.
    named = _mid_tap_offset(PagerConfiguration(tap_easing=Easing.EASE_IN_OUT))
    assert _mid_tap_offset(_bezier_taps(0.42, 0.0, 0.58, 1.0)) == pytest.approx(named, abs=1e-9)
    with pytest.raises(OutOfRangeError):
        Pager(
            [40],
            W,
            config=PagerConfiguration(
                tap_easing=Easing.CUBIC_BEZIER, tap_curve=CubicBezier(x1=2.0)
            ),
        )


def test_the_spring_mass_is_accepted_and_leaves_the_motion_alone() -> None:
    # Response and damping ratio fix the motion (k = m (2 pi / response)^2,
    # c = 4 pi m zeta / response): the mass scales both and cancels out.
    def offsets(mass: float) -> list[float]:
        with Pager(
            [40, 50, 60], W, config=PagerConfiguration(settle_spring=DampedSpring(0.35, 1.0, mass))
        ) as pager:
            pager.step([DragBegan(1.0), DragMoved(1.0, 120.0), DragEnded(1.0, 0.0)])
            return [pager.step([Tick(1.0 + k / 60)]).page_offset for k in range(1, 30)]

    assert offsets(4.0) == pytest.approx(offsets(1.0), abs=1e-9)
    with pytest.raises(OutOfRangeError):
        Pager([40], W, config=PagerConfiguration(settle_spring=DampedSpring(0.35, 1.0, 0.0)))


def test_edits_under_a_drag_keep_the_page_under_the_finger() -> None:
    # The fuzz harness found it: removing tabs before a dragged page moved
    # another page under the finger, and the release rested outside the tabs.
    with Pager([60] * 5, 375.0, ids=[10, 20, 30, 40, 50]) as pager:
        pager.step([Select(0.0, 3)])
        pager.step([DragBegan(1.0), DragMoved(1.0, 3.25 * 375)])
        pager.remove_item(1)
        pager.remove_item(1)  # ids [10, 40, 50]: id 40 is now tab 1
        assert pager.step([Tick(1.0)]).position == pytest.approx(1.25)
        frame = pager.step([DragEnded(1.1, 4320.0)])
        t = 1.1
        while frame.phase is not PagerPhase.IDLE and t < 5:
            t += 0.05
            frame = pager.step([Tick(t)])
        assert (frame.phase, frame.selected_index, frame.position) == (PagerPhase.IDLE, 2, 2.0)


# Issue #15: the pager is created with no items, so initial_index was
# clamped to 0 before the items arrived.
@pytest.mark.parametrize(("initial", "expected"), [(1, 1), (2, 2), (3, 2), (-1, 0)])
def test_the_initial_index_is_honoured(initial: int, expected: int) -> None:
    config = PagerConfiguration(initial_index=initial)
    with Pager([40, 50, 60], W, config=config) as pager:
        frame = pager.step([Tick(0.0)])
        assert (frame.selected_index, frame.position) == (expected, float(expected))
        changes = [n for n in frame.notifications if n.kind is NotificationKind.SELECTED_CHANGED]
        assert [(n.page, n.cause) for n in changes] == [(expected, SelectionCause.PROGRAM)]
    looping = PagerConfiguration(initial_index=initial, looping=True)
    with Pager([40, 50, 60], W, config=looping) as pager:
        assert pager.step([Tick(0.0)]).selected_index == expected


# Issue #15: a drag released on a pager with no tabs stayed DRAGGING, also
# after the tabs arrived (tabs that load while the user is already swiping).
def test_a_drag_on_an_empty_pager_comes_to_rest_and_the_tabs_appear_once() -> None:
    with Pager([], W) as pager:
        pager.step([DragBegan(0.0), DragMoved(0.1, 200.0), DragEnded(0.2, 0.0)])
        assert pager.step([Tick(2.0)]).phase is PagerPhase.IDLE
        pager.set_items([30, 40, 50])
        frame = pager.step([Tick(2.1)])
        assert (frame.phase, frame.selected_index, frame.position) == (PagerPhase.IDLE, 0, 0.0)
        appeared = [n.page for n in frame.notifications if n.kind is NotificationKind.DID_APPEAR]
        assert appeared == [0]


# Issue #15: notifications that are never drained are bounded; Python drains
# every step, so only a step that makes more than the limit drops any.
def test_a_step_that_makes_more_than_the_limit_reports_the_drop() -> None:
    # 200 tabs preloading 60 pages each side: the first frame makes 64
    # notifications (a selection, an appearance, 61 loads), more than the
    # first array plus a limit of 2.
    config = PagerConfiguration(notification_limit=2, windows=PageWindowPolicy(prepare_radius=60))
    with Pager([40] * 200, W, config=config) as pager:
        frame = pager.step([Tick(0.0)])
        assert frame.dropped_notifications > 0
        assert len(frame.notifications) + frame.dropped_notifications == 64
        assert pager.step([Tick(1.0)]).dropped_notifications == 0
    with Pager(
        [40] * 200, W, config=PagerConfiguration(windows=PageWindowPolicy(prepare_radius=60))
    ) as pager:
        frame = pager.step([Tick(0.0)])  # the default limit, 1024, keeps them all
        assert (len(frame.notifications), frame.dropped_notifications) == (64, 0)
    with pytest.raises(OutOfRangeError):
        Pager([40], W, config=PagerConfiguration(notification_limit=-1))


# Found by the fuzz harness's liveness check (issue #15): with the engine
# driver, a host scroll that left the pages between two pages stayed
# HOST_SCROLLING forever, waiting for a host the engine driver does not have.
def test_the_engine_settles_pages_a_host_scroll_left_between_two() -> None:
    with Pager([40, 50, 60], W) as pager:
        frame = pager.step([HostScrolled(1.0, 0.4 * W)])
        t = 1.0
        while frame.phase is not PagerPhase.IDLE and t < 5:
            t += 0.05
            frame = pager.step([Tick(t)])
        assert (frame.phase, frame.position) == (PagerPhase.IDLE, 0.0)


# Found by the fuzz harness: two list deltas near the largest double summed
# to infinity in the frame's split. Deltas past 10^12 pt are refused.
def test_list_deltas_past_a_trillion_points_are_refused() -> None:
    header = PagerHeader(style=HeaderStyle(height=200, pinned_height=44))
    with Pager([40, 50], W, header=header) as pager:
        with pytest.raises(OutOfRangeError):
            pager.step([ListScrolled(1.0, 1.7e308), ListScrolled(1.0, 1.7e308)])
        frame = pager.step([ListScrolled(1.0, 1e12), ListScrolled(1.0, 1e12)])
        parts = frame.split.header + frame.split.list + frame.split.overscroll
        assert parts == 2e12
