/* Headers and nested scrolling through the C API: seeds 004 and 001. */
#include <math.h>
#include <string.h>

#include "segpager.h"
#include "check.h"

#define W 375.0

/* seed 004: HEAD_HEIGHT 200 with a 44 pt segment: headerMaxScrollHeight = 156 */
static segpager_header_style seed_004(void) {
    segpager_header_style s;
    segpager_header_style_init(&s);
    s.height = 200;
    s.pinned_height = 44;
    return s;
}

static segpager_header_frame at(const segpager_header_style *s, double y) {
    segpager_header_frame f;
    CHECK_STATUS(segpager_header_frame_at(s, W, y, &f), SEGPAGER_OK);
    return f;
}

static void test_seed_004_regions(void) {
    segpager_header_style s = seed_004();
    segpager_header_frame f;
    const double pulls[] = {-10, -40, -100};
    int i;
    /* 0 <= y < R: CGRectMake(0, -contentY, SCREEN_WIDTH, HEAD_HEIGHT) */
    f = at(&s, 60);
    CHECK_NEAR(f.header.y, -60); CHECK_NEAR(f.header.height, 200);
    CHECK(f.phase == SEGPAGER_HEADER_COLLAPSING);
    CHECK_NEAR(f.progress, 60.0 / 156);
    CHECK_NEAR(f.strip.y, 200 - 60 - 44);
    /* y >= R: CGRectMake(0, -headerMaxScrollHeight, SCREEN_WIDTH, headerHeight) */
    f = at(&s, 400);
    CHECK_NEAR(f.header.y, -156);
    CHECK(f.phase == SEGPAGER_HEADER_PINNED);
    CHECK_NEAR(f.strip.y, 0); /* the segment sits at the top */
    CHECK_NEAR(f.progress, 1);
    f = at(&s, 0);
    CHECK(f.phase == SEGPAGER_HEADER_EXPANDED && f.progress == 0);
    /* y < 0: CGRectMake(W*y/H/2, 0, W*(H - y)/H, H - y) */
    for (i = 0; i < 3; ++i) {
        double y = pulls[i];
        f = at(&s, y);
        CHECK_NEAR(f.header.x, W * y / 200 / 2);
        CHECK_NEAR(f.header.width, W * (200 - y) / 200);
        CHECK_NEAR(f.header.height, 200 - y);
        CHECK_NEAR(f.header.y, 0);
        CHECK_NEAR(f.stretch_scale, (200 - y) / 200);
        CHECK(f.phase == SEGPAGER_HEADER_STRETCHED);
    }
    /* the commented-out variant: CGRectMake(0, -contentY, ...) follows the finger */
    s.pull_down = SEGPAGER_PULL_DOWN_FOLLOW;
    f = at(&s, -40);
    CHECK_NEAR(f.header.y, 40); CHECK_NEAR(f.header.height, 200);
    s.pull_down = SEGPAGER_PULL_DOWN_PINNED;
    f = at(&s, -40);
    CHECK_NEAR(f.header.y, 0);
}

static void test_seed_004_sync_on_page_switch(void) {
    /* updateTableViewFrame: offsetY >= H: others below H jump to H; 0 <= y < H: all to y;
     * y < 0: others above 0 go to 0. (R = headerMaxScrollHeight in the KVO variant.) */
    segpager_header_style s = seed_004();
    double out = -1;
    CHECK_STATUS(segpager_header_list_offset(&s, SEGPAGER_LIST_SYNC, 30, 200, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 156);
    CHECK_STATUS(segpager_header_list_offset(&s, SEGPAGER_LIST_SYNC, 900, 200, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 900);
    CHECK_STATUS(segpager_header_list_offset(&s, SEGPAGER_LIST_SYNC, 900, 80, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 80);
    CHECK_STATUS(segpager_header_list_offset(&s, SEGPAGER_LIST_SYNC, 70, -20, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 0);
    CHECK_STATUS(segpager_header_list_offset(&s, SEGPAGER_LIST_RESET_TO_TOP, 900, 200, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 156);
}

static void test_seed_001_hand_over(void) {
    /* seed 001: the outer table scrolls until tableViewOffsetY (= R), then the
     * inner list; going back, the inner list returns to 0 before the outer moves. */
    segpager_header_style s = seed_004();
    segpager_scroll_split out;
    CHECK_STATUS(segpager_nested_scroll(&s, SEGPAGER_NESTED_EXIT_UNTIL_COLLAPSED, 100, 120, 0, 2000, 0, &out),
                 SEGPAGER_OK);
    CHECK_NEAR(out.header, 36); /* up to the hand-over at 156 */
    CHECK_NEAR(out.list, 64);
    CHECK_NEAR(out.overscroll, 0);
    CHECK_STATUS(segpager_nested_scroll(&s, SEGPAGER_NESTED_EXIT_UNTIL_COLLAPSED, 50, 60, 0, 2000, 0, &out),
                 SEGPAGER_OK);
    CHECK_NEAR(out.list, 0); /* the list is locked at 0 until the header is pinned */
    CHECK_STATUS(segpager_nested_scroll(&s, SEGPAGER_NESTED_EXIT_UNTIL_COLLAPSED, -100, 156, 30, 2000, 0, &out),
                 SEGPAGER_OK);
    CHECK_NEAR(out.list, -30); /* the list goes back to its top first */
    CHECK_NEAR(out.header, -70); /* then the header is released */
    CHECK_STATUS(segpager_nested_scroll(&s, SEGPAGER_NESTED_EXIT_UNTIL_COLLAPSED, -100, 20, 0, 2000, 0, &out),
                 SEGPAGER_OK);
    CHECK_NEAR(out.overscroll, -80); /* past the top: a pull-down */
    CHECK_STATUS(segpager_nested_scroll(&s, SEGPAGER_NESTED_ENTER_ALWAYS, -100, 156, 30, 2000, 0, &out),
                 SEGPAGER_OK);
    CHECK_NEAR(out.header, -100); /* enter always: the header first */
    CHECK_STATUS(segpager_nested_scroll(&s, SEGPAGER_NESTED_ENTER_ALWAYS_COLLAPSED, -100, 156, 30, 2000, 40, &out),
                 SEGPAGER_OK);
    CHECK_NEAR(out.header, -40 - 30); /* 40 of header, 30 of list, then 30 more header */
    CHECK_NEAR(out.list, -30);
}

static void test_bad_input(void) {
    segpager_header_style s = seed_004();
    segpager_header_frame f;
    segpager_scroll_split split;
    double out = 777;
    CHECK_STATUS(segpager_header_style_init(NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_header_frame_at(NULL, W, 0, &f), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_header_frame_at(&s, W, 0, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_header_frame_at(&s, W, NAN, &f), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_header_frame_at(&s, INFINITY, 0, &f), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_header_frame_at(&s, -1, 0, &f), SEGPAGER_E_RANGE);
    s.pinned_height = 300; /* S > H */
    CHECK_STATUS(segpager_header_frame_at(&s, W, 0, &f), SEGPAGER_E_RANGE);
    s = seed_004(); s.height = -1;
    CHECK_STATUS(segpager_header_frame_at(&s, W, 0, &f), SEGPAGER_E_RANGE);
    s = seed_004(); s.parallax = 1.5;
    CHECK_STATUS(segpager_header_frame_at(&s, W, 0, &f), SEGPAGER_E_RANGE);
    s = seed_004(); s.pin_offset = -INFINITY;
    CHECK_STATUS(segpager_header_frame_at(&s, W, 0, &f), SEGPAGER_E_NOT_FINITE);
    s = seed_004(); s.pull_down = 3;
    CHECK_STATUS(segpager_header_frame_at(&s, W, 0, &f), SEGPAGER_E_ENUM);
    s = seed_004(); s.content_mode = -1;
    CHECK_STATUS(segpager_header_frame_at(&s, W, 0, &f), SEGPAGER_E_ENUM);
    s = seed_004(); s.reserved = 1;
    CHECK_STATUS(segpager_header_frame_at(&s, W, 0, &f), SEGPAGER_E_RANGE);
    s = seed_004(); s.struct_size = 0;
    CHECK_STATUS(segpager_header_frame_at(&s, W, 0, &f), SEGPAGER_E_STRUCT_SIZE);
    s = seed_004();
    CHECK_STATUS(segpager_header_list_offset(&s, 3, 0, 0, &out), SEGPAGER_E_ENUM);
    CHECK_STATUS(segpager_header_list_offset(&s, SEGPAGER_LIST_SYNC, NAN, 0, &out), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_header_list_offset(&s, SEGPAGER_LIST_SYNC, 0, INFINITY, &out), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_header_list_offset(&s, SEGPAGER_LIST_SYNC, 0, 0, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_header_list_offset(NULL, SEGPAGER_LIST_SYNC, 0, 0, &out), SEGPAGER_E_NULL);
    CHECK(out == 777);
    CHECK_STATUS(segpager_nested_scroll(&s, 9, 1, 0, 0, 10, 0, &split), SEGPAGER_E_ENUM);
    CHECK_STATUS(segpager_nested_scroll(&s, 0, NAN, 0, 0, 10, 0, &split), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_nested_scroll(&s, 0, 1, 200, 0, 10, 0, &split), SEGPAGER_E_RANGE); /* > R */
    CHECK_STATUS(segpager_nested_scroll(&s, 0, 1, -1, 0, 10, 0, &split), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_nested_scroll(&s, 0, 1, 0, 20, 10, 0, &split), SEGPAGER_E_RANGE); /* past its end */
    CHECK_STATUS(segpager_nested_scroll(&s, 0, 1, 0, 0, -10, 0, &split), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_nested_scroll(&s, 0, 1, 0, 0, 10, -1, &split), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_nested_scroll(&s, 0, 1, 0, 0, 10, 0, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_nested_scroll(NULL, 0, 1, 0, 0, 10, 0, &split), SEGPAGER_E_NULL);
}

static void test_snap_short_lists_and_axis(void) {
    segpager_header_style s = seed_004();
    double out = -1;
    int32_t axis = -1;
    /* slow releases go to the nearer end, fast ones follow their direction */
    CHECK_STATUS(segpager_header_snap_target(&s, 70, 0, 300, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 0);
    CHECK_STATUS(segpager_header_snap_target(&s, 90, 0, 300, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 156);
    CHECK_STATUS(segpager_header_snap_target(&s, 20, 800, 300, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 156);
    CHECK_STATUS(segpager_header_snap_target(&s, 140, -800, 300, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 0);
    CHECK_STATUS(segpager_header_snap_target(&s, -30, 0, 300, &out), SEGPAGER_OK);
    CHECK_NEAR(out, -30); /* pulled down: no snap */
    CHECK_STATUS(segpager_header_min_content_height(&s, 600, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 756);
    /* direction lock: 10 pt, 30 degrees */
    CHECK_STATUS(segpager_gesture_axis(5, 1, 10, 30, &axis), SEGPAGER_OK);
    CHECK(axis == SEGPAGER_AXIS_UNDECIDED);
    CHECK_STATUS(segpager_gesture_axis(20, 5, 10, 30, &axis), SEGPAGER_OK);
    CHECK(axis == SEGPAGER_AXIS_HORIZONTAL);
    CHECK_STATUS(segpager_gesture_axis(-3, -30, 10, 30, &axis), SEGPAGER_OK);
    CHECK(axis == SEGPAGER_AXIS_VERTICAL);
    CHECK_STATUS(segpager_gesture_axis(10, 10, 10, 30, &axis), SEGPAGER_OK);
    CHECK(axis == SEGPAGER_AXIS_UNDECIDED); /* diagonal, not yet far */
    CHECK_STATUS(segpager_gesture_axis(16, 14, 10, 30, &axis), SEGPAGER_OK);
    CHECK(axis == SEGPAGER_AXIS_HORIZONTAL); /* far enough: the larger wins */
    /* bad input */
    CHECK_STATUS(segpager_header_snap_target(&s, NAN, 0, 300, &out), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_header_snap_target(&s, 10, INFINITY, 300, &out), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_header_snap_target(&s, 10, 0, -1, &out), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_header_snap_target(&s, 10, 0, 300, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_header_snap_target(NULL, 10, 0, 300, &out), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_header_min_content_height(&s, -1, &out), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_header_min_content_height(&s, NAN, &out), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_header_min_content_height(&s, 1, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_header_min_content_height(NULL, 1, &out), SEGPAGER_E_NULL);
    s.pinned_height = 500;
    CHECK_STATUS(segpager_header_min_content_height(&s, 1, &out), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_gesture_axis(NAN, 0, 10, 30, &axis), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_gesture_axis(0, -INFINITY, 10, 30, &axis), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_gesture_axis(1, 1, -1, 30, &axis), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_gesture_axis(1, 1, 10, 46, &axis), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_gesture_axis(1, 1, 10, 30, NULL), SEGPAGER_E_NULL);
}

/* AppBarLayout's ranges (reference android-flutter-compose.md §C.2): a
 * 100 pt scroll section, a 56 pt floating toolbar, 48 pt of pinned tabs. */
static void test_header_stack(void) {
    const segpager_header_section quick[] = {
        {100, 0, SEGPAGER_SECTION_SCROLL, 0},
        {56, 0, SEGPAGER_SECTION_ENTER_ALWAYS, 0},
        {48, 0, SEGPAGER_SECTION_PINNED, 0},
    };
    const segpager_header_section collapsing[] = {
        {200, 56, SEGPAGER_SECTION_EXIT_UNTIL_COLLAPSED, 0},
        {48, 0, SEGPAGER_SECTION_PINNED, 0},
    };
    segpager_header_section bad[] = {{100, 0, SEGPAGER_SECTION_SCROLL, 0}};
    segpager_header_ranges r;
    segpager_scroll_split split;
    CHECK_STATUS(segpager_header_stack_ranges(quick, 3, &r), SEGPAGER_OK);
    CHECK_NEAR(r.height, 204); CHECK_NEAR(r.collapse_range, 156);
    CHECK_NEAR(r.pinned_height, 48); CHECK_NEAR(r.enter_range, 56);
    CHECK_STATUS(segpager_header_stack_ranges(collapsing, 2, &r), SEGPAGER_OK);
    CHECK_NEAR(r.collapse_range, 144); /* 200 - 56, then stop */
    CHECK_NEAR(r.enter_range, 0);
    /* Collapsed, the list 300 down: 80 pt down brings the toolbar back first. */
    CHECK_STATUS(segpager_header_stack_scroll(quick, 3, -80, 156, 300, 1000, &split), SEGPAGER_OK);
    CHECK_NEAR(split.header, -56); CHECK_NEAR(split.list, -24); CHECK_NEAR(split.overscroll, 0);

    CHECK_STATUS(segpager_header_stack_ranges(NULL, 1, &r), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_header_stack_ranges(quick, 3, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_header_stack_ranges(quick, 0, &r), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_header_stack_ranges(quick, (size_t)-1, &r), SEGPAGER_E_RANGE);
    bad[0].behavior = 9;
    CHECK_STATUS(segpager_header_stack_ranges(bad, 1, &r), SEGPAGER_E_ENUM);
    bad[0].behavior = SEGPAGER_SECTION_SCROLL; bad[0].flags = 2; /* an unknown flag */
    CHECK_STATUS(segpager_header_stack_ranges(bad, 1, &r), SEGPAGER_E_RANGE);
    bad[0].flags = 0; bad[0].height = -1;
    CHECK_STATUS(segpager_header_stack_ranges(bad, 1, &r), SEGPAGER_E_RANGE);
    bad[0].height = NAN;
    CHECK_STATUS(segpager_header_stack_ranges(bad, 1, &r), SEGPAGER_E_NOT_FINITE);
    bad[0].height = 10; bad[0].min_height = 11;
    CHECK_STATUS(segpager_header_stack_ranges(bad, 1, &r), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_header_stack_scroll(quick, 3, NAN, 0, 0, 10, &split), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_header_stack_scroll(quick, 3, 1, 157, 0, 10, &split), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_header_stack_scroll(quick, 3, 1, 0, 11, 10, &split), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_header_stack_scroll(quick, 3, 1, 0, 0, -1, &split), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_header_stack_scroll(quick, 3, 1, 0, 0, 10, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_header_stack_scroll(NULL, 3, 1, 0, 0, 10, &split), SEGPAGER_E_NULL);
}

/* AppBarLayout's snap (reference §C.4): the midpoint of the snapping
 * section under the offset decides; exit-until-collapsed keeps min_height. */
static void test_header_stack_snap(void) {
    const segpager_header_section snapping[] = {
        {200, 56, SEGPAGER_SECTION_EXIT_UNTIL_COLLAPSED, SEGPAGER_SECTION_FLAG_SNAP},
        {48, 0, SEGPAGER_SECTION_PINNED, 0},
    };
    const segpager_header_section plain[] = {
        {200, 56, SEGPAGER_SECTION_EXIT_UNTIL_COLLAPSED, 0},
        {48, 0, SEGPAGER_SECTION_PINNED, 0},
    };
    double out = -1;
    CHECK_STATUS(segpager_header_stack_snap_target(snapping, 2, 60, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 0); /* 60 < 144 / 2: open */
    CHECK_STATUS(segpager_header_stack_snap_target(snapping, 2, 80, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 144); /* past the midpoint: collapsed to the 56 pt minimum */
    CHECK_STATUS(segpager_header_stack_snap_target(plain, 2, 80, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 80); /* no snap flag: stays */
    out = 777;
    CHECK_STATUS(segpager_header_stack_snap_target(snapping, 2, 145, &out), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_header_stack_snap_target(snapping, 2, -1, &out), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_header_stack_snap_target(snapping, 2, NAN, &out), SEGPAGER_E_NOT_FINITE);
    CHECK(out == 777);
    CHECK_STATUS(segpager_header_stack_snap_target(snapping, 2, 0, NULL), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_header_stack_snap_target(NULL, 2, 0, &out), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_header_stack_snap_target(snapping, 0, 0, &out), SEGPAGER_E_RANGE);
}

/* AppBarLayout's flags as a set (behavior SEGPAGER_SECTION_BY_FLAGS), worked
 * from AppBarLayout.java's getTotalScrollRange and
 * getDownNestedPreScrollRange, and its snap duration (animateOffsetTo). */
static void test_scroll_flags_and_snap_duration(void) {
    const uint32_t quick_collapsed = SEGPAGER_SCROLL_FLAG_SCROLL | SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS
                                     | SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS_COLLAPSED;
    segpager_header_section flags[] = {
        {100, 30, SEGPAGER_SECTION_BY_FLAGS, SEGPAGER_SCROLL_FLAG_SCROLL | SEGPAGER_SCROLL_FLAG_EXIT_UNTIL_COLLAPSED
                                                 | SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS},
        {48, 0, SEGPAGER_SECTION_BY_FLAGS, 0}, /* no SCROLL: pinned */
    };
    segpager_header_section init;
    segpager_header_ranges r;
    double seconds = -1;
    /* EXIT_UNTIL_COLLAPSED: 100 - 30; quick return too: h - minH re-enters first */
    CHECK_STATUS(segpager_header_stack_ranges(flags, 2, &r), SEGPAGER_OK);
    CHECK_NEAR(r.collapse_range, 70); CHECK_NEAR(r.enter_range, 70); CHECK_NEAR(r.height, 148);
    flags[0].flags = quick_collapsed; /* ENTER_ALWAYS_COLLAPSED: min_height re-enters first */
    CHECK_STATUS(segpager_header_stack_ranges(flags, 2, &r), SEGPAGER_OK);
    CHECK_NEAR(r.collapse_range, 100); CHECK_NEAR(r.enter_range, 30);
    flags[0].flags = SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS; /* no SCROLL: nothing moves */
    CHECK_STATUS(segpager_header_stack_ranges(flags, 2, &r), SEGPAGER_OK);
    CHECK_NEAR(r.collapse_range, 0); CHECK_NEAR(r.enter_range, 0);
    flags[0].flags = SEGPAGER_SCROLL_FLAG_SCROLL | 0x40u; /* past SNAP_MARGINS: no flag */
    CHECK_STATUS(segpager_header_stack_ranges(flags, 2, &r), SEGPAGER_E_RANGE);
    /* The init function writes the old SCROLL behaviour, which is the set {SCROLL}. */
    CHECK_STATUS(segpager_header_section_init(&init), SEGPAGER_OK);
    CHECK(init.behavior == SEGPAGER_SECTION_SCROLL && init.flags == 0);

    /* The reference's example: d = 100, H = 200, v = 0 -> 225 ms. */
    CHECK_STATUS(segpager_header_snap_duration(100, 0, 200, &seconds), SEGPAGER_OK);
    CHECK_NEAR(seconds, 0.225);
    CHECK_STATUS(segpager_header_snap_duration(100, -1000, 200, &seconds), SEGPAGER_OK);
    CHECK_NEAR(seconds, 0.3); /* 3 * round(1000 * 100 / 1000) ms */
    CHECK_STATUS(segpager_header_snap_duration(1000, 0, 200, &seconds), SEGPAGER_OK);
    CHECK_NEAR(seconds, 0.6); /* capped at MAX_OFFSET_ANIMATION_DURATION */
    seconds = 777;
    CHECK_STATUS(segpager_header_snap_duration(-1, 0, 200, &seconds), SEGPAGER_E_RANGE);
    CHECK_STATUS(segpager_header_snap_duration(1, NAN, 200, &seconds), SEGPAGER_E_NOT_FINITE);
    CHECK_STATUS(segpager_header_snap_duration(1, 0, -1, &seconds), SEGPAGER_E_RANGE);
    CHECK(seconds == 777);
    CHECK_STATUS(segpager_header_snap_duration(1, 0, 200, NULL), SEGPAGER_E_NULL);
}

/* Section margins (segpager_section_margins), counted as AppBarLayout counts
 * them (AppBarLayout.java: getTotalScrollRange adds each scrolling child's
 * topMargin + bottomMargin; getDownNestedPreScrollRange adds a quick-return
 * child's margins, and for ENTER_ALWAYS_COLLAPSED its minimum height). */
static void test_section_margins(void) {
    /* QUICK_RETURN|ENTER_ALWAYS_COLLAPSED h 100, minH 30, margins 8 + 4, over a
     * pinned 48: height 160, total 112, downNestedPreScrollRange 8 + 4 + 30 = 42 */
    const uint32_t quick_collapsed = SEGPAGER_SCROLL_FLAG_SCROLL | SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS |
                                     SEGPAGER_SCROLL_FLAG_ENTER_ALWAYS_COLLAPSED;
    const segpager_header_section quick[] = {
        {100, 30, SEGPAGER_SECTION_BY_FLAGS, quick_collapsed},
        {48, 0, SEGPAGER_SECTION_PINNED, 0},
    };
    segpager_section_margins margins[] = {{8, 4}, {0, 0}};
    /* SNAP with margins 10 + 20: the child is [10, 110] (midpoint 60, a tie
     * going to the top); with SNAP_MARGINS its edges are [0, 130]
     * (AppBarLayout.snapToChildIfNeeded) */
    segpager_header_section snapping[] = {
        {100, 0, SEGPAGER_SECTION_BY_FLAGS, SEGPAGER_SCROLL_FLAG_SCROLL | SEGPAGER_SCROLL_FLAG_SNAP},
        {48, 0, SEGPAGER_SECTION_PINNED, 0},
    };
    const segpager_section_margins snap_margins[] = {{10, 20}, {0, 0}};
    segpager_header_ranges r, plain;
    segpager_scroll_split split;
    double out = -1;
    CHECK_STATUS(segpager_header_stack_ranges_with_margins(quick, margins, 2, &r), SEGPAGER_OK);
    CHECK_NEAR(r.height, 160); CHECK_NEAR(r.collapse_range, 112);
    CHECK_NEAR(r.pinned_height, 48); CHECK_NEAR(r.enter_range, 42);
    /* NULL margins are none: the function without margins' answer */
    CHECK_STATUS(segpager_header_stack_ranges_with_margins(quick, NULL, 2, &r), SEGPAGER_OK);
    CHECK_STATUS(segpager_header_stack_ranges(quick, 2, &plain), SEGPAGER_OK);
    CHECK(memcmp(&r, &plain, sizeof r) == 0);
    CHECK_NEAR(plain.collapse_range, 100); CHECK_NEAR(plain.enter_range, 30);
    /* Collapsed, the list 300 down: 60 down gives the 42 back first, then the list. */
    CHECK_STATUS(segpager_header_stack_scroll_with_margins(quick, margins, 2, -60, 112, 300, 900, &split),
                 SEGPAGER_OK);
    CHECK_NEAR(split.header, -42); CHECK_NEAR(split.list, -18); CHECK_NEAR(split.overscroll, 0);
    /* Up: the whole total (margins in it) before the list. */
    CHECK_STATUS(segpager_header_stack_scroll_with_margins(quick, margins, 2, 150, 0, 0, 900, &split),
                 SEGPAGER_OK);
    CHECK_NEAR(split.header, 112); CHECK_NEAR(split.list, 38);

    CHECK_STATUS(segpager_header_stack_snap_target_with_margins(snapping, snap_margins, 2, 5, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 5); /* in the top margin, no child under it: stays */
    CHECK_STATUS(segpager_header_stack_snap_target_with_margins(snapping, snap_margins, 2, 60, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 10);
    CHECK_STATUS(segpager_header_stack_snap_target_with_margins(snapping, snap_margins, 2, 65, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 110);
    snapping[0].flags |= SEGPAGER_SCROLL_FLAG_SNAP_MARGINS;
    CHECK_STATUS(segpager_header_stack_snap_target_with_margins(snapping, snap_margins, 2, 5, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 0);
    CHECK_STATUS(segpager_header_stack_snap_target_with_margins(snapping, snap_margins, 2, 70, &out), SEGPAGER_OK);
    CHECK_NEAR(out, 130);

    /* A bad margin is named in the margins array; nothing is written. */
    margins[1].margin_bottom = -1;
    r.height = 777;
    CHECK_STATUS(segpager_header_stack_ranges_with_margins(quick, margins, 2, &r), SEGPAGER_E_RANGE);
    CHECK(strstr(segpager_last_error_message(), "segpager_header_stack_ranges_with_margins: margins[1].margin_bottom") != NULL);
    CHECK(r.height == 777);
    margins[1].margin_bottom = 0; margins[0].margin_top = NAN;
    CHECK_STATUS(segpager_header_stack_scroll_with_margins(quick, margins, 2, 1, 0, 0, 10, &split),
                 SEGPAGER_E_NOT_FINITE);
    CHECK(strstr(segpager_last_error_message(), "margins[0].margin_top") != NULL);
    CHECK_STATUS(segpager_header_stack_snap_target_with_margins(quick, margins, 2, 0, &out), SEGPAGER_E_NOT_FINITE);
    margins[0].margin_top = 8;
    /* the functions without margins still name themselves */
    CHECK_STATUS(segpager_header_stack_ranges(quick, 0, &r), SEGPAGER_E_RANGE);
    CHECK(strstr(segpager_last_error_message(), "segpager_header_stack_ranges: ") != NULL);
    CHECK_STATUS(segpager_header_stack_ranges_with_margins(NULL, margins, 2, &r), SEGPAGER_E_NULL);
    CHECK_STATUS(segpager_header_stack_ranges_with_margins(quick, margins, 2, NULL), SEGPAGER_E_NULL);
}

int main(void) {
    test_scroll_flags_and_snap_duration();
    test_header_stack();
    test_header_stack_snap();
    test_section_margins();
    test_snap_short_lists_and_axis();
    test_seed_004_regions();
    test_seed_004_sync_on_page_switch();
    test_seed_001_hand_over();
    test_bad_input();
    return check_report("header");
}
