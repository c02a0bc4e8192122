"""Scroll physics from Python, against UIKit's published formulas (the
deceleration, the rubber band, the damped spring) as docs/guide/physics.md
states them."""

from __future__ import annotations

import inspect
import itertools
import math
from collections.abc import Callable

import pytest
from hypothesis import given, strategies as st

import segpager
from segpager import DampedSpring, PageGeometry, PagingOptions, PagingProfile


def test_wwdc_projection_and_decay() -> None:
    # (v/1000)·d/(1 - d): 499 pt per 1000 pt/s at normal, 99 at fast
    assert segpager.deceleration_projection(1000) == pytest.approx(499)
    assert segpager.deceleration_projection(1000, segpager.DECELERATION_FAST) == pytest.approx(99)
    distance, velocity = segpager.deceleration_state(1000, 0.5)
    assert velocity == pytest.approx(1000 * 0.998**500)
    assert distance == pytest.approx(1000 * (0.998**500 - 1) / (1000 * math.log(0.998)))
    # Lobanov: within 0.5 pt after 3.45 s (normal) and 0.53 s (fast)
    assert segpager.deceleration_duration(1000) == pytest.approx(3.45, abs=0.005)
    fast = segpager.deceleration_duration(1000, rate=segpager.DECELERATION_FAST)
    assert fast == pytest.approx(0.53, abs=0.005)


@pytest.mark.parametrize(("x", "shown"), [(10, 5.42), (100, 47.97), (1000, 222.97)])
def test_rubber_band_reference_values(x: float, shown: float) -> None:
    # x·d·c/(d + c·x) with d = 375, c = 0.55
    assert segpager.rubber_band(x, 375) == pytest.approx(shown, abs=0.005)
    assert segpager.rubber_band_inverse(segpager.rubber_band(x, 375), 375) == pytest.approx(x)


@given(st.floats(min_value=-1e5, max_value=1e5), st.floats(min_value=1, max_value=2000))
def test_rubber_band_round_trips_and_never_reaches_the_dimension(x: float, d: float) -> None:
    y = segpager.rubber_band(x, d)
    assert abs(y) < d
    assert segpager.rubber_band_inverse(y, d) == pytest.approx(x, rel=1e-6, abs=1e-6)


def test_spring_constants_and_settling() -> None:
    # k = (2π/response)², c = 4π·ζ/response: (ζ 1, 0.3 s) gives k 438.6, c 41.9
    spring = DampedSpring(response=0.3, damping_ratio=1.0)
    w0 = 2 * math.pi / 0.3
    x, _ = spring.state(1.0, 0.0, 0.1)
    assert x == pytest.approx(math.exp(-w0 * 0.1) * (1 + w0 * 0.1))  # critically damped
    assert w0 * w0 == pytest.approx(438.6, abs=0.05)
    # Apple: damping 5 (ζ 0.25, ω0 10) settles in about 2.85 s
    apple = DampedSpring(response=2 * math.pi / 10, damping_ratio=0.25)
    assert apple.settling_time() == pytest.approx(2.85, abs=0.05)


@given(
    st.floats(min_value=1.0, max_value=3.0),
    st.floats(min_value=0.1, max_value=1.0),
    st.floats(min_value=-500, max_value=500),
    st.floats(min_value=-5000, max_value=5000),
)
def test_critical_and_over_damping_never_overshoot_twice(
    ratio: float, response: float, x0: float, v0: float
) -> None:
    # Without oscillation the displacement changes sign at most once, and ends at rest.
    spring = DampedSpring(response=response, damping_ratio=ratio)
    xs = [spring.state(x0, v0, k * response / 10)[0] for k in range(60)]
    signs = [x > 1e-9 for x in xs if abs(x) > 1e-9]
    assert sum(1 for a, b in itertools.pairwise(signs) if a != b) <= 1
    settle = spring.settling_time(x0, v0, 0.5)
    assert abs(spring.state(x0, v0, settle)[0]) <= 0.5 + 1e-9


def test_bezier_against_css() -> None:
    assert segpager.cubic_bezier(0.42, 0, 0.58, 1, 0.5) == pytest.approx(0.5)
    assert segpager.cubic_bezier(0.25, 0.1, 0.25, 1, 0.0) == 0
    assert segpager.cubic_bezier(0.25, 0.1, 0.25, 1, 1.0) == 1


PAGES = PageGeometry(page_count=6, viewport_width=375)
START = 2 * 375 + 50  # 2.13 pages, the drag began on page 2


@pytest.mark.parametrize(
    ("profile", "velocity", "page"),
    [
        (PagingProfile.UIKIT, 0, 2),
        (PagingProfile.UIKIT, 1500, 3),  # projection 148.5 pt at fast -> 2.53
        (PagingProfile.UIKIT, 10000, 3),  # at most one page from the start
        (PagingProfile.UIKIT, -3000, 1),
        (PagingProfile.ANDROID, 500, 3),  # one page per fling above 400 pt/s
        (PagingProfile.ANDROID, 300, 2),
        (PagingProfile.FLUTTER, 25, 3),  # +0.5 then round
        (PagingProfile.FLUTTER, -25, 2),
        (PagingProfile.FREE, 10000, 3),
    ],
)
def test_paging_decisions(profile: PagingProfile, velocity: float, page: int) -> None:
    options = PagingOptions(profile=profile)
    assert segpager.paging_target(PAGES, START, velocity, 2, options) == page


@given(
    st.sampled_from(PagingProfile),
    st.floats(min_value=-375, max_value=6 * 375),
    st.floats(min_value=-9000, max_value=9000),
    st.integers(min_value=0, max_value=5),
)
def test_paging_targets_are_pages_near_the_start(
    profile: PagingProfile, offset: float, velocity: float, start: int
) -> None:
    options = PagingOptions(profile=profile, max_pages=2)
    page = segpager.paging_target(PAGES, offset, velocity, start, options)
    assert 0 <= page < 6


@pytest.mark.parametrize(
    "call",
    [
        lambda: segpager.deceleration_state(math.nan, 1),
        lambda: segpager.deceleration_state(1, math.inf),
        lambda: segpager.deceleration_projection(1, rate=1.0),
        lambda: segpager.deceleration_state(1, -1.0),
        lambda: segpager.rubber_band(1, 0),
        lambda: segpager.rubber_band_inverse(400, 375),
        lambda: DampedSpring(response=0).state(1, 0, 1),
        lambda: DampedSpring().settling_time(epsilon=0),
        lambda: DampedSpring().state(1, 0, -1),
        lambda: segpager.cubic_bezier(1.5, 0, 0.5, 1, 0.5),
        lambda: segpager.paging_target(PAGES, 0, math.nan, 0),
        lambda: segpager.paging_target(PageGeometry(page_count=3), 0, 0, 0),
        lambda: segpager.paging_target(PAGES, 0, 0, 0, PagingOptions(max_pages=0)),
    ],
)
def test_bad_input_raises_value_errors(call: object) -> None:
    with pytest.raises(ValueError, match="segpager_"):
        call()  # type: ignore[operator]


def test_start_page_outside_the_pages_is_an_index_error() -> None:
    with pytest.raises(IndexError):
        segpager.paging_target(PAGES, 0, 0, 6)


# --- pointer velocity (Android's VelocityTracker LSQ2, Flutter's VelocityTracker) ---


def test_velocity_window_constants_are_the_peers() -> None:
    # HISTORY_SIZE / _historySize 20, HORIZON 100 ms, assumed stop 40 ms
    assert segpager.VELOCITY_CAPACITY == 20
    assert segpager.VELOCITY_HORIZON == 0.1
    assert segpager.VELOCITY_ASSUMED_STOP == 0.04


def test_velocity_of_constant_velocity_and_constant_acceleration_is_exact() -> None:
    times = [2.0 + 0.008 * i for i in range(10)]
    assert segpager.velocity_estimate(times, [5 - 640 * (t - 2) for t in times]) == pytest.approx(
        -640, rel=1e-9
    )
    # x = v0 t + a t²/2: the velocity at the newest sample is v0 + a t
    times = [0.007 * i for i in range(12)]
    positions = [300 * t + 5000 * t * t / 2 for t in times]
    expected = 300 + 5000 * times[-1]
    assert segpager.velocity_estimate(times, positions) == pytest.approx(expected, rel=1e-9)


def test_a_pause_before_release_gives_zero() -> None:
    times = [0.008 * i for i in range(10)]
    positions = [8.0 * i for i in range(10)]
    assert segpager.velocity_estimate(times, positions) == pytest.approx(1000, rel=1e-9)
    # a last sample at the same point 100 ms later: the gap ends the window
    assert segpager.velocity_estimate([*times, times[-1] + 0.1], [*positions, positions[-1]]) == 0


def test_velocity_uses_the_last_20_samples_within_100_ms() -> None:
    # 30 samples 1 ms apart, the first ten wild: only the last twenty count
    times = [0.001 * i for i in range(30)]
    positions = [1e5 * i * i if i < 10 else 250 * t for i, t in enumerate(times)]
    assert segpager.velocity_estimate(times, positions) == segpager.velocity_estimate(
        times[10:], positions[10:]
    )
    # 10 ms apart: what is more than 100 ms before the newest doesn't count
    times = [0.01 * i for i in range(21)]
    positions = [-1e6 if i < 10 else 80 * t for i, t in enumerate(times)]
    assert segpager.velocity_estimate(times, positions) == pytest.approx(80, rel=1e-9)


def test_velocity_refuses_bad_samples() -> None:
    with pytest.raises(segpager.EventOrderError, match=r"times\[2\]: must not be earlier"):
        segpager.velocity_estimate([0, 0.01, 0.005], [0, 1, 2])
    with pytest.raises(segpager.NotFiniteError, match=r"positions\[1\]"):
        segpager.velocity_estimate([0, 0.01], [0, math.nan])
    with pytest.raises(ValueError, match="one position per time"):
        segpager.velocity_estimate([0, 0.01], [0])
    with pytest.raises(TypeError, match="times must be a sequence of numbers"):
        segpager.velocity_estimate(["a"], [0])  # type: ignore[list-item]
    assert segpager.velocity_estimate([], []) == 0
    assert segpager.velocity_estimate([1.0], [5.0]) == 0


# OverScroller.java (SplineOverScroller.getSplineFlingDistance / getSplineFlingDuration):
# f·c·exp(DECEL/(DECEL - 1)·l) and exp(l/(DECEL - 1)) s, l = ln(0.35·|v|/(f·c)),
# c = 9.80665·39.37·160·0.84, f = 0.015 (ViewConfiguration.SCROLL_FRICTION).
@pytest.mark.parametrize(
    ("velocity", "distance", "duration"),
    [(1000, 194.31360936718045, 0.5551817505037758), (4000, 2156.952111156881, 1.540680105635398)],
)
def test_spline_fling_is_androids(velocity: float, distance: float, duration: float) -> None:
    assert segpager.SCROLL_FRICTION == 0.015
    assert segpager.spline_fling(velocity) == pytest.approx((distance, duration), rel=1e-12)
    assert segpager.spline_fling(-velocity) == pytest.approx((-distance, duration), rel=1e-12)
    # ppi = 160·density: pixels scale with the density, the time does not
    dense = segpager.spline_fling(velocity * 2.75, density=2.75)
    assert dense == pytest.approx((distance * 2.75, duration), rel=1e-12)
    assert segpager.spline_fling_state(velocity, duration + 1) == pytest.approx((distance, 0.0))


def test_spline_fling_state_and_bad_arguments() -> None:
    # OverScroller.update(): SPLINE_POSITION read linearly (same numbers as the Swift tests)
    distance, velocity = segpager.spline_fling_state(1000, 0.1)
    assert distance == pytest.approx(88.73554041489868, rel=1e-7)
    assert velocity == pytest.approx(699.6863961273186, rel=1e-7)
    with pytest.raises(segpager.OutOfRangeError, match="density"):
        segpager.spline_fling(1000, density=0)
    with pytest.raises(segpager.OutOfRangeError, match="friction"):
        segpager.spline_fling_state(1000, 0.1, friction=-1)
    with pytest.raises(segpager.OutOfRangeError, match="time"):
        segpager.spline_fling_state(1000, -0.1)
    with pytest.raises(segpager.NotFiniteError, match="velocity"):
        segpager.spline_fling(math.nan)


# Compose's pager (PagerSnapLayoutInfoProvider.calculateFinalSnappingBound and
# calculateApproachOffset): from 400 pt/s (MinFlingVelocityDp) the page along
# the fling, at most max_pages (PagerSnapDistance.atMost) from the first
# visible page; slower, past snap_positional_threshold (0.5) of a page goes on.
def test_compose_paging() -> None:
    compose = PagingOptions(profile=PagingProfile.COMPOSE)
    assert compose.positional_threshold == 56.0
    assert compose.snap_positional_threshold == 0.5
    assert segpager.paging_target(PAGES, START, 399.0, 2, compose) == 2
    assert segpager.paging_target(PAGES, START, 400.0, 2, compose) == 3
    assert segpager.paging_target(PAGES, START, -400.0, 2, compose) == 2
    assert segpager.paging_target(PAGES, 2.5 * 375, 0.0, 2, compose) == 2
    assert segpager.paging_target(PAGES, 2.5 * 375 + 0.1, 0.0, 2, compose) == 3
    # 2500 pt/s: the spline travels 953.7 pt, 2.54 pages: two pages on with atMost(3)
    at_most_3 = PagingOptions(profile=PagingProfile.COMPOSE, max_pages=3)
    assert segpager.paging_target(PAGES, START, 2500.0, 2, at_most_3) == 4
    assert segpager.paging_target(PAGES, START, 8000.0, 2, at_most_3) == 5
    with pytest.raises(segpager.OutOfRangeError, match="snap_positional_threshold"):
        segpager.paging_target(
            PAGES,
            START,
            0,
            2,
            PagingOptions(profile=PagingProfile.COMPOSE, snap_positional_threshold=2),
        )


def test_compose_dragging_target() -> None:
    # PagerState.targetPage: |offset fraction| >= min(56, 375/2)/375 = 0.1493 moves it on
    assert segpager.paging_dragging_target(PAGES, 2 + 57 / 375, 2) == 3
    assert segpager.paging_dragging_target(PAGES, 2 + 50 / 375, 2) == 2
    assert segpager.paging_dragging_target(PAGES, 2.4, 2) == 3  # 0.4 page: the next
    assert segpager.paging_dragging_target(PAGES, 2 - 57 / 375, 2) == 1
    with pytest.raises(segpager.NotFiniteError, match="position"):
        segpager.paging_dragging_target(PAGES, math.nan, 2)


PHYSICS_CALLS: list[Callable[..., object]] = [
    segpager.deceleration_state,
    segpager.deceleration_projection,
    segpager.deceleration_duration,
    segpager.spline_fling,
    segpager.spline_fling_state,
    segpager.rubber_band,
    segpager.rubber_band_inverse,
    segpager.cubic_bezier,
    DampedSpring().state,
    DampedSpring().settling_time,
]


@pytest.mark.parametrize("function", PHYSICS_CALLS, ids=lambda f: f.__qualname__)
def test_a_physics_call_names_the_argument_that_is_not_a_number(
    function: Callable[..., object],
) -> None:
    """Each argument is refused by the name the caller gave it
    (``rubber_band_inverse``'s ``offset``, not ``overshoot``)."""
    names = list(inspect.signature(function).parameters)
    for name in names:
        arguments: dict[str, object] = {other: 0.5 for other in names}
        arguments[name] = "0.5"
        with pytest.raises(TypeError, match=rf"^{name}: must be a number \(got str"):
            function(**arguments)
