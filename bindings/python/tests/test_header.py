"""Headers and nested scrolling from Python: seeds 004 and 001, and properties."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, strategies as st

import segpager
from segpager import HeaderPhase, HeaderPullDown, HeaderStyle, ListSyncPolicy, NestedScrollMode

W = 375.0
# seed 004: HEAD_HEIGHT 200 over a 44 pt segment, so headerMaxScrollHeight R = 156.
SEED_004 = HeaderStyle(height=200, pinned_height=44)


@pytest.mark.parametrize("y", [-10.0, -40.0, -120.0])
def test_seed_004_stretch_formula(y: float) -> None:
    # CGRectMake(SCREEN_WIDTH * contentY / HEAD_HEIGHT / 2, 0, W * (H - y)/H, H - y)
    frame = segpager.header_frame(SEED_004, W, y)
    assert frame.header.x == pytest.approx(W * y / 200 / 2)
    assert frame.header.width == pytest.approx(W * (200 - y) / 200)
    assert frame.header.height == pytest.approx(200 - y)
    assert frame.phase == HeaderPhase.STRETCHED


def test_seed_004_regions() -> None:
    assert segpager.header_frame(SEED_004, W, 60).header.y == -60  # CGRectMake(0, -contentY, ...)
    pinned = segpager.header_frame(SEED_004, W, 500)
    assert pinned.header.y == -156  # -headerMaxScrollHeight
    assert pinned.phase == HeaderPhase.PINNED
    assert pinned.strip.y == 0  # the segment pins at the top
    assert segpager.header_frame(SEED_004, W, 0).phase == HeaderPhase.EXPANDED


def test_seed_004_sync_and_keep_own_on_page_switch() -> None:
    # updateTableViewFrame: pinned -> max(own, R); visible -> y; pulled -> min(own, 0)
    sync = ListSyncPolicy.SYNC
    assert segpager.header_list_offset(SEED_004, 30, 300, sync) == 156
    assert segpager.header_list_offset(SEED_004, 30, 80, sync) == 80
    assert segpager.header_list_offset(SEED_004, 70, -20, sync) == 0
    # keep own: a list scrolled past the pin keeps its place (JXPagingView #324)
    assert segpager.header_list_offset(SEED_004, 900, 300, ListSyncPolicy.KEEP_OWN) == 900


def test_seed_001_hand_over_at_the_pin() -> None:
    # seed 001: the outer table scrolls up to tableViewOffsetY, then the inner list
    split = segpager.nested_scroll(
        SEED_004, 100, header_offset=120, list_offset=0, list_max_offset=900
    )
    assert (split.header, split.list, split.overscroll) == (36, 64, 0)
    back = segpager.nested_scroll(
        SEED_004, -100, header_offset=156, list_offset=30, list_max_offset=900
    )
    assert (back.list, back.header) == (-30, -70)  # the list returns to its top first


deltas = st.floats(min_value=-2000, max_value=2000)


@given(
    deltas,
    st.floats(min_value=0, max_value=156),
    st.floats(min_value=0, max_value=500),
    st.floats(min_value=0, max_value=100),
    st.sampled_from(NestedScrollMode),
)
def test_the_parts_of_a_delta_add_up_to_it(
    delta: float, header: float, list_offset: float, enter: float, mode: NestedScrollMode
) -> None:
    split = segpager.nested_scroll(SEED_004, delta, header, list_offset, 500, mode, enter)
    assert split.header + split.list + split.overscroll == pytest.approx(delta, abs=1e-9)
    assert -1e-9 <= header + split.header <= 156 + 1e-9
    assert -1e-9 <= list_offset + split.list <= 500 + 1e-9


@given(st.floats(min_value=-300, max_value=600), st.sampled_from(HeaderPullDown))
def test_the_header_is_continuous_and_progress_monotone(y: float, mode: HeaderPullDown) -> None:
    style = HeaderStyle(height=200, pinned_height=44, pull_down=mode, parallax=0.4)
    a = segpager.header_frame(style, W, y)
    b = segpager.header_frame(style, W, y + 1e-6)
    for field in ("x", "y", "width", "height"):
        assert abs(getattr(a.header, field) - getattr(b.header, field)) < 1e-4
    assert b.progress >= a.progress
    assert 0 <= a.progress <= 1


@given(
    st.floats(min_value=-200, max_value=600),
    st.floats(min_value=-100, max_value=3000),
    st.sampled_from([ListSyncPolicy.SYNC, ListSyncPolicy.KEEP_OWN]),
)
def test_switching_pages_never_makes_the_header_jump(
    y: float, own: float, policy: ListSyncPolicy
) -> None:
    new = segpager.header_list_offset(SEED_004, own, y, policy)
    before = segpager.header_frame(SEED_004, W, y)
    after = segpager.header_frame(SEED_004, W, new)
    if y >= 0:  # a pull-down ends on release; the header may spring back then
        assert after.header.y == pytest.approx(before.header.y)


@pytest.mark.parametrize(
    "call",
    [
        lambda: segpager.header_frame(HeaderStyle(height=-1), W, 0),
        lambda: segpager.header_frame(HeaderStyle(height=100, pinned_height=200), W, 0),
        lambda: segpager.header_frame(SEED_004, W, math.nan),
        lambda: segpager.header_frame(SEED_004, -1, 0),
        lambda: segpager.header_frame(HeaderStyle(height=10, parallax=2), W, 0),
        lambda: segpager.header_list_offset(SEED_004, math.inf, 0),
        lambda: segpager.nested_scroll(SEED_004, 1, 300, 0, 10),
        lambda: segpager.nested_scroll(SEED_004, math.nan, 0, 0, 10),
    ],
)
def test_bad_input_raises(call: object) -> None:
    with pytest.raises(ValueError, match="segpager_"):
        call()  # type: ignore[operator]


def test_snap_short_lists_and_direction_lock() -> None:
    assert segpager.header_snap_target(SEED_004, 70, 0) == 0  # nearer end
    assert segpager.header_snap_target(SEED_004, 90, 0) == 156
    assert segpager.header_snap_target(SEED_004, 20, 800) == 156  # a fast release follows
    assert segpager.header_snap_target(SEED_004, -30, 0) == -30  # pulled down: stays
    assert segpager.header_min_content_height(SEED_004, 600) == 756
    assert segpager.gesture_axis(5, 1) == segpager.GestureAxis.UNDECIDED
    assert segpager.gesture_axis(20, 5) == segpager.GestureAxis.HORIZONTAL
    assert segpager.gesture_axis(-3, -30) == segpager.GestureAxis.VERTICAL
    with pytest.raises(segpager.OutOfRangeError):
        segpager.gesture_axis(1, 1, max_angle=60)


@given(st.floats(min_value=-200, max_value=400), st.floats(min_value=-5000, max_value=5000))
def test_a_snap_ends_at_an_end_or_stays(offset: float, velocity: float) -> None:
    target = segpager.header_snap_target(SEED_004, offset, velocity)
    assert target in (0, 156) or target == offset


# --- header stacks: AppBarLayout's ranges (reference android-flutter-compose.md §C.2) ---

S = segpager.HeaderSection
B = segpager.HeaderSectionBehavior


def test_stack_ranges_of_a_collapsing_toolbar_over_tabs() -> None:
    # totalScrollRange: 200 less its 56 pt minimum; exitUntilCollapsed ends the run.
    ranges = segpager.header_stack_ranges([S(200, B.EXIT_UNTIL_COLLAPSED, 56), S(48, B.PINNED)])
    assert ranges == segpager.HeaderStackRanges(248, 144, 104, 0)


def test_stack_quick_return_comes_back_before_the_list() -> None:
    stack = [S(100), S(56, B.ENTER_ALWAYS), S(48, B.PINNED)]
    assert segpager.header_stack_ranges(stack).enter_range == 56
    split = segpager.header_stack_scroll(stack, -80, 156, 300, 1000)
    assert (split.header, split.list, split.overscroll) == (-56, -24, 0)


@given(
    delta=st.floats(-500, 500),
    header_offset=st.floats(0, 156),
    list_offset=st.floats(0, 900),
    mode=st.sampled_from(list(NestedScrollMode)),
)
def test_two_section_stacks_agree_with_nested_scroll(
    delta: float, header_offset: float, list_offset: float, mode: NestedScrollMode
) -> None:
    # The seeds' header is the two-section stack [R of scrolling, S pinned].
    top = {
        NestedScrollMode.EXIT_UNTIL_COLLAPSED: S(156),
        NestedScrollMode.ENTER_ALWAYS: S(156, B.ENTER_ALWAYS),
        NestedScrollMode.ENTER_ALWAYS_COLLAPSED: S(156, B.ENTER_ALWAYS_COLLAPSED, 50),
    }[mode]
    stack = segpager.header_stack_scroll(
        [top, S(44, B.PINNED)], delta, header_offset, list_offset, 900
    )
    single = segpager.nested_scroll(SEED_004, delta, header_offset, list_offset, 900, mode, 50)
    assert stack == single
    assert math.isclose(stack.header + stack.list + stack.overscroll, delta, abs_tol=1e-9)


@pytest.mark.parametrize(
    ("sections", "error"),
    [
        ([], segpager.OutOfRangeError),
        ([S(-1)], segpager.OutOfRangeError),
        ([S(10, B.EXIT_UNTIL_COLLAPSED, 11)], segpager.OutOfRangeError),
        ([S(math.nan)], segpager.NotFiniteError),
        ([S(10, 9)], segpager.UnknownEnumError),  # type: ignore[arg-type]
        ([(10, 0, 0)], TypeError),
    ],
)
def test_stack_bad_input(sections: list[object], error: type[Exception]) -> None:
    with pytest.raises(error):
        segpager.header_stack_ranges(sections)  # type: ignore[arg-type]


def test_stack_scroll_bad_offsets() -> None:
    stack = [S(100)]
    with pytest.raises(segpager.OutOfRangeError):
        segpager.header_stack_scroll(stack, 1, 101, 0, 10)
    with pytest.raises(segpager.OutOfRangeError):
        segpager.header_stack_scroll(stack, 1, 0, 11, 10)
    with pytest.raises(segpager.NotFiniteError):
        segpager.header_stack_scroll(stack, math.inf, 0, 0, 10)


def test_stack_snap_follows_the_midpoint_rule() -> None:
    # reference §C.4: the snapping section under the offset, by its midpoint;
    # exit_until_collapsed keeps its 56 pt minimum.
    stack = [S(200, B.EXIT_UNTIL_COLLAPSED, 56, snaps=True), S(48, B.PINNED)]
    assert segpager.header_stack_snap_target(stack, 60) == 0
    assert segpager.header_stack_snap_target(stack, 80) == 144
    assert segpager.header_stack_snap_target([S(200, B.EXIT_UNTIL_COLLAPSED, 56)], 80) == 80
    with pytest.raises(segpager.OutOfRangeError):
        segpager.header_stack_snap_target(stack, 145)
    with pytest.raises(segpager.NotFiniteError):
        segpager.header_stack_snap_target(stack, math.nan)


def test_stack_ranges_with_app_bar_layout_flags() -> None:
    # AppBarLayout.java getTotalScrollRange / getDownNestedPreScrollRange:
    # EXIT_UNTIL_COLLAPSED keeps min_height; quick return re-enters h - minH
    # with it, min_height with ENTER_ALWAYS_COLLAPSED; no SCROLL moves nothing.
    f = segpager.HeaderScrollFlags
    by_flags = segpager.HeaderSectionBehavior.BY_FLAGS
    pinned = segpager.HeaderSection(48, by_flags)

    def ranges(flags: int) -> tuple[float, float]:
        top = segpager.HeaderSection(100, by_flags, min_height=30, scroll_flags=flags)
        r = segpager.header_stack_ranges([top, pinned])
        return r.collapse_range, r.enter_range

    assert ranges(f.SCROLL | f.EXIT_UNTIL_COLLAPSED | f.ENTER_ALWAYS) == (70.0, 70.0)
    assert ranges(f.SCROLL | f.ENTER_ALWAYS | f.ENTER_ALWAYS_COLLAPSED | f.SNAP) == (100.0, 30.0)
    assert ranges(f.SCROLL | f.ENTER_ALWAYS_COLLAPSED) == (100.0, 0.0)
    assert ranges(f.ENTER_ALWAYS) == (0.0, 0.0)
    with pytest.raises(segpager.OutOfRangeError, match=r"sections\[0\]\.flags"):
        ranges(0x40)
    with pytest.raises(segpager.OutOfRangeError):
        ranges(-1)


def test_snap_duration_is_app_bar_layouts_formula() -> None:
    # The reference's example (AppBarLayout.animateOffsetTo): d 100, H 200, v 0 -> 225 ms.
    assert segpager.header_snap_duration(100, 0, 200) == 0.225
    assert segpager.header_snap_duration(100, 1000, 200) == 0.3
    assert segpager.header_snap_duration(1000, 0, 200) == 0.6
    with pytest.raises(segpager.OutOfRangeError, match="distance"):
        segpager.header_snap_duration(-1, 0, 200)
    with pytest.raises(segpager.NotFiniteError, match="velocity"):
        segpager.header_snap_duration(1, math.nan, 200)


def test_section_margins_count_as_app_bar_layout_counts_them() -> None:
    # AppBarLayout.java: getTotalScrollRange adds each scrolling child's
    # margins; getDownNestedPreScrollRange adds a quick-return child's margins
    # and, with ENTER_ALWAYS_COLLAPSED, its min height: 8 + 4 + 30 = 42.
    f = segpager.HeaderScrollFlags
    by_flags = segpager.HeaderSectionBehavior.BY_FLAGS
    quick = f.SCROLL | f.ENTER_ALWAYS | f.ENTER_ALWAYS_COLLAPSED
    top = segpager.HeaderSection(
        100, by_flags, min_height=30, scroll_flags=quick, margin_top=8, margin_bottom=4
    )
    stack = [top, S(48, B.PINNED)]
    r = segpager.header_stack_ranges(stack)
    assert (r.height, r.collapse_range, r.pinned_height, r.enter_range) == (160, 112, 48, 42)
    # collapsed, the list 300 down: 60 down gives the 42 back first
    assert segpager.header_stack_scroll(stack, -60, 112, 300, 900) == segpager.ScrollSplit(
        -42, -18, 0
    )
    # AppBarLayout.snapToChildIfNeeded: the child [10, 110] snaps by its
    # midpoint; SNAP_MARGINS moves its edges out to [0, 130].
    snapping = segpager.HeaderSection(
        100, by_flags, scroll_flags=f.SCROLL | f.SNAP, margin_top=10, margin_bottom=20
    )
    assert segpager.header_stack_snap_target([snapping, S(48, B.PINNED)], 60) == 10
    assert segpager.header_stack_snap_target([snapping, S(48, B.PINNED)], 65) == 110
    with_margins = segpager.HeaderSection(
        100, by_flags, scroll_flags=f.SCROLL | f.SNAP | f.SNAP_MARGINS, margin_top=10,
        margin_bottom=20,
    )  # fmt: skip
    assert segpager.header_stack_snap_target([with_margins, S(48, B.PINNED)], 70) == 130


def test_section_margins_bad_input_names_the_margin() -> None:
    with pytest.raises(segpager.OutOfRangeError, match=r"margins\[1\]\.margin_bottom"):
        segpager.header_stack_ranges([S(10), S(10, margin_bottom=-1)])
    with pytest.raises(segpager.NotFiniteError, match=r"margins\[0\]\.margin_top"):
        segpager.header_stack_snap_target([S(10, margin_top=math.nan)], 0)
    with pytest.raises(TypeError, match="margin_top"):
        segpager.header_stack_ranges([S(10, margin_top="4")])  # type: ignore[arg-type]


def test_a_pager_header_with_margins() -> None:
    # a 100 pt SCROLL section with margins 8 + 4 over a pinned 48: 160 high,
    # collapsing 112 (the margins scroll with it)
    sections = (S(100, margin_top=8, margin_bottom=4), S(48, B.PINNED))
    header = segpager.PagerHeader(HeaderStyle(), sections=sections)
    with segpager.Pager([60.0, 60.0], 375, header=header) as pager:
        frame = pager.step([segpager.ListScrolled(0.1, 200)])
        assert frame.header is not None
        assert frame.header.frame.header.height == 160
        assert frame.header.header_offset == 112
        assert frame.list_offset == 88


def test_header_lengths_no_pager_can_draw_are_refused_and_the_pager_steps_on() -> None:
    # margins each finite but past a double in all (the 32-bit fuzz run's
    # 1.8e308 + 18 + ...): until 0.9.0 taken, and every later step then
    # failed with "HeaderStyle.height: must be finite (got inf)"
    big = 1.7976931348623157e308
    overflowing = (S(100, margin_top=big, margin_bottom=18), S(100, margin_top=big))
    with pytest.raises(segpager.NotFiniteError, match="overflowed"):
        segpager.header_stack_ranges(overflowing)
    with segpager.Pager([60.0, 60.0], 375) as pager:
        with pytest.raises(segpager.NotFiniteError, match="overflowed"):
            pager.set_header(segpager.PagerHeader(HeaderStyle(), sections=overflowing))
        # finite in all, but past the pager's 1e12 pt lengths
        tall = (S(100), S(100, margin_bottom=1e300))
        with pytest.raises(segpager.OutOfRangeError, match=r"height: must be <= 1e12 in a pager"):
            pager.set_header(segpager.PagerHeader(HeaderStyle(), sections=tall))
        far = segpager.PagerHeader(HeaderStyle(), sections=(S(100),), refresh_distance=2e12)
        with pytest.raises(segpager.OutOfRangeError, match=r"refresh_distance: must be <= 1e12"):
            pager.set_header(far)
        pager.set_header(segpager.PagerHeader(HeaderStyle(), sections=(S(100), S(100))))
        for t in (0.1, 0.2):
            head = pager.step([segpager.Tick(t)]).header
            assert head is not None
            assert head.frame.header.height == 200


def test_a_header_without_a_height_is_refused_or_the_stacks() -> None:
    # HeaderStyle() is 0 high: without sections that is no header, and the
    # pager says so rather than drawing nothing with progress 1.
    with pytest.raises(
        segpager.OutOfRangeError, match=r"style\.height: must be > 0 without sections"
    ):
        segpager.Pager([60.0], 375, header=segpager.PagerHeader(HeaderStyle()))
    # with sections, 0 is the stack's height
    stacked = segpager.PagerHeader(HeaderStyle(), sections=(S(44, B.PINNED),))
    with segpager.Pager([60.0], 375, header=stacked) as pager:
        head = pager.step([]).header
        assert head is not None
        assert head.frame.header.height == 44
        # nothing collapses (R = 0): expanded at rest, progress 0, as the phase says
        assert head.frame.phase == HeaderPhase.EXPANDED
        assert head.frame.progress == 0
